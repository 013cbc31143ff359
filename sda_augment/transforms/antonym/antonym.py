"""The ``adj_antonym`` transform: an adjective replaced with its antonym (a negative).

"The old bridge was closed." → "The new bridge was closed."; "The water is cold." →
"The water is hot." Only adjectives tagged JJ/JJR/JJS before a noun or after a verb are
swapped, and only where the adjective names a property its antonym reverses: not in a
name ("Great Britain"), a fixed phrase ("high school", "the late president"), a compound
("old-fashioned"), a measure ("30 years old"), as a noun ("the poor"), nor where the rest
of the sentence rests on its pole ("poor but optimistic", "too small, and a new church was
built"). Colours are color_swap's. The antonym takes the adjective's degree ("larger" →
"smaller"), capital and article ("an old car" → "a new car").
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, ClassVar

from ...analysis.articles import article_edit
from ...analysis.document import doc_text
from ...analysis.tokens import rows
from ...edits import Edit, token_end
from ...reasons import EMPTY_INPUT, Skip
from ...transform import Candidate, MemoisedRuleTransform, Meta
from . import clashes, guards
from .forms import adjective_lemma, base_form, degree_form, periphrastic_marker, synthetic, written
from .rules import antonym_table, rule_data
from .senses import ADJECTIVE_TAGS, Choice, Position, antonyms_in_place, position
from .sources import WordNetAntonyms, check_source, lookup

if TYPE_CHECKING:
    from spacy.tokens import Doc, Token

RULE = "adj_antonym.swap"
_NAME_TAGS = frozenset({"NNP", "NNPS"})


@dataclass(frozen=True)
class AdjectiveAntonym(MemoisedRuleTransform):
    """Replace an adjective with its antonym ("the old bridge" → "the new bridge")."""

    name: ClassVar[str] = "adj_antonym"
    polarity: ClassVar[str] = "negative"
    meta: ClassVar[Meta] = Meta(
        "Adjective replaced with its antonym from a curated lexicon (WordNet optional)",
        source="AugCSE (Tan et al.) augmentation pool, after NL-Augmenter's antonym substitution",
        needs="parse",
        pools=("augcse",),
        python_only=("source",),
        sample="The old bridge over the river was closed in a cold winter.",
    )

    wordnet: bool = False  # an option: -m adj_antonym:wordnet=true reads WordNet's antonyms
    source: Any = field(default=None, compare=False, repr=False)  # a mapping or a callable

    def __post_init__(self) -> None:
        check_source(self.source)
        if self.wordnet and self.source is not None:
            raise ValueError("pass either wordnet=True or a source, not both")
        if self.wordnet:
            object.__setattr__(self, "source", WordNetAntonyms())

    def __hash__(self) -> int:  # the per-Doc memo keys on the transform; a source may not hash
        return hash((self.name, self.wordnet, id(self.source)))

    def _choice(self, lemma: str, place: Position, degree: bool = False) -> Choice:
        if self.source is None:
            return antonyms_in_place(lemma, place, degree)
        return Choice(tuple(lookup(self.source, lemma)), False)

    def _known(self, lemma: str) -> bool:
        if self.source is None:
            return lemma in antonym_table() or lemma in rule_data().senses
        return bool(lookup(self.source, lemma))

    def _compute(self, doc: Doc) -> list[Candidate] | Skip:
        text = doc_text(doc)
        if not text.strip():
            return Skip(EMPTY_INPUT)
        words = {row.lower for row in rows(doc)}
        found: list[Candidate] = []
        reason = None
        for row in rows(doc):
            if row.tag not in ADJECTIVE_TAGS:
                if row.tag in _NAME_TAGS and self._known(row.lower):
                    reason = reason or Skip(guards.NAME)  # "Great Britain", "the New Deal": tagged as a name
                continue
            token = doc[row.i]
            lemma = adjective_lemma(token)
            if lemma is None:
                if self._known(token.lemma_.lower()):
                    reason = reason or Skip(guards.INFLECTION)
                continue
            if not self._known(lemma):
                continue
            swaps = self._swaps(token, lemma, words)
            if isinstance(swaps, Skip):
                reason = reason or swaps
            else:
                found.extend(swaps)
        return found or reason or Skip(guards.NONE)

    def _swaps(self, token: Token, lemma: str, words: set[str]) -> list[Candidate] | Skip:
        """The candidates for one adjective, or why there are none."""
        if guards.in_compound(token):
            return Skip(guards.COMPOUND)
        place = position(token)
        if place is None or guards.nominal(token):
            return Skip(guards.POSITION)
        if guards.in_name(token, place):
            return Skip(guards.NAME)
        if guards.quoted(token):
            return Skip(guards.QUOTED)
        if guards.shade(token):
            return Skip(guards.COLOR)
        if guards.measured(token):
            return Skip(guards.MEASURE)
        if guards.bound_before(token, lemma):
            return Skip(guards.BOUND)
        if guards.after_noun_modifier(token):
            return Skip(guards.POSITION)
        if guards.fixed_phrase(token, lemma, place):
            return Skip(guards.IDIOM)
        if guards.other_sense(token, lemma):
            return Skip(guards.CONTEXT)
        if guards.entailed(token, lemma, place):
            return Skip(guards.ENTAILED)
        if guards.pole_said(token, lemma):
            return Skip(guards.POLE)
        if clashes.echoed(token, lemma):
            return Skip(clashes.ECHO)
        if clashes.stance(token, lemma):
            return Skip(clashes.STANCE)
        if clashes.dated(token):
            return Skip(clashes.DATED)
        if clashes.contrast(token):
            return Skip(clashes.CONTRAST)
        if clashes.consequence(token, place):
            return Skip(clashes.CONSEQUENCE)
        choice = self._choice(lemma, place, token.tag_ != "JJ")
        if not choice.antonyms:
            return Skip(guards.SENSE if choice.unsure else guards.NONE)
        found: list[Candidate] = []
        problem = None
        for antonym in choice.antonyms:
            if antonym in words or (token.tag_ != "JJ" and synthetic(antonym, token.tag_) in words):
                problem = problem or Skip(guards.PAIR)  # "old and new" never becomes "new and new"
                continue
            if clashes.ranked(token, lemma, antonym):
                problem = problem or Skip(clashes.SCALE)  # "the highest ... qualify, the lower ... relegated"
                continue
            if not guards.complement_fits(token, lemma, antonym):
                problem = problem or Skip(guards.COMPLEMENT)
                continue
            if guards.negated_pair(lemma, antonym) and guards.negated(token):
                problem = problem or Skip(guards.NEGATED)  # "not available" → "not unavailable"
                continue
            edits = self._edits(token, antonym, place)
            if edits is None:
                problem = problem or Skip(guards.SENSE)
                continue
            found.append(Candidate(RULE, edits))
        return found or problem or Skip(guards.NONE)

    def _edits(self, token: Token, antonym: str, place: Position) -> tuple[Edit, ...] | None:
        """The edits writing ``antonym`` for ``token`` in its degree, case and article."""
        data = rule_data().guards
        if place.attributive and antonym in data.predicative_only:
            antonym = data.attributive_forms.get(antonym, "")
            if not antonym:
                return None  # "an asleep child" is no English
        if token.tag_ == "JJ" and base_form(antonym) != antonym and any(c.dep_ == "advmod" for c in token.children):
            return None  # "a very young boy": neither "very older" nor "a very old boy"
        marker = periphrastic_marker(token) if token.tag_ == "JJ" else None
        one_word = synthetic(antonym, "JJR" if marker.lower_ == "more" else "JJS") if marker is not None else None
        first = token
        if one_word:
            word, first = one_word, marker  # "more expensive" → "cheaper"
        else:
            word = degree_form(antonym, token.tag_)
        word = written(first.text, word)
        edits = [Edit(first.idx, token_end(token), word)]
        article = article_edit(first, word)
        if article is not None:
            edits.insert(0, article)
        return tuple(edits)
