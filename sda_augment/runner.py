"""Chunks through worker processes, in order, a bounded number in flight.

With ``n_process > 1`` whole chunks (parse and transforms) go to worker processes and come
back in input order; at most ``CHUNKS_PER_WORKER`` chunks per worker are in flight, so memory
stays flat in corpus size. Workers fork from the parent where the platform allows, so the
loaded model and lexicons are shared, not loaded again.
"""

from __future__ import annotations

import multiprocessing
import signal
from collections import deque
from collections.abc import Iterator
from typing import Any, Protocol

# Chunks in flight per worker process: enough to keep workers busy, few enough for flat memory.
CHUNKS_PER_WORKER = 2


class ChunkProcessor(Protocol):
    """Anything that turns one chunk of items into its records (an ``Augmenter``)."""

    def process(self, chunk: Any) -> Any: ...


_WORKER: ChunkProcessor | None = None


def ordered_map(processor: ChunkProcessor, chunks: Iterator[Any], n_process: int) -> Iterator[Any]:
    """``processor.process`` over ``chunks`` in ``n_process`` workers, results in order."""
    global _WORKER
    context = multiprocessing.get_context("fork" if "fork" in multiprocessing.get_all_start_methods() else "spawn")
    _WORKER = processor  # inherited by forked workers; sent once to spawned ones
    initargs = () if context.get_start_method() == "fork" else (processor,)
    pool = context.Pool(n_process, initializer=_init_worker, initargs=initargs)
    try:
        pending: deque = deque()
        limit = n_process * CHUNKS_PER_WORKER
        for chunk in chunks:
            pending.append(pool.apply_async(_work, (chunk,)))
            if len(pending) >= limit:
                yield pending.popleft().get()
        while pending:
            yield pending.popleft().get()
        pool.close()
    finally:
        pool.terminate()
        pool.join()
        _WORKER = None


def _init_worker(processor: ChunkProcessor | None = None) -> None:
    """Worker start: Ctrl-C is the parent's to handle; keep the inherited or sent processor."""
    global _WORKER
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    if processor is not None:
        _WORKER = processor


def _work(chunk: Any) -> Any:
    assert _WORKER is not None, "worker started without a chunk processor"
    return _WORKER.process(chunk)
