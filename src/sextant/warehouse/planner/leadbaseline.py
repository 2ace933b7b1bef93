"""A baseline said before the question ("Compared with April, were payments up or down in
May?", "Relative to last week, how many settlements this week?"): the question's subject is
the scope of its main clause and the baseline is what it is compared with, so the clause moves
to the end, where a baseline is read ("... in May compared with April?"). Read first, the
baseline was taken for the subject and the change came out the other way round (charged).
Pure text to text."""

from __future__ import annotations

import re

__all__ = ["plain_lead_baseline"]

_LEAD = re.compile(r"^(?P<pre>\s*)(?:(?:when\s+|if\s+)?compared\s+(?:with|to)|in\s+comparison\s+"
                   r"(?:with|to)|relative\s+to|versus|vs\.?|as\s+against|against)\s+"
                   r"(?P<base>[^,;:?!\n]{2,48}?)\s*[,;:\u2014]\s*(?P<rest>[^\n]*\S)\s*$", re.I)


def plain_lead_baseline(question: str) -> str:
    """``question`` with a leading "Compared with X, ..." moved to the end as "... compared
    with X"; else ``question`` as sent."""
    m = _LEAD.match(question)
    if m is None or re.search(r"\b(?:compared|relative|versus|vs\.?|against)\b", m["rest"], re.I):
        return question
    rest = m["rest"]
    end = rest[-1] if rest[-1] in "?.!" else ""
    body = rest[:-1].rstrip() if end else rest
    return f"{m['pre']}{body[:1].upper()}{body[1:]} compared with {m['base'].strip()}{end}"
