"""A second verb after "and" that a rewrite of the main verb would leave finite.

"A man plays the guitar and sings": the clause analysis joins "sings" to "plays" only
where the parse does; where the tagger made it a noun or hung it elsewhere, a rewrite of
the main verb alone leaves it behind: "does not play the guitar and sings", "must be
playing the guitar and sings", and with its own auxiliary "must be putting their arms
out and are smiling". The second verb has to follow the new form of the first ("does not
play the guitar and sing", "must be playing the guitar and singing", "must be putting
their arms out and smiling"); where that form cannot be built the rewrite is skipped.

A verb the analysis joined to the main one counts too: a rewrite that already gives it
its form (NEG's "does not sing and play") leaves nothing stranded. Only a verb right
after "and", sharing the main clause's subject (no subject of its own
between the two verbs) and outside a relative or adverbial clause, is taken.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..edits import Edit, token_end
from ..reasons import register_reason
from .caption.verbs import present_form
from .clause import Clause, clause_memo
from .document import MemoKey
from .morphology import convert, lemma_table
from .tokens import rows

if TYPE_CHECKING:
    from spacy.tokens import Token


STRANDED = register_reason(
    "clause.stranded_conjunct", "a verb after 'and' that cannot take the rewritten verb's form ('... and sings')"
)

_STRANDED_VERB: MemoKey = MemoKey("stranded_conjunct")

# Words after which the rest of the sentence is another clause ("while people watch").
_OPENERS = frozenset(("while", "as", "who", "that", "which", "where", "when", "because", "whilst", "whose", "whom", "but", "or"))
_SUBJECT_DEPS = frozenset(("nsubj", "nsubjpass", "expl"))
_STOPS = _OPENERS | {";", ":"}
# What follows a present verb the tagger made a plural noun ("and waves a flag", "and points at").
_AFTER_VERB_TAGS = frozenset(("IN", "DT", "PRP$", "RP", "TO", "PRP"))
_BE = frozenset(("is", "are"))


@dataclass(frozen=True)
class Stranded:
    """A finite verb after "and" (``aux`` set for "and is smiling") that shares the subject."""

    verb: Token
    tag: str  # its present tag, "VBZ"/"VBP", or "VBG" after ``aux``
    aux: Token | None


def stranded_conjunct(clause: Clause) -> Stranded | None:
    """The verb after "and" that a rewrite of ``clause``'s main verb would strand, if any (memoised)."""
    return clause_memo(clause, _STRANDED_VERB, _find)


def conjunct_edits(clause: Clause, target: str) -> list[Edit] | None:
    """Edits that give the stranded verb the form ``target`` ("VB", "VBG") of the rewritten
    main verb; [] when nothing is stranded, None when its form cannot be built.

    "and is smiling" after a main verb with the same auxiliary ("are putting ... and are
    smiling") loses the auxiliary, which the rewrite now carries for both.
    """
    found = stranded_conjunct(clause)
    if found is None:
        return []
    if found.aux is not None:
        finite = clause.finite
        if not clause.auxes or finite.lower_ != found.aux.lower_ or clause.head.tag != "VBG":
            return []  # "has fallen off and is sliding": its own auxiliary, a predicate of its own
        return [Edit(found.aux.idx, found.verb.idx, "")]
    if not target:
        return []  # a perfect or passive main verb: the second keeps its own tense
    form = convert(found.verb.text, found.tag, target)
    if form is None:
        return None
    if form == found.verb.text:
        return []
    return [Edit(found.verb.idx, token_end(found.verb), form)]


def handled(found: Stranded, edits: list[Edit]) -> bool:
    """Whether ``edits`` (the rewrite's own) already change the stranded verb."""
    verb = found.verb
    return any(edit.start < token_end(verb) and verb.idx < edit.end or edit.start == edit.end == verb.idx for edit in edits)


def _find(clause: Clause) -> Stranded | None:
    verb = clause.head.last
    doc = verb.doc
    end = clause.sent.end
    table = rows(doc)  # the Doc's token table: cheaper than Token attributes in this scan
    for row in table[verb.i + 1 : end]:
        if row.lower in _STOPS or row.tag in ("WDT", "WP", "WRB") or row.dep in _SUBJECT_DEPS:
            return None  # another clause: "while people watch", "and a woman next to him has taken ..."
        if row.lower != "and" or row.i + 1 >= end:
            continue
        found = _finite_after_and(doc[row.i + 1], end, verb)
        if found is not None:
            return found
    return None


def _finite_after_and(word: Token, end: int, head: Token) -> Stranded | None:
    doc = word.doc
    following = doc[word.i + 1] if word.i + 1 < end else None
    if word.tag_ == "VB" and head.tag_ == "VBP" and head.lemma_ not in ("be", "have") and word.pos_ == "VERB" and word.text.isalpha() and word.text.islower() \
            and following is not None and following.tag_ in _AFTER_VERB_TAGS | {"NNS", "NN", "JJ"}:
        return Stranded(word, "VBP", None)  # "wear sandals, long silk robes and hold umbrellas": a present tagged as a base form
    if word.lower_ in _BE and following is not None and following.tag_ == "VBG":
        return Stranded(following, "VBG", word)
    if word.tag_ in ("VBZ", "VBP") and word.pos_ == "VERB" and word.text.isalpha() and word.text.islower() and word.lower_ not in ("is", "are", "has", "have", "does", "do"):
        if word.tag_ == "VBP" and present_form(word) is None and "NOUN" in lemma_table(word.lower_):
            return None  # "decay and focus problems": a noun the tagger took for a verb
        return Stranded(word, word.tag_, None)
    before = doc[word.i - 2] if word.i >= 2 else None
    if before is not None and before.tag_ == "NNS" or following is not None and following.lower_ == "of":
        return None  # "the smiles and shouts of the crowd": nouns
    tag = present_form(word) if word.tag_ in ("NNS", "NN") else None
    if tag is not None and following is not None and following.tag_ in _AFTER_VERB_TAGS:
        return Stranded(word, tag, None)  # "and waves a flag": a verb the tagger took for a noun
    if tag is not None and (following is None or following.is_punct) and "NOUN" not in lemma_table(word.lower_):
        return Stranded(word, tag, None)  # "plays the guitar and sings.": no noun "sings"
    return None
