"""The marketb group (Kalshi): consensus trend of an event and the live-sports edge.

Each coroutine answers one /marketb route; result attribute names are the response model's.

**One probability per event.** Kalshi's documented API has no event-level forecast history, so
the history is built from the event's markets' hourly candlesticks (batch endpoint): the
event's consensus is its *leading market*, the market with the highest YES mid now (for a
mutually exclusive event the favourite outcome; for a single-market event that market; for a
threshold ladder the most likely rung). Its candle closes (quote mid, else trade price) over
the last 3 days are the points the slopes, acceleration and volatility are computed on.
"""

from __future__ import annotations

import difflib
from dataclasses import dataclass
from datetime import datetime, timedelta

from sextant.errors import NotFound
from sextant.groups.common import ResultSource, fields_of
from sextant.signals import consensus as sig
from sextant.venues.kalshi import KalshiClient
from sextant.venues.kalshi_live import Event
from sextant.venues.predmarket import Market

__all__ = ["ConsensusResult", "consensus_trend", "leading_market"]

HISTORY = timedelta(days=3)
DID_YOU_MEAN = 5


@dataclass(frozen=True, slots=True, kw_only=True)
class ConsensusResult(sig.ConsensusTrend):
    marketb_event_ticker: str
    event_title: str
    category: str
    markets_in_event: int
    consensus_market: str
    consensus_rule: str
    marketb_source: str
    agent_note: str
    source: ResultSource


def leading_market(event: Event) -> Market | None:
    """The event's market with the highest YES mid now (ties: the first listed)."""
    priced = [m for m in event.markets if m.outcomes and m.outcomes[0].price is not None]
    return max(priced, key=lambda m: m.outcomes[0].price or 0.0, default=None)


async def _unknown(client: KalshiClient, ticker: str) -> NotFound:
    open_events = [e.event_ticker for e in await client.events(status="open")]
    near = difflib.get_close_matches(ticker, open_events, n=DID_YOU_MEAN, cutoff=0.3)
    return NotFound(f"Kalshi has no event {ticker!r}", code="unknown_event",
                    did_you_mean=near or open_events[:DID_YOU_MEAN])


def _note(trend: sig.ConsensusTrend, market: Market) -> str:
    if trend.status == "no_forecast_history_yet":
        return f"{market.market_id} has no price history yet; only the current quote is known."
    p = trend.consensus_probability_now
    head = f"Leading market {market.market_id} ({market.group_label or market.title}) at " + (
        f"{p:.0%}" if p is not None else "no price")
    if trend.interpretation == "insufficient-history":
        return f"{head}; too few points for both slopes ({trend.history_points_analyzed})."
    assert trend.acceleration_signal is not None
    return (f"{head}; {trend.interpretation} (24 h slope minus 3 d slope = "
            f"{trend.acceleration_signal:+.4f}/h; threshold +-{sig.ACCELERATION_THRESHOLD}).")


async def consensus_trend(client: KalshiClient, ticker: str, src: ResultSource,
                          now: datetime) -> ConsensusResult:
    """Spec 2.6 ``/marketb/consensus-trend`` of one event ticker."""
    event = await client.event(ticker)
    if event is None or not event.markets:
        raise await _unknown(client, ticker)
    market = leading_market(event) or event.markets[0]
    series = event.series_ticker or ticker.split("-")[0]
    candles = await client.batch_candlesticks([market.market_id], now - HISTORY, now, 60)
    points = [(c.end, c.probability) for c in candles.get(market.market_id, [])
              if c.probability is not None]
    close = market.close_time or event.close_time
    trend = sig.consensus_trend(points, now, close)
    return ConsensusResult(
        **fields_of(trend),
        marketb_event_ticker=event.event_ticker, event_title=event.title,
        category=event.category, markets_in_event=len(event.markets),
        consensus_market=market.market_id,
        consensus_rule="leading market: the event's market with the highest YES mid now; "
                       "its hourly candle closes (quote mid) over the last 3 days",
        marketb_source=client.candles_url(series, market.market_id),
        agent_note=_note(trend, market), source=src)
