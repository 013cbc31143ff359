"""The Chinese pipeline: spaCy's Chinese class, jieba's words as its tokens, jieba's tags.

``load_nlp("zh")`` builds it. The segmenter is the tokenizer, so a run whose methods read
tokens pays for the words alone; the tagger is the one component, named ``tagger`` as the
English models name theirs, so the ``needs`` levels and :func:`~sda_augment.model.components_for`
treat both languages alike. There is no parser: the Chinese rules read the words and tags
through :mod:`.clause`, which a parser could later answer instead.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING, Any

from .segment import Segmenter, Tagger, load_jieba

if TYPE_CHECKING:
    from spacy.language import Language

TAGGER = "tagger"
FACTORY = "sda_augment_zh_tagger"


def _register() -> None:
    from spacy.language import Language

    if not Language.has_factory(FACTORY):
        Language.factory(FACTORY, func=lambda nlp, name: Tagger())


@lru_cache(maxsize=4)
def chinese(exclude: tuple[str, ...] = ()) -> Language:
    """spaCy's Chinese class with jieba's words as its tokens and, unless ``exclude`` names
    it, the tagger that gives them jieba's tags.

    Raises :class:`~.segment.JiebaMissingError` (an ImportError whose message says what to
    install) when jieba is not installed.
    """
    jieba = load_jieba()
    from spacy.lang.zh import Chinese

    _register()
    nlp = Chinese()  # the character segmenter: replaced at once, so spaCy never asks for jieba itself
    nlp.tokenizer = Segmenter(nlp.vocab)
    if TAGGER not in exclude:
        nlp.add_pipe(FACTORY, name=TAGGER)
    nlp.meta.update({"lang": "zh", "name": "jieba", "version": str(getattr(jieba, "__version__", ""))})
    return nlp


def describe(nlp: Any) -> str:
    """One line naming the pipeline, for messages."""
    return f"spaCy's Chinese class with jieba {nlp.meta.get('version', '')}".rstrip()
