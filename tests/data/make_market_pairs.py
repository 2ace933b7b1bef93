"""Write the labelled market-pair set (``market_pairs_train.jsonl``, ``market_pairs_test.jsonl``).

Each family is one kind of question, rendered the way each venue titles it (Polymarket
questions, Kalshi statements with full dates and rules, Limitless shorthand). For each base
condition: one pair that resolves on the same condition (label 1) and traps that read alike but
do not (label 0): another date, threshold, entity, direction, magnitude, or a negation.

The split is by family and was fixed before any tuning: ``TEST_FAMILIES`` are never used to
choose thresholds or aliases' behaviour. Run ``python tests/data/make_market_pairs.py``.
"""

from __future__ import annotations

import json
import random
from pathlib import Path

TEST_FAMILIES = frozenset({"stocks", "sports", "cpi"})
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]


def short(m: str) -> str:
    return m[:3]


def crypto(rng: random.Random) -> list[tuple[str, str, str, str, int]]:
    out = []
    coins = [("Bitcoin", "BTC", [90_000, 100_000, 120_000, 150_000, 200_000]),
             ("Ethereum", "ETH", [3_000, 4_000, 5_000, 6_000, 8_000]),
             ("Solana", "SOL", [150, 200, 250, 300, 400])]
    for name, sym, levels in coins:
        for lv in levels:
            m, d = rng.choice(MONTHS), rng.randint(1, 28)
            k = f"${lv // 1000}k" if lv >= 1000 else f"${lv}"
            a = f"Will {name} be above ${lv:,} on {m} {d}?"
            out.append((a, f"{sym} above {k} on {short(m)} {d}?", "same", "crypto", 1))
            out.append((a, f"{name} above ${lv:,} on {short(m)} {d}, 2026?", "same", "crypto", 1))
            other = rng.choice([x for x in levels if x != lv])
            out.append((a, f"{sym} above ${other:,} on {short(m)} {d}?", "other_threshold",
                        "crypto", 0))
            out.append((a, f"{sym} above {k} on {short(m)} {(d % 28) + 1}?", "other_date",
                        "crypto", 0))
            out.append((a, f"{sym} below {k} on {short(m)} {d}?", "other_direction", "crypto",
                        0))
            other_coin = next(c for c in coins if c[0] != name)
            out.append((a, f"{other_coin[1]} above {k} on {short(m)} {d}?", "other_entity",
                        "crypto", 0))
            out.append((a, f"Will {name} not be above ${lv:,} on {m} {d}?", "negation",
                        "crypto", 0))
    return out


def fed(rng: random.Random) -> list[tuple[str, str, str, str, int]]:
    out = []
    for m in MONTHS:
        a = f"Will the Fed cut interest rates at the {m} meeting?"
        out.append((a, f"Will the Federal Reserve cut rates at the {m} 2026 FOMC meeting?",
                    "same", "fed", 1))
        out.append((a, f"Fed rate cut in {short(m)}?", "same", "fed", 1))
        out.append((a, f"Fed does not cut rates in {short(m)}?", "negation", "fed", 0))
        out.append((a, f"Will the Fed cut interest rates by 50+ bps at the {m} meeting?",
                    "other_magnitude", "fed", 0))
        nxt = MONTHS[(MONTHS.index(m) + 1) % 12]
        out.append((a, f"Fed rate cut in {short(nxt)}?", "other_date", "fed", 0))
        out.append((a, f"Will the Fed hike rates at the {m} meeting?", "other_direction", "fed",
                    0))
    return out


def election(rng: random.Random) -> list[tuple[str, str, str, str, int]]:
    out = []
    for year in (2026, 2028, 2030, 2032):
        for party, other in (("Democrat", "Republican"), ("Republican", "Democrat")):
            for office in ("presidential election", "Senate", "House"):
                if office == "presidential election" and year % 4:
                    continue
                a = f"Will a {party} win the {year} US {office}?"
                short_p = party + "s"
                out.append((a, f"{short_p} win the {year} US {office}?", "same", "election", 1))
                out.append((a, f"Will the {party}ic party win the {year} {office}?".replace(
                    "Republicanic", "Republican").replace("Democratic", "Democratic"),
                    "same", "election", 1))
                out.append((a, f"{other}s win the {year} US {office}?", "other_entity",
                            "election", 0))
                out.append((a, f"{short_p} win the {year + 2} US {office}?", "other_date",
                            "election", 0))
                alt = "Senate" if office != "Senate" else "House"
                out.append((a, f"{short_p} win the {year} US {alt}?", "other_entity",
                            "election", 0))
    return out


def shutdown(rng: random.Random) -> list[tuple[str, str, str, str, int]]:
    out = []
    for m in MONTHS:
        d = rng.randint(1, 28)
        a = f"Will the US government shut down before {m} {d}, 2026?"
        out.append((a, f"US government shutdown before {short(m)} {d}?", "same", "shutdown", 1))
        out.append((a, f"US government shutdown before {short(m)} {(d % 28) + 1}?",
                    "other_date", "shutdown", 0))
        out.append((a, f"Will the US government avoid a shutdown before {m} {d}?", "negation",
                    "shutdown", 0))
    return out


def cpi(rng: random.Random) -> list[tuple[str, str, str, str, int]]:
    out = []
    for m in MONTHS:
        for lv in ("0.2", "0.3", "0.4"):
            a = f"Will CPI rise more than {lv}% in {m} 2026?"
            out.append((a, f"US CPI above {lv}% in {m}?", "same", "cpi", 1))
            other = "0.5" if lv != "0.5" else "0.1"
            out.append((a, f"US CPI above {other}% in {m}?", "other_threshold", "cpi", 0))
            nxt = MONTHS[(MONTHS.index(m) + 1) % 12]
            out.append((a, f"US CPI above {lv}% in {nxt}?", "other_date", "cpi", 0))
            out.append((a, f"US CPI below {lv}% in {m}?", "other_direction", "cpi", 0))
    return out


def sports(rng: random.Random) -> list[tuple[str, str, str, str, int]]:
    teams = [("Oklahoma City Thunder", "OKC Thunder"), ("Boston Celtics", "Celtics"),
             ("New York Knicks", "Knicks"), ("Cleveland Cavaliers", "Cavs"),
             ("San Antonio Spurs", "Spurs"), ("Denver Nuggets", "Nuggets"),
             ("Golden State Warriors", "Warriors"), ("Los Angeles Lakers", "Lakers")]
    out = []
    for year in (2026, 2027, 2028):
        for i, (full, nick) in enumerate(teams):
            a = f"Will the {full} win the {year} NBA Finals?"
            out.append((a, f"{nick} to win the NBA Finals {year}?", "same", "sports", 1))
            other = teams[(i + 1) % len(teams)][1]
            out.append((a, f"{other} to win the NBA Finals {year}?", "other_entity", "sports",
                        0))
            out.append((a, f"{nick} to win the NBA Finals {year + 1}?", "other_date", "sports",
                        0))
            out.append((a, f"{nick} to win the {year} NBA Conference Finals?", "other_entity",
                        "sports", 0))
    return out


def stocks(rng: random.Random) -> list[tuple[str, str, str, str, int]]:
    names = [("PYPL", "PayPal", [70, 75, 80]), ("TSLA", "Tesla", [250, 300, 400]),
             ("NVDA", "Nvidia", [150, 180, 200]), ("AAPL", "Apple", [220, 250, 280])]
    out = []
    for sym, name, levels in names:
        for lv in levels:
            m, d = rng.choice(MONTHS), rng.randint(1, 28)
            a = f"${sym} above ${lv:.2f} on {short(m)} {d}, 20:00 UTC?"
            out.append((a, f"Will {name} close above ${lv} on {m} {d}?", "same", "stocks", 1))
            out.append((a, f"Will {name} close above ${lv + 5} on {m} {d}?", "other_threshold",
                        "stocks", 0))
            out.append((a, f"Will {name} close below ${lv} on {m} {d}?", "other_direction",
                        "stocks", 0))
            out.append((a, f"Will {name} close above ${lv} on {m} {(d % 28) + 1}?",
                        "other_date", "stocks", 0))
    return out


# Train-only families added in issue 11's second pass (written before any tuning on them, and
# never drawn from the test families): league championships outside the NBA, with the
# framings venues use (full name, nickname, abbreviation) and their traps, including two
# teams of one city (Giants / Jets, Yankees / Mets, Rangers / Islanders).
LEAGUES = {
    "nfl": ("Super Bowl", "AFC Championship", [
        ("Kansas City Chiefs", "Chiefs", "KC"), ("Philadelphia Eagles", "Eagles", "PHI"),
        ("New York Giants", "Giants", "NYG"), ("New York Jets", "Jets", "NYJ"),
        ("Buffalo Bills", "Bills", "BUF"), ("San Francisco 49ers", "49ers", "SF"),
        ("Detroit Lions", "Lions", "DET"), ("Baltimore Ravens", "Ravens", "BAL")]),
    "nhl": ("Stanley Cup", "Eastern Conference Final", [
        ("Florida Panthers", "Panthers", "FLA"), ("Edmonton Oilers", "Oilers", "EDM"),
        ("New York Rangers", "Rangers", "NYR"), ("New York Islanders", "Islanders", "NYI"),
        ("Dallas Stars", "Stars", "DAL"), ("Carolina Hurricanes", "Hurricanes", "CAR"),
        ("Toronto Maple Leafs", "Maple Leafs", "TOR"), ("Vegas Golden Knights", "Golden Knights",
                                                         "VGK")]),
    "mlb": ("World Series", "ALCS", [
        ("Los Angeles Dodgers", "Dodgers", "LAD"), ("New York Yankees", "Yankees", "NYY"),
        ("New York Mets", "Mets", "NYM"), ("Chicago Cubs", "Cubs", "CHC"),
        ("Chicago White Sox", "White Sox", "CWS"), ("Houston Astros", "Astros", "HOU"),
        ("Atlanta Braves", "Braves", "ATL"), ("Philadelphia Phillies", "Phillies", "PHI")]),
}


def leagues(rng: random.Random) -> list[tuple[str, str, str, str, int]]:
    out = []
    for league, (title, other_title, teams) in LEAGUES.items():
        for year in (2026, 2027):
            for i, (full, nick, abbr) in enumerate(teams):
                a = f"Will the {full} win the {year} {title}?"
                out.append((a, f"{title} {year} winner: {nick}?", "same", league, 1))
                out.append((a, f"{abbr} {nick} to win {title} {year}?", "same", league, 1))
                out.append((a, f"Will the {full} not win the {year} {title}?", "negation",
                            league, 0))
                j = (i + 1) % len(teams)
                out.append((a, f"{title} {year} winner: {teams[j][1]}?", "other_entity", league,
                            0))
                out.append((a, f"{title} {year + 1} winner: {nick}?", "other_date", league, 0))
                out.append((a, f"Will the {full} win the {year} {other_title}?",
                            "other_entity", league, 0))
    return out


def touch(rng: random.Random) -> list[tuple[str, str, str, str, int]]:
    """Train only: a barrier ("reach $X by D": touched at any time before D) against a close
    ("above $X on D": where the price stands at D) reads alike but resolves otherwise."""
    out = []
    for name, sym, levels in (("Bitcoin", "BTC", [110_000, 130_000, 160_000]),
                              ("Ethereum", "ETH", [4_500, 5_500, 7_000]),
                              ("Solana", "SOL", [220, 280, 350])):
        for lv in levels:
            m, d = rng.choice(MONTHS), rng.randint(1, 28)
            a = f"Will {name} reach ${lv:,} by {m} {d}?"
            out.append((a, f"{sym} to hit ${lv:,} before {short(m)} {d}?", "same", "touch", 1))
            out.append((a, f"Will {name} hit ${lv:,} by {m} {d}, 2026?", "same", "touch", 1))
            out.append((a, f"{sym} above ${lv:,} on {short(m)} {d}?", "other_date", "touch", 0))
            out.append((a, f"Will {name} be above ${lv:,} on {m} {d}?", "other_date", "touch",
                        0))
    return out


def main() -> None:
    rng = random.Random(11)
    rows = []
    for make in (crypto, fed, election, shutdown, cpi, sports, stocks, leagues, touch):
        for a, b, trap, family, label in make(rng):
            rows.append({"a": a, "b": b, "trap": trap, "family": family, "label": label})
    here = Path(__file__).parent
    for split in ("train", "test"):
        keep = [r for r in rows if (r["family"] in TEST_FAMILIES) == (split == "test")]
        with (here / f"market_pairs_{split}.jsonl").open("w") as fh:
            for i, r in enumerate(keep):
                fh.write(json.dumps({"id": f"{split}-{i:04d}", **r}) + "\n")


if __name__ == "__main__":
    main()
