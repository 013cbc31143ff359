"""The code stays free of lint (ruff, as configured in pyproject.toml) and of dead code
(vulture, with the names only frameworks use listed in tests/vulture_whitelist.py)."""

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def _run(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", *args], cwd=ROOT, capture_output=True, text=True)


def test_ruff_finds_nothing():
    result = _run("ruff", "check", "--no-cache", "sda_augment", "tests", "benchmarks")
    assert result.returncode == 0, result.stdout + result.stderr


def test_vulture_finds_no_dead_code():
    result = _run("vulture")  # paths and confidence from [tool.vulture]
    assert result.returncode == 0, result.stdout + result.stderr


def test_the_checks_can_fail(tmp_path):
    """The same commands report an unused import and an unused function."""
    sample = tmp_path / "sample.py"
    sample.write_text("import os\n\n\ndef never_called():\n    return 1\n")
    assert _run("ruff", "check", "--no-cache", "--isolated", str(sample)).returncode != 0
    assert _run("vulture", str(sample)).returncode != 0
