"""CARDS retrieved negatives: each sentence's nearest neighbours under the pre-trained encoder.

Neighbours are found once, before fine-tuning, by cosine similarity: with faiss when it is
installed (exact inner-product index), otherwise by chunked matrix products in torch so that
the full similarity matrix is never held in memory.
"""

from __future__ import annotations

import torch
import torch.nn.functional as F


def _faiss_available() -> bool:
    try:
        import faiss  # noqa: F401
    except ImportError:
        return False
    return True


def nearest_neighbours(
    embeddings: torch.Tensor, k: int = 64, chunk_size: int = 4096, backend: str = "auto"
) -> torch.Tensor:
    """Indices (n, k') of each row's most cosine-similar other rows, most similar first.

    A row never lists itself; ``k'`` is ``min(k, n - 1)``. ``backend`` is "auto" (faiss if
    installed), "faiss" or "torch".
    """
    if embeddings.dim() != 2:
        raise ValueError("embeddings must be a 2-D tensor")
    n = embeddings.shape[0]
    if n < 2:
        raise ValueError("retrieval needs at least two sentences")
    if k < 1:
        raise ValueError(f"k must be at least 1, got {k}")
    if chunk_size < 1:
        raise ValueError(f"chunk_size must be at least 1, got {chunk_size}")
    k = min(k, n - 1)
    if backend not in ("auto", "faiss", "torch"):
        raise ValueError(f"backend must be auto, faiss or torch, got {backend!r}")
    if backend == "faiss" or (backend == "auto" and _faiss_available()):
        return _faiss_neighbours(embeddings, k)
    return _torch_neighbours(embeddings, k, chunk_size)


def _torch_neighbours(embeddings: torch.Tensor, k: int, chunk_size: int) -> torch.Tensor:
    unit = F.normalize(embeddings.detach().float().cpu(), dim=-1)
    out = torch.empty((unit.shape[0], k), dtype=torch.long)
    for start in range(0, unit.shape[0], chunk_size):
        chunk = unit[start : start + chunk_size]
        scores = chunk @ unit.T
        rows = torch.arange(len(chunk))
        scores[rows, rows + start] = float("-inf")
        out[start : start + len(chunk)] = scores.topk(k, dim=1).indices
    return out


def _faiss_neighbours(embeddings: torch.Tensor, k: int) -> torch.Tensor:
    import faiss
    import numpy as np

    unit = F.normalize(embeddings.detach().float().cpu(), dim=-1).numpy().astype(np.float32)
    index = faiss.IndexFlatIP(unit.shape[1])
    index.add(unit)
    _, found = index.search(unit, k + 1)
    rows = []
    for i, hits in enumerate(found):
        kept = [int(j) for j in hits if j != i and j >= 0][:k]
        rows.append(kept)
    return torch.tensor(rows, dtype=torch.long)


class RetrievedNegatives:
    """Draw, for each anchor, one of its top-k neighbours uniformly (CARDS)."""

    def __init__(self, texts: list[str], neighbours: torch.Tensor) -> None:
        if len(texts) != neighbours.shape[0]:
            raise ValueError("one row of neighbours is needed per text")
        self.texts = texts
        self.neighbours = neighbours

    def sample(self, indices: list[int], generator: torch.Generator) -> list[str]:
        """One retrieved sentence per anchor index, chosen with ``generator``."""
        rows = self.neighbours[torch.as_tensor(indices, dtype=torch.long)]
        picks = torch.randint(0, rows.shape[1], (len(indices),), generator=generator)
        return [self.texts[int(j)] for j in rows[torch.arange(len(indices)), picks]]
