"""PI rule 2, ``pi.subject_quotes``: the nominal subject framed in double quotes.

A name right before its verb where the sentence mentions it rather than uses it: calls it a
work ('"Party Line" is a 1990 song') or says what it refers to ('"Rasmus Jensen" may refer
to:'), a proper-noun head and every word in title case; or a verbless title or name as a
whole ('"2019 World Championships"'); typographic quotes in a text that already uses them.
Never a common noun phrase ('"A man in a hat" is riding ...' reads as scare quotes), a
person's or a team's name in a sentence ('"Kornheim" advocated ...' reads as an alias), a
sentence-case caption, nor a lone dictionary word or number as a line ('"Production"').
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ...analysis.caption.verbs import present_form
from ...analysis.document import doc_text
from ...analysis.morphology import known_word
from ...analysis.syntax import (
    called_a_work,
    list_page_title,
    opens_quotation,
    sentences,
)
from ...analysis.tokens import Row
from ...edits import Edit, insert_after, insert_before
from ...transform import Candidate
from .name_quotes import name_quote_candidates
from .rules import SubjectQuotes, rule_data
from .statement import (
    DOUBLE_QUOTES,
    data_line,
    final_period,
    in_title_case,
    is_statement,
    title_line,
)
from .walk import (
    VERBAL,
    Walk,
    contiguous,
    punct_row,
    quoted_row,
    sentence_root,
    walk_of,
)

if TYPE_CHECKING:
    from spacy.tokens import Doc, Span, Token


def subject_quote_candidates(doc: Doc) -> list[Candidate]:
    config = rule_data().subject_quotes
    options = []
    walk = walk_of(doc)
    for sent in sentences(doc) if not title_line(doc) else ():
        span = _quotable_subject(walk, sent, config)
        if span is not None:
            first, last = span
            opening, closing = _quote_marks(doc, config)
            edits = (insert_before(first, opening), insert_after(last, closing))
            options.append(Candidate("pi.subject_quotes", edits))
    options.extend(_title_quotes(doc, config))
    options.extend(name_quote_candidates(doc, _quote_marks(doc, config)))
    return options


def _quote_marks(doc: Doc, config: SubjectQuotes) -> tuple[str, str]:
    """The quote marks to add: typographic ones in a text that already uses them."""
    text = doc_text(doc)
    if "“" in text or "”" in text:
        return config.curly_open, config.curly_close
    return config.open, config.close


def _quotable_subject(walk: Walk, sent: Span, config: SubjectQuotes) -> tuple[Token, Token] | None:
    """First and last token of the main clause's nominal subject, when quoting it reads well.

    A noun phrase of a few words with the verb right after it: "The 66 tournaments" and
    "Haswell's publications" are quoted whole, a quantity ("Around 100 people") or a
    pronoun is not, nor a phrase the parse left part of the subject outside.
    """
    table, doc = walk.table, walk.doc
    root = sentence_root(walk, sent)
    if table[root].pos not in VERBAL:
        return None
    subject = walk.subjects.get(root)
    if subject is None or table[subject].dep not in ("nsubj", "nsubjpass") or table[subject].pos not in config.head_pos:
        return None
    head = doc[subject]
    first, last = head.left_edge, head.right_edge
    following = last.i + 1
    if following >= len(table):
        return None
    after = table[following]
    if not (following == root or after.head == root and not punct_row(after)):
        return None  # the parse left part of the subject outside ("The station" W25DW-D is ...)
    if len(doc_text(doc)[first.idx : last.idx + len(last)].split()) > config.max_words:
        return None  # words as a reader counts them: "line-up" and "Haswell's" are one each
    words = table[first.i : last.i + 1]
    if words[-1].tag == "POS" or any(not _subject_word(doc, row, table[subject]) for row in words):
        return None
    if any(row.dep == "cc" and row.lower in config.separate_names for row in words):
        return None  # "Luss or LUSS may refer to": two names, each quoted on its own or not at all
    if words[0].dep not in ("det", "poss") and any(row.dep == "nummod" for row in words):
        return None  # "12 people", not "The 66 tournaments"
    if first.i > 0 and quoted_row(table[first.i - 1]) or quoted_row(after):
        return None
    if opens_quotation(doc_text(doc)[: first.idx]):
        return None  # the subject stands inside someone's quoted words
    if words[0].tag == "CD" and _after_number(table, first.i):
        return None  # "On August 31, 2018 Pledis confirmed": the year ends the date, not the subject
    if not contiguous(table, subject, first.i, last.i):
        return None
    if not _name_phrase(doc[first.i : last.i + 1], head):
        return None  # '"A man in a hat" is riding', '"German researchers" found': scare quotes
    if not called_a_work(doc[root]) and doc[root].lemma_ not in config.mention_verbs:
        return None  # '"Kornheim" advocated', '"The Wolverines" finished': a name in quotes reads as an alias
    return first, last


def _name_phrase(words: Span, head: Token) -> bool:
    """A name a careful writer may quote: a proper-noun head and every word in title case.

    "The Beatles", "Operation Barbarossa", "Radio Free Europe": quoted as a name is
    quoted. A common noun phrase ("A man in a hat", "German researchers", "The 66
    tournaments") in quotes reads as scare quotes, so it is never quoted.
    """
    if head.pos_ != "PROPN" or not head.text[:1].isupper():
        return False
    return in_title_case([token for token in words if token.i != words[0].i or token.lower_ not in ("the", "a", "an")])


def _after_number(table: tuple[Row, ...], index: int) -> bool:
    """A number stands just before ``index``, maybe with a comma between ("31, 2018")."""
    before = index - 1
    if before >= 0 and table[before].lower == ",":
        before -= 1
    return before >= 0 and table[before].tag == "CD"


def _subject_word(doc: Doc, row: Row, head: Row) -> bool:
    """A word that may stand inside a quoted subject.

    A hyphen inside a word ("Jean-Antoine") and a possessive ("Haswell's") belong to the
    phrase; other punctuation, quotes and verbs do not, except a capitalised word a name
    holds ("Rue des Petits-Champs"). Dashes and quote marks have no case, so the
    lower-case form stands for the text until a word's capitals matter.
    """
    tag = row.tag
    if tag == "POS":
        return True
    if tag == "HYPH" or row.lower in ("-", "–"):
        return not doc[row.i].whitespace_ and row.i > 0 and not doc[row.i - 1].whitespace_
    pos, dep = row.pos, row.dep
    if punct_row(row) or quoted_row(row):
        return False
    if dep in rule_data().subject_quotes.excluded_deps:
        return False
    if pos in VERBAL:
        # "The following data", "watersheds neighboring the Pika River"; a capitalised
        # word a name holds ("Rue des Petits-Champs").
        if tag == "VBG":
            return doc[row.i].text.islower()  # not "the Making Movies is Hard Podcast": a title's words
        return tag == "VB" and doc[row.i].text[:1].isupper() and head.pos == "PROPN"
    return True


def _title_verb(token: Token, first: Token, title_case: bool) -> bool:
    """A verb form a title may hold: a gerund ("Kazakh playing cards"), an opening participle
    ("Relegated from Liga III"), or a capitalised verb in a title-case name ("Play or Die").
    A lower-case participle later on is often a misread past tense ("The Konheims divorced
    in 1978"), which makes the line a sentence."""
    if token.tag_ == "VBG" or (token.tag_ == "VBN" and token.i == first.i):
        return True
    return title_case and token.tag_ == "VB" and token.text[:1].isupper()


def _disambiguator(words: list[Token]) -> int:
    """Index where a closing parenthetical starts ("Harry Middleton (footballer, born 1937)").

    Its words describe the title rather than belong to it, so they are not checked for verbs
    or commas. ``len(words)`` when the title does not end in one.
    """
    if len(words) < 3 or words[-1].text != ")":
        return len(words)
    for index in range(len(words) - 2, 0, -1):
        if words[index].text == "(":
            return index if words[index - 1].whitespace_ else len(words)
        if words[index].text == ")":
            break
    return len(words)


def _title_parts_ok(words: list[Token], text: str) -> bool:
    """A comma may separate a name from its place or subtitle ("Hilger, Texas"), not cut a
    phrase from a sentence ("54, in 1884."): each part after a comma starts with a capital
    letter and the line has no final period."""
    commas = [index for index, token in enumerate(words) if token.text == ","]
    if not commas:
        return True
    if text.endswith("."):
        return False
    return all(index + 1 < len(words) and words[index + 1].text[:1].isupper() for index in commas)


def _hidden_present_verb(token: Token) -> bool:
    """A caption's present verb the tagger read as a noun: a "-s" form of a caption verb
    right after a singular noun and before a preposition, particle, adverb or article
    ("swimsuit plays in")."""
    doc = token.doc
    if token.i == 0 or token.i + 1 >= len(doc) or present_form(token) != "VBZ":
        return False
    return doc[token.i - 1].tag_ == "NN" and doc[token.i + 1].tag_ in ("IN", "RP", "RB", "DT")


def _title_quotes(doc: Doc, config: SubjectQuotes) -> list[Candidate]:
    """A verbless title or name framed in quotes as a whole ("2019 World Championships").

    A final period stays outside the quotes ("Jim Daly." becomes '"Jim Daly".'), unless it
    belongs to an abbreviation ending the name ("Araruama F.C.").
    """
    raw = doc_text(doc)
    text = raw.strip()
    if not text or is_statement(doc) or not (text[0].isupper() or text[0].isdigit()):
        return []
    if len(text.split()) > config.max_title_words or any(ch in DOUBLE_QUOTES for ch in text):
        return []
    if data_line(text):
        return []  # "Wind:<br>Heat 1: +1.0 m/s": a table's cell, not a title
    words = [token for token in doc if not token.is_space]
    if sum(1 for token in words if token.text == "(") > 1:
        return []  # "Clive Armour (CEO of ETSA) Colin Williamson (CEO of ...)": entries, not a title
    main = words[: _disambiguator(words)]
    if not _title_parts_ok(main, text):
        return []
    first = words[0]
    if first.lower_ in rule_data().subject_quotes.not_title_openers:
        return []
    alone = [token for token in words if not token.is_punct]
    if len(alone) == 1 and (first.text[:1].isdigit() or known_word(first.lower_)):
        return []  # '"Production"', '"1970s"': a heading word in quotes is a scare quote; "Alone (radio series)" is a title
    title_case = in_title_case(main)
    if not title_case and (first.lower_ in config.caption_openers or text.endswith(".")):
        return []  # "A man in a yellow excavator on a site.": a caption in quotes is a scare quote
    if not title_case and any(token.lower_ in ("a", "an") for token in main[1:]):
        return []  # "Boy on a skateboard at a skate park": an article inside describes a scene
    if not title_case and any(_hidden_present_verb(token) for token in main):
        return []  # "Young boy in swimsuit plays in sprinklers outside": a caption, its verb tagged as a noun
    if first.tag_ in ("IN", "TO", "CC", "WRB") and not (title_case and len(main) == 1 or not first.is_alpha):
        return []  # part of a sentence ("After completing her degree"), not a title
    listing = list_page_title(text)
    if not title_case and not listing and not _names_one(main):
        return []  # '"Kazakh playing cards"', '"Javelin competition"': a kind of thing in quotes is a scare quote
    if not listing and any(token.pos_ in VERBAL and not _title_verb(token, first, title_case) for token in main):
        return []  # a verb makes a sentence; "List of trips made by ..." stays a title
    start = len(raw) - len(raw.lstrip())
    end = start + len(text)
    last = words[-1]
    if text.endswith("."):
        if final_period(doc) and not text.endswith(".."):  # ``last`` is the final token
            end = start + len(text[:-1].rstrip())  # the period stays outside: '"Jim Daly".'
        elif not _name_abbreviation(last):
            return []  # cut at an abbreviation's point ("Reginaldus de Combe (fl.")
    if not (raw[end - 1].isalnum() or raw[end - 1] in ").") or raw[end - 1] == "." and end != start + len(text):
        return []
    opening, closing = _quote_marks(doc, config)
    edits = (Edit(start, start, opening), Edit(end, end, closing))
    return [Candidate("pi.subject_quotes", edits, (("site", "title"),))]


_YEAR = re.compile(r"\d{4}s?(?:[–-]\d{2,4})?")


def _names_one(words: list[Token]) -> bool:
    """A verbless line in sentence case names one thing, and may be quoted whole: it opens
    with a year ("2020 Vanuatuan general election", "1989 in Australian literature"), or the
    words before its first preposition hold a name: a capitalised proper noun after the
    first word ("Bill Hader filmography"), or a noun no dictionary knows ("Rengat
    massacre", "Gladiolus mariae").

    "Kazakh playing cards", "Javelin competition", "Street children in Ukraine" name a kind
    of thing or a topic: in quotes they read as scare quotes.
    """
    if _YEAR.fullmatch(words[0].text):
        return True
    for token in words:
        if token.pos_ == "ADP" and token.i > words[0].i:
            break
        if token.is_alpha and token.pos_ in ("NOUN", "PROPN", "X") and not known_word(token.lower_):
            return True  # "Rengat", "Chenopodium ficifolium": no dictionary's word, a name's
        if token.i > words[0].i and token.tag_ in ("NNP", "NNPS") and token.text[:1].isupper():
            return True
    return False


def _name_abbreviation(token: Token) -> bool:
    """A dotted abbreviation or initial that ends a name: "F.C.", "Jr.", "K. S."."""
    word = token.text
    if not word.endswith(".") or not token.text[:1].isupper():
        return False
    letters = word.replace(".", "")
    return "." in word[:-1] or len(letters) == 1 or word.lower() in rule_data().final_mark.abbreviations
