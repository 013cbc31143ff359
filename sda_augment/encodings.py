"""How an input's bytes become text: UTF-8 unless told, a byte-order mark read and named.

A corpus in another encoding must not turn quietly into bad records. UTF-8 is read unless
``--encoding`` names another codec. A file that opens with a UTF-16 or UTF-32 byte-order
mark is read in that encoding, and the command says so; one whose ``--encoding``
contradicts its byte-order mark, or that looks like UTF-16 without one (every other byte
NUL), is refused with one line naming the encoding to pass. Bytes that do not decode stay
in place as U+FFFD and flag their record (``input.invalid_utf8``, or ``input.undecodable``
for another encoding).
"""

from __future__ import annotations

import codecs
import re
from dataclasses import dataclass
from typing import BinaryIO

from .reasons import INVALID_UTF8, UNDECODABLE

# (mark, codec, name), longest first: a UTF-32 LE mark begins with the UTF-16 LE one.
BYTE_ORDER_MARKS: tuple[tuple[bytes, str, str], ...] = (
    (codecs.BOM_UTF32_LE, "utf-32-le", "UTF-32 (little-endian)"),
    (codecs.BOM_UTF32_BE, "utf-32-be", "UTF-32 (big-endian)"),
    (codecs.BOM_UTF8, "utf-8", "UTF-8"),
    (codecs.BOM_UTF16_LE, "utf-16-le", "UTF-16 (little-endian)"),
    (codecs.BOM_UTF16_BE, "utf-16-be", "UTF-16 (big-endian)"),
)
# Bytes looked at for a byte-order mark and for UTF-16 without one.
HEAD = 4096
# The error handler for codecs other than UTF-8: each undecodable byte becomes a lone
# surrogate (U+DC00 + byte), found and replaced by U+FFFD when the record is read.
ESCAPE = "sda_augment.escape"
_ESCAPED = re.compile("[\udc00-\udcff]")
_UTF8_ESCAPED = re.compile("[\udc80-\udcff]")


def _escape(error: UnicodeError) -> tuple[str, int]:
    if not isinstance(error, UnicodeDecodeError):
        raise error
    return "".join(chr(0xDC00 + byte) for byte in error.object[error.start : error.end]), error.end


codecs.register_error(ESCAPE, _escape)


class EncodingError(ValueError):
    """The input's encoding cannot be what it was said, or taken, to be; one-line message."""


def check_encoding(name: str) -> str:
    """A codec name as Python knows it; ValueError for a name that is not a text encoding."""
    try:
        info = codecs.lookup(name)
    except LookupError:
        raise ValueError(f"unknown encoding {name!r} (try utf-8, utf-16, cp1252, latin-1)") from None
    if not getattr(info, "_is_text_encoding", True):
        raise ValueError(f"{name!r} is not a text encoding")
    return info.name


@dataclass(frozen=True)
class InputEncoding:
    """How to decode an input: the codec, the bytes of byte-order mark to skip first, and the
    mark's name when it decided the codec (for a note to the user)."""

    codec: str
    skip: int = 0
    mark: str | None = None

    @property
    def utf8(self) -> bool:
        return self.codec in ("utf-8", "utf-8-sig")

    @property
    def ascii_lines(self) -> bool:
        """Whether a line ends at a LF byte (not so in UTF-16 or UTF-32)."""
        return not self.codec.startswith(("utf-16", "utf-32"))

    def decoded(self, text: str) -> tuple[str, str | None]:
        """Text as read, with undecodable bytes as U+FFFD and the problem code, if any."""
        if self.utf8:
            if not _UTF8_ESCAPED.search(text):
                return text, None
            return text.encode("utf-8", "surrogateescape").decode("utf-8", "replace"), INVALID_UTF8
        if not _ESCAPED.search(text):
            return text, None
        return _ESCAPED.sub("\ufffd", text), UNDECODABLE

    @property
    def errors(self) -> str:
        """The codec's error handler: UTF-8 keeps bad bytes as surrogates as Python's own does."""
        return "surrogateescape" if self.utf8 else ESCAPE


def sniff(head: bytes, given: str | None, name: str) -> InputEncoding:
    """How to decode the input ``name`` whose first bytes are ``head``, with ``--encoding`` ``given``.

    Raises :class:`EncodingError` when ``given`` contradicts the byte-order mark, or when,
    with nothing given, the input looks like UTF-16 without a byte-order mark.
    """
    codec = check_encoding(given) if given else None
    for mark, marked, label in BYTE_ORDER_MARKS:
        if not head.startswith(mark):
            continue
        if marked == "utf-8":
            if codec in (None, "utf-8", "utf-8-sig"):
                return InputEncoding("utf-8-sig")  # the codec drops the mark itself
        elif codec in (None, marked, marked.rsplit("-", 1)[0]):
            return InputEncoding(marked, len(mark), label if codec is None else None)
        raise EncodingError(
            f"{name} starts with a {label} byte-order mark, but --encoding is {given}: "
            f"leave --encoding out to read it as {label}"
        )
    if codec is not None:
        return InputEncoding(codec)
    wide = _utf16_without_mark(head)
    if wide:
        raise EncodingError(
            f"{name} looks like {_UTF16_NAMES[wide]} without a byte-order mark (every other byte is NUL): "
            f"pass --encoding {wide}"
        )
    return InputEncoding("utf-8-sig")


_UTF16_NAMES = {"utf-16-le": "UTF-16 (little-endian)", "utf-16-be": "UTF-16 (big-endian)"}


def _utf16_without_mark(head: bytes) -> str | None:
    """``utf-16-le`` or ``utf-16-be`` when most bytes at odd (even) positions of ``head`` are
    NUL and few of the others are: text in UTF-16, written without a byte-order mark."""
    if len(head) < 8:
        return None
    even, odd = _nul_share(head[0::2]), _nul_share(head[1::2])
    if odd > 0.6 and even < 0.1:
        return "utf-16-le"
    if even > 0.6 and odd < 0.1:
        return "utf-16-be"
    return None


def _nul_share(part: bytes) -> float:
    return part.count(0) / len(part)


def peek(raw: BinaryIO) -> bytes:
    """The first bytes of ``raw`` without consuming them (a seekable file, or a buffered stream)."""
    if raw.seekable():
        position = raw.tell()
        head = raw.read(HEAD)
        raw.seek(position)
        return head
    peeker = getattr(raw, "peek", None)
    return peeker(HEAD)[:HEAD] if peeker is not None else b""
