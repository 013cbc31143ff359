"""The neural components multiply through numpy's BLAS, on one thread, only while a run parses."""

from __future__ import annotations

from spacy.attrs import DEP, HEAD, LEMMA, MORPH, POS, TAG
from thinc.api import NumpyOps
from threadpoolctl import ThreadpoolController

from sda_augment._speed.matrix_ops import numpy_products

ATTRS = [POS, TAG, MORPH, LEMMA, DEP, HEAD]

TEXTS = [
    "A man in a blue shirt standing on a ladder.",
    "The committee did not approve the plan until 1998, when funding arrived.",
    "Two dogs are playing in the snow while their owner watches.",
    "She wasn’t sure whether the 2019–20 season had started.",
    "Erik Liberman",
    "Running faster, the runners' times were better than the best.",
]


def _nodes(nlp):
    return [node for name in ("tok2vec", "tagger", "parser") for node in nlp.get_pipe(name).model.walk()]


def _blas_threads() -> set[int]:
    return {lib["num_threads"] for lib in ThreadpoolController().info() if lib["user_api"] == "blas"}


def test_parses_with_numpy_products_annotate_as_spacy_does(nlp):
    stock = [doc.to_array(ATTRS).tolist() for doc in nlp.pipe(TEXTS)]
    with numpy_products(nlp, nlp.pipe_names):
        ours = [doc.to_array(ATTRS).tolist() for doc in nlp.pipe(TEXTS)]
    assert ours == stock


def test_inside_the_block_the_models_multiply_without_blis_on_one_blas_thread(nlp):
    before = [node.ops for node in _nodes(nlp)]
    assert all(type(ops) is NumpyOps and ops.use_blis for ops in before)  # spaCy's default
    threads_before = _blas_threads()
    with numpy_products(nlp, ["tok2vec", "tagger", "parser"]):
        inside = [node.ops for node in _nodes(nlp)]
        assert all(type(ops) is NumpyOps and not ops.use_blis for ops in inside)
        assert _blas_threads() <= {1}
    # put back: the caller's Language and numpy keep their own settings
    assert [node.ops for node in _nodes(nlp)] == before
    assert _blas_threads() == threads_before


def test_only_the_named_components_change(nlp):
    tagger_before = [node.ops for node in nlp.get_pipe("tagger").model.walk()]
    with numpy_products(nlp, ["tok2vec"]):
        assert [node.ops for node in nlp.get_pipe("tagger").model.walk()] == tagger_before
        assert not any(node.ops.use_blis for node in nlp.get_pipe("tok2vec").model.walk())


def test_ops_a_user_set_are_left_alone(nlp):
    tagger = nlp.get_pipe("tagger").model
    own = NumpyOps(use_blis=False)  # not thinc's default: someone chose these
    saved = [node.ops for node in tagger.walk()]
    try:
        for node in tagger.walk():
            node.ops = own
        with numpy_products(nlp, ["tagger"]):
            assert all(node.ops is own for node in tagger.walk())
        assert all(node.ops is own for node in tagger.walk())
    finally:
        for node, ops in zip(tagger.walk(), saved):
            node.ops = ops


def test_the_ops_are_put_back_when_the_parse_fails(nlp):
    before = [node.ops for node in _nodes(nlp)]
    try:
        with numpy_products(nlp, ["tok2vec", "tagger", "parser"]):
            raise RuntimeError("a record the parser chokes on")
    except RuntimeError:
        pass
    assert [node.ops for node in _nodes(nlp)] == before
