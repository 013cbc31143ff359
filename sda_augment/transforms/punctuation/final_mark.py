"""PI rule 4, ``pi.final_mark``: a statement's final period replaced by "!" (appended when it has none).

The mark goes after the sentence's own last character, before closing brackets and quotes;
after an abbreviation that may end a sentence ("etc."), never after one that needs a name
after it ("Lt.") or inside an unclosed quotation.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...analysis.document import doc_text
from ...edits import Edit
from ...transform import Candidate
from .rules import rule_data
from .statement import (
    DOUBLE_QUOTES,
    cut_short,
    final_period,
    final_token,
    is_statement,
    open_at_end,
)

if TYPE_CHECKING:
    from spacy.tokens import Doc, Token


_OPENING_QUOTES = ('"', "“", "„", "«")


def final_mark_candidates(doc: Doc) -> list[Candidate]:
    config = rule_data().final_mark
    mark = config.mark
    closers = rule_data().final_mark.closers  # marks without case: the lists as written
    keep = rule_data().final_mark.keep_endings
    text = doc_text(doc).rstrip()
    if not text or not is_statement(doc):
        return []
    end = len(text)
    # Step back over closing quotes and brackets to the sentence's own last character.
    cut = end
    while cut > 0 and text[cut - 1] in closers:
        cut -= 1
    if cut == 0:
        return []
    last_char = text[cut - 1]
    if last_char in keep:
        return []
    if last_char == ".":
        if cut >= 2 and text[cut - 2] == ".":
            return []  # an ellipsis closes on purpose
        closing = text[cut:end]
        if any(mark in DOUBLE_QUOTES for mark in closing) and not _quoted_whole(text, cut):
            if len(closing.strip(")]")) > 1:
                return []  # nested quotations close here: a mark inside would be the inner speaker's
            if _quoted_sentence(doc, text, cut):
                return [Candidate("pi.final_mark", (Edit(cut - 1, cut, mark),))]  # 'said: "There is none!"'
            return _mark_after_quotation(text, cut, end, mark)
        if open_at_end(text):
            return []  # the period sits inside an unclosed quotation or bracket
        period = _token_at(doc, cut - 1)
        word = period.text if period is not None else "."
        if word == "." and period is not None and _point_cut_short(doc, period):
            if not _ends_on_final_abbreviation(period):
                return []  # the text stops at an abbreviation's point ("under Lt.")
            word = doc[period.i - 1].text + "."
        abbreviations = rule_data().final_mark.abbreviations
        abbreviation = word.lower() in abbreviations
        if len(word) == 2 and word[0].isupper() and word[0] not in "IVX":
            return []  # "married businessman B.": the point is an initial's (not "Division I."), the name cut short
        if word == "." or (word.count(".") == 1 and not abbreviation):
            # A full stop, or one fused to its word ("B&O."): the mark replaces it.
            return [Candidate("pi.final_mark", (Edit(cut - 1, cut, mark),))]
        if abbreviation and word.lower() not in rule_data().final_mark.sentence_final_abbreviations:
            return []  # "under Lt.": a title that needs the name after it
        # The period ends an abbreviation ("Y.M.C.A.", "etc."): the mark follows it, and
        # follows a closing bracket too ("(meaning a Y.M.C.A.)!").
        if cut == end or not text[cut:end].strip(")]"):
            return [Candidate("pi.final_mark", (Edit(end, end, mark),))]
        return []
    if not last_char.isalnum() and last_char not in ")]":
        return []
    if cut != end and text[cut:end].strip(")]"):
        if _quoted_whole(text, cut):
            return [Candidate("pi.final_mark", (Edit(cut, cut, mark),))]  # '"... young men!"'
        return []  # a closing quote without a final mark inside it: leave it
    return [Candidate("pi.final_mark", (Edit(end, end, mark),))]


def _mark_after_quotation(text: str, cut: int, end: int, mark: str) -> list[Candidate]:
    """'described as "slashing."' → 'described as "slashing"!': the quoted words stay as written.

    The period inside the closing quote becomes the sentence's mark after it; not when
    more than the one quote closes there or the quotation itself ends in a mark or a quote
    ('"Beautiful People"."', 'pride!"."').
    """
    if end - cut != 1 or cut < 2 or text[cut - 2] in DOUBLE_QUOTES or text[cut - 2] in "!?'’":
        return []
    return [Candidate("pi.final_mark", (Edit(cut - 1, cut, ""), Edit(end, end, mark)))]


def _quoted_sentence(doc: Doc, text: str, cut: int) -> bool:
    """The quotation closing at ``cut`` is someone's words that end with it: a clause (it
    holds a finite verb: 'said: "There is no evidence of wrongdoing."'), words set apart
    by a comma or too many for a term ('describing it as "unbearable, but nice."'), or a
    quotation opened on an earlier line, the whole line its words.

    Their full stop is theirs, so the mark replaces it inside the quote; a quoted word, term
    or name the sentence ends on ('described as "slashing."', 'the phrase "girl talk."',
    'renamed "Balu Peak."') takes the mark after the quote.
    """
    start = max(text.rfind(quote, 0, cut - 1) for quote in _OPENING_QUOTES)
    if start < 0:
        return True  # the quotation opened on an earlier line: this statement is its words
    quoted = text[start + 1 : cut - 1]
    words = quoted.split()
    if not _title_words(words) and ("," in quoted or len(words) > rule_data().final_mark.max_term_words):
        return True
    finite = rule_data().final_mark.finite_tags
    return any(start < token.idx < cut and token.tag_ in finite for token in doc)


def _title_words(words: list[str]) -> bool:
    """Every word but the small ones ("of", "the") opens with a capital or is no word: a name."""
    small = rule_data().subject_quotes.title_small_words
    return all(not word[:1].isalpha() or word[:1].isupper() or word.lower() in small for word in words)


def _point_cut_short(doc: Doc, period: Token) -> bool:
    """:func:`cut_short` for a "." token, from the memo when it is the final token."""
    final = final_token(doc)
    if final is not None and period.i == final.i:
        return not final_period(doc)
    return cut_short(period)


def _token_at(doc: Doc, char: int) -> Token | None:
    """The token holding character ``char``: mostly the final token, else searched from the end."""
    final = final_token(doc)
    if final is not None and final.idx <= char < final.idx + len(final.text):
        return final  # the search below would stop there too: only whitespace follows it
    for token in reversed(doc):
        if token.idx <= char:
            return token if char < token.idx + len(token.text) else None
    return None


def _ends_on_final_abbreviation(final: Token) -> bool:
    """The period after "etc" or "Inc": an abbreviation that may end a sentence."""
    word = final.doc[final.i - 1].text.lower() + "."
    return word in rule_data().final_mark.sentence_final_abbreviations


def _quoted_whole(text: str, cut: int) -> bool:
    """The whole text is one quotation without a final mark: the mark goes inside it."""
    closing = text[cut:]
    if closing not in ('"', "”") or text[:1] not in ('"', "“"):
        return False
    return sum(text.count(mark) for mark in DOUBLE_QUOTES) == 2
