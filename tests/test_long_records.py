"""A record far longer than a sentence: parsed in pieces (memory bounded by the piece, not the
record), announced on stderr as it is read, and augmented like any other."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner
from test_pipeline import SENTENCES

from sda_augment._speed import Parser
from sda_augment.cli import main
from sda_augment.long_records import LONG_RECORD, PIECE, pieces
from sda_augment.pipeline import Augmenter

LONG = " ".join(SENTENCES * (3 * LONG_RECORD // len(" ".join(SENTENCES)) + 1))


def test_pieces_join_into_the_text_and_end_at_sentence_ends_where_they_can():
    assert len(LONG) > 3 * LONG_RECORD
    cut = pieces(LONG)
    assert "".join(cut) == LONG
    assert len(cut) >= 6 and all(len(piece) <= PIECE for piece in cut)
    assert all(piece.rstrip().endswith((".", "!", "?", ";")) for piece in cut[:-1])
    words = "word " * 5_000  # no sentence end at all: cut after a space
    assert "".join(pieces(words)) == words and all(piece.endswith(" ") for piece in pieces(words)[:-1])
    solid = "x" * 25_000  # not even a space: cut at the size
    assert [len(piece) for piece in pieces(solid)] == [PIECE, PIECE, 5_000]
    assert pieces("A short one.") == ["A short one."]


def test_a_long_record_reaches_the_parser_only_in_pieces_and_is_augmented_whole(nlp, monkeypatch):
    given: list[int] = []
    parse = Parser.__call__

    def spy(self, texts, batch_size):
        given.extend(len(text) for text in texts)
        return parse(self, texts, batch_size)

    monkeypatch.setattr(Parser, "__call__", spy)
    augmenter = Augmenter("pi,neg", nlp=nlp, max_chars=10 * LONG_RECORD)
    short, long = augmenter.run(["He travelled widely in Europe.", LONG])
    assert max(given) <= PIECE and sum(given) >= len(LONG)  # never the whole record at once
    assert short.results["neg"].text == "He did not travel widely in Europe."
    for name in ("pi", "neg"):
        result = long.results[name]
        assert result.changed, (name, result.reason)
        assert len(result.text) >= len(LONG) and result.text != LONG


@pytest.mark.parametrize("quiet", [[], ["-q"]])
def test_the_command_announces_a_long_record_as_it_reads_it(tmp_path, quiet):
    corpus = tmp_path / "in.jsonl"
    corpus.write_text(json.dumps({"id": "a", "text": "She can swim."}) + "\n" + json.dumps({"id": "b", "text": LONG}) + "\n")
    out = tmp_path / "out.jsonl"
    result = CliRunner().invoke(main, [str(corpus), "-m", "pi", "-o", str(out), "--max-chars", str(10 * LONG_RECORD), *quiet])
    assert result.exit_code == 0, result.output
    line = (f"record 2 (id b) is {len(LONG):,} characters long: it is parsed in pieces of about {PIECE:,} characters, "
            "which takes a while")
    assert line in result.stderr.replace("\n", " ")
    records = [json.loads(text) for text in out.read_text().splitlines()]
    assert records[1]["rules"]["pi"] is not None
    text_only = CliRunner().invoke(main, [str(corpus), "-m", "sc", "-o", str(out), "--max-chars", str(10 * LONG_RECORD), "-q"])
    assert text_only.exit_code == 0 and "parsed in pieces" not in text_only.stderr  # nothing is parsed
