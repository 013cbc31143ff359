"""Contrastive losses as small modules: SDA Eq. 4, which is unsupervised SimCSE plus negatives.

SDA (Eq. 4) adds each anchor's own negation to the InfoNCE denominator, relaxed by a margin
delta: exp((sim(h_i, h_i^-) - delta) / tau). The margin keeps a negation, which shares almost
every word with its anchor, from being pushed as far away as an unrelated sentence. CARDS
(Eq. 2) adds retrieved sentences as negatives shared by every anchor in the batch, without a
margin. With neither, the loss is the unsupervised SimCSE InfoNCE loss.
"""

from __future__ import annotations

import torch
import torch.nn.functional as F
from torch import nn


def cosine_matrix(a: torch.Tensor, b: torch.Tensor) -> torch.Tensor:
    """All pairwise cosine similarities between rows of ``a`` and rows of ``b``."""
    return F.normalize(a.float(), dim=-1) @ F.normalize(b.float(), dim=-1).T


class ContrastiveLoss(nn.Module):
    """InfoNCE over in-batch positives with optional own and shared negatives.

    ``forward(anchors, positives, negatives=None, negative_mask=None, shared_negatives=None)``:

    - ``positives[i]`` is anchor i's positive; every other positive is an in-batch negative.
    - ``negatives[i]`` is anchor i's own hard negative (its negation), scored with the margin;
      rows where ``negative_mask`` is False (no negation available) are left out.
    - ``shared_negatives`` (m rows) are negatives for every anchor (CARDS retrieval).
    """

    def __init__(self, temperature: float = 0.05, margin: float = 0.5) -> None:
        super().__init__()
        if temperature <= 0:
            raise ValueError(f"temperature must be positive, got {temperature}")
        if margin < 0:
            raise ValueError(f"margin must be non-negative, got {margin}")
        self.temperature = float(temperature)
        self.margin = float(margin)

    def logits(
        self,
        anchors: torch.Tensor,
        positives: torch.Tensor,
        negatives: torch.Tensor | None = None,
        negative_mask: torch.Tensor | None = None,
        shared_negatives: torch.Tensor | None = None,
    ) -> torch.Tensor:
        """The (n, n + extra) logits whose softmax at the diagonal is the loss's probability."""
        if anchors.shape != positives.shape:
            raise ValueError(f"anchors {tuple(anchors.shape)} and positives {tuple(positives.shape)} differ in shape")
        columns = [cosine_matrix(anchors, positives) / self.temperature]
        if negatives is not None:
            own = F.cosine_similarity(anchors.float(), negatives.float(), dim=-1)
            own = ((own - self.margin) / self.temperature).unsqueeze(1)
            if negative_mask is not None:
                own = own.masked_fill(~negative_mask.bool().unsqueeze(1), float("-inf"))
            columns.append(own)
        if shared_negatives is not None and len(shared_negatives):
            columns.append(cosine_matrix(anchors, shared_negatives) / self.temperature)
        return torch.cat(columns, dim=1)

    def forward(
        self,
        anchors: torch.Tensor,
        positives: torch.Tensor,
        negatives: torch.Tensor | None = None,
        negative_mask: torch.Tensor | None = None,
        shared_negatives: torch.Tensor | None = None,
    ) -> torch.Tensor:
        logits = self.logits(anchors, positives, negatives, negative_mask, shared_negatives)
        labels = torch.arange(len(anchors), device=logits.device)
        return F.cross_entropy(logits, labels)

    def extra_repr(self) -> str:
        return f"temperature={self.temperature}, margin={self.margin}"
