"""Asks of round ha64 (agents and software, probe set hp24), in our own words: chat-ops
commands ("/fac count coinbase --since A --until B", "!stats uniq-recipients --period
last-month", a question after "->" taking the command's period, "n=3" beside "top payers"),
"2026Q1"; a job's head (a cron schedule, a program's identifier or file, a comparison job's
cadence) and where the job puts the answer; a quoted ticket or email body with a line asking
its answer; "I interpret this as:" after a quoted user; a notebook cell's markers; "use UTC
days as usual" beside the user's time zone; "(week started Monday)", "(the full week before this
one)"; and three readings that were charged wrong: "received by 0xA and by 0xB" (both
recipients), "how many settlements, and what share of them ..." (the whole's number first),
"total settlements ever, and its first settlement" of one facilitator (the count kept). Each
against hand SQL, or a refusal for the near misses."""

from __future__ import annotations

from datetime import date
from typing import Any

import pytest

from sextant.warehouse.backends import DuckDBBackend
from sextant.warehouse.guard import check
from sextant.warehouse.planner.compose import Unanswerable, answer_question
from tests.warehouse.figures import assert_probe, by_name, fac, ts

AS_OF = date(2026, 6, 3)
HELD = (date(2025, 5, 9), AS_OF)
R1 = "0x27599d824bbb4f506f985af865d840f61ba848c8"  # a recipient
R2 = "0xef4364fe4487353df46eb7c811d4fac78b856c7f"  # another
MAR, APR, MAY = (ts("2026-03-01", "2026-04-01"), ts("2026-04-01", "2026-05-01"),
                 ts("2026-05-01", "2026-06-01"))
Q1 = ts("2026-01-01", "2026-04-01")
LAST_WEEK = ts("2026-05-25", "2026-06-01")


def one(figure: str, where: str = "TRUE") -> list[str]:
    return [f"SELECT {figure} FROM settlements WHERE {where}"]


def share(part: str, where: str, figure: str = "count(*)") -> str:
    agg = "count(*)" if figure == "count(*)" else "sum(amount)"
    inner = "count(*) FILTER" if figure == "count(*)" else "sum(amount) FILTER"
    return (f"SELECT {agg}, 100.0 * {inner} (WHERE {part}) / {agg} FROM settlements "
            f"WHERE {where}")


PROBES = [
    # chat-ops commands
    ("/x402 count --from 2026-02-02 --to 2026-02-09 --inclusive",
     one("count(*)", ts("2026-02-02", "2026-02-10"))),
    ("!stats uniq-recipients --period last-month", one("count(DISTINCT recipient)", MAY)),
    ("/fac volume heurist --quarter 2026Q1", one("sum(amount)", f"{fac('heurist')} AND {Q1}")),
    ("/fac count coinbase --since 2026-04-06 --until 2026-04-12",
     one("count(*)", f"{fac('coinbase')} AND {ts('2026-04-06', '2026-04-13')}")),
    ("!fac leader --exclude payai --metric volume --period 2026Q1 -> which facilitator "
     "handled the most USDC other than PayAI, and how much?",
     [f"SELECT {by_name()} n, sum(amount) v FROM settlements WHERE NOT {fac('payai')} AND {Q1} "
      "GROUP BY 1 ORDER BY v DESC LIMIT 1"]),
    ("ops bot: `top payers by usdc paid, n=3, window=last-month`",
     [f"SELECT payer, sum(amount) v FROM settlements WHERE {MAY} GROUP BY 1 ORDER BY v DESC "
      "LIMIT 3"]),
    ("!stats uniq-payers --period last-week   # the full week before this one",
     one("count(DISTINCT payer)", LAST_WEEK)),
    ("total volume in 2026Q1 through PayAI", one("sum(amount)", f"{fac('payai')} AND {Q1}")),
    # a job's head, and where it puts the answer
    ("weekly job (cron 0 6 * * 1): total volume last week, then write it to the weekly sheet.",
     one("sum(amount)", LAST_WEEK)),
    ("ledger_sync wants the number of unique recipients in March 2026.",
     one("count(DISTINCT recipient)", MAR)),
    ("alerts_config.yml check: how many payments were above 5 USDC in April 2026?",
     one("count(*)", f"amount > 5 AND {APR}")),
    ("quarterly-delta job: change in settlements from Q4 2025 to Q1 2026 (Q1 minus Q4).",
     [f"SELECT (SELECT count(*) FROM settlements WHERE {Q1}) - (SELECT count(*) FROM "
      f"settlements WHERE {ts('2025-10-01', '2026-01-01')})"]),
    ("How many settlements in April 2026 and save it to the monthly dashboard tile.",
     one("count(*)", APR)),
    # a quoted ticket or email body, and the line asking its answer
    ("Support ticket 903 body: 'Hello, how many payments went through PayAI in April 2026? "
     "Cheers, Tom'. Please give the number.", one("count(*)", f"{fac('payai')} AND {APR}")),
    ('Email from accounting: "What was the total USDC volume last week?" -- reply with the '
     "amount.", one("sum(amount)", LAST_WEEK)),
    ("The requester writes: 'how was March?' -- I interpret this as: the number of "
     "settlements in March 2026. Please answer that.", one("count(*)", MAR)),
    # a notebook cell
    ("# In [2]:\n# Question (markdown cell): how many unique payers in March 2026?",
     one("count(DISTINCT payer)", MAR)),
    ("# %% [markdown]\n# Total USDC volume through Coinbase in April 2026?",
     one("sum(amount)", f"{fac('coinbase')} AND {APR}")),
    # UTC days said again beside the user's time zone; a week restated
    ("How many settlements on 2026-05-20? My user is in UTC+9 but use UTC days as usual.",
     one("count(*)", ts("2026-05-20", "2026-05-21"))),
    ("Unique recipients this week so far (week started Monday)?",
     one("count(DISTINCT recipient)", ts("2026-06-01", "2026-06-04"))),
    # readings that were charged wrong
    (f"USDC received by {R1} and by {R2} in Q1 2026",
     one("sum(amount)", f"recipient = '{R1}' AND {Q1}")
     + one("sum(amount)", f"recipient = '{R2}' AND {Q1}")),
    (f"Two recipients, March 2026: USDC received by {R1} and by {R2}",
     one("sum(amount)", f"recipient = '{R1}' AND {MAR}")
     + one("sum(amount)", f"recipient = '{R2}' AND {MAR}")),
    ("How many settlements in April 2026, and what share of them went through Coinbase?",
     [share(fac("coinbase"), APR)]),
    ("Payment count in April 2026 and the share of them above 2 USDC",
     [share("amount > 2", APR)]),
    ("How many payments over 2 USDC in April 2026 and their share?",
     [f"SELECT count(*) FILTER (WHERE amount > 2), 100.0 * count(*) FILTER (WHERE amount > 2) / "
      f"count(*) FROM settlements WHERE {APR}"]),
    ("Total volume in Q1 2026, and the part of it settled by PayAI in percent",
     [share(fac("payai"), Q1, "sum(amount)")]),
    ("Heurist: total settlements ever, and the date of its first settlement",
     one("count(*), min(timestamp)", fac("heurist"))),
]


@pytest.mark.parametrize(("question", "sql"), PROBES)
def test_probe(question: str, sql: list[str], duck: DuckDBBackend, raw: Any) -> None:
    assert_probe(question, sql, duck, raw, AS_OF, HELD, address_index=True)


@pytest.mark.parametrize("question", [
    # a question after the command naming another facilitator or period; a note that
    # disagrees with the command's week; a command with no figure, or a word not known
    "/fac volume heurist --period 2026Q1 -> how much did Coinbase settle",
    "/fac volume heurist --period 2026Q1 -> how much did Heurist settle in May 2026",
    "!stats uniq-payers --period last-week   # Sun-Sat week",
    "/stats payers --period last-week",
    "!fac leader --exclude payai --period 2026Q1",
    "/x402 count --to 2026-02-09 --inclusive",
    "/x402 refunds --period last-week",
    # a job's head holding a word of the data the question does not say again
    "may_rollup.py: total volume in April 2026?",
    "threshold_alerts.yaml review: number of settlements in March 2026?",
    "weekly-diff job: change in volume from April 2026 to May 2026.",
    "how many settlements in May 2026, then write it to the weekly sheet",
    # a quoted body whose asking line names another figure, or says more
    "Ticket #12 body: 'how many payments did PayAI settle last week?' Please give the total.",
    'Email from finance: "What was the x402 USDC total yesterday?" -- please answer with the '
    "amount in euros.",
    # a notebook cell that scopes by a chain the data does not hold
    "# In [3]:\n# total volume in May 2026 on Solana",
    # the user's time zone with no word of which days to use; another week
    "How many settlements on 2026-05-20? My user is in UTC+9.",
    "Unique payers in the last 7 days (the week before this one)?",
    "Total volume this week so far (week started Sunday)?",
])
def test_near_miss_refused(question: str, duck: DuckDBBackend) -> None:
    with pytest.raises(Unanswerable):
        answer_question(question, lambda s: duck.run(check(s)), AS_OF, HELD, True)
