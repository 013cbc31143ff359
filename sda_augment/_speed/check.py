"""Whether the speed-ups annotate as spaCy does, checked on the installed spaCy and model.

A few sentences chosen to exercise the attribute ruler's exceptions (contractions, "gonna",
typographic apostrophes, odd spacing) and the lemmatizer are parsed twice: with spaCy's own
components and through the tables and numpy's BLAS. Any difference turns the speed-ups off.
"""

from __future__ import annotations

import warnings
from collections.abc import Sequence
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from spacy.language import Language
    from spacy.tokens import Doc

SENTENCES = (
    "A man in a blue shirt standing on a ladder.",
    "I'm gonna leave and y'all ain't gonna stop me.",
    "Let's go, c'mon, we gotta hurry!",
    "There is a dog and there are two cats; there's also a bird.",
    "He wasn’t included, but she’s done it before.",
    "  Two   spaces   here  .",
    "The Konheims divorced in 1978 and moved to Lyon.",
    "Running faster, the runners' times were better than the best.",
    "The committee has not approved the plan, which was published in 2019.",
)


class SpeedupWarning(UserWarning):
    """The speed-ups annotate differently from spaCy here and are turned off."""


def annotations(doc: Doc) -> tuple:
    """What a run reads of a Doc's annotations, in a form two Docs can be compared by."""
    from spacy.attrs import DEP, HEAD, LEMMA, MORPH, POS, TAG

    return (doc.to_array([POS, TAG, MORPH, LEMMA, DEP, HEAD]).tolist(),
            [token.lemma_ for token in doc], [str(token.morph) for token in doc])


def same_annotations(nlp: Language, disabled: Sequence[str], tables: dict) -> bool:
    """Whether parsing through ``tables`` (and numpy's BLAS) gives spaCy's own annotations on
    :data:`SENTENCES`; warns once (:class:`SpeedupWarning`) when it does not."""
    import spacy

    from .rule_components import parse

    stock = [annotations(doc) for doc in nlp.pipe(SENTENCES, disable=list(disabled))]
    try:
        fast = [annotations(doc) for doc in parse(nlp, SENTENCES, len(SENTENCES), disabled, tables)]
    except Exception as error:
        found = f"failed ({type(error).__name__}: {error})"
    else:
        if fast == stock:
            return True
        found = "annotate differently"
    name = f"{nlp.meta.get('lang', '?')}_{nlp.meta.get('name', '?')} {nlp.meta.get('version', '')}".strip()
    warnings.warn(
        f"the parsing speed-ups {found} on spaCy {spacy.__version__} with {name}; "
        "spaCy's own components run instead (set SDA_AUGMENT_SPEEDUPS=0 to silence this)",
        SpeedupWarning,
        stacklevel=3,
    )
    return False
