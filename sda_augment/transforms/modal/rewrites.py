"""MV's rewrites where the modal cannot go on the verb as written: emphatic do, "be going
to", a modal swap.

A present event takes emphatic do ("He works" → "He does work"), "will" takes "be going
to" (the same future), and a modal in a fixed phrase its exact equivalent ("may refer to:"
→ "can refer to:"). Verbs coordinated with the head follow its new form
(:func:`conjunct_edits`, which the modal's own rewrite uses too).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...analysis.agreement import subject_number, verb_agrees
from ...analysis.clause import AMBIGUOUS_VERB, DISAGREEMENT, Clause
from ...analysis.morphology import convert
from ...analysis.syntax import FINITE_TAGS
from ...edits import Edit, token_end
from ...reasons import Skip, register_reason
from .checks import negative_words
from .rules import rule_data

if TYPE_CHECKING:
    from spacy.tokens import Token


MODAL_CLAUSE = register_reason("mv.modal_clause", "modal clause")
PRESENT_EVENT = register_reason("mv.present_event", "present-tense event ('must' would read as an obligation)")
AMBIGUOUS = AMBIGUOUS_VERB
SPLIT_NEGATION = register_reason("mv.split_negation", "negation apart from the auxiliary")
REPORTING = register_reason("mv.reporting_clause", "reporting clause after a quotation")
COORDINATED = register_reason("mv.coordinated", "coordinated predicates that cannot all follow")
# A rewrite's rule id and edits, or why it cannot be written.
Found = tuple[str, list[Edit]] | Skip


def _clause_word(token: Token, perfect: bool) -> bool:
    """A verb between the head and a conjunct that may open a clause of its own.

    After "must have" a non-finite verb in between is harmless ("must have moved to Paris to
    study art and become ..."); a base-form conjunct after emphatic do is not ("does touch
    on the euphoria caused by ..., but mainly recount"), so any verb counts there.
    """
    if perfect:
        return token.tag_ in FINITE_TAGS or token.dep_ in ("relcl", "ccomp", "advcl")
    return token.pos_ in ("VERB", "AUX")


def conjunct_edits(clause: Clause, perfect: bool) -> list[Edit] | None:
    """Verbs coordinated with the head follow its new form ("travelled and wrote" → "... and
    written"; "was released ... and became" → "must have been released ... and become";
    "started ... and was broadcast" → "must have started ... and been broadcast"; "and was
    not sold" → "and not been sold").

    A past verb the parser hung on a verb of another tense inside the head's clause takes
    its participle too ("noticed how he plays games ... and took it" → "... and taken it").
    None where a past conjunct would stay finite after "must have": a copula with its own
    negation ("but was not as committed" → "but been not"), one after another clause
    ("..., which was ..., and took up position"), or a past form after "and" that the
    parser hung elsewhere (:func:`_left_finite`).
    """
    edits: list[Edit] = []
    past_perfect = perfect and clause.tense == "past"
    if clause.has_aux and not past_perfect:
        return edits  # "is playing ... and sings": no form of "sings" follows "must be"
    doc = clause.sent.doc
    if past_perfect:
        misplaced = _misplaced_past(clause)
        if misplaced is None:
            return None
        for verb in misplaced:
            participle = convert(verb.text, "VBD", "VBN", verb.lemma_)
            if participle is None:
                return None
            if participle != verb.text:
                edits.append(Edit(verb.idx, token_end(verb), participle))  # "and took it" → "and taken it"
    for verb in clause.conjuncts:
        own = [child for child in verb.last.children if child.dep_ in ("aux", "auxpass")]
        negated = any(child.dep_ == "neg" for child in verb.last.children)
        if own:
            if past_perfect and _was_after_and(own, clause):
                neg = doc[own[0].i + 1]
                if not negated:
                    edits.append(Edit(own[0].idx, token_end(own[0]), "been"))  # "and was broadcast" → "and been broadcast"
                elif neg.dep_ == "neg" and neg.lower_ == "not":
                    edits.append(Edit(own[0].idx, token_end(neg), "not been"))  # "and was not sold" → "and not been sold"
            continue
        before = doc[verb.first.i - 1] if verb.first.i > 0 else None
        if before is not None and before.pos_ in ("NOUN", "PROPN", "PRON", "NUM"):
            continue  # probably a subject the parser missed: a clause of its own ("and 677 are females")
        stays_past = past_perfect and verb.tag == "VBD" and verb.form("VBN") != verb.text
        between = doc[clause.head.last.i + 1 : verb.first.i]
        if any(_clause_word(token, perfect) for token in between):
            if stays_past:
                return None  # "must have entered the town, which ..., and took up": "took" would stay
            continue  # another clause intervenes; the parser may have attached it wrongly
        if stays_past and negated:
            return None  # "but was not as committed": "been not" is no English
        if past_perfect and verb.tag == "VBD":
            form = verb.form("VBN")
        elif not perfect and verb.tag in ("VBZ", "VBP") and clause.tense == "present":
            form = verb.form("VB")
        else:
            continue
        if form is not None and form != verb.text:
            edits.append(verb.replace(form))
    if past_perfect and _left_finite(clause, edits):
        return None  # "must have played as an independent and was not affiliated"
    return edits


def _left_finite(clause: Clause, edits: list[Edit]) -> bool:
    """A past form right after "and", with no subject, that the head's predicates share and
    that ``edits`` leave finite after "must have": "... and was not sold in Japan", "died
    ..., aged 63 years, and was interred", however the parser hung it. Not one inside a
    clause with a subject of its own ("who settled in England and became")."""
    head = clause.head.last
    doc = head.doc
    edited = {edit.start for edit in edits}
    for token in doc[head.i + 1 : clause.sent.end]:
        if token.tag_ != "VBD" or doc[token.i - 1].lower_ != "and" or token.idx in edited:
            continue
        if convert(token.text, "VBD", "VBN", token.lemma_) == token.text:
            continue  # "and added": the same form after "must have"
        verb = token.head if token.dep_ in ("aux", "auxpass") else token
        chain = [verb, *verb.ancestors]
        if head not in chain:
            continue
        between = chain[: chain.index(head)]
        if not any(
            any(c.dep_ in ("nsubj", "nsubjpass", "expl") for c in word.children) or word.dep_ == "relcl" for word in between
        ):
            return True
    return False


def _misplaced_past(clause: Clause) -> list[Token] | None:
    """Past verbs after "and" with no subject, hung on a verb of another tense inside the
    head's clause ("must have noticed how Galkin plays games ... and took it from him", "must
    have moved to Paris to study art and became"): they are the head's conjuncts, which
    "must have" would leave finite. None where another subject stands between such a verb
    and the verb it hangs on ("to send a call before the torpedo hit and blew the ship
    apart"): it may be that subject's."""
    head = clause.head.last
    doc = head.doc
    found = []
    for token in doc[head.i + 1 : clause.sent.end]:
        if token.dep_ != "conj" or token.tag_ != "VBD" or token.head.tag_ not in ("VB", "VBZ", "VBP", "VBG"):
            continue
        if convert(token.head.text, token.head.tag_, "VBD", token.head.lemma_) in (None, token.head.text):
            continue  # "before the torpedo hit and blew": "hit" may be a past of its own
        if any(child.dep_ in ("nsubj", "nsubjpass", "expl", "aux", "auxpass") for child in token.children):
            continue  # a clause of its own
        past = next((a for a in token.ancestors if a.tag_ == "VBD"), None)
        if doc[token.i - 1].lower_ != "and" or past is None or past.i != head.i:
            continue  # not "but wanted to apply ... and became": "wanted" is its verb
        if convert(token.text, "VBD", "VBN", token.lemma_) == token.text:
            continue  # "and added": the same form after "must have", whoever's verb it is
        if any(t.dep_ in ("nsubj", "nsubjpass") for t in doc[token.head.i + 1 : token.i]):
            return None
        found.append(token)
    return found


def _was_after_and(own: list[Token], clause: Clause) -> bool:
    """A conjunct's only auxiliary is "was"/"were" right after an "and" that follows the
    head, with no clause word between ("started ... and was broadcast"), so that it can
    become "been" under "must have" ("and was not sold" → "and not been sold")."""
    if len(own) != 1 or own[0].lower_ not in ("was", "were"):
        return False
    doc = own[0].doc
    nearest = doc[own[0].i - 1] if own[0].i > 0 else None
    if nearest is None or nearest.lower_ != "and" or nearest.i <= clause.head.last.i:
        return False
    return not any(_clause_word(token, True) for token in doc[clause.head.last.i + 1 : nearest.i])


def emphatic_do(clause: Clause) -> Found:
    """"He works" → "He does work": an affirmative auxiliary that keeps truth and time.

    For present simple events, where "must" would read as an obligation. "does"/"do"
    goes right before the verb, after any adverb ("He often does work"), and coordinated
    present verbs take their base form ("does write and sing").
    """
    if clause.has_aux:
        return Skip(PRESENT_EVENT)  # "is given annually": a passive event
    if clause.negations:
        return Skip(SPLIT_NEGATION)
    if clause.lemma in ("do", "be") or clause.head.tag not in ("VBZ", "VBP"):
        return Skip(PRESENT_EVENT)
    if not verb_agrees(clause.subject, clause.head.tag):
        return Skip(DISAGREEMENT)
    base = clause.head.form("VB")
    if base is None:
        return Skip(AMBIGUOUS)
    doc = clause.sent.doc
    before = doc[clause.head.first.i - 1] if clause.head.first.i > 0 else None
    words = negative_words() | {"never"}
    if before is not None and (before.dep_ == "neg" or before.lower_ in words) or any(
        t.lower_ in words for t in doc[clause.subject.i + 1 : clause.head.first.i]
    ):
        return Skip(SPLIT_NEGATION)  # "He never works" / "He hardly works": no emphatic reading
    if any(child.dep_ == "ccomp" and child.i < clause.subject.i for child in clause.head.last.children):
        return Skip(REPORTING)  # '"...," Mulaney says.': "does say" reads as a contradiction
    word = "does" if clause.head.tag == "VBZ" else "do"
    edits = [clause.head.replace(f"{word} {base}")]
    conjuncts = conjunct_edits(clause, perfect=False) or []
    edited = {edit.start for edit in conjuncts}
    head = clause.head.last
    for token in doc[head.i + 1 : head.right_edge.i + 1]:
        if token.dep_ != "conj" or token.tag_ not in ("VBZ", "VBP") or token.idx in edited:
            continue
        if not any(c.dep_ in ("nsubj", "nsubjpass", "expl") for c in token.children):
            return Skip(COORDINATED)  # "does examine ... and discusses": a present verb left finite
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
        return Skip(MODAL_CLAUSE)
    be = _be_form(clause.subject)
    if be is None or clause.subject.i > finite.i:
        return Skip(MODAL_CLAUSE)
    doc = clause.sent.doc
    rest = doc[finite.i + 1 : (clause.auxes[1].i if len(clause.auxes) > 1 else clause.head.first.i)]
    if len(clause.auxes) > 1 and clause.auxes[1].lemma_ != "be":
        return Skip(MODAL_CLAUSE)  # "will have finished": "is going to have finished" reads badly
    neg = [t for t in rest if t.dep_ == "neg"]
    adverbs = [t for t in rest if t.dep_ != "neg"]
    if len(neg) > 1 or len(adverbs) > 1 or any(t.lower_ not in rule_data().adverbs.before_be for t in adverbs):
        return Skip(MODAL_CLAUSE)  # "will likely affect", "will only have": the adverb has no place
    if neg and neg[0].i != finite.i + 1:
        return Skip(SPLIT_NEGATION)
    habitual = rule_data().present.habitual_adverbs
    if any(t.lower_ in habitual for t in clause.sent):
        return Skip(MODAL_CLAUSE)  # "will usually host": a habit, not a prediction
    coordinated = (c for verb in clause.head.last.children if verb.dep_ == "conj" for c in verb.children)
    if any(c.tag_ == "MD" and c.lower_ not in config.will for c in coordinated):
        return Skip(MODAL_CLAUSE)  # "will die and can be removed": a process, not a prediction
    if neg and neg[0].lower_.replace("’", "'") == "n't":
        contracted = config.contracted.get(be)  # "won’t" → "isn’t": the apostrophe as typed
        words = [contracted.replace("'", neg[0].text[1:2])] if contracted else [be, "not"]
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
        return Skip(MODAL_CLAUSE)
    word = pairs[finite.lower_]
    if finite.text[:1].isupper():
        word = word[:1].upper() + word[1:]
    return "mv.modal_swap", [Edit(finite.idx, token_end(finite), word)]
