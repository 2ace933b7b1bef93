"""Deterministic simulator of the Kalshi Trade API v2 public reads over the shared world.

Serves the world's Kalshi listings (``prediction_layout(world, "kalshi")``) as events with
nested markets, markets, series, order books, trades and candlesticks, plus live games
(``kalshi_games``) as milestones with live data and win markets. Wire shapes follow the
current API: ``*_dollars`` 4-dp strings and ``*_fp`` 2-dp counts only (no integer cents),
bids-only order books (``orderbook_fp``), cursor paging. A market's price path is a pure
function of (seed, ticker, minute): a recent slope and an older one, ending at the listing's
price at the anchor hour, with small per-minute noise; after the anchor it stays there.
"""

from __future__ import annotations

import functools
import hashlib
import random
import time
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from typing import Any

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse
from starlette.routing import Route

from sextant.sandbox.kalshi_games import GAMES, MINUTE_S, Game, game_price, plays_until
from sextant.sandbox.world import Listing, World, build_world, prediction_layout

__all__ = ["Simulator", "app_of", "create_app", "simulator"]

HOUR_S = 3600
MAX_CANDLES = 5000


def _d(x: float) -> str:
    return f"{x:.4f}"


def _fp(x: float) -> str:
    return f"{x:.2f}"


def _iso(moment: datetime) -> str:
    return moment.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


def _noise(*parts: object) -> float:
    h = int(hashlib.sha256(":".join(map(str, parts)).encode()).hexdigest()[:8], 16)
    return h / 0xFFFFFFFF - 0.5


@dataclass(frozen=True, slots=True)
class Path:
    """A market's price path: ``recent`` slope (per hour) over the last day, ``older`` before."""

    ticker: str
    end_price: float
    recent: float
    older: float
    half_width: float

    def price(self, seed: int, hours_ago: float) -> float:
        h = max(0.0, hours_ago)
        drift = self.recent * min(h, 24.0) + self.older * max(0.0, h - 24.0)
        noise = 0.004 * _noise("kalshi-path", seed, self.ticker, int(h * 60))
        return min(0.98, max(0.02, self.end_price - drift + noise))


class Simulator:
    """Answers Kalshi GET paths from one world; ``clock`` gives the request time (seconds)."""

    def __init__(self, seed: int, anchor_ms: int | None = None,
                 clock: Callable[[], float] = time.time) -> None:
        self.seed = seed
        self.anchor_ms = anchor_ms if anchor_ms is not None else (
            int(time.time()) // HOUR_S * HOUR_S * 1000)
        self.clock = clock
        self.anchor = datetime.fromtimestamp(self.anchor_ms / 1000, tz=UTC)

    @property
    def world(self) -> World:
        return build_world(self.seed, self.anchor_ms)

    @functools.cached_property
    def listings(self) -> dict[str, Listing]:
        return {x.market_id: x for x in prediction_layout(self.world, "kalshi").listings}

    @functools.cached_property
    def categories(self) -> dict[str, str]:
        return {x.market_id: e.category for e in self.world.events for x in e.on("kalshi")}

    @functools.cached_property
    def games(self) -> dict[str, Game]:
        return {g.milestone_id(): g for g in GAMES}

    def path(self, ticker: str) -> Path:
        listing = self.listings[ticker]
        rng = random.Random(f"kalshi-slope:{self.seed}:{ticker}")
        recent = rng.choice((0.0025, -0.0025, 0.0004, -0.0004, 0.0))
        older = rng.choice((0.0, 0.0005, -0.0005))
        return Path(ticker, listing.yes_price, recent, older, rng.choice((0.01, 0.02)))

    def listed_s(self, ticker: str) -> float | None:
        """When a freshly listed market opened (epoch s), ``None`` for long-listed ones. One
        listed at the anchor is served as opened ten minutes before each request: just listed,
        whatever the hour, so it never has a finished hourly candle."""
        listing = self.listings.get(ticker)
        if listing is None or listing.listed_at is None:
            return None
        listed = listing.listed_at.timestamp()
        return max(listed, self.clock() - 600) if listed >= self.anchor_ms / 1000 else listed

    def minute_now(self) -> float:
        return (self.clock() * 1000 - self.anchor_ms) / 60_000

    # --- prices

    def yes_price(self, ticker: str, at_s: float) -> float:
        """The YES mid at epoch second ``at_s`` (world markets and game markets)."""
        minute = (at_s * 1000 - self.anchor_ms) / 60_000
        game = self._game_of(ticker)
        if game is not None:
            p = game_price(game, minute)
            return p if ticker.endswith("-" + game.home) else round(1 - p, 2)
        return self.path(ticker).price(self.seed, -minute / 60)

    def _game_of(self, ticker: str) -> Game | None:
        return next((g for g in GAMES if ticker.startswith(self._game_event(g) + "-")), None)

    def _game_event(self, game: Game) -> str:
        return f"{game.league}-{self.anchor.strftime('%y%b%d').upper()}{game.away}{game.home}"

    def _quote(self, ticker: str, p: float) -> tuple[float, float]:
        w = 0.01 if self._game_of(ticker) else self.path(ticker).half_width
        bid = max(0.01, round(round(p, 2) - w, 2))
        return bid, min(0.99, round(bid + 2 * w, 2))

    # --- wire records

    def market_row(self, ticker: str) -> dict[str, Any]:
        now = self.clock()
        p = self.yes_price(ticker, now)
        bid, ask = self._quote(ticker, p)
        game = self._game_of(ticker)
        if game is not None:
            return self._game_market(game, ticker, p, bid, ask)
        x = self.listings[ticker]
        rng = random.Random(f"kalshi-market:{self.seed}:{ticker}")
        condition = x.title.rstrip("?").replace("Will ", "", 1)
        return {
            "ticker": ticker, "event_ticker": x.event_id, "market_type": "binary",
            "title": x.title, "subtitle": "", "yes_sub_title": x.group_label or x.title,
            "no_sub_title": x.group_label or x.title, "status": "active",
            "open_time": _iso(self.anchor - timedelta(days=40)) if x.listed_at is None else
            _iso(datetime.fromtimestamp(self.listed_s(ticker) or 0, tz=UTC)),
            "close_time": _iso(x.close_time), "expected_expiration_time": _iso(x.close_time),
            "latest_expiration_time": _iso(x.close_time + timedelta(days=7)),
            "yes_bid_dollars": _d(bid), "yes_ask_dollars": _d(ask),
            "no_bid_dollars": _d(1 - ask), "no_ask_dollars": _d(1 - bid),
            "last_price_dollars": _d(round(p, 2)),
            "previous_price_dollars": _d(round(self.yes_price(ticker, now - 86_400), 2)),
            "volume_fp": _fp(round(x.volume_usd / max(p, 0.05))),
            "volume_24h_fp": _fp(round(x.volume_usd / 30)),
            "open_interest_fp": _fp(round(x.liquidity_usd * 2)),
            "liquidity_dollars": _d(x.liquidity_usd), "notional_value_dollars": "1.0000",
            "result": "", "can_close_early": True, "price_level_structure": "linear_cent",
            "price_ranges": [{"start": "0.0000", "end": "1.0000", "step": "0.0100"}],
            "rules_primary": f"If {condition} as reported by the source agency, then the "
                             "market resolves to Yes.",
            "rules_secondary": "",
            "strike_type": "custom", "custom_strike": {"label": x.group_label or ""},
            "updated_time": _iso(datetime.fromtimestamp(now, UTC)),
            "fractional_trading_enabled": rng.random() < 0.5,
        }

    def _game_market(self, game: Game, ticker: str, p: float, bid: float, ask: float
                     ) -> dict[str, Any]:
        home = ticker.endswith("-" + game.home)
        team = game.home_name if home else game.away_name
        close = self.anchor + timedelta(minutes=200)
        return {
            "ticker": ticker, "event_ticker": self._game_event(game), "market_type": "binary",
            "title": f"{game.away_name} at {game.home_name}: will {team} win?",
            "yes_sub_title": team, "no_sub_title": team, "status": "active",
            "open_time": _iso(self.anchor - timedelta(days=2)), "close_time": _iso(close),
            "expected_expiration_time": _iso(close),
            "yes_bid_dollars": _d(bid), "yes_ask_dollars": _d(ask),
            "no_bid_dollars": _d(1 - ask), "no_ask_dollars": _d(1 - bid),
            "last_price_dollars": _d(p), "volume_fp": "52000.00", "volume_24h_fp": "48000.00",
            "open_interest_fp": "21000.00", "liquidity_dollars": "15000.0000",
            "result": "", "price_level_structure": "linear_cent",
            "rules_primary": f"If {team} wins the game, then the market resolves to Yes.",
            "updated_time": _iso(datetime.fromtimestamp(self.clock(), UTC)),
        }

    def event_tickers(self) -> list[str]:
        out = list(dict.fromkeys(x.event_id for x in self.listings.values()))
        return out + [self._game_event(g) for g in GAMES]

    def event_row(self, event_ticker: str, nested: bool) -> dict[str, Any] | None:
        tickers = self.tickers_of(event_ticker)
        if not tickers:
            return None
        game = next((g for g in GAMES if self._game_event(g) == event_ticker), None)
        if game is not None:
            title, category, exclusive = (f"{game.away_name} at {game.home_name}", "Sports",
                                          True)
        else:
            first = self.listings[tickers[0]]
            title, category = first.event_title, self.categories[tickers[0]]
            exclusive = first.group_label is not None
        row: dict[str, Any] = {
            "event_ticker": event_ticker, "series_ticker": event_ticker.split("-")[0],
            "title": title, "sub_title": "", "category": category,
            "mutually_exclusive": exclusive, "collateral_return_type": "",
            "available_on_brokers": True,
        }
        if nested:
            row["markets"] = [self.market_row(t) for t in tickers]
        return row

    def tickers_of(self, event_ticker: str) -> list[str]:
        for g in GAMES:
            if self._game_event(g) == event_ticker:
                return [f"{event_ticker}-{g.home}", f"{event_ticker}-{g.away}"]
        return [t for t, x in self.listings.items() if x.event_id == event_ticker]

    def all_tickers(self) -> list[str]:
        return [t for e in self.event_tickers() for t in self.tickers_of(e)]

    def candles(self, ticker: str, start: int, end: int, period: int) -> list[dict[str, Any]]:
        step = period * 60
        first = (start + step - 1) // step * step
        out = []
        listed = self.listed_s(ticker)
        for ts in range(first, min(end, first + step * MAX_CANDLES) + 1, step):
            if listed is not None and ts - step < listed:
                continue  # the market did not trade for the whole period yet
            p = self.yes_price(ticker, ts)
            bid, ask = self._quote(ticker, p)
            close = round(p, 2)
            out.append({
                "end_period_ts": ts,
                "yes_bid": {"close_dollars": _d(bid), "open_dollars": _d(bid),
                            "high_dollars": _d(bid), "low_dollars": _d(bid)},
                "yes_ask": {"close_dollars": _d(ask), "open_dollars": _d(ask),
                            "high_dollars": _d(ask), "low_dollars": _d(ask)},
                "price": {"close_dollars": _d(close), "open_dollars": _d(close),
                          "high_dollars": _d(close), "low_dollars": _d(close),
                          "mean_dollars": _d(close), "previous_dollars": None},
                "volume_fp": _fp(10 + 90 * (_noise("vol", ticker, ts) + 0.5)),
                "open_interest_fp": "1000.00",
            })
        return out

    def orderbook(self, ticker: str) -> dict[str, Any]:
        bid, ask = self._quote(ticker, self.yes_price(ticker, self.clock()))
        rng = random.Random(f"kalshi-book:{self.seed}:{ticker}")

        def side(best: float) -> list[list[str]]:
            levels = [round(best - 0.01 * i, 2) for i in range(5) if best - 0.01 * i >= 0.01]
            return [[_d(p), _fp(rng.randrange(50, 4000))] for p in reversed(levels)]

        return {"orderbook_fp": {"yes_dollars": side(bid), "no_dollars": side(round(1 - ask, 2))}}

    def trades(self, ticker: str, limit: int) -> list[dict[str, Any]]:
        now = int(self.clock())
        out = []
        for i in range(min(limit, 50)):
            ts = now - 137 * (i + 1)
            p = round(self.yes_price(ticker, ts), 2)
            side = "yes" if _noise("side", ticker, ts) > 0 else "no"
            out.append({
                "trade_id": hashlib.sha256(f"{ticker}:{ts}".encode()).hexdigest()[:32],
                "ticker": ticker, "count_fp": _fp(1 + int(200 * (_noise("n", ticker, ts) + .5))),
                "yes_price_dollars": _d(p), "no_price_dollars": _d(round(1 - p, 2)),
                "taker_side": side, "created_time": _iso(datetime.fromtimestamp(ts, UTC)),
            })
        return out

    def milestone_row(self, game: Game) -> dict[str, Any]:
        start = self.anchor + timedelta(minutes=-100)
        return {
            "id": game.milestone_id(), "category": "Sports", "type": game.milestone_type,
            "start_date": _iso(start), "end_date": _iso(start + timedelta(minutes=260)),
            "related_event_tickers": [self._game_event(game)],
            "primary_event_tickers": [self._game_event(game)],
            "title": f"{game.away_name} at {game.home_name}",
            "notification_message": "", "source_id": game.key, "details": {},
            "last_updated_ts": _iso(datetime.fromtimestamp(self.clock(), UTC)),
        }

    def live_data(self, game: Game) -> dict[str, Any]:
        minute = self.minute_now()
        plays = plays_until(game, minute)
        home = away = 0
        periods: list[dict[str, Any]] = [{"number": n, "events": []} for n in (1, 2, 3, 4)]
        for p in plays:
            home += p.points if p.team == "home" else 0
            away += p.points if p.team == "away" else 0
            ts = self.anchor_ms // 1000 + p.minute * MINUTE_S
            n = min(3, max(0, (p.minute + 100) // 65))
            periods[n]["events"].append({
                "team": p.team, "points": p.points, "home_points": home, "away_points": away,
                "ts": ts, "description": f"{game.home if p.team == 'home' else game.away} "
                                         f"scores {p.points}"})
        for period in periods:  # the feed lists each period's plays latest first
            period["events"].reverse()
        return {"live_data": {"type": game.milestone_type, "milestone_id": game.milestone_id(),
                              "details": {"status": game.status, "widget_status": game.status,
                                          "home_abbreviation": game.home,
                                          "away_abbreviation": game.away,
                                          "home_points": home, "away_points": away,
                                          "pbp": {"periods": list(reversed(periods))}}}}


# ----------------------------------------------------------------------------- the app


def _page(rows: list[Any], request: Request, default: int, most: int) -> tuple[list[Any], str]:
    try:
        limit = min(most, max(1, int(request.query_params.get("limit") or default)))
        offset = int(request.query_params.get("cursor") or 0)
    except ValueError:
        limit, offset = default, 0
    nxt = str(offset + limit) if offset + limit < len(rows) else ""
    return rows[offset:offset + limit], nxt


def _not_found(what: str) -> JSONResponse:
    return JSONResponse({"error": {"code": "not_found", "message": f"{what} not found"}},
                        status_code=404)


def _bad(message: str) -> JSONResponse:
    return JSONResponse({"error": {"code": "invalid_parameters", "message": message}},
                        status_code=400)


def _routes(sim: Simulator) -> list[Route]:
    async def events(request: Request) -> JSONResponse:
        q = request.query_params
        nested = q.get("with_nested_markets") == "true"
        rows = [sim.event_row(e, nested) for e in sim.event_tickers()]
        series = q.get("series_ticker")
        kept = [r for r in rows if r and (not series or r["series_ticker"] == series)]
        if q.get("status") not in (None, "", "open"):
            kept = []
        page, cursor = _page(kept, request, 100, 200)
        return JSONResponse({"events": page, "cursor": cursor})

    async def event(request: Request) -> JSONResponse:
        ticker = request.path_params["ticker"]
        nested = request.query_params.get("with_nested_markets") == "true"
        row = sim.event_row(ticker, nested)
        if row is None:
            return _not_found(f"event {ticker}")
        markets = [] if nested else [sim.market_row(t) for t in sim.tickers_of(ticker)]
        return JSONResponse({"event": row, "markets": markets})

    async def markets(request: Request) -> JSONResponse:
        q = request.query_params
        tickers = sim.all_tickers()
        if q.get("event_ticker"):
            tickers = sim.tickers_of(q["event_ticker"])
        if q.get("series_ticker"):
            tickers = [t for t in tickers if t.split("-")[0] == q["series_ticker"]]
        if q.get("tickers"):
            wanted = set(q["tickers"].split(","))
            tickers = [t for t in tickers if t in wanted]
        if q.get("status") not in (None, "", "open"):
            tickers = []
        page, cursor = _page(tickers, request, 100, 1000)
        return JSONResponse({"markets": [sim.market_row(t) for t in page], "cursor": cursor})

    def known(ticker: str) -> bool:
        return ticker in sim.listings or sim._game_of(ticker) is not None

    async def market(request: Request) -> JSONResponse:
        t = request.path_params["ticker"]
        return JSONResponse({"market": sim.market_row(t)}) if known(t) else _not_found(t)

    async def orderbook(request: Request) -> JSONResponse:
        t = request.path_params["ticker"]
        return JSONResponse(sim.orderbook(t)) if known(t) else _not_found(t)

    async def trades(request: Request) -> JSONResponse:
        t = request.query_params.get("ticker") or ""
        if not known(t):
            return JSONResponse({"trades": [], "cursor": ""})
        limit = int(request.query_params.get("limit") or 100)
        return JSONResponse({"trades": sim.trades(t, limit), "cursor": ""})

    def window(request: Request) -> tuple[int, int, int] | None:
        q = request.query_params
        try:
            start, end, period = int(q["start_ts"]), int(q["end_ts"]), int(q["period_interval"])
        except (KeyError, ValueError):
            return None
        return (start, end, period) if period in (1, 60, 1440) and start <= end else None

    async def candles(request: Request) -> JSONResponse:
        t = request.path_params["ticker"]
        w = window(request)
        if w is None:
            return _bad("start_ts, end_ts and period_interval (1, 60, 1440) are required")
        if not known(t) or t.split("-")[0] != request.path_params["series"]:
            return _not_found(t)
        return JSONResponse({"ticker": t, "candlesticks": sim.candles(t, *w)})

    async def batch_candles(request: Request) -> JSONResponse:
        w = window(request)
        tickers = [t for t in (request.query_params.get("market_tickers") or "").split(",") if t]
        if w is None or not tickers or len(tickers) > 25:
            return _bad("market_tickers (1-25), start_ts, end_ts, period_interval are required")
        return JSONResponse({"markets": [
            {"market_ticker": t, "candlesticks": sim.candles(t, *w)} for t in tickers
            if known(t)]})

    async def series_list(request: Request) -> JSONResponse:
        seen = dict.fromkeys(e.split("-")[0] for e in sim.event_tickers())
        rows = []
        for s in seen:
            event = sim.event_row(next(e for e in sim.event_tickers() if e.split("-")[0] == s),
                                  False)
            assert event is not None
            rows.append({"ticker": s, "frequency": "custom", "title": event["title"],
                         "category": event["category"], "tags": [], "fee_type": "quadratic",
                         "fee_multiplier": 1, "settlement_sources": []})
        cat = request.query_params.get("category")
        return JSONResponse({"series": [r for r in rows if not cat or r["category"] == cat]})

    async def milestones(request: Request) -> JSONResponse:
        rows = [sim.milestone_row(g) for g in sim.games.values()]
        page, cursor = _page(rows, request, 100, 500)
        return JSONResponse({"milestones": page, "cursor": cursor})

    async def milestone(request: Request) -> JSONResponse:
        game = sim.games.get(request.path_params["id"])
        return _not_found("milestone") if game is None else JSONResponse(
            {"milestone": sim.milestone_row(game)})

    async def live(request: Request) -> JSONResponse:
        game = sim.games.get(request.path_params["id"])
        return _not_found("live data") if game is None else JSONResponse(sim.live_data(game))

    return [
        Route("/events", events), Route("/events/{ticker}", event),
        Route("/markets", markets), Route("/markets/trades", trades),
        Route("/markets/candlesticks", batch_candles),
        Route("/markets/{ticker}", market), Route("/markets/{ticker}/orderbook", orderbook),
        Route("/series", series_list),
        Route("/series/{series}/markets/{ticker}/candlesticks", candles),
        Route("/milestones", milestones), Route("/milestones/{id}", milestone),
        Route("/live_data/milestone/{id}", live), Route("/live_data/{type}/milestone/{id}", live),
    ]


@functools.lru_cache(maxsize=8)
def simulator(seed: int) -> Simulator:
    """One simulator per seed and process."""
    return Simulator(seed)


def create_app(seed: int) -> Starlette:
    """ASGI app answering the Kalshi Trade API v2 public GET paths (mounted at the base URL's
    path, ``/trade-api/v2``)."""
    return app_of(simulator(seed))


def app_of(sim: Simulator) -> Starlette:
    """The ASGI app of one simulator (tests build one on a fixed anchor and clock)."""
    inner = Starlette(routes=_routes(sim))
    app = Starlette(routes=[])
    app.mount("/trade-api/v2", inner)
    app.state.simulator = sim
    return app
