# ruff: noqa: E501  (one question and its SQL per line reads best as data)
"""Writes ``ask_mini9.jsonl``: a small ninth batch of stranger /ask questions, with hand SQL.

    python tests/data/make_ask_mini9.py

Written after the tuning on the eighth batch had ended and committed before any of its
questions was run; scored once, as a whole (no split). Relative dates resolve against
2026-06-03 as in the other batches.
"""

from __future__ import annotations

import sys
from pathlib import Path

OUT = Path(__file__).with_name("ask_mini9.jsonl")
PB = "0x90872f4f373fa502078f84c9870e5a5452b1ac11"
RA = "0xe54beb0f4a1babbee3912821ac32bc9f6b0488c4"
RB = "0x5765e61cf572b25a630581cd78f6c22705b5109d"

ROOT = Path(__file__).resolve().parents[2]
sys.path[:0] = [str(ROOT), str(ROOT / "src")]
from tests.warehouse.figures import fac, item_line, ts  # noqa: E402

S = "FROM settlements WHERE "
DEC, FEB, MAR = ts("2025-12-01", "2026-01-01"), ts("2026-02-01", "2026-03-01"), ts("2026-03-01", "2026-04-01")
APR, MAY = ts("2026-04-01", "2026-05-01"), ts("2026-05-01", "2026-06-01")
Q4, Q1, Y2026 = ts("2025-10-01", "2026-01-01"), ts("2026-01-01", "2026-04-01"), ts("2026-01-01", "2027-01-01")
DAY = "CAST(timestamp AS DATE)"

ITEMS: list[tuple[str, list[str] | None]] = [
    ("heya, what did the whole network settle in february 2026? (usdc)", [f"SELECT sum(amount) {S}{FEB}"]),
    ("payments count, 2026-04-10", [f"SELECT count(*) {S}{ts('2026-04-10', '2026-04-11')}"]),
    ("For an investor update: unique paying wallets in Q1 2026", [f"SELECT count(DISTINCT payer) {S}{Q1}"]),
    ("mean payment size for coinbase-settled payments in march 2026", [f"SELECT avg(amount) {S}{MAR} AND {fac('coinbase')}"]),
    (f"number of different recipients {PB} paid, all-time", [f"SELECT count(DISTINCT recipient) {S}TRUE AND payer = '{PB}'"]),
    ("how much did buyers spend in december 2025, in total?", [f"SELECT sum(amount) {S}{DEC}"]),
    ("largest payment (just the number) in february 2026", [f"SELECT max(amount) {S}{FEB}"]),
    ("top 3 buyers by spend in march 2026 - wallet and amount",
     [f"SELECT payer, sum(amount) AS v {S}{MAR} GROUP BY 1 ORDER BY v DESC, payer LIMIT 3"]),
    ("in the past 7 days, how many settlements went through payai?",
     [f"SELECT count(*) {S}{ts('2026-05-28', '2026-06-04')} AND {fac('payai')}"]),
    ("median payment value last week (calendar week)", [f"SELECT median(amount) {S}{ts('2026-05-25', '2026-06-01')}"]),
    ("what percent of payments in Q1 2026 were over 1 usdc",
     [f"SELECT 100.0 * count(*) FILTER (WHERE amount > 1) / count(*) {S}{Q1}"]),
    (f"revenue of the seller {RB}, april 2026 vs may 2026",
     [f"SELECT sum(amount) {S}{APR} AND recipient = '{RB}'", f"SELECT sum(amount) {S}{MAY} AND recipient = '{RB}'"]),
    ("avg daily tx count, march 2026", [f"SELECT avg(c) FROM (SELECT {DAY}, count(*) AS c {S}{MAR} GROUP BY 1)"]),
    ("busiest day in Q4 2025 by number of payments",
     [f"SELECT {DAY} AS d, count(*) AS c {S}{Q4} GROUP BY 1 ORDER BY c DESC, d LIMIT 1"]),
    ("count & sum of payments over 5 usdc in 2026", [f"SELECT count(*), sum(amount) {S}{Y2026} AND amount > 5"]),
    ("monthly payment counts, Q4 2025",
     [f"SELECT CAST(date_trunc('month', timestamp) AS DATE), count(*) {S}{Q4} GROUP BY 1 ORDER BY 1"]),
    ("how many payments were flagged as spam in may 2026", None),
    # refused (no gas measure) until issue #16's round ha6: the gas cost in wei
    ("average gas fee per payment last month", [f"SELECT avg(gas_used * gas_price) {S}{MAY}"]),
    ("which merchants in the food category earned most in april 2026", None),
    (f"how many unique buyers did merchant {RA} have yesterday",
     [f"SELECT count(DISTINCT payer) {S}{ts('2026-06-02', '2026-06-03')} AND recipient = '{RA}'"]),
    ("smallest payment ever (amount)", ["SELECT min(amount) FROM settlements"]),
    ("volume from the 1st to the 10th of may 2026", [f"SELECT sum(amount) {S}{ts('2026-05-01', '2026-05-11')}"]),
]


def main() -> None:
    lines = [item_line(f"mini9-{i}", question, sql)
             for i, (question, sql) in enumerate(ITEMS, 1)]
    OUT.write_text("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
