"""PI's comma sites (``pi.clause_comma``) on hand-built parses."""

from spacy.lang.en import English

from sda_augment.edits import render
from sda_augment.transforms.punctuation.clause_comma import clause_comma_candidates
from tests.helpers import make_doc

VOCAB = English().vocab


def commas(doc):
    return sorted(render(doc.text, candidate.edits) for candidate in clause_comma_candidates(doc))


def sites(doc):
    return sorted(dict(candidate.info)["site"] for candidate in clause_comma_candidates(doc))


# --- an opening phrase in a coordinated clause -------------------------------------------


def test_a_clause_coordinated_with_the_first_takes_the_comma_after_its_opening_phrase():
    # "He left and in 1990 she moved." — both commas, each its own candidate.
    doc = make_doc(
        VOCAB,
        [
            ("He", 1, "nsubj", "PRON", "PRP"),
            ("left", 1, "ROOT", "VERB", "VBD"),
            ("and", 1, "cc", "CCONJ", "CC"),
            ("in", 6, "prep", "ADP", "IN"),
            ("1990", 3, "pobj", "NUM", "CD"),
            ("she", 6, "nsubj", "PRON", "PRP"),
            ("moved", 1, "conj", "VERB", "VBD"),
            (".", 1, "punct", "PUNCT", "."),
        ],
    )
    assert commas(doc) == ["He left and in 1990, she moved.", "He left, and in 1990 she moved."]


def test_an_adverb_before_a_bare_noun_subject_may_be_the_nouns_and_takes_no_comma():
    # "Later scholarship proved it." — "later scholarship" may be one phrase.
    bare = make_doc(
        VOCAB,
        [
            ("Later", 2, "advmod", "ADV", "RB"),
            ("scholarship", 2, "nsubj", "NOUN", "NN"),
            ("proved", 2, "ROOT", "VERB", "VBD"),
            ("it", 2, "dobj", "PRON", "PRP"),
            (".", 2, "punct", "PUNCT", "."),
        ],
    )
    assert commas(bare) == []
    named = make_doc(
        VOCAB,
        [
            ("Later", 2, "advmod", "ADV", "RB"),
            ("Konheim", 2, "nsubj", "PROPN", "NNP"),
            ("founded", 2, "ROOT", "VERB", "VBD"),
            ("it", 2, "dobj", "PRON", "PRP"),
            (".", 2, "punct", "PUNCT", "."),
        ],
    )
    assert commas(named) == ["Later, Konheim founded it."]


def test_no_opening_comma_where_the_subject_follows_its_verb_or_is_a_verb():
    # "Also missing were the towels." — the parse's first subject is a participle.
    doc = make_doc(
        VOCAB,
        [
            ("Also", 2, "advmod", "ADV", "RB"),
            ("missing", 2, "csubj", "VERB", "VBG"),
            ("were", 2, "ROOT", "AUX", "VBD"),
            ("the", 4, "det", "DET", "DT"),
            ("towels", 2, "nsubj", "NOUN", "NNS"),
            (".", 2, "punct", "PUNCT", "."),
        ],
    )
    assert commas(doc) == []


def test_no_opening_comma_when_an_auxiliary_stands_after_its_verb():
    # "Among the aliases he used was Kelso." parsed with a second "was" on "used".
    doc = make_doc(
        VOCAB,
        [
            ("Among", 4, "prep", "ADP", "IN"),
            ("the", 2, "det", "DET", "DT"),
            ("aliases", 0, "pobj", "NOUN", "NNS"),
            ("he", 4, "nsubj", "PRON", "PRP"),
            ("used", 4, "ROOT", "VERB", "VBD"),
            ("was", 4, "auxpass", "AUX", "VBD"),
            ("Kelso", 5, "attr", "PROPN", "NNP"),
            (".", 4, "punct", "PUNCT", "."),
        ],
    )
    assert commas(doc) == []


def test_a_noun_opening_a_sentence_is_an_adverbial_only_when_it_names_a_time():
    def opening(noun):
        return make_doc(
            VOCAB,
            [
                ("That", 1, "det", "DET", "DT"),
                (noun, 3, "npadvmod", "NOUN", "NN"),
                ("he", 3, "nsubj", "PRON", "PRP"),
                ("left", 3, "ROOT", "VERB", "VBD"),
                (".", 3, "punct", "PUNCT", "."),
            ],
        )

    assert commas(opening("year")) == ["That year, he left."]
    assert commas(opening("state")) == []


# --- coordinated clauses --------------------------------------------------------------------


def test_no_comma_before_a_coordinator_that_may_join_the_clauses_of_a_subordinate_clause():
    # "He left as the rain fell and the river rose." — "and" may join "fell" and "rose".
    doc = make_doc(
        VOCAB,
        [
            ("He", 1, "nsubj", "PRON", "PRP"),
            ("left", 1, "ROOT", "VERB", "VBD"),
            ("as", 5, "mark", "SCONJ", "IN"),
            ("the", 4, "det", "DET", "DT"),
            ("rain", 5, "nsubj", "NOUN", "NN"),
            ("fell", 1, "advcl", "VERB", "VBD"),
            ("and", 1, "cc", "CCONJ", "CC"),
            ("the", 8, "det", "DET", "DT"),
            ("river", 9, "nsubj", "NOUN", "NN"),
            ("rose", 1, "conj", "VERB", "VBD"),
            (".", 1, "punct", "PUNCT", "."),
        ],
    )
    assert commas(doc) == []


def test_no_comma_between_clauses_inside_reported_words():
    # "She said the rain fell and the river rose." — the comma could move what she said.
    doc = make_doc(
        VOCAB,
        [
            ("She", 1, "nsubj", "PRON", "PRP"),
            ("said", 1, "ROOT", "VERB", "VBD"),
            ("the", 3, "det", "DET", "DT"),
            ("rain", 4, "nsubj", "NOUN", "NN"),
            ("fell", 1, "ccomp", "VERB", "VBD"),
            ("and", 4, "cc", "CCONJ", "CC"),
            ("the", 7, "det", "DET", "DT"),
            ("river", 8, "nsubj", "NOUN", "NN"),
            ("rose", 4, "conj", "VERB", "VBD"),
            (".", 1, "punct", "PUNCT", "."),
        ],
    )
    assert commas(doc) == []


def test_no_comma_between_verbless_phrases_the_parse_coordinated():
    # "A man with his hands crossed and his head tilted." — no finite verb on either side.
    doc = make_doc(
        VOCAB,
        [
            ("His", 1, "poss", "PRON", "PRP$"),
            ("hands", 2, "nsubj", "NOUN", "NNS"),
            ("crossed", 2, "ROOT", "VERB", "VBN"),
            ("and", 2, "cc", "CCONJ", "CC"),
            ("his", 5, "poss", "PRON", "PRP$"),
            ("head", 6, "nsubj", "NOUN", "NN"),
            ("tilted", 2, "conj", "VERB", "VBN"),
            (".", 2, "punct", "PUNCT", "."),
        ],
    )
    assert commas(doc) == []


def test_a_coordinator_the_parse_hung_on_a_noun_of_the_first_clause_still_joins_the_clauses():
    # "They lacked funds and Walker confessed." with "and" on "funds": the comma, whether or
    # not the second verb may be a participle; "They were sold as funds and Walker's age
    # proved ...": "and" on a noun of an "as" phrase, before a verb that may be a participle,
    # may join the two subjects of that phrase, so then none.
    def clauses(verb, lemma):
        table = [
            ("They", 1, "nsubj", "PRON", "PRP"),
            ("lacked", 1, "ROOT", "VERB", "VBD"),
            ("funds", 1, "dobj", "NOUN", "NNS"),
            ("and", 2, "cc", "CCONJ", "CC"),
            ("Walker", 5, "nsubj", "PROPN", "NNP"),
            (verb, 1, "conj", "VERB", "VBD"),
            (".", 1, "punct", "PUNCT", "."),
        ]
        return make_doc(VOCAB, table, lemmas=["they", "lack", "fund", "and", "Walker", lemma, "."])

    assert commas(clauses("wrote", "write")) == ["They lacked funds, and Walker wrote."]
    assert commas(clauses("confessed", "confess")) == ["They lacked funds, and Walker confessed."]

    def under_as(verb, lemma):
        table = [
            ("They", 2, "nsubjpass", "PRON", "PRP"),
            ("were", 2, "auxpass", "AUX", "VBD"),
            ("sold", 2, "ROOT", "VERB", "VBN"),
            ("as", 2, "prep", "ADP", "IN"),
            ("costs", 3, "pobj", "NOUN", "NNS"),
            ("and", 4, "cc", "CCONJ", "CC"),
            ("age", 7, "nsubj", "NOUN", "NN"),
            (verb, 2, "conj", "VERB", "VBD"),
            ("high", 7, "acomp", "ADJ", "JJ"),
            (".", 2, "punct", "PUNCT", "."),
        ]
        return make_doc(VOCAB, table, lemmas=["they", "be", "sell", "as", "cost", "and", "age", lemma, "high", "."])

    assert commas(under_as("proved", "prove")) == []
    assert commas(under_as("grew", "grow")) == ["They were sold as costs, and age grew high."]


# --- the serial comma ----------------------------------------------------------------------


def _list_doc(words, tags, pos, before=(), after=(("live", "VBP", "VERB"), ("here", "RB", "ADV"))):
    """ "<before> A, B and C <after>." with A the subject of the verb after the list."""
    table = []
    offset = len(before)
    verb = offset + 5
    for _i, (word, tag, p) in enumerate(before):
        table.append((word, offset, "det" if tag == "DT" else "amod", p, tag))
    heads = [verb, offset, offset + 2, offset + 2]
    deps = ["nsubj", "punct", "conj", "cc"]
    table += [
        (words[0], heads[0], deps[0], pos[0], tags[0]),
        (",", offset, "punct", "PUNCT", ","),
        (words[1], offset, "conj", pos[1], tags[1]),
        ("and", offset + 2, "cc", "CCONJ", "CC"),
        (words[2], offset + 2, "conj", pos[2], tags[2]),
    ]
    table.append((after[0][0], verb, "ROOT", after[0][2], after[0][1]))
    for word, tag, p in after[1:]:
        table.append((word, verb, "advmod", p, tag))
    table.append((".", verb, "punct", "PUNCT", "."))
    return make_doc(VOCAB, table)


def test_a_list_of_three_takes_the_serial_comma():
    doc = _list_doc(["Lions", "tigers", "bears"], ["NNS"] * 3, ["NOUN"] * 3)
    assert doc.text == "Lions, tigers and bears live here."
    assert commas(doc) == ["Lions, tigers, and bears live here."]
    assert sites(doc) == ["serial"]


def test_no_serial_comma_where_the_second_item_may_describe_the_first():
    # "Kim, a teacher and Lee": a name and a common noun may be an apposition.
    doc = _list_doc(["Kim", "teacher", "Lee"], ["NNP", "NN", "NNP"], ["PROPN", "NOUN", "PROPN"])
    assert commas(doc) == []


def test_no_serial_comma_in_a_count_and_its_parts():
    # "Three children, two boys and one girl play." — the parts spell out the count.
    table = [
        ("Three", 1, "nummod", "NUM", "CD"),
        ("children", 9, "nsubj", "NOUN", "NNS"),
        (",", 1, "punct", "PUNCT", ","),
        ("two", 4, "nummod", "NUM", "CD"),
        ("boys", 1, "conj", "NOUN", "NNS"),
        ("and", 4, "cc", "CCONJ", "CC"),
        ("one", 7, "nummod", "NUM", "CD"),
        ("girl", 4, "conj", "NOUN", "NN"),
        ("here", 9, "advmod", "ADV", "RB"),
        ("play", 9, "ROOT", "VERB", "VBP"),
        (".", 9, "punct", "PUNCT", "."),
    ]
    doc = make_doc(VOCAB, table)
    assert commas(doc) == []


def test_no_serial_comma_inside_a_title_case_name():
    # "The Department of Tourism, Recreation and Sport opened." with the parse's list
    # starting at "Department".
    table = [
        ("The", 1, "det", "DET", "DT"),
        ("Department", 8, "nsubj", "PROPN", "NNP"),
        ("of", 1, "prep", "ADP", "IN"),
        ("Tourism", 2, "pobj", "PROPN", "NNP"),
        (",", 1, "punct", "PUNCT", ","),
        ("Recreation", 1, "conj", "PROPN", "NNP"),
        ("and", 5, "cc", "CCONJ", "CC"),
        ("Sport", 5, "conj", "PROPN", "NNP"),
        ("opened", 8, "ROOT", "VERB", "VBD"),
        (".", 8, "punct", "PUNCT", "."),
    ]
    assert commas(make_doc(VOCAB, table)) == []


def test_a_line_with_a_list_that_cannot_take_the_comma_gets_it_in_none_of_its_lists():
    # "Ann, Bob and Cy met Kim, a teacher and Lee." — the second list keeps the first plain.
    table = [
        ("Ann", 5, "nsubj", "PROPN", "NNP"),
        (",", 0, "punct", "PUNCT", ","),
        ("Bob", 0, "conj", "PROPN", "NNP"),
        ("and", 2, "cc", "CCONJ", "CC"),
        ("Cy", 2, "conj", "PROPN", "NNP"),
        ("met", 5, "ROOT", "VERB", "VBD"),
        ("Kim", 5, "dobj", "PROPN", "NNP"),
        (",", 6, "punct", "PUNCT", ","),
        ("a", 9, "det", "DET", "DT"),
        ("teacher", 6, "conj", "NOUN", "NN"),
        ("and", 9, "cc", "CCONJ", "CC"),
        ("Lee", 9, "conj", "PROPN", "NNP"),
        (".", 5, "punct", "PUNCT", "."),
    ]
    doc = make_doc(VOCAB, table)
    assert "serial" not in sites(doc)


def test_no_comma_inside_a_quotation():
    # 'He wrote "tea, milk and bread" on it.' — someone's words stay as written.
    table = [
        ("He", 1, "nsubj", "PRON", "PRP"),
        ("wrote", 1, "ROOT", "VERB", "VBD"),
        ('"', 3, "punct", "PUNCT", "``"),
        ("tea", 1, "dobj", "NOUN", "NN"),
        (",", 3, "punct", "PUNCT", ","),
        ("milk", 3, "conj", "NOUN", "NN"),
        ("and", 5, "cc", "CCONJ", "CC"),
        ("bread", 5, "conj", "NOUN", "NN"),
        ('"', 3, "punct", "PUNCT", "''"),
        ("on", 1, "prep", "ADP", "IN"),
        ("it", 9, "pobj", "PRON", "PRP"),
        (".", 1, "punct", "PUNCT", "."),
    ]
    spaces = [True, True, False, False, True, True, True, False, True, True, False, False]
    doc = make_doc(VOCAB, table, spaces=spaces)
    assert doc.text == 'He wrote "tea, milk and bread" on it.'
    assert commas(doc) == []


# --- dates and places ------------------------------------------------------------------------


def _born(place_or_date, tail_word, tail_pos, tail_tag):
    """ "She was born on/in <X, Y> <tail> it." """
    first, second, third = place_or_date
    table = [
        ("She", 2, "nsubjpass", "PRON", "PRP"),
        ("was", 2, "auxpass", "AUX", "VBD"),
        ("born", 2, "ROOT", "VERB", "VBN"),
        ("on", 2, "prep", "ADP", "IN"),
        *first,
        *second,
        *third,
        (tail_word, 2, "prep" if tail_pos == "ADP" else "npadvmod", tail_pos, tail_tag),
        ("1990", 8 if tail_pos == "ADP" else 2, "pobj" if tail_pos == "ADP" else "npadvmod", "NUM", "CD"),
        (".", 2, "punct", "PUNCT", "."),
    ]
    return make_doc(VOCAB, table)


def test_a_full_date_mid_sentence_is_closed_by_a_comma():
    date = (
        [("June", 3, "pobj", "PROPN", "NNP"), ("10", 4, "nummod", "NUM", "CD")],
        [(",", 4, "punct", "PUNCT", ",")],
        [("1989", 4, "nummod", "NUM", "CD")],
    )
    doc = _born(date, "in", "ADP", "IN")
    assert doc.text == "She was born on June 10, 1989 in 1990."
    assert commas(doc) == ["She was born on June 10, 1989, in 1990."]


def test_a_place_with_its_region_is_closed_by_a_comma_but_not_before_a_noun_it_describes():
    place = (
        [("Detroit", 3, "pobj", "PROPN", "NNP")],
        [(",", 4, "punct", "PUNCT", ",")],
        [("Michigan", 4, "appos", "PROPN", "NNP")],
    )
    doc = _born(place, "in", "ADP", "IN")
    assert commas(doc) == ["She was born on Detroit, Michigan, in 1990."]
    described = _born(place, "office", "NOUN", "NN")
    assert commas(described) == []


# --- asides and trailing phrases -----------------------------------------------------------


def _aside(subject, aside):
    """ "<subject>, <aside> was born here." """
    table = [*subject]
    start = len(table)
    table.append((",", start - 1, "punct", "PUNCT", ","))
    table += aside
    verb = len(table)
    table += [("was", verb + 1, "auxpass", "AUX", "VBD"), ("born", verb + 1, "ROOT", "VERB", "VBN"), (".", verb + 1, "punct", "PUNCT", ".")]
    return make_doc(VOCAB, table)


def test_an_aside_opened_after_the_subject_is_closed_before_its_verb():
    doc = _aside(
        [("Her", 1, "poss", "PRON", "PRP$"), ("brother", 7, "nsubjpass", "NOUN", "NN")],
        [("the", 4, "det", "DET", "DT"), ("painter", 1, "appos", "NOUN", "NN"), ("Karl", 4, "appos", "PROPN", "NNP")],
    )
    assert doc.text == "Her brother, the painter Karl was born."
    assert commas(doc) == ["Her brother, the painter Karl, was born."]


def test_two_names_in_a_row_are_no_aside_to_close():
    # "Ann, Bob was born." — more likely a list the parse misread.
    doc = _aside([("Ann", 4, "nsubjpass", "PROPN", "NNP")], [("Bob", 0, "appos", "PROPN", "NNP")])
    assert commas(doc) == []


def _trailing(noun, noun_pos="NOUN", verb="sits"):
    """ "A man <verb> on a <noun> reading a book." """
    table = [
        ("A", 1, "det", "DET", "DT"),
        ("man", 2, "nsubj", "NOUN", "NN"),
        (verb, 2, "ROOT", "VERB", "VBZ"),
        ("on", 2, "prep", "ADP", "IN"),
        ("a", 5, "det", "DET", "DT"),
        (noun, 3, "pobj", noun_pos, "NN" if noun_pos == "NOUN" else "NNP"),
        ("reading", 2, "advcl", "VERB", "VBG"),
        ("a", 8, "det", "DET", "DT"),
        ("book", 6, "dobj", "NOUN", "NN"),
        (".", 2, "punct", "PUNCT", "."),
    ]
    return make_doc(VOCAB, table, lemmas=[w.lower() if w != verb else verb.rstrip("s") for w, *_ in table])


def test_a_participle_phrase_ending_the_sentence_is_set_off():
    assert commas(_trailing("bench")) == ["A man sits on a bench, reading a book."]


def test_no_comma_before_a_participle_that_someone_else_may_be_doing():
    assert commas(_trailing("woman")) == []  # "on a woman reading a book"
    assert commas(_trailing("Smith", "PROPN")) == []


def test_no_comma_before_the_participle_a_verb_takes_as_its_complement():
    doc = _trailing("bench", verb="keeps")
    assert commas(doc) == []


def test_a_noun_that_only_modifies_is_nobody_the_participle_may_be_about():
    # "A man sits on a baby seat reading a book.": "baby" modifies "seat", nobody reads but the man.
    table = [
        ("A", 1, "det", "DET", "DT"),
        ("man", 2, "nsubj", "NOUN", "NN"),
        ("sits", 2, "ROOT", "VERB", "VBZ"),
        ("on", 2, "prep", "ADP", "IN"),
        ("a", 6, "det", "DET", "DT"),
        ("baby", 6, "compound", "NOUN", "NN"),
        ("seat", 3, "pobj", "NOUN", "NN"),
        ("reading", 2, "advcl", "VERB", "VBG"),
        ("a", 9, "det", "DET", "DT"),
        ("book", 7, "dobj", "NOUN", "NN"),
        (".", 2, "punct", "PUNCT", "."),
    ]
    doc = make_doc(VOCAB, table, lemmas=[w.lower() if w != "sits" else "sit" for w, *_ in table])
    assert commas(doc) == ["A man sits on a baby seat, reading a book."]


# --- relatives after a name or a year ----------------------------------------------------


def _where(place_dep, place_head, more=()):
    """ "She studied in <more> Leeds where she met him." """
    table = [
        ("She", 1, "nsubj", "PRON", "PRP"),
        ("studied", 1, "ROOT", "VERB", "VBD"),
        ("in", 1, "prep", "ADP", "IN"),
        *more,
        ("Leeds", place_head, place_dep, "PROPN", "NNP"),
    ]
    at = len(table) - 1
    table += [
        ("where", at + 3, "advmod", "SCONJ", "WRB"),
        ("she", at + 3, "nsubj", "PRON", "PRP"),
        ("met", at, "relcl", "VERB", "VBD"),
        ("him", at + 3, "dobj", "PRON", "PRP"),
        (".", 1, "punct", "PUNCT", "."),
    ]
    return make_doc(VOCAB, table)


def test_a_where_clause_after_a_place_name_is_set_off():
    assert commas(_where("pobj", 2)) == ["She studied in Leeds, where she met him."]


def test_no_comma_before_a_where_clause_after_an_item_of_a_list():
    # "in York and Leeds where she met him": the clause may be about Leeds alone.
    listed = _where("conj", 3, more=[("York", 2, "pobj", "PROPN", "NNP"), ("and", 3, "cc", "CCONJ", "CC")])
    assert listed.text == "She studied in York and Leeds where she met him."
    assert "relative" not in sites(listed)


# --- examples, "respectively", sayings ----------------------------------------------------


def _including(noun, tag):
    """ "It lacks <noun> including water." """
    table = [
        ("It", 1, "nsubj", "PRON", "PRP"),
        ("lacks", 1, "ROOT", "VERB", "VBZ"),
        (noun, 1, "dobj", "NOUN", tag),
        ("including", 2, "prep", "VERB", "VBG"),
        ("water", 3, "pobj", "NOUN", "NN"),
        (".", 1, "punct", "PUNCT", "."),
    ]
    return make_doc(VOCAB, table)


def test_examples_of_a_plural_noun_that_end_the_clause_are_set_off():
    assert commas(_including("facilities", "NNS")) == ["It lacks facilities, including water."]


def test_no_comma_before_including_after_an_amount():
    # "the price including tax": what is counted in, not members listed.
    assert commas(_including("price", "NN")) == []


def test_respectively_inside_a_clause_is_set_off_on_both_sides():
    table = [
        ("They", 1, "nsubj", "PRON", "PRP"),
        ("won", 1, "ROOT", "VERB", "VBD"),
        ("gold", 1, "dobj", "NOUN", "NN"),
        ("and", 2, "cc", "CCONJ", "CC"),
        ("silver", 2, "conj", "NOUN", "NN"),
        ("respectively", 1, "advmod", "ADV", "RB"),
        ("in", 1, "prep", "ADP", "IN"),
        ("2019", 6, "pobj", "NUM", "CD"),
        (".", 1, "punct", "PUNCT", "."),
    ]
    assert commas(make_doc(VOCAB, table)) == ["They won gold and silver, respectively, in 2019."]


def _said(first_word, tag):
    """ 'He said "<first_word> is over."' """
    table = [
        ("He", 1, "nsubj", "PRON", "PRP"),
        ("said", 1, "ROOT", "VERB", "VBD"),
        ('"', 4, "punct", "PUNCT", "``"),
        (first_word, 4, "nsubj", "PRON" if tag == "PRP" else "NOUN", tag),
        ("is", 1, "ccomp", "AUX", "VBZ"),
        ("over", 4, "acomp", "ADV", "RB"),
        (".", 4, "punct", "PUNCT", "."),
        ('"', 4, "punct", "PUNCT", "''"),
    ]
    spaces = [True, True, False, True, True, False, False, False]
    return make_doc(VOCAB, table, spaces=spaces, lemmas=["he", "say", '"', first_word.lower(), "be", "over", ".", '"'])


def test_a_quoted_sentence_after_a_verb_of_saying_takes_a_comma_before_it():
    doc = _said("It", "PRP")
    assert doc.text == 'He said "It is over."'
    assert commas(doc) == ['He said, "It is over."']


def test_no_comma_before_quoted_words_woven_in_lower_case():
    assert commas(_said("it", "PRP")) == []
