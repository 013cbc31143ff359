"""HTML views of a run and of one sentence: self-contained files to open in a browser.

:func:`html_report` renders a run's records as a page (coverage, charts of rules and skip
reasons, sampled before/after pairs with the edits marked); the command line builds the
same page with ``--report-html``. :func:`render_explanation` is ``--explain`` as a page.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING, Any

from ..coverage import Coverage
from ..transform import meta_of
from .explain_page import Explained, render_explanation
from .report_page import render_report
from .samples import DEFAULT_PER_RULE, ReportSamples, Sample

if TYPE_CHECKING:
    from ..pipeline import Augmenter, AugRecord

__all__ = [
    "Explained",
    "ReportSamples",
    "Sample",
    "descriptions",
    "html_report",
    "render_explanation",
    "render_report",
]


def html_report(
    records: Iterable[AugRecord],
    augmenter: Augmenter | None = None,
    *,
    seed: int | str | None = None,
    per_rule: int = DEFAULT_PER_RULE,
    settings: Mapping[str, Any] | None = None,
) -> str:
    """The report page for a run's ``records``, counted and sampled here as they stream by.

    ``records`` is what :meth:`Augmenter.run` yields (consumed here; only the samples are
    kept). With the ``augmenter`` that made them, the page also names each method's
    polarity and description, the spaCy model and the seed. ``settings`` are further lines
    for the page's settings list (``input``, ``output``, ...).
    """
    if seed is None:
        seed = augmenter.seed if augmenter is not None else 0
    coverage = Coverage()
    samples = ReportSamples(seed, per_rule)
    for record in records:
        coverage.add_augmented(record)
        samples.add(record)
    extra: dict[str, Any] = {"seed": seed}
    about: dict[str, str] = {}
    if augmenter is not None:
        from ..model import model_info

        extra["model"] = model_info(augmenter.nlp)
        about = descriptions(augmenter.transforms)
    extra.update(settings or {})
    polarity = {name: transform.polarity for name, transform in augmenter.transforms.items()} if augmenter else None
    return render_report(coverage.report(polarity, **extra), samples, about)


def descriptions(transforms: Mapping[str, Any]) -> dict[str, str]:
    """Each transform's one-line description, from its metadata (plugins' included)."""
    found = {}
    for name, transform in transforms.items():
        try:
            found[name] = meta_of(transform).description
        except ValueError:  # a transform without the metadata: no line for it
            continue
    return found

