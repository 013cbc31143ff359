"""Verb inflection through lemminflect, checked against the form it starts from.

A rewrite that changes a verb's form ("travelled" → "travel", "wrote" → "written") must
find the right lemma first. The lemma is accepted only when inflecting it back to the
original tag reproduces the original word, so a wrong guess makes the caller skip the
sentence instead of writing "did not co-founded".
"""

from __future__ import annotations

import sys
from dataclasses import replace
from functools import lru_cache
from types import ModuleType
from typing import TYPE_CHECKING, Literal

from ..edits import Edit, upper_first
from .dictionary import dictionary_words
from .document import MemoKey, analysis_of, doc_text
from .rules import grammar
from .tokens import rows

if TYPE_CHECKING:
    from spacy.tokens import Doc, Token

_CONTRACTS: MemoKey[bool] = MemoKey("contracts")

VERB_TAGS = frozenset({"VB", "VBD", "VBG", "VBN", "VBP", "VBZ"})

# Whom a finite verb agrees with: "I", a third person singular, or anything plural ("you").
Person = Literal["i", "singular", "plural"]


@lru_cache(maxsize=1)
def _ambiguous() -> frozenset[str]:
    return grammar().verbs.ambiguous_past_forms


@lru_cache(maxsize=1)
def _lemminflect() -> ModuleType:
    """lemminflect, imported on first use: its package imports spaCy (and thinc, torch)."""
    import lemminflect

    return lemminflect


def load_tables() -> None:
    """Read lemminflect's lemma and inflection tables now.

    lemminflect reads its gzipped tables on the first lookup that needs them (about half a
    second); a run loads them once up front, before worker processes fork and share them,
    instead of inside the first sentence that happens to need a lemma.
    """
    _lemma_tables.cache_clear()  # read them again if lemminflect dropped them
    _inflection_tables.cache_clear()
    if _lemma_tables() is None or _inflection_tables() is None:
        lemminflect = _lemminflect()
        lemminflect.getAllLemmas("walked", "VERB")
        lemminflect.getAllInflections("walk", "VERB")


@lru_cache(maxsize=1)
def _lemma_tables() -> tuple[dict, dict] | None:
    """lemminflect's lemma dictionary and its overrides, read in place.

    Its public lookups deep-copy the entry on every call, which costs more than the rules
    spend on a sentence; here the entries are only read. None when lemminflect keeps its
    tables elsewhere: the public functions answer then. Apart from the inflection tables,
    so a run that only asks whether a word is in the dictionary reads half as much.
    """
    try:
        from lemminflect.core.Lemmatizer import Lemmatizer

        lemmatizer = Lemmatizer()
        return lemmatizer._getLemmaDict(), lemmatizer._getOverridesDict()
    except (ImportError, AttributeError):
        return None


@lru_cache(maxsize=1)
def _inflection_tables() -> tuple[dict, dict] | None:
    """lemminflect's inflection dictionary and its overrides, read in place (as above)."""
    try:
        from lemminflect.core.Inflections import Inflections

        inflections = Inflections()
        return inflections._getInflDict(), inflections._getOverridesDict()
    except (ImportError, AttributeError):
        return None


def _lowered(entries: dict) -> dict[str, tuple[str, ...]]:
    return {key: tuple(word.lower() for word in words) for key, words in entries.items()}


def _entry(table: dict, overrides: dict, key: str) -> dict[str, tuple[str, ...]]:
    """``table``'s entry for ``key`` with ``overrides``' entry laid over it, as lemminflect
    merges them, in lower case."""
    found, extra = table.get(key), overrides.get(key)
    if extra:
        found = {**(found or {}), **extra}
    return _lowered(found) if found else {}


@lru_cache(maxsize=65536)
def lemma_table(word: str) -> dict[str, tuple[str, ...]]:
    """lemminflect's dictionary lemmas of lower-case ``word`` by part of speech, lower case
    (``getAllLemmas(word)``; no rules for unknown words). Read-only: shared between calls."""
    tables = _lemma_tables()
    if tables is None:
        return _lowered(_lemminflect().getAllLemmas(word))
    return _entry(tables[0], tables[1], word)


@lru_cache(maxsize=65536)
def inflection_table(lemma: str) -> dict[str, tuple[str, ...]]:
    """lemminflect's dictionary forms of lower-case ``lemma`` by tag, lower case
    (``getAllInflections(lemma)``; no rules for unknown lemmas). Read-only: shared."""
    tables = _inflection_tables()
    if tables is None:
        return _lowered(_lemminflect().getAllInflections(lemma))
    return _entry(tables[0], tables[1], lemma)


# lemminflect's dictionary may list a regular verb's past under one of the two tags only.
_ALTERNATE_TAGS = {"VBD": ("VBN",), "VBN": ("VBD",)}


@lru_cache(maxsize=65536)
def _forms(lemma: str, tag: str) -> tuple[str, ...]:
    """The forms of ``lemma`` for verb tag ``tag``, as lemminflect's ``getInflection`` gives them."""
    table = inflection_table(lemma)
    form = table.get(tag)
    if form is None:
        for alternate in _ALTERNATE_TAGS.get(tag, ()):
            form = table.get(alternate)
            if form:
                break
    if form is None:  # not in the dictionary: lemminflect's rules guess
        return tuple(word.lower() for word in _lemminflect().getInflection(lemma, tag, inflect_oov=True))
    return form


@lru_cache(maxsize=65536)
def verb_lemma(word: str, tag: str, hint: str = "") -> str | None:
    """The lemma of verb ``word`` (tagged ``tag``) that inflects back to ``word``, or None.

    ``hint`` is the parser's own lemma, tried after lemminflect's dictionary lemmas.
    """
    lower = word.lower()
    if tag not in VERB_TAGS or lower in _ambiguous():
        return None
    # lemminflect's dictionary order first ("premiered" → "premiere", not "premier"),
    # then the parser's lemma for words it does not know.
    dictionary = lemma_table(lower).get("VERB", ())
    candidates: list[str] = list(dictionary)
    if not candidates:
        candidates.extend(_prefixed_lemmas(lower))  # "rebranded" → "re" + "brand"
    if hint:
        candidates.append(hint.lower())  # before lemminflect's guesses: "reposted" → "repost", not "reposte"
    # lemminflect's lemma: the dictionary's, else its rules' guess for an unknown verb
    candidates.extend(dictionary or (lemma.lower() for lemma in _lemminflect().getLemma(lower, "VERB")))
    candidates.append(lower)
    for lemma in candidates:
        if not lemma.isalpha():
            continue
        if tag == "VB" and lemma == lower:
            return lemma
        if lower in _forms(lemma, tag):
            return lemma
    return None


def _prefixed_lemmas(word: str) -> list[str]:
    """Dictionary lemmas of an unknown word read as prefix + known verb ("rebranded")."""
    for prefix in grammar().verbs.prefixes:
        rest = word[len(prefix):]
        if word.startswith(prefix) and len(rest) > 3:
            found = lemma_table(rest).get("VERB", ())
            if found:
                return [prefix + lemma for lemma in found]
    return []


def _match_case(source: str, form: str) -> str:
    if source[:1].isupper() and not source.isupper():
        return upper_first(form)
    if source.isupper() and len(source) > 1:
        return form.upper()
    return form


@lru_cache(maxsize=65536)
def past_is_participle(token: Token) -> bool:
    """Whether ``token``'s past tense is also its participle ("lined", "gathered"; not "threw"):
    a form the tagger may read either way."""
    return convert(token.text, "VBD", "VBN", token.lemma_) == token.text


def convert(word: str, tag: str, target: str, hint: str = "") -> str | None:
    """``word`` (a verb tagged ``tag``) in the form ``target``; None when unsure.

    Spelling is kept where the two forms coincide, so a British "travelled" (VBD)
    stays "travelled" as a participle.
    """
    if target not in VERB_TAGS:
        raise ValueError(f"unknown verb tag {target!r}")
    lemma = verb_lemma(word, tag, hint)
    if lemma is None:
        return None
    if target == tag:
        return word
    if target == "VB":
        return _match_case(word, lemma)
    if word.lower() in _forms(lemma, target):
        return word
    forms = _forms(lemma, target)
    if not forms:
        return None
    return _match_case(word, forms[0])


@lru_cache(maxsize=65536)
def known_word(word: str) -> bool:
    """Whether lemminflect's English dictionary knows ``word`` (lower case) at all.

    A run that parses has spaCy loaded and reads lemminflect's tables anyway: they answer.
    A run of methods that read the text alone answers from the dictionary's word list
    (:mod:`.dictionary`), which gives the same answer without importing lemminflect, whose
    package imports spaCy; so neither run reads the dictionary twice.
    """
    words = None if "spacy" in sys.modules else dictionary_words()
    return word in words if words is not None else bool(lemma_table(word))


# --- contractions and register --------------------------------------------------------------


def uses_contractions(doc: Doc) -> bool:
    """Whether the text already contracts verbs ("didn't", "it's", "they've"); memoised."""
    store = analysis_of(doc).answers
    if _CONTRACTS not in store:
        store[_CONTRACTS] = _contracts(doc)
    return store[_CONTRACTS]


def _contracts(doc: Doc) -> bool:
    text = doc_text(doc)
    if "'" not in text and "’" not in text:
        return False
    clitics = grammar().contractions.verb_clitics
    for row in rows(doc):
        lower = row.lower.replace("’", "'")
        if lower == "n't":
            return True
        if lower in clitics and row.i > 0:
            return True
        if lower == "'s" and row.tag == "VBZ":
            return True
    return False


def apostrophe(doc: Doc) -> str:
    """The apostrophe the text types: typographic when it has one and no straight one."""
    text = doc_text(doc)
    return "\u2019" if "\u2019" in text and "'" not in text else "'"


def typed_apostrophes(doc: Doc, edits: tuple[Edit, ...]) -> tuple[Edit, ...]:
    """``edits`` with the apostrophes they write ("didn't") typed as the text types them.

    Only in a text with no straight apostrophe, so every "'" in an edit is one the rules wrote.
    """
    if apostrophe(doc) == "'" or not any("'" in edit.text for edit in edits):
        return edits
    return tuple(replace(edit, text=edit.text.replace("'", "\u2019")) if "'" in edit.text else edit for edit in edits)


def negative_form(aux: str, contract: bool) -> str:
    """``aux`` followed by its negation: "did not" or "didn't", "can" → "cannot"/"can't"."""
    lower = aux.lower()
    config = grammar().contractions
    if contract and lower in config.contracted:
        form = config.contracted[lower]
    elif lower in config.full:
        form = config.full[lower]
    else:
        form = f"{lower} not"
    return recase(aux, form)


def positive_form(aux: Token) -> str:
    """The affirmative written form of an auxiliary split from "n't" ("ca" → "can")."""
    lower = aux.lower_.replace("’", "'")
    forms = grammar().contractions.positive
    return recase(aux.text, forms.get(lower, lower))


def recase(source: str, form: str) -> str:
    """``form`` with a capital first letter when ``source`` has one ("No" → "Another")."""
    if source[:1].isupper():
        return form[:1].upper() + form[1:]
    return form


def primary_form(lemma: str, tense: Literal["past", "present"], person: Person) -> str | None:
    """The form of "be", "have" or "do" for ``tense`` and ``person``; None for any other verb."""
    if lemma not in grammar().auxiliaries.primary:
        return None
    return getattr(getattr(getattr(grammar().primary_forms, lemma), tense), person)


# The tense and person each finite tag shows, as the forms of "do" read them.
_TENSE_AND_PERSON: dict[str, tuple[Literal["past", "present"], Person]] = {
    "VBD": ("past", "singular"),
    "VBZ": ("present", "singular"),
    "VBP": ("present", "plural"),
}


def do_form(tense: Literal["past", "present"], person: Person) -> str:
    """The form of "do" for ``tense`` and ``person`` ("does", "did")."""
    return getattr(getattr(grammar().primary_forms.do, tense), person)


def do_support(tag: str) -> str | None:
    """The form of "do" that carries tense ``tag`` for do-support."""
    found = _TENSE_AND_PERSON.get(tag)
    return None if found is None else do_form(*found)
