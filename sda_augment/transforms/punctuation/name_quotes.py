"""``pi.subject_quotes`` on a name the sentence introduces: quotes around the name after
*known as*, *nicknamed*, *dubbed*, *titled*, *stylized*, *spelled* or a noun *called*.

There the sentence mentions the name rather than uses it ("Ricky Agyemang, also known as
Bullet, is ..." → '... also known as "Bullet", is ...'; "a blog called ProductionNext"),
and careful writers may quote it. Only a name in title case of a few words that the
sentence has not quoted already; not a verb's object after *called* ('the press called
Stokes "a pioneer"'), nor a name that runs into more capitalised words or a quote.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...analysis.document import doc_text
from ...analysis.rules import grammar
from ...analysis.syntax import QUOTE_CHARS, sentences
from ...analysis.tokens import rows
from ...edits import insert_after, insert_before
from ...transform import Candidate
from .commas import inside_quotation
from .rules import rule_data
from .statement import title_line

if TYPE_CHECKING:
    from spacy.tokens import Doc, Span, Token

RULE = "pi.subject_quotes"


def name_quote_candidates(doc: Doc, marks: tuple[str, str]) -> list[Candidate]:
    """One candidate per name introduced by a word of naming, quoted with ``marks``."""
    if title_line(doc):
        return []
    text = doc_text(doc)
    rules = rule_data().subject_quotes
    triggers = {"as"} | rules.name_verbs | rules.name_participles
    table = rows(doc)
    options = []
    for sent in sentences(doc):
        for row in table[sent.start : sent.end]:
            if row.lower not in triggers or not _introduces(doc[row.i]):
                continue
            trigger = doc[row.i]
            span = _name_after(doc, sent, trigger.i + 1)
            if span is None or inside_quotation(text, span[0].idx):
                continue
            first, last = span
            edits = (insert_before(first, marks[0]), insert_after(last, marks[1]))
            options.append(Candidate(RULE, edits, (("site", "name"),)))
    return options


def _introduces(word: Token) -> bool:
    """A word after which the sentence names something: "known as", "nicknamed", or
    "called" after a noun (a participle phrase: "a blog called X")."""
    rules = rule_data().subject_quotes
    lower = word.lower_
    if lower == "as":
        return any(before.lower_ in rules.name_before_as for before in word.doc[max(word.i - 2, 0) : word.i])
    if lower in rules.name_verbs:
        return word.tag_ in ("VBN", "VBD")
    if lower not in rules.name_participles or word.dep_ != "acl" or word.tag_ != "VBN":
        return False
    return word.head.lemma_.lower() not in grammar().captions.animate_nouns  # "the owner called Besnik Fichtner": no alias


def _name_after(doc: Doc, sent: Span, start: int) -> tuple[Token, Token] | None:
    """The name in title case that starts at ``start``: its first and last word, or None
    where none starts there, it is long, quoted, or runs on into more of a name."""
    rules = rule_data().subject_quotes
    small = rules.title_small_words
    if start >= sent.end or not _capitalised(doc[start]):
        return None
    if start > 0 and any(ch in QUOTE_CHARS for ch in doc[start - 1].text):
        return None  # already quoted
    last = start
    index = start + 1
    while index < sent.end:
        word = doc[index]
        if _capitalised(word):
            last = index
        elif word.text == "-" and not doc[index - 1].whitespace_ and not word.whitespace_:
            pass  # "Jacques-Nicolas"
        elif word.lower_ not in small or word.lower_ in _COORDINATORS or not doc[index - 1].whitespace_:
            break
        index += 1
    words = [word for word in doc[start : last + 1] if not word.is_punct]
    if len(words) > rules.max_name_words or any(word.is_punct and word.text != "-" for word in doc[start : last + 1]):
        return None
    if any(word.pos_ in ("VERB", "AUX") for word in words):
        return None  # "known as Priyanka is an actress" read with its verb
    if not _name_ends(doc, sent, last):
        return None
    return doc[start], doc[last]


# Words that join two names: the name after them would be left unquoted ("Köpi or Koepi").
_COORDINATORS = frozenset({"and", "or", "nor", "&"})
# Marks that may follow a quoted name.
_AFTER_NAME = frozenset({",", ".", ")", ";", ":", "!", "?"})


def _name_ends(doc: Doc, sent: Span, last: int) -> bool:
    """The name ends at ``last``: the sentence's end, a mark, or a lower-case word, and no
    more of a name or a second name after it ("known as Tam o Riven", "Márta V. Naszályi",
    "spelt Koepi, Köpi and Kopi", "known as Lata Brandisová or Lata von Brandis")."""
    after = last + 1
    if after >= sent.end:
        return True
    word = doc[after]
    if word.text not in _AFTER_NAME and not (word.is_lower and word.is_alpha and doc[last].whitespace_):
        return False
    if word.text == "." and after + 1 < sent.end:
        return False  # an abbreviation's point, not the sentence's end
    following = doc[after + 1] if after + 1 < len(doc) else None
    return following is None or not (following.is_alpha and following.text[0].isupper()) or word.text == "."


def _capitalised(word: Token) -> bool:
    """A word of a name: capitalised or a number ("Source §1" aside)."""
    return word.is_alpha and word.text[0].isupper() or word.like_num and word.i > 0 and _capitalised_before(word)


def _capitalised_before(word: Token) -> bool:
    before = word.doc[word.i - 1]
    return before.is_alpha and before.text[0].isupper()
