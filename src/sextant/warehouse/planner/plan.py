"""The typed plan of a question: measures, filters, grouping, ranking and comparisons.

A plan is what the planner understood; ``compile`` turns it into SQL with sqlglot's
builder and ``compose`` runs it and writes the answer. Every figure a plan yields comes from
one of its measures, so an answer carries exactly the figures the question asked for.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from datetime import datetime
from decimal import Decimal

from sextant.warehouse.planner.timephrases import Period

#: Measures over the rows a plan's filters select.
#: How payment amounts spread (``planner.distribution``): a percentile (``Measure.columns``
#: is ``(p,)``, a fraction such as ``"0.9"``), the sample standard deviation and variance
SPREAD = ("quantile", "stddev", "variance", "iqr", "range")
#: Gas used, gas price or gas cost (``planner.gas``): ``Measure.columns`` is
#: ``(agg, what, unit)``
GAS = ("gas",)
AGGREGATES = ("count", "sum", "avg", "median", "min", "max", "distinct_payer",
              "distinct_recipient", "distinct_facilitator", "active_days", "active_months",
              "idle_days", *SPREAD, *GAS)
#: The aggregates a row grouping (by hour, weekday, day, week or month) can hold
ROW_AGGREGATES = ("count", "sum", "avg", "median", "min", "max", "distinct_payer",
                  "distinct_recipient", "distinct_facilitator", "active_days", *SPREAD, *GAS)
#: Measures that divide by the period's calendar days.
PER_DAY = ("per_day_count", "per_day_sum")
#: Settlements or USDC per distinct payer/recipient of the period ("average spend per payer").
PER_ENTITY = ("count_per_payer", "count_per_recipient", "sum_per_payer", "sum_per_recipient")
#: A part's share of the rows (count) or of the volume (sum), in percent: the part is a
#: facilitator, an address or an amount range (``Plan.share_of``).
SHARES = ("share_count", "share_sum")
#: How many payers/recipients have a number of settlements in a range (``Plan.having``).
GROUP_COUNTS = ("payers_with", "recipients_with", "days_with", "first_day_with",
                "first_day_running")
#: The part of the period's payers/recipients within ``Plan.having``, in percent.
ENTITY_SHARES = ("payers_share", "recipients_share")
#: The row behind an extreme: the largest/smallest payment, the first/last payment.
ROWS = ("row_max", "row_min", "first", "last")
#: A figure over the period's days: ``Measure.columns`` is ``(agg, inner)``, the average or
#: median (``agg``) of each day's ``inner`` aggregate ("median daily volume", "daily active
#: payers on average")
OVER_DAYS = ("over_days",)
#: One aggregate divided by another: ``Measure.columns`` is ``(numerator, denominator)``
RATIO = ("ratio",)
#: The inner aggregates a day or a ratio can hold, in words
DAILY_NAMES = {"count": "settlements", "sum": "volume", "distinct_payer": "active payers",
               "distinct_recipient": "active recipients"}

MEASURE_NAMES = {
    "count": "settlements", "sum": "volume", "avg": "average payment",
    "median": "median payment", "min": "smallest payment", "max": "largest payment",
    "distinct_payer": "unique payers", "distinct_recipient": "unique recipients",
    "distinct_facilitator": "distinct facilitator addresses",
    "stddev": "standard deviation of payment amount",
    "iqr": "interquartile range of payment amount (75th less 25th percentile)",
    "range": "range of payment amount (largest less smallest)",
    "variance": "variance of payment amount (USDC squared)", "active_days": "days with settlements",
    "idle_days": "calendar days without settlements",
    "active_months": "calendar months (UTC) with settlements",
    "per_day_count": "settlements per day (average)",
    "per_day_sum": "volume per day (average)", "share_count": "share of settlements",
    "share_sum": "share of volume", "row_max": "largest single payment",
    "row_min": "smallest single payment", "first": "first payment", "last": "last payment",
    "history": "payment history", "payers_share": "share of payers",
    "recipients_share": "share of recipients",
    "count_per_payer": "settlements per payer (average)",
    "count_per_recipient": "settlements per recipient (average)",
    "sum_per_payer": "volume per payer (average)",
    "sum_per_recipient": "volume per recipient (average)", "payers_with": "payers",
    "recipients_with": "recipients", "days_with": "days",
    "first_day_with": "the first UTC day",
    "first_day_running": "the first UTC day, by running total from the first day,",
}


@dataclass(frozen=True)
class Measure:
    kind: str
    #: for a row measure: the columns the question asked about (payer, recipient...)
    columns: tuple[str, ...] = ()
    #: for a row measure: how many rows ("the 3 largest payments")
    k: int = 1
    #: for a row measure: which one in the order ("the second largest payment")
    nth: int = 1

    @property
    def name(self) -> str:
        if self.kind == "over_days":
            agg, inner = self.columns
            return f"{'median' if agg == 'median' else 'average'} daily {DAILY_NAMES[inner]}"
        if self.kind == "quantile":
            pct = Decimal(self.columns[0]) * 100
            n = f"{pct.normalize():f}"
            end = "th" if 10 <= pct % 100 <= 20 or "." in n else \
                {1: "st", 2: "nd", 3: "rd"}.get(int(pct) % 10, "th")
            return f"{n}{end} percentile of payment amount"
        if self.kind == "gas":
            agg, what, unit = self.columns
            word = {"sum": "total", "avg": "average", "median": "median", "max": "largest",
                    "min": "smallest"}[agg]
            thing = {"used": "gas used", "price": "gas price",
                     "cost": "gas cost (gas used x gas price)"}[what]
            per = " per settlement" if agg != "sum" and what != "price" else ""
            return f"{word} {thing}{per}, in {unit if unit != 'eth' else 'ETH'}"
        if self.kind in PER_DAY and self.columns:  # a rate per hour, week or month
            return MEASURE_NAMES[self.kind].replace("per day", f"per {self.columns[0]}")
        if self.kind in SHARES and self.columns:  # the part's number asked before its share
            said = {("count",): "settlements of the part", ("sum",): "volume of the part",
                    ("whole_count",): "settlements of the whole", ("whole",): "volume of the whole",
                    ("sum", "whole"): "volume of the part and of the whole"}[self.columns]
            return f"{said}, then their {MEASURE_NAMES[self.kind]}"
        if self.kind == "ratio":
            a, b = self.columns
            return f"ratio of {MEASURE_NAMES[a]} to {MEASURE_NAMES[b]}"
        return MEASURE_NAMES[self.kind]


@dataclass(frozen=True)
class Bound:
    value: Decimal
    inclusive: bool


@dataclass(frozen=True)
class Facilitator:
    name: str
    addresses: tuple[str, ...]


@dataclass(frozen=True)
class Filters:
    period: Period | None = None
    payer: str | None = None
    recipient: str | None = None
    party: str | None = None  # an address in either role
    facilitator: Facilitator | None = None
    #: a facilitator left out ("excluding Coinbase")
    not_facilitator: Facilitator | None = None
    amount_lo: Bound | None = None
    amount_hi: Bound | None = None
    #: ISO days of the week kept ("on weekends": 6, 7), with the words that said so
    weekdays: tuple[tuple[int, ...], str] | None = None
    #: only the payers (recipients) whose first payment ever falls in the period
    first_time: str | None = None
    #: read who is first-time from ``address_daily`` (set when it covers every settlements
    #: file): the same addresses, from the rollup rather than a scan of every settlement
    first_time_rollup: bool = False
    #: first-time within the facilitator filter: the first settlement through that
    #: facilitator falls in the period ("their first-ever PayAI payment"; ``planner.cohort``)
    first_time_within: bool = False
    #: the payers (recipients) of the period who are *not* first-time: returning ones, with a
    #: settlement before the period (``planner.cohort``)
    returning: bool = False
    #: only settlements in these UTC hours of the day, first and last ("between 00:00 and
    #: 05:59 UTC"), with the words that said so (``planner.hours``)
    hours_of_day: tuple[tuple[int, int], str] | None = None
    #: only settlements after this instant (an hour window: set from the newest settlement)
    after: datetime | None = None
    #: only settlements at or before this instant (an hour window that ends before the newest)
    until: datetime | None = None

    @property
    def rows_filtered(self) -> bool:
        """Anything beyond whole days (the rollup cannot answer)."""
        return bool(self.payer or self.recipient or self.party or self.facilitator
                    or self.not_facilitator or self.amount_lo or self.amount_hi
                    or self.weekdays or self.first_time or self.after or self.until
                    or self.hours_of_day
                    or (self.period is not None and self.period.hours))

    def with_(self, **changes: object) -> Filters:
        return replace(self, **changes)  # type: ignore[arg-type]


@dataclass
class Plan:
    measures: list[Measure]
    filters: Filters
    #: day | week | month | payer | recipient | facilitator
    group: str | None = None
    #: rank the groups by the first measure and keep ``top`` of them (``None``: all, in order)
    top: int | None = None
    descending: bool = True
    #: the question said how many groups to keep ("top 3", "which payer"), not a default
    top_said: bool = True
    #: the measure a top-1 series ranks by (its index in ``measures``)
    rank: int = 0
    #: a comparison: one filter set per side, with its label
    sides: list[tuple[str, Filters]] = field(default_factory=list)
    #: the sides are in the order asked and the change is the second's relative to the
    #: first ("from Q4 2025 to Q1 2026": the growth of Q1 2026)
    change_of_second: bool = False
    #: the two sides' difference is asked for beside their change ("april, may and the
    #: difference"): listed after the change in %
    difference: bool = False
    #: which side the difference takes the other from: "first" ("how much more did A do
    #: than B": A minus B), "second" ("how much less in A than in B": B minus A); "" the
    #: later period minus the earlier
    difference_from: str = ""
    #: the difference said before the change in % ("the difference (May minus April) and the
    #: % change"): a side-said difference is then listed first
    difference_first: bool = False
    #: the side the other is subtracted from (and divided into) when the question said
    #: ("how many more in May than in April", "May minus April"); ``None``: the change's
    #: direction (``planner.arithmetic``)
    minuend: int | None = None
    #: the two sides' ratio is asked for ("how many times larger")
    times: bool = False
    #: the sides are parts of one whole (an address's received and paid, new and returning
    #: payers): no change between them
    roles: bool = False
    #: only the ``nth`` group of the ranking ("the third-largest payer": ``top`` is 3)
    nth: int = 1
    #: the place of one address (and its side) in the ranking of that side by the measure
    #: ("where does 0x... rank among payers by volume"; 1: the largest)
    rank_of: tuple[str, str] | None = None
    #: the share's part (a facilitator, an address, an amount range); the filters select
    #: the whole
    share_of: Filters | None = None
    #: a top-k asked as a share ("what share of volume went to the top 10 recipients"):
    #: each group's and the top-k's share of the whole
    ranked_share: bool = False
    #: facilitators ranked by name (a named facilitator's addresses together), then by
    #: address: "top facilitators" without "addresses"
    by_name: bool = False
    #: the one address (``filters.party``) is read on the side its settlements hold, and
    #: refused when both do ("how many facilitators has 0x... used")
    side_by_data: bool = False
    #: a group-count measure's bounds on each group's number of settlements
    having: tuple[Bound | None, Bound | None] = (None, None)
    #: the bounds are on each group's USDC total, not its number of settlements
    having_sum: bool = False
    #: the bounds are on each group's distinct count of this column ("payer", "recipient",
    #: "facilitator"): "payers who paid more than one recipient" (``planner.breadth``)
    having_distinct: str = ""
    #: the bounds are on any one payment of each group ("payers with a payment over 1 USDC")
    having_payment: bool = False
    #: the figure was asked before the ranked group's key ("the largest daily volume, and on
    #: which day"): the key is listed again after the row's figures (``planner.keyorder``)
    key_last: bool = False
    #: two periods listed with "and" ("yesterday and today"): each side's figure, then both
    #: together (``planner.listed``)
    combined: bool = False
    #: the filters of both together (their span)
    combined_filters: Filters | None = None
    understood: list[str] = field(default_factory=list)
    unplaced: list[str] = field(default_factory=list)

    def variants(self) -> list[tuple[str, Filters]]:
        return self.sides or [("", self.filters)]

    def periods(self) -> list[Period]:
        return [f.period for _, f in self.variants() if f.period is not None]
