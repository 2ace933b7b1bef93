"""A growth team's wording of questions the planner reads said plainly: "paid on a Monday"
(on Mondays), "on a weekend (Saturday or Sunday, UTC)" (on weekends), "payers who only ever
made a single payment" (made only one payment), "how many new payers did we acquire" (how
many new payers), "its 10 largest payers" / "the single biggest payer" (the top 10 payers /
the top payer), "How concentrated is the merchant side? Share of ..." (the share asked), and
"Concentration check for April 2026: what percent of that month's volume ..." (the period
said where "that month" stands)."""

from __future__ import annotations

import re

from sextant.warehouse.planner import rx

__all__ = ["growth_words"]

_MONTHS = r"jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec"
_DAYS = r"(monday|tuesday|wednesday|thursday|friday|saturday|sunday)"


def growth_words(question: str) -> str:
    """``question`` with the wordings above said plainly (unchanged when it has none)."""
    q = rx.sub(r"\bon\s+an?\s+" + _DAYS + r"\b", r"on \1s", question, flags=re.I)
    q = rx.sub(r"\bon\s+(?:a\s+)?weekends?\b(?:\s*\(\s*(?:saturdays?\s+(?:or|and|/)\s+sundays?|"
               r"sat(?:urday)?\s*(?:/|or|and|-)\s*sun(?:day)?)\s*(?:,\s*utc)?\s*\))?",
               "on weekends", q, flags=re.I)
    q = rx.sub(r"\b(?:only\s+ever|ever\s+only)\s+(made|sent)\s+(?:a\s+single|one|just\s+one|"
               r"only\s+one)\s+payment\b(?=\s*(?:$|[?.!,]|in\b|during\b|ever\b))",
               r"\1 only one payment", q, flags=re.I)
    if rx.search(r"\bnew\s+(?:payers|wallets|customers|buyers)\b", q, re.I):
        q = rx.sub(r"\b(how\s+many|number\s+of)\s+new\s+(?:wallets|customers|buyers)\b",
                   r"\1 new payers", q, flags=re.I)
        q = rx.sub(r"\b(?:did|have|has)\s+(?:we|you|they)\s+(?:acquire|acquired|gain|gained|win|"
                   r"won|add|added|onboard|onboarded)\b", " ", q, flags=re.I)
    # "biggest" and "largest" stay said: the ranking is then by volume, as "the top" is not
    q = rx.sub(r"\b(?:its|their)\s+(\d+)\s+(largest|biggest|top)\s+(payers|recipients)\b",
               lambda m: f"the top {m[1]} {m[3]}" if m[2].lower() == "top" else
               f"the {m[1]} {m[2]} {m[3]}", q, flags=re.I)
    q = rx.sub(r"\bthe\s+single\s+(biggest|largest|top)\s+(payer|recipient)\b", r"the \1 \2",
               q, flags=re.I)
    q = rx.sub(r"^\s*how\s+concentrated\s+is\s+(?:the\s+)?(?:merchant|recipient|payer|buyer|"
               r"spend|spending|volume)\s+side\s*\?\s*(?=\S)", "", q, flags=re.I)
    label = rx.match(r"\s*concentration(?:\s+check)?\s+(?:for|in)\s+([^:?]{3,30}):\s*", q, re.I)
    if label is not None and rx.search(r"\bthat\s+(?:month|quarter|year|week|period)(?:'s)?",
                                       q[label.end():], re.I):
        q = rx.sub(r"\bthat\s+(?:month|quarter|year|week|period)(?:'s)?", label[1],
                   q[label.end():], count=1, flags=re.I)
    said = rx.search(r"\b(?:" + _MONTHS + r")\w*\s+20\d\d\b|\bq[1-4]\s+20\d\d\b", q, re.I)
    end = rx.search(r"(\b(?:top|biggest|largest)\s+(?:\d+\s+)?(?:payers?|recipients?))\s+that\s+"
                    r"(?:month|quarter)(?=\s*[?.!]?\s*$)", q, re.I)
    if said is not None and end is not None and said.end() < end.start():
        q = q[:end.start()] + end[1] + q[end.end():]  # the one period said before it
    return q
