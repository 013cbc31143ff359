"""Which words lemminflect's English dictionary knows, read without importing lemminflect.

Asking whether a word is in the dictionary ("Later" is, "Morales" is not) is all the
surface methods need from it, to decide whether a sentence-initial word keeps its capital
when it moves. lemminflect's package imports spaCy, which costs more than a whole run of
those methods on thousands of lines; its word lists are plain files in the package, so the
words are read from them directly (the first field of each line of the lemma table and of
its overrides, the keys lemminflect looks a word up by). Where the files are not where
this version of lemminflect keeps them, the answer comes from lemminflect itself.
"""

from __future__ import annotations

import gzip
from functools import lru_cache
from importlib.util import find_spec
from pathlib import Path

# lemminflect's lemma table and its overrides, relative to its package folder.
LEMMA_TABLE = Path("resources", "lemma_lu.csv.gz")
LEMMA_OVERRIDES = Path("resources", "lemma_overrides.csv")


@lru_cache(maxsize=1)
def dictionary_words() -> frozenset[str] | None:
    """Every word lemminflect's lemma dictionary has an entry for, or None when its files
    cannot be found (lemminflect not installed, or laid out otherwise)."""
    spec = find_spec("lemminflect")  # finds the package without running it
    folders = list(spec.submodule_search_locations or ()) if spec is not None else []
    for folder in folders:
        table, overrides = Path(folder, LEMMA_TABLE), Path(folder, LEMMA_OVERRIDES)
        if not table.is_file():
            continue
        with gzip.open(table, "rt", encoding="utf-8") as lines:
            found = {line.split(",", 1)[0] for line in lines if line.strip()}
        if overrides.is_file():
            with open(overrides, encoding="utf-8") as lines:
                found.update(line.split(",", 1)[0] for line in lines if line.strip() and not line.startswith("#"))
        return frozenset(found)
    return None
