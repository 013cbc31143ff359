"""AugCSE: the ``augcse`` preset, one member of the augmentation pool per sentence."""

from .pool import AugCSEPool

TRANSFORMS = (AugCSEPool,)
