"""The payers (recipients) two periods share, or the part of one period's that the other has
not: "how many payers paid in both April and May", "payers active in Q4 2025 who also paid in
Q1 2026", "how many April payers came back in May", "how many April payers did not pay in
May", "how many May payers never paid before May".

A count of distinct addresses of one side: in the first period and the second ("both",
"also", "again", "came back"), in the first and not the second ("did not ... in", "but not
in"), or in the period and never before it ("never paid before": first-time, as
``Filters.first_time`` reads it). The question is read whole: a word this reader does not
know (a facilitator, an amount, a second figure) leaves it to the planner's other readers,
which refuse an overlap.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date

from sqlglot import exp

from sextant.warehouse.planner import rx
from sextant.warehouse.planner.plan import Facilitator
from sextant.warehouse.planner.timephrases import Found, Period, find_periods

__all__ = ["Overlap", "facilitators_overlap_unread", "overlap_query", "read_overlap"]

_PAYERS = r"payers?|buyers?|senders?|spenders?|customers?|wallets?|agents?"
_RECIPIENTS = r"recipients?|merchants?|sellers?|receivers?|payees?|vendors?|providers?"
#: words that say nothing beyond the overlap, its side and its periods
_FILLER_WORDS = """
how many number of count the a an in during on were was who that which paid pay pays paying
active made make making sent send payments payment settlements settlement transactions
transaction transacted transact received receive got get paid been did do does any and both
also again too as well back came come returned return there distinct unique different
those these them of from same their one at least still had have has s
"""
_FILLER = frozenset(_FILLER_WORDS.split())
_AGAIN = r"\b(?:also|again|too|as\s+well|came\s+back|come\s+back|returned|return|still)\b"
_BOTH = r"\bboth\b"
_NOT = (r"\b(?:did\s+not|didn't|didnt|do\s+not|don't|never|not|but\s+not|no\s+longer|stopped|"
        r"without)\b")
#: a period passed over between two others ("skipped February", "nothing in February")
_SKIP = (r"\b(?:skipped|skipping|skip|missed|sat\s+out|nothing|none|no\s+(?:payments?|"
         r"settlements?|activity))\b")
_BEFORE = (r"\b(?:never|not|n't)\s+(?:\w+\s+){0,3}?before\b(?:\s+(?:that|then|it))?|"
           r"\bfor\s+the\s+first\s+time(?:\s+ever)?\b|"
           # "what % of May's payers were new that month": first-time in the period
           r"\b(?:were|was|are|is)\s+(?:brand[- ]new|new|first[- ]time)(?:\s+(?:payers?|wallets?|"
           r"customers?|buyers?|ones))?(?:\s+(?:(?:in|during)\s+)?(?:that|this|the\s+same)\s+"
           r"(?:month|quarter|year|week|period))?\b")


@dataclass(frozen=True)
class Overlap:
    #: "payer" or "recipient"
    side: str
    #: "both": in the first and the second; "only_first": in the first, not the second;
    #: "new": in the first, none before it; "reactivated": in the first, not the second, and
    #: in the third
    kind: str
    first: Period
    second: Period | None
    third: Period | None = None
    #: two facilitators over one period ("payers who paid through both Coinbase and PayAI in
    #: May"): the first one's addresses, then the second's (the periods are then the same)
    facilitators: tuple[Facilitator, Facilitator] | None = None


def read_overlap(question: str, as_of: date) -> Overlap | None:
    """The overlap the question asks, or ``None`` (then the other readers read it)."""
    text = question.lower().replace("\u2019", "'").rstrip(" ?.!")
    if not rx.search(r"\b(?:how many|number of|count of)\b", text) and rx.match(
            r"\s*(?:which|what|list|show|name|give|who)\b", text):
        return None  # "which payers paid in both": the list
    try:
        found = find_periods(text, as_of)
    except Exception:  # an impossible date: the other readers refuse it
        return None
    noun = rx.search(r"\b(?:(" + _PAYERS + r")|(" + _RECIPIENTS + r"))\b", text)
    if noun is None or not found:
        return None
    count = rx.search(r"\b(?:how many|number of|count of)\b", text)
    if len(rx.findall(r"\b(?:how many|number of|count of)\b", text)) > 1:
        return None  # "how many in april, and how many again in may": two counts
    if rx.search(r"\b(?:payments?|settlements?|transactions?|transfers?|txs?|txns?|volume|usdc)\b",
                 text[count.end() if count else 0:noun.start()]):
        return None  # "how many payments did payers make in both ...": not the payers counted
    side = "payer" if noun[1] else "recipient"
    periods = [f.period for f in found]
    facs = _two_facilitators(text)
    if facs is not None:
        return _facilitator_overlap(text, side, found, noun, facs)
    rest = text
    for f in found:
        rest = rest[:f.start] + " " * (f.end - f.start) + rest[f.end:]
    rest = rest[:noun.start()] + " " * (noun.end() - noun.start()) + rest[noun.end():]
    before = rx.search(_BEFORE, rest)
    kind: str | None = None
    if before is not None and len(periods) == 1:
        kind = "new"  # "payers in may who had never paid before": first-time in may
        rest = rest[:before.start()] + " " * (before.end() - before.start()) + rest[before.end():]
    elif len(periods) == 2 and periods[1].start is None and periods[1].end == periods[0].start \
            and rx.fullmatch(r"\s*(?:\w+\s+){0,3}?(?:never|not|n't)\s+(?:\w+\s+){0,3}?",
                             rest[found[0].end:found[1].start] + " "):
        # "may payers who never paid before may": the second period is all before the first
        kind, periods = "new", periods[:1]
        rest = rx.sub(r"\b(?:never|not)\b|n't\b", " ", rest)
    elif len(periods) == 3 and rx.search(_NOT + "|" + _SKIP, rest[found[0].end:found[1].start]) \
            and rx.search(_AGAIN, rest[found[1].end:found[2].start]) and not rx.search(
                _NOT + "|" + _SKIP, rest[found[1].end:]):
        # "paid in January, skipped February, and paid again in March": reactivated
        kind = "reactivated"
        rest = rx.sub(_NOT + "|" + _SKIP + r"|\bthen\b", " ", rest)
    elif len(periods) == 2 and rx.search(_NOT, rest[found[0].end:found[1].start]):
        kind = "only_first"
        rest = rx.sub(_NOT, " ", rest)
    elif len(periods) == 2 and (rx.search(_BOTH, rest) or rx.search(
            _AGAIN, rest[found[0].end:found[1].start])):
        kind = "both"
    if kind is None:
        return None
    words = [w.strip("'") for w in rx.findall(r"[a-z0-9']+", rest)]
    if any(w and w.removesuffix("'s") not in _FILLER for w in words):
        return None
    if any(p.hours or p.start is None or p.end is None for p in periods):
        return None
    if kind != "new" and (periods[0] == periods[1]):
        return None
    if len(periods) > (3 if kind == "reactivated" else 2) or (
            kind == "reactivated" and len({(p.start, p.end) for p in periods}) < 3):
        return None
    return Overlap(side, kind, periods[0], periods[1] if len(periods) > 1 else None,
                   periods[2] if kind == "reactivated" else None)


#: the words a two-facilitator overlap says beside the filler: how a facilitator is used
_THROUGH = frozenset(["through", "via", "with", "using", "used", "use", "uses", "by",
                      "facilitators", "facilitator", "but", "and"])


def _two_facilitators(text: str) -> list[tuple[int, int, Facilitator]] | None:
    """Where two distinct facilitators are named (first said first), else ``None``."""
    from sextant.warehouse.planner.reading import facilitators

    said: list[tuple[int, int, Facilitator]] = []
    for name, fac in facilitators().items():
        for m in rx.finditer(r"\b" + re.escape(name) + r"(?:'s)?\b", text):
            said.append((m.start(), m.end(), fac))
    if len({f.name for _, _, f in said}) != 2 or len(said) != 2:
        return None
    return sorted(said, key=lambda x: x[0])


def _facilitator_overlap(text: str, side: str, found: list[Found], noun: re.Match[str],
                         facs: list[tuple[int, int, Facilitator]]) -> Overlap | None:
    """"payers who paid through both A and B in <period>" (both), "through A but never
    through B" (only_first): one whole period, read whole as ``read_overlap`` reads."""
    if len(found) != 1:
        return None
    period = found[0].period
    if period.hours or period.start is None or period.end is None:
        return None
    rest = text
    for a, b in [(f.start, f.end) for f in found] + [(noun.start(), noun.end())] + [
            (a, b) for a, b, _ in facs]:
        rest = rest[:a] + " " * (b - a) + rest[b:]
    between = rest[facs[0][1]:facs[1][0]]
    if rx.search(_NOT, between):
        kind = "only_first"
        rest = rx.sub(_NOT, " ", rest)
    elif rx.search(_BOTH, rest) or rx.search(_AGAIN, between):
        kind = "both"
    else:
        return None
    words = [w.strip("'") for w in rx.findall(r"[a-z0-9']+", rest)]
    if any(w and w.removesuffix("'s") not in _FILLER | _THROUGH for w in words):
        return None
    return Overlap(side, kind, period, period, facilitators=(facs[0][2], facs[1][2]))


def facilitators_overlap_unread(question: str) -> bool:
    """A count of payers (recipients) through two facilitators, "both" or "but not", that
    ``read_overlap`` did not read (no whole period, a word more): never read as one filter
    ("payers through PayAI but not Coinbase" is not the payers of PayAI's settlements)."""
    text = question.lower().replace("\u2019", "'")
    facs = _two_facilitators(text)
    if facs is None or not rx.search(r"\b(?:" + _PAYERS + "|" + _RECIPIENTS + r")\b", text):
        return False
    between = text[facs[0][1]:facs[1][0]]
    return bool(rx.search(_NOT, between) or rx.search(_BOTH, text) or rx.search(_AGAIN, between))


def _in(period: Period, span: tuple[int, int],
        facilitator: Facilitator | None = None) -> list[exp.Expression]:
    from sextant.warehouse.planner.compile import row_conditions
    from sextant.warehouse.planner.plan import Filters

    return row_conditions(Filters(period=period, facilitator=facilitator), span)


def overlap_query(o: Overlap, first: tuple[int, int], second: tuple[int, int] | None,
                  before: tuple[int, int] | None, third: tuple[int, int] | None = None
                  ) -> exp.Select:
    """How many distinct addresses of the side the overlap keeps (``second``: the second
    period's blocks; ``before``: the blocks before the first period, for "new"; ``third``:
    the third period's, for "reactivated")."""
    who = exp.column(o.side)
    fa, fb = o.facilitators or (None, None)
    q = exp.select(exp.Count(this=exp.Distinct(expressions=[who]))).from_("settlements") \
        .where(*_in(o.first, first, fa))
    if o.kind == "new":
        if before is None:
            return q
        assert o.first.start is not None
        earlier = exp.select(who.copy()).from_("settlements").where(
            exp.column("block_number").between(exp.Literal.number(before[0]),
                                               exp.Literal.number(before[1])),
            exp.column("timestamp") < exp.cast(exp.Literal.string(
                f"{o.first.start.isoformat()} 00:00:00+00"), "TIMESTAMPTZ"))
        return q.where(exp.not_(who.copy().isin(query=earlier)))
    assert o.second is not None
    if o.kind == "reactivated":
        assert o.third is not None
        if third is None:  # no settlement in the third period: none came back
            return q.where(exp.false())
        q = q.where(who.copy().isin(query=exp.select(who.copy()).from_("settlements").where(
            *_in(o.third, third))))
        if second is None:
            return q
        return q.where(exp.not_(who.copy().isin(query=exp.select(who.copy()).from_(
            "settlements").where(*_in(o.second, second)))))
    if second is None:  # no settlement in the second period
        return q.where(exp.false()) if o.kind == "both" else q
    other = exp.select(who.copy()).from_("settlements").where(*_in(o.second, second, fb))
    inside = who.copy().isin(query=other)
    return q.where(inside if o.kind == "both" else exp.not_(inside))
