"""Where an output path really writes, so that a run never harms what the user points at.

A regular file, or a path not there yet, is written beside itself (``<file>.partial``) and
renamed over when complete, so it is never left half-written. A symbolic link is followed
and its target replaced: the link stays a link. Devices and FIFOs (``/dev/null``, a named
pipe, ``/dev/stdout``, ``/dev/fd/3``) are written through, in place, and never replaced by
a regular file. Anything else (a directory, a socket) is refused before a run starts.
Every output option (``-o``, ``--report``) resolves its path with :func:`output_target`.
"""

from __future__ import annotations

import os
import re
import stat
import sys
from collections.abc import Mapping
from dataclasses import dataclass
from typing import BinaryIO

STDOUT = "-"
# Symbolic links followed before giving up, as the kernel does (ELOOP).
MAX_LINKS = 40
# /proc/<pid>/fd/<n>: a link to an open file (what /dev/stdout and /dev/fd/<n> lead to).
_OPEN_FILE_LINK = re.compile(r"/proc/[^/]+/fd/\d+\Z")


class OutputError(OSError):
    """An output that cannot be written (or written as asked); the message is one line."""

    def __str__(self) -> str:
        return str(self.args[0]) if self.args else "cannot write the output"


@dataclass(frozen=True)
class OutputTarget:
    """Where one output goes.

    ``given`` is the path as the user wrote it (for messages), ``path`` the file actually
    written (links followed), and ``through`` says it is written in place: stdout, a device,
    a FIFO, or an already open file reached through ``/dev/stdout`` or ``/dev/fd/<n>``.
    """

    given: str
    path: str
    through: bool

    @property
    def stdout(self) -> bool:
        return self.given == STDOUT

    @property
    def partial(self) -> str | None:
        """The file written until the output is complete, renamed over ``path`` then."""
        return None if self.through else self.path + ".partial"


def output_target(given: str) -> OutputTarget:
    """Resolve an output path: what it names and how it must be written.

    Raises :class:`OutputError` for a directory, a socket, a link loop or a missing folder.
    """
    if given == STDOUT:
        return OutputTarget(given, given, True)
    path, open_file = _follow_links(given)
    try:
        mode = os.stat(path).st_mode
    except FileNotFoundError:
        folder = os.path.dirname(path)
        if not os.path.isdir(folder):
            raise OutputError(f"cannot write {given}: there is no folder {folder}") from None
        return OutputTarget(given, path, False)
    except OSError as error:
        raise OutputError(f"cannot write {given}: {error.strerror or error}") from None
    if stat.S_ISDIR(mode):
        raise OutputError(f"output is a directory: {given}")
    if stat.S_ISREG(mode):
        return OutputTarget(given, path, open_file)
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode) or stat.S_ISFIFO(mode):
        return OutputTarget(given, path, True)
    raise OutputError(f"cannot write {given}: it is not a file, a device or a FIFO")


def _follow_links(given: str) -> tuple[str, bool]:
    """The path ``given`` leads to after its symbolic links, and whether that is an open
    file's ``/proc/<pid>/fd/<n>`` link (followed no further: it names an open file, not a path)."""
    path = os.path.abspath(given)
    for _ in range(MAX_LINKS):
        path = os.path.join(os.path.realpath(os.path.dirname(path)), os.path.basename(path))
        if _OPEN_FILE_LINK.match(path):
            return path, True
        if not os.path.islink(path):
            return path, False
        path = os.path.join(os.path.dirname(path), os.readlink(path))
    raise OutputError(f"cannot write {given}: too many levels of symbolic links")


def open_through(target: OutputTarget) -> BinaryIO:
    """Open an output that is written in place, unbuffered: nothing is created or truncated
    (an open file reached through ``/dev/fd/<n>`` is appended to, as the shell's ``>>`` would)."""
    if target.stdout:
        return sys.stdout.buffer
    flags = os.O_WRONLY
    if stat.S_ISREG(os.stat(target.path).st_mode):
        flags |= os.O_APPEND
    return open(os.open(target.path, flags), "wb", buffering=0)


def send(handle: BinaryIO, data: bytes) -> None:
    """Write all of ``data`` (an unbuffered file may take it in several writes)."""
    view = memoryview(data)
    while view:
        written = handle.write(view)
        view = view[written if written is not None else 0 :]


def write_output(target: OutputTarget, data: bytes, what: str = "") -> None:
    """Write a small output whole (a report): through, or beside the file and renamed over it.

    Raises :class:`OutputError` with a one-line message ("cannot write ``what`` PATH: ...");
    a failed write leaves the old file as it was and no partial file behind.
    """
    name = f"{what} {target.given}" if what else target.given
    if target.through:
        handle = open_through(target)
        try:
            send(handle, data)
            handle.flush()
        except OSError as error:
            raise OutputError(f"cannot write {name}: {error.strerror or error}") from None
        finally:
            if not target.stdout:
                handle.close()
        return
    partial = target.partial
    assert partial is not None
    try:
        with open(partial, "wb", buffering=0) as handle:
            send(handle, data)
            os.fsync(handle.fileno())
        os.replace(partial, target.path)
    except OSError as error:
        remove(partial)
        raise OutputError(f"cannot write {name}: {error.strerror or error}") from None


def refuse_overlaps(input_path: str | None, targets: Mapping[str, OutputTarget]) -> None:
    """Refuse outputs that would replace the input or each other (``targets``: option → target)."""
    named = [(option, target) for option, target in targets.items() if not target.through]
    if input_path not in (None, STDOUT):
        for option, target in named:
            if _same_file(input_path, target.path):
                raise OutputError(f"{option} {target.given} would replace the input {input_path}; choose another path")
    for index, (option, target) in enumerate(named):
        for other, second in named[index + 1 :]:
            if target.path == second.path:
                raise OutputError(f"{option} and {other} name the same file ({target.given}); choose another path")


def _same_file(first: str, second: str) -> bool:
    try:
        return os.path.samefile(first, second)
    except OSError:
        return False


def remove(path: str) -> None:
    """Remove a file if it is there."""
    try:
        os.remove(path)
    except FileNotFoundError:
        pass
