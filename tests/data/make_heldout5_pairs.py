"""Write ``market_pairs_heldout5.jsonl``: the fifth held-out set (issue 11, fifth pass).

Written and committed **before** the fifth pass changed any matcher code, without reading the
matcher's word lists, from its own entities and phrasings: chamber control and seat races by
state (a party "holding" or "keeping" a seat), nominations against general elections, central
banks other than the Fed, CPI / core / PCE / payrolls / GDP, coin ladders against range buckets
(and buckets against buckets), stocks named by ticker (with and without "$") and by company,
revenue and deliveries, team nicknames and abbreviations across the four US leagues, series
abbreviations (UCL, MLS, NASCAR, WNBA, CFP, PGA), division titles against playoff berths and
pennants, other seasons, weather by city and station, and awards and box office. Some titles
are written as a venue's rules text ("Resolves Yes if ...").

Labels: 1 only when the two markets resolve on the same condition. Prices, rates and
percentages are continuous (a strike's own point has no mass: "above 3.0%" is "3.0% or
higher"); counts and whole-degree temperatures are not ("more than 20 storms" is "21 or more",
"above 400,000 deliveries" is not "400,000 or more"). A 2026-27 season's title is decided in
2027 (NBA and NHL finals). Measured once, at the end of the fifth pass.
Run ``python tests/data/make_heldout5_pairs.py``.
"""

from __future__ import annotations

import json
from pathlib import Path

Row = tuple[str, str, str, str, int]


def politics() -> list[Row]:
    out: list[Row] = []
    fam = "politics"
    seats = [("Republicans", "GOP", "Republican", "Ohio", "Michigan"),
             ("Democrats", "Dems", "Democratic", "Georgia", "North Carolina"),
             ("Republicans", "GOP", "Republican", "Texas", "Iowa"),
             ("Democrats", "Dems", "Democratic", "New Hampshire", "Minnesota")]
    for party, short, adj, state, other in seats:
        a = f"Will {party} hold the {state} Senate seat in 2026?"
        out.append((a, f"{state} Senate race 2026: {adj} candidate wins?", "same", fam, 1))
        keeps = "keep" if short == "Dems" else "keeps"
        out.append((a, f"{short} {keeps} {state} Senate seat in the 2026 midterms?", "same", fam,
                    1))
        out.append((a, f"{state} governor race 2026: {adj} candidate wins?", "other_office",
                    fam, 0))
        out.append((a, f"{other} Senate race 2026: {adj} candidate wins?", "other_entity", fam,
                    0))
        out.append((a, f"{state} Senate race 2028: {adj} candidate wins?", "other_date", fam,
                    0))
    chambers = [("Republicans", "GOP", "Republican", "Senate", "House"),
                ("Democrats", "Dems", "Democratic", "House", "Senate")]
    for party, short, adj, chamber, other in chambers:
        a = f"Will {party} control the {chamber} after the 2026 midterm elections?"
        out.append((a, f"{chamber} majority after 2026 midterms: {adj} Party?", "same", fam, 1))
        out.append((a, f"{short} to hold a {chamber} majority following the 2026 elections?",
                    "same", fam, 1))
        out.append((a, f"{other} majority after 2026 midterms: {adj} Party?", "other_chamber",
                    fam, 0))
        out.append((a, f"Will {party} fail to control the {chamber} after the 2026 midterms?",
                    "negation", fam, 0))
        out.append((a, f"{chamber} majority after 2028 elections: {adj} Party?", "other_date",
                    fam, 0))
    nominees = [("Gavin Newsom", "Newsom", "Democratic"), ("J.D. Vance", "Vance", "Republican"),
                ("Josh Shapiro", "Shapiro", "Democratic"),
                ("Marco Rubio", "Rubio", "Republican")]
    for full, last, adj in nominees:
        a = f"Will {full} win the 2028 {adj} presidential nomination?"
        out.append((a, f"2028 {adj} nominee for president: {last}?", "same", fam, 1))
        out.append((a, f"{last} to be the {adj} Party's 2028 presidential candidate?", "same",
                    fam, 1))
        out.append((a, f"Will {full} win the 2028 US presidential election?", "other_office",
                    fam, 0))
        out.append((a, f"2032 {adj} nominee for president: {last}?", "other_date", fam, 0))
    pms = [("Will Pierre Poilievre be Prime Minister of Canada on December 31, 2026?",
            "Poilievre Canadian PM at end of 2026?",
            "Poilievre leads the Conservative Party on Dec 31, 2026?"),
           ("Will Keir Starmer still be UK Prime Minister on June 30, 2026?",
            "Starmer remains British PM through Jun 30, 2026?",
            "Starmer remains Labour leader through Jun 30, 2026?")]
    for a, same, other in pms:
        out.append((a, same, "same", fam, 1))
        out.append((a, other, "other_office", fam, 0))
    return out


def central_banks() -> list[Row]:
    out: list[Row] = []
    fam = "central_banks"
    fed = [("June", "Jun"), ("September", "Sep"), ("December", "Dec")]
    for month, mon in fed:
        a = f"Will the Fed leave rates unchanged at its {month} 2026 meeting?"
        out.append((a, f"FOMC {mon} 2026 decision: hold?", "same", fam, 1))
        out.append((a, f"Federal Reserve pauses in {month} 2026?", "same", fam, 1))
        out.append((a, f"FOMC {mon} 2026 decision: 25 bp cut?", "other_outcome", fam, 0))
        out.append((a, f"ECB holds rates at its {month} 2026 meeting?", "other_entity", fam, 0))
        out.append((a, f"Will the Fed change rates at its {month} 2026 meeting?", "negation",
                    fam, 0))
    for month, mon in (("July", "Jul"), ("October", "Oct")):
        a = f"Will the FOMC lower the federal funds rate by 50 bps in {month} 2026?"
        out.append((a, f"Fed 50 basis point cut at the {mon} 2026 meeting?", "same", fam, 1))
        out.append((a, f"Fed 25 basis point cut at the {mon} 2026 meeting?", "other_magnitude",
                    fam, 0))
    others = [("Bank of England", "BoE", "August 2026", "Aug 2026", "cut"),
              ("European Central Bank", "ECB", "October 2026", "Oct 2026", "cut"),
              ("Bank of Japan", "BoJ", "July 2026", "Jul 2026", "raise")]
    for bank, short, when, short_when, move in others:
        verb = "cut" if move == "cut" else "hike"
        a = f"Will the {bank} {move} interest rates in {when}?"
        out.append((a, f"{short} rate {verb} in {short_when}?", "same", fam, 1))
        out.append((a, f"{short} holds rates in {short_when}?", "other_outcome", fam, 0))
        out.append((a, f"Fed rate {verb} in {short_when}?", "other_entity", fam, 0))
    out.append(("Will the Fed's target upper bound be 3.50% or lower after the December 2026 "
                "FOMC meeting?",
                "Fed funds upper bound at or below 3.50% after Dec 2026 FOMC?", "same", fam, 1))
    out.append(("Will the Fed's target upper bound be 3.50% or lower after the December 2026 "
                "FOMC meeting?",
                "Fed funds upper bound above 3.50% after Dec 2026 FOMC?", "other_direction",
                fam, 0))
    return out


def macro() -> list[Row]:
    out: list[Row] = []
    fam = "macro"
    cpi = [("April", "Apr", "2.8%"), ("July", "Jul", "3.1%"), ("October", "Oct", "2.5%")]
    for month, mon, level in cpi:
        a = f"Will year-over-year CPI inflation for {month} 2026 come in above {level}?"
        out.append((a, f"US CPI YoY ({mon} 2026) higher than {level}?", "same", fam, 1))
        out.append((a, f"Resolves Yes if BLS-reported headline CPI for {month} 2026 rose by "
                    f"more than {level} from a year earlier.", "same", fam, 1))
        out.append((a, f"US core CPI YoY ({mon} 2026) higher than {level}?", "other_metric",
                    fam, 0))
        out.append((a, f"US CPI MoM ({mon} 2026) higher than {level}?", "other_metric", fam, 0))
        out.append((a, f"US CPI YoY ({mon} 2026) lower than {level}?", "other_direction", fam,
                    0))
        bumped = f"{float(level[:-1]) + 0.2:.1f}%"
        out.append((a, f"US CPI YoY ({mon} 2026) higher than {bumped}?", "other_threshold",
                    fam, 0))
    for month, mon in (("March", "Mar"), ("August", "Aug")):
        a = f"Will the core PCE price index rise more than 0.3% month over month in {month} 2026?"
        out.append((a, f"Core PCE MoM for {mon} 2026 above 0.3%?", "same", fam, 1))
        out.append((a, f"Headline PCE MoM for {mon} 2026 above 0.3%?", "other_metric", fam, 0))
    for month, mon, jobs, k in (("May", "May", "150,000", "150k"),
                                ("September", "Sep", "100,000", "100k")):
        a = f"Will nonfarm payrolls for {month} 2026 show more than {jobs} jobs added?"
        out.append((a, f"{mon} 2026 jobs report: payrolls above {k}?", "same", fam, 1))
        out.append((a, f"{mon} 2026 jobs report: unemployment rate above 4.5%?", "other_metric",
                    fam, 0))
        out.append((a, f"{mon} 2026 jobs report: payrolls above 250k?", "other_threshold", fam,
                    0))
    for q, other_q in (("Q2", "Q3"), ("Q3", "Q4")):
        a = f"Will US real GDP growth for {q} 2026 exceed 2.0% (advance estimate)?"
        out.append((a, f"{q} 2026 GDP advance estimate above 2%?", "same", fam, 1))
        out.append((a, f"{other_q} 2026 GDP advance estimate above 2%?", "other_date", fam, 0))
        out.append((a, f"{q} 2026 GDP advance estimate negative?", "other_threshold", fam, 0))
    a = "Will the US unemployment rate be 4.6% or higher in the November 2026 jobs report?"
    out.append((a, "Unemployment rate at or above 4.6% in the Nov 2026 jobs report?", "same",
                fam, 1))
    out.append((a, "Unemployment rate below 4.6% in the Nov 2026 jobs report?",
                "other_direction", fam, 0))
    return out


def crypto() -> list[Row]:
    out: list[Row] = []
    fam = "crypto"
    ladders = [("Ethereum", "ETH", "$4,000", "$4k", "$4,000 to $4,250", "March 31, 2026",
                "Mar 31"),
               ("Solana", "SOL", "$250", "$250", "$250 to $260", "June 30, 2026", "Jun 30"),
               ("Bitcoin", "BTC", "$125,000", "$125k", "$125,000 to $127,500",
                "September 30, 2026", "Sep 30"),
               ("Cardano", "ADA", "$1.20", "$1.20", "$1.20 to $1.30", "May 15, 2026", "May 15"),
               ("Litecoin", "LTC", "$150", "$150", "$150 to $160", "August 1, 2026", "Aug 1"),
               ("Avalanche", "AVAX", "$60", "$60", "$60 to $65", "November 30, 2026",
                "Nov 30")]
    for name, sym, strike, short, bucket, date, day in ladders:
        a = f"Will {name} be above {strike} on {date}?"
        year = date[-4:]
        out.append((a, f"{sym} price on {day}, {year}: {short} or higher?", "same", fam, 1))
        out.append((a, f"Resolves Yes if the {sym}/USD reference price at 12:00 ET on {date} "
                    f"is greater than {strike}.", "same", fam, 1))
        out.append((a, f"{sym} price on {day}, {year}: {bucket}?", "bucket", fam, 0))
        out.append((a, f"Will {name} trade above {strike} at any time before {date}?",
                    "other_measure", fam, 0))
        out.append((a, f"{sym} price on {day}, {year}: below {short}?", "other_direction", fam,
                    0))
        out.append((a, f"Will {name} not be above {strike} on {date}?", "negation", fam, 0))
    buckets = [("Bitcoin", "BTC", 110_000, 115_000, "110k", "115k", "July 31, 2026", "Jul 31"),
               ("Ethereum", "ETH", 3_500, 3_750, "3.5k", "3.75k", "October 15, 2026",
                "Oct 15"),
               ("Solana", "SOL", 200, 210, "200", "210", "December 31, 2026", "Dec 31")]
    for name, sym, lo, hi, klo, khi, date, day in buckets:
        year = date[-4:]
        a = f"{name} price on {date}: between ${lo:,} and ${hi:,}?"
        out.append((a, f"{sym} {day}, {year} range: ${klo}-${khi}?", "same", fam, 1))
        out.append((a, f"Will {sym} settle between ${lo:,} and ${hi:,} on {day}, {year}?",
                    "same", fam, 1))
        out.append((a, f"Will {name} be above ${lo:,} on {date}?", "bucket", fam, 0))
        out.append((a, f"{name} price on {date}: between ${hi:,} and ${2 * hi - lo:,}?",
                    "other_threshold", fam, 0))
    return out


def stocks() -> list[Row]:
    out: list[Row] = []
    fam = "stocks"
    closes = [("Nvidia", "NVDA", "$220"), ("Alphabet", "GOOGL", "$210"),
              ("Costco", "COST", "$1,000"), ("Coca-Cola", "KO", "$75"),
              ("Walt Disney", "DIS", "$130"), ("Broadcom", "AVGO", "$400"),
              ("Palantir", "PLTR", "$200"), ("Exxon Mobil", "XOM", "$125")]
    rivals = {"NVDA": "AMD", "GOOGL": "MSFT", "COST": "WMT", "KO": "PEP", "DIS": "NFLX",
              "AVGO": "QCOM", "PLTR": "SNOW", "XOM": "CVX"}
    for i, (name, tick, price) in enumerate(closes):
        date = ("June 30, 2026", "Jun 30") if i % 2 else ("December 31, 2026", "Dec 31")
        a = f"Will {name} stock close above {price} on {date[0]}?"
        tag = f"${tick}" if i % 3 == 0 else tick
        out.append((a, f"{tag} closing price on {date[1]}, 2026 above {price}?", "same", fam, 1))
        out.append((a, f"{tag} above {price} at the close on {date[1]}, 2026?", "same", fam, 1))
        out.append((a, f"{rivals[tick]} closing price on {date[1]}, 2026 above {price}?",
                    "other_entity", fam, 0))
        out.append((a, f"{tag} closing price on {date[1]}, 2027 above {price}?", "other_date",
                    fam, 0))
    revenue = [("Netflix", "NFLX", "Q3 2026", "$12 billion", "$12B", "Q2 2026"),
               ("Meta Platforms", "META", "Q2 2026", "$50 billion", "$50B", "Q1 2026"),
               ("Salesforce", "CRM", "Q1 FY2027", "$10 billion", "$10B", "Q2 FY2027")]
    for name, tick, q, amount, short, other_q in revenue:
        a = f"Will {name} report {q} revenue above {amount}?"
        out.append((a, f"{tick} {q} revenue over {short}?", "same", fam, 1))
        out.append((a, f"{tick} {q} EPS over {short}?", "other_metric", fam, 0))
        out.append((a, f"{tick} {other_q} revenue over {short}?", "other_date", fam, 0))
    a = "Will Tesla deliver more than 450,000 vehicles in Q2 2026?"
    out.append((a, "TSLA Q2 2026 deliveries: 450,001 or more?", "same", fam, 1))
    out.append((a, "TSLA Q2 2026 deliveries: 450k or more?", "strict_vs_inclusive", fam, 0))
    out.append((a, "TSLA Q2 2026 production above 450k?", "other_metric", fam, 0))
    a = "Will Apple's market cap be above $4 trillion on December 31, 2026?"
    out.append((a, "AAPL market cap over $4T on Dec 31, 2026?", "same", fam, 1))
    out.append((a, "MSFT market cap over $4T on Dec 31, 2026?", "other_entity", fam, 0))
    return out


def basketball_hockey() -> list[Row]:
    out: list[Row] = []
    fam = "nba_nhl"
    champs = [("Oklahoma City Thunder", "OKC", "NBA", "Finals"),
              ("Philadelphia 76ers", "Sixers", "NBA", "Finals"),
              ("Minnesota Timberwolves", "Wolves", "NBA", "Finals"),
              ("Dallas Mavericks", "Mavs", "NBA", "Finals"),
              ("Toronto Maple Leafs", "Leafs", "NHL", "Stanley Cup"),
              ("Montreal Canadiens", "Habs", "NHL", "Stanley Cup"),
              ("Vegas Golden Knights", "Vegas", "NHL", "Stanley Cup")]
    for team, nick, league, prize in champs:
        a = f"Will the {team} win the 2027 {league} {prize}?" if prize == "Finals" else \
            f"Will the {team} win the 2027 Stanley Cup?"
        out.append((a, f"{nick} to win the 2026-27 {league} championship?", "same", fam, 1))
        out.append((a, f"2027 {league} champion: {nick}?", "same", fam, 1))
        out.append((a, f"2026 {league} champion: {nick}?", "other_season", fam, 0))
        out.append((a, f"{nick} to make the 2027 {league} playoffs?", "other_outcome", fam, 0))
    games = [("Cleveland Cavaliers", "CLE", "Cavs", "Indiana Pacers", "IND", "Pacers",
              "January 14, 2027", "Jan 14"),
             ("New Orleans Pelicans", "NOP", "Pels", "Memphis Grizzlies", "MEM", "Grizz",
              "February 3, 2027", "Feb 3"),
             ("Tampa Bay Lightning", "TBL", "Bolts", "Florida Panthers", "FLA", "Cats",
              "November 20, 2026", "Nov 20"),
             ("Columbus Blue Jackets", "CBJ", "Jackets", "Pittsburgh Penguins", "PIT", "Pens",
              "December 9, 2026", "Dec 9")]
    for home, hab, hnick, away, aab, anick, date, day in games:
        a = f"Will the {home} beat the {away} on {date}?"
        out.append((a, f"{aab} @ {hab} ({day}): {hab} wins?", "same", fam, 1))
        out.append((a, f"{hnick} over {anick} on {day}?", "same", fam, 1))
        out.append((a, f"{aab} @ {hab} ({day}): {aab} wins?", "other_outcome", fam, 0))
        out.append((a, f"{hnick} over {anick} on {day[:4]}{int(day[4:]) + 2}?", "other_date",
                    fam, 0))
    divisions = [("Boston Bruins", "B's", "Atlantic Division", "NHL"),
                 ("Denver Nuggets", "Nuggets", "Northwest Division", "NBA")]
    for team, nick, div, league in divisions:
        a = f"Will the {team} win the {div} in the 2026-27 {league} season?"
        out.append((a, f"{nick} {div} champions 2026-27?", "same", fam, 1))
        out.append((a, f"{nick} make the 2027 {league} playoffs?", "division_vs_playoffs", fam,
                    0))
    return out


def football_baseball() -> list[Row]:
    out: list[Row] = []
    fam = "nfl_mlb"
    divisions = [("San Francisco 49ers", "Niners", "SF", "NFC West"),
                 ("New England Patriots", "Pats", "NE", "AFC East"),
                 ("Tampa Bay Buccaneers", "Bucs", "TB", "NFC South"),
                 ("Jacksonville Jaguars", "Jags", "JAX", "AFC South"),
                 ("Minnesota Vikings", "Vikes", "MIN", "NFC North")]
    for team, nick, ab, div in divisions:
        a = f"Will the {team} win the {div} in the 2026 NFL season?"
        out.append((a, f"2026 {div} winner: {nick}?", "same", fam, 1))
        out.append((a, f"{ab} to win the {div} (2026 season)?", "same", fam, 1))
        out.append((a, f"{nick} to make the 2026 NFL playoffs?", "division_vs_playoffs", fam, 0))
        conf = div.split()[0]
        out.append((a, f"{nick} to win the 2026 {conf} Championship?", "other_outcome", fam, 0))
        out.append((a, f"2027 {div} winner: {nick}?", "other_season", fam, 0))
    sb = [("Kansas City Chiefs", "KC"), ("Baltimore Ravens", "BAL"), ("Detroit Lions", "DET")]
    for team, ab in sb:
        a = f"Will the {team} win Super Bowl LXI?"
        out.append((a, f"{ab} to win the Super Bowl after the 2026 season?", "same", fam, 1))
        out.append((a, f"{ab} to win Super Bowl LX?", "other_season", fam, 0))
    mlb = [("New York Yankees", "Yanks", "NYY", "AL East", "American League pennant"),
           ("Los Angeles Dodgers", "Dodgers", "LAD", "NL West", "National League pennant"),
           ("Toronto Blue Jays", "Jays", "TOR", "AL East", "American League pennant"),
           ("Chicago Cubs", "Cubs", "CHC", "NL Central", "National League pennant")]
    for team, nick, ab, div, pennant in mlb:
        a = f"Will the {team} win the 2026 World Series?"
        out.append((a, f"{ab} 2026 World Series champion?", "same", fam, 1))
        out.append((a, f"{nick} win the Fall Classic in 2026?", "same", fam, 1))
        out.append((a, f"{nick} to win the 2026 {pennant}?", "other_outcome", fam, 0))
        out.append((a, f"{ab} 2026 {div} champion?", "division_vs_playoffs", fam, 0))
        out.append((a, f"{ab} 2027 World Series champion?", "other_season", fam, 0))
    a = "Will Aaron Judge hit more than 50 home runs in the 2026 regular season?"
    out.append((a, "Judge 51+ HRs in 2026 regular season?", "same", fam, 1))
    out.append((a, "Judge 50+ HRs in 2026 regular season?", "strict_vs_inclusive", fam, 0))
    return out


def series() -> list[Row]:
    out: list[Row] = []
    fam = "series"
    rows = [
        ("Will Arsenal win the 2026-27 UEFA Champions League?",
         "Arsenal to win the 2026-27 UCL?", "Arsenal to win the 2026-27 UEL?",
         "Arsenal to win the 2025-26 UCL?"),
        ("Will Inter Miami win MLS Cup 2026?",
         "Inter Miami 2026 Major League Soccer champions?",
         "Inter Miami to win the 2026 Supporters' Shield?",
         "Inter Miami MLS Cup 2027 champions?"),
        ("Will the Las Vegas Aces win the 2026 WNBA Finals?",
         "Aces to win the 2026 WNBA title?", "Aces to win the 2026 Commissioner's Cup?",
         "Aces to win the 2027 WNBA title?"),
        ("Will Kyle Larson win the 2026 NASCAR Cup Series championship?",
         "Larson 2026 Cup Series champion?", "Will Kyle Larson win the 2026 Daytona 500?",
         "Larson 2027 Cup Series champion?"),
        ("Will Ohio State win the College Football Playoff national championship in the 2026 "
         "season?",
         "Ohio State 2026-27 CFP national champions?", "Ohio State to win the 2026 Big Ten "
         "championship game?", "Ohio State 2025-26 CFP national champions?"),
        ("Will Duke win the 2027 NCAA men's basketball tournament?",
         "Duke to win March Madness 2027?", "Duke to win the 2027 ACC tournament?",
         "Duke to win March Madness 2026?"),
        ("Will Scottie Scheffler win the 2026 PGA Championship?",
         "Scheffler to win the 2026 PGA Championship?", "Scheffler to win the 2026 Masters?",
         "Scheffler to win the 2027 PGA Championship?"),
        ("Will Francesco Bagnaia win the 2026 MotoGP World Championship?",
         "Bagnaia to be crowned 2026 MotoGP champion?",
         "Bagnaia to win the 2026 Italian Grand Prix (MotoGP)?",
         "Bagnaia to be crowned 2027 MotoGP champion?"),
    ]
    for a, same, other, later in rows:
        out.append((a, same, "same", fam, 1))
        out.append((a, other, "other_entity", fam, 0))
        out.append((a, later, "other_season", fam, 0))
    tennis = [("Carlos Alcaraz", "Alcaraz", "Wimbledon", "the 2026 US Open"),
              ("Aryna Sabalenka", "Sabalenka", "the Australian Open", "the 2026 French Open")]
    for full, last, slam, other in tennis:
        a = f"Will {full} win {slam} in 2026?"
        out.append((a, f"{last} to win {slam} 2026 singles title?", "same", fam, 1))
        out.append((a, f"{last} to win {other} singles title?", "other_entity", fam, 0))
    return out


def weather() -> list[Row]:
    out: list[Row] = []
    fam = "weather"
    highs = [("Phoenix", "Sky Harbor", 110, "July 15, 2026", "Jul 15"),
             ("Dallas", "DFW Airport", 100, "August 10, 2026", "Aug 10"),
             ("Denver", "Denver International Airport", 95, "July 4, 2026", "Jul 4"),
             ("Boston", "Logan Airport", 90, "June 21, 2026", "Jun 21")]
    for city, station, deg, date, day in highs:
        a = f"Will the high temperature in {city} exceed {deg}°F on {date}?"
        out.append((a, f"{city} ({station}) max temp on {day}, 2026: {deg + 1}°F or higher?",
                    "same", fam, 1))
        out.append((a, f"{city} ({station}) max temp on {day}, 2026: {deg}°F or higher?",
                    "strict_vs_inclusive", fam, 0))
        out.append((a, f"{city} ({station}) min temp on {day}, 2026: {deg + 1}°F or higher?",
                    "other_metric", fam, 0))
        out.append((a, f"{city} ({station}) max temp on {day}, 2026: {deg - 4}°F to "
                    f"{deg - 1}°F?", "bucket", fam, 0))
    precip = [("Seattle", "November 2026", "Nov 2026", "6 inches", "6 in"),
              ("Miami", "June 2026", "Jun 2026", "10 inches", "10 in")]
    for city, month, mon, amount, short in precip:
        a = f"Will {city} record more than {amount} of rain in {month}?"
        out.append((a, f"{city} total precipitation, {mon}: above {short}?", "same", fam, 1))
        out.append((a, f"{city} total snowfall, {mon}: above {short}?", "other_metric", fam, 0))
        out.append((a, f"{city} total precipitation, {mon}: below {short}?", "other_direction",
                    fam, 0))
    a = "Will there be more than 18 named storms in the 2026 Atlantic hurricane season?"
    out.append((a, "2026 Atlantic season named storms: 19 or more?", "same", fam, 1))
    out.append((a, "2026 Atlantic season named storms: 18 or more?", "strict_vs_inclusive", fam,
                0))
    out.append((a, "2026 Atlantic season hurricanes: 19 or more?", "other_metric", fam, 0))
    a = "Will a Category 5 hurricane make US landfall in 2026?"
    out.append((a, "Cat 5 hurricane landfall in the US during 2026?", "same", fam, 1))
    out.append((a, "Cat 4 or stronger hurricane landfall in the US during 2026?",
                "other_threshold", fam, 0))
    return out


def entertainment() -> list[Row]:
    out: list[Row] = []
    fam = "entertainment"
    films = [("Avengers: Doomsday", "Doomsday", "$200 million", "$200M"),
             ("The Batman Part II", "Batman Part II", "$120 million", "$120M"),
             ("Toy Story 5", "Toy Story 5", "$150 million", "$150M")]
    for title, short, amount, m in films:
        a = f"Will '{title}' gross more than {amount} in its domestic opening weekend?"
        out.append((a, f"{short} domestic opening weekend box office above {m}?", "same", fam, 1))
        out.append((a, f"{short} worldwide opening weekend box office above {m}?",
                    "other_metric", fam, 0))
        out.append((a, f"{short} domestic opening weekend box office below {m}?", "other_direction",
                    fam, 0))
    awards = [("Best Picture", "Best Director", "One Battle After Another"),
              ("Best Actress", "Best Supporting Actress", "Jessie Buckley")]
    for prize, other, who in awards:
        a = f"Will {who} win {prize} at the 2026 Academy Awards?"
        out.append((a, f"Oscars 2026 {prize}: {who}?", "same", fam, 1))
        out.append((a, f"Oscars 2026 {other}: {who}?", "other_entity", fam, 0))
        out.append((a, f"Oscars 2027 {prize}: {who}?", "other_date", fam, 0))
    a = "Will Sabrina Carpenter win Album of the Year at the 2026 Grammys?"
    out.append((a, "Grammys 2026 Album of the Year: Sabrina Carpenter?", "same", fam, 1))
    out.append((a, "Grammys 2026 Record of the Year: Sabrina Carpenter?", "other_entity", fam,
                0))
    a = "Will Taylor Swift have the #1 song on the Billboard Hot 100 on October 31, 2026?"
    out.append((a, "Billboard Hot 100 No. 1 on Oct 31, 2026: Taylor Swift?", "same", fam, 1))
    out.append((a, "Billboard 200 No. 1 album on Oct 31, 2026: Taylor Swift?", "other_entity",
                fam, 0))
    return out


def main() -> None:
    makers = (politics, central_banks, macro, crypto, stocks, basketball_hockey,
              football_baseball, series, weather, entertainment)
    rows = [{"a": a, "b": b, "trap": trap, "family": fam, "label": label}
            for make in makers for a, b, trap, fam, label in make()]
    with (Path(__file__).parent / "market_pairs_heldout5.jsonl").open("w") as fh:
        for i, r in enumerate(rows):
            fh.write(json.dumps({"id": f"heldout5-{i:04d}", **r}, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
