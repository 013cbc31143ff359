"""The core package must not need torch: only sda_augment.train may import it.

Once spaCy is in use, its thinc imports torch whenever torch is installed; what this checks
is that our own code outside ``train`` never imports a training library itself
(tests/test_import_weight.py checks that ``import sda_augment`` alone loads none).
"""

import ast
from pathlib import Path

import sda_augment

HEAVY = {"torch", "transformers", "scipy", "faiss"}


def imported_roots(path: Path) -> set[str]:
    roots = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            roots |= {alias.name.split(".")[0] for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            roots.add(node.module.split(".")[0])
    return roots


def test_only_the_train_package_imports_training_libraries():
    package = Path(sda_augment.__file__).parent
    offenders = {}
    for path in package.rglob("*.py"):
        if "train" in path.relative_to(package).parts:
            continue
        heavy = imported_roots(path) & HEAVY
        if heavy:
            offenders[str(path.relative_to(package))] = sorted(heavy)
    assert offenders == {}


def test_the_scan_sees_train_imports():
    # Guards the test above against scanning nothing.
    trainer = Path(sda_augment.__file__).parent / "train" / "trainer.py"
    assert "torch" in imported_roots(trainer)
