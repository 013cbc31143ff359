"""Throughput and memory of ``sda-augment``: against bare spaCy parsing, and against nlpaug.

Two comparisons, each measured side by side in the same run, as pairs of runs that alternate
so both see the same load on the machine; each prints the median of the pairs' ratios:

* **SDA methods against bare parsing** (``pi,mv,dn --negative neg``), per process count:
  ``bare`` is ``nlp.pipe`` over the sentences with the model and components the command runs
  for those methods; ``full`` is the ``sda-augment`` command (read, parse once, every method,
  write JSONL). Start-up (imports, model and lexicon loading) is left out of both: each runs
  in a fresh subprocess that loads first and then starts the clock. The target is >= 0.90.
  The command parses with spaCy's attribute ruler and lemmatizer applied by lookup tables
  (:mod:`sda_augment._speed.rule_components`) and the neural components' matrix products through
  numpy's BLAS on one thread (:mod:`sda_augment._speed.matrix_ops`), with the same annotations, so a
  third run, ``own parse``, parses that way and runs no rule: the command against it is what
  the rules and the command around them cost on top of the command's own parse, and
  ``own parse`` against ``bare`` is what the parse itself gains.
* **Surface methods against nlpaug**, whole process: ``sda-augment FILE --method
  word_del,swap,crop -o out.jsonl`` against a script running nlpaug's three ``RandomWordAug``
  actions (delete, swap, crop) on the same lines and writing JSONL; both timed from process
  start to exit. The ratio is nlpaug's time over the command's (>= 1.00: the command is at
  least as fast). Needs the ``bench`` extra (``pip install ".[bench]"``).

It also times the command reading a parse file (``--parses``) against the same command
parsing, for the SDA methods: start-up excluded and as whole processes (target: >= 5x).

* **Chinese against bare segmentation and tagging** (section ``zh``, on ``zh_news_dev.txt``):
  ``sda-augment --lang zh -m pi,mv,dn --negative neg`` against ``nlp.pipe`` of the Chinese
  pipeline (jieba's words and tags, nothing else), start-up excluded, in alternating runs, and
  the same split of one process's time into segmenting and tagging, and the rules.

Separate runs drift by several percent on a shared machine, so the script also splits one
process's time: each chunk is parsed, its token tables are built (as the command does),
then each method runs on the chunk's Docs, and parse, table and method times are summed per
record. It then runs the full command on 1x and 10x the corpus and prints the peak resident
memory of each run (the largest process: the main one or a worker), which should be flat if
the pipeline streams.

    python benchmarks/throughput.py [--corpus PATH] [--limit N] [--n-process 1,2] [--repeat 5]
                                    [--only sda,surface,parses,split,memory,zh] [--zh-corpus PATH]
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

DEFAULT_CORPUS = Path(__file__).resolve().parents[1].parent / "shared" / "corpus" / "wiki_dev.txt"
DEFAULT_ZH_CORPUS = DEFAULT_CORPUS.with_name("zh_news_dev.txt")
WANTED_POSITIVES = ("pi", "mv", "dn")
WANTED_NEGATIVE = "neg"
SURFACE_METHODS = ("word_del", "swap", "crop")
# nlpaug's RandomWordAug actions that do what the surface methods above do.
NLPAUG_ACTIONS = ("delete", "swap", "crop")
SECTIONS = ("sda", "surface", "parses", "split", "memory", "zh")


def registered_methods() -> tuple[list[str], str | None]:
    """The paper's methods that are registered here (pi, mv, dn; neg)."""
    from sda_augment.registry import available

    names = {item.name for item in available()}
    positives = [name for name in WANTED_POSITIVES if name in names]
    return positives, (WANTED_NEGATIVE if WANTED_NEGATIVE in names else None)


def peak_rss_mib() -> float:
    """Peak resident memory of this process or its largest child, in MiB (Linux: KiB units)."""
    own = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    children = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    return max(own, children) / 1024


def measure(
    mode: str, corpus: str, n_process: int, batch_size: int, methods: list[str], negative: str | None,
    parses: str | None = None, lang: str = "en",
) -> dict:
    """One measurement (run inside a fresh subprocess): records, seconds, peak RSS.

    With ``parses`` the command reads (or first writes) that parse file.
    """
    from sda_augment.pipeline import Augmenter

    # The components the command runs for these methods, loaded (with the methods'
    # lexicons) before the clock starts, for both modes.
    augmenter = Augmenter(methods + ([negative] if negative else []), lang=lang)
    augmenter.warm_up()
    nlp = augmenter.nlp
    if mode == "bare":
        disabled = [name for name in nlp.pipe_names if name not in augmenter.components]
        with open(corpus, encoding="utf-8") as handle:
            lines = (line.rstrip("\n") for line in handle)
            start = time.perf_counter()
            count = sum(1 for _ in nlp.pipe(lines, batch_size=batch_size, n_process=n_process, disable=disabled))
            seconds = time.perf_counter() - start
    elif mode == "own":  # the command's own parse, chunk by chunk, with its heap settings, and no rule
        from sda_augment._speed import run_heap

        with open(corpus, encoding="utf-8") as handle:
            lines = [line.rstrip("\n") for line in handle]
        start = time.perf_counter()
        count = 0
        with run_heap():
            for first in range(0, len(lines), batch_size):
                count += len(augmenter._parse(lines[first : first + batch_size]))
        seconds = time.perf_counter() - start
    else:
        from click.testing import CliRunner

        from sda_augment.cli import main

        handle, output = tempfile.mkstemp(suffix=".jsonl")
        os.close(handle)
        args = [corpus, "-m", ",".join(methods), "-o", output]
        if negative:
            args += ["--negative", negative]
        args += ["--n-process", str(n_process), "--batch-size", str(batch_size), "-q", "--lang", lang]
        if parses:
            args += ["--parses", parses]
        start = time.perf_counter()
        result = CliRunner().invoke(main, args)
        seconds = time.perf_counter() - start
        if result.exit_code != 0:
            raise SystemExit(f"sda-augment failed: {result.output}")
        with open(output, "rb") as handle:
            count = sum(1 for _ in handle)
        os.remove(output)
    return {"mode": mode, "n_process": n_process, "records": count, "seconds": seconds, "peak_rss_mib": peak_rss_mib()}


def run_nlpaug(corpus: str, output: str) -> None:
    """nlpaug's delete, swap and crop on every line, written as JSONL (a whole process's work).

    nlpaug raises on lines too short for an action (crop on one word); those keep the text.
    """
    import nlpaug.augmenter.word as naw

    augmenters = {action: naw.RandomWordAug(action=action) for action in NLPAUG_ACTIONS}
    with open(corpus, encoding="utf-8") as lines, open(output, "w", encoding="utf-8") as out:
        for index, line in enumerate(lines):
            text = line.rstrip("\n")
            record = {"id": index, "text": text}
            for action, augmenter in augmenters.items():
                try:
                    augmented = augmenter.augment(text)
                except ValueError:
                    augmented = [text]
                record[action] = augmented[0] if isinstance(augmented, list) and augmented else augmented
            out.write(json.dumps(record, ensure_ascii=False) + "\n")


def timed_process(command: list[str]) -> tuple[float, float]:
    """Run ``command`` to its end: (wall seconds, CPU seconds of the process and its children)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    done = subprocess.run(command, capture_output=True, text=True, check=False)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if done.returncode != 0:
        raise SystemExit(f"{' '.join(command)} failed:\n{done.stderr}")
    return wall, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def sda_augment_command() -> list[str]:
    """The installed console script, or the same entry point through this interpreter."""
    script = shutil.which("sda-augment")
    if script and Path(script).resolve().parent == Path(sys.executable).resolve().parent:
        return [script]
    return [sys.executable, "-c", "from sda_augment.cli import main; main()"]


def compare_with_nlpaug(corpus: str, folder: str, repeat: int) -> None:
    """Whole-process time of the surface methods and of nlpaug's actions, in alternating pairs."""
    try:
        import nlpaug  # noqa: F401
    except ImportError:
        print("surface methods against nlpaug: skipped (nlpaug is not installed: pip install '.[bench]')")
        return
    ours_out, theirs_out = os.path.join(folder, "surface.jsonl"), os.path.join(folder, "nlpaug.jsonl")
    ours_command = [*sda_augment_command(), corpus, "--method", ",".join(SURFACE_METHODS), "-o", ours_out, "-q"]
    theirs_command = [sys.executable, __file__, "--child", "nlpaug", "--corpus", corpus, "--output", theirs_out]
    ours, theirs = [], []
    for _ in range(repeat):
        ours.append(timed_process(ours_command))
        theirs.append(timed_process(theirs_command))
    with open(ours_out, "rb") as mine, open(theirs_out, "rb") as other:
        assert sum(1 for _ in mine) == sum(1 for _ in other), "both must write one line per record"
    wall = statistics.median(t[0] / o[0] for o, t in zip(ours, theirs))
    cpu = statistics.median(t[1] / o[1] for o, t in zip(ours, theirs))
    print(f"surface methods against nlpaug, whole process (start-up, reading, augmenting, writing), {repeat} pairs:")
    print(f"  sda-augment --method {','.join(SURFACE_METHODS)}: median {statistics.median(o[0] for o in ours):.2f} s wall, "
          f"{statistics.median(o[1] for o in ours):.2f} s CPU")
    print(f"  nlpaug RandomWordAug {','.join(NLPAUG_ACTIONS)}: median {statistics.median(t[0] for t in theirs):.2f} s wall, "
          f"{statistics.median(t[1] for t in theirs):.2f} s CPU")
    print(f"  ratio nlpaug / sda-augment (>= 1.00: as fast or faster): {wall:.2f} wall, {cpu:.2f} CPU (medians of pairs)",
          flush=True)


def split(corpus: str, batch_size: int, methods: list[str], negative: str | None, lang: str = "en") -> dict:
    """Milliseconds per record of parsing and of each method, measured chunk by chunk in one process."""
    from sda_augment._speed import run_heap
    from sda_augment.pipeline import Augmenter

    augmenter = Augmenter(methods + ([negative] if negative else []), lang=lang)
    augmenter.warm_up()
    with open(corpus, encoding="utf-8") as handle:
        lines = [line.rstrip("\n") for line in handle]
    seconds = dict.fromkeys(["parse", "token_tables", *augmenter.transforms], 0.0)
    with run_heap():  # the collector and allocator settings of the command's run
        _split_chunks(augmenter, lines, batch_size, seconds)
    return {name: value / len(lines) * 1000 for name, value in seconds.items()}


def _split_chunks(augmenter: Any, lines: list[str], batch_size: int, seconds: dict[str, float]) -> None:
    """Parse, tables and each method, chunk by chunk as the command runs them, timed into ``seconds``."""
    from sda_augment.analysis import prepare
    from sda_augment.analysis.document import release
    from sda_augment.pipeline import apply_transform, record_rng

    clock = time.perf_counter
    for start in range(0, len(lines), batch_size):
        chunk = lines[start : start + batch_size]
        began = clock()
        docs = augmenter._parse(chunk)  # the command's parse: rule components by tables, numpy products
        seconds["parse"] += clock() - began
        began = clock()
        for doc, text in zip(docs, chunk):  # as the command does, right after the parse
            prepare(doc, text, augmenter.lang in (None, "en"))
        seconds["token_tables"] += clock() - began
        for offset, doc in enumerate(docs):
            for name, transform in augmenter.transforms.items():
                began = clock()
                apply_transform(transform, doc, record_rng(0, start + offset, name))
                seconds[name] += clock() - began
            release(doc)


def inside(corpus: str, batch_size: int, methods: list[str], negative: str | None) -> dict:
    """Milliseconds per record spent inside one run of the command: parsing, the rules (every
    method on a record), the rest of each chunk (token tables, bad records, releasing the
    Docs), and the command around the augmenter (reading, coverage, JSON, writing)."""
    from click.testing import CliRunner

    from sda_augment.cli import main
    from sda_augment.pipeline import Augmenter

    Augmenter(methods + ([negative] if negative else [])).warm_up()
    spent = dict.fromkeys(("parse", "rules", "chunk"), 0.0)
    clock = time.perf_counter

    def timed(name: str, function: Any) -> Any:
        """``function``, keeping the time it takes under ``name``."""

        def wrapper(*args: Any) -> Any:
            began = clock()
            try:
                return function(*args)
            finally:
                spent[name] += clock() - began
        return wrapper

    Augmenter._parse = timed("parse", Augmenter._parse)
    Augmenter._record = timed("rules", Augmenter._record)
    Augmenter.process = timed("chunk", Augmenter.process)
    handle, output = tempfile.mkstemp(suffix=".jsonl")
    os.close(handle)
    args = [corpus, "-m", ",".join(methods), "-o", output, "-q", "--batch-size", str(batch_size)]
    began = clock()
    result = CliRunner().invoke(main, args + (["--negative", negative] if negative else []))
    total = clock() - began
    os.remove(output)
    if result.exit_code != 0:
        raise SystemExit(f"sda-augment failed: {result.output}")
    with open(corpus, encoding="utf-8") as lines:
        count = sum(1 for _ in lines)
    per = {name: value / count * 1000 for name, value in spent.items()}
    return {"parse": per["parse"], "rules": per["rules"], "chunk": per["chunk"] - per["parse"] - per["rules"],
            "command": (total - spent["chunk"]) / count * 1000, "total": total / count * 1000}


def run_child(
    mode: str, corpus: str, n_process: int, batch_size: int, methods: list[str], negative: str | None,
    parses: str | None = None, lang: str = "en",
) -> dict:
    command = [sys.executable, __file__, "--child", mode, "--corpus", corpus, "--n-process", str(n_process),
               "--batch-size", str(batch_size), "--methods", ",".join(methods), "--lang", lang]
    if negative:
        command += ["--negative", negative]
    if parses:
        command += ["--parses", parses]
    done = subprocess.run(command, capture_output=True, text=True, check=False)
    if done.returncode != 0:
        raise SystemExit(done.stderr)
    return json.loads(done.stdout.strip().splitlines()[-1])


def compare_with_parsing(corpus: str, args: argparse.Namespace, methods: list[str], negative: str | None, count: int) -> None:
    """Records/s of bare parsing, of the command's own parse (one process) and of the
    command, start-up excluded, in alternating runs; ratios are the command's over each."""
    print(f"methods: {','.join(methods)}" + (f" --negative {negative}" if negative else "")
          + f"; start-up excluded; medians of {args.repeat} rounds")
    print(f"{'n_process':>9} {'bare rec/s':>11} {'full rec/s':>11} {'ratio':>6} {'ratios (min-max)':>17}"
          f" {'own parse rec/s':>16} {'full/own':>9}")
    for n_process in [int(n) for n in args.n_process.split(",")]:
        rates: dict[str, list[float]] = {"bare": [], "full": [], "own": []}
        ratios, own = [], []
        for _ in range(args.repeat):  # alternate: all see the same load on the machine
            modes = ("bare", "full", "own") if n_process == 1 else ("bare", "full")
            for mode in modes:
                run = run_child(mode, corpus, n_process, args.batch_size, methods, negative)
                assert run["records"] == count, run
                rates[mode].append(run["records"] / run["seconds"])
            ratios.append(rates["full"][-1] / rates["bare"][-1])
            if n_process == 1:
                own.append(rates["full"][-1] / rates["own"][-1])
        tables = (f" {statistics.median(rates['own']):>16,.0f} {statistics.median(own):>9.2f}" if own
                  else f" {'-':>16} {'-':>9}")
        print(f"{n_process:>9} {statistics.median(rates['bare']):>11,.0f} {statistics.median(rates['full']):>11,.0f} "
              f"{statistics.median(ratios):>6.2f} {min(ratios):>8.2f}-{max(ratios):.2f}" + tables, flush=True)


def compare_chinese(corpus: str, args: argparse.Namespace) -> None:
    """The Chinese command against bare segmentation and tagging (one process, start-up
    excluded, alternating runs), then one process's time split into the parse and the rules."""
    methods, negative = ["pi", "mv", "dn"], "neg"
    lines = Path(corpus).read_text(encoding="utf-8").splitlines()
    if args.limit:
        lines = lines[: args.limit]
    with tempfile.TemporaryDirectory() as folder:
        path = os.path.join(folder, "zh.txt")
        Path(path).write_text("\n".join(lines) + "\n", encoding="utf-8")
        print(f"Chinese: {len(lines):,} sentences from {corpus}; --lang zh -m pi,mv,dn --negative neg; "
              f"start-up excluded; medians of {args.repeat} rounds")
        ratios, bare, full = [], [], []
        for _ in range(args.repeat):
            runs = {mode: run_child(mode, path, 1, args.batch_size, methods, negative, lang="zh") for mode in ("bare", "full")}
            assert runs["bare"]["records"] == runs["full"]["records"] == len(lines), runs
            bare.append(len(lines) / runs["bare"]["seconds"])
            full.append(len(lines) / runs["full"]["seconds"])
            ratios.append(full[-1] / bare[-1])
        print(f"  segment+tag {statistics.median(bare):,.0f} rec/s, command {statistics.median(full):,.0f} rec/s, "
              f"ratio {statistics.median(ratios):.2f} ({min(ratios):.2f}-{max(ratios):.2f})", flush=True)
        parts = run_child("split", path, 1, args.batch_size, methods, negative, lang="zh")
        parse = parts.pop("parse")
        rules = sum(parts.values())
        shares = ", ".join(f"{name} {value:.3f}" for name, value in parts.items())
        print(f"  one process, split: segment+tag {parse:.3f} ms/record; rules {rules:.3f} ({shares}); "
              f"rules/tagging {rules / parse:.2f}", flush=True)


def compare_with_parse_file(corpus: str, folder: str, args: argparse.Namespace, methods: list[str],
                            negative: str | None) -> None:
    """The command reading a parse file against the command parsing, in alternating pairs:
    start-up excluded (records/s) and whole process (seconds)."""
    parses = os.path.join(folder, "corpus.parses")
    written = run_child("full", corpus, 1, args.batch_size, methods, negative, parses)  # writes the file
    print(f"parse file: {os.path.getsize(parses) / 2**20:.1f} MiB for {written['records']:,} records; "
          f"the run that wrote it: {written['records'] / written['seconds']:,.0f} rec/s")
    command = [*sda_augment_command(), corpus, "-m", ",".join(methods), "-o", os.path.join(folder, "whole.jsonl"), "-q"]
    if negative:
        command += ["--negative", negative]
    rates: dict[str, list[float]] = {"parsing": [], "reading": []}
    wall: dict[str, list[float]] = {"parsing": [], "reading": []}
    for _ in range(args.repeat):
        parsing = run_child("full", corpus, 1, args.batch_size, methods, negative)
        reading = run_child("full", corpus, 1, args.batch_size, methods, negative, parses)
        rates["parsing"].append(parsing["records"] / parsing["seconds"])
        rates["reading"].append(reading["records"] / reading["seconds"])
        wall["parsing"].append(timed_process(command)[0])
        wall["reading"].append(timed_process([*command, "--parses", parses])[0])
    speedup = statistics.median(r / p for p, r in zip(rates["parsing"], rates["reading"]))
    whole = statistics.median(p / r for p, r in zip(wall["parsing"], wall["reading"]))
    print(f"--parses, {','.join(methods)}" + (f" --negative {negative}" if negative else "") + f", {args.repeat} pairs:")
    print(f"  start-up excluded: parsing {statistics.median(rates['parsing']):,.0f} rec/s, reading the parse file "
          f"{statistics.median(rates['reading']):,.0f} rec/s: {speedup:.1f}x")
    print(f"  whole process: parsing {statistics.median(wall['parsing']):.2f} s, reading "
          f"{statistics.median(wall['reading']):.2f} s: {whole:.1f}x", flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--corpus", default=str(DEFAULT_CORPUS))
    parser.add_argument("--limit", type=int, default=None, help="use only the first N sentences")
    parser.add_argument("--n-process", default="1,2")
    parser.add_argument("--batch-size", type=int, default=256)
    parser.add_argument("--methods", default=None, help="positives (default: those of pi,mv,dn registered)")
    parser.add_argument("--negative", default=None, help="negative (default: neg when registered)")
    parser.add_argument("--repeat", type=int, default=5, help="pairs of runs per comparison; the median is kept")
    parser.add_argument("--memory-scale", type=int, default=10, help="corpus multiple for the memory run")
    parser.add_argument("--only", default=",".join(SECTIONS), help=f"sections to run, of {','.join(SECTIONS)}")
    parser.add_argument("--child", choices=("bare", "full", "own", "split", "inside", "nlpaug"), help=argparse.SUPPRESS)
    parser.add_argument("--output", help=argparse.SUPPRESS)
    parser.add_argument("--parses", help=argparse.SUPPRESS)
    parser.add_argument("--lang", default="en", help=argparse.SUPPRESS)
    parser.add_argument("--zh-corpus", default=str(DEFAULT_ZH_CORPUS), help="Chinese corpus of the zh section")
    args = parser.parse_args()

    if args.child == "nlpaug":
        run_nlpaug(args.corpus, args.output)
        return
    if args.methods is None:
        methods, negative = registered_methods()
        negative = args.negative or negative
    else:
        methods, negative = args.methods.split(","), args.negative
    if args.child == "split":
        print(json.dumps(split(args.corpus, args.batch_size, methods, negative, args.lang)))
        return
    if args.child == "inside":
        print(json.dumps(inside(args.corpus, args.batch_size, methods, negative)))
        return
    if args.child:
        print(json.dumps(measure(args.child, args.corpus, int(args.n_process), args.batch_size, methods, negative,
                                 args.parses, args.lang)))
        return

    sections = set(args.only.split(","))
    if sections == {"zh"}:
        compare_chinese(args.zh_corpus, args)
        return
    with tempfile.TemporaryDirectory() as folder:
        lines = Path(args.corpus).read_text(encoding="utf-8").splitlines()
        if args.limit:
            lines = lines[: args.limit]
        corpus = os.path.join(folder, "corpus.txt")
        Path(corpus).write_text("\n".join(lines) + "\n", encoding="utf-8")
        print(f"corpus: {len(lines):,} sentences from {args.corpus}; cpus: {os.cpu_count()}")
        if "sda" in sections:
            compare_with_parsing(corpus, args, methods, negative, len(lines))
        if "surface" in sections:
            compare_with_nlpaug(corpus, folder, args.repeat)
        if "parses" in sections:
            compare_with_parse_file(corpus, folder, args, methods, negative)

        if "split" in sections:
            parts = run_child("split", corpus, 1, args.batch_size, methods, negative)
            parse = parts.pop("parse")
            rules = sum(parts.values())
            shares = ", ".join(f"{name} {value:.3f}" for name, value in parts.items())
            print(f"one process, split: parse {parse:.3f} ms/record; rules {rules:.3f} ({shares}); "
                  f"ratio {parse / (parse + rules):.2f}", flush=True)
            parts = run_child("inside", corpus, 1, args.batch_size, methods, negative)
            print(f"inside one run of the command, ms/record: parse {parts['parse']:.3f}, rules {parts['rules']:.3f}, "
                  f"rest of each chunk (token tables, releasing Docs) {parts['chunk']:.3f}, "
                  f"around the augmenter (reading, coverage, JSON, writing) {parts['command']:.3f}; "
                  f"total {parts['total']:.3f}", flush=True)

        if "memory" in sections and args.memory_scale:
            big = os.path.join(folder, "corpus-x.txt")
            with open(big, "w", encoding="utf-8") as handle:
                handle.writelines("\n".join(lines) + "\n" for _ in range(args.memory_scale))
            n_process = max(int(n) for n in args.n_process.split(","))
            print(f"peak RSS of the full command (n_process={n_process}, largest process):")
            for scale, path in ((1, corpus), (args.memory_scale, big)):
                run = run_child("full", path, n_process, args.batch_size, methods, negative)
                print(f"  {scale:>3}x ({run['records']:>7,} records): {run['peak_rss_mib']:,.0f} MiB", flush=True)
    if "zh" in sections:
        compare_chinese(args.zh_corpus, args)


if __name__ == "__main__":
    main()
