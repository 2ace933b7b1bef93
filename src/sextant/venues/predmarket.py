"""Unified prediction-market records (after pmxt's unified types) and their parsing helpers.

Polymarket, Kalshi and Limitless map their wire formats into these records
(``polymarket_records``, ``kalshi_records``, ``limitless_records``); spread, trend and matching
logic take only these and never branch on the venue.

Conventions every mapper keeps:

- **prices** are probabilities in ``[0, 1]`` as ``float`` (Kalshi cents are divided by 100,
  Kalshi ``*_dollars`` strings are read as they are);
- **sizes** are contracts/shares as ``float`` (Limitless' raw 6-dp integers are divided by 10^6);
  **amounts** (volume, value, cost, PnL) are USD(C) as ``float``. Floats throughout, as in
  ``venues/hyperliquid.py``: every venue's decimals fit a double exactly enough, and signals
  do float math;
- **times** are aware UTC datetimes;
- every record carries ``venue``, the venue's own id and ``raw``, the wire record it came from
  (left out of ``==`` and ``repr``);
- a book's levels are sorted best-first (bids descending, asks ascending), whatever the wire
  order (Polymarket's CLOB sends the best level LAST).
"""

from __future__ import annotations

import json
import math
from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any, Literal

from sextant.errors import UpstreamBadResponse
from sextant.venues.parse import bad_response, to_utc

__all__ = [
    "EPOCH_SANE_MAX",
    "EPOCH_SANE_MIN",
    "Level",
    "Market",
    "MarketStatus",
    "OrderBook",
    "Outcome",
    "Position",
    "PricePoint",
    "Quote",
    "Side",
    "Trade",
    "Venue",
    "amount",
    "bad",
    "book_levels",
    "json_list",
    "opt_amount",
    "opt_prob",
    "prob",
    "utc",
]

Venue = Literal["polymarket", "kalshi", "limitless"]
Side = Literal["buy", "sell"]
MarketStatus = Literal["open", "closed", "resolved"]

#: Times outside this window are not believed (2015-01-01 .. 2100-01-01 UTC).
EPOCH_SANE_MIN = datetime(2015, 1, 1, tzinfo=UTC)
EPOCH_SANE_MAX = datetime(2100, 1, 1, tzinfo=UTC)

Raw = Mapping[str, Any]


# ----------------------------------------------------------------------------- records


@dataclass(frozen=True, slots=True)
class Outcome:
    """One tradeable side of a market.

    ``outcome_id`` is what a book, trade or price history refers to: the Polymarket CLOB token
    id, ``<ticker>:yes`` / ``<ticker>:no`` on Kalshi, the position (token) id on Limitless.
    """

    venue: Venue
    outcome_id: str
    market_id: str
    label: str
    index: int
    price: float | None
    raw: Raw = field(default_factory=dict, repr=False, compare=False)


@dataclass(frozen=True, slots=True)
class Quote:
    """Top of book of one outcome: best bid, best ask and last trade, each optional."""

    venue: Venue
    outcome_id: str
    market_id: str
    bid: float | None
    ask: float | None
    last: float | None = None
    time: datetime | None = None
    raw: Raw = field(default_factory=dict, repr=False, compare=False)

    @property
    def mid(self) -> float | None:
        """Mid of bid and ask when both exist, else the last trade price."""
        if self.bid is not None and self.ask is not None:
            return (self.bid + self.ask) / 2
        return self.last


@dataclass(frozen=True, slots=True)
class Market:
    """A binary (or multi-outcome) question on one venue.

    ``market_id``: Polymarket condition id, Kalshi market ticker, Limitless slug. ``event_id``
    groups the children of a multi-outcome event (Polymarket event id, Kalshi event ticker,
    Limitless group slug); ``neg_risk`` marks such a child (one of several mutually exclusive
    binaries). ``quote`` is the first outcome's top of book when the market record carries one.
    """

    venue: Venue
    market_id: str
    title: str
    outcomes: tuple[Outcome, ...]
    status: MarketStatus
    slug: str | None = None
    event_id: str | None = None
    event_title: str | None = None
    group_label: str | None = None
    neg_risk: bool = False
    close_time: datetime | None = None
    volume: float | None = None
    volume_24h: float | None = None
    liquidity: float | None = None
    open_interest: float | None = None
    quote: Quote | None = None
    description: str = ""
    raw: Raw = field(default_factory=dict, repr=False, compare=False)

    @property
    def yes(self) -> Outcome | None:
        """The first outcome (YES / Up / the named side) of a binary market."""
        return self.outcomes[0] if len(self.outcomes) == 2 else None


@dataclass(frozen=True, slots=True)
class Level:
    price: float
    size: float


@dataclass(frozen=True, slots=True)
class OrderBook:
    """Bids and asks of one outcome, best first (bids descending, asks ascending)."""

    venue: Venue
    market_id: str
    outcome_id: str
    bids: tuple[Level, ...]
    asks: tuple[Level, ...]
    time: datetime | None = None
    raw: Raw = field(default_factory=dict, repr=False, compare=False)

    @property
    def best_bid(self) -> float | None:
        return self.bids[0].price if self.bids else None

    @property
    def best_ask(self) -> float | None:
        return self.asks[0].price if self.asks else None

    def quote(self, last: float | None = None) -> Quote:
        """The book's top as a :class:`Quote`."""
        return Quote(
            self.venue,
            self.outcome_id,
            self.market_id,
            self.best_bid,
            self.best_ask,
            last,
            self.time,
            self.raw,
        )


@dataclass(frozen=True, slots=True)
class Trade:
    """One fill: ``side`` is what the wallet (or, on a tape, the taker) did with ``outcome_id``
    at ``price``, the price of that outcome. ``trade_id`` is the venue's id, or the
    transaction hash where the venue gives none (Polymarket's Data API)."""

    venue: Venue
    trade_id: str
    market_id: str
    outcome_id: str
    outcome: str
    side: Side
    price: float
    size: float
    time: datetime
    wallet: str | None = None
    tx_hash: str | None = None
    title: str | None = None
    raw: Raw = field(default_factory=dict, repr=False, compare=False)

    @property
    def notional(self) -> float:
        return self.price * self.size


@dataclass(frozen=True, slots=True)
class Position:
    """A wallet's holding of one outcome. ``unrealized_pnl`` is mark-to-market on what is
    still held; ``realized_pnl`` what closed trades and redemptions made."""

    venue: Venue
    wallet: str
    market_id: str
    outcome_id: str
    outcome: str
    size: float
    avg_price: float | None
    current_price: float | None
    cost: float | None
    current_value: float | None
    realized_pnl: float | None
    unrealized_pnl: float | None
    status: Literal["open", "closed", "redeemable"] = "open"
    title: str | None = None
    event_id: str | None = None
    raw: Raw = field(default_factory=dict, repr=False, compare=False)


@dataclass(frozen=True, slots=True)
class PricePoint:
    """One point of an outcome's price history."""

    venue: Venue
    outcome_id: str
    time: datetime
    price: float
    label: str | None = None
    raw: Raw = field(default_factory=dict, repr=False, compare=False)


# ----------------------------------------------------------------------------- parsing helpers


def bad(venue: Venue, message: str) -> UpstreamBadResponse:
    """The typed error every mapper raises on a record it cannot read."""
    return bad_response(venue, message)


def opt_amount(venue: Venue, value: Any) -> float | None:
    """A number or decimal string as float; ``None``/``""`` stay ``None``.

    Stricter than :func:`parse.opt_num`: these venues send ``""`` for "no value" (not zero),
    and a non-finite number is a bad answer, not a price."""
    if value is None or value == "" or isinstance(value, bool):
        return None
    try:
        out = float(value)
    except (TypeError, ValueError) as exc:
        raise bad(venue, f"expected a number, got {value!r}") from exc
    if not math.isfinite(out):
        raise bad(venue, f"expected a finite number, got {value!r}")
    return out


def amount(venue: Venue, value: Any) -> float:
    """Like :func:`opt_amount` but required."""
    out = opt_amount(venue, value)
    if out is None:
        raise bad(venue, "a required number is missing")
    return out


def opt_prob(venue: Venue, value: Any, scale: float = 1.0) -> float | None:
    """A probability from the wire (``scale`` 100 for cents); must land in ``[0, 1]``."""
    out = opt_amount(venue, value)
    if out is None:
        return None
    out /= scale
    if not 0.0 <= out <= 1.0:
        raise bad(venue, f"price {value!r} is not a probability")
    return out


def prob(venue: Venue, value: Any, scale: float = 1.0) -> float:
    out = opt_prob(venue, value, scale)
    if out is None:
        raise bad(venue, "a required price is missing")
    return out


def utc(venue: Venue, value: Any) -> datetime | None:
    """Epoch seconds or milliseconds or ISO 8601 as aware UTC (see :func:`parse.to_utc`)."""
    return to_utc(value, upstream=venue)


def json_list(venue: Venue, value: Any) -> list[Any]:
    """A list that may arrive JSON-encoded inside a string (Gamma's ``outcomes`` and kin)."""
    if value is None or value == "":
        return []
    if isinstance(value, str):
        try:
            value = json.loads(value)
        except ValueError as exc:
            raise bad(venue, f"expected a JSON-encoded list, got {value[:60]!r}") from exc
    if not isinstance(value, list):
        raise bad(venue, f"expected a list, got {type(value).__name__}")
    return value


def book_levels(levels: list[Level], *, bids: bool) -> tuple[Level, ...]:
    """Levels sorted best-first (bids high to low, asks low to high), empty levels dropped."""
    kept = [lv for lv in levels if lv.size > 0]
    return tuple(sorted(kept, key=lambda lv: -lv.price if bids else lv.price))
