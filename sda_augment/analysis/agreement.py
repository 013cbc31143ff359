"""Subject-verb agreement: a subject's number, and whether a present verb form fits it.

One rule for every method: a singular subject takes the "-s" form ("VBZ": "works", "does"),
any other the plain one ("VBP": "work", "do"), the pronouns that take a plural verb ("I",
"you") included. MV's emphatic do and modals, NEG's and DN's do-support, the caption
readings and PI's test for a misread verb all ask it. The pronouns and the collective nouns
that may take a plural verb in British usage ("The team represent") are data:
``[pronouns]`` and ``[agreement]`` in ``rules/grammar.toml``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal

from .morphology import lemma_table
from .rules import grammar
from .tokens import word_bounds

if TYPE_CHECKING:
    from spacy.tokens import Token

Number = Literal["singular", "plural"]
PRESENT_TAGS = ("VBZ", "VBP")


def subject_number(subject: Token) -> Number:
    """Grammatical number of a subject, from its tag or pronoun (coordination is plural)."""
    if subject.lower_ in grammar().pronouns.plural_agreement or subject.tag_ in ("NNS", "NNPS"):
        return "plural"
    if any(child.dep_ == "conj" and child.pos_ not in ("VERB", "AUX") for child in subject.children):
        return "plural"  # "A man and a woman"; not "A man ... sings and plays" (a verb hung on it)
    if _people(subject):
        return "plural"  # "The British banned", "the rich"
    return "singular"


def _people(subject: Token) -> bool:
    """A nationality word or an adjective standing for its people after "the" ("the
    British", "the Dutch", "the rich"): a plural subject. Only the listed words: "the
    former" and "the single" (a record) are one thing."""
    if not any(child.dep_ == "det" and child.lower_ == "the" for child in subject.children):
        return False
    return subject.lower_ in grammar().agreement.peoples


def tag_number(noun: Token) -> Number:
    """The number ``noun``'s own tag gives it, whatever it is coordinated with."""
    return "plural" if noun.tag_ in ("NNS", "NNPS") else "singular"


def present_tag(number: Number) -> Literal["VBZ", "VBP"]:
    """The present form a subject of ``number`` takes: "VBZ" ("works") or "VBP" ("work")."""
    return "VBZ" if number == "singular" else "VBP"


def number_agrees(number: Number, tag: str) -> bool:
    """Whether a present verb tagged ``tag`` fits a subject of ``number``; any other form
    shows no person ("worked", "will work") and fits every subject."""
    return tag not in PRESENT_TAGS or tag == present_tag(number)


def takes_third_singular(subject: Token) -> bool:
    """Whether ``subject`` takes the "-s" form ("He has to", not "I has to")."""
    return subject_number(subject) == "singular"


def verb_agrees(subject: Token, tag: str) -> bool:
    """Whether the present verb tagged ``tag`` agrees with ``subject``, so that a rewrite can
    choose "does" or "do" from the verb as written.

    The text's own choice stands where English allows both or the parse cannot tell: a
    collective noun with a plural verb ("The team represent"), a plural team or family name
    ("The Warhawks play"), a name ending in "s" or a noun that is the same in both numbers
    with a singular verb ("Morales serves", "The species feeds"), a
    subject the parser joined to what it wears ("A man in a red shirt and khaki shorts
    buys"), a name or a word with "and" inside it ("The Wendell and Anne Gauthier Family
    Foundation supports", "A salt-and-pepper-haired man sits"). A verb that disagrees
    otherwise ("This book scrutinize", "The adults has") is the input's slip.
    """
    if tag == "VBZ":
        bare_name = subject.text[:1].isupper() and not any(c.dep_ in ("det", "nummod", "conj", "amod") for c in subject.children)
        if subject.tag_ in ("NNS", "NNPS") and (bare_name or _same_in_both_numbers(subject)):
            return True  # "Morales serves", "The species feeds": the word may be singular, as its verb says
        if subject.lower_ in grammar().pronouns.plural_agreement:
            return False
        return subject_number(subject) == "singular" or _clothing_conjunct(subject) or _one_name_or_word(subject)
    if tag == "VBP":
        if subject.lemma_.lower() in grammar().agreement.collective_nouns or plural_name(subject):
            return True  # "The team represent" (British plural agreement), "The Warhawks play"
        return subject_number(subject) == "plural"
    return True


def plural_name(subject: Token) -> bool:
    """"The Warhawks", "The Beatles": a name with "the" that ends in "s" is plural."""
    return subject.tag_ in ("NNP", "NNPS") and subject.text.endswith("s") and any(
        c.dep_ == "det" and c.lower_ == "the" for c in subject.children
    )


def _clothing_conjunct(subject: Token) -> bool:
    """A singular noun whose only conjuncts follow a phrase of its own and name no one: "A man
    in a red shirt and khaki shorts buys": the parser hung "shorts" on "man", and the verb
    says the subject is one ("A man in a hat and a woman walks" stays a disagreement)."""
    if subject.tag_ != "NN":
        return False
    animate = grammar().captions.animate_nouns
    preps = [c.i for c in subject.children if c.dep_ in ("prep", "acl")]
    conjuncts = [c for c in subject.children if c.dep_ == "conj"]
    return bool(conjuncts) and all(
        c.lower_ not in animate and c.lemma_.lower() not in animate and any(i < c.i for i in preps) for c in conjuncts
    )


def _one_name_or_word(subject: Token) -> bool:
    """A subject whose conjuncts are all inside one written word ("salt-and-pepper") or, for a
    name, other capitalised words of the name ("Wendell and Anne Gauthier Family
    Foundation", "Bum and the Kid"): one thing, whatever the parse coordinated."""
    conjuncts = [c for c in subject.children if c.dep_ == "conj"]
    if not conjuncts:
        return False
    first, last = word_bounds(subject)
    if all(first.i <= c.i <= last.i for c in conjuncts):
        return True
    return subject.tag_ == "NNP" and all(c.tag_ in ("NNP", "NNPS") for c in conjuncts)


def _same_in_both_numbers(noun: Token) -> bool:
    """A noun the dictionary has as its own singular ("species", "series", "sheep")."""
    return noun.lower_ in lemma_table(noun.lower_).get("NOUN", ())
