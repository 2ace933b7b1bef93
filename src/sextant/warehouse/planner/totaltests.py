"""Two readings a plain filter gets wrong, so they are refused (unpaid), never answered over a
nearby figure.

A total tested against an amount: "did volume in May exceed $1,000?", "is this month's volume
above $5?", "was yesterday's volume more than $1?", "did 0x... spend over $10 in May?". The
amount bounds the period's total, not each payment: read as a payment filter it answers the
volume of the payments over $1,000 (often 0), a figure of another question. ("volume of
payments above $5", "how many payers paid over $5" stay payment filters.)

Addresses in both roles: "how many wallets both paid and received", "payers that were also
recipients", "recipients who also paid". One side's distinct count is not the addresses that
were on both sides.
"""

from __future__ import annotations

import re

from sextant.warehouse.planner import rx

__all__ = ["both_roles_unread", "total_threshold_unread"]

_TOTAL = (r"(?:volume|total(?:\s+(?:volume|spend(?:ing)?|value|usdc))?|turnover|revenue|gmv|"
          r"takings|spend(?:ing)?|sum)")
#: a verb that compares its subject with an amount ("exceed $1,000", "top $100")
_VERB = (r"(?:exceed(?:ed|s)?|top(?:ped|s)?|pass(?:ed|es)?|cross(?:ed|es)?|surpass(?:ed|es)?|"
         r"reach(?:ed|es)?|hit|beat|break|broke|clear(?:ed|s)?|(?:go(?:es)?|went|gone|come|came|"
         r"stay(?:ed)?|remain(?:ed)?|fall|fell|drop(?:ped)?|dip(?:ped)?)\s+(?:above|over|past|"
         r"beyond|below|under|in\s+(?:above|over|below|under)))")
_BARE = (r"(?:above|over|below|under|more\s+than|less\s+than|greater\s+than|higher\s+than|"
         r"lower\s+than|at\s+least|at\s+most|north\s+of|south\s+of)")
_AMOUNT = r"(?:\$\s*\d[\d,.]*k?|\d[\d,.]*\s*(?:k\b|usdc\b|usd\b|dollars?\b|bucks\b))"
#: a period or scope said between the total and its test ("volume in May 2026 exceeded")
_BETWEEN = r"(?:\s+(?:in|for|during|on|over|through|via|across)\s+[\w\s,'-]{1,40}?)?"
#: "did volume in may exceed $1,000", "has total volume passed $50 this month"
_OF = (r"(?:\s+of\s+(?:all\s+)?(?:the\s+)?(?:x402\s+)?(?:payments|settlements|transactions|"
       r"transfers))?")
_VERB_TEST = re.compile(r"\b" + _TOTAL + r"\b" + _OF + _BETWEEN + r"\s+(?:has\s+|have\s+|had\s+)?"
                        + _VERB + r"\s+(?:(?:a|the)\s+)?(?:threshold\s+of\s+)?" + _AMOUNT, re.I)
#: "is this month's volume above $5", "volume was over $100 yesterday?"
_COPULA_TEST = re.compile(r"\b" + _TOTAL + r"\b" + _BETWEEN + r"\s+(?:was|is|were|has\s+been|"
                          r"been|came\s+in|comes\s+in)?\s*" + _BARE + r"\s+" + _AMOUNT, re.I)
_YES_NO = re.compile(r"(?:(?:^|[.:;!?\n]\s*)(?:so\s+|and\s+|but\s+)?(?:did|does|do|was|were|is|has|"
                     r"have|had)|\b(?:whether|if))\b", re.I)
#: "did 0x... spend over $10", "did coinbase settle more than $500": a yes/no test of one
#: subject's total
_DID_SPEND = re.compile(r"(?:^|[.:;!?\n]\s*)(?:did|has|have|does|do)\s+[^?.!]{1,60}?\b(?:spend|"
                        r"spent|pay|paid|receive|received|earn|earned|settle|settled|process|"
                        r"processed|move|moved|take\s+in|bring\s+in|make|made)\s+(?:a\s+total\s+"
                        r"of\s+|in\s+total\s+)?" + r"(?:" + _BARE + r"|" + _VERB + r")\s+"
                        + _AMOUNT, re.I)
#: the payments the amount bounds: "volume of payments over $5" is a payment filter
_OF_PAYMENTS = re.compile(r"\b(?:payments?|settlements?|transactions?|transfers?|txs?|txns?|"
                          r"ones)\s*$", re.I)


def total_threshold_unread(question: str) -> list[str]:
    """A yes/no test of a total against an amount, said as such (else nothing)."""
    text = rx.sub(r"\b0x[0-9a-fA-F]{40}\b", "the address", question.replace("\u2019", "'"))
    for pattern in (_VERB_TEST, _COPULA_TEST):
        for m in pattern.finditer(text):
            if _OF_PAYMENTS.search(text[:m.start()]):
                continue
            if not _YES_NO.search(text[:m.start()] + " "):
                # "the first day daily volume passed $1,000", "volume over $5 in May": not a
                # yes/no test, left to the other readers
                continue
            return [f"'{m[0].strip()}': a test of the total against an amount, not a filter "
                    "of payments (ask for the total itself, e.g. 'what was the volume ...')"]
    said = _DID_SPEND.search(text)
    if said is not None and not rx.search(r"\b(?:any|a|one|single|each|every)\s+(?:single\s+)?"
                                       r"(?:payment|settlement|transaction|transfer)s?\b",
                                       said[0], re.I):
        return [f"'{said[0].strip(' .:;!?')}': whether a total passed an amount (ask for the total "
                "itself, or for the payments over the amount)"]
    return []


_WHO = (r"(?:wallets?|addresses|accounts?|agents?|payers?|buyers?|senders?|spenders?|"
        r"recipients?|merchants?|sellers?|receivers?|payees?|counterpart(?:y|ies))")
_PAID = r"(?:paid|pay|sent|send|spent|spend|bought|payers?|senders?|buyers?|spenders?)"
_GOT = (r"(?:received|receive|got|get|earned|earn|were\s+paid|was\s+paid|been\s+paid|sold|"
        r"recipients?|receivers?|merchants?|sellers?|payees?)")
#: "both paid and received", "acted as both payer and recipient", "payers that were also
#: recipients", "recipients who also paid", "received and also paid"
_BOTH_ROLES = re.compile(
    r"\bboth\s+(?:as\s+)?(?:an?\s+)?(?:" + _PAID + r"\s+(?:and|&)\s+(?:as\s+)?(?:an?\s+)?" + _GOT
    + r"|" + _GOT + r"\s+(?:and|&)\s+(?:as\s+)?(?:an?\s+)?" + _PAID + r")\b"
    r"|\b" + _PAID + r"\s+(?:and|but)\s+(?:also|too|as\s+well)\s+" + _GOT + r"\b"
    r"|\b" + _GOT + r"\s+(?:and|but)\s+(?:also|too|as\s+well)\s+" + _PAID + r"\b"
    r"|\b(?:payers?|senders?|buyers?|spenders?)\s+(?:(?:that|who|which)\s+)?(?:(?:were|was|are|is)\s+"
    r"(?:also\s+)?(?:an?\s+)?(?:recipients?|receivers?|merchants?|sellers?|payees?)|(?:(?:had|"
    r"have|has)\s+)?also\s+(?:received|earned|got\s+paid|(?:were|was|been)\s+paid)|(?:were|was)\s+"
    r"also\s+paid)\b"
    r"|\b(?:recipients?|receivers?|merchants?|sellers?|payees?)\s+(?:(?:that|who|which)\s+)?(?:(?:were|"
    r"was|are|is)\s+(?:also\s+)?(?:an?\s+)?(?:payers?|senders?|buyers?|spenders?)|(?:(?:had|have|"
    r"has)\s+)?also\s+(?:paid|sent|spent|made\s+payments?))\b"
    r"|\b(?:on|in)\s+both\s+sides\b", re.I)


def both_roles_unread(question: str) -> list[str]:
    """Addresses asked of in both roles (payer and recipient), which no one-side count is."""
    if not rx.search(_WHO, question, re.I) or rx.search(r"\b0x[0-9a-fA-F]{40}\b", question):
        return []  # one address's two sides are read by the side readers
    m = _BOTH_ROLES.search(question.replace("\u2019", "'"))
    if m is None:
        return []
    return [f"'{m[0]}': the addresses that were both payer and recipient (one side's count "
            "is not it)"]
