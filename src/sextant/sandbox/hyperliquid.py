"""Deterministic simulator of the Hyperliquid info API and stats leaderboard.

Answers ``/info`` bodies and the leaderboard in the recorded wire shapes, from the population
of ``sandbox/hyperliquid_population.py`` (see there for who trades what).
"""

from __future__ import annotations

import functools
import math
import random
import time
from bisect import bisect_left, bisect_right
from typing import Any

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse
from starlette.routing import Route

from sextant.sandbox.hyperliquid_population import (
    BUILDER_DEXES,
    DAY_MS,
    FILLS_PER_RESPONSE,
    FUNDING_PER_RESPONSE,
    HLP,
    HOUR_MS,
    N_MAIN_PERPS,
    N_TRADERS,
    N_VAULTS,
    RECENT_TRADES,
    RETRIEVABLE_FILLS,
    SHARP_EDGE_BPS,
    Activity,
    Market,
    Profile,
    World,
    activity,
    address_of,
    build_world,
    fee_usd,
    fmt,
    row_hash,
    vault_ledger,
)
from sextant.venues.hyperliquid_facts import (
    MAKER_FEE,
    SPOT_TAKER_FEE,
    TAKER_FEE,
    is_spot_coin,
)

__all__ = [  # the simulator, and the population facts its tests read through it
    "BUILDER_DEXES", "FILLS_PER_RESPONSE", "HLP", "HOUR_MS", "MAKER_FEE", "N_MAIN_PERPS",
    "N_TRADERS", "N_VAULTS", "RETRIEVABLE_FILLS", "SHARP_EDGE_BPS", "SPOT_TAKER_FEE", "TAKER_FEE",
    "Profile", "Simulator", "create_app", "create_stats_app", "simulator",
]

# ----------------------------------------------------------------------------- answers


class Simulator:
    """Answers ``/info`` bodies and the leaderboard from one world."""

    def __init__(self, seed: int, anchor_ms: int | None = None) -> None:
        self.seed = seed
        self.anchor_ms = anchor_ms if anchor_ms is not None else (
            int(time.time() * 1000) // HOUR_MS * HOUR_MS)

    @property
    def world(self) -> World:
        return build_world(self.seed, self.anchor_ms)

    def activity_of(self, user: str) -> Activity | None:
        p = self.world.by_address.get(user.lower())
        return None if p is None else activity(self.seed, self.anchor_ms, p.index)

    def info(self, body: dict[str, Any]) -> tuple[int, Any]:
        kind = body.get("type")
        handler = getattr(self, f"_t_{kind}", None)
        if not isinstance(kind, str) or handler is None:
            return 422, "Failed to deserialize the JSON body into the target type"
        try:
            return 200, handler(body)
        except (KeyError, TypeError, ValueError):
            return 422, "Failed to deserialize the JSON body into the target type"

    # --- markets

    def _perps(self, dex: str) -> list[Market]:
        return [m for m in self.world.markets.values() if m.dex == dex]

    def _ctx(self, m: Market) -> dict[str, Any]:
        rng = random.Random(f"hl-ctx:{self.seed}:{m.name}:{self.anchor_ms // HOUR_MS}")
        mark = m.price * math.exp(rng.gauss(0, 0.002))
        return {"funding": fmt(rng.gauss(0.0000125, 0.00002), 10),
                "openInterest": fmt(m.popularity * 5e8 / m.price, 4),
                "prevDayPx": fmt(m.price, 6), "dayNtlVlm": fmt(m.popularity * 2e9, 2),
                "premium": fmt(rng.gauss(0, 0.0003), 10), "oraclePx": fmt(m.price, 6),
                "markPx": fmt(mark, 6), "midPx": fmt(mark, 6),
                "impactPxs": [fmt(mark * 0.9999, 6), fmt(mark * 1.0001, 6)],
                "dayBaseVlm": fmt(m.popularity * 2e9 / m.price, 4)}

    def _meta(self, dex: str) -> dict[str, Any]:
        return {"universe": [{"szDecimals": m.sz_decimals, "name": m.name,
                              "maxLeverage": m.max_leverage, "marginTableId": m.max_leverage}
                             for m in self._perps(dex)],
                "marginTables": [], "collateralToken": 0 if dex in ("", "xyz") else 360}

    def _t_meta(self, body: dict[str, Any]) -> Any:
        return self._meta(str(body.get("dex") or ""))

    def _t_metaAndAssetCtxs(self, body: dict[str, Any]) -> Any:
        dex = str(body.get("dex") or "")
        if dex and dex not in BUILDER_DEXES:
            return None
        return [self._meta(dex), [self._ctx(m) for m in self._perps(dex)]]

    def _t_perpDexs(self, body: dict[str, Any]) -> Any:
        return [None, *({"name": d, "fullName": full, "deployer": address_of(self.seed, "dex", i),
                         "oracleUpdater": None, "feeRecipient": None,
                         "assetToStreamingOiCap": [], "assetToFundingMultiplier": []}
                        for i, (d, (_, full)) in enumerate(BUILDER_DEXES.items()))]

    def _t_spotMeta(self, body: dict[str, Any]) -> Any:
        bases = sorted({b for _, _, b, _ in self.world.spot_pairs})
        tokens = ["USDC", *bases]
        index = {t: i for i, t in enumerate(tokens)}
        return {"universe": [{"tokens": [index[b], 0], "name": n, "index": i,
                              "isCanonical": i == 0} for n, i, b, _ in self.world.spot_pairs],
                "tokens": [{"name": t, "szDecimals": 2, "weiDecimals": 8, "index": i,
                            "tokenId": row_hash("token", t)[:34], "isCanonical": True,
                            "evmContract": None, "fullName": None}
                           for t, i in index.items()]}

    def _t_allMids(self, body: dict[str, Any]) -> Any:
        dex = str(body.get("dex") or "")
        mids = {m.name: self._ctx(m)["midPx"] for m in self.world.markets.values()
                if m.dex == dex or (not dex and m.dex == "spot")}
        return mids

    def _t_recentTrades(self, body: dict[str, Any]) -> Any:
        coin = str(body["coin"])
        return self.recent_trades(coin)

    @functools.lru_cache(maxsize=64)  # noqa: B019 - one simulator per seed, kept for the process
    def recent_trades(self, coin: str) -> list[dict[str, Any]]:
        world = self.world
        traders = world.traders_by_coin.get(coin, [])[:20]
        rows: list[tuple[int, int, dict[str, Any]]] = []
        for i in traders:
            fills = [f for f in activity(self.seed, self.anchor_ms, i).fills if f["coin"] == coin]
            for f in fills[-RECENT_TRADES:]:
                rows.append((f["time"], f["tid"], {**f, "user": world.profiles[i].address}))
        rows.sort(key=lambda r: (r[0], r[1]))
        out = []
        rng = random.Random(f"hl-tape:{self.seed}:{coin}")
        for _, _, f in rows[-RECENT_TRADES:]:
            other = world.profiles[rng.randrange(N_TRADERS)].address
            users = [f["user"], other] if f["side"] == "B" else [other, f["user"]]
            taker_side = f["side"] if f["crossed"] else ("A" if f["side"] == "B" else "B")
            out.append({"coin": coin, "side": taker_side, "px": f["px"], "sz": f["sz"],
                        "time": f["time"], "hash": f["hash"], "tid": f["tid"], "users": users})
        out.reverse()  # newest first
        return out

    # --- users

    def _t_userFills(self, body: dict[str, Any]) -> Any:
        act = self.activity_of(str(body["user"]))
        return [] if act is None else act.fills[::-1][:FILLS_PER_RESPONSE]

    def _t_userFillsByTime(self, body: dict[str, Any]) -> Any:
        act = self.activity_of(str(body["user"]))
        if act is None:
            return []
        start = int(body["startTime"])
        end = body.get("endTime")
        lo = bisect_left(act.times, start)
        hi = len(act.times) if end is None else bisect_right(act.times, int(end))
        return act.fills[lo:min(hi, lo + FILLS_PER_RESPONSE)]

    def _t_userFunding(self, body: dict[str, Any]) -> Any:
        act = self.activity_of(str(body["user"]))
        if act is None:
            return []
        lo = bisect_left(act.funding_times, int(body["startTime"]))
        end = body.get("endTime")
        hi = len(act.funding_times) if end is None else bisect_right(act.funding_times, int(end))
        return act.funding[lo:min(hi, lo + FUNDING_PER_RESPONSE)]

    def _t_userNonFundingLedgerUpdates(self, body: dict[str, Any]) -> Any:
        user = str(body["user"]).lower()
        vault = self.world.vaults.get(user)
        rows = (vault_ledger(self.world, vault) if vault is not None
                else (act.ledger if (act := self.activity_of(user)) else []))
        start = int(body.get("startTime") or 0)
        end = body.get("endTime")
        return [r for r in rows if r["time"] >= start and (end is None or r["time"] <= end)]

    def _t_clearinghouseState(self, body: dict[str, Any]) -> Any:
        dex = str(body.get("dex") or "")
        user = str(body["user"]).lower()
        p = self.world.by_address.get(user)
        act = self.activity_of(user)
        positions: list[dict[str, Any]] = []
        if act is not None and act.open_trip is not None:
            coin, szi, entry, _ = act.open_trip
            m = self.world.markets[coin]
            if m.dex == dex:
                mark = float(self._ctx(m)["markPx"])
                value = abs(szi) * mark
                upnl = szi * (mark - entry)
                lev = p.leverage if p else 1
                liq_px = entry * (1 - 0.9 / lev) if szi > 0 else entry * (1 + 0.9 / lev)
                positions.append({"type": "oneWay", "position": {
                    "coin": coin, "szi": fmt(szi, m.sz_decimals), "entryPx": fmt(entry),
                    "positionValue": fmt(value), "unrealizedPnl": fmt(upnl),
                    "returnOnEquity": fmt(upnl / (value / lev) if value else 0.0),
                    "liquidationPx": fmt(liq_px), "marginUsed": fmt(value / lev),
                    "leverage": {"type": "cross", "value": lev}, "maxLeverage": m.max_leverage,
                    "cumFunding": {"allTime": "0.0", "sinceOpen": "0.0", "sinceChange": "0.0"}}})
        account = (p.account_value if p and dex == "" else 0.0) + sum(
            float(x["position"]["marginUsed"]) for x in positions)
        summary = {"accountValue": fmt(account), "totalNtlPos": fmt(sum(
            float(x["position"]["positionValue"]) for x in positions)),
            "totalRawUsd": fmt(account), "totalMarginUsed": fmt(sum(
                float(x["position"]["marginUsed"]) for x in positions))}
        return {"marginSummary": summary, "crossMarginSummary": summary,
                "crossMaintenanceMarginUsed": "0.0", "withdrawable": fmt(account * 0.5),
                "assetPositions": positions, "time": self.anchor_ms}

    def _t_spotClearinghouseState(self, body: dict[str, Any]) -> Any:
        p = self.world.by_address.get(str(body["user"]).lower())
        if p is None:
            return {"balances": []}
        return {"balances": [
            {"coin": "USDC", "token": 0, "total": fmt(p.account_value * 0.2), "hold": "0.0",
             "entryNtl": "0.0"},
            {"coin": "HYPE", "token": 150, "total": fmt(p.account_value * 0.01), "hold": "0.0",
             "entryNtl": fmt(p.account_value * 0.4)}]}

    def portfolio_of(self, user: str) -> list[Any]:
        p = self.world.by_address.get(user.lower())
        act = self.activity_of(user)
        if p is None or act is None:
            return [[w, {"accountValueHistory": [], "pnlHistory": [], "vlm": "0.0"}]
                    for w in ("day", "week", "month", "allTime", "perpDay", "perpWeek",
                              "perpMonth", "perpAllTime")]
        funding = sum(float(r["delta"]["usdc"]) for r in act.funding)
        # history older than the retrievable fills is extrapolated from the same habits
        older = max(0.0, p.total_trips / max(act.trips_generated, 1) - 1.0)
        out = []
        for name, span in (("day", DAY_MS), ("week", 7 * DAY_MS), ("month", 30 * DAY_MS),
                           ("allTime", None)):
            for perp_only in (False, True):
                start = self.anchor_ms - span if span else 0
                rows = [f for f in act.fills[bisect_left(act.times, start):]
                        if not perp_only or not is_spot_coin(f["coin"])]
                pnl = sum(float(f["closedPnl"]) - fee_usd(f) for f in rows)
                vlm = sum(float(f["px"]) * float(f["sz"]) for f in rows)
                if span is None:
                    pnl, vlm = pnl * (1 + older) + funding, vlm * (1 + older)
                first = rows[0]["time"] if rows else self.anchor_ms - (span or DAY_MS)
                points = 12
                step = max(1, (self.anchor_ms - first) // points)
                av = p.account_value
                hist_pnl = [[first + k * step, fmt(pnl * k / points)] for k in range(points + 1)]
                hist_av = [[first + k * step, fmt(av + pnl * (k / points - 1))]
                           for k in range(points + 1)]
                label = ("perp" + name[0].upper() + name[1:]) if perp_only else name
                out.append([label, {"accountValueHistory": hist_av, "pnlHistory": hist_pnl,
                                    "vlm": fmt(vlm, 2)}])
        return out

    def _t_portfolio(self, body: dict[str, Any]) -> Any:
        return self.portfolio_of(str(body["user"]))

    def _t_vaultDetails(self, body: dict[str, Any]) -> Any:
        v = self.world.vaults.get(str(body["vaultAddress"]).lower())
        if v is None:
            return None
        return {
            "name": v.name, "vaultAddress": v.address, "leader": v.leader,
            "description": f"Synthetic vault {v.name}", "portfolio": self.portfolio_of(v.address),
            "apr": 0.12, "followerState": None,
            "leaderFraction": v.followers[0][1] / sum(f[1] for f in v.followers),
            "leaderCommission": v.commission_rate,
            "followers": [{"user": u, "vaultEquity": fmt(eq),
                           "pnl": fmt(eq * 0.05), "allTimePnl": fmt(eq * 0.1),
                           "daysFollowing": max(1, (self.anchor_ms - entry) // DAY_MS),
                           "vaultEntryTime": entry, "lockupUntil": entry + 4 * DAY_MS}
                          for u, eq, entry in v.followers[:100]],
            "maxDistributable": 0.0, "maxWithdrawable": 0.0, "isClosed": v.closed,
            "relationship": {"type": "normal"}, "allowDeposits": not v.closed,
            "alwaysCloseOnWithdraw": False,
        }

    def _t_userRole(self, body: dict[str, Any]) -> Any:
        user = str(body["user"]).lower()
        if user in self.world.vaults:
            return {"role": "vault"}
        return {"role": "user" if user in self.world.by_address else "missing"}

    # --- stats

    @functools.cached_property
    def leaderboard(self) -> dict[str, Any]:
        """Leaderboard rows from profile habits (the real one also lags the info API)."""
        rows = []
        for p in self.world.profiles:
            trips_per_day = p.total_trips / 400
            day_vlm = 2 * p.avg_notional * 1.4 * trips_per_day
            recent = 1.0 if self.anchor_ms - p.last_active_ms < 7 * DAY_MS else 0.0
            perf = []
            for name, days, active in (("day", 1, recent), ("week", 7, recent),
                                       ("month", 30, 1.0), ("allTime", 400, 1.0)):
                vlm = day_vlm * days * active
                pnl = vlm * (p.edge_bps / 2 - 1e4 * TAKER_FEE * p.taker_share) / 1e4
                perf.append([name, {"pnl": fmt(pnl, 2), "roi": fmt(pnl / p.account_value, 4),
                                    "vlm": fmt(vlm, 2)}])
            rows.append({"ethAddress": p.address, "accountValue": fmt(p.account_value, 2),
                         "displayName": None, "prize": 0, "windowPerformances": perf})
        return {"leaderboardRows": rows}


def _app(sim: Simulator, routes: list[Route]) -> Starlette:
    app = Starlette(routes=routes)
    app.state.simulator = sim
    return app


@functools.lru_cache(maxsize=8)
def simulator(seed: int) -> Simulator:
    """One simulator per seed and process (the world is built lazily)."""
    return Simulator(seed)


def create_app(seed: int) -> Starlette:
    """ASGI app answering ``POST /info`` like api.hyperliquid.xyz."""
    sim = simulator(seed)

    async def info(request: Request) -> JSONResponse:
        try:
            body = await request.json()
        except ValueError:
            return JSONResponse("Failed to deserialize the JSON body", status_code=422)
        if not isinstance(body, dict):
            return JSONResponse("Failed to deserialize the JSON body", status_code=422)
        status, payload = sim.info(body)
        return JSONResponse(payload, status_code=status)

    return _app(sim, [Route("/info", info, methods=["POST"])])


def create_stats_app(seed: int) -> Starlette:
    """ASGI app answering ``GET /Mainnet/leaderboard`` like stats-data.hyperliquid.xyz."""
    sim = simulator(seed)

    async def leaderboard(request: Request) -> JSONResponse:
        return JSONResponse(sim.leaderboard)

    return _app(sim, [Route("/Mainnet/leaderboard", leaderboard, methods=["GET"])])
