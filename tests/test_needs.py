"""What each built-in declares it needs from spaCy is enough, and "tags" is not more than needed.

A transform that needs only the text gives the same results on a TextDoc as on a full parse;
one that needs only tokens, on the tokenizer's Doc; one that needs tags, on a Doc tagged but
not parsed.
"""

from __future__ import annotations

import random

import pytest
from test_pipeline import SENTENCES

from sda_augment.analysis.document import TextDoc
from sda_augment.registry import available, get_transform
from sda_augment.transform import meta_of
from sda_augment.transforms.baselines.baselines import SynonymReplacement

_SYNONYMS = {"travel": ["journey"], "finish": ["complete"], "report": ["account"], "capital": ["seat"], "river": ["stream"]}
TEXTS = [*SENTENCES, "Paris is the capital of France.", "London Bridge is falling down."]


def _build(name):
    return SynonymReplacement(source=_SYNONYMS) if name == "synonym" else get_transform(name)


def _partial(nlp, text, needs):
    if needs == "text":
        return TextDoc(text)
    if needs == "tokens":
        doc = nlp.make_doc(text)
        assert not doc.has_annotation("TAG")
        return doc
    with nlp.select_pipes(disable=["parser"]):
        doc = nlp(text)
    assert doc.has_annotation("TAG") and not doc.has_annotation("DEP")
    return doc


@pytest.mark.parametrize("name", [item.name for item in available() if item.builtin and item.needs in ("text", "tokens", "tags")])
def test_a_transform_gets_by_with_what_it_declares(name, nlp):
    transform = _build(name)
    needs = meta_of(transform).needs
    for text in TEXTS:
        full, partial = nlp(text), _partial(nlp, text, needs)
        for seed in range(3):
            assert transform.apply(partial, random.Random(seed)) == transform.apply(full, random.Random(seed)), (text, seed)
        assert transform.applicable(partial) == transform.applicable(full)


def test_tags_are_needed_where_declared(nlp):
    """Synonym replacement looks words up by lemma and part of speech: untagged, it finds none."""
    transform = _build("synonym")
    assert meta_of(transform).needs == "tags"
    text = "They travel to the capital by the river."
    full, bare = nlp(text), nlp.make_doc(text)
    assert all(transform.apply(full, random.Random(seed)).changed for seed in range(5))
    assert not any(transform.apply(bare, random.Random(seed)).changed for seed in range(5))


@pytest.mark.parametrize(
    ("text", "moved"),
    [
        ("The cat sat on the mat.", "the"),  # a stop word
        ("Later the river flooded the town.", "later"),  # a dictionary word
        ("Paris is the capital of France.", "Paris"),  # a name the dictionary does not know
        ("Senator Walker spoke at length.", "Senator"),  # a dictionary word opening a name
        ("NASA launched the probe.", "NASA"),  # spelling: an acronym
        ("I think so.", "I"),
    ],
)
def test_the_first_word_keeps_its_capital_by_the_tokens_alone(nlp, text, moved):
    """wr and swap decide on the tokenizer's Doc whether a moved first word keeps its capital."""
    from sda_augment.transforms.surface.surface import moved_away_text, words

    doc = nlp.make_doc(text)
    assert not doc.has_annotation("TAG")
    assert moved_away_text(doc, words(doc)) == moved
    repeated = {_build("wr").apply(doc, random.Random(seed)).text for seed in range(80)}
    first = text.split(" ", 1)[0]
    assert f"{first} {moved} " + text.split(" ", 1)[1] in repeated


# --- what a run builds ---------------------------------------------------------------------


@pytest.mark.parametrize(
    ("methods", "runs"),
    [
        (["word_del", "swap", "crop"], None),
        (["sc", "wr", "mask", "rand_punct"], None),
        ([SynonymReplacement(source=_SYNONYMS)], ("tok2vec", "tagger", "attribute_ruler", "lemmatizer")),
        (["word_del", SynonymReplacement(source=_SYNONYMS)], ("tok2vec", "tagger", "attribute_ruler", "lemmatizer")),
        (["pi", "word_del"], ("tok2vec", "tagger", "parser", "attribute_ruler", "lemmatizer")),
    ],
)
def test_a_run_runs_only_the_components_its_methods_need(nlp, methods, runs):
    """``runs`` None: the methods read the text alone, and no pipeline runs at all."""
    from sda_augment.pipeline import Augmenter

    augmenter = Augmenter(methods, nlp=nlp)
    assert augmenter.components == (runs or ())
    assert (augmenter.nlp is None) == (runs is None)
    augmenter.warm_up()
    seen = []
    original = augmenter._record

    def record(doc, record_id, text):
        if runs is None:
            seen.append(type(doc))
        else:
            seen.append((doc.has_annotation("TAG"), doc.has_annotation("DEP")))
        return original(doc, record_id, text)

    augmenter._record = record
    list(augmenter.run(TEXTS[:3]))
    expected = TextDoc if runs is None else ("tagger" in runs, "parser" in runs)
    assert seen == [expected] * 3


def test_outputs_of_a_text_only_run_equal_those_on_a_full_parse(nlp):
    """The surface methods find the same words in the text as in a parsed Doc of it."""
    from sda_augment.pipeline import Augmenter

    methods = ["sc", "wr", "word_del", "crop", "swap", "mask", "rand_punct"]
    lean = [record.results for record in Augmenter(methods, nlp=nlp, seed=3).run(TEXTS)]
    parsing = Augmenter([*methods, "pi"], nlp=nlp, seed=3)
    full = [parsing.augment_doc(nlp(text), index) for index, text in enumerate(TEXTS)]
    assert all(any(results[name].changed for results in lean) for name in methods)  # not a vacuous equality
    assert lean == [{name: results[name] for name in methods} for results in full]


def test_a_text_only_run_is_independent_of_batch_size_and_processes():
    from sda_augment.pipeline import Augmenter

    def texts(batch_size, n_process):
        augmenter = Augmenter("word_del,swap,wr,mask", seed=4, batch_size=batch_size, n_process=n_process)
        return [{name: result.text for name, result in record.results.items()} for record in augmenter.run(TEXTS * 3)]

    reference = texts(64, 1)
    assert sum(results["swap"] != text for results, text in zip(reference, TEXTS * 3)) > len(TEXTS)
    assert texts(1, 1) == reference
    assert texts(2, 2) == reference


def test_the_word_list_answers_as_lemminflects_tables():
    """A text-only run asks the word list read from lemminflect's files; a parsing run asks
    lemminflect's tables: both must know the same words."""
    from sda_augment.analysis.dictionary import dictionary_words
    from sda_augment.analysis.morphology import lemma_table

    words = dictionary_words()
    assert words is not None and "later" in words and "morales" not in words
    sample = ["later", "born", "police", "paris", "morales", "five", "staff", "the", "ran", "walker", "co", "xyzzy", "'d"]
    assert {word: word in words for word in sample} == {word: bool(lemma_table(word)) for word in sample}


def test_a_text_only_run_imports_neither_spacy_nor_lemminflect():
    """Start-up is most of a surface run's time: spaCy's import alone outlasts the run."""
    import subprocess
    import sys

    code = (
        "import sys; from sda_augment.pipeline import augment\n"
        "records = augment(['Later the river flooded the town.', 'Paris is big.'], 'word_del,swap,wr,crop,mask,sc,rand_punct')\n"
        "assert all(r.results['swap'].changed for r in records)\n"
        "print(sorted(m for m in ('spacy', 'thinc', 'lemminflect', 'torch') if m in sys.modules))"
    )
    completed = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert completed.returncode == 0, completed.stderr
    assert completed.stdout.strip() == "[]"


def test_a_model_needs_only_what_the_methods_need(tmp_path):
    """A tokenizer-only pipeline serves the surface methods; the rules that parse refuse it."""
    import spacy

    from sda_augment.model import ModelNotFoundError
    from sda_augment.pipeline import Augmenter

    spacy.blank("en").to_disk(tmp_path / "blank")
    (record,) = Augmenter(["word_del:p=1.0"], model=tmp_path / "blank").run(["Two words."])
    assert record.results["word_del"].changed
    with pytest.raises(ModelNotFoundError, match="has no parser or tagger"):
        Augmenter(["pi"], model=tmp_path / "blank")
    with pytest.raises(ModelNotFoundError, match="has no tagger"):
        Augmenter([SynonymReplacement(source=_SYNONYMS)], model=tmp_path / "blank")
