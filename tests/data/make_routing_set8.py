# ruff: noqa: E501  (hand-written rows, one per line)
"""routing8.jsonl: 130 hand-written routing rows (no templates, no sampling)."""
import json
from pathlib import Path

S = "subgraph"
ROWS = [
    # perp-score
    ("wallet 0x6f2114e43b3befddf9cb61972c04bcc020378ae8 -- give me a single 0-100 number for how good a hyperliquid trader they are", "POST /perpdex/score", "perp-score"),
    ("GRADE THIS PERP TRADER 0x82DAB1B2E1A93B8EFD03C398315B70DDDCA4211A", "POST /perpdex/score", "perp-score"),
    ("I want to copy-trade 0x3571014f248d17acce4ec7a0c05a57b1bd9ae366 on HL. is he skilled or a gambler? just the rating + class pls", "POST /perpdex/score", "perp-score"),
    # perp-pnl
    ("what positions does 0x13f15e081d3002a8d07fc06c3e0b55f0def937e0 have open on hyperliquid rn and what were their last few fills", "POST /perpdex/pnl", "perp-pnl"),
    ("hyperliquid pnl + open perps for 0x01690ACA9578778B09D3E5D75883B893336DDE95", "POST /perpdex/pnl", "perp-pnl"),
    ("show me everything 0x9c4a55e3df440d56ebf7251bd87a4d4882e6edab is holding on hyperliqiud right now, with his latest 10 trades", "POST /perpdex/pnl", "perp-pnl"),
    # perp-risk
    ("how often does 0x13bc769f994f605c50a65579f2b9720b31ad88b7 get liquidated on hyperliquid, and how much is funding eating him", "POST /perpdex/risk", "perp-risk"),
    ("is 0x6f2114e43b3befddf9cb61972c04bcc020378ae8 pulling money out of hyperliquid lately? liq rate + funding burn too", "POST /perpdex/risk", "perp-risk"),
    ("HL risk profile 0x82dab1b2e1a93b8efd03c398315b70dddca4211a", "POST /perpdex/risk", "perp-risk"),
    # perp-fills
    ("last 100 sol perp fills, how many were buys vs sells and any whales?", "POST /perpdex/fills", "perp-fills"),
    ("recent eth trades on hyperliquid tape, 30 of them", "POST /perpdex/fills", "perp-fills"),
    ("Pull the latest fills for HYPE perps on Hyperliquid and tell me whether buyers or sellers dominate", "POST /perpdex/fills", "perp-fills"),
    # perp-screen
    ("who are the 15 biggest ETH perp traders on hyperliquid by volume and are any of them actually good", "POST /perpdex/screen", "perp-screen"),
    ("top sol traders on HL, scored", "POST /perpdex/screen", "perp-screen"),
    ("I'm hunting for skilled wallets to follow -- rank the heaviest BTC perp traders on hyperliquid and score each one", "POST /perpdex/screen", "perp-screen"),
    # perp-vault
    ("is the HLP vault 0xdfc24b077bc1425ad1dea75bcb6f8158e10df303 worth depositing into? who are the biggest depositors", "POST /perpdex/vault", "perp-vault"),
    ("vault check 0xDFC24B077BC1425AD1DEA75BCB6F8158E10DF303 leader skill + still alive?", "POST /perpdex/vault", "perp-vault"),
    ("My friend keeps telling me to park USDC in hyperliquid vault 0xdfc24b077bc1425ad1dea75bcb6f8158e10df303. can you score that vault for me", "POST /perpdex/vault", "perp-vault"),
    # poly-pnl
    ("polymarket positions and unrealized pnl for 0x43bca689ec69ed76e381b072b24a7c635323fd7a", "POST /marketa/pnl", "poly-pnl"),
    ("Full breakdown please: every open Polymarket bet held by 0x9E460F717BDF7FC550CCD96D03354B62116F11BD, realized and mark-to-market profit", "POST /marketa/pnl", "poly-pnl"),
    ("what is 0x546bed11fb13f1580d84b0e0c217be96ee8d7a26 sitting on in polymarket, marked to current prices", "POST /marketa/pnl", "poly-pnl"),
    # poly-pnl-quick
    ("quick n cheap: polymkt win rate and realized pnl of 0x6f2114e43b3befddf9cb61972c04bcc020378ae8", "POST /marketa/pnl-quick", "poly-pnl-quick"),
    ("fast skill check on polymarket bettor 0x13f15e081d3002a8d07fc06c3e0b55f0def937e0, doesn't need to be exact", "POST /marketa/pnl-quick", "poly-pnl-quick"),
    ("rough realized P&L + win% on polymarket for 0x01690aca9578778b09d3e5d75883b893336dde95, the cheap version", "POST /marketa/pnl-quick", "poly-pnl-quick"),
    # poly-risk
    ("is 0x9c4a55e3df440d56ebf7251bd87a4d4882e6edab a bot or a human on polymarket, and any ghost fills?", "POST /marketa/risk", "poly-risk"),
    ("polymarket wallet type for 0x71E18A9E03A1CFDF7DAA8024982D760C003B890C + ghost-fill risk", "POST /marketa/risk", "poly-risk"),
    ("before I trust the polymarket history of 0x43bca689ec69ed76e381b072b24a7c635323fd7a I want to know if those fills are fake", "POST /marketa/risk", "poly-risk"),
    # poly-screen
    ("who are the top holders of will-the-fed-cut-interest-rates-at-the-october-meeting on polymarket and are they sharp", "POST /marketa/screen", "poly-screen"),
    ("biggest holders in polymarket market 0xa2ece43bc035e16372fadc09c7a813c267c21766d5944c99af2beb8544668bf3", "POST /marketa/screen", "poly-screen"),
    ("screen the wallets holding the polymarket Spurs 2027 NBA Finals market (will-the-san-antonio-spurs-win-the-2027-nba-finals), top 5", "POST /marketa/screen", "poly-screen"),
    # poly-leaders
    ("polymarket leaderboard, top 10 by profit this month", "POST /marketa/leaders", "poly-leaders"),
    ("who traded the most volume on polymarket over the last 24h", "POST /marketa/leaders", "poly-leaders"),
    ("I want to copy-trade whoever is printing money on polymarket lately -- list the top earners of the past week", "POST /marketa/leaders", "poly-leaders"),
    # kalshi-trend
    ("how's consensus moving on kalshi event KXFEDDECISION-26OCT, is it speeding up", "POST /marketb/consensus-trend", "kalshi-trend"),
    ("kalshi KXPRESPARTY-2028 trend", "POST /marketb/consensus-trend", "kalshi-trend"),
    ("Is the crowd on Kalshi converging faster on the Oct CPI print (KXCPI-26OCT)? want trend + acceleration", "POST /marketb/consensus-trend", "kalshi-trend"),
    # kalshi-live-edge
    ("live edge for milestone 5b1f2c3e-8d4a-4e6b-9c71-2a0f6d3e9b11 -- is the kalshi price lagging the game?", "POST /marketb/sports-live-edge", "kalshi-live-edge"),
    ("game momentum vs kalshi odds for 5B1F2C3E-8D4A-4E6B-9C71-2A0F6D3E9B11", "POST /marketb/sports-live-edge", "kalshi-live-edge"),
    ("watching the Celtics game live, is the kalshi market slow to react to the run they're on? latency arb signal please", "POST /marketb/sports-live-edge", "kalshi-live-edge"),
    # kalshi-poly-spread
    ("kalshi vs polymarket price gap on the fed october decision", "POST /marketb-marketa/spread", "kalshi-poly-spread"),
    ("yes-price spreads between Kalshi and Polymarket for NBA Finals 2027 markets, top 5", "POST /marketb-marketa/spread", "kalshi-poly-spread"),
    ("where do kalshi and polymarket disagree most on bitcoin $150k by october?", "POST /marketb-marketa/spread", "kalshi-poly-spread"),
    # poly-limitless-spread
    ("polymarket vs limitless spread on eth 5k", "POST /predmarket/spread", "poly-limitless-spread"),
    ("compare limitless and polymarket odds for a democrat winning 2028, any arb?", "POST /predmarket/spread", "poly-limitless-spread"),
    ("cross-venue gaps between the two crypto prediction markets (polymarket, limitless) on fed rate cut markets", "POST /predmarket/spread", "poly-limitless-spread"),
    # narrative
    ("which base tokens are getting hyped on socials but have no real onchain flow", "POST /narrative/divergence", "narrative"),
    ("under-the-radar tokens on ethereum: on-chain buying picking up before twitter notices", "POST /narrative/divergence", "narrative"),
    ("narrative vs flow divergence, base chain, top 5", "POST /narrative/divergence", "narrative"),
    # swap-pretrade
    ("about to ape VIRTUAL on base (0xbab6497934aaa734beeea9da27dc92bb261a3837), is the liquidity real and can i sell it back", "POST /swapdex/pretrade", "swap-pretrade"),
    ("honeypot check 0xAF23943DFA46E5327BBBA5986ED08E61DB6461E8 base", "POST /swapdex/pretrade", "swap-pretrade"),
    ("pretrade verdict for MORPHO on base, which pool is deepest", "POST /swapdex/pretrade", "swap-pretrade"),
    # swap-basis
    ("sol spot vs perp basis", "POST /swapdex/basis", "swap-basis"),
    ("how far is the BTC perp trading from spot right now?", "POST /swapdex/basis", "swap-basis"),
    ("I'm thinking of a cash-and-carry on eth on ethereum -- what's the spot/perp basis", "POST /swapdex/basis", "swap-basis"),
    # swap-traders
    ("who is accumulating AERO on base and who's dumping", "POST /swapdex/traders", "swap-traders"),
    ("wallet flows on the deepest BRETT pool: accumulators vs distributors", "POST /swapdex/traders", "swap-traders"),
    ("show me which wallets are net buyers of link on base lately", "POST /swapdex/traders", "swap-traders"),
    # x402-address
    ("x402 payment history of 0x5b5d51203a0f9079f8aeb098a6523a13f298c060 from the settlement subgraph", "POST /onchain-x402/address", "x402-address"),
    ("how much has 0x74B7387B80C5D2A0A1AD1642BB8B23339CDC818A paid or received through x402", "POST /onchain-x402/address", "x402-address"),
    ("x402 profile 0x4909978dc88efeee170295a438a2c77254e90f55", "POST /onchain-x402/address", "x402-address"),
    # agent-score
    ("reputation score of the ERC-8004 agent owned by 0x74c8d21432cc69deaf70a0a0c0cca06d1b1d1af6 over the last 30 days", "POST /agent/score", "agent-score"),
    ("is agent wallet 0x938C91BCE3E95823FBAB8807ED826F337E891C87 trustworthy? 8004 identity, feedback, activity", "POST /agent/score", "agent-score"),
    ("score the onchain agent at 0x514bcf38a58a776a0ea710eaa1cea8f57c4a1743 before my bot starts paying it", "POST /agent/score", "agent-score"),
    # tip
    ("send a tip, message 'great api'", "POST /tip", "tip"),
    ("i just want to leave you a small thank-you payment, no data needed", "POST /tip", "tip"),
    ("TIP: keep it up", "POST /tip", "tip"),
    # ask
    ("how many x402 settlements went through payai last week", "POST /ask", "ask"),
    ("total USDC settled over x402 in april 2026", "POST /ask", "ask"),
    ("what was the median x402 payment size yesterday", "POST /ask", "ask"),
    ("which facilitator handled the most x402 volume this year?", "POST /ask", "ask"),
    # none
    ("book me a table for two in lisbon on friday", "none", "none:offchain"),
    ("translate 'good morning' into japanese", "none", "none:offchain"),
    ("what's the weather in denver tomorrow", "none", "none:offchain"),
    ("write a haiku about autumn", "none", "none:offchain"),
    ("how do I file my 2025 taxes as a freelancer in germany", "none", "none:offchain"),
    ("recommend a good sci-fi novel", "none", "none:offchain"),
    ("what's the capital of australia", "none", "none:offchain"),
    ("binance spot order book depth for BTC/USDT", "none", "none:near-miss"),
    ("my metamask won't connect to the dapp, how do I fix it", "none", "none:near-miss"),
    ("reset the 2FA on my kraken account", "none", "none:near-miss"),
    ("what did the fed chair say at today's press conference", "none", "none:near-miss"),
    ("robinhood stock price of NVDA right now", "none", "none:near-miss"),
    ("help me deploy an ERC-20 contract to base", "none", "none:near-miss"),
    # token-api
    ("token balances of 0x546bed11fb13f1580d84b0e0c217be96ee8d7a26 on base", "token-api", "token-api"),
    ("who are the top holders of the UNI token on ethereum", "token-api", "token-api"),
    ("list the ERC-20 transfers into 0x3571014f248d17acce4ec7a0c05a57b1bd9ae366 in the last day", "token-api", "token-api"),
    # substreams
    ("I need a streaming firehose of every uniswap swap on ethereum as it happens, for my own sink", "substreams", "substreams"),
    ("substreams package for solana token transfers", "substreams", "substreams"),
    ("set up a real-time block-level stream of base erc20 transfers into postgres", "substreams", "substreams"),
    # bazaar
    ("find other x402 services that sell weather data", "x402-bazaar", "bazaar"),
    ("list paid x402 apis for image generation", "x402-bazaar", "bazaar"),
    ("which x402 endpoints in the bazaar do token price feeds", "x402-bazaar", "bazaar"),
    # agents
    ("list ERC-8004 agents registered on base", "erc8004-agents", "agents"),
    ("find 8004 agents that offer prediction-market odds", "erc8004-agents", "agents"),
    ("who is registered as agent #4 in the erc-8004 identity registry", "erc8004-agents", "agents"),
    # mcp
    ("add sextant as an MCP server in claude desktop", "mcp:sextant", "mcp-self"),
    ("what's your MCP endpoint so my agent can call these tools", "mcp:sextant", "mcp-self"),
    ("I want an MCP server that lets my LLM query any subgraph on The Graph", "mcp:thegraph-subgraph-mcp", "mcp-graph"),
    ("graph network subgraph MCP tool for claude", "mcp:thegraph-subgraph-mcp", "mcp-graph"),
]
SG = [
    ("top uniswap v4 pools on unichain by tvl", "sg:dex", "uniswap-v4", "unichain"),
    ("uniswap v3 polygon pos biggest pools by 24h volume", "sg:dex", "uniswap-v3", "matic"),
    ("pancakeswap v3 on bnb chain: top 10 pairs by volume", "sg:dex", "pancakeswap-v3", "bsc"),
    ("camelot pools on arb, sorted by liquidity", "sg:dex", "camelot-v2", "arbitrum-one"),
    ("velodrome v2 gauges on op mainnet", "sg:dex", "velodrome-finance-v2", "optimism"),
    ("trader joe pairs on avax c-chain by tvl", "sg:dex", "trader-joe", "avalanche"),
    ("honeyswap pairs on gnosis", "sg:dex", "honeyswap", "gnosis"),
    ("ubeswap on celo: most traded pools", "sg:dex", "ubeswap", "celo"),
    ("sushi v3 on avalanche top pools", "sg:dex", "sushiswap-v3", "avalanche"),
    ("spiritswap fantom liquidity", "sg:dex", "spiritswap", "fantom"),
    ("aave v3 scroll supply and borrow rates", "sg:lending", "aave-v3", "scroll"),
    ("moonwell on base: current lending rates per market", "sg:lending", "moonwell", "base"),
    ("venus protocol bnb markets by total borrowed", "sg:lending", "venus", "bsc"),
    ("benqi avalanche deposit apy", "sg:lending", "benqi", "avalanche"),
    ("radiant v2 arbitrum borrow rates", "sg:lending", "radiant-capital-v2", "arbitrum-one"),
    ("spark lend on mainnet: utilization of each reserve", "sg:lending", "spark-lend", "mainnet"),
    ("zerolend on linea tvl", "sg:lending", "zerolend", "linea"),
    ("sonne finance optimism markets", "sg:lending", "sonne-finance", "optimism"),
    ("rocket pool rETH minipools and staked eth", "sg:staking", "rocket-pool", "mainnet"),
    ("stader ethx total staked on ethereum", "sg:staking", "stader", "mainnet"),
    ("eigenlayer operators ranked by restaked eth", "sg:restaking", "eigenlayer", "mainnet"),
    ("renzo ezETH deposits on blast", "sg:restaking", "renzo", "blast-mainnet"),
    ("gmx avalanche open interest per market", "sg:perps", "gmx", "avalanche"),
    ("kwenta perps volume on optimism", "sg:perps", "kwenta", "optimism"),
    ("stargate bridge transfers on base", "sg:bridge", "stargate", "base"),
    ("hop protocol polygon zkevm bridge volume", "sg:bridge", "hop-protocol", "polygon-zkevm"),
    ("who owns vitalik.eth -- ens lookup", "sg:names", "ens", "mainnet"),
    ("cryptopunks sales in the last week", "sg:nft", "cryptopunks", "mainnet"),
    ("yearn v2 vaults on arbitrum by apy", "sg:yield", "yearn-v2", "arbitrum-one"),
    ("convex finance pools ranked by tvl", "sg:yield", "convex-finance", "mainnet"),
    ("graph indexers on arbitrum one with the most delegated GRT", "sg:indexing", "the-graph", "arbitrum-one"),
]

def main() -> None:
    out = Path(__file__).with_name("routing_set8.jsonl")
    rows = [{"text": t, "service": s, "family": f} for t, s, f in ROWS]
    rows += [{"text": t, "service": S, "family": f, "protocol": p, "network": n} for t, f, p, n in SG]
    out.write_text("".join(json.dumps(r) + "\n" for r in rows))
    print(len(rows))

if __name__ == "__main__":
    main()
