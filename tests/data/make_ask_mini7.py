# ruff: noqa: E501  (one question and its SQL per line reads best as data)
"""Writes ``ask_mini7.jsonl``: a small seventh stranger batch (22 questions, 2 refusals).

    python tests/data/make_ask_mini7.py

Written after the tuning on the sixth batch had ended, and scored once before any change
(18/22 right, 3 refused unpaid, 1 charged wrong). Relative dates resolve against 2026-06-03.
"""

from __future__ import annotations

import sys
from pathlib import Path

OUT = Path(__file__).with_name("ask_mini7.jsonl")
ROOT = Path(__file__).resolve().parents[2]
sys.path[:0] = [str(ROOT), str(ROOT / "src")]
from tests.warehouse.figures import fac, item_line, ts  # noqa: E402

S = "FROM settlements WHERE "
FEB, MAR = ts("2026-02-01", "2026-03-01"), ts("2026-03-01", "2026-04-01")
APR, MAY = ts("2026-04-01", "2026-05-01"), ts("2026-05-01", "2026-06-01")
NOV, DEC = ts("2025-11-01", "2025-12-01"), ts("2025-12-01", "2026-01-01")
PX = "0x4e9bce2547a9491b09ed092c433b19888e665edb"
RX = "0x27599d824bbb4f506f985af865d840f61ba848c8"

QUESTIONS: list[tuple[str, list[str] | None]] = [

 ("what did payers spend on average in february 2026, per payer", [f"SELECT sum(amount)/count(DISTINCT payer) {S}{FEB}"]),
 ("total usdc moved across february and march 2026", [f"SELECT sum(amount) {S}{ts('2026-02-01','2026-04-01')}"]),
 ("how many payments did heurist process in december 2025 that were larger than 0.1 usdc", [f"SELECT count(*) {S}{DEC} AND {fac('heurist')} AND amount > 0.1"]),
 (f"what's the median amount received by {RX} in december 2025", [f"SELECT median(amount) {S}{DEC} AND recipient = '{RX}'"]),
 ("the 4 biggest recipients by usdc received in february 2026", [f"SELECT recipient, sum(amount) AS v {S}{FEB} GROUP BY 1 ORDER BY v DESC, recipient LIMIT 4"]),
 ("number of unique payers per week in march 2026", [f"SELECT CAST(date_trunc('week', timestamp) AS DATE) w, count(DISTINCT payer) {S}{MAR} GROUP BY 1 ORDER BY 1"]),
 (f"how many distinct days was {PX} active as a payer in november 2025", [f"SELECT count(DISTINCT CAST(timestamp AS DATE)) {S}{NOV} AND payer = '{PX}'"]),
 ("which recipients took in more than 20 usdc in april 2026", [f"SELECT recipient, sum(amount) v {S}{APR} GROUP BY 1 HAVING sum(amount) > 20 ORDER BY v DESC, recipient"]),
 ("what proportion of recipients in may 2026 received 5 or more payments", [f"SELECT 100.0*count(*) FILTER (WHERE n >= 5)/count(*) FROM (SELECT recipient, count(*) n {S}{MAY} GROUP BY 1)"]),
 ("how did payment counts in february 2026 compare with march 2026", [f"SELECT count(*) {S}{FEB}", f"SELECT count(*) {S}{MAR}"]),
 ("average daily volume via coinbase in april 2026", [f"SELECT sum(amount)/30 {S}{APR} AND {fac('coinbase')}"]),
 ("the 3 smallest payments of december 2025", [f"SELECT amount {S}{DEC} ORDER BY amount, timestamp, block_number, log_index LIMIT 3"]),
 (f"percentage of {PX}'s november 2025 spend that went through payai", [f"SELECT 100.0*sum(amount) FILTER (WHERE {fac('payai')})/sum(amount) {S}{NOV} AND payer = '{PX}'"]),
 ("which hour of the day had the fewest payments in march 2026", [f"SELECT hour(timestamp) h, count(*) c {S}{MAR} GROUP BY 1 ORDER BY c, h LIMIT 1"]),
 ("how many payers sent exactly three payments in february 2026", [f"SELECT count(*) FROM (SELECT payer {S}{FEB} GROUP BY 1 HAVING count(*) = 3)"]),
 ("volume on sundays in may 2026", [f"SELECT sum(amount) {S}{MAY} AND isodow(timestamp) = 7"]),
 ("what was the quietest day of february 2026 by number of payments", [f"SELECT CAST(timestamp AS DATE) d, count(*) c {S}{FEB} GROUP BY 1 ORDER BY c, d LIMIT 1"]),
 ("how many payments were under a tenth of a cent in march 2026", [f"SELECT count(*) {S}{MAR} AND amount < 0.001"]),
 ("what is the average number of settlements per recipient via payai in march 2026", [f"SELECT count(*)*1.0/count(DISTINCT recipient) {S}{MAR} AND {fac('payai')}"]),
 ("total volume in the 3 days before 2026-05-01", [f"SELECT sum(amount) {S}{ts('2026-04-28','2026-05-01')}"]),
 ("how many payments settled on chain in april 2026 were refunds", None),
 ("which payer has the highest lifetime value", None),
]


def main() -> None:
    lines = [item_line(f"mini7-{i}", question, sql, shape=f"mini7-{i}", split="heldout")
             for i, (question, sql) in enumerate(QUESTIONS, 1)]
    OUT.write_text("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
