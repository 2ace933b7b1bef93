"""Every paid-endpoint intent yields that endpoint and its exact paid curl, body filled in."""

from __future__ import annotations

import json
import shlex

import pytest

from sextant import catalog
from sextant.routing.engine import RoutingEngine
from tests.routing.conftest import BASE, NOW

ADDR = "0x5B5D51203A0F9079F8AEB098A6523A13F298C060"
CASES = [
    (f"score hyperliquid trader {ADDR}", "POST /perpdex/score", {"user": ADDR.lower()}),
    (f"hyperliquid pnl and open positions of {ADDR}", "POST /perpdex/pnl", {"user": ADDR.lower()}),
    (f"liquidation risk of hyperliquid wallet {ADDR}", "POST /perpdex/risk",
     {"user": ADDR.lower()}),
    ("top 5 hyperliquid traders of ETH", "POST /perpdex/screen", {"coin": "ETH", "n": 5}),
    ("last 20 BTC fills on hyperliquid", "POST /perpdex/fills", {"coin": "BTC", "n": 20}),
    (f"analyse hyperliquid vault {ADDR}", "POST /perpdex/vault", {"vault": ADDR.lower()}),
    (f"polymarket pnl of {ADDR}", "POST /marketa/pnl-quick", {"wallet": ADDR.lower()}),
    (f"full polymarket positions and mark-to-market pnl for {ADDR}", "POST /marketa/pnl",
     {"wallet": ADDR.lower()}),
    (f"polymarket wallet type and ghost fill risk {ADDR}", "POST /marketa/risk",
     {"wallet": ADDR.lower()}),
    ("top holders of the polymarket market will-bitcoin-reach-100k", "POST /marketa/screen",
     {"market": "will-bitcoin-reach-100k"}),
    ("polymarket leaderboard by volume this month", "POST /marketa/leaders",
     {"order_by": "volume", "window": "30d"}),
    ("kalshi consensus trend for KXFEDDECISION-25DEC", "POST /marketb/consensus-trend",
     {"event": "KXFEDDECISION-25DEC"}),
    ("kalshi live sports edge for game nba-lal-bos", "POST /marketb/sports-live-edge",
     {"milestone": "nba-lal-bos"}),
    ("kalshi vs polymarket spread on bitcoin", "POST /marketb-marketa/spread",
     {"topic": "bitcoin", "limit": 10}),
    ("polymarket vs limitless spreads on solana", "POST /predmarket/spread",
     {"topic": "solana", "limit": 10}),
    ("narrative divergence on base", "POST /narrative/divergence", {"chain": "base", "limit": 10}),
    ("is PEPE safe to buy on ethereum? honeypot check", "POST /swapdex/pretrade",
     {"token": "PEPE", "chain": "ethereum"}),
    ("spot vs perp basis for ETH on arbitrum", "POST /swapdex/basis",
     {"token": "ETH", "chain": "arbitrum"}),
    ("who is accumulating UNI on ethereum", "POST /swapdex/traders",
     {"token": "UNI", "chain": "ethereum"}),
    (f"agent reputation score for {ADDR} over 30 days", "POST /agent/score",
     {"wallet": ADDR.lower(), "days": 30}),
    (f"x402 settlement profile of {ADDR}", "POST /onchain-x402/address",
     {"address": ADDR.lower()}),
    ("how many x402 settlements happened in the last 7 days", "POST /ask",
     {"question": "how many x402 settlements happened in the last 7 days"}),
]


@pytest.mark.parametrize(("text", "key", "body"), CASES)
def test_paid_intent_names_the_endpoint_and_its_paid_curl(
    engine: RoutingEngine, text: str, key: str, body: dict[str, object]
) -> None:
    answer = engine.route(text, now=NOW).to_json()
    assert answer["recommendation"] == key
    endpoint = catalog.BY_KEY[key]
    args = answer["query_ready"]["args"]
    assert {k: args[k] for k in body} == body
    if endpoint.request_model is not None:
        endpoint.request_model.model_validate(args)  # the body is valid for the endpoint
    curl = shlex.split(answer["curl_example"])
    assert curl[:4] == ["curl", "-s", "-X", "POST"] and curl[4] == f"{BASE}{endpoint.path}"
    assert json.loads(curl[curl.index("-d") + 1]) == args
    assert any(h.startswith("X-PAYMENT:") for h in curl)
    assert answer["endpoint"]["price_usd"] == str(endpoint.price_usd)


def test_every_paid_group_is_reachable() -> None:
    groups = {catalog.BY_KEY[k].group for _, k, _ in CASES}
    paid_groups = {e.group for e in catalog.paid_endpoints() if e.path not in ("/", "/route")}
    assert paid_groups - groups <= {"meta"}


def test_missing_values_fall_back_to_the_example_and_say_so(engine: RoutingEngine) -> None:
    answer = engine.route("hyperliquid vault analysis please", now=NOW).to_json()
    assert answer["recommendation"] == "POST /perpdex/vault"
    assert "Replace the example value of vault" in answer["reason"]
    assert answer["confidence"] != "high"


@pytest.mark.parametrize(("text", "path", "slot"), [
    ("live edge on the current NBA game on kalshi", "/marketb/sports-live-edge", "milestone"),
    ("is the kalshi probability for the fed cut event trending up?",
     "/marketb/consensus-trend", "event"),
])
def test_a_kalshi_slot_not_given_is_the_catalog_example_said_as_missing(
        text: str, path: str, slot: str) -> None:
    """No invented id ("game-123" was one): the catalog example, a sandbox entity, marked."""
    from sextant.routing.intent.paid_intents import match

    found = match(text)
    assert found is not None and found.endpoint.path == path
    example = catalog.BY_KEY[f"POST {path}"].example or {}
    assert found.body[slot] == example[slot] and slot in found.missing


def test_extracted_values_are_kept_and_capped_at_the_models_bound(engine: RoutingEngine) -> None:
    answer = engine.route("last 200 perp fills of ETH on hyperliquid", now=NOW).to_json()
    assert answer["recommendation"] == "POST /perpdex/fills"
    assert answer["query_ready"]["args"] == {"coin": "ETH", "n": 100}
    assert "n 200 was capped at 100, the endpoint's maximum" in answer["reason"]
    assert "Replace the example value" not in answer["reason"]


@pytest.mark.parametrize(("text", "key", "body"), [
    ("top 50 hyperliquid traders of SOL", "POST /perpdex/screen", {"coin": "SOL", "n": 10}),
    ("kalshi vs polymarket spread on bitcoin, top 40", "POST /marketb-marketa/spread",
     {"topic": "bitcoin", "limit": 25}),
])
def test_other_intents_keep_their_extracted_params_when_capped(
    engine: RoutingEngine, text: str, key: str, body: dict[str, object]
) -> None:
    answer = engine.route(text, now=NOW).to_json()
    assert answer["recommendation"] == key
    assert answer["query_ready"]["args"] == body
    assert "capped at" in answer["reason"]


def test_a_value_within_bounds_is_not_noted(engine: RoutingEngine) -> None:
    answer = engine.route("last 20 BTC fills on hyperliquid", now=NOW).to_json()
    assert answer["query_ready"]["args"] == {"coin": "BTC", "n": 20}
    assert "capped" not in answer["reason"]


@pytest.mark.parametrize(("key", "text", "body"), [
    ("POST /marketb/sports-live-edge",
     "kalshi live edge for game 5b1f2c3e-8d4a-4e6b-9c71-2a0f6d3e9b11",
     {"milestone": "5b1f2c3e-8d4a-4e6b-9c71-2a0f6d3e9b11"}),  # the game id is not a market
    ("POST /marketb/sports-live-edge",
     "latency edge on milestone 5b1f2c3e-8d4a-4e6b-9c71-2a0f6d3e9b11 market kxnbagame-26nov23-bos",
     {"milestone": "5b1f2c3e-8d4a-4e6b-9c71-2a0f6d3e9b11", "market": "KXNBAGAME-26NOV23-BOS"}),
    ("POST /marketb/consensus-trend", "is the consensus on kxpresparty-2028 accelerating?",
     {"event": "KXPRESPARTY-2028"}),
    ("POST /marketb-marketa/spread", "arbitrage between kalshi and polymarket for the fed rate cut",
     {"topic": "fed rate cut", "limit": 10}),
    ("POST /predmarket/spread", "polymarket limitless spread for 2028 presidential election, top 3",
     {"topic": "2028 presidential election", "limit": 3}),
])
def test_marketb_slots_are_read_for_their_endpoint(key: str, text: str,
                                                   body: dict[str, object]) -> None:
    from sextant.routing.intent import paid_intents

    assert paid_intents.for_endpoint(key, text, 0.9, "test").body == body


@pytest.mark.parametrize(("text", "token"), [
    ("pre-trade check: swap 50k USDC to WETH on base", "WETH"),
    ("honeypot check before I sell PEPE for USDC", "PEPE"),
    ("what's the price impact if I swap 20k USDC into LINK on arbitrum", "LINK"),
    ("pre-trade check on PEPE", "PEPE"),
    ("pretrade check on pepe", "PEPE"),  # a coin in lower case, after "on": not a chain
    # lower case beside a stablecoin read in any case: the coin at risk, not the stablecoin
    ("is it safe to sell my pepe for usdc on ethereum? check price impact", "PEPE"),
    ("price impact of swapping usdc into brett on base", "BRETT"),
])
def test_a_swaps_pretrade_checks_the_token_at_risk(text: str, token: str) -> None:
    from sextant.routing.intent import paid_intents

    found = paid_intents.match(text)
    assert found is not None and found.endpoint.key == "POST /swapdex/pretrade", text
    assert found.body["token"] == token


@pytest.mark.parametrize(("text", "key", "slot", "value"), [
    ("hype basis", "POST /swapdex/basis", "token", "HYPE"),
    ("who is accumulating degen on base", "POST /swapdex/traders", "token", "DEGEN"),
    ("basis on eth", "POST /swapdex/basis", "chain", "ethereum"),  # "on eth": the chain
    ("price impact if I dump BRETT on aerodrome", "POST /swapdex/pretrade", "chain",
     "base"),
    ("in-play latency edge kalshi nhl-nyr-bos-0202", "POST /marketb/sports-live-edge",
     "milestone", "nhl-nyr-bos-0202"),
])
def test_slots_written_in_lower_case_or_implied_are_read(text: str, key: str, slot: str,
                                                         value: str) -> None:
    from sextant.routing.intent import paid_intents

    found = paid_intents.match(text)
    assert found is not None and found.endpoint.key == key, text
    assert found.body[slot] == value and slot not in found.missing


@pytest.mark.parametrize("text", [
    "kalshi market on the fed rate decision, drifting towards yes?",  # no event ticker
    "who is accumulating on base",  # no token
])
def test_a_paid_answer_filled_from_the_example_is_never_charged(engine: RoutingEngine,
                                                                 text: str) -> None:
    from sextant.routing.engine import answerable

    answer = engine.route(text, now=NOW)
    assert answer.recommendation.startswith("POST /"), text
    assert answer.endpoint is not None and answer.endpoint["body"]
    assert not answerable(answer) and answer.understood.get("unsure"), text


@pytest.mark.parametrize(("text", "key"), [
    # kinds found out of fold on train + dev (round hr3), in other words
    ("the smartest bettors on polymarket this month", "POST /marketa/leaders"),
    ("polymarket: which accounts are the most successful", "POST /marketa/leaders"),
    ("a ranking of polymkt traders by volume", "POST /marketa/leaders"),
    (f"unrealised pnl of hyperliquid trader {ADDR}", "POST /perpdex/pnl"),
    ("is kalshi lagging behind KXNFLGAME-26OCT05-GBCHI", "POST /marketb/sports-live-edge"),
    ("kalshi consensus on KXNFLGAME-26OCT05-GBCHI, which way is it trending",
     "POST /marketb/consensus-trend"),  # a game's ticker alone is no live-edge ask
    ("how much slippage selling 10k DEGEN on base", "POST /swapdex/pretrade"),
    (f"is {ADDR} ranked among the best on polymarket", "POST /marketa/pnl-quick"),  # one wallet
    (f"what is {ADDR} holding on hyperliquid, up or down?", "POST /perpdex/pnl"),
    ("which wallets dominate ETH perps on hyperliquid", "POST /perpdex/screen"),
    (f"polymarket walet type of {ADDR}", "POST /marketa/risk"),  # a typo of the slot word
    ("what would dumping 50k BRETT do to the price on base", "POST /swapdex/pretrade"),
    # kinds of the stranger set's dev half, in other words
    ("the big whales in hyperliquid ETH, any good?", "POST /perpdex/screen"),
    ("gap between the SOL spot and perp prices", "POST /swapdex/basis"),
    ("coins with social buzz but no onchain flow on base", "POST /narrative/divergence"),
    ("distinct x402 recipients last week", "POST /ask"),
])
def test_rules_read_the_kinds_found_out_of_fold(text: str, key: str) -> None:
    from sextant.routing.intent import paid_intents

    found = paid_intents.match(text)
    assert found is not None and found.endpoint.key == key, (text, found)


@pytest.mark.parametrize(("text", "not_key"), [
    ("polymarket markets ranked by liquidity", "POST /marketa/leaders"),  # markets, not people
    ("top 10 polymarket markets by volume", "POST /marketa/leaders"),
    ("social mentions of PEPE on twitter", "POST /narrative/divergence"),  # no onchain side
    ("who dominates hyperliquid HYPE spot trading", "POST /perpdex/screen"),  # spot, not perps
])
def test_those_rules_leave_their_look_alikes(text: str, not_key: str) -> None:
    from sextant.routing.intent import paid_intents

    found = paid_intents.match(text)
    assert found is None or found.endpoint.key != not_key, text
