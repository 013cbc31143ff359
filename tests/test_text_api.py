"""Strings in, strings out on every transform and combinator: ``t.augment(text, n=..., seed=...)``."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest
from click.testing import CliRunner

from sda_augment import (
    AllOf,
    DoubleNegation,
    ModalVerb,
    Negation,
    OneOf,
    PunctuationInsertion,
    Sometimes,
)
from sda_augment.cli import main
from sda_augment.registry import available
from sda_augment.transform import Augments
from sda_augment.transforms.baselines.baselines import SynonymReplacement
from sda_augment.transforms.baselines.synonyms import MissingDataError

SENTENCE = "He travelled widely in Europe."


def test_the_nlpaug_style_call_gives_strings_back():
    outputs = DoubleNegation().augment("He travelled widely.", n=3, seed=0)
    assert outputs == ["It is not true that he did not travel widely."]  # one candidate: one output
    assert Negation().augment(SENTENCE, seed=0) == ["He did not travel widely in Europe."]
    several = PunctuationInsertion().augment(SENTENCE, n=3, seed=4)
    assert 1 < len(several) <= 3 and len(set(several)) == len(several)
    assert all(isinstance(text, str) and text != SENTENCE for text in several)
    assert several == PunctuationInsertion().augment(SENTENCE, n=3, seed=4)  # seeded
    assert Negation().augment("", n=2) == [] and ModalVerb().augment("Pedro Landero", n=2) == []


def test_outputs_are_the_variants_the_command_writes(tmp_path):
    texts = [SENTENCE, "They have finished the report.", "She can swim."]
    corpus, out = tmp_path / "in.txt", tmp_path / "out.jsonl"
    corpus.write_text("\n".join(texts) + "\n", encoding="utf-8")
    result = CliRunner().invoke(main, [str(corpus), "-m", "pi,word_del", "--variants", "3", "--seed", "7", "-o", str(out), "-q"])
    assert result.exit_code == 0, result.output
    written = [json.loads(line) for line in out.read_text().splitlines()]
    for name, transform in (("pi", PunctuationInsertion()), ("word_del", available_transform("word_del"))):
        expected = [
            list(dict.fromkeys(text for text, rule in zip(record[name], record["rules"][name]) if rule)) for record in written
        ]
        assert transform.augment(texts, n=3, seed=7) == expected  # a list in, a list of lists out
        assert transform.augment(texts[0], n=3, seed=7) == expected[0]  # a string is the first line


def available_transform(name):
    return next(item for item in available() if item.name == name).factory()


def test_every_registered_transform_and_the_combinators_have_it():
    for item in available():
        if not issubclass(item.factory if isinstance(item.factory, type) else object, Augments):
            assert not item.builtin, item.name  # a plugin may implement the protocol alone
            continue
        try:
            transform = item.factory()
        except MissingDataError:
            transform = SynonymReplacement(source={"travel": ["journey"]})
        outputs = transform.augment(["He travelled widely in Europe with his wife.", ""], n=2, seed=1)
        assert isinstance(outputs, list) and len(outputs) == 2 and outputs[1] == [], item.name
        assert all(isinstance(text, str) for text in outputs[0]) and len(outputs[0]) <= 2, item.name
    combined = [AllOf([PunctuationInsertion(), ModalVerb()]), OneOf([ModalVerb(), DoubleNegation()]),
                Sometimes(Negation(), p=1.0)]
    for transform in combined:
        assert transform.augment("They have finished the report.", n=2, seed=0), transform


def test_a_chinese_implementation_reads_its_text_with_the_chinese_pipeline():
    for item in available("zh"):
        outputs = item.factory().augment([item.meta.sample, ""], n=2, seed=1)
        assert len(outputs) == 2 and outputs[0] and outputs[1] == [], item.name
        assert all(isinstance(text, str) and " " not in text for text in outputs[0]), (item.name, outputs)
    negation = next(item for item in available("zh") if item.name == "neg").factory()
    assert negation.augment("他去了北京。", n=2, seed=0) == ["他没有去北京。", "他没去北京。"]  # 了 goes under 没


def test_bad_arguments_are_refused():
    with pytest.raises(TypeError, match="a string or a list of strings"):
        Negation().augment(42)
    with pytest.raises(ValueError, match="at least 1"):
        Negation().augment(SENTENCE, n=0)


def _run(code: str) -> list[str]:
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    return done.stdout.split()


def test_the_model_loads_once_and_only_for_a_transform_that_needs_it():
    counting = (
        "import spacy, sys\n"
        "loads = []\n"
        "original = spacy.load\n"
        "def counted(*a, **k):\n"
        "    nlp = original(*a, **k)\n"
        "    loads.append(a)  # a pipeline loaded (a name tried and not installed is no load)\n"
        "    return nlp\n"
        "spacy.load = counted\n"
    )
    text_only = _run(
        "import sys\nfrom sda_augment import WordDeletion\n"
        "print(WordDeletion().augment('He travelled widely in Europe.', n=2, seed=1) != [], 'spacy' in sys.modules)"
    )
    assert text_only == ["True", "False"]  # no model, spaCy not even imported
    parsed = _run(
        counting + "from sda_augment import Negation, ModalVerb, PunctuationInsertion, SynonymReplacement\n"
        "Negation().augment('She can swim.'); ModalVerb().augment('He left.', n=2)\n"
        "SynonymReplacement(source={'swim': ['paddle']}).augment('She can swim.')\n"
        "print(len(loads))"
    )
    assert parsed == ["1"]
