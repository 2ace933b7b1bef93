"""Words around a question's parts that add nothing to its reading, rewritten before it is
read: "back in december" (in december), "going thru daydreams" (thru daydreams), "no. of
settlements" (number of), "which single day" (which day), "the smallest USDC settlement" (the
smallest settlement), "how many were there that day" or "give the date" after "which day"
(the day asked),
"return the payer address ..." (an imperative, as "show"),
"considering only december, ..." / "looking only at coinbase payments, ..." (the period or
the settlements the whole question is about, as its other words say them), "(counting every
calendar day)" beside a per-day average (the convention already), "either sending or
receiving" (either side), an address's "receipts" (the amount it received) and a
facilitator's "traffic" (its settlements: "within payai traffic"). Each rewrite
keeps the words that change what a figure means: "only" before a share's base, or "(counting
only active days)", are left as said (and refused when no reader takes them)."""

from __future__ import annotations

import re

from sextant.warehouse.planner import rx

__all__ = ["drop_leftovers"]

_ADDRESS = r"\b0x[0-9a-f]{40}\b"
#: "considering only", "looking only at", "focusing on just", "restricting to": the scope of
#: the whole question, said before it
_SCOPING = (r"(?:^|(?<=[,;:(]))\s*(?:if\s+(?:we|you|i)\s+(?:are\s+)?)?(?:considering|consider|"
            r"looking|look|focusing|focus|restricting|restrict|limiting|limit)\s+(?:(?:only|just)"
            r"\s+(?:at|on|to)?|(?:at|on|to)\s+(?:only|just)?)\s*(?=\S)")
_PER_DAY = r"\b(?:per\s+day|a\s+day|daily|each\s+day|per\s+calendar\s+day)\b"


#: a figure of a ranked day other than its count and volume (its payers, its average): a
#: ranking may be read by it, so "that day" after it is left to be refused
_OTHER_FIGURE = (r"\b(?:payers?|recipients?|senders?|receivers?|buyers?|sellers?|merchants?|"
                 r"wallets?|address(?:es)?|unique|distinct|different|average|avg|mean|median|"
                 r"largest|smallest|biggest|max(?:imum)?|min(?:imum)?|share|percent(?:age)?|"
                 r"fees?|gas)\b|%")


def _that_unit(m: re.Match[str]) -> str:
    """"... and how many were there that day": dropped when the clause asks the day's count
    or volume alone."""
    clause = rx.split(r"[,;]|\band\b", m.string[:m.start()])[-1]
    return m[0] if rx.search(_OTHER_FIGURE, clause, re.I) else " "


def _traffic(text: str) -> str:
    """"within payai traffic", "x402 traffic": the facilitator's (or all) settlements."""
    from sextant.warehouse.planner.reading import facilitator_names

    names = "|".join(re.escape(n) for n in [*facilitator_names(), "x402"])
    return rx.sub(r"\b(" + names + r")(?:'s)?(?:[\s-]+(?:settled|facilitated|relayed|processed))?"
                  r"\s+traffic\b", r"\1 settlements", text, flags=re.I)


def _bound_said(m: re.Match[str]) -> str:
    """"those above-1-USDC payments": "those" when "above 1 USDC" was said before."""
    bound = " ".join(rx.sub(r"[\s-]+", " ", m[2]).split())
    words = bound.split()
    said = r"\s+".join(map(re.escape, words[:-1] if words[-1].lower() == "usdc" else words))
    return m[1] + " " if rx.search(r"\b" + said + r"(?![\d.])", m.string[:m.start()], re.I) \
        else m[0]


def drop_leftovers(question: str) -> str:
    """``question`` without the words that add nothing to its reading."""
    text = rx.sub(r"\bback\s+(?=(?:in|during|on)\s)", "", question, flags=re.I)
    text = rx.sub(r"\bgoing\s+(?=(?:thru|through|via)\b)", "", text, flags=re.I)
    # "how did volume change going from Q4 into Q1": the change from Q4 to Q1
    text = rx.sub(r"\b((?:change[ds]?|grow|grew|growth|increase[ds]?|decrease[ds]?|drop(?:ped)?|"
                  r"rise|rose|fall|fell|decline[ds]?)\b[^,;?]{0,40}?)\s+going\s+(?=from\s)",
                  r"\1 ", text, flags=re.I)
    text = rx.sub(r"\b(?:no|nr|num)\.?\s+of\b", "number of", text, flags=re.I)
    # "return the payer address with ...": the request's verb, as "show"
    text = rx.sub(r"^\s*(?:please\s+)?(?:return|output)\b(?=\s+(?:the|a|an|me|all|each|every|"
                  r"which|how|what)\b)", "show", text, flags=re.I)
    # "rank the top 3 facilitators by volume": an imperative, as "show"
    text = rx.sub(r"^\s*(?:please\s+)?rank\b(?=\s+(?:the\s+)?(?:top|bottom|\d+)\b)", "show", text,
                  flags=re.I)
    # "which single day": which day ("the single busiest day": the busiest day)
    text = rx.sub(r"\b(which|what|the)\s+single\s+(?=(?:\w+est\s+|most\s+\w+\s+)?(?:day|date|"
                  r"week|month|hour|payment|settlement|transaction|transfer)\b)", r"\1 ", text,
                  flags=re.I)
    # "the smallest USDC settlement": every settlement is in USDC
    text = rx.sub(r"\b((?:small|larg|bigg|tini|low|high)est|min(?:imum)?|max(?:imum)?)\s+usdc\s+"
                  r"(?=(?:settlements?|payments?|transactions?|transfers?|txs?|txns?)\b)", r"\1 ",
                  text, flags=re.I)
    # "which day ..., and how many were there that day": the day asked
    for unit in ("day", "week", "month", "hour"):
        if rx.search(rf"\b(?:which|what)\s+(?:\w+\s+)?{unit}\b", text, re.I):
            text = rx.sub(rf"\s*\b(?:on|in|during|for)?\s*that\s+(?:same\s+|very\s+)?{unit}\b",
                          _that_unit, text, flags=re.I)
    if rx.search(r"\b(?:which|what)\s+(?:\w+\s+)?day\b|\bthe\s+day\s+with\b|\b(?:biggest|"
                 r"largest|busiest|highest|best|record|peak)\s+(?:single\s+)?day\b", text, re.I):
        # "which day had the highest volume? give the date and the volume", "biggest single
        # day by volume - the day and its volume": the day asked
        text = rx.sub(r"\b(?:the|its|that|the\s+day's)\s+(?:date|day)\b(?=\s*(?:,|and\b|&|\+|$|"
                      r"[?.]))", " ", text, flags=re.I)
    if not rx.search(r"\b(?:share|percent(?:age)?|fraction|proportion|portion|ratio|%|out\s+of)"
                     r"\b|%", text, re.I):
        # with its "only" after the scope ("restricting to january 2026 only, ...")
        text = rx.sub(_SCOPING + r"([^,;:]{1,60}?)\s+only\s*(?=[,;:])", r" \1", text,
                      flags=re.I)
        text = rx.sub(_SCOPING, " ", text, flags=re.I)
        # "within payai-facilitated settlements only, which ...": the settlements said, as a
        # scope of the whole question
        text = rx.sub(r"^(\s*(?:within|among|amongst|inside|across)\s+[^,;:]{1,60}?(?:settlements|"
                      r"payments|transactions|transfers|traffic))\s+only\s*(?=[,;:])", r"\1", text,
                      flags=re.I)
    if rx.search(_PER_DAY, text, re.I):
        text = rx.sub(r"\(\s*(?:counting|including|over|across)\s+(?:every|each|all(?:\s+the)?)\s+"
                      r"(?:calendar\s+)?days?(?:\s+in\s+(?:the|that)\s+(?:period|month|range|"
                      r"window))?(?:\s*,?\s*(?:even|including)\s+(?:those|the\s+ones|ones|days)\s+"
                      r"with\s+no\s+(?:activity|settlements|payments))?\s*\)", " ", text,
                      flags=re.I)
    # "... above 1 USDC, and what was the total of those above-1-USDC payments": those payments,
    # when the same bound was said before
    text = rx.sub(r"\b(those|these|such|said)\s+((?:above|over|under|below|more\s+than|less\s+than|"
                  r"at\s+least)[\s-]+\$?\d+(?:\.\d+)?(?:[\s-]*usdc)?)[\s-]+(?=(?:payments|settlements|"
                  r"transactions|transfers)\b)", _bound_said, text, flags=re.I)
    text = rx.sub(r"\bthe\s+total\s+of\s+(?=(?:those|these|such|said)\s+(?:payments|settlements|"
                  r"transactions|transfers)\b)", "the total amount of ", text, flags=re.I)
    # "how many payers sent at least one payment above 1 USDC": a payment (one is at least one)
    text = rx.sub(r"\b(sent|made|paid|received|got|had)\s+at\s+least\s+(?:one|1)\s+(?=(?:single"
                  r"\s+)?(?:payment|settlement|transaction|transfer)\b(?!s))", r"\1 a ", text,
                  flags=re.I)
    # "average settlements per calendar day": per day, every calendar day counted already
    text = rx.sub(r"\bper\s+calendar\s+day\b", "per day", text, flags=re.I)
    text = _traffic(text)
    if len(set(rx.findall(_ADDRESS, text, re.I))) == 1:
        # "either sending or receiving": its settlements on either side
        paid = (r"(?:(?:it|they)\s+)?(?:sending|paying|spending|paid|sent|spent|was\s+the\s+payer"
                r"|(?:is|was)\s+paying)")
        got = (r"(?:(?:it|they)\s+)?(?:receiving|getting\s+paid|got\s+paid|(?:was|were|is)\s+"
               r"paid|being\s+paid|received|was\s+the\s+recipient|(?:is|was)\s+receiving)")
        text = rx.sub(r"\b(?:whether|either)\s+(?:as\s+)?(?:" + paid + r"\s+or\s+" + got + r"|"
                      + got + r"\s+or\s+" + paid + r")\b", "as payer or recipient", text,
                      flags=re.I)
        # "its daily receipts": the amount it received
        if not rx.search(r"\b(?:how\s+many|number\s+of|count\s+of|no\.?\s+of)\s+(?:\w+\s+)?"
                         r"receipts\b", text, re.I):
            text = rx.sub(r"\breceipts\b", "amount received", text, flags=re.I)
    return text
