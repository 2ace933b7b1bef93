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


# Train-only families added in issue 11's third pass, written after the third held-out set
# (market_pairs_heldout.jsonl) was committed and before any rule of that pass: number forms
# ($1.2B / $1.2 billion / 1,200,000,000 / 1.2bn), comparator words (beats, tops, at least,
# "X or more", "X+", less than, misses), date forms (ordinals, day-month, m/d/y), tickers and
# city abbreviations, EPS and revenue, measures that must agree (high / low temperature,
# rain / snow, headline / core, winning / a top-N finish, nomination / election), and rungs
# against range buckets. Entities differ from every other file's.
def amounts(rng: random.Random) -> list[tuple[str, str, str, str, int]]:
    out = []
    for name, amount in (("Anthropic", 30_000), ("xAI", 20_000), ("Stripe", 5_000),
                         ("Databricks", 10_000), ("Mistral", 2_000)):
        b = amount / 1000
        a = f"Will {name} raise more than ${b:g} billion in a single round in 2026?"
        for form in (f"${b:g}B", f"${b:g}bn", f"${amount * 1_000_000:,}", f"{b:g} billion dollars"):
            out.append((a, f"{name} funding round over {form} in 2026?", "same", "amounts", 1))
        out.append((a, f"{name} funding round over ${b + 5:g}B in 2026?", "other_threshold",
                    "amounts", 0))
        out.append((a, f"{name} funding round over ${amount:,}M in 2026?", "same", "amounts", 1))
        out.append((a, f"{name} funding round over ${b:g}M in 2026?", "other_threshold",
                    "amounts", 0))
    for film, amount in (("Minecraft 2", 120), ("Frozen III", 180), ("Zootopia 3", 90)):
        a = f"{film} opening weekend box office above ${amount}M?"
        out.append((a, f"Will {film} gross over ${amount} million domestically on opening weekend?",
                    "same", "amounts", 1))
        out.append((a, f"{film} opening weekend: more than ${amount},000,000?", "same", "amounts",
                    1))
        out.append((a, f"{film} opening weekend: ${amount}m or more?", "same", "amounts", 1))
        out.append((a, f"{film} opening weekend: ${amount}m to ${amount + 20}m?", "bucket",
                    "amounts", 0))
        out.append((a, f"{film} opening weekend: less than ${amount}m?", "other_direction",
                    "amounts", 0))
    return out


def comparators(rng: random.Random) -> list[tuple[str, str, str, str, int]]:
    out = []
    for name, sym, lv in (("Intel", "INTC", 30), ("Boeing", "BA", 220), ("Disney", "DIS", 120),
                          ("Coca-Cola", "KO", 70), ("Nike", "NKE", 85)):
        m, d = rng.choice(MONTHS), rng.randint(1, 28)
        a = f"Will {name} stock close above ${lv} on {m} {d}?"
        for up in (f"{sym} closes at or above ${lv} on {short(m)} {d}?",
                   f"{sym} tops ${lv} at the close on {d} {m}?",
                   f"{name} shares finish higher than ${lv} on {m} {d}, 2026?",
                   f"{sym} close on {short(m)} {d}: ${lv} or more?",
                   f"{sym} close on {short(m)} {d}: ${lv}+?",
                   f"{name} exceeds ${lv} at close on {m} {ordinal(d)}?"):
            out.append((a, up, "same", "comparators", 1))
        for down in (f"{sym} close on {short(m)} {d}: less than ${lv}?",
                     f"{sym} close on {short(m)} {d}: ${lv} or lower?",
                     f"{name} shares finish under ${lv} on {m} {d}?"):
            out.append((a, down, "other_direction", "comparators", 0))
        out.append((a, f"{sym} close on {short(m)} {d}: ${lv} to ${lv + 5}?", "bucket",
                    "comparators", 0))
    for name, sym, lv in (("Intel", "INTC", 0.25), ("Disney", "DIS", 1.45), ("Nike", "NKE", 0.70),
                          ("Boeing", "BA", 0.50), ("Starbucks", "SBUX", 0.95)):
        q = rng.choice(["Q1", "Q2", "Q3", "Q4"])
        a = f"Will {name} report {q} 2026 EPS above ${lv:.2f}?"
        out.append((a, f"{name} beats ${lv:.2f} EPS in {q} 2026?", "same", "eps", 1))
        out.append((a, f"{sym} {q} 2026 adj. earnings per share over ${lv:.2f}?", "same", "eps", 1))
        out.append((a, f"{name} misses ${lv:.2f} EPS in {q} 2026?", "other_direction", "eps", 0))
        nq = {"Q1": "Q2", "Q2": "Q3", "Q3": "Q4", "Q4": "Q1"}[q]
        out.append((a, f"{name} beats ${lv:.2f} EPS in {nq} 2026?", "other_date", "eps", 0))
        out.append((a, f"{name} {q} 2026 revenue above ${lv:.2f}B?", "other_metric", "eps", 0))
    return out


def date_forms(rng: random.Random) -> list[tuple[str, str, str, str, int]]:
    out = []
    for name, sym, lv in (("Avalanche", "AVAX", 40), ("Polkadot", "DOT", 10),
                          ("Litecoin", "LTC", 150), ("Shiba Inu", "SHIB", 0.0003)):
        month = rng.randint(1, 12)
        m, d = MONTHS[month - 1], rng.randint(1, 27)
        p = f"${lv:,}"
        a = f"Will {name} be above {p} on {m} {d}?"
        for form in (f"{m} {ordinal(d)}", f"{d} {m}", f"{ordinal(d)} of {m}", f"{month}/{d}",
                     f"{month}/{d}/2026", f"2026-{month:02d}-{d:02d}", f"{short(m)}. {d}"):
            out.append((a, f"{sym} above {p} on {form}?", "same", "date_forms", 1))
        for form in (f"{m} {ordinal(d + 1)}", f"{d + 1} {m}", f"{month}/{d + 1}",
                     f"2026-{month:02d}-{d + 1:02d}"):
            out.append((a, f"{sym} above {p} on {form}?", "other_date", "date_forms", 0))
    return out


def measures(rng: random.Random) -> list[tuple[str, str, str, str, int]]:
    out = []
    for city, abbr in (("San Francisco", "SF"), ("Washington DC", "DC"), ("Minneapolis", "MSP"),
                       ("Nashville", "Nashville")):
        m, d = rng.choice(MONTHS[5:8]), rng.randint(1, 27)
        a = f"Will the maximum temperature in {city} reach {80}°F or higher on {m} {d}?"
        out.append((a, f"{abbr} high temp on {short(m)} {d}: 80° or above?", "same", "measures", 1))
        out.append((a, f"Highest temperature in {city} on {m} {d}: 80 degrees or more?",
                    "same", "measures", 1))
        # whole degrees (fourth pass): "above 80" is 81 or more, not "80 or higher"
        out.append((a, f"Highest temperature in {city} on {m} {d}: above 80 degrees?",
                    "strict_vs_inclusive", "measures", 0))
        out.append((a, f"{abbr} low temp on {short(m)} {d}: 80° or above?", "other_metric",
                    "measures", 0))
        out.append((a, f"{abbr} high temp on {short(m)} {d}: 78-79°?", "bucket", "measures", 0))
        out.append((a, f"{abbr} high temp on {short(m)} {d}: 80-81°?", "bucket", "measures", 0))
        mm = rng.choice(MONTHS[:3])
        b = f"Will {city} record more than 3 inches of snow in {mm} 2026?"
        out.append((b, f"{city} snowfall in {mm} 2026 above 3 inches?", "same", "measures", 1))
        out.append((b, f"{city} precipitation in {mm} 2026 above 3 inches?", "other_metric",
                    "measures", 0))
        out.append((b, f"{city} rainfall in {mm} 2026 above 3 inches?", "other_metric",
                    "measures", 0))
    for m in ("January", "April", "July"):
        a = f"Will core PCE inflation exceed 0.2% month over month in {m} 2026?"
        out.append((a, f"Core PCE MoM {m} 2026 above 0.2%?", "same", "measures", 1))
        out.append((a, f"PCE MoM {m} 2026 above 0.2%?", "other_metric", "measures", 0))
        out.append((a, f"Core PCE YoY {m} 2026 above 0.2%?", "other_metric", "measures", 0))
    for full, last in (("Jon Rahm", "Rahm"), ("Collin Morikawa", "Morikawa")):
        a = f"Will {full} win the 2026 Players Championship?"
        out.append((a, f"Players Championship 2026 winner: {last}?", "same", "measures", 1))
        out.append((a, f"{last} to finish top 5 at the 2026 Players Championship?",
                    "other_outcome", "measures", 0))
        out.append((a, f"{last} to make the cut at the 2026 Players Championship?",
                    "other_outcome", "measures", 0))
    for full, last in (("Alexandria Ocasio-Cortez", "Ocasio-Cortez"), ("Ron DeSantis", "DeSantis")):
        a = f"Will {full} win the 2028 presidential election?"
        out.append((a, f"2028 US presidential election winner: {last}?", "same", "measures", 1))
        out.append((a, f"Will {full} be the 2028 presidential nominee of their party?",
                    "other_outcome", "measures", 0))
        out.append((a, f"Will {full} run for president in 2028?", "other_outcome", "measures", 0))
    for home, away in (("Celta Vigo", "Sevilla"), ("Napoli", "Juventus"), ("Ajax", "PSV")):
        a = f"{home} vs {away} on March 8: {home} to win?"
        out.append((a, f"Will {home} beat {away} on March 8?", "same", "measures", 1))
        out.append((a, f"{home} vs {away} on March 8: draw?", "other_outcome", "measures", 0))
        out.append((a, f"Will {away} beat {home} on March 8?", "other_entity", "measures", 0))
    return out


def symbols(rng: random.Random) -> list[tuple[str, str, str, str, int]]:
    """Train only (third pass): comparator symbols, trillions and percent words."""
    out = []
    for name, sym, lv in (("Palantir", "PLTR", 150), ("Coinbase", "COIN", 350),
                          ("Robinhood", "HOOD", 120)):
        m, d = rng.choice(MONTHS), rng.randint(1, 28)
        a = f"Will {name} close above ${lv} on {m} {d}?"
        out.append((a, f"{sym} > ${lv} on {short(m)} {d}?", "same", "symbols", 1))
        out.append((a, f"{sym} \u2265 ${lv} at close {short(m)} {d}?", "same", "symbols", 1))
        out.append((a, f"{sym} < ${lv} on {short(m)} {d}?", "other_direction", "symbols", 0))
        out.append((a, f"{sym} \u2264 ${lv} at close {short(m)} {d}?", "other_direction",
                    "symbols", 0))
    for name, tn in (("Microsoft", 5), ("Alphabet", 4), ("Broadcom", 2)):
        a = f"Will {name}'s market cap exceed ${tn} trillion by December 31, 2026?"
        out.append((a, f"{name} market cap above ${tn}T by Dec 31, 2026?", "same", "symbols", 1))
        out.append((a, f"{name} market cap above ${tn}tn before Dec 31, 2026?", "same",
                    "symbols", 1))
        out.append((a, f"{name} market cap above ${tn}B by Dec 31, 2026?", "other_threshold",
                    "symbols", 0))
    for m in ("March", "September"):
        a = f"Will the euro area unemployment rate be above 6.2% in {m} 2026?"
        out.append((a, f"Eurozone unemployment {m} 2026 above 6.2 percent?", "same", "symbols",
                    1))
        out.append((a, f"Euro area unemployment rate {m} 2026: over 6.2 pct?", "same",
                    "symbols", 1))
        out.append((a, f"Euro area unemployment rate {m} 2026: over 6.4 pct?", "other_threshold",
                    "symbols", 0))
    return out


def misc(rng: random.Random) -> list[tuple[str, str, str, str, int]]:
    """Train only (third pass): quarters in words, accented names, "@" fixtures."""
    out = []
    for name, lv, q, word in (("Oracle", 1.50, 1, "first"), ("Adobe", 5.20, 3, "third")):
        a = f"Will {name} report Q{q} 2026 EPS above ${lv:.2f}?"
        out.append((a, f"{name} {word} quarter 2026 EPS above ${lv:.2f}?", "same", "misc", 1))
        out.append((a, f"{name} fourth quarter 2026 EPS above ${lv:.2f}?", "other_date", "misc",
                    0))
    for accented, plain in (("Atl\u00e9tico Madrid", "Atletico Madrid"),
                            ("Bayer Leverkusen", "Bayer Leverkusen"),
                            ("Saint-\u00c9tienne", "Saint-Etienne")):
        a = f"Will {accented} win on April 12?"
        out.append((a, f"{plain} to win on Apr 12?", "same", "misc", 1))
        out.append((a, f"{plain} to win on Apr 19?", "other_date", "misc", 0))
    for away, home in (("Lakers", "Celtics"), ("Knicks", "Heat")):
        a = f"{away} @ {home} on Feb 3: {home} win?"
        out.append((a, f"Will the {home} beat the {away} on February 3?", "same", "misc", 1))
        out.append((a, f"Will the {away} beat the {home} on February 3?", "other_entity", "misc",
                    0))
    return out


def pass4(rng: random.Random) -> list[tuple[str, str, str, str, int]]:
    """Train only (fourth pass, after the third held-out set's measurement): competitions
    sharing a word, "more than N" against "N or more" on counts and whole degrees, offices a
    nomination implies, and aliases (EPL, Philly, Dem, gubernatorial, jobless, payrolls)."""
    out = []
    for club in ("Benfica", "Porto"):
        a = f"Will {club} win the 2026-27 Primeira Liga?"
        out.append((a, f"Primeira Liga 2026-27 winner: {club}?", "same", "pass4", 1))
        out.append((a, f"Will {club} win the 2026-27 Champions League?", "other_entity",
                    "pass4", 0))
    for club in ("Newcastle", "Aston Villa"):
        a = f"Will {club} win the 2026-27 Premier League?"
        out.append((a, f"EPL 2026-27 winner: {club}?", "same", "pass4", 1))
        out.append((a, f"Will {club} win the 2026-27 Champions League?", "other_entity",
                    "pass4", 0))
        out.append((a, f"Will {club} win the 2026-27 Europa League?", "other_entity", "pass4", 0))
    for full, last in (("Hideki Matsuyama", "Matsuyama"), ("Tommy Fleetwood", "Fleetwood")):
        a = f"Will {full} win the 2026 US Open?"
        out.append((a, f"US Open 2026 winner: {last}?", "same", "pass4", 1))
        out.append((a, f"{last} to win the 2026 Open Championship?", "other_entity", "pass4", 0))
    for team, wins in (("Yankees", 95), ("Dodgers", 100)):
        a = f"Will the {team} win {wins} or more games in 2026?"
        out.append((a, f"{team} {wins}+ regular season wins in 2026?", "same", "pass4", 1))
        out.append((a, f"{team} at least {wins} wins in 2026?", "same", "pass4", 1))
        out.append((a, f"{team} more than {wins} wins in 2026?", "strict_vs_inclusive", "pass4",
                    0))
    for player, yards in (("Patrick Mahomes", 4500), ("Josh Allen", 4000)):
        a = f"Will {player} throw for more than {yards:,} yards in 2026?"
        out.append((a, f"{player} 2026 passing yards: over {yards:,}?", "same", "pass4", 1))
        out.append((a, f"{player} 2026 passing yards: {yards:,} or more?", "strict_vs_inclusive",
                    "pass4", 0))
    for city, deg in (("Phoenix", 110), ("Philadelphia", 95)):
        short_city = "Philly" if city == "Philadelphia" else city
        a = f"Will the high in {city} be above {deg}\u00b0F on July 10?"
        out.append((a, f"{short_city} high on Jul 10: over {deg}\u00b0?", "same", "pass4", 1))
        out.append((a, f"{short_city} high on Jul 10: {deg}\u00b0 or above?",
                    "strict_vs_inclusive", "pass4", 0))
    for full, last in (("Pete Buttigieg", "Buttigieg"), ("Wes Moore", "Moore")):
        a = f"Will {full} win the 2028 Democratic presidential nomination?"
        out.append((a, f"2028 Democratic nominee: {full}?", "same", "pass4", 1))
        out.append((a, f"{last} wins Dem nomination in 2028?", "same", "pass4", 1))
        out.append((a, f"Will {full} win the 2028 presidential election?", "other_measure",
                    "pass4", 0))
    for state in ("Ohio", "Florida"):
        a = f"Will the Republican candidate win the 2026 {state} governor race?"
        out.append((a, f"{state} gubernatorial election 2026: Republican wins?", "same", "pass4",
                    1))
        out.append((a, f"{state} Senate election 2026: Republican wins?", "other_entity",
                    "pass4", 0))
    for m, rate in (("October", "4.0"), ("April", "4.2")):
        a = f"Will the US unemployment rate be above {rate}% in {m} 2026?"
        out.append((a, f"US jobless rate above {rate}% in {m} 2026?", "same", "pass4", 1))
        b = f"Will the US economy add more than 100,000 jobs in {m} 2026?"
        out.append((b, f"{m} 2026 nonfarm payrolls above 100K?", "same", "pass4", 1))
        out.append((b, f"{m} 2026 nonfarm payrolls: 100K or more?", "strict_vs_inclusive",
                    "pass4", 0))
    return out


def pass5(rng: random.Random) -> list[tuple[str, str, str, str, int]]:
    """Train only (fifth pass, written after the fifth held-out set was committed and with
    other entities): tickers with "$" and a time of day, team nicknames, division titles
    against playoff berths and pennants, a party holding a seat, central banks other than the
    Fed, seasons across two years, F1's dressing words, and initial against continuing claims."""
    out = []
    f = "pass5"
    for tick, name, price in (("AMZN", "Amazon", 250), ("JPM", "JPMorgan", 300),
                              ("MU", "Micron", 150)):
        a = f"${tick} above ${price}.00 on Mar 3, 4:00 PM ET?"
        out.append((a, f"Will {name} close above ${price} on March 3?", "same", f, 1))
        out.append((a, f"Will {name} close above ${price + 10} on March 3?", "other_threshold",
                    f, 0))
        out.append((a, f"Will Microsoft close above ${price} on March 3?", "other_entity", f, 0))
    for full, nick in (("Carolina Hurricanes", "Canes"), ("Washington Capitals", "Caps"),
                       ("Colorado Avalanche", "Avs")):
        a = f"Will the {full} win the 2025-26 Stanley Cup?"
        out.append((a, f"2026 Stanley Cup champion: {nick}?", "same", f, 1))
        out.append((a, f"2027 Stanley Cup champion: {nick}?", "other_date", f, 0))
        out.append((a, f"{nick} to make the 2026 Stanley Cup playoffs?", "other_outcome", f, 0))
    for full, nick, div in (("Philadelphia Eagles", "Eagles", "NFC East"),
                            ("Miami Dolphins", "Phins", "AFC East")):
        a = f"Will the {full} win the {div} in 2026?"
        out.append((a, f"{div} 2026 champion: {nick}?", "same", f, 1))
        out.append((a, f"Will the {full} make the 2026 playoffs?", "other_outcome", f, 0))
        conf = div.split()[0]
        out.append((a, f"{nick} to win the 2026 {conf} Championship?", "other_outcome", f, 0))
    for full, nick, div, league in (("Houston Astros", "Stros", "AL West", "American League"),
                                    ("Philadelphia Phillies", "Phils", "NL East",
                                     "National League")):
        a = f"Will the {full} win the 2026 World Series?"
        out.append((a, f"{nick} 2026 World Series champions?", "same", f, 1))
        out.append((a, f"{nick} win the 2026 {league} pennant?", "other_outcome", f, 0))
        out.append((a, f"{nick} win the {div} in 2026?", "other_outcome", f, 0))
    for party, state in (("Republicans", "Florida"), ("Democrats", "Minnesota")):
        adj = party[:-1]
        a = f"Will {party} hold the {state} governorship in 2026?"
        out.append((a, f"{state} governor race 2026: {adj} wins?", "same", f, 1))
        out.append((a, f"{state} Senate race 2026: {adj} wins?", "other_entity", f, 0))
        out.append((a, f"Will {party} lose the {state} governorship in 2026?", "other_outcome",
                    f, 0))
    for bank, short, month in (("Reserve Bank of Australia", "RBA", "May"),
                               ("Bank of Canada", "BoC", "April")):
        a = f"Will the {bank} leave its policy rate unchanged in {month} 2026?"
        out.append((a, f"{short} holds rates in {month} 2026?", "same", f, 1))
        out.append((a, f"{short} cuts rates in {month} 2026?", "other_comparator", f, 0))
        out.append((a, f"Fed holds rates in {month} 2026?", "other_entity", f, 0))
    for team in ("McLaren", "Ferrari"):
        a = f"Will {team} win the 2026 Formula One World Constructors' Championship?"
        out.append((a, f"F1 2026 Constructors' Championship: {team}?", "same", f, 1))
        out.append((a, f"Will {team} win the 2026 Monaco Grand Prix?", "other_entity", f, 0))
    for day in (4, 18):
        a = f"Will initial jobless claims be above 240,000 for the week ending April {day}, 2026?"
        out.append((a, f"Initial claims, week ending Apr {day}: more than 240K?", "same", f, 1))
        out.append((a, f"Continuing claims, week ending Apr {day}: more than 240K?",
                    "other_measure", f, 0))
    return out


def ordinal(d: int) -> str:
    suffix = "th" if 11 <= d % 100 <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(d % 10, "th")
    return f"{d}{suffix}"


def main() -> None:
    rng = random.Random(11)
    rows = []
    for make in (crypto, fed, election, shutdown, cpi, sports, stocks, leagues, touch, amounts,
                 comparators, date_forms, measures, symbols, misc, pass4, pass5):
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
