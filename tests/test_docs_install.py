"""The install commands in the docs work for a user of a checkout, and the README names every
field of a result."""

from __future__ import annotations

import dataclasses
import re
import tomllib
from pathlib import Path

from sda_augment.transform import AugResult

ROOT = Path(__file__).resolve().parent.parent
DOCS = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md")), *sorted((ROOT / "sda_augment").rglob("*.md"))]
CODE = sorted((ROOT / "sda_augment").rglob("*.py"))


def test_no_install_asks_the_package_index_for_this_package():
    # The package is not on the index: "pip install sda-augment[...]" fails there.
    by_name = re.compile(r"pip install [^\n`]*\bsda-augment\[")
    offenders = [str(path.relative_to(ROOT)) for path in DOCS + CODE if by_name.search(path.read_text("utf-8"))]
    assert offenders == []


def test_every_extra_the_docs_install_exists():
    extras = set(tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))["project"]["optional-dependencies"])
    named = set()
    for path in DOCS + CODE:
        for group in re.findall(r"""pip install (?:-e )?\\?["']\.\[([\w,]+)\]\\?["']""", path.read_text("utf-8")):
            named.update(group.split(","))
    assert {"train", "datasets", "faiss"} <= named
    assert named <= extras


def test_the_readme_names_every_field_of_a_result():
    fields = [field.name for field in dataclasses.fields(AugResult)]
    readme = (ROOT / "README.md").read_text("utf-8")
    assert f"`AugResult({', '.join(fields)})`" in readme
    for name in fields:
        assert f"`{name}`" in readme.split("Every result is an", 1)[1].split("\n\n", 1)[0], name
