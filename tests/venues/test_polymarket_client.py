"""The Polymarket client over the simulators: v1 fallback, paging, chunking, budgets."""

from __future__ import annotations

from typing import Any

import httpx
import pytest

from sextant.sandbox import polygon_rpc as rpc_sim
from sextant.sandbox import polymarket as sim
from sextant.sandbox.polymarket_state import state
from sextant.sandbox.world import DEFAULT_SEED, SHOWCASE_WALLET, build_world
from sextant.transport.upstreams import UPSTREAMS
from sextant.venues import polymarket_facts as facts
from sextant.venues.polygon_rpc import PolygonRpcClient
from sextant.venues.polymarket import PolymarketClient

ANCHOR = 1_790_000_000_000


def _http(app: Any) -> httpx.AsyncClient:
    return httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url="http://sim")


def client(v2: bool = True) -> PolymarketClient:
    return PolymarketClient(_http(sim.create_data_app(DEFAULT_SEED, ANCHOR, v2=v2)),
                            _http(sim.create_gamma_app(DEFAULT_SEED, ANCHOR)),
                            _http(sim.create_clob_app(DEFAULT_SEED, ANCHOR)))


def test_examples_exist_in_the_default_world() -> None:
    world = build_world(DEFAULT_SEED, ANCHOR)
    assert facts.EXAMPLE_WALLET == SHOWCASE_WALLET
    assert facts.EXAMPLE_MARKET in {x.market_id for x in world.listings_on("polymarket")}


def test_budgets_come_from_the_documented_per_10_second_limits() -> None:
    assert facts.FACTS.rate_budget_per_minute == 6 * 200  # positions 200 per 10 s
    assert facts.GAMMA_FACTS.rate_budget_per_minute == 6 * 300  # /markets 300 per 10 s
    assert facts.CLOB_FACTS.rate_budget_per_minute == 6 * 500  # batch /books 500 per 10 s
    for f in (facts.FACTS, facts.GAMMA_FACTS, facts.CLOB_FACTS, facts.POLYGON_FACTS):
        assert UPSTREAMS[f.upstream].requests_per_minute == f.rate_budget_per_minute


async def test_v1_fallback_reads_the_same_history() -> None:
    v2, v1 = client(), client(v2=False)
    s2, s1 = await v2.user_stats(SHOWCASE_WALLET), await v1.user_stats(SHOWCASE_WALLET)
    assert (s2.api, s1.api) == ("v2", "v1")
    assert s1.realized_pnl == pytest.approx(s2.realized_pnl)
    assert s1.volume == pytest.approx(s2.volume)
    for status in ("OPEN", "CLOSED", "REDEEMABLE", "REDEEMABLE_LOST"):
        p2 = await v2.positions(SHOWCASE_WALLET, status, max_pages=20)
        p1 = await v1.positions(SHOWCASE_WALLET, status, max_pages=20)
        assert p1.api == "v1" and not p1.truncated
        key = sorted((p.outcome_id, round(p.size, 4), p.status) for p in p2.positions)
        assert sorted((p.outcome_id, round(p.size, 4), p.status) for p in p1.positions) == key
    # the v2 path is asked once; after its 404 the client goes straight to v1
    assert v1.calls["/v2/user-stats"] == 1 and v1.calls["/v2/positions"] == 0


async def test_position_statuses_list_what_the_v2_docs_say() -> None:
    """OPEN is live holdings plus unredeemed winners, REDEEMABLE those winners,
    REDEEMABLE_LOST the unredeemed losers (rows still say REDEEMABLE), CLOSED the exited."""
    data = _http(sim.create_data_app(DEFAULT_SEED, ANCHOR))
    w = state(DEFAULT_SEED, ANCHOR).wallet(SHOWCASE_WALLET)
    assert w is not None

    async def rows(status: str) -> list[dict[str, Any]]:
        body = (await data.get("/v2/positions", params={
            "user": w.address, "status": status, "limit": 500})).json()
        assert not body["pagination"]["has_more"] or status == "CLOSED"
        return list(body["data"])

    held = [p for p in w.positions if p.status == "REDEEMABLE"]
    won, lost = await rows("REDEEMABLE"), await rows("REDEEMABLE_LOST")
    assert won and all(r["current_price"] == 1.0 and r["redeemable"] for r in won)
    assert lost and all(r["current_price"] == 0.0 and r["status"] == "REDEEMABLE"
                        for r in lost)
    assert len(won) + len(lost) == len(held)
    opened = await rows("OPEN")
    live = sum(1 for p in w.positions if p.status == "OPEN")
    assert len(opened) == live + len(won)
    assert {r["status"] for r in opened} == {"OPEN", "REDEEMABLE"}
    assert await rows("MERGEABLE") == []  # no sandbox wallet holds both sides of a market
    assert all(r["status"] == "CLOSED" for r in await rows("CLOSED"))
    bad = await data.get("/v2/positions", params={"user": w.address, "status": "LOST"})
    assert bad.status_code == 400


async def test_positions_follow_the_cursor_and_report_truncation() -> None:
    pm = client()
    w = state(DEFAULT_SEED, ANCHOR).wallet(SHOWCASE_WALLET)
    assert w is not None
    closed = sum(1 for p in w.positions if p.status == "CLOSED")
    assert closed > facts.POSITIONS_PAGE_MAX  # more than one page
    one = await pm.positions(w.address, "CLOSED", max_pages=1)
    every = await pm.positions(w.address, "CLOSED", max_pages=20)
    assert len(every.positions) == closed and not every.truncated
    assert len(one.positions) == facts.POSITIONS_PAGE_MAX and one.truncated
    assert pm.calls["/v2/positions"] == 1 + 2


async def test_holders_ask_at_most_20_condition_ids_per_call() -> None:
    pm = client()
    markets = [m for m in (await pm.search("will", limit=50))][:25]
    assert len(markets) > facts.MAX_CONDITIONS_PER_CALL
    held = await pm.holders(markets)
    assert pm.calls["/v2/holders"] == 2
    assert set(held) == {m.market_id for m in markets}
    assert any(held.values())


async def test_wallet_code_of_every_kind() -> None:
    rpc = PolygonRpcClient(_http(rpc_sim.create_app(DEFAULT_SEED, ANCHOR)))
    st = state(DEFAULT_SEED, ANCHOR)
    for kind in ("eoa", "eip7702", "poly_proxy", "gnosis_safe", "deposit_wallet"):
        w = next(x for x in st.wallets if x.kind == kind)
        code = await rpc.wallet_code(w.address)
        assert (code.code == "0x") == (kind == "eoa")
        assert (code.implementation_slot.strip("0x") != "") == (kind == "deposit_wallet")
    assert rpc.calls == 10


async def test_fills_read_the_clob_feed_with_settlement_statuses() -> None:
    pm = client()
    whale = state(DEFAULT_SEED, ANCHOR).whale
    feed = await pm.fills(whale.address)
    assert feed is not None and not feed.truncated
    statuses = [f.status for f in feed.fills]
    assert statuses.count("FAILED") == 3 and "CONFIRMED" in statuses
    assert [f.trade.time for f in feed.fills] == sorted((f.trade.time for f in feed.fills),
                                                        reverse=True)
    assert all(f.trade.wallet == whale.address and f.trade.tx_hash for f in feed.fills)
    assert pm.calls["/data/trades"] == 1


async def test_the_clob_feed_pages_by_next_cursor_until_lte() -> None:
    import base64

    from sextant.venues.polymarket_records import fills_from_clob

    whale = state(DEFAULT_SEED, ANCHOR).whale
    async with _http(sim.create_clob_app(DEFAULT_SEED, ANCHOR)) as http:
        first = (await http.get("/data/trades", params={"maker_address": whale.address})).json()
        later = (await http.get("/data/trades", params={
            "maker_address": whale.address,
            "next_cursor": base64.b64encode(b"2").decode()})).json()
        done = (await http.get("/data/trades", params={"maker_address": whale.address,
                                                       "next_cursor": "LTE="})).json()
    rows, cursor = fills_from_clob(first)
    assert cursor is None and first["next_cursor"] == "LTE=" and len(rows) == len(whale.fills)
    assert [r["id"] for r in later["data"]] == [r["id"] for r in first["data"][2:]]
    assert done["data"] == [] and fills_from_clob(done) == ([], None)


async def test_a_clob_that_wants_api_keys_gives_no_fill_evidence_not_an_error() -> None:
    """The live ``/data/trades`` answers 401 without L2 headers: no evidence, no failure."""
    from starlette.applications import Starlette
    from starlette.responses import JSONResponse
    from starlette.routing import Route

    async def refuse(_: Any) -> JSONResponse:
        return JSONResponse({"error": "Unauthorized/Invalid api key"}, status_code=401)

    locked = Starlette(routes=[Route("/data/trades", refuse)])
    pm = PolymarketClient(_http(sim.create_data_app(DEFAULT_SEED, ANCHOR)),
                          _http(sim.create_gamma_app(DEFAULT_SEED, ANCHOR)), _http(locked))
    assert await pm.fills(SHOWCASE_WALLET) is None
    assert await pm.fills("0x" + "12" * 20) is None
    assert pm.calls["/data/trades"] == 1  # refused once: not asked again


async def test_the_data_api_lists_settled_trades_only_never_a_failed_fill() -> None:
    """upstreams §2.6: count CONFIRMED fills or Data API trades; a FAILED match is in the
    CLOB feed only. v2 and the v1 fallback agree."""
    whale = state(DEFAULT_SEED, ANCHOR).whale
    feed = await client().fills(whale.address)
    assert feed is not None
    v2 = await client().trades(whale.address)
    v1 = await client(v2=False).trades(whale.address)
    settled = {f.trade.tx_hash for f in feed.fills if f.status == "CONFIRMED"}
    failed = {f.trade.tx_hash for f in feed.fills if f.status == "FAILED"}
    assert len(failed) == 3
    assert {t.tx_hash for t in v2} == {t.tx_hash for t in v1} == settled
    assert not failed & {t.tx_hash for t in v2}
