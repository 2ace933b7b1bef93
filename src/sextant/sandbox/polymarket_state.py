"""What the Polymarket simulators serve: markets and wallet histories drawn from the world.

Open markets are the shared world's Polymarket listings (``prediction_layout``); resolved
markets of the past year are drawn here (a wallet's full history needs them). The traders are
the world's Polymarket wallets (their archetype shapes the edge, their ``polymarket_kind`` the
bytecode the Polygon simulator serves) plus two of this venue's own: a whale that lost
32.4 M USD while its ten most recent positions all won (the original service once scored such
a wallet "sharp 100" from a 10-row sample) and a fresh wallet with three trades.

Losing resolved positions are often left unredeemed (status ``REDEEMABLE``, worth 0; the v2
filter ``REDEEMABLE_LOST`` lists them, ``REDEEMABLE`` the unredeemed winners): the upstream's
all-time ``realized_pnl`` counts CLOSED positions only (its ``unrealized_pnl`` every holding,
resolved ones at their payout), so a client that ignores unredeemed losers overstates PnL.

Each wallet also has its CLOB trade feed (``fills``, what ``GET /data/trades`` lists): the
confirmed fills behind its open positions and, for some wallets whose key can still move
collateral between match and settlement (EOAs, 7702-delegated EOAs, a few legacy proxies),
matched-but-failed fills (``RETRYING -> FAILED``, upstreams.md §2.6). A failed fill never
settled: it is in no position, no trade count and no PnL of the Data API. The whale is one of
them. Everything is a pure function of ``(seed, anchor_ms)``.
"""

from __future__ import annotations

import functools
import hashlib
import math
import random
from dataclasses import dataclass, field
from typing import Literal

from sextant.sandbox.world import address, build_world, prediction_layout

__all__ = ["DAY_S", "FillStatus", "SimFill", "SimMarket", "SimPosition", "SimWallet", "State",
           "state"]

DAY_S = 86_400
N_HISTORY_MARKETS = 90
WHALE_LOSS_USD = 32_400_000.0
EXAMPLE_KEY = "btc-150k"  # the world event behind the catalog's example market
Status = Literal["OPEN", "CLOSED", "REDEEMABLE"]
FillStatus = Literal["MATCHED", "MINED", "CONFIRMED", "RETRYING", "FAILED"]
#: Chance that a wallet of each world kind has matched-but-failed fills in its CLOB feed: a
#: plain key can move collateral inside the settlement window; a deposit wallet cannot.
GHOST_RATE = {"eoa": 0.5, "eip7702": 0.4, "poly_proxy": 0.2, "gnosis_safe": 0.2,
              "deposit_wallet": 0.0}
_WIN = {"sharp": 0.64, "neutral": 0.5, "retail": 0.38}
_STAKE = {"sharp": 900.0, "neutral": 300.0, "retail": 120.0}
_CLOSED = {"sharp": 140, "neutral": 70, "retail": 35}
_ASSETS = (("Bitcoin", 95_000), ("Ethereum", 3_400), ("Solana", 180), ("XRP", 2.4))
_QUESTIONS = ("Will the Fed cut rates in {m}?", "Will US CPI exceed 0.3% in {m}?",
              "Will the {t} win on {d}?", "Will {a} close above ${p:,} on {d}?")
_TEAMS = ("Lakers", "Celtics", "Knicks", "Spurs", "Thunder", "Chiefs", "Eagles", "Yankees")


def _hex(*parts: object) -> str:
    return "0x" + hashlib.sha256(":".join(map(str, parts)).encode()).hexdigest()


def _digits(*parts: object) -> str:
    return str(int(hashlib.sha256(":".join(map(str, parts)).encode()).hexdigest(), 16))[:77]


@dataclass(frozen=True, slots=True)
class SimMarket:
    condition_id: str
    question: str
    slug: str
    event_id: str
    event_title: str
    outcomes: tuple[str, ...]
    token_ids: tuple[str, ...]
    prices: tuple[float, ...]  # current price per outcome (1/0 once resolved)
    end_s: int
    closed: bool
    neg_risk: bool = False
    group_label: str | None = None
    volume: float = 0.0
    liquidity: float = 0.0
    key: str = ""  # the world event's key (open markets)
    category: str = ""  # the world event's category (decides the Gamma fee fields)


@dataclass(frozen=True, slots=True)
class SimPosition:
    wallet: str
    market: SimMarket
    outcome_index: int
    size: float  # shares bought
    avg_price: float
    status: Status
    realized_pnl: float
    exit_price: float | None  # sold early at; None when held to resolution or open
    last_s: int
    fills: int

    @property
    def cost(self) -> float:
        return self.size * self.avg_price

    @property
    def current_size(self) -> float:
        return 0.0 if self.status == "CLOSED" else self.size

    @property
    def current_price(self) -> float:
        return self.market.prices[self.outcome_index]

    @property
    def current_value(self) -> float:
        return self.current_size * self.current_price

    @property
    def unrealized_pnl(self) -> float:
        return 0.0 if self.status == "CLOSED" else self.current_value - self.cost

    @property
    def volume(self) -> float:
        sold = self.size * self.exit_price if self.exit_price is not None else 0.0
        return self.cost + sold


@dataclass(frozen=True, slots=True)
class SimFill:
    """One trade of the CLOB feed: matched off-chain at ``match_s``, then settled (``MINED``,
    ``CONFIRMED``) or not (``RETRYING``, ``FAILED``; ``tx_hash`` is the reverted attempt)."""

    trade_id: str
    wallet: str
    market: SimMarket
    outcome_index: int
    side: str
    size: float
    price: float
    status: FillStatus
    match_s: int
    last_update_s: int
    tx_hash: str
    trader_side: str


@dataclass(frozen=True)
class SimWallet:
    address: str
    label: str
    archetype: str
    kind: str  # world WalletKind
    positions: tuple[SimPosition, ...]
    joined_s: int
    fills: tuple[SimFill, ...] = ()  # the CLOB trade feed, newest first

    @property
    def failed_fills(self) -> tuple[SimFill, ...]:
        return tuple(f for f in self.fills if f.status == "FAILED")

    @property
    def trades(self) -> int:
        return sum(p.fills for p in self.positions)

    @property
    def volume(self) -> float:
        return sum(p.volume for p in self.positions)

    @property
    def realized_pnl(self) -> float:
        """The upstream's all-time realized PnL: CLOSED positions only."""
        return sum(p.realized_pnl for p in self.positions if p.status == "CLOSED")

    @property
    def unrealized_pnl(self) -> float:
        return sum(p.unrealized_pnl for p in self.positions if p.status != "CLOSED")


@dataclass(frozen=True)
class State:
    seed: int
    anchor_s: int
    markets: tuple[SimMarket, ...]
    wallets: tuple[SimWallet, ...]
    _by_wallet: dict[str, SimWallet] = field(default_factory=dict, repr=False)
    _by_token: dict[str, SimMarket] = field(default_factory=dict, repr=False)

    def wallet(self, addr: str) -> SimWallet | None:
        if not self._by_wallet:
            self._by_wallet.update((w.address, w) for w in self.wallets)
        return self._by_wallet.get(addr.lower())

    def market_of_token(self, token_id: str) -> SimMarket | None:
        if not self._by_token:
            self._by_token.update((t, m) for m in self.markets for t in m.token_ids)
        return self._by_token.get(token_id)

    def open_markets(self) -> tuple[SimMarket, ...]:
        return tuple(m for m in self.markets if not m.closed)

    @property
    def whale(self) -> SimWallet:
        return next(w for w in self.wallets if w.label == "whale-loser")

    @property
    def fresh(self) -> SimWallet:
        return next(w for w in self.wallets if w.label == "fresh")


# ----------------------------------------------------------------------------- markets


def _open_markets(seed: int, anchor_ms: int) -> list[SimMarket]:
    world = build_world(seed, anchor_ms)
    layout = prediction_layout(world, "polymarket")
    category = {e.key: e.category for e in world.events}
    groups = layout.events()
    out = []
    for x in layout.listings:
        yes = x.yes_price
        out.append(SimMarket(
            x.market_id, x.title, x.slug or x.market_id, x.event_id, x.event_title, x.outcomes,
            x.outcome_ids, (yes, round(1 - yes, 3)), int(x.close_time.timestamp()), False,
            neg_risk=len(groups[x.event_id]) > 1, group_label=x.group_label,
            volume=x.volume_usd, liquidity=x.liquidity_usd, key=x.event_key,
            category=category.get(x.event_key, "")))
    return out


def _history_markets(seed: int, anchor_s: int) -> list[SimMarket]:
    out = []
    for i in range(N_HISTORY_MARKETS):
        rng = random.Random(f"pm-hist:{seed}:{i}")
        end = anchor_s - rng.randrange(2, 365) * DAY_S
        day = _date(end)
        asset, level = _ASSETS[i % len(_ASSETS)]
        text = _QUESTIONS[i % len(_QUESTIONS)].format(
            m=day.split()[0], t=_TEAMS[i % len(_TEAMS)], d=day, a=asset,
            p=int(level * rng.uniform(0.9, 1.1)))
        question = f"{text[:-1]} (#{i})?"
        winner = rng.randrange(2)
        slug = "-".join("".join(c for c in w if c.isalnum()) for w in question.lower().split())
        out.append(SimMarket(
            _hex("pm-hist-cond", seed, i), question, slug,
            str(20_000 + i), question, ("Yes", "No"),
            tuple(_digits("pm-hist-token", seed, i, o) for o in ("Yes", "No")),
            (1.0, 0.0) if winner == 0 else (0.0, 1.0), end, True,
            volume=round(rng.lognormvariate(math.log(400_000), 1), 2)))
    return out


def _date(epoch_s: int) -> str:
    import datetime as dt

    return dt.datetime.fromtimestamp(epoch_s, tz=dt.UTC).strftime("%B %-d")


# ----------------------------------------------------------------------------- wallets


def _resolved(rng: random.Random, wallet: str, m: SimMarket, win_p: float, stake: float
              ) -> SimPosition:
    winner = m.prices.index(1.0)
    wins = rng.random() < win_p
    idx = winner if wins else 1 - winner
    avg = round(rng.uniform(0.2, 0.8), 3)
    size = round(stake * rng.lognormvariate(0, 0.8) / avg, 2)
    fills = rng.randint(1, 8)
    if rng.random() < 0.2:  # sold before resolution, a little better than entry if it won
        exit_px = round(min(0.99, max(0.01, avg + (0.08 if wins else -0.1) * rng.random())), 3)
        return SimPosition(wallet, m, idx, size, avg, "CLOSED", size * (exit_px - avg),
                           exit_px, m.end_s - rng.randrange(DAY_S, 5 * DAY_S), fills + 1)
    unredeemed = rng.random() < (0.1 if wins else 0.6)  # losers are often left on the books
    realized = 0.0 if unredeemed else size * (1.0 if wins else 0.0) - size * avg
    return SimPosition(wallet, m, idx, size, avg, "REDEEMABLE" if unredeemed else "CLOSED",
                       realized, None, m.end_s + (0 if unredeemed else DAY_S), fills)


def _open(rng: random.Random, wallet: str, m: SimMarket, stake: float, last_s: int
          ) -> SimPosition:
    idx = rng.randrange(len(m.outcomes))
    avg = round(min(0.97, max(0.03, m.prices[idx] + rng.uniform(-0.08, 0.05))), 3)
    size = round(stake * rng.lognormvariate(0, 0.7) / avg, 2)
    return SimPosition(wallet, m, idx, size, avg, "OPEN", 0.0, None, last_s, rng.randint(1, 4))


def _trader(seed: int, anchor_s: int, addr: str, label: str, archetype: str, kind: str,
            history: list[SimMarket], live: list[SimMarket], showcase: bool) -> SimWallet:
    rng = random.Random(f"pm-wallet:{seed}:{addr}")
    n = 720 if showcase else max(3, int(_CLOSED[archetype] * rng.lognormvariate(0, 0.5)))
    positions = [_resolved(rng, addr, rng.choice(history), _WIN[archetype], _STAKE[archetype])
                 for _ in range(n)]
    held = rng.sample(live, k=min(len(live), 6 if showcase else rng.randint(1, 4)))
    if showcase:  # the catalog's example market has the showcase among its holders
        example = next((m for m in live if m.key == EXAMPLE_KEY), live[0])
        held = [example, *(m for m in held if m is not example)]
    positions += [_open(rng, addr, m, _STAKE[archetype], anchor_s - rng.randrange(DAY_S * 20))
                  for m in held]
    joined = min(p.last_s for p in positions) - 30 * DAY_S
    return SimWallet(addr, label, archetype, kind, tuple(positions), joined)


def _whale(seed: int, anchor_s: int, history: list[SimMarket], live: list[SimMarket]
           ) -> SimWallet:
    """Lost 32.4 M over 300 resolved positions; the ten most recent all won."""
    addr = address(seed, "pm-whale", 0)
    rng = random.Random(f"pm-whale:{seed}")
    ordered = sorted(history, key=lambda m: m.end_s)
    positions = []
    for i in range(300):
        recent = i >= 290
        m = ordered[len(ordered) - 300 + i] if recent else ordered[i % (len(ordered) - 10)]
        win_p = 1.0 if recent else 0.25
        positions.append(_resolved(rng, addr, m, win_p, 6_000 if recent else 180_000))
    losers = [k for k, p in enumerate(positions) if p.status == "CLOSED" and p.realized_pnl < 0]
    rest = sum(p.realized_pnl for k, p in enumerate(positions)
               if p.status == "CLOSED" and k not in set(losers))
    scale = (-WHALE_LOSS_USD - rest) / sum(positions[k].realized_pnl for k in losers)
    for k in losers:  # scale the closed losers' sizes so the loss is exactly 32.4 M
        p = positions[k]
        positions[k] = SimPosition(addr, p.market, p.outcome_index, p.size * scale,
                                   p.avg_price, p.status, p.realized_pnl * scale, p.exit_price,
                                   p.last_s, p.fills * 12)
    example = next((m for m in live if m.key == EXAMPLE_KEY), live[0])
    positions.append(_open(rng, addr, example, 400_000, anchor_s - DAY_S))
    return SimWallet(addr, "whale-loser", "retail", "eoa", tuple(positions),
                     ordered[0].end_s - 60 * DAY_S)


def _fresh(seed: int, anchor_s: int, live: list[SimMarket]) -> SimWallet:
    addr = address(seed, "pm-fresh", 0)
    rng = random.Random(f"pm-fresh:{seed}")
    positions = tuple(_open(rng, addr, m, 50, anchor_s - DAY_S) for m in live[1:3])
    return SimWallet(addr, "fresh", "neutral", "deposit_wallet", positions, anchor_s - 3 * DAY_S)


def _with_fills(seed: int, anchor_s: int, w: SimWallet, live: list[SimMarket],
                failed: int | None = None) -> SimWallet:
    """``w`` with its CLOB feed: one confirmed fill per settled fill of each open position,
    plus ``failed`` (drawn from ``GHOST_RATE`` when ``None``) matched-but-failed fills."""
    rng = random.Random(f"pm-fills:{seed}:{w.address}")
    out = []
    for p in (x for x in w.positions if x.status == "OPEN"):
        for k in range(p.fills):
            at = p.last_s - k * rng.randrange(600, 2 * DAY_S)
            out.append(SimFill(_hex("pm-fill", seed, w.address, p.market.condition_id, k),
                               w.address, p.market, p.outcome_index, "BUY",
                               round(p.size / p.fills, 6), p.avg_price, "CONFIRMED", at,
                               at + rng.randrange(4, 40), _hex("pm-fill-tx", seed, w.address,
                                                               p.market.condition_id, k),
                               rng.choice(("TAKER", "MAKER"))))
    if failed is None:
        failed = rng.randint(1, 3) if rng.random() < GHOST_RATE.get(w.kind, 0.0) else 0
    for k in range(failed):
        m = rng.choice(live)
        idx = rng.randrange(len(m.outcomes))
        at = anchor_s - rng.randrange(3600, 20 * DAY_S)
        out.append(SimFill(_hex("pm-ghost", seed, w.address, k), w.address, m, idx, "BUY",
                           round(rng.uniform(200, 5_000), 2),
                           round(min(0.97, max(0.03, m.prices[idx])), 3), "FAILED", at,
                           at + rng.randrange(60, 900), _hex("pm-ghost-tx", seed, w.address, k),
                           "TAKER"))
    out.sort(key=lambda f: (-f.match_s, f.trade_id))
    return SimWallet(w.address, w.label, w.archetype, w.kind, w.positions, w.joined_s,
                     tuple(out))


@functools.lru_cache(maxsize=4)
def state(seed: int, anchor_ms: int) -> State:
    """The Polymarket venue of ``seed`` at ``anchor_ms`` (built once per process)."""
    anchor_s = anchor_ms // 1000
    live = _open_markets(seed, anchor_ms)
    history = _history_markets(seed, anchor_s)
    world = build_world(seed, anchor_ms)
    traders = [
        _trader(seed, anchor_s, w.address, w.label, w.archetype, w.polymarket_kind, history,
                live, w.showcase)
        for w in prediction_layout(world, "polymarket").traders]
    traders = [_with_fills(seed, anchor_s, w, live) for w in traders]
    traders += [_with_fills(seed, anchor_s, _whale(seed, anchor_s, history, live), live, 3),
                _with_fills(seed, anchor_s, _fresh(seed, anchor_s, live), live, 0)]
    return State(seed, anchor_s, tuple(live + history), tuple(traders))
