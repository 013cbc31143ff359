"""Why num2word leaves a number as typed: the family's reason codes, registered once."""

from __future__ import annotations

from ...reasons import register_reason

NO_NUMBER = register_reason("num2word.no_number", "no number in digits or in words")
LARGE = register_reason(
    "num2word.large", "a count of a million or more that is not a whole number of millions: the sentence's counts stay in digits"
)
IDENTIFIER = register_reason(
    "num2word.identifier", "a number above one hundred that counts nothing named ('Call 911', a phone number, a total)"
)
NOTATION = register_reason(
    "num2word.notation", "digits in a form that is no plain number ('10:30', '2020/01/02', '12,65', '+44 20', '.03')"
)
LABEL = register_reason("num2word.label", "a number that labels ('Route 66', 'page 5', 'Class 43')")
DATE = register_reason("num2word.date", "a year or a number in a date ('1998', '5 May')")
TIME = register_reason("num2word.time", "a time of day ('4 pm', '3pm', 'it is still 5.05')")
MEASURE = register_reason(
    "num2word.measure",
    "a number with a unit or a sum that is not written out ('5 mg/dL', '6 kts', '$6.755'): the measures stay in digits",
)
EQUATION = register_reason("num2word.equation", "a number in a formula or an equation ('3x + y = 15', 'p < 0.001', '-0.5')")
SCORE = register_reason("num2word.score", "a number joined to another ('5–4', '3-1', '10:30')")
NAME = register_reason("num2word.name", "a number word in a name ('Three Kings')")
OPENING = register_reason("num2word.opening_word", "a number word opening the sentence (a sentence never opens with digits)")
CODE = register_reason("num2word.code", "a number written onto letters or signs ('4K', '3D', \"30's\", '*123#'): a code, a unit or a decade")
QUOTED = register_reason("num2word.quoted", "a number inside quotation marks (a title or what was said)")
NOT_COUNTING = register_reason(
    "num2word.not_counting", "a number that does not count a noun ('two of them', a sentence opening '72 on the chart')"
)
COMPOUND = register_reason(
    "num2word.compound", "a number in a hyphenated word that keeps its form ('a four-time finalist', 'two-thirds', 'a 240-foot mast')"
)
AMBIGUOUS_UNIT = register_reason(
    "num2word.ambiguous_unit",
    "an abbreviation the line does not settle ('5 M': molar or million; '20 F': Fahrenheit or a grade; '¥300'): the measures stay in digits",
)
ATTRIBUTIVE = register_reason(
    "num2word.attributive",
    "a sum or a measure before the noun it describes ('a 3 km tunnel', 'a $5 million deal'): the measures stay in digits",
)
DECIMAL_COMMA = register_reason(
    "num2word.decimal_comma", "a sum or a measure with a decimal comma ('€12,50'): the measures stay in digits"
)
