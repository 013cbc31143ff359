"""The negation family: NEG (a hard negative) and DN (double negation, a positive), on one
shared machinery of negation cues, local edits and "It is not true that" frames."""

from .dn import DoubleNegation
from .neg import Negation

TRANSFORMS = (Negation, DoubleNegation)
