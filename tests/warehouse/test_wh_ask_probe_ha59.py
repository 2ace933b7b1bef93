"""Asks of round ha59 (people who text or dictate), in our own words: SMS shorthand ("hw mny",
"ppl", "b4", "2day"), people who paid read as payers and people who got paid as recipients,
"shops" as merchants, "since it started" as all of an address's time, who the answer is for
said before or after it ("podcast q:", "..., i want to show my class"), a range whose month is
said at its start only ("from the first of may to the tenth"), the asker's own address named as
their shop ("my shop 0x...", "i run a little api shop at 0x..."). Each against hand SQL, or a
refusal for the near misses ("pay me" with no address, "stores paid", a range's end before its
start, "january twenty six", "people" with no verb)."""

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
RA = "0x88d7811f810df4082f011e07cc1053f4d22a11fc"  # a recipient
RB = "0xc8873a516a0d8e9587374313e44b81c41672f40e"  # a recipient
RC = "0xe197869789408bec28b0a5c734c2219a1be66629"  # a recipient
PA = "0xe86a45dda8e4b6b4052ccdedc9715d6cda5b61be"  # a payer
MAY, APR = ts("2026-05-01", "2026-06-01"), ts("2026-04-01", "2026-05-01")
LW, YD = ts("2026-05-25", "2026-06-01"), ts("2026-06-02", "2026-06-03")


def one(figure: str, where: str = "TRUE") -> list[str]:
    return [f"SELECT {figure} FROM settlements WHERE {where}"]


def two(figure: str, first: str, second: str) -> list[str]:
    return [f"SELECT (SELECT {figure} FROM settlements WHERE {first}), "
            f"(SELECT {figure} FROM settlements WHERE {second})"]


PROBES = [
    # shorthand
    ("hw mny tx went through payai yday", one("count(*)", f"{fac('payai')} AND {YD}")),
    (f"how much did {PA} spend b4 april", one("sum(amount)", f"payer = '{PA}' AND "
                                               f"{ts(None, '2026-04-01')}")),
    ("payments yday vs the day b4", two("count(*)", YD, ts("2026-06-01", "2026-06-02"))),
    ("total usdc 2day thnx", one("sum(amount)", ts("2026-06-03", "2026-06-04"))),
    # people who paid, people who got paid, shops
    (f"hw mny ppl paid {RC} in the last 90 days",
     one("count(DISTINCT payer)", f"recipient = '{RC}' AND {ts('2026-03-06', '2026-06-04')}")),
    ("how many folks got paid in april", one("count(DISTINCT recipient)", APR)),
    ("how many different shops received money in april", one("count(DISTINCT recipient)", APR)),
    ("top 3 stores by money received last week",
     [f"SELECT recipient, sum(amount) FROM settlements WHERE {LW} GROUP BY 1 ORDER BY 2 DESC "
      "LIMIT 3"]),
    # all of an address's time
    (f"what did {RA} earn since it started", one("sum(amount)", f"recipient = '{RA}'")),
    # who the answer is for
    ("podcast q: whats the largest payment ever", one("max(amount)")),
    ("how many payments were there last month, i want to show my class", one("count(*)", MAY)),
    ("total volume in april, it's for my students", one("sum(amount)", APR)),
    # a range's month said at its start only
    ("um how much went through coinbase from the first of may to the tenth",
     one("sum(amount)", f"{fac('coinbase')} AND {ts('2026-05-01', '2026-05-11')}")),
    ("number of payments may 3 to the 9th", one("count(*)", ts("2026-05-03", "2026-05-10"))),
    ("volume 12th of april till the 20th, 2026", one("sum(amount)", ts("2026-04-12",
                                                                         "2026-04-21"))),
    # the asker's own address, named as their shop
    (f"how much came in to my shop {RA} last week", one("sum(amount)", f"recipient = '{RA}' AND "
                                                                        f"{LW}")),
    (f"i run a little api shop at {RB}, how many ppl paid me in may",
     one("count(DISTINCT payer)", f"recipient = '{RB}' AND {MAY}")),
    (f"our store ({RB}) - how much did we receive in april?",
     one("sum(amount)", f"recipient = '{RB}' AND {APR}")),
]


@pytest.mark.parametrize(("question", "sql"), PROBES)
def test_probe(question: str, sql: list[str], duck: DuckDBBackend, raw: Any) -> None:
    assert_probe(question, sql, duck, raw, AS_OF, HELD, address_index=True)


@pytest.mark.parametrize("question", [
    # paid to the asker, whose address is not said
    f"how much did {RA} pay me in may",
    f"how much did {RA} send to us last week",
    "how many ppl paid me in may",
    "how much came in to my shop last week",
    # stores that paid (or got paid?), people doing nothing said
    "how many stores paid in may",
    "how many people in may",
    "how much people paid in april total",
    # a range's end before its start (another month?), two years
    "how many payments from may 20 to the 3rd",
    "volume may 1 2026 to the 10th 2025",
    # "twenty six" after a month: a day or a year
    "what was the total in january twenty six",
    # the aside holds a figure of its own
    "how many payments yday, i want to show my class how many payers",
])
def test_near_miss_refused(question: str, duck: DuckDBBackend) -> None:
    with pytest.raises(Unanswerable):
        answer_question(question, lambda s: duck.run(check(s)), AS_OF, HELD, True)
