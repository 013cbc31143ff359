"""``sda-augment-train``: a thin click layer over :class:`~sda_augment.train.trainer.Trainer`."""

from __future__ import annotations

import click

from .data import DataError
from .sts import STSFormatError


def _methods(text: str) -> tuple[str, ...]:
    methods = tuple(part.strip() for part in text.split(",") if part.strip())
    return () if methods in ((), ("none",), ("self",)) else methods


@click.command(context_settings={"help_option_names": ["-h", "--help"], "show_default": True})
@click.option("--model", required=True, help="Hugging Face encoder name or local folder.")
@click.option("--data", required=True, type=click.Path(dir_okay=False), help="CLI JSONL, SimCSE csv, or raw text (augmented now).")
@click.option("--output-dir", required=True, type=click.Path(file_okay=False), help="Where checkpoints, metrics.json and manifest.json go.")
@click.option("--positive", default="pi", help="Positive method(s), comma-separated (several: one changed method per sentence); 'none' for dropout-only SimCSE.")
@click.option("--negative", default="none", help="Own-negative method (e.g. 'neg'; the csv's hard_neg column for csv data) or 'none'.")
@click.option("--sts-dev", type=click.Path(exists=True, dir_okay=False), help="STS file for evaluation during training (GLUE tsv, SentEval csv, SICK).")
@click.option("--sts-test", type=click.Path(exists=True, dir_okay=False), help="STS file evaluated once with the best checkpoint.")
@click.option("--retrieval-k", default=0, type=click.IntRange(min=0), help="CARDS retrieved negatives from each sentence's top-k neighbours; 0 turns them off (the paper uses 64).")
@click.option("--retrieval-backend", default="auto", type=click.Choice(["auto", "faiss", "torch"]))
@click.option("--discriminator-weight", default=0.0, type=click.FloatRange(min=0), help="AugCSE discriminator weight lambda; 0 turns it off.")
@click.option("--discriminator-alpha", default=1.0, type=click.FloatRange(min=0), help="Gradient-reversal multiplier alpha.")
@click.option("--temperature", default=0.05, type=click.FloatRange(min=0, min_open=True))
@click.option("--margin", default=0.5, type=click.FloatRange(min=0), help="SDA margin delta on the own negative.")
@click.option("--max-steps", default=1000, type=click.IntRange(min=1))
@click.option("--batch-size", default=64, type=click.IntRange(min=2))
@click.option("--lr", default=3e-5, type=click.FloatRange(min=0, min_open=True))
@click.option("--weight-decay", default=0.0, type=click.FloatRange(min=0))
@click.option("--warmup-steps", default=0, type=click.IntRange(min=0))
@click.option("--max-length", default=32, type=click.IntRange(min=2))
@click.option("--pooling", default="cls", type=click.Choice(["cls", "mean"]))
@click.option("--head-layers", default=2, type=click.IntRange(min=0), help="Training-only MLP head depth (0: none).")
@click.option("--head-batch-norm/--no-head-batch-norm", default=True)
@click.option("--eval-steps", default=250, type=click.IntRange(min=1))
@click.option("--log-steps", default=50, type=click.IntRange(min=1))
@click.option("--max-examples", default=None, type=click.IntRange(min=2), help="Use only the first N examples.")
@click.option("--seed", default=42, type=int)
@click.option("--device", default="auto", help="auto, cpu, cuda, cuda:1, ...")
@click.option("--precision", default="auto", type=click.Choice(["auto", "fp32", "fp16", "bf16"]), help="auto: bf16 (else fp16) on a GPU, fp32 on the CPU.")
def main(**options) -> None:
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

    from .trainer import TrainConfig, train

    hf_logging.disable_progress_bar()  # keep the log to one line per event

    options["positive"] = _methods(options["positive"])
    negative = options["negative"].strip()
    options["negative"] = None if negative in ("", "none") else negative
    config = TrainConfig(**options)
    try:
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
