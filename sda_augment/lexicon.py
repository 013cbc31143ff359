"""Rule data: the TOML files in the top-level ``rules/`` folder, each read once into its schema.

Every file has a schema, a pydantic model that lives with the code reading the file: a
family's in its folder (``transforms/negation/rules.py`` for ``rules/negation.toml``), the
shared files' (``grammar``, ``titles``) in ``analysis/rules.py``. A misspelt key or a value
of the wrong type fails at load with the file and the key named, instead of a ``KeyError``
deep inside a rule; the loaded values are immutable, and rules read them as attributes.
pydantic (which spaCy already installs) gives those errors with their location in nested
tables for free; validated dataclasses would need a hand-written walk over every table.
"""

from __future__ import annotations

import tomllib
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from importlib import resources
from importlib.resources.abc import Traversable
from pathlib import Path
from types import MappingProxyType
from typing import Annotated, Any, Generic, TypeVar

from pydantic import AfterValidator, BaseModel, ConfigDict, StrictStr, ValidationError


class RuleFileError(ValueError):
    """A rules file that does not parse or does not match its schema."""


class RuleData(BaseModel):
    """Base of every rules schema (and of its sections): unknown keys are errors, values are frozen."""

    model_config = ConfigDict(extra="forbid", frozen=True)


def _lowered(words: frozenset[str]) -> frozenset[str]:
    return frozenset(word.lower() for word in words)


def _read_only(table: Mapping[str, Any]) -> Mapping[str, Any]:
    return MappingProxyType(dict(table))


WordSet = Annotated[frozenset[StrictStr], AfterValidator(_lowered)]
"""Words looked up by their lower-case form: lower-cased at load."""
MarkSet = frozenset[StrictStr]
"""Marks, tags or words looked up exactly as written."""
WordList = tuple[StrictStr, ...]
"""Entries in their written order, where order or case matters (a pool, prefixes tried in turn)."""
Entry = TypeVar("Entry")
Table = Annotated[Mapping[StrictStr, Entry], AfterValidator(_read_only)]
"""A read-only table keyed by data (a lexicon's name, a verb's lemma), in its written order."""
WordMap = Table[StrictStr]
"""A read-only table from one word or mark to another, in its written order."""

Schema = TypeVar("Schema", bound=RuleData)


def validate_rules(name: str, data: Mapping[str, Any], schema: type[Schema], folder: str = "rules") -> Schema:
    """``data`` (the parsed ``rules/<name>.toml``) as a ``schema`` object.

    Raises :class:`RuleFileError` with one line per problem, each naming the file and the
    key: ``rules/negation.toml: scope.scope_adverb: unknown key``.
    """
    try:
        return schema.model_validate(data)
    except ValidationError as error:
        problems = [f"{folder}/{name}.toml: {_where(found['loc'])}: {_what(found)}" for found in error.errors()]
        raise RuleFileError("\n".join(problems)) from None


def _where(loc: tuple[int | str, ...]) -> str:
    """A pydantic error location as a dotted key: ``template.text``, ``npi.words[3]``."""
    out = ""
    for part in loc:
        if isinstance(part, int):
            out += f"[{part}]"
        elif str(part).startswith("["):
            out += f" {part}"  # "[key]": the mapping key itself is wrong
        else:
            out += f".{part}" if out else str(part)
    return out


def _what(found: Mapping[str, Any]) -> str:
    kind = found["type"]
    if kind == "extra_forbidden":
        return "unknown key"
    if kind == "missing":
        return "missing key"
    shown = repr(found["input"])
    return f"{found['msg']} (got {shown if len(shown) <= 40 else shown[:37] + '...'})"


RULES_PACKAGE = "sda_augment.rules"


def rule_folder(package: str = RULES_PACKAGE) -> Traversable:
    """Where the rule files of ``package`` are: the installed ``sda_augment.rules`` (the
    top-level ``rules/`` folder), or a plugin's own package of rule files.

    Code imported from a source checkout whose package was installed with ``pip install .``
    has no ``sda_augment.rules`` beside it; the checkout's ``rules/`` folder is read then.
    """
    try:
        return resources.files(package)
    except ModuleNotFoundError:
        checkout = Path(__file__).resolve().parent.parent / "rules"
        if package == RULES_PACKAGE and checkout.is_dir():
            return checkout
        raise


@cache
def load_rules(name: str, schema: type[Schema], package: str = RULES_PACKAGE) -> Schema:
    """``<name>.toml`` of ``package`` (the package's ``rules/`` folder unless a plugin names
    its own), validated by ``schema`` (once per process)."""
    where = "rules" if package == RULES_PACKAGE else package
    try:
        text = rule_folder(package).joinpath(f"{name}.toml").read_text(encoding="utf-8")
    except FileNotFoundError:
        hint = (" (a new rule file is installed with the package: pip install -e . in the checkout "
                "makes it known)") if package == RULES_PACKAGE else ""
        raise FileNotFoundError(f"no rule file {where}/{name}.toml in the installed package{hint}") from None
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        raise RuleFileError(f"{where}/{name}.toml: {error}") from None
    return validate_rules(name, data, schema, where)


@dataclass(frozen=True)
class RuleFile(Generic[Schema]):
    """A rule file and its schema, as a transform declares it (``Meta(rules=(...,))``).

    A plugin ships typed rule data the way the built-ins do: a TOML file in a package of its
    own (``package="sda_uk.rules"``, a folder with an ``__init__.py`` and the ``.toml``
    files, installed as package data) and a pydantic schema; :meth:`load` reads and
    validates it once per process.
    """

    name: str
    schema: type[Schema]
    package: str = RULES_PACKAGE

    def load(self) -> Schema:
        return load_rules(self.name, self.schema, self.package)

    def data(self) -> dict[str, Any]:
        """The file as parsed TOML, unvalidated."""
        return tomllib.loads(rule_folder(self.package).joinpath(f"{self.name}.toml").read_text(encoding="utf-8"))
