"""SQL words said in a sentence, as an agent used to writing queries says them, in the words the
readers know: "count distinct recipient ..." heading the request (unique recipients; one group
alone, never "payer-recipient pairs"), "sum of amount" (total volume; the column's name, never
"the sum of amounts of ..."), "average of amount", "where facilitator is PayAI and amount >=
0.1 USDC" (the conditions), "group by recipient, ..., order by USDC received descending: top 3
recipients" (the top 3 recipients by USDC received). ``without_unrounded``: "unrounded" beside
a figure (the figures are never rounded).

A grouping the question does not rank by (no "top N" of that group), or an order said without
a ranking to take it, is left as sent (and refused): nothing that changes the answer is
dropped. Pure text to text, after ``planner.codeasks``.
"""

from __future__ import annotations

import re

from sextant.warehouse.planner import rx
from sextant.warehouse.planner.codeasks import _sql_conditions

__all__ = ["plain_sql_words", "without_unrounded"]

#: (one group alone: never "payer-recipient pairs", "payers and recipients", "payers, recipients")
_ALONE = (r"(?![-/&\w]|\s*[,/&]\s*(?:payer|recipient|facilitator)|\s+(?:and|or|pairs?|"
          r"combinations?|x)\b)")
_AGGREGATE = {r"^\s*count\s+(?:distinct|unique)\s+(payer|recipient)s?" + _ALONE:
              r"number of unique \1s",
              r"sum\s+of\s+amount": "total volume",
              r"(?:avg|average|mean)\s+of\s+amount": "average payment",
              r"median\s+of\s+amount": "median payment",
              r"max(?:imum)?\s+of\s+amount": "largest payment",
              r"min(?:imum)?\s+of\s+amount": "smallest payment"}
_GROUPS = {"payer": "payers", "recipient": "recipients", "facilitator": "facilitators"}
_TOP = r"\btop\s+(?:\d{1,2}|one|two|three|five|ten)\s+"


def _grouped(q: str) -> str:
    """"group by recipient, ..., order by M desc: top 3 recipients": the top 3 recipients
    by M; as sent when the question ranks no such group."""
    group = rx.search(r"\bgroup\s+by\s+(payer|recipient|facilitator)s?\b\s*,?\s*", q, re.I)
    if group is None:
        return q
    plural = _GROUPS[group[1].lower()]
    top = rx.search(_TOP + plural + r"\b", q, re.I)
    if top is None:
        return q
    order = rx.search(r"\border\s+by\s+(?P<m>[a-z0-9 ]+?)\s+(?:desc|descending)\b\s*,?\s*", q,
                      re.I)
    if order is None or order.start() > top.start():
        return q
    q = q[:top.end()] + f" by {order['m']}" + q[top.end():]
    for m in sorted((group, order), key=lambda m: -m.start()):
        q = q[:m.start()] + q[m.end():]
    return q


def plain_sql_words(question: str) -> str:
    """``question`` with the SQL words above said as the readers' words (as sent when none)."""
    q = question
    for said, plain in _AGGREGATE.items():
        q = rx.sub(("" if said.startswith("^") else r"\b") + said + r"\b", plain, q, flags=re.I)
    if rx.search(r"\bwhere\s+(?:facilitator|amount|payer|recipient)\s+(?:is|=|>|<|in)\b", q, re.I):
        q = rx.sub(r"\bamount\s+is\s+(?=(?:at\s+least|at\s+most|over|under|above|below|more|less|"
                   r"greater)\b)", "amount ", q, flags=re.I)
        q = rx.sub(r"\b(payer|recipient)\s+is\s+(?=0x[0-9a-f]{40}\b)", r"\1 = ", q, flags=re.I)
        q = _sql_conditions(q)
        q = rx.sub(r"\bwhere\s+(?=amount\b|paid\s+by\b|received\s+by\b)", "", q, flags=re.I)
    q = _grouped(q)
    return " ".join(q.split()) if q != question else question


def without_unrounded(question: str) -> str:
    """``question`` without "unrounded" said beside its figure ("USDC volume in May, unrounded",
    "in USDC and unrounded"): the figures are given as the data holds them. Run after the
    framing, which sets aside a sentence saying only how the answer is written ("Exact values,
    no rounding.")."""
    q = rx.sub(r"\s*,?\s*\b(?:and\s+)?(?:unrounded|not\s+rounded)\b(?:\s+please)?", "", question,
               flags=re.I)
    return q if q.strip() else question
