"""Which sentence is the contrastive positive, and what the discriminator is taught.

Without a discriminator the augmented sentence is the anchor's positive (SDA, CARDS,
ESimCSE; a sentence no method changed is its own dropout view, as in SimCSE). With one,
AugCSE's three settings (its Table 6):

- ``augcse`` (AugCSE's own, the default): the positive is the anchor's own dropout view,
  as in unsupervised SimCSE; the augmented sentence enters only the discriminator, which
  predicts its type among the K augmentations and "none";
- ``positive``: the augmented sentence is also the contrastive positive (the paper's
  weaker ablation);
- ``bool``: as ``augcse``, but the discriminator predicts only whether the sentence was
  augmented.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from .config import TrainConfig
from .data import IDENTITY, Example

AUGMENTED = "augmented"


@dataclass(frozen=True)
class Objective:
    """The contrastive positive and the discriminator's labels of one run."""

    setting: str | None  # a discriminator setting, or None without a discriminator
    subwords: bool = False  # ESimCSE's subword repetition makes the positive

    @property
    def augmented_positive(self) -> bool:
        """Whether the augmented sentence is the contrastive positive."""
        return self.setting in (None, "positive") and not self.subwords

    def positive(self, example: Example) -> str:
        return example.augmented if self.augmented_positive else example.anchor

    def labels(self, types: Sequence[str]) -> list[str]:
        """The discriminator's labels: the K types and "none" (or augmented / none)."""
        if self.setting == "bool":
            return [AUGMENTED, IDENTITY]
        return sorted(set(types) - {IDENTITY}) + [IDENTITY]

    def label(self, example: Example) -> str:
        if self.setting == "bool":
            return IDENTITY if example.aug_type == IDENTITY else AUGMENTED
        return example.aug_type


def objective_of(config: TrainConfig) -> Objective:
    setting = config.discriminator if config.discriminator_weight > 0 else None
    return Objective(setting, subwords=config.repetition == "subwords")


def describe(config: TrainConfig, objective: Objective) -> str:
    """The log line that says which setting runs and what the contrastive positive is."""
    methods = ",".join(config.positive) or "none"
    if objective.subwords:
        positive = f"the anchor with its subwords repeated (ESimCSE, dup_rate {config.dup_rate:g})"
    elif objective.augmented_positive and config.positive:
        positive = f"the augmented sentence ({methods}; the anchor's own dropout view where none changed it)"
    else:
        positive = "the anchor's own dropout view (unsupervised SimCSE)"
    if objective.setting is None:
        setting = "no discriminator"
    else:
        labels = "augmented or not" if objective.setting == "bool" else "its augmentation type or none"
        where = "also to the discriminator" if objective.setting == "positive" else "only to the discriminator"
        name = {"augcse": "AugCSE's own", "positive": "AugCSE's 'positive' ablation", "bool": "AugCSE's 'bool' ablation"}
        setting = (
            f"discriminator setting {objective.setting} ({name[objective.setting]}): augmented sentences ({methods}) go "
            f"{where}, which predicts {labels} with binary cross-entropy (Eq. 2) behind a gradient layer of "
            f"alpha {config.discriminator_alpha:g}, weighted lambda {config.discriminator_weight:g} (Eq. 3)"
        )
    extras = []
    if config.negative:
        extras.append(f"own negative: {config.negative} (margin {config.margin:g})")
    if config.retrieval_k:
        extras.append(f"retrieved negatives from each sentence's top {config.retrieval_k}")
    tail = f"; {'; '.join(extras)}" if extras else ""
    return f"objective: contrastive positive = {positive}; {setting}{tail}"
