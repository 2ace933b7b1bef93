"""The hm6 round's probe (``tests/data/market_pairs_probe_hm6.jsonl``), pairs written for
this file in the round's own words: each kind of same-condition pair the round taught the
matcher, both ways (a same-condition pair, and a look-alike trap with another threshold,
date, body, office, direction or outcome that must stay refused).

Kinds taught: ASCII bounds, spelled percentages, maturities and amounts, day ranges,
"M/YYYY", idioms whose verb is no move, "United States", a politician's title before the
name, the House's impeachment and the Senate's confirmation, aliases, the qualifier guard's
paraphrase groups, "exactly N" against a bucket's value, an election's November, "BTC to
$X", "ATH", "step down", a "White House bid", "A flips B in market cap", a product naming its
maker, a president's administration, a work's maker, a verb against its noun ("invade",
"invasion"), joining, passing, ruling unlawful, sworn in, indicted, found guilty, ousted,
premieres, losing a peg, filing for bankruptcy, "$150k by Dec 31" (a price by a deadline is
its reaching it), "before year-end", "calendar year".

Precision holes found on the way, each verified as one condition by main: "win the World
Series" against "reach" it; "China's tariffs on US soybeans" against "US tariffs on Chinese
soybeans"; "cut twice" against "at least twice"; "in 2026" against "in H2 2026"; an inflow
"on any day" against the year's; a 50 bp cut "at a single meeting" against 50 bp in total; a
price "at any point in March" against its reading on March 31; "the Champions League and the
Bundesliga" against "the Bundesliga"; "fall more than 30%" against "rise more than 30%";
orders between two sides swapped ("the BoE cuts before the Fed", "$3,000 before $6,000",
"ahead of", "outperform", "higher than"; a share's "increase" against "decrease"); a word
that makes a name another ("Bitcoin Cash", "Texas Tech", "Trump Jr.", "West Virginia",
"Ethereum Classic", the Dow's Transportation Average); a price read at another time of day;
"this week" against "this month"; a crossing "in August" against one day of it; leaving an
office against taking it.

Written with the rules, so not a held-out figure (196 rows, 100 same condition, 96 traps):
1.000 (100/100) / 1.000 (100/100); main before the round (ce0abdc) scores it 0.356 (16/45) /
0.160 (16/100). The floors guard regressions only."""

from __future__ import annotations

from collections import Counter

from sextant.signals import market_words, matching
from tests.signals.test_matching import load, scores


def test_the_probe_holds_each_kind_both_ways() -> None:
    rows = load("probe_hm6")
    kinds = Counter((str(r["family"]), bool(r["label"])) for r in rows)
    for family in {str(r["family"]) for r in rows}:
        assert kinds[(family, True)] and kinds[(family, False)], family


def test_the_probe_scores() -> None:
    precision, recall, misses = scores("probe_hm6")
    print(f"market pairs probe hm6: precision {precision:.3f} recall {recall:.3f} {misses}")
    assert precision >= 0.99 and recall >= 0.97, misses


def test_the_round_normalisers() -> None:
    assert market_words.normalise_dates("rain for 9/2026") == "rain for September 2026"
    assert market_words.normalise_dates("posts from Nov 20 to 27, 2026") == \
        "posts from Nov 20 to Nov 27, 2026"
    assert market_words.normalise_dates("week starting Nov 30") == "week of Nov 30"
    assert market_words.normalise_dates("CPI above three percent") == "CPI above 3 percent"
    # a bucket's bounds are no day range, and "to 5%" no day
    assert "to Oct" not in market_words.normalise_dates("rate from Oct 4 to 5%")
    ascii_bound = matching.facts("Unemployment >= 4.5% in Oct 2026?")
    assert ascii_bound.comparator == "above" and ascii_bound.inclusive
    assert matching.facts("Will the economy fall into recession in 2026?").comparator is None
    assert matching.facts("BTC to $200,000 by Dec 31, 2026?").comparator == "above"
    assert matching.facts("BTC $100k to $110k on Dec 31, 2026?").comparator is None
    assert "house" in matching.facts("Trump impeached in 2026?").entities
