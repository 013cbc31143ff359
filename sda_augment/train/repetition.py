"""ESimCSE's word repetition on the tokenizer's subwords, where the trainer has the tokenizer.

ESimCSE repeats tokens of the tokenized sentence: for N subwords it draws dup_len uniformly
from 0 .. max(2, int(dup_rate · N)), then that many distinct positions, and doubles the
token at each. The ``wr`` transform does the same with whitespace words, before any
tokenizer: "travelled travelled" there, where a subword tokenizer might double only
"##led" here. Special tokens ([CLS], [SEP], <s>, </s>, padding) are never doubled and do not
count in N.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence

import torch


def dup_len(n: int, dup_rate: float, generator: torch.Generator) -> int:
    """How many of ``n`` subwords to double: uniform on 0 .. max(2, int(dup_rate · n)), at most n."""
    top = max(2, int(dup_rate * n))
    return min(n, int(torch.randint(0, top + 1, (1,), generator=generator)))


def repeat_subwords(
    ids: Sequence[int], special: Collection[int], dup_rate: float, generator: torch.Generator, limit: int | None = None
) -> list[int]:
    """``ids`` with ``dup_len`` distinct non-special tokens doubled in place.

    A sequence longer than ``limit`` after doubling is cut before its last token, which is
    kept (the closing special token the model expects).
    """
    body = [index for index, token in enumerate(ids) if token not in special]
    k = dup_len(len(body), dup_rate, generator)
    doubled = {body[j] for j in torch.randperm(len(body), generator=generator)[:k].tolist()} if k else set()
    out: list[int] = []
    for index, token in enumerate(ids):
        out.append(token)
        if index in doubled:
            out.append(token)
    if limit is not None and len(out) > limit and ids:
        out = out[: limit - 1] + [ids[-1]]
    return out
