"""Two periods listed with their difference ("april, may and the difference", "from April to
May 2026: april, may and the difference", "Q1 vs Q2 2026 volume and the change"): both
figures in the order said, the second's change relative to the first and the difference
(second minus first). The list is rewritten as the growth reader reads it ("change from
april to may 2026, both totals"); a year said once is then shared by both periods."""

from __future__ import annotations

import re

__all__ = ["PERIOD_WORD", "between_sides", "listed_change", "names_period"]

#: a month (with its year or not), a quarter (with its year or not) or a year
PERIOD_WORD = (r"(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*|q[1-4])"
               r"(?:\s+(?:of\s+)?\d{4})?|\d{4}")
_P = r"(" + PERIOD_WORD + r")"
#: what the list asks for after the two periods
_DIFFERENCE = (r"\s*,?\s*(?:and|&|plus)\s+(?:also\s+)?(?:the\s+)?(?:(?:absolute|net)\s+)?"
               r"(?:difference|change|delta)(?:\s+between\s+(?:them|the\s+two))?\b")
#: the measure's noun said between the list and its difference ("april and may volume, and
#: the difference")
_NOUN = (r"(?:\s+(?:(?:usdc|total|payment|settlement)\s+)?(?:volumes?|payments?|settlements?|"
         r"transactions?|counts?|totals?|numbers?|figures?))?")
_FROM = re.compile(r"\bfrom\s+" + _P + r"\s+to\s+" + _P + r"\s*[:;,.?-]\s*(?:(?:give|show|tell)\s+"
                   r"(?:me\s+)?)?(?:the\s+)?" + _P + r"\s*(?:,|and|&)\s*(?:the\s+)?" + _P
                   + r"\s*" + _DIFFERENCE)
_LISTED = re.compile(r"(?<![\w-])(?:(?:in|for|during|of)\s+)?" + _P + r"(?!\s*\d)(?:" + _NOUN
                     + r")\s*(?:,|and|&|vs\.?|versus)\s*(?:(?:in|for|during)\s+)?" + _P
                     + r"(?!\s*\d)(" + _NOUN + r")" + _DIFFERENCE)


def names_period(said: str, period: str) -> bool:
    """``said`` ("apr", "may") names the period said as ``period`` ("april", "may 2026"):
    each of its words is the start of the period's word, and its month is the same."""
    got = period.lower().replace(" of ", " ").split()
    want = said.lower().replace(" of ", " ").split()
    return bool(want) and len(want) <= len(got) and all(
        g.startswith(w) and (len(w) >= 3 or w == g) for g, w in zip(got, want, strict=False))


def listed_change(text: str) -> tuple[str, bool]:
    """``text`` with two periods listed with their difference rewritten as a change from the
    first to the second with both totals, and whether it was."""
    m = _FROM.search(text)
    if m:  # the periods listed are those of the span, else no reading
        if not (names_period(m[3], m[1]) and names_period(m[4], m[2])):
            return text, False
        return (text[:m.start()] + f"change from {m[1]} to {m[2]}, both totals"
                + text[m.end():]), True
    m = _LISTED.search(text)
    if m and m[1] != m[2]:
        return (text[:m.start()] + f"change from {m[1]} to {m[2]}{m[3]}, both totals"
                + text[m.end():]), True
    return text, False


_WEIGHED = re.compile(r"\b(?:difference|differ(?:s|ed)?|compare[ds]?|comparing|comparison)\b"
                      r"(?:(?!\b(?:from|between|and)\b)[^,;:?.]){0,40}?\bbetween\s+" + _P
                      + r"\s+and\s+" + _P + r"(?!\s*\d)")


def between_sides(text: str) -> str:
    """"compare volume between march and april", "the difference in payments between q1 and
    q2 2026": the two periods weighed against each other ("march vs april"), not the span
    from one to the other."""
    m = _WEIGHED.search(text)
    if m is None:
        return text
    at = m.start() + m[0].rfind("between")
    return text[:at] + f"{m[1]} vs {m[2]}" + text[m.end():]
