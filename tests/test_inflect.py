"""The in-place reads of lemminflect's tables answer exactly as its public functions do."""

from __future__ import annotations

import lemminflect
import pytest

from sda_augment.analysis import morphology as inflect

VERB_TAGS = ("VB", "VBD", "VBN", "VBZ", "VBP", "VBG")


def _lowered(entries: dict) -> dict:
    return {key: tuple(word.lower() for word in words) for key, words in entries.items()}


def _sample_words() -> list[str]:
    """Common and irregular verbs, words with overrides, nouns, and words lemminflect lacks."""
    lemmas, inflections = inflect._lemma_tables(), inflect._inflection_tables()
    assert lemmas is not None and inflections is not None, "lemminflect's tables are where this package reads them"
    overrides = sorted({word.lower() for word in lemmas[1]} | {word.lower() for word in inflections[1]})
    common = ["walked", "went", "gone", "travelled", "wrote", "written", "be", "was", "has", "had",
              "premiered", "rebranded", "co-founded", "ran", "sat", "set", "read", "lead", "led",
              "children", "data", "better", "best", "quickly", "frobnicated", "zorbs", "ok"]
    return common + overrides


@pytest.mark.parametrize("word", _sample_words())
def test_tables_equal_the_public_lookups(word):
    assert inflect.lemma_table(word) == _lowered(lemminflect.getAllLemmas(word))
    assert inflect.inflection_table(word) == _lowered(lemminflect.getAllInflections(word))
    assert inflect.known_word(word) == bool(lemminflect.getAllLemmas(word))
    for tag in VERB_TAGS:
        expected = tuple(form.lower() for form in lemminflect.getInflection(word, tag, inflect_oov=True))
        assert inflect._forms(word, tag) == expected, tag


def test_a_past_listed_under_one_tag_serves_both():
    # lemminflect lists "walked" under VBD only: the participle is read from there.
    table = inflect.inflection_table("walk")
    assert "VBN" not in table and table["VBD"] == ("walked",)
    assert inflect._forms("walk", "VBN") == ("walked",)
    assert inflect.convert("walks", "VBZ", "VBN") == "walked"


def test_without_the_tables_the_public_functions_answer(monkeypatch):
    monkeypatch.setattr(inflect, "_lemma_tables", lambda: None)
    monkeypatch.setattr(inflect, "_inflection_tables", lambda: None)
    for cached in (inflect.lemma_table, inflect.inflection_table):
        cached.cache_clear()
    try:
        assert inflect.lemma_table("went") == {"VERB": ("go",)}
        assert inflect.inflection_table("go")["VBN"] == ("gone",)
    finally:
        for cached in (inflect.lemma_table, inflect.inflection_table):
            cached.cache_clear()  # drop the answers cached while the tables were hidden
