"""PI, punctuation insertion (SDA): a clause comma, a quoted subject, a repeated or a final mark."""

from .pi import PunctuationInsertion

TRANSFORMS = (PunctuationInsertion,)
