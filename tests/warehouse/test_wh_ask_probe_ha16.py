"""Journalist asks of round ha16, in our own words: a named order of two facilitators'
answers ("give Coinbase's, then PayAI's", "followed by", "compared with PayAI, Coinbase's
..." with the subject first); a change said after its two periods ("volume from Q4 2025 to
Q1 2026: by what percent did it change?", the later against the earlier, not "since Q4");
"0x... used" facilitators without a side: the list refused (payers and recipients both use one);
a reporter's register (``planner.journalist``): a claim set aside before "how much really",
"only ever made one payment", "on a typical day ... on average", "by the end of 2025", a
busiest week "give the Monday it started", "differ from the 30 days before", "payers who
appeared for the first time", "the most recent first"; milestones (``planner.milestones``):
"the first day on which daily volume passed $1,000", "the first day PayAI settled more than
100 payments", and the count of such days ("how many days had over 1,000 USDC in total",
each day's total, not one payment over 1,000); the first day a running total passed a bound
("when did cumulative volume first go above $10,000").
Each against hand SQL, or a refusal for the near misses the plan does not cover."""

from __future__ import annotations

from datetime import date
from typing import Any

import pytest

from sextant.warehouse.backends import DuckDBBackend
from sextant.warehouse.guard import check
from sextant.warehouse.planner.compose import Unanswerable, answer_question
from tests.warehouse.figures import assert_probe, fac, ts

AS_OF = date(2026, 6, 3)
HELD = (date(2025, 5, 9), AS_OF)
S = "SELECT {} FROM settlements WHERE "
A = "0xf7b1356cfed0eebe01d76da7ba9e9f8bf12d9d57"
MAR, APR = ts("2026-03-01", "2026-04-01"), ts("2026-04-01", "2026-05-01")
MAY = ts("2026-05-01", "2026-06-01")
Q4, Q1 = ts("2025-10-01", "2026-01-01"), ts("2026-01-01", "2026-04-01")
H = fac("heurist")
Y25, Y26 = ts("2025-01-01", "2026-01-01"), ts("2026-01-01", "2027-01-01")


def _of(what: str, where: str) -> str:
    return f"({S.format(what)}{where})"


def _pct(what: str, later: str, earlier: str) -> str:
    return f"100 * ({_of(what, later)} - {_of(what, earlier)})::DOUBLE / {_of(what, earlier)}"


ORDERED = [
    ("Compared with PayAI, what was Coinbase's average payment in Q1 2026? Give Coinbase's, "
     "then PayAI's.",
     [S.format("avg(amount)") + f"{fac('coinbase')} AND {Q1}",
      S.format("avg(amount)") + f"{fac('payai')} AND {Q1}"]),
    ("compared to payai, how many payments did coinbase settle in may 2026?",
     [S.format("count(*)") + f"{fac('coinbase')} AND {MAY}",
      S.format("count(*)") + f"{fac('payai')} AND {MAY}"]),
    ("Average payment in April 2026 for PayAI and Coinbase: list Coinbase's figure, followed "
     "by PayAI's.",
     [S.format("avg(amount)") + f"{fac('coinbase')} AND {APR}",
      S.format("avg(amount)") + f"{fac('payai')} AND {APR}"]),
    ("payments settled by heurist and by payai in march 2026, payai's number then heurist's",
     [S.format("count(*)") + f"{fac('payai')} AND {MAR}",
      S.format("count(*)") + f"{fac('heurist')} AND {MAR}"]),
]

CHANGES = [
    ("Heurist's volume from Q4 2025 to Q1 2026: by what percent did it change?",
     [f"SELECT {_pct('sum(amount)', H + ' AND ' + Q1, H + ' AND ' + Q4)}"]),
    ("payment count from q4 2025 to q1 2026, what was the percent change?",
     [f"SELECT {_of('count(*)', Q1)}, {_of('count(*)', Q4)}, {_pct('count(*)', Q1, Q4)}"]),
    ("volume from march 2026 to april 2026: by what percent did it change?",
     [f"SELECT {_pct('sum(amount)', APR, MAR)}"]),
    ("From April 2026 to May 2026, did the number of payments go up or down?",
     [f"SELECT {_of('count(*)', MAY)}, {_of('count(*)', APR)}"]),
    ("number of unique payers from Q4 2025 to Q1 2026: by what percentage did it change?",
     [f"SELECT {_pct('count(DISTINCT payer)', Q1, Q4)}"]),
    ("volume from 2025 to 2026: by what percent did it change?",
     [f"SELECT {_pct('sum(amount)', Y26, Y25)}"]),
]

_ONCE = "(SELECT payer, count(*) AS n FROM settlements GROUP BY payer)"
_WEEKS = ("SELECT CAST(date_trunc('week', timestamp) AS DATE) AS w, {} AS v FROM settlements "
          "GROUP BY w ORDER BY v DESC LIMIT 1")
LAST7, PREV7 = ts("2026-05-28", "2026-06-04"), ts("2026-05-21", "2026-05-28")
LAST14, PREV14 = ts("2026-05-21", "2026-06-04"), ts("2026-05-07", "2026-05-21")
REPORTED = [
    ("Someone told me x402 has moved over $20,000 in USDC in total. How much has it actually "
     "moved?", ["SELECT sum(amount) FROM settlements"]),
    ("I read that the largest single payment was above $100. How big was it really?",
     ["SELECT max(amount) FROM settlements"]),
    ("A source claimed the median payment is 5 USDC. What is the median payment really?",
     ["SELECT median(amount) FROM settlements"]),
    ("They say x402 has over 1,000 payers. How many unique payers are there actually?",
     ["SELECT count(DISTINCT payer) FROM settlements"]),
    ("A blog post claimed x402 processed 100,000 payments. What is the actual number of "
     "payments?", ["SELECT count(*) FROM settlements"]),
    ("Reports say May 2026 volume was $500. What was it really?",
     [S.format("sum(amount)") + MAY]),
    ("Someone said PayAI settled 500 payments in May 2026. How many payments did PayAI "
     "actually settle in May 2026?", [S.format("count(*)") + f"{fac('payai')} AND {MAY}"]),
    ("What percent of payers have only ever made a single payment?",
     [f"SELECT 100 * count(*) FILTER (WHERE n = 1)::DOUBLE / count(*) FROM {_ONCE}"]),
    ("How many payers have only ever sent one payment?",
     [f"SELECT count(*) FILTER (WHERE n = 1) FROM {_ONCE}"]),
    ("On a typical day in April 2026, how many unique payers were there on average?",
     ["SELECT sum(c) / 30.0 FROM (SELECT CAST(timestamp AS DATE), count(DISTINCT payer) AS c "
      f"FROM settlements WHERE {APR} GROUP BY 1)"]),
    ("On an average day in March 2026, how many payments were there on average?",
     [f"SELECT count(*) / 31.0 FROM settlements WHERE {MAR}"]),
    ("How many payments had been made by the end of March 2026?",
     [S.format("count(*)") + "timestamp < TIMESTAMPTZ '2026-04-01 00:00:00+00'"]),
    ("What was the total volume as of the end of Q4 2025?",
     [S.format("sum(amount)") + "timestamp < TIMESTAMPTZ '2026-01-01 00:00:00+00'"]),
    ("How many unique payers had there been by the end of 2025?",
     [S.format("count(DISTINCT payer)") + "timestamp < TIMESTAMPTZ '2026-01-01 00:00:00+00'"]),
    ("Which week had the most payments, and how many were there? Give the Monday it started.",
     [_WEEKS.format("count(*)")]),
    ("What was the busiest week by volume? Give the date of its Monday and the total.",
     [_WEEKS.format("sum(amount)")]),
    ("By what percentage did the payment count in the past 7 days differ from the 7 days "
     "before that?", [f"SELECT {_pct('count(*)', LAST7, PREV7)}"]),
    ("How many payers appeared for the first time in 2026?",
     ["SELECT count(*) FROM (SELECT payer FROM settlements GROUP BY 1 HAVING min(timestamp) "
      ">= TIMESTAMPTZ '2026-01-01 00:00:00+00')"]),
    ("How many payers first showed up in May 2026?",
     ["SELECT count(*) FROM (SELECT payer FROM settlements GROUP BY 1 HAVING min(timestamp) "
      ">= TIMESTAMPTZ '2026-05-01 00:00:00+00' AND min(timestamp) < TIMESTAMPTZ "
      "'2026-06-01 00:00:00+00')"]),
    ("How does the payment count over the last 14 days compare with the 14 days before "
     "that? Give both, the most recent first.",
     [f"SELECT {_of('count(*)', LAST14)}, {_of('count(*)', PREV14)}"]),
]

_DAYS = ("(SELECT CAST(timestamp AS DATE) AS d, count(*) AS n, sum(amount) AS v FROM "
         "settlements WHERE {} GROUP BY 1)")
MILESTONES = [
    ("What was the first day on which daily x402 volume passed $1,000?",
     [f"SELECT min(d) FROM {_DAYS.format('TRUE')} WHERE v > 1000"]),
    ("What was the first day PayAI settled more than 100 payments?",
     [f"SELECT min(d) FROM {_DAYS.format(fac('payai'))} WHERE n > 100"]),
    ("When was the first day with more than 200 payments?",
     [f"SELECT min(d) FROM {_DAYS.format('TRUE')} WHERE n > 200"]),
    ("Which was the earliest date on which Coinbase volume exceeded 500 USDC?",
     [f"SELECT min(d) FROM {_DAYS.format(fac('coinbase'))} WHERE v > 500"]),
    ("what was the first day in 2026 with at least 50 payments?",
     [f"SELECT min(d) FROM {_DAYS.format(Y26)} WHERE n >= 50"]),
    ("What was the first day of May 2026 with more than 50 payments?",
     [f"SELECT min(d) FROM {_DAYS.format(MAY)} WHERE n > 50"]),
    ("how many days had more than 1000 USDC in total?",
     [f"SELECT count(*) FROM {_DAYS.format('TRUE')} WHERE v > 1000"]),
    ("how many days had a total volume over 500 USDC?",
     [f"SELECT count(*) FROM {_DAYS.format('TRUE')} WHERE v > 500"]),
    ("When did cumulative USDC volume first go above $10,000?",
     [f"SELECT min(d) FROM (SELECT d, sum(v) OVER (ORDER BY d) AS c FROM "
      f"{_DAYS.format('TRUE')}) WHERE c > 10000"]),
    ("On what day did the running total of payments pass 5,000?",
     [f"SELECT min(d) FROM (SELECT d, sum(n) OVER (ORDER BY d) AS c FROM "
      f"{_DAYS.format('TRUE')}) WHERE c > 5000"]),
    ("When did all-time volume reach 1000 USDC?",
     [f"SELECT min(d) FROM (SELECT d, sum(v) OVER (ORDER BY d) AS c FROM "
      f"{_DAYS.format('TRUE')}) WHERE c >= 1000"]),
    ("on how many days was there a payment over 100 USDC?",
     [S.format("count(DISTINCT CAST(timestamp AS DATE))") + "amount > 100"]),
]


@pytest.mark.parametrize(("question", "sql"), ORDERED + CHANGES + REPORTED + MILESTONES)
def test_probe(question: str, sql: list[str], duck: DuckDBBackend, raw: Any) -> None:
    assert_probe(question, sql, duck, raw, AS_OF, HELD, address_index=True)


@pytest.mark.parametrize("question", [
    f"which facilitators has {A} ever used",  # the list: on which side? (a count of them:
    # as payer, then as recipient, round ha29)
    "payments from q4 2025 to q1 2026",  # the span, or each quarter?
    "Heurist's USDC volume from Q4 2025 to Q1 2026: up or down, and by what percent?",
    "payai's payment count from march 2026 to april 2026, by what percentage?",
    "how many payments did payai and coinbase settle in may 2026",  # together or each?
    "Someone told me x402 has moved over $20,000. Is that right?",  # checks a claim only
    "I heard volume was 500 USDC in May 2026. How many payments were there in May 2026?",
    "I read that payments over $100 were rare. How many were there really?",  # of which?
    "Someone said PayAI settled 500 payments in May 2026. How many did it actually settle?",
    "What was the volume by the end of the year?",  # which year?
    "How many payments were there on the Monday of the busiest week?",
    "On a typical day in May 2026, what was the average payment?",  # of each day's average?
    "What was the first day PayAI settled a payment?",
    "Which week had the most payments? Give the Monday and the Friday.",
    "What was the first day cumulative volume passed $10,000?",  # said otherwise: unread
    "When did cumulative volume through PayAI first pass $1,000?",  # a scope beside it
    "When did cumulative volume first drop below $10,000?",
    "What was the first day with fewer than 5 payments?",  # days without any are no group
    "What was the first day on which volume topped 100000 USDC?",  # there is none
    "what was the first day with a payment over 100 usdc and its volume",
])
def test_near_misses_are_refused(question: str, duck: DuckDBBackend) -> None:
    with pytest.raises(Unanswerable):
        answer_question(question, lambda s: duck.run(check(s)), AS_OF, HELD, True)
