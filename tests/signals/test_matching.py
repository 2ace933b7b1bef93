"""Matcher accuracy on the labelled market pairs, and the resolution-fact rules.

The split is by question family (``tests/data/make_market_pairs.py``: stocks, sports and CPI
are the test families), fixed before tuning; only the train split chose ``DENSE_FLOOR`` and the
rules. ``market_pairs_fresh.jsonl`` holds further families written after the second pass's
rules were frozen and measured once (see the test below); its misses were then read, so it is
no longer held out. ``market_pairs_heldout.jsonl`` (``make_heldout_pairs.py``) was written and
committed before the third pass's tuning (train-only families: amounts, comparators, date forms,
measures, symbols, misc) and measured once at its end; its failures then shaped the fourth
pass's rules (train-only family ``pass4``), so it is no longer held out either.
``market_pairs_heldout4.jsonl`` (``make_heldout4_pairs.py``) was written and committed after
that measurement and before the fourth pass's rules, and measured once at the fourth pass's end:
it was the clean figure until the fifth pass, which fixed its kinds of miss (not its rows), so it
is no longer held out. ``market_pairs_heldout5.jsonl`` (``make_heldout5_pairs.py``) was written
and committed before the fifth pass changed any code and measured once at that pass's end (see
its test); its misses were then read and their kinds fixed, so it is no longer held out either.
``market_pairs_heldout7.jsonl`` (sixth pass) has a dev half (tuned on) and a heldout half
(measured on the unchanged code and once at the pass's end, then read);
``market_pairs_heldout8.jsonl`` was written after that and measured twice before being read.
Figures are in each set's test. ``ERRATA`` corrects, on reading, labels that break the sets'
own conventions.
"""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pytest

from sextant.signals import dense, matching, qualifiers

DATA = Path(__file__).parents[1] / "data"


#: Rows whose label breaks the sets' own convention (counts and whole degrees are discrete:
#: "exceed 100\u00b0F" is 101\u00b0 or more, not "100\u00b0 or above"; "above 500M
#: subscribers" is not "hit 500 million"). The files stay as written and measured (their rows
#: are held-out rows); the corrected label is applied when they are read.
ERRATA: dict[str, int] = {
    **dict.fromkeys(("heldout-0338", "heldout-0344", "heldout-0350", "heldout-0356",
                     "heldout-0362", "heldout-0368"), 0),
    "heldout7-0348": 0,
    # "before D" is exclusive, "by D - 1" (the lead's ruling, hm4): these train rows paired
    # "by Nov 7" with "before Nov 7", which resolve differently on Nov 7 itself
    **dict.fromkeys(("train-0601", "train-0605", "train-0609", "train-0613", "train-0617",
                     "train-0621", "train-0625", "train-0629", "train-0633", "train-0885",
                     "train-0888", "train-0891"), 0),
}


def load(split: str) -> list[dict[str, object]]:
    rows = [json.loads(line) for line in (DATA / f"market_pairs_{split}.jsonl").open()]
    return [{**row, "label": ERRATA.get(str(row["id"]), row["label"])} for row in rows]


#: With the residual-qualifier guard (``near``; issue 11, its precision on unseen phrasings),
#: measured on the older sets only, which also chose its floor and tables (P / R before ->
#: after): train, test, fresh, heldout, heldout4, heldout5: 1.000 / 1.000 -> 1.000 / 1.000;
#: heldout7: 1.000 / 0.987 -> 1.000 / 0.987; heldout8: 1.000 / 1.000 -> 1.000 / 0.962 (two
#: misses, names one side adds: "AL Central" against "division winner", "Strategy (MSTR)"
#: against "MicroStrategy").
def verified(a: str, b: str) -> list[bool]:
    """The matcher's same-condition verdict on ``a`` against ``b`` and on ``b`` against ``a``."""
    out = []
    for x, y in ((a, b), (b, a)):
        similarity = dense.similarity(matching.dense_text(x), matching.dense_text(y))
        out.append(matching.verify(x, y, dense=similarity,
                                   near=dense.word_similarity).same_condition)
    return out


def scores(split: str) -> tuple[float, float, Counter[str]]:
    tp = fp = fn = 0
    misses: Counter[str] = Counter()
    for row in load(split):
        a, b = str(row["a"]), str(row["b"])
        similarity = dense.similarity(matching.dense_text(a), matching.dense_text(b))
        verdict = matching.verify(a, b, dense=similarity, near=dense.word_similarity)
        if verdict.same_condition and row["label"]:
            tp += 1
        elif verdict.same_condition:
            fp += 1
            misses[f"false pair: {row['trap']}"] += 1
        elif row["label"]:
            fn += 1
            misses[f"missed: {verdict.reason}"] += 1
    return tp / max(1, tp + fp), tp / max(1, tp + fn), misses


def test_the_set_is_large_and_split_by_family() -> None:
    train, test = load("train"), load("test")
    assert len(train) + len(test) >= 300
    assert {r["family"] for r in train}.isdisjoint({r["family"] for r in test})
    traps = {r["trap"] for r in test}
    assert {"same", "other_threshold", "other_date", "other_direction", "other_entity"} <= traps


def test_precision_and_recall_on_the_held_out_families() -> None:
    precision, recall, misses = scores("test")
    print(f"market pairs test split: precision {precision:.3f} recall {recall:.3f} {misses}")
    assert precision >= 0.97, misses
    # The goal is recall >= 0.85. First look (issue 11, first pass): 0.833, 12 same-condition
    # sports pairs refused as other_entity. Second pass, after the proper-noun and deadline
    # rules were tuned on train only (new train-only league and barrier families): precision
    # 1.000, recall 0.792 (15 other_entity misses), measured once at the end and left as it
    # is: choosing rules by this split would make it a tuning set. The floor records that
    # measurement; raising it needs a new held-out family, not a fix tuned on this one. Third
    # pass, measured once at its end: unchanged, 1.000 / 0.792 (the 15 misses: "$PYPL" with
    # its dollar sign against "PayPal" (12) and "Cavs" against "Cleveland Cavaliers" (3)).
    # Fourth pass, measured once at its end: the same. Fifth pass: the two kinds ("$PYPL",
    # "Cavs") were fixed generally (tickers with "$", a nickname table), so this split is no
    # longer untouched: 1.000 / 1.000.
    assert recall >= 0.97, misses


def test_precision_and_recall_on_the_fresh_families() -> None:
    # Written after the second pass's rules were frozen and measured once (issue 11): precision
    # 1.000, recall 0.800; the misses are "beats $X EPS" read as no comparator (16) and
    # "$150M" against "$150 million" (8). The third pass knew those two kinds of miss (not the
    # rows) and fixed them generally on train-only families: 1.000 / 1.000 measured once at its
    # end. Not a held-out figure any more: the set's misses had been read.
    precision, recall, misses = scores("fresh")
    print(f"market pairs fresh split: precision {precision:.3f} recall {recall:.3f} {misses}")
    assert precision >= 0.97, misses
    assert recall >= 0.97, misses


def test_precision_and_recall_on_the_third_set() -> None:
    # Written and committed before the third pass's tuning; measured once at its end
    # (464 rows, 181 same-condition): precision 0.919, recall 0.818, short of the goal. False
    # pairs: a competition named by one shared word ("Champions League" / "Premier League",
    # "US Open" / "Open Championship": one title's names are all found in the other's) (10)
    # and "more than 218 seats" against "218 or more" (3). Misses: entity words one side lacks
    # ("governor" / "gubernatorial", "presidential" / "nominee", "unemployment" / "jobless")
    # (17), abbreviations and nicknames not known ("EPL", "Philly", "10Y", "Spurs") (12), and
    # word overlap under the 0.10 floor ("jobs" / "nonfarm payrolls") (4). Those failures then
    # shaped the fourth pass (rules tuned on train-only rows with other entities); measured
    # again at its end, no longer held out: 1.000 / 0.945. Its remaining misses: "10Y" and
    # "Spurs" (4), and 6 rows labelled alike that the fourth pass reads as different
    # ("exceed 92\u00b0F" against "92\u00b0 or above": whole degrees, so the label was wrong).
    # With the six rows' labels corrected (ERRATA, sixth pass): 1.000 / 1.000.
    precision, recall, misses = scores("heldout")
    print(f"market pairs third set: precision {precision:.3f} recall {recall:.3f} {misses}")
    assert precision >= 0.97, misses
    assert recall >= 0.97, misses


def test_precision_and_recall_on_the_fourth_held_out_set() -> None:
    # Written and committed before the fourth pass's rules, measured once at its end (350
    # rows, 143 same-condition): precision 0.976, recall 0.853, the goal met. False pairs:
    # "win the AFC East" against "make the playoffs" (3). Misses: "Republicans hold the seat"
    # read as a Fed-style "hold" (11), "F1" against "Formula 1" (4), "initial jobless claims"
    # read as unemployment on one side only (4), "NOLA" and the ticker "MU" (2). Recorded,
    # not tuned on. The fifth pass fixed those kinds generally (a round measure, rate moves
    # only where a rate is the subject, series and place short forms, claims): 1.000 / 1.000,
    # no longer a held-out figure.
    precision, recall, misses = scores("heldout4")
    print(f"market pairs fourth held-out set: precision {precision:.3f} recall {recall:.3f} "
          f"{misses}")
    assert precision >= 0.97, misses
    assert recall >= 0.97, misses


def test_precision_and_recall_on_the_fifth_held_out_set() -> None:
    """The fifth held-out set (``make_heldout5_pairs.py``, 385 rows, 157 same-condition) was
    written and committed before the fifth pass changed any code, and scored once at that
    pass's end: precision 0.921, recall 0.669 (9 false pairs, 52 misses), well short of the
    goal. Caveat: the same engineer wrote the set and the fifth pass's tables, so the set is
    not a stranger's. Its misses were then read and their kinds fixed with other entities
    (see ``test_kinds_the_fifth_set_showed``): 1.000 / 0.898 afterwards, a figure on a set no
    longer held out. The floors sit just under the one held-out measurement; after the sixth
    pass (nominations said as who will be the candidate, team codes, the dense floor as a
    feature): 1.000 / 1.000."""
    precision, recall, misses = scores("heldout5")
    print(f"market pairs fifth held-out set: precision {precision:.3f} recall {recall:.3f} "
          f"{misses}")
    assert precision >= 0.92, misses
    assert recall >= 0.66, misses


@pytest.mark.parametrize(("a", "b", "reason"), [
    ("Will the Fed cut interest rates at the December meeting?", "Fed rate cut in Dec?", "ok"),
    ("Fed rate cut in Dec?", "Fed does not cut rates in Dec?", "negation_flip"),
    ("BTC above $150k on Dec 31?", "BTC below $150k on Dec 31?", "other_comparator"),
    ("BTC above $150k on Dec 31?", "Bitcoin above $150,000 on Dec 30, 2026?", "other_date"),
    ("BTC above $150k on Dec 31?", "Bitcoin above $140,000 on Dec 31, 2026?",
     "other_threshold"),
    ("Will a Democrat win the 2028 US presidential election?",
     "Democrats win the House in 2028?", "other_entity"),
    ("Will Taylor Swift announce a new album?", "Fed rate cut in Dec?", "low_overlap"),
    # touched any time before the day, against where the price stands on it
    ("Will Bitcoin reach $150,000 by December 31?", "BTC above $150k on Dec 31?", "other_date"),
])
def test_each_refusal_names_its_reason(a: str, b: str, reason: str) -> None:
    verdict = matching.verify(a, b)
    assert verdict.reason == reason, verdict
    assert verdict.same_condition == (reason == "ok")


def test_semantic_match_score_is_plain_jaccard_of_content_words() -> None:
    # {bitcoin, $150k, dec, 31} vs {bitcoin, $150,000, dec, 31, 2026}: 3 shared of 6 (the
    # numbers are compared as numbers by the facts, not by the words)
    assert matching.jaccard("BTC above $150k on Dec 31?",
                            "Bitcoin above $150,000 on Dec 31, 2026?") == pytest.approx(3 / 6)


def test_spread_direction_follows_the_spec_literally_and_fees_bound_the_edge() -> None:
    from sextant.signals import spread
    from sextant.venues.kalshi_facts import taker_fee
    from sextant.venues.predmarket import Level, OrderBook

    assert spread.spread_bps(0.55, 0.52) == 300
    assert spread.direction(300, "marketa", "marketc") == "long-marketa-short-marketc"
    assert spread.direction(-201, "marketa", "marketc") == "long-marketc-short-marketa"
    assert spread.direction(200, "marketa", "marketc") == "tight"
    # Kalshi: 0.07 x 100 x 0.5 x 0.5 = 1.75 dollars exactly; 0.07 x 1 x 0.3 x 0.7 rounds up
    assert taker_fee(100, 0.5) == 1.75 and taker_fee(1, 0.3) == 0.02
    cheap = OrderBook("polymarket", "a", "a:y", (Level(0.48, 50),), (Level(0.50, 40),), raw={})
    dear = OrderBook("limitless", "c", "c:y", (Level(0.56, 30),), (Level(0.58, 10),), raw={})
    edge = spread.executable_edge(cheap, dear, lambda n, p: 0.0, lambda n, p: 0.01 * n * p)
    # buy YES at 0.50 + NO at 1 - 0.56 = 0.44, fee 0.01 x 0.44: edge 1 - 0.94 - 0.0044
    assert edge.edge_after_fees == pytest.approx(0.0556)
    assert edge.fillable_contracts == 30
    assert edge.quote_width_a == pytest.approx(0.02)


@pytest.mark.parametrize(("a", "b", "same"), [
    # a shorter framing of the same team pairs; an abbreviation stands for its words
    ("Will the New York Giants win the 2026 Super Bowl?", "Super Bowl 2026 winner: Giants?", True),
    ("Will the New York Giants win the 2026 Super Bowl?", "NYG Giants to win Super Bowl 2026?",
     True),
    ("Will the Kansas City Chiefs win the 2026 Super Bowl?", "KC Chiefs to win Super Bowl 2026?",
     True),
    ("Will the Florida Panthers win the 2026 Stanley Cup?", "FLA Panthers to win Stanley Cup 2026?",
     True),
    # two teams of one city, and another competition, are other entities
    ("Will the New York Giants win the 2026 Super Bowl?", "Super Bowl 2026 winner: Jets?", False),
    ("Will the Los Angeles Lakers win the 2026 NBA Finals?",
     "Will the Los Angeles Clippers win the 2026 NBA Finals?", False),
    ("Will the Kansas City Chiefs win the 2026 Super Bowl?",
     "Will the Kansas City Chiefs win the 2026 AFC Championship?", False),
])
def test_proper_nouns_must_be_covered_by_the_other_title(a: str, b: str, same: bool) -> None:
    verdict = matching.verify(a, b)
    assert verdict.same_condition == same, verdict
    if not same:
        assert verdict.reason == "other_entity"


@pytest.mark.parametrize(("a", "b", "reason"), [
    # amounts in any of their written forms are one number; the scale is part of it
    ("Film opening weekend above $150M?", "Film opening weekend over $150 million?", "ok"),
    ("Film opening weekend above $150M?", "Film opening weekend: more than $150,000,000?", "ok"),
    ("Film opening weekend above $150M?", "Film opening weekend: $150m or more?", "ok"),
    ("Will xAI raise more than $20 billion in 2026?", "xAI round over $20bn in 2026?", "ok"),
    ("Film opening weekend above $150M?", "Film opening weekend above $150?", "other_threshold"),
    # comparator words and phrases
    ("Will Intel report Q2 2026 EPS above $0.25?", "Intel beats $0.25 EPS in Q2 2026?", "ok"),
    ("Will Intel report Q2 2026 EPS above $0.25?", "Intel misses $0.25 EPS in Q2 2026?",
     "other_comparator"),
    ("Will Intel close above $30 on Jan 15?", "INTC close on Jan 15: $30+?", "ok"),
    ("Will Intel close above $30 on Jan 15?", "INTC close on Jan 15: less than $30?",
     "other_comparator"),
    ("Will Intel close above $30 on Jan 15?", "INTC close on Jan 15: no more than $30?",
     "other_comparator"),
    ("Will Intel report Q2 2026 EPS above $0.25?", "Intel beats $0.25 EPS in Q3 2026?",
     "other_date"),
    # dates in the venues' forms
    ("Will Polkadot be above $10 on January 9?", "DOT above $10 on 1/9/2026?", "ok"),
    ("Will Polkadot be above $10 on January 9?", "DOT above $10 on 9th of January?", "ok"),
    ("Will Polkadot be above $10 on January 9?", "DOT above $10 on 2026-01-10?", "other_date"),
    # what is measured, and who wins a head-to-head
    ("Denver high temp on Jul 4: 90° or above?", "Denver low temp on Jul 4: 90° or above?",
     "other_measure"),
    ("Will Boise get more than 3 inches of snow in January?",
     "Boise rainfall in January above 3 inches?", "other_measure"),
    ("Core PCE MoM April 2026 above 0.2%?", "PCE MoM April 2026 above 0.2%?", "other_measure"),
    ("Will Jon Rahm win the 2026 Players Championship?",
     "Rahm to finish top 5 at the 2026 Players Championship?", "other_measure"),
    ("Napoli vs Juventus on March 8: Napoli to win?", "Will Napoli beat Juventus on March 8?",
     "ok"),
    ("Napoli vs Juventus on March 8: Napoli to win?", "Will Juventus beat Napoli on March 8?",
     "other_entity"),
    ("Napoli vs Juventus on March 8: Napoli to win?", "Napoli vs Juventus on March 8: draw?",
     "other_measure"),
])
def test_normalised_facts(a: str, b: str, reason: str) -> None:
    verdict = matching.verify(a, b)
    assert verdict.reason == reason, verdict


@pytest.mark.parametrize(("a", "b", "reason"), [
    # a boilerplate word followed by a name is part of the name
    ("Will Porto win the 2026-27 Primeira Liga?", "Will Porto win the 2026-27 Champions League?",
     "other_entity"),
    ("Will Tommy Fleetwood win the 2026 US Open?", "Fleetwood to win the 2026 Open Championship?",
     "other_entity"),
    ("Will Tommy Fleetwood win the 2026 US Open?", "US Open 2026 winner: Fleetwood?", "ok"),
    # on a count, "more than N" is "N + 1 or more"; on a price the strike has no mass
    ("Will the Mets win 90 or more games in 2026?", "Mets 90+ wins in 2026?", "ok"),
    ("Will the Mets win 90 or more games in 2026?", "Mets more than 90 wins in 2026?",
     "other_threshold"),
    ("Will Dallas' high be above 100°F on Jul 2?", "Dallas high on Jul 2: 100° or above?",
     "other_threshold"),
    ("Will Sui be above $4.00 on May 3?", "SUI $4.00 or higher on May 3?", "ok"),
    # a nomination implies its office; aliases of parties, offices and indicators
    ("Will Cory Booker win the 2028 Democratic presidential nomination?",
     "Booker wins Dem nomination in 2028?", "ok"),
    ("Will the Democratic candidate win the 2026 Kansas governor race?",
     "Kansas gubernatorial election 2026: Democrat wins?", "ok"),
    ("EPL 2026-27 winner: Brighton?", "Will Brighton win the 2026-27 Premier League?", "ok"),
])
def test_fourth_pass_rules(a: str, b: str, reason: str) -> None:
    verdict = matching.verify(a, b)
    assert verdict.reason == reason, verdict


@pytest.mark.parametrize(("a", "b", "reason"), [
    # a ticker with its dollar sign is the company; a time of day is no threshold
    ("$AMZN above $250.00 on Mar 3, 4:00 PM ET?", "Will Amazon close above $250 on March 3?",
     "ok"),
    ("$AMZN above $250.00 on Mar 3, 4:00 PM ET?", "$MSFT above $250.00 on Mar 3, 4:00 PM ET?",
     "other_entity"),
    # team nicknames and codes, series names in one form, seasons as the year they end
    ("Will the Carolina Hurricanes win the 2025-26 Stanley Cup?",
     "2026 Stanley Cup champion: Canes?", "ok"),
    ("Will the Carolina Hurricanes win the 2025-26 Stanley Cup?",
     "2027 Stanley Cup champion: Canes?", "other_date"),
    ("Will McLaren win the 2026 Formula One World Constructors' Championship?",
     "F1 2026 Constructors' Championship: McLaren?", "ok"),
    ("Will McLaren win the 2026 F1 World Championship?",
     "F1 2026 Constructors' Championship: McLaren?", "other_measure"),
    # how far a team goes: a division title is not a playoff berth, a pennant or the title
    ("Will the Buffalo Bills win the AFC East in the 2026 NFL season?",
     "Will the Buffalo Bills make the 2026 NFL playoffs?", "other_measure"),
    ("Will the New York Yankees win the AL East in 2026?", "Yanks win the 2026 AL pennant?",
     "other_measure"),
    ("Will the Philadelphia Eagles win the NFC East in 2026?", "NFC East 2026 champion: Eagles?",
     "ok"),
    # a party holding a seat is not a rate hold; losing it negates holding it
    ("Will Republicans hold the Florida governorship in 2026?",
     "Florida governor race 2026: Republican wins?", "ok"),
    ("Will Republicans hold the Florida governorship in 2026?",
     "Will Republicans lose the Florida governorship in 2026?", "negation_flip"),
    ("Will the Reserve Bank of Australia leave its policy rate unchanged in May 2026?",
     "RBA holds rates in May 2026?", "ok"),
    ("Will the Reserve Bank of Australia leave its policy rate unchanged in May 2026?",
     "Fed holds rates in May 2026?", "other_entity"),
    ("Will Tesla cut prices by 10% in 2026?", "Will Tesla raise prices by 10% in 2026?",
     "other_comparator"),
    # initial against continuing claims
    ("Will initial jobless claims be above 240,000 for the week ending April 4, 2026?",
     "Continuing claims, week ending Apr 4: more than 240K?", "other_measure"),
])
def test_fifth_pass_rules(a: str, b: str, reason: str) -> None:
    verdict = matching.verify(a, b)
    assert verdict.reason == reason, verdict


@pytest.mark.parametrize(("a", "b", "reason"), [
    # kinds the fifth held-out set showed (fixed after its one measurement, other entities here)
    ("Will month-over-month PPI for May 2026 be above 0.4%?", "PPI MoM (May 2026) over 0.4%?",
     "ok"),
    ("Will year-over-year PPI for May 2026 be above 2.0%?", "PPI MoM (May 2026) over 2.0%?",
     "other_measure"),
    ("Will Rivian deliver more than 15,000 vehicles in Q3 2026?",
     "RIVN Q3 2026 production above 15k?", "other_measure"),
    ("Will 'Shrek 5' gross more than $100 million in its domestic opening weekend?",
     "Shrek 5 worldwide opening weekend above $100M?", "other_measure"),
    ("Will 'Shrek 5' gross more than $100 million in its domestic opening weekend?",
     "Shrek 5 domestic opening weekend above $100M?", "ok"),
    ("Will the Eagles win Super Bowl LXII?", "Eagles to win the Super Bowl after the 2027 season?",
     "ok"),
    ("Will the Eagles win Super Bowl LXII?", "Eagles to win Super Bowl LXI?", "other_date"),
    ("Will Georgia win the 2027 College Football Playoff national championship in the 2027 "
     "season?", "Georgia 2026-27 CFP national champions?", "other_date"),
    ("Will Georgia win the CFP national championship in the 2027 season?",
     "Georgia 2027-28 CFP national champions?", "ok"),
    ("Will Mark Carney be Prime Minister of Canada at the end of 2027?",
     "Carney Canadian PM on December 31, 2027?", "ok"),
    ("Will Microsoft's market cap be above $5 trillion on June 30, 2027?",
     "MSFT market cap over $5T on Jun 30, 2027?", "ok"),
    ("Will the Boston Bruins win the 2028 Stanley Cup?", "2028 NHL champion: Bruins?", "ok"),
    ("Will the Denver Nuggets beat the Utah Jazz on March 2, 2027?", "Nuggets over Jazz on Mar 2?",
     "ok"),
    ("Will the Denver Nuggets beat the Utah Jazz on March 2, 2027?", "Jazz over Nuggets on Mar 2?",
     "other_entity"),
    ("Will Bad Bunny have the No. 1 album on the Billboard 200 on May 1, 2027?",
     "Billboard 200 #1 album on May 1, 2027: Bad Bunny?", "ok"),
    ("Will Zendaya win Best Actress at the 2027 Academy Awards?",
     "Oscars 2027 Best Actress: Zendaya?", "ok"),
    ("Will Zendaya win Best Actress at the 2027 Academy Awards?",
     "Oscars 2027 Best Supporting Actress: Zendaya?", "other_measure"),
    ("Will Shohei Ohtani hit more than 45 home runs in the 2027 regular season?",
     "Ohtani 46+ HRs in 2027 regular season?", "ok"),
    ("Will Shohei Ohtani hit more than 45 home runs in the 2027 regular season?",
     "Ohtani 45+ HRs in 2027 regular season?", "other_threshold"),
    ("Will there be more than 6 hurricanes in the 2027 Atlantic season?",
     "2027 Atlantic season named storms: 7 or more?", "other_measure"),
    ("Will the ECB deposit rate be 1.75% or lower after its July 2027 meeting?",
     "ECB deposit rate at or below 1.75% after Jul 2027 meeting?", "ok"),
    # found probing, not in any set: who wins "A win ... vs B"; a play-in is not the playoffs;
    # degrees written "100F" are numbers
    ("Will the Knicks win Game 7 vs the Celtics?", "Will the Celtics win Game 7 vs the Knicks?",
     "other_entity"),
    ("Will the Warriors make the 2027 NBA playoffs?", "Warriors make the 2027 NBA play-in?",
     "other_measure"),
    ("Will the high in Austin exceed 100F on Jul 4, 2026?",
     "Will the high in Austin exceed 105F on Jul 4, 2026?", "other_threshold"),
    ("Will the high in Austin exceed 100F on Jul 4, 2026?",
     "Austin high on Jul 4, 2026: 101F or higher?", "ok"),
])
def test_kinds_the_fifth_set_showed(a: str, b: str, reason: str) -> None:
    verdict = matching.verify(a, b)
    assert verdict.reason == reason, verdict


def test_dense_text_spells_out_tickers_and_dates() -> None:
    assert matching.dense_text("KO close on 4/15: $70+?") == "Coca Cola close on April 15: $70+?"


def test_precision_and_recall_on_the_seventh_set_dev_half() -> None:
    """``market_pairs_heldout7.jsonl`` (``make_heldout7_pairs.py``, 350 rows in 12 families
    with new entities and the venues' title styles) was committed before the sixth pass
    changed any code, split by family into a dev half (tuned on) and a heldout half. Dev half
    on the unchanged code: precision 0.974, recall 0.458 (185 rows, 83 same-condition); after
    the sixth pass: 1.000 / 0.976 (misses: "Wemby" for Wembanyama, "Central Park" for NYC)."""
    precision, recall, misses = _split_scores("heldout7", "dev")
    print(f"market pairs seventh set, dev half: precision {precision:.3f} recall {recall:.3f} "
          f"{misses}")
    assert precision >= 0.97, misses
    assert recall >= 0.95, misses


def test_precision_and_recall_on_the_seventh_set_heldout_half() -> None:
    """The seventh set's heldout half (165 rows, 72 same-condition; families stocks, macro,
    NFL/MLB, world politics, soccer, awards and media), never tuned on before its two
    measurements. On the unchanged code: precision 0.925, recall 0.681. At the sixth pass's
    end, once: 0.887 / 0.875 (8 false pairs: "A vs B (date): B" read as no winner (3), reaching
    a final or a runoff read as winning (3), "USA" dropped as boilerplate (1), "delayed past
    2026" read as no negation (1)); 0.897 / 0.847 with the two rules written knowing the half's
    wording (the end of a quarter, "in 2026" as a deadline) switched off. Caveat: one engineer
    wrote the set and the rules. Its misses were then read and their kinds fixed, so it is no
    longer held out: 1.000 / 1.000 afterwards (the MrBeast row's label corrected, ERRATA)."""
    precision, recall, misses = _split_scores("heldout7", "heldout")
    print(f"market pairs seventh set, heldout half: precision {precision:.3f} "
          f"recall {recall:.3f} {misses}")
    assert precision >= 0.97, misses
    assert recall >= 0.97, misses


def test_precision_and_recall_on_the_eighth_set() -> None:
    """``market_pairs_heldout8.jsonl`` (``make_heldout8_pairs.py``, 129 rows, 53
    same-condition, 8 more families) was committed after the seventh set's halves had been
    read and before any further change. On the code as it then stood: precision 0.811, recall
    0.811 (8 false pairs were games whose winner was written "winner: X" or "A at B - winner
    X"). At the sixth pass's end (rules fixed from the failure counts only, by the engineer who
    wrote the set): 0.956 / 0.811. Its rows were then read and their kinds fixed with other
    entities (year-end deadlines, BoK, spelled counts, H1, over/under lines, "negative",
    housing starts against permits, "top 275,000" as no top-N finish, Roland Garros, pole
    position): 1.000 / 1.000, no longer a held-out figure."""
    precision, recall, misses = scores("heldout8")
    print(f"market pairs eighth set: precision {precision:.3f} recall {recall:.3f} {misses}")
    assert precision >= 0.97, misses
    assert recall >= 0.96, misses  # 0.962 with the qualifier guard (see scores)


def _split_scores(name: str, split: str) -> tuple[float, float, Counter[str]]:
    tp = fp = fn = 0
    misses: Counter[str] = Counter()
    for row in load(name):
        if row["split"] != split:
            continue
        a, b = str(row["a"]), str(row["b"])
        verdict = matching.verify(
            a, b, dense=dense.similarity(matching.dense_text(a), matching.dense_text(b)),
            near=dense.word_similarity)
        if verdict.same_condition and row["label"]:
            tp += 1
        elif verdict.same_condition:
            fp += 1
            misses[f"false pair: {row['trap']}"] += 1
        elif row["label"]:
            fn += 1
            misses[f"missed: {verdict.reason}"] += 1
    return tp / max(1, tp + fp), tp / max(1, tp + fn), misses


@pytest.mark.parametrize(("a", "b", "same"), [
    # team codes, nicknames and bare cities read in the one league a title (or its pair) is about
    ("Will the Milwaukee Bucks beat the Phoenix Suns on Jan 14, 2026?",
     "NBA: MIL @ PHX (Jan 14) - MIL to win", True),
    ("Will the Milwaukee Bucks beat the Phoenix Suns on Jan 14, 2026?",
     "NBA: MIL @ PHX (Jan 14) - PHX to win", False),
    ("NBA: LAL vs BOS (Feb 2) - LAL win", "Will the Lakers beat the Celtics on Feb 2?", True),
    ("NBA: LAL vs BOS (Feb 2) - LAL win", "Will the Clippers beat the Celtics on Feb 2?", False),
    ("Kings vs Ducks Jan 5: Kings win?",
     "Will the Los Angeles Kings beat the Anaheim Ducks on Jan 5?", True),
    ("Kings vs Ducks Jan 5: Kings win?",
     "Will the Sacramento Kings beat the Anaheim Ducks on Jan 5?", False),
    ("Will the Milwaukee Bucks win the 2026 NBA Finals?", "Will Milwaukee win the 2026 NBA Finals?",
     True),
    ("Will the Milwaukee Bucks win the 2026 NBA Finals?",
     "Will Milwaukee win the 2026 World Series?", False),
    ("Will the Jets make the 2026 NFL playoffs?", "Will New York make the 2026 NFL playoffs?",
     False),
    ("Will the Jets make the 2026 NFL playoffs?", "Will NYJ make the 2026 NFL playoffs?", True),
    ("Will the Panthers win the 2026 Stanley Cup?", "Will the Panthers win Super Bowl 2026?",
     False),
    ("Heat wave in Orlando above 100F on Mar 3, 2026?",
     "Will the Miami Heat beat the Orlando Magic on Mar 3?", False),
    ("Will the Tampa Bay Buccaneers win the NFC South in the 2026 NFL season?",
     "2026 NFC South winner: Bucs?", True),
    # a Premier League "Spurs" is no NBA team
    ("Will Tottenham Hotspur win the 2026-27 Premier League?",
     "Premier League 2026-27 champion: Spurs?", True),
    # deadlines: "before" a year or month is "by" the day before it; "in 2026" is by its end
    ("Will Bitcoin hit $150k before 2027?", "Will Bitcoin hit $150k by EOY 2026?", True),
    ("Will Bitcoin hit $150k before 2027?", "Will Bitcoin hit $150k in 2026?", True),
    ("Will Bitcoin hit $150k before 2027?", "Will Bitcoin hit $150k in 2027?", False),
    ("Will Bitcoin hit $150k before 2027?", "Bitcoin above $150k on Dec 31, 2026?", False),
    ("GPT-6 released before July 2026?", "Will OpenAI release GPT-6 by June 30, 2026?", True),
    ("GPT-6 released before July 2026?", "GPT-6 released by July 31, 2026?", False),
    ("Will BTC close 2026 above $100k?", "BTC above $100k on Dec 31, 2026?", True),
    ("Fed decision in March 2026: no change?", "FOMC Mar '26: rates on hold?", True),
    ("Fed decision in March 2026: no change?", "Will the Fed change rates in March 2026?", False),
    ("Fed decision in March 2026: no change?", "Fed cuts in March 2026?", False),
    # amounts, bounds and touches
    ("KAS above 25 cents on Jan 1, 2027?", "Kaspa above $0.25 on Jan 1, 2027?", True),
    ("KAS above 25 cents on Jan 1, 2027?", "Kaspa above $25 on Jan 1, 2027?", False),
    ("Spot BTC ETF inflows above $1B in one day in 2026?",
     "Will spot BTC ETFs see $1 billion+ of inflows in one day in 2026?", True),
    ("Fed cuts 3+ times in 2026?", "Fed cuts at least 3 times in 2026?", True),
    ("Fed cuts 3+ times in 2026?", "Fed cuts more than 3 times in 2026?", False),
    ("Will the high in Reno reach 101°F on Jul 9, 2026?",
     "Reno high on Jul 9, 2026: 101°F or above?", True),
    ("Will the high in Reno reach 101°F on Jul 9, 2026?",
     "Will the high in Reno exceed 101°F on Jul 9, 2026?", False),
    ("Will the Bucks make the 2026 NBA playoffs?", "Will Milwaukee reach the 2026 NBA postseason?",
     True),
    # framings of a nomination, an election's month, the federal government, seats and chambers
    ("Who will be the Democratic candidate for president in 2028? - Gavin Newsom",
     "Will Gavin Newsom win the 2028 Democratic presidential nomination?", True),
    ("Who will be the Democratic candidate for president in 2028? - Gavin Newsom",
     "Will Gavin Newsom win the 2028 presidential election?", False),
    ("Will Democrats win the Iowa Senate race in 2026?",
     "Democratic candidate wins Iowa U.S. Senate election (Nov 2026)?", True),
    ("Government shutdown before Oct 2026?",
     "Will the US federal government shut down by September 30, 2026?", True),
    ("Will Republicans control the Senate after the 2026 midterms?",
     "Will Republicans win the Ohio Senate race in 2026?", False),
    ("Gold above $4,000/oz on Jun 30, 2026?", "Will silver close above $4000 on June 30, 2026?",
     False),
    ("Tether market cap above $200B by June 30, 2026?",
     "USDT market cap over $200 billion by Jun 30, 2026?", True),
    # kinds the seventh set's heldout half showed (fixed after its measurement, other entities)
    ("Will the Dallas Cowboys beat the Chicago Bears on Sep 13, 2026?",
     "Cowboys vs. Bears (Sep 13): Bears", False),
    ("Will the Dallas Cowboys beat the Chicago Bears on Sep 13, 2026?",
     "Cowboys vs. Bears (Sep 13): Cowboys", True),
    ("Will Spain win the 2026 FIFA World Cup?", "Will Spain reach the 2026 World Cup final?",
     False),
    ("Will Canada advance from the group stage at the 2026 World Cup?",
     "Will USA advance from the group stage at the 2026 World Cup?", False),
    ("Will Petro win the 2026 Colombian presidential election?",
     "Will Petro reach the runoff of the 2026 Colombian presidential election?", False),
    ("Will 'Hades II' launch by December 31, 2026?", "Will 'Hades II' be delayed past 2026?",
     False),
    ("Will real GDP grow faster than 2.0% in the third quarter of 2026?",
     "US GDP growth Q3 2026 above 2.0%?", True),
    ("Will Mark Carney be Canadian PM on Jun 30, 2026?",
     "Will Carney be Prime Minister of Canada on June 30, 2026?", True),
    ("Best Actor 2026 Oscars: Timothee Chalamet?",
     "Will Timothee Chalamet win Best Actor at the 98th Academy Awards?", True),
    ("Best Actor 2026 Oscars: Timothee Chalamet?",
     "Will Timothee Chalamet win Best Actor at the 99th Academy Awards?", False),
    ("Song of the Year 2027 Grammys: Chappell Roan?",
     "Will Chappell Roan win SOTY at the 2027 Grammy Awards?", True),
    ("Will a Drake album top the Billboard 200 dated May 2, 2026?",
     "Drake album #1 on Billboard 200 on May 2, 2026?", True),
    # a game's winner in the venues' forms; a game whose winner cannot be read is not paired
    ("Will the Dallas Mavericks defeat the Utah Jazz on Jan 3, 2026?",
     "NBA Jan 3: DAL at UTA - winner DAL?", True),
    ("Will the Dallas Mavericks defeat the Utah Jazz on Jan 3, 2026?",
     "NBA Jan 3: DAL at UTA \u2014 winner UTA?", False),
    ("Will the Dallas Mavericks defeat the Utah Jazz on Jan 3, 2026?",
     "Mavericks-Jazz (Jan 3) winner: Mavericks", True),
    ("Will the Dallas Mavericks defeat the Utah Jazz on Jan 3, 2026?",
     "Mavericks-Jazz (Jan 3) winner: Jazz", False),
    ("Will the Dallas Mavericks defeat the Utah Jazz on Jan 3, 2026?",
     "Mavericks vs Jazz Jan 3: total points over 220.5?", False),
    ("Will Ocasio-Cortez win the 2028 Democratic nomination?",
     "Dem nominee 2028: Ocasio-Cortez?", True),
    # kinds the eighth set showed (fixed after its measurements, other entities here)
    ("Will Coinbase hold more than 20,000 BTC by Dec 31, 2026?",
     "Coinbase bitcoin holdings above 20k by year-end 2026?", True),
    ("Will the Fed cut exactly three times in 2026?", "Fed cuts exactly 3 times in 2026?", True),
    ("Will the ECB hike rates in H1 2026?", "ECB rate hike by June 30, 2026?", True),
    ("Will the ECB hike rates in H1 2026?", "ECB rate hike by December 31, 2026?", False),
    ("Knicks over/under 48.5 wins (2025-26): Over",
     "Will the New York Knicks win more than 48.5 games in the 2025-26 NBA season?", True),
    ("Knicks over/under 48.5 wins (2025-26): Under",
     "Will the New York Knicks win more than 48.5 games in the 2025-26 NBA season?", False),
    ("US industrial production MoM for May 2026 negative?",
     "Will May 2026 industrial production fall month over month?", True),
    ("New home sales in May 2026 above 700K?", "Will May 2026 existing home sales exceed 700,000?",
     False),
    ("Continuing claims above 1.9M in any week before July 2026?",
     "Will continuing claims top 1,900,000 by June 30, 2026?", True),
    ("Will Amazon stock close above $250 on the last trading day of 2026?",
     "AMZN above $250 on Dec 31, 2026 close?", True),
    ("Google launches Gemini 5 no later than Jun 30, 2026?",
     "Will Google launch Gemini 5 by June 30, 2026?", True),
    ("Will Iga Swiatek win the 2026 French Open?",
     "Roland Garros 2026 women's champion: Swiatek?", True),
    ("Charles Leclerc to win the 2026 Italian Grand Prix?",
     "Italian GP 2026 pole position: Leclerc?", False),
])
def test_sixth_pass_rules(a: str, b: str, same: bool) -> None:
    for x, y in ((a, b), (b, a)):
        verdict = matching.verify(x, y)
        assert verdict.same_condition == same, verdict


def test_the_dense_floor_falls_with_the_facts_both_titles_pin() -> None:
    terse, long = "FOMC Mar 2026: hold?", "Will the Fed leave rates unchanged in March 2026?"
    floor = matching.dense_floor(matching.facts(terse), matching.facts(long))
    assert matching.DENSE_FLOOR_MIN <= floor < matching.DENSE_FLOOR
    assert matching.verify(terse, long, dense=floor).same_condition
    assert not matching.verify(terse, long, dense=floor - 0.01).same_condition
    vague = matching.facts("Will Taylor Swift announce a tour?")
    assert matching.dense_floor(vague, vague) > floor


@pytest.mark.parametrize("name", ["heldout5", "heldout7", "heldout8", "heldout9"])
def test_no_pair_across_rows_of_a_family_is_verified(name: str) -> None:
    """A precision probe beyond the labelled rows: one row's first title against another
    same-condition row's second title of the same family (different questions written alike:
    the Ohio Senate seat against Senate control, one World Cup side against another) must not
    be verified. On main before the sixth pass this found 16 false pairs in the fifth set."""
    rows = [r for r in load(name) if r["label"]]
    partners: dict[str, set[str]] = {}
    for r in rows:
        partners.setdefault(str(r["a"]), set()).add(str(r["b"]))
        partners.setdefault(str(r["b"]), set()).add(str(r["a"]))
    false_pairs = [
        (r1["a"], r2["b"]) for r1 in rows for r2 in rows
        if r1["family"] == r2["family"] and r1["a"] != r2["a"]
        and str(r2["b"]) not in partners[str(r1["a"])]
        and matching.verify(str(r1["a"]), str(r2["b"])).same_condition]
    assert not false_pairs, false_pairs[:5]


@pytest.mark.parametrize(("a", "b", "word"), [
    # a partial-game market, a different verb of the event, a negated counterpart, a stage,
    # a source of record, a sub-measure, a sub-region, a variant: the facts agree, a word does
    # not (either side's word may be the one named)
    ("Will the Lakers beat the Celtics on March 3?",
     "Lakers vs Celtics March 3: Lakers win the first half?", "first"),
    ("Will the FDA approve Novo's oral Wegovy by June 30, 2026?",
     "Will Novo start selling oral Wegovy by June 30, 2026?", "approve|start|selling"),
    ("Will a Category 4 hurricane form by Sep 30, 2026?",
     "Will a Category 4 hurricane make landfall by Sep 30, 2026?", "form|landfall"),
    ("Will the Knicks make the 2026 NBA playoffs?", "Will the Knicks miss the 2026 NBA playoffs?",
     "miss"),
    ("Will Sinner win the 2026 Wimbledon semifinal?", "Will Sinner win Wimbledon 2026?",
     "semifinal"),
    ("Will the AP call the 2026 Georgia Senate race for Ossoff?",
     "Will Ossoff win the 2026 Georgia Senate race?", "call|ap"),
    ("Will CPI shelter inflation exceed 0.3% in April 2026?",
     "Will CPI inflation exceed 0.3% in April 2026?", "shelter"),
    ("Will Florida's unemployment rate be above 4% in March 2026?",
     "Will the US unemployment rate be above 4% in March 2026?", "florida"),
    ("Will Tesla deliver more than 450,000 vehicles in Q2 2026?",
     "Will Tesla deliver more than 450,000 Model Y in Q2 2026?", "model"),
])
def test_a_qualifier_one_title_adds_leaves_the_pair_unverified(a: str, b: str,
                                                              word: str) -> None:
    for x, y in ((a, b), (b, a)):
        similarity = dense.similarity(matching.dense_text(x), matching.dense_text(y))
        assert matching.verify(x, y, dense=similarity).same_condition  # the facts agree
        verdict = matching.verify(x, y, dense=similarity, near=dense.word_similarity)
        assert (verdict.same_condition, verdict.reason) == (False, "unmatched_qualifier")
        assert verdict.detail.removeprefix("unmatched_qualifier:") in word.split("|")


@pytest.mark.parametrize(("a", "b"), [
    ("Will Oracle report Q1 2026 EPS above $1.50?", "Oracle first quarter 2026 EPS above $1.50?"),
    ("Will Seattle get more than 5 inches of rain in November 2026?",
     "Seattle November 2026 rainfall above 5 inches?"),
    ("Will the Kansas City Chiefs win the 2026 Super Bowl?", "Super Bowl 2026 winner: Chiefs?"),
    ("Phoenix (Sky Harbor) max temp on Jul 15, 2026: 111°F or higher?",
     "Will the high temperature in Phoenix exceed 110°F on July 15, 2026?"),
    ("OpenAI releases GPT-6 by June 30, 2026?", "Will OpenAI launch GPT-6 by June 30, 2026?"),
])
def test_paraphrases_and_inflections_account_for_each_other(a: str, b: str) -> None:
    for x, y in ((a, b), (b, a)):
        similarity = dense.similarity(matching.dense_text(x), matching.dense_text(y))
        verdict = matching.verify(x, y, dense=similarity, near=dense.word_similarity)
        assert verdict.same_condition, verdict


def test_the_guard_reads_each_word_against_the_other_title() -> None:
    assert qualifiers.same_lemma("nominated", "nomination")
    assert qualifiers.same_lemma("snow", "snowfall")
    assert not qualifiers.same_lemma("semifinal", "final")
    assert not qualifiers.same_lemma("make", "miss")
    calls: list[tuple[str, str]] = []

    def near(x: str, y: str) -> float:
        calls.append((x, y))
        return 0.9 if {x, y} == {"crowned", "victory"} else 0.0

    assert qualifiers.residual(("crowned",), ("victory",), (), ("crowned",), near) is None
    assert qualifiers.residual(("exactly",), ("least",), (), ("exactly",), near) == "exactly"
    assert qualifiers.residual((), ("x",), ("stage",), (), near) is None  # boilerplate
    assert ("exactly", "least") in calls


def test_an_embedding_neighbour_of_another_stage_or_verb_explains_nothing() -> None:
    for word, other in (("semifinal", "final"), ("indicted", "convicted"), ("buy", "sell")):
        assert dense.word_similarity(word, other) < qualifiers.NEAR_FLOOR
        assert qualifiers.residual((word,), (other,), (), (word,),
                                   dense.word_similarity) == word
    assert qualifiers.residual(("temp",), ("temperature",), (), ("temp",),
                               dense.word_similarity) is None


@pytest.mark.parametrize("qualifier", [" in the first half", " after being confirmed",
                                       " excluding food and energy"])
def test_a_qualifier_added_to_any_same_condition_pair_is_refused(qualifier: str) -> None:
    """A precision probe beyond the labelled rows: each same-condition pair of the test split
    with a qualifier the other title lacks appended to its first title is no longer the same
    condition. Without the guard nearly all of them were verified (the facts agree)."""
    verified = []
    for row in load("test"):
        if not row["label"]:
            continue
        a, b = str(row["a"]).rstrip("?").rstrip() + qualifier + "?", str(row["b"])
        similarity = dense.similarity(matching.dense_text(a), matching.dense_text(b))
        if matching.verify(a, b, dense=similarity, near=dense.word_similarity).same_condition:
            verified.append((a, b))
    assert not verified, verified[:5]
