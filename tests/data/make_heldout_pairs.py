"""Write ``market_pairs_heldout.jsonl``: the third held-out set (issue 11, third pass).

Written and committed **before** the third pass's tuning, from its own templates, and measured
once at the end. Families, entities and paraphrases appear in no other file: earnings (revenue
and EPS of other companies, amounts in words, letters and digits), elections (governor races,
nominations, seat counts), soccer and golf (clubs, head-to-head fixtures, top-10 finishes),
crypto prices of other coins (date forms such as ``12/31`` and ``31 December``, ``or higher``
rungs against range buckets), weather (daily highs in other cities, monthly rainfall), and
macro (payrolls, unemployment, GDP, Treasury yields, gas prices, core versus headline CPI).

Labels: 1 only when the two markets resolve on the same condition. For continuous prices a
strike's own point is taken as having no mass (``above $3`` is ``$3 or higher``, as
``signals/ladder.py`` assumes); for counts (House seats) ``more than 220`` is not ``220 or
more``. Run ``python tests/data/make_heldout_pairs.py``.
"""

from __future__ import annotations

import json
import random
from pathlib import Path

Row = tuple[str, str, str, str, int]
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]


def ordinal(d: int) -> str:
    suffix = "th" if 11 <= d % 100 <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(d % 10, "th")
    return f"{d}{suffix}"


def money_words(amount_m: int) -> list[str]:
    """One amount (in millions) as venues write it."""
    if amount_m >= 1000 and amount_m % 100 == 0:
        b = amount_m / 1000
        bs = f"{b:g}"
        return [f"${bs} billion", f"${bs}B", f"${bs}bn", f"${amount_m * 1_000_000:,}"]
    return [f"${amount_m} million", f"${amount_m}M", f"${amount_m}m", f"${amount_m * 1_000_000:,}"]


def earnings(rng: random.Random) -> list[Row]:
    out: list[Row] = []
    revenue = [("Netflix", "NFLX", 11_500), ("Meta", "META", 48_000),
               ("Alphabet", "GOOGL", 95_000), ("Costco", "COST", 66_000),
               ("Salesforce", "CRM", 10_200), ("AMD", "AMD", 7_400)]
    for i, (name, sym, amount) in enumerate(revenue):
        q = rng.choice(["Q1", "Q4"])
        forms = money_words(amount)
        a = f"Will {name} report {q} 2026 revenue above {forms[0]}?"
        out.append((a, f"{sym} {q} 2026 revenue over {forms[1]}?", "same", "earnings", 1))
        out.append((a, f"{name} {q} 2026 revenue: more than {forms[3]}?", "same", "earnings", 1))
        out.append((a, f"{name} {q} revenue exceeds {forms[2]} (fiscal 2026)?", "same",
                    "earnings", 1))
        bigger = money_words(amount + 500)
        out.append((a, f"{sym} {q} 2026 revenue over {bigger[1]}?", "other_threshold",
                    "earnings", 0))
        other_q = "Q2" if q == "Q1" else "Q3"
        out.append((a, f"{sym} {other_q} 2026 revenue over {forms[1]}?", "other_date",
                    "earnings", 0))
        out.append((a, f"{sym} {q} 2026 revenue under {forms[1]}?", "other_direction",
                    "earnings", 0))
        rival = revenue[(i + 1) % len(revenue)]
        out.append((a, f"{rival[1]} {q} 2026 revenue over {forms[1]}?", "other_entity",
                    "earnings", 0))
    eps = [("Meta", "META", 6.70), ("Netflix", "NFLX", 6.10), ("AMD", "AMD", 1.05),
           ("Salesforce", "CRM", 2.85)]
    for name, sym, lv in eps:
        a = f"Will {name} beat ${lv:.2f} in Q1 2026 adjusted EPS?"
        out.append((a, f"{name} Q1 2026 earnings per share above ${lv:.2f}?", "same",
                    "earnings", 1))
        out.append((a, f"{sym} EPS tops ${lv:.2f} in Q1 2026?", "same", "earnings", 1))
        out.append((a, f"{sym} EPS tops ${lv + 0.10:.2f} in Q1 2026?", "other_threshold",
                    "earnings", 0))
        out.append((a, f"{name} Q1 2026 earnings per share below ${lv:.2f}?", "other_direction",
                    "earnings", 0))
        out.append((a, f"Will {name} miss ${lv:.2f} in Q1 2026 adjusted EPS?",
                    "other_direction", "earnings", 0))
    return out


def elections(rng: random.Random) -> list[Row]:
    out: list[Row] = []
    states = [("Georgia", "GA"), ("Arizona", "AZ"), ("Michigan", "MI"), ("Wisconsin", "WI"),
              ("Nevada", "NV"), ("Pennsylvania", "PA")]
    for i, (state, _abbr) in enumerate(states):
        a = f"Will the Democratic candidate win the 2026 {state} governor race?"
        out.append((a, f"{state} Governor 2026: Democrat wins?", "same", "elections", 1))
        out.append((a, f"{state} gubernatorial election 2026 winner: Democratic Party?", "same",
                    "elections", 1))
        out.append((a, f"{state} Governor 2026: Republican wins?", "other_entity", "elections",
                    0))
        out.append((a, f"{states[(i + 1) % len(states)][0]} Governor 2026: Democrat wins?",
                    "other_entity", "elections", 0))
        out.append((a, f"{state} Senate race 2026: Democrat wins?", "other_entity", "elections",
                    0))
        out.append((a, f"{state} Governor 2030: Democrat wins?", "other_date", "elections", 0))
    people = [("Gavin Newsom", "Newsom", "Democratic", "Dem"),
              ("JD Vance", "Vance", "Republican", "GOP"),
              ("Josh Shapiro", "Shapiro", "Democratic", "Dem"),
              ("Marco Rubio", "Rubio", "Republican", "GOP")]
    for i, (full, last, party, short) in enumerate(people):
        a = f"Will {full} win the 2028 {party} presidential nomination?"
        out.append((a, f"{last} wins {short} nomination in 2028?", "same", "elections", 1))
        out.append((a, f"2028 {party} nominee: {full}?", "same", "elections", 1))
        out.append((a, f"Will {full} win the 2028 presidential election?", "other_entity",
                    "elections", 0))
        rival = next(p for p in people[i + 1:] + people[:i] if p[2] == party)
        out.append((a, f"{rival[1]} wins {short} nomination in 2028?", "other_entity",
                    "elections", 0))
        out.append((a, f"Will {full} not win the 2028 {party} presidential nomination?",
                    "negation", "elections", 0))
    for seats in (218, 225, 235):
        a = f"Will Democrats win {seats} or more House seats in 2026?"
        out.append((a, f"Democrats {seats}+ House seats after the 2026 midterms?", "same",
                    "elections", 1))
        out.append((a, f"House seats won by Democrats in 2026: at least {seats}?", "same",
                    "elections", 1))
        out.append((a, f"House seats won by Democrats in 2026: {seats} to {seats + 9}?",
                    "bucket", "elections", 0))
        out.append((a, f"Will Democrats win more than {seats} House seats in 2026?",
                    "strict_vs_inclusive", "elections", 0))
        out.append((a, f"Republicans {seats}+ House seats after the 2026 midterms?",
                    "other_entity", "elections", 0))
    return out


def soccer_golf(rng: random.Random) -> list[Row]:
    out: list[Row] = []
    clubs = [("Arsenal", "Arsenal"), ("Liverpool", "Liverpool"),
             ("Manchester City", "Man City"), ("Manchester United", "Man United"),
             ("Chelsea", "Chelsea"), ("Tottenham Hotspur", "Spurs")]
    for i, (full, short) in enumerate(clubs):
        a = f"Will {full} win the 2026-27 Premier League?"
        out.append((a, f"Premier League 2026-27 champion: {short}?", "same", "soccer", 1))
        out.append((a, f"EPL winner 2026-27: {full}?", "same", "soccer", 1))
        nxt = clubs[(i + 1) % len(clubs)][1]
        out.append((a, f"Premier League 2026-27 champion: {nxt}?", "other_entity", "soccer", 0))
        out.append((a, f"Premier League 2027-28 champion: {short}?", "other_date", "soccer", 0))
        out.append((a, f"Will {full} win the 2026-27 Champions League?", "other_entity",
                    "soccer", 0))
        out.append((a, f"Will {full} finish in the top 4 of the 2026-27 Premier League?",
                    "other_outcome", "soccer", 0))
    fixtures = [("Liverpool", "Chelsea"), ("Arsenal", "Tottenham"), ("Real Madrid", "Barcelona"),
                ("Bayern Munich", "Borussia Dortmund"), ("Inter Milan", "AC Milan")]
    for home, away in fixtures:
        m, d = rng.choice(MONTHS[1:5]), rng.randint(2, 27)
        a = f"Will {home} beat {away} on {m} {d}, 2026?"
        out.append((a, f"{home} vs {away} ({m[:3]} {d}): {home} wins?", "same", "soccer", 1))
        out.append((a, f"{home} to win against {away} on {ordinal(d)} {m}?", "same", "soccer", 1))
        out.append((a, f"{home} vs {away} ({m[:3]} {d}): draw?", "other_outcome", "soccer", 0))
        out.append((a, f"{home} vs {away} ({m[:3]} {d}): {away} wins?", "other_entity", "soccer",
                    0))
        out.append((a, f"{home} vs {away} ({m[:3]} {d + 1}): {home} wins?", "other_date",
                    "soccer", 0))
    golfers = [("Scottie Scheffler", "Scheffler"), ("Rory McIlroy", "McIlroy"),
               ("Xander Schauffele", "Schauffele"), ("Ludvig Aberg", "Aberg")]
    for i, (full, last) in enumerate(golfers):
        for major, other in (("Masters", "PGA Championship"), ("Open Championship", "US Open")):
            a = f"Will {full} win the 2026 {major}?"
            out.append((a, f"{major} 2026 winner: {last}?", "same", "golf", 1))
            out.append((a, f"{last} to win The {major} (2026)?", "same", "golf", 1))
            out.append((a, f"{last} top 10 finish at the 2026 {major}?", "other_outcome", "golf",
                        0))
            out.append((a, f"{major} 2026 winner: {golfers[(i + 1) % 4][1]}?", "other_entity",
                        "golf", 0))
            out.append((a, f"{other} 2026 winner: {last}?", "other_entity", "golf", 0))
    return out


def crypto(rng: random.Random) -> list[Row]:
    out: list[Row] = []
    coins = [("XRP", "XRP", [2.5, 3.0, 4.0]), ("Dogecoin", "DOGE", [0.25, 0.40, 0.50]),
             ("Cardano", "ADA", [1.0, 1.5]), ("Chainlink", "LINK", [25, 30, 40]),
             ("BNB", "BNB", [800, 1000])]
    for i, (name, sym, levels) in enumerate(coins):
        for lv in levels:
            month = rng.randint(1, 12)
            m, d = MONTHS[month - 1], rng.randint(1, 28)
            price = f"${lv:,.2f}" if lv < 100 else f"${lv:,.0f}"
            a = f"Will {name} be above {price} on {m} {d}, 2026?"
            out.append((a, f"{sym} price on {m[:3]} {d}: {price} or higher?", "same", "crypto",
                        1))
            out.append((a, f"{name} above {price} on {ordinal(d)} {m}?", "same", "crypto", 1))
            out.append((a, f"{sym} over {price} on {month}/{d}/2026?", "same", "crypto", 1))
            step = lv * 0.1
            lo = f"${lv:,.2f}" if lv < 100 else f"${lv:,.0f}"
            hi = f"${lv + step:,.2f}" if lv < 100 else f"${lv + step:,.0f}"
            out.append((a, f"{sym} price on {m[:3]} {d}: {lo} to {hi}?", "bucket", "crypto", 0))
            other = next(x for x in levels if x != lv)
            oprice = f"${other:,.2f}" if other < 100 else f"${other:,.0f}"
            out.append((a, f"{sym} price on {m[:3]} {d}: {oprice} or higher?", "other_threshold",
                        "crypto", 0))
            out.append((a, f"{sym} price on {m[:3]} {d}: {price} or lower?", "other_direction",
                        "crypto", 0))
            nd = d + 1
            out.append((a, f"{sym} over {price} on {month}/{nd}/2026?", "other_date", "crypto",
                        0))
            rival = coins[(i + 1) % len(coins)]
            out.append((a, f"{rival[1]} price on {m[:3]} {d}: {price} or higher?",
                        "other_entity", "crypto", 0))
    return out


def weather(rng: random.Random) -> list[Row]:
    out: list[Row] = []
    cities = [("New York City", "NYC"), ("Los Angeles", "LA"), ("Austin", "Austin"),
              ("Atlanta", "Atlanta"), ("Philadelphia", "Philly"), ("Dallas", "Dallas")]
    for i, (full, short) in enumerate(cities):
        m, d = rng.choice(MONTHS[5:8]), rng.randint(1, 27)
        deg = rng.choice([88, 92, 96, 100])
        a = f"Will the high temperature in {full} exceed {deg}°F on {m} {d}?"
        out.append((a, f"Highest temperature in {short} on {m[:3]} {d}, 2026: {deg}° or above?",
                    "same", "weather", 1))
        out.append((a, f"{full} daily high above {deg} degrees on {ordinal(d)} {m}?", "same",
                    "weather", 1))
        out.append((a, f"Highest temperature in {short} on {m[:3]} {d}, 2026: "
                    f"{deg - 2}-{deg - 1}°?", "bucket", "weather", 0))
        out.append((a, f"Highest temperature in {short} on {m[:3]} {d + 1}, 2026: {deg}° or "
                    "above?", "other_date", "weather", 0))
        out.append((a, f"Lowest temperature in {short} on {m[:3]} {d}, 2026: {deg}° or above?",
                    "other_metric", "weather", 0))
        out.append((a, f"{cities[(i + 1) % len(cities)][0]} daily high above {deg} degrees on "
                    f"{ordinal(d)} {m}?", "other_entity", "weather", 0))
    for city, inches in (("Seattle", 5), ("Miami", 8), ("Houston", 6), ("Portland", 4)):
        m = rng.choice(MONTHS[9:])
        a = f"Will {city} get more than {inches} inches of rain in {m} 2026?"
        out.append((a, f"{city} {m} 2026 rainfall above {inches} inches?", "same", "weather", 1))
        out.append((a, f"{city} total precipitation in {m} 2026 over {inches}\"?", "same",
                    "weather", 1))
        out.append((a, f"{city} {m} 2026 rainfall above {inches + 2} inches?", "other_threshold",
                    "weather", 0))
        out.append((a, f"{city} {m} 2026 snowfall above {inches} inches?", "other_metric",
                    "weather", 0))
        out.append((a, f"{city} {m} 2026 rainfall below {inches} inches?", "other_direction",
                    "weather", 0))
    return out


def macro(rng: random.Random) -> list[Row]:
    out: list[Row] = []
    for m in ("March", "June", "September", "December"):
        jobs = rng.choice([100, 150, 200])
        a = f"Will the US economy add more than {jobs},000 jobs in {m} 2026?"
        out.append((a, f"{m} 2026 nonfarm payrolls above {jobs}K?", "same", "macro", 1))
        out.append((a, f"Nonfarm payrolls ({m[:3]} 2026) over {jobs}k?", "same", "macro", 1))
        out.append((a, f"{m} 2026 nonfarm payrolls above {jobs + 50}K?", "other_threshold",
                    "macro", 0))
        out.append((a, f"{m} 2026 nonfarm payrolls below {jobs}K?", "other_direction", "macro",
                    0))
        nxt = MONTHS[(MONTHS.index(m) + 1) % 12]
        out.append((a, f"{nxt} 2026 nonfarm payrolls above {jobs}K?", "other_date", "macro", 0))
    for m in ("February", "May", "August", "November"):
        rate = rng.choice(["4.3", "4.5", "4.7"])
        a = f"Will the US unemployment rate be above {rate}% in {m} 2026?"
        out.append((a, f"Unemployment rate {m[:3]} 2026: higher than {rate}%?", "same", "macro",
                    1))
        out.append((a, f"US jobless rate over {rate} percent for {m} 2026?", "same", "macro", 1))
        out.append((a, f"Unemployment rate {m[:3]} 2026: lower than {rate}%?",
                    "other_direction", "macro", 0))
        out.append((a, f"Unemployment rate {m[:3]} 2026: higher than {float(rate) + 0.2:.1f}%?",
                    "other_threshold", "macro", 0))
    for q, g in (("Q1", "1.5"), ("Q2", "2.0"), ("Q3", "2.5")):
        a = f"Will US real GDP grow more than {g}% in {q} 2026?"
        out.append((a, f"{q} 2026 GDP growth above {g}% (advance estimate)?", "same", "macro", 1))
        out.append((a, f"US GDP {q} 2026: over {g}% annualized?", "same", "macro", 1))
        other_q = {"Q1": "Q2", "Q2": "Q3", "Q3": "Q4"}[q]
        out.append((a, f"US GDP {other_q} 2026: over {g}% annualized?", "other_date", "macro", 0))
        out.append((a, f"Will the US enter a recession in {q} 2026?", "other_entity", "macro",
                    0))
    for m, d, y in (("June", 30, "4.25"), ("September", 30, "4.50"), ("December", 31, "4.00")):
        a = f"Will the 10-year Treasury yield be above {y}% on {m} {d}, 2026?"
        out.append((a, f"10Y yield on {m[:3]} {d}: above {y}%?", "same", "macro", 1))
        out.append((a, f"US 10-year note yield over {y}% at the close on {m} {d}?", "same",
                    "macro", 1))
        out.append((a, f"2-year Treasury yield above {y}% on {m} {d}, 2026?", "other_entity",
                    "macro", 0))
        out.append((a, f"10Y yield on {m[:3]} {d}: below {y}%?", "other_direction", "macro", 0))
    for m, price in (("July", "3.50"), ("October", "3.25")):
        a = f"Will the US national average gas price be above ${price} on {m} 1, 2026?"
        out.append((a, f"AAA gas price on {m[:3]} 1: more than ${price}/gallon?", "same", "macro",
                    1))
        out.append((a, f"AAA gas price on {m[:3]} 1: more than ${float(price) + 0.25:.2f}/gallon?",
                    "other_threshold", "macro", 0))
    for m, lv in (("April", "0.3"), ("October", "0.2")):
        a = f"Will headline CPI rise more than {lv}% month over month in {m} 2026?"
        out.append((a, f"CPI MoM {m} 2026 above {lv}%?", "same", "macro", 1))
        out.append((a, f"Core CPI MoM {m} 2026 above {lv}%?", "other_metric", "macro", 0))
        out.append((a, f"CPI YoY {m} 2026 above {lv}%?", "other_metric", "macro", 0))
    return out


def main() -> None:
    rng = random.Random(2026_11_23)
    makers = (earnings, elections, soccer_golf, crypto, weather, macro)
    rows = [{"a": a, "b": b, "trap": trap, "family": fam, "label": label}
            for make in makers for a, b, trap, fam, label in make(rng)]
    with (Path(__file__).parent / "market_pairs_heldout.jsonl").open("w") as fh:
        for i, r in enumerate(rows):
            fh.write(json.dumps({"id": f"heldout-{i:04d}", **r}, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
