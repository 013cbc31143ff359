"""PI rule logic on hand-built parses (independent of the statistical parser)."""

import random

from spacy.lang.en import English

from sda_augment import PunctuationInsertion
from sda_augment.edits import render
from sda_augment.transforms.punctuation.clause_comma import clause_comma_candidates
from sda_augment.transforms.punctuation.final_mark import final_mark_candidates
from sda_augment.transforms.punctuation.repeat_mark import repeat_mark_candidates
from sda_augment.transforms.punctuation.subject_quotes import subject_quote_candidates
from tests.helpers import make_doc

VOCAB = English().vocab


def outputs(doc, rule_function):
    return sorted(render(doc.text, candidate.edits) for candidate in rule_function(doc))


def test_comma_after_introductory_prepositional_phrase():
    doc = make_doc(
        VOCAB,
        [
            ("In", 5, "prep", "ADP", "IN"),
            ("1850", 0, "pobj", "NUM", "CD"),
            ("a", 3, "det", "DET", "DT"),
            ("meeting", 5, "nsubjpass", "NOUN", "NN"),
            ("was", 5, "auxpass", "AUX", "VBD"),
            ("called", 5, "ROOT", "VERB", "VBN"),
            (".", 5, "punct", "PUNCT", "."),
        ],
    )
    assert outputs(doc, clause_comma_candidates) == ["In 1850, a meeting was called."]


def test_no_comma_after_a_preposition_without_its_object():
    # "Until 1688 members ..." misparsed so that "Until" has no object: no comma after it.
    doc = make_doc(
        VOCAB,
        [
            ("Until", 3, "prep", "ADP", "IN"),
            ("members", 3, "nsubj", "NOUN", "NNS"),
            ("were", 3, "aux", "AUX", "VBD"),
            ("quartered", 3, "ROOT", "VERB", "VBN"),
            (".", 3, "punct", "PUNCT", "."),
        ],
    )
    assert outputs(doc, clause_comma_candidates) == []


def test_no_introductory_comma_before_an_inverted_auxiliary():
    doc = make_doc(
        VOCAB,
        [
            ("Only", 1, "advmod", "ADV", "RB"),
            ("then", 4, "advmod", "ADV", "RB"),
            ("did", 4, "aux", "AUX", "VBD"),
            ("he", 4, "nsubj", "PRON", "PRP"),
            ("leave", 4, "ROOT", "VERB", "VB"),
            (".", 4, "punct", "PUNCT", "."),
        ],
    )
    assert outputs(doc, clause_comma_candidates) == []


def test_comma_between_coordinated_clauses_with_their_own_subjects():
    doc = make_doc(
        VOCAB,
        [
            ("He", 1, "nsubj", "PRON", "PRP"),
            ("left", 1, "ROOT", "VERB", "VBD"),
            ("and", 1, "cc", "CCONJ", "CC"),
            ("she", 4, "nsubj", "PRON", "PRP"),
            ("stayed", 1, "conj", "VERB", "VBD"),
            (".", 1, "punct", "PUNCT", "."),
        ],
    )
    assert outputs(doc, clause_comma_candidates) == ["He left, and she stayed."]


def test_coordinated_verbs_sharing_a_subject_get_no_comma():
    doc = make_doc(
        VOCAB,
        [
            ("He", 1, "nsubj", "PRON", "PRP"),
            ("sang", 1, "ROOT", "VERB", "VBD"),
            ("and", 1, "cc", "CCONJ", "CC"),
            ("danced", 1, "conj", "VERB", "VBD"),
            (".", 1, "punct", "PUNCT", "."),
        ],
    )
    assert outputs(doc, clause_comma_candidates) == []


def test_commas_around_a_relative_clause_after_a_proper_name():
    # "Adelaide which grew quickly has a hall."
    doc = make_doc(
        VOCAB,
        [
            ("Adelaide", 4, "nsubj", "PROPN", "NNP"),
            ("which", 2, "nsubj", "PRON", "WDT"),
            ("grew", 0, "relcl", "VERB", "VBD"),
            ("quickly", 2, "advmod", "ADV", "RB"),
            ("has", 4, "ROOT", "VERB", "VBZ"),
            ("a", 6, "det", "DET", "DT"),
            ("hall", 4, "dobj", "NOUN", "NN"),
            (".", 4, "punct", "PUNCT", "."),
        ],
    )
    assert outputs(doc, clause_comma_candidates) == ["Adelaide, which grew quickly, has a hall."]


def test_restrictive_relative_clause_after_common_noun_is_left_alone():
    # "The town which grew has a hall." — restrictive: no comma.
    doc = make_doc(
        VOCAB,
        [
            ("The", 1, "det", "DET", "DT"),
            ("town", 4, "nsubj", "NOUN", "NN"),
            ("which", 3, "nsubj", "PRON", "WDT"),
            ("grew", 1, "relcl", "VERB", "VBD"),
            ("has", 4, "ROOT", "VERB", "VBZ"),
            ("a", 6, "det", "DET", "DT"),
            ("hall", 4, "dobj", "NOUN", "NN"),
            (".", 4, "punct", "PUNCT", "."),
        ],
    )
    assert outputs(doc, clause_comma_candidates) == []


def test_comma_before_a_trailing_contrast_clause():
    doc = make_doc(
        VOCAB,
        [
            ("He", 1, "nsubj", "PRON", "PRP"),
            ("stayed", 1, "ROOT", "VERB", "VBD"),
            ("although", 4, "mark", "SCONJ", "IN"),
            ("it", 4, "nsubj", "PRON", "PRP"),
            ("rained", 1, "advcl", "VERB", "VBD"),
            (".", 1, "punct", "PUNCT", "."),
        ],
    )
    assert outputs(doc, clause_comma_candidates) == ["He stayed, although it rained."]


def committee_doc():
    return make_doc(
        VOCAB,
        [
            ("The", 1, "det", "DET", "DT"),
            ("committee", 2, "nsubj", "NOUN", "NN"),
            ("met", 2, "ROOT", "VERB", "VBD"),
            ("today", 2, "npadvmod", "NOUN", "NN"),
            (".", 2, "punct", "PUNCT", "."),
        ],
    )


def test_a_name_subject_is_quoted_a_common_noun_phrase_and_a_pronoun_are_not():
    assert outputs(committee_doc(), subject_quote_candidates) == []  # '"The committee" met' is a scare quote
    used = make_doc(
        VOCAB,
        [("Operation", 1, "compound", "PROPN", "NNP"), ("Barbarossa", 2, "nsubj", "PROPN", "NNP"), ("began", 2, "ROOT", "VERB", "VBD"), (".", 2, "punct", "PUNCT", ".")],
    )
    assert outputs(used, subject_quote_candidates) == []  # a name doing something: quotes read as an alias
    work = make_doc(
        VOCAB,
        [("Operation", 1, "compound", "PROPN", "NNP"), ("Barbarossa", 2, "nsubj", "PROPN", "NNP"), ("is", 2, "ROOT", "AUX", "VBZ"),
         ("a", 4, "det", "DET", "DT"), ("film", 2, "attr", "NOUN", "NN"), (".", 2, "punct", "PUNCT", ".")],
        lemmas=["operation", "barbarossa", "be", "a", "film", "."],
    )
    assert outputs(work, subject_quote_candidates) == ['"Operation Barbarossa" is a film.']  # a name the sentence calls a work
    pronoun = make_doc(
        VOCAB,
        [("It", 1, "nsubj", "PRON", "PRP"), ("met", 1, "ROOT", "VERB", "VBD"), (".", 1, "punct", "PUNCT", ".")],
    )
    assert outputs(pronoun, subject_quote_candidates) == []


def test_repeat_mark_doubles_a_question_mark_and_turns_final_period_into_ellipsis():
    assert outputs(committee_doc(), repeat_mark_candidates) == ["The committee met today..."]
    why = make_doc(VOCAB, [("Why", 0, "ROOT", "ADV", "WRB"), ("?", 0, "punct", "PUNCT", ".")])
    assert outputs(why, repeat_mark_candidates) == ["Why??"]
    wow = make_doc(VOCAB, [("Wow", 0, "ROOT", "INTJ", "UH"), ("!", 0, "punct", "PUNCT", ".")])
    assert outputs(wow, repeat_mark_candidates) == []  # "Wow!!" is not what a careful writer types


def test_final_mark_replaces_period_appends_when_missing_and_spares_questions():
    assert outputs(committee_doc(), final_mark_candidates) == ["The committee met today!"]
    bare = make_doc(VOCAB, [("They", 1, "nsubj", "PRON", "PRP"), ("won", 1, "ROOT", "VERB", "VBD")])
    assert outputs(bare, final_mark_candidates) == ["They won!"]
    question = make_doc(
        VOCAB,
        [("Why", 1, "advmod", "ADV", "WRB"), ("not", 0, "neg", "PART", "RB"), ("?", 0, "punct", "PUNCT", ".")],
    )
    assert outputs(question, final_mark_candidates) == []
    colon = make_doc(VOCAB, [("Notable", 1, "amod", "ADJ", "JJ"), ("are", 1, "ROOT", "AUX", "VBP"), (":", 1, "punct", "PUNCT", ":")])
    assert outputs(colon, final_mark_candidates) == []


def test_transform_chooses_a_rule_then_a_candidate_and_names_it():
    doc = committee_doc()
    pi = PunctuationInsertion()
    seen = {}
    for seed in range(80):
        result = pi.apply(doc, random.Random(seed))
        seen[result.rule] = result.text
    assert seen == {
        "pi.repeat_mark": "The committee met today...",
        "pi.final_mark": "The committee met today!",
    }


def test_rules_can_be_restricted():
    doc = committee_doc()
    only_final = PunctuationInsertion(rules=("final_mark",))
    assert {only_final.apply(doc, random.Random(s)).rule for s in range(10)} == {"pi.final_mark"}


def title_doc(words):
    """A verbless name: every word a compound of the last."""
    last = len(words) - 1
    return make_doc(VOCAB, [(word, last, "ROOT" if i == last else "compound", "PROPN", "NNP") for i, word in enumerate(words)])


def test_titles_are_quoted_whole_and_never_exclaimed():
    doc = title_doc(["Mikko", "Hokka"])
    assert outputs(doc, subject_quote_candidates) == ['"Mikko Hokka"']
    assert outputs(doc, final_mark_candidates) == []
    assert outputs(doc, repeat_mark_candidates) == []


def test_a_period_cut_after_an_abbreviation_is_not_a_sentence_end():
    # "He served under Lt ." (tokenised apart): neither "!" nor "..." may take the point.
    doc = make_doc(
        VOCAB,
        [
            ("He", 1, "nsubj", "PRON", "PRP"),
            ("served", 1, "ROOT", "VERB", "VBD"),
            ("under", 1, "prep", "ADP", "IN"),
            ("Lt", 2, "pobj", "PROPN", "NNP"),
            (".", 1, "punct", "PUNCT", "."),
        ],
        spaces=[True, True, True, False, False],
    )
    assert outputs(doc, final_mark_candidates) == []
    assert outputs(doc, repeat_mark_candidates) == []


def test_a_sentence_tail_cut_across_lines_is_a_statement():
    doc = make_doc(
        VOCAB,
        [("in", 0, "ROOT", "ADP", "IN"), ("Adelaide", 0, "pobj", "PROPN", "NNP"), (".", 0, "punct", "PUNCT", ".")],
    )
    assert outputs(doc, final_mark_candidates) == ["in Adelaide!"]
    assert outputs(doc, subject_quote_candidates) == []  # not a title: it starts in lower case


def test_a_title_may_open_with_a_participle_but_not_hold_a_later_one():
    opening = make_doc(
        VOCAB,
        [("Relegated", 0, "ROOT", "VERB", "VBN"), ("from", 0, "prep", "ADP", "IN"), ("Liga", 1, "pobj", "PROPN", "NNP")],
    )
    assert outputs(opening, subject_quote_candidates) == ['"Relegated from Liga"']
    misread = make_doc(
        VOCAB,
        [("The", 1, "det", "DET", "DT"), ("Konheims", 2, "nsubj", "PROPN", "NNPS"), ("divorced", 2, "ROOT", "VERB", "VBN")],
    )
    # A sentence, not a title: never quoted whole (and its subject, a family's name, not at all).
    assert outputs(misread, subject_quote_candidates) == []


def test_a_mark_inside_a_name_is_not_doubled():
    # "Viva! works here." vs "Wow! It works.": only a mark that ends a sentence repeats.
    inside = make_doc(
        VOCAB,
        [("Viva", 2, "nsubj", "PROPN", "NNP"), ("!", 0, "punct", "PUNCT", "."), ("works", 2, "ROOT", "VERB", "VBZ"), ("here", 2, "advmod", "ADV", "RB")],
    )
    assert outputs(inside, repeat_mark_candidates) == []
    bare = make_doc(VOCAB, [("Why", 0, "ROOT", "ADV", "WRB"), ("?", 0, "punct", "PUNCT", ".")])
    assert outputs(bare, repeat_mark_candidates) == ["Why??"]


def test_fragments_with_a_comma_or_a_negative_opener_are_not_titles():
    cut = make_doc(VOCAB, [("54", 0, "ROOT", "NUM", "CD"), (",", 0, "punct", "PUNCT", ","), ("in", 0, "prep", "ADP", "IN"), ("1884", 2, "pobj", "NUM", "CD")])
    assert outputs(cut, subject_quote_candidates) == []
    negative = make_doc(VOCAB, [("No", 1, "det", "DET", "DT"), ("candidate", 1, "ROOT", "NOUN", "NN")])
    assert outputs(negative, subject_quote_candidates) == []


# --- statements the tagger misread, sentence-final abbreviations, quoted lines --------------


def test_a_finite_verb_the_tagger_misread_makes_a_statement():
    # "The delegation left on Monday.": "left" read as a participle on a noun root.
    doc = make_doc(
        VOCAB,
        [
            ("The", 1, "det", "DET", "DT"),
            ("delegation", 1, "ROOT", "NOUN", "NN"),
            ("left", 1, "acl", "VERB", "VBN"),
            ("on", 2, "prep", "ADP", "IN"),
            ("Monday", 3, "pobj", "PROPN", "NNP"),
            (".", 1, "punct", "PUNCT", "."),
        ],
    )
    assert outputs(doc, final_mark_candidates) == ["The delegation left on Monday!"]
    assert outputs(doc, repeat_mark_candidates) == ["The delegation left on Monday..."]
    assert outputs(doc, subject_quote_candidates) == []  # a sentence: never quoted whole as a title


def test_captions_and_appositions_are_not_misread_verbs():
    caption = make_doc(
        VOCAB,
        [
            ("All", 1, "det", "DET", "DT"),
            ("credits", 1, "ROOT", "NOUN", "NNS"),
            ("adapted", 1, "acl", "VERB", "VBN"),
            ("from", 2, "prep", "ADP", "IN"),
            ("Discogs", 3, "pobj", "PROPN", "NNP"),
            (".", 1, "punct", "PUNCT", "."),
        ],
    )
    assert outputs(caption, final_mark_candidates) == []
    apposition = make_doc(
        VOCAB,
        [
            ("Requiem", 1, "compound", "PROPN", "NNP"),
            ("Survey", 1, "ROOT", "PROPN", "NNP"),
            (",", 1, "punct", "PUNCT", ","),
            ("a", 4, "det", "DET", "DT"),
            ("website", 1, "appos", "NOUN", "NN"),
            ("established", 4, "acl", "VERB", "VBN"),
            ("in", 5, "prep", "ADP", "IN"),
            ("2003", 6, "pobj", "NUM", "CD"),
            (".", 1, "punct", "PUNCT", "."),
        ],
    )
    assert outputs(apposition, final_mark_candidates) == []


def test_a_misread_present_verb_must_agree_with_the_noun_before_it():
    agrees = make_doc(
        VOCAB,
        [
            ("Haswell", 1, "nmod", "PROPN", "NNP"),
            ("studies", 4, "nmod", "NOUN", "NNS"),
            ("short", 4, "amod", "ADJ", "JJ"),
            ("period", 4, "compound", "NOUN", "NN"),
            ("exoplanets", 4, "ROOT", "NOUN", "NNS"),
            (".", 4, "punct", "PUNCT", "."),
        ],
    )
    assert outputs(agrees, final_mark_candidates) == ["Haswell studies short period exoplanets!"]
    # "candidate" is also a verb, but "UKIP candidate" is a noun phrase: no "!".
    noun = make_doc(
        VOCAB,
        [
            ("No", 2, "det", "DET", "DT"),
            ("UKIP", 2, "compound", "PROPN", "NNP"),
            ("candidate", 2, "ROOT", "NOUN", "NN"),
            ("as", 2, "prep", "ADP", "IN"),
            ("previous", 3, "pobj", "ADJ", "JJ"),
            (".", 2, "punct", "PUNCT", "."),
        ],
    )
    assert outputs(noun, final_mark_candidates) == []


def _listing(last: str) -> object:
    return make_doc(
        VOCAB,
        [
            ("He", 1, "nsubj", "PRON", "PRP"),
            ("listed", 1, "ROOT", "VERB", "VBD"),
            ("rain", 1, "dobj", "NOUN", "NN"),
            (",", 2, "punct", "PUNCT", ","),
            ("snow", 2, "conj", "NOUN", "NN"),
            (",", 4, "punct", "PUNCT", ","),
            (last, 4, "conj", "X", "FW"),
            (".", 1, "punct", "PUNCT", "."),
        ],
    )


def test_a_sentence_may_end_on_etc_but_not_on_eg():
    assert outputs(_listing("etc"), final_mark_candidates) == ["He listed rain, snow, etc.!"]
    assert outputs(_listing("etc"), repeat_mark_candidates) == []  # never "etc...."
    assert outputs(_listing("e.g"), final_mark_candidates) == []  # a line cut before its example


def test_a_whole_quoted_statement_takes_the_mark_inside_the_quotes():
    doc = make_doc(
        VOCAB,
        [
            ('"', 3, "punct", "PUNCT", "``"),
            ("Players", 2, "compound", "NOUN", "NNS"),
            ("ages", 3, "nsubj", "NOUN", "NNS"),
            ("are", 3, "ROOT", "AUX", "VBP"),
            ("as", 3, "prep", "ADP", "IN"),
            ("of", 4, "prep", "ADP", "IN"),
            ("July", 5, "pobj", "PROPN", "NNP"),
            ('"', 3, "punct", "PUNCT", "''"),
        ],
        spaces=[False, True, True, True, True, True, False, False],
    )
    assert outputs(doc, final_mark_candidates) == ['"Players ages are as of July!"']


# --- titles ---------------------------------------------------------------------------------


def test_a_name_with_its_place_or_a_disambiguator_is_quoted_whole():
    place = make_doc(VOCAB, [("Hilger", 0, "ROOT", "PROPN", "NNP"), (",", 0, "punct", "PUNCT", ","), ("Texas", 0, "appos", "PROPN", "NNP")])
    assert outputs(place, subject_quote_candidates) == ['"Hilger, Texas"']
    person = make_doc(
        VOCAB,
        [
            ("Harry", 1, "compound", "PROPN", "NNP"),
            ("Middleton", 1, "ROOT", "PROPN", "NNP"),
            ("(", 1, "punct", "PUNCT", "-LRB-"),
            ("footballer", 1, "appos", "NOUN", "NN"),
            (",", 3, "punct", "PUNCT", ","),
            ("born", 3, "acl", "VERB", "VBN"),
            ("1937", 5, "npadvmod", "NUM", "CD"),
            (")", 1, "punct", "PUNCT", "-RRB-"),
        ],
        spaces=[True, True, False, False, True, True, False, False],
    )
    assert outputs(person, subject_quote_candidates) == ['"Harry Middleton (footballer, born 1937)"']
    listing = make_doc(
        VOCAB,
        [("Horse", 0, "ROOT", "PROPN", "NNP"), (",", 0, "punct", "PUNCT", ","), ("Apple", 0, "conj", "PROPN", "NNP"), (",", 2, "punct", "PUNCT", ","), ("and", 2, "cc", "CCONJ", "CC"), ("Tulip", 2, "conj", "PROPN", "NNP"), (".", 0, "punct", "PUNCT", ".")],
    )
    assert outputs(listing, subject_quote_candidates) == []  # a list with a final period, not a name


def test_a_name_ending_in_an_abbreviation_keeps_its_point_inside_the_quotes():
    club = make_doc(VOCAB, [("Araruama", 1, "compound", "PROPN", "NNP"), ("F.C.", 1, "ROOT", "PROPN", "NNP")])
    assert outputs(club, subject_quote_candidates) == ['"Araruama F.C."']
    assert outputs(club, final_mark_candidates) == []


def test_verb_tags_in_title_case_names_and_list_titles():
    film = make_doc(VOCAB, [("Play", 0, "ROOT", "VERB", "VB"), ("or", 0, "cc", "CCONJ", "CC"), ("Die", 0, "conj", "VERB", "VB")])
    assert outputs(film, subject_quote_candidates) == ['"Play or Die"']
    command = make_doc(VOCAB, [("Keep", 0, "ROOT", "VERB", "VB"), ("it", 0, "dobj", "PRON", "PRP"), ("going", 0, "xcomp", "VERB", "VBG")])
    assert outputs(command, subject_quote_candidates) == []  # not title case: an imperative
    trips = make_doc(
        VOCAB,
        [
            ("List", 0, "ROOT", "NOUN", "NN"),
            ("of", 0, "prep", "ADP", "IN"),
            ("trips", 1, "pobj", "NOUN", "NNS"),
            ("made", 2, "acl", "VERB", "VBN"),
            ("by", 3, "agent", "ADP", "IN"),
            ("Trump", 4, "pobj", "PROPN", "NNP"),
        ],
    )
    assert outputs(trips, subject_quote_candidates) == ['"List of trips made by Trump"']


# --- quoted subjects ------------------------------------------------------------------------


def test_a_possessive_or_counted_common_noun_subject_is_not_quoted():
    possessive = make_doc(
        VOCAB,
        [
            ("Haswell", 2, "poss", "PROPN", "NNP"),
            ("'s", 0, "case", "PART", "POS"),
            ("publications", 3, "nsubj", "NOUN", "NNS"),
            ("include", 3, "ROOT", "VERB", "VBP"),
            (":", 3, "punct", "PUNCT", ":"),
        ],
        spaces=[False, True, True, False, False],
    )
    assert outputs(possessive, subject_quote_candidates) == []  # a common noun phrase, not a name
    counted = make_doc(
        VOCAB,
        [
            ("The", 2, "det", "DET", "DT"),
            ("66", 2, "nummod", "NUM", "CD"),
            ("tournaments", 4, "nsubjpass", "NOUN", "NNS"),
            ("are", 4, "auxpass", "AUX", "VBP"),
            ("divided", 4, "ROOT", "VERB", "VBN"),
            (":", 4, "punct", "PUNCT", ":"),
        ],
    )
    assert outputs(counted, subject_quote_candidates) == []
    quantity = make_doc(
        VOCAB,
        [("12", 1, "nummod", "NUM", "CD"), ("people", 2, "nsubj", "NOUN", "NNS"), ("gathered", 2, "ROOT", "VERB", "VBD"), (".", 2, "punct", "PUNCT", ".")],
    )
    assert outputs(quantity, subject_quote_candidates) == []  # a quantity, not a name


def test_a_participle_in_a_common_noun_subject_or_a_title_is_not_quoted():
    following = make_doc(
        VOCAB,
        [("The", 2, "det", "DET", "DT"), ("following", 2, "amod", "VERB", "VBG"), ("data", 3, "nsubj", "NOUN", "NN"), ("is", 3, "ROOT", "AUX", "VBZ"), ("here", 3, "advmod", "ADV", "RB"), (".", 3, "punct", "PUNCT", ".")],
    )
    assert outputs(following, subject_quote_candidates) == []  # a common noun phrase, not a name
    podcast = make_doc(
        VOCAB,
        [("the", 2, "det", "DET", "DT"), ("Making", 2, "amod", "VERB", "VBG"), ("Movies", 3, "nsubj", "PROPN", "NNPS"), ("is", 3, "ROOT", "AUX", "VBZ"), ("Hard", 3, "acomp", "ADJ", "JJ")],
    )
    assert outputs(podcast, subject_quote_candidates) == []  # "the Making Movies is Hard" is a title


def test_wiki_markup_and_code_stay_untouched_but_a_click_consonant_word_does_not():
    transform = PunctuationInsertion()
    header = make_doc(VOCAB, [("!", 1, "punct", "PUNCT", "."), ("align", 1, "ROOT", "NOUN", "NN"), ("=", 1, "punct", "PUNCT", "SYM"), ("left|Total", 1, "appos", "NOUN", "NN")], spaces=[False, False, False, False])
    assert transform.candidates(header) == []
    assert transform.apply(header, random.Random(0)).reason == "pi.markup"
    lyric = make_doc(VOCAB, [("И", 1, "cc", "CCONJ", "CC"), ("сад", 1, "ROOT", "NOUN", "NN"), ("--", 1, "punct", "PUNCT", ":"), ("пу", 1, "dep", "X", "XX"), ("--", 1, "punct", "PUNCT", ":"), ("сто", 1, "dep", "X", "XX")])
    assert transform.candidates(lyric) == []
    prose = make_doc(VOCAB, [("!Kung", 1, "nsubj", "PROPN", "NNP"), ("live", 1, "ROOT", "VERB", "VBP"), ("here", 1, "advmod", "ADV", "RB"), (".", 1, "punct", "PUNCT", ".")])
    assert "!Kung live here!" in outputs(prose, final_mark_candidates)
    assert transform.candidates(prose)


def _called(closing_tokens):
    """'He was called "X."' with the given tokens after "called" (all verbs hang on "called")."""
    words = [("He", 2, "nsubjpass", "PRON", "PRP"), ("was", 2, "auxpass", "AUX", "VBD"), ("called", 2, "ROOT", "VERB", "VBN")]
    words += [(text, 2, dep, pos, tag) for text, dep, pos, tag in closing_tokens]
    spaces = [True, True, True] + [False] * len(closing_tokens)
    spaces[2] = True
    return make_doc(VOCAB, words, spaces=spaces)


def test_a_period_inside_a_closing_quote_becomes_a_mark_after_it():
    doc = _called([('"', "punct", "PUNCT", "``"), ("slashing", "oprd", "ADJ", "JJ"), (".", "punct", "PUNCT", "."), ('"', "punct", "PUNCT", "''")])
    assert doc.text == 'He was called "slashing."'
    assert outputs(doc, final_mark_candidates) == ['He was called "slashing"!']  # the quoted word stays as written


def test_no_final_mark_inside_an_open_quotation_or_after_a_nested_one():
    unclosed = _called([('"', "punct", "PUNCT", "``"), ("slashing", "oprd", "ADJ", "JJ"), (".", "punct", "PUNCT", ".")])
    assert unclosed.text == 'He was called "slashing.'
    assert outputs(unclosed, final_mark_candidates) == []
    assert outputs(unclosed, repeat_mark_candidates) == []
    nested = _called([('"', "punct", "PUNCT", "``"), ("Hi", "oprd", "INTJ", "UH"), ("!", "punct", "PUNCT", "."), ('"', "punct", "PUNCT", "''"), (".", "punct", "PUNCT", "."), ('"', "punct", "PUNCT", "''")])
    assert nested.text == 'He was called "Hi!"."'
    assert outputs(nested, final_mark_candidates) == []


def test_an_abbreviation_with_an_inner_point_is_a_cut_off_end():
    doc = make_doc(
        VOCAB,
        [("He", 1, "nsubj", "PRON", "PRP"), ("graduated", 1, "ROOT", "VERB", "VBD"), ("with", 1, "prep", "ADP", "IN"), ("a", 4, "det", "DET", "DT"), ("B.Litt", 2, "pobj", "PROPN", "NNP"), (".", 1, "punct", "PUNCT", ".")],
        spaces=[True, True, True, True, False, False],
    )
    assert outputs(doc, final_mark_candidates) == []
    assert outputs(doc, repeat_mark_candidates) == []


def test_a_title_case_line_without_a_final_mark_is_no_statement():
    doc = make_doc(
        VOCAB,
        [("He", 1, "nsubj", "PRON", "PRP"), ("Was", 1, "ROOT", "AUX", "VBD"), ("There", 1, "advmod", "ADV", "RB"), ("When", 5, "advmod", "SCONJ", "WRB"), ("I", 5, "nsubj", "PRON", "PRP"), ("Needed", 1, "advcl", "VERB", "VBD"), ("You", 5, "dobj", "PRON", "PRP")],
    )
    assert outputs(doc, final_mark_candidates) == []  # a song's title: no "!"
    name = make_doc(VOCAB, [("Thong", 1, "nsubj", "PROPN", "NNP"), ("Saw", 1, "ROOT", "VERB", "VBD"), ("Pak", 1, "dobj", "PROPN", "NNP")])
    assert outputs(name, subject_quote_candidates) == []  # not '"Thong" Saw Pak'


def test_a_year_that_ends_a_date_is_not_quoted_as_the_subject():
    doc = make_doc(
        VOCAB,
        [("On", 7, "prep", "ADP", "IN"), ("August", 0, "pobj", "PROPN", "NNP"), ("31", 1, "nummod", "NUM", "CD"), (",", 1, "punct", "PUNCT", ","), ("2018", 6, "nummod", "NUM", "CD"), ("Pledis", 6, "compound", "PROPN", "NNP"), ("Entertainment", 7, "nsubj", "PROPN", "NNP"), ("confirmed", 7, "ROOT", "VERB", "VBD"), ("it", 7, "dobj", "PRON", "PRP"), (".", 7, "punct", "PUNCT", ".")],
        spaces=[True, True, False, True, True, True, True, True, False, False],
    )
    assert doc.text == "On August 31, 2018 Pledis Entertainment confirmed it."
    assert outputs(doc, subject_quote_candidates) == []


def test_no_comma_after_a_coordinator_the_parser_hung_on_an_introductory_phrase():
    # A line cut before its start: "but" hangs on the fronted phrase, which ends after it.
    doc = make_doc(
        VOCAB,
        [
            ("after", 7, "prep", "ADP", "IN"),
            ("the", 2, "det", "DET", "DT"),
            ("storm", 0, "pobj", "NOUN", "NN"),
            (",", 0, "punct", "PUNCT", ","),
            ("but", 0, "cc", "CCONJ", "CC"),
            ("the", 6, "det", "DET", "DT"),
            ("roads", 7, "nsubj", "NOUN", "NNS"),
            ("reopened", 7, "ROOT", "VERB", "VBD"),
            (".", 7, "punct", "PUNCT", "."),
        ],
    )
    assert "after the storm, but, the roads reopened." not in outputs(doc, clause_comma_candidates)


def test_a_demonstrative_that_ends_its_phrase_may_take_the_comma_before_a_new_clause(nlp):
    doc = nlp("Many people were drawn to this and the town grew quickly.")
    assert "Many people were drawn to this, and the town grew quickly." in outputs(doc, clause_comma_candidates)
    assert not any(", the" in text.replace("this, and the", "") for text in outputs(doc, clause_comma_candidates))
