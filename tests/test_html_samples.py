"""The report's samples: seeded reservoirs that keep a uniform sample of a stream, and
nothing else, and the markup pieces that show them."""

from __future__ import annotations

from collections import Counter

import pytest

from sda_augment.edits import Edit
from sda_augment.html.markup import before_after, esc, marked_edits
from sda_augment.html.samples import ReportSamples, Reservoir
from sda_augment.pipeline import AugRecord
from sda_augment.transform import AugResult


def fill(reservoir: Reservoir, items) -> list:
    for item in items:
        slot = reservoir.slot()
        if slot is not None:
            reservoir.put(slot, item)
    return reservoir.items


def test_a_short_stream_is_kept_whole_in_order():
    reservoir = Reservoir(5, "s")
    assert fill(reservoir, "abc") == ["a", "b", "c"]
    assert reservoir.seen == 3


def test_a_long_stream_keeps_size_items_and_counts_them_all():
    reservoir = Reservoir(7, "s")
    kept = fill(reservoir, range(100_000))
    assert len(kept) == 7 and len(set(kept)) == 7 and reservoir.seen == 100_000
    assert max(kept) >= 7  # later items replaced some of the first seven


def test_the_sample_follows_the_seed():
    assert fill(Reservoir(5, "a"), range(1000)) == fill(Reservoir(5, "a"), range(1000))
    assert fill(Reservoir(5, "a"), range(1000)) != fill(Reservoir(5, "b"), range(1000))


def test_every_item_is_equally_likely_to_be_kept():
    # 20 items, 5 kept: each should be in 25% of the samples; 4,000 seeds put the standard
    # error near 0.7 points, so 4 points either way would be a real bias.
    size, length, trials = 5, 20, 4000
    counts: Counter = Counter()
    for trial in range(trials):
        counts.update(fill(Reservoir(size, f"trial:{trial}"), range(length)))
    for item in range(length):
        assert abs(counts[item] / trials - size / length) < 0.04, (item, counts[item])


def test_a_reservoir_of_size_zero_keeps_nothing():
    reservoir = Reservoir(0, "s")
    assert fill(reservoir, range(100)) == [] and reservoir.seen == 100
    with pytest.raises(ValueError):
        Reservoir(-1, "s")


def record(index: int, rule: str | None) -> AugRecord:
    text = f"Sentence {index}."
    if rule is None:
        result = AugResult(text, None, (), "m.why")
    else:
        result = AugResult(text + "!", rule, (Edit(len(text), len(text), "!"),))
    return AugRecord(index, text, {"m": result})


def test_memory_stays_flat_over_a_long_run():
    samples = ReportSamples(seed=1, per_rule=4)
    rules = ["m.a", "m.b", None]
    for index in range(30_000):
        samples.add(record(index, rules[index % 3]))
    kept = list(samples)
    assert len(kept) == 4 + 4 + 4  # two rules and one reason, four each
    assert samples.records == 30_000
    for rule in ("m.a", "m.b"):
        chosen = samples.for_rule("m", rule)
        assert [sample.position for sample in chosen] == sorted(sample.position for sample in chosen)
        assert all(sample.results[0].rule == rule for sample in chosen)
    assert samples.rules["m"]["m.a"].seen == 10_000
    assert all(sample.results[0].reason == "m.why" for sample in samples.for_reason("m", "m.why"))


def test_reasons_get_fewer_samples_than_rules_by_default():
    samples = ReportSamples(per_rule=10)
    for index in range(50):
        samples.add(record(index, None))
    assert len(samples.for_reason("m", "m.why")) == 5
    assert ReportSamples(per_rule=2).per_reason == 2


def test_bad_records_are_sampled_by_their_problem():
    samples = ReportSamples()
    bad = AugRecord(3, "", {"m": AugResult("", None, (), "input.empty")}, "input.empty", {"m": False}, {}, {})
    samples.add(bad)
    (sample,) = samples.for_bad("input.empty")
    assert sample.record_id == 3 and sample.results[0].reason == "input.empty"


def test_edits_are_marked_in_both_lines():
    text = "He has left."
    edits = [Edit(3, 6, "must have"), Edit(11, 12, ""), Edit(0, 0, "<")]
    before, after = marked_edits(text, edits, "<He must have left")
    assert before == (
        '<span class="at" data-start="0" data-end="0"></span>He '
        '<del data-start="3" data-end="6">has</del> left'
        '<del data-start="11" data-end="12">.</del>'
    )
    assert after == (
        '<ins data-start="0" data-end="0">&lt;</ins>He '
        '<ins data-start="3" data-end="6">must have</ins> left'
        '<span class="cut" data-start="11" data-end="12"></span>'
    )


def test_edits_that_do_not_give_the_output_are_not_marked():
    assert marked_edits("abc", [Edit(0, 1, "x")], "xbd") is None
    assert marked_edits("abc", [], "abd") is None
    assert marked_edits("abc", [Edit(0, 9, "x")], "x") is None  # past the end
    assert 'class="after unmarked"' in before_after("abc", [], "abd")


def test_escaping_covers_markup_quotes_and_control_characters():
    assert esc("<a href=\"x\">Tom & Jerry's</a>") == "&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#x27;s&lt;/a&gt;"
    assert esc("a\x00b\tc") == "a\u2400b\tc"


def test_a_changed_sample_shows_every_changed_variant_of_its_record():
    first = AugResult("He left!", "pi.final_mark", (Edit(7, 8, "!"),))
    second = AugResult("He left...", "pi.repeat_mark", (Edit(7, 8, "..."),))
    same = AugResult("He left.", None, (), "transform.no_change")
    record = AugRecord(0, "He left.", {"pi": first}, variants={"pi": (first, second, same)})
    samples = ReportSamples(0, 10)
    samples.add(record)
    (kept,) = samples.for_rule("pi", "pi.final_mark")  # keyed by the first variant's rule
    assert kept.results == (first, second)  # the unchanged third variant is not shown
    assert samples.for_rule("pi", "pi.repeat_mark") == []
