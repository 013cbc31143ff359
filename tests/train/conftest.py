"""A tiny randomly initialised BERT written into a temporary folder: no downloads."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

try:
    import torch
except ImportError:  # the tests that need torch skip themselves
    torch = None
else:
    # Tiny models gain nothing from threads, and on a busy 2-core machine they slow down ten-fold.
    torch.set_num_threads(1)

CORPUS = [
    "The cat sat on the mat.",
    "A dog ran in the park.",
    "She reads a book every night.",
    "He travelled widely in Europe.",
    "They have finished the report.",
    "The results were published in 2019.",
    "My brother plays the guitar.",
    "The river flows to the sea.",
    "We watched a film last week.",
    "The children sang a song.",
    "Her garden has many red flowers.",
    "The train left the station early.",
    "A bird built a nest in the tree.",
    "The old man walked to the market.",
    "Students wrote an essay about history.",
    "The company opened a new office.",
    "It rained all day in the city.",
    "The team won the final match.",
    "I bought fresh bread this morning.",
    "The museum shows paintings from Spain.",
    "A storm hit the coast last night.",
    "The teacher explained the lesson clearly.",
    "Our neighbours painted their house blue.",
    "The band released a new album.",
]

SPECIALS = ["[PAD]", "[UNK]", "[CLS]", "[SEP]", "[MASK]"]


def words(texts) -> list[str]:
    found: dict[str, None] = {}
    for text in texts:
        for token in re.findall(r"\w+|[^\w\s]", text.lower()):
            found.setdefault(token, None)
    return list(found)


def write_tiny_bert(folder: Path, extra_words=(), seed: int = 0) -> Path:
    """A 2-layer, 32-wide BERT with a word-level vocabulary covering CORPUS."""
    pytest.importorskip("torch")
    from transformers import BertConfig, BertModel

    folder.mkdir(parents=True, exist_ok=True)
    vocab = SPECIALS + words(CORPUS) + [w for w in words(extra_words) if w not in words(CORPUS)]
    vocab += ["not", "didn", "'", "t", "true", "that", ",", "!", ";", ":", "-", "—", "?"]
    vocab = list(dict.fromkeys(vocab))
    (folder / "vocab.txt").write_text("\n".join(vocab) + "\n", encoding="utf-8")
    tokenizer_config = {"tokenizer_class": "BertTokenizer", "do_lower_case": True, "model_max_length": 64}
    (folder / "tokenizer_config.json").write_text(json.dumps(tokenizer_config), encoding="utf-8")
    config = BertConfig(
        vocab_size=len(vocab),
        hidden_size=32,
        num_hidden_layers=2,
        num_attention_heads=2,
        intermediate_size=64,
        max_position_embeddings=64,
    )
    torch.manual_seed(seed)
    BertModel(config).save_pretrained(str(folder))
    return folder


@pytest.fixture(scope="session")
def tiny_bert(tmp_path_factory) -> Path:
    pytest.importorskip("transformers")
    return write_tiny_bert(tmp_path_factory.mktemp("tiny_bert"))


@pytest.fixture
def corpus() -> list[str]:
    return list(CORPUS)
