"""A bound said of every payment of each payer (recipient) counted: "how many payers paid more
than 1 USDC each time", "payers who had every payment above 0.01 USDC", "recipients all of
whose payments were under 1 USDC". The bound keeps the payments, so the count is of those
with *any* payment past it, not of those with *all* of them past it: left unread (refused),
not answered with the other figure. "Payers who paid more than 1 USDC each" is each payer's
total or each of its payments: two readings, refused too."""

from __future__ import annotations

import re

from sextant.warehouse.planner import rx
from sextant.warehouse.planner.plan import Plan

__all__ = ["every_payment_unread"]

_ROWS = r"(?:payments?|settlements?|transactions?|transfers?|txs|txns)"
_EVERY = (r"\b(?:each|every)\s+(?:single\s+)?time\b|\b(?:each|every)\s+(?:single\s+)?(?:one\s+of\s+"
          r"(?:their|its|his|her)\s+)?" + _ROWS + r"\b|\ball\s+(?:of\s+)?(?:their|its|his|her|"
          r"whose)\s+" + _ROWS + r"\b|\bwithout\s+exception\b|\bnever\s+(?:paid|received|"
          r"sent|got)\s+(?:less|more|under|over|above|below)\b")
#: "payers who paid more than 1 USDC each": each payer's total, or each of its payments?
_EACH = (r"\b(?:usdc|usd|dollars?|cents?|\$?\d[\d,]*(?:\.\d+)?)\s+(?:each|apiece)\b(?!\s+(?:time|"
         r"payment|settlement|transaction|transfer))")
_GROUPS = ("distinct_payer", "distinct_recipient")


def every_payment_unread(question: str, plan: Plan) -> list[str]:
    """What is left unread when an amount bound is said of each group's every payment."""
    f = plan.filters
    counted = any(m.kind in _GROUPS for m in plan.measures) or plan.having != (None, None)
    if not (f.amount_lo or f.amount_hi or plan.having_payment) or not counted:
        return []
    m = rx.search(_EVERY, question, re.I)
    if m is not None:
        return [f"'{m[0]}' (an amount bound on every payment of each one counted, not on any)"]
    each = rx.search(_EACH, question, re.I)
    if each is not None and any(m.kind in _GROUPS for m in plan.measures):
        return [f"'{each[0]}' (each one's total, or each of its payments?)"]
    return []
