import csv
import json
import subprocess
import sys

import pytest

torch = pytest.importorskip("torch")
from click.testing import CliRunner

from sda_augment.train.cli import main
from sda_augment.train.model import SentenceEncoder
from sda_augment.train.sts import evaluate_sts, read_sts
from sda_augment.train.trainer import TrainConfig, Trainer, linear_schedule, train

from .conftest import CORPUS


def pairs_csv(path):
    with path.open("w", newline="", encoding="utf-8") as handle:
        writer = csv.writer(handle)
        writer.writerow(["sent0", "sent1", "hard_neg"])
        for i, sentence in enumerate(CORPUS):
            writer.writerow([sentence, sentence.replace(".", "!"), CORPUS[(i + 5) % len(CORPUS)]])
    return path


def cli_jsonl(path):
    """Records in the augmentation CLI's layout with two positive methods and a negation."""
    with path.open("w", encoding="utf-8") as handle:
        for i, sentence in enumerate(CORPUS):
            record = {
                "id": i,
                "text": sentence,
                "pi": sentence.replace(" the ", ", the ", 1),
                "wr": sentence.replace(" ", " the ", 1),
                "neg": "it is not true that " + sentence.lower(),
            }
            record["rules"] = {
                "pi": "pi.comma" if record["pi"] != sentence else None,
                "wr": "wr.repeat",
                "neg": "neg.prefix",
            }
            handle.write(json.dumps(record) + "\n")
    return path


def sick_file(path, rows):
    lines = ["pair_ID\tsentence_A\tsentence_B\trelatedness_score\tentailment_judgment"]
    lines += [f"{i}\t{a}\t{b}\t{score}\tNEUTRAL" for i, (a, b, score) in enumerate(rows)]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


STS_ROWS = [
    (CORPUS[i], CORPUS[i].replace(".", "!"), 5.0 - (i % 5)) if i % 2 else (CORPUS[i], CORPUS[i + 1], 0.5 * (i % 4))
    for i in range(12)
]


def test_linear_schedule():
    factor = linear_schedule(warmup=2, total=10)
    assert [factor(s) for s in (0, 1, 2, 6, 10, 12)] == [0.5, 1.0, 1.0, 0.5, 0.0, 0.0]


def test_loss_decreases_over_a_few_dozen_steps(tiny_bert, tmp_path):
    config = TrainConfig(
        model=str(tiny_bert), data=str(pairs_csv(tmp_path / "pairs.csv")), output_dir=str(tmp_path / "out"),
        negative="hard_neg", pooling="mean", max_steps=40, batch_size=8, lr=3e-3, log_steps=1, seed=0,
    )
    history = [entry["loss"] for entry in train(config, log=lambda line: None)["history"]]
    assert len(history) == 40
    first, last = sum(history[:5]) / 5, sum(history[-10:]) / 10
    assert last < 0.5 * first, (first, last)


def test_cli_end_to_end_with_every_objective(tiny_bert, tmp_path):
    dev = sick_file(tmp_path / "dev.txt", STS_ROWS)
    test = sick_file(tmp_path / "test.txt", STS_ROWS[::-1])
    out = tmp_path / "run"
    args = [
        "--model", str(tiny_bert), "--data", str(cli_jsonl(tmp_path / "aug.jsonl")), "--output-dir", str(out),
        "--positive", "pi,wr", "--negative", "neg", "--retrieval-k", "4", "--discriminator-weight", "0.1",
        "--sts-dev", str(dev), "--sts-test", str(test), "--max-steps", "6", "--eval-steps", "3",
        "--batch-size", "8", "--lr", "1e-3", "--seed", "3", "--device", "cpu", "--log-steps", "2",
    ]
    result = CliRunner().invoke(main, args)
    assert result.exit_code == 0, result.output
    assert "retrieved top-4 neighbours of 24 sentences" in result.output
    metrics = json.loads((out / "metrics.json").read_text())
    for key in ("dev_spearman_initial", "best_dev_spearman", "best_step", "test_spearman", "history",
                "train_sentences_per_second", "final_loss", "steps"):
        assert key in metrics, key
    assert metrics["best_step"] in (3, 6)
    evaluated = [entry for entry in metrics["history"] if "dev_spearman" in entry]
    assert [entry["step"] for entry in evaluated] == [3, 6]
    assert metrics["best_dev_spearman"] == max(entry["dev_spearman"] for entry in evaluated)
    assert all("discriminator" in entry for entry in metrics["history"] if "loss" in entry)
    # The test score is the best checkpoint's, as saved on disk.
    best = SentenceEncoder.from_pretrained(out / "best")
    recomputed = evaluate_sts(lambda texts: best.encode(texts).numpy(), read_sts(test))
    assert metrics["test_spearman"] == pytest.approx(recomputed, abs=1e-6)
    manifest = json.loads((out / "manifest.json").read_text())
    assert manifest["seed"] == 3
    assert manifest["args"]["positive"] == ["pi", "wr"] and manifest["args"]["negative"] == "neg"
    assert {"python", "torch", "transformers"} <= set(manifest["versions"])
    assert manifest["data"]["augmentation_types"] == ["pi", "wr"]  # wr always changes, so never "none"
    assert manifest["data"]["negatives"] == len(CORPUS)


def test_same_seed_same_run(tiny_bert, tmp_path):
    def run(name):
        config = TrainConfig(
            model=str(tiny_bert), data=str(pairs_csv(tmp_path / "p.csv")), output_dir=str(tmp_path / name),
            max_steps=5, batch_size=8, lr=1e-3, log_steps=1, seed=11, retrieval_k=3,
        )
        return [entry["loss"] for entry in train(config, log=lambda line: None)["history"]]

    assert run("a") == run("b")


def test_bad_data_is_a_one_line_error_naming_the_line(tiny_bert, tmp_path):
    data = tmp_path / "bad.jsonl"
    data.write_text('{"text": "A cat.", "pi": "A cat!"}\n{"text": "A dog."\n', encoding="utf-8")
    result = CliRunner().invoke(main, ["--model", str(tiny_bert), "--data", str(data), "--output-dir", str(tmp_path / "o")])
    assert result.exit_code == 1
    # Line 2 is 17 characters long: the missing "," or "}" is due at column 18.
    assert result.stderr.strip().splitlines() == [f"Error: {data}:2:18: not valid JSON (Expecting ',' delimiter)"]


def test_discriminator_needs_two_types(tiny_bert, tmp_path):
    result = CliRunner().invoke(main, [
        "--model", str(tiny_bert), "--data", str(pairs_csv(tmp_path / "p.csv")), "--output-dir", str(tmp_path / "o"),
        "--discriminator-weight", "0.5",
    ])
    assert result.exit_code == 1
    assert "at least two augmentation types" in result.output


def test_missing_model_is_a_clean_error(tmp_path):
    result = CliRunner().invoke(main, [
        "--model", str(tmp_path / "nowhere"), "--data", str(pairs_csv(tmp_path / "p.csv")), "--output-dir", str(tmp_path / "o"),
    ])
    assert result.exit_code == 1
    assert result.output.startswith("Error: ") and "Traceback" not in result.output
    assert len(result.output.strip().splitlines()) == 1


def test_module_runs_as_a_script():
    done = subprocess.run([sys.executable, "-m", "sda_augment.train.cli", "--help"], capture_output=True, text=True)
    assert done.returncode == 0
    for option in ("--negative", "--retrieval-k", "--discriminator-weight", "--sts-dev", "--device"):
        assert option in done.stdout


def test_device_that_is_not_there(tiny_bert, tmp_path):
    if torch.cuda.is_available():
        pytest.skip("a GPU is present")
    with pytest.raises(ValueError, match="CUDA is not available"):
        Trainer(TrainConfig(model=str(tiny_bert), data="x", output_dir=str(tmp_path), device="cuda"))


def test_retrieval_uses_the_encoder_as_loaded(tiny_bert, tmp_path):
    from sda_augment.train.data import Example
    from sda_augment.train.retrieval import nearest_neighbours

    examples = [Example(s, s) for s in CORPUS] + [Example(CORPUS[0], CORPUS[0])]  # a duplicate anchor
    trainer = Trainer(TrainConfig(model=str(tiny_bert), data="x", output_dir=str(tmp_path), retrieval_k=3))
    encoder = SentenceEncoder.from_pretrained(tiny_bert)
    retrieved, rows = trainer.build_retrieval(encoder, examples)
    assert retrieved.texts == CORPUS  # distinct sentences only, so a duplicate never retrieves itself
    assert rows[-1] == rows[0] == 0
    embeddings = torch.nn.functional.normalize(encoder.encode(CORPUS), dim=-1)
    expected = nearest_neighbours(embeddings, 3, backend="torch")
    # A random tiny BERT gives near-identical vectors, so compare similarities, not tie order.
    sims = embeddings @ embeddings.T
    got = sims.gather(1, retrieved.neighbours)
    assert torch.allclose(got, sims.gather(1, expected), atol=1e-6)
    assert not (retrieved.neighbours == torch.arange(len(CORPUS)).unsqueeze(1)).any()


def test_augcse_pool_members_are_the_discriminator_labels(tiny_bert, tmp_path):
    """``--positive augcse``: the member named in ``rules.augcse`` is the type, "none" when unchanged."""
    data = tmp_path / "augcse.jsonl"
    members = ["gender_swap", "color_swap", None]
    with data.open("w", encoding="utf-8") as handle:
        for i, sentence in enumerate(CORPUS):
            member = members[i % 3]
            changed = sentence.replace(".", "!") if member else sentence
            rule = f"augcse.{member}" if member else None
            handle.write(json.dumps({"id": i, "text": sentence, "augcse": changed, "rules": {"augcse": rule}}) + "\n")
    out = tmp_path / "run"
    result = CliRunner().invoke(main, [
        "--model", str(tiny_bert), "--data", str(data), "--output-dir", str(out), "--positive", "augcse",
        "--discriminator-weight", "0.1", "--max-steps", "2", "--batch-size", "8", "--device", "cpu", "--log-steps", "1",
    ])
    assert result.exit_code == 0, result.output
    manifest = json.loads((out / "manifest.json").read_text())
    assert manifest["data"]["augmentation_types"] == ["color_swap", "gender_swap", "none"]
    metrics = json.loads((out / "metrics.json").read_text())
    assert all("discriminator" in entry for entry in metrics["history"] if "loss" in entry)
