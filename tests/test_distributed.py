"""docs/distributed.md's Ray Data and Spark snippets, run as written, give the CLI's output.

Each snippet is taken from the page's code block and run in a fresh Python process in a folder
holding its ``sentences.jsonl`` (a few tens of records with ids that are not row numbers, and
two bad records): Ray on a local cluster of this machine, Spark with its own ``local[2]``
session (it needs a Java runtime; ``.ci/run`` installs one where there is none). Every output
record must equal the CLI's record for the same id.

Without the ``[distributed]`` extra (Ray Data, PySpark, pandas, pyarrow) or a Java runtime the
snippets cannot run: their tests are skipped, saying what is missing, except in CI (the CI
variable set), which installs them all, and where a missing one fails the test.
"""

from __future__ import annotations

import importlib
import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner
from test_pipeline import SENTENCES

from sda_augment.cli import main

ROOT = Path(__file__).resolve().parent.parent
PAGE = (ROOT / "docs" / "distributed.md").read_text("utf-8")
METHODS = ["pi", "mv", "dn", "neg"]
RECORDS = [{"id": 3 * index + 1, "text": text} for index, text in enumerate([*SENTENCES, "", "   "])]


def missing(modules: tuple[str, ...], java: bool = False) -> list[str]:
    """What a snippet needs that this environment lacks: modules that do not import, a Java runtime."""
    lacking = []
    for name in modules:
        try:
            importlib.import_module(name)
        except ImportError:
            lacking.append(name)
    java_home = os.environ.get("JAVA_HOME")
    if java and not shutil.which("java") and not (java_home and os.path.exists(os.path.join(java_home, "bin", "java"))):
        lacking.append("a Java runtime (java)")
    return lacking


def require(modules: tuple[str, ...], java: bool = False) -> None:
    """Skip the test when the environment lacks what it needs, or fail it in CI, which has it all."""
    lacking = missing(modules, java)
    if not lacking:
        return
    reason = f"needs {', '.join(lacking)}: pip install -e '.[distributed]'" + (" and a Java runtime, 17 or newer" if java else "")
    if os.environ.get("CI"):
        pytest.fail(f"{reason} (in CI they must be there: .ci/run installs them)")
    pytest.skip(reason)


@pytest.fixture
def ray_data():
    require(("ray.data", "pandas", "pyarrow"))


@pytest.fixture
def spark():
    require(("pyspark", "pandas", "pyarrow"), java=True)


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


def test_ray_data_snippet_gives_the_cli_output(tmp_path, ray_data):
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


def test_spark_snippet_gives_the_cli_output(tmp_path, spark):
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


# --- without the extra: a skip that says why, except in CI ---------------------------------------


def _run_spark_test(environment: dict[str, str]) -> subprocess.CompletedProcess:
    """This file's Spark test in a fresh pytest with no Java runtime to be found."""
    return subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-rs", "-p", "no:cacheprovider", f"{__file__}::test_spark_snippet_gives_the_cli_output"],
        cwd=ROOT, capture_output=True, text=True, timeout=300, env=environment, check=False,
    )


def test_without_java_the_spark_test_skips_with_a_reason_but_fails_in_ci(tmp_path):
    environment = {key: value for key, value in os.environ.items() if key not in ("CI", "JAVA_HOME")}
    environment["PATH"] = str(tmp_path)  # no java on it
    skipped = _run_spark_test(environment)
    assert skipped.returncode == 0, skipped.stdout[-2000:]
    assert "1 skipped" in skipped.stdout and "a Java runtime (java)" in skipped.stdout
    failed = _run_spark_test({**environment, "CI": "true"})
    assert failed.returncode == 1 and "1 error" in failed.stdout  # the fixture fails it
    assert "in CI they must be there" in failed.stdout
