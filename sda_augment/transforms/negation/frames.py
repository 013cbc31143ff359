"""Where "It is not true that" goes before a sentence, and why it sometimes cannot.

NEG's fallback and DN's outer negation put the frame before the main clause: at the start,
or after an opening connective ("However, it is not true that ..."). A later sentence, a
continuation line, a question, a label before ':' or a fronted description leave it no
place. The word after the frame loses its capital unless it is a name or a title.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from ...analysis.articles import bare_list, bare_opening, restored_article_edits
from ...analysis.clause import LIST_ITEM, QUESTION, Clause, clause_memo
from ...analysis.document import MemoKey, doc_text
from ...analysis.rules import grammar
from ...analysis.tokens import Row, child_rows, ends_with, rows
from ...edits import Edit, lower_first
from ...reasons import Skip, register_reason
from .casing import common_capital, keeps_capital_word
from .rules import rule_data
from .titles import quoted_title, title_subject

if TYPE_CHECKING:
    from spacy.tokens import Doc, Token

_TEMPLATE_PROBLEM: MemoKey = MemoKey("template_problem")
_AFTER_CONNECTIVE: MemoKey = MemoKey("after_connective")
_TEMPLATE_SITE: MemoKey = MemoKey("template_site")
_SITE_LOWERED: MemoKey[bool] = MemoKey("site_lowered")  # with the site's index
_OPENING_PHRASE: MemoKey = MemoKey("opening_phrase")


CONTINUATION = register_reason("neg.opening.continuation", "continuation line (starts lower case)")
CONNECTIVE = register_reason("neg.opening.connective", "opens with a connective ('however', 'also')")
OPENING_PUNCT = register_reason("neg.opening.punctuation", "opens with punctuation")
LATER_SENTENCE = register_reason("neg.later_sentence", "main clause not in the first sentence")
TOO_SHORT = register_reason("neg.too_short", "too short to negate")
LABEL_COLON = register_reason("neg.label_colon", "label before ':'")
INTERJECTION = register_reason("neg.opening.interjection", "opens with an interjection ('Yes, ...')")
FRONTED_NOUN = register_reason("neg.opening.fronted_noun", "fronted noun phrase or appositive before the subject")


@lru_cache(maxsize=1)
def template() -> str:
    """The frame's words, "It is not true that" (``[template] text``)."""
    return rule_data().template.text


def template_problem(doc: Doc, clause: Clause) -> Skip | None:
    """Why a negating frame cannot go before ``doc``, or None when it can (memoised)."""
    return clause_memo(clause, _TEMPLATE_PROBLEM, lambda found: _find_template_problem(doc, found))


def _find_template_problem(doc: Doc, clause: Clause) -> Skip | None:
    opener = doc[0] if len(doc) else None
    if clause.sent.start != 0 or opener is None or opener.is_space:
        return Skip(LATER_SENTENCE if opener is not None and not opener.is_space else OPENING_PUNCT)
    if opener.is_punct and not quoted_title(doc, clause):
        return Skip(OPENING_PUNCT)
    if opener.text[:1].islower() and not _lower_case_caption(doc, opener, clause):
        return Skip(CONTINUATION)  # a line that continues an earlier sentence: the frame would not scope it
    if opener.lower_ in grammar().clauses.discourse_connectives and _after_connective(doc, clause) is None:
        return Skip(CONNECTIVE)  # "However ...": links to an earlier sentence
    if ends_with(clause.sent, ("?",)):
        return Skip(QUESTION)
    if ends_with(clause.sent, (":",)):
        return Skip(LIST_ITEM)
    if label_colon(clause):
        return Skip(LABEL_COLON)  # "2nd voyage (1818–1819): Comet was ...": the frame would open on the label
    if interjection_at(rows(doc), 0):
        return Skip(INTERJECTION)  # "It is not true that yes, the environment has changed"
    if _fronted_description(doc, clause) or _coordinated_fragment(doc, clause):
        return Skip(FRONTED_NOUN)  # "It is not true that a keen gardener, Rosa ..." reads the phrase as the subject
    return None


def _lower_case_caption(doc: Doc, opener: Token, clause: Clause) -> bool:
    """A one-sentence caption typed in lower case ("a boy walks through the water."): its
    first word is the article or numeral of the main clause's subject, so it opens a whole
    sentence, not a continuation ("a member of the club, he ..." has another subject)."""
    if opener.head.i != clause.subject.i or opener.dep_ not in ("det", "nummod") or len(list(doc.sents)) != 1:
        return False
    return opener.lower_ in ("a", "an") or opener.like_num


def _coordinated_fragment(doc: Doc, clause: Clause) -> bool:
    """A verbless phrase joined to the clause by "but"/"and" before its subject: "Brilliant
    idea but the board was not able ..." (the frame would open on the phrase)."""
    table = rows(doc)
    start = clause.subject.left_edge.i
    if start >= 2 and table[start - 1].lower in grammar().clauses.coordinators:
        at = start - 1  # "Brilliant idea but the board ...": the coordinator right before the subject
    else:  # "Nice plan but the team ...", parsed as one coordinated subject: only "but" says so
        at = next((row.i for row in table[start : clause.head.first.i] if row.lower == "but" and row.dep == "cc"), -1)
        if at < 1 or table[table[at].head].pos not in ("NOUN", "PROPN"):
            return False
    return all(row.pos in ("ADJ", "NOUN", "PROPN", "DET") for row in table[:at])


def interjection_at(table: tuple[Row, ...], index: int) -> bool:
    """An interjection and its comma at ``index`` ("Yes, the environment has changed"): a
    frame before it would not read as English."""
    return (
        index + 1 < len(table) and table[index + 1].lower == ","
        and table[index].lower in rule_data().litotes.interjections
    )


def _fronted_description(doc: Doc, clause: Clause) -> bool:
    """A noun phrase describing the subject before its comma: "A keen gardener, Rosa ...",
    "Part of the old army, it ..."; not a time phrase ("A week later, ...")."""
    table = rows(doc)
    end = _description_end(doc, clause)
    if end is None or end < 1:
        return False
    span = table[:end]
    heads = [row for row in span if not 0 <= row.head < end]
    if len(heads) != 1 or heads[0].pos not in ("NOUN", "PROPN"):
        return False
    head = heads[0]
    if head.lower in rule_data().template.time_nouns:
        return False
    return span[0].lower in ("a", "an") or (head.lower == "part" and head.i == 0)


def _description_end(doc: Doc, clause: Clause) -> int | None:
    """Where a phrase opening the sentence before a comma ends (the comma's index), if the
    subject or a second subject follows it; the parse may take such a phrase for the
    subject itself, with the name after it as a second subject or an apposition."""
    start = opening_phrase(doc, clause)
    if start is not None:
        return start.i - 1
    table = rows(doc)
    subject = clause.subject
    comma = subject.right_edge.i + 1 if subject.left_edge.i == 0 else None
    if comma is not None and comma < len(table) and table[comma].lower == ",":
        kids = child_rows(doc)
        if any(kid.dep in ("nsubj", "nsubjpass") and kid.i > comma for kid in kids[subject.head.i]):
            return comma  # "A keen gardener, Rosa planted": two subjects of one verb
    for kid in child_rows(doc)[subject.i] if subject.left_edge.i == 0 else ():
        if kid.dep != "appos" or kid.pos not in ("PROPN", "PRON") or kid.i == 0 or table[kid.i - 1].lower != ",":
            continue
        after = doc[kid.i].right_edge.i + 1
        if after >= len(table) or table[after].lower != ",":  # "A friend, Berg, wrote": one subject
            return kid.i - 1  # "A keen gardener, Rosa planted" read as one subject with its apposition
    return None


def _after_connective(doc: Doc, clause: Clause) -> Token | None:
    """The subject's first word after an opening connective and its comma ("However, the plan").

    The frame then goes after the connective, which keeps linking to the earlier sentence:
    "However, it is not true that the plan did not fail." Memoised: the frame's site and
    the opening checks all ask.
    """
    return clause_memo(clause, _AFTER_CONNECTIVE, lambda found: _find_after_connective(doc, found))


def opening_comma(doc: Doc) -> tuple[int | None, bool]:
    """The first comma among the first four tokens, and whether the words before it form a
    connective that the frame may follow ("However,", "In addition,"); words are joined only
    to look the phrase up in ``[template] after_comma_connectives``."""
    table = rows(doc)
    comma = next((row.i for row in table[:4] if row.lower == ","), None)
    if comma is None:
        return None, False
    phrase = " ".join(row.lower for row in table[:comma])
    return comma, phrase in rule_data().template.after_comma_connectives


def _find_after_connective(doc: Doc, clause: Clause) -> Token | None:
    table = rows(doc)
    comma, connective = opening_comma(doc)
    if comma is None or comma + 1 >= len(table):
        return None
    if comma > 1 and connective:
        start = comma + 1  # "In addition, it is not true that ..."
        return doc[start] if start == clause.subject.left_edge.i and start < clause.finite.i else None
    if comma != 1 or table[0].dep not in ("advmod", "cc", "npadvmod"):
        return None
    start = 2
    if start != clause.subject.left_edge.i or start >= clause.finite.i:
        return None
    if table[0].lower in rule_data().template.opening_coordinators and table[0].dep != "advmod":
        return None
    return doc[start]


def template_site(doc: Doc, clause: Clause) -> Token | None:
    """The token the negating frame goes before, else None (memoised: DN asks per inner negation)."""
    return clause_memo(clause, _TEMPLATE_SITE, lambda found: _find_template_site(doc, found))


def _find_template_site(doc: Doc, clause: Clause) -> Token | None:
    if template_problem(doc, clause):
        return None
    opener = rows(doc)[0].lower
    if opener in grammar().clauses.discourse_connectives:
        if opener not in rule_data().template.after_comma_connectives:
            return None
        return _after_connective(doc, clause)
    after = _after_connective(doc, clause)
    if after is not None and after.i > 2:
        return after  # a connective of several words: "In addition, it is not true that ..."
    return doc[0]  # an opening phrase stays inside the frame: "It is not true that in 1986, ..."


def opening_kind(doc: Doc, clause: Clause) -> str | None:
    """"setting" for an opening time or place phrase before a comma, "other" for any other, None for none.

    "In 1986," / "A week into the investigation," / "Afterwards," set the claim's time or
    place and read well inside the frame; a participle, an adjective or "unlike ..." phrase
    would modify the frame's "it" or change what is denied.
    """
    start = opening_phrase(doc, clause)
    if start is None or doc[0].lower_ in grammar().clauses.discourse_connectives:
        return None
    after = _after_connective(doc, clause)
    if after is not None and after.i > 2:
        return None  # "In addition,": a connective, not an opening phrase
    span = doc[0 : start.i - 1]
    first = span[0].lower_
    if first in rule_data().template.not_setting:
        return "other"
    if first in rule_data().template.setting_starts:
        return "setting"  # "In 1986,", "After the war,", "When the rain stopped,"
    if any(t.pos_ in ("VERB", "AUX") or t.tag_ in ("VBG", "VBN") for t in span):
        return "other"
    if any(t.ent_type_ in ("DATE", "TIME") for t in span):
        return "setting"  # "A week into the investigation,", "Three months later,"
    return "other"


def template_edits(doc: Doc, clause: Clause, edits: tuple[Edit, ...] = (), frame: str | None = None) -> list[Edit] | None:
    """The frame "It is not true that" (or ``frame``) before ``doc`` with its first word decapitalised."""
    first = template_site(doc, clause)
    if first is None:
        return None
    frame = frame or template()
    if first.i > 0:  # after an opening connective: "However, it is not true that the plan ..."
        out = [Edit(first.idx, first.idx, lower_first(frame) + " ")]
    elif _fronted_participle(doc, clause):
        out = [Edit(0, 0, frame + ", ")]  # "It is not true that, inspired by a true story, the book ..."
    else:
        out = [Edit(0, 0, frame + " ")]
    if first.is_punct:
        return out  # a quoted title keeps its capital
    rewritten = any(edit.start == first.idx and edit.end > edit.start for edit in edits)  # the inner negation writes it
    if first.i == 0 and clause.subject is not None:
        restored = restored_article_edits(clause.subject, frame)  # "Man is chopping wood" → "... that a man is"
        if restored is not None:
            return restored[:1] if rewritten else restored
        if bare_opening(clause.subject):
            if not bare_list(clause.subject):
                return None  # "It is not true that ample dark-skinned man ...": no article to restore safely
            if not rewritten and not first.text.isupper():
                out.append(Edit(first.idx, first.idx + 1, first.text[0].lower()))  # "that horse, apple, and tulip are"
            return out
    if not rewritten and site_lowered(clause, first):
        out.append(Edit(first.idx, first.idx + 1, first.text[0].lower()))
    return out


def _fronted_participle(doc: Doc, clause: Clause) -> bool:
    """A participle phrase opens the sentence and closes with a comma before the subject
    ("Inspired by a true story, the book ..."): after the frame it is set off on both sides,
    so that it reads with the subject and not with "that"."""
    return doc[0].tag_ in ("VBN", "VBG") and doc[0].dep_ == "advcl" and opening_kind(doc, clause) == "other"


def site_lowered(clause: Clause, first: Token) -> bool:
    """Whether the word after the frame loses its capital (memoised: DN asks per inner negation)."""
    return clause_memo(
        clause,
        (_SITE_LOWERED, first.i),
        lambda same: _pronoun_lowered(first) or common_capital(first) or (not keeps_capital_word(first) and not title_subject(same, first)),
    )


def _pronoun_lowered(first: Token) -> bool:
    """ "Their "Patrie" was ...": a possessive pronoun, unless it opens a title ("My Holo Love")."""
    if first.tag_ != "PRP$":
        return False
    following = first.doc[first.i + 1] if first.i + 1 < len(first.doc) else None
    return following is None or not (following.is_alpha and following.text[:1].isupper())


_OPEN_BRACKETS = frozenset("([{")
_CLOSE_BRACKETS = frozenset(")]}")
_QUOTES = frozenset({'"', "“", "”", "«", "»"})


def label_colon(clause: Clause) -> bool:
    """A ':' before the finite verb, outside brackets and quotes: "Dave Bedson: Held the position".

    A colon inside a time ("4:45 PM"), a bracket ("(French: La nave)") or a quoted title
    ('"Amritsar 1919: An Empire of Fear"') does not cut the sentence.
    """
    depth, quotes = 0, 0
    for row in rows(clause.sent.doc)[clause.sent.start : clause.finite.i]:
        if not row.punct:
            continue  # "4:45" is a time, "hindi:खुनक" a word
        for char in row.lower:  # "):" is one token
            if char in _OPEN_BRACKETS:
                depth += 1
            elif char in _CLOSE_BRACKETS:
                depth = max(0, depth - 1)
            elif char in _QUOTES:
                quotes += 1
            elif char == ":" and depth == 0 and quotes % 2 == 0:
                return True
    return False


def opening_phrase(doc: Doc, clause: Clause) -> Token | None:
    """The subject's first word when an opening phrase and its comma come before it, else None.

    Memoised: the opening checks and the opening's kind both ask.
    """
    return clause_memo(clause, _OPENING_PHRASE, lambda found: _find_opening_phrase(doc, found))


def _find_opening_phrase(doc: Doc, clause: Clause) -> Token | None:
    start = clause.subject.left_edge
    if start.i < 2 or start.i > clause.finite.i or doc[start.i - 1].text != ",":
        return None
    if clause.sent.start != 0 or doc[0].is_punct:
        return None
    opening = doc_text(doc)[: doc[start.i - 1].idx]
    if opening.count("(") != opening.count(")") or opening.count('"') % 2:
        return None  # the comma sits inside brackets or quotes: not the end of an opening phrase
    return start
