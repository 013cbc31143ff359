"""The README's commands are the ones CI and users run: check them."""

from __future__ import annotations

import json
import re
import shlex
import shutil
import subprocess
import sys
from pathlib import Path

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
    for line in block.splitlines():
        code, _, comment = line.partition("# ")
        if "print(" in code and comment and not comment.startswith("one of"):
            expected.append(comment.strip())
        elif not code.strip() and comment and expected and "|" in comment:
            expected.append(comment.strip())  # an output shown on its own comment line
    completed = subprocess.run([sys.executable, "-c", block], capture_output=True, text=True, timeout=300, cwd=ROOT)
    assert completed.returncode == 0, completed.stderr
    printed = completed.stdout.splitlines()
    assert len(printed) == 5
    assert [printed[i] for i in (0, 1, 2, 4)] == expected
    rule, _, text = printed[3].partition(" -> ")
    assert rule.startswith("pi.") and text != "He travelled widely in Europe."
