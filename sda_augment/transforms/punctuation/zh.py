"""PI for Chinese: the end of the sentence marked anew, or a comma after an opening phrase.

* ``pi.zh.exclaim``   the final 。 as ！ ("他去了北京！");
* ``pi.zh.ellipsis``  the final 。 as …… ;
* ``pi.zh.repeat``    a final ！ doubled, a final ？ followed by ！ ("你去哪里？！");
* ``pi.zh.close``     a sentence with no final mark (a headline) closed with 。;
* ``pi.zh.comma``     ， after an opening time ("去年，他去了北京"), place ("在草地上，两只狗…")
  or linking word ("此外，…"), and after a verb of saying before a clause with its own
  subject ("他表示，公司将…").

Marks stay full-width; nothing is inserted between two characters but the mark itself.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING, ClassVar

from pydantic import StrictStr

from ...analysis.document import doc_text
from ...edits import Edit
from ...lexicon import MarkSet, RuleData, RuleFile, WordMap
from ...reasons import EMPTY_INPUT, Skip, register_reason
from ...transform import Candidate, MemoisedRuleTransform, Meta
from ...zh.clause import predicate
from ...zh.clause_parts import LABEL_LENGTH, Predicate
from ...zh.predicates import opens_clause
from ...zh.rules import GRAMMAR_FILE
from ...zh.subjects import place_phrase_end, time_end
from ...zh.words import (
    CLAUSE_MARK,
    COPULA,
    EXISTENTIAL,
    FINAL_MARK,
    IDIOM,
    MARK,
    NAME,
    NOUN,
    NUMERAL,
    PRONOUN,
    QUOTE,
    SPACE,
    TIME,
    VERB,
    Word,
    words,
)

if TYPE_CHECKING:
    from spacy.tokens import Doc

NO_SITE = register_reason("pi.zh.no_site", "no final mark to change, no open ending to close, no opening phrase to set off")
OPEN_ENDING = register_reason("pi.zh.open_ending", "ends in a colon, a comma, a dash or an open bracket: not a finished sentence")
LABEL = register_reason("pi.zh.label", "a label and its data (报名时间：…, 支线2：哈尔滨至黑河): no ！ or …… after a field")


class Final(RuleData):
    periods: MarkSet
    exclamation: StrictStr
    ellipsis: StrictStr
    close: StrictStr
    question: StrictStr
    closers: MarkSet
    repeated: WordMap
    open_endings: MarkSet


class Comma(RuleData):
    mark: StrictStr
    openers: MarkSet
    reporting: MarkSet


class Label(RuleData):
    data_verbs: MarkSet


class ZhPunctuationRules(RuleData):
    """``rules/zh_punctuation.toml``."""

    final: Final
    comma: Comma
    label: Label


PUNCTUATION_FILE = RuleFile("zh_punctuation", ZhPunctuationRules)


@cache
def rule_data() -> ZhPunctuationRules:
    return PUNCTUATION_FILE.load()


@dataclass(frozen=True)
class ChinesePunctuation(MemoisedRuleTransform):
    """PI for Chinese: ！ or …… for the final 。, a repeated mark, a closing 。, an opening comma."""

    name: ClassVar[str] = "pi"
    polarity: ClassVar[str] = "positive"
    meta: ClassVar[Meta] = Meta(
        "Punctuation insertion: final 。 as ！ or ……, a repeated mark, a closing 。, a comma after an opening phrase",
        source="SDA (Zhu et al.): punctuation insertion, Chinese STS-B",
        needs="tags",
        languages=("zh",),
        codes=(EMPTY_INPUT, OPEN_ENDING, LABEL, NO_SITE),
        sample="一个男人在公园里弹吉他。",
        rules=(PUNCTUATION_FILE, GRAMMAR_FILE),
    )

    def _compute(self, doc: Doc) -> list[Candidate] | Skip:
        return punctuations(doc)


def punctuations(doc: Doc) -> list[Candidate] | Skip:
    """Every punctuation PI can insert or change, one candidate each."""
    text = doc_text(doc)
    if not text.strip():
        return Skip(EMPTY_INPUT)
    ws = words(doc)
    candidates = _final(ws, text) + _commas(doc, ws)
    if candidates:
        return candidates
    last = _last_mark(ws)
    if last is not None and ws[last].text in rule_data().final.open_endings:
        return Skip(OPEN_ENDING)
    if _label_line(ws):
        return Skip(LABEL)
    return Skip(NO_SITE)


def _label_line(ws: tuple[Word, ...]) -> bool:
    """A short label, a colon, and data with no verb of its own: a field, not a statement."""
    colon = next((w.i for w in ws if w.text in ("：", ":")), None)
    if colon is None or ws[colon].start - ws[0].start > LABEL_LENGTH or colon == 0:
        return False
    if ws[colon - 1].kind not in (NOUN, NAME, NUMERAL, TIME):
        return False  # 他说：…: a verb before the colon opens a quotation or a clause
    return not any(w.kind in (VERB, IDIOM, COPULA, EXISTENTIAL) and w.text not in rule_data().label.data_verbs for w in ws[colon + 1 :])


def _last_mark(ws: tuple[Word, ...]) -> int | None:
    """The last word that is not a space or a closing quote."""
    closers = rule_data().final.closers
    for w in reversed(ws):
        if w.kind == SPACE or w.text in closers:
            continue
        return w.i
    return None


def _final(ws: tuple[Word, ...], text: str) -> list[Candidate]:
    rules = rule_data().final
    last = _last_mark(ws)
    if last is None:
        return []
    w = ws[last]
    if w.text in rules.periods and (w.text != "." or _period_ends(ws, last)):
        if sentence_asks(ws) or _label_line(ws):
            return []
        return [
            Candidate("pi.zh.exclaim", (Edit(w.start, w.end, rules.exclamation),)),
            Candidate("pi.zh.ellipsis", (Edit(w.start, w.end, rules.ellipsis),)),
        ]
    if w.text in rules.repeated:
        if text[: w.start].rstrip().endswith(tuple(rules.repeated)):
            return []  # already doubled ("太好了！！"): a third mark is no emphasis a writer types
        return [Candidate("pi.zh.repeat", (Edit(w.start, w.end, rules.repeated[w.text]),))]
    if w.kind in (MARK, CLAUSE_MARK, FINAL_MARK, QUOTE) and w.text not in rules.closers or w.text in rules.open_endings:
        return []
    stripped = text.strip()
    if stripped[:1] in "（(" and stripped[-1:] in "）)":
        return []  # a note in brackets ("（完）")
    end = ws[-1].end
    while end > 0 and text[end - 1].isspace():
        end -= 1
    mark = rules.question if sentence_asks(ws) else rules.close
    return [Candidate("pi.zh.close", (Edit(end, end, mark),))]


def sentence_asks(ws: tuple[Word, ...]) -> bool:
    from ...zh.sentences import asks

    return asks(ws)


def _period_ends(ws: tuple[Word, ...], i: int) -> bool:
    """A half-width "." ends the sentence after a Chinese character (not in "U.S." or "3.5")."""
    return i > 0 and ws[i - 1].text[-1:] >= "\u3400" and not ws[i - 1].text[-1:].isascii()


def _commas(doc: Doc, ws: tuple[Word, ...]) -> list[Candidate]:
    found = predicate(doc)
    if isinstance(found, Skip):
        return []
    rules = rule_data().comma
    sites: list[int] = []
    a, b = found.clause
    if a <= 1:
        start = 0
        if ws[0].text in rules.openers and _subject_follows(ws, 1, found):
            sites.append(ws[0].end)
            start = 1
        t = time_end(ws, start, b)
        if t > start and _a_time(ws, start, t) and _subject_follows(ws, t, found):
            sites.append(ws[t - 1].end)
        place = place_phrase_end(ws, start, b)
        if place is not None and _subject_follows(ws, place, found):
            sites.append(ws[place - 1].end)
    site = _after_saying(ws, found)
    if site is not None:
        sites.append(site)
    mark = rules.mark
    return [Candidate("pi.zh.comma", (Edit(at, at, mark),)) for at in dict.fromkeys(sites) if not _marked(ws, at)]


def _a_time(ws: tuple[Word, ...], start: int, end: int) -> bool:
    """A time worth a comma: a time word of two characters or more, or a date with its number."""
    return any(w.kind == TIME and len(w.text) > 1 or w.kind == NUMERAL and any(c.isdigit() or c in "一二三四五六七八九十" for c in w.text)
               for w in ws[start:end])


def _subject_follows(ws: tuple[Word, ...], i: int, found: Predicate) -> bool:
    """Whether the main clause's subject begins at ``i`` (a word that can head one, before the
    predicate; a one-character noun may be the end of a compound: "春节档")."""
    if i >= len(ws) or ws[i].kind not in (NOUN, NAME, PRONOUN, NUMERAL) and ws[i].text[:1] not in "这那该":
        return False
    if ws[i].kind == NOUN and len(ws[i].text) == 1 and ws[i].start == ws[i - 1].end:
        return False
    return found.subject[1] > i and found.head > i


def _after_saying(ws: tuple[Word, ...], found: Predicate) -> int | None:
    """After 表示, 说, 称 ...: a comma before what is said, when it has its own subject."""
    head = ws[found.head]
    if head.text not in rule_data().comma.reporting or found.aspect is not None or found.negation is not None:
        return None
    nxt = found.head + 1
    b = found.clause[1]
    if nxt >= b or not opens_clause(ws, nxt, b):
        return None
    return ws[nxt - 1].end


def _marked(ws: tuple[Word, ...], at: int) -> bool:
    """Whether a mark already stands at ``at``."""
    return any(w.start == at and w.kind in (CLAUSE_MARK, FINAL_MARK, MARK) for w in ws)
