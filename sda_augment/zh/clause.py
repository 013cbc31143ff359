"""The main clause of a Chinese sentence: its subject, its predicate, aspect and polarity.

What MV, NEG and DN need is where the predicate begins (an affirming adverb and a negation
go there), what heads it (是, 有, a modal, a verb, an adjective), its aspect (了, 过, 着,
在/正在, 已经) and whether it is already negated. The words and tags are jieba's, with no
parse, so the clause is read with a small grammar of Chinese word order:

    clause    := connective? subject? time* adverb* predicate
    subject   := (modifier 的)* nominal+          (一个穿红衣服的女孩, 两只狗, 他)
    predicate := negation? (modal | prepositional phrase | 在 | 正在 | 已经 | adverb)* head
                 complement? 了/着/过?

A verb followed by 的 and a noun is a modifier of that noun, not the predicate (穿 in
"穿着红衣服的女孩在跑步"). The first clause that is not subordinate (如果, 虽然, 因为 ...)
and has a predicate is the main one. Where the words do not read one way, the answer is a
:class:`~sda_augment.reasons.Skip` with a ``zh.`` code: a wrong edit costs more than a
sentence left alone.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from ..analysis.document import analysis_of
from ..reasons import EMPTY_INPUT, Skip, register_reason
from .rules import grammar
from .segment import tag_of
from .words import (
    ADJECTIVE,
    ADVERB,
    BEFORE_NEGATION,
    CLASSIFIER,
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
    PROGRESSIVE,
    PRONOUN,
    QUESTION,
    QUOTE,
    SPACE,
    TIME,
    VERB,
    Word,
    words,
)

if TYPE_CHECKING:
    from spacy.tokens import Doc

NO_PREDICATE = register_reason("zh.no_predicate", "no main predicate: a noun phrase, a heading or a fragment")
QUESTION_SENTENCE = register_reason("zh.question", "a question: it makes no claim")
IMPERATIVE = register_reason("zh.imperative", "a request or an order: it makes no claim")
A_NOT_A = register_reason("zh.a_not_a", "an A-not-A choice (去不去, 是不是): it asks, it does not claim")
FRAGMENT = register_reason("zh.fragment", "opens in the middle of a sentence (with 的, 了 or a closing quote)")
UNREAD_ZONE = register_reason("zh.unread_words", "the words between the subject and the verb do not read one way")
NO_TAGS = register_reason("zh.no_tags", "the sentence was read without tags (the method needs them)")
NO_SUBJECT = register_reason("zh.no_subject", "the clause has no subject of its own: an order, a list of measures or a fragment")
QUOTED_CLAIM = register_reason("zh.quoted_claim", "the predicate is inside quotation marks: an edit there would misquote")
NON_CLAIM = register_reason("zh.non_claim", "a plan, a rule, a narrator's formula or a correlative (暂定, 一律, 时间回到, 不仅…更): no plain claim to edit")
MANNER = register_reason("zh.manner", "an adverb of manner before the predicate (盲目, 再度, 突然): the negation would fall after it")
VERB_CHAIN = register_reason("zh.verb_chain", "the verb is followed by another verb: it may name a thing (煤矿爆炸被困, 出生时间为), so the predicate is unsure")
SUBJECT_VERB = register_reason("zh.subject_verb", "a verb or a manner adverb before the predicate: the subject may be a clause of its own (郑智踢球对球队帮助更大)")
NOUN_PHRASE = register_reason("zh.noun_phrase", "reads as a noun phrase: the verb may be a modifier before 的 (一张猫躺在地上的照片)")
# Every code the analysis gives: a transform that asks it for the predicate declares these.
ANALYSIS_CODES: tuple[str, ...] = (
    NO_PREDICATE, QUESTION_SENTENCE, IMPERATIVE, A_NOT_A, FRAGMENT, UNREAD_ZONE, NO_TAGS, NO_SUBJECT,
    QUOTED_CLAIM, NON_CLAIM, MANNER, VERB_CHAIN, SUBJECT_VERB, NOUN_PHRASE,
)

# Kinds that can make up a noun phrase.
_NOMINAL = frozenset({NOUN, NAME, PRONOUN, DETERMINER, NUMERAL, CLASSIFIER, LOCALIZER, TIME})
# Kinds that can head one (a noun phrase of determiners and numbers alone is no subject).
_HEADS = frozenset({NOUN, NAME, PRONOUN, LOCALIZER, TIME})
# Demonstratives that stand alone as a subject ("这不是答案").
_STANDALONE = frozenset({"这", "那", "这个", "那个", "这些", "那些", "此", "这样", "那样", "这里", "那里"})
# Words that join two noun phrases into one.
_JOINERS = frozenset({"和", "与", "及", "以及", "或", "或者", "跟", "同", "、", "兑"})
# Approximations before a number inside a noun phrase ("大约660名囚犯").
_APPROXIMATE = frozenset({"约", "大约", "近", "将近", "至少", "超过", "逾", "多达", "仅", "共", "最多", "达"})
# Nouns that are verbs of planning or asking when a verb follows ("计划访问", "呼吁停火").
_PLANNING = frozenset({"计划", "打算", "决定", "希望", "要求", "建议", "承诺", "呼吁", "威胁"})
# Prepositions that open a clause-long phrase of place or time before a comma.
_SETTING_PREPOSITIONS = frozenset({"在", "于", "从", "自", "当", "随着", "经过", "通过", "截至"})
# Verbs of causing: a verb right before them names an event ("袭击造成6人死亡").
_CAUSATIVE = frozenset({"造成", "导致", "引发", "致", "致使", "使", "令", "引起"})
# Verbs of rising and falling: a verb right before them names what rises ("支出增长11.2%").
_CHANGES = frozenset({"增长", "上涨", "下降", "下跌", "上升", "减少", "增加", "暴跌", "飙升", "跌至", "升至", "回落", "走高", "走低", "翻番"})
# Prepositions of cause: with 而 after them, their object runs to it.
_CAUSES = frozenset({"因", "因为", "由于", "为", "为了"})
# Words after a date or an hour that make it approximate ("10时左右").
_APPROXIMATE_AFTER = frozenset({"左右", "许", "前后", "多", "整", "上下"})
# Kinds that open the words before a verb (adverbs, negations, modals, prepositions ...).
_ZONE_OPENERS = frozenset({
    ADVERB, DEGREE, EPISTEMIC, BEFORE_NEGATION, FOCUS, NEGATOR, PROGRESSIVE, PERFECT, MODAL,
    COPULA, EXISTENTIAL, VERB,
})
_VERBAL = frozenset({VERB, IDIOM})
_ASPECT = {PERFECTIVE: "perfective", DURATIVE: "durative", EXPERIENTIAL: "experiential"}
# One-character complements between a verb and its aspect particle ("站起来了", "拿出了").
_COMPLEMENTS = frozenset("来去上下出进回起到在成给完好走住掉开入过着")
# Negators jieba keeps as one word with what they negate: the kind of that word.
_NEGATED_COPULA = frozenset({"不是", "并非", "并不是"})
_NEGATED_MODALS = frozenset({
    "不会", "不能", "不要", "不可", "不可能", "不想", "不愿", "不愿意", "不敢", "不肯", "不该", "不应", "不应该",
    "无法", "未能", "没能", "不必", "不用", "不得", "不够",
})
_NEGATED_HAVE = frozenset({"没有", "并没有", "还没有"})
# A-not-A choices jieba keeps as one word.
_FUSED_CHOICES = frozenset({"是不是", "有没有", "能不能", "会不会", "要不要", "好不好", "对不对", "可不可以"})


@dataclass(frozen=True)
class Sentence:
    """The sentence around the main clause: its clauses and what kind of sentence it is."""

    clauses: tuple[tuple[int, int], ...]
    quoted: tuple[bool, ...]  # per token: inside quotation marks
    question: bool
    final: int | None  # the final mark's token, when there is one


@dataclass(frozen=True)
class Predicate:
    """The main clause's predicate, as token indices into :func:`~.words.words`.

    ``zone`` is where the predicate begins after the subject and any time words: an
    affirming adverb goes there. ``slot`` is where a negation goes: after the adverbs that
    come before one (都, 也, 还 ...). ``head`` is what the negation negates: the modal, 是,
    有, the verb or the adjective; ``verb`` the lexical verb (after a modal, its verb).
    """

    clause: tuple[int, int]
    subject: tuple[int, int]
    zone: int
    slot: int
    head: int
    verb: int
    kind: str  # "copula" | "existential" | "modal" | "adjective" | "locative" | "verb"
    aspect: str | None  # "progressive" | "perfect" | "experiential" | "perfective" | "durative" | None
    particles: tuple[int, ...] = ()  # 了 that belongs to the predicate (after the verb, ending the clause)
    progressive: int | None = None  # 在, 正在 or 正 before the verb
    perfect: int | None = None  # 已经, 曾经 ... before the verb
    negation: int | None = None  # a negation of the predicate
    degree: int | None = None  # a degree adverb before the head
    epistemic: int | None = None  # an adverb of certainty (也许, 确实 ...) in the predicate
    focus: int | None = None  # 只, 仅 ...
    modal: int | None = None
    scope: tuple[int, ...] = ()  # adverbs before the slot (都, 也, 还 ...)
    complement: int | None = None  # 得 after the verb ("跑得很快")
    passive: int | None = None  # 被 ... before the verb
    shi_de: bool = False  # 是 ... 的 ending the clause
    stative: bool = False  # negated with 不 where no aspect marks an event
    irrealis: bool = False  # under a condition (如果…，就…): what would happen, not what did


def sentence(doc: Doc) -> Sentence:
    """The clauses of ``doc`` and whether it asks (built once per Doc)."""
    store = analysis_of(doc).answers
    found = store.get(_SENTENCE)
    if found is None:
        found = store[_SENTENCE] = _sentence(words(doc))
    return found


def predicate(doc: Doc) -> Predicate | Skip:
    """The main predicate of ``doc``, or why there is none to work on (built once per Doc)."""
    store = analysis_of(doc).answers
    found = store.get(_PREDICATE)
    if found is None:
        found = store[_PREDICATE] = _predicate(doc)
    return found


_SENTENCE, _PREDICATE = "zh.sentence", "zh.predicate"
# Characters of a clause before a colon short enough to be a heading's label.
_LABEL_LENGTH = 8


# --- the sentence -------------------------------------------------------------------------


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
    last = next((w for w in reversed(ws) if w.kind not in _NOT_CONTENT), None)
    if last is not None and last.text in questions.particles and last.kind == PARTICLE:
        return True
    return final is None and any(w.kind == QUESTION for w in ws)


_NOT_CONTENT = frozenset({SPACE, QUOTE, FINAL_MARK, MARK, CLAUSE_MARK})


# --- the predicate ------------------------------------------------------------------------


def _predicate(doc: Doc) -> Predicate | Skip:
    ws = words(doc)
    if not any(w.kind not in (SPACE, MARK, QUOTE, CLAUSE_MARK, FINAL_MARK) for w in ws):
        return Skip(EMPTY_INPUT)
    if not any(w.tag for w in ws):
        return Skip(NO_TAGS)
    first = next(w for w in ws if w.kind != SPACE)
    if first.kind in (DE, DI, DE_COMPLEMENT, PERFECTIVE, DURATIVE) or first.text in "”」』’）)》":
        return Skip(FRAGMENT)
    closer = next((w.i for w in ws if w.text in "”」』》"), None)
    if closer is not None and not any(w.text in "“「『《" for w in ws[:closer]):
        return Skip(FRAGMENT)  # 心良苦》，…: the line opens inside a title or a quotation
    shape = sentence(doc)
    if _a_not_a(ws):
        return Skip(A_NOT_A)
    if shape.question:
        return Skip(QUESTION_SENTENCE)
    outside = [span for span in shape.clauses if not all(shape.quoted[span[0] : span[1]])]
    first_skip: Skip | None = None
    rules = grammar()
    reporting, conditions = rules.words.reporting, rules.clauses.conditions
    irrealis = False
    subject_before = False  # an earlier clause named who the later clauses are about
    for a, b in outside or list(shape.clauses):
        a = _clause_start(ws, a, b)
        if a >= b:
            continue
        if ws[a].kind in (NOUN, NAME, PRONOUN, DETERMINER, NUMERAL):
            subject_before = True
        if _subordinate(ws, a, b):
            irrealis = irrealis or any(ws[i].text in conditions for i in range(a, min(b, a + 4)))
            continue
        if "".join(w.text for w in ws[a:b]).strip() in rules.clauses.discourse:
            continue  # 要知道，…: a frame for what follows
        if b < len(ws) and ws[b].kind == CLAUSE_MARK and "".join(w.text for w in ws[a:b]).endswith("的是"):
            continue  # 令人震惊的是，…: a frame for what follows
        found = _clause_predicate(ws, a, b)
        if isinstance(found, Predicate) and found.subject[0] == found.subject[1] and ws[found.head].tag == "vn":
            found = Skip(UNREAD_ZONE)  # 抗议席卷巴西: a noun of action opening the clause may be its subject
        if isinstance(found, Predicate) and found.subject[0] == found.subject[1] and a == _clause_start(ws, 0, len(ws)) \
                and b < len(ws) and ws[b].kind == CLAUSE_MARK:
            continue  # 使用“曝光”功能，所有窗口都会…: a first clause with no subject sets the scene
        if isinstance(found, Skip) and found.code == IMPERATIVE:
            return found  # the sentence asks for something: no later clause is its claim
        if isinstance(found, Predicate) and found.subject[0] == found.subject[1] and a > 0 and _no_object(ws, found):
            found = Skip(UNREAD_ZONE)  # a later clause with neither subject nor object ("，浮浮沉沉，")
        if isinstance(found, Predicate) and found.subject[0] == found.subject[1] and a > 0 and ws[found.zone].text in _RESULT_OPENERS:
            found = Skip(UNREAD_ZONE)  # ，使他比艾肯领先13万票: a result, not the claim
        if isinstance(found, Predicate) and found.kind == "locative" and b < len(ws) and ws[b].kind == CLAUSE_MARK \
                and _subjectless_clause_after(ws, b + 1, shape):
            continue  # 道奇队在…观众面前，以3比2击败…: where it happened, then what happened
        if isinstance(found, Predicate):
            if b < len(ws) and ws[b].text in ("：", ":") and ws[found.head].text not in reporting \
                    and ws[b - 1].end - ws[a].start <= _LABEL_LENGTH:
                continue  # a heading's label before the colon ("阿尔卑斯山袭击：女孩返回英国")
            if _subjectless(ws, found) and not (subject_before and a > 0):
                return Skip(NO_SUBJECT)  # 所以回答问题, 加大保护力度: an order or a measure, no claim
            doubt = _doubtful(ws, found)
            if doubt is not None:
                return doubt
            return replace(found, irrealis=True) if irrealis else found
        if first_skip is None or first_skip.code == NO_PREDICATE:
            first_skip = found
    return first_skip or Skip(NO_PREDICATE)


def _subjectless(ws: tuple[Word, ...], found: Predicate) -> bool:
    """A predicate with nothing before it that could be what it is about ("所以回答问题"); 有
    ("有人在…") and the weather ("下雨了") need no subject."""
    if found.subject[0] != found.subject[1] or found.kind == "existential" or ws[found.head].text in grammar().words.subjectless:
        return False
    return not any((ws[i].kind in _NOMINAL or ws[i].tag == "vn") and ws[i].kind != TIME
                   and not (ws[i].kind == NUMERAL and i + 1 < len(ws) and ws[i + 1].text == "、")
                   for i in range(found.clause[0], found.slot))  # 日后…, 二、…: a time or a number is no subject


def _doubtful(ws: tuple[Word, ...], found: Predicate) -> Skip | None:
    """A predicate the words alone cannot vouch for: with no parse, a verb that may sit inside
    a noun phrase, or a sentence that makes no plain claim, is left alone."""
    rules = grammar()
    non_claims = rules.clauses.non_claims
    text = "".join(w.text for w in ws)
    if any(w.text in non_claims for w in ws) or any(phrase in text for phrase in rules.clauses.non_claim_phrases):
        return Skip(NON_CLAIM)
    a = found.clause[0]
    compound = rules.words.compound_heads
    for i in range(a, found.zone):
        w = ws[i]
        later = range(i + 1, found.zone)
        if (w.tag == "v" or w.kind == IDIOM) and w.kind in _VERBAL and not any(ws[j].kind == DE or ws[j].text in _AFTER_TIME for j in later) \
                and w.text not in rules.words.documents and not _inside_quotes(ws, i, found.zone) \
                and not (ws[found.head].text in _CAUSATIVE or ws[found.head].text in _CHANGES) \
                and not (i + 1 < found.zone and ws[i + 1].text in compound) and not (i > a and ws[i - 1].kind in (DETERMINER, ADJECTIVE)) \
                and not any(ws[j].text in _SETTING_PREPOSITIONS for j in range(a, i)):
            return Skip(SUBJECT_VERB)  # 流调溯源工作正在…, 郑智踢球对…: not a plain subject
        if w.tag == "ad" and i > found.subject[0] and not any(ws[j].kind == DE for j in later):
            return Skip(SUBJECT_VERB)  # 突然心脏不适: an adverb inside what was read as the subject
        if w.kind == PRONOUN and i > found.subject[0] and ws[i - 1].kind in (NOUN, NAME) and ws[i - 1].text not in _JOINERS:
            return Skip(SUBJECT_VERB)  # 一张图带你拎清: a verb read as a noun before the pronoun
    b = found.clause[1]
    before = found.zone - 1
    if before >= found.clause[0] and (ws[before].text in rules.clauses.manner or ws[before].tag == "ad"):
        return Skip(MANNER)  # 精准触摸到, 步行前往: the adverb's place is before the word of manner
    if any(ws[k].kind == MODAL for k in range(found.clause[0], found.zone)):
        return Skip(SUBJECT_VERB)  # …本可以阻止…的顾客点烟: a modal before the verb found, which is not the main one
    if found.modal is not None and ws[found.modal].text == "该":
        return Skip(UNREAD_ZONE)  # 就该提议进行审查: 该 is "the", not "should"
    if found.kind == "copula" and found.head + 1 < b and ws[found.head + 1].kind in (PREPOSITION, PROGRESSIVE) \
            and any(ws[k].kind == PERFECTIVE for k in range(found.head + 2, b)) and not any(ws[k].kind == DE for k in range(found.head, b)):
        return Skip(UNREAD_ZONE)  # 也是在社交网上晒出了: an emphatic 是, not the predicate
    if any(ws[k].kind == PERFECT for k in range(found.head + 1, b)):
        return Skip(UNREAD_ZONE)  # 他从业已经12年: 已经 after the verb belongs to what follows
    if ws[found.head].text in _NOT_PREDICATES:
        return Skip(UNREAD_ZONE)  # Lisa作为…的舞蹈担当，…: "as", not the claim
    if found.kind == "locative" and not any(ws[k].kind in _HEADS and ws[k].kind != TIME for k in range(*found.subject)):
        return Skip(UNREAD_ZONE)  # 昨天在米尔维尔，市长…: where, with no one there to be
    if found.kind == "adjective" and found.head + 1 < found.clause[1] and ws[found.head + 1].kind in (NOUN, NAME, TIME):
        return Skip(NOUN_PHRASE)  # 最高元首阿卜杜拉已经同意: the adjective modifies a noun
    if b + 1 < len(ws) and ws[b].kind == CLAUSE_MARK and ws[b + 1].kind == COPULA:
        return Skip(NOUN_PHRASE)  # 建设电力外送基地，是…之一: the clause is the subject of 是
    if ws[found.zone].text in _JOINERS:
        return Skip(UNREAD_ZONE)  # 国际足球历史和统计联合会: the subject goes on past 和
    for k in range(found.zone, found.head):
        if ws[k].kind in (NOUN, NAME, PRONOUN) and not any(ws[j].kind in (PREPOSITION, PROGRESSIVE) or ws[j].text in _PREPOSITION_LIKE
                                                          for j in range(found.zone, k)) \
                and not any(ws[j].kind == DE for j in range(k + 1, found.head)):
            return Skip(UNREAD_ZONE)  # 火箭最佳第六人…说: a noun after the adverb's place, the subject runs on
    after = found.head + 1
    bare = found.progressive is None and found.perfect is None and not found.aspect and found.modal is None and not found.particles
    if bare and after < found.clause[1] and (ws[after].text in _COORDINATORS or ws[after].kind == DEGREE and found.kind == "verb"
                                    or ws[found.head].tag == "vn" and ws[after].kind == NOUN):
        return Skip(VERB_CHAIN)  # 美丽又贵气, 福原爱与…结婚, 表现十分低迷, 竞赛单元: no plain predicate
    if ws[found.head].text == "该" and after < len(ws) and ws[after].kind in (NOUN, VERB):
        return Skip(UNREAD_ZONE)  # 就该提议进行审查: 该 is "the", not "should"
    if any(ws[k].kind == DE and ws[k + 1].text in ("，", ",") and not (k > 0 and ws[k - 1].text == "是") for k in range(len(ws) - 1)):
        return Skip(NON_CLAIM)  # 违反本条例规定…的，…: a rule's condition, then what follows from it
    if any(ws[k].text in _AFTER_TIME and ws[k].kind == LOCALIZER for k in range(found.slot, found.head)):
        return Skip(UNREAD_ZONE)  # 在萨福克被刺伤后涉嫌谋杀被捕: the negation would reach the time, not the event
    if found.kind == "verb" and not found.aspect and not found.particles and _no_object(ws, found) \
            and found.clause[1] < len(ws) and ws[found.clause[1]].text in ("，", ",") \
            and ws[found.head].text not in rules.words.reporting and ws[found.head].text not in rules.words.clause_verbs \
            and found.clause[1] + 1 < len(ws) and ws[found.clause[1] + 1].kind in (NOUN, NAME, PRONOUN) \
            and any(ws[k].kind in _VERBAL or ws[k].kind in (COPULA, MODAL) for k in range(found.clause[1] + 1, len(ws))):
        return Skip(UNREAD_ZONE)  # A股开盘，影视板块集体上涨: a bare event sets the scene for the claim after it
    if found.kind == "verb" and not found.aspect and found.head + 1 < found.clause[1] and ws[found.head + 1].kind == NOUN \
            and all(ws[k].kind in _NOMINAL or ws[k].kind == SPACE for k in range(found.head + 1, found.clause[1])) \
            and ws[found.clause[1] - 1].kind in (NUMERAL, CLASSIFIER):
        return Skip(NOUN_PHRASE)  # 邮政快递枢纽80个左右: a list of counts, not an event
    if _noun_phrase_clause(ws, found):
        return Skip(NOUN_PHRASE)  # 亚洲排名第一的澳大利亚的那一场，…: the clause names a thing
    head = ws[found.head]
    if found.kind != "verb" or found.particles or found.aspect or found.complement is not None:
        return None
    chained = rules.clauses.serial_heads | rules.words.verb_objects | rules.words.clause_verbs | rules.words.reporting
    if head.text in chained or head.text in _CAUSATIVE:
        return None
    j = found.head + 1
    while j < found.clause[1] and ws[j].kind in (NOUN, NAME, NUMERAL, CLASSIFIER, LOCALIZER, SPACE) or j < found.clause[1] and ws[j].text == "@":
        j += 1
    if j < found.clause[1] and j > found.head and (ws[j].kind in _VERBAL or ws[j].text in ("为", "是")) \
            and not (j == found.head + 1 and len(ws[j].text) == 1) and head.text[-1:] not in ("在", "到", "于") \
            and not any(ws[k].kind == LOCALIZER for k in range(found.head + 1, j)) and found.progressive is None \
            and ws[j].kind not in (PERFECTIVE, DURATIVE, EXPERIENTIAL):
        return Skip(VERB_CHAIN)  # 煤矿爆炸被困18人, 女童出生时间为…: the first verb names a thing
    return None


# Words that open a phrase before the verb, as prepositions do ("把书", "被警方", "对他").
_PREPOSITION_LIKE = frozenset({"把", "被", "就", "经", "据", "正在", "正", "将", "给", "对", "向", "跟", "和", "与", "同", "在", "从", "为", "用", "以", "让", "叫", "由", "比", "离", "往", "朝", "替", "通过", "关于", "对于", "按照", "根据"})


def _inside_quotes(ws: tuple[Word, ...], i: int, end: int) -> bool:
    """Whether word ``i`` sits between an opening quote before it and a closing one before ``end``."""
    opened = any(ws[j].kind == QUOTE and ws[j].text in _OPENERS for j in range(i))
    return opened and any(ws[j].kind == QUOTE and ws[j].text not in _OPENERS for j in range(i + 1, end))


# Words that open a phrase of manner, means or role, not a claim ("作为", "凭借", "通过").
_NOT_PREDICATES = frozenset({"作为", "凭借", "凭着", "随着", "通过", "经过", "根据", "按照", "为了", "对于", "关于", "身为"})


# Words that join a second predicate or noun to the head ("美丽又贵气", "福原爱与江宏杰结婚").
_COORDINATORS = frozenset({"又", "而", "且", "、", "并", "与", "和", "及", "以及", "跟", "同"})
# Words that end a time phrase inside the predicate ("在…被刺伤后"): a negation before it would
# reach the time, not the event.
_AFTER_TIME = frozenset({"后", "之后", "以后", "时", "时候", "之时", "前", "之前", "以前", "期间"})


def _noun_phrase_clause(ws: tuple[Word, ...], found: Predicate) -> bool:
    """A clause before a comma whose verb has no aspect and is followed by 的 and nouns only:
    the verb modifies the noun that ends the clause."""
    b = found.clause[1]
    if found.kind not in ("verb", "adjective") or b >= len(ws) or ws[b].kind != CLAUSE_MARK:
        return False
    des = [j for j in range(found.head + 1, b) if ws[j].kind == DE]
    marked = found.particles or found.aspect is not None and not (found.aspect == "durative" and len(des) > 1)
    if marked and any(ws[j].kind in _HEADS and ws[j].kind != TIME for j in range(*found.subject)):
        return False  # 他买了我的书，…: a subject, then its verb (贴着标签的小羊羔的特写镜头: a noun phrase)
    return bool(des) and all(ws[j].kind in _NOMINAL or ws[j].kind in (ADJECTIVE, SPACE) for j in range(des[-1] + 1, b))


def quoted_claim(ws: tuple[Word, ...], found: Predicate) -> bool:
    """Whether the predicate opens inside quotation marks (普京“赢得俄罗斯总统选举”)."""
    return found.slot > 0 and ws[found.slot - 1].kind == QUOTE and ws[found.slot - 1].text in _OPENERS


# Words that open a clause stating a result ("，使他领先", "，导致两人死亡"): with no subject of
# its own, such a clause is not the sentence's claim.
_RESULT_OPENERS = frozenset({"使", "使得", "让", "令", "致使", "导致", "从而", "进而", "以致"})


def _subjectless_clause_after(ws: tuple[Word, ...], i: int, shape: Sentence) -> bool:
    """Whether the clause from ``i`` has no subject of its own: it opens with a verb or a preposition."""
    b = next((end for start, end in shape.clauses if start <= i < end), len(ws))
    i = _clause_start(ws, i, b)
    return i < b and (ws[i].kind in _VERBAL or ws[i].kind == PREPOSITION or ws[i].text in grammar().words.prepositions)


def _no_object(ws: tuple[Word, ...], found: Predicate) -> bool:
    """Whether nothing but marks follows the predicate's head in its clause."""
    return all(ws[i].kind in (SPACE, MARK, QUOTE, PERFECTIVE) for i in range(found.head + 1, found.clause[1]))


def _a_not_a(ws: tuple[Word, ...]) -> bool:
    """V不V / 是不是 / 有没有: a choice question, whatever mark ends it."""
    for w in ws:
        if w.text in _FUSED_CHOICES:
            return True
    for left, middle, right in zip(ws, ws[1:], ws[2:]):
        if middle.text in ("不", "没") and left.text == right.text and left.kind in (VERB, ADJECTIVE, COPULA, EXISTENTIAL, MODAL):
            return True
    return False


def _clause_start(ws: tuple[Word, ...], a: int, b: int) -> int:
    """The clause's first word after spaces, quotes and a linking word (但, 而, 并 ...)."""
    connectives = grammar().clauses.connectives
    while a < b and (ws[a].kind in (SPACE, QUOTE, MARK) or ws[a].text in connectives):
        if ws[a].text in _OPENERS and _closing(ws, a, b) is not None:
            break  # a quoted subject ("“重放”是…")
        a += 1
    return a


def _subordinate(ws: tuple[Word, ...], a: int, b: int) -> bool:
    """A clause that sets a condition, a cause or a time for the main one."""
    subordinators = grammar().clauses.subordinators
    if ws[a].text in subordinators:
        return True
    # A subordinator after the subject ("他虽然很累，") or a clause that ends in 时/后/前 ("到达后，").
    if any(ws[i].text in subordinators and ws[i].kind == CONJUNCTION for i in range(a + 1, min(b, a + 4))):
        return True
    last = _last_word(ws, a, b)
    if last is None or b >= len(ws) or ws[b].text not in ("，", ","):
        return False
    if ws[last].text in ("时", "时候", "之时", "后", "之后", "以后", "前", "之前", "以前", "以来") \
            or ws[last].text == "同时" and last > a and ws[last - 1].kind == DE:
        return True
    # 听证会召开前一天，…: a verb, 前 or 后, and how long before or after
    temporal = grammar().words.temporal
    return any(ws[i].kind in _VERBAL and ws[i + 1].text in temporal for i in range(a, last))


def _last_word(ws: tuple[Word, ...], a: int, b: int) -> int | None:
    for i in range(b - 1, a - 1, -1):
        if ws[i].kind not in (SPACE, QUOTE, MARK):
            return i
    return None


def _clause_predicate(ws: tuple[Word, ...], a: int, b: int) -> Predicate | Skip:
    if _imperative(ws, a, b):
        return Skip(IMPERATIVE)
    s = _subject_end(ws, a, b)
    if s is None:
        return Skip(NO_PREDICATE)
    if s == a and ws[a].text in _SETTING_PREPOSITIONS and b < len(ws) and ws[b].kind == CLAUSE_MARK:
        return Skip(NO_PREDICATE)  # 在亨廷顿海滩的三个采样点之一，…: where or when, then the clause
    if s == a and ws[a].text in ("为", "为了") and a == _clause_start(ws, 0, len(ws)):
        return Skip(NO_PREDICATE)  # 为中国争创复兴的新辉煌: a purpose with no one to pursue it
    return _read_predicate(ws, a, s, b)


def _imperative(ws: tuple[Word, ...], a: int, b: int) -> bool:
    rules = grammar().imperatives
    if ws[a].text == "把" and a == _clause_start(ws, 0, len(ws)):
        return True  # 把鸡蛋打进碗里: with no subject, an instruction
    if ws[a].text in rules.openers and ws[a].kind != NOUN:
        return ws[a].text not in ("来", "去") or a + 1 < b and ws[a + 1].kind in _VERBAL
    if ws[a].text in rules.addressees:
        nxt = _next(ws, a + 1, b)
        return nxt is not None and ws[nxt].text in rules.obligation
    return False


def _next(ws: tuple[Word, ...], i: int, b: int) -> int | None:
    while i < b and ws[i].kind in (SPACE, QUOTE):
        i += 1
    return i if i < b else None


# --- the subject --------------------------------------------------------------------------


def _subject_end(ws: tuple[Word, ...], a: int, b: int) -> int | None:
    """Where the predicate begins: after the subject, or at ``a`` when the clause has none."""
    k = a
    while k < b:
        e = _nominal_end(ws, k, b)
        if e > k and _has_head(ws, k, e) and _opens_predicate(ws, e, b):
            return _verb_in_subject(ws, e, b) or e
        d = _modifier_de(ws, k, b)
        if d is None:
            break
        k = d + 1
    if ws[a].text in ("在", "于") and b - a > 3:
        topic = _place_topic_end(ws, a, b)
        if topic is not None:
            return topic
    if ws[a].kind == VERB:
        later = _time_clause_end(ws, a, b)
        if later is not None and later > a:
            return later  # 滑雪事故后舒马赫昏迷: a time, then the clause's subject
    if _opens_predicate(ws, a, b) and ws[a].kind != TIME:
        if ws[a].kind == VERB:
            inside = _verb_in_subject(ws, a, b)
            if inside is not None:
                return inside  # a verb as the subject ("进化不是一种观点")
        if ws[a].kind in _VERBAL:
            copula = next((j for j in range(a + 1, b) if ws[j].kind == COPULA), None)
            if copula is not None:
                return copula  # a verb phrase as the subject ("喝醉是不能接受的")
            if _later_subject(ws, a + 1, b):
                return None  # a verb phrase before the subject ("听到这个消息我很难过")
        return a
    return None


def time_end(ws: tuple[Word, ...], i: int, b: int) -> int:
    """The end of the time words (time nouns, dates, "V后") from ``i``; ``i`` when there are none."""
    return _time_end(ws, i, b)


def place_phrase_end(ws: tuple[Word, ...], a: int, b: int) -> int | None:
    """The end of a place phrase opened by 在 at ``a`` and closed by a place word ("在草地上")."""
    if ws[a].text not in ("在", "于"):
        return None
    end = _phrase_end(ws, a + 1, b)
    return end if end is not None and end < b and ws[end - 1].kind == LOCALIZER else None


def opens_clause(ws: tuple[Word, ...], i: int, b: int) -> bool:
    """Whether a clause with a subject of its own and a predicate begins at ``i`` ("他很好")."""
    i = _skip_spaces(ws, i, b)
    if i >= b or ws[i].kind not in (NOUN, NAME, PRONOUN, DETERMINER, NUMERAL):
        return False
    s = _subject_end(ws, i, b)
    return s is not None and s > i and isinstance(_read_predicate(ws, i, s, b), Predicate)


def _opens_clause_at(ws: tuple[Word, ...], i: int, b: int) -> bool:
    """Whether a subject and its predicate begin at ``i`` (the clause a verb of thinking takes)."""
    if i >= b or ws[i].kind not in (NOUN, NAME, PRONOUN, DETERMINER, NUMERAL):
        return False
    e = _nominal_end(ws, i, b)
    return e > i and _has_head(ws, i, e) and _opens_predicate(ws, e, b)


def _place_topic_end(ws: tuple[Word, ...], a: int, b: int) -> int | None:
    """After a place phrase that opens the clause ("在枪击案中19人受伤"), the subject's end."""
    end = _phrase_end(ws, a + 1, b)
    if end is None or end >= b or ws[end - 1].kind != LOCALIZER:
        return None
    e = _nominal_end(ws, end, b)
    if e > end and _has_head(ws, end, e) and _opens_predicate(ws, e, b):
        return e
    return None


def _later_subject(ws: tuple[Word, ...], i: int, b: int) -> bool:
    """A personal pronoun later in the clause that opens a predicate of its own."""
    return any(ws[j].kind == PRONOUN and ws[j].text not in _STANDALONE and _opens_predicate(ws, j + 1, b)
               and ws[j - 1].kind not in _VERBAL for j in range(i, b))


# What a verb phrase in the subject is followed by: the predicate's adverbs, not a second verb
# ("进化不是", "国际救援人员正在", "这项研究还发现"); serial verbs ("骑马穿过") stay apart.
_AFTER_SUBJECT = frozenset({ADVERB, DEGREE, EPISTEMIC, BEFORE_NEGATION, NEGATOR, MODAL, PERFECT, COPULA})


def _verb_in_subject(ws: tuple[Word, ...], e: int, b: int) -> int | None:
    """The end of a subject that goes on with a verb and a noun ("国际救援人员", "泰国大选前夕曼谷局势")."""
    if ws[e].kind != VERB or e + 1 >= b or ws[e + 1].kind in (PERFECTIVE, DURATIVE, EXPERIENTIAL, DE, DE_COMPLEMENT):
        return None
    rules = grammar().words
    if ws[e].text in rules.documents and ws[e].start == 0 and ws[e + 1].kind == VERB:
        return e + 1  # 通知要求…, 调查显示…: a document is the subject
    if ws[e].text in rules.clause_verbs or ws[e].text in rules.reporting:
        return None  # 看到阿萨德可能…: what follows is the verb's clause
    if ws[e + 1].text in _CAUSATIVE or ws[e + 1].text in _CHANGES or ws[e + 1].kind == VERB and ws[e + 1].text[:1] == "被":
        return e + 1  # 袭击造成6人死亡, 国防支出增长11.2%, 煤矿爆炸被困18人: the event is the subject
    run_end = _nominal_end(ws, e + 1, b)
    if run_end > e + 1 and (ws[run_end - 1].text in rules.compound_heads or ws[e + 1].text in rules.compound_heads) \
            and run_end < b and ws[run_end].kind in _VERBAL:
        return run_end  # 建筑物倒塌死亡人数上升, 火车脱轨事故4人死亡: a verb and a noun it names
    end = _nominal_end(ws, e + 1, b)
    nxt = _skip_spaces(ws, end, b)
    if nxt >= b:
        return None
    w = ws[nxt]
    if end == e + 1 and w.kind == MODAL and w.text in rules.prepositions and _next_is_nominal(ws, nxt + 1, b):
        return None  # 法官下令将这名儿童…: 将 opens the verb's object, the verb is the predicate
    if w.kind == VERB and w.text in grammar().words.reporting and ws[e].start == 0 and w.text not in ("说", "称"):
        return nxt  # 大赦国际表示, 统计显示: a verb (and a noun) that name the one who speaks
    if w.kind == VERB and end > e + 1 and w.text in grammar().words.reporting \
            and (ws[e].start == 0 or ws[e].tag == "vn" or any(ws[j].kind == NAME for j in range(e + 1, end))):
        return nxt  # 大赦国际说, 密苏里州教育专员肯特·金说
    if (w.kind in _AFTER_SUBJECT or w.kind == PROGRESSIVE and (w.text != "在" or (ws[e].tag == "vn" or _headline(ws)) and end > e + 1)) \
            and not (w.kind in (ADVERB, DEGREE) and _next_is_nominal(ws, nxt + 1, b)):
        return nxt if end > e + 1 or w.kind in (NEGATOR, COPULA, BEFORE_NEGATION, EPISTEMIC, MODAL) else None
    if w.kind == ADJECTIVE and end > e + 1 and not (nxt + 1 < b and ws[nxt + 1].kind in (DE, NOUN, NAME)) \
            and len(w.text) > 1:  # 新, 大, 老 before a word are its modifiers ("飞入中国新防卫区")
        return nxt
    return None


def _nominal_end(ws: tuple[Word, ...], i: int, b: int, idioms: bool = False) -> int:
    """The end of the noun phrase words (no modifier with 的) from ``i``; with ``idioms``, a
    set phrase followed by a noun is part of it ("丝绸之路城市", inside a preposition's object)."""
    start = i
    while i < b:
        w = ws[i]
        kind = w.kind
        if kind == LOCALIZER and w.text == "边" and i + 1 < b and ws[i + 1].kind in _VERBAL:
            break  # 边说边摘: the paired adverb, not a place
        if kind in _NOMINAL:
            if w.text in _PLANNING and i > start and i + 1 < b and ws[i + 1].kind == VERB:
                break  # 博士计划进行手术: the verb of planning, not the noun
            i += 1
        elif kind == QUOTE and w.text in _OPENERS and (i == start or ws[i - 1].kind in _NOMINAL):
            close = _closing(ws, i, b)
            if close is None or close + 1 < b and ws[close + 1].kind == DE:
                break
            if i > start and w.text == "“" and _opens_predicate(ws, i + 1, close) and not _opens_predicate(ws, close + 1, b):
                break  # 埃及“冻结穆斯林兄弟会资产”: a headline's quoted claim, not a name
            i = close + 1  # a quoted name or title ("“重放”是…", "贝尔法斯特(Belfast)")
        elif kind == DEGREE and len(w.text) == 1 and i + 1 < b and ws[i + 1].kind == NOUN and ws[i + 1].start == w.end \
                and i + 2 < b and ws[i + 2].kind in _NOMINAL:
            i += 1  # 极右翼领导人: a degree character that opens a noun
        elif kind == IDIOM and i > start and ws[i - 1].kind in _NOMINAL and i + 1 < b and ws[i + 1].kind in (NAME, NOUN) \
                and w.tag == "l":
            i += 1  # 外交部发言人秦钢: a set phrase naming a person or a thing
        elif w.text in ("该", "有些") and i + 1 < b and ws[i + 1].kind in (NOUN, NAME, CLASSIFIER, NUMERAL):
            i += 1  # 该委员会, 有些人: a determiner, not the modal or the degree
        elif w.text in ("·", "•", "-") and i > start and ws[i - 1].kind in _NOMINAL and i + 1 < b \
                and (ws[i + 1].kind in _NOMINAL or len(ws[i + 1].text) == 1 and i + 2 < b and ws[i + 2].text == w.text):
            i += 1  # 埃里克·加涅, 瓦卡尔·尤·尼斯
            if ws[i].kind not in _NOMINAL:
                i += 1
        elif len(w.text) == 1 and i > start and ws[i - 1].kind in (NAME, NOUN) and ws[i - 1].end == w.start and i + 2 < b \
                and ws[i + 1].text in ("(", "（") and ws[i + 2].text[:1].isascii() and ws[i + 2].text[:1].isalpha():
            i += 1  # 巴尔达奇(JohnBaldacci): the name's last character, cut off by the dictionary
        elif w.text in grammar().words.classifiers and i > start and ws[i - 1].kind == NUMERAL:
            i += 1  # 2起交通事故: the classifier, whatever the dictionary tags it
        elif kind == VERB and i > start and _counted(ws[i - 1]) and i + 1 < b and ws[i + 1].kind == NOUN \
                and _next_opens_zone(ws, _nominal_end(ws, i + 1, b), b):
            i += 1  # 两名跳伞运动员在…: a verb naming the kind of noun after a numeral
        elif kind == VERB and i > start and _counted(ws[i - 1]) and len(w.text) > 1 and i + 1 < b \
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
        elif w.text in _APPROXIMATE and i + 1 < b and ws[i + 1].kind == NUMERAL or (w.text in _JOINERS) and i > start and i + 1 < b and ws[i + 1].kind in _NOMINAL:
            i += 1
        elif kind == ADJECTIVE and i + 1 < b and ws[i + 1].kind in (NOUN, NAME):
            i += 1  # 大狗, 新iPad
        elif kind == ADJECTIVE and i == start and len(w.text) > 1 and _next_opens_zone(ws, i + 1, b):
            i += 1  # a name jieba took for an adjective ("微软宣布", "微软已经"): the predicate follows at once
            break
        elif kind == IDIOM and i > start and ws[i - 1].kind == DETERMINER and i + 1 < b and ws[i + 1].kind in _VERBAL:
            i += 1  # 这次网络攻击发生…: a set phrase after a demonstrative names a thing
        elif kind == IDIOM and w.text[-1:] in "式型" and i + 1 < b and ws[i + 1].kind in (NOUN, NAME, VERB) and ws[i + 1].start == w.end:
            i += 2  # 自杀式爆炸, 自杀式袭击者: a kind of event or of person
        elif kind == IDIOM and idioms and i + 1 < b and ws[i + 1].kind in (NOUN, NAME):
            i += 1
        elif kind == IDIOM and i > start and ws[i - 1].kind in (NOUN, NAME) and _next_opens_zone(ws, i + 1, b) \
                and _nominal_idiom(w.text):
            i += 1  # 美国无人机在…: a set phrase naming a thing, before the predicate
        elif kind == IDIOM and i + 1 < b and ws[i + 1].kind in _VERBAL and (i + 2 >= b or ws[i + 2].kind not in (PERFECTIVE, DURATIVE, EXPERIENTIAL)) \
                and _nominal_idiom(w.text):
            i += 1  # a set phrase that names a thing ("无人机袭击", "发言人说")
        elif kind == SPACE and i > start:
            i += 1
        else:
            break
    while i > start and ws[i - 1].kind in (SPACE,) or i > start and ws[i - 1].text in _JOINERS:
        i -= 1
    return i


def _counted(w: Word) -> bool:
    """A numeral, a classifier, a demonstrative with one or an attributive ("一个", "这项",
    "同一"): a noun follows."""
    return w.kind in (NUMERAL, CLASSIFIER) or w.kind == DETERMINER and w.text[-1:] in grammar().words.classifiers \
        or w.kind == ADJECTIVE and w.tag == "b"


_OPENERS = frozenset("“「『(（《")
_PAIRS = {"“": "”", "「": "」", "『": "』", "(": ")", "（": "）", "《": "》"}


def _closing(ws: tuple[Word, ...], i: int, b: int) -> int | None:
    """The mark that closes the quote or bracket opened at ``i``, within the clause."""
    close = _PAIRS.get(ws[i].text)
    for j in range(i + 1, min(b, i + 24)):
        if ws[j].text == close:
            return j
        if ws[j].kind in (CLAUSE_MARK, FINAL_MARK) and close != "》":
            return None
    return None


def _next_opens_zone(ws: tuple[Word, ...], i: int, b: int) -> bool:
    """Whether the word at ``i`` opens a predicate's adverbs (or its verb), not a noun phrase."""
    i = _skip_spaces(ws, i, b)
    if i >= b:
        return False
    kind = ws[i].kind
    return kind in _ZONE_OPENERS or kind == PREPOSITION and _verbal_ahead(ws, i + 1, b)


def _has_head(ws: tuple[Word, ...], k: int, e: int) -> bool:
    last = ws[e - 1]
    if last.kind in _HEADS or last.kind in (ADJECTIVE, QUOTE, VERB, IDIOM):
        return True  # a verb or an adjective the noun phrase took in is a noun there
    return last.kind == DETERMINER and last.text in _STANDALONE


def _modifier_de(ws: tuple[Word, ...], k: int, b: int) -> int | None:
    """The next 的 from ``k`` that a noun phrase follows (a modifier's, not 是…的's)."""
    for i in range(k, b):
        w = ws[i]
        if w.kind in (CLAUSE_MARK, FINAL_MARK):
            return None
        if w.kind == DE and i + 1 < b and _nominal_end(ws, i + 1, b) > i + 1:
            return i
    return None


def _opens_predicate(ws: tuple[Word, ...], i: int, b: int) -> bool:
    """Whether the words from ``i`` can begin the predicate."""
    i = _skip_spaces(ws, i, b)
    if i >= b:
        return False
    w = ws[i]
    kind = w.kind
    if kind == QUOTE and w.text in "“「" and i + 1 < b:
        return _opens_predicate(ws, i + 1, b)  # a headline's quoted claim
    if kind == TIME or kind == NUMERAL and _date_end(ws, i, b) > i:
        end = _date_end(ws, i, b) if kind == NUMERAL else i + 1
        return end < b and _opens_predicate(ws, end, b)
    if kind in _ZONE_OPENERS:
        return kind != VERB or not _attributive(ws, i, b)
    if kind == IDIOM:
        return not _attributive(ws, i, b)
    if kind == PREPOSITION:
        return any(ws[j].kind in _VERBAL or ws[j].kind in (COPULA, EXISTENTIAL) for j in range(i + 1, b)) or w.text == "在"
    if kind == ADJECTIVE:
        nxt = i + 1 < b and ws[i + 1]
        return not (nxt and (nxt.kind in (DE, NOUN, NAME) or nxt.kind == ADJECTIVE and nxt.tag == "b"))
    return False


def _attributive(ws: tuple[Word, ...], i: int, b: int) -> bool:
    """A verb that opens a modifier ("穿着红衣服的" + noun) rather than the predicate."""
    d = _modifier_de(ws, i, b)
    if d is None:
        return False
    # The words from the verb to 的 hold no other predicate word (是, a modal, a negation).
    if any(ws[j].kind in (COPULA, MODAL, PERFECTIVE, EXPERIENTIAL, CLAUSE_MARK) for j in range(i + 1, d)):
        return False
    head_end = _nominal_end(ws, d + 1, b)
    rest = _skip_spaces(ws, head_end, b)
    if rest >= b or ws[rest].kind in (FINAL_MARK, CLAUSE_MARK, MARK, PARTICLE):
        # The noun phrase ends the clause: the whole is a noun phrase when nothing before the verb is a subject.
        return not _subject_before(ws, i)
    return _opens_predicate(ws, rest, b) and not _subject_before(ws, i)


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
        while k >= 0 and ws[k].kind in _NOMINAL:
            k -= 1
        return not (k >= 0 and ws[k].kind == PREPOSITION)
    return False


def _skip_spaces(ws: tuple[Word, ...], i: int, b: int) -> int:
    while i < b and ws[i].kind == SPACE:
        i += 1
    return i


def _time_end(ws: tuple[Word, ...], i: int, b: int) -> int:
    """The end of the time words from ``i``: time nouns, dates, a verb with 后/时 ("暴动后")."""
    temporal = grammar().words.temporal
    while i < b:
        w = ws[i]
        if w.kind == TIME or w.kind == LOCALIZER and w.text in temporal and i > 0 and ws[i - 1].kind in (PRONOUN, NAME, NOUN):
            i += 1
        elif w.kind == NUMERAL and _date_end(ws, i, b) > i:
            i = _date_end(ws, i, b)
        elif w.kind in _VERBAL and i + 1 < b and ws[i + 1].text in temporal and _verbal_ahead(ws, i + 2, b):
            i += 2
        elif w.kind == SPACE:
            i += 1
        else:
            break
    return i


def _date_end(ws: tuple[Word, ...], i: int, b: int) -> int:
    """The end of a date or hour from ``i`` ("2021年2月25日16时"), ``i`` when there is none."""
    units = grammar().words.date_units
    j = i
    while j + 1 < b and ws[j].kind == NUMERAL and (ws[j + 1].text in units or ws[j].text[-1:] in units):
        j += 2 if ws[j + 1].text in units else 1
    if j == i and ws[i].kind == NUMERAL and ws[i].text[-1:] in units and len(ws[i].text) > 1:
        j = i + 1
    if j > i and j < b and ws[j].text in _APPROXIMATE_AFTER:
        j += 1  # 10时左右, 16时许
    return j


# --- the predicate ------------------------------------------------------------------------


def _read_predicate(ws: tuple[Word, ...], a: int, s: int, b: int) -> Predicate | Skip:
    rules = grammar().words
    i = _time_end(ws, _skip_spaces(ws, s, b), b)
    if i > s and ws[i - 1].text in rules.temporal:
        e = _nominal_end(ws, i, b)
        if e > i and _has_head(ws, i, e) and _opens_predicate(ws, e, b):
            return _read_predicate(ws, a, e, b)  # 事故发生时车内只有…: a time, then the clause's own subject
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
        if k in (BEFORE_NEGATION, MODAL) and w.text in rules.prepositions and _next_is_nominal(ws, i + 1, b):
            end = _phrase_end(ws, i + 1, b)  # 就叙利亚问题举行会谈, 将福特提升为: a preposition here
            if end is not None and end < b and (ws[end].kind in _VERBAL or ws[end].kind in (ADVERB, MODAL)):
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
            if w.text in _NEGATED_COPULA:
                head, kind = i, "copula"
                break
            if w.text in _NEGATED_MODALS:
                found["modal"] = i
            elif w.text in _NEGATED_HAVE and not _verbal_ahead(ws, i + 1, b):
                head, kind = i, "existential"
                break
        elif k == PERFECT:
            found["perfect"] = i
        elif k == PROGRESSIVE and w.text != "在" and not _next_is_nominal(ws, i + 1, b):
            found["progressive"] = i
        elif k in (PROGRESSIVE, PREPOSITION):
            if w.text == "正在":  # 正 + 在 + a place ("正在水中行走")
                found["progressive"] = i
                nxt = _skip_spaces(ws, i + 1, b)
                if nxt < b and ws[nxt].kind == NOUN and ws[nxt].tag == "n" and not _a_place(ws, nxt, nxt + 1) \
                        and not (nxt + 1 < b and ws[nxt + 1].kind in (LOCALIZER, DE)):
                    head = nxt  # 正在整理她的床: a verb the dictionary tags a noun, after 正在
                    break
            if w.text in rules.passive and _next_is_verbal(ws, i + 1, b):
                found["passive"] = i
            elif w.text == "在" and _progressive_zai(ws, i, b):
                found["progressive"] = i
            else:
                end = _phrase_end(ws, i + 1, b)
                if end is None:
                    return Skip(UNREAD_ZONE)
                found_pp = w.text not in rules.passive and ws[end - 1].kind != LOCALIZER
                if w.text in ("被", "遭", "受"):
                    found["passive"] = i  # 被石头轻伤: the agent, then what happened
                if w.text == "在" and not _verbal_ahead(ws, end, b):
                    if s == a or i != zone and any(ws[j].kind == PREPOSITION for j in range(zone, i)):
                        return Skip(NO_PREDICATE)  # a place phrase with no subject: no clause
                    place = _a_place(ws, i + 1, end)
                    if not place and any(ws[j].kind == DE for j in range(i + 1, end)):
                        return Skip(NOUN_PHRASE)  # 斯诺登在莫斯科的父亲: the place modifies a noun
                    head, kind = i, "locative" if place else "zai"
                    break
                i = end
                continue
        elif w.text in rules.prepositions and k != PREPOSITION and _next_is_nominal(ws, i + 1, b) and _verbal_ahead(ws, i + 1, b):
            end = _phrase_end(ws, i + 1, b)  # 就叙利亚问题举行会谈, 将福特提升为: a preposition here
            if end is None:
                return Skip(UNREAD_ZONE)
            found_pp = True
            i = end
            continue
        elif k == MODAL:
            if _verbal_ahead(ws, i + 1, b):
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
        elif k == IDIOM and w.text[:1] in _COVERB_CHARACTERS and _next_is_verbal(ws, i + 1, b):
            pass  # 以此为由拒绝: a set phrase that gives the reason or the means
        elif k in _VERBAL:
            if i > 0 and ws[i - 1].text[-1:] in "式型" and len(ws[i - 1].text) > 1 and ws[i - 1].end == w.start \
                    and ws[i - 1].tag in ("b", "l", "z", "a"):
                return Skip(NOUN_PHRASE)  # 自杀式爆炸: a kind of event, a noun
            if w.text in _AS_OF and i == zone and _time_end(ws, i + 1, b) > i + 1:
                i = _time_end(ws, i + 1, b)  # 截至2021年1月3日: a date, the predicate is further on
                continue
            if i + 1 < b and ws[i + 1].kind == DE and not _nominal_end(ws, i + 2, b) > i + 2:
                rest = _skip_spaces(ws, i + 2, b)
                if rest < b and ws[rest].kind in (COPULA, NEGATOR, ADVERB, BEFORE_NEGATION, EPISTEMIC):
                    return _read_predicate(ws, a, rest, b)  # 我说的不是…: what someone did is the subject
                return Skip(NOUN_PHRASE)  # 报纸上说的: a verb with 的 and no noun
            after = _modified_noun_end(ws, i, b)
            if after is not None:
                if after < b and _opens_predicate(ws, after, b) and not found_pp and i == zone:
                    return _read_predicate(ws, a, after, b)  # the subject had a modifier ("分析师关注的收入下降了")
                if after < b and _opens_predicate(ws, after, b) and ws[zone].text == "在" and place_phrase_end(ws, zone, b) == i:
                    return _read_predicate(ws, a, after, b)  # 士兵在伊拉克南部守卫的一个弹药库爆炸: the place is the modifier's
                i = after  # a verb with 的 and a noun ("发布的报告"): a modifier, the head is further on
                continue
            if i + 1 < b and ws[i + 1].text in rules.temporal:
                if not _verbal_ahead(ws, i + 2, b):
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
            nxt = _skip_spaces(ws, i + 1, b)
            if i == zone and nxt < b and ws[nxt].text in ("被", "把") and _next_is_verbal(ws, nxt + 1, b) and len(w.text) == 1:
                return _read_predicate(ws, a, nxt, b)  # 萨穆德拉被怀疑: the name's last character, then 被
            if w.tag == "vn" and i == zone and nxt < b and ws[nxt].kind == NUMERAL and _date_end(ws, nxt, b) > nxt:
                return Skip(NOUN_PHRASE)  # 埃及总统选举5月23日: a noun of action and its date
            if s == a and i == zone and w.text in rules.clause_verbs and _opens_clause_at(ws, nxt, b):
                return Skip(UNREAD_ZONE)  # 怀疑美国无人机在巴基斯坦击毙…: "it is suspected that"
            if w.tag == "vn" and i == zone and nxt < b and ws[nxt].kind in (NOUN, NAME):
                e = _nominal_end(ws, nxt, b)
                if e >= b and ws[nxt].kind == NOUN:
                    return Skip(NOUN_PHRASE)  # 几内亚总统选举投票: nouns to the end of a heading
                if e >= _last_content(ws, nxt, b) and any(ws[j].kind == DE for j in range(a, s)):
                    return Skip(NOUN_PHRASE)  # 一辆带有条纹的白色旅游巴士: the noun of action is a modifier
                if e < b and ws[e].kind in _VERBAL and ws[nxt].kind == NOUN:
                    return _read_predicate(ws, a, e, b)  # 埃及选举结果推迟: the noun of action is the subject's
            copula = next((j for j in range(i + 1, b) if ws[j].kind == COPULA), None)
            if copula is not None and any(ws[j].kind == DE for j in range(i + 1, copula)) and not found_pp \
                    and all(ws[j].kind in (ADVERB, SPACE) for j in range(zone, i)):
                return _read_predicate(ws, a, copula, b)  # 俄罗斯暂停参加…的决定是…: the verb is the subject's
            if w.tag == "vn" and i == zone and (nxt >= b or ws[nxt].kind == VERB):
                if nxt >= b:
                    return Skip(NOUN_PHRASE)  # 2012年美国总统选举: a noun of action ends a heading
                if _ends_event(ws, nxt, b) or w.text not in rules.clause_verbs and w.text not in rules.reporting \
                        and w.text not in rules.verb_objects:
                    return _read_predicate(ws, a, nxt, b)  # 列车服务中断: the noun of action is the subject's
            head = i
            break
        elif k == ADJECTIVE:
            if i + 1 < b and ws[i + 1].text == "、":
                return Skip(UNREAD_ZONE)  # 轻灵、动作幅度小: a list, not a predicate
            if i == zone and i + 2 < b and ws[i + 1].kind == VERB and (ws[i + 2].text in _CAUSATIVE or ws[i + 2].text in _CHANGES):
                return _read_predicate(ws, a, i + 2, b)  # 俄罗斯新爆炸造成十人死亡: the event is the subject
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
    if kind == "existential" and any(ws[j].kind == DE for j in range(a, s)) and _ends_in_modified_noun(ws, head, b):
        return Skip(NOUN_PHRASE)  # 站在田野里的一头黑白相间有角的母牛: 有 inside the noun phrase
    if kind == "existential" and s == a and head == zone and _ends_in_modified_noun(ws, head, b) \
            and not any(ws[j].kind in _EVENT_MARKS for j in range(head + 1, b)):
        return Skip(NOUN_PHRASE)  # 有许多贴纸的停车标志的背面: "with" in a noun phrase
    if kind == "verb" and ws[head].text not in rules.reporting:
        speaker = _speaker_end(ws, head, b)
        if speaker is not None:
            return _read_predicate(ws, a, speaker, b)  # 暴动愈演愈烈的泰国抗议领袖说: the verb is the speaker's modifier
    if kind == "verb" and ws[head].kind == VERB:
        later = _time_clause_end(ws, head, b)
        if later is not None:
            return _read_predicate(ws, a, later, b)  # 地铁发生火灾后数千人撤离: a time, then the clause
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


_AS_OF = frozenset({"截至", "截止", "截止到"})
# A set phrase that opens with one of these is a prepositional phrase ("以此为由", "为此"), not a name.
_COVERB_CHARACTERS = frozenset("以为对从在向与跟由因据按依靠凭被把将")
# The last characters of a set phrase that names someone or something ("发言人", "无人机").
_PERSON_OR_THING = frozenset("人者员家机器队军部会局")


def _headline(ws: tuple[Word, ...]) -> bool:
    """A line with no final mark: a heading, where a verb and a noun before 在 name the subject
    ("印度反腐政党在新德里掌权")."""
    return bool(ws) and ws[-1].kind != FINAL_MARK and not any(w.kind == CLAUSE_MARK for w in ws)


def _nominal_idiom(text: str) -> bool:
    """Whether a set phrase names someone or something ("防暴警察", "紧张局势", "无人机"), not an
    action ("投票表决"): its last two characters are a noun, or its last one a person or a thing."""
    return text[-1:] in _PERSON_OR_THING or len(text) > 2 and tag_of(text[-2:])[:1] == "n"


def _ends_event(ws: tuple[Word, ...], i: int, b: int) -> bool:
    """Whether the verb at ``i`` ends the clause as an event's own verb ("列车服务中断",
    "投资增长了5%"): nothing, an aspect, a number or a complement after it."""
    if ws[i].text in _CHANGES or ws[i].text in _CAUSATIVE:
        return True
    nxt = _skip_spaces(ws, i + 1, b)
    return nxt >= b or ws[nxt].kind in (PERFECTIVE, DURATIVE, EXPERIENTIAL, NUMERAL, DE_COMPLEMENT, CLAUSE_MARK, FINAL_MARK)
# What makes the words after 有 a clause, not a modifier: the progressive, an aspect, a modal.
_EVENT_MARKS = frozenset({PROGRESSIVE, PERFECTIVE, DURATIVE, EXPERIENTIAL, MODAL, PERFECT, NEGATOR})


_SAYING = frozenset({"说", "表示", "称", "指出", "写道", "说道"})


def _speaker_end(ws: tuple[Word, ...], head: int, b: int) -> int | None:
    """Where a clause ends in 的, a noun and a verb of saying after ``head`` ("…的泰国抗议领袖说"):
    the verb of saying, the predicate of a subject that ``head`` only modifies."""
    last = _last_word(ws, head + 1, b)
    if last is None or ws[last].text not in _SAYING or ws[last].kind != VERB:
        return None
    de = next((j for j in range(last - 1, head, -1) if ws[j].kind == DE), None)
    if de is None or de + 1 == last or any(ws[j].kind not in _NOMINAL and ws[j].tag != "vn" for j in range(de + 1, last)):
        return None
    return last if all(ws[j].kind not in (CLAUSE_MARK, FINAL_MARK) for j in range(head, last)) else None


def _time_clause_end(ws: tuple[Word, ...], head: int, b: int) -> int | None:
    """After a verb, its noun and 后/时/前 with no comma ("发生火灾后数千人撤离", "提出计划后离职"):
    where the predicate that follows begins (after the later clause's subject, if it has one)."""
    temporal = grammar().words.temporal
    e = next((j for j in range(head + 2, _nominal_end(ws, head + 1, b) + 1) if j < b and ws[j].text in temporal), None)
    if e is None or any(ws[j].kind not in _NOMINAL for j in range(head + 1, e)):
        return None
    i = _skip_spaces(ws, e + 1, b)
    if i < b and ws[i].kind == VERB and ws[i].text not in grammar().words.temporal:
        return i  # 在该部门提出一项计划后离职: what happened after is the predicate
    if i >= b or ws[i].kind not in (NOUN, NAME, PRONOUN, NUMERAL, DETERMINER):
        return None
    s = _subject_end(ws, i, b)
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
        if k < b and ws[k].kind in _ASPECT and (k == j or ws[j].text in _COMPLEMENTS and len(ws[j].text) == 1):
            aspect = _ASPECT[ws[k].kind]
            if ws[k].kind == PERFECTIVE:
                particles.append(k)
            break
    if aspect is None and len(ws[head].text) > 1 and ws[head].kind == VERB:
        aspect = {"过": "experiential", "着": "durative"}.get(ws[head].text[-1]) if ws[head].text not in _DIRECTIONAL_GUO else None
    last = _last_word(ws, s, b)
    if last is not None and last > head and ws[last].kind == PERFECTIVE and last not in particles:
        particles.append(last)
        aspect = aspect or "perfective"
    if found["perfect"] is not None:
        aspect = "perfect" if aspect != "experiential" else aspect
    if found["progressive"] is not None:
        aspect = "progressive"
    shi_de = kind == "copula" and last is not None and last > head and ws[last].kind == DE
    head_word = ws[head]
    stative = kind in ("copula", "adjective", "modal", "locative") or head_word.text in rules.stative
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
    if last_de is None or _nominal_end(ws, last_de + 1, b, idioms=True) < _last_content(ws, last_de, b):
        return False
    if s != a and (any(ws[j].kind in (PERFECTIVE, DURATIVE, EXPERIENTIAL) for j in range(head + 1, last_de))
                   or len(ws[head].text) > 1 and ws[head].text[-1] in "着了" or ws[head].text[-1:] == "过" and ws[head].text not in _DIRECTIONAL_GUO):
        return False
    last = ws[_last_content(ws, last_de, b) - 1]
    if last.kind == LOCALIZER or last.text[-1:] in _PLACE_FINALS and last.tag in ("s", "t", "f", "n"):
        return False  # the 的 is inside a place phrase ("站在一个城市的人行横道上")
    if s == a:
        return True
    if ws[-1].kind != FINAL_MARK and last.text in rules.headline_nouns:
        return True
    whole_sentence = all(w.kind not in (CLAUSE_MARK,) for w in ws)
    return whole_sentence and _counted_subject(ws, a, s)


_PLACE_FINALS = frozenset("上下里中前后旁边内外")
# Verbs whose 过 is "across", not the experiential aspect.
_DIRECTIONAL_GUO = frozenset({"通过", "经过", "超过", "穿过", "度过", "透过", "绕过", "越过", "跳过", "错过", "难过", "走过", "飞过", "跨过", "翻过", "驶过", "游过", "跑过", "掠过"})


def _ends_in_modified_noun(ws: tuple[Word, ...], head: int, b: int) -> bool:
    """Whether the words after ``head`` end the clause with 的 and a noun ("有角的母牛")."""
    last_de = next((j for j in range(b - 1, head, -1) if ws[j].kind == DE), None)
    return last_de is not None and _nominal_end(ws, last_de + 1, b) >= _last_content(ws, last_de, b)


def _last_content(ws: tuple[Word, ...], i: int, b: int) -> int:
    """The end of the clause's words, marks and spaces at its end aside."""
    end = b
    while end > i + 1 and ws[end - 1].kind in (SPACE, MARK, QUOTE, FINAL_MARK):
        end -= 1
    return end


def _counted_subject(ws: tuple[Word, ...], a: int, s: int) -> bool:
    """A subject that opens with a numeral and a classifier ("一张猫"): in a caption such a
    phrase may count the noun at the end, not the one before the verb."""
    return s > a and ws[a].kind in (NUMERAL, DETERMINER)


def _modified_noun_end(ws: tuple[Word, ...], i: int, b: int) -> int | None:
    """After a verb right before 的 and a noun ("被拘留的巴勒斯坦激进分子"), the noun's end."""
    j = i + 1
    if j < b and ws[j].kind in (PERFECTIVE, DURATIVE, EXPERIENTIAL):
        j += 1
    if j < b and ws[j].kind == DE:
        end = _nominal_end(ws, j + 1, b)
        if end > j + 1:
            return end
    return None


def _next_is_nominal(ws: tuple[Word, ...], i: int, b: int) -> bool:
    i = _skip_spaces(ws, i, b)
    if i < b and ws[i].kind == IDIOM and ws[i].tag == "l" and _next_is_verbal(ws, i + 1, b):
        return True  # 将化学武器装进炸弹: a set phrase naming a thing
    return i < b and ws[i].kind in (NOUN, NAME, PRONOUN, DETERMINER, NUMERAL, LOCALIZER) and _nominal_end(ws, i, b) > i


def _inside_modifier(ws: tuple[Word, ...], j: int, b: int) -> bool:
    """Whether the verb at ``j`` belongs to a modifier closed by 的 before the next verb."""
    if j + 1 < b and ws[j + 1].text in ("在", "到", "给", "向", "往", "于", "进", "成", "为"):
        return False  # 藏在一个红绿相间的礼品袋里: a complement with its place, whatever 的 comes in it
    for k in range(j + 1, b):
        if ws[k].kind == DE:
            return True
        if ws[k].kind in _VERBAL or ws[k].kind in (CLAUSE_MARK, FINAL_MARK):
            return False
    return False


def _a_place(ws: tuple[Word, ...], i: int, end: int) -> bool:
    """Whether the words after 在 name a place (a place word, a localizer, a place's name),
    not what someone is doing ("在转圈" is no place)."""
    last = ws[end - 1] if end > i else None
    if last is None:
        return False
    if last.kind in (LOCALIZER, NAME, PRONOUN) or last.tag in ("s", "ns", "f"):
        return True
    return last.text[-1:] in grammar().words.place_endings


def _next_is_verbal(ws: tuple[Word, ...], i: int, b: int) -> bool:
    """Whether a verb comes next, adverbs aside ("被暂时释放")."""
    i = _skip_spaces(ws, i, b)
    while i < b and ws[i].kind in (ADVERB, BEFORE_NEGATION, DEGREE):
        i += 1
    return i < b and ws[i].kind in _VERBAL


def _verbal_ahead(ws: tuple[Word, ...], i: int, b: int) -> bool:
    """Whether a verb (or 是, 有, an adjective) comes later in the clause."""
    return any(ws[j].kind in _VERBAL or ws[j].kind in (COPULA, EXISTENTIAL, ADJECTIVE) for j in range(i, b))


def _progressive_zai(ws: tuple[Word, ...], i: int, b: int) -> bool:
    """在 + verb: the progressive ("在弹吉他"), not 在 + place ("在草地上")."""
    j = _skip_spaces(ws, i + 1, b)
    if j >= b:
        return False
    w = ws[j]
    if w.kind in (PREPOSITION, ADVERB, DEGREE, BEFORE_NEGATION, MODAL) and w.text != "在":
        return _verbal_ahead(ws, j + 1, b)
    if w.kind not in _VERBAL:
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
                and (_verbal_ahead(ws, k + 1, b) or _skip_spaces(ws, k + 1, b) >= b):
            return False  # 在结束了职业生涯后退休, 在抓获基地组织方面采取: a phrase, not the progressive
    nxt = _skip_spaces(ws, j + 1, b)
    return not (nxt < b and ws[nxt].kind in (LOCALIZER, DE))


def _phrase_end(ws: tuple[Word, ...], i: int, b: int) -> int | None:
    """The end of a preposition's object from ``i``: a noun phrase, its modifiers with 的,
    up to a place word ending it ("在开盘前的交易中")."""
    localizer = None
    if i < b and ws[i].kind == DURATIVE:
        i += 1  # 对着, 朝着: the preposition's 着
    if i > 0 and ws[i - 1].text in _CAUSES:
        because = next((j for j in range(i + 1, b) if ws[j].text == "而"), None)
        if because is not None:
            return because  # 因非法闯入而被逮捕: the cause runs to 而
    if i + 1 < b and ws[i].kind in _VERBAL and ws[i + 1].kind == VERB \
            and not (i + 2 < b and ws[i + 2].text in grammar().words.compound_heads):
        return i + 1  # 为选举争吵, 将化学武器装进: a verb or a set phrase as the object
    if i + 1 < b and ws[i].kind == VERB and ws[i + 1].kind in (NOUN, NAME):
        e = _nominal_end(ws, i + 1, b)
        if e < b and (ws[e].kind in _VERBAL or ws[e].text == "而"):
            return e  # 把煮鸡蛋切成碎片, 因调查萨维尔案而: a verb and its noun as the object
    for j in range(i, b):
        w = ws[j]
        if w.kind in (CLAUSE_MARK, FINAL_MARK) or w.kind == VERB and j > i and ws[j - 1].kind != DE and not _inside_modifier(ws, j, b) \
                and not (j + 1 < b and (ws[j + 1].kind == LOCALIZER or ws[j + 1].text in grammar().words.compound_heads)):
            break
        if w.kind == LOCALIZER and j > i:
            nxt = _skip_spaces(ws, j + 1, b)
            if nxt >= b or ws[nxt].kind not in (DE, NOUN, NAME, LOCALIZER):
                localizer = j + 1
                break
    if localizer is not None:
        return localizer
    k = i
    while k < b:
        e = _nominal_end(ws, k, b, idioms=True)
        if e > k and (e >= b or ws[e].kind != DE):
            return e
        if e < b and ws[e].kind == DE:
            k = e + 1
            continue
        d = _modifier_de(ws, k, b)
        if d is None:
            return e if e > k else None
        k = d + 1
    return None
