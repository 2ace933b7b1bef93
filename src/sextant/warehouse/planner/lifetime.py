"""Figures over each payer's whole history, as a growth team asks them: a cohort (the payers
whose first payment ever falls in a period) and what it spent over its lifetime, in a later
period or in its own period; how many of a cohort were still active later; how many payers
were new and how many returning in a period; how many made their final payment in a period;
how many have a tenure (first to last payment) over N days; which month brought the most new
payers; the median spend or number of payments per payer in a period; how many payers paid
on at least N different days of a period.

The question is read whole: its periods are set aside as tokens (``P0``, ``P1``...) and the
rest must match one of the wordings below exactly; anything else is left to the other
readers (which refuse what they cannot place)."""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date

from sqlglot import exp

from sextant.warehouse.planner import rx
from sextant.warehouse.planner.timephrases import Period, find_periods

__all__ = ["Lifetime", "lifetime_queries", "period_tokens", "read_lifetime"]

_WHO = r"(?:payers?|wallets?|customers?|buyers?|paying\s+wallets?)"
_PAID = (r"(?:paid|made\s+(?:a\s+|any\s+)?payments?|were\s+active|was\s+active|transacted|"
         r"were\s+still\s+active|still\s+paid|still\s+made\s+(?:a\s+|any\s+)?payments?|"
         r"paid\s+again|came\s+back)")
#: "(first payment in P0)", "(payers whose first payment was in P0)", "(first payment that
#: month)": a cohort said again, in brackets
_AGAIN = (r"(?:\s*[(,]\s*(?:i\.e\.\s*|=\s*)?(?:(?:the\s+)?" + _WHO
          + r"\s+(?:whose|with\s+(?:their|a))"
          r"\s+)?first\s+(?:payments?|settlements?)\s+(?:was\s+|were\s+)?(?:in\s+(?P<r>P\d)|that\s+"
          r"month|then)\s*\)?)?")
#: a cohort: the payers whose first payment falls in a period
_COHORT = (r"(?:the\s+)?(?:(?P<c1>P\d)\s+(?:payer\s+|customer\s+|wallet\s+|signup\s+)?"
           r"cohort(?:\s+of\s+" + _WHO + r")?|(?:cohort\s+of\s+)?" + _WHO
           + r"\s+(?:whose\s+first\s+(?:payment|settlement)"
           r"\s+(?:was|fell|came)\s+in|who\s+(?:joined|started\s+paying|first\s+paid|signed\s+up|"
           r"made\s+their\s+first\s+(?:payment|settlement))\s+in|acquired\s+in|first\s+seen\s+in"
           r"|with\s+(?:a|their)\s+first\s+payment\s+in)\s+(?P<c2>P\d))" + _AGAIN)
_SO_FAR = r"(?:\s+(?:so\s+far|to\s+date|\(so\s+far\)|\(to\s+date\)))?"
_USDC = r"(?:\s+(?:usdc|volume|money|in\s+usdc))?"


@dataclass(frozen=True)
class Lifetime:
    """What is asked: ``kind`` and its periods (``cohort`` the first-payment period,
    ``period`` the one measured in), ``n`` a bound, ``parts`` the figures in order."""

    kind: str
    parts: tuple[str, ...] = ()
    cohort: Period | None = None
    period: Period | None = None
    n: int = 0
    strict: bool = True


def period_tokens(question: str, as_of: date) -> tuple[str, list[Period]] | None:
    """The question lower-cased with each period (not all time) said as ``P0``, ``P1``...,
    and those periods; ``None`` for an impossible date or an hour window."""
    text = question.lower().replace("\u2019", "'").strip()
    text = rx.sub(r"\bfirst[- ]ever\b", "first", text)
    text = rx.sub(r"\b(first\s+(?:payment|settlement))\s+ever\b", r"\1", text)
    text = rx.sub(r"^\s*(?:hard\s+one|cohort\s+question|cohort\s+check|question)\s*:\s*", "", text)
    text = text.rstrip(" ?.!")
    try:
        found = find_periods(text, as_of)
    except Exception:  # an impossible date: not ours
        return None
    periods: list[Period] = []
    out = ""
    at = 0
    for f in found:
        if f.period.hours:
            return None
        if f.period.start is None and f.period.end is None:  # "in total", "lifetime": words
            continue
        out += text[at:f.start] + f"P{len(periods)}"
        at = f.end
        periods.append(f.period)
    out += text[at:]
    out = rx.sub(r"\s+", " ", out).strip()
    return out, periods


def _cohort(m: re.Match[str], periods: list[Period]) -> Period | None:
    c = m["c1"] or m["c2"]
    p = periods[int(c[1:])]
    r = m["r"]
    if r is not None and (periods[int(r[1:])].start, periods[int(r[1:])].end) != (p.start, p.end):
        return None
    return p if p.start is not None and p.end is not None else None


def _same(a: Period, b: Period) -> bool:
    return (a.start, a.end) == (b.start, b.end)


def read_lifetime(question: str, as_of: date) -> Lifetime | None:
    """The lifetime figure the question asks, or ``None``."""
    read = period_tokens(question, as_of)
    if read is None:
        return None
    t, periods = read
    for reader in (_cohort_spend, _cohort_active, _new_returning, _final, _tenure, _peak_month,
                   _median_per_payer, _active_days):
        got = reader(t, periods)
        if got is not None:
            return got
    return None


def _period(token: str | None, periods: list[Period]) -> Period | None:
    if token is None:
        return None
    p = periods[int(token[1:])]
    return p if p.start is not None and p.end is not None else None


def _cohort_spend(t: str, periods: list[Period]) -> Lifetime | None:
    """"how much USDC has the P cohort spent over its whole lifetime", "what is the lifetime
    spend of the payers who joined in P", "for payers who joined in P, what was their total
    spend during P and their average first-month spend per payer"."""
    life = (r"(?:\s+(?:in\s+total|in\s+all|all[- ]time|over\s+(?:its|their)\s+"
            r"(?:whole\s+|entire\s+)?"
            r"(?:lifetime|life|history)|(?:in|over)\s+(?:its|their)\s+lifetime|ever|since\s+(?:then|"
            r"joining)|to\s+date|so\s+far)){1,2}")
    m = rx.fullmatch(r"how much" + _USDC + r"(?: in total)? (?:has|have|did) " + _COHORT
                     + r",? (?:spent|spend|paid|pay)" + life, t) or rx.fullmatch(
        r"(?:what is|what's|what was) (?:the )?(?:total )?lifetime (?:spend|volume|value) of "
        + _COHORT, t)
    if m is not None:
        c = _cohort(m, periods)
        return None if c is None else Lifetime("cohort_sum", ("sum",), c)
    m = rx.fullmatch(r"(?:for|among|of) " + _COHORT + r",? what (?:was|is|were) their total "
                     r"(?:spend|volume|usdc spent) (?:during|in) (?P<p>P\d)(?P<avg>,? and their "
                     r"average (?P<first>first[- ]month )?spend per (?:payer|wallet))?", t)
    if m is not None:
        c, p = _cohort(m, periods), _period(m["p"], periods)
        if c is None or p is None or (m["first"] and not _same(c, p)):
            return None
        return Lifetime("cohort_in", ("sum", "avg") if m["avg"] else ("sum",), c, p)
    return None


def _cohort_active(t: str, periods: list[Period]) -> Lifetime | None:
    """"of the P0 cohort, how many wallets still made a payment in P1", "among payers whose
    first payment was in P0, how many were still active in P1, and how much USDC did they
    spend in P1"."""
    m = rx.fullmatch(r"(?:of|among|from|for) " + _COHORT + r",? how many(?: " + _WHO
                     + r"| of them)? (?:still |also |were still )?" + _PAID + r" (?:in|during) "
                     r"(?P<p>P\d)" + _SO_FAR + r"(?P<sum>,? and how much" + _USDC + r" did they "
                     r"(?:spend|pay) (?:in|during) (?P<p2>P\d)" + _SO_FAR + r")?", t) or \
        rx.fullmatch(r"how many (?:of )?" + _COHORT + r",? (?:still |also |were still )?" + _PAID
                     + r" (?:in|during) (?P<p>P\d)" + _SO_FAR + r"(?P<sum>)(?P<p2>)", t)
    if m is None:
        return None
    c, p = _cohort(m, periods), _period(m["p"], periods)
    if c is None or p is None or p.start is None or c.end is None or p.start < c.end:
        return None  # a later period only
    if m["sum"]:
        p2 = _period(m["p2"], periods)
        if p2 is None or not _same(p, p2):
            return None
        return Lifetime("cohort_in", ("count", "sum"), c, p)
    return Lifetime("cohort_in", ("count",), c, p)


def _new_returning(t: str, periods: list[Period]) -> Lifetime | None:
    """"in P, how many payers were new (first payment ever that month) and how many were
    returning (had paid before it)"."""
    new = (r"new(?: \((?:their )?first (?:payment|settlement) (?:that month|in (?P<r1>P\d)|"
           r"then)\))?")
    old = (r"returning(?: \((?:had |who had )?paid (?:before (?:that month|it|then)|"
           r"(?P<r2>P\d))\))?")
    m = rx.fullmatch(r"(?:in|during|for) (?P<p>P\d),? how many " + _WHO + r" were " + new
                     + r",? and how many (?:were )?" + old, t) or rx.fullmatch(
        r"how many " + _WHO + r" (?:in|during) (?P<p>P\d) were " + new + r",? and how many "
        r"(?:were )?" + old, t)
    if m is None:
        return None
    p = _period(m["p"], periods)
    if p is None:
        return None
    if m["r1"] and not _same(periods[int(m["r1"][1:])], p):
        return None
    if m["r2"]:
        before = periods[int(m["r2"][1:])]
        if not (before.start is None and before.end == p.start):
            return None
    return Lifetime("new_returning", ("new", "returning"), p, p)


def _final(t: str, periods: list[Period]) -> Lifetime | None:
    """"how many payers made their final payment (so far) in P"."""
    m = rx.fullmatch(r"how many " + _WHO + r" (?:made|sent) their (?:final|last|most recent) "
                     r"(?:payment|settlement)" + _SO_FAR + r" in (?P<p>P\d)", t) or rx.fullmatch(
        r"how many " + _WHO + r" (?:had|have) their (?:final|last|most recent) (?:payment|"
        r"settlement)" + _SO_FAR + r" in (?P<p>P\d)", t) or rx.fullmatch(
        r"how many " + _WHO + r" (?:were|was) last seen in (?P<p>P\d)", t)
    if m is None:
        return None
    p = _period(m["p"], periods)
    return None if p is None else Lifetime("final", ("count",), period=p)


def _tenure(t: str, periods: list[Period]) -> Lifetime | None:
    """"how many payers have a tenure of more than 180 days between their first and their
    last payment"."""
    bound = r"(?P<b>more than|over|longer than|at least|greater than) (?P<n>\d{1,4}) days"
    between = (r"(?: (?:between|from) their first (?:payment )?(?:and|to) (?:their )?last "
               r"(?:payment|settlement)s?)?")
    m = rx.fullmatch(r"how many " + _WHO + r" (?:have|had) (?:a )?tenure (?:of )?" + bound
                     + between, t) or rx.fullmatch(
        r"how many " + _WHO + r" have (?:a )?(?:first and last payments?|first and last "
        r"settlements?) (?:that are |which are )?" + bound + r" apart", t)
    if m is None or periods:
        return None
    return Lifetime("tenure", ("count",), n=int(m["n"]), strict=m["b"] != "at least")


def _peak_month(t: str, periods: list[Period]) -> Lifetime | None:
    """"which calendar month had the largest number of new payers, and how many joined"."""
    m = rx.fullmatch(r"(?:which|what) (?:calendar )?month (?:had|saw|brought|got|added) (?:the )?"
                     r"(?:largest number of|most|highest number of|biggest number of) new "
                     r"(?:payers|wallets|customers|buyers)(?: ever)?(?:,? and how many(?: "
                     r"(?:joined|were there|new (?:payers|wallets)|were new|signed up))?(?: (?:in "
                     r")?that month)?)?", t)
    if m is None or periods:
        return None
    return Lifetime("peak_month", ("month", "count"))


def _median_per_payer(t: str, periods: list[Period]) -> Lifetime | None:
    """"what was the median total spend per payer in P", "median number of payments per payer
    in P"."""
    m = rx.fullmatch(r"(?:(?:what|what's) (?:was|is|were)? ?(?:the )?)?median (?:(?P<sum>(?:total "
                     r")?(?:spend|usdc spent|volume|amount spent))|(?P<count>(?:number of |"
                     r"count of )?(?:payments?|settlements?|transactions?|txs)|payment count)) "
                     r"per (?:payer|wallet|"
                     r"customer|buyer|paying wallet|active payer) (?:in|during|for) (?P<p>P\d)", t)
    if m is None:
        return None
    p = _period(m["p"], periods)
    return None if p is None else Lifetime("median_per_payer", ("sum" if m["sum"] else "count",),
                                           period=p)


def _active_days(t: str, periods: list[Period]) -> Lifetime | None:
    """"how many payers paid on at least 5 different days in P"."""
    m = rx.fullmatch(r"how many " + _WHO + r" (?:paid|made (?:a )?payments?|were active|"
                     r"transacted) on (?P<b>at least|more than|over|(?P<n2>\d{1,3}) or more) "
                     r"(?:(?P<n>\d{1,3}) )?(?:different|distinct|separate) (?:utc )?(?:calendar )?"
                     r"days (?:in|during) (?P<p>P\d)", t)
    if m is None or bool(m["n"]) == bool(m["n2"]):
        return None
    p = _period(m["p"], periods)
    if p is None:
        return None
    n = int(m["n"] or m["n2"])
    strict = m["b"] in ("more than", "over")
    return Lifetime("active_days", ("count",), period=p, n=n, strict=strict)


# --- SQL ---------------------------------------------------------------------------------


def _ts(d: date) -> exp.Expression:
    return exp.cast(exp.Literal.string(f"{d.isoformat()} 00:00:00+00"), "TIMESTAMPTZ")


def _blocks(span: tuple[int, int]) -> exp.Expression:
    return exp.column("block_number").between(exp.Literal.number(span[0]),
                                              exp.Literal.number(span[1]))


def _within(col: exp.Expression, p: Period) -> list[exp.Expression]:
    out: list[exp.Expression] = []
    if p.start is not None:
        out.append(col.copy() >= _ts(p.start))
    if p.end is not None:
        out.append(col.copy() < _ts(p.end))
    return out


def _rows(p: Period, span: tuple[int, int]) -> list[exp.Expression]:
    return [_blocks(span), *_within(exp.column("timestamp"), p)]


def _cohort_members(c: Period, upto: int) -> exp.Select:
    """The payers whose first settlement ever falls in ``c`` (only blocks up to ``upto``,
    the cohort period's last block, can hold it)."""
    first = exp.Min(this=exp.column("timestamp"))
    return (exp.select(exp.column("payer")).from_("settlements")
            .where(exp.column("block_number") <= exp.Literal.number(upto))
            .group_by(exp.column("payer")).having(*_within(first, c)))


def _from(inner: exp.Select, *cols: exp.Expr) -> exp.Select:
    return exp.select(*cols).from_(inner.subquery("per_payer"))


Spans = dict[str, tuple[int, int] | None]


def lifetime_queries(lt: Lifetime, spans: Spans) -> list[exp.Select] | None:
    """The queries whose cells are the figures asked, in order; ``spans`` holds the block
    ranges of ``"all"``, ``"cohort"`` and ``"period"`` (``None``: no rows there); ``None``
    when a figure has no rows (then zero)."""
    count, amount, who = exp.Count(this=exp.Star()), exp.column("amount"), exp.column("payer")
    ts = exp.column("timestamp")
    if lt.kind in ("cohort_sum", "cohort_in"):
        c, every = spans["cohort"], spans["all"]
        span = every if lt.kind == "cohort_sum" else spans["period"]
        if c is None or span is None or every is None:
            return None
        assert lt.cohort is not None
        members = who.copy().isin(query=_cohort_members(lt.cohort, c[1]))
        where = [_blocks(span), members] if lt.period is None else \
            [*_rows(lt.period, span), members]
        figures: list[exp.Expr] = []
        for part in lt.parts:
            figures.append({"sum": exp.Sum(this=amount.copy()),
                            "count": exp.Count(this=exp.Distinct(expressions=[who.copy()])),
                            "avg": exp.Div(this=exp.Sum(this=amount.copy()), expression=exp.Count(
                                this=exp.Distinct(expressions=[who.copy()])))}[part])
        return [exp.select(*figures).from_("settlements").where(*where)]
    if lt.kind == "new_returning":
        p, span = lt.period, spans["period"]
        assert p is not None and p.start is not None
        if span is None:
            return None
        new = _from(_cohort_members(p, span[1]), count.copy())
        earlier = exp.select(who.copy()).from_("settlements").where(
            exp.column("block_number") <= exp.Literal.number(span[0]), ts.copy() < _ts(p.start))
        back = exp.select(exp.Count(this=exp.Distinct(expressions=[who.copy()]))).from_(
            "settlements").where(*_rows(p, span), who.copy().isin(query=earlier))
        return [new, back]
    if lt.kind == "final":
        p, span, every = lt.period, spans["period"], spans["all"]
        assert p is not None
        if span is None or every is None:
            return None
        last = exp.Max(this=ts.copy())
        inner = (exp.select(who.copy()).from_("settlements").where(_blocks((span[0], every[1])))
                 .group_by(who.copy()).having(*_within(last, p)))
        return [_from(inner, count.copy())]
    if lt.kind == "tenure":
        every = spans["all"]
        if every is None:
            return None
        spread = exp.Sub(this=exp.Max(this=ts.copy()), expression=exp.Min(this=ts.copy()))
        days = exp.Interval(this=exp.Literal.string(str(lt.n)), unit=exp.var("DAY"))
        bound = exp.GT(this=spread, expression=days) if lt.strict else \
            exp.GTE(this=spread, expression=days)
        inner = (exp.select(who.copy()).from_("settlements").where(_blocks(every))
                 .group_by(who.copy()).having(bound))
        return [_from(inner, count.copy())]
    if lt.kind == "peak_month":
        every = spans["all"]
        if every is None:
            return None
        inner = (exp.select(exp.Min(this=ts.copy()).as_("first_ts")).from_("settlements")
                 .where(_blocks(every)).group_by(who.copy()))
        first = exp.cast(exp.func("date_trunc", exp.Literal.string("month"),
                                  exp.column("first_ts")), "DATE")
        month = exp.func("strftime", exp.column("first_ts"), exp.Literal.string("%Y-%m"))
        # the month's first day, then the month said as YYYY-MM, then how many
        return [_from(inner, first.as_("month_start"), month.as_("month"),
                      count.copy().as_("n")).group_by(exp.column("month_start"),
                                                      exp.column("month"))
                .order_by(exp.column("n").desc(), exp.column("month")).limit(1)]
    if lt.kind == "median_per_payer":
        p, span = lt.period, spans["period"]
        assert p is not None
        if span is None:
            return None
        v = exp.Sum(this=amount.copy()) if lt.parts == ("sum",) else count.copy()
        inner = (exp.select(v.as_("v")).from_("settlements").where(*_rows(p, span))
                 .group_by(who.copy()))
        return [_from(inner, exp.Median(this=exp.column("v")))]
    if lt.kind == "active_days":
        p, span = lt.period, spans["period"]
        assert p is not None
        if span is None:
            return None
        days_n = exp.Count(this=exp.Distinct(expressions=[exp.cast(ts.copy(), "DATE")]))
        n = exp.Literal.number(lt.n)
        having = exp.GT(this=days_n, expression=n) if lt.strict else \
            exp.GTE(this=days_n, expression=n)
        inner = (exp.select(who.copy()).from_("settlements").where(*_rows(p, span))
                 .group_by(who.copy()).having(having))
        return [_from(inner, count.copy())]
    raise ValueError(lt.kind)
