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
from typing import TYPE_CHECKING, ClassVar, Union

from ...analysis.clause import (
    AMBIGUOUS_VERB,
    DISAGREEMENT,
    LIST_ITEM,
    QUESTION,
    Clause,
    analyses,
    first_reason,
    subject_number,
)
from ...analysis.document import doc_text
from ...analysis.morphology import convert
from ...analysis.recovery import plural_name, recover
from ...analysis.rules import grammar
from ...analysis.syntax import FINITE_TAGS
from ...analysis.tokens import Row, child_rows, ends_with, rows, sent_rows
from ...edits import Edit, insert_before, token_end
from ...reasons import EMPTY_INPUT, NO_RULE, register_reason
from ...transform import Candidate, MemoisedRuleTransform, Meta
from .rules import rule_data

if TYPE_CHECKING:
    from spacy.tokens import Doc, Token

MODAL_CLAUSE = register_reason("mv.modal_clause", "modal clause")
USED_TO = register_reason("mv.used_to", "'used to' or 'ought to' (no modal form)")
PRESENT_EVENT = register_reason("mv.present_event", "present-tense event ('must' would read as an obligation)")
NEGATIVE_SUBJECT = register_reason("mv.negative_subject", "negative subject")
AMBIGUOUS = AMBIGUOUS_VERB
SPLIT_NEGATION = register_reason("mv.split_negation", "negation apart from the auxiliary")
PROHIBITION = register_reason("mv.prohibition", "negated present clause: 'must not' would read as a prohibition")
REPORTING = register_reason("mv.reporting_clause", "reporting clause after a quotation")
COORDINATED = register_reason("mv.coordinated", "coordinated predicates that cannot all follow")
TITLE_BEFORE_VERB = register_reason("mv.title_before_verb", "a capitalised adverb before the verb (the end of a title)")
Found = Union[tuple[str, list[Edit]], str]


@lru_cache(maxsize=None)
def lexicon_modals(lexicon: str) -> tuple[str, ...]:
    lexicons = rule_data().lexicons
    if lexicon not in lexicons:
        raise ValueError(f"unknown MV lexicon {lexicon!r}; choose from {sorted(lexicons)}")
    return lexicons[lexicon].modals


def _agree(modal: str, clause: Clause) -> str:
    forms = rule_data().agreement.third_singular
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
            head = clause.head.last
            if convert(head.text, "VBD", "VBN", head.lemma_) not in (None, head.text):
                return None  # "have arose": the input's past form after "have" would be kept
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


def _clause_word(token: Token, perfect: bool) -> bool:
    """A verb between the head and a conjunct that may open a clause of its own.

    After "must have" a non-finite verb in between is harmless ("must have moved to Paris to
    study art and become ..."); a base-form conjunct after emphatic do is not ("does touch
    on the euphoria caused by ..., but mainly recount"), so any verb counts there.
    """
    if perfect:
        return token.tag_ in FINITE_TAGS or token.dep_ in ("relcl", "ccomp", "advcl")
    return token.pos_ in ("VERB", "AUX")


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
        if any(_clause_word(token, perfect) for token in between):
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
    negatives = grammar().negatives
    return frozenset(negatives.indefinites) | negatives.downward | {"no"}


def _negative_subject(clause: Clause) -> bool:
    """A subject with a negative or downward quantifier ("Nobody", "Neither of them", "Few people")."""
    words = _negative_words()
    subject = clause.subject
    doc = subject.doc
    table = rows(doc)
    # The subject word and its quantifiers only: a negative inside a relative clause ("who
    # had no other children") or a quoted title ('"No Quiero Saber"') leaves the claim positive.
    indices = [subject.i]
    for child in child_rows(doc)[subject.i]:
        if child.dep in ("det", "amod", "nummod", "predet", "preconj", "quantmod", "neg", "advmod"):
            token = doc[child.i]
            indices.extend(range(token.left_edge.i, token.right_edge.i + 1))
    for i in indices:
        if table[i].lower in words and not (i > 0 and table[i - 1].lower == "a"):
            return doc_text(doc)[clause.sent.start_char : subject.left_edge.idx].count('"') % 2 == 0
    return False


def _inferential(clause: Clause) -> bool:
    """Whether "must" on this clause reads as an inference, not an obligation."""
    if clause.tense != "present" or clause.main_verb_be or clause.perfect or clause.progressive:
        return True
    lemma = clause.lemma
    doc = clause.sent.doc
    if not clause.has_aux:
        return False  # "has two co-chairs" / "consists of": "must" reads as a rule; emphatic do instead
    habitual = rule_data().present.habitual_adverbs
    if any(doc[i].lower_ in habitual for i in range(clause.finite.i + 1, clause.head.first.i)):
        return False  # "is generally made from mid-December": a habitual event
    after = doc[clause.head.last.i + 1] if clause.head.last.i + 1 < len(doc) else None
    if clause.passive:
        if after is not None and after.lower_ == "to" and after.pos_ == "PART" or doc[clause.head.first.i - 1].lower_ == "all":
            return False  # "is set to be released", "is all set to": a plan, not a state
        return lemma in rule_data().present.stative_participles
    if lemma in rule_data().present.copular_only:
        return after is not None and (after.lower_ == "to" or after.pos_ == "ADJ")
    if any(aux.lemma_ == "have" for aux in clause.auxes):
        return True
    return lemma in rule_data().present.stative_verbs


def _last_words(clause: Clause) -> list[Row]:
    """The sentence's last two tokens that are not whitespace, from the per-Doc table."""
    found: list[Row] = []
    for row in reversed(sent_rows(clause.sent)):
        if not row.space:
            found.insert(0, row)
            if len(found) == 2:
                break
    return found


def _list_header(clause: Clause) -> bool:
    """"Past winners include:": the sentence ends in ':' right after its verb or a preposition."""
    words = _last_words(clause)
    return len(words) == 2 and words[1].lower == ":" and words[0].pos in ("ADP", "VERB", "AUX", "PART")


def _object_before_colon(clause: Clause) -> bool:
    """"The university has three colleges:": the claim is complete before the list it announces.

    True when the colon follows a noun phrase that is the verb's object (or, for a passive,
    its prepositional complement: "is divided into three levels:"); "include:" or
    "the course of:" leave the claim to the list.
    """
    words = _last_words(clause)
    if len(words) < 2 or words[0].pos not in ("NOUN", "PROPN", "NUM"):
        return False
    last = clause.sent.doc[words[0].i]
    head = clause.head.last
    top = last
    while top.head.i != top.i and top.head.i != head.i:
        top = top.head
    return top.head.i == head.i and top.dep_ in ("dobj", "prep", "agent", "attr") and any(
        t.dep_ in ("det", "nummod", "amod", "poss") for t in last.children
    )


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
    between = clause.preverbal
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


def _capitalised_preverbal(clause: Clause) -> bool:
    """A capitalised adverb between the subject and the verb, past the sentence's first word
    and not opening a quotation: the end of a title ("Unlikely Stories, Mostly is the first
    collection"); '"Why" is a song' quotes its title."""
    doc, start = clause.sent.doc, clause.sent.start
    return any(
        token.i > start and token.pos_ == "ADV" and token.text[:1].isupper()
        and not doc[token.i - 1].is_quote and doc[token.i - 1].text not in ("(", "[")
        for token in clause.preverbal
    )


def _agrees(clause: Clause) -> bool:
    """Subject and present verb agree, so "does"/"do" can be chosen from the verb's tag."""
    tag, subject = clause.head.tag, clause.subject
    bare_name = subject.text[:1].isupper() and not any(c.dep_ in ("det", "nummod", "conj", "amod") for c in subject.children)
    if tag == "VBZ":
        if subject.tag_ in ("NNS", "NNPS") and bare_name:
            return True  # "Morales serves": a name ending in "s", singular as its verb says
        return subject.lower_ not in grammar().pronouns.plural_agreement and subject_number(subject) == "singular"
    if tag == "VBP":
        if subject.lemma_.lower() in rule_data().agreement.collective_nouns or plural_name(subject):
            return True  # "The team represent" (British plural agreement), "The Warhawks play"
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
        return DISAGREEMENT
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


def _be_form(subject: Token) -> str | None:
    """"am"/"is"/"are" agreeing with ``subject``; None where its number is unclear ("Some of them")."""
    forms = rule_data().future.be
    lower = subject.lower_
    if lower in forms:
        return forms[lower]
    if subject.tag_ not in ("NN", "NNS", "NNP", "PRP") or lower == "there":
        return None  # "The Masters" (NNPS) may be one event; "there will be" agrees after the verb
    doc = subject.doc
    if any(t.dep_ in ("conj", "appos") and t.head.i != subject.i for t in doc[subject.left_edge.i : subject.right_edge.i + 1]):
        return None  # "powercars 43048 and 43089": the parse of the subject is not trusted
    return forms["plural" if subject_number(subject) == "plural" else "singular"]


def going_to(clause: Clause) -> Found:
    """"will be held" → "is going to be held": the same future claim through "be going to".

    "must" cannot take over a future ("must be held" is an order), but "be going to" states
    the same future as "will", as firmly and at the same time. Only plain "will" (or
    "won't") right before its verb, or with an adverb that can follow "going to"'s "be";
    never "will have" (future perfect) or a subject whose number is unclear.
    """
    finite = clause.finite
    config = rule_data().future
    if finite.lower_.replace("’", "'") not in config.will:
        return MODAL_CLAUSE
    be = _be_form(clause.subject)
    if be is None or clause.subject.i > finite.i:
        return MODAL_CLAUSE
    doc = clause.sent.doc
    rest = doc[finite.i + 1 : (clause.auxes[1].i if len(clause.auxes) > 1 else clause.head.first.i)]
    if len(clause.auxes) > 1 and clause.auxes[1].lemma_ != "be":
        return MODAL_CLAUSE  # "will have finished": "is going to have finished" reads badly
    neg = [t for t in rest if t.dep_ == "neg"]
    adverbs = [t for t in rest if t.dep_ != "neg"]
    if len(neg) > 1 or len(adverbs) > 1 or any(t.lower_ not in rule_data().adverbs.before_be for t in adverbs):
        return MODAL_CLAUSE  # "will likely affect", "will only have": the adverb has no place
    if neg and neg[0].i != finite.i + 1:
        return SPLIT_NEGATION
    habitual = rule_data().present.habitual_adverbs
    if any(t.lower_ in habitual for t in clause.sent):
        return MODAL_CLAUSE  # "will usually host": a habit, not a prediction
    coordinated = (c for verb in clause.head.last.children if verb.dep_ == "conj" for c in verb.children)
    if any(c.tag_ == "MD" and c.lower_ not in config.will for c in coordinated):
        return MODAL_CLAUSE  # "will die and can be removed": a process, not a prediction
    if neg and neg[0].lower_.replace("’", "'") == "n't":
        words = [config.contracted[be]] if be in config.contracted else [be, "not"]
    else:
        words = [be] + (["not"] if neg else [])
    words += [t.text for t in adverbs] + ["going to"]
    end = token_end(rest[-1]) if len(rest) else token_end(finite)
    return "mv.going_to", [Edit(finite.idx, end, " ".join(words))]


def modal_swap(clause: Clause) -> Found:
    """"X may refer to:" → "X can refer to:": an equivalent modal in a fixed phrase.

    Only the verb-and-modal pairs listed in ``rules/modal.toml`` ``[swap]``, where the two
    modals say the same thing; elsewhere "may" and "can" differ (possibility, ability).
    """
    pairs = rule_data().swap.get(clause.lemma, {})
    finite = clause.finite
    if finite.lower_ not in pairs or len(clause.auxes) != 1 or clause.negations:
        return MODAL_CLAUSE
    word = pairs[finite.lower_]
    if finite.text[:1].isupper():
        word = word[:1].upper() + word[1:]
    return "mv.modal_swap", [Edit(finite.idx, token_end(finite), word)]


def explain_modal(clause: Clause, modal: str, present_events: bool = False) -> Found:
    """The rule id and edits putting ``modal`` on ``clause``, or why it cannot go there.

    ``present_events`` also admits present-tense events ("She must travel"), where
    "must" tends to read as an obligation; off by default, and emphatic do is written
    instead ("She does travel").
    """
    doc = clause.sent.doc
    if ends_with(clause.sent, ("?",)):
        return QUESTION
    if _capitalised_preverbal(clause):
        return TITLE_BEFORE_VERB
    if clause.tense == "modal":
        if modal != "must":
            return MODAL_CLAUSE
        found = going_to(clause)
        return modal_swap(clause) if found == MODAL_CLAUSE else found
    skip = rule_data().skip.lemmas_before_to
    after_head = doc[clause.head.last.i + 1] if clause.head.last.i + 1 < len(doc) else None
    if clause.lemma in skip and after_head is not None and after_head.lower_ == "to":
        return USED_TO
    if _negative_subject(clause):
        return NEGATIVE_SUBJECT  # "Nobody must have come" reads oddly; English says "Nobody can have come"
    if _list_header(clause) or (
        ends_with(clause.sent, (":",)) and clause.tense == "present" and not clause.main_verb_be and not _object_before_colon(clause)
    ):
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
    if clause.negations and not perfect:
        return PROHIBITION  # "data are not available" → "must not be available" forbids it
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
    elif text and following is not None and following.lower_ in rule_data().adverbs.before_be and (
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


@dataclass(frozen=True)
class ModalVerb(MemoisedRuleTransform):
    """Insert a modal on the main predicate (SDA's MV), keeping truth and time by default."""

    name: ClassVar[str] = "mv"
    polarity: ClassVar[str] = "positive"
    meta: ClassVar[Meta] = Meta(
        "Modal verb: epistemic 'must' on the main predicate with the verb phrase re-inflected",
        source="SDA (Zhu et al.): modal verbs",
        needs="parse",
    )

    lexicon: str = "default"
    present_events: bool = False

    def __post_init__(self) -> None:
        lexicon_modals(self.lexicon)

    def _compute(self, doc: Doc) -> tuple[list[Candidate], str]:
        options: list[Candidate] = []
        reasons: list[str] = []
        for sent, found in analyses(doc):
            clause = recover(sent, found) if isinstance(found, str) else found
            if clause is None:
                reasons.append(found)
                continue
            for modal in lexicon_modals(self.lexicon):
                found = explain_modal(clause, modal, self.present_events)
                if isinstance(found, str):
                    reasons.append(found)
                else:
                    options.append(Candidate(found[0], tuple(found[1])))
        if not doc_text(doc).strip():
            return options, EMPTY_INPUT
        return options, reasons[0] if reasons else (first_reason(doc) or NO_RULE)

