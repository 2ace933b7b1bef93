"""Every figure a question asks for has a measure: checks on a plan as it is finished.

"How many" and "how much" are filler to the readers (they only say a count or a volume is
wanted), so a reading that places one clause can drop another without a word left over:
"how much did 0x... receive, and how much did it pay out" read as the received volume alone,
"how many payers made their first-ever payai payment" as that first payment. These checks
name what a plan left out, so the question is refused instead of answered with fewer figures.
``unanswered_asks`` runs before the plan's arithmetic and share columns are settled (a share
read beside a count must still be seen as one figure); ``unread_figures`` runs on the plan
as answered.
"""

from __future__ import annotations

import re

from sextant.warehouse.planner import rx
from sextant.warehouse.planner.plan import ROWS, Plan

__all__ = ["BOTH_WAYS", "COUNT_ASKED", "COUNT_KINDS", "TIMED_GROUPS", "WHEN_ASKED",
           "unanswered_asks", "unread_figures"]

#: an address's money both ways ("sent and received", "in and out", "spent and earned")
_AS_PAYER = r"as\s+(?:the\s+|a\s+)?(?:payer|sender)"
_AS_RECIPIENT = r"as\s+(?:the\s+|a\s+)?(?:recipient|receiver)"
_OUT = (r"(?:sent|send|spent|spend|paid|pay|pays|made|make|outgoing|outflows?|(?:gave|give|"
        r"pa(?:id|ys?))\s+out|out\s+of|" + _AS_PAYER + ")")
_IN = (r"(?:received|receive|earned|earn|got|get|incoming|inflows?|(?:took|take|takes|taking|"
       r"brought|bring|brings|bringing)\s+in|into|(?:came|comes|went|flowed|flows)\s+to|"
       + _AS_RECIPIENT + ")")
#: an address's two sides asked one after the other ("how much did it send and how much did it
#: receive", "how many as payer, and how many as recipient", "the count of payments it made
#: and then the count of payments it received", "payments it sent, then those it
#: received"); ``got`` when the received side comes first
_THEN = r"(?:and|&|vs\.?|versus|[,;]\s*then)\s+(?:\w+\s+){0,6}?"
#: between the two sides: a few words, or the address itself ("into 0x... and out of it")
_GAP = r"(?:\s+(?:the\s+)?(?:wallet\s+|address\s+)?0x[0-9a-f]{40}\b(?:'s)?)?.{0,40}\b"
BOTH_WAYS = (r"\b" + _OUT + r"\b" + _GAP + _THEN + _IN + r"\b|"
             r"\b(?P<got>" + _IN + r")\b" + _GAP + _THEN + _OUT
             + r"\b|\bin\s+and\s+out\b|\bout\s+and\s+in\b")

_ROWS = r"txs?|txns?|transactions|payments|settlements|transfers"
_ASK = r"\bhow (?:many|much)\b(?!\s+(?:more|less|fewer|bigger|larger|higher|lower|smaller)\b)"
#: a figure asked by its name ("what % of payments ...", "and what was the median payment",
#: "what was the combined value of those payments", "and what was their total")
_WHAT_WAS = (r"\bwhat\s*(?:%|percent(?:age)?\s+of)|\bwhat\s+(?:was|is|were)\s+(?:the\s+|their\s+|"
             r"its\s+)?(?:median|average|mean|avg|total|combined\s+(?:value|total|amount|volume))\b"
             r"(?!\s+(?:number|count)\b)|\bwhat\s+(?:did|do|does)\s+(?:those|these|they|the|their|"
             r"such)\s+(?:\w+\s+){0,2}?(?:total|sum\s+to|add\s+up\s+to|come\s+to)\b")
#: "how many times larger was May than April", "by what factor": a ratio of two figures
_TIMES = (r"\b(?:how\s+many|what\s+number\s+of|\d+(?:\.\d+)?)\s*(?:times|x)\s+(?:as\s+)?(?:larger|"
          r"bigger|greater|higher|more|smaller|lower|less|fewer|much|many|big|large)\b|"
          r"\bby\s+what\s+(?:factor|multiple)\b|\bwhat\s+multiple\b")


def unanswered_asks(text: str, plan: Plan) -> list[str]:
    """The asks of ``text`` (the question as read, lower case) that ``plan`` has no measure
    for: more "how many/how much" (or "what % of", "what was the median") clauses than
    figures, a count asked beside only a row (the first payment, the largest payment), or a
    ratio said as "N times larger" that the plan did not read as one."""
    out: list[str] = []
    times = rx.search(_TIMES, text)
    if times and not plan.times:  # a ratio the plan did not read
        out.append(f"'{times[0]}' (a ratio of two figures)")
    asks = rx.findall(_ASK + r"|\b(?:the\s+)?(?:count|number|total)\s+of\b|\bwhat\s+total\b(?!\s+"
                      r"(?:number|count|volume|amount|value|usdc|of)\b)|" + _WHAT_WAS, text)
    one_address = len({a for a in (plan.filters.party, plan.filters.payer,
                                   plan.filters.recipient) if a}) == 1  # said twice: one
    both_ways = one_address and rx.search(BOTH_WAYS, text) is not None  # answered side by side
    # a share read with its part's count ("how many ..., and what % of all is that") is two
    figures = len(plan.measures) + sum(1 for m in plan.measures
                                       if m.kind.startswith("share") and "count" in m.columns)
    if len(asks) > max(figures, 1) and not plan.sides and not plan.group and not both_ways:
        out.append(f"{len(asks)} figures asked ('how many/how much', 'what % of', 'what was "
                   f"the median' ...), {figures} read")
    kinds = [m.kind for m in plan.measures]
    beside = rx.search(r"\b(" + _ROWS + r")\b[^.?!]{0,40}?(?:,|\band\b|&|\+|\bplus\b)\s*(?:the\s+|"
                       r"their\s+)?(?:number\s+of\s+)?(?:unique|distinct)\s+(?:payers|recipients|"
                       r"wallets)\b", text)
    if beside and not {"count", "per_day_count"} & set(kinds) and not plan.group:
        # "txns and unique payers": the rows are a figure of their own
        out.append(f"'{beside[1]}' listed beside a distinct count (their number?)")
    listed = rx.search(r"^(?:(?!\b(?:vol|volume|sum|how much|total)\b).)*?\b(" + _ROWS
                       + r")\b[^.?!]*?(?:,\s*|\s)(?:and|&|\+|plus)\s+(?:the\s+|their\s+|its\s+|"
                       r"total\s+)*(?:usdc\s+)?(?:vol|volume)\b", text)
    if listed and "sum" in kinds and not {"count", "per_day_count"} & set(kinds):
        # "coinbase txs in may, and vol": the rows are a figure of their own
        out.append(f"'{listed[1]}' listed beside the volume (their number?)")
    f = plan.filters
    if (f.amount_lo is not None or f.amount_hi is not None) and "sum" in kinds and \
            {"distinct_payer", "distinct_recipient"} & set(kinds) and (every := rx.search(
                r"\b(?:all|every|each)\s+(?:one\s+)?(?:of\s+)?(?:their|them|those\s+(?:payers|"
                r"recipients|senders|wallets|addresses))\b|\btheir\s+(?:entire|whole|overall|full|"
                r"lifetime|all)\b", text)):
        # "how many payers sent a payment over 1 USDC, and the total of all their payments":
        # every payment of those payers, not only those over the bound
        out.append(f"'{every[0]}' (every payment of the payers counted, past the amount said?)")
    out += _volume_beside_counts(text, plan)
    aggregate = rx.search(r"(?:\band|,|&|\bplus)\s+(?:also\s+)?(?:the\s+|its\s+|their\s+)?"
                          r"(?:total\s+|overall\s+)?(?:volume|vol|average|avg|mean|median|unique|distinct)\b",
                          text)
    if aggregate and plan.measures and all(m.kind in ROWS for m in plan.measures):
        # "the first payment last week and the volume": the volume is a figure of its own
        out.append(f"'{aggregate[0]}' beside {plan.measures[0].kind.replace('_', ' ')} "
                   "(a figure over many payments and a single payment?)")
    counted = rx.search(r"\b(?:how many|(?<!block )number of)\b", text)  # not "block number of"
    if counted and plan.measures and all(m.kind in (*ROWS, "history") for m in plan.measures):
        out.append(f"'{counted[0]}' beside {plan.measures[0].kind.replace('_', ' ')} "
                   "(a count and a single payment?)")
    return out


#: the question asks for a time ("when did ...", "... and when", "what date")
WHEN_ASKED = re.compile(r"^\W*when\b|\band\s+when\b|\bwhen\s+(?:did|was|were|is|does|do|has|have|"
                        r"had)\b|\b(?:what|which)\s+(?:date|time|day)\b", re.I)
#: groupings whose rows are times (a day, a week, an hour ...)
TIMED_GROUPS = ("hour", "weekday", "day", "week", "month")
#: a count asked for ("how many payments", "the number of payers"), not "how many USDC"
COUNT_ASKED = re.compile(r"\b(?:how\s+many|(?<!block )number\s+of|count\s+of|#\s*of|"
                         # "total settlements in May and the last settlement"
                         r"total\s+(?:settlements|payments|transactions|txs|txns)(?!\s+(?:volume|"
                         r"usdc|amount|value|size)\b)|(?:settlement|payment|transaction)\s+count)"
                         r"\b(?!\s+(?:usdc|usd|dollars?|bucks|cents?|times|more|fewer|less|"
                         r"percent)\b)", re.I)
#: measures that answer a count
COUNT_KINDS = ("count", "distinct_payer", "distinct_recipient", "distinct_facilitator",
               "active_days", "active_months", "idle_days", "per_day_count", "share_count",
               "payers_with",
               "recipients_with",
               "count_per_payer", "count_per_recipient", "payers_share", "recipients_share",
               "days_with")


def _count_asked(question: str) -> bool:
    """A count is asked for itself, not as a ratio's denominator ("volume to the number of
    payments", "divided by the number of payers")."""
    return any(not rx.search(r"\b(?:to|by|per|over)\s+(?:the\s+)?$", question[:m.start()], re.I)
               for m in COUNT_ASKED.finditer(question))


def unread_figures(question: str, plan: Plan) -> list[str]:
    """The asks of ``question`` that the finished ``plan`` answers with no figure: a "when"
    with no time in the answer, a difference or ratio of two measures (of which one?), a
    count asked beside figures that hold none."""
    out: list[str] = []
    kinds = {m.kind for m in plan.measures}
    if WHEN_ASKED.search(question) and not plan.sides and plan.group not in TIMED_GROUPS and \
            not kinds & {*ROWS, "history"}:
        # "when" is a filler word elsewhere; asked, it needs a time in the answer
        out.append("'when' (no time read that answers it)")
    if (plan.difference or plan.minuend is not None or plan.times) and len(plan.measures) > 1:
        # the arithmetic takes each side's first figure: with two, which one is meant?
        out.append("a difference or ratio of " + " and ".join(m.name for m in plan.measures)
                   + " (of which one?)")
    if _count_asked(question) and plan.group is None and kinds and \
            not kinds & {*COUNT_KINDS, "ratio", "over_days"}:  # a ratio holds its count
        # "how many payments in May and when was the last one": the count asked beside a row
        out.append("'how many' (no count read beside the other figures)")
    return out


#: a sum of money asked in a clause of its own, after a count ("..., and what did those wallets
#: pay it in total", "and the total they paid", "and how much", "plus their combined volume")
_VOLUME_CLAUSE = (r"(?:,|;|\band\b|\bplus\b)\s*(?:also\s+)?(?:what\s+(?:did|do|does|was|were|is|"
                  r"are)\s+(?:\w+\s+){0,4}?(?:pay|paid|spend|spent|send|sent|receive|received|earn|"
                  r"earned|get|got|worth)\b|what\s+(?:\w+\s+){0,3}?(?:came|come|comes|added|add|"
                  r"adds|summed|sums?|totall?ed|amounted|amounts?)\s+(?:up\s+)?to\b|how\s+much\b(?!\s+(?:more|less|fewer)\b)|(?:the\s+|their\s+"
                  r"|its\s+|his\s+|her\s+)?(?:combined\s+|overall\s+|usdc\s+|total\s+)*(?:total|"
                  r"volume|sum|spend)\b(?!\s+(?:number|count|payments?|settlements?|transactions?|"
                  r"txs?|txns?|transfers?|payers?|recipients?|wallets?|addresses|days?|of\s+(?:payers|"
                  r"recipients|wallets|addresses|days|payments|settlements|transactions))\b))")


def _volume_beside_counts(text: str, plan: Plan) -> list[str]:
    """"How many wallets paid 0x... more than once, and what did those wallets pay it in
    total?": a plan of counts only (the payers, the payments) leaves the sum of money asked
    in a clause of its own unread; the question is refused, not answered with the count."""
    kinds = {m.kind for m in plan.measures}
    if not kinds or not kinds <= set(COUNT_KINDS) or plan.sides or plan.group:
        return []
    said = rx.search(_VOLUME_CLAUSE, text)
    return [f"'{said[0].strip(' ,;')}' (a sum of money beside the count, unread)"] if said else []
