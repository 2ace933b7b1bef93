"""Limitless Exchange wire formats (markets, order book, price history) mapped into records.

Pure functions, no HTTP; they take the API's own bodies (not a frontend's ``{data: ...}``
wrapper around a single object). Traps handled here (upstreams.md §4): ``volume`` and book
sizes are raw 6-dp integers (divided by 10^6 unless a ``*Formatted`` value is given); group
(NegRisk) markets nest their binary children in ``markets[]``, each priced by its own
``prices``, and come out as those children with ``neg_risk`` set and the group as their event;
``expirationTimestamp`` (ms), not the human ``expirationDate``, is the close time.
``market_id`` is the slug (every market URL takes it); outcome ids are the position token ids.
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
    PricePoint,
    Quote,
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
    "RAW_DECIMALS",
    "VENUE",
    "book_from_limitless",
    "market_from_limitless",
    "markets_from_limitless",
    "price_history_from_limitless",
]

VENUE: Venue = "limitless"
RAW_DECIMALS = 10**6


def _scaled(row: Mapping[str, Any], name: str) -> float | None:
    formatted = opt_amount(VENUE, row.get(f"{name}Formatted"))
    if formatted is not None:
        return formatted
    raw = opt_amount(VENUE, row.get(name))
    return None if raw is None else raw / RAW_DECIMALS


def _status(row: Mapping[str, Any]) -> MarketStatus:
    if (
        str(row.get("status") or "").upper() == "RESOLVED"
        or row.get("winningOutcomeIndex") is not None
    ):
        return "resolved"
    return "closed" if row.get("expired") else "open"


def _quote(row: Mapping[str, Any], market_id: str, yes_id: str) -> Quote | None:
    """Best bid = market sell price of YES, best ask = market buy price (``tradePrices``)."""
    trade = row.get("tradePrices")
    if not isinstance(trade, Mapping):
        return None
    buy = (trade.get("buy") or {}).get("market") or []
    sell = (trade.get("sell") or {}).get("market") or []
    ask = opt_prob(VENUE, buy[0]) if buy else None
    bid = opt_prob(VENUE, sell[0]) if sell else None
    return Quote(VENUE, yes_id, market_id, bid, ask, None, None, row)


def market_from_limitless(row: Mapping[str, Any], group: Mapping[str, Any] | None = None) -> Market:
    """One binary market (CLOB or AMM, single or a group's child)."""
    slug = str(row.get("slug") or "")
    if not slug:
        raise bad(VENUE, "market without slug")
    tokens: Mapping[str, Any] = row["tokens"] if isinstance(row.get("tokens"), Mapping) else {}
    prices = list(row.get("prices") or [])
    outcomes = tuple(
        Outcome(
            VENUE,
            str(tokens.get(side) or f"{slug}:{side}"),
            slug,
            side.capitalize(),
            i,
            opt_prob(VENUE, prices[i]) if i < len(prices) else None,
            row,
        )
        for i, side in enumerate(("yes", "no"))
    )
    return Market(
        venue=VENUE,
        market_id=slug,
        title=str(row.get("title") or ""),
        outcomes=outcomes,
        status=_status(row),
        slug=slug,
        event_id=str(group["slug"]) if group else None,
        event_title=str(group.get("title") or "") if group else None,
        group_label=str(row.get("title")) if group else None,
        neg_risk=group is not None,
        close_time=utc(
            VENUE, row.get("expirationTimestamp") or (group or {}).get("expirationTimestamp")
        ),
        volume=_scaled(row, "volume"),
        liquidity=_scaled(row, "liquidity"),
        open_interest=_scaled(row, "openInterest"),
        quote=_quote(row, slug, outcomes[0].outcome_id),
        description=str(row.get("description") or ""),
        raw=row,
    )


def markets_from_limitless(body: Any) -> list[Market]:
    """``/markets/active`` (``{data: [...]}``), ``/markets/search`` or ``/markets/{slug}``.

    A group market yields its children; a group without children yields nothing.
    """
    if isinstance(body, Mapping) and isinstance(body.get("data"), list):
        rows = body["data"]
    elif isinstance(body, Mapping) and "markets" in body and "slug" not in body:
        rows = body["markets"]
    else:
        rows = body if isinstance(body, list) else [body]
    out: list[Market] = []
    for row in rows:
        if not isinstance(row, Mapping):
            raise bad(VENUE, "market rows must be objects")
        children = row.get("markets")
        if isinstance(children, list) and (children or row.get("marketType") == "group"):
            out.extend(market_from_limitless(child, row) for child in children)
        else:
            out.append(market_from_limitless(row))
    return out


def book_from_limitless(body: Any, slug: str) -> OrderBook:
    """``GET /markets/{slug}/orderbook`` (the YES token's book; sizes in raw 6-dp units)."""
    if not isinstance(body, Mapping) or "bids" not in body:
        raise bad(VENUE, "orderbook without bids")

    def side(key: str) -> list[Level]:
        return [
            Level(prob(VENUE, lv["price"]), amount(VENUE, lv["size"]) / RAW_DECIMALS)
            for lv in body.get(key) or []
        ]

    return OrderBook(
        VENUE,
        slug,
        str(body.get("tokenId") or f"{slug}:yes"),
        book_levels(side("bids"), bids=True),
        book_levels(side("asks"), bids=False),
        None,
        body,
    )


def price_history_from_limitless(body: Any, slug: str) -> list[PricePoint]:
    """``GET /markets/{slug}/historical-price``: one series (a single market: ``outcome_id``
    is the slug) or one per group child (``<slug>/<child title>``), oldest first."""
    series = body if isinstance(body, list) else [body]
    out: list[PricePoint] = []
    for s in series:
        if not isinstance(s, Mapping) or not isinstance(s.get("prices"), list):
            raise bad(VENUE, "price series without prices")
        title = str(s.get("title") or "")
        oid = slug if len(series) == 1 else f"{slug}/{title}"
        points = []
        for p in s["prices"]:
            when = utc(VENUE, p.get("timestamp"))
            if when is None:
                raise bad(VENUE, "price point without timestamp")
            points.append(PricePoint(VENUE, oid, when, prob(VENUE, p.get("price")), title, p))
        out.extend(sorted(points, key=lambda pt: pt.time))
    return out
