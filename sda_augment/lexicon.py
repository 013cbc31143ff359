"""Rule data: the TOML files in the top-level ``rules/`` folder, loaded once."""

from __future__ import annotations

import tomllib
from functools import lru_cache
from importlib import resources
from typing import Any


@lru_cache(maxsize=None)
def load_rules(name: str) -> dict[str, Any]:
    """Return the parsed ``rules/<name>.toml`` shipped with the package."""
    resource = resources.files("sda_augment.rules").joinpath(f"{name}.toml")
    try:
        data = resource.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise FileNotFoundError(f"no rule file rules/{name}.toml in the installed package") from None
    return tomllib.loads(data)


@lru_cache(maxsize=None)
def word_set(name: str, *keys: str) -> frozenset[str]:
    """A lower-cased word list from ``rules/<name>.toml`` at the nested ``keys``."""
    node: Any = load_rules(name)
    for key in keys:
        node = node[key]
    return frozenset(str(word).lower() for word in node)
