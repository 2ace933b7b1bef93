"""Polymarket simulators: the Data API (v2 and v1), Gamma and the public CLOB, as ASGI apps.

They speak the recorded wire formats (upstreams.md §2): v2 envelopes ``{data, pagination}``
with opaque cursors and snake_case rows, v1 bare camelCase arrays with offset paging, Gamma's
JSON-encoded ``outcomes``/``outcomePrices``/``clobTokenIds`` strings, the CLOB book with bids
ascending and asks descending (best LAST) and ``/prices-history`` refusing a call without a
time component, and the CLOB trade feed (``/data/trades``) carrying each match's settlement
status, matched-but-failed fills included (``FAILED``; they never reach the Data API). Their
content is ``polymarket_state`` (the shared world's Polymarket view).
``create_data_app(seed, v2=False)`` serves the v1 routes only (v2 paths answer 404), to
exercise a client's fallback.
"""

from __future__ import annotations

import base64
import functools
import json
import time
from collections.abc import Callable, Iterable
from datetime import UTC, datetime
from types import MappingProxyType
from typing import Any

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse
from starlette.routing import Route

from sextant.sandbox.polymarket_state import (
    DAY_S,
    SimFill,
    SimMarket,
    SimPosition,
    State,
    state,
)
from sextant.venues.polymarket_facts import (
    FEES_BY_CATEGORY,
    HOLDERS_LIMIT_MAX,
    LEADERBOARD_LIMIT_MAX,
    POSITIONS_PAGE_MAX,
)

__all__ = [
    "anchor_ms_now", "clob_trade", "create_clob_app", "create_data_app", "create_gamma_app",
    "state_for", "venue_state",
]

HOUR_MS = 3_600_000
_WINDOW_S = {"DAY": DAY_S, "WEEK": 7 * DAY_S, "MONTH": 30 * DAY_S, "ALL": None}
Handler = Callable[[Request, State], Any]


def anchor_ms_now() -> int:
    """The hour the simulator is built in (the world looks current whenever it runs)."""
    return int(time.time() * 1000) // HOUR_MS * HOUR_MS


@functools.lru_cache(maxsize=4)
def venue_state(seed: int) -> State:
    """The process's Polymarket venue of ``seed``, anchored at its first use (the apps and
    the tests that inspect them share it)."""
    return state(seed, anchor_ms_now())


def state_for(seed: int, anchor_ms: int | None) -> State:
    return venue_state(seed) if anchor_ms is None else state(seed, anchor_ms)


def _app(routes: dict[str, Handler], seed: int, anchor_ms: int | None) -> Starlette:
    st = state_for(seed, anchor_ms)

    def wrap(handler: Handler) -> Callable[[Request], Any]:
        async def endpoint(request: Request) -> JSONResponse:
            result = handler(request, st)
            if isinstance(result, JSONResponse):
                return result
            return JSONResponse(result)
        return endpoint

    return Starlette(routes=[Route(p, wrap(h), methods=["GET"]) for p, h in routes.items()])


def _error(status: int, message: str) -> JSONResponse:
    return JSONResponse({"error": message}, status_code=status)


def _int(request: Request, name: str, default: int, cap: int) -> int:
    try:
        return max(0, min(cap, int(request.query_params.get(name, default))))
    except ValueError:
        return default


def _envelope(rows: list[Any], request: Request, cap: int) -> dict[str, Any]:
    """A v2 page: ``{data, pagination: {limit, has_more, next_cursor}}`` (opaque cursor)."""
    limit = _int(request, "limit", 100, cap) or 1
    cursor = request.query_params.get("cursor")
    start = int(base64.urlsafe_b64decode(cursor.encode()).decode()) if cursor else 0
    page = rows[start:start + limit]
    more = start + limit < len(rows)
    nxt = base64.urlsafe_b64encode(str(start + limit).encode()).decode() if more else None
    return {"data": page, "pagination": {"limit": limit, "has_more": more, "next_cursor": nxt}}


# ----------------------------------------------------------------------------- Data API rows


def _position_v2(p: SimPosition) -> dict[str, Any]:
    m, i = p.market, p.outcome_index
    return {
        "proxy_wallet": p.wallet, "token_id": m.token_ids[i], "condition_id": m.condition_id,
        "current_size": round(p.current_size, 6), "avg_price": p.avg_price,
        "entry_cost_usdc": round(p.cost, 6), "entry_fees_usdc": 0.0,
        "total_cost_usdc": round(p.cost, 6), "current_price": p.current_price,
        "current_value": round(p.current_value, 6), "total_size": round(p.size, 6),
        "realized_pnl": round(p.realized_pnl, 6), "unrealized_pnl": round(p.unrealized_pnl, 6),
        "total_pnl": round(p.realized_pnl + p.unrealized_pnl, 6),
        "percent_pnl": round(100 * (p.realized_pnl + p.unrealized_pnl) / p.cost, 4),
        "percent_realized_pnl": round(100 * p.realized_pnl / p.cost, 4), "status": p.status,
        "redeemable": p.status == "REDEEMABLE", "mergeable": False,
        "negative_risk": m.neg_risk, "archived": False, "title": m.question, "slug": m.slug,
        "icon": "", "event_id": m.event_id, "event_slug": m.slug, "outcome": m.outcomes[i],
        "outcome_index": i, "opposite_outcome": m.outcomes[1 - i],
        "opposite_token_id": m.token_ids[1 - i],
        "end_date": datetime.fromtimestamp(m.end_s, tz=UTC).strftime("%Y-%m-%d"),
        "last_event_at": p.last_s, "name": "", "profile_image": "", "verified": False,
    }


def _position_v1(p: SimPosition) -> dict[str, Any]:
    v2 = _position_v2(p)
    return {
        "proxyWallet": p.wallet, "asset": v2["token_id"], "conditionId": v2["condition_id"],
        "size": v2["current_size"], "avgPrice": p.avg_price, "initialValue": v2["total_cost_usdc"],
        "currentValue": v2["current_value"], "cashPnl": v2["unrealized_pnl"],
        "percentPnl": v2["percent_pnl"], "totalBought": v2["total_size"],
        "realizedPnl": v2["realized_pnl"], "percentRealizedPnl": v2["percent_realized_pnl"],
        "curPrice": p.current_price, "redeemable": v2["redeemable"], "mergeable": False,
        "title": v2["title"], "slug": v2["slug"], "icon": "", "eventId": v2["event_id"],
        "eventSlug": v2["event_slug"], "outcome": v2["outcome"],
        "outcomeIndex": v2["outcome_index"], "oppositeOutcome": v2["opposite_outcome"],
        "oppositeAsset": v2["opposite_token_id"], "endDate": v2["end_date"],
        "negativeRisk": p.market.neg_risk, "timestamp": p.last_s,
    }


def _lost(p: SimPosition) -> bool:
    """Resolved, still held and worth nothing: a loser left unredeemed."""
    return p.status == "REDEEMABLE" and p.current_price == 0.0


#: What each v2 ``status`` filter lists (upstreams.md §2.2 and the v2 positions docs): OPEN is
#: the superset of unresolved holdings and resolved winners not yet redeemed; REDEEMABLE
#: narrows it to those winners; REDEEMABLE_LOST lists the resolved losers still held (zero
#: payout, ``user`` only; their rows say ``REDEEMABLE``); MERGEABLE the OPEN holdings whose
#: complementary outcome is also held (no sandbox wallet holds both sides); CLOSED exited
#: positions (sold, or redeemed).
_V2_STATUS: dict[str, Callable[[SimPosition], bool]] = {
    "OPEN": lambda p: p.status == "OPEN" or (p.status == "REDEEMABLE" and not _lost(p)),
    "REDEEMABLE": lambda p: p.status == "REDEEMABLE" and not _lost(p),
    "REDEEMABLE_LOST": _lost,
    "MERGEABLE": lambda p: False,
    "CLOSED": lambda p: p.status == "CLOSED",
}


def _positions(st: State, request: Request, status: str | None) -> list[SimPosition]:
    w = st.wallet(request.query_params.get("user", ""))
    if w is None:
        return []
    keep = _V2_STATUS[status] if status is not None else (lambda p: True)
    rows = [p for p in w.positions if keep(p)]
    return sorted(rows, key=lambda p: (-p.last_s, p.market.condition_id))


def _stats(st: State, request: Request) -> dict[str, Any]:
    user = request.query_params.get("user", "").lower()
    w = st.wallet(user)
    pnl = {"timestamp": st.anchor_s, "realized_pnl": 0.0, "unrealized_pnl": 0.0,
           "volume": 0.0, "volume_usdc": 0.0, "trade_count": 0}
    if w is not None:
        pnl.update(realized_pnl=round(w.realized_pnl, 6), unrealized_pnl=round(
            w.unrealized_pnl, 6), volume=round(2 * w.volume, 6),
            volume_usdc=round(w.volume, 6), trade_count=w.trades)
    wins = [p.realized_pnl for p in w.positions] if w else []
    return {"proxy_wallet": user, "trades": sum(1 for p in w.positions) if w else 0,
            "biggest_win": round(max(wins, default=0.0), 6), "views": 0,
            "join_date": w.joined_s if w else None, "all_time_pnl": pnl}


def _board(st: State, period: str, by_volume: bool) -> list[tuple[str, float, float]]:
    span = _WINDOW_S.get(period.upper(), 7 * DAY_S)
    since = st.anchor_s - span if span else 0
    rows = []
    for w in st.wallets:
        ps = [p for p in w.positions if p.last_s >= since]
        pnl = sum(p.realized_pnl for p in ps if p.status == "CLOSED")
        vol = sum(p.volume for p in ps)
        if vol > 0:
            rows.append((w.address, pnl, vol))
    return sorted(rows, key=lambda r: (-(r[2] if by_volume else r[1]), r[0]))


def _holders(st: State, conditions: Iterable[str], limit: int, v2: bool) -> list[Any]:
    out = []
    for m in (x for x in st.markets if x.condition_id in set(conditions)):
        for i, token in enumerate(m.token_ids):
            held = sorted((p for w in st.wallets for p in w.positions
                           if p.market is m and p.outcome_index == i and p.status != "CLOSED"),
                          key=lambda p: (-p.current_size, p.wallet))[:limit]
            rows = [_holder(p, token, v2) for p in held]
            out.append({"token_id": token, "holders": rows} if v2 else
                       {"token": token, "holders": rows})
    return out


def _holder(p: SimPosition, token: str, v2: bool) -> dict[str, Any]:
    if not v2:
        return {"proxyWallet": p.wallet, "asset": token, "amount": round(p.current_size, 6),
                "outcomeIndex": p.outcome_index, "name": "", "pseudonym": ""}
    return {"proxy_wallet": p.wallet, "bio": "", "token_id": token, "pseudonym": "",
            "amount": round(p.current_size, 6), "display_username_public": False,
            "outcome_index": p.outcome_index, "name": "", "profile_image": "",
            "profile_image_optimized": "", "verified": False, "avg_price": p.avg_price,
            "entry_cost_usdc": round(p.cost, 6), "current_price": p.current_price,
            "current_value": round(p.current_value, 6), "realized_pnl": round(p.realized_pnl, 6),
            "unrealized_pnl": round(p.unrealized_pnl, 6),
            "total_pnl": round(p.realized_pnl + p.unrealized_pnl, 6)}


# ----------------------------------------------------------------------------- Data API routes


def _v2_positions(request: Request, st: State) -> Any:
    status = request.query_params.get("status", "OPEN").upper()
    if status not in _V2_STATUS:
        return _error(400, f"status must be one of {', '.join(_V2_STATUS)}")
    rows = [_position_v2(p) for p in _positions(st, request, status)]
    return _envelope(rows, request, POSITIONS_PAGE_MAX)


def _v2_holders(request: Request, st: State) -> Any:
    conditions = [c for k in ("condition", "condition_id", "conditionId")
                  for c in request.query_params.getlist(k)]
    if not conditions:
        return _error(400, "condition is required")
    if len(conditions) > 20:
        return _error(400, "at most 20 condition ids")
    limit = _int(request, "limit", 20, HOLDERS_LIMIT_MAX)
    return {"data": _holders(st, conditions, limit, True),
            "pagination": {"limit": limit, "has_more": False, "next_cursor": None}}


def _v2_leaderboard(request: Request, st: State) -> Any:
    q = request.query_params
    board = _board(st, q.get("time_period", "WEEK"), q.get("order_by", "PNL").upper() == "VOL"
                   or q.get("order_by", "").upper() == "VOLUME")
    rows = [{"rank": i + 1, "user_id": a, "pnl": round(pnl, 6), "volume": round(vol, 6),
             "user_name": "", "profile_image": "", "x_username": "", "verified": False}
            for i, (a, pnl, vol) in enumerate(board)]
    return _envelope(rows, request, LEADERBOARD_LIMIT_MAX)


def _v1_leaderboard(request: Request, st: State) -> Any:
    q = request.query_params
    board = _board(st, q.get("timePeriod", "DAY"), q.get("orderBy", "PNL").upper() == "VOL")
    user = q.get("user", "").lower()
    rows = [{"rank": i + 1, "proxyWallet": a, "userName": "", "vol": round(vol, 6),
             "pnl": round(pnl, 6), "profileImage": "", "xUsername": "", "verifiedBadge": False}
            for i, (a, pnl, vol) in enumerate(board) if not user or a == user]
    start = _int(request, "offset", 0, 1000)
    return rows[start:start + _int(request, "limit", 25, LEADERBOARD_LIMIT_MAX)]


def _v1_positions(closed: bool) -> Handler:
    def handler(request: Request, st: State) -> Any:
        rows = [p for p in _positions(st, request, None)
                if (p.status == "CLOSED") == closed]
        if request.query_params.get("redeemable") == "true":
            rows = [p for p in rows if p.status == "REDEEMABLE"]
        start = _int(request, "offset", 0, 10_000)
        limit = _int(request, "limit", 10 if closed else 100, 50 if closed else 500)
        return [_position_v1(p) for p in rows[start:start + limit]]
    return handler


def _v1_holders(request: Request, st: State) -> Any:
    return _holders(st, request.query_params.getlist("market"),
                    _int(request, "limit", 20, HOLDERS_LIMIT_MAX), False)


def _settled_trades(request: Request, st: State) -> list[SimFill]:
    """The Data API's trades of ``user``: fills that settled on chain only (a matched fill
    that FAILED never reached the chain, so the Data API never lists it)."""
    w = st.wallet(request.query_params.get("user", ""))
    return [f for f in w.fills if f.status in ("MINED", "CONFIRMED")] if w else []


def _trade_v2(f: SimFill) -> dict[str, Any]:
    m, i = f.market, f.outcome_index
    return {"proxy_wallet": f.wallet, "side": f.side, "token_id": m.token_ids[i],
            "condition_id": m.condition_id, "size": f.size, "price": f.price,
            "usdc_size": round(f.size * f.price, 6), "timestamp": f.match_s,
            "title": m.question, "slug": m.slug, "icon": "", "event_slug": m.slug,
            "outcome": m.outcomes[i], "outcome_index": i, "name": "", "pseudonym": "",
            "bio": "", "profile_image": "", "profile_image_optimized": "",
            "transaction_hash": f.tx_hash}


def _v2_trades(request: Request, st: State) -> Any:
    return _envelope([_trade_v2(f) for f in _settled_trades(request, st)], request, 1000)


def _v1_trades(request: Request, st: State) -> Any:
    rows = []
    for f in _settled_trades(request, st):
        v2 = _trade_v2(f)
        rows.append({"proxyWallet": f.wallet, "side": f.side, "asset": v2["token_id"],
                     "conditionId": v2["condition_id"], "size": f.size, "price": f.price,
                     "timestamp": f.match_s, "title": v2["title"], "slug": v2["slug"],
                     "icon": "", "eventSlug": v2["event_slug"], "outcome": v2["outcome"],
                     "outcomeIndex": v2["outcome_index"], "name": "", "pseudonym": "",
                     "bio": "", "profileImage": "", "profileImageOptimized": "",
                     "transactionHash": f.tx_hash})
    start = _int(request, "offset", 0, 10_000)
    return rows[start:start + _int(request, "limit", 100, 10_000)]


def _v1_traded(request: Request, st: State) -> Any:
    user = request.query_params.get("user", "").lower()
    w = st.wallet(user)
    return {"user": user, "traded": len({p.market.condition_id for p in w.positions}) if w else 0}


def _value(request: Request, st: State) -> Any:
    user = request.query_params.get("user", "").lower()
    w = st.wallet(user)
    return {"proxy_wallet": user, "value": round(sum(p.current_value for p in w.positions), 6)
            if w else 0.0}


def create_data_app(seed: int, anchor_ms: int | None = None, *, v2: bool = True) -> Starlette:
    """The Data API (v2 routes, plus the v1 routes they replace)."""
    routes: dict[str, Handler] = {
        "/positions": _v1_positions(False), "/closed-positions": _v1_positions(True),
        "/holders": _v1_holders, "/traded": _v1_traded, "/v1/leaderboard": _v1_leaderboard,
        "/trades": _v1_trades,
    }
    if v2:
        routes |= {"/v2/user-stats": lambda r, s: _stats(s, r),
                   "/v2/positions": _v2_positions, "/v2/holders": _v2_holders,
                   "/v2/leaderboard": _v2_leaderboard, "/v2/value": _value,
                   "/v2/trades": _v2_trades}
    return _app(routes, seed, anchor_ms)


# ----------------------------------------------------------------------------- Gamma


def _iso(epoch_s: int) -> str:
    return datetime.fromtimestamp(epoch_s, tz=UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


def gamma_market(m: SimMarket, nested: bool = False) -> dict[str, Any]:
    """A Gamma market row: outcomes, prices and token ids JSON-encoded inside strings."""
    yes = m.prices[0]
    row: dict[str, Any] = {
        "id": str(int(m.condition_id[2:10], 16)), "question": m.question,
        "conditionId": m.condition_id, "slug": m.slug, "endDate": _iso(m.end_s),
        "outcomes": json.dumps(list(m.outcomes)),
        "outcomePrices": json.dumps([f"{p:g}" for p in m.prices]),
        "clobTokenIds": json.dumps(list(m.token_ids)), "volume": f"{m.volume:.4f}",
        "volumeNum": m.volume, "liquidity": f"{m.liquidity:.4f}", "liquidityNum": m.liquidity,
        "active": not m.closed, "closed": m.closed, "archived": False,
        "enableOrderBook": not m.closed, "acceptingOrders": not m.closed,
        "negRisk": m.neg_risk, "groupItemTitle": m.group_label or "",
        "orderPriceMinTickSize": 0.001, "orderMinSize": 5, "description": m.question,
        "feesEnabled": False, "feeType": None,
    }
    if (fees := FEES_BY_CATEGORY.get(m.category)) is not None:
        row |= {k: dict(v) if isinstance(v, MappingProxyType) else v for k, v in fees.items()}
        row["feesEnabled"] = True
    if not m.closed:
        row |= {"bestBid": round(yes - 0.005, 3), "bestAsk": round(yes + 0.005, 3),
                "lastTradePrice": yes, "spread": 0.01}
    if not nested:
        row["events"] = [{"id": m.event_id, "title": m.event_title, "slug": m.slug}]
    return row


def _gamma_event(st: State, event_id: str) -> dict[str, Any]:
    children = [m for m in st.markets if m.event_id == event_id]
    first = children[0]
    return {"id": event_id, "ticker": first.slug, "slug": first.slug,
            "title": first.event_title, "negRisk": first.neg_risk,
            "volume": sum(m.volume for m in children), "closed": first.closed,
            "markets": [gamma_market(m, nested=True) for m in children]}


def _gamma_markets(request: Request, st: State) -> Any:
    q = request.query_params
    rows = list(st.markets)
    if slugs := q.getlist("slug"):
        rows = [m for m in rows if m.slug in slugs]
    if ids := q.getlist("condition_ids"):
        rows = [m for m in rows if m.condition_id in {i.lower() for i in ids}]
    if tokens := q.getlist("clob_token_ids"):
        rows = [m for m in rows if set(tokens) & set(m.token_ids)]
    if "closed" in q:
        rows = [m for m in rows if m.closed == (q["closed"] == "true")]
    start = _int(request, "offset", 0, 100_000)
    return [gamma_market(m) for m in rows[start:start + _int(request, "limit", 20, 500)]]


def _gamma_market_by_slug(request: Request, st: State) -> Any:
    slug = request.path_params["slug"]
    m = next((x for x in st.markets if x.slug == slug), None)
    return gamma_market(m) if m else _error(404, "market not found")


def _public_search(request: Request, st: State) -> Any:
    words = [w for w in request.query_params.get("q", "").lower().split() if len(w) > 1]
    if not words:
        return _error(400, "q is required")
    limit = _int(request, "limit_per_type", 5, 50)
    scored: dict[str, int] = {}
    for m in st.markets:
        hits = sum(w in f"{m.question} {m.event_title} {m.slug}".lower() for w in words)
        if hits:
            scored[m.event_id] = max(scored.get(m.event_id, 0), hits + (0 if m.closed else 1))
    ranked = sorted(scored, key=lambda e: (-scored[e], e))
    return {"events": [_gamma_event(st, e) for e in ranked[:limit]],
            "pagination": {"hasMore": len(ranked) > limit, "totalResults": len(ranked)}}


def create_gamma_app(seed: int, anchor_ms: int | None = None) -> Starlette:
    """Gamma: ``/markets``, ``/markets/slug/{slug}``, ``/public-search``."""
    app = _app({"/markets": _gamma_markets, "/public-search": _public_search}, seed, anchor_ms)
    st = state_for(seed, anchor_ms)

    async def by_slug(request: Request) -> JSONResponse:
        result = _gamma_market_by_slug(request, st)
        return result if isinstance(result, JSONResponse) else JSONResponse(result)

    app.router.routes.append(Route("/markets/slug/{slug}", by_slug, methods=["GET"]))
    return app


# ----------------------------------------------------------------------------- CLOB


def _book_rows(st: State, token: str) -> tuple[SimMarket, list[Any], list[Any]] | None:
    m = st.market_of_token(token)
    if m is None or m.closed:
        return None
    price = m.prices[m.token_ids.index(token)]
    depth = [(round(0.01 * k, 3), round(500.0 * k, 2)) for k in range(1, 6)]
    bids = [(round(price - 0.005 - d, 3), s) for d, s in depth if price - 0.005 - d > 0]
    asks = [(round(price + 0.005 + d, 3), s) for d, s in depth if price + 0.005 + d < 1]
    # wire order: bids ascending, asks descending, so the best level of each is LAST
    return (m, [{"price": f"{p:g}", "size": f"{s:g}"} for p, s in sorted(bids)],
            [{"price": f"{p:g}", "size": f"{s:g}"} for p, s in sorted(asks, reverse=True)])


def _book(request: Request, st: State) -> Any:
    token = request.query_params.get("token_id", "")
    rows = _book_rows(st, token)
    if rows is None:
        return _error(404, "No orderbook exists for the requested token id")
    m, bids, asks = rows
    return {"market": m.condition_id, "asset_id": token, "timestamp": str(st.anchor_s * 1000),
            "hash": m.condition_id[:42], "bids": bids, "asks": asks, "min_order_size": "5",
            "tick_size": "0.001", "neg_risk": m.neg_risk}


def _midpoint(request: Request, st: State) -> Any:
    rows = _book_rows(st, request.query_params.get("token_id", ""))
    if rows is None:
        return _error(404, "No orderbook exists for the requested token id")
    _, bids, asks = rows
    best_bid, best_ask = float(bids[-1]["price"]), float(asks[-1]["price"])
    return {"mid": f"{(best_bid + best_ask) / 2:g}"}


def _prices_history(request: Request, st: State) -> Any:
    q = request.query_params
    if "interval" not in q and not ("startTs" in q and "endTs" in q):
        return _error(400, "invalid filters: the time component is mandatory, please use "
                           "'startTs' and 'endTs' or 'interval'")
    token = q.get("market", "")
    m = st.market_of_token(token)
    if m is None:
        return {"history": []}
    price = m.prices[m.token_ids.index(token)]
    points = [{"t": st.anchor_s - k * 3600, "p": round(min(1.0, max(0.0, price + 0.002 * (
        (k * 7919) % 11 - 5))), 4)} for k in range(48, -1, -1)]
    return {"history": points}


CLOB_TRADES_PAGE = 100
START_CURSOR, END_CURSOR = "MA==", "LTE="  # base64 of "0" and "-1", as the CLOB pages


def clob_trade(f: SimFill) -> dict[str, Any]:
    """A CLOB ``/data/trades`` row: numbers as strings, seconds as strings, the status of the
    match's settlement (``MATCHED``, ``MINED``, ``CONFIRMED``, ``RETRYING``, ``FAILED``)."""
    m, i = f.market, f.outcome_index
    return {"id": f.trade_id[2:38], "taker_order_id": f.trade_id, "market": m.condition_id,
            "asset_id": m.token_ids[i], "side": f.side, "size": f"{f.size:g}",
            "fee_rate_bps": "0", "price": f"{f.price:g}", "status": f.status,
            "match_time": str(f.match_s), "last_update": str(f.last_update_s),
            "outcome": m.outcomes[i], "bucket_index": 0, "owner": "",
            "maker_address": f.wallet, "transaction_hash": f.tx_hash,
            "trader_side": f.trader_side, "maker_orders": []}


def _clob_trades(request: Request, st: State) -> Any:
    """``GET /data/trades?maker_address=``: the wallet's CLOB trades, newest first, paged by
    ``next_cursor`` until ``LTE=``. (The real route wants L2 API-key headers; the sandbox
    answers without them.)"""
    q = request.query_params
    w = st.wallet(q.get("maker_address", ""))
    rows = list(w.fills) if w else []
    if market := q.get("market"):
        rows = [f for f in rows if f.market.condition_id == market.lower()]
    cursor = q.get("next_cursor") or START_CURSOR
    if cursor == END_CURSOR:
        return {"limit": CLOB_TRADES_PAGE, "count": 0, "next_cursor": END_CURSOR, "data": []}
    try:
        start = int(base64.b64decode(cursor.encode()).decode())
    except ValueError:
        return _error(400, "invalid next_cursor")
    page = rows[start:start + CLOB_TRADES_PAGE]
    more = start + CLOB_TRADES_PAGE < len(rows)
    nxt = (base64.b64encode(str(start + CLOB_TRADES_PAGE).encode()).decode() if more
           else END_CURSOR)
    return {"limit": CLOB_TRADES_PAGE, "count": len(page), "next_cursor": nxt,
            "data": [clob_trade(f) for f in page]}


def create_clob_app(seed: int, anchor_ms: int | None = None) -> Starlette:
    """The public CLOB reads (``/book``, ``/midpoint``, ``/prices-history``) and the trade
    feed with settlement statuses (``/data/trades``)."""
    return _app({"/book": _book, "/midpoint": _midpoint, "/prices-history": _prices_history,
                 "/data/trades": _clob_trades}, seed, anchor_ms)
