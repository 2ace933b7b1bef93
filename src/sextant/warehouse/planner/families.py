"""One SQL recipe per question family; every query goes through the guard and the trace.

Period filters on ``settlements`` are exact block ranges read from ``daily_stats``
(``first_block``/``last_block`` of the period's days) plus the timestamp bounds, so files and
row groups outside the period are pruned. Whole-day counts and volumes with no other filter
come from ``daily_stats``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import date
from typing import Any

from sextant.warehouse import answer as fmt
from sextant.warehouse.backends import Result
from sextant.warehouse.planner.intent import Intent, parse_intent
from sextant.warehouse.planner.timephrases import ALL_TIME, Period, require_held

Runner = Callable[[str], Result]

METRIC_SQL = {
    "count": "count(*)",
    "volume": "sum(amount)",
    "median": "median(amount)",
    "avg": "avg(amount)",
    "max": "max(amount)",
    "min": "min(amount)",
    "unique_payers": "count(DISTINCT payer)",
    "unique_recipients": "count(DISTINCT recipient)",
}
METRIC_NAME = {
    "count": "settlements", "volume": "volume", "median": "median payment",
    "avg": "average payment", "max": "largest payment", "min": "smallest payment",
    "unique_payers": "unique payers", "unique_recipients": "unique recipients",
}
DAILY_COLUMN = {
    "count": "total_count", "volume": "total_volume_usdc", "median": "median_amount_usdc",
    "avg": "avg_amount_usdc", "max": "max_amount_usdc", "unique_payers": "unique_payers",
    "unique_recipients": "unique_recipients",
}
SUGGESTIONS = [
    "How many x402 settlements happened in the last 7 days?",
    "What was the total USDC volume in March 2026?",
    "What is the median payment amount since May?",
    "Top 10 recipients by volume in the last 30 days",
    "Top facilitators by number of settlements",
    "Daily settlement count in May 2026",
    "Monthly volume trend",
    "Compare March 2026 with April 2026",
    "What share of settlements went through Coinbase?",
    "Payment history of 0x…",
    "When was the last payment to 0x…?",
    "Which day had the most settlements?",
]


class Unanswerable(Exception):
    """The planner recognises no answerable family in the question."""

    def __init__(self, message: str, suggestions: list[str] | None = None) -> None:
        super().__init__(message)
        self.suggestions = suggestions or SUGGESTIONS


@dataclass
class Planned:
    answer: str
    family: str


def _lit(d: date) -> str:
    return f"DATE '{d.isoformat()}'"


def _ts(d: date) -> str:
    return f"TIMESTAMPTZ '{d.isoformat()} 00:00:00+00'"


def day_where(p: Period, col: str = "day") -> str:
    parts = []
    if p.start:
        parts.append(f"{col} >= {_lit(p.start)}")
    if p.end:
        parts.append(f"{col} < {_lit(p.end)}")
    return " AND ".join(parts) or "TRUE"


class Context:
    """What the families need: the runner (guard + engine + trace) and the snapshot end."""

    def __init__(self, run: Runner, as_of: date) -> None:
        self.run = run
        self.as_of = as_of

    def blocks(self, p: Period) -> tuple[int, int] | None:
        """The period's block range from ``daily_stats`` (``None`` when it has no data)."""
        res = self.run("SELECT min(first_block) AS lo, max(last_block) AS hi FROM daily_stats "
                       f"WHERE {day_where(p)}")
        lo, hi = res.rows[0] if res.rows else (None, None)
        return None if lo is None else (int(lo), int(hi))

    def settlement_where(self, p: Period, intent: Intent) -> str | None:
        span = self.blocks(p)
        if span is None:
            return None
        parts = [f"block_number BETWEEN {span[0]} AND {span[1]}"]
        if p.start:
            parts.append(f"timestamp >= {_ts(p.start)}")
        if p.end:
            parts.append(f"timestamp < {_ts(p.end)}")
        if intent.address:
            a = f"'{intent.address}'"
            parts.append({"payer": f"payer = {a}", "recipient": f"recipient = {a}"}.get(
                intent.role, f"(payer = {a} OR recipient = {a})"))
        if intent.facilitator_addresses:
            inside = ", ".join(f"'{x}'" for x in intent.facilitator_addresses)
            parts.append(f"facilitator IN ({inside})")
        return " AND ".join(parts)


def _scope(intent: Intent, p: Period) -> str:
    bits = []
    if intent.address:
        verb = {"payer": "paid by", "recipient": "received by"}.get(intent.role, "involving")
        bits.append(f"{verb} {intent.address}")
    if intent.facilitator:
        bits.append(f"settled by {intent.facilitator.title()} facilitators "
                    f"({len(intent.facilitator_addresses)} address"
                    f"{'es' if len(intent.facilitator_addresses) != 1 else ''})")
    bits.append("over all time" if p is ALL_TIME or (p.start is None and p.end is None)
                else (p.label if p.label.startswith(("since ", "before ", "after ",
                                                      "yesterday", "today"))
                      else f"in {p.label}"))
    return " ".join(bits)


def _no_data(intent: Intent, p: Period) -> str:
    return f"The warehouse has no settlements {_scope(intent, p)}."


def _filtered(intent: Intent) -> bool:
    return bool(intent.address or intent.facilitator_addresses)


def aggregate_value(ctx: Context, intent: Intent, p: Period) -> Any:
    metric = intent.metric
    if not _filtered(intent) and metric in ("count", "volume", "avg"):
        expr = {"count": "sum(total_count)", "volume": "sum(total_volume_usdc)",
                "avg": "sum(total_volume_usdc) / nullif(sum(total_count), 0)"}[metric]
        res = ctx.run(f"SELECT {expr} AS value FROM daily_stats WHERE {day_where(p)}")
        value = res.rows[0][0] if res.rows else None
        return 0 if value is None and metric != "avg" else value
    where = ctx.settlement_where(p, intent)
    if where is None:
        return 0 if metric in ("count", "volume") else None
    res = ctx.run(f"SELECT {METRIC_SQL[metric]} AS value FROM settlements WHERE {where}")
    value = res.rows[0][0] if res.rows else None
    return 0 if value is None and metric in ("count", "volume") else value


def family_aggregate(ctx: Context, intent: Intent) -> str:
    p = intent.period or ALL_TIME
    value = aggregate_value(ctx, intent, p)
    name = METRIC_NAME[intent.metric]
    if intent.metric == "count":
        return f"{fmt.count(value)} x402 settlements {_scope(intent, p)}."
    if intent.metric in ("unique_payers", "unique_recipients"):
        return f"{fmt.count(value)} {name} {_scope(intent, p)}."
    if value is None:
        return _no_data(intent, p)
    return f"The {name} {_scope(intent, p)} was {fmt.metric_value(intent.metric, value)}."


def family_compare(ctx: Context, intent: Intent) -> str:
    a, b = intent.periods[:2]
    va = aggregate_value(ctx, intent, a)
    vb = aggregate_value(ctx, intent, b)
    name = METRIC_NAME[intent.metric]
    fa, fb = fmt.metric_value(intent.metric, va), fmt.metric_value(intent.metric, vb)
    if va is None or vb is None:
        return f"{name.capitalize()}: {a.label} {fa}; {b.label} {fb}."
    return (f"{name.capitalize()}: {a.label} {fa} vs {b.label} {fb}; {a.label} is "
            f"{fmt.change(float(vb), float(va))} relative to {b.label}.")


def _trend_period(intent: Intent, as_of: date) -> Period:
    if intent.period:
        return intent.period
    from sextant.warehouse.planner.timephrases import find_periods

    default = {"day": "last 30 days", "week": "last 12 weeks"}.get(intent.grain)
    return find_periods(default, as_of)[0].period if default else ALL_TIME


def family_trend(ctx: Context, intent: Intent) -> str:
    p = _trend_period(intent, ctx.as_of)
    metric = "volume" if intent.metric == "volume" else intent.metric
    metric = metric if metric in METRIC_SQL else "count"
    grain = intent.grain
    if not _filtered(intent) and grain == "day" and metric in DAILY_COLUMN:
        res = ctx.run(f"SELECT day AS period, {DAILY_COLUMN[metric]} AS value FROM daily_stats "
                      f"WHERE {day_where(p)} ORDER BY day")
    elif not _filtered(intent) and metric in ("count", "volume"):
        col = DAILY_COLUMN[metric]
        res = ctx.run(f"SELECT date_trunc('{grain}', day) AS period, sum({col}) AS value "
                      f"FROM daily_stats WHERE {day_where(p)} GROUP BY 1 ORDER BY 1")
    else:
        where = ctx.settlement_where(p, intent)
        if where is None:
            return _no_data(intent, p)
        res = ctx.run(f"SELECT date_trunc('{grain}', timestamp) AS period, "
                      f"{METRIC_SQL[metric]} AS value FROM settlements WHERE {where} "
                      "GROUP BY 1 ORDER BY 1")
    if not res.rows:
        return _no_data(intent, p)
    points = [(str(r[0])[:10], r[1]) for r in res.rows]
    values = [float(v or 0) for _, v in points]
    hi = max(range(len(points)), key=lambda i: values[i])
    lo = min(range(len(points)), key=lambda i: values[i])
    word = {"day": "Daily", "week": "Weekly", "month": "Monthly"}[grain]
    recent = "; ".join(f"{d}: {fmt.metric_value(metric, v)}" for d, v in points[-14:])
    text = (f"{word} {METRIC_NAME[metric]} {_scope(intent, p)} ({len(points)} {grain}s, "
            f"first {points[0][0]}, last {points[-1][0]}): highest {points[hi][0]} "
            f"({fmt.metric_value(metric, points[hi][1])}), lowest {points[lo][0]} "
            f"({fmt.metric_value(metric, points[lo][1])}); "
            f"{points[0][0]} {fmt.metric_value(metric, points[0][1])} -> {points[-1][0]} "
            f"{fmt.metric_value(metric, points[-1][1])} "
            f"({fmt.change(values[0], values[-1])}).")
    if metric in ("count", "volume"):
        text += f" Total {fmt.metric_value(metric, sum(values))}."
    return text + f" {'Last 14' if len(points) > 14 else 'All'} {grain}s: {recent}."


def family_top(ctx: Context, intent: Intent) -> str:
    p = intent.period or ALL_TIME
    where = ctx.settlement_where(p, intent)
    if where is None:
        return _no_data(intent, p)
    col = intent.entity or "payer"
    order = "volume_usdc" if intent.rank_by == "volume" else "payments"
    res = ctx.run(f"SELECT {col} AS address, count(*) AS payments, sum(amount) AS volume_usdc "
                  f"FROM settlements WHERE {where} GROUP BY 1 ORDER BY {order} DESC, address "
                  f"LIMIT {intent.n}")
    if not res.rows:
        return _no_data(intent, p)
    plural = {"payer": "payers", "recipient": "recipients", "facilitator": "facilitators"}[col]
    by = "USDC volume" if order == "volume_usdc" else "number of settlements"
    lines = [f"{i}. {fmt.label(a)}: {fmt.count(n)} settlements, {fmt.usdc(v)}"
             for i, (a, n, v) in enumerate(res.rows, 1)]
    return (f"Top {len(res.rows)} {plural} by {by} {_scope(intent, p)}: " + "; ".join(lines)
            + ".")


def family_address(ctx: Context, intent: Intent) -> str:
    p = intent.period or ALL_TIME
    a = intent.address
    assert a is not None
    any_role = Intent(family="address", address=a, role="any")
    where = ctx.settlement_where(p, any_role)
    if where is None:
        return _no_data(intent, p)
    res = ctx.run(
        f"SELECT count(*) FILTER (WHERE payer = '{a}') AS sent, "
        f"sum(amount) FILTER (WHERE payer = '{a}') AS sent_usdc, "
        f"count(*) FILTER (WHERE recipient = '{a}') AS received, "
        f"sum(amount) FILTER (WHERE recipient = '{a}') AS received_usdc, "
        f"min(timestamp) AS first_seen, max(timestamp) AS last_seen "
        f"FROM settlements WHERE {where}")
    sent, sent_v, recv, recv_v, first, last = res.rows[0]
    if not sent and not recv:
        return f"{a} has no x402 settlements {_scope(Intent('address'), p)} in the warehouse."
    text = (f"{a} {_scope(Intent('address'), p)}: paid {fmt.count(sent)} settlements "
            f"({fmt.usdc(sent_v)}) and received {fmt.count(recv)} ({fmt.usdc(recv_v)}); "
            f"first seen {first}, last seen {last}.")
    if intent.role in ("payer", "recipient") and not intent.listing:
        n, v = (sent, sent_v) if intent.role == "payer" else (recv, recv_v)
        verb = "paid" if intent.role == "payer" else "received"
        text = f"{a} {verb} {fmt.count(n)} settlements totalling {fmt.usdc(v)}. " + text
    if intent.listing:
        rows = ctx.run(f"SELECT block_number, timestamp, tx_hash, payer, recipient, amount, "
                       f"facilitator FROM settlements WHERE {where} "
                       f"ORDER BY block_number DESC, log_index DESC LIMIT 10").rows
        items = [f"{ts} {'sent' if payer == a else 'received'} {fmt.usdc(amt)} "
                 f"{'to ' + rcpt if payer == a else 'from ' + payer} (tx {tx})"
                 for _, ts, tx, payer, rcpt, amt, _ in rows]
        text += f" Most recent {len(items)}: " + "; ".join(items) + "."
    return text


def family_share(ctx: Context, intent: Intent) -> str:
    p = intent.period or ALL_TIME
    span_intent = Intent(family="share")
    where = ctx.settlement_where(p, span_intent)
    if where is None:
        return _no_data(span_intent, p)
    inside = ", ".join(f"'{x}'" for x in intent.facilitator_addresses)
    res = ctx.run(f"SELECT count(*) FILTER (WHERE facilitator IN ({inside})) AS part, "
                  f"count(*) AS total, sum(amount) FILTER (WHERE facilitator IN ({inside})) "
                  f"AS part_usdc, sum(amount) AS total_usdc FROM settlements WHERE {where}")
    part, total, part_v, total_v = res.rows[0]
    name = (intent.facilitator or "").title()
    scope = _scope(Intent("share"), p)
    if intent.rank_by == "volume":
        return (f"{name} facilitators settled {fmt.usdc(part_v)} of {fmt.usdc(total_v)} "
                f"{scope}: {fmt.pct(float(part_v or 0), float(total_v or 0))} of the volume "
                f"({fmt.count(part)} of {fmt.count(total)} settlements).")
    return (f"{name} facilitators settled {fmt.count(part)} of {fmt.count(total)} x402 "
            f"settlements {scope}: {fmt.pct(float(part or 0), float(total or 0))} "
            f"({fmt.usdc(part_v)} of {fmt.usdc(total_v)}).")


def family_first_last(ctx: Context, intent: Intent) -> str:
    p = intent.period or ALL_TIME
    order = "ASC" if intent.direction == "first" else "DESC"
    cols = "block_number, timestamp, tx_hash, payer, recipient, amount, facilitator"
    if _filtered(intent):
        where = ctx.settlement_where(p, intent)
    else:
        agg = "min(first_block)" if intent.direction == "first" else "max(last_block)"
        res = ctx.run(f"SELECT {agg} AS block FROM daily_stats WHERE {day_where(p)}")
        block = res.rows[0][0] if res.rows else None
        where = None if block is None else f"block_number = {int(block)}"
    if where is None:
        return _no_data(intent, p)
    rows = ctx.run(f"SELECT {cols} FROM settlements WHERE {where} "
                   f"ORDER BY block_number {order}, log_index {order} LIMIT 1").rows
    if not rows:
        return _no_data(intent, p)
    block, ts, tx, payer, rcpt, amt, fac = rows[0]
    return (f"The {intent.direction} x402 settlement {_scope(intent, p)} was at {ts} "
            f"(block {block}, tx {tx}): {payer} paid {fmt.usdc(amt)} to {rcpt} "
            f"via {fmt.label(fac)}.")


def family_peak_day(ctx: Context, intent: Intent) -> str:
    p = intent.period or ALL_TIME
    order = "DESC" if intent.direction == "most" else "ASC"
    metric = "volume" if intent.metric == "volume" else "count"
    if _filtered(intent):
        where = ctx.settlement_where(p, intent)
        if where is None:
            return _no_data(intent, p)
        res = ctx.run(f"SELECT date_trunc('day', timestamp) AS day, count(*) AS n, "
                      f"sum(amount) AS v FROM settlements WHERE {where} GROUP BY 1 "
                      f"ORDER BY {'v' if metric == 'volume' else 'n'} {order}, day LIMIT 1")
    else:
        col = "total_volume_usdc" if metric == "volume" else "total_count"
        res = ctx.run(f"SELECT day, total_count AS n, total_volume_usdc AS v FROM daily_stats "
                      f"WHERE {day_where(p)} ORDER BY {col} {order}, day LIMIT 1")
    if not res.rows:
        return _no_data(intent, p)
    day, n, v = res.rows[0]
    word = "busiest" if order == "DESC" else "quietest"
    return (f"The {word} day by {'volume' if metric == 'volume' else 'settlement count'} "
            f"{_scope(intent, p)} was {str(day)[:10]} with {fmt.count(n)} settlements "
            f"({fmt.usdc(v)}).")


FAMILIES: dict[str, Callable[[Context, Intent], str]] = {
    "aggregate": family_aggregate, "compare": family_compare, "trend": family_trend,
    "top": family_top, "address": family_address, "share": family_share,
    "first_last": family_first_last, "peak_day": family_peak_day,
}


def answer_question(question: str, run: Runner, as_of: date,
                    held: tuple[date, date] | None = None) -> Planned:
    """Answer ``question`` with the family its intent names; ``Unanswerable`` otherwise.

    ``held`` is the first and last day of the data: a period with no day in it raises
    ``PeriodOutOfRange`` (as does a phrase outside the calendar, whatever ``held``).
    """
    intent = parse_intent(question, as_of)
    if intent is None:
        raise Unanswerable(
            "I could not map this question to a query over the x402 settlement warehouse. "
            "I answer counts, volumes, medians and averages, top payers/recipients/"
            "facilitators, an address's history, daily/weekly/monthly trends, period "
            "comparisons, a facilitator's share and first/last payments, over a time scope "
            "such as 'last 7 days', 'in March 2026' or 'since May'.")
    if held is not None:
        require_held(intent.periods, *held)
    if intent.family == "address" and intent.metric not in ("count", "volume"):
        intent.family = "aggregate"
    ctx = Context(run, as_of)
    return Planned(answer=FAMILIES[intent.family](ctx, intent), family=intent.family)
