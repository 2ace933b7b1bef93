"""Write ``ask_probe_ha8.jsonl``: my own questions (round ha8, written by hand before the planner
was run on any of them) for each kind of miss the lead named in issue 16's stranger set, each
with hand DuckDB SQL over ``settlements`` or marked to refuse.

Conventions of tests/data/set8_README.md ("ask8"): relative periods anchor on 2026-06-03 and
include it; last week = Mon-Sun [05-25, 06-01); last month = May. Kinds: a framing words,
b a parenthetical restating the reading (``b_disagree``: one that contradicts it, to refuse),
c slang, d a facilitator by its address, e ranking days/weeks/months, f two extremes or both
periods with their difference, g "among"/"out of"/"within" scopes, h a possessive facilitator
with a period, i figures in the order asked, j two periods joined by ", and", k columns the
table does not have (to refuse). Every third question of a kind is ``heldout`` (scored before
and after only); the rest are ``dev``.
"""

from __future__ import annotations

import json
from pathlib import Path

from tests.warehouse.figures import fac, ts

P = "0x7d1b8aba0ff24ad5cdcd2acc457bfd7b465e86c0"  # the busiest payer of May
A = "0xf7b1356cfed0eebe01d76da7ba9e9f8bf12d9d57"  # pays and receives in November 2025
R = "0xe54beb0f4a1babbee3912821ac32bc9f6b0488c4"  # a busy recipient
F = "0xc6699d2aada6c36dfea5c248dd70f9cb0235cb63"  # one of payai's addresses
F2 = "0x708e57b6650a9a741ab39cae1969ea1d2d10eca1"  # one of coinbase's addresses
S = "FROM settlements WHERE "
LAST_WEEK = ts("2026-05-25", "2026-06-01")
MAY = ts("2026-05-01", "2026-06-01")
APRIL = ts("2026-04-01", "2026-05-01")
YESTERDAY = ts("2026-06-02", "2026-06-03")
TODAY = ts("2026-06-03", "2026-06-04")
THIS_WEEK = ts("2026-06-01", "2026-06-04")
NOV = ts("2025-11-01", "2025-12-01")


def _top_days(unit: str, figure: str, where: str, k: int) -> str:
    return (f"SELECT CAST(date_trunc('{unit}', timestamp) AS DATE) AS d, {figure} {S}{where} "
            f"GROUP BY d ORDER BY 2 DESC LIMIT {k}")


Item = tuple[str, list[str] | None]
KINDS: list[tuple[str, list[Item]]] = [
    ("a_framing", [
        ("total volume last week, for a weekly report for my team",
         [f"SELECT sum(amount) {S}{LAST_WEEK}"]),
        ("could you give me the number of settlements in the dataset yesterday? thx",
         [f"SELECT count(*) {S}{YESTERDAY}"]),
        ("total up the usdc volume in the warehouse for April, it's for our dashboard",
         [f"SELECT sum(amount) {S}{APRIL}"]),
        ("how many settlements yesterday that were refunded?", None),
        ("give me the average payment in your data last month for an email to my boss",
         [f"SELECT avg(amount) {S}{MAY}"]),
        ("total volume last week from returning customers, for my team", None),
    ]),
    ("b_parenthetical", [
        ("total volume last week (mon-sun)", [f"SELECT sum(amount) {S}{LAST_WEEK}"]),
        ("how many payments in the week of 18 May 2026 (Mon 18th to Sun 24th)?",
         [f"SELECT count(*) {S}{ts('2026-05-18', '2026-05-25')}"]),
        ("average spend per payer in May (total volume / number of distinct payers)",
         [f"SELECT sum(amount) / count(DISTINCT payer) {S}{MAY}"]),
        ("number of settlements last month (May) by coinbase",
         [f"SELECT count(*) {S}{MAY} AND {fac('coinbase')}"]),
    ]),
    ("b_disagree", [
        ("total volume last week (sun-sat)", None),
        ("how many payments in the week of 18 May 2026 (Mon 11th to Sun 17th)?", None),
        ("average spend per payer in May (total volume / number of payments)", None),
        ("number of settlements last month (April)", None),
    ]),
    ("c_slang", [
        (f"how many bucks did {P} pay last month?",
         [f"SELECT sum(amount) {S}{MAY} AND payer = '{P}'"]),
        ("number of txns yesterday", [f"SELECT count(*) {S}{YESTERDAY}"]),
        (f"how many txs involved {A} on either side in November 2025?",
         [f"SELECT count(*) {S}{NOV} AND (payer = '{A}' OR recipient = '{A}')"]),
        ("avg amt last week", [f"SELECT avg(amount) {S}{LAST_WEEK}"]),
        (f"total bucks moved by {A} in any role in october 2025",
         [f"SELECT sum(amount) {S}{ts('2025-10-01', '2025-11-01')} "
          f"AND (payer = '{A}' OR recipient = '{A}')"]),
        ("max amt of a single tx in April", [f"SELECT max(amount) {S}{APRIL}"]),
    ]),
    ("d_facilitator_address", [
        (f"how many settlements did facilitator {F} settle last week?",
         [f"SELECT count(*) {S}{LAST_WEEK} AND facilitator = '{F}'"]),
        (f"total volume with {F2} as facilitator in May",
         [f"SELECT sum(amount) {S}{MAY} AND facilitator = '{F2}'"]),
        (f"how many payments did {F} relay yesterday?",
         [f"SELECT count(*) {S}{YESTERDAY} AND facilitator = '{F}'"]),
        (f"number of settlements submitted by facilitator {F2} in April",
         [f"SELECT count(*) {S}{APRIL} AND facilitator = '{F2}'"]),
    ]),
    ("e_rank_days", [
        ("top 3 days by volume in April", [_top_days("day", "sum(amount)", APRIL, 3)]),
        ("the 5 busiest days last month", [_top_days("day", "count(*)", MAY, 5)]),
        ("which 3 months had the highest volume?", [_top_days("month", "sum(amount)", "TRUE", 3)]),
        ("top 2 weeks by volume in May", [_top_days("week", "sum(amount)", MAY, 2)]),
    ]),
    ("f_both_ends", [
        (f"first and last payment made by {P}",
         [f"SELECT min(timestamp), max(timestamp) {S}payer = '{P}'"]),
        (f"when were the earliest and the latest payments received by {R}?",
         [f"SELECT min(timestamp), max(timestamp) {S}recipient = '{R}'"]),
        ("volume from April to May: April, May and the difference",
         [f"SELECT sum(amount) {S}{APRIL}", f"SELECT sum(amount) {S}{MAY}",
          f"SELECT (SELECT sum(amount) {S}{MAY}) - (SELECT sum(amount) {S}{APRIL})"]),
        ("number of settlements from March to April: March, April and the change",
         [f"SELECT count(*) {S}{ts('2026-03-01', '2026-04-01')}",
          f"SELECT count(*) {S}{APRIL}",
          f"SELECT (SELECT count(*) {S}{APRIL}) - "
          f"(SELECT count(*) {S}{ts('2026-03-01', '2026-04-01')})"]),
    ]),
    ("g_among", [
        ("top 3 recipients by volume among coinbase payments last month",
         [f"SELECT recipient, sum(amount) {S}{MAY} AND {fac('coinbase')} "
          "GROUP BY 1 ORDER BY 2 DESC LIMIT 3"]),
        ("out of payai's settlements in May, how many were over 1 USDC?",
         [f"SELECT count(*) {S}{MAY} AND {fac('payai')} AND amount > 1"]),
        ("top 3 payers by volume within heurist settlements in April",
         [f"SELECT payer, sum(amount) {S}{APRIL} AND {fac('heurist')} "
          "GROUP BY 1 ORDER BY 2 DESC LIMIT 3"]),
        ("average payment among daydreams settlements last week",
         [f"SELECT avg(amount) {S}{LAST_WEEK} AND {fac('daydreams')}"]),
    ]),
    ("h_possessive", [
        ("heurist's May volume", [f"SELECT sum(amount) {S}{MAY} AND {fac('heurist')}"]),
        ("what % of payai's April volume came from payments over 1 USDC",
         [f"SELECT 100 * sum(amount) FILTER (WHERE amount > 1) / sum(amount) {S}{APRIL} "
          f"AND {fac('payai')}"]),
        ("coinbase's settlement count last week",
         [f"SELECT count(*) {S}{LAST_WEEK} AND {fac('coinbase')}"]),
        ("daydreams's April payment count",
         [f"SELECT count(*) {S}{APRIL} AND {fac('daydreams')}"]),
    ]),
    ("i_order_asked", [
        ("for the largest payment in April, who paid it and how much was it?",
         [f"SELECT payer, amount {S}{APRIL} ORDER BY amount DESC, id LIMIT 1"]),
        ("the biggest settlement last week: who received it and what was the amount?",
         [f"SELECT recipient, amount {S}{LAST_WEEK} ORDER BY amount DESC, id LIMIT 1"]),
        ("the largest payment in May - who sent it, and how much?",
         [f"SELECT payer, amount {S}{MAY} ORDER BY amount DESC, id LIMIT 1"]),
    ]),
    ("j_two_periods", [
        ("distinct recipients via coinbase yesterday, and today",
         [f"SELECT count(DISTINCT recipient) {S}{YESTERDAY} AND {fac('coinbase')}",
          f"SELECT count(DISTINCT recipient) {S}{TODAY} AND {fac('coinbase')}"]),
        ("total volume last week, and this week",
         [f"SELECT sum(amount) {S}{LAST_WEEK}", f"SELECT sum(amount) {S}{THIS_WEEK}"]),
        ("number of payments through payai in April, and in May",
         [f"SELECT count(*) {S}{APRIL} AND {fac('payai')}",
          f"SELECT count(*) {S}{MAY} AND {fac('payai')}"]),
        ("unique payers yesterday, and today",
         [f"SELECT count(DISTINCT payer) {S}{YESTERDAY}",
          f"SELECT count(DISTINCT payer) {S}{TODAY}"]),
    ]),
    ("k_no_such_column", [
        ("volume by user agent last week", None),
        ("top browsers by number of payments", None),
        ("payments by device type in May", None),
        ("which IP addresses paid the most last month", None),
        ("total volume by country yesterday", None),
        ("settlements per endpoint last week", None),
        ("average latency of settlements in May", None),
        ("count of payments with status code 402 yesterday", None),
        ("top products by volume in April", None),
        ("number of errors last week", None),
        ("volume by region in May", None),
        ("which http method is used most", None),
        ("top referrers by payment count", None),
        ("volume per model last month", None),
        ("top 5 routes by volume in May", None),
    ]),
]


def main() -> None:
    lines = []
    for kind, items in KINDS:
        for j, (question, sql) in enumerate(items, 1):
            item: dict[str, object] = {"id": f"{kind}-{j}", "kind": kind,
                                       "split": "heldout" if j % 3 == 0 else "dev",
                                       "question": question}
            if sql is None:
                item["refuse"] = True
            else:
                item["sql"] = sql
            lines.append(json.dumps(item))
    out = Path(__file__).with_name("ask_probe_ha8.jsonl")
    out.write_text("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
