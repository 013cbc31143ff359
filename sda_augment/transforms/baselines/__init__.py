"""The random baselines the SDA paper compares against: random punctuation, word deletion,
crop, swap, mask and synonym replacement."""

from .baselines import Crop, Mask, RandomPunctuation, Swap, SynonymReplacement, WordDeletion

TRANSFORMS = (RandomPunctuation, WordDeletion, Crop, Swap, Mask, SynonymReplacement)
