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
    assert examples[0].positive in {"He travelled, widely.", "He must have travelled widely."}
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
    assert [(e.positive, e.aug_type) for e in examples] == [("A b.", IDENTITY), ("C, d.", "pi")]


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
            assert example.positive != example.anchor
        else:
            assert example.positive == example.anchor
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
