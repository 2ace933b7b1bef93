"""A reporter's ways of asking, rewritten into the words the readers know before a question
is read (each rewrite noted for the interpretation):

- a claim to check ("Someone told me x402 moved over $20,000. How much has it actually
  moved?"): the sentence with the claim is set aside, its figures are not filters; only when
  the question after it asks for the real figure ("actually", "really", "in fact");
- "payers who have only ever made one payment": exactly one;
- "on a typical day in May, how many unique payers on average": per day;
- "by the end of 2025", "as of the end of March 2026": before the next period's first day;
- "which week had the most payments? Give the Monday it started": a week is listed by its
  Monday, so the clause asks nothing more;
- "how did X in the past 30 days differ from the 30 days before": changed from;
- "payers who appeared for the first time this year": first-time payers;
- "..., the recent one first" beside the period before it: the order already kept.
"""

from __future__ import annotations

import re

from sextant.warehouse.planner import rx
from sextant.warehouse.planner.plan import Plan

__all__ = ["plain_reporting", "share_not_said"]

_MONTHS = ["january", "february", "march", "april", "may", "june", "july", "august",
           "september", "october", "november", "december"]
#: a sentence that reports a claim rather than asks
_CLAIM = (r"\b(?:told|tells|said|say|says|claimed|claims|claim|reported|reports|suggested|"
          r"suggests|stated|states|wrote|writes|read|heard|seen|reportedly|according\s+to)\b")
#: the question after a claim asks for the real figure
_REAL = r"\b(?:actually|really|in\s+fact|in\s+reality|truly|actual|real|true)\b"


#: words of scope in a claim that the question must say again for the claim to be set aside
_SCOPE = (r"0x[0-9a-f]{6,}|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b|"
          r"\bq[1-4]\b|\b20\d\d\b|\b(?:yesterday|today|week|month|quarter|year|day|hour)s?\b|"
          r"\b(?:weekdays?|weekends?|mondays?|tuesdays?|wednesdays?|thursdays?|fridays?|"
          r"saturdays?|sundays?|payers?|recipients?|merchants?|wallets?|address(?:es)?)\b")
#: a bound on each payment inside a claim ("payments over $100 were rare"): never set aside
_ROW_BOUND = (r"\b(?:payments?|settlements?|transactions?|transfers?)\s+(?:of|over|above|under|"
              r"below|bigger|larger|smaller|greater|worth|more|less|at)\b")


def _scope_kept(claim: str, question: str) -> bool:
    """Every word of scope in ``claim`` (a facilitator, an address, a period, a side) is said
    again in ``question``, and the claim bounds no payment."""
    from sextant.warehouse.planner.reading import facilitator_names

    names = r"\b(?:" + "|".join(re.escape(n) for n in facilitator_names()) + r")\b"
    said = {w.lower() for w in rx.findall(_SCOPE + "|" + names, question, re.I)}
    return not rx.search(_ROW_BOUND, claim, re.I) and all(
        w.lower() in said for w in rx.findall(_SCOPE + "|" + names, claim, re.I))


def _end_of(m: re.Match[str]) -> str:
    """"by the end of 2025" -> "before 2026-01-01"; of "march 2026" -> "before 2026-04-01";
    of "q3 2025" -> "before 2025-10-01"."""
    month, quarter, year = m["m"], m["q"], int(m["y"])
    if month:
        n = next(i for i, name in enumerate(_MONTHS, 1) if name.startswith(month.lower()[:3]))
    elif quarter:
        n = 3 * int(quarter)
    else:
        n = 12
    year, n = (year + 1, 1) if n == 12 else (year, n + 1)
    return f"before {year:04d}-{n:02d}-01"


def plain_reporting(question: str) -> tuple[str, list[str]]:
    """``question`` in the words the readers know, and what was read as what."""
    notes: list[str] = []
    text = question
    sentences = rx.split(r"(?<=[.!?])\s+", text.strip())
    if len(sentences) > 1 and rx.search(_REAL, sentences[-1], re.I) and all(
            rx.search(_CLAIM, s, re.I) for s in sentences[:-1]):
        claim = " ".join(sentences[:-1])
        asked = rx.sub(_REAL, " ", sentences[-1], flags=re.I)
        subject = rx.search(r"\b(?:that|say|says|said|claimed|claims|reported)\s+(?:that\s+)?"
                            r"([^,.;]+?)\s+(?:was|is|were|are)\b", claim, re.I)
        if subject and len(sentences) == 2:  # "... was over $100. How big was it really?"
            asked = rx.sub(r"\b(?:it|that)\b", subject[1], asked, count=1, flags=re.I)
        if _scope_kept(claim, asked):
            notes.append(f"set aside the claim '{claim}' (only checked)")
            text = asked
    text = rx.sub(r"\b(?:have|has|had)?\s*only\s+(?:ever\s+)?(made|paid|sent)\s+(?:one|a\s+single|"
                  r"1)\s+(payments?|settlements?|transactions?)\b", r"\1 exactly one \2", text,
                  flags=re.I)
    typical = r"\bon\s+(?:a|an)\s+(?:typical|average|normal|usual|given)\s+day\b"
    if rx.search(typical, text, re.I) and rx.search(r"\bon\s+average\b", text, re.I):
        text = rx.sub(typical, " ", text, flags=re.I)
        text = rx.sub(r"\bon\s+average\b", "per day on average", text, count=1, flags=re.I)
    text = rx.sub(r"\b(?:by|as\s+of|up\s+to|through|until)\s+(?:the\s+)?end\s+of\s+(?:(?P<m>"
                  r"jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+|q(?P<q>[1-4])"
                  r"\s+)?(?P<y>20\d\d)\b", _end_of, text, flags=re.I)
    if rx.search(r"\bweek\b", text, re.I):  # a week is listed by its Monday
        text = rx.sub(r"\b(?:the\s+)?(?:date\s+of\s+(?:its|the)\s+monday|its\s+monday|(?:the\s+)?"
                      r"monday\s+(?:it|that\s+it)\s+(?:started|began|starts|begins)(?:\s+on)?)"
                      r"(?:\s+and\b)?", " ", text, flags=re.I)
        # "give the Monday", "with the Monday and the count" (not "on the Monday of ...")
        text = rx.sub(r"\b(give|list|show|name|tell\s+me|with|and|plus)\s+(?:me\s+)?(?:the\s+)?"
                      r"monday\b(?!\s+(?:of|before|after)\b)(?:\s+and\b)?", r"\1 ", text,
                      flags=re.I)
    text = rx.sub(r"\bdiffer(?:s|ed)?\s+from\b", "change from", text, flags=re.I)
    text = rx.sub(r"\bpayers\s+(?:who\s+|that\s+)?(?:first\s+appeared|appeared\s+for\s+the\s+first"
                  r"\s+time|showed\s+up\s+for\s+the\s+first\s+time|first\s+showed\s+up)\b",
                  "first-time payers were there", text, flags=re.I)
    if rx.search(r"\b(?:before\s+that|before\s+it|previous|prior|preceding)\b", text, re.I):
        text = rx.sub(r",?\s*(?:with\s+)?(?:the\s+)?(?:most\s+)?(?:recent|latest|newer|newest|"
                      r"current)(?:\s+(?:one|period|figure|total|week|window))?\s+first\b", " ",
                      text, flags=re.I)
    return text, notes


def share_not_said(question: str, plan: Plan) -> None:
    """"Heurist's volume from Q4 to Q1: up or down, and by what percent?": "by what percent"
    asks for a change; a share read from it alone (no "share", "proportion", "percent of")
    is no reading of the question."""
    if rx.search(r"\bby\s+(?:what|how\s+many|how\s+much)\s+(?:percent(?:age)?|%)", question,
                 re.I) and any(m.kind.startswith("share") for m in plan.measures) and not rx.search(
            r"\b(?:share|proportion|fraction|portion|part)\b|(?:percent(?:age)?|%)\s+of\b",
            question, re.I):
        plan.unplaced.append("'by what percent' (a change, not a share of anything)")
