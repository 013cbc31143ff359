"""Finding discourse markers in a discourse position, and their same-sense alternatives.

A marker counts only where it links sentences or clauses: opening a sentence (after any
quote or bracket) or a clause after ";" or ":", with a comma after it, or set off by
commas inside a sentence (", however, ", ", however."). The same words elsewhere are other
words: "in addition to the fee" is a preposition, "however large" an adverb of degree,
"thus creating" a manner adverb.
"""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING, NamedTuple

from .rules import rule_data

if TYPE_CHECKING:
    from spacy.tokens import Doc

_SENTENCE_ENDS = frozenset({".", "!", "?"})
_FINITE = frozenset({"VBD", "VBZ", "VBP", "MD"})
# Tags of a word that can be a clause's subject.
_SUBJECT_TAGS = frozenset({"NN", "NNS", "NNP", "NNPS", "PRP", "EX", "CD"})
# Tags after a bare opener that show no clause follows: "Thus creating ...", "Thus formed ...".
_NOT_A_CLAUSE = frozenset({"VBG", "VBN", "TO", "IN"})


class Marker(NamedTuple):
    """A marker found in a sentence: its characters, its sense, and where it stands."""

    start: int
    end: int
    sense: str
    words: str  # lower case, as listed in the rules
    bare: bool  # opens a sentence without a comma after it
    opening: bool = False  # opens its sentence or clause
    comma_end: int = -1  # the end of the comma after a marker opening a sentence, or -1
    linked: bool = False  # set off by commas right after a conjunction (", and, however,")


@cache
def _by_first_word() -> dict[str, tuple[tuple[tuple[str, ...], str], ...]]:
    """Every marker's words and sense, keyed by its first word, longest first."""
    found: dict[str, list[tuple[tuple[str, ...], str]]] = {}
    for sense, data in rule_data().senses.items():
        for marker in data.markers:
            words = tuple(marker.split())
            found.setdefault(words[0], []).append((words, sense))
    return {first: tuple(sorted(entries, key=lambda entry: -len(entry[0]))) for first, entries in found.items()}


def alternatives(marker: Marker) -> tuple[str, ...]:
    """The other markers of ``marker``'s sense that can stand where it stands: a bare opener
    only for a bare one, an opener never for one written only inside a sentence."""
    sense = rule_data().senses[marker.sense]
    if marker.comma_end == marker.end:
        return ()  # ", though the base was ...": joining two clauses, only a conjunction fits
    return tuple(
        other for other in (*sense.markers, *sense.written_only)
        if other != marker.words and other not in sense.found_only
        and (not marker.bare or other in sense.bare)
        and not ((marker.opening or marker.linked) and other in sense.inside)
    )


def opening_conjunction(marker: Marker) -> str:
    """The conjunction that may stand for an opening ``marker`` and its comma ("However, X"
    → "But X"), or ""."""
    return rule_data().senses[marker.sense].opening_conjunction if marker.comma_end >= 0 else ""


def _opens(doc: Doc, i: int) -> bool:
    """Whether token ``i`` opens a sentence or a clause after ";" or ":"."""
    positions = rule_data().positions
    j = i - 1
    while j >= 0 and doc[j].text in positions.openers:
        j -= 1
    if j < 0:
        return True
    before = doc[j].text
    return before in _SENTENCE_ENDS or before in positions.clause_marks


def _sentence(doc: Doc, i: int) -> tuple[int, int]:
    """The tokens of the sentence around token ``i``, from the marks that end sentences: the
    method reads tags alone, with no parser to set sentence boundaries."""
    start = i
    while start > 0 and doc[start - 1].text not in _SENTENCE_ENDS:
        start -= 1
    end = i
    while end < len(doc) and doc[end].text not in _SENTENCE_ENDS:
        end += 1
    return start, end


def _splices(doc: Doc, i: int, last: int) -> bool:
    """Whether a marker set off by commas joins two clauses ("The event was planned for
    February, however, in November it was cancelled"): a finite verb after a subject stands
    on each side of it."""
    start, end = _sentence(doc, i)
    return _has_clause(doc, start, i - 1) and _has_clause(doc, last + 2, end)


def _joins_clauses(doc: Doc, i: int, last: int, sense: str) -> bool:
    """Whether a marker with a conjunction of its sense stands, with no comma after it, between
    two clauses it joins ("frozen until March, however the safe circulation ... is from
    mid-December"), not before a word it modifies ("however large")."""
    if not rule_data().senses[sense].opening_conjunction or last + 1 >= len(doc):
        return False
    if doc[last + 1].pos_ not in ("DET", "PRON", "PROPN", "NOUN", "NUM"):
        return False
    start, end = _sentence(doc, i)
    return _has_clause(doc, start, i - 1) and _has_clause(doc, last + 1, end)


def _has_clause(doc: Doc, start: int, end: int) -> bool:
    """Whether tokens ``start``..``end`` (end excluded) hold a finite verb after a word that
    can be its subject (a noun, a name, a pronoun)."""
    subject = False
    for token in doc[start:end]:
        if token.tag_ in _SUBJECT_TAGS:
            subject = True
        elif token.tag_ in _FINITE and subject:
            return True
    return False


def _perfect(doc: Doc, start: int, end: int) -> bool:
    """Whether tokens ``start``..``end`` hold a perfect ("has lived", "had long been")."""
    for token in doc[start:end]:
        if token.lemma_.lower() != "have" or token.tag_ not in _FINITE:
            continue
        for following in doc[token.i + 1 : min(token.i + 4, end)]:
            if following.tag_ == "VBN":
                return True
            if following.tag_ not in ("RB", "RBR", "RBS"):
                break
    return False


def _after_clause_mark(doc: Doc, i: int) -> bool:
    """Whether token ``i`` opens a clause after ";" or ":" rather than a sentence."""
    positions = rule_data().positions
    j = i - 1
    while j >= 0 and doc[j].text in positions.openers:
        j -= 1
    return j >= 0 and doc[j].text in positions.clause_marks


def _match(doc: Doc, i: int, words: tuple[str, ...]) -> int | None:
    """The index of the last token when ``words`` are written from token ``i``, one space apart."""
    last = i + len(words) - 1
    if last >= len(doc):
        return None
    for k, word in enumerate(words):
        token = doc[i + k]
        if token.lower_ != word or (k < len(words) - 1 and token.whitespace_ != " "):
            return None
    return last


def _after_word(doc: Doc, i: int, last: int, sense: str) -> bool:
    """A marker right after a word that lets it stand without commas, before a verb: "and
    then later rising"."""
    senses = rule_data().positions.after.get(doc[i - 1].lower_, ())
    following = doc[last + 1] if last + 1 < len(doc) else None
    return sense in senses and following is not None and following.tag_.startswith("VB") \
        and doc[i - 1].whitespace_ == " " and doc[last].whitespace_ == " "


def find_conjunctions(doc: Doc) -> tuple[list[tuple[int, int, str, tuple[str, ...]]], bool]:
    """The subordinating conjunctions with a same-sense replacement: (start, end, sense,
    replacements that may stand there) for each ("because" → "since", "as"), and whether one
    was left because none fits its place."""
    found = []
    declined = False
    for sense, data in rule_data().conjunctions.items():
        for token in doc:
            if token.lower_ not in data.markers or token.tag_ != "IN":
                continue
            following = doc[token.i + 1] if token.i + 1 < len(doc) else None
            if following is None or following.lower_ == "of" or following.is_punct:
                continue  # "because of the rain": a preposition, no conjunction
            if token.i > 0 and doc[token.i - 1].lower_ in data.focus:
                declined = True
                continue  # "only because", "not because": the focus reads on "because" alone
            opening = _opens(doc, token.i)
            start, end = _sentence(doc, token.i)
            clause_end = next((t.i for t in doc[token.i + 1 : end] if t.text in (",", ";", ":")), end)
            main = (clause_end, end) if opening else (start, token.i)
            # "since" reads as time after a main clause in the perfect or with "never", or before
            # a clause in the perfect: "never accepted anyone's love since she had dedicated herself".
            perfect = _perfect(doc, token.i + 1, clause_end) or _perfect(doc, *main) or any(
                t.lower_ == "never" for t in doc[main[0] : main[1]]
            )
            usable = tuple(
                word for word, where in data.replacements.items()
                if where == "anywhere" or where == "opening" and opening or where == "not_after_perfect" and not perfect
            )
            if usable:
                found.append((token.idx, token.idx + len(token.text), sense, usable))
            else:
                declined = True
    return found, declined


def find_markers(doc: Doc) -> tuple[list[Marker], bool]:
    """The markers in a discourse position, and whether any marker word stood elsewhere."""
    table = _by_first_word()
    closers = rule_data().positions.closers
    found: list[Marker] = []
    elsewhere = False
    i = 0
    while i < len(doc):
        entries = table.get(doc[i].lower_)
        if entries is None:
            i += 1
            continue
        for words, sense in entries:  # noqa: B007 (read after the break)
            last = _match(doc, i, words)
            if last is not None:
                break
        else:
            i += 1
            continue
        after = doc[last + 1] if last + 1 < len(doc) else None
        first, final = doc[i], doc[last]
        start, end = first.idx, final.idx + len(final.text)
        bare = False
        opening = _opens(doc, i)
        comma_end = -1
        linked = False
        if opening:
            if after is not None and after.text == "," and not final.whitespace_:
                placed = True
                if not _after_clause_mark(doc, i):
                    comma_end = after.idx + 1
            else:
                bare = (
                    after is not None
                    and not after.is_punct
                    and after.tag_ not in _NOT_A_CLAUSE
                    and " ".join(words) in rule_data().senses[sense].bare
                )
                placed = bare
        else:
            before = doc[i - 1]
            placed = (
                before.text == ","
                and after is not None
                and not final.whitespace_
                and (after.text == "," or after.text in closers)
            ) or _after_word(doc, i, last, sense)
            linked = before.text == "," and i >= 2 and doc[i - 2].pos_ in ("CCONJ", "SCONJ")
            if placed and after is not None and after.text == "," and _splices(doc, i, last):
                comma_end, linked = after.idx + 1, True  # ", however, in November it was announced" → ", but in ..."
            elif not placed and before.text == "," and _joins_clauses(doc, i, last, sense):
                placed, comma_end, linked = True, end, True  # ", however the ice is safe only from mid-December"
        if placed:
            found.append(Marker(start, end, sense, " ".join(words), bare, opening, comma_end, linked))
        else:
            elsewhere = True
        i = last + 1
    return found, elsewhere
