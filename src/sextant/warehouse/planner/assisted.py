"""Who an assistant (or a person) asks for, and why, set aside around the question (pure text
to text):

- "Relaying for a teacher: ...", "Forwarding for a BD person at a wallet startup: ...": the
  question after the colon;
- "The person I'm assisting wants ...", "A policy analyst I assist needs, for May: ...", "My
  principal is preparing a keynote and wants ...", "The teacher I'm helping wants to show
  students how many ...", "My user is writing a novel ..., and they'd like a realistic number:
  the count of ...": what is wanted (an address said only in the clause about them stands for
  the question's "it": "My principal sells API calls at 0x... and wants to know what it took
  in");
- "I'm helping a wallet company's sales rep build a prospect list. Could you ...", "Quick one
  before I go on air: how many ...", "The researcher I support is lining up logs. Could you
  ...": a sentence (or a head before a colon) about the asker (one about "the user" is
  ``planner.framing``'s, which says it set it aside);
- "...? I'm building a timeline of the facilitators for a podcast script.": a sentence about
  the asker after the question.

Each is set aside only when it says nothing of the data: no address (but the one "it" stands
for), number, month, period, facilitator, side, size, measure, restriction, chain or token,
and no second question; the question is left as sent otherwise (and so refused).
"""

from __future__ import annotations

import re

from sextant.warehouse.planner import rx
from sextant.warehouse.planner.timephrases import MONTH_NAME
from sextant.warehouse.planner.trades import TRADE

__all__ = ["plain_assisted"]

#: the words of the data a set-aside clause may not hold (a wallet, a payment, paying and
#: "facilitators" in general may be said of who asks: "a wallet startup", "agents paying")
_DATA = (r"0x[0-9a-f]{4,}|(?<![\w.])\d|\$|%|\b(?:" + MONTH_NAME + r")\b|\b(?:q[1-4]|h[12]|"
         r"yesterday|today|tonight|tomorrow|weeks?|months?|quarters?|years?|days?|hours?|ytd|"
         r"mtd|weekdays?|weekends?|payers?|recipients?|merchants?|senders?|receivers?|buyers?|"
         r"sellers?|address(?:es)?|only|excluding|exclude|except|without|not|never|no|over|"
         r"above|under|below|between|large|small|big|tiny|whales?|volumes?|counts?|number|"
         r"numbers|totals?|sum|average|avg|mean|median|share|percent(?:age)?|fraction|unique|"
         r"distinct|different|new|first|last|largest|biggest|smallest|top|most|least|fewest|"
         r"max|min|per|each|every|rank|ranked|ranking|compare|comparing|versus|vs|growth|grow|"
         r"change|trend|daily|weekly|monthly|annual|yearly|usd|dollars?|cents?|fees?|gas|"
         r"solana|polygon|ethereum|arbitrum|optimism|avalanche|base|bsc|tron|chains?|tokens?|"
         r"nfts?|eth|btc|usdt|eurc|sol|refunds?|disputes?|reverted|failed|pending|status|"
         r"spend|spent|send|sent|receive|received|got|earn|earned|charged?|settled?|busiest|"
         r"quietest|what|how|which|who|when|why|also|plus|then|both|either|round(?:ed)?|"
         r"exact(?:ly)?)\b")
#: a school grade said of a class ("my Year 12 economics class", "grade 9 students")
_GRADE = re.compile(r"\b(?:year|grade)\s+\d{1,2}\b(?=\s+(?:[a-z]+\s+){0,2}(?:class|classes|"
                    r"students|pupils|kids|course|lesson)\b)|\b\d{1,2}(?:st|nd|rd|th)\s+grade\b",
                    re.I)
#: an address alone
_ADDRESS = r"0x[0-9a-f]{40}\b"
#: who asks of them, in the question passed on: never said plainly
_PERSONAL = r"\b(?:they|them|theirs|he|him|his|she|her|hers|i|me|my|mine|we|us|our|ours)\b"


def _quiet(text: str, names: list[str], allow_address: bool = False) -> bool:
    """Whether ``text`` says nothing of the data (quoted words are what someone said)."""
    t = rx.sub(_GRADE, " ", text)
    t = rx.sub(r"\bx402\b|\busdc\b", " ", t, flags=re.I)
    if allow_address:
        t = rx.sub(_ADDRESS, " ", t, count=1, flags=re.I)
    low = t.lower()
    if any(rx.search(r"\b" + re.escape(n.lower()) + r"\b", low) for n in names):
        return False
    if rx.search(r"0x[0-9a-f]{4,}|(?<![\w.])\d|\b(?:" + MONTH_NAME + r")\b", t, re.I):
        return False
    unquoted = rx.sub(r"(?<!\w)['\u2018\"\u201c][^'\u2019\"\u201d]{1,60}['\u2019\"\u201d](?!\w)",
                      " ", t)
    return rx.search(_DATA, unquoted, re.I) is None


#: who is asked for: someone by trade, the assistant's user or principal, a person
_WHO = (r"(?:the|my|our|a|an)\s+(?:[\w'-]+\s+){0,5}?(?:" + TRADE + r"|user|person|client|"
        r"principal|human|customer|boss|owner|operator|retiree|pensioner|grandparent|member)")
#: "I assist", "I'm helping", "we support"
_SERVED = (r"(?:\s+(?:that\s+|whom\s+)?(?:i|we)(?:'m\s+|\s+am\s+|\s+are\s+|'re\s+|\s+)"
           r"(?:assist|assisting|support|supporting|help|helping|work\s+(?:for|with)|working\s+(?:for|with)|serve|"
           r"serving|represent|representing))")
_WANTS = (r"(?:wants?|needs?|would\s+like|'d\s+like|is\s+asking\s+for|asks?\s+for|asked\s+for|"
          r"is\s+after|wanted|needed|is\s+looking\s+for)")
_PRONOUN_WANTS = r"(?:they|he|she)(?:'d\s+like|\s+would\s+like|\s+wants?|\s+needs?)"
_TO = (r"(?:\s+(?:me\s+)?to\s+(?:know|see|get|have|find\s+out|check|learn|confirm|"
       r"show(?:\s+(?:the\s+|their\s+|his\s+|her\s+)?(?:students|class|pupils|kids|audience|"
       r"listeners|readers|team|board|committee))?))?")
_FOR_WHOM = re.compile(
    r"^\s*(?P<who>" + _WHO + _SERVED + r"?)(?:\s+(?P<mid>[^.?!:;]{1,160}?),?\s+and\s+(?:"
    + _PRONOUN_WANTS + r"|" + _WANTS + r")|\s*,?\s+" + _WANTS + r")" + _TO + r"\s*,?\s*(?=\S)",
    re.I)
#: "Relaying for a teacher:", "Forwarding this for a BD person at a wallet startup:"
_RELAYING = re.compile(r"^\s*(?:(?:hi|hello|hey)[!,.]?\s+)?(?:relaying|relayed|forwarding|"
                       r"forwarded|passing\s+(?:this\s+)?(?:on|along)|asking)\s+(?:this\s+|a\s+"
                       r"question\s+)?(?:for|from|on\s+behalf\s+of)\s+(?P<who>[^:?.!]{3,80}?)"
                       r"\s*:\s*(?=\S)", re.I)
#: "a realistic number:", "one figure:": what is wanted said as a number before the question
_A_NUMBER = re.compile(r"^(?:an?|one|a\s+single)\s+(?:[a-z]+\s+)?(?:number|figure)\s*:\s*", re.I)
#: how a question opens (a request or a question word)
_OPENS = (r"(?:how|what|what's|which|who|when|where|was|were|did|do|does|is|are|can|could|"
          r"would|will|please|give|tell|show|list|rank|name)\b")
#: a sentence (or a head before a colon) about who asks, before the question
_ABOUT_ME = re.compile(r"^\s*(?P<lead>(?:(?:hi|hey|hello|ok|okay|so|quick\s+one|quick\s+question)"
                       r"[,!.]?\s+)?(?:i\b|i'm\b|im\b|i've\b|i'd\b|we\b|we're\b|we've\b|my\b|"
                       r"our\b|before\b|"
                       + _WHO + _SERVED + r")[^?]{0,220}?)(?:[.!:]\s+)(?=" + _OPENS
                       + r")", re.I)
#: a sentence about who asks after the question ("I'm checking whether ...", "This is for ...")
_AFTER = re.compile(r"(?<=\?)\s+(?P<tail>(?:i'm|i\s+am|im|we're|we\s+are|this\s+is\s+for|it's\s+"
                    r"for|it\s+is\s+for)\s+[^?]{3,200}?)\s*[.!]?\s*$", re.I)


def _it_is(rest: str, address: str) -> str | None:
    """``rest`` with its one "it" (or "its") said as ``address``; None when it has none or
    names an address of its own."""
    if rx.search(_ADDRESS, rest, re.I) or len(rx.findall(r"\b(?:it|its)\b", rest, re.I)) != 1:
        return None
    return rx.sub(r"\b(it|its)\b", lambda w: address + ("'s" if w[1].lower() == "its" else ""),
                  rest, count=1, flags=re.I)


def _passed_on(rest: str) -> str | None:
    """``rest`` as the question passed on; None when it asks of whoever asks for it ("their
    payments", "she made") and not of the data's own payers ("the 3 biggest payers with their
    totals")."""
    rest = _A_NUMBER.sub("", rest)
    personal = [m for m in rx.finditer(_PERSONAL + r"|\btheir\b", rest, re.I)
                if not (m[0].lower() == "their" and rx.search(
                    r"\b(?:payers|recipients|facilitators|wallets|addresses|days|ones|payments|"
                    r"settlements)\b",
                    rest[:m.start()], re.I))]
    return None if personal else rest[:1].upper() + rest[1:]


def _for_whom(q: str, names: list[str]) -> str:
    m = _RELAYING.match(q)
    if m is not None and _quiet(m["who"], names):
        return _passed_on(q[m.end():]) or q
    m = _FOR_WHOM.match(q)
    if m is None or not _quiet(rx.sub(_SERVED, " ", m["who"], flags=re.I), names):
        return q
    rest = q[m.end():]
    if rx.search(r"[.?!;]\s+\S", rest):
        return q  # "The client wants to understand adoption. Give ...": a reason, then the ask
    head = rx.match(r"([^:]{1,80}):\s", _A_NUMBER.sub("", rest))
    if head is not None and not rx.match(r"(?:for|in|during|over|across|within)\b|(?:two|three|"
                                         r"four|\d)\s+(?:numbers|figures|things)\b", head[1],
                                         re.I):
        return q  # "The user wants a daily run rate: the average ...": what the head names
    mid = m["mid"] or ""
    if mid and not _quiet(mid, names):
        addresses = rx.findall(_ADDRESS, mid, re.I)
        if len(addresses) != 1 or not _quiet(mid, names, allow_address=True):
            return q
        said = _it_is(rest, addresses[0].lower())
        if said is None:
            return q
        rest = said
    return _passed_on(rest) or q


#: what a sentence about who asks may not say either, beside the data's words: its payments
#: and a time of its own ("after the holidays", "since launch")
_OWN = (r"\b(?:pay|pays|paid|paying|payments?|settlements?|transactions?|transfers?|holidays?|"
        r"christmas|season|summer|winter|spring|autumn|launch|since|after|during|until|recently|"
        r"lately|earlier|ago)\b|\bbefore\b(?!\s+(?:i|we)\b)")


def _about_me(q: str, names: list[str]) -> str:
    m = _ABOUT_ME.match(q)
    if m is None or len(m["lead"].split()) > 40 or rx.search(_OWN, m["lead"], re.I):
        return q
    rest = q[m.end():]
    if not _quiet(m["lead"], names):
        # "I'm investigating a wallet that showed up in an incident: 0x.... How many payments
        # has it sent?": the one address the question's "it" stands for
        addresses = rx.findall(_ADDRESS, m["lead"], re.I)
        if len(addresses) != 1 or not _quiet(m["lead"], names, allow_address=True):
            return q
        said = _it_is(rest, addresses[0].lower())
        if said is None:
            return q
        rest = said
    return rest[:1].upper() + rest[1:]


#: a reason after the question for the figure it asks ("? mean is probably skewed so I want
#: the median"): the figure named last is the one the question asks
_WANTED_AGAIN = re.compile(r"(?<=\?)\s+(?P<why>[^?]{3,120}?)[,;]?\s+(?:so|which\s+is\s+why|"
                           r"that's\s+why)\s+(?:i|we)(?:'d\s+like|\s+(?:want|need|would\s+like|asked\s+for|"
                           r"prefer))\s+(?:the\s+)?(?P<what>median|mean|average|total|count|"
                           r"volume|number)\s*[.!]?\s*$", re.I)
#: the words a reason may say of figures beside the one it wants (never a scope)
_FIGURE_TALK = (r"\b(?:median|mean|average|avg|total|count|volume|number|is|are|was|probably|"
                r"likely|maybe|skewed|distorted|misleading|outliers?|noisy|off)\b")


def _after(q: str, names: list[str]) -> str:
    m = _AFTER.search(q)
    if m is not None and _quiet(rx.sub(r"\bfacilitators\b", " ", m["tail"], flags=re.I), names):
        return q[:m.start()]
    m = _WANTED_AGAIN.search(q)
    if m is not None and rx.search(r"\b" + m["what"] + r"\b", q[:m.start()], re.I) and _quiet(
            rx.sub(_FIGURE_TALK, " ", m["why"], flags=re.I), names):
        return q[:m.start()]
    return q


def plain_assisted(question: str, names: list[str]) -> str:
    """``question`` without who it is asked for and why (as sent when none of these is said,
    or when what would be set aside says something of the data)."""
    q = _for_whom(question, names)
    q = _about_me(q, names)
    return _after(q, names)
