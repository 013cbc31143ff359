"""NEG (hard negative) and DN (positive): negate the main claim once, or twice.

NEG rules, one chosen at random among those that apply to a main clause:

* ``neg.add_not``      "not" after the finite auxiliary, or do-support ("travelled" →
                       "did not travel");
* ``neg.remove_not``   an existing "not"/"n't" removed, undoing do-support ("didn't go" → "went");
* ``neg.remove_never`` "never" removed ("He never married" → "He married");
* ``neg.swap``         a negative word of the main clause made affirmative ("Nobody" →
                       "Somebody", "no census" → "a census", "no longer" → "still");
* ``neg.template``     only when none of the above reaches a finite main clause:
                       "It is not true that ..." before it;
* ``neg.fragment_template`` a text that is one noun phrase and no verb (a title, a
                       name): "Pedro Landero" → "Pedro Landero does not exist."

DN puts "It is not true that" before the sentence *and* applies one of the first four
rules to the same main clause, so the two negations cancel. It is skipped where they
would not act on the same claim (coordinated predicates, questions, several clauses),
and for verbless fragments: "It is not true that Pedro Landero does not exist" asserts an
existence the title never claimed. Every skip names its reason.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING, ClassVar, Literal

from ...analysis.clause import (
    AMBIGUOUS_VERB,
    DISAGREEMENT,
    LIST_ITEM,
    NO_VERB,
    QUESTION,
    SECONDARY,
    Clause,
    VerbWord,
    analyses,
    clause_memo,
    first_reason,
    secondary_clause,
    subject_number,
)
from ...analysis.document import doc_text
from ...analysis.morphology import (
    convert,
    do_support,
    known_word,
    negative_form,
    positive_form,
    recase,
    uses_contractions,
)
from ...analysis.rules import grammar
from ...analysis.syntax import FINITE_TAGS, list_page_title, opens_quotation
from ...analysis.tokens import (
    Row,
    child_rows,
    ends_with,
    rows,
    sent_rows,
    sent_text,
    sent_words,
    word_bounds,
)
from ...edits import (
    Edit,
    capitalise,
    delete_span,
    delete_token,
    insert_after,
    keeps_capital,
    lower_first,
    replace_span,
    replace_token,
    token_end,
    upper_first,
)
from ...reasons import EMPTY_INPUT, NO_RULE, register_reason
from ...transform import Candidate, MemoisedRuleTransform, Meta
from .rules import rule_data

if TYPE_CHECKING:
    from spacy.tokens import Doc, Token

CONTRACTION_MODES = ("auto", "always", "never")
Contractions = Literal["auto", "always", "never"]
_OBJECT_DEPS = frozenset({"nsubj", "nsubjpass", "dobj", "attr", "oprd", "expl"})


def _wants_contraction(doc: Doc, mode: str) -> bool:
    if mode == "always":
        return True
    if mode == "never":
        return False
    return uses_contractions(doc)


def _sentence_initial(token: Token) -> bool:
    sent = token.sent
    for other in sent:
        if other.is_space or other.is_punct:
            continue
        return other.i == token.i
    return False


def keeps_capital_word(token: Token) -> bool:
    """Like :func:`keeps_capital`, plus names the tagger took for common nouns.

    A capitalised word unknown to the English lexicon ("Ives", "Kazakh"), or a singular
    noun subject without a determiner ("Walker was ..."), is taken for a name.
    """
    if token.text[:1].isupper() and (_common_capital(token) or _common_suffix(token)):
        return False
    if keeps_capital(token):
        return True
    if not token.text[:1].isupper() or (token.pos_ not in ("NOUN", "ADJ", "PROPN", "X") and token.tag_ != "VBG") or token.is_stop:
        return False  # stop words ("None", "Much", "Each") are never names; "Dowling" (VBG) may be one
    if not known_word(token.lower_):
        return True
    if token.tag_ == "NN" and token.dep_ in ("nsubj", "nsubjpass") and not any(c.dep_ in ("det", "poss") for c in token.children):
        return True
    if token.tag_ == "NNS" and token.dep_ in ("nsubj", "nsubjpass") and _singular_verb(token.head) \
            and token.lower_ not in rule_data().capitals.singular_plurals:
        return True  # "Stokes was a founder": a plural-looking word with a singular verb is a name
    return False


def _singular_verb(verb: Token) -> bool:
    """The verb or its first auxiliary is singular ("was", "is", "has", "takes")."""
    words = [c for c in verb.children if c.dep_ in ("aux", "auxpass") and c.i < verb.i][:1] or [verb]
    return words[0].tag_ == "VBZ" or words[0].lower_ == "was"


def _common_suffix(token: Token) -> bool:
    """A sentence-initial common noun the tagger took for a name ("Viewership was", "Testing of")."""
    doc = token.doc
    nxt = doc[token.i + 1] if token.i + 1 < len(doc) else None
    if not token.is_sent_start or nxt is None or not nxt.text[:1].islower() or token.ent_type_:
        return False
    lower = token.lower_
    suffixes = _common_suffixes()
    if not lower.endswith(suffixes):
        return False  # the common case: no suffix to check further
    return any(
        lower.endswith(end) and len(lower) > len(end) + 3 and (known_word(lower) or known_word(lower[: -len(end)]))
        for end in rule_data().capitals.common_suffixes
    )


@lru_cache(maxsize=1)
def _common_suffixes() -> tuple[str, ...]:
    return tuple(rule_data().capitals.common_suffixes)


def _common_capital(token: Token) -> bool:
    """A spelled-out number ("Sixty-four"), a word of quantity before "of" or a number
    ("Upwards of 300", "Over 40"), or a common word opening a title ("Incumbent Senator X")."""
    if token.is_alpha and token.like_num and token.lower_ not in ("one",):
        return True
    doc = token.doc
    nxt = doc[token.i + 1] if token.i + 1 < len(doc) else None
    if nxt is not None and (nxt.lower_ == "of" or nxt.like_num) and token.lower_ in rule_data().existential.numeric_words:
        return True
    titles = rule_data().capitals.common_title_words
    return token.lower_ in titles and nxt is not None and nxt.text[:1].isupper()


def _cased(token: Token, text: str, embedded: bool) -> str:
    """Text replacing ``token``, cased for its position (``embedded``: after a prefix)."""
    if _sentence_initial(token):
        if embedded and not keeps_capital_word(token):
            return lower_first(text)
        if not embedded:
            return upper_first(text)
    return text


# --- adding a negation -------------------------------------------------------------------------


def _negation_cues(clause: Clause) -> bool:
    """Whether the main clause already says "not", "never", "nobody", "no ..." (memoised)."""
    if clause.negations:
        return True
    return clause_memo(clause, "cues", _find_cues)


def _find_cues(clause: Clause) -> bool:
    if sent_words(clause.sent)[0].isdisjoint(_cue_words()):
        return False  # the common case: no negative word at all
    swaps = grammar().negatives.indefinites
    head = clause.head.last
    heads = (head.i, clause.head.first.i)
    cues = grammar().negatives.downward
    subject_span = range(clause.subject.left_edge.i, clause.subject.right_edge.i + 1)
    table = rows(clause.sent.doc)
    sentence = table[clause.sent.start : clause.sent.end]
    for row in sentence:
        if row.lower not in cues:
            continue
        if row.lower in rule_data().cues.affirmative_after_a and row.i > 0 and table[row.i - 1].lower == "a":
            continue
        if row.i in subject_span or row.head in heads:
            return True
    second = _second_cue_words()
    for row in sentence:
        if row.lower not in second:
            continue
        if row.lower in swaps and row.head in heads:
            return True
        if row.lower == "no" and _in_quotation(clause.sent.doc[row.i]):
            continue  # '"Ryūsei no Howl"': a quoted title's word, not the clause's negation
        if row.lower == "no" and row.dep == "det" and _noun_of_clause(clause.sent.doc[row.i], head):
            return True
        if row.lower == "no" and row.head == head.i:
            return True
        if row.lower == "longer" and row.i > 0 and table[row.i - 1].lower == "no" and row.head == head.i:
            return True
    return False


@lru_cache(maxsize=1)
def _cue_words() -> frozenset[str]:
    """Every word :func:`_find_cues` can fire on."""
    return grammar().negatives.downward | _second_cue_words()


@lru_cache(maxsize=1)
def _second_cue_words() -> frozenset[str]:
    """The words the second pass of :func:`_find_cues` looks at: swappable words, "no", "longer"."""
    return frozenset(grammar().negatives.indefinites) | {"no", "longer"}


def _noun_of_clause(token: Token, head: Token) -> bool:
    """Whether ``token`` sits in a noun phrase that is an argument of ``head``.

    "no Irish Guards regiment": "no" hangs on "Guards", a compound of the attribute.
    """
    node = token.head
    while node.i != head.i and node.head.i != node.i:
        if node.dep_ not in ("compound", "amod", "nmod", "nummod", "attr", "dobj", "nsubj", "nsubjpass", "oprd", "appos", "conj"):
            return False
        node = node.head
    return node.i == head.i


def add_not(clause: Clause, contract: bool) -> list[Edit] | None:
    """Edits that insert one negation into ``clause`` (which has none), or None.

    Memoised: NEG and DN both ask it for the same clause.
    """
    found = clause_memo(clause, ("add_not", contract), lambda same: _frozen(_add_not(same, contract)))
    return None if found is None else list(found)


def _frozen(edits: list[Edit] | None) -> tuple[Edit, ...] | None:
    """``edits`` as kept in the memo: a tuple, so no caller can change what the next one reads."""
    return None if edits is None else tuple(edits)


def _add_not(clause: Clause, contract: bool) -> list[Edit] | None:
    doc = clause.sent.doc
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
    if not _agrees(clause):
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
    if not between or any(t.is_punct or t.text[:1].isupper() or t.pos_ != "ADV" for t in between):
        return []  # nothing, a parenthesis, or a name the parser took for an adverb
    if all(t.lower_ in rule_data().add_not.after_adverbs for t in between):
        return []
    if len(between) == 1 and between[0].lower_ in rule_data().add_not.move_adverbs:
        return between
    return None


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

    found = clause_memo(clause, ("remove_negation", neg.i), compute)
    return None if found is None else (found[0], list(found[1]))


def _last_npi(clause: Clause) -> int:
    """Index of the sentence's last word that needs a negation ("until", "any", "ever"), or -1.

    Neither removing a negation before it nor swapping a negative word before it leaves
    English ("left until noon", "Another suspect has ever been ..."). Memoised: both ask.
    """
    return clause_memo(clause, "last_npi", _find_last_npi)


def _find_last_npi(clause: Clause) -> int:
    npis = rule_data().npi.words
    return max((row.i for row in sent_rows(clause.sent) if row.lower in npis), default=-1)


def _remove_negation(clause: Clause, neg: Token) -> tuple[str, list[Edit]] | None:
    doc = clause.sent.doc
    lower = neg.lower_.replace("’", "'")
    config = rule_data().remove_not
    following = doc[neg.i + 1] if neg.i + 1 < len(doc) else None
    if following is not None and following.lower_ in config.blocked_before:
        return None
    if _last_npi(clause) > neg.i:
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
            return "neg.remove_not", [replace_span(aux, clause.head.last, _cased(aux, form, False))]
        return "neg.remove_not", [delete_span(aux, neg), clause.head.replace(form)]
    if joined:
        # "can't", "isn't", "cannot": one written word becomes the affirmative auxiliary.
        edits = [replace_span(aux, neg, positive_form(aux))]
        if last is not neg:
            edits.append(delete_token(last))
        return "neg.remove_not", edits
    return "neg.remove_not", [delete_span(neg, last)] + extra


# --- swapping a negative word -----------------------------------------------------------------


def _agrees(clause: Clause) -> bool:
    """Subject and present verb agree ("This book scrutinize" is left alone: do or does?)."""
    tag, subject = clause.head.tag, clause.subject
    if tag == "VBZ":
        return subject.lower_ not in grammar().pronouns.plural_agreement
    if tag == "VBP":
        return subject.lower_ in ("i", "you") or subject_number(subject) == "plural"
    return True


def _article(word: str) -> str:
    lower = word.lower()
    if lower.startswith(rule_data().no_determiner.a_before):
        return "a"
    if lower.startswith(rule_data().no_determiner.an_before):
        return "an"
    return "an" if lower[:1] in "aeiou" else "a"


def swap_candidates(clause: Clause, embedded: bool) -> list[tuple[str, list[Edit]]]:
    """Negative words of the main clause made affirmative, one option per word."""
    doc = clause.sent.doc
    config = rule_data().swap
    words = grammar().negatives.indefinites
    mass = rule_data().no_determiner.mass_nouns
    head_ids = set(range(clause.head.first.i, clause.head.last.i + 1))
    last_npi = _last_npi(clause)
    options: list[tuple[str, list[Edit]]] = []
    for token in clause.sent:
        if token.head.i not in head_ids and not (token.dep_ == "det" and token.head.head.i in head_ids):
            continue
        if token.i < last_npi:
            continue  # "No other suspect has ever been identified": "ever" needs the negation
        if _in_quotation(token):
            continue  # '"Ryūsei no Howl"': a quoted title's words are not the clause's to swap
        lower = token.lower_
        if lower in words and token.dep_ in _OBJECT_DEPS | {"pobj", "npadvmod", "advmod"} and token.head.i in head_ids:
            options.append(("neg.swap", [replace_token(token, _cased(token, recase(token.text, words[lower]), embedded))]))
            continue
        if lower == "no" and token.dep_ == "det" and token.head.dep_ in _OBJECT_DEPS:
            noun = token.head
            if noun.i != token.i + 1 and any(t.is_punct for t in doc[token.i + 1 : noun.i]):
                continue
            nxt = doc[token.i + 1]
            if nxt.lower_ == "other" and noun.tag_ in ("NN", "NNP") and nxt.i < noun.i:
                # "No other player scored" → "Another player scored", not "An other"
                text = _cased(token, recase(token.text, "another"), embedded)
                options.append(("neg.swap", [replace_span(token, nxt, text)]))
                continue
            if noun.lower_ == "one" and noun.i == token.i + 1:
                text = _cased(token, recase(token.text, "someone"), embedded)
                options.append(("neg.swap", [replace_span(token, noun, text)]))
            elif noun.tag_ in ("NNS", "NNPS"):
                edits = [delete_token(token)]
                if _sentence_initial(token) and not embedded:
                    cap = capitalise(nxt)
                    if cap:
                        edits.append(cap)
                options.append(("neg.swap", edits))
            elif noun.tag_ in ("NN", "NNP") and noun.i >= token.i + 1:
                suffixes = rule_data().no_determiner.mass_suffixes
                new = "some" if noun.lower_ in mass or noun.lower_.endswith(suffixes) else _article(nxt.text)
                options.append(("neg.swap", [replace_token(token, _cased(token, recase(token.text, new), embedded))]))
            continue
        if lower == "longer" and token.i > 0 and doc[token.i - 1].lower_ == "no" and token.head.i in head_ids:
            no = doc[token.i - 1]
            text = _cased(no, recase(no.text, config.no_longer), embedded)
            options.append(("neg.swap", [replace_span(no, token, text)]))
    return options


def _in_quotation(token: Token) -> bool:
    """Whether ``token`` stands inside double quotes opened earlier in its sentence."""
    return opens_quotation(doc_text(token.doc)[token.sent.start_char : token.idx])


# --- per clause -------------------------------------------------------------------------------------


def existential_subject(clause: Clause) -> bool:
    """A subject like "Several venues", "Some of the players", "A few people", "Many" (memoised)."""
    return clause_memo(clause, "existential", _existential_subject)


def _existential_subject(clause: Clause) -> bool:
    doc = clause.subject.doc
    table = rows(doc)
    subject = table[clause.subject.i]
    spans = [] if subject.lower == "there" else [(clause.subject.left_edge.i, subject.i + 1)]
    if subject.lower == "there":  # "There are some reports": the noun after the verb
        last = clause.head.last.i
        spans += [(doc[c.i].left_edge.i, c.i + 1) for c in child_rows(doc)[last] if c.dep in ("attr", "nsubj") and c.i > last]
    found = [row for start, end in spans for row in table[start:end]]
    own = set(range(*spans[0])) if subject.lower != "there" and spans else set()
    definite = any(row.dep in ("det", "poss") and row.lower not in ("a", "an") for row in found)
    words, numeric, after_a = rule_data().existential.words, rule_data().existential.numeric_words, rule_data().existential.after_a
    for row in found:
        lower = row.lower
        if lower in words:
            return True
        if row.i not in own:
            continue  # "There are three churches": "There are not three churches" contradicts
        if not definite and (row.tag == "CD" or doc[row.i].like_num) and not _year(doc[row.i]) and lower != "one":
            return True
        if lower in numeric and row.i == found[0].i:
            return True
        previous = table[row.i - 1].lower if row.i > 0 else ""
        if lower == "least" and previous == "at":
            return True  # "At least one girl was arrested"
        if lower in after_a and (previous == "a" or (row.i > 1 and table[row.i - 1].tag == "JJ" and table[row.i - 2].lower == "a")):
            return True  # "a few", "a large number of"
    return False


def _year(token: Token) -> bool:
    return token.is_digit and len(token.text) == 4 and token.text[:2] in ("18", "19", "20")


def clause_negations(clause: Clause, contract: bool, embedded: bool = False) -> list[Candidate]:
    """Every single negation of ``clause``: removals and swaps if it is negative, else add_not."""
    options: list[Candidate] = []
    if possibility_modal(clause):
        return options  # "may not have been" / "may have been": both are mere possibilities
    if _negation_cues(clause):
        for neg in clause.negations:
            removed = remove_negation(clause, neg)
            if removed is not None:
                options.append(Candidate(removed[0], tuple(removed[1])))
        for rule, edits in swap_candidates(clause, embedded):
            options.append(Candidate(rule, tuple(edits)))
        return options
    if existential_subject(clause):
        return options  # "Some did not" would not contradict "Some did"
    if scope_problem(clause, strict=embedded):
        return options  # the frame states the denial instead
    if trailing_participle(clause):
        return options  # "were not heard, causing them to flee": the frame denies the result too
    edits = add_not(clause, contract)
    if edits is not None:
        options.append(Candidate("neg.add_not", tuple(edits)))
    return options


TRAILING_PARTICIPLE = register_reason(
    "neg.scope.trailing_participle", "trailing participle clause ('..., causing the protesters to flee')"
)


def trailing_participle(clause: Clause) -> bool:
    """A participle clause after a comma on the verb ("..., causing the protesters to flee").

    It states a result or an accompanying fact of the claim: a "not" on the verb alone
    would leave it describing something that did not happen.
    """
    doc = clause.sent.doc
    last = clause.head.last.i
    return any(
        c.dep == "advcl" and c.tag == "VBG" and c.i > last and doc[doc[c.i].left_edge.i - 1].text == ","
        for c in child_rows(doc)[last]
    )


SCOPE_ADVERB = register_reason("neg.scope.adverb", "adverb on the verb that blurs the negation ('also', 'later', 'almost')")
STACKED = register_reason("neg.scope.negative_verb", "verb or complement negative in itself ('failed', 'unable')")
ANY_OBJECT = register_reason("neg.scope.any", "'any' on the predicate")
RESTATED = register_reason("neg.scope.restated", "a later clause restates the claim ('..., where he defeated X in the final')")


def _restates(token: Token, head_ids: set[int]) -> bool:
    """A "where" clause on the predicate, or "following a ... defeat": it would restate the denied claim."""
    if token.dep_ == "relcl" and any(c.lower_ == "where" for c in token.children) and _on_verb(token.i, rows(token.doc), head_ids, 3):
        return True
    if token.lower_ == "following" and token.head.i in head_ids:
        words = rule_data().scope.outcome_nouns
        return any(t.lemma_.lower() in words for t in token.subtree)
    return False


def _on_verb(index: int, table: tuple[Row, ...], head_ids: set[int], depth: int = 2) -> bool:
    """Token ``index`` modifies the main verb directly or through up to ``depth`` heads (never a conjunct)."""
    row = table[index]
    for _ in range(depth):
        if row.head in head_ids:
            return True
        up = table[row.head]
        if row.head == row.i or row.dep == "conj" or up.dep == "conj":
            return False
        row = up
    return False


def scope_problem(clause: Clause, strict: bool = True) -> str | None:
    """Why a local "not" on ``clause`` would not state a clean denial, else None.

    Adverbs such as "also", "later", "almost" on the verb ("was later not sunk"),
    a verb or complement negative in itself ("was not unable"), and "any" on the
    predicate ("would not penalize any") each leave NEG to the frame and DN inapplicable.
    A negative verb ("did not fail") still takes NEG's "not" unless ``strict`` (DN); a later
    clause that restates the claim ("..., where he defeated X in the final") only matters
    to NEG, whose single "not" would contradict it (DN's frame cancels it again).
    """
    return clause_memo(clause, "scope", _scope_problems)[0 if strict else 1]


def _scope_problems(clause: Clause) -> tuple[str | None, str | None]:
    """The strict (DN) and the loose (NEG) scope problem, found in one walk over the sentence."""
    head_ids = set(range(clause.head.first.i, clause.head.last.i + 1)) | {clause.finite.i}
    adverbs = rule_data().scope.scope_adverbs
    negatives = rule_data().scope.inherent_negatives
    doc = clause.sent.doc
    table = rows(doc)
    finite, subject = clause.finite.i, clause.subject.i
    between = [table[finite - 1]] if finite > subject + 1 else []
    between += table[finite + 1 : clause.head.first.i]
    if any(row.lower in rule_data().scope.floating_quantifiers for row in between):
        return SCOPE_ADVERB, SCOPE_ADVERB  # "both did not praise": a floating quantifier under the negation
    last = clause.head.last.i
    strict: str | None = None
    loose: str | None = None
    triggers = _scope_trigger_words()
    words, deps = sent_words(clause.sent)
    sentence = table[clause.sent.start : clause.sent.end]
    if words.isdisjoint(triggers) and deps.isdisjoint(_SCOPE_TRIGGER_DEPS):
        sentence = [row for row in sentence if row.i in head_ids]  # only the verb's own words can fire
    for i, lower, head, dep, _tag, _pos, _punct, _space in sentence:
        if lower not in triggers and dep not in _SCOPE_TRIGGER_DEPS and i not in head_ids:
            continue  # no check below can fire on this word
        found = None
        if lower in adverbs and dep == "advmod" and i > subject and _on_verb(i, table, head_ids):
            found = SCOPE_ADVERB
        elif dep in ("acomp", "xcomp", "attr") and head in head_ids and doc[i].lemma_.lower() in negatives:
            found = STACKED
        elif lower == "any" and i > finite and _on_verb(i, table, head_ids, 3):
            found = ANY_OBJECT
        if strict is None:
            strict = STACKED if i in head_ids and doc[i].lemma_.lower() in negatives else found
        if loose is None:
            if found is None and i > last and (dep == "relcl" or lower == "following") and _restates(doc[i], head_ids):
                found = RESTATED
            loose = found
        if strict is not None and loose is not None:
            break
    return strict, loose


_SCOPE_TRIGGER_DEPS = frozenset({"acomp", "xcomp", "attr", "relcl"})


@lru_cache(maxsize=1)
def _scope_trigger_words() -> frozenset[str]:
    """The words a scope check can fire on whatever their dependency: scope adverbs, "any", "following"."""
    return rule_data().scope.scope_adverbs | {"any", "following"}


def possibility_modal(clause: Clause) -> bool:
    """The clause's finite verb is "may", "might" or "could"."""
    return clause.tense == "modal" and clause.finite.lower_ in rule_data().modality.possibility


@lru_cache(maxsize=1)
def _template() -> str:
    return rule_data().template.text


def _title_subject(clause: Clause, first: Token) -> bool:
    """The sentence opens with a work's title as its subject ("Play or Die is a film").

    A capitalised adverb or adjective as subject ("Alone is a comedy"), or a subject whose
    words are all capitalised (two or more, acronyms aside, short function words allowed)
    and which does not open with an article.
    """
    subject = clause.subject
    if not (subject.left_edge.i <= first.i <= subject.right_edge.i):
        return False
    if subject.i == first.i and subject.pos_ in ("ADV", "ADJ") and not list(subject.children):
        return subject.lower_ not in rule_data().title_subject.quantifiers
    if first.lower_ == "the" and first.text == "The" and _named_work(clause, first):
        return True  # "The Forgotten Woman is a 1921 film": the article is the title's
    if first.lower_ in rule_data().title_subject.articles or first.lower_ in rule_data().existential.words:
        return False  # an article or a quantifier ("All 11 of the Navy Armed Guards") opens no title
    if first.lower_ in rule_data().title_subject.pronouns:
        return False  # "She and Hazel Henderson founded ...": a pronoun, then a name
    if _common_head(first) and not _work_predicate(clause):
        return False  # "Members of the Worker House were ...": a common noun, then a name
    words = [t for t in first.doc[subject.left_edge.i : subject.right_edge.i + 1] if t.is_alpha]
    function_words = rule_data().title_subject.function_words
    content = [t for t in words if t.lower_ not in function_words and not t.is_upper]
    return len(content) >= 2 and all(t.text[:1].isupper() for t in content)


def _common_head(first: Token) -> bool:
    """A dictionary noun the tagger reads as common, heading the phrase or naming a role
    before a name ("Actor Richard Kind"); a plural before a name is a first name ("Mats Wilander")."""
    if first.tag_ not in ("NN", "NNS") or not known_word(first.lower_):
        return False
    return first.dep_ != "compound" or first.tag_ == "NN"


def _work_predicate(clause: Clause) -> bool:
    """The clause says what work its subject is: "be" with a work noun ("film", "album") as attribute."""
    if clause.head.last.lemma_ != "be":
        return False
    works = rule_data().template.title_works
    return any(child.dep_ == "attr" and child.lower_ in works for child in clause.head.last.children)


def _named_work(clause: Clause, first: Token) -> bool:
    """"The Ship (Italian: La nave) is a 1921 Italian silent film": a capitalised title, then
    "be" with a work noun ("film", "album") as its attribute."""
    subject = clause.subject
    doc = first.doc
    words = [t for t in doc[first.i + 1 : subject.i + 1] if t.is_alpha]
    if not words or not all(t.text[:1].isupper() or t.lower_ in rule_data().title_subject.function_words for t in words):
        return False
    return _work_predicate(clause)


def _quoted_title(doc: Doc, clause: Clause) -> bool:
    """The text opens with a quoted name that closes before the verb ('"Comet" arrived ...')."""
    opening = doc[0].text
    if opening not in ('"', "“") or len(doc) < 3:
        return False
    closing = {'"': '"', "“": "”"}[opening]
    for token in doc[1 : clause.finite.i]:
        if token.text == closing:
            if _speech_tag(doc, token.i + 1):
                return False  # '"You look as if ...", he observed': speech, not a title
            if any(t.tag_ in FINITE_TAGS and t.text[:1].islower() for t in doc[1 : token.i]):
                return False  # '"He was either worried ..." in addition to ..., she told': speech
            return doc[1].text[:1].isupper()
    return False


def _speech_tag(doc: Doc, start: int) -> bool:
    """A comma, then a verb before the next punctuation: '", he observed' / '", Ogletree answered'.

    A quoted ship or song name is followed by an appositive instead ('"Comet", Sugden, master, ...').
    """
    if start >= len(doc) or doc[start].text != ",":
        return False
    for token in doc[start + 1 :]:
        if token.is_punct:
            return False
        if token.pos_ in ("VERB", "AUX"):
            return True
    return False


CONTINUATION = register_reason("neg.opening.continuation", "continuation line (starts lower case)")
CONNECTIVE = register_reason("neg.opening.connective", "opens with a connective ('however', 'also')")
OPENING_PUNCT = register_reason("neg.opening.punctuation", "opens with punctuation")
LATER_SENTENCE = register_reason("neg.later_sentence", "main clause not in the first sentence")
TOO_SHORT = register_reason("neg.too_short", "too short to negate")


def _template_problem(doc: Doc, clause: Clause) -> str | None:
    """Why a negating frame cannot go before ``doc``, or None when it can (memoised)."""
    return clause_memo(clause, "template_problem", lambda found: _find_template_problem(doc, found))


def _find_template_problem(doc: Doc, clause: Clause) -> str | None:
    opener = doc[0] if len(doc) else None
    if clause.sent.start != 0 or opener is None or opener.is_space:
        return LATER_SENTENCE if opener is not None and not opener.is_space else OPENING_PUNCT
    if opener.is_punct and not _quoted_title(doc, clause):
        return OPENING_PUNCT
    if opener.text[:1].islower():
        return CONTINUATION  # a line that continues an earlier sentence: the frame would not scope it
    if opener.lower_ in grammar().clauses.discourse_connectives and _after_connective(doc, clause) is None:
        return CONNECTIVE  # "However ...": links to an earlier sentence
    if ends_with(clause.sent, ("?",)):
        return QUESTION
    if ends_with(clause.sent, (":",)):
        return LIST_ITEM
    if _label_colon(clause):
        return LABEL_COLON  # "2nd voyage (1818–1819): Comet was ...": the frame would open on the label
    if _interjection_at(rows(doc), 0):
        return INTERJECTION  # "It is not true that yes, the environment has changed"
    if _fronted_description(doc, clause):
        return FRONTED_NOUN  # "It is not true that a keen gardener, Rosa ..." reads the phrase as the subject
    return None


def _interjection_at(table: tuple[Row, ...], index: int) -> bool:
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
    start = _opening_phrase(doc, clause)
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
    return clause_memo(clause, "after_connective", lambda found: _find_after_connective(doc, found))


def _opening_comma(doc: Doc) -> tuple[int | None, bool]:
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
    comma, connective = _opening_comma(doc)
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


def _template_site(doc: Doc, clause: Clause) -> Token | None:
    """The token the negating frame goes before, else None (memoised: DN asks per inner negation)."""
    return clause_memo(clause, "template_site", lambda found: _find_template_site(doc, found))


def _find_template_site(doc: Doc, clause: Clause) -> Token | None:
    if _template_problem(doc, clause):
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
    start = _opening_phrase(doc, clause)
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
    first = _template_site(doc, clause)
    if first is None:
        return None
    frame = frame or _template()
    if first.i > 0:  # after an opening connective: "However, it is not true that the plan ..."
        out = [Edit(first.idx, first.idx, lower_first(frame) + " ")]
    else:
        out = [Edit(0, 0, frame + " ")]
    if first.is_punct:
        return out  # a quoted title keeps its capital
    if not any(edit.start == first.idx and edit.end > edit.start for edit in edits):
        if _site_lowered(clause, first):
            out.append(Edit(first.idx, first.idx + 1, first.text[0].lower()))
    return out


def _site_lowered(clause: Clause, first: Token) -> bool:
    """Whether the word after the frame loses its capital (memoised: DN asks per inner negation)."""
    return clause_memo(
        clause,
        ("site_lowered", first.i),
        lambda same: _common_capital(first) or (not keeps_capital_word(first) and not _title_subject(same, first)),
    )


@dataclass(frozen=True)
class Negation(MemoisedRuleTransform):
    """Negate the main claim once, grammatically (SDA's NEG, a hard negative)."""

    name: ClassVar[str] = "neg"
    polarity: ClassVar[str] = "negative"
    meta: ClassVar[Meta] = Meta(
        "Negation: negate the main clause once (add or remove 'not', do-support, nobody → somebody)",
        source="SDA (Zhu et al.): negation as a hard negative",
        needs="parse",
    )

    contractions: Contractions = "auto"
    template_fallback: bool = True

    def __post_init__(self) -> None:
        if self.contractions not in CONTRACTION_MODES:
            raise ValueError(f"contractions must be one of {CONTRACTION_MODES}, got {self.contractions!r}")

    def _compute(self, doc: Doc) -> tuple[list[Candidate], str]:
        if not doc_text(doc).strip():
            return [], EMPTY_INPUT
        contract = _wants_contraction(doc, self.contractions)
        options: list[Candidate] = []
        reasons: list[str] = []
        found: list[Clause] = []
        for number, (_, clause) in enumerate(analyses(doc)):
            if isinstance(clause, str):
                reasons.append(clause)
                continue
            if number > 0 and not _labels_only(doc, number):
                # A later sentence's claim: negating it leaves the first sentence standing.
                reasons.append(LATER_SENTENCE)
                continue
            found.append(clause)
            if secondary_clause(clause):
                reasons.append(SECONDARY)  # the frame below scopes over the whole sentence instead
                continue
            if ends_with(clause.sent, ("?",)):
                reasons.append(QUESTION)
                continue
            if _list_header(clause):
                reasons.append(LIST_ITEM)
                continue
            negations = clause_negations(clause, contract)
            if not negations:
                reasons.append(negation_problem(clause))
            options.extend(negations)
        if options or not self.template_fallback:
            return options, reasons[0] if reasons else NO_RULE
        if found and _has_content(found[0]):
            problem = _template_problem(doc, found[0])
            edits = template_edits(doc, found[0])
            if edits is not None:
                return [Candidate("neg.template", tuple(edits))], ""
            reasons.insert(0, problem or NO_RULE)
        elif found:
            reasons.insert(0, TOO_SHORT)
        else:
            fragment = fragment_edits(doc, contract)
            if isinstance(fragment, list):
                return [Candidate("neg.fragment_template", tuple(fragment))], ""
            if fragment is not None:
                reasons.insert(0, fragment)
        return options, reasons[0] if reasons else (first_reason(doc) or NO_RULE)



LABEL_MAX_WORDS = 3


def _labels_only(doc: Doc, number: int) -> bool:
    """Every sentence before sentence ``number`` is a short verbless label ending in ':' ("1995:")."""
    found = analyses(doc)
    if any(not isinstance(clause, str) for _, clause in found[:number]):
        return False
    return all(
        sent_text(sent).rstrip().endswith(":") and sum(not row.punct for row in sent_rows(sent)) <= LABEL_MAX_WORDS
        and not any(row.pos in ("VERB", "AUX") for row in sent_rows(sent))
        for sent, _ in found[:number]
    )


FIXED_NEGATION = register_reason(
    "neg.fixed_negation", "negation that cannot be removed cleanly (focus word or 'until'/'any')"
)
POSSIBILITY_MODAL = register_reason("neg.possibility_modal", "modal of possibility ('may', 'might', 'could')")
EXISTENTIAL_SUBJECT = register_reason(
    "neg.existential_subject", "existential or numeric subject ('some', 'several', 'over 40,000')"
)
PREVERBAL_ADVERB = register_reason(
    "neg.preverbal_adverb", "adverb or focus word before the verb ('only', 'notably', 'sometimes')"
)
NO_NOT_SITE = register_reason("neg.no_not_site", "no place for 'not' after the auxiliary")


def negation_problem(clause: Clause) -> str:
    """Why no single negation of ``clause`` is safe (the reason NEG and DN report)."""
    if _negation_cues(clause):
        return FIXED_NEGATION
    if possibility_modal(clause):
        return POSSIBILITY_MODAL
    if existential_subject(clause):
        return EXISTENTIAL_SUBJECT
    scope = scope_problem(clause)
    if scope is not None:
        return scope
    if not clause.has_aux and not clause.main_verb_be:
        if clause.head.form("VB") is None:
            return AMBIGUOUS_VERB
        if not _agrees(clause):
            return DISAGREEMENT
        return PREVERBAL_ADVERB
    return NO_NOT_SITE


_TITLE_NUMBER = re.compile(r"(1[6-9]|20)\d\d([–-](\d\d|(1[6-9]|20)\d\d))?|\d+(st|nd|rd|th)")


def _year_title(doc: Doc) -> bool:
    """A title opening with its year, season or ordinal ("2019 Diamond Head Classic",
    "2019–20 Naisten Liiga season", "9th Defense Battalion"), then a capitalised word."""
    words = [t for t in doc if not t.is_space]
    if len(words) < 2 or words[0].idx != 0 or not _TITLE_NUMBER.fullmatch(words[0].text):
        return False
    return words[1].is_alpha and words[1].text[:1].isupper()


FRAGMENT_MAX_WORDS = 12  # titles and names are short; a long "fragment" hides a mis-tagged verb
FRAGMENT_NOT_NP = register_reason("neg.fragment.not_noun_phrase", "fragment that is not a noun phrase")
FRAGMENT_PUNCT = register_reason("neg.fragment.list_punctuation", "fragment with list punctuation (':', ';', ' - ')")
FRAGMENT_NOT_LETTER = register_reason("neg.fragment.not_a_letter", "fragment not opening with a letter")
FRAGMENT_OPEN_BRACKET = register_reason("neg.fragment.open_bracket", "fragment cut off inside brackets")
FRAGMENT_OPEN_QUOTE = register_reason("neg.fragment.open_quotation", "fragment cut off inside a quotation")
FRAGMENT_TOO_LONG = register_reason("neg.fragment.too_long", "fragment too long for a title (a verb the tagger missed?)")
FRAGMENT_MARKUP = register_reason("neg.fragment.markup", "fragment holding markup ('&amp;')")
DISAMBIGUATOR = register_reason("neg.fragment.disambiguator", "title with a closing disambiguator ('Peter Holm (cyclist)')")
BARE_NOUN = register_reason("neg.fragment.bare_noun", "bare common noun ('Regional final')")
NEGATIVE_FRAGMENT = register_reason("neg.fragment.negative", "negative fragment ('No UKIP candidate')")


LIST_PAGE = register_reason("neg.fragment.list_page", "list page title ('List of ...')")


def fragment_edits(doc: Doc, contract: bool) -> list[Edit] | str | None:
    """"Pedro Landero" → "Pedro Landero does not exist.": NEG for a verbless noun phrase.

    One insertion right after the noun phrase (before a final period; a period is added
    when there is none, so the output reads as a sentence), so every original character
    stays. None when the text is not a verbless fragment at all; a reason when it is one
    that the template does not fit (lower-case continuations, list items, numbers first).
    """
    found = analyses(doc)
    if len(found) != 1 or found[0][1] != NO_VERB:
        return None
    sent = found[0][0]
    text = doc_text(doc).rstrip()
    if list_page_title(text):
        return LIST_PAGE  # a page, not a thing that could fail to exist
    if any(t.pos_ in ("VERB", "AUX") for t in doc):
        return FRAGMENT_NOT_NP
    root = sent.root
    opening = text.lstrip()[:1]
    if not opening.isalpha() and not _year_title(doc):
        return FRAGMENT_NOT_LETTER
    if opening.islower():
        return CONTINUATION
    if root.i == 0 and not opening.isalpha():
        return FRAGMENT_NOT_NP  # the year itself is the head: "1879 Cricket" is not a title of a thing
    if root.pos_ not in ("NOUN", "PROPN") or root.dep_ != "ROOT":
        return FRAGMENT_NOT_NP
    if any(t.text in (":", ";", "-", "--", "–", "—", "|", "/") and (t.whitespace_ or t.text in (":", ";", "|", "--")) for t in doc):
        return FRAGMENT_PUNCT
    if text.count("(") != text.count(")") or text.count("[") != text.count("]"):
        return FRAGMENT_OPEN_BRACKET  # "Williemus Serverleg (fl"
    if opens_quotation(text):
        return FRAGMENT_OPEN_QUOTE  # 'Critic Ann Lee, from "The'
    if sum(t.is_alpha for t in doc) > FRAGMENT_MAX_WORDS:
        return FRAGMENT_TOO_LONG
    if any(t.text in ("?", "!", "...", "…") for t in doc):
        return FRAGMENT_NOT_NP
    if _ENTITY.search(text):
        return FRAGMENT_MARKUP
    if text.endswith(")"):
        return DISAMBIGUATOR
    words = [t for t in doc if not t.is_space]
    last = words[-1]
    if _bare_common_noun(root, words):
        return BARE_NOUN  # "Regional final does not exist" lacks its article
    if words[0].lower_ in rule_data().scope.negative_words or words[0].lower_ == "no":
        return NEGATIVE_FRAGMENT  # "No X does not exist" would cancel
    coordinated = any(c.dep_ == "conj" for c in root.children)
    # A plural-looking name ("Oles", NNPS) is one thing; only common plurals and lists take "do".
    name = root.text[:1].isupper() and not known_word(root.lower_) and not any(c.dep_ == "det" for c in root.children)
    plural = coordinated or (not name and (root.tag_ == "NNS" or (root.tag_ != "NNPS" and subject_number(root) == "plural")))
    phrase = " " + negative_form("do" if plural else "does", contract) + " exist"
    opening_edits = [Edit(words[0].idx, words[0].idx, "The ")] if words[0].text[:1].isdigit() else []
    # "2020 Tormenta FC season" is read with its article: "The 2020 Tormenta FC season does not exist."
    if _place_after_comma(words):
        phrase = "," + phrase  # "Hilger, Texas, does not exist."
    if last.text == ".":
        if len(words) < 2 or words[-2].is_punct and words[-2].text not in (")", '"', "”", "'"):
            return FRAGMENT_NOT_NP
        return [*opening_edits, Edit(token_end(words[-2]), token_end(words[-2]), phrase)]
    if last.is_punct and last.text not in (")", '"', "”", "'", "]"):
        return FRAGMENT_PUNCT
    return [*opening_edits, Edit(len(text), len(text), phrase + ".")]


def _bare_common_noun(root: Token, words: list[Token]) -> bool:
    """A singular common noun heading the fragment with no article: a heading, not a name.

    "Regional final", "Background": written in lower case, or a dictionary noun alone at
    the start. A name the tagger took for a noun keeps its capital ("Ilse Marten"); a title
    opening with a year takes "The" instead.
    """
    if root.tag_ != "NN" or words[0].text[:1].isdigit() or any(c.dep_ in ("det", "poss", "conj") for c in root.children):
        return False
    return root.text[:1].islower() or (root.i == words[0].i and root.pos_ == "NOUN" and known_word(root.lower_))


# An HTML character reference left in the text ("R&amp;B"): the title is markup, not a name.
_ENTITY = re.compile(r"&(?:[a-zA-Z]+|#[0-9]+|#x[0-9a-fA-F]+);")


def _place_after_comma(words: list[Token]) -> bool:
    """ "Hilger, Texas": a name, a comma and one or two capitalised words closing the title.

    The place (or subtitle) after the comma is set off on both sides in running text.
    """
    commas = [index for index, token in enumerate(words) if token.text == ","]
    if len(commas) != 1 or commas[0] == 0:
        return False
    tail = words[commas[0] + 1 :]
    return 1 <= len(tail) <= 2 and all(token.is_alpha and token.text[:1].isupper() for token in tail)


@dataclass(frozen=True)
class DoubleNegation(MemoisedRuleTransform):
    """Two negations of the same claim that cancel (SDA's DN, a positive)."""

    name: ClassVar[str] = "dn"
    polarity: ClassVar[str] = "positive"
    meta: ClassVar[Meta] = Meta(
        "Double negation: 'It is not true that' plus a negation of the same main clause",
        source="SDA (Zhu et al.): double negation",
        needs="parse",
    )

    contractions: Contractions = "auto"
    litotes: bool = True
    fragments: bool = False

    def __post_init__(self) -> None:
        if self.contractions not in CONTRACTION_MODES:
            raise ValueError(f"contractions must be one of {CONTRACTION_MODES}, got {self.contractions!r}")

    def _compute(self, doc: Doc) -> tuple[list[Candidate], str]:
        found = analyses(doc)
        if not doc_text(doc).strip() or not found:
            return [], EMPTY_INPUT
        clause = found[0][1]
        if isinstance(clause, str):
            if clause == NO_VERB and self.fragments:
                edits = fragment_edits(doc, _wants_contraction(doc, self.contractions))
                if isinstance(edits, list):
                    return [Candidate("dn.fragment_template", tuple(fragment_frame(doc) + edits))], ""
            return [], clause
        options, reason = self._inner(doc, clause)
        if options or not self.litotes:
            return options, reason
        frame = litotes_edits(doc, clause)
        if isinstance(frame, str):
            return [], reason if frame == LITOTES_NO_SITE else frame
        return [Candidate("dn.litotes", tuple(frame))], ""

    def _inner(self, doc: Doc, clause: Clause) -> tuple[list[Candidate], str]:
        """DN by a negation of the main clause under "It is not true that", or why it cannot."""
        if secondary_clause(clause):
            return [], SECONDARY
        contract = _wants_contraction(doc, self.contractions)
        shared = None
        if clause.conjuncts or _coordinated_clause(clause):
            shared = shared_predicate_edits(clause)
            if shared is None:
                # The frame would scope over both clauses; negate the head twice locally.
                if _other_negation(clause):
                    return [], OTHER_NEGATION
                edits = not_fail(clause, contract)
                if not edits:
                    return [], COORDINATED
                return [Candidate("dn.not_fail", tuple(edits))], ""
        problem = _template_problem(doc, clause)
        if problem is not None:
            return [], problem
        if _other_negation(clause):
            return [], OTHER_NEGATION
        if not _clean_opening(clause):
            return [], LOOSE_OPENING
        if ";" in sent_text(clause.sent):
            return [], SEMICOLON  # the frame would scope over both clauses
        if _label_colon(clause):
            return [], LABEL_COLON  # "Dave Bedson: Held the position": not a clause to frame
        opening = _opening_problem(doc, clause)
        if opening is not None:
            return [], opening
        if _until(clause):
            return [], UNTIL
        if opening_kind(doc, clause) == "other":
            return [], FRONTED_MODIFIER
        if trailing_participle(clause):
            return [], TRAILING_PARTICIPLE
        kids = child_rows(doc)
        last = clause.head.last.i
        contrast = rule_data().scope.contrast_marks
        if any(c.dep == "advcl" and c.i > last and any(m.dep == "mark" and m.lower in contrast for m in kids[c.i]) for c in kids[last]):
            return [], TRAILING_CONTRAST
        conjunct_ids = {t.i for verb in clause.conjuncts for t in (verb.first, verb.last)}
        adverbs = rule_data().scope.scope_adverbs
        if conjunct_ids and any(row.lower in adverbs and row.head in conjunct_ids for row in sent_rows(clause.sent)):
            return [], SCOPE_ADVERB  # "did not visit him, and later describe"
        if _finite_conjunct(clause, shared is not None):
            return [], FINITE_CONJUNCT
        options: list[Candidate] = []
        for inner in clause_negations(clause, contract, embedded=True):
            if inner.rule == "neg.swap" and _coordinated_no(clause):
                continue  # "has no parking, no facilities": one swap would not cancel the frame
            if shared is not None and inner.rule != "neg.add_not":
                continue
            if inner.rule == "neg.add_not" and _negative_word(clause):
                continue  # "reported that there was no one": a third negation blurs the claim
            if inner.rule == "neg.add_not" and _perfect_duration(clause):
                continue  # "has not been a resident since 1984" means he left: the frame would not undo it
            if inner.rule == "neg.add_not" and _result_phrase(clause):
                continue  # "did not arrive only to be detained" reads as a purpose
            frame = template_edits(doc, clause, inner.edits)
            if frame is None:
                continue
            rule = "dn.template_add" if inner.rule == "neg.add_not" else "dn.template_remove"
            extra = tuple(edit for edit in shared or () if edit not in inner.edits)  # add_not may carry them
            options.append(Candidate(rule, tuple(frame) + inner.edits + extra, (("negation", inner.rule),)))
        return options, "" if options else negation_problem(clause)



def _perfect_duration(clause: Clause) -> bool:
    """A perfect clause ("has lived", "has been living") with "since ..." or "for <stretch of
    time>" after its verb."""
    if not any(aux.lemma_ == "have" for aux in clause.auxes):
        return False
    table = rows(clause.sent.doc)
    durations = rule_data().scope.duration_nouns
    for row in table[clause.head.last.i + 1 : clause.sent.end]:
        if row.lower == "since":
            return True
        if row.lower == "for" and row.dep == "prep":
            objects = [kid for kid in child_rows(clause.sent.doc)[row.i] if kid.dep == "pobj"]
            if any(obj.lower in durations for obj in objects):
                return True
    return False


def _result_phrase(clause: Clause) -> bool:
    """"only to" / "only for" after the verb: a result that presumes the verb's event."""
    table = rows(clause.sent.doc)
    phrases = rule_data().scope.result_phrases
    end = clause.sent.end
    return any(
        row.lower == "only" and row.i + 1 < end and f"{row.lower} {table[row.i + 1].lower}" in phrases
        for row in table[clause.head.last.i + 1 : end]
    )


OTHER_NEGATION = register_reason("dn.other_negation", "another negation in the sentence")
LABEL_COLON = register_reason("neg.label_colon", "label before ':'")
LITOTES_NO_SITE = register_reason("dn.litotes.no_site", "no place for the frame")
COORDINATED = register_reason("dn.coordinated", "coordinated clauses or predicates")
LOOSE_OPENING = register_reason(
    "dn.loose_opening", "words before the subject that are not an opening phrase (another clause, a loose noun phrase)"
)
SEMICOLON = register_reason("dn.semicolon", "clauses joined by ';'")
UNTIL = register_reason("dn.until", "'until' on the main verb ('not ... until' has its own meaning)")
TRAILING_CONTRAST = register_reason(
    "dn.trailing_contrast", "trailing contrast clause ('while', 'whereas'): the frame would deny it too"
)
FINITE_CONJUNCT = register_reason("dn.finite_conjunct", "a later conjunct stays finite outside the negation")


_OPEN_BRACKETS = frozenset("([{")
_CLOSE_BRACKETS = frozenset(")]}")
_QUOTES = frozenset({'"', "“", "”", "«", "»"})


def _label_colon(clause: Clause) -> bool:
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


def fragment_frame(doc: Doc) -> list[Edit]:
    """"It is not true that" before a title that NEG's fragment template negates.

    Off by default (``DoubleNegation(fragments=True)``): "It is not true that Pedro
    Landero does not exist." asserts an existence the title only presupposes.
    """
    first = next(t for t in doc if not t.is_space)
    out = [Edit(first.idx, first.idx, _template() + " ")]
    if first.is_alpha and (_common_capital(first) or not keeps_capital_word(first)) and not first.is_upper:
        out.append(Edit(first.idx, first.idx + 1, first.text[0].lower()))
    return out
LITOTES_QUOTE = register_reason("dn.litotes.quotation", "unbalanced quotation marks (a piece of a quotation)")
LITOTES_NEGATIVE = register_reason("dn.litotes.negative_opening", "opens with a negative word ('Not known as ...')")
LITOTES_STUTTER = register_reason(
    "dn.litotes.that_opening", "opens with 'that' or 'which' ('It is not untrue that that day ...')"
)
INTERJECTION = register_reason("neg.opening.interjection", "opens with an interjection ('Yes, ...')")


def litotes_edits(doc: Doc, clause: Clause) -> list[Edit] | str:
    """"It is not untrue that <sentence>": DN's fallback where no inner negation cancels cleanly.

    Both negations ("not" and "un-") sit in the frame and act on the whole sentence, so
    coordination, scope adverbs, trailing clauses or existential subjects cannot break
    the cancellation. Only where the frame has a place (a first sentence that is a finite
    clause, not a list header, a label or a question) and the clause says something.
    """
    if _list_header(clause) or ends_with(clause.sent, (":",)):
        return LIST_ITEM
    if _label_colon(clause):
        return LABEL_COLON
    if not _has_content(clause):
        return TOO_SHORT
    if _inside_quotation(doc_text(doc)):
        return LITOTES_QUOTE  # a piece of a quotation: the frame would open inside it
    table = rows(doc)
    first = next((row for row in sent_rows(clause.sent) if not row.punct), None)
    if first is not None and first.lower in rule_data().litotes.blocked_first_words:
        return LITOTES_NEGATIVE  # "It is not untrue that not known as ...": three negatives in a row
    if first is not None and _interjection_at(table, first.i):
        return INTERJECTION  # "It is not untrue that yes, the environment has changed"
    frame = rule_data().template.litotes
    edits = template_edits(doc, clause, frame=frame)
    site = _template_site(doc, clause) if edits is not None else None  # the word the frame goes before
    if edits is None and _template_problem(doc, clause) == CONNECTIVE:
        site = _litotes_connective_site(doc, clause)
        if site is not None:
            edits = [Edit(site.idx, site.idx, lower_first(frame) + " ")]
            if _site_lowered(clause, site):
                edits.append(Edit(site.idx, site.idx + 1, site.text[0].lower()))
    if edits is None or site is None:
        return LITOTES_NO_SITE
    if site.lower_ in rule_data().litotes.stutter_first_words:
        return LITOTES_STUTTER
    return edits


def _inside_quotation(text: str) -> bool:
    """The line opens inside a quotation that closes in it ('... not hungry", he said.').

    A quotation that opens in the line and runs past its end ('Brown wrote that "The
    snaps ...') leaves the start of the line outside it, so the frame can go there.
    """
    if text.count("”") > text.count("“"):
        return True
    if text.count('"') % 2 == 0:
        return False
    first = text.index('"')
    return first > 0 and not text[first - 1].isspace() and text[first - 1] not in "([{"


def _litotes_connective_site(doc: Doc, clause: Clause) -> Token | None:
    """Where the litotes frame goes after an opening connective, else None.

    "But across three games, Ives hauled ..." → "But it is not untrue that across ...";
    "However, after four years, the school was ..." → "However, it is not untrue that after
    ...". Both negations sit in the frame, so whatever opens the clause stays under it.
    """
    first = doc[0]
    if first.lower_ in rule_data().litotes.bare_connectives and len(doc) > 2:
        site = doc[1]
        return None if site.is_punct or site.i >= clause.finite.i else site
    comma, connective = _opening_comma(doc)
    if comma is None or comma + 1 >= clause.finite.i or not connective:
        return None
    site = doc[comma + 1]
    return None if site.is_punct or site.is_space else site

FRONTED_MODIFIER = register_reason(
    "dn.opening.fronted_modifier", "fronted participle, adjective or contrast phrase before a comma"
)


def _negative_word(clause: Clause) -> bool:
    """A negative word anywhere in the sentence ("reported that there was no one")."""
    text = " " + " ".join(row.lower for row in sent_rows(clause.sent)) + " "
    return any(f" {word} " in text for word in rule_data().scope.negative_words)


def _finite_conjunct(clause: Clause, shared: bool) -> bool:
    """A finite verb coordinated after the head that the negation does not reach.

    "did not begin riding ... and grew up attending": the frame would scope over "grew up"
    too, so the two negations would not cancel.
    """
    covered = {t.i for verb in clause.conjuncts for t in (verb.first, verb.last)} if shared else set()
    table = rows(clause.sent.doc)
    finite_tags = ("VBD", "VBZ", "VBP")
    later = table[clause.head.last.i + 1 : clause.sent.end]
    for row in later:
        if row.i in covered:
            continue
        if row.dep == "conj" and row.tag in finite_tags:
            return True
        if row.dep in ("aux", "auxpass") and row.tag in finite_tags:
            if table[row.head].dep == "conj" and row.head > clause.head.last.i and row.head not in covered:
                return True  # "was not released ... and was certified platinum": its own auxiliary
            if table[row.i - 1].lower in grammar().clauses.coordinators:
                return True  # the same, where the parser hung the second verb elsewhere
    return False
FRONTED = register_reason("dn.opening.fronted_reason", "fronted reason, concession or purpose without a comma")
FRONTED_NOUN = register_reason("neg.opening.fronted_noun", "fronted noun phrase or appositive before the subject")


def _until(clause: Clause) -> bool:
    """An "until" phrase or clause on the main verb: "did not remain unknown until" means something else."""
    if "until" not in sent_words(clause.sent)[0]:
        return False
    head_ids = set(range(clause.head.first.i, clause.head.last.i + 1))
    table = rows(clause.sent.doc)
    for row in table[clause.sent.start : clause.sent.end]:
        if row.lower == "until" and (row.head in head_ids or (row.dep == "mark" and table[row.head].head in head_ids)):
            return True
    return False


def _opening_phrase(doc: Doc, clause: Clause) -> Token | None:
    """The subject's first word when an opening phrase and its comma come before it, else None.

    Memoised: the opening checks and the opening's kind both ask.
    """
    return clause_memo(clause, "opening_phrase", lambda found: _find_opening_phrase(doc, found))


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


def _opening_problem(doc: Doc, clause: Clause) -> str | None:
    """Why a fronted phrase keeps DN's frame away: it would deny the reason or read as the subject."""
    kids = child_rows(doc)
    subjects = [c.i for i in range(clause.head.first.i, clause.head.last.i + 1) for c in kids[i] if c.dep in ("nsubj", "nsubjpass")]
    if len(subjects) > 1 and any(doc[i].left_edge.i > 0 and doc[doc[i].left_edge.i - 1].text == "," for i in subjects[1:]):
        return FRONTED_NOUN  # two subjects: one is a fronted appositive ("A younger son of his father, Pratap's rule")
    start = clause.subject.left_edge.i
    table = rows(doc)
    opener = table[0].lower
    if start == 0 or opener in grammar().clauses.discourse_connectives:
        return None
    head_ids = set(range(clause.head.first.i, clause.head.last.i + 1))
    if any(row.head in head_ids and not row.punct and row.pos in ("NOUN", "PROPN", "PRON") and row.dep != "npadvmod" for row in table[0:start]):
        return FRONTED_NOUN  # "A younger son of his father, Pratap's rule ..."
    if _opening_phrase(doc, clause) is None and opener in rule_data().dn.fronted_markers and opener != "in":
        return FRONTED
    if " ".join(row.lower for row in table[:3]) == "in order to":
        return FRONTED  # "In order to investigate X Alpert devised": a purpose
    return None
_OPENING_DEPS = frozenset({"prep", "advcl", "advmod", "npadvmod", "punct", "mark", "cc"})


def _clean_opening(clause: Clause) -> bool:
    """Only the subject, or introductory phrases of the main verb, stand before the subject.

    "It is not true that" must frame a whole clause; a sentence that opens with a loose
    noun phrase ("Brilliant idea but the board ...") would not read as one.
    """
    subject_start = clause.subject.left_edge.i
    head_ids = set(range(clause.head.first.i, clause.head.last.i + 1))
    table = rows(clause.sent.doc)
    for row in table[clause.sent.start : subject_start]:
        top = row
        while top.head not in head_ids and top.head != top.i:
            top = table[top.head]
        if top.head not in head_ids or top.dep not in _OPENING_DEPS or top.dep == "cc":
            return False
    return True


def _conjunct_chain(clause: Clause) -> list[Token] | None:
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
    return sorted(chain, key=lambda token: token.i)


def shared_predicate_edits(clause: Clause) -> list[Edit] | None:
    """Edits that keep coordinated verbs under one negation, or None where they cannot.

    "He travelled and wrote books" → "It is not true that he did not travel and write
    books": with do-support the conjuncts take the base form, so "did not" scopes over
    both and the frame cancels it on the whole predicate. After an auxiliary ("was born
    ... and raised") the conjuncts already share it. Conjuncts with their own auxiliary,
    subject or a form that does not match are left to ``dn.not_fail``.
    """
    chain = _conjunct_chain(clause)
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
        if do_support_clause:
            if verb.tag_ != clause.head.tag:
                return None
            first, last = word_bounds(verb)
            base = VerbWord(first, last, verb.tag_).form("VB")
            if base is None:
                return None
            if base != VerbWord(first, last, verb.tag_).text:
                edits.append(VerbWord(first, last, verb.tag_).replace(base))
        elif verb.tag_ != clause.head.tag:
            return None  # "was born ... and moved": the second verb is finite on its own
    return edits


def _listed_finite_conjunct(clause: Clause) -> bool:
    """A finite verb coordinated with the head by "and" or a comma (not a contrast with "but").

    "did not fail to travel, but wrote books" reads right; "did not fail to turn the light
    on, put ..., and then noticed" mixes an infinitive list with a finite verb.
    """
    doc = clause.sent.doc
    verbs = [v for v in _conjunct_chain(clause) or [] if v.tag_ in ("VBD", "VBZ", "VBP")]
    for verb in verbs:
        between = doc[clause.head.last.i + 1 : verb.i]
        if not any(t.dep_ == "cc" and t.lower_ in ("but", "yet") for t in between):
            return True
    return False


def not_fail(clause: Clause, contract: bool) -> list[Edit] | None:
    """"travelled" → "did not fail to travel": two negations on the head verb alone.

    Used where a sentence frame would also scope over a coordinated predicate. Only
    for active lexical verbs outside the stative list ("did not fail to consist" is not
    English), with no auxiliary, no negation and no modal.
    """
    if clause.has_aux or clause.main_verb_be or _negation_cues(clause):
        return None
    if clause.lemma in rule_data().not_fail.blocked_lemmas:
        return None
    if _listed_finite_conjunct(clause):
        return None  # "did not fail to turn ..., put ..., and then noticed": a list that stays finite
    do = do_support(clause.head.tag)
    base = clause.head.form("VB")
    if do is None or base is None:
        return None
    if not _agrees(clause):
        return None
    doc = clause.sent.doc
    after = doc[clause.head.last.i + 1] if clause.head.last.i + 1 < len(doc) else None
    if after is not None and after.lower_ == "to":
        return None  # "wanted to go" → "did not fail to want to go" stacks infinitives
    return [clause.head.replace(f"{negative_form(do, contract)} fail to {base}")]


def _list_header(clause: Clause) -> bool:
    """"X may refer to:", "Notable people include:": the claim is the list that follows."""
    words = [row for row in sent_rows(clause.sent)[-3:] if not row.space]
    if len(words) < 2 or words[-1].lower != ":":
        return False
    return words[-2].pos in ("ADP", "VERB", "AUX", "PART")


def _has_content(clause: Clause) -> bool:
    """Words after the finite verb (besides "not"): "It's." or "They've not." say too little."""
    words = [row for row in sent_rows(clause.sent) if not row.punct and not row.space]
    own = {token.i for token in clause.negations}
    tail = any(row.i > clause.finite.i and row.i not in own for row in words)
    lexical = clause.lemma not in grammar().auxiliaries.primary
    return len(words) >= 2 and (tail or lexical)


def _coordinated_no(clause: Clause) -> bool:
    """A "no" determiner on a noun coordinated with other nouns ("no X, no Y and no Z")."""
    return any(
        row.lower == "no" and row.dep == "det" and any(c.dep_ == "conj" for c in clause.sent.doc[row.head].children)
        for row in sent_rows(clause.sent)
    )


def _other_negation(clause: Clause) -> bool:
    """A negative word outside the clause's own negation: a third negation would confuse."""
    own = {token.i for token in clause.negations}
    head_ids = set(range(clause.head.first.i, clause.head.last.i + 1))
    words = _other_negation_words()
    table = rows(clause.sent.doc)
    for row in table[clause.sent.start : clause.sent.end]:
        if row.lower not in words and "’" not in row.lower:
            continue  # the common case: not a negative word in any spelling
        lower = row.lower.replace("’", "'")
        if lower not in words or row.i in own or row.head in head_ids:
            continue  # the clause's own negative words: the inner rule acts on them
        if lower == "no" and (row.dep == "det" or (table[row.head].lower == "longer" and table[row.head].head in head_ids)):
            continue  # "no parking" (swapped or skipped elsewhere), "no longer" on the verb
        return True
    return False


@lru_cache(maxsize=1)
def _other_negation_words() -> frozenset[str]:
    return frozenset(grammar().negatives.indefinites) | rule_data().dn.negators


def _coordinated_clause(clause: Clause) -> bool:
    """True when another full clause is coordinated with the main one ("..., and she left")."""
    kids = child_rows(clause.sent.doc)
    return any(child.dep == "conj" and child.pos in ("VERB", "AUX") for child in kids[clause.head.last.i]) or any(
        child.dep == "conj" and child.pos in ("VERB", "AUX") for child in kids[clause.head.first.i]
    )
