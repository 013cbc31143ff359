"""Output paths: a run never replaces what is not a regular file, follows links, and refuses
impossible outputs before any work (``-o`` and ``--report`` share one resolver)."""

from __future__ import annotations

import json
import os
import socket
import stat
import threading

import pytest
from click.testing import CliRunner

from sda_augment import cli
from sda_augment.command import corpus as corpus_run
from sda_augment.command.output_file import OutputFile, ResumeError
from sda_augment.outputs import (
    OutputError,
    output_target,
    refuse_overlaps,
    write_output,
)

SENTENCES = ["He left early.", "She stayed home.", "It rained all day."]


@pytest.fixture
def corpus(tmp_path):
    path = tmp_path / "in.txt"
    path.write_text("\n".join(SENTENCES) + "\n", encoding="utf-8")
    return path


def invoke(*args):
    return CliRunner().invoke(cli.main, [str(arg) for arg in args])


def device(tmp_path, name, minor, fallback):
    """A private character device (1, minor) in tmp_path, as root; else the system's own.

    Without the right to make one the test cannot replace the system's either, so the
    fallback is safe.
    """
    path = tmp_path / name
    try:
        os.mknod(path, stat.S_IFCHR | 0o666, os.makedev(1, minor))
    except PermissionError:
        return fallback
    return str(path)


def is_char_device(path) -> bool:
    return stat.S_ISCHR(os.stat(path).st_mode)


# --- what a path names ---------------------------------------------------------------------


def test_output_target_kinds(tmp_path):
    assert output_target("-").through and output_target("-").stdout
    new = output_target(str(tmp_path / "new.jsonl"))
    assert not new.through and new.path == str(tmp_path / "new.jsonl") and new.partial == new.path + ".partial"
    (tmp_path / "target.txt").write_text("old")
    os.symlink("target.txt", tmp_path / "link.jsonl")
    linked = output_target(str(tmp_path / "link.jsonl"))
    assert linked.path == str(tmp_path / "target.txt") and linked.partial == str(tmp_path / "target.txt.partial")
    os.symlink("a", tmp_path / "b")
    os.symlink("b", tmp_path / "a")
    with pytest.raises(OutputError, match="too many levels of symbolic links"):
        output_target(str(tmp_path / "a"))
    os.mkfifo(tmp_path / "pipe")
    assert output_target(str(tmp_path / "pipe")).through
    assert output_target(device(tmp_path, "null", 3, "/dev/null")).through
    with pytest.raises(OutputError, match="output is a directory"):
        output_target(str(tmp_path))
    with pytest.raises(OutputError, match="there is no folder"):
        output_target(str(tmp_path / "nowhere" / "out.jsonl"))


def test_an_open_file_reached_through_dev_fd_is_appended_to_not_replaced(tmp_path):
    log = tmp_path / "log.txt"
    with open(log, "w") as handle:
        handle.write("kept\n")
        handle.flush()
        target = output_target(f"/dev/fd/{handle.fileno()}")
        assert target.through and target.partial is None
        inode = os.stat(log).st_ino
        write_output(target, b"added\n")
    assert log.read_text() == "kept\nadded\n" and os.stat(log).st_ino == inode


def test_write_output_replaces_atomically_and_leaves_nothing_on_failure(tmp_path):
    path = tmp_path / "report.json"
    path.write_text("old")
    write_output(output_target(str(path)), b"new")
    assert path.read_text() == "new" and sorted(os.listdir(tmp_path)) == ["report.json"]
    full = device(tmp_path, "full", 7, "/dev/full")
    with pytest.raises(OutputError, match="No space left on device"):
        write_output(output_target(full), b"x" * 10)
    assert is_char_device(full)


def test_overlapping_outputs_are_refused(tmp_path):
    source = tmp_path / "in.txt"
    source.write_text("x\n")
    os.symlink("in.txt", tmp_path / "alias.txt")
    with pytest.raises(OutputError, match="would replace the input"):
        refuse_overlaps(str(source), {"-o": output_target(str(tmp_path / "alias.txt"))})
    with pytest.raises(OutputError, match="-o and --report name the same file"):
        refuse_overlaps(str(source), {"-o": output_target(str(tmp_path / "o")), "--report": output_target(str(tmp_path / "o"))})
    refuse_overlaps(str(source), {"-o": output_target("-"), "--report": output_target("-")})  # both stdout: fine


# --- the command -------------------------------------------------------------------------


def test_a_symlink_output_and_report_replace_their_targets_and_stay_links(corpus, tmp_path):
    for name in ("target.txt", "report-target.json"):
        (tmp_path / name).write_text("old\n")
    os.symlink("target.txt", tmp_path / "link.jsonl")
    os.symlink("report-target.json", tmp_path / "report.json")
    os.symlink("missing-yet.jsonl", tmp_path / "dangling.jsonl")
    result = invoke(corpus, "-m", "sc", "-o", tmp_path / "link.jsonl", "--report", tmp_path / "report.json", "-q")
    assert result.exit_code == 0, result.output
    assert os.readlink(tmp_path / "link.jsonl") == "target.txt" and os.readlink(tmp_path / "report.json") == "report-target.json"
    records = [json.loads(line) for line in (tmp_path / "target.txt").read_text().splitlines()]
    assert [record["text"] for record in records] == SENTENCES
    assert json.loads((tmp_path / "report-target.json").read_text())["records"] == len(SENTENCES)
    assert invoke(corpus, "-m", "sc", "-o", tmp_path / "dangling.jsonl", "-q").exit_code == 0
    assert (tmp_path / "missing-yet.jsonl").read_text().count("\n") == len(SENTENCES)
    assert not [name for name in os.listdir(tmp_path) if "partial" in name]


def test_a_device_is_written_through_and_stays_a_device(corpus, tmp_path):
    null = device(tmp_path, "null", 3, "/dev/null")
    result = invoke(corpus, "-m", "sc", "-o", null, "--report", null, "-q")
    assert result.exit_code == 0, result.output
    assert is_char_device(null)
    assert not [name for name in os.listdir(os.path.dirname(null)) if "partial" in name]
    refused = invoke(corpus, "-m", "sc", "-o", null, "--resume", "-q")
    assert refused.exit_code == 1 and "--resume needs an output file" in refused.stderr and is_char_device(null)


def test_a_full_device_fails_with_one_line_and_stays_a_device(corpus, tmp_path):
    full = device(tmp_path, "full", 7, "/dev/full")
    for args, what in ((["-o", full], ""), (["-o", tmp_path / "out.jsonl", "--report", full], "the report ")):
        result = invoke(corpus, "-m", "sc", *args, "-q")
        assert result.exit_code == 1
        assert result.stderr == f"sda-augment: error: cannot write {what}{full}: No space left on device\n"
        assert is_char_device(full)


def test_a_fifo_is_written_through(corpus, tmp_path):
    fifo = tmp_path / "out.fifo"
    os.mkfifo(fifo)
    received: list[bytes] = []
    reader = threading.Thread(target=lambda: received.append(fifo.read_bytes()), daemon=True)
    reader.start()
    try:
        result = invoke(corpus, "-m", "sc", "-o", fifo, "-q")
    finally:
        if reader.is_alive() and not received:  # the command never opened it: let the reader go
            try:
                os.close(os.open(fifo, os.O_WRONLY | os.O_NONBLOCK))
            except OSError:
                pass
        reader.join(timeout=30)
    assert result.exit_code == 0, result.output
    assert [json.loads(line)["text"] for line in received[0].decode().splitlines()] == SENTENCES
    assert stat.S_ISFIFO(os.stat(fifo).st_mode)


def test_impossible_outputs_fail_before_the_model_loads(corpus, tmp_path, monkeypatch):
    def no_model(*args, **kwargs):
        raise AssertionError("the model was loaded before the output was checked")

    monkeypatch.setattr(corpus_run, "Augmenter", no_model)
    server = socket.socket(socket.AF_UNIX)
    server.bind(str(tmp_path / "sock"))
    try:
        cases = [
            (["-o", tmp_path], "output is a directory"),
            (["-o", tmp_path / "sock"], "not a file, a device or a FIFO"),
            (["-o", tmp_path / "no" / "out.jsonl"], "there is no folder"),
            (["-o", tmp_path / "out.jsonl", "--report", tmp_path / "no" / "r.json"], "there is no folder"),
            (["-o", corpus], "would replace the input"),
            (["-o", tmp_path / "o.jsonl", "--report", tmp_path / "o.jsonl"], "name the same file"),
        ]
        for args, message in cases:
            result = invoke(corpus, "-m", "sc", *args, "-q")
            assert result.exit_code == 1 and message in result.stderr, (args, result.stderr)
            assert result.stderr.count("\n") == 1
    finally:
        server.close()
    assert sorted(os.listdir(tmp_path)) == ["in.txt", "sock"]


def test_output_file_refuses_resume_on_stdout_and_devices(tmp_path):
    with pytest.raises(ResumeError, match="not stdout"):
        OutputFile("-", resume=True)
    with pytest.raises(ResumeError, match="not a device or FIFO"):
        OutputFile(device(tmp_path, "null", 3, "/dev/null"), resume=True)
