"""The lazily seeded per-record random source draws exactly what an eager one would."""

import copy
import pickle
import random

import pytest

from sda_augment.rng import LazyRandom, record_rng


def _draws(rng: random.Random) -> list:
    items = list(range(12))
    rng.shuffle(items)
    return [
        rng.randrange(7),
        rng.random(),
        rng.choice("abcdef"),
        rng.sample(range(100), 5),
        rng.gauss(0, 1),
        rng.getrandbits(70),
        items,
        rng.randbytes(5),
        rng.choices("abc", k=4),
        rng.uniform(2, 3),
    ]


@pytest.mark.parametrize("seed", ["0:1:mv", "42:record-7:neg", "x"])
def test_lazy_draws_equal_eager_draws(seed):
    assert _draws(LazyRandom(seed)) == _draws(random.Random(seed))


def test_record_rng_matches_the_documented_key():
    assert _draws(record_rng(3, "a", "pi")) == _draws(random.Random("3:a:pi"))


def test_state_pickle_and_copy_carry_the_pending_seed():
    eager = random.Random("9:9:dn")
    assert LazyRandom("9:9:dn").getstate() == eager.getstate()
    assert pickle.loads(pickle.dumps(LazyRandom("9:9:dn"))).random() == eager.random()
    assert copy.deepcopy(LazyRandom("9:9:dn")).random() == random.Random("9:9:dn").random()


def test_explicit_seed_replaces_the_pending_one():
    rng = LazyRandom("unused")
    rng.seed("other")
    assert rng.random() == random.Random("other").random()
    rng.setstate(random.Random("third").getstate())
    assert rng.random() == random.Random("third").random()
