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
``mv.<modal>_plain`` and ``mv.emphatic_do``; ``mv.caption`` writes "must be" as the
implied auxiliary of a caption ("A man standing on a ladder." → "A man must be standing on
a ladder.", see :mod:`sda_augment.analysis.caption`). Clauses that already carry a modal,
questions, imperatives and fragments are not applicable; the skip reason says which.

This module writes the modal itself and picks the rule; emphatic do, "be going to" and the
modal swap are in :mod:`.rewrites`, the readings of the clause that decide between them in
:mod:`.checks`, and the main clauses rebuilt after parser errors in
:mod:`sda_augment.analysis.recovery`.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING, ClassVar

from ...analysis.agreement import takes_third_singular
from ...analysis.articles import article_repaired, restored_article
from ...analysis.caption.clauses import SPLICES, caption_clause_problem
from ...analysis.caption.existential import Existential
from ...analysis.caption.reading import BARE_NOUN, Caption, positive_existential, read_sentence
from ...analysis.clause import (
    LIST_ITEM,
    QUESTION,
    Clause,
    analyses,
    first_reason,
)
from ...analysis.document import doc_text
from ...analysis.morphology import convert
from ...analysis.recovery import recover
from ...analysis.rules import grammar
from ...analysis.stranded_conjuncts import STRANDED
from ...analysis.tokens import ends_with
from ...edits import Edit, insert_before, keeps_capital, token_end
from ...reasons import EMPTY_INPUT, NO_RULE, Skip, register_reason
from ...transform import Candidate, MemoisedRuleTransform, Meta
from .captions import (
    caption_past_state,
    caption_progressive,
    caption_state,
    conjunct_follows,
    state_participle,
)
from .checks import (
    capitalised_preverbal,
    either_or,
    inferential,
    list_header,
    negative_existential,
    negative_subject,
    object_before_colon,
)
from .rewrites import (
    AMBIGUOUS,
    COORDINATED,
    MODAL_CLAUSE,
    PRESENT_EVENT,
    SPLIT_NEGATION,
    Found,
    conjunct_edits,
    emphatic_do,
    going_to,
    modal_swap,
)
from .rules import rule_data

if TYPE_CHECKING:
    from spacy.tokens import Doc, Token


USED_TO = register_reason("mv.used_to", "'used to' or 'ought to' (no modal form)")
NEGATIVE_SUBJECT = register_reason("mv.negative_subject", "negative subject")
PROHIBITION = register_reason("mv.prohibition", "negated present clause: 'must not' would read as a prohibition")
EITHER_OR = register_reason("mv.either_or", "the verb is one side of 'either ... or' (the modal would break it)")
TITLE_BEFORE_VERB = register_reason("mv.title_before_verb", "a capitalised adverb before the verb (the end of a title)")
DONE_TO = register_reason(
    "mv.caption_done_to",
    "a caption's past participle names what was done to its subject ('Two cars parked ...'): 'must be parked' reads as an order",
)
UNPLACED = register_reason(
    "mv.caption_unplaced", "verbless line naming no place ('A love story about ...'): 'there must be' would assert it"
)


@cache
def lexicon_modals(lexicon: str) -> tuple[str, ...]:
    lexicons = rule_data().lexicons
    if lexicon not in lexicons:
        raise ValueError(f"unknown MV lexicon {lexicon!r}; choose from {sorted(lexicons)}")
    return lexicons[lexicon].modals


def _agree(modal: str, clause: Clause) -> str:
    """``modal`` in the form its subject takes ("He has to", "They have to")."""
    forms = rule_data().agreement.third_singular
    return forms.get(modal, modal) if takes_third_singular(clause.subject) else modal


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


def _after_have(adverbs: list[Token]) -> bool:
    """One manner or degree adverb in "-ly" ("strongly", "heavily"): it reads after "have"."""
    if len(adverbs) != 1:
        return False
    lower = adverbs[0].lower_
    return lower.endswith("ly") and lower not in rule_data().adverbs.before_have


def explain_modal(clause: Clause, modal: str, present_events: bool = False) -> Found:
    """The rule id and edits putting ``modal`` on ``clause``, or why it cannot go there.

    ``present_events`` also admits present-tense events ("She must travel"), where
    "must" tends to read as an obligation; off by default, and emphatic do is written
    instead ("She does travel").
    """
    doc = clause.sent.doc
    if ends_with(clause.sent, ("?",)):
        return Skip(QUESTION)
    if capitalised_preverbal(clause):
        return Skip(TITLE_BEFORE_VERB)
    if either_or(clause):
        return Skip(EITHER_OR)
    if clause.tense == "modal":
        if modal != "must":
            return Skip(MODAL_CLAUSE)
        found = going_to(clause)
        return modal_swap(clause) if isinstance(found, Skip) and found.code == MODAL_CLAUSE else found
    skip = rule_data().skip.lemmas_before_to
    after_head = doc[clause.head.last.i + 1] if clause.head.last.i + 1 < len(doc) else None
    if clause.lemma in skip and after_head is not None and after_head.lower_ == "to":
        return Skip(USED_TO)
    if negative_subject(clause):
        return Skip(NEGATIVE_SUBJECT)  # "Nobody must have come" reads oddly; English says "Nobody can have come"
    if list_header(clause) or (
        ends_with(clause.sent, (":",)) and clause.tense == "present" and not clause.main_verb_be and not object_before_colon(clause)
    ):
        return Skip(LIST_ITEM)  # "Past winners include:" / "the current follows the course of:": the claim is the list
    if not present_events and not inferential(clause) and not caption_state(clause):
        return caption_progressive(clause, emphatic_do(clause)) if modal == "must" else Skip(PRESENT_EVENT)
    following = doc[clause.finite.i + 1] if clause.finite.i + 1 < len(doc) else None
    if clause.main_verb_be and (following is None or following.text in (":", ".", ";")):
        return Skip(LIST_ITEM)  # "The main rivers are:" introduces a list
    if negative_existential(clause):
        return Skip(NEGATIVE_SUBJECT)  # "there must be no doubts" reads as an injunction
    rest = _rest(clause)
    if rest is None:
        return Skip(AMBIGUOUS)
    text, perfect = rest
    if clause.negations and not perfect:
        return Skip(PROHIBITION)  # "data are not available" → "must not be available" forbids it
    if modal != "must" and clause.negations:
        return Skip(SPLIT_NEGATION)  # "ought not to", "does not have to": only the default lexicon negates
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
        # "He also provided" → "He must also have provided";
        # "The US strongly criticized" → "The US must have strongly criticized"
        adverbs = _preverbal_adverbs(clause)
        if perfect and _after_have(adverbs):
            edits.append(insert_before(adverbs[0], f"{word} have "))
            edits.append(clause.head.replace(text.removeprefix("have ")))
        else:
            edits.append(insert_before(adverbs[0], f"{word} "))
            edits.append(clause.head.replace(text))
    elif neg is not None:
        return Skip(SPLIT_NEGATION)
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
            return Skip(AMBIGUOUS)
        edits.append(clause.head.replace(f"have {participle}"))
    conjuncts = conjunct_edits(clause, perfect)
    if conjuncts is None:
        return Skip(COORDINATED)  # "must have advanced ..., but been not as committed"
    edits.extend(conjuncts)
    return rule, edits


def _determined(prep: Token) -> bool:
    """The object of ``prep`` has a determiner or possessive ("in its mouth", "in front of a
    mountain"), as a place seen in a picture does; "in excess of 10,000", "in colour" do not."""
    for obj in (g for g in prep.children if g.dep_ == "pobj"):
        if any(g.dep_ in ("det", "poss", "nummod") for g in obj.children):
            return True
        if any(g.dep_ == "prep" and g.lower_ == "of" and _determined(g) for g in obj.children):
            return True  # "in front of a ...", "on top of the ..."
    return False


def _places(noun: Token, determined: bool = False) -> bool:
    """A preposition of place on ``noun`` ("on a bench"), a place adverb ("outside"), or a
    particle followed by one ("up in a tree"); with ``determined``, a preposition's object
    must have a determiner (:func:`_determined`)."""
    config = rule_data().existential
    for child in noun.children:
        if child.dep_ == "prep" and child.lower_ in config.places and (not determined or _determined(child)):
            return True
        if child.dep_ in ("advmod", "prt") and (
            child.lower_ in config.place_adverbs
            or any(g.dep_ == "prep" and g.lower_ in config.places for g in child.children)
        ):
            return True
    return False


def placed(reading: Existential) -> bool:
    """The noun phrase is placed in a scene: "There must be a man on a bench" describes a
    picture; "There must be a love story about ..." or "... top drivers with most wins"
    (a tagline, a table's heading) asserts what the fragment never claimed.

    The place may be on the noun ("A man on a bench", "A child outside"), on who a group
    noun gathers ("A group of people on the beach") or on what "with" adds to the noun ("A
    dog with a branch in its mouth", "A street with people in front of a mountain").
    """
    nouns = [reading.head, *(c for c in reading.head.children if c.dep_ == "conj")]  # "A man and a dog on a bench"
    groups = grammar().captions.group_nouns
    for noun in nouns:
        if _places(noun):
            return True
        for prep in noun.children:
            if prep.dep_ != "prep" or not (prep.lower_ == "with" or (prep.lower_ == "of" and noun.lemma_.lower() in groups)):
                continue
            if any(g.dep_ == "pobj" and _places(g, determined=prep.lower_ == "with") for g in prep.children):
                return True  # "with" adds a place only where it is one ("with a branch in its mouth")
    return False


def existential_edits(reading: Existential) -> list[Edit]:
    """"A busy street at night." → "There must be a busy street at night."; "Dogs in the
    snow." → "There must be dogs in the snow."; a bare singular takes the article its
    caption left out ("Man on a bench" → "There must be a man on a bench")."""
    if reading.article is not None:
        return reading.edits(f"There must be {reading.article.text.lower()}", lower_first=False)
    article = restored_article(reading.head) if reading.number == "singular" else None
    opening = f"There must be {article}" if article is not None else "There must be"
    return reading.edits(opening, lower_first=not keeps_capital(reading.first))


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
    captions: bool = True

    def __post_init__(self) -> None:
        lexicon_modals(self.lexicon)

    def _compute(self, doc: Doc) -> list[Candidate] | Skip:
        options: list[Candidate] = []
        reasons: list[Skip] = []
        for sent, found in analyses(doc):
            recovered = recover(sent, found) if isinstance(found, Skip) else None  # MV's own recoveries come first
            read = read_sentence(sent, recovered or found, self.captions)
            clause = read.found if isinstance(read.found, Clause) else None
            if clause is None:
                reading = read.found if read.caption else None
                existential = positive_existential(sent, found) if self.captions else None
                if isinstance(reading, Caption) and reading.participle.lower_ == "being":
                    reasons.append(Skip(PRESENT_EVENT))  # "Kids being walked ...": "must be being walked" reads stiffly, as "is being carried" does
                elif isinstance(reading, Caption) and not state_participle(reading.participle):
                    reasons.append(Skip(DONE_TO))  # "Two cars parked ...": "must be parked" reads as an order
                elif isinstance(reading, Caption):
                    options.append(Candidate("mv.caption", article_repaired(reading.auxiliary_edits("must be"), reading.subject)))
                elif existential is not None and placed(existential):
                    options.append(Candidate("mv.existential", tuple(existential_edits(existential))))
                elif existential is not None:
                    reasons.append(Skip(UNPLACED))
                elif isinstance(reading, Existential) and restored_article(reading.head) is not None and placed(reading):
                    options.append(Candidate("mv.existential", tuple(existential_edits(reading))))  # "There must be a man on a bench."
                elif isinstance(reading, Existential) and restored_article(reading.head) is not None:
                    reasons.append(Skip(UNPLACED))
                elif isinstance(reading, Existential):
                    reasons.append(Skip(BARE_NOUN))  # "Lady vendor's wares": no article to write back
                else:
                    reasons.append(reading if isinstance(reading, Skip) else found)
                continue
            problem = caption_clause_problem(clause)
            if problem is not None and problem.code not in SPLICES:  # "..., there must be buildings": still a faithful inference
                reasons.append(problem)  # "Gymnast photographed ...", "... as a pug follows"
                continue
            if self.captions and caption_past_state(clause):  # "A small group of people gathered together watching a show."
                options.append(Candidate("mv.caption", article_repaired((clause.head.replace(f"must be {clause.head.last.text}"),), clause.subject)))
                continue
            for modal in lexicon_modals(self.lexicon):
                found = explain_modal(clause, modal, self.present_events)
                extra = conjunct_follows(clause, found[0], found[1]) if not isinstance(found, Skip) else []
                if isinstance(found, Skip):
                    reasons.append(found)
                elif extra is None:
                    reasons.append(Skip(STRANDED))  # "must be on a board and hangs" cannot follow
                else:
                    options.append(Candidate(found[0], article_repaired(tuple(found[1]) + tuple(extra), clause.subject)))
        if not doc_text(doc).strip():
            return options or Skip(EMPTY_INPUT)
        return options or (reasons[0] if reasons else (first_reason(doc) or Skip(NO_RULE)))
