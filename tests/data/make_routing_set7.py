"""Write routing_set7.jsonl: 130 hand-written routing requests (round 7) and check the subgraph
rows against the world catalog.

Every row is written by hand below (no templates, no sampling).
Run: ``PYTHONPATH=src:. python tests/data/make_routing_set7.py``
"""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

OUT = Path(__file__).with_name("routing_set7.jsonl")

SG = "subgraph"

# (text, service, family[, protocol, network])
ROWS: list[tuple[str, ...]] = [
    # ---- POST /perpdex/score ----
    ("rate trader 0x6f2114e43b3befddf9cb61972c04bcc020378ae8 on hyperliquid. skilled or not?",
     "POST /perpdex/score", "perp-score"),
    ("I want to copy-trade 0xCCA5EFF3C28022D02EC117C2CF71A7F0DF69B44C on HL, does this guy "
     "actually have an edge? just give me his skill score", "POST /perpdex/score", "perp-score"),
    ("hyperliquid skill classification 0x86694c9f7ad448fd1324513c1c5153d39fc18708",
     "POST /perpdex/score", "perp-score"),
    # ---- POST /perpdex/pnl ----
    ("what positions does 0xf58bfdd528e7f520ec185b49980526447bf62feb have open on hyperliquid "
     "right now and how is his pnl looking", "POST /perpdex/pnl", "perp-pnl"),
    ("Show me the open perps, recent fills and profit for HL wallet "
     "0x23997F8D678895915CAE921272619416F8200343", "POST /perpdex/pnl", "perp-pnl"),
    ("hyperliqiud pnl + open positions 0x40ea7b0dacfe3edd6c5d870746b1b29cfc9da495",
     "POST /perpdex/pnl", "perp-pnl"),
    # ---- POST /perpdex/risk ----
    ("how often does 0x01095522dcef5d7676f16643c467cf6e59305891 get liquidated on hyperliquid, "
     "and how much does he bleed on funding?", "POST /perpdex/risk", "perp-risk"),
    ("is 0x34660d96ae78d950c250da8a6d78ac42d6ba1cae pulling money out of hyperliquid? outflow "
     "check + liq rate", "POST /perpdex/risk", "perp-risk"),
    ("Risk profile of perp trader 0x43ECFBE373908108971830FE78B996A15D50A587: liquidations, "
     "funding costs", "POST /perpdex/risk", "perp-risk"),
    # ---- POST /perpdex/fills ----
    ("last 100 sol perp fills on hyperliquid, how many were buys vs sells?",
     "POST /perpdex/fills", "perp-fills"),
    ("any whales hitting eth perps on HL in the latest trades? show me the recent fills",
     "POST /perpdex/fills", "perp-fills"),
    ("recent hyperliquid fills for trader 0xf11612880d0fc53009751730466a4ad3c4e4fbde",
     "POST /perpdex/fills", "perp-fills"),
    # ---- POST /perpdex/screen ----
    ("who are the biggest btc traders on hyperliquid by volume and are they any good",
     "POST /perpdex/screen", "perp-screen"),
    ("Screen the top 15 ETH perp traders on Hyperliquid and score each one.",
     "POST /perpdex/screen", "perp-screen"),
    ("ok so context: I got rekt last month shorting into a squeeze, took a break, read a bunch of "
     "threads, and now I want to find sharp sol traders to follow on HL instead of trading on "
     "vibes. rank the top wallets trading it and tell me which ones are actually good",
     "POST /perpdex/screen", "perp-screen"),
    # ---- POST /perpdex/vault ----
    ("should I deposit into the HLP vault? how good is the vault leader and who else is in it",
     "POST /perpdex/vault", "perp-vault"),
    ("score hyperliquid vault 0xDFC24B077BC1425AD1DEA75BCB6F8158E10DF303",
     "POST /perpdex/vault", "perp-vault"),
    ("top depositors and liveness of vault 0xdfc24b077bc1425ad1dea75bcb6f8158e10df303 on hl",
     "POST /perpdex/vault", "perp-vault"),
    # ---- POST /marketa/pnl-quick ----
    ("quick one: polymarket win rate and realized pnl for "
     "0x546bed11fb13f1580d84b0e0c217be96ee8d7a26",
     "POST /marketa/pnl-quick", "pm-pnl-quick"),
    ("is 0xd1161963fbba58f51f33082b4c021ac86695572a profitable on polymarket? just a fast "
     "summary, no need for the full position breakdown", "POST /marketa/pnl-quick",
     "pm-pnl-quick"),
    ("polymkt skill score + win% 0x0B49009DC83959B421D21B297B41E3C1E7E8531D",
     "POST /marketa/pnl-quick", "pm-pnl-quick"),
    # ---- POST /marketa/pnl ----
    ("list every open polymarket position of 0x5e57a5f365152eaf490450e29ac0567fea3db7df with "
     "mark-to-market pnl", "POST /marketa/pnl", "pm-pnl"),
    ("Full Polymarket PnL breakdown (realized and unrealized, per position) for wallet "
     "0x78b55d3d1500b77ff35d4cec333449869da15cf7", "POST /marketa/pnl", "pm-pnl"),
    ("my friend keeps bragging about his polymarket bets, his address is "
     "0xc0414c682570fa756a1be38f84cb3dda83ff362a. what is he holding and is he up or down on "
     "each one?", "POST /marketa/pnl", "pm-pnl"),
    # ---- POST /marketa/risk ----
    ("is polymarket wallet 0x2893d648bd9966575ed0abfa871b065e549ea708 a safe, a proxy or an "
     "eoa, and does it have ghost fills?", "POST /marketa/risk", "pm-risk"),
    ("ghost fill risk for 0x6F6D5F071C4E620AF810299AAC12ED3F7809F71A on polymarket",
     "POST /marketa/risk", "pm-risk"),
    ("before I take the other side of 0x1c4dd7f36cc489d06348d96a4907ea3c3863c501's polymarket "
     "orders, what kind of wallet is it and how risky are its fills", "POST /marketa/risk",
     "pm-risk"),
    # ---- POST /marketa/screen ----
    ("who holds the most shares in will-the-fed-cut-interest-rates-at-the-october-meeting on "
     "polymarket, and are they smart money?", "POST /marketa/screen", "pm-screen"),
    ("top holders of polymarket market "
     "0xa2ece43bc035e16372fadc09c7a813c267c21766d5944c99af2beb8544668bf3",
     "POST /marketa/screen", "pm-screen"),
    ("Screen the top 20 holders of the Polymarket 'Will the Oklahoma City Thunder win the 2027 "
     "NBA Finals?' market for skill and ghost fills", "POST /marketa/screen", "pm-screen"),
    # ---- POST /marketa/leaders ----
    ("polymarket leaderboard by pnl, last 30 days", "POST /marketa/leaders", "pm-leaders"),
    ("who traded the most volume on polymarket this week? top 25",
     "POST /marketa/leaders", "pm-leaders"),
    ("show me the best performing polymarket traders over the past 7d",
     "POST /marketa/leaders", "pm-leaders"),
    # ---- POST /marketb/consensus-trend ----
    ("how has the kalshi consensus on KXFEDDECISION-26OCT moved, is it accelerating?",
     "POST /marketb/consensus-trend", "kalshi-trend"),
    ("trend of the crowd probability for kalshi event kxgovshut",
     "POST /marketb/consensus-trend", "kalshi-trend"),
    ("Is Kalshi's market on the 2028 presidential party (KXPRESPARTY-2028) drifting toward one "
     "side? I need the trend and its acceleration", "POST /marketb/consensus-trend",
     "kalshi-trend"),
    # ---- POST /marketb/sports-live-edge ----
    ("live edge for kalshi milestone c7dd4e9b-13d6-4bfd-a349-05f9b1d245cf, is the market lagging "
     "the game?", "POST /marketb/sports-live-edge", "sports-edge"),
    ("Toronto vs Montreal is on right now (milestone a28b46e2-2a2b-41ae-adaf-5623318820fd). has "
     "the kalshi price caught up with the momentum yet?", "POST /marketb/sports-live-edge",
     "sports-edge"),
    ("latency arb signal sinner alcaraz match 2c76bbef-f039-48d4-ad0c-a9588ac376d2",
     "POST /marketb/sports-live-edge", "sports-edge"),
    # ---- POST /marketb-marketa/spread ----
    ("kalshi vs polymarket price gap on the fed october rate decision",
     "POST /marketb-marketa/spread", "spread-kalshi-poly"),
    ("Compare yes prices between Kalshi and Polymarket for the 2027 NBA champion markets and "
     "flag anything over 200 bps", "POST /marketb-marketa/spread", "spread-kalshi-poly"),
    ("any arbitrage between kalshi and polymkt on bitcoin 150k by october?",
     "POST /marketb-marketa/spread", "spread-kalshi-poly"),
    # ---- POST /predmarket/spread ----
    ("spread between polymarket and limitless on ETH hitting 5k",
     "POST /predmarket/spread", "spread-poly-limitless"),
    ("I trade on Limitless. Where do its crypto markets disagree most with Polymarket right now? "
     "bitcoin dip below 80k for example", "POST /predmarket/spread", "spread-poly-limitless"),
    ("limitless vs polymarket arb on the democrats winning the 2028 presidential election",
     "POST /predmarket/spread", "spread-poly-limitless"),
    # ---- POST /narrative/divergence ----
    ("which tokens on base are overhyped on social but have no real onchain flow?",
     "POST /narrative/divergence", "narrative"),
    ("under-the-radar coins on arbitrum: onchain volume accelerating while nobody talks about "
     "them", "POST /narrative/divergence", "narrative"),
    ("narrative vs flow divergence ethereum, top 20", "POST /narrative/divergence",
     "narrative"),
    # ---- POST /swapdex/pretrade ----
    ("about to ape into PEPE on base, is it a honeypot? can I actually sell it after?",
     "POST /swapdex/pretrade", "swap-pretrade"),
    ("pre-trade check for brett on base: real liquidity, deepest pool, verdict",
     "POST /swapdex/pretrade", "swap-pretrade"),
    ("Is there enough real liquidity to buy $20k of PENDLE on ethereum without getting wrecked, "
     "and which venue is deepest?", "POST /swapdex/pretrade", "swap-pretrade"),
    # ---- POST /swapdex/basis ----
    ("eth spot vs perp basis right now", "POST /swapdex/basis", "swap-basis"),
    ("is the BTC perp trading at a premium or a discount to spot?", "POST /swapdex/basis",
     "swap-basis"),
    ("basis % for ETH on base, hl perp vs uniswap spot", "POST /swapdex/basis", "swap-basis"),
    # ---- POST /swapdex/traders ----
    ("who is accumulating AERO on base and who is dumping it",
     "POST /swapdex/traders", "swap-traders"),
    ("per-wallet buy/sell flow for VIRTUAL on base's deepest pool",
     "POST /swapdex/traders", "swap-traders"),
    ("Show me the wallets buying vs selling uni on ethereum, I want to see if smart money is "
     "loading up", "POST /swapdex/traders", "swap-traders"),
    # ---- POST /onchain-x402/address ----
    ("x402 settlement profile of 0x9c4a55e3df440d56ebf7251bd87a4d4882e6edab",
     "POST /onchain-x402/address", "x402-address"),
    ("How much has 0x13F15E081D3002A8D07FC06C3E0B55F0DEF937E0 paid for x402 services onchain "
     "and to whom?", "POST /onchain-x402/address", "x402-address"),
    ("is 0x5b5d51203a0f9079f8aeb098a6523a13f298c060 an x402 payer or a merchant? look at its "
     "settlements", "POST /onchain-x402/address", "x402-address"),
    # ---- POST /ask ----
    ("how many x402 settlements were there in May 2026?", "POST /ask", "ask"),
    ("total x402 volume through the coinbase facilitator so far this year", "POST /ask", "ask"),
    ("which day last month had the most x402 payments, and what was the median payment size?",
     "POST /ask", "ask"),
    ("our team runs a small x402-paid API and my boss keeps asking how we compare with the rest "
     "of the ecosystem; she is in a meeting till 3 so no rush, but what were the top 5 x402 "
     "recipients by volume in Q1 2026?", "POST /ask", "ask"),
    # ---- POST /agent/score ----
    ("reputation score of the erc-8004 agent owned by 0x514bcf38a58a776a0ea710eaa1cea8f57c4a1743",
     "POST /agent/score", "agent-score"),
    ("Can I trust the agent at 0x938C91BCE3E95823FBAB8807ED826F337E891C87? identity, activity "
     "and feedback please", "POST /agent/score", "agent-score"),
    ("8004 trust score for wallet 0x0023013dc543c7c25f09c4c07f757f78adfa1f3f over 30 days",
     "POST /agent/score", "agent-score"),
    # ---- POST /tip ----
    ("here's a tip, you've been super helpful", "POST /tip", "tip"),
    ("send the devs 5 cents as a thank you", "POST /tip", "tip"),
    ("Tip: 'great service, keep it up'", "POST /tip", "tip"),
    # ---- token-api ----
    ("USDC balance of 0x01690aca9578778b09d3e5d75883b893336dde95 on base",
     "token-api", "token-api"),
    ("top holders of the DEGEN token on ethereum", "token-api", "token-api"),
    ("list all ERC-20 transfers in and out of 0x74b7387b80c5d2a0a1ad1642bb8b23339cdc818a this "
     "week", "token-api", "token-api"),
    # ---- substreams ----
    ("I need to stream every new block on base with its full traces into my own postgres",
     "substreams", "substreams"),
    ("firehose for raw ethereum logs, sub-second latency", "substreams", "substreams"),
    ("backfill all Uniswap v3 Swap events since deployment as a parallel stream into a sink, "
     "I don't want a subgraph", "substreams", "substreams"),
    # ---- x402-bazaar ----
    ("what other paid x402 APIs exist that sell weather data?", "x402-bazaar", "bazaar"),
    ("find me an x402 service for image generation under $0.05 a call", "x402-bazaar",
     "bazaar"),
    ("search the bazaar for agents that do web scraping, pay per request",
     "x402-bazaar", "bazaar"),
    # ---- erc8004-agents ----
    ("find registered ERC-8004 agents that support x402 payments", "erc8004-agents",
     "agents"),
    ("list the agents in the 8004 identity registry that have an MCP endpoint",
     "erc8004-agents", "agents"),
    ("discover onchain-registered AI agents that do prediction market analysis, like "
     "OddsOracle", "erc8004-agents", "agents"),
    # ---- mcp ----
    ("how do I plug sextant into claude desktop as tools?", "mcp:sextant", "mcp"),
    ("add your MCP server to my cursor setup so my agent can call the perp and polymarket "
     "tools directly", "mcp:sextant", "mcp"),
    ("is there an MCP server for The Graph so claude can run graphql against subgraphs?",
     "mcp:thegraph-subgraph-mcp", "mcp"),
    ("I want my agent to query any subgraph through MCP, which server do I add?",
     "mcp:thegraph-subgraph-mcp", "mcp"),
    # ---- none: off-chain ----
    ("what's the weather in Berlin this weekend", "none", "none"),
    ("book me a flight from NYC to Lisbon next Friday", "none", "none"),
    ("translate 'good morning' into japanese", "none", "none"),
    ("AAPL closing price yesterday", "none", "none"),
    ("who won the champions league final in 2019", "none", "none"),
    ("write a cover letter for a product manager job", "none", "none"),
    ("recipe for banana bread without eggs", "none", "none"),
    # ---- none: near-misses ----
    ("depth of the BTC/USDT order book on Binance", "none", "none"),
    ("how do I reset my Polymarket password, I can't log in", "none", "none"),
    ("what are the withdrawal limits on my Kraken account", "none", "none"),
    ("predict the price of ETH next month", "none", "none"),
    ("send 10 USDC from my wallet to 0x9e460f717bdf7fc550ccd96d03354b62116f11bd", "none",
     "none"),
    ("generate my 2025 crypto tax report from my Coinbase exchange history", "none", "none"),
    ("open interest of bitcoin futures on the CME", "none", "none"),
    # ---- subgraph ----
    ("top uniswap v3 pools on base by TVL", SG, "subgraph", "uniswap-v3", "base"),
    ("aave v3 lending and borrow rates on polygon pos", SG, "subgraph", "aave-v3", "matic"),
    ("curve pools on arbitrum one ranked by volume", SG, "subgraph", "curve-finance",
     "arbitrum-one"),
    ("how much ETH is staked in lido? stETH total", SG, "subgraph", "lido", "mainnet"),
    ("lookup the ENS name vitalik.eth: owner, resolver, expiry", SG, "subgraph", "ens",
     "mainnet"),
    ("beefy vaults on optimism with the highest apy", SG, "subgraph", "beefy-finance",
     "optimism"),
    ("euler finance markets on base, supply and borrow", SG, "subgraph", "euler-finance",
     "base"),
    ("across bridge deposits from arbitrum, latest 50", SG, "subgraph", "across-v2",
     "arbitrum-one"),
    ("azuro betting conditions on gnosis chain (xdai)", SG, "subgraph", "azuro", "gnosis"),
    ("Blur NFT marketplace bids and sales on ethereum mainnet", SG, "subgraph", "blur",
     "mainnet"),
    ("EAS attestations on OP mainnet for schema id 0x1234", SG, "subgraph", "eas", "optimism"),
    ("friend.tech share trades on base, most active subjects", SG, "subgraph", "friend-tech",
     "base"),
    ("maverick pools on zksync era", SG, "subgraph", "maverick", "zksync-era"),
    ("silo finance silos on arbitrum, utilisation and rates", SG, "subgraph", "silo-finance",
     "arbitrum-one"),
    ("synthetix perps markets on optimism: open interest and funding", SG, "subgraph",
     "synthetix-perps", "optimism"),
    ("zora mints on base today", SG, "subgraph", "zora", "base"),
    ("celer cbridge transfers on BNB chain", SG, "subgraph", "cbridge", "bsc"),
    ("moonwell markets on base ranked by total supplied", SG, "subgraph", "moonwell", "base"),
    ("pancakeswap v2 pairs on bsc by liquidity", SG, "subgraph", "pancakeswap-v2", "bsc"),
    ("radiant v2 lending rates arbitrum", SG, "subgraph", "radiant-v2", "arbitrum-one"),
    ("syncswap pools on zksync, top 10 by volume", SG, "subgraph", "syncswap", "zksync-era"),
    ("stargate pool liquidity on avalanche c-chain", SG, "subgraph", "stargate", "avalanche"),
    ("chainlink price feed rounds for ETH/USD on arbitrum", SG, "subgraph", "chainlink-feeds",
     "arbitrum-one"),
    ("cryptopunks sales history, highest prices", SG, "subgraph", "cryptopunks", "mainnet"),
    ("uniswap v4 hooks and pools on unichain", SG, "subgraph", "uniswap-v4", "unichain"),
    ("compound v3 comet markets on base: utilization", SG, "subgraph", "compound-v3", "base"),
    ("eigenlayer operators by restaked ETH", SG, "subgraph", "eigenlayer", "mainnet"),
    ("balancer v2 weighted pools on ethereum, top by TVL", SG, "subgraph", "balancer-v2",
     "mainnet"),
    ("aerodrome pools on base with the most volume this week", SG, "subgraph", "aerodrome",
     "base"),
    ("lens protocol profiles and follows on polygon", SG, "subgraph", "lens-protocol", "matic"),
]


def check_subgraphs() -> None:
    """Every (protocol, network) of a subgraph row matches a world-catalog subgraph."""
    from sextant.routing.evaluation import protocol_matches
    from sextant.routing.registry.world_catalog import build_world

    have = {(r.protocol, r.network) for r in build_world(402).records}
    bad = [row for row in ROWS if row[1] == SG and not any(
        protocol_matches(row[3], p) and n == row[4] for p, n in have)]
    assert not bad, bad


def main() -> None:
    lines = []
    for row in ROWS:
        item: dict[str, str] = {"text": row[0], "service": row[1], "family": row[2]}
        if row[1] == SG:
            item["protocol"], item["network"] = row[3], row[4]
        lines.append(json.dumps(item))
    assert len(set(lines)) == len(lines)
    check_subgraphs()
    OUT.write_text("\n".join(lines) + "\n")
    counts = Counter(r[1] for r in ROWS)
    print(len(lines), "rows")
    for k in sorted(counts):
        print(f"  {k}: {counts[k]}")


if __name__ == "__main__":
    main()
