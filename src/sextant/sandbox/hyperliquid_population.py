"""The Hyperliquid simulator's population: markets, trader and vault profiles, and each
trader's activity (fills, funding, ledger), drawn from the seed.

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
from bisect import bisect_right
from dataclasses import dataclass, field
from typing import Any

from sextant.sandbox.world import build_world as shared_world
from sextant.sandbox.world import hyperliquid_layout
from sextant.venues.hyperliquid_facts import (
    EXAMPLE_VAULT,
    MAKER_FEE,
    SPOT_TAKER_FEE,
    TAKER_FEE,
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


def address_of(seed: int, kind: str, i: int) -> str:
    return "0x" + hashlib.sha256(f"{seed}:{kind}:{i}".encode()).hexdigest()[:40]


def row_hash(*parts: object) -> str:
    return "0x" + hashlib.sha256(":".join(map(str, parts)).encode()).hexdigest()


def fee_usd(row: dict[str, Any]) -> float:
    """A fill's fee in USD: spot buys pay theirs in the base token."""
    fee = float(row["fee"])
    return fee if row["feeToken"] == "USDC" else fee * float(row["px"])


def fmt(x: float, places: int = 6) -> str:
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
        index=i,
        address=address or address_of(seed, "trader" if archetype != "vault" else "vault", i),
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
    """The trader's retrievable fills, funding and ledger (generated newest first).

    Longer than our usual bound on purpose: one walk back through the round trips keeps the
    running position, PnL, fees and liquidation state together, and the draws in one order
    (splitting it would change every seeded history the tests and examples rely on)."""
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
                    "coin": coin, "px": fmt(px, 6), "sz": fmt(part, m.sz_decimals),
                    "side": "B" if buy else "A", "time": ms, "startPosition": fmt(signed_start),
                    "dir": direction, "closedPnl": fmt(pnl), "hash": trip_hash,
                    "oid": oid + (leg == "close"), "crossed": crossed, "fee": fmt(fee),
                    "tid": tid, "feeToken": fee_token, "twapId": None,
                }
                if liquidated and leg == "close":
                    row["liquidation"] = {"liquidatedUser": p.address, "markPx": fmt(px, 6),
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
                    "type": "funding", "coin": coin, "usdc": fmt(pay), "szi": fmt(
                        sz if long else -sz, m.sz_decimals), "fundingRate": fmt(rate_h, 8),
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
    rows.append({"time": start, "hash": row_hash("dep", p.address), "delta": {
        "type": "deposit", "usdc": fmt(deposit)}})
    for k in range(rng.randrange(0, 6)):
        ms = rng.randrange(start, world.anchor_ms - DAY_MS)
        kind = rng.choice(["deposit", "withdraw", "accountClassTransfer"])
        amount = deposit * rng.uniform(0.05, 0.5)
        delta: dict[str, Any] = {"type": kind, "usdc": fmt(amount)}
        if kind == "withdraw":
            delta |= {"nonce": k, "fee": "1.0"}
        if kind == "accountClassTransfer":
            delta["toPerp"] = rng.random() < 0.5
        rows.append({"time": ms, "hash": row_hash("led", p.address, k), "delta": delta})
    if p.recent_outflow:
        ms = world.anchor_ms - rng.randrange(HOUR_MS, 20 * HOUR_MS)
        rows.append({"time": ms, "hash": row_hash("out", p.address), "delta": {
            "type": "withdraw", "usdc": fmt(deposit * 0.4), "nonce": 99, "fee": "1.0"}})
    return sorted(rows, key=lambda r: r["time"])


def vault_ledger(world: World, v: Vault) -> list[dict[str, Any]]:
    rng = random.Random(f"hl-vault-ledger:{world.seed}:{v.address}")
    rows: list[dict[str, Any]] = []
    end = world.anchor_ms - (60 * DAY_MS if v.stale else rng.randrange(HOUR_MS, DAY_MS))
    total_in = 0.0
    for k, (user, equity, entry) in enumerate(v.followers):
        amount = equity * rng.uniform(0.8, 1.3)
        total_in += amount
        rows.append({"time": min(entry, end), "hash": row_hash("vd", v.address, k), "delta": {
            "type": "vaultDeposit", "vault": v.address, "user": user, "usdc": fmt(amount)}})
    n_out = max(1, int(len(v.followers) * v.redemption))
    for k in range(n_out):
        user, equity, entry = v.followers[rng.randrange(len(v.followers))]
        requested = total_in * v.redemption / n_out
        commission = requested * v.commission_rate * rng.uniform(0.0, 0.3)
        rows.append({"time": rng.randrange(min(entry, end), end + 1),
                     "hash": row_hash("vw", v.address, k), "delta": {
            "type": "vaultWithdraw", "vault": v.address, "user": user,
            "requestedUsd": fmt(requested), "commission": fmt(commission),
            "closingCost": "0.0", "basis": fmt(requested * 0.9),
            "netWithdrawnUsd": fmt(requested - commission)}})
    for k in range(rng.randrange(0, 4)):
        rows.append({"time": end - k * 7 * DAY_MS, "hash": row_hash("vdist", v.address, k),
                     "delta": {"type": "vaultDistribution", "vault": v.address,
                               "usdc": fmt(total_in * rng.uniform(0.001, 0.02))}})
    rows.append({"time": end, "hash": row_hash("vlast", v.address), "delta": {
        "type": "vaultDeposit", "vault": v.address, "user": v.leader, "usdc": "100.0"}})
    return sorted(rows, key=lambda r: r["time"])
