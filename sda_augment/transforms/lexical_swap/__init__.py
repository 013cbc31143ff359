"""Lexical swaps: a word replaced with another of its kind that changes the claim (colour, place)."""

from .city import CitySwap
from .color import ColorSwap

TRANSFORMS = (ColorSwap, CitySwap)
