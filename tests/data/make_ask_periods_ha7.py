"""Write ``ask_periods_ha7.jsonl``: date and period phrases as strangers type them, each inside
a plain question, with the exact ``[start, end)`` it means (round ha7, written by hand before
the planner was run on any of them).

Anchor: the warehouse's newest day ``as_of`` = 2026-06-03 (a Wednesday); the data starts
2025-05-09. Conventions (those of tests/data/set8_README.md, "ask8"):

- relative periods include as_of: today = [06-03, 06-04); this week = [Monday 06-01,
  06-04); last week = the previous Monday to Sunday [05-25, 06-01); last month =
  May; "the past N days/weeks" = the N*1 / N*7 days ending on as_of; a month in "the past N
  months" or "the last N months" is 30 days (the planner's documented reading, named in dates);
- "since X", "after X", "from X onwards" run to the end of the data (``end`` null = open);
  "before X", "up to X", "until X" from its start (``start`` null = open); "until X" and
  "up to X" include X, "before X" does not; ranges "between A and B", "A through B",
  "A - B" include B;
- a date said without its year is the latest such day on or before as_of; a month, quarter or
  half without one is the latest that has begun by as_of; a weekday name alone ("on Tuesday")
  is the latest such day before as_of; "the 2nd" is the latest 2nd of a month on or before
  as_of;
- "05/12" with both numbers 12 or under is refused (May 12 or December 5?); with one over 12
  it can only be one date ("25/05" and "05/25" are May 25);
- ISO weeks ("week 21", "W21", "2026-W18"): Monday to Sunday, of as_of's year unless said;
- "the first week of May" is days 1-7, "the second week" 8-14, "the last week" the last 7 days
  (of the month named);
- "the last 48 hours" is an hour window up to the newest settlement (``hours``), not whole days;
- "the last couple of weeks/days" is two of them; "a few", "mid-May", "early April", "late
  May", "the end of last month" and holidays whose date moves (Memorial Day, Thanksgiving) are
  refused with a rephrasing; fixed-date days said with a year ("Christmas Day 2025") are read;
- a period after the data ("next month", "tomorrow", "this weekend" on a Wednesday, 2027), before
  it (2019) or no calendar date (Feb 30) is refused.

Split by kind, alternately ``dev`` (tune on it) and ``heldout`` (score only; never read its
misses).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

# (kind, [(question, start, end) | (question, "refuse") | (question, {"hours": n})])
Row = tuple[Any, ...]
KINDS: list[tuple[str, list[Row]]] = [
    ("day_of_month_ordinal", [
        ("how many settlements were there on the 3rd of May?", "2026-05-03", "2026-05-04"),
        ("total volume on 3rd May 2026", "2026-05-03", "2026-05-04"),
        ("number of payments on the 21st of april", "2026-04-21", "2026-04-22"),
        ("usdc volume on the 9th of december 2025", "2025-12-09", "2025-12-10"),
    ]),
    ("day_range_ordinals", [
        ("how many settlements May 3rd-9th?", "2026-05-03", "2026-05-10"),
        ("total volume from May 3rd to 9th", "2026-05-03", "2026-05-10"),
        ("number of payments april 28th - may 2nd", "2026-04-28", "2026-05-03"),
        ("volume for march 10-16 2026", "2026-03-10", "2026-03-17"),
    ]),
    ("slash_dates", [
        ("how many settlements on 05/12?", "refuse"),
        ("how many settlements on 12/05?", "refuse"),
        ("total volume on 25/05", "2026-05-25", "2026-05-26"),
        ("how many payments on 05/25?", "2026-05-25", "2026-05-26"),
        ("total volume on 12/05/2025", "refuse"),
        ("how many payments on 13/05/2026", "2026-05-13", "2026-05-14"),
        ("how many settlements on 2026/05/12", "2026-05-12", "2026-05-13"),
    ]),
    ("iso_dates", [
        ("how many settlements on 2026-05-12?", "2026-05-12", "2026-05-13"),
        ("volume between 2026-04-01 and 2026-04-15", "2026-04-01", "2026-04-16"),
        ("payments since 2026-05-20", "2026-05-20", None),
        ("how many settlements on 2026-02-30", "refuse"),
        ("total volume 2026-05-01 to 2026-05-07", "2026-05-01", "2026-05-08"),
    ]),
    ("month_parts", [
        ("how many settlements in the first week of May?", "2026-05-01", "2026-05-08"),
        ("volume during the second week of may", "2026-05-08", "2026-05-15"),
        ("number of payments in the last week of April", "2026-04-24", "2026-05-01"),
        ("total volume in the first half of May", "2026-05-01", "2026-05-16"),
    ]),
    ("iso_weeks", [
        ("how many settlements in week 21?", "2026-05-18", "2026-05-25"),
        ("total volume for W21", "2026-05-18", "2026-05-25"),
        ("number of payments in 2026-W18", "2026-04-27", "2026-05-04"),
        ("volume in week 21 of 2026", "2026-05-18", "2026-05-25"),
        ("how many settlements in week 60", "refuse"),
    ]),
    ("quarters", [
        ("total volume in Q2", "2026-04-01", "2026-07-01"),
        ("how many settlements in Q1?", "2026-01-01", "2026-04-01"),
        ("number of payments in Q4 2025", "2025-10-01", "2026-01-01"),
        ("volume in Q3", "2025-07-01", "2025-10-01"),
        ("how many settlements in the second quarter of 2025", "2025-04-01", "2025-07-01"),
    ]),
    ("halves", [
        ("total volume in H1", "2026-01-01", "2026-07-01"),
        ("how many settlements in the first half of 2026", "2026-01-01", "2026-07-01"),
        ("number of payments in H2 2025", "2025-07-01", "2026-01-01"),
        ("volume in the second half of 2025", "2025-07-01", "2026-01-01"),
        ("how many settlements in H2?", "2025-07-01", "2026-01-01"),
    ]),
    ("since_a_start", [
        ("how many settlements since Monday?", "2026-06-01", None),
        ("total volume since the start of the month", "2026-06-01", None),
        ("number of payments since the beginning of the year", "2026-01-01", None),
        ("how many settlements since friday", "2026-05-29", None),
        ("volume since the start of the week", "2026-06-01", None),
    ]),
    ("rolling_days", [
        ("total volume over the past fortnight", "2026-05-21", "2026-06-04"),
        ("how many settlements in the last couple of weeks", "2026-05-21", "2026-06-04"),
        ("number of payments in the last couple of days", "2026-06-02", "2026-06-04"),
        ("how many settlements in the past 10 days", "2026-05-25", "2026-06-04"),
        ("volume in the last few days", "refuse"),
    ]),
    ("hours", [
        ("how many settlements in the last 48 hours", {"hours": 48}),
        ("total volume in the past 24 hours", {"hours": 24}),
        ("number of payments in the last 72 hrs", {"hours": 72}),
    ]),
    ("inclusive_ranges", [
        ("total volume between April 10 and April 20", "2026-04-10", "2026-04-21"),
        ("how many settlements from May 1 through May 15", "2026-05-01", "2026-05-16"),
        ("number of payments from April 10 until April 20", "2026-04-10", "2026-04-21"),
        ("volume from the 10th to the 20th of April", "2026-04-10", "2026-04-21"),
        ("how many settlements between March 30 and April 2", "2026-03-30", "2026-04-03"),
    ]),
    ("open_ends", [
        ("how many settlements up to yesterday", None, "2026-06-03"),
        ("total volume before May 1", None, "2026-05-01"),
        ("number of payments after May 20", "2026-05-21", None),
        ("how many settlements before 2026", None, "2026-01-01"),
        ("volume until April 30", None, "2026-05-01"),
    ]),
    ("open_ends_said_otherwise", [
        ("how many settlements prior to May 1", None, "2026-05-01"),
        ("total volume after the 20th of May", "2026-05-21", None),
        ("number of payments from May 25 onwards", "2026-05-25", None),
        ("volume on or after May 25", "2026-05-25", None),
        ("how many settlements on or before April 30", None, "2026-05-01"),
    ]),
    ("weekday_names", [
        ("how many settlements on Tuesday", "2026-06-02", "2026-06-03"),
        ("total volume last Friday", "2026-05-29", "2026-05-30"),
        ("number of payments on Monday", "2026-06-01", "2026-06-02"),
        ("how many payments on Saturday?", "2026-05-30", "2026-05-31"),
    ]),
    ("weekends", [
        ("total volume last weekend", "2026-05-30", "2026-06-01"),
        ("how many settlements this weekend", "refuse"),
        ("number of payments over the weekend", "2026-05-30", "2026-06-01"),
        ("how many settlements the weekend before last", "2026-05-23", "2026-05-25"),
    ]),
    ("vague_parts", [
        ("total volume in mid-May", "refuse"),
        ("how many settlements at the end of last month", "refuse"),
        ("number of payments in early April", "refuse"),
        ("volume in late May", "refuse"),
    ]),
    ("bare_day_of_month", [
        ("how many settlements on the 2nd", "2026-06-02", "2026-06-03"),
        ("total volume on the 1st", "2026-06-01", "2026-06-02"),
        ("number of payments on the 15th", "2026-05-15", "2026-05-16"),
    ]),
    ("all_time", [
        ("how many settlements since launch", None, None),
        ("all time volume", None, None),
        ("total number of payments ever", None, None),
        ("usdc volume since inception", None, None),
    ]),
    ("past_months", [
        ("total volume over the past 3 months", "2026-03-06", "2026-06-04"),
        ("how many settlements in the last 2 months", "2026-04-05", "2026-06-04"),
        ("number of payments in the last 6 weeks", "2026-04-23", "2026-06-04"),
        ("volume over the past year", "2025-06-04", "2026-06-04"),
    ]),
    ("misspelt_months", [
        ("total volume in Febuary", "2026-02-01", "2026-03-01"),
        ("how many settlements in sept", "2025-09-01", "2025-10-01"),
        ("number of payments in Janurary 2026", "2026-01-01", "2026-02-01"),
        ("volume in Setpember 2025", "2025-09-01", "2025-10-01"),
        ("how many settlements in Arpil", "2026-04-01", "2026-05-01"),
    ]),
    ("month_forms", [
        ("how many settlements in 2026-05", "2026-05-01", "2026-06-01"),
        ("total volume in May '26", "2026-05-01", "2026-06-01"),
        ("number of payments in 05/2026", "2026-05-01", "2026-06-01"),
        ("volume for Dec 2025", "2025-12-01", "2026-01-01"),
        ("how many settlements in 2025-12", "2025-12-01", "2026-01-01"),
    ]),
    ("years", [
        ("how many settlements in 2025", "2025-01-01", "2026-01-01"),
        ("total volume in 2019", "refuse"),
        ("number of payments 2026", "2026-01-01", "2027-01-01"),
        ("how many settlements during 2024", "refuse"),
        ("2025 volume", "2025-01-01", "2026-01-01"),
    ]),
    ("future", [
        ("total volume next month", "refuse"),
        ("how many settlements next week", "refuse"),
        ("number of payments tomorrow", "refuse"),
        ("how many settlements in 2027", "refuse"),
    ]),
    ("impossible_dates", [
        ("how many settlements on Feb 30", "refuse"),
        ("total volume on April 31, 2026", "refuse"),
        ("number of payments on 2026-13-01", "refuse"),
        ("how many settlements on the 32nd of May", "refuse"),
    ]),
    ("holidays", [
        ("total volume on Memorial Day", "refuse"),
        ("how many settlements on Christmas Day 2025", "2025-12-25", "2025-12-26"),
        ("number of payments on New Year's Day 2026", "2026-01-01", "2026-01-02"),
        ("volume over Thanksgiving", "refuse"),
    ]),
    ("today_yesterday", [
        ("how many settlements today", "2026-06-03", "2026-06-04"),
        ("total volume yesterday", "2026-06-02", "2026-06-03"),
        ("number of payments the day before yesterday", "2026-06-01", "2026-06-02"),
        ("how many settlements so far today", "2026-06-03", "2026-06-04"),
    ]),
    ("calendar_relative", [
        ("how many settlements last week", "2026-05-25", "2026-06-01"),
        ("total volume this month", "2026-06-01", "2026-06-04"),
        ("number of payments last month", "2026-05-01", "2026-06-01"),
        ("volume this week", "2026-06-01", "2026-06-04"),
        ("how many settlements this year", "2026-01-01", "2026-06-04"),
        ("total volume last year", "2025-01-01", "2026-01-01"),
    ]),
    ("week_of", [
        ("total volume the week of May 18", "2026-05-18", "2026-05-25"),
        ("how many settlements the week before last", "2026-05-18", "2026-05-25"),
        ("number of payments in the week starting May 11", "2026-05-11", "2026-05-18"),
    ]),
    ("month_day_forms", [
        ("total volume on May 3", "2026-05-03", "2026-05-04"),
        ("how many settlements on 3 May", "2026-05-03", "2026-05-04"),
        ("number of payments on May 3rd, 2026", "2026-05-03", "2026-05-04"),
        ("how many settlements on the third of May", "2026-05-03", "2026-05-04"),
        ("volume on Sunday May 31", "2026-05-31", "2026-06-01"),
    ]),
]


def line(kind: str, split: str, j: int, row: Row) -> str:
    item: dict[str, object] = {"id": f"{kind}-{j}", "kind": kind, "split": split,
                               "question": row[0]}
    if row[1] == "refuse":
        item["refuse"] = True
    elif isinstance(row[1], dict):
        item["hours"] = row[1]["hours"]
    else:
        item["start"], item["end"] = row[1], row[2]
    return json.dumps(item)


if __name__ == "__main__":
    out = Path(__file__).with_name("ask_periods_ha7.jsonl")
    out.write_text("".join(line(kind, "dev" if i % 2 == 0 else "heldout", j, row) + "\n"
                           for i, (kind, rows) in enumerate(KINDS)
                           for j, row in enumerate(rows, 1)))
