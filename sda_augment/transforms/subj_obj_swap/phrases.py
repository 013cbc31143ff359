"""The two noun phrases a swap moves: where each begins and ends, what it names, its number.

A phrase moves as typed, character for character, except for the words whose form
depends on where they stand: a personal pronoun's case ("she" ↔ "her") and the capital
of the sentence's first word. Anything in a phrase that would not survive the move (a
clause, an apposition, a quotation, a number that measures) is a reason to leave the
sentence alone.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal

from ...analysis.document import doc_text
from ...analysis.morphology import Person, known_word, lemma_table
from ...analysis.rules import grammar
from ...analysis.syntax import QUOTE_CHARS, is_contiguous
from ...edits import capital_by_spelling, keeps_capital, token_end
from ...reasons import Skip, register_reason
from .rules import rule_data

if TYPE_CHECKING:
    from spacy.tokens import Token

Kind = Literal["person", "animal", "group", "name", "thing"]
Role = Literal["subject", "object"]

CLAUSE_IN_PHRASE = register_reason(
    "subj_obj_swap.clause_in_phrase", "a clause or participle inside the subject or object ('the man who ...')"
)
APPOSITIVE = register_reason("subj_obj_swap.appositive", "an apposition or parenthesis inside the subject or object")
QUOTATION = register_reason("subj_obj_swap.quotation", "a quotation or quoted title inside the subject or object")
LONG_PHRASE = register_reason("subj_obj_swap.long_phrase", "a subject or object too long to move cleanly")
ATTACHMENT = register_reason(
    "subj_obj_swap.attachment", "a phrase after the object that may belong to the verb ('ate the pizza with a fork')"
)
NOT_NOUN_PHRASE = register_reason(
    "subj_obj_swap.not_noun_phrase", "a subject or object that cannot take the other's place ('who', 'this', 'some')"
)
MEASURE = register_reason("subj_obj_swap.measure", "an object that measures or counts ('weighs 5 kg', 'scored 20 goals')")
POLARITY_ITEM = register_reason("subj_obj_swap.polarity_item", "an object that needs a negation before it ('any dogs')")
SPLIT = register_reason(
    "subj_obj_swap.split_phrase", "a subject or object whose words are not together, or that ends in a bare preposition"
)
DETERMINER = register_reason(
    "subj_obj_swap.determiner", "a determiner that takes its sense from the other phrase ('a dog chases another dog')"
)
BARE_NOUN = register_reason(
    "subj_obj_swap.bare_noun", "a person or an animal named with no determiner ('Couple watching the moon'): it would stand bare in the other place"
)
BARE_OBJECT = register_reason(
    "subj_obj_swap.bare_object",
    "a singular count noun as the object with no determiner ('play trumpet'): as the subject it would stand bare ('Trumpet plays')",
)
IDIOM = register_reason(
    "subj_obj_swap.idiom", "a noun repeated across a preposition ('walking hand in hand', 'side by side'): a fixed pair, no object"
)

_CLAUSE_DEPS = frozenset({"advcl", "ccomp", "xcomp", "csubj", "parataxis"})
_MODIFIER_CLAUSES = frozenset({"relcl", "acl"})
_PARENTHESES = frozenset("()[]{}—–;:")
_ANIMATE = frozenset({"person", "animal"})


@dataclass(frozen=True)
class Phrase:
    """A noun phrase: its head, its first and last tokens, and whether it opens the sentence."""

    head: Token
    first: Token
    last: Token
    initial: bool

    @property
    def tokens(self) -> list[Token]:
        return list(self.head.doc[self.first.i : self.last.i + 1])

    @property
    def start(self) -> int:
        return self.first.idx

    @property
    def end(self) -> int:
        return token_end(self.last)

    @property
    def heads(self) -> list[Token]:
        """The head and the heads coordinated with it inside the phrase ("Tom and Ann")."""
        found = [self.head]
        k = 0
        while k < len(found):
            found.extend(
                child for child in found[k].children
                if child.dep_ == "conj" and self.first.i <= child.i <= self.last.i
            )
            k += 1
        return found

    @property
    def coordinated(self) -> bool:
        return len(self.heads) > 1


def lower_text(phrase: Phrase) -> str:
    return doc_text(phrase.head.doc)[phrase.start : phrase.end].lower()


def shape_problem(phrase: Phrase, role: Role) -> Skip | None:
    """Why ``phrase`` cannot move as a whole, or None."""
    if not is_contiguous(phrase.head) or phrase.last.dep_ in ("cc", "prep") or phrase.first.dep_ == "cc":
        return Skip(SPLIT)  # "a dog and" with its coordinated noun elsewhere
    tokens = phrase.tokens
    if any(
        child.dep_ in ("conj", "cc") and not phrase.first.i <= child.i <= phrase.last.i
        for token in tokens for child in token.children
    ):
        return Skip(SPLIT)  # "A man [chasing a dog] and a woman": a coordination around the verb
    heads = {token.i for token in phrase.heads}
    if any(token.is_space for token in tokens):
        return Skip(SPLIT)  # "A man  is": a run of spaces the parse hung on the noun
    if any(token.dep_ == "conj" and (token.tag_.startswith("VB") or _only_a_verb(token)) for token in tokens):
        return Skip(SPLIT)  # "sandals, long silk robes and hold umbrellas", "a guitar and sings": a verb in the list
    if any(token.i not in heads and token.dep_ in ("nmod", "compound") and token.pos_ == "NOUN"
           and any(child.dep_ == "cc" for child in token.children) for token in tokens):
        return Skip(SPLIT)  # "a helmet and protective clothing" read as one noun: its number unclear
    describable = kind_of(phrase.head) in _ANIMATE and phrase.head.pos_ == "NOUN"
    for token in tokens:
        if token.dep_ in _CLAUSE_DEPS:
            return Skip(CLAUSE_IN_PHRASE)
        if token.dep_ in _MODIFIER_CLAUSES and not (describable and token.head.i == phrase.head.i):
            return Skip(CLAUSE_IN_PHRASE)  # "a man wearing a hat", "the girl who won" move whole
        if token.dep_ == "appos" or any(ch in _PARENTHESES for ch in token.text):
            return Skip(APPOSITIVE)
        if any(ch in QUOTE_CHARS for ch in token.text) and (token.text not in ("'s", "’s", "'", "’") or token.tag_ in ("``", "''")):
            return Skip(QUOTATION)  # "independent 'Azawad'": a single quotation mark, not a possessive
        if token.text == "," and (phrase.head.i not in heads or not _listing_comma(token, phrase)):
            return Skip(APPOSITIVE)
        if token.dep_ == "prep" and not any(child.dep_ in ("pobj", "pcomp") for child in token.children):
            return Skip(SPLIT)  # "the course of:" before a list
        if role == "object" and token.dep_ == "prep" and token.lower_ != "of" and not (
            describable and token.head.i == phrase.head.i and token.lower_ in rule_data().attachment.describing_prepositions
        ):
            return Skip(ATTACHMENT)  # "defeated Smith in the final" hung on "Smith"; "a woman in a red dress" is hers
    if role == "object" and any(token.dep_ == "prep" and token.lower_ != "of" for token in tokens) and not _ends_clause(phrase):
        return Skip(ATTACHMENT)  # "a deer in a field | with yellow flowers": the parse may have split the phrase
    if sum(1 for token in tokens if not token.is_punct) > rule_data().agreement.max_phrase_words:
        return Skip(LONG_PHRASE)
    if any(token.dep_ == "advmod" and token.pos_ == "ADV" and token.head.i == phrase.head.i and token.i > phrase.head.i
           for token in tokens):
        return Skip(SPLIT)  # "playing golf indoors": an adverb of the verb the parse hung on the noun
    doc = phrase.head.doc
    if len(phrase.last.text) > 1 and phrase.last.text.endswith(".") and all(
        token.is_punct or token.is_space for token in doc[phrase.last.i + 1 : phrase.last.sent.end]
    ) and not any(token.text == "." for token in doc[phrase.last.i + 1 : phrase.last.sent.end]):
        return Skip(SPLIT)  # "discovered Barnard's Star b.": the abbreviation's period ends the sentence too
    if any(token.tag_ == "NN" and token.lower_.endswith("ing") and token.i > phrase.first.i
           and not known_word(token.lower_ + "s") and token.dep_ != "pobj"  # "a brick building", "in blue clothing"
           and (token.dep_ == "conj" or any(child.dep_ in ("compound", "amod") for child in token.children))
           for token in tokens):
        return Skip(SPLIT)  # "a microphone | singing", "black | walking": a participle the parse read into a noun
    following = doc[phrase.last.i + 1 : phrase.last.i + 3]
    if role == "object" and len(following) == 2 and following[0].pos_ == "ADP" \
            and following[1].lower_ == phrase.last.lower_:
        return Skip(IDIOM)  # "walking hand in hand"; "running a race hand in hand", the parse's "race hand"
    bare_name = phrase.head.tag_ == "NNP" and phrase.initial and phrase.first.i == phrase.head.i == phrase.last.i
    bare = not any(
        child.dep_ in ("det", "poss", "nummod", "predet") or child.tag_ == "PRP$"
        or child.dep_ in ("compound", "nmod") and child.pos_ == "PROPN"  # "Taraba state": a name
        for child in phrase.head.children
    )
    if (phrase.head.tag_ == "NN" or bare_name) and kind_of(phrase.head) in (*_ANIMATE, "group") and bare:
        return Skip(BARE_NOUN)  # "Couple watching the moon" → "The moon watching couple"
    if role == "object" and phrase.head.tag_ == "NN" and bare and phrase.head.lemma_.lower() not in rule_data().nouns.mass:
        return Skip(BARE_OBJECT)  # "Two young men play trumpet" → "Trumpet plays two young men"
    return None


def _only_a_verb(token: Token) -> bool:
    """A word the dictionary knows as a verb and never as a noun ("sings"), tagged a noun."""
    forms = lemma_table(token.lower_)
    return token.tag_ in ("NN", "NNS") and "VERB" in forms and "NOUN" not in forms


def _ends_clause(phrase: Phrase) -> bool:
    """Nothing but punctuation or a new clause after the phrase."""
    doc = phrase.head.doc
    if phrase.last.i + 1 >= len(doc):
        return True
    following = doc[phrase.last.i + 1]
    return following.is_punct or following.dep_ in ("cc", "mark") or following.lower_ in grammar().clauses.subordinators


def _listing_comma(comma: Token, phrase: Phrase) -> bool:
    """A comma between the coordinated heads of a list ("Tom, Ann and Joe")."""
    return phrase.coordinated and comma.head.i in {token.i for token in phrase.heads}


def word_problem(phrase: Phrase, role: Role) -> Skip | None:
    """Why the words of ``phrase`` cannot take the other role, or None."""
    data = rule_data()
    pronouns = data.pronouns
    for head in phrase.heads:
        if head.lower_ in pronouns.fixed or head.lower_ in pronouns.quantity_nouns or head.tag_ in ("WP", "WDT", "WP$", "EX"):
            return Skip(NOT_NOUN_PHRASE)
    if any(token.lower_ in pronouns.relative_determiners for token in phrase.tokens):
        return Skip(DETERMINER)
    if role != "object":
        return None
    for token in phrase.tokens:
        if token.lower_ in pronouns.polarity_determiners:
            return Skip(POLARITY_ITEM)
        if token.text in ("$", "€", "£", "%") or (token.like_num and not _in_name(token)):
            return Skip(MEASURE)
    if phrase.head.lemma_.lower() in data.nouns.units or phrase.head.lower_ in data.nouns.units:
        return Skip(MEASURE)
    return None


def _in_name(number: Token) -> bool:
    """A number that is part of a name: "Apollo 11", "Boeing 747", "Chanel No. 5"."""
    if number.tag_ in ("NNP", "NNPS"):
        return True
    previous = number.doc[number.i - 1] if number.i > 0 else None
    return previous is not None and previous.tag_ in ("NNP", "NNPS") and previous.text[:1].isupper()


def reflexive(phrase: Phrase) -> bool:
    """An object that points back at the subject: "herself", "each other"."""
    return lower_text(phrase) in rule_data().pronouns.reflexive or phrase.head.lower_ in rule_data().pronouns.reflexive


def _member(head: Token) -> Token | None:
    """The noun after "of" when ``head`` names a group of them ("a couple of books")."""
    if head.lemma_.lower() not in grammar().captions.group_nouns:
        return None
    for prep in head.children:
        if prep.dep_ == "prep" and prep.lower_ == "of":
            return next((child for child in prep.children if child.dep_ == "pobj"), None)
    return None


def kind_of(head: Token) -> Kind:
    """What a phrase's head names, as far as a word list and the tags tell."""
    data = rule_data()
    lower, lemma = head.lower_, head.lemma_.lower()
    if head.pos_ == "PRON":
        return "person" if lower in data.pronouns.persons else "thing"
    member = _member(head)
    if member is not None:
        return kind_of(member)  # "a group of children" names children; "a couple of books" books
    nouns = data.nouns
    if any(child.lower_ in nouns.lifeless_modifiers for child in head.children if child.i < head.i):
        return "thing"  # "a teddy bear", "a toy soldier"
    if lower in nouns.persons or lemma in nouns.persons:
        return "person"
    if lower in nouns.animals or lemma in nouns.animals:
        return "animal"
    if lower in nouns.groups or lemma in nouns.groups:
        return "group"
    if head.tag_ in ("NNP", "NNPS") or head.pos_ == "PROPN":
        if any(child.dep_ == "compound" and child.lower_.rstrip(".") in nouns.titles for child in head.children):
            return "person"  # "Dr. Smith", "King Henry"
        return "name"
    return "thing"


def kinds_fit(lemma: str, subject: Phrase, obj: Phrase) -> bool:
    """Whether the object can do to the subject what the subject did to it."""
    verbs = rule_data().verbs
    subject_kinds = {kind_of(head) for head in subject.heads}
    object_kinds = {kind_of(head) for head in obj.heads}
    kinds = subject_kinds | object_kinds
    if object_kinds <= _ANIMATE and subject_kinds <= _ANIMATE | {"name"}:
        # "Tom and Ann saw a dog" → "A dog saw Tom and Ann": a name that acts is a person's.
        # A person and an animal trade places only with the verbs listed for both.
        mixed = "animal" in kinds and len(kinds - {"name"}) > 1 or "name" in subject_kinds and "animal" in object_kinds
        named = "name" in subject_kinds and lemma not in verbs.personal_verbs
        if not named and (not mixed or lemma in verbs.animal_verbs):
            return True
    if lemma in verbs.reversible and "thing" not in kinds:
        return True
    return lemma in verbs.reversible_things and kinds == {"thing"}


def person_of(phrase: Phrase) -> Person | None:
    """The person and number a verb takes with ``phrase`` as its subject; None when unclear."""
    head = phrase.head
    if phrase.coordinated:
        joins = {child.lower_ for token in phrase.heads for child in token.children if child.dep_ == "cc"}
        return "plural" if joins <= {"and", "&"} else None  # "Tom or Ann": agreement with the nearer
    lower = head.lower_
    if lower in ("i", "me"):
        return "i"
    if lower in ("we", "us", "they", "them", "you"):
        return "plural"
    if head.pos_ == "PRON":
        return "singular"
    if _member(head) is not None:
        return None  # "A group of boys is" or "are": writers differ
    if lower in rule_data().nouns.plural_nouns:
        return "plural"
    if head.tag_ == "NNPS" and not any(child.dep_ == "det" for child in head.children):
        return None  # "Reynolds", "Ayres": a name in "s" tagged as a plural
    return "plural" if head.tag_ in ("NNS", "NNPS") else "singular"


def moved_text(phrase: Phrase, role: Role, initial: bool) -> str:
    """``phrase`` as written in its new place: pronoun cases for ``role``, the capital for ``initial``."""
    text = doc_text(phrase.head.doc)
    accusative = rule_data().pronouns.accusative
    nominative = {value: key for key, value in accusative.items()}
    parts: list[str] = []
    cursor = phrase.start
    for head in phrase.heads:
        if head.pos_ != "PRON":
            continue
        table = accusative if role == "object" else nominative
        lower = head.lower_
        if lower in table and table[lower] != lower:
            new = "I" if table[lower] == "i" else table[lower]
            parts.append(text[cursor : head.idx])
            parts.append(new)
            cursor = token_end(head)
    parts.append(text[cursor : phrase.end])
    moved = "".join(parts)
    first = phrase.first
    if initial:
        if moved[:1].islower() and not capital_by_spelling(first.text):
            moved = moved[:1].upper() + moved[1:]
    elif phrase.initial and moved[:1].isupper() and _loses_capital(first):
        moved = moved[:1].lower() + moved[1:]  # "The dog" leaves the start; "John" and "I" keep theirs
    return moved


def same_words(subject: Phrase, obj: Phrase) -> bool:
    """The two phrases say the same apart from their articles ("a man" and "the man")."""
    def words(phrase: Phrase) -> list[str]:
        return [token.lower_ for token in phrase.tokens if token.dep_ != "det"]

    return words(subject) == words(obj) or (subject.head.pos_ == obj.head.pos_ == "PRON" and subject.head.lemma_ == obj.head.lemma_)


_CLOSED_CLASS = frozenset({"DT", "PDT", "PRP", "PRP$", "CD", "WDT"})


def _loses_capital(first: Token) -> bool:
    """Whether the sentence's first word is lower case elsewhere.

    Words of a closed class ("The", "She", "Two") and words the dictionary knows in lower
    case ("Young", "Dogs") are; a word it knows only with its capital ("Egyptian",
    "Israeli") keeps it, as names and "I" do.
    """
    if keeps_capital(first):
        return False
    return first.tag_ in _CLOSED_CLASS or known_word(first.lower_)


def possessive_problem(subject: Phrase, obj: Phrase) -> bool:
    """A possessive in the object that would come before an indefinite referent.

    "A man hugs his son" → "His son hugs a man" loses who "his" is; "She hugs her son" →
    "Her son hugs her" and "The man hugs his son" → "His son hugs the man" keep it.
    """
    pronouns = rule_data().pronouns
    if not any(token.lower_ in pronouns.possessives and token.dep_ == "poss" for token in obj.tokens):
        return False
    if subject.head.pos_ == "PRON" or subject.head.tag_ in ("NNP", "NNPS"):
        return False
    determiners = [child for child in subject.head.children if child.dep_ in ("det", "nummod", "quantmod")]
    if not determiners:
        return True  # a bare noun: "Dogs chase their tails"
    return any(det.lower_ in pronouns.indefinite_determiners or det.like_num for det in determiners)
