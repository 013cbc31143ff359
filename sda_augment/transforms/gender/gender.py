"""The ``gender_swap`` transform: every gendered pronoun and noun of a sentence swapped at once.

"He thanked his wife" → "She thanked her husband": the whole sentence moves together, so
its people keep their relations. "her" is read from the parse ("her book" → "his book",
"saw her" → "saw him"), as is "his" ("his book" → "her book", "the choice was his" → "the
choice was hers"). Names are left alone, so "Mr. Smith" → "Ms. Smith" (a surname has no
gender) but a sentence with "King George" or "Queen Victoria" is not swapped (the given
name would keep its gender), nor one with a gendered word in a title ("The Queen's Gambit").
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar, Literal

from ...analysis.articles import article_edit
from ...analysis.document import doc_text
from ...analysis.syntax import opens_sentence
from ...analysis.tokens import rows
from ...edits import Edit, token_end
from ...reasons import EMPTY_INPUT, Skip, register_reason
from ...transform import Candidate, MemoisedRuleTransform, Meta
from .rules import noun_counterparts, rule_data

if TYPE_CHECKING:
    from spacy.tokens import Doc, Token

NO_GENDER = register_reason("gender_swap.none", "no gendered pronoun or noun")
IN_NAME = register_reason("gender_swap.name", "gendered word capitalised inside a name or title")
NAMED_TITLE = register_reason(
    "gender_swap.named_title", "gendered title before a given name (\"King George\") would leave the name's gender"
)
NAMED_PERSON = register_reason(
    "gender_swap.named_person", "gendered noun tied to a name (\"his sister, Mary\", \"Mary is an actress\")"
)
TITLE_CASE = register_reason("gender_swap.title_case", "gendered word in a title in title case (\"He Was There\")")
NAMED_SUBJECT = register_reason(
    "gender_swap.named_subject", "a name as a subject or possessor, which a pronoun may refer to (names=skip)"
)
UNREAD = register_reason("gender_swap.unread", "a 'her' or 'his' the parse does not read as possessive or object")
VESSEL = register_reason(
    "gender_swap.vessel", "\"she\" or \"her\" in a sentence about a ship, which may be the ship (\"she departed on her maiden voyage\")"
)
LAUGH = register_reason("gender_swap.laugh", "a 'he' beside written laughter ('hehe he!'): part of the laugh, no pronoun")
UNPAIRED = register_reason(
    "gender_swap.unpaired", "a gendered word with no counterpart ('maiden', 'midwife', 'clansmen') would be left unswapped"
)

RULE = "gender_swap.swap"
_NOUN_TAGS = frozenset({"NN", "NNS", "NNP", "NNPS", "JJ"})  # "male", "female" are adjectives too


def recase(source: str, form: str) -> str:
    """``form`` written in ``source``'s case: "HE" → "SHE", "He" → "She", "he" → "she"."""
    if len(source) > 1 and source.isupper():
        return form.upper()
    return form[:1].upper() + form[1:] if source[:1].isupper() else form


def _pronoun(token: Token) -> str | None:
    """The counterpart of a gendered pronoun, or None when the parse does not say which."""
    data = rule_data().pronouns
    lower = token.lower_
    if lower == "her":
        if token.tag_ == "PRP$":
            return data.her_determiner
        return data.her_object if token.tag_ == "PRP" else None
    if lower == "his":
        return data.his_determiner if token.dep_ == "poss" else data.his_standalone
    return data.swap.get(lower)


def _before_name(token: Token) -> bool:
    doc = token.doc
    following = doc[token.i + 1] if token.i + 1 < len(doc) else None
    return following is not None and following.tag_ in ("NNP", "NNPS") and following.text[:1].isupper()


def _title_case(token: Token) -> bool:
    """Whether ``token`` opens a title in title case: "He Was There", "Boys Don't Cry"."""
    doc = token.doc
    following = doc[token.i + 1] if token.i + 1 < len(doc) else None
    return (
        following is not None
        and following.text[:1].isupper()
        and following.text != "I"
        and following.tag_ not in ("NNP", "NNPS")
    )


def _names_a_person(token: Token) -> bool:
    """Whether a gendered noun is tied to a name: "a sister, Pratap", "Shetty is an actress".

    The name keeps its gender, so the swapped noun would contradict it.
    """
    if any(child.dep_ == "appos" and child.tag_ in ("NNP", "NNPS") for child in token.children):
        return True
    doc = token.doc
    if token.i + 2 < len(doc) and doc[token.i + 1].text == "," and doc[token.i + 2].tag_ in ("NNP", "NNPS"):
        return True  # "a brother, Pratap, ...", however the parser attached the name
    head = token.head
    if token.dep_ == "appos" and head.tag_ in ("NNP", "NNPS"):
        return True
    if token.dep_ in ("nsubj", "nsubjpass") and any(
        child.dep_ == "attr" and child.tag_ in ("NNP", "NNPS") for child in head.children
    ):
        return True  # "Its chairman is Ahmet Eren"
    if token.dep_ in ("attr", "appos") or (token.dep_ == "conj" and head.dep_ == "attr"):
        verb = head if token.dep_ == "attr" else head.head
        return any(child.dep_ == "nsubj" and child.tag_ in ("NNP", "NNPS") for child in verb.children)
    return False


def _unlisted_man(lower: str, tag: str) -> bool:
    """A noun in "-man"/"-men" with no counterpart listed ("clansmen", "watchman"): gendered, and
    it would stay so."""
    if tag not in ("NN", "NNS") or not lower.isalpha() or not lower.endswith(("man", "men")):
        return False
    nouns = rule_data().nouns
    return lower not in noun_counterparts() and lower not in nouns.neutral_man


def swap_edits(doc: Doc) -> list[Edit] | Skip:
    """The edits that swap every gendered word of ``doc``, or why none are written."""
    pronouns = frozenset(rule_data().pronouns.swap) | {"her", "his"}
    nouns = noun_counterparts()
    titles = rule_data().nouns.surname_titles
    edits: list[Edit] = []
    unpaired = rule_data().nouns.unpaired
    table = rows(doc)
    words = {row.lower for row in table if row.i + 1 >= len(table) or table[row.i + 1].lower != "-"}  # not "cruiser-style"
    if words & {"she", "her", "hers", "herself"} and words & rule_data().pronouns.vessel_words:
        return Skip(VESSEL)  # "torpedoed the "Fort Camosun" while she was 70 miles south of ..."
    laughs = rule_data().pronouns.laugh_words
    if any(row.lower == "he" and any(0 <= j < len(table) and j != row.i and table[j].lower in laughs
                                     for j in (row.i - 1, row.i + 1)) for row in table):
        return Skip(LAUGH)  # "hehe he!": a laugh, no pronoun
    for row in rows(doc):  # plain rows: a Token is built only for a gendered word
        lower = row.lower
        if lower in unpaired or _unlisted_man(row.lower, row.tag):
            return Skip(UNPAIRED)  # "celibate clergymen" left among "empresses" swapped to "emperors"
        if lower not in pronouns and lower not in nouns:
            continue
        token = doc[row.i]
        if lower in pronouns and (token.tag_ in ("PRP", "PRP$") or lower == "hers"):
            if token.text[:1].isupper() and not opens_sentence(doc, token.i):
                return Skip(IN_NAME)  # "He Jiankui", "Her Majesty's Theatre"
            if token.text[:1].isupper() and _title_case(token):
                return Skip(TITLE_CASE)
            form = _pronoun(token)
            if form is None:
                return Skip(UNREAD)
            edits.append(Edit(token.idx, token_end(token), recase(token.text, form)))
            continue
        form = nouns.get(lower)
        if form is None or (token.tag_ not in _NOUN_TAGS and lower not in titles):
            continue
        if lower in rule_data().nouns.thing_modifiers and token.dep_ in ("compound", "amod", "nmod"):
            continue  # "a cowboy hat" names a hat
        if lower not in titles:
            if token.text[:1].isupper() and not opens_sentence(doc, token.i):
                return Skip(IN_NAME)
            if _before_name(token):
                return Skip(NAMED_TITLE)
            if token.text[:1].isupper() and _title_case(token):
                return Skip(TITLE_CASE)
            if _names_a_person(token):
                return Skip(NAMED_PERSON)
        word = recase(token.text, form)
        article = article_edit(token, word)
        if article is not None:
            edits.append(article)
        edits.append(Edit(token.idx, token_end(token), word))
    return edits or Skip(NO_GENDER)


def _named_subject(doc: Doc) -> bool:
    """Whether a proper noun is a subject, possessor or apposition: a name a pronoun may mean."""
    return any(
        row.tag in ("NNP", "NNPS") and row.dep in ("nsubj", "nsubjpass", "poss", "appos") for row in rows(doc)
    )


@dataclass(frozen=True)
class GenderSwap(MemoisedRuleTransform):
    """Swap every gendered pronoun and noun of a sentence ("he" → "she", "king" → "queen")."""

    name: ClassVar[str] = "gender_swap"
    polarity: ClassVar[str] = "positive"
    meta: ClassVar[Meta] = Meta(
        "Gendered pronouns and nouns swapped consistently; names left alone",
        source="AugCSE (Tan et al.) augmentation pool, after NL-Augmenter's gender_swap",
        needs="parse",
        pools=("augcse",),
        alters="the gender of the people meant",
        sample="He travelled widely in Europe with his wife.",
    )

    # "skip" (default): leave alone a sentence with a name a swapped pronoun may refer to;
    # "keep": swap around names, as NL-Augmenter's does ("John said he ..." → "John said she ...").
    names: Literal["keep", "skip"] = "skip"

    def _compute(self, doc: Doc) -> list[Candidate] | Skip:
        if not doc_text(doc).strip():
            return Skip(EMPTY_INPUT)
        edits = swap_edits(doc)
        if isinstance(edits, Skip):
            return edits
        if self.names == "skip" and _named_subject(doc):
            return Skip(NAMED_SUBJECT)
        return [Candidate(RULE, tuple(edits))]
