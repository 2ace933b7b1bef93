"""The seeded world of paid x402 services behind the discovery-API simulator.

Seeded from the real service list in ``../shared/fixtures/x402/dune/agentic_market_services.csv``
(an export of api.agentic.market, 995 rows) when it is present, then grown synthetically from
the same categories to ``DEFAULT_SIZE`` services. Each listing is rendered either as an x402
v1 item (``maxAmountRequired``, network names, ISO ``lastUpdated``) or a v2 item (``amount``,
CAIP-2 networks, unix-seconds ``lastUpdated``), as the real Bazaar mixes both. About 58% of
sellers still answer a valid 402 (akari probed 462 of 791 hosts live).
"""

from __future__ import annotations

import csv
import hashlib
import os
import random
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from sextant.bazaar.networks import BY_CAIP2, to_caip2
from sextant.sandbox import world as shared_world

DEFAULT_SIZE = 15_600
LIVE_SHARE = 462 / 791
EPOCH = 1_763_000_000  # 2025-11-13: listings were last updated within 90 days before it
SEED_ENV = "SEXTANT_BAZAAR_SEED_CSV"

USDC = {
    "eip155:8453": "0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913",
    "eip155:84532": "0x036CbD53842c5426634e7929541eC2318f3dCF7e",
    "eip155:137": "0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359",
    "eip155:1": "0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48",
    "eip155:42161": "0xaf88d065e77c8cC2239327C5EDb3A432268e5831",
    "eip155:10": "0x0b2C639c533813f4Aa9D7837CAf62653d097Ff85",
    "eip155:43114": "0xB97EF9Ef8734C71904D8002F8b6Bc66Dd9c48a6E",
    "solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp": "EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v",
}

# Synthetic growth: per category, (topic nouns, actions, output fields).
_TOPICS: dict[str, tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]] = {
    "Data": (("token price", "wallet balance", "weather forecast", "stock quote", "nft floor",
              "defi yield", "gas price", "exchange rate", "company filings", "sports scores",
              "crypto news", "onchain transfers", "dex liquidity", "perp funding",
              "prediction market odds", "air quality", "flight status", "earthquake feed"),
             ("lookup", "history", "snapshot", "screen", "stream", "report"),
             ("price", "timestamp", "symbol", "volume", "change_24h", "source")),
    "Inference": (("chat completion", "text embedding", "image generation", "speech to text",
                   "text to speech", "code review", "summarization", "translation",
                   "sentiment analysis", "document ocr", "image captioning", "moderation"),
                  ("generate", "complete", "classify", "analyze", "transcribe"),
                  ("output", "tokens", "model", "latency_ms", "finish_reason")),
    "Social": (("twitter profile", "farcaster casts", "reddit threads", "telegram channel",
                "influencer ranking", "social sentiment", "follower graph", "trending topics"),
               ("search", "profile", "feed", "rank", "mentions"),
               ("handle", "followers", "engagement", "posts", "score")),
    "Travel": (("hotel availability", "flight fares", "restaurant reviews", "car rental",
                "visa rules", "travel itinerary", "attraction tickets"),
               ("search", "details", "photos", "reviews", "book"),
               ("location", "rating", "price", "currency", "availability")),
    "Search": (("web search", "news search", "academic papers", "patent search",
                "product search", "code search"),
               ("search", "crawl", "extract", "answer"),
               ("title", "url", "snippet", "rank", "published_at")),
    "Infra": (("rpc endpoint", "ipfs pinning", "domain lookup", "email verification",
               "sms delivery", "proxy bandwidth", "captcha solving", "uptime check"),
              ("call", "pin", "resolve", "verify", "send"),
              ("status", "id", "result", "cost", "region")),
    "Media": (("video render", "music generation", "meme generator", "stock photos",
               "podcast transcript"),
              ("render", "generate", "fetch", "upscale"),
              ("url", "duration", "format", "width", "height")),
    "Trading": (("trade signal", "copy trading", "arbitrage scanner", "liquidation alerts",
                 "whale tracker", "orderbook depth"),
                ("signal", "scan", "alert", "backtest"),
                ("side", "entry", "confidence", "pnl", "asset")),
    "Storage": (("file storage", "key value store", "vector database", "backup archive"),
                ("put", "get", "query", "list"),
                ("key", "size", "etag", "expires_at")),
}
_CATEGORY_WEIGHTS = {"Data": 40, "Inference": 16, "Social": 10, "Travel": 6, "Search": 8,
                     "Infra": 8, "Media": 5, "Trading": 5, "Storage": 2}
_HOST_WORDS = ("alpha", "nova", "orbit", "pixel", "quant", "atlas", "ember", "lumen", "vector",
               "cobalt", "zenith", "prism", "delta", "kite", "ridge", "harbor", "echo", "flux",
               "signal", "mosaic", "tally", "ledger", "bridge", "crest", "spark", "grove")
_TLDS = ("xyz", "ai", "io", "dev", "app", "com", "net", "fun")


@dataclass
class Listing:
    """One paid resource as the facilitator catalogued it."""

    resource: str
    method: str
    service_name: str
    description: str
    category: str
    price_atomic: int
    networks: list[str]  # CAIP-2
    pay_to: str
    scheme: str = "exact"
    version: int = 2
    last_updated: int = EPOCH
    output_fields: tuple[str, ...] = ()
    mime_type: str = "application/json"
    alive: bool = True
    calls_30d: int = 0
    payers_30d: int = 0
    tags: list[str] = field(default_factory=list)
    _rendered: dict[str, Any] | None = field(default=None, repr=False, compare=False)

    def output_schema(self) -> dict[str, Any]:
        return {"type": "object",
                "properties": {f: {"type": "string", "description": f.replace("_", " ")}
                               for f in self.output_fields}}

    def accepts(self) -> list[dict[str, Any]]:
        """The payment options, in the item's protocol version."""
        out = []
        for net in self.networks:
            asset = USDC.get(net, USDC["eip155:8453"])
            if self.version == 1:
                out.append({
                    "scheme": self.scheme, "network": BY_CAIP2.get(net, net),
                    "maxAmountRequired": str(self.price_atomic), "resource": self.resource,
                    "description": self.description, "mimeType": self.mime_type,
                    "payTo": self.pay_to, "maxTimeoutSeconds": 60, "asset": asset,
                    "outputSchema": {"input": {"type": "http", "method": self.method},
                                     "output": self.output_schema()},
                    "extra": {"name": "USD Coin", "version": "2"},
                })
            else:
                out.append({
                    "scheme": self.scheme, "network": net, "amount": str(self.price_atomic),
                    "asset": asset, "payTo": self.pay_to, "maxTimeoutSeconds": 300,
                    "extra": {"name": "USD Coin", "version": "2"},
                })
        return out

    def item(self) -> dict[str, Any]:
        """The ``/discovery/resources`` item (v1 or v2 shape), rendered once."""
        if self._rendered is None:
            self._rendered = self._render()
        return self._rendered

    def _render(self) -> dict[str, Any]:
        base: dict[str, Any] = {"resource": self.resource, "type": "http",
                                "x402Version": self.version, "accepts": self.accepts()}
        if self.version == 1:
            stamp = datetime.fromtimestamp(self.last_updated, UTC)
            base["lastUpdated"] = stamp.isoformat(timespec="milliseconds").replace("+00:00", "Z")
            base["metadata"] = {"category": self.category, "serviceName": self.service_name}
            return base
        base.update({
            "lastUpdated": self.last_updated, "description": self.description,
            "mimeType": self.mime_type, "serviceName": self.service_name, "tags": self.tags,
            "extensions": {"bazaar": {"info": {
                "input": {"type": "http", "method": self.method},
                "output": {"type": "json", "schema": self.output_schema()}}}},
            "quality": {"l30DaysTotalCalls": self.calls_30d,
                        "l30DaysUniquePayers": self.payers_30d},
        })
        return base


def _address(text: str) -> str:
    return "0x" + hashlib.sha256(text.encode()).hexdigest()[:40]


def seed_csv() -> Path | None:
    """The real service list: ``$SEXTANT_BAZAAR_SEED_CSV``, else ``shared/fixtures`` beside
    the repository, else none (the world is then synthetic only)."""
    env = os.environ.get(SEED_ENV)
    candidates = [Path(env)] if env else []
    rel = Path("x402") / "dune" / "agentic_market_services.csv"
    for parent in Path(__file__).resolve().parents:
        candidates.append(parent / "shared" / "fixtures" / rel)
    candidates.append(Path("/work/shared/fixtures") / rel)
    return next((p for p in candidates if p.is_file()), None)


def _seed_rows(rng: random.Random) -> list[Listing]:
    path = seed_csv()
    if path is None:
        return []
    out: dict[str, Listing] = {}
    with path.open(newline="") as fh:
        for row in csv.DictReader(fh):
            url = row["endpoint_url"].strip()
            if not url.startswith("http") or url in out:
                continue
            nets = [n for n in (to_caip2(x) for x in row["networks_csv"].split(",") if x) if n]
            amount = row["amount"].strip()
            scheme = "exact" if amount and float(amount) > 0 else "upto"
            price = round(float(amount) * 1e6) if scheme == "exact" else 50_000
            method = (row["endpoint_method"].split(",")[0].strip() or "POST").upper()
            path_words = " ".join(p for p in url.split("/")[3:] if p and not p.startswith(":"))
            out[url] = Listing(
                resource=url, method=method, service_name=row["name"],
                description=(f"{row['name']} ({row['domain']}): {row['category']} API, "
                             f"{method} {path_words}".strip())[:500],
                category=row["category"], price_atomic=price,
                networks=nets or ["eip155:8453"],
                pay_to=row["pay_to"].strip() or _address(row["domain"]), scheme=scheme,
                output_fields=("result", "status"),
            )
    return list(out.values())


def _synthetic(rng: random.Random, n: int, taken: set[str]) -> list[Listing]:
    cats = list(_CATEGORY_WEIGHTS)
    weights = [_CATEGORY_WEIGHTS[c] for c in cats]
    out: list[Listing] = []
    while len(out) < n:
        cat = rng.choices(cats, weights)[0]
        topics, actions, fields = _TOPICS[cat]
        topic, action = rng.choice(topics), rng.choice(actions)
        host = f"{rng.choice(_HOST_WORDS)}{rng.choice(_HOST_WORDS)}.{rng.choice(_TLDS)}"
        slug = topic.replace(" ", "-")
        url = f"https://{host}/api/v{rng.randint(1, 3)}/{slug}/{action}"
        if url in taken:
            continue
        taken.add(url)
        price = rng.choice((1_000, 2_000, 5_000, 10_000, 10_000, 20_000, 50_000, 100_000,
                            250_000, 1_000_000))
        nets = rng.choices((["eip155:8453"], ["eip155:8453", "solana:5eykt4UsFv8P8NJdTREpY1vz"
                            "qKqZKvdp"], ["eip155:84532"], ["eip155:137"], ["eip155:42161"]),
                           (70, 12, 8, 6, 4))[0]
        name = host.split(".")[0].title()
        out.append(Listing(
            resource=url, method=rng.choice(("GET", "POST")), service_name=name,
            description=f"{name}: {topic} {action} for agents. Returns "
                        f"{', '.join(rng.sample(fields, 3))} as JSON; pay per call.",
            category=cat, price_atomic=price, networks=list(nets), pay_to=_address(host),
            scheme="exact" if rng.random() > 0.05 else "upto",
            output_fields=tuple(rng.sample(fields, 3)), tags=[cat.lower(), slug],
        ))
    return out


class World:
    """Every listing, in catalogue order, with the mutations a facilitator sees."""

    def __init__(self, listings: list[Listing]) -> None:
        self.listings: dict[str, Listing] = {x.resource: x for x in listings}

    def page(self, offset: int, limit: int) -> list[Listing]:
        return list(self.listings.values())[offset: offset + limit]

    def add(self, listing: Listing) -> None:
        self.listings[listing.resource] = listing

    def remove(self, resource: str) -> None:
        self.listings.pop(resource, None)

    def touch(self, resource: str, **changes: Any) -> None:
        """Change a listing and bump its ``lastUpdated`` (as a new settlement does)."""
        listing = self.listings[resource]
        for key, value in changes.items():
            setattr(listing, key, value)
        listing.last_updated += 3600
        listing._rendered = None

    def get(self, resource: str) -> Listing | None:
        return self.listings.get(resource)


def _shared_agents(seed: int) -> list[Listing]:
    """The shared world's x402 agents, listed at their endpoints with their own ``pay_to``."""
    out = []
    for agent in shared_world.agent_layout(shared_world.build_world(seed)).agents:
        if not (agent.x402_support and agent.pay_to):
            continue
        for name, url in agent.endpoints:
            if url.startswith("https://"):
                out.append(Listing(
                    resource=url, method="POST", service_name=agent.name,
                    description=f"{agent.name} ({name} endpoint): {agent.description}"[:500],
                    category="Agents", price_atomic=10_000, networks=["eip155:8453"],
                    pay_to=agent.pay_to, output_fields=("result", "status"),
                    payers_30d=agent.feedback_count, tags=["erc-8004", name.lower()],
                    alive=agent.endpoints_live))
    return out


def build_world(seed: int, size: int = DEFAULT_SIZE) -> World:
    """The seeded world: the real list and the shared world's agents first, then synthetic
    listings up to ``size``."""
    rng = random.Random(seed)
    listings = _seed_rows(rng)
    taken = {x.resource for x in listings}
    listings += [x for x in _shared_agents(seed) if x.resource not in taken]
    listings += _synthetic(rng, max(0, size - len(listings)), {x.resource for x in listings})
    for x in listings:
        x.version = 1 if rng.random() < 0.4 else 2
        x.last_updated = EPOCH - rng.randint(0, 90 * 86_400)
        x.alive = rng.random() < LIVE_SHARE if x.category != "Agents" else x.alive
        x.calls_30d = int(rng.paretovariate(1.2) * 10) if x.alive else rng.randint(0, 3)
        x.payers_30d = max(0, min(x.calls_30d, int(x.calls_30d * rng.uniform(0.05, 0.6))))
    return World(listings)
