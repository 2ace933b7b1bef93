"""Write ``market_pairs_heldout8.jsonl``: the eighth labelled set (issue 11, sixth pass).

Written and committed after the seventh set's heldout half had been measured and read, and
before any further matcher change; scored once on the code as it then stood and once at the
pass's end, never read for tuning in between. Other entities again (coins, central banks,
teams of all four leagues, governors and nominations, data releases, companies, tennis, golf,
F1, entertainment, space) and phrasings the earlier sets used little: a venue's rules text
("Resolves Yes if ..."), "O/U" and "over/under" lines, "at or above", "≥", "between",
"no later than", "by the end of Q3", "H1", "in Q4", abbreviations (PHL, RBI, SpaceX's
"Starship"), and ranges against thresholds.

Labels: 1 only when the two markets resolve on the same condition, with the conventions of
the earlier sets (continuous prices and rates; discrete counts and whole degrees; "by /
before" is a deadline; a nomination is not the election; reaching a round is not winning).
Run ``python tests/data/make_heldout8_pairs.py``.
"""

from __future__ import annotations

import json
from pathlib import Path

Row = tuple[str, str, str, str, int]


def coins() -> list[Row]:
    fam, out = "coins", []
    for name, tick, x, x2, other in (("Stellar", "XLM", "$1", "$1.00", "$0.80"),
                                     ("Hedera", "HBAR", "$0.50", "50 cents", "$0.40"),
                                     ("Cosmos", "ATOM", "$20", "$20.00", "$25")):
        a = f"Will {name} ({tick}) trade above {x} at any point before 2027?"
        out += [
            (a, f"{tick} reaches {x2} by December 31, 2026?", "same", fam, 1),
            (a, f"{tick} ≥ {x} on Dec 31, 2026?", "touch_vs_close", fam, 0),
            (a, f"{tick} reaches {other} by December 31, 2026?", "other_threshold", fam, 0),
        ]
    for day, long in (("Apr 30", "April 30"), ("Oct 31", "October 31")):
        a = f"Resolves Yes if the BTC/USD price is at or above $110,000 at noon ET on {long}, 2026."
        out += [
            (a, f"BTC ≥ $110k on {day}, 2026?", "same", fam, 1),
            (a, f"Bitcoin between $100k and $110k on {day}, 2026?", "bucket", fam, 0),
            (a, f"BTC ≥ $110k on {day}, 2027?", "other_date", fam, 0),
            (a, f"ETH ≥ $110k on {day}, 2026?", "other_entity", fam, 0),
        ]
    out += [
        ("Will MicroStrategy hold more than 700,000 BTC by Dec 31, 2026?",
         "Strategy (MSTR) bitcoin holdings above 700k by year-end 2026?", "same", fam, 1),
        ("Will MicroStrategy hold more than 700,000 BTC by Dec 31, 2026?",
         "Strategy (MSTR) bitcoin holdings above 800k by year-end 2026?", "other_threshold",
         fam, 0),
    ]
    return out


def banks() -> list[Row]:
    fam, out = "banks", []
    for bank, short, when, short_when in (("Reserve Bank of India", "RBI", "April 2026",
                                           "Apr 2026"),
                                          ("Norges Bank", "Norges Bank", "June 2026",
                                           "Jun 2026"),
                                          ("Bank of Korea", "BoK", "August 2026", "Aug 2026")):
        a = f"Will the {bank} lower its policy rate at the {when} meeting?"
        out += [
            (a, f"{short} cuts rates in {short_when}?", "same", fam, 1),
            (a, f"{short} leaves rates unchanged in {short_when}?", "other_outcome", fam, 0),
            (a, f"{short} raises rates in {short_when}?", "other_outcome", fam, 0),
        ]
    out += [
        ("How many Fed rate cuts in 2026? - 4 or more", "Will the Fed cut at least four times "
         "in 2026?", "same", fam, 1),
        ("How many Fed rate cuts in 2026? - 4 or more", "Will the Fed cut exactly 4 times in "
         "2026?", "other_threshold", fam, 0),
        ("Fed rate cut by the end of Q3 2026?", "Will the Fed cut rates by September 30, 2026?",
         "same", fam, 1),
        ("Fed rate cut by the end of Q3 2026?", "Will the Fed cut rates by June 30, 2026?",
         "other_date", fam, 0),
        ("Will the Fed hike rates in H1 2026?", "Fed rate hike by June 30, 2026?", "same", fam,
         1),
        ("Will the Fed hike rates in H1 2026?", "Fed rate cut by June 30, 2026?",
         "other_direction", fam, 0),
    ]
    return out


def leagues() -> list[Row]:
    fam, out = "leagues", []
    games = [("nba", "Charlotte Hornets", "Hornets", "CHA", "Toronto Raptors", "Raptors", "TOR",
              "Jan 21"),
             ("nhl", "Calgary Flames", "Flames", "CGY", "Vancouver Canucks", "Canucks", "VAN",
              "Feb 11"),
             ("nfl", "Cincinnati Bengals", "Bengals", "CIN", "Pittsburgh Steelers", "Steelers",
              "PIT", "Oct 18"),
             ("mlb", "Kansas City Royals", "Royals", "KC", "Minnesota Twins", "Twins", "MIN",
              "May 6")]
    for league, full, nick, code, ofull, onick, ocode, day in games:
        a = f"Will the {full} defeat the {ofull} on {day}, 2026?"
        out += [
            (a, f"{league.upper()} {day}: {code} at {ocode} — winner {code}?", "same", fam, 1),
            (a, f"{nick}-{onick} ({day}) winner: {nick}", "same", fam, 1),
            (a, f"{nick}-{onick} ({day}) winner: {onick}", "other_winner", fam, 0),
            (a, f"{league.upper()} {day}: {code} at {ocode} — winner {ocode}?", "other_winner",
             fam, 0),
        ]
    out += [
        ("Will the Detroit Lions win Super Bowl LXI?", "Lions to win the 2027 Super Bowl?",
         "same", fam, 1),
        ("Will the Detroit Lions win Super Bowl LXI?", "Lions to win the 2026 NFC Championship?",
         "other_outcome", fam, 0),
        ("Will the Edmonton Oilers win the 2026 Stanley Cup?", "2026 NHL champion: EDM?", "same",
         fam, 1),
        ("Will the Edmonton Oilers win the 2026 Stanley Cup?",
         "Will the Edmonton Oilers reach the 2026 Stanley Cup Final?", "other_outcome", fam, 0),
        ("Jazz over/under 30.5 wins (2025-26): Over",
         "Will the Utah Jazz win more than 30.5 games in the 2025-26 NBA season?", "same", fam,
         1),
        ("Will the Twins win the AL Central in 2026?", "Minnesota Twins 2026 division winner?",
         "same", fam, 1),
        ("Will the Twins win the AL Central in 2026?", "Minnesota Twins 2026 World Series "
         "winner?", "other_outcome", fam, 0),
    ]
    return out


def races() -> list[Row]:
    fam, out = "races", []
    for state, party in (("Arizona", "Democrats"), ("Wisconsin", "Republicans"),
                         ("Georgia", "Republicans")):
        a = f"Will {party} win the 2026 {state} governor's race?"
        adj = "Democratic" if party == "Democrats" else "Republican"
        out += [
            (a, f"{state} Governor 2026 - Winning party: {adj}", "same", fam, 1),
            (a, f"{state} Governor 2026 - Winning party: "
             f"{'Republican' if adj == 'Democratic' else 'Democratic'}", "other_entity", fam, 0),
            (a, f"{state} Senate 2026 - Winning party: {adj}", "other_office", fam, 0),
        ]
    for full, last, adj in (("Gretchen Whitmer", "Whitmer", "Democratic"),
                            ("Brian Kemp", "Kemp", "Republican"),
                            ("Wes Moore", "Moore", "Democratic")):
        a = f"{adj} presidential nominee 2028: {full}"
        out += [
            (a, f"Will {last} be the {adj} nominee for president in 2028?", "same", fam, 1),
            (a, f"Will {full} be elected president in 2028?", "other_office", fam, 0),
            (a, f"Will {full} win the 2028 Iowa caucuses?", "other_outcome", fam, 0),
        ]
    out += [
        ("Will the House impeach a cabinet member before 2027?",
         "Cabinet member impeached by the House by Dec 31, 2026?", "same", fam, 1),
        ("Will the House impeach a cabinet member before 2027?",
         "Cabinet member convicted by the Senate by Dec 31, 2026?", "other_outcome", fam, 0),
    ]
    return out


def releases() -> list[Row]:
    fam, out = "releases", []
    for month, mon, x in (("May", "May", "0.3%"), ("September", "Sep", "0.2%")):
        a = f"Core PCE price index for {month} 2026: up more than {x} month over month?"
        out += [
            (a, f"Core PCE MoM ({mon} 2026) > {x}?", "same", fam, 1),
            (a, f"PCE MoM ({mon} 2026) > {x}?", "other_measure", fam, 0),
            (a, f"Core PCE YoY ({mon} 2026) > {x}?", "other_measure", fam, 0),
        ]
    out += [
        ("30-year mortgage rate above 6.5% on Jun 30, 2026 (Freddie Mac)?",
         "Will Freddie Mac's 30-year fixed rate be higher than 6.50% on June 30, 2026?", "same",
         fam, 1),
        ("30-year mortgage rate above 6.5% on Jun 30, 2026 (Freddie Mac)?",
         "Will Freddie Mac's 15-year fixed rate be higher than 6.50% on June 30, 2026?",
         "other_entity", fam, 0),
        ("US retail sales MoM for March 2026 negative?",
         "Will March 2026 retail sales fall month over month?", "same", fam, 1),
        ("Housing starts in April 2026 above 1.4M?",
         "Will April 2026 housing starts exceed 1,400,000 (annualized)?", "same", fam, 1),
        ("Housing starts in April 2026 above 1.4M?",
         "Will April 2026 building permits exceed 1,400,000 (annualized)?", "other_metric", fam,
         0),
        ("Initial jobless claims above 275K in any week before July 2026?",
         "Will weekly initial claims top 275,000 by June 30, 2026?", "same", fam, 1),
        ("Initial jobless claims above 275K in any week before July 2026?",
         "Will weekly initial claims top 300,000 by June 30, 2026?", "other_threshold", fam, 0),
    ]
    return out


def companies() -> list[Row]:
    fam, out = "companies", []
    for name, tick, x, q in (("Palantir", "PLTR", "$1.2B", "Q2 2026"),
                             ("Amazon", "AMZN", "$180B", "Q3 2026"),
                             ("Microsoft", "MSFT", "$80B", "Q4 2026")):
        a = f"{name} {q} revenue above {x}?"
        out += [
            (a, f"Will {tick} report {q} revenue greater than {x}?", "same", fam, 1),
            (a, f"Will {tick} report {q} EPS greater than {x}?", "other_metric", fam, 0),
            (a, f"Will {tick} report {q.replace('2026', '2027')} revenue greater than {x}?",
             "other_date", fam, 0),
        ]
    out += [
        ("Will Tesla stock close above $500 on the last trading day of 2026?",
         "TSLA above $500 on Dec 31, 2026 close?", "same", fam, 1),
        ("Will Tesla stock close above $500 on the last trading day of 2026?",
         "TSLA above $500 on Jun 30, 2026 close?", "other_date", fam, 0),
        ("Apple announces a foldable iPhone no later than Sep 30, 2026?",
         "Will Apple unveil a foldable iPhone by September 30, 2026?", "same", fam, 1),
        ("Apple announces a foldable iPhone no later than Sep 30, 2026?",
         "Will Samsung unveil a foldable iPhone by September 30, 2026?", "other_entity", fam, 0),
        ("Nvidia market cap ≥ $6T on Dec 31, 2026?",
         "Will NVDA's market cap be at least $6 trillion at year-end 2026?", "same", fam, 1),
        ("Nvidia market cap ≥ $6T on Dec 31, 2026?",
         "Will NVDA's market cap be between $5 trillion and $6 trillion at year-end 2026?",
         "bucket", fam, 0),
    ]
    return out


def individual() -> list[Row]:
    fam, out = "individual", []
    out += [
        ("Will Jannik Sinner win the 2026 Australian Open?",
         "Australian Open 2026 men's singles champion: Sinner?", "same", fam, 1),
        ("Will Jannik Sinner win the 2026 Australian Open?",
         "Will Jannik Sinner reach the 2026 Australian Open final?", "other_outcome", fam, 0),
        ("Will Jannik Sinner win the 2026 Australian Open?",
         "Australian Open 2026 men's singles champion: Alcaraz?", "other_entity", fam, 0),
        ("Will Coco Gauff win the 2026 French Open?", "Roland Garros 2026 women's champion: "
         "Gauff?", "same", fam, 1),
        ("Will Coco Gauff win the 2026 French Open?", "Wimbledon 2026 women's champion: Gauff?",
         "other_competition", fam, 0),
        ("Will Scottie Scheffler win the 2026 Masters?", "Masters 2026 winner: Scheffler?",
         "same", fam, 1),
        ("Will Scottie Scheffler win the 2026 Masters?",
         "Will Scottie Scheffler finish top 10 at the 2026 Masters?", "other_outcome", fam, 0),
        ("Will Lando Norris win the 2026 F1 Drivers' Championship?",
         "2026 Formula 1 World Champion: Norris?", "same", fam, 1),
        ("Will Lando Norris win the 2026 F1 Drivers' Championship?",
         "Will Lando Norris win the 2026 Monaco Grand Prix?", "other_competition", fam, 0),
        ("Max Verstappen to win the 2026 British Grand Prix?",
         "British GP 2026 winner: Verstappen?", "same", fam, 1),
        ("Max Verstappen to win the 2026 British Grand Prix?",
         "British GP 2026 pole position: Verstappen?", "other_outcome", fam, 0),
    ]
    return out


def culture() -> list[Row]:
    fam, out = "culture", []
    out += [
        ("Eurovision 2026 winner: Sweden?", "Will Sweden win the Eurovision Song Contest 2026?",
         "same", fam, 1),
        ("Eurovision 2026 winner: Sweden?", "Will Sweden win the Eurovision Song Contest 2027?",
         "other_date", fam, 0),
        ("Eurovision 2026 winner: Sweden?", "Eurovision 2026 winner: Finland?", "other_entity",
         fam, 0),
        ("Will 'The Odyssey' gross over $1B worldwide?",
         "The Odyssey (2026) worldwide box office above $1 billion?", "same", fam, 1),
        ("Will 'The Odyssey' gross over $1B worldwide?",
         "The Odyssey (2026) domestic box office above $1 billion?", "other_measure", fam, 0),
        ("Will 'The Odyssey' gross over $1B worldwide?",
         "The Odyssey (2026) worldwide box office above $800 million?", "other_threshold", fam,
         0),
        ("Outstanding Drama Series at the 2026 Emmys: Severance?",
         "Will Severance win the Emmy for Outstanding Drama Series in 2026?", "same", fam, 1),
        ("Outstanding Drama Series at the 2026 Emmys: Severance?",
         "Will Severance win the Emmy for Outstanding Comedy Series in 2026?", "other_outcome",
         fam, 0),
        ("Starship reaches orbit before Jul 1, 2026?",
         "Will SpaceX's Starship reach orbit by June 30, 2026?", "same", fam, 1),
        ("Starship reaches orbit before Jul 1, 2026?",
         "Will Blue Origin's New Glenn reach orbit by June 30, 2026?", "other_entity", fam, 0),
        ("Starship reaches orbit before Jul 1, 2026?",
         "Will SpaceX's Starship reach orbit by December 31, 2026?", "other_date", fam, 0),
        ("Will Elon Musk tweet more than 500 times in the week of Mar 2-8, 2026?",
         "Elon Musk # of tweets Mar 2-8, 2026: 500+?", "strict_vs_inclusive", fam, 0),
        ("Will Elon Musk tweet more than 500 times in the week of Mar 2-8, 2026?",
         "Elon Musk # of tweets Mar 2-8, 2026: 501+?", "same", fam, 1),
    ]
    return out


FAMILIES = (coins, banks, leagues, races, releases, companies, individual, culture)


def rows() -> list[dict[str, object]]:
    out: list[dict[str, object]] = []
    for make in FAMILIES:
        for a, b, trap, family, label in make():
            out.append({"id": f"heldout8-{len(out):04d}", "a": a, "b": b, "trap": trap,
                        "family": family, "split": "heldout", "label": label})
    return out


if __name__ == "__main__":
    path = Path(__file__).with_name("market_pairs_heldout8.jsonl")
    with path.open("w") as f:
        for row in rows():
            f.write(json.dumps(row, ensure_ascii=False) + "\n")
