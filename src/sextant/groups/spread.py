"""Cross-venue spreads (spec 2.7 ``/predmarket/spread``): Polymarket (marketa) versus
Limitless (marketc).

Candidates: Polymarket's search for the topic (open binary markets) and Limitless' search
(a group market counts as one candidate but is not binary-priced). Every cross pair is scored
with the spec's Jaccard (under 0.10: rejected and counted, as is a negation flip); pairs that
pass the words must also be verified to resolve on the same condition (signals.matching);
those that are not are listed under ``unverified`` with the reason, never priced as an edge.
Yes prices are book mids (CLOB / Limitless order book), falling back to the market's own price.
A Limitless threshold rung and a Polymarket set of range buckets on the same underlying and
day are compared on the same condition by summing the buckets that tile the rung
(``groups.spread_ladder``; ``alignment`` says ``ladder_vs_buckets``, ``legs`` names them).
Edges are after both venues' taker fees (Polymarket's ``feeSchedule`` where enabled, Limitless'
``metadata.fee`` or its default).
"""

from __future__ import annotations

import asyncio
import functools
from collections.abc import Mapping
from dataclasses import dataclass

from sextant.groups import spread_ladder as lad
from sextant.groups.common import ResultSource, gather_limited
from sextant.signals import dense, matching
from sextant.signals import spread as sig
from sextant.venues.limitless import LimitlessClient
from sextant.venues.limitless_facts import TAKER_FEE as LIMITLESS_FEE
from sextant.venues.limitless_records import markets_from_limitless
from sextant.venues.polymarket import PolymarketClient
from sextant.venues.predmarket import Market, OrderBook

__all__ = ["PredmarketSpread", "Quoted", "SpreadPair", "Unverified", "predmarket_spread",
           "quote_verified"]

SEARCH_LIMIT = 20


@dataclass(frozen=True, slots=True)
class SpreadPair:
    marketa_slug: str
    marketa_question: str
    marketa_yes_mid: float
    marketc_condition_id: str
    marketc_slug: str
    marketc_title: str
    marketc_yes_mid: float
    semantic_match_score: float
    dense_similarity: float
    spread_yes_marketa_minus_marketc: float
    spread_bps: int
    arbitrage_direction: str
    quote_width_marketa: float | None
    quote_width_marketc: float | None
    edge_after_fees: float | None
    fillable_contracts: float
    alignment: str = "same_market"
    legs: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class Unverified:
    marketa_question: str
    marketc_title: str
    semantic_match_score: float
    reason: str
    detail: str


@dataclass(frozen=True, slots=True)
class PredmarketSpread:
    topic_keyword: str
    status: str
    marketa_candidates: int
    marketc_candidates: int
    marketc_binary_candidates: int
    semantic_rejections: int
    pairs: list[SpreadPair]
    unverified: list[Unverified]
    agent_note: str
    sources: dict[str, str]
    source: ResultSource


_mid = lad.mid


def limitless_fee(market: Market) -> sig.FeeFn:
    """Limitless' taker fee: ``metadata.fee`` (a fraction of notional) when given, else 1 %."""
    meta = market.raw.get("metadata") if isinstance(market.raw, dict) else None
    rate = LIMITLESS_FEE
    if isinstance(meta, dict) and isinstance(meta.get("fee"), int | float) and not isinstance(
            meta.get("fee"), bool) and 0 <= meta["fee"] < 1:
        rate = float(meta["fee"])
    return lambda n, p: rate * n * p


def _status(a: int, c_all: int, c_bin: int, pairs: int) -> str:
    if not a and not c_all:
        return "no_matches"
    if not c_all:
        return "marketa_only"
    if not a:
        return "marketc_only"
    if not c_bin:
        return "marketc_multi_outcome_only"
    return "ok" if pairs else "no_semantic_match"


def _note(status: str, pairs: list[SpreadPair], unverified: int) -> str:
    if status != "ok":
        return {"no_matches": "No market on either venue matched this topic's words.",
                "marketa_only": "No Limitless market matched this topic's words (Polymarket "
                "has some); no spread. Venues search titles: try the words their titles use.",
                "marketc_only": "No Polymarket market matched this topic's words (Limitless has "
                "some); no spread. Venues search titles: try the words their titles use.",
                "marketc_multi_outcome_only": "Limitless frames this topic only as "
                "multi-outcome groups; a binary spread is undefined.",
                "no_semantic_match": f"Both venues list the topic but no pair resolves on the "
                f"same condition ({unverified} look-alikes refused with reasons)."}[status]
    top = pairs[0]
    return (f"{len(pairs)} verified pair(s); widest {top.spread_bps:+d} bps "
            f"({top.arbitrage_direction}); edge after fees "
            + ("n/a" if top.edge_after_fees is None else f"{top.edge_after_fees:+.4f}")
            + f" per contract on {top.fillable_contracts:g} fillable. Direction convention: "
            "long-<venue> names the MORE expensive venue (spec 2.7).")


@dataclass(frozen=True, slots=True)
class Quoted:
    """A pair verified to resolve on the same condition, with both books and yes mids."""

    verdict: matching.Verdict
    similarity: float | None
    book_x: OrderBook | None
    book_y: OrderBook | None
    mid_x: float
    mid_y: float


async def quote_verified(x: Market, y: Market, x_book: lad.Books, y_book: lad.Books,
                         marketa: Market) -> Quoted | Unverified | None:
    """Verify ``x``/``y`` and quote both: ``None`` for a word-level rejection (counted in
    ``semantic_rejections``), ``Unverified`` with the reason (titled by the Polymarket side
    ``marketa`` first) for a look-alike, an unquoted side or prices too far apart."""
    other = y if marketa is x else x
    verdict, similarity = lad.verified(x, y)
    if verdict.reason in ("low_overlap", "negation_flip"):
        return None

    def refused(reason: str, detail: str) -> Unverified:
        return Unverified(marketa.title, other.title, verdict.semantic_match_score, reason,
                          detail)

    if not verdict.same_condition:
        return refused(verdict.reason, verdict.detail)
    book_x, book_y = await x_book(x), await y_book(y)
    mid_x, mid_y = _mid(book_x, x), _mid(book_y, y)
    if mid_x is None or mid_y is None:
        return refused("no_price", "one side has no quote")
    if (far := sig.far_apart(mid_x, mid_y)) is not None:
        return refused("far_prices", far)
    return Quoted(verdict, similarity, book_x, book_y, mid_x, mid_y)


async def _pair(pbook: lad.Books, lbook: lad.Books, a: Market, c: Market
                ) -> SpreadPair | Unverified | None:
    q = await quote_verified(a, c, pbook, lbook, a)
    if not isinstance(q, Quoted):
        return q
    verdict, similarity = q.verdict, q.similarity
    book_a, book_c, mid_a, mid_c = q.book_x, q.book_y, q.mid_x, q.mid_y
    bps = sig.spread_bps(mid_a, mid_c)
    edge = sig.executable_edge(book_a, book_c, lad.polymarket_fee(a), limitless_fee(c))
    return SpreadPair(
        a.slug or a.market_id, a.title, round(mid_a, 6), str(c.raw.get("conditionId") or ""),
        c.market_id, c.title, round(mid_c, 6), round(verdict.semantic_match_score, 4),
        round(similarity or 0.0, 4), round(mid_a - mid_c, 6), bps,
        sig.direction(bps, "marketa", "marketc"), edge.quote_width_a, edge.quote_width_b,
        edge.edge_after_fees, edge.fillable_contracts)


async def _aligned(pbook: lad.Books, lbook: lad.Books, marketa: list[Market],
                   marketc: list[Market]) -> list[SpreadPair]:
    """Limitless rungs against Polymarket range buckets, compared on the same condition."""
    out = []
    async for rung, got, book_c, mid_c in lad.ladder_quotes(marketc, marketa, lbook, pbook,
                                                            lad.polymarket_fee):
        mid_a = got.implied.probability
        bps = sig.spread_bps(mid_a, mid_c)
        edge = sig.executable_edge(got.book, book_c, got.fee, limitless_fee(rung))
        score = max(matching.jaccard(m.title, rung.title) for m in got.legs)
        out.append(SpreadPair(
            got.legs_id, got.title, round(mid_a, 6), str(rung.raw.get("conditionId") or ""),
            rung.market_id, rung.title, round(mid_c, 6), round(score, 4),
            round(max(dense.similarity(matching.dense_text(m.title),
                                       matching.dense_text(rung.title)) for m in got.legs), 4),
            round(mid_a - mid_c, 6), bps, sig.direction(bps, "marketa", "marketc"),
            edge.quote_width_a, edge.quote_width_b, edge.edge_after_fees,
            edge.fillable_contracts, "ladder_vs_buckets",
            tuple(m.slug or m.market_id for m in got.legs)))
    return out


MAX_ALIAS_QUERIES = 2


def topic_queries(topic: str) -> list[str]:
    """The topic and up to two alias spellings of it (bitcoin <-> btc, fed -> fomc): venues
    title one question with different names, and their searches match words. Only short
    (ticker-like, <= 4 letters) aliases are swapped in or out."""
    words = topic.lower().split()
    out = [topic]
    for short, long in matching.ALIASES.items():
        if short == long or len(short) > 4 or len(out) > MAX_ALIAS_QUERIES:
            continue
        swap = {long: short} if long in words and short not in words else (
            {short: long} if short in words and long not in words else {})
        if swap:
            out.append(" ".join(swap.get(w, w) for w in words))
    return list(dict.fromkeys(out))


async def _pm_book(pm: PolymarketClient, m: Market) -> OrderBook | None:
    return await pm.book(m.outcomes[0].outcome_id) if m.outcomes else None


async def _lm_book(lm: LimitlessClient, m: Market) -> OrderBook | None:
    return await lm.orderbook(m.market_id)


async def predmarket_spread(pm: PolymarketClient, lm: LimitlessClient, topic: str, limit: int,
                            src: ResultSource, sources: Mapping[str, str]) -> PredmarketSpread:
    """Spec 2.7 spread of one topic, at most ``limit`` pairs ranked by absolute spread."""
    queries = topic_queries(topic)
    found_a, rows = await asyncio.gather(
        lad.search_with_aliases(lambda q: pm.search(q, SEARCH_LIMIT), queries),
        lad.search_with_aliases(lm.search, queries))
    marketa = [m for m in found_a if m.status == "open" and m.yes is not None]
    singles = [r for r in rows if not r.get("markets")]
    marketc = [m for m in markets_from_limitless(singles) if m.status == "open"] if singles else []
    pbook, lbook = lad.Books(functools.partial(_pm_book, pm)), lad.Books(
        functools.partial(_lm_book, lm))
    jobs = [lambda a=a, c=c: _pair(pbook, lbook, a, c) for a in marketa for c in marketc]
    results = await gather_limited(jobs)
    found = [r for r in results if isinstance(r, SpreadPair)]
    found += await _aligned(pbook, lbook, marketa, marketc)
    pairs = sorted(found, key=lambda p: -abs(p.spread_bps))[:limit]
    unverified = [r for r in results if isinstance(r, Unverified)]
    rejections = sum(1 for r in results if r is None)
    status = _status(len(marketa), len(rows), len(singles), len(pairs))
    return PredmarketSpread(topic, status, len(marketa), len(rows), len(singles), rejections,
                            pairs, unverified[:limit], _note(status, pairs, len(unverified)),
                            dict(sources), src)
