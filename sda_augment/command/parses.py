"""``--parses``: the parse file a run reads instead of parsing, or writes for later runs."""

from __future__ import annotations

import click
from rich.console import Console

from ..io import detect_format
from ..parse_cache import ParseCacheError, ParseReader, ParseWriter, fingerprint, open_parses
from ..pipeline import Augmenter
from .settings import RunSettings


def parse_file(settings: RunSettings, augmenter: Augmenter, resumed_from: int, console: Console) -> ParseReader | ParseWriter | None:
    """The parse file to read or write, or None: no ``--parses``, methods that read the text
    alone (said on ``console``), or a resumed run that would write parses of part of the input."""
    path = settings.parses_path
    if path is None:
        return None
    if augmenter.needs == "text":
        console.print(f"--parses not used: {', '.join(augmenter.transforms)} read the text alone, with no parse to keep")
        return None
    reading = {"format": detect_format(settings.input_path, settings.input_format), "field": settings.text_field,
               "column": settings.column, "limit": settings.limit, "max_chars": settings.max_chars}
    if settings.encoding:  # only when given: parse files made before --encoding stay valid
        reading["encoding"] = settings.encoding
    try:
        parses = open_parses(path, fingerprint(settings.input_path, reading, augmenter.nlp, augmenter.components))
    except ParseCacheError as error:
        raise click.ClickException(str(error)) from None
    except OSError as error:
        raise click.ClickException(f"cannot read {settings.input_path} or {path}: {error.strerror}") from None
    if isinstance(parses, ParseWriter) and resumed_from:
        parses.abort()  # parses of part of the input could serve no later run
        console.print(f"{path} not written: the run resumed after record {resumed_from:,}")
        return None
    return parses


def commit_parses(parses: ParseReader | ParseWriter | None, path: str | None) -> None:
    """Put a parse file written by a completed run in place."""
    if not isinstance(parses, ParseWriter):
        return
    try:
        parses.commit()
    except (ParseCacheError, OSError) as error:
        message = error.strerror if isinstance(error, OSError) else str(error)
        raise click.ClickException(f"cannot write the parse file {path}: {message}") from None
