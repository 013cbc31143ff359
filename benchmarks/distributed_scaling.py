"""1 -> 2 worker scaling of docs/distributed.md's Ray Data and Spark snippets, and of the CLI.

Each snippet runs as written in the page, in a fresh process and folder holding the corpus as
``sentences.jsonl``, after a prelude that starts the engine with N workers (``ray.init(num_cpus=N)``;
a ``local[N]`` Spark session, which the snippet's ``getOrCreate`` then reuses). The clock
starts once the engine is up, so engine start-up is left out; each worker's model loading is
not. The CLI runs ``--n-process N`` on the same file, timed from process start.

    python benchmarks/distributed_scaling.py [--corpus PATH] [--limit N] [--workers 1,2]
"""

from __future__ import annotations

import argparse
import json
import os
import re
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DEFAULT_CORPUS = ROOT.parent / "shared" / "corpus" / "wiki_dev.txt"

PRELUDE = {
    "Ray Data": "import ray\nray.init(num_cpus={workers}, include_dashboard=False, log_to_driver=False)\n",
    "Spark": "from pyspark.sql import SparkSession\n"
    "SparkSession.builder.master('local[{workers}]').appName('sda-augment').getOrCreate()\n",
}
TIMER = "import time\n_start = time.perf_counter()\n"
REPORT = "\nprint('SECONDS', time.perf_counter() - _start)\n"


def snippet(heading: str) -> str:
    page = (ROOT / "docs" / "distributed.md").read_text("utf-8")
    section = page.split(f"\n## {heading}\n", 1)[1].split("\n## ", 1)[0]
    return re.search(r"```python\n(.*?)```", section, flags=re.DOTALL).group(1)


def run_snippet(heading: str, workers: int, folder: str) -> float:
    code = snippet(heading).replace('master("local[2]")', f'master("local[{workers}]")')
    program = PRELUDE[heading].format(workers=workers) + TIMER + code + REPORT
    environment = {**os.environ, "PYSPARK_PYTHON": sys.executable, "PYSPARK_DRIVER_PYTHON": sys.executable}
    done = subprocess.run([sys.executable, "-c", program], cwd=folder, capture_output=True, text=True, check=False,
                          env=environment)
    if done.returncode != 0:
        raise SystemExit(f"{heading} with {workers} workers failed:\n{done.stderr[-3000:]}")
    return float(re.findall(r"^SECONDS (\S+)$", done.stdout, flags=re.MULTILINE)[-1])


def run_cli(workers: int, folder: str) -> float:
    start = time.perf_counter()
    done = subprocess.run(
        [sys.executable, "-c", "from sda_augment.cli import main; main()", "sentences.jsonl", "-m", "pi,mv,dn",
         "--negative", "neg", "-o", "cli.jsonl", "-q", "--n-process", str(workers)],
        cwd=folder, capture_output=True, text=True, check=False,
    )
    if done.returncode != 0:
        raise SystemExit(f"the CLI with {workers} processes failed:\n{done.stderr}")
    return time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--corpus", default=str(DEFAULT_CORPUS))
    parser.add_argument("--limit", type=int, default=None)
    parser.add_argument("--workers", default="1,2")
    args = parser.parse_args()
    lines = Path(args.corpus).read_text("utf-8").splitlines()[: args.limit]
    counts = [int(n) for n in args.workers.split(",")]
    print(f"corpus: {len(lines):,} sentences; pi,mv,dn,neg; cpus: {os.cpu_count()}")
    for label, run in (("Ray Data", lambda n, f: run_snippet("Ray Data", n, f)),
                       ("Spark", lambda n, f: run_snippet("Spark", n, f)),
                       ("CLI --n-process", run_cli)):
        seconds = {}
        for workers in counts:
            with tempfile.TemporaryDirectory() as folder:
                with open(os.path.join(folder, "sentences.jsonl"), "w", encoding="utf-8") as handle:
                    handle.writelines(json.dumps({"id": i, "text": text}) + "\n" for i, text in enumerate(lines))
                seconds[workers] = run(workers, folder)
        shown = ", ".join(f"{n}: {s:.1f} s ({len(lines) / s:,.0f} rec/s)" for n, s in seconds.items())
        print(f"{label:>16}: {shown}; speed-up {seconds[counts[0]] / seconds[counts[-1]]:.2f}x", flush=True)


if __name__ == "__main__":
    main()
