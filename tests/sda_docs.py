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


def novel_mainly_scrutinizes():
    """The novel mainly scrutinizes it."""
    rows = [
        ("The", 1, "det", "DET", "DT"),
        ("novel", 3, "nsubj", "NOUN", "NN"),
        ("mainly", 3, "advmod", "ADV", "RB"),
        ("scrutinizes", 3, "ROOT", "VERB", "VBZ"),
        ("it", 3, "dobj", "PRON", "PRP"),
        (".", 3, "punct", "PUNCT", "."),
    ]
    return build(rows, ["the", "novel", "mainly", "scrutinize", "it", "."])


def six_pieces_are_used():
    """Six pieces are used."""
    rows = [
        ("Six", 1, "nummod", "NUM", "CD"),
        ("pieces", 3, "nsubjpass", "NOUN", "NNS"),
        ("are", 3, "auxpass", "AUX", "VBP"),
        ("used", 3, "ROOT", "VERB", "VBN"),
        (".", 3, "punct", "PUNCT", "."),
    ]
    return build(rows, ["six", "piece", "be", "use", "."])


def she_is_now_playing():
    """She is now playing."""
    rows = [
        ("She", 3, "nsubj", "PRON", "PRP"),
        ("is", 3, "aux", "AUX", "VBZ"),
        ("now", 3, "advmod", "ADV", "RB"),
        ("playing", 3, "ROOT", "VERB", "VBG"),
        (".", 3, "punct", "PUNCT", "."),
    ]
    return build(rows, ["she", "be", "now", "play", "."])


def team_placed_will_be_relegated():
    """The team placed last will be relegated (the parser's reading: "placed" as root)."""
    rows = [
        ("The", 1, "det", "DET", "DT"),
        ("team", 2, "nsubj", "NOUN", "NN"),
        ("placed", 2, "ROOT", "VERB", "VBD"),
        ("last", 2, "advmod", "ADV", "RB"),
        ("will", 6, "aux", "AUX", "MD"),
        ("be", 6, "auxpass", "AUX", "VB"),
        ("relegated", 2, "conj", "VERB", "VBN"),
        (".", 2, "punct", "PUNCT", "."),
    ]
    return build(rows, ["the", "team", "place", "last", "will", "be", "relegate", "."])


def in_1986_game_delayed():
    """In 1986, the game was delayed."""
    rows = [
        ("In", 6, "prep", "ADP", "IN"),
        ("1986", 0, "pobj", "NUM", "CD"),
        (",", 6, "punct", "PUNCT", ","),
        ("the", 4, "det", "DET", "DT"),
        ("game", 6, "nsubjpass", "NOUN", "NN"),
        ("was", 6, "auxpass", "AUX", "VBD"),
        ("delayed", 6, "ROOT", "VERB", "VBN"),
        (".", 6, "punct", "PUNCT", "."),
    ]
    return build(rows, ["in", "1986", ",", "the", "game", "be", "delay", "."])


def game_also_delayed():
    """The game was also delayed."""
    rows = [
        ("The", 1, "det", "DET", "DT"),
        ("game", 4, "nsubjpass", "NOUN", "NN"),
        ("was", 4, "auxpass", "AUX", "VBD"),
        ("also", 4, "advmod", "ADV", "RB"),
        ("delayed", 4, "ROOT", "VERB", "VBN"),
        (".", 4, "punct", "PUNCT", "."),
    ]
    return build(rows, ["the", "game", "be", "also", "delay", "."])


def because_of_rain_game_delayed():
    """Because of rain, the game was delayed."""
    rows = [
        ("Because", 7, "prep", "SCONJ", "IN"),
        ("of", 0, "pcomp", "ADP", "IN"),
        ("rain", 1, "pobj", "NOUN", "NN"),
        (",", 7, "punct", "PUNCT", ","),
        ("the", 5, "det", "DET", "DT"),
        ("game", 7, "nsubjpass", "NOUN", "NN"),
        ("was", 7, "auxpass", "AUX", "VBD"),
        ("delayed", 7, "ROOT", "VERB", "VBN"),
        (".", 7, "punct", "PUNCT", "."),
    ]
    return build(rows, ["because", "of", "rain", ",", "the", "game", "be", "delay", "."])
