"""Gender swap: every gendered pronoun and noun of a sentence swapped, "her" read from the parse."""

from .gender import GenderSwap

TRANSFORMS = (GenderSwap,)
