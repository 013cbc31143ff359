"""Built-in transforms; importing this package registers them."""

from .punctuation import PunctuationInsertion

__all__ = ["PunctuationInsertion"]
