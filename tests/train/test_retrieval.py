import pytest

torch = pytest.importorskip("torch")
np = pytest.importorskip("numpy")

from sda_augment.train.retrieval import RetrievedNegatives, nearest_neighbours


def brute_force(vectors: np.ndarray, k: int) -> np.ndarray:
    unit = vectors / np.linalg.norm(vectors, axis=1, keepdims=True)
    scores = unit @ unit.T
    np.fill_diagonal(scores, -np.inf)
    return np.argsort(-scores, axis=1, kind="stable")[:, :k]


def test_toy_set_neighbours_are_the_obvious_ones():
    # Two tight clusters on opposite sides: each point's neighbour is in its own cluster.
    points = torch.tensor([[1.0, 0.0], [0.99, 0.05], [0.98, -0.1], [-1.0, 0.0], [-0.97, 0.1]])
    found = nearest_neighbours(points, k=1, backend="torch")
    assert found[:, 0].tolist() == [1, 0, 0, 4, 3]
    two = nearest_neighbours(points, k=2, backend="torch")
    assert two[0].tolist() == [1, 2]
    assert two[3].tolist() == [4, 2] or two[3].tolist() == [4, 1]


@pytest.mark.parametrize("chunk_size", [1, 7, 1000])
def test_chunked_torch_matches_brute_force_and_never_lists_self(chunk_size):
    vectors = torch.randn(50, 8, generator=torch.Generator().manual_seed(3))
    found = nearest_neighbours(vectors, k=5, chunk_size=chunk_size, backend="torch")
    assert found.shape == (50, 5)
    assert np.array_equal(found.numpy(), brute_force(vectors.numpy(), 5))
    assert not (found == torch.arange(50).unsqueeze(1)).any()


def test_faiss_backend_agrees_when_installed():
    pytest.importorskip("faiss")
    vectors = torch.randn(40, 6, generator=torch.Generator().manual_seed(1))
    assert torch.equal(nearest_neighbours(vectors, 4, backend="faiss"), nearest_neighbours(vectors, 4, backend="torch"))


def test_k_is_capped_and_bad_input_rejected():
    assert nearest_neighbours(torch.eye(3), k=64, backend="torch").shape == (3, 2)
    with pytest.raises(ValueError):
        nearest_neighbours(torch.ones(1, 4), k=1)
    with pytest.raises(ValueError):
        nearest_neighbours(torch.eye(3), k=0)


def test_sampler_draws_only_listed_neighbours_and_is_seeded():
    texts = ["a", "b", "c", "d"]
    neighbours = torch.tensor([[1, 2], [0, 3], [3, 0], [2, 1]])
    sampler = RetrievedNegatives(texts, neighbours)
    draws = [sampler.sample([0, 1, 2, 3], torch.Generator().manual_seed(s)) for s in range(30)]
    for draw in draws:
        assert draw[0] in {"b", "c"} and draw[1] in {"a", "d"} and draw[2] in {"d", "a"} and draw[3] in {"c", "b"}
    assert {draw[0] for draw in draws} == {"b", "c"}  # uniform over both, not always the first
    again = sampler.sample([0, 1, 2, 3], torch.Generator().manual_seed(5))
    assert again == draws[5]
