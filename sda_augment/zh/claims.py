"""The claim MV, DN and NEG edit: the main predicate, kept only where jieba's words vouch for it.

Without a parse, the analysis (:mod:`.clause`) reads the main predicate from words and tags.
On short single sentences that reading is reliable; on long news sentences it often lands on
a modifier, a name's last character, a subordinate clause or the verb of a report. A wrong
sentence costs more than a skipped one, so an edit of the claim needs, besides a predicate:

- one clause: no ，；： outside the predicate's clause, other than frames before it that hold
  no verb ("2月1日，", "此外，", "在电影中，");
- a subject read with confidence: one that ends in a noun, a name, a pronoun or a title, and
  no one-character verb glued to a name (雷恩达, 虎扑: jieba's split may cut the name);
- no reporting frame (据…报道, 据悉, a dateline 中新网3月1日电, or a verb of saying: 表示, 称);
- no passive complement (被控, 被指 + a verb: the edit would fall on what is alleged);
- no time or condition clause holding the predicate (每次…, 当…时, 如果…, …之后).

Each sentence left alone says why with a ``zh.`` code.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..reasons import Skip, register_reason
from .clause import predicate
from .clause_parts import (
    MANNER,
    NOUN_PHRASE,
    SUBJECT_VERB,
    UNREAD_ZONE,
    VERB_CHAIN,
    Predicate,
)
from .lines import LINE_CODES, unsure_line
from .misreadings import misread
from .rules import grammar
from .sentences import sentence
from .words import (
    ADJECTIVE,
    ADVERB,
    BEFORE_NEGATION,
    CLASSIFIER,
    CLAUSE_MARK,
    CONJUNCTION,
    COPULA,
    DE,
    DEGREE,
    DETERMINER,
    EPISTEMIC,
    EXISTENTIAL,
    FINAL_MARK,
    IDIOM,
    LOCALIZER,
    MARK,
    MODAL,
    NAME,
    NOUN,
    NUMERAL,
    PERFECTIVE,
    PREPOSITION,
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

SEVERAL_CLAUSES = register_reason(
    "zh.several_clauses", "more than one clause: without a parse the edited predicate may not be the main one"
)
REPORTED = register_reason("zh.reported", "a reporting frame (据…报道, a dateline, X表示, X称): the claim is someone's report")
PASSIVE_COMPLEMENT = register_reason("zh.passive_complement", "被控, 被指 … before a verb: the edit would fall on what is alleged")
TIME_CLAUSE = register_reason("zh.time_clause", "a time or condition clause (每次…, 当…时, 如果…, …之后) holds the predicate")
UNSURE_SUBJECT = register_reason(
    "zh.unsure_subject", "no subject read with confidence (none, or one that does not end in a noun, a name or a pronoun)"
)
NAME_SPLIT = register_reason(
    "zh.name_split", "a bare one-character verb right after a name or a noun: it may be the word's last character (雷恩达, 参赛包)"
)
DURATION = register_reason("zh.duration", "a length of time after the verb (结婚多年): a negation would deny the length, not the event")
HEADING = register_reason(
    "zh.heading", "a numbered heading or an article of a rule (七、, （1）, 第四十条): a title or a provision, not a claim"
)
CLAIM_CODES: tuple[str, ...] = (
    SEVERAL_CLAUSES, REPORTED, PASSIVE_COMPLEMENT, TIME_CLAUSE, UNSURE_SUBJECT, NAME_SPLIT, DURATION, HEADING, *LINE_CODES,
)

# Kinds a frame clause before the claim may hold ("2月1日，", "此外，", "在电影中，"): no verb.
# jieba's tags of a person's name.
_PERSON_TAGS = frozenset({"nr", "nrt", "nrfg", "nrf"})
_FRAME_KINDS = frozenset({TIME, NOUN, NAME, PRONOUN, LOCALIZER, NUMERAL, CLASSIFIER, DETERMINER, CONJUNCTION, DE, SPACE, MARK, QUOTE})
# Kinds that open a later clause with no subject of its own: under a negation of the first, it still asserts.
_GOES_ON_KINDS = frozenset({VERB, IDIOM, MODAL, ADVERB, BEFORE_NEGATION, PREPOSITION, EXISTENTIAL, ADJECTIVE})
# The most characters of a sentence whose later clause may go on from the claim.
_SHORT = 32
# Kinds that may end a subject.
_SUBJECT_ENDS = frozenset({NOUN, NAME, PRONOUN, LOCALIZER, DETERMINER, TIME})
# Marks after a word of saying that open what is said ("方称，…", "他说：“…").
_OPENING_SAID = frozenset({"，", ",", "：", ":", "“"})
# A dateline: 中新网3月1日电, 虎扑02月08日讯, 新华社北京2月1日电.
_DATELINE = re.compile(r"^.{0,16}?\d{1,2}月\d{1,2}日(?:电|讯|消息)")
# A list number or an article number opening the line: 七、, 二：, 3.、（1）, 第四十条.
_HEADING = re.compile(
    r"^\s*(?:[一二三四五六七八九十百]+[、.．：:]|\d{1,3}[、．]|[（(][一二三四五六七八九十\d]{1,3}[）)]|第[一二三四五六七八九十百零\d]+[条章节款])"
)
# A date (2月26日, 2021年).
_DATE = re.compile(r"\d+\s*[年月日号]")
# A score between the subject and the verb (爵士120-101大胜…): the verb before it is the claim's.
_SCORE = re.compile(r"\d+\s*(?:-|－|–|:|：|比)\s*\d+")
_NOT_SUBJECT_KINDS = frozenset({BEFORE_NEGATION, MODAL})


def claim(doc: Doc, negates: bool = False, reports: bool = True) -> Predicate | Skip:
    """The main predicate of ``doc`` when the words vouch for it, else the reason to leave the
    sentence alone. ``negates`` (NEG, DN): the edit goes at the negation's place, and a length
    of time after the verb also stops it; ``reports`` false (DN): a verb of saying as the
    predicate stops it too (不是没有说 reads as a rebuttal)."""
    found = predicate(doc)
    if isinstance(found, Skip):
        return found
    ws = words(doc)
    if _HEADING.match(_text(ws, 0, len(ws))):
        return Skip(HEADING)  # 七、规范招生行为; 第四十条本办法自…起施行
    edit = found.slot if negates else found.zone
    skip = (
        _reported(ws, found, reports) or _several_clauses(doc, ws, found, negates) or _time_clause(ws, found)
        or _passive_complement(ws, found, edit) or _unsure_subject(ws, found, edit) or _name_split(ws, found)
        or _serial(ws, found) or _inside_subject(ws, found) or _modified_head(ws, found) or unsure_line(ws, found, not negates or not reports)
        or _misread(ws, found, negates)
    )
    if skip is not None:
        return skip
    if negates and _duration(ws, found):
        return Skip(DURATION)
    return found


def _misread(ws: tuple[Word, ...], found: Predicate, negates: bool) -> Skip | None:
    """A misreading of :mod:`.misreadings`, as its code."""
    kind = misread(ws, found, negates)
    codes = {"report": REPORTED, "topic": TIME_CLAUSE, "name": NAME_SPLIT, "noun": NOUN_PHRASE, "moment": UNREAD_ZONE}
    return None if kind is None else Skip(codes[kind])


def _text(ws: tuple[Word, ...], a: int, b: int) -> str:
    return "".join(w.text for w in ws[a:b])


def _reported(ws: tuple[Word, ...], found: Predicate, reports: bool) -> Skip | None:
    """A report: 据…, a dateline, a verb of saying other than the predicate (the predicate is
    then inside what is said, or before a verb of saying in a chain: 留言表示), or, unless
    ``reports``, the predicate itself."""
    reporting = grammar().words.reporting
    text = _text(ws, 0, len(ws))
    if _DATELINE.match(text) or any(phrase in text for phrase in grammar().clauses.report_phrases):
        return Skip(REPORTED)  # 谷歌据信是…: jieba cuts 据信 as 歌据 + 信
    if any(len(w.text) == 2 and w.text[1] in grammar().claims.saying_ends and w.kind == NOUN and w.i + 1 < len(ws) and ws[w.i + 1].text in _OPENING_SAID
           for w in ws):
        return Skip(REPORTED)  # 辩护方称，…: a verb of saying glued to the noun before it
    if ws[found.head].text in reporting and any(ws[k].text in grammar().clauses.citing for k in range(*found.subject)):
        return Skip(REPORTED)  # 援引…消息称: the report is cited; an edit before 称 splits the chain
    s, e = found.subject
    end = found.clause[1]
    for w in ws:
        if w.text.startswith(grammar().claims.report_openers) and w.kind not in (NOUN, NAME):
            return Skip(REPORTED)  # 据报道, 据悉, 据路透社报道
        if w.text not in reporting or w.i > 0 and ws[w.i - 1].kind == DE or w.i + 1 < len(ws) and ws[w.i + 1].kind == DE:
            continue  # 的猜测, 我说的: a noun, or a verb inside a modifier
        named = w.i > 0 and ws[w.i - 1].kind in (DETERMINER, CLASSIFIER, NUMERAL)
        if s <= w.i < e and w.tag in ("n", "vn") and named or w.i >= end and ws[found.head].text in reporting:
            continue  # 这个回应引发…: a noun in the subject; 官员表示，印度不太相信…: inside what is said
        if w.i == found.head and (reports or w.text in grammar().claims.knowing):
            continue  # 他知道这件事: a verb of knowing is a plain claim
        return Skip(REPORTED)  # X表示, X称, 网友留言表示
    return None


def _several_clauses(doc: Doc, ws: tuple[Word, ...], found: Predicate, negates: bool) -> Skip | None:
    """More than one clause, where the others are not frames before the predicate's, nor, in a
    short sentence, clauses after it that go on from it (涨3.6%，收于…; 经济数据乐观，市场上扬)."""
    shape = sentence(doc)
    head = found.head
    later = [(a, b) for a, b in shape.clauses if a > head
             and any(w.kind not in (SPACE, QUOTE, FINAL_MARK, MARK, CLAUSE_MARK) for w in ws[a:b])]
    for a, b in shape.clauses:
        if a <= head < b or a > head:
            continue
        if not _frame(ws, a, b) and not (found.irrealis and ws[a].text in grammar().clauses.conditions):
            return Skip(SEVERAL_CLAUSES)  # a clause with a verb before the predicate's (如果…，就… is read)
    reports = ws[found.head].text in grammar().words.reporting and found.clause[1] == head + 1 \
        and found.clause[1] < len(ws) and ws[found.clause[1]].text in ("，", ",", "：", ":")
    if later and not reports and not _goes_on(ws, found, later, negates):
        return Skip(SEVERAL_CLAUSES)  # a clause after the predicate's: which is the claim?
    return None


def _frame(ws: tuple[Word, ...], a: int, b: int) -> bool:
    """A clause that sets the scene with no verb ("2月1日", "此外", "在电影中"), or a phrase of
    在, 于 or 截至 closed by a word of place or time ("在截至…的全年期间")."""
    if any(w.text in grammar().claims.as_soon_as for w in ws[a:b]):
        return False  # 此消息一出: "as soon as", a clause of its own
    if all(w.kind in _FRAME_KINDS or w.text in grammar().claims.frame_words or w.tag == "vn" for w in ws[a:b]) \
            and not any(w.tag in _PERSON_TAGS and w.i + 1 < b and ws[w.i + 1].kind == NOUN and ws[w.i + 1].text not in grammar().claims.frame_ends
                        for w in ws[a:b]):
        return True  # not 布朗表现出色，…: a person's name and a noun open a clause of their own
    first = next((w for w in ws[a:b] if w.kind != SPACE), None)
    return first is not None and first.text in ("在", "于", "截至") and ws[b - 1].text in grammar().claims.frame_ends


def _goes_on(ws: tuple[Word, ...], found: Predicate, later: list[tuple[int, int]], negates: bool) -> bool:
    """Clauses after the predicate's that the analysis can leave as they are: a short sentence,
    each clause opening with no word that turns the claim (但, 而, 因为, 以便, 这 ...), nor
    one that says something of the clause before it (…去世，比影片中更加令人崩溃), nor, under a
    negation, a verb that goes on asserting with the same subject (…着手，强化…)."""
    if ws[-1].end - ws[0].start > _SHORT or len(later) > 1 or found.kind == "locative":
        return False  # 他们在…攻势下，一度…: a 在 phrase before a comma sets the scene
    if found.kind == "verb" and found.zone == found.head and found.head + 1 == found.clause[1] and not (
            found.aspect or found.particles or found.modal is not None or found.complement is not None) \
            and [w.kind for w in ws[found.clause[0]:found.head] if w.kind != SPACE] == [NOUN]:
        return False  # 事业编制，享受…: a noun and a bare verb, then a comma: the two may be one noun
    a, b = later[0]
    if a > 0 and ws[a - 1].text not in ("，", ","):
        return False  # 边界协定；其他8项协定, 高速同源段：入口封闭: a list or a heading
    first = next((w for w in ws[a:b] if w.kind != SPACE), None)
    if first is None or first.text in grammar().clauses.later_predicate_openers or first.kind in (EPISTEMIC, COPULA, DEGREE):
        return False  # …能签约天浩，绝对是认可了…: the first clause is the later one's subject
    if negates and first.kind in _GOES_ON_KINDS:
        return False  # 他从细节着手，强化…: the later verb still asserts
    return first.text not in grammar().claims.turns and first.kind != CONJUNCTION and first.text[0] not in grammar().claims.turn_characters


def _time_clause(ws: tuple[Word, ...], found: Predicate) -> Skip | None:
    b = found.clause[1]
    conditions = grammar().clauses.conditions
    if any(ws[i].text in grammar().claims.time_openers or ws[i].text in conditions for i in range(found.clause[0], found.head)):
        return Skip(TIME_CLAUSE)  # 每次…发生矛盾, 如果…
    if any(ws[i].text in grammar().claims.time_closers and ws[i].kind in (LOCALIZER, TIME, NOUN)
           and not any(ws[j].text in ("在", "于", "当") for j in range(found.head, i)) for i in range(found.head + 1, b)):
        return Skip(TIME_CLAUSE)  # 他去北京时…: the verb found is inside the time clause
    return None


def _passive_complement(ws: tuple[Word, ...], found: Predicate, edit: int) -> Skip | None:
    """被控, 被指 … before the edit's place: the edit would fall on what is alleged (被控没有受贿)."""
    for i in range(found.clause[0], edit):
        w = ws[i]
        alleging = w.text in grammar().claims.alleging or w.text == "被" and i + 1 < len(ws) and ws[i + 1].text in grammar().claims.alleging_after_bei
        if alleging and not any(ws[j].kind == DE for j in range(i, edit)):  # 被怀疑为…的人: inside a modifier
            return Skip(PASSIVE_COMPLEMENT)
    return None


def _unsure_subject(ws: tuple[Word, ...], found: Predicate, edit: int) -> Skip | None:
    s, e = found.subject
    if edit > 0 and ws[edit - 1].kind in (VERB, IDIOM) and edit - 1 >= e:
        return Skip(UNREAD_ZONE)  # 一心想|成为: the edit would split two verbs
    if ws[found.zone].kind in (NUMERAL, NOUN, NAME) and found.kind != "existential" or ws[found.head].kind in (NOUN, NAME, NUMERAL):
        return Skip(UNREAD_ZONE)  # 3号线|一期工程成功摘取: the subject runs on past the adverb's place
    if found.head + 1 < len(ws) and ws[found.head + 1].text in grammar().claims.noun_after:
        return Skip(NOUN_PHRASE)  # 精神坐标之一: the "verb" is a noun
    if s < e and ws[s].text in ("在", "于", "从", "当"):
        return Skip(UNSURE_SUBJECT)  # 在伊拉克的暴力|袭击中…: a phrase of place read as the subject
    if s > 0 and ws[s - 1].text in grammar().clauses.indefinite_openers \
            and not any(ws[k].kind == BEFORE_NEGATION for k in range(found.zone, found.head)):  # 还有…也不是: "also"
        return Skip(UNSURE_SUBJECT)  # 还有媒体|说: the subject is someone 有 introduces
    if s == e:
        if found.kind == "existential" or ws[found.head].text in grammar().words.subjectless:
            return None  # 有人在…, 下雨了: no subject needed
        if any(ws[k].kind in (NOUN, NAME, PRONOUN, NUMERAL, DETERMINER) for k in range(found.clause[0], found.zone)):
            return None  # 大部分|都是: the words before the adverbs are the subject
        return Skip(UNSURE_SUBJECT)
    last = next((ws[k] for k in range(e - 1, s - 1, -1) if ws[k].kind != SPACE), None)
    if last is None or ws[s].kind == QUOTE and ws[s].text in "（(【" \
            or not any(ws[k].kind in (NOUN, NAME, PRONOUN, DETERMINER, NUMERAL) for k in range(s, e)):
        return Skip(UNSURE_SUBJECT)  # （七）拒绝…: a list number is no subject
    if last.text in "”」』’":  # a quoted name is a subject ("“饥饿游戏”创下"); quoted words of manner are not
        inner = next((ws[k] for k in range(e - 2, s - 1, -1) if ws[k].kind != SPACE), None)
        return Skip(UNREAD_ZONE) if inner is None or inner.kind in (LOCALIZER, ADVERB) else None  # 反对派“原则上”同意
    event_subject = last.kind in (VERB, IDIOM) and ws[found.head].text in grammar().claims.event_heads  # 新爆炸|造成, 通知|要求
    if not (last.kind in _SUBJECT_ENDS or last.tag == "vn" or last.text in ("》", "）", ")") or event_subject):
        return Skip(UNSURE_SUBJECT)
    if last.text in ("这样", "那样", "如此", "这么", "那么"):
        return Skip(MANNER)  # 他这样|写道: the negation's place is before the word of manner
    if last.kind == DETERMINER and len(ws[found.head].text) == 1:
        return Skip(UNSURE_SUBJECT)  # 这|顶王冠: the one-character "verb" may be a classifier
    if edit > 0 and (ws[edit - 1].kind == IDIOM or ws[edit - 1].tag in ("l", "i")) and edit - 1 < e:
        return Skip(MANNER)  # 学生分期分批|返校: a set phrase of manner ends what was read as the subject
    first = next((k for k in range(s, e) if ws[k].kind != SPACE), s)
    content = [k for k in range(s, e) if ws[k].kind != SPACE]
    if len(content) == 2 and ws[content[0]].kind == NUMERAL and ws[content[1]].tag == "s":
        return Skip(UNSURE_SUBJECT)  # 一只|嘴里叼着…的狗: the count's noun comes later
    if ws[first].tag == "v" and e - s > 1 and not any(ws[k].kind == DE for k in range(s, e)):
        return Skip(UNSURE_SUBJECT)  # 明确党组织研究|讨论是…: a sentence that opens with a verb has no plain subject
    if any(ws[k].tag == "v" and ws[k + 1].kind == PREPOSITION for k in range(s, e - 1)):
        return Skip(UNSURE_SUBJECT)  # 黑25开始对白棋的弱点|进行: a verb and its preposition inside the subject
    chunk = max((k + 1 for k in range(s, e) if ws[k].kind == DE), default=s)  # the head noun's words, after any 的
    for k in range(chunk + 1, e):
        if ws[k].kind == NUMERAL and ws[k - 1].kind == NAME:
            return Skip(UNSURE_SUBJECT)  # 贾晓玲一|心想: a count after a name inside what was read as the subject
    return None


def _name_split(ws: tuple[Word, ...], found: Predicate) -> Skip | None:
    head = ws[found.head]
    before = found.head - 1
    ends = found.head + 1 >= found.clause[1]  # 参赛包，…: nothing after the verb in its clause
    if found.kind in ("verb", "adjective") and len(head.text) == 1 and before >= 0 and head.text not in grammar().words.reporting \
            and (ws[before].kind == NAME or ws[before].kind == NOUN and ends and head.text not in grammar().words.reporting) \
            and found.zone == found.head and not (found.aspect or found.particles or found.progressive is not None):
        return Skip(NAME_SPLIT)
    return None


def _serial(ws: tuple[Word, ...], found: Predicate) -> Skip | None:
    """Two more verbs after the head in its clause (主动作为修建公厕赢得…): a chain the words
    cannot rank, unless the head takes a verb (要求, 准备) or is V着 (拿着…走); or 将 read as
    "will" before a noun and another verb (将寻求庇护者送回: 将 is 把)."""
    b = found.clause[1]
    verbs = [k for k in range(found.head + 1, b) if ws[k].kind in (VERB, IDIOM) and ws[k].text not in grammar().claims.directions
             and not _inside_modifier(ws, k, b)]
    words_ = grammar().words
    chained = grammar().clauses.serial_heads | words_.verb_objects | words_.clause_verbs | words_.reporting
    if found.kind == "verb" and len(verbs) >= 2 and ws[found.head].text not in chained and found.aspect != "durative":
        return Skip(VERB_CHAIN)
    head = ws[found.head]
    if head.text in grammar().claims.complements and found.head > 0 and (ws[found.head - 1].tag in ("v", "vn") and ws[found.head - 1].kind == VERB
                                                         or len(ws[found.head - 1].text) == 1 and ws[found.head - 1].kind == NOUN
                                                         and found.head - 1 < found.subject[1]):
        return Skip(UNREAD_ZONE)  # 联系|到了李湘, 飞|回荷兰: the "verb" is the complement of the verb before it
    if found.kind == "verb" and found.head + 1 < b and ws[found.head + 1].kind == COPULA and found.passive is None \
            and head.text not in words_.clause_verbs and head.text not in words_.reporting:
        return Skip(SUBJECT_VERB)  # 研究讨论|是…的前置程序: a verb right before 是 is in the subject
    bare_head = not (found.aspect or found.particles or found.progressive is not None or found.perfect is not None
                     or found.modal is not None or found.complement is not None)
    if found.kind == "verb" and bare_head and head.text not in words_.reporting and head.text not in words_.clause_verbs and any(
            ws[k].kind in (VERB, IDIOM) and k + 2 < b and ws[k + 1].kind == PERFECTIVE and ws[k + 2].kind != DE
            for k in range(found.head + 1, b)):
        return Skip(VERB_CHAIN)  # 发挥尚佳以6-3赢得了…: the later verb with 了 carries the claim
    if any(ws[k].kind == DEGREE and k + 1 < b and ws[k + 1].kind in (ADJECTIVE, VERB) for k in range(found.head + 1, b)) \
            and head.text not in chained:
        return Skip(UNREAD_ZONE)  # 明星想要有一点隐私还真的挺难: the verb is inside a clause that is the subject
    bare = not (found.aspect or found.particles or found.progressive is not None or found.perfect is not None
                or found.modal is not None)
    after = ws[found.head + 1].kind if found.head + 1 < b else None
    if head.tag == "vn" and bare and after == ADJECTIVE:
        return Skip(UNREAD_ZONE)  # CBA联赛常规赛|重燃战火: a verbal noun read as the verb
    if any(ws[k].text == "、" for k in range(found.head + 1, b)) and any(ws[k].text == "、" for k in range(found.clause[0], found.head)):
        return Skip(UNREAD_ZONE)  # 青盐铁路、盐|通高铁、…: a list runs through what was read as the verb
    if head.text not in chained and any(ws[k].kind == PRONOUN and k + 1 < b and ws[k + 1].kind in (MODAL, VERB)
                                        for k in range(found.head + 1, b)):
        return Skip(UNREAD_ZONE)  # 这套运球训练|你得会: a topic, then its own subject and verb
    if found.kind == "adjective" and (ws[found.head].tag == "b" or any(ws[k].kind in (VERB, IDIOM) for k in range(found.head + 1, b))):
        return Skip(VERB_CHAIN)  # 主动作为修建…: an adjective of manner before the verbs, not the predicate
    if found.modal is not None and ws[found.modal].text == "将" and verbs:
        return Skip(VERB_CHAIN)
    return None


def _inside_subject(ws: tuple[Word, ...], found: Predicate) -> Skip | None:
    """What was read as the subject holds words no subject opens with or holds (an adverb, a
    modal, a causative verb; a score), or the words between
    the subject and the verb read as a noun phrase (他在NBA的总工资|也超越): the edit's place
    is then inside the clause's real subject or predicate."""
    s, e = found.subject
    b = found.clause[1]
    first = next((k for k in range(s, e) if ws[k].kind != SPACE), None)
    if first is not None and (ws[first].kind in _NOT_SUBJECT_KINDS or ws[first].text in grammar().claims.not_subject_openers):
        return Skip(UNSURE_SUBJECT)  # 也让领先火箭的胜场|缩小, 只能在…边缘|徘徊
    content = [k for k in range(min(s, found.clause[0]) if s == e else s, found.zone) if ws[k].kind != SPACE]
    if content and ws[content[-1]].text in grammar().claims.time_closers and ws[content[-1]].kind in (LOCALIZER, TIME, NOUN) \
            and len(content) > 1 and ws[content[-2]].kind in (NUMERAL, CLASSIFIER, TIME, VERB) \
            and not any(ws[k].text in ("在", "于", "当") for k in content):  # 在…前 is a time phrase
        return Skip(TIME_CLAUSE)  # 学生注册后|于3月1日上课, 格拉纳达5天后|有: the subject ends in a time clause
    if content and all(ws[k].kind in (TIME, NUMERAL, CLASSIFIER) for k in content) and _DATE.search(_text(ws, content[0], content[-1] + 1)):
        return Skip(UNSURE_SUBJECT)  # 2月26日|恢复192路: a date, with no subject
    if any(ws[k].kind == PERFECTIVE and not any(ws[j].kind == DE for j in range(k + 1, e)) for k in range(s, e)):
        return Skip(UNSURE_SUBJECT)  # 反腐极大地遏制了民众遇到的官员|滥权: a clause of its own
    if _SCORE.search(_text(ws, s, found.zone)):
        return Skip(UNREAD_ZONE)  # 爵士120-101大胜独行侠|豪取11连胜
    for k in range(found.zone, found.head):
        if ws[k].text == "在" or ws[k].text in grammar().claims.modifier_prepositions:
            de = next((j for j in range(k + 1, found.head) if ws[j].kind == DE), None)
            after = (BEFORE_NEGATION, ADVERB) if ws[k].text == "在" else (PREPOSITION,)  # 对…的原因也是: an adverbial
            if de is not None and any(ws[j].kind in after and ws[j].text not in grammar().clause_words.joiners for j in range(de + 1, found.head)) \
                    and not any(ws[j].kind == LOCALIZER or ws[j].text[-1:] in grammar().clause_words.place_finals for j in range(de + 1, found.head)):
                return Skip(UNREAD_ZONE)  # 他|在NBA的总工资也超越了, 以色列|对…的制裁对和谈造成: part of the subject
    if found.kind in ("locative", "zai") and any(ws[j].kind in (BEFORE_NEGATION, ADVERB, DEGREE, QUOTE)
                                                 for j in range(found.head + 1, b)):
        return Skip(UNREAD_ZONE)  # 男粉丝在米饭圈几乎“无奈”: 在 opens a phrase of place before the predicate
    return None


def _modified_head(ws: tuple[Word, ...], found: Predicate) -> Skip | None:
    """The head is inside a modifier of a later noun that is the subject of a later verb
    (14天内有…旅居史的学生|暂缓返校; 一名女性自杀炸弹手在…炸死; 美国无人机袭击…6人死亡)."""
    b = found.clause[1]
    for d in range(found.head + 1, b):
        if ws[d].kind != DE:
            continue
        j = d + 1
        while j < b and ws[j].kind in (NOUN, NAME, PRONOUN, NUMERAL, CLASSIFIER, LOCALIZER, SPACE, ADJECTIVE):
            j += 1
        after = (MODAL, ADVERB, BEFORE_NEGATION) if found.kind != "existential" else (VERB, IDIOM, MODAL, ADVERB, BEFORE_NEGATION)
        if j > d + 1 and j < b and ws[j].kind in after:
            return Skip(NOUN_PHRASE)
    j = found.head + 1
    while j < b and (ws[j].text in grammar().claims.complements or ws[j].text in grammar().claims.directions):
        j += 1
    if found.kind == "verb" and j < b and ws[j].kind == DE and j + 1 < b \
            and all(ws[k].kind in (NOUN, NAME, ADJECTIVE, SPACE) for k in range(j + 1, b)):
        return Skip(NOUN_PHRASE)  # 坠毁时探测到的热闪光: the verb modifies the noun that ends the line
    bare = not (found.aspect or found.particles or found.progressive is not None or found.perfect is not None
                or found.modal is not None)
    words_ = grammar().words
    if found.kind != "verb" or not bare or ws[found.head].text in words_.reporting or ws[found.head].text in words_.clause_verbs:
        return None  # 北约称四名士兵…丧生: a verb of saying takes a clause
    if any(ws[k].text == "被" and any(ws[m].kind in (VERB, IDIOM) for m in range(k + 1, b)) for k in range(found.head + 2, b)):
        return Skip(VERB_CHAIN)  # 二公分租|张柏芝被那英拒绝了: the noun after the verb is the subject of a passive
    j = found.head + 1
    while j < b and ws[j].kind in (NOUN, NAME, NUMERAL, CLASSIFIER, LOCALIZER, SPACE):
        if ws[j].kind == NUMERAL and j + 2 < b and ws[j + 1].kind in (NOUN, CLASSIFIER) and ws[j + 2].kind in (VERB, IDIOM) \
                and j > found.head + 1:
            return Skip(VERB_CHAIN)  # 袭击巴基斯坦西北部|6人死亡: a count and its own verb after the object
        j += 1
    nouns_between = found.head + 1 < j < b and ws[j].text == "在"  # 自杀炸弹手|在…: not 坐在, 躺在
    if j < b and (nouns_between or ws[j].kind == ADJECTIVE and ws[j].text.startswith("在")) \
            and any(ws[k].kind in (VERB, IDIOM) and ws[k].text not in grammar().claims.directions and not _inside_modifier(ws, k, b)
                    for k in range(j + 1, b)):
        return Skip(VERB_CHAIN)  # 两家企业签约|在线上完成, 自杀炸弹手|在俄罗斯车站炸死: the first verb names a thing
    return None


def _inside_modifier(ws: tuple[Word, ...], k: int, b: int) -> bool:
    """A verb before a 的 that ends a modifier of a noun ("有质的提升", "穿红衣服的女孩")."""
    return any(ws[j].kind == DE for j in range(k + 1, b))


def _duration(ws: tuple[Word, ...], found: Predicate) -> bool:
    b = found.clause[1]
    for k in range(found.verb + 1, b):
        w = ws[k]
        if w.text in grammar().claims.durations:
            return True
        if w.kind == NUMERAL and k + 1 < b and ws[k + 1].text in grammar().claims.duration_units and not _year(w.text, ws[k + 1].text) and not any(
            ws[j].kind in (NOUN, NAME, VERB, ADJECTIVE, COPULA, EXISTENTIAL, MODAL) for j in range(found.verb + 1, k)
        ):
            return True
    return False


def _year(number: str, unit: str) -> bool:
    """A year's number (2020年): a date, not a length of time."""
    return unit == "年" and len(number) == 4 and number.isdigit()
