"""The contract every Chinese implementation keeps, over the registry's Chinese list: the English
contract (same seed, same result; never an exception; edits that render to the text; a registered
reason for every unchanged result), and what Chinese text asks besides: no space between two
Chinese characters that were not apart, no half-width mark where the text had none."""

from __future__ import annotations

import re

import jieba  # noqa: F401  (the test extra installs it: these tests never skip)
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from test_contract import check_result

from sda_augment.registry import available

CHINESE = [pytest.param(item.factory, id=item.name) for item in available("zh")]

INPUTS = {
    "empty": "",
    "whitespace": "  \n\t  ",
    "one_character": "好",
    "marks_only": "，。！？……",
    "caption": "一个穿红色工作服的女人站在人行道上。",
    "headline": "中国股市周五午盘走高",
    "news": "国家医保局表示，全国所有省份已开通医保电子凭证，累计用户超4.5亿。",
    "quoted": "他说：“我很好。”",
    "mixed": "他在 Hello World 公司工作了3年，年薪100万！",
    "question": "你去哪里？",
    "negated": "他没有去北京。",
    "repeated": "好好好好好",
    "emoji": "我们赢了😀🎉！",
    "english": "The committee met in Paris on Monday.",
    "nul": "他\x00去了北京。",
    "long": "一个男人在弹吉他，" * 300 + "一个女人在唱歌。",
}
ORDINARY = "那个男人在弹吉他。"
_SPACE_BY_HAN = re.compile(r"[\u4e00-\u9fff]\s|\s[\u4e00-\u9fff]")
_HALF_WIDTH = re.compile(r"[!?,.;:()\"']")


@pytest.fixture(scope="module")
def docs(zh_nlp):
    return {name: zh_nlp(text) for name, text in INPUTS.items()}


def check_chinese(transform, doc, seed):
    result = check_result(transform, doc, seed)
    for edit in result.edits:  # what an edit writes never sets a space beside a Chinese character
        assert not _SPACE_BY_HAN.search(edit.text), (edit, result.text)
    assert set(_HALF_WIDTH.findall(result.text)) <= set(_HALF_WIDTH.findall(doc.text)), result.text
    return result


@pytest.mark.parametrize("factory", CHINESE)
@pytest.mark.parametrize("name", list(INPUTS))
def test_contract_on_awkward_inputs(factory, name, docs):
    transform = factory()
    assert transform.polarity in ("positive", "negative") and transform.name
    for seed in (0, 1):
        check_chinese(transform, docs[name], seed)


@pytest.mark.parametrize("factory", CHINESE)
def test_changes_an_ordinary_caption(factory, zh_nlp):
    transform = factory()
    doc = zh_nlp(ORDINARY)
    assert transform.applicable(doc)
    assert any(check_chinese(transform, doc, seed).changed for seed in range(8))


_PIECES = ["他", "一个", "男人", "在", "了", "着", "过", "不", "没有", "是", "有", "的", "很", "，", "。", "！", "？",
           "“", "”", "（", "）", "把", "被", "会", "已经", "正在", "北京", "弹", "吉他", "跑步", " ", "A", "3"]
texts = st.lists(st.sampled_from(_PIECES), max_size=16).map("".join)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(text=texts, seed=st.integers(min_value=0, max_value=2**16))
def test_text_outside_edits_is_unchanged(zh_nlp, text, seed):
    doc = zh_nlp(text)
    for item in available("zh"):
        result = check_chinese(item.factory(), doc, seed)
        source, out, cursor, at = doc.text, result.text, 0, 0
        for edit in sorted(result.edits):
            kept = source[cursor : edit.start]
            assert out[at : at + len(kept)] == kept
            at += len(kept) + len(edit.text)
            cursor = edit.end
        assert out[at:] == source[cursor:]


def test_same_output_whatever_the_batch(zh_nlp):
    """The analysis is per Doc: a sentence's results do not depend on its neighbours."""
    from sda_augment import Augmenter

    texts = [INPUTS[name] for name in ("caption", "headline", "news", "quoted", "negated")]
    alone = [list(Augmenter("pi,mv,dn,neg,wr", lang="zh").run([text], ids=[i]))[0].results for i, text in enumerate(texts)]
    together = [record.results for record in Augmenter("pi,mv,dn,neg,wr", lang="zh", batch_size=3).run(texts)]
    for one, other in zip(alone, together):
        assert {m: r.text for m, r in one.items()} == {m: r.text for m, r in other.items()}
