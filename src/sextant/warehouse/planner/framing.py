"""How an assistant frames a request it writes for its user, taken off before the request is
read:

- markdown (``**Request:**``, ``# heading``, backticks) and a label heading the question
  ("Question:", "Request:", "Task:");
- a numbered or bulleted list of the figures asked, under a lead-in ("Please return, in this
  order:\\n1. ...\\n2. ..."): one sentence listing them in that order ("..., ... and ...");
  "I need two figures:" only when the list holds that many;
- greetings and thanks ("Hi!", "Thanks in advance."), and sentences of context about the
  asker or the user ("I'm an assistant helping a user reconcile March.", "Context: the user
  runs a small API business.", "The user needs an exact count."): set aside only when every
  word of the data they hold (a period, a facilitator, an address, an amount, a side, a
  limit) is said again in the question itself; a period must be the same period ("March"
  beside "from 2026-03-01 to 2026-03-31"). Any other such sentence is kept, so its words
  refuse the question;
- how the answer is to be written ("in this order", "Exact values, no rounding.",
  "Format: one number, unrounded.", "(largest first)" beside a ranking of the largest,
  "(divide by calendar days)" beside a per-day average, which is over calendar days);
- explicit bounds of a range of whole days: "from 2026-03-01 00:00 UTC up to but not
  including 2026-04-01 00:00 UTC", "2026-03-01 (inclusive) to 2026-04-01 (exclusive)",
  "[2026-03-01, 2026-04-01)": the days from the first to the day before the excluded end.
  A bound at another time of day, or an excluded start, is left as said (and refused).

Pure text to text; a request with none of these comes back unchanged."""

from __future__ import annotations

import re
from datetime import date, timedelta

from sextant.warehouse.planner import rx
from sextant.warehouse.planner.background import constrains, declarative, loosened, resolved
from sextant.warehouse.planner.thatperiod import that_period_said
from sextant.warehouse.planner.timephrases import (
    DATE_PHRASE,
    MONTH_NAME,
    PeriodOutOfRange,
    find_periods,
    parse_date,
)
from sextant.warehouse.planner.trades import TRADE
from sextant.warehouse.planner.weekdated import dated_weekdays

__all__ = ["unframe"]

_NUMBER_WORDS = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8}

# ---------------------------------------------------------------- markdown and labels

#: a label heading the question itself (not a template's head: "query: metric=...")
_LABEL = r"(?:question|request|task|ask)\s*:\s*(?![^\n]*[=|])"


def _markdown(text: str) -> str:
    text = rx.sub(r"\*\*|__|`", "", text)
    text = rx.sub(r"(?m)^\s*#{1,6}\s+", "", text)
    return rx.sub(r"(?im)(^\s*|[.!?]\s+)" + _LABEL, r"\1", text)


# ---------------------------------------------------------------- lists

_ITEM = re.compile(r"^\s*(?:(\d{1,2})[.)]|\((\d{1,2})\)|[-*\u2022+])\s+(\S.*?)\s*$")
#: a lead-in counting the figures ("I need two figures:", "give me these 3 numbers:")
_COUNTED = re.compile(r"\b(?:i\s+need|i'd\s+like|please\s+(?:give|return|provide)(?:\s+me)?|"
                      r"(?:give|return|provide)(?:\s+me)?)\s+(?:the\s+following\s+|these\s+)?"
                      r"(\d|" + "|".join(_NUMBER_WORDS) + r")\s+(?:figures|numbers|values|"
                      r"metrics|things|items|fields|stats|statistics)\s*:\s*$", re.I)


def _joined(items: list[str]) -> str:
    items = [rx.sub(r"^(?:and|&)\s+", "", i.strip().rstrip(".;,")) for i in items]
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1]


def _shared_period(items: list[str], as_of: date) -> tuple[list[str], str]:
    """Items that each end on the same period ("... in May 2026"), without it, and the period
    said once; the items as they are when they do not."""
    try:
        found = [find_periods(i.lower(), as_of) for i in items]
    except (ValueError, PeriodOutOfRange):
        return items, ""
    if not all(len(f) == 1 for f in found):
        return items, ""
    said = [rx.search(r"\s+(?:in|during|for|over|on)?\s*" + re.escape(i[f[0].start:f[0].end])
                      + r"\s*[.;,]?\s*$", i) for i, f in zip(items, found, strict=True)]
    phrases = {m[0].strip(" .;,").lower() for m in said if m}
    if len(phrases) != 1 or not all(said) or len({(f[0].period.start, f[0].period.end)
                                                  for f in found}) != 1:
        return items, ""
    return [i[:m.start()] for i, m in zip(items, said, strict=True) if m], phrases.pop()


#: a list numbered within one line, after a lead-in's colon ("return, in this order: 1. the
#: count 2. the volume")
_INLINE_FIRST = re.compile(r":\s*1[.)]\s+(?=\S)")
_INLINE_NEXT = re.compile(r"\s+(\d{1,2})[.)]\s+(?=\S)")


def _inline_items(line: str) -> str:
    """A list numbered 1, 2, ... inside one line after a colon, one item a line (the lines
    ``_lists`` reads); a sentence after the last item ("... 2. the volume. Exact values.")
    on a line of its own. Any other line as it is."""
    first = _INLINE_FIRST.search(line)
    if first is None:
        return line
    rest = line[first.end():]
    marks = list(_INLINE_NEXT.finditer(rest))
    if not marks or [int(m[1]) for m in marks] != list(range(2, len(marks) + 2)):
        return line  # each number in turn, or it is not plainly a list ("over 2. 5 usdc")
    items, start = [], 0
    for m in marks:
        items.append(rest[start:m.start()])
        start = m.end()
    last = rest[start:]
    tail = rx.search(r"(?<=[a-z0-9)])[.!]\s+(?=[A-Z])", last)  # "... 2026. Exact values please."
    after = ""
    if tail is not None:
        last, after = last[:tail.start()], last[tail.end():]
    lines = [line[:first.start() + 1], *(f"{i}. {item.strip()}" for i, item in
                                         enumerate([*items, last], 1))]
    return "\n".join(lines + ([after] if after.strip() else []))


def _lists(text: str, as_of: date) -> str:
    """Items listed one a line (or numbered within one line) under a lead-in ending in a
    colon, as one sentence; a period that ends every item is said once, after them."""
    lines = "\n".join(_inline_items(line) for line in text.split("\n")).split("\n")
    out: list[str] = []
    i = 0
    while i < len(lines):
        items: list[str] = []
        j = i
        while j < len(lines) and (m := _ITEM.match(lines[j])):
            number = m[1] or m[2]
            if number is not None and int(number) != len(items) + 1:
                break
            items.append(m[3])
            j += 1
        if len(items) < 2 or not out or not out[-1].rstrip().endswith(":") or (
                j < len(lines) and lines[j].strip() and _ITEM.match(lines[j])):
            out.append(lines[i])
            i += 1
            continue
        lead = out.pop().rstrip()
        counted = _COUNTED.search(lead)
        if counted:
            said = counted[1].lower()
            if _NUMBER_WORDS.get(said, int(said) if said.isdigit() else 0) != len(items):
                return text  # "I need two figures" above three: left as said
            lead = lead[:counted.start()].rstrip(" ,:") + ":"
        # "..., list these fields:": the fields follow
        lead = rx.sub(r",?\s*(?:please\s+)?(?:return|give|list|provide|report|send|show)(?:\s+me)?"
                      r"\s+(?:these|the\s+following|following)\s+(?:fields|details|attributes|"
                      r"columns)(?:\s+in\s+(?:this|that)\s+order)?\s*:$", ":", lead, flags=re.I)
        items, period = _shared_period(items, as_of)
        out.append(f"{lead} {_joined(items)}{' ' + period if period else ''}.")
        i = j
    return "\n".join(out)


# ---------------------------------------------------------------- bounds

_MIDNIGHT = r"(?:[t ]\s*00:00(?::00(?:\.0+)?)?\s*(?:z\b|utc\b|gmt\b|\+00:?00)?)"
_INCL = r"(?:\s*\(\s*(?:inclusive|incl\.?|included)\s*\)|,?\s+inclusive\b)"
_EXCL = (r"(?:\s*\(\s*(?:exclusive|excl\.?|excluded|not\s+included)\s*\)|,?\s+exclusive\b|,?\s+"
         r"not\s+included\b)")
_BOUNDED = re.compile(
    r"\b(?P<open>from|between|since|starting(?:\s+(?:on|from|at))?)\s+(?P<a>" + DATE_PHRASE
    + r")(?P<at>" + _MIDNIGHT + r")?(?P<ai>" + _INCL + r")?\s*,?\s*(?P<to>(?:up\s+)?(?:to|until|"
    r"till|through|thru)(?:\s*,?\s*but\s+(?:not\s+including|excluding)|\s+and\s+including)?|"
    r"(?:but\s+)?(?:before|not\s+including|excluding)|and|-|\u2013|\u2014)\s+(?P<b>" + DATE_PHRASE
    + r")(?P<bt>" + _MIDNIGHT + r")?(?P<bi>" + _INCL + r"|" + _EXCL + r")?", re.I)
_HALF_OPEN = re.compile(r"\[\s*(\d{4}-\d{2}-\d{2})" + _MIDNIGHT + r"?\s*,\s*(\d{4}-\d{2}-\d{2})"
                        + _MIDNIGHT + r"?\s*([)\]])", re.I)


def _range(start: date, end: date) -> str:
    return f"from {start.isoformat()} to {end.isoformat()}"


def _bound(m: re.Match[str], as_of: date) -> str:
    to = " ".join(m["to"].lower().split())
    marked = (m["bi"] or "").lower()
    excluded = bool(rx.search(r"excl|not\s+included", marked)) or bool(rx.search(
        r"not\s+including|excluding|before", to))
    included = "incl" in marked or to in ("through", "thru", "up to and including", "to and "
                                          "including")
    opening = m["open"].lower()
    if (excluded and included) or (opening == "since" and not excluded) or (
            opening == "between" and excluded and not m["ai"]):
        return m[0]  # "between A and B (exclusive)": both ends out, or only B?
    if m["bt"] and not included:
        excluded = True  # "to 2026-04-01 00:00": up to that instant
    elif m["bt"] or not (m["at"] or m["ai"] or marked or excluded):
        return m[0]  # "through ... 00:00", or nothing said that needs rewriting
    try:
        a, b = parse_date(m["a"], as_of), parse_date(m["b"], as_of)
    except (ValueError, PeriodOutOfRange):
        return m[0]  # no such day: left for the readers to refuse
    if a is None or b is None:
        return m[0]
    end = b - timedelta(days=1) if excluded else b
    return m[0] if end < a else _range(a, end)


def _half_open(m: re.Match[str]) -> str:
    try:
        a, b = date.fromisoformat(m[1]), date.fromisoformat(m[2])
    except ValueError:
        return m[0]
    end = b - timedelta(days=1) if m[3] == ")" else b
    return m[0] if end < a else _range(a, end)


def _bounds(text: str, as_of: date) -> str:
    text = _BOUNDED.sub(lambda m: _bound(m, as_of), text)
    return _HALF_OPEN.sub(_half_open, text)


# ---------------------------------------------------------------- context and format

_GREETING = (r"(?:hi|hello|hey|greetings|good\s+(?:morning|afternoon|evening)|dear\s+sextant)"
             r"(?:\s+there)?")
_THANKS = r"(?:thanks|thank\s+you|many\s+thanks|cheers|much\s+appreciated)(?:\s+in\s+advance)?"
#: the product or group the asker's user is in ("the Slack user", "the DAO treasury committee",
#: "the Discord mods", "the wallet app's user"): never a word of the data
_PRODUCT = (r"(?:slack|discord|telegram|teams|dao|treasury|finance|ops|wallet|app|app's|ide|excel|"
            r"sheets?|spreadsheet|workspace|server|community|core|dev|support|payments-ops|"
            r"mobile|web|dashboard)")
#: where the user asked ("in #payments-ops", "on Discord", "in the Slack channel")
_WHERE = (r"(?:\s+(?:in|on|from)\s+(?:the\s+|our\s+)?(?:#[a-z0-9_-]+(?:\s+channel)?|(?:slack|"
          r"discord|telegram)(?:\s+(?:channel|server|workspace))?))?")
#: who a sentence of context is about: the user the asker works for
_WHO = (r"(?:the|my|our|this|a)\s+(?:end[- ]|" + _PRODUCT + r"\s+){0,3}(?:user|client|customer|"
        r"principal|human|operator|owner|boss|team|requester|mod|moderator|admin|committee|member)s?"
        r"\b" + _WHERE)
#: who asked, as the assistant passes it on ("someone asked which ...", "a teammate wants to know")
_ASKER = (r"(?:" + _WHO + r"|(?:someone|somebody|a\s+(?:colleague|teammate|team\s+member))(?:\s+"
          r"(?:in|on)\s+(?:the|our)\s+(?:channel|server|chat|thread|team))?)")
#: a spreadsheet add-in saying where the answer goes ("The spreadsheet cell B2 is labelled
#: 'Payments last month'."): its label's words of the data must be said again by the question
_CELL = (r"(?:the\s+)?(?:(?:spreadsheet|sheet|excel|google\s+sheets?)\s+)?(?:cell|column|row)\s+"
         r"(?:[a-z]{1,3}\d{0,6}|\d{1,6})\s+(?:is\s+|has\s+been\s+)?(?:labell?ed|titled|named|"
         r"called|headed)\b")
#: a research agent's hypothesis said before the figures that test it ("Hypothesis: activity
#: collapsed after November.", "Working theory - ...")
_HYPOTHESIS = (r"(?:(?:working|current|my|our|the)\s+)?(?:hypothesis|theory|conjecture|hunch|"
               r"suspicion|claim\s+to\s+(?:test|check))")
#: who the asker is, by trade ("Journalist here.", "analyst at a fund", "I'm a reporter at
#: Bloomberg.", "PhD student here, writing my thesis"): a sentence about the asker, whose words
#: of the data must still be said again by the question
_TRADE = TRADE
_SELF = (r"(?:(?:i'?m|i\s+am)\s+(?:an?\s+|the\s+)(?:[a-z'-]+\s+){0,2}?" + _TRADE + r"\b(?!\s+"
         r"(?:of|for)\s+(?:the\s+)?0x)|(?:an?\s+)?" + _TRADE + r"\s+(?:here|(?:at|from|with)\s+"
         r"(?:an?\s+|the\s+)?[a-z][\w&'-]*)\b)")
_CONTEXT = (r"^(?:(?:context|background|fyi|note|for\s+context|" + _HYPOTHESIS + r")\s*[:,-]\s*|"
            + _SELF + r"|"
            + _WHO + r"(?!\s*"
            r"(?:'s|\u2019s)?\s*(?:wallet|address|account)\b)|(?:i'?m|i\s+am|we'?re|we\s+are|as)\s+"
            r"(?:an?\s+|the\s+|your\s+)?(?:[a-z'-]+\s+){0,3}?(?:assistant|agent|bot|copilot|"
            r"ai)\b|(?:i'?m|i\s+am|we'?re|we\s+are)\s+(?:helping|assisting|working\s+(?:for|with)|"
            r"acting\s+(?:for|on\s+behalf\s+of))\b|" + _CELL + r")")
#: how the answer is to be written, never which figure: in a sentence of context or alone
_FORMAT = (r"\b(?:an?\s+|the\s+)?exact(?:ly)?\s+(?:values?|figures?|numbers?|counts?|totals?|"
           r"amounts?|results?|answers?)\b(?!\s+(?:of|for|in|on)\b)|\bno\s+rounding\b|"
           r"\bunrounded\b|\b(?:without|with\s+no)\s+rounding\b|\b(?:do\s+not|don'?t)\s+round"
           r"(?:\s+(?:it|them|anything))?\b|\bnot\s+rounded\b|\bfull\s+precision\b")
#: a sentence saying only how the answer is to be written ("Exact values, no rounding.",
#: "Format: one number, unrounded.", "Numbers only, please.")
_FORMAT_SENTENCE = (r"(?:(?:format|output|note)\s*:\s*)?(?:(?:please\s+)?(?:respond|reply|answer)"
                    r"\s+with\b|\b(?:return|give)\s+(?:it|them)\s+as\b|" + _FORMAT
                    + r"|\b(?:just\s+|only\s+)?(?:a|one|a\s+single|single|plain|raw|the)\s+"
                    r"(?:plain\s+|raw\s+)?(?:numbers?|figures?|values?)\b|\b(?:numbers?|figures?|"
                    r"values?)\s+only\b|\bno\s+(?:commentary|explanation|prose|extra\s+text)(?:\s+"
                    r"(?:needed|required))?\b|\bin\s+usdc\b|\bplease\b|\bpls\b|\bthanks\b|"
                    r"\bthank\s+you\b|\band\b|[\s,;:.!()-])*")
#: the user the request is made for, said after the figure ("..., for my user:")
_FOR_USER = (r"\s*,?\s*\b(?:for|on\s+behalf\s+of)\s+(?:my|our|the|a)\s+(?:end[- ])?(?:user|client|"
             r"customer|principal|human|boss)\b(?=\s*[:,.;?!]|\s*$)")
#: a word of the data in a sentence of context: it may be set aside only when the question
#: says the word again (or, for a period, the same period)
_DATA = (r"0x[0-9a-f]+|\d[\d.,]*|\$|%|\b(?:" + MONTH_NAME + r")\b|\bq[1-4]\b|\b(?:days?|daily|"
         r"weeks?|weekly|months?|monthly|years?|yearly|annual(?:ly)?|quarters?|quarterly|hours?|"
         r"hourly|fortnight|weekends?|weekdays?|mondays?|tuesdays?|wednesdays?|thursdays?|"
         r"fridays?|saturdays?|sundays?|today|yesterday|tonight|tomorrow|ytd|mtd|recent(?:ly)?|"
         r"last|past|previous|prior|since|before|after|until|till|through|during|ago|current(?:ly)?|"
         r"latest|earliest|new(?:est)?|old(?:est)?|first|ever|never|payers?|buyers?|senders?|"
         r"spenders?|recipients?|receivers?|merchants?|sellers?|payees?|vendors?|providers?|"
         r"facilitat\w*|address(?:es)?|wallets?|accounts?|customers|clients|users|agents|usdc|usd|"
         r"dollars?|cents?|amounts?|values?|sizes?|thresholds?|over|under|above|below|least|most|"
         r"more|less|fewer|greater|exceed\w*|exactly|(?:large|small|big|tiny|high|low)\w*(?=\s+(?:\w+\s+)?"
         r"(?:payments?|settlements?|transactions?|transfers?|txs?|amounts?|tickets?|purchases?|"
         r"ones|spenders?|payers?|buyers?|senders?|recipients?|merchants?)\b)|largest|smallest|"
         r"biggest|whales?|outliers?|huge|micro\w*|dust|min\w*|max\w*|top|bottom|highest|lowest|volumes?|"
         r"counts?|totals?|sums?|average\w*|mean|median|share|percent\w*|rates?|ratio|numbers?|fees?|gas|growth|change\w*|"
         r"compar\w*|vs|versus|difference|trend\w*|breakdown|each|per|every|all|both|distinct|"
         r"unique|only|just|excluding|except|exclude\w*|without|not|no|other|else|instead|"
         r"neither|nor|either|refunds?|failed|fail\w*|revert\w*|success\w*|pending|testnet|"
         r"mainnet|base|solana|polygon|ethereum|arbitrum|optimism|avalanche|networks?|chains?|"
         r"endpoints?|urls?|resources?|revenue|income|earn\w*|spen[dt]\w*|costs?|expenses?|paid|"
         r"received|sent|incoming|outgoing|inbound|outbound|one|single|repeat|returning|"
         r"cohort\w*|retention|churn\w*|active|inactive)\b")


#: a side of the payments said as the user's money ("the user's revenue"): a condition only
#: beside an address, whose side it would say
_SIDE = (r"\b(?:revenue|income|earn\w*|spen[dt]\w*|costs?|expenses?|paid|received|sent|incoming|"
         r"outgoing|inbound|outbound)\b")
#: a word of context said again by the question in other words
_SAID_AS = {"daily": r"\b(?:per|a|each)\s+day\b|\bdaily\b",
            "rate": r"\b(?:per|a|each)\s+(?:day|hour|week|month)\b",
            "rates": r"\b(?:per|a|each)\s+(?:day|hour|week|month)\b",
            "weekly": r"\bweek\b", "monthly": r"\bmonth\b", "quarterly": r"\bq[1-4]\b|\bquarter\b",
            # "my user wants to compare quarters": two quarters and their change
            "compare": r"\b(?:compar\w*|vs\.?|versus|change|difference|growth)\b",
            "quarters": r"\bq[1-4]\b.*\bq[1-4]\b",
            # "threshold alerts" beside "payments over 1 USDC": the bound is the threshold
            "threshold": r"\b(?:over|under|above|below|exceed\w*|at\s+(?:least|most)|(?:more|less|"
                         r"greater|fewer)\s+than)\s+\$?\d",
            "thresholds": r"\b(?:over|under|above|below|exceed\w*|at\s+(?:least|most)|(?:more|less|"
                          r"greater|fewer)\s+than)\s+\$?\d",
            "unique": r"\b(?:distinct|unique|different)\b",
            # "I doubt these numbers are real." before "how many ...": the figures asked
            "numbers": r"\bhow\s+(?:many|much)\b|\bwhat\s+(?:was|is|were|are)\s+the\s+(?:total|"
                       r"number|count)\b",
            "distinct": r"\b(?:distinct|unique|different)\b",
            # "payer retention" beside "paid in both December and January"
            "retention": r"\bin\s+both\b|\bagain\b|\bretain\w*|\breturn\w*|\bkept\b",
            "repeat": r"\bin\s+both\b|\bagain\b|\bretain\w*|\breturn\w*|\brepeat\w*",
            # "one recipient dominates" beside "which recipient received the most"
            "one": r"\b(?:which|who)\b.*\b(?:most|top|largest|biggest|highest)\b"}
#: "a month-over-month note": a comparison of two such units
_OVER = re.compile(r"\b(week|month|quarter)[- ](?:over|on)[- ]\1\b")
#: a report's cadence said in context ("a monthly report"): said again when every period of
#: the question is one calendar unit of it ("in April 2026")
_CADENCE = {"weekly": "week", "monthly": "month", "quarterly": "quarter", "week": "week",
            "weeks": "week", "month": "month", "months": "month", "quarter": "quarter",
            "quarters": "quarter"}


def _one(unit: str, start: date | None, end: date | None, rolling: bool = False) -> bool:
    """``[start, end)`` is one calendar week (Monday on), month or quarter (``rolling``: a
    week may be any 7 days)."""
    if start is None or end is None:
        return False
    if unit == "week":
        return (rolling or start.weekday() == 0) and (end - start).days == 7
    months = (end.year - start.year) * 12 + end.month - start.month
    return start.day == 1 and end.day == 1 and months == (1 if unit == "month" else 3) and (
        unit == "month" or start.month % 3 == 1)


def _sentences(text: str) -> list[str]:
    return [s for s in rx.split(r"(?<=[.!?])\s+|\n+", text.strip()) if s.strip()]


def _stem(word: str) -> str:
    return word.removesuffix("'s").removesuffix("s") if len(word) > 3 else word


def _restated(context: str, question: str, names: list[str], as_of: date) -> bool:
    """Every word of the data in ``context`` is said again in ``question`` (a period: one
    that meets the question's, or a loose one beside a question with a period of its own;
    other scope the question says of its own: ``planner.background``)."""
    asked_text = question.lower()
    said = loosened(context.lower(), asked_text, names, as_of)
    if said is None:
        return False
    try:
        mine, theirs = find_periods(said, as_of), find_periods(asked_text, as_of)
    except (ValueError, PeriodOutOfRange):
        return False
    asked = {(f.period.start, f.period.end) for f in theirs}
    for found in reversed(mine):
        if (found.period.start, found.period.end) not in asked:
            return False
        said = said[:found.start] + " " + said[found.end:]
    if not rx.search(r"0x[0-9a-f]{6}", asked_text):
        said = rx.sub(_SIDE, " ", said)
    over = _OVER.search(said)
    if over:
        units = {(f.period.start, f.period.end) for f in theirs
                 if _one(over[1], f.period.start, f.period.end, rolling=True)}
        if not rx.search(_SAID_AS["compare"], asked_text) or not (len(units) >= 2 or (
                units and rx.search(r"\b(?:before\s+that|previous|prior|preceding)\b",
                                    asked_text))):
            return False  # "a month-over-month note" beside one month
        said = said[:over.start()] + " " + said[over.end():]  # two months and their change
    for cadence in list(rx.finditer(r"\b(?:per|each|every|a)\s+(week|month|quarter)\b", said)):
        if theirs and all(_one(cadence[1], f.period.start, f.period.end) for f in theirs):
            said = said.replace(cadence[0], " ")  # "payers per month" beside two months
    words = set(rx.findall(r"[a-z0-9$%.']+", asked_text))
    words |= {w.rstrip(".").removesuffix("'s") for w in words}
    stems = {_stem(w) for w in words}
    named = "|".join(re.escape(n) for n in names)
    for m in rx.finditer(_DATA + (r"|\b(?:" + named + r")\b" if named else ""), said):
        word = m[0].rstrip(".,")
        if word in words or _stem(word) in stems or rx.search(_SAID_AS.get(word, r"(?!)"),
                                                              asked_text):
            continue
        if " " in word and rx.search(r"\b" + re.escape(word) + r"\b", asked_text):
            continue  # a name of two words ("virtuals protocol")
        if word in _CADENCE and theirs and all(_one(_CADENCE[word], f.period.start, f.period.end)
                                               for f in theirs):
            continue  # "a monthly report" beside "in April 2026"
        return False
    return True


def _plain(low: str) -> bool:
    """A greeting, thanks, or a sentence saying only how the answer is to be written."""
    return bool(rx.fullmatch(r"(?:" + _GREETING + r"|" + _THANKS + r")[\s!.,:]*", low)) or bool(
        rx.fullmatch(_FORMAT_SENTENCE, low) and rx.search(r"\w", low))


def _aside(sentence: str, rest: str, names: list[str], as_of: date,
           background: bool = False) -> str | None:
    """The part of ``sentence`` to set aside (all of it, or its head before a colon), or
    None to keep it; ``rest``: the other sentences; ``background``: a sentence of
    background before the question (``planner.background``)."""
    s = sentence.strip()
    low = s.lower()
    if rx.search(r"\{[^{}]*\w\s*[:,}]", s):
        return None  # a JSON object's keys name figures ("{count:int, disputes:int}"): each
        # said again by the question was set aside by ``planner.chatter``; this one was not
    if _plain(low):
        return s  # "Hi!", "Exact values, no rounding.", "Format: one number, unrounded."
    head = rx.match(r"(?:" + _GREETING + r")\s*[,!.:]\s*", low)
    if head and rx.match(_CONTEXT, low[head.end():]):
        low = low[head.end():]
    if not rx.match(_CONTEXT, low) and not background:
        return None
    label = rx.match(r"(?:context|background|fyi|note|for\s+context|" + _HYPOTHESIS
                     + r")\s*[:,-]\s*", low)
    body = low[label.end():] if label else low
    colon = rx.match(r"([^:]*?):\s+(?=\S)", body)
    context = colon[1] if colon else body
    if rx.search(r"\?\s*$", context) or constrains(context):
        return None  # a question, or a condition: never set aside
    tail = body[colon.end():] if colon else ""
    # "cell B2": where the answer goes, no number of the data
    context = rx.sub(r"\b(?:cell|column|row)\s+(?:[a-z]{1,3}\d{0,6}|\d{1,6})\b", "cell", context)
    if not _restated(rx.sub(_FORMAT, " ", context), f"{rest} {tail}", names, as_of):
        return None
    return s[:len(s) - len(tail)] if tail else s


#: the user's own payments, said by the asker passing the question on ("the user wants to know
#: how much they received", "... how many payments they made", "their wallet"): no address
#: says whose, so "the user" stays unread and the question is refused
_THEY = (r"\b(?:they|he|she)(?=\s+(?:\w+\s+)?(?:made|make|makes|paid|pay|pays|received|receive|"
         r"receives|sent|send|sends|spent|spend|spends|earned|earn|earns|got|get|gets|bought|buy|"
         r"sold|sell|charged|charge)\b)")
_THEIR = r"\b(?:their|his|her)(?=\s+(?:own\b|wallet|address|account|balance))"
_PARTIES = (r"\b(?:payers|recipients|wallets|addresses|accounts|merchants|senders|receivers|buyers|"
            r"sellers|agents|facilitators|users|customers|payees|spenders)\b|0x[0-9a-f]")


#: the asker's own payments ("how many payments did I make", "my revenue this year", "what did
#: we earn"): with no address to say whose, they are no question of every settlement
_I = (r"(?<!\bcan )(?<!\bcould )(?<!\bmay )\b(?:i|we)(?=\s+(?:\w+\s+)?(?:made|make|makes|paid|pay|"
      r"pays|received|receive|receives|spent|spend|spends|earned|earn|earns|got|bought|buy|sold|"
      r"sell|charged|charge)\b|\s+(?:\w+\s+)?(?:sent|send|sends)\s+(?:out\s+)?(?:\$|\d|usdc|money|"
      r"funds|payments?)\b)|(?<=\bdid )i(?=\s+(?:get|send)\b)")
_MY = (r"\b(?:my|our)(?=\s+(?:\w+\s+)?(?:wallets?|address|account|balance|revenue|income|earnings|"
       r"spend|spending|purchases|sales|agents?|shop|store|api|service|server|business|customers|"
       r"bills?|costs?|payments|transactions|settlements|transfers|volume|payers|recipients|"
       r"invoices)\b)")


#: the asker paid ("how much did 0x... pay me", "what was sent to us"), not "send me the total"
_TO_ME = (r"\b((?:paid|pay|pays|paying|sent|transferred)\s+(?:(?:to|over\s+to)\s+)?|"
          r"(?:send|sends|sending)\s+(?:over\s+)?to\s+)(?:me|us)\b"
          r"(?!\s+(?:the|a|an|all|each|this|that|those|these|some|back|how|what|which|when)\b)")


#: an address said as the asker's own ("my income address is 0x...", "our wallet 0x...", "I am
#: 0x...", "0x... (that's me)"), or as the words quoted's ("Merchant wrote: 'how much did I get
#: paid?' Their wallet is 0x...", "'...' (seller wallet 0x...)"): "I" and "my" are that
#: address
_NOT_MINE = r"(?!(?:customers?|clients?|buyers?|users?|friends?|partners?|suppliers?|vendors?|" \
    r"counterpart(?:y|ies)|payers?|senders?|sellers?|merchants?|providers?|recipients?)\b)"
_MINE = (r"\b(?:my|our|their|his|her)\s+(?:own\s+)?(?:" + _NOT_MINE + r"[a-z-]+\s+){0,2}?"
         r"(?:address|wallet|account)\b\s*(?:is\s+|=\s*|:\s*|\(\s*)?0x[0-9a-f]{40}\b|"
         r"\b(?:i\s+am|i'm|we\s+are|we're)\s+(?:the\s+(?:address|wallet)\s+)?0x[0-9a-f]{40}\b|"
         r"\b0x[0-9a-f]{40}\s*(?:\(\s*|,\s*|[-\u2013\u2014]\s*)?(?:is\s+|that's\s+|that\s+is\s+|"
         r"which\s+is\s+)?(?:me|us|mine|ours|(?:my|our)\s+(?:own\s+)?(?:address|wallet|account))"
         r"\b|"
         # "... (seller wallet 0x...)", "... Wallet: 0x...", "Wallet 0x...: ...": a note of whose
         # the address is, beside the question (in brackets, a sentence or a label of its own)
         r"(?:^|[.?!]\s+|\(\s*)(?:the\s+)?(?!(?:customers?|clients?|buyers?|payers?|senders?|counterpart(?:y|ies)|"
         r"suppliers?|vendors?|providers?|recipients?|friends?|partners?)\b)(?:[a-z-]+\s+)?"
         r"(?:address|wallet|account)\s*(?::\s*|=\s*|is\s+)?0x[0-9a-f]{40}\s*(?:\)|[.!?:,]|$)")


#: "My API gets paid at 0x...", "I run a shop that takes x402 payments at 0x...": what the
#: asker sells is paid to that address, so it is the asker's ("my wallet is 0x...")
_SELLS = (r"\b(?:(?:my|our)|(?:i|we)\s+(?:run|operate|own|have|sell|host|built|maintain)\s+"
          r"(?:an?|the|my|our))\s+(?:[a-z-]+\s+){0,2}?(?:api|apis|endpoint|endpoints|service|"
          r"services|app|server|agent|tool|shop|store|site|product|business)\s+(?:(?:that\s+|which\s+)?"
          r"(?:(?:(?:gets|get|is|are)\s+)?(?:paid|payable)|(?:takes|take|accepts|accept|receives|"
          r"receive|gets|get)\s+(?:(?:x402|usdc|its|our|my)\s+){0,2}payments?)\s+(?:at|to|into|on)\s+|"
          r"(?:(?:is|lives|sits)\s+)?(?:at|on)\s+)"
          r"(?P<a>0x[0-9a-f]{40})\b")
#: "how much came in to my shop 0x...", "my api (0x...)": the asker's own address, named
_OWN_THING = (r"\b(?:my|our)\s+(?:own\s+)?(?:[a-z-]+\s+){0,2}?(?:api|endpoint|service|app|server|"
              r"agent|tool|shop|store|site|product|business)\s*(?:\(\s*|,\s*|:\s*|=\s*|is\s+)?"
              r"(?P<a>0x[0-9a-f]{40})\b")


def _their_own(text: str) -> str:
    """"they"/"their" said of the asker's user (no parties nor address they could be) as
    "the user", which no reader reads; so are "I", "we", "my" and "our" said of payments
    without an address."""
    text = rx.sub(_SELLS, r"my wallet is \g<a>", text, flags=re.I)
    text = rx.sub(_OWN_THING, r"my wallet \g<a>", text, flags=re.I)
    if not rx.search(r"0x[0-9a-f]", text, re.I) or not rx.search(_MINE, text, re.I):
        # an address said, but not as the asker's ("how much did I receive from 0x...", "0x...
        # is my customer: what did I earn"): it is no more whose payments than none
        text = rx.sub(_MY, "the user's", rx.sub(_I, "the user", text, flags=re.I), flags=re.I)
        text = rx.sub(_TO_ME, r"\1the user", text, flags=re.I)
    if rx.search(_PARTIES, text, re.I):
        return text
    # "how much did the team receive": the team's own payments, whose address is not said
    text = rx.sub(r"\b(?:the|my|our)\s+(?:team|company|dao|org|organi[sz]ation|business|startup)"
                  + _THEY[_THEY.index("(?="):], "the user", text, flags=re.I)
    if not rx.search(r"(?:^|[\s.!?;:])" + _ASKER, text, re.I):
        return text
    text = rx.sub(_THEY, "the user", text, flags=re.I)
    text = rx.sub(_THEIR, "the user's", text, flags=re.I)
    # the user's own words quoted: "how much did I pay?", "what did my wallet receive?"
    return rx.sub(r"[\"\u201c'][^\"\u201d]*[\"\u201d']", lambda q: rx.sub(
        _THEIR.replace("their|his|her", "my|our"), "the user's", rx.sub(
            _THEY.replace("they|he|she", "i|we"), "the user", q[0], flags=re.I), flags=re.I),
        text)


#: the question's word for a period said before it ("that month", "the same week")
_THAT = (r"\b(?:(?:in|for|during|over|within|across)\s+)?(?:that|the\s+same|the\s+said)\s+(?P<unit>"
         r"day|week|month|quarter|year|period|range|window)\b")


def _fits(unit: str, start: date | None, end: date | None) -> bool:
    """The period ``[start, end)`` is one ``unit`` ("that week": any 7 days)."""
    if start is None or end is None:
        return False
    if unit == "day":
        return (end - start).days == 1
    if unit == "year":
        return (start.month, start.day, end.month, end.day) == (1, 1, 1, 1) and \
            end.year == start.year + 1
    return unit in ("period", "range", "window") or _one(unit, start, end, rolling=True)


def _backed(phrase: str, asked: str, as_of: date) -> str | None:
    """``asked`` with its one word for a period ("in that month") said as ``phrase``, the one
    period said before it, when the word fits the period and ``asked`` says no period of its
    own; None otherwise."""
    back = list(rx.finditer(_THAT, asked, re.I))
    try:
        found = find_periods(dated_weekdays(phrase.lower()), as_of)
        own = find_periods(asked.lower(), as_of)
    except (ValueError, PeriodOutOfRange):
        return None
    if len(back) != 1 or len(found) != 1 or own or not _fits(
            back[0]["unit"].lower(), found[0].period.start, found[0].period.end):
        return None
    return asked[:back[0].start()] + "in " + phrase + asked[back[0].end():]


#: "The user wrote: 'how much was paid in February?' I believe they mean the total USDC
#: settled that month.": the asker's reading of the user's words
_MEANT = re.compile(r"\s*" + _ASKER + r"\s+(?:wrote|asked|asks|said|says|typed|sent|posted)"
                    r"(?:\s+me)?\s*[:,]?\s*[\"\u201c](?P<q>[^\"\u201d]{3,300})[\"\u201d]\s*(?:[.,;:]|-|"
                    r"\u2013|\u2014)?\s*(?:but\s+|and\s+|so\s+)?(?:i|we)\s+(?:believe|think|assume|guess|understand|"
                    r"take\s+it|suspect)(?:\s+that)?\s+(?:they|the\s+user|he|she|this|it)\s+(?:means?|"
                    r"meant|wants?|wanted|(?:is|are)\s+asking\s+(?:for|about))\s+"
                    r"(?P<m>[^\"\u201d?]{3,300}?)\s*[.?!]?\s*", re.I)


def _meant(text: str, as_of: date, names: list[str]) -> str:
    """The asker's reading of its user's words, with their period for "that month"; the
    text as sent when the reading leaves out a word of the data the user said."""
    m = _MEANT.fullmatch(text)
    if m is None:
        return text
    quote, meant = m["q"].strip(" ?.!"), m["m"].strip()
    try:
        found = find_periods(quote.lower(), as_of)
        own = find_periods(meant.lower(), as_of)
    except (ValueError, PeriodOutOfRange):
        return text
    if len(found) > 1 or rx.search(r"\b(?:i|my|me|mine|we|our|us|the\s+user)\b", quote, re.I):
        return text  # the user's own payments ("how much did I pay"), whatever the reading
    if found and not own:
        phrase = quote[found[0].start:found[0].end]
        if rx.search(_THAT, meant, re.I):
            backed = _backed(phrase, meant, as_of)
            if backed is None:
                return text
            meant = backed
        else:
            meant = f"{meant} in {phrase}"
    elif rx.search(_THAT, meant, re.I):
        return text
    return meant if _restated(quote, meant, names, as_of) else text


def _that_period(text: str, as_of: date) -> str:
    """'"Mon 18 May - Sun 24 May 2026". What was the total in that week?': the period said
    alone (a pasted range) and the question's word for it, as one question."""
    m = rx.fullmatch(r"\s*[\"'\u201c](?P<p>[^\"\u201d?]{4,80}?)[\"'\u201d]\s*[.:;]?\s+"
                     r"(?P<q>\S.*)", text, re.S)
    if m is None:
        return text
    phrase = dated_weekdays(m["p"].lower())
    try:
        found = find_periods(phrase, as_of)
    except (ValueError, PeriodOutOfRange):
        return text
    if len(found) != 1 or rx.search(r"\w", phrase[:found[0].start] + phrase[found[0].end:]):
        return text  # more than a period said
    backed = _backed(m["p"], m["q"], as_of)
    return backed if backed is not None else text


#: when the asker needs the answer, said of the thing it is for ("for a board slide on
#: Thursday", "we record tomorrow", "going live in an hour"): a deadline, never a period
_EVENT = (r"\b(?:slides?|deck|meeting|call|episode|show|recording|presentation|board|talk|"
          r"deadline|due|live|post|thread|newsletter|report|memo|class|lesson|lecture)\b")
_DEADLINE = (r"\b(?:(?:on|by|before|for|this|next|until|till)\s+(?:this\s+|next\s+|the\s+)?"
             r"(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)(?:\s+(?:morning|"
             r"afternoon|evening|night))?|tomorrow(?:\s+(?:morning|afternoon|evening|night))?|"
             r"tonight|(?:in|within)\s+(?:an?|one|two|\d+)\s+hours?|later\s+today|"
             r"(?:by\s+)?(?:the\s+)?end\s+of\s+(?:the\s+)?(?:day|week))\b")


def _trailing(sentence: str) -> bool:
    """``sentence``, said after the question, says something and asks nothing."""
    s = sentence.strip().lower()
    return bool(s) and not s.endswith(("?", ":")) and not rx.match(_ASKS_AFTER, s) and not \
        rx.search(r"\b(?:too|also|as\s+well|another|second|again|plus)\b", s) and not \
        rx.match(_CORRECTS, s)


#: a sentence after the question that corrects it ("I mean recipients.", "Oops, April.",
#: "Correction: by count.", "Sorry, recipients.", a side alone: "Recipients."): never set
#: aside as the asker's purpose
_CORRECTS = (r"(?:(?:oops|err?|no|wait|sorry)\s*[,!.:-]|(?:i\s+mean[st]?|i\s+should\s+(?:say|"
             r"have\s+said)|correction|rather|make\s+(?:that|it)|scratch\s+that|typo)\b|"
             r"(?:the\s+)?(?:unique\s+|distinct\s+)?(?:payers?|recipients?|merchants?|sellers?|"
             r"buyers?|senders?|receivers?|payees?)\s*[.!]*$)")


#: how a sentence that asks (more) opens, after the question
_ASKS_AFTER = (r"(?:and|also|plus|then|what|how|which|who|when|where|why|is|are|was|were|do|does|"
               r"did|can|could|would|will|give|show|list|tell|find|return|compute|count|sum|"
               r"break|split|compare|please|pls|kindly|i\s+(?:want|need|would\s+like)(?!\s+(?:it|"
               r"this|that|them|these)\s+(?:for|by|before)\b)|i'd\s+"
               r"like|we\s+(?:want|need)|need|want|include|exclude|only|just|but|in|for|from|"
               r"over|during|since|between|per|by|as|with|without|excluding|except)\b")


def _undated(sentence: str) -> str:
    """``sentence`` without the deadline of the thing it is for ("my till": a register)."""
    sentence = rx.sub(r"\b(my|our|the)\s+(?:shop\s+|cash\s+)?till\b", r"\1 register", sentence,
                      flags=re.I)
    # "It's my café's wallet.": whose the address asked about is, no other wallet
    sentence = rx.sub(r"^\s*(?:it'?s|it\s+is|this\s+is|that'?s|that\s+is)\s+(?:my|our)\s+"
                      r"(?:[^\s.]+\s+){0,2}?(?:wallet|address|account)\s*([.!]?)\s*$",
                      r"It is ours\1", sentence, flags=re.I)
    if not rx.search(_EVENT, sentence.lower()):
        return sentence
    return rx.sub(r"\s*" + _DEADLINE, "", sentence, flags=re.I)


def _set_aside(text: str, names: list[str], as_of: date) -> tuple[str, list[str]]:
    sentences = _sentences(text)
    if len(sentences) < 2 and not rx.match(_CONTEXT, text.strip().lower()):
        return text, []
    kept, notes = list(sentences), []
    framing = [bool(rx.match(r"(?:" + _GREETING + r")?[\s,!.:]*" + _CONTEXT, x.strip().lower()))
               for x in sentences]
    # background: sentences that say something, before the first that asks
    asking = next((i for i, x in enumerate(sentences) if not framing[i] and not declarative(x)
                   and not _plain(x.strip().lower())), None)
    background = [asking is not None and i < asking and not framing[i] and declarative(x)
                  for i, x in enumerate(sentences)]
    # after the question's "?": a sentence of the asker's purpose ("Needed for a funding
    # report.", "Readers like a round-up."), held to the same test as background
    asked_at = next((i for i, x in enumerate(sentences) if not framing[i]
                     and x.strip().endswith("?")), None)
    after = [asked_at is not None and i > asked_at and not framing[i] and _trailing(x)
             for i, x in enumerate(sentences)]
    background = [b or a for b, a in zip(background, after, strict=True)]
    sentences = [_undated(x) if a else x for x, a in zip(sentences, after, strict=True)]
    framing = [f or b for f, b in zip(framing, background, strict=True)]
    # "did it settle": the one facilitator or address the background names
    said = " ".join(x for x, f in zip(sentences, framing, strict=True) if f)
    asked = " ".join(x for x, f in zip(sentences, framing, strict=True) if not f)
    if said and resolved(asked, said, names) is not None:
        kept = [x if f else resolved(x, said, names) or x
                for x, f in zip(sentences, framing, strict=True)]
    # "... how much was paid that day?": the one period the background names
    if said and that_period_said(asked, said, as_of) is not None:
        kept = [x if f else that_period_said(x, said, as_of) or x
                for x, f in zip(kept, framing, strict=True)]
    for i, sentence in enumerate(sentences):
        # the words of the data must be said again by the question, not by more context
        rest = " ".join(s for j, s in enumerate(kept) if j != i and not framing[j])
        part = _aside(sentence, rest, names, as_of, background[i])
        if part:
            kept[i] = sentence.strip()[len(part):].strip()
            notes.append(f"set aside '{part.strip()}' (how the request is framed, not about "
                         "the data)")
    if not notes or not any(rx.search(r"\w", k) for k in kept):
        return text, []
    return " ".join(k for k in kept if k), notes


#: a field of a payment row, by the words that name it, in the order a row lists them
_ROW_FIELDS = (("amount", r"amounts?|values?|sizes?"),
               ("payer", r"payers?|senders?|(?:payer|sender)\s+address(?:es)?"),
               ("recipient", r"recipients?|receivers?|payees?|(?:recipient|receiver)\s+"
                             r"address(?:es)?"),
               ("timestamp", r"timestamps?|times?|dates?"))
#: what the rest of the question must say for a field of the row to be asked there
_FIELD_ASKED = {"amount": r"\b(?:largest|biggest|smallest|first|last|latest|earliest)\b",
                "payer": r"\b(?:paid|payers?|senders?|sent)\b",
                "recipient": r"\b(?:received|recipients?|receivers?|payees?)\b",
                "timestamp": r"\b(?:when|time|timestamp|date)\b"}


def _fields_order(text: str) -> str:
    """"Amount first, then payer.": the order a payment row lists its fields already: set
    aside when each field is asked by the rest of the question, else (in a clause after a
    comma) read as the fields asked ("amount and payer"); otherwise left as said."""
    field = "|".join(f"(?:{p})" for _, p in _ROW_FIELDS)
    m = rx.search(r"(?<=[.?!,])\s*((?:the\s+|its\s+)?(?:" + field + r")\s+first\s*(?:,\s*)?"
                  r"(?:(?:and\s+)?then\s+(?:the\s+|its\s+)?(?:" + field + r")\s*,?\s*)+)\.?\s*$",
                  text, re.I)
    if m is None:
        return text
    said = [next((name for name, p in _ROW_FIELDS if rx.fullmatch(p, w, re.I)), "") for w in
            rx.findall(r"(?<!\w)(" + field + r")(?!\w)", m[1], re.I)]
    rest = text[:m.start()].lower()
    order = [name for name, _ in _ROW_FIELDS]
    if "" in said or len(set(said)) != len(said) or said != sorted(said, key=order.index):
        return text
    if all(rx.search(_FIELD_ASKED[f], rest) for f in said):
        return text[:m.start()]
    if not text[:m.start()].rstrip().endswith(","):
        return text  # "...? Amount first, then recipient.": a field the question never asked
    # "the largest payment, its amount first and then the payer address": the fields asked
    # in its own clause, in the order a row lists them anyway
    fields = rx.sub(r"\s+first\b\s*,?|,?\s*\b(?:and\s+)?then\b",
                    lambda w: "" if "first" in w[0].lower() else " and", m[1], flags=re.I)
    return text[:m.start()] + " " + fields.strip(" ,") + "."


#: a figure asked: a count ("how many", "the count"), a volume ("how much", "total USDC") or
#: another (an average, a median, a share)
_COUNT_ASK = r"\bhow\s+many\b|\b(?:count|number)\b"
_VOLUME_ASK = r"\bhow\s+much\b|\b(?:volume|total|sum|amount)\b"
_OTHER_ASK = (r"\b(?:average|avg|mean|median|share|percent(?:age)?|ratio|min(?:imum)?|max(?:imum)?|"
              r"largest|smallest|biggest)\b|%")


def _figures_order(text: str) -> str:
    """"..., how many settlements and how much USDC? Count first.": the order the figures are
    asked in already, when the one named first is the only one of its kind and the first
    asked; otherwise left as said (and refused)."""
    m = rx.search(r"(?<=[.?!:])\s*(?:(?:the\s+)?(count|volume|usdc|total)\s+first\b(?:\s*,?\s*"
                  r"(?:then|and\s+then)\s+(?:the\s+)?(?:count|volume|usdc|total))?)\s*\.?\s*$",
                  text, re.I)
    if m is None:
        return text
    rest = text[:m.start()]
    kind = _COUNT_ASK if m[1].lower() == "count" else _VOLUME_ASK
    other = _VOLUME_ASK if kind == _COUNT_ASK else _COUNT_ASK
    asks = [(a.start(), k) for k in (kind, other, _OTHER_ASK) for a in rx.finditer(k, rest, re.I)]
    if not asks or min(asks)[1] != kind or sum(1 for _, k in asks if k == kind) != 1:
        return text
    return rest


def _order_words(text: str) -> str:
    """"in this order", "(largest first)" beside a ranking of the largest, "(divide by
    calendar days)" beside a per-day average."""
    # "for last week, return in order: the count, the volume": the figures listed after it
    # (not a template's "output: number")
    if not rx.search(r"[|=]", text):
        text = rx.sub(r"\s*[,;]?\s*\b(?:please\s+)?(?:return|give|provide|report|output)(?:\s+me)?"
                      r"(?:\s+the\s+following)?(?:\s*,?\s*in\s+(?:(?:this|that|the\s+following)\s+)?order)?"
                      r"\s*:\s*(?=\S)", ": ", text, flags=re.I)
    text = rx.sub(r",?\s*\bin\s+(?:(?:(?:this|that|the\s+following|the\s+same|the\s+given|the\s+"
                  r"listed)\s+)?(?:exact\s+)?order\b(?!\s+(?:to|of|for)\b)|the\s+order\s+(?:listed|"
                  r"given|asked|below|above|shown))\s*(?=[:,.;]|$)", "", text, flags=re.I)
    low = text.lower()
    falling = rx.search(r"\b(?:largest|biggest|highest|most|top|greatest)\b", low)
    rising = rx.search(r"\b(?:smallest|lowest|least|fewest|bottom|tiniest)\b", low)
    if falling and not rising:
        text = rx.sub(r"\s*\(\s*(?:(?:the\s+)?amounts?\s+only\s*,\s*)?(?:largest|biggest|highest|"
                      r"most)\s+first\s*\)|,\s*(?:largest|biggest|highest)\s+first\b(?=\s*[.?!]?"
                      r"\s*$)", "", text, flags=re.I)
        # "top 3 payers by count, descending": the order a top ranking lists anyway (not
        # "descending by volume": another order)
        text = rx.sub(r"\s*\(\s*(?:sorted\s+|ordered\s+|listed\s+)?(?:in\s+)?descending(?:\s+"
                      r"order)?\s*\)|[,;]?\s*\b(?:(?:sorted|ordered|listed|ranked)\s+)?(?:in\s+)?"
                      r"descending(?:\s+order)?(?=\s*[.?!]?\s*$)", "", text, flags=re.I)
    if rising and not falling:
        text = rx.sub(r"\s*\(\s*(?:smallest|lowest|fewest)\s+first\s*\)|,\s*(?:smallest|lowest)\s+"
                      r"first\b(?=\s*[.?!]?\s*$)", "", text, flags=re.I)
    if rx.search(r"\b(?:per\s+day|a\s+day|daily|each\s+day)\b", low):
        text = rx.sub(r"\s*\(\s*(?:please\s+)?divid(?:e|ed|ing)\s+by\s+(?:the\s+)?(?:number\s+of"
                      r"\s+)?calendar\s+days(?:\s+in\s+the\s+(?:period|month|quarter|range))?\s*(?:,\s*"
                      r"please)?\s*\)|(?<=[.?!])\s*(?:please\s+)?divide\s+by\s+(?:the\s+)?(?:number"
                      r"\s+of\s+)?calendar\s+days(?:\s+in\s+the\s+(?:period|month|quarter|range))?"
                      r"(?:\s*,?\s*please)?\s*\.?\s*$", "", text, flags=re.I)
    return text


#: who the request is for, by trade ("the podcast host I work for", "the grant reviewer")
_BY_TRADE = (r"(?:the|my|our)\s+(?:[a-z-]+\s+){0,2}?" + TRADE + r"(?:\s+(?:i|we)\s+(?:work|am\s+"
             r"working|are\s+working)\s+(?:for|with))?")
#: the fields of a ranking's rows said after it ("wallet address and USDC spent")
_FIELD = (r"(?:(?:the\s+)?(?:(?:wallet|payer|recipient|sender)\s+)?address(?:es)?|amounts?|"
          r"(?:usdc|amount|total)\s+(?:spent|received|paid)|totals?)")
_FIELDS = _FIELD + r"(?:\s*(?:,|and|&)\s*" + _FIELD + r")*"


def unframe(question: str, as_of: date, names: list[str]) -> tuple[str, list[str]]:
    """``question`` without the framing above, and a note for each sentence set aside;
    ``names``: the facilitators' names (lowercase)."""
    text = _bounds(_lists(_markdown(question), as_of), as_of)
    # "I'm the team's Slack assistant; someone asked ...": the context a sentence of its own
    text = rx.sub(r"^(\s*(?:i'?m|i\s+am|we'?re|we\s+are)\s+(?:an?\s+|the\s+)?(?:[a-z'-]+\s+){0,3}?"
                  r"(?:assistant|agent|bot|copilot))\s*;\s+(?=\S)", r"\1. ", text, flags=re.I)
    text = _their_own(text)
    text = _meant(text, as_of, names)
    text, notes = _set_aside(text, names, as_of)
    if notes:
        # "To test it, give me ...": the figures that test what was set aside
        text = rx.sub(r"(^|[.!?]\s+)to\s+(?:test|check|verify|confirm|validate|falsify|prove|"
                      r"disprove|evaluate|assess)\s+(?:it|this|that|the\s+(?:hypothesis|theory|"
                      r"claim|conjecture|hunch))\s*(?::\s*(?=\S)|,\s*(?=(?:give|show|return|tell|provide|"
                      r"list|get|report|what|how)\b))", r"\1", text, flags=re.I)
    text = _that_period(text, as_of)
    # "how many ...? Could you count them?": the count already asked, not a second figure
    if rx.search(r"\bhow\s+many\b|\b(?:number|count)\s+of\b", text, re.I):
        text = rx.sub(r"(?<=[.?!])\s*(?:(?:could|can|would)\s+you\s+(?:please\s+)?|please\s+)?count"
                      r"\s+them(?:\s+(?:up|for\s+me|please|pls))*\s*[?.!]*\s*$", "", text,
                      flags=re.I)
    text = rx.sub(_FOR_USER, "", text, flags=re.I)
    # "My user wants to know how many ...": the question it opens (none said with a colon)
    # (", a podcast host,", ", who teaches,": who the user is, holding no word of the data)
    text = rx.sub(r"(^|[.!?]\s+)(?:" + _ASKER + r"|" + _BY_TRADE + r")(?P<who>\s*,\s*(?:an?\s+|"
                  r"who\s+)[^,:;?]{2,60}?,)?\s+(?:needs|wants|want|would\s+like|is\s+asking|"
                  r"are\s+asking|asks|asked|requests|requested)\s+(?:to\s+(?:know|see|get|find\s+out|learn)\s+|for\s+)?(?=(?:"
                  r"the|how|what|which|who|when)\b)(?=[^:]*(?::\s*" + _FIELDS + r"\s*[.!]?\s*)?$)",
                  lambda m: m[0] if m["who"] and rx.search(_DATA, _undated(m["who"]).lower())
                  else m[1], text, flags=re.I)
    # "Please summarise last month: ...", "Please identify the largest payment ...": asking
    text = rx.sub(r"^\s*(?:please\s+)?summari[sz]e\s+([^:]{3,40}?)\s*:\s+", r"For \1: ", text,
                  flags=re.I)
    text = rx.sub(r"\b(?:please\s+)?identify\s+(?=(?:the|which|who|what)\b)", "", text,
                  flags=re.I)
    # "Name the facilitator with the lowest volume": asking which (not a name column)
    text = rx.sub(r"(^|[.!?:;]\s+)(?:please\s+)?name\s+(?=(?:the|which)\s+(?:\w+\s+){0,3}?"
                  r"(?:payers?|recipients?|facilitators?|senders?|receivers?|merchants?)\b)", r"\1",
                  text, flags=re.I)
    text = rx.sub(r"^\s*(?:regarding|concerning|with\s+(?:regard|respect)\s+to|as\s+(?:for|"
                  r"regards))\s+(?=the\b)", "", text, flags=re.I)
    if len(set(rx.findall(r"0x[0-9a-f]{40}", text, re.I))) == 1:
        # one address on either side: "across both roles", "(payments where it was payer or
        # recipient)", "what volume touched 0x..."
        text = rx.sub(r"\b(?:across|in|under|over)\s+both\s+(?:roles|sides|capacities)\b",
                      "in either role", text, flags=re.I)
        # "Counting both directions (as payer or as recipient), how many ...": either side
        both = (r"^\s*(?:counting|including|covering|taking)\s+(?:both|either)\s+(?:directions|"
                r"ways|sides|roles)\s*")
        as_either = (r"\(\s*as\s+(?:the\s+)?payer\s+or\s+(?:as\s+)?(?:the\s+)?recipient"
                     r"\s*\)")
        text = rx.sub(both + r"(?=" + as_either + r"\s*,)", "", text, flags=re.I)
        text = rx.sub(r"^\s*" + as_either + r"\s*,\s*(?P<q>[^,]+?)\s*([?.!]?)\s*$",
                      r"\g<q> as payer or recipient\2", text, flags=re.I)
        text = rx.sub(both + r",\s*(?P<q>[^,]+?)\s*([?.!]?)\s*$", r"\g<q> in either role\2",
                      text, flags=re.I)
        # "(sum of amounts of every settlement where it is payer or recipient)": the same
        text = rx.sub(r"\(\s*(?:the\s+)?(?:sum|total)\s+of\s+(?:the\s+)?amounts?\s+(?:of|over|"
                      r"across)\s+(?:all|every|each)\s+(?:the\s+)?(?:payments?|settlements?|transactions?|"
                      r"transfers?)\s+(?=(?:where|in\s+which)\s+it\s+(?:was|is)\s)", "(", text,
                      flags=re.I)
        text = rx.sub(r"\(\s*(?:(?:all\s+)?(?:payments|settlements|transactions|transfers)\s+)?"
                      r"(?:where|in\s+which)\s+it\s+(?:was|is|appears\s+as)\s+(?:the\s+|either\s+"
                      r"(?:the\s+)?)?(?:payer|sender)\s+or\s+(?:the\s+)?(?:recipient|receiver)\s*\)",
                      "(as payer or recipient)", text, flags=re.I)
        text = rx.sub(r"\btouch(?:ed|es)?\s+(?=0x)", "involved ", text, flags=re.I)
        # "USDC flowing through 0x... in either direction": its settlements on either side
        if rx.search(r"\b(?:in\s+)?(?:either|both)\s+directions?\b|\bas\s+payer\s+or\s+"
                     r"recipient\b", text, re.I):
            text = rx.sub(r"\b(?:that\s+)?(?:flow(?:ing|ed|s)?|mov(?:ing|ed|es))\s+through\s+"
                          r"(?=0x)", "involving ", text, flags=re.I)
    # "what was the total of those payments": their amounts summed
    text = rx.sub(r"\bthe\s+total\s+of\s+(?=(?:those|these|such|said)\s+(?:payments|settlements|"
                  r"transactions|transfers)\b)", "the total amount of ", text, flags=re.I)
    return _figures_order(_fields_order(_order_words(text))), notes
