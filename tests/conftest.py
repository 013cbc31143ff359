"""Shared fixtures: one real spaCy pipeline per test session."""

from __future__ import annotations

import pytest

from sda_augment import load_nlp


@pytest.fixture(scope="session")
def nlp():
    return load_nlp()



@pytest.fixture(scope="session")
def zh_nlp():
    """The Chinese pipeline (jieba's words and tags); the tests that need it skip without jieba."""
    pytest.importorskip("jieba")
    return load_nlp("zh")
