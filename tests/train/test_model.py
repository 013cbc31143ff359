import pytest

torch = pytest.importorskip("torch")

from sda_augment.train.model import ProjectionHead, SentenceEncoder


def test_save_and_reload_give_identical_embeddings(tiny_bert, corpus, tmp_path):
    encoder = SentenceEncoder.from_pretrained(tiny_bert, pooling="mean", max_length=16)
    before = encoder.encode(corpus[:6])
    encoder.save(tmp_path / "ckpt")
    reloaded = SentenceEncoder.from_pretrained(tmp_path / "ckpt")
    assert (reloaded.pooling, reloaded.max_length) == ("mean", 16)
    assert torch.equal(reloaded.encode(corpus[:6]), before)


def test_encode_is_deterministic_but_training_mode_uses_dropout(tiny_bert, corpus):
    encoder = SentenceEncoder.from_pretrained(tiny_bert)
    first, second = encoder.encode(corpus[:4]), encoder.encode(corpus[:4])
    assert torch.equal(first, second)
    assert first.shape == (4, 32)
    encoder.train()
    torch.manual_seed(0)
    with torch.no_grad():
        a, b = encoder(corpus[:4]), encoder(corpus[:4])
    assert not torch.allclose(a, b)  # SimCSE's two dropout views differ
    assert encoder.training  # encode() restored the mode it found


def test_cls_pooling_takes_the_first_token(tiny_bert, corpus):
    encoder = SentenceEncoder.from_pretrained(tiny_bert, pooling="cls")
    encoder.eval()
    with torch.no_grad():
        batch = encoder.tokenize(corpus[:2])
        hidden = encoder.backbone(**batch).last_hidden_state
    assert torch.allclose(encoder.encode(corpus[:2]), hidden[:, 0])


def test_truncation_to_max_length(tiny_bert):
    encoder = SentenceEncoder.from_pretrained(tiny_bert, max_length=8)
    batch = encoder.tokenize(["the cat sat on the mat " * 10])
    assert batch["input_ids"].shape[1] == 8


def test_projection_head_layout():
    head = ProjectionHead(6, layers=2, batch_norm=True)
    kinds = [type(module).__name__ for module in head.net]
    assert kinds == ["Linear", "BatchNorm1d", "ReLU", "Linear", "BatchNorm1d"]
    assert head(torch.randn(5, 6)).shape == (5, 6)
    assert isinstance(ProjectionHead(6, layers=0).net, torch.nn.Identity)
    assert [type(m).__name__ for m in ProjectionHead(6, 1, batch_norm=False).net] == ["Linear"]
    with pytest.raises(ValueError):
        SentenceEncoder(None, None, pooling="max")
