"""Runs that end badly: killed outright at random moments, or out of disk space. Either way
the output is never a truncated final file, and --resume ends byte-identical to a run that
was never interrupted."""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import time
from contextlib import suppress
from pathlib import Path

import pytest
from click.testing import CliRunner

from sda_augment.cli import main

WORDS = ["the", "a", "cat", "dog", "river", "city", "old", "new", "man", "woman", "sang", "ran", "left", "stayed", "home", "early", "late"]
MAX_CHARS = 300  # a cheap way to have records too long to parse


def hostile_corpus(path: Path, lines: int, seed: int) -> None:
    """JSONL: short sentences (some with string ids, some without), and one line in ten
    hostile: empty, blank, malformed, not an object, no text field, a number for text,
    blank or NUL text, invalid UTF-8, a lone surrogate, too long, nested too deeply,
    a byte-order mark, a CRLF ending, emoji and right-to-left script."""
    rng = random.Random(seed)
    hostile = [
        b"",
        b"   ",
        b'{"text": "unterminated',
        b"[1, 2, 3]",
        b'{"id": "h%d", "body": "no text field"}',
        b'{"id": "h%d", "text": 42}',
        b'{"text": "   "}',
        b'{"text": "nul\\u0000inside"}',
        b'{"text": "bad \xff\xfe bytes here."}',
        b'{"text": "lone \\ud83d surrogate."}',
        b'{"text": "' + b"long " * 80 + b'."}',
        b"[" * 2000,
        b'\xef\xbb\xbf{"text": "A mark before the record."}',
        b'{"text": "A Windows line end."}\r',
        '{"text": "Party \U0001f389 time \u05e9\u05dc\u05d5\u05dd."}'.encode(),
    ]
    out = []
    for index in range(lines):
        if index % 10 == 9:
            line = rng.choice(hostile)
            out.append(line.replace(b"%d", str(index).encode()) if b"%d" in line else line)
            continue
        text = " ".join(rng.choice(WORDS) for _ in range(rng.randint(3, 8))).capitalize() + "."
        record = {"id": f"s{index}", "text": text} if rng.random() < 0.5 else {"text": text}
        out.append(json.dumps(record).encode())
    path.write_bytes(b"\n".join(out) + b"\n")


def written_since(path: Path, moment_ns: int) -> bool:
    try:
        return path.stat().st_mtime_ns > moment_ns
    except FileNotFoundError:
        return False


def done_records(progress: Path) -> int:
    try:
        return json.loads(progress.read_text())["records"]
    except (OSError, ValueError):
        return 0


def start_run(argv: list[str]) -> int:
    """The command in a child process of its own session (its workers in its process group).

    The child is forked from this process, which has the model loaded already, so a run
    starts at once instead of spending seconds importing spaCy; a SIGKILL ends it exactly
    as it would end the console script.
    """
    pid = os.fork()
    if pid:
        return pid
    status = 1
    try:
        os.setsid()
        main(argv)
    except SystemExit as done:
        status = done.code if isinstance(done.code, int) else 1
    finally:
        os._exit(status)


@pytest.mark.slow
def test_killed_five_times_at_random_moments_resumes_byte_identical(tmp_path):
    rng = random.Random(20_000)  # the kill moments: a failure reproduces with this seed
    corpus = tmp_path / "corpus.jsonl"
    hostile_corpus(corpus, 20_000, seed=1)
    # PI parses every record: a run lasts long enough to be killed inside it (tokenizer-only
    # methods finish 20,000 lines before the kill moments).
    args = [str(corpus), "-m", "pi", "--n-process", "2", "--max-chars", str(MAX_CHARS), "-q"]

    reference = tmp_path / "reference.jsonl"
    started = time.monotonic()
    result = CliRunner().invoke(main, [*args, "-o", str(reference)])
    assert result.exit_code == 0, result.output
    rate = 20_000 / (time.monotonic() - started)  # records per second here and now

    out = tmp_path / "out.jsonl"
    partial, progress = Path(f"{out}.partial"), Path(f"{out}.partial.progress")
    kills = []
    for _ in range(5):
        before = done_records(progress)
        launched = time.time_ns()
        pid = start_run([*args, "-o", str(out), "--resume"])
        alive, status = False, None
        try:
            deadline = time.monotonic() + 120
            while not written_since(partial, launched) and time.monotonic() < deadline:
                time.sleep(0.01)  # until this run writes records: its workers are under way
            # A random moment within the work left (an early kill loses work not yet checkpointed).
            time.sleep(rng.uniform(0.05, 0.45) * (20_000 - before) / rate)
            reaped, status = os.waitpid(pid, os.WNOHANG)
            alive = reaped == 0
        finally:
            with suppress(ProcessLookupError):
                os.killpg(pid, signal.SIGKILL)  # the command and its two workers, like a crash
            with suppress(ChildProcessError):
                status = os.waitpid(pid, 0)[1]
        assert alive, "a run ended before its kill: the kill moments no longer fall inside the run"
        assert os.WIFSIGNALED(status) and os.WTERMSIG(status) == signal.SIGKILL
        assert not out.exists()  # never a truncated final file
        kills.append((before, done_records(progress)))

    final = CliRunner().invoke(main, [*args, "-o", str(out), "--resume"])
    assert final.exit_code == 0, final.output
    assert final.stderr.startswith(f"resuming {out}: ")
    assert out.read_bytes() == reference.read_bytes(), kills
    assert sorted(os.listdir(tmp_path)) == ["corpus.jsonl", "out.jsonl", "out.jsonl.run.json", "reference.jsonl"]
    assert any(after > 0 for _, after in kills), kills  # some killed run had checkpointed records


def mount_tmpfs(folder: Path, size: str) -> bool:
    """Mount a small tmpfs on ``folder``; False where mounting is not permitted here."""
    folder.mkdir()
    done = subprocess.run(["mount", "-t", "tmpfs", "-o", f"size={size}", "tmpfs", str(folder)], capture_output=True, check=False)
    return done.returncode == 0


def test_a_full_disk_fails_with_one_line_and_keeps_the_records_for_resume(tmp_path):
    corpus = tmp_path / "corpus.jsonl"
    hostile_corpus(corpus, 3_000, seed=2)
    args = [str(corpus), "-m", "sc", "--max-chars", str(MAX_CHARS), "-q"]
    reference = tmp_path / "reference.jsonl"
    assert CliRunner().invoke(main, [*args, "-o", str(reference)]).exit_code == 0
    assert reference.stat().st_size > 256 * 1024  # more than the small disk holds

    disk = tmp_path / "disk"
    if not mount_tmpfs(disk, "128k"):
        # No right to mount: /dev/full is a real device that answers every write with ENOSPC.
        result = CliRunner().invoke(main, [*args, "-o", "/dev/full"])
        assert result.exit_code == 1 and result.stderr == "sda-augment: error: cannot write /dev/full: No space left on device\n"
        return
    try:
        out = disk / "out.jsonl"
        result = CliRunner().invoke(main, [*args, "-o", str(out)])
        assert result.exit_code == 1
        message = result.stderr.splitlines()
        assert len(message) == 1 and message[0].startswith(f"sda-augment: error: cannot write {out}: No space left on device; ")
        assert message[0].endswith(f"records kept in {out}.partial: make room, then run again with --resume")
        assert not out.exists()  # no truncated final file
        kept = Path(f"{out}.partial").read_bytes()
        assert kept and kept.endswith(b"\n") and reference.read_bytes().startswith(kept)  # whole records only

        subprocess.run(["mount", "-o", "remount,size=4m", str(disk)], check=True)
        resumed = CliRunner().invoke(main, [*args, "-o", str(out), "--resume"])
        assert resumed.exit_code == 0, resumed.output
        assert resumed.stderr.startswith(f"resuming {out}: ")
        assert out.read_bytes() == reference.read_bytes()
        assert sorted(os.listdir(disk)) == ["out.jsonl", "out.jsonl.run.json"]
    finally:
        subprocess.run(["umount", str(disk)], check=True)
