"""Transforms by name, with the metadata the CLI and docs list."""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from typing import Any, Callable

from .transform import POLARITIES, Transform

# Modules that register transforms when imported; imported lazily on first lookup.
_TRANSFORM_MODULES: tuple[str, ...] = ("sda_augment.transforms",)


@dataclass(frozen=True)
class TransformInfo:
    """A registered transform: its name, polarity, one-line description and source."""

    name: str
    polarity: str
    description: str
    source: str
    factory: Callable[..., Transform]


_REGISTRY: dict[str, TransformInfo] = {}


def register(name: str, polarity: str, description: str, source: str = "") -> Callable:
    """Class decorator adding a transform factory to the registry under ``name``."""
    if polarity not in POLARITIES:
        raise ValueError(f"polarity must be one of {POLARITIES}, got {polarity!r}")

    def decorate(factory: Callable[..., Transform]) -> Callable[..., Transform]:
        existing = _REGISTRY.get(name)
        if existing is not None and existing.factory is not factory:
            raise ValueError(f"transform name {name!r} is already registered")
        _REGISTRY[name] = TransformInfo(name, polarity, description, source, factory)
        return factory

    return decorate


def _load() -> None:
    for module in _TRANSFORM_MODULES:
        importlib.import_module(module)


def available() -> list[TransformInfo]:
    """All registered transforms, sorted: positives first, then by name."""
    _load()
    return sorted(_REGISTRY.values(), key=lambda info: (info.polarity != "positive", info.name))


def info(name: str) -> TransformInfo:
    _load()
    try:
        return _REGISTRY[name]
    except KeyError:
        names = ", ".join(sorted(_REGISTRY))
        raise LookupError(f"unknown transform {name!r}; available: {names}") from None


def get_transform(name: str, **params: Any) -> Transform:
    """A new transform instance by registered name, with optional parameters."""
    return info(name).factory(**params)
