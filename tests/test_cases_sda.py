"""MV, NEG and DN on real sentences through the real parser: tests/cases/{mv,neg,dn}.jsonl.

Each case names the expected output (or a list when a text offers several equally
valid sites, or null when the transform must leave the text alone); every expected
output was read and checked by hand.
"""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from sda_augment import render
from sda_augment.transforms.modal.mv import ModalVerb
from sda_augment.transforms.negation import DoubleNegation, Negation

CASES = Path(__file__).parent / "cases"
FACTORIES = {"mv": ModalVerb, "neg": Negation, "dn": DoubleNegation}


def _load(method: str) -> list[dict]:
    rows = []
    for number, line in enumerate((CASES / f"{method}.jsonl").read_text(encoding="utf-8").splitlines(), start=1):
        if line.strip():
            row = json.loads(line)
            row["id"] = f"{method}:{number}"
            rows.append(row)
    return rows


ALL = [(method, row) for method in FACTORIES for row in _load(method)]


@pytest.mark.parametrize("method", sorted(FACTORIES))
def test_case_files_are_large_and_diverse(method):
    rows = _load(method)
    assert len(rows) >= 40
    assert len({row["text"] for row in rows}) >= 40
    assert any(row["expected"] is None for row in rows), "not-applicable cases are part of the contract"
    assert sum(row["expected"] is not None for row in rows) >= 30


@pytest.mark.parametrize("method,row", ALL, ids=[row["id"] for _, row in ALL])
def test_case(nlp, method, row):
    transform = FACTORIES[method](**row.get("options", {}))
    doc = nlp(row["text"])
    outputs = {render(doc.text, candidate.edits) for candidate in transform.candidates(doc)}
    expected = row["expected"]
    result = transform.apply(doc, random.Random(f"0:{row['id']}"))
    if expected is None:
        assert outputs == set(), row["note"]
        assert not result.changed and result.text == doc.text and result.reason
        return
    wanted = {expected} if isinstance(expected, str) else set(expected)
    assert outputs == wanted, row["note"]
    assert result.text in wanted
    assert result.rule is not None and result.rule.startswith(method + ".")
