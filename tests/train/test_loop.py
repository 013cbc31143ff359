"""The loop as the papers ran it: one epoch by default with the schedule over the true length,
losses read from the device only every --log-steps, switch-case refused for an uncased
tokenizer, and ESimCSE's subword repetition."""

import json
import math

import pytest

torch = pytest.importorskip("torch")
from click.testing import CliRunner

from sda_augment.train import trainer as trainer_module
from sda_augment.train.cli import main
from sda_augment.train.model import SentenceEncoder
from sda_augment.train.repetition import dup_len, repeat_subwords
from sda_augment.train.trainer import RunningLosses, TrainConfig, Trainer, run_length

from .conftest import CORPUS


def raw(tmp_path, lines=CORPUS):
    path = tmp_path / "raw.txt"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def quiet(config):
    return Trainer(config, log=lambda line: None)


def test_run_length_is_one_epoch_unless_told():
    config = TrainConfig(model="m", data="d", output_dir="o", batch_size=8)
    assert run_length(24, config) == (3, 3)
    assert run_length(30, config) == (3, 3)  # the last short batch waits for the next shuffle
    config.epochs = 2.5
    assert run_length(24, config) == (8, 3)
    config.max_steps = 5
    assert run_length(24, config) == (5, 3)
    assert run_length(1_000_000, TrainConfig(model="m", data="d", output_dir="o", batch_size=128)) == (7812, 7812)


def test_default_run_is_one_epoch_with_the_schedule_over_it(tiny_bert, tmp_path, monkeypatch):
    schedules = []
    real = trainer_module.linear_schedule

    def spy(warmup, total):
        schedules.append((warmup, total))
        return real(warmup, total)

    monkeypatch.setattr(trainer_module, "linear_schedule", spy)
    config = TrainConfig(model=str(tiny_bert), data=str(raw(tmp_path)), output_dir=str(tmp_path / "o"), positive=(),
                         batch_size=8, log_steps=1, device="cpu")
    metrics = quiet(config).run()
    assert (metrics["steps"], metrics["steps_per_epoch"]) == (3, 3)
    assert schedules == [(0, 3)]
    assert [entry["step"] for entry in metrics["history"]] == [1, 2, 3]


def test_a_step_never_waits_for_the_device(tiny_bert, tmp_path, monkeypatch):
    """No .item() or .tolist() inside a step; the losses are read once per log line."""
    real_step, real_read = Trainer.step_loss, RunningLosses.read
    reads = []

    def forbidden(*args, **kwargs):
        raise AssertionError("a step read a value back from the device")

    def step_loss(self, *args, **kwargs):
        with monkeypatch.context() as inside:
            inside.setattr(torch.Tensor, "item", forbidden)
            inside.setattr(torch.Tensor, "tolist", forbidden)
            return real_step(self, *args, **kwargs)

    def read(self, step):
        reads.append((step, self.count))
        return real_read(self, step)

    monkeypatch.setattr(Trainer, "step_loss", step_loss)
    monkeypatch.setattr(RunningLosses, "read", read)
    config = TrainConfig(model=str(tiny_bert), data=str(raw(tmp_path, CORPUS * 2)), output_dir=str(tmp_path / "o"),
                         positive=(), negative=None, retrieval_k=3, batch_size=8, max_steps=7, log_steps=3, device="cpu")
    metrics = quiet(config).run()
    assert reads == [(3, 3), (6, 3), (7, 1)]
    assert [entry["step"] for entry in metrics["history"]] == [3, 6, 7]
    assert all(math.isfinite(entry["loss"]) for entry in metrics["history"])


def test_running_losses_average_and_stop_on_a_non_finite_loss():
    running = RunningLosses()
    running.add({"loss": torch.tensor(1.0)})
    running.add({"loss": torch.tensor(3.0)})
    assert running.read(2) == {"loss": 2.0}
    running.add({"loss": torch.tensor(float("nan"))})
    with pytest.raises(FloatingPointError, match="loss became nan between steps 3 and 3"):
        running.read(3)


def test_switch_case_with_an_uncased_tokenizer_stops_before_the_data(tiny_bert, tmp_path, monkeypatch):
    def no_data(self):
        raise AssertionError("the data was read")

    monkeypatch.setattr(Trainer, "load_data", no_data)
    result = CliRunner().invoke(main, ["--model", str(tiny_bert), "--data", str(raw(tmp_path)),
                                       "--output-dir", str(tmp_path / "o"), "--positive", "sc:p=0.1", "--device", "cpu"])
    assert result.exit_code == 1
    assert result.stderr.strip().splitlines() == [
        f"Error: the tokenizer of {tiny_bert} lowercases its input, so switch-case (sc) views are the same tokens as "
        "their sentences: use a cased model (CARDS uses RoBERTa) or another --positive"
    ]


def test_switch_case_in_a_file_with_an_uncased_tokenizer_stops_too(tiny_bert, tmp_path):
    data = tmp_path / "aug.csv"
    data.write_text("sent0,aug,aug_type\nThe cat sat.,the Cat sat.,sc\nA dog ran.,A dog ran.,none\n", encoding="utf-8")
    config = TrainConfig(model=str(tiny_bert), data=str(data), output_dir=str(tmp_path / "o"), device="cpu")
    with pytest.raises(ValueError, match="lowercases its input"):
        quiet(config).run()


def test_dup_len_follows_esimcse():
    generator = torch.Generator().manual_seed(0)
    for n, rate, top in ((20, 0.32, 6), (3, 0.32, 2), (1, 0.32, 1), (100, 0.1, 10)):
        seen = {dup_len(n, rate, generator) for _ in range(400)}
        assert seen == set(range(0, top + 1)), (n, seen)


def test_repeat_subwords_doubles_distinct_inner_tokens_only():
    generator = torch.Generator().manual_seed(1)
    ids = [101, 7, 8, 9, 10, 11, 12, 102]
    special = {101, 102, 0}
    lengths = set()
    for _ in range(200):
        out = repeat_subwords(ids, special, 0.32, generator)
        assert out[0] == 101 and out[-1] == 102 and out.count(101) == 1 and out.count(102) == 1
        doubled = len(out) - len(ids)
        lengths.add(doubled)
        # Removing one copy of each doubled token gives the sequence back.
        collapsed = [token for i, token in enumerate(out) if i == 0 or token != out[i - 1]]
        assert collapsed == ids
        assert all(out.count(token) <= 2 for token in ids)
    assert lengths == {0, 1, 2}  # max(2, int(0.32 * 6)) = 2
    assert repeat_subwords(ids, special, 1.0, torch.Generator().manual_seed(3), limit=9)[-1] == 102


def test_subword_positives_repeat_the_anchors_tokens(tiny_bert, tmp_path):
    config = TrainConfig(model=str(tiny_bert), data="unused", output_dir=str(tmp_path), positive=("wr",),
                         repetition="subwords", dup_rate=1.0, device="cpu")
    trainer = quiet(config)
    encoder = SentenceEncoder.from_pretrained(tiny_bert)
    texts = CORPUS[:4] + CORPUS[:4]
    edit = trainer.subword_edit(encoder, range(4, 8), torch.Generator().manual_seed(0))
    plain = encoder.tokenize(texts)
    edited = encoder.tokenize(texts, edit)
    lengths = plain["attention_mask"].sum(1).tolist()
    repeated = edited["attention_mask"].sum(1).tolist()
    assert repeated[:4] == lengths[:4]
    assert all(after >= before for before, after in zip(lengths[4:], repeated[4:])) and repeated[4:] != lengths[4:]


def test_esimcse_recipe_runs_on_subwords(tiny_bert, tmp_path):
    out = tmp_path / "run"
    result = CliRunner().invoke(main, ["--model", str(tiny_bert), "--data", str(raw(tmp_path)), "--output-dir", str(out),
                                       "--recipe", "esimcse-bert", "--batch-size", "8", "--device", "cpu", "--log-steps", "1"])
    assert result.exit_code == 0, result.output
    lines = result.stdout.splitlines()
    assert "repetition subwords*" in lines[0] and "dup_rate 0.32*" in lines[0] and "batch_size 8+" in lines[0]
    assert lines[1].startswith("objective: contrastive positive = the anchor with its subwords repeated (ESimCSE, dup_rate 0.32)")
    metrics = json.loads((out / "metrics.json").read_text())
    assert metrics["steps"] == 3


def test_cards_recipe_leaves_out_repeated_and_short_sentences(tiny_bert, tmp_path, monkeypatch):
    monkeypatch.setattr(Trainer, "check_case", lambda self, encoder, methods: None)  # the tiny model is uncased
    lines = CORPUS[:16] + CORPUS[:4] + ["Go home.", "Yes"]
    out = tmp_path / "run"
    result = CliRunner().invoke(main, ["--model", str(tiny_bert), "--data", str(raw(tmp_path, lines)), "--output-dir", str(out),
                                       "--recipe", "cards-roberta", "--retrieval-k", "3", "--batch-size", "8",
                                       "--device", "cpu"])
    assert result.exit_code == 0, result.output
    assert "data: left out 4 repeated sentences and 2 of fewer than 3 words; 16 kept" in result.stdout
    manifest = json.loads((out / "manifest.json").read_text())
    assert manifest["data"]["examples"] == 16


def test_the_log_says_how_long_the_run_is(tiny_bert, tmp_path):
    logged = []
    config = TrainConfig(model=str(tiny_bert), data=str(raw(tmp_path)), output_dir=str(tmp_path / "o"), positive=(),
                         batch_size=8, epochs=2, warmup_steps=1, log_steps=10, device="cpu")
    Trainer(config, log=logged.append).run()
    assert ("length: 2 epochs of 3 steps (batches of 8 from 24 examples) = 6 steps; learning rate 3e-05, "
            "warm-up over 1 step, then linear decay to 0 at step 6") in logged
