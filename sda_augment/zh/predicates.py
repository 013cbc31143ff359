"""The predicate after a subject: the words before the verb (adverbs, 在, 已经, a modal, a
prepositional phrase), the head, its complement and aspect, read with a small grammar of
Chinese word order."""

from __future__ import annotations

from ..reasons import Skip
from .clause_parts import (
    ASPECT,
    EVENT_MARKS,
    NO_PREDICATE,
    NOMINAL,
    NOUN_PHRASE,
    UNREAD_ZONE,
    VERBAL,
    Predicate,
    a_place,
    counted_subject,
    date_end,
    has_head,
    last_content,
    last_word,
    next_is_verbal,
    skip_spaces,
    time_words_end,
    verbal_ahead,
)
from .phrases import (
    ends_event,
    ends_in_modified_noun,
    modified_noun_end,
    next_is_nominal,
    nominal_end,
    opens_predicate,
    phrase_end,
    progressive_zai,
)
from .rules import grammar
from .subjects import opens_clause_at, place_phrase_end, subject_end
from .words import (
    ADJECTIVE,
    ADVERB,
    BEFORE_NEGATION,
    CLAUSE_MARK,
    CONJUNCTION,
    COPULA,
    DE,
    DE_COMPLEMENT,
    DEGREE,
    DETERMINER,
    DI,
    DURATIVE,
    EPISTEMIC,
    EXISTENTIAL,
    EXPERIENTIAL,
    FINAL_MARK,
    FOCUS,
    IDIOM,
    LOCALIZER,
    MODAL,
    NAME,
    NEGATOR,
    NOUN,
    NUMERAL,
    PERFECT,
    PERFECTIVE,
    PREPOSITION,
    PROGRESSIVE,
    PRONOUN,
    QUOTE,
    SPACE,
    VERB,
    Word,
)


def opens_clause(ws: tuple[Word, ...], i: int, b: int) -> bool:
    """Whether a clause with a subject of its own and a predicate begins at ``i`` ("他很好")."""
    i = skip_spaces(ws, i, b)
    if i >= b or ws[i].kind not in (NOUN, NAME, PRONOUN, DETERMINER, NUMERAL):
        return False
    s = subject_end(ws, i, b, time_clause_end)
    return s is not None and s > i and isinstance(read_predicate(ws, i, s, b), Predicate)

def read_predicate(ws: tuple[Word, ...], a: int, s: int, b: int) -> Predicate | Skip:
    rules = grammar().words
    i = time_words_end(ws, skip_spaces(ws, s, b), b)
    if i > s and ws[i - 1].text in rules.temporal:
        e = nominal_end(ws, i, b)
        if e > i and has_head(ws, e) and opens_predicate(ws, e, b):
            return read_predicate(ws, a, e, b)  # 事故发生时车内只有…: a time, then the clause's own subject
    zone = i
    slot: int | None = None
    scope: list[int] = []
    found: dict[str, int | None] = dict.fromkeys(
        ("negation", "perfect", "progressive", "modal", "degree", "epistemic", "focus", "passive"))
    head: int | None = None
    kind = "verb"
    found_pp = False
    while i < b:
        w = ws[i]
        k = w.kind
        if k in (SPACE, QUOTE):
            i += 1  # a headline's quoted claim ("埃及“冻结…”"): the words inside are read
            continue
        if k == EPISTEMIC and slot is None:
            found["epistemic"] = i
            i += 1
            continue
        if k in (BEFORE_NEGATION, MODAL) and w.text in rules.prepositions and next_is_nominal(ws, i + 1, b):
            end = phrase_end(ws, i + 1, b)  # 就叙利亚问题举行会谈, 将福特提升为: a preposition here
            if end is not None and end < b and (ws[end].kind in VERBAL or ws[end].kind in (ADVERB, MODAL)):
                if slot is None:
                    slot = i
                found_pp = True
                i = end
                continue
        if k in (ADVERB, BEFORE_NEGATION) and slot is None and i + 1 < b and ws[i + 1].kind == QUOTE and ws[i + 1].text in "”」":
            scope.append(i)  # 反对派“原则上”同意: a quoted adverb stays before the negation
            i += 1
            continue
        if k == BEFORE_NEGATION and slot is None:
            scope.append(i)
            i += 1
            continue
        if slot is None:
            slot = i
        if k == EPISTEMIC:
            found["epistemic"] = i
        elif k == FOCUS:
            found["focus"] = i
        elif k == DEGREE:
            found["degree"] = i
        elif k in (ADVERB, BEFORE_NEGATION):
            pass
        elif k == DI:
            pass  # 地 after a manner word ("极大地降低")
        elif k == NEGATOR:
            if found["negation"] is None:
                found["negation"] = i
            if w.text in grammar().clause_words.negated_copula:
                head, kind = i, "copula"
                break
            if w.text in grammar().clause_words.negated_modals:
                found["modal"] = i
            elif w.text in grammar().clause_words.negated_have and not verbal_ahead(ws, i + 1, b):
                head, kind = i, "existential"
                break
        elif k == PERFECT:
            found["perfect"] = i
        elif k == PROGRESSIVE and w.text != "在" and not next_is_nominal(ws, i + 1, b):
            found["progressive"] = i
        elif k in (PROGRESSIVE, PREPOSITION):
            if w.text == "正在":  # 正 + 在 + a place ("正在水中行走")
                found["progressive"] = i
                nxt = skip_spaces(ws, i + 1, b)
                if nxt < b and ws[nxt].kind == NOUN and ws[nxt].tag == "n" and not a_place(ws, nxt, nxt + 1) \
                        and not (nxt + 1 < b and ws[nxt + 1].kind in (LOCALIZER, DE)):
                    head = nxt  # 正在整理她的床: a verb the dictionary tags a noun, after 正在
                    break
            if w.text in rules.passive and next_is_verbal(ws, i + 1, b):
                found["passive"] = i
            elif w.text == "在" and progressive_zai(ws, i, b):
                found["progressive"] = i
            else:
                end = phrase_end(ws, i + 1, b)
                if end is None:
                    return Skip(UNREAD_ZONE)
                found_pp = w.text not in rules.passive and ws[end - 1].kind != LOCALIZER
                if w.text in ("被", "遭", "受"):
                    found["passive"] = i  # 被石头轻伤: the agent, then what happened
                if w.text == "在" and not verbal_ahead(ws, end, b):
                    if s == a or i != zone and any(ws[j].kind == PREPOSITION for j in range(zone, i)):
                        return Skip(NO_PREDICATE)  # a place phrase with no subject: no clause
                    place = a_place(ws, i + 1, end)
                    if not place and any(ws[j].kind == DE for j in range(i + 1, end)):
                        return Skip(NOUN_PHRASE)  # 斯诺登在莫斯科的父亲: the place modifies a noun
                    head, kind = i, "locative" if place else "zai"
                    break
                i = end
                continue
        elif w.text in rules.prepositions and k != PREPOSITION and next_is_nominal(ws, i + 1, b) and verbal_ahead(ws, i + 1, b):
            end = phrase_end(ws, i + 1, b)  # 就叙利亚问题举行会谈, 将福特提升为: a preposition here
            if end is None:
                return Skip(UNREAD_ZONE)
            found_pp = True
            i = end
            continue
        elif k == MODAL:
            if verbal_ahead(ws, i + 1, b):
                found["modal"] = i
            elif w.text == "将":
                return Skip(UNREAD_ZONE)  # 将 with no verb after it: the words after were cut wrongly
            else:
                head = i
                break
        elif k == COPULA:
            head, kind = i, "copula"
            break
        elif k == EXISTENTIAL:
            head, kind = i, "existential"
            break
        elif k == IDIOM and w.text[-1:] in "式型" and i + 1 < b and ws[i + 1].kind == VERB and ws[i + 1].start == w.end:
            return Skip(NOUN_PHRASE)  # 自杀式爆炸: a kind of event, a noun
        elif k == IDIOM and w.text[:1] in grammar().clause_words.coverb_characters and next_is_verbal(ws, i + 1, b):
            pass  # 以此为由拒绝: a set phrase that gives the reason or the means
        elif k in VERBAL:
            if i > 0 and ws[i - 1].text[-1:] in "式型" and len(ws[i - 1].text) > 1 and ws[i - 1].end == w.start \
                    and ws[i - 1].tag in ("b", "l", "z", "a"):
                return Skip(NOUN_PHRASE)  # 自杀式爆炸: a kind of event, a noun
            if w.text in grammar().clause_words.as_of and i == zone and time_words_end(ws, i + 1, b) > i + 1:
                i = time_words_end(ws, i + 1, b)  # 截至2021年1月3日: a date, the predicate is further on
                continue
            if i + 1 < b and ws[i + 1].kind == DE and not nominal_end(ws, i + 2, b) > i + 2:
                rest = skip_spaces(ws, i + 2, b)
                if rest < b and ws[rest].kind in (COPULA, NEGATOR, ADVERB, BEFORE_NEGATION, EPISTEMIC):
                    return read_predicate(ws, a, rest, b)  # 我说的不是…: what someone did is the subject
                return Skip(NOUN_PHRASE)  # 报纸上说的: a verb with 的 and no noun
            after = modified_noun_end(ws, i, b)
            if after is not None:
                if after < b and opens_predicate(ws, after, b) and not found_pp and i == zone:
                    return read_predicate(ws, a, after, b)  # the subject had a modifier ("分析师关注的收入下降了")
                if after < b and opens_predicate(ws, after, b) and ws[zone].text == "在" and place_phrase_end(ws, zone, b) == i:
                    return read_predicate(ws, a, after, b)  # 士兵在伊拉克南部守卫的一个弹药库爆炸: the place is the modifier's
                i = after  # a verb with 的 and a noun ("发布的报告"): a modifier, the head is further on
                continue
            if i + 1 < b and ws[i + 1].text in rules.temporal:
                if not verbal_ahead(ws, i + 2, b):
                    return Skip(UNREAD_ZONE)  # 倒塌后工人抗议: the verb after is not one we can read
                if slot is not None and ws[slot].text == "在":
                    slot = None  # 在MP袭击中受伤后被起诉: 在 opened the time; the negation goes after it
                    found["progressive"] = None
                i += 2  # 暴动后, 到达时: a time, the head is further on
                continue
            if i + 1 < b and ws[i + 1].text == "、":
                return Skip(UNREAD_ZONE)  # 生产、存储场所: a list of nouns, not a predicate
            if found_pp and i + 1 < b and ws[i + 1].kind == VERB:
                i += 1  # 为他的第23次扑救创造了: the first verb is the phrase's noun
                continue
            nxt = skip_spaces(ws, i + 1, b)
            if i == zone and nxt < b and ws[nxt].text in ("被", "把") and next_is_verbal(ws, nxt + 1, b) and len(w.text) == 1:
                return read_predicate(ws, a, nxt, b)  # 萨穆德拉被怀疑: the name's last character, then 被
            if w.tag == "vn" and i == zone and nxt < b and ws[nxt].kind == NUMERAL and date_end(ws, nxt, b) > nxt:
                return Skip(NOUN_PHRASE)  # 埃及总统选举5月23日: a noun of action and its date
            if s == a and i == zone and w.text in rules.clause_verbs and opens_clause_at(ws, nxt, b):
                return Skip(UNREAD_ZONE)  # 怀疑美国无人机在巴基斯坦击毙…: "it is suspected that"
            if w.tag == "vn" and i == zone and nxt < b and ws[nxt].kind in (NOUN, NAME):
                e = nominal_end(ws, nxt, b)
                if e >= b and ws[nxt].kind == NOUN:
                    return Skip(NOUN_PHRASE)  # 几内亚总统选举投票: nouns to the end of a heading
                if e >= last_content(ws, nxt, b) and any(ws[j].kind == DE for j in range(a, s)):
                    return Skip(NOUN_PHRASE)  # 一辆带有条纹的白色旅游巴士: the noun of action is a modifier
                if e < b and ws[e].kind in VERBAL and ws[nxt].kind == NOUN:
                    return read_predicate(ws, a, e, b)  # 埃及选举结果推迟: the noun of action is the subject's
            copula = next((j for j in range(i + 1, b) if ws[j].kind == COPULA), None)
            if copula is not None and any(ws[j].kind == DE for j in range(i + 1, copula)) and not found_pp \
                    and all(ws[j].kind in (ADVERB, SPACE) for j in range(zone, i)):
                return read_predicate(ws, a, copula, b)  # 俄罗斯暂停参加…的决定是…: the verb is the subject's
            if w.tag == "vn" and i == zone and (nxt >= b or ws[nxt].kind == VERB):
                if nxt >= b:
                    return Skip(NOUN_PHRASE)  # 2012年美国总统选举: a noun of action ends a heading
                if ends_event(ws, nxt, b) or w.text not in rules.clause_verbs and w.text not in rules.reporting \
                        and w.text not in rules.verb_objects:
                    return read_predicate(ws, a, nxt, b)  # 列车服务中断: the noun of action is the subject's
            head = i
            break
        elif k == ADJECTIVE:
            if i + 1 < b and ws[i + 1].text == "、":
                return Skip(UNREAD_ZONE)  # 轻灵、动作幅度小: a list, not a predicate
            if i == zone and i + 2 < b and ws[i + 1].kind == VERB and (ws[i + 2].text in grammar().clause_words.causative or ws[i + 2].text in grammar().clause_words.changes):
                return read_predicate(ws, a, i + 2, b)  # 俄罗斯新爆炸造成十人死亡: the event is the subject
            if i + 1 < b and ws[i + 1].kind == VERB:
                i += 1  # 具体说明: a manner word
                continue
            head, kind = i, "adjective"
            break
        elif k in (NOUN, NAME) and i + 1 < b and ws[i + 1].kind == DI:
            pass  # a manner phrase ("认真地")
        elif k == CONJUNCTION and w.text == "而" and i > zone:
            pass  # 因…而 + verb
        elif k == NUMERAL and w.text[-1:] in "次遍回" and i + 1 < b:
            pass  # 两次, 又一次: how often
        elif k == NOUN and w.tag in ("n", "vn") and i > zone and ws[i - 1].kind in (MODAL, NEGATOR, PERFECT, PROGRESSIVE, ADVERB, BEFORE_NEGATION):
            head = i  # a verb jieba's dictionary tags a noun, after a modal or an adverb ("将会见", "还资助")
            break
        elif k == EXPERIENTIAL and i > zone and ws[i - 1].kind in (MODAL, NEGATOR, PROGRESSIVE):
            head = i  # 过 as the verb "cross" ("正在过马路")
            break
        else:
            return Skip(UNREAD_ZONE if i > zone else NO_PREDICATE)
        i += 1
    if head is None:
        return Skip(NO_PREDICATE)
    if kind == "verb" and _noun_phrase(ws, a, s, head, b, found):
        return Skip(NOUN_PHRASE)
    if kind == "existential" and any(ws[j].kind == DE for j in range(a, s)) and ends_in_modified_noun(ws, head, b):
        return Skip(NOUN_PHRASE)  # 站在田野里的一头黑白相间有角的母牛: 有 inside the noun phrase
    if kind == "existential" and s == a and head == zone and ends_in_modified_noun(ws, head, b) \
            and not any(ws[j].kind in EVENT_MARKS for j in range(head + 1, b)):
        return Skip(NOUN_PHRASE)  # 有许多贴纸的停车标志的背面: "with" in a noun phrase
    if kind == "verb" and ws[head].text not in rules.reporting:
        speaker = _speaker_end(ws, head, b)
        if speaker is not None:
            return read_predicate(ws, a, speaker, b)  # 暴动愈演愈烈的泰国抗议领袖说: the verb is the speaker's modifier
    if kind == "verb" and ws[head].kind == VERB:
        later = time_clause_end(ws, head, b)
        if later is not None:
            return read_predicate(ws, a, later, b)  # 地铁发生火灾后数千人撤离: a time, then the clause
    if kind == "adjective" and found["passive"] is not None:
        kind = "verb"  # 被石头轻伤: what happened to someone, an event
    if slot is None:
        slot = head
    verb = head
    modal = found["modal"]
    if modal is not None and kind == "verb" and head != modal:
        kind = "modal"
    elif ws[head].kind == MODAL:
        kind, modal = "modal", head
    return _finish(ws, a, s, b, zone, slot, head, verb, kind, found, tuple(scope))

def _speaker_end(ws: tuple[Word, ...], head: int, b: int) -> int | None:
    """Where a clause ends in 的, a noun and a verb of saying after ``head`` ("…的泰国抗议领袖说"):
    the verb of saying, the predicate of a subject that ``head`` only modifies."""
    last = last_word(ws, head + 1, b)
    if last is None or ws[last].text not in grammar().clause_words.saying or ws[last].kind != VERB:
        return None
    de = next((j for j in range(last - 1, head, -1) if ws[j].kind == DE), None)
    if de is None or de + 1 == last or any(ws[j].kind not in NOMINAL and ws[j].tag != "vn" for j in range(de + 1, last)):
        return None
    return last if all(ws[j].kind not in (CLAUSE_MARK, FINAL_MARK) for j in range(head, last)) else None

def time_clause_end(ws: tuple[Word, ...], head: int, b: int) -> int | None:
    """After a verb, its noun and 后/时/前 with no comma ("发生火灾后数千人撤离", "提出计划后离职"):
    where the predicate that follows begins (after the later clause's subject, if it has one)."""
    temporal = grammar().words.temporal
    e = next((j for j in range(head + 2, nominal_end(ws, head + 1, b) + 1) if j < b and ws[j].text in temporal), None)
    if e is None or any(ws[j].kind not in NOMINAL for j in range(head + 1, e)):
        return None
    i = skip_spaces(ws, e + 1, b)
    if i < b and ws[i].kind == VERB and ws[i].text not in grammar().words.temporal:
        return i  # 在该部门提出一项计划后离职: what happened after is the predicate
    if i >= b or ws[i].kind not in (NOUN, NAME, PRONOUN, NUMERAL, DETERMINER):
        return None
    s = subject_end(ws, i, b, time_clause_end)
    return s if s is not None and s > i and opens_clause(ws, i, b) else None

def _finish(ws: tuple[Word, ...], a: int, s: int, b: int, zone: int, slot: int, head: int, verb: int, kind: str,
            found: dict[str, int | None], scope: tuple[int, ...]) -> Predicate:
    rules = grammar().words
    particles: list[int] = []
    aspect: str | None = None
    complement = None
    j = head + 1
    if j < b and ws[j].kind == DE_COMPLEMENT:
        complement = j
    if j + 1 < b and ws[j].kind == EXPERIENTIAL and ws[j + 1].kind == PERFECTIVE:
        j += 1  # 跳过了: 过 is the complement ("over"), 了 the aspect
    # an aspect particle right after the verb, or after a one-character complement
    for k in (j, j + 1):
        if k < b and ws[k].kind in ASPECT and (k == j or ws[j].text in grammar().clause_words.complements and len(ws[j].text) == 1):
            aspect = ASPECT[ws[k].kind]
            if ws[k].kind == PERFECTIVE:
                particles.append(k)
            break
    if aspect is None and len(ws[head].text) > 1 and ws[head].kind == VERB:
        aspect = {"过": "experiential", "着": "durative"}.get(ws[head].text[-1]) \
            if not ws[head].text.endswith(tuple(grammar().clause_words.directional_guo)) else None  # 投票通过: 过 of 通过
    last = last_word(ws, s, b)
    if last is not None and last > head and ws[last].kind == PERFECTIVE and last not in particles:
        particles.append(last)
        aspect = aspect or "perfective"
    if found["perfect"] is not None:
        aspect = "perfect" if aspect != "experiential" else aspect
    if found["progressive"] is not None:
        aspect = "progressive"
    shi_de = kind == "copula" and last is not None and last > head and ws[last].kind == DE
    head_word = ws[head]
    after_verb = head - 1 >= zone and ws[head - 1].kind == VERB  # 做好|准备: the head is the object of the verb before it
    stative = kind in ("copula", "adjective", "modal", "locative") or head_word.text in rules.stative and not after_verb
    return Predicate(
        clause=(a, b), subject=(a, s), zone=zone, slot=slot, head=head, verb=verb, kind=kind, aspect=aspect,
        particles=tuple(particles), progressive=found["progressive"], perfect=found["perfect"],
        negation=found["negation"], degree=found["degree"], epistemic=found["epistemic"], focus=found["focus"],
        modal=found["modal"], scope=scope, complement=complement, passive=found["passive"], shi_de=shi_de,
        stative=stative,
    )

def _noun_phrase(ws: tuple[Word, ...], a: int, s: int, head: int, b: int, found: dict[str, int | None]) -> bool:
    """Whether a clause that ends in 的 and a noun reads better as one noun phrase, its verb a
    modifier: with no subject ("站在草地上的一头母牛"), or an action verb with no aspect, in a
    sentence of one clause ("一张猫躺在地上的黑白照片", "昂山素季访问爱尔兰的详情")."""
    rules = grammar().words
    if ws[head].text in rules.stative or any(found[key] is not None for key in ("negation", "modal", "perfect", "progressive")):
        return False
    last_de = next((j for j in range(b - 1, head, -1) if ws[j].kind == DE), None)
    if last_de is None:
        return False
    end = last_content(ws, last_de, b)
    headline = ws[-1].kind != FINAL_MARK
    if headline and end == last_de + 2 and ws[last_de + 1].kind == VERB and len(ws[last_de + 1].text) > 1:
        return _modifier_of_title(ws, a, head, last_de)  # 白宫在…控制中的讲话: a verb after 的 is a noun
    if nominal_end(ws, last_de + 1, b, idioms=True) < end:
        return False
    if ws[end - 1].text in rules.headline_nouns and (headline or counted_subject(ws, a, s)):
        return True  # 一个女人抱着一只白色小狗的特写。: a picture's caption
    if headline and _modifier_of_title(ws, a, head, last_de):
        return True  # 梵蒂冈泄密案中被判有罪的男子: the 的 closes a clause of its own
    if s != a and (any(ws[j].kind in (PERFECTIVE, DURATIVE, EXPERIENTIAL) for j in range(head + 1, last_de))
                   or len(ws[head].text) > 1 and ws[head].text[-1] in "着了" or ws[head].text[-1:] == "过" and ws[head].text not in grammar().clause_words.directional_guo):
        return False
    last = ws[last_content(ws, last_de, b) - 1]
    if last.kind == LOCALIZER or last.text[-1:] in grammar().clause_words.place_finals and last.tag in ("s", "t", "f", "n"):
        return False  # the 的 is inside a place phrase ("站在一个城市的人行横道上")
    if s == a:
        return True
    if ws[-1].kind != FINAL_MARK and last.text in rules.headline_nouns:
        return True
    whole_sentence = all(w.kind not in (CLAUSE_MARK,) for w in ws)
    return whole_sentence and counted_subject(ws, a, s)


def _modifier_of_title(ws: tuple[Word, ...], a: int, head: int, de: int) -> bool:
    """Whether the 的 closing a headline's last noun ends a modifier that holds the head: a
    localizer after the head and then a verb (泄密案中被判有罪的男子), a count with a verb of
    its own (…造成5人死亡的青少年), or a 在 phrase around the head closed by a localizer before
    the 的 (白宫在…损害控制中的讲话). A plain verb before 的 (驱逐被拘留的…) may modify the object."""
    for k in range(head + 1, de):
        if ws[k].kind == LOCALIZER and any(ws[j].kind in (VERB, IDIOM) for j in range(k + 1, de)):
            return True
        if ws[k].kind == NUMERAL and k + 2 < de + 1 and ws[k + 1].kind == NOUN and ws[k + 2].kind in (VERB, IDIOM):
            return True
    return ws[de - 1].kind == LOCALIZER and any(ws[k].text == "在" for k in range(a, head))
