"""Parser contract tests on every real Hyperliquid recording in ../shared/fixtures."""

from __future__ import annotations

import json
from datetime import UTC, datetime
from typing import Any

import httpx
import pytest
import yaml

from sextant.errors import BadRequest, UpstreamBadResponse, UpstreamTimeout, UpstreamUnavailable
from sextant.venues import hyperliquid as hl
from tests.support import shared_fixtures

FIXTURES = shared_fixtures("hyperliquid")
pytestmark = pytest.mark.skipif(not FIXTURES.is_dir(), reason="shared fixtures not present")


def cassette(name: str) -> list[tuple[dict[str, Any], Any]]:
    """(request body, parsed response) of each interaction of a VCR cassette."""
    data = yaml.safe_load((FIXTURES / name).read_text())
    out = []
    for it in data["interactions"]:
        out.append((json.loads(it["request"]["body"]),
                    json.loads(it["response"]["body"]["string"])))
    return out


def by_type(name: str, info_type: str) -> Any:
    return next(resp for req, resp in cassette(name) if req["type"] == info_type)


def test_every_recording_is_covered() -> None:
    covered = {
        "test_get_user_fills.yaml", "test_get_user_fills_by_time.yaml", "test_get_user_state.yaml",
        "test_portfolio.yaml", "test_user_funding_history_without_end_time.yaml",
        "test_user_non_funding_ledger_updates_without_end_time.yaml", "test_get_info.yaml",
        "test_get_funding_history_none.yaml", "test_get_candles_snapshot.yaml",
        "test_get_l2_snapshot.yaml", "test_user_vault_equities.yaml", "test_user_role.yaml",
        "test_spot_asset_ctx.yaml", "meta_and_asset_ctxs.yaml", "ws_all_dexs_asset_ctxs.json",
    }
    assert {p.name for p in FIXTURES.iterdir()} <= covered


@pytest.mark.parametrize("name", ["test_get_user_fills.yaml", "test_get_user_fills_by_time.yaml"])
def test_all_legacy_fills_parse(name: str) -> None:
    rows = cassette(name)[0][1]
    fills = hl.parse_fills(rows)
    assert len(fills) == len(rows) == 500
    for row, fill in zip(rows, fills, strict=True):
        assert fill.tid is None and fill.fee_token is None and fill.twap_id is None
        assert fill.px == float(row["px"]) and fill.sz == float(row["sz"])
        assert fill.notional == pytest.approx(float(row["px"]) * float(row["sz"]))
        assert fill.closed_pnl == float(row["closedPnl"])
        assert fill.time.tzinfo is UTC
        assert fill.side in ("B", "A")
    first = fills[0]
    assert first.coin == "SUI" and first.dir == "Close Long" and not first.is_liquidation
    assert first.time == datetime.fromtimestamp(1683245884.863, tz=UTC)
    # legacy rows carry no tid: the dedupe key falls back to hash+oid+px+sz+time
    assert len({f.key for f in fills}) == len(fills)


def test_modern_fill_with_liquidation_and_builder_fee() -> None:
    row = {
        "coin": "xyz:TSLA", "px": "251.3", "sz": "2.5", "side": "A", "time": 1755863121304,
        "startPosition": "2.5", "dir": "Close Long", "closedPnl": "-12.5",
        "hash": "0x" + "ab" * 32, "oid": 123, "crossed": True, "fee": "0.28",
        "tid": 901234567890123, "feeToken": "USDC", "builderFee": "0.01", "twapId": None,
        "liquidation": {"liquidatedUser": "0x" + "cd" * 20, "markPx": "250.9",
                        "method": "market"},
    }
    fill = hl.parse_fill(row)
    assert fill.tid == 901234567890123 and fill.fee_token == "USDC"
    assert fill.builder_fee == 0.01 and fill.is_liquidation
    assert fill.liquidation is not None and fill.liquidation.mark_px == 250.9
    assert fill.key == ("tid", 901234567890123)
    assert hl.parse_fill({**row, "liquidation": None, "dir": "Liquidated Isolated Long"}
                         ).is_liquidation


def test_malformed_fill_is_a_bad_response() -> None:
    with pytest.raises(UpstreamBadResponse):
        hl.parse_fills([{"coin": "BTC", "px": "abc", "sz": "1", "side": "B", "time": 1}])
    with pytest.raises(UpstreamBadResponse):
        hl.parse_fills({"error": "nope"})


def test_old_clearinghouse_state() -> None:
    state = hl.parse_clearinghouse_state(by_type("test_get_user_state.yaml",
                                                 "clearinghouseState"))
    coins = [p.coin for p in state.positions]
    assert coins[:3] == ["BTC", "ETH", "ATOM"]
    btc = state.positions[0]
    assert btc.szi == -0.00785 and btc.side == "short" and btc.leverage == 20
    assert btc.cum_funding_all_time is None  # old shape
    assert state.positions[1].liquidation_px is None
    assert state.time_ms is None and state.account_value > 0


def test_portfolio_windows() -> None:
    pf = hl.parse_portfolio(by_type("test_portfolio.yaml", "portfolio"))
    assert set(pf.windows) == {"day", "week", "month", "allTime", "perpDay", "perpWeek",
                               "perpMonth", "perpAllTime"}
    all_time = pf.window("allTime")
    assert all_time is not None
    assert all_time.pnl == 650509.577425 and all_time.volume == pytest.approx(170043719297.21)
    assert all_time.first_ms == 1683758700034


def test_user_funding() -> None:
    rows = by_type("test_user_funding_history_without_end_time.yaml", "userFunding")
    payments = hl.parse_funding(rows)
    assert len(payments) == len(rows) > 100
    assert payments[0].coin == "APE" and payments[0].usdc == 0.145796


def test_ledger_updates_directions() -> None:
    user = "0x2ba553d9f990a3b66b03b2dc0d030dfc1c061036"
    updates = hl.parse_ledger(
        by_type("test_user_non_funding_ledger_updates_without_end_time.yaml",
                "userNonFundingLedgerUpdates"), user)
    kinds = [u.type for u in updates]
    assert kinds[:3] == ["deposit", "accountClassTransfer", "spotTransfer"]
    assert not updates[0].outflow and updates[0].usdc == pytest.approx(2703997.45)
    assert updates[2].outflow and updates[2].counterparty == (
        "0xaaa0c2769cb990f4f37db951a9e48de2385c2733")
    assert not updates[1].outflow  # own spot<->perp move


def test_meta_and_asset_ctxs_aligned() -> None:
    assets = hl.parse_meta_and_asset_ctxs(by_type("meta_and_asset_ctxs.yaml",
                                                  "metaAndAssetCtxs"))
    assert len(assets) == 229 and assets[0].name == "BTC"
    assert all(a.ctx is not None for a in assets)
    assert assets[0].ctx is not None and assets[0].ctx.mark_px > 1000
    assert any(a.is_delisted for a in assets)


def test_old_meta_and_other_meta_recordings() -> None:
    for name in ("test_get_info.yaml", "test_get_funding_history_none.yaml",
                 "test_get_candles_snapshot.yaml", "test_get_l2_snapshot.yaml"):
        assets = hl.parse_meta(by_type(name, "meta"))
        assert assets and assets[0].name == "BTC"


def test_spot_meta_pairs() -> None:
    body = by_type("test_spot_asset_ctx.yaml", "spotMetaAndAssetCtxs")
    pairs = hl.parse_spot_meta(body)
    assert len(pairs) == 233
    assert pairs[0].name == "PURR/USDC" and pairs[0].base == "PURR" and pairs[0].quote == "USDC"
    assert any(p.name == "@107" for p in pairs)
    universe = hl.Universe({"": []}, pairs)
    assert universe.resolve("@107").kind == "spot"
    assert universe.resolve("purr/usdc").coin == "PURR/USDC"


def test_builder_dexes_of_all_dexs_message_resolve() -> None:
    message = json.loads((FIXTURES / "ws_all_dexs_asset_ctxs.json").read_text())
    ctxs = hl.parse_all_dexs_asset_ctxs(message)
    assert {d: len(c) for d, c in ctxs.items()} == {
        "": 230, "xyz": 80, "hyna": 25, "km": 23, "cash": 17, "flx": 16, "vntl": 15,
        "para": 5, "abcd": 1}
    # contexts carry no names: a dex's meta universe (index-aligned) names its markets
    perps = {
        dex: [hl.PerpAsset(f"{dex}:C{i}" if dex else f"C{i}", 2, 10, False, ctx)
              for i, ctx in enumerate(rows)]
        for dex, rows in ctxs.items()
    }
    universe = hl.Universe(perps, [])
    for dex, rows in ctxs.items():
        if not dex:
            continue
        last = universe.resolve(f"{dex.upper()}:c{len(rows) - 1}")
        assert (last.kind, last.dex, last.coin) == ("builder_perp", dex, f"{dex}:C{len(rows) - 1}")
    assert universe.resolve("c5").kind == "perp"


def test_unknown_coin_has_close_matches() -> None:
    universe = hl.Universe(
        {"": [hl.PerpAsset("BTC", 5, 40, False), hl.PerpAsset("ETH", 4, 25, False)],
         "xyz": [hl.PerpAsset("xyz:TSLA", 2, 10, False)]},
        [hl.SpotPair("@107", 107, "HYPE", "USDC")],
    )
    with pytest.raises(BadRequest) as err:
        universe.resolve("BTCC")
    assert err.value.code == "unknown_coin" and "BTC" in err.value.extra["close_matches"]
    with pytest.raises(BadRequest):
        universe.resolve("abc:TSLA")
    with pytest.raises(BadRequest):
        universe.resolve("@999")
    assert universe.resolve("xyz:tsla").coin == "xyz:TSLA"


def test_user_role_and_vault_equities_are_json() -> None:
    assert by_type("test_user_role.yaml", "userRole") == {"role": "vault"}
    assert isinstance(by_type("test_user_vault_equities.yaml", "userVaultEquities"), list)


def test_request_weights() -> None:
    assert hl.request_weight("clearinghouseState") == 2
    assert hl.request_weight("userRole") == 60
    assert hl.request_weight("userFills") == 20


# --------------------------------------------------------------------------- client over a stub


def _stub(handler: Any) -> httpx.AsyncClient:
    return httpx.AsyncClient(base_url="https://api.hyperliquid.xyz",
                             transport=httpx.MockTransport(handler))


async def test_fills_by_time_pages_forward_and_dedupes(monkeypatch: pytest.MonkeyPatch) -> None:
    rows = cassette("test_get_user_fills.yaml")[0][1]
    ordered = sorted(rows, key=lambda r: r["time"])
    starts: list[int] = []

    def handler(request: httpx.Request) -> httpx.Response:
        body = json.loads(request.content)
        assert body["type"] == "userFillsByTime"
        starts.append(body["startTime"])
        page = [r for r in ordered if r["time"] >= body["startTime"]][:200]
        # emulate a page cap of 200 by returning exactly 200 rows until exhausted
        return httpx.Response(200, json=page)

    client = hl.HyperliquidClient(_stub(handler))
    monkeypatch.setattr(hl, "FILLS_PAGE_MAX", 200)
    history = await client.user_fills_by_time("0x" + "11" * 20, 0)
    assert len(history.fills) == len({hl.parse_fill(r).key for r in rows})
    assert [f.time_ms for f in history.fills] == sorted(f.time_ms for f in history.fills)
    assert len(starts) >= 3 and starts == sorted(starts)
    assert not history.truncated


async def test_upstream_errors_are_typed() -> None:
    def boom(request: httpx.Request) -> httpx.Response:
        return httpx.Response(500, text="no")

    def slow(request: httpx.Request) -> httpx.Response:
        raise httpx.ReadTimeout("slow", request=request)

    def junk(request: httpx.Request) -> httpx.Response:
        return httpx.Response(200, text="<html>")

    with pytest.raises(UpstreamUnavailable):
        await hl.HyperliquidClient(_stub(boom)).portfolio("0x" + "11" * 20)
    with pytest.raises(UpstreamTimeout) as err:
        await hl.HyperliquidClient(_stub(slow)).user_fills("0x" + "11" * 20)
    assert err.value.retry_after_seconds > 0
    with pytest.raises(UpstreamBadResponse):
        await hl.HyperliquidClient(_stub(junk)).perp_dexs()


async def test_weights_are_charged_to_the_limiter() -> None:
    class Recorder:
        capacity = 300.0

        def __init__(self) -> None:
            self.costs: list[float] = []

        async def acquire(self, cost: float = 1.0) -> None:
            self.costs.append(cost)

    rows = cassette("test_get_user_fills.yaml")[0][1]

    def handler(request: httpx.Request) -> httpx.Response:
        body = json.loads(request.content)
        return httpx.Response(200, json=rows if body["type"] == "userFills" else {
            "assetPositions": [], "marginSummary": {}, "withdrawable": "0"})

    rec = Recorder()
    client = hl.HyperliquidClient(_stub(handler), limiter=rec)  # type: ignore[arg-type]
    await client.user_fills("0x" + "11" * 20)
    await client.clearinghouse_state("0x" + "11" * 20)
    assert rec.costs == [20, 25, 2]  # 20 + 500 rows / 20, then weight 2
