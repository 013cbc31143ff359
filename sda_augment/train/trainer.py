"""The training loop: AdamW with a linear schedule over the run's true length, the SDA/SimCSE
loss, optional CARDS retrieved negatives and AugCSE discriminator, STS evaluation with
best-checkpoint keeping.

Written as a plain torch loop so that each objective stays visible in a few lines. A step
never waits for the device: its losses stay there, summed, and are read (one transfer) every
``log_steps`` steps, where a non-finite loss also stops the run.
"""

from __future__ import annotations

import json
import math
import time
from collections import Counter
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import torch

from .config import TrainConfig
from .data import IDENTITY, Example, load_examples, method_name
from .discriminator import AugmentationDiscriminator
from .hub import locate_model
from .losses import ContrastiveLoss
from .model import ProjectionHead, SentenceEncoder, TokenEdit
from .objective import Objective, describe, objective_of
from .recipes import settings_line
from .repetition import repeat_subwords
from .retrieval import RetrievedNegatives, nearest_neighbours
from .runtime import library_versions, linear_schedule, loss_text, resolve_device, resolve_precision
from .sts import STSPair, evaluate_sts, read_sts

__all__ = ["BEST_DIR", "TrainConfig", "Trainer", "linear_schedule", "run_length", "train"]

BEST_DIR = "best"
SWITCH_CASE = "sc"
# Capitalised words whose tokens a cased tokenizer keeps apart from the lower-case ones.
_CASE_PROBES = ("Paris", "The", "London", "Music")


def run_length(n_examples: int, config: TrainConfig) -> tuple[int, int]:
    """(steps of the run, steps per epoch): ``epochs`` passes over the data unless
    ``max_steps`` says otherwise. An epoch is every full batch; a last short one is left to
    the next shuffle."""
    per_epoch = max(1, n_examples // min(config.batch_size, n_examples))
    if config.max_steps is not None:
        return config.max_steps, per_epoch
    return max(1, round(config.epochs * per_epoch)), per_epoch


def augmentations_line(examples: Sequence[Example], objective: Objective) -> str:
    """How many sentences each method augmented, for the log; 'none' is explained."""
    counts = Counter(example.aug_type for example in examples)
    ordered = sorted(counts.items(), key=lambda item: (item[0] == IDENTITY, item[0]))
    parts = ", ".join(f"{name} {n:,}" for name, n in ordered)
    if objective.augmented_positive:
        line = f"positives by method: {parts}"
        why = "no method changed the sentence, so its positive is the sentence itself, SimCSE's dropout view"
    else:
        line = f"augmentations by type: {parts}"
        why = "the sentence was left as it is, the discriminator's 'no augmentation'"
    if IDENTITY in counts:
        line += f" ({IDENTITY}: {why})"
    return line


def lowercases(tokenizer: Any) -> bool:
    """Whether ``tokenizer`` gives a capitalised word the tokens of its lower case."""
    if getattr(tokenizer, "do_lower_case", False):
        return True
    return all(tokenizer.tokenize(word) == tokenizer.tokenize(word.lower()) for word in _CASE_PROBES)


def _batches(n: int, batch_size: int, generator: torch.Generator):
    """Endless shuffled index batches; a final short batch is dropped when n allows."""
    size = min(batch_size, n)
    while True:
        order = torch.randperm(n, generator=generator).tolist()
        for start in range(0, n - size + 1, size):
            yield order[start : start + size]


class RunningLosses:
    """The loss parts of the steps since the last log line, summed where they were computed.

    :meth:`add` never waits for the device; :meth:`read` is the one transfer per log line.
    """

    def __init__(self) -> None:
        self.names: list[str] = []
        self.sums: torch.Tensor | None = None
        self.count = 0

    def add(self, parts: dict[str, torch.Tensor]) -> None:
        self.names = self.names or list(parts)
        values = torch.stack([parts[name].float() for name in self.names])
        self.sums = values if self.sums is None else self.sums + values
        self.count += 1

    def read(self, step: int) -> dict[str, float]:
        """The mean of each part since the last read; a non-finite one stops the run."""
        assert self.sums is not None
        means = dict(zip(self.names, (self.sums / self.count).tolist()))
        first = step - self.count + 1
        self.sums, self.count = None, 0
        for value in means.values():
            if not math.isfinite(value):
                raise FloatingPointError(f"loss became {value} between steps {first} and {step}")
        return means


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
        self.objective = objective_of(config)

    # -- set-up ------------------------------------------------------------------------

    def load_data(self) -> list[Example]:
        c = self.config
        positive = () if self.objective.subwords else c.positive
        examples = load_examples(
            c.data, positive, c.negative, seed=c.seed, nlp=self.nlp, sampling=c.sampling,
            deduplicate=c.deduplicate, min_words=c.min_words, note=self.log,
        )
        if self.objective.subwords:  # every positive is its anchor, its subwords repeated in the step
            examples = [Example(e.anchor, e.anchor, e.negative, "wr") for e in examples]
        if c.max_examples is not None:
            examples = examples[: c.max_examples]
        if len(examples) < 2:
            raise ValueError("training needs at least two examples")
        return examples

    def load_sts(self, path: str | None) -> list[STSPair] | None:
        return read_sts(path) if path else None

    def check_case(self, encoder: SentenceEncoder, methods: Sequence[str]) -> None:
        """Stop when switch-case views would be invisible to the model (CARDS: it cannot be
        applied to uncased models)."""
        if SWITCH_CASE in {method_name(method) for method in methods} and lowercases(encoder.tokenizer):
            raise ValueError(
                f"the tokenizer of {self.config.model} lowercases its input, so switch-case (sc) views are the same "
                "tokens as their sentences: use a cased model (CARDS uses RoBERTa) or another --positive"
            )

    def check_labels(self, examples: Sequence[Example]) -> None:
        present = sorted({self.objective.label(example) for example in examples})
        if len(present) < 2:
            raise ValueError(
                f"the discriminator needs at least two augmentation types in the data (counting {IDENTITY!r}), "
                f"found only {present}; give several --positive methods or set --discriminator-weight 0"
            )

    def write_manifest(self, examples: Sequence[Example], types: Sequence[str], labels: Sequence[str], steps: int, per_epoch: int) -> None:
        changed = sum(1 for example in examples if example.aug_type != IDENTITY)
        negatives = sum(1 for example in examples if example.negative is not None)
        manifest = {
            "args": self.config.as_dict(),
            "seed": self.config.seed,
            "device": str(self.device),
            "precision": str(self.dtype).replace("torch.", "") if self.dtype else "float32",
            "versions": library_versions(),
            "objective": {
                "discriminator": self.objective.setting,
                "augmented_positive": self.objective.augmented_positive,
                "discriminator_labels": list(labels),
            },
            "length": {"steps": steps, "steps_per_epoch": per_epoch},
            "data": {
                "examples": len(examples),
                "augmented": changed,
                "negatives": negatives,
                "augmentation_types": list(types),
            },
        }
        (self.output / "manifest.json").write_text(json.dumps(manifest, indent=2) + "\n", encoding="utf-8")

    def length_line(self, n: int, steps: int, per_epoch: int) -> str:
        c = self.config
        size = min(c.batch_size, n)
        epochs = steps / per_epoch
        epoch = f"epoch{'' if epochs == 1 else 's'} of {per_epoch:,} steps (batches of {size} from {n:,} examples)"
        if c.max_steps is None:
            shown = f"{epochs:g} {epoch} = {steps:,} steps"
        else:
            shown = f"max_steps {steps:,} = {epochs:.3g} {epoch}"
        warmup = f"warm-up over {c.warmup_steps:,} step{'' if c.warmup_steps == 1 else 's'}, then " if c.warmup_steps else ""
        return f"length: {shown}; learning rate {c.lr:g}, {warmup}linear decay to 0 at step {steps:,}"

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

    def synchronize(self) -> None:
        if self.device.type == "cuda":
            torch.cuda.synchronize(self.device)

    # -- the loop ----------------------------------------------------------------------

    def run(self) -> dict[str, Any]:
        c = self.config
        objective = self.objective
        self.output.mkdir(parents=True, exist_ok=True)
        torch.manual_seed(c.seed)
        generator = torch.Generator().manual_seed(c.seed)
        source = locate_model(c.model)  # a second at most: a model that is nowhere fails before anything is said
        self.log(settings_line(c))
        self.log(describe(c, objective))
        encoder = SentenceEncoder.from_pretrained(c.model, pooling=c.pooling, max_length=c.max_length, source=source).to(self.device)
        self.check_case(encoder, c.positive)
        examples = self.load_data()
        self.check_case(encoder, [example.aug_type for example in examples])
        dev, test = self.load_sts(c.sts_dev), self.load_sts(c.sts_test)
        types = sorted({example.aug_type for example in examples})
        labels = objective.labels(types) if objective.setting else []
        if objective.setting:
            self.check_labels(examples)
        steps, per_epoch = run_length(len(examples), c)
        self.write_manifest(examples, types, labels, steps, per_epoch)
        self.log(f"{len(examples):,} examples; {augmentations_line(examples, objective)}; device {self.device}")
        self.log(self.length_line(len(examples), steps, per_epoch))
        head = ProjectionHead(encoder.dim, c.head_layers, c.head_batch_norm, c.head_activation).to(self.device)
        loss_fn = ContrastiveLoss(c.temperature, c.margin)
        discriminator = None
        if objective.setting:
            discriminator = AugmentationDiscriminator(
                encoder.dim, len(labels), alpha=c.discriminator_alpha, dropout=c.discriminator_dropout
            ).to(self.device)
        label_index = {name: index for index, name in enumerate(labels)}

        retrieved: RetrievedNegatives | None = None
        rows: list[int] = []
        if c.retrieval_k > 0:
            retrieved, rows = self.build_retrieval(encoder, examples)

        metrics: dict[str, Any] = {"history": [], "examples": len(examples)}
        if dev is not None:
            metrics["dev_spearman_initial"] = self.evaluate(encoder, dev)
            self.log(f"step 0: dev spearman {100 * metrics['dev_spearman_initial']:.2f}")
        best = float("-inf")

        params = [p for module in (encoder, head, discriminator) if module is not None for p in module.parameters()]
        optimizer = torch.optim.AdamW(params, lr=c.lr, weight_decay=c.weight_decay)
        scheduler = torch.optim.lr_scheduler.LambdaLR(optimizer, linear_schedule(c.warmup_steps, steps))
        scaler = torch.amp.GradScaler("cuda", enabled=self.dtype == torch.float16)

        encoder.train()
        head.train()
        if discriminator is not None:
            discriminator.train()
        batches = _batches(len(examples), c.batch_size, generator)
        seen, train_seconds = 0, 0.0
        running = RunningLosses()
        started = time.perf_counter()
        for step in range(1, steps + 1):
            indices = next(batches)
            batch = [examples[i] for i in indices]
            with self.autocast():
                shared = retrieved.sample([rows[i] for i in indices], generator) if retrieved is not None else []
                loss, parts = self.step_loss(encoder, head, loss_fn, discriminator, batch, shared, label_index, generator)
            optimizer.zero_grad(set_to_none=True)
            scaler.scale(loss).backward()
            scaler.step(optimizer)
            scaler.update()
            scheduler.step()
            seen += len(batch)
            running.add(parts)
            entry: dict[str, Any] | None = None
            if step % c.log_steps == 0 or step == steps:
                entry = {"step": step, **running.read(step)}  # the one wait for the device per log line
                train_seconds += time.perf_counter() - started
                self.log(f"step {step}: loss {loss_text(entry['loss'])}")
                started = time.perf_counter()
            if dev is not None and (step % c.eval_steps == 0 or step == steps):
                if entry is None:
                    self.synchronize()
                    train_seconds += time.perf_counter() - started
                score = self.evaluate(encoder, dev)
                entry = entry or {"step": step}
                entry["dev_spearman"] = score
                self.log(f"step {step}: dev spearman {100 * score:.2f}")
                if score > best:
                    best = score
                    metrics["best_step"] = step
                    encoder.save(self.output / BEST_DIR)
                started = time.perf_counter()
            if entry:
                metrics["history"].append(entry)

        if dev is None:
            encoder.save(self.output / BEST_DIR)
            metrics["best_step"] = steps
        else:
            metrics["best_dev_spearman"] = best
        metrics["steps"] = steps
        metrics["steps_per_epoch"] = per_epoch
        losses = [entry["loss"] for entry in metrics["history"] if "loss" in entry]
        metrics["final_loss"] = losses[-1] if losses else None
        metrics["train_seconds"] = train_seconds
        metrics["train_sentences_per_second"] = seen / train_seconds if train_seconds > 0 else None
        if test is not None:
            best_encoder = SentenceEncoder.from_pretrained(self.output / BEST_DIR).to(self.device)
            metrics["test_spearman"] = self.evaluate(best_encoder, test)
            self.log(f"test spearman (best checkpoint, step {metrics['best_step']}): {100 * metrics['test_spearman']:.2f}")
        (self.output / "metrics.json").write_text(json.dumps(metrics, indent=2) + "\n", encoding="utf-8")
        return metrics

    def build_retrieval(self, encoder: SentenceEncoder, examples: Sequence[Example]) -> tuple[RetrievedNegatives, list[int]]:
        """Neighbours of every distinct anchor under the encoder as loaded (before tuning),
        and each example's row among them."""
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

    def subword_edit(self, encoder: SentenceEncoder, rows: range, generator: torch.Generator) -> TokenEdit:
        """Repeat the subwords of the batch's ``rows`` (the positives), as ESimCSE does."""
        special, limit, rate = encoder.special_ids, encoder.position_limit, self.config.dup_rate

        def edit(index: int, ids: list[int]) -> list[int]:
            return repeat_subwords(ids, special, rate, generator, limit) if index in rows else ids

        return edit

    def step_loss(
        self,
        encoder: Any,
        head: torch.nn.Module,
        loss_fn: ContrastiveLoss,
        discriminator: AugmentationDiscriminator | None,
        batch: Sequence[Example],
        shared: Sequence[str],
        label_index: dict[str, int],
        generator: torch.Generator | None = None,
    ) -> tuple[torch.Tensor, dict[str, torch.Tensor]]:
        """One forward pass over anchors, positives, own negatives, retrieved sentences and,
        in AugCSE's setting, the augmented sentences that only the discriminator reads.

        Everything goes through the encoder together, so dropout draws a fresh mask for the
        anchor and its identical positive (SimCSE); the head (and its batch norm) sees only
        the sentences of the contrastive loss. The parts of the loss are returned detached,
        still on the device.
        """
        objective = self.objective
        n = len(batch)
        has_negative = [example.negative is not None for example in batch]
        contrastive = [e.anchor for e in batch] + [objective.positive(e) for e in batch]
        contrastive += [e.negative for e in batch if e.negative is not None] + list(shared)
        texts = list(contrastive)
        if discriminator is not None and not objective.augmented_positive:
            texts += [e.augmented for e in batch]  # only the discriminator reads these
        edit = None
        if objective.subwords:
            edit = self.subword_edit(encoder, range(n, 2 * n), generator or torch.Generator().manual_seed(self.config.seed))
        pooled = encoder(texts, edit) if edit is not None else encoder(texts)
        projected = head(pooled[: len(contrastive)])
        anchors, positives = projected[:n], projected[n : 2 * n]
        n_neg = sum(has_negative)
        negatives = mask = None
        if n_neg:
            mask = torch.tensor(has_negative, device=projected.device)
            negatives = torch.zeros_like(anchors)
            negatives[mask] = projected[2 * n : 2 * n + n_neg]
        shared_vectors = projected[2 * n + n_neg :] if shared else None
        loss = loss_fn(anchors, positives, negatives, mask, shared_vectors)
        parts = {"contrastive": loss.detach()}
        if discriminator is not None:
            augmented = pooled[n : 2 * n] if objective.augmented_positive else pooled[len(contrastive) :]
            labels = torch.tensor([label_index[objective.label(e)] for e in batch], device=pooled.device)
            adversarial = discriminator.loss(pooled[:n], augmented, labels)
            parts["discriminator"] = adversarial.detach()
            loss = loss + self.config.discriminator_weight * adversarial
        parts["loss"] = loss.detach()
        return loss, parts


def train(config: TrainConfig, log: Callable[[str], None] = print, nlp: Any = None) -> dict[str, Any]:
    """Run one training job described by ``config``; returns its metrics."""
    return Trainer(config, log=log, nlp=nlp).run()
