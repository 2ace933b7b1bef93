"""Tokenising for search: camelCase and version splits, light stemming, stopwords."""

from __future__ import annotations

import re
from collections.abc import Container

_CAMEL = re.compile(r"(?<=[a-z])(?=[A-Z][a-z])|(?<=[A-Za-z])(?=[Vv]\d\b)")
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


#: Words that name a protocol without its name (a token it issues, its category's famous
#: member): the search weighs that protocol's subgraphs above word matches and popularity.
PROTOCOL_ALIASES = {
    "steth": "lido", "wsteth": "lido", "ldo": "lido", "restaking": "eigenlayer",
    "restake": "eigenlayer", "restaked": "eigenlayer", "eigen": "eigenlayer",
    "reth": "rocket-pool", "rpl": "rocket-pool", "frxeth": "frax-ether-staking",
    "sfrxeth": "frax-ether-staking", "cbeth": "coinbase-wrapped-staked-eth",
    "eeth": "etherfi", "weeth": "etherfi", "ezeth": "renzo", "glp": "gmx",
    "graphnetwork": "the-graph", "grt": "the-graph", "univ3": "uniswap-v3",
    "univ2": "uniswap-v2", "univ4": "uniswap-v4", "stableswap": "curve-finance",
    "minipool": "rocket-pool", "minipools": "rocket-pool",
}
#: The Graph's own network, named outright or by its participants ("the graph indexers").
_OWN_NETWORK = re.compile(r"\bthe graph(?:'s| protocol'?s?)?(?: own)? (?:network|protocol|"
                          r"indexers?|delegat\w*|curat\w*|allocations?)\b", re.I)
#: A name is its name service's ("nick.eth" -> ENS, "jesse.base.eth" -> Basenames).
_NAMES = ((re.compile(r"\bbase\.eth\b", re.I), "basenames"),  # also ".base.eth names"
          (re.compile(r"\b[a-z0-9-]+\.eth\b", re.I), "ens"))


def protocol_aliases(text: str) -> list[str]:
    """The protocols ``text`` names by an alias (``stETH`` -> ``lido``) or by a name it
    serves (``nick.eth`` -> ``ens``)."""
    for pattern, service in _NAMES:
        if pattern.search(text):
            return [service]
    words = _TOKEN.findall(split_camel(_OWN_NETWORK.sub("graphnetwork", text)).lower())
    return list(dict.fromkeys(PROTOCOL_ALIASES[w] for w in words if w in PROTOCOL_ALIASES))


_PHRASES = re.compile(r"\b(?:the )?graph network\b", re.I)


def split_camel(text: str) -> str:
    """``PoolDayData`` -> ``Pool Day Data``, ``UniV3`` -> ``Uni V3``; ``stETH`` stays whole."""
    return _CAMEL.sub(" ", _PHRASES.sub("graphnetwork", text))


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


def within_one_edit(a: str, b: str) -> bool:
    """True when ``a`` and ``b`` differ by one insertion, deletion, substitution or swap."""
    if a == b:
        return True
    la, lb = len(a), len(b)
    if abs(la - lb) > 1:
        return False
    if la == lb:
        diff = [i for i in range(la) if a[i] != b[i]]
        if len(diff) == 1:
            return True
        return len(diff) == 2 and diff[1] == diff[0] + 1 and a[diff[0]] == b[diff[1]] \
            and a[diff[1]] == b[diff[0]]
    short, long_ = (a, b) if la < lb else (b, a)
    i = 0
    while i < len(short) and short[i] == long_[i]:
        i += 1
    return short[i:] == long_[i + 1:]


_WORD = re.compile(r"[A-Za-z]{5,}")


def fix_typos(text: str, vocabulary: frozenset[str],
              known: Container[str] = frozenset()) -> str:
    """Replace words one edit away from a vocabulary word ("hyperlquid" -> "hyperliquid");
    words in ``known`` (real words of the catalog) are never touched."""
    by_first: dict[str, list[str]] = {}
    for word in vocabulary:
        if len(word) >= 5:
            by_first.setdefault(word[0], []).append(word)

    def repl(match: re.Match[str]) -> str:
        word = match.group(0)
        low = word.lower()
        if low in vocabulary or low in STOPWORDS or low in known or stem(low) in known:
            return word
        for cand in by_first.get(low[0], ()):
            if within_one_edit(low, cand):
                return cand
        return word

    return _WORD.sub(repl, text)
