"""The sentence around the main clause: its clauses, whether it asks, and which clauses
are subordinate (如果, 虽然, 因为 ...)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..analysis.document import analysis_of
from .clause_parts import (
    NOT_CONTENT,
    OPENERS,
    SENTENCE_KEY,
    VERBAL,
    Sentence,
    closing,
    last_word,
)
from .rules import grammar
from .words import (
    ADJECTIVE,
    CLAUSE_MARK,
    CONJUNCTION,
    COPULA,
    DE,
    EXISTENTIAL,
    FINAL_MARK,
    MARK,
    MODAL,
    PARTICLE,
    QUESTION,
    QUOTE,
    SPACE,
    VERB,
    Word,
    words,
)

if TYPE_CHECKING:
    from spacy.tokens import Doc


def sentence(doc: Doc) -> Sentence:
    """The clauses of ``doc`` and whether it asks (built once per Doc)."""
    store = analysis_of(doc).answers
    found = store.get(SENTENCE_KEY)
    if found is None:
        found = store[SENTENCE_KEY] = _sentence(words(doc))
    return found

def _sentence(ws: tuple[Word, ...]) -> Sentence:
    clauses: list[tuple[int, int]] = []
    quoted: list[bool] = []
    depth = 0
    start = 0
    title = 0
    for w in ws:
        if w.kind == QUOTE and w.text in "“「『‘":
            depth += 1
        quoted.append(depth > 0)
        if w.kind == QUOTE and w.text in "”」』’":
            depth = max(0, depth - 1)
        title += (w.text == "《") - (w.text == "》")
        if w.kind in (CLAUSE_MARK, FINAL_MARK) and title <= 0:
            if w.i > start:
                clauses.append((start, w.i))
            start = w.i + 1
    if start < len(ws):
        clauses.append((start, len(ws)))
    final = _final_mark(ws)
    return Sentence(tuple(clauses), tuple(quoted), _asks(ws, final), final)

def _final_mark(ws: tuple[Word, ...]) -> int | None:
    for w in reversed(ws):
        if w.kind in (SPACE, QUOTE):
            continue
        return w.i if w.kind == FINAL_MARK else None
    return None

def asks(ws: tuple[Word, ...]) -> bool:
    """Whether the words make a question (a final ？, a question particle, a question word
    in a line with no final mark)."""
    return _asks(ws, _final_mark(ws))

def _asks(ws: tuple[Word, ...], final: int | None) -> bool:
    questions = grammar().questions
    if any(w.kind == FINAL_MARK and w.text in questions.marks for w in ws):
        return True
    last = next((w for w in reversed(ws) if w.kind not in NOT_CONTENT), None)
    if last is not None and last.text in questions.particles and last.kind == PARTICLE:
        return True
    return final is None and any(w.kind == QUESTION for w in ws)

def a_not_a(ws: tuple[Word, ...]) -> bool:
    """V不V / 是不是 / 有没有: a choice question, whatever mark ends it."""
    for w in ws:
        if w.text in grammar().clause_words.fused_choices:
            return True
    for left, middle, right in zip(ws, ws[1:], ws[2:]):
        if middle.text in ("不", "没") and left.text == right.text and left.kind in (VERB, ADJECTIVE, COPULA, EXISTENTIAL, MODAL):
            return True
    return False

def clause_start(ws: tuple[Word, ...], a: int, b: int) -> int:
    """The clause's first word after spaces, quotes and a linking word (但, 而, 并 ...)."""
    connectives = grammar().clauses.connectives
    while a < b and (ws[a].kind in (SPACE, QUOTE, MARK) or ws[a].text in connectives):
        if ws[a].text in OPENERS and closing(ws, a, b) is not None:
            break  # a quoted subject ("“重放”是…")
        a += 1
    return a

def subordinate(ws: tuple[Word, ...], a: int, b: int) -> bool:
    """A clause that sets a condition, a cause or a time for the main one."""
    subordinators = grammar().clauses.subordinators
    if ws[a].text in subordinators:
        return True
    # A subordinator after the subject ("他虽然很累，") or a clause that ends in 时/后/前 ("到达后，").
    if any(ws[i].text in subordinators and ws[i].kind == CONJUNCTION for i in range(a + 1, min(b, a + 4))):
        return True
    last = last_word(ws, a, b)
    if last is None or b >= len(ws) or ws[b].text not in ("，", ","):
        return False
    if ws[last].text in ("时", "时候", "之时", "后", "之后", "以后", "前", "之前", "以前", "以来") \
            or ws[last].text == "同时" and last > a and ws[last - 1].kind == DE:
        return True
    # 听证会召开前一天，…: a verb, 前 or 后, and how long before or after
    temporal = grammar().words.temporal
    return any(ws[i].kind in VERBAL and ws[i + 1].text in temporal for i in range(a, last))
