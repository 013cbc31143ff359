"""The trainer on a GPU: short SDA runs with CUDA (bf16 and fp32) beside the same run on the CPU.

The test suite trains on the CPU only (CI has no GPU), so the CUDA path — the encoder, head
and discriminator on the device, autocast, bf16 evaluation, retrieval from device
embeddings, the best checkpoint saved and read back — is checked by this script on a
machine that has one. It augments sentences with the command (pi,mv,dn and neg), writes a
small randomly initialised BERT with a word-level vocabulary of the corpus (nothing is
downloaded), trains it on each device, and prints losses, STS Spearman and sentences per
second. It exits non-zero when a run fails or gives a non-finite loss, when the loss does
not fall, or when the best checkpoint read back on the CPU scores differently from what the
run recorded (beyond what bf16 evaluation allows).

    python benchmarks/train_gpu_check.py --corpus wiki_dev.txt --sts stsb_dev.tsv [--steps 300]
"""

from __future__ import annotations

import argparse
import json
import re
import subprocess
import sys
import tempfile
import time
from pathlib import Path

SPECIALS = ["[PAD]", "[UNK]", "[CLS]", "[SEP]", "[MASK]"]


def augment(corpus: Path, limit: int, folder: Path) -> Path:
    """The first ``limit`` lines augmented by the command (one parse, four methods)."""
    lines = [line for line in corpus.read_text(encoding="utf-8").splitlines() if line.strip()][:limit]
    source = folder / "sentences.txt"
    source.write_text("\n".join(lines) + "\n", encoding="utf-8")
    output = folder / "augmented.jsonl"
    command = [sys.executable, "-c", "from sda_augment.cli import main; main()", str(source),
               "-m", "pi,mv,dn", "--negative", "neg", "-o", str(output), "-q"]
    subprocess.run(command, check=True)
    return output


def write_bert(folder: Path, texts: list[str], width: int, layers: int) -> Path:
    """A randomly initialised BERT whose word-level vocabulary covers ``texts``."""
    import torch
    from transformers import BertConfig, BertModel

    words: dict[str, None] = {}
    for text in texts:
        for word in re.findall(r"\w+|[^\w\s]", text.lower()):
            words.setdefault(word, None)
    vocab = SPECIALS + list(words)
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "vocab.txt").write_text("\n".join(vocab) + "\n", encoding="utf-8")
    tokenizer = {"tokenizer_class": "BertTokenizer", "do_lower_case": True, "model_max_length": 64}
    (folder / "tokenizer_config.json").write_text(json.dumps(tokenizer), encoding="utf-8")
    config = BertConfig(vocab_size=len(vocab), hidden_size=width, num_hidden_layers=layers,
                        num_attention_heads=max(1, width // 64), intermediate_size=4 * width,
                        max_position_embeddings=64)
    torch.manual_seed(0)
    BertModel(config).save_pretrained(str(folder))
    return folder


def train(model: Path, data: Path, sts: Path, output: Path, device: str, precision: str, steps: int) -> dict:
    from sda_augment.train.trainer import TrainConfig, Trainer

    config = TrainConfig(model=str(model), data=str(data), output_dir=str(output), positive=("pi", "mv", "dn"),
                         negative="neg", sts_dev=str(sts), retrieval_k=16, discriminator_weight=0.1,
                         max_steps=steps, batch_size=64, lr=1e-4, eval_steps=max(1, steps // 3),
                         log_steps=max(1, steps // 10), seed=0, device=device, precision=precision)
    started = time.perf_counter()
    metrics = Trainer(config, log=lambda line: print(f"    [{device} {precision}] {line}", flush=True)).run()
    metrics["wall_seconds"] = time.perf_counter() - started
    return metrics


def reread_score(output: Path, sts: Path) -> float:
    """STS Spearman of the saved best checkpoint, read back on the CPU in float32."""
    from sda_augment.train.model import SentenceEncoder
    from sda_augment.train.sts import evaluate_sts, read_sts

    encoder = SentenceEncoder.from_pretrained(output / "best")
    return evaluate_sts(lambda texts: encoder.encode(texts).numpy(), read_sts(str(sts)))


def problems(name: str, metrics: dict, reread: float, tolerance: float) -> list[str]:
    found = []
    losses = [entry["loss"] for entry in metrics["history"] if "loss" in entry]
    if not losses or not all(loss == loss and abs(loss) != float("inf") for loss in losses):
        found.append(f"{name}: losses not finite: {losses}")
    elif losses[-1] >= losses[0]:
        found.append(f"{name}: the loss did not fall ({losses[0]:.3f} -> {losses[-1]:.3f})")
    if abs(reread - metrics["best_dev_spearman"]) > tolerance:
        found.append(f"{name}: best checkpoint reads back at {reread:.4f} on the CPU, the run recorded "
                     f"{metrics['best_dev_spearman']:.4f}")
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--corpus", type=Path, required=True)
    parser.add_argument("--sts", type=Path, required=True)
    parser.add_argument("--limit", type=int, default=3000)
    parser.add_argument("--steps", type=int, default=300)
    parser.add_argument("--cpu-steps", type=int, default=30)
    parser.add_argument("--width", type=int, default=256)
    parser.add_argument("--layers", type=int, default=4)
    args = parser.parse_args()

    import torch

    if not torch.cuda.is_available():
        raise SystemExit("no CUDA device: this check is for a machine with a GPU")
    print(f"torch {torch.__version__}, {torch.cuda.get_device_name(0)}", flush=True)
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        started = time.perf_counter()
        data = augment(args.corpus, args.limit, folder)
        print(f"augmented {args.limit} lines in {time.perf_counter() - started:.1f}s", flush=True)
        texts = [json.loads(line)["text"] for line in data.read_text(encoding="utf-8").splitlines()]
        texts += [cell for line in args.sts.read_text(encoding="utf-8").splitlines()[1:] for cell in line.split("\t")[-3:-1]]
        model = write_bert(folder / "bert", texts + ["not", "true", "that", "must", "!"], args.width, args.layers)
        runs = [("cuda", "bf16", args.steps, 0.02), ("cuda", "fp32", args.steps, 0.002), ("cpu", "fp32", args.cpu_steps, 0.002)]
        rows, found = [], []
        for device, precision, steps, tolerance in runs:
            name = f"{device} {precision}"
            metrics = train(model, data, args.sts, folder / name.replace(" ", "_"), device, precision, steps)
            reread = reread_score(folder / name.replace(" ", "_"), args.sts)
            found += problems(name, metrics, reread, tolerance)
            rows.append((name, steps, metrics["history"][0].get("loss"), metrics["final_loss"],
                         metrics["dev_spearman_initial"], metrics["best_dev_spearman"], reread,
                         metrics["train_sentences_per_second"]))
    print("\nrun        steps  first loss  final loss  dev start  dev best  reread (CPU)  sentences/s")
    for name, steps, first, final, start, best, reread, speed in rows:
        print(f"{name:<10} {steps:>5}  {first:>10.3f}  {final:>10.3f}  {start:>9.4f}  {best:>8.4f}  {reread:>12.4f}  {speed:>11.0f}")
    if found:
        print("\nPROBLEMS:\n  " + "\n  ".join(found))
        raise SystemExit(1)
    print("\nall runs finite, losses falling, best checkpoints read back as recorded")


if __name__ == "__main__":
    main()
