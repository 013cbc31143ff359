import pytest

torch = pytest.importorskip("torch")

from sda_augment.train.discriminator import (
    AugmentationDiscriminator,
    GradientReversal,
    scale_gradient,
)


def test_forward_is_identity_and_gradient_is_scaled_by_alpha():
    x = torch.tensor([1.0, -2.0, 3.0], requires_grad=True)
    y = scale_gradient(x, alpha=-0.5)
    assert torch.equal(y, x)
    (y * torch.tensor([1.0, 2.0, 3.0])).sum().backward()
    assert torch.allclose(x.grad, torch.tensor([-0.5, -1.0, -1.5]))


def test_module_reverses_by_default_and_cooperates_with_alpha_one():
    x = torch.randn(4, 3, generator=torch.Generator().manual_seed(0), requires_grad=True)
    (x**2).sum().backward()
    plain = x.grad.clone()
    for alpha, expected in ((None, -plain), (1.0, plain), (0.0, torch.zeros_like(plain))):
        x.grad = None
        layer = GradientReversal() if alpha is None else GradientReversal(alpha)
        (layer(x) ** 2).sum().backward()
        assert torch.allclose(x.grad, expected), alpha


def toy(alpha: float):
    """A linear 'encoder' and a discriminator without dropout, so every pass is the same."""
    torch.manual_seed(0)
    encoder = torch.nn.Linear(3, 4)
    disc = AugmentationDiscriminator(dim=4, n_labels=3, alpha=alpha, dropout=0.0)
    inputs = torch.randn(6, 3)
    augmented = torch.randn(6, 3)
    labels = torch.tensor([0, 1, 2, 0, 1, 2])
    return encoder, disc, inputs, augmented, labels


@pytest.mark.parametrize("alpha, sign", [(-1.0, -1.0), (1.0, 1.0)])
def test_gradient_reaching_the_encoder_is_the_discriminators_own_times_alpha(alpha, sign):
    encoder, disc, inputs, augmented, labels = toy(alpha)
    original, other = encoder(inputs), encoder(augmented)
    original.retain_grad()
    other.retain_grad()
    disc.loss(original, other, labels).backward()
    # The discriminator's own gradient: what its loss asks of the vectors it reads.
    pair = torch.cat([original, other], dim=-1).detach().requires_grad_()
    logits = disc.mlp(pair)
    torch.nn.functional.binary_cross_entropy_with_logits(logits, torch.nn.functional.one_hot(labels, 3).float()).backward()
    own = pair.grad
    assert own.abs().sum() > 0
    reached = torch.cat([original.grad, other.grad], dim=-1)
    assert torch.allclose(reached, sign * own, atol=1e-7)
    if alpha < 0:  # antagonistic: opposite signs wherever the gradient is not zero
        nonzero = own.abs() > 1e-9
        assert (torch.sign(reached[nonzero]) == -torch.sign(own[nonzero])).all()


def test_an_encoder_step_raises_the_discriminators_loss_and_its_own_step_lowers_it():
    encoder, disc, inputs, augmented, labels = toy(-1.0)

    def loss():
        return disc.loss(encoder(inputs), encoder(augmented), labels)

    before = loss()
    before.backward()
    with torch.no_grad():  # only the encoder moves
        for parameter in encoder.parameters():
            parameter -= 1e-2 * parameter.grad
    after_encoder = loss().item()
    assert after_encoder > before.item()
    encoder.zero_grad()
    disc.zero_grad()
    current = loss()
    current.backward()
    with torch.no_grad():  # only the discriminator moves
        for parameter in disc.parameters():
            parameter -= 1e-2 * parameter.grad
    assert loss().item() < current.item()


def test_loss_is_binary_cross_entropy_over_every_label():
    torch.manual_seed(1)
    disc = AugmentationDiscriminator(dim=2, n_labels=4, dropout=0.0)
    original, augmented = torch.randn(5, 2), torch.randn(5, 2)
    labels = torch.tensor([0, 3, 1, 1, 2])
    probabilities = torch.sigmoid(disc(original, augmented))
    targets = torch.nn.functional.one_hot(labels, 4).float()
    by_hand = -(targets * probabilities.log() + (1 - targets) * (1 - probabilities).log()).mean()
    assert disc.loss(original, augmented, labels).item() == pytest.approx(by_hand.item(), rel=1e-5)
    softmax = torch.nn.functional.cross_entropy(disc(original, augmented), labels).item()
    assert disc.loss(original, augmented, labels).item() != pytest.approx(softmax, rel=1e-3)


def test_network_is_appendix_a5s():
    disc = AugmentationDiscriminator(dim=8, n_labels=5)
    layers = list(disc.mlp)
    kinds = [type(layer).__name__ for layer in layers]
    assert kinds == ["Dropout", "Linear", "Tanh", "Dropout", "Linear"]
    assert [layer.p for layer in layers if isinstance(layer, torch.nn.Dropout)] == [0.2, 0.2]
    assert (layers[1].in_features, layers[1].out_features) == (16, 32)  # twice the input's width
    assert (layers[4].in_features, layers[4].out_features) == (32, 5)
    assert disc.reverse.alpha == -1.0


def test_needs_two_labels():
    with pytest.raises(ValueError):
        AugmentationDiscriminator(4, 1)
