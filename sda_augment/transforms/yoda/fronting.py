"""Which phrase of a main clause may be fronted, or the coded reason none may.

Fronting is marked English: it reads as emphasis only on a plain clause whose subject
opens the sentence and whose object or adjective complement is a short, self-contained
phrase. Everything that would make the fronted sentence wrong, odd or differently
focused is a reason here (a question, negation, a pronoun or clausal object, a light verb,
a coordinated verb, a passive), so the transform skips the sentence instead.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ...analysis.clause import Clause
from ...analysis.morphology import known_word, lemma_table
from ...analysis.syntax import QUOTE_CHARS, is_contiguous
from ...edits import capital_by_spelling
from ...reasons import Skip, register_reason
from .adverbial import time_tail
from .rules import rule_data

if TYPE_CHECKING:
    from spacy.tokens import Span, Token

NO_OBJECT = register_reason("yoda.no_object", "no object, adjective complement or closing date to front")
PASSIVE = register_reason("yoda.passive", "passive clause (its subject is the object already)")
EXISTENTIAL = register_reason("yoda.existential", "existential 'there' as subject")
CLAUSE_SUBJECT = register_reason("yoda.clause_subject", "the subject is a clause")
NEGATED = register_reason("yoda.negated", "a negative word: fronting under negation moves its focus")
FOCUS = register_reason("yoda.focus_word", "a focus word ('only', 'also', 'even') whose scope fronting would move")
COORDINATED = register_reason("yoda.coordinated", "the main verb is coordinated with another verb or clause")
QUOTATION = register_reason("yoda.quotation", "quotation marks in the sentence")
OPENER = register_reason("yoda.opener", "the sentence does not open with its subject")
ASIDE = register_reason("yoda.aside", "punctuation between the subject and the phrase (an apposition or an aside)")
PRONOUN = register_reason("yoda.pronoun_object", "a pronoun object ('Him, she saw' reads badly)")
CLAUSAL = register_reason("yoda.clausal_complement", "the verb takes a clause or a second complement")
CLAUSE_IN_PHRASE = register_reason("yoda.clause_in_phrase", "a verb inside the phrase (a relative or participle clause)")
LONG = register_reason("yoda.long_phrase", "the phrase is too long to stand before the subject")
PUNCTUATED = register_reason("yoda.punctuated_phrase", "punctuation inside or right after the phrase")
NUMERAL = register_reason("yoda.numeral_start", "the phrase opens with digits (a sentence never does)")
IDIOM = register_reason("yoda.idiom", "verb and object make an idiom ('play a role', 'catch fire')")
ACTIVITY = register_reason(
    "yoda.activity", "a bare singular object: with its verb it names an activity ('play trumpet', 'won reelection')"
)
LIGHT_VERB = register_reason("yoda.light_verb", "a light verb ('take place', 'make sense', 'have a chance')")
RELATIONAL = register_reason("yoda.relational_verb", "a verb of relation, measure or naming ('includes ten songs', 'named their son John')")
NOMINAL = register_reason("yoda.nominal_predicate", "a noun after 'be' ('is a village'): fronting reads as Yoda-speak, not emphasis")
DEPICTIVE = register_reason("yoda.depictive", "an adjective after a verb that is no copula ('died young')")
GERUND = register_reason("yoda.gerund_predicate", "'is' before a gerund that names the subject ('the method is inhaling glue')")
PATH = register_reason("yoda.path", "a verb of motion, posture or joining: its 'object' is a path, a place or a group ('walks a path')")
BODY_PART = register_reason("yoda.body_part", "a part of the subject's own body ('bows his head'): verb and object make one gesture")
TRAILING = register_reason("yoda.trailing_words", "words inside or after the adjective ('Active, he was during the war')")
PREPOSITION = register_reason("yoda.object_preposition", "a prepositional phrase at the object that may be the verb's, or the reverse ('won reelection against X')")
CAPITAL_SUBJECT = register_reason("yoda.capital_subject", "a capitalised first word that may be a name or a common word")
BOUND = register_reason("yoda.bound_adjective", "an adjective that needs what follows it ('able to', 'due to')")
TITLE_SUBJECT = register_reason("yoda.title_subject", "an article before capitalised words (a title's capital might be lost)")
UNCERTAIN = register_reason("yoda.uncertain_parse", "an uncertain parse (a repaired clause, a word read as the verb, a phrase cut short)")

# Dependents of the verb that make the object part of a larger frame ("named him John",
# "gave him a book", "asked her to leave", "said that ...").
_SECOND_COMPLEMENTS = frozenset({"dative", "oprd", "ccomp", "xcomp", "attr"})
_JOINED = frozenset({"conj", "parataxis", "dep"})
_ALLOWED_INNER_MARKS = frozenset({"-", "–", "&", "/", "'s", "’s", "'", "’"})
# Dependents inside a phrase that make it a clause the parse read as a noun phrase.
# Reasons no date is fronted either: the parse is in doubt, or the sentence's first word.
_NO_DATE_AFTER = frozenset({UNCERTAIN, TITLE_SUBJECT, CAPITAL_SUBJECT})
_CLAUSE_INSIDE = frozenset({"dobj", "nsubj", "nsubjpass", "ccomp", "xcomp", "advcl", "relcl", "acl"})


@dataclass(frozen=True)
class Fronting:
    """The phrase to front: its first and last tokens and the rule that fronts it."""

    rule: str
    first: Token
    last: Token
    subject_initial: str  # the subject's first letter once it no longer opens the sentence


def _words(first: Token, last: Token) -> list[Token]:
    return [token for token in first.doc[first.i : last.i + 1] if not token.is_punct]


def _sentence_skip(clause: Clause) -> Skip | None:
    """A reason the whole clause is unfit for fronting, before looking at the phrase."""
    sent, subject, head = clause.sent, clause.subject, clause.head.last
    if head.i != sent.root.i or head.pos_ not in ("VERB", "AUX") or head.tag_ == "VBN" and not clause.auxes:
        return Skip(UNCERTAIN)  # a repaired clause, or a participle read as the verb
    known = lemma_table(head.lower_)
    if known and not {"VERB", "AUX"} & set(known):
        return Skip(UNCERTAIN)  # a word the dictionary has only as another part of speech ("A woman huge a dog")
    if any((token.is_quote or token.text in QUOTE_CHARS) and token.tag_ != "POS" for token in sent):
        return Skip(QUOTATION)
    if subject.dep_ == "expl" or subject.lower_ == "there":
        return Skip(EXISTENTIAL)
    if subject.dep_ in ("csubj", "csubjpass") or any(
        t.pos_ in ("VERB", "AUX") and (t.dep_ in ("ccomp", "csubj") or t.tag_ in ("VBZ", "VBP", "VBD") and t.dep_ != "relcl")
        for t in subject.subtree
    ):
        return Skip(CLAUSE_SUBJECT)
    if any(t.tag_ == "VB" and not any(c.tag_ in ("TO", "MD") for c in t.children) for t in subject.subtree):
        return Skip(UNCERTAIN)  # "A gentleman ... being follow by a car": a verb form no subject holds
    words = rule_data().words
    if clause.negated or any(token.dep_ == "neg" or token.lower_ in words.negative for token in sent):
        return Skip(NEGATED)
    if any(token.lower_ in words.focus for token in sent):
        return Skip(FOCUS)
    after_subject = sent.doc[subject.right_edge.i + 1] if subject.right_edge.i + 1 < len(sent.doc) else None
    if after_subject is not None and after_subject.lower_ in words.floating:
        return Skip(FOCUS)
    if clause.conjuncts or any(child.dep_ in _JOINED for child in head.children):
        return Skip(COORDINATED)  # a verb or a gapped clause ("..., and a microphone in the other")
    if any(child.dep_ == "cc" for child in subject.children) and not any(child.dep_ == "conj" for child in subject.children):
        return Skip(COORDINATED)  # "Two guys dressed for hockey and are raising ...": a verb lost in the subject
    if clause.progressive and subject.lemma_.lower() in rule_data().subject.gerund_heads:
        return Skip(GERUND)  # "One method is inhaling glue": a gerund predicate, not a progressive
    first = next((token for token in sent if not token.is_space), None)
    if first is None or subject.left_edge.i != first.i:
        return Skip(OPENER)
    before = [token for token in sent.doc[: first.i] if not token.is_space]
    if before and before[-1].text not in (".", "!", "?", "…"):
        return Skip(OPENER)  # a sentence split off a longer line: its start is no sentence start
    return None


def _phrase_skip(phrase: Token, limit: int) -> Skip | None:
    """A reason the phrase headed by ``phrase`` cannot stand at the front."""
    first, last = phrase.left_edge, phrase.right_edge
    if not is_contiguous(phrase) or first.i <= phrase.head.i:
        return Skip(UNCERTAIN)
    inner = phrase.doc[first.i : last.i + 1]
    if any(token.pos_ in ("VERB", "AUX") for token in inner):
        return Skip(CLAUSE_IN_PHRASE)
    if any(token.dep_ in _CLAUSE_INSIDE and token.i != phrase.i for token in inner):
        return Skip(CLAUSE_IN_PHRASE)  # "catches a wave" read as a noun with an object of its own
    if last.text.endswith(".") and len(last.text) > 1:
        rest = phrase.doc[last.i + 1 : phrase.sent.end]
        if all(token.is_punct or token.is_space for token in rest) and not any(token.text == "." for token in rest):
            return Skip(PUNCTUATED)  # "received a B.S.": the abbreviation's period ends the sentence too
    if any(token.is_punct and token.text not in _ALLOWED_INNER_MARKS for token in inner):
        return Skip(PUNCTUATED)
    if len(_words(first, last)) > limit:
        return Skip(LONG)
    if first.text[:1].isdigit():
        return Skip(NUMERAL)
    doc = phrase.doc
    if first.i == 0 or not doc[first.i - 1].whitespace_:
        return Skip(PUNCTUATED)
    after = doc[last.i + 1] if last.i + 1 < len(doc) else None
    if after is not None and after.is_punct and not _final_mark(after, phrase.sent):
        return Skip(PUNCTUATED)
    if after is not None and (after.pos_ in ("NOUN", "PROPN", "ADJ", "DET", "NUM") or after.tag_ == "VB") \
            and after.i < phrase.sent.end and not _time_phrase(after):
        return Skip(UNCERTAIN)  # "fetches a yellow ring chew toy": the phrase goes on past the parse
    return None


def _time_phrase(token: Token) -> bool:
    """``token`` opens a bare time phrase on the verb ("last week", "every year")."""
    while token.dep_ not in ("npadvmod", "ROOT") and token.head.i != token.i:
        token = token.head
    return token.dep_ == "npadvmod" and token.lower_ in rule_data().objects.time_nouns


def _final_mark(token: Token, sent: Span) -> bool:
    """``token`` is the sentence's closing mark(s): only marks follow it to the end."""
    rest = sent.doc[token.i : sent.end]
    return token.text in (".", "!", "…") and all(t.is_punct or t.is_space for t in rest)


def _between(clause: Clause, obj: Token) -> Skip | None:
    """Only particles and adverbs may stand between the verb and its object ("turned off
    the light", "carefully sculpts"); anything else shows a misparse or a coordination
    ("stands outside and waves a flag": the object is the second verb's)."""
    doc, head = obj.doc, clause.head.last
    for token in doc[head.i + 1 : obj.left_edge.i]:
        if token.pos_ == "CCONJ" or token.is_punct:
            return Skip(COORDINATED)
        if token.dep_ == "prt" and token.head.i == head.i:
            if clause.lemma in rule_data().verbs.vehicle and token.lower_ in rule_data().verbs.path_particles:
                return Skip(PATH)  # "ride down The Mall": a path after a preposition read as a particle
            continue
        if token.dep_ == "advmod" and token.head.i == head.i and token.pos_ == "ADV":
            continue
        return Skip(UNCERTAIN)
    return None


def _object_skip(clause: Clause, obj: Token) -> Skip | None:
    verbs, lemma = rule_data().verbs, clause.lemma
    between = _between(clause, obj)
    if between is not None:
        return between
    if clause.perfect and not any(child.dep_ in ("det", "poss", "nummod") or child.tag_ == "PRP$" for child in obj.children):
        return Skip(UNCERTAIN)  # "have painted faces": a perfect, or "have" and an adjective?
    if lemma in verbs.motion:
        return Skip(PATH)  # "walks a path", "run up the street": a path, not an object
    if obj.lower_ in rule_data().body.parts and any(child.tag_ == "PRP$" for child in obj.children):
        return Skip(BODY_PART)
    if obj.pos_ == "PRON" or obj.lower_ in ("other", "another") and obj.left_edge.lower_ in ("each", "one"):
        return Skip(PRONOUN)
    if any(child.dep_ == "det" and child.lower_ in ("another", "other") for child in obj.children):
        return Skip(PRONOUN)  # "a dog chases another dog": fronted, "another" comes before what it follows
    if obj.lemma_.lower() in rule_data().idioms.pairs.get(lemma, frozenset()):
        return Skip(IDIOM)
    if lemma in verbs.light:
        return Skip(LIGHT_VERB)
    if lemma in verbs.relational:
        return Skip(RELATIONAL)
    if _bare_singular(obj):
        return Skip(ACTIVITY)  # "play trumpet", "won reelection", "work on construction": verb and noun name one activity
    reason = _phrase_skip(obj, rule_data().limits.max_object_words)
    if reason is not None:
        return reason
    if _coordinated_later(obj):
        return Skip(COORDINATED)  # "expressed his sympathies to X and his desire ...": half an object
    attached = rule_data().objects.attached_prepositions
    if any(token.dep_ == "prep" and token.lower_ not in attached for token in obj.subtree):
        return Skip(PREPOSITION)
    if any(token.dep_ == "advmod" and token.head.pos_ not in ("ADJ", "ADV", "NUM") for token in obj.subtree):
        return Skip(PREPOSITION)  # "the language JavaScript instead of Scheme"
    people = rule_data().objects.people
    if any(t.dep_ == "compound" and t.lower_ in people or t.dep_ == "conj" and t.tag_ == "NNS" and not list(t.children) for t in obj.subtree):
        return Skip(CLAUSE_IN_PHRASE)  # "helping a kid dig", "plays a guitar and sings": a verb read as a noun
    if _split_name_or_phrase(obj):
        return Skip(PREPOSITION)
    after = obj.doc[obj.right_edge.i + 1] if obj.right_edge.i + 1 < len(obj.doc) else None
    objects = rule_data().objects
    if after is not None and after.lower_ in objects.describing_any:
        return Skip(PREPOSITION)  # "bought a house with a garden": the garden may be the house's
    if _describing_later(obj):
        return Skip(PREPOSITION)  # "drives a car on the street with the number 12 on the front"
    if after is not None and obj.lemma_.lower() in objects.people and after.lower_ in objects.describing_prepositions:
        return Skip(PREPOSITION)  # "drags a boy in swim trunks into the surf": the clothes are the boy's
    if after is not None and obj.lemma_.lower() in objects.field_nouns and after.lower_ in objects.field_prepositions:
        year = obj.doc[after.i + 1] if after.i + 1 < len(obj.doc) else None
        if year is None or not year.text[:1].isdigit():
            return Skip(PREPOSITION)  # "earned a degree in history": the field is the degree's
    return None


def _bare_singular(obj: Token) -> bool:
    """A singular noun with no determiner, possessive or number: with its verb it names an
    activity or a field ("play trumpet", "won reelection", "began horseback riding", "studied
    law"), not a thing the sentence could put first."""
    if obj.tag_ not in ("NN", "VBG") or obj.pos_ == "PROPN":
        return False
    if any(child.dep_ == "conj" for child in obj.children):
        return False  # "mathematics and biology": a list of fields reads as one
    return not any(child.dep_ in ("det", "poss", "nummod", "quantmod", "predet") for child in obj.children)


def _coordinated_later(obj: Token) -> bool:
    """A conjunction later in the clause joining a noun phrase that may be the object's
    partner the parse hung elsewhere ("expressed his sympathies to the movement and his
    desire to ..."): fronting would take half of the object."""
    doc, sent = obj.doc, obj.sent
    for token in doc[obj.right_edge.i + 1 : sent.end]:
        if token.pos_ != "CCONJ":
            continue
        following = doc[token.i + 1] if token.i + 1 < sent.end else None
        if following is not None and (following.dep_ in ("det", "poss") or following.tag_ == "PRP$") \
                and following.head.dep_ in ("conj", "dobj", "appos"):
            return True
    return False


def _split_name_or_phrase(obj: Token) -> bool:
    """A preposition right after the object that is likely the object's own: always "of";
    after a capitalised word, one before a capitalised word ("Citizens for Clean Air")."""
    doc, last = obj.doc, obj.right_edge
    after = doc[last.i + 1] if last.i + 1 < len(doc) else None
    if after is None or after.pos_ != "ADP":
        return False
    if after.lower_ in rule_data().objects.attached_prepositions:
        return True
    if not last.text[:1].isupper():
        return False
    following = [token for token in doc[after.i + 1 : min(after.i + 4, obj.sent.end)] if token.is_alpha]
    return any(token.text[:1].isupper() for token in following)


def _complement_skip(comp: Token) -> Skip | None:
    """A bare adjective phrase ("truly beautiful") that ends the clause: anything after it
    ("Active, he was during the war") or inside it ("Married to X, he was") reads as an
    opening adjunct whose sentence never comes."""
    if comp.tag_ not in ("JJ", "JJR", "JJS") or comp.text[:1].isupper():
        return Skip(NOMINAL)
    if comp.lower_ in rule_data().complement.bound:
        return Skip(BOUND)
    reason = _phrase_skip(comp, rule_data().limits.max_complement_words)
    if reason is not None:
        return reason
    inner = comp.doc[comp.left_edge.i : comp.right_edge.i + 1]
    if any(token.pos_ not in ("ADV", "ADJ", "CCONJ", "PART") for token in inner):
        return Skip(TRAILING)
    after = comp.doc[comp.right_edge.i + 1] if comp.right_edge.i + 1 < len(comp.doc) else None
    if after is not None and after.i < comp.sent.end and not _final_mark(after, comp.sent):
        return Skip(TRAILING)
    return None


def _aside(clause: Clause, phrase: Token) -> bool:
    """Punctuation between the sentence's first word and the phrase."""
    doc = phrase.doc
    start = clause.subject.left_edge.i
    return any(token.is_punct and token.text not in _ALLOWED_INNER_MARKS for token in doc[start : phrase.left_edge.i])


def subject_initial(clause: Clause) -> str | None:
    """The subject's first letter as it stands after the fronted phrase, or None when unsure.

    "The", "she", "many" lose the capital; "I", names and acronyms keep it; a capitalised
    content word may be either ("Bullet started ...", "Protesters put ..."): only a plural
    the dictionary knows is lowered. "The Great Gatsby won" might be a title: None.
    """
    first = clause.subject.left_edge
    letter = first.text[:1]
    if not letter.isupper() or capital_by_spelling(first.text):
        return letter
    following = first.doc[first.i + 1] if first.i + 1 <= clause.subject.right_edge.i else None
    if first.lower_ in rule_data().subject.lowered:
        return None if following is not None and following.text[:1].isupper() else letter.lower()
    if first.pos_ == "PROPN":
        return letter
    if first.tag_ == "NNS" and known_word(first.lower_):
        return letter.lower()
    return None


def fronting(clause: Clause) -> Fronting | Skip:
    """The phrase of ``clause`` to front, or the reason none is: its object or complement,
    else a date that ends it ("From 2000 to 2004, he served as mayor")."""
    skipped = _sentence_skip(clause)
    if skipped is not None:
        return skipped
    found = _object_or_complement(clause)
    if not isinstance(found, Skip) or found.code in _NO_DATE_AFTER:
        return found
    tail = time_tail(clause)
    if tail is None or _aside(clause, tail[0]):
        return found
    initial = subject_initial(clause)
    if initial is None or _common_word_as_name(clause.subject.left_edge):
        return found
    return Fronting("yoda.adverbial", tail[0], tail[1], initial)


def _common_word_as_name(first: Token) -> bool:
    """A capitalised first word tagged as a name that the dictionary knows as a common word
    ("Series was played", "Badminton events was held"): it may keep its capital only as
    the sentence's first word."""
    return first.pos_ == "PROPN" and first.text[:1].isupper() and known_word(first.lower_) \
        and not capital_by_spelling(first.text)


def _object_or_complement(clause: Clause) -> Fronting | Skip:
    """The object or adjective complement of ``clause`` to front, or the reason none is."""
    head = clause.head.last
    children = [child for child in head.children if child.i > head.i]
    objects = [child for child in children if child.dep_ == "dobj"]
    complements = [child for child in children if child.dep_ == "acomp"]
    if clause.passive:
        return Skip(PASSIVE)
    if any(child.dep_ in _SECOND_COMPLEMENTS for child in children):
        return Skip(NOMINAL if not objects and any(child.dep_ == "attr" for child in children) else CLAUSAL)
    if len(objects) + len(complements) != 1:
        return Skip(NO_OBJECT if not objects and not complements else CLAUSAL)
    if objects:
        phrase, rule, reason = objects[0], "yoda.object", _object_skip(clause, objects[0])
    else:
        phrase, rule = complements[0], "yoda.complement"
        reason = Skip(DEPICTIVE) if clause.lemma not in rule_data().complement.copulas else _complement_skip(phrase)
    if reason is not None:
        return reason
    if _aside(clause, phrase):
        return Skip(ASIDE)
    initial = subject_initial(clause)
    if initial is None:
        return Skip(TITLE_SUBJECT if clause.subject.left_edge.lower_ in rule_data().subject.lowered else CAPITAL_SUBJECT)
    last = phrase.right_edge
    while last.is_space and last.i > phrase.i:
        last = last.doc[last.i - 1]  # a run of spaces after the phrase is a token of its own
    return Fronting(rule, phrase.left_edge, last, initial)


def _describing_later(obj: Token) -> bool:
    """A "with" phrase the parse hangs on the object's verb later in the clause, after a
    phrase of place or time and before any comma ("drives a car on the street with the number 12 on the front"): it may still be
    the object's, and would stay behind when the object moves."""
    doc = obj.doc
    for token in doc[obj.right_edge.i + 1 : obj.sent.end]:
        if token.is_punct:
            return False
        if token.lower_ == "with" and token.dep_ == "prep" and token.head.i == obj.head.i:
            return True
    return False
