"""The Chinese pipeline: spaCy's Chinese class, jieba's words as tokens, jieba's tags on them."""

from __future__ import annotations

import subprocess
import sys

import jieba  # noqa: F401  (the test extra installs it: these tests never skip)
import pytest

from sda_augment import Augmenter, load_nlp
from sda_augment.model import ModelNotFoundError, components_for, excluded_for
from sda_augment.registry import LanguageWarning
from sda_augment.zh.segment import INSTALL_HINT, cut, tag_of

SENTENCES = [
    "一个穿红色工作服的女人站在人行道上。",
    "一个人在切鱼。",
    "他很蠢，但是 Hello World 2021年3月 也很好！",
    "  前面有空格   和  Tab\t的句子。 ",
    "“我相信，我有信心做到这一点。”他说。",
    "中国股市周五午盘走高",
]


def test_load_nlp_zh_is_spacy_s_chinese_class_with_jieba(zh_nlp):
    assert zh_nlp.lang == "zh" and zh_nlp.pipe_names == ["tagger"]
    assert zh_nlp.meta["name"] == "jieba"
    assert load_nlp("zh") is zh_nlp  # built once per process


@pytest.mark.parametrize("text", SENTENCES)
def test_every_character_is_kept_and_every_token_has_its_tag(zh_nlp, text):
    doc = zh_nlp(text)
    assert doc.text == text
    assert all(token.tag_ for token in doc)
    # The tag is the one the tagger gives that very word: words and tags line up one to one.
    assert [token.tag_ for token in doc] == [tag_of(token.text) for token in doc]
    assert [token.text for token in doc if not token.is_space] == [w for w in cut(text) if not w.isspace()]


def test_unknown_words_that_swallow_a_grammar_word_are_cut_again():
    assert cut("一个人在切鱼。")[:3] == ["一个", "人", "在"]  # jieba's HMM makes "人在切"
    assert "很" in cut("他很蠢。")
    assert cut("在舞台上拉小提琴")[:4] == ["在", "舞台", "上", "拉"]  # the dictionary's "上拉"
    assert cut("雷有晖说这是真的")[0] == "雷有晖"  # a name keeps its characters


def test_tags_for_grammar_words_are_the_rule_file_s(zh_nlp):
    tags = {token.text: token.tag_ for token in zh_nlp("他很高兴地穿着红色的衣服。")}
    assert tags["很"] == "d" and tags["穿着"] == "v" and tags["的"] == "uj" and tags["。"] == "x"
    assert {token.pos_ for token in zh_nlp("他很高兴。")} >= {"PRON", "ADV", "PUNCT"}


def test_the_needs_levels_mean_the_same_as_in_english():
    tokens = load_nlp("zh", excluded_for("tokens"), "tokens")
    assert tokens.pipe_names == [] and components_for(tokens, "tokens") == ()
    doc = tokens("他去了北京。")
    assert [token.text for token in doc] == ["他", "去", "了", "北京", "。"]
    assert not any(token.tag_ for token in doc)  # no tagger ran
    tags = load_nlp("zh", excluded_for("tags"), "tags")
    assert components_for(tags, "tags") == ("tagger",)


def test_an_augmenter_in_chinese_parses_only_as_deep_as_its_methods_need():
    assert Augmenter("word_del", lang="zh").components == ()
    assert Augmenter("pi", lang="zh").components == ("tagger",)
    with pytest.warns(LanguageWarning):
        assert Augmenter("sc", lang="zh").nlp is None  # only a stand-in: nothing to parse


def test_without_jieba_chinese_fails_in_one_line_that_says_what_to_install():
    code = (
        "import sys; sys.modules['jieba'] = None\n"
        "from sda_augment import load_nlp\n"
        "try:\n    load_nlp('zh')\nexcept Exception as error:\n    print(type(error).__name__, '|', error)\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert done.stdout.strip() == f"ModelNotFoundError | {INSTALL_HINT}"
    assert ModelNotFoundError.__name__ in done.stdout


def test_without_jieba_the_command_fails_in_one_line(tmp_path):
    source = tmp_path / "zh.txt"
    source.write_text("他去了北京。\n", encoding="utf-8")
    code = "import sys; sys.modules['jieba'] = None\nfrom sda_augment.cli import main; main()"
    done = subprocess.run(
        [sys.executable, "-c", code, str(source), "--lang", "zh", "--method", "pi", "-o", str(tmp_path / "out.jsonl")],
        capture_output=True, text=True, timeout=120,
    )
    assert done.returncode == 1
    assert done.stderr.strip() == f"sda-augment: error: {INSTALL_HINT}"
    assert not (tmp_path / "out.jsonl").exists()
