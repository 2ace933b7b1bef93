"""Payment-network names <-> CAIP-2 ids (x402 v1 names, CDP labels, ``eip155:<id>``)."""

from __future__ import annotations

import re

SOLANA_MAINNET = "solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp"
SOLANA_DEVNET = "solana:EtWTRABZaYq6iMfeYKouRu166VPAaxTy"

#: Canonical short name -> CAIP-2. The names are x402 v1's network names.
BY_NAME: dict[str, str] = {
    "base": "eip155:8453",
    "base-sepolia": "eip155:84532",
    "ethereum": "eip155:1",
    "sepolia": "eip155:11155111",
    "polygon": "eip155:137",
    "polygon-amoy": "eip155:80002",
    "optimism": "eip155:10",
    "arbitrum": "eip155:42161",
    "avalanche": "eip155:43114",
    "avalanche-fuji": "eip155:43113",
    "bsc": "eip155:56",
    "sei": "eip155:1329",
    "iotex": "eip155:4689",
    "abstract": "eip155:2741",
    "peaq": "eip155:3338",
    "story": "eip155:1514",
    "xlayer": "eip155:196",
    "solana": SOLANA_MAINNET,
    "solana-devnet": SOLANA_DEVNET,
}
BY_CAIP2: dict[str, str] = {v: k for k, v in BY_NAME.items()}

#: Other spellings seen in discovery listings and from callers.
ALIASES: dict[str, str] = {
    "base-mainnet": "base", "base mainnet": "base", "mainnet": "ethereum", "eth": "ethereum",
    "ethereum-mainnet": "ethereum", "matic": "polygon", "polygon-mainnet": "polygon",
    "matic-mainnet": "polygon", "op": "optimism", "optimism-mainnet": "optimism",
    "arbitrum-one": "arbitrum", "arbitrum-mainnet": "arbitrum", "avax": "avalanche",
    "avalanche-mainnet": "avalanche", "bnb": "bsc", "bsc-mainnet": "bsc",
    "solana-mainnet": "solana", "sol": "solana", "base sepolia": "base-sepolia",
}

_EIP155 = re.compile(r"^eip155:(\d{1,12})$")
_CAIP2 = re.compile(r"^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$")


def to_caip2(value: str) -> str | None:
    """The CAIP-2 id of a network name or id (``Base``, ``base``, ``eip155:8453``);
    ``None`` when the value names no network we know and is not CAIP-2 shaped."""
    raw = value.strip()
    low = raw.lower()
    match = _EIP155.match(low)
    if match:
        return f"eip155:{int(match.group(1))}"
    name = ALIASES.get(low, low)
    if name in BY_NAME:
        return BY_NAME[name]
    if raw.startswith("solana:") and _CAIP2.match(raw):
        return raw  # solana genesis hashes are case sensitive
    if _CAIP2.match(low):
        return low
    return None


def display_name(caip2: str) -> str:
    """The short name of a CAIP-2 id (``eip155:8453`` -> ``base``), else the id itself."""
    return BY_CAIP2.get(caip2, caip2)
