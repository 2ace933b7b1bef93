"""Pull structured values out of a plain-English request: addresses, symbols, counts, time
windows, market slugs, event tickers. Pure functions."""

from __future__ import annotations

import re
from dataclasses import dataclass

ADDRESS_RE = re.compile(r"(?<![0-9a-fA-Fx])0[xX][0-9a-fA-F]{40}(?![0-9a-fA-F])")
TX_HASH_RE = re.compile(r"(?<![0-9a-fA-Fx])0[xX][0-9a-fA-F]{64}(?![0-9a-fA-F])")
_NUMBER_RE = re.compile(
    r"\b(?:top|first|last|latest|recent|biggest|largest|best|worst|show|get|list|give me)\s+"
    r"(\d{1,4})\b(?!\s*(?:h|hrs?|hours?|d|days?|w|weeks?|months?|years?|mins?|minutes?)\b)"
    r"|\b(\d{1,4})\s+(?:most|largest|biggest|latest|recent|top|newest|highest|"
    r"pools|swaps|trades|tokens|markets|traders|fills|wallets|agents|payments|proposals|"
    r"positions|holders|transfers|vaults|loans|borrows|deposits|liquidations|results|rows|"
    r"events|sales|collections|domains|items)\b",
    re.IGNORECASE,
)

#: Well-known token symbols (a request naming one is about that token).
KNOWN_SYMBOLS = {
    "ETH", "WETH", "BTC", "WBTC", "USDC", "USDT", "DAI", "UNI", "AAVE", "LINK", "ARB", "OP",
    "MATIC", "POL", "CRV", "LDO", "PEPE", "SHIB", "DOGE", "SOL", "BNB", "WBNB", "AVAX",
    "WAVAX", "GMX", "MKR", "COMP", "SNX", "SUSHI", "BAL", "CAKE", "FRAX", "LUSD", "STETH",
    "WSTETH", "RETH", "CBETH", "CBBTC", "EURC", "GHO", "USDE", "ENA", "AERO", "VELO",
    "MORPHO", "HYPE", "TSLA", "XRP", "ADA", "TRX", "TON", "SUI", "APT", "FET", "RNDR",
    "GRT", "ENS", "APE", "BLUR", "WLD", "TIA", "SEI", "INJ", "JUP", "BONK", "WIF", "TRUMP",
    "BRETT", "DEGEN", "TOSHI", "VIRTUAL",
}
_WRAPPED = {"ETH": "WETH", "BTC": "WBTC", "BNB": "WBNB", "AVAX": "WAVAX", "MATIC": "WMATIC"}
_SYMBOL_RE = re.compile(r"\$?\b([A-Za-z][A-Za-z0-9]{1,9})\b")
_STOP_UPPER = {"NFT", "DEX", "TVL", "API", "USD", "AMM", "DAO", "ENS", "MCP", "EVM", "PNL",
               "ERC", "SQL", "ID", "IDS", "APY", "APR", "OHLC", "V2", "V3", "V4", "L2", "L1",
               "RPC", "A2A", "JSON", "TX", "TXS", "OI", "CEX", "ATH", "FDV", "GQL", "AI",
               "URL", "NL", "X402", "EOA", "BSC", "BNB_CHAIN"}


@dataclass(frozen=True)
class TimeWindow:
    seconds: int
    phrase: str


def addresses(text: str) -> list[str]:
    """0x addresses in order, lowercased (subgraph filters need lowercase), no duplicates."""
    out: list[str] = []
    for match in ADDRESS_RE.finditer(text):
        addr = match.group(0).lower()
        if addr not in out:
            out.append(addr)
    return out


def symbols(text: str, *, wrapped: bool = False) -> list[str]:
    """Token symbols named in ``text``: known symbols in any case, other ``$TICKER``s or
    upper-case tickers. ``wrapped`` maps ETH -> WETH (what DEX subgraphs hold)."""
    out: list[str] = []
    for match in _SYMBOL_RE.finditer(ADDRESS_RE.sub(" ", text)):
        raw = match.group(1)
        up = raw.upper()
        dollar = match.group(0).startswith("$")
        known = up in KNOWN_SYMBOLS and (raw.isupper() or dollar or up in {"WETH", "USDC",
                                         "USDT", "WBTC", "DAI"})
        ticker = (dollar or (raw.isupper() and 3 <= len(raw) <= 6)) and up not in _STOP_UPPER
        if not (known or ticker):
            continue
        sym = _WRAPPED.get(up, up) if wrapped else up
        if sym not in out:
            out.append(sym)
    return out


#: Symbols that are also a chain's short name (``networks.ALIASES``): after "on", the chain.
_CHAIN_WORDS = frozenset({"eth", "arb", "op", "pol", "matic", "avax", "bnb", "ftm", "celo"})
_WORD_RE = re.compile(r"(?<![\w$])([A-Za-z]{3,6})(?![\w-])")


def symbols_any_case(text: str, *, wrapped: bool = False, also_lower: bool = False
                     ) -> list[str]:
    """``symbols``, else the famous symbols written in lower case ("uni price"): only for a
    request already read as a token ask, where "uni" is a token and not a word; a chain's
    name right after "on" is the chain ("on eth", "on op"), not the token ("on pepe" is).
    ``also_lower`` adds the lower-case ones after ``symbols``' even when it found some
    ("sell my pepe for usdc": ``symbols`` reads only USDC)."""
    found = symbols(text, wrapped=wrapped)
    if found and not also_lower:
        return found
    out: list[str] = list(found)
    for match in _WORD_RE.finditer(ADDRESS_RE.sub(" ", text)):
        up = match.group(1).upper()
        if up in KNOWN_SYMBOLS and not (up.lower() in _CHAIN_WORDS and re.search(
                r"\bon\s+$", text[:match.start()].lower())):
            sym = _WRAPPED.get(up, up) if wrapped else up
            if sym not in out:
                out.append(sym)
    return out


def count(text: str, default: int | None = None, cap: int = 1000) -> int | None:
    """The N of "top N" / "last N" / "N largest"."""
    match = _NUMBER_RE.search(text)
    if not match:
        return default
    n = int(match.group(1) or match.group(2))
    return max(1, min(n, cap))


_WINDOWS = [
    (re.compile(r"\b(?:last|past|previous)\s+(\d{1,3})\s*(?:h|hrs?|hours?)\b", re.I), 3600),
    (re.compile(r"\b(?:last|past|previous)\s+(\d{1,3})\s*(?:d|days?)\b", re.I), 86400),
    (re.compile(r"\b(?:last|past|previous)\s+(\d{1,3})\s*(?:w|weeks?)\b", re.I), 7 * 86400),
    (re.compile(r"\b(?:last|past|previous)\s+(\d{1,2})\s*(?:months?)\b", re.I), 30 * 86400),
    (re.compile(r"\b(\d{1,3})\s*(?:h|hours?)\b", re.I), 3600),
    (re.compile(r"\b(\d{1,3})\s*(?:d|days?)\b", re.I), 86400),
]
_NAMED = [
    (re.compile(r"\b(?:last|past)\s+hour\b", re.I), 3600),
    (re.compile(r"\b(?:today|last day|past day|24h|yesterday)\b", re.I), 86400),
    (re.compile(r"\b(?:this|last|past)\s+week\b", re.I), 7 * 86400),
    (re.compile(r"\b(?:this|last|past)\s+month\b", re.I), 30 * 86400),
    (re.compile(r"\b(?:this|last|past)\s+year\b|\bytd\b", re.I), 365 * 86400),
]


def time_window(text: str) -> TimeWindow | None:
    """A trailing time window named in ``text`` ("last 7 days", "past 24 hours", "today")."""
    for pattern, unit in _WINDOWS:
        match = pattern.search(text)
        if match:
            return TimeWindow(int(match.group(1)) * unit, match.group(0))
    for pattern, seconds in _NAMED:
        match = pattern.search(text)
        if match:
            return TimeWindow(seconds, match.group(0))
    return None


_TICKER_RE = re.compile(r"\b(KX[A-Z0-9]+(?:-[A-Z0-9]+)*)\b")
_SLUG_RE = re.compile(r"\b([a-z0-9]+(?:-[a-z0-9]+){2,})\b")
_CONDITION_RE = re.compile(r"\b0x[0-9a-fA-F]{64}\b")
#: A game's ticker or id (a league code first: KXNBAGAME-..., nfl-phi-dal-1109): a live game,
#: not an event whose consensus drifts nor a market slug.
_LEAGUES = r"(?:nba|wnba|nfl|mlb|nhl|mls|epl|ucl|uel|ncaa[a-z]*|cfb|cbb|ufc|atp|wta|f1|laliga|" \
    r"seriea|bundesliga|ligue1)"
GAME_ID_RE = re.compile(rf"\b(?:KX{_LEAGUES}[A-Z0-9]*(?:-[A-Z0-9]+)*|"
                        rf"{_LEAGUES}-[a-z0-9]+(?:-[a-z0-9]+)+)\b", re.I)
#: A milestone (live game) id as the venue writes it.
UUID_RE = re.compile(r"\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b", re.I)
_GAME_RE = re.compile(r"\b(?:game|milestone|match)[\s:#-]*([A-Za-z0-9][\w-]{2,})", re.I)


def event_ticker(text: str) -> str | None:
    """A regulated-market event ticker (``KXFEDDECISION-25DEC``)."""
    match = _TICKER_RE.search(text.upper()) if "kx" in text.lower() else None
    return match.group(1) if match else None


def market_slug(text: str) -> str | None:
    """A prediction-market slug (``will-bitcoin-reach-100k``) or condition id."""
    cond = _CONDITION_RE.search(text)
    if cond:
        return cond.group(0).lower()
    match = _SLUG_RE.search(text)
    return match.group(1) if match else None


def milestone(text: str) -> str | None:
    """A live game / milestone id: a UUID, else the id after "game"/"match", else a
    league-coded game id."""
    uuid = UUID_RE.search(text)
    if uuid:
        return uuid.group(0)
    match = _GAME_RE.search(text)
    if match:
        return match.group(1)
    game = GAME_ID_RE.search(text)
    return game.group(0) if game else None
