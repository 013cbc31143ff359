"""Option types, method specs and config files (sda_augment/options.py), without spaCy."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Literal

import pytest

from sda_augment.options import (
    Option,
    OptionError,
    check_options,
    convert,
    derive_options,
    listing,
    parse_spec,
    plain,
    read_config,
    show,
    split_methods,
    supported,
    type_label,
)

Mode = Literal["auto", "always", "never"]


@pytest.mark.parametrize(
    ("tp", "text", "expected"),
    [
        (bool, "true", True),
        (bool, "False", False),
        (bool, "yes", True),
        (bool, "0", False),
        (int, "12", 12),
        (int, " -3 ", -3),
        (float, "0.25", 0.25),
        (float, "1", 1.0),
        (str, "[MASK]", "[MASK]"),
        (Mode, "always", "always"),
        (tuple[str, ...], "a+b+c", ("a", "b", "c")),
        (tuple[Mode, ...], "never+auto", ("never", "auto")),
        (tuple[str, ...], "", ()),
        (str | tuple[str, ...], "full", "full"),
        (float | None, "0.5", 0.5),
    ],
)
def test_text_from_the_command_line_is_converted(tp, text, expected):
    value = convert(tp, text)
    assert value == expected and type(value) is type(expected)


@pytest.mark.parametrize(
    ("tp", "value", "expected"),
    [
        (bool, True, True),
        (int, 3, 3),
        (float, 3, 3.0),
        (tuple[str, ...], ["x", "y"], ("x", "y")),
        (str | tuple[str, ...], ["!", "?"], ("!", "?")),  # a TOML list for a str-or-tuple option
        (Mode, "never", "never"),
    ],
)
def test_typed_values_from_a_config_file_are_checked(tp, value, expected):
    assert convert(tp, value) == expected


@pytest.mark.parametrize(
    ("tp", "value"),
    [
        (bool, "maybe"),
        (bool, 1),  # a TOML integer is not a bool
        (int, "1.5"),
        (int, True),
        (int, 2.0),
        (float, "fast"),
        (float, False),
        (str, 3),
        (Mode, "sometimes"),
        (tuple[Mode, ...], "auto+sometimes"),
        (tuple[str, ...], 3),
    ],
)
def test_wrong_values_are_refused(tp, value):
    with pytest.raises(ValueError):
        convert(tp, value)


def test_labels_show_what_an_option_takes():
    assert type_label(bool) == "bool" and type_label(float) == "float"
    assert type_label(Mode) == "auto|always|never"
    assert type_label(tuple[str, ...]) == "str+..."
    assert type_label(tuple[Mode, ...]) == "(auto|always|never)+..."
    assert type_label(str | tuple[str, ...]) == "str or str+..."
    assert type_label(float | None) == "float"


def test_only_types_text_can_write_are_supported():
    assert all(supported(tp) for tp in (bool, int, float, str, Mode, tuple[str, ...], int | None))
    assert not any(supported(tp) for tp in (Any, object, list[str], dict[str, str], tuple[str, int], tuple[tuple[str, ...], ...]))


def test_values_are_shown_as_written_and_stored_as_json():
    assert [show(v) for v in (True, False, None, 0.1, ("a", "b"), "x")] == ["true", "false", "none", "0.1", "a+b", "x"]
    assert plain(("a", ("b",))) == ["a", ["b"]] and plain(3) == 3


@dataclass(frozen=True)
class _Sample:
    flag: bool = False
    mode: Mode = "auto"
    rate: float = 0.1
    words: tuple[str, ...] = ("a",)
    helper: Any = field(default=None, compare=False)
    extra: list[str] = field(default_factory=list)
    secret: str = "s"
    needed: int = field(default=0, init=False)


def test_options_are_derived_from_dataclass_fields():
    options = derive_options(_Sample, python_only=("secret",))
    assert [(o.name, o.default) for o in options] == [("flag", False), ("mode", "auto"), ("rate", 0.1), ("words", ("a",))]
    assert options[1].type == Mode


def test_options_are_derived_from_a_signature():
    def factory(size: int, scale: float = 2.0, *args: str, label: str = "x", **kwargs: Any) -> object:
        return object()

    assert [(o.name, o.default) for o in derive_options(factory)] == [("scale", 2.0), ("label", "x")]


def test_a_hint_that_cannot_be_resolved_is_no_option():
    namespace: dict[str, Any] = {}
    exec(
        "from __future__ import annotations\n"
        "from dataclasses import dataclass\n"
        "@dataclass(frozen=True)\n"
        "class Late:\n"
        "    doc: Doc = None\n"
        "    count: int = 1\n",
        namespace,
    )
    assert [o.name for o in derive_options(namespace["Late"])] == ["count"]


OPTIONS = (Option("contractions", Mode, "auto"), Option("litotes", bool, True), Option("fragments", bool, False))


def test_check_options_types_values_and_names_what_is_allowed():
    assert check_options("dn", OPTIONS, {"fragments": "true", "contractions": "never"}) == {"fragments": True, "contractions": "never"}
    with pytest.raises(OptionError) as caught:
        check_options("dn", OPTIONS, {"fragmnts": "true"})
    assert str(caught.value) == "dn: unknown option 'fragmnts' (options: contractions=auto|always|never, litotes=bool, fragments=bool)"
    with pytest.raises(OptionError, match=r"^dn: option litotes takes bool \(true or false\), got 'sure'$"):
        check_options("dn", OPTIONS, {"litotes": "sure"})
    with pytest.raises(OptionError, match=r"^wr: unknown option 'x' \(takes no options\)$"):
        check_options("wr", (), {"x": "1"})
    assert listing(()) == "takes no options"


def test_method_specs():
    assert parse_spec("dn") == ("dn", {})
    assert parse_spec("dn:fragments=true:litotes=false") == ("dn", {"fragments": "true", "litotes": "false"})
    assert parse_spec(" mask : token = <mask> ") == ("mask", {"token": "<mask>"})
    assert parse_spec("mask:token=") == ("mask", {"token": ""})
    assert parse_spec("rand_punct:pool=a=b") == ("rand_punct", {"pool": "a=b"})  # only the first '=' splits
    for bad, message in [
        ("dn:", "dn: cannot read option '' (write dn:NAME=VALUE)"),
        ("dn:fragments", "dn: cannot read option 'fragments' (write dn:NAME=VALUE)"),
        ("dn:=true", "dn: cannot read option '=true' (write dn:NAME=VALUE)"),
        ("dn:a=1:a=2", "dn: option a given twice"),
    ]:
        with pytest.raises(OptionError) as caught:
            parse_spec(bad)
        assert str(caught.value) == message
    assert split_methods("dn:fragments=true:litotes=false, mv,,") == ["dn:fragments=true:litotes=false", "mv"]


def test_config_files(tmp_path):
    good = tmp_path / "options.toml"
    good.write_text('[dn]\nfragments = true\n\n[pi]\nrules = ["final_mark"]\n', encoding="utf-8")
    assert read_config(str(good)) == {"dn": {"fragments": True}, "pi": {"rules": ["final_mark"]}}
    cases = {
        "seed = 3\n": "'seed' is not a table",
        "[dn]\n[dn.inner]\nx = 1\n": "[dn] inner is a table",
        "[dn\n": "not valid TOML",
    }
    for text, message in cases.items():
        bad = tmp_path / "bad.toml"
        bad.write_text(text, encoding="utf-8")
        with pytest.raises(OptionError) as caught:
            read_config(str(bad))
        assert str(caught.value).startswith(f"{bad}: ") and message in str(caught.value)
        assert "\n" not in str(caught.value)
    with pytest.raises(OptionError, match="cannot read"):
        read_config(str(tmp_path / "missing.toml"))
