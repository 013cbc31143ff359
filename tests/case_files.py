"""Real-sentence cases: one ``cases.jsonl`` per transform family, in the family's folder.

A transform's cases file is the nearest ``cases.jsonl`` up its module's package chain
(``sda_augment/transforms/negation/cases.jsonl`` for ``neg`` and ``dn``), so a family
may split its code over several modules or sub-packages and keep one file. Each line is
one case (the format is described in docs/adding-a-transform.md):

    {"text": "She can swim.", "method": "neg", "options": {"contractions": "always"},
     "expect": {"outputs": {"neg.add_not": ["She can't swim."]}}, "note": "modal, contracted"}

``method`` may be left out when the family has one transform; ``options`` are the
constructor's keyword arguments (declared options are checked and converted as a config
file's values are; Python-only ones such as a synonym ``source`` are passed as written).
``expect`` holds ``outputs`` (rule -> acceptable outputs), ``skip`` (the reason code), or,
for a transform that is not rule-based and may draw no change (WR's dup_len 0), both.

A family's Chinese implementations keep their cases beside the English ones, in
``zh_cases.jsonl``, run through the Chinese pipeline (``CASES_FILES`` maps each language to
its file name).
"""

from __future__ import annotations

import importlib
import json
import sys
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from sda_augment import reasons
from sda_augment.options import check_options
from sda_augment.registry import TransformInfo, available
from sda_augment.transform import RuleTransform, Transform

CASES_FILES = {"en": "cases.jsonl", "zh": "zh_cases.jsonl"}
CASES_FILE = CASES_FILES["en"]
KEYS = frozenset({"text", "method", "options", "expect", "note"})
EXPECT_KEYS = frozenset({"outputs", "skip"})


@dataclass(frozen=True)
class Case:
    """One line of a cases file, as read (checked by :func:`problems`)."""

    path: Path
    line: int
    data: Any

    @property
    def family(self) -> str:
        return self.path.parent.name

    @property
    def language(self) -> str:
        return next(code for code, name in CASES_FILES.items() if name == self.path.name)

    @property
    def id(self) -> str:
        method = self.data.get("method") if isinstance(self.data, dict) else None
        prefix = "" if self.language == "en" else f"{self.language}:"
        return f"{prefix}{self.family}:{self.line}" + (f":{method}" if method else "")


def case_file(factory: Any, language: str = "en") -> Path | None:
    """The cases file of a transform class or factory, for ``language``: the nearest one up its
    module's packages."""
    parts = getattr(factory, "__module__", "").split(".")
    while parts and parts[0]:
        name = ".".join(parts)
        module = sys.modules.get(name) or importlib.import_module(name)
        location = getattr(module, "__file__", None)
        if location:
            found = Path(location).parent / CASES_FILES[language]
            if found.is_file():
                return found
        parts.pop()
    return None


def family_files(language: str | None = None) -> dict[Path, tuple[TransformInfo, ...]]:
    """Every cases file with the registered transforms it holds cases for, in registry order;
    with ``language``, only that language's files."""
    found: dict[Path, list[TransformInfo]] = {}
    for code in [language] if language else list(CASES_FILES):
        for item in available(None if code == "en" else code):
            path = case_file(item.factory, code)
            if path is not None:
                found.setdefault(path, []).append(item)
    return {path: tuple(items) for path, items in found.items()}


def read_cases(path: Path) -> list[Case]:
    """The cases of one file, numbered by line (blank lines skipped; a bad line is kept as text)."""
    cases = []
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        if not line.strip():
            continue
        try:
            data = json.loads(line)
        except json.JSONDecodeError as error:
            data = f"not JSON: {error}"
        cases.append(Case(path, number, data))
    return cases


def method_of(data: Mapping[str, Any], family: tuple[TransformInfo, ...]) -> TransformInfo | None:
    """The transform a case runs: its ``method``, or the family's only transform."""
    name = data.get("method")
    if name is None:
        return family[0] if len(family) == 1 else None
    return next((item for item in family if item.name == name), None)


def rule_based(item: TransformInfo) -> bool:
    """Whether the transform lists its candidates (a :class:`RuleTransform`)."""
    factory = item.factory
    return isinstance(factory, type) and issubclass(factory, RuleTransform)


def problems(case: Case, family: tuple[TransformInfo, ...]) -> list[str]:
    """What is wrong with a case's shape (an empty list when nothing is)."""
    data = case.data
    if not isinstance(data, dict):
        return [data if isinstance(data, str) else "a case is a JSON object"]
    found = [f"unknown key {key!r}" for key in sorted(set(data) - KEYS)]
    for key in ("text", "expect", "note"):
        if key not in data:
            found.append(f"no {key!r}")
    if not isinstance(data.get("text", ""), str):
        found.append("'text' is not a string")
    if not isinstance(data.get("note", ""), str) or "note" in data and not data["note"].strip():
        found.append("'note' is empty or not a string")
    if not isinstance(data.get("options", {}), dict):
        found.append("'options' is not an object")
    item = method_of(data, family)
    if item is None:
        names = ", ".join(each.name for each in family)
        found.append(f"'method' must name one of this family's transforms ({names})")
    expect = data.get("expect")
    if not isinstance(expect, dict) or not expect or set(expect) - EXPECT_KEYS:
        return [*found, "'expect' holds 'outputs', 'skip' or (for a transform that is not rule-based) both"]
    outputs, skip = expect.get("outputs"), expect.get("skip")
    if skip is not None and not (isinstance(skip, str) and reasons.is_registered(skip)):
        found.append(f"skip {skip!r} is not a registered reason code")
    if outputs is not None:
        if not isinstance(outputs, dict) or not outputs:
            found.append("'outputs' maps each rule to its outputs")
        else:
            for rule, texts in outputs.items():
                if item is not None and not rule.startswith(item.name + "."):
                    found.append(f"rule {rule!r} is not one of {item.name}'s")
                if not isinstance(texts, list) or not texts or not all(isinstance(text, str) for text in texts):
                    found.append(f"{rule}: a non-empty list of outputs")
                elif data.get("text") in texts:
                    found.append(f"{rule}: an output equal to the input")
    if outputs is not None and skip is not None and item is not None and rule_based(item):
        found.append("a rule-based transform's candidates do not depend on the seed: 'outputs' or 'skip', not both")
    return found


def build(item: TransformInfo, options: Mapping[str, Any]) -> Transform:
    """``item``'s transform with a case's options: declared ones checked as a config file's are."""
    declared = {option.name for option in item.options}
    typed = check_options(item.name, item.options, {key: value for key, value in options.items() if key in declared})
    python_only = {key: value for key, value in options.items() if key not in declared}
    return item.factory(**typed, **python_only)


def all_cases() -> list[tuple[Case, tuple[TransformInfo, ...]]]:
    """Every case of every cases file, with the transforms of its family."""
    return [(case, family) for path, family in family_files().items() for case in read_cases(path)]
