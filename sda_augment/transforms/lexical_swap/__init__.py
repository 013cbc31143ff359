"""Lexical swaps: a word replaced with another of its kind that changes the claim (colour)."""

from .color import ColorSwap

TRANSFORMS = (ColorSwap,)
