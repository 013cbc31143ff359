"""Plugins for real: a package on PYTHONPATH with a dist-info folder declaring an entry point
in the ``sda_augment.transforms`` group, seen by a fresh ``sda-augment`` process."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap

import pytest

PLUGIN = '''
"""A plugin transform: exclamation marks at the end of the sentence."""

from dataclasses import dataclass
from typing import ClassVar

from sda_augment import Candidate, Edit, Meta, RuleTransform


@dataclass(frozen=True)
class Exclaim(RuleTransform):
    """Exclaim: end the sentence with exclamation marks."""

    name: ClassVar[str] = "exclaim"
    polarity: ClassVar[str] = "positive"
    meta: ClassVar[Meta] = Meta(source="a plugin written by a test", needs="text")

    marks: int = 1

    def candidates(self, doc):
        text = doc.text.rstrip()
        end = len(text) - 1 if text.endswith(".") else len(text)
        return [Candidate("exclaim.marks", (Edit(end, len(text), "!" * self.marks),))] if text else []
'''


def _dist(root, project, module, entry):
    info = root / f"{project}-0.1.dist-info"
    info.mkdir()
    (info / "METADATA").write_text(f"Metadata-Version: 2.1\nName: {project}\nVersion: 0.1\n", encoding="utf-8")
    (info / "entry_points.txt").write_text(f"[sda_augment.transforms]\n{entry}\n", encoding="utf-8")


@pytest.fixture
def plugins(tmp_path):
    """A working plugin and a broken one, importable from ``tmp_path``."""
    (tmp_path / "exclaim_plugin.py").write_text(textwrap.dedent(PLUGIN), encoding="utf-8")
    _dist(tmp_path, "exclaim_plugin", "exclaim_plugin", "exclaim = exclaim_plugin:Exclaim")
    (tmp_path / "broken_plugin.py").write_text('raise RuntimeError("this plugin is broken\\nand says more")\n', encoding="utf-8")
    _dist(tmp_path, "broken_plugin", "broken_plugin", "broken = broken_plugin:Thing")
    return tmp_path


def sda_augment(root, *args):
    env = {**os.environ, "PYTHONPATH": str(root), "COLUMNS": "200"}
    code = "from sda_augment.cli import main; main()"
    return subprocess.run([sys.executable, "-c", code, *args], capture_output=True, text=True, cwd=root, env=env, timeout=300)


WARNING = "sda-augment: warning: plugin broken = broken_plugin:Thing failed to load: RuntimeError: this plugin is broken\n"


def test_list_shows_the_plugin_and_one_line_for_the_broken_one(plugins):
    done = sda_augment(plugins, "--list")
    assert done.returncode == 0, done.stderr
    assert done.stderr == WARNING
    row = next(line for line in done.stdout.splitlines() if line.startswith("│ exclaim "))
    assert "positive" in row and "text" in row and "marks=int (default 1)" in row
    assert "Exclaim: end the sentence with exclamation marks." in row
    assert "a plugin written by a test" in done.stdout
    assert "plugin: exclaim = exclaim_plugin:Exclaim (exclaim_plugin 0.1)" in done.stdout
    assert " pi " in done.stdout and " neg " in done.stdout  # the built-ins are all there too


def test_the_plugin_runs_with_its_options(plugins):
    corpus = plugins / "in.txt"
    corpus.write_text("He travelled widely in Europe.\nShe can swim\n", encoding="utf-8")
    out, report = plugins / "out.jsonl", plugins / "report.json"
    done = sda_augment(plugins, str(corpus), "-m", "exclaim:marks=3,pi", "-o", str(out), "--report", str(report), "-q")
    assert done.returncode == 0, done.stderr
    assert done.stderr == WARNING
    records = [json.loads(line) for line in out.read_text(encoding="utf-8").splitlines()]
    assert [r["exclaim"] for r in records] == ["He travelled widely in Europe!!!", "She can swim!!!"]
    assert records[0]["rules"]["exclaim"] == "exclaim.marks" and records[0]["pi"] != records[0]["text"]
    assert json.loads(report.read_text())["options"]["exclaim"] == {"marks": 3}
    bad = sda_augment(plugins, str(corpus), "-m", "exclaim:marks=many", "-o", str(out), "-q")
    assert bad.returncode == 2
    assert bad.stderr == WARNING + "sda-augment: error: exclaim: option marks takes int, got 'many'\n"
