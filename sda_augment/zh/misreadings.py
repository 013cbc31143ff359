"""Readings of the main predicate that jieba's words make likely to be wrong, found after the
analysis has picked one: the "verb" is part of a noun phrase or a name, or sits in a topic or
a time clause whose main verb comes later; under a negation, a verb of saying that opens what
is said. :mod:`.claims` turns each into its reason code."""

from __future__ import annotations

from typing import Literal

from .clause_parts import Predicate
from .rules import grammar
from .words import (
    ADJECTIVE,
    ADVERB,
    BEFORE_NEGATION,
    COPULA,
    DE,
    DEGREE,
    DETERMINER,
    EPISTEMIC,
    IDIOM,
    MODAL,
    NAME,
    NOUN,
    NUMERAL,
    PRONOUN,
    SPACE,
    TIME,
    VERB,
    Word,
)

# The misreadings :func:`misread` names.
Misreading = Literal["report", "topic", "name", "noun", "moment"]
# jieba's tags of a person's name.
_PERSON_TAGS = frozenset({"nr", "nrt", "nrfg", "nrf"})
# Marks after a verb of saying that open what is said (a quotation mark alone may open a quoted noun: 发现“几具尸体”).
_OPENING_SAID = frozenset({"，", ",", "：", ":"})
# Kinds of the words after 就 that make it "about" (就…的批评), not "then".
_NOMINAL = frozenset({NOUN, NAME, PRONOUN, DETERMINER, NUMERAL, TIME})
# Kinds of the adverbs that may stand between a subject and its verb.
_ADVERB_KINDS = frozenset({ADVERB, BEFORE_NEGATION, DEGREE, MODAL, EPISTEMIC, SPACE})


def misread(ws: tuple[Word, ...], found: Predicate, negates: bool) -> Misreading | None:
    """Which misreading the predicate found likely is, or None."""
    if negates and _opens_report(ws, found):
        return "report"  # X表示，P → X没有表示，P: P still stands
    if _main_verb_later(ws, found):
        return "topic"  # 这一切积淀到顶点就是…, 黑a开始行至黑e就能做眼
    if _adverb_in_name(ws, found):
        return "name"  # 本尼迪克|特|回到: the name's last character read as an adverb
    if _noun_head(ws, found) or _relative_subject(ws, found):
        return "noun"
    if ws[found.head].text in grammar().claims.frame_verbs and found.head + 1 < found.clause[1] \
            and ws[found.head + 1].kind in (NOUN, VERB, ADJECTIVE, IDIOM):
        return "moment"  # 印度股市开盘|持平: the verb of a moment, the claim after it
    return None


def _opens_report(ws: tuple[Word, ...], found: Predicate) -> bool:
    """A verb of saying right before a comma or a colon (表示：“…”): a negation of it
    leaves what is said standing ("他没有说，警方不会掉以轻心")."""
    after = found.head + 1
    while after < len(ws) and ws[after].kind == SPACE:
        after += 1
    passive = found.passive is not None or found.head > 0 and ws[found.head - 1].text == "被"  # 事情被发现，…
    return ws[found.head].text in grammar().words.reporting and not passive and after < len(ws) and ws[after].text in _OPENING_SAID


def _main_verb_later(ws: tuple[Word, ...], found: Predicate) -> bool:
    """就, 便 or 才 after the head in its clause ("这一切积淀到顶点就是…"), or a later verb after a
    time clause that holds the head ("继续在曼谷抗议时听到"): the head is in a topic or a
    condition, and the main verb comes after."""
    words_ = grammar().words
    if ws[found.head].text in words_.reporting or ws[found.head].text in words_.clause_verbs or ws[found.head].kind == COPULA:
        return False  # 他说他就是…: what follows is what is said; 是今天才发布的: 是 is the predicate
    b = found.clause[1]
    if any(ws[k].text in grammar().claims.main_openers and (ws[k].kind == COPULA or k + 1 < b and ws[k + 1].kind not in _NOMINAL and ws[k + 1].text != "地")
           for k in range(found.head + 1, b)):
        return True  # not 就 as "about" (拒绝就…的批评置评) nor 就|地 ("on the spot")
    if ws[found.head].text not in grammar().clauses.manner:
        return False  # 支持在伊朗就职前实施…: a verb whose object holds the time clause
    closers = words_.temporal
    for k in range(found.head + 1, b):
        if ws[k].text in closers and ws[k - 1].kind in (VERB, IDIOM) and k - 1 > found.head \
                and any(ws[j].kind in (VERB, IDIOM) for j in range(k + 1, b)):
            return True
    return False


def _adverb_in_name(ws: tuple[Word, ...], found: Predicate) -> bool:
    """A one-character adverb right after a person's name before the head (本尼迪克|特|回到):
    jieba cut the name's last character off as an adverb."""
    common = grammar().claims.one_character_adverbs
    return any(ws[k].kind == ADVERB and len(ws[k].text) == 1 and ws[k].text not in common and k > 0
               and ws[k - 1].tag in _PERSON_TAGS for k in range(found.subject[0], found.head))


def _noun_head(ws: tuple[Word, ...], found: Predicate) -> bool:
    """The head is a noun's part: before a suffix (传道|者), before an ordinal (常规赛|第三十二轮),
    or a set phrase with nouns alone after it (首回合|交锋)."""
    head = ws[found.head]
    nxt = ws[found.head + 1] if found.head + 1 < len(ws) else None
    if nxt is not None and (nxt.tag == "k" or nxt.text == "之" and found.head + 2 < len(ws) and ws[found.head + 2].kind == NOUN):
        return True  # 传道者之子
    if head.tag == "vn" and nxt is not None and nxt.kind == NUMERAL and nxt.text.startswith("第"):
        return True
    b = found.clause[1]
    return head.kind == IDIOM and found.head + 1 < b and all(ws[k].kind in (NOUN, SPACE) for k in range(found.head + 1, b))


def _relative_subject(ws: tuple[Word, ...], found: Predicate) -> bool:
    """A 的 between the edit's place and the head with nouns alone after it up to a verb or an
    adverb ("臭氧|除菌过程中产生的氧化物无毒无害"): the subject is the noun after 的, and the
    edit's place is inside it."""
    for d in range(found.zone + 1, found.head):
        if ws[d].kind != DE:
            continue
        if any(ws[k].text in grammar().claims.relative_blockers for k in range(found.zone, d)):
            return False  # 把他买的书拿走: the noun is an object
        j = d + 1
        while j < found.head and ws[j].kind in (NOUN, NAME):
            j += 1
        return j > d + 1 and (ws[j].kind in (VERB, IDIOM, ADJECTIVE) or ws[j].kind in _ADVERB_KINDS)
    return False
