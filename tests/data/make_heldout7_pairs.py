"""Write ``market_pairs_heldout7.jsonl``: the seventh labelled set (issue 11, sixth pass).

Written and committed **before** this pass changed any matcher code, with entities not used by
the earlier sets where it could (other coins, teams, banks, candidates, companies, cities) and
phrasings in the venues' own title styles: Kalshi's terse "Ticker above X on date?" and
"Team A vs Team B: winner?" forms, Polymarket's "Who will win ...? - Name" and "X by ...?"
forms, Limitless' "$COIN above $X on date" forms; team codes ("MIL @ PHX"), nicknames, date
forms ("by EOY 2026", "before 2027", "Q4", "Dec '26", "end of Q3"), scaled numbers ("$1.5T",
"100k", "4.25%"), and ranges against thresholds.

Split **by family** into a ``dev`` half (tuned on) and a ``heldout`` half (scored once on the
unchanged code, once at the pass's end; never read for tuning). Families of one half do not
appear in the other.

Labels: 1 only when the two markets resolve on the same condition. Prices, rates and
percentages are continuous (a strike's own point has no mass: "above $2" is "$2 or higher");
counts are not ("more than 50 wins" is "51 or more"). "By / before <date>" is a deadline (any
time up to it), "on <date>" reads the state on the day; "before 2027" is "by December 31,
2026". A nomination is not the general election. "No change" in a policy rate is a hold.
Run ``python tests/data/make_heldout7_pairs.py``.
"""

from __future__ import annotations

import json
from pathlib import Path

Row = tuple[str, str, str, str, int]

DEV = ("crypto", "central_banks", "nba_nhl", "us_politics", "ai_tech", "weather")
HELDOUT = ("stocks", "macro", "nfl_mlb", "world_politics", "soccer", "awards_media")


def crypto() -> list[Row]:
    fam, out = "crypto", []
    coins = [("Monero", "XMR", "$400", "$400.00", "$450"), ("Kaspa", "KAS", "$0.25", "25 cents",
             "$0.30"), ("Bittensor", "TAO", "$1,000", "$1k", "$800"),
             ("Render", "RENDER", "$15", "$15.00", "$12")]
    for name, tick, x, x2, other in coins:
        a = f"Will {name} ({tick}) hit {x} by EOY 2026?"
        out += [
            (a, f"{tick} to reach {x2} before 2027?", "same", fam, 1),
            (a, f"${tick} touches {x} by Dec 31, 2026", "same", fam, 1),
            (a, f"{tick} above {x} on Dec 31, 2026?", "touch_vs_close", fam, 0),
            (a, f"{tick} to reach {other} before 2027?", "other_threshold", fam, 0),
            (a, f"{tick} to reach {x2} before 2028?", "other_date", fam, 0),
        ]
    ladders = [("Bitcoin", "BTC", "100k", "$100,000", "$95k-$100k", "Mar 31, 2026", "March 31"),
               ("Ethereum", "ETH", "4k", "$4,000", "$3,800 - $4,000", "Jun 30, 2026", "June 30"),
               ("Solana", "SOL", "250", "$250", "$240 to $250", "Sep 30, 2026", "September 30")]
    for name, tick, x, x2, bucket, day, longday in ladders:
        a = f"{tick} above {x} on {day}?"
        out += [
            (a, f"Will the price of {name} be above {x2} on {longday}, 2026?", "same", fam, 1),
            (a, f"{name} price on {longday}, 2026: {x2} or more?", "same", fam, 1),
            (a, f"{name} price on {longday}, 2026: {bucket}?", "bucket", fam, 0),
            (a, f"{name} price on {longday}, 2026: below {x2}?", "other_direction", fam, 0),
            (a, f"Will {name} dip to {x2} by {longday}, 2026?", "other_direction", fam, 0),
        ]
    out += [
        ("Bitcoin ETF inflows above $1B in a single day in 2026?",
         "Will spot BTC ETFs see $1 billion+ of net inflows in one day in 2026?", "same", fam, 1),
        ("Bitcoin ETF inflows above $1B in a single day in 2026?",
         "Will spot ETH ETFs see $1 billion+ of net inflows in one day in 2026?",
         "other_entity", fam, 0),
        ("Tether market cap above $200B by June 30, 2026?",
         "USDT market cap over $200 billion by Jun 30, 2026?", "same", fam, 1),
        ("Tether market cap above $200B by June 30, 2026?",
         "USDC market cap over $200 billion by Jun 30, 2026?", "other_entity", fam, 0),
    ]
    return out


def central_banks() -> list[Row]:
    fam, out = "central_banks", []
    for month, mon in (("March", "Mar"), ("July", "Jul"), ("November", "Nov")):
        a = f"Fed decision in {month} 2026: no change?"
        out += [
            (a, f"Will the FOMC keep the fed funds target range unchanged in {month} 2026?",
             "same", fam, 1),
            (a, f"FOMC {mon} '26: rates on hold?", "same", fam, 1),
            (a, f"Fed decision in {month} 2026: 25 bps cut?", "other_outcome", fam, 0),
            (a, f"Fed decision in {month} 2026: 25 bps hike?", "other_outcome", fam, 0),
            (a, f"Fed decision in {month} 2027: no change?", "other_date", fam, 0),
        ]
    banks = [("Bank of Canada", "BoC", "January 2026", "Jan '26"),
             ("Reserve Bank of New Zealand", "RBNZ", "February 2026", "Feb 2026"),
             ("Swiss National Bank", "SNB", "March 2026", "Mar 2026"),
             ("Sveriges Riksbank", "Riksbank", "May 2026", "May 2026")]
    for bank, short, when, short_when in banks:
        a = f"Will the {bank} cut its policy rate in {when}?"
        out += [
            (a, f"{short} rate cut in {short_when}?", "same", fam, 1),
            (a, f"{short} lowers rates at its {when} decision?", "same", fam, 1),
            (a, f"{short} rate hike in {short_when}?", "other_outcome", fam, 0),
            (a, f"{short} holds rates in {short_when}?", "other_outcome", fam, 0),
        ]
    out += [
        ("Fed cuts at least 3 times in 2026?", "Will the Fed cut rates 3 or more times in 2026?",
         "same", fam, 1),
        ("Fed cuts at least 3 times in 2026?", "Will the Fed cut rates more than 3 times in 2026?",
         "strict_vs_inclusive", fam, 0),
        ("Fed funds upper bound at or below 3.25% after the Dec 2026 meeting?",
         "Will the top of the fed funds range be 3.25% or lower after the December 2026 FOMC?",
         "same", fam, 1),
        ("Fed funds upper bound at or below 3.25% after the Dec 2026 meeting?",
         "Will the top of the fed funds range be 3.00% or lower after the December 2026 FOMC?",
         "other_threshold", fam, 0),
        ("Emergency Fed rate cut before 2027?", "Will the Fed make an emergency cut by Dec 31, "
         "2026?", "same", fam, 1),
        ("Emergency Fed rate cut before 2027?", "Will the Fed make an emergency hike by Dec 31, "
         "2026?", "other_direction", fam, 0),
    ]
    return out


def nba_nhl() -> list[Row]:
    fam, out = "nba_nhl", []
    games = [("Milwaukee Bucks", "Bucks", "MIL", "Phoenix Suns", "Suns", "PHX", "Jan 14"),
             ("Sacramento Kings", "Kings", "SAC", "Houston Rockets", "Rockets", "HOU", "Feb 3"),
             ("Detroit Pistons", "Pistons", "DET", "Orlando Magic", "Magic", "ORL", "Mar 9")]
    for full, nick, code, ofull, onick, ocode, day in games:
        a = f"Will the {full} beat the {ofull} on {day}, 2026?"
        out += [
            (a, f"NBA: {code} @ {ocode} ({day}) - {code} to win", "same", fam, 1),
            (a, f"{nick} vs {onick} {day}: {nick} win?", "same", fam, 1),
            (a, f"{code} vs {ocode}: {ocode} wins on {day}?", "other_winner", fam, 0),
            (a, f"{nick} vs {onick} {day}: {onick} win?", "other_winner", fam, 0),
            (a, f"{nick} vs {onick} Mar 30: {nick} win?", "other_date", fam, 0),
        ]
    hockey = [("Minnesota Wild", "Wild", "MIN", "Seattle Kraken", "Kraken", "SEA", "Nov 20"),
              ("Tampa Bay Lightning", "Bolts", "TBL", "Ottawa Senators", "Sens", "OTT", "Dec 6")]
    for full, nick, code, ofull, onick, ocode, day in hockey:
        a = f"{full} vs {ofull} on {day}, 2026: {full} win?"
        out += [
            (a, f"NHL: {code} vs {ocode} {day} - {code} win", "same", fam, 1),
            (a, f"Will the {nick} beat the {onick} on {day}?", "same", fam, 1),
            (a, f"NHL: {code} vs {ocode} {day} - {ocode} win", "other_winner", fam, 0),
        ]
    out += [
        ("Will the Oklahoma City Thunder win 60+ games in the 2025-26 NBA season?",
         "OKC regular season wins 2025-26: 60 or more?", "same", fam, 1),
        ("Will the Oklahoma City Thunder win 60+ games in the 2025-26 NBA season?",
         "OKC regular season wins 2025-26: over 60?", "strict_vs_inclusive", fam, 0),
        ("Will the Oklahoma City Thunder win 60+ games in the 2025-26 NBA season?",
         "OKC regular season wins 2025-26: 55-59?", "bucket", fam, 0),
        ("Bucks to make the 2026 NBA playoffs?", "Will Milwaukee reach the 2026 NBA postseason?",
         "same", fam, 1),
        ("Bucks to make the 2026 NBA playoffs?", "Will Milwaukee win the 2026 NBA Finals?",
         "other_outcome", fam, 0),
        ("Wild to win the Central Division in 2025-26?",
         "Will the Minnesota Wild win the NHL Central Division title (2025-26)?", "same", fam, 1),
        ("Wild to win the Central Division in 2025-26?",
         "Will the Minnesota Wild make the 2026 Stanley Cup playoffs?", "other_outcome", fam, 0),
        ("Victor Wembanyama 2025-26 NBA MVP?", "Will Wemby win MVP for the 2025-26 season?",
         "same", fam, 1),
        ("Victor Wembanyama 2025-26 NBA MVP?",
         "Will Victor Wembanyama win Defensive Player of the Year 2025-26?", "other_outcome",
         fam, 0),
    ]
    return out


def us_politics() -> list[Row]:
    fam, out = "us_politics", []
    noms = [("Alexandria Ocasio-Cortez", "AOC", "Democratic", "Dem"),
            ("Pete Buttigieg", "Buttigieg", "Democratic", "Dem"),
            ("Donald Trump Jr.", "Trump Jr.", "Republican", "GOP"),
            ("Glenn Youngkin", "Youngkin", "Republican", "GOP")]
    for full, short, adj, abbr in noms:
        a = f"Will {full} win the 2028 {adj} presidential nomination?"
        out += [
            (a, f"{abbr} nominee 2028: {short}?", "same", fam, 1),
            (a, f"Who will be the {adj} candidate for president in 2028? - {full}", "same",
             fam, 1),
            (a, f"Will {full} win the 2028 presidential election?", "other_office", fam, 0),
            (a, f"Will {full} announce a 2028 presidential run by June 30, 2027?",
             "other_outcome", fam, 0),
        ]
    races = [("Maine", "ME", "Democrats", "Dem", "Democratic"),
             ("Alaska", "AK", "Republicans", "GOP", "Republican"),
             ("Nebraska", "NE", "Republicans", "GOP", "Republican")]
    for state, _code, party, abbr, adj in races:
        a = f"Will {party} win the {state} Senate race in 2026?"
        out += [
            (a, f"{state} Senate 2026: {abbr} win?", "same", fam, 1),
            (a, f"{adj} candidate wins {state} U.S. Senate election (Nov 2026)?", "same", fam, 1),
            (a, f"{state} governor 2026: {abbr} win?", "other_office", fam, 0),
            (a, f"Will {party} lose the {state} Senate race in 2026?", "negation", fam, 0),
        ]
    out += [
        ("Democrats win 220+ House seats in 2026?",
         "Will Democrats win at least 220 seats in the House in the 2026 midterms?", "same",
         fam, 1),
        ("Democrats win 220+ House seats in 2026?",
         "Will Democrats win more than 220 seats in the House in the 2026 midterms?",
         "strict_vs_inclusive", fam, 0),
        ("Democrats win 220+ House seats in 2026?",
         "Democrats win 210-219 House seats in 2026?", "bucket", fam, 0),
        ("Will Trump's approval rating be above 45% on June 30, 2026 (RCP average)?",
         "Trump approval on Jun 30, 2026: over 45%?", "same", fam, 1),
        ("Will Trump's approval rating be above 45% on June 30, 2026 (RCP average)?",
         "Trump approval on Jun 30, 2026: under 45%?", "other_direction", fam, 0),
        ("Government shutdown before Oct 2026?",
         "Will the US federal government shut down by September 30, 2026?", "same", fam, 1),
        ("Government shutdown before Oct 2026?",
         "Will the US federal government shut down by December 31, 2026?", "other_date", fam, 0),
    ]
    return out


def ai_tech() -> list[Row]:
    fam, out = "ai_tech", []
    launches = [("OpenAI", "GPT-6", "June 30, 2026", "before July 2026"),
                ("Google", "Gemini 4", "September 30, 2026", "before October 2026"),
                ("xAI", "Grok 6", "March 31, 2026", "before April 2026")]
    for lab, model, by, before in launches:
        a = f"Will {lab} release {model} by {by}?"
        out += [
            (a, f"{model} released {before}?", "same", fam, 1),
            (a, f"{lab} ships {model} by {by}", "same", fam, 1),
            (a, f"{model} released before 2027?", "other_date", fam, 0),
            (a, f"Will {lab} announce {model} by {by}?", "other_outcome", fam, 0),
        ]
    out += [
        ("Will Nvidia be the largest company in the world by market cap on Dec 31, 2026?",
         "Largest company by market cap at end of 2026: NVIDIA?", "same", "ai_tech", 1),
        ("Will Nvidia be the largest company in the world by market cap on Dec 31, 2026?",
         "Largest company by market cap at end of 2026: Microsoft?", "other_entity", fam, 0),
        ("Will Nvidia be the largest company in the world by market cap on Dec 31, 2026?",
         "Largest company by market cap at end of June 2026: NVIDIA?", "other_date", fam, 0),
        ("OpenAI IPO before 2027?", "Will OpenAI go public by December 31, 2026?", "same", fam,
         1),
        ("OpenAI IPO before 2027?", "Will Anthropic go public by December 31, 2026?",
         "other_entity", fam, 0),
        ("OpenAI IPO before 2027?", "Will OpenAI go public by June 30, 2026?", "other_date",
         fam, 0),
        ("Apple market cap above $4.5T on Dec 31, 2026?",
         "Will AAPL's market capitalization exceed $4.5 trillion at the end of 2026?", "same",
         fam, 1),
        ("Apple market cap above $4.5T on Dec 31, 2026?",
         "Will AAPL's market capitalization exceed $5 trillion at the end of 2026?",
         "other_threshold", fam, 0),
        ("Apple market cap above $4.5T on Dec 31, 2026?",
         "Will MSFT's market capitalization exceed $4.5 trillion at the end of 2026?",
         "other_entity", fam, 0),
        ("Tesla robotaxi launch in 10+ US cities by EOY 2026?",
         "Will Tesla's robotaxi operate in at least 10 US cities before 2027?", "same", fam, 1),
        ("Tesla robotaxi launch in 10+ US cities by EOY 2026?",
         "Will Waymo operate in at least 10 US cities before 2027?", "other_entity", fam, 0),
    ]
    return out


def weather() -> list[Row]:
    fam, out = "weather", []
    cities = [("Las Vegas", "LAS", "Jul 18", "July 18", 112), ("Sacramento", "SAC", "Aug 9",
              "August 9", 104), ("San Antonio", "SAT", "Jun 22", "June 22", 99)]
    for city, _code, day, longday, temp in cities:
        a = f"Highest temperature in {city} on {day}, 2026: {temp}°F or above?"
        out += [
            (a, f"Will the high in {city} reach {temp}°F on {longday}, 2026?", "same", fam, 1),
            (a, f"{city} max temp {longday} 2026 ≥ {temp}°F?", "same", fam, 1),
            (a, f"Will the high in {city} exceed {temp}°F on {longday}, 2026?",
             "strict_vs_inclusive", fam, 0),
            (a, f"Highest temperature in {city} on {day}, 2026: {temp - 2}-{temp - 1}°F?",
             "bucket", fam, 0),
            (a, f"Lowest temperature in {city} on {day}, 2026: {temp}°F or above?",
             "other_measure", fam, 0),
        ]
    out += [
        ("Will 2026 be the hottest year on record?",
         "2026 hottest year ever recorded?", "same", fam, 1),
        ("Will 2026 be the hottest year on record?",
         "2027 hottest year ever recorded?", "other_date", fam, 0),
        ("Hurricane makes landfall in Florida before Oct 1, 2026?",
         "Will a hurricane make landfall in Florida by September 30, 2026?", "same", fam, 1),
        ("Hurricane makes landfall in Florida before Oct 1, 2026?",
         "Will a hurricane make landfall in Texas by September 30, 2026?", "other_entity", fam,
         0),
        ("NYC snowfall in Feb 2026: more than 10 inches?",
         "Will Central Park record over 10 in. of snow in February 2026?", "same", fam, 1),
        ("NYC snowfall in Feb 2026: more than 10 inches?",
         "NYC rainfall in Feb 2026: more than 10 inches?", "other_measure", fam, 0),
    ]
    return out


def stocks() -> list[Row]:
    fam, out = "stocks", []
    names = [("Oracle", "ORCL", "$300", "Jun 30, 2026", "June 30"),
             ("Costco", "COST", "$1,100", "Mar 31, 2026", "March 31"),
             ("Qualcomm", "QCOM", "$200", "Sep 30, 2026", "September 30"),
             ("Eli Lilly", "LLY", "$1,000", "Dec 31, 2026", "December 31")]
    for name, tick, x, day, longday in names:
        a = f"${tick} close above {x} on {day}?"
        out += [
            (a, f"Will {name} stock close above {x} on {longday}, 2026?", "same", fam, 1),
            (a, f"{tick} closing price {longday}, 2026: {x} or higher?", "same", fam, 1),
            (a, f"{tick} closing price {longday}, 2026: below {x}?", "other_direction", fam, 0),
            (a, f"Will {name} stock hit {x} by {longday}, 2026?", "touch_vs_close", fam, 0),
        ]
    caps = [("Broadcom", "AVGO", "$2T", "2 trillion"), ("Meta", "META", "$2.5T", "2.5 trillion"),
            ("Alphabet", "GOOGL", "$4T", "4 trillion")]
    for name, tick, x, words in caps:
        a = f"{name} market cap above {x} by EOY 2026?"
        out += [
            (a, f"Will {tick} hit a ${words} market cap before 2027?", "same", fam, 1),
            (a, f"Will {tick} hit a ${words} market cap before 2028?", "other_date", fam, 0),
            (a, f"Will {tick} hit a $1.5 trillion market cap before 2027?", "other_threshold",
             fam, 0),
        ]
    out += [
        ("S&P 500 above 7,500 at end of Q2 2026?",
         "Will the S&P 500 close above 7500 on June 30, 2026?", "same", fam, 1),
        ("S&P 500 above 7,500 at end of Q2 2026?",
         "Will the Nasdaq 100 close above 7500 on June 30, 2026?", "other_entity", fam, 0),
        ("S&P 500 above 7,500 at end of Q2 2026?",
         "S&P 500 on June 30, 2026: 7,250-7,500?", "bucket", fam, 0),
        ("Will Netflix report more than 320M paid subscribers in Q4 2026?",
         "NFLX Q4 2026 paid memberships above 320 million?", "same", fam, 1),
        ("Will Netflix report more than 320M paid subscribers in Q4 2026?",
         "NFLX Q3 2026 paid memberships above 320 million?", "other_date", fam, 0),
        ("Stripe IPO before 2027?", "Will Stripe go public by Dec 31, 2026?", "same", fam, 1),
        ("Stripe IPO before 2027?", "Will Databricks go public by Dec 31, 2026?",
         "other_entity", fam, 0),
    ]
    return out


def macro() -> list[Row]:
    fam, out = "macro", []
    for month, mon, rate in (("March", "Mar", "4.4%"), ("August", "Aug", "4.6%")):
        a = f"US unemployment rate for {month} 2026 above {rate}?"
        out += [
            (a, f"Will the BLS report a {mon} 2026 jobless rate higher than {rate}?", "same",
             fam, 1),
            (a, f"Unemployment ({mon} 2026) > {rate}", "same", fam, 1),
            (a, f"Unemployment ({mon} 2026) < {rate}", "other_direction", fam, 0),
            (a, f"Unemployment ({mon} 2026) > 5.0%", "other_threshold", fam, 0),
        ]
    for q, qw, x in (("Q4 2026", "fourth quarter of 2026", "2.5%"),
                     ("Q1 2026", "first quarter of 2026", "1.0%")):
        a = f"US GDP growth {q} above {x}?"
        out += [
            (a, f"Will real GDP grow faster than {x} (annualized) in the {qw}?", "same", fam, 1),
            (a, f"{q} GDP (advance estimate) {x} or higher?", "same", fam, 1),
            (a, f"US GDP growth Q3 2026 above {x}?", "other_date", fam, 0),
            (a, f"Will real GDP shrink in the {qw}?", "other_direction", fam, 0),
        ]
    for month, mon, x in (("April", "Apr", "3.0%"), ("October", "Oct", "2.7%")):
        a = f"CPI YoY for {month} 2026 at or above {x}?"
        out += [
            (a, f"Will annual inflation for {month} 2026 be {x} or more?", "same", fam, 1),
            (a, f"{mon} 2026 CPI (y/y) ≥ {x}", "same", fam, 1),
            (a, f"{mon} 2026 core CPI (y/y) ≥ {x}", "other_measure", fam, 0),
            (a, f"{mon} 2026 CPI (m/m) ≥ {x}", "other_measure", fam, 0),
        ]
    out += [
        ("Nonfarm payrolls above 100k in June 2026?",
         "Will the June 2026 jobs report show more than 100,000 jobs added?", "same", fam, 1),
        ("Nonfarm payrolls above 100k in June 2026?",
         "Will the June 2026 jobs report show more than 150,000 jobs added?",
         "other_threshold", fam, 0),
        ("US national debt above $40T by EOY 2026?",
         "Will total US public debt exceed $40 trillion before 2027?", "same", fam, 1),
        ("US national debt above $40T by EOY 2026?",
         "Will total US public debt exceed $40 trillion before 2028?", "other_date", fam, 0),
        ("US recession in 2026?", "Will the US enter a recession by December 31, 2026?", "same",
         fam, 1),
        ("US recession in 2026?", "Will the US enter a recession by December 31, 2027?",
         "other_date", fam, 0),
        ("10-year Treasury yield above 5% on Dec 31, 2026?",
         "Will the 10Y yield close 2026 above 5.00%?", "same", fam, 1),
        ("10-year Treasury yield above 5% on Dec 31, 2026?",
         "Will the 2Y yield close 2026 above 5.00%?", "other_entity", fam, 0),
    ]
    return out


def nfl_mlb() -> list[Row]:
    fam, out = "nfl_mlb", []
    games = [("Tampa Bay Buccaneers", "Bucs", "TB", "Carolina Panthers", "Panthers", "CAR",
              "Oct 11"),
             ("Houston Texans", "Texans", "HOU", "Indianapolis Colts", "Colts", "IND", "Nov 15"),
             ("Washington Commanders", "Commanders", "WAS", "New York Giants", "Giants", "NYG",
              "Dec 6")]
    for full, nick, code, ofull, onick, ocode, day in games:
        a = f"Will the {full} beat the {ofull} on {day}, 2026?"
        out += [
            (a, f"NFL: {code} @ {ocode} {day} - {code} wins", "same", fam, 1),
            (a, f"{nick} vs. {onick} ({day}): {nick}", "same", fam, 1),
            (a, f"{nick} vs. {onick} ({day}): {onick}", "other_winner", fam, 0),
            (a, f"{nick} vs. {onick} ({day}): {nick} by 7+?", "other_outcome", fam, 0),
        ]
    divs = [("Cleveland Guardians", "Guardians", "AL Central", "American League Central"),
            ("Seattle Mariners", "M's", "AL West", "American League West"),
            ("San Diego Padres", "Padres", "NL West", "National League West"),
            ("Baltimore Orioles", "O's", "AL East", "American League East")]
    for full, _nick, div, long_div in divs:
        a = f"Will the {full} win the {div} in 2026?"
        out += [
            (a, f"{long_div} 2026 winner: {full}?", "same", fam, 1),
            (a, f"Will the {full} make the 2026 MLB postseason?", "division_vs_playoffs", fam,
             0),
            (a, f"{long_div} 2027 winner: {full}?", "other_date", fam, 0),
        ]
    out += [
        ("Baltimore Ravens to win the AFC North (2026 season)?",
         "Will the Ravens win the AFC North in the 2026 NFL season?", "same", fam, 1),
        ("Baltimore Ravens to win the AFC North (2026 season)?",
         "Will the Ravens win the AFC in the 2026 NFL season?", "other_outcome", fam, 0),
        ("Will Josh Allen throw 30+ TD passes in the 2026 regular season?",
         "Josh Allen 2026 regular season passing TDs: 30 or more?", "same", fam, 1),
        ("Will Josh Allen throw 30+ TD passes in the 2026 regular season?",
         "Josh Allen 2026 regular season passing TDs: over 30?", "strict_vs_inclusive", fam, 0),
        ("Aaron Judge 2026 AL MVP?", "Will Aaron Judge win the American League MVP in 2026?",
         "same", fam, 1),
        ("Aaron Judge 2026 AL MVP?", "Will Aaron Judge win the 2026 Home Run Derby?",
         "other_outcome", fam, 0),
    ]
    return out


def world_politics() -> list[Row]:
    fam, out = "world_politics", []
    out += [
        ("Will Jordan Bardella win the 2027 French presidential election?",
         "France presidential election 2027 winner: Bardella?", "same", fam, 1),
        ("Will Jordan Bardella win the 2027 French presidential election?",
         "Will Jordan Bardella reach the second round of the 2027 French presidential "
         "election?", "other_outcome", fam, 0),
        ("Will Jordan Bardella win the 2027 French presidential election?",
         "France presidential election 2027 winner: Edouard Philippe?", "other_entity", fam, 0),
        ("Will Friedrich Merz be German Chancellor on Dec 31, 2026?",
         "Merz still Chancellor of Germany at end of 2026?", "same", fam, 1),
        ("Will Friedrich Merz be German Chancellor on Dec 31, 2026?",
         "Merz out as Chancellor of Germany before 2027?", "negation", fam, 0),
        ("Will Friedrich Merz be German Chancellor on Dec 31, 2026?",
         "Will Friedrich Merz be German Chancellor on Dec 31, 2027?", "other_date", fam, 0),
        ("Russia x Ukraine ceasefire by June 30, 2026?",
         "Will Russia and Ukraine agree to a ceasefire before July 2026?", "same", fam, 1),
        ("Russia x Ukraine ceasefire by June 30, 2026?",
         "Will Russia and Ukraine agree to a ceasefire before 2027?", "other_date", fam, 0),
        ("Russia x Ukraine ceasefire by June 30, 2026?",
         "Will Israel and Hamas agree to a ceasefire before July 2026?", "other_entity", fam, 0),
        ("Will Lula win the 2026 Brazilian presidential election?",
         "Brazil presidential election 2026: Lula da Silva wins?", "same", fam, 1),
        ("Will Lula win the 2026 Brazilian presidential election?",
         "Brazil presidential election 2026: Tarcisio wins?", "other_entity", fam, 0),
        ("Will Lula win the 2026 Brazilian presidential election?",
         "Will Lula win the first round of the 2026 Brazilian presidential election outright?",
         "other_outcome", fam, 0),
        ("Next UK general election held before 2029?",
         "Will the UK hold a general election by December 31, 2028?", "same", fam, 1),
        ("Next UK general election held before 2029?",
         "Will the UK hold a general election by December 31, 2026?", "other_date", fam, 0),
        ("Sanae Takaichi Japanese PM on Jun 30, 2026?",
         "Will Takaichi be Prime Minister of Japan on June 30, 2026?", "same", fam, 1),
        ("Sanae Takaichi Japanese PM on Jun 30, 2026?",
         "Will Takaichi be Prime Minister of Japan on December 31, 2026?", "other_date", fam, 0),
        ("Will Reform UK lead the polls on Dec 31, 2026?",
         "Reform UK ahead in UK polling average at end of 2026?", "same", fam, 1),
        ("Will Reform UK lead the polls on Dec 31, 2026?",
         "Labour ahead in UK polling average at end of 2026?", "other_entity", fam, 0),
    ]
    for country, leader, date, short in (("Israel", "Netanyahu", "September 30, 2026",
                                          "Sep 30, 2026"),
                                         ("Hungary", "Orban", "June 30, 2026", "Jun 30, 2026")):
        a = f"Will {leader} remain Prime Minister of {country} through {date}?"
        out += [
            (a, f"{leader} still {country} PM on {short}?", "same", fam, 1),
            (a, f"{leader} out as {country} PM by {short}?", "negation", fam, 0),
        ]
    return out


def soccer() -> list[Row]:
    fam, out = "soccer", []
    out += [
        ("Will Argentina win the 2026 FIFA World Cup?", "World Cup 2026 winner: Argentina?",
         "same", fam, 1),
        ("Will Argentina win the 2026 FIFA World Cup?", "FIFA World Cup 2026 Champion - ARG",
         "same", fam, 1),
        ("Will Argentina win the 2026 FIFA World Cup?",
         "Will Argentina reach the 2026 World Cup final?", "other_outcome", fam, 0),
        ("Will Argentina win the 2026 FIFA World Cup?", "World Cup 2026 winner: Brazil?",
         "other_entity", fam, 0),
        ("Will Argentina win the 2026 FIFA World Cup?", "World Cup 2030 winner: Argentina?",
         "other_date", fam, 0),
        ("Will USA advance from the group stage at the 2026 World Cup?",
         "USMNT to get out of their World Cup 2026 group?", "same", fam, 1),
        ("Will USA advance from the group stage at the 2026 World Cup?",
         "Will Mexico advance from the group stage at the 2026 World Cup?", "other_entity", fam,
         0),
    ]
    matches = [("Manchester City", "Man City", "MCI", "Aston Villa", "Villa", "AVL", "Jan 17"),
               ("Tottenham Hotspur", "Spurs", "TOT", "Newcastle United", "Newcastle", "NEW",
                "Feb 21"),
               ("Bayern Munich", "Bayern", "FCB", "Bayer Leverkusen", "Leverkusen", "B04",
                "Mar 14")]
    for full, nick, _code, ofull, onick, _ocode, day in matches:
        a = f"{full} vs {ofull} ({day}, 2026): {full} win?"
        out += [
            (a, f"Will {nick} beat {onick} on {day}?", "same", fam, 1),
            (a, f"{nick} vs {onick} {day}: draw?", "other_outcome", fam, 0),
            (a, f"Will {onick} beat {nick} on {day}?", "other_winner", fam, 0),
        ]
    out += [
        ("Premier League 2025/26 winner: Liverpool?", "Will Liverpool win the EPL 2025-26?",
         "same", fam, 1),
        ("Premier League 2025/26 winner: Liverpool?",
         "Will Liverpool finish top 4 in the EPL 2025-26?", "other_outcome", fam, 0),
        ("Premier League 2025/26 winner: Liverpool?", "Will Liverpool win the UCL 2025-26?",
         "other_competition", fam, 0),
        ("Will Inter Miami win MLS Cup 2026?", "MLS Cup 2026 champion: Inter Miami CF?", "same",
         fam, 1),
        ("Will Inter Miami win MLS Cup 2026?", "MLS Cup 2026 champion: LAFC?", "other_entity",
         fam, 0),
        ("Will Erling Haaland score 30+ Premier League goals in 2025-26?",
         "Haaland EPL goals 2025/26: at least 30?", "same", fam, 1),
        ("Will Erling Haaland score 30+ Premier League goals in 2025-26?",
         "Haaland EPL goals 2025/26: 25-29?", "bucket", fam, 0),
        ("Will Erling Haaland score 30+ Premier League goals in 2025-26?",
         "Mbappe La Liga goals 2025/26: at least 30?", "other_entity", fam, 0),
    ]
    return out


def awards_media() -> list[Row]:
    fam, out = "awards_media", []
    out += [
        ("Best Picture 2027 Oscars: Dune: Part Three?",
         "Will 'Dune: Part Three' win Best Picture at the 99th Academy Awards?", "same", fam, 1),
        ("Best Picture 2027 Oscars: Dune: Part Three?",
         "Will 'Dune: Part Three' be nominated for Best Picture at the 2027 Oscars?",
         "other_outcome", fam, 0),
        ("Best Picture 2027 Oscars: Dune: Part Three?",
         "Best Director 2027 Oscars: Denis Villeneuve?", "other_outcome", fam, 0),
        ("Album of the Year 2027 Grammys: Sabrina Carpenter?",
         "Will Sabrina Carpenter win AOTY at the 2027 Grammy Awards?", "same", fam, 1),
        ("Album of the Year 2027 Grammys: Sabrina Carpenter?",
         "Will Sabrina Carpenter win Best New Artist at the 2027 Grammy Awards?",
         "other_outcome", fam, 0),
        ("Album of the Year 2027 Grammys: Sabrina Carpenter?",
         "Album of the Year 2027 Grammys: Billie Eilish?", "other_entity", fam, 0),
    ]
    films = [("Avengers: Doomsday", "$250M", "$250 million", "$200M"),
             ("Toy Story 5", "$120M", "$120 million", "$150M"),
             ("The Mandalorian & Grogu", "$90M", "$90 million", "$100M")]
    for film, x, words, other in films:
        a = f"'{film}' opening weekend domestic box office above {x}?"
        out += [
            (a, f"Will {film} gross more than {words} domestically in its opening weekend?",
             "same", fam, 1),
            (a, f"{film} domestic opening > {x}", "same", fam, 1),
            (a, f"{film} domestic opening > {other}", "other_threshold", fam, 0),
            (a, f"{film} worldwide opening > {x}", "other_measure", fam, 0),
        ]
    out += [
        ("GTA VI released before 2027?", "Will Grand Theft Auto VI launch by December 31, 2026?",
         "same", fam, 1),
        ("GTA VI released before 2027?", "Will Grand Theft Auto VI launch by May 31, 2026?",
         "other_date", fam, 0),
        ("GTA VI released before 2027?", "Will GTA VI be delayed past 2026?", "negation", fam,
         0),
        ("Taylor Swift album #1 on Billboard 200 on Oct 17, 2026?",
         "Will a Taylor Swift album top the Billboard 200 chart dated October 17, 2026?",
         "same", fam, 1),
        ("Taylor Swift album #1 on Billboard 200 on Oct 17, 2026?",
         "Will a Taylor Swift song top the Billboard Hot 100 chart dated October 17, 2026?",
         "other_entity", fam, 0),
        ("MrBeast YouTube subscribers above 500M by EOY 2026?",
         "Will MrBeast hit 500 million YouTube subs before 2027?", "same", fam, 1),
        ("MrBeast YouTube subscribers above 500M by EOY 2026?",
         "Will MrBeast hit 450 million YouTube subs before 2027?", "other_threshold", fam, 0),
    ]
    return out


FAMILIES = (crypto, central_banks, nba_nhl, us_politics, ai_tech, weather, stocks, macro,
            nfl_mlb, world_politics, soccer, awards_media)


def rows() -> list[dict[str, object]]:
    out: list[dict[str, object]] = []
    for make in FAMILIES:
        for a, b, trap, family, label in make():
            split = "dev" if family in DEV else "heldout"
            assert family in DEV + HELDOUT, family
            out.append({"id": f"heldout7-{len(out):04d}", "a": a, "b": b, "trap": trap,
                        "family": family, "split": split, "label": label})
    return out


if __name__ == "__main__":
    path = Path(__file__).with_name("market_pairs_heldout7.jsonl")
    with path.open("w") as f:
        for row in rows():
            f.write(json.dumps(row, ensure_ascii=False) + "\n")
