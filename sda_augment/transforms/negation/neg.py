"""NEG (a hard negative): negate the main claim once.

Rules, one chosen at random among those that apply to a main clause:

* ``neg.add_not``      "not" after the finite auxiliary, or do-support ("travelled" →
                       "did not travel");
* ``neg.remove_not``   an existing "not"/"n't" removed, undoing do-support ("didn't go" → "went");
* ``neg.remove_never`` "never" removed ("He never married" → "He married");
* ``neg.swap``         a negative word of the main clause made affirmative ("Nobody" →
                       "Somebody", "no census" → "a census", "no longer" → "still");
* ``neg.template``     only when none of the above reaches a finite main clause:
                       "It is not true that ..." before it;
* ``neg.fragment_template`` a text that is one noun phrase and no verb (a title, a
                       name): "Pedro Landero" → "Pedro Landero does not exist."
* ``neg.caption``      a caption with no finite verb, read with its implied "be"
                       ("A man standing on a ladder." → "A man is not standing on a ladder.");
* ``neg.existential``  a verbless caption read as "there is a ...": "A busy city street at
                       night." → "There is no busy city street at night." (indefinite or
                       bare nouns only; see :mod:`sda_augment.analysis.caption`).

A person's name alone ("Erik Liberman") makes no claim, so the fragment template skips it
(``neg.fragment.person_name``); titles of things keep it ("The 2020 Montreal Earthquake does
not exist."). ``names=true`` writes it for names too, for the coverage of the SDA paper.

``captions=false`` turns both caption readings off (for text with no captions, such as
titles and headings, where a verbless line is a name).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, ClassVar

from ...analysis.articles import article_repaired
from ...analysis.caption.clauses import NO_FRAME, caption_clause_problem
from ...analysis.caption.existential import Existential
from ...analysis.caption.reading import Caption, counted_existential, read_sentence
from ...analysis.clause import Clause, analyses, first_reason
from ...analysis.document import doc_text
from ...analysis.morphology import negative_form
from ...reasons import EMPTY_INPUT, NO_RULE, Skip
from ...transform import Candidate, MemoisedRuleTransform, Meta
from .casing import lowered
from .claims import claim_problem, later_claim
from .clause_negations import clause_negations, negation_problem
from .fragments import CAPTION_FRAGMENT, fragment_edits, placed_caption
from .frames import LATER_SENTENCE, TOO_SHORT, template_edits, template_problem
from .local_edits import Contractions, check_contractions, wants_contraction, with_text_apostrophes
from .scope import NO_FRAME_SCOPE, has_content, scope_problem

if TYPE_CHECKING:
    from spacy.tokens import Doc


@dataclass(frozen=True)
class Negation(MemoisedRuleTransform):
    """Negate the main claim once, grammatically (SDA's NEG, a hard negative)."""

    name: ClassVar[str] = "neg"
    polarity: ClassVar[str] = "negative"
    meta: ClassVar[Meta] = Meta(
        "Negation: negate the main clause once (add or remove 'not', do-support, nobody → somebody)",
        source="SDA (Zhu et al.): negation as a hard negative",
        needs="parse",
    )

    contractions: Contractions = "auto"
    template_fallback: bool = True
    captions: bool = True
    names: bool = False

    def __post_init__(self) -> None:
        check_contractions(self.contractions)

    def _compute(self, doc: Doc) -> list[Candidate] | Skip:
        return with_text_apostrophes(doc, self._rewrites(doc))

    def _rewrites(self, doc: Doc) -> list[Candidate] | Skip:
        """The candidates, with the straight apostrophes the rules write, or why there are none."""
        if not doc_text(doc).strip():
            return Skip(EMPTY_INPUT)
        contract = wants_contraction(doc, self.contractions)
        options: list[Candidate] = []
        reasons: list[Skip] = []
        found: list[Clause] = []
        caption_skip = False
        for number, (sent, found_clause) in enumerate(analyses(doc)):
            read = read_sentence(sent, found_clause, self.captions and number == 0)  # captions are one sentence
            reading = read.found
            if isinstance(reading, Caption):
                edits = reading.auxiliary_edits(negative_form(reading.be, contract))
                options.append(Candidate("neg.caption", article_repaired(edits, reading.subject)))  # "An older lady is not ..."
                continue
            if isinstance(reading, Existential):
                opening = f"There {reading.be()} no"
                options.append(Candidate("neg.existential", tuple(reading.edits(opening, lowered(reading.first)))))
                continue
            if isinstance(reading, Skip) and read.caption:
                counted = counted_existential(sent, found_clause)  # "Two dogs in the snow." -> "There are no dogs ..."
                if counted is not None:
                    options.append(Candidate("neg.existential", tuple(counted.edits(f"There {counted.be()} no", False))))
                else:
                    reasons.append(reading)
                    caption_skip = True  # a caption, not a title: "... does not exist" misreads it
                continue
            if isinstance(reading, Skip):
                reasons.append(reading)
                continue
            clause = reading
            if later_claim(doc, number):
                # A later sentence's claim: negating it leaves the first sentence standing.
                reasons.append(Skip(LATER_SENTENCE))
                continue
            found.append(clause)
            problem = claim_problem(clause)
            if problem is not None:
                reasons.append(problem)
                continue
            negations = clause_negations(clause, contract)
            if not negations:
                reasons.append(negation_problem(clause))
            options.extend(replace(option, edits=article_repaired(option.edits, clause.subject)) for option in negations)
        if options or not self.template_fallback:
            return options or (reasons[0] if reasons else Skip(NO_RULE))
        caption_problem = caption_clause_problem(found[0]) if found else None
        scope = scope_problem(found[0], strict=False) if found else None
        if caption_problem is not None and caption_problem.code in NO_FRAME:
            # "It is not true that a toddler photographed on a swing", "... that a young women"
            reasons.insert(0, caption_problem)
        elif scope is not None and scope.code in NO_FRAME_SCOPE:
            reasons.insert(0, scope)  # "It is not true that X arrived only to be detained" still reads "not merely"
        elif found and has_content(found[0]):
            problem = template_problem(doc, found[0])
            edits = template_edits(doc, found[0])
            if edits is not None:
                return [Candidate("neg.template", tuple(edits))]
            reasons.insert(0, problem or Skip(NO_RULE))
        elif found:
            reasons.insert(0, Skip(TOO_SHORT))
        else:
            fragment = fragment_edits(doc, contract, self.names)
            if isinstance(fragment, list) and self.captions and not caption_skip and placed_caption(doc):
                fragment = Skip(CAPTION_FRAGMENT)  # "Four people in a kitchen do not exist." misreads a picture
            if isinstance(fragment, list) and caption_skip:
                fragment = None  # "Two women on the rocks do not exist": a caption is no title
            if isinstance(fragment, list):
                return [Candidate("neg.fragment_template", tuple(fragment))]
            if fragment is not None:
                reasons.insert(0, fragment)
        return options or (reasons[0] if reasons else (first_reason(doc) or Skip(NO_RULE)))

