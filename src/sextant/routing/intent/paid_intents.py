"""Requests that one of this service's own paid endpoints answers, with the body filled in
from the request. The answer names the endpoint and its exact paid curl; nothing is charged."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

import annotated_types
from pydantic import BaseModel, ValidationError

from sextant import catalog
from sextant.catalog import Endpoint
from sextant.routing.intent import extract
from sextant.subgraphs import networks
from sextant.venues.hyperliquid_facts import EXAMPLE_VAULT


@dataclass
class PaidMatch:
    endpoint: Endpoint
    body: dict[str, Any]
    strength: float  # 0-1: how sure the words are
    reason: str
    missing: list[str] = field(default_factory=list)
    capped: list[str] = field(default_factory=list)  # "n: 200 -> 100 (the endpoint's maximum)"

    @property
    def lacks_required(self) -> bool:
        """Whether a field the endpoint requires (no default) came from its example, not
        the request: "buy you a coffee" names no token to pre-trade check."""
        model = self.endpoint.request_model
        fields = model.model_fields if model is not None else {}
        return any(k in fields and fields[k].is_required() for k in self.missing)


def _has(text: str, pattern: str) -> bool:
    return re.search(pattern, text, re.I) is not None


#: Hyperliquid by name, by its abbreviation ("hl") or its own vault ("HLP").
_PERP = r"\b(hyperliquid|perpdex|hl|hlp|perp(etual)?s? " \
    r"(trader|trading|wallet|account|vault|fills?|pnl|" \
    r"traders?|positions?|score|risk))\b"
_MARKETA = r"\b(polymarket|polymkt|marketa)\b"
_MARKETB = r"\b(kalshi|marketb)\b|\bKX[A-Z0-9]{3,}"
_MARKETC = r"\b(limitless|marketc)\b"
_PM = r"\bprediction[- ]markets?\b"
#: A leaderboard ask names many wallets and ranks them ("the sharpest wallets on polymarket").
_BEST = r"top|best|biggest|sharpest|smartest|most (profitable|successful|skilled|accurate)|" \
    r"(best|top)[- ]performing|highest[- ](earning|pnl)|winningest|luckiest|richest"
_BETTORS = r"(traders|wallets|accounts|bettors|predictors|players|forecasters)"
_CHAINS = ("ethereum", "base", "arbitrum", "polygon", "optimism", "bsc")
_CHAIN_FROM_NET = {"mainnet": "ethereum", "base": "base", "arbitrum-one": "arbitrum",
                   "matic": "polygon", "optimism": "optimism", "bsc": "bsc"}
_COIN_RE = re.compile(r"\b([A-Z]{2,6}|xyz:[A-Z]{2,6}|@\d{1,4})\b")
_NOT_COINS = {"PNL", "HL", "USD", "API", "NFT", "DEX", "TVL", "ERC", "ID", "USDC", "AND", "THE",
              "FOR", "TOP", "OF"}


#: DEXes that live on one chain: "on aerodrome" names Base when no chain is named.
_DEX_CHAIN = {"aerodrome": "base", "velodrome": "optimism", "pancakeswap": "bsc",
              "camelot": "arbitrum", "quickswap": "polygon"}


def _chain(text: str) -> str | None:
    for net in networks.networks_in(text):
        if net in _CHAIN_FROM_NET:
            return _CHAIN_FROM_NET[net]
    low = text.lower()
    return next((chain for dex, chain in _DEX_CHAIN.items() if dex in low), None)


def _coin(text: str) -> str | None:
    for match in _COIN_RE.finditer(extract.ADDRESS_RE.sub(" ", text)):
        coin = match.group(1)
        if coin.upper() not in _NOT_COINS:
            return coin
    syms = extract.symbols_any_case(text)  # "hype basis": a paid ask names its coin
    return syms[0] if syms else None


def _topic(text: str) -> str:
    match = re.search(
        r"\b(?:on|about|for|topic|regarding)\s+([a-z0-9][\w-]*(?:\s+[a-z0-9][\w-]*)?)",
        text, re.I)
    if match:
        words = [w for w in match.group(1).split() if w.lower() not in
                 {"kalshi", "polymarket", "limitless", "and", "vs", "versus", "between"}]
        if words:
            return " ".join(words)
    syms = extract.symbols(text)
    if syms:
        return {"BTC": "bitcoin", "ETH": "ethereum", "SOL": "solana"}.get(syms[0], syms[0].lower())
    return "bitcoin"


_SPREAD_NOISE = frozenset({
    "kalshi", "polymarket", "limitless", "marketa", "marketb", "marketc", "and", "vs", "versus",
    "between", "the", "a", "an", "spread", "spreads", "arbitrage", "arb", "markets", "market",
    "prediction", "cross-venue", "price", "prices", "gap", "on", "for", "about", "of", "in",
    "topic", "regarding", "over", "me", "show", "find", "what", "is", "are", "any", "venues",
})
_KALSHI_MARKET = re.compile(r"\b(KX[A-Z0-9]+-[A-Z0-9.]+-[A-Z0-9.]+)\b", re.I)


def _spread_topic(text: str) -> str:
    """The spread endpoints' topic: the words after on/for/about up to punctuation or a count
    ("... for the fed rate cut, top 5" -> "fed rate cut"), venue and filler words dropped."""
    match = re.search(r"\b(?:on|about|for|topic|regarding|over)\s+(.+)", text, re.I)
    tail = re.split(r"[,;?!]|\.(?:\s|$)|\btop\s+\d+|\blimit\b|\b\d+\s+pairs?\b",
                    match.group(1) if match else "", flags=re.I)[0]
    words = [w for w in re.findall(r"[A-Za-z0-9$][\w$.-]*", tail)
             if w.lower() not in _SPREAD_NOISE]
    return " ".join(words[:6]) if words else _topic(text)


def _kalshi_market(text: str) -> str | None:
    """A Kalshi market ticker (event ticker plus a market suffix: ``KXNBAGAME-26NOV23-BOS``)."""
    found = _KALSHI_MARKET.search(text)
    return found.group(1).upper() if found else None


#: Slots read per endpoint where the field's generic reading does not fit the endpoint.
_ENDPOINT_SLOTS: dict[str, dict[str, Any]] = {
    "POST /marketb/sports-live-edge": {"market": _kalshi_market},
    "POST /marketb-marketa/spread": {"topic": _spread_topic},
    "POST /predmarket/spread": {"topic": _spread_topic},
}


def match(text: str) -> PaidMatch | None:
    """The paid endpoint a request asks for, if any (the first group whose words match)."""
    addrs = extract.addresses(text)
    words = _Words(text, text.lower(), addrs[0] if addrs else None, extract.count(text))
    for group in _GROUPS:
        found = group(words)
        if found is not None:
            return found
    return None


@dataclass(frozen=True)
class _Words:
    text: str
    low: str
    addr: str | None  # the first address in the request
    n: int | None  # the N of "top N" / "last N"


def _m(path: str, body: dict[str, Any], strength: float, reason: str) -> PaidMatch:
    return _finish(catalog.BY_KEY[f"POST {path}"], body, strength, reason)


#: A perp screen: many traders of a coin ranked, or sorted into the ones worth following.
_SCREEN = r"\b(screen|leaderboard|who trades|ranked|rank)\b|" \
    r"\b(top|best|biggest)\b.*\b(traders|wallets|accounts)\b|" \
    r"\b(traders|whales|wallets|accounts|players)\b.*\b(by volume|trade the most|rated|" \
    r"scored)\b|\b(main|major|key|big) (players|traders|whales)\b|" \
    r"\bdominat\w*\b[^.?!]*\bperps?\b|" \
    r"\b(traders|wallets|accounts) (to|worth) (follow|copy)\w*|" \
    r"\bwhich (ones|of them|traders|wallets) (are|is) (good|worth|sharp|solid|legit)"


def _perpdex(w: _Words) -> PaidMatch | None:
    """perpdex (a perp exchange's traders, fills, vaults)."""
    text, low, addr, n = w.text, w.low, w.addr, w.n
    perp_words = _has(low, r"\bperps?\b") and _has(
        low, r"\b(trader|trading|wallet|vault|fills)\b")
    if _has(low, _PERP) or (perp_words and not _has(
            low, r"\b(gmx|gains|synthetix|vertex|kwenta|dydx)\b")):
        if _has(low, r"\b(vault|hlp)"):
            return _m("/perpdex/vault", {"vault": _vault(low, addr)}, 0.9, "perp vault analysis")
        # "just a score": the other words say what the score should weigh, not the ask
        if _has(low, r"\b(just|only|simply)( want| need| give me)? (a|the|one|their|his|her|its) "
                     r"(single )?scores?\b|"
                     r"\b(a|the) (single )?score only\b|\bscore,? nothing (else|more)\b"):
            return _m("/perpdex/score", {"user": addr}, 0.9, "perp trader skill score")
        # ranking many wallets of a coin: a story of someone's blow-up is context, not risk
        if not addr and _has(low, _SCREEN):
            return _m("/perpdex/screen", {"coin": _coin(text) or "BTC", "n": n or 10}, 0.85,
                      "top perp traders of a coin, scored")
        if _has(low, r"\b(risk|liquidat\w*|liqs?|funding (burn|paid|costs?)|outflows?|drain\w*|"
                     r"withdraw\w*|red flags?|rekt|blow(s|ing)? up)"):
            return _m("/perpdex/risk", {"user": addr}, 0.9, "perp trader risk")
        if addr and _has(low, r"\b(pnl|upnl|p&l|profits?|unreali[sz]ed|open positions?|positions|"
                              r"open (perps?|perp positions)|"
                              r"(ha[sv]e?|holds?|holding) open|open (trades|longs|shorts)|"
                              r"(is|are) holding|up or down|in profit|underwater|"
                              r"currently (holds?|holding|has|have)|"
                              r"how (are|is) (those|the|their|his|her|its) (trades?|bets?) "
                              r"doing)\b"):
            return _m("/perpdex/pnl", {"user": addr}, 0.9, "perp trader PnL and positions")
        if _has(low, _SCREEN) \
                or (not addr and _has(
                        low, r"\b(who|which (traders|wallets|accounts))\b.*\b(most|biggest|"
                             r"largest|heaviest)\b")):
            return _m("/perpdex/screen", {"coin": _coin(text) or "BTC", "n": n or 10}, 0.85,
                      "top perp traders of a coin, scored")
        if _has(low, r"\b(fills?|trades|whales?|buy/sell|order flow|tape|prints|executions|"
                     r"trade (by trade|history|log)|history of trades)\b"):
            if addr:  # one trader's fills ("last fills of 0x...")
                return _m("/perpdex/fills", {"user": addr, "n": n or 50}, 0.85,
                          "recent perp fills of a trader")
            return _m("/perpdex/fills", {"coin": _coin(text) or "BTC", "n": n or 50},
                      0.85, "recent perp fills of a coin")
        if addr or _has(low, r"\b(score|skill|sharp|good trader|rate)\b"):
            return _m("/perpdex/score", {"user": addr}, 0.9, "perp trader skill score")
        return _m("/perpdex/fills", {"coin": _coin(text) or "BTC", "n": n or 50}, 0.6,
                  "perp market activity")
    return None


def _vault(low: str, addr: str | None) -> str | None:
    """The vault asked about: its address, or the HLP vault named by name."""
    return addr or (EXAMPLE_VAULT if _has(low, r"\bhlp\b") else None)


def _spreads(w: _Words) -> PaidMatch | None:
    """Cross-venue prediction-market spreads."""
    text, low, n = w.text, w.low, w.n
    venues = sum(_has(low, p) for p in (_MARKETA, _MARKETB.lower(), _MARKETC))
    if _has(low, r"\b(spreads?|arbitrage|arb|mispric\w*|price gap|cross[- ]venue)\b") and (
            venues >= 1 or _has(low, _PM)):
        topic = _spread_topic(text)
        if _has(low, _MARKETB.lower()) and not _has(low, _MARKETC):
            return _m("/marketb-marketa/spread", {"topic": topic, "limit": n or 10}, 0.9,
                      "regulated vs crypto prediction-market spreads")
        return _m("/predmarket/spread", {"topic": topic, "limit": n or 10}, 0.85,
                  "cross-venue crypto prediction-market spreads")
    return None


_LIVE_GAME = r"\b(game|match|live|in-?play|milestone|vs\.?|versus|players?)\b"
_LIVE_TRADING = r"\b(arb\w*|signal|edge|latency|lag\w*|momentum|odds|trad\w*|market|react\w*|" \
    r"mispric\w*|slow)\b"


def _game_by_id(text: str) -> bool:
    """A live game named by its milestone id (a UUID) with trading words, no other venue."""
    low = text.lower()
    return bool(extract.UUID_RE.search(text)) and _has(low, _LIVE_GAME) and _has(
        low, _LIVE_TRADING) and not _has(low, _MARKETA) and not _has(low, _MARKETC)


def _marketb(w: _Words) -> PaidMatch | None:
    """marketb (regulated prediction market)."""
    text, low = w.text, w.low
    if _game_by_id(text):
        # a game named by its milestone id: only the live-sports endpoint reads one
        return _m("/marketb/sports-live-edge", {"milestone": extract.milestone(text)}, 0.85,
                  "live sports momentum vs market reaction")
    if _has(text, _MARKETB):
        # "momentum" alone is an event's consensus moving; a game's is a live-sports ask
        if _has(low, r"\b(sports?|live|game|match|milestone|nba|nfl|mlb|nhl|soccer|in-?play)\b") \
                or (extract.GAME_ID_RE.search(text) and _has(
                    low, r"\b(react\w*|late|lag\w*|slow|latency|behind|catch(es|ing)? up)\b")):
            return _m("/marketb/sports-live-edge",
                      {"milestone": extract.milestone(text)}, 0.85,
                      "live sports momentum vs market reaction")
        return _m("/marketb/consensus-trend",
                  {"event": extract.event_ticker(text)}, 0.8,
                  "event consensus trend and acceleration")
    return None


def _marketa(w: _Words) -> PaidMatch | None:
    """marketa (crypto prediction market wallets and markets)."""
    text, low, addr = w.text, w.low, w.addr
    if _has(low, _MARKETA) or (_has(low, _PM) and addr):
        if _has(low, r"\b(leaderboard|leaders|most profitable|top earners|biggest winners)\b|"
                     rf"\b({_BEST}|rankings?|ranked)\b.*\b{_BETTORS}|"
                     rf"\b{_BETTORS}\b.*\b({_BEST}|rankings?|ranked)\b") and not addr and not _has(
                low, r"\b(markets|events|questions|bets)\b.{0,20}\b(rank\w*|by|top|biggest)\b|"
                     r"\b(rank\w*|top|biggest|best)\s+(\w+\s+){0,2}(markets|events|questions)\b"):
            body: dict[str, Any] = {"order_by": "volume" if "volume" in low else "pnl",
                                    "window": _window(low)}
            return _m("/marketa/leaders", body, 0.85, "prediction-market leaderboard")
        if _has(low, r"\b(holders|screen|who holds|who is betting|whales in)\b"):
            return _m("/marketa/screen", {"market": extract.market_slug(text) or _topic(text)},
                      0.85, "top holders of a market with skill and risk")
        if addr:
            if _has(low, r"\b(risk|ghost|wall?et type|account type|smart account|bot|eoa|proxy|"
                         r"classify|classification|"
                         r"human|automated|script)\b|kind of (wallet|account)"):
                return _m("/marketa/risk", {"wallet": addr}, 0.9, "wallet type and ghost-fill risk")
            if _has(low, r"\b(positions|full pnl|mark[- ]to[- ]market|open|holdings|breakdown|"
                         r"line by line|portfolio|currently (holds?|holding|has|have)|"
                         r"(what|which|open) bets)\b|\b(every|each|all)\s+(the\s+)?(bets?|markets?|"
                         r"positions?)\b"):
                return _m("/marketa/pnl", {"wallet": addr}, 0.9, "wallet positions and PnL")
            return _m("/marketa/pnl-quick", {"wallet": addr}, 0.85,
                      "wallet skill, realized PnL and win rate")
        if _has(low, r"\b(skill|pnl|win rate|trader|wallet)\b"):
            return _m("/marketa/pnl-quick", {"wallet": addr}, 0.6, "wallet skill and PnL")
    return None


def _swapdex(w: _Words) -> PaidMatch | None:
    """Swapdex: pre-trade checks, basis, wallet flow on a token."""
    text, low = w.text, w.low
    if _has(low, r"\b(pre-?trade|honeypot|rug|safe to (buy|trade|swap)|is \S+ safe|slippage check|"
                 r"liquidity check|can i sell|deepest (venue|pool)|real liquidity|sell tax|"
                 r"(get )?stuck holding|price impact|slippage|sellable|or a trap|"
                 r"(do to|move|moves|hit) the price)\b"):
        return _m("/swapdex/pretrade", _token_chain(text, swap=True), 0.85,
                  "pre-trade liquidity and honeypot check")
    if _has(low, r"\b(basis|spot (vs|versus) perp|perp (vs|versus) spot|cash (and|n|&) carry|"
                 r"contango|backwardation|perps? (trading )?(above|below|over|under) spot|"
                 r"perps? (premium|discount) to spot)\b|"
                 r"\bperp(etual)?s?\b[^.?!]{0,40}\b(from|vs\.?|versus|against|over|minus)\b"
                 r"[^.?!]{0,20}\bspot\b|"
                 r"\b(difference|gap|spread) between\b[^.?!]{0,30}\bspot\b[^.?!]{0,30}\bperp"):
        return _m("/swapdex/basis", _token_chain(text), 0.85, "spot versus perp basis")
    if _has(low, r"\b(accumulat\w*|distribut\w*|who is (buying|selling)|smart money|wallet flow|"
                 r"net (buy\w*|sell\w*)|(top|biggest|largest) (buyers|sellers)|"
                 r"buyers and sellers|dump(ing|ers?)|who'?s (buying|selling))\b"):
        return _m("/swapdex/traders", _token_chain(text), 0.8, "per-wallet flow on a token")
    return None


def _narrative(w: _Words) -> PaidMatch | None:
    """Narrative: social attention versus on-chain flow."""
    text, low, n = w.text, w.low, w.n
    if _has(low, r"\b(narrative|overhyped|over-hyped|under the radar|mindshare|social attention|"
                 r"social (mentions|buzz)\b.{0,60}\b(on-?chain|flows?|buying|buys|volume)|"
                 r"hype vs|social (vs|versus)|divergence|trending but)\b"):
        body = {"chain": _chain(text) or "ethereum", "limit": n or 10}
        return _m("/narrative/divergence", body, 0.85, "social attention versus on-chain flow")
    return None


def _agent(w: _Words) -> PaidMatch | None:
    """Agent reputation (one wallet)."""
    low, addr = w.low, w.addr
    if addr and _has(low, r"\b(agent|erc-?8004|reputation|trust score|feedback)\b") and not _has(
            low, r"\bx402\b"):
        days = re.search(r"\b(\d{1,3})\s*d(?:ays?)?\b", low)
        body = {"wallet": addr, "days": min(365, max(1, int(days.group(1)))) if days else 90}
        return _m("/agent/score", body, 0.9, "ERC-8004 agent reputation of a wallet")
    return None


#: A figure over x402 settlements (a count, a total, a ranking of payers or recipients).
_X402_FIGURE = r"\b(how many|how much|total|count|volume|trend|daily|weekly|share|average|" \
    r"median|top (\d+ )?(x402 )?(facilitators|payers|recipients|sellers|buyers)|sql|warehouse|" \
    r"growth|biggest|largest|most|unique|distinct|revenue)\b"


#: An ask for x402 services themselves (to find or rank them), not for settlement figures.
_X402_SERVICES = r"\b(find|discover|search|bazaar|subgraph|graphql)\b|" \
    r"\b(top|best|most|biggest|largest|which|list|cheapest|popular|how many)\b[^.?!,]{0,25}" \
    r"\b(services?|apis?|endpoints?|tools?)\b|" \
    r"\b(services?|apis?|endpoints?|tools?) (to|i can|we can|that|for|with)\b"


def _x402_and_tip(w: _Words) -> PaidMatch | None:
    """x402 settlements (one address, or warehouse aggregates), and tips."""
    text, low, addr = w.text, w.low, w.addr
    if _has(low, r"\bx402\b"):
        if addr and not _has(low, r"\b(find|discover|search)\b"):
            return _m("/onchain-x402/address", {"address": addr}, 0.9,
                      "x402 settlement profile of an address")
        # the question is the sentence that asks for a figure; a story before it ("our
        # x402-paid API ...") does not make it a search for services to call
        asks = [s for s in re.split(r"(?<=[.?!])\s+|\n+", low) if _has(s, _X402_FIGURE)]
        if asks and not _has(asks[-1], _X402_SERVICES) and not _has(
                low, r"\b(bazaar|subgraph|graphql)\b"):
            return _m("/ask", {"question": text.strip()[:1000]}, 0.8,
                      "aggregate question over the x402 settlement warehouse")
    if _has(low, r"\b(tip|donate|donation|thank you|buy you a coffee)\b") and _has(
            low, r"\b(sextant|you|service)\b"):
        return _m("/tip", {"message": "thanks"}, 0.7, "tip the service")
    return None


_GROUPS = (_perpdex, _spreads, _marketb, _marketa, _swapdex, _narrative, _agent, _x402_and_tip)


def _window(low: str) -> str:
    if _has(low, r"\b(24h|today|day|daily)\b"):
        return "1d"
    if _has(low, r"\b(month|30d|monthly)\b"):
        return "30d"
    if _has(low, r"\b(all[- ]time|ever)\b"):
        return "all"
    return "7d"


_INTO = re.compile(r"\b(?:to|for|into)\s+\$?([A-Za-z][A-Za-z0-9]{1,9})\b")
#: Stablecoins and wrapped majors: the side of a swap a pre-trade check is rarely about.
_MAJORS = frozenset({"USDC", "USDT", "DAI", "USDE", "ETH", "WETH", "BTC", "WBTC", "CBBTC"})


def _token_chain(text: str, *, swap: bool = False) -> dict[str, Any]:
    """The token and chain named; with ``swap``, the token of a swap worth checking: the one
    that is not a stablecoin or wrapped major ("sell PEPE for USDC" checks PEPE), else the
    one bought ("swap USDC to WETH" checks WETH)."""
    addrs = extract.addresses(text)
    # "pretrade check on pepe" checks PEPE; "sell my pepe for usdc" too, not USDC
    syms = extract.symbols_any_case(text, also_lower=swap)
    if swap and not addrs and len(syms) > 1:
        into = {m.group(1).upper() for m in _INTO.finditer(text)}
        syms = sorted(syms, key=lambda s: (s.upper() in _MAJORS, s.upper() not in into))
    token = addrs[0] if addrs else (syms[0] if syms else None)
    return {"token": token, "chain": _chain(text) or "ethereum"}


def _bounds(model: type[BaseModel], name: str) -> tuple[float | None, float | None]:
    """The inclusive numeric bounds a request model's field declares (``ge``/``le``)."""
    info = model.model_fields.get(name)
    low: float | None = None
    high: float | None = None
    for item in info.metadata if info is not None else ():
        if isinstance(item, annotated_types.Ge):
            low = float(item.ge)  # type: ignore[arg-type]
        elif isinstance(item, annotated_types.Gt):
            low = float(item.gt) + 1  # type: ignore[arg-type]  # integer fields only
        elif isinstance(item, annotated_types.Le):
            high = float(item.le)  # type: ignore[arg-type]
        elif isinstance(item, annotated_types.Lt):
            high = float(item.lt) - 1  # type: ignore[arg-type]
    return low, high


def _clamp(model: type[BaseModel], body: dict[str, Any]) -> tuple[dict[str, Any], list[str]]:
    """``body`` with each number held inside its field's bounds, and a note per change."""
    out, notes = dict(body), []
    for name, value in body.items():
        if isinstance(value, bool) or not isinstance(value, int | float):
            continue
        low, high = _bounds(model, name)
        kept = value
        if high is not None and value > high:
            kept = type(value)(high)
            notes.append(f"{name} {value} was capped at {kept}, the endpoint's maximum")
        elif low is not None and value < low:
            kept = type(value)(low)
            notes.append(f"{name} {value} was raised to {kept}, the endpoint's minimum")
        out[name] = kept
    return out, notes


def _finish(endpoint: Endpoint, body: dict[str, Any], strength: float, reason: str) -> PaidMatch:
    """Keep the extracted values (held inside the request model's bounds); fill only the
    missing or still invalid ones from the catalog example, and say which."""
    missing = [k for k, v in body.items() if v is None]
    example = endpoint.example or {}
    filled = {k: (example.get(k) if v is None else v) for k, v in body.items()}
    filled = {k: v for k, v in filled.items() if v is not None}
    capped: list[str] = []
    model = endpoint.request_model
    if model is not None:
        filled, capped = _clamp(model, filled)
        try:
            model.model_validate(filled)
        except ValidationError as exc:
            bad = {str(e["loc"][0]) for e in exc.errors() if e["loc"]}
            missing += [k for k in example if k in bad and k not in missing]
            filled = {**filled, **{k: v for k, v in example.items() if k in bad}}
    return PaidMatch(endpoint, filled, strength * (0.75 if missing else 1.0), reason, missing,
                     capped)


# -- slots for an endpoint the intent model chose --------------------------------------------

_OTHER_PERP_VENUES = r"\b(dydx|gmx|gains|synthetix|vertex|kwenta|binance|bybit|okx|drift|aevo|" \
    r"apex|lighter|aster|bitmex|deribit|paradex|jupiter perps?|mexc|bitget|kucoin|gate\.?io|" \
    r"htx|huobi|phemex|bingx|blofin)\b"
#: The venue a group's endpoints read, and the words that name another venue instead.
_VENUE_OF_GROUP = {
    "perpdex": (r"\b(hyperliquid|hl|hlp)\b", _OTHER_PERP_VENUES),
    "marketa": (_MARKETA, r"\b(kalshi|limitless|manifold|predictit)\b"),
    "marketb": (_MARKETB.lower(), r"\b(polymarket|limitless|manifold|predictit)\b"),
}


#: Venues with no subgraph either: their traders are nobody's answer here.
_UNREAD_VENUES = r"\b(dydx|binance|bybit|okx|drift|aevo|apex|lighter|aster|bitmex|deribit|" \
    r"paradex|jupiter perps?|kraken|coinbase international|mexc|bitget|kucoin|gate\.?io|htx|" \
    r"huobi|phemex|bingx|blofin)\b"


def unread_venue(label: str, text: str) -> bool:
    """True when ``label`` is a paid endpoint of one venue, or a subgraph, and the request is
    about a venue no service here reads (a dYdX leaderboard is not a Hyperliquid one, nor a
    token flow, nor a subgraph's data)."""
    low = re.sub(r"\bbinance (smart )?chain\b", " ", text.lower())
    if not _has(low, _UNREAD_VENUES):
        return False
    endpoint = catalog.BY_KEY.get(label)
    rule = _VENUE_OF_GROUP.get(endpoint.group) if endpoint is not None else None
    # a venue endpoint answers only about its own venue ("okx copy trader pnl" is not a
    # Polymarket wallet's PnL even though no other prediction market is named)
    return label == "subgraph" or (rule is not None and not _has(low, rule[0]))


#: Labels that need a word of their own in the request: an MCP server is an answer only to
#: a request about MCP or plugging tools into an agent (a tip to "sextant" is not one).
_EVIDENCE = {
    "mcp:sextant": r"\b(mcp|model context protocol|tools?|plug\w*|integrat\w*|connect\w*|" \
    r"claude|cursor|ide)\b",
    "mcp:thegraph-subgraph-mcp": r"\b(mcp|model context protocol|tools?|plug\w*|integrat\w*|" \
    r"connect\w*|claude|cursor|ide)\b",
}


def with_evidence(ranked: list[tuple[str, float]], text: str) -> list[tuple[str, float]]:
    """``ranked`` without the labels whose own words (``_EVIDENCE``) the request lacks, the
    rest renormalised (those labels were never a reading of this request)."""
    kept = [(label, p) for label, p in ranked
            if label not in _EVIDENCE or _has(text, _EVIDENCE[label])]
    total = sum(p for _, p in kept)
    return [(label, p / total) for label, p in kept] if total > 0 else kept


def conflicts(label: str, text: str) -> bool:
    """True when ``label`` is a paid endpoint of one venue and the request names only
    another one (dYdX traders are not Hyperliquid traders)."""
    endpoint = catalog.BY_KEY.get(label)
    rule = _VENUE_OF_GROUP.get(endpoint.group) if endpoint is not None else None
    if rule is None:
        return False
    low = text.lower()
    return _has(low, rule[1]) and not _has(low, rule[0])


def misreads_game(label: str, text: str) -> bool:
    """True when the request names a live game by its milestone id and ``label`` is a
    prediction-market endpoint that reads no game (only the live-sports one does)."""
    endpoint = catalog.BY_KEY.get(label)
    return endpoint is not None and (endpoint.group in ("marketa", "spread") or endpoint.key ==
                                     "POST /marketb/consensus-trend") and _game_by_id(text)


def _slot(name: str, w: _Words) -> Any:
    """The value of one request-model field, read from the request by the field's name."""
    text, low = w.text, w.low
    by_name: dict[str, Any] = {
        "user": w.addr, "wallet": w.addr, "address": w.addr, "vault": _vault(low, w.addr),
        "coin": _coin(text), "n": w.n, "limit": w.n, "chain": _chain(text),
        "token": _token_chain(text)["token"], "topic": _topic(text),
        "market": extract.market_slug(text) or _topic(text),
        "order_by": "volume" if "volume" in low else "pnl", "window": _window(low),
        "event": extract.event_ticker(text), "milestone": extract.milestone(text),
        "question": text.strip()[:1000], "message": "thanks",
    }
    if name == "days":
        days = re.search(r"\b(\d{1,3})\s*d(?:ays?)?\b", low)
        return min(365, max(1, int(days.group(1)))) if days else None
    return by_name.get(name)


def for_endpoint(key: str, text: str, strength: float, reason: str) -> PaidMatch:
    """The body of endpoint ``key`` filled from ``text`` (missing values from its example)."""
    endpoint = catalog.BY_KEY[key]
    addrs = extract.addresses(text)
    w = _Words(text, text.lower(), addrs[0] if addrs else None, extract.count(text))
    fields = (endpoint.request_model.model_fields if endpoint.request_model is not None
              else endpoint.example or {})
    special = _ENDPOINT_SLOTS.get(key, {})
    body = {name: special[name](text) if name in special else _slot(name, w) for name in fields}
    if "coin" in body and "user" in body:  # fills: one trader's when an address is given
        body.pop("coin" if w.addr else "user")
    return _finish(endpoint, body, strength, reason)
