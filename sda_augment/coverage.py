"""Per-method, per-rule counts of what the transforms did; plain data, no rendering.

Silent no-ops are the commonest complaint about augmentation tools, so every run counts,
for each method, how many records it could change (``applicable``), how many it did
change and by which rule, and why it left the others alone. Records that could not be
parsed at all (bad input) are counted separately with their reason.

Reasons are counted by code (:mod:`sda_augment.reasons`); the report puts each code's
message beside its count. A reason whose message names details ("error in {transform}:
{error}") is also counted by its filled-in message, so the details stay visible.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from .reasons import NO_REASON, detail, message
from .transform import AugResult


class CountedRecord(Protocol):
    """What the counts read of one augmented record (:class:`sda_augment.pipeline.AugRecord` is
    one): declared here so that the counts need nothing from the pipeline that fills them."""

    results: Mapping[str, AugResult]
    skip_reason: str | None
    skip_info: Mapping[str, Any]
    applicable: Mapping[str, bool]
    applicable_rules: Mapping[str, tuple[str, ...]]

    def variants_of(self, method: str) -> tuple[AugResult, ...]: ...


@dataclass
class MethodCoverage:
    """Counts for one method: how often it applied, changed the text, by which rule, and why not."""

    total: int = 0
    changed: int = 0
    applicable: int = 0
    rules: Counter = field(default_factory=Counter)
    rule_applicable: Counter = field(default_factory=Counter)
    skipped: Counter = field(default_factory=Counter)  # by reason code
    # (code, filled-in message) for reasons whose message names details.
    skipped_details: Counter = field(default_factory=Counter)
    # Counts a transform reports about its changes in ``info["counts"]``
    # (switch-case: substitution / division / fusion / regrouping).
    details: Counter = field(default_factory=Counter)
    # With several variants per record: how many were asked for, and records by the number
    # of distinct changed texts among them.
    variants: int = 0
    distinct: Counter = field(default_factory=Counter)

    def add(
        self, result: AugResult, applicable: bool | None = None, applicable_rules: tuple[str, ...] = ()
    ) -> None:
        """Count one result; ``applicable`` defaults to whether the text changed."""
        self.total += 1
        if applicable is None:
            applicable = result.changed
        if applicable or result.changed:
            self.applicable += 1
        if applicable_rules:
            self.rule_applicable.update(applicable_rules)
        if result.changed:
            self.changed += 1
            self.rules[result.rule] += 1
            counts = result.info.get("counts")
            if counts:
                self.details.update(counts)
        else:
            reason = result.reason or NO_REASON
            self.skipped[reason] += 1
            if result.info:
                filled = detail(reason, result.info)
                if filled is not None:
                    self.skipped_details[reason, filled] += 1

    def add_variants(self, asked: int, distinct: int) -> None:
        """Count one record's variants: ``distinct`` different changed texts of ``asked``."""
        self.variants = max(self.variants, asked)
        self.distinct[distinct] += 1

    @property
    def distinct_total(self) -> int:
        """Distinct changed variants over all records: how many different outputs the method gave."""
        return sum(k * n for k, n in self.distinct.items())

    @property
    def mean_distinct(self) -> float:
        """Distinct changed variants per record, on average."""
        records = sum(self.distinct.values())
        return sum(k * n for k, n in self.distinct.items()) / records if records else 0.0

    @property
    def rate(self) -> float:
        return self.changed / self.total if self.total else 0.0

    def merge(self, other: MethodCoverage) -> None:
        self.total += other.total
        self.changed += other.changed
        self.applicable += other.applicable
        self.rules.update(other.rules)
        self.rule_applicable.update(other.rule_applicable)
        self.skipped.update(other.skipped)
        self.skipped_details.update(other.skipped_details)
        self.details.update(other.details)
        self.variants = max(self.variants, other.variants)
        self.distinct.update(other.distinct)

    def state(self) -> dict[str, Any]:
        """Every count as JSON-ready data, in the order the counts were first made, for
        :meth:`from_state` (a resumed run goes on counting where it stopped)."""
        return {
            "total": self.total,
            "changed": self.changed,
            "applicable": self.applicable,
            "rules": dict(self.rules),
            "rule_applicable": dict(self.rule_applicable),
            "skipped": dict(self.skipped),
            "skipped_details": [[code, text, n] for (code, text), n in self.skipped_details.items()],
            "details": dict(self.details),
            "variants": self.variants,
            "distinct": [[k, n] for k, n in self.distinct.items()],
        }

    @classmethod
    def from_state(cls, state: Mapping[str, Any]) -> MethodCoverage:
        """The counts :meth:`state` wrote."""
        return cls(
            total=state["total"],
            changed=state["changed"],
            applicable=state["applicable"],
            rules=Counter(state["rules"]),
            rule_applicable=Counter(state["rule_applicable"]),
            skipped=Counter(state["skipped"]),
            skipped_details=Counter({(code, text): n for code, text, n in state["skipped_details"]}),
            details=Counter(state["details"]),
            variants=state["variants"],
            distinct=Counter({k: n for k, n in state["distinct"]}),
        )

    def rule_rows(self) -> list[tuple[str, int, int]]:
        """(rule, applicable, changed) for every rule seen, most changed first."""
        names = set(self.rules) | set(self.rule_applicable)
        rows = [(name, max(self.rule_applicable[name], self.rules[name]), self.rules[name]) for name in names]
        return sorted(rows, key=lambda row: (-row[2], -row[1], row[0]))

    def to_dict(self) -> dict[str, Any]:
        """The counts as JSON-ready data (of variant 0; ``variants`` too when there were several)."""
        data = {
            "total": self.total,
            "applicable": self.applicable,
            "changed": self.changed,
            "coverage": round(self.rate, 6),
            "rules": dict(self.rules.most_common()),
            "rule_applicable": {name: applicable for name, applicable, _ in self.rule_rows()},
            "skipped": reason_counts(self.skipped, self.skipped_details),
            "details": dict(self.details.most_common()),
        }
        if self.variants > 1:
            data["variants"] = {
                "per_record": self.variants,
                "distinct": self.distinct_total,
                "mean_distinct": round(self.mean_distinct, 6),
                "records_by_distinct": {str(k): self.distinct[k] for k in sorted(self.distinct)},
            }
        return data


@dataclass
class Coverage:
    """Coverage for every method of a run, in the order methods were first seen."""

    methods: dict[str, MethodCoverage] = field(default_factory=dict)
    records: int = 0
    bad_records: Counter = field(default_factory=Counter)  # by reason code
    bad_details: Counter = field(default_factory=Counter)  # (code, filled-in message)

    def add(
        self,
        method: str,
        result: AugResult,
        applicable: bool | None = None,
        applicable_rules: tuple[str, ...] = (),
    ) -> None:
        counts = self.methods.get(method)
        if counts is None:  # not setdefault: that would build four Counters per call
            counts = self.methods[method] = MethodCoverage()
        counts.add(result, applicable, applicable_rules)

    def add_variants(self, method: str, asked: int, distinct: int) -> None:
        """Count one record's ``asked`` variants of ``method``, ``distinct`` of them different and changed."""
        self.methods[method].add_variants(asked, distinct)

    def add_results(self, record: CountedRecord) -> None:
        """Count what every method made of one record: its result (variant 0), whether it
        could apply, which rules had a candidate and, with several variants, how many
        distinct changed texts they wrote."""
        for name, result in record.results.items():
            self.add(name, result, record.applicable.get(name), record.applicable_rules.get(name, ()))
            variants = record.variants_of(name)
            if len(variants) > 1:
                self.add_variants(name, len(variants), distinct_changed(variants))

    def add_augmented(self, record: CountedRecord) -> None:
        """Count one augmented input record: the record itself (and its problem), then its results."""
        self.add_record(record.skip_reason, record.skip_info)
        self.add_results(record)

    def add_record(self, problem: str | None = None, info: dict | None = None) -> None:
        """Count one input record, and its problem (a reason code, with the details its
        message names in ``info``) when it could not be augmented."""
        self.records += 1
        if problem:
            self.bad_records[problem] += 1
            filled = detail(problem, info)
            if filled is not None:
                self.bad_details[problem, filled] += 1

    def __getitem__(self, method: str) -> MethodCoverage:
        return self.methods[method]

    def merge(self, other: Coverage) -> None:
        for name, counts in other.methods.items():
            self.methods.setdefault(name, MethodCoverage()).merge(counts)
        self.records += other.records
        self.bad_records.update(other.bad_records)
        self.bad_details.update(other.bad_details)

    def state(self) -> dict[str, Any]:
        """Every count as JSON-ready data, for :meth:`from_state`."""
        return {
            "records": self.records,
            "bad_records": dict(self.bad_records),
            "bad_details": [[code, text, n] for (code, text), n in self.bad_details.items()],
            "methods": {name: counts.state() for name, counts in self.methods.items()},
        }

    @classmethod
    def from_state(cls, state: Mapping[str, Any]) -> Coverage:
        """The counts :meth:`state` wrote: counting goes on as if the run had not stopped."""
        return cls(
            methods={name: MethodCoverage.from_state(counts) for name, counts in state["methods"].items()},
            records=state["records"],
            bad_records=Counter(state["bad_records"]),
            bad_details=Counter({(code, text): n for code, text, n in state["bad_details"]}),
        )

    def to_dict(self) -> dict[str, Any]:
        """Per-method counts, keyed by method name."""
        return {name: counts.to_dict() for name, counts in self.methods.items()}

    def report(self, polarity: Mapping[str, str] | None = None, **extra: Any) -> dict[str, Any]:
        """The whole run as JSON-ready data: ``extra`` (input, seed, options ...), records,
        bad records and per-method counts, each method with its ``polarity`` when given."""
        data: dict[str, Any] = dict(extra)
        data["records"] = self.records
        data["bad_records"] = {
            "total": sum(self.bad_records.values()),
            "reasons": reason_counts(self.bad_records, self.bad_details),
        }
        data["methods"] = self.to_dict()
        for name, counts in data["methods"].items():
            if polarity and name in polarity:
                counts["polarity"] = polarity[name]
        return data


def distinct_changed(results: Sequence[AugResult]) -> int:
    """How many different texts the changed results among ``results`` wrote."""
    return len({result.text for result in results if result.changed})


def reason_counts(counts: Counter, details: Counter) -> dict[str, dict[str, Any]]:
    """Reason code → ``{"count", "message"}``, commonest first, plus ``"details"`` (filled-in
    message → count) for a reason whose message names details."""
    out: dict[str, dict[str, Any]] = {}
    for code, count in counts.most_common():
        entry: dict[str, Any] = {"count": count, "message": message(code)}
        filled = {text: n for (reason, text), n in details.most_common() if reason == code}
        if filled:
            entry["details"] = filled
        out[code] = entry
    return out


def reason_rows(counts: Counter, details: Counter) -> list[tuple[str, str, int]]:
    """(code, message, count) per reason, commonest first, for display.

    A reason counted with details gives one row per filled-in message ("error in neg:
    IndexError"), and one with its bare message for any results that gave no details.
    """
    rows: list[tuple[str, str, int]] = []
    for code, count in counts.items():
        for (reason, text), n in details.items():
            if reason == code:
                rows.append((code, text, n))
                count -= n
        if count > 0:
            rows.append((code, message(code), count))
    return sorted(rows, key=lambda row: (-row[2], row[0], row[1]))
