import dataclasses
from importlib.metadata import EntryPoint

import pytest

from sda_augment import registry
from sda_augment.registry import (
    available,
    build,
    describe,
    get_transform,
    info,
    options_in_force,
    register,
)
from sda_augment.transform import AugResult, Meta, Transform, meta_of, unchanged
from sda_augment.transforms.negation import DoubleNegation, Negation


def test_registered_transforms_have_metadata_and_build():
    entries = {entry.name: entry for entry in available()}
    assert "pi" in entries
    for entry in entries.values():
        assert entry.polarity in ("positive", "negative")
        assert entry.description or not entry.builtin  # a plugin may have no docstring
        try:
            transform = get_transform(entry.name)
        except LookupError as error:
            # Only a transform whose optional data is missing may refuse, and it must say how to get it.
            assert "nltk.downloader" in str(error) or "source=" in str(error), error
            continue
        assert isinstance(transform, Transform)
        assert transform.name == entry.name and transform.polarity == entry.polarity


def test_positives_are_listed_before_negatives():
    polarities = [entry.polarity for entry in available()]
    assert polarities == sorted(polarities, key=lambda p: p != "positive")


def test_unknown_names_give_a_helpful_error():
    with pytest.raises(LookupError, match=r"unknown transform 'zqxw' \(available: .*pi"):
        info("zqxw")  # like no registered name: no guess
    with pytest.raises(LookupError, match=r"unknown transform 'negg'; did you mean 'neg'"):
        info("negg")
    assert info("NEG") is info("neg")


class _Plain:
    """Adds nothing: a test transform implementing only the protocol."""

    name = "plain_test"
    polarity = "positive"

    def applicable(self, doc):
        return False

    def apply(self, doc, rng):
        return unchanged(doc, "never")


def test_register_rejects_bad_polarity_and_name_clashes(monkeypatch):
    monkeypatch.setattr(registry, "_REGISTRY", dict(registry._REGISTRY))
    neutral = type("Neutral", (_Plain,), {"name": "neutral_test", "polarity": "neutral"})
    with pytest.raises(ValueError, match="polarity must be one of"):
        register(neutral)
    clash = type("Clash", (_Plain,), {"name": "pi"})
    with pytest.raises(ValueError, match="'pi' is already registered \\(built-in\\)"):
        register(clash)
    assert register(_Plain) is _Plain and info("plain_test").factory is _Plain
    register(_Plain)  # the same class again is no clash


def test_transform_parameters_are_validated():
    with pytest.raises(ValueError, match="unknown PI rules"):
        get_transform("pi", rules=("nope",))


# --- metadata ---------------------------------------------------------------------------

# What each built-in reads from spaCy, from reading its code: the word helpers read only the
# tokenizer's attributes; moving a sentence-initial word (wr, swap) asks keeps_capital_untagged,
# which reads the spelling, .is_stop and a dictionary; synonym reads .lemma_, .pos_ and .tag_;
# the SDA rules read the parse.
BUILTIN_NEEDS = {
    "pi": "parse",
    "mv": "parse",
    "dn": "parse",
    "neg": "parse",
    "sc": "text",
    "wr": "text",
    "rand_punct": "text",
    "word_del": "text",
    "crop": "text",
    "swap": "text",
    "mask": "text",
    "synonym": "tags",
}


def test_builtins_declare_what_they_need_from_spacy():
    assert {name: info(name).needs for name in BUILTIN_NEEDS} == BUILTIN_NEEDS


def test_builtins_keep_name_and_polarity_on_the_class_only():
    for item in available():
        if not item.builtin:
            continue
        fields = {field.name for field in dataclasses.fields(item.factory)}
        assert not fields & {"name", "polarity", "description", "needs", "meta"}, item.name
        assert item.factory.name == item.name and item.source, item.name


def test_options_come_from_the_dataclass_fields_with_types_and_defaults():
    options = {option.name: option for option in info("dn").options}
    assert list(options) == ["contractions", "litotes", "fragments", "captions"]
    assert options["contractions"].label == "auto|always|never" and options["contractions"].default == "auto"
    assert options["litotes"].label == "bool" and options["litotes"].default is True
    assert options["fragments"].default is False
    assert options["captions"].label == "bool" and options["captions"].default is True
    pi = info("pi").options[0]
    assert pi.name == "rules" and pi.label == "(clause_comma|aside_marks|subject_quotes|repeat_mark|final_mark)+..."
    assert [o.name for o in info("sc").options] == ["p", "mode"]  # tokenizer and types: Python only
    assert [o.name for o in info("synonym").options] == ["alpha"]  # source: Python only
    assert info("rand_punct").options[1].label == "str or str+..."


def test_a_protocol_only_class_gets_default_metadata():
    meta = meta_of(_Plain)
    assert (meta.name, meta.polarity, meta.needs, meta.options, meta.source) == ("plain_test", "positive", "parse", (), "")
    assert meta.description == "Adds nothing: a test transform implementing only the protocol."
    assert meta_of(_Plain()) == meta


def test_meta_of_refuses_what_no_registry_could_use():
    with pytest.raises(ValueError, match="has no name"):
        meta_of(type("Nameless", (), {"polarity": "positive"}))
    with pytest.raises(ValueError, match="needs must be one of"):
        meta_of(type("Odd", (_Plain,), {"meta": Meta(needs="semantics")}))
    with pytest.raises(ValueError, match="Meta names 'x'"):
        meta_of(type("Other", (_Plain,), {"meta": Meta(name="x")}))


def test_options_from_an_init_signature_and_a_factory():
    class Loud(_Plain):
        def __init__(self, times: int = 2, shout: bool = False, tokenizer: object = None, *, mark: str = "!"):
            self.times, self.shout, self.mark = times, shout, mark

    assert [(o.name, o.label, o.default) for o in meta_of(Loud).options] == [
        ("times", "int", 2),
        ("shout", "bool", False),
        ("mark", "str", "!"),
    ]  # tokenizer: a type text cannot write

    def make_loud(level: float = 0.5) -> Loud:
        return Loud(times=int(level * 4))

    item = describe(make_loud, origin="test")
    assert item.name == "plain_test" and [o.name for o in item.options] == ["level"]


def test_combinators_need_what_their_children_need():
    from sda_augment.transform import AllOf, OneOf, Sometimes
    from sda_augment.transforms.baselines.baselines import SynonymReplacement

    sc, wr, synonym = get_transform("sc"), get_transform("wr"), SynonymReplacement(source={})
    assert meta_of(AllOf([sc, wr])).needs == "text"
    assert meta_of(AllOf([sc, synonym])).needs == "tags"
    assert meta_of(OneOf([sc])).needs == "text"
    assert meta_of(Sometimes(get_transform("pi"))).needs == "parse"
    assert meta_of(AllOf([sc, wr])).options == ()


# --- building from specs ----------------------------------------------------------------


def test_build_reads_typed_options_from_a_spec():
    assert build("dn:fragments=true:litotes=false") == DoubleNegation(litotes=False, fragments=True)
    assert build(" neg : contractions = always ") == Negation(contractions="always")
    assert build("dn", {"fragments": True}) == DoubleNegation(fragments=True)
    assert build("dn:fragments=false", {"fragments": True}) == DoubleNegation()  # the spec wins
    assert get_transform("dn", fragments=True) == DoubleNegation(fragments=True)
    assert build("pi:rules=final_mark+clause_comma").rules == ("final_mark", "clause_comma")


@pytest.mark.parametrize(
    ("spec", "message"),
    [
        ("dn:fragmnts=true", "dn: unknown option 'fragmnts' (options: contractions=auto|always|never, litotes=bool, fragments=bool, captions=bool, polarity=positive|negative)"),
        ("dn:fragments=maybe", "dn: option fragments takes bool (true or false), got 'maybe'"),
        ("dn:contractions=sometimes", "dn: option contractions takes auto|always|never, got 'sometimes'"),
        ("word_del:p=5", "word_del: word_del p must be a number with 0 < value <= 1, got 5.0"),
        ("word_del:p=lots", "word_del: option p takes float, got 'lots'"),
        ("dn:fragments", "dn: cannot read option 'fragments' (write dn:NAME=VALUE)"),
        ("dn:fragments=true:fragments=false", "dn: option fragments given twice"),
    ],
)
def test_bad_options_are_one_line_naming_method_option_and_what_is_allowed(spec, message):
    with pytest.raises(ValueError) as caught:
        build(spec)
    assert str(caught.value) == message


def test_options_in_force_list_every_option_json_ready():
    assert options_in_force(build("dn:fragments=true")) == {"contractions": "auto", "litotes": True, "fragments": True, "captions": True}
    assert options_in_force(get_transform("pi")) == {
        "rules": ["clause_comma", "aside_marks", "subject_quotes", "repeat_mark", "final_mark"],
        "prefer_inside": 1.0,
    }

    class Keeps(_Plain):
        def __init__(self, level: int = 1):
            self._level = level  # not kept under the option's name

    assert options_in_force(Keeps(3), {"level": 3}) == {"level": 3}
    assert options_in_force(Keeps()) == {"level": 1}


# --- entry points -----------------------------------------------------------------------


class _Shout:
    """Upper-cases the first letter: a plugin transform for the entry-point tests."""

    name = "shout_test"
    polarity = "positive"
    meta = Meta(needs="text")

    def applicable(self, doc):
        return True

    def apply(self, doc, rng):
        return AugResult(doc.text.upper(), "shout.upper")


class _NegStealer(_Plain):
    name = "neg"
    polarity = "negative"


_SHOUT_MODULE = type(registry)("shout_module")
_SHOUT_MODULE.TRANSFORMS = (_Shout,)


@pytest.fixture
def fresh_registry(monkeypatch):
    """An empty registry that loads again, from the entry points the test gives."""
    monkeypatch.setattr(registry, "_REGISTRY", {})
    monkeypatch.setattr(registry, "_LOADED", False)

    def use(points):
        monkeypatch.setattr(registry, "entry_points", lambda group: [p for p in points if p.group == group])

    return use


def _point(name, value):
    return EntryPoint(name, value, registry.GROUP)


def _builtin_names():
    from sda_augment.transforms import TRANSFORMS

    names = {cls.name for cls in TRANSFORMS}
    assert names >= set(BUILTIN_NEEDS)
    return names


def test_without_entry_points_the_builtins_are_imported_directly(fresh_registry):
    fresh_registry([])
    assert {item.name for item in available()} == _builtin_names()
    assert all(item.builtin for item in available())


def test_the_builtin_entry_point_names_the_transforms_package(fresh_registry, monkeypatch):
    import sys
    import tomllib
    from pathlib import Path

    pyproject = tomllib.loads((Path(__file__).parents[1] / "pyproject.toml").read_text(encoding="utf-8"))
    assert pyproject["project"]["entry-points"][registry.GROUP] == {"builtins": "sda_augment.transforms"}
    monkeypatch.setitem(sys.modules, "shout_module", _SHOUT_MODULE)
    fresh_registry([_point("builtins", "sda_augment.transforms"), _point("shouts", "shout_module")])
    names = {item.name: item for item in available()}
    assert set(names) == _builtin_names() | {"shout_test"}
    assert names["shout_test"].origin == "shouts = shout_module" and names["shout_test"].needs == "text"


def test_broken_and_clashing_plugins_are_left_out_with_one_line_warnings(fresh_registry, monkeypatch):
    import sys

    module = type(registry)("plugins_for_test")
    module.Shout, module.NegStealer, module.number = _Shout, _NegStealer, 3
    monkeypatch.setitem(sys.modules, "plugins_for_test", module)
    fresh_registry(
        [
            _point("a_missing", "no_such_module_anywhere:Thing"),
            _point("b_stealer", "plugins_for_test:NegStealer"),
            _point("c_number", "plugins_for_test:number"),
            _point("d_shout", "plugins_for_test:Shout"),
            _point("e_shout_again", "sda_augment.transforms.negation:Negation"),
        ]
    )
    with pytest.warns(registry.PluginWarning) as caught:
        names = {item.name: item for item in available()}
    messages = [str(warning.message) for warning in caught]
    assert messages == [
        "plugin a_missing = no_such_module_anywhere:Thing failed to load: ModuleNotFoundError: No module named 'no_such_module_anywhere'",
        "plugin b_stealer = plugins_for_test:NegStealer names transform 'neg', already registered; the built-in is kept",
        "plugin c_number = plugins_for_test:number failed to load: TypeError: int is neither a transform class, a factory nor a module",
    ]
    assert all("\n" not in message for message in messages)
    assert names["neg"].factory is Negation and names["shout_test"].factory is _Shout
    assert "e_shout_again" not in {item.origin for item in names.values()}  # the built-in class itself: no clash
