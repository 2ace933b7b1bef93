"""Deterministic simulator of the Hyperliquid info API and stats leaderboard.

A synthetic population (traders with sharp, neutral and retail habits, some liquidated; vaults
with depositors; main, builder-dex and spot markets) is drawn from the seed. The last
traders are the shared sandbox world's perp wallets (``sandbox/world``), so the same
addresses trade on the other simulated venues. Builder-dex names
and market counts follow the ``allDexsAssetCtxs`` recording (xyz 80, hyna 25, km 23, cash 17,
flx 16, vntl 15, para 5, abcd 1); row shapes follow the recorded answers.

Profiles are built eagerly (cheap); a trader's fills, funding and ledger are generated on
first request from a per-trader RNG and cached, newest round trip first, so the 10,000
retrievable fills never require a trader's whole history. Times are relative to the hour the
world was built (``anchor_ms``); everything else is a pure function of the seed.
"""

from __future__ import annotations

import functools
import hashlib
import itertools
import math
import random
import time
from bisect import bisect_left, bisect_right
from dataclasses import dataclass, field
from typing import Any

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse
from starlette.routing import Route

from sextant.sandbox.world import build_world as shared_world
from sextant.sandbox.world import hyperliquid_layout
from sextant.venues.hyperliquid_facts import (
    EXAMPLE_VAULT,
    MAKER_FEE,
    SPOT_TAKER_FEE,
    TAKER_FEE,
    is_spot_coin,
)

HOUR_MS = 3_600_000
DAY_MS = 24 * HOUR_MS
N_TRADERS = 3000
N_VAULTS = 40
RETRIEVABLE_FILLS = 10_000
FILLS_PER_RESPONSE = 2000
FUNDING_PER_RESPONSE = 500
RECENT_TRADES = 100
HLP = EXAMPLE_VAULT

BUILDER_DEXES: dict[str, tuple[int, str]] = {
    "xyz": (80, "XYZ equities"), "hyna": (25, "Hyena"), "km": (23, "Kinetiq markets"),
    "cash": (17, "Cash"), "flx": (16, "Felix"), "vntl": (15, "Ventuals"), "para": (5, "Para"),
    "abcd": (1, "ABCD"),
}
MAIN_PERPS: dict[str, float] = {
    "BTC": 100_000.0, "ETH": 3_500.0, "SOL": 180.0, "HYPE": 40.0, "XRP": 2.4, "DOGE": 0.22,
    "BNB": 650.0, "AVAX": 30.0, "LINK": 18.0, "SUI": 3.6, "ARB": 0.6, "OP": 1.4, "APT": 7.5,
    "INJ": 20.0, "TIA": 4.0, "SEI": 0.35, "WIF": 1.6, "kPEPE": 0.012, "AAVE": 250.0,
    "UNI": 9.0, "LTC": 95.0, "BCH": 420.0, "DOT": 5.5, "ATOM": 6.0, "NEAR": 4.2, "TON": 4.8,
    "ENA": 0.55, "ONDO": 1.1, "JUP": 0.8, "PENDLE": 4.5, "TAO": 420.0, "FARTCOIN": 1.2,
    "TRUMP": 12.0, "PUMP": 0.005, "ZEC": 60.0, "XMR": 210.0, "FIL": 4.0, "LDO": 1.5,
    "CRV": 0.7, "MKR": 1_600.0,
}
N_MAIN_PERPS = 230
EQUITIES = ["TSLA", "NVDA", "AAPL", "MSFT", "AMZN", "GOOGL", "META", "SP500", "GOLD", "SILVER",
            "COIN", "MSTR", "HOOD", "NFLX", "AMD", "PLTR"]
SPOT_TOKENS = {"PURR": 0.2, "HYPE": 40.0, "UBTC": 100_000.0, "UETH": 3_500.0, "USOL": 180.0,
               "FEUSD": 1.0, "USDT0": 1.0, "JEFF": 0.5}
N_SPOT_PAIRS = 240


def _addr(seed: int, kind: str, i: int) -> str:
    return "0x" + hashlib.sha256(f"{seed}:{kind}:{i}".encode()).hexdigest()[:40]


def _hash(*parts: object) -> str:
    return "0x" + hashlib.sha256(":".join(map(str, parts)).encode()).hexdigest()


def _fee_usd(row: dict[str, Any]) -> float:
    """A fill's fee in USD: spot buys pay theirs in the base token."""
    fee = float(row["fee"])
    return fee if row["feeToken"] == "USDC" else fee * float(row["px"])


def _fmt(x: float, places: int = 6) -> str:
    text = f"{x:.{places}f}".rstrip("0")
    return text + "0" if text.endswith(".") else text


# ----------------------------------------------------------------------------- the world


@dataclass(frozen=True)
class Market:
    name: str
    dex: str  # "" main, builder name, or "spot"
    price: float
    sz_decimals: int
    max_leverage: int
    popularity: float


@dataclass(frozen=True)
class Profile:
    index: int
    address: str
    archetype: str  # sharp, neutral, retail, vault
    total_trips: int  # lifetime round trips (the fills exceed what the API serves for some)
    avg_notional: float
    edge_bps: float
    taker_share: float
    liq_prob: float
    leverage: int
    coins: tuple[str, ...]
    coin_weights: tuple[float, ...]
    last_active_ms: int
    open_position: bool
    recent_outflow: bool
    account_value: float


@dataclass(frozen=True)
class Vault:
    address: str
    name: str
    leader: str
    followers: tuple[tuple[str, float, int], ...]  # (user, equity, entry_ms)
    commission_rate: float
    redemption: float
    closed: bool
    stale: bool


@dataclass
class World:
    seed: int
    anchor_ms: int
    markets: dict[str, Market]
    dexes: list[str]
    spot_pairs: list[tuple[str, int, str, float]]  # (name, index, base token, price)
    profiles: list[Profile]
    by_address: dict[str, Profile]
    vaults: dict[str, Vault]
    traders_by_coin: dict[str, list[int]] = field(default_factory=dict)


def _markets(rng: random.Random) -> tuple[dict[str, Market], list[tuple[str, int, str, float]]]:
    markets: dict[str, Market] = {}
    names = list(MAIN_PERPS)
    for i in range(N_MAIN_PERPS):
        name = names[i] if i < len(names) else f"ALT{i:03d}"
        price = MAIN_PERPS.get(name, math.exp(rng.uniform(-5, 4)))
        popularity = 1.0 / (1 + i) ** 1.1
        decimals = max(0, min(5, round(math.log10(max(price, 1e-6)))))
        markets[name] = Market(name, "", price, decimals, 40 if i < 2 else 20 if i < 20 else 10,
                               popularity)
    for dex, (count, _) in BUILDER_DEXES.items():
        for j in range(count):
            sym = EQUITIES[j] if dex == "xyz" and j < len(EQUITIES) else f"{dex.upper()}{j:02d}"
            if dex == "hyna" and j == 0:
                sym = "BTC"
            price = 100_000.0 if sym == "BTC" else math.exp(rng.uniform(0, 6))
            markets[f"{dex}:{sym}"] = Market(f"{dex}:{sym}", dex, price, 2, 10,
                                             0.02 / (1 + j))
    pairs: list[tuple[str, int, str, float]] = [("PURR/USDC", 0, "PURR", SPOT_TOKENS["PURR"])]
    tokens = list(SPOT_TOKENS)
    for idx in range(1, N_SPOT_PAIRS):
        base = "HYPE" if idx == 107 else tokens[idx % len(tokens)] if idx < 20 else f"TKN{idx}"
        price = SPOT_TOKENS.get(base, math.exp(rng.uniform(-6, 3)))
        pairs.append((f"@{idx}", idx, base, price))
    for name, _, _, price in pairs:
        popularity = 0.05 if name in ("@107", "PURR/USDC") else 0.002
        markets[name] = Market(name, "spot", price, 2, 1, popularity)
    return markets, pairs


_ARCHETYPES = (("sharp", 0.08), ("retail", 0.47), ("neutral", 0.45))
SHARP_EDGE_BPS = (60.0, 200.0)


def _profile(seed: int, i: int, anchor: int, coin_pool: list[str], weights: list[float],
             archetype: str | None = None, address: str | None = None) -> Profile:
    rng = random.Random(f"hl-profile:{seed}:{i}")
    if archetype is None:
        roll, archetype = rng.random(), "neutral"
        for name, share in _ARCHETYPES:
            if roll < share:
                archetype = name
                break
            roll -= share
    if archetype in ("sharp", "vault"):
        trips = int(rng.lognormvariate(math.log(9_000), 0.6))
        edge, taker, liq, lev = (rng.uniform(*SHARP_EDGE_BPS), rng.uniform(0.1, 0.4), 0.0,
                                 rng.choice([3, 5]))
        notional = rng.lognormvariate(math.log(40_000), 1.0)
    elif archetype == "retail":
        trips = int(rng.lognormvariate(math.log(120), 1.0))
        edge, taker, lev = rng.uniform(-45, -8), rng.uniform(0.8, 1.0), rng.choice([10, 20, 40])
        liq = rng.choice([0.0, 0.003, 0.01, 0.03, 0.06])
        notional = rng.lognormvariate(math.log(1_500), 1.0)
    else:
        trips = int(rng.lognormvariate(math.log(300), 1.0))
        edge, taker, lev = rng.uniform(-8, 10), rng.uniform(0.4, 0.9), rng.choice([5, 10])
        liq = rng.choice([0.0, 0.0, 0.002])
        notional = rng.lognormvariate(math.log(6_000), 1.0)
    trips = max(5, min(trips, 60_000))
    k = 1 + min(len(coin_pool) - 1, int(rng.expovariate(1 / 4)))
    coins: list[str] = []
    while len(coins) < k:
        c = rng.choices(coin_pool, weights)[0]
        if c not in coins:
            coins.append(c)
    cw = tuple(rng.uniform(0.2, 1.0) for _ in coins)
    idle = rng.expovariate(1 / (2 * DAY_MS)) if rng.random() < 0.8 else rng.uniform(0, 200) * DAY_MS
    return Profile(
        index=i, address=address or _addr(seed, "trader" if archetype != "vault" else "vault", i),
        archetype=archetype, total_trips=trips, avg_notional=notional, edge_bps=edge,
        taker_share=taker, liq_prob=liq, leverage=lev, coins=tuple(coins), coin_weights=cw,
        last_active_ms=anchor - int(idle) - rng.randrange(60_000),
        open_position=rng.random() < 0.4, recent_outflow=rng.random() < 0.1,
        account_value=notional / lev * rng.uniform(1, 8),
    )


@functools.lru_cache(maxsize=4)
def build_world(seed: int, anchor_ms: int) -> World:
    """The profiles, markets and vaults of ``seed`` (fills come later, lazily)."""
    rng = random.Random(f"hl-world:{seed}")
    markets, pairs = _markets(rng)
    pool = list(markets)
    weights = [markets[c].popularity for c in pool]
    # the shared world's perp traders take the last slots (same wallets as on other venues)
    shared = hyperliquid_layout(shared_world(seed, anchor_ms)).traders
    first_shared = N_TRADERS - len(shared)
    profiles = [_profile(seed, i, anchor_ms, pool, weights, *(
        (shared[i - first_shared].archetype, shared[i - first_shared].address)
        if i >= first_shared else ()))
        for i in range(N_TRADERS)]
    vaults: dict[str, Vault] = {}
    sharp = [p for p in profiles if p.archetype == "sharp"]
    for v in range(N_VAULTS):
        vp = _profile(seed, N_TRADERS + v, anchor_ms, pool, weights, "vault")
        profiles.append(vp)
        vr = random.Random(f"hl-vault:{seed}:{v}")
        leader = (sharp[v % len(sharp)] if vr.random() < 0.6
                  else profiles[vr.randrange(N_TRADERS)]).address
        n_followers = 600 if v == 0 else int(vr.lognormvariate(math.log(12), 1.0))
        followers = [(leader, vr.lognormvariate(math.log(20_000), 1), anchor_ms - 400 * DAY_MS)]
        for _ in range(n_followers):
            who = profiles[vr.randrange(N_TRADERS)].address
            followers.append((who, vr.lognormvariate(math.log(3_000), 1.5),
                              anchor_ms - vr.randrange(1, 400) * DAY_MS))
        address = HLP if v == 0 else vp.address
        vaults[address] = Vault(
            address=address, name="Hyperliquidity Provider (HLP)" if v == 0 else f"Vault {v:02d}",
            leader=leader, followers=tuple(dict((f[0], f) for f in followers).values()),
            commission_rate=0.0 if v == 0 else vr.choice([0.0, 0.05, 0.1, 0.1, 0.2]),
            redemption=vr.uniform(0.05, 0.9), closed=vr.random() < 0.05,
            stale=vr.random() < 0.2,
        )
    by_address = {p.address: p for p in profiles}
    if HLP in vaults:  # the HLP vault trades under its own address
        by_address[HLP] = profiles[N_TRADERS]
    world = World(seed, anchor_ms, markets, list(BUILDER_DEXES), pairs, profiles, by_address,
                  vaults)
    for p in profiles[:N_TRADERS]:
        for c in p.coins:
            world.traders_by_coin.setdefault(c, []).append(p.index)
    for idxs in world.traders_by_coin.values():
        idxs.sort(key=lambda i: -profiles[i].last_active_ms)
    return world


# ----------------------------------------------------------------------------- per-trader activity


@dataclass(frozen=True)
class Activity:
    fills: list[dict[str, Any]]  # oldest first, the retrievable tail only
    times: list[int]
    funding: list[dict[str, Any]]
    funding_times: list[int]
    ledger: list[dict[str, Any]]
    open_trip: tuple[str, float, float, int] | None  # coin, szi, entry px, open ms
    trips_generated: int


def _round(x: float, decimals: int) -> float:
    return max(round(x, decimals), 10.0 ** -decimals)


@functools.lru_cache(maxsize=512)
def activity(seed: int, anchor_ms: int, index: int) -> Activity:
    """The trader's retrievable fills, funding and ledger (generated newest first)."""
    world = build_world(seed, anchor_ms)
    p = world.profiles[index]
    rng = random.Random(f"hl-fills:{seed}:{index}")
    fills: list[dict[str, Any]] = []
    funding: list[dict[str, Any]] = []
    t = p.last_active_ms
    tid = index * 10_000_000
    open_trip: tuple[str, float, float, int] | None = None
    trips = 0
    cum = list(itertools.accumulate(p.coin_weights))
    mean_gap = max(HOUR_MS, int(400 * DAY_MS / max(p.total_trips, 1)))
    while len(fills) < RETRIEVABLE_FILLS + 8 and trips < p.total_trips:
        coin = p.coins[bisect_right(cum, rng.random() * cum[-1]) if len(cum) > 1 else 0]
        m = world.markets[coin]
        spot = m.dex == "spot"
        px_open = m.price * math.exp(rng.gauss(0, 0.08))
        notional = p.avg_notional * rng.lognormvariate(0, 0.8)
        sz = _round(notional / px_open, m.sz_decimals)
        long = spot or rng.random() < 0.55
        hold = int(rng.expovariate(1 / (6 * HOUR_MS))) + 60_000
        close_ms, open_ms = t, t - hold
        liquidated = not spot and rng.random() < p.liq_prob
        move_bps = -9_000 / p.leverage if liquidated else rng.gauss(p.edge_bps, 120)
        px_close = px_open * (1 + (move_bps if long else -move_bps) / 1e4)
        oid = tid + 1
        trip_hash = f"0x{seed & 0xFFFFFFFF:08x}{index:08x}{trips:048x}"
        still_open = trips == 0 and p.open_position and not spot
        legs = [("open", open_ms, px_open)]
        if not still_open:
            legs.insert(0, ("close", close_ms, px_close))
        for leg, ms, px in legs:
            crossed = (liquidated and leg == "close") or rng.random() < p.taker_share
            rate = (SPOT_TAKER_FEE if spot else TAKER_FEE) if crossed else MAKER_FEE
            parts = rng.choice([1, 1, 1, 2, 3])
            remaining, start = sz, (0.0 if leg == "open" else sz)
            for k in range(parts):
                part = remaining if k == parts - 1 else _round(sz / parts, m.sz_decimals)
                part = min(part, remaining)
                if part <= 0:
                    break
                remaining = round(remaining - part, 10)
                buy = (leg == "open") == long
                pnl = 0.0 if leg == "open" else part * (px - px_open) * (1 if long else -1)
                fee_token = m.name.split("/")[0] if spot and buy else "USDC"
                fee = part * px * rate / (px if spot and buy else 1.0)
                signed_start = start if long else -start
                if spot:
                    direction = "Buy" if buy else "Sell"
                elif leg == "open":
                    direction = "Open Long" if long else "Open Short"
                else:
                    direction = "Close Long" if long else "Close Short"
                tid += 1
                row: dict[str, Any] = {
                    "coin": coin, "px": _fmt(px, 6), "sz": _fmt(part, m.sz_decimals),
                    "side": "B" if buy else "A", "time": ms, "startPosition": _fmt(signed_start),
                    "dir": direction, "closedPnl": _fmt(pnl), "hash": trip_hash,
                    "oid": oid + (leg == "close"), "crossed": crossed, "fee": _fmt(fee),
                    "tid": tid, "feeToken": fee_token, "twapId": None,
                }
                if liquidated and leg == "close":
                    row["liquidation"] = {"liquidatedUser": p.address, "markPx": _fmt(px, 6),
                                          "method": "market"}
                fills.append(row)
                start = start + part if leg == "open" else start - part
        if still_open:
            open_trip = (coin, sz if long else -sz, px_open, open_ms)
        if not spot and hold > HOUR_MS:
            for h in range(1, min(hold // HOUR_MS, 8) + 1):
                rate_h = rng.gauss(0.0000125, 0.00002)
                ms = open_ms + h * HOUR_MS
                if ms > anchor_ms:
                    break
                pay = -(1 if long else -1) * notional * rate_h
                funding.append({"time": ms, "hash": "0x" + "0" * 64, "delta": {
                    "type": "funding", "coin": coin, "usdc": _fmt(pay), "szi": _fmt(
                        sz if long else -sz, m.sz_decimals), "fundingRate": _fmt(rate_h, 8),
                    "nSamples": None}})
        trips += 1
        t = open_ms - int(rng.expovariate(1 / mean_gap)) - 1_000
    fills.reverse()  # oldest first; trade ids grow with time as upstream
    for k, row in enumerate(fills):
        row["tid"] = index * 10_000_000 + k + 1
    if len(fills) > RETRIEVABLE_FILLS:
        fills = fills[-RETRIEVABLE_FILLS:]
    funding.sort(key=lambda r: r["time"])
    ledger = _ledger(world, p, rng, fills[0]["time"] if fills else p.last_active_ms)
    return Activity(fills, [r["time"] for r in fills], funding, [r["time"] for r in funding],
                    ledger, open_trip, trips)


def _ledger(world: World, p: Profile, rng: random.Random, first_ms: int) -> list[dict[str, Any]]:
    rows = []
    start = first_ms - DAY_MS
    deposit = p.account_value * rng.uniform(1.0, 2.0)
    rows.append({"time": start, "hash": _hash("dep", p.address), "delta": {
        "type": "deposit", "usdc": _fmt(deposit)}})
    for k in range(rng.randrange(0, 6)):
        ms = rng.randrange(start, world.anchor_ms - DAY_MS)
        kind = rng.choice(["deposit", "withdraw", "accountClassTransfer"])
        amount = deposit * rng.uniform(0.05, 0.5)
        delta: dict[str, Any] = {"type": kind, "usdc": _fmt(amount)}
        if kind == "withdraw":
            delta |= {"nonce": k, "fee": "1.0"}
        if kind == "accountClassTransfer":
            delta["toPerp"] = rng.random() < 0.5
        rows.append({"time": ms, "hash": _hash("led", p.address, k), "delta": delta})
    if p.recent_outflow:
        ms = world.anchor_ms - rng.randrange(HOUR_MS, 20 * HOUR_MS)
        rows.append({"time": ms, "hash": _hash("out", p.address), "delta": {
            "type": "withdraw", "usdc": _fmt(deposit * 0.4), "nonce": 99, "fee": "1.0"}})
    return sorted(rows, key=lambda r: r["time"])


def _vault_ledger(world: World, v: Vault) -> list[dict[str, Any]]:
    rng = random.Random(f"hl-vault-ledger:{world.seed}:{v.address}")
    rows: list[dict[str, Any]] = []
    end = world.anchor_ms - (60 * DAY_MS if v.stale else rng.randrange(HOUR_MS, DAY_MS))
    total_in = 0.0
    for k, (user, equity, entry) in enumerate(v.followers):
        amount = equity * rng.uniform(0.8, 1.3)
        total_in += amount
        rows.append({"time": min(entry, end), "hash": _hash("vd", v.address, k), "delta": {
            "type": "vaultDeposit", "vault": v.address, "user": user, "usdc": _fmt(amount)}})
    n_out = max(1, int(len(v.followers) * v.redemption))
    for k in range(n_out):
        user, equity, entry = v.followers[rng.randrange(len(v.followers))]
        requested = total_in * v.redemption / n_out
        commission = requested * v.commission_rate * rng.uniform(0.0, 0.3)
        rows.append({"time": rng.randrange(min(entry, end), end + 1),
                     "hash": _hash("vw", v.address, k), "delta": {
            "type": "vaultWithdraw", "vault": v.address, "user": user,
            "requestedUsd": _fmt(requested), "commission": _fmt(commission),
            "closingCost": "0.0", "basis": _fmt(requested * 0.9),
            "netWithdrawnUsd": _fmt(requested - commission)}})
    for k in range(rng.randrange(0, 4)):
        rows.append({"time": end - k * 7 * DAY_MS, "hash": _hash("vdist", v.address, k),
                     "delta": {"type": "vaultDistribution", "vault": v.address,
                               "usdc": _fmt(total_in * rng.uniform(0.001, 0.02))}})
    rows.append({"time": end, "hash": _hash("vlast", v.address), "delta": {
        "type": "vaultDeposit", "vault": v.address, "user": v.leader, "usdc": "100.0"}})
    return sorted(rows, key=lambda r: r["time"])


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
        return {"funding": _fmt(rng.gauss(0.0000125, 0.00002), 10),
                "openInterest": _fmt(m.popularity * 5e8 / m.price, 4),
                "prevDayPx": _fmt(m.price, 6), "dayNtlVlm": _fmt(m.popularity * 2e9, 2),
                "premium": _fmt(rng.gauss(0, 0.0003), 10), "oraclePx": _fmt(m.price, 6),
                "markPx": _fmt(mark, 6), "midPx": _fmt(mark, 6),
                "impactPxs": [_fmt(mark * 0.9999, 6), _fmt(mark * 1.0001, 6)],
                "dayBaseVlm": _fmt(m.popularity * 2e9 / m.price, 4)}

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
        return [None, *({"name": d, "fullName": full, "deployer": _addr(self.seed, "dex", i),
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
                            "tokenId": _hash("token", t)[:34], "isCanonical": True,
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
        rows = (_vault_ledger(self.world, vault) if vault is not None
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
                    "coin": coin, "szi": _fmt(szi, m.sz_decimals), "entryPx": _fmt(entry),
                    "positionValue": _fmt(value), "unrealizedPnl": _fmt(upnl),
                    "returnOnEquity": _fmt(upnl / (value / lev) if value else 0.0),
                    "liquidationPx": _fmt(liq_px), "marginUsed": _fmt(value / lev),
                    "leverage": {"type": "cross", "value": lev}, "maxLeverage": m.max_leverage,
                    "cumFunding": {"allTime": "0.0", "sinceOpen": "0.0", "sinceChange": "0.0"}}})
        account = (p.account_value if p and dex == "" else 0.0) + sum(
            float(x["position"]["marginUsed"]) for x in positions)
        summary = {"accountValue": _fmt(account), "totalNtlPos": _fmt(sum(
            float(x["position"]["positionValue"]) for x in positions)),
            "totalRawUsd": _fmt(account), "totalMarginUsed": _fmt(sum(
                float(x["position"]["marginUsed"]) for x in positions))}
        return {"marginSummary": summary, "crossMarginSummary": summary,
                "crossMaintenanceMarginUsed": "0.0", "withdrawable": _fmt(account * 0.5),
                "assetPositions": positions, "time": self.anchor_ms}

    def _t_spotClearinghouseState(self, body: dict[str, Any]) -> Any:
        p = self.world.by_address.get(str(body["user"]).lower())
        if p is None:
            return {"balances": []}
        return {"balances": [
            {"coin": "USDC", "token": 0, "total": _fmt(p.account_value * 0.2), "hold": "0.0",
             "entryNtl": "0.0"},
            {"coin": "HYPE", "token": 150, "total": _fmt(p.account_value * 0.01), "hold": "0.0",
             "entryNtl": _fmt(p.account_value * 0.4)}]}

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
                pnl = sum(float(f["closedPnl"]) - _fee_usd(f) for f in rows)
                vlm = sum(float(f["px"]) * float(f["sz"]) for f in rows)
                if span is None:
                    pnl, vlm = pnl * (1 + older) + funding, vlm * (1 + older)
                first = rows[0]["time"] if rows else self.anchor_ms - (span or DAY_MS)
                points = 12
                step = max(1, (self.anchor_ms - first) // points)
                av = p.account_value
                hist_pnl = [[first + k * step, _fmt(pnl * k / points)] for k in range(points + 1)]
                hist_av = [[first + k * step, _fmt(av + pnl * (k / points - 1))]
                           for k in range(points + 1)]
                label = ("perp" + name[0].upper() + name[1:]) if perp_only else name
                out.append([label, {"accountValueHistory": hist_av, "pnlHistory": hist_pnl,
                                    "vlm": _fmt(vlm, 2)}])
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
            "followers": [{"user": u, "vaultEquity": _fmt(eq),
                           "pnl": _fmt(eq * 0.05), "allTimePnl": _fmt(eq * 0.1),
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
                perf.append([name, {"pnl": _fmt(pnl, 2), "roi": _fmt(pnl / p.account_value, 4),
                                    "vlm": _fmt(vlm, 2)}])
            rows.append({"ethAddress": p.address, "accountValue": _fmt(p.account_value, 2),
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
