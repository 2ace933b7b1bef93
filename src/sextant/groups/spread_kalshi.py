"""Cross-venue spreads (spec 2.6 ``/marketb-marketa/spread``): Kalshi (marketb) versus
Polymarket (marketa).

Kalshi has no search: its candidates are the open events' markets whose title (with the
event's title) holds every content word of the topic but numbers (a threshold is matched by
verification: "150k" is "$150,000" in a title), or, when none holds them all, the topic's
named entities ("will ETH go above 5k" finds the Ethereum markets). Polymarket's are its search
results (open binaries). A pair
is priced only when verified to resolve on the same condition (signals.matching); look-alikes
are listed under ``unverified`` with the reason. Yes prices are book mids (Kalshi's bids-only
book with YES asks as 1 - NO bids; the CLOB book), the spread is bounded by both quote widths
and the edge is after Kalshi's taker fee (``ceil_to_cent(0.07 C P (1-P))``) and Polymarket's
(``C x rate x P (1-P)`` on markets whose ``feeSchedule`` is enabled).
"""

from __future__ import annotations

import functools
from collections.abc import Mapping
from dataclasses import dataclass

from sextant.groups import spread_ladder as lad
from sextant.groups.common import ResultSource, gather_limited
from sextant.groups.spread import (
    Quoted,
    Unverified,
    _pm_book,
    quote_verified,
    topic_queries,
)
from sextant.signals import matching
from sextant.signals import spread as sig
from sextant.venues.kalshi import KalshiClient
from sextant.venues.kalshi_facts import taker_fee
from sextant.venues.polymarket import PolymarketClient
from sextant.venues.predmarket import Market, OrderBook

__all__ = ["KalshiPair", "KalshiSpread", "KalshiUnverified", "kalshi_candidates",
           "marketb_marketa_spread"]


@dataclass(frozen=True, slots=True)
class KalshiPair:
    marketb_ticker: str
    marketb_title: str
    marketb_yes_mid: float
    marketa_market_slug: str
    marketa_question: str
    marketa_yes_mid: float
    semantic_match_score: float
    spread_yes_marketb_minus_marketa: float
    spread_bps: int
    arbitrage_direction: str
    quote_width_marketb: float | None
    quote_width_marketa: float | None
    edge_after_fees: float | None
    fillable_contracts: float
    alignment: str = "same_market"
    legs: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class KalshiUnverified:
    """A look-alike pair refused, with the Kalshi title under its own venue's name."""

    marketa_question: str
    marketb_title: str
    semantic_match_score: float
    reason: str
    detail: str


@dataclass(frozen=True, slots=True)
class KalshiSpread:
    topic_keyword: str
    status: str
    marketb_candidates: int
    marketa_candidates: int
    semantic_rejections: int
    pairs: list[KalshiPair]
    unverified: list[KalshiUnverified]
    agent_note: str
    sources: dict[str, str]
    source: ResultSource


async def _pair(kbook: lad.Books, pbook: lad.Books, b: Market, a: Market
                ) -> KalshiPair | Unverified | None:
    q = await quote_verified(b, a, kbook, pbook, a)
    if not isinstance(q, Quoted):
        return q
    verdict = q.verdict
    book_b, book_a, mid_b, mid_a = q.book_x, q.book_y, q.mid_x, q.mid_y
    bps = sig.spread_bps(mid_b, mid_a)
    edge = sig.executable_edge(book_b, book_a, taker_fee, lad.polymarket_fee(a))
    return KalshiPair(b.market_id, b.title, round(mid_b, 6), a.slug or a.market_id, a.title,
                      round(mid_a, 6), round(verdict.semantic_match_score, 4),
                      round(mid_b - mid_a, 6), bps, sig.direction(bps, "marketb", "marketa"),
                      edge.quote_width_a, edge.quote_width_b, edge.edge_after_fees,
                      edge.fillable_contracts)


async def _aligned(kbook: lad.Books, pbook: lad.Books, marketb: list[Market],
                   marketa: list[Market]) -> list[KalshiPair]:
    """Rungs on one venue against range buckets on the other, on the same condition."""
    out = []
    async for rung, got, book_b, mid_b in lad.ladder_quotes(marketb, marketa, kbook, pbook,
                                                            lad.polymarket_fee):
        mid_a = got.implied.probability
        bps = sig.spread_bps(mid_b, mid_a)
        edge = sig.executable_edge(book_b, got.book, taker_fee, got.fee)
        score = max(matching.jaccard(rung.title, m.title) for m in got.legs)
        out.append(KalshiPair(
            rung.market_id, rung.title, round(mid_b, 6), got.legs_id, got.title, round(mid_a, 6),
            round(score, 4), round(mid_b - mid_a, 6), bps, sig.direction(bps, "marketb", "marketa"),
            edge.quote_width_a, edge.quote_width_b, edge.edge_after_fees, edge.fillable_contracts,
            "ladder_vs_buckets", tuple(m.slug or m.market_id for m in got.legs)))
    async for rung, got, book_a, mid_a2 in lad.ladder_quotes(marketa, marketb, pbook, kbook,
                                                             lambda m: taker_fee):
        mid_b2 = got.implied.probability
        bps = sig.spread_bps(mid_b2, mid_a2)
        edge = sig.executable_edge(got.book, book_a, got.fee, lad.polymarket_fee(rung))
        score = max(matching.jaccard(rung.title, m.title) for m in got.legs)
        out.append(KalshiPair(
            got.legs_id, got.title, round(mid_b2, 6), rung.slug or rung.market_id, rung.title,
            round(mid_a2, 6), round(score, 4), round(mid_b2 - mid_a2, 6), bps,
            sig.direction(bps, "marketb", "marketa"), edge.quote_width_a, edge.quote_width_b,
            edge.edge_after_fees, edge.fillable_contracts, "ladder_vs_buckets",
            tuple(m.market_id for m in got.legs)))
    return out


async def _kalshi_book(kc: KalshiClient, m: Market) -> OrderBook | None:
    return await kc.orderbook(m.market_id)


def kalshi_candidates(markets: list[tuple[str, Market]], topic: str) -> list[Market]:
    """The markets (each with its event's title) that the topic names; see the module doc."""
    words = frozenset(w for w in matching.content_words(topic) if not matching.numeric(w))
    if not words:
        return []
    texts = [(matching.content_words(f"{title} {m.title}"), m) for title, m in markets]
    found = [m for text, m in texts if words <= text]
    names = words & matching.ENTITIES
    if found or not names or names == words:
        return found
    return [m for text, m in texts if names <= text]


def _status(b: int, a: int, pairs: int) -> str:
    if not a and not b:
        return "no_matches"
    if not a:
        return "marketb_only"
    if not b:
        return "marketa_only"
    return "ok" if pairs else "no_semantic_match"


async def marketb_marketa_spread(kc: KalshiClient, pm: PolymarketClient, topic: str, limit: int,
                                 src: ResultSource, sources: Mapping[str, str]) -> KalshiSpread:
    """Spec 2.6 spread of one topic, at most ``limit`` pairs ranked by absolute spread."""
    marketb = kalshi_candidates(
        [(e.title, m) for e in await kc.events(status="open") for m in e.markets], topic)
    found_a = await lad.search_with_aliases(lambda q: pm.search(q, 20), topic_queries(topic))
    marketa = [m for m in found_a if m.status == "open" and m.yes is not None]
    kbook, pbook = lad.Books(functools.partial(_kalshi_book, kc)), lad.Books(
        functools.partial(_pm_book, pm))
    jobs = [lambda b=b, a=a: _pair(kbook, pbook, b, a) for b in marketb for a in marketa]
    results = await gather_limited(jobs)
    found = [r for r in results if isinstance(r, KalshiPair)]
    found += await _aligned(kbook, pbook, marketb, marketa)
    pairs = sorted(found, key=lambda p: -abs(p.spread_bps))[:limit]
    unverified = [KalshiUnverified(r.marketa_question, r.marketc_title, r.semantic_match_score,
                                   r.reason, r.detail)
                  for r in results if isinstance(r, Unverified)]
    status = _status(len(marketb), len(marketa), len(pairs))
    note = (f"{len(pairs)} verified pair(s) of {len(marketb)} Kalshi and {len(marketa)} "
            f"Polymarket candidates; {len(unverified)} look-alikes refused with reasons. "
            "long-<venue> names the MORE expensive venue (as in spec 2.7); |spread| > 200 bps "
            "is a candidate arbitrage, edge_after_fees says whether it survives fees.")
    return KalshiSpread(topic, status, len(marketb), len(marketa),
                        sum(1 for r in results if r is None), pairs, unverified[:limit], note,
                        dict(sources), src)
