"""Kinds of request earlier stranger calls missed, each read the general way (not one string)."""

from __future__ import annotations

import pytest

from sextant.routing import token_api
from sextant.routing.engine import RoutingEngine, answerable
from sextant.routing.intent import paid_intents, services
from sextant.routing.search.text import protocol_aliases
from sextant.subgraphs import networks
from sextant.venues.hyperliquid_facts import EXAMPLE_VAULT
from tests.routing.conftest import NOW

ADDR = "0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc"


@pytest.mark.parametrize(("text", "label"), [
    (f"hl liq risk {ADDR}", "POST /perpdex/risk"),
    (f"hl skill of {ADDR}", "POST /perpdex/score"),
    ("hl SOL tape", "POST /perpdex/fills"),
])
def test_hl_is_hyperliquid(engine: RoutingEngine, text: str, label: str) -> None:
    answer = engine.route(text, now=NOW)
    assert answer.recommendation == label, answer.understood


def test_the_hlp_vault_by_name_is_the_vault_endpoint_with_its_address(
        engine: RoutingEngine) -> None:
    answer = engine.route("is HLP still a good place to park usdc, vault health?", now=NOW)
    assert answer.recommendation == "POST /perpdex/vault", answer.understood
    assert answer.query_ready.args == {"vault": EXAMPLE_VAULT}


def test_one_traders_fills_are_fills_of_that_trader(engine: RoutingEngine) -> None:
    answer = engine.route(f"most recent fills of {ADDR} on hyperliquid", now=NOW)
    assert answer.recommendation == "POST /perpdex/fills", answer.understood
    assert answer.query_ready.args["user"] == ADDR and "coin" not in answer.query_ready.args


@pytest.mark.parametrize("text", ["GMX price", "what is the AAVE token trading at"])
def test_a_protocol_named_as_its_token_is_a_token_api_ask(engine: RoutingEngine,
                                                          text: str) -> None:
    assert engine.route(text, now=NOW).recommendation == services.TOKEN_API


def test_the_protocol_itself_stays_a_subgraph_ask(engine: RoutingEngine) -> None:
    assert engine.route("gmx open positions on arbitrum", now=NOW).recommendation == \
        services.SUBGRAPH


@pytest.mark.parametrize("text", [
    f"okx copy trader {ADDR} win rate",
    f"bybit account {ADDR}: open positions",
])
def test_an_unread_venue_is_never_charged_as_a_venue_endpoint(engine: RoutingEngine,
                                                              text: str) -> None:
    answer = engine.route(text, now=NOW)
    assert answer.recommendation == services.NONE and not answerable(answer), answer.understood


def test_a_model_only_paid_guess_without_its_required_slot_is_not_charged(
        engine: RoutingEngine) -> None:
    answer = engine.route("buy you a coffee", now=NOW)
    assert not answerable(answer) or answer.recommendation == "POST /tip", answer.understood


def test_names_and_the_graphs_participants_name_their_protocol() -> None:
    assert protocol_aliases("who owns brantly.eth") == ["ens"]
    assert protocol_aliases("owner of jesse.base.eth") == ["basenames"]
    assert protocol_aliases("latest .base.eth registrations") == ["basenames"]
    assert protocol_aliases("the graph delegators by stake") == ["the-graph"]


def test_an_ens_name_finds_ens(engine: RoutingEngine) -> None:
    answer = engine.route("who owns brantly.eth", now=NOW)
    assert (answer.subgraph or {}).get("protocol") == "ens", answer.understood


def test_lower_case_arb_after_on_is_arbitrum() -> None:
    assert networks.networks_in("uni v3 pools on arb") == ["arbitrum-one"]
    assert networks.networks_in("ARB price") == []


def test_by_tvl_on_native_uniswap_orders_by_tvl_on_a_sound_deployment(
        engine: RoutingEngine) -> None:
    answer = engine.route("uniswap v3 pools on base by tvl", now=NOW)
    sub = answer.subgraph or {}
    assert sub.get("protocol") == "uniswap-v3" and sub.get("network") == "base"
    assert "orderBy: totalValueLockedUSD" in answer.query_ready.args["query"]
    assert "overstates TVL" in answer.reason
    assert any(a.get("protocol") == "uniswap-v3" for a in answer.alternatives)
    volume = engine.route("uniswap v3 pools on base by volume", now=NOW)
    assert "orderBy: volumeUSD" in volume.query_ready.args["query"]


def test_one_wordllama_loader() -> None:
    from sextant.routing.intent import model
    from sextant.signals import dense

    vec = model.embed(["perp vault"])
    direct = dense.model().embed(["perp vault"])
    assert vec.shape == (1, 256) and abs(float(vec[0] @ direct[0]) /
                                         float((direct[0] ** 2).sum()) ** 0.5 - 1.0) < 1e-4
    assert not hasattr(model, "_embedder")


def test_a_lower_case_famous_symbol_is_read_in_a_token_ask(engine: RoutingEngine) -> None:
    from sextant.routing.intent import extract

    assert extract.symbols_any_case("uni price") == ["UNI"]
    assert extract.symbols_any_case("holders of pepe on eth") == ["PEPE"]
    assert extract.symbols_any_case("LINK price") == ["LINK"]
    answer = engine.route("aave price", now=NOW)
    assert answer.recommendation == services.TOKEN_API and answerable(answer), answer.understood


@pytest.mark.parametrize(("text", "key"), [
    (f"what does {ADDR} have open on hyperliquid and how are those trades doing",
     "POST /perpdex/pnl"),
    ("who is moving the most size in WIF perps on hyperliquid", "POST /perpdex/screen"),
    (f"hl liqs of {ADDR}", "POST /perpdex/risk"),
    (f"trade by trade history of {ADDR} on hyperliquid", "POST /perpdex/fills"),
    (f"rate the perp trading skill of {ADDR}", "POST /perpdex/score"),
    (f"what bets does {ADDR} currently hold on polymarket", "POST /marketa/pnl"),
    (f"classify the wallet behind {ADDR} on polymarket", "POST /marketa/risk"),
    ("most profitable polymarket traders today", "POST /marketa/leaders"),
    ("momentum of the kalshi event KXCPI-26JAN", "POST /marketb/consensus-trend"),
    ("is ARB sellable on base or a trap", "POST /swapdex/pretrade"),
    ("how far is the LINK perpetual from the spot price", "POST /swapdex/basis"),
])
def test_paid_sub_endpoint_kinds_the_rules_read(text: str, key: str) -> None:
    """Kinds of sub-endpoint misses found out of fold on train/dev families and on the
    dev half of tests/data/routing_probe_hr.jsonl."""
    found = paid_intents.match(text)
    assert found is not None and found.endpoint.key == key, text


def test_a_token_that_lives_on_one_chain_is_looked_up_there() -> None:
    assert token_api.plan("AERO holders", []).params["network"] == "base"
    assert token_api.plan("AERO holders on ethereum", ["mainnet"]).params["network"] == "mainnet"
    assert token_api.plan("UNI holders", []).params["network"] == "mainnet"


def test_eth_as_the_unit_staked_is_no_token_filter(engine: RoutingEngine) -> None:
    answer = engine.route("lido staked ETH total", now=NOW)
    assert answer.subgraph is not None and answer.subgraph["protocol"] == "lido"
    assert "left out" not in answer.reason


@pytest.mark.parametrize("text", [
    f"quick pnl summary for polymarket wallet {ADDR}, I don't need every position listed",
    f"polymarket wallet {ADDR}: headline pnl and win rate, no need for the per-market rows",
])
def test_a_clause_turned_down_does_not_choose_the_endpoint(engine: RoutingEngine,
                                                           text: str) -> None:
    answer = engine.route(text, now=NOW)
    assert answer.recommendation == "POST /marketa/pnl-quick", answer.understood


def test_a_subgraph_turned_down_is_never_the_charged_answer(engine: RoutingEngine) -> None:
    answer = engine.route("stream every aave v3 Borrow event from genesis into my postgres "
                          "sink, we do not want a subgraph for this", now=NOW)
    assert answer.recommendation != services.SUBGRAPH, answer.understood


@pytest.mark.parametrize("text", [
    f"transfer 25 usdc to {ADDR}",
    "please send 0.5 ETH to vitalik.eth from my wallet",
])
def test_moving_the_callers_funds_is_not_a_data_request(engine: RoutingEngine,
                                                        text: str) -> None:
    answer = engine.route(text, now=NOW)
    assert answer.recommendation == services.NONE and not answerable(answer), answer.understood


GAME = "9c0e7a52-1b3d-4f6e-8a29-d4b7c1e05f83"


@pytest.mark.parametrize(("text", "key"), [
    # several figures of one trader: the PnL endpoint returns positions, fills and PnL
    (f"hl wallet {ADDR}: what perps are open, the last few fills, and the profit so far",
     "POST /perpdex/pnl"),
    # a story of someone getting rekt before a ranking of many wallets is not a risk ask
    ("a friend got rekt last week copying a random account, so now I am careful. hunt down "
     "sharp SOL traders worth following on hyperliquid, rank the wallets and say which ones "
     "are good", "POST /perpdex/screen"),
    # words listed as what the score should weigh do not choose the endpoint
    (f"{ADDR} on hl: factor in win rate against size, liquidations, drawdowns, whatever, "
     "only the score please", "POST /perpdex/score"),
    # a game named by its milestone id, with trading words and no venue named
    (f"lag signal for the djokovic alcaraz match {GAME}, any trading edge",
     "POST /marketb/sports-live-edge"),
    # a story about the caller's own x402 API before a warehouse question
    ("we charge per call through x402 for our geocoding API and usage keeps climbing. anyway, "
     "which 3 x402 recipients took in the most volume during Q2 2026?", "POST /ask"),
    ("for the x402 API my team sells, give me the top 5 x402 payers by volume in 2025",
     "POST /ask"),
])
def test_slot_words_of_the_stranger_kinds(text: str, key: str) -> None:
    """Kinds a fresh stranger set left unpaid (round hr4), read from their slot words."""
    found = paid_intents.match(text)
    assert found is not None and found.endpoint.key == key, text


@pytest.mark.parametrize("text", ["top x402 services by volume",
                                  "which x402 endpoints get the most volume"])
def test_ranking_x402_services_is_no_warehouse_question(text: str) -> None:
    found = paid_intents.match(text)
    assert found is None or found.endpoint.key != "POST /ask", text


def test_a_milestone_id_is_read_as_the_game() -> None:
    from sextant.routing.intent import extract

    assert extract.milestone(f"live edge on milestone id {GAME}") == GAME


def test_a_game_by_id_is_no_market_screen(engine: RoutingEngine) -> None:
    answer = engine.route(f"latency arb signal federer nadal match {GAME}", now=NOW)
    assert answer.recommendation == "POST /marketb/sports-live-edge", answer.understood


@pytest.mark.parametrize("text", [
    "backfill all aave v3 events since the protocol was deployed, in parallel, into our "
    "warehouse",
    "I want all compound v3 events from genesis processed in parallel and sinked to s3",
])
def test_a_streaming_backfill_of_a_protocol_is_substreams(engine: RoutingEngine,
                                                          text: str) -> None:
    assert engine.route(text, now=NOW).recommendation == services.SUBSTREAMS


@pytest.mark.parametrize("text", [
    "where did NVDA close on thursday",
    "what did AAPL open at today",
    "forgot my kalshi password, how do I get back in",
    "I can't sign in to hyperliquid",
    "forecast the price of SOL for next quarter",
    "convert 250 GBP to USD",
    "follower count of the uniswap founder on twitter",
    "how much do I have in my kraken account balance",
])
def test_off_chain_look_alikes_are_nobodys(engine: RoutingEngine, text: str) -> None:
    answer = engine.route(text, now=NOW)
    assert answer.recommendation == services.NONE and not answerable(answer), answer.understood


@pytest.mark.parametrize(("text", "label"), [
    ("tokenized TSLA holders on ethereum", services.TOKEN_API),
    ("ETH price", services.TOKEN_API),
    ("binance smart chain balance of 0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc",
     services.TOKEN_API),
    ("how many followers does the HLP vault have", "POST /perpdex/vault"),
])
def test_onchain_asks_near_the_off_chain_words_still_route(engine: RoutingEngine, text: str,
                                                           label: str) -> None:
    assert engine.route(text, now=NOW).recommendation == label


@pytest.mark.parametrize("text", [
    "kalshi odds that NVDA closes above 150 on friday",
    "polymarket markets on the BTC price forecast for december",
    "binance wallet balance on ethereum",
    "convert 200 USD to ETH at the current price",
])
def test_a_market_or_an_onchain_wallet_on_an_off_chain_figure_is_no_look_alike(
        text: str) -> None:
    from sextant.routing.intent import offchain

    assert offchain.off_chain(text) is None
