"""Uniswap's facts: one subgraph id per (chain, version) on The Graph's gateway.

IDs from upstreams.md §5.2, column A (docs.uniswap.org, several public repositories and
DefiLlama's yield-server agree on them) wherever column A has one; Base v2 exists only in the
original service's map (column B), so that row is B's. A chain/version without a row has no
subgraph here, and the swapdex skips that version on that chain. Pools are ranked by volume,
never by TVL (behaviours.md §17.13).
"""

from __future__ import annotations

from typing import Literal, get_args

__all__ = [
    "CHAINS", "EXAMPLE_TOKEN", "EXAMPLE_TOKEN_CHAIN", "SUBGRAPHS", "SUBGRAPH_BY_ID",
    "VERSION_PREFERENCE", "Chain", "Version", "subgraph_id",
]

Chain = Literal["ethereum", "base", "arbitrum", "polygon", "optimism", "bsc"]
Version = Literal["v2", "v3", "v4"]
CHAINS: tuple[str, ...] = get_args(Chain)
#: behaviours.md §7: v3, then v4, then v2, unless a request pins one.
VERSION_PREFERENCE: tuple[Version, ...] = ("v3", "v4", "v2")

SUBGRAPHS: dict[tuple[str, str], str] = {
    ("ethereum", "v2"): "A3Np3RQbaBA6oKJgiwDJeo5T3zrYfGHPWFYayMwtNDum",
    ("base", "v2"): "DbcUmZwXBYbNZvLuDEvcmFa4uAWwwjrdX8dVFg1AUVKa",
    ("ethereum", "v3"): "5zvR82QoaXYFyDEKLZ9t6v9adgnptxYpKpSbxtgVENFV",
    ("base", "v3"): "43Hwfi3dJSoGpyas9VwNoDAv55yjgGrPpNSmbQZArzMG",
    ("arbitrum", "v3"): "FbCGRftH4a3yZugY7TnbYgPJVEv2LvMT6oF1fxPe9aJM",
    ("polygon", "v3"): "3hCPRGf4z88VC5rsBKU5AA9FBBq5nF3jbKJG7VZCbhjm",
    ("optimism", "v3"): "Cghf4LfVqPiFw6fp6Y5X5Ubc8UpmUhSfJL82zwiBFLaj",
    ("bsc", "v3"): "F85MNzUGYqgSHSHRGgeVMNsdnW1KtZSVgFULumXRZTw2",
    ("ethereum", "v4"): "DiYPVdygkfjDWhbxGSqAQxwBKmfKnkWQojqeM2rkLb3G",
    ("base", "v4"): "Gqm2b5J85n1bhCyDMpGbtbVn4935EvvdyHdHrx3dibyj",
    ("arbitrum", "v4"): "G5TsTKNi8yhPSV7kycaE23oWbqv9zzNqR49FoEQjzq1r",
    ("polygon", "v4"): "CwpebM66AH5uqS5sreKij8yEkkPcHvmyEs7EwFtdM5ND",
    ("optimism", "v4"): "6RBtsmGUYfeLeZsYyxyKSUiaA6WpuC69shMEQ1Cfuj9u",
    ("bsc", "v4"): "2qQpC8inZPZL4tYfRQPFGZhsE8mYzE67n5z3Yf5uuKMu",
}
SUBGRAPH_BY_ID: dict[str, tuple[str, str]] = {v: k for k, v in SUBGRAPHS.items()}

#: The catalog's example: UNI on Ethereum (mainnet UNI's real contract in the live service; the
#: sandbox world's UNI under the same symbol).
EXAMPLE_TOKEN = "UNI"
EXAMPLE_TOKEN_CHAIN = "ethereum"


def subgraph_id(chain: str, version: str) -> str | None:
    """The pinned subgraph of ``version`` on ``chain`` (None when there is none)."""
    return SUBGRAPHS.get((chain, version))
