"""Every recipe's values pinned, and how a recipe meets the options given beside it."""

import pytest

from sda_augment.train.config import TrainConfig
from sda_augment.train.recipes import RECIPES, configure, recipe, settings_line

SIMCSE = {"pooling": "cls", "head_layers": 1, "head_batch_norm": False, "head_activation": "tanh",
          "temperature": 0.05, "max_length": 32, "epochs": 1.0, "eval_steps": 250}
BN = {**SIMCSE, "head_layers": 2, "head_batch_norm": True, "head_activation": "none"}
AUGCSE = {**BN, "positive": ("augcse",), "negative": None, "sampling": "uniform", "discriminator": "augcse",
          "discriminator_alpha": -1.0, "discriminator_dropout": 0.2, "batch_size": 128, "lr": 2e-5}

PINNED = {
    "simcse-bert": {**SIMCSE, "positive": (), "negative": None, "batch_size": 64, "lr": 3e-5},
    "simcse-roberta": {**SIMCSE, "positive": (), "negative": None, "batch_size": 512, "lr": 1e-5},
    "sda-bert": {**BN, "negative": "neg", "batch_size": 128, "lr": 2e-5},
    "sda-roberta": {**BN, "negative": "neg", "batch_size": 64, "lr": 1e-5},
    "augcse-bert": {**AUGCSE, "discriminator_weight": 5e-3},
    "augcse-roberta": {**AUGCSE, "discriminator_weight": 1e-4},
    "cards-roberta": {**SIMCSE, "positive": ("sc",), "negative": None, "retrieval_k": 64, "deduplicate": True, "min_words": 3},
    "esimcse-bert": {**SIMCSE, "positive": ("wr",), "negative": None, "repetition": "subwords", "dup_rate": 0.32,
                     "batch_size": 64, "lr": 3e-5, "eval_steps": 125},
}


# What a recipe leaves to the user, and the words its log line uses for it.
LEFT = {
    "sda-bert": {"positive": "the choice among pi, mv and dn", "margin": "the margin delta, the trainer's 0.5"},
    "sda-roberta": {"positive": "the choice among pi, mv and dn", "margin": "the margin delta, the trainer's 0.5"},
    "cards-roberta": {"lr": "the learning rate", "batch_size": "the batch size", "positive:p": "p_sc"},
    "esimcse-bert": {"momentum": "momentum-contrast queue"},
}


def test_what_a_recipe_leaves_stays_unfilled_and_its_log_line_says_so():
    fields = set(TrainConfig.__dataclass_fields__)
    for name, item in RECIPES.items():
        line = settings_line(configure(name, model="m", data="d", output_dir="o"))
        if name not in LEFT:
            assert "the recipe leaves" not in line, name
            continue
        leaves = line.split("; the recipe leaves ", 1)[1]
        for key, words in LEFT[name].items():
            assert words in leaves, (name, key)
            if key == "positive:p":
                assert all(":" not in method for method in item.values["positive"]), name
            elif key in fields:
                assert key not in item.values, (name, key)
            else:
                assert not any(key in field for field in fields), (name, key)


def test_every_recipe_is_pinned():
    assert {name: dict(item.values) for name, item in RECIPES.items()} == PINNED


def test_every_recipe_makes_a_valid_config():
    for name in RECIPES:
        config = configure(name, model="m", data="d", output_dir="o")
        config.validate()
        for key, value in PINNED[name].items():
            assert getattr(config, key) == value, (name, key)
        assert config.recipe == name and set(config.origins) == set(PINNED[name])


def test_given_options_win_over_the_recipe_and_the_log_says_so():
    config = configure("sda-bert", model="m", data="d", output_dir="o", lr=1e-4, seed=7)
    assert (config.lr, config.batch_size, config.negative, config.seed) == (1e-4, 128, "neg", 7)
    line = settings_line(config)
    assert line.startswith("settings, recipe sda-bert (SDA (Zhu et al., LREC-COLING 2024), bert-base-uncased): "
                           "* its values, + given, others defaults: ")
    for shown in ("batch_size 128*", "lr 0.0001+", "seed 7+", "negative neg*", "eval_steps 250*", "margin 0.5,",
                  "head_layers 2*", "epochs 1*", "positive pi,"):
        assert shown in line, shown


def test_defaults_without_a_recipe_are_one_epoch_of_simcse_bert():
    config = TrainConfig(model="m", data="d", output_dir="o")
    assert (config.epochs, config.max_steps, config.batch_size, config.lr, config.eval_steps) == (1.0, None, 64, 3e-5, 250)
    assert (config.discriminator, config.discriminator_alpha, config.discriminator_dropout) == ("augcse", -1.0, 0.2)
    assert settings_line(config).startswith("settings, no recipe: + given, others defaults: positive pi, negative none, ")


def test_unknown_recipe_names_the_known_ones():
    with pytest.raises(LookupError, match="unknown recipe 'sda'; choose from simcse-bert, simcse-roberta, sda-bert"):
        recipe("sda")


def test_the_training_page_shows_every_recipe_as_pinned():
    from pathlib import Path

    page = (Path(__file__).resolve().parents[2] / "docs" / "training.md").read_text(encoding="utf-8")
    rows = {line.split("|")[1].strip().strip("`"): line for line in page.splitlines() if line.startswith("| `")}
    for name, values in PINNED.items():
        row = [cell.strip() for cell in rows[name].split("|")]
        batch, lr, every = row[3], row[4], row[5]
        assert str(values.get("batch_size", 64)) in batch and float(lr.strip("()default ")) == values.get("lr", 3e-5), name
        assert every.startswith(str(values["eval_steps"])), name
    example = next(line for line in page.splitlines() if line.startswith("settings, recipe sda-bert"))
    assert example == settings_line(configure("sda-bert", model="m", data="d", output_dir="o", positive=("pi",)))
