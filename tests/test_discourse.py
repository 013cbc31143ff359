"""Discourse: the marker table's rules (the case file runs in tests/test_cases.py)."""


from sda_augment.transforms.discourse.discourse import written_like
from sda_augment.transforms.discourse.markers import Marker, alternatives
from sda_augment.transforms.discourse.rules import rule_data


def test_a_bare_marker_has_only_bare_alternatives():
    marker = Marker(0, 9, "result", "therefore", bare=True)
    assert alternatives(marker) == ("thus", "consequently")


def test_alternatives_never_include_the_marker_itself():
    for sense, data in rule_data().senses.items():
        written = [word for word in (*data.markers, *data.written_only) if word not in data.found_only]
        for words in data.markers:
            others = alternatives(Marker(0, 1, sense, words, bare=False))
            assert words not in others and set(others) == set(written) - {words}


def test_inside_only_markers_never_open_and_found_only_ones_are_never_written():
    assert alternatives(Marker(0, 7, "contrast", "however", bare=False, opening=True)) == ()
    assert alternatives(Marker(0, 7, "contrast", "however", bare=False)) == ("though",)
    assert "also" not in alternatives(Marker(0, 4, "addition", "also", bare=False))
    assert "however" in alternatives(Marker(0, 8, "concession", "nevertheless", bare=False))
    assert "nevertheless" not in alternatives(Marker(0, 7, "contrast", "however", bare=False))


def test_every_bare_marker_is_a_marker_of_its_sense():
    for data in rule_data().senses.values():
        assert data.bare <= set(data.markers)


def test_no_marker_belongs_to_two_senses():
    seen = [words for data in rule_data().senses.values() for words in data.markers]
    assert len(seen) == len(set(seen))


def test_written_like_keeps_the_first_capital():
    assert written_like("However", "as a result") == "As a result"
    assert written_like("however", "nevertheless") == "nevertheless"
