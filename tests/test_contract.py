"""The contract every registered transform keeps, checked over the whole registry.

Same seed, same result; never an exception, whatever the input; edits that render to
the result's text (so everything outside them is unchanged); ``applicable`` false means
an unchanged result; ``rule`` is None exactly when the text is unchanged, and then the
reason is a registered code; a non-empty input never comes back empty.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from registered import ORDINARY, checks_codes, implementations, language_of, sample

from sda_augment.edits import check_edits, render
from sda_augment.reasons import is_registered
from sda_augment.registry import available
from sda_augment.transform import AugResult
from sda_augment.transforms.baselines.baselines import SynonymReplacement, WordDeletion
from sda_augment.transforms.baselines.synonyms import MissingDataError
from sda_augment.transforms.surface.surface import SwitchCase

_MAPPING = {"committee": ["board"], "meet": ["assemble"], "agree": ["concur"], "travel": ["journey"], "settle": ["live"]}

# Data-free settings for transforms whose defaults need optional data (WordNet).
_WITHOUT_DATA = {"synonym": lambda: SynonymReplacement(source=_MAPPING)}


def _usable(info):
    """The registry's factory, or its data-free setting when the optional data is absent."""
    try:
        info.factory()
    except MissingDataError:
        return _WITHOUT_DATA[info.name]
    return info.factory


def _registered():
    """Every registered transform, each run here (none skipped)."""
    return [pytest.param(_usable(info), id=info.name) for info in available()]


# Instances with non-default settings the registry's defaults do not reach.
_EXTRA = [
    pytest.param(lambda: SynonymReplacement(alpha=0.5, source=_MAPPING), id="synonym[mapping]"),
    pytest.param(lambda: SwitchCase(p=0.1, mode="bernoulli"), id="sc[bernoulli]"),
    pytest.param(lambda: WordDeletion(p=0.3), id="word_del[0.3]"),
]

FACTORIES = _registered() + _EXTRA


def _build(factory):
    return factory()


_SENTENCE = "The committee met in Paris on Monday, and it didn't agree (again) to the co-founded plan. "
_LONG = _SENTENCE * (5000 // 20 + 1)  # about 5,000 tokens

INPUTS = {
    "empty": "",
    "whitespace": "  \n\t  ",
    "one_token": "Hello",
    "one_word_period": "Yes.",
    "repeated": "hello hello hello",
    "emoji": "We loved it 😀🎉 and left 👍!",
    "german": "Der schnelle braune Fuchs springt über den faulen Hund.",
    "japanese": "東京は日本の首都です。",
    "nul": "The file\x00name was wrong.",
    "punctuation_only": "?! ... --",
    "real": ORDINARY,
    "long": _LONG,
    # Contractions typed with a typographic apostrophe, which the tagger once misread.
    "typographic": "The track wasn’t included on the American release, and she didn’t sing.",
}


@pytest.fixture(scope="module")
def docs(nlp):
    parsed = {name: nlp(text) for name, text in INPUTS.items()}
    assert len(parsed["long"]) >= 5000
    return parsed


def check_result(transform, doc, seed) -> AugResult:
    """Apply ``transform`` twice with the same seed and check every contract clause."""
    first = transform.apply(doc, random.Random(seed))
    second = transform.apply(doc, random.Random(seed))
    assert isinstance(first, AugResult)
    assert (first.text, first.rule, first.edits, first.reason) == (second.text, second.rule, second.edits, second.reason)
    assert (first.rule is None) == (first.text == doc.text), (first.rule, first.text)
    if first.rule is None:
        assert first.reason, "an unchanged result says why"
        if checks_codes(transform):  # a built-in, or a transform that declares its codes
            assert is_registered(first.reason), f"{first.reason!r} is not a registered reason code"
    check_edits(list(first.edits), len(doc.text))  # in range and not overlapping
    assert render(doc.text, first.edits) == first.text
    if doc.text.strip():
        assert first.text.strip(), "a non-empty input never comes back empty"
    if not transform.applicable(doc):
        assert not first.changed
    return first


@pytest.mark.parametrize("factory", FACTORIES)
@pytest.mark.parametrize("name", list(INPUTS))
def test_contract_on_awkward_inputs(factory, name, docs):
    transform = _build(factory)
    assert transform.polarity in ("positive", "negative") and transform.name
    for seed in (0, 1):
        check_result(transform, docs[name], seed)


def _with_samples():
    """Every registered implementation (each language's) with the sentence it is checked to
    change: its Meta's sample, or an ordinary sentence for an English built-in; a plugin that
    declares none is not."""
    return [
        pytest.param(_usable(item), sample(item), language_of(item), id=_label(item))
        for item in implementations() if sample(item) is not None
    ]


def _label(item):
    return item.name if language_of(item) == "en" else f"{item.name}[{language_of(item)}]"


@pytest.mark.parametrize("factory,text,language", _with_samples())
def test_changes_its_sample_sentence(factory, text, language, request):
    """Over a few seeds each transform changes the sentence it declares (or an ordinary one),
    read by its language's pipeline."""
    transform = _build(factory)
    doc = request.getfixturevalue("nlp" if language == "en" else f"{language}_nlp")(text)
    assert transform.applicable(doc), f"{transform.name} does not apply to {text!r}"
    results = [check_result(transform, doc, seed) for seed in range(8)]
    assert any(result.changed for result in results)


def test_the_extra_settings_change_an_ordinary_sentence(docs):
    for param in _EXTRA:
        transform = _build(param.values[0])
        assert any(check_result(transform, docs["real"], seed).changed for seed in range(8)), transform.name


_ALPHABET = list("abcdefgh ABCIO.,;:!?'\"()-\n\t0123") + ["é", "ß", "😀", "東", "\x00", "’", "“", "”"]
_WORDS = ["the", "The", "cat", "Paris", "didn't", "co-founded", "I", "(", ")", ",", ".", "!", '"', "42", "  "]

texts = st.one_of(
    st.text(alphabet=st.sampled_from(_ALPHABET), max_size=60),
    st.lists(st.sampled_from(_WORDS), max_size=14).map(" ".join),
    st.lists(st.sampled_from(_WORDS), max_size=14).map("".join),
)


@pytest.fixture(scope="module")
def transforms():
    built = []
    for param in FACTORIES:
        try:
            built.append(param.values[0]())
        except MissingDataError:
            continue
    return built


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(text=texts, seed=st.integers(min_value=0, max_value=2**16))
def test_text_outside_edits_is_unchanged(nlp, transforms, text, seed):
    doc = nlp(text)
    for transform in transforms:
        result = check_result(transform, doc, seed)
        # Walk the output alongside the input: every character between edits is copied
        # byte for byte, at the place the edits before it put it.
        source, out, cursor, at = doc.text, result.text, 0, 0
        for edit in sorted(result.edits):
            kept = source[cursor : edit.start]
            assert out[at : at + len(kept)] == kept
            at += len(kept)
            assert out[at : at + len(edit.text)] == edit.text
            at += len(edit.text)
            cursor = edit.end
        assert out[at:] == source[cursor:]


class _Broken:
    """Transforms that each break one clause, to show the checks can fail."""

    polarity = "positive"

    def __init__(self, kind: str) -> None:
        self.kind = kind
        self.name = f"broken_{kind}"
        self.calls = 0

    def applicable(self, doc) -> bool:
        return self.kind != "inapplicable_change"

    def apply(self, doc, rng) -> AugResult:
        from sda_augment.edits import Edit

        self.calls += 1
        if self.kind == "unseeded":
            return AugResult(doc.text + "!" * self.calls, "x.unseeded", (Edit(len(doc.text), len(doc.text), "!" * self.calls),))
        if self.kind == "silent_change":
            return AugResult(doc.text + "!", None, (Edit(len(doc.text), len(doc.text), "!"),), "nothing")
        if self.kind == "wrong_edits":
            return AugResult(doc.text.upper(), "x.upper", (Edit(0, 1, doc.text[:1].upper()),))
        if self.kind == "emptied":
            return AugResult("", "x.empty", (Edit(0, len(doc.text), ""),))
        return AugResult(doc.text + "!", "x.change", (Edit(len(doc.text), len(doc.text), "!"),))


@pytest.mark.parametrize("kind", ["unseeded", "silent_change", "wrong_edits", "emptied", "inapplicable_change"])
def test_checks_catch_a_broken_transform(nlp, kind):
    with pytest.raises(AssertionError):
        check_result(_Broken(kind), nlp("The cat sat on the mat."), 0)
