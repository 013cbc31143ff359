"""PI: punctuation insertion, a meaning-preserving positive (SDA).

Four rules, one chosen at random among those that apply:

* ``pi.clause_comma``   a comma where careful writers set off a clause or a phrase;
* ``pi.subject_quotes`` the nominal subject framed in double quotes;
* ``pi.repeat_mark``    an existing "?" doubled, or the final period made "...";
* ``pi.final_mark``     the final period replaced by "!" (appended when none).

The first two edit inside the sentence, the last two only its end. A view that differs
from its sentence by the final mark alone teaches an encoder little, so the rules inside
the sentence are preferred where one applies (``prefer_inside``, 1 by default; 0 draws
among all rules alike, as the SDA paper does). Each result counts whether it edited
inside the sentence or only its end (``info["counts"]``), which the coverage report sums.

Each rule has a module named as the ``rules`` option names it (:mod:`.clause_comma`,
:mod:`.subject_quotes`, :mod:`.repeat_mark`, :mod:`.final_mark`); :mod:`.walk` and
:mod:`.statement` hold what they share.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar, Literal

from ...analysis.document import doc_text
from ...reasons import EMPTY_INPUT, Skip, register_reason
from ...transform import AugResult, Candidate, Meta, RuleTransform
from .aside_marks import aside_mark_candidates
from .clause_comma import clause_comma_candidates
from .final_mark import final_mark_candidates
from .repeat_mark import repeat_mark_candidates
from .rules import rule_data
from .statement import cut_short, data_line, final_token, is_markup
from .subject_quotes import subject_quote_candidates

if TYPE_CHECKING:
    from spacy.tokens import Doc


# The rules PI can be limited to (its ``rules`` option).
PiRule = Literal["clause_comma", "aside_marks", "subject_quotes", "repeat_mark", "final_mark"]
# The rules that edit inside the sentence; the others change only its final mark.
INSIDE_RULES = frozenset({"pi.clause_comma", "pi.aside_marks", "pi.subject_quotes"})
# What a result counts in ``info["counts"]`` (the coverage report's per-method details).
INSIDE, END_ONLY = "edits inside the sentence", "edits only its end"


@dataclass(frozen=True)
class PunctuationInsertion(RuleTransform):
    """Insert punctuation that keeps the sentence's meaning (SDA's PI)."""

    name: ClassVar[str] = "pi"
    polarity: ClassVar[str] = "positive"
    meta: ClassVar[Meta] = Meta(
        "Punctuation insertion: a comma or quotes inside the sentence, else a repeated or final mark",
        source="SDA (Zhu et al.): punctuation insertion",
        needs="parse",
    )

    rules: tuple[PiRule, ...] = ("clause_comma", "aside_marks", "subject_quotes", "repeat_mark", "final_mark")
    # Chance of drawing among the rules that edit inside the sentence when one applies;
    # otherwise the draw is among all rules that apply, as in the SDA paper.
    prefer_inside: float = 1.0

    def __post_init__(self) -> None:
        unknown = set(self.rules) - set(_RULE_FUNCTIONS)
        if unknown or not self.rules:
            raise ValueError(f"unknown PI rules {sorted(unknown)}; choose from {sorted(_RULE_FUNCTIONS)}")
        preference = self.prefer_inside
        if isinstance(preference, bool) or not isinstance(preference, (int, float)) or not 0.0 <= preference <= 1.0:
            raise ValueError(f"prefer_inside must be a number from 0 to 1, got {preference!r}")

    def candidates(self, doc: Doc) -> list[Candidate]:
        options: list[Candidate] = []
        if is_markup(doc):
            return options  # wiki markup and code stay untouched
        for rule in self.rules:
            options.extend(_RULE_FUNCTIONS[rule](doc))
        return options

    def skip_reason(self, doc: Doc) -> Skip:
        return skip_reason(doc)

    def choose(self, doc: Doc, options: Sequence[Candidate], rng: random.Random) -> AugResult:
        """Among the rules inside the sentence where one applies (with ``prefer_inside``'s
        chance), else among all; the result counts which kind of edit it made."""
        inside = [option for option in options if option.rule in INSIDE_RULES]
        if inside and len(inside) < len(options) and self._prefer(rng):
            options = inside
        result = super().choose(doc, options, rng)
        if result.changed:
            result.info["counts"] = {INSIDE if result.rule in INSIDE_RULES else END_ONLY: 1}
        return result

    def _prefer(self, rng: random.Random) -> bool:
        """Whether this draw keeps to the rules inside the sentence (no draw at 0 or 1)."""
        if self.prefer_inside >= 1.0:
            return True
        return self.prefer_inside > 0.0 and rng.random() < self.prefer_inside


def _open_abbreviation(word: str) -> bool:
    """An abbreviation that needs a word after it ("e.g.", "Lt.")."""
    word = word.lower()
    return word in rule_data().final_mark.abbreviations and word not in rule_data().final_mark.sentence_final_abbreviations


MARKUP = register_reason("pi.markup", "wiki markup or code")
HEADING = register_reason("pi.heading", "list header or heading ending in ':'")
CUT_AT_ABBREVIATION = register_reason("pi.cut_at_abbreviation", "cut off at an abbreviation's point")
DATA = register_reason("pi.data", "a line of data: an HTML tag or a label with a number")
NO_SITE = register_reason("pi.no_site", "no clause boundary, nominal subject or final period to punctuate")


def skip_reason(doc: Doc) -> Skip:
    """Why no rule applies, with the code the coverage report counts."""
    text = doc_text(doc).strip()
    if not text:
        return Skip(EMPTY_INPUT)
    if is_markup(doc) or text.endswith(">"):
        return Skip(MARKUP)
    if text.endswith(":"):
        return Skip(HEADING)
    final = final_token(doc)
    if final is not None and (final.text == "." and cut_short(final) or _open_abbreviation(final.text)):
        return Skip(CUT_AT_ABBREVIATION)
    if data_line(text):
        return Skip(DATA)
    return Skip(NO_SITE)


_RULE_FUNCTIONS = {
    "clause_comma": clause_comma_candidates,
    "aside_marks": aside_mark_candidates,
    "subject_quotes": subject_quote_candidates,
    "repeat_mark": repeat_mark_candidates,
    "final_mark": final_mark_candidates,
}
