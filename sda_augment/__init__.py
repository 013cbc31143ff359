"""sda-augment: grammatical, reproducible sentence augmentations for contrastive learning."""

from . import text_api  # noqa: F401  (installs augment() on every transform)
from .batch import augment_batch
from .coverage import Coverage
from .edits import Edit, render
from .model import ModelNotFoundError, load_nlp
from .pipeline import Augmenter, AugRecord, augment, record_rng
from .reasons import Skip
from .registry import available, get_transform
from .transform import (
    AllOf,
    AugResult,
    Candidate,
    Meta,
    OneOf,
    RuleTransform,
    Sometimes,
    Transform,
    meta_of,
    with_polarity,
)

__version__ = "0.1.0"

__all__ = [
    "AllOf",
    "AugRecord",
    "AugResult",
    "Augmenter",
    "Candidate",
    "Coverage",
    "Edit",
    "Meta",
    "ModelNotFoundError",
    "OneOf",
    "RuleTransform",
    "Skip",
    "Sometimes",
    "Transform",
    "augment",
    "augment_batch",
    "available",
    "get_transform",
    "load_nlp",
    "meta_of",
    "record_rng",
    "render",
    "with_polarity",
]


def __getattr__(name: str) -> type:
    """Built-in transform classes by class name (``sda_augment.Negation``), found in their
    folders; ``Sequence``, the old name of :class:`AllOf`, with a DeprecationWarning."""
    if name == "Sequence":
        import warnings

        from .transform import DEPRECATED_SEQUENCE

        warnings.warn(DEPRECATED_SEQUENCE, DeprecationWarning, stacklevel=2)
        return AllOf
    from .transforms import TRANSFORMS

    for cls in TRANSFORMS:
        if cls.__name__ == name:
            return cls
    raise AttributeError(f"module 'sda_augment' has no attribute {name!r}")


def __dir__() -> list[str]:
    from .transforms import TRANSFORMS

    return sorted({*globals(), *(cls.__name__ for cls in TRANSFORMS)})
