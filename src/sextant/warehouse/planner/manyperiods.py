"""Three or more periods listed for one figure with no word saying how ("count for today,
yesterday and the last 7 days", "volume in March, April and May 2026"): one figure per period,
in the order said.

When the periods follow one another without a gap or overlap, a reader may also mean them
together (as with two periods, ``planner.listed``): the figure over their whole span follows.
A total said of periods that do not make one span ("total volume in January, March and May")
is left unread: their sum or each one?
"""

from __future__ import annotations

import itertools
from datetime import date

from sextant.warehouse.planner import rx
from sextant.warehouse.planner.plan import Plan
from sextant.warehouse.planner.timephrases import LIST_GAP, Period

__all__ = ["each_period", "listed_one_by_one"]

#: the periods asked as one figure over all of them
_TOGETHER = (r"\b(?:combined|together|altogether|jointly|in\s+total|overall|summed|sum\s+of|"
             r"cumulative(?:ly)?)\b")
#: past the list's joins: "over the", or the figure's word said again ("settlements in")
_GAP = (r"(?:(?:over|during|within)\s+)?(?:(?!(?:the|over|during|within)\s)(?P<noun>[a-z]+)\s+"
        r"(?:(?:in|for|over|during|within)\s+)?)?(?:the\s+)?")
#: those active in every period ("payers active in all of March, April and May", "which
#: payers paid in March, April and May"): an overlap of sets, not a figure each
_OVERLAP = (r"\b(?:all\s+(?:of|three|four|five|six|\d+)|every|both|in\s+all|each\s+of\s+them)\b|"
            r"\bwhich\s+(?:payers|recipients|wallets|addresses|senders|receivers|buyers|sellers|"
            r"agents|accounts)\b|\b(?:payers|recipients|wallets|addresses|senders|receivers|"
            r"buyers|sellers|agents|accounts)\s+(?:who|that|which)\b")
#: a series asked ("monthly counts for January, March and April"): its rows are dated, and
#: the listed periods are not the span a series runs over
_SERIES = (r"\b(?:monthly|weekly|hourly)\b|\b(?:by|month\s+by)\s+(?:month|week|day)\b|\bdaily\s+"
           r"(?:counts|volumes|totals|series|breakdown|numbers|figures)\b")
#: payers (recipients) counted or ranked over listed periods: those of each, or those active
#: in all of them (or in any)? Said with "each" or "respectively" it is each (``reading``)
_WHO = ("distinct_payer", "distinct_recipient", "payers_with", "recipients_with")
_TOTAL = r"\btotal\b(?!\s+(?:number|count)\b)"


def listed_one_by_one(text: str, spans: list[tuple[int, int]]) -> bool:
    """Three or more periods (their ``(start, end)`` in ``text``) listed one after another:
    between each two only a comma, "and", "vs", "in"/"for", "the", or the same figure's word
    said before each ("settlements today, settlements yesterday, settlements in the last 7
    days")."""
    if len(spans) < 3:
        return False
    nouns = set()
    for (_, end), (start, _) in itertools.pairwise(spans):
        m = rx.fullmatch(LIST_GAP + _GAP, text[end:start])
        if m is None:
            return False
        nouns.add(m["noun"])
    if nouns == {None}:
        return True
    # a word said between the periods is the figure's, said again before the first period
    noun = nouns.pop()
    return not nouns and noun is not None and rx.search(
        r"\b" + noun + r"\s+(?:(?:in|for|over|during)\s+)?(?:the\s+)?$",
        text[:spans[0][0]]) is not None


def _span(periods: list[Period]) -> Period | None:
    """The one range the periods make when, in time order, each starts where the last ends."""
    if any(p.hours or p.start is None or p.end is None for p in periods):
        return None
    ordered = sorted(periods, key=lambda p: p.start or date.min)
    for a, b in itertools.pairwise(ordered):
        if a.end != b.start:
            return None
    first, last = ordered[0], ordered[-1]
    assert first.start is not None and last.end is not None
    return Period(first.start, last.end, ", ".join(p.label for p in periods))


def each_period(question: str, plan: Plan, periods: list[Period]) -> bool:
    """Set ``plan.sides`` to one side per listed period (and the combined span when the
    periods meet); ``False`` (plan untouched) when the question asks them together, totals
    periods that make no one span, asks of those active in every period (or counts or ranks
    payers or recipients, which may mean that), or asks a series."""
    if rx.search(_TOGETHER, question) or rx.search(_OVERLAP, question) or \
            rx.search(_SERIES, question) or any(m.kind in _WHO for m in plan.measures) or \
            plan.group in ("payer", "recipient"):
        return False
    span = _span(periods)
    if span is None and rx.search(_TOTAL, question):
        return False
    plan.sides = [(p.label, plan.filters.with_(period=p)) for p in periods]
    plan.filters = plan.filters.with_(period=periods[0])
    if span is not None:
        plan.combined_filters = plan.filters.with_(period=span)
        plan.combined = True
    return True
