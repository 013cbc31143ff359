"""Caption clauses that are not the caption's claim, and second verbs after "and"
(analysis/caption/clauses.py, analysis/stranded_conjuncts.py), on hand-built parses copied
from the small model's real errors."""

from __future__ import annotations

from sda_docs import build

from sda_augment.analysis.caption.clauses import (
    ARTICLE_MISMATCH,
    PAST_PARTICIPLE,
    SUBORDINATE_ROOT,
    article_mismatch,
    caption_clause_problem,
)
from sda_augment.analysis.clause import Clause, analyses
from sda_augment.analysis.stranded_conjuncts import conjunct_edits, stranded_conjunct
from sda_augment.edits import render
from sda_augment.reasons import Skip


def first_clause(doc) -> Clause:
    clause = analyses(doc)[0][1]
    assert isinstance(clause, Clause), clause
    return clause


def sits_and_types():
    """A clerk sits at a desk and types on a laptop. ("types" a noun joined to "desk")"""
    rows = [
        ("A", 1, "det", "DET", "DT"),
        ("clerk", 2, "nsubj", "NOUN", "NN"),
        ("sits", 2, "ROOT", "VERB", "VBZ"),
        ("at", 2, "prep", "ADP", "IN"),
        ("a", 5, "det", "DET", "DT"),
        ("desk", 3, "pobj", "NOUN", "NN"),
        ("and", 5, "cc", "CCONJ", "CC"),
        ("types", 5, "conj", "NOUN", "NNS"),
        ("on", 7, "prep", "ADP", "IN"),
        ("a", 10, "det", "DET", "DT"),
        ("laptop", 8, "pobj", "NOUN", "NN"),
        (".", 2, "punct", "PUNCT", "."),
    ]
    return build(rows, ["a", "clerk", "sit", "at", "a", "desk", "and", "type", "on", "a", "laptop", "."])


def climbing_and_laughing(aux="is"):
    """A boy is climbing a rope and is laughing."""
    rows = [
        ("A", 1, "det", "DET", "DT"),
        ("boy", 3, "nsubj", "NOUN", "NN"),
        ("is", 3, "aux", "AUX", "VBZ"),
        ("climbing", 3, "ROOT", "VERB", "VBG"),
        ("a", 5, "det", "DET", "DT"),
        ("rope", 3, "dobj", "NOUN", "NN"),
        ("and", 3, "cc", "CCONJ", "CC"),
        (aux, 8, "aux", "AUX", "VBZ"),
        ("laughing", 3, "conj", "VERB", "VBG"),
        (".", 3, "punct", "PUNCT", "."),
    ]
    return build(rows, ["a", "boy", "be", "climb", "a", "rope", "and", aux, "laugh", "."])


def jogging_as_cyclist_passes():
    """A woman jogging along a river as a cyclist passes by. ("as" a preposition of
    "woman", "passes" the root with "woman" its subject)"""
    rows = [
        ("A", 1, "det", "DET", "DT"),
        ("woman", 9, "nsubj", "NOUN", "NN"),
        ("jogging", 1, "acl", "VERB", "VBG"),
        ("along", 2, "prep", "ADP", "IN"),
        ("a", 5, "det", "DET", "DT"),
        ("river", 3, "pobj", "NOUN", "NN"),
        ("as", 1, "prep", "ADP", "IN"),
        ("a", 8, "det", "DET", "DT"),
        ("cyclist", 6, "pobj", "NOUN", "NN"),
        ("passes", 9, "ROOT", "VERB", "VBZ"),
        ("by", 9, "prt", "ADP", "RP"),
        (".", 9, "punct", "PUNCT", "."),
    ]
    return build(rows, ["a", "woman", "jog", "along", "a", "river", "as", "a", "cyclist", "pass", "by", "."])


def bare_past(noun="Toddler", tag="NN"):
    """Toddler photographed on a swing. ("photographed" read as a past tense)"""
    rows = [
        (noun, 1, "nsubj", "NOUN", tag),
        ("photographed", 1, "ROOT", "VERB", "VBD"),
        ("on", 1, "prep", "ADP", "IN"),
        ("a", 4, "det", "DET", "DT"),
        ("swing", 2, "pobj", "NOUN", "NN"),
        (".", 1, "punct", "PUNCT", "."),
    ]
    return build(rows, [noun.lower(), "photograph", "on", "a", "swing", "."])


def old_man(article="A", adjective="old"):
    """A old man feeds ducks."""
    rows = [
        (article, 2, "det", "DET", "DT"),
        (adjective, 2, "amod", "ADJ", "JJ"),
        ("man", 3, "nsubj", "NOUN", "NN"),
        ("feeds", 3, "ROOT", "VERB", "VBZ"),
        ("ducks", 3, "dobj", "NOUN", "NNS"),
        (".", 3, "punct", "PUNCT", "."),
    ]
    return build(rows, [article.lower(), adjective, "man", "feed", "duck", "."])


def test_a_verb_after_and_tagged_as_a_noun_takes_the_bare_form():
    doc = sits_and_types()
    clause = first_clause(doc)
    found = stranded_conjunct(clause)
    assert found is not None and found.verb.text == "types" and found.tag == "VBZ"
    assert render(doc.text, conjunct_edits(clause, "VB")) == "A clerk sits at a desk and type on a laptop."
    assert render(doc.text, conjunct_edits(clause, "VBG")) == "A clerk sits at a desk and typing on a laptop."


def test_the_same_auxiliary_after_and_is_dropped_a_different_one_kept():
    doc = climbing_and_laughing()
    clause = first_clause(doc)
    assert render(doc.text, conjunct_edits(clause, "VBG")) == "A boy is climbing a rope and laughing."
    other = climbing_and_laughing("was")
    assert conjunct_edits(first_clause(other), "VBG") == []  # "was" is not the clause's "is"


def test_a_subordinate_clause_made_the_root_is_no_claim():
    assert caption_clause_problem(first_clause(jogging_as_cyclist_passes())) == Skip(SUBORDINATE_ROOT)


def test_a_bare_person_noun_before_a_past_form_is_a_participle_caption():
    assert caption_clause_problem(first_clause(bare_past())) == Skip(PAST_PARTICIPLE)
    assert caption_clause_problem(first_clause(bare_past("Construction"))) is None  # "Construction began"


def test_an_article_slip_of_the_input_is_left_alone():
    clause = first_clause(old_man())
    assert article_mismatch(clause.subject)
    assert caption_clause_problem(clause) == Skip(ARTICLE_MISMATCH)
    assert not article_mismatch(first_clause(old_man("An")).subject)  # "An old man"
    assert not article_mismatch(first_clause(old_man("A", "young")).subject)


def seated_indoors(drinking: bool):
    """A man seated indoors wearing boots, a gray coat, jeans and gloves (is drinking from a
    cup). "indoors" taken for the object of "seated", the clothes for a second subject."""
    rows = [
        ("A", 1, "det", "DET", "DT"),
        ("man", 2, "nsubj", "NOUN", "NN"),
        ("seated", 2, "ROOT", "VERB", "VBD"),
        ("indoors", 2, "dobj", "NOUN", "NNS"),
        ("wearing", 3, "acl", "VERB", "VBG"),
        ("boots", 4, "dobj", "NOUN", "NNS"),
        (",", 2, "punct", "PUNCT", ","),
        ("a", 9, "det", "DET", "DT"),
        ("gray", 9, "compound", "ADJ", "JJ"),
        ("coat", 15 if drinking else 5, "nsubj" if drinking else "conj", "NOUN", "NN"),
        (",", 9, "punct", "PUNCT", ","),
        ("jeans", 9, "conj", "NOUN", "NNS"),
        ("and", 11, "cc", "CCONJ", "CC"),
        ("gloves", 11, "conj", "NOUN", "NNS"),
    ]
    lemmas = ["a", "man", "seat", "indoors", "wear", "boot", ",", "a", "gray", "coat", ",", "jean", "and", "glove"]
    if drinking:
        rows += [
            ("is", 15, "aux", "AUX", "VBZ"), ("drinking", 2, "conj", "VERB", "VBG"), ("from", 15, "prep", "ADP", "IN"),
            ("a", 18, "det", "DET", "DT"), ("cup", 16, "pobj", "NOUN", "NN"),
        ]
        lemmas += ["be", "drink", "from", "a", "cup"]
    rows.append((".", 2, "punct", "PUNCT", "."))
    return build(rows, [*lemmas, "."])


def test_a_placed_participle_without_an_object_is_no_past_tense():
    """"seat" takes an object as a past tense: a caption's "seated indoors" is the man's state."""
    from sda_augment.analysis.caption.clauses import PARTICIPLE_MODIFIER

    assert caption_clause_problem(first_clause(seated_indoors(drinking=True))) == Skip(PARTICIPLE_MODIFIER)  # the frame still fits
    assert caption_clause_problem(first_clause(seated_indoors(drinking=False))) == Skip(PAST_PARTICIPLE)
