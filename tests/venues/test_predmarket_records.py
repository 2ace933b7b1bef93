"""The prediction-market mappers get each venue's known traps right (upstreams.md §2-4)."""

from __future__ import annotations

import json
from datetime import UTC, datetime

import pytest

from sextant.errors import UpstreamBadResponse
from sextant.venues import kalshi_records as ks
from sextant.venues import limitless_records as lm
from sextant.venues import polymarket_records as pm
from sextant.venues import predmarket as pr
from tests.support import shared_fixtures

FIXTURES = shared_fixtures()
needs_fixtures = pytest.mark.skipif(not FIXTURES.is_dir(), reason="shared fixtures not present")


def load(path: str) -> object:
    return json.loads((FIXTURES / path).read_text())


@needs_fixtures
def test_clob_book_best_levels_come_first_although_the_wire_sends_them_last() -> None:
    body = load("polymarket/clob_book.json")
    assert isinstance(body, dict)
    book = pm.book_from_clob(body)
    assert float(body["bids"][0]["price"]) == 0.01  # the worst bid is first on the wire
    assert book.best_bid == 0.1 and book.best_ask == 0.14
    assert book.bids[-1].price == 0.01 and book.asks[-1].price == 0.98
    assert book.time == datetime(2024, 10, 13, 6, 3, 38, 260000, tzinfo=UTC)
    assert book.quote().mid == pytest.approx(0.12)


@needs_fixtures
def test_gamma_double_encoded_fields_are_decoded() -> None:
    (market,) = pm.markets_from_gamma(load("polymarket/gamma_market.json"))
    assert [o.label for o in market.outcomes] == ["Up", "Down"]
    assert [o.price for o in market.outcomes] == [0.505, 0.495]
    assert market.outcomes[0].outcome_id.startswith("1042398980388071360")
    assert market.market_id.startswith("0x78443f96") and market.status == "open"
    assert market.quote is not None and (market.quote.bid, market.quote.ask) == (0.5, 0.51)


@needs_fixtures
def test_neg_risk_event_children_carry_their_event() -> None:
    markets = pm.markets_from_gamma_events(load("polymarket/gamma_event.json"))
    assert len(markets) == 2 and all(m.neg_risk for m in markets)
    assert {m.event_title for m in markets} == {"Democratic Presidential Nominee 2028"}
    assert markets[0].group_label == "Stephen A. Smith"


@needs_fixtures
def test_data_api_v1_and_v2_rows_map_alike() -> None:
    v1 = pm.trades_from_data_api(load("polymarket/data_api_v1_trades.json"))
    v2 = pm.trades_from_data_api({"data": load("polymarket/data_v2/trades.json")})
    assert v1[0].side == "sell" and v1[0].wallet and v1[0].market_id.startswith("0xdd22")
    assert v2[0].side == "buy" and v2[0].outcome_id.startswith("1006217049163")
    assert v2[0].time == datetime.fromtimestamp(1788887014, tz=UTC)
    (pos, *_) = pm.positions_from_data_api(load("polymarket/data_v2/positions.json"))
    assert (pos.size, pos.avg_price, pos.cost, pos.unrealized_pnl) == (
        400000.0, 0.5, 200000.0, 101800.0)
    v1_pos = pm.positions_from_data_api([{
        "proxyWallet": "0xabc", "asset": "1", "conditionId": "0xc", "size": 10.0,
        "avgPrice": 0.4, "initialValue": 4.0, "currentValue": 6.0, "cashPnl": 2.0,
        "realizedPnl": 0.0, "curPrice": 0.6, "redeemable": True, "outcome": "Yes"}])[0]
    assert (v1_pos.cost, v1_pos.unrealized_pnl, v1_pos.status) == (4.0, 2.0, "redeemable")


def test_activity_rows_other_than_trades_are_skipped() -> None:
    rows = [{"type": "REDEEM", "outcomeIndex": 999, "timestamp": 1}]
    assert pm.trades_from_data_api(rows) == []


@needs_fixtures
def test_kalshi_dollar_fields_and_legacy_cents_agree() -> None:
    import yaml

    cassette = yaml.safe_load((FIXTURES / "kalshi/market_lookup.yaml").read_text())
    body = json.loads(cassette["interactions"][0]["response"]["body"]["string"])
    (market,) = ks.markets_from_kalshi(body)
    assert market.quote is not None and (market.quote.bid, market.quote.ask) == (0.01, 0.99)
    assert market.outcomes[0].outcome_id == "KXCPI-26AUG-T1.0:yes"
    row = dict(body["market"])
    for key in ("yes_bid_dollars", "yes_ask_dollars"):
        row.pop(key)
    cents = ks.market_from_kalshi({**row, "yes_bid": 1, "yes_ask": 99})
    assert cents.quote is not None and (cents.quote.bid, cents.quote.ask) == (0.01, 0.99)


def test_kalshi_book_is_bids_only_and_yes_asks_mirror_no_bids() -> None:
    body = {"orderbook_fp": {"yes_dollars": [["0.4000", "10.00"], ["0.4200", "5.00"]],
                             "no_dollars": [["0.5000", "7.00"], ["0.5500", "3.00"]]}}
    book = ks.book_from_kalshi(body, "KXT-1")
    assert [lv.price for lv in book.bids] == [0.42, 0.40]
    assert [(lv.price, lv.size) for lv in book.asks] == [(0.45, 3.0), (0.5, 7.0)]
    legacy = ks.book_from_kalshi({"orderbook": {"yes": [[42, 5]], "no": [[55, 3]]}}, "KXT-1")
    assert (legacy.best_bid, legacy.best_ask) == (0.42, 0.45)


def test_kalshi_trade_price_is_the_taker_sides() -> None:
    (trade,) = ks.trades_from_kalshi({"trades": [{
        "trade_id": "t1", "ticker": "KXT-1", "count_fp": "12.00", "yes_price_dollars": "0.3100",
        "no_price_dollars": "0.6900", "taker_side": "no",
        "created_time": "2026-07-01T12:00:00Z"}]})
    assert (trade.outcome_id, trade.price, trade.size) == ("KXT-1:no", 0.69, 12.0)


@needs_fixtures
def test_limitless_raw_sizes_and_trade_prices() -> None:
    data = load("limitless/orderbook_mock.json")
    assert isinstance(data, dict)
    book = lm.book_from_limitless(data["data"], "slug")
    assert book.bids[0].size == 300.0 and book.best_bid == 0.163 and book.best_ask == 0.19
    market_body = load("limitless/mock_market_response.json")
    assert isinstance(market_body, dict)
    (market,) = lm.markets_from_limitless(market_body["data"])
    assert market.volume == pytest.approx(20389.745212)
    assert market.quote is not None and (market.quote.bid, market.quote.ask) == (0.021, 0.03)


def test_limitless_group_yields_its_binary_children() -> None:
    group = {"slug": "btc-buckets", "title": "BTC on Friday", "marketType": "group",
             "expirationTimestamp": 1751327940000, "markets": [
                 {"slug": "lt-70k", "title": "<70k", "prices": [0.07, 0.93]},
                 {"slug": "gt-110k", "title": ">110k", "prices": [0.2, 0.8]}]}
    children = lm.markets_from_limitless({"data": [group]})
    assert [m.market_id for m in children] == ["lt-70k", "gt-110k"]
    assert all(m.neg_risk and m.event_id == "btc-buckets" for m in children)
    assert children[0].close_time == datetime(2025, 6, 30, 23, 59, tzinfo=UTC)


def test_bad_records_raise_typed_errors() -> None:
    with pytest.raises(UpstreamBadResponse):
        pm.markets_from_gamma([{"conditionId": "0x1", "outcomes": "[\"Yes\"",
                                "question": "q"}])
    with pytest.raises(UpstreamBadResponse):
        ks.markets_from_kalshi({"markets": [{"ticker": "T", "yes_bid_dollars": "1.5"}]})
    with pytest.raises(UpstreamBadResponse):
        pm.price_history_from_clob({"error": "invalid filters"}, "tok")
    with pytest.raises(UpstreamBadResponse):
        pr.utc("kalshi", "yesterday")


def test_times_are_utc_from_seconds_millis_and_iso() -> None:
    expected = datetime(2026, 3, 25, 8, 0, 33, tzinfo=UTC)
    assert pr.utc("polymarket", "2026-03-25 08:00:33+00") == expected
    assert pr.utc("polymarket", int(expected.timestamp())) == expected
    assert pr.utc("limitless", str(int(expected.timestamp()) * 1000)) == expected


def test_exports_are_honest() -> None:
    """``__all__`` names exist, and every public function or class defined here is listed."""
    import inspect

    from sextant.sandbox import world as sw
    from sextant.sandbox.world import build, entities, events, layouts

    for module in (pr, pm, ks, lm, sw, build, entities, events, layouts):
        assert all(hasattr(module, name) for name in module.__all__), module.__name__
        defined = {n for n, v in vars(module).items() if not n.startswith("_")
                   and (inspect.isfunction(v) or inspect.isclass(v))
                   and v.__module__ == module.__name__}
        assert defined <= set(module.__all__), (module.__name__, defined - set(module.__all__))
