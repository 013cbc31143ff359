"""Per-method, per-rule counts of what the transforms did; plain data, no rendering."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from .transform import AugResult


@dataclass
class MethodCoverage:
    """Counts for one method: how often it changed the text, by which rule, and why not."""

    total: int = 0
    changed: int = 0
    rules: Counter = field(default_factory=Counter)
    skipped: Counter = field(default_factory=Counter)

    def add(self, result: AugResult) -> None:
        self.total += 1
        if result.changed:
            self.changed += 1
            self.rules[result.rule] += 1
        else:
            self.skipped[result.reason or "unchanged"] += 1

    @property
    def rate(self) -> float:
        return self.changed / self.total if self.total else 0.0

    def to_dict(self) -> dict[str, Any]:
        return {
            "total": self.total,
            "changed": self.changed,
            "coverage": round(self.rate, 6),
            "rules": dict(self.rules.most_common()),
            "skipped": dict(self.skipped.most_common()),
        }


@dataclass
class Coverage:
    """Coverage for every method of a run, in the order methods were first seen."""

    methods: dict[str, MethodCoverage] = field(default_factory=dict)

    def add(self, method: str, result: AugResult) -> None:
        self.methods.setdefault(method, MethodCoverage()).add(result)

    def __getitem__(self, method: str) -> MethodCoverage:
        return self.methods[method]

    def merge(self, other: "Coverage") -> None:
        for name, counts in other.methods.items():
            mine = self.methods.setdefault(name, MethodCoverage())
            mine.total += counts.total
            mine.changed += counts.changed
            mine.rules.update(counts.rules)
            mine.skipped.update(counts.skipped)

    def to_dict(self) -> dict[str, Any]:
        return {name: counts.to_dict() for name, counts in self.methods.items()}
