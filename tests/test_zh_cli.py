"""``sda-augment --lang zh``: the command the README gives, its reports and its messages."""

from __future__ import annotations

import json

import jieba  # noqa: F401  (the test extra installs it: these tests never skip)
import pytest
from click.testing import CliRunner

from sda_augment import Augmenter
from sda_augment.cli import main

LINES = [
    "那个男人在弹吉他。",
    "他去了北京。",
    "中国股市周五午盘走高",
    "你去哪里？",
    "他不喜欢古典音乐。",
    "一只黑脸的羊。",
]


@pytest.fixture
def corpus(tmp_path):
    path = tmp_path / "zh.txt"
    path.write_text("\n".join(LINES) + "\n", encoding="utf-8")
    return path


def read_jsonl(path):
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]


def test_the_readme_command(corpus, tmp_path):
    out = tmp_path / "out.jsonl"
    result = CliRunner().invoke(main, [str(corpus), "--lang", "zh", "--method", "pi,mv,dn", "--negative", "neg", "-o", str(out), "-q"])
    assert result.exit_code == 0, result.output
    rows = read_jsonl(out)
    assert [row["text"] for row in rows] == LINES
    first = rows[0]
    assert first["pi"] in ("那个男人在弹吉他！", "那个男人在弹吉他……")
    assert first["mv"] in {f"那个男人{adverb}在弹吉他。" for adverb in ("确实", "的确", "一定", "肯定")}
    assert first["dn"] == "那个男人不是没有在弹吉他。"
    assert first["neg"] in ("那个男人没有在弹吉他。", "那个男人没在弹吉他。")
    assert rows[1]["neg"] in ("他没有去北京。", "他没去北京。") and rows[1]["dn"] == "他不是没有去北京。"
    assert rows[2]["pi"] == "中国股市周五午盘走高。"
    assert rows[3]["rules"]["neg"] is None and rows[3]["neg"] == "你去哪里？"
    assert rows[4]["neg"] == "他喜欢古典音乐。"
    # The library gives the same rows.
    library = list(Augmenter("pi,mv,dn,neg", lang="zh").run(LINES))
    assert [{m: r.text for m, r in record.results.items()} for record in library] == [
        {m: row[m] for m in ("pi", "mv", "dn", "neg")} for row in rows
    ]


def test_a_method_with_no_chinese_implementation_is_one_line_at_start(corpus, tmp_path):
    out = tmp_path / "out.jsonl"
    result = CliRunner().invoke(main, [str(corpus), "--lang", "zh", "--method", "pi,sc,mask", "-o", str(out), "-q"])
    assert result.exit_code == 0, result.output
    warnings = [line for line in result.output.splitlines() if "warning" in line]
    assert warnings == [
        "sda-augment: warning: sc has no Chinese implementation: it leaves every sentence unchanged",
        "sda-augment: warning: mask has no Chinese implementation: it leaves every sentence unchanged",
    ]
    rows = read_jsonl(out)
    assert all(row["sc"] == row["text"] and row["rules"]["sc"] is None for row in rows)


def test_the_report_counts_chinese_rules_and_codes(corpus, tmp_path):
    report, page = tmp_path / "report.json", tmp_path / "report.html"
    result = CliRunner().invoke(main, [
        str(corpus), "--lang", "zh", "--method", "mv,sc", "--negative", "neg", "-o", str(tmp_path / "o.jsonl"),
        "--report", str(report), "--report-html", str(page),
    ])
    assert result.exit_code == 0, result.output
    assert "mv.zh.certainly" in result.output and "zh.question" in result.output  # the coverage table
    data = json.loads(report.read_text(encoding="utf-8"))
    neg = data["methods"]["neg"]
    assert neg["changed"] == 4 and neg["skipped"]["zh.question"]["count"] == 1
    assert neg["skipped"]["zh.no_predicate"]["message"].startswith("no main predicate")
    assert data["methods"]["sc"]["skipped"]["transform.no_language"]["count"] == len(LINES)
    html = page.read_text(encoding="utf-8")
    assert "neg.zh.remove" in html and "<del data-start=\"1\" data-end=\"2\">不</del>喜欢古典音乐" in html


def test_list_in_chinese_shows_the_chinese_implementations():
    result = CliRunner().invoke(main, ["--list", "--lang", "zh"])
    assert result.exit_code == 0, result.output
    for name in ("pi", "mv", "dn", "neg", "wr", "word_del", "crop", "swap", "rand_punct"):
        assert f"\n{name} " in "\n" + result.output or f" {name} " in result.output, name
    assert "switch-case" not in result.output.lower()


def test_an_unknown_language_is_a_one_line_error(corpus, tmp_path):
    result = CliRunner().invoke(main, [str(corpus), "--lang", "fr", "--method", "pi", "-o", str(tmp_path / "o.jsonl")])
    assert result.exit_code == 2
    assert result.output.strip().splitlines()[-1] == (
        "sda-augment: error: Invalid value for --lang: 'fr' is not a language any method is written for; choose from en, zh"
    )


def test_explain_reads_a_chinese_sentence():
    result = CliRunner().invoke(main, ["--explain", "他去了北京。", "--lang", "zh", "--negative", "neg"])
    assert result.exit_code == 0, result.output
    assert "他没有去北京。" in result.output or "他没去北京。" in result.output


def test_parse_file_and_processes_give_the_same_outputs(corpus, tmp_path):
    args = [str(corpus), "--lang", "zh", "--method", "pi,mv,dn,wr", "--negative", "neg", "-q"]
    first = tmp_path / "first.jsonl"
    parses = tmp_path / "zh.parses"
    assert CliRunner().invoke(main, [*args, "-o", str(first), "--parses", str(parses)]).exit_code == 0
    again = tmp_path / "again.jsonl"
    assert CliRunner().invoke(main, [*args, "-o", str(again), "--parses", str(parses)]).exit_code == 0
    spread = tmp_path / "spread.jsonl"
    result = CliRunner().invoke(main, [*args, "-o", str(spread), "--n-process", "2", "--batch-size", "2"])
    assert result.exit_code == 0, result.output
    assert read_jsonl(first) == read_jsonl(again) == read_jsonl(spread)
