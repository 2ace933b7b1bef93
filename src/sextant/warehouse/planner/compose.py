"""Run a plan through the guard and write the answer: every figure asked for, and the plan's
reading of the question (``interpretation``). A plan that leaves a clause of the question
uncovered is refused (``Unanswerable``) before any query runs."""

from __future__ import annotations

import functools
import math
import re
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from datetime import UTC, date, datetime, timedelta
from typing import Any

from sqlglot import exp

from sextant.warehouse import answer as fmt
from sextant.warehouse.backends import Result
from sextant.warehouse.guard import ROW_CAP
from sextant.warehouse.planner import compile as build
from sextant.warehouse.planner import rx
from sextant.warehouse.planner.agentheads import plain_agent_head
from sextant.warehouse.planner.agentlabels import plain_block, plain_labels
from sextant.warehouse.planner.agentleads import plain_agent_lead
from sextant.warehouse.planner.agentturns import plain_agent_turn
from sextant.warehouse.planner.arithmetic import side_arithmetic
from sextant.warehouse.planner.asides import plain_asides
from sextant.warehouse.planner.asked import BOTH_WAYS
from sextant.warehouse.planner.askedlists import plain_asked_lists, plain_blanks
from sextant.warehouse.planner.askername import asker_name
from sextant.warehouse.planner.assisted import plain_assisted
from sextant.warehouse.planner.averageof import average_volume_unread
from sextant.warehouse.planner.background import two_for_one
from sextant.warehouse.planner.bulleted import plain_bullets
from sextant.warehouse.planner.chatter import plain_chatter
from sextant.warehouse.planner.cliflags import plain_flags
from sextant.warehouse.planner.codeasks import iso_day_ranges, plain_code
from sextant.warehouse.planner.dailyof import active_days_unread, daily_of_unread, plain_daily_of
from sextant.warehouse.planner.envelopes import plain_envelope
from sextant.warehouse.planner.everypayment import every_payment_unread
from sextant.warehouse.planner.exclusive import (
    Exclusive,
    exclusive_query,
    looks_exclusive,
    read_exclusive,
)
from sextant.warehouse.planner.framing import unframe
from sextant.warehouse.planner.headed import item_variants, plain_headed
from sextant.warehouse.planner.jobheads import plain_job_heads
from sextant.warehouse.planner.leadbaseline import plain_lead_baseline
from sextant.warehouse.planner.lifetime import Lifetime, lifetime_queries, read_lifetime
from sextant.warehouse.planner.notebooks import plain_notebook
from sextant.warehouse.planner.notfigures import not_a_figure
from sextant.warehouse.planner.onescope import split_scopes_unread
from sextant.warehouse.planner.overlap import (
    Overlap,
    facilitators_overlap_unread,
    overlap_query,
    read_overlap,
)
from sextant.warehouse.planner.peoplewords import plain_people
from sextant.warehouse.planner.plan import (
    AGGREGATES,
    ENTITY_SHARES,
    GROUP_COUNTS,
    OVER_DAYS,
    PER_DAY,
    PER_ENTITY,
    RATIO,
    ROWS,
    SHARES,
    Filters,
    Measure,
    Plan,
)
from sextant.warehouse.planner.pronouns import unnamed_party
from sextant.warehouse.planner.questionspans import question_spans, reads_alone
from sextant.warehouse.planner.quotedbodies import quoted_body, sender_unread
from sextant.warehouse.planner.rates import held_days, inexact_rates, rate_units
from sextant.warehouse.planner.reading import facilitator_names, read
from sextant.warehouse.planner.restatedask import restated_ask
from sextant.warehouse.planner.retention import Retention, looks_like_overlap, read_retention
from sextant.warehouse.planner.saidtwice import plain_said_twice
from sextant.warehouse.planner.sidechanges import plain_side_changes
from sextant.warehouse.planner.sidedenials import plain_side_denial
from sextant.warehouse.planner.sqlwords import plain_sql_words, without_unrounded
from sextant.warehouse.planner.structured import plain_structured, sides_unread
from sextant.warehouse.planner.templated import untemplate_lines
from sextant.warehouse.planner.texting import plain_texting
from sextant.warehouse.planner.throughverbs import through_date_unread
from sextant.warehouse.planner.timephrases import (
    ALL_TIME,
    WEEKDAYS,
    WORD_NUMBERS,
    Period,
    PeriodOutOfRange,
    find_periods,
    require_held,
)
from sextant.warehouse.planner.toolprose import plain_tool_prose
from sextant.warehouse.planner.totaltests import both_roles_unread, total_threshold_unread
from sextant.warehouse.planner.txhash import TxLookup, address_as_tx, read_tx, tx_query
from sextant.warehouse.planner.unitsaid import other_currency_unread, plain_unit
from sextant.warehouse.planner.utcdays import plain_utc_days
from sextant.warehouse.planner.x402words import plain_x402_inside
from sextant.warehouse.planner.xmltags import plain_tags

Runner = Callable[[str], Result]
#: rows an address's payment history lists
HISTORY_ROWS = 10

SUGGESTIONS = [
    "How many x402 settlements happened in the last 7 days?",
    "What was the total USDC volume in March 2026?",
    "How many payments over 1 USDC were there in April 2026?",
    "What was the largest single payment in March 2026 and who paid it?",
    "Top 10 recipients by volume in the last 30 days",
    "Average number of settlements per day in March 2026",
    "Compare the volume of March 2026 and April 2026",
    "What share of settlements went through Coinbase in Q1 2026?",
    "How many settlements did Coinbase facilitate between March 3 and March 10, 2026?",
    "Daily settlement count in May 2026",
    "Payment history of 0x…",
    "Which day had the most settlements in April 2026?",
]


class Unanswerable(Exception):
    """The plan does not cover the question; says what was and was not understood."""

    def __init__(self, message: str, understood: list[str] | None = None,
                 not_understood: list[str] | None = None,
                 suggestions: list[str] | None = None) -> None:
        super().__init__(message)
        self.understood = understood or []
        self.not_understood = not_understood or []
        self.suggestions = suggestions or SUGGESTIONS


@dataclass
class Planned:
    answer: str
    family: str
    interpretation: str
    figures: list[Any] = field(default_factory=list)


def _scope(f: Filters) -> str:
    bits = []
    if f.payer:
        bits.append(f"paid by {f.payer}")
    if f.recipient:
        bits.append(f"received by {f.recipient}")
    if f.party:
        bits.append(f"involving {f.party}")
    if f.facilitator and f.facilitator.name.startswith("0x"):  # one address, said as such
        bits.append(f"settled by facilitator {f.facilitator.name}")
    elif f.facilitator:
        names = " or ".join(n.title() for n in f.facilitator.name.split(" or "))
        bits.append(f"settled by {names} facilitators")
    if f.not_facilitator:
        names = " or ".join(n.title() for n in f.not_facilitator.name.split(", "))
        bits.append(f"not settled by {names} facilitators")
    amounts = []
    if f.amount_lo:
        amounts.append(f"{'at least' if f.amount_lo.inclusive else 'over'} "
                       f"{fmt.usdc(f.amount_lo.value)}")
    if f.amount_hi:
        amounts.append(f"{'at most' if f.amount_hi.inclusive else 'under'} "
                       f"{fmt.usdc(f.amount_hi.value)}")
    if amounts:
        bits.append("of " + " and ".join(amounts))
    if f.weekdays:
        bits.append(f"on {f.weekdays[1]}")
    if f.hours_of_day:
        bits.append(f"at {f.hours_of_day[1]}")
    if f.first_time and f.returning:
        bits.append(f"by returning {f.first_time}s (a settlement before the period)")
    elif f.first_time and f.first_time_within and f.facilitator:
        bits.append(f"by {f.first_time}s new to {f.facilitator.name.title()} (their first "
                    f"settlement through it in the period)")
    elif f.first_time:
        bits.append(f"by first-time {f.first_time}s (their first settlement ever in the "
                    "period)")
    p = f.period or ALL_TIME
    if p.start is None and p.end is None:
        bits.append("over all time")
    elif p.label.startswith(("since ", "before ", "after ", "until ", "yesterday", "today")) or \
            rx.match(r"\w+ days? ago\b", p.label):
        bits.append(p.label)
    else:
        bits.append(f"in {p.label}")
    return " ".join(bits)


def _part(f: Filters) -> str:
    """A share's part in words ("paid to 0x...", "of over 1.00 USDC")."""
    scope = _scope(f.with_(period=None))
    return scope.removesuffix(" over all time").replace("received by", "paid to")


def _having(plan: Plan) -> str:
    lo, hi = plan.having
    bits = []
    if lo:
        bits.append(f"{'at least' if lo.inclusive else 'more than'} {lo.value}")
    if hi:
        bits.append(f"{'at most' if hi.inclusive else 'fewer than'} {hi.value}")
    if lo and hi and lo.value == hi.value:
        bits = [f"exactly {lo.value}"]
    if plan.having_payment:
        bits = [b.replace("more than", "over").replace("fewer than", "under") for b in bits]
        return "a payment of " + " and ".join(bits) + " USDC"
    if plan.having_sum:
        return " and ".join(bits).replace("fewer than", "less than") + " USDC each in total"
    if plan.having_distinct:
        return " and ".join(bits) + f" distinct {plan.having_distinct}s each"
    return " and ".join(bits) + " settlements each"


def _k_name(m: Measure) -> str:
    """"the 3 largest single payments", "the 3 most recent payments (newest first)"."""
    if m.kind == "last":
        return f"the {m.k} most recent payments (newest first)"
    if m.kind == "first":
        return f"the {m.k} earliest payments (oldest first)"
    return f"the {m.k} {m.name}s"


def interpretation(plan: Plan) -> str:
    """The plan's reading of the question, in words."""
    ranked = plan.measures[plan.rank] if plan.measures else None
    text = "Measured: " + ", ".join((_k_name(m) if m.k > 1 else
                                     f"the {_ordinal(m.nth)} {m.name}" if m.nth > 1 else
                                     m.name) + (
        f" (with its {', '.join(c for c in m.columns if c != 'amount')})"
        if m.columns and m.kind in ROWS else "")
        for m in plan.measures)
    if plan.share_of:
        text += f" (the part: settlements {_part(plan.share_of)})"
    if plan.measures and plan.measures[0].kind in GROUP_COUNTS + ENTITY_SHARES:
        text += f" with {_having(plan)}"
    elif plan.having != (None, None):  # a ranking among the groups within bounds
        text += f" (among {plan.group}s with {_having(plan)})"
    first = plan.sides[0][1] if plan.sides else plan.filters
    text += f"; over x402 settlements {_scope(first)}"
    if plan.group in ("payer", "recipient", "facilitator"):
        end = "top" if plan.descending else "bottom"
        if plan.by_name and plan.nth > 1:
            text += (f"; the {_ordinal(plan.nth)} facilitator by {plan.measures[0].name} "
                     f"({'largest' if plan.descending else 'smallest'} first), by name (a named "
                     "facilitator's addresses together, an address without a name on its own"
                     + ("" if plan.descending else "; among facilitators with settlements in "
                        "the period") + ")")
        elif plan.by_name:
            text += (f"; the {end} {plan.top} facilitators by {plan.measures[0].name}, by name "
                     "(a named facilitator's addresses together, an address without a name on "
                     "its own" + ("" if plan.descending else "; among facilitators with "
                                  "settlements in the period") + "), then by address")
        else:
            text += (f"; the {_ordinal(plan.nth)} {plan.group} by {plan.measures[0].name} "
                     f"({'largest' if plan.descending else 'smallest'} first)" if plan.nth > 1
                     else f"; the {end} {plan.top} {plan.group}s by {plan.measures[0].name}")
        if plan.ranked_share:
            text += " and their share of the whole"
    elif plan.group and plan.top:
        word = "highest" if plan.descending else "lowest"
        place = f"{_ordinal(plan.nth)} " if plan.nth > 1 else ""
        unit = f"{plan.top} {_plural(plan.group)}" if plan.top > 1 and plan.nth == 1 else \
            _grain(plan.group)
        text += f"; the {unit} with the {place}{word} {ranked.name if ranked else ''}"
    elif plan.group:
        text += f"; one figure per {_grain(plan.group)}"
    if plan.rank_of is not None and ranked is not None:
        text += (f"; the place of {plan.rank_of[0]} among {plan.rank_of[1]}s by {ranked.name} "
                 "(1: the largest; ties share a place)")
    if plan.sides:
        text += "; compared: " + " vs ".join(_scope(f) for _, f in plan.sides)
        if plan.difference and len(plan.sides) == 2:
            said = {0: "first", 1: "second"}.get(plan.minuend if plan.minuend is not None
                                                  else -1, plan.difference_from)
            text += "; and their difference (" + {
                "first": "the first minus the second", "second": "the second minus the first"
            }.get(said, "the later minus the earlier") + ")"
        if plan.combined:
            text += "; each period's figure, then " + (
                "both periods" if len(plan.sides) == 2 else "all of them") + " combined"
    text += "".join(f"; {u}" for u in plan.understood if u.startswith("read '"))
    return text + "."


def _ordinal(n: int) -> str:
    return f"{n}" + ("th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10,
                                                                                      "th"))


def shape_of(plan: Plan) -> str:
    kinds = {m.kind for m in plan.measures}
    if plan.sides:
        return "compare"
    if plan.group in ("payer", "recipient", "facilitator"):
        return "top"
    if plan.group == "day" and plan.top:
        return "peak_day"
    if plan.group:
        return "trend"
    if kinds & set(SHARES + ENTITY_SHARES):
        return "share"
    if kinds & {"first", "last"}:
        return "first_last"
    if "history" in kinds:
        return "address"
    return "aggregate"


class Executor:
    """Runs the plan's queries (guard + engine + trace) and collects figures and sentences."""

    def __init__(self, run: Runner, held: tuple[date, date] | None,
                 address_index: bool = False) -> None:
        self.run = run
        self.held = held
        #: the warehouse's ``address_daily`` covers every settlements file
        self.address_index = address_index
        self.figures: list[Any] = []

    def address(self, f: Filters, measures: list[Measure]) -> tuple[str, str] | None:
        """``(role, address)`` when ``measures`` of ``f`` come from ``address_daily``."""
        if not self.address_index or not all(m.kind in build.ADDRESS_MEASURES
                                             for m in measures):
            return None
        return build.address_filter(f)

    def q(self, query: exp.Expression) -> Result:
        return self.run(query.sql(dialect="duckdb"))

    def span(self, period: Period | None, f: Filters | None = None
             ) -> tuple[int, int] | None:
        """The block range of ``period``; when every row of ``f`` involves one address and
        ``address_daily`` covers the warehouse, only the blocks of the days it was active
        (``None``: no such day, so no rows)."""
        one = build.single_address(f) if f is not None and self.address_index else None
        if one is not None:
            role, address = one
            days = self.q(build.address_blocks_query(address, role, period, ROW_CAP)).rows
            if len(days) < ROW_CAP:  # a capped list would drop days: the period's range then
                return build.BlockSpan(build.block_parts(
                    [(int(lo), int(hi)) for lo, hi in days])) if days else None
        res = self.q(build.block_span_query(period))
        lo, hi = res.rows[0] if res.rows else (None, None)
        return None if lo is None else (int(lo), int(hi))

    def days(self, period: Period | None, weekdays: tuple[int, ...] | None = None) -> float:
        """Calendar days of ``period`` inside the data held (an hour window: its hours / 24);
        with ``weekdays``, only the days of those ISO weekdays ("per Monday")."""
        if period is not None and period.hours:
            return period.hours / 24
        start = period.start if period else None
        end = period.end if period else None
        if self.held:
            start = max(start, self.held[0]) if start else self.held[0]
            end = min(end, self.held[1] + timedelta(days=1)) if end else \
                self.held[1] + timedelta(days=1)
        if start is None or end is None:
            return 0
        if weekdays is not None:
            return sum(1 for i in range(max(0, (end - start).days))
                       if (start + timedelta(days=i)).isoweekday() in weekdays)
        return max(0, (end - start).days)


def _value_text(kind: str, value: Any, m: Measure | None = None) -> str:
    if m is not None and kind in OVER_DAYS + RATIO:
        if value is None:
            return "no data"
        if kind in OVER_DAYS and m.columns[1] == "sum":
            return fmt.usdc(value)
        return f"{float(value):,.4f}".rstrip("0").rstrip(".")
    if kind == "gas" and m is not None:
        return "no data" if value is None else _gas_text(value, m.columns[2])
    if kind == "variance":
        return "no data" if value is None else f"{float(value):,.6g} USDC squared"
    if kind in ("count", "distinct_payer", "distinct_recipient", "distinct_facilitator",
                "active_days", "active_months"):
        return fmt.count(value)
    if kind in ("per_day_count", "count_per_payer", "count_per_recipient"):
        return "no data" if value is None else f"{float(value):,.2f}"
    if kind in SHARES:
        return "n/a" if value is None else f"{float(value):.2f}%"
    return fmt.metric_value("volume", value)


def _gas_text(value: Any, unit: str) -> str:
    """Gas units or wei as whole numbers (two decimals for an average), gwei and ETH to
    nine significant digits."""
    v = float(value)
    if unit in ("gas", "wei"):
        return f"{v:,.0f} {unit}" if v == int(v) else f"{v:,.2f} {unit}"
    return f"{v:,.9g} {'ETH' if unit == 'eth' else unit}"


def _aggregates(ex: Executor, plan: Plan, f: Filters) -> list[str]:
    measures = [m for m in plan.measures
                if m.kind in AGGREGATES + PER_DAY + PER_ENTITY + SHARES + RATIO + OVER_DAYS]
    if not measures:
        return []
    main = [m for m in measures if m.kind not in OVER_DAYS]  # one query for all of these
    rollup = not f.rows_filtered and all(m.kind in build.ROLLUP_MEASURES for m in main)
    address = None if rollup or not main else ex.address(f, main)
    span = None if rollup or address else ex.span(f.period, f)
    values: list[Any] = []
    row: list[Any] = []
    if not main:
        pass
    elif address:
        res = ex.q(build.address_aggregate_query(main, *address, f.period))
        row = list(res.rows[0]) if res.rows else []
        values = [None] * len(main)
    elif not rollup and span is None:
        values = [0 if m.kind in ("count", "sum", "distinct_payer", "distinct_recipient",
                                  "active_days", "active_months") else None
                  for m in main]
    else:
        share_in = build.part_condition(plan.share_of) if plan.share_of else ()
        res = ex.q(build.aggregate_query(main, f, span, share_in))
        row = list(res.rows[0]) if res.rows else []
        values = []
    out = []
    i = 0
    for m in measures:
        cells: list[Any] = []
        if m.kind in OVER_DAYS:
            if not f.rows_filtered:
                value = ex.q(build.over_days_query(m, f, None)).rows[0][0]
            else:
                value = ex.q(build.over_days_query(m, f, span)).rows[0][0] if span else None
        elif row:
            width = 5 if m.kind in SHARES else 1
            cells = row[i:i + width]
            i += width
            value = cells[0]
            if value is None and m.kind in ("count", "sum", "per_day_count", "per_day_sum"):
                value = 0
            if m.kind in PER_DAY:
                wd = f.weekdays[0] if f.weekdays else None
                units = rate_units(m, f.period, ex.days(f.period, wd), ex.held)[0]
                value = float(value) / units if units else None
        else:
            value = values.pop(0)
        if m.kind == "idle_days":  # the period's calendar days held, less those with rows
            held = ex.days(f.period, f.weekdays[0] if f.weekdays else None)
            value = int(held) - int(value or 0) if ex.held is not None else None
        if m.kind in SHARES and m.columns and len(cells) == 5:
            # the part's settlements (or volume, and the whole's), asked before its share
            lead: dict[tuple[str, ...], list[Any]] = {
                ("count",): [cells[1]], ("sum",): [cells[3]], ("whole_count",): [cells[2]],
                ("whole",): [cells[4]]}
            ex.figures += lead.get(m.columns, [cells[3], cells[4]])
        ex.figures.append(value)
        text = f"{m.name} {_value_text(m.kind, value, m)}"
        if m.kind in SHARES and value is not None:
            # the same share as a fraction of one ("what fraction", "as a decimal", "-> float")
            ex.figures.append(float(value) / 100.0)
            text += f" (as a fraction: {float(value) / 100.0:.6g})"
        if m.kind in SHARES and len(cells) == 5:
            ex.figures += cells[1:]
            text += (f" ({fmt.count(cells[1])} of {fmt.count(cells[2])} settlements, "
                     f"{fmt.usdc(cells[3])} of {fmt.usdc(cells[4])})")
        if m.kind in PER_DAY:
            wd = f.weekdays[0] if f.weekdays else None
            text += f" over {rate_units(m, f.period, ex.days(f.period, wd), ex.held)[1]}"
        if m.kind in OVER_DAYS:
            text += " (over the days with settlements)"
        out.append(text)
    return out


def _rows(ex: Executor, plan: Plan, f: Filters) -> list[str]:
    out = []
    for m in plan.measures:
        if m.kind not in ROWS:
            continue
        address = ex.address(f, [Measure("count")])
        if address and m.k == 1 and m.nth == 1:  # the day of that row (rollup), then its rows
            day = ex.q(build.address_day_query(m.kind, *address, f.period)).rows
            lo, hi = (int(day[0][0]), int(day[0][1])) if day else (0, 0)
            # the first/last payment sits in the day's first/last block of that address
            span = None if not day else (lo, lo) if m.kind == "first" else \
                (hi, hi) if m.kind == "last" else (lo, hi)
        else:
            span = ex.span(f.period, f)
        rows = ex.q(build.row_query(m, f, span)).rows if span else []
        if not rows:
            out.append(f"{m.name}: none")
            continue
        if m.k > 1:
            out.append(_k_rows(ex, m, rows))
            continue
        block, ts, tx, payer, recipient, amount, fac = rows[0]
        cells = {"payer": payer, "recipient": recipient, "block_number": block}
        if m.kind in ("row_max", "row_min"):
            cells["amount"] = amount  # said after who, the amount follows the address
            ex.figures += [*([] if "amount" in m.columns else [amount]),
                           *[cells[c] for c in m.columns], ts, tx]
            name = m.name if m.nth == 1 else f"{_ordinal(m.nth)} {m.name}"
            out.append(f"{name} {fmt.usdc(amount)}, paid by {payer} to {recipient} at {ts} "
                       f"(tx {tx}, facilitator {fmt.label(fac)})")
        else:  # the fields asked ("amount and payer") first, in their order, then the row
            cells.update(amount=amount, tx_hash=tx, timestamp=ts)
            ex.figures += [*[cells[c] for c in m.columns], *rows[0]]
            out.append(f"{m.name} at {ts}: {payer} paid {fmt.usdc(amount)} to {recipient} "
                       f"(tx {tx}, facilitator {fmt.label(fac)})")
    return out


def _k_rows(ex: Executor, m: Measure, rows: list[tuple[Any, ...]]) -> str:
    """The ``m.k`` rows of "the 3 largest payments" (then their combined amount) or of "the 3
    most recent payments" (each row's fields asked first, in the order asked)."""
    listed = []
    for _, ts, tx, payer, recipient, amount, fac in rows:
        cells = {"amount": amount, "payer": payer, "recipient": recipient, "timestamp": ts,
                 "tx_hash": tx}
        ex.figures += [*[cells[c] for c in m.columns if m.kind in ("first", "last")],
                       amount, payer, recipient, ts, tx]
        listed.append(f"{fmt.usdc(amount)} paid by {payer} to {recipient} at {ts} "
                      f"(tx {tx}, facilitator {fmt.label(fac)})")
    text = "; ".join(f"{i}. {x}" for i, x in enumerate(listed, 1))
    if m.kind in ("first", "last"):
        order = "most recent" if m.kind == "last" else "earliest"
        return f"the {len(rows)} {order} payments ({order} first): {text}"
    word = "largest" if m.kind == "row_max" else "smallest"
    combined = sum(float(r[5] or 0) for r in rows)
    ex.figures.append(combined)
    return f"the {len(rows)} {word} payments: {text}; combined {fmt.usdc(combined)}"


def _grouped(ex: Executor, plan: Plan, f: Filters) -> list[str]:
    group = plan.group
    assert group is not None
    m = plan.measures[0]
    named: list[str] = []
    if group == "facilitator" and plan.by_name:  # by name first, then by address
        span = ex.span(f.period, f)
        top = plan.top or 10
        # one more than asked: a tie at the cut ("the facilitator with the least volume" when
        # two share it, "the bottom 3" when the 3rd and 4th do) is refused, not picked
        rows = ex.q(build.top_query(group, m, f, span, top + 1, plan.descending,
                                    named=True)).rows if span else []
        col = 2 if m.kind == "sum" else 1 if m.kind == "count" else 3
        if plan.nth > 1 or top == 1:  # one place: none may share its figure
            _untied(rows, max(plan.nth, 1) - 1, col, group)
        elif plan.top_said and len(rows) > top and _same(rows[top - 1][col], rows[top][col]):
            raise Unanswerable(f"The cut is tied: {_name(rows[top - 1][0])} and "
                               f"{_name(rows[top][0])} have the same figure, so which "
                               f"{top} facilitators are meant is not known.")
        rows = rows[plan.nth - 1:plan.nth] if plan.nth > 1 else rows[:top]
        for r in rows:
            ex.figures += list(r)
        named = [f"{i}. {_name(r[0])}: "
                 f"{fmt.count(r[1])} settlements, {fmt.usdc(r[2])}"
                 + "".join(f", {m.name} {_value_text(m.kind, x, m)}" for x in r[3:])
                 for i, r in enumerate(rows, max(plan.nth, 1))]
        if plan.nth > 1:  # that place by name alone (the addresses' own places are others)
            by = "USDC volume" if m.kind == "sum" else "number of settlements" if \
                m.kind == "count" else m.name
            word = "largest" if plan.descending else "smallest"
            return [f"the {_ordinal(plan.nth)} facilitator by name ({word} first), by {by}: "
                    + ("; ".join(named) or "none")]
    if group in ("payer", "recipient", "facilitator"):
        span = ex.span(f.period, f)
        # "the biggest payer", "the 2nd recipient" (facilitators, few and named, keep their
        # order by address)
        single = group != "facilitator" and (plan.nth > 1 or plan.top == 1)
        rows = ex.q(build.top_query(group, m, f, span, (plan.top or 10) + single,
                                    plan.descending, plan.having, plan.having_sum)).rows \
            if span else []
        if single:
            _untied(rows, max(plan.nth, 1) - 1, 2 if m.kind == "sum" else 1 if m.kind == "count"
                    else 3, group)
            rows = rows[max(plan.nth, 1) - 1:max(plan.nth, 1)]
        for r in rows:
            ex.figures += list(r)
        if plan.key_last and plan.top == 1 and len(rows) == 1:  # asked after its figure
            ex.figures.append(rows[0][0])
        lines = [f"{i}. {fmt.label(r[0])}: {fmt.count(r[1])} settlements, {fmt.usdc(r[2])}"
                 + "".join(f", {m.name} {_value_text(m.kind, x, m)}" for x in r[3:])
                 for i, r in enumerate(rows, plan.nth)]
        by = "USDC volume" if m.kind == "sum" else "number of settlements" if \
            m.kind == "count" else m.name
        both = sum(r[1] for r in rows), sum(r[2] or 0 for r in rows)
        if len(rows) > 1:  # "how much did the top 10 earn combined"
            ex.figures += list(both)
            lines.append(f"combined: {fmt.count(both[0])} settlements, {fmt.usdc(both[1])}")
        end = "top" if plan.descending else "bottom"
        said = f"the {_ordinal(plan.nth)} {group}" if plan.nth > 1 else \
            f"{end} {len(rows)} {group}s" if rows else f"{end} {group}s"
        out = [f"{said} by {by}: " + ("; ".join(lines) or "none (no settlement matched)")]
        if plan.by_name and rows:
            who = f"{end} facilitator" if len(named) == 1 else f"{end} {len(named)} facilitators"
            out = [f"{who} by name, by {by}: "
                   + ("; ".join(named) or "none"), out[0].replace(
                       f"{len(rows)} facilitators", f"{len(rows)} facilitator addresses")]
        if plan.ranked_share and rows:  # "what share of volume went to the top recipient"
            whole = Plan(measures=[Measure("count"), Measure("sum")], filters=f)
            out.append("in all: " + ", ".join(_aggregates(ex, whole, f)))
            total = ex.figures[-1] if m.kind == "sum" else ex.figures[-2]
            part = both[1] if m.kind == "sum" else both[0]
            share = 100.0 * float(part) / float(total) if total else None
            ex.figures.append(share)
            what = "volume" if m.kind == "sum" else "settlements"
            out.append(f"the {end} {len(rows)}'s share of all {what}: "
                       + ("n/a" if share is None else f"{share:.2f}%"))
            if len(rows) > 1 and total:  # "what share did each facilitator handle"
                each = [100.0 * float((r[2] if m.kind == "sum" else r[1]) or 0) / float(total)
                        for r in rows]
                ex.figures += each
                out.append("each one's share: " + "; ".join(
                    f"{fmt.label(r[0])} {x:.2f}%" for r, x in zip(rows, each, strict=True)))
        return out
    rollup = not f.rows_filtered and group not in ("hour", "weekday") and all(
        x.kind in build.ROLLUP_MEASURES for x in plan.measures)
    span = None if rollup else ex.span(f.period, f)
    if not rollup and span is None:
        return ["no settlements"]
    rows = ex.q(build.series_query(group, plan.measures, f, span, plan.top,
                                   plan.descending, plan.rank)).rows
    rows = rows[plan.nth - 1:plan.nth] if plan.nth > 1 else rows
    for r in rows:
        # a weekday is its ISO number and its name ("Friday"); a week its Monday and its
        # ISO week number
        ex.figures += [r[0], _point(group, r[0]), *r[1:]] if group == "weekday" else \
            [r[0], _week_number(r[0]), *r[1:]] if group == "week" else list(r)
    if plan.key_last and plan.top == 1 and len(rows) == 1:  # the key asked after its figure
        ex.figures.append(rows[0][0])
    if plan.top:
        if not rows:
            return ["no settlements"]
        word = "highest" if plan.descending else "lowest"
        ranked = plan.measures[plan.rank]
        when = _point(group, rows[0][0])
        when = {"week": f"the week starting {when}", "month": when[:7]}.get(group, when)
        word = f"{_ordinal(plan.nth)} {word}" if plan.nth > 1 else word
        if len(rows) > 1:  # "the 3 days with the fewest settlements": each, in rank order
            return [f"the {len(rows)} {_plural(group)} with the {word} {ranked.name}: " + "; ".join(
                f"{_point(group, r[0])}: " + ", ".join(
                    f"{x.name} {_value_text(x.kind, v, x)}"
                    for x, v in zip(plan.measures, r[1:], strict=False)) for r in rows)]
        return [f"the {_grain(group)} with the {word} {ranked.name} was {when} with "
                + ", ".join(f"{x.name} {_value_text(x.kind, v, x)}"
                            for x, v in zip(plan.measures, rows[0][1:], strict=False))]
    points = "; ".join(f"{_point(group, r[0])}: " + ", ".join(
        _value_text(x.kind, v, x) for x, v in zip(plan.measures, r[1:], strict=False))
        for r in rows)
    names = ", ".join(x.name for x in plan.measures)
    return [f"{names} per {_grain(group)} ({len(rows)} {group}s): {points or 'none'}"]


def _week_number(key: Any) -> int:
    return date.fromisoformat(str(key)[:10]).isocalendar()[1]


def _plural(group: str) -> str:
    return "days of the week (UTC)" if group == "weekday" else f"{group}s"


def _grain(group: str) -> str:
    return {"hour": "hour of the day (UTC)", "weekday": "day of the week (UTC)"}.get(group,
                                                                                       group)


def _point(group: str, key: Any) -> str:
    """A series point's label: a date, or an hour of the day ("14:00-14:59 UTC")."""
    if group == "hour":
        return f"{int(key):02d}:00-{int(key):02d}:59 UTC"
    if group == "weekday":
        return WEEKDAYS[int(key) - 1]
    if group == "week":
        return f"{str(key)[:10]} (week {_week_number(key)})"
    return str(key)[:10]


def _history(ex: Executor, f: Filters) -> list[str]:
    address = f.party or f.payer or f.recipient
    assert address is not None
    base = Filters(period=f.period, party=address)
    near: tuple[int, int] | None = None
    if ex.address_index:
        totals, span, near = _address_totals(ex, address, f.period)
    else:
        span = ex.span(f.period)
        if span is None:
            return [f"{address} has no x402 settlements"]
        totals = ex.q(build.party_totals_query(address, base, span)).rows[0]
    sent, sent_v, got, got_v, first, last = totals
    ex.figures += [sent, sent_v, got, got_v, first, last]
    if (not sent and not got) or span is None:
        return [f"{address} has no x402 settlements"]
    rows = ex.q(build.history_query(base, near)).rows if near else []
    if len(rows) < HISTORY_ROWS:  # the recent window held too few: the whole recent days
        rows = ex.q(build.history_query(base, span)).rows
    for r in rows:
        ex.figures += list(r)
    items = [f"{ts} {'sent' if payer == address else 'received'} {fmt.usdc(amount)} "
             f"{'to ' + rcpt if payer == address else 'from ' + payer} (tx {tx})"
             for _, ts, tx, payer, rcpt, amount, _ in rows]
    return [f"{address} paid {fmt.count(sent)} settlements ({fmt.usdc(sent_v)}) and received "
            f"{fmt.count(got)} ({fmt.usdc(got_v)}); first seen {first}, last seen {last}. "
            f"Most recent {len(items)}: " + "; ".join(items)]


def _same(a: Any, b: Any) -> bool:
    return a == b or (isinstance(a, float) and isinstance(b, float) and
                      math.isclose(a, b, rel_tol=1e-12))


def _name(key: str) -> str:
    """A facilitator by name ("Coinbase"), or an address without a name."""
    return fmt.label(key) if key.startswith("0x") else key.title()


def _untied(rows: list[tuple[Any, ...]], at: int, col: int, group: str) -> None:
    """One place of a ranking asked ("the largest payer"): refused when another shares its
    figure (which of the tied is meant is not for us to pick)."""
    if at >= len(rows):
        return
    tied = [r[0] for i, r in enumerate(rows) if abs(at - i) == 1 and _same(r[col], rows[at][col])]
    if tied:
        raise Unanswerable(f"That place is tied: {_name(rows[at][0])} and "
                           f"{_name(tied[0])} have the same figure, so which {group} is "
                           "meant is not known; ask for the top few instead.")


def _group_counts(ex: Executor, plan: Plan, f: Filters) -> list[str]:
    m = plan.measures[0]
    entity = {"payers_with": "payer", "recipients_with": "recipient"}.get(m.kind, "day")
    span = ex.span(f.period, f)
    first = m.kind in ("first_day_with", "first_day_running")
    query = (build.running_day_query(plan.having, f, span, plan.having_sum)
             if m.kind == "first_day_running" else
             build.group_count_query(entity, plan.having, f, span, plan.having_sum,
                                     plan.having_distinct, first=first)) if span else None
    n = ex.q(query).rows[0][0] if query is not None else 0
    if first:  # the earliest day within bounds ("the first day volume passed 1,000 USDC")
        if n is None or query is None:
            raise Unanswerable(f"No UTC day {_scope(f)} had {_having(plan)}.")
        ex.figures.append(str(n)[:10])
        what = "a running total (from the first day in scope) of" if m.kind == \
            "first_day_running" else ""
        return [f"the first UTC day with {what} {_having(plan)}: {str(n)[:10]}"]
    ex.figures.append(n)
    if plan.having_distinct == "facilitator":  # by address, then by named facilitator
        query = build.group_count_query(entity, plan.having, f, span, distinct="facilitator",
                                        named=True) if span else None
        named = ex.q(query).rows[0][0] if query is not None else 0
        ex.figures.append(named)
        return [f"{fmt.count(n)} {m.name} with {_having(plan)} (facilitator addresses); "
                f"{fmt.count(named)} counting each named facilitator's addresses as one"]
    return [f"{fmt.count(n)} {m.name} with {_having(plan)}"]


def _entity_share(ex: Executor, plan: Plan, f: Filters) -> list[str]:
    m = plan.measures[0]
    entity = "payer" if m.kind == "payers_share" else "recipient"
    span = ex.span(f.period, f)
    row = ex.q(build.entity_share_query(entity, plan.having, f, span, plan.having_sum,
                                        plan.having_payment)).rows[0] if span else (None, 0, 0)
    pct, part, whole = row
    ex.figures += [pct, *([] if pct is None else [float(pct) / 100.0]), part, whole]
    return [f"{m.name} with {_having(plan)}: "
            + ("n/a" if pct is None else f"{float(pct):.2f}%")
            + f" ({fmt.count(part)} of {fmt.count(whole)} {entity}s)"]


def _address_totals(ex: Executor, address: str, period: Period | None
                    ) -> tuple[tuple[Any, ...], tuple[int, int] | None, tuple[int, int] | None]:
    """Sent and received counts and volumes, first and last seen, from ``address_daily``;
    the block range of the most recent days that hold the last ``HISTORY_ROWS`` rows, and,
    for a busy address, the end of that range where about four times as many are expected
    (rows spread evenly), so the history reads a row group or two instead of whole days."""
    days = ex.q(build.address_history_query(address, period, HISTORY_ROWS)).rows
    if not days:
        return (0, None, 0, None, None, None), None, None
    sent, sent_v, got, got_v, first_seen, last_seen = days[0][4:]
    totals = (int(sent or 0), sent_v, int(got or 0), got_v, first_seen, last_seen)
    held, lo, hi = 0, None, None
    for _, n, first, last, *_ in days:  # a self-payment counts in both roles: twice the rows
        held += int(n)
        lo = int(first) if lo is None else min(lo, int(first))
        hi = int(last) if hi is None else max(hi, int(last))
        if held >= 2 * HISTORY_ROWS:
            break
    if lo is None or hi is None:
        return totals, None, None
    width = hi - lo + 1
    window = -(-width * 4 * 2 * HISTORY_ROWS // max(held, 1))
    near = (hi - window + 1, hi) if window < width else None
    return totals, (lo, hi), near


def _rank_of(ex: Executor, plan: Plan, f: Filters) -> list[str]:
    assert plan.rank_of is not None
    address, entity = plan.rank_of
    m = plan.measures[0]
    span = ex.span(f.period, f)
    row = ex.q(build.rank_of_query(entity, m.kind, f, span, address)).rows[0] if span else None
    if not row or row[1] is None:
        ex.figures.append(None)
        return [f"{address} has no settlements as {entity} here"]
    place, own, ranked = int(row[0]), row[1], row[2]
    ex.figures += [place, own, ranked]
    return [f"{address} ranks {place} of {fmt.count(ranked)} {entity}s by {m.name} "
            f"({_value_text(m.kind, own, m)})"]


def _side(ex: Executor, plan: Plan, f: Filters) -> list[str]:
    if plan.rank_of is not None:
        return _rank_of(ex, plan, f)
    if any(m.kind == "history" for m in plan.measures):
        return _history(ex, f)
    if plan.measures[0].kind in GROUP_COUNTS:
        return _group_counts(ex, plan, f)
    if plan.measures[0].kind in ENTITY_SHARES:
        return _entity_share(ex, plan, f)
    if plan.group:
        return _grouped(ex, plan, f)
    if plan.measures[0].kind in ROWS:  # "first and last payment, and how many": as asked
        rows = _rows(ex, plan, f)
        return rows + _aggregates(ex, plan, f)
    return _aggregates(ex, plan, f) + _rows(ex, plan, f)


def _side_from_data(ex: Executor, plan: Plan) -> None:
    """"How many facilitators has 0x... used": the address as payer when it only pays, as
    recipient when it only receives; when it does both in the period, each side's figure,
    the payer's first."""
    f = plan.filters
    address = f.party
    assert address is not None
    span = ex.span(f.period, f)
    sent, _, got, *_ = ex.q(build.party_totals_query(
        address, Filters(period=f.period, party=address), span)).rows[0] if span else (
        0, 0, 0)
    if sent and got:  # each side: as payer (the side said most often) first
        plan.sides = [(role, f.with_(party=None, **{role: address}))
                      for role in ("payer", "recipient")]
        plan.roles = True
        plan.understood.append(f"read '{address}' as payer, then as recipient (it both paid "
                               "and received in the period asked)")
        return
    role, other = ("recipient", "payer") if got else ("payer", "recipient")
    plan.filters = f.with_(party=None, **{role: address})
    plan.understood.append(f"read '{address}' as {role} (it has no settlements as {other} "
                           "in the period asked)")


#: the asker's own ("my payments", "our payment count", "we", "I")
_FIRST_PERSON = (r"\b(?:my|our|ours|mine)\b|\b(?:did|do|does|have|has|had|are|am|were|was)\s+"
                 r"(?:we|i)\b|\b(?:i\s+am|i'm|we\s+are|we're|(?:is|that's)\s+(?:me|us))\b")
#: words that ask for an address's payments on either side
_ANY_SIDE = (r"\b(?:involving|either|any\s+(?:role|side)|both\s+(?:roles|sides|ways|directions)|"
             r"in\s+(?:or|and)\s+out|(?:to|from)\s+(?:or|and)\s+(?:to|from)|"
             r"(?:sent|paid|made)\s+(?:or|and)\s+(?:received|got)|(?:received|got)\s+(?:or|and)\s+"
             r"(?:sent|paid|made)|as\s+(?:a\s+)?(?:payer|sender)\s+or\s+(?:a\s+)?(?:recipient|"
             r"receiver)|all\s+(?:my|our)\s+activity|touch(?:ed|ing)?)\b")


def _mine_any_side(sent: str, plan: Plan) -> bool:
    """"Wallet 0x...: how many of my payments ...": the asker's own payments read on either
    side of one address, without a word saying which side (nor both)."""
    f = plan.filters
    return f.party is not None and not plan.sides and not plan.group and \
        not any(m.kind == "history" for m in plan.measures) and \
        bool(rx.search(_FIRST_PERSON, sent, re.I)) and not rx.search(_ANY_SIDE, sent, re.I)


def _refuse_if_both_sides(ex: Executor, plan: Plan) -> None:
    """The asker's own payments of an address that both paid and received in the period: the
    paying or the receiving side? Not answered; one side alone is the same figure either way."""
    f = plan.filters
    address = f.party
    assert address is not None
    span = ex.span(f.period, f)
    sent, _, got, *_ = ex.q(build.party_totals_query(address, f, span)).rows[0] if span else (
        0, 0, 0)
    if sent and got:
        raise Unanswerable(
            f"'{address}' both paid and received in the period asked, and the question says "
            "'my'/'our'/'we' without a verb saying which side (paid, received, spent, earned), so "
            "it is not answered (and not charged).",
            not_understood=["which side of your own wallet (paid or received)"],
            suggestions=[f"how many payments did {address} make?",
                         f"how many payments did {address} receive?"])


#: a field a payment's row lists ("its payer", "timestamp (UTC)", "the tx hash")
_ROW_FIELD = (r"(?:(?:its|the|their)\s+)?(?:payer|sender|recipient|receiver|payee|amount|"
              r"(?:usdc\s+)?amount(?:\s+in\s+usdc)?|value|timestamp|time|date|block\s+time|"
              r"(?:tx|transaction)\s+hash|hash|facilitator)(?:\s+address)?(?:\s*\((?:utc|iso"
              r"(?:\s+8601)?|usdc)\))?")
#: the key of a ranked or series row ("address", "the payer", "date", "rank")
_GROUP_KEY = (r"(?:(?:its|the|their|each)\s+)?(?:(?:payer|recipient|facilitator|wallet)\s+)?"
              r"(?:address(?:es)?|payers?|recipients?|facilitators?(?:\s+names?)?|wallets?|"
              r"names?|days?|dates?|weeks?|months?|hours?|rank|position|place)(?:\s*\([^)]*\))?")


def _reading(plan: Plan) -> Plan:
    """``plan`` without its notes: what it answers."""
    return replace(plan, understood=[], unplaced=[])


def _scope_of(f: Filters) -> tuple[object, ...]:
    """What ``f`` keeps besides its period."""
    return (f.payer, f.recipient, f.party, f.facilitator, f.not_facilitator, f.amount_lo,
            f.amount_hi, f.weekdays and f.weekdays[0], f.first_time, f.hours_of_day and
            f.hours_of_day[0])


def _plan_of(text: str, as_of: date, names: list[str]) -> Plan | None:
    """The plan of one list item's text, or of the question without it (``None``: unreadable).
    Both list checks ask for the same items' plans: each is read once."""
    return _plan_once(text, as_of, tuple(names))


@functools.lru_cache(maxsize=256)
def _plan_once(text: str, as_of: date, names: tuple[str, ...]) -> Plan | None:
    try:
        said, _ = unframe(plain_code(text), as_of, list(names))
        return read(said, as_of)
    except (ValueError, PeriodOutOfRange):
        return None


def unread_items(plan: Plan, variants: list[tuple[str, str, str]], as_of: date,
                 names: list[str]) -> list[str]:
    """The items of a list ``plan`` was read from that it answers nothing of: the question
    without the item is read into the same plan ("USDC settled" beside "number of
    settlements", read as neither), and the item alone asks no figure the plan answers (not
    "payment count" beside a ranking by it). ``variants``: each item, the question without
    it and with it alone."""
    unread = []
    row = any(m.kind in ROWS for m in plan.measures)
    for item, without, alone in variants:
        if row and rx.fullmatch(_ROW_FIELD, item, re.I):
            continue  # "timestamp (UTC)" of the largest payment: its row lists every field
        if plan.group and rx.fullmatch(_GROUP_KEY, item, re.I):
            continue  # "address" of a ranking: each row's key
        other = _plan_of(without, as_of, names)
        if other is None or other.unplaced or _reading(other) != _reading(plan):
            continue  # read differently without it: the item counts
        one = _plan_of(alone, as_of, names)
        if one is not None and one.measures and not one.unplaced and \
                all(m in plan.measures for m in one.measures):
            continue  # a figure the plan answers, said again ("by count" ... "- count")
        unread.append(f"the list item '{item}' (no figure read from it)")
    return unread


def item_scopes(plan: Plan, question: str, variants: list[tuple[str, str, str]], as_of: date,
                names: list[str]) -> list[str]:
    """A scope of one item of a list ("- count\n- count of payments over 1 USDC") or in
    brackets after one figure of several, before the next ("volume (PayAI only) and count"):
    the one figure's, never the others' (refused, not read as every figure's). Left to the
    reading when the question without it keeps the same scope."""
    if plan.sides or plan.group:
        return []
    if len(variants) > 1:
        scopes = set()
        for _item, _without, alone in variants:
            one = _plan_of(alone, as_of, names)
            if one is not None and one.measures and not one.unplaced:
                scopes.add(_scope_of(one.filters))
        if len(scopes) > 1:
            return ["list items each with their own scope (read as one scope for all)"]
    if len(plan.measures) < 2:
        return []
    for m in rx.finditer(r"\s*\(([^()\n]{2,60})\)(?=\s*(?:[,;]|\band\b|\bthen\b|\bplus\b|"
                         r"\bas\s+well\s+as\b)\s*\S)", question, re.I):
        if not rx.search(r"\b(?:volume|count|total|sum|number|payers|recipients|payments|"
                         r"settlements|average|avg|mean|median|share|largest|smallest|biggest|"
                         r"max(?:imum)?|min(?:imum)?|usdc)$", question[:m.start()], re.I):
            continue  # after a period or a name, not a figure ("In April 2026 (PayAI only), ...")
        other = _plan_of(question[:m.start()] + question[m.end():], as_of, names)
        if other is None or _scope_of(other.filters) != _scope_of(plan.filters):
            return [f"'({m[1]})' said after one figure of several (which figures it scopes)"]
    return []


#: a figure said first, then a count whose payments carry an amount bound ("the total volume and
#: the number of payments over 1 USDC"): the bound is the second figure's only
_BOUND_ON_SECOND = (r"\b(?:volume|usdc|total|sum|average|avg|mean|median)\b[^.?!:;]{0,40}?"
                    r"(?:,|\band\b|\bthen\b)\s+(?:then\s+)?(?:the\s+|a\s+)?(?:count|number|#)\s+"
                    r"of\s+(?:payments|settlements|transactions|transfers|txs?)\s+(?:of\s+)?(?:over|"
                    r"above|under|below|more\s+than|less\s+than|at\s+least|at\s+most|[<>]=?)\s*"
                    r"\$?\s*\d")


def refuse_if_uncovered(plan: Plan) -> None:
    if plan.measures and not plan.unplaced:
        return
    understood = [m.name for m in plan.measures] + plan.understood
    if plan.filters.period and plan.filters.period is not ALL_TIME:
        understood.append(f"period {plan.filters.period.label}")
    missing = plan.unplaced or ["what to measure (a count, a volume, an average...)"]
    message = ("I could not place every part of this question in a query over the x402 "
               "settlement warehouse, so it is not answered (and not charged). Understood: "
               f"{', '.join(understood) or 'nothing'}. Not understood: {', '.join(missing)}. "
               "I answer counts, volumes, averages, medians, min/max, unique payers or "
               "recipients, per-day averages, medians over days (median daily volume), daily "
               "active payers, ratios of two of these, first-time payers, percentiles, "
               "quartiles and the standard deviation or variance of payment amounts, gas used, "
               "gas price and gas cost (wei, gwei or ETH), distinct facilitators, shares (of a "
               "facilitator, an address or an "
               "amount range), the largest payment and its payer, payers or recipients with "
               "more than N settlements, top payers/recipients/facilitators, daily/weekly/"
               "monthly series and comparisons, filtered by payer, recipient, facilitator (or "
               "excluding one), amount threshold and a time scope such as 'last 24 hours', "
               "'last 7 days', 'in "
               "March 2026', 'the first week of November' or 'between March 3 and March 10, "
               "2026'.")
    raise Unanswerable(message, understood, missing, _rephrasings(plan) + SUGGESTIONS)


def _rephrasings(plan: Plan) -> list[str]:
    period = plan.filters.period
    scope = "" if period is None or period is ALL_TIME else f" in {period.label}"
    names = [m.name for m in plan.measures] or ["settlements"]
    return [f"How many settlements{scope}?", f"What was the total USDC volume{scope}?",
            f"What was the {names[0]}{scope}?"] if scope else []


def _sentence(m: Measure, value: Any, f: Filters) -> str:
    """One figure as a sentence ("1,234 x402 settlements in March 2026.")."""
    if m.kind == "count":
        return f"{fmt.count(value)} x402 settlements {_scope(f)}."
    if m.kind in ("distinct_payer", "distinct_recipient", "distinct_facilitator",
                  "active_days", "active_months", "idle_days"):
        return f"{fmt.count(value)} {m.name} {_scope(f)}."
    if value is None:
        return f"The warehouse has no settlements {_scope(f)}."
    return f"The {m.name} {_scope(f)} was {_value_text(m.kind, value, m)}."


def _hour_windows(ex: Executor, plan: Plan) -> None:
    """An hour window ("the last 24 hours") ends at the newest settlement of its days: each
    side's filters keep the settlements after that time less the hours, and its label says
    which window that was."""
    def window(f: Filters) -> Filters:
        p = f.period
        if p is None or not p.hours:
            return f
        span = ex.span(p)
        newest = ex.q(build.newest_query(span)).rows[0][0] if span else None
        if newest is None:
            return f
        end = newest if isinstance(newest, datetime) else datetime.fromisoformat(
            str(newest).replace("Z", "+00:00"))
        end = end.astimezone(UTC).replace(tzinfo=None) - timedelta(hours=p.hours_back)
        start = end - timedelta(hours=p.hours)
        when = "%Y-%m-%d %H:%M:%S"
        said = f"(after {start.strftime(when)} through {end.strftime(when)} UTC)"
        if p.hours_back:
            label = f"the {p.hours} hours before the last {p.hours_back} {said}"
            return f.with_(after=start, until=end, period=replace(p, label=label))
        word = f"{p.hours} hours" if p.hours > 1 else "hour"
        label = f"the last {word} up to the newest settlement {said}"
        return f.with_(after=start, period=replace(p, label=label))

    plan.filters = window(plan.filters)
    plan.sides = [(label, window(f)) for label, f in plan.sides]




def _second_later(plan: Plan) -> bool:
    """The second side's period begins after the first's (or the sides are no periods)."""
    a, b = (f.period for _, f in plan.sides[:2])
    if a is None or b is None or a.start is None or b.start is None:
        return True
    return b.start >= a.start


def _fewer_than_said(question: str, plan: Plan) -> list[str]:
    """"I need three numbers for May: ..." read as fewer figures (one scope, no ranking): a
    figure was dropped, so the plan is not the question."""
    said = rx.search(r"\b(two|three|four|five|six|[2-6])\s+(?:\w+\s+)?(?:numbers|figures|"
                     r"values|metrics|stats|statistics|kpis|data\s+points)\b", question, re.I)
    if said is None or plan.sides or plan.group or plan.rank_of is not None:
        return []
    n = int(said[1]) if said[1].isdigit() else WORD_NUMBERS[said[1].lower()]
    got = len(plan.measures)
    return [f"{n} figures asked for, {got} read (name each figure)"] if 0 < got < n else []


def answer_question(question: str, run: Runner, as_of: date,
                    held: tuple[date, date] | None = None,
                    address_index: bool = False) -> Planned:
    """Read ``question`` into a plan, refuse it if a clause is left over, else answer it; a
    message refused whole is answered by the question inside it when the rest of it says
    nothing that changes the answer (``planner.questionspans``)."""
    try:
        return _answer_whole(question, run, as_of, held, address_index)
    except Unanswerable as refused:
        whole = refused
    for span, rest in question_spans(question):
        if not reads_alone(rest, span, as_of):
            continue
        try:
            planned = _answer_whole(span, run, as_of, held, address_index)
        except (Unanswerable, PeriodOutOfRange):
            continue
        planned.interpretation += (f" (Read the question inside the message alone: '{span}'; "
                                   "the rest of it wraps the question and says nothing more.)")
        return planned
    raise whole


def _answer_whole(question: str, run: Runner, as_of: date,
                  held: tuple[date, date] | None = None,
                  address_index: bool = False) -> Planned:
    """Read ``question`` into a plan, refuse it if a clause is left over, else answer it."""
    sent = question
    names = list(facilitator_names())  # read once: every pass below needs them
    question = iso_day_ranges(question)  # "period=2026-04-01..2026-04-30"
    question = plain_tags(question)  # "<task>Count settlements ...</task>", "<metric>...</metric>"
    question = plain_blanks(question)  # "x402 settled ___ USDC across ___ payments last week"
    question, lined = untemplate_lines(question)  # "metric_name: unique_payers\nperiod: May"
    question = plain_texting(question)  # "hw mny ppl paid b4 may", "podcast q: ..."
    question = plain_notebook(question)  # "# In [7]:\n# Question (markdown cell): ..."
    # "The user asked '...'. Precisely: ...": the agent's restatement alone
    question, restating = restated_ask(question)
    # "Ticket #4471 body: '...'. Please give the total.": the quoted message is the question
    question, quoted = quoted_body(question, names)
    restating += quoted
    asker = asker_name(question, names)
    if asker is not None:  # "Hello from the PayAI agent. How many settlements ...?"
        raise Unanswerable(
            "A facilitator or address is named only as who is asking (in a greeting, sign-off, "
            "signature or agent name), not as the scope of the question, so it is not answered "
            "(and not charged). Name it in the question to scope by it, or leave it out.",
            not_understood=[f"'{asker}' (who asks, or the scope?)"])
    # "Sextant, ...", "Earlier you returned 235. Now: ...", "Plan: 1. ... Execute step 2: ...",
    # "Action Input: ...", "Return exactly: 1) ... 2) ...", "facilitator=coinbase period=May 2026"
    # "reconcile --recipient 0x... --from A --to B : ..."
    question, flags_unread = plain_flags(question, names)
    # "nightly job (cron 0 3 * * *):", "report_builder wants ...", "... and write it to the row"
    question, jobbed = plain_job_heads(question, as_of, names)
    question = plain_agent_turn(question, as_of, names)
    question = plain_asides(question)  # "last week (Monday to Sunday)", "(USDC/day)"
    question = plain_utc_days(question)  # "... The user is in UTC-7 but use UTC days as usual."
    # "Tool call get_x with the period argument set to May 2026: ...", "rank payers by volume,
    # return the top 3"
    question = plain_tool_prose(question, names)
    # "Thanks!\n-- Sent by research-agent-7", "Previous call failed; retrying:", "Tool call: ..."
    question = plain_chatter(question, as_of, names)
    # "For a talk I'm giving next week: ...", "Did volume grow from A to B? By what percent?"
    # "The teacher I'm helping wants ...", "Relaying for a BD person: ...", "...? I'm building
    # a timeline for a podcast."
    question = plain_assisted(question, names)
    # "... from April 1 to 7, and the total over those days?", "mean and median, mean first"
    question = plain_said_twice(question, as_of)
    question = plain_people(question, names, as_of)
    question = plain_side_denial(question)  # "how much did 0x... receive, not pay, in April"
    # "Hi Sextant, agent-to-agent request: ...", "Nightly job 3/30: ...", "..., unrounded"
    question = plain_envelope(question, as_of, names)
    # "Task: ... Constraints: ...", "Return JSON with keys ...", "My user asked: '...'"
    question = plain_bullets(question)  # "Constraints:\n- facilitator: Coinbase\n- ..."
    question = plain_structured(plain_block(question))  # "period:\n  start: ...\n  end: ..."
    question = plain_lead_baseline(question)  # "Compared with April, were payments up in May?"
    # "Report request for December 2025:\n- count\n- volume": the heading scopes each item
    question, heading_unread = plain_headed(question, as_of, names)
    variants = item_variants(question)
    question = plain_code(question)  # "select count(*) where ...", "-> float only"
    question = plain_unit(question)  # "share of payments, counting payments rather than dollars"
    question = plain_sql_words(question)  # "sum of amount where facilitator is PayAI"
    unclear = two_for_one(question, names)
    if unclear is not None:  # "We compare Coinbase and PayAI. How much did it settle?"
        raise Unanswerable("The background names more than one facilitator or address and "
                           "the question refers to one of them without naming it, so it is "
                           "not answered (and not charged).", not_understood=[unclear])
    # "Subtask 2 of 5:", "Treasury agent, reconciliation pass.", "window = last 90 days."
    # "Marketplace crawler:", "Whale filter: ... exceeded 10 USDC", "Treasury agent, wallet 0x...:"
    # "Orchestrator subtask 3/6 -", "Your last response errored (HTTP 500). Retrying:", ...
    # (before the heads and labels, unless they read the question's own head)
    led: list[str] = []
    if not plain_agent_head(question, as_of, names)[1] and not plain_labels(
            question, as_of, names)[1]:
        question, led = plain_agent_lead(question, as_of, names)
    question, headed = plain_agent_head(question, as_of, names)
    question, labelled = plain_labels(question, as_of, names)
    question, late = plain_agent_lead(question, as_of, names)
    labelled = lined + restating + jobbed + led + headed + labelled + late
    # "query: payers; metric: count": the number of unique payers, not of their payments
    for field_pair in (r"(payers|recipients)\s*[;,]\s*(?:count|number)",
                       r"(?:count|number)\s*[;,]\s*(payers|recipients)"):
        question = rx.sub(r"(?:^|(?<=[;,]))(\s*)" + field_pair + r"\s*(?=[;,]|$)",
                          r"\1number of unique \2", question, flags=re.I)
    question, framed = unframe(question, as_of, names)
    question = without_unrounded(question)  # "USDC volume in May 2026, unrounded"
    framed = labelled + framed
    other = not_a_figure(question)
    if other is not None:  # "how would I query the volume?", "what did 0x... buy?"
        raise Unanswerable("The question asks for something other than a figure of the "
                           "settlements, so it is not answered (and not charged). Ask for the "
                           "figure itself, as in 'what was the volume in May 2026?'.",
                           not_understood=[other])
    lookup = read_tx(question)
    if lookup is not None:  # "show me tx 0x...": that transaction's row(s)
        return _tx(Executor(run, held, address_index), lookup)
    whole = read_lifetime(question, as_of)
    if whole is not None:  # "how much has the October 2025 cohort spent over its lifetime"
        return _lifetime(Executor(run, held, address_index), whole)
    only = read_exclusive(question, as_of)
    if only is not None:  # "how many payers paid exclusively through Coinbase in Q1"
        return _exclusive(Executor(run, held, address_index), only)
    if looks_exclusive(question):
        raise Unanswerable(
            "I could not read which payers (recipients) used one facilitator and no other, so "
            "it is not answered (and not charged).",
            not_understood=["payers that used only one facilitator"],
            suggestions=["how many payers in Q1 2026 paid exclusively through Coinbase?"])
    kept = read_retention(question, as_of)
    if kept is not None:  # "what % of april's payers paid again in may"
        return _retention(Executor(run, held, address_index), kept)
    shared = read_overlap(question, as_of)
    if shared is not None:  # "how many payers paid in both april and may"
        return _overlap(Executor(run, held, address_index), shared)
    if facilitators_overlap_unread(question):
        raise Unanswerable(
            "I could not read which payers (recipients) used one facilitator and also (or not) "
            "another, so it is not answered (and not charged).",
            not_understood=["the payers (recipients) two facilitators share"],
            suggestions=["how many payers paid through both Coinbase and PayAI in May 2026?",
                         "how many payers paid through PayAI but not Coinbase in May 2026?"])
    if looks_like_overlap(question, as_of):
        raise Unanswerable(
            "I could not read which payers (recipients) of one period this question follows "
            "into another, so it is not answered (and not charged).",
            not_understood=["the two periods of a retention or churn count"],
            suggestions=["how many payers paid in April 2026 and again in May 2026?",
                         "what % of April 2026's payers did not pay in May 2026?"])
    # "rank facilitators by count: top 3", "Names and counts.", "Two things: ..."
    question = plain_asked_lists(question)
    question = plain_x402_inside(question)  # "payers whose first x402 payment was in Q1"
    question = plain_side_changes(question, as_of)  # "March vs April, growth in percent"
    question = plain_daily_of(question)  # "median of the daily payment counts"
    plan = read(question, as_of)
    plan.unplaced += heading_unread + unread_items(plan, variants, as_of, names)
    plan.unplaced += daily_of_unread(question) + flags_unread
    # "did volume in May exceed $1,000?", "how many wallets both paid and received?"
    plan.unplaced += total_threshold_unread(question) + both_roles_unread(question)
    plan.unplaced += through_date_unread(question)  # "how many went through May 3"
    plan.unplaced += average_volume_unread(question)  # "the average volume in May"
    plan.unplaced += every_payment_unread(question, plan)  # "paid over 1 USDC each time"
    if any(m.kind in PER_DAY + OVER_DAYS for m in plan.measures):
        plan.unplaced += active_days_unread(sent)  # "average payments per active day"
    plan.understood += framed
    plan.unplaced += address_as_tx(question)
    plan.unplaced += unnamed_party(question, names)  # "how much did she pay in May 2026"
    plan.unplaced += sender_unread(sent, names)  # "Email from Coinbase: how many in May?"
    plan.unplaced += other_currency_unread(sent)  # "Note: figures in EUR. Query: volume"
    if len(plan.sides) == 2 and plan.sides[0][1] == plan.sides[1][1]:
        if plan.difference or plan.times or plan.minuend is not None:
            plan.unplaced.append("a comparison of one scope with itself")
        else:  # "(a) yesterday's payment count, (b) yesterday's volume": one scope, said twice
            plan.filters, plan.sides, plan.roles = plan.sides[0][1], [], False
    f = plan.filters
    # "into 0x... and out of 0x...": one address said twice is one address
    addresses = list(dict.fromkeys(a for a in (f.party, f.payer, f.recipient) if a))
    both = rx.search(BOTH_WAYS, question, re.I)
    if len(addresses) == 1 and both and not plan.sides and \
            not plan.group and all(m.kind in ("count", "sum") for m in plan.measures):
        # "0x...: total sent and total received": each side's figure, not one total of both;
        # "how much did 0x... receive, and how much did it pay": each side, in the order asked
        if plan.measures:
            base = f.with_(party=None, payer=None, recipient=None)
            plan.sides = [(role, base.with_(**{role: addresses[0]})) for role in (
                ("recipient", "payer") if both["got"] else ("payer", "recipient"))]
            plan.roles = True
        else:
            plan.filters = f = f.with_(party=addresses[0], payer=None, recipient=None)
            plan.measures = []
    plan.unplaced += _fewer_than_said(sent, plan)
    plan.unplaced += sides_unread(sent, addresses, bool(plan.sides) or bool(plan.group) or any(
        m.kind in ROWS for m in plan.measures), len(plan.measures))
    if not plan.measures and len(addresses) == 1 and not plan.unplaced and not plan.sides and \
            not (f.facilitator or f.not_facilitator or f.amount_lo or f.amount_hi or f.weekdays):
        # one address alone: its history (which sums its own side only, so no other filter)
        plan.measures = [Measure("history")]
        if f.period is not None and f.period.hours:  # the history reads whole days
            plan.unplaced.append("an address's history over an hour window (ask for its "
                                 "payments' count or volume)")
    plan.unplaced += inexact_rates(plan, held) + item_scopes(plan, question, variants, as_of,
                                                             names)
    if held is not None and any(m.kind in PER_DAY for m in plan.measures) and rx.search(
            r"\b\d{1,3}\s+(?:calendar\s+|utc\s+)?days\s*\)", question, re.I) and any(
            held_days(p, held) != p for p in plan.periods()):  # "(total / 31 days)" said
        plan.unplaced.append("a number of days said for a period the data holds only part of")
    if any(m.kind == "idle_days" for m in plan.measures) and (
            plan.group or plan.rank_of is not None or any(
                p.hours for p in plan.periods() if p is not None) or (
                (f.amount_lo or f.amount_hi) and rx.search(r"\b(?:volume|total|worth|combined|"
                                                           r"usdc\s+of)\b", question, re.I)) or
            rx.search(r"\b(?:in\s+a\s+row|consecutive|straight|streaks?|longest|runs?)\b", sent,
                      re.I)):
        # days without settlements per month, in an hour window, of a day's total, or in a
        # row (a streak, not a count)
        plan.unplaced.append("days without settlements in this scope")
    if any(m.kind == "active_days" for m in plan.measures) and rx.search(
            r"\b(?:in\s+a\s+row|consecutive|streaks?)\b", sent, re.I):
        # "how many days in a row had payments": a streak's length, not the days counted
        plan.unplaced.append("days in a row (a streak's length)")
    if len(plan.measures) > 1 and rx.search(_BOUND_ON_SECOND, question, re.I):
        # "volume, then the count of payments above 1 USDC": the bound is the count's alone
        plan.unplaced.append("an amount bound said of one figure of several (ask each figure "
                             "with its own scope)")
    plan.unplaced += _sides_listed(question, plan, as_of)
    plan.unplaced += split_scopes_unread(question, plan, names)
    if "user" in plan.unplaced and not rx.search(r"\buser", sent, re.I):
        # framing's word for the asker's own payments ("how many payments did I make")
        plan.unplaced[plan.unplaced.index("user")] = (
            "whose payments ('I', 'my', 'we': name the wallet address, as in 'payments made by "
            "0x...')")
    refuse_if_uncovered(plan)
    if held is not None:
        require_held(plan.periods(), *held)
        if any(m.kind in PER_DAY for m in plan.measures):  # say which days it divides by
            plan.filters = plan.filters.with_(period=held_days(plan.filters.period, held))
            plan.sides = [(label, f.with_(period=held_days(f.period, held)))
                          for label, f in plan.sides]
            if plan.combined_filters is not None:
                f = plan.combined_filters
                plan.combined_filters = f.with_(period=held_days(f.period, held))
    ex = Executor(run, held, address_index)
    if plan.side_by_data:
        _side_from_data(ex, plan)
    elif _mine_any_side(sent, plan):
        _refuse_if_both_sides(ex, plan)
    _hour_windows(ex, plan)
    parts = []
    for _label, f in plan.variants():
        if address_index and f.first_time:
            f = f.with_(first_time_rollup=True)
        said = _side(ex, plan, f)
        parts.append(f"{_scope(f)}: " + "; ".join(said))
    text = ". ".join(p[0].upper() + p[1:] for p in parts) + "."
    single = plan.measures[0] if len(plan.measures) == 1 and not plan.group else None
    if single and not plan.sides and single.kind in AGGREGATES and plan.rank_of is None:
        text = _sentence(single, ex.figures[0], plan.filters)
    if plan.sides and len(plan.sides) == 2 and len(ex.figures) % 2 == 0 and not plan.roles:
        half = len(ex.figures) // 2
        a, b = ex.figures[0], ex.figures[half]
        first, second = ("second", "first") if plan.change_of_second else ("first", "second")
        if plan.change_of_second:
            a, b = b, a
        numbers = isinstance(a, int | float) and isinstance(b, int | float)
        # a change's difference (later minus earlier) is listed before its % ("up by 120,
        # or +8.3%")
        changed: list[float | None] = []
        in_words = ""
        if numbers and b and not plan.combined:
            changed.append(100.0 * (float(a) - float(b)) / float(b))  # the change, in %
            in_words = (f" The {first} is {fmt.change(float(b), float(a))} relative to the "
                        f"{second}.")
        elif numbers and not plan.combined:  # "did it grow from 0? by what percent?"
            in_words = (f" A change in percent is not defined: the {second} figure is 0.")
        if numbers and plan.difference and plan.minuend is None:
            # the later period minus the earlier ("april, may and the difference": May's
            # figure minus April's)
            x, y = ex.figures[0], ex.figures[half]
            later, earlier = ("first", "second") if plan.difference_from == "first" else \
                ("second", "first") if plan.difference_from == "second" or _second_later(plan) \
                else ("first", "second")
            if later == "first":
                x, y = y, x
            ex.figures.append(float(y) - float(x))
            text += f" The difference ({later} minus {earlier}) is {float(y) - float(x):,g}."
            ex.figures += changed
            text += in_words
            changed, in_words = [], ""
            if float(y) < float(x) and not plan.difference_from:
                # "the difference between Q4 and Q1" said without a direction: a drop is
                # also given as its size, the number most readers mean by it
                ex.figures.append(float(x) - float(y))
                text += f" That is a drop of {float(x) - float(y):,g}."
        if not (plan.minuend is not None and plan.difference_first):
            ex.figures += changed  # "how many more in May than in April": the change in %
            text += in_words  # first, then the difference the side said (``side_arithmetic``)
            changed, in_words = [], ""
        if plan.minuend is not None:
            more, worded = side_arithmetic(ex.figures[0], ex.figures[half], plan.minuend,
                                           plan.difference, plan.times)
            ex.figures += more
            text += worded
        ex.figures += changed  # "the difference (May minus April) and the % change"
        text += in_words
    if plan.combined:
        text += " " + _combined(ex, plan)
    return Planned(answer=text, family=shape_of(plan), interpretation=interpretation(plan),
                   figures=ex.figures)


#: a sentence listing the figures to return ("Give March, April, and the percent change.")
_LISTED = re.compile(r"(?:^|[.?!:]\s+)(?:please\s+)?(?:give|return|report|list|show|provide)"
                     r"(?:\s+me)?\s*:?\s+(?:both\s+)?(?P<l>[^.?!]+?)\s*[.?!]?\s*$", re.I)


def _sides_listed(question: str, plan: Plan, as_of: date) -> list[str]:
    """Two periods compared, listed at the end in the other order than the answer gives them:
    unread (which comes first is not the answer's)."""
    if len(plan.sides) != 2 or any(f.period is None for _, f in plan.sides):
        return []
    m = _LISTED.search(question)
    if m is None:
        return []
    # the periods listed, not those of the arithmetic after them ("(Q1 minus Q4)")
    said_first = rx.split(r"\b(?:and\s+)?(?:the\s+|their\s+)?(?:difference|change|percent\w*|delta|"
                          r"growth|minus|ratio)\b|%|\(", m["l"], maxsplit=1, flags=re.I)[0]
    try:
        listed = find_periods(said_first.lower(), as_of)
    except (ValueError, PeriodOutOfRange):
        return []
    said = [(f.period.start, f.period.end) for f in listed]
    sides = [(f.period.start, f.period.end) for _, f in plan.sides if f.period is not None]
    if len(said) >= 2 and said[:2] != sides and said[:2] == sides[::-1]:
        return ["the order the periods are listed in (ask for them in the order compared)"]
    return []


def _overlap(ex: Executor, o: Overlap) -> Planned:
    """The addresses two periods share (or one has and the other not; or new in one period),
    counted (``planner.overlap``)."""
    if ex.held is not None:
        require_held([p for p in (o.first, o.second, o.third) if p is not None], *ex.held)
    first = ex.span(o.first)
    second = ex.span(o.second) if o.second is not None else None
    third = ex.span(o.third) if o.third is not None else None
    before = ex.span(Period(None, o.first.start, "before")) if o.kind == "new" else None
    n = ex.q(overlap_query(o, first, second, before, third)).rows[0][0] if first else 0
    ex.figures.append(n)
    who = f"{o.side}s"
    if o.facilitators is not None:
        a, b = (f.name for f in o.facilitators)
        said = {"both": f"{who} with settlements through {a} and through {b} in "
                        f"{o.first.label}",
                "only_first": f"{who} with settlements through {a} but none through {b} "
                              f"in {o.first.label}"}[o.kind]
        return Planned(answer=f"{fmt.count(n)} {said}.", family="overlap",
                       interpretation=f"Measured: distinct {said}.", figures=ex.figures)
    said = {"both": f"{who} with settlements in both {o.first.label} and "
                    f"{o.second.label if o.second else ''}",
            "only_first": f"{who} with settlements in {o.first.label} but none in "
                          f"{o.second.label if o.second else ''}",
            "new": f"{who} of {o.first.label} with no settlement before it (first-time)",
            "reactivated": f"{who} with settlements in {o.first.label}, none in "
                           f"{o.second.label if o.second else ''} and again in "
                           f"{o.third.label if o.third else ''}"}[o.kind]
    return Planned(answer=f"{fmt.count(n)} {said}.", family="overlap",
                   interpretation=f"Measured: distinct {said}.", figures=ex.figures)


def _retention(ex: Executor, r: Retention) -> Planned:
    """Each overlap count asked, or its percent of the first period's distinct payers
    (recipients) (``planner.retention``)."""
    said: list[str] = []
    for part, o in r.parts:
        one = _overlap(Executor(ex.run, ex.held, ex.address_index), o)
        n = one.figures[0]
        text = one.interpretation.removeprefix("Measured: distinct ").rstrip(".")
        if part == "count":
            ex.figures.append(n)
            said.append(f"{fmt.count(n)} {text}")
            continue
        first = ex.span(o.first)
        who = exp.column(o.side)
        inside = build.row_conditions(Filters(period=o.first), first) if first else []
        base = ex.q(exp.select(exp.Count(this=exp.Distinct(expressions=[who]))).from_(
            "settlements").where(*inside)).rows[0][0] if first else 0
        pct = 100.0 * n / base if base else None
        ex.figures += [pct, None if pct is None else pct / 100]  # as a share's: %, fraction
        said.append(("no" if pct is None else f"{pct:.2f}%") + f" of the {fmt.count(base)} "
                    f"{o.side}s of {o.first.label} are {text}")
    return Planned(answer="; ".join(said) + ".", family="overlap",
                   interpretation="Measured: " + "; ".join(said) + ".", figures=ex.figures)


def _exclusive(ex: Executor, e: Exclusive) -> Planned:
    """How many payers (recipients) of a period used one facilitator only
    (``planner.exclusive``)."""
    if ex.held is not None:
        require_held([e.period], *ex.held)
    span = ex.span(e.period)
    n = ex.q(exclusive_query(e, span)).rows[0][0] if span else 0
    ex.figures.append(n)
    said = (f"{e.side}s of {e.period.label} whose every settlement then went through "
            f"{e.name.title()} facilitators")
    return Planned(answer=f"{fmt.count(n)} {said}.", family="exclusive",
                   interpretation=f"Measured: {said}.", figures=ex.figures)


_LIFETIME_SAID = {
    "cohort_sum": "lifetime USDC volume of the payers whose first settlement was in {c}",
    "cohort_in": "of the payers whose first settlement was in {c}, in {p}: {parts}",
    "new_returning": "payers in {p} that were new (first settlement ever in it), then those "
                     "returning (a settlement before it)",
    "final": "payers whose last settlement so far was in {p}",
    "tenure": "payers whose last settlement came {b} {n} days after their first",
    "peak_month": "the calendar month (UTC) with the most new payers (by first settlement), "
                  "and how many",
    "median_per_payer": "median over the payers of {p} of each one's {parts}",
    "active_days": "payers with settlements on {b} {n} different UTC days in {p}",
}
_PART_SAID = {"sum": "USDC volume", "count": "number of distinct payers",
              "avg": "volume per payer (average)"}


def _lifetime(ex: Executor, lt: Lifetime) -> Planned:
    """Figures over each payer's whole history (``planner.lifetime``)."""
    periods = [p for p in (lt.cohort, lt.period) if p is not None]
    if ex.held is not None and periods:
        require_held(periods, *ex.held)
    spans = {"all": ex.span(ALL_TIME), "cohort": ex.span(lt.cohort) if lt.cohort else None,
             "period": ex.span(lt.period) if lt.period else None}
    queries = lifetime_queries(lt, spans)
    if queries is None:  # no rows where the figure is taken: zero of each
        ex.figures += [None if p == "month" else 0 for p in lt.parts]
    else:
        for q in queries:
            for row in ex.q(q).rows:
                ex.figures += list(row)
    parts = ", ".join(_PART_SAID.get(p, p) for p in lt.parts)
    if lt.kind == "median_per_payer":
        parts = "USDC volume" if lt.parts == ("sum",) else "number of settlements"
    said = _LIFETIME_SAID[lt.kind].format(
        c=lt.cohort.label if lt.cohort else "", p=lt.period.label if lt.period else "",
        parts=parts, n=lt.n, b="more than" if lt.strict else "at least")
    values = ", ".join(str(v) for v in ex.figures)
    return Planned(answer=f"{said[0].upper()}{said[1:]}: {values}.", family="lifetime",
                   interpretation=f"Measured: {said}.", figures=ex.figures)


def _tx(ex: Executor, lookup: TxLookup) -> Planned:
    """The rows of one transaction hash (``planner.txhash``), the columns in the order asked."""
    span = ex.span(ALL_TIME)
    rows = ex.q(tx_query(lookup, *span)).rows if span else []
    names = [c.replace("_", " ") for c in lookup.columns]
    said = f"The settlement(s) with tx hash {lookup.tx_hash}: " + ", ".join(names)
    interpreted = (f"Looked up: the settlement(s) with tx hash {lookup.tx_hash}; listed: "
                   + ", ".join(names) + ".")
    if not rows:
        return Planned(answer=f"No settlement in the warehouse has tx hash {lookup.tx_hash}.",
                       family="transaction", interpretation=interpreted, figures=[])
    for r in rows:
        ex.figures += list(r)
    lines = ["; ".join(f"{n} {v}" for n, v in zip(names, r, strict=True)) for r in rows]
    return Planned(answer=said + ". " + " | ".join(lines) + ".", family="transaction",
                   interpretation=interpreted, figures=ex.figures)


def _combined(ex: Executor, plan: Plan) -> str:
    """Both listed periods together over their span (``planner.listed``), after each
    period's figure."""
    f = plan.combined_filters
    assert f is not None
    return f"Combined, {_scope(f)}: " + "; ".join(_side(ex, plan, f)) + "."
