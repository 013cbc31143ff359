"""Training examples from the CLI's JSONL, a SimCSE csv, or raw text augmented on the spot.

Every reader validates the whole file before training starts and names the bad line, so a
malformed record fails in seconds instead of hours into a run. All three produce the same
:class:`Example`: an anchor, its positive, an optional own negative, and which augmentation
made the positive (the label AugCSE's discriminator predicts).
"""

from __future__ import annotations

import csv
import json
import random
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

# The augmentation type of a positive that is the anchor itself (SimCSE's dropout positive).
IDENTITY = "none"
# Presets whose rule names the pool member that made the output ("augcse.gender_swap"):
# that member, not the preset, is the augmentation type.
POOL_METHODS = frozenset({"augcse"})


class DataError(ValueError):
    """Training data that cannot be used; the message names the file and line."""


@dataclass(frozen=True)
class Example:
    """One training row: anchor, positive, own negative (or None), and the positive's method."""

    anchor: str
    positive: str
    negative: str | None = None
    aug_type: str = IDENTITY


def _choose_positive(
    record_id: Any, text: str, outputs: Mapping[str, str], seed: int | str, labels: Mapping[str, str] | None = None
) -> tuple[str, str]:
    """One changed positive, uniformly among methods (the SDA ensemble); the anchor if none.

    The second value is the positive's augmentation type: the method's name, or its entry
    in ``labels`` (a pool preset's member).
    """
    if not outputs:
        return text, IDENTITY
    names = sorted(outputs)
    name = names[random.Random(f"{seed}:{record_id}:positive").randrange(len(names))]
    return outputs[name], (labels or {}).get(name, name)


def _pool_labels(rules: Mapping[str, Any] | None, methods: Sequence[str], where: str) -> dict[str, str]:
    """The member each pool preset among ``methods`` names in ``rules`` (none when unchanged)."""
    labels = {}
    for method in methods:
        if method in POOL_METHODS and rules is not None and rules.get(method) is not None:
            rule = rules[method]
            member = rule.removeprefix(f"{method}.") if isinstance(rule, str) else ""
            if not member or member == rule:
                raise DataError(f"{where}: rules[{method!r}] must name the pool member ('{method}.<member>'), got {rule!r}")
            labels[method] = member
    return labels


def examples_from_records(
    records: Iterable[tuple[int, Mapping[str, Any]]],
    positive: Sequence[str],
    negative: str | None,
    seed: int | str = 0,
    source: str = "<records>",
) -> list[Example]:
    """Examples from CLI-style records ``{"id", "text", "<method>": ..., "rules": {...}}``.

    ``records`` yields (line number, record). A method's output counts as changed when
    ``rules[method]`` is not null (or, without ``rules``, when it differs from ``text``);
    unchanged outputs are never used as positives or negatives.
    """
    examples = []
    for line, record in records:
        where = f"{source}:{line}"
        if not isinstance(record, Mapping):
            raise DataError(f"{where}: expected a JSON object, got {type(record).__name__}")
        text = record.get("text")
        if not isinstance(text, str) or not text.strip():
            raise DataError(f"{where}: 'text' must be a non-empty string")
        rules = record.get("rules")
        if rules is not None and not isinstance(rules, Mapping):
            raise DataError(f"{where}: 'rules' must be an object")
        record_id = record.get("id", line)

        def output(method: str) -> str | None:
            if method not in record:
                known = sorted(key for key in record if key not in ("id", "text", "rules"))
                raise DataError(f"{where}: record has no {method!r} output (has: {', '.join(known) or 'none'})")
            value = record[method]
            if not isinstance(value, str):
                raise DataError(f"{where}: {method!r} must be a string, got {type(value).__name__}")
            changed = rules.get(method) is not None if rules is not None and method in rules else value != text
            return value if changed and value.strip() else None

        outputs = {method: out for method in positive if (out := output(method)) is not None}
        labels = _pool_labels(rules, tuple(outputs), where)
        pos_text, aug_type = _choose_positive(record_id, text, outputs, seed, labels)
        neg_text = output(negative) if negative else None
        examples.append(Example(text, pos_text, neg_text, aug_type))
    if not examples:
        raise DataError(f"{source}: no training records")
    return examples


def read_jsonl(path: str | Path, positive: Sequence[str], negative: str | None, seed: int | str = 0) -> list[Example]:
    """Examples from the augmentation CLI's JSONL output."""
    path = Path(path)

    def records() -> Iterable[tuple[int, Any]]:
        for line, raw in enumerate(_text_lines(path), start=1):
            if not raw.strip():
                continue
            try:
                yield line, json.loads(raw.rstrip("\r\n"))  # columns count within the line
            except json.JSONDecodeError as error:
                raise DataError(f"{path}:{line}:{error.colno}: not valid JSON ({error.msg})") from None

    return examples_from_records(records(), positive, negative, seed, source=str(path))


def read_simcse_csv(path: str | Path, use_negatives: bool = True) -> list[Example]:
    """Examples from a SimCSE csv: ``sent0,sent1`` and optionally ``hard_neg``."""
    path = Path(path)
    examples = []
    reader = csv.DictReader(_text_lines(path))
    try:
        header = reader.fieldnames or []
        missing = [column for column in ("sent0", "sent1") if column not in header]
        if missing:
            raise DataError(f"{path}:1: header lacks {', '.join(missing)} (expected sent0,sent1[,hard_neg])")
        for row in reader:
            where = f"{path}:{reader.line_num}"
            if None in row:
                raise DataError(f"{where}: more cells than header columns")
            anchor, pos = row.get("sent0"), row.get("sent1")
            if not anchor or not anchor.strip():
                raise DataError(f"{where}: sent0 is empty")
            if not pos or not pos.strip():
                raise DataError(f"{where}: sent1 is empty")
            neg = (row.get("hard_neg") or "").strip() or None
            examples.append(Example(anchor, pos, neg if use_negatives else None, "csv"))
    except csv.Error as error:
        raise DataError(f"{path}:{reader.line_num}: {error}") from None
    if not examples:
        raise DataError(f"{path}: no training rows")
    return examples


def read_text(path: str | Path) -> list[str]:
    """Non-empty lines of a text file, one sentence each."""
    path = Path(path)
    texts = [line.strip() for line in _text_lines(path) if line.strip()]
    if not texts:
        raise DataError(f"{path}: no sentences")
    return texts


def augment_texts(
    texts: Sequence[str], positive: Sequence[str], negative: str | None, seed: int | str = 0, nlp: Any = None
) -> list[Example]:
    """Augment raw sentences now (parsed once, every method on the parse) and build examples.

    With several positive methods, each sentence gets one of those that changed it, chosen
    uniformly with a per-record seed: the SDA paper's ensemble.
    """
    from sda_augment import Augmenter

    methods = list(dict.fromkeys([*positive, *([negative] if negative else [])]))
    if not methods:
        return [Example(text, text) for text in texts]
    augmenter = Augmenter(methods, seed=seed, nlp=nlp)
    records = []
    for line, record in enumerate(augmenter.run(texts), start=1):
        row: dict[str, Any] = {"id": record.id, "text": record.text, "rules": {}}
        for name, result in record.results.items():
            row[name] = result.text
            row["rules"][name] = result.rule
        records.append((line, row))
    return examples_from_records(records, positive, negative, seed, source="<augmented text>")


def load_examples(
    path: str | Path, positive: Sequence[str] = ("pi",), negative: str | None = None, seed: int | str = 0, nlp: Any = None
) -> list[Example]:
    """Examples from ``path`` by suffix: .jsonl, .csv (SimCSE), anything else raw text."""
    path = Path(path)
    suffix = path.suffix.lower()
    if suffix in (".jsonl", ".json"):
        return read_jsonl(path, positive, negative, seed)
    if suffix == ".csv":
        return read_simcse_csv(path, use_negatives=negative is not None)
    return augment_texts(read_text(path), positive, negative, seed, nlp=nlp)


def _text_lines(path: Path) -> Iterator[str]:
    """The lines of a UTF-8 file, line ends kept; a file that cannot be read, or a line that
    is not UTF-8 (a binary file given by mistake), is a :class:`DataError` naming the file."""
    try:
        handle = path.open("rb")
    except OSError as error:
        raise DataError(f"{path}: cannot read ({error.strerror or error})") from None
    with handle:
        for number, raw in enumerate(handle, start=1):
            try:
                yield raw.decode("utf-8")
            except UnicodeDecodeError as error:
                raise DataError(
                    f"{path}:{number}: not UTF-8 text (byte {raw[error.start]:#04x} at column {error.start + 1}); is it the right file?"
                ) from None
