"""AugCSE's augmentation discriminator behind a gradient-reversal layer.

The discriminator learns to tell which augmentation produced a positive from the
concatenated (original, augmented) embeddings; the reversed gradient trains the encoder to
make that impossible, so embeddings stop encoding augmentation artefacts (AugCSE).
"""

from __future__ import annotations

import torch
import torch.nn.functional as F
from torch import nn


class _ReverseGradient(torch.autograd.Function):
    @staticmethod
    def forward(ctx, inputs: torch.Tensor, alpha: float) -> torch.Tensor:  # type: ignore[override]
        ctx.alpha = alpha
        return inputs.view_as(inputs)

    @staticmethod
    def backward(ctx, grad: torch.Tensor):  # type: ignore[override]
        return -ctx.alpha * grad, None


def reverse_gradient(inputs: torch.Tensor, alpha: float = 1.0) -> torch.Tensor:
    """Identity on the way forward; multiplies the gradient by ``-alpha`` on the way back."""
    return _ReverseGradient.apply(inputs, float(alpha))


class GradientReversal(nn.Module):
    """Module form of :func:`reverse_gradient` with multiplier ``alpha``."""

    def __init__(self, alpha: float = 1.0) -> None:
        super().__init__()
        if alpha < 0:
            raise ValueError(f"alpha must be non-negative, got {alpha}")
        self.alpha = float(alpha)

    def forward(self, inputs: torch.Tensor) -> torch.Tensor:
        return reverse_gradient(inputs, self.alpha)

    def extra_repr(self) -> str:
        return f"alpha={self.alpha}"


class AugmentationDiscriminator(nn.Module):
    """Predict the augmentation type from (original, augmented) through a reversed gradient."""

    def __init__(self, dim: int, n_types: int, hidden: int = 256, alpha: float = 1.0) -> None:
        super().__init__()
        if n_types < 2:
            raise ValueError(f"a discriminator needs at least two augmentation types, got {n_types}")
        self.reverse = GradientReversal(alpha)
        self.mlp = nn.Sequential(nn.Linear(2 * dim, hidden), nn.ReLU(), nn.Linear(hidden, n_types))

    def forward(self, original: torch.Tensor, augmented: torch.Tensor) -> torch.Tensor:
        """Logits over augmentation types, one row per pair."""
        pair = torch.cat([original, augmented], dim=-1).float()
        return self.mlp(self.reverse(pair))

    def loss(self, original: torch.Tensor, augmented: torch.Tensor, labels: torch.Tensor) -> torch.Tensor:
        """Cross-entropy of the type prediction; its gradient reaches the encoder reversed."""
        return F.cross_entropy(self(original, augmented), labels)
