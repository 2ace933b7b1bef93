# ruff: noqa: E501  (paraphrase templates stay whole, one line each, to read and diff)
"""Write tests/data/routing_intents.jsonl: the labelled routing set the intent model learns from.

Each paraphrase family is one hand-written request shape; its rows fill the shape's slots
(addresses, coins, networks, protocols, counts) with seeded draws. The split is BY FAMILY and
fixed up front: a family's split is a hash of its id (test 20 %, dev 15 %, train the rest), so
no test family is ever seen while fitting or tuning. The old tuned set (routing_labelled.jsonl)
joins as train families of one row each. Rerun: ``.venv/bin/python scripts/make_routing_intents.py``.
"""

from __future__ import annotations

import hashlib
import json
import random
from pathlib import Path

DATA = Path(__file__).resolve().parents[1] / "tests" / "data"
ROWS_PER_FAMILY = 8
ADDRS = ["0x5b5d51203a0f9079f8aeb098a6523a13f298c060", "0x8c1f3a62e7c2b1e4d0f99a6b35c7ae2f04b8d913",
         "0x1d2e3f405162738495a6b7c8d9e0f1a2b3c4d5e6", "0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48",
         "0x00000000219ab540356cbb839cbe05303d7705fa", "0x7f2a9c44e1b0d3c5a8e6f9b2d4c1a3e5f7b9d0c2"]
VAULTS = ["0xdfc24b077bc1425ad1dea75bcb6f8158e10df303", "0x1e37a337ed460039d1b15bd3bc489de789768d5e"]
COINS = ["BTC", "ETH", "SOL", "HYPE", "DOGE", "ARB", "AVAX", "LINK"]
TOKENS = ["UNI", "PEPE", "AERO", "LINK", "ARB", "WIF", "DEGEN", "BRETT"]
CHAINS = ["ethereum", "base", "arbitrum", "polygon", "optimism", "bsc"]
TOPICS = ["bitcoin", "the fed rate decision", "the election", "ethereum etf", "recession",
          "the super bowl", "solana price", "inflation"]
SLUGS = ["will-bitcoin-reach-100k", "fed-cuts-rates-in-december", "who-wins-the-election-2028",
         "eth-above-5000-by-june"]
TICKERS = ["KXFEDDECISION-25DEC", "KXBTCD-25DEC31", "KXCPI-26JAN", "KXNBAGAME-LAL-BOS"]
GAMES = ["game-123", "nba-lal-bos-0412", "match-88231", "nfl-kc-buf-week9"]
NS = ["5", "10", "20", "25", "50", "100"]
# (how people write it, protocol label, network label, network as written)
SUBGRAPHS = [
    ("uniswap v3", "uniswap-v3", "mainnet", "ethereum"), ("uniswap v3", "uniswap-v3", "base", "base"),
    ("uniswap v3", "uniswap-v3", "arbitrum-one", "arbitrum"), ("aave v3", "aave-v3", "base", "base"),
    ("aave v3", "aave-v3", "arbitrum-one", "arbitrum"), ("aave v3", "aave-v3", "mainnet", "mainnet"),
    ("lido", "lido", "mainnet", "ethereum"), ("compound v3", "compound-v3", "base", "base"),
    ("aerodrome", "aerodrome", "base", "base"), ("pancakeswap v3", "pancakeswap-v3", "bsc", "bsc"),
    ("curve", "curve-finance", "mainnet", "ethereum"), ("balancer v2", "balancer-v2", "mainnet",
                                                           "mainnet"),
    ("gmx", "gmx", "arbitrum-one", "arbitrum"), ("morpho blue", "morpho-blue", "base", "base"),
    ("velodrome", "velodrome", "optimism", "optimism"), ("sushiswap", "sushiswap", "arbitrum-one",
                                                         "arbitrum"),
    ("uniswap v2", "uniswap-v2", "mainnet", "ethereum"), ("gains network", "gains", "arbitrum-one",
                                                          "arbitrum"),
    ("synthetix", "synthetix", "optimism", "optimism"), ("quickswap", "quickswap", "matic",
                                                         "polygon"),
]

# label -> family templates. Slots: {addr} {vault} {coin} {token} {chain} {topic} {slug}
# {ticker} {game} {n} {proto} {net}; subgraph families carry protocol and network labels.
FAMILIES: dict[str, list[str]] = {
    "POST /perpdex/score": [
        "score hyperliquid trader {addr}", "is {addr} a skilled perp trader on hyperliquid",
        "how good is this hyperliquid wallet {addr}", "rate the perp trading skill of {addr}",
        "give me a skill score for hl trader {addr}", "is {addr} a sharp trader on hyperliquid",
        "classify hyperliquid account {addr}: degen or pro?",
        "what kind of perp trader is {addr} on hyperliquid, score 0-100",
    ],
    "POST /perpdex/pnl": [
        "hyperliquid pnl and open positions of {addr}", "what positions does {addr} hold on "
        "hyperliquid right now", "show the open perp positions of {addr} on hyperliquid",
        "how much is {addr} up or down on hyperliquid, with positions",
        "hyperliquid account overview for {addr}: positions and last fills",
        "current hyperliquid positions and profit of trader {addr}",
    ],
    "POST /perpdex/risk": [
        "liquidation risk of hyperliquid trader {addr}", "how often does {addr} get liquidated "
        "on hyperliquid", "funding burn of {addr} on hyperliquid perps",
        "is hyperliquid wallet {addr} pulling money out, risk check",
        "risk profile of perp trader {addr} on hyperliquid",
        "does {addr} blow up often on hyperliquid perps",
    ],
    "POST /perpdex/screen": [
        "top {n} hyperliquid traders of {coin}", "who are the best {coin} perp traders on "
        "hyperliquid", "leaderboard of {coin} traders on hyperliquid, scored",
        "biggest hyperliquid traders in {coin} by volume", "screen the top {coin} perp traders "
        "on hyperliquid", "which wallets trade the most {coin} on hyperliquid",
    ],
    "POST /perpdex/fills": [
        "last {n} hyperliquid fills of {coin}", "recent {coin} perp trades on hyperliquid",
        "hyperliquid {coin} order flow: buys vs sells", "whale fills on hyperliquid {coin} "
        "in the last few minutes", "are whales buying or selling {coin} on hyperliquid right now",
        "show me the latest {coin} perp fills with the whale count",
        "big {coin} trades just printed on hyperliquid?",
    ],
    "POST /perpdex/vault": [
        "analyse hyperliquid vault {vault}", "is hyperliquid vault {vault} worth depositing in",
        "who deposits in hyperliquid vault {vault}", "score the hlp vault {vault}",
        "vault leader skill and depositors for {vault} on hyperliquid",
        "is the perp vault {vault} still alive and how good is its leader",
    ],
    "POST /marketa/pnl-quick": [
        "polymarket pnl of {addr}", "win rate of polymarket wallet {addr}",
        "is {addr} a good polymarket trader", "quick skill check on polymarket bettor {addr}",
        "how much has {addr} made on polymarket", "realized profit of {addr} on polymarket",
    ],
    "POST /marketa/pnl": [
        "all polymarket positions of {addr} with mark to market pnl",
        "every open position of polymarket wallet {addr}",
        "list the prediction market positions held by {addr} on polymarket",
        "full polymarket portfolio of {addr}, marked to market",
        "what bets does {addr} currently hold on polymarket and their value",
        "full pnl breakdown of polymarket wallet {addr} position by position",
    ],
    "POST /marketa/risk": [
        "is polymarket wallet {addr} a bot", "what type of wallet is {addr} on polymarket",
        "ghost fill risk of polymarket account {addr}", "is {addr} a smart account or an eoa "
        "on polymarket", "wallet type of polymarket trader {addr}",
        "should I trust fills from polymarket wallet {addr}",
    ],
    "POST /marketa/screen": [
        "who holds {slug} on polymarket", "top holders of polymarket market {slug}",
        "whales in the polymarket market {slug}", "who is betting on {slug}",
        "screen the holders of {slug} for skill", "biggest positions in polymarket {slug}",
    ],
    "POST /marketa/leaders": [
        "polymarket leaderboard this week", "top polymarket traders by pnl",
        "best polymarket wallets by volume this month", "who are the top {n} polymarket traders",
        "polymarket leaders all time", "most profitable prediction market traders on polymarket today",
    ],
    "POST /marketb/consensus-trend": [
        "kalshi consensus trend for {ticker}", "how is the kalshi market {ticker} moving",
        "is the kalshi consensus accelerating on {ticker}", "kalshi odds trend for {topic}",
        "where is kalshi pricing {topic} heading", "momentum of the kalshi event {ticker}",
    ],
    "POST /marketb/sports-live-edge": [
        "kalshi live game edge for {game}", "is kalshi slow to react in the live game {game}",
        "live sports momentum vs kalshi price for {game}", "latency arbitrage on kalshi nba game "
        "{game}", "during the match {game} does the kalshi market lag the score",
        "live game {game}: is there an edge on kalshi right now",
    ],
    "POST /marketb-marketa/spread": [
        "kalshi vs polymarket spread on {topic}", "compare kalshi and polymarket odds on {topic}",
        "price gap between kalshi and polymarket for {topic}", "arbitrage kalshi polymarket "
        "{topic}", "where do kalshi and polymarket disagree about {topic}",
        "two-venue odds comparison kalshi polymarket {topic}",
    ],
    "POST /predmarket/spread": [
        "polymarket vs limitless spread on {topic}", "cross-venue prediction market arbitrage "
        "on {topic}", "compare polymarket and limitless odds for {topic}",
        "mispriced crypto prediction markets about {topic}", "limitless polymarket price gap {topic}",
        "which prediction markets on {topic} disagree between polymarket and limitless",
    ],
    "POST /narrative/divergence": [
        "which tokens on {chain} are overhyped", "narrative divergence on {chain}",
        "tokens with social hype but no onchain flow on {chain}", "under the radar tokens on "
        "{chain}", "mindshare vs onchain activity on {chain}", "what is trending on twitter but "
        "not onchain on {chain}",
    ],
    "POST /swapdex/pretrade": [
        "is {token} safe to buy on {chain}", "honeypot check {token} {chain}",
        "pre-trade check for {token} on {chain}", "can i sell {token} after buying on {chain}",
        "is {token} a rug on {chain}", "real liquidity and deepest venue for {token} on {chain}",
    ],
    "POST /swapdex/basis": [
        "{token} spot vs perp basis", "basis between spot and perp for {coin}",
        "cash and carry opportunity on {coin}", "what's the {coin} basis right now",
        "spot perp premium for {token} on {chain}", "is {coin} perp trading above spot",
    ],
    "POST /swapdex/traders": [
        "who is accumulating {token} on {chain}", "wallets distributing {token} on {chain}",
        "smart money flow on {token}", "net buyers and sellers of {token} on {chain}",
        "which wallets are buying {token} on {chain}", "per wallet flow for {token} on {chain}",
    ],
    "POST /agent/score": [
        "reputation of agent {addr}", "erc-8004 trust score for {addr}", "is agent {addr} "
        "trustworthy", "feedback and reputation of ai agent wallet {addr} over 30 days",
        "agent score for {addr}", "how reputable is the erc8004 agent at {addr}",
    ],
    "POST /ask": [
        "how many x402 settlements happened last week", "total x402 volume in the last 30 days",
        "top x402 facilitators by volume", "daily x402 payment count trend",
        "average x402 payment size this month", "which x402 sellers received the most money",
    ],
    "POST /onchain-x402/address": [
        "x402 payments of {addr}", "x402 settlement history for address {addr}",
        "has {addr} paid for x402 services", "x402 profile of {addr}",
        "how much did {addr} spend through x402", "x402 receipts received by {addr}",
    ],
    "POST /tip": [
        "tip sextant", "I want to tip you", "send a tip to the service", "how do I donate to "
        "sextant", "buy you a coffee", "tip the service 1 usdc to say thank you",
    ],
    "subgraph": [
        "{proto} top pools on {net}", "{proto} swaps on {net} today", "{proto} tvl on {net}",
        "biggest {proto} positions on {net}", "{proto} subgraph on {net}",
        "latest {n} {proto} events on {net}", "daily volume of {proto} on {net}",
        "query {proto} data on {net}", "{proto} markets on {net} ordered by tvl",
        "{proto} deposits on {net} this week",
    ],
    "token-api": [
        "{token} balance of {addr}", "token balances of {addr} on {chain}", "holders of {token} "
        "on {chain}", "token transfers of {addr}", "price of {token}", "how much is {token} worth",
        "top {n} holders of {addr}", "{token} price history candles", "what tokens does {addr} "
        "hold on {chain}", "erc20 transfers to {addr} on {chain}",
    ],
    "substreams": [
        "stream raw blocks from {chain}", "firehose for {chain}", "decoded event logs in real "
        "time on {chain}", "substreams package for {proto}", "every block header on {chain}",
        "transaction traces on {chain} as a stream",
    ],
    "erc8004-agents": [
        "find ai agents that trade {coin}", "erc-8004 agent registry on base",
        "registered agents for {topic}", "autonomous agents offering data services",
        "list trustless agents on base", "agents that can do {topic} analysis",
    ],
    "x402-bazaar": [
        "find x402 services for {topic}", "paid apis for {topic} data", "x402 bazaar search "
        "{topic}", "discover pay per call apis for weather", "which x402 endpoints sell {topic}",
        "x402 tools for price data",
    ],
    "mcp:thegraph-subgraph-mcp": [
        "mcp server for subgraphs", "is there an mcp server to query the graph",
        "connect claude to subgraphs via mcp", "mcp tool for graphql subgraph queries",
    ],
    "mcp:sextant": [
        "connect my agent to your mcp server", "what mcp tools do you have",
        "how do i use sextant over mcp", "add this service as an mcp server",
    ],
    "none": [
        "write me a poem about {topic}", "what's the weather in paris", "tell me a joke",
        "capital of france", "who won the football game last night", "nasdaq stock price of "
        "apple", "translate hello to spanish", "recipe for pancakes",
        "top dydx traders of {coin}", "best traders on binance futures",
    ],
}
# Confusions the independent set showed, written as their own families (all splits).
FAMILIES["POST /perpdex/vault"] += ["which hyperliquid vault should I deposit into: {vault}",
                                     "hyperliquid vault performance {vault}"]
FAMILIES["POST /perpdex/fills"] += ["whale trades in {coin} perps on hyperliquid",
                                     "{n} most recent fills for {coin} on hyperliquid"]
FAMILIES["subgraph"] += ["top gmx traders on arbitrum", "gains network trades on arbitrum",
                         "stETH staking data", "restaking operators on eigenlayer",
                         "the graph network indexers and allocations"]


def _split(family: str) -> str:
    h = int(hashlib.sha256(family.encode()).hexdigest(), 16) % 100
    return "test" if h < 20 else "dev" if h < 35 else "train"


def _fill(template: str, rng: random.Random) -> tuple[str, dict[str, str]]:
    proto = rng.choice(SUBGRAPHS)
    extra = {}
    if "{proto}" in template:
        extra = {"protocol": proto[1], "network": proto[2]}
    text = template.format(
        addr=rng.choice(ADDRS), vault=rng.choice(VAULTS), coin=rng.choice(COINS),
        token=rng.choice(TOKENS), chain=rng.choice(CHAINS), topic=rng.choice(TOPICS),
        slug=rng.choice(SLUGS), ticker=rng.choice(TICKERS), game=rng.choice(GAMES),
        n=rng.choice(NS), proto=proto[0], net=proto[3])
    if rng.random() < 0.3:
        text = text.capitalize()
    if rng.random() < 0.2:
        text += rng.choice(["?", " please", " thanks", " now"])
    return text, extra


def rows() -> list[dict[str, object]]:
    out: list[dict[str, object]] = []
    for label, templates in FAMILIES.items():
        for i, template in enumerate(templates):
            family = f"{label}#{i}:{template[:40]}"
            rng = random.Random(family)
            seen: set[str] = set()
            for _ in range(ROWS_PER_FAMILY * 3):
                text, extra = _fill(template, rng)
                if text in seen:
                    continue
                seen.add(text)
                out.append({"text": text, "service": label, **extra, "family": family,
                            "split": _split(family)})
                if len(seen) == ROWS_PER_FAMILY:
                    break
    legacy = [json.loads(line) for line in
              (DATA / "routing_labelled.jsonl").read_text().splitlines() if line.strip()]
    tuned = {r["text"] for r in legacy}  # rows the rules were tuned on never score a split
    out = [r for r in out if r["split"] == "train" or r["text"] not in tuned]
    out += [{**r, "family": f"legacy#{i}", "split": "train"} for i, r in enumerate(legacy)]
    return out


if __name__ == "__main__":
    data = rows()
    with (DATA / "routing_intents.jsonl").open("w") as f:
        for row in data:
            f.write(json.dumps(row) + "\n")
    splits = {s: sum(1 for r in data if r["split"] == s) for s in ("train", "dev", "test")}
    print(len(data), splits)
