"""What the package's checks read from the registry, and which transforms each applies to.

The registry is the only list of transforms: the checks iterate what is registered, built-in
or plugin. A check that needs something the protocol does not promise applies to the
transforms that declare it in their ``Meta``: registered reason codes (``codes``), a sentence
they change (``sample``), rule files (``rules``). The built-ins are the package's own: their
codes are checked against the source and the docs, and a built-in without a sample of its
own is checked on an ordinary sentence.
"""

from __future__ import annotations

from typing import Any

from sda_augment.reasons import SHARED_GROUPS, registered
from sda_augment.registry import TransformInfo, available, info, languages
from sda_augment.transform import meta_of

# The sentence an English built-in that declares no sample of its own is checked on.
ORDINARY = "He travelled widely in Europe, and later settled in Vienna."


def implementations() -> list[TransformInfo]:
    """Every registered implementation: each name's English one (or its first), then each other
    language's (``--lang zh``), each once."""
    found = list(available())
    for language in languages():
        found += [item for item in available(language) if item not in found]
    return found


def language_of(item: TransformInfo) -> str:
    """The language the checks read an implementation's sentences in."""
    return "en" if "en" in item.meta.languages else item.meta.languages[0]


def group(code: str) -> str:
    return code.split(".", 1)[0]


def declared_groups(item: TransformInfo) -> set[str]:
    """The code groups a transform gives codes in: its name's, and those of its declared codes."""
    return {item.name, *(group(code) for code in item.meta.codes)}


def code_owners() -> dict[str, TransformInfo]:
    """Code group → the registered transform that gives codes in it."""
    owners: dict[str, TransformInfo] = {}
    for item in implementations():
        for name in declared_groups(item):
            owners.setdefault(name, item)
    return owners


def host_codes() -> set[str]:
    """The registered codes of the package itself: the shared groups' and the built-ins'."""
    owners = code_owners()
    return {code for code in registered() if group(code) in SHARED_GROUPS or (group(code) in owners and owners[group(code)].builtin)}


def checks_codes(transform: Any) -> bool:
    """Whether every reason ``transform`` gives must be a registered code: a built-in's, or a
    transform that declares its codes."""
    meta = meta_of(transform)
    if meta.codes:
        return True
    try:
        return info(meta.name).builtin
    except LookupError:
        return type(transform).__module__.startswith("sda_augment.")


def allowed_codes(transform: Any) -> set[str] | None:
    """The codes a transform that declares its codes may give (its own and the shared
    groups'); None for a built-in, whose codes are checked against the source instead."""
    meta = meta_of(transform)
    if not meta.codes:
        return None
    return set(meta.codes) | {code for code in registered() if group(code) in SHARED_GROUPS}


def sample(item: TransformInfo) -> str | None:
    """The sentence a transform is checked to change: its own, or an ordinary one for a
    built-in; None for a plugin that declares none (the check does not apply)."""
    return item.meta.sample or (ORDINARY if item.builtin and language_of(item) == "en" else None)
