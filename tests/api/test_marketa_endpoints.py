"""The five /marketa endpoints end to end through x402 payment, on the sandbox simulators."""

from __future__ import annotations

from typing import Any

import httpx
import pytest

from sextant.chain.client import ChainClient
from sextant.runtime import Runtime
from sextant.sandbox.polymarket import venue_state
from sextant.sandbox.polymarket_state import SimWallet, State
from sextant.sandbox.world import SHOWCASE_WALLET
from sextant.schemas.marketa import LEADERS_LIMIT_MAX, SCREEN_N_MAX
from sextant.venues.polymarket_facts import EXAMPLE_MARKET
from tests.support import paid, unpaid

QUICK_FIELDS = {"wallet", "skill_score", "classification", "realized_pnl_usdc", "win_rate",
                "win_rate_ci_low", "win_rate_ci_high", "caveats", "trades", "confidence"}


@pytest.fixture(scope="module")
def st(runtime: Runtime) -> State:
    return venue_state(runtime.settings.seed)


def settled_pnl(w: SimWallet) -> float:
    """What the wallet really made: closed positions plus resolved ones not yet redeemed."""
    return w.realized_pnl + sum(p.unrealized_pnl for p in w.positions
                                if p.status == "REDEEMABLE")


async def test_pnl_quick_of_the_showcase_counts_unredeemed_losers(
    payer: httpx.AsyncClient, chain: ChainClient, buyer_key: str, st: State,
) -> None:
    w = st.wallet(SHOWCASE_WALLET)
    assert w is not None
    body = await paid(payer, chain, buyer_key, "/marketa/pnl-quick",
                      {"wallet": SHOWCASE_WALLET.upper().replace("0X", "0x")}, 10_000)
    assert set(body) >= QUICK_FIELDS and body["wallet"] == SHOWCASE_WALLET
    assert body["upstream_realized_pnl_usdc"] == pytest.approx(w.realized_pnl)
    assert body["realized_pnl_usdc"] == pytest.approx(settled_pnl(w))
    assert body["realized_pnl_usdc"] < body["upstream_realized_pnl_usdc"]  # losers were left
    assert "survivor_bias_corrected" in body["caveats"]
    assert body["trades"] == w.trades and body["classification"] == "sharp"
    # the win rate is measured over the newest 500 exited positions and every unredeemed one
    exited = sorted((p for p in w.positions if p.status == "CLOSED"),
                    key=lambda p: (-p.last_s, p.market.condition_id))
    assert len(exited) > 500
    pnls = [p.realized_pnl for p in exited[:500]] + [
        p.realized_pnl + p.unrealized_pnl for p in w.positions if p.status == "REDEEMABLE"]
    wins, losses = sum(x > 0 for x in pnls), sum(x < 0 for x in pnls)
    assert losses > 0 and (body["wins"], body["losses"]) == (wins, losses)
    assert body["win_rate"] == pytest.approx((10 + wins) / (20 + wins + losses))
    assert body["win_rate_ci_low"] < body["win_rate"] < body["win_rate_ci_high"]
    assert "win_rate_from_recent_sample" in body["caveats"]
    assert "win_rate_not_read" not in body["caveats"]
    assert body["upstream_calls"] == 4 and body["api_version"] == "v2"


async def test_the_whale_that_lost_32_4_million_is_not_sharp(
    payer: httpx.AsyncClient, chain: ChainClient, buyer_key: str, st: State,
) -> None:
    whale = st.whale
    recent = sorted((p for p in whale.positions if p.status == "CLOSED"),
                    key=lambda p: -p.last_s)[:5]
    assert all(p.realized_pnl > 0 for p in recent)  # a recent sample would look brilliant
    body = await paid(payer, chain, buyer_key, "/marketa/pnl-quick",
                      {"wallet": whale.address}, 10_000)
    assert body["upstream_realized_pnl_usdc"] == pytest.approx(-32_400_000.0)
    assert body["realized_pnl_usdc"] == pytest.approx(settled_pnl(whale))
    assert body["classification"] == "retail" and body["skill_score"] < 40
    assert "large_realized_loss" in body["caveats"]


async def test_a_fresh_wallet_is_insufficient_data(
    payer: httpx.AsyncClient, chain: ChainClient, buyer_key: str, st: State,
) -> None:
    body = await paid(payer, chain, buyer_key, "/marketa/pnl-quick",
                      {"wallet": st.fresh.address}, 10_000)
    assert body["classification"] == "insufficient_data"
    assert body["trades"] == st.fresh.trades < 20
    wins, losses = body["wins"], body["losses"]
    assert body["win_rate"] == pytest.approx((10 + wins) / (20 + wins + losses))
    assert body["resolved_positions"] >= wins + losses
    assert "win_rate_not_read" not in body["caveats"]


async def test_pnl_marks_open_positions_to_the_clob_mid(
    payer: httpx.AsyncClient, chain: ChainClient, buyer_key: str, st: State,
) -> None:
    w = st.wallet(SHOWCASE_WALLET)
    assert w is not None
    body = await paid(payer, chain, buyer_key, "/marketa/pnl", {"wallet": SHOWCASE_WALLET},
                      50_000)
    opened = {p.market.token_ids[p.outcome_index]: p for p in w.positions if p.status == "OPEN"}
    assert {r["outcome_id"] for r in body["open_positions"]} == set(opened)
    for row in body["open_positions"]:
        p = opened[row["outcome_id"]]
        assert row["mark_source"] == "clob_midpoint"
        assert row["mark_price"] == pytest.approx(p.current_price, abs=0.006)
        assert row["unrealized_pnl_usdc"] == pytest.approx(
            p.size * row["mark_price"] - p.cost, rel=1e-6)
    assert body["unrealized_pnl_usdc"] == pytest.approx(
        sum(r["unrealized_pnl_usdc"] for r in body["open_positions"]))
    assert body["realized_pnl_usdc"] == pytest.approx(settled_pnl(w))
    traded = {p.market.condition_id for p in w.positions}
    assert {m["market_id"] for m in body["markets"]} == traded
    assert EXAMPLE_MARKET in {m["market_id"] for m in body["markets"] if m["open"]}
    assert body["positions_truncated"] is False


TYPE_RISK = {"deposit_wallet": ("new_api_user_smart_account", "low"),
             "eoa": ("eoa", "elevated"), "eip7702": ("other", "elevated"),
             "gnosis_safe": ("other", "moderate"), "poly_proxy": ("other", "moderate")}


@pytest.mark.parametrize("kind", sorted(TYPE_RISK))
async def test_risk_types_every_wallet_kind_from_its_bytecode(
    payer: httpx.AsyncClient, chain: ChainClient, buyer_key: str, st: State, kind: str,
) -> None:
    w = next(x for x in st.wallets if x.kind == kind)
    wallet_type, type_risk = TYPE_RISK[kind]
    body = await paid(payer, chain, buyer_key, "/marketa/risk", {"wallet": w.address}, 20_000)
    assert body["wallet"] == w.address and body["wallet_type"] == wallet_type
    # the type sets the prior; the wallet's own failed fills can only raise it to elevated
    assert body["risk_classification"] == ("elevated" if w.failed_fills else type_risk)
    assert body["fill_evidence"] == "clob_trades"
    assert body["failed_fills"] == len(w.failed_fills)
    assert body["fills_checked"] == len(w.fills)
    assert 0 <= body["ghost_fill_risk_score"] <= 1 and body["reasons"]
    assert 0 <= body["type_risk_score"] <= 1
    if kind == "deposit_wallet":
        assert body["implementation"] and body["code_size_bytes"] > 0
    if kind == "eip7702":
        assert body["delegate"] and body["wallet_kind"] == "eip7702_delegated_eoa"


async def test_failed_fills_make_a_legacy_wallet_elevated(
    payer: httpx.AsyncClient, chain: ChainClient, buyer_key: str, st: State,
) -> None:
    """Two wallets of the same type: the one whose matched fills failed to settle is
    elevated, the clean one keeps its type's moderate risk (lowered by its record)."""
    legacy = [w for w in st.wallets if w.kind in ("poly_proxy", "gnosis_safe")]
    ghost = next(w for w in legacy if w.failed_fills)
    clean = next(w for w in legacy if w.kind == ghost.kind and not w.failed_fills
                 and any(f.status == "CONFIRMED" for f in w.fills))
    bad = await paid(payer, chain, buyer_key, "/marketa/risk", {"wallet": ghost.address},
                     20_000)
    good = await paid(payer, chain, buyer_key, "/marketa/risk", {"wallet": clean.address},
                      20_000)
    assert bad["type_risk_score"] == good["type_risk_score"] == 0.5
    assert bad["risk_classification"] == "elevated" and bad["ghost_fill_risk_score"] >= 0.75
    assert bad["failed_fills"] == len(ghost.failed_fills) > 0
    assert any("FAILED" in r and "ghost fills" in r for r in bad["reasons"])
    assert good["risk_classification"] == "moderate" and good["failed_fills"] == 0
    assert good["ghost_fill_risk_score"] < good["type_risk_score"]


def test_failed_fills_never_reach_positions_or_pnl(st: State) -> None:
    """A matched-but-failed fill never settled: the Data API (positions, trade counts, PnL)
    knows nothing of it, and the confirmed fills add up to the open positions."""
    ghosts = [w for w in st.wallets if w.failed_fills]
    assert st.whale in ghosts and len(ghosts) >= 5
    for w in st.wallets:
        held = {(p.market.condition_id, p.outcome_index): p.size for p in w.positions
                if p.status == "OPEN"}
        confirmed: dict[tuple[str, int], float] = {}
        for f in w.fills:
            if f.status == "CONFIRMED":
                key = (f.market.condition_id, f.outcome_index)
                confirmed[key] = confirmed.get(key, 0.0) + f.size
        assert confirmed.keys() == held.keys()
        for key, size in held.items():
            assert confirmed[key] == pytest.approx(size, rel=1e-4)
        assert w.trades == sum(p.fills for p in w.positions)  # failed fills not counted


async def test_screen_lists_scored_holders_of_each_outcome(
    payer: httpx.AsyncClient, chain: ChainClient, buyer_key: str, st: State,
) -> None:
    body = await paid(payer, chain, buyer_key, "/marketa/screen",
                      {"market": EXAMPLE_MARKET, "n": 3}, 20_000)
    assert body["market_id"] == EXAMPLE_MARKET and body["n_requested"] == 3
    assert 0 < body["n_returned"] == len(body["holders"]) <= 3 * len(body["outcomes"])
    assert SHOWCASE_WALLET in {h["wallet"] for h in body["holders"]}
    assert st.whale.address in {h["wallet"] for h in body["holders"]}
    for h in body["holders"]:
        assert 0 <= h["skill_score"] <= 100
        assert h["ghost_fill_risk"] == (h["ghost_fill_risk_score"] >= 0.65)
        holder = st.wallet(h["wallet"])
        assert holder is not None and h["failed_fills"] == len(holder.failed_fills)
        if holder.failed_fills:
            assert h["ghost_fill_risk"]
    whale = next(h for h in body["holders"] if h["wallet"] == st.whale.address)
    assert whale["classification"] == "retail" and whale["ghost_fill_risk"]
    assert whale["failed_fills"] == 3
    by_slug = await paid(payer, chain, buyer_key, "/marketa/screen",
                         {"market": body["slug"], "n": 3}, 20_000)
    assert by_slug["holders"] == body["holders"]


async def test_an_unknown_market_is_400_with_close_matches(
    payer: httpx.AsyncClient, chain: ChainClient, buyer_key: str,
) -> None:
    body = await unpaid(payer, chain, buyer_key, "/marketa/screen",
                        {"market": "will-bitcoin-reach-100k"}, 400, "unknown_market")
    assert body["close_matches"] and all(m["condition_id"] and m["slug"]
                                         for m in body["close_matches"])
    assert any("Bitcoin" in m["title"] for m in body["close_matches"])


async def test_leaders_rank_by_pnl_and_volume_with_a_derived_skill(
    payer: httpx.AsyncClient, chain: ChainClient, buyer_key: str, st: State,
) -> None:
    by_pnl = await paid(payer, chain, buyer_key, "/marketa/leaders",
                        {"order_by": "pnl", "window": "all", "limit": 5}, 20_000)
    rows = by_pnl["leaders"]
    assert len(rows) == 5 and [r["rank"] for r in rows] == [1, 2, 3, 4, 5]
    pnls = [r["window_pnl_usdc"] for r in rows]
    assert pnls == sorted(pnls, reverse=True)
    best = st.wallet(rows[0]["wallet"])
    assert best is not None and rows[0]["trades"] == best.trades
    by_volume = await paid(payer, chain, buyer_key, "/marketa/leaders",
                           {"order_by": "volume", "window": "30d", "limit": 3}, 20_000)
    vols = [r["window_volume_usdc"] for r in by_volume["leaders"]]
    assert vols == sorted(vols, reverse=True) and len(vols) == 3


@pytest.mark.parametrize(("path", "body", "code"), [
    ("/marketa/pnl-quick", {"wallet": "0x123"}, "invalid_address"),
    ("/marketa/pnl-quick", {}, "invalid_address"),
    ("/marketa/pnl", {"wallet": "0x" + "g" * 40}, "invalid_address"),
    ("/marketa/risk", {"wallet": 12}, "invalid_address"),
    ("/marketa/screen", {"market": "  "}, "invalid_market"),
    ("/marketa/screen", {"market": EXAMPLE_MARKET, "n": SCREEN_N_MAX + 1}, "invalid_n"),
    ("/marketa/screen", {"market": EXAMPLE_MARKET, "n": 0}, "invalid_n"),
    ("/marketa/leaders", {"limit": LEADERS_LIMIT_MAX + 1}, "invalid_limit"),
    ("/marketa/leaders", {"order_by": "luck"}, "invalid_order_by"),
    ("/marketa/leaders", {"window": "1y"}, "invalid_window"),
])
async def test_bad_input_is_400_and_unpaid(
    payer: httpx.AsyncClient, chain: ChainClient, buyer_key: str, path: str,
    body: dict[str, Any], code: str,
) -> None:
    await unpaid(payer, chain, buyer_key, path, body, 400, code)


async def test_a_wallet_without_history_is_404_and_unpaid(
    payer: httpx.AsyncClient, chain: ChainClient, buyer_key: str,
) -> None:
    for path in ("/marketa/pnl-quick", "/marketa/pnl"):
        await unpaid(payer, chain, buyer_key, path, {"wallet": "0x" + "12" * 20}, 404,
                     "no_marketa_history")


QUICK_READS = ["/v2/positions?status=CLOSED", "/v2/positions?status=REDEEMABLE",
               "/v2/positions?status=REDEEMABLE_LOST", "/v2/user-stats"]


def counting_client(seed: int, seen: list[str]) -> Any:
    """A Polymarket client over the simulators that records each request they receive
    (path, with the positions status)."""
    from urllib.parse import parse_qs

    from sextant.sandbox import polymarket as sim
    from sextant.venues.polymarket import PolymarketClient

    def counted(app: Any) -> httpx.AsyncClient:
        async def wrapper(scope: Any, receive: Any, send: Any) -> None:
            if scope["type"] == "http":
                status = parse_qs(scope["query_string"].decode()).get("status")
                seen.append(scope["path"] + (f"?status={status[0]}" if status else ""))
            await app(scope, receive, send)
        return httpx.AsyncClient(transport=httpx.ASGITransport(app=wrapper),
                                 base_url="http://sim")

    return PolymarketClient(counted(sim.create_data_app(seed)),
                            counted(sim.create_gamma_app(seed)),
                            counted(sim.create_clob_app(seed)))


async def test_upstream_calls_are_what_the_simulators_received_per_answer(
    runtime: Runtime, st: State,
) -> None:
    """pnl-quick is four reads (one parallel round), counted where the simulators receive
    them; each answer counts its own calls even when concurrent answers share the client."""
    import asyncio
    from datetime import UTC, datetime

    from sextant.groups import marketa as group
    from sextant.groups.common import ResultSource

    seen: list[str] = []
    pm = counting_client(runtime.settings.seed, seen)
    src = ResultSource("sandbox", datetime.now(UTC))
    quick = await group.pnl_quick(pm, SHOWCASE_WALLET, src)
    assert quick.upstream_calls == len(seen) == 4
    assert sorted(seen) == QUICK_READS  # first pages only, though CLOSED has more
    seen.clear()
    a, b = await asyncio.gather(group.pnl_quick(pm, st.whale.address, src),
                                group.pnl(pm, SHOWCASE_WALLET, src))
    assert a.upstream_calls == 4 and a.upstream_calls + b.upstream_calls == len(seen)
    w = st.wallet(SHOWCASE_WALLET)
    assert w is not None
    live = sum(1 for p in w.positions if p.status == "OPEN")
    held = [p for p in w.positions if p.status == "REDEEMABLE"]
    won = sum(1 for p in held if p.current_price > 0)
    closed = sum(1 for p in w.positions if p.status == "CLOSED")
    per_status = [live + won, closed, len(held) - won]  # OPEN, CLOSED, REDEEMABLE_LOST
    pages = sum(max(1, -(-n // 500)) for n in per_status)  # 500 rows a page
    assert b.upstream_calls == 1 + pages + live  # stats, pages, one mid per live holding


async def test_pnl_quick_asks_four_requests_and_agrees_with_pnl(
    runtime: Runtime, st: State,
) -> None:
    """Every sandbox wallet: exactly the four reads reach the simulators for pnl-quick; its
    classification and realized PnL (to the cent) are /marketa/pnl's, and so are its wins and
    losses whenever the first pages hold every resolved position (else pnl's win rate lies in
    its interval and the caveat says the rate is a recent sample's)."""
    from datetime import UTC, datetime

    from sextant.groups import marketa as group
    from sextant.groups.common import ResultSource

    seen: list[str] = []
    pm = counting_client(runtime.settings.seed, seen)
    src = ResultSource("sandbox", datetime.now(UTC))
    sampled = 0
    for w in st.wallets:
        seen.clear()
        quick = await group.pnl_quick(pm, w.address, src)
        assert sorted(seen) == QUICK_READS and quick.upstream_calls == 4, w.label
        full = await group.pnl(pm, w.address, src)
        assert quick.classification == full.classification, w.label
        assert quick.realized_pnl_usdc == pytest.approx(full.realized_pnl_usdc, abs=0.005)
        if "win_rate_from_recent_sample" in quick.caveats:
            sampled += 1
            assert quick.win_rate_ci_low <= full.win_rate <= quick.win_rate_ci_high, w.label
        else:
            assert (quick.wins, quick.losses) == (full.wins, full.losses), w.label
            assert quick.win_rate == full.win_rate, w.label
    assert sampled == 1  # the showcase: over 500 exited positions


async def test_pnl_quick_over_the_v1_fallback_still_counts_unredeemed_losers(
    runtime: Runtime, st: State,
) -> None:
    """v1 lists winners and losers under ``redeemable=true``: each counted once, so realized
    PnL and the win rate are /marketa/pnl's over v1 too."""
    from datetime import UTC, datetime

    from sextant.groups import marketa as group
    from sextant.groups.common import ResultSource
    from sextant.sandbox import polymarket as sim
    from sextant.venues.polymarket import PolymarketClient

    def http(app: Any) -> httpx.AsyncClient:
        return httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url="http://sim")

    seed = runtime.settings.seed
    pm = PolymarketClient(http(sim.create_data_app(seed, v2=False)),
                          http(sim.create_gamma_app(seed)), http(sim.create_clob_app(seed)))
    src = ResultSource("sandbox", datetime.now(UTC))
    quick = await group.pnl_quick(pm, st.whale.address, src)
    full = await group.pnl(pm, st.whale.address, src)
    assert quick.api_version == "v1" and "survivor_bias_corrected" in quick.caveats
    assert quick.realized_pnl_usdc == pytest.approx(full.realized_pnl_usdc, abs=0.005)
    assert (quick.wins, quick.losses) == (full.wins, full.losses) and quick.losses > 0
