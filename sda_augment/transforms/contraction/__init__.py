"""Contraction: contract auxiliaries or expand contractions, reading "'s" and "'d" from the parse."""

from .contraction import Contraction

TRANSFORMS = (Contraction,)
