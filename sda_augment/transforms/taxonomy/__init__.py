"""Taxonomy: a noun replaced with a more general one (hypernym, a positive) or a more specific one (hyponym, a negative)."""

from .taxonomy import Hypernym, Hyponym

TRANSFORMS = (Hypernym, Hyponym)
