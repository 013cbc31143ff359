import random

import pytest

np = pytest.importorskip("numpy")
scipy_stats = pytest.importorskip("scipy.stats")

from sda_augment.train.sts import STSFormatError, evaluate_sts, read_sts, spearman


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_spearman_equals_scipy_with_ties(seed):
    rng = random.Random(seed)
    x = [rng.choice([0.0, 0.5, 1.0, 1.5, 2.0, 3.0]) for _ in range(60)]
    y = [v + rng.gauss(0, 1) for v in x]
    y[:5] = [y[0]] * 5  # ties in both
    assert spearman(x, y) == pytest.approx(scipy_stats.spearmanr(x, y).statistic, abs=1e-12)


def test_spearman_extremes():
    assert spearman([1, 2, 3, 4], [10, 20, 30, 40]) == pytest.approx(1.0)
    assert spearman([1, 2, 3, 4], [4, 3, 2, 1]) == pytest.approx(-1.0)
    with pytest.raises(ValueError):
        spearman([1], [2])


GLUE = (
    "index\tgenre\tfilename\tyear\told_index\tsource1\tsource2\tsentence1\tsentence2\tscore\n"
    '0\tmain-captions\tMSRvid\t2012test\t0001\tnone\tnone\tA man said "hi".\tA man spoke.\t3.800\n'
    "1\tmain-captions\tMSRvid\t2012test\t0002\tnone\tnone\tA cat.\tA dog.\t0.500\n"
)
SENTEVAL = (
    "main-captions\tMSRvid\t2012test\t0001\t5.000\tA plane is taking off.\tAn air plane is taking off.\n"
    "main-captions\tMSRvid\t2012test\t0004\t3.800\tA man is playing a flute.\tA man plays a bamboo flute.\textra\tcol\n"
)
SICK = (
    "pair_ID\tsentence_A\tsentence_B\trelatedness_score\tentailment_judgment\n"
    "1\tA boy is running.\tA kid runs.\t4.5\tENTAILMENT\n"
    "2\tA boy is running.\tA woman cooks.\t1.2\tNEUTRAL\n"
)


@pytest.mark.parametrize(
    "content, first",
    [
        (GLUE, ('A man said "hi".', "A man spoke.", 3.8)),
        (SENTEVAL, ("A plane is taking off.", "An air plane is taking off.", 5.0)),
        (SICK, ("A boy is running.", "A kid runs.", 4.5)),
    ],
)
def test_reads_each_layout(tmp_path, content, first):
    path = tmp_path / "sts.txt"
    path.write_text(content, encoding="utf-8")
    pairs = read_sts(path)
    assert len(pairs) == 2
    assert (pairs[0].sentence1, pairs[0].sentence2, pairs[0].score) == first


def test_unlabelled_glue_test_file_names_the_line(tmp_path):
    path = tmp_path / "test.tsv"
    path.write_text(GLUE.replace("\t0.500\n", "\t\n"), encoding="utf-8")
    with pytest.raises(STSFormatError, match=r"test\.tsv:3: score"):
        read_sts(path)


def test_unknown_layout_is_rejected(tmp_path):
    path = tmp_path / "x.tsv"
    path.write_text("a,b,c\n1,2,3\n", encoding="utf-8")
    with pytest.raises(STSFormatError, match="x.tsv:1"):
        read_sts(path)


def test_evaluate_sts_uses_cosine(tmp_path):
    path = tmp_path / "sick.txt"
    path.write_text(
        SICK + "3\tA man is eating.\tA man eats food.\t3.0\tNEUTRAL\n", encoding="utf-8"
    )
    pairs = read_sts(path)
    # Vectors chosen so cosine ranks the pairs exactly as the gold scores (4.5 > 3.0 > 1.2).
    table = {
        "A boy is running.": [1.0, 0.0],
        "A kid runs.": [0.9, 0.1],
        "A woman cooks.": [0.0, 1.0],
        "A man is eating.": [1.0, 1.0],
        "A man eats food.": [1.0, 0.2],
    }
    assert evaluate_sts(lambda texts: np.array([table[t] for t in texts]), pairs) == pytest.approx(1.0)
    # Scaling a vector must not change the cosine.
    table["A kid runs."] = [90.0, 10.0]
    assert evaluate_sts(lambda texts: np.array([table[t] for t in texts]), pairs) == pytest.approx(1.0)
