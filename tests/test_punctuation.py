"""PI rule logic on hand-built parses (independent of the statistical parser)."""

import random

from spacy.lang.en import English

from sda_augment import PunctuationInsertion
from sda_augment.edits import render
from sda_augment.transforms.punctuation import (
    clause_comma_candidates,
    final_mark_candidates,
    repeat_mark_candidates,
    subject_quote_candidates,
)
from tests.helpers import make_doc

VOCAB = English().vocab


def outputs(doc, rule_function):
    return sorted(render(doc.text, candidate.edits) for candidate in rule_function(doc))


def test_comma_after_introductory_prepositional_phrase():
    doc = make_doc(
        VOCAB,
        [
            ("In", 5, "prep", "ADP", "IN"),
            ("1850", 0, "pobj", "NUM", "CD"),
            ("a", 3, "det", "DET", "DT"),
            ("meeting", 5, "nsubjpass", "NOUN", "NN"),
            ("was", 5, "auxpass", "AUX", "VBD"),
            ("called", 5, "ROOT", "VERB", "VBN"),
            (".", 5, "punct", "PUNCT", "."),
        ],
    )
    assert outputs(doc, clause_comma_candidates) == ["In 1850, a meeting was called."]


def test_no_comma_after_a_preposition_without_its_object():
    # "Until 1688 members ..." misparsed so that "Until" has no object: no comma after it.
    doc = make_doc(
        VOCAB,
        [
            ("Until", 3, "prep", "ADP", "IN"),
            ("members", 3, "nsubj", "NOUN", "NNS"),
            ("were", 3, "aux", "AUX", "VBD"),
            ("quartered", 3, "ROOT", "VERB", "VBN"),
            (".", 3, "punct", "PUNCT", "."),
        ],
    )
    assert outputs(doc, clause_comma_candidates) == []


def test_no_introductory_comma_before_an_inverted_auxiliary():
    doc = make_doc(
        VOCAB,
        [
            ("Only", 1, "advmod", "ADV", "RB"),
            ("then", 4, "advmod", "ADV", "RB"),
            ("did", 4, "aux", "AUX", "VBD"),
            ("he", 4, "nsubj", "PRON", "PRP"),
            ("leave", 4, "ROOT", "VERB", "VB"),
            (".", 4, "punct", "PUNCT", "."),
        ],
    )
    assert outputs(doc, clause_comma_candidates) == []


def test_comma_between_coordinated_clauses_with_their_own_subjects():
    doc = make_doc(
        VOCAB,
        [
            ("He", 1, "nsubj", "PRON", "PRP"),
            ("left", 1, "ROOT", "VERB", "VBD"),
            ("and", 1, "cc", "CCONJ", "CC"),
            ("she", 4, "nsubj", "PRON", "PRP"),
            ("stayed", 1, "conj", "VERB", "VBD"),
            (".", 1, "punct", "PUNCT", "."),
        ],
    )
    assert outputs(doc, clause_comma_candidates) == ["He left, and she stayed."]


def test_coordinated_verbs_sharing_a_subject_get_no_comma():
    doc = make_doc(
        VOCAB,
        [
            ("He", 1, "nsubj", "PRON", "PRP"),
            ("sang", 1, "ROOT", "VERB", "VBD"),
            ("and", 1, "cc", "CCONJ", "CC"),
            ("danced", 1, "conj", "VERB", "VBD"),
            (".", 1, "punct", "PUNCT", "."),
        ],
    )
    assert outputs(doc, clause_comma_candidates) == []


def test_commas_around_a_relative_clause_after_a_proper_name():
    # "Adelaide which grew quickly has a hall."
    doc = make_doc(
        VOCAB,
        [
            ("Adelaide", 4, "nsubj", "PROPN", "NNP"),
            ("which", 2, "nsubj", "PRON", "WDT"),
            ("grew", 0, "relcl", "VERB", "VBD"),
            ("quickly", 2, "advmod", "ADV", "RB"),
            ("has", 4, "ROOT", "VERB", "VBZ"),
            ("a", 6, "det", "DET", "DT"),
            ("hall", 4, "dobj", "NOUN", "NN"),
            (".", 4, "punct", "PUNCT", "."),
        ],
    )
    assert outputs(doc, clause_comma_candidates) == ["Adelaide, which grew quickly, has a hall."]


def test_restrictive_relative_clause_after_common_noun_is_left_alone():
    # "The town which grew has a hall." — restrictive: no comma.
    doc = make_doc(
        VOCAB,
        [
            ("The", 1, "det", "DET", "DT"),
            ("town", 4, "nsubj", "NOUN", "NN"),
            ("which", 3, "nsubj", "PRON", "WDT"),
            ("grew", 1, "relcl", "VERB", "VBD"),
            ("has", 4, "ROOT", "VERB", "VBZ"),
            ("a", 6, "det", "DET", "DT"),
            ("hall", 4, "dobj", "NOUN", "NN"),
            (".", 4, "punct", "PUNCT", "."),
        ],
    )
    assert outputs(doc, clause_comma_candidates) == []


def test_comma_before_a_trailing_contrast_clause():
    doc = make_doc(
        VOCAB,
        [
            ("He", 1, "nsubj", "PRON", "PRP"),
            ("stayed", 1, "ROOT", "VERB", "VBD"),
            ("although", 4, "mark", "SCONJ", "IN"),
            ("it", 4, "nsubj", "PRON", "PRP"),
            ("rained", 1, "advcl", "VERB", "VBD"),
            (".", 1, "punct", "PUNCT", "."),
        ],
    )
    assert outputs(doc, clause_comma_candidates) == ["He stayed, although it rained."]


def committee_doc():
    return make_doc(
        VOCAB,
        [
            ("The", 1, "det", "DET", "DT"),
            ("committee", 2, "nsubj", "NOUN", "NN"),
            ("met", 2, "ROOT", "VERB", "VBD"),
            ("today", 2, "npadvmod", "NOUN", "NN"),
            (".", 2, "punct", "PUNCT", "."),
        ],
    )


def test_subject_in_quotes_and_pronoun_subject_left_alone():
    assert outputs(committee_doc(), subject_quote_candidates) == ['"The committee" met today.']
    pronoun = make_doc(
        VOCAB,
        [("It", 1, "nsubj", "PRON", "PRP"), ("met", 1, "ROOT", "VERB", "VBD"), (".", 1, "punct", "PUNCT", ".")],
    )
    assert outputs(pronoun, subject_quote_candidates) == []


def test_repeat_mark_doubles_marks_and_turns_final_period_into_ellipsis():
    assert outputs(committee_doc(), repeat_mark_candidates) == ["The committee met today..."]
    wow = make_doc(VOCAB, [("Wow", 0, "ROOT", "INTJ", "UH"), ("!", 0, "punct", "PUNCT", ".")])
    assert outputs(wow, repeat_mark_candidates) == ["Wow!!"]


def test_final_mark_replaces_period_appends_when_missing_and_spares_questions():
    assert outputs(committee_doc(), final_mark_candidates) == ["The committee met today!"]
    bare = make_doc(VOCAB, [("They", 1, "nsubj", "PRON", "PRP"), ("won", 1, "ROOT", "VERB", "VBD")])
    assert outputs(bare, final_mark_candidates) == ["They won!"]
    question = make_doc(
        VOCAB,
        [("Why", 1, "advmod", "ADV", "WRB"), ("not", 0, "neg", "PART", "RB"), ("?", 0, "punct", "PUNCT", ".")],
    )
    assert outputs(question, final_mark_candidates) == []
    colon = make_doc(VOCAB, [("Notable", 1, "amod", "ADJ", "JJ"), ("are", 1, "ROOT", "AUX", "VBP"), (":", 1, "punct", "PUNCT", ":")])
    assert outputs(colon, final_mark_candidates) == []


def test_transform_chooses_a_rule_then_a_candidate_and_names_it():
    doc = committee_doc()
    pi = PunctuationInsertion()
    seen = {}
    for seed in range(80):
        result = pi.apply(doc, random.Random(seed))
        seen[result.rule] = result.text
    assert seen == {
        "pi.subject_quotes": '"The committee" met today.',
        "pi.repeat_mark": "The committee met today...",
        "pi.final_mark": "The committee met today!",
    }


def test_rules_can_be_restricted():
    doc = committee_doc()
    only_final = PunctuationInsertion(rules=("final_mark",))
    assert {only_final.apply(doc, random.Random(s)).rule for s in range(10)} == {"pi.final_mark"}


def title_doc(words):
    """A verbless name: every word a compound of the last."""
    last = len(words) - 1
    return make_doc(VOCAB, [(word, last, "ROOT" if i == last else "compound", "PROPN", "NNP") for i, word in enumerate(words)])


def test_titles_are_quoted_whole_and_never_exclaimed():
    doc = title_doc(["Mikko", "Hokka"])
    assert outputs(doc, subject_quote_candidates) == ['"Mikko Hokka"']
    assert outputs(doc, final_mark_candidates) == []
    assert outputs(doc, repeat_mark_candidates) == []


def test_a_period_cut_after_an_abbreviation_is_not_a_sentence_end():
    # "He served under Lt ." (tokenised apart): neither "!" nor "..." may take the point.
    doc = make_doc(
        VOCAB,
        [
            ("He", 1, "nsubj", "PRON", "PRP"),
            ("served", 1, "ROOT", "VERB", "VBD"),
            ("under", 1, "prep", "ADP", "IN"),
            ("Lt", 2, "pobj", "PROPN", "NNP"),
            (".", 1, "punct", "PUNCT", "."),
        ],
        spaces=[True, True, True, False, False],
    )
    assert outputs(doc, final_mark_candidates) == []
    assert outputs(doc, repeat_mark_candidates) == []


def test_a_sentence_tail_cut_across_lines_is_a_statement():
    doc = make_doc(
        VOCAB,
        [("in", 0, "ROOT", "ADP", "IN"), ("Adelaide", 0, "pobj", "PROPN", "NNP"), (".", 0, "punct", "PUNCT", ".")],
    )
    assert outputs(doc, final_mark_candidates) == ["in Adelaide!"]
    assert outputs(doc, subject_quote_candidates) == []  # not a title: it starts in lower case


def test_a_title_may_open_with_a_participle_but_not_hold_a_later_one():
    opening = make_doc(
        VOCAB,
        [("Relegated", 0, "ROOT", "VERB", "VBN"), ("from", 0, "prep", "ADP", "IN"), ("Liga", 1, "pobj", "PROPN", "NNP")],
    )
    assert outputs(opening, subject_quote_candidates) == ['"Relegated from Liga"']
    misread = make_doc(
        VOCAB,
        [("The", 1, "det", "DET", "DT"), ("Konheims", 2, "nsubj", "PROPN", "NNPS"), ("divorced", 2, "ROOT", "VERB", "VBN")],
    )
    # A sentence, not a title: only its subject is quoted, never the whole line.
    assert outputs(misread, subject_quote_candidates) == ['"The Konheims" divorced']


def test_a_mark_inside_a_name_is_not_doubled():
    # "Viva! works here." vs "Wow! It works.": only a mark that ends a sentence repeats.
    inside = make_doc(
        VOCAB,
        [("Viva", 2, "nsubj", "PROPN", "NNP"), ("!", 0, "punct", "PUNCT", "."), ("works", 2, "ROOT", "VERB", "VBZ"), ("here", 2, "advmod", "ADV", "RB")],
    )
    assert outputs(inside, repeat_mark_candidates) == []
    bare = make_doc(VOCAB, [("Wow", 0, "ROOT", "INTJ", "UH"), ("!", 0, "punct", "PUNCT", ".")])
    assert outputs(bare, repeat_mark_candidates) == ["Wow!!"]


def test_fragments_with_a_comma_or_a_negative_opener_are_not_titles():
    cut = make_doc(VOCAB, [("54", 0, "ROOT", "NUM", "CD"), (",", 0, "punct", "PUNCT", ","), ("in", 0, "prep", "ADP", "IN"), ("1884", 2, "pobj", "NUM", "CD")])
    assert outputs(cut, subject_quote_candidates) == []
    negative = make_doc(VOCAB, [("No", 1, "det", "DET", "DT"), ("candidate", 1, "ROOT", "NOUN", "NN")])
    assert outputs(negative, subject_quote_candidates) == []
