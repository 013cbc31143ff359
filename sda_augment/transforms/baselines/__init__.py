"""The random baselines the SDA paper compares against: random punctuation, word deletion,
crop, swap, mask and synonym replacement; on Chinese text the first four over jieba's words (:mod:`.zh`)."""

from .baselines import Crop, Mask, RandomPunctuation, Swap, SynonymReplacement, WordDeletion
from .zh import ChineseCrop, ChineseRandomPunctuation, ChineseSwap, ChineseWordDeletion

TRANSFORMS = (
    RandomPunctuation, WordDeletion, Crop, Swap, Mask, SynonymReplacement,
    ChineseRandomPunctuation, ChineseWordDeletion, ChineseCrop, ChineseSwap,
)
