"""Faster routes to spaCy's own annotations, and the heap settings of a corpus run.

Private: these modules reach into spaCy's and thinc's internals (an attribute ruler's
patterns, a lemmatizer's tables, a model's ``ops``), which a new spaCy may change.
Everything outside this package asks :func:`parser_for` for a parser and :func:`run_heap`
for the run's heap settings, and gets spaCy's plain ``nlp.pipe`` and no heap settings where
the speed-ups are off:

- by the user: ``SDA_AUGMENT_SPEEDUPS=0`` in the environment;
- by a check (:mod:`.check`): when a parser is made, a few sentences are parsed both ways,
  and any difference in the annotations (tags, parts of speech, morphology, lemmas, arcs)
  turns the speed-ups off for that pipeline, with one warning. This runs on whatever spaCy
  and model are installed, so a spaCy release that changes a component is caught the
  first time it is used, not trusted because an older one matched.
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from contextlib import AbstractContextManager, nullcontext
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from spacy.language import Language
    from spacy.tokens import Doc

SWITCH = "SDA_AUGMENT_SPEEDUPS"


def enabled() -> bool:
    """Whether the speed-ups may run: on unless ``SDA_AUGMENT_SPEEDUPS`` is 0, false, no or off."""
    return os.environ.get(SWITCH, "1").strip().lower() not in ("0", "false", "no", "off")


class Parser:
    """Parses texts with the components of ``nlp`` a run needs, as spaCy would annotate them.

    ``tables`` holds the rule components that lookup tables stand in for; ``fast`` says
    whether the tables and numpy's BLAS are used (else it is ``nlp.pipe``).
    """

    def __init__(self, nlp: Language, components: Sequence[str]) -> None:
        self.nlp = nlp
        self.disabled = tuple(name for name in nlp.pipe_names if name not in components)
        self.tables: dict = {}
        self.fast = False
        if enabled():
            from .check import same_annotations
            from .rule_components import table_components

            self.tables = table_components(nlp, components)
            self.fast = same_annotations(nlp, self.disabled, self.tables)
            if not self.fast:
                self.tables = {}

    def __call__(self, texts: Sequence[str], batch_size: int) -> list[Doc]:
        if self.fast:
            from .rule_components import parse

            return parse(self.nlp, texts, batch_size, self.disabled, self.tables)
        return list(self.nlp.pipe(texts, batch_size=batch_size, disable=list(self.disabled)))


def parser_for(nlp: Language, components: Sequence[str]) -> Parser:
    """The parser of a run that needs ``components`` of ``nlp`` (the others are left out)."""
    return Parser(nlp, components)


def run_heap() -> AbstractContextManager[None]:
    """The collector and allocator settings of a corpus run (:mod:`.heap`), or none when the
    speed-ups are off."""
    if not enabled():
        return nullcontext()
    from .heap import run_heap as settings

    return settings()
