"""AugCSE's three discriminator settings, seen from inside a step: which sentences the
contrastive loss reads and which the discriminator reads."""

import json

import pytest

torch = pytest.importorskip("torch")
from click.testing import CliRunner

from sda_augment.train.cli import main
from sda_augment.train.data import IDENTITY, Example
from sda_augment.train.discriminator import AugmentationDiscriminator
from sda_augment.train.losses import ContrastiveLoss
from sda_augment.train.model import ProjectionHead
from sda_augment.train.objective import AUGMENTED
from sda_augment.train.trainer import TrainConfig, Trainer

from .conftest import CORPUS

TYPES = ["tense", "gender_swap", None]


def batch() -> list[Example]:
    """Anchors augmented by two types (or left alone), some with an own negative."""
    examples = []
    for i, anchor in enumerate(CORPUS[:9]):
        kind = TYPES[i % 3]
        augmented = f"{anchor} [{kind}]" if kind else anchor
        negative = f"Not: {anchor}" if i % 2 else None
        examples.append(Example(anchor, augmented, negative, kind or IDENTITY))
    return examples


class SpyEncoder(torch.nn.Module):
    """Each distinct sentence is a one-hot vector, so any vector a loss reads names its sentence."""

    def __init__(self, texts):
        super().__init__()
        self.texts = list(dict.fromkeys(texts))
        self.table = torch.nn.Parameter(torch.eye(len(self.texts)))
        self.calls = []

    def forward(self, texts, edit=None):
        self.calls.append(list(texts))
        return self.table[[self.texts.index(text) for text in texts]]

    def names(self, vectors):
        return [self.texts[i] for i in vectors.argmax(-1).tolist()]


class SpyLoss(ContrastiveLoss):
    def __init__(self, encoder):
        super().__init__()
        self.encoder = encoder
        self.read = {}

    def forward(self, anchors, positives, negatives=None, negative_mask=None, shared_negatives=None):
        self.read["anchors"] = self.encoder.names(anchors)
        self.read["positives"] = self.encoder.names(positives)
        self.read["negatives"] = self.encoder.names(negatives[negative_mask]) if negatives is not None else []
        self.read["shared"] = self.encoder.names(shared_negatives) if shared_negatives is not None else []
        return super().forward(anchors, positives, negatives, negative_mask, shared_negatives)


class SpyDiscriminator(AugmentationDiscriminator):
    def __init__(self, encoder, labels):
        super().__init__(len(encoder.texts), len(labels), dropout=0.0)
        self.encoder = encoder
        self.label_names = labels
        self.read = {}

    def loss(self, original, augmented, labels):
        self.read = {
            "original": self.encoder.names(original),
            "augmented": self.encoder.names(augmented),
            "labels": [self.label_names[i] for i in labels.tolist()],
        }
        return super().loss(original, augmented, labels)


def step(setting, tmp_path):
    examples = batch()
    shared = ["A storm hit the coast last night.", "The band released a new album."]
    texts = [e.anchor for e in examples] + [e.augmented for e in examples]
    texts += [e.negative for e in examples if e.negative] + shared
    encoder = SpyEncoder(texts)
    config = TrainConfig(model="unused", data="unused", output_dir=str(tmp_path), positive=("tense", "gender_swap"),
                         discriminator=setting, discriminator_weight=0.1, head_layers=0, device="cpu")
    trainer = Trainer(config, log=lambda line: None)
    types = sorted({e.aug_type for e in examples})
    labels = trainer.objective.labels(types)
    loss_fn, discriminator = SpyLoss(encoder), SpyDiscriminator(encoder, labels)
    loss, parts = trainer.step_loss(encoder, ProjectionHead(len(encoder.texts), 0), loss_fn, discriminator, examples, shared,
                                    {name: i for i, name in enumerate(labels)})
    loss.backward()
    assert set(parts) == {"contrastive", "discriminator", "loss"}
    assert all(isinstance(value, torch.Tensor) and not value.requires_grad for value in parts.values())
    return examples, shared, loss_fn.read, discriminator.read, encoder


def test_augcse_setting_keeps_augmented_sentences_out_of_the_contrastive_loss(tmp_path):
    examples, shared, contrastive, discriminated, encoder = step("augcse", tmp_path)
    anchors = [e.anchor for e in examples]
    augmented = [e.augmented for e in examples if e.augmented != e.anchor]
    assert len(augmented) == 6
    read = contrastive["anchors"] + contrastive["positives"] + contrastive["negatives"] + contrastive["shared"]
    assert not set(augmented) & set(read), "an augmented sentence entered the contrastive loss"
    assert contrastive["anchors"] == anchors
    assert contrastive["positives"] == anchors  # the anchor's own dropout view
    assert contrastive["negatives"] == [e.negative for e in examples if e.negative]
    assert contrastive["shared"] == shared
    # Every augmented sentence enters the discriminator, beside its own anchor, with its type.
    assert discriminated["original"] == anchors
    assert discriminated["augmented"] == [e.augmented for e in examples]
    assert discriminated["labels"] == [e.aug_type for e in examples]
    assert set(discriminated["labels"]) == {"tense", "gender_swap", IDENTITY}
    # The encoder was called once, with each augmented sentence once.
    assert len(encoder.calls) == 1 and all(encoder.calls[0].count(text) == 1 for text in augmented)


def test_positive_setting_uses_the_augmented_sentence_in_both(tmp_path):
    examples, _, contrastive, discriminated, _ = step("positive", tmp_path)
    assert contrastive["positives"] == [e.augmented for e in examples]
    assert discriminated["augmented"] == [e.augmented for e in examples]
    assert discriminated["labels"] == [e.aug_type for e in examples]


def test_bool_setting_predicts_only_whether_it_was_augmented(tmp_path):
    examples, _, contrastive, discriminated, _ = step("bool", tmp_path)
    assert contrastive["positives"] == [e.anchor for e in examples]
    assert discriminated["augmented"] == [e.augmented for e in examples]
    assert discriminated["labels"] == [IDENTITY if e.aug_type == IDENTITY else AUGMENTED for e in examples]


def augcse_jsonl(path):
    members = ["gender_swap", "color_swap", None]
    with path.open("w", encoding="utf-8") as handle:
        for i, sentence in enumerate(CORPUS):
            member = members[i % 3]
            changed = sentence.replace(".", "!") if member else sentence
            handle.write(json.dumps({"id": i, "text": sentence, "augcse": changed,
                                     "rules": {"augcse": f"augcse.{member}" if member else None}}) + "\n")
    return path


@pytest.mark.parametrize(
    "setting, first_lines",
    [
        (None, ["objective: contrastive positive = the anchor's own dropout view (unsupervised SimCSE); discriminator "
                "setting augcse (AugCSE's own): augmented sentences (augcse) go only to the discriminator, which predicts "
                "its augmentation type or none with binary cross-entropy (Eq. 2) behind a gradient layer of alpha -1, "
                "weighted lambda 0.1 (Eq. 3)"]),
        ("positive", ["objective: contrastive positive = the augmented sentence (augcse; the anchor's own dropout view "
                      "where none changed it); discriminator setting positive (AugCSE's 'positive' ablation): augmented "
                      "sentences (augcse) go also to the discriminator"]),
        ("bool", ["objective: contrastive positive = the anchor's own dropout view (unsupervised SimCSE); discriminator "
                  "setting bool (AugCSE's 'bool' ablation): augmented sentences (augcse) go only to the discriminator, "
                  "which predicts augmented or not"]),
    ],
)
def test_the_log_says_which_setting_runs_and_what_the_positive_is(tiny_bert, tmp_path, setting, first_lines):
    out = tmp_path / "run"
    args = ["--model", str(tiny_bert), "--data", str(augcse_jsonl(tmp_path / "a.jsonl")), "--output-dir", str(out),
            "--positive", "augcse", "--discriminator-weight", "0.1", "--max-steps", "2", "--batch-size", "8",
            "--device", "cpu", "--log-steps", "1"]
    if setting:
        args += ["--discriminator", setting]
    result = CliRunner().invoke(main, args)
    assert result.exit_code == 0, result.output
    lines = result.stdout.splitlines()
    assert lines[0].startswith("settings, no recipe")
    assert lines[1].startswith(first_lines[0])
    manifest = json.loads((out / "manifest.json").read_text())
    assert manifest["objective"]["discriminator"] == (setting or "augcse")
    expected = [AUGMENTED, IDENTITY] if setting == "bool" else ["color_swap", "gender_swap", IDENTITY]
    assert manifest["objective"]["discriminator_labels"] == expected
    assert manifest["data"]["augmentation_types"] == ["color_swap", "gender_swap", IDENTITY]
    metrics = json.loads((out / "metrics.json").read_text())
    assert all("discriminator" in entry for entry in metrics["history"] if "loss" in entry)
