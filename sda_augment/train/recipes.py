"""Named recipes: a seed paper's hyper-parameters for one backbone, filled in one option.

``--recipe sda-bert`` sets every value the recipe names; an option given on the command
line still wins, and the log's first line prints the values in force and where each came
from. All the seed papers build on unsupervised SimCSE's code and share its model: [CLS]
pooling, a projection head used only in training, temperature 0.05, sentences cut at 32
tokens, one epoch over about a million Wikipedia sentences. What differs is listed per
recipe; a value a paper does not state is left at the trainer's default (SimCSE's for
BERT-base) and the recipe's ``leaves`` says which.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from .config import TrainConfig

# SimCSE's model: its MLP over [CLS] is one linear layer and tanh, used only in training.
SIMCSE_MODEL: dict[str, Any] = {
    "pooling": "cls",
    "head_layers": 1,
    "head_batch_norm": False,
    "head_activation": "tanh",
    "temperature": 0.05,
    "max_length": 32,
    "epochs": 1.0,
    "eval_steps": 250,
}
# SDA's (and AugCSE's) head: two linear layers with batch normalisation, dropped at evaluation.
BN_HEAD: dict[str, Any] = {**SIMCSE_MODEL, "head_layers": 2, "head_batch_norm": True, "head_activation": "none"}
# Values of the run itself, never a recipe's.
RUN_FIELDS = ("model", "data", "output_dir", "sts_dev", "sts_test", "device", "precision", "recipe", "origins")


@dataclass(frozen=True)
class Recipe:
    """A paper's setting for one backbone: the values it fills and what it leaves."""

    name: str
    paper: str
    backbone: str
    values: Mapping[str, Any]
    leaves: str = ""  # what the paper's setting needs that this recipe does not fill

    def __post_init__(self) -> None:
        known = set(TrainConfig.__dataclass_fields__) - set(RUN_FIELDS)
        unknown = set(self.values) - known
        if unknown:
            raise ValueError(f"recipe {self.name}: unknown settings {sorted(unknown)}")


_SIMCSE = "SimCSE (Gao et al., EMNLP 2021), unsupervised"
_SDA = "SDA (Zhu et al., LREC-COLING 2024)"
_AUGCSE = "AugCSE (Tang et al., AACL 2022)"
_CARDS = "CARDS (Wang et al., SIGIR 2022)"
_ESIMCSE = "ESimCSE (Wu et al., COLING 2022)"
_SDA_LEAVES = "the choice among pi, mv and dn (give --positive) and the margin delta, the trainer's 0.5"

RECIPES: dict[str, Recipe] = {
    recipe.name: recipe
    for recipe in (
        # Batch and learning rate as in the hyper-parameter table of SimCSE's released README
        # (unsupervised BERT-base 64 and 3e-5, RoBERTa-base 512 and 1e-5).
        Recipe("simcse-bert", _SIMCSE, "bert-base-uncased",
               {**SIMCSE_MODEL, "positive": (), "negative": None, "batch_size": 64, "lr": 3e-5}),
        Recipe("simcse-roberta", _SIMCSE, "roberta-base",
               {**SIMCSE_MODEL, "positive": (), "negative": None, "batch_size": 512, "lr": 1e-5}),
        Recipe("sda-bert", _SDA, "bert-base-uncased",
               {**BN_HEAD, "negative": "neg", "batch_size": 128, "lr": 2e-5}, leaves=_SDA_LEAVES),
        Recipe("sda-roberta", _SDA, "roberta-base",
               {**BN_HEAD, "negative": "neg", "batch_size": 64, "lr": 1e-5}, leaves=_SDA_LEAVES),
        Recipe("augcse-bert", _AUGCSE, "bert-base-uncased",
               {**BN_HEAD, "positive": ("augcse",), "negative": None, "sampling": "uniform", "discriminator": "augcse",
                "discriminator_weight": 5e-3, "discriminator_alpha": -1.0, "discriminator_dropout": 0.2,
                "batch_size": 128, "lr": 2e-5}),
        Recipe("augcse-roberta", _AUGCSE, "roberta-base",
               {**BN_HEAD, "positive": ("augcse",), "negative": None, "sampling": "uniform", "discriminator": "augcse",
                "discriminator_weight": 1e-4, "discriminator_alpha": -1.0, "discriminator_dropout": 0.2,
                "batch_size": 128, "lr": 2e-5}),
        Recipe("cards-roberta", _CARDS, "roberta-base",
               {**SIMCSE_MODEL, "positive": ("sc",), "negative": None, "retrieval_k": 64, "deduplicate": True,
                "min_words": 3},
               leaves="the learning rate and the batch size, left at the trainer's defaults (set --lr and "
               "--batch-size), and p_sc, SC's own default unless --positive sc:p=... gives it"),
        Recipe("esimcse-bert", _ESIMCSE, "bert-base-uncased",
               {**SIMCSE_MODEL, "positive": ("wr",), "negative": None, "repetition": "subwords", "dup_rate": 0.32,
                "batch_size": 64, "lr": 3e-5, "eval_steps": 125},
               leaves="ESimCSE's momentum-contrast queue of negatives, which this trainer does not have"),
    )
}

# The settings the first log line prints, in this order (with what makes each relevant).
SHOWN = (
    "positive", "negative", "sampling", "discriminator", "discriminator_weight", "discriminator_alpha",
    "discriminator_dropout", "retrieval_k", "repetition", "dup_rate", "temperature", "margin", "epochs", "max_steps",
    "batch_size", "lr", "weight_decay", "warmup_steps", "max_length", "pooling", "head_layers", "head_batch_norm",
    "head_activation", "eval_steps", "deduplicate", "min_words", "seed",
)


def recipe(name: str) -> Recipe:
    try:
        return RECIPES[name]
    except KeyError:
        raise LookupError(f"unknown recipe {name!r}; choose from {', '.join(RECIPES)}") from None


def configure(recipe_name: str | None = None, **given: Any) -> TrainConfig:
    """A :class:`TrainConfig` from a recipe's values and the ``given`` ones (which win).

    ``origins`` records which values came from the recipe and which were given, for the log.
    """
    values: dict[str, Any] = {}
    origins: dict[str, str] = {}
    if recipe_name is not None:
        chosen = recipe(recipe_name)
        values.update(chosen.values)
        origins.update({key: "recipe" for key in chosen.values})
    values.update(given)
    origins.update({key: "given" for key in given if key not in RUN_FIELDS})
    return TrainConfig(**values, recipe=recipe_name, origins=origins)


def shown_value(value: Any) -> str:
    if isinstance(value, tuple | list):
        return ",".join(value) if value else "none"
    if value is None:
        return "none"
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, float):
        return f"{value:g}"
    return str(value)


def _relevant(config: TrainConfig, key: str) -> bool:
    if key.startswith("discriminator_") or key == "discriminator":
        return config.discriminator_weight > 0 or key == "discriminator_weight"
    if key == "dup_rate":
        return config.repetition == "subwords"
    if key == "margin":
        return config.negative is not None
    if key == "sampling":
        return len(config.positive) > 1 or any(":" not in method and method == "augcse" for method in config.positive)
    if key == "max_steps":
        return config.max_steps is not None
    if key in ("head_batch_norm", "head_activation"):
        return config.head_layers > 0
    return True


def settings_line(config: TrainConfig) -> str:
    """The values in force, one line: ``*`` marks a recipe's value, ``+`` one given."""
    marks = {"recipe": "*", "given": "+"}
    parts = [
        f"{key} {shown_value(getattr(config, key))}{marks.get(config.origins.get(key, ''), '')}"
        for key in SHOWN
        if _relevant(config, key)
    ]
    leaves = ""
    if config.recipe:
        chosen = recipe(config.recipe)
        source = f"recipe {chosen.name} ({chosen.paper}, {chosen.backbone}): * its values, + given, others defaults"
        leaves = f"; the recipe leaves {chosen.leaves}" if chosen.leaves else ""
    else:
        source = "no recipe: + given, others defaults"
    return f"settings, {source}: {', '.join(parts)}{leaves}"
