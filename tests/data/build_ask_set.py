"""Writes ``ask_labelled.jsonl``: /ask questions by shape, each with hand-written SQL.

    python tests/data/build_ask_set.py

Every question belongs to one *shape* (a kind of question: what is measured, over which
filters); the split is by shape, decided before the planner was written and listed in
``TEST_SHAPES`` / ``DEV_SHAPES``: the planner is tuned on train (and checked on dev) only.
The SQL of a shape is written here by hand against the raw tables, independently of the
planner; relative dates are resolved against ``AS_OF``, the last day of the test warehouse.
Expected values are the cells of the SQL results in reading order; ``"refuse": true`` marks
a question with a clause no plan covers (it must answer 422, unpaid).
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable
from datetime import date, timedelta
from pathlib import Path

AS_OF = "2026-06-03"
OUT = Path(__file__).with_name("ask_labelled.jsonl")

#: Held out: never run while tuning the planner (decided before the planner was written).
TEST_SHAPES = {"vol_under", "perday_count_month", "max_with_payer", "cmp_months_volume",
               "fac_threshold_count", "recipient_distinct_payers", "cmp_facilitators",
               "median_and_avg", "day_volume", "uniq_recipients", "top_payers_volume",
               "weekly_count"}
DEV_SHAPES = {"fac_volume", "perday_volume_rel", "busiest_day", "amount_between",
              "payer_distinct_recipients", "share_volume"}

P1 = "0xf7b1356cfed0eebe01d76da7ba9e9f8bf12d9d57"  # heavy payer, Oct-Nov 2025
P2 = "0x71c167e196443cd2394f3a50c74ab4a4a3bdb1d1"  # payer, Oct 2025 - Jan 2026
P3 = "0x45a33ac6db4455460b364a1fc1ae8c489bc644a7"
R1 = "0xf7b1356cfed0eebe01d76da7ba9e9f8bf12d9d57"
R2 = "0x5e50d23ec14ea4436582029a25313e5048e01d10"
R3 = "0xef4364fe4487353df46eb7c811d4fac78b856c7f"


def fac(name: str) -> str:
    """``facilitator IN (...)`` for a named facilitator, from the calibration list."""
    import sys

    sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "src"))
    from sextant.warehouse.planner.reading import facilitator_names

    inside = ", ".join(f"'{a}'" for a in facilitator_names()[name])
    return f"facilitator IN ({inside})"


def ts(start: str | None, end: str | None) -> str:
    """Whole-day range ``[start, end)``."""
    parts = []
    if start:
        parts.append(f"timestamp >= TIMESTAMPTZ '{start} 00:00:00+00'")
    if end:
        parts.append(f"timestamp < TIMESTAMPTZ '{end} 00:00:00+00'")
    return " AND ".join(parts) or "TRUE"


# (phrase, where, days) for periods a question can name
MONTHS = [("March 2026", ts("2026-03-01", "2026-04-01"), 31),
          ("April 2026", ts("2026-04-01", "2026-05-01"), 30),
          ("November 2025", ts("2025-11-01", "2025-12-01"), 30),
          ("December 2025", ts("2025-12-01", "2026-01-01"), 31),
          ("January 2026", ts("2026-01-01", "2026-02-01"), 31),
          ("October 2025", ts("2025-10-01", "2025-11-01"), 31)]
RELATIVE = [("the last 7 days", ts("2026-05-28", "2026-06-04"), 7),
            ("the past 30 days", ts("2026-05-05", "2026-06-04"), 30),
            ("the last 2 weeks", ts("2026-05-21", "2026-06-04"), 14),
            ("the past 14 days", ts("2026-05-21", "2026-06-04"), 14)]
OTHER = [("Q1 2026", ts("2026-01-01", "2026-04-01"), 90),
         ("2025", ts("2025-01-01", "2026-01-01"), 365),
         ("Q4 2025", ts("2025-10-01", "2026-01-01"), 92)]

Item = dict[str, object]
SHAPES: dict[str, Callable[[], list[tuple[str, list[str]]]]] = {}
#: Shapes added after the first planner (issue 16's stranger probes): their split is not
#: listed by hand but drawn from the shape's name (``hashed_split``), fixed when the shape is
#: written and before the planner is tuned for it.
HASHED: set[str] = set()


def hashed_split(name: str) -> str:
    """test for 3 in 10 names, dev for 2 in 10, train for the rest (sha256 of the name)."""
    bucket = int(hashlib.sha256(name.encode()).hexdigest(), 16) % 10
    return "test" if bucket < 3 else "dev" if bucket < 5 else "train"


def shape(name: str, hashed: bool = False
          ) -> Callable[[Callable[[], list[tuple[str, list[str]]]]],
                        Callable[[], list[tuple[str, list[str]]]]]:
    def deco(fn: Callable[[], list[tuple[str, list[str]]]]
             ) -> Callable[[], list[tuple[str, list[str]]]]:
        SHAPES[name] = fn
        if hashed:
            HASHED.add(name)
        return fn
    return deco


def split_of(name: str) -> str:
    if name in HASHED:
        return hashed_split(name)
    return "test" if name in TEST_SHAPES else "dev" if name in DEV_SHAPES else "train"


def agg(expr: str, where: str) -> str:
    return f"SELECT {expr} FROM settlements WHERE {where}"


def per(templates: list[str], params: list[tuple[str, str, int]], expr: str,
        extra: str = "") -> list[tuple[str, list[str]]]:
    """Each template with each period (round robin over templates)."""
    out = []
    for i, (phrase, where, _days) in enumerate(params):
        t = templates[i % len(templates)]
        w = f"{where} AND {extra}" if extra else where
        out.append((t.format(p=phrase), [agg(expr, w)]))
    return out


@shape("count_month")
def _count_month() -> list[tuple[str, list[str]]]:
    return per(["How many x402 settlements were there in {p}?", "number of payments in {p}",
                "count the settlements during {p}", "how many transactions happened in {p}"],
               MONTHS + OTHER[:2], "count(*)")


@shape("volume_relative")
def _volume_relative() -> list[tuple[str, list[str]]]:
    return per(["What was the total USDC volume over {p}?", "how much USDC was paid in {p}",
                "total amount settled in {p}"], RELATIVE + MONTHS[:5], "sum(amount)")


@shape("avg_payment")
def _avg() -> list[tuple[str, list[str]]]:
    return per(["What was the average payment size in {p}?", "mean settlement amount in {p}",
                "average amount per payment during {p}"], MONTHS[:4] + RELATIVE[:3] +
               OTHER[:1], "avg(amount)")


@shape("median_payment")
def _median() -> list[tuple[str, list[str]]]:
    return per(["What is the median payment in {p}?", "median settlement amount during {p}",
                "median amount paid per settlement in {p}"], MONTHS[:5] + RELATIVE[:3],
               "median(amount)")


@shape("min_payment")
def _min() -> list[tuple[str, list[str]]]:
    return per(["smallest payment in {p}", "What was the minimum settlement amount in {p}?",
                "lowest amount paid in a single settlement during {p}"],
               MONTHS[:5] + RELATIVE[:3], "min(amount)")


@shape("max_payment")
def _max() -> list[tuple[str, list[str]]]:
    return per(["largest payment in {p}", "What was the biggest single settlement in {p}?",
                "maximum amount of one payment during {p}"], MONTHS[:5] + RELATIVE[:3],
               "max(amount)")


@shape("uniq_payers")
def _uniq_payers() -> list[tuple[str, list[str]]]:
    return per(["How many unique payers were there in {p}?", "number of distinct payers in {p}",
                "how many different wallets paid during {p}"], MONTHS[:5] + RELATIVE[:3],
               "count(DISTINCT payer)")


@shape("uniq_recipients")
def _uniq_recipients() -> list[tuple[str, list[str]]]:
    return per(["How many unique recipients received payments in {p}?",
                "number of distinct recipients during {p}",
                "how many different addresses got paid in {p}"], MONTHS[:5] + RELATIVE[:3],
               "count(DISTINCT recipient)")


@shape("count_all_time")
def _count_all() -> list[tuple[str, list[str]]]:
    qs = ["How many x402 settlements are there in total?", "total number of settlements ever",
          "how many payments have been made all time?", "count of all settlements",
          "What is the all-time settlement count?", "how many transactions overall",
          "lifetime number of x402 payments", "how many settlements in the warehouse in total"]
    return [(q, [agg("count(*)", "TRUE")]) for q in qs]


@shape("volume_quarter")
def _vol_quarter() -> list[tuple[str, list[str]]]:
    params = [("Q1 2026", ts("2026-01-01", "2026-04-01"), 90),
              ("Q4 2025", ts("2025-10-01", "2026-01-01"), 92),
              ("Q3 2025", ts("2025-07-01", "2025-10-01"), 92),
              ("Q2 2026", ts("2026-04-01", "2026-07-01"), 91)]
    return per(["total volume in {p}", "How much USDC was settled in {p}?",
                "what was the payment volume during {p}"], params + params[:4], "sum(amount)")[:8]


FACS = ["coinbase", "payai", "daydreams", "thirdweb", "heurist", "questflow"]


def fac_cases(templates: list[str], expr: str, periods: list[tuple[str, str, int]]
              ) -> list[tuple[str, list[str]]]:
    out = []
    for i, (phrase, where, _d) in enumerate(periods):
        name = FACS[i % len(FACS)]
        shown = "PayAI" if name == "payai" else name.title()
        t = templates[i % len(templates)]
        out.append((t.format(p=phrase, f=shown), [agg(expr, f"{where} AND {fac(name)}")]))
    return out


@shape("fac_count")
def _fac_count() -> list[tuple[str, list[str]]]:
    return fac_cases(["How many settlements did {f} facilitate in {p}?",
                      "number of payments settled through {f} in {p}",
                      "how many transactions went via the {f} facilitator during {p}",
                      "count of {f} settlements in {p}"], "count(*)", MONTHS + RELATIVE[:3])


@shape("fac_volume")
def _fac_volume() -> list[tuple[str, list[str]]]:
    return fac_cases(["What volume did {f} settle in {p}?",
                      "total USDC settled by {f} during {p}",
                      "how much USDC went through {f} in {p}"], "sum(amount)",
                     MONTHS[:5] + RELATIVE[:3])


@shape("payer_count")
def _payer_count() -> list[tuple[str, list[str]]]:
    out = []
    for i, (phrase, where, _d) in enumerate([MONTHS[2], MONTHS[5], MONTHS[3], OTHER[2]]):
        for j, p in enumerate([P1, P2]):
            t = ["How many payments did {a} make in {p}?",
                 "number of settlements paid by {a} in {p}",
                 "how many times did {a} pay during {p}",
                 "count of payments sent from {a} in {p}"][(i + j) % 4]
            out.append((t.format(a=p, p=phrase), [agg("count(*)", f"{where} AND payer = '{p}'")]))
    return out


@shape("recipient_volume")
def _recipient_volume() -> list[tuple[str, list[str]]]:
    out = []
    for i, (phrase, where, _d) in enumerate([MONTHS[2], MONTHS[5], OTHER[2], MONTHS[3]]):
        for j, r in enumerate([R1, R2]):
            t = ["How much did {a} receive in {p}?", "total USDC received by {a} during {p}",
                 "what volume was paid to {a} in {p}",
                 "how much USDC did {a} earn in {p}"][(i + j) % 4]
            out.append((t.format(a=r, p=phrase),
                        [agg("sum(amount)", f"{where} AND recipient = '{r}'")]))
    return out


THRESH = [("1 USDC", "1"), ("0.01 USDC", "0.01"), ("10 USDC", "10"), ("$5", "5"),
          ("0.005 USDC", "0.005"), ("2 USDC", "2"), ("$0.5", "0.5"), ("100 USDC", "100")]


@shape("count_over")
def _count_over() -> list[tuple[str, list[str]]]:
    templates = ["How many payments over {x} were there in {p}?",
                 "number of settlements above {x} in {p}",
                 "how many settlements larger than {x} during {p}",
                 "count of payments of more than {x} in {p}"]
    out = []
    for i, (phrase, where, _d) in enumerate(MONTHS[:4] + RELATIVE[:2] + OTHER[:2]):
        x, v = THRESH[i]
        out.append((templates[i % 4].format(x=x, p=phrase),
                    [agg("count(*)", f"{where} AND amount > {v}")]))
    return out


@shape("count_at_least")
def _count_at_least() -> list[tuple[str, list[str]]]:
    templates = ["How many payments of at least {x} in {p}?",
                 "number of settlements of {x} or more during {p}",
                 "how many settlements were {x} or above in {p}"]
    out = []
    for i, (phrase, where, _d) in enumerate(MONTHS[:5] + RELATIVE[:3]):
        x, v = THRESH[(i + 3) % len(THRESH)]
        out.append((templates[i % 3].format(x=x, p=phrase),
                    [agg("count(*)", f"{where} AND amount >= {v}")]))
    return out


@shape("vol_under")
def _vol_under() -> list[tuple[str, list[str]]]:
    templates = ["What was the total volume of payments under {x} in {p}?",
                 "how much USDC was paid in settlements below {x} during {p}",
                 "sum of payments smaller than {x} in {p}"]
    out = []
    for i, (phrase, where, _d) in enumerate(MONTHS[:5] + RELATIVE[:3]):
        x, v = THRESH[i % len(THRESH)]
        out.append((templates[i % 3].format(x=x, p=phrase),
                    [agg("sum(amount)", f"{where} AND amount < {v}")]))
    return out


@shape("amount_between")
def _amount_between() -> list[tuple[str, list[str]]]:
    templates = ["How many payments between 1 and 10 USDC in {p}?",
                 "number of settlements between 0.002 and 0.01 USDC during {p}",
                 "how many settlements from 0.5 to 5 USDC in {p}"]
    bounds = [("1", "10"), ("0.002", "0.01"), ("0.5", "5")]
    out = []
    for i, (phrase, where, _d) in enumerate(MONTHS[:5] + RELATIVE[:3]):
        lo, hi = bounds[i % 3]
        out.append((templates[i % 3].format(p=phrase),
                    [agg("count(*)", f"{where} AND amount BETWEEN {lo} AND {hi}")]))
    return out


DAY_RANGES = [("between March 3 and March 10, 2026", "2026-03-03", "2026-03-11"),
              ("from April 5 to April 12, 2026", "2026-04-05", "2026-04-13"),
              ("from 2025-11-10 to 2025-11-20", "2025-11-10", "2025-11-21"),
              ("between January 1 and January 7, 2026", "2026-01-01", "2026-01-08"),
              ("from December 20 to December 31, 2025", "2025-12-20", "2026-01-01"),
              ("between May 1 and May 15, 2026", "2026-05-01", "2026-05-16"),
              ("from 2026-02-01 through 2026-02-14", "2026-02-01", "2026-02-15"),
              ("between October 5 and October 9, 2025", "2025-10-05", "2025-10-10")]


@shape("day_range_count")
def _day_range_count() -> list[tuple[str, list[str]]]:
    templates = ["How many settlements {r}?", "number of payments {r}",
                 "count the transactions {r}", "how many x402 payments happened {r}"]
    return [(templates[i % 4].format(r=r), [agg("count(*)", ts(a, b))])
            for i, (r, a, b) in enumerate(DAY_RANGES)]


@shape("day_range_volume")
def _day_range_volume() -> list[tuple[str, list[str]]]:
    templates = ["What was the volume {r}?", "how much USDC was paid {r}",
                 "total settled amount {r}"]
    return [(templates[i % 3].format(r=r), [agg("sum(amount)", ts(a, b))])
            for i, (r, a, b) in enumerate(DAY_RANGES)]


DAYS = [("on March 14, 2026", "2026-03-14", "2026-03-15"),
        ("on 2026-04-01", "2026-04-01", "2026-04-02"),
        ("on November 15, 2025", "2025-11-15", "2025-11-16"),
        ("on 2025-12-25", "2025-12-25", "2025-12-26"),
        ("on 2 January 2026", "2026-01-02", "2026-01-03"),
        ("yesterday", "2026-06-02", "2026-06-03"),
        ("on May 20, 2026", "2026-05-20", "2026-05-21"),
        ("on 2026-02-14", "2026-02-14", "2026-02-15")]


@shape("day_count")
def _day_count() -> list[tuple[str, list[str]]]:
    templates = ["How many settlements {d}?", "number of payments {d}",
                 "how many x402 transactions happened {d}"]
    return [(templates[i % 3].format(d=d), [agg("count(*)", ts(a, b))])
            for i, (d, a, b) in enumerate(DAYS)]


@shape("day_volume")
def _day_volume() -> list[tuple[str, list[str]]]:
    templates = ["What was the total volume {d}?", "how much USDC was settled {d}",
                 "USDC volume {d}"]
    return [(templates[i % 3].format(d=d), [agg("sum(amount)", ts(a, b))])
            for i, (d, a, b) in enumerate(DAYS)]


@shape("perday_count_month")
def _perday_count_month() -> list[tuple[str, list[str]]]:
    templates = ["What was the average number of settlements per day in {p}?",
                 "average daily settlement count during {p}",
                 "how many payments per day on average in {p}"]
    return [(templates[i % 3].format(p=p), [agg(f"count(*) / {d}.0", w)])
            for i, (p, w, d) in enumerate(MONTHS + RELATIVE[:2])]


@shape("perday_volume_rel")
def _perday_volume_rel() -> list[tuple[str, list[str]]]:
    templates = ["What was the average daily volume over {p}?",
                 "average USDC volume per day in {p}",
                 "how much USDC was settled per day on average during {p}"]
    return [(templates[i % 3].format(p=p), [agg(f"sum(amount) / {d}", w)])
            for i, (p, w, d) in enumerate(RELATIVE + MONTHS[:4])]


MONTH_PAIRS = [(MONTHS[0], MONTHS[1]), (MONTHS[2], MONTHS[3]), (MONTHS[4], MONTHS[0]),
               (MONTHS[5], MONTHS[2]), (MONTHS[3], MONTHS[4]), (MONTHS[1], MONTHS[0]),
               (MONTHS[2], MONTHS[4]), (MONTHS[5], MONTHS[3])]


@shape("cmp_months_count")
def _cmp_months_count() -> list[tuple[str, list[str]]]:
    templates = ["Compare the number of settlements in {a} with {b}",
                 "how many payments in {a} versus {b}?",
                 "settlement count {a} vs {b}",
                 "did {a} have more settlements than {b}?"]
    return [(templates[i % 4].format(a=a[0], b=b[0]),
             [agg("count(*)", a[1]), agg("count(*)", b[1])])
            for i, (a, b) in enumerate(MONTH_PAIRS)]


@shape("cmp_months_volume")
def _cmp_months_volume() -> list[tuple[str, list[str]]]:
    templates = ["Compare the USDC volume of {a} and {b}",
                 "how did volume in {a} compare to {b}?",
                 "total volume {a} versus {b}"]
    return [(templates[i % 3].format(a=a[0], b=b[0]),
             [agg("sum(amount)", a[1]), agg("sum(amount)", b[1])])
            for i, (a, b) in enumerate(MONTH_PAIRS)]


@shape("cmp_prev_period")
def _cmp_prev() -> list[tuple[str, list[str]]]:
    cases = [("settlements in the last 7 days compared with the previous 7 days",
              "count(*)", ts("2026-05-28", "2026-06-04"), ts("2026-05-21", "2026-05-28")),
             ("volume in the last 30 days vs the prior 30 days", "sum(amount)",
              ts("2026-05-05", "2026-06-04"), ts("2026-04-05", "2026-05-05")),
             ("how many payments in the past 14 days versus the 14 days before", "count(*)",
              ts("2026-05-21", "2026-06-04"), ts("2026-05-07", "2026-05-21")),
             ("compare volume of the last 7 days with the preceding 7 days", "sum(amount)",
              ts("2026-05-28", "2026-06-04"), ts("2026-05-21", "2026-05-28")),
             ("number of settlements in the last 30 days compared to the previous 30 days",
              "count(*)", ts("2026-05-05", "2026-06-04"), ts("2026-04-05", "2026-05-05")),
             ("median payment last 7 days vs previous 7 days", "median(amount)",
              ts("2026-05-28", "2026-06-04"), ts("2026-05-21", "2026-05-28")),
             ("unique payers in the last 14 days compared with the prior 14 days",
              "count(DISTINCT payer)", ts("2026-05-21", "2026-06-04"),
              ts("2026-05-07", "2026-05-21")),
             ("average payment in the past 30 days versus the previous 30 days", "avg(amount)",
              ts("2026-05-05", "2026-06-04"), ts("2026-04-05", "2026-05-05"))]
    return [(q, [agg(e, a), agg(e, b)]) for q, e, a, b in cases]


@shape("count_and_volume")
def _count_and_volume() -> list[tuple[str, list[str]]]:
    templates = ["How many settlements were there in {p} and what was their total volume?",
                 "number of payments and total USDC volume in {p}",
                 "count and total amount of settlements during {p}",
                 "how many payments and how much USDC in {p}?"]
    return [(templates[i % 4].format(p=p), [agg("count(*), sum(amount)", w)])
            for i, (p, w, _d) in enumerate(MONTHS[:5] + RELATIVE[:3])]


@shape("median_and_avg")
def _median_and_avg() -> list[tuple[str, list[str]]]:
    templates = ["What were the median and the average payment in {p}?",
                 "median and mean settlement amount during {p}",
                 "give me the median payment and the average payment for {p}"]
    return [(templates[i % 3].format(p=p), [agg("median(amount), avg(amount)", w)])
            for i, (p, w, _d) in enumerate(MONTHS[:5] + RELATIVE[:3])]


def row_max(where: str, col: str) -> str:
    return (f"SELECT amount, {col} FROM settlements WHERE {where} "
            "ORDER BY amount DESC, block_number, log_index LIMIT 1")


@shape("max_with_payer")
def _max_with_payer() -> list[tuple[str, list[str]]]:
    templates = ["What was the largest single payment in {p} and who paid it?",
                 "biggest settlement during {p} and its payer",
                 "who made the largest payment in {p}, and how much was it?"]
    return [(templates[i % 3].format(p=p), [row_max(w, "payer")])
            for i, (p, w, _d) in enumerate(MONTHS[:5] + RELATIVE[:3])]


@shape("max_with_recipient")
def _max_with_recipient() -> list[tuple[str, list[str]]]:
    templates = ["Who received the largest payment in {p}, and how much was it?",
                 "the biggest single payment during {p} and its recipient",
                 "largest settlement in {p}: amount and who was paid"]
    return [(templates[i % 3].format(p=p), [row_max(w, "recipient")])
            for i, (p, w, _d) in enumerate(MONTHS[:5] + RELATIVE[:3])]


def top(col: str, where: str, order: str, n: int) -> str:
    return (f"SELECT {col}, {order} FROM settlements WHERE {where} GROUP BY {col} "
            f"ORDER BY {order} DESC, {col} LIMIT {n}")


@shape("top_recipients_volume")
def _top_recipients_volume() -> list[tuple[str, list[str]]]:
    templates = ["Top {n} recipients by volume in {p}", "which {n} recipients received the "
                 "most USDC during {p}?", "top {n} merchants by USDC received in {p}"]
    return [(templates[i % 3].format(n=n, p=p), [top("recipient", w, "sum(amount)", n)])
            for i, ((p, w, _d), n) in enumerate(zip(MONTHS[:4] + RELATIVE[:3] + OTHER[:1],
                                                    [5, 3, 10, 5, 3, 5, 10, 3], strict=True))]


@shape("top_payers_count")
def _top_payers_count() -> list[tuple[str, list[str]]]:
    templates = ["top {n} payers by number of payments in {p}",
                 "which {n} payers made the most settlements during {p}?",
                 "the {n} most active payers in {p}"]
    return [(templates[i % 3].format(n=n, p=p), [top("payer", w, "count(*)", n)])
            for i, ((p, w, _d), n) in enumerate(zip(MONTHS[:4] + RELATIVE[:3] + OTHER[:1],
                                                    [5, 3, 10, 5, 3, 5, 10, 3], strict=True))]


@shape("top_payers_volume")
def _top_payers_volume() -> list[tuple[str, list[str]]]:
    templates = ["top {n} payers by volume in {p}", "which {n} payers spent the most USDC "
                 "during {p}?", "the {n} biggest spenders by USDC in {p}"]
    return [(templates[i % 3].format(n=n, p=p), [top("payer", w, "sum(amount)", n)])
            for i, ((p, w, _d), n) in enumerate(zip(MONTHS[:4] + RELATIVE[:3] + OTHER[:1],
                                                    [5, 3, 10, 5, 3, 5, 10, 3], strict=True))]


@shape("top_facilitators_count")
def _top_facilitators() -> list[tuple[str, list[str]]]:
    templates = ["top {n} facilitators by number of settlements in {p}",
                 "which {n} facilitators settled the most payments during {p}?",
                 "the {n} busiest facilitators by settlement count in {p}"]
    return [(templates[i % 3].format(n=n, p=p), [top("facilitator", w, "count(*)", n)])
            for i, ((p, w, _d), n) in enumerate(zip(MONTHS[:4] + RELATIVE[:3] + OTHER[:1],
                                                    [3, 5, 3, 5, 3, 5, 3, 5], strict=True))]


def share(expr_part: str, expr_all: str, where: str, f: str) -> str:
    return (f"SELECT 100.0 * {expr_part} FILTER (WHERE {fac(f)}) / {expr_all} "
            f"FROM settlements WHERE {where}")


@shape("share_count")
def _share_count() -> list[tuple[str, list[str]]]:
    templates = ["What share of settlements went through {f} in {p}?",
                 "what percentage of payments did {f} settle during {p}?",
                 "{f}'s share of the settlement count in {p}"]
    out = []
    for i, (p, w, _d) in enumerate(MONTHS[:5] + RELATIVE[:3]):
        name = FACS[i % 3]
        shown = "PayAI" if name == "payai" else name.title()
        out.append((templates[i % 3].format(f=shown, p=p),
                    [share("count(*)", "count(*)", w, name)]))
    return out


@shape("share_volume")
def _share_volume() -> list[tuple[str, list[str]]]:
    templates = ["What share of the USDC volume went through {f} in {p}?",
                 "what percentage of volume did {f} settle during {p}?",
                 "{f}'s share of USDC volume in {p}"]
    out = []
    for i, (p, w, _d) in enumerate(MONTHS[:5] + RELATIVE[:3]):
        name = FACS[i % 3]
        shown = "PayAI" if name == "payai" else name.title()
        out.append((templates[i % 3].format(f=shown, p=p),
                    [share("sum(amount)", "sum(amount)", w, name)]))
    return out


def series(grain: str, expr: str, where: str) -> str:
    return (f"SELECT CAST(date_trunc('{grain}', timestamp) AS DATE) AS p, {expr} "
            f"FROM settlements WHERE {where} GROUP BY 1 ORDER BY 1")


@shape("daily_count")
def _daily_count() -> list[tuple[str, list[str]]]:
    templates = ["daily settlement count in {p}", "number of settlements per day during {p}",
                 "how many payments each day in {p}?"]
    return [(templates[i % 3].format(p=p), [series("day", "count(*)", w)])
            for i, (p, w, _d) in enumerate(MONTHS[:4] + RELATIVE[:4])]


@shape("monthly_volume")
def _monthly_volume() -> list[tuple[str, list[str]]]:
    cases = [("monthly volume in 2025", ts("2025-01-01", "2026-01-01")),
             ("USDC volume by month in Q1 2026", ts("2026-01-01", "2026-04-01")),
             ("monthly USDC volume since 2025-10-01", ts("2025-10-01", None)),
             ("volume per month during Q4 2025", ts("2025-10-01", "2026-01-01")),
             ("month by month volume in 2026", ts("2026-01-01", "2027-01-01")),
             ("how much USDC was settled each month in 2025?", ts("2025-01-01", "2026-01-01")),
             ("monthly volume trend over all time", "TRUE"),
             ("total volume per month in Q2 2026", ts("2026-04-01", "2026-07-01"))]
    return [(q, [series("month", "sum(amount)", w)]) for q, w in cases]


@shape("weekly_count")
def _weekly_count() -> list[tuple[str, list[str]]]:
    cases = [("weekly settlement count in March 2026", MONTHS[0][1]),
             ("number of payments per week during Q1 2026", OTHER[0][1]),
             ("how many settlements each week in April 2026?", MONTHS[1][1]),
             ("weekly number of payments in November 2025", MONTHS[2][1]),
             ("settlements by week in December 2025", MONTHS[3][1]),
             ("weekly payment count over the past 30 days", RELATIVE[1][1]),
             ("how many transactions per week in January 2026?", MONTHS[4][1]),
             ("weekly settlements during October 2025", MONTHS[5][1])]
    return [(q, [series("week", "count(*)", w)]) for q, w in cases]


@shape("busiest_day")
def _busiest_day() -> list[tuple[str, list[str]]]:
    templates = ["Which day had the most settlements in {p}?", "busiest day during {p}",
                 "on which day of {p} were there the most payments?"]
    sql = ("SELECT CAST(timestamp AS DATE) AS d, count(*) AS c FROM settlements WHERE {w} "
           "GROUP BY 1 ORDER BY c DESC, d LIMIT 1")
    return [(templates[i % 3].format(p=p), [sql.format(w=w)])
            for i, (p, w, _d) in enumerate(MONTHS + RELATIVE[1:3])]


@shape("highest_volume_day")
def _highest_volume_day() -> list[tuple[str, list[str]]]:
    templates = ["Which day had the highest volume in {p}?",
                 "the day with the most USDC settled during {p}",
                 "what day in {p} had the largest payment volume?"]
    sql = ("SELECT CAST(timestamp AS DATE) AS d, sum(amount) AS v FROM settlements WHERE {w} "
           "GROUP BY 1 ORDER BY v DESC, d LIMIT 1")
    return [(templates[i % 3].format(p=p), [sql.format(w=w)])
            for i, (p, w, _d) in enumerate(MONTHS + RELATIVE[1:3])]


@shape("last_payment_time")
def _last_payment() -> list[tuple[str, list[str]]]:
    cases = [("When was the last payment to {a}?", "recipient", R2),
             ("when did {a} last pay?", "payer", P2),
             ("most recent settlement paid by {a}", "payer", P1),
             ("latest payment received by {a}", "recipient", R3),
             ("When was the first payment from {a}?", "payer", P3),
             ("first settlement received by {a}", "recipient", R2),
             ("earliest payment made by {a}", "payer", P2),
             ("when did {a} receive its first payment?", "recipient", R1)]
    out = []
    for q, col, a in cases:
        order = "ASC" if ("first" in q or "earliest" in q) else "DESC"
        out.append((q.format(a=a), [f"SELECT timestamp FROM settlements WHERE {col} = '{a}' "
                                    f"ORDER BY block_number {order}, log_index {order} LIMIT 1"]))
    return out


@shape("payer_facilitator_count")
def _payer_fac() -> list[tuple[str, list[str]]]:
    out = []
    cases = [(P1, "coinbase", MONTHS[2]), (P2, "payai", MONTHS[5]), (P1, "daydreams", MONTHS[2]),
             (P3, "coinbase", MONTHS[2]), (P2, "thirdweb", OTHER[2]), (P3, "payai", MONTHS[3]),
             (P1, "heurist", OTHER[2]), (P2, "coinbase", MONTHS[3])]
    templates = ["How many payments did {a} make through {f} in {p}?",
                 "number of settlements paid by {a} via {f} during {p}",
                 "how many times did {a} pay using the {f} facilitator in {p}?"]
    for i, (a, f, (p, w, _d)) in enumerate(cases):
        shown = "PayAI" if f == "payai" else f.title()
        out.append((templates[i % 3].format(a=a, f=shown, p=p),
                    [agg("count(*)", f"{w} AND payer = '{a}' AND {fac(f)}")]))
    return out


@shape("fac_threshold_count")
def _fac_threshold() -> list[tuple[str, list[str]]]:
    templates = ["How many {f} settlements over {x} were there in {p}?",
                 "number of payments above {x} settled by {f} during {p}",
                 "how many payments larger than {x} went through {f} in {p}?"]
    out = []
    for i, (p, w, _d) in enumerate(MONTHS[:5] + RELATIVE[:3]):
        name = FACS[i % len(FACS)]
        shown = "PayAI" if name == "payai" else name.title()
        x, v = THRESH[i % len(THRESH)]
        out.append((templates[i % 3].format(f=shown, x=x, p=p),
                    [agg("count(*)", f"{w} AND {fac(name)} AND amount > {v}")]))
    return out


@shape("fac_avg")
def _fac_avg() -> list[tuple[str, list[str]]]:
    return fac_cases(["What was the average payment through {f} in {p}?",
                      "mean settlement amount settled by {f} during {p}",
                      "average amount of {f} payments in {p}"], "avg(amount)",
                     MONTHS[:5] + RELATIVE[:3])


@shape("recipient_distinct_payers")
def _recipient_distinct_payers() -> list[tuple[str, list[str]]]:
    out = []
    cases = [(R1, MONTHS[2]), (R2, MONTHS[5]), (R3, OTHER[2]), (R1, MONTHS[3]),
             (R2, OTHER[0]), (R3, MONTHS[2]), (R2, MONTHS[3]), (R1, OTHER[2])]
    templates = ["How many unique payers paid {a} in {p}?",
                 "number of distinct payers of {a} during {p}",
                 "how many different wallets sent payments to {a} in {p}?"]
    for i, (a, (p, w, _d)) in enumerate(cases):
        out.append((templates[i % 3].format(a=a, p=p),
                    [agg("count(DISTINCT payer)", f"{w} AND recipient = '{a}'")]))
    return out


@shape("payer_distinct_recipients")
def _payer_distinct_recipients() -> list[tuple[str, list[str]]]:
    out = []
    cases = [(P1, MONTHS[2]), (P2, MONTHS[5]), (P3, OTHER[2]), (P1, MONTHS[3]),
             (P2, OTHER[0]), (P3, MONTHS[2]), (P2, MONTHS[3]), (P1, OTHER[2])]
    templates = ["How many unique recipients did {a} pay in {p}?",
                 "number of distinct recipients paid by {a} during {p}",
                 "how many different addresses did {a} send payments to in {p}?"]
    for i, (a, (p, w, _d)) in enumerate(cases):
        out.append((templates[i % 3].format(a=a, p=p),
                    [agg("count(DISTINCT recipient)", f"{w} AND payer = '{a}'")]))
    return out


@shape("cmp_facilitators")
def _cmp_facilitators() -> list[tuple[str, list[str]]]:
    pairs = [("coinbase", "payai"), ("payai", "daydreams"), ("coinbase", "thirdweb"),
             ("daydreams", "coinbase"), ("heurist", "payai"), ("thirdweb", "questflow"),
             ("coinbase", "daydreams"), ("payai", "coinbase")]
    templates = ["Compare the volume settled by {a} and {b} in {p}",
                 "{a} vs {b}: USDC volume during {p}",
                 "how did {a}'s volume compare with {b}'s in {p}?"]
    out = []
    for i, ((a, b), (p, w, _d)) in enumerate(zip(pairs, MONTHS[:5] + RELATIVE[:3],
                                                 strict=True)):
        sa, sb = ("PayAI" if x == "payai" else x.title() for x in (a, b))
        out.append((templates[i % 3].format(a=sa, b=sb, p=p),
                    [agg("sum(amount)", f"{w} AND {fac(a)}"),
                     agg("sum(amount)", f"{w} AND {fac(b)}")]))
    return out


@shape("count_week_of")
def _count_week_of() -> list[tuple[str, list[str]]]:
    cases = [("2026-03-02", "2026-03-09"), ("2026-04-13", "2026-04-20"),
             ("2025-11-17", "2025-11-24"), ("2026-01-05", "2026-01-12"),
             ("2025-12-08", "2025-12-15"), ("2026-05-18", "2026-05-25"),
             ("2026-02-09", "2026-02-16"), ("2025-10-20", "2025-10-27")]
    templates = ["How many settlements in the week of {d}?",
                 "number of payments during the week starting {d}",
                 "how many payments in the week beginning {d}?"]
    return [(templates[i % 3].format(d=a), [agg("count(*)", ts(a, b))])
            for i, (a, b) in enumerate(cases)]


@shape("volume_over_threshold_fac_month")
def _volume_over_fac() -> list[tuple[str, list[str]]]:
    templates = ["total volume of {f} payments over {x} in {p}",
                 "how much USDC did {f} settle in payments above {x} during {p}?"]
    out = []
    for i, (p, w, _d) in enumerate(MONTHS[:4] + RELATIVE[:4]):
        name = FACS[(i + 1) % 4]
        shown = "PayAI" if name == "payai" else name.title()
        x, v = THRESH[(i + 1) % len(THRESH)]
        out.append((templates[i % 2].format(f=shown, x=x, p=p),
                    [agg("sum(amount)", f"{w} AND {fac(name)} AND amount > {v}")]))
    return out


@shape("refuse_unsupported")
def _refuse() -> list[tuple[str, list[str]]]:
    qs = ["How many settlements happened on public holidays in March 2026?",
          "What was the volume in March 2026 excluding refunds?",
          "how many payments in April 2026 were made by smart contract wallets?",
          "total volume in the last 30 days for payments on Ethereum mainnet",
          "how many settlements in March 2026 had a gas price above 10 gwei?",
          "average payment in Q1 2026 for AI agents only",
          "how many settlements between 9am and 5pm UTC in April 2026?",
          "volume in November 2025 by country"]
    return [(q, []) for q in qs]


# --- Stranger phrasings (issue 16, second round): months and days without a year resolve to
# the latest such date on or before AS_OF (2026-06-03): "november" is November 2025, "march"
# March 2026. Qualified periods ("the first week of november") cover exactly the days named.
BARE = {"january": ("2026-01-01", "2026-02-01"), "february": ("2026-02-01", "2026-03-01"),
        "march": ("2026-03-01", "2026-04-01"), "april": ("2026-04-01", "2026-05-01"),
        "may": ("2026-05-01", "2026-06-01"), "september": ("2025-09-01", "2025-10-01"),
        "october": ("2025-10-01", "2025-11-01"), "november": ("2025-11-01", "2025-12-01"),
        "december": ("2025-12-01", "2026-01-01"), "august": ("2025-08-01", "2025-09-01")}


@shape("perday_first_week", hashed=True)
def _perday_first_week() -> list[tuple[str, list[str]]]:
    cases = [("average number of settlements per day in the first week of {m}", "november"),
             ("how many payments per day on average during the first week of {m}?", "march"),
             ("average daily settlement count in the first week of {m}", "december"),
             ("average number of settlements per day in the first week of {m}", "april"),
             ("how many payments per day on average during the first week of {m}?", "october"),
             ("average daily settlement count in the first week of {m}", "january")]
    out = []
    for q, m in cases:
        start = BARE[m][0]
        end = start[:8] + "08"
        out.append((q.format(m=m), [agg("count(*) / 7.0", ts(start, end))]))
    return out


@shape("count_part_of_month", hashed=True)
def _count_part_of_month() -> list[tuple[str, list[str]]]:
    cases = [("how many settlements in the second half of october?", "2025-10-16", "2025-11-01"),
             ("number of payments in the first half of march", "2026-03-01", "2026-03-16"),
             ("how many settlements in the first 10 days of november", "2025-11-01",
              "2025-11-11"),
             ("count of payments in the last 10 days of december", "2025-12-22", "2026-01-01"),
             ("how many transactions in the last week of april?", "2026-04-24", "2026-05-01"),
             ("number of settlements in the first two weeks of january", "2026-01-01",
              "2026-01-15"),
             ("how many payments in the second week of february?", "2026-02-08", "2026-02-15"),
             ("settlement count for the first 5 days of may", "2026-05-01", "2026-05-06")]
    return [(q, [agg("count(*)", ts(a, b))]) for q, a, b in cases]


@shape("volume_part_of_month", hashed=True)
def _volume_part_of_month() -> list[tuple[str, list[str]]]:
    cases = [("total volume in the first half of november", "2025-11-01", "2025-11-16"),
             ("how much USDC was settled in the second half of march?", "2026-03-16",
              "2026-04-01"),
             ("USDC volume in the first week of december", "2025-12-01", "2025-12-08"),
             ("what was the volume in the last 7 days of january?", "2026-01-25", "2026-02-01"),
             ("total amount paid in the first 15 days of april", "2026-04-01", "2026-04-16"),
             ("volume during the last week of october", "2025-10-25", "2025-11-01")]
    return [(q, [agg("sum(amount)", ts(a, b))]) for q, a, b in cases]


@shape("share_to_address", hashed=True)
def _share_to_address() -> list[tuple[str, list[str]]]:
    cases = [("what share of volume went to {a} in the last 30 days", R2, "recipient",
              "sum(amount)", RELATIVE[1]),
             ("what percentage of settlements were paid by {a} in November 2025?", P1, "payer",
              "count(*)", MONTHS[2]),
             ("{a}'s share of USDC volume in October 2025", R1, "recipient", "sum(amount)",
              MONTHS[5]),
             ("what fraction of payments went to {a} during Q4 2025?", R3, "recipient",
              "count(*)", OTHER[2]),
             ("what share of the volume was paid by {a} in October 2025", P2, "payer",
              "sum(amount)", MONTHS[5]),
             ("percentage of volume received by {a} in December 2025", R2, "recipient",
              "sum(amount)", MONTHS[3])]
    out = []
    for q, a, col, expr, (_p, w, _d) in cases:
        sql = (f"SELECT 100.0 * {expr} FILTER (WHERE {col} = '{a}') / {expr} "
               f"FROM settlements WHERE {w}")
        # "{a}'s share" says no role (as payer or as recipient?): refused, not guessed
        out.append((q.format(a=a), [] if q.startswith("{a}'s") else [sql]))
    return out


@shape("share_over_threshold", hashed=True)
def _share_over_threshold() -> list[tuple[str, list[str]]]:
    cases = [("what percentage of payments were over 1 USDC in March 2026?", "amount > 1"),
             ("what share of settlements were below 0.01 USDC in the last 30 days",
              "amount < 0.01"),
             ("what fraction of payments in April 2026 were at least $5?", "amount >= 5"),
             ("percentage of settlements above 0.1 USDC during November 2025",
              "amount > 0.1"),
             ("what share of payments were $2 or more in Q1 2026?", "amount >= 2"),
             ("what percent of settlements in December 2025 were under $0.05?",
              "amount < 0.05")]
    periods = [MONTHS[0], RELATIVE[1], MONTHS[1], MONTHS[2], OTHER[0], MONTHS[3]]
    return [(q, [f"SELECT 100.0 * count(*) FILTER (WHERE {c}) / count(*) FROM settlements "
                 f"WHERE {w}"]) for (q, c), (_p, w, _d) in zip(cases, periods, strict=True)]


@shape("cmp_bare_months_count", hashed=True)
def _cmp_bare_months_count() -> list[tuple[str, list[str]]]:
    cases = [("compare the settlement counts of september and october", "september",
              "october"),
             ("how many payments in november versus december?", "november", "december"),
             ("number of settlements in march compared to april", "march", "april"),
             ("settlements in january against february", "january", "february"),
             ("count of payments: october vs. november", "october", "november"),
             ("how many transactions in april vs march", "april", "march"),
             ("compare the number of settlements in december and january", "december",
              "january"),
             ("settlement count for february versus march", "february", "march")]
    return [(q, [agg("count(*)", ts(*BARE[a])), agg("count(*)", ts(*BARE[b]))])
            for q, a, b in cases]


@shape("cmp_bare_months_volume", hashed=True)
def _cmp_bare_months_volume() -> list[tuple[str, list[str]]]:
    cases = [("compare volume in october vs november", "october", "november"),
             ("USDC volume in march versus april", "march", "april"),
             ("how did the volume in december compare to november?", "december", "november"),
             ("total volume september against october", "september", "october"),
             ("volume in jan vs feb", "january", "february"),
             ("how much USDC was settled in april compared with may?", "april", "may")]
    return [(q, [agg("sum(amount)", ts(*BARE[a])), agg("sum(amount)", ts(*BARE[b]))])
            for q, a, b in cases]


@shape("top_since_day", hashed=True)
def _top_since_day() -> list[tuple[str, list[str]]]:
    cases = [("who were the 3 biggest payers by payment count since november 1?", "payer",
              "count(*)", 3, "2025-11-01"),
             ("top 5 buyers by volume since nov 15", "payer", "sum(amount)", 5, "2025-11-15"),
             ("which 3 recipients received the most USDC since march 1st", "recipient",
              "sum(amount)", 3, "2026-03-01"),
             ("top 5 payers by number of settlements since the 1st of april", "payer",
              "count(*)", 5, "2026-04-01"),
             ("top 3 merchants by payments since dec 10", "recipient", "count(*)", 3,
              "2025-12-10"),
             ("top 4 recipients by volume since May 20", "recipient", "sum(amount)", 4,
              "2026-05-20")]
    return [(q, [top(c, ts(d, None), e, n)]) for q, c, e, n, d in cases]


@shape("median_on_day", hashed=True)
def _median_on_day() -> list[tuple[str, list[str]]]:
    cases = [("median payment size on november 10th", "2025-11-10"),
             ("what was the median payment on nov 12?", "2025-11-12"),
             ("median settlement amount on the 10th of march", "2026-03-10"),
             ("median payment on 2026-04-15", "2026-04-15"),
             ("median payment yesterday", "2026-06-02"),
             ("median payment size today", "2026-06-03"),
             ("what was the median payment on December 3rd?", "2025-12-03"),
             ("median amount paid on 5 January", "2026-01-05")]
    out = []
    for q, d in cases:
        end = (date.fromisoformat(d) + timedelta(days=1)).isoformat()
        out.append((q, [agg("median(amount)", ts(d, end))]))
    return out


@shape("count_on_day_noyear", hashed=True)
def _count_on_day_noyear() -> list[tuple[str, list[str]]]:
    cases = [("how many settlements on nov 10", "2025-11-10"),
             ("number of payments on march 3rd", "2026-03-03"),
             ("how many transactions happened on the 1st of december?", "2025-12-01"),
             ("settlement count on April 20", "2026-04-20"),
             ("how many payments were made on 14 feb", "2026-02-14"),
             ("how many settlements today?", "2026-06-03")]
    out = []
    for q, d in cases:
        end = (date.fromisoformat(d) + timedelta(days=1)).isoformat()
        out.append((q, [agg("count(*)", ts(d, end))]))
    return out


@shape("distinct_payers_abbrev_range", hashed=True)
def _distinct_payers_abbrev_range() -> list[tuple[str, list[str]]]:
    cases = [("how many distinct wallets paid between nov 3 and nov 9", "2025-11-03",
              "2025-11-10"),
             ("number of unique payers from oct 1 to oct 15", "2025-10-01", "2025-10-16"),
             ("how many different buyers between dec 24 and dec 31?", "2025-12-24",
              "2026-01-01"),
             ("unique senders from mar 3rd to mar 10th", "2026-03-03", "2026-03-11"),
             ("how many distinct payers between 3 jan and 9 jan", "2026-01-03", "2026-01-10"),
             ("count of unique payers from april 1 through april 7", "2026-04-01",
              "2026-04-08")]
    return [(q, [agg("count(DISTINCT payer)", ts(a, b))]) for q, a, b in cases]


@shape("count_since_day_noyear", hashed=True)
def _count_since_day_noyear() -> list[tuple[str, list[str]]]:
    cases = [("how many settlements since nov 1", "2025-11-01", None),
             ("number of payments from november 1st", "2025-11-01", None),
             ("how many settlements since the 15th of march?", "2026-03-15", None),
             ("how many payments after march 20", "2026-03-21", None),
             ("settlements before feb 1", None, "2026-02-01"),
             ("how many transactions since april 10th?", "2026-04-10", None)]
    return [(q, [agg("count(*)", ts(a, b))]) for q, a, b in cases]


@shape("count_excluding_facilitator", hashed=True)
def _count_excluding_facilitator() -> list[tuple[str, list[str]]]:
    cases = [("how many settlements in March 2026 excluding Coinbase", "coinbase", MONTHS[0]),
             ("number of payments in April 2026 not settled by PayAI", "payai", MONTHS[1]),
             ("how many settlements in November 2025 except those through Coinbase?",
              "coinbase", MONTHS[2]),
             ("settlements in the last 30 days excluding the Daydreams facilitator",
              "daydreams", RELATIVE[1]),
             ("how many payments in December 2025 that did not go through Thirdweb",
              "thirdweb", MONTHS[3]),
             ("count of settlements during January 2026 without PayAI", "payai", MONTHS[4])]
    return [(q, [agg("count(*)", f"{w} AND NOT {fac(f)}")]) for q, f, (_p, w, _d) in cases]


@shape("volume_excluding_facilitator", hashed=True)
def _volume_excluding_facilitator() -> list[tuple[str, list[str]]]:
    cases = [("total volume in October 2025 excluding Coinbase", "coinbase", MONTHS[5]),
             ("how much USDC was settled in March 2026 not counting PayAI?", "payai",
              MONTHS[0]),
             ("volume in the last 7 days excluding Heurist", "heurist", RELATIVE[0]),
             ("USDC volume during Q1 2026 except Coinbase", "coinbase", OTHER[0]),
             ("total amount paid in April 2026, excluding the Questflow facilitator",
              "questflow", MONTHS[1]),
             ("volume in November 2025 other than Daydreams", "daydreams", MONTHS[2])]
    return [(q, [agg("sum(amount)", f"{w} AND NOT {fac(f)}")]) for q, f, (_p, w, _d) in cases]


@shape("count_symbol_threshold", hashed=True)
def _count_symbol_threshold() -> list[tuple[str, list[str]]]:
    cases = [("how many payments \\u2265 1 USDC in March 2026", "amount >= 1", MONTHS[0]),
             ("number of settlements > $5 in April 2026", "amount > 5", MONTHS[1]),
             ("settlements < 0.01 USDC during November 2025", "amount < 0.01", MONTHS[2]),
             ("how many payments >= 10 usdc in Q1 2026?", "amount >= 10", OTHER[0]),
             ("payments \\u2264 $0.5 in December 2025: how many?", "amount <= 0.5", MONTHS[3]),
             ("count settlements <= 0.002 USDC in the last 30 days", "amount <= 0.002",
              RELATIVE[1])]
    return [(q.encode().decode("unicode_escape"), [agg("count(*)", f"{w} AND {c}")])
            for q, c, (_p, w, _d) in cases]


@shape("volume_threshold_words", hashed=True)
def _volume_threshold_words() -> list[tuple[str, list[str]]]:
    cases = [("sum of settlements of at least 2 USDC in March 2026", "amount >= 2", MONTHS[0]),
             ("how much USDC was paid in payments exceeding $10 during April 2026?",
              "amount > 10", MONTHS[1]),
             ("total volume of payments no bigger than 0.01 USDC in November 2025",
              "amount <= 0.01", MONTHS[2]),
             ("volume of settlements worth more than 1 USDC in Q4 2025", "amount > 1",
              OTHER[2]),
             ("total USDC in payments of less than $0.1 in the last 7 days", "amount < 0.1",
              RELATIVE[0]),
             ("volume from payments of 5 USDC and above in December 2025", "amount >= 5",
              MONTHS[3])]
    return [(q, [agg("sum(amount)", f"{w} AND {c}")]) for q, c, (_p, w, _d) in cases]


@shape("count_period_words", hashed=True)
def _count_period_words() -> list[tuple[str, list[str]]]:
    cases = [("how many settlements in the past fortnight", "2026-05-21", "2026-06-04"),
             ("number of payments in Q3", "2025-07-01", "2025-10-01"),
             ("how many settlements last quarter?", "2026-01-01", "2026-04-01"),
             ("how many payments this quarter", "2026-04-01", "2026-06-04"),
             ("number of settlements in the week of nov 2", "2025-11-02", "2025-11-09"),
             ("how many settlements over the weekend?", "2026-05-30", "2026-06-01"),
             ("count of payments during Q4", "2025-10-01", "2026-01-01"),
             ("how many transactions in the last fortnight", "2026-05-21", "2026-06-04")]
    return [(q, [agg("count(*)", ts(a, b))]) for q, a, b in cases]


@shape("volume_period_words", hashed=True)
def _volume_period_words() -> list[tuple[str, list[str]]]:
    cases = [("total volume last quarter", "2026-01-01", "2026-04-01"),
             ("how much USDC was settled over the weekend", "2026-05-30", "2026-06-01"),
             ("volume in Q3", "2025-07-01", "2025-10-01"),
             ("USDC volume in the past fortnight", "2026-05-21", "2026-06-04"),
             ("how much was paid during the week of march 2?", "2026-03-02", "2026-03-09"),
             ("total volume this quarter", "2026-04-01", "2026-06-04")]
    return [(q, [agg("sum(amount)", ts(a, b))]) for q, a, b in cases]


@shape("distinct_subject_words", hashed=True)
def _distinct_subject_words() -> list[tuple[str, list[str]]]:
    cases = [("how many sellers got paid in March 2026?", "recipient", MONTHS[0]),
             ("number of merchants receiving payments during April 2026", "recipient",
              MONTHS[1]),
             ("how many buyers were active in November 2025", "payer", MONTHS[2]),
             ("how many agents paid in the last 30 days?", "payer", RELATIVE[1]),
             ("count of distinct receivers in December 2025", "recipient", MONTHS[3]),
             ("how many unique senders in January 2026", "payer", MONTHS[4]),
             ("number of different payees in October 2025", "recipient", MONTHS[5]),
             ("how many customers paid in Q1 2026?", "payer", OTHER[0])]
    return [(q, [agg(f"count(DISTINCT {c})", w)]) for q, c, (_p, w, _d) in cases]


@shape("top_subject_words", hashed=True)
def _top_subject_words() -> list[tuple[str, list[str]]]:
    cases = [("top 5 sellers by revenue in March 2026", "recipient", "sum(amount)", 5,
              MONTHS[0]),
             ("top 3 buyers by spend in April 2026", "payer", "sum(amount)", 3, MONTHS[1]),
             ("which 5 agents spent the most in November 2025?", "payer", "sum(amount)", 5,
              MONTHS[2]),
             ("the 3 merchants with the most payments in December 2025", "recipient",
              "count(*)", 3, MONTHS[3]),
             ("top 5 receivers by number of payments in the last 30 days", "recipient",
              "count(*)", 5, RELATIVE[1]),
             ("top 3 senders by volume in Q1 2026", "payer", "sum(amount)", 3, OTHER[0]),
             ("5 biggest payers by volume in October 2025", "payer", "sum(amount)", 5,
              MONTHS[5]),
             ("which 4 sellers earned the most in January 2026?", "recipient", "sum(amount)",
              4, MONTHS[4])]
    return [(q, [top(c, w, e, n)]) for q, c, e, n, (_p, w, _d) in cases]


@shape("payers_min_payments", hashed=True)
def _payers_min_payments() -> list[tuple[str, list[str]]]:
    cases = [("how many payers made more than 10 payments in March 2026?", "payer", "> 10",
              MONTHS[0]),
             ("number of recipients with at least 5 settlements in April 2026", "recipient",
              ">= 5", MONTHS[1]),
             ("how many wallets paid more than 100 times in November 2025", "payer", "> 100",
              MONTHS[2]),
             ("how many merchants received 20 or more payments in the last 30 days",
              "recipient", ">= 20", RELATIVE[1]),
             ("how many buyers made at least 2 payments in December 2025?", "payer", ">= 2",
              MONTHS[3]),
             ("number of payers with more than 50 settlements in Q1 2026", "payer", "> 50",
              OTHER[0])]
    return [(q, [f"SELECT count(*) FROM (SELECT {c} FROM settlements WHERE {w} GROUP BY {c} "
                 f"HAVING count(*) {h})"]) for q, c, h, (_p, w, _d) in cases]


@shape("refuse_vague_or_unplaced", hashed=True)
def _refuse_vague() -> list[tuple[str, list[str]]]:
    qs = ["how many settlements in early november",
          "volume in mid march",
          "how many payments at the end of april?",
          "settlements in late december",
          "how many payments during business hours last week",
          "volume around christmas",
          "how many settlements at lunchtime in March 2026",
          "average payment at night in April 2026"]
    return [(q, []) for q in qs]


@shape("refuse_unplaced_measure", hashed=True)
def _refuse_unplaced_measure() -> list[tuple[str, list[str]]]:
    # the 2nd and 4th were refused (no such measure) until issue #16's round ha6 added the
    # spread of payment amounts; they keep their ids, now with hand SQL
    qs: list[tuple[str, list[str]]] = [
        ("what was the growth rate of volume in March 2026", []),
        ("standard deviation of payment size in April 2026",
         [agg("stddev_samp(amount)", MONTHS[1][1])]),
        ("how many payments were refunded in March 2026", []),
        ("what is the 90th percentile payment in November 2025",
         [agg("quantile_cont(amount, 0.9)", MONTHS[2][1])]),
        ("how many settlements per hour last week", []),
        ("average number of unique recipients per payer in March 2026", [])]
    return qs


def main() -> None:
    items: list[Item] = []
    for name, build in SHAPES.items():
        split = split_of(name)
        for i, (question, sql) in enumerate(build()):
            item: Item = {"id": f"{name}-{i + 1}", "shape": name, "split": split,
                          "question": question}
            if sql:
                item["sql"] = sql
            else:
                item["refuse"] = True
            items.append(item)
    OUT.write_text("".join(json.dumps(x) + "\n" for x in items))
    shapes = {str(x["shape"]) for x in items}
    print(f"{len(items)} questions over {len(shapes)} shapes -> {OUT}")


if __name__ == "__main__":
    main()
