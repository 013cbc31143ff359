"""Adjective antonyms: an adjective replaced with its opposite, which changes the claim."""

from .antonym import AdjectiveAntonym

TRANSFORMS = (AdjectiveAntonym,)
