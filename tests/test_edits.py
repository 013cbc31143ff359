import pytest
from spacy.lang.en import English

from sda_augment.edits import (
    Edit,
    capitalise,
    check_edits,
    compatible,
    delete_span,
    delete_token,
    first_word,
    insert_after,
    insert_before,
    keeps_capital,
    render,
    replace_token,
)
from tests.helpers import make_doc

VOCAB = English().vocab


def simple_doc():
    # "He left ." with a real space layout: "He left."
    return make_doc(
        VOCAB,
        [("He", 1, "nsubj", "PRON", "PRP"), ("left", 1, "ROOT", "VERB", "VBD"), (".", 1, "punct", "PUNCT", ".")],
    )


def test_render_keeps_text_outside_edits_byte_identical():
    text = "co-founded  the  “firm” (1901) — didn't"
    edits = [Edit(12, 15, "THE")]
    assert render(text, edits) == "co-founded  THE  “firm” (1901) — didn't"


def test_insertions_at_one_point_keep_their_given_order():
    assert render("ab", [Edit(1, 1, "X"), Edit(1, 1, "Y")]) == "aXYb"
    assert render("ab", [Edit(1, 1, "Y"), Edit(1, 1, "X")]) == "aYXb"


def test_insertion_at_the_edge_of_a_replacement_is_allowed():
    assert render("abcd", [Edit(1, 3, "Z"), Edit(1, 1, "<"), Edit(3, 3, ">")]) == "a<Z>d"


def test_overlapping_edits_are_rejected():
    with pytest.raises(ValueError, match="overlapping"):
        render("abcdef", [Edit(0, 3, "x"), Edit(2, 4, "y")])
    with pytest.raises(ValueError, match="overlapping"):
        check_edits([Edit(0, 4, "x"), Edit(2, 2, "y")], 6)


def test_out_of_range_and_inverted_spans_are_rejected():
    with pytest.raises(ValueError):
        render("abc", [Edit(2, 5, "x")])
    with pytest.raises(ValueError):
        Edit(3, 1, "x")


def test_compatible_matches_overlap_rules():
    assert compatible([Edit(0, 2, "x")], [Edit(2, 4, "y")])
    assert not compatible([Edit(0, 3, "x")], [Edit(1, 1, "y")])


def test_token_helpers_produce_expected_text():
    doc = simple_doc()
    assert doc.text == "He left."
    assert render(doc.text, [insert_before(doc[1], "must have ")]) == "He must have left."
    assert render(doc.text, [insert_after(doc[1], " early")]) == "He left early."
    assert render(doc.text, [replace_token(doc[2], "!")]) == "He left!"


def test_delete_token_leaves_no_double_or_dangling_space():
    doc = make_doc(
        VOCAB,
        [
            ("He", 1, "nsubj", "PRON", "PRP"),
            ("left", 1, "ROOT", "VERB", "VBD"),
            ("early", 1, "advmod", "ADV", "RB"),
            (".", 1, "punct", "PUNCT", "."),
        ],
    )
    assert render(doc.text, [delete_token(doc[1])]) == "He early."
    assert render(doc.text, [delete_token(doc[2])]) == "He left."
    assert render(doc.text, [delete_token(doc[0])]) == "left early."
    assert render(doc.text, [delete_span(doc[1], doc[2])]) == "He."


def test_capitalisation_keeps_i_proper_nouns_and_acronyms():
    doc = make_doc(
        VOCAB,
        [
            ("He", 1, "nsubj", "PRON", "PRP"),
            ("met", 1, "ROOT", "VERB", "VBD"),
            ("I", 1, "dobj", "PRON", "PRP"),
            ("NASA", 1, "dobj", "PROPN", "NNP"),
            ("Paris", 1, "dobj", "PROPN", "NNP"),
            ("The", 1, "det", "DET", "DT"),
            ("iPhone", 1, "dobj", "NOUN", "NN"),
        ],
    )
    assert not keeps_capital(doc[0])
    assert all(keeps_capital(doc[i]) for i in (2, 3, 4, 6))
    assert not keeps_capital(doc[5])
    assert capitalise(doc[1]) == Edit(3, 4, "M")
    assert capitalise(doc[0]) is None


def test_first_word_skips_opening_punctuation():
    doc = make_doc(
        VOCAB,
        [('"', 1, "punct", "PUNCT", "``"), ("Yes", 1, "ROOT", "INTJ", "UH"), (".", 1, "punct", "PUNCT", ".")],
        spaces=[False, False, False],
    )
    assert first_word(doc).text == "Yes"


def test_doc_text_is_the_doc_text_built_once():
    from sda_augment.analysis.document import doc_text

    doc = simple_doc()
    first = doc_text(doc)
    assert first == doc.text == "He left."
    assert doc_text(doc) is first


def test_remember_text_keeps_the_parsed_string_only_when_it_fits_the_tokens():
    from sda_augment.analysis.document import analysis_of, doc_text, remember_text

    doc = simple_doc()
    remember_text(doc, "He left. And more")  # not the string these tokens came from
    assert not any(key.name == "text" for key in analysis_of(doc).answers)
    assert doc_text(doc) == "He left."

    other = simple_doc()
    parsed = "".join(["He", " left."])  # equal to, not the same object as, other.text
    remember_text(other, parsed)
    assert doc_text(other) is parsed


def test_a_docs_analysis_pickles_and_copies_as_nothing_and_release_clears_user_data(nlp):
    import pickle
    import random

    from sda_augment import get_transform
    from sda_augment.analysis.document import analysis_of, release

    doc = nlp("He travelled widely in Europe. She stayed.")
    before = {name: get_transform(name).apply(doc, random.Random(0)) for name in ("pi", "mv", "neg", "dn")}
    assert analysis_of(doc).answers  # the rules' answers are kept on the Doc ...
    restored = pickle.loads(pickle.dumps(doc))
    assert restored.text == doc.text
    assert analysis_of(restored).doc is restored and not analysis_of(restored).answers  # ... but never travel with it
    copied = doc.copy()
    assert analysis_of(copied).doc is copied and not analysis_of(copied).answers
    after = {name: get_transform(name).apply(restored, random.Random(0)) for name in before}
    assert {name: r.text for name, r in after.items()} == {name: r.text for name, r in before.items()}
    release(doc)
    assert doc.user_data == {}


def test_each_doc_has_its_own_analysis_built_once():
    from sda_augment.analysis.document import analysis_of

    first, second = simple_doc(), simple_doc()
    store = analysis_of(first)
    assert analysis_of(first) is store and store.doc is first
    assert analysis_of(second) is not store
    store.answers["mark"] = 1
    assert "mark" not in analysis_of(second).answers


def test_every_memo_key_is_a_memo_key_declared_by_its_module(nlp):
    """The per-Doc and per-clause memos are keyed by MemoKey objects (or a pair whose first
    part is one), never by strings or tuples that two modules might both choose."""
    import random

    from sda_augment import available
    from sda_augment.analysis.clause import analyses
    from sda_augment.analysis.document import MemoKey, analysis_of

    def typed(key):
        return isinstance(key, MemoKey) or (isinstance(key, tuple) and isinstance(key[0], MemoKey))

    texts = [
        "He travelled widely in Europe, and she stayed in Rome. They did not return.",
        "A man in a blue shirt standing on a ladder.",
        "Two dogs in the snow.",
        "Older lady checking out her goods at the counter.",
        "Nobody came to the party in 1998, and the 3 hosts were sad.",
    ]
    for text in texts:
        doc = nlp(text)
        for info in available():
            try:
                transform = info.factory()
            except Exception:
                continue
            transform.apply(doc, random.Random(0))
        keys = list(analysis_of(doc).answers)
        keys += [key for _, clause in analyses(doc) if hasattr(clause, "answers") for key in clause.answers]
        assert len(keys) > 10
        assert all(typed(key) for key in keys), [key for key in keys if not typed(key)]
