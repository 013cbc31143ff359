"""MV: a modal verb on the main predicate, a meaning-preserving positive (SDA).

The modal takes over the finite verb and the rest of the verb phrase is re-inflected:

* past     "He travelled" → "He must have travelled"; "were published" → "must have been published"
* present  "is a village" → "must be a village"; "The set includes" → "must include"
           (states only: with events "must" reads as an obligation, see ``present_events``)
* perfect  "They have finished" → "They must have finished"
* negated  "did not sign" → "must not have signed"; "was never" → "must never have been"

Rule ids are ``mv.<modal>_perfect`` (the modal is followed by "have") and
``mv.<modal>_plain``. Clauses that already carry a modal, questions, imperatives and
fragments are not applicable.
"""

from __future__ import annotations

from dataclasses import dataclass

from spacy.tokens import Doc, Token

from ..edits import Edit, insert_before, token_end
from ..grammar import Clause, clauses, subject_number
from ..inflect import convert
from ..lexicon import load_rules
from ..registry import register
from ..transform import Candidate, RuleTransform

_RULES = "modal"


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


def _negative_subject(clause: Clause) -> bool:
    """A subject with a negative or downward quantifier ("Nobody", "Neither of them", "Few people")."""
    negation = load_rules("negation")
    words = set(negation["swap"]["words"]) | set(negation["cues"]["words"]) | {"no"}
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
    if not clause.has_aux and lemma == "have":
        return True
    present = load_rules(_RULES)["present"]
    if clause.passive:
        return lemma in present["stative_participles"]
    if any(aux.lemma_ == "have" for aux in clause.auxes):
        return True
    return lemma in present["stative_verbs"]


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


def modal_edits(clause: Clause, modal: str, present_events: bool = False) -> tuple[str, list[Edit]] | None:
    """The rule id and edits putting ``modal`` on ``clause``, or None when it cannot go there.

    ``present_events`` also admits present-tense events ("She must travel"), where
    "must" tends to read as an obligation; off by default.
    """
    doc = clause.sent.doc
    if clause.tense == "modal" or clause.sent.text.rstrip().endswith("?"):
        return None
    skip = load_rules(_RULES)["skip"]["lemmas_before_to"]
    after_head = doc[clause.head.last.i + 1] if clause.head.last.i + 1 < len(doc) else None
    if clause.lemma in skip and after_head is not None and after_head.lower_ == "to":
        return None
    if not present_events and not _inferential(clause):
        return None
    if _negative_subject(clause):
        return None  # "Nobody must have come" reads oddly; English says "Nobody can have come"
    following = doc[clause.finite.i + 1] if clause.finite.i + 1 < len(doc) else None
    if clause.main_verb_be and (following is None or following.text in (":", ".", ";")):
        return None  # "The main rivers are:" introduces a list
    rest = _rest(clause)
    if rest is None:
        return None
    text, perfect = rest
    if modal != "must" and clause.negations:
        return None  # "ought not to", "does not have to": only the default lexicon negates
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
        return None
    elif clause.has_aux:
        edits.append(Edit(finite.idx, token_end(finite), lead + " ".join(p for p in (word, text) if p)))
    else:
        edits.append(clause.head.replace(lead + f"{word} {text}"))
    if do_aux and perfect:
        participle = clause.head.form("VBN")
        if participle is None:
            return None
        edits.append(clause.head.replace(f"have {participle}"))
    edits.extend(_conjunct_edits(clause, perfect))
    return rule, edits


@register(
    "mv",
    "positive",
    "Modal verb: epistemic 'must' on the main predicate with the verb phrase re-inflected",
    source="SDA (Zhu et al.): modal verbs",
)
@dataclass(frozen=True)
class ModalVerb(RuleTransform):
    """Insert a modal on the main predicate (SDA's MV), keeping truth and time by default."""

    lexicon: str = "default"
    present_events: bool = False
    name: str = "mv"
    polarity: str = "positive"

    def __post_init__(self) -> None:
        lexicon_modals(self.lexicon)

    def candidates(self, doc: Doc) -> list[Candidate]:
        options: list[Candidate] = []
        for clause in clauses(doc):
            for modal in lexicon_modals(self.lexicon):
                found = modal_edits(clause, modal, self.present_events)
                if found is not None:
                    options.append(Candidate(found[0], tuple(found[1])))
        return options

    def skip_reason(self, doc: Doc) -> str:
        if not doc.text.strip():
            return "empty input"
        return "no finite main clause without a modal (fragment, question, imperative or modal clause)"
