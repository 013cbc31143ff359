"""Runs a family's ``cases.jsonl`` through the real model: every candidate, grouped by rule.

A case is ``{"text", "method", "options"?, "expect": {"outputs": {rule: [output, ...]}} or
{"skip": code}, "note"}``; ``outputs`` lists every candidate the transform proposes.
"""

from __future__ import annotations

import json
from pathlib import Path

from sda_augment.edits import render
from sda_augment.registry import get_transform

ROOT = Path(__file__).resolve().parent.parent / "sda_augment" / "transforms"


def load_cases(family: str) -> list[dict]:
    """The cases of ``sda_augment/transforms/<family>/cases.jsonl``."""
    path = ROOT / family / "cases.jsonl"
    return [json.loads(line) for line in path.read_text("utf-8").splitlines() if line.strip()]


def case_id(case: dict) -> str:
    return f"{case['method']}:{case['text'][:50]}"


def outcome(nlp, case: dict) -> dict:
    """What the transform does with the case's text, in the shape of the case's ``expect``."""
    transform = get_transform(case["method"], **case.get("options", {}))
    doc = nlp(case["text"])
    found: dict[str, list[str]] = {}
    for candidate in transform.candidates(doc):
        found.setdefault(candidate.rule, []).append(render(doc.text, candidate.edits))
    if not found:
        return {"skip": transform.skip_reason(doc)}
    return {"outputs": {rule: sorted(outputs) for rule, outputs in found.items()}}


def expected(case: dict) -> dict:
    """The case's ``expect`` with each rule's outputs sorted, to compare with :func:`outcome`."""
    expect = case["expect"]
    if "skip" in expect:
        return {"skip": expect["skip"]}
    return {"outputs": {rule: sorted(outputs) for rule, outputs in expect["outputs"].items()}}
