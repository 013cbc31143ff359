"""Several variants per method and record: the first is the one output of a run without
variants, each further one draws from its own random source, distinct where the candidates
allow; JSONL holds lists, simcse-csv K rows, the report distinct counts, and --resume works."""

from __future__ import annotations

import csv
import io
import json
import os

import pytest
from click.testing import CliRunner
from test_pipeline import SENTENCES, TwoRules

from sda_augment import augment, augment_batch
from sda_augment.cli import main
from sda_augment.command.output_file import OutputFile
from sda_augment.pipeline import Augmenter, apply_transform
from sda_augment.registry import get_transform
from sda_augment.rng import record_rng

SURFACE = ["word_del", "swap", "crop", "wr"]


def test_variant_zero_keeps_the_seed_string_and_later_ones_extend_it():
    import random

    assert record_rng(3, 7, "pi").random() == random.Random("3:7:pi").random()
    assert record_rng(3, 7, "pi", 0).random() == random.Random("3:7:pi").random()
    assert record_rng(3, 7, "pi", 2).random() == random.Random("3:7:pi:2").random()


def test_the_first_variant_is_the_output_without_variants(nlp):
    methods = ["pi", "mv", "neg", *SURFACE]
    one = list(Augmenter(methods, nlp=nlp, seed=4).run(SENTENCES))
    three = list(Augmenter(methods, nlp=nlp, seed=4, n=3).run(SENTENCES))
    assert [record.results for record in three] == [record.results for record in one]
    for record in three:
        for name in methods:
            variants = record.variants_of(name)
            assert len(variants) == 3 and variants[0] == record.results[name]
    assert all(record.variants == {} for record in one)


def test_each_further_variant_draws_from_its_own_source(nlp):
    """Variant k is the method's result with rng (seed, record, method, k), unless that repeats
    an earlier variant: then it is one of the redraws k.1, k.2, ..."""
    transform = get_transform("word_del", p=0.3)
    records = list(Augmenter([transform], nlp=nlp, seed=9, n=3).run(SENTENCES))
    redrawn = 0
    for index, record in enumerate(records):
        doc = nlp(SENTENCES[index])
        variants = record.variants_of("word_del")
        for k in (1, 2):
            drawn = apply_transform(transform, doc, record_rng(9, index, "word_del", k))[0]
            if drawn.text not in {v.text for v in variants[:k]}:
                assert variants[k] == drawn
            else:
                redrawn += 1
                redraws = [apply_transform(transform, doc, record_rng(9, index, "word_del", f"{k}.{j}"))[0] for j in (1, 2, 3, 4)]
                assert variants[k] in redraws
    assert redrawn < len(records)  # most draws differ at once


def test_rule_variants_are_distinct_while_candidates_last(nlp):
    # "Yes, no, maybe." gives TwoRules three candidates: "!" after "Yes" and ";" after each comma.
    text = "Yes, no, maybe."
    (record,) = augment([text], [TwoRules()], nlp=nlp, n=5)
    written = [result.text for result in record.variants_of("two")]
    assert len(set(written[:3])) == 3  # every candidate once before any repeats
    assert set(written) == {"Yes!, no, maybe.", "Yes,; no, maybe.", "Yes, no,; maybe."}
    (single,) = augment(["Hello there."], [TwoRules()], nlp=nlp, n=3)
    assert [result.text for result in single.variants_of("two")] == ["Hello! there."] * 3


def test_variants_do_not_depend_on_batching_or_processes(nlp):
    def run(**options):
        return [record.variants for record in Augmenter(["pi", "word_del"], nlp=nlp, seed=1, n=2, **options).run(SENTENCES)]

    assert run(batch_size=3) == run(batch_size=64) == run(n_process=2, batch_size=4)


def test_coverage_counts_distinct_changed_variants(nlp):
    augmenter = Augmenter([TwoRules()], nlp=nlp, n=3)
    list(augmenter.run(["Yes, no, maybe.", "Hello there.", ""]))
    counts = augmenter.coverage["two"]
    assert counts.total == 3 and counts.changed == 2  # of the first variant, as without variants
    assert counts.distinct == {3: 1, 1: 1, 0: 1}
    report = augmenter.coverage.report()["methods"]["two"]["variants"]
    assert report == {"per_record": 3, "distinct": 4, "mean_distinct": pytest.approx(4 / 3, abs=1e-6),
                      "records_by_distinct": {"0": 1, "1": 1, "3": 1}}
    plain = Augmenter([TwoRules()], nlp=nlp)
    list(plain.run(["Yes, no, maybe."]))
    assert "variants" not in plain.coverage.report()["methods"]["two"]


# --- the command ---------------------------------------------------------------------------


@pytest.fixture
def corpus(tmp_path):
    path = tmp_path / "in.txt"
    path.write_text("\n".join(SENTENCES) + "\n\n", encoding="utf-8")  # a bad (empty) record last
    return str(path)


def invoke(*args: str):
    return CliRunner().invoke(main, list(args))


def read_jsonl(path):
    with open(path, encoding="utf-8") as handle:
        return [json.loads(line) for line in handle]


def test_jsonl_holds_lists_whose_first_entries_are_the_single_run(corpus, tmp_path):
    single, multiple = tmp_path / "one.jsonl", tmp_path / "three.jsonl"
    report = tmp_path / "report.json"
    args = [corpus, "-m", "pi,word_del", "--negative", "neg", "--seed", "2", "-q"]
    assert invoke(*args, "-o", str(single)).exit_code == 0
    result = invoke(*args, "-o", str(multiple), "--variants", "3", "--report", str(report))
    assert result.exit_code == 0, result.output
    ones, threes = read_jsonl(single), read_jsonl(multiple)
    assert len(threes) == len(SENTENCES) + 1
    for one, three in zip(ones, threes):
        assert three["text"] == one["text"]
        for name in ("pi", "word_del", "neg"):
            assert isinstance(three[name], list) and len(three[name]) == 3
            assert three[name][0] == one[name]
            assert three["rules"][name][0] == one["rules"][name]
            assert len(three["rules"][name]) == 3
    assert threes[-1]["problem"] == "input.empty" and threes[-1]["pi"] == ["", "", ""]
    data = json.loads(report.read_text())
    assert data["methods"]["word_del"]["variants"]["per_record"] == 3


def test_drop_leaves_unchanged_variants_out_of_both_lists(corpus, tmp_path):
    out = tmp_path / "out.jsonl"
    assert invoke(corpus, "-m", "word_del", "--variants", "3", "--unchanged", "drop", "-o", str(out), "-q").exit_code == 0
    for record in read_jsonl(out):
        rules = record["rules"]["word_del"]
        assert None not in rules
        assert len(record.get("word_del", [])) == len(rules)


def test_simcse_csv_writes_a_row_per_distinct_variant(corpus, tmp_path):
    out = tmp_path / "out.csv"
    result = invoke(corpus, "-m", "word_del", "--variants", "3", "--format", "simcse-csv", "--unchanged", "keep",
                    "-o", str(out), "-q")
    assert result.exit_code == 0, result.output
    rows = list(csv.reader(io.StringIO(out.read_text(encoding="utf-8"))))
    assert rows[0] == ["sent0", "sent1"]
    records = list(augment(SENTENCES, ["word_del"], n=3))
    expected = [[record.text, text] for record in records
                for text in dict.fromkeys(result.text for result in record.variants_of("word_del"))]
    assert rows[1:] == expected  # the bad record gives none; a repeated variant no second row
    assert len(expected) < 3 * len(SENTENCES)  # some short sentence has fewer than three deletions


def test_resume_continues_a_run_with_variants(corpus, tmp_path, monkeypatch):
    clean = tmp_path / "clean.jsonl"
    args = ["-m", "pi,swap", "--variants", "2", "-q"]
    assert invoke(corpus, *args, "-o", str(clean)).exit_code == 0
    original = OutputFile.write_record

    def interrupt_after_five(self, lines):
        if self.done_records == 5:
            raise KeyboardInterrupt
        original(self, lines)

    monkeypatch.setattr(OutputFile, "write_record", interrupt_after_five)
    out = tmp_path / "out.jsonl"
    assert invoke(corpus, *args, "-o", str(out), "--resume").exit_code == 130
    assert os.path.exists(str(out) + ".partial")
    monkeypatch.setattr(OutputFile, "write_record", original)
    refused = invoke(corpus, "-m", "pi,swap", "--variants", "3", "-q", "-o", str(out), "--resume")
    assert refused.exit_code == 1 and "other settings (variants)" in refused.stderr
    result = invoke(corpus, *args, "-o", str(out), "--resume")
    assert result.exit_code == 0, result.output
    assert out.read_bytes() == clean.read_bytes()


def test_augment_batch_gives_the_commands_variants(corpus, tmp_path):
    out = tmp_path / "out.jsonl"
    assert invoke(corpus, "-m", "pi,crop", "--variants", "2", "--seed", "3", "-o", str(out), "-q").exit_code == 0
    expected = read_jsonl(out)[: len(SENTENCES)]
    batch = augment_batch({"text": list(SENTENCES)}, list(range(len(SENTENCES))), methods=["pi", "crop"], seed=3, n=2)
    assert batch["pi"] == [record["pi"] for record in expected]
    assert batch["crop"] == [record["crop"] for record in expected]
    assert batch["rules"] == [record["rules"] for record in expected]


def test_variants_must_be_positive(nlp):
    with pytest.raises(ValueError, match="at least 1"):
        Augmenter(["pi"], nlp=nlp, n=0)
    assert invoke("-", "-m", "pi", "--variants", "0").exit_code == 2
