"""tense (AugCSE's pool): the main clause moved to the past, the present or the future."""

from .tense import Tense

TRANSFORMS = (Tense,)
