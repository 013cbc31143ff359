"""Training on Chinese: ``sda-augment --lang zh`` writes the data, ``sda-augment-train`` trains a tiny
randomly initialised BERT whose vocabulary is the characters (built here: no download) and
evaluates Spearman on Chinese STS pairs in the GLUE layout of ``zh_stsb_dev.tsv``."""

from __future__ import annotations

import json
import math

import pytest

pytest.importorskip("torch")
import jieba  # noqa: F401  (the test extra installs it: these tests never skip)
from click.testing import CliRunner

from sda_augment.cli import main as augment_main
from sda_augment.train.cli import main as train_main
from sda_augment.train.sts import read_sts

SENTENCES = [
    "一个男人在弹吉他。", "一个女人正在切洋葱。", "两只狗在草地上奔跑。", "他去了北京。", "那人用棍子打了另一个人。",
    "一个小孩在骑马。", "一只猫坐在窗台上。", "三个人在下棋。", "火车在铁轨上。", "他喜欢古典音乐。",
    "一个女孩在唱歌。", "厨房里有一张木桌子。", "一个男人在切西红柿。", "两个孩子在海边玩耍。", "她把书放在桌子上了。",
    "一架飞机正在起飞。",
]
STS_PAIRS = [
    ("一个男人在弹吉他。", "一个男人在弹吉他。", 5.0), ("一个小孩在骑马。", "孩子在骑马。", 4.0),
    ("一个女人正在切洋葱。", "一个男人在切西红柿。", 2.0), ("两只狗在草地上奔跑。", "一只猫坐在窗台上。", 0.5),
    ("他去了北京。", "他没有去北京。", 1.5), ("三个人在下棋。", "两个孩子在海边玩耍。", 0.0),
    ("一个女孩在唱歌。", "一个女孩在唱歌！", 4.8), ("火车在铁轨上。", "一架飞机正在起飞。", 0.4),
]


def char_bert(folder, texts):
    """A 2-layer, 32-wide BERT whose vocabulary is every character of ``texts``."""
    import torch
    from transformers import BertConfig, BertModel

    folder.mkdir(parents=True, exist_ok=True)
    chars = sorted({char for text in texts for char in text if not char.isspace()})
    vocab = ["[PAD]", "[UNK]", "[CLS]", "[SEP]", "[MASK]", *chars]
    (folder / "vocab.txt").write_text("\n".join(vocab) + "\n", encoding="utf-8")
    config = {"tokenizer_class": "BertTokenizer", "do_lower_case": True, "tokenize_chinese_chars": True, "model_max_length": 64}
    (folder / "tokenizer_config.json").write_text(json.dumps(config), encoding="utf-8")
    torch.manual_seed(0)
    BertModel(BertConfig(vocab_size=len(vocab), hidden_size=32, num_hidden_layers=2, num_attention_heads=2,
                         intermediate_size=64, max_position_embeddings=64)).save_pretrained(str(folder))
    return folder


def glue_tsv(path, pairs):
    """Pairs in the layout of the Chinese STS-B dev file (GLUE columns)."""
    header = "index\tgenre\tfilename\tyear\told_index\tsource1\tsource2\tsentence1\tsentence2\tscore"
    rows = [f"{i}\tzh\tstsb-zh\t-\t{i}\tnone\tnone\t{a}\t{b}\t{score:.3f}" for i, (a, b, score) in enumerate(pairs)]
    path.write_text("\n".join([header, *rows]) + "\n", encoding="utf-8")
    return path


def test_training_on_chinese_augmented_data_evaluates_spearman(tmp_path):
    corpus = tmp_path / "zh.txt"
    corpus.write_text("\n".join(SENTENCES) + "\n", encoding="utf-8")
    data = tmp_path / "zh_aug.jsonl"
    done = CliRunner().invoke(augment_main, [str(corpus), "--lang", "zh", "--method", "pi,dn", "--negative", "neg",
                                             "-o", str(data), "-q"])
    assert done.exit_code == 0, done.output
    records = [json.loads(line) for line in data.read_text(encoding="utf-8").splitlines()]
    assert all(record["neg"] != record["text"] for record in records)  # every sentence here has its negation
    dev = glue_tsv(tmp_path / "zh_stsb_dev.tsv", STS_PAIRS)
    assert [pair.sentence1 for pair in read_sts(dev)] == [a for a, _, _ in STS_PAIRS]
    texts = SENTENCES + [record[m] for record in records for m in ("pi", "dn", "neg")] + [b for _, b, _ in STS_PAIRS]
    model = char_bert(tmp_path / "char_bert", texts)
    out = tmp_path / "run"
    result = CliRunner().invoke(train_main, [
        "--model", str(model), "--data", str(data), "--output-dir", str(out), "--positive", "pi,dn",
        "--negative", "neg", "--sts-dev", str(dev), "--max-steps", "4", "--eval-steps", "2", "--batch-size", "4",
        "--lr", "1e-3", "--seed", "1", "--device", "cpu", "--log-steps", "2",
    ])
    assert result.exit_code == 0, result.output
    metrics = json.loads((out / "metrics.json").read_text(encoding="utf-8"))
    for key in ("dev_spearman_initial", "best_dev_spearman"):
        assert -1.0 <= metrics[key] <= 1.0 and not math.isnan(metrics[key]), key
    assert [entry["step"] for entry in metrics["history"] if "dev_spearman" in entry] == [2, 4]
    manifest = json.loads((out / "manifest.json").read_text(encoding="utf-8"))
    assert manifest["data"]["negatives"] == len(SENTENCES)
    assert set(manifest["data"]["augmentation_types"]) <= {"pi", "dn"}
    # The tokenizer reads Chinese characters: none of the training text falls back to [UNK].
    from transformers import AutoTokenizer

    tokenizer = AutoTokenizer.from_pretrained(str(model))
    assert tokenizer.unk_token_id not in tokenizer(records[0]["dn"])["input_ids"]
