"""Reorder: the sentences of a record in another order, those that lean on the one before
them moving with it (AugCSE's one pool member that works on a whole record)."""

from .reorder import SentenceReorder

TRANSFORMS = (SentenceReorder,)
