"""jieba's words and tags, lined up token for token.

The words are jieba's default cut (its dictionary, then its HMM for runs of characters the
dictionary does not know). The HMM sometimes glues a grammar word to its neighbour ("人在切",
"这是", "很蠢"): each word the dictionary does not hold is cut again by jieba's part-of-speech
model, which knows grammar words, and a grammar character still left at its edge is split
off (``rules/zh_grammar.toml``, ``[segmentation]``), unless the model reads the word as a
name. Each word's tag is then looked up for that very word: the grammar file's fixes first,
then jieba's dictionary, then the tag the part-of-speech model gave the unknown word, then
its characters' class (digits ``m``, Latin letters ``eng``, marks ``x``). Tagging a word
never re-cuts the sentence, so the tags line up with the words by construction, and the
words are the same whether a run asks for tags or not.
"""

from __future__ import annotations

import logging
import re
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from .rules import grammar

if TYPE_CHECKING:
    from spacy.tokens import Doc
    from spacy.vocab import Vocab

# A run of Chinese characters (the words jieba's HMM may have made up).
_HAN = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+")
_NUMBER = re.compile(r"[0-9０-９]+(?:[.．][0-9０-９]+)?%?")
_LATIN = re.compile(r"[A-Za-zＡ-Ｚａ-ｚ]+(?:[-'.][A-Za-z]+)*")


class JiebaMissingError(ImportError):
    """Chinese was asked for without jieba installed; the message says what to install."""


INSTALL_HINT = 'Chinese needs jieba: run `pip install ".[zh]"` in the sda-augment checkout (or `pip install jieba`)'


def load_jieba() -> Any:
    try:
        import jieba
        import jieba.posseg
    except ImportError:
        raise JiebaMissingError(INSTALL_HINT) from None
    jieba.setLogLevel(logging.WARNING)  # no "Building prefix dict ..." lines on every start
    return jieba


@lru_cache(maxsize=1)
def _tables() -> tuple[Any, Any, dict[str, str]]:
    """A jieba tokenizer of this package's own (jieba's global one is left as it is), its
    part-of-speech tokenizer and its dictionary's tags.

    The dictionary loses the entries ``rules/zh_grammar.toml`` names: words that glue a
    grammar word to its neighbour ("正试图", "人用", "我会"), which a sentence never needs whole.
    """
    jieba = load_jieba()
    tokenizer = jieba.Tokenizer()
    tokenizer.initialize()
    rules = grammar().segmentation
    posseg = jieba.posseg.POSTokenizer(tokenizer)
    removed = set(rules.remove_words)
    # Names in the dictionary that open with a degree adverb ("太贵" as a name) are never names here.
    tags = posseg.word_tag_tab
    removed.update(word for word, tag in tags.items()
                   if len(word) == 2 and word[0] in rules.no_name_openers and tag in rules.name_tags)
    # Entries that are a verb, its aspect and its object ("骑着马"): a sentence has them as three words.
    removed.update(word for word in tags
                   if len(word) >= 3 and word[1] in "着了过" and tags.get(word[0], "")[:1] == "v")
    for word in sorted(removed):
        tokenizer.del_word(word)
    known = posseg.word_tag_tab
    for word, tag in rules.add_words.items():
        tokenizer.add_word(word, tag=tag)
        known[word] = tag
    return tokenizer, posseg, known


def cut(text: str) -> list[str]:
    """The words of ``text``: jieba's cut, unknown words re-cut (see the module docstring)."""
    tokenizer, _, known = _tables()
    rules = grammar().segmentation
    glued = rules.glued_localizers
    words: list[str] = []
    for word in tokenizer.cut(text, cut_all=False, HMM=True):
        if not word:
            continue
        for piece in recut(word) if len(word) > 1 and word not in known and _HAN.fullmatch(word) else (word,):
            if len(piece) == 2 and piece[0] in glued and _after_place(words) and known.get(piece[1], "")[:1] == "v":
                words.extend(piece)  # 在舞台上拉小提琴: the place phrase's 上, then the verb 拉
            else:
                words.append(piece)
    return words


def _after_place(words: list[str]) -> bool:
    """Whether the words so far end with 在 (往, 从 ...) and a noun ("在舞台"), where 上/里 ends a place."""
    return len(words) >= 2 and words[-2] in grammar().segmentation.place_prepositions and tag_of(words[-1])[:1] in ("n", "s")


@lru_cache(maxsize=50_000)
def recut(word: str) -> tuple[str, ...]:
    """An unknown word as jieba's part-of-speech model cuts it, grammar characters split off."""
    return tuple(piece for piece, _ in _recut_tagged(word))


# The tags :func:`_recut_tagged` gave the pieces it made, for :func:`tag_of` to find them.
_PIECE_TAGS: dict[str, str] = {}
_MAX_PIECES = 200_000


@lru_cache(maxsize=50_000)
def _recut_tagged(word: str) -> tuple[tuple[str, str], ...]:
    tokenizer, posseg, known = _tables()
    rules = grammar().segmentation
    pieces: list[tuple[str, str]] = []
    for pair in posseg.cut(word, HMM=True):
        piece, tag = pair.word, pair.flag
        if len(piece) > 2 and piece not in known and tag not in rules.name_tags and any(char in rules.recut_inside for char in piece[1:-1]):
            dictionary_cut = [part for part in tokenizer.cut(piece, HMM=False)]
            pieces.extend((part, known.get(part, tag)) for part in dictionary_cut)
            continue
        if len(piece) > 1 and piece not in known and piece[0] in rules.split_first and (tag not in rules.name_tags or piece[0] not in rules.surnames):
            pieces.append((piece[0], tag_of(piece[0])))  # 太贵, 很蠢: no name opens with 太 or 很
            piece = piece[1:]
            tag = known.get(piece, tag)
        if len(piece) > 1 and piece not in known and tag not in rules.name_tags:
            tail = None
            if len(piece) > 1 and piece[-1] in rules.split_last:
                tail = (piece[-1], tag_of(piece[-1]))
                piece = piece[:-1]
            pieces.append((piece, known.get(piece, tag)))
            if tail:
                pieces.append(tail)
        else:
            pieces.append((piece, tag))
    if len(_PIECE_TAGS) > _MAX_PIECES:
        _PIECE_TAGS.clear()
    for piece, tag in pieces:
        _PIECE_TAGS.setdefault(piece, tag)
    return tuple(pieces)


@lru_cache(maxsize=200_000)
def tag_of(word: str) -> str:
    """The tag of one word as :func:`cut` made it (see the module docstring)."""
    fixed = grammar().tags.get(word)
    if fixed is not None:
        return fixed
    _, _, known = _tables()
    found = known.get(word)
    if found is not None:
        return found
    if _HAN.fullmatch(word):
        made = _PIECE_TAGS.get(word)
        if made is not None:
            return made
        pieces = _recut_tagged(word)
        return pieces[0][1] if len(pieces) == 1 else _PIECE_TAGS.get(word, pieces[-1][1])
    if word.isspace():
        return "x"
    if _NUMBER.fullmatch(word):
        return "m"
    if _LATIN.fullmatch(word):
        return "eng"
    return "x"


# jieba's tags (ICTCLAS's set) by their first letter, as Universal Dependencies parts of speech.
_POS = {
    "a": "ADJ", "b": "ADJ", "c": "CCONJ", "d": "ADV", "e": "INTJ", "f": "ADP", "g": "X", "h": "X",
    "i": "X", "j": "PROPN", "k": "PART", "l": "X", "m": "NUM", "n": "NOUN", "o": "INTJ",
    "p": "ADP", "q": "NOUN", "r": "PRON", "s": "NOUN", "t": "NOUN", "u": "PART", "v": "VERB",
    "x": "PUNCT", "y": "PART", "z": "ADJ",
}
_POS_BY_TAG = {"nr": "PROPN", "ns": "PROPN", "nt": "PROPN", "nz": "PROPN", "nrt": "PROPN", "nrfg": "PROPN",
               "eng": "X", "ad": "ADV", "an": "NOUN", "vn": "NOUN", "zg": "ADV"}


def pos_of(tag: str, word: str) -> str:
    """A jieba tag as a Universal Dependencies part of speech (marks are PUNCT, spaces SPACE)."""
    if word.isspace():
        return "SPACE"
    found = _POS_BY_TAG.get(tag) or _POS.get(tag[:1], "X")
    if found == "PUNCT" and any(char.isalnum() for char in word):
        return "SYM" if not _HAN.search(word) else "X"
    return found


class Segmenter:
    """spaCy's tokenizer for Chinese text: :func:`cut`'s words, every character kept."""

    def __init__(self, vocab: Vocab) -> None:
        self.vocab = vocab
        _tables()  # jieba loaded now: a missing install fails when the pipeline is built

    def __call__(self, text: str) -> Doc:
        from spacy.tokens import Doc
        from spacy.util import get_words_and_spaces

        words, spaces = get_words_and_spaces(cut(text), text)
        return Doc(self.vocab, words=words, spaces=spaces)

    def pipe(self, texts: Any, batch_size: int = 1000) -> Any:
        for text in texts:
            yield self(text)

    # spaCy saves and loads a pipeline's tokenizer with the pipeline; this one has no state.
    def to_bytes(self, **_: Any) -> bytes:
        return b""

    def from_bytes(self, _data: bytes, **_: Any) -> Segmenter:
        return self

    def to_disk(self, _path: Any, **_: Any) -> None:
        return None

    def from_disk(self, _path: Any, **_: Any) -> Segmenter:
        return self


class Tagger:
    """The pipeline's ``tagger``: each token's jieba tag (``tag_``), its part of speech
    (``pos_``) and its lemma (the word itself: Chinese words do not inflect)."""

    def __call__(self, doc: Doc) -> Doc:
        for token in doc:
            text = token.text
            tag = tag_of(text)
            token.tag_ = tag
            token.pos_ = pos_of(tag, text)
            token.lemma_ = text
        return doc

    def pipe(self, docs: Any, batch_size: int = 1000) -> Any:
        for doc in docs:
            yield self(doc)
