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
from typing import TYPE_CHECKING

from ..edits import (
    Edit,
    doc_text,
    insert_after,
    insert_before,
    replace_token,
)
from ..lexicon import load_rules, word_set
from ..memo import doc_memo
from ..registry import register
from ..syntax import (
    QUOTE_CHARS,
    SUBJECT_DEPS,
    has_quote,
    is_contiguous,
    is_punct,
    next_token,
    previous_token,
    sentences,
)
from ..transform import Candidate, RuleTransform

if TYPE_CHECKING:
    from spacy.tokens import Doc, Span, Token

_RULES = "punctuation"
_DOUBLE_QUOTES = frozenset('"“”«»„')
# Tags the tagger gives a finite verb it misreads: participle, base form, adjective, noun.
_MISREAD_TAGS = frozenset({"VBN", "VB", "JJ", "NN", "NNS"})


def _comma_after(token: Token) -> Edit | None:
    """A comma right after ``token``, unless punctuation already stands on either side.

    Never after a word that needs what follows it: a preposition or subordinator, a
    determiner, a coordinator, a possessive or infinitival "to".
    """
    following = next_token(token)
    if is_punct(token) or following is None or is_punct(following):
        return None
    if token.tag_ in word_set(_RULES, "clause_comma", "no_comma_after_tags"):
        return None
    return insert_after(token, ",")


def _verbal(token: Token) -> bool:
    return token.pos_ in ("VERB", "AUX")


@dataclass
class _Walk:
    """What the rules read from the parse, gathered in one pass over the Doc.

    Every ``for token in doc``, ``token.head`` and ``token.children`` builds new Token
    objects, so the rules share this one pass over integer labels instead of each walking
    the Doc again (reading ``to_array`` costs more than this loop on sentence-sized Docs).
    """

    finite: bool = False  # some token is tagged as a finite verb
    roots: list[Token] = field(default_factory=list)  # the ROOT of each sentence, in order
    subjects: dict[int, Token] = field(default_factory=dict)  # head index → its first subject
    conjuncts: list[Token] = field(default_factory=list)
    relatives: list[Token] = field(default_factory=list)
    markers: list[Token] = field(default_factory=list)


@lru_cache(maxsize=1)
def _label_ids() -> dict[str, object]:
    """The string ids of the dependency labels and tags the walk looks for."""
    from spacy.strings import (
        get_string_id,  # here: importing the package must not load spaCy
    )

    finite = load_rules(_RULES)["final_mark"]["finite_tags"]
    return {
        "subject": frozenset(get_string_id(label) for label in SUBJECT_DEPS),
        "finite": frozenset(get_string_id(tag) for tag in finite),
        "lists": {get_string_id(name): name for name in ("conj", "relcl", "mark", "ROOT")},
    }


def _walk(doc: Doc) -> _Walk:
    store = doc_memo(doc)
    found = store.get("pi_walk")
    if found is None:
        ids = _label_ids()
        subject, finite, lists = ids["subject"], ids["finite"], ids["lists"]
        found = store["pi_walk"] = _Walk()
        groups = {"conj": found.conjuncts, "relcl": found.relatives, "mark": found.markers, "ROOT": found.roots}
        for token in doc:
            dep = token.dep
            if dep in subject:
                found.subjects.setdefault(token.head.i, token)  # children come in order: the first wins
            elif dep in lists:
                groups[lists[dep]].append(token)
            if not found.finite and token.tag in finite:
                found.finite = True
    return found


def _in(tokens: list[Token], sent: Span) -> list[Token]:
    return [token for token in tokens if sent.start <= token.i < sent.end]


def _root(sent: Span) -> Token:
    """The sentence's root from the walk (``Span.root`` climbs every token's heads)."""
    for token in _walk(sent.doc).roots:
        if sent.start <= token.i < sent.end:
            return token
    return sent.root


def _subject(verb: Token) -> Token | None:
    """:func:`subject_of` from the walk."""
    return _walk(verb.doc).subjects.get(verb.i)


def is_statement(doc: Doc) -> bool:
    """True when the text is a sentence, not a title, name or heading.

    Sentence-final marks ("!", "...") only suit statements; "Mikko Hokka!" calls out. A
    statement has a finite verb, or is the tail of a sentence cut across lines: it starts
    in lower case and ends with a period ("in Adelaide."), or ends with a full stop and
    holds a finite verb the tagger misread (see :func:`_misread_verb`).
    """
    store = doc_memo(doc)
    cached = store.get("statement")
    if cached is None:
        text = doc_text(doc).strip()
        full_stop = text.endswith(".") and not text.endswith("..")
        tail = text[:1].islower() and full_stop
        cached = tail or _walk(doc).finite
        final = _final_token(doc)
        if not cached and full_stop and final is not None and final.text == "." and not _cut_short(final):
            cached = any(_misread_verb(token) for token in doc)
        store["statement"] = cached
    return cached


@lru_cache(maxsize=8192)
def _finite_form(word: str) -> str | None:
    """"past" or "present" when lemminflect's dictionary knows ``word`` as a finite verb form."""
    import lemminflect  # imported on first use: it pulls in more than this module needs

    for lemma in lemminflect.getAllLemmas(word, upos="VERB").get("VERB", ()):
        forms = lemminflect.getAllInflections(lemma, upos="VERB")
        if word in forms.get("VBD", ()):
            return "past"
        if word in forms.get("VBZ", ()) or word in forms.get("VBP", ()):
            return "present"
    return None


@lru_cache(maxsize=8192)
def _plural_forms(word: str) -> frozenset[str]:
    """The present forms of ``word``'s verbs that take a plural subject ("breed", not "breeds")."""
    import lemminflect

    forms: set[str] = set()
    for lemma in lemminflect.getAllLemmas(word, upos="VERB").get("VERB", ()):
        forms.update(lemminflect.getAllInflections(lemma, upos="VERB").get("VBP", ()))
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
    if form is None or word in word_set(_RULES, "final_mark", "caption_participles"):
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
        or f"{word}." in word_set(_RULES, "final_mark", "abbreviations")
        or (len(word) == 1 and word.isalpha())
    )


# --- rule 1: clause commas ----------------------------------------------------------------


def _intro_adverb_ok(token: Token) -> bool:
    word = token.lower_
    if word in word_set(_RULES, "clause_comma", "not_introductory"):
        return False
    return word in word_set(_RULES, "clause_comma", "sentence_adverbs") or (
        word.endswith("ly") and token.tag_ == "RB"
    )


def _complete_phrase(preposition: Token) -> bool:
    """A prepositional phrase with its object, not one whose noun opens a clause ("By the time ...")."""
    objects = [child for child in preposition.children if child.dep_ in ("pobj", "pcomp")]
    if not objects:
        return False
    clause_nouns = word_set(_RULES, "clause_comma", "clause_taking_nouns")
    return not any(obj.lower_ in clause_nouns for obj in objects)


def _introductory_comma(sent: Span) -> list[Edit]:
    """Comma after the phrases that open a sentence before its subject."""
    root = _root(sent)
    subject = _subject(root)
    if not _verbal(root) or subject is None or subject.i > root.i:
        return []
    start = sent.start
    while start < subject.left_edge.i and (sent.doc[start].is_space or sent.doc[start].text in "\"“'‘("):
        start += 1
    end = subject.left_edge.i  # exclusive: the prefix is doc[start:end]
    if end <= start:
        return []
    deps = word_set(_RULES, "clause_comma", "introductory_deps")
    covered: set[int] = set()
    for child in root.children:
        if child.i >= end:
            break
        if child.dep_ not in deps or not is_contiguous(child) or child.right_edge.i >= end:
            return []
        if child.dep_ == "advmod" and child.left_edge.i == child.right_edge.i and not _intro_adverb_ok(child):
            return []
        if child.dep_ == "prep" and not _complete_phrase(child):
            return []
        covered.update(range(child.left_edge.i, child.right_edge.i + 1))
    if covered != set(range(start, end)):
        return []  # something other than introductory phrases stands before the subject
    # No auxiliary or verb of the main clause before the subject (inversion).
    if any(aux.i < subject.i for aux in root.children if aux.dep_ in ("aux", "auxpass")):
        return []
    edit = _comma_after(sent.doc[end - 1])
    return [edit] if edit else []


def _relative_clause_commas(sent: Span) -> list[list[Edit]]:
    """Commas around a who/which clause after a proper name (non-restrictive)."""
    pronouns = word_set(_RULES, "clause_comma", "relative_pronouns")
    found: list[list[Edit]] = []
    for token in _in(_walk(sent.doc).relatives, sent):
        if not is_contiguous(token):
            continue
        noun = token.head
        opener = token.left_edge
        if opener.lower_ not in pronouns or opener.i == 0 or noun.i >= opener.i:
            continue
        if noun.tag_ not in ("NNP", "NNPS") or not noun.text[:1].isupper():
            continue
        if any(child.dep_ == "det" for child in noun.children):
            continue
        before = previous_token(opener)
        if before is None or before.i != noun.i:
            continue  # only "<Name> which ...", nothing between the name and the clause
        edits = []
        comma = _comma_after(before)
        if comma is None:
            continue
        edits.append(comma)
        after = next_token(token.right_edge)
        if after is not None and not is_punct(after) and after.i < sent.end:
            closing = _comma_after(token.right_edge)
            if closing is None:
                continue
            edits.append(closing)
        found.append(edits)
    return found


def _contrast_clause_commas(sent: Span) -> list[Edit]:
    """Comma before "although/though/whereas" opening a clause after its main clause."""
    subordinators = word_set(_RULES, "clause_comma", "contrast_subordinators")
    edits = []
    for token in _in(_walk(sent.doc).markers, sent):
        if token.lower_ not in subordinators:
            continue
        clause = token.head
        if clause.dep_ != "advcl" or clause.head.i > token.i or clause.left_edge.i != token.i:
            continue
        before = previous_token(token)
        main = clause.head
        if before is not None and before.i >= main.i and not (before.i == main.i and main.pos_ == "AUX"):
            edit = _comma_after(before)
            if edit:
                edits.append(edit)
    return edits


def _coordination_commas(sent: Span) -> list[Edit]:
    """Comma before a coordinator that joins two clauses with their own subjects."""
    coordinators = word_set(_RULES, "clause_comma", "coordinators")
    edits = []
    subjects = _walk(sent.doc).subjects
    pairs = sorted(((conj.head, conj) for conj in _in(_walk(sent.doc).conjuncts, sent)), key=lambda p: (p[0].i, p[1].i))
    for verb, conj in pairs:
        if not _verbal(verb) or verb.i not in subjects or not _verbal(conj):
            continue
        subject = subjects.get(conj.i)
        if subject is None or subject.i > conj.i:
            continue
        cc = previous_token(conj.left_edge)
        if cc is None or cc.dep_ != "cc" or cc.lower_ not in coordinators or cc.head.i != verb.i:
            continue
        before = previous_token(cc)
        if before is not None and before.i >= verb.i:
            edit = _comma_after(before)
            if edit:
                edits.append(edit)
    return edits


def clause_comma_candidates(doc: Doc) -> list[Candidate]:
    rule = "pi.clause_comma"
    options: list[Candidate] = []
    for sent in sentences(doc):
        for edit in _introductory_comma(sent):
            options.append(Candidate(rule, (edit,), (("site", "introductory"),)))
        for edits in _relative_clause_commas(sent):
            options.append(Candidate(rule, tuple(edits), (("site", "relative"),)))
        for edit in _contrast_clause_commas(sent):
            options.append(Candidate(rule, (edit,), (("site", "contrast"),)))
        for edit in _coordination_commas(sent):
            options.append(Candidate(rule, (edit,), (("site", "coordination"),)))
    return options


# --- rule 2: quoted subject -------------------------------------------------------------


def subject_quote_candidates(doc: Doc) -> list[Candidate]:
    config = load_rules(_RULES)["subject_quotes"]
    options = []
    for sent in sentences(doc):
        span = _quotable_subject(sent, config)
        if span is not None:
            first, last = span
            edits = (insert_before(first, config["open"]), insert_after(last, config["close"]))
            options.append(Candidate("pi.subject_quotes", edits))
    options.extend(_title_quotes(doc, config))
    return options


def _quotable_subject(sent: Span, config: dict) -> tuple[Token, Token] | None:
    """First and last token of the main clause's nominal subject, when quoting it reads well.

    A noun phrase of a few words with the verb right after it: "The 66 tournaments" and
    "Haswell's publications" are quoted whole, a quantity ("Around 100 people") or a
    pronoun is not, nor a phrase the parse left part of the subject outside.
    """
    root = _root(sent)
    if not _verbal(root):
        return None
    subject = _subject(root)
    if subject is None or subject.dep_ not in ("nsubj", "nsubjpass") or subject.pos_ not in config["head_pos"]:
        return None
    doc = sent.doc
    first, last = subject.left_edge, subject.right_edge
    following = next_token(last)
    if following is None or not (following.i == root.i or following.head.i == root.i and not is_punct(following)):
        return None  # the parse left part of the subject outside ("The station" W25DW-D is ...)
    if len(doc_text(doc)[first.idx : last.idx + len(last)].split()) > config["max_words"]:
        return None  # words as a reader counts them: "line-up" and "Haswell's" are one each
    tokens = [doc[index] for index in range(first.i, last.i + 1)]
    if last.tag_ == "POS" or any(not _subject_word(token, subject) for token in tokens):
        return None
    if first.dep_ not in ("det", "poss") and any(token.dep_ == "nummod" for token in tokens):
        return None  # "12 people", not "The 66 tournaments"
    before = previous_token(first)
    if before is not None and has_quote((before,)) or has_quote((following,)):
        return None
    if not is_contiguous(subject):
        return None
    return first, last


def _subject_word(token: Token, head: Token) -> bool:
    """A word that may stand inside a quoted subject.

    A hyphen inside a word ("Jean-Antoine") and a possessive ("Haswell's") belong to the
    phrase; other punctuation, quotes and verbs do not, except a capitalised word a name
    holds ("Rue des Petits-Champs").
    """
    tag, text = token.tag_, token.text
    if tag == "POS":
        return True
    if tag == "HYPH" or text in ("-", "–"):
        return not token.whitespace_ and token.i > 0 and not token.doc[token.i - 1].whitespace_
    pos, dep = token.pos_, token.dep_
    if token.is_punct or pos == "PUNCT" or dep == "punct" or any(ch in QUOTE_CHARS for ch in text):
        return False
    if dep in word_set(_RULES, "subject_quotes", "excluded_deps"):
        return False
    if pos in ("VERB", "AUX"):
        # "The following data", "watersheds neighboring the Pika River"; a capitalised
        # word a name holds ("Rue des Petits-Champs").
        if tag == "VBG":
            return text.islower()  # not "the Making Movies is Hard Podcast": a title's words
        return tag == "VB" and text[:1].isupper() and head.pos_ == "PROPN"
    return True


def _title_verb(token: Token, first: Token, title_case: bool) -> bool:
    """A verb form a title may hold: a gerund ("Kazakh playing cards"), an opening participle
    ("Relegated from Liga III"), or a capitalised verb in a title-case name ("Play or Die").
    A lower-case participle later on is often a misread past tense ("The Konheims divorced
    in 1978"), which makes the line a sentence."""
    if token.tag_ == "VBG" or (token.tag_ == "VBN" and token.i == first.i):
        return True
    return title_case and token.tag_ == "VB" and token.text[:1].isupper()


def _title_case(words: list[Token]) -> bool:
    """Every word but the small ones ("of", "and", "des") starts with a capital letter."""
    small = word_set(_RULES, "subject_quotes", "title_small_words")
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


def _title_quotes(doc: Doc, config: dict) -> list[Candidate]:
    """A verbless title or name framed in quotes as a whole ("2019 World Championships").

    A final period stays outside the quotes ("Jim Daly." becomes '"Jim Daly".'), unless it
    belongs to an abbreviation ending the name ("Araruama F.C.").
    """
    raw = doc_text(doc)
    text = raw.strip()
    if not text or is_statement(doc) or not (text[0].isupper() or text[0].isdigit()):
        return []
    if len(text.split()) > config["max_title_words"] or any(ch in _DOUBLE_QUOTES for ch in text):
        return []
    words = [token for token in doc if not token.is_space]
    if sum(1 for token in words if token.text == "(") > 1:
        return []  # "Clive Armour (CEO of ETSA) Colin Williamson (CEO of ...)": entries, not a title
    main = words[: _disambiguator(words)]
    if not _title_parts_ok(main, text):
        return []
    first = words[0]
    if first.lower_ in word_set(_RULES, "subject_quotes", "not_title_openers"):
        return []
    title_case = _title_case(main)
    if first.tag_ in ("IN", "TO", "CC", "WRB") and not (title_case and len(main) == 1 or not first.is_alpha):
        return []  # part of a sentence ("After completing her degree"), not a title
    opener = " ".join(token.lower_ for token in words[:2])
    listing = opener in word_set(_RULES, "subject_quotes", "title_openers")
    if not listing and any(_verbal(token) and not _title_verb(token, first, title_case) for token in main):
        return []  # a verb makes a sentence; "List of trips made by ..." stays a title
    start = len(raw) - len(raw.lstrip())
    end = start + len(text)
    last = words[-1]
    if text.endswith("."):
        if last.text == "." and not text.endswith("..") and not _cut_short(last):
            end = start + len(text[:-1].rstrip())  # the period stays outside: '"Jim Daly".'
        elif not _name_abbreviation(last):
            return []  # cut at an abbreviation's point ("Reginaldus de Combe (fl.")
    if not (raw[end - 1].isalnum() or raw[end - 1] in ").") or raw[end - 1] == "." and end != start + len(text):
        return []
    edits = (Edit(start, start, config["open"]), Edit(end, end, config["close"]))
    return [Candidate("pi.subject_quotes", edits, (("site", "title"),))]


def _name_abbreviation(token: Token) -> bool:
    """A dotted abbreviation or initial that ends a name: "F.C.", "Jr.", "K. S."."""
    word = token.text
    if not word.endswith(".") or not token.text[:1].isupper():
        return False
    letters = word.replace(".", "")
    return "." in word[:-1] or len(letters) == 1 or word.lower() in word_set(_RULES, "final_mark", "abbreviations")


# --- rule 3: repeated mark -------------------------------------------------------------------


def _final_token(doc: Doc) -> Token | None:
    """The last token that is not whitespace (kept: three rules ask for it)."""
    store = doc_memo(doc)
    if "pi_final" not in store:
        store["pi_final"] = next((token for token in reversed(doc) if not token.is_space), None)
    return store["pi_final"]


def _ends_sentence(mark: Token, closers: set[str]) -> bool:
    """True when only closing quotes or brackets follow ``mark`` before the text or sentence ends."""
    for token in mark.doc[mark.i + 1 :]:
        if token.is_space or token.text in closers:
            continue
        return token.is_sent_start is True or token.text[:1].isupper()
    return True


def repeat_mark_candidates(doc: Doc) -> list[Candidate]:
    config = load_rules(_RULES)["repeat_mark"]
    marks: dict[str, str] = config["marks"]
    options = []
    text = doc_text(doc)
    closers = word_set(_RULES, "final_mark", "closers")
    for token in doc if any(mark in text for mark in marks) else ():
        # Only a mark that ends a sentence: one inside a name ("Viva! Foundation") is the name's.
        if token.text in marks and _ends_sentence(token, closers):
            options.append(Candidate("pi.repeat_mark", (replace_token(token, marks[token.text]),)))
    final = _final_token(doc)
    if final is not None and final.text == "." and is_statement(doc) and not _cut_short(final):
        options.append(Candidate("pi.repeat_mark", (replace_token(final, config["final_period"]),)))
    return options


# --- rule 4: final exclamation ------------------------------------------------------------------


def final_mark_candidates(doc: Doc) -> list[Candidate]:
    config = load_rules(_RULES)["final_mark"]
    mark = config["mark"]
    closers = set(config["closers"])
    keep = set(config["keep_endings"])
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
        period = _token_at(doc, cut - 1)
        word = period.text if period is not None else "."
        if word == "." and period is not None and _cut_short(period):
            if not _ends_on_final_abbreviation(period):
                return []  # the text stops at an abbreviation's point ("under Lt.")
            word = doc[period.i - 1].text + "."
        abbreviations = word_set(_RULES, "final_mark", "abbreviations")
        abbreviation = word.lower() in abbreviations
        if word == "." or (word.count(".") == 1 and not abbreviation):
            # A full stop, or one fused to its word ("B&O."): the mark replaces it.
            return [Candidate("pi.final_mark", (Edit(cut - 1, cut, mark),))]
        if abbreviation and word.lower() not in word_set(_RULES, "final_mark", "sentence_final_abbreviations"):
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


def _token_at(doc: Doc, char: int) -> Token | None:
    """The token holding character ``char``, searched from the end (it is near the end)."""
    for token in reversed(doc):
        if token.idx <= char:
            return token if char < token.idx + len(token.text) else None
    return None


def _ends_on_final_abbreviation(final: Token) -> bool:
    """The period after "etc" or "Inc": an abbreviation that may end a sentence."""
    word = final.doc[final.i - 1].text.lower() + "."
    return word in word_set(_RULES, "final_mark", "sentence_final_abbreviations")


def _quoted_whole(text: str, cut: int) -> bool:
    """The whole text is one quotation without a final mark: the mark goes inside it."""
    closing = text[cut:]
    if closing not in ('"', "”") or text[:1] not in ('"', "“"):
        return False
    return sum(text.count(mark) for mark in _DOUBLE_QUOTES) == 2


@register(
    "pi",
    "positive",
    "Punctuation insertion: clause comma, quoted subject, repeated mark or final '!'",
    source="SDA (Zhu et al.): punctuation insertion",
)
@dataclass(frozen=True)
class PunctuationInsertion(RuleTransform):
    """Insert punctuation that keeps the sentence's meaning (SDA's PI)."""

    rules: tuple[str, ...] = ("clause_comma", "subject_quotes", "repeat_mark", "final_mark")
    name: str = "pi"
    polarity: str = "positive"

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
    markup = load_rules(_RULES)["markup"]
    text = doc_text(doc).strip()
    if text.startswith("!"):  # a table header cell ("!align=left|Total"), not "!Kung people ..."
        return len(text) <= 2 or any(mark in text for mark in markup["cell_marks"])
    return text.startswith(tuple(markup["openers"])) or text.count(markup["lyric_hyphen"]) >= 2


def _open_abbreviation(word: str) -> bool:
    """An abbreviation that needs a word after it ("e.g.", "Lt.")."""
    word = word.lower()
    return word in word_set(_RULES, "final_mark", "abbreviations") and word not in word_set(
        _RULES, "final_mark", "sentence_final_abbreviations"
    )


def skip_reason(doc: Doc) -> str:
    """Why no rule applies, in the words the coverage report counts."""
    text = doc_text(doc).strip()
    if not text:
        return "empty input"
    if is_markup(doc) or text.endswith(">"):
        return "wiki markup or code"
    if text.endswith(":"):
        return "list header or heading ending in ':'"
    final = _final_token(doc)
    if final is not None and (final.text == "." and _cut_short(final) or _open_abbreviation(final.text)):
        return "cut off at an abbreviation's point"
    return "no clause boundary, nominal subject or final period to punctuate"


_RULE_FUNCTIONS = {
    "clause_comma": clause_comma_candidates,
    "subject_quotes": subject_quote_candidates,
    "repeat_mark": repeat_mark_candidates,
    "final_mark": final_mark_candidates,
}
