"""Surface transforms: switch-case (SC, CARDS) and word repetition (WR, ESimCSE).

Both change how a sentence is written, not what it says, so both are positives. They
work on *words*: whitespace-delimited chunks with their edge punctuation stripped
("Europe." gives "Europe", "(Paris)" gives "Paris", "don't", "co-founded" and "95%"
stay one word). spaCy splits "don't" into "do" + "n't"; treating those pieces as words would
produce "doN't" or "don'tn't", and the papers split on whitespace as well. Words are found
from the text alone, so these methods need no spaCy pipeline at all (``needs="text"``) and
find the same words in a parsed Doc. The word helpers here are shared with the random
baselines."""

from __future__ import annotations

import random
import re
import warnings
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, ClassVar, Literal, Protocol, runtime_checkable

from ...analysis.document import MemoKey, analysis_of, doc_text
from ...analysis.morphology import known_word
from ...edits import Edit, capital_by_spelling, lower_first
from ...reasons import EMPTY_INPUT, NO_WORD_DRAWN, NO_WORDS, register_reason
from ...transform import Augments, AugResult, Meta, edited, unchanged
from .rules import rule_data

if TYPE_CHECKING:
    from spacy.tokens import Doc

NO_CASED_WORD = register_reason("sc.no_cased_word", "no word with a cased first letter")
NO_WORD_OF_TYPE = register_reason("sc.no_word_of_type", "no word switches with the requested tokenization type")
DREW_ZERO = register_reason("wr.drew_zero", "dup_len drew 0")

# --- words ------------------------------------------------------------------------------


@dataclass(frozen=True)
class Word:
    """A word: its characters ``start``:``end`` in the text.

    ``chunk_start``:``chunk_end`` is the whitespace-delimited chunk around it, with
    the punctuation that was stripped ("(Paris)," for the word "Paris").
    """

    start: int
    end: int
    chunk_start: int
    chunk_end: int

    def text(self, text: str) -> str:
        """The word's characters in ``text``, the sentence it was found in."""
        return text[self.start : self.end]


def words(doc: Doc) -> tuple[Word, ...]:
    """The words of ``doc`` in order (see the module docstring for what counts).

    Found once per Doc and kept in its analysis: every surface method and baseline asks.
    """
    store = analysis_of(doc).answers
    found = store.get(_WORDS)
    if found is None:
        found = store[_WORDS] = find_words(doc_text(doc))
    return found


_WORDS: MemoKey = MemoKey("surface_words")
_CHUNK = re.compile(r"\S+")
# Letters with inner periods ("U.S", "a.m", "Ph.D", "B.Sc") or one letter ("J"): before a
# final period, an abbreviation's.
_DOTTED = re.compile(r"(?:[^\W\d_]{1,4}\.)+[^\W\d_]{1,4}|[^\W\d_]")
# A single quote opening a chunk: the text quotes with single marks, so "s'" may close one.
_SINGLE_QUOTE_OPENS = re.compile(r"(?:^|\s)['‘]")


def find_words(text: str) -> tuple[Word, ...]:
    """The words of ``text``, from its characters alone: the same whatever parsed it.

    Each whitespace-delimited chunk loses the leading and trailing marks of
    ``rules/surface.toml``, except an abbreviation's final period ("Dr.", "U.S.", "J.") and
    a plural's possessive apostrophe ("Hospitals'", unless the text opens single quotes);
    what is left is a word when it has a letter or a digit.
    """
    marks = rule_data().words
    leading, trailing, abbreviations = marks.leading, marks.trailing, marks.abbreviations
    found: list[Word] = []
    quoted = _SINGLE_QUOTE_OPENS.search(text) is not None
    for chunk in _CHUNK.finditer(text):
        chunk_start, chunk_end = chunk.span()
        start, end = chunk_start, chunk_end
        while start < end and text[start] in leading:
            start += 1
        while end > start and text[end - 1] in trailing:
            mark = text[end - 1]
            if mark == "." and text[end - 2] != ".":  # one period, not an ellipsis's
                core = text[start : end - 1]
                if core.lower() in abbreviations or _DOTTED.fullmatch(core):
                    break
            elif mark in "'’" and text[end - 2] in "sS" and end - 1 > start and not quoted:
                break  # a plural's possessive ("Hospitals'"), not a closing quote
            end -= 1
        if start == chunk_start and end == chunk_end and text[start:end].isalpha():
            found.append(Word(start, end, start, end))  # the commonest: a bare word
        elif any(char.isalnum() for char in text[start:end]):
            found.append(Word(start, end, chunk_start, chunk_end))
    return tuple(found)


def body_end(text: str, word: Word) -> int:
    """Where ``word`` ends without the text's final period, when it ends the text with one.

    An abbreviation that ends the text ("..., lamps, etc.") keeps its period as a word, but
    the period also ends the sentence: a method that replaces the word leaves it there.
    """
    if text[word.end - 1 : word.end] == "." and not text[word.end :].strip():
        return word.end - 1
    return word.end


def opens_with_capital(doc: Doc, word: Word) -> bool:
    """Whether a word standing where ``word`` stands should start with a capital.

    True unless ``word`` starts with a lower-case letter: "The", but also "1850" or
    "$5" (a sentence opening with a number still capitalises the word that replaces
    it); lower-cased text stays lower-cased.
    """
    return not doc_text(doc)[word.start : word.start + 1].islower()


def moved_away_text(doc: Doc, ws: Sequence[Word]) -> str:
    """The text of the sentence-initial word ``ws[0]`` when it no longer opens the sentence."""
    text = ws[0].text(doc_text(doc))
    return text if keeps_capital_untagged(doc, ws) else lower_first(text)


def keeps_capital_untagged(doc: Doc, ws: Sequence[Word]) -> bool:
    """Whether the first word ``ws[0]`` keeps its capital away from sentence start, read
    from the text alone (no tagger runs for the surface methods).

    Its spelling first ("I", acronyms, mixed case keep it). A function word ("The", "In",
    "He") loses it; so does a word lemminflect's dictionary knows ("Later", "Born",
    "Police"), unless the next word is capitalised too, as in a name ("Senator Walker",
    "Comet Shoemaker"). Anything else, a name the dictionary does not know ("Paris",
    "Morales"), keeps it. A compound or contraction is judged by its first part ("Co-founded"
    by "Co", "Didn't" as a whole or by "Did").
    """
    text = ws[0].text(doc_text(doc))
    if not text or not text[0].isupper() or capital_by_spelling(text):
        return True
    lower = text.lower()
    first = _FIRST_PART.match(lower)
    part = first.group(0) if first else lower
    function_words = rule_data().capitals.function_words
    if lower in function_words or part in function_words:
        return False
    if not known_word(part):
        return True
    return len(ws) > 1 and doc_text(doc)[ws[1].start : ws[1].start + 1].isupper()


# A word's first part, before a hyphen or an apostrophe (or before "n't").
_FIRST_PART = re.compile(r"[^-'’]+?(?=n['’]t\b)|[^-'’]+")


# --- SC: switch-case ------------------------------------------------------------------------


@runtime_checkable
class Tokenizer(Protocol):
    """Anything with ``tokenize(str) -> list[str]`` (a Hugging Face tokenizer, say)."""

    def tokenize(self, text: str) -> list[str]: ...


SC_MODES = ("count", "bernoulli")
SC_TYPES = ("substitution", "division", "fusion", "regrouping", "unchanged")


def flip_case(char: str) -> str | None:
    """``char`` with its case switched, or None when it has no one-character other case."""
    other = char.lower() if char.isupper() else char.upper()
    if len(other) != 1 or other == char:
        return None
    return other


def classify_switch(before: list[str], after: list[str]) -> str:
    """CARDS Table 1: how switching one word's case changed the model's tokens.

    The common prefix and suffix of the two token lists are dropped; what remains is
    one token for one (substitution), one for several (division), several for one
    (fusion) or several for several (regrouping). Identical lists mean the tokenizer
    does not see case ("unchanged").
    """
    if before == after:
        return "unchanged"
    prefix = 0
    limit = min(len(before), len(after))
    while prefix < limit and before[prefix] == after[prefix]:
        prefix += 1
    suffix = 0
    while suffix < limit - prefix and before[-1 - suffix] == after[-1 - suffix]:
        suffix += 1
    old = max(1, len(before) - prefix - suffix)
    new = max(1, len(after) - prefix - suffix)
    if old == 1 and new == 1:
        return "substitution"
    if old == 1:
        return "division"
    if new == 1:
        return "fusion"
    return "regrouping"


def _lowercases(tokenizer: Tokenizer) -> bool:
    probes = rule_data().switch_case.probe_words
    if getattr(tokenizer, "do_lower_case", False):
        return True
    return all(tokenizer.tokenize(word) == tokenizer.tokenize(word.lower()) for word in probes)


@dataclass(frozen=True)
class SwitchCase(Augments):
    """Flip the first letter's case of randomly chosen words (CARDS switch-case).

    ``mode="bernoulli"`` (the default, as the CARDS paper describes it) switches each word
    with probability ``p`` and may switch none; ``mode="count"`` switches exactly
    ``max(1, round(n_words * p))`` words (as CARDS's released code does), so every
    sentence with a cased word changes. With a ``tokenizer``, each switched word is
    classified (CARDS Table 1) in ``info["types"]`` and ``info["counts"]``, and
    ``types`` restricts the choice to words whose switch has one of those types.
    """

    name: ClassVar[str] = "sc"
    polarity: ClassVar[str] = "positive"
    meta: ClassVar[Meta] = Meta(
        "Switch-case: flip the case of the first letter of random words",
        source="CARDS (Wang et al., SIGIR 2022): switch-case augmentation",
        needs="text",
        python_only=("tokenizer", "types"),  # types= needs a tokenizer
    )

    p: float = 0.15
    mode: Literal["count", "bernoulli"] = "bernoulli"
    tokenizer: Any = field(default=None, compare=False, repr=False)
    types: tuple[str, ...] | None = None

    def __post_init__(self) -> None:
        if not isinstance(self.p, (int, float)) or not 0.0 < float(self.p) <= 1.0:
            raise ValueError(f"sc needs 0 < p <= 1, got {self.p!r}")
        if self.mode not in SC_MODES:
            raise ValueError(f"sc mode must be one of {SC_MODES}, got {self.mode!r}")
        if self.tokenizer is not None and not callable(getattr(self.tokenizer, "tokenize", None)):
            raise ValueError("sc tokenizer must have a tokenize(str) -> list[str] method")
        if self.types is not None:
            object.__setattr__(self, "types", tuple(self.types))
            unknown = set(self.types) - set(SC_TYPES)
            if unknown or not self.types:
                raise ValueError(f"unknown switch-case types {sorted(unknown)}; choose from {SC_TYPES}")
            if self.tokenizer is None:
                raise ValueError("sc types= needs a tokenizer to classify switches")
        if self.tokenizer is not None and _lowercases(self.tokenizer):
            warnings.warn(
                "the tokenizer lowercases its input: switch-case changes nothing the model sees",
                UserWarning,
                stacklevel=3,
            )

    def cased_words(self, doc: Doc) -> list[Word]:
        """Words whose first character has another case."""
        text = doc_text(doc)
        return [word for word in words(doc) if flip_case(text[word.start]) is not None]

    def applicable(self, doc: Doc) -> bool:
        return bool(self.cased_words(doc))

    def switch_type(self, doc: Doc, word: Word) -> str:
        """The CARDS type of switching ``word``, tokenized in its context.

        Subword tokenizers split on whitespace first, so the word's chunk preceded by
        the chunk before it (keeping the leading space BPE vocabularies encode) is
        enough context, and keeps the cost per word constant.
        """
        text = doc_text(doc)
        left = word.chunk_start
        while left > 0 and text[left - 1].isspace():
            left -= 1
        while left > 0 and not text[left - 1].isspace():
            left -= 1
        window = text[left : word.chunk_end]
        at = word.start - left
        switched = window[:at] + flip_case(window[at]) + window[at + 1 :]  # type: ignore[operator]
        return classify_switch(self.tokenizer.tokenize(window), self.tokenizer.tokenize(switched))

    def apply(self, doc: Doc, rng: random.Random) -> AugResult:
        pool = self.cased_words(doc)
        if not pool:
            return unchanged(doc, EMPTY_INPUT if not doc_text(doc).strip() else NO_CASED_WORD)
        kinds: dict[int, str] = {}
        if self.types is not None:
            kinds = {word.start: self.switch_type(doc, word) for word in pool}
            total = len(pool)
            pool = [word for word in pool if kinds[word.start] in self.types]
            if not pool:
                return unchanged(doc, NO_WORD_OF_TYPE)
        else:
            total = len(pool)
        if self.mode == "count":
            k = min(len(pool), max(1, round(total * self.p)))
            chosen = rng.sample(pool, k)
        else:
            chosen = [word for word in pool if rng.random() < self.p]
            if not chosen:
                return unchanged(doc, NO_WORD_DRAWN)
        chosen.sort(key=lambda word: word.start)
        text = doc_text(doc)
        edits = [Edit(w.start, w.start + 1, flip_case(text[w.start]) or "") for w in chosen]
        info: dict[str, Any] = {"switched": len(chosen)}
        if self.tokenizer is not None:
            types = [kinds.get(word.start) or self.switch_type(doc, word) for word in chosen]
            info["types"] = types
            info["counts"] = dict(Counter(types))
        return edited(doc, "sc.switch_case", edits, info)


# --- WR: word repetition ---------------------------------------------------------------------


@dataclass(frozen=True)
class WordRepetition(Augments):
    """Repeat random words in place ("He travelled travelled widely"), as ESimCSE does.

    ``dup_len`` is drawn uniformly from ``0..max(2, int(dup_rate * n_words))`` and that
    many distinct words are doubled; ``dup_len`` 0 leaves the sentence as it is, as in
    the paper. A doubled sentence-initial word is repeated in lower case unless it
    keeps its capital ("The the report", "Paris Paris is").
    """

    name: ClassVar[str] = "wr"
    polarity: ClassVar[str] = "positive"
    meta: ClassVar[Meta] = Meta(
        "Word repetition: duplicate random words in place",
        source="ESimCSE (Wu et al., COLING 2022): word repetition, dup_rate 0.32",
        needs="text",
    )

    dup_rate: float = 0.32

    def __post_init__(self) -> None:
        if not isinstance(self.dup_rate, (int, float)) or not 0.0 <= float(self.dup_rate) <= 1.0:
            raise ValueError(f"wr needs 0 <= dup_rate <= 1, got {self.dup_rate!r}")

    def applicable(self, doc: Doc) -> bool:
        return bool(words(doc))

    def dup_len(self, n_words: int, rng: random.Random) -> int:
        """ESimCSE's length-dependent number of words to repeat, capped at ``n_words``."""
        return min(n_words, rng.randint(0, max(2, int(self.dup_rate * n_words))))

    def apply(self, doc: Doc, rng: random.Random) -> AugResult:
        pool = words(doc)
        if not pool:
            return unchanged(doc, EMPTY_INPUT if not doc_text(doc).strip() else NO_WORDS)
        k = self.dup_len(len(pool), rng)
        if k == 0:
            return unchanged(doc, DREW_ZERO)
        chosen = sorted(rng.sample(range(len(pool)), k))
        text = doc_text(doc)
        edits = []
        for index in chosen:
            word = pool[index]
            copy = moved_away_text(doc, pool) if index == 0 else word.text(text)
            edits.append(Edit(word.end, word.end, " " + copy))
        return edited(doc, "wr.repeat", edits, {"repeated": k})
