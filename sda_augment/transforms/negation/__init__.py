"""The negation family: NEG (a hard negative), DN (double negation, a positive) and
NEG_REMOVAL (NEG's removal half alone, a hard negative), on one shared machinery of
negation cues, local edits and "It is not true that" frames; NEG and DN in Chinese on the
predicate the Chinese analysis finds (:mod:`.zh_neg`, :mod:`.zh_dn`)."""

from .dn import DoubleNegation
from .neg import Negation
from .removal import NegationRemoval
from .zh_dn import ChineseDoubleNegation
from .zh_neg import ChineseNegation

TRANSFORMS = (Negation, DoubleNegation, NegationRemoval, ChineseNegation, ChineseDoubleNegation)
