"""Everything a training run depends on, checked before anything is loaded.

The defaults are unsupervised SimCSE's for BERT-base (batch 64, learning rate 3e-5, one
epoch, evaluation every 250 steps) with SDA's projection head; a recipe
(:mod:`~sda_augment.train.recipes`) fills a paper's own values for a backbone.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

# AugCSE's discriminator settings (its Table 6): the augmented sentence only in the
# discriminator (AugCSE's own), also as the contrastive positive, or a discriminator that
# predicts only whether the sentence was augmented.
DISCRIMINATOR_SETTINGS = ("augcse", "positive", "bool")
# How one augmentation is drawn per sentence among several methods: among those that
# changed it (SDA's ensemble), or among all of them, "none" when the drawn one did not
# change it (AugCSE §4.2).
SAMPLINGS = ("changed", "uniform")
# Word repetition (ESimCSE) on whitespace words (the ``wr`` transform) or on the
# tokenizer's subwords, as the paper does it.
REPETITIONS = ("words", "subwords")
HEAD_ACTIVATIONS = ("none", "tanh")
PRECISIONS = ("auto", "fp32", "fp16", "bf16")


@dataclass
class TrainConfig:
    """Everything a run depends on; written verbatim into the run manifest."""

    model: str
    data: str
    output_dir: str
    positive: tuple[str, ...] = ("pi",)
    negative: str | None = None
    sampling: str = "changed"
    sts_dev: str | None = None
    sts_test: str | None = None
    retrieval_k: int = 0
    retrieval_backend: str = "auto"
    discriminator: str = "augcse"
    discriminator_weight: float = 0.0
    discriminator_alpha: float = -1.0
    discriminator_dropout: float = 0.2
    repetition: str = "words"
    dup_rate: float = 0.32
    temperature: float = 0.05
    margin: float = 0.5
    epochs: float = 1.0
    max_steps: int | None = None
    batch_size: int = 64
    lr: float = 3e-5
    weight_decay: float = 0.0
    warmup_steps: int = 0
    max_length: int = 32
    pooling: str = "cls"
    head_layers: int = 2
    head_batch_norm: bool = True
    head_activation: str = "none"
    eval_steps: int = 250
    eval_batch_size: int = 128
    log_steps: int = 50
    deduplicate: bool = False
    min_words: int = 0
    seed: int = 42
    device: str = "auto"
    precision: str = "auto"
    max_examples: int | None = None
    recipe: str | None = None
    # Where each value came from ("recipe", "given"); the others are defaults.
    origins: dict[str, str] = field(default_factory=dict)

    def validate(self) -> None:
        checks = [
            (self.max_steps is None or self.max_steps >= 1, "max_steps must be at least 1"),
            (self.epochs > 0, "epochs must be positive"),
            (self.batch_size >= 2, "batch_size must be at least 2 (in-batch negatives)"),
            (self.lr > 0, "lr must be positive"),
            (self.retrieval_k >= 0, "retrieval_k must be >= 0"),
            (self.discriminator_weight >= 0, "discriminator_weight must be >= 0"),
            (self.discriminator in DISCRIMINATOR_SETTINGS, f"discriminator must be one of {', '.join(DISCRIMINATOR_SETTINGS)}"),
            (0 <= self.discriminator_dropout < 1, "discriminator_dropout must be in [0, 1)"),
            (self.sampling in SAMPLINGS, f"sampling must be one of {', '.join(SAMPLINGS)}"),
            (self.repetition in REPETITIONS, f"repetition must be one of {', '.join(REPETITIONS)}"),
            (0 <= self.dup_rate <= 1, "dup_rate must be in [0, 1]"),
            (self.head_activation in HEAD_ACTIVATIONS, f"head_activation must be one of {', '.join(HEAD_ACTIVATIONS)}"),
            (self.eval_steps >= 1, "eval_steps must be at least 1"),
            (self.log_steps >= 1, "log_steps must be at least 1"),
            (self.warmup_steps >= 0, "warmup_steps must be >= 0"),
            (self.min_words >= 0, "min_words must be >= 0"),
            (self.precision in PRECISIONS, "precision must be auto, fp32, fp16 or bf16"),
            (self.max_examples is None or self.max_examples >= 2, "max_examples must be at least 2"),
        ]
        for ok, message in checks:
            if not ok:
                raise ValueError(message)
        if self.repetition == "subwords":
            if tuple(self.positive) != ("wr",):
                raise ValueError("--repetition subwords repeats the anchor's subwords as its positive: give --positive wr alone")
            if self.discriminator_weight > 0:
                raise ValueError("--repetition subwords gives every sentence the same augmentation: it takes no discriminator")

    def as_dict(self) -> dict[str, Any]:
        from dataclasses import asdict

        return asdict(self)
