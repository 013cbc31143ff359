"""Small things a newcomer types first: --version, a method name in capitals or misspelt,
and --list into a file."""

from __future__ import annotations

import os
import subprocess
import sys
from importlib.metadata import version

from click.testing import CliRunner

from sda_augment.cli import main
from sda_augment.registry import available


def invoke(*args):
    return CliRunner().invoke(main, [str(arg) for arg in args])


def test_version_prints_the_installed_version():
    result = invoke("--version")
    assert result.exit_code == 0 and result.stdout == f"sda-augment {version('sda-augment')}\n"


def test_method_names_are_matched_case_aside(tmp_path):
    corpus = tmp_path / "in.txt"
    corpus.write_text("He travelled widely in Europe.\n", encoding="utf-8")
    out = tmp_path / "out.jsonl"
    result = invoke(corpus, "-m", "PI,Mv", "--negative", "NEG:contractions=never", "-o", out, "-q")
    assert result.exit_code == 0, result.output
    record = out.read_text().splitlines()[0]
    assert '"pi": ' in record and '"mv": ' in record and '"neg": "He did not travel widely in Europe."' in record


def test_an_unknown_method_name_says_what_was_meant():
    result = invoke("-", "-m", "pii")
    assert result.exit_code == 2 and result.stderr.count("\n") == 1
    assert "unknown transform 'pii'; did you mean 'pi'?" in result.stderr
    far = invoke("-", "--negative", "xyzzy")
    assert "unknown transform 'xyzzy' (available: " in far.stderr and "did you mean" not in far.stderr


def test_list_into_a_file_is_not_squeezed_to_80_columns(tmp_path):
    environment = {key: value for key, value in os.environ.items() if key != "COLUMNS"}
    listed = subprocess.run([sys.executable, "-c", "from sda_augment.cli import main; main()", "--list"],
                            capture_output=True, text=True, env=environment, timeout=300, check=True).stdout
    lines = listed.splitlines()
    assert max(len(line) for line in lines) > 80
    for item in available():  # every transform's description on its row's first line, whole
        row = next(line for line in lines if line.startswith(f"│ {item.name} "))
        assert item.description in row, item.name
    squeezed = subprocess.run([sys.executable, "-c", "from sda_augment.cli import main; main()", "--list"],
                              capture_output=True, text=True, env={**environment, "COLUMNS": "80"}, timeout=300).stdout
    assert len(lines) < len(squeezed.splitlines()) / 2
