"""Write ``market_pairs_heldout4.jsonl``: the fourth held-out set (issue 11, fourth pass).

Written and committed after the third held-out set's one measurement and **before** the fourth
pass's rules, from its own templates; measured once at that pass's end. Entities and
paraphrases appear in no other file: European competitions and Formula 1 (competitions that
share a word), Senate races by state, weekly claims, retail sales, PMI and mortgage rates,
other coins, other cities' highs and snowfall, other companies' earnings, NFL head-to-heads
with totals and spreads as traps.

Labels: 1 only when the two markets resolve on the same condition. Prices and percentages are
continuous (a strike's own point has no mass: "above $5" is "$5 or higher"); counts and
whole-degree temperatures are not ("more than 250,000 claims" is not "250,000 or more",
"above 94°" is "95° or above"). Run ``python tests/data/make_heldout4_pairs.py``.
"""

from __future__ import annotations

import json
import random
from pathlib import Path

Row = tuple[str, str, str, str, int]
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]


def competitions(rng: random.Random) -> list[Row]:
    out: list[Row] = []
    clubs = [("Real Madrid", "La Liga", "Champions League"),
             ("Barcelona", "La Liga", "Copa del Rey"),
             ("Bayern Munich", "Bundesliga", "Champions League"),
             ("Inter Milan", "Serie A", "Coppa Italia"),
             ("Paris Saint-Germain", "Ligue 1", "Champions League"),
             ("Napoli", "Serie A", "Europa League")]
    for club, league, cup in clubs:
        a = f"Will {club} win the 2026-27 {league}?"
        out.append((a, f"{league} 2026-27 winner: {club}?", "same", "competitions", 1))
        out.append((a, f"{club} to be crowned {league} champions (2026-27)?", "same",
                    "competitions", 1))
        out.append((a, f"Will {club} win the 2026-27 {cup}?", "other_entity", "competitions",
                    0))
        out.append((a, f"{league} 2027-28 winner: {club}?", "other_date", "competitions", 0))
    for driver, last in (("Max Verstappen", "Verstappen"), ("Lando Norris", "Norris"),
                         ("Charles Leclerc", "Leclerc"), ("Oscar Piastri", "Piastri")):
        a = f"Will {driver} win the 2026 F1 Drivers' Championship?"
        out.append((a, f"2026 Formula 1 World Drivers' Champion: {last}?", "same",
                    "competitions", 1))
        out.append((a, f"{last} to win the 2026 F1 title?", "same", "competitions", 1))
        out.append((a, f"{last} to win the 2027 F1 title?", "other_date", "competitions", 0))
        out.append((a, f"Will {driver} win the 2026 Monaco Grand Prix?", "other_entity",
                    "competitions", 0))
    for team, division in (("Buffalo Bills", "AFC East"), ("Detroit Lions", "NFC North"),
                           ("Houston Texans", "AFC South")):
        nick = team.split()[-1]
        a = f"Will the {team} win the {division} in 2026?"
        out.append((a, f"{division} 2026 division winner: {nick}?", "same", "competitions", 1))
        out.append((a, f"Will the {team} win the 2026 AFC Championship?"
                    if division.startswith("AFC") else
                    f"Will the {team} win the 2026 NFC Championship?", "other_entity",
                    "competitions", 0))
        out.append((a, f"Will the {team} make the 2026 playoffs?", "other_outcome",
                    "competitions", 0))
    return out


def senate(rng: random.Random) -> list[Row]:
    out: list[Row] = []
    states = ["North Carolina", "Maine", "Ohio", "Texas", "Iowa", "Alaska", "Nebraska"]
    for i, state in enumerate(states):
        a = f"Will the Republican candidate win the 2026 {state} Senate race?"
        out.append((a, f"{state} Senate election 2026: Republican wins?", "same", "senate", 1))
        out.append((a, f"Will Republicans hold the {state} Senate seat in 2026?", "same",
                    "senate", 1))
        out.append((a, f"{state} Senate election 2026: Democrat wins?", "other_entity", "senate",
                    0))
        out.append((a, f"{states[(i + 1) % len(states)]} Senate election 2026: Republican wins?",
                    "other_entity", "senate", 0))
        out.append((a, f"Will the Republican candidate win the 2026 {state} Senate primary?",
                    "other_outcome", "senate", 0))
    for seats in (51, 53):
        a = f"Will Republicans hold {seats} or more Senate seats after the 2026 election?"
        out.append((a, f"GOP Senate seats after 2026 midterms: at least {seats}?", "same",
                    "senate", 1))
        out.append((a, f"GOP Senate seats after 2026 midterms: {seats}+?", "same", "senate", 1))
        out.append((a, f"GOP Senate seats after 2026 midterms: more than {seats}?",
                    "strict_vs_inclusive", "senate", 0))
        out.append((a, f"GOP Senate seats after 2026 midterms: exactly {seats}?", "bucket",
                    "senate", 0))
    return out


def macro(rng: random.Random) -> list[Row]:
    out: list[Row] = []
    for m, d in (("March", 14), ("June", 20), ("September", 12), ("December", 19)):
        claims = rng.choice([225, 240, 260])
        a = (f"Will initial jobless claims be above {claims},000 for the week ending {m} {d}, "
             "2026?")
        out.append((a, f"Initial claims (week ending {m[:3]} {d}) more than {claims}K?", "same",
                    "macro", 1))
        out.append((a, f"Initial claims (week ending {m[:3]} {d}) {claims}K or more?",
                    "strict_vs_inclusive", "macro", 0))
        out.append((a, f"Initial claims (week ending {m[:3]} {d}) more than {claims + 10}K?",
                    "other_threshold", "macro", 0))
        out.append((a, f"Initial claims (week ending {m[:3]} {d + 7}) more than {claims}K?",
                    "other_date", "macro", 0))
        out.append((a, f"Continuing claims (week ending {m[:3]} {d}) more than {claims}K?",
                    "other_metric", "macro", 0))
    for m, lv in (("April", "0.4"), ("July", "0.2"), ("October", "0.5")):
        a = f"Will US retail sales rise more than {lv}% in {m} 2026?"
        out.append((a, f"Retail sales MoM ({m} 2026) above {lv}%?", "same", "macro", 1))
        out.append((a, f"Retail sales {m} 2026: greater than {lv}% month over month?", "same",
                    "macro", 1))
        out.append((a, f"Core retail sales MoM ({m} 2026) above {lv}%?", "other_metric",
                    "macro", 0))
        out.append((a, f"Retail sales MoM ({m} 2026) below {lv}%?", "other_direction", "macro",
                    0))
    for m, lv in (("May", "0.3"), ("August", "0.2")):
        a = f"Will PPI rise more than {lv}% in {m} 2026?"
        out.append((a, f"US PPI MoM {m} 2026 above {lv}%?", "same", "macro", 1))
        out.append((a, f"US CPI MoM {m} 2026 above {lv}%?", "other_entity", "macro", 0))
    for m in ("March", "September"):
        a = f"Will the ISM Manufacturing PMI be above 50 in {m} 2026?"
        out.append((a, f"ISM manufacturing index {m} 2026: over 50?", "same", "macro", 1))
        out.append((a, f"ISM Services PMI {m} 2026: over 50?", "other_entity", "macro", 0))
        out.append((a, f"ISM manufacturing index {m} 2026: over 52?", "other_threshold",
                    "macro", 0))
    for m, d, r in (("June", 30, "6.25"), ("December", 31, "5.75")):
        a = f"Will the average 30-year mortgage rate be above {r}% on {m} {d}, 2026?"
        out.append((a, f"30-year fixed mortgage rate on {m[:3]} {d}: higher than {r}%?", "same",
                    "macro", 1))
        out.append((a, f"15-year fixed mortgage rate on {m[:3]} {d}: higher than {r}%?",
                    "other_entity", "macro", 0))
        out.append((a, f"30-year fixed mortgage rate on {m[:3]} {d}: lower than {r}%?",
                    "other_direction", "macro", 0))
    return out


def coins(rng: random.Random) -> list[Row]:
    out: list[Row] = []
    table = [("Sui", "SUI", [4.0, 5.0]), ("Aptos", "APT", [10.0, 15.0]),
             ("Toncoin", "TON", [5.0, 8.0]), ("Stellar", "XLM", [0.5, 0.75]),
             ("Hyperliquid", "HYPE", [50.0, 75.0]), ("Pepe", "PEPE", [0.00002, 0.00003])]
    for i, (name, sym, levels) in enumerate(table):
        for lv in levels:
            month = rng.randint(1, 12)
            m, d = MONTHS[month - 1], rng.randint(2, 27)
            price = f"${lv:.5f}" if lv < 0.001 else f"${lv:,.2f}"
            a = f"Will the price of {name} be above {price} on {m} {d}, 2026?"
            out.append((a, f"{sym} \u2265 {price} on {m[:3]} {d}?", "same", "coins", 1))
            out.append((a, f"{name} ({sym}) closes {m} {d} at or above {price}?", "same",
                        "coins", 1))
            out.append((a, f"{sym} price {month}/{d}: over {price}?", "same", "coins", 1))
            other = next(x for x in levels if x != lv)
            oprice = f"${other:.5f}" if other < 0.001 else f"${other:,.2f}"
            out.append((a, f"{sym} \u2265 {oprice} on {m[:3]} {d}?", "other_threshold", "coins",
                        0))
            out.append((a, f"{sym} price {month}/{d - 1}: over {price}?", "other_date", "coins",
                        0))
            out.append((a, f"{sym} \u2264 {price} on {m[:3]} {d}?", "other_direction", "coins",
                        0))
            rival = table[(i + 1) % len(table)]
            out.append((a, f"{rival[1]} \u2265 {price} on {m[:3]} {d}?", "other_entity",
                        "coins", 0))
            out.append((a, f"Will {name} reach {price} by {m} {d}, 2026?", "other_date", "coins",
                        0))
    return out


def weather(rng: random.Random) -> list[Row]:
    out: list[Row] = []
    cities = [("San Diego", "SD"), ("Las Vegas", "Vegas"), ("New Orleans", "NOLA"),
              ("Detroit", "Detroit"), ("Kansas City", "KC"), ("Salt Lake City", "SLC")]
    for i, (full, short) in enumerate(cities):
        m, d = rng.choice(MONTHS[5:8]), rng.randint(2, 26)
        deg = rng.choice([90, 95, 100, 105])
        a = f"Will the high temperature in {full} be {deg}°F or higher on {m} {d}, 2026?"
        out.append((a, f"{short} high on {m[:3]} {d}: at least {deg}°?", "same", "weather", 1))
        out.append((a, f"Max temp in {full} on {m} {d}: {deg}° or above?", "same", "weather", 1))
        out.append((a, f"{short} high on {m[:3]} {d}: above {deg}°?", "strict_vs_inclusive",
                    "weather", 0))
        out.append((a, f"{short} high on {m[:3]} {d}: {deg}° to {deg + 1}°?", "bucket",
                    "weather", 0))
        out.append((a, f"Min temp in {full} on {m} {d}: {deg}° or above?", "other_metric",
                    "weather", 0))
        out.append((a, f"Max temp in {cities[(i + 1) % len(cities)][0]} on {m} {d}: {deg}° or "
                    "above?", "other_entity", "weather", 0))
    for city, inches in (("Buffalo", 20), ("Denver", 10), ("Minneapolis", 12)):
        m = rng.choice(["December", "January", "February"])
        a = f"Will {city} get at least {inches} inches of snow in {m} 2026?"
        out.append((a, f"{city} {m} 2026 snowfall: {inches}\" or more?", "same", "weather", 1))
        out.append((a, f"{city} {m} 2026 snowfall: {inches}\" or more in total?", "same",
                    "weather", 1))
        out.append((a, f"{city} {m} 2026 rainfall: {inches}\" or more?", "other_metric",
                    "weather", 0))
        out.append((a, f"{city} {m} 2026 snowfall: {inches + 5}\" or more?", "other_threshold",
                    "weather", 0))
    return out


def earnings(rng: random.Random) -> list[Row]:
    out: list[Row] = []
    table = [("Walmart", "WMT", 0.65, 180_000), ("Home Depot", "HD", 4.10, 41_000),
             ("JPMorgan", "JPM", 4.90, 45_000), ("Micron", "MU", 2.50, 11_000),
             ("Uber", "UBER", 0.70, 13_000), ("Shopify", "SHOP", 0.45, 2_900)]
    for i, (name, sym, eps, rev_m) in enumerate(table):
        q = rng.choice(["Q1", "Q2", "Q3", "Q4"])
        a = f"Will {name} post {q} 2026 earnings per share above ${eps:.2f}?"
        out.append((a, f"{name} {q} 2026 EPS beat ${eps:.2f}?", "same", "earnings", 1))
        out.append((a, f"{name} {q} 2026 EPS > ${eps:.2f}?", "same", "earnings", 1))
        out.append((a, f"{name} {q} 2026 EPS below ${eps:.2f}?", "other_direction", "earnings",
                    0))
        rival = table[(i + 1) % len(table)][0]
        out.append((a, f"{rival} {q} 2026 EPS beat ${eps:.2f}?", "other_entity", "earnings", 0))
        rev = f"${rev_m / 1000:g} billion" if rev_m >= 1000 else f"${rev_m} million"
        short_rev = f"${rev_m / 1000:g}B" if rev_m >= 1000 else f"${rev_m}M"
        b = f"Will {name} report {q} 2026 revenue of more than {rev}?"
        out.append((b, f"{name} {q} 2026 revenue above {short_rev}?", "same", "earnings", 1))
        out.append((b, f"{name} {q} 2026 net income above {short_rev}?", "other_metric",
                    "earnings", 0))
        out.append((b, f"{sym} {q} 2026 revenue above {short_rev}?", "same", "earnings", 1))
    return out


def nfl(rng: random.Random) -> list[Row]:
    out: list[Row] = []
    games = [("Kansas City Chiefs", "Chiefs", "Denver Broncos", "Broncos"),
             ("Buffalo Bills", "Bills", "Miami Dolphins", "Dolphins"),
             ("Dallas Cowboys", "Cowboys", "Philadelphia Eagles", "Eagles"),
             ("Green Bay Packers", "Packers", "Chicago Bears", "Bears")]
    for home, hn, away, an in games:
        m, d = rng.choice(["October", "November", "December"]), rng.randint(2, 27)
        a = f"Will the {home} beat the {away} on {m} {d}, 2026?"
        out.append((a, f"{an} vs {hn} ({m[:3]} {d}): {hn} win?", "same", "nfl", 1))
        out.append((a, f"{hn} to defeat the {an} on {m} {d}?", "same", "nfl", 1))
        out.append((a, f"{an} vs {hn} ({m[:3]} {d}): {an} win?", "other_entity", "nfl", 0))
        out.append((a, f"{an} vs {hn} ({m[:3]} {d}): over 47.5 total points?", "other_outcome",
                    "nfl", 0))
        out.append((a, f"{an} vs {hn} ({m[:3]} {d}): {hn} win by more than 3.5 points?",
                    "other_outcome", "nfl", 0))
        out.append((a, f"{an} vs {hn} ({m[:3]} {d + 1}): {hn} win?", "other_date", "nfl", 0))
    return out


def main() -> None:
    rng = random.Random(2026_11_24)
    makers = (competitions, senate, macro, coins, weather, earnings, nfl)
    rows = [{"a": a, "b": b, "trap": trap, "family": fam, "label": label}
            for make in makers for a, b, trap, fam, label in make(rng)]
    with (Path(__file__).parent / "market_pairs_heldout4.jsonl").open("w") as fh:
        for i, r in enumerate(rows):
            fh.write(json.dumps({"id": f"heldout4-{i:04d}", **r}, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
