"""Rule files: each loads into its schema, a wrong key or type fails at load naming the file
and the key, and no family reads another family's file."""

from __future__ import annotations

import ast
import importlib
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest
from pydantic import ValidationError
from registered import implementations

from sda_augment.analysis.rules import SHARED_FILES, GrammarRules, grammar, names, titles
from sda_augment.lexicon import (
    MarkSet,
    RuleData,
    RuleFile,
    RuleFileError,
    WordList,
    WordMap,
    WordSet,
    load_rules,
    rule_folder,
    validate_rules,
)
from sda_augment.transforms.modal.rules import ModalRules
from sda_augment.transforms.negation.rules import NegationRules
from sda_augment.transforms.negation.rules import rule_data as negation_rules
from sda_augment.transforms.punctuation.rules import PunctuationRules
from sda_augment.zh.rules import grammar as zh_grammar

PACKAGE = Path(__file__).resolve().parents[1] / "sda_augment"
FAMILIES = sorted(path.name for path in (PACKAGE / "transforms").iterdir() if (path / "__init__.py").exists())
SHARED = {"grammar": grammar, "titles": titles, "names": names}
# A second language's rule files: rules/<lang>_grammar.toml is that language's shared grammar
# (read by its analysis and by any family), rules/<lang>_<family>.toml belongs to the family.
LANGUAGES = ("zh",)
LANGUAGE_SHARED = {"zh_grammar": zh_grammar}


def _language_family(name: str) -> str | None:
    """The family a language's rule file belongs to ("zh_modal" → "modal"), else None."""
    language, _, family = name.partition("_")
    return family if language in LANGUAGES and family in FAMILIES else None


def _language_loader(name: str):
    """The loader of a language's family file: the rule file its implementations declare."""
    for item in implementations():
        for rules in item.meta.rules:
            if rules.name == name and item.factory.__module__.split(".")[2] == _language_family(name):
                return rules.load
    raise AssertionError(f"no registered implementation of {_language_family(name)} declares rules/{name}.toml")


def _rule_files() -> list[str]:
    files = rule_folder().iterdir()
    return sorted(entry.name[: -len(".toml")] for entry in files if entry.name.endswith(".toml"))


def _shipped(name: str) -> str:
    return rule_folder().joinpath(f"{name}.toml").read_text(encoding="utf-8")


def _edited(name: str, old: str, new: str) -> dict:
    """``rules/<name>.toml`` as shipped with one edit, parsed: a temporary rules file's data."""
    text = _shipped(name)
    assert text.count(old) == 1, f"{old!r} should occur once in rules/{name}.toml"
    return tomllib.loads(text.replace(old, new))


# --- every file loads into its schema -------------------------------------------------------


def test_every_rule_file_is_a_family_file_or_a_shared_one():
    assert set(SHARED) == set(SHARED_FILES)
    languages = [name for name in _rule_files() if name in LANGUAGE_SHARED or _language_family(name)]
    assert sorted(set(_rule_files()) - set(languages)) == sorted([*FAMILIES, *SHARED_FILES])
    assert set(LANGUAGE_SHARED) <= set(languages) and len(languages) > len(LANGUAGE_SHARED)


def _declared_rule_files():
    """The rule files registered transforms declare (``Meta.rules``: a plugin's typed rule data),
    and each shipped family file with its family's loader, so the list is never empty."""
    declared = [
        pytest.param(rules, id=f"{item.name}:{rules.package}/{rules.name}")
        for item in implementations() for rules in item.meta.rules
    ]
    shipped = [pytest.param(name, id=f"rules/{name}") for name in _rule_files()]
    return declared + shipped


@pytest.mark.parametrize("rules", _declared_rule_files())
def test_every_declared_rule_file_loads_and_validates(rules):
    if isinstance(rules, str):  # a shipped file: its family's (or the shared) loader
        if rules in SHARED or rules in LANGUAGE_SHARED:
            loader = {**SHARED, **LANGUAGE_SHARED}[rules]
        elif _language_family(rules):
            loader = _language_loader(rules)
        else:
            loader = importlib.import_module(f"sda_augment.transforms.{rules}.rules").rule_data
        load, data = loader, (lambda: tomllib.loads(_shipped(rules)))
    else:
        load, data = rules.load, rules.data
    loaded = load()
    assert isinstance(loaded, RuleData)
    assert load() is loaded  # read once per process
    assert set(type(loaded).model_fields) == set(data())  # every section of the file is in the schema


def test_a_plugin_ships_typed_rule_data_in_a_package_of_its_own(tmp_path, monkeypatch):
    package = tmp_path / "my_plugin_rules"
    package.mkdir()
    (package / "__init__.py").write_text("")
    (package / "spelling.toml").write_text('[words]\ncolour = "color"\n', encoding="utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))

    class Words(RuleData):
        colour: str

    class Spelling(RuleData):
        words: Words

    rules = RuleFile("spelling", Spelling, "my_plugin_rules")
    assert rules.load().words.colour == "color"
    (package / "broken.toml").write_text('[words]\ncolor = "colour"\n', encoding="utf-8")
    with pytest.raises(RuleFileError, match=r"my_plugin_rules/broken.toml: words.colour: missing key"):
        RuleFile("broken", Spelling, "my_plugin_rules").load()
    with pytest.raises(FileNotFoundError, match="no rule file my_plugin_rules/absent.toml"):
        RuleFile("absent", Spelling, "my_plugin_rules").load()


def test_a_checkout_whose_package_was_installed_elsewhere_reads_its_rules_folder():
    """``pip install .`` then pytest from the checkout: the checkout's sda_augment has no
    sda_augment.rules beside it (the top-level rules/ folder is installed as that package)."""
    code = (
        "import sys\n"
        "sys.meta_path[:] = [finder for finder in sys.meta_path if 'editable' not in repr(finder).lower()]\n"
        f"sys.path.insert(0, {str(PACKAGE.parent)!r})\n"
        "import importlib.util\n"
        "assert importlib.util.find_spec('sda_augment.rules') is None\n"
        "from sda_augment.analysis.rules import grammar\n"
        "from sda_augment.lexicon import rule_folder\n"
        "print(grammar().contractions.contracted['did'], rule_folder().name)\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120, cwd=PACKAGE.parent)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["didn't", "rules"]


def test_loaded_values_read_as_the_files_say():
    rules = negation_rules()
    assert rules.template.text == "It is not true that"
    assert "also" in rules.scope.scope_adverbs and isinstance(rules.scope.scope_adverbs, frozenset)
    assert rules.no_determiner.mass_suffixes[:2] == ("tion", "sion")  # an ordered list stays a tuple
    assert grammar().contractions.contracted["did"] == "didn't"
    assert grammar().negatives.indefinites["no one"] == "someone"
    assert "list of" in titles().list_pages.openers


def test_loaded_values_cannot_be_changed():
    rules = grammar()
    with pytest.raises(ValidationError):
        rules.pronouns = rules.pronouns
    with pytest.raises(TypeError):
        rules.contractions.full["will"] = "willnot"  # type: ignore[index]
    assert not hasattr(rules.clauses.subordinators, "add")


class _Lists(RuleData):
    words: WordSet
    marks: MarkSet
    order: WordList
    table: WordMap


def test_word_sets_are_lower_cased_and_the_rest_kept_as_written():
    data = {"words": ["When", "if"], "marks": ["IN", "“"], "order": ["b", "A"], "table": {"Ca": "Can"}}
    lists = validate_rules("lists", data, _Lists)
    assert lists.words == frozenset({"when", "if"})
    assert lists.marks == frozenset({"IN", "“"})
    assert lists.order == ("b", "A")
    assert dict(lists.table) == {"Ca": "Can"}


# --- a wrong key or type fails at load, naming file and key ----------------------------------


def test_a_misspelt_key_fails_naming_file_and_key():
    data = _edited("negation", "after_comma_connectives = [", "after_comma_conectives = [")
    with pytest.raises(RuleFileError) as error:
        validate_rules("negation", data, NegationRules)
    lines = str(error.value).splitlines()
    assert "rules/negation.toml: template.after_comma_conectives: unknown key" in lines
    assert "rules/negation.toml: template.after_comma_connectives: missing key" in lines


def test_a_misspelt_section_fails_naming_file_and_section():
    data = _edited("grammar", "[pronouns]\n", "[pronoun]\n")
    with pytest.raises(RuleFileError) as error:
        validate_rules("grammar", data, GrammarRules)
    lines = str(error.value).splitlines()
    assert "rules/grammar.toml: pronoun: unknown key" in lines
    assert "rules/grammar.toml: pronouns: missing key" in lines


def test_a_primary_form_missing_for_a_person_fails_naming_the_person():
    old = 'do = { present = { i = "do", singular = "does", plural = "do" }'
    with pytest.raises(RuleFileError) as error:
        validate_rules("grammar", _edited("grammar", old, 'do = { present = { i = "do", singular = "does" }'), GrammarRules)
    assert "rules/grammar.toml: primary_forms.do.present.plural: missing key" in str(error.value).splitlines()


WRONG_TYPES = [
    ("punctuation", PunctuationRules, "max_words = 8", 'max_words = "8"',
     "subject_quotes.max_words: Input should be a valid integer"),
    ("negation", NegationRules, 'text = "It is not true that"', "text = 3",
     "template.text: Input should be a valid string"),
    ("grammar", GrammarRules, 'coordinators = ["and", "or", "but"]', 'coordinators = ["and", 2, "but"]',
     "clauses.coordinators[1]: Input should be a valid string"),
    ("grammar", GrammarRules, 'full = { can = "cannot" }', "full = { can = 1 }",
     "contractions.full.can: Input should be a valid string"),
    ("modal", ModalRules, 'will = ["will", "wo"]', 'will = "will"',
     "future.will: Input should be a valid frozenset"),
]


@pytest.mark.parametrize(("name", "schema", "old", "new", "where"), WRONG_TYPES)
def test_a_wrong_type_fails_naming_file_and_key(name, schema, old, new, where):
    with pytest.raises(RuleFileError) as error:
        validate_rules(name, _edited(name, old, new), schema)
    assert str(error.value).startswith(f"rules/{name}.toml: {where}")


def test_a_missing_rule_file_is_named():
    with pytest.raises(FileNotFoundError, match=r"rules/nowhere\.toml"):
        load_rules("nowhere", GrammarRules)


# --- no family reads another family's file ---------------------------------------------------


def _module_name(path: Path) -> str:
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _imports(tree: ast.Module, module: str, is_package: bool) -> list[str]:
    """Every module ``module``'s source imports, relative imports resolved, ``from x import y`` as x and x.y."""
    package = module if is_package else module.rpartition(".")[0]
    found: list[str] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.extend(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = package
            for _ in range(node.level - 1):
                base = base.rpartition(".")[0]
            source = ".".join(part for part in (base if node.level else "", node.module or "") if part)
            found.append(source)
            found.extend(f"{source}.{alias.name}" for alias in node.names)
    return found


def rule_file_reads(source: str, module: str, is_package: bool = False) -> list[str]:
    """The rule files a module's ``source`` reads: ``load_rules("<name>", ...)`` and ``RuleFile("<name>", ...)``
    calls and imports of
    a schema module (``sda_augment.transforms.<name>.rules``, ``sda_augment.analysis.rules``)."""
    tree = ast.parse(source)
    reads: list[str] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and getattr(node.func, "id", getattr(node.func, "attr", None)) in ("load_rules", "RuleFile"):
            first = node.args[0] if node.args else None
            reads.append(first.value if isinstance(first, ast.Constant) else "<not a literal>")
    for name in _imports(tree, module, is_package):
        parts = name.split(".")
        if parts[:2] == ["sda_augment", "transforms"] and len(parts) >= 4 and parts[3] == "rules":
            reads.append(parts[2])
        elif parts[:3] == ["sda_augment", "analysis", "rules"]:
            reads.append("<shared>")
    return list(dict.fromkeys(reads))


def _allowed(module: str, read: str) -> bool:
    if read in ("<shared>", *SHARED_FILES, *LANGUAGE_SHARED):
        return True  # the shared files are for everyone
    parts = module.split(".")
    owner = _language_family(read) or read
    return parts[:2] == ["sda_augment", "transforms"] and len(parts) > 2 and parts[2] == owner


def test_the_scan_sees_a_family_reading_another_family_file():
    reads = rule_file_reads("from ..negation.rules import rule_data\n", "sda_augment.transforms.modal.mv")
    assert reads == ["negation"] and not _allowed("sda_augment.transforms.modal.mv", "negation")
    reads = rule_file_reads('x = load_rules("modal", Schema)\nY = RuleFile("tense", Schema)\n', "sda_augment.analysis.morphology")
    assert reads == ["modal", "tense"] and not _allowed("sda_augment.analysis.morphology", "modal")
    reads = rule_file_reads("from .rules import grammar\n", "sda_augment.analysis.clause")
    assert reads == ["<shared>"] and _allowed("sda_augment.analysis.clause", "<shared>")
    assert _allowed("sda_augment.transforms.modal.mv", "modal")
    assert _allowed("sda_augment.transforms.modal.zh", "zh_modal") and _allowed("sda_augment.zh.clause", "zh_grammar")
    assert not _allowed("sda_augment.transforms.negation.zh_neg", "zh_modal")


def test_no_family_reads_another_family_file_and_the_analysis_layer_reads_only_shared_files():
    wrong = []
    scanned = 0
    for path in sorted(PACKAGE.rglob("*.py")):
        module = _module_name(path)
        if module == "sda_augment.lexicon":
            continue  # the loader itself: RuleFile.load reads the file a transform declares
        for read in rule_file_reads(path.read_text(encoding="utf-8"), module, path.name == "__init__.py"):
            scanned += 1
            if not _allowed(module, read):
                wrong.append(f"{path.relative_to(PACKAGE.parent)} reads rules/{read}.toml")
    assert scanned > len(FAMILIES)  # the scan found the loaders and the families' own reads
    assert wrong == []
