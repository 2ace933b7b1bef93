"""Every figure a question asks for has a measure: a check on a finished plan.

"How many" and "how much" are filler to the readers (they only say a count or a volume is
wanted), so a reading that places one clause can drop another without a word left over:
"how much did 0x... receive, and how much did it pay out" read as the received volume alone,
"how many payers made their first-ever payai payment" as that first payment. These checks
name what a plan left out, so the question is refused instead of answered with fewer figures.
"""

from __future__ import annotations

import re

from sextant.warehouse.planner.plan import ROWS, Plan

__all__ = ["BOTH_WAYS", "unanswered_asks"]

#: an address's money both ways ("sent and received", "in and out", "spent and earned")
BOTH_WAYS = (r"\b(?:sent|send|spent|spend|paid|pay|made|outgoing|outflows?)\b.{0,40}\b(?:and|&|"
             r"vs\.?|versus)\s+(?:\w+\s+){0,4}(?:received|receive|earned|earn|got|incoming|inflows?)\b|"
             r"\b(?P<got>received|receive|earned|earn|incoming|inflows?)\b.{0,40}\b(?:and|&|vs\.?|"
             r"versus)\s+(?:\w+\s+){0,4}(?:sent|send|spent|spend|paid|pay|pays|made|outgoing|"
             r"outflows?)\b|\bin\s+and\s+out\b|\bout\s+and\s+in\b")

_ROWS = r"txs?|txns?|transactions|payments|settlements|transfers"
_ASK = r"\bhow (?:many|much)\b(?!\s+(?:more|less|fewer|bigger|larger|higher|lower|smaller)\b)"
#: "how many times larger was May than April", "by what factor": a ratio of two figures
_TIMES = (r"\b(?:how\s+many|what\s+number\s+of|\d+(?:\.\d+)?)\s*(?:times|x)\s+(?:as\s+)?(?:larger|"
          r"bigger|greater|higher|more|smaller|lower|less|fewer|much|many|big|large)\b|"
          r"\bby\s+what\s+(?:factor|multiple)\b|\bwhat\s+multiple\b")


def unanswered_asks(text: str, plan: Plan) -> list[str]:
    """The asks of ``text`` (the question as read, lower case) that ``plan`` has no measure
    for: more "how many/how much" clauses than figures, a count asked beside only a row (the
    first payment, the largest payment), or a ratio said as "N times larger" that the plan
    did not read as one."""
    out: list[str] = []
    times = re.search(_TIMES, text)
    if times and not plan.times:  # a ratio the plan did not read
        out.append(f"'{times[0]}' (a ratio of two figures)")
    asks = re.findall(_ASK + r"|\b(?:the\s+)?(?:count|number|total)\s+of\b", text)
    one_address = sum(1 for a in (plan.filters.party, plan.filters.payer, plan.filters.recipient)
                      if a) == 1
    both_ways = one_address and re.search(BOTH_WAYS, text) is not None  # answered side by side
    if len(asks) > max(len(plan.measures), 1) and not plan.sides and not plan.group and \
            not both_ways:
        out.append(f"{len(asks)} figures asked ('how many/how much' {len(asks)} times), "
                   f"{len(plan.measures)} read")
    kinds = [m.kind for m in plan.measures]
    beside = re.search(r"\b(" + _ROWS + r")\b[^.?!]{0,40}?(?:,|\band\b|&|\+|\bplus\b)\s*(?:the\s+|"
                       r"their\s+)?(?:number\s+of\s+)?(?:unique|distinct)\s+(?:payers|recipients|"
                       r"wallets)\b", text)
    if beside and not {"count", "per_day_count"} & set(kinds) and not plan.group:
        # "txns and unique payers": the rows are a figure of their own
        out.append(f"'{beside[1]}' listed beside a distinct count (their number?)")
    listed = re.search(r"^(?:(?!\b(?:vol|volume|sum|how much|total)\b).)*?\b(" + _ROWS
                       + r")\b[^.?!]*?(?:,\s*|\s)(?:and|&|\+|plus)\s+(?:the\s+|their\s+|its\s+|"
                       r"total\s+)*(?:usdc\s+)?(?:vol|volume)\b", text)
    if listed and "sum" in kinds and not {"count", "per_day_count"} & set(kinds):
        # "coinbase txs in may, and vol": the rows are a figure of their own
        out.append(f"'{listed[1]}' listed beside the volume (their number?)")
    counted = re.search(r"\b(?:how many|number of)\b", text)
    if counted and plan.measures and all(m.kind in (*ROWS, "history") for m in plan.measures):
        out.append(f"'{counted[0]}' beside {plan.measures[0].kind.replace('_', ' ')} "
                   "(a count and a single payment?)")
    return out
