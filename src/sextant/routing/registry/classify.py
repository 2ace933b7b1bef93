"""Rule-based domain and protocol-type classification (behaviours.md §15.1), shared by the
catalog builders (as labels) and the search (as ranking signals, never filters)."""

from __future__ import annotations

import re
from collections.abc import Iterable

DOMAIN_KEYWORDS: dict[str, tuple[str, ...]] = {
    "defi": ("swap", "dex", "amm", "pool", "liquidity", "lending", "borrow", "lend", "vault",
             "yield", "perp", "perpetual", "staking", "stake", "bridge", "tvl", "pair",
             "collateral", "liquidation", "options", "derivative", "stablecoin", "farm"),
    "nfts": ("nft", "erc721", "erc1155", "collection", "collectible", "opensea", "marketplace",
             "mint", "punk", "art"),
    "dao": ("dao", "governance", "proposal", "vote", "voting", "delegate", "governor",
            "snapshot", "treasury"),
    "gaming": ("game", "gaming", "player", "quest", "play", "metaverse", "item", "guild"),
    "identity": ("ens", "name service", "domain", "identity", "attestation", "eas", "did",
                 "basename", "agent", "erc-8004", "erc8004", "reputation", "passport"),
    "infrastructure": ("block", "blocks", "oracle", "indexer", "network", "gas", "relayer",
                       "account abstraction", "bundler", "x402", "payment", "settlement",
                       "facilitator", "multisig", "safe"),
    "social": ("social", "profile", "post", "follow", "lens", "farcaster", "friend"),
    "analytics": ("analytics", "stats", "statistics", "metrics", "dashboard", "tracker",
                  "snapshot"),
}

PROTOCOL_TYPE_KEYWORDS: dict[str, tuple[str, ...]] = {
    "dex": ("dex", "swap", "swaps", "amm", "pair", "pairs", "pool", "pools", "exchange",
            "trading", "uniswap", "sushiswap", "pancakeswap", "curve", "balancer",
            "aerodrome", "velodrome", "camelot", "quickswap", "trader joe"),
    "lending": ("lending", "lend", "borrow", "borrows", "loan", "loans", "collateral",
                "liquidation", "liquidations", "aave", "compound", "morpho", "spark",
                "money market", "cdp"),
    "bridge": ("bridge", "bridging", "cross-chain", "crosschain", "relay"),
    "staking": ("staking", "stake", "staked", "restaking", "validator", "lido", "liquid staking"),
    "options": ("option", "options", "strike", "expiry"),
    "perpetuals": ("perp", "perps", "perpetual", "perpetuals", "futures", "leverage",
                   "funding rate", "open interest"),
    "nft-marketplace": ("nft marketplace", "opensea", "blur", "looksrare", "nft sales",
                        "nft trades"),
    "yield-aggregator": ("yield", "vault", "vaults", "farm", "aggregator", "autocompound",
                         "apy"),
    "governance": ("governance", "proposal", "proposals", "vote", "votes", "voting",
                   "delegate", "delegates", "governor", "dao"),
    "name-service": ("ens", "name service", "domain name", "domains", "basename", "basenames"),
    "prediction-market": ("prediction market", "prediction markets", "polymarket", "betting",
                          "outcome", "conditional token", "conditional tokens"),
    "payments": ("x402", "payment", "payments", "settlement", "settlements", "facilitator"),
    "agent-registry": ("erc-8004", "erc8004", "8004", "agent registry", "agent0"),
}

#: Minimum keyword score for a protocol type label on catalog rows.
_MIN_TYPE_SCORE = 2

_CACHE: dict[str, re.Pattern[str]] = {}


def _pattern(words: Iterable[str]) -> re.Pattern[str]:
    key = "|".join(words)
    pat = _CACHE.get(key)
    if pat is None:
        pat = re.compile(r"(?<![a-z0-9])(" + key.replace(".", r"\.") + r")(?![a-z0-9])")
        _CACHE[key] = pat
    return pat


def _hits(text: str, words: tuple[str, ...]) -> int:
    return len(_pattern(words).findall(text))


def infer_domains(text: str) -> list[str]:
    """Domains whose keywords appear in ``text`` (word boundaries), best first."""
    low = text.lower()
    scored = [(d, _hits(low, kw)) for d, kw in DOMAIN_KEYWORDS.items()]
    return [d for d, s in sorted(scored, key=lambda x: -x[1]) if s > 0]


def infer_protocol_types(text: str) -> list[str]:
    """Protocol types whose keywords appear in ``text``, best first."""
    low = text.lower()
    scored = [(t, _hits(low, kw)) for t, kw in PROTOCOL_TYPE_KEYWORDS.items()]
    return [t for t, s in sorted(scored, key=lambda x: -x[1]) if s > 0]


def classify(
    name: str, description: str, entity_names: Iterable[str], categories: Iterable[str] = ()
) -> tuple[str, str, float]:
    """``(domain, protocol_type, confidence)`` of a subgraph: name hits +3, schema +2,
    description +1, self-reported category +5."""
    ents = " ".join(_split_camel(e) for e in entity_names).lower()
    name_l, desc_l = name.lower(), description.lower()
    cats = " ".join(categories).lower()

    def score(words: tuple[str, ...]) -> int:
        return (3 * _hits(name_l, words) + 2 * _hits(ents, words) + _hits(desc_l, words)
                + 5 * _hits(cats, words))

    dom_scores = {d: score(kw) for d, kw in DOMAIN_KEYWORDS.items()}
    domain, dscore = max(dom_scores.items(), key=lambda x: x[1])
    type_scores = {t: score(kw) for t, kw in PROTOCOL_TYPE_KEYWORDS.items()}
    ptype, tscore = max(type_scores.items(), key=lambda x: x[1])
    total = sum(dom_scores.values()) or 1
    return (
        domain if dscore > 0 else "unknown",
        ptype if tscore >= _MIN_TYPE_SCORE else "general",
        round(dscore / total, 2),
    )


def _split_camel(name: str) -> str:
    return re.sub(r"(?<=[a-z0-9])(?=[A-Z])", " ", name)


_NAME_NOISE = {"staging", "dev", "test", "old", "legacy", "full", "minimal", "analytics", "one",
               "chain", "mainnet", "alt", "prod", "new", "subgraph", "by", "the"}


def protocol_slug(name: str, network: str) -> str:
    """A protocol slug from a display name: ``"Aave V3 Arbitrum One"`` -> ``"aave-v3"``."""
    from sextant.subgraphs import networks  # local: networks has no classify dependency

    net_words = set(re.findall(r"[a-z0-9]+", f"{network} {networks.display(network)}".lower()))
    for alias, net in networks.ALIASES.items():
        if net == network:
            net_words.update(re.findall(r"[a-z0-9]+", alias))
    words = [w for w in re.findall(r"[a-z0-9]+", split_camel_words(name).lower())
             if w not in net_words and w not in _NAME_NOISE and not w.isdigit()]
    return "-".join(words[:4]) or "unknown"


def split_camel_words(name: str) -> str:
    return _split_camel(name)
