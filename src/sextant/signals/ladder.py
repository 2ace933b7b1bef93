"""Align a threshold ladder on one venue with range buckets on another. Pure.

One venue asks "Bitcoin above $150,000 on Dec 31?" (a rung of a threshold ladder); another
lists the same day's price as mutually exclusive range buckets ("between $140,000 and
$150,000", "between $150,000 and $160,000", "above $160,000" ...). Both speak of the same
condition once the buckets are summed: ``P(X > 150,000) = P(150k..160k) + P(> 160k)``.

- A market's **condition** on a numeric underlying is an :class:`Interval` read from its title:
  ``above X`` is ``(X, +inf)``, ``below X`` is ``(-inf, X)``, ``between X and Y`` (also
  ``X - Y``, ``X to Y``) is ``(X, Y)``. Boundaries are treated as continuous: the chance of
  landing exactly on a strike is taken as zero, so ``above 150,000`` and the buckets from
  150,000 up describe the same event.
- :func:`implied` sums the buckets lying inside a target interval, and is defined **only** when
  they tile it exactly (contiguous, no gap, no bucket straddling a boundary); otherwise it
  returns ``None`` and the pair is not priced.
- Executable prices of the synthetic: buying the target's YES costs the **sum of the legs'
  asks** (size: the smallest leg). When the buckets partition the whole line, selling the
  target's YES is buying the complement's YES, so the synthetic bid is ``1 - sum of the
  complement's asks``; otherwise the synthetic has no bid. The mid is the sum of the legs' mids.
"""

from __future__ import annotations

import itertools
import math
import re
from collections.abc import Sequence
from dataclasses import dataclass

from sextant.signals import matching

__all__ = ["Bucket", "Implied", "Interval", "implied", "interval", "same_underlying"]

INF = math.inf
_NUM = r"\$?\d[\d,]*(?:\.\d+)?(?:k|m|bn|b|tn|t)?%?"
_RANGE = re.compile(rf"(?:between\s+)?({_NUM})\s*(?:and|to|-|\u2013)\s*({_NUM})")
_OR_MORE = re.compile(rf"({_NUM})\s*(?:\+|or (?:more|above|higher))")
_OR_LESS = re.compile(rf"({_NUM})\s*or (?:less|below|lower)")


@dataclass(frozen=True, slots=True)
class Interval:
    """``(lo, hi)`` on the underlying; ``-inf`` / ``+inf`` for an open side."""

    lo: float
    hi: float

    @property
    def is_threshold(self) -> bool:
        return math.isinf(self.lo) != math.isinf(self.hi)

    def inside(self, other: Interval) -> bool:
        return other.lo <= self.lo and self.hi <= other.hi


@dataclass(frozen=True, slots=True)
class Bucket:
    """One range market of a mutually exclusive set, with its top of book (asks/bids of YES)."""

    market_id: str
    interval: Interval
    mid: float
    ask: float | None = None
    bid: float | None = None
    ask_size: float = 0.0


@dataclass(frozen=True, slots=True)
class Implied:
    """The target condition's probability and executable prices built from the buckets."""

    probability: float  # sum of the legs' mids
    legs: tuple[str, ...]  # market ids of the buckets summed, lowest first
    ask: float | None  # cost of the target's YES: sum of the legs' asks
    bid: float | None  # 1 - cost of the complement's YES (only when the buckets partition)
    ask_size: float  # the smallest leg's ask size
    bid_size: float  # the smallest complement leg's ask size
    partition: bool  # the buckets cover the whole line
    overround: float  # sum of every bucket's mid (1.0 for a fair, complete set)


def _num(text: str) -> float | None:
    return matching._number(text)


def interval(title: str) -> Interval | None:
    """The condition of a title on its numeric underlying, or ``None`` when it has none."""
    low = title.lower().replace("\u2019", "'")
    for pattern, make in ((_OR_MORE, lambda x: Interval(x, INF)),
                          (_OR_LESS, lambda x: Interval(-INF, x))):
        m = pattern.search(low)
        if m and (x := _num(m.group(1))) is not None:
            return make(x)
    m = _RANGE.search(low)
    if m:
        lo, hi = _num(m.group(1)), _num(m.group(2))
        # "Dec 30-31" or "2026-27" are dates, not ranges: require a money or scaled number
        money = "$" in m.group(0) or any(c in m.group(0) for c in "kmb%,")
        if lo is not None and hi is not None and lo < hi and money:
            return Interval(lo, hi)
    f = matching.facts(title)
    if len(f.numbers) != 1:
        return None
    (x,) = f.numbers
    if f.comparator == "above":
        return Interval(x, INF)
    if f.comparator == "below":
        return Interval(-INF, x)
    return None


def same_underlying(a: str, b: str) -> bool:
    """Both titles name the same entities and compatible dates (thresholds left aside)."""
    fa, fb = matching.facts(a), matching.facts(b)
    return (bool(fa.entities) and fa.entities == fb.entities and fa.negated == fb.negated
            and matching._dates_agree(fa, fb))


def implied(target: Interval, buckets: Sequence[Bucket]) -> Implied | None:
    """``P(target)`` from mutually exclusive buckets, or ``None`` unless they tile it exactly."""
    if not buckets:
        return None
    ordered = sorted(buckets, key=lambda b: (b.interval.lo, b.interval.hi))
    for prev, nxt in itertools.pairwise(ordered):
        if nxt.interval.lo < prev.interval.hi:
            return None  # overlapping buckets are not mutually exclusive ranges
    legs = [b for b in ordered if b.interval.inside(target)]
    if not legs or legs[0].interval.lo != target.lo or legs[-1].interval.hi != target.hi:
        return None
    if any(a.interval.hi != b.interval.lo for a, b in itertools.pairwise(legs)):
        return None  # a gap inside the target
    if any(_straddles(b.interval, target) for b in ordered):
        return None
    partition = (ordered[0].interval.lo == -INF and ordered[-1].interval.hi == INF and all(
        a.interval.hi == b.interval.lo for a, b in itertools.pairwise(ordered)))
    rest = [b for b in ordered if b not in legs]
    ask = _sum([b.ask for b in legs])
    rest_ask = _sum([b.ask for b in rest]) if rest else 0.0
    bid = round(1.0 - rest_ask, 6) if partition and rest_ask is not None else None
    return Implied(
        probability=round(sum(b.mid for b in legs), 6),
        legs=tuple(b.market_id for b in legs),
        ask=None if ask is None else round(ask, 6),
        bid=bid,
        ask_size=min(b.ask_size for b in legs) if ask is not None else 0.0,
        bid_size=min((b.ask_size for b in rest), default=0.0) if bid is not None else 0.0,
        partition=partition,
        overround=round(sum(b.mid for b in ordered), 6),
    )


def _straddles(b: Interval, target: Interval) -> bool:
    overlap = min(b.hi, target.hi) > max(b.lo, target.lo)
    return overlap and not b.inside(target)


def _sum(values: Sequence[float | None]) -> float | None:
    if any(v is None for v in values):
        return None
    return sum(v for v in values if v is not None)
