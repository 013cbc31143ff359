"""PI: punctuation insertion, a meaning-preserving positive (SDA).

Four rules, one chosen at random among those that apply:

* ``pi.clause_comma``   a comma where English sets off a clause or an opening phrase;
* ``pi.subject_quotes`` the nominal subject framed in double quotes;
* ``pi.repeat_mark``    an existing "!" or "?" doubled, or the final period made "...";
* ``pi.final_mark``     the final period replaced by "!" (appended when none).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from typing import TYPE_CHECKING, ClassVar, Literal

from ...analysis.document import analysis_of, doc_text
from ...analysis.morphology import inflection_table, lemma_table
from ...analysis.syntax import (
    QUOTE_CHARS,
    SUBJECT_DEPS,
    is_punct,
    list_page_title,
    next_token,
    opens_quotation,
    sentences,
)
from ...analysis.tokens import Row, child_rows, rows
from ...edits import Edit, insert_after, insert_before, replace_token
from ...reasons import EMPTY_INPUT, register_reason
from ...transform import Candidate, Meta, RuleTransform
from .rules import SubjectQuotes, rule_data

if TYPE_CHECKING:
    from spacy.tokens import Doc, Span, Token

_DOUBLE_QUOTES = frozenset('"“”«»„')
# Tags the tagger gives a finite verb it misreads: participle, base form, adjective, noun.
_MISREAD_TAGS = frozenset({"VBN", "VB", "JJ", "NN", "NNS"})


_VERBAL = ("VERB", "AUX")


def _punct(row: Row) -> bool:
    """:func:`is_punct` on a row."""
    return row.punct or row.pos == "PUNCT" or row.dep == "punct"


def _quoted(row: Row) -> bool:
    """:func:`has_quote` on a row: quote marks have no case, so the lower-case form tells."""
    return any(ch in QUOTE_CHARS for ch in row.lower)


def _comma_after(doc: Doc, index: int) -> Edit | None:
    """A comma right after token ``index``, unless punctuation already stands on either side.

    Never after a word that needs what follows it: a preposition or subordinator, a
    determiner, a coordinator, a possessive or infinitival "to".
    """
    table = rows(doc)
    if index + 1 >= len(table) or _punct(table[index]) or _punct(table[index + 1]):
        return None
    if table[index].tag in rule_data().clause_comma.no_comma_after_tags:
        return None
    return insert_after(doc[index], ",")


@dataclass
class _Walk:
    """What the rules read from the parse, gathered in one pass over the Doc's rows.

    Every ``for token in doc``, ``token.head`` and ``token.children`` builds new Token
    objects, so the rules share this one pass over :func:`~sda_augment.analysis.tokens.rows` and keep token
    indices; a Token is built only where a rule needs its text, offsets or edges.
    """

    doc: Doc
    table: tuple[Row, ...]
    finite: bool = False  # some token is tagged as a finite verb
    roots: list[int] = field(default_factory=list)  # the ROOT of each sentence, in order
    subjects: dict[int, int] = field(default_factory=dict)  # head index → its first subject
    conjuncts: list[int] = field(default_factory=list)
    relatives: list[int] = field(default_factory=list)
    markers: list[int] = field(default_factory=list)


@lru_cache(maxsize=1)
def _finite_tags() -> frozenset[str]:
    """The tags of a finite verb: a text with one is a statement."""
    return rule_data().final_mark.finite_tags


def _walk(doc: Doc) -> _Walk:
    store = analysis_of(doc).answers
    found = store.get("pi_walk")
    if found is None:
        table = rows(doc)
        found = store["pi_walk"] = _Walk(doc, table)
        groups = {"conj": found.conjuncts, "relcl": found.relatives, "mark": found.markers, "ROOT": found.roots}
        for row in table:
            dep = row.dep
            if dep in SUBJECT_DEPS:
                found.subjects.setdefault(row.head, row.i)  # children come in order: the first wins
            elif dep in groups:
                groups[dep].append(row.i)
        finite = _finite_tags()
        found.finite = any(row.tag in finite for row in table)
    return found


def _in(indices: list[int], sent: Span) -> list[int]:
    return [index for index in indices if sent.start <= index < sent.end]


def _root(walk: _Walk, sent: Span) -> int:
    """Index of the sentence's root from the walk (``Span.root`` climbs every token's heads)."""
    for index in walk.roots:
        if sent.start <= index < sent.end:
            return index
    return sent.root.i


def _contiguous(table: tuple[Row, ...], top: int, first: int, last: int) -> bool:
    """:func:`is_contiguous` for ``top`` with edges ``first`` and ``last``, without building
    its subtree's Tokens: every token between the edges descends from ``top``."""
    for index in range(first, last + 1):
        for _ in range(len(table)):  # a parse has no cycles; the bound only guards the loop
            if index == top:
                break
            head = table[index].head
            if head == index:
                return False
            index = head
        else:
            return False
    return True


def is_statement(doc: Doc) -> bool:
    """True when the text is a sentence, not a title, name or heading.

    Sentence-final marks ("!", "...") only suit statements; "Mikko Hokka!" calls out. A
    statement has a finite verb, or is the tail of a sentence cut across lines: it starts
    in lower case and ends with a period ("in Adelaide."), or ends with a full stop and
    holds a finite verb the tagger misread (see :func:`_misread_verb`).
    """
    store = analysis_of(doc).answers
    cached = store.get("statement")
    if cached is None:
        text = doc_text(doc).strip()
        full_stop = text.endswith(".") and not text.endswith("..")
        tail = text[:1].islower() and full_stop
        cached = (tail or _walk(doc).finite) and not _title_line(doc)
        if not cached and full_stop and _final_period(doc):
            # Only a word with one of these tags can be a misread verb: build no other Token.
            cached = any(_misread_verb(doc[row.i]) for row in _walk(doc).table if row.tag in _MISREAD_TAGS)
        store["statement"] = cached
    return cached


@lru_cache(maxsize=8192)
def _finite_form(word: str) -> str | None:
    """"past" or "present" when lemminflect's dictionary knows ``word`` as a finite verb form."""
    for lemma in lemma_table(word).get("VERB", ()):
        forms = inflection_table(lemma)
        if word in forms.get("VBD", ()):
            return "past"
        if word in forms.get("VBZ", ()) or word in forms.get("VBP", ()):
            return "present"
    return None


@lru_cache(maxsize=8192)
def _plural_forms(word: str) -> frozenset[str]:
    """The present forms of ``word``'s verbs that take a plural subject ("breed", not "breeds")."""
    forms: set[str] = set()
    for lemma in lemma_table(word).get("VERB", ()):
        forms.update(inflection_table(lemma).get("VBP", ()))
    return frozenset(forms)


def _agrees(noun: Token, word: str) -> bool:
    """Whether present form ``word`` agrees with the subject ending in ``noun``.

    Nouns joined by "and" before it may take either form: "Grasshopper warbler and sedge
    warbler breed", and writers also put "runoff ... and meltwater ... drains".
    """
    doc = noun.doc
    if any(doc[index].lower_ == "and" for index in range(noun.sent.start, noun.i)):
        return True
    return (noun.tag_ in ("NNS", "NNPS")) == (word in _plural_forms(word))


def _misread_verb(token: Token) -> bool:
    """A finite verb the tagger read as a participle, adjective or noun.

    "The Konheims divorced in 1978.", "the brand underwent restructuring", "Haswell studies
    short period exoplanets": a lower-case word that is a finite verb form in the
    dictionary, right after the noun heading its subject (or with a subject of its own),
    with more of the sentence after it. Captions' participles ("All credits adapted from
    Discogs.") and nouns in an apposition ("a website established in 2003") do not count.
    """
    word = token.text
    if not word.isalpha() or not word.islower() or token.tag_ not in _MISREAD_TAGS:
        return False
    following = next_token(token)
    if following is None or is_punct(following) or token.i == 0 or token.dep_ == "compound":
        return False  # "their pre-season poll": a noun modifying the next one is no verb
    if token.doc[token.i - 1].tag_ == "TO" or any(child.tag_ == "TO" for child in token.children):
        return False  # "to become": an infinitive
    form = _finite_form(word)
    if form is None or word in rule_data().final_mark.caption_participles:
        return False
    if form == "present" and token.dep_ == "amod":
        return False  # "short period exoplanets": an adjective, not "to short"
    if any(child.dep_ in ("nsubj", "nsubjpass") and child.i < token.i for child in token.children):
        return True
    before = token.doc[token.i - 1]
    if before.tag_ == "JJ" and before.i > 0 and token.doc[before.i - 1].tag_ == "IN":
        return True  # "people in black used rubbish": the adjective is a preposition's object
    if before.tag_ not in ("NN", "NNS", "NNP", "NNPS") or before.dep_ in ("appos", "dobj"):
        return False
    if form == "present" and not _agrees(before, word):
        return False  # "No UKIP candidate as previous": a noun that does not agree is no verb
    # A noun read as modifying this word is its subject when a preposition, coordinator or
    # determiner follows ("warbler breed on", "slope drains into"), not another noun.
    return before.dep_ != "compound" or following.tag_ in ("IN", "CC", "DT", "TO", "RB", "PRP$")


def _cut_short(final: Token) -> bool:
    """True when the final period belongs to the word before it ("approx.", "Lt.", "J.S.")."""
    if final.i == 0:
        return True
    before = final.doc[final.i - 1]
    if before.whitespace_:
        return False
    word = before.text.lower()
    return (
        word.endswith(".")
        or f"{word}." in rule_data().final_mark.abbreviations
        or (len(word) == 1 and word.isalpha())
        or ("." in word and all(part.isalpha() and len(part) <= 4 for part in word.split(".")))  # "B.Litt.", "Ph.D."
    )


def _open_at_end(text: str) -> bool:
    """The text stops inside a quotation or bracket it opened ('he said "it was late.').

    A final mark there would change the quoted words or land inside the bracket.
    """
    return opens_quotation(text) or text.count("(") > text.count(")") or text.count("[") > text.count("]")


# --- rule 1: clause commas ----------------------------------------------------------------


def _intro_adverb_ok(row: Row) -> bool:
    word = row.lower
    if word in rule_data().clause_comma.not_introductory:
        return False
    return word in rule_data().clause_comma.sentence_adverbs or (word.endswith("ly") and row.tag == "RB")


def _complete_phrase(doc: Doc, preposition: int) -> bool:
    """A prepositional phrase with its object, not one whose noun opens a clause ("By the time ...")."""
    objects = [child for child in child_rows(doc)[preposition] if child.dep in ("pobj", "pcomp")]
    if not objects:
        return False
    clause_nouns = rule_data().clause_comma.clause_taking_nouns
    return not any(obj.lower in clause_nouns for obj in objects)


def _unmarked_clause(doc: Doc, verb: int) -> bool:
    """A clause with its own subject and no subordinator ("when", "although") opening it.

    Such a "subordinate" clause before the subject is a main clause the parse hung on a
    later verb; "Although it rained," and "Supported by his team," open a sentence.
    """
    kids = child_rows(doc)[verb]
    return any(kid.dep in SUBJECT_DEPS for kid in kids) and not any(
        kid.dep == "mark" or kid.dep == "advmod" and kid.tag == "WRB" for kid in kids
    )


def _introductory_comma(walk: _Walk, sent: Span) -> list[Edit]:
    """Comma after the phrases that open a sentence before its subject."""
    table, doc = walk.table, walk.doc
    root = _root(walk, sent)
    subject = walk.subjects.get(root)
    if table[root].pos not in _VERBAL or subject is None or subject > root:
        return []
    end = doc[subject].left_edge.i  # exclusive: the prefix is doc[start:end]
    start = sent.start
    # Quote marks and brackets have no case: the lower-case form is the text.
    while start < end and (table[start].space or table[start].lower in "\"“'‘("):
        start += 1
    if end <= start:
        return []
    deps = rule_data().clause_comma.introductory_deps
    covered: set[int] = set()
    dependents = child_rows(doc)[root]
    for row in dependents:
        if row.i >= end:
            break
        if row.dep not in deps:
            return []
        child = doc[row.i]
        first, last = child.left_edge.i, child.right_edge.i
        if not _contiguous(table, row.i, first, last) or last >= end:
            return []
        if row.dep == "advmod" and first == last and not _intro_adverb_ok(row):
            return []
        if row.dep == "prep" and not _complete_phrase(doc, row.i):
            return []
        if row.dep == "advcl" and _unmarked_clause(doc, row.i):
            return []  # "The population of the village is 1479, where ...": a main clause misparsed
        covered.update(range(first, last + 1))
    if covered != set(range(start, end)):
        return []  # something other than introductory phrases stands before the subject
    # No auxiliary or verb of the main clause before the subject (inversion).
    if any(row.i < subject and row.dep in ("aux", "auxpass") for row in dependents):
        return []
    edit = _comma_after(doc, end - 1)
    return [edit] if edit else []


def _relative_clause_commas(walk: _Walk, sent: Span) -> list[list[Edit]]:
    """Commas around a who/which clause after a proper name (non-restrictive)."""
    pronouns = rule_data().clause_comma.relative_pronouns
    table, doc = walk.table, walk.doc
    found: list[list[Edit]] = []
    for index in _in(walk.relatives, sent):
        clause = doc[index]
        opener, last = clause.left_edge.i, clause.right_edge.i
        if not _contiguous(table, index, opener, last):
            continue
        noun = table[table[index].head]
        if table[opener].lower not in pronouns or opener == 0 or noun.i >= opener:
            continue
        if noun.tag not in ("NNP", "NNPS") or not doc[noun.i].text[:1].isupper():
            continue
        if any(child.dep == "det" for child in child_rows(doc)[noun.i]):
            continue
        if opener - 1 != noun.i:
            continue  # only "<Name> which ...", nothing between the name and the clause
        edits = []
        comma = _comma_after(doc, noun.i)
        if comma is None:
            continue
        edits.append(comma)
        if last + 1 < min(len(table), sent.end) and not _punct(table[last + 1]):
            closing = _comma_after(doc, last)
            if closing is None:
                continue
            edits.append(closing)
        found.append(edits)
    return found


def _contrast_clause_commas(walk: _Walk, sent: Span) -> list[Edit]:
    """Comma before "although/though/whereas" opening a clause after its main clause."""
    subordinators = rule_data().clause_comma.contrast_subordinators
    table, doc = walk.table, walk.doc
    edits = []
    for index in _in(walk.markers, sent):
        if table[index].lower not in subordinators:
            continue
        clause = table[table[index].head]
        main = table[clause.head]
        if clause.dep != "advcl" or main.i > index or doc[clause.i].left_edge.i != index:
            continue
        before = index - 1
        if index > 0 and before >= main.i and not (before == main.i and main.pos == "AUX"):
            edit = _comma_after(doc, before)
            if edit:
                edits.append(edit)
    return edits


def _coordination_commas(walk: _Walk, sent: Span) -> list[Edit]:
    """Comma before a coordinator that joins two clauses with their own subjects."""
    coordinators = rule_data().clause_comma.coordinators
    table, doc, subjects = walk.table, walk.doc, walk.subjects
    edits = []
    pairs = sorted((table[conj].head, conj) for conj in _in(walk.conjuncts, sent))
    for verb, conj in pairs:
        if table[verb].pos not in _VERBAL or verb not in subjects or table[conj].pos not in _VERBAL:
            continue
        subject = subjects.get(conj)
        if subject is None or subject > conj:
            continue
        cc = doc[conj].left_edge.i - 1
        if cc < 0 or table[cc].dep != "cc" or table[cc].lower not in coordinators or table[cc].head != verb:
            continue
        before = cc - 1
        if before >= 0 and before >= verb:
            edit = _comma_after(doc, before)
            if edit:
                edits.append(edit)
    return edits


def clause_comma_candidates(doc: Doc) -> list[Candidate]:
    rule = "pi.clause_comma"
    options: list[Candidate] = []
    walk = _walk(doc)
    for sent in sentences(doc):
        for edit in _introductory_comma(walk, sent):
            options.append(Candidate(rule, (edit,), (("site", "introductory"),)))
        for edits in _relative_clause_commas(walk, sent):
            options.append(Candidate(rule, tuple(edits), (("site", "relative"),)))
        for edit in _contrast_clause_commas(walk, sent):
            options.append(Candidate(rule, (edit,), (("site", "contrast"),)))
        for edit in _coordination_commas(walk, sent):
            options.append(Candidate(rule, (edit,), (("site", "coordination"),)))
    return options


# --- rule 2: quoted subject -------------------------------------------------------------


def subject_quote_candidates(doc: Doc) -> list[Candidate]:
    config = rule_data().subject_quotes
    options = []
    walk = _walk(doc)
    for sent in sentences(doc) if not _title_line(doc) else ():
        span = _quotable_subject(walk, sent, config)
        if span is not None:
            first, last = span
            opening, closing = _quote_marks(doc, config)
            edits = (insert_before(first, opening), insert_after(last, closing))
            options.append(Candidate("pi.subject_quotes", edits))
    options.extend(_title_quotes(doc, config))
    return options


def _quote_marks(doc: Doc, config: SubjectQuotes) -> tuple[str, str]:
    """The quote marks to add: typographic ones in a text that already uses them."""
    text = doc_text(doc)
    if "“" in text or "”" in text:
        return config.curly_open, config.curly_close
    return config.open, config.close


def _quotable_subject(walk: _Walk, sent: Span, config: SubjectQuotes) -> tuple[Token, Token] | None:
    """First and last token of the main clause's nominal subject, when quoting it reads well.

    A noun phrase of a few words with the verb right after it: "The 66 tournaments" and
    "Haswell's publications" are quoted whole, a quantity ("Around 100 people") or a
    pronoun is not, nor a phrase the parse left part of the subject outside.
    """
    table, doc = walk.table, walk.doc
    root = _root(walk, sent)
    if table[root].pos not in _VERBAL:
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
    if not (following == root or after.head == root and not _punct(after)):
        return None  # the parse left part of the subject outside ("The station" W25DW-D is ...)
    if len(doc_text(doc)[first.idx : last.idx + len(last)].split()) > config.max_words:
        return None  # words as a reader counts them: "line-up" and "Haswell's" are one each
    words = table[first.i : last.i + 1]
    if words[-1].tag == "POS" or any(not _subject_word(doc, row, table[subject]) for row in words):
        return None
    if words[0].dep not in ("det", "poss") and any(row.dep == "nummod" for row in words):
        return None  # "12 people", not "The 66 tournaments"
    if first.i > 0 and _quoted(table[first.i - 1]) or _quoted(after):
        return None
    if opens_quotation(doc_text(doc)[: first.idx]):
        return None  # the subject stands inside someone's quoted words
    if words[0].tag == "CD" and _after_number(table, first.i):
        return None  # "On August 31, 2018 Pledis confirmed": the year ends the date, not the subject
    if not _contiguous(table, subject, first.i, last.i):
        return None
    return first, last


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
    if _punct(row) or _quoted(row):
        return False
    if dep in rule_data().subject_quotes.excluded_deps:
        return False
    if pos in _VERBAL:
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


def _title_line(doc: Doc) -> bool:
    """A line in title case with no final mark ("He Was There (When I Needed You)"), or a
    list page's title ("List of January 2020 Hong Kong protests").

    Its verbs belong to a song's or a book's title, so it is no statement and its
    subject is no subject to quote: only the whole line may be quoted.
    """
    text = doc_text(doc).rstrip()
    if not text or text[-1] in ".!?…":
        return False
    if list_page_title(text):
        return True
    words = [token for token in doc if not token.is_space]
    return sum(token.is_alpha for token in words) >= 2 and _title_case(words)


def _title_case(words: list[Token]) -> bool:
    """Every word but the small ones ("of", "and", "des") starts with a capital letter."""
    small = rule_data().subject_quotes.title_small_words
    return all(
        not token.is_alpha or token.text[:1].isupper() or token.lower_ in small for token in words
    )


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


def _title_quotes(doc: Doc, config: SubjectQuotes) -> list[Candidate]:
    """A verbless title or name framed in quotes as a whole ("2019 World Championships").

    A final period stays outside the quotes ("Jim Daly." becomes '"Jim Daly".'), unless it
    belongs to an abbreviation ending the name ("Araruama F.C.").
    """
    raw = doc_text(doc)
    text = raw.strip()
    if not text or is_statement(doc) or not (text[0].isupper() or text[0].isdigit()):
        return []
    if len(text.split()) > config.max_title_words or any(ch in _DOUBLE_QUOTES for ch in text):
        return []
    words = [token for token in doc if not token.is_space]
    if sum(1 for token in words if token.text == "(") > 1:
        return []  # "Clive Armour (CEO of ETSA) Colin Williamson (CEO of ...)": entries, not a title
    main = words[: _disambiguator(words)]
    if not _title_parts_ok(main, text):
        return []
    first = words[0]
    if first.lower_ in rule_data().subject_quotes.not_title_openers:
        return []
    title_case = _title_case(main)
    if first.tag_ in ("IN", "TO", "CC", "WRB") and not (title_case and len(main) == 1 or not first.is_alpha):
        return []  # part of a sentence ("After completing her degree"), not a title
    listing = list_page_title(text)
    if not listing and any(token.pos_ in _VERBAL and not _title_verb(token, first, title_case) for token in main):
        return []  # a verb makes a sentence; "List of trips made by ..." stays a title
    start = len(raw) - len(raw.lstrip())
    end = start + len(text)
    last = words[-1]
    if text.endswith("."):
        if _final_period(doc) and not text.endswith(".."):  # ``last`` is the final token
            end = start + len(text[:-1].rstrip())  # the period stays outside: '"Jim Daly".'
        elif not _name_abbreviation(last):
            return []  # cut at an abbreviation's point ("Reginaldus de Combe (fl.")
    if not (raw[end - 1].isalnum() or raw[end - 1] in ").") or raw[end - 1] == "." and end != start + len(text):
        return []
    opening, closing = _quote_marks(doc, config)
    edits = (Edit(start, start, opening), Edit(end, end, closing))
    return [Candidate("pi.subject_quotes", edits, (("site", "title"),))]


def _name_abbreviation(token: Token) -> bool:
    """A dotted abbreviation or initial that ends a name: "F.C.", "Jr.", "K. S."."""
    word = token.text
    if not word.endswith(".") or not token.text[:1].isupper():
        return False
    letters = word.replace(".", "")
    return "." in word[:-1] or len(letters) == 1 or word.lower() in rule_data().final_mark.abbreviations


# --- rule 3: repeated mark -------------------------------------------------------------------


def _final_token(doc: Doc) -> Token | None:
    """The last token that is not whitespace (kept: three rules ask for it)."""
    store = analysis_of(doc).answers
    if "pi_final" not in store:
        last = next((row.i for row in reversed(rows(doc)) if not row.space), None)
        store["pi_final"] = None if last is None else doc[last]
    return store["pi_final"]


def _final_period(doc: Doc) -> bool:
    """The text ends with a full stop of its own, not an abbreviation's point ("approx.").

    Memoised: the statement test and two rules ask.
    """
    store = analysis_of(doc).answers
    found = store.get("pi_final_period")
    if found is None:
        final = _final_token(doc)
        found = store["pi_final_period"] = final is not None and final.text == "." and not _cut_short(final)
    return found


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


def repeat_mark_candidates(doc: Doc) -> list[Candidate]:
    config = rule_data().repeat_mark
    marks = config.marks
    options = []
    text = doc_text(doc)
    closers = rule_data().final_mark.closers
    for token in doc if any(mark in text for mark in marks) else ():
        # Only a mark that ends a sentence: one inside a name ("Viva! Foundation") is the name's,
        # and one before a closing quote is the quoted words' own ('"... to them!"').
        if token.text in marks and _ends_sentence(token, closers) and not _before_closing_quote(token):
            options.append(Candidate("pi.repeat_mark", (replace_token(token, marks[token.text]),)))
    if _final_period(doc) and is_statement(doc) and not _open_at_end(text):
        options.append(Candidate("pi.repeat_mark", (replace_token(_final_token(doc), config.final_period),)))
    return options


# --- rule 4: final exclamation ------------------------------------------------------------------


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
        if any(mark in _DOUBLE_QUOTES for mark in closing) and not _quoted_whole(text, cut):
            return _mark_after_quotation(text, cut, end, mark)
        if _open_at_end(text):
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
    if end - cut != 1 or cut < 2 or text[cut - 2] in _DOUBLE_QUOTES or text[cut - 2] in "!?'’":
        return []
    return [Candidate("pi.final_mark", (Edit(cut - 1, cut, ""), Edit(end, end, mark)))]


def _point_cut_short(doc: Doc, period: Token) -> bool:
    """:func:`_cut_short` for a "." token, from the memo when it is the final token."""
    final = _final_token(doc)
    if final is not None and period.i == final.i:
        return not _final_period(doc)
    return _cut_short(period)


def _token_at(doc: Doc, char: int) -> Token | None:
    """The token holding character ``char``: mostly the final token, else searched from the end."""
    final = _final_token(doc)
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
    return sum(text.count(mark) for mark in _DOUBLE_QUOTES) == 2


# The rules PI can be limited to (its ``rules`` option).
PiRule = Literal["clause_comma", "subject_quotes", "repeat_mark", "final_mark"]


@dataclass(frozen=True)
class PunctuationInsertion(RuleTransform):
    """Insert punctuation that keeps the sentence's meaning (SDA's PI)."""

    name: ClassVar[str] = "pi"
    polarity: ClassVar[str] = "positive"
    meta: ClassVar[Meta] = Meta(
        "Punctuation insertion: clause comma, quoted subject, repeated mark or final '!'",
        source="SDA (Zhu et al.): punctuation insertion",
        needs="parse",
    )

    rules: tuple[PiRule, ...] = ("clause_comma", "subject_quotes", "repeat_mark", "final_mark")

    def __post_init__(self) -> None:
        unknown = set(self.rules) - set(_RULE_FUNCTIONS)
        if unknown or not self.rules:
            raise ValueError(f"unknown PI rules {sorted(unknown)}; choose from {sorted(_RULE_FUNCTIONS)}")

    def candidates(self, doc: Doc) -> list[Candidate]:
        options: list[Candidate] = []
        if is_markup(doc):
            return options  # wiki markup and code stay untouched
        for rule in self.rules:
            options.extend(_RULE_FUNCTIONS[rule](doc))
        return options

    def skip_reason(self, doc: Doc) -> str:
        return skip_reason(doc)


def is_markup(doc: Doc) -> bool:
    """A line of wiki markup or code ("!colspan=12 ...", "<onlyinclude>", LilyPond lyrics
    split into syllables: "И сад был весь о -- пу -- сто -- шен"), not prose."""
    markup = rule_data().markup
    text = doc_text(doc).strip()
    if text.startswith("!"):  # a table header cell ("!align=left|Total"), not "!Kung people ..."
        return len(text) <= 2 or any(mark in text for mark in markup.cell_marks)
    return text.startswith(markup.openers) or text.count(markup.lyric_hyphen) >= 2


def _open_abbreviation(word: str) -> bool:
    """An abbreviation that needs a word after it ("e.g.", "Lt.")."""
    word = word.lower()
    return word in rule_data().final_mark.abbreviations and word not in rule_data().final_mark.sentence_final_abbreviations


MARKUP = register_reason("pi.markup", "wiki markup or code")
HEADING = register_reason("pi.heading", "list header or heading ending in ':'")
CUT_AT_ABBREVIATION = register_reason("pi.cut_at_abbreviation", "cut off at an abbreviation's point")
NO_SITE = register_reason("pi.no_site", "no clause boundary, nominal subject or final period to punctuate")


def skip_reason(doc: Doc) -> str:
    """Why no rule applies, as the code the coverage report counts."""
    text = doc_text(doc).strip()
    if not text:
        return EMPTY_INPUT
    if is_markup(doc) or text.endswith(">"):
        return MARKUP
    if text.endswith(":"):
        return HEADING
    final = _final_token(doc)
    if final is not None and (final.text == "." and _cut_short(final) or _open_abbreviation(final.text)):
        return CUT_AT_ABBREVIATION
    return NO_SITE


_RULE_FUNCTIONS = {
    "clause_comma": clause_comma_candidates,
    "subject_quotes": subject_quote_candidates,
    "repeat_mark": repeat_mark_candidates,
    "final_mark": final_mark_candidates,
}
