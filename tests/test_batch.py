"""augment_batch: the same results as the CLI, under Dataset.map with worker processes."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner
from test_pipeline import SENTENCES

from sda_augment import augment_batch
from sda_augment.cli import main

ROWS = SENTENCES + ["", "   "]


def cli_records(tmp_path, lines: list[str], *args: str) -> list[dict]:
    path = tmp_path / ("in.jsonl" if lines and lines[0].startswith("{") else "in.txt")
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    out = tmp_path / "out.jsonl"
    result = CliRunner().invoke(main, [str(path), "-o", str(out), "-q", *args])
    assert result.exit_code == 0, result.output
    return [json.loads(line) for line in out.read_text(encoding="utf-8").splitlines()]


def test_dataset_map_with_processes_equals_cli(tmp_path):
    datasets = pytest.importorskip("datasets", reason="the [datasets] extra is not installed")
    from sda_augment.batch import output_features

    dataset = datasets.Dataset.from_dict({"text": ROWS, "label": list(range(len(ROWS)))})
    mapped = dataset.map(
        augment_batch,
        batched=True,
        batch_size=5,
        with_indices=True,
        num_proc=2,
        fn_kwargs={"methods": ["pi"], "seed": 9},
        features=output_features(dataset.features, ["pi"]),
    )
    expected = cli_records(tmp_path, ROWS, "-m", "pi", "--seed", "9")
    assert len(mapped) == len(expected) == len(ROWS)
    for row, record in zip(mapped, expected):
        assert row["text"] == record["text"]
        assert row["pi"] == record["pi"]
        assert row["rules"] == record["rules"]
        assert row["problem"] == record.get("problem")
    assert mapped[len(SENTENCES)]["problem"] == "input.empty"
    assert sum(row["rules"]["pi"] is not None for row in mapped) >= len(SENTENCES) // 2


def test_id_column_gives_the_same_results_as_jsonl_ids(tmp_path):
    ids = [f"doc-{i}" for i in range(len(SENTENCES))]
    batch = {"id": ids, "text": list(SENTENCES)}
    out = augment_batch(batch, methods="pi", seed=1)
    lines = [json.dumps({"id": i, "text": t}) for i, t in zip(ids, SENTENCES)]
    expected = cli_records(tmp_path, lines, "-m", "pi", "--seed", "1")
    assert out["pi"] == [record["pi"] for record in expected]
    assert out["rules"] == [record["rules"] for record in expected]
    assert out["id"] == ids and out["text"] == SENTENCES
    # Split into other batches: each record keeps its result.
    halves = [augment_batch({"id": ids[i::2], "text": SENTENCES[i::2]}, methods="pi", seed=1) for i in (0, 1)]
    assert halves[0]["pi"] == out["pi"][0::2] and halves[1]["pi"] == out["pi"][1::2]


def test_unchanged_drop_and_bad_input():
    out = augment_batch({"text": ["Wow!", ""]}, [0, 1], methods=["pi"], unchanged="drop")
    assert out["pi"][1] is None and out["problem"] == [None, "input.empty"]
    with pytest.raises(ValueError, match="with_indices"):
        augment_batch({"text": ["Hi."]}, methods="pi")
    with pytest.raises(KeyError, match="sentence"):
        augment_batch({"text": ["Hi."]}, [0], methods="pi", text_field="sentence")
    with pytest.raises(ValueError, match="unchanged"):
        augment_batch({"text": ["Hi."]}, [0], methods="pi", unchanged="maybe")
    with pytest.raises(ValueError, match="1 ids for 2 texts"):
        augment_batch({"text": ["Hi.", "Ho."]}, [0], methods="pi")
