"""NEG's local edits on a main clause: add "not", remove a negation, swap a negative word.

Each returns the edits, or None where the result would not be English, and those NEG and
DN both ask for are memoised on the clause. Coordinated verbs that share the head's
do-support take their base form with it (:func:`shared_predicate_edits`). ``contract``
writes "didn't" instead of "did not" in a text that contracts (:func:`wants_contraction`).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Literal

from ...analysis.agreement import verb_agrees
from ...analysis.articles import indefinite_article
from ...analysis.clause import Clause, VerbWord, clause_memo
from ...analysis.document import MemoKey
from ...analysis.morphology import (
    convert,
    do_support,
    negative_form,
    positive_form,
    recase,
    typed_apostrophes,
    uses_contractions,
)
from ...analysis.rules import grammar
from ...analysis.tokens import rows, word_bounds
from ...edits import (
    Edit,
    capitalise,
    delete_span,
    delete_token,
    insert_after,
    insert_before,
    replace_span,
    replace_token,
)
from ...reasons import Skip
from ...transform import Candidate
from .casing import cased, sentence_initial
from .cues import in_quotation, last_npi_index
from .existentials import bare_existential_noun
from .rules import rule_data
from .titles import title_subject

if TYPE_CHECKING:
    from spacy.tokens import Doc, Token


CONTRACTION_MODES = ("auto", "always", "never")
_ADD_NOT: MemoKey = MemoKey("add_not")  # with the contraction mode
_REMOVE_NEGATION: MemoKey = MemoKey("remove_negation")  # with the negation's index
Contractions = Literal["auto", "always", "never"]


def check_contractions(mode: str) -> None:
    """The check NEG and DN run on their ``contractions`` option at construction."""
    if mode not in CONTRACTION_MODES:
        raise ValueError(f"contractions must be one of {CONTRACTION_MODES}, got {mode!r}")


_OBJECT_DEPS = frozenset({"nsubj", "nsubjpass", "dobj", "attr", "oprd", "expl"})


def wants_contraction(doc: Doc, mode: str) -> bool:
    """Whether to write "didn't" rather than "did not": "auto" follows the text's own habit."""
    if mode == "always":
        return True
    if mode == "never":
        return False
    return uses_contractions(doc)


def with_text_apostrophes(doc: Doc, found: list[Candidate] | Skip) -> list[Candidate] | Skip:
    """NEG's or DN's candidates with the apostrophes they write typed as the text types them
    ("didn't" becomes "didn’t" in a text that types "who’s"); the rules write straight ones."""
    if isinstance(found, Skip):
        return found
    return [replace(option, edits=typed_apostrophes(doc, option.edits)) for option in found]


# --- adding a negation -------------------------------------------------------------------------


def add_not(clause: Clause, contract: bool) -> list[Edit] | None:
    """Edits that insert one negation into ``clause`` (which has none), or None.

    Memoised: NEG and DN both ask it for the same clause.
    """
    found = clause_memo(clause, (_ADD_NOT, contract), lambda same: _frozen(_add_not(same, contract)))
    return None if found is None else list(found)


def _frozen(edits: list[Edit] | None) -> tuple[Edit, ...] | None:
    """``edits`` as kept in the memo: a tuple, so no caller can change what the next one reads."""
    return None if edits is None else tuple(edits)


def _add_not(clause: Clause, contract: bool) -> list[Edit] | None:
    doc = clause.sent.doc
    bare = bare_existential_noun(clause)
    if bare is not None:
        # "There are people" → "There are no people": "are not people" reads as a correction
        return None if _positive_polarity(clause) else [insert_before(doc[bare], "no ")]
    if clause.has_aux and clause.tense != "modal" and clause.finite.lemma_ not in grammar().auxiliaries.primary:
        # "It became known" / "got married": the passive auxiliary takes do-support itself
        aux = clause.finite
        do = do_support(aux.tag_)
        base = convert(aux.text, aux.tag_, "VB", aux.lemma_)
        if do is None or base is None:
            return None
        return [replace_token(aux, f"{negative_form(do, contract)} {base.lower()}")]
    if clause.tense == "modal" or clause.has_aux or clause.main_verb_be:
        aux = clause.finite
        table = rows(doc)
        after_aux = table[aux.i + 1] if aux.i + 1 < len(table) else None
        if after_aux is None or after_aux.lower in (":", ".", ";") or after_aux.lower.startswith(("'", "’")):
            return None  # "It's." / "would've": nothing to deny, or no room for "not"
        if after_aux.lower == "since" and after_aux.dep != "advmod":
            return None  # "It's since been converted": "It's not since been" is not English
        if aux.text.startswith(("'", "’")):
            return [insert_after(aux, " not")]  # "it's" → "it's not"
        if contract:
            form = negative_form(aux.text, contract=True)
            if form.endswith("n't"):
                return [replace_token(aux, form)]
        full = negative_form(aux.text, contract=False)
        if " " not in full:
            return [replace_token(aux, full)]  # "can" → "cannot"
        after = rule_data().add_not.after_adverbs
        anchor = after_aux.i if after_aux.lower in after and after_aux.dep == "advmod" else aux.i
        nxt = table[anchor + 1] if anchor + 1 < len(table) else None
        if nxt is not None and nxt.lower in rule_data().remove_not.blocked_before:
            return None  # "shall not only be": a focus reading, not the clause's negation
        if nxt is None or nxt.lower in (":", ".", ";"):
            return None  # "The steps are:" introduces a list; there is no claim to deny
        if nxt.lower in rule_data().add_not.blocked_after_aux:
            return None  # "was not slightly more": a new meaning, not the claim's denial
        if _positive_polarity(clause):
            return None
        return [insert_after(doc[anchor], " not")]
    do = do_support(clause.head.tag)
    base = clause.head.form("VB")
    if do is None or base is None:
        return None
    if not verb_agrees(clause.subject, clause.head.tag):
        return None
    before = rows(doc)[clause.head.first.i - 1] if clause.head.first.i > 0 else None
    if before is not None and before.lower in rule_data().remove_not.blocked_before:
        return None  # "They only managed": "only did not manage" says something else
    if _positive_polarity(clause):
        return None  # "does not have some relationship" needs "any"
    negative = negative_form(do, contract)
    adverbs = _preverbal(clause)
    if adverbs is None:
        return None
    extra: list[Edit] = []
    if any(verb.tag in ("VBD", "VBZ", "VBP") and verb.form("VB") != verb.text for verb in clause.conjuncts):
        shared = shared_predicate_edits(clause)
        if shared is None:
            return None  # "did not go and sat": the second verb would stay finite
        extra = shared
    if adverbs:
        # "mainly scrutinizes" → "does not mainly scrutinize": the adverb stays under "not"
        adverb = adverbs[0]
        return [Edit(adverb.idx, clause.head.first.idx, ""), clause.head.replace(f"{negative} {adverb.text} {base}")] + extra
    return [clause.head.replace(f"{negative} {base}")] + extra


def _preverbal(clause: Clause) -> list[Token] | None:
    """An adverb between subject and a bare verb that "not" must precede, [] for none, None to skip.

    "He later returned" keeps "later" before "did not"; "mainly scrutinizes" takes "does
    not mainly scrutinize"; any other adverb there ("notably", "sometimes") would end up
    outside the negation, so the clause is skipped.
    """
    between = [t for t in clause.preverbal if not t.is_space]
    if between and any(t.is_punct or t.text[:1].isupper() or t.pos_ != "ADV" for t in between):
        # a parenthesis, or a name the parser took for an adverb: only the adverbs right
        # before the verb count ("Gauthier, along with ..., successfully reached")
        between = _adverbs_before_verb(between)
    if not between:
        return []
    if all(t.lower_ in rule_data().add_not.after_adverbs for t in between):
        return []
    if len(between) == 1 and between[0].lower_ in rule_data().add_not.move_adverbs:
        return between
    return None


def _adverbs_before_verb(words: list[Token]) -> list[Token]:
    """The lower-case adverbs that end ``words``, right before the verb."""
    tail: list[Token] = []
    for token in reversed(words):
        if token.is_punct or token.pos_ != "ADV" or token.text[:1].isupper():
            break
        tail.insert(0, token)
    return tail


def _positive_polarity(clause: Clause) -> bool:
    """A "some" word on the predicate ("has some relationship", "were some of ...", "has already had")."""
    words = rule_data().add_not.positive_polarity
    head_ids = set(range(clause.head.first.i, clause.head.last.i + 1))
    table = rows(clause.sent.doc)
    start = clause.finite.i + 1 if clause.has_aux else clause.head.last.i + 1  # after an auxiliary too
    for row in table[start : clause.sent.end]:
        if row.lower in words and (row.head in head_ids or table[row.head].head in head_ids):
            return True
    return False


# --- removing a negation ------------------------------------------------------------------------


def remove_negation(clause: Clause, neg: Token) -> tuple[str, list[Edit]] | None:
    """The rule and edits that remove ``neg`` ("not", "n't", "never") from ``clause``.

    Memoised: NEG and DN both ask it for the same clause.
    """
    def compute(same: Clause) -> tuple[str, tuple[Edit, ...]] | None:
        found = _remove_negation(same, neg)
        return None if found is None else (found[0], tuple(found[1]))

    found = clause_memo(clause, (_REMOVE_NEGATION, neg.i), compute)
    return None if found is None else (found[0], list(found[1]))


def _remove_negation(clause: Clause, neg: Token) -> tuple[str, list[Edit]] | None:
    doc = clause.sent.doc
    lower = neg.lower_.replace("’", "'")
    config = rule_data().remove_not
    following = doc[neg.i + 1] if neg.i + 1 < len(doc) else None
    if following is not None and following.lower_ in config.blocked_before:
        return None
    if last_npi_index(clause) > neg.i:
        return None  # "did not leave until noon" → "left until noon" is not English
    extra: list[Edit] = []
    last = neg
    if following is not None and following.lower_ in config.remove_with:
        last = following
    if lower == "never":
        return "neg.remove_never", [delete_span(neg, last)]
    if lower not in ("not", "n't"):
        return None
    aux = doc[neg.i - 1] if neg.i > 0 else None
    if aux is None or aux.pos_ not in ("AUX", "VERB") or aux.tag_ not in ("VBD", "VBZ", "VBP", "MD"):
        return None
    if aux.lower_ not in grammar().auxiliaries.forms and aux.lower_.replace("’", "'") not in grammar().contractions.positive:
        return None  # "ain't": no single affirmative form
    if aux.text.startswith(("'", "’")) and (following is None or following.is_punct):
        return None  # "They've not." would leave "They've."
    joined = aux.whitespace_ == ""
    is_do = aux.lemma_ == "do" and aux.dep_ == "aux"
    if is_do:
        # "did not travel" / "didn't travel" → "travelled": do-support carried the tense.
        if last is not neg:
            return None
        form = clause.head.form(aux.tag_)
        if form is None or clause.head.tag != "VB":
            return None
        if clause.head.first.i == neg.i + 1:
            return "neg.remove_not", [replace_span(aux, clause.head.last, cased(aux, form, False))]
        return "neg.remove_not", [delete_span(aux, neg), clause.head.replace(form)]
    if joined:
        # "can't", "isn't", "cannot": one written word becomes the affirmative auxiliary.
        edits = [replace_span(aux, neg, positive_form(aux))]
        if last is not neg:
            edits.append(delete_token(last))
        return "neg.remove_not", edits
    return "neg.remove_not", [delete_span(neg, last)] + extra


# --- swapping a negative word -----------------------------------------------------------------


def swap_candidates(clause: Clause, embedded: bool) -> list[tuple[str, list[Edit]]]:
    """Negative words of the main clause made affirmative, one option per word."""
    doc = clause.sent.doc
    config = rule_data().swap
    words = grammar().negatives.indefinites
    mass = rule_data().no_determiner.mass_nouns
    head_ids = set(range(clause.head.first.i, clause.head.last.i + 1))
    last_npi = last_npi_index(clause)
    options: list[tuple[str, list[Edit]]] = []
    for token in clause.sent:
        if token.head.i not in head_ids and not (token.dep_ == "det" and token.head.head.i in head_ids):
            continue
        if token.i < last_npi:
            continue  # "No other suspect has ever been identified": "ever" needs the negation
        if in_quotation(token):
            continue  # '"Ryūsei no Howl"': a quoted title's words are not the clause's to swap
        lower = token.lower_
        if lower in words and token.dep_ in _OBJECT_DEPS | {"pobj", "npadvmod", "advmod"} and token.head.i in head_ids:
            options.append(("neg.swap", [replace_token(token, cased(token, recase(token.text, words[lower]), embedded))]))
            continue
        if lower == "no" and token.dep_ == "det" and token.head.dep_ in _OBJECT_DEPS:
            noun = token.head
            if (token.text == "No" and not sentence_initial(token)) or (noun.i == clause.subject.i and title_subject(clause, token)):
                continue  # "No Country for Old Men is a film": a title's word, not a negation
            if noun.i != token.i + 1 and any(t.is_punct for t in doc[token.i + 1 : noun.i]):
                continue
            nxt = doc[token.i + 1]
            if nxt.lower_ == "other" and noun.tag_ in ("NN", "NNP") and nxt.i < noun.i:
                # "No other player scored" → "Another player scored", not "An other"
                text = cased(token, recase(token.text, "another"), embedded)
                options.append(("neg.swap", [replace_span(token, nxt, text)]))
                continue
            if noun.lower_ == "one" and noun.i == token.i + 1:
                text = cased(token, recase(token.text, "someone"), embedded)
                options.append(("neg.swap", [replace_span(token, noun, text)]))
            elif noun.tag_ in ("NNS", "NNPS"):
                edits = [delete_token(token)]
                if sentence_initial(token) and not embedded:
                    cap = capitalise(nxt)
                    if cap:
                        edits.append(cap)
                options.append(("neg.swap", edits))
            elif noun.tag_ in ("NN", "NNP") and noun.i >= token.i + 1:
                suffixes = rule_data().no_determiner.mass_suffixes
                new = "some" if noun.lower_ in mass or noun.lower_.endswith(suffixes) else indefinite_article(nxt.text)
                options.append(("neg.swap", [replace_token(token, cased(token, recase(token.text, new), embedded))]))
            continue
        if lower == "longer" and token.i > 0 and doc[token.i - 1].lower_ == "no" and token.head.i in head_ids:
            no = doc[token.i - 1]
            text = cased(no, recase(no.text, config.no_longer), embedded)
            options.append(("neg.swap", [replace_span(no, token, text)]))
    return options


# --- coordinated verbs under one negation --------------------------------------------------------


def conjunct_chain(clause: Clause) -> list[Token] | None:
    """Verbs coordinated with the head, following conj links; None if one has its own subject."""
    head_ids = set(range(clause.head.first.i, clause.head.last.i + 1))
    chain: list[Token] = []
    todo = [clause.sent.doc[i] for i in head_ids]
    while todo:
        node = todo.pop()
        for child in node.children:
            if child.dep_ != "conj" or child.pos_ not in ("VERB", "AUX") or child.i in head_ids:
                continue
            if any(c.dep_ in ("nsubj", "nsubjpass", "expl", "csubj") for c in child.children):
                return None  # "..., and she left": a clause of its own
            chain.append(child)
            todo.append(child)
    # One token a word: a hyphenated verb the parser split ("co-founded") may be linked by
    # its "-" and found again by the clause analysis by its last part.
    words: dict[int, Token] = {}
    for token in chain:
        words.setdefault(word_bounds(token)[0].i, token)
    # Conjuncts the clause analysis found where the parse has no conj link ("sings and
    # plays" after a verb tagged as a noun): the parser hung them elsewhere.
    for verb in clause.conjuncts:
        words.setdefault(verb.first.i, verb.last)
    return sorted(words.values(), key=lambda token: token.i)


def conjunct_tag(clause: Clause, verb: Token) -> str:
    """The tag of conjunct ``verb``: the clause analysis's where it corrected the tagger."""
    return next((word.tag for word in clause.conjuncts if word.last.i == verb.i), verb.tag_)


def shared_predicate_edits(clause: Clause) -> list[Edit] | None:
    """Edits that keep coordinated verbs under one negation, or None where they cannot.

    "He travelled and wrote books" → "It is not true that he did not travel and write
    books": with do-support the conjuncts take the base form, so "did not" scopes over
    both and the frame cancels it on the whole predicate. After an auxiliary ("was born
    ... and raised") the conjuncts already share it. Conjuncts with their own auxiliary,
    subject or a form that does not match are left to ``dn.not_fail``.
    """
    chain = conjunct_chain(clause)
    if not chain or clause.main_verb_be or clause.tense == "modal":
        return None
    doc = clause.sent.doc
    edits: list[Edit] = []
    do_support_clause = not clause.has_aux
    chain_ids = {verb.i for verb in chain}
    for token in doc[clause.head.last.i + 1 : chain[-1].i]:
        if token.tag_ in ("VBD", "VBZ", "VBP", "MD") and token.i not in chain_ids:
            return None  # another finite verb between: the parser may have misattached a conjunct
        if token.dep_ == "cc" and token.head.i in chain_ids | {clause.head.last.i} and token.lower_ != "and":
            return None  # "left, but asked": a contrast does not sit under one negation
    if do_support_clause and len(chain) == 1 and doc[chain[0].i - 1].dep_ == "cc" and doc[chain[0].i - 2].text == ",":
        return None  # "did not start ..., and do": after a comma the bare verb reads as a new clause
    for verb in chain:
        if any(c.dep_ in ("aux", "auxpass", "neg") for c in verb.children) or verb.lemma_ == "be":
            return None
        before = doc[verb.i - 1]
        if before.pos_ in ("NOUN", "PROPN", "PRON") or before.dep_ == "neg":
            return None  # probably a subject the parser missed
        tag = conjunct_tag(clause, verb)
        if do_support_clause:
            if tag != clause.head.tag:
                return None
            first, last = word_bounds(verb)
            base = VerbWord(first, last, tag).form("VB")
            if base is None:
                return None
            if base != VerbWord(first, last, tag).text:
                edits.append(VerbWord(first, last, tag).replace(base))
        elif tag != clause.head.tag:
            return None  # "was born ... and moved": the second verb is finite on its own
    return edits
