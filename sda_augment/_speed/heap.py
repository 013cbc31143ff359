"""The process's collector and allocator settings for the length of a corpus run.

A run holds a large heap that lives as long as it does (the model, the lexicons), parses
chunk after chunk, and frees each chunk's parse before the next one starts. Two defaults of
the interpreter and of the C library cost time on that pattern:

- Python's cyclic collector walks every live container on a full pass, the loaded model
  included; frozen, those objects sit out of its passes (and forked workers no longer write
  to the pages they share with the parent).
- glibc's ``free`` gives the top of the heap back to the system once more than a threshold
  (at most 64 MiB) of it is free. Parsing a chunk of 256 sentences takes more than that in
  arrays, all freed at the chunk's end, so each chunk's parse faulted its memory back in
  page by page: about 60 page faults a sentence against 5 for ``nlp.pipe`` over one stream
  (whose generators keep the last batch's arrays alive, so the top of its heap stays in
  use). In one process, chunks alternating between the two, a record took 13% more CPU
  time with glibc's default (wiki sentences, on a busy machine). During a run the
  freed memory is kept for the next chunk; the peak does not grow, since the next chunk
  reuses it.

Both are undone afterwards, so a caller that runs the command in its own process gets its
collector and allocator back as they were (glibc's thresholds as its own dynamic scheme
leaves them once a model has run).
"""

from __future__ import annotations

import ctypes
import gc
import os
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from functools import lru_cache

# Allocations between young-generation collections during a run (Python's default is 700):
# most of what the rules build per sentence is freed by reference counting anyway.
YOUNG_GC_THRESHOLD = 10_000

# glibc's ``mallopt`` parameters (malloc.h).
_M_TRIM_THRESHOLD = -1
_M_MMAP_THRESHOLD = -3
# Allocations at least this large get a mapping of their own: glibc's largest dynamic
# threshold, which a process that runs a model reaches anyway (setting it by hand turns the
# dynamic scheme off, so it is set to where that scheme ends).
LARGE_ALLOCATION = 32 << 20
# Free memory at the top of the heap kept during a run rather than given back.
RUN_TRIM_THRESHOLD = 1 << 30
# After a run: what glibc's dynamic scheme sets beside LARGE_ALLOCATION (twice it).
SETTLED_TRIM_THRESHOLD = 2 * LARGE_ALLOCATION


@lru_cache(maxsize=1)
def _glibc() -> tuple[Callable[[int, int], int], Callable[[int], int]] | None:
    """glibc's ``mallopt`` and ``malloc_trim``, or None on another C library or system."""
    try:
        if not os.confstr("CS_GNU_LIBC_VERSION"):
            return None
        libc = ctypes.CDLL(None)  # the C library the interpreter runs on
        mallopt, trim = libc.mallopt, libc.malloc_trim
    except (AttributeError, OSError, ValueError):
        return None
    mallopt.argtypes, mallopt.restype = [ctypes.c_int, ctypes.c_int], ctypes.c_int
    trim.argtypes, trim.restype = [ctypes.c_size_t], ctypes.c_int
    return mallopt, trim


@contextmanager
def run_heap() -> Iterator[None]:
    """Collector and allocator settings for a corpus run; the objects alive now (the model,
    the lexicons) are frozen out of the collector's passes."""
    thresholds = gc.get_threshold()
    gc.freeze()
    gc.set_threshold(YOUNG_GC_THRESHOLD, *thresholds[1:])
    malloc = _glibc()
    if malloc is not None:
        mallopt, _ = malloc
        mallopt(_M_MMAP_THRESHOLD, LARGE_ALLOCATION)
        mallopt(_M_TRIM_THRESHOLD, RUN_TRIM_THRESHOLD)
    try:
        yield
    finally:
        if malloc is not None:
            mallopt, trim = malloc
            mallopt(_M_TRIM_THRESHOLD, SETTLED_TRIM_THRESHOLD)
            trim(0)  # what the run kept goes back now
        gc.set_threshold(*thresholds)
        gc.unfreeze()
