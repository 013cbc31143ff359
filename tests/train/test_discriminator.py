import pytest

torch = pytest.importorskip("torch")

from sda_augment.train.discriminator import (  # noqa: E402
    AugmentationDiscriminator,
    GradientReversal,
    reverse_gradient,
)


def test_forward_is_identity_and_gradient_is_reversed_and_scaled():
    x = torch.tensor([1.0, -2.0, 3.0], requires_grad=True)
    y = reverse_gradient(x, alpha=0.5)
    assert torch.equal(y, x)
    (y * torch.tensor([1.0, 2.0, 3.0])).sum().backward()
    assert torch.allclose(x.grad, torch.tensor([-0.5, -1.0, -1.5]))


def test_module_flips_sign_relative_to_plain_path():
    x = torch.randn(4, 3, generator=torch.Generator().manual_seed(0), requires_grad=True)
    (x**2).sum().backward()
    plain = x.grad.clone()
    x.grad = None
    (GradientReversal(1.0)(x) ** 2).sum().backward()
    assert torch.allclose(x.grad, -plain)


def test_discriminator_gradient_to_encoder_opposes_its_own_learning():
    torch.manual_seed(0)
    disc = AugmentationDiscriminator(dim=4, n_types=3, hidden=8, alpha=1.0)
    original = torch.randn(5, 4, requires_grad=True)
    augmented = torch.randn(5, 4)
    labels = torch.tensor([0, 1, 2, 0, 1])
    assert disc(original, augmented).shape == (5, 3)
    disc.loss(original, augmented, labels).backward()
    reversed_grad = original.grad.clone()
    # The same MLP without reversal gives exactly the opposite gradient on the inputs.
    original.grad = None
    pair = torch.cat([original, augmented], dim=-1)
    torch.nn.functional.cross_entropy(disc.mlp(pair), labels).backward()
    assert torch.allclose(reversed_grad, -original.grad)
    assert reversed_grad.abs().sum() > 0


def test_needs_two_types_and_non_negative_alpha():
    with pytest.raises(ValueError):
        AugmentationDiscriminator(4, 1)
    with pytest.raises(ValueError):
        GradientReversal(-1.0)
