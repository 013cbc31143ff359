"""``--explain ... --report-html``: the parse drawn by displaCy, each transform's candidates,
the chosen one and the reason for a skip, read back from the page."""

from __future__ import annotations

from click.testing import CliRunner
from html_dom import parse

from sda_augment.analysis.document import doc_text
from sda_augment.cli import main
from sda_augment.pipeline import apply_transform, record_rng
from sda_augment.registry import build
from sda_augment.transform import RuleTransform

SENTENCE = 'They have finished the "<report>" & the plan.'


def explain_page(tmp_path, sentence: str, *methods: str) -> str:
    path = tmp_path / "explain.html"
    result = CliRunner().invoke(main, ["--explain", sentence, *methods, "--report-html", str(path), "--seed", "2"])
    assert result.exit_code == 0, result.output
    assert "transforms" in result.output  # the terminal explanation is printed as before
    return path.read_text("utf-8")


def test_the_parse_is_drawn_as_inline_svg(tmp_path, nlp):
    dom = parse(explain_page(tmp_path, SENTENCE, "-m", "pi"))
    svg = dom.find("div", cls="displacy").find("svg")
    words = [node.text() for node in svg.find_all("tspan", cls="displacy-word")]
    assert "".join(words).replace(" ", "") == SENTENCE.replace(" ", "")
    labels = {node.text() for node in svg.find_all("textpath")}
    # displaCy folds punctuation into the word before it, with its arcs: the rest are drawn.
    assert {"nsubj", "aux"} <= labels <= {token.dep_ for token in nlp(SENTENCE)}
    assert [row.find_all("td")[1].text() for row in dom.find("table", cls="tokens").find("tbody").find_all("tr")] == [
        token.text for token in nlp(SENTENCE)
    ]
    assert dom.find("p", cls="sentence").text() == SENTENCE


def test_each_transform_shows_its_candidates_and_the_chosen_one(tmp_path, nlp):
    methods = ["pi", "mv", "dn"]
    dom = parse(explain_page(tmp_path, SENTENCE, "-m", ",".join(methods), "--negative", "neg"))
    doc = nlp(SENTENCE)
    articles = dom.find_all("article", cls="transform")
    assert [article.attrs["data-method"] for article in articles] == methods + ["neg"]
    for article in articles:
        name = article.attrs["data-method"]
        transform = build(name)
        result, _, _ = apply_transform(transform, doc, record_rng(2, 0, name))
        assert isinstance(transform, RuleTransform)
        candidates = transform.candidates(doc)
        shown = article.find_all("li", cls="candidate")
        assert [node.attrs["data-rule"] for node in shown] == [option.rule for option in candidates]
        for node, option in zip(shown, candidates):
            before = node.find("div", cls="before")
            assert before.text() == doc_text(doc)
            assert [(int(n.attrs["data-start"]), int(n.attrs["data-end"])) for n in before.marked()] == [
                (edit.start, edit.end) for edit in sorted(option.edits)
            ]
        chosen = [node for node in shown if "chosen" in node.classes]
        assert result.changed
        assert len(chosen) == 1 and chosen[0].attrs["data-rule"] == result.rule
        assert chosen[0].find("div", cls="after").text() == result.text
        assert result.rule in article.find("p", cls="outcome").text()


def test_a_skip_shows_its_code_and_message(tmp_path):
    dom = parse(explain_page(tmp_path, "Is this <the> right way?", "-m", "mv"))
    (article,) = dom.find_all("article", cls="transform")
    outcome = article.find("p", cls="outcome")
    assert outcome.attrs["data-code"] == "clause.question"
    assert "clause.question" in outcome.text() and "question" in outcome.text().split("clause.question", 1)[1]
    assert article.find_all("li", cls="candidate") == []


def test_the_sentence_is_escaped(tmp_path):
    page = explain_page(tmp_path, SENTENCE, "-m", "pi")
    assert "<report>" not in page
    assert len(parse(page).find_all("script")) == 1
