"""Offline STS evaluation: Spearman correlation of cosine similarity against gold scores.

Reads the usual files as they are distributed, without downloading anything:

- GLUE STS-B tsv: a header naming ``sentence1``, ``sentence2`` and ``score``;
- SentEval STS-B csv (``sts-dev.csv``): tab-separated, no header, score in column 5 and the
  two sentences in columns 6 and 7 (extra trailing columns are ignored);
- SICK (``SICK_test_annotated.txt`` or ``SICK.txt``): a header naming ``sentence_A``,
  ``sentence_B`` and ``relatedness_score`` (SICK-R).

Sentences contain quotes, so lines are split on tabs only, never parsed as quoted csv.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

import numpy as np


class STSFormatError(ValueError):
    """An STS file that cannot be read; the message names the file and line."""


@dataclass(frozen=True)
class STSPair:
    sentence1: str
    sentence2: str
    score: float


_HEADERS = {
    "glue": ("sentence1", "sentence2", "score"),
    "sick": ("sentence_A", "sentence_B", "relatedness_score"),
}


def detect_format(first_line: str) -> str:
    """"glue", "sick" or "senteval", judged from a file's first line."""
    cells = first_line.rstrip("\r\n").split("\t")
    for name, wanted in _HEADERS.items():
        if all(column in cells for column in wanted):
            return name
    if len(cells) >= 7 and _is_number(cells[4]):
        return "senteval"
    raise STSFormatError(
        "unrecognised STS layout: expected a GLUE header (sentence1, sentence2, score), "
        "a SICK header (sentence_A, sentence_B, relatedness_score) or SentEval STS-B rows "
        "(score in column 5, sentences in columns 6 and 7)"
    )


def _is_number(text: str) -> bool:
    try:
        float(text)
    except ValueError:
        return False
    return True


def read_sts(path: str | Path, layout: str = "auto") -> list[STSPair]:
    """All scored pairs in an STS file; ``layout`` is auto, glue, senteval or sick."""
    path = Path(path)
    try:
        data = path.read_bytes()
        lines = data.decode("utf-8").splitlines()
    except OSError as error:
        raise STSFormatError(f"{path}: cannot read ({error.strerror or error})") from None
    except UnicodeDecodeError as error:
        line = data.count(b"\n", 0, error.start) + 1
        raise STSFormatError(f"{path}:{line}: not UTF-8 text (byte {data[error.start]:#04x}); is it an STS file?") from None
    lines = [line for line in lines if line.strip()]
    if not lines:
        raise STSFormatError(f"{path}: empty file")
    try:
        layout = detect_format(lines[0]) if layout == "auto" else layout
    except STSFormatError as error:
        raise STSFormatError(f"{path}:1: {error}") from None
    if layout in _HEADERS:
        header = lines[0].rstrip("\r").split("\t")
        missing = [column for column in _HEADERS[layout] if column not in header]
        if missing:
            raise STSFormatError(f"{path}:1: header lacks {', '.join(missing)}")
        columns = [header.index(column) for column in _HEADERS[layout]]
        rows = enumerate(lines[1:], start=2)
    elif layout == "senteval":
        columns = [5, 6, 4]
        rows = enumerate(lines, start=1)
    else:
        raise STSFormatError(f"unknown STS layout {layout!r}; use auto, glue, senteval or sick")
    pairs = []
    for number, line in rows:
        cells = line.rstrip("\r").split("\t")
        if len(cells) <= max(columns):
            raise STSFormatError(f"{path}:{number}: expected at least {max(columns) + 1} tab-separated columns, got {len(cells)}")
        first, second, score = (cells[i] for i in columns)
        if not _is_number(score):
            raise STSFormatError(f"{path}:{number}: score {score!r} is not a number (an unlabelled test file?)")
        pairs.append(STSPair(first, second, float(score)))
    if len(pairs) < 2:
        raise STSFormatError(f"{path}: needs at least two scored pairs, found {len(pairs)}")
    return pairs


def rank_average(values: np.ndarray) -> np.ndarray:
    """Ranks from 1, ties sharing the mean of their ranks (as Spearman's rho needs)."""
    values = np.asarray(values, dtype=np.float64)
    order = np.argsort(values, kind="mergesort")
    ordered = values[order]
    ranks = np.empty(len(values), dtype=np.float64)
    start = 0
    while start < len(values):
        end = start
        while end + 1 < len(values) and ordered[end + 1] == ordered[start]:
            end += 1
        ranks[order[start : end + 1]] = (start + end) / 2.0 + 1.0
        start = end + 1
    return ranks


def spearman(x: Sequence[float], y: Sequence[float]) -> float:
    """Spearman's rank correlation: Pearson's r of the tie-averaged ranks."""
    x = np.asarray(x, dtype=np.float64)
    y = np.asarray(y, dtype=np.float64)
    if x.shape != y.shape or x.ndim != 1 or len(x) < 2:
        raise ValueError("spearman needs two 1-D sequences of the same length, at least 2")
    rx, ry = rank_average(x), rank_average(y)
    rx -= rx.mean()
    ry -= ry.mean()
    denominator = float(np.sqrt((rx * rx).sum() * (ry * ry).sum()))
    if denominator == 0.0:
        return float("nan")
    return float((rx * ry).sum() / denominator)


def evaluate_sts(embed: Callable[[list[str]], np.ndarray], pairs: Sequence[STSPair]) -> float:
    """Spearman's rho between gold scores and the cosine of ``embed``'s sentence vectors."""
    first = np.asarray(embed([pair.sentence1 for pair in pairs]), dtype=np.float64)
    second = np.asarray(embed([pair.sentence2 for pair in pairs]), dtype=np.float64)
    first /= np.maximum(np.linalg.norm(first, axis=1, keepdims=True), 1e-12)
    second /= np.maximum(np.linalg.norm(second, axis=1, keepdims=True), 1e-12)
    cosine = (first * second).sum(axis=1)
    return spearman(cosine, [pair.score for pair in pairs])
