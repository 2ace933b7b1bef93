"""The dense side of hybrid search: WordLlama embeddings of each subgraph's name, description
and entities, computed once per distinct text and cached in the catalog file.

Vectors are stored at the model's full 256 dimensions (float16) keyed by a hash of the model
and the text, so a sync re-embeds only the texts it changed. Search uses the first ``DIM``
dimensions (WordLlama is trained Matryoshka-style: a prefix is itself an embedding), which
keeps a query to one small matrix-vector product over the distinct texts.
"""

from __future__ import annotations

import hashlib
import sqlite3
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from sextant.logs import get_logger
from sextant.routing.registry.catalog_store import CatalogStore
from sextant.routing.search.text import split_camel
from sextant.signals import dense as wordllama
from sextant.subgraphs.records import SubgraphRecord

__all__ = ["DIM", "DocVectors", "doc_text", "doc_vectors", "embed_query"]

log = get_logger(__name__)

DIM = 64
MODEL_ID = "wordllama-l2-supercat-256"
_BATCH = 512


def doc_text(rec: SubgraphRecord) -> str:
    """What a subgraph is about, as one text: name, description, entity names."""
    ents = " ".join(split_camel(e) for e in rec.entity_names[:24])
    return f"{rec.display_name}. {rec.description} {ents}".strip()


def _key(text: str) -> str:
    return hashlib.blake2b(f"{MODEL_ID}\0{text}".encode(), digest_size=12).hexdigest()


def _normalise(vecs: np.ndarray) -> np.ndarray:
    vecs = np.ascontiguousarray(vecs[:, :DIM], dtype=np.float32)
    return vecs / np.maximum(np.linalg.norm(vecs, axis=1, keepdims=True), 1e-9)


@dataclass(frozen=True)
class DocVectors:
    """Unit vectors of the distinct texts (``matrix``) and each record's row in it (``row``)."""

    matrix: np.ndarray  # (distinct texts, DIM) float32
    row: np.ndarray  # (records,) int32

    def similarity(self, query: np.ndarray, records: np.ndarray) -> np.ndarray:
        """Cosine similarity of ``records`` (indices) to a unit ``query`` vector (``einsum``,
        not ``@``: a multi-threaded BLAS call is slower than one core at this size)."""
        rows = self.row[records]
        if rows.size * 2 < self.matrix.shape[0]:
            return np.einsum("ij,j->i", self.matrix[rows], query)
        return np.einsum("ij,j->i", self.matrix, query)[rows]


def doc_vectors(records: Sequence[SubgraphRecord], store: CatalogStore | None = None
                ) -> DocVectors:
    """Vectors for ``records``: read from ``store`` when cached there, embedded (and
    written back) otherwise."""
    keys: dict[str, int] = {}
    texts: list[str] = []
    row = np.empty(len(records), dtype=np.int32)
    for i, rec in enumerate(records):
        text = doc_text(rec)
        k = _key(text)
        j = keys.get(k)
        if j is None:
            j = keys[k] = len(texts)
            texts.append(text)
        row[i] = j
    cached = store.embeddings(list(keys)) if store is not None else {}
    full = np.zeros((len(texts), 256), dtype=np.float16)
    missing = []
    for k, j in keys.items():
        blob = cached.get(k)
        if blob is not None and len(blob) == 512:
            full[j] = np.frombuffer(blob, dtype=np.float16)
        else:
            missing.append((k, j))
    for start in range(0, len(missing), _BATCH):
        chunk = missing[start:start + _BATCH]
        vecs = np.asarray(wordllama.model().embed([texts[j] for _, j in chunk]),
                          dtype=np.float32)
        vecs /= np.maximum(np.linalg.norm(vecs, axis=1, keepdims=True), 1e-9)
        half = vecs.astype(np.float16)
        for (_, j), v in zip(chunk, half, strict=True):
            full[j] = v
        if store is not None:
            try:
                store.put_embeddings([(k, v.tobytes()) for (k, _), v in zip(chunk, half,
                                                                           strict=True)])
            except sqlite3.OperationalError as exc:  # a sync holds the file: cache next time
                log.warning("embedding cache not written", error=str(exc))
                store = None
    return DocVectors(_normalise(full), row)


def embed_query(text: str) -> np.ndarray | None:
    """The unit ``DIM``-vector of a request (the model's average pooling of its tokens, without
    the batching and padding of ``embed``); None when it has no known token."""
    model = wordllama.model()
    ids = model.tokenizer.encode(text, add_special_tokens=False).ids
    if not ids:
        return None
    vec = model.embedding[np.clip(ids, 0, model.embedding.shape[0] - 1)].mean(axis=0)
    vec = np.asarray(vec[:DIM], dtype=np.float32)
    norm = float(np.linalg.norm(vec))
    return vec / norm if norm > 0 else None
