"""Polymarket wire formats (Gamma, CLOB, Data API v1 and v2) mapped into unified records.

Pure functions, no HTTP. Traps handled here (upstreams.md §2.6): Gamma's ``outcomes``,
``outcomePrices`` and ``clobTokenIds`` are JSON arrays inside strings; the CLOB ``/book`` sends
bids ascending and asks descending (best LAST), so levels are re-sorted; Data API v1 rows are
camelCase and v2 rows snake_case (both read here, per row); ``outcomeIndex`` 999 marks a
non-trade row. ``market_id`` is the condition id, which the Data API and CLOB also use.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from datetime import datetime
from typing import Any, Literal

from sextant.venues.predmarket import (
    Level,
    Market,
    MarketStatus,
    OrderBook,
    Outcome,
    Position,
    PricePoint,
    Quote,
    Trade,
    Venue,
    amount,
    bad,
    book_levels,
    json_list,
    opt_amount,
    opt_prob,
    prob,
    utc,
)

__all__ = [
    "FILL_STATUSES",
    "VENUE",
    "ClobFill",
    "FillStatus",
    "book_from_clob",
    "fills_from_clob",
    "market_from_clob",
    "market_from_gamma",
    "markets_from_gamma",
    "markets_from_gamma_events",
    "positions_from_data_api",
    "positions_from_holders",
    "price_history_from_clob",
    "price_history_from_data_v2",
    "trades_from_data_api",
]

VENUE: Venue = "polymarket"
FillStatus = Literal["MATCHED", "MINED", "CONFIRMED", "RETRYING", "FAILED"]
FILL_STATUSES: tuple[FillStatus, ...] = ("MATCHED", "MINED", "CONFIRMED", "RETRYING", "FAILED")


def _rows(body: Any, key: str = "data") -> list[Mapping[str, Any]]:
    """A bare array, or the v2 envelope ``{data: [...], pagination}``."""
    if isinstance(body, Mapping) and isinstance(body.get(key), list):
        body = body[key]
    if not isinstance(body, list) or not all(isinstance(r, Mapping) for r in body):
        raise bad(VENUE, f"expected a list of objects, got {type(body).__name__}")
    return body


def _get(row: Mapping[str, Any], camel: str, snake: str) -> Any:
    """A field under its v1 (camelCase) or v2 (snake_case) name."""
    return row[camel] if camel in row else row.get(snake)


def _status(row: Mapping[str, Any], prices: list[float | None]) -> MarketStatus:
    if not row.get("closed"):
        return "open"
    return "resolved" if 1.0 in prices else "closed"


# ----------------------------------------------------------------------------- Gamma


def market_from_gamma(row: Mapping[str, Any], event: Mapping[str, Any] | None = None) -> Market:
    """One Gamma market (``/markets`` row, or a market nested in an event)."""
    market_id = str(row.get("conditionId") or row.get("id") or "")
    if not market_id:
        raise bad(VENUE, "gamma market without conditionId or id")
    labels = [str(x) for x in json_list(VENUE, row.get("outcomes"))]
    prices = [opt_prob(VENUE, p) for p in json_list(VENUE, row.get("outcomePrices"))]
    tokens = [str(x) for x in json_list(VENUE, row.get("clobTokenIds"))]
    outcomes = tuple(
        Outcome(
            VENUE,
            tokens[i] if i < len(tokens) else f"{market_id}:{i}",
            market_id,
            label,
            i,
            prices[i] if i < len(prices) else None,
            row,
        )
        for i, label in enumerate(labels)
    )
    quote = None
    bid, ask = opt_prob(VENUE, row.get("bestBid")), opt_prob(VENUE, row.get("bestAsk"))
    last = opt_prob(VENUE, row.get("lastTradePrice"))
    if outcomes and (bid is not None or ask is not None or last is not None):
        quote = Quote(VENUE, outcomes[0].outcome_id, market_id, bid, ask, last, None, row)
    parent = event or (row.get("events") or [None])[0]
    parent = parent if isinstance(parent, Mapping) else None
    return Market(
        venue=VENUE,
        market_id=market_id,
        title=str(row.get("question") or ""),
        outcomes=outcomes,
        status=_status(row, prices),
        slug=row.get("slug"),
        event_id=str(parent["id"]) if parent and parent.get("id") is not None else None,
        event_title=parent.get("title") if parent else None,
        group_label=row.get("groupItemTitle") or None,
        neg_risk=bool(row.get("negRisk")),
        close_time=utc(VENUE, row.get("endDate")),
        volume=opt_amount(VENUE, row.get("volumeNum", row.get("volume"))),
        volume_24h=opt_amount(VENUE, row.get("volume24hr")),
        liquidity=opt_amount(VENUE, row.get("liquidityNum", row.get("liquidity"))),
        quote=quote,
        description=str(row.get("description") or ""),
        raw=row,
    )


def markets_from_gamma(body: Any) -> list[Market]:
    """``GET /markets`` (a bare array) or ``/markets/{id}`` (one object)."""
    rows = [body] if isinstance(body, Mapping) else _rows(body)
    return [market_from_gamma(r) for r in rows]


def markets_from_gamma_events(body: Any) -> list[Market]:
    """The child markets of ``GET /events`` rows, one event, or a ``/public-search`` answer."""
    if isinstance(body, Mapping):
        events = _rows(body, "events") if "events" in body else [body]
    else:
        events = _rows(body)
    return [market_from_gamma(m, event) for event in events for m in event.get("markets") or []]


# ----------------------------------------------------------------------------- CLOB


def market_from_clob(row: Mapping[str, Any]) -> Market:
    """One CLOB ``/markets`` row (``tokens: [{token_id, outcome, price, winner}]``)."""
    market_id = str(row.get("condition_id") or "")
    if not market_id:
        raise bad(VENUE, "clob market without condition_id")
    tokens = row.get("tokens") or []
    outcomes = tuple(
        Outcome(
            VENUE,
            str(t["token_id"]),
            market_id,
            str(t.get("outcome") or ""),
            i,
            opt_prob(VENUE, t.get("price")),
            row,
        )
        for i, t in enumerate(tokens)
        if t.get("token_id")
    )
    winner = any(t.get("winner") for t in tokens)
    status: MarketStatus = ("resolved" if winner else "closed") if row.get("closed") else "open"
    return Market(
        VENUE,
        market_id,
        str(row.get("question") or ""),
        outcomes,
        status,
        slug=row.get("market_slug"),
        neg_risk=bool(row.get("neg_risk")),
        close_time=utc(VENUE, row.get("end_date_iso")),
        description=str(row.get("description") or ""),
        raw=row,
    )


def book_from_clob(body: Any) -> OrderBook:
    """``GET /book``: levels re-sorted best-first (the wire sends the best level last)."""
    if not isinstance(body, Mapping) or "asset_id" not in body:
        raise bad(VENUE, "book without asset_id")

    def side(key: str) -> list[Level]:
        return [
            Level(prob(VENUE, lv["price"]), amount(VENUE, lv["size"])) for lv in body.get(key) or []
        ]

    return OrderBook(
        VENUE,
        str(body.get("market") or ""),
        str(body["asset_id"]),
        book_levels(side("bids"), bids=True),
        book_levels(side("asks"), bids=False),
        utc(VENUE, body.get("timestamp")),
        body,
    )


def price_history_from_clob(body: Any, token_id: str) -> list[PricePoint]:
    """CLOB ``GET /prices-history?market=<token id>``: ``{history: [{t, p}]}``."""
    if not isinstance(body, Mapping) or not isinstance(body.get("history"), list):
        raise bad(VENUE, str(body.get("error")) if isinstance(body, Mapping) else "no history")
    return [
        PricePoint(VENUE, token_id, _time(p["t"]), prob(VENUE, p["p"]), None, p)
        for p in body["history"]
    ]


def price_history_from_data_v2(body: Any, token_id: str) -> list[PricePoint]:
    """Data API ``GET /v2/prices-history``: ``[{timestamp, price, resolution_seconds}]``."""
    return [
        PricePoint(VENUE, token_id, _time(p["timestamp"]), prob(VENUE, p["price"]), None, p)
        for p in _rows(body)
    ]


def _time(value: Any) -> Any:
    moment = utc(VENUE, value)
    if moment is None:
        raise bad(VENUE, "a required time is missing")
    return moment


# ----------------------------------------------------------------------------- Data API


def trades_from_data_api(body: Any) -> list[Trade]:
    """``/trades`` or ``/activity`` rows, v1 or v2; non-trade activity rows are skipped."""
    out = []
    for row in _rows(body):
        if str(row.get("type") or "TRADE") != "TRADE":
            continue
        side = str(row.get("side") or "").upper()
        if side not in ("BUY", "SELL"):
            raise bad(VENUE, f"trade side {side!r}")
        tx = _get(row, "transactionHash", "transaction_hash")
        token = str(_get(row, "asset", "token_id") or "")
        market = str(_get(row, "conditionId", "condition_id") or "")
        if not token or not market:
            raise bad(VENUE, "trade without token or condition id")
        out.append(
            Trade(
                venue=VENUE,
                trade_id=str(tx or f"{market}:{token}:{row.get('timestamp')}"),
                market_id=market,
                outcome_id=token,
                outcome=str(row.get("outcome") or ""),
                side="buy" if side == "BUY" else "sell",
                price=prob(VENUE, row.get("price")),
                size=amount(VENUE, row.get("size")),
                time=_time(row.get("timestamp")),
                wallet=_get(row, "proxyWallet", "proxy_wallet"),
                tx_hash=tx,
                title=row.get("title"),
                raw=row,
            )
        )
    return out


def positions_from_data_api(body: Any) -> list[Position]:
    """``/positions`` (v1) or ``/v2/positions`` rows."""
    out = []
    for row in _rows(body):
        v2 = "current_size" in row
        status = str(row.get("status") or "").upper()
        size = amount(VENUE, row["current_size"] if v2 else row.get("size"))
        out.append(
            Position(
                venue=VENUE,
                wallet=str(_get(row, "proxyWallet", "proxy_wallet") or ""),
                market_id=str(_get(row, "conditionId", "condition_id") or ""),
                outcome_id=str(_get(row, "asset", "token_id") or ""),
                outcome=str(row.get("outcome") or ""),
                size=size,
                avg_price=opt_prob(VENUE, _get(row, "avgPrice", "avg_price")),
                current_price=opt_prob(VENUE, _get(row, "curPrice", "current_price")),
                cost=opt_amount(VENUE, row["total_cost_usdc"] if v2 else row.get("initialValue")),
                current_value=opt_amount(VENUE, _get(row, "currentValue", "current_value")),
                realized_pnl=opt_amount(VENUE, _get(row, "realizedPnl", "realized_pnl")),
                unrealized_pnl=opt_amount(
                    VENUE, row["unrealized_pnl"] if v2 else row.get("cashPnl")
                ),
                status=(
                    "redeemable"
                    if row.get("redeemable") or status.startswith("REDEEMABLE")
                    else "closed"
                    if status == "CLOSED" or size == 0
                    else "open"
                ),
                title=row.get("title"),
                event_id=str(ev) if (ev := _get(row, "eventId", "event_id")) is not None else None,
                raw=row,
            )
        )
    return out


def positions_from_holders(body: Any, market_id: str) -> list[Position]:
    """``/holders`` or ``/v2/holders``: ``[{token|token_id, holders: [...]}]`` per outcome."""
    out = []
    for group in _rows(body):
        token = str(_get(group, "token", "token_id") or "")
        for h in group.get("holders") or []:
            out.append(
                Position(
                    venue=VENUE,
                    wallet=str(_get(h, "proxyWallet", "proxy_wallet") or ""),
                    market_id=market_id,
                    outcome_id=str(_get(h, "asset", "token_id") or token),
                    outcome="",
                    size=amount(VENUE, h.get("amount")),
                    avg_price=opt_prob(VENUE, h.get("avg_price")),
                    current_price=opt_prob(VENUE, h.get("current_price")),
                    cost=opt_amount(VENUE, h.get("entry_cost_usdc")),
                    current_value=opt_amount(VENUE, h.get("current_value")),
                    realized_pnl=opt_amount(VENUE, h.get("realized_pnl")),
                    unrealized_pnl=opt_amount(VENUE, h.get("unrealized_pnl")),
                    raw=h,
                )
            )
    return out


# ----------------------------------------------------------------------------- CLOB trades


@dataclass(frozen=True, slots=True)
class ClobFill:
    """One trade of the CLOB feed with its settlement status: matching is off-chain and
    settlement a separate operator transaction, so a matched fill runs ``MATCHED -> MINED ->
    CONFIRMED`` or ``RETRYING -> FAILED`` (a ghost fill, upstreams.md §2.6)."""

    trade: Trade
    status: FillStatus
    last_update: datetime | None
    trader_side: str | None


def fills_from_clob(body: Any) -> tuple[list[ClobFill], str | None]:
    """``GET /data/trades``: ``{limit, count, next_cursor, data}`` (or a bare array). The
    cursor is ``None`` once the CLOB says ``LTE=`` (the end)."""
    out = []
    for row in _rows(body):
        status = str(row.get("status") or "").upper()
        if status not in FILL_STATUSES:
            raise bad(VENUE, f"CLOB trade status {status!r}")
        side = str(row.get("side") or "").upper()
        if side not in ("BUY", "SELL"):
            raise bad(VENUE, f"trade side {side!r}")
        market, token = str(row.get("market") or ""), str(row.get("asset_id") or "")
        if not market or not token:
            raise bad(VENUE, "CLOB trade without market or asset id")
        tx = row.get("transaction_hash") or None
        trade = Trade(venue=VENUE, trade_id=str(row.get("id") or tx or ""), market_id=market,
                      outcome_id=token, outcome=str(row.get("outcome") or ""),
                      side="buy" if side == "BUY" else "sell",
                      price=prob(VENUE, row.get("price")), size=amount(VENUE, row.get("size")),
                      time=_time(row.get("match_time")), wallet=row.get("maker_address"),
                      tx_hash=tx, raw=row)
        out.append(ClobFill(trade, status, utc(VENUE, row.get("last_update")),
                            row.get("trader_side")))
    cursor = body.get("next_cursor") if isinstance(body, Mapping) else None
    return out, (str(cursor) if cursor and cursor != "LTE=" else None)
