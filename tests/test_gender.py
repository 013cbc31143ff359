"""Gender swap: the word tables and the rules' building blocks (the case file runs in tests/test_cases.py)."""


from sda_augment.transforms.gender.gender import recase
from sda_augment.transforms.gender.rules import noun_counterparts, rule_data


def test_pairs_swap_back():
    table = noun_counterparts()
    one_way = rule_data().nouns.one_way
    for word, other in table.items():
        if word not in one_way and word != "bridegroom":  # "bridegroom" and "groom" both give "bride"
            assert table[other] == word, (word, other)


def test_one_way_words_are_no_pair_of_their_own():
    nouns = rule_data().nouns
    assert not set(nouns.one_way) & set(nouns.pairs)
    assert not set(nouns.one_way) & set(nouns.pairs.values())


def test_recase():
    assert recase("HE", "she") == "SHE"
    assert recase("He", "she") == "She"
    assert recase("he", "she") == "she"
