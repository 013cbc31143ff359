"""Hand-built parses shared by the MV, NEG and DN unit tests (real spaCy analyses, fixed)."""

from __future__ import annotations

import spacy

from helpers import make_doc

VOCAB = spacy.blank("en").vocab


def build(rows, lemmas, spaces=None):
    return make_doc(VOCAB, rows, lemmas=lemmas, spaces=spaces)


def he_travelled():
    """He travelled widely in Europe."""
    rows = [
        ("He", 1, "nsubj", "PRON", "PRP"),
        ("travelled", 1, "ROOT", "VERB", "VBD"),
        ("widely", 1, "advmod", "ADV", "RB"),
        ("in", 1, "prep", "ADP", "IN"),
        ("Europe", 3, "pobj", "PROPN", "NNP"),
        (".", 1, "punct", "PUNCT", "."),
    ]
    return build(rows, ["he", "travel", "widely", "in", "Europe", "."])


def they_have_finished():
    """They have finished the report."""
    rows = [
        ("They", 2, "nsubj", "PRON", "PRP"),
        ("have", 2, "aux", "AUX", "VBP"),
        ("finished", 2, "ROOT", "VERB", "VBN"),
        ("the", 4, "det", "DET", "DT"),
        ("report", 2, "dobj", "NOUN", "NN"),
        (".", 2, "punct", "PUNCT", "."),
    ]
    return build(rows, ["they", "have", "finish", "the", "report", "."])


def she_travels(subject="She", verb="travels", tag="VBZ"):
    rows = [(subject, 1, "nsubj", "PRON", "PRP"), (verb, 1, "ROOT", "VERB", tag), (".", 1, "punct", "PUNCT", ".")]
    return build(rows, [subject.lower(), "travel", "."])


def she_can_swim():
    rows = [("She", 2, "nsubj", "PRON", "PRP"), ("can", 2, "aux", "AUX", "MD"), ("swim", 2, "ROOT", "VERB", "VB"), (".", 2, "punct", "PUNCT", ".")]
    return build(rows, ["she", "can", "swim", "."])


def results_were_published():
    """The results were published in 2019."""
    rows = [
        ("The", 1, "det", "DET", "DT"),
        ("results", 3, "nsubjpass", "NOUN", "NNS"),
        ("were", 3, "auxpass", "AUX", "VBD"),
        ("published", 3, "ROOT", "VERB", "VBN"),
        ("in", 3, "prep", "ADP", "IN"),
        ("2019", 4, "pobj", "NUM", "CD"),
        (".", 3, "punct", "PUNCT", "."),
    ]
    return build(rows, ["the", "result", "be", "publish", "in", "2019", "."])


def nobody_came():
    rows = [("Nobody", 1, "nsubj", "PRON", "NN"), ("came", 1, "ROOT", "VERB", "VBD"), (".", 1, "punct", "PUNCT", ".")]
    return build(rows, ["nobody", "come", "."])


def he_didnt_go(contracted=True):
    """He didn't go. / He did not go."""
    rows = [
        ("He", 3, "nsubj", "PRON", "PRP"),
        ("did", 3, "aux", "AUX", "VBD"),
        ("n't" if contracted else "not", 3, "neg", "PART", "RB"),
        ("go", 3, "ROOT", "VERB", "VB"),
        (".", 3, "punct", "PUNCT", "."),
    ]
    spaces = [True, not contracted, True, False, False]
    return build(rows, ["he", "do", "not", "go", "."], spaces)


def it_is_village(negated=False):
    rows = [("It", 1, "nsubj", "PRON", "PRP"), ("is", 1, "ROOT", "AUX", "VBZ")]
    lemmas = ["it", "be"]
    if negated:
        rows.append(("not", 1, "neg", "PART", "RB"))
        lemmas.append("not")
    n = len(rows)
    rows += [("a", n + 1, "det", "DET", "DT"), ("village", 1, "attr", "NOUN", "NN"), (".", 1, "punct", "PUNCT", ".")]
    return build(rows, lemmas + ["a", "village", "."])


def travelled_and_wrote():
    """He travelled and wrote books."""
    rows = [
        ("He", 1, "nsubj", "PRON", "PRP"),
        ("travelled", 1, "ROOT", "VERB", "VBD"),
        ("and", 1, "cc", "CCONJ", "CC"),
        ("wrote", 1, "conj", "VERB", "VBD"),
        ("books", 3, "dobj", "NOUN", "NNS"),
        (".", 1, "punct", "PUNCT", "."),
    ]
    return build(rows, ["he", "travel", "and", "write", "book", "."])


def paris_is_a_city():
    rows = [
        ("Paris", 1, "nsubj", "PROPN", "NNP"),
        ("is", 1, "ROOT", "AUX", "VBZ"),
        ("a", 3, "det", "DET", "DT"),
        ("city", 1, "attr", "NOUN", "NN"),
        (".", 1, "punct", "PUNCT", "."),
    ]
    return build(rows, ["Paris", "be", "a", "city", "."])


def title():
    rows = [("YMCA", 0, "ROOT", "PROPN", "NNP"), ("in", 0, "prep", "ADP", "IN"), ("Adelaide", 1, "pobj", "PROPN", "NNP")]
    return build(rows, ["YMCA", "in", "Adelaide"])
