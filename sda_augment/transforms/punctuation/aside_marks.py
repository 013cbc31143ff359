"""PI rule 3, ``pi.aside_marks``: an aside the writer set off by commas, set off by dashes
or brackets instead.

Careful writers set off a non-restrictive element with a pair of commas, a pair of dashes
or brackets; the choice changes the emphasis, never what the sentence says. The rule takes
only commas the writer already typed, around one element the parse shows whole:

- an appositive: a name and a description, or two described nouns ("Paris, the capital of
  France, is ..." → "Paris – the capital of France – is ...");
- a *who/which/whom/whose/where/when* clause ("Adelaide, which lies on the Torrens, has ...");
- a participle phrase after a name or its clause ("..., becoming its president in 1971");
- a prepositional phrase with no verb between a subject and its verb ("The mill, like most
  buildings in the town, was ..."), *including* or *such as* and its examples, a trailing
  *although/though/whereas/while* clause;
- any of these but the prepositional phrase closed by the end of the sentence (", the
  capital of France." → " – the capital of France.").

House style: spaced en dashes (" – "), one pair per output; an appositive of a few words
may take brackets instead. It declines where the commas may do another job: a list ("lions,
tigers, and bears"), a date ("June 10, 1989,"), a place and its region ("Paris, Texas,"),
two names in a row, an aside holding punctuation of its own, a comma before a coordinator,
a line that already holds a dash, or a parse that lost a clause.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...analysis.document import doc_text
from ...analysis.syntax import SUBJECT_DEPS, sentences
from ...analysis.tokens import Row, child_rows
from ...edits import Edit
from ...transform import Candidate
from .brackets import bracket_aside_candidates
from .commas import capitalised, inside_quotation, misread_clauses
from .rules import rule_data
from .walk import VERBAL, Walk, contiguous, punct_row, sentence_root, walk_of

if TYPE_CHECKING:
    from spacy.tokens import Doc, Span

RULE = "pi.aside_marks"


def aside_mark_candidates(doc: Doc) -> list[Candidate]:
    """One candidate per aside and mark: dashes for every aside, brackets for a short
    appositive in a line with no brackets of its own; and a description the writer put in
    brackets, set off by dashes or commas (:mod:`.brackets`)."""
    rules = rule_data().aside_marks
    text = doc_text(doc)
    options = bracket_aside_candidates(doc)
    if any(mark in text for mark in rules.dashes_in_line):
        return options  # a line with a dash of its own: a second pair would read as nested
    brackets = not any(mark in text for mark in rules.brackets_in_line)
    walk = walk_of(doc)
    for sent in sentences(doc):
        if misread_clauses(walk, sent):
            continue
        for kind, opening, closing, last in _asides(walk, sent):
            marks = (rules.dash, rules.dash)
            options.append(Candidate(RULE, _marks(doc, opening, closing, last, marks), (("aside", kind), ("marks", "dashes"))))
            if brackets and kind in ("appositive", "age") and last - opening <= rules.max_bracket_words:
                marks = (rules.open_bracket, rules.close_bracket)
                options.append(Candidate(RULE, _marks(doc, opening, closing, last, marks), (("aside", kind), ("marks", "brackets"))))
    return options


def _marks(doc: Doc, opening: int, closing: int | None, last: int, marks: tuple[str, str]) -> tuple[Edit, ...]:
    """The writer's commas made the two marks: ", x," → " – x – " (a dash is spaced on both
    sides) or " (x) "; an aside the sentence's end closes loses its opening comma only, and
    a bracket is closed after its last word."""
    left, right = marks
    spaced = left == right
    comma = doc[opening]
    edits = [Edit(comma.idx, comma.idx + 2, f" {left} " if spaced else f" {left}")]
    if closing is not None:
        comma = doc[closing]
        edits.append(Edit(comma.idx, comma.idx + 1, f" {right}" if spaced else right))
    elif not spaced:
        end = doc[last].idx + len(doc[last].text)
        edits.append(Edit(end, end, right))
    return tuple(edits)


def _asides(walk: Walk, sent: Span) -> list[tuple[str, int, int | None, int]]:
    """(kind, index of the opening comma, index of the closing comma or None where the
    sentence's end closes the aside, index of its last word) for each aside the parse shows
    whole."""
    table, doc = walk.table, walk.doc
    found = []
    for row in table[sent.start : sent.end]:
        if row.dep not in _KINDS or row.head > row.i:
            continue
        token = doc[row.i]
        first, last = token.left_edge.i, token.right_edge.i
        opening = first - 1
        if opening <= sent.start or not _plain_comma(doc, opening) or not contiguous(table, row.i, first, last):
            continue
        if any(punct_row(word) for word in table[first : last + 1]) and not _quoted_title_only(walk, first, last):
            continue  # punctuation inside the aside: its end may not be where the parse says
        if _closes_another(walk, opening) or _closes_earlier_aside(walk, opening - 1, row.head):
            continue
        kind = _KINDS[row.dep](walk, row, first, opening)
        if kind is None or (kind not in _CLAUSES and _finite(table[first : last + 1])):
            continue  # a finite verb in a phrase: the parse ran the aside into the clause after it
        if kind == "appositive" and any(word.dep == "cc" for word in table[first : last + 1]):
            continue  # "the rivière à Mars and the Saguenay River": more often a list
        closing = _closing(walk, sent, last)
        if closing is False or (closing is True and not _may_end(walk, sent, kind, opening)):
            continue
        if kind == "phrase" and not _before_verb(walk, closing):
            continue  # "exhibitions at X in 1954, at Y in 1968, a retrospective ...": often a string
        if closing is True and table[row.head].dep in SUBJECT_DEPS:
            continue  # "while the movie, released in 2003 substitutes ...": the writer left it open
        if inside_quotation(doc_text(doc), doc[opening].idx):
            continue
        found.append((kind, opening, closing if closing is not True else None, last))
    return found


def _quoted_title_only(walk: Walk, first: int, last: int) -> bool:
    """The only punctuation inside the aside is pairs of double quotes around a title
    ("writing in "The Telegraph""), each pair inside it: no mark that could end it early."""
    marks = [row for row in walk.table[first : last + 1] if punct_row(row)]
    if not marks or any(row.lower not in _DOUBLE_QUOTES for row in marks) or len(marks) % 2:
        return False
    pairs = zip(marks[::2], marks[1::2])
    return all(walk.doc[left.i].whitespace_ == "" and right.i > left.i + 1 for left, right in pairs)


# Double quote marks a title may stand in (the tokenizer's `` and '' too).
_DOUBLE_QUOTES = ('"', "“", "”", "``", "''")


def _plain_comma(doc: Doc, index: int) -> bool:
    """A comma typed as careful writers type it: right after a word, one space after it (not
    "Paris , the" nor "a,b"), which the marks replace."""
    comma = doc[index]
    return comma.text == "," and comma.whitespace_ == " " and index > 0 and not doc[index - 1].whitespace_


def _closing(walk: Walk, sent: Span, last: int) -> int | bool:
    """The closing comma's index; True where the sentence's final mark closes the aside;
    False where what follows is neither (or the comma may join a list or two clauses)."""
    table = walk.table
    after = last + 1
    if after >= sent.end:
        return False
    if table[after].lower == ",":
        if after + 1 >= sent.end or punct_row(table[after + 1]) or not _plain_comma(walk.doc, after):
            return False
        word = table[after + 1]
        if (word.pos in ("CCONJ", "SCONJ") or word.dep in ("cc", "conj", "appos")) and not _verbs_joined(walk, after + 1, sent):
            return False  # "Tom, who was ill, and Mary": the comma may join a list or clauses
        if _opens_aside(walk, after + 1):
            return False  # "on 27 January 1804, the day of ...": the comma opens another aside
        if word.dep in SUBJECT_DEPS:
            return False  # "With 413 appearances, between 1977 and 1991, Vlahović is": it ends an opening phrase
        return after
    if table[after].lower in (".", "!", "?") and all(punct_row(row) for row in table[after:sent.end]):
        return after == _final_mark(walk, sent)
    return False


def _verbs_joined(walk: Walk, coordinator: int, sent: Span) -> bool:
    """*and* or *but* after the closing comma joins a second verb of the same subject ("died
    in 1785, aged 63 years, and was interred ..."): no list the aside could be an item of,
    and no clause of its own."""
    table = walk.table
    word = table[coordinator]
    if word.lower not in ("and", "but") or word.dep != "cc" or coordinator + 1 >= sent.end:
        return False
    head = table[word.head]
    following = table[coordinator + 1]
    if head.pos not in VERBAL or following.pos not in VERBAL:
        return False
    conjuncts = [row for row in child_rows(walk.doc)[head.i] if row.dep == "conj" and row.i > coordinator]
    if not conjuncts or conjuncts[0].i in walk.subjects:
        return False
    commas = [row.i for row in table[head.i + 1 : coordinator] if row.lower == ","]
    return len(commas) == 2  # the aside's own pair: no earlier aside its closing comma also closes


# Relations of a phrase that a comma before it sets off (an object after a comma is an
# apposition the parse read as a second object: "a great chance, a one-on-one opportunity").
_SET_OFF = ("appos", "relcl", "acl", "advcl", "prep", "conj", "npadvmod", "dobj", "attr")


def _closes_earlier_aside(walk: Walk, before: int, head: int) -> bool:
    """The word before the opening comma ends a phrase set off by a comma before it, inside
    what the aside hangs on or being it ("two colleges, X and Y, from ..."; "very
    positively, despite the final loss, noting ..."; "a man, sitting with ..., playing the
    guitar"): that comma closes it too."""
    table, doc = walk.table, walk.doc
    index = before
    for _ in range(len(table)):
        left = doc[index].left_edge.i
        if table[index].dep in _SET_OFF and left > 0 and table[left - 1].lower == ",":
            return True
        if index == head or table[index].head == index:
            return False
        index = table[index].head
    return False


def _opens_aside(walk: Walk, index: int) -> bool:
    """The phrase that opens at ``index`` is set off itself: another aside, a participle or
    prepositional phrase, or a phrase the parse hung on a word before it."""
    table = walk.table
    top = index
    while table[top].head != top and walk.doc[table[top].head].left_edge.i == index:
        top = table[top].head
    row = table[top]
    return row.dep in (*_SET_OFF_KINDS, "npadvmod", "advmod", "appos", "conj", "dep", "prep") and row.head < index


def _final_mark(walk: Walk, sent: Span) -> int:
    """Index of the sentence's final mark (its first trailing punctuation)."""
    index = sent.end - 1
    while index > sent.start and punct_row(walk.table[index - 1]):
        index -= 1
    return index


def _noun_aside(walk: Walk, row: Row, first: int, opening: int) -> str | None:
    """An appositive or a who/which clause right after its noun ("<noun>, <aside>"), or a
    participle phrase after a name ("Antoine Walsh, also known as ...")."""
    table = walk.table
    head = table[row.head]
    if not contiguous(table, row.head, row.head, opening - 1) or any(punct_row(word) for word in table[row.head : opening]):
        return None  # only "<noun ...>, <aside>": the words before the comma are the noun's
    if _listed(walk, head) or _listed(walk, row) or _held(walk, head):
        return None  # the noun no item of a list nor a region after its city
    if row.dep == "appos":
        return "appositive" if _appositive(walk, head, row) else None
    if row.dep == "relcl":
        return "relative" if _relative(walk, row, first) else None
    return "participle" if _participle(walk, row, first) and head.pos in ("PROPN", "NOUN") else None


def _clause_aside(walk: Walk, row: Row, first: int, opening: int) -> str | None:
    """A participle phrase or a prepositional phrase after its verb's clause ("..., extending
    the lead to 5–1"; "The unit, like all other battalions, was renamed")."""
    table = walk.table
    head = table[row.head]
    if head.pos not in VERBAL and row.dep == "advcl":
        return None
    if row.dep == "advcl":
        if _participle(walk, row, first):
            return "participle"
        marker = table[first]
        contrast = rule_data().clause_comma.contrast_subordinators | rule_data().aside_marks.contrast_markers
        return "contrast" if marker.dep == "mark" and marker.lower in contrast and marker.head == row.i else None
    if row.dep != "prep" or not _verbless_phrase(walk, row):
        return None
    if first == row.i and row.lower in rule_data().clause_comma.example_openers:
        return "examples"  # "..., including water and power."
    if table[first].lower == "such" and row.lower == "as" and first + 1 == row.i:
        return "examples"
    return "phrase" if first == row.i and row.tag == "IN" else None


def _before_verb(walk: Walk, closing: int) -> bool:
    """The word after the closing comma is a verb or its auxiliary: the aside stood between
    a subject and its verb ("The mill, like most buildings in the town, was built ...")."""
    return walk.table[closing + 1].pos in VERBAL


def _participle(walk: Walk, row: Row, first: int) -> bool:
    """A participle phrase with no subject or marker of its own, opened by its participle
    or an adverb before it ("also known as")."""
    if row.tag not in ("VBG", "VBN") or walk.subjects.get(row.i) is not None or row.lower in ("being", "been"):
        return False  # "R3, being the only copy available and R5": an absolute phrase, often misread
    kids = child_rows(walk.doc)[row.i]
    if any(kid.dep in ("mark", "aux", "auxpass", "neg") for kid in kids):
        return False
    return first == row.i or all(walk.table[i].dep == "advmod" and walk.table[i].head == row.i for i in range(first, row.i))


def _verbless_phrase(walk: Walk, preposition: Row) -> bool:
    """A prepositional phrase with its object and no verb in it ("like all other defense
    battalions")."""
    token = walk.doc[preposition.i]
    words = walk.table[token.left_edge.i : token.right_edge.i + 1]
    has_object = any(kid.dep == "pobj" for kid in child_rows(walk.doc)[preposition.i])
    return has_object and not any(row.pos in VERBAL and row.i != preposition.i for row in words)


def _may_end(walk: Walk, sent: Span, kind: str, opening: int) -> bool:
    """An aside may run to the sentence's end only after a whole clause: the sentence's
    root is a verb and stands before it ("..., published in 1983."; not a verbless caption,
    where the parse may have run the aside into the verb), and the aside is no bare
    prepositional phrase, which may be one of a string of them, and is one of the kinds
    that read well after a lone dash (`end_kinds`: a description, an age, examples). No comma stands between
    the verb and the aside's: a dash after an earlier comma ("spirits, including one
    surgeon – who help her") would close what the comma opened with another mark."""
    root = sentence_root(walk, sent)
    if kind not in rule_data().aside_marks.end_kinds or root >= opening or walk.table[root].pos not in VERBAL:
        return False
    return not any(row.lower == "," for row in walk.table[root + 1 : opening])


def _finite(words: tuple[Row, ...]) -> bool:
    """A finite verb among the words."""
    finite = rule_data().final_mark.finite_tags
    return any(row.tag in finite for row in words)


# Kinds of aside that hold a finite verb of their own.
_CLAUSES = ("relative", "contrast")


def _closes_another(walk: Walk, opening: int) -> bool:
    """The comma may close something else as well: a date ("June 10, 1989, in ...") or a
    place and its region ("Dallas, Texas, the home of ..."); or it follows a coordinator or
    a mark."""
    table = walk.table
    before = table[opening - 1]
    if before.pos == "CCONJ" or punct_row(before):
        return True  # "CSX and, after 1988, by ...": the aside opens inside a list
    if before.tag in ("JJ", "VBN", "VBG") and before.dep in ("pobj", "dobj", "amod", "attr"):
        return True  # "his downed, struggling wrestling opponent": the comma may join two adjectives
    return (before.tag == "CD" or before.pos == "PROPN") and any(
        row.lower == "," for row in table[max(opening - 4, 0) : opening - 1]
    )


def _appositive(walk: Walk, head: Row, aside: Row) -> bool:
    """A name and a description, in either order ("Paris, the capital of France"; "his
    wife, Mary Smith"), or two described nouns ("his brother, a keen sailor"); never two
    names ("Paris, Texas"), a date or a number."""
    doc = walk.doc
    kids = child_rows(doc)
    months = rule_data().clause_comma.months
    if head.tag == "CD" or aside.tag == "CD" or head.lower in months or aside.lower in months:
        return False
    if any(kid.tag == "CD" and kid.i == aside.i - 1 for kid in kids[aside.i]):
        return False  # "10 May", "1,000 people": a number heads the phrase as written

    def described(row: Row) -> bool:
        return any(kid.dep in ("det", "poss") for kid in kids[row.i])

    if head.pos == "PROPN":
        return capitalised(doc, head) and aside.pos == "NOUN"
    if head.pos != "NOUN" or not described(head):
        return False
    if aside.pos == "PROPN":
        return capitalised(doc, aside)
    return aside.pos == "NOUN" and described(aside)


def _relative(walk: Walk, clause: Row, first: int) -> bool:
    """A clause opened by a relative pronoun ("who", "which"), a preposition and one ("in
    which") or a relative *where/when* ("..., where he died"): the writer's comma says it
    adds to the noun."""
    table = walk.table
    rules = rule_data().clause_comma
    pronouns = rules.relative_pronouns
    opener = table[first]
    if opener.lower in rules.place_relatives | rules.time_relatives:
        return table[first].head == clause.i
    if opener.lower in pronouns:
        return True
    return opener.tag == "IN" and first + 1 <= clause.i and table[first + 1].lower in pronouns


def _listed(walk: Walk, row: Row) -> bool:
    """The word is an item of a list, or heads one: the commas may be the list's."""
    return row.dep == "conj" or any(kid.dep in ("conj", "cc") for kid in child_rows(walk.doc)[row.i])


def _age_aside(walk: Walk, row: Row, first: int, opening: int) -> str | None:
    """An age after a name ("Chanelle McCleary, aged 24, is a model"): "aged" and a number."""
    table = walk.table
    if row.lower != "aged" or first != row.i or opening - 1 != row.head or table[row.head].pos != "PROPN":
        return None
    words = table[first + 1 : walk.doc[row.i].right_edge.i + 1]
    return "age" if words and words[0].tag == "CD" and all(word.tag in ("CD", "NNS") for word in words) else None


# What each dependency relation can set off, and how it is checked.
_KINDS = {
    "appos": _noun_aside,
    "relcl": _noun_aside,
    "acl": _noun_aside,
    "advcl": _clause_aside,
    "prep": _clause_aside,
    "amod": _age_aside,
}
# The relations whose phrase after a comma opens an aside of its own.
_SET_OFF_KINDS = ("appos", "relcl", "acl", "advcl", "prep")


def _held(walk: Walk, head: Row) -> bool:
    """The noun is itself set off by a comma before it ("Dallas, Texas, the home of ...";
    "Lalu, an employed youth, who ..."): a region after its city or an aside in an aside."""
    left = walk.doc[head.i].left_edge.i
    return head.dep in ("appos", "npadvmod", "conj") and left > 0 and walk.table[left - 1].lower == ","
