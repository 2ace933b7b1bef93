"""Hybrid search: WordLlama similarity fused with BM25F by reciprocal rank, its cache, and the
regressions the fusion must not bring back. The paraphrase set's ``test`` split was measured
once after tuning on ``dev`` (see tests/data/search_paraphrase.jsonl)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from sextant.routing.engine import RoutingEngine
from sextant.routing.evaluation import protocol_matches
from sextant.routing.registry.catalog_store import CatalogStore
from sextant.routing.search import dense
from sextant.routing.search.search import SearchIndex
from sextant.signals import dense as wordllama
from sextant.subgraphs.records import SubgraphRecord

PARAPHRASES = Path(__file__).resolve().parents[2] / "data" / "search_paraphrase.jsonl"


def _rows(split: str) -> list[dict[str, Any]]:
    rows = [json.loads(line) for line in PARAPHRASES.read_text().splitlines() if line.strip()]
    return [r for r in rows if r["split"] == split]


def _top3(engine: RoutingEngine, row: dict[str, Any]) -> bool:
    return any(protocol_matches(row["protocol"], h.record.protocol)
               and h.record.network == row["network"] for h in engine.search(row["text"], 3))


def test_paraphrase_splits_share_no_family() -> None:
    dev, test = _rows("dev"), _rows("test")
    assert len(dev) >= 15 and len(test) >= 15
    assert not {r["family"] for r in dev} & {r["family"] for r in test}


def test_described_protocols_are_found_on_the_held_out_split(engine: RoutingEngine) -> None:
    rows = _rows("test")
    hits = sum(_top3(engine, r) for r in rows)
    assert hits / len(rows) >= 0.9, [r["text"] for r in rows if not _top3(engine, r)]


def test_dense_finds_a_protocol_described_without_its_name(engine: RoutingEngine) -> None:
    # BM25F alone ranks three "... Staked Eth" subgraphs first (".eth" reads as ether).
    hits = engine.search("who registered which .eth names recently", 3)
    assert any(h.record.protocol == "ens" for h in hits)
    assert any("dense" in h.why for h in hits)


def test_a_named_protocol_stays_above_meaning_alike_ones(engine: RoutingEngine) -> None:
    for text in ("uniswap v3 pools on ethereum by liquidity",
                 "largest uniswap swaps on mainnet today",
                 "uniswap pools with the most volume on ethereum"):
        hits = engine.search(text, 5)
        assert hits[0].record.protocol.startswith("uniswap"), text
        first_other = next((i for i, h in enumerate(hits)
                            if not h.record.protocol.startswith("uniswap")), len(hits))
        assert all(h.record.protocol.startswith("uniswap") for h in hits[:first_other])
        assert not any(h.record.protocol.startswith("curve") for h in hits[:3]), text


def test_production_outranks_test_and_fork_deployments(engine: RoutingEngine) -> None:
    for text in ("uniswap v3 pools on base", "aave v3 markets on arbitrum",
                 "liquidity pools with hooks on base"):
        hits = engine.search(text, 3)
        assert hits, text
        assert not any(h.why.get("scratch") for h in hits), text
        assert all(h.record.served and not h.record.denied for h in hits), text


def test_query_vector_matches_the_models_own_embedding() -> None:
    text = "Uniswap v3 pools, positions and swaps"
    full = np.asarray(wordllama.model().embed([text])[0], dtype=np.float32)[:dense.DIM]
    mine = dense.embed_query(text)
    assert mine is not None
    assert float(mine @ (full / np.linalg.norm(full))) > 0.999


def _rec(i: int, name: str, description: str) -> SubgraphRecord:
    return SubgraphRecord(id=f"id{i}", display_name=name, network="mainnet",
                          description=description, active_allocations=1,
                          entity_names=["Domain", "Registration"])


def test_vectors_are_cached_in_the_catalog(tmp_path: Path, monkeypatch: pytest.MonkeyPatch
                                           ) -> None:
    store = CatalogStore(tmp_path / "catalog.sqlite")
    records = [_rec(1, "ENS", "Ethereum Name Service domains"),
               _rec(2, "ENS", "Ethereum Name Service domains"),
               _rec(3, "Pools", "liquidity pools and swaps")]
    first = dense.doc_vectors(records, store)
    assert first.matrix.shape == (2, dense.DIM)  # one vector per distinct text

    def no_model() -> None:
        raise AssertionError("the cached vectors should have been used")

    monkeypatch.setattr(wordllama, "model", no_model)
    again = dense.doc_vectors(records, store)
    np.testing.assert_allclose(again.matrix, first.matrix)
    assert list(again.row) == list(first.row) == [0, 0, 1]
    monkeypatch.undo()
    hits = SearchIndex(records, again).search("who owns which domains", 2)
    assert hits and hits[0].record.id in ("id1", "id2")
