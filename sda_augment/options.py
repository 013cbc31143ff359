"""Transform options: typed, with defaults, written on the command line or in a TOML file.

A transform's options are its constructor parameters whose type can be written as text:
``bool``, ``int``, ``float``, ``str``, ``Literal[...]`` choices, tuples of those (written
``a+b`` on the command line, a list in TOML), and unions of them (``X | None`` included).
Other parameters (a tokenizer object, a synonym source) are set from Python only.

On the command line a method takes its options after colons: ``dn:fragments=true:litotes=false``;
methods stay comma-separated, so a value cannot hold a comma or a colon (a TOML file can).
"""

from __future__ import annotations

import dataclasses
import inspect
import tomllib
import types
import typing
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Literal, Union

# Separates the items of a tuple-valued option on the command line ("rules=clause_comma+final_mark").
ITEM_SEPARATOR = "+"
_TRUE = frozenset({"true", "yes", "on", "1"})
_FALSE = frozenset({"false", "no", "off", "0"})
_SCALARS = (bool, int, float, str)


class OptionError(ValueError):
    """An option that is unknown, badly written or of the wrong type; the message is one line."""


@dataclass(frozen=True)
class Option:
    """One option of a transform: its name, its type (a typing annotation) and its default."""

    name: str
    type: Any
    default: Any = None

    @property
    def label(self) -> str:
        """The values it takes, as ``--list`` and error messages show them ("auto|always|never")."""
        return type_label(self.type)

    def convert(self, value: Any) -> Any:
        """``value`` (text from the command line, or a TOML value) as this option's type."""
        return convert(self.type, value)


# --- types ------------------------------------------------------------------------------


def _members(tp: Any) -> tuple[Any, ...] | None:
    """The members of a union other than None, or None when ``tp`` is no union."""
    if typing.get_origin(tp) in (Union, types.UnionType):
        return tuple(member for member in typing.get_args(tp) if member is not type(None))
    return None


def _is_tuple_of(tp: Any) -> bool:
    args = typing.get_args(tp)
    return typing.get_origin(tp) is tuple and len(args) == 2 and args[1] is Ellipsis


def supported(tp: Any) -> bool:
    """Whether values of type ``tp`` can be written as text (so ``tp`` can be an option's type)."""
    members = _members(tp)
    if members is not None:
        return bool(members) and all(supported(member) for member in members)
    if typing.get_origin(tp) is Literal:
        return all(isinstance(arg, _SCALARS) for arg in typing.get_args(tp))
    if _is_tuple_of(tp):
        item = typing.get_args(tp)[0]
        return not _is_tuple_of(item) and _members(item) is None and supported(item)
    return tp in _SCALARS


def type_label(tp: Any) -> str:
    """``bool``, ``float``, ``auto|always|never``, ``str+...``; unions joined with `` or ``."""
    members = _members(tp)
    if members is not None:
        return " or ".join(type_label(member) for member in members)
    if typing.get_origin(tp) is Literal:
        return "|".join(show(arg) for arg in typing.get_args(tp))
    if _is_tuple_of(tp):
        item = type_label(typing.get_args(tp)[0])
        return f"({item}){ITEM_SEPARATOR}..." if "|" in item else f"{item}{ITEM_SEPARATOR}..."
    return getattr(tp, "__name__", str(tp))


def convert(tp: Any, value: Any) -> Any:
    """``value`` as type ``tp``; text is parsed, typed values are checked. Raises ValueError."""
    members = _members(tp)
    if members is not None:
        for member in members:
            try:
                return convert(member, value)
            except ValueError:
                continue
        raise ValueError(value)
    if typing.get_origin(tp) is Literal:
        for arg in typing.get_args(tp):
            try:
                if convert(type(arg), value) == arg:
                    return arg
            except ValueError:
                continue
        raise ValueError(value)
    if _is_tuple_of(tp):
        if isinstance(value, str):
            value = value.split(ITEM_SEPARATOR) if value else []
        if not isinstance(value, (list, tuple)):
            raise ValueError(value)
        return tuple(convert(typing.get_args(tp)[0], item) for item in value)
    if tp is bool:
        if isinstance(value, bool):
            return value
        if isinstance(value, str) and value.strip().lower() in _TRUE | _FALSE:
            return value.strip().lower() in _TRUE
        raise ValueError(value)
    if tp is int or tp is float:
        if isinstance(value, bool):
            raise ValueError(value)
        if isinstance(value, int) or (tp is float and isinstance(value, float)):
            return tp(value)
        if isinstance(value, str):
            return tp(value.strip())  # ValueError when it is no number
        raise ValueError(value)
    if tp is str and isinstance(value, str):
        return value
    raise ValueError(value)


def show(value: Any) -> str:
    """A value as it is written on the command line: ``true``, ``0.15``, ``a+b``, ``none``."""
    if value is None:
        return "none"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (tuple, list)):
        return ITEM_SEPARATOR.join(show(item) for item in value)
    return str(value)


def plain(value: Any) -> Any:
    """A value as JSON holds it (tuples as lists)."""
    if isinstance(value, (tuple, list)):
        return [plain(item) for item in value]
    return value


# --- options of a class or factory --------------------------------------------------------


def derive_options(factory: Callable[..., Any], python_only: Sequence[str] = ()) -> tuple[Option, ...]:
    """The options of a transform class or factory, from its dataclass fields or its signature.

    A parameter is an option when it has a default and a type :func:`supported` says can be
    written as text, and is not named in ``python_only``.
    """
    found: list[Option] = []
    for name, tp, default in _parameters(factory):
        if name in python_only or name.startswith("_") or default is inspect.Parameter.empty:
            continue
        if tp is not None and supported(tp):
            found.append(Option(name, tp, default))
    return tuple(found)


def _parameters(factory: Callable[..., Any]) -> list[tuple[str, Any, Any]]:
    """(name, resolved type or None, default or ``Parameter.empty``) for each parameter."""
    if isinstance(factory, type) and dataclasses.is_dataclass(factory):
        hints = _hints(factory)
        found = []
        for item in dataclasses.fields(factory):
            if not item.init:
                continue
            if item.default is not dataclasses.MISSING:
                default = item.default
            elif item.default_factory is not dataclasses.MISSING:
                default = item.default_factory()
            else:
                default = inspect.Parameter.empty
            found.append((item.name, hints.get(item.name), default))
        return found
    target = factory.__init__ if isinstance(factory, type) else factory
    try:
        signature = inspect.signature(factory)
    except (TypeError, ValueError):
        return []
    hints = _hints(target)
    kinds = (inspect.Parameter.POSITIONAL_OR_KEYWORD, inspect.Parameter.KEYWORD_ONLY)
    return [
        (parameter.name, hints.get(parameter.name), parameter.default)
        for parameter in signature.parameters.values()
        if parameter.kind in kinds
    ]


def _hints(target: Any) -> dict[str, Any]:
    """Resolved annotations; those that cannot be resolved (names imported for type checking
    only) are left out, so their parameters are not options."""
    try:
        return typing.get_type_hints(target)
    except Exception:
        found: dict[str, Any] = {}
    for owner in reversed(getattr(target, "__mro__", (target,))):
        module = inspect.getmodule(owner)
        space = dict(vars(module)) if module else {}
        for name, annotation in getattr(owner, "__annotations__", {}).items():
            try:
                found[name] = eval(annotation, space) if isinstance(annotation, str) else annotation
            except Exception:
                found.pop(name, None)
    return found


# --- checking given options ---------------------------------------------------------------


def listing(options: Sequence[Option]) -> str:
    """``options: a=bool, b=x|y`` (or ``takes no options``) for error messages."""
    if not options:
        return "takes no options"
    return "options: " + ", ".join(f"{option.name}={option.label}" for option in options)


def check_options(method: str, options: Sequence[Option], given: Mapping[str, Any]) -> dict[str, Any]:
    """``given`` (text or TOML values) as typed values, or OptionError naming what is allowed."""
    known = {option.name: option for option in options}
    typed: dict[str, Any] = {}
    for name, value in given.items():
        option = known.get(name)
        if option is None:
            raise OptionError(f"{method}: unknown option {name!r} ({listing(options)})")
        try:
            typed[name] = option.convert(value)
        except ValueError:
            allowed = option.label + (" (true or false)" if option.type is bool else "")
            raise OptionError(f"{method}: option {name} takes {allowed}, got {show(value)!r}") from None
    return typed


# --- writing options: method specs and config files -----------------------------------------


def split_methods(text: str) -> list[str]:
    """Comma-separated method specs, blanks dropped: ``"dn:fragments=true, mv"``."""
    return [part.strip() for part in text.split(",") if part.strip()]


def parse_spec(spec: str) -> tuple[str, dict[str, str]]:
    """``"dn:fragments=true:litotes=false"`` as ``("dn", {"fragments": "true", "litotes": "false"})``."""
    name, *parts = (part.strip() for part in spec.split(":"))
    given: dict[str, str] = {}
    for part in parts:
        key, equals, value = (piece.strip() for piece in part.partition("="))
        if not key or not equals:
            raise OptionError(f"{name}: cannot read option {part!r} (write {name}:NAME=VALUE)")
        if key in given:
            raise OptionError(f"{name}: option {key} given twice")
        given[key] = value
    return name, given


def read_config(path: str) -> dict[str, dict[str, Any]]:
    """A TOML file of one ``[method]`` table of options per transform (values not yet checked)."""
    try:
        with open(path, "rb") as handle:
            data = tomllib.load(handle)
    except OSError as error:
        raise OptionError(f"{path}: cannot read: {error.strerror}") from None
    except tomllib.TOMLDecodeError as error:
        raise OptionError(f"{path}: not valid TOML: {error}") from None
    for name, table in data.items():
        if not isinstance(table, dict):
            raise OptionError(f"{path}: {name!r} is not a table; write one [method] table of options per transform")
        for key, value in table.items():
            if isinstance(value, dict):
                raise OptionError(f"{path}: [{name}] {key} is a table; options are plain values")
    return data
