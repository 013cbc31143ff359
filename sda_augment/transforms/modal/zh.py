"""MV for Chinese: an affirming adverb before the main predicate (确实, 的确, 一定, 肯定).

The SDA papers' Chinese MV is an affirmative auxiliary: it stresses the claim without
changing it. The adverb goes where the predicate begins, after the subject and any time
words and before the adverbs, prepositional phrases, 在/正在/已经 and the verb
("穿着红衣服的女孩在跑步" → "穿着红衣服的女孩确实在跑步"), never inside a modifier before 的.
The future's 将 becomes 必将 or 一定会 ("will surely"). A question, a request, and a predicate
that already carries a modal, an adverb of certainty or a negation are left alone, each with
its code.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING, ClassVar

from ...edits import Edit
from ...lexicon import MarkSet, RuleData, RuleFile, WordList
from ...reasons import Skip, register_reason
from ...transform import Candidate, MemoisedRuleTransform, Meta
from ...zh.claims import CLAIM_CODES, claim
from ...zh.clause import quoted_claim
from ...zh.clause_parts import ANALYSIS_CODES, NOUN_PHRASE, QUOTED_CLAIM, Predicate, counted_subject
from ...zh.rules import GRAMMAR_FILE, grammar
from ...zh.words import (
    ADVERB,
    DE,
    DETERMINER,
    EPISTEMIC,
    FINAL_MARK,
    LOCALIZER,
    NAME,
    NEGATOR,
    NOUN,
    NUMERAL,
    PREPOSITION,
    PROGRESSIVE,
    PRONOUN,
    SPACE,
    VERB,
    words,
)

if TYPE_CHECKING:
    from spacy.tokens import Doc

NEGATED = register_reason("mv.zh.negated", "the predicate is negated: an affirming adverb would read oddly")
NO_ADVERB = register_reason("mv.zh.no_adverb", "no affirming adverb reads naturally here (a condition's verb of thinking)")
HAS_MODAL = register_reason("mv.zh.has_modal", "the predicate already carries a modal or an adverb of certainty")
BARE_VERB = register_reason("mv.zh.bare_verb", "a counted subject and a bare verb that ends the line (一群人唱歌): an affirming adverb reads as a habit")

# What follows 就 or 而 when they open a phrase rather than link the clause.
_NOMINAL_NEXT = frozenset({NOUN, NAME, PRONOUN, NUMERAL, DETERMINER})
# Aspects that make 一定/肯定 epistemic ("must have", "must be") rather than an obligation.
_SETTLED = frozenset({"perfective", "experiential", "progressive", "perfect", "durative"})


class Affirm(RuleData):
    certainly: WordList
    must: WordList
    after: MarkSet
    must_states: MarkSet
    own_statement: MarkSet
    joins_que: MarkSet
    count_openers: MarkSet
    norms: MarkSet
    phrase_openers: MarkSet
    crossing_verbs: MarkSet


class Future(RuleData):
    markers: MarkSet
    certain: WordList


class ZhModalRules(RuleData):
    """``rules/zh_modal.toml``."""

    affirm: Affirm
    future: Future


MODAL_FILE = RuleFile("zh_modal", ZhModalRules)


@cache
def rule_data() -> ZhModalRules:
    return MODAL_FILE.load()


@dataclass(frozen=True)
class ChineseAffirmation(MemoisedRuleTransform):
    """MV for Chinese: 确实, 的确, 一定 or 肯定 before the main predicate."""

    name: ClassVar[str] = "mv"
    polarity: ClassVar[str] = "positive"
    meta: ClassVar[Meta] = Meta(
        "Affirmative auxiliary: 确实/的确/一定/肯定 before the main predicate",
        source="SDA (Zhu et al.): affirmative auxiliary on Chinese STS-B",
        needs="tags",
        languages=("zh",),
        codes=(NEGATED, NO_ADVERB, HAS_MODAL, BARE_VERB, *ANALYSIS_CODES, *CLAIM_CODES),
        sample="一个男人在公园里弹吉他。",
        rules=(MODAL_FILE, GRAMMAR_FILE),
    )

    def _compute(self, doc: Doc) -> list[Candidate] | Skip:
        return affirmations(doc)


def affirmations(doc: Doc) -> list[Candidate] | Skip:
    """Every affirming adverb that can go before the main predicate, one candidate each."""
    found = claim(doc)
    if isinstance(found, Skip):
        return found
    ws = words(doc)
    if found.negation is not None or any(ws[i].kind == NEGATOR for i in range(found.clause[0], found.zone)):
        return Skip(NEGATED)  # 还没有球员…就拿到: the clause is under a negation
    if quoted_claim(ws, found):
        return Skip(QUOTED_CLAIM)
    if found.kind == "verb" and found.zone == found.head and _counted(ws, found) and _bare(found) and not found.stative \
            and all(ws[k].kind in (FINAL_MARK, SPACE) for k in range(found.head + 1, len(ws))):
        return Skip(BARE_VERB)  # 一群人的确唱歌: a caption's bare verb
    if _modifier_after_zai(ws, found):
        return Skip(NOUN_PHRASE)  # 哈佛大学在2011年进行的一项调查显示: the adverb would fall inside the subject's modifier
    future = rule_data().future
    if found.modal is not None and ws[found.modal].text in future.markers and found.epistemic is None \
            and found.modal + 1 < len(ws) and ws[found.modal + 1].kind in (VERB, ADVERB, PREPOSITION, PROGRESSIVE):
        marker = ws[found.modal]  # 将: the future said with certainty
        return [Candidate("mv.zh.future", (Edit(marker.start, marker.end, word),)) for word in future.certain]
    if any(ws[i].text in rule_data().affirm.norms or ws[i].text.endswith("应") for i in range(found.clause[0], found.head + 1)):
        return Skip(HAS_MODAL)  # 群众均应就地过年: a rule, which an affirming adverb would not fit
    if found.modal is not None or found.epistemic is not None \
            or any(w.kind == EPISTEMIC for w in ws[found.clause[0] :]):
        return Skip(HAS_MODAL)  # 也许, 可能 later on: a hedged sentence is not affirmed
    rules = rule_data().affirm
    if found.irrealis:
        # Under a condition (如果…，就…) the clause says what would happen: 一定 reads "will
        # surely" and goes after 就; 确实 does not fit.
        at = ws[found.slot].start
        if ws[found.slot].text not in ("会", "将") and not (found.slot > 0 and ws[found.slot - 1].text in ("就", "也", "都")):
            return Skip(NO_ADVERB)  # 如果…，妆发跟上: only after 就 or before 会 does 一定 read "will surely"
        candidates = [] if _mental(doc, found) else [Candidate("mv.zh.must", (Edit(at, at, adverb),)) for adverb in rules.must]
        return candidates or Skip(NO_ADVERB)
    link = _after_links(ws, found)
    if link == found.head and ws[link].text in ("更是", "才是"):
        return Skip(NO_ADVERB)  # 更是, 才是: "even more", "only then" — no adverb between them
    at = ws[link].start + _link_prefix(ws[link].text)
    opener = next((k for k in range(found.subject[0] + 1, found.zone) if ws[k].text in rules.phrase_openers), None)
    if opener is not None:
        at = ws[opener].start  # 判决围绕…协会做出 → 判决确实围绕…: before the phrase, not inside it
    joins = doc.text[at:at + 1] in rules.joins_que  # 男人的确切土豆 reads as 的 + 确切
    candidates = [Candidate("mv.zh.certainly", (Edit(at, at, adverb),)) for adverb in rules.certainly
                  if not (joins and adverb.startswith("的"))]
    counted = found.kind == "existential" and found.head + 1 < len(ws) and ws[found.head + 1].kind == NUMERAL
    own = any(ws[k].text in rules.own_statement for k in range(*found.subject))  # 我一定爱, 记者一定走访了: a guess at one's own act
    if _settled(ws, found) and not found.scope and not _mental(doc, found) and not counted and not own \
            and found.focus is None:  # 一定几乎, 一定认为, 肯定有一人, 一定仅有 read oddly
        candidates += [Candidate("mv.zh.must", (Edit(at, at, adverb),)) for adverb in rules.must]
    return candidates


def _counted(ws: tuple, found: Predicate) -> bool:
    """A subject that opens with a count (一群人, 两个男孩)."""
    s, e = found.subject
    return counted_subject(ws, s, e) and ws[s].text[:1] in rule_data().affirm.count_openers


def _bare(found: Predicate) -> bool:
    return not (found.aspect or found.particles or found.progressive is not None or found.perfect is not None
                or found.modal is not None or found.complement is not None)


def _modifier_after_zai(ws: tuple, found: Predicate) -> bool:
    """在 … 的 + a noun before the verb with no word of place closing it (在2011年进行的一项调查|显示):
    the 在 phrase is inside a modifier of the real subject."""
    for k in range(found.zone, found.head):
        if ws[k].text != "在":
            continue
        de = next((j for j in range(k + 1, found.head) if ws[j].kind == DE), None)
        if de is not None and not any(ws[j].kind == LOCALIZER or ws[j].text[-1:] in "上下里中内外旁边" for j in range(de + 1, found.head)):
            return True
    return False


def _after_links(ws: tuple, found: Predicate) -> int:
    """Where the adverb goes: where the predicate begins, after the adverbs that link the clause
    to what came before ("却", "也", "则")."""
    i = found.zone
    after = rule_data().affirm.after
    while i < found.head and ws[i].text in after and ws[i + 1].kind not in _NOMINAL_NEXT:
        i += 1  # 却, 则 (but 就 + a noun is "about": 就工资税措施达成协议)
    return i


def _link_prefix(word: str) -> int:
    """How many characters of a word jieba glued to a linking adverb come first ("却是" → 1:
    "却的确是")."""
    after = rule_data().affirm.after
    return next((len(link) for link in sorted(after, key=len, reverse=True) if len(word) > len(link) and word.startswith(link)
                 and link in ("却", "则") and word[len(link):] in ("是", "在", "有")), 0)


def _mental(doc: Doc, found: Predicate) -> bool:
    """A verb of saying or thinking ("我认为"): 一定 before it would judge the speaker's own mind."""
    rules = grammar().words
    head = words(doc)[found.head].text
    return head in rules.reporting or head in rules.clause_verbs


def _settled(ws: tuple, found: Predicate) -> bool:
    """A state, or an event that has happened or is going on: 一定 then reads "must be"."""
    if found.aspect == "experiential" and ws[found.head].text in rule_data().affirm.crossing_verbs:
        return False  # 跑过草地: 过 is "across", and 肯定跑过 reads "must have run"
    if found.aspect in _SETTLED or found.kind in ("existential", "copula", "locative"):
        return True  # not a bare adjective: 比赛过程一定精彩 reads as a prediction
    return found.kind == "verb" and ws[found.head].text in rule_data().affirm.must_states
