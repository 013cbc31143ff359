"""What a sentence is, computed once per Doc and handed to every transform.

- :mod:`.document`: the per-Doc :class:`Analysis` that holds every answer below;
- :mod:`.tokens`: the token table (plain rows) and written-word bounds;
- :mod:`.syntax`: small reads over the parse (subjects, quotations, sentences);
- :mod:`.clause`: the main clause (predicate, auxiliaries, tense, voice, polarity, subject),
  and :mod:`.clause_reasons`, the codes of why a sentence has none;
- :mod:`.repairs`: the known parser errors, each a named entry (what it detects, what the
  analysis reads instead, a sentence that shows it), asked stage by stage;
- :mod:`.recovery`: main clauses rebuilt where :mod:`.clause` finds none (MV asks), entries
  of the same kind;
- :mod:`.agreement`: subject-verb agreement;
- :mod:`.morphology`: verb inflection (lemminflect) and auxiliary forms;
- :mod:`.articles`: "a" or "an" by a word's sound, and the article edit before a replaced word;
- :mod:`.rules`: the schemas of the shared rule files (``grammar``, ``titles``).

This package imports no submodule eagerly, so the low-level ones (``edits``) can read the
per-Doc text without pulling in the clause analysis.
"""

from __future__ import annotations

from contextlib import suppress
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from spacy.tokens import Doc


def prepare(doc: Doc, text: str, table: bool = True) -> None:
    """Start ``doc``'s analysis right after parsing: its text and (with ``table``) token table.

    A pipeline builds the tables of a whole chunk right after parsing it, while the tokens
    are still in the processor's cache: that costs less than building each one when a rule
    first asks, after other sentences' rules have run. A table that cannot be built is left
    to the first rule that asks, whose failure is then reported for that record alone. Runs
    of methods that read only the tokens build no table: none of them reads it.
    """
    from .document import remember_text
    from .tokens import rows

    remember_text(doc, text)
    if not table:
        return
    with suppress(Exception):  # a record must never stop the run
        rows(doc)


def preload() -> None:
    """Load every lazily read table now (once per run, before worker processes fork)."""
    import sys

    if "lemminflect" in sys.modules:  # a method looks words up: read all its tables now, not mid-run
        from .morphology import load_tables

        load_tables()
