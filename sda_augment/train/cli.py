"""``sda-augment-train``: a thin click layer over :class:`~sda_augment.train.trainer.Trainer`.

``--recipe`` fills a paper's values (:mod:`~sda_augment.train.recipes`); any option written on
the command line wins over the recipe, and the log's first line says where each value came from.
"""

from __future__ import annotations

from typing import Any

import click

from .config import DISCRIMINATOR_SETTINGS, HEAD_ACTIVATIONS, REPETITIONS, SAMPLINGS
from .data import DataError
from .recipes import RECIPES, RUN_FIELDS
from .sts import STSFormatError


def _methods(text: str) -> tuple[str, ...]:
    methods = tuple(part.strip() for part in text.split(",") if part.strip())
    return () if methods in ((), ("none",), ("self",)) else methods


def _given(context: click.Context, name: str) -> bool:
    source = context.get_parameter_source(name)
    return source in (click.core.ParameterSource.COMMANDLINE, click.core.ParameterSource.ENVIRONMENT)


@click.command(context_settings={"help_option_names": ["-h", "--help"], "show_default": True})
@click.option("--model", required=True, help="Hugging Face encoder name or local folder.")
@click.option("--data", required=True, type=click.Path(dir_okay=False), help="CLI JSONL, AugCSE or SimCSE csv, or raw text (augmented now).")
@click.option("--output-dir", required=True, type=click.Path(file_okay=False), help="Where checkpoints, metrics.json and manifest.json go.")
@click.option("--recipe", type=click.Choice(list(RECIPES)), help="A paper's hyper-parameters for a backbone (see docs/training.md); options given here win.")
@click.option("--positive", default="pi", help="Augmentation method(s), comma-separated (several: one per sentence); 'none' for dropout-only SimCSE.")
@click.option("--negative", default="none", help="Own-negative method (e.g. 'neg'; the csv's hard_neg column for csv data) or 'none'.")
@click.option("--sampling", default="changed", type=click.Choice(SAMPLINGS), help="One method per sentence among those that changed it, or among all ('none' when the drawn one did not; AugCSE).")
@click.option("--sts-dev", type=click.Path(exists=True, dir_okay=False), help="STS file for evaluation during training (GLUE tsv, SentEval csv, SICK).")
@click.option("--sts-test", type=click.Path(exists=True, dir_okay=False), help="STS file evaluated once with the best checkpoint.")
@click.option("--retrieval-k", default=0, type=click.IntRange(min=0), help="CARDS retrieved negatives from each sentence's top-k neighbours; 0 turns them off.")
@click.option("--retrieval-backend", default="auto", type=click.Choice(["auto", "faiss", "torch"]))
@click.option("--discriminator", default="augcse", type=click.Choice(DISCRIMINATOR_SETTINGS), help="AugCSE setting: augcse (augmented sentences only in the discriminator), positive (also the contrastive positive), bool (augmented or not).")
@click.option("--discriminator-weight", default=0.0, type=click.FloatRange(min=0), help="AugCSE's lambda (Eq. 3); 0 turns the discriminator off.")
@click.option("--discriminator-alpha", default=-1.0, type=float, help="Gradient multiplier alpha between encoder and discriminator: -1 antagonistic (AugCSE Table 7), +1 cooperative.")
@click.option("--discriminator-dropout", default=0.2, type=click.FloatRange(min=0, max=1, max_open=True))
@click.option("--repetition", default="words", type=click.Choice(REPETITIONS), help="With --positive wr: repeat whitespace words (the wr transform) or the tokenizer's subwords (ESimCSE).")
@click.option("--dup-rate", default=0.32, type=click.FloatRange(min=0, max=1), help="ESimCSE's dup_rate for --repetition subwords.")
@click.option("--temperature", default=0.05, type=click.FloatRange(min=0, min_open=True))
@click.option("--margin", default=0.5, type=click.FloatRange(min=0), help="SDA margin delta on the own negative.")
@click.option("--epochs", default=1.0, type=click.FloatRange(min=0, min_open=True), help="Passes over the data; the schedule runs over their true length.")
@click.option("--max-steps", default=None, type=click.IntRange(min=1), help="Stop after this many steps instead (the schedule decays to 0 there).")
@click.option("--batch-size", default=64, type=click.IntRange(min=2))
@click.option("--lr", default=3e-5, type=click.FloatRange(min=0, min_open=True))
@click.option("--weight-decay", default=0.0, type=click.FloatRange(min=0))
@click.option("--warmup-steps", default=0, type=click.IntRange(min=0))
@click.option("--max-length", default=32, type=click.IntRange(min=2))
@click.option("--pooling", default="cls", type=click.Choice(["cls", "mean"]))
@click.option("--head-layers", default=2, type=click.IntRange(min=0), help="Training-only MLP head depth (0: none).")
@click.option("--head-batch-norm/--no-head-batch-norm", default=True)
@click.option("--head-activation", default="none", type=click.Choice(HEAD_ACTIVATIONS), help="After the head's last layer (SimCSE's: tanh).")
@click.option("--eval-steps", default=250, type=click.IntRange(min=1))
@click.option("--log-steps", default=50, type=click.IntRange(min=1))
@click.option("--deduplicate/--no-deduplicate", default=False, help="Leave out repeated sentences (CARDS).")
@click.option("--min-words", default=0, type=click.IntRange(min=0), help="Leave out sentences of fewer words (CARDS: 3).")
@click.option("--max-examples", default=None, type=click.IntRange(min=2), help="Use only the first N examples.")
@click.option("--seed", default=42, type=int)
@click.option("--device", default="auto", help="auto, cpu, cuda, cuda:1, ...")
@click.option("--precision", default="auto", type=click.Choice(["auto", "fp32", "fp16", "bf16"]), help="auto: bf16 (else fp16) on a GPU, fp32 on the CPU.")
@click.pass_context
def main(context: click.Context, recipe: str | None, **options: Any) -> None:
    """Train a sentence encoder contrastively on augmented data and evaluate it on STS."""
    try:
        import torch  # noqa: F401
        import transformers  # noqa: F401
    except ImportError as error:
        raise click.ClickException(
            f"{error.name} is not installed: run `pip install \".[train]\"` in the sda-augment checkout "
            "(or `pip install torch transformers scipy`)"
        ) from None
    from transformers.utils import logging as hf_logging

    from .recipes import configure
    from .trainer import train

    hf_logging.disable_progress_bar()  # keep the log to one line per event

    options["positive"] = _methods(options["positive"])
    negative = options["negative"].strip()
    options["negative"] = None if negative in ("", "none") else negative
    given = {name: value for name, value in options.items() if name in RUN_FIELDS or _given(context, name)}
    try:
        config = configure(recipe, **given)
        metrics = train(config, log=click.echo)
    except (DataError, STSFormatError, ValueError, LookupError, FloatingPointError) as error:
        raise click.ClickException(str(error)) from None
    except OSError as error:
        message = str(error).strip().splitlines()[0] if str(error).strip() else type(error).__name__
        raise click.ClickException(message) from None
    summary = {key: metrics[key] for key in ("dev_spearman_initial", "best_dev_spearman", "test_spearman") if key in metrics}
    shown = ", ".join(f"{key} {100 * value:.2f}" for key, value in summary.items())
    click.echo(f"done: {shown or 'no STS evaluation'}; output in {config.output_dir}")


if __name__ == "__main__":  # pragma: no cover
    main()
