"""Rankings by a distinct count: "which recipient was paid by the most distinct payers",
"the day with the most unique payers", "the facilitator serving the most unique
recipients": each group's number of distinct payers (recipients) is the figure ranked."""

from __future__ import annotations

import re

from sextant.warehouse.planner import rx
from sextant.warehouse.planner.plan import Measure
from sextant.warehouse.planner.words import Words

__all__ = ["asked_distinct", "most_by_verb", "nth_ranked", "rank_of", "ranked_distinct",
           "share_of_top", "which_unit"]

_PAYERS = r"payers|buyers|senders|spenders|customers|clients|wallets\s+paying"
_RECIPIENTS = r"recipients|receivers|merchants|sellers|payees|vendors|services"


#: "paid 0x... the most", "spends the most", "got paid the most": the verb of money said
#: before "the most" (not "the most often", "the most payments"): a ranking by volume
_MOST_VERB = (r"\b(?:paid|pays?|paying|received|receives?|receiving|earned|earns?|earning|"
              r"spent|spends?|spending|(?:got|gets?|getting)\s+paid|collected|collects?|"
              r"grossed|grosses|gross|sent|sends?|sending)\s+(?:(?:to|from|by)\s+)?"
              r"(?:0x[0-9a-f]{40}\s+)?(?:the\s+)?most\b(?!\s+(?:often|frequently|times|"
              r"payments|settlements|transactions|transfers|txs|txns|number|count|unique|"
              r"distinct|different)\b)")


def most_by_verb(question: str) -> bool:
    """The question ranks by the money a verb says ("which payer paid 0x... the most",
    "which hour does 0x... pay the most"): by volume, not by number of settlements; not when
    the ranking's figure is said after it ("who paid 0x... the most, by count")."""
    return rx.search(_MOST_VERB, question, re.I) is not None and rx.search(
        _BY_COUNT, question, re.I) is None


#: the ranking said to be by number of settlements: "by count", "by number of payments", "by
#: transaction count", "in terms of frequency"
_BY_COUNT = (r"\b(?:by|in\s+terms\s+of|ranked\s+by|measured\s+by)\s+(?:the\s+)?(?:(?:payment|"
             r"settlement|transaction|tx|txn|transfer)s?\s+)?(?:count|number|frequency|times)\b")


def ranked_distinct(t: Words, group: str) -> Measure | None:
    """The distinct count a ranking of ``group`` is by (the phrase taken), or ``None``: a
    payer ranked by its distinct payers (or a recipient by its recipients) is none. "The
    most payers" ("more payers", of two) is the most distinct payers, as "the most unique
    payers"."""
    m = t.find(r"\b(?:(?:the\s+)?(?:most|fewest|least|more|fewer|highest\s+number\s+of|"
               r"largest\s+number\s+of|lowest\s+number\s+of)\s+(?:(?:unique|distinct|different)\s+)?|(?:unique|"
               r"distinct|different)\s+)(?:(" + _PAYERS + r")|(" + _RECIPIENTS + r"))\b")
    if m is None:
        return None
    side = "payer" if m[1] else "recipient"
    if side == group:
        return None
    t.take(m.start(), m.end())
    return Measure(f"distinct_{side}")


def asked_distinct(t: Words) -> Measure | None:
    """"which day had the most payments, and how many payers paid": the ranked unit's
    number of distinct payers (recipients), asked as a figure of it, not ranked on (taken)."""
    m = t.find(r"\b(?<!\bby )(?:how\s+many|(?<!\bby the )(?:the\s+)?(?:number|count)\s+of)\s+"
               r"(?:(?:unique|distinct|different)\s+)?(?:(" + _PAYERS + r"|payers?)|("
               + _RECIPIENTS + r"))\b")
    if m is None:
        return None
    t.take(m.start(), m.end())
    return Measure("distinct_payer" if m[1] else "distinct_recipient")


def which_unit(question: str) -> str:
    """"which of the last 7 days had the most volume": which day of those days; "which UTC
    hour": which hour (of the day, in UTC as every hour here). Not "which of the past 3
    months": those are days back from the data's end, so part months at each end. "The 3
    days with the fewest settlements": which 3 days had the fewest."""
    question = rx.sub(r"\b(which|what)\s+(?:one\s+)?of\s+(the\s+(?:last|past|previous|first)\s+"
                      r"(?:\d+|two|three|four|five|six|seven|ten|twelve|fourteen|thirty)\s+(day)s)\b",
                      r"\1 \3 in \2", question, flags=re.I)
    question = rx.sub(r"\b(which|what)\s+utc\s+(hour|day)\b", r"\1 \2", question, flags=re.I)
    # "at what hour of the day (UTC) does 0x... receive the most": which hour
    question = rx.sub(r"\b(?:at|in|during)\s+(?:what|which)\s+hour(\s+of\s+(?:the\s+)?day)?"
                      r"(?:\s*\(?utc\)?)?", r"which hour\1", question, flags=re.I)
    if rx.search(r"\bwhich\s+(hour|day)\b", question, re.I):  # "and how many in that hour"
        question = rx.sub(r"(\bhow\s+(?:many|much))\s+(?:in|during|on)\s+(?:that|this)\s+"
                          r"(?:hour|day)\b", r"\1", question, flags=re.I)
    # "the 3 days with the fewest settlements": which 3 days had the fewest
    return rx.sub(r"\bthe\s+(\d{1,2})\s+(days|weeks|months)\s+(?:with|that\s+had|which\s+had|"
                  r"having)\s+the\s+(most|fewest|least|highest|lowest|largest|smallest|biggest)\b",
                  r"which \1 \2 had the \3", question, flags=re.I)


_ORDINALS = {"second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7,
             "eighth": 8, "ninth": 9, "tenth": 10}


def nth_ranked(question: str) -> tuple[str, int]:
    """"the third-largest payer", "which payer made the 2nd-most payments": the question
    with the ranking said plainly ("the largest payer") and the place asked (1: none).
    A row ("the second largest payment") is left to the row reader."""
    m = rx.search(r"\b(second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|(\d{1,2})(?:st|"
                  r"nd|rd|th))[- ](?:(?:most|fewest|least)\b|(?:largest|biggest|highest|top|"
                  r"busiest|smallest|lowest)\b(?!\s+(?:single\s+|individual\s+)?(?:payment|settlement|"
                  r"transfer|transaction|amount)s?\b))", question, re.I)
    if m is None:
        return question, 1
    n = int(m[2]) if m[2] else _ORDINALS[m[1].lower()]
    return question[:m.start()] + question[m.start() + len(m[1]) + 1:], n


def share_of_top(question: str) -> str:
    """"its single largest payer" is its largest payer; "what percent of that month's
    volume was theirs" is the top one's share of the period's volume (the month said
    before)."""
    question = rx.sub(r"\b(?:single|very|one)\s+(?=(?:largest|biggest|top)\s+(?:payer|"
                      r"recipient|facilitator|spender|earner|merchant|buyer|seller)\b)", "",
                      question, flags=re.I)
    if rx.search(r"\b(?:share|percent(?:age)?|%|proportion|fraction)\b", question, re.I):
        question = rx.sub(r"\b(?:was|were|is|are)\s+(?:theirs|its|his|hers)\b", "", question,
                          flags=re.I)
        question = rx.sub(r"\bthat\s+(?:month|quarter|week|year|day|period)'s\s+", "the ",
                          question, flags=re.I)
    return question


def rank_of(question: str) -> tuple[str, str | None, str | None]:
    """"where does 0x... rank among payers by volume (1 = largest)": the question without
    the ranking words, the address and the side ranked ("payer" or "recipient")."""
    m = rx.search(r"\b(?:where|what\s+(?:place|position|rank))\s+(?:does|did|is|was)\s+("
                  r"0x[0-9a-f]{40})\s+(?:rank|ranked|place|placed|stand|sit|hold|take|have)\s+(?:among|"
                  r"amongst|of)\s+"
                  r"(?:all\s+)?(?:the\s+)?(?:(payers|senders|buyers|spenders)|(recipients|receivers|merchants|sellers))\b",
                  question, re.I)
    if m is None:
        return question, None, None
    rest = rx.sub(r"\(\s*1\s*=\s*(?:the\s+)?(?:largest|biggest|highest|top|most)\s*\)", " ",
                  question[m.end():], flags=re.I)
    return (question[:m.start()] + " " + rest, m[1].lower(), "payer" if m[2] else "recipient")
