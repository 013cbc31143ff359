"""A file of parses (``--parses FILE``): parse a corpus once, augment it again and again.

Re-augmenting a corpus with another seed (one per epoch) or another method parses nothing
again: the first run writes each chunk's Docs (a spaCy ``DocBin``) as it goes, later runs
read them instead of parsing. The file starts with a fingerprint of what produced the parses:
the input's content hash and how it was read, the model's name and version, the components
that ran, and the spaCy version. A run whose fingerprint differs gets a one-line error instead
of parses that are not its own; a cache whose components include every one the run needs
(a full parse serves the surface methods) still serves.

Layout: the magic line, then length-prefixed frames: the fingerprint (JSON), then one frame
per chunk: a JSON header (``first``: the chunk's first record, ``count``: its records,
``parsed``: the positions within the chunk that have a Doc) and the chunk's DocBin. Frames
stream in and out, so memory stays flat in corpus size. The file is written to a temporary
file beside it and renamed into place when the run completes; an existing path that is not
a regular file is never replaced.
"""

from __future__ import annotations

import hashlib
import json
import os
import stat
import struct
import tempfile
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass
from itertools import islice
from typing import IO, TYPE_CHECKING, Any

if TYPE_CHECKING:
    from spacy.language import Language

MAGIC = b"sda-augment parses 1\n"
# The fingerprint's keys as a stale file's error names them.
_LABELS = {
    "input_sha256": "input content",
    "reading": "way of reading the input (format, field, column, limit, max chars)",
    "model": "model",
    "model_version": "model version",
    "components": "set of components (these methods need more of the parse)",
    "spacy": "spaCy version",
    "typographic_clitics": "reading of contractions typed with '’' (parses from before it read them as straight ones)",
}
_LENGTH = struct.Struct("<Q")


class ParseCacheError(ValueError):
    """The parse file cannot be used or written; the message is one line."""


@dataclass(frozen=True)
class Frame:
    """One chunk's parses: records ``first``..``first + count - 1``, Docs at ``parsed`` positions."""

    first: int
    count: int
    parsed: tuple[int, ...]
    docs: bytes


def file_sha256(path: str) -> str:
    """The SHA-256 of a file's bytes, read in blocks."""
    digest = hashlib.sha256()
    with open(path, "rb") as handle:
        while block := handle.read(1 << 20):
            digest.update(block)
    return digest.hexdigest()


def fingerprint(input_path: str, reading: Mapping[str, Any], nlp: Language, components: tuple[str, ...]) -> dict[str, Any]:
    """What a run's parses depend on: its input, how it reads it, the model and what ran."""
    import spacy

    meta = nlp.meta
    return {
        "input_sha256": file_sha256(input_path),
        "reading": dict(reading),
        "model": f"{meta.get('lang', '')}_{meta.get('name', '')}",
        "model_version": meta.get("version", ""),
        "components": list(components),
        "spacy": spacy.__version__,
        "typographic_clitics": "straight",  # parses since model.read_typographic_clitics
    }


def stale_keys(cached: Mapping[str, Any], wanted: Mapping[str, Any]) -> list[str]:
    """The fingerprint keys that keep ``cached`` parses from serving a run that wants ``wanted``.

    Components serve when they include every component the run needs.
    """
    differ = []
    for key in sorted(set(cached) | set(wanted)):
        if key == "components" and isinstance(cached.get(key), list) and isinstance(wanted.get(key), list):
            if not set(wanted[key]) <= set(cached[key]):
                differ.append(key)
        elif cached.get(key) != wanted.get(key):
            differ.append(key)
    return differ


def _regular_or_absent(path: str) -> bool:
    """True when ``path`` does not exist; False when it is a regular file; raises otherwise."""
    try:
        mode = os.lstat(path).st_mode
    except FileNotFoundError:
        return True
    if not stat.S_ISREG(mode):
        raise ParseCacheError(f"--parses {path} is not a regular file; give a file path")
    return False


def _write_frame(handle: IO[bytes], data: bytes) -> None:
    handle.write(_LENGTH.pack(len(data)))
    handle.write(data)


def _read_frame(handle: IO[bytes], path: str) -> bytes | None:
    head = handle.read(_LENGTH.size)
    if not head:
        return None
    if len(head) < _LENGTH.size:
        raise ParseCacheError(f"parse file {path} is damaged (cut short); delete it to parse again")
    (length,) = _LENGTH.unpack(head)
    data = handle.read(length)
    if len(data) < length:
        raise ParseCacheError(f"parse file {path} is damaged (cut short); delete it to parse again")
    return data


class ParseReader:
    """Reads a parse file whose fingerprint serves this run; frames in record order."""

    def __init__(self, path: str, wanted: Mapping[str, Any]) -> None:
        self.path = path
        self._handle = open(path, "rb")  # noqa: SIM115 - read frame by frame during the run
        try:
            if self._handle.read(len(MAGIC)) != MAGIC:
                raise ParseCacheError(f"{path} is not a parse file of sda-augment; delete it or pass another --parses file")
            header = _read_frame(self._handle, path)
            try:
                cached = json.loads(header or b"")
            except ValueError:
                raise ParseCacheError(f"parse file {path} is damaged; delete it to parse again") from None
            differ = stale_keys(cached, wanted)
            if differ:
                raise ParseCacheError(
                    f"parse file {path} is stale: it was made with another "
                    f"{', '.join(_LABELS.get(key, key) for key in differ)}; "
                    "delete it to parse again, or pass another --parses file"
                )
        except BaseException:
            self._handle.close()
            raise

    def frames(self, start: int = 0) -> Iterator[Frame]:
        """The frames from record ``start`` on (a frame that holds ``start`` comes whole)."""
        try:
            while (data := _read_frame(self._handle, self.path)) is not None:
                head_length = _LENGTH.unpack_from(data)[0]
                head = json.loads(data[_LENGTH.size : _LENGTH.size + head_length])
                frame = Frame(head["first"], head["count"], tuple(head["parsed"]), data[_LENGTH.size + head_length :])
                if frame.first + frame.count > start:
                    yield frame
        finally:
            self.close()

    def close(self) -> None:
        self._handle.close()


class ParseWriter:
    """Writes a parse file: frames to a temporary file, renamed into place by :meth:`commit`."""

    def __init__(self, path: str, fingerprint: Mapping[str, Any]) -> None:
        self.path = path
        folder = os.path.dirname(os.path.abspath(path))
        try:
            descriptor, self.temporary = tempfile.mkstemp(dir=folder, prefix=os.path.basename(path) + ".", suffix=".tmp")
        except OSError as error:
            raise ParseCacheError(f"cannot write the parse file {path}: {error.strerror}") from None
        umask = os.umask(0)
        os.umask(umask)
        os.chmod(self.temporary, 0o666 & ~umask)  # as an ordinary file, not mkstemp's 0600
        self._handle = os.fdopen(descriptor, "wb")
        self._handle.write(MAGIC)
        _write_frame(self._handle, json.dumps(dict(fingerprint), sort_keys=True).encode("utf-8"))
        self._next = 0

    def add(self, first: int, count: int, parsed: tuple[int, ...], docs: bytes) -> None:
        """Append one chunk's parses; chunks come in record order, with no gap."""
        if first != self._next:
            raise ParseCacheError(f"parse file {self.path}: chunk at record {first} after {self._next}")
        head = json.dumps({"first": first, "count": count, "parsed": list(parsed)}).encode("utf-8")
        _write_frame(self._handle, _LENGTH.pack(len(head)) + head + docs)
        self._next = first + count

    def commit(self) -> None:
        """The run completed: flush, and rename the file into place (never over a non-regular file)."""
        try:
            self._handle.flush()
            os.fsync(self._handle.fileno())
            self._handle.close()
            _regular_or_absent(self.path)
            os.replace(self.temporary, self.path)
        except BaseException:
            self.abort()
            raise

    def abort(self) -> None:
        """The run stopped: remove the temporary file."""
        if not self._handle.closed:
            self._handle.close()
        try:
            os.remove(self.temporary)
        except FileNotFoundError:
            pass


def open_parses(path: str, wanted: Mapping[str, Any]) -> ParseReader | ParseWriter:
    """A reader when ``path`` holds parses (checked against ``wanted``), else a writer."""
    if _regular_or_absent(path):
        return ParseWriter(path, wanted)
    return ParseReader(path, wanted)


def pack_docs(docs: list[Any]) -> bytes:
    """A chunk's Docs as DocBin bytes (their text, tags, lemmas, parse and sentence starts)."""
    from spacy.tokens import DocBin

    return DocBin(docs=docs).to_bytes()


def unpack_docs(data: bytes, nlp: Language) -> list[Any]:
    """The Docs of :func:`pack_docs`, on ``nlp``'s vocabulary."""
    from spacy.tokens import DocBin

    return list(DocBin().from_bytes(data).get_docs(nlp.vocab))


def frame_chunks(items: Iterable[Any], reader: ParseReader, start: int = 0) -> Iterator[tuple[list[Any], int, Frame]]:
    """``items`` (from input position ``start`` on) in chunks that follow the file's frames:
    (the chunk's items, its first position, its frame)."""
    items = iter(items)
    position = start
    for frame in reader.frames(start):
        wanted = frame.first + frame.count - position
        chunk = list(islice(items, wanted))
        if chunk:
            yield chunk, position, frame
            position += len(chunk)
        if len(chunk) < wanted:
            return
    if next(items, None) is not None:
        raise ParseCacheError(
            f"parse file {reader.path} is stale: it holds {position:,} records and the input has more; "
            "delete it to parse again"
        )


def cached_docs(frame: Frame, first: int, positions: list[int], texts: list[str], nlp: Language) -> list[Any]:
    """The Docs of a chunk's records at ``positions`` (from input position ``first``), read from
    its ``frame``; None where parsing had failed. Each Doc's text must be its record's text."""
    docs = iter(unpack_docs(frame.docs, nlp))
    offset = first - frame.first
    at = dict(zip(frame.parsed, docs))  # frame position -> Doc
    wanted = {position + offset for position in positions}
    if any(position >= offset and position not in wanted for position in at):
        raise ParseCacheError("the parse file is stale: it parsed a record this run cannot parse; delete it to parse again")
    found = [at.get(position + offset) for position in positions]
    for doc, text in zip(found, texts):
        if doc is not None and doc.text != text:
            raise ParseCacheError("the parse file is stale: a record's text differs from its parse; delete it to parse again")
    return found
