"""The collector and allocator settings of a corpus run (:mod:`sda_augment._speed.heap`)."""

from __future__ import annotations

import ctypes
import gc

import pytest

from sda_augment._speed.heap import YOUNG_GC_THRESHOLD, _glibc, run_heap


def test_run_heap_freezes_the_heap_and_gives_the_collector_back():
    before = (gc.get_freeze_count(), gc.get_threshold())
    with run_heap():
        assert gc.get_freeze_count() > 0
        assert gc.get_threshold() == (YOUNG_GC_THRESHOLD, *before[1][1:])
    assert (gc.get_freeze_count(), gc.get_threshold()) == before


class _MallInfo2(ctypes.Structure):
    _fields_ = [(name, ctypes.c_size_t) for name in (
        "arena", "ordblks", "smblks", "hblks", "hblkhd", "usmblks", "fsmblks", "uordblks", "fordblks", "keepcost",
    )]


def _top_of_heap_after_freeing(blocks: int, size: int) -> int:
    """Free bytes left at the top of the heap after ``blocks`` blocks of ``size`` are freed."""
    libc = ctypes.CDLL(None)
    libc.malloc.restype, libc.malloc.argtypes = ctypes.c_void_p, [ctypes.c_size_t]
    libc.free.argtypes = [ctypes.c_void_p]
    libc.mallinfo2.restype = _MallInfo2
    pointers = [libc.malloc(size) for _ in range(blocks)]
    for pointer in reversed(pointers):
        libc.free(pointer)
    return libc.mallinfo2().keepcost


def test_a_run_keeps_freed_memory_for_the_next_chunk_and_returns_it_after():
    if _glibc() is None:
        pytest.skip("the allocator settings are glibc's")
    size, blocks = 1 << 20, 200  # 200 MiB in blocks below the mapping threshold, as a chunk's parse
    with run_heap():
        kept = _top_of_heap_after_freeing(blocks, size)
    after = ctypes.CDLL(None)
    after.mallinfo2.restype = _MallInfo2
    assert kept >= blocks * size // 2  # glibc would have given anything over 64 MiB back
    assert after.mallinfo2().keepcost < 64 << 20  # given back once the run is over
