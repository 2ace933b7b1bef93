"""Tokenising for search: camelCase and version splits, light stemming, stopwords."""

from __future__ import annotations

import re

_CAMEL = re.compile(r"(?<=[a-z])(?=[A-Z])|(?<=[A-Za-z])(?=[Vv]\d\b)")
_TOKEN = re.compile(r"[a-z0-9]+")

_STOP = """
a an the of on in for to from by with and or is are was be me my i you we it its this that
these those what which who how show get give find list fetch want need please can could would
should do does all any some data info information about query queries subgraph subgraphs graph
using use via at as latest recent last top most over per into than then there their them tell
lookup look up see let s whats where when much many best biggest largest new current today now
time past days day hours week month network chain chains onchain on-chain
"""
STOPWORDS = frozenset(re.findall(r"\S+", _STOP))

#: Short forms people type -> the token catalog names use.
SYNONYMS = {
    "uni": "uniswap", "univ2": "uniswap", "univ3": "uniswap", "univ4": "uniswap",
    "pancake": "pancakeswap", "cake": "pancakeswap", "sushi": "sushiswap", "maker": "makerdao",
    "mkr": "makerdao", "aerodrom": "aerodrome", "velo": "velodrome", "joe": "trader",
    "8004": "erc8004", "erc8004": "erc8004", "basenames": "basename", "lsd": "staking",
    "perps": "perpetual", "perp": "perpetual", "nfts": "nft", "amm": "dex",
}


def split_camel(text: str) -> str:
    return _CAMEL.sub(" ", text)


def stem(token: str) -> str:
    """Plural -> singular for longer words (pools -> pool, liquidities -> liquidity)."""
    if len(token) > 4 and token.endswith("ies"):
        return token[:-3] + "y"
    if len(token) > 3 and token.endswith("s") and not token.endswith(("ss", "us", "is")):
        return token[:-1]
    return token


def tokens(text: str, *, drop_stopwords: bool = False) -> list[str]:
    """Lower-case stemmed tokens of ``text`` (``UniV3-Base`` -> ``uni v3 base``)."""
    raw = _TOKEN.findall(split_camel(text).lower().replace("erc-8004", "erc8004"))
    out = []
    for tok in raw:
        if drop_stopwords and tok in STOPWORDS:
            continue
        tok = SYNONYMS.get(tok, tok)
        out.append(stem(tok))
    return out
