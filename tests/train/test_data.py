import json

import pytest

from sda_augment.train.data import (
    IDENTITY,
    DataError,
    Example,
    load_examples,
    read_jsonl,
    read_simcse_csv,
)


def write_jsonl(path, records):
    path.write_text("".join(json.dumps(record) + "\n" for record in records), encoding="utf-8")
    return path


RECORDS = [
    {"id": 0, "text": "He travelled widely.", "pi": "He travelled, widely.", "mv": "He must have travelled widely.",
     "neg": "He didn't travel widely.", "rules": {"pi": "pi.x", "mv": "mv.y", "neg": "neg.z"}},
    {"id": 1, "text": "Hi", "pi": "Hi", "mv": "Hi", "neg": "Hi", "rules": {"pi": None, "mv": None, "neg": None}},
    {"id": 2, "text": "She sang.", "pi": "She sang!", "mv": "She sang.", "neg": "She didn't sing.",
     "rules": {"pi": "pi.end", "mv": None, "neg": "neg.do"}},
]


def test_jsonl_uses_changed_outputs_only(tmp_path):
    path = write_jsonl(tmp_path / "a.jsonl", RECORDS)
    examples = read_jsonl(path, ["pi", "mv"], "neg", seed=1)
    assert examples[1] == Example("Hi", "Hi", None, IDENTITY)  # nothing changed: dropout positive, no negative
    assert examples[2] == Example("She sang.", "She sang!", "She didn't sing.", "pi")  # mv unchanged, never chosen
    assert examples[0].augmented in {"He travelled, widely.", "He must have travelled widely."}
    assert examples[0].aug_type in {"pi", "mv"}
    assert examples[0].negative == "He didn't travel widely."


def test_ensemble_choice_is_seeded_and_uses_both_methods(tmp_path):
    records = [dict(RECORDS[0], id=i) for i in range(40)]
    path = write_jsonl(tmp_path / "b.jsonl", records)
    first = read_jsonl(path, ["pi", "mv"], None, seed=7)
    assert first == read_jsonl(path, ["pi", "mv"], None, seed=7)
    assert {example.aug_type for example in first} == {"pi", "mv"}
    assert all(example.negative is None for example in first)


def test_without_rules_changed_means_different_text(tmp_path):
    path = write_jsonl(tmp_path / "c.jsonl", [{"text": "A b.", "pi": "A b."}, {"text": "C d.", "pi": "C, d."}])
    examples = read_jsonl(path, ["pi"], None)
    assert [(e.augmented, e.aug_type) for e in examples] == [("A b.", IDENTITY), ("C, d.", "pi")]


@pytest.mark.parametrize(
    "bad, message",
    [
        ("{not json", r"bad\.jsonl:2:2: not valid JSON \(Expecting property name enclosed in double quotes\)"),
        (json.dumps({"text": "", "pi": "x"}), r"bad\.jsonl:2: 'text' must be a non-empty string"),
        (json.dumps({"text": "A.", "mv": "B."}), r"bad\.jsonl:2: record has no 'pi' output \(has: mv\)"),
        (json.dumps({"text": "A.", "pi": 3}), r"bad\.jsonl:2: 'pi' must be a string"),
        (json.dumps(["A."]), r"bad\.jsonl:2: expected a JSON object"),
    ],
)
def test_jsonl_errors_name_the_line(tmp_path, bad, message):
    path = tmp_path / "bad.jsonl"
    path.write_text(json.dumps({"text": "Fine.", "pi": "Fine!"}) + "\n" + bad + "\n", encoding="utf-8")
    with pytest.raises(DataError, match=message):
        read_jsonl(path, ["pi"], None)


def test_missing_negative_method_is_an_error(tmp_path):
    path = write_jsonl(tmp_path / "d.jsonl", [{"text": "A.", "pi": "A!"}])
    with pytest.raises(DataError, match=r"d\.jsonl:1: record has no 'neg' output"):
        read_jsonl(path, ["pi"], "neg")


def test_simcse_csv(tmp_path):
    path = tmp_path / "nli.csv"
    path.write_text('sent0,sent1,hard_neg\n"A man, smiling.",A man smiles.,Nobody smiles.\nA cat.,A kitten.,\n', encoding="utf-8")
    examples = read_simcse_csv(path)
    assert examples[0] == Example("A man, smiling.", "A man smiles.", "Nobody smiles.", "csv")
    assert examples[1].negative is None
    assert read_simcse_csv(path, use_negatives=False)[0].negative is None
    assert load_examples(path, negative=None)[0].negative is None


@pytest.mark.parametrize(
    "content, message",
    [
        ("text,other\nA,B\n", r"nli\.csv:1: header lacks sent0, sent1"),
        ("sent0,sent1,hard_neg\nA,B,C\n,B,C\n", r"nli\.csv:3: sent0 is empty"),
        ("sent0,sent1,hard_neg\nA,B,C\nA,,C\n", r"nli\.csv:3: sent1 is empty"),
        ("sent0,sent1\nA,B\nA,B,C\n", r"nli\.csv:3: more cells"),
    ],
)
def test_csv_errors_name_the_line(tmp_path, content, message):
    path = tmp_path / "nli.csv"
    path.write_text(content, encoding="utf-8")
    with pytest.raises(DataError, match=message):
        read_simcse_csv(path)


def test_raw_text_is_augmented_with_a_registered_method(tmp_path, nlp):
    path = tmp_path / "raw.txt"
    path.write_text("He travelled widely in Europe.\n\nThe results were published in 2019.\n", encoding="utf-8")
    examples = load_examples(path, positive=["pi"], negative=None, seed=0, nlp=nlp)
    assert [e.anchor for e in examples] == ["He travelled widely in Europe.", "The results were published in 2019."]
    for example in examples:
        if example.aug_type == "pi":
            assert example.augmented != example.anchor
        else:
            assert example.augmented == example.anchor
    assert any(e.aug_type == "pi" for e in examples)
    assert load_examples(path, positive=["pi"], negative=None, seed=0, nlp=nlp) == examples


def test_raw_text_without_methods_is_simcse(tmp_path):
    path = tmp_path / "raw.txt"
    path.write_text("One.\nTwo.\n", encoding="utf-8")
    assert load_examples(path, positive=[], negative=None) == [Example("One.", "One."), Example("Two.", "Two.")]


def test_raw_text_ensemble_draws_from_every_method(tmp_path, nlp):
    path = tmp_path / "raw.txt"
    sentences = ["He travelled widely in Europe.", "The results were published in 2019.",
                 "They have finished the report.", "The team won the final match in May."] * 4
    path.write_text("\n".join(sentences) + "\n", encoding="utf-8")
    examples = load_examples(path, positive=["pi", "wr"], negative=None, seed=3, nlp=nlp)
    assert {e.aug_type for e in examples} == {"pi", "wr"}


def test_uniform_sampling_labels_none_when_the_drawn_method_did_nothing(tmp_path):
    # pi changed every sentence, mv none of them: AugCSE draws among both and relabels an mv draw "none".
    records = [dict(RECORDS[2], id=i) for i in range(60)]
    path = write_jsonl(tmp_path / "u.jsonl", records)
    uniform = read_jsonl(path, ["pi", "mv"], None, seed=2, sampling="uniform")
    kinds = [e.aug_type for e in uniform]
    assert set(kinds) == {"pi", IDENTITY} and 15 < kinds.count(IDENTITY) < 45
    assert all(e.augmented == e.anchor for e in uniform if e.aug_type == IDENTITY)
    changed = read_jsonl(path, ["pi", "mv"], None, seed=2)
    assert {e.aug_type for e in changed} == {"pi"}  # among those that changed it only


def test_augcse_csv_is_read_by_its_header(tmp_path):
    path = tmp_path / "aug.csv"
    path.write_text('sent0,aug,aug_type\n"Hi, you.","Hello, you.",discourse\nA cat.,A cat.,none\nA dog.,A dog.,\n', encoding="utf-8")
    assert load_examples(path) == [
        Example("Hi, you.", "Hello, you.", None, "discourse"), Example("A cat.", "A cat."), Example("A dog.", "A dog."),
    ]
    path.write_text("sent0,aug,aug_type\nA cat.,A kitten.,none\n", encoding="utf-8")
    with pytest.raises(DataError, match=r"aug\.csv:2: aug_type is 'none' but aug differs from sent0"):
        load_examples(path)
    path.write_text("sent0,aug_type\nA cat.,none\n", encoding="utf-8")
    with pytest.raises(DataError, match=r"aug\.csv:1: header lacks aug \(expected sent0,aug,aug_type\)"):
        load_examples(path)


def test_repeated_and_short_sentences_are_left_out_when_asked(tmp_path):
    path = tmp_path / "raw.txt"
    path.write_text("One two three.\nOne two three.\nGo.\nA b c d.\n", encoding="utf-8")
    notes = []
    examples = load_examples(path, positive=[], deduplicate=True, min_words=3, note=notes.append)
    assert [e.anchor for e in examples] == ["One two three.", "A b c d."]
    assert notes == ["data: left out 1 repeated sentences and 1 of fewer than 3 words; 2 kept"]
    assert len(load_examples(path, positive=[])) == 4


def test_raw_text_uniform_sampling_draws_among_every_pool_member(tmp_path, nlp):
    from sda_augment.registry import available

    path = tmp_path / "raw.txt"
    sentences = ["A man in a red shirt is playing a guitar.", "She was born in Paris in 1950.",
                 "The old building was not destroyed.", "Two young women are walking to the store."] * 6
    path.write_text("\n".join(sentences) + "\n", encoding="utf-8")
    members = {item.name for item in available() if "augcse" in item.meta.pools}
    uniform = load_examples(path, positive=["augcse"], seed=0, nlp=nlp, sampling="uniform")
    applied = load_examples(path, positive=["augcse"], seed=0, nlp=nlp)
    assert {e.aug_type for e in uniform} <= members | {IDENTITY}
    assert {e.aug_type for e in applied} <= members | {IDENTITY}
    assert len({e.aug_type for e in uniform} - {IDENTITY}) >= 3
    # Drawing among every member (AugCSE §4.2) labels more sentences "none" than drawing among those that apply.
    assert sum(e.aug_type == IDENTITY for e in uniform) > sum(e.aug_type == IDENTITY for e in applied)
    assert all((e.augmented == e.anchor) == (e.aug_type == IDENTITY) for e in uniform)
