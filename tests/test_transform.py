import random
from dataclasses import dataclass

import pytest
from spacy.lang.en import English

from sda_augment.edits import Edit
from sda_augment.transform import (
    AllOf,
    AugResult,
    Candidate,
    OneOf,
    RuleTransform,
    Sometimes,
    Transform,
)

NLP = English()


@dataclass(frozen=True)
class Stamp(RuleTransform):
    """Test transform: inserts its mark at each listed offset (one candidate per offset)."""

    mark: str = "#"
    at: tuple[int, ...] = (0,)
    name: str = "stamp"
    polarity: str = "positive"

    def candidates(self, doc):
        return [Candidate(f"stamp.{self.mark}", (Edit(i, i, self.mark),)) for i in self.at if i <= len(doc.text)]


@dataclass(frozen=True)
class Never(RuleTransform):
    name: str = "never"
    polarity: str = "positive"

    def candidates(self, doc):
        return []


def test_rule_transform_result_names_rule_and_edits():
    doc = NLP("ab cd")
    result = Stamp(at=(2,)).apply(doc, random.Random(0))
    assert result == AugResult("ab# cd", "stamp.#", (Edit(2, 2, "#"),))
    assert result.changed


def test_unchanged_is_a_result_with_a_reason():
    doc = NLP("ab cd")
    result = Never().apply(doc, random.Random(0))
    assert result.text == "ab cd" and result.rule is None and result.reason == "transform.no_rule"
    assert Never().apply(NLP(""), random.Random(0)).reason == "transform.empty_input"


def test_rule_transform_choice_covers_every_candidate_and_is_seeded():
    doc = NLP("abcdef")
    stamp = Stamp(at=(0, 2, 4))
    seen = {stamp.apply(doc, random.Random(seed)).text for seed in range(60)}
    assert seen == {"#abcdef", "ab#cdef", "abcd#ef"}
    assert stamp.apply(doc, random.Random("s")) == stamp.apply(doc, random.Random("s"))


def test_transforms_satisfy_the_protocol():
    assert isinstance(Stamp(), Transform)
    assert isinstance(OneOf([Stamp()]), Transform)
    assert isinstance(AllOf([Stamp()]), Transform)
    assert isinstance(Sometimes(Stamp(), 0.5), Transform)


def test_sequence_merges_edits_from_one_parse_and_skips_overlaps():
    doc = NLP("abcd")
    both = AllOf([Stamp(mark="<", at=(0,)), Stamp(mark=">", at=(4,))])
    result = both.apply(doc, random.Random(0))
    assert result.text == "<abcd>" and result.rule == "stamp.<+stamp.>"

    @dataclass(frozen=True)
    class Cover(RuleTransform):
        name: str = "cover"
        polarity: str = "positive"

        def candidates(self, doc):
            return [Candidate("cover", (Edit(0, 4, "wxyz"),))]

    clash = AllOf([Cover(), Stamp(mark="!", at=(2,))])
    result = clash.apply(doc, random.Random(0))
    assert result.text == "wxyz" and result.info["skipped_overlapping"] == ["stamp"]


def test_one_of_chooses_only_applicable_children_by_weight():
    doc = NLP("abcd")
    pick = OneOf([Never(), Stamp(mark="A"), Stamp(mark="B")], weights=[5, 1, 0])
    results = {pick.apply(doc, random.Random(seed)).text for seed in range(30)}
    assert results == {"Aabcd"}  # Never is not applicable, B has weight 0
    even = OneOf([Stamp(mark="A"), Stamp(mark="B")])
    assert {even.apply(doc, random.Random(seed)).text for seed in range(40)} == {"Aabcd", "Babcd"}
    assert OneOf([Never()]).apply(doc, random.Random(0)).rule is None


def test_one_of_weights_bias_the_choice():
    doc = NLP("abcd")
    pick = OneOf([Stamp(mark="A"), Stamp(mark="B")], weights=[9, 1])
    count_a = sum(pick.apply(doc, random.Random(seed)).text == "Aabcd" for seed in range(1000))
    assert 850 <= count_a <= 950


def test_sometimes_respects_probability_bounds():
    doc = NLP("abcd")
    assert all(not Sometimes(Stamp(), 0.0).apply(doc, random.Random(s)).changed for s in range(20))
    assert all(Sometimes(Stamp(), 1.0).apply(doc, random.Random(s)).changed for s in range(20))
    half = sum(Sometimes(Stamp(), 0.5).apply(doc, random.Random(s)).changed for s in range(1000))
    assert 430 <= half <= 570
    assert Sometimes(Stamp(), 0.0).apply(doc, random.Random(0)).reason == "transform.not_sampled"


@pytest.mark.parametrize(
    "build, message",
    [
        (lambda: OneOf([]), "at least one"),
        (lambda: OneOf([Stamp()], weights=[1, 2]), "one weight per"),
        (lambda: OneOf([Stamp()], weights=[-1]), "non-negative"),
        (lambda: OneOf([Stamp()], weights=[0]), "at least one positive"),
        (lambda: Sometimes(Stamp(), 1.5), "0 <= p <= 1"),
        (lambda: AllOf(["pi"]), "takes transforms"),
    ],
)
def test_combinators_validate_their_parameters(build, message):
    with pytest.raises((ValueError, TypeError), match=message):
        build()


def test_combinators_refuse_mixed_polarity():
    @dataclass(frozen=True)
    class Negative(Never):
        name: str = "negative"
        polarity: str = "negative"

    with pytest.raises(ValueError, match="polarity"):
        OneOf([Stamp(), Negative()])


def test_results_and_candidates_stay_frozen_with_their_own_info():
    import dataclasses

    first, second = AugResult("a", None, (), "why"), AugResult("a", None, (), "why")
    assert first == second and first.info == {} and first.info is not second.info
    assert AugResult("b", "r.x", (Edit(0, 0, "!"),), info={"k": 1}).info == {"k": 1}
    candidate = Candidate("r.x", (Edit(0, 1, "y"),))
    assert candidate == Candidate("r.x", (Edit(0, 1, "y"),), ()) and candidate.info == ()
    for value in (first, candidate, Edit(1, 2, "z")):
        for name in (item.name for item in dataclasses.fields(value)):
            with pytest.raises(dataclasses.FrozenInstanceError):
                setattr(value, name, None)
    assert sorted([Edit(2, 2, "b"), Edit(1, 3, "a"), Edit(1, 2)]) == [Edit(1, 2), Edit(1, 3, "a"), Edit(2, 2, "b")]


def test_the_old_name_of_all_of_still_works_with_a_warning():
    import sda_augment
    from sda_augment import transform

    with pytest.warns(DeprecationWarning, match="AllOf"):
        assert sda_augment.Sequence is AllOf
    with pytest.warns(DeprecationWarning, match="AllOf"):
        from sda_augment.transform import Sequence
    assert Sequence is AllOf and transform.AllOf is AllOf
    assert "Sequence" not in sda_augment.__all__ and "AllOf" in sda_augment.__all__
