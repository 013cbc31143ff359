"""A Hugging Face encoder with [CLS] pooling and a projection head used only in training.

SimCSE and SDA put an MLP on top of the [CLS] vector while training and evaluate without
it: SimCSE's is one linear layer and tanh, SDA's two layers with batch normalization. The
head is therefore kept outside the saved checkpoint: what is saved and exported is the
encoder, its tokenizer and pooling.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from pathlib import Path

import torch
from torch import nn

from .hub import Source, locate_model

POOLINGS = ("cls", "mean")
CONFIG_NAME = "sda_encoder.json"


# A token edit: the row's index in the batch and its token ids, to the ids to encode.
TokenEdit = Callable[[int, list[int]], list[int]]


class ProjectionHead(nn.Module):
    """``layers`` linear layers of width ``dim``; batch norm after each, ReLU between them,
    and ``activation`` ("tanh" for SimCSE's head) after the last."""

    def __init__(self, dim: int, layers: int = 2, batch_norm: bool = True, activation: str = "none") -> None:
        super().__init__()
        if layers < 0:
            raise ValueError(f"head layers must be >= 0, got {layers}")
        if activation not in ("none", "tanh"):
            raise ValueError(f"head activation must be none or tanh, got {activation!r}")
        modules: list[nn.Module] = []
        for index in range(layers):
            modules.append(nn.Linear(dim, dim))
            if batch_norm:
                modules.append(nn.BatchNorm1d(dim))
            if index < layers - 1:
                modules.append(nn.ReLU())
        if modules and activation == "tanh":
            modules.append(nn.Tanh())
        self.net = nn.Sequential(*modules) if modules else nn.Identity()

    def forward(self, pooled: torch.Tensor) -> torch.Tensor:
        return self.net(pooled)


class SentenceEncoder(nn.Module):
    """Encoder + pooling; :meth:`encode` gives evaluation embeddings (no head, no dropout)."""

    def __init__(self, backbone: nn.Module, tokenizer, pooling: str = "cls", max_length: int = 32) -> None:
        super().__init__()
        if pooling not in POOLINGS:
            raise ValueError(f"pooling must be one of {POOLINGS}, got {pooling!r}")
        if max_length < 2:
            raise ValueError(f"max_length must be at least 2, got {max_length}")
        self.backbone = backbone
        self.tokenizer = tokenizer
        self.pooling = pooling
        self.max_length = int(max_length)

    @classmethod
    def from_pretrained(
        cls,
        name_or_path: str | Path,
        pooling: str | None = None,
        max_length: int | None = None,
        source: Source | None = None,
        cache_dir: str | Path | None = None,
    ) -> SentenceEncoder:
        """Load any Hugging Face encoder by name or path (a saved checkpoint keeps its pooling).

        ``source`` is where it comes from (:func:`~sda_augment.train.hub.locate_model`, asked
        here when not given); only a model that is neither a folder nor cached is downloaded.
        """
        from transformers import AutoModel, AutoTokenizer

        source = source or locate_model(name_or_path, cache_dir)
        saved: dict = {}
        config_file = Path(name_or_path) / CONFIG_NAME
        if config_file.is_file():
            saved = json.loads(config_file.read_text(encoding="utf-8"))
        where = {"local_files_only": source != "hub", "cache_dir": cache_dir}
        tokenizer = AutoTokenizer.from_pretrained(str(name_or_path), **where)
        backbone = AutoModel.from_pretrained(str(name_or_path), **where)
        return cls(
            backbone,
            tokenizer,
            pooling=pooling or saved.get("pooling", "cls"),
            max_length=max_length or saved.get("max_length", 32),
        )

    @property
    def dim(self) -> int:
        return int(self.backbone.config.hidden_size)

    @property
    def device(self) -> torch.device:
        return next(self.backbone.parameters()).device

    def tokenize(self, texts: Sequence[str], edit: TokenEdit | None = None) -> dict[str, torch.Tensor]:
        """The padded batch; ``edit`` rewrites rows' token ids first (subword repetition)."""
        if edit is None:
            batch = self.tokenizer(
                list(texts), padding=True, truncation=True, max_length=self.max_length, return_tensors="pt"
            )
        else:
            encoded = self.tokenizer(list(texts), truncation=True, max_length=self.max_length)
            ids = [edit(index, list(row)) for index, row in enumerate(encoded["input_ids"])]
            batch = self.tokenizer.pad({"input_ids": ids}, return_tensors="pt")
        return {key: value.to(self.device) for key, value in batch.items()}

    @property
    def special_ids(self) -> frozenset[int]:
        """The tokenizer's special tokens ([CLS], [SEP], padding ...), never repeated."""
        return frozenset(int(i) for i in self.tokenizer.all_special_ids)

    @property
    def position_limit(self) -> int:
        """The longest sequence the backbone takes (its position embeddings)."""
        limit = getattr(self.backbone.config, "max_position_embeddings", None) or 512
        padding = getattr(self.backbone.config, "pad_token_id", None) or 0
        return int(limit) - (padding + 1 if self.backbone.config.model_type in ("roberta", "xlm-roberta", "camembert") else 0)

    def forward(self, texts: Sequence[str], edit: TokenEdit | None = None) -> torch.Tensor:
        """Pooled vectors (n, dim); dropout follows the module's train/eval mode."""
        batch = self.tokenize(texts, edit)
        hidden = self.backbone(**batch).last_hidden_state
        if self.pooling == "cls":
            return hidden[:, 0]
        mask = batch["attention_mask"].unsqueeze(-1).to(hidden.dtype)
        return (hidden * mask).sum(1) / mask.sum(1).clamp(min=1.0)

    @torch.no_grad()
    def encode(self, texts: Sequence[str], batch_size: int = 128) -> torch.Tensor:
        """Evaluation embeddings on the CPU in float32, in input order."""
        was_training = self.training
        self.eval()
        try:
            chunks = [self(texts[i : i + batch_size]).float().cpu() for i in range(0, len(texts), batch_size)]
        finally:
            self.train(was_training)
        if not chunks:
            return torch.empty((0, self.dim))
        return torch.cat(chunks)

    def save(self, directory: str | Path) -> None:
        """Write encoder, tokenizer and pooling so :meth:`from_pretrained` restores them."""
        directory = Path(directory)
        directory.mkdir(parents=True, exist_ok=True)
        self.backbone.save_pretrained(str(directory))
        self.tokenizer.save_pretrained(str(directory))
        config = {"pooling": self.pooling, "max_length": self.max_length}
        (directory / CONFIG_NAME).write_text(json.dumps(config, indent=2) + "\n", encoding="utf-8")
