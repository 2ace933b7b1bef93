"""Kalshi records beyond the unified market ones: events, series, candlesticks, milestones and
live game data, with their pure parsers (no HTTP).

Candlestick prices come as ``*_dollars`` strings (``yes_bid.close_dollars`` ...); a candle's
probability is the close of its quote mid when both sides quote, else the close trade price.
``live_data.details`` is schemaless (it passes the feed provider's fields through), so every
key is optional here and a game without a play-by-play simply has no scoring events.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from sextant.venues.kalshi_records import VENUE, market_from_kalshi
from sextant.venues.predmarket import Market, PricePoint, bad, opt_amount, opt_prob, utc

__all__ = [
    "Candle", "Event", "LiveGame", "Milestone", "ScoringEvent", "Series", "candles_from_kalshi",
    "event_from_kalshi", "events_from_kalshi", "live_game_from_kalshi", "milestones_from_kalshi",
    "series_from_kalshi",
]

Raw = Mapping[str, Any]


@dataclass(frozen=True, slots=True)
class Event:
    """A Kalshi event with its markets (``mutually_exclusive``: exactly one market resolves yes)."""

    event_ticker: str
    series_ticker: str
    title: str
    sub_title: str
    category: str
    mutually_exclusive: bool
    markets: tuple[Market, ...]
    raw: Raw = field(default_factory=dict, repr=False, compare=False)

    @property
    def close_time(self) -> datetime | None:
        """The latest close time of its markets (when the whole event is decided)."""
        times = [m.close_time for m in self.markets if m.close_time is not None]
        return max(times) if times else None


@dataclass(frozen=True, slots=True)
class Series:
    ticker: str
    title: str
    category: str
    tags: tuple[str, ...]
    raw: Raw = field(default_factory=dict, repr=False, compare=False)


@dataclass(frozen=True, slots=True)
class Candle:
    """One candlestick of a market's YES side; ``probability`` is the close mid (or trade)."""

    ticker: str
    end: datetime
    probability: float | None
    bid_close: float | None
    ask_close: float | None
    price_close: float | None
    volume: float | None
    raw: Raw = field(default_factory=dict, repr=False, compare=False)

    def point(self) -> PricePoint | None:
        if self.probability is None:
            return None
        return PricePoint(VENUE, f"{self.ticker}:yes", self.end, self.probability, None, self.raw)


@dataclass(frozen=True, slots=True)
class Milestone:
    """A real-world occurrence (a game) Kalshi markets settle on."""

    milestone_id: str
    type: str
    category: str
    title: str
    start: datetime | None
    end: datetime | None
    related_event_tickers: tuple[str, ...]
    primary_event_tickers: tuple[str, ...]
    raw: Raw = field(default_factory=dict, repr=False, compare=False)


@dataclass(frozen=True, slots=True)
class ScoringEvent:
    """One scoring play: who scored, how many points, the running score after it."""

    team: str  # "home" | "away"
    points: float
    home_score: float | None
    away_score: float | None
    time: datetime | None
    description: str = ""


@dataclass(frozen=True, slots=True)
class LiveGame:
    """``live_data`` of one milestone: status, score and scoring plays (oldest first)."""

    milestone_id: str
    type: str
    status: str  # live | final | scheduled | "" when the feed does not say
    home: str
    away: str
    home_score: float | None
    away_score: float | None
    scoring: tuple[ScoringEvent, ...]
    raw: Raw = field(default_factory=dict, repr=False, compare=False)


def _obj(body: Any, key: str) -> Mapping[str, Any]:
    value = body.get(key) if isinstance(body, Mapping) else None
    if not isinstance(value, Mapping):
        raise bad(VENUE, f"expected an object under {key!r}")
    return value


def event_from_kalshi(body: Any) -> Event:
    """``GET /events/{ticker}``: markets nested in ``event.markets`` or beside it in ``markets``."""
    event = _obj(body, "event")
    rows = event.get("markets") or (body.get("markets") if isinstance(body, Mapping) else None)
    return _event(event, rows or [])


def _event(event: Mapping[str, Any], rows: Any) -> Event:
    ticker = str(event.get("event_ticker") or "")
    if not ticker:
        raise bad(VENUE, "event without event_ticker")
    if not isinstance(rows, list) or not all(isinstance(r, Mapping) for r in rows):
        raise bad(VENUE, f"event {ticker}: markets must be a list of objects")
    return Event(ticker, str(event.get("series_ticker") or ""), str(event.get("title") or ""),
                 str(event.get("sub_title") or ""), str(event.get("category") or ""),
                 bool(event.get("mutually_exclusive")),
                 tuple(market_from_kalshi(r, event) for r in rows), event)


def events_from_kalshi(body: Any) -> list[Event]:
    """``GET /events`` (``with_nested_markets`` or not)."""
    rows = body.get("events") if isinstance(body, Mapping) else None
    if not isinstance(rows, list):
        raise bad(VENUE, "events must be a list")
    return [_event(r, r.get("markets") or []) for r in rows if isinstance(r, Mapping)]


def series_from_kalshi(body: Any) -> list[Series]:
    """``GET /series`` (a list) or ``GET /series/{ticker}`` (one)."""
    if not isinstance(body, Mapping):
        raise bad(VENUE, "series answer must be an object")
    rows = body.get("series")
    rows = [rows] if isinstance(rows, Mapping) else rows
    if not isinstance(rows, list):
        raise bad(VENUE, "series must be a list or an object")
    return [Series(str(r.get("ticker") or ""), str(r.get("title") or ""),
                   str(r.get("category") or ""), tuple(r.get("tags") or ()), r)
            for r in rows if isinstance(r, Mapping) and r.get("ticker")]


def _close(side: Any) -> float | None:
    if not isinstance(side, Mapping):
        return None
    dollars = side.get("close_dollars")
    if dollars is not None:
        return opt_prob(VENUE, dollars)
    return opt_prob(VENUE, side.get("close"), scale=100.0)


def _candle(ticker: str, row: Mapping[str, Any]) -> Candle:
    end = utc(VENUE, row.get("end_period_ts"))
    if end is None:
        raise bad(VENUE, f"candle of {ticker} without end_period_ts")
    bid, ask, price = _close(row.get("yes_bid")), _close(row.get("yes_ask")), _close(
        row.get("price"))
    bid = None if bid == 0 else bid
    ask = None if ask in (0, 1) else ask
    mid = (bid + ask) / 2 if bid is not None and ask is not None else price
    volume = opt_amount(VENUE, row.get("volume_fp", row.get("volume")))
    return Candle(ticker, end, mid, bid, ask, price, volume, row)


def candles_from_kalshi(body: Any) -> dict[str, list[Candle]]:
    """One market's ``{ticker, candlesticks}`` or the batch ``{markets: [{market_ticker,
    candlesticks}]}``, as candles per ticker, oldest first."""
    if not isinstance(body, Mapping):
        raise bad(VENUE, "candlesticks answer must be an object")
    groups = body.get("markets") if "markets" in body else [body]
    if not isinstance(groups, list):
        raise bad(VENUE, "batch candlesticks must be a list")
    out: dict[str, list[Candle]] = {}
    for g in groups:
        ticker = str(g.get("market_ticker") or g.get("ticker") or "")
        rows = g.get("candlesticks")
        if not ticker or not isinstance(rows, list):
            raise bad(VENUE, "candlesticks without ticker or list")
        out[ticker] = sorted((_candle(ticker, r) for r in rows), key=lambda c: c.end)
    return out


def milestones_from_kalshi(body: Any) -> list[Milestone]:
    """``GET /milestones`` or ``GET /milestones/{id}``."""
    if not isinstance(body, Mapping):
        raise bad(VENUE, "milestones answer must be an object")
    rows = body.get("milestones") if "milestones" in body else [body.get("milestone")]
    if not isinstance(rows, list) or not all(isinstance(r, Mapping) for r in rows):
        raise bad(VENUE, "milestones must be objects")
    return [Milestone(str(r.get("id") or ""), str(r.get("type") or ""),
                      str(r.get("category") or ""), str(r.get("title") or ""),
                      utc(VENUE, r.get("start_date")), utc(VENUE, r.get("end_date")),
                      tuple(r.get("related_event_tickers") or ()),
                      tuple(r.get("primary_event_tickers") or ()), r) for r in rows]


def _scoring(details: Mapping[str, Any]) -> tuple[ScoringEvent, ...]:
    """Scoring plays from ``pbp.periods[].events[]``, oldest first; non-scoring plays dropped."""
    pbp = details.get("pbp")
    periods = pbp.get("periods") if isinstance(pbp, Mapping) else None
    out: list[ScoringEvent] = []
    for period in periods if isinstance(periods, list) else []:
        for ev in (period.get("events") if isinstance(period, Mapping) else None) or []:
            if not isinstance(ev, Mapping):
                continue
            team, points = str(ev.get("team") or "").lower(), opt_amount(VENUE, ev.get("points"))
            if team not in ("home", "away") or not points or points <= 0:
                continue
            out.append(ScoringEvent(team, points, opt_amount(VENUE, ev.get("home_points")),
                                    opt_amount(VENUE, ev.get("away_points")),
                                    utc(VENUE, ev.get("ts")), str(ev.get("description") or "")))
    return tuple(sorted(out, key=lambda e: (e.time is None, e.time)))


def live_game_from_kalshi(body: Any) -> LiveGame:
    """``GET /live_data/milestone/{id}`` (or the legacy typed path)."""
    live = _obj(body, "live_data")
    details = live.get("details") if isinstance(live.get("details"), Mapping) else {}
    assert isinstance(details, Mapping)
    return LiveGame(str(live.get("milestone_id") or ""), str(live.get("type") or ""),
                    str(details.get("status") or details.get("widget_status") or "").lower(),
                    str(details.get("home_abbreviation") or details.get("home_team") or ""),
                    str(details.get("away_abbreviation") or details.get("away_team") or ""),
                    opt_amount(VENUE, details.get("home_points")),
                    opt_amount(VENUE, details.get("away_points")), _scoring(details), live)
