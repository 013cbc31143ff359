"""``hypernym`` (positive) and ``hyponym`` (negative): a noun for a more general or a more
specific one ("A man plays a guitar." → "... an instrument." / "... a cello." for
"instrument").

A more general noun keeps the claim true ("the dog barked" entails "the animal barked");
a more specific one claims what the sentence does not say. Both only where the noun alone
names the thing (see :mod:`.nouns`), inflected for number, with "a"/"an" and the capital
kept right. The replacement nouns come from a pluggable source (:mod:`.source`): the
curated table of ``rules/taxonomy.toml`` by default, WordNet or the user's own.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, ClassVar

from ...analysis.document import doc_text
from ...analysis.tokens import rows
from ...reasons import EMPTY_INPUT, Skip, register_reason
from ...transform import Candidate, MemoisedRuleTransform, Meta
from . import kinds, nouns, referents
from .nouns import Noun, NounCheck, downward, read_noun, replacement_edits, sentence_of
from .rules import rule_data
from .source import TableSource, plural, related, resolve, table_forms

if TYPE_CHECKING:
    from spacy.tokens import Doc

_NOUN_TAGS = frozenset({"NN", "NNS", "NNP", "NNPS"})
_SOURCE = "AugCSE (Tan et al.) augmentation pool, after NL-Augmenter's hypernym/hyponym replacement"

HYPERNYM_REASONS = {
    None: register_reason("hypernym.none", "no noun with a hypernym in the source"),
    nouns.NAME: register_reason("hypernym.name", "noun in a name or title"),
    nouns.QUOTED: register_reason("hypernym.quoted", "noun inside quotation marks or brackets"),
    nouns.COMPOUND: register_reason("hypernym.compound", "noun in a compound or as a noun modifier (\"dog food\", \"police dog\")"),
    nouns.IDIOM: register_reason("hypernym.idiom", "noun in a fixed phrase, or the new word would make one (\"hot dog\", \"little person\")"),
    nouns.BARE: register_reason("hypernym.bare", "bare noun: a kind or an activity (\"plays guitar\", \"a passion for motorcycles\")"),
    nouns.OF_PHRASE: register_reason("hypernym.of_phrase", "noun before \"of\" (\"the city of Paris\", \"a bottle of wine\")"),
    nouns.SCOPE: register_reason("hypernym.scope", "noun ranked or contrasted in its kind (\"the first woman\", \"the largest city\")"),
    nouns.DOWNWARD: register_reason("hypernym.downward", "negation, quantifier or condition: a more general noun is not entailed there"),
    nouns.NUMBER: register_reason("hypernym.number", "number of the noun unclear (\"fish\", \"sheep\")"),
    nouns.RELATION: register_reason("hypernym.relation", "child word read as offspring, or a role held for someone (\"their children\", \"the band's drummer\")"),
    nouns.INSTITUTION: register_reason("hypernym.institution", "noun read as an institution (\"the church's operation\")"),
    NounCheck.PRESENT: register_reason("hypernym.present", "the hypernym or a word it is made from is already in the sentence (\"a dog and other animals\")"),
    NounCheck.COORDINATED: register_reason("hypernym.coordinated", "noun coordinated with another of the same kind (\"a man and a woman\")"),
    NounCheck.GENERIC: register_reason("hypernym.generic", "the hypernym would read as another referent or say nothing (\"plays the piano\", \"is a person\", \"for a woman\")"),
    NounCheck.REPEATED: register_reason("hypernym.repeated", "noun that stands twice in the sentence: the more general one would read as another referent (\"three men ... the three men\")"),
    NounCheck.SHARED_KIND: register_reason(
        "hypernym.shared_kind",
        "another noun of the sentence falls under the hypernym too: the contrast would go (\"mantises mimic a wasp\" is no \"mimic an insect\")",
    ),
    NounCheck.SERVICE: register_reason("hypernym.service", "noun for a route or a service here, not a vehicle (\"the Express is a train between ...\")"),
    NounCheck.SENSE: register_reason(
        "hypernym.sense", "noun in another sense than the table's here (a musical's book, the account books, a book to write in or in someone's hands)"
    ),
}

HYPONYM_REASONS = {
    None: register_reason("hyponym.none", "no noun with a hyponym in the source"),
    nouns.NAME: register_reason("hyponym.name", "noun in a name or title, kept as named (\"the Dog Star\")"),
    nouns.QUOTED: register_reason("hyponym.quoted", "noun inside quotation marks or brackets, kept as written"),
    nouns.COMPOUND: register_reason("hyponym.compound", "noun in a compound or as a noun modifier (\"animal shelter\")"),
    nouns.IDIOM: register_reason("hyponym.idiom", "noun heads a fixed phrase (\"best man\")"),
    nouns.BARE: register_reason("hyponym.bare", "bare noun: a kind or an activity (\"animals need water\")"),
    nouns.OF_PHRASE: register_reason("hyponym.of_phrase", "noun before \"of\" (\"the people of Paris\")"),
    nouns.SCOPE: register_reason("hyponym.scope", "noun ranked or contrasted in its kind (\"the first person\")"),
    nouns.DOWNWARD: register_reason("hyponym.downward", "negation, quantifier or condition: a more specific noun may be entailed there"),
    nouns.NUMBER: register_reason("hyponym.number", "number of the noun unclear (\"fish\")"),
    nouns.RELATION: register_reason("hyponym.relation", "child word read as offspring (\"their children\")"),
    nouns.INSTITUTION: register_reason("hyponym.institution", "noun read as an institution (\"the town's council\")"),
    NounCheck.PRESENT: register_reason("hyponym.present", "every hyponym is already in the sentence, or made from a word of it"),
    NounCheck.GENERIC: register_reason("hyponym.generic", "noun naming a kind, not a thing in view (\"too dangerous for a woman\", \"a woman's head\")"),
    referents.LISTED: register_reason("hyponym.listed", "noun that introduces a list of its kinds (\"instruments such as violin, guitar\")"),
    referents.NAMED: register_reason("hyponym.named", "noun for a thing named in the sentence (\"the sailboat J/24\", \"Alpha is a boat\")"),
    referents.KINDS_NAMED: register_reason(
        "hyponym.kinds_named", "the sentence names the thing's kind already (\"an instrument shaped like a guitar\")"
    ),
    referents.REPEATED: register_reason("hyponym.repeated", "noun that stands twice in the sentence: a more specific one would name another thing (\"three men ... the three men\")"),
    referents.DEFINITE: register_reason(
        "hyponym.definite", "definite noun: the thing is described elsewhere, which a more specific noun may contradict"
    ),
    kinds.ACTIVITY: register_reason(
        "hyponym.activity",
        "the noun's kinds name an activity, a trade or a style the sentence can contradict (\"a man\" is no \"fisherman\", \"a writer\" no \"poet\")",
    ),
    kinds.DESCRIBED: register_reason(
        "hyponym.described",
        "the noun is described or its use detailed, which its kinds can contradict (\"a 12-story building\", \"an instrument with a bow\")",
    ),
    referents.COUNTED: register_reason(
        "hyponym.counted",
        "a plural that counts a whole the sentence makes up or sizes otherwise (\"a total of 200 people, half of whom ...\", \"seating for 1,700 people\")",
    ),
    NounCheck.CLASH: register_reason("hyponym.clash", "every hyponym contradicts or repeats another word (\"an elderly person\", \"a man fishing\")"),
}


@dataclass(frozen=True)
class _NounSwap(MemoisedRuleTransform):
    """A noun for a related noun from ``source``; subclasses say which way and what to check."""

    direction: ClassVar[str] = "up"
    reasons: ClassVar[dict] = {}

    source: Any = field(default=None, repr=False)  # None/"table", "wordnet", a mapping or a callable

    def __post_init__(self) -> None:
        object.__setattr__(self, "source", resolve(self.source, self.direction))

    def _compute(self, doc: Doc) -> list[Candidate] | Skip:
        if not doc_text(doc).strip():
            return Skip(EMPTY_INPUT)
        table = isinstance(self.source, TableSource)
        found: list[Candidate] = []
        problems: list[NounCheck | None] = []
        for row in rows(doc):
            # Any noun tag: a lower-case word tagged as a name is a tagger slip ("a species of moth").
            if row.tag not in _NOUN_TAGS or not row.lower.isalpha() or (table and row.lower not in table_forms()):
                continue
            token = doc[row.i]
            words = related(self.source, _lemma(token, table))
            if not words:
                continue
            if downward(sentence_of(token)):
                problems.append(nouns.DOWNWARD)  # before the noun's own checks: it rules out the sentence
                continue
            noun, problem = read_noun(token, table)
            if noun is None:
                problems.append(problem)
                continue
            kept, problem = self._keep(noun, words)
            if not kept:
                problems.append(problem)
            rule = f"{self.name}.noun"
            found.extend(Candidate(rule, replacement_edits(noun, word), (("replaced", (token.text, word)),)) for word in kept)
        reason = next((problem for problem in problems if problem is not None), None)
        return found or Skip(self.reasons[reason])

    def _keep(self, noun: Noun, words: list[str]) -> tuple[list[str], NounCheck | None]:  # pragma: no cover - abstract
        raise NotImplementedError


def _lemma(token: Any, table: bool) -> str:
    if table:
        form = table_forms().get(token.lower_)
        return form[0] if form else token.lower_
    return (token.lemma_ or token.lower_).lower()


def _says_little(noun: Noun) -> bool:
    """A vague hypernym where it would say next to nothing: "he is a person", "as a person",
    or, for a plural, "Senegalese people" (a nation, not the soldiers)."""
    token = noun.token
    if token.dep_ in ("attr", "appos", "oprd") or (token.dep_ == "pobj" and token.head.lower_ == "as"):
        return True
    following = token.doc[token.i + 1] if token.i + 1 < len(token.doc) else None
    if any(child.dep_ == "appos" and child.pos_ == "PROPN" for child in token.children) or (
        following is not None and following.pos_ == "PROPN"
    ):
        return True  # "the poet Robert Kelly" is no "person Robert Kelly"
    after = token.doc[token.right_edge.i + 1] if token.right_edge.i + 2 < len(token.doc) else None
    if after is not None and after.text == "," and token.doc[after.i + 1].pos_ == "PROPN":
        return True  # "A keen businessman, Goodrich spent ...": a description of the name that follows
    if not noun.plural:
        return False
    modifiers = rule_data().context.vague_modifiers
    return any(
        child.dep_ == "amod" and (child.text[:1].isupper() or child.lower_ in modifiers) for child in token.children
    )


def _generic(noun: Noun) -> bool:
    """An indefinite noun after "for" or "like" naming a kind of person, where the kind is the
    point: "too dangerous for a woman" is no "too dangerous for a person"."""
    token = noun.token
    if token.dep_ != "pobj" or token.head.lower_ not in rule_data().context.generic_prepositions:
        return False
    return any(child.dep_ == "det" and child.lower_ in ("a", "an") for child in token.children)


def _anyone(noun: Noun) -> bool:
    """An indefinite singular "a person" in running text: anyone ("the ways relatives are
    connected to a person")."""
    token = noun.token
    return (
        not noun.plural
        and noun.lemma in rule_data().context.generic_in_text
        and any(child.dep_ == "det" and child.lower_ in ("a", "an", "any", "every", "each") for child in token.children)
        and referents.running_text(sentence_of(token))
    )


def _service(noun: Noun) -> bool:
    """A noun that names a route or a service as often as a vehicle, in a sentence that speaks
    of one ("the Tejas Express is a train between ...", "the bus runs every hour")."""
    words = rule_data().context.services.get(noun.lemma)
    if not words:
        return False
    sent = sentence_of(noun.token)
    return any(token.lower_ in words for token in sent) or any(
        token.pos_ == "PROPN" and token.head.i == noun.token.i or token.i == noun.token.head.i and token.pos_ == "PROPN"
        for token in sent
    )


def _other_sense(noun: Noun) -> bool:
    """A noun the sentence uses in another sense than the table's: "the musical's book and
    lyrics" (its script), "kept the books" (accounts, an idiom), "writes in a book" (a blank
    one), "reads a book", "returned the book" (a copy in hand, not the work)."""
    context = rule_data().context
    words = context.senses.get(noun.lemma)
    if words and any(token.lower_ in words for token in sentence_of(noun.token)):
        return True
    verbs = context.written_in.get(noun.lemma)
    token = noun.token
    if verbs and token.dep_ == "pobj" and token.head.lower_ in ("in", "into") and token.head.head.lemma_.lower() in verbs:
        return True
    handled = context.handled.get(noun.lemma)
    if not handled:
        return False
    governor = token.head.head if token.dep_ == "pobj" and token.head.lower_ in ("at", "through") else token.head
    return token.dep_ in ("dobj", "pobj") and governor.lemma_.lower() in handled


def _sentence_words(noun: Noun) -> frozenset[str]:
    return frozenset(token.lower_ for token in sentence_of(noun.token))


def _other_kinds(noun: Noun, source: Any, table: bool) -> frozenset[str]:
    """The hypernyms of the sentence's other nouns. A hypernym one of them falls under too
    would make the sentence vacuous or contradict it: "these mantises mimic a wasp" is no
    "mimic an insect", "a poodle among other dogs" no "an animal among other dogs"."""
    found: set[str] = set()
    for token in sentence_of(noun.token):
        if token.i == noun.token.i or token.tag_ not in _NOUN_TAGS or not token.lower_.isalpha():
            continue
        if table and token.lower_ not in table_forms():
            continue
        lemma = _lemma(token, table)
        if lemma != noun.lemma:
            found.update(related(source, lemma))
    return frozenset(found)


def _echoes(noun: Noun, word: str) -> bool:
    """Whether ``word`` repeats a word of the sentence ("settled in the settlement",
    "built a building", "published a publication"): the noun is made from a verb or noun
    already there (``made_from`` names the stems its spelling hides)."""
    stems = rule_data().context.made_from.get(word, frozenset())
    return any(
        token.i != noun.token.i
        and (len(token.lemma_) >= 5 and word.startswith(token.lemma_.lower()) or token.lemma_.lower() in stems)
        for token in sentence_of(noun.token)
    )


@dataclass(frozen=True)
class Hypernym(_NounSwap):
    """Replace a noun with a more general one ("a guitar" → "an instrument"): the claim stays true."""

    name: ClassVar[str] = "hypernym"
    polarity: ClassVar[str] = "positive"
    meta: ClassVar[Meta] = Meta(
        "Hypernym: a noun replaced with a more general one (guitar → instrument)",
        source=_SOURCE,
        needs="parse",
        python_only=("source",),
        pools=("augcse",),
        sample="A man in a red shirt settled in Vienna.",
    )
    direction: ClassVar[str] = "up"
    reasons: ClassVar[dict] = HYPERNYM_REASONS

    def _keep(self, noun: Noun, words: list[str]) -> tuple[list[str], NounCheck | None]:
        context = rule_data().context
        present = _sentence_words(noun)
        token = noun.token
        table = isinstance(self.source, TableSource)
        partners = [child for child in token.children if child.dep_ == "conj"]
        if token.dep_ == "conj":
            partners.append(token.head)
        partner_kinds = {word for partner in partners for word in related(self.source, _lemma(partner, table))}
        partner_lemmas = {_lemma(partner, table) for partner in partners}
        # A partner the source does not know, described as a person ("adult", "guest"), is of
        # the vague word's kind: "both the children and the adult guest stars" is no "both
        # the people and the adult guest stars".
        unknown_partner = any(
            partner.pos_ == "NOUN" and not related(self.source, _lemma(partner, table))
            and any(child.lower_ in context.person_modifiers for child in partner.children if child.i < partner.i)
            for partner in partners
        )
        definite = any(child.dep_ == "det" and child.lower_ == "the" for child in token.children)
        modifiers = {child.lower_ for child in token.children if child.i < token.i}
        others = _other_kinds(noun, self.source, table)
        kept: list[str] = []
        problem = None
        if _generic(noun) and any(word in context.vague for word in words):
            words = [word for word in words if word not in context.vague]  # "too dangerous for a woman"
            problem = NounCheck.GENERIC
        if _service(noun):
            return [], NounCheck.SERVICE
        if _other_sense(noun):
            return [], NounCheck.SENSE
        if referents.repeated(token, sentence_of(token)):
            return [], NounCheck.REPEATED  # "held by three men ... suppress the three men"
        for word in words:
            if word in present or plural(word) in present or _echoes(noun, word):
                problem = problem or NounCheck.PRESENT
            elif word in partner_kinds or word in partner_lemmas or word in context.vague and unknown_partner:
                problem = problem or NounCheck.COORDINATED
            elif (definite and word in context.generic_with_the) or (word in context.vague and _says_little(noun)):
                problem = problem or NounCheck.GENERIC
            elif modifiers & context.made_idioms.get(plural(word) if noun.plural else word, frozenset()):
                problem = problem or NounCheck.IDIOM
            elif word in context.text_only and not referents.running_text(sentence_of(token)):
                problem = problem or NounCheck.SENSE  # "a man reads a publication on a bench"
            elif word in others or present & context.kind_names.get(word, frozenset()):
                problem = problem or NounCheck.SHARED_KIND  # "mimic a wasp"; "in The Telegraph"
            else:
                kept.append(word)
        return kept, problem


@dataclass(frozen=True)
class Hyponym(_NounSwap):
    """Replace a noun with a more specific one ("an instrument" → "a cello"): a claim the text does not make."""

    name: ClassVar[str] = "hyponym"
    polarity: ClassVar[str] = "negative"
    meta: ClassVar[Meta] = Meta(
        "Hyponym: a noun replaced with a more specific one (instrument → cello)",
        source=_SOURCE,
        needs="parse",
        python_only=("source",),
        pools=("augcse",),
        sample="A child in a red shirt plays in the sand.",
    )
    direction: ClassVar[str] = "down"
    reasons: ClassVar[dict] = HYPONYM_REASONS

    def _keep(self, noun: Noun, words: list[str]) -> tuple[list[str], NounCheck | None]:
        problem = referents.hyponym_problem(noun.token, sentence_of(noun.token), words)
        if problem is not None:
            return [], problem
        if _generic(noun) or any(child.dep_ == "case" for child in noun.token.children) or _anyone(noun):
            return [], NounCheck.GENERIC  # "too dangerous for a woman", "in the shape of a woman's head": a kind
        if isinstance(self.source, TableSource):  # the table's kinds; another source's words are its own
            words, problem = kinds.allowed(noun, words)
            if not words:
                return [], problem
        present = _sentence_words(noun)
        clashes = rule_data().clashes.values()
        if referents.running_text(sentence_of(noun.token)):
            scenes = rule_data().context.caption_only
            words = [word for word in words if word not in scenes] or words[:0]
            if not words:
                return [], NounCheck.CLASH
        kept: list[str] = []
        for word in words:
            if word in present or plural(word) in present or _echoes(noun, word):
                problem = problem or NounCheck.PRESENT  # "as a writer, he has published novels" is no "novelist"
            elif any(
                word in group.hyponyms and group.words & present and not (group.singular_only and noun.token.tag_ != "NN")
                for group in clashes
            ):
                problem = problem or NounCheck.CLASH
            else:
                kept.append(word)
        return kept, problem
