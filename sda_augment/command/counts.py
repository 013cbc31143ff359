"""What a run counts as its records are written: coverage, and the HTML report's samples.

The counts go into every checkpoint of the output file, so a resumed run starts from the
counts of the records already written and its report covers the whole output, with the
figures a run that was never interrupted gives.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..coverage import Coverage
from ..pipeline import AugRecord

if TYPE_CHECKING:
    from ..html import ReportSamples


class RunCounts:
    """The coverage of the records written so far and, for ``--report-html``, their samples."""

    def __init__(self, coverage: Coverage | None = None, samples: ReportSamples | None = None) -> None:
        self.coverage = coverage or Coverage()
        self.samples = samples

    def add(self, record: AugRecord) -> None:
        """Count one record written to the output."""
        self.coverage.add_augmented(record)
        if self.samples is not None:
            self.samples.add(record)

    @property
    def records(self) -> int:
        return self.coverage.records

    def state(self) -> tuple[int, dict[str, Any]]:
        """How many records the counts cover, and the counts as JSON-ready data."""
        data: dict[str, Any] = {"coverage": self.coverage.state()}
        if self.samples is not None:
            data["samples"] = self.samples.state()
        return self.coverage.records, data

    @classmethod
    def restore(cls, state: dict[str, Any] | None, samples: ReportSamples | None) -> RunCounts:
        """The counts a checkpoint kept, or fresh ones (and ``samples``) when it kept none.

        Samples are restored only when the checkpoint kept some with the same seed and size
        (a run resumed with ``--report-html`` for the first time samples from its own records).
        """
        state = state if isinstance(state, dict) else {}
        try:
            coverage = Coverage.from_state(state["coverage"]) if "coverage" in state else None
        except (KeyError, TypeError, ValueError, AttributeError):  # counts kept by another version: start afresh
            coverage = None
        kept = state.get("samples")
        if samples is not None and coverage is not None and _same_samples(kept, samples):
            from ..html import ReportSamples

            try:
                return cls(coverage, ReportSamples.restore(kept))
            except (KeyError, TypeError, ValueError, AttributeError):
                pass
        if samples is not None and coverage is not None:
            samples.records = coverage.records  # positions in the whole output
        return cls(coverage, samples)


def _same_samples(kept: Any, samples: ReportSamples) -> bool:
    """Whether a checkpoint's samples were drawn as this run draws them (seed and size)."""
    return isinstance(kept, dict) and (kept.get("seed"), kept.get("per_rule")) == (samples.seed, samples.per_rule)
