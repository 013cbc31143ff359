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

This module picks the main clause and vouches for its predicate; the readers it calls live
below it: :mod:`.sentences` (the clauses), :mod:`.subjects` (where a subject ends),
:mod:`.predicates` (the predicate after it), :mod:`.phrases` (noun phrases and modifiers) and
:mod:`.clause_parts` (the codes, the answers and the small steps they share).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from ..analysis.document import analysis_of
from ..reasons import EMPTY_INPUT, Skip
from .clause_parts import (
    A_NOT_A,
    FRAGMENT,
    HEADS,
    IMPERATIVE,
    LABEL_LENGTH,
    MANNER,
    NO_PREDICATE,
    NO_SUBJECT,
    NO_TAGS,
    NOMINAL,
    NON_CLAIM,
    NOUN_PHRASE,
    OPENERS,
    PREDICATE_KEY,
    QUESTION_SENTENCE,
    SUBJECT_VERB,
    UNREAD_ZONE,
    VERB_CHAIN,
    VERBAL,
    Predicate,
    Sentence,
    inside_quotes,
    next_word,
)
from .predicates import read_predicate, time_clause_end
from .rules import grammar
from .sentences import a_not_a, clause_start, sentence, subordinate
from .subjects import subject_end
from .words import (
    ADJECTIVE,
    CLASSIFIER,
    CLAUSE_MARK,
    COPULA,
    DE,
    DE_COMPLEMENT,
    DEGREE,
    DETERMINER,
    DI,
    DURATIVE,
    EXPERIENTIAL,
    FINAL_MARK,
    IDIOM,
    LOCALIZER,
    MARK,
    MODAL,
    NAME,
    NOUN,
    NUMERAL,
    PERFECT,
    PERFECTIVE,
    PREPOSITION,
    PROGRESSIVE,
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


def predicate(doc: Doc) -> Predicate | Skip:
    """The main predicate of ``doc``, or why there is none to work on (built once per Doc)."""
    store = analysis_of(doc).answers
    found = store.get(PREDICATE_KEY)
    if found is None:
        found = store[PREDICATE_KEY] = _predicate(doc)
    return found

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
    if a_not_a(ws):
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
        a = clause_start(ws, a, b)
        if a >= b:
            continue
        if ws[a].kind in (NOUN, NAME, PRONOUN, DETERMINER, NUMERAL):
            subject_before = True
        if subordinate(ws, a, b):
            irrealis = irrealis or any(ws[i].text in conditions for i in range(a, min(b, a + 4)))
            continue
        if "".join(w.text for w in ws[a:b]).strip() in rules.clauses.discourse:
            continue  # 要知道，…: a frame for what follows
        if b < len(ws) and ws[b].kind == CLAUSE_MARK and "".join(w.text for w in ws[a:b]).endswith("的是"):
            continue  # 令人震惊的是，…: a frame for what follows
        found = _clause_predicate(ws, a, b)
        if isinstance(found, Predicate) and found.subject[0] == found.subject[1] and ws[found.head].tag == "vn":
            found = Skip(UNREAD_ZONE)  # 抗议席卷巴西: a noun of action opening the clause may be its subject
        if isinstance(found, Predicate) and found.subject[0] == found.subject[1] and a == clause_start(ws, 0, len(ws)) \
                and b < len(ws) and ws[b].kind == CLAUSE_MARK:
            continue  # 使用“曝光”功能，所有窗口都会…: a first clause with no subject sets the scene
        if isinstance(found, Skip) and found.code == IMPERATIVE:
            return found  # the sentence asks for something: no later clause is its claim
        if isinstance(found, Predicate) and found.subject[0] == found.subject[1] and a > 0 and _no_object(ws, found):
            found = Skip(UNREAD_ZONE)  # a later clause with neither subject nor object ("，浮浮沉沉，")
        if isinstance(found, Predicate) and found.subject[0] == found.subject[1] and a > 0 and ws[found.zone].text in grammar().clause_words.result_openers:
            found = Skip(UNREAD_ZONE)  # ，使他比艾肯领先13万票: a result, not the claim
        if isinstance(found, Predicate) and found.kind == "locative" and b < len(ws) and ws[b].kind == CLAUSE_MARK \
                and _subjectless_clause_after(ws, b + 1, shape):
            continue  # 道奇队在…观众面前，以3比2击败…: where it happened, then what happened
        if isinstance(found, Predicate):
            if b < len(ws) and ws[b].text in ("：", ":") and ws[found.head].text not in reporting \
                    and ws[b - 1].end - ws[a].start <= LABEL_LENGTH:
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
    return not any((ws[i].kind in NOMINAL or ws[i].tag == "vn") and ws[i].kind != TIME
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
        if (w.tag == "v" or w.kind == IDIOM) and w.kind in VERBAL and not any(ws[j].kind == DE or ws[j].text in grammar().clause_words.after_time for j in later) \
                and w.text not in rules.words.documents and not inside_quotes(ws, i, found.zone) \
                and not (ws[found.head].text in grammar().clause_words.causative or ws[found.head].text in grammar().clause_words.changes) \
                and not (i + 1 < found.zone and ws[i + 1].text in compound) and not (i > a and ws[i - 1].kind in (DETERMINER, ADJECTIVE)) \
                and not any(ws[j].text in grammar().clause_words.setting_prepositions for j in range(a, i)):
            return Skip(SUBJECT_VERB)  # 流调溯源工作正在…, 郑智踢球对…: not a plain subject
        if w.tag == "ad" and i > found.subject[0] and not any(ws[j].kind == DE for j in later):
            return Skip(SUBJECT_VERB)  # 突然心脏不适: an adverb inside what was read as the subject
        if w.kind == PRONOUN and i > found.subject[0] and ws[i - 1].kind in (NOUN, NAME) and ws[i - 1].text not in grammar().clause_words.joiners:
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
    if ws[found.head].text in grammar().clause_words.not_predicates:
        return Skip(UNREAD_ZONE)  # Lisa作为…的舞蹈担当，…: "as", not the claim
    if found.kind == "locative" and not any(ws[k].kind in HEADS and ws[k].kind != TIME for k in range(*found.subject)):
        return Skip(UNREAD_ZONE)  # 昨天在米尔维尔，市长…: where, with no one there to be
    if found.kind == "adjective" and found.head + 1 < found.clause[1] and ws[found.head + 1].kind in (NOUN, NAME, TIME):
        return Skip(NOUN_PHRASE)  # 最高元首阿卜杜拉已经同意: the adjective modifies a noun
    if b + 1 < len(ws) and ws[b].kind == CLAUSE_MARK and ws[b + 1].kind == COPULA:
        return Skip(NOUN_PHRASE)  # 建设电力外送基地，是…之一: the clause is the subject of 是
    if ws[found.zone].text in grammar().clause_words.joiners:
        return Skip(UNREAD_ZONE)  # 国际足球历史和统计联合会: the subject goes on past 和
    for k in range(found.zone, found.head):
        if ws[k].kind in (NOUN, NAME, PRONOUN) and not any(ws[j].kind in (PREPOSITION, PROGRESSIVE) or ws[j].text in grammar().clause_words.preposition_like
                                                          for j in range(found.zone, k)) \
                and not any(ws[j].kind == DE for j in range(k + 1, found.head)):
            return Skip(UNREAD_ZONE)  # 火箭最佳第六人…说: a noun after the adverb's place, the subject runs on
    after = found.head + 1
    bare = found.progressive is None and found.perfect is None and not found.aspect and found.modal is None and not found.particles
    if bare and after < found.clause[1] and (ws[after].text in grammar().clause_words.coordinators or ws[after].kind == DEGREE and found.kind == "verb"
                                    or ws[found.head].tag == "vn" and ws[after].kind == NOUN):
        return Skip(VERB_CHAIN)  # 美丽又贵气, 福原爱与…结婚, 表现十分低迷, 竞赛单元: no plain predicate
    if ws[found.head].text == "该" and after < len(ws) and ws[after].kind in (NOUN, VERB):
        return Skip(UNREAD_ZONE)  # 就该提议进行审查: 该 is "the", not "should"
    if any(ws[k].kind == DE and ws[k + 1].text in ("，", ",") and not (k > 0 and ws[k - 1].text == "是") for k in range(len(ws) - 1)):
        return Skip(NON_CLAIM)  # 违反本条例规定…的，…: a rule's condition, then what follows from it
    if any(ws[k].text in grammar().clause_words.after_time and ws[k].kind == LOCALIZER for k in range(found.slot, found.head)):
        return Skip(UNREAD_ZONE)  # 在萨福克被刺伤后涉嫌谋杀被捕: the negation would reach the time, not the event
    if found.kind == "verb" and not found.aspect and not found.particles and _no_object(ws, found) \
            and found.clause[1] < len(ws) and ws[found.clause[1]].text in ("，", ",") \
            and ws[found.head].text not in rules.words.reporting and ws[found.head].text not in rules.words.clause_verbs \
            and found.clause[1] + 1 < len(ws) and ws[found.clause[1] + 1].kind in (NOUN, NAME, PRONOUN) \
            and any(ws[k].kind in VERBAL or ws[k].kind in (COPULA, MODAL) for k in range(found.clause[1] + 1, len(ws))):
        return Skip(UNREAD_ZONE)  # A股开盘，影视板块集体上涨: a bare event sets the scene for the claim after it
    if found.kind == "verb" and not found.aspect and found.head + 1 < found.clause[1] and ws[found.head + 1].kind == NOUN \
            and all(ws[k].kind in NOMINAL or ws[k].kind == SPACE for k in range(found.head + 1, found.clause[1])) \
            and ws[found.clause[1] - 1].kind in (NUMERAL, CLASSIFIER):
        return Skip(NOUN_PHRASE)  # 邮政快递枢纽80个左右: a list of counts, not an event
    if _noun_phrase_clause(ws, found):
        return Skip(NOUN_PHRASE)  # 亚洲排名第一的澳大利亚的那一场，…: the clause names a thing
    head = ws[found.head]
    if found.kind != "verb" or found.particles or found.aspect or found.complement is not None:
        return None
    chained = rules.clauses.serial_heads | rules.words.verb_objects | rules.words.clause_verbs | rules.words.reporting
    if head.text in chained or head.text in grammar().clause_words.causative:
        return None
    j = found.head + 1
    while j < found.clause[1] and ws[j].kind in (NOUN, NAME, NUMERAL, CLASSIFIER, LOCALIZER, SPACE) or j < found.clause[1] and ws[j].text == "@":
        j += 1
    if j < found.clause[1] and j > found.head and (ws[j].kind in VERBAL or ws[j].text in ("为", "是")) \
            and not (j == found.head + 1 and len(ws[j].text) == 1) and head.text[-1:] not in ("在", "到", "于") \
            and not any(ws[k].kind == LOCALIZER for k in range(found.head + 1, j)) and found.progressive is None \
            and ws[j].kind not in (PERFECTIVE, DURATIVE, EXPERIENTIAL):
        return Skip(VERB_CHAIN)  # 煤矿爆炸被困18人, 女童出生时间为…: the first verb names a thing
    return None

def _noun_phrase_clause(ws: tuple[Word, ...], found: Predicate) -> bool:
    """A clause before a comma whose verb has no aspect and is followed by 的 and nouns only:
    the verb modifies the noun that ends the clause."""
    b = found.clause[1]
    if found.kind not in ("verb", "adjective") or b >= len(ws) or ws[b].kind != CLAUSE_MARK:
        return False
    des = [j for j in range(found.head + 1, b) if ws[j].kind == DE]
    marked = found.particles or found.aspect is not None and not (found.aspect == "durative" and len(des) > 1)
    if marked and any(ws[j].kind in HEADS and ws[j].kind != TIME for j in range(*found.subject)):
        return False  # 他买了我的书，…: a subject, then its verb (贴着标签的小羊羔的特写镜头: a noun phrase)
    return bool(des) and all(ws[j].kind in NOMINAL or ws[j].kind in (ADJECTIVE, SPACE) for j in range(des[-1] + 1, b))

def quoted_claim(ws: tuple[Word, ...], found: Predicate) -> bool:
    """Whether the predicate opens inside quotation marks (普京“赢得俄罗斯总统选举”)."""
    return found.slot > 0 and ws[found.slot - 1].kind == QUOTE and ws[found.slot - 1].text in OPENERS

def _subjectless_clause_after(ws: tuple[Word, ...], i: int, shape: Sentence) -> bool:
    """Whether the clause from ``i`` has no subject of its own: it opens with a verb or a preposition."""
    b = next((end for start, end in shape.clauses if start <= i < end), len(ws))
    i = clause_start(ws, i, b)
    return i < b and (ws[i].kind in VERBAL or ws[i].kind == PREPOSITION or ws[i].text in grammar().words.prepositions)

def _no_object(ws: tuple[Word, ...], found: Predicate) -> bool:
    """Whether nothing but marks follows the predicate's head in its clause."""
    return all(ws[i].kind in (SPACE, MARK, QUOTE, PERFECTIVE) for i in range(found.head + 1, found.clause[1]))

def _clause_predicate(ws: tuple[Word, ...], a: int, b: int) -> Predicate | Skip:
    if _imperative(ws, a, b):
        return Skip(IMPERATIVE)
    s = subject_end(ws, a, b, time_clause_end)
    if s is None:
        return Skip(NO_PREDICATE)
    if s == a and ws[a].text in grammar().clause_words.setting_prepositions and b < len(ws) and ws[b].kind == CLAUSE_MARK:
        return Skip(NO_PREDICATE)  # 在亨廷顿海滩的三个采样点之一，…: where or when, then the clause
    if s == a and ws[a].text in ("为", "为了") and a == clause_start(ws, 0, len(ws)):
        return Skip(NO_PREDICATE)  # 为中国争创复兴的新辉煌: a purpose with no one to pursue it
    return read_predicate(ws, a, s, b)

def _imperative(ws: tuple[Word, ...], a: int, b: int) -> bool:
    rules = grammar().imperatives
    if ws[a].text == "把" and a == clause_start(ws, 0, len(ws)):
        return True  # 把鸡蛋打进碗里: with no subject, an instruction
    if ws[a].text in rules.openers and ws[a].kind != NOUN:
        return ws[a].text not in ("来", "去") or a + 1 < b and ws[a + 1].kind in VERBAL
    if ws[a].text in rules.addressees:
        nxt = next_word(ws, a + 1, b)
        return nxt is not None and ws[nxt].text in rules.obligation
    return False
