"""The clause analysis and inflection behind MV, NEG and DN, on hand-built parses."""

from __future__ import annotations

import pytest
from sda_docs import build as doc_of  # the parse builder the MV, NEG and DN tests share

from sda_augment.analysis.agreement import subject_number
from sda_augment.analysis.clause import (
    SUBORDINATE,
    analyse,
    main_clause,
)
from sda_augment.analysis.morphology import (
    convert,
    do_support,
    negative_form,
    positive_form,
    primary_form,
    uses_contractions,
    verb_lemma,
)
from sda_augment.analysis.rules import grammar
from sda_augment.analysis.tokens import word_bounds
from sda_augment.reasons import Skip


def travelled():
    rows = [
        ("He", 1, "nsubj", "PRON", "PRP"),
        ("travelled", 1, "ROOT", "VERB", "VBD"),
        ("widely", 1, "advmod", "ADV", "RB"),
        (".", 1, "punct", "PUNCT", "."),
    ]
    return doc_of(rows, ["he", "travel", "widely", "."])


def test_past_simple_clause():
    clause = main_clause(next(travelled().sents))
    assert clause is not None
    assert clause.head.text == "travelled" and clause.subject.text == "He"
    assert clause.tense == "past" and not clause.has_aux and not clause.negated
    assert clause.finite.text == "travelled"


def test_perfect_passive_and_negation_are_read_from_the_auxiliaries():
    rows = [
        ("It", 4, "nsubjpass", "PRON", "PRP"),
        ("has", 4, "aux", "AUX", "VBZ"),
        ("not", 4, "neg", "PART", "RB"),
        ("been", 4, "auxpass", "AUX", "VBN"),
        ("sold", 4, "ROOT", "VERB", "VBN"),
        (".", 4, "punct", "PUNCT", "."),
    ]
    clause = main_clause(next(doc_of(rows, ["it", "have", "not", "be", "sell", "."]).sents))
    assert clause.finite.text == "has" and clause.tense == "present"
    assert clause.perfect and clause.passive and not clause.progressive
    assert [t.text for t in clause.negations] == ["not"]


def test_main_verb_be_takes_negation_after_it():
    rows = [
        ("It", 1, "nsubj", "PRON", "PRP"),
        ("is", 1, "ROOT", "AUX", "VBZ"),
        ("not", 1, "neg", "PART", "RB"),
        ("a", 4, "det", "DET", "DT"),
        ("village", 1, "attr", "NOUN", "NN"),
        (".", 1, "punct", "PUNCT", "."),
    ]
    clause = main_clause(next(doc_of(rows, ["it", "be", "not", "a", "village", "."]).sents))
    assert clause.main_verb_be and [t.text for t in clause.negations] == ["not"]


def test_relative_clause_verb_is_never_the_main_predicate():
    rows = [
        ("The", 1, "det", "DET", "DT"),
        ("man", 5, "nsubj", "NOUN", "NN"),
        ("who", 3, "nsubj", "PRON", "WP"),
        ("lives", 1, "relcl", "VERB", "VBZ"),
        ("here", 3, "advmod", "ADV", "RB"),
        ("left", 5, "ROOT", "VERB", "VBD"),
        (".", 5, "punct", "PUNCT", "."),
    ]
    clause = main_clause(next(doc_of(rows, ["the", "man", "who", "live", "here", "leave", "."]).sents))
    assert clause.head.text == "left" and clause.subject.text == "man"


def _bell_rang(second_dep: str):
    """When bells rang, pupils left. -- parsed with "rang" as the root (a misparse)."""
    subject_of_left = ("pupils", 5, "nsubj", "NOUN", "NNS")
    object_of_rang = ("pupils", 2, "dobj", "NOUN", "NNS")
    rows = [
        ("When", 2, "advmod", "SCONJ", "WRB"),
        ("bells", 2, "nsubj", "NOUN", "NNS"),
        ("rang", 2, "ROOT", "VERB", "VBD"),
        (",", 2, "punct", "PUNCT", ","),
        subject_of_left if second_dep == "advcl" else object_of_rang,
        ("left", 2, second_dep, "VERB", "VBD"),
        (".", 2, "punct", "PUNCT", "."),
    ]
    return doc_of(rows, ["when", "bell", "ring", ",", "pupil", "leave", "."])


def test_an_opening_subordinator_on_the_root_before_a_later_clause_is_a_misparse():
    assert analyse(next(_bell_rang("advcl").sents)) == Skip(SUBORDINATE)


def test_an_opening_subordinator_with_no_later_clause_keeps_the_main_verb():
    # "While at school, Marta wrote": the subordinator opens a phrase, not a clause.
    rows = [
        ("While", 5, "mark", "SCONJ", "IN"),
        ("at", 5, "prep", "ADP", "IN"),
        ("school", 1, "pobj", "NOUN", "NN"),
        (",", 5, "punct", "PUNCT", ","),
        ("Marta", 5, "nsubj", "PROPN", "NNP"),
        ("wrote", 5, "ROOT", "VERB", "VBD"),
        (".", 5, "punct", "PUNCT", "."),
    ]
    doc = doc_of(rows, ["while", "at", "school", ",", "Marta", "write", "."])
    clause = main_clause(next(doc.sents))
    assert clause is not None and clause.head.text == "wrote"


def test_a_later_conjunct_is_no_main_clause_after_an_opening_subordinator():
    clause = main_clause(next(_bell_rang("conj").sents))
    assert clause is not None and clause.head.text == "rang"


@pytest.mark.parametrize(
    "rows,lemmas",
    [
        # question: the auxiliary comes before its subject
        (
            [("Did", 2, "aux", "AUX", "VBD"), ("he", 2, "nsubj", "PRON", "PRP"), ("win", 2, "ROOT", "VERB", "VB"), ("?", 2, "punct", "PUNCT", ".")],
            ["do", "he", "win", "?"],
        ),
        # noun-phrase title
        (
            [("YMCA", 0, "ROOT", "PROPN", "NNP"), ("in", 0, "prep", "ADP", "IN"), ("Adelaide", 1, "pobj", "PROPN", "NNP")],
            ["ymca", "in", "adelaide"],
        ),
        # imperative: no subject
        ([("Close", 0, "ROOT", "VERB", "VB"), ("it", 0, "dobj", "PRON", "PRP"), (".", 0, "punct", "PUNCT", ".")], ["close", "it", "."]),
        # participle fragment
        ([("Appointed", 0, "ROOT", "VERB", "VBN"), ("later", 0, "advmod", "ADV", "RB"), (".", 0, "punct", "PUNCT", ".")], ["appoint", "later", "."]),
    ],
    ids=["question", "title", "imperative", "participle-fragment"],
)
def test_no_main_clause(rows, lemmas):
    assert main_clause(next(doc_of(rows, lemmas).sents)) is None


def test_base_form_with_plural_subject_is_present_but_singular_is_not():
    def build(subject, tag):
        rows = [(subject, 1, "nsubj", "PRON", tag), ("travel", 1, "ROOT", "VERB", "VB"), (".", 1, "punct", "PUNCT", ".")]
        return main_clause(next(doc_of(rows, [subject.lower(), "travel", "."]).sents))

    assert build("They", "PRP").head.tag == "VBP"
    assert build("She", "PRP") is None  # a subjunctive or a mis-tag: leave it alone


def test_hyphenated_verb_is_one_word_inflected_on_its_last_part():
    # The parser's real analysis of "He co-founded the firm.": "co" is the root.
    rows = [
        ("He", 1, "nsubj", "PRON", "PRP"),
        ("co", 1, "ROOT", "VERB", "VBD"),
        ("-", 1, "punct", "PUNCT", "HYPH"),
        ("founded", 1, "conj", "VERB", "VBD"),
        ("the", 5, "det", "DET", "DT"),
        ("firm", 3, "dobj", "NOUN", "NN"),
        (".", 1, "punct", "PUNCT", "."),
    ]
    doc = doc_of(rows, ["he", "co", "-", "found", "the", "firm", "."], spaces=[True, False, False, True, True, False, False])
    assert doc.text == "He co-founded the firm."
    first, last = word_bounds(doc[1])
    assert (first.text, last.text) == ("co", "founded")
    assert word_bounds(doc[2]) == (doc[1], doc[3])
    clause = main_clause(next(doc.sents))
    assert clause.head.text == "co-founded" and clause.conjuncts == ()
    assert clause.head.form("VB") == "co-found"
    assert clause.head.form("VBN") == "co-founded"


def test_subject_number():
    rows = [("Teams", 1, "nsubj", "NOUN", "NNS"), ("win", 1, "ROOT", "VERB", "VBP")]
    doc = doc_of(rows, ["team", "win"])
    assert subject_number(doc[0]) == "plural"
    rows = [("Anna", 1, "nsubj", "PROPN", "NNP"), ("wins", 1, "ROOT", "VERB", "VBZ")]
    assert subject_number(doc_of(rows, ["anna", "win"])[0]) == "singular"


def test_contraction_register():
    rows = [("It", 1, "nsubj", "PRON", "PRP"), ("'s", 1, "ROOT", "AUX", "VBZ"), ("old", 1, "acomp", "ADJ", "JJ")]
    assert uses_contractions(doc_of(rows, ["it", "be", "old"], spaces=[False, True, False]))
    rows = [("Anna", 1, "nsubj", "PROPN", "NNP"), ("'s", 0, "case", "PART", "POS")]
    assert not uses_contractions(doc_of(rows, ["anna", "'s"], spaces=[False, False]))
    assert not uses_contractions(travelled())


@pytest.mark.parametrize(
    "aux,contract,expected",
    [
        ("did", True, "didn't"),
        ("did", False, "did not"),
        ("can", False, "cannot"),
        ("can", True, "can't"),
        ("will", True, "won't"),
        ("am", True, "am not"),
        ("Was", False, "Was not"),
        ("might", True, "might not"),
    ],
)
def test_negative_form(aux, contract, expected):
    assert negative_form(aux, contract) == expected


def test_positive_form_undoes_split_contractions():
    rows = [("They", 1, "nsubj", "PRON", "PRP"), ("wo", 3, "aux", "AUX", "MD"), ("n't", 3, "neg", "PART", "RB"), ("go", 3, "ROOT", "VERB", "VB")]
    doc = doc_of(rows, ["they", "will", "not", "go"], spaces=[True, False, True, False])
    assert positive_form(doc[1]) == "will"


def test_do_support():
    assert [do_support(tag) for tag in ("VBD", "VBZ", "VBP", "VBN")] == ["did", "does", "do", None]


def test_primary_forms_by_tense_and_person():
    persons = ("i", "singular", "plural")
    assert [primary_form("be", "present", p) for p in persons] == ["am", "is", "are"]
    assert [primary_form("be", "past", p) for p in persons] == ["was", "was", "were"]
    assert [primary_form("have", "present", p) for p in persons] == ["have", "has", "have"]
    assert [primary_form("do", "past", p) for p in persons] == ["did", "did", "did"]
    assert primary_form("go", "past", "i") is None  # other verbs go through lemminflect


def test_every_primary_auxiliary_has_its_forms():
    for lemma in grammar().auxiliaries.primary:
        for tense in ("past", "present"):
            for person in ("i", "singular", "plural"):
                assert primary_form(lemma, tense, person)


@pytest.mark.parametrize(
    "word,tag,target,expected",
    [
        ("travelled", "VBD", "VBN", "travelled"),  # British spelling kept
        ("wrote", "VBD", "VBN", "written"),
        ("went", "VBD", "VB", "go"),
        ("founded", "VBD", "VB", "found"),
        ("premiered", "VBD", "VB", "premiere"),
        ("has", "VBZ", "VB", "have"),
        ("was", "VBD", "VBN", "been"),
        ("travels", "VBZ", "VBZ", "travels"),
        ("go", "VB", "VBZ", "goes"),
    ],
)
def test_convert(word, tag, target, expected):
    assert convert(word, tag, target) == expected


def test_convert_refuses_what_it_cannot_verify():
    assert convert("lay", "VBD", "VB") is None  # "lie" or "lay": ambiguous, never guessed
    assert verb_lemma("table", "NN") is None
    with pytest.raises(ValueError):
        convert("went", "VBD", "XYZ")


def test_subject_hung_on_the_auxiliary_is_found():
    # "He was re-elected": the parser attached "He" to "was", not to the verb
    rows = [
        ("He", 1, "nsubj", "PRON", "PRP"),
        ("was", 2, "auxpass", "AUX", "VBD"),
        ("elected", 2, "ROOT", "VERB", "VBN"),
        ("again", 2, "advmod", "ADV", "RB"),
        (".", 2, "punct", "PUNCT", "."),
    ]
    clause = main_clause(next(doc_of(rows, ["he", "be", "elect", "again", "."]).sents))
    assert clause is not None and clause.subject.text == "He" and clause.passive


def test_unknown_capitalised_word_read_as_adverb_is_the_subject():
    rows = [
        ("Darmanovic", 1, "advmod", "ADV", "RB"),
        ("was", 1, "ROOT", "AUX", "VBD"),
        ("a", 3, "det", "DET", "DT"),
        ("founder", 1, "attr", "NOUN", "NN"),
        (".", 1, "punct", "PUNCT", "."),
    ]
    clause = main_clause(next(doc_of(rows, ["darmanovic", "be", "a", "founder", "."]).sents))
    assert clause is not None and clause.subject.text == "Darmanovic"


def test_known_word_read_as_adverb_is_not_taken_for_a_subject():
    rows = [
        ("Today", 1, "npadvmod", "NOUN", "NN"),
        ("was", 1, "ROOT", "AUX", "VBD"),
        ("cold", 1, "acomp", "ADJ", "JJ"),
        (".", 1, "punct", "PUNCT", "."),
    ]
    assert main_clause(next(doc_of(rows, ["today", "be", "cold", "."]).sents)) is None


@pytest.mark.parametrize("verb,lemma,inverted", [("notes", "note", False), ("bound", "bind", True)])
def test_pronoun_after_the_verb_is_an_inversion_unless_the_verb_reports(verb, lemma, inverted):
    # "The book notes he was a mason" (reported speech) / "Homeward bound she was a ship" (inversion)
    rows = [
        ("Book", 1, "nsubj", "NOUN", "NN"),
        (verb, 1, "ROOT", "VERB", "VBZ" if verb == "notes" else "VBD"),
        ("she", 3, "nsubj", "PRON", "PRP"),
        ("was", 1, "ccomp", "AUX", "VBD"),
        ("here", 3, "advmod", "ADV", "RB"),
        (".", 1, "punct", "PUNCT", "."),
    ]
    clause = main_clause(next(doc_of(rows, ["book", lemma, "she", "be", "here", "."]).sents))
    assert (clause is None) == inverted


def test_token_table_and_dependents_index_agree_with_the_tokens(nlp):
    from sda_augment.analysis.tokens import child_rows, rows

    doc = nlp("The band, formed in 1990 , re-recorded “Home” twice.\nIt toured.")
    table = rows(doc)
    assert [(r.i, r.lower, r.head, r.dep, r.tag, r.pos, r.punct, r.space) for r in table] == [
        (t.i, t.lower_, t.head.i, t.dep_, t.tag_, t.pos_, t.is_punct, t.is_space) for t in doc
    ]
    assert any(r.head > r.i for r in table) and any(r.head < r.i for r in table)  # both offset signs
    assert any(r.punct for r in table) and any(r.space for r in table)
    assert [[r.i for r in kids] for kids in child_rows(doc)] == [[c.i for c in t.children] for t in doc]


def test_token_table_decodes_words_again_after_its_word_cache_is_emptied(nlp, monkeypatch):
    from sda_augment.analysis import tokens as grammar

    monkeypatch.setattr(grammar, "_MAX_WORDS", 3)
    monkeypatch.setattr(grammar, "_WORDS", {})
    for text in ("The first line has several words.", "A second, different line follows it."):
        doc = nlp(text)
        assert [row.lower for row in grammar.rows(doc)] == [token.lower_ for token in doc]
        assert len(grammar._WORDS) <= len(doc) + 3  # emptied before a Doc once past the bound


def test_clause_memo_asks_each_question_once_per_clause():
    from sda_augment.analysis.clause import clause_memo

    clause = main_clause(next(travelled().sents))
    asked = []

    def compute(found):
        asked.append(found)
        return len(asked)

    assert clause_memo(clause, "question", compute) == 1
    assert clause_memo(clause, "question", compute) == 1  # answered from the clause
    assert clause_memo(clause, ("question", True), compute) == 2  # another question
    assert asked == [clause, clause]
    other = main_clause(next(travelled().sents))  # the same sentence parsed again
    assert clause_memo(other, "question", compute) == 3  # answers belong to their clause


def test_opens_quotation_counts_straight_and_curly_quotes():
    from sda_augment.analysis.syntax import opens_quotation

    assert opens_quotation('He said "it')
    assert opens_quotation("He said “it")
    assert not opens_quotation('He said "it" and')
    assert not opens_quotation("He said “it” and")
    assert not opens_quotation("He said it")
