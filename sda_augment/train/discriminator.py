"""AugCSE's augmentation discriminator behind a gradient-reversal layer.

The discriminator reads the concatenated (original, augmented) sentence vectors and
predicts which augmentation made the second one, or "none" (AugCSE Eq. 2: binary
cross-entropy over the K augmentation types plus "no augmentation"). Between the encoder
and the discriminator sits a layer that is the identity on the way forward and multiplies
the gradient by α on the way back. With α = −1 (AugCSE's antagonistic setting, its
Table 7) the encoder receives the opposite of the discriminator's gradient: while the
discriminator learns to tell the augmentations apart, the encoder learns to make them
indistinguishable. α = +1 is the cooperative setting, α = 0 cuts the encoder off.

The network is Appendix A.5's: dropout 0.2 before each linear layer, tanh between them,
and a hidden layer twice as wide as its input (the two concatenated vectors).
"""

from __future__ import annotations

import torch
import torch.nn.functional as F
from torch import nn

# AugCSE's antagonistic setting (Table 7): the encoder gets the reversed gradient.
ANTAGONISTIC = -1.0
DROPOUT = 0.2


class _ScaleGradient(torch.autograd.Function):
    @staticmethod
    def forward(ctx, inputs: torch.Tensor, alpha: float) -> torch.Tensor:  # type: ignore[override]
        ctx.alpha = alpha
        return inputs.view_as(inputs)

    @staticmethod
    def backward(ctx, grad: torch.Tensor):  # type: ignore[override]
        return ctx.alpha * grad, None


def scale_gradient(inputs: torch.Tensor, alpha: float = ANTAGONISTIC) -> torch.Tensor:
    """Identity on the way forward; multiplies the gradient by ``alpha`` on the way back."""
    return _ScaleGradient.apply(inputs, float(alpha))


class GradientReversal(nn.Module):
    """Module form of :func:`scale_gradient`; ``alpha`` = −1 reverses the gradient."""

    def __init__(self, alpha: float = ANTAGONISTIC) -> None:
        super().__init__()
        self.alpha = float(alpha)

    def forward(self, inputs: torch.Tensor) -> torch.Tensor:
        return scale_gradient(inputs, self.alpha)

    def extra_repr(self) -> str:
        return f"alpha={self.alpha}"


class AugmentationDiscriminator(nn.Module):
    """Predict the augmentation type of (original, augmented) through the gradient layer.

    ``n_labels`` outputs, one per label (the K types and "none", or "augmented" and
    "none" in the bool setting), each a logit of the binary cross-entropy of Eq. 2.
    """

    def __init__(
        self, dim: int, n_labels: int, alpha: float = ANTAGONISTIC, dropout: float = DROPOUT, hidden: int | None = None
    ) -> None:
        super().__init__()
        if n_labels < 2:
            raise ValueError(f"a discriminator needs at least two labels, got {n_labels}")
        width = 2 * dim
        hidden = hidden or 2 * width
        self.reverse = GradientReversal(alpha)
        self.mlp = nn.Sequential(
            nn.Dropout(dropout), nn.Linear(width, hidden), nn.Tanh(), nn.Dropout(dropout), nn.Linear(hidden, n_labels)
        )

    def forward(self, original: torch.Tensor, augmented: torch.Tensor) -> torch.Tensor:
        """Logits (n, n_labels), one row per pair."""
        pair = torch.cat([original, augmented], dim=-1).float()
        return self.mlp(self.reverse(pair))

    def loss(self, original: torch.Tensor, augmented: torch.Tensor, labels: torch.Tensor) -> torch.Tensor:
        """Eq. 2: binary cross-entropy of every label against the one-hot target, averaged
        over rows and labels; its gradient reaches the encoder multiplied by α."""
        logits = self(original, augmented)
        targets = F.one_hot(labels, logits.shape[-1]).to(logits.dtype)
        return F.binary_cross_entropy_with_logits(logits, targets)
