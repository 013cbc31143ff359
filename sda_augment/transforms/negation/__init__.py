"""The negation family: NEG (a hard negative), DN (double negation, a positive) and
NEG_REMOVAL (NEG's removal half alone, a hard negative), on one shared machinery of
negation cues, local edits and "It is not true that" frames."""

from .dn import DoubleNegation
from .neg import Negation
from .removal import NegationRemoval

TRANSFORMS = (Negation, DoubleNegation, NegationRemoval)
