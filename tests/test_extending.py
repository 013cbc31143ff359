"""Extending without editing the host, checked the way a user does it.

Plugin packages are built in a temporary folder and pip-installed into a folder on the test
environment's path, and the package's central checks run against them in a fresh pytest: a
plugin that declares its codes, sample and rule file (the example of
docs/adding-a-transform.md, built from the guide's own code blocks) is checked as a built-in
is, and one that declares nothing beyond the protocol leaves the suite green. Then the guide's
built-in family is added, word for word, to a copy of this checkout, and the same checks run
there with it.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
GUIDE = (ROOT / "docs" / "adding-a-transform.md").read_text("utf-8")
# The checks that read the registry, by test file, and the global ones among them by name.
CENTRAL = ["test_contract.py", "test_reasons.py", "test_rules.py", "test_cases.py", "test_registry.py",
           "test_readme.py", "test_text_api.py", "test_needs.py", "test_transforms_index.py", "test_layers.py"]
GLOBAL = ("belongs or declared_once or reason_a_transform_gives or docs_list_every_code or cases_file_belongs "
          "or test_registry or transform_table or every_registered_transform or text_outside_edits "
          "or no_family_reads or every_rule_file_is or the_index_names or lower_layer or no_two_modules "
          "or private_names")


def guide_files(prefix: str) -> dict[str, str]:
    """The files the guide writes out under ``prefix``: each fenced block that follows a
    paragraph opening with the file's path in backticks."""
    files = {}
    path = None
    lines = GUIDE.splitlines()
    index = 0
    while index < len(lines):
        line = lines[index]
        opened = re.match(r"`([\w./-]+\.\w+)`", line)
        if opened and (index == 0 or not lines[index - 1].strip()):  # a paragraph opening with a path
            path = opened.group(1)
        elif line.startswith("```"):
            end = lines.index("```", index + 1)
            if path and path.startswith(prefix):
                files[path] = "\n".join(lines[index + 1 : end]) + "\n"
            path = None
            index = end
        index += 1
    return files


def readme_row() -> str:
    """The row the guide says to add to the README's table."""
    after = GUIDE.split("add its row to the table under *Transforms*", 1)[1]
    return re.search(r"```markdown\n(.*?)\n```", after, flags=re.DOTALL).group(1)


def index_row() -> str:
    """The row the guide says to add to the transforms index."""
    after = GUIDE.split("and its row to the index in the docstring of", 1)[1]
    return re.search(r"```markdown\n(.*?)\n```", after, flags=re.DOTALL).group(1)


def write(root: Path, files: dict[str, str], strip: str = "") -> None:
    for name, text in files.items():
        target = root / name[len(strip):]
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(text, encoding="utf-8")


def run_checks(cwd: Path, selected: str, environment: dict[str, str], prelude: str = "") -> str:
    """The central checks in a fresh pytest, verbose; their output (asserted green)."""
    arguments = [*(f"tests/{name}" for name in CENTRAL), "-q", "-rA", "-p", "no:cacheprovider", "-k", selected]
    code = prelude + f"import sys, pytest\nsys.exit(pytest.main({arguments!r}))\n"
    done = subprocess.run([sys.executable, "-c", code], cwd=cwd, capture_output=True, text=True, timeout=900,
                          env=environment)
    assert done.returncode == 0, done.stdout[-6000:] + done.stderr[-2000:]
    return done.stdout


def passed(output: str, fragment: str) -> list[str]:
    return [line for line in output.splitlines() if line.startswith("PASSED") and fragment in line]


# A plugin that implements the protocol and nothing more: no Meta, no docstring, free-text
# reasons, a parse it does not use (the default it gets for saying nothing).
UK_SPELLING = '''
import re

from sda_augment.edits import Edit
from sda_augment.transform import edited, unchanged

SPELLINGS = {"color": "colour", "center": "centre", "traveled": "travelled", "gray": "grey"}
WORDS = re.compile(r"\\b(" + "|".join(SPELLINGS) + r")\\b")


class UkSpelling:
    name = "uk_spelling"
    polarity = "positive"

    def applicable(self, doc):
        return WORDS.search(doc.text) is not None

    def apply(self, doc, rng):
        edits = [Edit(found.start(), found.end(), SPELLINGS[found.group(1)]) for found in WORDS.finditer(doc.text)]
        if not edits:
            return unchanged(doc, "no American spelling to change")
        return edited(doc, "uk_spelling.respell", edits)
'''

UK_PROJECT = """
[build-system]
requires = ["setuptools>=61"]
build-backend = "setuptools.build_meta"

[project]
name = "sda-uk-spelling"
version = "0.1.0"

[project.entry-points."sda_augment.transforms"]
uk_spelling = "sda_uk_spelling:UkSpelling"

[tool.setuptools]
py-modules = ["sda_uk_spelling"]
"""


def test_the_guide_writes_out_a_whole_plugin_and_a_whole_family():
    plugin = guide_files("sda-exclaim/")
    assert set(plugin) == {
        "sda-exclaim/pyproject.toml", "sda-exclaim/sda_exclaim/__init__.py", "sda-exclaim/sda_exclaim/exclaim.py",
        "sda-exclaim/sda_exclaim/rules/__init__.py", "sda-exclaim/sda_exclaim/rules/exclaim.toml",
        "sda-exclaim/sda_exclaim/cases.jsonl",
    }
    family = guide_files("sda_augment/transforms/opener/") | guide_files("rules/")
    assert set(family) == {f"sda_augment/transforms/opener/{name}" for name in
                           ("__init__.py", "opener.py", "rules.py", "README.md", "cases.jsonl")} | {"rules/opener.toml"}
    assert readme_row().startswith("| `opener` | positive |")
    assert index_row() == "| `opener` | `opener/` | Opener | positive |"


@pytest.mark.slow
def test_installed_plugins_are_checked_and_leave_the_central_checks_green(tmp_path):
    write(tmp_path, guide_files("sda-exclaim/"))
    uk = tmp_path / "sda-uk-spelling"
    uk.mkdir()
    (uk / "sda_uk_spelling.py").write_text(textwrap.dedent(UK_SPELLING), encoding="utf-8")
    (uk / "pyproject.toml").write_text(UK_PROJECT, encoding="utf-8")
    site = tmp_path / "site"
    for package in (tmp_path / "sda-exclaim", uk):
        done = subprocess.run(
            [sys.executable, "-m", "pip", "install", "-q", "--no-deps", "--no-build-isolation", "--no-index",
             "--target", str(site), str(package)],
            capture_output=True, text=True, timeout=300,
        )
        assert done.returncode == 0, done.stdout + done.stderr
    environment = {**os.environ, "PYTHONPATH": str(site)}
    listed = subprocess.run([sys.executable, "-c", "from sda_augment.cli import main; main()", "--list"],
                            capture_output=True, text=True, timeout=300, env={**environment, "COLUMNS": "300"})
    assert listed.returncode == 0 and listed.stderr == "", listed.stderr
    assert "│ exclaim " in listed.stdout and "│ uk_spelling " in listed.stdout

    output = run_checks(ROOT, f"exclaim or uk_spelling or {GLOBAL}", environment)
    # The declaring plugin went through every check; the other through those that need nothing.
    assert passed(output, "test_contract_on_awkward_inputs[empty-exclaim]")
    assert passed(output, "test_contract_on_awkward_inputs[long-uk_spelling]")
    assert passed(output, "test_changes_its_sample_sentence[exclaim]")
    assert not passed(output, "test_changes_its_sample_sentence[uk_spelling]")  # it declares no sample
    assert passed(output, "test_every_declared_rule_file_loads_and_validates[exclaim:sda_exclaim.rules/exclaim]")
    assert len(passed(output, "test_case[sda_exclaim:")) == 4
    for check in ("test_every_reason_a_transform_gives", "test_the_docs_list_every_code", "test_every_code_belongs",
                  "test_the_transform_table_lists_every_builtin", "test_every_registered_transform_and_the_combinators",
                  "test_the_index_names_the_folder_of_every_registered_method_and_no_other"):
        assert passed(output, check), check


@pytest.mark.slow
def test_the_guides_family_added_to_a_fresh_copy_is_found_and_checked(tmp_path):
    checkout = tmp_path / "checkout"
    ignore = shutil.ignore_patterns("__pycache__", "*.pyc", "*.egg-info", ".venv", ".git")
    for name in ("sda_augment", "rules", "tests", "docs"):
        shutil.copytree(ROOT / name, checkout / name, ignore=ignore)
    for name in ("README.md", "pyproject.toml", "setup.py", "CHANGELOG.md"):
        shutil.copy(ROOT / name, checkout / name)
    write(checkout, guide_files("sda_augment/transforms/opener/") | guide_files("rules/"))
    # The rows go in unless this checkout has already followed the guide.
    readme = (checkout / "README.md").read_text("utf-8")
    if readme_row() not in readme.splitlines():
        table = readme.index("|---|---|---|---|\n", readme.index("## Transforms")) + len("|---|---|---|---|\n")
        (checkout / "README.md").write_text(readme[:table] + readme_row() + "\n" + readme[table:], encoding="utf-8")
    index = checkout / "sda_augment" / "transforms" / "__init__.py"
    text = index.read_text("utf-8")
    if index_row() not in text.splitlines():
        header = text.index("|\n", text.index("| method ")) + 2
        row = text.index("|\n", header) + 2  # after the line under the header
        index.write_text(text[:row] + index_row() + "\n" + text[row:], encoding="utf-8")
    # This copy is the package in use: an installed (editable) sda_augment is set aside.
    prelude = (
        "import sys\n"
        "sys.meta_path[:] = [finder for finder in sys.meta_path if 'editable' not in repr(finder).lower()]\n"
        f"sys.path.insert(0, {str(checkout)!r})\n"
    )
    run = subprocess.run(
        [sys.executable, "-c", prelude + "from sda_augment.cli import main; main()", "-", "-m", "opener", "-q"],
        input="He travelled widely in Europe.\n", capture_output=True, text=True, timeout=300, cwd=checkout,
    )
    assert run.returncode == 0, run.stderr
    assert '"opener": "Indeed, he travelled widely in Europe."' in run.stdout or '"opener": "In fact, he' in run.stdout
    output = run_checks(checkout, f"opener or {GLOBAL}", dict(os.environ), prelude)
    assert passed(output, "test_contract_on_awkward_inputs[real-opener]")
    assert passed(output, "test_changes_its_sample_sentence[opener]")
    assert len(passed(output, "test_case[opener:")) == 13
    assert passed(output, "test_every_builtin_has_enough_cases[opener]")
    assert passed(output, "test_a_builtin_family_keeps_its_cases_in_its_own_folder[opener]")
    assert passed(output, "test_every_declared_rule_file_loads_and_validates[rules/opener]")
    assert passed(output, "test_a_transform_gets_by_with_what_it_declares[opener]")
    for check in ("test_the_docs_list_every_code", "test_every_declared_code_is_declared_once",
                  "test_the_transform_table_lists_every_builtin", "test_every_rule_file_is_a_family_file",
                  "test_the_index_names_the_folder_of_every_registered_method_and_no_other",
                  "test_no_two_modules_import_each_other_however_indirectly"):
        assert passed(output, check), check
