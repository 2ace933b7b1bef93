"""Write tests/data/routing_probe_hr3.jsonl: 64 routing requests helper hr3 wrote in its own
words (goals, typos, chatty, terse, long context) before any of its round's changes. Families of
two; a family's split (``heldout`` or ``dev``) comes from a hash of its name, half and half: only
the dev half is tuned on, the heldout half is scored (aggregates only) before and after.

Run: ``python tests/data/make_routing_probe_hr3.py``
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

OUT = Path(__file__).with_name("routing_probe_hr3.jsonl")
W1 = "0x3f1c9e0b7d2a4c5e6f8091a2b3c4d5e6f7a8b9c0"
W2 = "0x9a8b7c6d5e4f30211f2e3d4c5b6a79880796a5b4"
W3 = "0x5b5d51203a0f9079f8aeb098a6523a13f298c060"
V1 = "0xdfc24b077bc1425ad1dea75bcb6f8158e10df303"

# family -> (service, [(text, protocol, network)...]) ; protocol/network only for subgraphs
FAMILIES: dict[str, tuple[str, list[tuple[str, str, str]]]] = {
    "perp-score:goal": ("POST /perpdex/score", [
        (f"im thinking of copy trading {W1} on hyperliquid, is he actually any good?", "", ""),
        (f"rate this hl perp trader pls {W2} skill wise", "", ""),
    ]),
    "perp-pnl:chatty": ("POST /perpdex/pnl", [
        (f"hey so my friend {W1} keeps bragging about his hyperliquid trades, what positions "
         "has he got open right now and is he up or down", "", ""),
        (f"hyperliquid: open positions + pnl for {W2}", "", ""),
    ]),
    "perp-risk:terse": ("POST /perpdex/risk", [
        (f"liquidation risk {W1} hyperliquid", "", ""),
        (f"does {W2} get liquidated a lot on hyperliqiud or burn money on funding", "", ""),
    ]),
    "perp-fills:goal": ("POST /perpdex/fills", [
        ("are whales buying or selling ETH perps on hyperliquid in the last trades", "", ""),
        ("show me the latest 50 SOL fills on hyperliquid", "", ""),
    ]),
    "perp-screen:chatty": ("POST /perpdex/screen", [
        ("who trades the most BTC on hyperliquid, and are those people any good? top 20", "", ""),
        ("screen the biggest hype perp traders by volume on hyperliquid", "", ""),
    ]),
    "perp-vault:goal": ("POST /perpdex/vault", [
        (f"should i put money into the hyperliquid vault {V1}? is the leader decent", "", ""),
        (f"hl vault {V1} - who are the depositors and is it still active", "", ""),
    ]),
    "mkt-pnl-quick:terse": ("POST /marketa/pnl-quick", [
        (f"polymarket win rate {W1}", "", ""),
        (f"quick check, how much has {W2} made or lost betting on polymarket", "", ""),
    ]),
    "mkt-pnl:long": ("POST /marketa/pnl", [
        (f"I need every polymarket position held by {W1}, open and closed, with the mark to "
         "market pnl on each one, it's for an audit of a client's betting account", "", ""),
        (f"full list of positions for polymarket wallet {W2} incl unrealized pnl", "", ""),
    ]),
    "mkt-risk:goal": ("POST /marketa/risk", [
        (f"is {W1} a bot or a real person on polymarket? any ghost fills?", "", ""),
        (f"what kind of trader is polymarket account {W2}, market maker or degen", "", ""),
    ]),
    "mkt-screen:chatty": ("POST /marketa/screen", [
        ("who are the biggest holders in the polymarket market on the next fed rate cut, "
         "and are they skilled", "", ""),
        ("top holders of the polymarket bitcoin above 100k market + their skill", "", ""),
    ]),
    "mkt-leaders:goal": ("POST /marketa/leaders", [
        ("which polymarket traders made the most money this month", "", ""),
        ("polymarket leaderbord by volume last 7 days", "", ""),
    ]),
    "mktb-trend:terse": ("POST /marketb/consensus-trend", [
        ("kalshi consensus trend on the cpi print, is it speeding up", "", ""),
        ("how has the kalshi crowd's view on a government shutdown moved lately", "", ""),
    ]),
    "mktb-live:chatty": ("POST /marketb/sports-live-edge", [
        ("watching the lakers game rn, is the kalshi price lagging what's happening on the "
         "court?", "", ""),
        ("live edge for the chiefs game on kalshi, momentum vs market", "", ""),
    ]),
    "spread-ab:goal": ("POST /marketb-marketa/spread", [
        ("is there an arb between kalshi and polymarket on the next fed decision", "", ""),
        ("compare yes prices kalshi vs polymarket for the election", "", ""),
    ]),
    "spread-pred:terse": ("POST /predmarket/spread", [
        ("polymarket vs limitless price gap on bitcoin markets", "", ""),
        ("crypto prediction markets spread limitless polymarket eth 5k", "", ""),
    ]),
    "narrative:goal": ("POST /narrative/divergence", [
        ("which tokens are everyone talking about but nobody is actually buying onchain", "", ""),
        ("find coins flying under the radar: onchain flows up but social attention flat", "", ""),
    ]),
    "pretrade:chatty": ("POST /swapdex/pretrade", [
        ("about to sell 20k of my PEPE for usdc on base, how bad will the slippage be and is "
         "there enough liquidity", "", ""),
        ("pre-trade check before i ape into BRETT on base, honeypot?", "", ""),
    ]),
    "basis:terse": ("POST /swapdex/basis", [
        ("eth spot vs perp basis", "", ""),
        ("how far is the hyperliquid SOL perp trading above the dex spot price", "", ""),
    ]),
    "swap-traders:goal": ("POST /swapdex/traders", [
        ("who is accumulating AERO and who is dumping it", "", ""),
        ("wallets net buying vs selling DEGEN on its main pool", "", ""),
    ]),
    "agent-score:terse": ("POST /agent/score", [
        (f"reputation of erc-8004 agent at {W1}", "", ""),
        (f"can i trust the ai agent wallet {W2}? check its 8004 feedback score", "", ""),
    ]),
    "ask:warehouse": ("POST /ask", [
        ("how many x402 payments were settled yesterday and what was the total usd", "", ""),
        ("which x402 facilitator settled the most volume last week", "", ""),
    ]),
    "x402-address:goal": ("POST /onchain-x402/address", [
        (f"what has {W3} paid or received through x402, settlement history", "", ""),
        (f"x402 profile for addr {W1}", "", ""),
    ]),
    "sg-lend-rate:goal": ("subgraph", [
        ("where can i get the best usdc supply rate on aave v3 arbitrum", "aave-v3",
         "arbitrum-one"),
        ("compound v3 borrow rates on base right now", "compound-v3", "base"),
    ]),
    "sg-dex:terse": ("subgraph", [
        ("uniswap v3 base pools by tvl", "uniswap-v3", "base"),
        ("pancakeswap v3 bsc top pairs volume", "pancakeswap-v3", "bsc"),
    ]),
    "sg-staking:chatty": ("subgraph", [
        ("i'd like to see how much eth people have staked with lido over time", "lido",
         "mainnet"),
        ("rocket pool node operators and their staked eth", "rocket-pool", "mainnet"),
    ]),
    "sg-gov:goal": ("subgraph", [
        ("recent ens dao governance proposals and votes", "ens", "mainnet"),
        ("who resolves vitalik.eth and when does it expire", "ens", "mainnet"),
    ]),
    "token-api:chatty": ("token-api", [
        (f"what tokens does {W1} hold on base, and how much are they worth", "", ""),
        ("top holders of USDC on arbitrum please", "", ""),
    ]),
    "token-api:terse": ("token-api", [
        ("weth price usd", "", ""),
        (f"erc20 transfers {W2} mainnet last day", "", ""),
    ]),
    "substreams:goal": ("substreams", [
        ("i want to stream every new block on ethereum into my database as it happens", "", ""),
        ("raw decoded logs firehose for arbitrum", "", ""),
    ]),
    "agents-bazaar:mix": ("x402-bazaar", [
        ("find me a paid x402 api that gives weather data", "", ""),
        ("which x402 services sell token prices per call", "", ""),
    ]),
    "none:offtopic": ("none", [
        ("what's the best pizza place in naples", "", ""),
        ("top traders on dydx this week", "", ""),
    ]),
    "none:vague": ("none", [
        ("help me make money", "", ""),
        ("stock price of apple today", "", ""),
    ]),
}


def split_of(family: str) -> str:
    """Half the families held out: the lower half of the families' hashes."""
    order = sorted(FAMILIES, key=lambda f: hashlib.sha256(f.encode()).hexdigest())
    return "heldout" if order.index(family) < len(order) // 2 else "dev"


def main() -> None:
    lines = []
    for family, (service, items) in FAMILIES.items():
        for text, protocol, network in items:
            row: dict[str, str] = {"text": text, "service": service}
            if protocol:
                row |= {"protocol": protocol, "network": network}
            row |= {"family": f"hr3:{family}", "split": split_of(family)}
            lines.append(json.dumps(row))
    OUT.write_text("\n".join(lines) + "\n")
    print(f"wrote {OUT} ({len(lines)} rows)")


if __name__ == "__main__":
    main()
