"""Training examples from the CLI's JSONL, an AugCSE or SimCSE csv, or raw text augmented on the spot.

Every reader validates the whole file before training starts and names the bad line, so a
malformed record fails in seconds instead of hours into a run. All of them produce the same
:class:`Example`: an anchor, its augmented sentence, an optional own negative, and which
augmentation made it (the label AugCSE's discriminator predicts). Whether the augmented
sentence is the contrastive positive is the objective's choice (:mod:`.objective`).
"""

from __future__ import annotations

import csv
import json
import random
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

# The augmentation type of a sentence no method changed (AugCSE's "no augmentation"; its
# positive is the anchor itself, SimCSE's dropout view).
IDENTITY = "none"
# How one augmentation is chosen per sentence among several methods (see TrainConfig.sampling).
CHANGED, UNIFORM = "changed", "uniform"
# Presets whose rule names the pool member that made the output ("augcse.gender_swap"):
# that member, not the preset, is the augmentation type.
POOL_METHODS = frozenset({"augcse"})


class DataError(ValueError):
    """Training data that cannot be used; the message names the file and line."""


@dataclass(frozen=True)
class Example:
    """One training row: anchor, its augmented sentence (the anchor itself when no method
    changed it), own negative (or None), and the augmentation's type."""

    anchor: str
    augmented: str
    negative: str | None = None
    aug_type: str = IDENTITY


def method_name(spec: str) -> str:
    """The method a spec names: ``"sc:p=0.1"`` is ``sc``."""
    return spec.split(":", 1)[0].strip()


def _choose(
    record_id: Any,
    text: str,
    outputs: Mapping[str, str | None],
    seed: int | str,
    labels: Mapping[str, str] | None = None,
    sampling: str = CHANGED,
) -> tuple[str, str]:
    """One augmentation for a sentence; ``outputs`` maps each method to its output, None
    where it left the sentence unchanged.

    ``changed``: uniformly among the methods that changed it (SDA's ensemble); ``uniform``:
    uniformly among all of them, "none" when the drawn one did not change it (AugCSE §4.2).
    The second value is the augmentation type: the method's name, or its entry in
    ``labels`` (a pool preset's member); the anchor itself and "none" when nothing applies.
    """
    names = sorted(outputs) if sampling == UNIFORM else sorted(name for name, out in outputs.items() if out is not None)
    if not names:
        return text, IDENTITY
    name = names[random.Random(f"{seed}:{record_id}:positive").randrange(len(names))]
    chosen = outputs[name]
    if chosen is None:
        return text, IDENTITY
    return chosen, (labels or {}).get(name, name)


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


def _changed_output(record: Mapping, method: str, rules: Mapping | None, where: str) -> str | None:
    """The record's ``method`` output when it changed the text, else None; DataError if malformed."""
    if method not in record:
        known = sorted(key for key in record if key not in ("id", "text", "rules"))
        raise DataError(f"{where}: record has no {method!r} output (has: {', '.join(known) or 'none'})")
    value = record[method]
    if not isinstance(value, str):
        raise DataError(f"{where}: {method!r} must be a string, got {type(value).__name__}")
    changed = rules.get(method) is not None if rules is not None and method in rules else value != record["text"]
    return value if changed and value.strip() else None


def examples_from_records(
    records: Iterable[tuple[int, Mapping[str, Any]]],
    positive: Sequence[str],
    negative: str | None,
    seed: int | str = 0,
    source: str = "<records>",
    sampling: str = CHANGED,
) -> list[Example]:
    """Examples from CLI-style records ``{"id", "text", "<method>": ..., "rules": {...}}``.

    ``records`` yields (line number, record). A method's output counts as changed when
    ``rules[method]`` is not null (or, without ``rules``, when it differs from ``text``);
    an unchanged output is never an augmentation or a negative (see :func:`_choose`).
    """
    positive = [method_name(method) for method in positive]
    negative = method_name(negative) if negative else None
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

        outputs = {method: _changed_output(record, method, rules, where) for method in positive}
        labels = _pool_labels(rules, tuple(name for name, out in outputs.items() if out is not None), where)
        augmented, aug_type = _choose(record_id, text, outputs, seed, labels, sampling)
        neg_text = _changed_output(record, negative, rules, where) if negative else None
        examples.append(Example(text, augmented, neg_text, aug_type))
    if not examples:
        raise DataError(f"{source}: no training records")
    return examples


def read_jsonl(
    path: str | Path, positive: Sequence[str], negative: str | None, seed: int | str = 0, sampling: str = CHANGED
) -> list[Example]:
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

    return examples_from_records(records(), positive, negative, seed, source=str(path), sampling=sampling)


def read_simcse_csv(path: str | Path, use_negatives: bool = True) -> list[Example]:
    """Examples from a SimCSE csv: ``sent0,sent1`` and optionally ``hard_neg``."""

    def example(row: Mapping[str, str | None], where: str) -> Example:
        neg = (row.get("hard_neg") or "").strip() or None
        return Example(_cell(row, "sent0", where), _cell(row, "sent1", where), neg if use_negatives else None, "csv")

    return _read_csv(path, ("sent0", "sent1"), "sent0,sent1[,hard_neg]", example)


def read_augcse_csv(path: str | Path) -> list[Example]:
    """Examples from ``sda-augment --format augcse-csv``: ``sent0,aug,aug_type``.

    ``aug_type`` names the augmentation, ``none`` where it left the sentence unchanged
    (then ``aug`` is the sentence itself); an empty ``aug_type`` reads as ``none``.
    """

    def example(row: Mapping[str, str | None], where: str) -> Example:
        anchor, augmented = _cell(row, "sent0", where), _cell(row, "aug", where)
        aug_type = (row.get("aug_type") or "").strip() or IDENTITY
        if aug_type == IDENTITY and augmented != anchor:
            raise DataError(f"{where}: aug_type is {IDENTITY!r} but aug differs from sent0")
        return Example(anchor, augmented, None, aug_type)

    return _read_csv(path, AUGCSE_COLUMNS, ",".join(AUGCSE_COLUMNS), example)


AUGCSE_COLUMNS = ("sent0", "aug", "aug_type")


def _cell(row: Mapping[str, str | None], column: str, where: str) -> str:
    value = row.get(column)
    if not value or not value.strip():
        raise DataError(f"{where}: {column} is empty")
    return value


def _read_csv(path: str | Path, required: Sequence[str], layout: str, example: Any) -> list[Example]:
    """Rows of a csv with a header, each made an example; errors name the line."""
    path = Path(path)
    examples = []
    reader = csv.DictReader(_text_lines(path))
    try:
        header = reader.fieldnames or []
        missing = [column for column in required if column not in header]
        if missing:
            raise DataError(f"{path}:1: header lacks {', '.join(missing)} (expected {layout})")
        for row in reader:
            where = f"{path}:{reader.line_num}"
            if None in row:
                raise DataError(f"{where}: more cells than header columns")
            examples.append(example(row, where))
    except csv.Error as error:
        raise DataError(f"{path}:{reader.line_num}: {error}") from None
    if not examples:
        raise DataError(f"{path}: no training rows")
    return examples


def csv_header(path: str | Path) -> list[str]:
    """The columns of a csv file's first line (none for an empty file)."""
    for line in _text_lines(Path(path)):
        return next(csv.reader([line]), [])
    return []


def filter_sentences(texts: Sequence[str], deduplicate: bool = False, min_words: int = 0) -> tuple[list[int], int, int]:
    """Which sentences to keep (their indices), with how many duplicates and short ones left out.

    CARDS's data: a sentence seen before is a duplicate; a sentence of fewer than
    ``min_words`` whitespace-separated words is short.
    """
    kept, seen, duplicates, short = [], set(), 0, 0
    for index, text in enumerate(texts):
        if deduplicate:
            if text in seen:
                duplicates += 1
                continue
            seen.add(text)
        if min_words and len(text.split()) < min_words:
            short += 1
            continue
        kept.append(index)
    return kept, duplicates, short


def read_text(path: str | Path) -> list[str]:
    """Non-empty lines of a text file, one sentence each."""
    path = Path(path)
    texts = [line.strip() for line in _text_lines(path) if line.strip()]
    if not texts:
        raise DataError(f"{path}: no sentences")
    return texts


def expand_presets(methods: Sequence[str]) -> list[str]:
    """Method specs with each preset (``augcse``) replaced by its members, so that one member
    can be drawn uniformly per sentence, as AugCSE draws (§4.2)."""
    from sda_augment.registry import build
    from sda_augment.transform import meta_of

    expanded: list[str] = []
    for spec in methods:
        members = getattr(build(spec), "members", None)
        expanded += [meta_of(member).name for member in members] if members is not None else [spec]
    return list(dict.fromkeys(expanded))


def augment_texts(
    texts: Sequence[str],
    positive: Sequence[str],
    negative: str | None,
    seed: int | str = 0,
    nlp: Any = None,
    sampling: str = CHANGED,
) -> list[Example]:
    """Augment raw sentences now (parsed once, every method on the parse) and build examples.

    With several positive methods, each sentence gets one of them with a per-record seed
    (see :func:`_choose`). With ``uniform`` sampling a preset's members run as methods of
    their own, so the draw is among all the members, not only those that apply.
    """
    from sda_augment import Augmenter

    if sampling == UNIFORM:
        positive = expand_presets(positive)
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
    return examples_from_records(records, positive, negative, seed, source="<augmented text>", sampling=sampling)


def load_examples(
    path: str | Path,
    positive: Sequence[str] = ("pi",),
    negative: str | None = None,
    seed: int | str = 0,
    nlp: Any = None,
    sampling: str = CHANGED,
    deduplicate: bool = False,
    min_words: int = 0,
    note: Callable[[str], None] | None = None,
) -> list[Example]:
    """Examples from ``path`` by suffix: .jsonl, .csv (AugCSE's ``sent0,aug,aug_type`` or
    SimCSE's ``sent0,sent1``, by the header), anything else raw text.

    ``deduplicate`` and ``min_words`` leave out repeated and short anchors (CARDS's data),
    before raw text is augmented; ``note`` is told how many.
    """

    def kept_of(texts: Sequence[str]) -> list[int]:
        kept, duplicates, short = filter_sentences(texts, deduplicate, min_words)
        if not kept:
            raise DataError(f"{path}: nothing left after leaving out repeated sentences and those under {min_words} words")
        if note is not None and (deduplicate or min_words):
            note(f"data: left out {duplicates:,} repeated sentences and {short:,} of fewer than {min_words} words; {len(kept):,} kept")
        return kept

    path = Path(path)
    suffix = path.suffix.lower()
    if suffix in (".jsonl", ".json"):
        examples = read_jsonl(path, positive, negative, seed, sampling)
    elif suffix == ".csv":
        augcse = "aug_type" in csv_header(path)
        examples = read_augcse_csv(path) if augcse else read_simcse_csv(path, use_negatives=negative is not None)
    else:
        texts = read_text(path)
        texts = [texts[i] for i in kept_of(texts)]
        return augment_texts(texts, positive, negative, seed, nlp=nlp, sampling=sampling)
    return [examples[i] for i in kept_of([example.anchor for example in examples])]


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
