"""Draw the shared sandbox world from a seed: wallets, events, tokens, pools and agents.

Everything is a pure function of ``(seed, anchor_ms)``; times are offsets from the anchor (the
hour a simulator was built), so the world always looks current. The showcase wallet is the
same on every seed; every other address is derived from the seed.
"""

from __future__ import annotations

import functools
import hashlib
import math
import random
import re
from datetime import UTC, datetime, timedelta

from sextant.sandbox.world.entities import (
    Agent,
    Archetype,
    Event,
    Listing,
    Pool,
    PredictionVenue,
    Token,
    Wallet,
    WalletKind,
    World,
)
from sextant.sandbox.world.events import EVENT_SPECS, EventSpec, Framing

__all__ = ["DEFAULT_SEED", "N_AGENTS", "N_WALLETS", "SHOWCASE_WALLET", "address", "build_world"]

DEFAULT_SEED = 402
N_WALLETS = 48
N_AGENTS = 30
SHOWCASE_WALLET = "0x5b5d51203a0f9079f8aeb098a6523a13f298c060"
BASE_CHAIN_ID = 8453

_VENUE_SHARE = {"hyperliquid": 0.8, "polymarket": 0.7, "kalshi": 0.4, "limitless": 0.35,
                "uniswap": 0.6}
_KINDS: tuple[tuple[WalletKind, float], ...] = (
    ("deposit_wallet", 0.3), ("gnosis_safe", 0.3), ("poly_proxy", 0.25), ("eoa", 0.1),
    ("eip7702", 0.05))
_DATE_STYLE = {"polymarket": ("%B %-d", "%B"), "kalshi": ("%b %-d, %Y", "%B %Y"),
               "limitless": ("%b %-d", "%b")}
_TICK = {"polymarket": 3, "kalshi": 2, "limitless": 3}


def address(seed: int, kind: str, i: int) -> str:
    """A deterministic 20-byte address for the ``i``-th entity of ``kind``."""
    return "0x" + hashlib.sha256(f"world:{seed}:{kind}:{i}".encode()).hexdigest()[:40]


def _digits(*parts: object) -> str:
    """A 77-digit decimal id (the shape of Polymarket and Limitless token ids)."""
    return str(int(hashlib.sha256(":".join(map(str, parts)).encode()).hexdigest(), 16))[:77]


def _slug(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")


# ----------------------------------------------------------------------------- wallets


def _wallets(seed: int) -> tuple[Wallet, ...]:
    out = [Wallet(SHOWCASE_WALLET, "showcase", "sharp", tuple(_VENUE_SHARE), "deposit_wallet",
                  x402_payments=1_240, x402_spend_usd=61.4, showcase=True)]
    for i in range(1, N_WALLETS):
        rng = random.Random(f"world-wallet:{seed}:{i}")
        roll = rng.random()
        archetype: Archetype = "sharp" if roll < 0.15 else "retail" if roll < 0.6 else "neutral"
        venues = tuple(v for v, share in _VENUE_SHARE.items() if rng.random() < share)
        if len(venues) < 2:
            venues = ("hyperliquid", "polymarket")
        kind = rng.choices([k for k, _ in _KINDS], [w for _, w in _KINDS])[0]
        pays = rng.random() < 0.6
        n = int(rng.lognormvariate(math.log(40), 1.2)) if pays else 0
        out.append(Wallet(address(seed, "wallet", i), f"wallet-{i:02d}", archetype, venues, kind,
                          n, round(n * rng.uniform(0.005, 0.08), 2)))
    return tuple(out)


# ----------------------------------------------------------------------------- events


def _fill(text: str, venue: str, close: datetime) -> str:
    date_fmt, month_fmt = _DATE_STYLE[venue]
    return (text.replace("{date}", close.strftime(date_fmt))
            .replace("{month}", close.strftime(month_fmt))
            .replace("{year}", close.strftime("%Y")).replace("{yy}", close.strftime("%y"))
            .replace("{yymon}", close.strftime("%y%b").upper())
            .replace("{yymmdd}", close.strftime("%y%b%d").upper()))


def _listing(seed: int, spec: EventSpec, f: Framing, anchor: datetime) -> Listing:
    rng = random.Random(f"world-listing:{seed}:{spec.key}:{f.venue}")
    close = (anchor + timedelta(days=f.close_days)).replace(minute=0, second=0, microsecond=0)
    title = _fill(f.title, f.venue, close)
    price = round(min(0.99, max(0.01, spec.probability + f.skew + rng.gauss(0, 0.006))),
                  _TICK[f.venue])
    group_key = spec.group or spec.key
    group_title = _fill(f.group_title, f.venue, close) if f.group_title else title
    venue: PredictionVenue
    outcome_ids: tuple[str, ...]
    if f.venue == "kalshi":
        venue, ticker = "kalshi", _fill(f.ticker, "kalshi", close)
        market_id, event_id, slug = ticker, ticker.rsplit("-", 1)[0], None
        outcome_ids = (f"{ticker}:yes", f"{ticker}:no")
    elif f.venue == "polymarket":
        venue = "polymarket"
        market_id = "0x" + hashlib.sha256(f"pm-cond:{seed}:{spec.key}".encode()).hexdigest()
        event_id = str(10_000 + int(_digits("pm-event", seed, group_key)[:6]) % 90_000)
        slug = _slug(title)
        outcome_ids = tuple(_digits("pm-token", seed, spec.key, o) for o in f.outcomes)
    else:
        venue = "limitless"
        stamp = 1_740_000_000_000 + int(_digits("lm", seed, spec.key)[:9])
        market_id = slug = f"{_slug(title)}-{stamp}"
        group_stamp = 1_740_000_000 + int(_digits("lm-group", seed, group_key)[:6])
        event_id = f"{_slug(group_title)}-{group_stamp}" if spec.group else market_id
        outcome_ids = tuple(_digits("lm-token", seed, spec.key, o) for o in f.outcomes)
    volume = rng.lognormvariate(math.log(250_000 if venue == "polymarket" else 40_000), 1.0)
    listed = None if f.listed_hours is None else anchor - timedelta(hours=f.listed_hours)
    return Listing(venue, spec.key, market_id, title, f.outcomes, outcome_ids, price, close,
                   event_id, group_title, slug, f.group_label, round(volume, 2),
                   round(volume * rng.uniform(0.05, 0.3), 2), listed)


def _events(seed: int, anchor: datetime) -> tuple[Event, ...]:
    return tuple(
        Event(spec.key, spec.topic, spec.category, spec.probability,
              tuple(_listing(seed, spec, f, anchor) for f in spec.framings), spec.near_miss_of)
        for spec in EVENT_SPECS)


# ----------------------------------------------------------------------------- tokens and pools

#: (chain, address, symbol, name, decimals, price, coingecko id): real contract addresses.
_BLUE_CHIPS = (
    ("base", "0x833589fcd6edb6e08f4c7c32d4f71b54bda02913", "USDC", "USD Coin", 6, 1.0,
     "usd-coin"),
    ("base", "0x4200000000000000000000000000000000000006", "WETH", "Wrapped Ether", 18, 3_500.0,
     "weth"),
    ("ethereum", "0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48", "USDC", "USD Coin", 6, 1.0,
     "usd-coin"),
    ("ethereum", "0xc02aaa39b223fe8d0a0e5c4f27ead9083c756cc2", "WETH", "Wrapped Ether", 18,
     3_500.0, "weth"),
)
_NORMAL = (("DEGEN", "Degen", 0.004), ("AERO", "Aerodrome", 0.9), ("BRETT", "Brett", 0.05),
           ("TOSHI", "Toshi", 0.0003), ("VIRTUAL", "Virtual Protocol", 1.6),
           ("MORPHO", "Morpho", 1.9), ("UNI", "Uniswap", 9.0), ("LINK", "Chainlink", 18.0))
_HONEYPOTS = (("USDC", "USD Coin"), ("PEPE", "Pepe"), ("WETH", "Wrapped Ether"),
              ("TRUMP", "Official Trump"))


def _tokens(seed: int) -> tuple[Token, ...]:
    out = [Token(c, a, s, n, d, "blue_chip", p, g) for c, a, s, n, d, p, g in _BLUE_CHIPS]
    for i, (symbol, name, price) in enumerate(_NORMAL):
        chain = "base" if i % 3 else "ethereum"
        out.append(Token(chain, address(seed, "token", i), symbol, name, 18, "normal", price,
                         _slug(name)))
    for i, (symbol, name) in enumerate(_HONEYPOTS):
        rng = random.Random(f"world-honeypot:{seed}:{i}")
        out.append(Token("base", address(seed, "honeypot", i), symbol, name, 18, "honeypot",
                         rng.uniform(0.0001, 2.0), None, buy_tax=rng.choice([0.0, 0.05]),
                         sell_tax=1.0))
    for i in range(6):
        out.append(Token("ethereum", address(seed, "spam", i), f"ease.org-{i}",
                         "ease.org airdrop", 18, "spam", 0.0, None))
    return tuple(out)


#: (chain, symbol, name, kind, price, coingecko id): the swapdex's edge cases, drawn after the
#: core tokens so their addresses never shift the others'.
_EDGE_TOKENS = (
    ("ethereum", "DORM", "Dormant Finance", "stale", 0.12, "dormant-finance"),
    ("base", "PEPE", "Pepe Classic", "thin", 0.00002, None),
    ("ethereum", "ONDO", "Ondo", "unlisted", 0.95, "ondo-finance"),
    ("ethereum", "ONDO", "ONDO", "squatter", 0.0, None),
    ("ethereum", "ENA", "Ethena", "unlisted", 0.55, "ethena"),
    ("solana", "SOL", "Solana", "non_evm", 180.0, "solana"),
)
SOL_MINT = "so11111111111111111111111111111111111111112"


def _edge_tokens(seed: int) -> tuple[Token, ...]:
    return tuple(
        Token(c, SOL_MINT if kind == "non_evm" else address(seed, "edge-token", i), symbol,
              name, 18, kind, price, cg)  # type: ignore[arg-type]
        for i, (c, symbol, name, kind, price, cg) in enumerate(_EDGE_TOKENS))


def _edge_pools(seed: int, tokens: tuple[Token, ...]) -> tuple[Pool, ...]:
    """A spam pool and a second-version pool on UNI (ranking by TVL would pick the spam), and
    one pool each for the thin, stale and squatter tokens."""
    weth = {t.chain: t for t in tokens if t.symbol == "WETH" and t.kind == "blue_chip"}
    uni = next(t for t in tokens if t.symbol == "UNI" and t.kind == "normal")
    spam = next(t for t in tokens if t.kind == "spam")
    out = [Pool("ethereum", address(seed, "edge-pool", 0), "v3", spam.address, uni.address,
                10000, 6.5e12, 4.0, spam=True),
           Pool("ethereum", address(seed, "edge-pool", 1), "v3", uni.address,
                weth["ethereum"].address, 3000, 420_000.0, 95_000.0)]
    tvl = {"thin": (2_500.0, 900.0), "stale": (60_000.0, 4_000.0), "squatter": (7_000.0, 40.0)}
    for i, t in enumerate(x for x in tokens if x.kind in tvl):
        out.append(Pool(t.chain, address(seed, "edge-pool", 2 + i), "v3", t.address,
                        weth[t.chain].address, 10000, *tvl[t.kind]))
    return tuple(out)


#: (symbol, name, price, coingecko id, 24h volume): Ethereum tokens trading on a v3 pool
#: against WETH, so the narrative cohort has a real flow ranking to hold social hype against.
_NARRATIVE = (("PENDLE", "Pendle", 4.2, "pendle", 1_900_000.0),
              ("LDO", "Lido DAO", 1.8, "lido-dao", 3_400_000.0),
              ("AAVE", "Aave", 150.0, "aave", 8_800_000.0),
              ("CRV", "Curve DAO", 0.6, "curve-dao-token", 2_600_000.0),
              ("GRT", "The Graph", 0.2, "the-graph", 750_000.0),
              ("FET", "Fetch.ai", 1.3, "fetch-ai", 1_200_000.0))


def _narrative(seed: int, weth: Token) -> tuple[tuple[Token, ...], tuple[Pool, ...]]:
    """The narrative cohort's tokens and their v3 pools (drawn last: no other address moves)."""
    tokens, pools = [], []
    for i, (symbol, name, price, cg, volume) in enumerate(_NARRATIVE):
        t = Token("ethereum", address(seed, "narrative-token", i), symbol, name, 18, "normal",
                  price, cg)
        tokens.append(t)
        pools.append(Pool("ethereum", address(seed, "narrative-pool", i), "v3", t.address,
                          weth.address, 3000, volume * 4, volume))
    return tuple(tokens), tuple(pools)


def _pools(seed: int, tokens: tuple[Token, ...]) -> tuple[Pool, ...]:
    weth = {t.chain: t for t in tokens if t.symbol == "WETH" and t.kind == "blue_chip"}
    usdc = {t.chain: t for t in tokens if t.symbol == "USDC" and t.kind == "blue_chip"}
    out = [Pool(c, address(seed, "pool-weth-usdc", k), "v3", weth[c].address, usdc[c].address,
                500, 180e6 if c == "ethereum" else 95e6, 220e6 if c == "ethereum" else 140e6)
           for k, c in enumerate(sorted(weth))]
    for i, t in enumerate(x for x in tokens if x.kind != "blue_chip"):
        rng = random.Random(f"world-pool:{seed}:{t.address}")
        spam = t.kind == "spam"
        tvl = rng.uniform(1e11, 1e13) if spam else rng.lognormvariate(math.log(
            2e6 if t.kind == "normal" else 4e4), 0.8)
        volume = rng.uniform(0, 50) if spam else tvl * rng.uniform(0.05, 1.5)
        out.append(Pool(t.chain, address(seed, "pool", i), rng.choice(["v2", "v3", "v4"]),
                        t.address, weth[t.chain].address, rng.choice([500, 3000, 10000]),
                        round(tvl, 2), round(volume, 2), spam))
    return tuple(out)


# ----------------------------------------------------------------------------- agents

_AGENT_NAMES = ("Sextant", "PerpScout", "OddsOracle", "PoolPatrol", "HoneypotHound", "GasGuru",
                "NarrativeNet", "VaultVoyager", "SpreadSeeker", "LedgerLens")


def _agents(seed: int, anchor: datetime, wallets: tuple[Wallet, ...]) -> tuple[Agent, ...]:
    out = []
    for i in range(1, N_AGENTS + 1):
        rng = random.Random(f"world-agent:{seed}:{i}")
        base = _AGENT_NAMES[(i - 1) % len(_AGENT_NAMES)]
        name = base if i <= len(_AGENT_NAMES) else f"{base} {i // len(_AGENT_NAMES) + 1}"
        host = f"https://{_slug(name)}.agents.example"
        owner = wallets[(i * 7) % len(wallets)].address if rng.random() < 0.5 else address(
            seed, "agent-owner", i)
        x402 = rng.random() < 0.7
        endpoints = () if rng.random() < 0.1 else (
            ("A2A", f"{host}/.well-known/agent-card.json"), ("MCP", f"{host}/mcp"),
            ("web", host))
        n_feedback = int(rng.lognormvariate(math.log(12), 1.3)) if rng.random() < 0.8 else 0
        out.append(Agent(
            agent_id=i, chain_id=BASE_CHAIN_ID, owner=owner, name=name,
            description=f"{name}: a sandbox agent that sells onchain data over x402.",
            endpoints=endpoints, pay_to=address(seed, "agent-pay-to", i) if x402 else None,
            x402_support=x402,
            registered_at=anchor - timedelta(days=rng.uniform(2, 300)),
            feedback_count=n_feedback,
            feedback_avg=round(rng.uniform(35, 98), 1) if n_feedback else None,
            endpoints_live=rng.random() < 0.85))
    return tuple(out)


# ----------------------------------------------------------------------------- the world


@functools.lru_cache(maxsize=8)
def build_world(seed: int = DEFAULT_SEED, anchor_ms: int = 1_790_000_000_000) -> World:
    """The world of ``seed`` as seen at ``anchor_ms`` (cached per process)."""
    anchor = datetime.fromtimestamp(anchor_ms / 1000, tz=UTC)
    wallets = _wallets(seed)
    core = _tokens(seed)
    tokens = core + _edge_tokens(seed)
    pools = _pools(seed, core) + _edge_pools(seed, tokens)
    weth = next(t for t in core if t.chain == "ethereum" and t.symbol == "WETH")
    narrative_tokens, narrative_pools = _narrative(seed, weth)
    tokens, pools = tokens + narrative_tokens, pools + narrative_pools
    return World(seed, anchor, wallets, _events(seed, anchor), tokens, pools,
                 _agents(seed, anchor, wallets))
