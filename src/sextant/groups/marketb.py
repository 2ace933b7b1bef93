"""The marketb group (Kalshi): consensus trend of an event and the live-sports edge.

A game's market is chosen, when the caller names none, as the home team's win market.

Each coroutine answers one /marketb route; result attribute names are the response model's.

**One probability per event.** Kalshi's documented API has no event-level forecast history, so
the history is built from the event's markets' hourly candlesticks (batch endpoint): the
event's consensus is its *leading market*, the market with the highest YES mid now (for a
mutually exclusive event the favourite outcome; for a single-market event that market; for a
threshold ladder the most likely rung). Its candle closes (quote mid, else trade price) over
the last 3 days are the points the slopes, acceleration and volatility are computed on.
"""

from __future__ import annotations

import dataclasses
import difflib
import re
from dataclasses import dataclass
from datetime import datetime, timedelta

from sextant.errors import BadRequest, NotFound
from sextant.groups.common import ResultSource, fields_of
from sextant.signals import consensus as sig
from sextant.signals import matching, sports
from sextant.venues.kalshi import KalshiClient
from sextant.venues.kalshi_facts import SUPPORTED_SPORTS
from sextant.venues.kalshi_live import Event, LiveGame, Milestone
from sextant.venues.predmarket import Market

__all__ = [
    "ConsensusResult", "LiveEdgeResult", "consensus_trend", "leading_market", "sports_live_edge",
]

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
    events = await client.events(status="open")
    open_events = [e.event_ticker for e in events]
    if " " in ticker:  # words: the open events whose titles share the most content words
        words = matching.content_words(ticker)
        scored = sorted(((len(words & matching.content_words(e.title)), e) for e in events),
                        key=lambda se: -se[0])
        best = [e for n, e in scored if n][:DID_YOU_MEAN]
        head = (f"{ticker!r} is not an event ticker; "
                + (f"the closest open event by title is {best[0].event_ticker} "
                   f"({best[0].title!r}): pass a ticker from did_you_mean as event"
                   if best else "no open event's title shares its words"))
        return NotFound(head, code="unknown_event",
                        did_you_mean=[e.event_ticker for e in best] or open_events[:DID_YOU_MEAN])
    near = difflib.get_close_matches(ticker, open_events, n=DID_YOU_MEAN, cutoff=0.3)
    return NotFound(f"Kalshi has no event {ticker!r}", code="unknown_event",
                    did_you_mean=near or open_events[:DID_YOU_MEAN])


def _note(trend: sig.ConsensusTrend, market: Market) -> str:
    if trend.status == "no_forecast_history_yet":
        return (f"{market.market_id} has no finished hourly candle yet (newly listed); the "
                "consensus now is its current quote and no trend can be measured.")
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
    event = None if " " in ticker else await client.event(ticker)
    if event is None or not event.markets:
        raise await _unknown(client, ticker)
    market = leading_market(event) or event.markets[0]
    series = event.series_ticker or ticker.split("-")[0]
    candles = await client.batch_candlesticks([market.market_id], now - HISTORY, now, 60)
    points = [(c.end, c.probability) for c in candles.get(market.market_id, [])
              if c.probability is not None]
    close = market.close_time or event.close_time
    trend = sig.consensus_trend(points, now, close)
    if trend.consensus_probability_now is None and market.outcomes:
        # no finished candle yet (a freshly listed market): the consensus now is its quote
        quote = market.quote.mid if market.quote is not None else None
        now_p = quote if quote is not None else market.outcomes[0].price
        trend = dataclasses.replace(trend, consensus_probability_now=now_p)
    return ConsensusResult(
        **fields_of(trend),
        marketb_event_ticker=event.event_ticker, event_title=event.title,
        category=event.category, markets_in_event=len(event.markets),
        consensus_market=market.market_id,
        consensus_rule="leading market: the event's market with the highest YES mid now; "
                       "its hourly candle closes (quote mid) over the last 3 days",
        marketb_source=client.candles_url(series, market.market_id),
        agent_note=_note(trend, market), source=src)


# ----------------------------------------------------------------------------- sports live edge


@dataclass(frozen=True, slots=True, kw_only=True)
class LiveEdgeResult(sports.LiveEdge):
    milestone: str
    sport: str
    game_title: str
    home: str
    away: str
    home_score: float | None
    away_score: float | None
    market_ticker: str
    market_yes_team: str
    market_choice_reason: str
    agent_note: str
    source: ResultSource


def _yes_team(market: Market, game: LiveGame) -> str:
    if market.market_id.endswith("-" + game.away):
        return "away"
    return "home"


async def _game_markets(client: KalshiClient, milestone: Milestone) -> list[Market]:
    out: list[Market] = []
    for ticker in dict.fromkeys(milestone.primary_event_tickers
                                + milestone.related_event_tickers):
        out.extend(await client.markets(event_ticker=ticker))
    return out


def _choose(markets: list[Market], wanted: str | None, game: LiveGame) -> tuple[Market, str]:
    if wanted:
        found = next((m for m in markets if m.market_id == wanted.strip().upper()), None)
        if found is None:
            raise BadRequest(f"market {wanted!r} is not a market of this game",
                             code="invalid_market", field="market",
                             game_markets=[m.market_id for m in markets])
        return found, "the market you asked for"
    home = next((m for m in markets if m.market_id.endswith("-" + game.home)), None)
    if home is not None:
        return home, ("no market given: the home team's win market (YES = home wins), so "
                      "momentum is the home team's share of the last 5 scoring plays")
    top = max(markets, key=lambda m: m.volume or 0.0)
    return top, "no market given and no home-team market: the game's most traded market"


async def _unknown_milestone(client: KalshiClient, milestone_id: str) -> NotFound:
    """404 listing the supported sports' games whose titles share a word with the id (a team
    or city typed instead of an id), else the first of them."""
    games = [m for m in await client.milestones() if m.type in SUPPORTED_SPORTS]
    words = matching.content_words(re.sub(r"[-_.:]+", " ", milestone_id))
    near = [m for m in games if words & matching.content_words(m.title)] or games
    return NotFound(f"Kalshi has no milestone {milestone_id!r}; did_you_mean lists games by id "
                    "and title", code="unknown_milestone",
                    did_you_mean=[f"{m.milestone_id} ({m.title})" for m in near[:DID_YOU_MEAN]])


async def sports_live_edge(client: KalshiClient, milestone_id: str, market: str | None,
                           src: ResultSource, now: datetime) -> LiveEdgeResult:
    """Spec 2.6 ``/marketb/sports-live-edge`` of one live game."""
    milestone = await client.milestone(milestone_id.strip())
    if milestone is None:
        raise await _unknown_milestone(client, milestone_id.strip())
    sport = SUPPORTED_SPORTS.get(milestone.type)
    if sport is None:
        raise BadRequest(f"{milestone.type or 'this milestone'} is not a supported sport; "
                         f"supported: {', '.join(sorted(set(SUPPORTED_SPORTS.values())))}",
                         code="unsupported_sport", field="milestone", status=422)
    game = await client.live_game(milestone.milestone_id)
    if game is None or game.status != "live":
        raise BadRequest(f"the game is not live (status {game.status if game else 'unknown'!r})",
                         code="game_not_live", field="milestone", status=422)
    markets = await _game_markets(client, milestone)
    if not markets:
        raise NotFound("the game has no open market", code="no_game_market")
    chosen, reason = _choose(markets, market, game)
    series = chosen.event_id.split("-")[0] if chosen.event_id else chosen.market_id.split("-")[0]
    candles = await client.candlesticks(series, chosen.market_id, now - timedelta(hours=1), now, 1)
    yes_team = _yes_team(chosen, game)
    edge = sports.live_edge([(e.team, e.points) for e in game.scoring], yes_team,
                            [c.probability for c in candles if c.probability is not None])
    team = game.home if yes_team == "home" else game.away
    note = (f"{team} (YES of {chosen.market_id}) scored "
            + ("n/a" if edge.momentum_score_last_5_events is None
               else f"{edge.momentum_score_last_5_events:.0%}")
            + " of the points of the last 5 scoring plays; the market moved "
            + ("n/a" if edge.market_reaction_pct_last_hour is None
               else f"{edge.market_reaction_pct_last_hour:+.1f} pp")
            + f" in the last hour: {edge.latency_arbitrage_signal or 'insufficient data'}.")
    return LiveEdgeResult(
        **fields_of(edge), milestone=milestone.milestone_id, sport=sport,
        game_title=milestone.title, home=game.home, away=game.away,
        home_score=game.home_score, away_score=game.away_score,
        market_ticker=chosen.market_id, market_yes_team=team, market_choice_reason=reason,
        agent_note=note, source=src)
