"""PI: punctuation insertion, a meaning-preserving positive (SDA).

Four rules, one chosen at random among those that apply:

* ``pi.clause_comma``   a comma where English sets off a clause or an opening phrase;
* ``pi.subject_quotes`` the nominal subject framed in double quotes;
* ``pi.repeat_mark``    an existing "!" or "?" doubled, or the final period made "...";
* ``pi.final_mark``     the final period replaced by "!" (appended when none).
"""

from __future__ import annotations

from dataclasses import dataclass
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
    has_quote,
    is_contiguous,
    is_punct,
    next_token,
    previous_token,
    sentences,
    subject_of,
)
from ..transform import Candidate, RuleTransform

if TYPE_CHECKING:
    from spacy.tokens import Doc, Span, Token

_RULES = "punctuation"
_DOUBLE_QUOTES = frozenset('"“”«»„')


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


def is_statement(doc: Doc) -> bool:
    """True when the text is a sentence, not a title, name or heading.

    Sentence-final marks ("!", "...") only suit statements; "Mikko Hokka!" calls out. A
    statement has a finite verb, or is the tail of a sentence cut across lines: it starts
    in lower case and ends with a period ("in Adelaide.").
    """
    store = doc_memo(doc)
    cached = store.get("statement")
    if cached is None:
        finite = word_set(_RULES, "final_mark", "finite_tags")
        text = doc_text(doc).strip()
        tail = text[:1].islower() and text.endswith(".") and not text.endswith("..")
        cached = store["statement"] = tail or any(token.tag_.lower() in finite for token in doc)
    return cached


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
    root = sent.root
    subject = subject_of(root)
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
    for token in sent:
        if token.dep_ != "relcl" or not is_contiguous(token):
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
    for token in sent:
        if token.dep_ != "mark" or token.lower_ not in subordinators:
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
    for verb in sent:
        if not _verbal(verb) or subject_of(verb) is None:
            continue
        for conj in verb.children:
            if conj.dep_ != "conj" or not _verbal(conj) or subject_of(conj) is None:
                continue
            subject = subject_of(conj)
            if subject.i > conj.i:
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
    head_pos = set(config["head_pos"])
    options = []
    for sent in sentences(doc):
        root = sent.root
        if not _verbal(root):
            continue
        subject = subject_of(root)
        if subject is None or subject.dep_ not in ("nsubj", "nsubjpass") or subject.pos_ not in head_pos:
            continue
        if not is_contiguous(subject):
            continue
        first, last = subject.left_edge, subject.right_edge
        tokens = list(doc[first.i : last.i + 1])
        if len(tokens) > config["max_tokens"] or has_quote(doc[max(0, first.i - 1) : last.i + 2]):
            continue
        if any(is_punct(t) or _verbal(t) or t.dep_ in config["excluded_deps"] for t in tokens):
            continue
        if tokens[-1].tag_ == "POS":
            continue
        following = next_token(last)
        if following is None or not (following.i == root.i or following.head.i == root.i and not is_punct(following)):
            continue  # the parse left part of the subject outside ("The station" W25DW-D is ...)
        edits = (insert_before(first, config["open"]), insert_after(last, config["close"]))
        options.append(Candidate("pi.subject_quotes", edits))
    options.extend(_title_quotes(doc, config))
    return options


def _title_verb(token: Token, first: Token) -> bool:
    """A verb form a title may hold: a gerund ("Kazakh playing cards") or an opening participle
    ("Relegated from Liga III"). A participle later on is often a misread past tense
    ("The Konheims divorced in 1978"), which makes the line a sentence."""
    return token.tag_ == "VBG" or (token.tag_ == "VBN" and token.i == first.i)


def _title_quotes(doc: Doc, config: dict) -> list[Candidate]:
    """A verbless title or name framed in quotes as a whole ("2019 World Championships").

    A final period stays outside the quotes: "Jim Daly." becomes '"Jim Daly".'.
    """
    raw = doc_text(doc)
    text = raw.strip()
    if not text or is_statement(doc) or not (text[0].isupper() or text[0].isdigit()):
        return []
    words = [token for token in doc if not token.is_space]
    if len(words) > config["max_title_tokens"] or any(ch in _DOUBLE_QUOTES for ch in text) or "," in text:
        return []  # a comma marks a phrase cut from a sentence ("54, in 1884"), not a title
    if words[0].lower_ in word_set(_RULES, "subject_quotes", "not_title_openers"):
        return []
    if words[0].tag_ in ("IN", "TO", "CC", "WRB") or any(_verbal(token) and not _title_verb(token, words[0]) for token in words):
        return []  # part of a sentence ("After completing her degree"), not a title
    start = len(raw) - len(raw.lstrip())
    end = start + len(text)
    if text.endswith(".") and not text.endswith("..") and words[-1].text == "." and not _cut_short(words[-1]):
        end -= 1
    if not (raw[end - 1].isalnum() or raw[end - 1] == ")"):
        return []
    edits = (Edit(start, start, config["open"]), Edit(end, end, config["close"]))
    return [Candidate("pi.subject_quotes", edits, (("site", "title"),))]


# --- rule 3: repeated mark -------------------------------------------------------------------


def _final_token(doc: Doc) -> Token | None:
    for token in reversed(doc):
        if not token.is_space:
            return token
    return None


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
    closers = set(load_rules(_RULES)["final_mark"]["closers"])
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
        span = doc.char_span(cut - 1, cut, alignment_mode="expand")
        word = span[-1].text if span is not None and len(span) else "."
        if word == "." and span is not None and len(span) and _cut_short(span[-1]):
            return []  # the text stops at an abbreviation's point ("under Lt.")
        abbreviation = word.lower() in word_set(_RULES, "final_mark", "abbreviations")
        if word == "." or (word.count(".") == 1 and not abbreviation):
            # A full stop, or one fused to its word ("B&O."): the mark replaces it.
            return [Candidate("pi.final_mark", (Edit(cut - 1, cut, mark),))]
        # The period ends a dotted abbreviation ("Y.M.C.A."): the mark follows it.
        return [Candidate("pi.final_mark", (Edit(cut, cut, mark),))] if cut == end else []
    if not last_char.isalnum() and last_char not in ")]":
        return []
    if cut != end and text[cut:end].strip(")]"):
        return []  # a closing quote without a final mark inside it: leave it
    return [Candidate("pi.final_mark", (Edit(end, end, mark),))]


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
        for rule in self.rules:
            options.extend(_RULE_FUNCTIONS[rule](doc))
        return options

    def skip_reason(self, doc: Doc) -> str:
        if not doc_text(doc).strip():
            return "empty input"
        return "no clause boundary, nominal subject or final period to punctuate"


_RULE_FUNCTIONS = {
    "clause_comma": clause_comma_candidates,
    "subject_quotes": subject_quote_candidates,
    "repeat_mark": repeat_mark_candidates,
    "final_mark": final_mark_candidates,
}
