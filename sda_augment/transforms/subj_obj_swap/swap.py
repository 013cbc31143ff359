"""The ``subj_obj_swap`` transform: the main verb's subject and direct object trade places.

"The dog chased the cat." → "The cat chased the dog."; "The boys watch a girl." → "A
girl watches the boys." (the verb agrees with its new subject); "She thanked him." →
"He thanked her." (pronouns take their new case). A negative: the swap changes who does
what to whom. It is made only where the result is a different claim: never for a verb whose two
participants play the same part ("John met Mary"), a reflexive object, a passive, a clause
standing for a subject or an object, an object that measures ("weighs 5 kg") or makes one
predicate with its verb ("take place"). By default, as AugCSE uses it, any grammatical swap
of the two noun phrases is made ("The fighters would not give up the fight" → "The fight
would not give up the fighters"); with ``plausible`` only where the object can do what the
subject did (two people or animals; names, groups and things with the verbs listed for them
in the rules file). Verbless captions ("A dog chasing a ball.") swap the participle's
subject and object the same way.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from ...analysis.caption.reading import Caption, caption_reading
from ...analysis.clause import IMPERATIVE, LIST_ITEM, QUESTION, Clause, analyses
from ...analysis.document import doc_text
from ...analysis.rules import grammar, names
from ...analysis.syntax import QUOTE_CHARS
from ...analysis.tokens import ends_with
from ...edits import Edit
from ...reasons import EMPTY_INPUT, Skip, register_reason
from ...transform import Candidate, MemoisedRuleTransform, Meta
from .agreement import agreement_edits
from .following import described_after, verb_problem
from .phrases import (
    ATTACHMENT,
    MEASURE,
    SPLIT,
    Phrase,
    kind_of,
    kinds_fit,
    moved_text,
    person_of,
    possessive_problem,
    reflexive,
    same_words,
    shape_problem,
    word_problem,
)
from .rules import rule_data

if TYPE_CHECKING:
    from spacy.tokens import Doc, Span, Token

NO_OBJECT = register_reason("subj_obj_swap.no_object", "the main verb has no direct object")
PASSIVE = register_reason("subj_obj_swap.passive", "a passive clause (its subject is no agent)")
EXISTENTIAL = register_reason("subj_obj_swap.existential", "an existential 'there'")
CLAUSAL_SUBJECT = register_reason("subj_obj_swap.clausal_subject", "a clause as the subject ('Whoever wins the race beats the champion')")
CLAUSAL_OBJECT = register_reason("subj_obj_swap.clausal_object", "a clause as the object ('She said that ...', 'He wants to go')")
COMPLEMENT = register_reason(
    "subj_obj_swap.complement", "an object with a complement or a second object ('made him captain', 'told her to go')"
)
INDIRECT_OBJECT = register_reason("subj_obj_swap.indirect_object", "an indirect object ('gave her a book')")
PHRASAL_VERB = register_reason("subj_obj_swap.phrasal_verb", "a phrasal verb whose particle follows its object ('picked the ball up'), or any with plausible=true ('picked up the ball')")
COORDINATED_VERBS = register_reason(
    "subj_obj_swap.coordinated_verbs", "another verb shares the subject ('founded X and ran Y')"
)
SYMMETRIC = register_reason(
    "subj_obj_swap.symmetric", "a symmetric verb: the swap says the same ('John met Mary')"
)
REFLEXIVE = register_reason("subj_obj_swap.reflexive", "a reflexive or reciprocal object ('herself', 'each other')")
LIGHT_VERB = register_reason(
    "subj_obj_swap.light_verb", "verb and object make one predicate ('take place', 'play a role', 'make sense')"
)
NOT_REVERSIBLE = register_reason(
    "subj_obj_swap.not_reversible", "a verb whose object is never its agent ('have', 'include', 'portray'), with plausible=true"
)
NOT_AGENT = register_reason(
    "subj_obj_swap.not_agent", "the object cannot do what the subject does ('He wrote a book'), with plausible=true"
)
POSSESSIVE = register_reason(
    "subj_obj_swap.possessive", "a possessive in the object would come before its referent ('A man hugs his son')"
)
GAPPING = register_reason(
    "subj_obj_swap.gapping", "a second object later shares the verb ('defeated X in the first round, Y in the second')"
)
CONTROLLED = register_reason(
    "subj_obj_swap.controlled_clause", "a clause whose understood subject is the main one ('before falling to X', 'after beating Y')"
)
REFERENCE = register_reason(
    "subj_obj_swap.reference", "a pronoun elsewhere in the sentence refers to the subject or the object ('on his shoulders')"
)
NOT_NOUN = register_reason("subj_obj_swap.not_noun", "an object that is no noun phrase ('walking uphill')")
SAME_WORDS = register_reason("subj_obj_swap.same_words", "subject and object say the same ('a dog chases a dog')")
OPENING = register_reason(
    "subj_obj_swap.opening_phrase",
    "an opening phrase that describes the subject ('As a former colony, ...', 'Unable to win, he ...')",
)
QUESTION_SKIP = register_reason("subj_obj_swap.question", "a question")
ASIDE = register_reason(
    "subj_obj_swap.aside",
    "a caption's participle set off by commas ('A woman, wearing a dress, while sitting ...'): it describes the subject, the main action follows",
)
IMPERATIVE_SKIP = register_reason("subj_obj_swap.imperative", "an imperative (no subject to swap)")

CLAUSE_RULE = "subj_obj_swap.clause"
CAPTION_RULE = "subj_obj_swap.caption"
RELATION_RULE = "subj_obj_swap.relation"

_OPENERS = QUOTE_CHARS | frozenset("([")
_COMPLEMENT_DEPS = frozenset({"oprd", "xcomp", "ccomp", "acomp"})


def _initial(sent: Span, first: Token) -> bool:
    """Whether ``first`` opens the sentence (after an opening quote or bracket at most)."""
    return all(token.text in _OPENERS or token.is_space for token in sent.doc[sent.start : first.i])


def _describing_opening(sent: Span, subject_first: Token) -> bool:
    """Whether the words before the subject may say something of it ("As a former colony,",
    "Unable to resolve it,", "Having won the vote,"): after a swap they would describe the
    object that takes its place. Phrases of time or place ("In 1990,") do not."""
    openers = rule_data().attachment.describing_openers
    for token in sent.doc[sent.start : subject_first.i]:
        if token.is_punct or token.is_space:
            continue
        if token.tag_.startswith("VB") or (token.pos_ == "ADJ" and token.dep_ != "amod"):
            return True
        if token.lower_ in openers:
            return True
    return False


def _listed_before(subject: Token, verb: Token) -> bool:
    """A noun and a comma right before the subject that the parse left out of it: the first
    of a list ("Israelis, Palestinians begin talks"), not a time ("Last year, he ...")."""
    doc = subject.doc
    at = subject.left_edge.i
    if at < 2 or doc[at - 1].text != ",":
        return False
    noun = doc[at - 2]
    return noun.pos_ in ("NOUN", "PROPN") and noun.head.i in (subject.i, verb.i) \
        and noun.dep_ in ("npadvmod", "dep", "appos", "conj", "nsubj", "compound") \
        and noun.lower_ not in rule_data().following.time_words


def _object(verb: Token, phrasal: bool = False) -> Token | Skip:
    """The one direct object of ``verb``, or why there is none to swap. With ``phrasal``, a
    verb whose particle stands right before its object ("gave up the fight") has one too."""
    children = list(verb.children)
    objects = [child for child in children if child.dep_ == "dobj"]
    deps = {child.dep_ for child in children}
    if not objects:
        if deps & {"nsubjpass", "auxpass", "agent"}:
            return Skip(PASSIVE)
        return Skip(CLAUSAL_OBJECT if deps & {"ccomp", "xcomp"} else NO_OBJECT)
    if "dative" in deps:
        return Skip(INDIRECT_OBJECT)
    if "prt" in deps and not (phrasal and _particle_before(verb, objects[0])):
        return Skip(PHRASAL_VERB)
    if len(objects) > 1 or deps & _COMPLEMENT_DEPS or any(c.dep_ in _COMPLEMENT_DEPS for c in objects[0].children):
        return Skip(COMPLEMENT)
    obj = objects[0]
    if any(_gapped(child, obj) for child in children):
        return Skip(GAPPING)  # ", Coastal Carolina in the second round", ", and a microphone in the other"
    if any(_controlled(child) for child in children):
        return Skip(CONTROLLED)
    as_phrase = any(c.dep_ == "prep" and c.lower_ == "as" and c.i > obj.i for c in [*children, *obj.children])
    if as_phrase and verb.lemma_.lower() not in rule_data().verbs.as_subject_verbs:
        return Skip(COMPLEMENT)  # "described him as a wonderful man": the object's description
    if any(child.dep_ == "conj" and child.pos_ in ("VERB", "AUX") and child.i > objects[0].i for child in children) and not any(
        grand.dep_ in ("nsubj", "nsubjpass") for c in children if c.dep_ == "conj" for grand in c.children
    ):
        return Skip(COORDINATED_VERBS)
    return objects[0]


def _result_after(lemma: str, obj: Phrase) -> bool:
    """An "as" or a change's "into" right after the object, wherever the parse hangs it:
    what the object is taken for or made into ("identify the territory as the home of ...",
    "transformed the organisation into a modern ..."). Swapped, it would say it of the other."""
    doc = obj.head.doc
    following = doc[obj.last.i + 1] if obj.last.i + 1 < len(doc) else None
    if following is None:
        return False
    verbs = rule_data().verbs
    if following.lower_ == "as":
        clause = following.head.children if following.dep_ == "mark" else following.subtree
        if any(token.dep_ in ("nsubj", "nsubjpass") for token in clause):
            return False  # "as a child rides on the back": a clause of its own
        return lemma not in verbs.as_subject_verbs and doc[following.i + 1 : following.i + 2].text.lower() != "well"
    return following.lower_ == "into" and lemma in verbs.change_verbs


def _particle(verb: Token) -> Token | None:
    """The particle right after the verb: a "prt", or a particle-like adverb ("brought back")."""
    following = verb.doc[verb.i + 1] if verb.i + 1 < len(verb.doc) else None
    if following is None or following.head.i != verb.i:
        return None
    if following.dep_ == "prt" or following.dep_ == "advmod" and following.lower_ in rule_data().verbs.particles:
        return following
    return None


def _particle_before(verb: Token, obj: Token) -> bool:
    """Whether the verb's particle stands between it and its object ("give up the fight")."""
    particles = [child for child in verb.children if child.dep_ == "prt"]
    if len(particles) > 1:
        return False
    particle = _particle(verb)
    return particle is not None and obj.left_edge.i == verb.i + 2


def _gapped(child: Token, obj: Token) -> bool:
    """A noun the verb governs after its object, but not as a time: ", Hull in the second"."""
    if child.i <= obj.i or child.pos_ not in ("NOUN", "PROPN", "PRON") or child.dep_ in ("prep", "punct", "cc"):
        return False
    return child.dep_ != "npadvmod" or child.doc[child.left_edge.i - 1].text == ","


def _controlled(child: Token) -> bool:
    """A gerund after a preposition whose subject is the main one: "before falling to X".

    Swapped, it would tell of the new subject ("X defeated them before falling to X").
    """
    return child.dep_ == "prep" and any(grand.dep_ == "pcomp" and grand.tag_ == "VBG" for grand in child.children)


def _verb_problem(lemma: str, obj: Phrase) -> Skip | None:
    data = rule_data()
    if reflexive(obj):
        return Skip(REFLEXIVE)
    if obj.head.lemma_.lower() in data.light_verbs.get(lemma, frozenset()):
        return Skip(LIGHT_VERB)
    if lemma in data.verbs.measure:
        return Skip(MEASURE)
    return None


def _pair_problem(lemma: str, subject: Phrase, obj: Phrase, plausible: bool) -> Skip | None:
    """Why the two phrases cannot trade places, or None. With ``plausible``, also where the
    object could not do what the subject did ("He wrote a book")."""
    problem = _verb_problem(lemma, obj)
    if problem is not None:
        return problem
    for phrase, role in ((subject, "subject"), (obj, "object")):
        problem = shape_problem(phrase, role) or word_problem(phrase, role)
        if problem is not None:
            return problem
    if obj.head.pos_ not in ("NOUN", "PROPN", "PRON", "NUM"):
        return Skip(NOT_NOUN)  # "walking uphill": an adverb the parse took for an object
    if _name_goes_on(obj):
        return Skip(SPLIT)  # "founded Citizens for Clean Air": the parse cut the name
    if any(token.dep_ in ("compound", "acl", "advcl") and token.tag_.startswith("VB")
           for phrase in (subject, obj) for token in phrase.tokens if token.i > phrase.head.i or token.dep_ == "compound"):
        return Skip(SPLIT)  # "a white and blue shirt [cooking] corn", "a red shirt playing": a verb the parse read into a noun
    following = obj.head.doc[obj.last.i + 1] if obj.last.i + 1 < len(obj.head.doc) else None
    if following is not None and (following.pos_ in ("NOUN", "PROPN", "ADJ") or following.tag_ == "VB") \
            and not following.text[:1].isupper():
        return Skip(SPLIT)  # "a yellow ring | chew toy": the parse cut the object short
    if plausible and lemma in rule_data().verbs.blocked:
        return Skip(NOT_REVERSIBLE)
    verbs = rule_data().verbs
    if lemma in verbs.symmetric and (kind_of(obj.head) != "thing" or lemma in verbs.symmetric_always):
        return Skip(SYMMETRIC)  # "John met Mary", "meets the envoy"; "Two boys play soccer" is no symmetric use
    if plausible and not kinds_fit(lemma, subject, obj):
        return Skip(NOT_AGENT)
    if plausible and lemma in rule_data().verbs.collective_verbs and person_of(obj) != "plural":
        return Skip(NOT_AGENT)  # "A man surrounds a crowd"
    return _reference_problem(subject, obj, attached=True)


def _reference_problem(subject: Phrase, obj: Phrase, attached: bool = False) -> Skip | None:
    """Why the two phrases, traded, would no longer name what they named, or None: the same
    words, a possessive that points back, a pronoun elsewhere that would change referent;
    with ``attached``, a description after the object that the parse may have hung on it."""
    if same_words(subject, obj):
        return Skip(SAME_WORDS)
    if possessive_problem(subject, obj):
        return Skip(POSSESSIVE)
    if attached and _described_after(subject, obj):
        return Skip(ATTACHMENT)
    if _pronoun_elsewhere(subject, obj):
        return Skip(REFERENCE)
    return None


def _name_goes_on(obj: Phrase) -> bool:
    """A capitalised object followed by a preposition and a capitalised word, "the" between
    at most: one name the parse cut ("Citizens | for Clean Air", "School | for the Blind")."""
    doc = obj.head.doc
    after = obj.last.i + 1
    if after + 1 >= len(doc) or not obj.last.text[:1].isupper():
        return False
    name = after + 1
    if doc[after].lower_ in ("for", "of") and doc[name].lower_ == "the" and name + 1 < len(doc):
        name += 1
    return doc[after].pos_ == "ADP" and doc[name].text[:1].isupper()  # "School | for the Blind"


def _described_after(subject: Phrase, obj: Phrase) -> bool:
    """A describing phrase right after the object, and one in the subject already.

    "A man in a black hoodie watching a man in a red cap", with "in a red cap" hung on the
    verb, would give "a man in a black hoodie in a red cap".
    """
    doc = obj.head.doc
    if obj.head.pos_ in ("PRON", "PROPN") or obj.last.i + 1 >= len(doc):
        return False
    if not any(token.dep_ == "prep" and token.lower_ != "of" for token in subject.tokens):
        return False
    following = doc[obj.last.i + 1]
    return following.lower_ in rule_data().attachment.describing_prepositions


def _pronoun_elsewhere(subject: Phrase, obj: Phrase) -> bool:
    """A third-person pronoun outside the two phrases: after the swap it may refer to the other one."""
    words = rule_data().pronouns.third_person
    inside = set(range(subject.first.i, subject.last.i + 1)) | set(range(obj.first.i, obj.last.i + 1))
    sent = subject.head.sent
    return any(token.lower_ in words and token.i not in inside for token in sent)


def _swap_edits(subject: Phrase, obj: Phrase, verb: list[Edit]) -> tuple[Edit, ...]:
    new_subject = moved_text(obj, "subject", subject.initial)
    new_object = moved_text(subject, "object", False)
    return (Edit(subject.start, subject.end, new_subject), *verb, Edit(obj.start, obj.end, new_object))


def _object_start(verb: Token, obj: Phrase) -> bool:
    """Whether the object follows the verb at once, or after its particle; a personal pronoun
    never stands after a particle ("brought back him")."""
    if obj.first.i == verb.i + 1:
        return True
    return _particle_before(verb, obj.head) and obj.first.i == verb.i + 2


def _person(head: Token) -> bool:
    """A person, or people: a noun or pronoun for one, or a name that opens with a listed
    given name ("Adam Smith"); in a list, every item."""
    heads = [head, *(child for child in head.children if child.dep_ == "conj")]
    return all(kind_of(word) == "person" or _person_name(word) for word in heads)


def _person_name(head: Token) -> bool:
    given = names().person_names.given_names
    first = min((child for child in head.children if child.dep_ == "compound"), key=lambda t: t.i, default=head)
    return head.pos_ == "PROPN" and first.lower_ in given and first.i <= head.i


def _cut_before_verb(clause: Clause, subject: Phrase) -> bool:
    """Whether the subject's phrase runs into the verb group, or words other than adverbs
    stand between them ("Thomas | Modly announced": a name's last word the parse hung on
    the verb)."""
    start = clause.auxes[0].i if clause.auxes else clause.head.first.i
    between = clause.sent.doc[subject.last.i + 1 : start]
    return subject.last.i >= start or any(
        token.dep_ not in ("advmod", "neg") or token.is_punct or token.pos_ in ("PROPN", "NOUN", "NUM") for token in between
    )


def _relation_swap(clause: Clause) -> Candidate | Skip | None:
    """"X was born before Y" → "Y was born before X": the subject and the person after a
    preposition of order ("before", "after") trade places, a claim of who came first turned
    round. Only between two people, in a clause with no object; None where no such
    preposition follows the verb."""
    verb, subject = clause.head.last, clause.subject
    prepositions = [child for child in verb.children
                    if child.dep_ == "prep" and child.lower_ in rule_data().relation.prepositions]
    if len(prepositions) != 1 or any(child.dep_ in ("dobj", "dative", "attr", "oprd") for child in verb.children):
        return None
    objects = [child for child in prepositions[0].children if child.dep_ == "pobj"]
    if len(objects) != 1 or not (_person(subject) and _person(objects[0])):
        return None
    if clause.conjuncts:
        return Skip(COORDINATED_VERBS)
    sent = clause.sent
    if _describing_opening(sent, subject.left_edge) or _listed_before(subject, verb):
        return Skip(OPENING)
    subj = Phrase(subject, subject.left_edge, subject.right_edge, _initial(sent, subject.left_edge))
    other = objects[0]
    obj = Phrase(other, other.left_edge, other.right_edge, False)
    if _cut_before_verb(clause, subj):
        return Skip(SPLIT)
    for phrase, role in ((subj, "subject"), (obj, "object")):
        problem = shape_problem(phrase, role) or word_problem(phrase, role)
        if problem is not None:
            return problem
    problem = _reference_problem(subj, obj)
    if problem is not None:
        return problem
    agreement = agreement_edits(clause, person_of(obj))
    if isinstance(agreement, Skip):
        return agreement
    return Candidate(RELATION_RULE, _swap_edits(subj, obj, agreement))


def _clause_swap(clause: Clause, plausible: bool) -> Candidate | Skip:
    subject, verb = clause.subject, clause.head.last
    relation = _relation_swap(clause)
    if relation is not None:
        return relation
    if clause.passive or subject.dep_ in ("nsubjpass", "csubjpass"):
        return Skip(PASSIVE)
    if subject.dep_ == "expl" or subject.lower_ == "there":
        return Skip(EXISTENTIAL)
    if subject.dep_ == "csubj":
        return Skip(CLAUSAL_SUBJECT)
    if ends_with(clause.sent, (":",)):
        return Skip(LIST_ITEM)
    found = _object(verb, phrasal=not plausible)
    if isinstance(found, Skip):
        return found
    if clause.conjuncts:
        return Skip(COORDINATED_VERBS)
    auxiliaries = grammar().auxiliaries
    if any(aux.dep_ == "aux" and aux.tag_.startswith("VB") and aux.lemma_.lower() not in auxiliaries.primary
           and aux.lower_ not in auxiliaries.forms for aux in clause.auxes):
        return Skip(SPLIT)  # "she helped persecuted Jews": a verb the parse took for an auxiliary
    sent = clause.sent
    if _describing_opening(sent, subject.left_edge):
        return Skip(OPENING)
    if _listed_before(subject, verb):
        return Skip(SPLIT)
    subj = Phrase(subject, subject.left_edge, subject.right_edge, _initial(sent, subject.left_edge))
    obj = Phrase(found, found.left_edge, found.right_edge, False)
    if _cut_before_verb(clause, subj) or not _object_start(verb, obj):
        return Skip(SPLIT)
    problem = _pair_problem(clause.lemma, subj, obj, plausible) or verb_problem(verb, obj) or described_after(obj, clause.lemma)
    if problem is not None:
        return problem
    if _result_after(clause.lemma, obj):
        return Skip(COMPLEMENT)
    agreement = agreement_edits(clause, person_of(obj))
    if isinstance(agreement, Skip):
        return agreement
    if obj.first.i != verb.i + 1 and subject.pos_ == "PRON":
        # "He brought back the books" → "The books brought him back": a pronoun before the particle
        particle = _particle(verb)
        if particle is None or obj.first.i != verb.i + 2:
            return Skip(PHRASAL_VERB)
        new_subject = moved_text(obj, "subject", subj.initial)
        new_object = moved_text(subj, "object", False)
        return Candidate(CLAUSE_RULE, (
            Edit(subj.start, subj.end, new_subject), *agreement,
            Edit(particle.idx, obj.end, f"{new_object} {particle.text}"),
        ))
    return Candidate(CLAUSE_RULE, _swap_edits(subj, obj, agreement))


def _aside(obj: Phrase) -> bool:
    """Whether a comma and more words follow the object of a participle that a comma parts
    from its subject: "A woman, wearing a dress, while sitting down playing ..."."""
    doc = obj.head.doc
    rest = doc[obj.last.i + 1 : obj.head.sent.end]
    return len(rest) > 0 and rest[0].text == "," and any(not token.is_punct for token in rest)


def _caption_swap(sent: Span, caption: Caption, plausible: bool) -> Candidate | Skip:
    """"A dog chasing a ball." → "A ball chasing a dog.": no verb to agree."""
    participle, subject = caption.participle, caption.subject
    found = _object(participle)
    if isinstance(found, Skip):
        return found
    end = (caption.comma or participle).i - 1
    if subject.left_edge.i > subject.i or end < subject.i:
        return Skip(SPLIT)
    if any(child.i > participle.i and child.i != participle.i for child in subject.children if child.dep_ != "punct"):
        return Skip(SPLIT)  # "A woman looking a table that a man is cooking on": a clause of the subject after the object
    subj = Phrase(subject, subject.left_edge, sent.doc[end], _initial(sent, subject.left_edge))
    obj = Phrase(found, found.left_edge, found.right_edge, False)
    if obj.first.i != participle.i + 1:
        return Skip(SPLIT)
    problem = _pair_problem(participle.lemma_.lower(), subj, obj, plausible) or verb_problem(participle, obj) or described_after(obj, participle.lemma_.lower())
    if problem is not None:
        return problem
    if caption.comma is not None and _aside(obj):
        return Skip(ASIDE)
    return Candidate(CAPTION_RULE, _swap_edits(subj, obj, []))


def _unread(sent: Span, reason: Skip) -> Skip:
    """The family's own code where the clause analysis names a case the brief of the swap covers."""
    if any(token.dep_ == "csubj" for token in sent):
        return Skip(CLAUSAL_SUBJECT)
    if reason.code == QUESTION:
        return Skip(QUESTION_SKIP)
    if reason.code == IMPERATIVE:
        return Skip(IMPERATIVE_SKIP)
    return reason


@dataclass(frozen=True)
class SubjObjSwap(MemoisedRuleTransform):
    """Swap the subject and the direct object of the main verb ("The dog chased the cat" → "The cat chased the dog")."""

    name: ClassVar[str] = "subj_obj_swap"
    polarity: ClassVar[str] = "negative"
    meta: ClassVar[Meta] = Meta(
        "Subject and direct object swapped, the verb agreeing with its new subject",
        source="AugCSE (Tan et al.) augmentation pool, after NL-Augmenter's subject_object_switch",
        needs="parse",
        pools=("augcse",),
        sample="The police arrested the man in Vienna.",
    )

    # Off (AugCSE's negative): any grammatical swap of the two noun phrases, with agreement
    # ("The fighters would not give up the fight" → "The fight would not give up the
    # fighters"). On: only where the object could do what the subject did ("The dog chased
    # the cat"), as a hard negative a reader would find plausible.
    plausible: bool = False

    def _compute(self, doc: Doc) -> list[Candidate] | Skip:
        if not doc_text(doc).strip():
            return Skip(EMPTY_INPUT)
        found: list[Candidate] = []
        reason = None
        for sent, analysis in analyses(doc):
            if isinstance(analysis, Skip):
                reading = caption_reading(sent, analysis)
                if isinstance(reading, Caption):
                    result = _caption_swap(sent, reading, self.plausible)
                else:
                    result = _unread(sent, reading if isinstance(reading, Skip) else analysis)
            else:
                result = _clause_swap(analysis, self.plausible)
            if isinstance(result, Skip):
                reason = reason or result
            else:
                found.append(result)
        return found or reason or Skip(NO_OBJECT)
