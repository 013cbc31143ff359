"""NEG for Chinese: the main predicate negated once, or its negation removed.

不 negates a state, a habit, 是 and a modal; 没有 (or 没) negates an event, and the event's
了 goes with it ("他去了北京" → "他没有去北京"); 在V becomes 没(有)在V, 正在 becomes 没(有)在,
已经 becomes 还没有 and 曾经 从未; 有 becomes 没有, a modal its negative (会 → 不会, 可以 →
不能). The negation goes where the predicate begins, after 都, 也, 还 and before a
prepositional phrase, 把 or 被 ("他们都没有把书带来"). A predicate that is already negated
loses its negation instead ("他不喜欢音乐" → "他喜欢音乐", "他没有去" → "他去了"). A predicate
under 可能 or 只, a set phrase, a question and a request are left alone, with their codes.
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
from ...zh.rules import GRAMMAR_FILE, grammar
from ...zh.words import (
    COPULA,
    DEGREE,
    EXISTENTIAL,
    FOCUS,
    NEGATOR,
    NOUN,
    NUMERAL,
    PERFECTIVE,
    SPACE,
    Word,
    words,
)
from .zh_adverbials import ADVERBIAL_CODES, WORDING, adverbial
from .zh_forms import (
    CONTRAST,
    FORM_CODES,
    GOES_ON,
    HAVE_WORD,
    HEDGED,
    NEG_FOCUS,
    NEGATION_FILE,
    PLACE,
    SUFFICIENCY,
    adverb_inside,
    after_verb,
    bounded_count,
    contrast,
    drop_durative,
    drop_particles,
    future_time,
    goes_on,
    habitual,
    indefinite,
    indefinite_object,
    manner_before,
    past_time,
    rule_data,
    somebody,
    sufficiency,
    unsuited,
)

if TYPE_CHECKING:
    from spacy.tokens import Doc

UNKNOWN_NEGATION = register_reason("neg.zh.unknown_negation", "the predicate's negation has no plain affirmative here ({negation})")
COUNT = register_reason("neg.zh.count", "a number after 有 or in its object (有33人被捕, 有耕地1118.3亩): 没有 would deny the number, not the event")
DOUBLE = register_reason("neg.zh.double", "the predicate already has two negations that cancel")
UNKNOWN_MODAL = register_reason("neg.zh.modal", "a modal with no negative that keeps its sense ({modal})")
ABOUT_TO = register_reason("neg.zh.about_to", "要…了 (about to): its negation reads as an order")
DEGREE_KEPT = register_reason("neg.zh.degree", "a degree adverb (更, 最, 比较 ...) that a negation cannot replace")
JUST = register_reason("neg.zh.just", "刚, 刚刚, 早已: no negation keeps the sentence natural")
COMPLEMENT = register_reason("neg.zh.complement", "a complement with 得 that is not a plain degree")
STILL = register_reason("neg.zh.still", "还 before the predicate: under a negation it would read as not yet")
INSIDE = register_reason("neg.zh.scope", "an adverb such as 仍 or 一直 after the negation's place: the negation would sit over it")
POLARITY_ITEM = register_reason("neg.zh.polarity_item", "a word that needs the negation (任何, 丝毫): removing it breaks the sentence")


@dataclass(frozen=True)
class ChineseNegation(MemoisedRuleTransform):
    """NEG for Chinese: 不 or 没(有) on the main predicate, or its negation removed."""

    name: ClassVar[str] = "neg"
    polarity: ClassVar[str] = "negative"
    meta: ClassVar[Meta] = Meta(
        "Negation: 不/没(有) on the main predicate by its aspect, or its negation removed",
        source="SDA (Zhu et al.): negation as a hard negative, Chinese STS-B",
        needs="tags",
        languages=("zh",),
        codes=(
            UNKNOWN_NEGATION, COUNT, DOUBLE, UNKNOWN_MODAL, ABOUT_TO, DEGREE_KEPT, JUST, COMPLEMENT, STILL, INSIDE,
            POLARITY_ITEM, *FORM_CODES, *ADVERBIAL_CODES, *ANALYSIS_CODES, *CLAIM_CODES,
        ),
        sample="一个男人在公园里弹吉他。",
        rules=(NEGATION_FILE, GRAMMAR_FILE),
    )

    def _compute(self, doc: Doc) -> list[Candidate] | Skip:
        return negations(doc)


def negations(doc: Doc) -> list[Candidate] | Skip:
    """The negations of the main predicate (or its affirmative, when it is negated)."""
    found = claim(doc, negates=True)
    if isinstance(found, Skip):
        return found
    ws = words(doc)
    if quoted_claim(ws, found):
        return Skip(QUOTED_CLAIM)
    if contrast(ws):
        return Skip(CONTRAST)
    rules = rule_data().neg
    hedge = found.epistemic if found.epistemic is not None else found.modal
    if found.negation is not None and hedge is not None and ws[hedge].text in rules.hedges:
        return Skip(HEDGED)  # 可能不存在 → 可能存在: no contradiction
    if found.negation is not None:
        return removals(ws, found, doc)
    if sufficiency(ws, found):
        return Skip(SUFFICIENCY)  # 他们就住在对门 → 就不住: reads as a refusal
    if goes_on(ws, found):
        return Skip(GOES_ON)  # 曾出现在美国，被网友偶遇: the later clause still asserts the event
    if found.focus is not None or _counted_by_focus(ws, found):
        return Skip(NEG_FOCUS)
    if any(ws[i].text in rules.still for i in found.scope):
        return Skip(STILL)  # 还 is "also" or "still", 仍 "still": 还没, 仍没有 would say "not yet"
    if ws[found.head].text in rules.quotatives:
        return Skip(WORDING)  # 老舍在…中写道：“…: a quotative takes no negation before the quote
    if found.epistemic is not None and ws[found.epistemic].text in rules.hedges:
        return Skip(HEDGED)
    if manner_before(ws, found) or _manner_after(ws, found):
        return Skip(MANNER)
    reason = unsuited(ws, found)
    if reason is not None:
        return Skip(reason)
    if ws[found.head].text == "称" and found.zone == found.head and found.slot == found.head:
        return [Candidate("neg.zh.event", (Edit(ws[found.slot].start, ws[found.slot].start, "并未"),))]  # 韩国称… → 韩国并未称…
    skip = adverbial(ws, found)
    if skip is not None:
        return skip
    if bounded_count(ws, found) or any(ws[k].text in rules.quantified_subjects or ws[k].kind == EXISTENTIAL
                                       or ws[k].text + ws[k + 1].text in rules.quantified_subjects for k in range(*found.subject)):
        return Skip(COUNT)  # 没造成至少66人死亡, 许多人没参加, (有)太|多的观众没抵制: the count is denied
    if any(ws[k].text in rules.indefinite_objects for k in range(found.slot, found.clause[1])):
        return Skip(WORDING)  # 没在切一些树叶
    kind = found.kind
    head = ws[found.head]
    if found.subject[1] > found.subject[0] and ws[found.subject[0]].text in rule_data().neg.someone_openers and somebody(ws, found) is None:
        return Skip(HAVE_WORD)  # 有个女人在…: 没有 after it would not deny the event
    nobody = somebody(ws, found)
    if nobody is not None and found.modal is None:
        dropped = indefinite_object(ws, found)
        if dropped is None:
            return Skip(WORDING)  # 没有人拥抱一个人: the count is needed, and reads "not a single one"
        return [Candidate("neg.zh.nobody", (Edit(nobody.start, nobody.start, "没"), *drop_particles(ws, found), *dropped))]  # 有人 → 没有人
    if found.modal is not None:
        return _modal(ws, found)  # 可能是, 将会: the modal is what is negated
    if kind == "copula":
        negative = rules.copula_words.get(head.text)
        if negative is None:
            return Skip(UNKNOWN_MODAL, {"modal": head.text})
        if found.head + 1 < len(ws) and ws[found.head + 1].text in ("，", ",", "：", ":"):
            return Skip(WORDING)  # 建议是，… → 建议不是，…: reads as an interjection "no"
        if found.shi_de and any(ws[k].kind == NEGATOR or set(ws[k].text) & rule_data().forms.negating_characters
                                for k in range(found.head + 1, found.clause[1])):
            return Skip(WORDING)  # 往往是演不出来的 → 不是演不出来的: a double negative, no contradiction
        return [Candidate("neg.zh.not", (Edit(head.start, head.end, negative),))]
    if kind == "locative":
        if any(ws[k].kind == PERFECTIVE for k in range(found.head + 1, found.clause[1])):
            return Skip(INSIDE)  # 在车库里上了一辆车: 在 is where an event happened, and 不在 would not deny it
        return [_bu(head.start)]
    if kind == "existential":
        nxt = found.head + 1
        if any(ws[k].kind == NUMERAL and not _vague_count(ws, k) and not indefinite(ws[k]) for k in range(nxt, found.clause[1])):
            return Skip(COUNT)  # 有33人被捕 → 没有33人: denies the number, not the event
        return _not_have(ws, found)
    if kind == "modal":
        return _modal(ws, found)
    if kind == "adjective":
        return _adjective(ws, found)
    if found.complement is not None:
        return _complement(ws, found)
    if found.progressive is not None:
        return _progressive(ws, found)
    if found.perfect is not None:
        marker = ws[found.perfect]
        opposite = rules.perfect.get(marker.text)
        if opposite is None:
            return Skip(JUST)
        return [Candidate("neg.zh.event", (Edit(marker.start, marker.end, opposite), *drop_particles(ws, found)))]
    if adverb_inside(ws, found):
        return Skip(INSIDE)
    if _later_perfective(ws, found):
        return Skip(WORDING)  # 没有带着小狗经过了…: 了 of a later verb would stay under 没有
    if found.degree is not None:
        return Skip(DEGREE_KEPT)  # 很抱歉: 没有很抱歉 is no Chinese
    slot = ws[found.slot].start
    if found.aspect is None and (found.stative or found.irrealis or habitual(ws, found) or future_time(ws, found)) \
            or _state_with_zhe(ws, found):
        if past_time(ws, found):
            return Skip(WORDING)  # 上周，他的律师不要求…, 在2002年的选举中不支持: 不 on a past event
        if ws[found.slot].text == "在" and not found.irrealis and not habitual(ws, found):
            return Skip(PLACE)  # 不在俄罗斯拥有: reads "not in Russia", the place denied
        return [_bu(slot)]
    events = _event_negations(ws, found.slot, found)
    if _counted_by_number(ws, found):
        events = tuple(event for event in events if len(event) > 1)  # 22人没死亡 reads bare: 22人没有死亡
    dropped = indefinite_object(ws, found)
    if dropped is None:
        return Skip(WORDING)  # 没在表演一支舞: the count reads "not a single one", 表演舞 cut short
    return [Candidate("neg.zh.event", (Edit(slot, slot, event), *drop_particles(ws, found), *drop_durative(ws, found), *dropped))
            for event in events]


def _event_negations(ws: tuple[Word, ...], at: int, found: Predicate) -> tuple[str, ...]:
    """没有, and 没 where it reads as well: before the verb or a short co-verb, not before an
    adverb ("没不断上升" reads badly; "没有不断上升" does not)."""
    events = rule_data().neg.events
    word = ws[at]
    if at == found.head or word.text in ("在", "把", "被", "给", "跟", "和", "从", "往", "向", "对"):
        return tuple(events)
    return tuple(event for event in events if len(event) > 1)


def _manner_after(ws: tuple[Word, ...], found: Predicate) -> bool:
    """An adverb of manner or a one-off adverb between the negation's place and the verb
    (利比亚没有突然关闭…): the negation would deny the manner, not the event. A double negation
    keeps both, so DN does not ask."""
    return found.modal is None and any(ws[k].tag == "ad" or ws[k].text in rule_data().forms.one_off
                                       for k in range(found.slot, found.head))


def _counted_by_number(ws: tuple[Word, ...], found: Predicate) -> bool:
    """A subject whose last noun is counted with a number (矿难22人死亡, 事故四人死亡): after it a
    writer puts 没有, not a bare 没 (22人没死亡, 四人没死亡)."""
    s, e = found.subject
    content = [k for k in range(s, e) if ws[k].kind != SPACE]
    if len(content) < 2 or ws[content[-2]].kind != NUMERAL or ws[content[-1]].kind != NOUN:
        return False
    count = ws[content[-2]].text
    return any(c.isdigit() for c in count) or count != "一" and all(c in _NUMBER_CHARACTERS for c in count)  # 四人死亡


# Characters that write a number in words (四人, 二十三名).
_NUMBER_CHARACTERS = frozenset("零一二两三四五六七八九十百千万")


def _counted_by_focus(ws: tuple[Word, ...], found: Predicate) -> bool:
    """至少89人死亡: the subject counts with 至少 or 只有; a negation would deny the count."""
    return any(ws[i].kind == FOCUS for i in range(found.subject[0], found.subject[1]))


def _bu(at: int) -> Candidate:
    return Candidate("neg.zh.not", (Edit(at, at, rule_data().neg.plain),))


def _not_have(ws: tuple[Word, ...], found: Predicate) -> list[Candidate]:
    head = ws[found.head]
    start = head.start
    before = found.head - 1
    if found.degree == before and ws[before].text in rule_data().neg.degree_replaced:
        start = ws[before].start  # 很有名 → 没有名
    return [Candidate("neg.zh.not_have", (Edit(start, head.end, "没有"), *_vague_count(ws, found.head + 1), *drop_particles(ws, found)))]


def _vague_count(ws: tuple[Word, ...], i: int) -> list[Edit]:
    """Delete a vague count after 有 ("有几只剪了毛的羊" → "没有剪了毛的羊")."""
    if i >= len(ws):
        return []
    w = ws[i]
    if w.text in rule_data().neg.vague_counts or w.text[:1] == "几" and len(w.text) == 2 and w.text[1] in grammar().words.classifiers:
        end = w.end
        if w.text in ("几", "好几") and i + 1 < len(ws) and ws[i + 1].text in grammar().words.classifiers:
            end = ws[i + 1].end  # 几 + 只
        return [Edit(w.start, end, "")]
    return []


def _modal(ws: tuple[Word, ...], found: Predicate) -> list[Candidate] | Skip:
    modal = ws[found.modal if found.modal is not None else found.head]
    if modal.text in rule_data().neg.epistemic_modals and modal.i != found.head \
            and (ws[found.head].text in grammar().words.stative or ws[found.head].text in grammar().words.reporting
                 or ws[found.head].kind in (COPULA, EXISTENTIAL)):
        return Skip(HEDGED)  # 应该都知道 ("surely") → 不应该都知道 ("ought not"): no contradiction
    negative = rule_data().neg.modals.get(modal.text)
    if negative is None:
        return Skip(UNKNOWN_MODAL, {"modal": modal.text})
    if modal.text == "要" and found.particles:
        return Skip(ABOUT_TO)
    if modal.i > 0 and ws[modal.i - 1].kind == DEGREE:
        return Skip(DEGREE_KEPT)
    return [Candidate("neg.zh.modal", (Edit(modal.start, modal.end, negative),))]


def _adjective(ws: tuple[Word, ...], found: Predicate) -> list[Candidate] | Skip:
    rules = rule_data().neg
    head = ws[found.head]
    if found.progressive is not None:
        return _progressive(ws, found)  # 正在切开 read as an adjective: an action going on takes 没(有)在
    if found.particles:  # a change of state ("天黑了" → "天没黑")
        return [Candidate("neg.zh.event", (Edit(head.start, head.start, "没"), *drop_particles(ws, found)))]
    if found.degree is not None:
        degree = ws[found.degree]
        if degree.text in rules.degree_replaced:
            return [Candidate("neg.zh.not", (Edit(degree.start, degree.end, rules.plain),))]
        if degree.text in rules.degree_kept:
            return [_bu(degree.start)]
        return Skip(DEGREE_KEPT)
    return [_bu(ws[found.slot].start)]


def _complement(ws: tuple[Word, ...], found: Predicate) -> list[Candidate] | Skip:
    """跑得很快 → 跑得不快: the degree after 得 is negated, not the verb."""
    after = found.complement + 1
    if after >= len(ws):
        return Skip(COMPLEMENT)
    rules = rule_data().neg
    word = ws[after]
    if after + 1 < found.clause[1] and ws[after + 1].kind == COPULA:
        return Skip(COMPLEMENT)  # 看得很是通透 → 看得不是通透: 很是 is one degree word
    if word.kind == DEGREE and word.text in rules.degree_replaced:
        return [Candidate("neg.zh.not", (Edit(word.start, word.end, rules.plain),))]
    if len(word.text) == 2 and word.text[0] in rules.degree_replaced:  # 很快: jieba's one word
        return [Candidate("neg.zh.not", (Edit(word.start, word.start + 1, rules.plain),))]
    return Skip(COMPLEMENT)


def _progressive(ws: tuple[Word, ...], found: Predicate) -> list[Candidate] | Skip:
    if _later_perfective(ws, found):
        return Skip(WORDING)  # 没在…上了…: 了 of a later verb would stay under 没
    dropped = indefinite_object(ws, found)
    if dropped is None:
        return Skip(WORDING)  # 没在表演一支舞: the count reads "not a single one", 表演舞 cut short
    marker = ws[found.progressive]
    events = rule_data().neg.events
    if marker.text == "正在":
        forms = [event + "在" for event in events]  # 正在 → 没(有)在
    elif marker.text == "正":
        forms = list(events)  # 正站在 → 没(有)站在
    else:
        forms = [event + "在" for event in events]  # 在 → 没(有)在
    return [Candidate("neg.zh.event", (Edit(marker.start, marker.end, form), *drop_particles(ws, found), *drop_durative(ws, found),
                                       *dropped))
            for form in forms]


def removals(ws: tuple[Word, ...], found: Predicate, doc: Doc) -> list[Candidate] | Skip:
    """The predicate's negation taken away: the plain affirmative."""
    rules = rule_data().removal
    negation = ws[found.negation]
    from ...analysis.document import doc_text

    text = doc_text(doc)
    ahead = text[negation.start : negation.start + 6]
    if any(ahead.startswith(double) for double in rules.double):
        return Skip(DOUBLE)
    clause = text[ws[found.clause[0]].start : ws[found.clause[1] - 1].end]
    if any(item in clause for item in rules.polarity_items):
        return Skip(POLARITY_ITEM)
    if found.head == found.negation and found.kind == "existential":
        if negation.text not in ("没有", "并没有"):
            return Skip(UNKNOWN_NEGATION, {"negation": negation.text})
        return [Candidate("neg.zh.remove", (Edit(negation.start, negation.end, "有"),))]  # 没有钱 → 有钱
    if found.kind == "adjective" and negation.text in rules.before_adjective:
        replacement = rules.before_adjective[negation.text]
        if found.degree is not None:
            replacement = ""
        return [Candidate("neg.zh.remove", (Edit(negation.start, negation.end, replacement),))]
    replacement = rules.replace.get(negation.text)
    if replacement is None or found.kind == "verb" and len(ws[found.head].text) == 1 and found.head == found.negation + 1:
        return Skip(UNKNOWN_NEGATION, {"negation": negation.text})  # 一直不离老婆: 离 alone reads oddly
    edits = [Edit(negation.start, negation.end, replacement)]
    if negation.text in rules.events and found.aspect not in ("experiential", "durative", "progressive") \
            and found.complement is None and found.head != found.negation:
        at = after_verb(ws, found)
        edits.append(Edit(at, at, "了"))
    return [Candidate("neg.zh.remove", tuple(edits))]


def _later_perfective(ws: tuple[Word, ...], found: Predicate) -> bool:
    """A 了 after the head in its clause that is not the predicate's own (带着小狗经过了…): under
    没有 it would stay, and 没有…了 is no Chinese. Not after a verb of saying or thinking, whose
    clause is what is said (没有说他遇到了…)."""
    words_ = grammar().words
    head = ws[found.head].text
    if head in words_.reporting or head in words_.clause_verbs:
        return False
    return any(ws[k].kind == PERFECTIVE and k not in found.particles for k in range(found.head + 1, found.clause[1]))


def _state_with_zhe(ws: tuple[Word, ...], found: Predicate) -> bool:
    """A verb of state written with 着 as one word (意味着, 象征着): negated with 不, 着 kept."""
    head = ws[found.head].text
    return found.stative and found.aspect == "durative" and len(head) > 2 and head.endswith("着") and not head.startswith("有")
