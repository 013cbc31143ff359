"""Surface positives: SC, switch-case (CARDS), and WR, word repetition (ESimCSE)."""

from .surface import SwitchCase, WordRepetition

TRANSFORMS = (SwitchCase, WordRepetition)
