"""Network names: aliases to The Graph's canonical network ids, testnet markers, chain ids."""

from __future__ import annotations

import re

#: Canonical Graph network id -> (display name, EVM chain id or None, is_testnet).
NETWORKS: dict[str, tuple[str, int | None, bool]] = {
    "mainnet": ("Ethereum", 1, False),
    "base": ("Base", 8453, False),
    "bsc": ("BNB Chain", 56, False),
    "arbitrum-one": ("Arbitrum One", 42161, False),
    "matic": ("Polygon", 137, False),
    "optimism": ("Optimism", 10, False),
    "avalanche": ("Avalanche", 43114, False),
    "zksync-era": ("zkSync Era", 324, False),
    "linea": ("Linea", 59144, False),
    "gnosis": ("Gnosis", 100, False),
    "fantom": ("Fantom", 250, False),
    "celo": ("Celo", 42220, False),
    "scroll": ("Scroll", 534352, False),
    "blast-mainnet": ("Blast", 81457, False),
    "mantle": ("Mantle", 5000, False),
    "unichain": ("Unichain", 130, False),
    "monad": ("Monad", 143, False),
    "sonic": ("Sonic", 146, False),
    "berachain": ("Berachain", 80094, False),
    "moonbeam": ("Moonbeam", 1284, False),
    "aurora": ("Aurora", 1313161554, False),
    "boba": ("Boba", 288, False),
    "cronos": ("Cronos", 25, False),
    "harmony": ("Harmony", 1666600000, False),
    "polygon-zkevm": ("Polygon zkEVM", 1101, False),
    "arbitrum-nova": ("Arbitrum Nova", 42170, False),
    "osmosis": ("Osmosis", None, False),
    "near-mainnet": ("NEAR", None, False),
    "solana-mainnet-beta": ("Solana", None, False),
    "sepolia": ("Sepolia", 11155111, True),
    "base-sepolia": ("Base Sepolia", 84532, True),
    "arbitrum-sepolia": ("Arbitrum Sepolia", 421614, True),
    "optimism-sepolia": ("Optimism Sepolia", 11155420, True),
    "polygon-amoy": ("Polygon Amoy", 80002, True),
    "holesky": ("Holesky", 17000, True),
    "goerli": ("Goerli", 5, True),
    "chapel": ("BNB Testnet", 97, True),
    "fuji": ("Avalanche Fuji", 43113, True),
    "mumbai": ("Polygon Mumbai", 80001, True),
}

#: Words people use for a network -> canonical id. Multi-word aliases are matched first.
ALIASES: dict[str, str] = {
    "ethereum": "mainnet", "eth mainnet": "mainnet", "mainnet": "mainnet", "eth": "mainnet",
    "ethereum mainnet": "mainnet", "l1": "mainnet",
    "base": "base", "base mainnet": "base",
    "bsc": "bsc", "bnb": "bsc", "bnb chain": "bsc", "binance": "bsc",
    "binance smart chain": "bsc", "bnb smart chain": "bsc",
    "arbitrum": "arbitrum-one", "arbitrum one": "arbitrum-one", "arbitrum-one": "arbitrum-one",
    "arb": "arbitrum-one",
    "polygon": "matic", "matic": "matic", "polygon pos": "matic", "pol": "matic",
    "optimism": "optimism", "op mainnet": "optimism", "op": "optimism",
    "avalanche": "avalanche", "avax": "avalanche", "avalanche c-chain": "avalanche",
    "zksync": "zksync-era", "zksync era": "zksync-era", "zksync-era": "zksync-era",
    "linea": "linea", "gnosis": "gnosis", "xdai": "gnosis", "gnosis chain": "gnosis",
    "fantom": "fantom", "ftm": "fantom", "celo": "celo", "scroll": "scroll",
    "blast": "blast-mainnet", "mantle": "mantle", "unichain": "unichain", "monad": "monad",
    "sonic": "sonic", "berachain": "berachain", "moonbeam": "moonbeam", "aurora": "aurora",
    "boba": "boba", "cronos": "cronos", "harmony": "harmony",
    "polygon zkevm": "polygon-zkevm", "arbitrum nova": "arbitrum-nova", "osmosis": "osmosis",
    "near": "near-mainnet", "solana": "solana-mainnet-beta",
    "sepolia": "sepolia", "base sepolia": "base-sepolia", "base-sepolia": "base-sepolia",
    "arbitrum sepolia": "arbitrum-sepolia", "optimism sepolia": "optimism-sepolia",
    "amoy": "polygon-amoy", "polygon amoy": "polygon-amoy", "holesky": "holesky",
    "goerli": "goerli", "chapel": "chapel", "bsc testnet": "chapel", "fuji": "fuji",
    "mumbai": "mumbai",
}

#: Substrings that mark a testnet network id (the reference registry's list).
TESTNET_MARKERS = (
    "sepolia", "goerli", "testnet", "devnet", "chapel", "fuji", "holesky", "mumbai", "amoy",
    "baobab", "rinkeby", "kovan",
)

_ALIAS_RE = re.compile(
    r"(?<![\w-])(" + "|".join(
        re.escape(a) for a in sorted(ALIASES, key=len, reverse=True)
    ) + r")(?![\w-])",
    re.IGNORECASE,
)
_AMBIGUOUS = {"eth", "op", "pol", "base", "arb", "near", "l1"}
_TOKEN_LIKE = {"eth", "op", "pol", "arb"}  # also token symbols: need "chain"/"network" after


def canonical(name: str) -> str:
    """The canonical Graph network id of ``name`` (itself when unknown)."""
    key = name.strip().lower()
    return ALIASES.get(key, key)


def is_testnet(network: str) -> bool:
    """True for test networks (by the registry's markers)."""
    net = network.lower()
    if net in NETWORKS:
        return NETWORKS[net][2]
    return any(m in net for m in TESTNET_MARKERS)


def networks_in(text: str) -> list[str]:
    """Canonical networks named in ``text``, in order of appearance, without duplicates.

    Ambiguous short words ("eth", "op", "base", "near"...) count only next to a chain word
    ("on base", "base chain") or in a compact request, so "the base fee" is not Base.
    """
    found: list[str] = []
    for match in _ALIAS_RE.finditer(text):
        word = match.group(1).lower()
        if word in _AMBIGUOUS and not _chain_context(text, match.start(), match.end(),
                                                     after_only=word in _TOKEN_LIKE):
            continue
        net = ALIASES[word]
        if net not in found:
            found.append(net)
    return found


def _chain_context(text: str, start: int, end: int, after_only: bool = False) -> bool:
    before = text[max(0, start - 12):start].lower()
    after = text[end:end + 10].lower()
    if after_only:  # a token symbol too: lower case after "on" ("pools on arb") is the chain
        return bool(re.match(r"^\s*(chain|network|mainnet|l1)\b", after)) or (
            text[start:end].islower() and re.search(r"\b(on|via)\s+$", before) is not None)
    return bool(
        re.search(r"\b(on|in|for|from|of|at|via)\s+$", before)
        or re.match(r"^\s*(chain|network|mainnet|l2)\b", after)
        or re.match(r"^\s*[,)/]", after)
        or end == len(text.rstrip(" ?.!"))
    )


def display(network: str) -> str:
    """A human name for ``network``."""
    return NETWORKS.get(network, (network, None, False))[0]


def chain_id(network: str) -> int | None:
    """EVM chain id of ``network`` when known."""
    return NETWORKS.get(network, ("", None, False))[1]
