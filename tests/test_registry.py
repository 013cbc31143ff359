import pytest

from sda_augment.registry import available, get_transform, info, register
from sda_augment.transform import Transform


def test_registered_transforms_have_metadata_and_build():
    entries = {entry.name: entry for entry in available()}
    assert "pi" in entries
    for entry in entries.values():
        assert entry.polarity in ("positive", "negative")
        assert entry.description
        try:
            transform = get_transform(entry.name)
        except LookupError as error:
            # Only a transform whose optional data is missing may refuse, and it must say how to get it.
            assert "nltk.downloader" in str(error) or "source=" in str(error), error
            continue
        assert isinstance(transform, Transform)
        assert transform.name == entry.name and transform.polarity == entry.polarity


def test_positives_are_listed_before_negatives():
    polarities = [entry.polarity for entry in available()]
    assert polarities == sorted(polarities, key=lambda p: p != "positive")


def test_unknown_names_give_a_helpful_error():
    with pytest.raises(LookupError, match="unknown transform 'nope'; available: .*pi"):
        info("nope")


def test_register_rejects_bad_polarity_and_name_clashes():
    with pytest.raises(ValueError, match="polarity"):
        register("x", "neutral", "bad")
    with pytest.raises(ValueError, match="already registered"):
        register("pi", "positive", "clash")(lambda: None)


def test_transform_parameters_are_validated():
    with pytest.raises(ValueError, match="unknown PI rules"):
        get_transform("pi", rules=("nope",))
