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
# Round 2: new paraphrase families written afresh (not permutations of the ones above) for the
# kinds of miss the independent set showed; appended, so earlier families keep their ids and
# splits, and each new family lands in train, dev or test by the hash of its id like the rest.
_ROUND2: dict[str, list[str]] = {
    "POST /perpdex/vault": [
        "how has the {vault} vault on hyperliquid performed since launch",
        "depositor count and leader track record of hl vault {vault}",
        "should i park usdc in the hyperliquid vault at {vault}",
        "is the manager of vault {vault} any good (hyperliquid)",
        "what's the drawdown and leader equity share of hyperliquid vault {vault}",
        "vault {vault} on hyperliquid: healthy or winding down?",
    ],
    "POST /perpdex/fills": [
        "tape for {coin} perps on hyperliquid, last {n} prints",
        "any large {coin} orders getting filled on hyperliquid",
        "taker buys versus sells in the latest {coin} hyperliquid trades",
        "what just traded on the hyperliquid {coin} perp",
        "count the whale-sized {coin} fills on hyperliquid lately",
        "newest executions on the {coin} book at hyperliquid",
    ],
    "POST /perpdex/score": [
        "is trader {addr} worth copy-trading on hyperliquid",
        "grade this hyperliquid address out of 100: {addr}",
        "does {addr} have real edge on hyperliquid perps or is it luck",
        "hyperliquid trader quality rating for {addr}",
    ],
    "POST /perpdex/pnl": [
        "what is {addr} long and short on hyperliquid at the moment",
        "unrealized profit on the hyperliquid book of {addr}",
        "show me the hyperliquid account of {addr}: margin, positions, pnl",
    ],
    "POST /perpdex/risk": [
        "how close is {addr} to getting liquidated on hyperliquid",
        "has {addr} been withdrawing from hyperliquid lately, any red flags",
        "how much funding has {addr} paid on its hyperliquid perps",
    ],
    "POST /perpdex/screen": [
        "rank hyperliquid wallets that trade {coin} by skill",
        "top {n} {coin} traders on hyperliquid i could follow",
        "best performing hl accounts in {coin} perps",
    ],
    "POST /marketa/pnl": [
        "break down every bet {addr} has on polymarket with its current value",
        "line by line polymarket holdings of {addr}",
        "each market {addr} is in on polymarket and the unrealized pnl per market",
        "what is {addr} exposed to on polymarket, all positions",
        "enumerate the open polymarket bets of {addr} at mark prices",
    ],
    "POST /marketa/pnl-quick": [
        "has polymarket trader {addr} been profitable overall",
        "summary stats for {addr} on polymarket: pnl and hit rate",
        "does {addr} win more than it loses on polymarket",
        "how skilled is {addr} at polymarket betting",
    ],
    "POST /marketa/risk": [
        "is {addr} on polymarket a human or an automated trader",
        "what kind of account is polymarket user {addr}: safe proxy, eoa or contract",
        "could trades from {addr} on polymarket be ghost fills",
        "is polymarket account {addr} run by a script",
        "classify the wallet behind {addr} on polymarket",
    ],
    "POST /marketa/screen": [
        "skill of the largest holders in the polymarket market {slug}",
        "who has the most money riding on {slug} at polymarket",
    ],
    "POST /marketa/leaders": [
        "rank polymarket wallets by profit over the last 30 days",
        "polymarket top earners this week",
    ],
    "POST /marketb/sports-live-edge": [
        "the {game} game is on right now, is the kalshi line stale",
        "in-play kalshi pricing versus the scoreboard for {game}",
        "does kalshi lag live scoring in {game}",
        "live match {game}: how fast does kalshi react",
        "edge from score momentum in the ongoing kalshi game {game}",
    ],
    "POST /marketb/consensus-trend": [
        "is the crowd on kalshi getting more confident about {ticker}",
        "kalshi probability drift for {ticker} over the last day",
        "which way is the kalshi market on {topic} trending",
        "rate of change of kalshi odds on {ticker}",
    ],
    "POST /marketb-marketa/spread": [
        "odds on {topic}: what kalshi says and what polymarket says",
        "kalshi price and polymarket price side by side for {topic}",
        "does polymarket price {topic} higher than kalshi",
        "compare the two venues, kalshi and polymarket, on {topic}",
        "gap in implied probability for {topic} between kalshi and polymarket",
    ],
    "POST /predmarket/spread": [
        "limitless versus polymarket implied odds on {topic}",
        "which crypto prediction markets disagree on {topic}",
    ],
    "POST /swapdex/basis": [
        "how far is the {coin} perpetual from the spot price",
        "premium of {coin} perps over spot markets",
        "{coin} perp funding-implied basis against dex spot",
        "perp minus spot gap for {token}",
        "is {coin} in contango between spot and perp",
    ],
    "POST /swapdex/pretrade": [
        "will i get stuck holding {token} on {chain} if i buy it",
        "check {token} on {chain} before i swap into it",
    ],
    "POST /swapdex/traders": [
        "which addresses are loading up on {token} on {chain}",
        "are big wallets dumping {token} on {chain}",
    ],
    "POST /narrative/divergence": [
        "tokens on {chain} people talk about but nobody buys",
        "hype versus actual onchain usage for tokens on {chain}",
    ],
    "POST /agent/score": [
        "can i trust the erc-8004 agent {addr}",
        "track record of the onchain agent at {addr}",
    ],
    "POST /ask": [
        "how many payments went through x402 yesterday",
        "what was the median x402 payment last month",
    ],
    "POST /onchain-x402/address": ["what has {addr} bought via x402"],
    "POST /tip": [
        "how can i send you a tip", "i'd like to give sextant some usdc as thanks",
        "donate to this service", "where do i send a donation for sextant",
    ],
    "none": [
        "best traders on bybit this week", "top {coin} traders on binance futures",
        "who are the most profitable dydx accounts in {coin}",
        "score the okx futures trader {addr}", "whale trades on bitmex {coin}",
        "drift protocol top traders on solana", "lighter exchange perp leaderboard",
        "is {addr} a good trader on aster perps", "show open positions of {addr} on dydx",
        "book a flight to tokyo", "summarise this pdf for me", "what's the apple stock price",
    ],
    "subgraph": [
        "what are the deepest {proto} pools on {net}",
        "show the highest tvl {proto} markets on {net}",
        "recent {proto} liquidity adds on {net}",
        "{proto} on {net}: biggest trades of the last day",
        "give me graphql for {proto} on {net}",
        "{proto} user positions on {net}",
        "top traders on gmx arbitrum by pnl", "synthetix perps trades on optimism",
        "lido staking deposits and withdrawals", "eigenlayer restaked eth by operator",
        "indexer stake on the graph network subgraph",
    ],
    "token-api": [
        "what coins are in wallet {addr}", "who owns the most {token} on {chain}",
        "current usd value of {token}", "list erc20 moves out of {addr}",
        "how many {token} does {addr} have", "portfolio of {addr} across {chain}",
    ],
    "substreams": [
        "i need every log emitted on {chain} decoded, in real time",
        "firehose style block stream for {chain}",
    ],
    "erc8004-agents": [
        "which erc-8004 agents offer {topic} services",
        "find me an onchain agent for trading {coin}",
    ],
    "x402-bazaar": [
        "is there a paid api that sells {topic} data over x402",
        "x402 endpoints i can pay per call for {topic}",
    ],
    "mcp:thegraph-subgraph-mcp": ["let my llm query subgraphs through an mcp server"],
    "mcp:sextant": ["how do i plug your tools into claude desktop via mcp"],
}
for _label, _templates in _ROUND2.items():
    FAMILIES[_label] += _templates
# Round 3: families written afresh in the ways strangers write (terse, agent-style, typos,
# long-winded, the qualifier first, other languages' word order), for every paid endpoint and
# the confusions the independent set showed; appended after round 2, split by hash like the rest.
_ROUND3: dict[str, list[str]] = {
    "POST /perpdex/score": [
        "hl trader score {addr}", "{addr} hyperliquid rating pls",
        "objective: rate perp skill. exchange: hyperliquid. wallet: {addr}",
        "my friend keeps bragging about his hyperliquid account {addr}, is he actually a good trader or not, can you give me a number",
        "of the trader {addr} on hyperliquid the skill score tell me",
        "hyperliquid {addr} pro or degen?", "hyperliqiud skil score {addr}",
        "assess whether {addr} trades hyperliquid perps with skill, 0 to 100",
    ],
    "POST /perpdex/pnl": [
        "{addr} hl open positions", "hyperliquid book of {addr}: longs, shorts, upnl",
        "fetch positions and pnl. venue=hyperliquid addr={addr}",
        "could you pull up whatever perps {addr} is holding on hyperliquid at the moment along with how much it is up or down",
        "on hyperliquid what holds {addr} now, and the profit",
        "hyperlquid postions {addr}", "is {addr} in profit on its hyperliquid trades right now, show positions and recent fills",
    ],
    "POST /perpdex/risk": [
        "hl risk {addr}", "{addr} hyperliquid liquidations funding outflows",
        "risk report: hyperliquid account {addr} (liquidation rate, funding paid, withdrawals)",
        "before I copy {addr} on hyperliquid I want to know if it gets liquidated a lot or bleeds funding",
        "of {addr} on hyperliquid the liquidation rate how high",
        "liquidaton history hyperliquid {addr}", "is hyperliquid trader {addr} draining its account",
    ],
    "POST /perpdex/screen": [
        "hl top {coin} traders", "{coin} perp whales hyperliquid ranked by volume, scored",
        "list top {n} accounts by {coin} volume on hyperliquid with skill scores",
        "i'm looking for the wallets that trade the most {coin} on hyperliquid and i'd like each of them rated",
        "on hyperliquid the {coin} traders, the top {n}, give",
        "hyperliquid {coin} leaderbaord", "who dominates {coin} perps volume on hyperliquid",
    ],
    "POST /perpdex/fills": [
        "hl {coin} tape", "{coin} hyperliquid last {n} fills buy sell whales",
        "stream summary: most recent hyperliquid fills, coin {coin}, with whale count",
        "i want to see the latest executions on the {coin} perpetual over at hyperliquid and whether buyers or sellers are in control",
        "on hyperliquid of {coin} the recent trades, whales how many",
        "hyperliqud {coin} fils", "whale fill count on {coin} hyperliquid last hour",
        "big prints on the hyperliquid {coin} perp, buy or sell side?",
    ],
    "POST /perpdex/vault": [
        "hl vault {vault} score", "{vault} hyperliquid vault leader depositors",
        "analyze perp vault {vault}: leader skill, liveness, depositors",
        "i'm thinking of putting some usdc into the hyperliquid vault at {vault}, is the leader any good and is it still active",
        "of the hyperliquid vault {vault} the depositors and the leader show",
        "hyperliquid valut {vault} worth it?", "perp vault {vault} on hyperliquid, still alive?",
    ],
    "POST /marketa/pnl-quick": [
        "pm pnl {addr} polymarket", "{addr} polymarket realized pnl win rate",
        "quick polymarket skill score for wallet {addr} (no per-position detail)",
        "i just want a quick number: is {addr} making or losing money on polymarket and how often does it win",
        "on polymarket {addr} the win rate and profit",
        "polymaket profit {addr}", "polymarket track record of {addr} in one line",
    ],
    "POST /marketa/pnl": [
        "polymarket positions {addr} full", "{addr} polymarket every position mark to market",
        "fetch all open polymarket positions for {addr} with unrealized and realized pnl per position",
        "could you list every single prediction market bet {addr} currently has on polymarket, with what each is worth today",
        "of {addr} on polymarket all the positions, each with its pnl",
        "polymarket postions breakdown {addr}", "full polymarket portfolio detail for {addr}, not just the summary",
    ],
    "POST /marketa/risk": [
        "polymarket {addr} bot?", "{addr} polymarket account type eoa proxy contract",
        "classify polymarket trader {addr}: wallet type and ghost fill risk",
        "someone is filling against me on polymarket from {addr} and i want to know if it's a bot or a safe wallet and whether the fills are real",
        "on polymarket {addr} what kind of wallet, tell",
        "polymarket walet type {addr}", "ghost fills risk polymarket {addr}",
    ],
    "POST /marketa/screen": [
        "polymarket {slug} holders", "{slug} top holders skill ghost risk",
        "screen holders of polymarket market {slug}",
        "for the polymarket market {slug} i'd love to know who the biggest holders are and whether they're sharp",
        "of the market {slug} on polymarket the holders, rated",
        "polymarket holers {slug}", "smart money in polymarket {slug}?",
    ],
    "POST /marketa/leaders": [
        "pm leaderboard", "polymarket top traders week pnl",
        "leaderboard: polymarket, order_by=pnl, window=7d",
        "i'd like to see which polymarket accounts have made the most money recently, say over the past month",
        "on polymarket the leaders by volume, all time",
        "polymarket leaderbord", "top {n} polymarket wallets by profit",
    ],
    "POST /marketb/consensus-trend": [
        "kalshi {ticker} trend", "{ticker} kalshi consensus acceleration",
        "consensus trend request: kalshi event {ticker}",
        "i want to know whether the kalshi market on {topic} has been drifting towards yes or no and how fast",
        "on kalshi the odds of {topic}, the trend where",
        "kalhsi trend {ticker}", "is kalshi conviction on {ticker} speeding up",
    ],
    "POST /marketb/sports-live-edge": [
        "kalshi live {game}", "{game} live kalshi edge momentum",
        "latency arb signal: kalshi, live game {game}",
        "the game {game} is in the fourth quarter and i think kalshi is slow to update, is there an edge",
        "in the game {game} now live, kalshi lags or not",
        "kalshi in-game edge {game}", "score momentum versus kalshi price live, {game}",
    ],
    "POST /marketb-marketa/spread": [
        "kalshi polymarket {topic}", "{topic} kalshi vs polymarket yes price",
        "cross-venue spread: kalshi and polymarket, topic {topic}",
        "i hold a position on kalshi about {topic} and want to see if polymarket prices it differently so i can hedge",
        "between kalshi and polymarket on {topic} the spread",
        "kalshi polymaket gap {topic}", "kalshi or polymarket cheaper for {topic} yes",
    ],
    "POST /predmarket/spread": [
        "limitless polymarket {topic}", "{topic} limitless vs polymarket spread",
        "crypto prediction market spread: polymarket and limitless, topic {topic}",
        "i'd like to find crypto prediction markets where limitless and polymarket give different odds, especially on {topic}",
        "between limitless and polymarket about {topic} the price difference",
        "limitles polymarket arb {topic}", "price gap across crypto prediction venues for {topic}",
    ],
    "POST /narrative/divergence": [
        "{chain} overhyped", "{chain} hype vs flows divergence",
        "narrative divergence scan, chain={chain}",
        "i keep seeing tokens on {chain} all over twitter but i doubt anyone is buying them onchain, which ones are overhyped",
        "on {chain} the tokens, hype high but flow low, which",
        "narrative divergance {chain}", "quiet accumulation tokens on {chain} nobody tweets about",
    ],
    "POST /swapdex/pretrade": [
        "{token} {chain} safe?", "{token} honeypot liquidity {chain}",
        "pretrade check: token {token}, chain {chain}",
        "i want to buy some {token} on {chain} but i'm worried it's a honeypot, can you check liquidity and whether i can sell",
        "on {chain} the token {token}, safe to buy or rug",
        "honeypt check {token} {chain}", "deepest pool and sell tax for {token} on {chain} before i buy",
    ],
    "POST /swapdex/basis": [
        "{coin} basis", "{coin} spot perp spread",
        "basis request: asset {coin}",
        "i'm looking at a cash and carry on {coin} and need to know how far the perpetual is trading from spot",
        "for {coin} the perp versus the spot, the difference",
        "{coin} bassis spot vs perp", "perp premium over spot for {coin} now",
    ],
    "POST /swapdex/traders": [
        "{token} {chain} accumulators", "{token} wallet flows {chain} buyers sellers",
        "per-wallet flow: token {token}, chain {chain}",
        "i'd like to see which wallets have been accumulating {token} on {chain} and which ones are distributing",
        "on {chain} of {token} the buyers and sellers by wallet",
        "{token} acumulators {chain}", "who is dumping {token} on {chain}",
    ],
    "POST /agent/score": [
        "agent {addr} score", "{addr} erc8004 reputation",
        "reputation lookup: erc-8004 agent {addr}",
        "i'm about to let the agent at {addr} handle some tasks and want to know if it has a good reputation and feedback",
        "of the agent {addr} the trust, how much",
        "erc8004 agnet reputation {addr}", "feedback score of ai agent {addr}",
    ],
    "POST /ask": [
        "x402 settlements count yesterday", "x402 top payers 30d",
        "sql over x402 settlements: daily volume last 14 days",
        "i'm curious how much money has flowed through x402 payments in total over the last month and how that compares week to week",
        "of x402 the volume per facilitator this month",
        "x402 setlements per day", "which x402 seller earned the most last week",
    ],
    "POST /onchain-x402/address": [
        "x402 {addr}", "{addr} x402 payments profile",
        "x402 settlement profile lookup: address {addr}",
        "i'd like to know whether {addr} has ever paid for or been paid by x402 services and how much",
        "of {addr} the x402 payments, all",
        "x402 payemnts {addr}", "x402 counterparties and totals for {addr}",
    ],
    "POST /tip": [
        "tip usdc", "tip 2 usdc", "action: tip, amount 1 usdc",
        "you saved me hours today, i'd like to send a little something to say thanks",
        "to the service a tip send", "leave a tip for sextant",
    ],
    "subgraph": [
        "{proto} {net} pools by tvl", "{proto} on {net}, top markets by volume",
        "graphql query: {proto} {net}, entity pools, order by tvl",
        "i'm building a dashboard and need the most liquid {proto} pools on {net} with their tvl and volume",
        "on {net} of {proto} the largest pools",
        "{proto} borrow rates on {net}", "{proto} {net} supply apy per market",
        "{proto} recent liquidations {net}", "ens name lookup nick.eth", "who owns vitalik.eth",
        "uniswap v3 pools with WETH on base", "aave v3 USDC market on arbitrum",
        "lido steth staking stats", "eigenlayer restaking by operator",
        "the graph network indexers by stake", "gmx trades on arbitrum by size",
        "synthetix perps volume on optimism",
    ],
    "token-api": [
        "{token} holders {chain}", "{addr} balances", "{token} price usd",
        "token api: balances for {addr} on {chain}",
        "i need to know which tokens wallet {addr} holds and how much they're worth",
        "of {token} the biggest holders on {chain}", "{token} ohlc last week",
        "erc20 transfers {addr} {chain}", "what is {token} worth now",
    ],
    "substreams": [
        "{chain} blocks stream", "substreams {chain} logs",
        "firehose: raw blocks, chain {chain}",
        "i'm writing an indexer and want every block and log from {chain} pushed to me as it happens",
        "of {chain} all traces in real time",
    ],
    "erc8004-agents": [
        "erc8004 agents {topic}", "agents registry search {topic}",
        "find registered agents offering {topic}",
        "i'm looking for an autonomous onchain agent that can help me with {topic}, are there any registered",
    ],
    "x402-bazaar": [
        "x402 {topic} api", "bazaar {topic}", "discover x402 endpoints: {topic}",
        "i'd like to find some service i can pay per request over x402 that gives me {topic} data",
    ],
    "mcp:thegraph-subgraph-mcp": ["subgraph mcp", "mcp server for the graph subgraphs in my ide"],
    "mcp:sextant": ["sextant mcp", "mcp url of this service"],
    "none": [
        "hello", "thanks bye", "how do i cook rice", "what's the score of the lakers game",
        "mexc top {coin} traders", "bitget futures leaderboard", "kucoin whale fills {coin}",
        "vertex protocol perp traders ranking", "gate.io {coin} perp positions of {addr}",
        "score binance trader {addr}", "write python code to sort a list",
        "who is the president of france", "apple stock earnings",
    ],
}
for _label, _templates in _ROUND3.items():
    FAMILIES[_label] += _templates


#: Round 4: the kinds the stranger set's dev half and earlier stranger calls missed (the "hl"
#: and "HLP" short forms, one trader's fills, protocol-named tokens asked for as tokens,
#: agents to hire, bazaar searches for non-crypto APIs, x402 purchases of an address, games
#: by ticker, other venues' traders). TRAIN ONLY: adding them by family hash would have
#: grown the test split, whose figures must stay comparable with earlier rounds.
#: Extra slots: {ptoken} a protocol's token, {sgame} a game's id or ticker, {apikind}.
PTOKENS = ["UNI", "AAVE", "GMX", "CRV", "COMP", "LDO", "AERO", "SUSHI", "CAKE", "BAL",
           "PENDLE", "MORPHO"]
SGAMES = ["KXNBAGAME-26MAR15-DENPHX", "KXNFLGAME-26OCT05-GBCHI", "KXMLBGAME-26AUG10-LADSF",
          "nba-den-phx-0315", "nfl-gb-chi-1005", "epl-liv-mci-0301", "nhl-nyr-bos-0202"]
APIKINDS = ["weather", "stock quotes", "image generation", "web search", "translation",
            "geocoding", "flight prices", "news headlines", "pdf parsing", "speech to text"]
_ROUND4: dict[str, list[str]] = {
    "POST /perpdex/score": [
        "hl {addr} rating", "rate hl acct {addr} 1-100", "{addr} on hl: skilled or not?",
        "hl wallet {addr} how good",
    ],
    "POST /perpdex/risk": [
        "hl liq history {addr}", "{addr} hl liquidations and funding burn",
        "hl funding costs of {addr}, bleeding?", "is {addr} withdrawing from hl, red flag check",
    ],
    "POST /perpdex/pnl": [
        "hl upnl {addr}", "{addr} hl open positions with pnl", "hl book {addr} longs shorts",
    ],
    "POST /perpdex/fills": [
        "recent fills for trader {addr} on hyperliquid", "{addr} hl fills latest",
        "trade by trade history of {addr} on hyperliquid, newest first",
        "what has {addr} been buying and selling on hyperliquid today, each fill",
        "hl {coin} tape", "hl {coin} prints last {n}", "whale fills hl {coin}",
    ],
    "POST /perpdex/screen": [
        "hl top {coin} traders", "whales trading {coin} perps on hl by volume, scored",
        "hl {coin} volume leaders ranked with skill",
    ],
    "POST /perpdex/vault": [
        "HLP vault stats", "how's hlp performing lately", "hyperliquidity provider vault health",
        "hl vault {vault} depositors and leader", "is the HLP still making money, depositors?",
    ],
    "token-api": [
        "{ptoken} price", "{ptoken} token price today", "price of {ptoken} in usd",
        "{ptoken} holders on {chain}", "top {ptoken} holders", "what's {ptoken} trading at",
        "who holds the most {token} on {chain}?", "largest {token} holders {chain}",
        "recent transfers from {addr}", "latest token transfers out of {addr} on {chain}",
        "outgoing erc20 transfers of {addr}", "{ptoken} price chart last 30 days",
        "who owns the biggest bags of {token} on {chain}", "current value of {token} in usd",
    ],
    "POST /swapdex/pretrade": [
        "where's the deepest liquidity for {token} on {chain} and can i exit it",
        "liquidity check {token} {chain}", "{token} on {chain} safe to buy?",
        "is {token} sellable on {chain} or a trap",
    ],
    "POST /swapdex/basis": [
        "{coin} perp above or below spot right now", "{coin} perp premium to spot",
    ],
    "POST /tip": [
        "how do i donate to you", "send a donation to this service",
        "i want to give sextant a tip, how", "leave the devs a small usdc tip",
    ],
    "subgraph": [
        "{proto} {net} supply apy for usdc", "{proto} on {net}: usdc borrow apr",
        "nft sales on opensea, latest", "blur marketplace bids last hour",
        "owner of brantly.eth", "who owns luc.eth", "steth staking apr",
        "rETH total staked and apr", "lido staking apr and total pooled eth",
        "cryptopunk floor and sales", "ens registrations this week",
    ],
    "POST /swapdex/traders": [
        "top buyers and sellers of {ptoken} on {chain}", "net sellers of {token} on {chain}",
        "who's dumping {ptoken} on {chain}",
    ],
    "erc8004-agents": [
        "are there onchain agents for {topic}", "any agent i can hire for {topic}",
        "hire an erc-8004 agent that does {topic}", "on-chain ai agents doing {topic}, list",
    ],
    "x402-bazaar": [
        "bazaar: {apikind}", "x402 {apikind} api", "pay-per-call {apikind} service over x402",
        "is there an x402 endpoint for {apikind}",
    ],
    "POST /onchain-x402/address": [
        "has {addr} ever paid for an api with x402", "x402 purchases by {addr}",
        "which x402 services did {addr} pay and how much",
    ],
    "POST /marketb/sports-live-edge": [
        "kalshi live edge {sgame}", "{sgame} is live, kalshi lagging the score?",
        "does kalshi react late during {sgame}", "in-play latency edge kalshi {sgame}",
    ],
    "POST /marketb/consensus-trend": [
        "kalshi {ticker} consensus moving?", "where is the kalshi crowd heading on {topic}",
    ],
    "none": [
        "okx trader {addr} pnl", "bybit copy trader {addr} win rate",
        "binance futures {addr} open positions", "score my kraken account",
        "drift protocol {coin} perp fills", "what's the weather like", "nvidia earnings date",
    ],
}


DEXES = ["uniswap on base", "uniswap base", "aerodrome", "uniswap v3 ethereum",
         "pancakeswap on bsc", "uniswap arbitrum", "sushiswap", "the dex on base"]
# Round hr3: TRAIN-ONLY families for kinds found out of fold on train + dev and on the lead's
# stranger probe (a leaderboard asked by a superlative, a swap's price impact asked with an
# amount and a DEX), written in new words (no row of any scored set).
_ROUND_HR3: dict[str, list[str]] = {
    "POST /marketa/leaders": [
        "smartest polymarket bettors this week", "who are the most successful predictors on polymarket",
        "polymarket accounts with the best track record this month",
        "best performing wallets on polymarket, all time", "which polymarket traders are the most skilled",
        "the luckiest polymarket accounts by pnl today", "top prediction market wallets by profit on polymarket",
    ],
    "POST /swapdex/pretrade": [
        "price impact of selling {n}k {token} on {dex}", "how much slippage if i dump {n}k {token} on {dex}",
        "what would selling {n}k {ptoken} do to the price on {dex}",
        "price impact buying {n}k usdc worth of {token} on {chain}",
        "if i market sell {n}k {token} on {dex} how bad is the fill",
        "expected slippage for a {n}k {token} swap on {chain}",
    ],
    "POST /perpdex/pnl": [
        "unrealized pnl of {addr} on hyperliquid", "{addr} hyperliquid unrealised profit on open trades",
    ],
    "POST /marketb/sports-live-edge": [
        "is kalshi slow to price {sgame}", "kalshi lagging the action in {sgame}?",
    ],
}


def _round4_rows(rounds: tuple[tuple[str, dict[str, list[str]]], ...] = ()
                 ) -> list[dict[str, object]]:
    """The train-only families of round 4 and of the later ``rounds`` (prefix, table)."""
    out: list[dict[str, object]] = []
    tables = [("r4", label, templates) for label, templates in _ROUND4.items()]
    tables += [(prefix, label, templates) for prefix, table in rounds
               for label, templates in table.items()]
    for prefix, label, templates in tables:
        for i, template in enumerate(templates):
            family = f"{prefix}:{label}#{i}:{template[:40]}"
            rng = random.Random(family)
            seen: set[str] = set()
            for _ in range(ROWS_PER_FAMILY * 3):
                shaped = template.replace("{ptoken}", rng.choice(PTOKENS)).replace(
                    "{sgame}", rng.choice(SGAMES)).replace("{apikind}", rng.choice(APIKINDS))
                if "{dex}" in shaped:
                    shaped = shaped.replace("{dex}", rng.choice(DEXES))
                text, extra = _fill(shaped, rng)
                if text in seen:
                    continue
                seen.add(text)
                out.append({"text": text, "service": label, **extra, "family": family,
                            "split": "train"})
                if len(seen) == ROWS_PER_FAMILY:
                    break
    return out


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
    held = {r["text"] for r in out if r["split"] != "train"}
    return out + [r for r in _round4_rows((("hr3", _ROUND_HR3),)) if r["text"] not in held]


if __name__ == "__main__":
    data = rows()
    with (DATA / "routing_intents.jsonl").open("w") as f:
        for row in data:
            f.write(json.dumps(row) + "\n")
    splits = {s: sum(1 for r in data if r["split"] == s) for s in ("train", "dev", "test")}
    print(len(data), splits)
