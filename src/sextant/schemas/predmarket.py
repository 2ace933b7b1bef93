"""Request and response bodies of the prediction-market endpoints (spec 2.6, 2.7)."""

from __future__ import annotations

import re
from datetime import datetime
from typing import Annotated, Any, Literal

from pydantic import BaseModel, BeforeValidator, Field, WithJsonSchema

from sextant.schemas.base import RequestModel
from sextant.signals.consensus import Interpretation, TrendStatus
from sextant.signals.sports import LatencySignal
from sextant.validators import NonBlankStr, coded_error

SPREAD_LIMIT_MAX = 25
_EVENT = re.compile(r"^KX[A-Z0-9][A-Z0-9.\-_]{0,80}$")


_TITLE = re.compile(r"^(?=.*[A-Za-z])[\w$%.,:;'?&/+\- ]{3,200}$")


def _event_ticker(value: Any) -> str:
    """An event ticker, upper-cased; or words (an event's title, looked up for a 404 with the
    closest tickers: never answered as if it were a ticker)."""
    raw = value.strip() if isinstance(value, str) else ""
    if _EVENT.match(raw.upper()):
        return raw.upper()
    if " " in raw and _TITLE.match(raw):
        return raw
    raise coded_error("invalid_event", "expected a Kalshi event ticker starting with KX "
                      "(for example KXPRESPARTY-2028)")


EventTicker = Annotated[str, BeforeValidator(_event_ticker), WithJsonSchema({
    "type": "string", "maxLength": 200, "examples": ["KXPRESPARTY-2028"],
    "description": "Kalshi event ticker (KX..., any case). Words (an event's title) are not "
                   "guessed at: they get a 404 unknown_event whose did_you_mean lists the "
                   "open events whose titles match best"})]


#: fields both spread endpoints' pairs carry, written once
Fillable = Annotated[float, Field(description="top-of-book size at which the edge holds")]
Alignment = Annotated[Literal["same_market", "ladder_vs_buckets"], Field(
    description="same_market: two binaries verified to resolve on the same condition; "
                "ladder_vs_buckets: a threshold rung against the sum of the other venue's "
                "range buckets that tile the same condition (legs names them)")]
Legs = Annotated[list[str], Field(description="the range buckets summed (ladder_vs_buckets "
                                              "only)")]


class ConsensusTrendRequest(RequestModel):
    event: EventTicker


_MILESTONE = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._:\-]{0,127}$")
_MARKET = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._\-]{0,127}$")


def _milestone(value: Any) -> str:
    text = value.strip() if isinstance(value, str) else ""
    if not _MILESTONE.match(text):
        raise coded_error("invalid_milestone", "expected a Kalshi milestone id (letters, digits, "
                          "'.', '_', ':' or '-', at most 128)")
    return text


def _market_ticker(value: Any) -> Any:
    if value is None:
        return None
    text = value.strip() if isinstance(value, str) else ""
    if not _MARKET.match(text):
        raise coded_error("invalid_market", "expected a Kalshi market ticker")
    return text


MilestoneId = Annotated[str, BeforeValidator(_milestone), WithJsonSchema({
    "type": "string", "pattern": _MILESTONE.pattern, "description": "Kalshi milestone id"})]
MarketTicker = Annotated[str | None, BeforeValidator(_market_ticker), WithJsonSchema({
    "type": ["string", "null"], "pattern": _MARKET.pattern,
    "description": "Kalshi market ticker of the game (optional)"})]


class SportsLiveEdgeRequest(RequestModel):
    milestone: MilestoneId
    market: MarketTicker = None


SPREAD_TOPIC_MAX = 200


class SpreadRequest(RequestModel):
    topic: NonBlankStr = Field(
        max_length=SPREAD_TOPIC_MAX,
        description="what to look for on both venues (aliases are folded: btc = bitcoin, "
                    "fomc = fed); at most 200 characters")
    limit: int = Field(
        default=10, ge=1, le=SPREAD_LIMIT_MAX,
        description="verified pairs returned, ranked by |spread_bps|: 1..25 (default 10); "
                    "look-alikes refused with reasons are listed up to the same count")


class Source(BaseModel):
    """Where the data came from and when it was read."""

    mode: Literal["sandbox", "live"]
    fetched_at: datetime


class ConsensusTrendResponse(BaseModel):
    marketb_event_ticker: str
    event_title: str
    category: str
    consensus_probability_now: float | None = Field(description="0-1; the leading market's "
                                                    "latest candle close")
    slope_per_hour_24h: float | None = Field(description="OLS slope, probability per hour")
    slope_per_hour_3d: float | None
    acceleration_signal: float | None = Field(
        description="slope_per_hour_24h - slope_per_hour_3d; positive: steepening upward")
    interpretation: Interpretation
    volatility_24h_stdev: float | None
    days_to_resolve: float | None
    markets_in_event: int
    history_points_analyzed: int
    marketb_source: str = Field(description="address of the upstream history")
    agent_note: str
    status: TrendStatus
    consensus_market: str = Field(description="the market whose history is the event's")
    consensus_rule: str
    source: Source


class SportsLiveEdgeResponse(BaseModel):
    milestone: str
    sport: str
    game_title: str
    home: str
    away: str
    home_score: float | None
    away_score: float | None
    market_ticker: str
    market_yes_team: str = Field(description="the team whose win the market's YES pays")
    market_choice_reason: str
    momentum_score_last_5_events: float | None = Field(
        description="share (0-1) of the points of the last 5 scoring plays scored by the "
                    "market's YES team; null under 5 plays")
    market_reaction_pct_last_hour: float | None = Field(
        description="(last - first 1-minute close) x 100 over the last hour, percentage points")
    latency_arbitrage_signal: LatencySignal | None = Field(
        description="momentum >= 0.6 / <= 0.2 with |reaction| < 1.0 pp: upside / downside "
                    "lag likely; otherwise market-tracking-stats; null on insufficient data")
    scoring_events_analyzed: int
    candles_analyzed: int
    agent_note: str
    source: Source


class SpreadPairModel(BaseModel):
    marketa_slug: str
    marketa_question: str
    marketa_yes_mid: float
    marketc_condition_id: str
    marketc_slug: str
    marketc_title: str
    marketc_yes_mid: float
    semantic_match_score: float = Field(description="Jaccard of the titles' content words")
    dense_similarity: float = Field(description=(
        "WordLlama cosine similarity of the titles (dates normalised, tickers spelled out)"))
    spread_yes_marketa_minus_marketc: float
    spread_bps: int = Field(description="(marketa yes mid - marketc yes mid) x 10,000")
    arbitrage_direction: str = Field(
        description="long-marketa-short-marketc when marketa is MORE expensive (spec 2.7 as "
                    "written), long-marketc-short-marketa when marketc is, tight within 200 bps")
    quote_width_marketa: float | None
    quote_width_marketc: float | None
    edge_after_fees: float | None = Field(
        description="1 - (cheap YES ask + dear NO ask + taker fees) per contract")
    fillable_contracts: Fillable
    alignment: Alignment
    legs: Legs


_VERIFICATION = """Candidates are each venue's markets found for the topic (with short alias
spellings: btc / bitcoin, fomc / fed). A pair is priced only when verified to resolve on the same
condition: the spec's word score (Jaccard of content words, under 0.10 rejected and
counted in ``semantic_rejections``), no negation flip, the same resolution facts (entities
and proper nouns, comparator, threshold, date, deadline versus on-date), a WordLlama dense
similarity floor, and yes mids within 35 points of each other (price proximity). A
threshold rung on one venue is also compared with the other venue's range buckets by
summing the buckets that tile the same condition (``alignment: ladder_vs_buckets``). Yes
mids are book mids; ``edge_after_fees`` buys YES where cheaper and NO where dearer at the
top of both books after each venue's taker fee (Kalshi ``ceil_to_cent(0.07 C P (1-P))``,
Polymarket ``C x rate x P (1-P)`` where its fee schedule is enabled, Limitless' fee), and
``fillable_contracts`` is the size at which it holds. ``unverified`` lists look-alikes
with the reason they were refused.
"""


class UnverifiedPairModel(BaseModel):
    marketa_question: str
    marketc_title: str
    semantic_match_score: float
    reason: str
    detail: str


class PredmarketSpreadResponse(BaseModel):
    __doc__ = ("Verified cross-venue pairs on a topic, ranked by absolute spread.\n\n"
               + _VERIFICATION)

    topic_keyword: str
    status: Literal["ok", "no_semantic_match", "marketc_multi_outcome_only", "marketa_only",
                    "marketc_only", "no_matches"]
    marketa_candidates: int
    marketc_candidates: int
    marketc_binary_candidates: int
    semantic_rejections: int
    pairs: list[SpreadPairModel]
    unverified: list[UnverifiedPairModel] = Field(
        description="look-alike pairs not verified to resolve on the same condition, with why")
    agent_note: str
    sources: dict[str, str]
    source: Source


class KalshiSpreadPairModel(BaseModel):
    marketb_ticker: str
    marketb_title: str
    marketb_yes_mid: float
    marketa_market_slug: str
    marketa_question: str
    marketa_yes_mid: float
    semantic_match_score: float
    spread_yes_marketb_minus_marketa: float
    spread_bps: int = Field(description="(marketb yes mid - marketa yes mid) x 10,000")
    arbitrage_direction: str = Field(
        description="long-marketb-short-marketa when marketb is MORE expensive (the spec 2.7 "
                    "convention), long-marketa-short-marketb when marketa is, tight within "
                    "200 bps")
    quote_width_marketb: float | None
    quote_width_marketa: float | None
    edge_after_fees: float | None = Field(
        description="1 - (cheap YES ask + dear NO ask + both venues' taker fees) per contract")
    fillable_contracts: Fillable
    alignment: Alignment
    legs: Legs


class KalshiUnverifiedPairModel(BaseModel):
    marketa_question: str
    marketb_title: str
    semantic_match_score: float
    reason: str
    detail: str


class MarketbMarketaSpreadResponse(BaseModel):
    __doc__ = ("Verified Kalshi (marketb) versus Polymarket (marketa) pairs on a topic, ranked "
               "by |spread|.\n\n``status``: ``ok`` (pairs verified), ``no_semantic_match`` "
               "(both venues list the topic, no pair verified), ``marketb_only`` / "
               "``marketa_only`` (only that venue lists it), ``no_matches`` (neither).\n\n"
               + _VERIFICATION)

    topic_keyword: str
    status: Literal["ok", "no_semantic_match", "marketb_only", "marketa_only", "no_matches"]
    marketb_candidates: int
    marketa_candidates: int
    semantic_rejections: int
    pairs: list[KalshiSpreadPairModel]
    unverified: list[KalshiUnverifiedPairModel] = Field(
        description="look-alike pairs not verified to resolve on the same condition, with why")
    agent_note: str
    sources: dict[str, str]
    source: Source
