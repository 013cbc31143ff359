"""The ``augcse`` preset: one applicable member of AugCSE's augmentation pool per sentence.

AugCSE (Tan et al.) draws one augmentation per sentence from a diverse pool and trains a
discriminator to tell which one made the view. The pool is every registered transform
whose metadata names the preset (``Meta(pools=("augcse",))``), so a member added later,
built in or from a plugin, joins without an edit here. The result's ``rule`` names the
member that fired ("augcse.contraction"): the member is the label ``sda-augment-train`` gives
the discriminator; the member's own rule is kept in ``info["member_rule"]``.

Members keep their own polarity: the pool mixes meaning-keeping transforms with ones that
change a detail (a colour), as AugCSE's does; the preset's output is used as a positive
view, which is what the method trains on.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, ClassVar

from ...analysis.document import doc_text
from ...reasons import EMPTY_INPUT, NO_CHILD
from ...transform import Augments, AugResult, Meta, Transform, meta_of, unchanged
from .rules import rule_data

if TYPE_CHECKING:
    from spacy.tokens import Doc


def pool_members(tag: str | None = None, exclude: tuple[str, ...] = ()) -> tuple[Transform, ...]:
    """A default instance of every registered transform tagged ``tag`` (the rules file's), by name.

    A member named in ``exclude`` is left out, and so is one that cannot be built here (its
    optional data missing), as it would be from any run.
    """
    # The registry imports this module: it is read on first use.
    from ...registry import available

    tag = tag or rule_data().pool.tag
    members = []
    for item in sorted(available(), key=lambda item: item.name):
        if tag not in item.meta.pools or item.name in exclude:
            continue
        try:
            members.append(item.factory())
        except LookupError:  # MissingDataError: the member's data is not installed
            continue
    return tuple(members)


@dataclass(frozen=True)
class AugCSEPool(Augments):
    """AugCSE's pool: one applicable member per sentence, named in the result's rule."""

    name: ClassVar[str] = "augcse"
    polarity: ClassVar[str] = "positive"
    meta: ClassVar[Meta] = Meta(
        "AugCSE augmentation pool: one applicable member per sentence, its name as the rule",
        source="AugCSE (Tan et al., 2022)",
        needs="parse",
        python_only=("given",),
    )

    exclude: tuple[str, ...] = ()  # members left out: -m augcse:exclude=color_swap
    given: tuple[Any, ...] | None = None  # an explicit member list instead of the registry's
    _found: list = field(default_factory=list, init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        if self.given is not None:
            names = [meta_of(member).name for member in self.given]
            if not names or len(set(names)) != len(names):
                raise ValueError(f"the pool needs members with distinct names, got {names}")

    @property
    def members(self) -> tuple[Transform, ...]:
        """The pool's members: the given ones, else the registry's, read on first use."""
        if self.given is not None:
            return tuple(member for member in self.given if member.name not in self.exclude)
        if not self._found:
            self._found.append(pool_members(exclude=self.exclude))
        return self._found[0]

    def applicable(self, doc: Doc) -> bool:
        return any(member.applicable(doc) for member in self.members)

    def apply(self, doc: Doc, rng: random.Random) -> AugResult:
        if not doc_text(doc).strip():
            return unchanged(doc, EMPTY_INPUT)
        pool = [member for member in self.members if member.applicable(doc)]
        if not pool:
            return unchanged(doc, NO_CHILD)
        member = pool[rng.randrange(len(pool))] if len(pool) > 1 else pool[0]
        result = member.apply(doc, rng)
        if not result.changed:
            return result
        info = {**result.info, "member_rule": result.rule}
        return AugResult(result.text, f"{self.name}.{member.name}", result.edits, None, info)
