"""Ladder-versus-bucket pairs for both spread endpoints, and each venue's taker fee.

A threshold rung on one venue ("Bitcoin above $150,000 on Oct 29?") and a set of range buckets
on the other (one multi-outcome event whose children are price ranges on the same day) are
compared on the same condition: the buckets inside the rung's interval are summed
(``signals.ladder.implied``), and the pair is priced only when they tile it exactly. The
buckets' side becomes one synthetic book: YES at the sum of the legs' asks (sized by the
thinnest leg) and, when the buckets partition the line, a bid of ``1 - the complement's asks``;
its fee is the sum of each leg's taker fee.
"""

from __future__ import annotations

import asyncio
import functools
from collections.abc import AsyncIterator, Awaitable, Callable, Sequence
from dataclasses import dataclass
from typing import TypeVar

from sextant.groups.common import gather_limited
from sextant.signals import dense, ladder, matching
from sextant.signals import spread as sig
from sextant.venues.predmarket import Level, Market, OrderBook

__all__ = [
    "Aligned", "Books", "align", "bucket_sets", "mid", "polymarket_fee", "rungs_and_sets",
    "search_with_aliases", "verified",
]

BookOf = Callable[[Market], Awaitable[OrderBook | None]]
T = TypeVar("T")


class Books:
    """One request's order books, each fetched once however many pairs ask for it."""

    def __init__(self, fetch: BookOf) -> None:
        self._fetch = fetch
        self._tasks: dict[str, asyncio.Future[OrderBook | None]] = {}

    async def __call__(self, market: Market) -> OrderBook | None:
        task = self._tasks.get(market.market_id)
        if task is None:
            task = self._tasks[market.market_id] = asyncio.ensure_future(self._fetch(market))
        return await task


async def search_with_aliases(search: Callable[[str], Awaitable[list[T]]],
                              queries: Sequence[str]) -> list[T]:
    """The first query's results, or, when it finds nothing, the first alias spelling that
    finds something (venues title one question "Bitcoin" or "BTC")."""
    for query in queries:
        found = await search(query)
        if found:
            return found
    return []


@dataclass(frozen=True, slots=True)
class Aligned:
    """A rung and the buckets that tile its condition, priced as one synthetic market."""

    rung: Market
    legs: tuple[Market, ...]
    implied: ladder.Implied
    book: OrderBook
    fee: sig.FeeFn

    @property
    def legs_id(self) -> str:
        return "+".join(m.slug or m.market_id for m in self.legs)

    @property
    def title(self) -> str:
        event = self.legs[0].event_title or self.legs[0].title
        labels = ", ".join(m.group_label or m.title for m in self.legs)
        return f"{event} [{labels}] summed: {len(self.legs)} range bucket(s)"


def verified(a: Market, b: Market) -> tuple[matching.Verdict, float | None]:
    """The matcher's verdict; the dense similarity (the costly feature, checked last) is
    computed only for pairs whose words and facts already agree."""
    verdict = matching.verify(a.title, b.title, rules_a=a.description, rules_b=b.description)
    if not verdict.same_condition:
        return verdict, None
    similarity = dense.similarity(matching.dense_text(a.title), matching.dense_text(b.title))
    return matching.verify(a.title, b.title, rules_a=a.description, rules_b=b.description,
                           dense=similarity, near=dense.word_similarity), similarity


def mid(book: OrderBook | None, market: Market) -> float | None:
    """Book mid where a book exists, else the market's own quote or YES price."""
    if book is not None and book.best_bid is not None and book.best_ask is not None:
        return (book.best_bid + book.best_ask) / 2
    if market.quote is not None and market.quote.mid is not None:
        return market.quote.mid
    return market.outcomes[0].price if market.outcomes else None


def polymarket_fee(market: Market) -> sig.FeeFn:
    """The Gamma market's ``feeSchedule`` when ``feesEnabled``, else no fee."""
    raw = market.raw
    schedule = raw.get("feeSchedule") if isinstance(raw, dict) else None
    if not raw.get("feesEnabled") or not isinstance(schedule, dict):
        return sig.no_fee
    try:
        rate, exponent = float(schedule.get("rate") or 0.0), float(schedule.get("exponent") or 1)
    except (TypeError, ValueError):
        return sig.no_fee
    return sig.polymarket_fee(rate, exponent) if rate > 0 else sig.no_fee


def bucket_sets(markets: Sequence[Market]) -> list[list[tuple[Market, ladder.Interval]]]:
    """Multi-outcome events whose every child is a price range (or an open-ended tail)."""
    by_event: dict[str, list[Market]] = {}
    for m in markets:
        if m.event_id:
            by_event.setdefault(m.event_id, []).append(m)
    out = []
    for children in by_event.values():
        if len(children) < 2:
            continue
        parsed = [(m, ladder.interval(m.title)) for m in children]
        if all(iv is not None for _, iv in parsed) and any(
                iv is not None and not iv.is_threshold for _, iv in parsed):
            out.append([(m, iv) for m, iv in parsed if iv is not None])
    return out


def rungs_and_sets(rungs: Sequence[Market], others: Sequence[Market]
                   ) -> list[tuple[Market, ladder.Interval, list[tuple[Market, ladder.Interval]]]]:
    """Each threshold rung with a bucket set of the same underlying that tiles its condition."""
    sets = bucket_sets(others)
    out = []
    for rung in rungs:
        iv = ladder.interval(rung.title)
        if iv is None or not iv.is_threshold:
            continue
        for buckets in sets:
            if not ladder.same_underlying(rung.title, buckets[0][0].title):
                continue
            shape = [ladder.Bucket(m.market_id, b, 0.0) for m, b in buckets]
            if ladder.implied(iv, shape) is not None:
                out.append((rung, iv, buckets))
    return out


async def align(rung: Market, target: ladder.Interval,
                buckets: Sequence[tuple[Market, ladder.Interval]], book_of: BookOf,
                fee_of: Callable[[Market], sig.FeeFn]) -> Aligned | None:
    """Price the rung's condition from the buckets' books (``None`` when a leg has no price)."""
    jobs: list[Callable[[], Awaitable[OrderBook | None]]] = [
        functools.partial(book_of, m) for m, _ in buckets]
    books = await gather_limited(jobs)
    priced: list[ladder.Bucket] = []
    fees: dict[str, sig.FeeFn] = {}
    for (m, iv), book in zip(buckets, books, strict=True):
        m_mid = mid(book, m)
        if m_mid is None:
            return None
        ask = book.asks[0] if book is not None and book.asks else None
        priced.append(ladder.Bucket(m.market_id, iv, m_mid, ask.price if ask else None,
                                    book.best_bid if book is not None else None,
                                    ask.size if ask else 0.0))
        fees[m.market_id] = fee_of(m)
    implied = ladder.implied(target, priced)
    if implied is None:
        return None
    leg_asks = [(b.market_id, b.ask) for b in priced if b.market_id in implied.legs]
    rest_asks = [(b.market_id, b.ask) for b in priced if b.market_id not in implied.legs]

    def fee(contracts: float, price: float) -> float:
        # buying the synthetic YES pays each leg's fee; buying its NO (the complement's YES)
        # pays each complement leg's fee
        use = leg_asks if implied.ask is not None and abs(price - implied.ask) < 1e-9 else rest_asks
        return sum(fees[i](contracts, p) for i, p in use if p is not None)

    legs = tuple(m for m, _ in buckets if m.market_id in implied.legs)
    legs_id = "+".join(m.slug or m.market_id for m in legs)
    book = OrderBook(
        legs[0].venue, legs_id, legs_id,
        (Level(implied.bid, implied.bid_size),) if implied.bid is not None and implied.bid_size
        else (),
        (Level(implied.ask, implied.ask_size),) if implied.ask is not None and implied.ask_size
        else ())
    return Aligned(rung, legs, implied, book, fee)


async def ladder_quotes(rungs: Sequence[Market], others: Sequence[Market], rung_book: BookOf,
                        bucket_book: BookOf, bucket_fee: Callable[[Market], sig.FeeFn]
                        ) -> AsyncIterator[tuple[Market, Aligned, OrderBook | None, float]]:
    """Each rung priced both ways: ``(rung, aligned buckets, rung's book, rung's yes mid)``
    for every rung whose condition the other venue's buckets tile and price."""
    for rung, target, buckets in rungs_and_sets(rungs, others):
        got = await align(rung, target, buckets, bucket_book, bucket_fee)
        book = await rung_book(rung)
        rung_mid = mid(book, rung)
        if got is not None and rung_mid is not None:
            yield rung, got, book, rung_mid
