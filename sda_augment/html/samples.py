"""Example sentences for the HTML report, chosen while a run streams.

A report shows, per method and rule, a few before/after pairs, and per skip reason a few
sentences left alone. A corpus may hold millions of records, so nothing is kept but the
samples: each (method, rule) and (method, reason) has a fixed-size reservoir that sees
every record once and keeps a uniform random sample of them. The reservoirs use Li's
"Algorithm L", which skips ahead to the next record it will keep, so a rule that fires a
million times costs a counter increment per record and a few dozen draws in all. Each
reservoir has its own random source seeded from the run's seed and its key, so the
samples depend on the seed and the records alone, not on batching or worker processes.
"""

from __future__ import annotations

import json
import math
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from typing import Any

from ..edits import Edit
from ..pipeline import AugRecord
from ..reasons import NO_REASON
from ..rng import LazyRandom
from ..transform import AugResult

# Before/after pairs kept per rule, and sentences per skip reason, unless told otherwise.
DEFAULT_PER_RULE = 10
DEFAULT_PER_REASON = 5


@dataclass(frozen=True)
class Sample:
    """One record as the report shows it: its input text and what one method made of it.

    ``results`` is a tuple so that a method giving several outputs per record (variants)
    can be shown as a list; today every method gives one (for a bad record, a result
    holding its problem). ``position`` is the record's place in the run, so samples are
    shown in corpus order.
    """

    position: int
    record_id: Any
    text: str
    results: tuple[AugResult, ...]


class Reservoir:
    """A uniform random sample of at most ``size`` items from a stream of unknown length."""

    __slots__ = ("_next", "_rng", "_weight", "items", "seen", "size")

    def __init__(self, size: int, seed: str) -> None:
        if size < 0:
            raise ValueError("a reservoir's size cannot be negative")
        self.size = size
        self.seen = 0
        self.items: list[Any] = []
        self._rng = LazyRandom(seed)  # seeds itself on the first draw: most never draw
        # The position of the next item kept once the reservoir is full (none for size 0).
        self._next: float = size if size else math.inf
        self._weight = 1.0

    def slot(self) -> int | None:
        """Count one more item and say where it goes: a slot index, or None if it is not kept.

        The caller builds the item only when it is kept and stores it with :meth:`put`.
        """
        position = self.seen
        self.seen = position + 1
        if position < self.size:
            self.items.append(None)
            if position + 1 == self.size:
                self._weight = math.exp(math.log(self._uniform()) / self.size)
                self._skip(position)
            return position
        if position != self._next:
            return None
        kept = self._rng.randrange(self.size)
        self._weight *= math.exp(math.log(self._uniform()) / self.size)
        self._skip(position)
        return kept

    def put(self, slot: int, item: Any) -> None:
        self.items[slot] = item

    def state(self) -> dict[str, Any]:
        """Where the reservoir stands, JSON-ready (its items are :class:`Sample` s), for :meth:`restore`."""
        pending = self._rng._pending
        return {
            "size": self.size,
            "seen": self.seen,
            "next": None if math.isinf(self._next) else self._next,
            "weight": self._weight,
            "rng": {"seed": pending[0]} if pending is not None else {"state": _plain_state(self._rng.getstate())},
            "items": [sample_state(item) for item in self.items],
        }

    @classmethod
    def restore(cls, state: Mapping[str, Any]) -> Reservoir:
        """The reservoir :meth:`state` described: it goes on drawing as if it had never stopped."""
        reservoir = cls(state["size"], "")
        reservoir.seen = state["seen"]
        reservoir._next = math.inf if state["next"] is None else state["next"]
        reservoir._weight = state["weight"]
        rng = state["rng"]
        if "seed" in rng:
            reservoir._rng = LazyRandom(rng["seed"])
        else:
            version, internal, gauss = rng["state"]
            reservoir._rng.setstate((version, tuple(internal), gauss))
        reservoir.items = [restore_sample(item) for item in state["items"]]
        return reservoir

    def _uniform(self) -> float:
        """A draw in (0, 1): log() of it is finite."""
        return self._rng.random() or math.ulp(0.0)

    def _skip(self, position: int) -> None:
        """Set the position of the next item to keep (Algorithm L's geometric jump)."""
        weight = self._weight
        if weight >= 1.0:
            self._next = position + 1
        elif weight <= 0.0:
            self._next = math.inf  # never in practice: keep what is kept
        else:
            self._next = position + 1 + math.floor(math.log(self._uniform()) / math.log1p(-weight))


class ReportSamples:
    """Reservoirs of examples per method and rule, per method and skip reason, and per
    bad-record problem, fed one :class:`~sda_augment.pipeline.AugRecord` at a time."""

    def __init__(self, seed: int | str = 0, per_rule: int = DEFAULT_PER_RULE, per_reason: int | None = None) -> None:
        if per_rule < 0:
            raise ValueError("per_rule cannot be negative")
        self.seed = seed
        self.per_rule = per_rule
        self.per_reason = min(per_rule, DEFAULT_PER_REASON) if per_reason is None else per_reason
        self.records = 0
        self.rules: dict[str, dict[str, Reservoir]] = {}
        self.reasons: dict[str, dict[str, Reservoir]] = {}
        self.bad: dict[str, Reservoir] = {}

    def add(self, record: AugRecord) -> None:
        """Offer one record to the reservoirs of each method's rule or skip reason."""
        position = self.records
        self.records = position + 1
        if record.skip_reason:
            self._offer(self.bad, "bad", record.skip_reason, self.per_reason, position, record, None)
        for method, result in record.results.items():
            if result.rule is not None:
                table = self.rules.get(method)
                if table is None:
                    table = self.rules[method] = {}
                shown = tuple(variant for variant in record.variants_of(method) if variant.changed)
                self._offer(table, f"rule:{method}", result.rule, self.per_rule, position, record, result, shown)
            else:
                table = self.reasons.get(method)
                if table is None:
                    table = self.reasons[method] = {}
                reason = result.reason or NO_REASON
                self._offer(table, f"reason:{method}", reason, self.per_reason, position, record, result)

    def _offer(
        self,
        table: dict[str, Reservoir],
        kind: str,
        key: str,
        size: int,
        position: int,
        record: AugRecord,
        result: AugResult | None,
        shown: tuple[AugResult, ...] = (),
    ) -> None:
        """Offer ``record`` to the reservoir of ``key``; a kept sample shows ``shown`` (a
        method's changed variants, the first one's rule being ``key``) or ``result``."""
        reservoir = table.get(key)
        if reservoir is None:
            reservoir = table[key] = Reservoir(size, f"{self.seed}:report:{kind}:{key}")
        slot = reservoir.slot()
        if slot is not None:
            if result is None:  # a bad record: its problem, with the details its message names
                result = AugResult(record.text, None, (), record.skip_reason, record.skip_info)
            reservoir.put(slot, Sample(position, record.id, record.text, shown or (result,)))

    def state(self) -> dict[str, Any]:
        """Every reservoir as JSON-ready data, for :meth:`restore` (a resumed run goes on sampling)."""

        def tables(found: dict[str, dict[str, Reservoir]]) -> dict[str, dict[str, Any]]:
            return {method: {key: reservoir.state() for key, reservoir in table.items()} for method, table in found.items()}

        return {
            "seed": self.seed,
            "per_rule": self.per_rule,
            "per_reason": self.per_reason,
            "records": self.records,
            "rules": tables(self.rules),
            "reasons": tables(self.reasons),
            "bad": {key: reservoir.state() for key, reservoir in self.bad.items()},
        }

    @classmethod
    def restore(cls, state: Mapping[str, Any]) -> ReportSamples:
        """The samples :meth:`state` described."""

        def tables(found: Mapping[str, Mapping[str, Any]]) -> dict[str, dict[str, Reservoir]]:
            return {method: {key: Reservoir.restore(kept) for key, kept in table.items()} for method, table in found.items()}

        samples = cls(state["seed"], state["per_rule"], state["per_reason"])
        samples.records = state["records"]
        samples.rules = tables(state["rules"])
        samples.reasons = tables(state["reasons"])
        samples.bad = {key: Reservoir.restore(kept) for key, kept in state["bad"].items()}
        return samples

    def for_rule(self, method: str, rule: str) -> list[Sample]:
        """The samples kept for ``rule`` of ``method``, in corpus order."""
        return _ordered(self.rules.get(method, {}).get(rule))

    def for_reason(self, method: str, code: str) -> list[Sample]:
        """The samples ``method`` left alone with ``code``, in corpus order."""
        return _ordered(self.reasons.get(method, {}).get(code))

    def for_bad(self, code: str) -> list[Sample]:
        """The bad records kept for problem ``code``, in corpus order."""
        return _ordered(self.bad.get(code))

    def __iter__(self) -> Iterator[Sample]:
        for tables in (self.rules, self.reasons):
            for table in tables.values():
                for reservoir in table.values():
                    yield from reservoir.items
        for reservoir in self.bad.values():
            yield from reservoir.items


def _ordered(reservoir: Reservoir | None) -> list[Sample]:
    if reservoir is None:
        return []
    return sorted(reservoir.items, key=lambda sample: sample.position)


def _plain_state(state: tuple) -> list[Any]:
    version, internal, gauss = state
    return [version, list(internal), gauss]


def sample_state(sample: Sample | None) -> dict[str, Any] | None:
    """A kept sample as JSON-ready data (the details a result carries in ``info`` as text
    where they are not plain data)."""
    if sample is None:
        return None
    return {
        "position": sample.position,
        "id": sample.record_id,
        "text": sample.text,
        "results": [
            {"text": result.text, "rule": result.rule, "edits": [[edit.start, edit.end, edit.text] for edit in result.edits],
             "reason": result.reason, "info": json.loads(json.dumps(result.info, default=str))}
            for result in sample.results
        ],
    }


def restore_sample(state: Mapping[str, Any] | None) -> Sample | None:
    """The sample :func:`sample_state` wrote."""
    if state is None:
        return None
    results = tuple(
        AugResult(kept["text"], kept["rule"], tuple(Edit(*edit) for edit in kept["edits"]), kept["reason"], kept["info"])
        for kept in state["results"]
    )
    return Sample(state["position"], state["id"], state["text"], results)
