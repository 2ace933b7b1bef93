"""BM25F search over the full sandbox catalog: aliases, typos, exclusions, field weights."""

from __future__ import annotations

from sextant.routing.engine import RoutingEngine
from sextant.routing.search.search import SearchIndex, parse_query
from sextant.subgraphs import networks
from sextant.subgraphs.records import SubgraphRecord


def test_catalog_is_full_scale(engine: RoutingEngine) -> None:
    assert len(engine.index) >= 15_500
    real = [r for r in engine.index.records if r.real]
    assert len(real) > 300 and all(r.source.startswith("real:") for r in real)


def test_network_aliases_resolve() -> None:
    assert networks.networks_in("pools on Ethereum and arbitrum") == ["mainnet", "arbitrum-one"]
    assert networks.networks_in("polygon and bnb chain") == ["matic", "bsc"]
    assert networks.networks_in("raise the base fee") == []
    assert networks.networks_in("uniswap on base") == ["base"]


def test_aliased_network_filters_results(engine: RoutingEngine) -> None:
    for text, net in [("aave v3 on arbitrum", "arbitrum-one"), ("uniswap v3 polygon", "matic"),
                      ("pancakeswap v3 bnb", "bsc"), ("uniswap v2 ethereum", "mainnet")]:
        hits = engine.search(text, 3)
        assert hits and all(h.record.network == net for h in hits), text


def test_typos_still_find_the_protocol(engine: RoutingEngine) -> None:
    for text, proto in [("uniswp v3 on base", "uniswap-v3"), ("compund v3 ethereum", "compound-v3"),
                        ("aerodrom base", "aerodrome")]:
        assert engine.search(text, 1)[0].record.protocol == proto, text


def test_testnets_denied_and_unserved_are_excluded_unless_asked(engine: RoutingEngine) -> None:
    hits = engine.search("uniswap v3 pools", 50)
    assert hits
    assert not any(networks.is_testnet(h.record.network) for h in hits)
    assert all(h.record.served for h in hits)
    asked = engine.search("uniswap v3 pools on sepolia", 5)
    assert asked and asked[0].record.network == "sepolia"


def test_version_word_outranks_other_versions(engine: RoutingEngine) -> None:
    assert engine.search("uniswap v2 on base", 1)[0].record.protocol == "uniswap-v2"
    assert engine.search("uniswap v4 on base", 1)[0].record.protocol == "uniswap-v4"


def _rec(i: int, name: str, description: str = "", protocol: str = "") -> SubgraphRecord:
    return SubgraphRecord(id=f"id{i}", display_name=name, network="mainnet",
                          description=description, protocol=protocol, active_allocations=1)


def test_name_outweighs_description() -> None:
    index = SearchIndex([
        _rec(1, "Token tracker", "follows ens names"),
        _rec(2, "ENS", "names and registrations"),
        _rec(3, "Other thing", "nothing"),
    ])
    assert index.search("ens", 2)[0].record.id == "id2"


def test_denied_rows_are_hidden_by_default() -> None:
    denied = _rec(1, "Aave V3")
    denied.denied_at = 1
    index = SearchIndex([denied, _rec(2, "Aave V3 fork")])
    assert [h.record.id for h in index.search("aave v3", 5)] == ["id2"]
    q = parse_query("aave v3")
    q.include_denied = True
    assert {h.record.id for h in index.search(q, 5)} == {"id1", "id2"}


def test_the_graphs_own_network_subgraph_outranks_test_deployments(
        engine: RoutingEngine) -> None:
    for text in ("graph network indexers and allocations", "the graph's own network subgraph"):
        hits = engine.search(text, 3)
        assert hits[0].record.protocol == "the-graph", text
        assert not any("test" in h.record.display_name.lower() for h in hits), text


def test_test_and_fork_deployments_only_when_asked(engine: RoutingEngine) -> None:
    plain = engine.search("uniswap v2 on base", 5)
    assert not any("test" in h.record.display_name.lower() for h in plain)
    asked = engine.search("uniswap v2 base test deployment", 1)
    assert "test" in asked[0].record.display_name.lower()


def test_a_liquid_staking_token_means_its_protocol_on_its_home_chain(
        engine: RoutingEngine) -> None:
    for text in ("stETH staking data", "liquid staking steth rewards", "wstETH"):
        top = engine.search(text, 1)[0].record
        assert (top.protocol, top.network) == ("lido", "mainnet"), text


def test_a_protocol_named_outright_beats_look_alike_names(engine: RoutingEngine) -> None:
    # "staked" and "eth" match "Prime Staked ETH" and its kind by name; the request names Lido
    for text in ("how much ETH is staked with lido in total", "lido total staked eth"):
        assert engine.search(text, 1)[0].record.protocol == "lido", text


def test_restaking_means_eigenlayer_not_a_look_alike(engine: RoutingEngine) -> None:
    for text in ("restaking operators", "restaking data", "eigenlayer restaking"):
        hits = engine.search(text, 3)
        assert hits[0].record.protocol == "eigenlayer", text
    # the look-alike is still found by its own name
    assert engine.search("affine restaking", 1)[0].record.protocol == "affine-restaking"


def test_an_unnamed_dex_on_mainnet_is_the_best_known_one(engine: RoutingEngine) -> None:
    for text in ("biggest dex on mainnet", "dex swaps on ethereum"):
        top = engine.search(text, 1)[0].record
        assert top.protocol.startswith("uniswap") and top.network == "mainnet", text


def test_aliases_are_parsed_and_leave_the_bm25_terms() -> None:
    q = parse_query("restaking operators on ethereum")
    assert q.protocols == ["eigenlayer"] and "restaking" not in q.terms
    assert parse_query("stETH apr").protocols == ["lido"]
    assert parse_query("uniswap v3 pools").protocols == []
    assert parse_query("my test subgraph").wants_scratch
    assert not parse_query("latest swaps").wants_scratch
