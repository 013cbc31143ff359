"""The csv exports: a sent1 that would alter meaning is refused before any work; AugCSE's
layout labels each row with the augmentation that made it."""

from __future__ import annotations

import csv
import io

import pytest
from click.testing import CliRunner

from sda_augment import cli, registry
from sda_augment.command import corpus as corpus_command
from sda_augment.exports import AUGCSE_HEADER, AugcseExport, ExportError, alterations, export_layout
from sda_augment.io import InputRecord
from sda_augment.pipeline import AugRecord
from sda_augment.registry import available, build
from sda_augment.transform import AugResult, Meta

SENTENCES = ["The war caused a large migration of three women.", "She was held in the old building.", "He walked home."]


@pytest.fixture
def corpus(tmp_path):
    path = tmp_path / "in.txt"
    path.write_text("\n".join(SENTENCES) + "\n", encoding="utf-8")
    return str(path)


@pytest.fixture
def no_work(monkeypatch):
    """Building the augmenter (loading spaCy, parsing) fails the test."""

    def refuse(*args, **kwargs):
        raise AssertionError("the run started working before refusing")

    monkeypatch.setattr(corpus_command, "Augmenter", refuse)


def altering_members() -> list[str]:
    """Pool members that declare a changed meaning: negatives, or positives with ``alters``."""
    return sorted(item.name for item in available() if "augcse" in item.meta.pools and (item.polarity == "negative" or item.meta.alters))


def test_the_pool_declares_what_alters_meaning():
    found = altering_members()
    # Declared by the members themselves, not listed here: the negatives, and tense (time) and
    # gender_swap (who is meant), which are positive transforms that change the claim.
    assert {"tense", "gender_swap", "adj_antonym", "hyponym", "color_swap", "city_swap"} <= set(found)
    assert not {"contraction", "discourse", "num2word", "yoda", "hypernym"} & set(found)
    assert [item.transform for item in alterations("augcse", build("augcse"))] == found


def test_augcse_as_simcse_positives_stops_before_any_work(corpus, tmp_path, no_work):
    out = tmp_path / "train.csv"
    result = CliRunner().invoke(cli.main, [corpus, "-m", "augcse", "--format", "simcse-csv", "-o", str(out)])
    assert result.exit_code == 2
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1
    line = lines[0]
    assert line.startswith("sda-augment: error: --format simcse-csv writes sent1 as a positive, and augcse's members ")
    for member in altering_members():
        assert member in line
    assert "tense (changes the time)" in line and "hyponym (a negative)" in line
    assert "use --format augcse-csv (sent0,aug,aug_type)" in line
    assert f"-m augcse:exclude={'+'.join(altering_members())} to leave them out" in line
    assert not out.exists()


@pytest.mark.parametrize(
    "method, said, advice",
    [
        ("hyponym:polarity=positive", "hyponym (a negative) alters the meaning", "--negative hyponym for the hard_neg column"),
        ("pi,tense", "tense (changes the time) alters the meaning", "leave tense out"),
        ("color_swap:polarity=positive", "color_swap (a negative)", "--negative color_swap"),
    ],
)
def test_a_meaning_altering_positive_stops(corpus, tmp_path, no_work, method, said, advice):
    result = CliRunner().invoke(cli.main, [corpus, "-m", method, "--format", "simcse-csv", "-o", str(tmp_path / "o.csv")])
    assert result.exit_code == 2
    assert len(result.stderr.strip().splitlines()) == 1
    assert said in result.stderr and advice in result.stderr


def test_a_plugin_that_declares_a_change_is_refused_too(monkeypatch):
    class Shift:
        """A stand-in positive that moves dates."""

        name = "date_shift"
        polarity = "positive"
        meta = Meta("Move dates", alters="the date")

        def applicable(self, doc):
            return True

        def apply(self, doc, rng):
            raise AssertionError("never run")

    monkeypatch.setitem(registry._REGISTRY, "date_shift", registry.describe(Shift))
    with pytest.raises(ExportError, match=r"date_shift \(changes the date\) alters the meaning"):
        export_layout("simcse-csv", {"date_shift": Shift()}, {})


def test_faithful_positives_and_excluded_members_are_exported():
    assert export_layout("simcse-csv", {"pi": build("pi"), "mv": build("mv")}, {"neg": build("neg")}).header == ["sent0", "sent1", "hard_neg"]
    excluded = "+".join(altering_members())
    layout = export_layout("simcse-csv", {"augcse": build(f"augcse:exclude={excluded}")}, {})
    assert layout is not None and layout.header == ["sent0", "sent1"]
    assert export_layout("jsonl", {"augcse": build("augcse")}, {}) is None


def record(text: str, **results: tuple[str, str | None]) -> AugRecord:
    return AugRecord(0, text, {name: AugResult(out, rule, (), None if rule else "n/a") for name, (out, rule) in results.items()})


def test_augcse_rows_name_the_member_and_none():
    layout = export_layout("augcse-csv", {"augcse": build("augcse")}, {}, seed=0)
    assert isinstance(layout, AugcseExport) and tuple(layout.header) == AUGCSE_HEADER
    source = InputRecord(0, 0, "She was held.")
    changed = record("She was held.", augcse=("She will be held.", "augcse.tense"))
    same = record("She was held.", augcse=("She was held.", None))
    assert layout.rows(source, changed, layout.default_unchanged) == [["She was held.", "She will be held.", "tense"]]
    assert layout.rows(source, same, "keep") == [["She was held.", "She was held.", "none"]]
    assert layout.rows(source, same, "drop") == []
    assert layout.rows(InputRecord(0, 0, "", problem="input.empty"), same, "keep") == []


def test_augcse_rows_draw_one_method_uniformly_and_label_none_when_it_did_nothing():
    layout = export_layout("augcse-csv", {"pi": build("pi")}, {"hyponym": build("hyponym")}, seed=3)
    drawn = []
    for i in range(60):
        source = InputRecord(i, i, "A man plays a guitar.")
        results = record("A man plays a guitar.", pi=("A man plays a guitar!", "pi.final"), hyponym=("A man plays a guitar.", None))
        rows = layout.rows(source, results, "keep")
        assert len(rows) == 1
        drawn.append(rows[0][2])
    # pi always changed it, hyponym never did: a hyponym draw is relabelled "none" (AugCSE §4.2).
    assert set(drawn) == {"pi", "none"}
    assert 15 < drawn.count("none") < 45
    again = [layout.rows(InputRecord(i, i, "x"), record("x", pi=("x!", "p"), hyponym=("x", None)), "keep")[0][2] for i in range(60)]
    assert again == drawn  # the draw depends on the seed and the record, nothing else


def test_augcse_csv_from_the_command_line(corpus, tmp_path):
    out = tmp_path / "aug.csv"
    result = CliRunner().invoke(cli.main, [corpus, "-m", "augcse", "--format", "augcse-csv", "-o", str(out), "-q"])
    assert result.exit_code == 0, result.output
    rows = list(csv.reader(io.StringIO(out.read_text(encoding="utf-8"))))
    assert rows[0] == list(AUGCSE_HEADER)
    assert [row[0] for row in rows[1:]] == SENTENCES
    members = {item.name for item in available() if "augcse" in item.meta.pools} | {"none"}
    for sent0, aug, aug_type in rows[1:]:
        assert aug_type in members
        assert (aug == sent0) == (aug_type == "none")
