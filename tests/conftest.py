"""Shared fixtures: one real spaCy pipeline per test session."""

from __future__ import annotations

import pytest

from sda_augment import load_nlp


@pytest.fixture(scope="session")
def nlp():
    return load_nlp()



@pytest.fixture(scope="session")
def zh_nlp():
    """The Chinese pipeline (jieba's words and tags; the ``test`` extra installs jieba)."""
    import jieba  # noqa: F401  (the test extra installs it)
    return load_nlp("zh")
