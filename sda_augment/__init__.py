"""sda-augment: grammatical, reproducible sentence augmentations for contrastive learning."""

from .batch import augment_batch
from .coverage import Coverage
from .edits import Edit, render
from .pipeline import (
    Augmenter,
    AugRecord,
    ModelNotFoundError,
    augment,
    load_nlp,
    record_rng,
)
from .registry import available, get_transform
from .transform import AugResult, OneOf, RuleTransform, Sequence, Sometimes, Transform
from .transforms import (
    Crop,
    DoubleNegation,
    Mask,
    ModalVerb,
    Negation,
    PunctuationInsertion,
    RandomPunctuation,
    Swap,
    SwitchCase,
    SynonymReplacement,
    WordDeletion,
    WordRepetition,
)

__version__ = "0.1.0"

__all__ = [
    "AugRecord",
    "AugResult",
    "Augmenter",
    "Coverage",
    "Crop",
    "DoubleNegation",
    "Edit",
    "Mask",
    "ModalVerb",
    "ModelNotFoundError",
    "Negation",
    "OneOf",
    "PunctuationInsertion",
    "RandomPunctuation",
    "RuleTransform",
    "Sequence",
    "Sometimes",
    "Swap",
    "SwitchCase",
    "SynonymReplacement",
    "Transform",
    "WordDeletion",
    "WordRepetition",
    "augment",
    "augment_batch",
    "available",
    "get_transform",
    "load_nlp",
    "record_rng",
    "render",
]
