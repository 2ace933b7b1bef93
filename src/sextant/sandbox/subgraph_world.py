"""A deterministic synthetic Graph network of 15,500+ subgraphs for sandbox mode.

The head of the distribution is real: every starter-catalog subgraph (real IDs) is present,
plus rows named after the registry's published top tables with their published volumes. The
long tail is synthetic: protocol deployments and forks across networks in the registry's
proportions (NETWORKS.md), testnets, denied and unallocated deployments, personal test
subgraphs, with heavy-tailed usage. Same seed, same world.

Records carry what the network serves (names, networks, schemas, usage); the catalog's derived
fields (example queries, the classification of unlabelled subgraphs) are routing's job:
``sextant.routing.registry.world_catalog`` loads this world the way a full sync would.
"""

from __future__ import annotations

import hashlib
import math
import random
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from sextant.subgraphs import networks
from sextant.subgraphs.gql_schema import fingerprint
from sextant.subgraphs.records import SubgraphRecord, reliability_score
from sextant.subgraphs.schema_families import entities_of, enums_of, sdl_of
from sextant.subgraphs.starter import load_starter, starter_records, title

WORLD_SIZE = 15_620
NOW = 1_790_000_000  # the world's clock (2026-09-21)

#: Network weights from the registry's network index, then a tail.
NETWORK_WEIGHTS: dict[str, int] = {
    "mainnet": 2469, "base": 1827, "bsc": 1652, "arbitrum-one": 1431, "matic": 1303,
    "optimism": 578, "sepolia": 561, "avalanche": 449, "zksync-era": 375, "linea": 323,
    "base-sepolia": 287, "gnosis": 285, "fantom": 260, "celo": 200, "scroll": 190,
    "blast-mainnet": 180, "mantle": 160, "unichain": 150, "sonic": 150, "berachain": 140,
    "monad": 120, "arbitrum-sepolia": 140, "polygon-amoy": 90, "holesky": 80, "moonbeam": 70,
    "aurora": 40, "boba": 30, "cronos": 60, "harmony": 40, "polygon-zkevm": 60,
    "arbitrum-nova": 40, "optimism-sepolia": 60,
}

#: (protocol slug, family, protocol type, domain, typical networks, popularity 0-1).
PROTOCOLS: list[tuple[str, str, str, str, tuple[str, ...], float]] = [
    ("uniswap-v2", "uniswap-v2", "dex", "defi", ("mainnet", "base", "arbitrum-one", "matic",
     "optimism", "bsc", "avalanche", "unichain"), 0.95),
    ("uniswap-v3", "uniswap-v3", "dex", "defi", ("mainnet", "base", "arbitrum-one", "matic",
     "optimism", "bsc", "avalanche", "celo", "zksync-era", "linea", "blast-mainnet",
     "scroll", "sepolia", "base-sepolia"), 1.0),
    ("uniswap-v4", "uniswap-v4", "dex", "defi", ("mainnet", "base", "arbitrum-one", "matic",
     "optimism", "bsc", "unichain", "avalanche", "blast-mainnet", "sepolia",
     "base-sepolia"), 0.95),
    ("sushiswap", "uniswap-v2", "dex", "defi", ("mainnet", "arbitrum-one", "matic", "avalanche",
     "bsc", "fantom", "gnosis", "celo"), 0.6),
    ("sushiswap-v3", "uniswap-v3", "dex", "defi", ("mainnet", "arbitrum-one", "base",
     "matic"), 0.5),
    ("pancakeswap-v2", "uniswap-v2", "dex", "defi", ("bsc", "mainnet", "base", "arbitrum-one"),
     0.7),
    ("pancakeswap-v3", "uniswap-v3", "dex", "defi", ("bsc", "mainnet", "base", "arbitrum-one",
     "zksync-era", "linea"), 0.8),
    ("aerodrome", "messari-dex-amm", "dex", "defi", ("base",), 0.85),
    ("velodrome", "messari-dex-amm", "dex", "defi", ("optimism",), 0.7),
    ("camelot-v3", "uniswap-v3", "dex", "defi", ("arbitrum-one",), 0.6),
    ("quickswap-v3", "uniswap-v3", "dex", "defi", ("matic", "polygon-zkevm"), 0.6),
    ("trader-joe", "messari-dex-amm", "dex", "defi", ("avalanche", "arbitrum-one", "bsc"), 0.5),
    ("balancer-v2", "messari-dex-amm", "dex", "defi", ("mainnet", "arbitrum-one", "matic",
     "gnosis", "base", "optimism", "avalanche"), 0.65),
    ("curve-finance", "messari-dex-amm", "dex", "defi", ("mainnet", "arbitrum-one", "matic",
     "optimism", "avalanche", "fantom", "gnosis"), 0.7),
    ("kyberswap-elastic", "uniswap-v3", "dex", "defi", ("mainnet", "arbitrum-one", "matic",
     "avalanche"), 0.35),
    ("thena", "messari-dex-amm", "dex", "defi", ("bsc",), 0.35),
    ("syncswap", "messari-dex-amm", "dex", "defi", ("zksync-era", "linea", "scroll"), 0.35),
    ("maverick", "messari-dex-amm", "dex", "defi", ("mainnet", "base", "zksync-era"), 0.3),
    ("aave-v2", "messari-lending", "lending", "defi", ("mainnet", "matic", "avalanche"), 0.6),
    ("aave-v3", "messari-lending", "lending", "defi", ("mainnet", "base", "arbitrum-one",
     "matic", "optimism", "avalanche", "gnosis", "bsc", "scroll", "zksync-era", "linea",
     "sonic", "sepolia", "base-sepolia"), 0.9),
    ("compound-v2", "messari-lending", "lending", "defi", ("mainnet",), 0.5),
    ("compound-v3", "messari-lending", "lending", "defi", ("mainnet", "base", "arbitrum-one",
     "matic", "optimism", "scroll"), 0.75),
    ("morpho-blue", "messari-lending", "lending", "defi", ("mainnet", "base"), 0.75),
    ("spark-lend", "messari-lending", "lending", "defi", ("mainnet", "gnosis"), 0.5),
    ("radiant-v2", "messari-lending", "lending", "defi", ("arbitrum-one", "bsc"), 0.35),
    ("venus", "messari-lending", "lending", "defi", ("bsc",), 0.55),
    ("benqi", "messari-lending", "lending", "defi", ("avalanche",), 0.35),
    ("moonwell", "messari-lending", "lending", "defi", ("base", "optimism", "moonbeam"), 0.5),
    ("silo-finance", "messari-lending", "lending", "defi", ("mainnet", "arbitrum-one",
     "sonic"), 0.3),
    ("euler-finance", "messari-lending", "lending", "defi", ("mainnet", "base"), 0.35),
    ("gmx", "messari-perp", "perpetuals", "defi", ("arbitrum-one", "avalanche"), 0.7),
    ("gains-network", "messari-perp", "perpetuals", "defi", ("arbitrum-one", "matic",
     "base"), 0.5),
    ("synthetix-perps", "messari-perp", "perpetuals", "defi", ("optimism", "base"), 0.45),
    ("vertex", "messari-perp", "perpetuals", "defi", ("arbitrum-one", "mantle"), 0.3),
    ("lyra", "messari-options", "options", "defi", ("optimism", "arbitrum-one"), 0.25),
    ("premia", "messari-options", "options", "defi", ("arbitrum-one",), 0.2),
    ("across-v2", "messari-bridge", "bridge", "defi", ("mainnet", "arbitrum-one", "optimism",
     "base", "matic"), 0.45),
    ("stargate", "messari-bridge", "bridge", "defi", ("mainnet", "arbitrum-one", "optimism",
     "bsc", "avalanche", "base"), 0.5),
    ("hop-protocol", "messari-bridge", "bridge", "defi", ("mainnet", "arbitrum-one",
     "optimism", "matic"), 0.3),
    ("synapse", "messari-bridge", "bridge", "defi", ("mainnet", "arbitrum-one", "bsc"), 0.25),
    ("beefy-finance", "messari-yield", "yield-aggregator", "defi", ("bsc", "matic", "arbitrum-one",
     "base", "optimism", "avalanche", "fantom"), 0.45),
    ("yearn-v2", "messari-yield", "yield-aggregator", "defi", ("mainnet", "fantom",
     "arbitrum-one"), 0.45),
    ("convex-finance", "messari-yield", "yield-aggregator", "defi", ("mainnet",), 0.4),
    ("lido", "staking", "staking", "defi", ("mainnet",), 0.85),
    ("rocket-pool", "staking", "staking", "defi", ("mainnet",), 0.5),
    ("eigenlayer", "staking", "staking", "defi", ("mainnet",), 0.6),
    ("uniswap-governance", "messari-governance", "governance", "dao", ("mainnet",), 0.4),
    ("compound-governance", "messari-governance", "governance", "dao", ("mainnet",), 0.35),
    ("ens-governance", "messari-governance", "governance", "dao", ("mainnet",), 0.3),
    ("arbitrum-dao", "messari-governance", "governance", "dao", ("arbitrum-one",), 0.4),
    ("optimism-governance", "messari-governance", "governance", "dao", ("optimism",), 0.35),
    ("opensea-seaport", "nft-marketplace", "nft-marketplace", "nfts", ("mainnet", "base",
     "matic", "arbitrum-one"), 0.6),
    ("blur", "nft-marketplace", "nft-marketplace", "nfts", ("mainnet", "blast-mainnet"), 0.45),
    ("looksrare", "nft-marketplace", "nft-marketplace", "nfts", ("mainnet",), 0.25),
    ("zora", "erc721", "general", "nfts", ("base", "mainnet", "optimism"), 0.45),
    ("cryptopunks", "erc721", "general", "nfts", ("mainnet",), 0.4),
    ("bored-ape-yacht-club", "erc721", "general", "nfts", ("mainnet",), 0.35),
    ("pudgy-penguins", "erc721", "general", "nfts", ("mainnet",), 0.3),
    ("basenames", "ens", "name-service", "identity", ("base",), 0.6),
    ("ens", "ens", "name-service", "identity", ("mainnet", "sepolia"), 0.8),
    ("space-id", "ens", "name-service", "identity", ("bsc", "arbitrum-one"), 0.25),
    ("eas", "attestation", "general", "identity", ("mainnet", "base", "optimism",
     "arbitrum-one", "linea", "scroll"), 0.45),
    ("gitcoin-passport", "attestation", "general", "identity", ("optimism", "base",
     "linea"), 0.3),
    ("agent0", "erc8004-agent0", "agent-registry", "identity", ("base", "mainnet", "bsc",
     "matic", "monad", "sepolia", "base-sepolia"), 0.5),
    ("x402", "x402-settlement", "payments", "infrastructure", ("base", "base-sepolia",
     "matic"), 0.5),
    ("polymarket", "prediction-market", "prediction-market", "defi", ("matic",), 0.8),
    ("limitless", "prediction-market", "prediction-market", "defi", ("base",), 0.4),
    ("azuro", "prediction-market", "prediction-market", "gaming", ("matic", "gnosis",
     "base"), 0.35),
    ("omen", "prediction-market", "prediction-market", "defi", ("gnosis",), 0.2),
    ("lens-protocol", "social", "general", "social", ("matic",), 0.35),
    ("farcaster-ids", "social", "general", "social", ("optimism",), 0.3),
    ("friend-tech", "social", "general", "social", ("base",), 0.25),
    ("aavegotchi", "gaming", "general", "gaming", ("matic", "base"), 0.3),
    ("pixels", "gaming", "general", "gaming", ("matic",), 0.25),
    ("blocks", "blocks", "general", "infrastructure", tuple(NETWORK_WEIGHTS), 0.55),
    ("safe-multisig", "erc20", "general", "infrastructure", ("mainnet", "base", "arbitrum-one",
     "matic", "gnosis"), 0.4),
    ("erc20-balances", "erc20", "general", "analytics", ("mainnet", "base", "bsc", "matic",
     "arbitrum-one"), 0.45),
    ("the-graph", "graph-network", "general", "infrastructure", ("arbitrum-one", "mainnet"),
     0.6),
    ("chainlink-feeds", "messari-generic", "general", "infrastructure", ("mainnet",
     "arbitrum-one", "base", "matic"), 0.4),
    ("token-stats", "messari-generic", "general", "analytics", ("mainnet", "base", "bsc"), 0.3),
]
_PERSONAL = ("my-subgraph", "test-subgraph", "example", "demo", "hello-world", "sandbox",
             "tutorial", "playground", "indexer-test", "scratch")
_FORK_WORDS = ("fork", "clone", "finance", "swap", "dex", "labs", "protocol", "exchange", "v2")
_FORK_PREFIX = ("moon", "sun", "astro", "pepe", "doge", "frog", "based", "turbo", "degen",
                "shiba", "hyper", "zen", "nova", "omni", "fluid", "lumen", "velo", "arc",
                "ember", "kraken", "orbit", "pulse", "quantum", "river", "stellar", "tidal")
_B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"


@dataclass
class World:
    """The synthetic network: records plus the schema of every fingerprint."""

    records: list[SubgraphRecord]
    schemas: dict[str, dict[str, Any]]  # fingerprint -> {entities, enums, family, sdl}

    def by_id(self) -> dict[str, SubgraphRecord]:
        return {r.id: r for r in self.records}


def b58id(seed: str, length: int = 44) -> str:
    """A deterministic base58 string (subgraph-ID shaped)."""
    digest = hashlib.sha256(seed.encode()).digest() + hashlib.sha256(seed[::-1].encode()).digest()
    num = int.from_bytes(digest, "big")
    out: list[str] = []
    while len(out) < length:
        num, rem = divmod(num, 58)
        out.append(_B58[rem])
    return "".join(out)


def _family_schemas() -> dict[str, dict[str, Any]]:
    from sextant.subgraphs.schema_families import FAMILIES

    out = {}
    for family in FAMILIES:
        ents, enums = entities_of(family), enums_of(family)
        out[family] = {"fingerprint": fingerprint(ents), "entities": ents, "enums": enums,
                       "family": family, "sdl": sdl_of(family)}
    return out


@lru_cache(maxsize=4)
def build_world(seed: int = 402, size: int = WORLD_SIZE) -> World:
    """The world for ``seed`` (cached per process)."""
    rng = random.Random(seed)
    fams = _family_schemas()
    schemas = {f["fingerprint"]: f for f in fams.values()}
    records: list[SubgraphRecord] = []

    for rec in starter_records(load_starter()):
        _stats(rec, rng, popularity=0.9 if rec.query_volume_30d else 0.6, served=True)
        rec.active_allocations = rec.active_allocations and max(1, rec.active_allocations)
        records.append(rec)

    nets = list(NETWORK_WEIGHTS)
    weights = [NETWORK_WEIGHTS[n] for n in nets]
    i = 0
    while len(records) < size:
        i += 1
        roll = rng.random()
        if roll < 0.62:
            proto, family, ptype, domain, pnets, pop = rng.choice(PROTOCOLS)
            net = rng.choice(pnets) if rng.random() < 0.8 else rng.choices(nets, weights)[0]
            name, desc, pop, kind = _deployment_name(rng, proto, net, ptype, pop)
        elif roll < 0.82:
            base = rng.choice(PROTOCOLS)
            proto, family, ptype, domain = f"{_fork_name(rng)}", base[1], base[2], base[3]
            net = rng.choices(nets, weights)[0]
            name = title(proto) + rng.choice(["", f" {networks.display(net)}", " V2", " V3"])
            desc = (f"{title(proto)}: a {ptype if ptype != 'general' else domain} protocol "
                    f"forked from {title(base[0])} on {networks.display(net)}")
            pop, kind = 0.15 * rng.random(), "fork"
        else:
            proto = rng.choice(_PERSONAL)
            family = rng.choice(list(fams))
            ptype, domain = "general", "unknown"
            net = rng.choices(nets, weights)[0]
            name = f"{proto}-{rng.randint(1, 999)}"
            desc = rng.choice(["", "test deployment", "work in progress", "my first subgraph"])
            pop, kind = 0.03 * rng.random(), "personal"
        fam = fams[family]
        sid = b58id(f"{seed}:{i}:{name}")
        rec = SubgraphRecord(
            id=sid, display_name=name, network=net, deployment="Qm" + b58id(f"dep:{sid}", 44),
            description=desc, protocol=proto, protocol_type=ptype, domain=domain,
            categories=[ptype] if ptype != "general" else [], source=f"synthetic:{kind}",
        )
        rec.schema_fingerprint = fam["fingerprint"]
        rec.entity_names = [e["name"] for e in fam["entities"]]
        served = rng.random() < (0.85 * pop + 0.2 if kind != "personal" else 0.08)
        _stats(rec, rng, pop, served)
        rec.contract_addresses = [
            {"kind": "ethereum/contract", "name": rec.entity_names[0],
             "address": "0x" + hashlib.sha256(f"{sid}:{k}".encode()).hexdigest()[:40],
             "network": net, "startBlock": rng.randint(1_000_000, 20_000_000)}
            for k in range(rng.randint(1, 3))
        ]
        records.append(rec)
    return World(records=records, schemas=schemas)


def _deployment_name(rng: random.Random, proto: str, net: str, ptype: str,
                     pop: float) -> tuple[str, str, float, str]:
    pretty, netname = title(proto), networks.display(net)
    style = rng.random()
    if style < 0.45:
        name, kind, factor = f"{pretty} {netname}", "deployment", 1.0
    elif style < 0.7:
        name, kind, factor = f"{proto}-{net}", "deployment", 0.8
    elif style < 0.85:
        name, kind, factor = f"{proto}-{net}-{rng.randint(2, 9)}", "redeploy", 0.4
    elif style < 0.93:
        name = f"{pretty} {netname} {rng.choice(['Staging', 'Dev', 'Test', 'Old', 'Legacy'])}"
        kind, factor = "staging", 0.1
    else:
        name, kind, factor = f"{pretty} {rng.choice(['Analytics', 'Full', 'Minimal'])}", \
            "variant", 0.5
    what = ptype if ptype != "general" else "protocol"
    desc = rng.choice([
        f"{pretty} {what} data on {netname}",
        f"Indexes {pretty} on {netname}: core entities, daily snapshots and events",
        f"{pretty} subgraph for {netname}",
        "",
    ])
    return name, desc, pop * factor * rng.uniform(0.3, 1.0), kind


def _fork_name(rng: random.Random) -> str:
    return f"{rng.choice(_FORK_PREFIX)}{rng.choice(_FORK_WORDS)}"


def _stats(rec: SubgraphRecord, rng: random.Random, popularity: float, served: bool) -> None:
    """Heavy-tailed usage driven by ``popularity``; testnets light; ~2 % denied."""
    testnet = networks.is_testnet(rec.network)
    scale = popularity * (0.2 if testnet else 1.0)
    if not rec.query_volume_30d:
        rec.query_volume_30d = int(10 ** (scale * 8 * rng.uniform(0.6, 1.05))) if served else 0
    rec.signal = round(10 ** (scale * 5 * rng.uniform(0.3, 1.0)), 2)
    rec.stake = round(10 ** (scale * 7 * rng.uniform(0.4, 1.0)), 2) if served else 0.0
    rec.query_fees = round(rec.query_volume_30d * 4e-5 * rng.uniform(0.5, 2), 4)
    rec.active_allocations = (1 + int(scale * 12 * rng.random())) if served else 0
    rec.denied_at = NOW - rng.randint(1, 900) * 86400 if rng.random() < 0.02 and not rec.real \
        else 0
    rec.created_at = NOW - int(86400 * (30 + math.floor(rng.random() * 1800)))
    rec.updated_at = min(NOW, rec.created_at + int(86400 * rng.random() * 600))
    if rec.real and rec.reliability:
        return
    rec.reliability = reliability_score(rec.signal, rec.stake, rec.query_fees,
                                        rec.query_volume_30d, rec.denied)
