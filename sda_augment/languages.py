"""The languages a run can be in, and the stand-in for a method a language lacks.

A method is registered once per language it is written for (``Meta.languages``); a run in
a language builds each method's implementation for that language. A method with none
(switch-case has no letter case in Chinese) is reported once, when the run starts, and
runs as :class:`Unsupported`: every sentence unchanged, with the reason counted.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from .reasons import register_reason
from .transform import AugResult, Meta, unchanged

if TYPE_CHECKING:
    from spacy.tokens import Doc

DEFAULT_LANGUAGE = "en"
# How messages name a language; a code not here is named by its code.
LANGUAGE_NAMES: dict[str, str] = {"en": "English", "zh": "Chinese"}

NO_IMPLEMENTATION = register_reason("transform.no_language", "{method} has no {language} implementation")


def language_name(code: str) -> str:
    return LANGUAGE_NAMES.get(code, code)


@dataclass(frozen=True)
class Unsupported:
    """Method ``name`` in a language it has no implementation for: leaves every sentence as it is."""

    name: str
    polarity: str
    language: str
    options: dict[str, Any] = field(default_factory=dict, compare=False)

    @property
    def meta(self) -> Meta:
        return Meta(f"{self.name} has no {language_name(self.language)} implementation", needs="text",
                    options=(), languages=(self.language,))

    def applicable(self, doc: Doc) -> bool:
        return False

    def apply(self, doc: Doc, rng: random.Random) -> AugResult:
        return unchanged(doc, NO_IMPLEMENTATION, {"method": self.name, "language": language_name(self.language)})

    def __hash__(self) -> int:
        return hash((self.name, self.polarity, self.language))
