"""Kalshi Trade API v2 wire formats (markets, order book, trades) mapped into unified records.

Pure functions, no HTTP. Traps handled here (upstreams.md §3.1): current responses carry only
``*_dollars`` (4-dp dollar strings = probabilities) and ``*_fp`` (2-dp counts); older ones also
carry integer cents (``yes_bid`` ...), read as a fallback and divided by 100. A zero bid or a
0.00 or 1.00 ask is Kalshi's way of saying "nobody is quoting" and becomes ``None``. The order book
holds bids only on both sides: the YES asks are ``1 - NO bids``. ``market_id`` is the market
ticker; the two outcomes are ``<ticker>:yes`` and ``<ticker>:no``. Volumes and open interest
are contract counts (each contract pays $1).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from sextant.venues.predmarket import (
    Level,
    Market,
    MarketStatus,
    OrderBook,
    Outcome,
    Quote,
    Trade,
    Venue,
    amount,
    bad,
    book_levels,
    opt_amount,
    opt_prob,
    prob,
    utc,
)

__all__ = [
    "VENUE",
    "book_from_kalshi",
    "market_from_kalshi",
    "markets_from_kalshi",
    "outcome_id",
    "trades_from_kalshi",
]

VENUE: Venue = "kalshi"
_OPEN = {"active", "open"}
_RESOLVED = {"determined", "finalized", "settled", "amended"}


def outcome_id(ticker: str, side: str) -> str:
    """The unified outcome id of one side (``yes``/``no``) of a Kalshi market."""
    return f"{ticker}:{side.lower()}"


def _price(row: Mapping[str, Any], name: str) -> float | None:
    """``<name>_dollars``, else the legacy integer cents ``<name>``."""
    dollars = row.get(f"{name}_dollars")
    if dollars is not None:
        return opt_prob(VENUE, dollars)
    return opt_prob(VENUE, row.get(name), scale=100.0)


def _count(row: Mapping[str, Any], name: str) -> float | None:
    fp = row.get(f"{name}_fp")
    return opt_amount(VENUE, fp if fp is not None else row.get(name))


def _status(row: Mapping[str, Any]) -> MarketStatus:
    status = str(row.get("status") or "").lower()
    if status in _OPEN:
        return "open"
    return "resolved" if status in _RESOLVED or row.get("result") else "closed"


def market_from_kalshi(row: Mapping[str, Any], event: Mapping[str, Any] | None = None) -> Market:
    """One ``Market`` object (``/markets`` row, ``/markets/{ticker}``, or nested in an event)."""
    ticker = str(row.get("ticker") or "")
    if not ticker:
        raise bad(VENUE, "market without ticker")
    bid, ask = _price(row, "yes_bid"), _price(row, "yes_ask")
    bid = None if bid == 0 else bid
    ask = None if ask in (0, 1) else ask
    last = _price(row, "last_price")
    last = None if last == 0 and not _count(row, "volume") else last
    quote = Quote(
        VENUE,
        outcome_id(ticker, "yes"),
        ticker,
        bid,
        ask,
        last,
        utc(VENUE, row.get("updated_time")),
        row,
    )
    yes = quote.mid
    outcomes = (
        Outcome(VENUE, outcome_id(ticker, "yes"), ticker, "Yes", 0, yes, row),
        Outcome(
            VENUE,
            outcome_id(ticker, "no"),
            ticker,
            "No",
            1,
            None if yes is None else round(1.0 - yes, 10),
            row,
        ),
    )
    event_title = event.get("title") if event else None
    return Market(
        venue=VENUE,
        market_id=ticker,
        title=str(row.get("title") or ""),
        outcomes=outcomes,
        status=_status(row),
        slug=None,
        event_id=row.get("event_ticker"),
        event_title=event_title,
        group_label=row.get("yes_sub_title") or row.get("subtitle"),
        neg_risk=bool(event and event.get("mutually_exclusive")),
        close_time=utc(VENUE, row.get("close_time")),
        volume=_count(row, "volume"),
        volume_24h=_count(row, "volume_24h"),
        liquidity=_price_or_amount(row, "liquidity"),
        open_interest=_count(row, "open_interest"),
        quote=quote,
        description=str(row.get("rules_primary") or ""),
        raw=row,
    )


def _price_or_amount(row: Mapping[str, Any], name: str) -> float | None:
    dollars = row.get(f"{name}_dollars")
    if dollars is not None:
        return opt_amount(VENUE, dollars)
    cents = opt_amount(VENUE, row.get(name))
    return None if cents is None else cents / 100.0


def markets_from_kalshi(body: Any) -> list[Market]:
    """``{markets: [...]}``, ``{market: {...}}``, or an event with ``markets`` / nested ones."""
    if not isinstance(body, Mapping):
        raise bad(VENUE, f"expected an object, got {type(body).__name__}")
    event = body.get("event") if isinstance(body.get("event"), Mapping) else None
    if "market" in body:
        rows = [body["market"]]
    else:
        rows = list(body.get("markets") or (event or {}).get("markets") or [])
    if not all(isinstance(r, Mapping) for r in rows):
        raise bad(VENUE, "markets must be objects")
    return [market_from_kalshi(r, event) for r in rows]


def _levels(levels: Any, *, invert: bool) -> list[Level]:
    out = []
    for level in levels or []:
        price, count = level[0], level[1]
        p = prob(VENUE, price, scale=1.0 if isinstance(price, str) else 100.0)
        out.append(Level(round(1.0 - p, 10) if invert else p, amount(VENUE, count)))
    return out


def book_from_kalshi(body: Any, ticker: str) -> OrderBook:
    """``GET /markets/{ticker}/orderbook`` as the YES outcome's book.

    ``orderbook_fp`` (dollar strings, fixed-point counts) is preferred over the legacy
    ``orderbook`` (integer cents and counts). YES bids are the YES levels; YES asks are the NO
    bids reflected (``1 - price``).
    """
    if not isinstance(body, Mapping):
        raise bad(VENUE, "orderbook must be an object")
    fp = body.get("orderbook_fp")
    if isinstance(fp, Mapping):
        yes, no = fp.get("yes_dollars"), fp.get("no_dollars")
    else:
        legacy = body.get("orderbook")
        if not isinstance(legacy, Mapping):
            raise bad(VENUE, "no orderbook_fp or orderbook in the answer")
        yes, no = legacy.get("yes"), legacy.get("no")
    return OrderBook(
        VENUE,
        ticker,
        outcome_id(ticker, "yes"),
        book_levels(_levels(yes, invert=False), bids=True),
        book_levels(_levels(no, invert=True), bids=False),
        None,
        body,
    )


def trades_from_kalshi(body: Any) -> list[Trade]:
    """``GET /markets/trades``: the taker bought ``taker_side`` at that side's price."""
    rows = body.get("trades") if isinstance(body, Mapping) else body
    if not isinstance(rows, list):
        raise bad(VENUE, "trades must be a list")
    out = []
    for row in rows:
        ticker, side = str(row.get("ticker") or ""), str(row.get("taker_side") or "").lower()
        if not ticker or side not in ("yes", "no") or not row.get("trade_id"):
            raise bad(VENUE, f"trade without ticker, id or taker side: {row!r:.80}")
        price = _price(row, f"{side}_price")
        when = utc(VENUE, row.get("created_time"))
        size = _count(row, "count")
        if price is None or when is None or size is None:
            raise bad(VENUE, f"trade {row['trade_id']} lacks price, count or time")
        out.append(
            Trade(
                VENUE,
                str(row["trade_id"]),
                ticker,
                outcome_id(ticker, side),
                side.capitalize(),
                "buy",
                price,
                size,
                when,
                raw=row,
            )
        )
    return out
