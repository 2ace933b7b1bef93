"""Pure narrative-divergence signals (behaviours.md §6): symbol resolution with its four
unresolved reasons, flow acceleration, cohort percentile ranks with shared ties, the reading,
the thin-sample flag and the sentiment note. No I/O, no clock (``today`` is passed in).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date, timedelta
from typing import Literal

from sextant.venues.uniswap_records import DayVolume, TokenDays

__all__ = [
    "ACCELERATION_CAP", "ACTIVITY_FLOOR_TXS", "BASELINE_DAYS", "DIVERGENCE_BAND", "MIN_AUTHORS",
    "MIN_POSTS", "RECENT_DAYS", "STALE_AFTER_DAYS", "Reading", "Resolved", "Unresolved",
    "UnresolvedReason", "divergence_note", "flow_acceleration", "percentile_ranks", "reading",
    "resolve", "thin_sample",
]

Reading = Literal["overhyped", "under_the_radar", "aligned"]
UnresolvedReason = Literal["non_evm_asset", "below_activity_floor",
                           "canonical_token_not_in_subgraph", "stale_day_data"]

RECENT_DAYS = 2
BASELINE_DAYS = 8
#: A token whose baseline is zero but which traded lately reads as this much acceleration.
ACCELERATION_CAP = 100.0
DIVERGENCE_BAND = 20.0
ACTIVITY_FLOOR_TXS = 500
STALE_AFTER_DAYS = 3
MIN_POSTS = 5
MIN_AUTHORS = 4


@dataclass(frozen=True, slots=True)
class Resolved:
    symbol: str
    registry_id: str | None
    token: TokenDays


@dataclass(frozen=True, slots=True)
class Unresolved:
    symbol: str
    reason: UnresolvedReason
    registry_id: str | None
    detail: str


def _fresh(days: Sequence[DayVolume], today: date) -> bool:
    cutoff = today - timedelta(days=STALE_AFTER_DAYS)
    return any(d.date.date() >= cutoff and d.volume_usd > 0 for d in days)


def resolve(symbol: str, registry_id: str | None, address: str | None,
            subgraph: Sequence[TokenDays], today: date) -> Resolved | Unresolved:
    """``symbol`` as its canonical token's subgraph row, or the reason it is not
    (behaviours.md §6.3). The canonical coin (``registry_id``: the feed's own registry id, else
    the ticker's top claimant by market cap; None when the registry knows no such coin) has
    the contract ``address`` on the chain (None: none there). Checked in this order:

    - ``non_evm_asset``: the canonical coin has no contract on this chain (or there is none);
    - ``below_activity_floor``: the canonical contract is absent and the subgraph's busiest
      claimant of the ticker has fewer than 500 transactions (a squatter), or the canonical
      token itself has;
    - ``canonical_token_not_in_subgraph``: the canonical contract trades elsewhere;
    - ``stale_day_data``: no day with volume in the last 3 days.

    ``subgraph`` holds the subgraph's tokens fetched for the cohort (by symbol or address).
    """
    cid = registry_id
    if address is None:
        what = "the registry lists no coin with this ticker" if cid is None else (
            f"{cid} has no contract on this chain")
        return Unresolved(symbol, "non_evm_asset", cid, what)
    address = address.lower()
    found = next((t for t in subgraph if t.token.address == address), None)
    if found is None:
        claimants = sorted((t for t in subgraph if t.token.symbol.upper() == symbol.upper()),
                           key=lambda t: -t.token.tx_count)
        if claimants and claimants[0].token.tx_count < ACTIVITY_FLOOR_TXS:
            squatter = claimants[0].token
            return Unresolved(symbol, "below_activity_floor", cid,
                              f"the subgraph's only {symbol} claimants are ticker squatters "
                              f"(busiest {squatter.address}: {squatter.tx_count} txs); the "
                              f"canonical {address} is not there")
        return Unresolved(symbol, "canonical_token_not_in_subgraph", cid,
                          f"the canonical contract {address} does not trade on this deployment")
    if found.token.tx_count < ACTIVITY_FLOOR_TXS:
        return Unresolved(symbol, "below_activity_floor", cid,
                          f"{address} has {found.token.tx_count} txs, under the floor of "
                          f"{ACTIVITY_FLOOR_TXS}")
    if not _fresh(found.days, today):
        return Unresolved(symbol, "stale_day_data", cid,
                          f"no volume on {address} in the last {STALE_AFTER_DAYS} days")
    return Resolved(symbol, cid, found)


def flow_acceleration(days: Sequence[DayVolume], today: date) -> float:
    """Mean volume of the last 2 full days over the mean of the 8 full days before them
    (today's partial day skipped; a day without a row traded nothing). A zero baseline with
    recent volume reads as ``ACCELERATION_CAP``; no volume at all as 0."""
    by_day: dict[date, float] = {}
    for d in days:
        by_day[d.date.date()] = by_day.get(d.date.date(), 0.0) + d.volume_usd
    back = [by_day.get(today - timedelta(days=k), 0.0)
            for k in range(1, RECENT_DAYS + BASELINE_DAYS + 1)]
    recent = sum(back[:RECENT_DAYS]) / RECENT_DAYS
    baseline = sum(back[RECENT_DAYS:]) / BASELINE_DAYS
    if baseline <= 0:
        return ACCELERATION_CAP if recent > 0 else 0.0
    return min(recent / baseline, ACCELERATION_CAP)


def percentile_ranks(values: Sequence[float]) -> list[float]:
    """Percentile rank (0..100, higher value higher rank) of each value within ``values``;
    tied values share the midpoint of the positions they span; a single value ranks 50."""
    n = len(values)
    if n == 0:
        return []
    if n == 1:
        return [50.0]
    order = sorted(range(n), key=lambda i: values[i])
    ranks = [0.0] * n
    i = 0
    while i < n:
        j = i
        while j + 1 < n and values[order[j + 1]] == values[order[i]]:
            j += 1
        mid = (i + j) / 2
        for k in range(i, j + 1):
            ranks[order[k]] = round(100.0 * mid / (n - 1), 4)
        i = j + 1
    return ranks


def reading(divergence: float) -> Reading:
    """Above +20: overhyped (talk without flow); below -20: under the radar; else aligned."""
    if divergence > DIVERGENCE_BAND:
        return "overhyped"
    if divergence < -DIVERGENCE_BAND:
        return "under_the_radar"
    return "aligned"


def thin_sample(posts: int | None, authors: int | None) -> bool:
    """Fewer than 5 posts or 4 authors behind the reading; unknown counts are thin too."""
    return posts is None or authors is None or posts < MIN_POSTS or authors < MIN_AUTHORS


def divergence_note(shift: float | None, read: Reading) -> str:
    """How the attention shift bears on the reading, in words."""
    if shift is None:
        return "no earlier social reading to compare"
    trend = "rising" if shift > 0 else "falling" if shift < 0 else "flat"
    if read == "overhyped":
        tail = ("the hype is still building ahead of the flow" if trend == "rising" else
                "the hype is already cooling" if trend == "falling" else
                "the hype is holding without flow")
    elif read == "under_the_radar":
        tail = ("attention is starting to catch up with the flow" if trend == "rising" else
                "attention keeps drifting away from the flow" if trend == "falling" else
                "the flow is still unnoticed")
    else:
        tail = ("attention and flow move together" if trend != "falling" else
                "attention fades while flow keeps pace")
    return f"attention {trend} ({shift:+g} places): {tail}"
