"""DN for Chinese: two negations that cancel on the main predicate, written by its aspect.

An event that happened or is going on takes 不是没有 (its 了 dropped: "他去了北京" → "他不是
没有去北京"; "在弹吉他" → "不是没有在弹吉他"); a state or a habit 不是不 ("他不是不喜欢音乐");
是 becomes 不能说不是, 有 不是没有, 会 不会不, 必须 不能不. Where no double negation reads
naturally (a degree adverb, 已经, 都 or 也 before the predicate, the future's 将, an
adverb of certainty, a negated predicate) the sentence is left alone, with its code:
a stack of negations a reader stops at is worse than no view.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from ...edits import Edit
from ...reasons import Skip, register_reason
from ...transform import Candidate, MemoisedRuleTransform, Meta
from ...zh.claims import CLAIM_CODES, claim
from ...zh.clause import quoted_claim
from ...zh.clause_parts import ANALYSIS_CODES, MANNER, QUOTED_CLAIM, Predicate
from ...zh.rules import GRAMMAR_FILE
from ...zh.sentences import sentence
from ...zh.words import (
    ADVERB,
    BEFORE_NEGATION,
    CLAUSE_MARK,
    DE,
    DETERMINER,
    FINAL_MARK,
    FOCUS,
    MARK,
    NAME,
    NEGATOR,
    NOUN,
    NUMERAL,
    PERFECTIVE,
    QUOTE,
    SPACE,
    Word,
    words,
)
from .zh_adverbials import ADVERBIAL_CODES, INSIDE_NOUN, WORDING, adverbial
from .zh_forms import (
    CONTRAST,
    FORM_CODES,
    HAVE_WORD,
    HEDGED,
    NEG_FOCUS,
    NEGATION_FILE,
    PLACE,
    SUFFICIENCY,
    adverb_inside,
    bounded_count,
    contrast,
    drop_durative,
    drop_particles,
    future_time,
    habitual,
    indefinite,
    manner_before,
    neg_conjunctions,
    past_time,
    rule_data,
    somebody,
    sufficiency,
    unsuited,
)

if TYPE_CHECKING:
    from spacy.tokens import Doc

NEGATED = register_reason("dn.zh.negated", "the predicate is negated already")
DEGREE = register_reason("dn.zh.degree", "a degree adverb on the predicate (很好): 不是不很好 is no Chinese")
PERFECT = register_reason("dn.zh.perfect", "已经, 曾经 or 刚 before the predicate: no double negation keeps it")
SCOPE = register_reason("dn.zh.scope", "都, 也, 还 ... before the predicate: the double negation would sit under them")
NO_FORM = register_reason("dn.zh.no_form", "no natural double negation for this modal ({modal})")
COMPLEMENT = register_reason("dn.zh.complement", "a complement with 得 carries the claim")
CHANGE = register_reason("dn.zh.change_of_state", "an adjective with 了 (a change of state)")
COUNT = register_reason("dn.zh.count", "a count after 有 (有几年, 有33人): the double negation would blur it")
EXCLAIMS = register_reason("dn.zh.exclamation", "an exclamation (！): a double negation takes the force out of it")
HAS_SOME = register_reason("dn.zh.has_some", "有所, or 有 with a question word or a count before the predicate: no double negation cancels to it")
REPORTED_EVENT = register_reason(
    "dn.zh.reported_event", "an event told in a long sentence: 不是没有 would read as the rebuttal of a report"
)
ONE_CLAUSE = register_reason(
    "dn.zh.several_clauses", "more than one clause, or a quotation: a double negation there reads as a rebuttal"
)
STACKED = register_reason("dn.zh.stacked", "a negation follows in the clause: a double negation would stack three")
COUNTED = register_reason(
    "dn.zh.counted_subject", "a subject that opens with a count (3名游客, 两条狗, 一个男人): 不是没有 on it reads as a rebuttal of nobody"
)
PROGRESSIVE = register_reason("dn.zh.progressive", "正 or 正在 before the verb: no double negation keeps the going-on")
TIME_ADVERB = register_reason(
    "dn.zh.time_adverb", "最初, 本来 ... between the subject and the predicate: the double negation would leave it outside"
)
COMPOUND = register_reason(
    "dn.zh.compound", "the word read as the verb is a verbal noun with a noun after it (抗议活动 cut in two): one noun, no verb to negate"
)
FRAGMENT = register_reason(
    "dn.zh.fragment", "有 … 和 … 的 + a noun: a caption's noun phrase, where 不是没有 would fall inside its 的-clause"
)
RELATION = register_reason("dn.zh.relation", "a verb of relation or place (位于, 属于, 来自): a double negation on it reads as a quibble")


# Kinds that hold no words of a clause.
_MARKS = frozenset({SPACE, QUOTE, MARK, CLAUSE_MARK, FINAL_MARK})
# The most characters of a sentence where 不是没有 may go before an event (a caption, a headline).
_EVENT_LENGTH = 24


@dataclass(frozen=True)
class ChineseDoubleNegation(MemoisedRuleTransform):
    """DN for Chinese: 不是没有V, 不是不V, 不能说不是, 不会不V on the main predicate."""

    name: ClassVar[str] = "dn"
    polarity: ClassVar[str] = "positive"
    meta: ClassVar[Meta] = Meta(
        "Double negation: 不是没有/不是不/不能说不是 on the main predicate, by its aspect",
        source="SDA (Zhu et al.): double negation, Chinese STS-B",
        needs="tags",
        languages=("zh",),
        codes=(NEGATED, TIME_ADVERB, COMPOUND, FRAGMENT, COUNTED, PROGRESSIVE, RELATION, EXCLAIMS, HAS_SOME, REPORTED_EVENT, ONE_CLAUSE, DEGREE, PERFECT, SCOPE, NO_FORM, COMPLEMENT, CHANGE, COUNT, STACKED, *FORM_CODES, *ADVERBIAL_CODES, *ANALYSIS_CODES, *CLAIM_CODES),
        sample="那个男人在公园里弹吉他。",
        rules=(NEGATION_FILE, GRAMMAR_FILE),
    )

    def _compute(self, doc: Doc) -> list[Candidate] | Skip:
        return double_negations(doc)


# Words that open a count of people or things (数十人, 几名, 多位): no definite subject.
def _counted_subject(ws: tuple[Word, ...], found: Predicate) -> bool:
    """A subject that opens with a numeral or a count (3名游客, 两条狗, 一个男人, 数十人), or
    whose last noun is counted (旅游大巴37人)."""
    s, e = found.subject
    first = next((ws[k] for k in range(s, e) if ws[k].kind != SPACE), None)
    if first is not None and (first.kind == NUMERAL or first.text[:1] in rule_data().dn.count_openers and first.kind != NAME):
        return True
    return e - s >= 2 and ws[e - 2].kind == NUMERAL and ws[e - 1].kind == NOUN \
        and not (e - s >= 3 and ws[e - 3].kind == DETERMINER)  # 那两只狗: a definite subject


def _noun_predicate(ws: tuple[Word, ...], found: Predicate) -> bool:
    """The clause ends in 的 and the subject's own noun (打排球的女人在网上打排球的女人): what
    follows the subject is a noun phrase, and a double negation would fall inside its 的-clause."""
    s, e = found.subject
    content = [w for w in ws[found.head + 1 : found.clause[1]] if w.kind not in (SPACE, FINAL_MARK)]
    last = next((ws[k] for k in range(e - 1, s - 1, -1) if ws[k].kind in (NOUN, NAME)), None)
    return len(content) >= 2 and content[-2].kind == DE and last is not None and content[-1].text == last.text


def _compound(ws: tuple[Word, ...], found: Predicate) -> bool:
    """A verbal noun read as the verb joined to another (抗议|活动): jieba's two words are one
    noun, and the real verb comes later."""
    head, before, nxt = ws[found.head], found.head - 1, found.head + 1
    if found.kind != "verb" or head.tag != "vn":
        return False
    return before >= found.clause[0] and ws[before].tag == "vn" and ws[before].end == head.start \
        or nxt < found.clause[1] and ws[nxt].tag in ("n", "vn") and ws[nxt].start == head.end


def _fragment(ws: tuple[Word, ...], found: Predicate) -> bool:
    """有 with two things joined before a 的 that ends in a noun (有大沙发和餐桌的起居室): the 有
    clause modifies the last noun, and the line is a caption's noun phrase."""
    if found.kind != "existential":
        return False
    b = found.clause[1]
    de = next((k for k in range(found.head + 1, b) if ws[k].kind == DE), None)
    return de is not None and any(ws[k].text in neg_conjunctions() for k in range(found.head + 1, de)) \
        and any(ws[k].kind == NOUN for k in range(de + 1, b))


# Verbs of relation, place or extent (位于, 属于, 来自, 包括): 不是不 on them reads as a quibble.
def double_negations(doc: Doc) -> list[Candidate] | Skip:
    """The double negation of the main predicate that cancels to the original claim."""
    found = claim(doc, negates=True, reports=False)
    if isinstance(found, Skip):
        return found
    ws = words(doc)
    if quoted_claim(ws, found):
        return Skip(QUOTED_CLAIM)
    if contrast(ws):
        return Skip(CONTRAST)
    if found.negation is not None:
        return Skip(NEGATED)
    if sufficiency(ws, found):
        return Skip(SUFFICIENCY)
    if any(ws[k].text in rule_data().dn.time_adverbs for k in range(found.subject[0] + 1, found.slot)):
        return Skip(TIME_ADVERB)  # 该协议最初不能说不是…: 最初 would stay outside the double negation
    if _compound(ws, found):
        return Skip(COMPOUND)  # 泰国抗议|活动在…升级 → 抗议不是没有活动
    if _fragment(ws, found):
        return Skip(FRAGMENT)  # 背景中有大沙发和餐桌的起居室: a noun phrase, not a claim
    if _counted_subject(ws, found):
        return Skip(COUNTED)  # 3名中国游客不是没有在巴基斯坦遇害
    if found.progressive is not None and ws[found.progressive].text in ("正", "正在"):
        return Skip(PROGRESSIVE)  # 他正在家里写字 → 不是没有在家里: the going-on is lost
    if any(ws[i].text in ("比", "远比") or ws[i].text.startswith("比") and ws[i].tag == "p" for i in range(found.clause[0], found.head)):
        return Skip(DEGREE)  # 远比想象精彩: a comparison takes no double negation
    if any(w.text in ("！", "!") for w in ws):
        return Skip(EXCLAIMS)  # 中国冰雪运动再创历史！
    if len([span for span in sentence(doc).clauses if any(w.kind not in _MARKS for w in ws[span[0]:span[1]])]) > 1 \
            or ws[0].kind == QUOTE:
        return Skip(ONE_CLAUSE)  # 林庭谦2罚全中，天津队不是没有追到…: a double negation reads as a rebuttal there
    if any(ws[i].text in ("有所", "有") for i in range(found.clause[0], found.slot)) and found.kind != "existential":
        return Skip(HAS_SOME)  # 有所改变, 有太多的观众抵制, 有什么东西豁然开朗
    if any(ws[i].kind == NEGATOR for i in range(found.head + 1, found.clause[1])) \
            or any(ws[i].text[:1] in "不没无未" and ws[i].kind not in (NOUN, NAME) for i in (found.slot, found.head)):
        return Skip(STACKED)  # 不禁觉得 → 不是不不禁: a word that opens with a negation follows
    if somebody(ws, found) is not None or found.subject[1] > found.subject[0] and ws[found.subject[0]].text.startswith("有"):
        return Skip(HAVE_WORD)  # 有人: 不是没有 after it reads oddly; its negation is 没有人
    if found.focus is not None or any(ws[i].kind == FOCUS for i in range(found.subject[0], found.subject[1])):
        return Skip(NEG_FOCUS)
    if found.epistemic is not None:
        return Skip(HEDGED)
    if manner_before(ws, found):
        return Skip(MANNER)
    if found.scope or adverb_inside(ws, found):
        return Skip(SCOPE)
    if found.degree is not None:
        return Skip(DEGREE)
    if found.perfect is not None:
        return Skip(PERFECT)
    if found.complement is not None:
        return Skip(COMPLEMENT)
    reason = unsuited(ws, found)
    if reason is not None:
        return Skip(reason)
    skip = adverbial(ws, found, doubles=True)
    if skip is not None:
        return skip
    if bounded_count(ws, found):
        return Skip(COUNT)  # 不是没有造成至少6人死亡: the count blurs what is denied twice
    forms = rule_data().dn
    if ws[found.head].text in forms.harms:
        return Skip(WORDING)  # 前发言人不是没有去世: reads as a doubt of the death
    head = ws[found.head]
    kind = found.kind
    if found.modal is not None:
        kind = "modal"  # 可能是: the modal carries the double negation
    if kind == "copula":
        if head.text != "是" or found.head > 0 and ws[found.head - 1].kind in (ADVERB, BEFORE_NEGATION):
            return Skip(SCOPE)  # 也是, 就是, 分别是 ...: the adverb governs the predicate
        return [Candidate("dn.zh.cannot_say_not", (Edit(head.start, head.end, forms.copula),))]
    if kind == "existential":
        if any(ws[k].kind == NUMERAL and not indefinite(ws[k]) for k in range(found.head + 1, found.clause[1])):
            return Skip(COUNT)  # 不是没有几年的…权利: the count blurs what is denied twice
        return [Candidate("dn.zh.not_without", (Edit(head.start, head.end, forms.existential), *drop_particles(ws, found)))]
    if kind == "locative" and any(ws[k].kind == PERFECTIVE for k in range(found.head + 1, found.clause[1])):
        return Skip(SCOPE)  # 在车库里上了一辆车: 在 is where an event happened; 不是不在 would not cancel to it
    if kind == "locative":
        return [Candidate("dn.zh.not_not", (Edit(head.start, head.end, forms.locative),))]
    if kind == "modal":
        modal = ws[found.modal if found.modal is not None else found.head]
        form = forms.modals.get(modal.text)
        if form is None:
            return Skip(NO_FORM, {"modal": modal.text})
        return [Candidate("dn.zh.modal", (Edit(modal.start, modal.end, form),))]
    if kind == "adjective":
        if found.particles:
            return Skip(CHANGE)
        slot = ws[found.slot].start
        return [Candidate("dn.zh.not_not", (Edit(slot, slot, forms.state),))]
    if found.progressive is not None:
        marker = ws[found.progressive]
        return [Candidate("dn.zh.not_without", (Edit(marker.start, marker.end, forms.progressive[marker.text]),
                                                *drop_particles(ws, found), *drop_durative(ws, found)))]
    slot = ws[found.slot].start
    forms_data = rule_data().dn
    if head.text in forms_data.relations or len(head.text) == 2 and head.text.endswith(tuple(forms_data.relation_endings)):
        return Skip(RELATION)  # 伊朗不是不位于…: a quibble
    if future_time(ws, found):
        return Skip(WORDING)  # 贝克汉姆赛季末退役 → 不是没有退役: 没 makes a plan a past event
    marks = forms_data.figure_marks
    if any(ws[k].kind == NUMERAL and any(mark in ws[k].text for mark in marks) or ws[k].text in marks for k in range(found.head + 1, found.clause[1])) \
            or head.text in forms_data.figures and found.head + 1 < found.clause[1] and ws[found.head + 1].kind == NUMERAL:
        return Skip(COUNT)  # 不是没有高达5.1%, 不是没有上涨0.39%: reads as a dispute of the figure
    if _noun_predicate(ws, found):
        return Skip(INSIDE_NOUN)  # 打排球的女人不是没有在网上打排球的女人
    if found.aspect is None and (found.stative or found.irrealis or habitual(ws, found)) and head.text not in forms_data.decisions:
        if past_time(ws, found):
            return Skip(WORDING)  # 在2002年的选举中不是不支持: 不 on a past event
        if ws[found.slot].text == "在" and not found.irrealis and not habitual(ws, found):
            return Skip(PLACE)  # 不是不在俄罗斯拥有: reads "not in Russia"
        return [Candidate("dn.zh.not_not", (Edit(slot, slot, forms.state),))]
    if ws[-1].end - ws[0].start > _EVENT_LENGTH or any(ws[k].kind == PERFECTIVE and k not in found.particles
                                                       for k in range(found.head + 1, found.clause[1])):
        return Skip(REPORTED_EVENT)  # 特朗普不是没有授予伍兹…: in a news sentence it reads as a rebuttal
    return [Candidate("dn.zh.not_without", (Edit(slot, slot, forms.event), *drop_particles(ws, found), *drop_durative(ws, found)))]
