"""Discourse: a discourse marker in a linking position swapped for one of the same sense."""

from .discourse import Discourse

TRANSFORMS = (Discourse,)
