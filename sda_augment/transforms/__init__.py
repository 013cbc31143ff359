"""Built-in transforms; importing this package registers them."""

from .baselines import (
    Crop,
    Mask,
    RandomPunctuation,
    Swap,
    SynonymReplacement,
    WordDeletion,
)
from .modal import ModalVerb
from .negation import DoubleNegation, Negation
from .punctuation import PunctuationInsertion
from .surface import SwitchCase, WordRepetition

__all__ = [
    "Crop",
    "DoubleNegation",
    "Mask",
    "ModalVerb",
    "Negation",
    "PunctuationInsertion",
    "RandomPunctuation",
    "Swap",
    "SwitchCase",
    "SynonymReplacement",
    "WordDeletion",
    "WordRepetition",
]
