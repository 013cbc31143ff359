"""The README's commands are the ones CI and users run: check them."""

from __future__ import annotations

import json
import re
import shlex
import shutil
import subprocess
import sys
from pathlib import Path

from click.testing import CliRunner

from sda_augment.cli import main
from sda_augment.registry import available

ROOT = Path(__file__).resolve().parent.parent
README = (ROOT / "README.md").read_text("utf-8")


def bash_blocks() -> list[str]:
    return [block.strip() for block in re.findall(r"```bash\n(.*?)```", README, flags=re.S)]


def test_readme_has_install_run_and_test_commands():
    blocks = bash_blocks()
    assert len(blocks) >= 2
    assert blocks[0].startswith("pip install . && sda-augment ")
    assert "pytest" in blocks[1]


def test_ci_runs_exactly_the_readme_test_command():
    ci_lines = [line for line in (ROOT / ".ci" / "run").read_text("utf-8").splitlines() if line and not line.startswith("#")]
    assert bash_blocks()[1] in ci_lines


def test_readme_main_job_runs_on_the_bundled_example(tmp_path):
    command = bash_blocks()[0].split("&&", 1)[1].strip()
    argv = shlex.split(command)
    assert argv[0] == "sda-augment" and shutil.which("sda-augment"), "the console script must be installed"
    output = tmp_path / "out.jsonl"
    argv[argv.index("-o") + 1] = str(output)
    completed = subprocess.run(argv, cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert completed.returncode == 0, completed.stderr
    inputs = (ROOT / argv[1]).read_text("utf-8").splitlines()
    records = [json.loads(line) for line in output.read_text("utf-8").splitlines()]
    assert [record["text"] for record in records] == inputs
    methods = argv[argv.index("--method") + 1].split(",") + [argv[argv.index("--negative") + 1]]
    for record in records:
        assert set(methods) <= set(record) and set(methods) <= set(record["rules"])
    # The product's own example: the paper's sentence gets its modal and its negation.
    first = records[0]
    assert first["mv"] == "He must have travelled widely in Europe."
    assert first["neg"] in ("He didn't travel widely in Europe.", "He did not travel widely in Europe.")


def test_readme_python_example_prints_what_its_comments_say():
    block = re.search(r"```python\n(.*?)```", README, flags=re.S).group(1)
    expected = []
    after_print = False
    for line in block.splitlines():
        code, _, comment = line.partition("# ")
        if not line.strip():
            after_print = False  # a blank line ends what a print shows
        elif code.strip():
            after_print = "print(" in code
            if after_print and comment:
                expected.append(comment.strip())
        elif comment and after_print:  # an output shown on the comment line under its print
            expected.append(comment.strip())
    completed = subprocess.run([sys.executable, "-c", block], capture_output=True, text=True, timeout=300, cwd=ROOT)
    assert completed.returncode == 0, completed.stderr
    assert completed.stdout.splitlines() == expected


def test_readme_is_read_in_five_minutes():
    assert len(README.splitlines()) <= 180


def _table_names(text: str) -> dict[str, str]:
    """name → polarity from the README's transform table (a row may name several)."""
    section = text.split("\n## Transforms\n", 1)[1].split("\n## ", 1)[0]
    found = {}
    for row in section.splitlines():
        cells = [cell.strip() for cell in row.strip().strip("|").split("|")]
        if len(cells) == 4 and cells[0].startswith("`"):
            for name in re.findall(r"`([^`]+)`", cells[0]):
                found[name] = cells[1]
    return found


def test_the_transform_table_lists_every_builtin_as_list_does():
    listed = CliRunner().invoke(main, ["--list"], env={"COLUMNS": "400"})
    assert listed.exit_code == 0
    in_list = {line.split("│")[1].strip(): line.split("│")[2].strip() for line in listed.stdout.splitlines()
               if line.startswith("│ ") and line.split("│")[1].strip()}
    builtins = {item.name for item in available() if item.builtin}
    table = _table_names(README)
    assert set(table) == builtins, set(table) ^ builtins
    assert {name: in_list[name] for name in builtins} == table  # the same names and polarities as --list
    assert len(builtins) > 20


def _commands() -> list[str]:
    """Every command of the README's bash blocks (one per line, ``&&`` parts apart)."""
    found = []
    for block in bash_blocks():
        for line in block.splitlines():
            found.extend(part.strip() for part in line.split("&&") if part.strip())
    return found


def test_every_readme_command_runs(tmp_path, monkeypatch):
    """The sda-augment commands run here, in a folder holding the example input (the console
    script's own entry point, in this process); the install and test commands are the ones
    CI runs (.ci/run)."""
    (tmp_path / "docs" / "examples").mkdir(parents=True)
    shutil.copy(ROOT / "docs" / "examples" / "sentences.txt", tmp_path / "docs" / "examples")
    ci = (ROOT / ".ci" / "run").read_text("utf-8")
    monkeypatch.chdir(tmp_path)
    ran = 0
    for command in _commands():
        argv = shlex.split(command)
        if argv[:2] == ["pip", "install"] or argv[:3] == ["python", "-m", "pytest"]:
            assert command in ci or command == "pip install .", command
            continue
        assert argv[0] == "sda-augment", command
        done = CliRunner().invoke(main, argv[1:])
        assert done.exit_code == 0, (command, done.output)
        assert done.stdout or "-o" in argv, command
        if "-o" in argv:
            assert (tmp_path / argv[argv.index("-o") + 1]).stat().st_size > 0, command
        ran += 1
    assert ran >= 4
