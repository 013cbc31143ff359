"""Reach of the AugCSE pool on the inputs of NL-Augmenter's own test cases.

``benchmarks/nl_augmenter/inputs.jsonl`` holds the inputs (only the inputs) of the
``test.json`` files of the NL-Augmenter transformations the pool's members stand for, one
per line with the file they come from and the member that stands for that transformation
(a pair test's two sentences are two inputs). This script runs each member on its own
inputs and prints, per member, how many it changed; ``--show`` prints every input with its
output (or the reason it was left alone), for reading; ``--every-member`` also counts what
each member of the pool does to all of the inputs.

    python benchmarks/nl_augmenter_reach.py [--show] [--every-member] [--seed 0] [--json OUT]

The count of *good* outputs needs a reader: ``--json`` writes the changed outputs as a list
of {id, method, original, output} items, the form the project's reading rubric takes.
"""

from __future__ import annotations

import argparse
import json
from collections import Counter
from pathlib import Path

from sda_augment import load_nlp, record_rng
from sda_augment.reasons import describe
from sda_augment.registry import get_transform
from sda_augment.transforms.augcse.pool import pool_members

INPUTS = Path(__file__).resolve().parent / "nl_augmenter" / "inputs.jsonl"


def read_inputs(path: Path = INPUTS) -> list[dict]:
    return [json.loads(line) for line in path.read_text("utf-8").splitlines() if line.strip()]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--show", action="store_true", help="print every input and its output")
    parser.add_argument("--every-member", action="store_true", help="also run every member on every input")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--json", type=Path, help="write the changed outputs for reading")
    args = parser.parse_args()

    items = read_inputs()
    nlp = load_nlp()
    docs = list(nlp.pipe(item["text"] for item in items))
    members = {member.name: member for member in pool_members()}
    changed: Counter = Counter()
    total: Counter = Counter()
    reading = []
    for number, (item, doc) in enumerate(zip(items, docs)):
        name = item["member"]
        transform = members.get(name) or get_transform(name)
        result = transform.apply(doc, record_rng(args.seed, number, name))
        total[name] += 1
        if result.changed:
            changed[name] += 1
            reading.append({"id": number, "method": name, "original": item["text"], "output": result.text})
        if args.show:
            shown = result.text if result.changed else f"(unchanged: {describe(result.reason, result.info)})"
            print(f"[{number}] {name}\n  O: {item['text']}\n  A: {shown}")
    width = max(len(name) for name in total)
    print(f"{'member':<{width}}  changed / inputs")
    for name in sorted(total):
        print(f"{name:<{width}}  {changed[name]:>3} / {total[name]}")
    print(f"{'all':<{width}}  {sum(changed.values()):>3} / {sum(total.values())}")
    if args.every_member:
        print("\nevery member on every input (changed):")
        for name, member in sorted(members.items()):
            count = sum(member.apply(doc, record_rng(args.seed, number, name)).changed for number, doc in enumerate(docs))
            print(f"{name:<{width}}  {count:>3} / {len(docs)}")
    if args.json:
        args.json.write_text(json.dumps(reading, ensure_ascii=False, indent=1) + "\n", "utf-8")


if __name__ == "__main__":
    main()
