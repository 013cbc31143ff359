"""The training loop: AdamW with a linear schedule, the SDA/SimCSE loss, optional CARDS
retrieved negatives and AugCSE discriminator, STS evaluation with best-checkpoint keeping.

Written as a plain torch loop so that each objective stays visible in a few lines.
"""

from __future__ import annotations

import json
import math
import platform
import time
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

import torch

from .data import IDENTITY, Example, load_examples
from .discriminator import AugmentationDiscriminator
from .hub import locate_model
from .losses import ContrastiveLoss
from .model import ProjectionHead, SentenceEncoder
from .retrieval import RetrievedNegatives, nearest_neighbours
from .sts import STSPair, evaluate_sts, read_sts

BEST_DIR = "best"


@dataclass
class TrainConfig:
    """Everything a run depends on; written verbatim into the run manifest."""

    model: str
    data: str
    output_dir: str
    positive: tuple[str, ...] = ("pi",)
    negative: str | None = None
    sts_dev: str | None = None
    sts_test: str | None = None
    retrieval_k: int = 0
    retrieval_backend: str = "auto"
    discriminator_weight: float = 0.0
    discriminator_alpha: float = 1.0
    temperature: float = 0.05
    margin: float = 0.5
    max_steps: int = 1000
    batch_size: int = 64
    lr: float = 3e-5
    weight_decay: float = 0.0
    warmup_steps: int = 0
    max_length: int = 32
    pooling: str = "cls"
    head_layers: int = 2
    head_batch_norm: bool = True
    eval_steps: int = 250
    eval_batch_size: int = 128
    log_steps: int = 50
    seed: int = 42
    device: str = "auto"
    precision: str = "auto"
    max_examples: int | None = None
    extra: dict[str, Any] = field(default_factory=dict)

    def validate(self) -> None:
        checks = [
            (self.max_steps >= 1, "max_steps must be at least 1"),
            (self.batch_size >= 2, "batch_size must be at least 2 (in-batch negatives)"),
            (self.lr > 0, "lr must be positive"),
            (self.retrieval_k >= 0, "retrieval_k must be >= 0"),
            (self.discriminator_weight >= 0, "discriminator_weight must be >= 0"),
            (self.eval_steps >= 1, "eval_steps must be at least 1"),
            (self.warmup_steps >= 0, "warmup_steps must be >= 0"),
            (self.precision in ("auto", "fp32", "fp16", "bf16"), "precision must be auto, fp32, fp16 or bf16"),
            (self.max_examples is None or self.max_examples >= 2, "max_examples must be at least 2"),
        ]
        for ok, message in checks:
            if not ok:
                raise ValueError(message)


def resolve_device(name: str) -> torch.device:
    """"auto" is the first GPU when there is one, else the CPU."""
    if name == "auto":
        return torch.device("cuda" if torch.cuda.is_available() else "cpu")
    device = torch.device(name)
    if device.type == "cuda" and not torch.cuda.is_available():
        raise ValueError(f"device {name!r} requested but CUDA is not available")
    return device


def resolve_precision(precision: str, device: torch.device) -> torch.dtype | None:
    """The autocast dtype, or None for float32. Half precision only on a GPU."""
    if device.type != "cuda" or precision == "fp32":
        return None
    if precision == "bf16" or (precision == "auto" and torch.cuda.is_bf16_supported()):
        return torch.bfloat16
    return torch.float16


def linear_schedule(warmup: int, total: int) -> Callable[[int], float]:
    """LR multiplier: linear warm-up to 1, then linear decay to 0 at ``total``."""

    def factor(step: int) -> float:
        if step < warmup:
            return (step + 1) / warmup
        return max(0.0, (total - step) / max(1, total - warmup))

    return factor


def library_versions() -> dict[str, str]:
    versions = {"python": platform.python_version()}
    for name in ("torch", "transformers", "numpy", "spacy", "sda_augment"):
        try:
            module = __import__(name)
            versions[name] = str(getattr(module, "__version__", "unknown"))
        except ImportError:
            continue
    try:
        import faiss

        versions["faiss"] = str(getattr(faiss, "__version__", "unknown"))
    except ImportError:
        pass
    return versions


def loss_text(value: float) -> str:
    """A loss for the log, readable at any scale: 0.3466, 0.001234, 1.5e-05 (never 0.0000)."""
    return f"{value:.4g}"


def positives_line(examples: Sequence[Example]) -> str:
    """How many positives each method made, for the log; 'none' is explained where it occurs."""
    counts = Counter(example.aug_type for example in examples)
    parts = ", ".join(f"{name} {n:,}" for name, n in sorted(counts.items(), key=lambda item: (item[0] == IDENTITY, item[0])))
    line = f"positives by method: {parts}"
    if IDENTITY in counts:
        line += f" ({IDENTITY}: no method changed the sentence, so its positive is the sentence itself, SimCSE's dropout view)"
    return line


def _batches(n: int, batch_size: int, generator: torch.Generator):
    """Endless shuffled index batches; a final short batch is dropped when n allows."""
    size = min(batch_size, n)
    while True:
        order = torch.randperm(n, generator=generator).tolist()
        for start in range(0, n - size + 1, size):
            yield order[start : start + size]


class Trainer:
    """One training run; :meth:`run` returns the metrics it also writes to ``metrics.json``."""

    def __init__(self, config: TrainConfig, log: Callable[[str], None] = print, nlp: Any = None) -> None:
        config.validate()
        self.config = config
        self.log = log
        self.nlp = nlp
        self.output = Path(config.output_dir)
        self.device = resolve_device(config.device)
        self.dtype = resolve_precision(config.precision, self.device)

    # -- set-up ------------------------------------------------------------------------

    def load_data(self) -> list[Example]:
        c = self.config
        examples = load_examples(c.data, c.positive, c.negative, seed=c.seed, nlp=self.nlp)
        if c.max_examples is not None:
            examples = examples[: c.max_examples]
        if len(examples) < 2:
            raise ValueError("training needs at least two examples")
        return examples

    def load_sts(self, path: str | None) -> list[STSPair] | None:
        return read_sts(path) if path else None

    def write_manifest(self, examples: Sequence[Example], types: Sequence[str]) -> None:
        changed = sum(1 for example in examples if example.aug_type != IDENTITY)
        negatives = sum(1 for example in examples if example.negative is not None)
        manifest = {
            "args": asdict(self.config),
            "seed": self.config.seed,
            "device": str(self.device),
            "precision": str(self.dtype).replace("torch.", "") if self.dtype else "float32",
            "versions": library_versions(),
            "data": {
                "examples": len(examples),
                "augmented_positives": changed,
                "negatives": negatives,
                "augmentation_types": list(types),
            },
        }
        (self.output / "manifest.json").write_text(json.dumps(manifest, indent=2) + "\n", encoding="utf-8")

    # -- evaluation --------------------------------------------------------------------

    def evaluate(self, encoder: SentenceEncoder, pairs: list[STSPair]) -> float:
        def embed(texts: list[str]):
            with self.autocast():
                return encoder.encode(texts, batch_size=self.config.eval_batch_size).numpy()

        return evaluate_sts(embed, pairs)

    def autocast(self):
        if self.dtype is None:
            return torch.autocast("cpu", enabled=False)
        return torch.autocast(self.device.type, dtype=self.dtype)

    # -- the loop ----------------------------------------------------------------------

    def run(self) -> dict[str, Any]:
        c = self.config
        self.output.mkdir(parents=True, exist_ok=True)
        torch.manual_seed(c.seed)
        generator = torch.Generator().manual_seed(c.seed)

        source = locate_model(c.model)  # before the data, which may take long to augment
        examples = self.load_data()
        dev, test = self.load_sts(c.sts_dev), self.load_sts(c.sts_test)
        types = sorted({example.aug_type for example in examples})
        if c.discriminator_weight > 0 and len(types) < 2:
            raise ValueError(
                f"the discriminator needs at least two augmentation types in the data, found {types}; "
                "give several --positive methods or set --discriminator-weight 0"
            )
        encoder = SentenceEncoder.from_pretrained(c.model, pooling=c.pooling, max_length=c.max_length, source=source).to(self.device)
        self.write_manifest(examples, types)
        self.log(f"{len(examples):,} examples; {positives_line(examples)}; device {self.device}")
        head = ProjectionHead(encoder.dim, c.head_layers, c.head_batch_norm).to(self.device)
        loss_fn = ContrastiveLoss(c.temperature, c.margin)
        discriminator = None
        if c.discriminator_weight > 0:
            discriminator = AugmentationDiscriminator(encoder.dim, len(types), alpha=c.discriminator_alpha).to(self.device)
        type_index = {name: index for index, name in enumerate(types)}

        retrieved = None
        if c.retrieval_k > 0:
            retrieved, example_row = self.build_retrieval(encoder, examples)

        metrics: dict[str, Any] = {"history": [], "examples": len(examples)}
        if dev is not None:
            metrics["dev_spearman_initial"] = self.evaluate(encoder, dev)
            self.log(f"step 0: dev spearman {100 * metrics['dev_spearman_initial']:.2f}")
        best = float("-inf")

        params = [p for module in (encoder, head, discriminator) if module is not None for p in module.parameters()]
        optimizer = torch.optim.AdamW(params, lr=c.lr, weight_decay=c.weight_decay)
        scheduler = torch.optim.lr_scheduler.LambdaLR(optimizer, linear_schedule(c.warmup_steps, c.max_steps))
        scaler = torch.amp.GradScaler("cuda", enabled=self.dtype == torch.float16)

        encoder.train()
        head.train()
        batches = _batches(len(examples), c.batch_size, generator)
        seen, train_seconds, running = 0, 0.0, []
        for step in range(1, c.max_steps + 1):
            indices = next(batches)
            batch = [examples[i] for i in indices]
            started = time.perf_counter()
            with self.autocast():
                shared = retrieved.sample([example_row[i] for i in indices], generator) if retrieved else []
                loss, parts = self.step_loss(encoder, head, loss_fn, discriminator, batch, shared, type_index)
            optimizer.zero_grad(set_to_none=True)
            scaler.scale(loss).backward()
            scaler.step(optimizer)
            scaler.update()
            scheduler.step()
            if self.device.type == "cuda":
                torch.cuda.synchronize(self.device)
            train_seconds += time.perf_counter() - started
            seen += len(batch)
            if not math.isfinite(loss.item()):
                raise FloatingPointError(f"loss became {loss.item()} at step {step}")
            running.append(parts)
            entry: dict[str, Any] | None = None
            if step % c.log_steps == 0 or step == c.max_steps:
                entry = {"step": step, **{k: sum(p[k] for p in running) / len(running) for k in running[0]}}
                running = []
                self.log(f"step {step}: loss {loss_text(entry['loss'])}")
            if dev is not None and (step % c.eval_steps == 0 or step == c.max_steps):
                score = self.evaluate(encoder, dev)
                entry = entry or {"step": step}
                entry["dev_spearman"] = score
                self.log(f"step {step}: dev spearman {100 * score:.2f}")
                if score > best:
                    best = score
                    metrics["best_step"] = step
                    encoder.save(self.output / BEST_DIR)
            if entry:
                metrics["history"].append(entry)

        if dev is None:
            encoder.save(self.output / BEST_DIR)
            metrics["best_step"] = c.max_steps
        else:
            metrics["best_dev_spearman"] = best
        metrics["steps"] = c.max_steps
        metrics["final_loss"] = metrics["history"][-1].get("loss") if metrics["history"] else None
        metrics["train_seconds"] = train_seconds
        metrics["train_sentences_per_second"] = seen / train_seconds if train_seconds > 0 else None
        if test is not None:
            best_encoder = SentenceEncoder.from_pretrained(self.output / BEST_DIR).to(self.device)
            metrics["test_spearman"] = self.evaluate(best_encoder, test)
            self.log(f"test spearman (best checkpoint, step {metrics['best_step']}): {100 * metrics['test_spearman']:.2f}")
        (self.output / "metrics.json").write_text(json.dumps(metrics, indent=2) + "\n", encoding="utf-8")
        return metrics

    def build_retrieval(self, encoder: SentenceEncoder, examples: Sequence[Example]):
        """Neighbours of every distinct anchor under the encoder as loaded (before tuning)."""
        texts = list(dict.fromkeys(example.anchor for example in examples))
        row = {text: index for index, text in enumerate(texts)}
        if len(texts) < 2:
            raise ValueError("retrieval needs at least two distinct sentences")
        started = time.perf_counter()
        with self.autocast():
            embeddings = encoder.encode(texts, batch_size=self.config.eval_batch_size)
        neighbours = nearest_neighbours(embeddings, self.config.retrieval_k, backend=self.config.retrieval_backend)
        self.log(
            f"retrieved top-{neighbours.shape[1]} neighbours of {len(texts)} sentences "
            f"in {time.perf_counter() - started:.1f}s"
        )
        return RetrievedNegatives(texts, neighbours), [row[example.anchor] for example in examples]

    def step_loss(
        self,
        encoder: SentenceEncoder,
        head: ProjectionHead,
        loss_fn: ContrastiveLoss,
        discriminator: AugmentationDiscriminator | None,
        batch: Sequence[Example],
        shared: Sequence[str],
        type_index: dict[str, int],
    ) -> tuple[torch.Tensor, dict[str, float]]:
        """One forward pass over anchors, positives, negations and retrieved sentences.

        Everything goes through the encoder together, so dropout draws a fresh mask for the
        anchor and its identical positive (SimCSE) and batch norm sees the whole step.
        """
        n = len(batch)
        has_negative = [example.negative is not None for example in batch]
        texts = [e.anchor for e in batch] + [e.positive for e in batch]
        texts += [e.negative for e in batch if e.negative is not None] + list(shared)
        pooled = encoder(texts)
        projected = head(pooled)
        anchors, positives = projected[:n], projected[n : 2 * n]
        n_neg = sum(has_negative)
        negatives = mask = None
        if n_neg:
            mask = torch.tensor(has_negative, device=projected.device)
            negatives = torch.zeros_like(anchors)
            negatives[mask] = projected[2 * n : 2 * n + n_neg]
        shared_vectors = projected[2 * n + n_neg :] if shared else None
        loss = loss_fn(anchors, positives, negatives, mask, shared_vectors)
        parts = {"contrastive": loss.item()}
        if discriminator is not None:
            labels = torch.tensor([type_index[e.aug_type] for e in batch], device=projected.device)
            adversarial = discriminator.loss(pooled[:n], pooled[n : 2 * n], labels)
            parts["discriminator"] = adversarial.item()
            loss = loss + self.config.discriminator_weight * adversarial
        parts["loss"] = loss.item()
        return loss, parts


def train(config: TrainConfig, log: Callable[[str], None] = print, nlp: Any = None) -> dict[str, Any]:
    """Run one training job described by ``config``; returns its metrics."""
    return Trainer(config, log=log, nlp=nlp).run()
