"""Write ``market_pairs_fresh.jsonl``: held-out families written after the matcher's second
pass was frozen (issue 11), measured once and never used to choose a rule.

Families none of the other files hold: tennis majors (people), quarterly earnings (companies,
quarters, EPS thresholds), daily weather highs (cities, degrees), box-office openings (films,
dollar amounts in words), each rendered as venues title them with look-alike traps.
Run ``python tests/data/make_fresh_pairs.py``.
"""

from __future__ import annotations

import json
import random
from pathlib import Path

Row = tuple[str, str, str, str, int]
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]


def tennis(rng: random.Random) -> list[Row]:
    players = [("Carlos Alcaraz", "Alcaraz"), ("Jannik Sinner", "Sinner"),
               ("Novak Djokovic", "Djokovic"), ("Aryna Sabalenka", "Sabalenka"),
               ("Iga Swiatek", "Swiatek"), ("Coco Gauff", "Gauff")]
    out: list[Row] = []
    for year in (2026, 2027):
        for slam, other in (("Wimbledon", "US Open"), ("Roland Garros", "Australian Open")):
            for i, (full, last) in enumerate(players):
                a = f"Will {full} win {slam} {year}?"
                out.append((a, f"{last} to win the {year} {slam} title?", "same", "tennis", 1))
                out.append((a, f"{slam} {year} champion: {full}?", "same", "tennis", 1))
                rival = players[(i + 1) % len(players)][1]
                out.append((a, f"{rival} to win the {year} {slam} title?", "other_entity",
                            "tennis", 0))
                out.append((a, f"{last} to win the {year} {other} title?", "other_entity",
                            "tennis", 0))
                out.append((a, f"{last} to win the {year + 1} {slam} title?", "other_date",
                            "tennis", 0))
    return out


def earnings(rng: random.Random) -> list[Row]:
    names = [("Nvidia", "NVDA", [0.95, 1.10]), ("Apple", "AAPL", [1.60, 1.85]),
             ("Microsoft", "MSFT", [3.20, 3.50]), ("Amazon", "AMZN", [1.40, 1.70])]
    out: list[Row] = []
    for name, sym, levels in names:
        for q in ("Q2", "Q3"):
            for lv in levels:
                a = f"Will {name} report EPS above ${lv:.2f} for {q} 2026?"
                out.append((a, f"{sym} {q} 2026 EPS above ${lv:.2f}?", "same", "earnings", 1))
                out.append((a, f"{name} beats ${lv:.2f} EPS in {q} 2026?", "same", "earnings", 1))
                out.append((a, f"{sym} {q} 2026 EPS above ${lv + 0.15:.2f}?", "other_threshold",
                            "earnings", 0))
                nq = "Q4" if q == "Q3" else "Q3"
                out.append((a, f"{sym} {nq} 2026 EPS above ${lv:.2f}?", "other_date",
                            "earnings", 0))
                out.append((a, f"{sym} {q} 2026 EPS below ${lv:.2f}?", "other_direction",
                            "earnings", 0))
    return out


def weather(rng: random.Random) -> list[Row]:
    cities = ["Chicago", "Denver", "Miami", "Phoenix", "Seattle", "Boston"]
    out: list[Row] = []
    for i, city in enumerate(cities):
        for deg in (85, 95):
            m = rng.choice(MONTHS[4:9])
            d = rng.randint(1, 27)
            a = f"Will the high temperature in {city} be above {deg}°F on {m} {d}?"
            out.append((a, f"{city} high above {deg}°F on {m[:3]} {d}?", "same", "weather", 1))
            out.append((a, f"Highest temperature in {city} on {m} {d}, 2026: over {deg}°F?",
                        "same", "weather", 1))
            out.append((a, f"{cities[(i + 1) % len(cities)]} high above {deg}°F on {m[:3]} {d}?",
                        "other_entity", "weather", 0))
            out.append((a, f"{city} high above {deg + 5}°F on {m[:3]} {d}?", "other_threshold",
                        "weather", 0))
            out.append((a, f"{city} high above {deg}°F on {m[:3]} {d + 1}?", "other_date",
                        "weather", 0))
            out.append((a, f"{city} high below {deg}°F on {m[:3]} {d}?", "other_direction",
                        "weather", 0))
    return out


def box_office(rng: random.Random) -> list[Row]:
    films = [("Avengers: Doomsday", "Avengers Doomsday"), ("Toy Story 5", "Toy Story 5"),
             ("The Batman Part II", "The Batman Part II"), ("Shrek 5", "Shrek 5")]
    out: list[Row] = []
    for i, (title, short) in enumerate(films):
        for amount in (100, 150):
            a = f"Will {title} gross more than ${amount} million in its opening weekend?"
            out.append((a, f"{short} opening weekend above ${amount}M?", "same", "box_office", 1))
            out.append((a, f"{short} domestic opening over ${amount} million?", "same",
                        "box_office", 1))
            out.append((a, f"{short} opening weekend above ${amount + 50}M?", "other_threshold",
                        "box_office", 0))
            other = films[(i + 1) % len(films)][1]
            out.append((a, f"{other} opening weekend above ${amount}M?", "other_entity",
                        "box_office", 0))
            out.append((a, f"Will {title} not gross more than ${amount} million in its opening "
                        "weekend?", "negation", "box_office", 0))
    return out


def main() -> None:
    rng = random.Random(1102)
    makers = (tennis, earnings, weather, box_office)
    rows = [{"a": a, "b": b, "trap": trap, "family": fam, "label": label}
            for make in makers for a, b, trap, fam, label in make(rng)]
    with (Path(__file__).parent / "market_pairs_fresh.jsonl").open("w") as fh:
        for i, r in enumerate(rows):
            fh.write(json.dumps({"id": f"fresh-{i:04d}", **r}) + "\n")


if __name__ == "__main__":
    main()
