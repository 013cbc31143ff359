"""Deterministic part of the baselines through the real model: synonym inflection.

With one synonym per word and alpha=1, the replacement is fully determined, so each case's
expected output (read and checked) tests the inflection and the never-replace rules.
"""

import json
import random
from pathlib import Path

import pytest

from sda_augment import SynonymReplacement

CASES = [json.loads(line) for line in (Path(__file__).parent / "cases" / "synonym.jsonl").read_text("utf-8").splitlines() if line]


@pytest.mark.parametrize("case", CASES, ids=[case["note"] for case in CASES])
def test_synonym_case(nlp, case):
    transform = SynonymReplacement(alpha=1.0, source=case["source"])
    for seed in (0, 1):
        assert transform.apply(nlp(case["text"]), random.Random(seed)).text == case["expected"]
