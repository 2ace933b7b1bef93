"""Compliance suite: every recording (and each simulator's answer to the same request) goes
through its parser into typed records, which must keep the invariants below.

After pmxt's ``test/compliance`` and ccxt's ``test/exchange/base``. A new upstream joins by
adding rows to ``ROWS`` (a recording, the request type it answers, the parser, and whether
the sandbox simulator serves the same request) and naming any recording it does not parse in
``UNPARSED`` with the reason. Invariants: ids non-empty; prices are probabilities in [0, 1];
books best-first with bid < ask; times aware UTC within 2015..2100; the raw record kept.
"""

from __future__ import annotations

import dataclasses
import json
import math
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import httpx
import pytest
import yaml
from starlette.testclient import TestClient

from sextant.sandbox import coingecko as cg_sim
from sextant.sandbox import hyperliquid as hl_sim
from sextant.sandbox import kalshi as ks_sim
from sextant.sandbox import limitless as lm_sim
from sextant.sandbox import polymarket as pm_sim
from sextant.sandbox.polymarket_state import state as pm_state
from sextant.sandbox.world import DEFAULT_SEED, SHOWCASE_WALLET
from sextant.venues import coingecko as cg
from sextant.venues import hyperliquid as hl
from sextant.venues import kalshi_records as ks
from sextant.venues import limitless_records as lm
from sextant.venues import polymarket_facts as pm_facts
from sextant.venues import polymarket_parse as pmp
from sextant.venues import polymarket_records as pm
from sextant.venues import predmarket as pr
from sextant.venues import uniswap_parse as uni
from tests.support import shared_fixtures

FIXTURES = shared_fixtures()
pytestmark = pytest.mark.skipif(not FIXTURES.is_dir(), reason="shared fixtures not present")

Parser = Callable[[Any], list[Any]]


@dataclass(frozen=True)
class Row:
    upstream: str
    recording: str  # path under fixtures/<upstream>/
    parse: Parser
    request_type: str | None = None  # the interaction of a cassette (Hyperliquid's body type)
    unwrap: bool = False  # a frontend's ``{data: ...}`` wrapper around the API body
    simulated: bool = False  # the sandbox simulator answers the same request
    #: for HTTP GET simulators: the same request asked of the sandbox world (its own ids)
    sim_path: Callable[[Any], str] | None = None

    @property
    def id(self) -> str:
        return f"{self.upstream}/{self.recording}" + (
            f"#{self.request_type}" if self.request_type else "")


def _one(fn: Callable[[Any], Any]) -> Parser:
    return lambda body: [fn(body)]


ROWS: tuple[Row, ...] = (
    # --- hyperliquid (venues/hyperliquid.py parsers; sandbox/hyperliquid.py simulator)
    Row("hyperliquid", "test_get_user_fills.yaml", hl.parse_fills, "userFills", simulated=True),
    Row("hyperliquid", "test_get_user_fills_by_time.yaml", hl.parse_fills, "userFillsByTime",
        simulated=True),
    Row("hyperliquid", "test_get_user_state.yaml", _one(hl.parse_clearinghouse_state),
        "clearinghouseState", simulated=True),
    Row("hyperliquid", "test_portfolio.yaml", _one(hl.parse_portfolio), "portfolio",
        simulated=True),
    Row("hyperliquid", "test_user_funding_history_without_end_time.yaml", hl.parse_funding,
        "userFunding", simulated=True),
    Row("hyperliquid", "test_user_non_funding_ledger_updates_without_end_time.yaml",
        hl.parse_ledger, "userNonFundingLedgerUpdates", simulated=True),
    Row("hyperliquid", "test_get_info.yaml", hl.parse_meta, "meta", simulated=True),
    Row("hyperliquid", "test_get_funding_history_none.yaml", hl.parse_meta, "meta",
        simulated=True),
    Row("hyperliquid", "test_get_candles_snapshot.yaml", hl.parse_meta, "meta", simulated=True),
    Row("hyperliquid", "test_get_l2_snapshot.yaml", hl.parse_meta, "meta", simulated=True),
    Row("hyperliquid", "meta_and_asset_ctxs.yaml", hl.parse_meta_and_asset_ctxs,
        "metaAndAssetCtxs", simulated=True),
    Row("hyperliquid", "test_spot_asset_ctx.yaml", hl.parse_spot_meta, "spotMetaAndAssetCtxs"),
    Row("hyperliquid", "ws_all_dexs_asset_ctxs.json",
        lambda m: [c for ctxs in hl.parse_all_dexs_asset_ctxs(m).values() for c in ctxs]),
    # --- polymarket (venues/polymarket_records.py)
    Row("polymarket", "gamma_market.json", pm.markets_from_gamma),
    Row("polymarket", "gamma_event.json", pm.markets_from_gamma_events),
    Row("polymarket", "search_response.json", pm.markets_from_gamma_events),
    Row("polymarket", "gamma_markets_crypto.yaml", pm.markets_from_gamma, "GET"),
    Row("polymarket", "gamma_events_sports.yaml", pm.markets_from_gamma_events, "GET"),
    Row("polymarket", "clob_markets.yaml",
        lambda b: [pm.market_from_clob(r) for r in b["data"]], "GET"),
    Row("polymarket", "clob_book.json", _one(pm.book_from_clob)),
    Row("polymarket", "data_api_v1_trades.json", pm.trades_from_data_api),
    Row("polymarket", "data_v2/trades.json", pm.trades_from_data_api),
    Row("polymarket", "data_v2/activity.json", pm.trades_from_data_api),
    Row("polymarket", "data_v2/positions.json", pm.positions_from_data_api),
    Row("polymarket", "data_v2/holders.json",
        lambda b: pm.positions_from_holders(b, "0xrecorded-condition")),
    Row("polymarket", "data_v2/prices-history.json",
        lambda b: pm.price_history_from_data_v2(b, "recorded-token")),
    Row("polymarket", "data_v2/user-stats.json", _one(lambda b: pmp.stats_from_v2(b, "0x0"))),
    Row("polymarket", "data_v2/leaderboard.json", pmp.leaderboard_from_data_api),
    # --- kalshi (venues/kalshi_records.py; sandbox/kalshi.py simulator)
    Row("kalshi", "markets.yaml", ks.markets_from_kalshi, "GET", simulated=True,
        sim_path=lambda sim: "/trade-api/v2/markets?limit=1&status=open"),
    Row("kalshi", "market_lookup.yaml", ks.markets_from_kalshi, "GET", simulated=True,
        sim_path=lambda sim: f"/trade-api/v2/markets/{next(iter(sim.listings))}"),
    Row("kalshi", "kalshi_get_markets.yaml", ks.markets_from_kalshi, "GET", simulated=True,
        sim_path=lambda sim: "/trade-api/v2/markets?limit=5&series_ticker=KXNBAGAME"),
    # --- limitless (venues/limitless_records.py; sandbox/limitless.py simulator)
    Row("limitless", "mock_market_response.json", lm.markets_from_limitless, unwrap=True,
        simulated=True, sim_path=lambda sim: f"/markets/{sim.listings[0].market_id}"),
    Row("limitless", "orderbook_mock.json", lambda b: [lm.book_from_limitless(b, "recorded")],
        unwrap=True, simulated=True,
        sim_path=lambda sim: f"/markets/{sim.listings[0].market_id}/orderbook"),
    Row("limitless", "negrisk_history_mock.json",
        lambda b: lm.price_history_from_limitless(b, "recorded-group"), unwrap=True,
        simulated=True, sim_path=lambda sim: "/markets/{}/historical-price".format(next(
            x.event_id for x in sim.listings if x.event_id != x.market_id))),
    Row("limitless", "single_history_mock.json",
        lambda b: lm.price_history_from_limitless(b, "recorded"), unwrap=True, simulated=True,
        sim_path=lambda sim: f"/markets/{sim.listings[0].market_id}/historical-price"),
    # --- uniswap (venues/uniswap_parse.py; the recorded top-TVL list minus its spam pools)
    Row("uniswap", "uniswap_v3_pools.yaml",
        lambda b: [p for p in (uni.pool_from(r, "ethereum", "v3") for r in b["data"]["pools"])
                   if not uni.is_spam_pool(p)]),
    # --- coingecko (venues/coingecko.py registry and trending)
    # the simulator answers the same requests (sandbox/coingecko.py)
    Row("coingecko", "coins_list.json", lambda b: list(cg.registry_from(b, [], 0).coins),
        simulated=True, sim_path=lambda sim: "/coins/list?include_platform=true"),
    Row("coingecko", "coins_markets.json", lambda b: list(cg.registry_from(b, b, 0).coins),
        simulated=True,
        sim_path=lambda sim: "/coins/markets?vs_currency=usd&order=market_cap_desc"),
    Row("coingecko", "search_trending.json", cg.trending_from, simulated=True,
        sim_path=lambda sim: "/search/trending"),
    Row("coingecko", "coins_categories.json", cg.categories_from, simulated=True,
        sim_path=lambda sim: "/coins/categories?order=market_cap_change_24h_desc"),
)

_AGGREGATE = "a per-wallet/global aggregate, not a unified record (its group parses it)"
#: Recordings (or Hyperliquid request types inside one) that no parser reads yet, and why.
UNPARSED: dict[str, str] = {
    "hyperliquid/test_get_funding_history_none.yaml#fundingHistory": "no coin-funding parser",
    "hyperliquid/test_get_candles_snapshot.yaml#candleSnapshot": "no candle parser",
    "hyperliquid/test_get_l2_snapshot.yaml#l2Book": "no l2 book parser",
    "hyperliquid/test_user_vault_equities.yaml#userVaultEquities": "read as raw JSON",
    "hyperliquid/test_user_role.yaml#userRole": "read as raw JSON",
    "kalshi/Kalshi.yaml": "OpenAPI spec, not a recording",
    "limitless/Limitless.yaml": "OpenAPI spec, not a recording",
    **{f"polymarket/data_v2/{n}.json": _AGGREGATE for n in (
        "activity_combos", "biggest-winners", "biggest-winners_combos", "builders_leaderboard",
        "builders_volume", "leaderboard_standing", "live-volume", "oi",
        "positions_combos", "resolutions", "user-pnl", "user-volume", "value")},
}
UPSTREAMS = ("hyperliquid", "polymarket", "kalshi", "limitless", "uniswap", "coingecko")


# ----------------------------------------------------------------------------- loading


def interactions(path: Path) -> Iterator[tuple[str | None, Any, Any]]:
    """(request type, request body, response body) of a cassette, or (None, None, json)."""
    if path.suffix == ".json":
        yield None, None, json.loads(path.read_text())
        return
    for it in yaml.safe_load(path.read_text())["interactions"]:
        request = it["request"]
        body = json.loads(request["body"]) if request.get("body") else None
        kind = body.get("type") if isinstance(body, dict) else request["method"]
        yield kind, body, json.loads(it["response"]["body"]["string"])


def recorded(row: Row) -> list[tuple[Any, Any]]:
    out = [(req, resp) for kind, req, resp in interactions(
        FIXTURES / row.upstream / row.recording) if kind == row.request_type]
    assert out, f"{row.id}: no interaction of that type"
    return [(req, resp["data"] if row.unwrap else resp) for req, resp in out]


# ----------------------------------------------------------------------------- invariants


def sane_time(moment: Any, where: str) -> None:
    assert isinstance(moment, datetime), where
    assert moment.utcoffset() == timedelta(0), f"{where}: not UTC"
    assert pr.EPOCH_SANE_MIN <= moment <= pr.EPOCH_SANE_MAX, f"{where}: {moment}"


def probability(value: float | None, where: str) -> None:
    assert value is None or 0.0 <= value <= 1.0, f"{where}: {value} is not a probability"


def check_predmarket(rec: Any) -> None:
    where = f"{type(rec).__name__} {rec!r:.120}"
    assert rec.venue in ("polymarket", "kalshi", "limitless")
    assert isinstance(rec.raw, Mapping) and rec.raw, f"{where}: raw record not kept"
    for f in dataclasses.fields(rec):
        value = getattr(rec, f.name)
        if f.name.endswith("_id") and f.name != "event_id":
            assert isinstance(value, str) and value, f"{where}: empty {f.name}"
        if isinstance(value, datetime):
            sane_time(value, f"{where}.{f.name}")
        if f.name in ("price", "avg_price", "current_price", "bid", "ask", "last", "yes_price"):
            probability(value, f"{where}.{f.name}")
    if isinstance(rec, pr.Market):
        assert rec.outcomes and rec.title, where
        for o in rec.outcomes:
            assert o.market_id == rec.market_id
            check_predmarket(o)
        if rec.quote is not None:
            check_predmarket(rec.quote)
    if isinstance(rec, pr.Quote) and rec.bid is not None and rec.ask is not None:
        assert rec.bid < rec.ask, f"{where}: crossed quote"
    if isinstance(rec, pr.OrderBook):
        for lv in (*rec.bids, *rec.asks):
            probability(lv.price, where)
            assert lv.size > 0, where
        assert [lv.price for lv in rec.bids] == sorted((lv.price for lv in rec.bids),
                                                       reverse=True), f"{where}: bids order"
        assert [lv.price for lv in rec.asks] == sorted(lv.price for lv in rec.asks), where
        if rec.bids and rec.asks:
            assert rec.bids[0].price < rec.asks[0].price, f"{where}: crossed book"
    if isinstance(rec, pr.Trade):
        assert rec.size > 0 and rec.side in ("buy", "sell"), where
    if isinstance(rec, pr.Position):
        assert rec.wallet and rec.size >= 0, where


def check_typed(rec: Any, where: str) -> None:
    """Venue-specific records (Hyperliquid): finite numbers, names set, UTC-sane times."""
    assert dataclasses.is_dataclass(rec) and not isinstance(rec, type), where
    for f in dataclasses.fields(rec):
        value = getattr(rec, f.name)
        if isinstance(value, float):
            assert math.isfinite(value), f"{where}.{f.name}"
        if f.name in ("coin", "name") and value is not None:
            assert isinstance(value, str) and value, f"{where}: empty {f.name}"
        if f.name.endswith("_ms") and value is not None and f.name != "entry_ms":
            sane_time(hl.ms_to_utc(value), f"{where}.{f.name}")
        if f.name in ("px", "sz", "mark_px"):
            assert value > 0, f"{where}.{f.name}"
        if dataclasses.is_dataclass(value):
            check_typed(value, f"{where}.{f.name}")


def check(records: list[Any], where: str) -> None:
    assert records, f"{where}: parsed to nothing"
    for rec in records:
        if isinstance(rec, pr.Market | pr.OrderBook | pr.Trade | pr.Position | pr.PricePoint):
            check_predmarket(rec)
        else:
            check_typed(rec, f"{where}: {type(rec).__name__}")


# ----------------------------------------------------------------------------- the suite


def test_every_recording_is_classified() -> None:
    """A new recording must get a row (parsed) or an UNPARSED reason."""
    named = {r.id for r in ROWS} | set(UNPARSED)
    for upstream in UPSTREAMS:
        for path in sorted((FIXTURES / upstream).rglob("*")):
            if not path.is_file() or path.suffix not in (".json", ".yaml"):
                continue
            rel = f"{upstream}/{path.relative_to(FIXTURES / upstream)}"
            kinds = {k for k, _, _ in interactions(path)} if path.suffix == ".yaml" and (
                rel not in UNPARSED) else {None}
            for kind in kinds:
                key = rel if kind is None else f"{rel}#{kind}"
                assert key in named, f"{key}: add a compliance row or an UNPARSED reason"


@pytest.mark.parametrize("row", ROWS, ids=lambda r: r.id)
def test_recording_parses_into_compliant_records(row: Row) -> None:
    for _, body in recorded(row):
        check(row.parse(body), row.id)


def _simulated_request(request: dict[str, Any]) -> dict[str, Any]:
    """The recorded request asked of the sandbox: the world's showcase wallet instead of the
    recorded (unknown) user, and the whole history instead of a 2023 window."""
    out = dict(request)
    if "user" in out:
        out["user"] = SHOWCASE_WALLET
    if "startTime" in out:
        out["startTime"] = 0
        out.pop("endTime", None)
    return out


@pytest.fixture(scope="module")
def hyperliquid_sim() -> hl_sim.Simulator:
    return hl_sim.Simulator(7, 1_790_000_000_000 // hl_sim.HOUR_MS * hl_sim.HOUR_MS)


@pytest.fixture(scope="module")
def kalshi_sim() -> ks_sim.Simulator:
    anchor = 1_790_000_000_000 // hl_sim.HOUR_MS * hl_sim.HOUR_MS
    return ks_sim.Simulator(7, anchor, clock=lambda: anchor / 1000 + 1_800)


@pytest.fixture(scope="module")
def limitless_sim() -> lm_sim.Simulator:
    return lm_sim.Simulator(7, 1_790_000_000_000 // hl_sim.HOUR_MS * hl_sim.HOUR_MS)


@pytest.fixture(scope="module")
def coingecko_sim() -> Any:
    return cg_sim.create_app(DEFAULT_SEED)


SIMULATORS: dict[str, str] = {"hyperliquid": "hyperliquid_sim", "kalshi": "kalshi_sim",
                              "limitless": "limitless_sim", "coingecko": "coingecko_sim"}
HTTP_APPS: dict[str, Callable[[Any], Any]] = {"kalshi": ks_sim.app_of,
                                              "limitless": lm_sim.app_of,
                                              "coingecko": lambda app: app}


@pytest.mark.parametrize("row", [r for r in ROWS if r.simulated], ids=lambda r: r.id)
def test_simulator_answer_parses_into_compliant_records(
        row: Row, request: pytest.FixtureRequest) -> None:
    sim = request.getfixturevalue(SIMULATORS[row.upstream])
    if row.sim_path is not None:
        answer = TestClient(HTTP_APPS[row.upstream](sim)).get(row.sim_path(sim))
        assert answer.status_code == 200, answer.text
        check(row.parse(answer.json()), f"{row.id} (simulated)")
        return
    for recorded_request, _ in recorded(row):
        status, body = sim.info(_simulated_request(recorded_request))
        assert status == 200, body
        check(row.parse(body), f"{row.id} (simulated)")


def test_the_invariants_reject_what_they_should() -> None:
    """A book left in wire order, a crossed quote, a naive time and a lost raw all fail."""
    wire = pr.OrderBook("polymarket", "m", "t", (pr.Level(0.01, 5), pr.Level(0.1, 5)), (),
                        raw={"k": 1})
    crossed = pr.Quote("kalshi", "T:yes", "T", 0.6, 0.5, raw={"k": 1})
    naive = pr.PricePoint("limitless", "s", datetime(2026, 1, 1), 0.5, raw={"k": 1})
    rawless = pr.PricePoint("limitless", "s", datetime(2026, 1, 1, tzinfo=UTC), 0.5)
    for bad_record in (wire, crossed, naive, rawless):
        with pytest.raises(AssertionError):
            check_predmarket(bad_record)


# ----------------------------------------------------------------------------- polymarket sims

#: (simulator factory, path, params, parser): each simulated Polymarket answer must parse into
#: compliant records through the same mappers as the recordings (v2 and v1 shapes).
_PM_MARKET = pm_facts.EXAMPLE_MARKET
PM_SIMULATED: tuple[tuple[str, str, dict[str, Any], Parser], ...] = (
    ("data", "/v2/positions", {"user": SHOWCASE_WALLET, "status": "OPEN"},
     pm.positions_from_data_api),
    ("data", "/v2/positions", {"user": SHOWCASE_WALLET, "status": "CLOSED"},
     pm.positions_from_data_api),
    ("data", "/v2/positions", {"user": SHOWCASE_WALLET, "status": "REDEEMABLE"},
     pm.positions_from_data_api),
    ("data", "/v2/positions", {"user": SHOWCASE_WALLET, "status": "REDEEMABLE_LOST"},
     pm.positions_from_data_api),
    ("data", "/positions", {"user": SHOWCASE_WALLET}, pm.positions_from_data_api),
    ("data", "/closed-positions", {"user": SHOWCASE_WALLET}, pm.positions_from_data_api),
    ("data", "/v2/holders", {"condition": _PM_MARKET},
     lambda b: pm.positions_from_holders(b, _PM_MARKET)),
    ("data", "/holders", {"market": _PM_MARKET},
     lambda b: pm.positions_from_holders(b, _PM_MARKET)),
    ("data", "/v2/user-stats", {"user": SHOWCASE_WALLET},
     _one(lambda b: pmp.stats_from_v2(b, SHOWCASE_WALLET))),
    ("data", "/v2/leaderboard", {"time_period": "ALL"}, pmp.leaderboard_from_data_api),
    ("data", "/v1/leaderboard", {"timePeriod": "ALL"}, pmp.leaderboard_from_data_api),
    ("gamma", "/markets", {"condition_ids": _PM_MARKET}, pm.markets_from_gamma),
    ("gamma", "/markets", {"closed": "true", "limit": 50}, pm.markets_from_gamma),
    ("gamma", "/public-search", {"q": "bitcoin"}, pm.markets_from_gamma_events),
    ("gamma", "/public-search", {"q": "nba finals"}, pm.markets_from_gamma_events),
    ("data", "/v2/trades", {"user": SHOWCASE_WALLET}, pm.trades_from_data_api),
    ("data", "/trades", {"user": SHOWCASE_WALLET}, pm.trades_from_data_api),
    ("clob", "/data/trades", {"maker_address": SHOWCASE_WALLET},
     lambda b: [f.trade for f in pm.fills_from_clob(b)[0]]),
    ("clob", "/data/trades", {"maker_address": pm_state(DEFAULT_SEED, 1_790_000_000_000)
                              .whale.address},  # matched-but-failed fills among them
     lambda b: [f.trade for f in pm.fills_from_clob(b)[0]]),
)


@pytest.fixture(scope="module")
def pm_apps() -> dict[str, Any]:
    anchor = 1_790_000_000_000
    seed = DEFAULT_SEED  # the catalog's example market is a condition id of this seed
    return {"data": pm_sim.create_data_app(seed, anchor),
            "gamma": pm_sim.create_gamma_app(seed, anchor),
            "clob": pm_sim.create_clob_app(seed, anchor)}


async def _pm_get(app: Any, path: str, params: Any) -> Any:
    async with httpx.AsyncClient(transport=httpx.ASGITransport(app=app),
                                 base_url="http://sim") as c:
        r = await c.get(path, params=params)
        assert r.status_code == 200, r.text
        return r.json()


@pytest.mark.parametrize(("app", "path", "params", "parse"), PM_SIMULATED,
                         ids=[f"{a}{p}?{sorted(q.items())}" for a, p, q, _ in PM_SIMULATED])
async def test_polymarket_simulator_answer_parses_into_compliant_records(
        pm_apps: dict[str, Any], app: str, path: str, params: dict[str, Any], parse: Parser
) -> None:
    check(parse(await _pm_get(pm_apps[app], path, params)), f"polymarket sim {path}")


async def test_polymarket_clob_simulator_keeps_the_wire_order_traps(
        pm_apps: dict[str, Any]) -> None:
    """The simulated book sends the best level LAST; history refuses a call without a time."""
    market = pm.markets_from_gamma(await _pm_get(pm_apps["gamma"], "/markets",
                                                 {"condition_ids": _PM_MARKET}))[0]
    token = market.outcomes[0].outcome_id
    wire = await _pm_get(pm_apps["clob"], "/book", {"token_id": token})
    bids = [float(b["price"]) for b in wire["bids"]]
    asks = [float(a["price"]) for a in wire["asks"]]
    assert bids == sorted(bids) and asks == sorted(asks, reverse=True)
    book = pm.book_from_clob(wire)
    check([book], "polymarket sim /book")
    assert book.best_bid == bids[-1] and book.best_ask == asks[-1]
    history = await _pm_get(pm_apps["clob"], "/prices-history",
                            {"market": token, "interval": "1w"})
    check(pm.price_history_from_clob(history, token), "polymarket sim /prices-history")
    async with httpx.AsyncClient(transport=httpx.ASGITransport(app=pm_apps["clob"]),
                                 base_url="http://sim") as c:
        r = await c.get("/prices-history", params={"market": token})
    assert r.status_code == 400 and "time component" in r.json()["error"]
