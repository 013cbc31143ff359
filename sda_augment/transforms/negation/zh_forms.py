"""What NEG and DN share in Chinese: the rule data of ``rules/zh_negation.toml`` and the
edits around a negation (了 removed under 没有, 了 added when a 没有 goes)."""

from __future__ import annotations

import re
from functools import cache

from pydantic import StrictStr

from ...edits import Edit
from ...lexicon import MarkSet, RuleData, RuleFile, WordList, WordMap, WordSet
from ...reasons import register_reason
from ...zh.clause_parts import Predicate
from ...zh.rules import grammar
from ...zh.words import (
    ADJECTIVE,
    BEFORE_NEGATION,
    CLAUSE_MARK,
    DURATIVE,
    FINAL_MARK,
    IDIOM,
    MARK,
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
)

NEG_FOCUS = register_reason("zh.focus", "only, just (只, 仅): a negation would deny the narrowing, not the claim")
HEDGED = register_reason("zh.hedged", "an adverb of uncertainty (可能, 也许 ...) governs the predicate")
SET_PHRASE = register_reason("zh.set_phrase", "the predicate is a set phrase (an idiom): it takes no negation inside")
HAVE_WORD = register_reason("zh.have_word", "a word made with 有 (有名, 有望): its negation is another word")
CONTRAST = register_reason("zh.contrast", "a contrast with 而不是, 而非 or 不是…而是: a negation would turn it over")
LEXICAL_NEGATIVE = register_reason("zh.lexical_negative", "the predicate is a word that opens with a negation (不好, 无关 ...)")
SUFFICIENCY = register_reason(
    "zh.sufficiency", "就, 才 or 便 before the predicate: a negation after it reads as a refusal (就不住), not a denial"
)
GOES_ON = register_reason(
    "zh.goes_on", "a later clause tells what the claim brought on (…，被网友偶遇): negating the first leaves it asserting the event"
)
PLACE = register_reason("zh.place_phrase", "不 would stand before a place phrase with 在 (不在俄罗斯拥有…): it reads as \"not in\", the place denied")
# The codes of the forms NEG and DN share, which both declare.
FORM_CODES: tuple[str, ...] = (NEG_FOCUS, HEDGED, SET_PHRASE, HAVE_WORD, CONTRAST, LEXICAL_NEGATIVE, SUFFICIENCY, GOES_ON, PLACE)
# Kinds that hold no words of a clause.
_CLAUSE_GAPS = frozenset({SPACE, QUOTE, MARK, CLAUSE_MARK, FINAL_MARK})


def sufficiency(ws: tuple[Word, ...], found: Predicate) -> bool:
    """就, 才 or 便 between the subject and the negation's place, or fused with 是 (就是), outside
    a condition's main clause (如果下雨，我们就不去 is plain)."""
    return not found.irrealis and ( any(ws[k].text in rule_data().forms.sufficiency for k in range(found.subject[1], found.slot)) or ws[found.head].text in rule_data().forms.sufficiency)


def goes_on(ws: tuple[Word, ...], found: Predicate) -> bool:
    """A later clause that tells what the claim's event brought on (…出现在美国，被网友偶遇,
    …这样，让人迷惘): it still asserts the event a negation of the first clause denies."""
    b = found.clause[1]
    later = next((w for w in ws[b:] if w.kind not in _CLAUSE_GAPS), None)
    return later is not None and later.text.startswith(rule_data().forms.undergoing)

def bounded_count(ws: tuple[Word, ...], found: Predicate) -> bool:
    """至少, 超过, 近 … before a number after the negation's place (造成至少6人死亡): a negation
    there denies the count, not the event."""
    bounds = rule_data().neg.count_bounds
    return any(ws[k].text in bounds and ws[k + 1].kind == NUMERAL for k in range(found.slot, found.clause[1] - 1))


class Neg(RuleData):
    plain: StrictStr
    copula_words: WordMap
    events: WordList
    modals: WordMap
    degree_replaced: MarkSet
    degree_kept: MarkSet
    perfect: WordMap
    habitual: MarkSet
    hedges: MarkSet
    count_bounds: MarkSet
    quantified_subjects: MarkSet
    indefinite_objects: MarkSet
    past_times: MarkSet
    still: MarkSet
    quotatives: MarkSet
    object_classifiers: MarkSet
    object_sizes: MarkSet
    object_coverbs: MarkSet
    counted_objects: MarkSet
    object_conjunctions: MarkSet
    someone_openers: MarkSet
    vague_counts: MarkSet
    future_times: WordList
    epistemic_modals: MarkSet


class Removal(RuleData):
    replace: WordMap
    polarity_items: MarkSet
    events: MarkSet
    before_adjective: WordMap
    double: WordList


class DoubleNegationForms(RuleData):
    event: StrictStr
    state: StrictStr
    copula: StrictStr
    existential: StrictStr
    locative: StrictStr
    modals: WordMap
    progressive: WordMap
    count_openers: WordSet
    relations: WordSet
    relation_endings: WordList
    decisions: MarkSet
    figures: MarkSet
    figure_marks: WordList
    harms: MarkSet
    time_adverbs: MarkSet


class Adverbials(RuleData):
    focused: MarkSet
    no_negation: MarkSet
    death_kept: WordList
    stances: MarkSet
    finding: MarkSet
    time_ends: WordList
    while_ends: MarkSet
    causes: MarkSet
    vows: MarkSet
    motion_verbs: MarkSet
    direction_words: MarkSet
    anniversaries: MarkSet


class Forms(RuleData):
    sufficiency: MarkSet
    undergoing: WordList
    negating_characters: MarkSet
    one_character_complements: MarkSet
    lexical_negative_openers: WordList
    contrasts: WordList
    one_off: MarkSet
    place_complements: MarkSet
    passive_or_disposal: MarkSet


class ZhNegationRules(RuleData):
    """``rules/zh_negation.toml``."""

    neg: Neg
    removal: Removal
    dn: DoubleNegationForms
    adverbials: Adverbials
    forms: Forms


NEGATION_FILE = RuleFile("zh_negation", ZhNegationRules)


@cache
def rule_data() -> ZhNegationRules:
    return NEGATION_FILE.load()


def drop_particles(ws: tuple[Word, ...], found: Predicate) -> list[Edit]:
    """Delete the predicate's 了: an event that did not happen has no 了 ("他没有去北京")."""
    return [Edit(ws[i].start, ws[i].end, "") for i in found.particles]


def after_verb(ws: tuple[Word, ...], found: Predicate) -> int:
    """Where a 了 goes after the verb: after a one-character complement when one follows."""
    i = found.head
    nxt = i + 1
    if nxt < len(ws) and ws[nxt].text in rule_data().forms.one_character_complements and ws[nxt].start == ws[i].end:
        return ws[nxt].end
    return ws[i].end


def habitual(ws: tuple[Word, ...], found: Predicate) -> bool:
    """Whether an adverb or a time word of habit ("经常", "每天") comes before the verb."""
    words = rule_data().neg.habitual
    return any(ws[i].text in words for i in range(found.clause[0], found.head))


def unsuited(ws: tuple[Word, ...], found: Predicate) -> str | None:
    """Why no negation can be written on this predicate's head, or None."""
    head = ws[found.head]
    if head.kind == IDIOM and (any(char in rule_data().forms.negating_characters for char in head.text)
                               or found.aspect is None and found.progressive is None and found.perfect is None):
        return SET_PHRASE  # an event marked as one (在四处张望, 大获全胜了) takes 没有 before it
    if head.text[:1] == "有" and len(head.text) > 1 and found.negation != found.head:
        return HAVE_WORD
    if (head.text[:1] in rule_data().forms.negating_characters or head.text.startswith(rule_data().forms.lexical_negative_openers)) and len(head.text) > 1 \
            and found.negation != found.head:
        return LEXICAL_NEGATIVE  # 毫无信心: 没有…毫无 would stack two negations
    return None


def indefinite(word: Word) -> bool:
    """一, 一张, 一个: "a", not a count ("厨房里有一张木桌子" → "没有一张木桌子")."""
    rest = word.text[1:]
    return word.text[:1] == "一" and (not rest or rest in grammar().words.classifiers)


def contrast(ws: tuple[Word, ...]) -> bool:
    """Whether the sentence sets two things against each other ("…，而不是太少")."""
    text = "".join(w.text for w in ws)
    return any(word in text for word in rule_data().forms.contrasts)


def drop_durative(ws: tuple[Word, ...], found: Predicate) -> list[Edit]:
    """Delete the 着 of a verb of two characters or more under 没有 ("没有运营这辆汽车", not
    "没有运营着"); a verb of one character keeps it ("没骑着马"), except after a 在 phrase
    ("没在游泳池里玩鳄鱼花车", not "没在…玩着")."""
    nxt = found.head + 1
    after_zai = ws[found.slot].text == "在" and found.slot < found.head
    if nxt < len(ws) and ws[nxt].kind == DURATIVE and (len(ws[found.head].text) > 1 or after_zai) and ws[nxt].start == ws[found.head].end:
        return [Edit(ws[nxt].start, ws[nxt].end, "")]
    return []


def manner_before(ws: tuple[Word, ...], found: Predicate) -> bool:
    """Whether an adverb of manner or a one-off adverb stands right before the negation's place
    ("盲目施救", "再度合作", "突然觉得"): the negation would follow it, where a writer puts it first."""
    manner = grammar().clauses.manner
    if any(ws[k].kind == VERB for k in range(found.zone, found.slot)) \
            or any(ws[k].text in rule_data().forms.one_off or ws[k].text in manner for k in range(max(found.clause[0], found.slot - 2), found.slot)):
        return True  # 首次明确规定, 步行前往: the negation would follow a one-off adverb or a verb of manner
    i = found.slot - 1
    while i >= found.clause[0] and ws[i].kind == SPACE:
        i -= 1
    if i < found.subject[1] or i < found.clause[0] or i in found.scope:
        return False
    w = ws[i]
    return w.kind == ADJECTIVE or w.tag in ("ad", "vd", "d") and w.kind not in (BEFORE_NEGATION, TIME, NOUN, PREPOSITION)


def adverb_inside(ws: tuple[Word, ...], found: Predicate) -> bool:
    """Whether an adverb that a negation follows (仍, 一直, 都) comes after the negation's place
    ("没有在接受肝移植后仍在医院": the negation would sit over 仍)."""
    for i in range(found.slot, found.head):
        if ws[i].text in rule_data().forms.passive_or_disposal:
            return False  # 没有被暂时释放: the adverb is inside the passive, under the negation
        if ws[i].kind == BEFORE_NEGATION and i > found.slot:
            return True
    return False


def somebody(ws: tuple[Word, ...], found: Predicate) -> Word | None:
    """The subject 有人 ("有人在锅里煮秋葵"), whose negation is 没有人."""
    a, s = found.subject
    words = [w for w in ws[a:s] if w.text.strip()]
    if len(words) == 1 and words[0].text == "有人" and words[0].kind == PRONOUN:
        return words[0]
    return None


# A year written with its number (2002年, 1998 年).
_YEAR = re.compile(r"(?<!\d)\d{4}\s*年")


def past_time(ws: tuple[Word, ...], found: Predicate) -> bool:
    """A word of a past time (上周, 去年) or a year's number before the predicate's head: 不 on
    a state or a habit there may deny a past event."""
    return any(ws[k].text in rule_data().neg.past_times for k in range(found.slot)) \
        or bool(_YEAR.search("".join(w.text for w in ws[found.clause[0]:found.head])))


def future_time(ws: tuple[Word, ...], found: Predicate) -> bool:
    """A word of a time to come (明年, 赛季末, 年底) before a head with no aspect: the event is a
    plan ("贝克汉姆赛季末退役"), which 没(有) would turn into a past one."""
    if found.aspect is not None or found.particles or found.perfect is not None:
        return False
    before = "".join(w.text for w in ws[found.clause[0]:found.slot])  # not inside a phrase after it
    return any(time in before for time in rule_data().neg.future_times)


def indefinite_object(ws: tuple[Word, ...], found: Predicate) -> list[Edit] | None:
    """一 and a classifier opening an object under 没(有): after the verb (骑着一辆三轮车) or after
    a co-verb before it (把一大块青椒切成两半, 沿着一条赛道跑). They are deleted, since they would
    read "not a single one" (没骑着三轮车, 没把青椒切成两半); None where the word left would read
    cut short or needs its count (表演一支舞 → 表演舞, 拥抱一个人 → 拥抱人)."""
    b = found.clause[1]
    j = found.head + 1
    while j < b and (ws[j].kind in (DURATIVE, PERFECTIVE) or ws[j].text in rule_data().forms.one_character_complements):
        j += 1
    if j < b and ws[j].text in rule_data().forms.place_complements:
        j += 1  # 站在一座雕像前 → 没有站在雕像前
    edits: list[Edit] = []
    coverbs = rule_data().neg.object_coverbs
    for k in (*(k + 1 for k in range(found.slot, found.head) if ws[k].text in coverbs), j):
        dropped = _indefinite_at(ws, k, found.head if k < found.head else b)
        if dropped is None:
            return None
        edits += dropped
    for k in range(j + 1, b):
        if ws[k - 1].text in neg_conjunctions():
            dropped = _indefinite_at(ws, k, b)  # 蜡烛、葡萄酒和一个紫色的塑料碗 → 和紫色的塑料碗
            if dropped is None:
                return None
            gone = {edit.start for edit in edits}
            if dropped and any(ws[m].kind == NUMERAL and ws[m].start not in gone for m in range(j, k)):
                return None  # 六名士兵和一名平民: an earlier count stays, and this one is needed beside it
            edits += dropped
    return edits


def neg_conjunctions() -> frozenset[str]:
    """Words that join a later object to the first (和, 、): its 一 + a classifier goes too."""
    return frozenset(rule_data().neg.object_conjunctions)


def _indefinite_at(ws: tuple[Word, ...], j: int, b: int) -> list[Edit] | None:
    """The deletion of 一 + a classifier (一大块 too) at ``j``, before ``b``: [] when none is there."""
    if j >= b:
        return []
    neg = rule_data().neg
    classifiers = neg.object_classifiers
    w = ws[j]
    rest = w.text[1:]
    if rest[:1] in neg.object_sizes and len(rest) == 2:
        rest = rest[1:]  # 一大块
    if w.kind == NUMERAL and w.text[:1] == "一" and len(rest) == 1 and rest in classifiers:
        end, noun = w.end, j + 1
    elif w.text == "一" and j + 1 < len(ws) and ws[j + 1].text in classifiers:
        end, noun = ws[j + 1].end, j + 2
    else:
        return []
    if noun >= b:
        return None  # 沿着一条|穿过荒野的小径: the read head is inside the object's modifier
    later = "".join(x.text for x in ws[noun:])
    if "另一" + ws[noun - 1].text[-1:] in later:
        return []  # 从一张椅子跳到另一张: the count is set against the other one, and stays
    described = ws[noun].kind == ADJECTIVE and noun + 1 < b and ws[noun + 1].kind == NOUN  # 一条小路上 → 小路上
    if len(ws[noun].text) == 1 and ws[noun].kind not in (NOUN, NAME) and not described or ws[noun].text in neg.counted_objects:
        return None  # 表演一支舞, 拥抱一个人
    return [Edit(w.start, end, "")]
