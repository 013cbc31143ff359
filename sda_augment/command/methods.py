"""The transforms a run asks for: ``--method`` and ``--negative`` specs, ``--config`` options."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import click

from ..options import OptionError, check_options, parse_spec, read_config, split_methods
from ..registry import POLARITY_OPTION, for_language, info, make
from ..transform import Transform


@dataclass(frozen=True)
class Chosen:
    """The transforms of one option (``--method`` or ``--negative``), by name, in the order
    given, and the options each was given (config file and command line merged)."""

    transforms: dict[str, Transform] = field(default_factory=dict)
    given: dict[str, dict[str, Any]] = field(default_factory=dict)


def method_config(path: str | None) -> dict[str, dict[str, Any]]:
    """The options of a ``--config`` TOML file, checked: one ``[method]`` table per transform.

    Tables for registered transforms that are not requested are checked and ignored, so
    one file can serve several runs.
    """
    if path is None:
        return {}
    try:
        data = read_config(path)
    except OptionError as error:
        raise click.UsageError(str(error)) from None
    try:
        return {name: check_options(name, info(name).settable, table) for name, table in data.items()}
    except (OptionError, LookupError) as error:
        raise click.UsageError(f"{path}: {error}") from None


def chosen_methods(
    value: str | None, polarity: str, option: str, config: dict[str, dict[str, Any]], lang: str = "en"
) -> Chosen:
    """The transforms of a ``--method``/``--negative`` value and the options each was given.

    Each is checked to have the polarity its option expects; its options are those of
    the config file, overridden by those written on the command line. Each is the
    method's implementation for ``lang`` (one warning line for a method that has none).
    """
    chosen = Chosen()
    for spec in split_methods(value or ""):
        try:
            name, written = parse_spec(spec)
            item = for_language(name, lang)
        except LookupError as error:
            raise click.BadParameter(str(error), param_hint=option) from None
        except OptionError as error:
            raise click.UsageError(str(error)) from None
        name = item.name
        if name in chosen.transforms:
            raise click.BadParameter(f"{name!r} given twice", param_hint=option)
        try:
            given = {**config.get(name, {}), **check_options(name, item.settable, written)}
        except OptionError as error:
            raise click.UsageError(str(error)) from None
        made_as = given.get(POLARITY_OPTION, item.polarity)
        if made_as != polarity:
            other = "--negative" if made_as == "negative" else "--method"
            raise click.BadParameter(
                f"{name!r} is a {made_as} transform; pass it with {other}, or as {name}:polarity={polarity}",
                param_hint=option,
            )
        try:
            chosen.transforms[name] = make(item, given)
        except OptionError as error:
            raise click.UsageError(str(error)) from None
        except Exception as error:
            raise click.ClickException(f"cannot use {name!r}: {error}") from None
        chosen.given[name] = given
    return chosen
