"""Throughput and memory of ``sda-augment`` against bare spaCy parsing, measured in one run.

For each process count it times, on the same corpus and the same pipeline:

* ``bare``: ``nlp.pipe`` over the sentences with the model and components the CLI uses;
* ``full``: the ``sda-augment`` command (read, parse once, every method, write JSONL),

and prints records/s for both and their ratio (the cost of augmentation on top of
parsing; the target is >= 0.85). Separate runs drift by several percent on a shared
machine, so it also splits one process's time: each chunk is parsed, its token tables are
built (as the command does), then each method runs on the chunk's Docs, and parse, table
and method times are summed per record. Both see the same
machine at the same moments, which makes that ratio steadier than the one between runs.
It then runs the full command on 1x and 10x the corpus and prints the peak resident
memory of each run (the largest process: the main one or a worker), which should be flat
if the pipeline streams. Every measurement runs in a fresh subprocess; the model (and the
methods' lexicons) are loaded before the clock starts; bare and full runs alternate and the
best of ``--repeat`` runs is kept.

    python benchmarks/throughput.py [--corpus PATH] [--limit N] [--n-process 1,2]
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

DEFAULT_CORPUS = Path(__file__).resolve().parents[1].parent / "shared" / "corpus" / "wiki_dev.txt"
WANTED_POSITIVES = ("pi", "mv", "dn")
WANTED_NEGATIVE = "neg"


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


def measure(mode: str, corpus: str, n_process: int, batch_size: int, methods: list[str], negative: str | None) -> dict:
    """One measurement (run inside a fresh subprocess): records, seconds, peak RSS."""
    from sda_augment.model import load_nlp

    nlp = load_nlp()
    if mode == "bare":
        with open(corpus, encoding="utf-8") as handle:
            lines = (line.rstrip("\n") for line in handle)
            start = time.perf_counter()
            count = sum(1 for _ in nlp.pipe(lines, batch_size=batch_size, n_process=n_process))
            seconds = time.perf_counter() - start
    else:
        from click.testing import CliRunner

        from sda_augment.cli import main
        from sda_augment.pipeline import Augmenter

        # Like the model load for bare parsing, one-off lexicon loading stays off the clock.
        Augmenter(methods + ([negative] if negative else []), nlp=nlp).warm_up()

        handle, output = tempfile.mkstemp(suffix=".jsonl")
        os.close(handle)
        args = [corpus, "-m", ",".join(methods), "-o", output]
        if negative:
            args += ["--negative", negative]
        args += ["--n-process", str(n_process), "--batch-size", str(batch_size), "-q"]
        start = time.perf_counter()
        result = CliRunner().invoke(main, args)
        seconds = time.perf_counter() - start
        if result.exit_code != 0:
            raise SystemExit(f"sda-augment failed: {result.output}")
        with open(output, "rb") as handle:
            count = sum(1 for _ in handle)
        os.remove(output)
    return {"mode": mode, "n_process": n_process, "records": count, "seconds": seconds, "peak_rss_mib": peak_rss_mib()}


def split(corpus: str, batch_size: int, methods: list[str], negative: str | None) -> dict:
    """Milliseconds per record of parsing and of each method, measured chunk by chunk in one process."""
    import gc

    from sda_augment.analysis import prepare
    from sda_augment.analysis.document import release
    from sda_augment.model import load_nlp
    from sda_augment.pipeline import Augmenter, apply_transform, record_rng

    nlp = load_nlp()
    augmenter = Augmenter(methods + ([negative] if negative else []), nlp=nlp)
    augmenter.warm_up()
    gc.freeze()  # as the command does for its run
    with open(corpus, encoding="utf-8") as handle:
        lines = [line.rstrip("\n") for line in handle]
    seconds = dict.fromkeys(["parse", "tables", *augmenter.transforms], 0.0)
    clock = time.perf_counter
    for start in range(0, len(lines), batch_size):
        chunk = lines[start : start + batch_size]
        began = clock()
        docs = list(nlp.pipe(chunk, batch_size=batch_size))
        seconds["parse"] += clock() - began
        began = clock()
        for doc, text in zip(docs, chunk):  # as the command does, right after the parse
            prepare(doc, text)
        seconds["tables"] += clock() - began
        for offset, doc in enumerate(docs):
            for name, transform in augmenter.transforms.items():
                began = clock()
                apply_transform(transform, doc, record_rng(0, start + offset, name))
                seconds[name] += clock() - began
            release(doc)
    return {name: value / len(lines) * 1000 for name, value in seconds.items()}


def run_child(mode: str, corpus: str, n_process: int, batch_size: int, methods: list[str], negative: str | None) -> dict:
    command = [sys.executable, __file__, "--child", mode, "--corpus", corpus, "--n-process", str(n_process),
               "--batch-size", str(batch_size), "--methods", ",".join(methods)]
    if negative:
        command += ["--negative", negative]
    done = subprocess.run(command, capture_output=True, text=True, check=False)
    if done.returncode != 0:
        raise SystemExit(done.stderr)
    return json.loads(done.stdout.strip().splitlines()[-1])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--corpus", default=str(DEFAULT_CORPUS))
    parser.add_argument("--limit", type=int, default=None, help="use only the first N sentences")
    parser.add_argument("--n-process", default="1,2")
    parser.add_argument("--batch-size", type=int, default=256)
    parser.add_argument("--methods", default=None, help="positives (default: those of pi,mv,dn registered)")
    parser.add_argument("--negative", default=None, help="negative (default: neg when registered)")
    parser.add_argument("--repeat", type=int, default=5, help="runs per measurement; the best is kept")
    parser.add_argument("--memory-scale", type=int, default=10, help="corpus multiple for the memory run (0: skip)")
    parser.add_argument("--child", choices=("bare", "full", "split"), help=argparse.SUPPRESS)
    args = parser.parse_args()

    if args.methods is None:
        methods, negative = registered_methods()
        negative = args.negative or negative
    else:
        methods, negative = args.methods.split(","), args.negative
    if args.child == "split":
        print(json.dumps(split(args.corpus, args.batch_size, methods, negative)))
        return
    if args.child:
        print(json.dumps(measure(args.child, args.corpus, int(args.n_process), args.batch_size, methods, negative)))
        return

    with tempfile.TemporaryDirectory() as folder:
        lines = Path(args.corpus).read_text(encoding="utf-8").splitlines()
        if args.limit:
            lines = lines[: args.limit]
        corpus = os.path.join(folder, "corpus.txt")
        Path(corpus).write_text("\n".join(lines) + "\n", encoding="utf-8")
        print(f"corpus: {len(lines):,} sentences from {args.corpus}; cpus: {os.cpu_count()}")
        print(f"methods: {','.join(methods)}" + (f" --negative {negative}" if negative else ""))
        print(f"{'n_process':>9} {'bare rec/s':>11} {'full rec/s':>11} {'ratio':>6}")
        for n_process in [int(n) for n in args.n_process.split(",")]:
            bare_rate = full_rate = 0.0
            for _ in range(args.repeat):  # alternate, keep the best: other load on the machine only slows runs down
                bare = run_child("bare", corpus, n_process, args.batch_size, methods, negative)
                full = run_child("full", corpus, n_process, args.batch_size, methods, negative)
                assert bare["records"] == full["records"] == len(lines), (bare, full)
                bare_rate = max(bare_rate, bare["records"] / bare["seconds"])
                full_rate = max(full_rate, full["records"] / full["seconds"])
            print(f"{n_process:>9} {bare_rate:>11,.0f} {full_rate:>11,.0f} {full_rate / bare_rate:>6.2f}", flush=True)

        parts = run_child("split", corpus, 1, args.batch_size, methods, negative)
        parse = parts.pop("parse")
        rules = sum(parts.values())
        shares = ", ".join(f"{name} {value:.3f}" for name, value in parts.items())
        print(f"one process, split: parse {parse:.3f} ms/record; rules {rules:.3f} ({shares}); "
              f"ratio {parse / (parse + rules):.2f}", flush=True)

        if args.memory_scale:
            big = os.path.join(folder, "corpus-x.txt")
            with open(big, "w", encoding="utf-8") as handle:
                for _ in range(args.memory_scale):
                    handle.write("\n".join(lines) + "\n")
            n_process = max(int(n) for n in args.n_process.split(","))
            print(f"peak RSS of the full command (n_process={n_process}, largest process):")
            for scale, path in ((1, corpus), (args.memory_scale, big)):
                run = run_child("full", path, n_process, args.batch_size, methods, negative)
                print(f"  {scale:>3}x ({run['records']:>7,} records): {run['peak_rss_mib']:,.0f} MiB", flush=True)


if __name__ == "__main__":
    main()
