"""The augmenter: order, ids, bad records, faulty transforms, coverage, and independence
of the output from batch size and process count."""

from __future__ import annotations

import random

import pytest

from sda_augment.edits import Edit, insert_after
from sda_augment.pipeline import (
    Augmenter,
    augment,
    input_problem,
    problem_info,
    record_rng,
)
from sda_augment.transform import AugResult, Candidate, RuleTransform, unchanged

SENTENCES = [
    "He travelled widely in Europe.",
    "They have finished the report.",
    "She can swim.",
    "Nobody came to the party.",
    "The results were published in 2019.",
    "When the war ended, he returned to Paris.",
    "The museum, which opened in 1901, holds 3,000 paintings.",
    "It rained all day.",
    "Is this the right way?",
    "Wow!",
    "The company was co-founded by two engineers (both from Ohio).",
    "In 2010, the band released its third album.",
    "That's not what I meant.",
    "He said that the plan would work.",
    "The river flows north and the road follows it.",
    "Tokyo is the capital of Japan.",
    "However, the bill was never passed.",
    "Students who study regularly do better.",
    "The film received mixed reviews from critics.",
    "I think so.",
]


class TwoRules(RuleTransform):
    """A rule transform for tests: a '!' after the first token always, a ';' after any comma."""

    name = "two"
    polarity = "positive"

    def candidates(self, doc):
        options = [Candidate("two.bang", (insert_after(doc[0], "!"),))] if len(doc) else []
        options += [Candidate("two.semi", (insert_after(t, ";"),)) for t in doc if t.text == ","]
        return options


class Boom:
    """A faulty transform: raises on sentences with 'boom', else appends ' ok'."""

    name = "boom"
    polarity = "positive"

    def applicable(self, doc):
        return True

    def apply(self, doc, rng):
        if "boom" in doc.text:
            raise ValueError("kaboom")
        end = len(doc.text)
        return AugResult(doc.text + " ok", "boom.ok", (Edit(end, end, " ok"),))


class Never:
    name = "never"
    polarity = "negative"

    def applicable(self, doc):
        return False

    def apply(self, doc, rng):
        return unchanged(doc, "never applies")


def as_tuples(records):
    return [(r.id, r.text, r.skip_reason, {k: (v.text, v.rule, v.reason) for k, v in r.results.items()}) for r in records]


def test_input_problem():
    assert input_problem("fine", 10) is None
    assert input_problem("", 10) == "input.empty"
    assert input_problem(" \t", 10) == "input.whitespace_only"
    assert input_problem("a\x00b", 10) == "input.nul_character"
    assert input_problem("x" * 10, 10) is None
    assert input_problem("x" * 11, 10) == "input.too_long"
    assert input_problem(None, 10) == "input.not_string"
    assert problem_info("input.too_long", "x" * 11, 10) == {"limit": 10}
    assert problem_info("input.not_string", None, 10) == {"type": "NoneType"}
    assert problem_info("input.empty", "", 10) == {}


def test_order_ids_and_bad_records_pass_through(nlp):
    texts = ["First, second.", "", "boom here.", "   ", "x" * 50, "Last one."]
    augmenter = Augmenter({"two": TwoRules(), "boom": Boom(), "never": Never()}, nlp=nlp, batch_size=2, max_chars=40)
    records = list(augmenter.run(texts, ids=["a", "b", "c", "d", "e", "f"]))
    assert [r.id for r in records] == ["a", "b", "c", "d", "e", "f"]
    assert [r.text for r in records] == texts
    assert [r.skip_reason for r in records] == [None, "input.empty", None, "input.whitespace_only", "input.too_long", None]
    assert records[4].skip_info == {"limit": 40} and records[4].results["two"].info == {"limit": 40}
    boom = records[2].results["boom"]
    assert boom.text == "boom here." and boom.rule is None and boom.reason == "transform.error"
    assert boom.info == {"transform": "boom", "error": "ValueError"}
    assert records[0].results["boom"].text == "First, second. ok"
    assert records[5].results["never"].reason == "never applies"
    coverage = augmenter.coverage
    assert coverage.records == 6
    assert dict(coverage.bad_records) == {"input.empty": 1, "input.whitespace_only": 1, "input.too_long": 1}
    assert dict(coverage.bad_details) == {("input.too_long", "longer than 40 characters"): 1}
    assert coverage["boom"].changed == 2 and coverage["boom"].skipped["transform.error"] == 1
    assert dict(coverage["boom"].skipped_details) == {
        ("transform.error", "error in boom: ValueError"): 1,
        ("input.too_long", "longer than 40 characters"): 1,  # every method counts the bad records too
    }
    # A third-party reason nobody registered is counted as it is, and is its own message.
    assert coverage["never"].applicable == 0 and coverage["never"].skipped["never applies"] == 3
    report = coverage.report()
    assert report["bad_records"]["reasons"]["input.too_long"] == {
        "count": 1, "message": "longer than {limit} characters", "details": {"longer than 40 characters": 1}
    }
    assert report["methods"]["never"]["skipped"]["never applies"] == {"count": 3, "message": "never applies"}
    # Rules that had a candidate are counted even when the rng chose another rule.
    assert coverage["two"].rule_applicable == {"two.bang": 3, "two.semi": 1}
    assert coverage["two"].applicable == 3 and coverage["two"].changed == 3
    assert sum(coverage["two"].rules.values()) == 3


def test_rule_choice_matches_apply(nlp):
    """Listing candidates in the pipeline chooses exactly what the transform's apply would."""
    transform = TwoRules()
    augmenter = Augmenter({"two": transform}, nlp=nlp, seed=5)
    for index, record in enumerate(augmenter.run(SENTENCES)):
        expected = transform.apply(nlp(SENTENCES[index]), record_rng(5, index, "two"))
        assert record.results["two"] == expected


def test_output_is_independent_of_batch_size_and_processes(nlp):
    methods = {"pi": "pi", "two": TwoRules()}

    def run(**options):
        augmenter = Augmenter(list(methods.values()), nlp=nlp, seed=11, **options)
        return as_tuples(augmenter.run(SENTENCES + ["", "boom"])), augmenter.coverage.to_dict()

    reference, coverage = run(batch_size=64, n_process=1)
    assert run(batch_size=1, n_process=1) == (reference, coverage)
    assert run(batch_size=3, n_process=2) == (reference, coverage)
    # Both rules of TwoRules fire somewhere: the comparison is not between constant outputs.
    assert {r[3]["two"][1] for r in reference} >= {"two.bang", "two.semi"}


def test_results_depend_on_record_id_not_position(nlp):
    ids = list(range(len(SENTENCES)))
    forward = as_tuples(Augmenter([TwoRules()], nlp=nlp, seed=2).run(SENTENCES, ids))
    backward = as_tuples(Augmenter([TwoRules()], nlp=nlp, seed=2).run(SENTENCES[::-1], ids[::-1]))
    assert forward == backward[::-1]


def test_record_rng_is_keyed_by_seed_id_and_method():
    draw = lambda *key: record_rng(*key).random()  # noqa: E731
    assert draw(1, 5, "pi") == draw(1, 5, "pi")
    assert len({draw(1, 5, "pi"), draw(2, 5, "pi"), draw(1, 6, "pi"), draw(1, 5, "mv")}) == 4
    assert draw(1, 5, "pi") != random.Random(1).random()


def test_augment_doc_counts_coverage(nlp):
    augmenter = Augmenter({"two": TwoRules()}, nlp=nlp)
    results = augmenter.augment_doc(nlp("Hi there."), 0)
    assert results["two"].text == "Hi! there."
    assert augmenter.coverage["two"].changed == 1


def test_augment_with_registered_pi(nlp):
    (record,) = augment(["He travelled widely in Europe."], "pi", nlp=nlp, seed=0)
    result = record.results["pi"]
    assert result.changed and result.rule.startswith("pi.")
    assert result.text.startswith("He travelled widely in Europe")


def test_inflection_tables_load_once_and_before_the_run(nlp, monkeypatch):
    from lemminflect.core.Inflections import Inflections
    from lemminflect.core.Lemmatizer import Lemmatizer

    from sda_augment.analysis import morphology as inflect

    for table, attribute in ((Lemmatizer(), "lemma_dict"), (Inflections(), "infl_dict")):
        if hasattr(table, attribute):
            delattr(table, attribute)  # lemminflect reads it again on its next lookup
    inflect.load_tables()
    assert hasattr(Lemmatizer(), "lemma_dict") and hasattr(Inflections(), "infl_dict")

    calls = []
    monkeypatch.setattr(inflect, "load_tables", lambda: calls.append("loaded"))
    augmenter = Augmenter(["mv"], nlp=nlp)
    augmenter.warm_up()
    augmenter.warm_up()  # once per augmenter
    assert calls == ["loaded"]


def test_bad_parameters(nlp):
    with pytest.raises(ValueError):
        Augmenter("pi", nlp=nlp, batch_size=0)
    with pytest.raises(ValueError):
        Augmenter("pi", nlp=nlp, n_process=0)
    with pytest.raises(LookupError):
        Augmenter("no-such-method", nlp=nlp)


class _SplitCapitals:
    """A case-sensitive toy tokenizer: a capitalised word splits into its letter and the rest."""

    def tokenize(self, text: str) -> list[str]:
        pieces: list[str] = []
        for word in text.split():
            pieces.extend([word[0], "##" + word[1:]] if word[:1].isupper() and len(word) > 1 else [word])
        return pieces


def test_coverage_reports_the_switch_types_a_transform_counts(nlp):
    from sda_augment import SwitchCase

    augmenter = Augmenter({"sc": SwitchCase(p=1.0, tokenizer=_SplitCapitals())}, nlp=nlp)
    records = list(augmenter.run(["the cat sat on the mat", "Big Dogs bark"]))
    assert all(record.results["sc"].changed for record in records)
    details = augmenter.coverage["sc"].to_dict()["details"]
    # Lower-case words gain a capital and split (division: six, plus "bark");
    # capitalised ones ("Big", "Dogs") lose it and fuse.
    assert details == {"division": 7, "fusion": 2}


def test_token_tables_built_after_the_parse_are_the_rules_tables(nlp, monkeypatch):
    from sda_augment.analysis import tokens
    from sda_augment.analysis.document import KEY

    texts = ["The bridge was built in 1920.", "She did not attend the ceremony.", "Kazakh playing cards"]
    items = [(index, text, None) for index, text in enumerate(texts)]
    built = []
    real = tokens.build_rows
    monkeypatch.setattr(tokens, "build_rows", lambda doc: built.append(doc) or real(doc))
    augmenter = Augmenter(["pi", "mv", "dn", "neg"], nlp=nlp)
    augmenter.process_chunk(items)
    assert len(built) == len(texts)  # one table per Doc, built with the parse, none again by a rule
    assert all(KEY not in doc.user_data for doc in built)  # released once every method ran
    assert all(tokens.rows(doc) == real(doc) for doc in built)  # the same rows a rule would build

    # A table that cannot be built is left to the first rule that asks: preparing never raises.
    from sda_augment.analysis import prepare
    from sda_augment.analysis.document import analysis_of, doc_text

    monkeypatch.setattr(tokens, "build_rows", lambda doc: 1 / 0)
    doc = nlp(texts[0])
    prepare(doc, texts[0])
    assert [key.name for key in analysis_of(doc).answers] == ["text"] and doc_text(doc) is texts[0]


def test_methods_are_specs_with_options(nlp):
    from sda_augment.options import OptionError
    from sda_augment.pipeline import resolve_methods
    from sda_augment.transforms.modal.mv import ModalVerb
    from sda_augment.transforms.negation import DoubleNegation

    framed = {"dn": DoubleNegation(fragments=True, litotes=False), "mv": ModalVerb()}
    assert resolve_methods("dn:fragments=true:litotes=false, mv") == framed
    assert resolve_methods(["dn:fragments=true:litotes=false", "mv"]) == framed
    assert list(resolve_methods(["mv", DoubleNegation()])) == ["mv", "dn"]
    with pytest.raises(ValueError, match="method 'dn' given twice"):
        resolve_methods(["dn", "dn:fragments=true"])
    with pytest.raises(OptionError, match="dn: unknown option 'fragmnts'"):
        Augmenter(["dn:fragmnts=true"], nlp=nlp)
    titles = ["The Battle of Hastings"]
    record = next(Augmenter(["dn:fragments=true"], nlp=nlp).run(titles))
    assert record.results["dn"].rule == "dn.fragment_template"
    assert next(Augmenter(["dn"], nlp=nlp).run(titles)).results["dn"].rule is None
