"""The Transform protocol, its one result type, and the combinators.

A transform looks at one parsed sentence and proposes edits. Rule-based transforms first
list every candidate edit deterministically, then let the caller's ``random.Random``
choose among them, so tests can check every candidate and runs are reproducible.
"""

from __future__ import annotations

import copy
import math
import random
import warnings
from collections.abc import Callable
from collections.abc import Sequence as Seq
from dataclasses import dataclass, field, replace
from functools import cache
from typing import TYPE_CHECKING, Any, Literal, Protocol, runtime_checkable

from .analysis.document import MemoKey, analysis_of, doc_text
from .edits import Edit, compatible, render
from .options import Option, derive_options
from .reasons import EMPTY_INPUT, NO_CHANGE, NO_CHILD, NO_RULE, NOT_SAMPLED, Skip

if TYPE_CHECKING:
    from spacy.tokens import Doc

Polarity = Literal["positive", "negative"]
POLARITIES: tuple[str, ...] = ("positive", "negative")
# What a transform reads from spaCy, least first: the text alone; the tokenizer's tokens
# (.text, .idx, .is_punct, .whitespace_); the tagger's tags and lemmas (.tag_, .pos_,
# .lemma_); the parser's dependencies (.dep_, .head, .sents).
Needs = Literal["text", "tokens", "tags", "parse"]
NEEDS: tuple[str, ...] = ("text", "tokens", "tags", "parse")


@dataclass(frozen=True, init=False)
class AugResult:
    """What one transform did to one sentence.

    ``rule`` names the rule that fired ("pi.clause_comma"); it is None when nothing
    changed, and ``reason`` then says why with a code from :mod:`sda_augment.reasons`
    ("clause.no_verb"); details a reason's message names go in ``info``.
    """

    text: str
    rule: str | None
    edits: tuple[Edit, ...] = ()
    reason: str | None = None
    info: dict = field(default_factory=dict, compare=False)

    def __init__(
        self, text: str, rule: str | None, edits: tuple[Edit, ...] = (), reason: str | None = None, info: dict | None = None
    ) -> None:
        # Built once per method and sentence: filled as ``Edit`` is, for the same reason.
        self.__dict__.update(text=text, rule=rule, edits=edits, reason=reason, info={} if info is None else info)

    @property
    def changed(self) -> bool:
        return self.rule is not None


def unchanged(doc: Doc, reason: str | Skip, info: dict | None = None) -> AugResult:
    """The result for a sentence a transform leaves as it is, with the reason's code (or a :class:`Skip`)."""
    if isinstance(reason, Skip):
        return AugResult(doc_text(doc), None, (), reason.code, {**reason.info, **(info or {})} or None)
    return AugResult(doc_text(doc), None, (), reason, info)


def edited(doc: Doc, rule: str, edits: Seq[Edit], info: dict | None = None) -> AugResult:
    """The result of applying ``edits`` to ``doc``; no-op edits count as unchanged."""
    original = doc_text(doc)
    text = render(original, edits)
    if text == original:
        return unchanged(doc, NO_CHANGE, {"rule": rule})
    return AugResult(text, rule, tuple(edits), None, dict(info) if info else {})


@runtime_checkable
class Transform(Protocol):
    """Anything with a name, a polarity, a cheap ``applicable`` check and ``apply``."""

    name: str
    polarity: Polarity

    def applicable(self, doc: Doc) -> bool: ...

    def apply(self, doc: Doc, rng: random.Random) -> AugResult: ...


@dataclass(frozen=True)
class Meta:
    """What a transform says about itself: for the registry, ``--list`` and its options.

    A class declares, beside its ``name`` and ``polarity``, what the protocol does not say
    in one class attribute: ``meta = Meta("One-line description", source="paper",
    needs="tokens", python_only=("tokenizer",))``. :func:`meta_of` reads the whole of it
    from any transform or class, with defaults for what is not declared: the description
    is the docstring's first line, ``needs`` is "parse" (the safe guess), and the options
    are the constructor's parameters whose type can be written as text (see
    :mod:`sda_augment.options`), less those named in ``python_only``. ``name`` and
    ``polarity`` are filled in from the transform's own attributes. ``pools`` names the
    presets the transform is a member of (``pools=("augcse",)``): a preset draws on every
    registered transform that names it, so a new member joins without editing the preset.
    ``alters`` says what a positive transform changes in what the sentence says ("the
    time" for a tense change); it is empty for a faithful paraphrase. An export that labels
    outputs as positives (SimCSE's ``sent1``) refuses a transform that alters meaning: a
    negative, or one whose ``alters`` is set.

    Three more fields are what the package's checks read, so that a transform from a plugin
    is checked as a built-in is, without a list kept anywhere else: ``codes``, the reason
    codes it gives (registered with :func:`~sda_augment.reasons.register_reason`; a check
    then asks that every reason it gives is one of them or a code of the shared machinery);
    ``sample``, a sentence it changes (the contract's "changes an ordinary sentence" check
    uses one of its own otherwise); ``rules``, its rule files
    (:class:`~sda_augment.lexicon.RuleFile`), each checked to load into its schema. A
    transform that declares none of them is checked on what the protocol promises alone.
    ``languages`` names the languages the transform is written for (``("zh",)``): a method
    may be registered once per language under one name, and a run in a language picks
    that language's implementation (:func:`~sda_augment.registry.for_language`).
    """

    description: str = ""
    source: str = ""
    needs: Needs = "parse"
    options: tuple[Option, ...] | None = None
    python_only: tuple[str, ...] = ()
    pools: tuple[str, ...] = ()  # presets that draw on this transform ("augcse")
    alters: str = ""  # what it changes in the meaning ("the time"); "" for a faithful paraphrase
    codes: tuple[str, ...] = ()  # the reason codes it gives when it leaves a sentence alone
    sample: str = ""  # a sentence it changes, for the checks
    rules: tuple[Any, ...] = ()  # its rule files (sda_augment.lexicon.RuleFile)
    languages: tuple[str, ...] = ("en",)  # language codes of the text it is written for
    name: str = ""
    polarity: str = ""


def meta_of(transform: Any) -> Meta:
    """The whole :class:`Meta` of a transform instance or class, defaults filled in.

    Raises ValueError when the name, polarity or ``needs`` is missing or not one allowed.
    """
    kind = transform if isinstance(transform, type) else type(transform)
    declared = getattr(transform, "meta", None)
    if not isinstance(declared, Meta):
        declared = Meta()
    name, polarity = getattr(transform, "name", None), getattr(transform, "polarity", None)
    label = kind.__name__
    if not isinstance(name, str) or not name:
        raise ValueError(f"{label} has no name (a non-empty string attribute 'name')")
    if declared.name and declared.name != name:
        raise ValueError(f"{label}: Meta names {declared.name!r} but the transform is {name!r}")
    if polarity not in POLARITIES:
        raise ValueError(f"{label}: polarity must be one of {POLARITIES}, got {polarity!r}")
    if declared.needs not in NEEDS:
        raise ValueError(f"{label}: needs must be one of {NEEDS}, got {declared.needs!r}")
    if not declared.languages or not all(isinstance(code, str) and code.isalpha() and code.islower() for code in declared.languages):
        raise ValueError(f"{label}: languages must be lower-case language codes ('en', 'zh'), got {declared.languages!r}")
    options = declared.options
    if options is None:
        options = _derived_options(kind, tuple(declared.python_only))
    return replace(
        declared, name=name, polarity=polarity, description=declared.description or _own_doc(kind), options=tuple(options)
    )


@cache
def _derived_options(kind: type, python_only: tuple[str, ...]) -> tuple[Option, ...]:
    return derive_options(kind, python_only)


def _own_doc(kind: type) -> str:
    """The first line of the class's own docstring (not a base's, not dataclass's signature)."""
    doc = kind.__dict__.get("__doc__") or ""
    if doc.startswith(kind.__name__ + "("):
        return ""  # written by @dataclass for a class without a docstring
    return doc.strip().split("\n", 1)[0].strip()


def with_polarity(transform: Any, polarity: str) -> Any:
    """``transform`` used as the other kind of view: a copy whose ``polarity`` is ``polarity``.

    AugCSE's pool mixes meaning-keeping and claim-changing members; a user who trains on
    a colour swap as a positive (or on a tense change as a negative) switches it here
    rather than subclassing. The copy shares everything else with ``transform``.
    """
    if polarity not in POLARITIES:
        raise ValueError(f"polarity must be one of {POLARITIES}, got {polarity!r}")
    if getattr(transform, "polarity", None) == polarity:
        return transform
    switched = copy.copy(transform)
    try:
        object.__setattr__(switched, "polarity", polarity)
    except AttributeError:  # __slots__ without a polarity slot
        raise ValueError(f"{type(transform).__name__} keeps no per-instance polarity") from None
    return switched


def needs_of(transform: Any) -> Needs:
    """What ``transform`` declares it needs from spaCy ("parse" when it does not say)."""
    declared = getattr(transform, "meta", None)
    return declared.needs if isinstance(declared, Meta) and declared.needs in NEEDS else "parse"


def strongest_needs(transforms: Seq[Any]) -> Needs:
    """What a group of transforms needs from spaCy: the most any of them needs."""
    return max((needs_of(child) for child in transforms), key=NEEDS.index, default="text")


class Augments:
    """Strings in, strings out, on any transform: ``Negation().augment("She can swim.")``.

    ``augment(text, n=1, seed=0)`` gives up to ``n`` distinct changed outputs of ``text``
    (a list of strings, empty when the transform leaves it alone); a list of texts gives a
    list of such lists. The default model is loaded once, on the first call of a transform
    that needs it (a text-only one never loads it). Output ``k`` is the ``k``-th variant the
    command writes for a first input line (``sda-augment --variants``) with the same seed.
    See :mod:`sda_augment.text_api`.
    """

    def augment(self, text: Any, n: int = 1, seed: int | str = 0) -> Any:
        if not _TEXT_RUNNER:
            raise RuntimeError("augment needs sda_augment.text_api, which importing sda_augment installs")
        return _TEXT_RUNNER[0](self, text, n=n, seed=seed)


# What ``augment`` runs. It runs the pipeline, which sits above the transforms, so this layer
# does not import it: ``sda_augment.text_api`` installs it, and the package imports that.
_TEXT_RUNNER: list[Callable[..., Any]] = []


def install_text_runner(runner: Callable[..., Any]) -> None:
    """Make ``runner(transform, text, n=, seed=)`` what every transform's ``augment`` calls."""
    _TEXT_RUNNER[:] = [runner]


@dataclass(frozen=True, init=False)
class Candidate:
    """One way a rule can change a sentence: the rule's id and its edits."""

    rule: str
    edits: tuple[Edit, ...]
    info: tuple[tuple[str, object], ...] = ()

    def __init__(self, rule: str, edits: tuple[Edit, ...], info: tuple[tuple[str, object], ...] = ()) -> None:
        # Rules list several candidates per sentence: filled as ``Edit`` is, for the same reason.
        self.__dict__.update(rule=rule, edits=edits, info=info)


class RuleTransform(Augments):
    """Base for transforms that enumerate candidates, then choose with the rng.

    Subclasses implement :meth:`candidates` (deterministic, no randomness) and may
    override :meth:`skip_reason`. The choice is two-stage, as in the SDA paper: one rule
    uniformly among the rules that apply, then one of that rule's candidates.
    """

    name: str = ""
    polarity: Polarity = "positive"

    def candidates(self, doc: Doc) -> list[Candidate]:  # pragma: no cover - abstract
        raise NotImplementedError

    def skip_reason(self, doc: Doc) -> Skip:
        """Why no rule applies (a plugin that still returns a bare code is read as one)."""
        if not doc_text(doc).strip():
            return Skip(EMPTY_INPUT)
        return Skip(NO_RULE)

    def applicable(self, doc: Doc) -> bool:
        return bool(self.candidates(doc))

    def apply(self, doc: Doc, rng: random.Random) -> AugResult:
        return self.apply_listing(doc, rng)[0]

    def apply_listing(self, doc: Doc, rng: random.Random) -> tuple[AugResult, tuple[str, ...]]:
        """``apply``'s result and the rules that had a candidate, in order (none: not applicable).

        Listing the candidates is the work; the coverage report counts the rules that could
        fire from the same list at no extra cost.
        """
        options = self.candidates(doc)
        if not options:
            return unchanged(doc, self.skip_reason(doc)), ()
        return self.choose(doc, options, rng), tuple(dict.fromkeys(option.rule for option in options))

    def choose(self, doc: Doc, options: Seq[Candidate], rng: random.Random) -> AugResult:
        if len(options) == 1:  # nothing to draw: the rng stays untouched, as below
            only = options[0]
            return edited(doc, only.rule, only.edits, dict(only.info))
        rules = list(dict.fromkeys(option.rule for option in options))  # in order of first candidate
        rule = rules[rng.randrange(len(rules))] if len(rules) > 1 else rules[0]
        mine = [option for option in options if option.rule == rule]
        pick = mine[rng.randrange(len(mine))] if len(mine) > 1 else mine[0]
        return edited(doc, pick.rule, pick.edits, dict(pick.info))


_CANDIDATES: MemoKey = MemoKey("candidates")  # with the transform: (_CANDIDATES, transform)


class MemoisedRuleTransform(RuleTransform):
    """A rule transform whose candidates, or the reason there are none, come from one
    ``_compute`` per Doc.

    Listing candidates and explaining a skip need the same analysis; it runs once per Doc
    and is kept in the per-Doc memo. ``_compute`` returns the candidates, or a
    :class:`Skip` that says why there are none.
    """

    def _compute(self, doc: Doc) -> list[Candidate] | Skip:  # pragma: no cover - abstract
        raise NotImplementedError

    def _options(self, doc: Doc) -> list[Candidate] | Skip:
        store = analysis_of(doc).answers
        key = (_CANDIDATES, self)  # hashing a transform hashes its every field: once per call
        found = store.get(key)
        if found is None:
            found = store[key] = self._compute(doc) or Skip(NO_RULE)  # no candidates is a skip
        return found

    def candidates(self, doc: Doc) -> list[Candidate]:
        found = self._options(doc)
        return [] if isinstance(found, Skip) else list(found)

    def skip_reason(self, doc: Doc) -> Skip:
        found = self._options(doc)
        return found if isinstance(found, Skip) else Skip(NO_RULE)


# --- combinators ----------------------------------------------------------------------


def _shared_polarity(children: Seq[Transform]) -> Polarity:
    polarities = {child.polarity for child in children}
    if len(polarities) != 1:
        raise ValueError("a combinator's children must share one polarity, got " + ", ".join(sorted(polarities)))
    return polarities.pop()  # type: ignore[return-value]


def _check_children(children: Seq[Transform], kind: str) -> tuple[Transform, ...]:
    children = tuple(children)
    if not children:
        raise ValueError(f"{kind} needs at least one transform")
    for child in children:
        if not isinstance(child, Transform):
            raise TypeError(f"{kind} takes transforms, got {type(child).__name__}")
    return children


class AllOf(Augments):
    """Apply several transforms to the same parse, one after another (the combinator once
    named ``Sequence``, which read as :class:`collections.abc.Sequence`).

    All children read the one Doc (no re-parsing), so their edits are merged: a child
    whose edits would overlap an earlier child's is skipped and named in ``info``.
    """

    def __init__(self, transforms: Seq[Transform], name: str | None = None) -> None:
        self.transforms = _check_children(transforms, "AllOf")
        self.polarity = _shared_polarity(self.transforms)
        self.name = name or "+".join(child.name for child in self.transforms)
        self.meta = Meta(needs=strongest_needs(self.transforms), options=())

    def applicable(self, doc: Doc) -> bool:
        return any(child.applicable(doc) for child in self.transforms)

    def apply(self, doc: Doc, rng: random.Random) -> AugResult:
        edits: list[Edit] = []
        rules: list[str] = []
        skipped: list[str] = []
        for child in self.transforms:
            result = child.apply(doc, rng)
            if not result.changed:
                continue
            if compatible(edits, result.edits):
                edits.extend(result.edits)
                rules.append(result.rule or child.name)
            else:
                skipped.append(child.name)
        if not rules:
            return unchanged(doc, NO_CHILD)
        return edited(doc, "+".join(rules), edits, {"skipped_overlapping": skipped} if skipped else None)

    def __repr__(self) -> str:
        return f"AllOf({list(self.transforms)!r})"


class OneOf(Augments):
    """Choose one applicable child (by weight) and apply it: the SDA paper's ensemble."""

    def __init__(
        self, transforms: Seq[Transform], weights: Seq[float] | None = None, name: str | None = None
    ) -> None:
        self.transforms = _check_children(transforms, "OneOf")
        if weights is None:
            weights = [1.0] * len(self.transforms)
        weights = tuple(float(w) for w in weights)
        if len(weights) != len(self.transforms):
            raise ValueError("OneOf needs one weight per transform")
        if any(w < 0 or math.isnan(w) for w in weights) or not any(w > 0 for w in weights):
            raise ValueError("OneOf weights must be non-negative with at least one positive")
        self.weights = weights
        self.polarity = _shared_polarity(self.transforms)
        self.name = name or "|".join(child.name for child in self.transforms)
        self.meta = Meta(needs=strongest_needs(self.transforms), options=())

    def applicable(self, doc: Doc) -> bool:
        return any(w > 0 and child.applicable(doc) for child, w in zip(self.transforms, self.weights))

    def apply(self, doc: Doc, rng: random.Random) -> AugResult:
        pool = [(child, w) for child, w in zip(self.transforms, self.weights) if w > 0 and child.applicable(doc)]
        if not pool:
            return unchanged(doc, NO_CHILD)
        children, weights = zip(*pool)
        child = rng.choices(children, weights=weights)[0] if len(children) > 1 else children[0]
        return child.apply(doc, rng)

    def __repr__(self) -> str:
        return f"OneOf({list(self.transforms)!r}, weights={list(self.weights)!r})"


class Sometimes(Augments):
    """Apply ``transform`` with probability ``p``; otherwise leave the sentence unchanged."""

    def __init__(self, transform: Transform, p: float = 0.5) -> None:
        (self.transform,) = _check_children([transform], "Sometimes")
        if not 0.0 <= float(p) <= 1.0:
            raise ValueError(f"Sometimes needs 0 <= p <= 1, got {p}")
        self.p = float(p)
        self.polarity = transform.polarity
        self.name = f"sometimes({transform.name})"
        self.meta = Meta(needs=needs_of(transform), options=())

    def applicable(self, doc: Doc) -> bool:
        return self.p > 0 and self.transform.applicable(doc)

    def apply(self, doc: Doc, rng: random.Random) -> AugResult:
        if rng.random() >= self.p:
            return unchanged(doc, NOT_SAMPLED)
        return self.transform.apply(doc, rng)

    def __repr__(self) -> str:
        return f"Sometimes({self.transform!r}, p={self.p})"


def __getattr__(name: str) -> Any:
    """``Sequence``, the old name of :class:`AllOf`, still works, with a DeprecationWarning."""
    if name == "Sequence":
        warnings.warn(DEPRECATED_SEQUENCE, DeprecationWarning, stacklevel=2)
        return AllOf
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


DEPRECATED_SEQUENCE = "Sequence is now named AllOf (it shadowed collections.abc.Sequence); the old name will be removed"
