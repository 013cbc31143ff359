"""Built-in transforms; importing this package registers them."""

from .punctuation import PunctuationInsertion
from .modal import ModalVerb  # noqa: F401  registers mv
from .negation import DoubleNegation, Negation  # noqa: F401  registers neg, dn
from . import baselines, surface  # noqa: F401  registers sc, wr and the random baselines

__all__ = ["PunctuationInsertion"]
