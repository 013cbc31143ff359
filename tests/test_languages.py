"""One method name, one implementation per language: what the registry picks for a run's language,
and what a method with no implementation in it does (one warning, every sentence unchanged)."""

from __future__ import annotations

import random
import warnings
from dataclasses import dataclass
from typing import ClassVar

import pytest

from sda_augment import registry
from sda_augment.analysis.document import TextDoc
from sda_augment.languages import NO_IMPLEMENTATION, Unsupported
from sda_augment.registry import (
    LanguageWarning,
    available,
    build,
    for_language,
    info,
    languages,
    register,
)
from sda_augment.transform import Meta, meta_of, unchanged
from sda_augment.transforms.modal import ChineseAffirmation, ModalVerb
from sda_augment.transforms.negation import (
    ChineseDoubleNegation,
    ChineseNegation,
    DoubleNegation,
    Negation,
)
from sda_augment.transforms.punctuation import ChinesePunctuation, PunctuationInsertion


def test_each_sda_method_has_an_english_and_a_chinese_implementation():
    expected = {"pi": (PunctuationInsertion, ChinesePunctuation), "mv": (ModalVerb, ChineseAffirmation),
                "neg": (Negation, ChineseNegation), "dn": (DoubleNegation, ChineseDoubleNegation)}
    for name, (english, chinese) in expected.items():
        assert info(name).factory is english  # a name alone: the first implementation, as before
        assert for_language(name, "en").factory is english
        assert for_language(name, "zh").factory is chinese
        assert info(name, "zh").factory is chinese
        assert meta_of(chinese).languages == ("zh",) and meta_of(english).languages == ("en",)


def test_the_chinese_implementations_are_the_registry_s_own_list():
    chinese = [item for item in available("zh") if item.builtin]
    assert {item.name for item in chinese} == {"pi", "mv", "dn", "neg", "wr", "word_del", "crop", "swap", "rand_punct"}
    assert all(item.meta.languages == ("zh",) for item in chinese)
    # Without a language the list is what it was: one entry per name, the English ones.
    builtins = [item.factory for item in available() if item.builtin]
    assert builtins == [item.factory for item in available("en") if item.builtin]
    assert {"en", "zh"} <= set(languages())


def test_a_method_without_a_chinese_implementation_warns_once_and_changes_nothing():
    with pytest.warns(LanguageWarning, match="^sc has no Chinese implementation: it leaves every sentence unchanged$"):
        item = for_language("sc", "zh")
    transform = item.factory(p=0.5)  # the method's own options are still accepted
    assert isinstance(transform, Unsupported) and transform.name == "sc" and transform.polarity == "positive"
    assert item.needs == "text"  # it asks the pipeline for nothing
    doc = TextDoc("一个男人在弹吉他。")
    result = transform.apply(doc, random.Random(0))
    assert not result.changed and result.text == doc.text and result.reason == NO_IMPLEMENTATION
    assert not transform.applicable(doc)
    assert result.info == {"method": "sc", "language": "Chinese"}


def test_an_unknown_name_is_still_a_lookup_error_in_any_language():
    with pytest.raises(LookupError, match="unknown transform 'nope'"):
        for_language("nope", "zh")
    with pytest.raises(LookupError, match="no implementation for language 'zh'"):
        info("sc", "zh")


def test_build_with_a_language_builds_that_language_s_implementation():
    assert isinstance(build("pi", language="zh"), ChinesePunctuation)
    assert isinstance(build("pi", language="en"), PunctuationInsertion)
    assert isinstance(build("pi"), PunctuationInsertion)
    neg = build("neg:polarity=positive", language="zh")
    assert isinstance(neg, ChineseNegation) and neg.polarity == "positive"
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        stand_in = build("mask:p=0.5", language="zh")
    assert isinstance(stand_in, Unsupported) and len(caught) == 1


@dataclass(frozen=True)
class _ChineseShout:
    """A plugin's Chinese implementation of an English built-in's name."""

    name: ClassVar[str] = "sc"
    polarity: ClassVar[str] = "positive"
    meta: ClassVar[Meta] = Meta(needs="text", languages=("zh",))

    def applicable(self, doc):
        return True

    def apply(self, doc, rng):
        return unchanged(doc, "never")


def test_a_second_language_under_a_taken_name_is_no_clash_but_the_same_language_is(monkeypatch):
    monkeypatch.setattr(registry, "_REGISTRY", dict(registry._REGISTRY))
    register(_ChineseShout)
    assert for_language("sc", "zh").factory is _ChineseShout
    assert info("sc").factory is not _ChineseShout  # the English one stays the name's first
    clash = type("OtherChinesePi", (_ChineseShout,), {"name": "pi"})
    with pytest.raises(ValueError, match="'pi' is already registered"):
        register(clash)


def test_languages_must_be_codes():
    bad = type("Bad", (_ChineseShout,), {"meta": Meta(languages=("Chinese",))})
    with pytest.raises(ValueError, match="languages must be lower-case language codes"):
        meta_of(bad)
