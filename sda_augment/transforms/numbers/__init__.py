"""num2word (AugCSE's pool): numerals to words and number words to numerals."""

from .num2word import NumberWords

TRANSFORMS = (NumberWords,)
