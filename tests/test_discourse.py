"""Discourse: the marker table's rules (the case file runs in tests/test_cases.py)."""


from sda_augment.transforms.discourse.discourse import written_like
from sda_augment.transforms.discourse.markers import Marker, alternatives
from sda_augment.transforms.discourse.rules import rule_data


def test_a_bare_marker_has_only_bare_alternatives():
    marker = Marker(0, 9, "result", "therefore", bare=True)
    assert alternatives(marker) == ("thus", "consequently")


def test_alternatives_never_include_the_marker_itself():
    for sense, data in rule_data().senses.items():
        for words in data.markers:
            others = alternatives(Marker(0, 1, sense, words, bare=False))
            assert words not in others and len(others) == len(data.markers) - 1


def test_every_bare_marker_is_a_marker_of_its_sense():
    for data in rule_data().senses.values():
        assert data.bare <= set(data.markers)


def test_no_marker_belongs_to_two_senses():
    seen = [words for data in rule_data().senses.values() for words in data.markers]
    assert len(seen) == len(set(seen))


def test_written_like_keeps_the_first_capital():
    assert written_like("However", "as a result") == "As a result"
    assert written_like("however", "nevertheless") == "nevertheless"
