"""The csv training exports: what their columns claim about an output, and their rows.

``simcse-csv`` writes ``sent0,sent1[,hard_neg]``; trainers in SimCSE's style read ``sent1`` as
a positive, a paraphrase with the meaning of ``sent0``. A run whose ``sent1`` would come from a
transform that alters meaning is refused before any work: a negative, or a transform whose
metadata says what it changes (``Meta.alters``), given directly or as a member of a preset
such as ``augcse``. What alters meaning is read from what the transforms declare, so a new
member or a plugin is judged the same way without a list here.

``augcse-csv`` writes ``sent0,aug,aug_type``: AugCSE's layout, where an augmentation of any
polarity is a label for the discriminator, not a claim that the meaning is kept. One row per
record (and distinct variant). With one method the row holds its output; with several, one method is
drawn uniformly per record and the row is labelled ``none`` when it did not change the
sentence (AugCSE §4.2). A preset's row is labelled with the member that made it
("augcse.tense" gives ``tense``). ``sda-augment-train`` reads the file by its header.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from .io import InputRecord, SimcseLayout, simcse_rows
from .rng import record_rng
from .transform import Meta, meta_of

# The label of a row whose augmentation left the sentence as it was.
NO_AUGMENTATION = "none"
AUGCSE_HEADER = ("sent0", "aug", "aug_type")
NEGATIVE = "a negative"
# The key of the per-record draw among several methods (independent of every method's own draws).
_DRAW = "augcse-csv"


class ExportError(ValueError):
    """Methods that cannot fill an export's columns; the message is one line."""


class Export(Protocol):
    """A csv export: its header and the rows of one record."""

    header: Sequence[str]
    default_unchanged: str

    def rows(self, record: InputRecord, augmented: Any, unchanged: str) -> list[list[str]]: ...


@dataclass(frozen=True)
class Alteration:
    """A transform that alters meaning: the method it came through and what it does."""

    method: str  # the method as given ("augcse")
    transform: str  # the transform itself ("tense"), the method's own name when not a preset
    what: str  # "a negative", "changes the time"


def members(transform: Any) -> tuple[Any, ...] | None:
    """A preset's members (the transforms it draws on), or None for a single transform."""
    found = getattr(transform, "members", None)
    return tuple(found) if found is not None else None


def declared(transform: Any) -> Meta:
    """What ``transform`` declares in the registry (its own polarity, whatever a run set)."""
    from .registry import info

    meta = meta_of(transform)
    try:
        return info(meta.name).meta
    except LookupError:  # built in Python, never registered
        return meta


def alterations(method: str, transform: Any) -> list[Alteration]:
    """The transforms behind ``method`` that alter meaning, with what each does."""
    parts = members(transform)
    found = []
    for part in parts if parts is not None else (transform,):
        meta = declared(part)
        if meta.polarity == "negative":
            found.append(Alteration(method, meta.name, NEGATIVE))
        elif meta.alters:
            found.append(Alteration(method, meta.name, f"changes {meta.alters}"))
    return found


def _names(items: Sequence[str]) -> str:
    return items[0] if len(items) == 1 else f"{', '.join(items[:-1])} and {items[-1]}"


def refusal(found: Sequence[Alteration], presets: Sequence[str]) -> str:
    """One line naming the meaning-altering transforms of a ``sent1`` and what to do instead."""
    said, advice = [], []
    for method in dict.fromkeys(item.method for item in found):
        mine = [item for item in found if item.method == method]
        described = _names([f"{item.transform} ({item.what})" for item in mine])
        if method in presets:
            said.append(f"{method}'s members {described}")
            advice.append(f"-m {method}:exclude={'+'.join(item.transform for item in mine)} to leave them out")
        else:
            said.append(described)
            negative = all(item.what == NEGATIVE for item in mine)
            advice.append(f"--negative {method} for the hard_neg column" if negative else f"leave {method} out")
    verb = "alters" if len(found) == 1 else "alter"
    return (
        f"--format simcse-csv writes sent1 as a positive, and {'; '.join(said)} {verb} the meaning: "
        f"use --format augcse-csv (sent0,aug,aug_type) for AugCSE's discriminator, or {', or '.join(advice)}"
    )


@dataclass(frozen=True)
class SimcseExport:
    """``sent0,sent1[,hard_neg]``: one row per positive method (see :func:`~.io.simcse_rows`)."""

    layout: SimcseLayout
    default_unchanged: str = "self"

    @property
    def header(self) -> list[str]:
        return self.layout.header

    def rows(self, record: InputRecord, augmented: Any, unchanged: str) -> list[list[str]]:
        return simcse_rows(self.layout, record, augmented, unchanged)


@dataclass(frozen=True)
class AugcseExport:
    """``sent0,aug,aug_type``: one augmentation per record, labelled for AugCSE's discriminator."""

    methods: tuple[str, ...]
    presets: frozenset[str] = frozenset()
    seed: int | str = 0
    default_unchanged: str = "keep"
    ids: bool = False  # a last column, id, naming each row's input record

    def __post_init__(self) -> None:
        if not self.methods:
            raise ExportError("--format augcse-csv needs at least one --method or --negative for the aug column")

    @property
    def header(self) -> tuple[str, ...]:
        return (*AUGCSE_HEADER, "id") if self.ids else AUGCSE_HEADER

    def rows(self, record: InputRecord, augmented: Any, unchanged: str) -> list[list[str]]:
        """The record's rows: ``keep`` and ``self`` write an unchanged sentence as ``none``
        (AugCSE's "no augmentation" label); ``drop`` leaves it out. Bad records give none."""
        if record.problem or augmented.skip_reason or not isinstance(record.text, str):
            return []
        rows = []
        variants = max(len(augmented.variants_of(name)) for name in self.methods)
        for k in range(variants):
            method = self.methods[0]
            if len(self.methods) > 1:
                method = self.methods[record_rng(self.seed, record.id, _DRAW, k).randrange(len(self.methods))]
            results = augmented.variants_of(method)
            result = results[min(k, len(results) - 1)]
            if not result.changed:
                if unchanged == "drop":
                    continue
                row = [record.text, record.text, NO_AUGMENTATION]
            else:
                label = result.rule.split(".", 1)[1] if method in self.presets else method
                row = [record.text, result.text, label]
            if self.ids:
                row.append(str(record.id))
            if k and row in rows:
                continue  # a further variant that repeats a row: never written twice
            rows.append(row)
        return rows


def export_layout(
    output_format: str,
    positives: Mapping[str, Any],
    negatives: Mapping[str, Any],
    seed: int | str = 0,
    ids: bool = False,
) -> Export | None:
    """The csv layout of ``output_format`` for these methods, or None for JSONL; ``ids`` adds
    a last column, ``id``, naming each row's input record.

    Raises :class:`ExportError` (one line) for methods that cannot fill its columns,
    before anything is parsed or written.
    """
    presets = [name for name, transform in {**positives, **negatives}.items() if members(transform) is not None]
    if output_format == "augcse-csv":
        return AugcseExport(tuple(dict.fromkeys([*positives, *negatives])), frozenset(presets), seed, ids=ids)
    if output_format != "simcse-csv":
        return None
    if not positives:
        raise ExportError("--format simcse-csv needs a positive --method for sent1")
    if len(negatives) > 1:
        raise ExportError("--format simcse-csv takes one --negative (the hard_neg column)")
    found = [item for name, transform in positives.items() for item in alterations(name, transform)]
    if found:
        raise ExportError(refusal(found, presets))
    return SimcseExport(SimcseLayout(tuple(positives), next(iter(negatives), None), ids))
