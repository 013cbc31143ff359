"""Built-in transforms: one folder per family, each listing its classes in ``TRANSFORMS``.

Importing this package imports every family folder found here, so a new family is picked
up by adding its folder, with nothing to list elsewhere.
"""

from __future__ import annotations

import importlib
import pkgutil


def _families() -> tuple[type, ...]:
    found: list[type] = []
    for module in sorted(pkgutil.iter_modules(__path__), key=lambda m: m.name):
        if module.ispkg:
            found.extend(getattr(importlib.import_module(f"{__name__}.{module.name}"), "TRANSFORMS", ()))
    return tuple(found)


TRANSFORMS: tuple[type, ...] = _families()
