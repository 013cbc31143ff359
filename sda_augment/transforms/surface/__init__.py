"""Surface positives: SC, switch-case (CARDS), and WR, word repetition (ESimCSE); WR on Chinese
jieba words (:mod:`.zh`; SC has no Chinese implementation: Chinese has no letter case)."""

from .surface import SwitchCase, WordRepetition
from .zh import ChineseWordRepetition

TRANSFORMS = (SwitchCase, WordRepetition, ChineseWordRepetition)
