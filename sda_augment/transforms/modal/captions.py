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

from ...analysis.clause import DISAGREEMENT, Clause, analyses
from ...analysis.rules import grammar
from ...analysis.stranded_conjuncts import conjunct_edits, handled, stranded_conjunct
from ...analysis.tokens import ends_with
from ...edits import Edit
from .rewrites import PRESENT_EVENT, Found
from .rules import rule_data


def caption_progressive(clause: Clause, emphatic: Found) -> Found:
    """``emphatic`` (emphatic do's answer) as "must be" + the progressive on a caption.

    "must be" needs no agreement and takes "do" as a main verb, so a caption emphatic do
    refuses for those reasons alone gets it too: "A woman in a dark blue and white sweater
    walks" (the parse joined "sweater" to the subject), "A child does a handstand".
    """
    if not caption_event(clause):
        return emphatic
    if isinstance(emphatic, str):
        if emphatic not in (DISAGREEMENT, PRESENT_EVENT) or (emphatic == PRESENT_EVENT and clause.lemma != "do"):
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


def _finite_conjunct(clause: Clause) -> bool:
    """A present verb coordinated with the head that would stay finite ("walks ... and smiles")."""
    head = clause.head.last
    return any(t.dep_ == "conj" and t.tag_ in ("VBZ", "VBP") for t in head.doc[head.i + 1 : head.sent.end])


# What a subject's words before its noun are tagged: "A slender, blond-haired", "Two young".
_SUBJECT_PHRASE_TAGS = frozenset(("DT", "CD", "JJ", "JJR", "JJS", "NN", "HYPH", ",", "VBN"))


def caption_event(clause: Clause) -> bool:
    """A caption's present simple event: one sentence, an indefinite subject opening it."""
    doc, sent = clause.sent.doc, clause.sent
    if sent.start != 0 or len(analyses(doc)) != 1 or ends_with(sent, ("?", "!")):
        return False
    if clause.has_aux or clause.negations or clause.head.tag not in ("VBZ", "VBP"):
        return False
    lemma = clause.lemma
    if (lemma not in grammar().captions.present_verbs and lemma != "do") or lemma in rule_data().captions.progressive_blocked:
        return False
    first = next(t for t in sent if not t.is_space)
    opens_subject = first.head.i == clause.subject.i or (
        first.i < clause.subject.i and all(t.tag_ in _SUBJECT_PHRASE_TAGS for t in doc[first.i : clause.subject.i])
    )  # "A skateboarder glides": a subject the parse tore apart, read whole by the analysis
    if not opens_subject or not (first.lower_ in ("a", "an") or first.dep_ == "nummod" or first.like_num and first.tag_ == "CD"):
        return False  # "The band plays", "Dogs bark": a definite or generic subject
    if any(t.tag_ in ("NNP", "NNPS") or t.text in "()[]:;" for t in doc[first.i : clause.head.first.i]):
        return False  # "A symmetrical Gründerzeit facade stands", "A list, ordered by date (...)": not a scene
    head = clause.head
    before = doc[head.first.i - 1]
    after = doc[head.last.i + 1] if head.last.i + 1 < len(doc) else None
    if before.pos_ == "ADV" or (after is not None and after.tag_ in ("JJ", "JJR")):
        return False  # "A man quickly runs", "A woman looks happy"
    habitual = rule_data().captions.habitual_words
    return not any(t.lower_ in habitual for t in sent)


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
