"""Why a sentence was left alone: one registry of stable reason codes and their messages.

A transform that leaves a sentence unchanged says why with a code: dotted, lower case,
stable across releases ("clause.no_verb"), grouped by where it arises (``input`` for bad
records, ``transform`` for the machinery, ``words`` for word-level draws, ``clause`` for
the main-clause model, ``zh`` for the Chinese one, then one group per method: ``pi``,
``mv``, ``neg``, ``dn``, ...; a method's Chinese codes are ``pi.zh.*``, ``mv.zh.*`` ...).
``AugResult.reason`` carries the code, the coverage report counts codes, and the message,
written for a reader, is looked up only when a report is shown.

The codes shared across the package are registered here. The clause model and each
transform family register theirs in their own module, next to the code that returns
them, with :func:`register_reason`, so a new family stays one folder plus its rules
file; a plugin does the same. Registration happens once, at import: a code is a plain
``str`` constant, and nothing is looked up per sentence. A reason that nobody registered
(free text from a third-party transform) is still counted and shown: its message is the
string itself.

A message may name details in braces ("longer than {limit} characters"); the result's
``info`` supplies them (:func:`describe`), so the code stays one code whatever the value.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from contextlib import suppress
from dataclasses import dataclass, field
from importlib.metadata import entry_points
from string import Formatter
from typing import Any

# Two or more dotted parts, each a lower-case word: "clause.no_verb", "neg.scope.adverb".
CODE_PATTERN = re.compile(r"[a-z][a-z0-9_]*(?:\.[a-z][a-z0-9_]*)+")

_MESSAGES: dict[str, str] = {}
_FIELDS: dict[str, frozenset[str]] = {}  # codes whose message names details, with their names


def _field_names(message: str) -> frozenset[str]:
    names = set()
    for _, name, spec, conversion in Formatter().parse(message):
        if name is None:
            continue
        if not name.isidentifier() or spec or conversion:
            raise ValueError(f"a reason message names details as plain {{name}} fields, got {message!r}")
        names.add(name)
    return frozenset(names)


def register_reason(code: str, message: str) -> str:
    """Register ``code`` with its ``message`` and return the code, for a module constant.

    Registering the same pair again is a no-op (a module imported twice); the same code
    with another message is an error, so two families cannot claim one code.
    """
    if not isinstance(code, str) or not CODE_PATTERN.fullmatch(code):
        raise ValueError(f"a reason code is dotted lower-case words ('clause.no_verb'), got {code!r}")
    if not isinstance(message, str) or not message.strip():
        raise ValueError(f"reason {code!r} needs a message")
    known = _MESSAGES.get(code)
    if known is not None and known != message:
        raise ValueError(f"reason code {code!r} is already registered with the message {known!r}")
    fields = _field_names(message)
    _MESSAGES[code] = message
    if fields:
        _FIELDS[code] = fields
    return code


@dataclass(frozen=True, slots=True)
class Skip:
    """Why an analysis or a rule found nothing to do: a reason code and the details its message names.

    Every analysis and rule that can decline returns ``Thing | Skip``, so a type checker tells
    a finding from a refusal and no caller has to test for a bare string.
    """

    code: str
    info: Mapping[str, Any] = field(default_factory=dict, compare=False, hash=False)

    def __str__(self) -> str:
        return describe(self.code, self.info)


def skip_code(found: object) -> str | None:
    """The code of ``found`` when it is a :class:`Skip`, else None: ``skip_code(x) == NO_VERB``
    asks whether ``x`` was declined for that reason, whatever else ``x`` might have been."""
    return found.code if isinstance(found, Skip) else None


def registered() -> dict[str, str]:
    """Every registered code with its message, sorted by code: the built-in families' and the
    installed plugins' (their modules register their codes on import, and are loaded here
    through the ``sda_augment.transforms`` entry points, as the registry loads them), and any
    other registered so far."""
    _load_families()
    return dict(sorted(_MESSAGES.items()))


_FAMILIES_LOADED = False


def _load_families() -> None:
    """Import every module that the ``sda_augment.transforms`` entry points name, once.

    The codes live beside the families that give them; this module, below them, reaches them
    through the package's metadata rather than an import of a higher layer.
    """
    global _FAMILIES_LOADED
    if _FAMILIES_LOADED:
        return
    _FAMILIES_LOADED = True
    for point in entry_points(group="sda_augment.transforms"):
        with suppress(Exception):  # a plugin that fails to load is the registry's to report
            point.load()


def is_registered(code: str) -> bool:
    return code in _MESSAGES


def message(code: str) -> str:
    """The message for ``code``; an unregistered reason is its own message."""
    return _MESSAGES.get(code, code)


def detail(code: str, info: Mapping[str, Any] | None) -> str | None:
    """The message with its details filled in from ``info``, or None when it names none
    or ``info`` lacks one."""
    fields = _FIELDS.get(code)
    if not fields or not info or not fields <= info.keys():
        return None
    return _MESSAGES[code].format_map(info)


def describe(code: str, info: Mapping[str, Any] | None = None) -> str:
    """The message for one result: with its details when ``info`` has them."""
    return detail(code, info) or message(code)


# The groups of codes the package's machinery and shared analysis give; every other group is
# the name of the transform that gives its codes (or a group a plugin declares in Meta.codes).
SHARED_GROUPS: tuple[str, ...] = ("input", "transform", "words", "clause")

# --- bad input records: the readers and the pipeline pass them through unparsed ---------------

NOT_STRING = register_reason("input.not_string", "text is {type}, not a string")
EMPTY_TEXT = register_reason("input.empty", "empty text")
WHITESPACE_ONLY = register_reason("input.whitespace_only", "whitespace-only text")
NUL_CHARACTER = register_reason("input.nul_character", "contains a NUL character")
TOO_LONG = register_reason("input.too_long", "longer than {limit} characters")
PARSER_FAILED = register_reason("input.parser_failed", "the parser failed on this text")
INVALID_UTF8 = register_reason("input.invalid_utf8", "invalid UTF-8")
UNDECODABLE = register_reason("input.undecodable", "bytes that do not decode in the input's --encoding")
EMPTY_LINE = register_reason("input.empty_line", "empty line")
MALFORMED_JSON = register_reason("input.malformed_json", "malformed JSON")
NOT_AN_OBJECT = register_reason("input.not_an_object", "JSON line is not an object")
NO_TEXT_FIELD = register_reason("input.no_text_field", "no field holding the text")
LONE_SURROGATE = register_reason("input.lone_surrogate", "lone surrogate in text")
MALFORMED_ROW = register_reason("input.malformed_row", "malformed row")
SHORT_ROW = register_reason("input.short_row", "row has fewer fields than the header")

# --- the transform machinery ------------------------------------------------------------------

EMPTY_INPUT = register_reason("transform.empty_input", "empty input")
NO_RULE = register_reason("transform.no_rule", "no rule applies")
NO_CHANGE = register_reason("transform.no_change", "{rule} produced no change")
NO_CHILD = register_reason("transform.no_child", "no child transform applies")
NOT_SAMPLED = register_reason("transform.not_sampled", "not sampled")
ERROR = register_reason("transform.error", "error in {transform}: {error}")
UNAVAILABLE = register_reason("transform.unavailable", "cannot be built here: {error}")
NO_REASON = register_reason("transform.no_reason", "no reason given")

# --- word-level draws (switch-case, word repetition and the random baselines) -----------------

NO_WORDS = register_reason("words.none", "no words")
TOO_FEW_WORDS = register_reason("words.too_few", "fewer than {needed} words")
NO_WORD_DRAWN = register_reason("words.none_drawn", "no word drawn")
