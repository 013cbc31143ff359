"""PI rule 3, ``pi.repeat_mark``: a sentence-final "?" doubled, or the final period made "...".

Only a mark that ends a question: one inside a name ("Viva! Foundation") or before a
closing quote belongs to those words, and one after data ("Tom Birch 1911?", a year in
doubt) is no question.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...analysis.document import doc_text
from ...analysis.syntax import next_token
from ...edits import replace_token
from ...transform import Candidate
from .rules import rule_data
from .statement import final_period, final_token, is_statement, open_at_end

if TYPE_CHECKING:
    from spacy.tokens import Doc, Token


def _ends_sentence(mark: Token, closers: set[str]) -> bool:
    """True when only closing quotes or brackets follow ``mark`` before the text or sentence ends."""
    for token in mark.doc[mark.i + 1 :]:
        if token.is_space or token.text in closers:
            continue
        return token.is_sent_start is True or token.text[:1].isupper()
    return True


def _before_closing_quote(mark: Token) -> bool:
    following = next_token(mark)
    return following is not None and following.text in rule_data().final_mark.closing_quotes


def _ends_a_question(mark: Token) -> bool:
    """The sentence the mark ends holds a finite verb or opens with a question word ("Why?"):
    a question, not a value in doubt ("Tom Birch 1911?")."""
    finite = rule_data().final_mark.finite_tags
    words = [token for token in mark.sent if not token.is_punct]
    return bool(words) and (words[0].tag_ in _QUESTION_TAGS or any(token.tag_ in finite for token in words))


_QUESTION_TAGS = frozenset({"WRB", "WP", "WP$", "WDT"})


def repeat_mark_candidates(doc: Doc) -> list[Candidate]:
    config = rule_data().repeat_mark
    marks = config.marks
    options = []
    text = doc_text(doc)
    closers = rule_data().final_mark.closers
    for token in doc if any(mark in text for mark in marks) else ():
        # Only a mark that ends a sentence: one inside a name ("Viva! Foundation") is the name's,
        # and one before a closing quote is the quoted words' own ('"... to them!"').
        if (
            token.text in marks
            and _ends_sentence(token, closers)
            and not _before_closing_quote(token)
            and _ends_a_question(token)
        ):
            options.append(Candidate("pi.repeat_mark", (replace_token(token, marks[token.text]),)))
    if final_period(doc) and is_statement(doc) and not open_at_end(text):
        options.append(Candidate("pi.repeat_mark", (replace_token(final_token(doc), config.final_period),)))
    return options
