"""--parses FILE: the first run writes the parses, later runs read them and write the same bytes;
a file made for another input, model, spaCy or a smaller set of components is refused in one
line; the file appears only when the run completes, and never over a non-regular file."""

from __future__ import annotations

import json
import os

import pytest
from click.testing import CliRunner
from test_pipeline import SENTENCES

from sda_augment.cli import main
from sda_augment.command.output_file import OutputFile
from sda_augment.parse_cache import MAGIC, ParseReader, fingerprint, stale_keys

SDA = ["-m", "pi,mv,dn", "--negative", "neg"]


def invoke(*args: str):
    return CliRunner().invoke(main, list(args))


@pytest.fixture
def corpus(tmp_path):
    path = tmp_path / "in.txt"
    lines = [*SENTENCES, "", "He said (so he claims) that it was over.", "x" * 50, "Not parsed: " + "too long " * 20]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return str(path)


def run(corpus, out, *args):
    result = invoke(corpus, *args, "-o", str(out), "-q", "--max-chars", "100")
    assert result.exit_code == 0, result.output
    return out.read_bytes()


def test_a_run_reading_the_parses_writes_what_a_parsing_run_writes(corpus, tmp_path):
    parses = tmp_path / "corpus.parses"
    plain = run(corpus, tmp_path / "plain.jsonl", *SDA, "--seed", "3")
    assert not parses.exists()
    writing = run(corpus, tmp_path / "writing.jsonl", *SDA, "--seed", "3", "--parses", str(parses))
    assert parses.read_bytes().startswith(MAGIC)
    stamp = parses.stat().st_mtime_ns
    reading = run(corpus, tmp_path / "reading.jsonl", *SDA, "--seed", "3", "--parses", str(parses), "--batch-size", "3")
    assert writing == plain and reading == plain
    assert parses.stat().st_mtime_ns == stamp  # read, not written again
    other_seed = run(corpus, tmp_path / "seed4.jsonl", *SDA, "--seed", "4", "--parses", str(parses), "--n-process", "2")
    assert other_seed == run(corpus, tmp_path / "seed4-plain.jsonl", *SDA, "--seed", "4")
    records = [json.loads(line) for line in other_seed.decode().splitlines()]
    assert records[len(SENTENCES)]["problem"] == "input.empty" and records[-1]["problem"] == "input.too_long"


def test_a_full_parse_serves_methods_that_need_less(corpus, tmp_path):
    parses = tmp_path / "corpus.parses"
    run(corpus, tmp_path / "sda.jsonl", *SDA, "--parses", str(parses))
    tagged = ["-m", "discourse,word_del,swap", "--variants", "2"]
    assert run(corpus, tmp_path / "a.jsonl", *tagged, "--parses", str(parses)) == run(corpus, tmp_path / "b.jsonl", *tagged)


def test_methods_that_read_the_text_alone_neither_read_nor_write_a_parse_file(corpus, tmp_path):
    parses = tmp_path / "corpus.parses"
    surface = ["-m", "word_del,swap,sc"]
    result = invoke(corpus, *surface, "-o", str(tmp_path / "a.jsonl"), "-q", "--max-chars", "100", "--parses", str(parses))
    assert result.exit_code == 0, result.output
    assert "--parses not used" in result.stderr and "read the text alone" in result.stderr
    assert not parses.exists()
    assert (tmp_path / "a.jsonl").read_bytes() == run(corpus, tmp_path / "b.jsonl", *surface)


@pytest.mark.parametrize(
    ("change", "named"),
    [
        (lambda path: path.write_text("Another corpus entirely.\n", encoding="utf-8"), "input content"),
        (None, "set of components"),
    ],
)
def test_a_stale_file_is_a_one_line_error(corpus, tmp_path, change, named):
    parses = tmp_path / "corpus.parses"
    run(corpus, tmp_path / "first.jsonl", "-m", "discourse", "--parses", str(parses))  # tags, no parse
    if change is not None:
        change(tmp_path / "in.txt")
    out = tmp_path / "second.jsonl"
    result = invoke(corpus, *SDA, "-o", str(out), "-q", "--max-chars", "100", "--parses", str(parses))
    assert result.exit_code == 1
    assert result.stderr.count("\n") == 1 and "is stale" in result.stderr and named in result.stderr
    assert not out.exists() and not os.path.exists(str(out) + ".partial")


def test_other_reading_options_make_the_file_stale(corpus, tmp_path):
    parses = tmp_path / "corpus.parses"
    run(corpus, tmp_path / "first.jsonl", "-m", "pi", "--parses", str(parses))
    result = invoke(corpus, "-m", "pi", "-o", str(tmp_path / "x.jsonl"), "-q", "--parses", str(parses), "--limit", "3")
    assert result.exit_code == 1 and "way of reading the input" in result.stderr


def test_fingerprint_names_model_components_and_spacy(corpus, nlp):
    import spacy

    wanted = fingerprint(corpus, {"limit": None}, nlp, ("tok2vec", "tagger"))
    assert wanted["model"] == f"{nlp.meta['lang']}_{nlp.meta['name']}" and wanted["model_version"] == nlp.meta["version"]
    assert wanted["spacy"] == spacy.__version__ and wanted["components"] == ["tok2vec", "tagger"]
    assert stale_keys(wanted, wanted) == []
    assert stale_keys({**wanted, "spacy": "3.0.0"}, wanted) == ["spacy"]
    assert stale_keys({**wanted, "model_version": "0.1"}, wanted) == ["model_version"]
    assert stale_keys({**wanted, "components": ["tok2vec", "tagger", "parser"]}, wanted) == []
    assert stale_keys({**wanted, "components": []}, wanted) == ["components"]


def test_an_interrupted_run_leaves_no_parse_file(corpus, tmp_path, monkeypatch):
    original = OutputFile.write_record

    def interrupt_after_four(self, lines):
        if self.done_records == 4:
            raise KeyboardInterrupt
        original(self, lines)

    monkeypatch.setattr(OutputFile, "write_record", interrupt_after_four)
    parses = tmp_path / "corpus.parses"
    result = invoke(corpus, "-m", "pi", "-o", str(tmp_path / "out.jsonl"), "-q", "--parses", str(parses))
    assert result.exit_code == 130
    assert sorted(os.listdir(tmp_path)) == ["in.txt", "out.jsonl.partial", "out.jsonl.partial.progress"]


def test_a_resumed_run_reads_the_parses_from_where_it_stopped(corpus, tmp_path, monkeypatch):
    parses = tmp_path / "corpus.parses"
    clean = run(corpus, tmp_path / "clean.jsonl", *SDA, "--parses", str(parses), "--batch-size", "4")
    original = OutputFile.write_record

    def interrupt_after_six(self, lines):
        if self.done_records == 6:
            raise KeyboardInterrupt
        original(self, lines)

    monkeypatch.setattr(OutputFile, "write_record", interrupt_after_six)
    out = tmp_path / "out.jsonl"
    args = [corpus, *SDA, "-o", str(out), "-q", "--max-chars", "100", "--resume", "--parses", str(parses)]
    assert invoke(*args).exit_code == 130
    monkeypatch.setattr(OutputFile, "write_record", original)
    result = invoke(*args)
    assert result.exit_code == 0, result.output
    assert out.read_bytes() == clean


def test_a_resumed_run_writes_no_parse_file_of_part_of_the_input(corpus, tmp_path, monkeypatch):
    original = OutputFile.write_record

    def interrupt_after_three(self, lines):
        if self.done_records == 3:
            raise KeyboardInterrupt
        original(self, lines)

    monkeypatch.setattr(OutputFile, "write_record", interrupt_after_three)
    out, parses = tmp_path / "out.jsonl", tmp_path / "corpus.parses"
    args = [corpus, "-m", "pi", "-o", str(out), "--resume", "--parses", str(parses)]
    assert invoke(*args, "-q").exit_code == 130
    monkeypatch.setattr(OutputFile, "write_record", original)
    result = invoke(*args)
    assert result.exit_code == 0 and "not written: the run resumed after record 3" in result.stderr
    assert out.exists() and not parses.exists()
    assert sorted(os.listdir(tmp_path)) == ["in.txt", "out.jsonl", "out.jsonl.run.json"]


def test_a_path_that_is_not_a_regular_file_is_never_replaced(corpus, tmp_path):
    folder = tmp_path / "a-folder"
    folder.mkdir()
    link = tmp_path / "link.parses"
    link.symlink_to(tmp_path / "in.txt")
    for path in (folder, link):
        result = invoke(corpus, "-m", "pi", "-o", str(tmp_path / "out.jsonl"), "-q", "--parses", str(path))
        assert result.exit_code == 1 and "is not a regular file" in result.stderr
    assert folder.is_dir() and link.is_symlink()
    assert not (tmp_path / "out.jsonl").exists()


def test_stdin_and_damaged_files_are_refused(corpus, tmp_path):
    refused = invoke("-", "-m", "pi", "--parses", str(tmp_path / "p"))
    assert refused.exit_code == 2 and "needs an input file" in refused.stderr
    damaged = tmp_path / "damaged.parses"
    parses = tmp_path / "corpus.parses"
    run(corpus, tmp_path / "first.jsonl", "-m", "pi", "--parses", str(parses))
    damaged.write_bytes(parses.read_bytes()[:-10])
    result = invoke(corpus, "-m", "pi", "-o", str(tmp_path / "out.jsonl"), "-q", "--max-chars", "100",
                    "--parses", str(damaged))
    assert result.exit_code == 1 and "damaged" in result.stderr and result.stderr.count("\n") == 1
    other = tmp_path / "other.parses"
    other.write_text("not parses\n")
    result = invoke(corpus, "-m", "pi", "-o", str(tmp_path / "out.jsonl"), "-q", "--parses", str(other))
    assert result.exit_code == 1 and "not a parse file" in result.stderr
    assert other.read_text() == "not parses\n"


def test_frames_follow_the_record_order(corpus, tmp_path, nlp):
    parses = tmp_path / "corpus.parses"
    run(corpus, tmp_path / "first.jsonl", "-m", "pi", "--parses", str(parses), "--batch-size", "5")
    with open(parses, "rb") as handle:
        handle.read(len(MAGIC))
        size = int.from_bytes(handle.read(8), "little")
        wanted = json.loads(handle.read(size))
    frames = list(ParseReader(str(parses), wanted).frames())
    lines = len(SENTENCES) + 4
    assert [(frame.first, frame.count) for frame in frames] == [(i, min(5, lines - i)) for i in range(0, lines, 5)]
    empty, too_long = len(SENTENCES), len(SENTENCES) + 3  # no Doc for either
    parsed = {frame.first + position for frame in frames for position in frame.parsed}
    assert parsed == set(range(lines)) - {empty, too_long}
    assert [frame.first for frame in ParseReader(str(parses), wanted).frames(start=7)] == [5, 10, 15, 20]
