"""MV: a modal verb on the main predicate, a meaning-preserving positive (SDA).

The modal takes over the finite verb and the rest of the verb phrase is re-inflected:

* past     "He travelled" → "He must have travelled"; "were published" → "must have been published"
* present  "is a village" → "must be a village"; "The set includes" → "must include"
           (states only: with events "must" reads as an obligation, see ``present_events``)
* perfect  "They have finished" → "They must have finished"
* negated  "did not sign" → "must not have signed"; "was never" → "must never have been"
* present events take emphatic do instead ("He works as a consultant" → "He does work as
  a consultant"): "must" would turn them into obligations; ``mv.emphatic_do``

Rule ids are ``mv.<modal>_perfect`` (the modal is followed by "have"),
``mv.<modal>_plain`` and ``mv.emphatic_do``. Clauses that already carry a modal,
questions, imperatives and fragments are not applicable; the skip reason says which.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING, Union

from ..edits import Edit, insert_before, token_end
from ..grammar import (
    LIST_ITEM,
    QUESTION,
    Clause,
    analyses,
    doc_text,
    ends_with,
    first_reason,
    subject_number,
)
from ..inflect import convert
from ..lexicon import load_rules, word_set
from ..registry import register
from ..transform import Candidate, MemoisedRuleTransform

if TYPE_CHECKING:
    from spacy.tokens import Doc, Token

_RULES = "modal"

MODAL_CLAUSE = "modal clause"
USED_TO = "'used to' or 'ought to' (no modal form)"
PRESENT_EVENT = "present-tense event ('must' would read as an obligation)"
NEGATIVE_SUBJECT = "negative subject"
AMBIGUOUS = "ambiguous verb form"
SPLIT_NEGATION = "negation apart from the auxiliary"
REPORTING = "reporting clause after a quotation"
COORDINATED = "coordinated predicates that cannot all follow"
Found = Union[tuple[str, list[Edit]], str]


@lru_cache(maxsize=None)
def lexicon_modals(lexicon: str) -> tuple[str, ...]:
    lexicons = load_rules(_RULES)["lexicons"]
    if lexicon not in lexicons:
        raise ValueError(f"unknown MV lexicon {lexicon!r}; choose from {sorted(lexicons)}")
    return tuple(lexicons[lexicon]["modals"])


def _agree(modal: str, clause: Clause) -> str:
    forms: dict[str, str] = load_rules(_RULES)["agreement"]["third_singular"]
    subject = clause.subject
    third_singular = subject_number(subject) == "singular" and subject.lower_ not in ("i", "you")
    return forms.get(modal, modal) if third_singular else modal


def _rest(clause: Clause) -> tuple[str, bool] | None:
    """What replaces the finite verb after the modal, and whether it is a perfect ("have ...")."""
    finite = clause.finite
    past = clause.tense == "past"
    if clause.has_aux:
        lemma = finite.lemma_.lower()
        if lemma == "be":
            return ("have been", True) if past else ("be", False)
        if lemma == "have":
            return "have", True
        if lemma == "do":
            return "", past
        if past and finite.tag_ == "VBD":
            # "It became known" / "They got married": a passive "become"/"get" → "must have become"
            participle = convert(finite.text, "VBD", "VBN", finite.lemma_)
            return (f"have {participle.lower()}", True) if participle else None
        return None
    if clause.head.last.lemma_ == "be":
        return ("have been", True) if past else ("be", False)
    if past:
        participle = clause.head.form("VBN")
        return (f"have {participle}", True) if participle else None
    base = clause.head.form("VB")
    return (base, False) if base else None


def _conjunct_edits(clause: Clause, perfect: bool) -> list[Edit]:
    """Verbs coordinated with the head follow its new form ("travelled and wrote" → "... and written")."""
    edits: list[Edit] = []
    if clause.has_aux:
        # "was appointed ... and went on": the auxiliary is not shared, so "went" stays a
        # finite verb of its own ("must have been appointed ... and went on" reads right).
        return edits
    doc = clause.sent.doc
    for verb in clause.conjuncts:
        if any(child.dep_ in ("aux", "auxpass") for child in verb.last.children):
            continue
        before = doc[verb.first.i - 1] if verb.first.i > 0 else None
        if before is not None and before.pos_ in ("NOUN", "PROPN", "PRON"):
            continue  # probably a subject the parser missed: a clause of its own
        between = doc[clause.head.last.i + 1 : verb.first.i]
        if any(token.pos_ in ("VERB", "AUX") for token in between):
            continue  # another clause intervenes; the parser may have attached it wrongly
        if perfect and verb.tag == "VBD" and clause.tense == "past":
            form = verb.form("VBN")
        elif not perfect and verb.tag in ("VBZ", "VBP") and clause.tense == "present":
            form = verb.form("VB")
        else:
            continue
        if form is not None and form != verb.text:
            edits.append(verb.replace(form))
    return edits


@lru_cache(maxsize=1)
def _negative_words() -> frozenset[str]:
    negation = load_rules("negation")
    return frozenset(negation["swap"]["words"]) | frozenset(negation["cues"]["words"]) | {"no"}


def _negative_subject(clause: Clause) -> bool:
    """A subject with a negative or downward quantifier ("Nobody", "Neither of them", "Few people")."""
    words = _negative_words()
    subject = clause.subject
    doc = subject.doc
    for token in doc[subject.left_edge.i : subject.right_edge.i + 1]:
        if token.lower_ in words and not (token.i > 0 and doc[token.i - 1].lower_ == "a"):
            return True
    return False


def _inferential(clause: Clause) -> bool:
    """Whether "must" on this clause reads as an inference, not an obligation."""
    if clause.tense != "present" or clause.main_verb_be or clause.perfect or clause.progressive:
        return True
    lemma = clause.lemma
    doc = clause.sent.doc
    if not clause.has_aux:
        return False  # "has two co-chairs" / "consists of": "must" reads as a rule; emphatic do instead
    habitual = word_set(_RULES, "present", "habitual_adverbs")
    if any(doc[i].lower_ in habitual for i in range(clause.finite.i + 1, clause.head.first.i)):
        return False  # "is generally made from mid-December": a habitual event
    if clause.passive:
        return lemma in word_set(_RULES, "present", "stative_participles")
    if lemma in word_set(_RULES, "present", "copular_only"):
        after = doc[clause.head.last.i + 1] if clause.head.last.i + 1 < len(doc) else None
        return after is not None and (after.lower_ == "to" or after.pos_ == "ADJ")
    if any(aux.lemma_ == "have" for aux in clause.auxes):
        return True
    return lemma in word_set(_RULES, "present", "stative_verbs")


def _list_header(clause: Clause) -> bool:
    """"Past winners include:": the sentence ends in ':' right after its verb or a preposition."""
    words = [t for t in clause.sent if not t.is_space]
    return len(words) >= 2 and words[-1].text == ":" and words[-2].pos_ in ("ADP", "VERB", "AUX", "PART")


def _negative_existential(clause: Clause) -> bool:
    """"there is no doubt": "must" on a negative existential reads as "let there be none"."""
    if clause.subject.lower_ != "there" or clause.tense != "present":
        return False  # "There must have been no census" still reads as an inference
    head = clause.head.last
    return any(
        child.dep_ in ("attr", "nsubj") and child.i > head.i and any(g.lower_ == "no" for g in child.children)
        for child in head.children
    )


def _preverbal_adverbs(clause: Clause) -> list[Token]:
    """Adverbs between the subject and a bare finite verb ("He [also] wrote"), else []."""
    doc = clause.sent.doc
    between = list(doc[clause.subject.right_edge.i + 1 : clause.head.first.i])
    if not between:
        return []
    head_ids = set(range(clause.head.first.i, clause.head.last.i + 1))
    for token in between:
        top = token
        while top.head.i not in head_ids and top.head.i != top.i and top.head.i in range(between[0].i, between[-1].i + 1):
            top = top.head
        if top.head.i not in head_ids or top.dep_ not in ("advmod", "neg") or token.is_punct:
            return []
        if token.pos_ not in ("ADV", "PART"):
            return []  # a name the parser took for an adverb ("Thomas Modly announced")
    return between


def _agrees(clause: Clause) -> bool:
    """Subject and present verb agree, so "does"/"do" can be chosen from the verb's tag."""
    tag, subject = clause.head.tag, clause.subject
    if tag == "VBZ":
        return subject.lower_ not in ("i", "you", "we", "they") and subject_number(subject) == "singular"
    if tag == "VBP":
        return subject.lower_ in ("i", "you") or subject_number(subject) == "plural"
    return False


def emphatic_do(clause: Clause) -> Found:
    """"He works" → "He does work": an affirmative auxiliary that keeps truth and time.

    For present simple events, where "must" would read as an obligation. "does"/"do"
    goes right before the verb, after any adverb ("He often does work"), and coordinated
    present verbs take their base form ("does write and sing").
    """
    if clause.has_aux:
        return PRESENT_EVENT  # "is given annually": a passive event
    if clause.negations:
        return SPLIT_NEGATION
    if clause.lemma in ("do", "be") or clause.head.tag not in ("VBZ", "VBP"):
        return PRESENT_EVENT
    if not _agrees(clause):
        return "subject and verb disagree"
    base = clause.head.form("VB")
    if base is None:
        return AMBIGUOUS
    doc = clause.sent.doc
    before = doc[clause.head.first.i - 1] if clause.head.first.i > 0 else None
    words = _negative_words() | {"never"}
    if before is not None and (before.dep_ == "neg" or before.lower_ in words) or any(
        t.lower_ in words for t in doc[clause.subject.i + 1 : clause.head.first.i]
    ):
        return SPLIT_NEGATION  # "He never works" / "He hardly works": no emphatic reading
    if any(child.dep_ == "ccomp" and child.i < clause.subject.i for child in clause.head.last.children):
        return REPORTING  # '"...," Mulaney says.': "does say" reads as a contradiction
    word = "does" if clause.head.tag == "VBZ" else "do"
    edits = [clause.head.replace(f"{word} {base}")]
    conjuncts = _conjunct_edits(clause, perfect=False)
    edited = {edit.start for edit in conjuncts}
    head = clause.head.last
    for token in doc[head.i + 1 : head.right_edge.i + 1]:
        if token.dep_ != "conj" or token.tag_ not in ("VBZ", "VBP") or token.idx in edited:
            continue
        if not any(c.dep_ in ("nsubj", "nsubjpass", "expl") for c in token.children):
            return COORDINATED  # "does examine ... and discusses": a present verb left finite
    edits.extend(conjuncts)
    return "mv.emphatic_do", edits


def explain_modal(clause: Clause, modal: str, present_events: bool = False) -> Found:
    """The rule id and edits putting ``modal`` on ``clause``, or why it cannot go there.

    ``present_events`` also admits present-tense events ("She must travel"), where
    "must" tends to read as an obligation; off by default, and emphatic do is written
    instead ("She does travel").
    """
    doc = clause.sent.doc
    if clause.tense == "modal":
        return MODAL_CLAUSE
    if ends_with(clause.sent, ("?",)):
        return QUESTION
    skip = word_set(_RULES, "skip", "lemmas_before_to")
    after_head = doc[clause.head.last.i + 1] if clause.head.last.i + 1 < len(doc) else None
    if clause.lemma in skip and after_head is not None and after_head.lower_ == "to":
        return USED_TO
    if _negative_subject(clause):
        return NEGATIVE_SUBJECT  # "Nobody must have come" reads oddly; English says "Nobody can have come"
    if _list_header(clause) or (ends_with(clause.sent, (":",)) and clause.tense == "present" and not clause.main_verb_be):
        return LIST_ITEM  # "Past winners include:" / "the current follows the course of:": the claim is the list
    if not present_events and not _inferential(clause):
        return emphatic_do(clause) if modal == "must" else PRESENT_EVENT
    following = doc[clause.finite.i + 1] if clause.finite.i + 1 < len(doc) else None
    if clause.main_verb_be and (following is None or following.text in (":", ".", ";")):
        return LIST_ITEM  # "The main rivers are:" introduces a list
    if _negative_existential(clause):
        return NEGATIVE_SUBJECT  # "there must be no doubts" reads as an injunction
    rest = _rest(clause)
    if rest is None:
        return AMBIGUOUS
    text, perfect = rest
    if modal != "must" and clause.negations:
        return SPLIT_NEGATION  # "ought not to", "does not have to": only the default lexicon negates
    word = _agree(modal, clause)
    finite = clause.finite
    lead = " " if finite.text.startswith(("'", "’")) else ""
    rule = f"mv.{modal.replace(' ', '_')}_{'perfect' if perfect else 'plain'}"
    edits: list[Edit] = []
    do_aux = clause.has_aux and finite.lemma_.lower() == "do"
    neg = clause.negations[0] if clause.negations else None
    if neg is not None and neg.i == finite.i + 1:
        # "was not" / "wasn't" / "did not" → "must not have been" / "must not"
        negation = "not" if neg.lower_.replace("’", "'") in ("not", "n't") else neg.text
        phrase = " ".join(part for part in (word, negation, text) if part)
        edits.append(Edit(finite.idx, token_end(neg), lead + phrase))
    elif not clause.has_aux and _preverbal_adverbs(clause):
        # "He never married" → "He must never have married";
        # "He also provided" → "He must also have provided"
        edits.append(insert_before(_preverbal_adverbs(clause)[0], f"{word} "))
        edits.append(clause.head.replace(text))
    elif neg is not None:
        return SPLIT_NEGATION
    elif text and following is not None and following.lower_ in word_set(_RULES, "adverbs", "before_be") and (
        clause.has_aux or clause.main_verb_be
    ):
        # "is now playing" → "must now be playing"; "was also" → "must also have been"
        edits.append(Edit(finite.idx, token_end(finite), lead + word))
        edits.append(Edit(token_end(following), token_end(following), " " + text))
    elif clause.has_aux:
        edits.append(Edit(finite.idx, token_end(finite), lead + " ".join(p for p in (word, text) if p)))
    else:
        edits.append(clause.head.replace(lead + f"{word} {text}"))
    if do_aux and perfect:
        participle = clause.head.form("VBN")
        if participle is None:
            return AMBIGUOUS
        edits.append(clause.head.replace(f"have {participle}"))
    edits.extend(_conjunct_edits(clause, perfect))
    return rule, edits


def modal_edits(clause: Clause, modal: str, present_events: bool = False) -> tuple[str, list[Edit]] | None:
    """Like :func:`explain_modal`, with None in place of the reason."""
    found = explain_modal(clause, modal, present_events)
    return None if isinstance(found, str) else found


@register(
    "mv",
    "positive",
    "Modal verb: epistemic 'must' on the main predicate with the verb phrase re-inflected",
    source="SDA (Zhu et al.): modal verbs",
)
@dataclass(frozen=True)
class ModalVerb(MemoisedRuleTransform):
    """Insert a modal on the main predicate (SDA's MV), keeping truth and time by default."""

    lexicon: str = "default"
    present_events: bool = False
    name: str = "mv"
    polarity: str = "positive"

    def __post_init__(self) -> None:
        lexicon_modals(self.lexicon)

    def _compute(self, doc: Doc) -> tuple[list[Candidate], str]:
        options: list[Candidate] = []
        reasons: list[str] = []
        for _, clause in analyses(doc):
            if isinstance(clause, str):
                reasons.append(clause)
                continue
            for modal in lexicon_modals(self.lexicon):
                found = explain_modal(clause, modal, self.present_events)
                if isinstance(found, str):
                    reasons.append(found)
                else:
                    options.append(Candidate(found[0], tuple(found[1])))
        if not doc_text(doc).strip():
            return options, "empty input"
        return options, reasons[0] if reasons else (first_reason(doc) or "no rule applies")

