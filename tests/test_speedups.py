"""The parsing speed-ups run only where they annotate as spaCy does, and can be turned off."""

from __future__ import annotations

import gc
import warnings

import pytest

from sda_augment import _speed
from sda_augment._speed import check, rule_components
from sda_augment._speed.check import SpeedupWarning, annotations
from sda_augment.pipeline import Augmenter

SENTENCES = [
    "The results were published in 2019.",
    "The Konheims divorced in 1978 and moved to Lyon.",
    "He wasn't there, but she's done it before.",
    "A man in a blue shirt standing on a ladder.",
]


def _outputs(augmenter: Augmenter) -> list[dict]:
    return [{name: result.text for name, result in record.results.items()} for record in augmenter.run(SENTENCES)]


def test_the_installed_spacy_and_model_pass_the_check(nlp):
    # Fails when a spaCy release changes what the attribute ruler or lemmatizer write.
    with warnings.catch_warnings():
        warnings.simplefilter("error", SpeedupWarning)
        parser = _speed.parser_for(nlp, Augmenter(["mv"], nlp=nlp).components)
    assert parser.fast
    assert set(parser.tables) == {"attribute_ruler", "lemmatizer"}
    stock = [annotations(doc) for doc in nlp.pipe(check.SENTENCES, disable=list(parser.disabled))]
    assert [annotations(doc) for doc in parser(check.SENTENCES, 3)] == stock


@pytest.mark.parametrize("value", ["0", "off", "False", " no "])
def test_the_switch_turns_the_tables_and_the_heap_settings_off(nlp, monkeypatch, value):
    fast = _outputs(Augmenter(["pi", "mv", "neg"], nlp=nlp))
    monkeypatch.setenv(_speed.SWITCH, value)
    assert not _speed.enabled()
    augmenter = Augmenter(["pi", "mv", "neg"], nlp=nlp)
    assert not augmenter._parser.fast and augmenter._parser.tables == {}
    frozen = gc.get_freeze_count()
    with _speed.run_heap():
        assert gc.get_freeze_count() == frozen  # nothing frozen out of the collector's passes
    assert _outputs(augmenter) == fast


def test_the_switch_is_on_by_default(monkeypatch):
    monkeypatch.delenv(_speed.SWITCH, raising=False)
    assert _speed.enabled()
    monkeypatch.setenv(_speed.SWITCH, "1")
    assert _speed.enabled()


def test_a_table_that_annotates_differently_turns_the_speedups_off(nlp, monkeypatch):
    stock = _outputs(Augmenter(["mv", "neg"], nlp=nlp))
    real = rule_components.TableLemmatizer._lemma

    def wrong(self, doc, i, key):
        return doc.vocab.strings.add("zzz") if doc[i].lower_ == "divorced" else real(self, doc, i, key)

    monkeypatch.setattr(rule_components.TableLemmatizer, "_lemma", wrong)
    with pytest.warns(SpeedupWarning, match="annotate differently on spaCy"):
        augmenter = Augmenter(["mv", "neg"], nlp=nlp)
    assert not augmenter._parser.fast and augmenter._parser.tables == {}
    assert _outputs(augmenter) == stock


def test_internals_that_fail_turn_the_speedups_off(nlp, monkeypatch):
    def broken(*args, **kwargs):
        raise AttributeError("'AttributeRuler' object has no attribute 'matcher'")

    monkeypatch.setattr(rule_components, "parse", broken)
    with pytest.warns(SpeedupWarning, match="failed \\(AttributeError"):
        parser = _speed.parser_for(nlp, Augmenter(["mv"], nlp=nlp).components)
    assert not parser.fast
    assert [doc.text for doc in parser(SENTENCES, 2)] == SENTENCES
