"""What the trainer says: losses at any scale, a model that is nowhere (quickly, without the
network), a data file that is not text, and what the 'none' positives are."""

import json
import time

import pytest

torch = pytest.importorskip("torch")
from click.testing import CliRunner
from huggingface_hub.errors import RepositoryNotFoundError

from sda_augment.train import hub
from sda_augment.train.cli import main
from sda_augment.train.data import DataError, Example, load_examples
from sda_augment.train.model import SentenceEncoder
from sda_augment.train.objective import Objective
from sda_augment.train.sts import STSFormatError, read_sts
from sda_augment.train.trainer import TrainConfig, Trainer, augmentations_line, loss_text

from .conftest import CORPUS

NOWHERE = "sda-augment-tests/no-such-model-3f9c1"


@pytest.fixture
def no_hub(monkeypatch):
    """Any request to the Hub fails the test; downloads stay on unless a test switches them off."""

    def refuse(name):
        raise AssertionError(f"the Hub was asked about {name!r}")

    monkeypatch.setattr(hub, "_model_info", refuse)
    monkeypatch.delenv("HF_HUB_OFFLINE", raising=False)
    monkeypatch.delenv("TRANSFORMERS_OFFLINE", raising=False)


def jsonl(path, records):
    path.write_text("".join(json.dumps(record) + "\n" for record in records), encoding="utf-8")
    return path


# --- the log --------------------------------------------------------------------------------


def test_losses_are_readable_at_any_scale():
    assert loss_text(1e-5) == "1e-05"
    assert loss_text(0.001234) == "0.001234"
    assert loss_text(0.34659) == "0.3466"
    assert loss_text(12.3456) == "12.35"


def test_the_log_counts_positives_by_method_and_says_what_none_is(tiny_bert, tmp_path):
    examples = [Example("a", "b", None, "pi")] * 3 + [Example("c", "c")] + [Example("d", "e", None, "mv")]
    line = augmentations_line(examples, Objective(None))
    assert line.startswith("positives by method: mv 1, pi 3, none 1 (none: no method changed the sentence")
    assert "none" not in augmentations_line(examples[:3], Objective(None))
    # Where augmentations feed only the discriminator, they are not called positives.
    line = augmentations_line(examples, Objective("augcse"))
    assert line.startswith("augmentations by type: mv 1, pi 3, none 1 (none: the sentence was left as it is")
    records = [{"id": i, "text": s, "pi": s if i % 4 == 0 else s.replace(".", "!"), "rules": {"pi": None if i % 4 == 0 else "pi.x"}}
               for i, s in enumerate(CORPUS)]
    data = jsonl(tmp_path / "aug.jsonl", records)
    logged: list[str] = []
    config = TrainConfig(model=str(tiny_bert), data=str(data), output_dir=str(tmp_path / "o"), positive=("pi",),
                         max_steps=3, batch_size=8, lr=1e-3, log_steps=1, seed=0, device="cpu")
    history = Trainer(config, log=logged.append).run()["history"]
    assert logged[0].startswith("settings, no recipe: + given, others defaults: positive pi, negative none, ")
    assert logged[1] == ("objective: contrastive positive = the augmented sentence (pi; the anchor's own dropout view "
                         "where none changed it); no discriminator")
    assert logged[2] == ("24 examples; positives by method: pi 18, none 6 (none: no method changed the sentence, "
                         "so its positive is the sentence itself, SimCSE's dropout view); device cpu")
    assert logged[3] == ("length: max_steps 3 = 1 epoch of 3 steps (batches of 8 from 24 examples); "
                         "learning rate 0.001, linear decay to 0 at step 3")
    shown = [float(line.split("loss ")[1]) for line in logged if ": loss " in line]
    assert shown == pytest.approx([entry["loss"] for entry in history], rel=1e-3)


# --- where the model comes from -------------------------------------------------------------


def test_an_unknown_model_offline_fails_at_once_before_the_data(no_hub, monkeypatch, tmp_path):
    monkeypatch.setenv("HF_HUB_OFFLINE", "1")

    def no_data(self):
        raise AssertionError("the data was read before the model was found")

    monkeypatch.setattr(Trainer, "load_data", no_data)
    data = tmp_path / "raw.txt"
    data.write_text("A cat sat.\nA dog ran.\n", encoding="utf-8")
    started = time.monotonic()
    result = CliRunner().invoke(main, ["--model", NOWHERE, "--data", str(data), "--output-dir", str(tmp_path / "o")])
    assert time.monotonic() - started < 10
    assert result.exit_code == 1
    assert result.output == (f"Error: model {NOWHERE!r} is not a local folder or a model in the Hugging Face cache, "
                             "and HF_HUB_OFFLINE is set, so it cannot be downloaded\n")


def test_an_unknown_model_online_is_asked_about_once(monkeypatch):
    monkeypatch.delenv("HF_HUB_OFFLINE", raising=False)
    monkeypatch.delenv("TRANSFORMERS_OFFLINE", raising=False)
    asked = []

    class NotFound(RepositoryNotFoundError):
        def __init__(self):
            Exception.__init__(self, "404 Repository Not Found")

    def unreachable(name):
        asked.append(name)
        raise ConnectionError("[Errno -2] Name or service not known")

    def not_there(name):
        asked.append(name)
        raise NotFound()

    monkeypatch.setattr(hub, "_model_info", unreachable)
    with pytest.raises(hub.ModelNotFoundError, match=r"and the Hugging Face Hub cannot be reached \(\[Errno -2\] Name or service not known\)$"):
        hub.locate_model(NOWHERE)
    monkeypatch.setattr(hub, "_model_info", not_there)
    with pytest.raises(hub.ModelNotFoundError, match="the Hugging Face Hub has no model of that name"):
        hub.locate_model(NOWHERE)
    assert asked == [NOWHERE, NOWHERE]
    monkeypatch.setattr(hub, "_model_info", lambda name: asked.append(name))
    assert hub.locate_model(NOWHERE) == "hub"  # on the Hub: downloaded by the loader


def test_names_and_paths_that_cannot_be_models(no_hub, tmp_path):
    with pytest.raises(hub.ModelNotFoundError, match="not a valid Hugging Face model name"):
        hub.locate_model("no such model")
    with pytest.raises(FileNotFoundError, match="model folder .* does not exist"):
        hub.locate_model(str(tmp_path / "nowhere"))
    with pytest.raises(FileNotFoundError, match="does not exist"):
        hub.locate_model("./nowhere")


def test_folders_and_cached_models_load_without_a_request(tiny_bert, tmp_path, no_hub, monkeypatch):
    import transformers

    calls = []
    for loader in (transformers.AutoModel, transformers.AutoTokenizer):
        original = loader.from_pretrained

        def spy(name, *args, _original=original, **kwargs):
            calls.append((str(name), kwargs.get("local_files_only")))
            return _original(name, *args, **kwargs)

        monkeypatch.setattr(loader, "from_pretrained", spy)
    assert hub.locate_model(tiny_bert) == "folder"
    SentenceEncoder.from_pretrained(tiny_bert)
    # The Hugging Face cache layout: models--<org>--<name>/snapshots/<commit>/ and refs/main.
    cache = tmp_path / "hf-cache"
    commit = "0" * 40
    snapshot = cache / "models--sda-test--tiny" / "snapshots" / commit
    snapshot.mkdir(parents=True)
    for item in tiny_bert.iterdir():
        (snapshot / item.name).write_bytes(item.read_bytes())
    (cache / "models--sda-test--tiny" / "refs").mkdir()
    (cache / "models--sda-test--tiny" / "refs" / "main").write_text(commit)
    assert hub.locate_model("sda-test/tiny", cache_dir=cache) == "cache"
    encoder = SentenceEncoder.from_pretrained("sda-test/tiny", cache_dir=cache)
    assert encoder.encode(CORPUS[:2]).shape == (2, 32)
    assert calls and all(local is True for _, local in calls), calls


# --- data that is not text ----------------------------------------------------------------------


@pytest.mark.parametrize(
    "name, first", [("program", b"A sentence."), ("data.jsonl", b'{"text": "A.", "pi": "B."}'), ("pairs.csv", b"sent0,sent1")]
)
def test_a_binary_data_file_names_the_file_and_line(tmp_path, name, first):
    path = tmp_path / name
    path.write_bytes(first + b"\n\x7fELF\x02\x01\x01\x00 ok so far \xff\xfe then binary\n")
    with pytest.raises(DataError) as caught:
        load_examples(path, ("pi",))
    # Line 2: "\x7fELF\x02\x01\x01\x00 ok so far " is 19 bytes, so 0xff is column 20.
    assert str(caught.value) == f"{path}:2: not UTF-8 text (byte 0xff at column 20); is it the right file?"


def test_the_binary_the_issue_named(tiny_bert, tmp_path):
    result = CliRunner().invoke(main, ["--model", str(tiny_bert), "--data", "/bin/ls", "--output-dir", str(tmp_path / "o")])
    assert result.exit_code == 1
    assert result.stderr.startswith("Error: /bin/ls:") and "not UTF-8 text" in result.stderr
    assert len(result.stderr.splitlines()) == 1
    assert result.stdout.startswith("settings, ")  # what runs is said before the data is read


def test_a_binary_sts_file_names_the_file_and_line(tmp_path):
    path = tmp_path / "sts.tsv"
    path.write_bytes(b"sentence1\tsentence2\tscore\nA\tB\t1.0\n\x00\x80\n")
    with pytest.raises(STSFormatError, match=r"sts\.tsv:3: not UTF-8 text \(byte 0x80\)"):
        read_sts(path)
