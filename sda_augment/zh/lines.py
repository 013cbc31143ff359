"""Lines that are not plain statements, and predicates jieba's words may have cut from a noun.

News and STS-B text holds many lines that are not sentences a writer would stress or deny:
headlines and slogans that end in ！, captions and credits (网站截图, 本文来源于…), fixture and
dated labels (…-5月14日, 经典纵横字谜-六月一日星期六), a bare verb closing a headline (霍尔德辞职,
海警人员深夜搜救). An adverb or a negation there makes the line odd. And where the "verb" jieba
found sits between nouns with no boundary its tags vouch for (足球场入侵, 主场比赛, 煤矿瓦斯抽采
利用率, 占|比), an edit there lands inside a compound noun. These gates leave such lines alone,
each with its code.
"""

from __future__ import annotations

import re

from ..reasons import Skip, register_reason
from .clause_parts import Predicate
from .rules import grammar
from .words import (
    ADVERB,
    BEFORE_NEGATION,
    CLASSIFIER,
    DE,
    DEGREE,
    DURATIVE,
    FOCUS,
    IDIOM,
    LOCALIZER,
    NAME,
    NEGATOR,
    NOUN,
    NUMERAL,
    PERFECTIVE,
    PREPOSITION,
    PRONOUN,
    SPACE,
    TIME,
    VERB,
    Word,
)

HEADLINE = register_reason(
    "zh.headline", "a headline, slogan, caption, credit or dated label (…！, 本文来源于, 网站截图, …-5月14日): no plain statement"
)
COMPOUND = register_reason(
    "zh.compound", "the verb sits between nouns with no boundary the tags vouch for (足球场入侵, 主场比赛, 占比): it may be part of a noun"
)
PLANNED = register_reason("zh.planned", "what was planned (计划, 原计划, 打算 before the predicate): the edit would fall on the plan's content")
LINE_CODES: tuple[str, ...] = (HEADLINE, COMPOUND, PLANNED)

# Credits, captions and labels: the line names its source or its picture.
_CREDIT = re.compile(r"^(?:本文|原标题|图片|图源|来源|责任编辑|编辑|作者|记者|摄影|视频|图为|图：)|截图|来源于|转载|供图|摄$|摄。$"
                     r"|▲|[（(][左右中][一二三]?[）)]")  # ▲, 斯帕夏（左）: a photo caption
# A date or a weekday closing the line after a dash or alone: a dated label.
_DATED = re.compile(r"(?:[-－—–]\s*(?:\d{1,2}|[一二三四五六七八九十]{1,3})月|星期[一二三四五六日天]\s*$|周[一二三四五六日]\s*$)")
# A photo caption's opening date (1月16日，).
_CAPTION_DATE = re.compile(r"^\d{1,2}月\d{1,2}日[，,]")
# Slogans: two or more clauses of at most this many characters each.
_SLOGAN_CLAUSE = 5
# Kinds after a bare verb and its nouns that show a later predicate (占|比大幅度下降, 运行缓慢).
_LATER_PREDICATE = frozenset({DEGREE, ADVERB, VERB, IDIOM, NEGATOR, FOCUS, BEFORE_NEGATION, PRONOUN})


def unsure_line(ws: tuple[Word, ...], found: Predicate, stresses: bool) -> Skip | None:
    """The reason to leave a line alone that is not a plain statement, or whose predicate may be
    part of a noun; None where the claim stands. ``stresses`` (MV, DN): a bare verb that ends a
    headline stops it too (霍尔德的确辞职 reads as cut short)."""
    text = "".join(w.text for w in ws).strip()
    if text.endswith(("！", "!")) or _CREDIT.search(text) or _DATED.search(text) or _slogan(text):
        return Skip(HEADLINE)
    s = found.subject[0]
    if _CAPTION_DATE.match(text) and s < len(ws) and ws[s].kind == NUMERAL and ws[s].text.startswith("一"):
        return Skip(HEADLINE)  # 1月16日，在纳布卢斯，一名医护人员在…工作: a photo caption
    if stresses and _bare(found) and _ends_clause(ws, found) and found.kind == "verb" and found.zone == found.head \
            and not text.endswith(("。", "？", "?")) and ws[found.head].text not in grammar().clause_words.changes \
            and not any(ws[k].kind in (TIME, LOCALIZER) for k in range(*found.subject)):
        return Skip(HEADLINE)  # 霍尔德辞职, 马里临时领导人就职: a headline's bare verb
    if any(ws[k].text in grammar().lines.planning and not (k > 0 and ws[k - 1].kind in (NUMERAL, CLASSIFIER, DE))
           for k in range(found.clause[0], found.head)):
        return Skip(PLANNED)  # 布什计划星期三…会见, 原计划…寒假结束
    return _compound(ws, found)


def _bare(found: Predicate) -> bool:
    return not (found.aspect or found.particles or found.progressive is not None or found.perfect is not None
                or found.modal is not None or found.complement is not None)


def _ends_clause(ws: tuple[Word, ...], found: Predicate) -> bool:
    return all(ws[k].kind == SPACE or not ws[k].text.strip("。！？!?，, ") for k in range(found.head + 1, found.clause[1]))


def _slogan(text: str) -> bool:
    """Two or more parallel short clauses of four or five characters (森林防火，人人有责)."""
    parts = [p.strip() for p in re.split(r"[，,。！!；;]", text) if p.strip()]
    return len(parts) >= 2 and len({len(p) for p in parts}) == 1 and 4 <= len(parts[0]) <= _SLOGAN_CLAUSE


def _compound(ws: tuple[Word, ...], found: Predicate) -> Skip | None:
    s, e = found.subject
    head = ws[found.head]
    subject = [k for k in range(s, e) if ws[k].kind != SPACE]
    relative = any(ws[k].kind == VERB and k + 1 < e and ws[k + 1].kind == DE for k in subject)  # 与患者接触的妇女
    if subject and ws[subject[0]].tag == "p" and not relative or any(
           (ws[k].kind == PREPOSITION and ws[k].tag == "p" and ws[k].text not in grammar().clause_words.joiners or ws[k].kind == PERFECTIVE)
           and not any(ws[j].kind == DE for j in range(k, e)) or ws[k].kind in (NAME, NOUN, LOCALIZER) and k > s
           and ws[k].text.startswith(grammar().lines.glued_prepositions) and len(ws[k].text) > 1 or ws[k].text.endswith("内在")
           for k in subject):
        return Skip(COMPOUND)  # 政要们向保罗…致敬, 用…缰绳拉近, 士兵一天内在…阵亡: a phrase read as the subject
    if any(ws[k].kind == PERFECTIVE for k in subject) and ws[found.head].tag == "v" and found.head + 1 < found.clause[1] \
            and ws[found.head + 1].kind == NOUN and _bare(found):
        return Skip(COMPOUND)  # 反腐极大地遏制了民众遇到的官员|滥权情况: a clause of its own
    if found.head + 2 < found.clause[1] and len(ws[found.head + 1].text) == 1 and ws[found.head + 1].kind == NAME \
            and (ws[found.head + 2].text == "·" or ws[found.head + 2].kind == NAME):
        return Skip(COMPOUND)  # 指控|拉加|德·萨达姆: the "verb" is the first half of a name
    if subject and all(ws[k].tag == "s" or ws[k].kind == LOCALIZER for k in subject):
        return Skip(HEADLINE)  # 头上戴着金属滤网的男孩: a place, then a noun phrase (a caption)
    if found.kind not in ("verb", "adjective") or not _bare(found):
        return None
    b = found.clause[1]
    if head.tag == "vn" and found.zone == found.head and found.head + 1 < b and ws[found.head + 1].kind == PREPOSITION:
        return Skip(COMPOUND)  # 主场|比赛以…击败: a verbal noun read as the verb
    if found.zone == found.head and subject and (ws[subject[-1]].text in grammar().lines.adverbial_nouns or len(subject) >= 2
                                                 and len(ws[subject[-1]].text) == 1 and ws[subject[-2]].kind == LOCALIZER):
        return Skip(COMPOUND)  # 巴黎圣日耳曼客场|挑战, 中国双重|否决, 学生分期分批|返校, 凶手中枪|身亡
    if found.zone == found.head and subject and (ws[subject[-1]].text in grammar().words.gathering_nouns
                                                 or ws[subject[-1]].tag == "eng" and ws[subject[-1]].text.islower() and len(subject) >= 2 and ws[subject[-2]].kind == DE):
        return Skip(COMPOUND)  # 数千人集会|支持, 天生软骨的buff|加成
    if found.zone == found.head and len(subject) >= 2 and len(ws[subject[-1]].text) == 1 and ws[subject[-2]].kind == NAME \
            or found.zone < found.head and len(ws[found.zone].text) == 1 \
            and (ws[found.zone].tag in ("a", "ad", "ag") or ws[found.zone].kind == DEGREE and head.text in grammar().words.reporting) \
            and found.zone > 0 and ws[found.zone - 1].kind == NAME:
        return Skip(COMPOUND)  # 特鲁姆|普|表示: a name's last character
    j = found.head + 1
    while j < b and ws[j].kind in (NOUN, NAME, NUMERAL, CLASSIFIER, LOCALIZER, SPACE):
        j += 1
    later = j < b and (ws[j].kind in _LATER_PREDICATE and (ws[j].kind != PRONOUN or found.kind == "adjective")
                       and ws[j].tag != "h" and ws[j].text[0] not in "一两几" or ws[j].text in ("比", "较"))
    if later and ws[j].kind == VERB and (head.text.endswith(("在", "到")) or j + 1 < b and ws[j + 1].kind == DURATIVE
                                         or ws[j].text.endswith("着")):
        later = False  # 坐在窗台上看着照相机: a posture, then what is done in it
    words_ = grammar().words
    chained = words_.verb_objects | words_.clause_verbs | words_.reporting | grammar().clauses.serial_heads | grammar().clause_words.causative | grammar().clause_words.changes
    if later and head.text not in chained and not (ws[j].kind in (VERB, IDIOM) and any(ws[k].kind == DE for k in range(j, b))) \
            and not (ws[j].kind == VERB and j == found.head + 1) and ws[j].kind != DURATIVE:
        return Skip(COMPOUND)  # 足球场入侵|至少73人死亡, 占|比大幅度下降, 空调运行|缓慢, 铃铛摇滚|我们
    return None
