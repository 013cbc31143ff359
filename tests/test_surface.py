"""Switch-case (SC) and word repetition (WR): words, selection modes, rates, tokenizer types."""

from __future__ import annotations

import random
import warnings
from collections import Counter

import pytest
from spacy.tokens import Doc

from sda_augment.analysis.document import TextDoc
from sda_augment.edits import render
from sda_augment.transforms.surface.surface import (
    SwitchCase,
    WordRepetition,
    classify_switch,
    find_words,
    flip_case,
    moved_away_text,
    words,
)


def plain_doc(nlp, n: int, capitalised: bool = False) -> Doc:
    """``n`` distinct lower-case words (w0 ... wn-1), built without the parser."""
    ws = [f"{'W' if capitalised else 'w'}{i}x" for i in range(n)]
    return Doc(nlp.vocab, words=ws, spaces=[True] * (n - 1) + [False])


def changed_words(before: str, after: str) -> list[int]:
    a, b = before.split(" "), after.split(" ")
    assert len(a) == len(b)
    return [i for i, (x, y) in enumerate(zip(a, b)) if x != y]


# --- words -------------------------------------------------------------------------------


def test_words_keep_contractions_and_compounds_whole(nlp):
    doc = nlp('They didn\'t see the co-founded firm (Paris), "ever".')
    assert [w.text(doc.text) for w in words(doc)] == ["They", "didn't", "see", "the", "co-founded", "firm", "Paris", "ever"]
    paris = words(doc)[6]
    assert doc.text[paris.chunk_start : paris.chunk_end] == "(Paris),"


def test_words_skip_punctuation_only_chunks_and_extra_space(nlp):
    doc = nlp("One  -- two\n three !")
    assert [w.text(doc.text) for w in words(doc)] == ["One", "two", "three"]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Dr. Lee met them at 5 p.m. near the U.S. border.", ["Dr.", "Lee", "met", "them", "at", "5", "p.m.", "near", "the", "U.S.", "border"]),
        ("Lamps, chairs, etc. were sold; he left the Y.M.C.A.", ["Lamps", "chairs", "etc.", "were", "sold", "he", "left", "the", "Y.M.C.A."]),
        ("It ended... or did it?", ["It", "ended", "or", "did", "it"]),
        ("The players' union & the owners -- 95% agree.", ["The", "players'", "union", "the", "owners", "95%", "agree"]),
        ("She said 'the kids' were late.", ["She", "said", "the", "kids", "were", "late"]),
        ("A sign reads `` Rams '' here.", ["A", "sign", "reads", "Rams", "here"]),
        ("Pre- and post-war Europe.", ["Pre-", "and", "post-war", "Europe"]),
    ],
)
def test_words_are_found_from_the_text_alone(text, expected):
    """Abbreviations keep their period, a plural's possessive its apostrophe (unless the text
    quotes with single marks), marks without a letter or digit are no word."""
    found = find_words(text)
    assert [w.text(text) for w in found] == expected
    doc = TextDoc(text)
    assert words(doc) == found


def test_words_of_a_parsed_doc_are_those_of_its_text(nlp):
    text = "Mr. Smith (of Acme Inc.) didn't say “no” to the co-founders' plan, etc."
    assert words(nlp(text)) == find_words(text)


@pytest.mark.parametrize(
    ("text", "moved"),
    [
        ("Five fishermen were missing.", "five"),  # a number word
        ("Former President Lee spoke.", "former"),  # a pointing adjective before a name
        ("The Beatles played.", "the"),  # an article before a name
        ("First Lady Obama spoke.", "First"),  # a dictionary word opening a name
        ("Didn't they go?", "didn't"),  # a contraction, by its whole form
        ("Morales won the race.", "Morales"),  # a name the dictionary does not know
    ],
)
def test_a_moved_first_word_keeps_its_capital_by_its_kind(text, moved):
    doc = TextDoc(text)
    assert moved_away_text(doc, words(doc)) == moved


# --- SC ------------------------------------------------------------------------------------


def test_flip_case_only_single_cased_letters():
    assert flip_case("a") == "A" and flip_case("Q") == "q"
    assert flip_case("7") is None and flip_case("東") is None
    assert flip_case("ß") is None  # upper case is two letters: would change the length


def test_count_mode_switches_exactly_round_n_p_first_letters(nlp):
    doc = plain_doc(nlp, 20)
    for seed in range(20):
        result = SwitchCase(p=0.15, mode="count").apply(doc, random.Random(seed))
        idx = changed_words(doc.text, result.text)
        assert len(idx) == 3  # round(20 * 0.15)
        for i in idx:
            old, new = doc.text.split(" ")[i], result.text.split(" ")[i]
            assert new == old[0].upper() + old[1:]
        assert render(doc.text, result.edits) == result.text
        assert result.rule == "sc.switch_case" and result.info["switched"] == 3


def test_count_mode_switches_at_least_one_word(nlp):
    doc = nlp("Hello world.")
    result = SwitchCase(p=0.05, mode="count").apply(doc, random.Random(3))
    assert result.changed
    assert result.text in ("hello world.", "Hello World.")


def test_bernoulli_is_the_default_and_may_switch_nothing(nlp):
    """CARDS selects each word with probability p_sc: a short sentence is often left alone."""
    assert SwitchCase().mode == "bernoulli"
    doc = nlp("Hello world.")
    results = [SwitchCase().apply(doc, random.Random(seed)) for seed in range(200)]
    unchanged = [result for result in results if not result.changed]
    assert all(result.reason == "words.none_drawn" for result in unchanged)
    # Both words stay with probability 0.85 ** 2 = 0.72.
    assert 0.6 < len(unchanged) / len(results) < 0.85
    assert {result.text for result in results if result.changed} == {"hello world.", "Hello World.", "hello World."}


def test_bernoulli_mode_rate_over_2000_words(nlp):
    # Mean of five seeded draws within 2% of p, each draw within 4% (sd near 0.8%).
    doc = plain_doc(nlp, 2000)
    for p in (0.05, 0.1, 0.15):
        rates = []
        for seed in range(5):
            result = SwitchCase(p=p, mode="bernoulli").apply(doc, random.Random(seed))
            rates.append(len(changed_words(doc.text, result.text)) / 2000)
            assert result.info["switched"] == round(rates[-1] * 2000)
        assert all(abs(rate - p) <= 0.04 for rate in rates), (p, rates)
        assert abs(sum(rates) / 5 - p) <= 0.02, (p, rates)


def test_switch_lowers_capitals_too_and_leaves_rest_of_word(nlp):
    doc = plain_doc(nlp, 10, capitalised=True)
    result = SwitchCase(p=1.0).apply(doc, random.Random(0))
    assert result.text == " ".join(f"w{i}x" for i in range(10))


def test_contraction_pieces_are_never_switched(nlp):
    doc = nlp("I don't think they'll go.")
    seen = set()
    for seed in range(40):
        text = SwitchCase(p=0.5, mode="bernoulli").apply(doc, random.Random(seed)).text
        assert "N't" not in text and "'Ll" not in text
        seen.add(text)
    assert "I Don't think they'll go." in seen


def test_no_cased_word_is_unchanged_with_reason(nlp):
    doc = nlp("1990 — 2001 東京")
    transform = SwitchCase()
    assert not transform.applicable(doc)
    result = transform.apply(doc, random.Random(0))
    assert result.text == doc.text and result.rule is None and result.reason == "sc.no_cased_word"


@pytest.mark.parametrize(
    "params",
    [{"p": 0}, {"p": 1.5}, {"p": "0.1"}, {"mode": "poisson"}, {"types": ("division",)}, {"tokenizer": object()}],
)
def test_sc_rejects_bad_parameters(params):
    with pytest.raises(ValueError):
        SwitchCase(**params)


# --- SC with a tokenizer --------------------------------------------------------------------


class TinyWordPiece:
    """Case-sensitive greedy longest-match word pieces over a tiny vocabulary."""

    vocab = {"hello", "Hello", "Cat", "c", "##at", "dog", "D", "##og", "Ab", "##c", "a", "##bc", "##x"}
    vocab |= {chr(c) for c in range(ord("a"), ord("z") + 1)} | {chr(c) for c in range(ord("A"), ord("Z") + 1)}
    vocab |= {"##" + chr(c) for c in range(ord("a"), ord("z") + 1)}

    def tokenize(self, text: str) -> list[str]:
        pieces: list[str] = []
        for chunk in text.split():
            start = 0
            while start < len(chunk):
                for end in range(len(chunk), start, -1):
                    piece = chunk[start:end] if start == 0 else "##" + chunk[start:end]
                    if piece in self.vocab or end == start + 1:
                        pieces.append(piece)
                        start = end
                        break
        return pieces


class Lowering(TinyWordPiece):
    def tokenize(self, text: str) -> list[str]:
        return super().tokenize(text.lower())


def test_classify_switch_covers_cards_table_1():
    assert classify_switch(["x", "hello", "y"], ["x", "Hello", "y"]) == "substitution"
    assert classify_switch(["x", "Cat"], ["x", "c", "##at"]) == "division"
    assert classify_switch(["D", "##og", "y"], ["dog", "y"]) == "fusion"
    assert classify_switch(["Ab", "##c"], ["a", "##bc"]) == "regrouping"
    assert classify_switch(["a", "b"], ["a", "b"]) == "unchanged"


def test_types_reported_per_switched_word(nlp):
    doc = nlp("hello Cat Dog Abc")
    transform = SwitchCase(p=1.0, tokenizer=TinyWordPiece())
    result = transform.apply(doc, random.Random(0))
    assert result.text == "Hello cat dog abc"
    assert result.info["types"] == ["substitution", "division", "fusion", "regrouping"]
    assert result.info["counts"] == {"substitution": 1, "division": 1, "fusion": 1, "regrouping": 1}


@pytest.mark.parametrize(
    "kind, expected", [("division", "hello cat Dog Abc"), ("fusion", "hello Cat dog Abc"), ("regrouping", "hello Cat Dog abc")]
)
def test_types_restrict_which_words_switch(nlp, kind, expected):
    doc = nlp("hello Cat Dog Abc")
    transform = SwitchCase(p=0.25, mode="count", tokenizer=TinyWordPiece(), types=(kind,))
    for seed in range(5):
        result = transform.apply(doc, random.Random(seed))
        assert result.text == expected
        assert result.info["counts"] == {kind: 1}


def test_lowercasing_tokenizer_warns_and_reports_unchanged(nlp):
    with pytest.warns(UserWarning, match="lowercases"):
        transform = SwitchCase(p=1.0, tokenizer=Lowering())
    result = transform.apply(nlp("hello Cat"), random.Random(0))
    assert result.info["counts"] == {"unchanged": 2}


def test_case_sensitive_tokenizer_does_not_warn():
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        SwitchCase(tokenizer=TinyWordPiece())


# --- WR ---------------------------------------------------------------------------------------


def test_dup_len_follows_esimcse_sampling():
    transform = WordRepetition()
    rng = random.Random(5)
    draws = Counter(transform.dup_len(20, rng) for _ in range(7000))
    assert set(draws) == set(range(7))  # 0 .. max(2, int(0.32 * 20)) = 6
    for value in range(7):
        assert abs(draws[value] / 7000 - 1 / 7) < 0.02
    small = {transform.dup_len(3, rng) for _ in range(500)}
    assert small == {0, 1, 2}  # max(2, int(0.96)) = 2
    assert {transform.dup_len(1, rng) for _ in range(200)} == {0, 1}  # capped at n_words


def test_repeats_words_in_place(nlp):
    doc = plain_doc(nlp, 30)
    originals = doc.text.split(" ")
    for seed in range(30):
        result = WordRepetition().apply(doc, random.Random(seed))
        if not result.changed:
            assert result.reason == "wr.drew_zero"
            continue
        out = result.text.split(" ")
        k = len(out) - len(originals)
        assert 1 <= k <= 9 and result.info["repeated"] == k
        # Removing each immediate repetition gives back the input.
        deduped = [w for i, w in enumerate(out) if i == 0 or w != out[i - 1]]
        assert deduped == originals


def test_repeated_first_word_is_lower_case_unless_it_keeps_its_capital(nlp):
    doc = Doc(nlp.vocab, words=["The", "cat", "sat", "."], spaces=[True, True, False, False], pos=["DET", "NOUN", "VERB", "PUNCT"])
    name = Doc(nlp.vocab, words=["Paris", "is", "big", "."], spaces=[True, True, False, False], pos=["PROPN", "AUX", "ADJ", "PUNCT"])
    seen = {WordRepetition(dup_rate=1.0).apply(doc, random.Random(s)).text for s in range(60)}
    assert "The the cat sat." in seen and "The cat sat sat." in seen
    assert not any(text.startswith("The The") for text in seen)
    seen_name = {WordRepetition(dup_rate=1.0).apply(name, random.Random(s)).text for s in range(60)}
    assert "Paris Paris is big." in seen_name


def test_wr_rejects_bad_rate():
    with pytest.raises(ValueError):
        WordRepetition(dup_rate=-0.1)


def test_words_keep_marks_that_belong_to_them(nlp):
    doc = nlp("It scored 95% on #1 and (R&D) rose... too!")
    assert [w.text(doc.text) for w in words(doc)] == ["It", "scored", "95%", "on", "#1", "and", "R&D", "rose", "too"]
