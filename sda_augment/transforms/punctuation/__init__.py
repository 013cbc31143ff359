"""PI, punctuation insertion (SDA): a clause comma, a quoted subject, a repeated or a final mark;
in Chinese the final 。 as ！ or ……, a repeated mark, a closing 。 and an opening comma (:mod:`.zh`)."""

from .pi import PunctuationInsertion
from .zh import ChinesePunctuation

TRANSFORMS = (PunctuationInsertion, ChinesePunctuation)
