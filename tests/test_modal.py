"""MV on hand-built parses: the modal's form follows tense, aspect and voice."""

from __future__ import annotations

import random

import pytest
from sda_docs import (
    he_didnt_go,
    he_travelled,
    it_is_village,
    results_were_published,
    she_can_swim,
    she_travels,
    they_have_finished,
    title,
    travelled_and_wrote,
)

from sda_augment import render
from sda_augment.registry import get_transform
from sda_augment.transforms.modal.mv import ModalVerb


def outputs(doc, **params):
    return [(c.rule, render(doc.text, c.edits)) for c in ModalVerb(**params).candidates(doc)]


@pytest.mark.parametrize(
    "doc,expected",
    [
        (he_travelled(), ("mv.must_perfect", "He must have travelled widely in Europe.")),
        (they_have_finished(), ("mv.must_perfect", "They must have finished the report.")),
        (results_were_published(), ("mv.must_perfect", "The results must have been published in 2019.")),
        (it_is_village(), ("mv.must_plain", "It must be a village.")),
        (he_didnt_go(), ("mv.must_perfect", "He must not have gone.")),
        (he_didnt_go(contracted=False), ("mv.must_perfect", "He must not have gone.")),
        (travelled_and_wrote(), ("mv.must_perfect", "He must have travelled and written books.")),
    ],
    ids=["past", "perfect", "passive", "copula", "didnt", "did-not", "conjunct"],
)
def test_modal_forms(doc, expected):
    assert outputs(doc) == [expected]


@pytest.mark.parametrize(
    "doc,reason",
    [
        (she_can_swim(), "mv.modal_clause"),
        (title(), "clause.no_verb"),
        (it_is_village(negated=True), "mv.prohibition"),
    ],
    ids=["modal", "title", "negated-present"],
)
def test_not_applicable_with_a_specific_reason(doc, reason):
    transform = ModalVerb()
    assert not transform.applicable(doc)
    result = transform.apply(doc, random.Random(0))
    assert not result.changed and result.text == doc.text and result.reason == reason


def test_paper_lexicon_is_an_option_and_agrees_with_the_subject():
    texts = {text for _, text in outputs(he_travelled(), lexicon="paper")}
    assert "He should have travelled widely in Europe." in texts
    assert "He has to have travelled widely in Europe." in texts
    assert "He must have travelled widely in Europe." in texts
    # negated clauses only take the default epistemic "must"
    assert outputs(he_didnt_go(), lexicon="paper") == [("mv.must_perfect", "He must not have gone.")]


def test_default_lexicon_never_uses_deontic_or_future_modals():
    for doc in (he_travelled(), results_were_published(), she_travels()):
        for _, text in outputs(doc):
            assert " should " not in text and " will " not in text and " has to " not in text


def test_unknown_lexicon_is_rejected():
    with pytest.raises(ValueError):
        ModalVerb(lexicon="nope")


def test_registered_as_positive():
    transform = get_transform("mv")
    assert isinstance(transform, ModalVerb) and transform.polarity == "positive"


def test_real_parse_keeps_text_outside_the_edit(nlp):
    doc = nlp("South Australia (SA)  has a unique position in its history.")
    result = ModalVerb().apply(doc, random.Random(1))
    assert result.text == "South Australia (SA)  does have a unique position in its history."


def test_present_events_take_emphatic_do_and_must_is_opt_in():
    # "She must travel." would be an order; "She does travel." keeps the claim and its time
    assert outputs(she_travels()) == [("mv.emphatic_do", "She does travel.")]
    assert outputs(she_travels("They", "travel", "VBP")) == [("mv.emphatic_do", "They do travel.")]
    assert outputs(she_travels("They", "travels", "VBZ")) == []  # disagreement: do or does?
    assert outputs(she_travels(), present_events=True) == [("mv.must_plain", "She must travel.")]
    from sda_docs import build

    rows = [("It", 1, "nsubj", "PRON", "PRP"), ("includes", 1, "ROOT", "VERB", "VBZ"), ("ten", 3, "nummod", "NUM", "CD"), ("cards", 1, "dobj", "NOUN", "NNS"), (".", 1, "punct", "PUNCT", ".")]
    doc = build(rows, ["it", "include", "ten", "card", "."])
    assert outputs(doc) == [("mv.emphatic_do", "It does include ten cards.")]  # a present main verb: emphatic do


def test_adverb_goes_between_must_and_be():
    from sda_docs import she_is_now_playing

    assert outputs(she_is_now_playing()) == [("mv.must_plain", "She must now be playing.")]


def test_reduced_relative_is_skipped():
    from sda_docs import team_placed_will_be_relegated

    assert outputs(team_placed_will_be_relegated()) == []


# --- rewrites of modal clauses --------------------------------------------------------------


def _build(rows, lemmas, spaces=None):
    from sda_docs import build

    return build(rows, lemmas, spaces)


def future(subject="The final", tag="NN", middle=(("will", "aux", "AUX", "MD", "will"),), verb=("held", "VBN"), passive=True):
    """``subject`` will [be] ``verb`` in May."""
    words = subject.split()
    rows = [(w, len(words) - 1, "det", "DET", "DT") for w in words[:-1]]
    n = len(words) + len(middle) + (1 if passive else 0)
    rows.append((words[-1], n, "nsubjpass" if passive else "nsubj", "NOUN" if tag.startswith("NN") else "PRON", tag))
    lemmas = [w.lower() for w in words]
    for word, dep, pos, tag_, lemma in middle:
        rows.append((word, n, dep, pos, tag_))
        lemmas.append(lemma)
    if passive:
        rows.append(("be", n, "auxpass", "AUX", "VB"))
        lemmas.append("be")
    rows += [(verb[0], n, "ROOT", "VERB", verb[1]), ("in", n, "prep", "ADP", "IN"), ("May", n + 1, "pobj", "PROPN", "NNP"), (".", n, "punct", "PUNCT", ".")]
    lemmas += [verb[0], "in", "May", "."]
    spaces = [True] * len(rows)
    spaces[-2] = spaces[-1] = False
    for i, _row in enumerate(rows):
        if i + 1 < len(rows) and rows[i + 1][0] == "n't":
            spaces[i] = False
    return _build(rows, lemmas, spaces)


NOT = ("not", "neg", "PART", "RB", "not")
NT = ("n't", "neg", "PART", "RB", "not")
WILL = ("will", "aux", "AUX", "MD", "will")
WO = ("wo", "aux", "AUX", "MD", "will")


@pytest.mark.parametrize(
    "doc,expected",
    [
        (future(), "The final is going to be held in May."),
        (future("The finals", "NNS"), "The finals are going to be held in May."),
        (future("I", "PRP", verb=("play", "VB"), passive=False), "I am going to play in May."),
        (future("They", "PRP", (WILL, NOT), ("play", "VB"), False), "They are not going to play in May."),
        (future("They", "PRP", (WO, NT), ("play", "VB"), False), "They aren't going to play in May."),
        (future("He", "PRP", (WILL, ("also", "advmod", "ADV", "RB", "also")), ("play", "VB"), False), "He is also going to play in May."),
    ],
    ids=["singular", "plural", "first-person", "not", "won't", "adverb"],
)
def test_will_becomes_be_going_to(doc, expected):
    # "must be held" would be an order; "be going to" states the same future as firmly
    assert outputs(doc) == [("mv.going_to", expected)]


@pytest.mark.parametrize(
    "doc",
    [
        future("He", "PRP", (WILL, ("usually", "advmod", "ADV", "RB", "usually")), ("play", "VB"), False),
        future("He", "PRP", (WILL, ("have", "aux", "AUX", "VB", "have")), ("played", "VBN"), False),
        future("He", "PRP", (WILL, ("likely", "advmod", "ADV", "RB", "likely")), ("play", "VB"), False),
        future("Some", "DT"),
        future("He", "PRP", (("may", "aux", "AUX", "MD", "may"),), ("play", "VB"), False),
    ],
    ids=["habitual", "future-perfect", "adverb-with-no-place", "unclear-number", "may"],
)
def test_other_modal_clauses_stay_not_applicable(doc):
    assert outputs(doc) == []
    assert ModalVerb().apply(doc, random.Random(0)).reason == "mv.modal_clause"


def test_may_refer_to_and_can_refer_to_swap():
    def refers(modal):
        rows = [("Pikauba", 2, "nsubj", "PROPN", "NNP"), (modal, 2, "aux", "AUX", "MD"), ("refer", 2, "ROOT", "VERB", "VB"), ("to", 2, "prep", "ADP", "IN"), (":", 2, "punct", "PUNCT", ":")]
        return _build(rows, ["Pikauba", modal, "refer", "to", ":"])

    assert outputs(refers("may")) == [("mv.modal_swap", "Pikauba can refer to:")]
    assert outputs(refers("can")) == [("mv.modal_swap", "Pikauba may refer to:")]
    assert outputs(refers("might")) == []
    # "should", "will" ... of the paper lexicon never stack on a modal; its "must" swaps the same way
    assert outputs(refers("may"), lexicon="paper") == [("mv.modal_swap", "Pikauba can refer to:")]


# --- main clauses the shared analysis misses ------------------------------------------------


def test_reported_clause_with_a_pronoun_is_not_an_inversion():
    def report(verb, lemma):
        rows = [("She", 1, "nsubj", "PRON", "PRP"), (verb, 1, "ROOT", "VERB", "VBD"), ("he", 4, "nsubj", "PRON", "PRP"), ("had", 4, "aux", "AUX", "VBD"), ("left", 1, "ccomp", "VERB", "VBN"), (".", 1, "punct", "PUNCT", ".")]
        return _build(rows, ["she", lemma, "he", "have", "leave", "."])

    assert outputs(report("said", "say")) == [("mv.must_perfect", "She must have said he had left.")]
    assert outputs(report("sang", "sing")) == []  # not a verb of saying: the inversion test stands


def test_subject_hung_on_the_auxiliary_of_a_split_verb():
    rows = [("The", 1, "det", "DET", "DT"), ("CD", 2, "nsubj", "PROPN", "NNP"), ("was", 3, "auxpass", "AUX", "VBD"), ("re", 3, "ROOT", "VERB", "VBN"), ("-", 3, "punct", "PUNCT", "HYPH"), ("released", 3, "advcl", "VERB", "VBN"), (".", 3, "punct", "PUNCT", ".")]
    doc = _build(rows, ["the", "CD", "be", "re", "-", "release", "."], [True, True, True, False, False, False, False])
    assert outputs(doc) == [("mv.must_perfect", "The CD must have been re-released.")]


def test_past_verb_read_as_a_participle_on_its_subject():
    def noun_root(verb, lemma, obj=False):
        rows = [("The", 1, "det", "DET", "DT"), ("couple", 1, "ROOT", "NOUN", "NN"), (verb, 1, "acl", "VERB", "VBN"), ("in", 2, "prep", "ADP", "IN"), ("1978", 3, "pobj", "NUM", "CD"), (".", 1, "punct", "PUNCT", ".")]
        return _build(rows, ["the", "couple", lemma, "in", "1978", "."])

    assert outputs(noun_root("divorced", "divorce")) == [("mv.must_perfect", "The couple must have divorced in 1978.")]
    # "The couple photographed in 1978.": a caption; a transitive verb without an object stays a participle
    assert outputs(noun_root("photographed", "photograph")) == []


def test_past_verb_read_as_an_adjective():
    rows = [("They", 1, "nsubj", "PRON", "PRP"), ("qualified", 1, "ROOT", "ADJ", "JJ"), ("for", 1, "prep", "ADP", "IN"), ("it", 2, "pobj", "PRON", "PRP"), (".", 1, "punct", "PUNCT", ".")]
    doc = _build(rows, ["they", "qualified", "for", "it", "."])
    assert outputs(doc) == [("mv.must_perfect", "They must have qualified for it.")]


def test_name_after_an_opening_phrase_is_the_subject():
    rows = [
        ("In", 4, "prep", "ADP", "IN"), ("2015", 0, "pobj", "NUM", "CD"), (",", 4, "punct", "PUNCT", ","),
        ("Ben", 4, "compound", "PROPN", "NNP"), ("co", 4, "ROOT", "VERB", "VBD"), ("-", 4, "punct", "PUNCT", "HYPH"),
        ("founded", 4, "conj", "VERB", "VBD"), ("a", 8, "det", "DET", "DT"), ("firm", 6, "dobj", "NOUN", "NN"), (".", 4, "punct", "PUNCT", "."),
    ]
    spaces = [True, False, True, True, False, False, True, True, False, False]
    doc = _build(rows, ["in", "2015", ",", "Ben", "co", "-", "found", "a", "firm", "."], spaces)
    assert outputs(doc) == [("mv.must_perfect", "In 2015, Ben must have co-founded a firm.")]


def test_quoted_title_is_the_subject():
    rows = [('"', 3, "punct", "PUNCT", "``"), ("Why", 3, "advmod", "ADV", "WRB"), ('"', 3, "punct", "PUNCT", "''"), ("is", 3, "ROOT", "AUX", "VBZ"), ("a", 5, "det", "DET", "DT"), ("song", 3, "attr", "NOUN", "NN"), (".", 3, "punct", "PUNCT", ".")]
    doc = _build(rows, ['"', "why", '"', "be", "a", "song", "."], [False, False, True, True, True, False, False])
    assert outputs(doc) == [("mv.must_plain", '"Why" must be a song.')]


# --- present tense ----------------------------------------------------------------------------


def present(subject, subject_tag, verb, lemma, obj="the club", colon=False):
    det, noun = obj.split()
    rows = [(subject, 1, "nsubj", "PROPN" if subject[0].isupper() and subject != "The" else "NOUN", subject_tag), (verb, 1, "ROOT", "VERB", "VBZ" if verb.endswith("s") else "VBP"), (det, 3, "det", "DET", "DT"), (noun, 1, "dobj", "NOUN", "NNS" if noun.endswith("s") else "NN"), (":" if colon else ".", 1, "punct", "PUNCT", ":" if colon else ".")]
    return _build(rows, [subject.lower(), lemma, det, noun, ":" if colon else "."])


def test_list_header_with_a_complete_claim_takes_emphatic_do():
    assert outputs(present("It", "PRP", "runs", "run", "six institutes", colon=True)) == [("mv.emphatic_do", "It does run six institutes:")]
    rows = [("His", 1, "poss", "PRON", "PRP$"), ("books", 2, "nsubj", "NOUN", "NNS"), ("include", 2, "ROOT", "VERB", "VBP"), (":", 2, "punct", "PUNCT", ":")]
    assert outputs(_build(rows, ["his", "book", "include", ":"])) == []  # the claim is the list


def test_names_ending_in_s_and_collective_nouns_agree_with_their_verb():
    assert outputs(present("Morales", "NNS", "leads", "lead")) == [("mv.emphatic_do", "Morales does lead the club.")]
    assert outputs(present("team", "NN", "represent", "represent")) == [("mv.emphatic_do", "a team do represent the club.")]  # its article back, in the line's lower case
    assert outputs(present("book", "NN", "represent", "represent")) == []  # a typo in the input: do or does?


def test_stative_passive_takes_must_but_not_a_plan():
    def set_(after):
        rows = [("It", 2, "nsubjpass", "PRON", "PRP"), ("is", 2, "auxpass", "AUX", "VBZ"), ("set", 2, "ROOT", "VERB", "VBN")]
        lemmas = ["it", "be", "set"]
        if after == "north":
            rows += [("north", 2, "advmod", "ADV", "RB"), ("of", 3, "prep", "ADP", "IN"), ("Paris", 4, "pobj", "PROPN", "NNP")]
            lemmas += ["north", "of", "Paris"]
        else:
            rows += [("to", 4, "aux", "PART", "TO"), ("close", 2, "xcomp", "VERB", "VB"), ("soon", 4, "advmod", "ADV", "RB")]
            lemmas += ["to", "close", "soon"]
        rows.append((".", 2, "punct", "PUNCT", "."))
        return _build(rows, lemmas + ["."])

    assert outputs(set_("north")) == [("mv.must_plain", "It must be set north of Paris.")]
    assert outputs(set_("to")) == []  # "is set to close": a plan; "must be set to" would be an order


def test_name_after_an_opening_adverb_and_plural_team_names():
    rows = [("So", 2, "advmod", "ADV", "RB"), ("Chloé", 2, "compound", "PROPN", "NNP"), ("deduces", 2, "ROOT", "VERB", "VBZ"), ("it", 2, "dobj", "PRON", "PRP"), (".", 2, "punct", "PUNCT", ".")]
    assert outputs(_build(rows, ["so", "Chloé", "deduce", "it", "."])) == [("mv.emphatic_do", "So Chloé does deduce it.")]
    rows = [("The", 1, "det", "DET", "DT"), ("Warhawks", 2, "nsubj", "PROPN", "NNP"), ("play", 2, "ROOT", "VERB", "VB"), ("at", 2, "prep", "ADP", "IN"), ("home", 3, "pobj", "NOUN", "NN"), (".", 2, "punct", "PUNCT", ".")]
    assert outputs(_build(rows, ["the", "Warhawks", "play", "at", "home", "."])) == [("mv.emphatic_do", "The Warhawks do play at home.")]
    rows[0] = ("A", 1, "det", "DET", "DT")  # "A Warhawks play": no plural name, the imperative reading stands
    assert outputs(_build(rows, ["a", "Warhawks", "play", "at", "home", "."])) == []


def test_negative_subject_is_its_quantifier_not_a_relative_clause():
    def people(det, relative_no):
        rows = [(det, 1, "det", "DET", "DT"), ("people", 5, "nsubj", "NOUN", "NNS"), ("who", 3, "nsubj", "PRON", "WP"), ("had", 1, "relcl", "VERB", "VBD"), (relative_no, 3, "dobj", "DET", "DT"), ("left", 5, "ROOT", "VERB", "VBD"), (".", 5, "punct", "PUNCT", ".")]
        return _build(rows, [det.lower(), "people", "who", "have", relative_no, "leave", "."])

    assert outputs(people("The", "none")) == [("mv.must_perfect", "The people who had none must have left.")]
    assert outputs(people("No", "some")) == []  # "No people must have left" reads oddly
