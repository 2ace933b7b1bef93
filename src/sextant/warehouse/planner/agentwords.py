"""The long sentences an agent writes about one wallet, rewritten into the plain words the
readers know: the asking verb ("please compute the ...", "kindly provide the ..."), its
purpose ("for bookkeeping purposes", "I'm an automated agent auditing spend:"), the whole
history said of the address ("computed over its whole history", "over all available data"),
its role said as a role ("in its role as payer", "(i.e. been the payer of)", "originated"),
"among all payments where 0x... is the payer", "restricting to <period> only", "more than
10 USDC each", "arrived at 0x...", "inclusive of both ends" and "(two totals, in that
order)". Pure text to text (lowercase), before any reader runs; a wording not matched here is
left as said (and refused when no reader takes it)."""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any

from sextant.warehouse.planner import rx

__all__ = ["amounts_apart", "plain_agent", "plain_ranking", "range_said"]

_ADDRESS = r"0x[0-9a-f]{40}"
_ROWS = r"(?:payments|settlements|transactions|transfers)"
#: what a verb of asking is followed by: the figure's name, never a word about the data
_ASKED_NEXT = (r"(?=(?:me\s+|us\s+)?(?:the|both|a|an|its|their|all|how|what|which|when|who|"
               r"each)\b)")
_AMOUNT = r"\$?\s?\d+(?:\.\d+)?\s*(?:usdc|usd|dollars?|cents?|\$)?"
_BOUND = (r"(?:(?:more|less|greater|fewer|larger|smaller)\s+than|over|under|above|below|at\s+"
          r"(?:least|most)|exceeding)")


#: who the agent asks for, said first: "on behalf of my user,", "acting for the wallet owner:",
#: "merchant assistant here:", "agent request:"
_FOR_WHOM = (r"^\s*(?:(?:on\s+behalf\s+of|acting\s+(?:for|on\s+behalf\s+of))\s+(?:my|our|the|a|"
             r"an)\s+(?:[a-z-]+\s+){0,2}?(?:users?|clients?|customers?|owners?|principals?|"
             r"merchants?|team|company|boss|human)|(?:[a-z-]+\s+){0,2}?(?:agent|bot|assistant)\s+"
             r"here|(?:(?:an?|the)\s+)?(?:agent|bot|assistant|automated|api|tool)\s+(?:request|query|"
             r"task|call|question))\s*[:;,.]\s+(?=\S)")


def _preamble(text: str, names: Iterable[str]) -> str:
    """"I'm an automated agent auditing spend: ..." without its opening clause about the
    asker; kept when that clause names an address, a facilitator, a number or a date."""
    m = rx.match(r"^\s*(?:i'?m|i\s+am|as|this\s+is|we\s+are|we're)\s+(?:an?|the|your)\s+"
                 r"(?:[a-z-]+\s+){0,3}?(?:agent|bot|assistant|script|job|pipeline|service|"
                 r"process|tool)\b([^:;,.?!]*)[:;,.]\s+(?=\S)", text) or rx.match(_FOR_WHOM, text)
    if m is None:
        return text
    said = m[0]
    named = "|".join(re.escape(n) for n in names)
    if rx.search(r"0x|\d|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|q[1-4]|today|"
                 r"yesterday|week|month|year|quarter|only|excluding|except|not|without)", said) \
            or (named and rx.search(r"\b(?:" + named + r")\b", said)):
        return text
    return text[m.end():]


def plain_agent(text: str, names: Iterable[str] = ()) -> str:
    """``text`` (lowercase) with the agent's wordings above rewritten; ``names`` are the
    facilitators' names (a preamble naming one is kept)."""
    text = _preamble(text, names)
    # "subtask 5 of 5:", "step 2/4 -": where the ask sits in the agent's plan, nothing more
    text = rx.sub(r"^\s*(?:sub-?task|sub-?query|step|part|task|query|question|item)\s*#?\s*\d{1,2}"
                  r"(?:\s*(?:of|/)\s*\d{1,2})?\s*(?:[:.)]|\s[-\u2013\u2014])\s+(?=\S)", "", text)
    # "please compute the 90th percentile", "kindly provide the total", "please return both"
    text = rx.sub(r"\b(?:(?:please|kindly|pls)\s+)?(?:compute|calculate|determine|provide|find|"
                  r"return|output|produce|retrieve|report(?:\s+back)?)\s+" + _ASKED_NEXT, " ", text)
    # "..., computed over its whole history as payer": how the figure is taken
    text = rx.sub(r",?\s*\b(?:computed|calculated|measured|taken|counted|aggregated)\s+(?=(?:over|"
                  r"across|for|on|from)\b)", " ", text)
    text = rx.sub(r"\b(?:over|across|in|for|during|throughout|from)\s+(?:its|their|his|her)\s+"
                  r"(?:whole|entire|full|complete)\s+(?:history|lifetime|existence|record)\b",
                  " ever ", text)
    text = rx.sub(r"\b(?:over|across|in|using|from|with)\s+all\s+(?:the\s+)?available\s+(?:data|"
                  r"history|records?)\b", " ever ", text)
    # "average USDC per distinct payer": each payer of the period, counted once, as "per payer"
    text = rx.sub(r"\b(per|for\s+each|each)\s+(?:distinct|unique|different)\s+(payer|sender|"
                  r"recipient|receiver|payee)\b(?!s)", r"\1 \2", text)
    # "for bookkeeping purposes", "for audit purposes": why it is asked
    text = rx.sub(r"\bfor\s+(?:[a-z-]+\s+){0,2}purposes\b", " ", text)
    # an address's role said as a role ("in its role as payer", "(i.e. been the payer of)")
    text = rx.sub(r"\bin\s+(?:its|their|the)\s+(?:role|capacity)\s+as\b", "as", text)
    text = rx.sub(r"\(\s*(?:i\.?\s?e\.?|that\s+is|meaning)?\s*,?\s*(?:having\s+)?(?:been|being|"
                  r"acting\s+as|as)?\s*(?:the\s+|a\s+)?(payer|sender|recipient|receiver)(?:\s+of"
                  r"(?:\s+them)?)?\s*\)", r" as \1 ", text)
    text = rx.sub(r"\boriginat(?:ed|es|e|ing)\b", "sent", text)
    # "first payment of 0x..., as payer": the role said after a comma, of the one address
    if len(set(rx.findall(_ADDRESS, text))) == 1:
        text = rx.sub(r"(" + _ADDRESS + r")([^,?.;]{0,80}?),\s*(?:as|in\s+the\s+role\s+of)\s+"
                      r"(?:the\s+|a\s+)?(payer|sender|recipient|receiver)\b(?!\s*(?:or|/|and)\b)",
                      r"\1 as \3\2", text)
    # "among all payments where 0x... is the payer, how many ...": the payments it made
    text = rx.sub(r"\bamong(?:st)?\s+(?:all\s+)?(?:the\s+|its\s+)?" + _ROWS
                  + r"\s+(?=(?:where|in\s+which|for\s+which|(?:paid|sent|made|received)\s+by)\s+"
                  + _ADDRESS + r")", " ", text)
    # "restricting to november 2025 only": the period, said as a restriction
    text = rx.sub(r"\b(?:restricting|restricted|limiting|limited|narrowing)\s+(?:it\s+|this\s+)?"
                  r"to\s+((?:[a-z0-9-]+\s+){1,3}?)only\b", r"in \1", text)
    # "payments for more than 10 usdc each": the bound is on each payment
    text = rx.sub(r"\b(" + _BOUND + r"\s+" + _AMOUNT + r")\s+each\b", r"\1", text)
    # "how many payments arrived at 0x...": received by it
    text = rx.sub(r"\barriv(?:ed|es|e|ing)\s+(?:at|to|in)\s+(" + _ADDRESS + r")", r"received by \1",
                  text)
    text = rx.sub(r"\bof\s+that\s+arrived\b", "of that received", text)
    # "(inclusive of both ends)": ranges are whole days, both ends in
    text = rx.sub(r"\binclusive\s+of\s+both\s+(?:days|dates|ends|endpoints)\b|\bboth\s+(?:days|"
                  r"dates|ends)\s+(?:are\s+)?(?:included|inclusive)\b", " ", text)
    # "the total of all payments under 1 cent": their amounts summed (a number of them is
    # "the total number of payments")
    # (and "Total of 0x...'s payments over 1 USDC", said first)
    text = rx.sub(r"(?:\bthe\s+|^\s*)total\s+of\s+(?=(?:all\s+)?(?:the\s+)?(?:(?:its|their)\s+|"
                  + _ADDRESS + r"'s\s+)?" + _ROWS + r"\b)", "the total amount of ", text,
                  flags=re.I)
    # "when did 0x... first show up in any payment at all": when it was first seen
    # ("the first time 0x... appeared as a payer": when it was first seen as one)
    text = rx.sub(r"(?:^|(?<=[.?!:;]\s))\s*(?:the\s+|its\s+)?(first)\s+time\s+(" + _ADDRESS
                  + r")\s+(?=(?:show(?:ed)?\s+up|appear(?:ed)?|turn(?:ed)?\s+up)\b)",
                  r"when was \2 \1 ", text)
    text = rx.sub(r"\bfirst\s+(?:show(?:ed)?\s+up|appear(?:ed)?|turn(?:ed)?\s+up)(?:\s+in\s+"
                  r"(?:any|a)\s+(?:payment|settlement|transaction|transfer)s?)?(?:\s+at\s+all)?",
                  "first seen", text)
    # "both the first and the last time it was seen paying": its first and last payment
    text = rx.sub(r"\b(?:both\s+)?the\s+first\s+and\s+(?:the\s+)?last\s+time\s+(?:that\s+)?(it|"
                  r"they|" + _ADDRESS + r")\s+(?:was\s+|were\s+)?(?:seen\s+|active\s+)?(?:(?P<out>"
                  r"paying|sending|paid|sent)|receiving|received|getting\s+paid|got\s+paid)\b",
                  lambda m: f"the first and last payment {m[1]} "
                  + ("made" if m["out"] else "received"), text)
    def intake(m: re.Match[str]) -> str:
        word = (m[1] or "").strip()
        if word and word not in ("total", "usdc", "overall") and not rx.search(
                r"\b" + re.escape(word) + r"\b", text[:m.start()]):
            return m[0]  # "its April intake" beside May: another period, left unread
        return "its received volume"

    # "0x...'s May intake" (May said before): what it received
    text = rx.sub(r"\b(?:its|their|the|" + _ADDRESS + r"'s)\s+((?:[a-z0-9]+\s+)?)intake\b",
                  intake, text)
    # "(two totals, in that order)": how many figures, said again
    return rx.sub(r"\b(?:two|three|four|both)\s+(?:totals|counts|amounts|sums)\s*(?=,|\)|$)", " ",
                  text)


_BIG = r"(?:biggest|largest|max(?:imum)?|highest)"
_SMALL = r"(?:smallest|lowest|min(?:imum)?|tiniest)"
_ONE = r"(?:\s+(?:single\s+)?(?:payment|settlement|transaction|transfer|amount|value|size)s?)?"
#: a spread said with its definition as the largest less the smallest ("the spread (largest
#: payment minus smallest payment)", "the spread, defined as max minus min,")
_RANGE_SAID = re.compile(r"\b(?:spread|range|gap)\s*(?:\(|,|:|-)\s*(?:(?:i\.?\s?e\.?|that\s+is|"
                         r"defined\s+as|meaning|=)\s*,?\s*)?(?:the\s+)?" + _BIG + _ONE
                         + r"\s+(?:minus|less|-)\s+(?:the\s+)?" + _SMALL + _ONE
                         + r"\s*(?:\)\s*,?|,)?", re.I)


def range_said(question: str) -> str:
    """``question`` with a spread defined as the largest amount less the smallest said as
    "range" (the reader of spreads reads "the range of the amounts"); run before the reader
    of "A minus B" takes the definition for two sides."""
    return _RANGE_SAID.sub("range ", question)


_UNIT = r"(day|week|month|hour)"
_PARTY = r"(payer|sender|buyer|recipient|receiver|payee|merchant|seller)"


def plain_ranking(text: str) -> str:
    """``text`` (lowercase) with a ranking's long wordings said as the reader of rankings
    knows them: "which single day" and "in which calendar month" are which day and month,
    "which day saw 0x... send the most" is which day did it, "the greatest number of
    payments" and "the highest payment count" the most payments, "the payer with the most"
    which payer had the most, "the highest single-day volume" the highest daily one, "the
    day with highest volume" the day with the highest, and "the most frequent payer of 0x..."
    its top payer by number of payments."""
    text = rx.sub(r"\b(which|what)\s+(?:single\s+|one\s+)?(?:calendar\s+|utc\s+)?" + _UNIT
                  + r"\b", r"\1 \2", text)
    # "which day had the most payments? give the day, its count and its volume": the unit
    # ranked said again before its figures
    asked = rx.search(r"\b(?:which|what)\s+" + _UNIT + r"\b", text)
    if asked:
        text = text[:asked.end()] + rx.sub(
            r"\b((?:give|return|list|show|report|provide)\s+(?:me\s+|us\s+)?)the\s+(?:" + asked[1]
            + r"|date)\s*(?:,\s*(?:and\s+)?|\s+and\s+)(?=its\s)", r"\1", text[asked.end():])
    # "which single payer has paid the most": which payer (the top one)
    text = rx.sub(r"\b(which|what)\s+(?:single|one|individual|lone)\s+(?=" + _PARTY
                  + r"|wallet|address|facilitator)\b", r"\1 ", text)
    text = rx.sub(r"\b(which|what)\s+" + _UNIT + r"\s+saw\s+(?=" + _ADDRESS + r"\s+[a-z])",
                  r"\1 \2 did ", text)
    text = rx.sub(r"\bthe\s+(?:greatest|highest|largest|biggest)\s+number\s+of\b", "the most",
                  text)
    # "the payer with the highest payment count": the most payments (not the largest payment)
    text = rx.sub(r"\b(?:the\s+)?(?:greatest|highest|largest|biggest|top)\s+(?:payment|settlement|"
                  r"transaction|transfer|tx)\s+(?:count|number)s?\b", "the most payments", text)
    # "the most payments (by number)": the count, said twice
    text = rx.sub(r"(\bmost\s+(?:payments|settlements|transactions|transfers|txs|txns))\s*\(\s*"
                  r"by\s+(?:number|count)\s*\)", r"\1", text)
    # "the payer (address) with the most payments": which payer had the most
    # (and "the facilitator with the lowest volume": which had the lowest)
    text = rx.sub(r"\bthe\s+(payer|recipient|sender|receiver|facilitator)(?:\s+address|\s+wallet)?"
                  r"\s+(?:that\s+had\s+|with\s+)the\s+(most|fewest|(?:highest|largest|biggest|"
                  r"greatest|lowest|smallest|least)(?!\s+(?:single\s+|one\s+|individual\s+)?(?:"
                  r"payment|settlement|transaction|transfer|tx|amount)s?\b))\b",
                  r"which \1 had the \2", text)
    text = rx.sub(r"\b(highest|largest|biggest|max(?:imum)?|record|peak|lowest|smallest|"
                  r"min(?:imum)?)\s+single[- ]day\s+", r"\1 daily ", text)
    text = rx.sub(r"\b" + _UNIT + r"\s+with\s+(highest|most|lowest|largest|biggest|fewest)\b",
                  r"\1 with the \2", text)
    text = rx.sub(r"^(\s*)" + _UNIT + r"\s+with\s+the\b", r"\1the \2 with the", text)
    # "which day did 0x... send the most, and how many did it send that day": on the day named
    ranked = rx.search(r"\b(?:which|what)\s+" + _UNIT + r"\b|\bthe\s+" + _UNIT + r"\s+with\s+the\b",
                       text)
    if ranked:
        unit = ranked[1] or ranked[2]
        text = rx.sub(r"(?<=\S)\s+(?:on|in|during|for)?\s*that\s+(?:same\s+)?" + unit
                      + r"\b(?=\s*[?.!,;]?\s*$)", "", text)
    # "who paid 0x... the most USDC": its top payer by volume
    text = rx.sub(r"\b(?:who|which\s+(?:payer|sender|wallet|address))\s+(?:has\s+|had\s+)?"
                  r"(?:paid|sent)\s+("
                  + _ADDRESS + r")\s+the\s+most\s+(?:usdc|money|volume|dollars|funds|in\s+total|"
                  r"in\s+usdc)\b", r"who is the top payer of \1 by volume", text)
    if rx.search(r"\b(?:share|percent(?:age)?|%|proportion|fraction)\b", text):
        # "what percentage of 0x...'s volume does that represent": the top one's share of
        # the address's own volume (said again by its address: "its")
        text = rx.sub(r"\b(?:does|did|do)\s+(?:that|this|it|they|those|he|she)\s+(?:represent|"
                      r"account\s+for|make\s+up|amount\s+to)\b", " ", text)
        said = rx.search(_ADDRESS, text)
        if said:
            text = text[:said.end()] + rx.sub(re.escape(said[0]) + r"'s\b", "its",
                                              text[said.end():])
    m = rx.search(r"\bmost\s+frequent\s+" + _PARTY + r"(\s+(?:of|to|for)\s+" + _ADDRESS + r")?",
                  text)
    if m:
        by = r"\s*\(?\s*(?:by|in\s+terms\s+of)\s+(?:the\s+)?(?:number|count)\s+of\s+(?:payments|" \
             r"settlements|transactions|transfers)\s*\)?"
        rest = rx.sub(by, " ", text[m.end():], count=1)
        text = f"{text[:m.start()]}top {m[1]}{m[2] or ''} by number of payments{rest}"
    return text


_ABOVE = (r"\b(?:over|above|more\s+than|greater\s+than|larger\s+than|bigger\s+than|at\s+least|"
          r"exceeding|minimum\s+of)\b|>")
_BELOW = r"\b(?:under|below|less\s+than|smaller\s+than|lower\s+than|at\s+most|up\s+to)\b|<"


def amounts_apart(text: str, lo: Any, hi: Any, said: list[str], filters: Any) -> list[
        tuple[str, Any]]:
    """"how many txs over 1 dollar and how many under 1 cent": two amount bounds each asked
    apart (one "how many/how much" each, joined by "and"), as two sides in the order said
    (``lo``/``hi`` the bounds read, ``said`` their words, ``filters`` the question's filters);
    ``[]`` when they are not asked so ("under 1 or over 10 USDC" stays one unread range)."""
    asks = list(rx.finditer(r"\bhow\s+(?:many|much)\b", text))
    above, below = rx.search(_ABOVE, text), rx.search(_BELOW, text)
    if len(asks) != 2 or above is None or below is None or not rx.search(
            r"\band\s+how\s+(?:many|much)\b", text[asks[0].end():asks[1].end()]):
        return []
    first, second = sorted((above.start(), below.start()))
    if not asks[0].start() < first < asks[1].start() < second:
        return []  # each bound inside its own clause
    lo_said = next((w for w in said if w.startswith("amount >")), "amount above")
    hi_said = next((w for w in said if w.startswith("amount <")), "amount below")
    sides = [(lo_said, filters.with_(amount_lo=lo, amount_hi=None)),
             (hi_said, filters.with_(amount_lo=None, amount_hi=hi))]
    return sides if above.start() < below.start() else sides[::-1]
