"""Transforms by name, found through the entry-point group ``sda_augment.transforms``.

An entry point names either one transform class (or factory) or a module whose
``TRANSFORMS`` lists several. The built-ins are one such entry point, the package
:mod:`sda_augment.transforms`; a source tree that is not installed has no entry points,
so the built-ins are then imported directly. Any installed package can add transforms:

    [project.entry-points."sda_augment.transforms"]
    shout = "my_package.shout:Shout"

Built-ins are registered first. A plugin that fails to load, or whose transform takes a
name already registered, is left out with a one-line :class:`PluginWarning`; the
built-in (or the plugin registered first, by entry-point name) is kept.

A method may be registered once per language under one name: each implementation names its
languages in ``Meta.languages`` ("en" unless it says otherwise), and only an implementation
for a language already taken is a clash. :func:`info` and :func:`available` answer for each
name's first implementation (the built-ins' English one); :func:`for_language` picks the
implementation for a run's language.
"""

from __future__ import annotations

import difflib
import importlib
import re
import warnings
from collections.abc import Callable, Mapping
from dataclasses import dataclass, replace
from functools import partial
from importlib.metadata import EntryPoint, entry_points
from pathlib import Path
from types import ModuleType
from typing import Any

from .options import (
    Option,
    OptionError,
    check_options,
    derive_options,
    parse_spec,
    plain,
)
from .transform import Meta, Polarity, Transform, meta_of, with_polarity

GROUP = "sda_augment.transforms"
BUILTIN_MODULE = "sda_augment.transforms"
DISTRIBUTION = "sda-augment"
# The option every transform takes: the kind of view it makes ("color_swap:polarity=positive").
POLARITY_OPTION = "polarity"


class PluginWarning(UserWarning):
    """A plugin transform left out: it failed to load, or its name was taken."""


class LanguageWarning(PluginWarning):
    """A method asked for in a language it has no implementation for (it leaves every sentence unchanged)."""


@dataclass(frozen=True)
class TransformInfo:
    """A registered transform: its metadata, how to build it, and where it came from."""

    meta: Meta
    factory: Callable[..., Transform]
    origin: str = "built-in"  # or the plugin's entry point, "name = module:attr (distribution)"

    @property
    def name(self) -> str:
        return self.meta.name

    @property
    def polarity(self) -> str:
        return self.meta.polarity

    @property
    def description(self) -> str:
        return self.meta.description

    @property
    def source(self) -> str:
        return self.meta.source

    @property
    def needs(self) -> str:
        return self.meta.needs

    @property
    def options(self) -> tuple[Option, ...]:
        return self.meta.options or ()

    @property
    def settable(self) -> tuple[Option, ...]:
        """Its options, and ``polarity`` (which kind of view it makes), which every transform takes."""
        if any(option.name == POLARITY_OPTION for option in self.options):
            return self.options
        return (*self.options, Option(POLARITY_OPTION, Polarity, self.polarity))

    @property
    def builtin(self) -> bool:
        return self.origin == "built-in"


# Each name's first implementation by name, and every implementation by (name, language code):
# one table, so a copy of it (or a test's stand-in) holds every language.
_REGISTRY: dict[str | tuple[str, str], TransformInfo] = {}
_LOADED = False


def describe(factory: Callable[..., Transform], origin: str = "built-in") -> TransformInfo:
    """The registry entry of a transform class, or of a factory (called once to see what it makes).

    A class whose name and polarity are set per instance is treated as a factory.
    """
    if isinstance(factory, type) and isinstance(getattr(factory, "name", None), str) and factory.name:
        return TransformInfo(meta_of(factory), factory, origin)
    made = factory()
    if not isinstance(made, Transform):
        raise TypeError(f"{_label(factory)} made a {type(made).__name__}, not a Transform")
    meta = meta_of(made)
    declared = getattr(made, "meta", None)
    if not (isinstance(declared, Meta) and declared.options is not None):
        meta = replace(meta, options=derive_options(factory, meta.python_only))  # the factory's parameters
    return TransformInfo(meta, factory, origin)


def _label(factory: Any) -> str:
    return getattr(factory, "__qualname__", None) or type(factory).__name__


def register(factory: Callable[..., Transform], origin: str = "built-in") -> Callable[..., Transform]:
    """Add a transform class or factory (at run time, beside the entry points); returns it.

    Raises ValueError when its name is taken by another transform.
    """
    _load()
    _add(describe(factory, origin))
    return factory


def _clash(item: TransformInfo) -> TransformInfo | None:
    """Another transform registered under ``item``'s name for one of its languages."""
    for language in item.meta.languages:
        existing = _REGISTRY.get((item.name, language))
        if existing is not None and existing.factory is not item.factory:
            return existing
    return None


def _keep(item: TransformInfo) -> None:
    _REGISTRY.setdefault(item.name, item)
    for language in item.meta.languages:
        _REGISTRY[(item.name, language)] = item


def _add(item: TransformInfo) -> None:
    existing = _clash(item)
    if existing is not None:
        raise ValueError(f"transform name {item.name!r} is already registered ({existing.origin})")
    _keep(item)


def _members(loaded: Any) -> tuple[Any, ...]:
    """The transforms an entry point loads: a module's ``TRANSFORMS``, or the one object."""
    if isinstance(loaded, ModuleType):
        if not hasattr(loaded, "TRANSFORMS"):
            raise TypeError(f"module {loaded.__name__} has no TRANSFORMS")
        return tuple(loaded.TRANSFORMS)
    if not callable(loaded):
        raise TypeError(f"{type(loaded).__name__} is neither a transform class, a factory nor a module")
    return (loaded,)


def _distribution(point: EntryPoint) -> str:
    dist = getattr(point, "dist", None)
    name = getattr(dist, "name", None) or ""
    return re.sub(r"[-_.]+", "-", name).lower()


def _warn(message: str) -> None:
    warnings.warn(message, PluginWarning, stacklevel=4)


def _load_plugin(point: EntryPoint) -> None:
    """Register an entry point's transforms; anything that goes wrong is one warning."""
    dist = getattr(point, "dist", None)
    origin = f"{point.name} = {point.value}" + (f" ({dist.name} {dist.version})" if dist is not None else "")
    try:
        found = [describe(member, origin) for member in _members(point.load())]
    except Exception as error:
        first_line = (str(error).strip().splitlines() or [""])[0]
        _warn(f"plugin {point.name} = {point.value} failed to load: {type(error).__name__}: {first_line}")
        return
    for item in found:
        existing = _clash(item)
        if existing is None:
            _keep(item)
        else:
            kept = "the built-in" if existing.builtin else f"the one from {existing.origin}"
            _warn(f"plugin {point.name} = {point.value} names transform {item.name!r}, already registered; {kept} is kept")


def _load() -> None:
    """Register the built-ins, then every plugin (once per process, on first use)."""
    global _LOADED
    if _LOADED:
        return
    _LOADED = True
    points = list(entry_points(group=GROUP))
    own = [point for point in points if _distribution(point) == DISTRIBUTION or point.value == BUILTIN_MODULE]
    if own:
        for point in own:
            for member in _members(point.load()):
                _add(describe(member))
    else:  # a source tree that is not installed: no entry points of its own
        for member in _members(importlib.import_module(BUILTIN_MODULE)):
            _add(describe(member))
    for point in sorted((p for p in points if p not in own), key=lambda p: (p.name, p.value)):
        _load_plugin(point)


def available(language: str | None = None) -> list[TransformInfo]:
    """All registered transforms, sorted: positives first, then by name; with ``language``,
    the implementations for that language."""
    _load()
    found = (
        item for key, item in _REGISTRY.items()
        if (isinstance(key, str) if language is None else isinstance(key, tuple) and key[1] == language)
    )
    return sorted(found, key=lambda info: (info.polarity != "positive", info.name))


def info(name: str, language: str | None = None) -> TransformInfo:
    """The registered transform ``name``, its case aside (``PI`` is ``pi``); with ``language``,
    its implementation for that language.

    An unknown name raises LookupError naming the registered names closest to it.
    """
    _load()
    if language is not None:
        found = _REGISTRY.get((name, language)) or _REGISTRY.get((name.lower(), language))
        if found is not None:
            return found
        raise LookupError(f"transform {info(name).name!r} has no implementation for language {language!r}")
    found = _REGISTRY.get(name)
    if found is not None:
        return found
    registered = sorted(key for key in _REGISTRY if isinstance(key, str))
    folded = [each for each in registered if each.lower() == name.lower()]
    if len(folded) == 1:
        return _REGISTRY[folded[0]]
    close = difflib.get_close_matches(name.lower(), registered, n=3, cutoff=0.6)
    hint = f"; did you mean {' or '.join(repr(each) for each in close)}?" if close else ""
    names = ", ".join(registered)
    raise LookupError(f"unknown transform {name!r}{hint} (available: {names}){_checkout_hint(name)}")


def _checkout_hint(name: str, here: Path | None = None) -> str:
    """Where a family folder defines ``name`` in a source checkout (the current folder or one
    above it) that is not the package in use: the checkout was changed after it was installed."""
    here = (here or Path.cwd()).resolve()
    used = Path(importlib.import_module(BUILTIN_MODULE).__file__ or "").resolve().parent
    defines = re.compile(rf"""^\s*name\s*(?::[^=]*)?=\s*["']{re.escape(name)}["']""", re.MULTILINE)
    for folder in (here, *here.parents):
        families = folder / "sda_augment" / "transforms"
        if not families.is_dir():
            continue
        if families.resolve() == used:
            return ""  # this checkout is the package in use
        for source in sorted(families.glob("*/*.py")):
            try:
                found = defines.search(source.read_text(encoding="utf-8"))
            except (OSError, UnicodeDecodeError):
                continue
            if found:
                where = source.parent.relative_to(folder)
                return (
                    f"; {where} in {folder} defines it, but the sda_augment in use is {used.parent}: "
                    "install the checkout again (pip install -e . picks up new family folders as they are added)"
                )
        return ""
    return ""


def languages() -> tuple[str, ...]:
    """The language codes some registered transform is written for, sorted."""
    _load()
    return tuple(sorted({key[1] for key in _REGISTRY if isinstance(key, tuple)}))


def for_language(name: str, language: str) -> TransformInfo:
    """Method ``name``'s implementation for ``language``, as a run in that language builds it.

    A method with none is built as a stand-in that leaves every sentence unchanged (reason
    ``transform.no_language``), takes the options of the method's first implementation, and
    is reported by one :class:`LanguageWarning`. An unknown name raises LookupError.
    """
    default = info(name)
    found = _REGISTRY.get((name, language))
    if found is not None:
        return found
    if language in default.meta.languages:
        return default
    from .languages import language_name

    warnings.warn(
        f"{name} has no {language_name(language)} implementation: it leaves every sentence unchanged",
        LanguageWarning, stacklevel=2,
    )
    meta = replace(default.meta, needs="text", languages=(language,))
    return TransformInfo(meta, partial(_unsupported, name, default.polarity, language), f"no {language} implementation")


def _unsupported(name: str, polarity: str, language: str, **options: Any) -> Transform:
    from .languages import Unsupported

    return Unsupported(name, polarity, language, options)


def get_transform(name: str, **params: Any) -> Transform:
    """A new transform instance by registered name, with optional parameters."""
    return info(name).factory(**params)


def resolve(
    spec: str, defaults: Mapping[str, Any] | None = None, language: str | None = None
) -> tuple[TransformInfo, dict[str, Any]]:
    """A method spec such as ``"dn:fragments=true:litotes=false"``: the transform and its typed options.

    ``defaults`` (say, from a config file) apply first; the spec's own options win. Values
    are text or TOML values, checked against the transform's options: a bad one raises
    :class:`~.options.OptionError` (a ValueError) naming the method, the option and what
    it takes. An unknown name raises LookupError. With ``language`` the method's
    implementation for that language is chosen (:func:`for_language`).
    """
    name, given = parse_spec(spec)
    item = info(name) if language is None else for_language(name, language)
    return item, {**check_options(name, item.settable, defaults or {}), **check_options(name, item.settable, given)}


def make(item: TransformInfo, options: Mapping[str, Any]) -> Transform:
    """``item``'s transform with checked ``options``; a value it refuses is an OptionError too."""
    options = dict(options)
    own = any(option.name == POLARITY_OPTION for option in item.options)
    polarity = None if own else options.pop(POLARITY_OPTION, None)
    try:
        made = item.factory(**options)
        return with_polarity(made, polarity) if polarity is not None else made
    except OptionError:
        raise
    except ValueError as error:
        raise OptionError(f"{item.name}: {error}") from None


def build(spec: str, defaults: Mapping[str, Any] | None = None, language: str | None = None) -> Transform:
    """The transform a method spec names, with its options (see :func:`resolve`)."""
    return make(*resolve(spec, defaults, language))


def options_in_force(transform: Transform, given: Mapping[str, Any] | None = None) -> dict[str, Any]:
    """Every option of ``transform`` with its value (defaults included), JSON-ready.

    The value is the instance's attribute of the option's name (as the transform keeps
    it), else the value ``given`` at construction, else the default.
    """
    given = given or {}
    return {
        option.name: plain(getattr(transform, option.name, given.get(option.name, option.default)))
        for option in meta_of(transform).options or ()
    }
