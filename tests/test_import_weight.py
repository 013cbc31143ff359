"""`import sda_augment` stays light: no torch (the [train] extra), not even spaCy until used."""

import subprocess
import sys


def test_import_loads_neither_torch_nor_spacy():
    code = "import sys, sda_augment; print(sorted(m for m in ('torch', 'spacy', 'thinc', 'transformers') if m in sys.modules))"
    completed = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert completed.returncode == 0, completed.stderr
    assert completed.stdout.strip() == "[]"
