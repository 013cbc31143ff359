"""docs/distributed.md's Ray Data and Spark snippets, run as written, give the CLI's output.

Each snippet is taken from the page's code block and run in a fresh Python process in a folder
holding its ``sentences.jsonl`` (a few tens of records with ids that are not row numbers, and
two bad records): Ray on a local cluster of this machine, Spark with its own ``local[2]``
session (it needs a Java runtime; ``.ci/run`` installs one where there is none). Every output
record must equal the CLI's record for the same id.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

from click.testing import CliRunner
from test_pipeline import SENTENCES

from sda_augment.cli import main

ROOT = Path(__file__).resolve().parent.parent
PAGE = (ROOT / "docs" / "distributed.md").read_text("utf-8")
METHODS = ["pi", "mv", "dn", "neg"]
RECORDS = [{"id": 3 * index + 1, "text": text} for index, text in enumerate([*SENTENCES, "", "   "])]


def snippet(heading: str) -> str:
    """The first Python code block under ``## heading``."""
    section = PAGE.split(f"\n## {heading}\n", 1)[1].split("\n## ", 1)[0]
    return re.search(r"```python\n(.*?)```", section, flags=re.DOTALL).group(1)


def run_snippet(code: str, folder: Path) -> None:
    (folder / "sentences.jsonl").write_text("".join(json.dumps(record) + "\n" for record in RECORDS), encoding="utf-8")
    environment = {**os.environ, "PYSPARK_PYTHON": sys.executable, "PYSPARK_DRIVER_PYTHON": sys.executable,
                   "RAY_DEDUP_LOGS": "0"}
    done = subprocess.run([sys.executable, "-c", code], cwd=folder, capture_output=True, text=True, timeout=600,
                          env=environment, check=False)
    assert done.returncode == 0, done.stderr[-4000:]


def cli_records(folder: Path) -> dict[int, dict]:
    out = folder / "cli.jsonl"
    result = CliRunner().invoke(main, [str(folder / "sentences.jsonl"), "-m", "pi,mv,dn", "--negative", "neg",
                                       "--seed", "0", "-o", str(out), "-q"])
    assert result.exit_code == 0, result.output
    records = [json.loads(line) for line in out.read_text("utf-8").splitlines()]
    return {record["id"]: record for record in records}


def written_rows(folder: Path) -> list[dict]:
    rows = []
    for path in sorted(folder.iterdir()):
        if path.suffix == ".json" and path.stat().st_size:
            rows += [json.loads(line) for line in path.read_text("utf-8").splitlines() if line.strip()]
    return rows


def test_the_snippets_are_the_documented_calls():
    assert "ray.data.read_json" in snippet("Ray Data") and "map_batches(" in snippet("Ray Data")
    spark = snippet("Spark")
    assert "SparkSession.builder" in spark and 'master("local[2]")' in spark and "mapInPandas" in spark


def test_ray_data_snippet_gives_the_cli_output(tmp_path):
    run_snippet(snippet("Ray Data"), tmp_path)
    rows = written_rows(tmp_path / "augmented")
    expected = cli_records(tmp_path)
    assert sorted(row["id"] for row in rows) == sorted(expected) == [record["id"] for record in RECORDS]
    for row in rows:
        record = expected[row["id"]]
        assert row["text"] == record["text"]
        for method in METHODS:
            assert row[method] == record[method], (row["id"], method)
        assert row["rules"] == record["rules"]
        assert row["problem"] == record.get("problem")
    assert sum(row["problem"] == "input.empty" for row in rows) == 1
    assert sum(row["rules"]["neg"] is not None for row in rows) >= len(SENTENCES) // 2


def test_spark_snippet_gives_the_cli_output(tmp_path):
    run_snippet(snippet("Spark"), tmp_path)
    assert (tmp_path / "augmented-spark" / "_SUCCESS").exists()
    rows = written_rows(tmp_path / "augmented-spark")
    expected = cli_records(tmp_path)
    assert sorted(row["id"] for row in rows) == sorted(expected)
    for row in rows:
        record = expected[row["id"]]
        assert row["text"] == record["text"]
        for method in METHODS:
            assert row.get(method) == record[method], (row["id"], method)
            assert row.get(f"rule_{method}") == record["rules"][method], (row["id"], method)
        assert row.get("problem") == record.get("problem")  # Spark's JSON leaves nulls out
    assert sum(row.get("problem") == "input.whitespace_only" for row in rows) == 1
