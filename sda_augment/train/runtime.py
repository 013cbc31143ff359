"""Where and how a run computes: the device, the autocast precision, the learning-rate
schedule, the library versions for the manifest, and how losses are written in the log."""

from __future__ import annotations

import platform
from collections.abc import Callable

import torch


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
