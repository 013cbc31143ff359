"""DN (a positive): negate the main claim twice, so that the two negations cancel.

DN puts "It is not true that" before the sentence *and* applies one of NEG's first four
rules to the same main clause. It is skipped where they would not act on the same claim
(coordinated predicates, questions, several clauses), and for verbless fragments: "It is
not true that Pedro Landero does not exist" asserts an existence the title never claimed.
Where no inner negation fits, "did not fail to" negates the verb twice, or the litotes
frame "It is not untrue that" holds both negations. Every skip names its reason.

Captions with no finite verb are read as NEG reads them (:mod:`sda_augment.analysis.caption`):
``dn.caption`` "It is not true that a man is not standing on a ladder." and
``dn.existential`` "It is not true that there is no busy city street at night."
(``captions=false`` turns both off).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING, ClassVar

from ...analysis.agreement import verb_agrees
from ...analysis.articles import bare_list, bare_opening, restored_article, restored_article_edits
from ...analysis.caption.clauses import NO_FRAME, caption_clause_problem
from ...analysis.caption.existential import Existential
from ...analysis.caption.reading import BARE_NOUN as CAPTION_BARE_NOUN
from ...analysis.caption.reading import Caption, SentenceReading, read_sentence
from ...analysis.clause import NO_VERB, SECONDARY, Clause, analyses, secondary_clause
from ...analysis.document import doc_text
from ...analysis.morphology import do_support, negative_form
from ...analysis.rules import grammar
from ...analysis.tokens import child_rows, rows, sent_rows, sent_text, sent_words
from ...edits import Edit
from ...reasons import EMPTY_INPUT, Skip, register_reason
from ...transform import Candidate, MemoisedRuleTransform, Meta
from .casing import lowered
from .clause_negations import clause_negations, negation_problem
from .cues import negation_cues
from .fragments import fragment_edits, fragment_frame
from .frames import (
    FRONTED_NOUN,
    LABEL_COLON,
    label_colon,
    opening_kind,
    opening_phrase,
    template,
    template_edits,
    template_problem,
)
from .litotes import LITOTES_NO_SITE, litotes_edits
from .local_edits import (
    Contractions,
    check_contractions,
    conjunct_chain,
    conjunct_tag,
    shared_predicate_edits,
    wants_contraction,
    with_text_apostrophes,
)
from .rules import rule_data
from .scope import SCOPE_ADVERB, TRAILING_PARTICIPLE, trailing_participle

if TYPE_CHECKING:
    from spacy.tokens import Doc


OTHER_NEGATION = register_reason("dn.other_negation", "another negation in the sentence")
COORDINATED = register_reason("dn.coordinated", "coordinated clauses or predicates")
LOOSE_OPENING = register_reason(
    "dn.loose_opening", "words before the subject that are not an opening phrase (another clause, a loose noun phrase)"
)
SEMICOLON = register_reason("dn.semicolon", "clauses joined by ';'")
UNTIL = register_reason("dn.until", "'until' on the main verb ('not ... until' has its own meaning)")
TRAILING_CONTRAST = register_reason(
    "dn.trailing_contrast", "trailing contrast clause ('while', 'whereas'): the frame would deny it too"
)
BUT_PHRASE = register_reason(
    "dn.but_phrase", "a 'but' phrase after the verb: 'is not X, but with Y' reads as a correction, not a denial"
)
FINITE_CONJUNCT = register_reason("dn.finite_conjunct", "a later conjunct stays finite outside the negation")
FRONTED_MODIFIER = register_reason(
    "dn.opening.fronted_modifier", "fronted participle, adjective or contrast phrase before a comma"
)
BARE_SUBJECT = register_reason(
    "dn.bare_count_subject", "a caption's count noun without its article opens the line ('Man is chopping wood')"
)
FRONTED = register_reason("dn.opening.fronted_reason", "fronted reason, concession or purpose without a comma")


@dataclass(frozen=True)
class DoubleNegation(MemoisedRuleTransform):
    """Two negations of the same claim that cancel (SDA's DN, a positive)."""

    name: ClassVar[str] = "dn"
    polarity: ClassVar[str] = "positive"
    meta: ClassVar[Meta] = Meta(
        "Double negation: 'It is not true that' plus a negation of the same main clause",
        source="SDA (Zhu et al.): double negation",
        needs="parse",
    )

    contractions: Contractions = "auto"
    litotes: bool = True
    fragments: bool = False
    captions: bool = True

    def __post_init__(self) -> None:
        check_contractions(self.contractions)

    def _compute(self, doc: Doc) -> list[Candidate] | Skip:
        return with_text_apostrophes(doc, self._rewrites(doc))

    def _rewrites(self, doc: Doc) -> list[Candidate] | Skip:
        """The candidates, with the straight apostrophes the rules write, or why there are none."""
        found = analyses(doc)
        if not doc_text(doc).strip() or not found:
            return Skip(EMPTY_INPUT)
        read = read_sentence(found[0][0], found[0][1], self.captions)
        if not isinstance(read.found, Clause):
            return self._without_clause(doc, read)
        clause = read.found
        if bare_opening(clause.subject) and restored_article(clause.subject) is None and not bare_list(clause.subject):
            return Skip(BARE_SUBJECT)
        inner = self._inner(doc, clause)
        if not isinstance(inner, Skip) or not self.litotes or inner.code in NO_FRAME:
            return inner
        problem = caption_clause_problem(clause)
        if problem is not None and problem.code in NO_FRAME:
            return problem  # "It is not untrue that three women on a stage, one ... is sitting": no clause to frame
        frame = litotes_edits(doc, clause)
        if isinstance(frame, Skip):
            return inner if frame.code == LITOTES_NO_SITE else frame
        return [Candidate("dn.litotes", tuple(frame))]

    def _without_clause(self, doc: Doc, read: SentenceReading) -> list[Candidate] | Skip:
        """DN on a caption's reading, or on a verbless fragment (with ``fragments``), or why not."""
        reading = read.found
        if isinstance(reading, Caption):
            inner = reading.auxiliary_edits(negative_form(reading.be, wants_contraction(doc, self.contractions)))
            first = next(t for t in doc if not t.is_space)
            if reading.bare:
                frame = restored_article_edits(reading.subject, template())  # "... that a man is not sitting"
                if frame is None:
                    return Skip(CAPTION_BARE_NOUN)  # "It is not true that Man is not ...": no right capital
            else:
                frame = [Edit(first.idx, first.idx, template() + " ")]
                if lowered(first):
                    frame.append(Edit(first.idx, first.idx + 1, first.text[0].lower()))
            return [Candidate("dn.caption", tuple(frame + inner))]
        if isinstance(reading, Existential):
            opening = f"{template()} there {reading.be()} no"
            return [Candidate("dn.existential", tuple(reading.edits(opening, lowered(reading.first))))]
        assert isinstance(reading, Skip)
        if not read.caption and reading.code == NO_VERB and self.fragments:
            edits = fragment_edits(doc, wants_contraction(doc, self.contractions))
            if isinstance(edits, list):
                return [Candidate("dn.fragment_template", tuple(fragment_frame(doc) + edits))]
        return reading

    def _inner(self, doc: Doc, clause: Clause) -> list[Candidate] | Skip:
        """DN by a negation of the main clause under "It is not true that", or why it cannot."""
        if secondary_clause(clause):
            return Skip(SECONDARY)
        problem = caption_clause_problem(clause)
        if problem is not None:
            return problem  # the litotes frame, which takes the whole sentence, may still act
        contract = wants_contraction(doc, self.contractions)
        shared = None
        if clause.conjuncts or _coordinated_clause(clause):
            shared = shared_predicate_edits(clause)
            if shared is None:
                # The frame would scope over both clauses; negate the head twice locally.
                if _other_negation(clause):
                    return Skip(OTHER_NEGATION)
                edits = not_fail(clause, contract)
                if not edits:
                    return Skip(COORDINATED)
                return [Candidate("dn.not_fail", tuple(edits))]
        problem = template_problem(doc, clause)
        if problem is not None:
            return problem
        if _other_negation(clause):
            return Skip(OTHER_NEGATION)
        if not _clean_opening(clause):
            return Skip(LOOSE_OPENING)
        if ";" in sent_text(clause.sent):
            return Skip(SEMICOLON)  # the frame would scope over both clauses
        if label_colon(clause):
            return Skip(LABEL_COLON)  # "Dave Bedson: Held the position": not a clause to frame
        opening = _opening_problem(doc, clause)
        if opening is not None:
            return opening
        if _until(clause):
            return Skip(UNTIL)
        if opening_kind(doc, clause) == "other":
            return Skip(FRONTED_MODIFIER)
        if trailing_participle(clause):
            return Skip(TRAILING_PARTICIPLE)
        kids = child_rows(doc)
        last = clause.head.last.i
        contrast = rule_data().scope.contrast_marks
        if any(c.dep == "advcl" and c.i > last and any(m.dep == "mark" and m.lower in contrast for m in kids[c.i]) for c in kids[last]):
            return Skip(TRAILING_CONTRAST)
        if _but_phrase(clause, last):
            return Skip(BUT_PHRASE)
        conjunct_ids = {t.i for verb in clause.conjuncts for t in (verb.first, verb.last)}
        adverbs = rule_data().scope.scope_adverbs
        if conjunct_ids and any(row.lower in adverbs and row.head in conjunct_ids for row in sent_rows(clause.sent)):
            return Skip(SCOPE_ADVERB)  # "did not visit him, and later describe"
        if _finite_conjunct(clause, shared is not None):
            return Skip(FINITE_CONJUNCT)
        options: list[Candidate] = []
        for inner in clause_negations(clause, contract, embedded=True):
            if inner.rule == "neg.swap" and _coordinated_no(clause):
                continue  # "has no parking, no facilities": one swap would not cancel the frame
            if shared is not None and inner.rule != "neg.add_not":
                continue
            if inner.rule == "neg.add_not" and _negative_word(clause):
                continue  # "reported that there was no one": a third negation blurs the claim
            if inner.rule == "neg.add_not" and _perfect_duration(clause):
                continue  # "has not been a resident since 1984" means he left: the frame would not undo it
            frame = template_edits(doc, clause, inner.edits)
            if frame is None:
                continue
            rule = "dn.template_add" if inner.rule == "neg.add_not" else "dn.template_remove"
            extra = tuple(edit for edit in shared or () if edit not in inner.edits)  # add_not may carry them
            options.append(Candidate(rule, tuple(frame) + inner.edits + extra, (("negation", inner.rule),)))
        return options or negation_problem(clause)


# --- where the frame and the inner negation would not deny one claim ---------------------------


def _but_phrase(clause: Clause, last: int) -> bool:
    """A "but" after the verb joining a phrase, not a clause ("is a guitar, but with a
    wooden frame"): under an inner "not" it reads "not X but Y", so the frame over it does
    not give the claim back."""
    table = rows(clause.sent.doc)
    for row in table[last + 1 : clause.sent.end]:
        if row.lower != "but" or row.dep != "cc":
            continue
        joined = next((other for other in table[row.i + 1 : clause.sent.end] if other.dep == "conj" and other.head == row.head), None)
        if joined is None or joined.pos not in ("VERB", "AUX"):
            return True  # a phrase after "but" ("but with a wooden frame", "small but comfortable")
    return False


def _perfect_duration(clause: Clause) -> bool:
    """A perfect clause ("has lived", "has been living") with "since ..." or "for <stretch of
    time>" after its verb."""
    if not any(aux.lemma_ == "have" for aux in clause.auxes):
        return False
    table = rows(clause.sent.doc)
    durations = rule_data().scope.duration_nouns
    for row in table[clause.head.last.i + 1 : clause.sent.end]:
        if row.lower == "since":
            return True
        if row.lower == "for" and row.dep == "prep":
            objects = [kid for kid in child_rows(clause.sent.doc)[row.i] if kid.dep == "pobj"]
            if any(obj.lower in durations for obj in objects):
                return True
    return False


def _negative_word(clause: Clause) -> bool:
    """A negative word anywhere in the sentence ("reported that there was no one")."""
    text = " " + " ".join(row.lower for row in sent_rows(clause.sent)) + " "
    return any(f" {word} " in text for word in rule_data().scope.negative_words)


def _finite_conjunct(clause: Clause, shared: bool) -> bool:
    """A finite verb coordinated after the head that the negation does not reach.

    "did not begin riding ... and grew up attending": the frame would scope over "grew up"
    too, so the two negations would not cancel.
    """
    covered = {t.i for verb in clause.conjuncts for t in (verb.first, verb.last)} if shared else set()
    table = rows(clause.sent.doc)
    finite_tags = ("VBD", "VBZ", "VBP")
    for ancestor in clause.head.last.ancestors:
        if ancestor.i > clause.head.last.i and ancestor.tag_ in finite_tags and not any(
            child.dep_ in ("nsubj", "nsubjpass", "expl") for child in ancestor.children
        ):
            return True  # "were long, had a beam of ...": the parser hung the head on the later verb
    later = table[clause.head.last.i + 1 : clause.sent.end]
    for row in later:
        if row.i in covered:
            continue
        if row.dep == "conj" and row.tag in finite_tags:
            return True
        if row.dep in ("aux", "auxpass") and row.tag in finite_tags:
            if table[row.head].dep == "conj" and row.head > clause.head.last.i and row.head not in covered:
                return True  # "was not released ... and was certified platinum": its own auxiliary
            if table[row.i - 1].lower in grammar().clauses.coordinators:
                return True  # the same, where the parser hung the second verb elsewhere
    return False


def _until(clause: Clause) -> bool:
    """An "until" phrase or clause on the main verb: "did not remain unknown until" means something else."""
    if "until" not in sent_words(clause.sent)[0]:
        return False
    head_ids = set(range(clause.head.first.i, clause.head.last.i + 1))
    table = rows(clause.sent.doc)
    for row in table[clause.sent.start : clause.sent.end]:
        if row.lower == "until" and (row.head in head_ids or (row.dep == "mark" and table[row.head].head in head_ids)):
            return True
    return False


def _opening_problem(doc: Doc, clause: Clause) -> Skip | None:
    """Why a fronted phrase keeps DN's frame away: it would deny the reason or read as the subject."""
    kids = child_rows(doc)
    subjects = [c.i for i in range(clause.head.first.i, clause.head.last.i + 1) for c in kids[i] if c.dep in ("nsubj", "nsubjpass")]
    if len(subjects) > 1 and any(doc[i].left_edge.i > 0 and doc[doc[i].left_edge.i - 1].text == "," for i in subjects[1:]):
        return Skip(FRONTED_NOUN)  # two subjects: one is a fronted appositive ("A younger son of his father, Pratap's rule")
    start = clause.subject.left_edge.i
    table = rows(doc)
    opener = table[0].lower
    if start == 0 or opener in grammar().clauses.discourse_connectives:
        return None
    head_ids = set(range(clause.head.first.i, clause.head.last.i + 1))
    if any(row.head in head_ids and not row.punct and row.pos in ("NOUN", "PROPN", "PRON") and row.dep != "npadvmod" for row in table[0:start]):
        return Skip(FRONTED_NOUN)  # "A younger son of his father, Pratap's rule ..."
    if opening_phrase(doc, clause) is None and opener in rule_data().dn.fronted_markers and opener != "in":
        return Skip(FRONTED)
    if " ".join(row.lower for row in table[:3]) == "in order to":
        return Skip(FRONTED)  # "In order to investigate X Alpert devised": a purpose
    return None


_OPENING_DEPS = frozenset({"prep", "advcl", "advmod", "npadvmod", "punct", "mark", "cc"})


def _clean_opening(clause: Clause) -> bool:
    """Only the subject, or introductory phrases of the main verb, stand before the subject.

    "It is not true that" must frame a whole clause; a sentence that opens with a loose
    noun phrase ("Brilliant idea but the board ...") would not read as one.
    """
    subject_start = clause.subject.left_edge.i
    head_ids = set(range(clause.head.first.i, clause.head.last.i + 1))
    table = rows(clause.sent.doc)
    for row in table[clause.sent.start : subject_start]:
        top = row
        while top.head not in head_ids and top.head != top.i:
            top = table[top.head]
        if top.head not in head_ids or top.dep not in _OPENING_DEPS or top.dep == "cc":
            return False
    return True


def _coordinated_no(clause: Clause) -> bool:
    """A "no" determiner on a noun coordinated with other nouns ("no X, no Y and no Z")."""
    return any(
        row.lower == "no" and row.dep == "det" and any(c.dep_ == "conj" for c in clause.sent.doc[row.head].children)
        for row in sent_rows(clause.sent)
    )


def _other_negation(clause: Clause) -> bool:
    """A negative word outside the clause's own negation: a third negation would confuse."""
    own = {token.i for token in clause.negations}
    head_ids = set(range(clause.head.first.i, clause.head.last.i + 1))
    words = _other_negation_words()
    table = rows(clause.sent.doc)
    for row in table[clause.sent.start : clause.sent.end]:
        if row.lower not in words and "’" not in row.lower:
            continue  # the common case: not a negative word in any spelling
        lower = row.lower.replace("’", "'")
        if lower not in words or row.i in own or row.head in head_ids:
            continue  # the clause's own negative words: the inner rule acts on them
        if lower == "no" and (row.dep == "det" or (table[row.head].lower == "longer" and table[row.head].head in head_ids)):
            continue  # "no parking" (swapped or skipped elsewhere), "no longer" on the verb
        return True
    return False


@lru_cache(maxsize=1)
def _other_negation_words() -> frozenset[str]:
    return frozenset(grammar().negatives.indefinites) | rule_data().dn.negators


def _coordinated_clause(clause: Clause) -> bool:
    """True when another full clause is coordinated with the main one ("..., and she left")."""
    kids = child_rows(clause.sent.doc)
    return any(child.dep == "conj" and child.pos in ("VERB", "AUX") for child in kids[clause.head.last.i]) or any(
        child.dep == "conj" and child.pos in ("VERB", "AUX") for child in kids[clause.head.first.i]
    )


# --- "did not fail to": both negations on the verb alone -------------------------------------


def _listed_finite_conjunct(clause: Clause) -> bool:
    """A finite verb coordinated with the head by "and" or a comma (not a contrast with "but").

    "did not fail to travel, but wrote books" reads right; "did not fail to turn the light
    on, put ..., and then noticed" mixes an infinitive list with a finite verb.
    """
    doc = clause.sent.doc
    verbs = [v for v in conjunct_chain(clause) or [] if conjunct_tag(clause, v) in ("VBD", "VBZ", "VBP")]
    for verb in verbs:
        between = doc[clause.head.last.i + 1 : verb.i]
        if not any(t.dep_ == "cc" and t.lower_ in ("but", "yet") for t in between):
            return True
    return False


def not_fail(clause: Clause, contract: bool) -> list[Edit] | None:
    """"travelled" → "did not fail to travel": two negations on the head verb alone.

    Used where a sentence frame would also scope over a coordinated predicate. Only
    for past active lexical verbs that report an achievement or an obligation met ("did
    not fail to reach the port"; "did not fail to study mathematics" adds a doubt the
    sentence never had), with no auxiliary, no negation and no modal.
    """
    if clause.has_aux or clause.main_verb_be or negation_cues(clause) or clause.tense != "past":
        return None
    if clause.lemma not in rule_data().not_fail.met_lemmas or any(c.dep_ == "prt" for c in clause.head.last.children):
        return None  # "reach out to" is no achievement, whatever "reach" is
    if clause.head.last.tag_ == "VBN":
        return None  # "with his hands crossed", "A woman seated": a participle read as a past tense
    if clause.lemma in rule_data().not_fail.blocked_lemmas:
        return None
    if _listed_finite_conjunct(clause):
        return None  # "did not fail to turn ..., put ..., and then noticed": a list that stays finite
    do = do_support(clause.head.tag)
    base = clause.head.form("VB")
    if do is None or base is None:
        return None
    if not verb_agrees(clause.subject, clause.head.tag):
        return None
    doc = clause.sent.doc
    after = doc[clause.head.last.i + 1] if clause.head.last.i + 1 < len(doc) else None
    if after is not None and after.lower_ == "to":
        return None  # "wanted to go" → "did not fail to want to go" stacks infinitives
    return [clause.head.replace(f"{negative_form(do, contract)} fail to {base}")]
