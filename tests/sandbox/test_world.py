"""The shared sandbox world: deterministic, coherent across venues, with its traps."""

from __future__ import annotations

import ast
from pathlib import Path

from sextant.sandbox import hyperliquid as hl_sim
from sextant.sandbox import world as sw

ANCHOR = 1_790_000_000_000 // hl_sim.HOUR_MS * hl_sim.HOUR_MS


def test_same_seed_same_world_other_seed_other_addresses() -> None:
    a, b = sw.build_world(7, ANCHOR), sw.build_world(7, ANCHOR)
    assert a == b
    other = sw.build_world(8, ANCHOR)
    assert other.showcase.address == a.showcase.address == sw.SHOWCASE_WALLET
    assert a.wallets[5].address != other.wallets[5].address
    assert {w.address for w in a.wallets} - {sw.SHOWCASE_WALLET} != set()


def test_wallets_span_venues_and_pay_x402() -> None:
    world = sw.build_world(7, ANCHOR)
    assert len(world.wallets) == sw.N_WALLETS
    assert set(world.showcase.venues) >= {"hyperliquid", "polymarket", "limitless", "uniswap"}
    assert all(len(w.venues) >= 2 for w in world.wallets)
    payers = sw.x402_layout(world).payers
    assert payers[0].x402_spend_usd >= payers[-1].x402_spend_usd and len(payers) > 10
    assert world.wallet(sw.SHOWCASE_WALLET.upper().replace("0X", "0x")) is world.showcase


def test_one_event_framed_differently_on_each_venue() -> None:
    world = sw.build_world(7, ANCHOR)
    fed = next(e for e in world.events if e.key == "fed-cut")
    titles = {x.venue: x.title for x in fed.listings}
    assert set(titles) == {"polymarket", "kalshi", "limitless"}
    assert len(set(titles.values())) == 3
    kalshi = fed.on("kalshi")[0]
    assert kalshi.market_id.startswith("KXFEDDECISION-") and kalshi.event_id in kalshi.market_id
    assert kalshi.outcome_ids == (f"{kalshi.market_id}:yes", f"{kalshi.market_id}:no")
    spreads = [abs(a.yes_price - b.yes_price) for e in world.events for a in e.listings
               for b in e.listings if a.venue < b.venue]
    assert max(spreads) > 0.02  # at least one candidate arbitrage
    near = [e for e in world.events if e.near_miss_of == "fed-cut"]
    assert near and all(e.probability != fed.probability for e in near)


def test_groups_share_an_event_per_venue_with_venue_names() -> None:
    world = sw.build_world(7, ANCHOR)
    for venue in ("polymarket", "kalshi", "limitless"):
        layout = sw.prediction_layout(world, venue)
        nba = [g for g in layout.events().values()
               if {x.event_key for x in g} == {f"nba-champion-{t}" for t in (
                   "okc", "sas", "nyk", "cle", "bos")}]
        assert len(nba) == 1 and all(x.group_label for x in nba[0]), venue
    kalshi_fed = sw.prediction_layout(world, "kalshi").events()["KXFEDDECISION-" + next(
        x for x in world.listings_on("kalshi") if x.event_key == "fed-cut").event_id[14:]]
    assert {x.event_key for x in kalshi_fed} == {"fed-cut", "fed-cut-50"}  # one Kalshi event
    labels = {x.venue: x.group_label for x in world.listings_on("polymarket")
              + world.listings_on("kalshi") + world.listings_on("limitless")
              if x.event_key == "nba-champion-okc"}
    assert labels == {"polymarket": "Oklahoma City Thunder", "kalshi": "Oklahoma City",
                      "limitless": "OKC Thunder"}
    only = {e.key: {x.venue for x in e.listings} for e in world.events if len(e.listings) == 1}
    assert {"polymarket", "kalshi", "limitless"} <= {v for vs in only.values() for v in vs}


def test_tokens_honeypots_spam_pools_and_agents() -> None:
    world = sw.build_world(7, ANCHOR)
    kinds = {t.kind for t in world.tokens}
    assert kinds == {"blue_chip", "normal", "honeypot", "spam", "thin", "stale", "squatter",
                     "unlisted", "non_evm"}
    assert all(t.sell_tax == 1.0 for t in world.tokens if t.kind == "honeypot")
    registry = sw.token_registry_layout(world).tokens
    assert not any(t.kind in ("honeypot", "spam") for t in registry)
    spam = [p for p in world.pools if p.spam]
    assert spam and min(p.tvl_usd for p in spam) > max(p.tvl_usd for p in world.pools
                                                       if not p.spam)
    agents = sw.agent_layout(world).agents
    assert len(agents) == sw.N_AGENTS and [a.agent_id for a in agents] == list(
        range(1, sw.N_AGENTS + 1))
    owners = {a.owner for a in agents}
    assert owners & {w.address for w in world.wallets}  # some agents belong to traders
    assert set(sw.x402_layout(world).recipients) == {a.pay_to for a in agents if a.pay_to}


def test_every_simulated_upstream_has_a_layout() -> None:
    from sextant.transport.upstreams import UPSTREAMS

    world = sw.build_world(7, ANCHOR)
    missing = {name for name in UPSTREAMS if name not in sw.LAYOUTS}
    assert not missing, missing
    assert isinstance(sw.layout_for(world, "kalshi"), sw.PredictionLayout)


def test_hyperliquid_traders_are_the_worlds_wallets() -> None:
    sim = hl_sim.Simulator(7, ANCHOR)
    world = sw.build_world(7, ANCHOR)
    shared = sw.hyperliquid_layout(world).traders
    for wallet in shared:
        profile = sim.world.by_address[wallet.address]
        assert profile.archetype == wallet.archetype
    status, fills = sim.info({"type": "userFills", "user": sw.SHOWCASE_WALLET})
    assert status == 200 and len(fills) > 100


def test_simulators_never_import_client_group_or_routing_code() -> None:
    root = Path(sw.__file__).resolve().parents[1]
    for path in root.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.ImportFrom) and node.module:
                if node.module.endswith("_facts"):
                    continue  # a venue's facts are plain data, shared on purpose
                assert not node.module.startswith((
                    "sextant.venues", "sextant.routing", "sextant.groups", "sextant.api")), (
                    f"{path.name} imports {node.module}")
