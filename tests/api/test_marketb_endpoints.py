"""The /marketb endpoints end to end through x402 payment, on the Kalshi simulator."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Any

import httpx
import pytest
from eth_account import Account

from sextant.chain.client import ChainClient
from sextant.runtime import Runtime
from sextant.sandbox.kalshi import Simulator, simulator
from sextant.sandbox.kalshi_games import GAMES
from sextant.signals import consensus as sig
from sextant.venues.kalshi_facts import EXAMPLE_EVENT, EXAMPLE_MILESTONE

TREND_FIELDS = {
    "marketb_event_ticker", "event_title", "category", "consensus_probability_now",
    "slope_per_hour_24h", "slope_per_hour_3d", "acceleration_signal", "interpretation",
    "volatility_24h_stdev", "days_to_resolve", "markets_in_event", "history_points_analyzed",
    "marketb_source", "agent_note",
}


@pytest.fixture(scope="module")
def sim(runtime: Runtime) -> Simulator:
    return simulator(runtime.settings.seed)


async def paid(payer: httpx.AsyncClient, chain: ChainClient, buyer_key: str, path: str,
               body: dict[str, Any]) -> dict[str, Any]:
    buyer = Account.from_key(buyer_key).address
    before = chain.balance_of(buyer)
    r = await payer.post(path, json=body)
    assert r.status_code == 200, r.text
    assert "payment-response" in r.headers
    assert chain.balance_of(buyer) == before - 50_000
    return r.json()


async def unpaid(payer: httpx.AsyncClient, chain: ChainClient, buyer_key: str, path: str,
                 body: dict[str, Any], status: int) -> dict[str, Any]:
    buyer = Account.from_key(buyer_key).address
    before = chain.balance_of(buyer)
    r = await payer.post(path, json=body)
    assert r.status_code == status, r.text
    assert "payment-response" not in r.headers
    assert chain.balance_of(buyer) == before
    return r.json()


async def test_consensus_trend_of_the_example_event_is_the_leading_markets_history(
    payer: httpx.AsyncClient, chain: ChainClient, buyer_key: str, sim: Simulator,
) -> None:
    body = await paid(payer, chain, buyer_key, "/marketb/consensus-trend",
                      {"event": EXAMPLE_EVENT.lower()})
    assert set(body) >= TREND_FIELDS
    assert body["marketb_event_ticker"] == EXAMPLE_EVENT
    assert body["category"] == "Politics" and body["markets_in_event"] == 2
    # the leading market is the Democratic one (0.52 against 0.46 in the world)
    assert body["consensus_market"] == f"{EXAMPLE_EVENT}-D"
    assert body["status"] == "ok" and body["history_points_analyzed"] >= 70
    assert body["interpretation"] in ("accelerating-up", "accelerating-down", "stable")
    assert body["marketb_source"].endswith(
        f"/series/KXPRESPARTY/markets/{EXAMPLE_EVENT}-D/candlesticks?period_interval=60")
    assert 900 < body["days_to_resolve"] < 1100
    # recomputed from the simulator's own hourly candles
    now = datetime.fromisoformat(body["source"]["fetched_at"])
    end, start = int(now.timestamp()), int((now - timedelta(days=3)).timestamp())
    candles = sim.candles(f"{EXAMPLE_EVENT}-D", start, end, 60)
    points = [(datetime.fromtimestamp(c["end_period_ts"], UTC),
               (float(c["yes_bid"]["close_dollars"]) + float(c["yes_ask"]["close_dollars"])) / 2)
              for c in candles]
    expected = sig.consensus_trend(points, now, None)
    assert body["slope_per_hour_24h"] == pytest.approx(expected.slope_per_hour_24h)
    assert body["slope_per_hour_3d"] == pytest.approx(expected.slope_per_hour_3d)
    assert body["volatility_24h_stdev"] == pytest.approx(expected.volatility_24h_stdev)
    assert body["consensus_probability_now"] == pytest.approx(points[-1][1])


async def test_unknown_event_is_404_with_did_you_mean_and_unpaid(
    payer: httpx.AsyncClient, chain: ChainClient, buyer_key: str,
) -> None:
    body = await unpaid(payer, chain, buyer_key, "/marketb/consensus-trend",
                        {"event": "KXPRESPARTY-2029"}, 404)
    assert body["error"] == "unknown_event"
    assert EXAMPLE_EVENT in body["did_you_mean"]


async def test_an_event_title_is_a_404_naming_the_closest_tickers_and_unpaid(
    payer: httpx.AsyncClient, chain: ChainClient, buyer_key: str,
) -> None:
    # words are looked up, never guessed at and answered as if they were the ticker
    body = await unpaid(payer, chain, buyer_key, "/marketb/consensus-trend",
                        {"event": "2028 presidential election"}, 404)
    assert body["error"] == "unknown_event"
    assert body["did_you_mean"][0] == EXAMPLE_EVENT and EXAMPLE_EVENT in body["message"]


@pytest.mark.parametrize(("body", "code"), [
    ({"event": "FEDDECISION-26DEC"}, "invalid_event"),
    ({"event": ""}, "invalid_event"),
    ({}, "invalid_event"),
    ({"event": 42}, "invalid_event"),
    ({"event": "x" * 201 + " y"}, "invalid_event"),
    ({"event": "<script> alert"}, "invalid_event"),
])
async def test_consensus_bad_input_is_400_and_unpaid(
    payer: httpx.AsyncClient, chain: ChainClient, buyer_key: str, body: dict[str, Any],
    code: str,
) -> None:
    out = await unpaid(payer, chain, buyer_key, "/marketb/consensus-trend", body, 400)
    assert out["error"] == code


def game_id(key: str) -> str:
    return next(g.milestone_id() for g in GAMES if g.key == key)


async def test_live_edge_of_the_example_game_chooses_the_home_market(
    payer: httpx.AsyncClient, chain: ChainClient, buyer_key: str,
) -> None:
    body = await paid(payer, chain, buyer_key, "/marketb/sports-live-edge",
                      {"milestone": EXAMPLE_MILESTONE})
    assert body["sport"] == "Basketball" and body["home"] == "BOS"
    assert body["market_ticker"].endswith("-BOS") and body["market_yes_team"] == "BOS"
    assert "home team" in body["market_choice_reason"]
    # the home side scores every play of the last half hour while the market is frozen
    assert body["momentum_score_last_5_events"] == 1.0
    assert body["market_reaction_pct_last_hour"] == pytest.approx(0.0)
    assert body["latency_arbitrage_signal"] == "upside-lag-likely"
    assert body["candles_analyzed"] >= 55


async def test_live_edge_from_the_away_market_reads_the_away_side(
    payer: httpx.AsyncClient, chain: ChainClient, buyer_key: str, sim: Simulator,
) -> None:
    game = next(g for g in GAMES if g.key == "example")
    ticker = f"{sim._game_event(game)}-{game.away}"
    body = await paid(payer, chain, buyer_key, "/marketb/sports-live-edge",
                      {"milestone": EXAMPLE_MILESTONE, "market": ticker.lower()})
    assert body["market_ticker"] == ticker and body["market_yes_team"] == "NYK"
    assert body["momentum_score_last_5_events"] == 0.0
    assert body["latency_arbitrage_signal"] == "downside-lag-likely"


@pytest.mark.parametrize(("key", "signal"), [
    ("nfl-away", "downside-lag-likely"), ("nhl-track", "market-tracking-stats"),
    ("soccer-thin", None),
])
async def test_live_edge_shapes(
    payer: httpx.AsyncClient, chain: ChainClient, buyer_key: str, key: str, signal: str | None,
) -> None:
    body = await paid(payer, chain, buyer_key, "/marketb/sports-live-edge",
                      {"milestone": game_id(key)})
    assert body["latency_arbitrage_signal"] == signal


async def test_an_unknown_milestone_lists_the_games_a_team_name_matches(
    payer: httpx.AsyncClient, chain: ChainClient, buyer_key: str,
) -> None:
    body = await unpaid(payer, chain, buyer_key, "/marketb/sports-live-edge",
                        {"milestone": "boston-celtics"}, 404)
    assert body["error"] == "unknown_milestone"
    assert body["did_you_mean"] == [f"{EXAMPLE_MILESTONE} (New York at Boston)"]


@pytest.mark.parametrize(("body", "status", "code"), [
    ({"milestone": "wnba-final"}, 422, "game_not_live"),
    ({"milestone": "tennis"}, 422, "unsupported_sport"),
    ({"milestone": "00000000-0000-4000-a000-000000000000"}, 404, "unknown_milestone"),
    ({"milestone": "example", "market": "KXNOPE-1"}, 400, "invalid_market"),
    ({"milestone": "  "}, 400, "invalid_milestone"),
    ({}, 400, "invalid_milestone"),
    ({"milestone": "\u00cd\U000f6626;"}, 400, "invalid_milestone"),  # a 500 before
    ({"milestone": "game/../../x"}, 400, "invalid_milestone"),
    ({"milestone": "example", "market": "KX NOPE"}, 400, "invalid_market"),
])
async def test_live_edge_refusals_are_unpaid(
    payer: httpx.AsyncClient, chain: ChainClient, buyer_key: str, body: dict[str, Any],
    status: int, code: str,
) -> None:
    if body.get("milestone") in {g.key for g in GAMES}:
        body = {**body, "milestone": game_id(body["milestone"])}
    out = await unpaid(payer, chain, buyer_key, "/marketb/sports-live-edge", body, status)
    assert out["error"] == code


async def test_predmarket_spread_pairs_the_same_condition_and_refuses_look_alikes(
    payer: httpx.AsyncClient, chain: ChainClient, buyer_key: str,
) -> None:
    body = await paid(payer, chain, buyer_key, "/predmarket/spread",
                      {"topic": "2028 presidential election", "limit": 5})
    assert body["status"] == "ok"
    assert body["marketa_candidates"] >= 2 and body["marketc_binary_candidates"] >= 1
    pair = body["pairs"][0]
    assert "Democratic" in pair["marketa_question"] and "Democrats" in pair["marketc_title"]
    assert pair["spread_bps"] == round(
        (pair["marketa_yes_mid"] - pair["marketc_yes_mid"]) * 10_000)
    if pair["spread_bps"] > 200:
        assert pair["arbitrage_direction"] == "long-marketa-short-marketc"
    elif pair["spread_bps"] < -200:
        assert pair["arbitrage_direction"] == "long-marketc-short-marketa"
    else:
        assert pair["arbitrage_direction"] == "tight"
    # the Republican question and the House question look alike but resolve otherwise
    assert all("Republican" not in p["marketa_question"] for p in body["pairs"])
    assert all("House" not in p["marketc_title"] for p in body["pairs"])
    assert {u["reason"] for u in body["unverified"]} >= {"other_entity"}


@pytest.mark.parametrize(("topic", "status"), [
    ("taylor swift album", "marketa_only"),
    ("pypl", "marketc_only"),
    ("nba finals", "marketc_multi_outcome_only"),
    ("zzzz quux", "no_matches"),
    # Polymarket's 0.3 % CPI question and Limitless' 0.4 % one are different thresholds
    ("cpi", "no_semantic_match"),
])
async def test_predmarket_spread_statuses(
    payer: httpx.AsyncClient, chain: ChainClient, buyer_key: str, topic: str, status: str,
) -> None:
    body = await paid(payer, chain, buyer_key, "/predmarket/spread", {"topic": topic})
    assert body["status"] == status and body["pairs"] == []


@pytest.mark.parametrize(("body", "code"), [
    ({"topic": "bitcoin", "limit": 0}, "invalid_limit"),
    ({"topic": "bitcoin", "limit": 26}, "invalid_limit"),
    ({"topic": " "}, "invalid_topic"),
])
async def test_predmarket_spread_bad_input_is_unpaid(
    payer: httpx.AsyncClient, chain: ChainClient, buyer_key: str, body: dict[str, Any],
    code: str,
) -> None:
    out = await unpaid(payer, chain, buyer_key, "/predmarket/spread", body, 400)
    assert out["error"] == code


async def test_marketb_marketa_spread_pairs_kalshi_with_polymarket(
    payer: httpx.AsyncClient, chain: ChainClient, buyer_key: str,
) -> None:
    body = await paid(payer, chain, buyer_key, "/marketb-marketa/spread",
                      {"topic": "2028 presidential election", "limit": 5})
    assert body["status"] == "ok" and body["marketb_candidates"] == 2
    tickers = {p["marketb_ticker"]: p for p in body["pairs"]}
    dem = tickers[f"{EXAMPLE_EVENT}-D"]
    assert "Democratic" in dem["marketa_question"]
    assert dem["spread_bps"] == round((dem["marketb_yes_mid"] - dem["marketa_yes_mid"]) * 1e4)
    for p in body["pairs"]:  # a Democrat market never pairs with the Republican question
        assert ("Democrat" in p["marketb_title"]) == ("Democratic" in p["marketa_question"])
    assert body["sources"]["marketb"].startswith("Kalshi")


@pytest.mark.parametrize(("topic", "status"), [
    ("government shutdown", "marketb_only"),
    # Kalshi's $6,000 rung and Polymarket's $5,000 touch read alike but resolve otherwise
    ("ethereum", "no_semantic_match"),
    ("taylor swift album", "marketa_only"),
    ("zzzz quux", "no_matches"),
])
async def test_marketb_marketa_spread_statuses(
    payer: httpx.AsyncClient, chain: ChainClient, buyer_key: str, topic: str, status: str,
) -> None:
    body = await paid(payer, chain, buyer_key, "/marketb-marketa/spread", {"topic": topic})
    assert body["status"] == status and body["pairs"] == []


def _ladder_pair(pairs: list[dict[str, Any]]) -> dict[str, Any]:
    return next(p for p in pairs if p["alignment"] == "ladder_vs_buckets")


async def test_kalshi_rung_against_polymarket_buckets_is_priced_on_the_same_condition(
    payer: httpx.AsyncClient, chain: ChainClient, buyer_key: str,
) -> None:
    body = await paid(payer, chain, buyer_key, "/marketb-marketa/spread",
                      {"topic": "bitcoin", "limit": 10})
    assert body["status"] == "ok"
    pair = _ladder_pair(body["pairs"])
    # Kalshi's $150,000 rung = Polymarket's 150k-160k bucket + its above-160k bucket
    assert "above $150,000" in pair["marketb_title"]
    assert len(pair["legs"]) == 2 and pair["marketa_market_slug"] == "+".join(pair["legs"])
    assert "150-000-and-160-000" in pair["legs"][0] and "above-160-000" in pair["legs"][1]
    assert pair["spread_bps"] == round(
        (pair["marketb_yes_mid"] - pair["marketa_yes_mid"]) * 10_000)
    # the world prices the rung at ~0.23 and the buckets at ~0.09 + 0.06: Kalshi is dearer
    assert pair["spread_bps"] > 200 and pair["arbitrage_direction"] == "long-marketb-short-marketa"
    # single buckets never pair with the rung directly (other thresholds)
    direct = [p for p in body["pairs"] if p["alignment"] == "same_market"]
    assert all("between" not in p["marketa_question"] for p in direct)


async def test_polymarket_rung_against_kalshi_buckets_is_priced_on_the_same_condition(
    payer: httpx.AsyncClient, chain: ChainClient, buyer_key: str,
) -> None:
    # the mirror image: the ladder on Polymarket, the range buckets on Kalshi
    body = await paid(payer, chain, buyer_key, "/marketb-marketa/spread",
                      {"topic": "solana", "limit": 10})
    assert body["status"] == "ok"
    pair = _ladder_pair(body["pairs"])
    # Polymarket's $250 rung = Kalshi's $250-$275 bucket + its above-$275 bucket
    assert "above $250" in pair["marketa_question"]
    assert len(pair["legs"]) == 2
    assert pair["legs"][0].endswith("-B250") and pair["legs"][1].endswith("-B275")
    assert pair["marketb_ticker"] == "+".join(pair["legs"])
    assert pair["spread_bps"] == round(
        (pair["marketb_yes_mid"] - pair["marketa_yes_mid"]) * 10_000)
    # the world prices the buckets at ~0.12 + 0.10 and the rung at ~0.28: Polymarket is dearer
    assert pair["spread_bps"] < -200 and pair["arbitrage_direction"] == "long-marketa-short-marketb"
    assert pair["edge_after_fees"] is not None
    # a single bucket never pairs with the rung directly (another threshold)
    assert all(p["alignment"] == "ladder_vs_buckets" for p in body["pairs"])
    assert {u["reason"] for u in body["unverified"]} >= {"other_threshold"}


async def test_limitless_rung_against_polymarket_buckets(
    payer: httpx.AsyncClient, chain: ChainClient, buyer_key: str,
) -> None:
    body = await paid(payer, chain, buyer_key, "/predmarket/spread",
                      {"topic": "bitcoin", "limit": 10})
    pair = _ladder_pair(body["pairs"])
    assert "150k" in pair["marketc_title"] and len(pair["legs"]) == 2
    assert pair["spread_bps"] == round(
        (pair["marketa_yes_mid"] - pair["marketc_yes_mid"]) * 10_000)
    assert pair["spread_bps"] < -200 and pair["arbitrage_direction"] == "long-marketc-short-marketa"


@pytest.mark.parametrize("path", ["/marketb-marketa/spread", "/predmarket/spread"])
@pytest.mark.parametrize(("body", "code"), [
    ({"topic": "bitcoin", "limit": 0}, "invalid_limit"),
    ({"topic": "bitcoin", "limit": 26}, "invalid_limit"),
    ({"topic": "bitcoin", "limit": "many"}, "invalid_limit"),
    ({"topic": " "}, "invalid_topic"),
    ({"topic": "x" * 201}, "invalid_topic"),
    ({}, "invalid_topic"),
])
async def test_spread_bounds_are_enforced_and_unpaid(
    payer: httpx.AsyncClient, chain: ChainClient, buyer_key: str, path: str,
    body: dict[str, Any], code: str,
) -> None:
    out = await unpaid(payer, chain, buyer_key, path, body, 400)
    assert out["error"] == code


async def test_spread_limit_caps_the_pairs(
    payer: httpx.AsyncClient, chain: ChainClient, buyer_key: str,
) -> None:
    body = await paid(payer, chain, buyer_key, "/marketb-marketa/spread",
                      {"topic": "2028 presidential election", "limit": 1})
    assert len(body["pairs"]) == 1 and len(body["unverified"]) <= 1


async def test_consensus_of_freshly_listed_events_says_how_thin_the_history_is(
    payer: httpx.AsyncClient, chain: ChainClient, buyer_key: str, sim: Simulator,
) -> None:
    fresh = {x.event_id: x for x in sim.listings.values() if x.listed_at is not None}
    thin = next(e for e, x in fresh.items() if e.startswith("KXCONFIRM"))
    body = await paid(payer, chain, buyer_key, "/marketb/consensus-trend", {"event": thin})
    # listed three hours before the anchor: three finished hourly candles
    assert body["status"] == "thin_forecast_history"
    assert 3 <= body["history_points_analyzed"] < 5
    assert body["volatility_24h_stdev"] is None  # needs >= 4 points
    empty = next(e for e, x in fresh.items() if e.startswith("KXTARIFF"))
    body = await paid(payer, chain, buyer_key, "/marketb/consensus-trend", {"event": empty})
    assert body["status"] == "no_forecast_history_yet" and body["history_points_analyzed"] == 0
    assert body["interpretation"] == "insufficient-history"
    assert 0 < body["consensus_probability_now"] < 1  # the current quote
    assert "newly listed" in body["agent_note"]


@pytest.mark.parametrize("topic", ["bitcoin 150k", "will BTC go above 150k?"])
async def test_kalshi_candidates_of_a_worded_topic_are_its_named_markets(
    payer: httpx.AsyncClient, chain: ChainClient, buyer_key: str, topic: str,
) -> None:
    # a threshold or a verb the Kalshi titles do not spell must not empty the candidates
    body = await paid(payer, chain, buyer_key, "/marketb-marketa/spread",
                      {"topic": topic, "limit": 10})
    assert body["marketb_candidates"] >= 1 and body["status"] == "ok"
    assert any("$150,000" in p["marketb_title"] for p in body["pairs"])


async def test_marketb_marketa_look_alikes_name_the_kalshi_title_as_marketb(
    payer: httpx.AsyncClient, chain: ChainClient, buyer_key: str,
) -> None:
    body = await paid(payer, chain, buyer_key, "/marketb-marketa/spread",
                      {"topic": "solana", "limit": 10})
    assert body["unverified"]
    for u in body["unverified"]:
        assert set(u) == {"marketa_question", "marketb_title", "semantic_match_score", "reason",
                          "detail"}
        assert "Solana" in u["marketb_title"]
