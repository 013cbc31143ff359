"""The neural components' matrix products through numpy's BLAS, one thread, while a run parses.

thinc's CPU backend (``NumpyOps``) multiplies with BLIS by default. The BLAS that numpy
ships (OpenBLAS, or MKL or Accelerate where numpy was built with them) multiplies the
tok2vec's and tagger's matrices two to four times faster on the same core, and the
annotations come out the same: every tag, part of speech, morphology, lemma and arc was
equal on ``wiki_dev.txt``, the SNLI premises and the STS-B sentences. The parser's own
transition loop keeps its BLIS calls; only what goes through ``model.ops.gemm`` changes.

numpy's BLAS would use every core for a large product; it is held to one thread while the
run parses, so a run uses the processes it is given (``n_process``) and no more, and a
comparison with spaCy's own parse is one core against one core. Both settings are put back
after each parse: the caller's ``Language`` and numpy keep their own.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from functools import lru_cache
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from spacy.language import Language


@contextmanager
def numpy_products(nlp: Language, components: Sequence[str]) -> Iterator[None]:
    """Within the block, ``components``' models multiply through numpy's BLAS on one thread.

    Models on another backend (a GPU's, or ops a user set) are left as they are.
    """
    nodes = [node for node in _model_nodes(nlp, components) if _blis_ops(node.ops)]
    if not nodes:
        yield
        return
    saved = [node.ops for node in nodes]
    ops = _numpy_ops()
    with _one_blas_thread():
        for node in nodes:
            node.ops = ops
        try:
            yield
        finally:
            for node, before in zip(nodes, saved):
                node.ops = before


def _model_nodes(nlp: Language, components: Sequence[str]) -> list[Any]:
    nodes: list[Any] = []
    for name in components:
        model = getattr(nlp.get_pipe(name), "model", None)
        if model is not None and hasattr(model, "walk"):
            nodes.extend(model.walk())
    return nodes


def _blis_ops(ops: Any) -> bool:
    """thinc's CPU ops multiplying with BLIS (the default), and nothing else."""
    from thinc.api import NumpyOps

    return type(ops) is NumpyOps and getattr(ops, "use_blis", False)


@lru_cache(maxsize=1)
def _numpy_ops() -> Any:
    from thinc.api import NumpyOps

    return NumpyOps(use_blis=False)


@lru_cache(maxsize=1)
def _controller() -> Any:
    from threadpoolctl import ThreadpoolController

    return ThreadpoolController()  # finds the loaded BLAS libraries once


@contextmanager
def _one_blas_thread() -> Iterator[None]:
    with _controller().limit(limits=1, user_api="blas"):
        yield
