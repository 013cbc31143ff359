import math

import pytest

torch = pytest.importorskip("torch")

from sda_augment.train.losses import ContrastiveLoss


# Unit vectors at chosen angles, so every cosine is known in closed form.
def unit(degrees: float) -> list[float]:
    return [math.cos(math.radians(degrees)), math.sin(math.radians(degrees))]


ANCHORS = torch.tensor([unit(0), unit(90)])
POSITIVES = torch.tensor([unit(20), unit(60)])
NEGATIVES = torch.tensor([unit(5), unit(180)])


def cos(a: float, b: float) -> float:
    return math.cos(math.radians(a - b))


def test_eq4_matches_a_hand_computed_value():
    tau, delta = 0.2, 0.5
    anchor_angles, positive_angles, negative_angles = (0, 90), (20, 60), (5, 180)
    expected = 0.0
    for i, a in enumerate(anchor_angles):
        numerator = math.exp(cos(a, positive_angles[i]) / tau)
        denominator = sum(math.exp(cos(a, p) / tau) for p in positive_angles)
        denominator += math.exp((cos(a, negative_angles[i]) - delta) / tau)
        expected += -math.log(numerator / denominator)
    expected /= 2
    got = ContrastiveLoss(tau, delta)(ANCHORS, POSITIVES, NEGATIVES).item()
    assert got == pytest.approx(expected, rel=1e-5)
    # The negation 5 degrees from anchor 0 must matter: it raises the loss above SimCSE's.
    assert got > ContrastiveLoss(tau)(ANCHORS, POSITIVES).item() + 0.03


def test_huge_margin_reduces_to_unsupervised_simcse():
    simcse = ContrastiveLoss(0.2)(ANCHORS, POSITIVES).item()
    relaxed = ContrastiveLoss(0.2, margin=1e6)(ANCHORS, POSITIVES, NEGATIVES).item()
    assert relaxed == pytest.approx(simcse, rel=1e-6)
    # SimCSE by hand for anchor 0 and 1.
    tau = 0.2
    by_hand = sum(
        -math.log(math.exp(cos(a, p) / tau) / sum(math.exp(cos(a, q) / tau) for q in (20, 60)))
        for a, p in ((0, 20), (90, 60))
    ) / 2
    assert simcse == pytest.approx(by_hand, rel=1e-5)


def test_masked_negatives_are_left_out():
    loss = ContrastiveLoss(0.2, 0.5)
    mask = torch.tensor([False, True])
    got = loss(ANCHORS, POSITIVES, NEGATIVES, mask).item()
    tau = 0.2
    row0 = -math.log(math.exp(cos(0, 20) / tau) / (math.exp(cos(0, 20) / tau) + math.exp(cos(0, 60) / tau)))
    den1 = math.exp(cos(90, 20) / tau) + math.exp(cos(90, 60) / tau) + math.exp((cos(90, 180) - 0.5) / tau)
    row1 = -math.log(math.exp(cos(90, 60) / tau) / den1)
    assert got == pytest.approx((row0 + row1) / 2, rel=1e-5)


def test_shared_negative_enters_every_denominator_without_margin():
    tau = 0.2
    shared = torch.tensor([unit(45)])
    got = ContrastiveLoss(tau, margin=0.5)(ANCHORS, POSITIVES, shared_negatives=shared).item()
    expected = 0.0
    for a, p in ((0, 20), (90, 60)):
        den = sum(math.exp(cos(a, q) / tau) for q in (20, 60)) + math.exp(cos(a, 45) / tau)
        expected += -math.log(math.exp(cos(a, p) / tau) / den)
    assert got == pytest.approx(expected / 2, rel=1e-5)


def test_scale_invariance_and_bad_parameters():
    loss = ContrastiveLoss()
    assert loss(ANCHORS * 3, POSITIVES * 0.5).item() == pytest.approx(loss(ANCHORS, POSITIVES).item(), rel=1e-5)
    with pytest.raises(ValueError):
        ContrastiveLoss(temperature=0)
    with pytest.raises(ValueError):
        ContrastiveLoss(margin=-1)
    with pytest.raises(ValueError):
        loss(ANCHORS, POSITIVES[:1])
