"""Per-method options on the command line and in a --config file, as the CLI takes them."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner
from test_pipeline import SENTENCES

from sda_augment.cli import main
from sda_augment.pipeline import Augmenter
from sda_augment.transforms.negation import DoubleNegation, Negation
from sda_augment.transforms.punctuation.pi import PunctuationInsertion

# Titles: DN frames them only with fragments=true.
TITLES = ["The Battle of Hastings", "Tokyo is the capital of Japan.", "A history of the English-speaking peoples"]


def invoke(*args: str):
    return CliRunner().invoke(main, list(args))


def read_jsonl(path):
    with open(path, encoding="utf-8") as handle:
        return [json.loads(line) for line in handle]


@pytest.fixture
def titles(tmp_path):
    path = tmp_path / "titles.txt"
    path.write_text("\n".join(TITLES + SENTENCES) + "\n", encoding="utf-8")
    return str(path)


def test_options_on_the_command_line_reach_the_transforms(titles, tmp_path, nlp):
    out, report = tmp_path / "out.jsonl", tmp_path / "report.json"
    result = invoke(
        titles, "-m", "dn:fragments=true:litotes=false,pi", "--negative", "neg:contractions=always",
        "-o", str(out), "--report", str(report), "-q",
    )
    assert result.exit_code == 0, result.output
    expected = Augmenter(
        {"dn": DoubleNegation(fragments=True, litotes=False), "pi": PunctuationInsertion(), "neg": Negation(contractions="always")},
        nlp=nlp,
    ).run(TITLES + SENTENCES)
    records = read_jsonl(out)
    for record, aug in zip(records, expected, strict=True):
        assert {name: record[name] for name in ("dn", "pi", "neg")} == {name: r.text for name, r in aug.results.items()}
    assert records[0]["rules"]["dn"] == "dn.fragment_template"  # a title, framed only with fragments=true
    assert "n't" in records[1]["neg"]
    options = json.loads(report.read_text())["options"]
    assert options == {
        "dn": {"contractions": "auto", "litotes": False, "fragments": True, "captions": True},
        "pi": {"rules": ["clause_comma", "aside_marks", "subject_quotes", "repeat_mark", "final_mark"], "prefer_inside": 1.0},
        "neg": {"contractions": "always", "template_fallback": True, "captions": True, "names": False},
    }


def test_without_options_the_output_is_unchanged(titles, tmp_path):
    plain, spelled = tmp_path / "plain.jsonl", tmp_path / "spelled.jsonl"
    assert invoke(titles, "-m", "dn", "-o", str(plain), "-q").exit_code == 0
    defaults = "dn:contractions=auto:litotes=true:fragments=false"
    assert invoke(titles, "-m", defaults, "-o", str(spelled), "-q").exit_code == 0
    assert plain.read_bytes() == spelled.read_bytes()
    framed = tmp_path / "framed.jsonl"
    assert invoke(titles, "-m", "dn:fragments=true", "-o", str(framed), "-q").exit_code == 0
    assert framed.read_bytes() != plain.read_bytes()


def test_a_config_file_gives_options_and_the_command_line_wins(titles, tmp_path):
    config = tmp_path / "options.toml"
    config.write_text(
        '[dn]\nfragments = true\nlitotes = false\n\n[neg]\ncontractions = "always"\n\n[pi]\nrules = ["final_mark"]\n',
        encoding="utf-8",
    )
    report = tmp_path / "report.json"
    result = invoke(titles, "-m", "dn:litotes=true", "--config", str(config), "-o", str(tmp_path / "o.jsonl"), "--report", str(report), "-q")
    assert result.exit_code == 0, result.output
    # neg and pi are not requested: their tables are checked, then ignored.
    assert json.loads(report.read_text())["options"] == {"dn": {"contractions": "auto", "litotes": True, "fragments": True, "captions": True}}
    records = read_jsonl(tmp_path / "o.jsonl")
    assert records[0]["rules"]["dn"] == "dn.fragment_template" and set(records[0]["rules"]) == {"dn"}


@pytest.mark.parametrize(
    ("args", "config", "message"),
    [
        (["-m", "dn:fragmnts=true"], None, "dn: unknown option 'fragmnts' (options: contractions=auto|always|never, litotes=bool, fragments=bool, captions=bool, polarity=positive|negative)"),
        (["-m", "dn:fragments=maybe"], None, "dn: option fragments takes bool (true or false), got 'maybe'"),
        (["--negative", "neg:contractions=sometimes"], None, "neg: option contractions takes auto|always|never, got 'sometimes'"),
        (["-m", "word_del:p=3"], None, "word_del: word_del p must be a number with 0 < value <= 1, got 3.0"),
        (["-m", "mv:lexicon=nope"], None, "mv: unknown MV lexicon 'nope'; choose from"),
        (["-m", "dn:fragments"], None, "dn: cannot read option 'fragments' (write dn:NAME=VALUE)"),
        (["-m", "dn"], "[dn]\nfragments = 3\n", "options.toml: dn: option fragments takes bool (true or false), got '3'"),
        (["-m", "dn"], "[dnn]\nfragments = true\n", "options.toml: unknown transform 'dnn'; did you mean 'dn'? (available:"),
        (["-m", "dn"], "[wr]\nrate = 0.5\n", "options.toml: wr: unknown option 'rate' (options: dup_rate=float, polarity=positive|negative)"),
        (["-m", "dn"], "fragments = true\n", "options.toml: 'fragments' is not a table"),
        (["-m", "dn"], "[dn\n", "options.toml: not valid TOML"),
    ],
)
def test_bad_options_are_usage_errors_on_one_line(args, config, message, titles, tmp_path):
    extra = []
    if config is not None:
        (tmp_path / "options.toml").write_text(config, encoding="utf-8")
        extra = ["--config", str(tmp_path / "options.toml")]
    result = invoke(titles, *args, *extra, "-o", str(tmp_path / "out.jsonl"), "-q")
    assert result.exit_code == 2
    assert result.stderr.startswith("sda-augment: error: ") and result.stderr.count("\n") == 1, result.stderr
    assert message in result.stderr and "Traceback" not in result.output
    assert not (tmp_path / "out.jsonl").exists()


def test_resume_refuses_other_options(titles, tmp_path, monkeypatch):
    from sda_augment.command.output_file import OutputFile

    original = OutputFile.write_record

    def interrupt_after_two(self, lines):
        if self.done_records == 2:
            raise KeyboardInterrupt
        original(self, lines)

    monkeypatch.setattr(OutputFile, "write_record", interrupt_after_two)
    out = tmp_path / "out.jsonl"
    assert invoke(titles, "-m", "dn", "-o", str(out), "-q", "--resume").exit_code == 130
    monkeypatch.setattr(OutputFile, "write_record", original)
    refused = invoke(titles, "-m", "dn:fragments=true", "-o", str(out), "-q", "--resume")
    assert refused.exit_code == 1 and "other settings (options)" in refused.stderr
    assert invoke(titles, "-m", "dn:fragments=false", "-o", str(out), "-q", "--resume").exit_code == 0  # the defaults, spelled out


def test_list_shows_needs_options_types_and_defaults():
    import io

    from rich.console import Console

    from sda_augment.registry import available
    from sda_augment.report import transforms_table

    listed = invoke("--list")
    assert listed.exit_code == 0 and " sc " in listed.stdout and " neg " in listed.stdout
    buffer = io.StringIO()
    Console(file=buffer, width=200).print(transforms_table(available()))
    shown = buffer.getvalue()
    rows = {line.split("│")[1].strip(): line for line in shown.splitlines() if line.count("│") > 3 and line.split("│")[1].strip()}
    assert " text " in rows["sc"] and "p=float (default 0.15)" in rows["sc"]
    assert " text " in rows["wr"] and "dup_rate=float (default 0.32)" in rows["wr"]
    assert "tags" in rows["synonym"] and "alpha=float (default 0.1)" in rows["synonym"]
    assert "parse" in rows["dn"] and "contractions=auto|always|never (default auto)" in rows["dn"]
    assert "litotes=bool (default true)" in shown and "fragments=bool (default false)" in shown
    assert "token=str (default [MASK])" in shown  # brackets are text, not markup
    assert "tokenizer" not in shown  # Python-only


def test_explain_takes_options():
    plain = invoke("--explain", "The Battle of Hastings", "-m", "dn")
    framed = invoke("--explain", "The Battle of Hastings", "-m", "dn:fragments=true")
    assert plain.exit_code == framed.exit_code == 0
    assert "dn.fragment_template" not in plain.stdout and "dn.fragment_template" in framed.stdout


# --- polarity: every transform can be used as the other kind of view --------------------------


def test_a_negative_transform_runs_as_a_positive_when_its_polarity_is_switched(tmp_path):
    source = tmp_path / "in.txt"
    source.write_text("A man in a red shirt is happy.\n", encoding="utf-8")
    out, report = tmp_path / "out.jsonl", tmp_path / "report.json"
    result = invoke(str(source), "-m", "color_swap:polarity=positive", "-o", str(out), "--report", str(report), "-q")
    assert result.exit_code == 0, result.output
    record = read_jsonl(out)[0]
    assert record["rules"]["color_swap"] == "color_swap.color"
    assert "red" not in record["color_swap"] and record["color_swap"].startswith("A man in a ")
    assert json.loads(report.read_text())["methods"]["color_swap"]["polarity"] == "positive"


@pytest.mark.parametrize(
    ("args", "wanted"),
    [
        (["-m", "color_swap"], "pass it with --negative, or as color_swap:polarity=positive"),
        (["--negative", "tense"], "pass it with --method, or as tense:polarity=negative"),
        (["--negative", "color_swap:polarity=positive"], "pass it with --method, or as color_swap:polarity=negative"),
        (["-m", "tense:polarity=neutral"], "tense: option polarity takes positive|negative, got 'neutral'"),
    ],
)
def test_a_method_under_the_wrong_option_names_the_polarity_switch(tmp_path, args, wanted):
    source = tmp_path / "in.txt"
    source.write_text("He left.\n", encoding="utf-8")
    result = invoke(str(source), *args, "-o", str(tmp_path / "out.jsonl"))
    assert result.exit_code == 2
    assert wanted in result.output
    assert not (tmp_path / "out.jsonl").exists()


def test_with_polarity_copies_the_transform_and_leaves_the_original_alone(nlp):
    from sda_augment import with_polarity
    from sda_augment.registry import build
    from sda_augment.transform import meta_of
    from sda_augment.transforms.lexical_swap import ColorSwap

    original = ColorSwap()
    switched = with_polarity(original, "positive")
    assert (original.polarity, switched.polarity) == ("negative", "positive")
    assert meta_of(switched).polarity == "positive" and meta_of(original).polarity == "negative"
    assert build("color_swap:polarity=positive").polarity == "positive"
    assert with_polarity(original, "negative") is original
    doc = nlp("A red car stopped.")
    assert switched.apply(doc, __import__("random").Random(3)).text == original.apply(doc, __import__("random").Random(3)).text
    with pytest.raises(ValueError, match="polarity must be one of"):
        with_polarity(original, "neutral")
