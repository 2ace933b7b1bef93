"""The social feed behind /narrative/divergence: a ranked list of coins by social attention.

Two sources speak it (upstreams.md §7): CoinGecko trending plus categories (keyless, the
default) and LunarCrush ``/public/coins/list/v2`` when ``SEXTANT_LUNARCRUSH_API_KEY`` is set.
Each maps into ``SocialReading`` rows, loudest first. CoinGecko's trending list carries no
post or author counts (so its readings cannot clear the thin-sample bar) and no sentiment;
LunarCrush carries posts (``social_volume_24h``), contributors and its own previous rank.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import asdict, dataclass
from typing import Any, ClassVar, Self

from sextant.transport.factory import UpstreamClients
from sextant.transport.http import request_json
from sextant.venues.base import VenueFacts
from sextant.venues.coingecko import Category, CoinGeckoClient, TrendingCoin
from sextant.venues.parse import bad_response, opt_num

__all__ = [
    "LUNARCRUSH", "LUNARCRUSH_LIMIT", "SocialFeedClient", "SocialReading", "SocialSnapshot",
    "readings_from_coingecko", "readings_from_lunarcrush",
]

LUNARCRUSH = VenueFacts(name="lunarcrush", upstream="lunarcrush", rate_budget_per_minute=10)
#: One LunarCrush call a refresh: the loudest coins by posts in the last 24 h.
LUNARCRUSH_LIMIT = 100


@dataclass(frozen=True, slots=True)
class SocialReading:
    """One coin's social attention. ``symbol`` is None for a coin only a category names (the
    registry supplies it); ``posts`` / ``authors`` None when the source does not count them;
    ``rank_shift`` is the positions it climbed since the source's previous reading (None: no
    earlier reading)."""

    registry_id: str | None
    symbol: str | None
    attention: float  # higher is louder
    posts: int | None = None
    authors: int | None = None
    rank_shift: float | None = None


@dataclass(frozen=True, slots=True)
class SocialSnapshot:
    """The whole feed as fetched at ``fetched_at`` (unix s), loudest first."""

    feed: str
    readings: tuple[SocialReading, ...]
    fetched_at: float

    def to_json(self) -> dict[str, Any]:
        return {"feed": self.feed, "fetched_at": self.fetched_at,
                "readings": [asdict(r) for r in self.readings]}

    @classmethod
    def from_json(cls, body: dict[str, Any]) -> SocialSnapshot:
        return cls(str(body["feed"]), tuple(SocialReading(**r) for r in body["readings"]),
                   float(body["fetched_at"]))


def readings_from_coingecko(trending: Sequence[TrendingCoin], categories: Sequence[Category]
                            ) -> list[SocialReading]:
    """Trending coins by score, then the top coins of the hottest categories (as served) not
    already listed; attention falls by one per position."""
    ordered: list[tuple[str, str | None]] = [(c.id, c.symbol or None) for c in trending]
    seen = {cid for cid, _ in ordered}
    for category in categories:
        for cid in category.top_coin_ids:
            if cid not in seen:
                seen.add(cid)
                ordered.append((cid, None))
    n = len(ordered)
    return [SocialReading(cid, symbol.upper() if symbol else None, float(n - i))
            for i, (cid, symbol) in enumerate(ordered)]


def _count(row: dict[str, Any], *names: str) -> int | None:
    for name in names:
        value = opt_num(row.get(name), upstream="lunarcrush")
        if value is not None:
            return int(value)
    return None


def readings_from_lunarcrush(body: Any) -> list[SocialReading]:
    """``/public/coins/list/v2`` rows (``{"data": [...]}``) by ``social_volume_24h``, loudest
    first; the shift is LunarCrush's own AltRank change (``alt_rank_previous - alt_rank``)."""
    rows = body.get("data") if isinstance(body, dict) else None
    if not isinstance(rows, list):
        raise bad_response("lunarcrush", "coins list has no data array")
    out = []
    for row in rows:
        if not isinstance(row, dict) or not row.get("symbol"):
            raise bad_response("lunarcrush", f"a coin row without a symbol: {row!r:.80}")
        posts = _count(row, "social_volume_24h", "num_posts")
        alt, before = (opt_num(row.get(k), upstream="lunarcrush")
                       for k in ("alt_rank", "alt_rank_previous"))
        out.append(SocialReading(
            None, str(row["symbol"]).upper(),
            float(opt_num(row.get("interactions_24h"), upstream="lunarcrush") or posts or 0),
            posts, _count(row, "contributors_active", "num_contributors"),
            before - alt if alt is not None and before is not None else None))
    return sorted(out, key=lambda r: -(r.posts or 0))


class SocialFeedClient:
    """The configured social source: LunarCrush with a key, else CoinGecko."""

    facts: ClassVar[VenueFacts] = LUNARCRUSH

    def __init__(self, upstreams: UpstreamClients, coingecko: CoinGeckoClient,
                 lunarcrush_key: str | None = None) -> None:
        self.upstreams = upstreams
        self.coingecko = coingecko
        self.lunarcrush_key = lunarcrush_key

    @classmethod
    def from_upstreams(cls, upstreams: UpstreamClients) -> Self:
        key = getattr(upstreams.settings, "lunarcrush_api_key", None)
        return cls(upstreams, CoinGeckoClient.from_upstreams(upstreams),
                   key.get_secret_value() if key is not None else None)

    @property
    def feed(self) -> str:
        return ("lunarcrush coins by social volume" if self.lunarcrush_key
                else "coingecko trending + categories")

    async def snapshot(self, now: float) -> SocialSnapshot:
        """The whole feed now (one or two upstream calls)."""
        if self.lunarcrush_key:
            body = await request_json(
                self.upstreams.client(LUNARCRUSH.upstream), LUNARCRUSH.upstream, "GET",
                "/public/coins/list/v2", params={"sort": "social_volume_24h", "desc": "true",
                                                 "limit": LUNARCRUSH_LIMIT},
                headers={"Authorization": f"Bearer {self.lunarcrush_key}"})
            readings = readings_from_lunarcrush(body)
        else:
            readings = readings_from_coingecko(await self.coingecko.trending(),
                                               await self.coingecko.categories())
        return SocialSnapshot(self.feed, tuple(readings), now)
