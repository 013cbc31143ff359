"""MV, modal verbs (SDA): epistemic "must" on the main predicate, the verb phrase re-inflected;
in Chinese an affirming adverb before the predicate (:mod:`.zh`)."""

from .mv import ModalVerb
from .zh import ChineseAffirmation

TRANSFORMS = (ModalVerb, ChineseAffirmation)
