"""The package's layers, read from its imports.

The analysis layer and the small modules under it (``edits``, ``reasons``, ``lexicon``, the
rule files) know nothing of the transforms, the pipeline or the command line that build on
them, so a second language's analysis or a new family can be added without touching them;
no two modules import each other, however indirectly; and no module borrows another's
underscore-private names. Every import counts: at the top, inside a function, under
``TYPE_CHECKING``, and an ``importlib.import_module("sda_augment...")`` call.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

import pytest

import sda_augment

PACKAGE = Path(sda_augment.__file__).parent
ROOT = "sda_augment"
# The lower layer: what a sentence is, and the plain data and results every rule shares.
LOWER = ("sda_augment.analysis", "sda_augment.edits", "sda_augment.reasons", "sda_augment.lexicon", "sda_augment.rules")


def _module_name(path: Path) -> str:
    parts = [ROOT, *path.relative_to(PACKAGE).with_suffix("").parts]
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


MODULES = {_module_name(path): path for path in sorted(PACKAGE.rglob("*.py"))}


def _within(name: str, prefixes: tuple[str, ...]) -> bool:
    return any(name == prefix or name.startswith(prefix + ".") for prefix in prefixes)


def _imported(name: str, path: Path) -> Iterator[tuple[int, str, tuple[str, ...]]]:
    """(line, module, names) for every import of a package module in ``path``."""
    package = name if path.name == "__init__.py" else name.rsplit(".", 1)[0]
    for node in ast.walk(ast.parse(path.read_text("utf-8"))):
        if isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")[: len(package.split(".")) - node.level + 1]
                target = ".".join(base + ([node.module] if node.module else []))
            else:
                target = node.module or ""
            names = tuple(alias.name for alias in node.names)
            if _within(target, (ROOT,)):
                # "from . import nouns" imports the module sda_augment.<package>.nouns
                modules = [f"{target}.{n}" for n in names if f"{target}.{n}" in MODULES]
                others = tuple(n for n in names if f"{target}.{n}" not in MODULES)
                if others or not modules:
                    yield node.lineno, target, others
                for module in modules:
                    yield node.lineno, module, ()
        elif isinstance(node, ast.Import):
            for alias in node.names:
                if _within(alias.name, (ROOT,)):
                    yield node.lineno, alias.name, ()
        elif isinstance(node, ast.Call) and getattr(node.func, "attr", getattr(node.func, "id", "")) == "import_module":
            first = node.args[0] if node.args else None
            if isinstance(first, ast.Constant) and isinstance(first.value, str) and _within(first.value, (ROOT,)):
                yield node.lineno, first.value, ()


def _known(module: str) -> str | None:
    """``module`` as one of the package's modules (or the rule files' package), else None."""
    while module and module not in MODULES and module != "sda_augment.rules":
        module = module.rpartition(".")[0]
    return module or None


def _graph() -> dict[str, set[str]]:
    graph: dict[str, set[str]] = {name: set() for name in MODULES}
    for name, path in MODULES.items():
        for _, module, _ in _imported(name, path):
            found = _known(module)
            if found is not None and found in MODULES and not _within(name, (found,)):
                graph[name].add(found)  # (a module's own packages are imported before it anyway)
    return graph


def _cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan's algorithm)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for other in sorted(graph[node]):
            if other not in index:
                visit(other)
                low[node] = min(low[node], low[other])
            elif other in on_stack:
                low[node] = min(low[node], index[other])
        if low[node] == index[node]:
            component = []
            while True:
                other = stack.pop()
                on_stack.discard(other)
                component.append(other)
                if other == node:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return found


def test_the_lower_layer_imports_nothing_above_it():
    lower = [name for name in MODULES if _within(name, LOWER)]
    assert {"sda_augment.analysis.clause", "sda_augment.edits", "sda_augment.reasons"} <= set(lower)
    upward = [
        f"{name}:{line} imports {module}"
        for name in lower
        for line, module, _ in _imported(name, MODULES[name])
        if not _within(module, LOWER)
    ]
    assert not upward, upward


def test_no_two_modules_import_each_other_however_indirectly():
    graph = _graph()
    assert sum(len(targets) for targets in graph.values()) > 200  # the imports were read
    assert not _cycles(graph), _cycles(graph)


def test_no_module_imports_another_modules_private_names():
    borrowed = [
        f"{name}:{line} imports {', '.join(private)} from {module}"
        for name, path in MODULES.items()
        for line, module, names in _imported(name, path)
        if (private := [n for n in names if n.startswith("_") and not n.startswith("__")])
    ]
    assert not borrowed, borrowed


@pytest.mark.parametrize(
    "source,expected",
    [
        ("from ..transforms.negation import neg\n", ["sda_augment.transforms.negation.neg"]),
        ("def f():\n    from ..pipeline import Augmenter\n", ["sda_augment.pipeline"]),
        ("import importlib\nimportlib.import_module('sda_augment.cli')\n", ["sda_augment.cli"]),
    ],
)
def test_the_check_sees_an_upward_import_wherever_it_is_written(tmp_path, source, expected):
    folder = tmp_path / "analysis"
    folder.mkdir()
    path = folder / "probe.py"
    path.write_text(source, "utf-8")
    name = "sda_augment.analysis.probe"
    found = [module for _, module, _ in _imported(name, path)]
    resolved = {module if module in MODULES else _known(module) for module in found}
    assert set(expected) <= resolved and not any(_within(module, LOWER) for module in resolved)


def test_the_check_finds_a_cycle():
    assert _cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
