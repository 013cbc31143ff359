"""Where ``--model`` comes from: a local folder, the Hugging Face cache, or the Hub.

Found out before anything is loaded: a model that is neither a folder nor cached is looked
up on the Hub with one quick request, so a mistyped name, an offline machine or
``HF_HUB_OFFLINE`` fails in a second with one line that says which, instead of after a
minute of download retries with a message about connecting. A cached model is loaded from
the cache alone, with no request at all.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Literal

Source = Literal["folder", "cache", "hub"]
# Seconds the one look-up on the Hub may take.
HUB_TIMEOUT = 10.0
_TRUE = {"1", "ON", "YES", "TRUE"}


class ModelNotFoundError(OSError):
    """The model is not a local folder, not cached, and cannot be downloaded; one line."""

    def __str__(self) -> str:
        return str(self.args[0]) if self.args else "model not found"


def offline() -> bool:
    """True when Hugging Face downloads are switched off (``HF_HUB_OFFLINE``, ``TRANSFORMERS_OFFLINE``)."""
    return any(os.environ.get(name, "").strip().upper() in _TRUE for name in ("HF_HUB_OFFLINE", "TRANSFORMERS_OFFLINE"))


def locate_model(name: str | Path, cache_dir: str | Path | None = None) -> Source:
    """Where the model ``name`` will be loaded from; raises :class:`ModelNotFoundError` (or
    FileNotFoundError for a path that is not there) when it cannot be loaded at all."""
    path = Path(name)
    if path.is_dir():
        return "folder"
    text = str(name)
    if path.is_absolute() or text.startswith((".", "~")) or path.exists():
        raise FileNotFoundError(f"model folder {text!r} does not exist")
    where = f"model {text!r} is not a local folder or a model in the Hugging Face cache"
    if _cached(text, cache_dir, where):
        return "cache"
    if offline():
        raise ModelNotFoundError(f"{where}, and HF_HUB_OFFLINE is set, so it cannot be downloaded")
    problem = _hub_problem(text)
    if problem:
        raise ModelNotFoundError(f"{where}, and {problem}")
    return "hub"


def _cached(name: str, cache_dir: str | Path | None, where: str) -> bool:
    from huggingface_hub import try_to_load_from_cache
    from huggingface_hub.errors import HFValidationError

    try:
        found = try_to_load_from_cache(name, "config.json", cache_dir=cache_dir)
    except HFValidationError:
        raise ModelNotFoundError(f"{where}, and not a valid Hugging Face model name") from None
    return isinstance(found, str)


def _model_info(name: str) -> object:
    """One request to the Hub about ``name`` (no retries)."""
    from huggingface_hub import HfApi

    return HfApi().model_info(name, timeout=HUB_TIMEOUT)


def _hub_problem(name: str) -> str | None:
    """Why the Hub cannot give ``name``, or None when it can (or when a download may still
    work: a gated model, an answer that is not a clear no)."""
    from huggingface_hub.errors import (
        GatedRepoError,
        HfHubHTTPError,
        RepositoryNotFoundError,
    )

    try:
        _model_info(name)
    except GatedRepoError:
        return None
    except RepositoryNotFoundError:
        return "the Hugging Face Hub has no model of that name (or it is private: log in with `hf auth login`)"
    except HfHubHTTPError:
        return None
    except Exception as error:
        reason = str(error).strip().splitlines()[0] if str(error).strip() else type(error).__name__
        return f"the Hugging Face Hub cannot be reached ({reason})"
    return None
