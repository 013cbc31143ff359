"""Where a Chinese negation would deny a phrase beside the event rather than the event.

A negation set before a phrase of manner, purpose, cause, instrument, frequency or time
negates that phrase (没有慢慢地走过, 没有为了保发放, 没有因肝癌去世, 没有多次强调, 没在停摆的第三天
暴跌); set after it, it reads contrastive (用缰绳没有拉近). A death with its age kept (享年91岁)
stays a death; V着 before another verb is the manner of that verb (拖着病躯来到); a verb of
saying on its own (称) has no plain negation (没称); 又, 曾…有过, 分别 and a comparison (远比) do
not take one. Such predicates are left alone, with their codes: a wrong negative costs more
than a skipped one.
"""

from __future__ import annotations

from ...reasons import Skip, register_reason
from ...zh.clause_parts import Predicate
from ...zh.rules import grammar
from ...zh.words import (
    ADJECTIVE,
    CLAUSE_MARK,
    COPULA,
    DE,
    DI,
    DURATIVE,
    EXISTENTIAL,
    FINAL_MARK,
    IDIOM,
    LOCALIZER,
    MARK,
    MODAL,
    NEGATOR,
    NUMERAL,
    PERFECTIVE,
    PROGRESSIVE,
    QUOTE,
    SPACE,
    TIME,
    VERB,
    Word,
)
from .zh_forms import rule_data

ADVERBIAL = register_reason(
    "neg.zh.adverbial",
    "a phrase of manner, purpose, cause, instrument, frequency or time before the verb: the negation would deny it, not the event",
)
WORDING = register_reason(
    "neg.zh.wording", "no negation reads naturally here (称, 又, 曾…有过, 分别, 不禁, 远比, 享年, V个N, 跳过, 飞向)"
)
VOWED = register_reason("neg.zh.vowed", "a verb of vowing or promising before the predicate (誓言维护): the negation would land inside the promise")
INSIDE_NOUN = register_reason(
    "neg.zh.inside_noun",
    "the verb read as the predicate sits inside a noun or a place phrase (成立100周年, 在带有…的计算机上工作): a negation there denies no event",
)
ADVERBIAL_CODES: tuple[str, ...] = (ADVERBIAL, WORDING, VOWED, INSIDE_NOUN)

# Kinds that make a clause a predicate of its own.
_PREDICATES = frozenset({VERB, IDIOM, ADJECTIVE, COPULA, EXISTENTIAL, MODAL, PROGRESSIVE, NEGATOR})


def adverbial(ws: tuple[Word, ...], found: Predicate, doubles: bool = False) -> Skip | None:
    """The reason a negation of ``found`` would not deny its event plainly; None where it would.
    ``doubles`` (DN): 不是没有 after V过 reads as "has never" (鹿不是没有跳过篱笆)."""
    text = "".join(w.text for w in ws)
    head = ws[found.head]
    b = found.clause[1]
    before = range(found.clause[0], found.head)
    if any(marker in text for marker in rule_data().adverbials.death_kept):
        return Skip(WORDING)  # 逝世，享年91岁: the age keeps the death
    if head.text == "称" or any(ws[k].text in rule_data().adverbials.no_negation or ws[k].text.startswith("比") and ws[k].tag == "p" for k in before):
        return Skip(WORDING)  # 文章没称, 又没有在…合作, 分别不是, 没有不禁, 不远比
    if found.aspect == "experiential" and (found.kind == "existential" and found.perfect is not None or doubles and len(head.text) == 1):
        return Skip(WORDING)  # 曾…没有过一次交手; 鹿没有跳过篱笆 (过 may be "over")
    if any((ws[k].kind in (PERFECTIVE, DURATIVE) or k == found.head) and k + 1 < b and ws[k + 1].text == "个"
           for k in range(found.head, b)):
        return Skip(WORDING)  # 扔了个游戏 → 没有扔个游戏, 不会做个交易
    if doubles and found.kind == "existential" and found.head + 1 < b and ws[found.head + 1].kind == NUMERAL \
            and ws[found.head + 1].text.startswith("一"):
        return Skip(WORDING)  # 有一个橘黄色的球 → 没有一个: "not a single one"
    if any(ws[k].text in rule_data().adverbials.vows for k in range(found.clause[0], found.slot)):
        return Skip(VOWED)  # 伊朗誓言没有维护: the vow stands, what is vowed is denied
    slot = found.slot
    if slot > 0 and ws[slot].text in rule_data().adverbials.direction_words and ws[slot - 1].text in rule_data().adverbials.motion_verbs \
            and ws[slot - 1].end == ws[slot].start:
        return Skip(WORDING)  # 催泪瓦斯飞向…: 飞没向 would split the verb
    if found.head + 1 < b and ws[found.head + 1].kind == DI:
        return Skip(ADVERBIAL)  # 开玩笑地咬着: the word read as the verb is the manner of the next one
    if _inside_noun(ws, found):
        return Skip(INSIDE_NOUN)
    saying = grammar().words.reporting | rule_data().adverbials.finding
    if found.head > 0 and ws[found.head - 1].tag == "vn" and found.head - 1 < found.subject[1] and head.text in rule_data().adverbials.stances:
        return Skip(ADVERBIAL)  # 叙利亚谈判|同意: the talks' decision, which 不 would turn into a stance
    for k in range(found.zone, found.head):
        w = ws[k]
        if w.text in rule_data().adverbials.focused and not _cause_with_er(ws, k, found.head) or w.kind == DE and w.text == "地" or w.tag == "b" or w.text.endswith("地") and w.tag in ("ad", "d"):
            return Skip(ADVERBIAL)  # 为同性婚姻听证会做准备, 慢慢地走过, 多次强调, 主要敦促
        if w.text == "在" and _time_phrase(ws, k, found.head):
            return Skip(ADVERBIAL)  # 在停摆的第三天暴跌: the negation would fall on the day
        if w.text == "在" and any(ws[j].text in rule_data().adverbials.while_ends for j in range(k + 1, found.head)):
            return Skip(ADVERBIAL)  # 在吃饭时俯身: the negation would fall on the time
    if found.aspect == "durative" and any(ws[k].kind == VERB and not any(ws[j].kind == DE for j in range(k, b))
                                          for k in range(found.head + 2, b)):
        return Skip(ADVERBIAL)  # 拖着病躯来到了现场, 骑着自行车看着街道: V着 is the manner of the later verb
    if found.kind == "verb" and any(ws[k].text in grammar().clause_words.causative and not any(ws[j].kind == DE for j in range(k, b))
                                    for k in range(found.head + 2, b)):
        return Skip(ADVERBIAL)  # 参加…同台引发热议: the first verb is inside the subject of the second
    if found.kind == "verb" and _bare(found) and any(
            ws[k].kind == VERB and ws[k].tag == "v" and not any(ws[j].kind == DE for j in range(k, b))
            and all(ws[j].kind not in (VERB, IDIOM) for j in range(found.head + 1, k)) and k > found.head + 1
            and ws[k - 1].kind in (LOCALIZER, TIME) for k in range(found.head + 1, b)):
        return Skip(ADVERBIAL)  # 戴口罩列车内吃苹果: the first verb is the manner of the second
    if found.kind == "locative" and any(ws[k].text == "被" for k in range(found.head + 1, b)):
        return Skip(ADVERBIAL)  # 在印度被轮奸 → 不在印度: 在 is where the event happened
    if _gapped(ws, b) and head.text not in saying:
        return Skip(WORDING)  # 胜方获得320万韩元，负方60万韩元; 包括科比，还有…: the later clause leans on the claim
    if found.progressive is not None and any(ws[k].kind == LOCALIZER and ws[k].text == "中" for k in range(found.head + 1, b)):
        return Skip(WORDING)  # 正在调查中 → 没有在调查中
    return None


def _cause_with_er(ws: tuple[Word, ...], at: int, head: int) -> bool:
    """因 … 而 before the verb (因涉嫌误杀女儿而被捕): 而 ties the cause to the event, and the
    negation before them denies the event."""
    return ws[at].text in rule_data().adverbials.causes and any(ws[k].text == "而" for k in range(at + 1, head))


def _inside_noun(ws: tuple[Word, ...], found: Predicate) -> bool:
    """The head names a date with 周年 after its count (空军成立100周年), or sits inside the place
    phrase of a 在 that a localizer closes before the real verb (在带有…的计算机上工作)."""
    b = found.clause[1]
    after = [k for k in range(found.head + 1, b) if ws[k].kind != SPACE]
    if len(after) >= 2 and ws[after[0]].kind == NUMERAL and ws[after[1]].text in rule_data().adverbials.anniversaries:
        return True
    return found.progressive is not None and ws[found.progressive].text == "在" and any(
        ws[k].kind == LOCALIZER and ws[k + 1].kind == VERB for k in range(found.head + 1, b - 1))


def _gapped(ws: tuple[Word, ...], b: int) -> bool:
    """The clause after the claim's goes on from its verb: a count with no predicate of its own
    (负方60万韩元), or a list's continuation (还有, 以及)."""
    chunk: list[Word] = []
    for w in ws[b + 1 :]:
        if w.kind in (CLAUSE_MARK, FINAL_MARK):
            break
        if w.kind not in (SPACE, QUOTE, MARK):
            chunk.append(w)
    return bool(chunk) and (chunk[0].text in ("还有", "以及", "及")
                            or not any(x.kind in _PREDICATES for x in chunk) and any(x.kind == NUMERAL for x in chunk))


def _bare(found: Predicate) -> bool:
    return not (found.aspect or found.particles or found.progressive is not None or found.perfect is not None
                or found.modal is not None or found.complement is not None)


def _time_phrase(ws: tuple[Word, ...], at: int, head: int) -> bool:
    """在 opening a phrase of time rather than place before the verb."""
    return any(ws[k].kind == NUMERAL for k in range(at + 1, head)) and any(
        ws[k].kind == TIME or ws[k].text.endswith(rule_data().adverbials.time_ends) and len(ws[k].text) > 1 and ws[k].kind != LOCALIZER
        for k in range(at + 1, head))
