"""The transforms index (the table in ``sda_augment/transforms/__init__.py``) says where each
built-in method lives; the registry is the list it is checked against."""

from __future__ import annotations

import re

import sda_augment.transforms as transforms
from sda_augment.registry import available

ROW = re.compile(r"^\| `([a-z0-9_]+)` +\| `([a-z0-9_]+)/` +\| (\w+) +\| (positive|negative) +\|$")


# The heading above the table of the Chinese implementations; the English table comes first.
CHINESE = "Chinese implementations (`--lang zh`)"


def _registered(language: str | None = None) -> list[tuple[str, str, str, str]]:
    return sorted(
        (info.name, info.factory.__module__.split(".")[2], info.factory.__name__, info.polarity)
        for info in available(language)
        if info.origin == "built-in"
    )


def _documented(text: str) -> list[tuple[str, ...]]:
    return sorted(match.groups() for line in text.splitlines() if (match := ROW.match(line.strip())))


def _table(rows: list[tuple[str, str, str, str]]) -> str:
    widths = [max(len(row[k]) for row in rows) + (2 if k < 2 else 0) for k in range(3)]
    widths[1] += 1  # the folder's "/"
    lines = []
    for name, folder, cls, polarity in rows:
        lines.append(f"| {'`' + name + '`':<{widths[0]}} | {'`' + folder + '/`':<{widths[1]}} | {cls:<{widths[2]}} | {polarity:<8} |")
    return "\n".join(lines)


def test_the_index_names_the_folder_of_every_registered_method_and_no_other():
    documented = _documented(transforms.__doc__.split(CHINESE)[0])
    registered = _registered()
    assert len(registered) >= 20 and {("pi", "punctuation"), ("mv", "modal"), ("sc", "surface")} <= {row[:2] for row in registered}
    assert documented == registered, "the table in sda_augment/transforms/__init__.py should read:\n" + _table(registered)


def test_the_index_names_the_folder_of_every_chinese_implementation_and_no_other():
    assert CHINESE in transforms.__doc__
    documented = _documented(transforms.__doc__.split(CHINESE)[1])
    registered = _registered("zh")
    assert {("mv", "modal", "ChineseAffirmation", "positive"), ("neg", "negation", "ChineseNegation", "negative")} <= set(registered)
    assert documented == registered, f"the table under {CHINESE!r} should read:\n" + _table(registered)


def test_the_check_reads_the_rows_it_compares():
    assert ROW.match("| `pi`               | `punctuation/`   | PunctuationInsertion   | positive |").groups() == (
        "pi", "punctuation", "PunctuationInsertion", "positive",
    )
    assert ROW.match("| method | folder | class | polarity |") is None
