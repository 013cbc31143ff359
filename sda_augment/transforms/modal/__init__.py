"""MV, modal verbs (SDA): epistemic "must" on the main predicate, the verb phrase re-inflected."""

from .mv import ModalVerb

TRANSFORMS = (ModalVerb,)
