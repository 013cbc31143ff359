"""The augcse preset: its pool comes from the members' metadata, its rule names the member."""

import json
import random
from dataclasses import dataclass
from typing import ClassVar

import pytest

from sda_augment import registry
from sda_augment.edits import Edit
from sda_augment.train.data import IDENTITY, DataError, read_jsonl
from sda_augment.transform import Candidate, Meta, RuleTransform, meta_of
from sda_augment.transforms.augcse.pool import AugCSEPool, pool_members

MINE = {"contraction", "discourse", "gender_swap", "color_swap", "city_swap", "adj_antonym"}


@dataclass(frozen=True)
class Exclaim(RuleTransform):
    """Test member: '!' for the final period."""

    name: ClassVar[str] = "exclaim_member"
    polarity: ClassVar[str] = "positive"
    meta: ClassVar[Meta] = Meta(needs="text", pools=("augcse",))

    def candidates(self, doc):
        text = doc.text
        return [Candidate("exclaim_member.mark", (Edit(len(text) - 1, len(text), "!"),))] if text.endswith(".") else []


def test_the_pool_is_every_transform_that_names_it():
    names = {member.name for member in pool_members()}
    assert names >= MINE
    assert all("augcse" in meta_of(member).pools for member in pool_members())
    assert "pi" not in names and "augcse" not in names


def test_a_new_member_joins_without_editing_the_preset(monkeypatch):
    monkeypatch.setattr(registry, "_REGISTRY", dict(registry._REGISTRY))
    registry.register(Exclaim)
    assert "exclaim_member" in {member.name for member in AugCSEPool().members}


def test_the_rule_names_the_member_and_info_keeps_its_rule(nlp):
    doc = nlp("He thanked his wife.")
    result = AugCSEPool(exclude=("tense", "subj_obj_swap", "yoda")).apply(doc, random.Random(0))
    assert result.rule == "augcse.gender_swap"  # the one applicable member
    assert result.text == "She thanked her husband."
    assert result.info["member_rule"] == "gender_swap.swap"


def test_one_applicable_member_is_drawn_and_the_draw_is_seeded(nlp):
    doc = nlp("A man in a red shirt and a child said it is late.")
    pool = AugCSEPool()
    drawn = {pool.apply(doc, random.Random(seed)).rule for seed in range(30)}
    # tense leaves reported speech; adj_antonym makes "it is late" early; "man" and "shirt" have
    # hypernyms, "child" hyponyms (a man's kinds are trades, never drawn)
    assert drawn == {
        "augcse.gender_swap", "augcse.color_swap", "augcse.contraction", "augcse.adj_antonym", "augcse.hypernym",
        "augcse.hyponym",
    }
    assert pool.apply(doc, random.Random(4)) == pool.apply(doc, random.Random(4))


def test_excluded_members_stay_out(nlp):
    pool = AugCSEPool(exclude=("gender_swap", "tense", "subj_obj_swap", "yoda"))
    assert not {"gender_swap", "tense", "subj_obj_swap", "yoda"} & {member.name for member in pool.members}
    assert not pool.apply(nlp("He thanked his wife."), random.Random(0)).changed


def test_no_applicable_member(nlp):
    result = AugCSEPool().apply(nlp("A city street at night."), random.Random(0))
    assert not result.changed and result.reason == "transform.no_child"


def test_given_members_must_have_distinct_names():
    with pytest.raises(ValueError, match="distinct names"):
        AugCSEPool(given=(Exclaim(), Exclaim()))


def test_training_labels_are_the_members(tmp_path):
    records = [
        {"id": 0, "text": "He left.", "augcse": "She left.", "rules": {"augcse": "augcse.gender_swap"}},
        {"id": 1, "text": "A red car.", "augcse": "A blue car.", "rules": {"augcse": "augcse.color_swap"}},
        {"id": 2, "text": "Hi.", "augcse": "Hi.", "rules": {"augcse": None}},
    ]
    path = tmp_path / "a.jsonl"
    path.write_text("".join(json.dumps(record) + "\n" for record in records), encoding="utf-8")
    examples = read_jsonl(path, ["augcse"], None)
    assert [example.aug_type for example in examples] == ["gender_swap", "color_swap", IDENTITY]
    assert [example.augmented for example in examples] == ["She left.", "A blue car.", "Hi."]


@pytest.mark.parametrize("rule", [3, "gender_swap", "augcse."])
def test_a_pool_rule_that_names_no_member_is_an_error(tmp_path, rule):
    path = tmp_path / "b.jsonl"
    path.write_text(json.dumps({"text": "He left.", "augcse": "She left.", "rules": {"augcse": rule}}) + "\n", encoding="utf-8")
    with pytest.raises(DataError, match="must name the pool member"):
        read_jsonl(path, ["augcse"], None)
