"""Long sentences an agent writes about one wallet, round ha14, in our own words: the asking
verb ("please calculate the ...", "kindly provide the ..."), its purpose ("for audit
purposes", "I'm a monitoring bot ...:"), the whole history ("over its entire history",
"using all available data"), the role said as a role ("in its role as recipient",
"originated", "(i.e. as the payer)"), "among all the payments sent by", "restricting to
<period> only", "at least 2 USDC each", "arrived at 0x...", "(inclusive of both ends)", how a
percentile is taken ("(interpolated)", "using linear interpolation"), a spread defined as
max minus min, a net flow "(what it received minus what it paid)", either side ("whether
sending or receiving", "in any capacity"), separate UTC days, "the total of all payments",
a period running to today restated, "diff recipients", an address's two roles asked in turn,
a ranking's long wordings ("which single day saw 0x... make the greatest number of
payments", "the most frequent payer"), the role said after when ("first seen as
recipient"), a per-day average defined with its days, the top payer's share of an address's
intake, two amount bounds asked apart, and short wordings (yday, share (%), timestamp,
"7th by", whales, "(mon-sun weeks)").
Each against hand SQL, or a refusal for the near misses the plan does not cover."""

from __future__ import annotations

from datetime import date
from typing import Any

import pytest

from sextant.warehouse import calibration
from sextant.warehouse.backends import DuckDBBackend
from sextant.warehouse.guard import check
from sextant.warehouse.planner.compose import Unanswerable, answer_question
from tests.warehouse.figures import assert_probe, fac, ts

AS_OF = date(2026, 6, 3)
HELD = (date(2025, 5, 9), AS_OF)
S = "SELECT {} FROM settlements WHERE "
A = "0x7d1b8aba0ff24ad5cdcd2acc457bfd7b465e86c0"  # pays every month from October 2025
B = "0x66fa4d79ca84016b42352be33c908dd812952ec8"  # is paid every month from July 2025
W = "0x4e9bce2547a9491b09ed092c433b19888e665edb"  # pays and is paid, Oct-Nov 2025
R = calibration.load().recipients[0].address
PA, RB = f"payer = '{A}'", f"recipient = '{B}'"
EITHER = f"(payer = '{W}' OR recipient = '{W}')"
JAN, FEB = ts("2026-01-01", "2026-02-01"), ts("2026-02-01", "2026-03-01")
MAR, APR = ts("2026-03-01", "2026-04-01"), ts("2026-04-01", "2026-05-01")
MAY = ts("2026-05-01", "2026-06-01")
NOV = ts("2025-11-01", "2025-12-01")


def _of_count(where: str) -> str:
    return f"SELECT count(*) FROM settlements WHERE {where}"


def _q(what: str, where: str) -> list[str]:
    return [S.format(what) + where]


PROBES = [
    # the asking verb and its purpose
    (f"Please calculate the median amount of the payments sent by {A} in March 2026.",
     _q("median(amount)", f"{PA} AND {MAR}")),
    (f"Kindly provide the number of payments {B} received in April 2026.",
     _q("count(*)", f"{RB} AND {APR}")),
    (f"Could you compute the total USDC that {A} paid during February 2026?",
     _q("sum(amount)", f"{PA} AND {FEB}")),
    (f"For audit purposes, how many payments did {A} make in May 2026?",
     _q("count(*)", f"{PA} AND {MAY}")),
    (f"I'm a monitoring bot watching wallet spend: how many settlements did {A} pay in "
     "January 2026?", _q("count(*)", f"{PA} AND {JAN}")),
    # the whole history
    (f"Computed over its entire history as recipient, what is the average payment {B} got?",
     _q("avg(amount)", RB)),
    (f"Using all available data, how many payments has {A} sent?", _q("count(*)", PA)),
    # the role said as a role
    (f"In its role as recipient, how many payments did {B} get in February 2026?",
     _q("count(*)", f"{RB} AND {FEB}")),
    (f"How many payments did {A} originate in April 2026?", _q("count(*)", f"{PA} AND {APR}")),
    (f"How many payments did {A} take part in (i.e. as the payer) in March 2026?",
     _q("count(*)", f"{PA} AND {MAR}")),
    # among, restricting, each, arrived, both ends
    (f"Among all the payments sent by {A}, how many were over 5 USDC?",
     _q("count(*)", f"{PA} AND amount > 5")),
    (f"Restricting to January 2026 only, what was the average payment {A} sent?",
     _q("avg(amount)", f"{PA} AND {JAN}")),
    (f"How many payments received by {B} were for at least 2 USDC each?",
     _q("count(*)", f"{RB} AND amount >= 2")),
    (f"How many payments arrived at {B} in May 2026?", _q("count(*)", f"{RB} AND {MAY}")),
    (f"Total USDC received by {B} from 2026-02-01 to 2026-02-14 (inclusive of both ends)?",
     _q("sum(amount)", f"{RB} AND {ts('2026-02-01', '2026-02-15')}")),
    # how a percentile is taken
    (f"What is the 80th percentile (interpolated) of the payment amounts sent by {A}?",
     _q("quantile_cont(amount, 0.8)", PA)),
    (f"Give me the 10th percentile of the amounts received by {B}, using linear interpolation.",
     _q("quantile_cont(amount, 0.1)", RB)),
    (f"For {B}, the 30th percentile (continuous) of incoming payment amounts in May 2026?",
     _q("quantile_cont(amount, 0.3)", f"{RB} AND {MAY}")),
    # a spread defined as the largest less the smallest
    (f"What is the range (maximum minus minimum) of the amounts {A} paid?",
     _q("max(amount) - min(amount)", PA)),
    (f"Payment size spread, i.e. biggest minus smallest, for payments received by {B} in "
     "March 2026?", _q("max(amount) - min(amount)", f"{RB} AND {MAR}")),
    # the net flow said with "what it"
    (f"What was {W}'s net flow in November 2025 (what it received minus what it paid)?",
     _q(f"sum(CASE WHEN recipient = '{W}' THEN amount ELSE 0 END) - "
        f"sum(CASE WHEN payer = '{W}' THEN amount ELSE 0 END)", f"{EITHER} AND {NOV}")),
    # either side, separate UTC days, the total of all payments
    (f"When was {W} first seen in any payment, whether sending or receiving?",
     _q("min(timestamp)", EITHER)),
    (f"On how many distinct days in November 2025 was {W} active in any capacity?",
     _q("count(DISTINCT CAST(timestamp AS DATE))", f"{EITHER} AND {NOV}")),
    (f"On how many separate UTC days did {A} send at least one payment in April 2026?",
     _q("count(DISTINCT CAST(timestamp AS DATE))", f"{PA} AND {APR}")),
    (f"What is the total of all payments over 100 USDC received by {B}?",
     _q("sum(amount)", f"{RB} AND amount > 100")),
    # a period running to today, restated with its first day or its length
    (f"Year to date (that is, from January 1, 2026 through today), what did {A} pay in total?",
     _q("sum(amount)", f"{PA} AND {ts('2026-01-01', '2026-06-04')}")),
    (f"How many payments has {B} received this month (June 1, 2026 up to and including today)?",
     _q("count(*)", f"{RB} AND {ts('2026-06-01', '2026-06-04')}")),
    (f"In the last 14 days (the fourteen days up to today), how many payments did {A} make?",
     _q("count(*)", f"{PA} AND {ts('2026-05-21', '2026-06-04')}")),
    (f"Since 2026-04-20 (April 20, 2026 to today), how much has {B} received?",
     _q("sum(amount)", f"{RB} AND {ts('2026-04-20', '2026-06-04')}")),
    # an address's two roles asked one after the other
    (f"{W}: how many transfers as sender, and how many as receiver?",
     [S.format("count(*)") + f"payer = '{W}'", S.format("count(*)") + f"recipient = '{W}'"]),
    (f"How many payments did {W} make in October 2025, and how many did it get?",
     [S.format("count(*)") + f"payer = '{W}' AND {ts('2025-10-01', '2025-11-01')}",
      S.format("count(*)") + f"recipient = '{W}' AND {ts('2025-10-01', '2025-11-01')}"]),
    (f"For {W}, the number of settlements it received and then the number it made.",
     [S.format("count(*)") + f"recipient = '{W}'", S.format("count(*)") + f"payer = '{W}'"]),
    # the role said after when ("first seen as recipient"; it was read on either side)
    (f"When was {W} first seen as recipient?", _q("min(timestamp)", f"recipient = '{W}'")),
    (f"when was {W} first and last active as a payer?",
     _q("min(timestamp)", f"payer = '{W}'") + _q("max(timestamp)", f"payer = '{W}'")),
    (f"For {W} acting as the recipient, give both the first and the last time it was seen "
     "receiving.", _q("min(timestamp)", f"recipient = '{W}'")
     + _q("max(timestamp)", f"recipient = '{W}'")),
    (f"What were the first and last time {W} paid?",
     _q("min(timestamp)", f"payer = '{W}'") + _q("max(timestamp)", f"payer = '{W}'")),
    # a per-day average defined with the period's number of days
    (f"What was the average daily USDC volume received by {B} in December 2025 (monthly total "
     "divided by 31 days)?",
     [f"SELECT sum(amount) / 31 FROM settlements WHERE {RB} AND "
      f"{ts('2025-12-01', '2026-01-01')}"]),
    ("average daily payment count in april 2026 (total / 30 days)",
     [f"SELECT count(*) / 30 FROM settlements WHERE {APR}"]),
    # a ranking's long wordings
    (f"Which single day saw {A} make the greatest number of payments, and how many did it make "
     "that day?", [f"SELECT CAST(timestamp AS DATE), count(*) FROM settlements WHERE {PA} "
                   "GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 1"]),
    (f"In which calendar month did {B} receive the most USDC, and how much did it get in that "
     "month?", [f"SELECT CAST(date_trunc('month', timestamp) AS DATE), sum(amount) FROM "
                f"settlements WHERE {RB} GROUP BY 1 ORDER BY 2 DESC LIMIT 1"]),
    (f"Who is the most frequent payer to {B} in May 2026 (by count of payments)?",
     [f"SELECT payer, count(*) FROM settlements WHERE {RB} AND {MAY} GROUP BY 1 "
      "ORDER BY 2 DESC, 1 LIMIT 1"]),
    ("What was the lowest single-day payment count in March 2026?",
     [f"SELECT CAST(timestamp AS DATE), count(*) FROM settlements WHERE {MAR} GROUP BY 1 "
      "ORDER BY 2, 1 LIMIT 1"]),
    ("day with most payments in february 2026, and how many were there on that day?",
     [f"SELECT CAST(timestamp AS DATE), count(*) FROM settlements WHERE {FEB} GROUP BY 1 "
      "ORDER BY 2 DESC, 1 LIMIT 1"]),
    # the top payer of an address by what it paid, and its share of the address's intake
    (f"Which payer sent {B} the most USDC in April 2026, and how much?",
     [f"SELECT payer, sum(amount) FROM settlements WHERE {RB} AND {APR} GROUP BY 1 "
      "ORDER BY 2 DESC, 1 LIMIT 1"]),
    (f"Who has paid {B} the most in total, how much was that, and what percent of {B}'s "
     "received volume does it make up?",
     [f"SELECT payer, sum(amount), 100.0 * sum(amount) / (SELECT sum(amount) FROM settlements "
      f"WHERE {RB}) FROM settlements WHERE {RB} GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 1"]),
    (f"Who was {B}'s biggest payer by volume in March 2026, and what share of its March intake "
     "did they account for?",
     [f"SELECT payer, 100.0 * sum(amount) / (SELECT sum(amount) FROM settlements WHERE {RB} "
      f"AND {MAR}) FROM settlements WHERE {RB} AND {MAR} GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 1"]),
    # short wordings: yday, share (%), total 0xA paid to 0xB, timestamp, new payers restated,
    # "Nth by", "when did it arrive", "month by month", summary, he/she, move
    ("payments count yday?", _q("count(*)", ts("2026-06-02", "2026-06-03"))),
    (f"share (%) of april 2026 payments received by {B}",
     [f"SELECT 100.0 * count(*) FILTER (WHERE {RB}) / count(*) FROM settlements WHERE {APR}"]),
    (f"total {A} sent to {B} in march 2026",
     _q("sum(amount)", f"{PA} AND {RB} AND {MAR}")),
    ("payai first txn timestamp", [f"SELECT min(timestamp) FROM settlements WHERE {fac('payai')}"]),
    ("how many new recipients in feb 2026 (first payment ever in that month)?",
     ["SELECT count(*) FROM (SELECT recipient FROM settlements GROUP BY 1 HAVING "
      "min(timestamp) >= TIMESTAMPTZ '2026-02-01 00:00:00+00' AND "
      "min(timestamp) < TIMESTAMPTZ '2026-03-01 00:00:00+00')"]),
    ("Which payer was 4th by number of payments sent in January 2026?",
     [f"SELECT payer, count(*) FROM settlements WHERE {JAN} GROUP BY 1 ORDER BY 2 DESC, 1 "
      "LIMIT 1 OFFSET 3"]),
    (f"What was the biggest payment {A} ever sent, and when did it land?",
     [f"SELECT amount, timestamp FROM settlements WHERE {PA} ORDER BY amount DESC, id LIMIT 1"]),
    ("weekly payment count for payai from 2026-03-02 to 2026-03-29, week by week",
     [f"SELECT count(*) FROM settlements WHERE {fac('payai')} AND "
      f"{ts(f'2026-03-{d:02d}', f'2026-03-{d + 7:02d}')}" for d in (2, 9, 16, 23)]),
    ("q1 2026 summary - volume and number of payments",
     [f"SELECT sum(amount), count(*) FROM settlements WHERE {ts('2026-01-01', '2026-04-01')}"]),
    ("biggest recipient of march 2026 and how much she got",
     [f"SELECT recipient, sum(amount) FROM settlements WHERE {MAR} GROUP BY 1 "
      "ORDER BY 2 DESC, 1 LIMIT 1"]),
    ("How much volume did coinbase move in May 2026?",
     _q("sum(amount)", f"{fac('coinbase')} AND {MAY}")),
    # a probe the lead kept refused while it was read as one figure; now each side, in order
    (f"for {R}: the number of payments it made and then the number of payments it received",
     [S.format("count(*)") + f"payer = '{R}'", S.format("count(*)") + f"recipient = '{R}'"]),
    # a date format said as a note, the sample spread of one facilitator, a weekend share
    ("payments count 14/02/2026, format is dd/mm", _q("count(*)", ts("2026-02-14", "2026-02-15"))),
    ("What was the sample variance of payai payment amounts in April 2026?",
     _q("var_samp(amount)", f"{fac('payai')} AND {APR}")),
    ("What percent of April 2026 volume fell on a Sunday or Saturday?",
     [f"SELECT 100.0 * sum(amount) FILTER (WHERE isodow(timestamp) IN (6, 7)) / sum(amount) "
      f"FROM settlements WHERE {APR}"]),
    # "this year" after a slash date with its order said, "(mon-sun weeks)", whales
    ("volume on 4/20 this year (month/day)", _q("sum(amount)", ts("2026-04-20", "2026-04-21"))),
    ("payment count last week vs the week before it (monday-sunday weeks)",
     [_of_count(ts("2026-05-25", "2026-06-01")), _of_count(ts("2026-05-18", "2026-05-25"))]),
    ("top 3 whales by usdc spent in may 2026",
     [f"SELECT payer, sum(amount) FROM settlements WHERE {MAY} GROUP BY 1 ORDER BY 2 DESC, 1 "
      "LIMIT 3"]),
    # the rows listed before their share ("txns and share of all txns"): the number first
    ("payai march 2026: payments and share of all payments (%)",
     [f"SELECT count(*) FROM settlements WHERE {fac('payai')} AND {MAR}",
      f"SELECT 100.0 * count(*) FILTER (WHERE {fac('payai')}) / count(*) FROM settlements "
      f"WHERE {MAR}"]),
    # two amount bounds, each asked apart: one count each, in the order asked
    ("in april 2026 how many payments under 1 cent and how many over 5 usdc?",
     [_of_count(f"{APR} AND amount < 0.01"), _of_count(f"{APR} AND amount > 5")]),
    ("How many settlements in May 2026 were at most 0.5 USDC, and how many were above 2 USDC?",
     [_of_count(f"{MAY} AND amount <= 0.5"), _of_count(f"{MAY} AND amount > 2")]),
    # "diff" before the parties counted: different ones
    ("how many diff recipients got paid via payai in april 2026",
     _q("count(DISTINCT recipient)", f"{fac('payai')} AND {APR}")),
    ("diff payers in may 2026?", _q("count(DISTINCT payer)", MAY)),
]

#: near misses: the same wordings around a figure the plan does not cover
REFUSED = [
    f"What is the 90th percentile (nearest rank, discrete) of the amounts paid by {A}?",
    f"What is the spread (largest payment minus median payment) of the amounts sent by {A}?",
    f"What was {W}'s net flow in April 2026 (what it received minus what it earned)?",
    f"Please compute the rolling balance of {A} over its entire history.",
    f"Among all payments where {A} is the payer, how many were refunded?",
    f"Year to date (from February 1, 2026 up to and including today), how many payments has {A} "
    "made?",
    f"Over the past 30 days (the 29 days through today), how many payments did {B} receive?",
    "what's the diff in payers between april and the payai facilitator",
    f"Who is the most frequent payer of {B} by average payment size?",
    f"What did {B} receive per day on average in December 2025 (total divided by 30 days)?",
    "average daily payment count in may 2025 (total / 31 days)",
    "weekly payment count for payai in march 2026, month by month",
    "how many new payers in feb 2026 (first payment ever in the year)?",
    "payments count 02/14/2026, format is dd/mm",
    "payment count last week vs the week before it (sun-sat weeks)",
    "how many payments on 4/5 this year",
    "how many payments were under 1 cent or over 5 usdc in april 2026?",
    "What was the population standard deviation of payai payment amounts in April 2026?",
    f"Who was the top payer of {B} by volume in May 2026, and what share of its April intake did "
    "they account for?",
    "average daily volume in april 2026 (total payments / days)",
    f"Which single day saw {A} and {B} trade the greatest number of times?",
]


@pytest.mark.parametrize(("question", "sql"), PROBES, ids=[q[:60] for q, _ in PROBES])
def test_probe(question: str, sql: list[str], duck: DuckDBBackend, raw: Any) -> None:
    assert_probe(question, sql, duck, raw, AS_OF, HELD, True)


@pytest.mark.parametrize("question", REFUSED, ids=[q[:60] for q in REFUSED])
def test_near_miss_is_refused(question: str, duck: DuckDBBackend) -> None:
    with pytest.raises(Unanswerable):
        answer_question(question, lambda s: duck.run(check(s)), AS_OF, HELD, True)
