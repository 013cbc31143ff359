"""Where a clause's subject ends: a noun phrase, a topic of place or time, or a clause of
its own. A time clause inside the subject is read by the predicate reader, which the
caller passes in (the two readers call each other)."""

from __future__ import annotations

from collections.abc import Callable

from .clause_parts import (
    AFTER_SUBJECT,
    VERBAL,
    has_head,
    headline,
    skip_spaces,
    time_words_end,
)
from .phrases import modifier_de, next_is_nominal, nominal_end, opens_predicate, phrase_end
from .rules import grammar
from .words import (
    ADJECTIVE,
    ADVERB,
    BEFORE_NEGATION,
    COPULA,
    DE,
    DE_COMPLEMENT,
    DEGREE,
    DETERMINER,
    DURATIVE,
    EPISTEMIC,
    EXPERIENTIAL,
    LOCALIZER,
    MODAL,
    NAME,
    NEGATOR,
    NOUN,
    NUMERAL,
    PERFECTIVE,
    PROGRESSIVE,
    PRONOUN,
    TIME,
    VERB,
    Word,
)

# The predicate reader's time clause (…时, …之后) after a subject: where it ends, or None.
TimeClauseReader = Callable[[tuple[Word, ...], int, int], "int | None"]


def subject_end(ws: tuple[Word, ...], a: int, b: int, time_clause_end: TimeClauseReader) -> int | None:
    """Where the predicate begins: after the subject, or at ``a`` when the clause has none."""
    k = a
    while k < b:
        e = nominal_end(ws, k, b)
        if e > k and has_head(ws, e) and opens_predicate(ws, e, b):
            return _verb_in_subject(ws, e, b) or e
        d = modifier_de(ws, k, b)
        if d is None:
            break
        k = d + 1
    if ws[a].text in ("在", "于") and b - a > 3:
        topic = _place_topic_end(ws, a, b)
        if topic is not None:
            return topic
    if ws[a].kind == VERB:
        later = time_clause_end(ws, a, b)
        if later is not None and later > a:
            return later  # 滑雪事故后舒马赫昏迷: a time, then the clause's subject
    if opens_predicate(ws, a, b) and ws[a].kind != TIME:
        if ws[a].kind == VERB:
            inside = _verb_in_subject(ws, a, b)
            if inside is not None:
                return inside  # a verb as the subject ("进化不是一种观点")
        if ws[a].kind in VERBAL:
            copula = next((j for j in range(a + 1, b) if ws[j].kind == COPULA), None)
            if copula is not None:
                return copula  # a verb phrase as the subject ("喝醉是不能接受的")
            if _later_subject(ws, a + 1, b):
                return None  # a verb phrase before the subject ("听到这个消息我很难过")
        return a
    return None

def time_end(ws: tuple[Word, ...], i: int, b: int) -> int:
    """The end of the time words (time nouns, dates, "V后") from ``i``; ``i`` when there are none."""
    return time_words_end(ws, i, b)

def place_phrase_end(ws: tuple[Word, ...], a: int, b: int) -> int | None:
    """The end of a place phrase opened by 在 at ``a`` and closed by a place word ("在草地上")."""
    if ws[a].text not in ("在", "于"):
        return None
    end = phrase_end(ws, a + 1, b)
    return end if end is not None and end < b and ws[end - 1].kind == LOCALIZER else None

def opens_clause_at(ws: tuple[Word, ...], i: int, b: int) -> bool:
    """Whether a subject and its predicate begin at ``i`` (the clause a verb of thinking takes)."""
    if i >= b or ws[i].kind not in (NOUN, NAME, PRONOUN, DETERMINER, NUMERAL):
        return False
    e = nominal_end(ws, i, b)
    return e > i and has_head(ws, e) and opens_predicate(ws, e, b)

def _place_topic_end(ws: tuple[Word, ...], a: int, b: int) -> int | None:
    """After a place phrase that opens the clause ("在枪击案中19人受伤"), the subject's end."""
    end = phrase_end(ws, a + 1, b)
    if end is None or end >= b or ws[end - 1].kind != LOCALIZER:
        return None
    e = nominal_end(ws, end, b)
    if e > end and has_head(ws, e) and opens_predicate(ws, e, b):
        return e
    return None

def _later_subject(ws: tuple[Word, ...], i: int, b: int) -> bool:
    """A personal pronoun later in the clause that opens a predicate of its own."""
    return any(ws[j].kind == PRONOUN and ws[j].text not in grammar().clause_words.standalone_demonstratives and opens_predicate(ws, j + 1, b)
               and ws[j - 1].kind not in VERBAL for j in range(i, b))

def _verb_in_subject(ws: tuple[Word, ...], e: int, b: int) -> int | None:
    """The end of a subject that goes on with a verb and a noun ("国际救援人员", "泰国大选前夕曼谷局势")."""
    if ws[e].kind != VERB or e + 1 >= b or ws[e + 1].kind in (PERFECTIVE, DURATIVE, EXPERIENTIAL, DE, DE_COMPLEMENT):
        return None
    rules = grammar().words
    if ws[e].text in rules.documents and ws[e].start == 0 and ws[e + 1].kind == VERB:
        return e + 1  # 通知要求…, 调查显示…: a document is the subject
    if ws[e].text in rules.clause_verbs or ws[e].text in rules.reporting:
        return None  # 看到阿萨德可能…: what follows is the verb's clause
    if ws[e + 1].text in grammar().clause_words.causative or ws[e + 1].text in grammar().clause_words.changes or ws[e + 1].kind == VERB and ws[e + 1].text[:1] == "被":
        return e + 1  # 袭击造成6人死亡, 国防支出增长11.2%, 煤矿爆炸被困18人: the event is the subject
    run_end = nominal_end(ws, e + 1, b)
    if run_end > e + 1 and (ws[run_end - 1].text in rules.compound_heads or ws[e + 1].text in rules.compound_heads) \
            and run_end < b and ws[run_end].kind in VERBAL:
        return run_end  # 建筑物倒塌死亡人数上升, 火车脱轨事故4人死亡: a verb and a noun it names
    end = nominal_end(ws, e + 1, b)
    nxt = skip_spaces(ws, end, b)
    if nxt >= b:
        return None
    w = ws[nxt]
    if end == e + 1 and w.kind == MODAL and w.text in rules.prepositions and next_is_nominal(ws, nxt + 1, b):
        return None  # 法官下令将这名儿童…: 将 opens the verb's object, the verb is the predicate
    if w.kind == VERB and w.text in grammar().words.reporting and ws[e].start == 0 and w.text not in ("说", "称"):
        return nxt  # 大赦国际表示, 统计显示: a verb (and a noun) that name the one who speaks
    if w.kind == VERB and end > e + 1 and w.text in grammar().words.reporting \
            and (ws[e].start == 0 or ws[e].tag == "vn" or any(ws[j].kind == NAME for j in range(e + 1, end))):
        return nxt  # 大赦国际说, 密苏里州教育专员肯特·金说
    if (w.kind in AFTER_SUBJECT or w.kind == PROGRESSIVE and (w.text != "在" or (ws[e].tag == "vn" or headline(ws)) and end > e + 1)) \
            and not (w.kind in (ADVERB, DEGREE) and next_is_nominal(ws, nxt + 1, b)):
        return nxt if end > e + 1 or w.kind in (NEGATOR, COPULA, BEFORE_NEGATION, EPISTEMIC, MODAL) else None
    if w.kind == ADJECTIVE and end > e + 1 and not (nxt + 1 < b and ws[nxt + 1].kind in (DE, NOUN, NAME)) \
            and len(w.text) > 1:  # 新, 大, 老 before a word are its modifiers ("飞入中国新防卫区")
        return nxt
    return None
