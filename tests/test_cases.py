"""Every transform's real-sentence cases through the real model, found through the registry.

Each registered transform's family folder holds a ``cases.jsonl`` (see case_files.py and
docs/adding-a-transform.md). A rule-based transform's candidates must be exactly the
outputs a case lists under each rule, and its applied result one of them; any other
transform is applied with a few seeds and each result must be among the outputs. A skip
case pins the reason code. Every output and code was read and checked by hand. A family's
``zh_cases.jsonl`` holds its Chinese implementations' cases, run through the Chinese pipeline.
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from case_files import (
    CASES_FILES,
    Case,
    all_cases,
    build,
    case_file,
    family_files,
    method_of,
    problems,
    read_cases,
    rule_based,
)

import sda_augment.transforms
from sda_augment.edits import render
from sda_augment.registry import available, info
from sda_augment.transform import RuleTransform

SEEDS = (0, 1, 2, 3, 4)
# The fewest cases a built-in method keeps; the SDA methods keep their larger sets.
MINIMUM = {"pi": 40, "mv": 40, "neg": 40, "dn": 40, "neg_removal": 40, "sentence_reorder": 40}
SMALL_FAMILY_MINIMUM = 10

CASES = all_cases()


def mismatches(transform, doc, expect: dict) -> list[str]:
    """How the transform's behaviour on ``doc`` differs from a case's ``expect``."""
    text = doc.text
    wanted = expect.get("outputs") or {}
    skip = expect.get("skip")
    found: list[str] = []
    if isinstance(transform, RuleTransform):
        listed: dict[str, list[str]] = {}
        for candidate in transform.candidates(doc):
            listed.setdefault(candidate.rule, []).append(render(text, candidate.edits))
        listed = {rule: sorted(outputs) for rule, outputs in listed.items()}
        if listed != {rule: sorted(outputs) for rule, outputs in wanted.items()}:
            found.append(f"candidates {listed} instead of {wanted}")
    results = [transform.apply(doc, random.Random(seed)) for seed in SEEDS]
    for seed, result in zip(SEEDS, results):
        if result.changed:
            if result.text not in wanted.get(result.rule, ()):
                found.append(f"seed {seed}: {result.rule} gave {result.text!r}, not one of the outputs")
        elif result.reason != skip or result.text != text:
            found.append(f"seed {seed}: unchanged ({result.reason}) where the case expects {expect}")
    if wanted and skip and not any(result.changed for result in results):
        found.append("no seed changed the text, so none of the outputs was checked")
    return found


@pytest.mark.parametrize("case,family", CASES, ids=[case.id for case, _ in CASES])
def test_case(request, case: Case, family):
    wrong = problems(case, family)
    assert not wrong, wrong
    item = method_of(case.data, family)
    transform = build(item, case.data.get("options", {}))
    nlp = request.getfixturevalue("nlp" if case.language == "en" else f"{case.language}_nlp")
    doc = nlp(case.data["text"])
    assert not mismatches(transform, doc, case.data["expect"]), case.data["note"]


def _builtins():
    return [
        pytest.param(item, code, id=item.name if code == "en" else f"{code}:{item.name}")
        for code in CASES_FILES for item in available(None if code == "en" else code) if item.builtin
    ]


@pytest.mark.parametrize("item,language", _builtins())
def test_every_builtin_has_enough_cases(item, language):
    path = case_file(item.factory, language)
    assert path is not None, f"{item.name}: its family folder has no {CASES_FILES[language]}"
    family = family_files()[path]
    mine = [
        case.data for case in read_cases(path)
        if not problems(case, family) and method_of(case.data, family).name == item.name
    ]
    least = MINIMUM.get(item.name, SMALL_FAMILY_MINIMUM)
    assert len(mine) >= least
    assert len({(case["text"], str(case.get("options"))) for case in mine}) >= least, "cases repeat each other"
    changed = sum("outputs" in case["expect"] for case in mine)
    skipped = sum("outputs" not in case["expect"] for case in mine)
    assert changed >= least * 3 // 4, "most cases show the transform at work"
    assert skipped >= 1, "skip cases are part of the contract"
    assert any(case["text"] == "" for case in mine), "an empty input is among the skip cases"


def test_every_cases_file_belongs_to_a_registered_transform():
    root = Path(sda_augment.transforms.__file__).parent
    on_disk = {path for name in CASES_FILES.values() for path in root.rglob(name)}
    assert on_disk and on_disk <= set(family_files())


@pytest.mark.parametrize("item,language", _builtins())
def test_a_builtin_family_keeps_its_cases_in_its_own_folder(item, language):
    family = item.factory.__module__.split(".")[2]  # sda_augment.transforms.<family>...
    expected = Path(sda_augment.transforms.__file__).parent / family / CASES_FILES[language]
    assert case_file(item.factory, language) == expected


# --- the runner catches a wrong pin ---------------------------------------------------------------


def test_a_missing_or_extra_candidate_is_caught(nlp):
    transform = build(info("pi"), {})
    doc = nlp("Harbour Lights is a 1990 song.")
    right = {
        "pi.subject_quotes": ['"Harbour Lights" is a 1990 song.'],
        "pi.repeat_mark": ["Harbour Lights is a 1990 song..."],
        "pi.final_mark": ["Harbour Lights is a 1990 song!"],
    }
    assert mismatches(transform, doc, {"outputs": right}) == []
    fewer = {rule: outputs for rule, outputs in right.items() if rule != "pi.final_mark"}
    assert mismatches(transform, doc, {"outputs": fewer})
    more = {**right, "pi.clause_comma": ["Harbour Lights, is a 1990 song."]}
    assert mismatches(transform, doc, {"outputs": more})
    assert mismatches(transform, doc, {"skip": "pi.no_site"})


def test_a_wrong_skip_code_is_caught(nlp):
    doc = nlp("Business:")
    transform = build(info("pi"), {})
    assert mismatches(transform, doc, {"skip": "pi.heading"}) == []
    assert mismatches(transform, doc, {"skip": "pi.no_site"})


def test_a_random_transform_is_held_to_its_outputs(nlp):
    doc = nlp("Rain fell.")
    mask = build(info("mask"), {"p": 1.0})
    assert mismatches(mask, doc, {"outputs": {"mask.words": ["[MASK] [MASK]."]}}) == []
    assert mismatches(mask, doc, {"outputs": {"mask.words": ["[MASK] fell."]}})
    assert mismatches(mask, doc, {"outputs": {"mask.other": ["[MASK] [MASK]."]}})
    wr = build(info("wr"), {})
    outputs = {"wr.repeat": ["Rain rain fell.", "Rain fell fell.", "Rain rain fell fell."]}
    assert mismatches(wr, doc, {"outputs": outputs, "skip": "wr.drew_zero"}) == []
    # WR draws no change for some seeds: without the skip code those seeds fail the case.
    assert mismatches(wr, doc, {"outputs": outputs})


def test_malformed_cases_are_reported():
    family = family_files()[case_file(info("neg").factory)]
    path = Path("negation/cases.jsonl")
    good = {"text": "He left.", "method": "neg", "expect": {"skip": "clause.no_verb"}, "note": "n"}
    assert problems(Case(path, 1, good), family) == []
    assert problems(Case(path, 1, {**good, "method": None}), family)  # two transforms: the method is needed
    assert problems(Case(path, 1, {**good, "method": "mv"}), family)  # not this family's
    assert problems(Case(path, 1, {**good, "expect": {"skip": "neg.made_up"}}), family)
    assert problems(Case(path, 1, {**good, "expect": {"outputs": {"dn.litotes": ["x"]}}}), family)
    both = {"outputs": {"neg.add_not": ["He did not leave."]}, "skip": "clause.no_verb"}
    assert problems(Case(path, 1, {**good, "expect": both}), family)
    assert problems(Case(path, 1, {**good, "expected": None}), family)
    assert problems(Case(path, 1, {key: value for key, value in good.items() if key != "note"}), family)
    assert rule_based(info("neg")) and not rule_based(info("wr"))
