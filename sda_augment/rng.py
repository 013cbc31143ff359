"""Per-record random sources that cost nothing until a draw is made.

Every (record, method) gets its own ``random.Random`` seeded from ``"seed:record:method"``
(``"seed:record:method:k"`` for its variant ``k`` > 0), so outputs do not depend on batching
or processes. Seeding a Mersenne Twister costs more
than most rules, and most records never draw (a rule with one candidate needs no choice),
so the generator seeds itself on its first draw. The draws are exactly those of
``random.Random(f"{seed}:{record_id}:{method}")``.
"""

from __future__ import annotations

import random
from typing import Any


class LazyRandom(random.Random):
    """A ``random.Random`` that applies its seed on the first draw, not at construction.

    Every draw of ``random.Random`` goes through ``random()`` or ``getrandbits()`` (both are
    overridden, so ``randrange``/``choice``/``shuffle`` keep the standard algorithms), and
    ``getstate`` seeds first, so the sequence equals an eagerly seeded generator's.
    """

    def __init__(self, seed: Any = None) -> None:
        self._pending: tuple[Any] | None = (seed,)
        self.gauss_next = None

    def _ensure_seeded(self) -> None:
        pending = self._pending
        if pending is not None:
            self._pending = None
            super().seed(pending[0])

    def seed(self, a: Any = None, version: int = 2) -> None:
        self._pending = None
        super().seed(a, version)

    def random(self) -> float:
        if self._pending is not None:
            self._ensure_seeded()
        return super().random()

    def getrandbits(self, k: int) -> int:
        if self._pending is not None:
            self._ensure_seeded()
        return super().getrandbits(k)

    def getstate(self) -> tuple:
        self._ensure_seeded()
        return super().getstate()

    def setstate(self, state: tuple) -> None:
        self._pending = None
        super().setstate(state)

    def __reduce__(self):
        return (_restore, (self.getstate(),))


def _restore(state: tuple) -> random.Random:
    rng = random.Random()
    rng.setstate(state)
    return rng


def record_rng(seed: int | str, record_id: Any, method: str, variant: int | str = 0) -> random.Random:
    """The random source for one (record, method, variant): independent of batching and processes.

    Variant 0 is seeded ``"seed:record:method"``, as before variants existed, so its output
    does not change; variant ``k`` appends ``":k"``.
    """
    if variant == 0:
        return LazyRandom(f"{seed}:{record_id}:{method}")
    return LazyRandom(f"{seed}:{record_id}:{method}:{variant}")
