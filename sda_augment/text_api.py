"""Strings in, strings out: ``DoubleNegation().augment("He travelled widely.", n=3, seed=0)``.

Every transform and combinator has ``augment`` (:class:`~sda_augment.transform.Augments`);
this is what it runs. The sentence goes through the same machinery as a corpus run (one
parse, the per-Doc analysis, ``record_rng(seed, i, name)`` for the ``i``-th text, variants
as ``--variants`` draws them), so output ``k`` of the ``i``-th text is the ``k``-th variant
``sda-augment`` writes for line ``i`` with the same seed. The default model is loaded once,
on the first call of a transform that needs a parse (or tags, or tokens); a transform that
reads the text alone never loads it.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from .languages import DEFAULT_LANGUAGE
from .pipeline import Augmenter
from .transform import install_text_runner, meta_of, needs_of

if TYPE_CHECKING:
    from spacy.language import Language

# Augmenters kept for the transforms used last (building one checks the parser's speed-ups).
KEPT = 16
_AUGMENTERS: OrderedDict[Any, tuple[Any, Augmenter]] = OrderedDict()


def default_nlp(language: str = DEFAULT_LANGUAGE) -> Language:
    """The default model of ``language``, loaded once with every component a transform may need."""
    from .model import load_nlp

    return load_nlp() if language == DEFAULT_LANGUAGE else load_nlp(language)


def _language(transform: Any) -> str:
    """The language a transform reads: English when it is written for English, else its first."""
    try:
        languages = meta_of(transform).languages
    except (TypeError, ValueError):
        return DEFAULT_LANGUAGE
    return DEFAULT_LANGUAGE if DEFAULT_LANGUAGE in languages or not languages else languages[0]


def _augmenter(transform: Any, n: int) -> Augmenter:
    try:
        key: Any = (transform, n)
        hash(key)
    except TypeError:  # an unhashable transform: known by identity (and kept alive with its augmenter)
        key = (id(transform), n)
    found = _AUGMENTERS.get(key)
    if found is not None:  # the same transform, or one equal to it
        _AUGMENTERS.move_to_end(key)
        return found[1]
    language = _language(transform)
    nlp = None if needs_of(transform) == "text" else default_nlp(language)
    made = Augmenter({transform.name: transform}, nlp=nlp, n=n, lang=language)
    _AUGMENTERS[key] = (transform, made)
    while len(_AUGMENTERS) > KEPT:
        _AUGMENTERS.popitem(last=False)
    return made


def augment_text(transform: Any, text: str | Iterable[str], n: int = 1, seed: int | str = 0) -> list[str] | list[list[str]]:
    """Up to ``n`` distinct outputs of ``transform`` for ``text``, the changed ones only, in
    variant order; for a list of texts, such a list for each.

    A text the transform leaves alone gives an empty list (an empty or whitespace-only
    text too). Raises TypeError for a text that is not a string, ValueError for ``n`` < 1.
    """
    if isinstance(n, bool) or not isinstance(n, int) or n < 1:
        raise ValueError(f"n must be a whole number of outputs, at least 1; got {n!r}")
    single = isinstance(text, str)
    try:
        texts = [text] if single else list(text)
    except TypeError:
        texts = [text]  # refused below, as a text that is not a string
    for each in texts:
        if not isinstance(each, str):
            raise TypeError(f"augment takes a string or a list of strings, got {type(each).__name__}")
    augmenter = _augmenter(transform, n)
    augmenter.seed = seed
    outputs = []
    for record in augmenter.run(texts):
        changed = [result.text for result in record.variants_of(transform.name) if result.changed]
        outputs.append(list(dict.fromkeys(changed))[:n])
    return outputs[0] if single else outputs


install_text_runner(augment_text)
