"""Present simple captions take "must be" and the progressive instead of emphatic do.

"A dog runs along the shore." describes what the picture shows: the dog is running. MV
writes "A dog must be running along the shore.", the inference it writes on a participle
caption ("A man standing on a ladder." → "A man must be standing on a ladder."), where
emphatic do ("A dog does run along the shore") would be faithful but stiff. Only for a
one-sentence caption: an indefinite subject opening it ("A dog", "Two women"), a verb of
the caption verbs (``[captions] present_verbs`` in ``rules/grammar.toml``), and no word
of a habit ("every day", "usually"); elsewhere the present simple may be a habit or a
general truth, and emphatic do stays.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...analysis.clause import DISAGREEMENT, Clause, analyses
from ...analysis.morphology import past_is_participle
from ...analysis.rules import grammar
from ...analysis.stranded_conjuncts import conjunct_edits, handled, stranded_conjunct
from ...analysis.syntax import FINITE_TAGS
from ...analysis.tokens import ends_with
from ...edits import Edit
from ...reasons import Skip
from .rewrites import COORDINATED, PRESENT_EVENT, Found
from .rules import rule_data

if TYPE_CHECKING:
    from spacy.tokens import Span, Token


def caption_progressive(clause: Clause, emphatic: Found) -> Found:
    """``emphatic`` (emphatic do's answer) as "must be" + the progressive on a caption.

    "must be" needs no agreement and takes "do" as a main verb, so a caption emphatic do
    refuses for those reasons alone gets it too: "A woman in a dark blue and white sweater
    walks" (the parse joined "sweater" to the subject), "A child does a handstand".
    """
    if not caption_event(clause):
        return emphatic
    if isinstance(emphatic, Skip) and emphatic.code == COORDINATED:
        return _coordinated_progressive(clause) or emphatic
    if isinstance(emphatic, Skip):
        if emphatic.code not in (DISAGREEMENT, PRESENT_EVENT) or (emphatic.code == PRESENT_EVENT and clause.lemma != "do"):
            return emphatic
        if clause.conjuncts or _finite_conjunct(clause):
            return emphatic
        emphatic = ("mv.emphatic_do", [])
    forms = [clause.head.form("VBG")]
    words = [clause.head]
    for verb in clause.conjuncts:
        if verb.tag != "VBZ" or not any(edit.start == verb.first.idx for edit in emphatic[1]):
            return emphatic  # a conjunct emphatic do left alone keeps its reasons
        forms.append(verb.form("VBG"))
        words.append(verb)
    if any(form is None for form in forms):
        return emphatic
    edits = [clause.head.replace(f"must be {forms[0]}")]
    edits.extend(verb.replace(form) for verb, form in zip(words[1:], forms[1:]) if form is not None)
    return "mv.caption_progressive", edits


def _coordinated_progressive(clause: Clause) -> Found | None:
    """The progressive on a caption whose coordinated verbs emphatic do could not reach: "A man
    performs a jumping trick and creates a shadow" → "must be performing a jumping trick and
    creating a shadow" (emphatic do stops at the participle "jumping" between the two).

    Every finite verb after the head must be one of its conjuncts or the verb after "and"
    that :func:`conjunct_follows` gives the progressive; any other ("while others watch")
    is a clause of its own and leaves the caption to emphatic do's reason.
    """
    head = clause.head.last
    doc = head.doc
    stranded = stranded_conjunct(clause)
    joined = {verb.last.i for verb in clause.conjuncts} | ({stranded.verb.i} if stranded is not None else set())
    if clause.negations or any(
        t.tag_ in FINITE_TAGS and t.i not in joined for t in doc[head.i + 1 : clause.sent.end]
    ):
        return None
    words = [clause.head, *clause.conjuncts]
    if any(verb.tag != "VBZ" for verb in words[1:]):
        return None
    forms = [verb.form("VBG") for verb in words]
    if any(form is None for form in forms):
        return None
    edits = [clause.head.replace(f"must be {forms[0]}")]
    edits.extend(verb.replace(form) for verb, form in zip(words[1:], forms[1:]) if form is not None)
    return "mv.caption_progressive", edits


def _finite_conjunct(clause: Clause) -> bool:
    """A present verb coordinated with the head that would stay finite ("walks ... and smiles")."""
    head = clause.head.last
    return any(t.dep_ == "conj" and t.tag_ in ("VBZ", "VBP") for t in head.doc[head.i + 1 : head.sent.end])


# What a subject's words before its noun are tagged: "A slender, blond-haired", "Two young".
_SUBJECT_PHRASE_TAGS = frozenset(("DT", "CD", "JJ", "JJR", "JJS", "NN", "HYPH", ",", "VBN"))


def caption_event(clause: Clause) -> bool:
    """A caption's present simple event: one sentence, an indefinite subject opening it."""
    doc, sent = clause.sent.doc, clause.sent
    if not _one_line(clause):
        return False
    if clause.has_aux or clause.negations or clause.head.tag not in ("VBZ", "VBP"):
        return False
    lemma = clause.lemma
    if (lemma not in grammar().captions.present_verbs and lemma != "do") or lemma in rule_data().captions.progressive_blocked:
        return False
    first = _scene_opener(clause, torn=True)
    if first is None:
        return False  # "The band plays", "Dogs bark": a definite or generic subject
    if any(t.tag_ in ("NNP", "NNPS") or t.text in "()[]:;" for t in doc[first.i : clause.head.first.i]):
        return False  # "A symmetrical Gründerzeit facade stands", "A list, ordered by date (...)": not a scene
    head = clause.head
    before = doc[head.first.i - 1]
    after = doc[head.last.i + 1] if head.last.i + 1 < len(doc) else None
    if before.pos_ == "ADV" or (after is not None and after.tag_ in ("JJ", "JJR")):
        return False  # "A man quickly runs", "A woman looks happy"
    return not habitual(sent)


def _one_line(clause: Clause) -> bool:
    """The clause is the text's one sentence, and no question or exclamation."""
    sent = clause.sent
    return sent.start == 0 and len(analyses(sent.doc)) == 1 and not ends_with(sent, ("?", "!"))


def _scene_opener(clause: Clause, torn: bool = False) -> Token | None:
    """The sentence's first word when it opens the subject with "a"/"an" or a number ("A dog",
    "Two women"): a scene's subject, not a definite ("The band") or generic ("Dogs") one.

    With ``torn``, also a subject the parse tore apart ("A skateboarder glides", read whole
    by the caption analysis): the words before its noun are the phrase's, and a number may
    be tagged as one without being the noun's ``nummod``.
    """
    doc = clause.sent.doc
    subject = clause.subject
    first = next(t for t in clause.sent if not t.is_space)
    opens = first.head.i == subject.i or (
        torn and first.i < subject.i and all(t.tag_ in _SUBJECT_PHRASE_TAGS for t in doc[first.i : subject.i])
    )
    counted = first.lower_ in ("a", "an") or first.dep_ == "nummod" or (torn and first.like_num and first.tag_ == "CD")
    return first if opens and counted else None


def _state_lemma(lemma: str) -> bool:
    """A participle's lemma naming a state its subject is in (``[captions]
    resultative_participles``: "gather", "dress") or a state of mind (``mind_participles``)."""
    config = rule_data().captions
    return lemma in config.resultative_participles or lemma in config.mind_participles


def state_participle(participle: Token) -> bool:
    """A verbless caption's participle that "must be" can take as an inference: a present
    participle ("must be standing"), or a past one naming a state the subject is in
    ("dressed", "gathered", "fascinated"); not what was done to it ("parked", "filled",
    "stationed": "must be parked" reads as an order)."""
    return participle.tag_ != "VBN" or _state_lemma(participle.lemma_)


def caption_state(clause: Clause) -> bool:
    """A caption's present passive naming a state its subject is in: "A small crowd is
    gathered outside a bakery." → "A small crowd must be gathered outside a bakery.", an
    inference from the picture (``[captions] resultative_participles``).

    Only "is"/"are" and the participle ("is being carried" has no "must" form that reads
    right), a one-sentence caption opening with "a"/"an" or a number, no person, animal or
    pronoun after "by" ("must be guided by an adult" reads as a rule; "gathered by a tree"
    places it) and no word of a habit ("A player is seated ... every round" is a rule).
    """
    if not _one_line(clause):
        return False
    if not clause.passive or len(clause.auxes) != 1 or clause.head.tag != "VBN" or clause.tense != "present":
        return False
    if not _state_lemma(clause.lemma):
        return False
    if _scene_opener(clause) is None:
        return False
    head = clause.head.last
    after = _next_word(head)
    if after is not None and after.lower_ == "to" and after.pos_ == "PART":
        return False  # "is set to", "is dressed to impress": a purpose or a plan
    return _state_in_scene(clause, head)


def caption_past_state(clause: Clause) -> bool:
    """A caption's participle of a state its subject is in, tagged as a past tense: "A small
    group of people gathered together watching a show." says where the people are, not what
    they did, so it takes "must be gathered" (as "is gathered" does), not "must have
    gathered", which moves the scene into the past.

    The form is past tense and participle alike, with no auxiliary, object or coordinated
    verb, in a one-sentence caption opening with "a"/"an" or a number and describing the
    scene with a present participle after it ("gathered around a table eating"): "A large
    number of worshippers gathered at the temple in the evening" is a past event of prose.
    No "to" of purpose after it, no "by" phrase but one of place, no word of a habit.
    """
    if not _one_line(clause) or clause.has_aux or clause.negations or clause.conjuncts or clause.head.tag != "VBD":
        return False
    head = clause.head.last
    if clause.lemma not in rule_data().captions.resultative_participles or not past_is_participle(head):
        return False
    if _scene_opener(clause) is None or any(c.dep_ in ("dobj", "obj", "dative", "ccomp", "xcomp") for c in head.children):
        return False
    after = _next_word(head)
    if after is not None and after.lower_ == "to":
        return False
    if not any(t.tag_ == "VBG" for t in head.doc[head.i + 1 : clause.sent.end]):
        return False  # no scene described: maybe a past event
    return _state_in_scene(clause, head)


def _next_word(token: Token) -> Token | None:
    doc = token.doc
    return doc[token.i + 1] if token.i + 1 < len(doc) else None


def _state_in_scene(clause: Clause, head: Token) -> bool:
    """A state participle ``head`` that stays a state of the scene: no "by" phrase but one of
    place (or, for a state of mind, its cause), and no word of a habit. "is dressed by a
    nurse", "is seated by an usher" say who does it, now; "seated ... every round" is a rule."""
    lemma = clause.lemma
    if lemma not in rule_data().captions.mind_participles and not all(_names_place(by, lemma) for by in _by_phrases(head)):
        return False
    return not habitual(clause.sent)


def _by_phrases(head: Token) -> list[Token]:
    """The "by" phrases on the participle, with their object ("close by" has none: an adverb)."""
    return [
        child for child in head.children
        if (child.dep_ == "agent" or (child.dep_ == "prep" and child.lower_ == "by")) and any(g.dep_ == "pobj" for g in child.children)
    ]


def _names_place(by: Token, lemma: str) -> bool:
    """"by a tree" after a participle of where a body is ("are gathered", "is perched"), not
    "by an adult", "by him", "by Anna"; after any other participle no "by" phrase does."""
    if lemma not in rule_data().captions.place_by_participles:
        return False
    animate = grammar().captions.animate_nouns
    objects = [g for g in by.children if g.dep_ == "pobj"]
    return not any(
        g.pos_ in ("PRON", "PROPN") or g.lower_ in animate or g.lemma_.lower() in animate for g in objects
    )


def habitual(sent: Span) -> bool:
    """A word of a habit in ``sent`` ("every day", "usually"); "each other" is none ("hugging
    each other", "with their arms around each other")."""
    words = rule_data().captions.habitual_words
    doc = sent.doc
    return any(
        t.lower_ in words and not (t.lower_ == "each" and t.i + 1 < len(doc) and doc[t.i + 1].lower_ == "other")
        for t in sent
    )


def conjunct_follows(clause: Clause, rule: str, edits: list[Edit]) -> list[Edit] | None:
    """Edits that make a verb after "and" follow the modal's verb ("must be playing the
    guitar and singing", "does stand ... and wave", "must be putting their arms out and
    smiling"); [] when none is stranded, None when it cannot follow ("must have crossed ...
    and sings" keeps a tense of its own and is left alone: [])."""
    stranded = stranded_conjunct(clause)
    if stranded is None or handled(stranded, edits):
        return []  # none, or one the rewrite already gives its form ("does not sing and play")
    if rule == "mv.caption_progressive" or (clause.has_aux and clause.head.tag == "VBG" and rule == "mv.must_plain"):
        target = "VBG"
    elif rule in ("mv.emphatic_do", "mv.must_plain") and not clause.has_aux:
        target = "VB"  # "does stand ... and wave", "must be on a board and hang"
    else:
        return []
    return conjunct_edits(clause, target)
