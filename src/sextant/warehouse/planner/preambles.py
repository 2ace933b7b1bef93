"""The asker's purpose said before the question ("I'm putting together a deck on payment-size
concentration, so: ...", "Writing a blog post about x402 adoption - ...", "For a memo on
agent payments: ..."): set aside when it opens the question, ends in a colon, a dash or ", so",
and every word of scope in it (an address, a facilitator, a period, a number, a side) is said
again in the question after it. A purpose that scopes the question ("a report on Coinbase:
what was the volume?") is left as said, so the question is refused. The asker's hurry ("On
deadline here, need one number fast:") is set aside the same way.

A book-keeper's close said before the question ("Month-end close:", "For the Q1 close,",
"Accrual for April 2026:", "Close pack, line 4:", "Preparing the close pack for April 2026:")
is its purpose too: set aside when the question has a period of its own and the close's period,
if it says one, holds the same days; the close's period is the question's when the question
says none ("For the May 2026 month-end close, how many settlements were there?"). A close with
no period beside a question with none, or with another period, is left as said (refused)."""

from __future__ import annotations

import re
from datetime import date, timedelta

from sextant.warehouse.planner import rx
from sextant.warehouse.planner.timephrases import (
    MONTH_NAME,
    Period,
    PeriodOutOfRange,
    find_periods,
)

__all__ = ["set_aside_close", "set_aside_purpose"]

_WHO = (r"(?:i'm|i\s+am|im|we're|we\s+are|i've\s+been|we've\s+been|i\s+was|currently|just)\s+")
_DOING = (r"(?:putting\s+together|preparing|prepping|writing|drafting|building|making|compiling|"
          r"working\s+on|doing|researching|creating|finishing|updating)")
_DOC = (r"(?:deck|slides?|presentation|report|review|memo|post|blog(?:\s+post)?|article|piece|"
        r"thread|newsletter|dashboard|analysis|write-?up|summary|brief(?:ing)?|note|story|"
        r"paper|study|pitch|chart|model|spreadsheet|"
        # a filing, a case, a class: "For a legal filing I need ...", "for my homework"
        r"filing|case|lawsuit|complaint|tax\s+return|audit|thesis|dissertation|homework|"
        r"assignment|essay|exam|class|lecture|course|hearing|contract|invoice|application)")
#: "I'm putting together a deck on X", "writing a piece about X", "for a memo on X"
_TOPIC = r"\s+(?:on|of|about|covering|regarding|around|for|into)\s+[^:;?]{1,80}?"
_PURPOSE = re.compile(r"^\s*(?:(?:hi|hey|hello|ok|okay|so)[,!.]?\s+)?(?:(?:" + _WHO + r")?" + _DOING
                      + r"|for)\s+(?:a|an|the|my|our|some|this)\s+(?:[\w-]+\s+){0,3}?" + _DOC
                      + r"\b(?:" + _TOPIC + r")?"
                      r"(?:\s*,\s*so\s*[:,]?|\s*[:\u2013\u2014]|\s+-\s|\s*;|"
                      # "For a legal filing I need the number of ...": the request it opens
                      r",?\s+(?:i|we)\s+(?:need|want|would\s+like|'d\s+like)\s+(?:to\s+know\s+)?"
                      r"(?=(?:the|how|what|which)\b))\s*(?=\S)", re.I)
#: words of scope a purpose may hold only when the question says them again
_SCOPE = (r"0x[0-9a-f]{6,}|\b(?:" + MONTH_NAME + r")\b|"
          r"\bq[1-4]\b|(?<![\w.])\d+(?:\.\d+)?|\b(?:yesterday|today|week|month|quarter|year|day|hour)s?\b|"
          r"\b(?:weekdays?|weekends?|payers?|recipients?|merchants?|senders?|receivers?|"
          r"wallets?|address(?:es)?|only|excluding|except|without|over|above|under|below|"
          r"large|small|big|tiny|whales?|solana|polygon|ethereum|arbitrum|optimism|avalanche|"
          r"bsc|tron|chains?|tokens?)\b")


#: "Before I hand this over to the finance team (, who will ...), could you tell me": when the
#: answer is to be passed on, and to whom
_HANDOVER = re.compile(r"^\s*before\s+(?:i|we)\s+(?:hand|pass|send|forward|give|share|submit|"
                       r"take|post|report)\s+(?:this|it|these|them|(?:the|these|those|my|our)\s+(?:numbers?|"
                       r"figures?|data|answers?|report))\s+(?:over\s+|along\s+|on\s+|up\s+)?(?:to\s+"
                       r"[^?]{1,200}?)?\s*,\s*(?:(?:could|can|would|will)\s+you\s+(?:please\s+)?"
                       r"(?:tell\s+me|let\s+me\s+know|confirm)\s+)?(?=(?:could|can|would|will)\s+"
                       r"you\b|what|how|which|when|give|tell|please|list|show|return)", re.I)


#: the asker's hurry ("On deadline here, need one number fast:", "In a rush -", "Need a
#: figure asap:"), no word of the data
_RUSHED = (r"(?:(?:i'?m|i\s+am|we'?re|we\s+are)\s+)?(?:on\s+(?:a\s+)?(?:tight\s+)?deadline|"
           r"in\s+a\s+(?:big\s+|real\s+)?(?:hurry|rush)|short\s+on\s+time|pressed\s+for\s+time|"
           r"racing\s+(?:a|the)\s+(?:deadline|clock))(?:\s+(?:here|today|tonight))?")
_NEED_ONE = (r"(?:i\s+|we\s+)?need\s+(?:one|a|the|this|an?)\s+(?:quick\s+|single\s+)?(?:number|"
             r"figure|answer|stat)(?:\s+(?:fast|quick(?:ly)?|asap|now|urgently|please))*")
_HURRY = re.compile(r"^\s*(?:" + _RUSHED + r"(?:\s*[,;.!]\s*" + _NEED_ONE + r")?|" + _NEED_ONE
                    + r")\s*(?:[:,.!;\u2013\u2014]|\s-)\s*(?=\S)", re.I)


def set_aside_purpose(question: str) -> tuple[str, list[str]]:
    """``question`` without the purpose said before it, and a note of what was set aside."""
    from sextant.warehouse.planner.reading import facilitator_names

    m = _PURPOSE.match(question) or _HANDOVER.match(question) or _HURRY.match(question)
    if m is None:
        return question, []
    rest = question[m.end():]
    names = r"\b(?:" + "|".join(re.escape(n) for n in facilitator_names()) + r")\b"
    said = {w.lower() for w in rx.findall(_SCOPE + "|" + names, rest, re.I)}
    lead = rx.sub(r"\b(?:hand|pass)\s+(?:this|it|these|them)\s+over\b", " ", m[0], flags=re.I)
    if not all(w.lower() in said for w in rx.findall(_SCOPE + "|" + names, lead, re.I)):
        return question, []
    aside = m[0].strip(" ,:;-\u2013\u2014")
    return rest, [f"set aside '{aside}' (not about the data)"]


#: the words of a book-keeper's close ("month-end close", "accruals", "close pack")
_CLOSE = r"\b(?:close|closing|close-?out|accruals?)\b"
#: what a close's lead may say besides its close and its period: who does it, its papers, its
#: item ("line 4", "item 3b")
_CLOSE_WORDS = re.compile(
    r"\b(?:line|item|step|row|tab|section|no\.?)\s*#?\s*\d{1,3}[a-z]?\b|[#']|\b(?:for|the|our|"
    r"this|my|a|an|as|part|of|preparing|prepping|prep|during|ahead|supporting|support|schedule|"
    r"schedules|booking|book|books|we're|we|are|re|doing|running|closing|close|close-?out|"
    r"accruals?|pack|package|checklist|binder|workpapers?|process|review|reconciliation|recon|"
    r"entries|entry|run|cycle|item|line|month-end|quarter-end|year-end|period-end|fiscal|"
    r"financial|month|quarter|year|end|s|tie-?out|ledger|gl|finance|accounting)\b|[-\s,]", re.I)
#: where a close's lead may end
_CLOSE_END = re.compile(r"\s*(?:[:;,.\u2013\u2014]|\s-)\s*", re.I)


def _held(p: Period, as_of: date) -> tuple[date | None, date] | None:
    """The days of the data ``p`` holds; None for an hour window."""
    if p.hours or p.hours_back:
        return None
    return p.start, min(p.end or as_of + timedelta(days=1), as_of + timedelta(days=1))


def _close_said(text: str, as_of: date) -> str | None:
    """The period a close said as ``text`` names ("" for none); None when ``text`` is no close
    (another word, or two periods)."""
    if not rx.search(_CLOSE, text, re.I):
        return None
    # "the May close": the month, as "in may" says it
    said = rx.sub(r"\b(" + MONTH_NAME + r")\b(?=\s+(?:month-end\s+)?(?:close|closing|"
                  r"accruals?)\b)", r"in \1", text.lower())
    try:
        found = find_periods(said, as_of)
    except (ValueError, PeriodOutOfRange):
        return None
    bare = said
    for f in reversed(found):
        bare = bare[:f.start] + " " + bare[f.end:]
    if _CLOSE_WORDS.sub("", bare).strip() or len(found) > 1:
        return None
    return said[found[0].start:found[0].end] if found else ""


def set_aside_close(question: str, as_of: date) -> tuple[str, list[str]]:
    """``question`` without a book-keeper's close said before it, or after it ("..., for the
    month-end close."), its period said in the question when the question says none, and a
    note of it; as sent otherwise."""
    lead, rest, period_said = None, "", ""
    for end in _CLOSE_END.finditer(question[:160]):  # the longest lead that is a close
        said = _close_said(question[:end.start()], as_of)
        if said is not None and question[end.end():].strip():
            lead, rest, period_said = question[:end.start()], question[end.end():], said
    if lead is None:  # "What was the volume in May 2026, for the month-end close?"
        tail = rx.search(r"\s*(?:[,;(\u2013\u2014]|\s-)\s*([^,;(\u2013\u2014]{3,80}?)\s*\)?\s*"
                         r"([?.!]?)\s*$", question)
        said = _close_said(tail[1], as_of) if tail else None
        if tail is None or said is None or not question[:tail.start()].strip():
            return question, []
        lead, rest, period_said = tail[1], question[:tail.start()] + (tail[2] or "?"), said
    try:
        asked = find_periods(rest.lower(), as_of)
        closing = find_periods(period_said, as_of)
    except (ValueError, PeriodOutOfRange):
        return question, []
    if not asked and not closing:
        return question, []  # a close of which period?
    if closing and any(_held(a.period, as_of) != _held(closing[0].period, as_of)
                       for a in asked):
        return question, []  # the close's period and another asked
    if not asked:
        from sextant.warehouse.planner.structured import _constraint

        rest = rx.sub(r"\s*([?.!]?)\s*$", f" {_constraint(period_said)}\\1", rest, count=1)
    rest = rest[:1].upper() + rest[1:]
    return rest, [f"set aside '{lead.strip()}' (the book-keeping the figures are for)"]
