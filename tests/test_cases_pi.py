"""PI case file through the real model: every candidate each rule proposes, as read and checked."""

import json
from pathlib import Path

import pytest

from sda_augment.edits import render
from sda_augment.transforms.punctuation.pi import _RULE_FUNCTIONS

CASES = [json.loads(line) for line in (Path(__file__).parent / "cases" / "pi.jsonl").read_text("utf-8").splitlines() if line]


@pytest.mark.parametrize("case", CASES, ids=[case["text"][:40] for case in CASES])
def test_pi_candidates_match_case_file(nlp, case):
    doc = nlp(case["text"])
    found = {}
    for rule, function in _RULE_FUNCTIONS.items():
        outputs = sorted(render(doc.text, candidate.edits) for candidate in function(doc))
        if outputs:
            found[f"pi.{rule}"] = outputs
    assert found == case["candidates"]
