"""A plan's queries, built with sqlglot's expression builder (never by pasting strings).

Rows of ``settlements`` are always bounded by the period's exact block range (from
``daily_stats``) so files and row groups outside it are pruned; whole-day counts and volumes
with no row filter come from the ``daily_stats`` rollup.
"""

from __future__ import annotations

from datetime import date, datetime

from sqlglot import exp

from sextant.warehouse.planner.plan import PER_ENTITY, Bound, Filters, Measure
from sextant.warehouse.planner.timephrases import Period

ROW_COLUMNS = ("block_number", "timestamp", "tx_hash", "payer", "recipient", "amount",
               "facilitator")
ROLLUP_MEASURES = frozenset({"count", "sum", "avg", "per_day_count", "per_day_sum"})


def _lit(value: object) -> exp.Expression:
    return exp.Literal.string(str(value))


def _day(d: date) -> exp.Expression:
    return exp.cast(_lit(d.isoformat()), "DATE")


def _instant(d: date) -> exp.Expression:
    return exp.cast(_lit(f"{d.isoformat()} 00:00:00+00"), "TIMESTAMPTZ")


def _at(t: datetime) -> exp.Expression:
    return exp.cast(_lit(t.strftime("%Y-%m-%d %H:%M:%S+00")), "TIMESTAMPTZ")


def _num(value: object) -> exp.Expression:
    return exp.Literal.number(str(value))


def day_conditions(period: Period | None, column: str = "day") -> list[exp.Expression]:
    col = exp.column(column)
    out: list[exp.Expression] = []
    if period and period.start:
        out.append(col >= _day(period.start))
    if period and period.end:
        out.append(col < _day(period.end))
    return out


def block_span_query(period: Period | None) -> exp.Select:
    """The period's first and last block, from the rollup."""
    q = exp.select(exp.Min(this=exp.column("first_block")).as_("lo"),
                   exp.Max(this=exp.column("last_block")).as_("hi")).from_("daily_stats")
    conds = day_conditions(period)
    return q.where(*conds) if conds else q


class BlockSpan(tuple[int, int]):
    """A block range ``(lo, hi)`` and the sub-ranges inside it that can hold the rows (the
    days an address was active, from ``address_daily``): an ``OR`` of ``BETWEEN``s that
    DuckDB checks against each row group's ``block_number`` statistics."""

    parts: tuple[tuple[int, int], ...]

    def __new__(cls, parts: list[tuple[int, int]]) -> BlockSpan:
        obj = super().__new__(cls, (parts[0][0], parts[-1][1]))
        obj.parts = tuple(parts)
        return obj


#: at most this many sub-ranges in one query (the closest ones are merged beyond it)
MAX_BLOCK_PARTS = 48


def block_parts(ranges: list[tuple[int, int]], most: int = MAX_BLOCK_PARTS
                ) -> list[tuple[int, int]]:
    """Sorted, merged block ranges; when more than ``most``, the smallest gaps are closed."""
    out: list[tuple[int, int]] = []
    for lo, hi in sorted(ranges):
        if out and lo <= out[-1][1] + 1:
            out[-1] = (out[-1][0], max(out[-1][1], hi))
        else:
            out.append((lo, hi))
    if len(out) > most:
        gaps = sorted(range(len(out) - 1), key=lambda i: (out[i + 1][0] - out[i][1], i))
        keep = set(gaps[len(out) - most:])  # the widest gaps stay open
        merged = [out[0]]
        for i in range(1, len(out)):
            if i - 1 in keep:
                merged.append(out[i])
            else:
                merged[-1] = (merged[-1][0], out[i][1])
        out = merged
    return out


def row_conditions(f: Filters, span: tuple[int, int]) -> list[exp.Expression]:
    """The ``WHERE`` of a settlements query for ``f`` inside the block range ``span`` (and
    inside its sub-ranges when it is a ``BlockSpan``)."""
    block = exp.column("block_number")
    conds: list[exp.Expression] = [block.between(_num(span[0]), _num(span[1]))]
    if isinstance(span, BlockSpan) and len(span.parts) > 1:
        conds.append(exp.paren(exp.or_(*[block.copy().between(_num(lo), _num(hi))
                                         for lo, hi in span.parts])))
    p = f.period
    if p and p.start:
        conds.append(exp.column("timestamp") >= _instant(p.start))
    if p and p.end:
        conds.append(exp.column("timestamp") < _instant(p.end))
    if f.after is not None:
        conds.append(exp.column("timestamp") > _at(f.after))
    if f.until is not None:
        conds.append(exp.column("timestamp") <= _at(f.until))
    if f.first_time:
        within = f.facilitator.addresses if f.first_time_within and f.facilitator else None
        new = exp.column(f.first_time).isin(query=first_time_query(
            f.first_time, p, span[1], rollup=f.first_time_rollup and within is None,
            within=within))
        conds.append(exp.not_(new) if f.returning else new)
    if f.hours_of_day:
        first, last = f.hours_of_day[0]
        conds.append(exp.Hour(this=exp.column("timestamp")).between(_num(first), _num(last)))
    if f.weekdays:
        conds.append(exp.DayOfWeekIso(this=exp.column("timestamp")).isin(
            *[_num(d) for d in f.weekdays[0]]))
    if f.payer:
        conds.append(exp.column("payer").eq(_lit(f.payer)))
    if f.recipient:
        conds.append(exp.column("recipient").eq(_lit(f.recipient)))
    if f.party:
        conds.append(exp.paren(exp.or_(exp.column("payer").eq(_lit(f.party)),
                                       exp.column("recipient").eq(_lit(f.party)))))
    if f.facilitator:
        conds.append(facilitator_in(f.facilitator.addresses))
    if f.not_facilitator:
        conds.append(exp.not_(facilitator_in(f.not_facilitator.addresses)))
    amount = exp.column("amount")
    if f.amount_lo:
        v = _num(f.amount_lo.value)
        conds.append(amount >= v if f.amount_lo.inclusive else amount > v)
    if f.amount_hi:
        v = _num(f.amount_hi.value)
        conds.append(amount <= v if f.amount_hi.inclusive else amount < v)
    return conds


def first_time_query(role: str, period: Period | None, last_block: int,
                     rollup: bool = False, within: tuple[str, ...] | None = None
                     ) -> exp.Select:
    """The payers (recipients) whose first settlement ever falls in ``period`` (only the
    blocks up to the period's last one can hold it); with ``rollup``, read from
    ``address_daily`` (each address's first time per role and day), about a twentieth of
    the bytes of ``settlements``; ``within``: the first settlement through those facilitator
    addresses."""
    first = exp.Min(this=exp.column("first_ts" if rollup else "timestamp"))
    conds: list[exp.Expression] = []
    if period and period.start:
        conds.append(first.copy() >= _instant(period.start))
    if period and period.end:
        conds.append(first.copy() < _instant(period.end))
    if rollup:
        who = exp.column("address")
        q = (exp.select(who).from_("address_daily")
             .where(exp.column("role").eq(_lit(role)),
                    exp.column("first_block") <= _num(last_block)).group_by(who.copy()))
    else:
        upto = exp.column("block_number") <= _num(last_block)
        q = (exp.select(exp.column(role)).from_("settlements")
             .where(upto if within is None else exp.and_(upto, facilitator_in(within)))
             .group_by(exp.column(role)))
    return q.having(*conds) if conds else q


def newest_query(span: tuple[int, int]) -> exp.Select:
    """The newest settlement's time inside the block range ``span``."""
    block = exp.column("block_number")
    return (exp.select(exp.Max(this=exp.column("timestamp")).as_("newest"))
            .from_("settlements").where(block.between(_num(span[0]), _num(span[1]))))


def facilitator_in(addresses: tuple[str, ...]) -> exp.Expression:
    return exp.column("facilitator").isin(*[_lit(a) for a in addresses])


def part_condition(part: Filters) -> exp.Expression:
    """The rows of a share's part (a facilitator, an address, an amount range)."""
    conds = row_conditions(part.with_(period=None), (0, 0))[1:]  # no block range, no period
    if not conds:
        return exp.true()
    out = conds[0]
    for cond in conds[1:]:
        out = exp.And(this=out, expression=cond)
    return out


def _share_cond(share_in: tuple[str, ...] | exp.Expression) -> exp.Expression:
    if isinstance(share_in, exp.Expression):
        return share_in.copy()
    return facilitator_in(share_in)


def _star_count() -> exp.Expression:
    return exp.Count(this=exp.Star())


def _filtered(agg: exp.Expression, cond: exp.Expression) -> exp.Expression:
    return exp.Filter(this=agg, expression=exp.Where(this=cond))


def aggregate_exprs(m: Measure, share_in: tuple[str, ...] | exp.Expression = ()
                    ) -> list[exp.Expression]:
    """The select expressions of one measure over ``settlements``."""
    amount = exp.column("amount")
    kind = m.kind
    if kind in ("count", "per_day_count"):
        return [_star_count()]
    if kind in ("sum", "per_day_sum"):
        return [exp.Sum(this=amount)]
    if kind == "avg":
        return [exp.Avg(this=amount)]
    if kind == "median":
        return [exp.Median(this=amount)]
    if kind == "min":
        return [exp.Min(this=amount)]
    if kind == "max":
        return [exp.Max(this=amount)]
    if kind in ("distinct_payer", "distinct_recipient"):
        col = "payer" if kind == "distinct_payer" else "recipient"
        return [exp.Count(this=exp.Distinct(expressions=[exp.column(col)]))]
    if kind == "distinct_facilitator":
        return [exp.Count(this=exp.Distinct(expressions=[exp.column("facilitator")]))]
    if kind == "quantile":
        return [exp.PercentileCont(this=amount, expression=_num(m.columns[0]))]
    if kind == "iqr":
        return [exp.Sub(this=exp.PercentileCont(this=amount, expression=_num("0.75")),
                        expression=exp.PercentileCont(this=amount.copy(),
                                                      expression=_num("0.25")))]
    if kind == "range":
        return [exp.Sub(this=exp.Max(this=amount), expression=exp.Min(this=amount.copy()))]
    if kind == "stddev":
        return [exp.Stddev(this=amount)]
    if kind == "variance":
        return [exp.Variance(this=amount)]
    if kind == "gas":
        return [gas_expr(*m.columns)]
    if kind in ("active_days", "idle_days"):  # idle: the period's days less these
        # (``compose._aggregates``)
        day = exp.cast(exp.column("timestamp"), "DATE")
        return [exp.Count(this=exp.Distinct(expressions=[day]))]
    if kind == "active_months":
        month = exp.func("date_trunc", exp.Literal.string("month"), exp.column("timestamp"))
        return [exp.Count(this=exp.Distinct(expressions=[month]))]
    if kind in PER_ENTITY:
        total: exp.Expression = exp.Mul(this=_star_count(), expression=_num("1.0")) if \
            kind.startswith("count") else exp.Sum(this=amount)
        who = exp.Count(this=exp.Distinct(expressions=[exp.column(kind.rsplit("_", 1)[1])]))
        return [exp.Div(this=total, expression=exp.Nullif(this=who, expression=_num(0)))]
    if kind == "ratio":
        top, bottom = (aggregate_exprs(Measure(k))[0] for k in m.columns)
        return [exp.Div(this=exp.Mul(this=top, expression=_num("1.0")),
                        expression=exp.Nullif(this=bottom, expression=_num(0)))]
    if kind in ("share_count", "share_sum"):
        whole: exp.Expression = _star_count() if kind == "share_count" else exp.Sum(this=amount)
        part = _filtered(whole.copy(), _share_cond(share_in))
        pct = exp.Div(this=exp.Mul(this=_num("100.0"), expression=part),
                      expression=whole.copy())
        return [pct, *_share_parts(share_in)]
    raise ValueError(kind)


#: wei in one unit of a gas price or cost
WEI = {"wei": None, "gwei": "1e9", "eth": "1e18"}
_GAS_AGGS: dict[str, type[exp.AggFunc]] = {"sum": exp.Sum, "avg": exp.Avg, "median": exp.Median,
                                           "max": exp.Max, "min": exp.Min}


def gas_expr(agg: str, what: str, unit: str) -> exp.Expression:
    """An aggregate of gas used, gas price or gas cost (``gas_used * gas_price``, wei), in
    ``unit``."""
    col: exp.Expression = exp.column("gas_used") if what == "used" else \
        exp.column("gas_price") if what == "price" else \
        exp.Mul(this=exp.column("gas_used"), expression=exp.column("gas_price"))
    out: exp.Expression = _GAS_AGGS[agg](this=col)  # type: ignore[assignment]
    per = WEI.get(unit)
    return exp.Div(this=out, expression=_num(per)) if per else out


def _share_parts(share_in: tuple[str, ...] | exp.Expression) -> list[exp.Expression]:
    """The part's count and the total count, its volume and the total volume."""
    cond = _share_cond(share_in)
    amount = exp.column("amount")
    return [_filtered(_star_count(), cond), _star_count(),
            _filtered(exp.Sum(this=amount), cond.copy()), exp.Sum(this=amount.copy())]


def rollup_exprs(m: Measure) -> list[exp.Expression]:
    """The same measure from ``daily_stats`` (counts and volumes only)."""
    found = _summed(m, "total_count", "total_volume_usdc")
    if found is None:
        raise ValueError(m.kind)
    return found


def _summed(m: Measure, count_column: str, volume_column: str) -> list[exp.Expression] | None:
    """Count, volume and average of a rollup's per-day ``count_column`` / ``volume_column``."""
    count = exp.Sum(this=exp.column(count_column))
    volume = exp.Sum(this=exp.column(volume_column))
    if m.kind in ("count", "per_day_count"):
        return [count]
    if m.kind in ("sum", "per_day_sum"):
        return [volume]
    if m.kind == "avg":
        return [exp.Div(this=volume, expression=exp.Nullif(this=count.copy(),
                                                           expression=_num(0)))]
    return None


#: the ``daily_stats`` column of each inner aggregate of a day
DAILY_COLUMNS = {"count": "total_count", "sum": "total_volume_usdc",
                 "distinct_payer": "unique_payers", "distinct_recipient": "unique_recipients"}


def over_days_query(m: Measure, f: Filters, span: tuple[int, int] | None) -> exp.Select:
    """The average or median over the days of ``f`` of one aggregate of each day (days with
    settlements); from the rollup when ``span`` is ``None``."""
    agg, inner = m.columns
    outer: type[exp.AggFunc] = exp.Median if agg == "median" else exp.Avg
    if span is None:
        q = exp.select(outer(this=exp.column(DAILY_COLUMNS[inner]))).from_("daily_stats")
        conds = day_conditions(f.period)
        return q.where(*conds) if conds else q
    day = exp.cast(exp.column("timestamp"), "DATE").as_("d")
    per_day = (exp.select(day, aggregate_exprs(Measure(inner))[0].as_("m"))
               .from_("settlements").where(*row_conditions(f, span)).group_by(_num(1)))
    return exp.select(outer(this=exp.column("m"))).from_(per_day.subquery("days"))


def aggregate_query(measures: list[Measure], f: Filters, span: tuple[int, int] | None,
                    share_in: tuple[str, ...] | exp.Expression = ()) -> exp.Select:
    """One row with every measure; from the rollup when ``span`` is ``None``."""
    if span is None:
        cols = [e for m in measures for e in rollup_exprs(m)]
        q = exp.select(*cols).from_("daily_stats")
        conds = day_conditions(f.period)
        return q.where(*conds) if conds else q
    cols = [e for m in measures for e in aggregate_exprs(m, share_in)]
    return exp.select(*cols).from_("settlements").where(*row_conditions(f, span))


def series_query(grain: str, measures: list[Measure], f: Filters,
                 span: tuple[int, int] | None, top: int | None = None,
                 descending: bool = True, rank: int = 0) -> exp.Select:
    """One row per day/week/month, or per hour of the day (UTC, 0-23) or ISO day of the week
    (1-7), those two from the rows only: ``(period, measures...)``."""
    col = "day" if span is None else "timestamp"
    key = (exp.Hour(this=exp.column("timestamp")).as_("period") if grain == "hour" else
           exp.DayOfWeekIso(this=exp.column("timestamp")).as_("period") if grain == "weekday"
           else exp.cast(exp.func("date_trunc", _lit(grain), exp.column(col)),
                         "DATE").as_("period"))
    if span is None:
        cols = [e for m in measures for e in rollup_exprs(m)]
        q = exp.select(key, *cols).from_("daily_stats")
        conds = day_conditions(f.period)
        q = q.where(*conds) if conds else q
    else:
        cols = [e for m in measures for e in aggregate_exprs(m)]
        q = exp.select(key, *cols).from_("settlements").where(*row_conditions(f, span))
    q = q.group_by(_num(1))
    if top is None:
        return q.order_by(exp.Ordered(this=_num(1)))
    return q.order_by(exp.Ordered(this=_num(2 + rank), desc=descending),
                      exp.Ordered(this=_num(1))).limit(top)


def _bounded(n: exp.Expression, having: tuple[Bound | None, Bound | None]
             ) -> list[exp.Expression]:
    """``n`` within the lower and upper bounds of ``having`` (either may be absent)."""
    conds: list[exp.Expression] = []
    for bound, upper in ((having[0], False), (having[1], True)):
        if bound is None:
            continue
        v, m = _num(bound.value), n.copy()  # a node has one parent: a copy per bound
        if upper:
            conds.append(m <= v if bound.inclusive else m < v)
        else:
            conds.append(m >= v if bound.inclusive else m > v)
    return conds


def _having_conds(having: tuple[Bound | None, Bound | None], by_sum: bool
                  ) -> list[exp.Expression]:
    """Bounds on a group's number of settlements (``by_sum``: its USDC total)."""
    return _bounded(exp.Sum(this=exp.column("amount")) if by_sum else _star_count(), having)


def top_query(entity: str, measure: Measure, f: Filters, span: tuple[int, int],
              top: int, descending: bool = True,
              having: tuple[Bound | None, Bound | None] = (None, None),
              having_sum: bool = False, named: bool = False) -> exp.Select:
    """The ``top`` payers/recipients/facilitators by the measure: ``(key, count, volume)``
    and the measure itself when it is neither, among the groups within ``having``
    (``named``: facilitators by name, an address without a name as itself)."""
    amount = exp.column("amount")
    other = measure.kind not in ("count", "sum")
    rank = "volume_usdc" if measure.kind == "sum" else "figure" if other else "payments"
    key = _named_facilitator().as_("who") if named else exp.column(entity)
    cols = [key, _star_count().as_("payments"), exp.Sum(this=amount).as_("volume_usdc")]
    if other:
        cols.append(aggregate_exprs(measure)[0].as_("figure"))
    q = (exp.select(*cols)
         .from_("settlements").where(*row_conditions(f, span)).group_by(_num(1)))
    conds = _having_conds(having, having_sum)
    if named and not other and not conds:
        # counted per address first, then named: the name's CASE runs over a few hundred
        # addresses, not every row (132 M rows, 2025: 7.5 s -> the address grouping's 1.4 s)
        per_address = (exp.select(exp.column("facilitator"), _star_count().as_("n"),
                                  exp.Sum(this=amount).as_("v"))
                       .from_("settlements").where(*row_conditions(f, span)).group_by(_num(1)))
        q = (exp.select(key, exp.Sum(this=exp.column("n")).as_("payments"),
                        exp.Sum(this=exp.column("v")).as_("volume_usdc"))
             .from_(per_address.subquery("per_address")).group_by(_num(1)))
    if conds:
        q = q.having(*conds)
    return (q
            .order_by(exp.Ordered(this=exp.column(rank), desc=descending),
                      exp.Ordered(this=_num(1))).limit(top))


def rank_of_query(entity: str, kind: str, f: Filters, span: tuple[int, int],
                  address: str) -> exp.Select:
    """``address``'s place among the ``entity`` side by its count or volume (1 + how many
    have more; ties share a place), its own figure and how many were ranked."""
    figure = _star_count() if kind == "count" else exp.Sum(this=exp.column("amount"))
    groups = (exp.select(exp.column(entity).as_("who"), figure.as_("v")).from_("settlements")
              .where(*row_conditions(f, span)).group_by(_num(1)).subquery("groups"))
    own = (exp.select(figure.copy()).from_("settlements")
           .where(*row_conditions(f.with_(**{entity: address}), span)).subquery())
    more = exp.Count(this=exp.Star()).copy()
    mine = exp.Max(this=exp.If(this=exp.column("who").eq(_lit(address)),
                               true=exp.column("v")))
    return exp.select(
        exp.Add(this=_num(1), expression=exp.Sum(this=exp.If(
            this=exp.GT(this=exp.column("v"), expression=own), true=_num(1), false=_num(0)))),
        mine, more).from_(groups)


def _named_facilitator() -> exp.Expression:
    """Each settlement's facilitator by name (a named facilitator's addresses are one), the
    address itself when it has no name."""
    from sextant.warehouse.planner.reading import facilitator_names

    case = exp.Case()
    for name, addresses in facilitator_names().items():
        case = case.when(exp.column("facilitator").isin(*[_lit(a) for a in addresses]),
                         _lit(name))
    return case.else_(exp.column("facilitator"))


def _distinct_conds(having: tuple[Bound | None, Bound | None], column: str, named: bool
                    ) -> list[exp.Expression]:
    """Bounds on a group's number of distinct ``column`` values (``named``: facilitators by
    name)."""
    what = _named_facilitator() if named else exp.column(column)
    return _bounded(exp.Count(this=exp.Distinct(expressions=[what])), having)


def running_day_query(having: tuple[Bound | None, Bound | None], f: Filters,
                      span: tuple[int, int], by_sum: bool) -> exp.Select:
    """The first UTC day by which the running total of settlements (``by_sum``: of USDC),
    from the first day in scope, is past the lower bound of ``having``."""
    key = exp.cast(exp.column("timestamp"), "DATE")
    figure = exp.Sum(this=exp.column("amount")) if by_sum else _star_count()
    days = (exp.select(key.as_("grp"), figure.as_("v")).from_("settlements")
            .where(*row_conditions(f, span)).group_by(_num(1)))
    running = exp.Window(this=exp.Sum(this=exp.column("v")),
                         order=exp.Order(expressions=[exp.Ordered(this=exp.column("grp"))]))
    totals = exp.select(exp.column("grp"), running.as_("c")).from_(days.subquery("days"))
    lo = having[0]
    assert lo is not None
    c, v = exp.column("c"), _num(lo.value)
    return (exp.select(exp.Min(this=exp.column("grp"))).from_(totals.subquery("totals"))
            .where(c >= v if lo.inclusive else c > v))


def group_count_query(entity: str, having: tuple[Bound | None, Bound | None], f: Filters,
                      span: tuple[int, int], by_sum: bool = False, distinct: str = "",
                      named: bool = False, first: bool = False) -> exp.Select:
    """How many payers/recipients (or UTC days: ``entity`` "day") have a number of
    settlements (``by_sum``: a USDC total; ``distinct``: distinct values of that column,
    facilitators by name when ``named``) within ``having`` (``first``: the earliest such
    group, for days)."""
    conds = _distinct_conds(having, distinct, named) if distinct else \
        _having_conds(having, by_sum)
    key = exp.cast(exp.column("timestamp"), "DATE") if entity == "day" else exp.column(entity)
    inner = (exp.select(key.as_("grp")).from_("settlements")
             .where(*row_conditions(f, span)).group_by(_num(1)).having(*conds))
    what = exp.Min(this=exp.column("grp")) if first else _star_count()
    return exp.select(what).from_(inner.subquery("groups"))


def _all(conds: list[exp.Expression]) -> exp.Expression:
    out = conds[0]
    for cond in conds[1:]:
        out = exp.And(this=out, expression=cond)
    return out


def entity_share_query(entity: str, having: tuple[Bound | None, Bound | None], f: Filters,
                       span: tuple[int, int], by_sum: bool = False, by_payment: bool = False
                       ) -> exp.Select:
    """The part of the payers/recipients of ``f`` whose number of settlements (``by_sum``:
    USDC total; ``by_payment``: any one payment) is within ``having``: ``(percent, part,
    whole)``."""
    if by_payment:
        inside = [c for c in row_conditions(Filters(amount_lo=having[0], amount_hi=having[1]),
                                            (0, 0))[1:]]
        cond = _all(inside)
        hits = _filtered(_star_count(), cond).as_("hits")
        inner = (exp.select(exp.column(entity), hits).from_("settlements")
                 .where(*row_conditions(f, span)).group_by(exp.column(entity)))
        keep: exp.Expression = exp.column("hits") > _num(0)
    else:
        inner = (exp.select(exp.column(entity), _star_count().as_("n"),
                            exp.Sum(this=exp.column("amount")).as_("v"))
                 .from_("settlements").where(*row_conditions(f, span))
                 .group_by(exp.column(entity)))
        conds = _having_conds(having, by_sum)
        # the same bounds, on the inner query's named columns
        col = exp.column("v" if by_sum else "n")
        conds = [c.transform(lambda node: col.copy() if isinstance(node, exp.Sum | exp.Count)
                             else node) for c in conds]
        keep = _all(conds)
    part = _filtered(_star_count(), keep)
    pct = exp.Div(this=exp.Mul(this=_num("100.0"), expression=part),
                  expression=exp.Nullif(this=_star_count(), expression=_num(0)))
    return exp.select(pct, part.copy(), _star_count()).from_(inner.subquery("groups"))


def row_query(measure: Measure, f: Filters, span: tuple[int, int]) -> exp.Select:
    """The row behind an extreme (largest/smallest amount, first/last payment); the
    ``measure.k`` rows behind the largest/smallest ones."""
    # time before block: the sandbox warehouse holds two chains (the synthetic Base history and
    # the dev chain's own settlements), whose block numbers do not order their times
    chrono = [exp.column("timestamp"), exp.column("block_number"), exp.column("log_index")]
    if measure.kind in ("row_max", "row_min"):
        order = [exp.Ordered(this=exp.column("amount"), desc=measure.kind == "row_max"),
                 *(exp.Ordered(this=c) for c in chrono)]
    else:
        desc = measure.kind == "last"
        order = [exp.Ordered(this=c, desc=desc) for c in chrono]
    q = (exp.select(*[exp.column(c) for c in ROW_COLUMNS]).from_("settlements")
         .where(*row_conditions(f, span)).order_by(*order).limit(measure.k))
    return q.offset(measure.nth - 1) if measure.nth > 1 else q


def history_query(f: Filters, span: tuple[int, int], limit: int = 10) -> exp.Select:
    return (exp.select(*[exp.column(c) for c in ROW_COLUMNS]).from_("settlements")
            .where(*row_conditions(f, span))
            .order_by(*(exp.Ordered(this=exp.column(c), desc=True)
                        for c in ("timestamp", "block_number", "log_index"))).limit(limit))


def party_totals_query(address: str, f: Filters, span: tuple[int, int]) -> exp.Select:
    """Sent and received counts and volumes of one address, first and last seen."""
    sent, got = exp.column("payer").eq(_lit(address)), exp.column("recipient").eq(_lit(address))
    amount = exp.column("amount")
    return exp.select(
        _filtered(_star_count(), sent).as_("sent"),
        _filtered(exp.Sum(this=amount), sent.copy()).as_("sent_usdc"),
        _filtered(_star_count(), got).as_("received"),
        _filtered(exp.Sum(this=amount.copy()), got.copy()).as_("received_usdc"),
        exp.Min(this=exp.column("timestamp")).as_("first_seen"),
        exp.Max(this=exp.column("timestamp")).as_("last_seen"),
    ).from_("settlements").where(*row_conditions(f, span))


# -- address questions from the ``address_daily`` rollup -----------------------------------
#: Measures of one address in one role that the per-address daily rollup holds exactly.
ADDRESS_MEASURES = frozenset({"count", "sum", "avg", "min", "max", "per_day_count",
                              "per_day_sum"})


def address_filter(f: Filters) -> tuple[str, str] | None:
    """``(role, address)`` when ``f`` selects one address in one role and nothing else at the
    row level (an amount or facilitator filter, kept or excluded, needs the rows)."""
    if f.party or f.facilitator or f.not_facilitator or f.amount_lo or f.amount_hi or \
            f.weekdays or f.first_time or f.after or f.until or f.hours_of_day:
        return None
    if f.payer and not f.recipient:
        return "payer", f.payer
    if f.recipient and not f.payer:
        return "recipient", f.recipient
    return None


def single_address(f: Filters) -> tuple[str | None, str] | None:
    """``(role, address)`` of an address every row of ``f`` involves (role ``None``: either
    role): its active days in ``address_daily`` bound the rows to read."""
    if f.party:
        return None, f.party
    if f.payer:
        return "payer", f.payer
    if f.recipient:
        return "recipient", f.recipient
    return None


def address_blocks_query(address: str, role: str | None, period: Period | None,
                         limit: int) -> exp.Select:
    """The block range of each day ``address`` was active in ``role`` (either role when
    ``None``) inside ``period``, in block order."""
    lo, hi = exp.Min(this=exp.column("first_block")), exp.Max(this=exp.column("last_block"))
    return (exp.select(lo.as_("lo"), hi.as_("hi")).from_("address_daily")
            .where(*_address_where(address, role, period)).group_by(exp.column("day"))
            .order_by(exp.Ordered(this=exp.column("lo"))).limit(limit))


def _address_where(address: str, role: str | None, period: Period | None
                   ) -> list[exp.Expression]:
    conds: list[exp.Expression] = [exp.column("address").eq(_lit(address))]
    if role:
        conds.append(exp.column("role").eq(_lit(role)))
    return conds + day_conditions(period)


def address_rollup_exprs(m: Measure) -> list[exp.Expression]:
    found = _summed(m, "payments", "volume_usdc")
    if found is not None:
        return found
    if m.kind == "min":
        return [exp.Min(this=exp.column("min_amount_usdc"))]
    if m.kind == "max":
        return [exp.Max(this=exp.column("max_amount_usdc"))]
    raise ValueError(m.kind)


def address_aggregate_query(measures: list[Measure], role: str, address: str,
                            period: Period | None) -> exp.Select:
    """One row with every measure of ``address`` in ``role`` over ``period``."""
    cols = [e for m in measures for e in address_rollup_exprs(m)]
    return exp.select(*cols).from_("address_daily").where(*_address_where(address, role,
                                                                          period))


def address_day_query(kind: str, role: str, address: str, period: Period | None
                      ) -> exp.Select:
    """The block range of the day holding the row behind ``kind`` (the last/first payment,
    the largest/smallest): the row query then reads that day only."""
    day = exp.column("day")
    order = {
        "last": [exp.Ordered(this=day, desc=True)],
        "first": [exp.Ordered(this=day)],
        "row_max": [exp.Ordered(this=exp.column("max_amount_usdc"), desc=True),
                    exp.Ordered(this=day)],
        "row_min": [exp.Ordered(this=exp.column("min_amount_usdc")), exp.Ordered(this=day)],
    }[kind]
    return (exp.select(exp.column("first_block"), exp.column("last_block"))
            .from_("address_daily").where(*_address_where(address, role, period))
            .order_by(*order).limit(1))


def address_history_query(address: str, period: Period | None, days: int = 10) -> exp.Select:
    """In one query: the address's most recent active days ``(day, payments, first_block,
    last_block)`` and, on every row, its totals over the period (sent and received counts
    and volumes, first and last time seen)."""
    payments, volume = exp.column("payments"), exp.column("volume_usdc")

    def side(role: str, col: exp.Expression, name: str) -> exp.Expression:
        return exp.Alias(this=_filtered(exp.Sum(this=col.copy()),
                                        exp.column("role").eq(_lit(role))),
                         alias=exp.to_identifier(name))

    per_day = (exp.select(exp.column("day"), side("payer", payments, "sent"),
                          side("payer", volume, "sent_usdc"),
                          side("recipient", payments, "got"),
                          side("recipient", volume, "got_usdc"),
                          exp.Sum(this=payments.copy()).as_("n"),
                          exp.Min(this=exp.column("first_ts")).as_("t0"),
                          exp.Max(this=exp.column("last_ts")).as_("t1"),
                          exp.Min(this=exp.column("first_block")).as_("lo"),
                          exp.Max(this=exp.column("last_block")).as_("hi"))
               .from_("address_daily").where(*_address_where(address, None, period))
               .group_by(exp.column("day")))

    def total(agg: type[exp.AggFunc], col: str) -> exp.Expression:
        return exp.Window(this=agg(this=exp.column(col)))

    return (exp.select(exp.column("day"), exp.column("n"), exp.column("lo"), exp.column("hi"),
                       total(exp.Sum, "sent"), total(exp.Sum, "sent_usdc"),
                       total(exp.Sum, "got"), total(exp.Sum, "got_usdc"),
                       total(exp.Min, "t0"), total(exp.Max, "t1"))
            .from_(per_day.subquery("d"))
            .order_by(exp.Ordered(this=exp.column("day"), desc=True)).limit(days))
