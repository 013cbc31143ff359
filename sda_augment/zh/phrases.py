"""Noun phrases and the phrases around them: where a noun phrase ends, whether a verb
opens a predicate or sits inside a modifier before 的, where a phrase of place ends."""

from __future__ import annotations

from .clause_parts import (
    NOMINAL,
    OPENERS,
    VERBAL,
    ZONE_OPENERS,
    closing,
    counted,
    date_end,
    inside_modifier,
    last_content,
    next_is_verbal,
    nominal_idiom,
    skip_spaces,
    verbal_ahead,
)
from .rules import grammar
from .words import (
    ADJECTIVE,
    ADVERB,
    BEFORE_NEGATION,
    CLASSIFIER,
    CLAUSE_MARK,
    COPULA,
    DE,
    DE_COMPLEMENT,
    DEGREE,
    DETERMINER,
    DURATIVE,
    EPISTEMIC,
    EXISTENTIAL,
    EXPERIENTIAL,
    FINAL_MARK,
    FOCUS,
    IDIOM,
    LOCALIZER,
    MARK,
    MODAL,
    NAME,
    NEGATOR,
    NOUN,
    NUMERAL,
    PARTICLE,
    PERFECT,
    PERFECTIVE,
    PREPOSITION,
    PRONOUN,
    QUOTE,
    SPACE,
    TIME,
    VERB,
    Word,
)


def nominal_end(ws: tuple[Word, ...], i: int, b: int, idioms: bool = False) -> int:
    """The end of the noun phrase words (no modifier with 的) from ``i``; with ``idioms``, a
    set phrase followed by a noun is part of it ("丝绸之路城市", inside a preposition's object)."""
    start = i
    while i < b:
        w = ws[i]
        kind = w.kind
        if kind == LOCALIZER and w.text == "边" and i + 1 < b and ws[i + 1].kind in VERBAL:
            break  # 边说边摘: the paired adverb, not a place
        if kind in NOMINAL:
            if w.text in grammar().clause_words.planning_nouns and i > start and i + 1 < b and ws[i + 1].kind == VERB:
                break  # 博士计划进行手术: the verb of planning, not the noun
            i += 1
        elif kind == QUOTE and w.text in OPENERS and (i == start or ws[i - 1].kind in NOMINAL):
            close = closing(ws, i, b)
            if close is None or close + 1 < b and ws[close + 1].kind == DE:
                break
            if i > start and w.text == "“" and opens_predicate(ws, i + 1, close) and not opens_predicate(ws, close + 1, b):
                break  # 埃及“冻结穆斯林兄弟会资产”: a headline's quoted claim, not a name
            i = close + 1  # a quoted name or title ("“重放”是…", "贝尔法斯特(Belfast)")
        elif kind == DEGREE and len(w.text) == 1 and i + 1 < b and ws[i + 1].kind == NOUN and ws[i + 1].start == w.end \
                and i + 2 < b and ws[i + 2].kind in NOMINAL:
            i += 1  # 极右翼领导人: a degree character that opens a noun
        elif kind == IDIOM and i > start and ws[i - 1].kind in NOMINAL and i + 1 < b and ws[i + 1].kind in (NAME, NOUN) \
                and w.tag == "l":
            i += 1  # 外交部发言人秦钢: a set phrase naming a person or a thing
        elif w.text in ("该", "有些") and i + 1 < b and ws[i + 1].kind in (NOUN, NAME, CLASSIFIER, NUMERAL):
            i += 1  # 该委员会, 有些人: a determiner, not the modal or the degree
        elif w.text in ("·", "•", "-") and i > start and ws[i - 1].kind in NOMINAL and i + 1 < b \
                and (ws[i + 1].kind in NOMINAL or len(ws[i + 1].text) == 1 and i + 2 < b and ws[i + 2].text == w.text):
            i += 1  # 埃里克·加涅, 瓦卡尔·尤·尼斯
            if ws[i].kind not in NOMINAL:
                i += 1
        elif len(w.text) == 1 and i > start and ws[i - 1].kind in (NAME, NOUN) and ws[i - 1].end == w.start and i + 2 < b \
                and ws[i + 1].text in ("(", "（") and ws[i + 2].text[:1].isascii() and ws[i + 2].text[:1].isalpha():
            i += 1  # 巴尔达奇(JohnBaldacci): the name's last character, cut off by the dictionary
        elif w.text in grammar().words.classifiers and i > start and ws[i - 1].kind == NUMERAL:
            i += 1  # 2起交通事故: the classifier, whatever the dictionary tags it
        elif kind == VERB and i > start and counted(ws[i - 1]) and i + 1 < b and ws[i + 1].kind == NOUN \
                and _next_opens_zone(ws, nominal_end(ws, i + 1, b), b):
            i += 1  # 两名跳伞运动员在…: a verb naming the kind of noun after a numeral
        elif kind == VERB and i > start and counted(ws[i - 1]) and len(w.text) > 1 and i + 1 < b \
                and ws[i + 1].kind in (ADVERB, BEFORE_NEGATION, NEGATOR, MODAL, COPULA, EPISTEMIC, PERFECT):
            i += 1  # a noun jieba's dictionary tags a verb, after a numeral ("这项研究还发现…")
        elif kind == VERB and i > start and ws[i - 1].kind == DETERMINER \
                and (w.tag == "vn" or i + 1 < b and ws[i + 1].kind == VERB) and len(w.text) > 1:
            i += 1  # 这个回应: a noun of action after a demonstrative
        elif kind == VERB and w.tag == "vn" and i + 1 < b and ws[i + 1].kind == LOCALIZER and ws[i + 1].text not in grammar().words.temporal:
            i += 1  # 比赛中: a noun of action before a place word
        elif kind == VERB and i + 1 < b and ws[i + 1].text in grammar().words.compound_heads:
            i += 1  # a verb that names a kind of noun ("死亡人数", "救援人员")
        elif kind in (FOCUS, ADVERB, PREPOSITION, MODAL) and w.text in grammar().words.classifiers and i > start and ws[i - 1].kind in (DETERMINER, NUMERAL):
            i += 1  # 那只鸟: the classifier, not the adverb "only"
        elif w.text in grammar().clause_words.approximate and i + 1 < b and ws[i + 1].kind == NUMERAL or (w.text in grammar().clause_words.joiners) and i > start and i + 1 < b and ws[i + 1].kind in NOMINAL:
            i += 1
        elif kind == ADJECTIVE and i + 1 < b and ws[i + 1].kind in (NOUN, NAME):
            i += 1  # 大狗, 新iPad
        elif kind == ADJECTIVE and i == start and len(w.text) > 1 and _next_opens_zone(ws, i + 1, b):
            i += 1  # a name jieba took for an adjective ("微软宣布", "微软已经"): the predicate follows at once
            break
        elif kind == IDIOM and i > start and ws[i - 1].kind == DETERMINER and i + 1 < b and ws[i + 1].kind in VERBAL:
            i += 1  # 这次网络攻击发生…: a set phrase after a demonstrative names a thing
        elif kind == IDIOM and w.text[-1:] in "式型" and i + 1 < b and ws[i + 1].kind in (NOUN, NAME, VERB) and ws[i + 1].start == w.end:
            i += 2  # 自杀式爆炸, 自杀式袭击者: a kind of event or of person
        elif kind == IDIOM and idioms and i + 1 < b and ws[i + 1].kind in (NOUN, NAME):
            i += 1
        elif kind == IDIOM and i > start and ws[i - 1].kind in (NOUN, NAME) and _next_opens_zone(ws, i + 1, b) \
                and nominal_idiom(w.text):
            i += 1  # 美国无人机在…: a set phrase naming a thing, before the predicate
        elif kind == IDIOM and i + 1 < b and ws[i + 1].kind in VERBAL and (i + 2 >= b or ws[i + 2].kind not in (PERFECTIVE, DURATIVE, EXPERIENTIAL)) \
                and nominal_idiom(w.text):
            i += 1  # a set phrase that names a thing ("无人机袭击", "发言人说")
        elif kind == SPACE and i > start:
            i += 1
        else:
            break
    while i > start and ws[i - 1].kind in (SPACE,) or i > start and ws[i - 1].text in grammar().clause_words.joiners:
        i -= 1
    return i

def _next_opens_zone(ws: tuple[Word, ...], i: int, b: int) -> bool:
    """Whether the word at ``i`` opens a predicate's adverbs (or its verb), not a noun phrase."""
    i = skip_spaces(ws, i, b)
    if i >= b:
        return False
    kind = ws[i].kind
    return kind in ZONE_OPENERS or kind == PREPOSITION and verbal_ahead(ws, i + 1, b)

def modifier_de(ws: tuple[Word, ...], k: int, b: int) -> int | None:
    """The next 的 from ``k`` that a noun phrase follows (a modifier's, not 是…的's)."""
    for i in range(k, b):
        w = ws[i]
        if w.kind in (CLAUSE_MARK, FINAL_MARK):
            return None
        if w.kind == DE and i + 1 < b and nominal_end(ws, i + 1, b) > i + 1:
            return i
    return None

def opens_predicate(ws: tuple[Word, ...], i: int, b: int) -> bool:
    """Whether the words from ``i`` can begin the predicate."""
    i = skip_spaces(ws, i, b)
    if i >= b:
        return False
    w = ws[i]
    kind = w.kind
    if kind == QUOTE and w.text in "“「" and i + 1 < b:
        return opens_predicate(ws, i + 1, b)  # a headline's quoted claim
    if kind == TIME or kind == NUMERAL and date_end(ws, i, b) > i:
        end = date_end(ws, i, b) if kind == NUMERAL else i + 1
        return end < b and opens_predicate(ws, end, b)
    if kind in ZONE_OPENERS:
        return kind != VERB or not _attributive(ws, i, b)
    if kind == IDIOM:
        return not _attributive(ws, i, b)
    if kind == PREPOSITION:
        return any(ws[j].kind in VERBAL or ws[j].kind in (COPULA, EXISTENTIAL) for j in range(i + 1, b)) or w.text == "在"
    if kind == ADJECTIVE:
        nxt = i + 1 < b and ws[i + 1]
        return not (nxt and (nxt.kind in (DE, NOUN, NAME) or nxt.kind == ADJECTIVE and nxt.tag == "b"))
    return False

def _attributive(ws: tuple[Word, ...], i: int, b: int) -> bool:
    """A verb that opens a modifier ("穿着红衣服的" + noun) rather than the predicate."""
    d = modifier_de(ws, i, b)
    if d is None:
        return False
    # The words from the verb to 的 hold no other predicate word (是, a modal, a negation).
    if any(ws[j].kind in (COPULA, MODAL, PERFECTIVE, EXPERIENTIAL, CLAUSE_MARK) for j in range(i + 1, d)):
        return False
    head_end = nominal_end(ws, d + 1, b)
    rest = skip_spaces(ws, head_end, b)
    if rest >= b or ws[rest].kind in (FINAL_MARK, CLAUSE_MARK, MARK, PARTICLE):
        # The noun phrase ends the clause: the whole is a noun phrase when nothing before the verb is a subject.
        return not _subject_before(ws, i)
    return opens_predicate(ws, rest, b) and not _subject_before(ws, i)

def _subject_before(ws: tuple[Word, ...], i: int) -> bool:
    """Whether a noun that can be a subject stands right before ``i`` (adverbs aside)."""
    j = i - 1
    while j >= 0 and ws[j].kind in (SPACE, ADVERB, BEFORE_NEGATION, EPISTEMIC, TIME):
        j -= 1
    if j < 0:
        return False
    w = ws[j]
    if w.kind in (PRONOUN, NAME) or w.kind == NOUN:
        # a noun after a preposition is the preposition's object, not a subject
        k = j
        while k >= 0 and ws[k].kind in NOMINAL:
            k -= 1
        return not (k >= 0 and ws[k].kind == PREPOSITION)
    return False

def ends_event(ws: tuple[Word, ...], i: int, b: int) -> bool:
    """Whether the verb at ``i`` ends the clause as an event's own verb ("列车服务中断",
    "投资增长了5%"): nothing, an aspect, a number or a complement after it."""
    if ws[i].text in grammar().clause_words.changes or ws[i].text in grammar().clause_words.causative:
        return True
    nxt = skip_spaces(ws, i + 1, b)
    return nxt >= b or ws[nxt].kind in (PERFECTIVE, DURATIVE, EXPERIENTIAL, NUMERAL, DE_COMPLEMENT, CLAUSE_MARK, FINAL_MARK)

def ends_in_modified_noun(ws: tuple[Word, ...], head: int, b: int) -> bool:
    """Whether the words after ``head`` end the clause with 的 and a noun ("有角的母牛")."""
    last_de = next((j for j in range(b - 1, head, -1) if ws[j].kind == DE), None)
    return last_de is not None and nominal_end(ws, last_de + 1, b) >= last_content(ws, last_de, b)

def modified_noun_end(ws: tuple[Word, ...], i: int, b: int) -> int | None:
    """After a verb right before 的 and a noun ("被拘留的巴勒斯坦激进分子"), the noun's end."""
    j = i + 1
    if j < b and ws[j].kind in (PERFECTIVE, DURATIVE, EXPERIENTIAL):
        j += 1
    if j < b and ws[j].kind == DE:
        end = nominal_end(ws, j + 1, b)
        if end > j + 1:
            return end
    return None

def next_is_nominal(ws: tuple[Word, ...], i: int, b: int) -> bool:
    i = skip_spaces(ws, i, b)
    if i < b and ws[i].kind == IDIOM and ws[i].tag == "l" and next_is_verbal(ws, i + 1, b):
        return True  # 将化学武器装进炸弹: a set phrase naming a thing
    return i < b and ws[i].kind in (NOUN, NAME, PRONOUN, DETERMINER, NUMERAL, LOCALIZER) and nominal_end(ws, i, b) > i

def progressive_zai(ws: tuple[Word, ...], i: int, b: int) -> bool:
    """在 + verb: the progressive ("在弹吉他"), not 在 + place ("在草地上")."""
    j = skip_spaces(ws, i + 1, b)
    if j >= b:
        return False
    w = ws[j]
    if w.kind in (PREPOSITION, ADVERB, DEGREE, BEFORE_NEGATION, MODAL) and w.text != "在":
        return verbal_ahead(ws, j + 1, b)
    if w.kind not in VERBAL:
        return False
    if w.text[-1:] in grammar().words.place_endings and w.tag.startswith(("n", "s")):
        return False
    temporal = grammar().words.temporal
    for k in range(j + 1, b):
        if ws[k].kind == DE:
            break
        if ws[k].kind == LOCALIZER and k + 1 < b and ws[k + 1].kind == DE:
            return False  # 在笑与泪中的故事: a place that modifies a noun
        if (ws[k].text in temporal or ws[k].kind == LOCALIZER or ws[k].text in ("方面", "过程中")) \
                and (verbal_ahead(ws, k + 1, b) or skip_spaces(ws, k + 1, b) >= b):
            return False  # 在结束了职业生涯后退休, 在抓获基地组织方面采取: a phrase, not the progressive
    nxt = skip_spaces(ws, j + 1, b)
    return not (nxt < b and ws[nxt].kind in (LOCALIZER, DE))

def phrase_end(ws: tuple[Word, ...], i: int, b: int) -> int | None:
    """The end of a preposition's object from ``i``: a noun phrase, its modifiers with 的,
    up to a place word ending it ("在开盘前的交易中")."""
    localizer = None
    if i < b and ws[i].kind == DURATIVE:
        i += 1  # 对着, 朝着: the preposition's 着
    if i > 0 and ws[i - 1].text in grammar().clause_words.causes:
        because = next((j for j in range(i + 1, b) if ws[j].text == "而"), None)
        if because is not None:
            return because  # 因非法闯入而被逮捕: the cause runs to 而
    if i + 1 < b and ws[i].kind in VERBAL and ws[i + 1].kind == VERB \
            and not (i + 2 < b and ws[i + 2].text in grammar().words.compound_heads):
        return i + 1  # 为选举争吵, 将化学武器装进: a verb or a set phrase as the object
    if i + 1 < b and ws[i].kind == VERB and ws[i + 1].kind in (NOUN, NAME):
        e = nominal_end(ws, i + 1, b)
        if e < b and (ws[e].kind in VERBAL or ws[e].text == "而"):
            return e  # 把煮鸡蛋切成碎片, 因调查萨维尔案而: a verb and its noun as the object
    for j in range(i, b):
        w = ws[j]
        if w.kind in (CLAUSE_MARK, FINAL_MARK) or w.kind == VERB and j > i and ws[j - 1].kind != DE and not inside_modifier(ws, j, b) \
                and not (j + 1 < b and (ws[j + 1].kind == LOCALIZER or ws[j + 1].text in grammar().words.compound_heads)):
            break
        if w.kind == LOCALIZER and j > i:
            nxt = skip_spaces(ws, j + 1, b)
            if nxt >= b or ws[nxt].kind not in (DE, NOUN, NAME, LOCALIZER):
                localizer = j + 1
                break
    if localizer is not None:
        return localizer
    k = i
    while k < b:
        e = nominal_end(ws, k, b, idioms=True)
        if e > k and (e >= b or ws[e].kind != DE):
            return e
        if e < b and ws[e].kind == DE:
            k = e + 1
            continue
        d = modifier_de(ws, k, b)
        if d is None:
            return e if e > k else None
        k = d + 1
    return None
