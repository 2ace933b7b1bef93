"""The unit of a figure said again to rule out the other one: "counting payments rather than
dollars", "(dollars, not number of payments)", "- the dollar total, not how many", "by number
of payments" after a share. When the rest of the question already asks that unit (a share of
payments with no amount word is a share by count; a "combined value" is a dollar total), the
clarification adds nothing and is dropped; when the rest says the other unit or is unclear,
it is left as said (and refused as words not understood). Pure text to text."""

from __future__ import annotations

import re

from sextant.warehouse.planner import rx

__all__ = ["other_currency_unread", "plain_unit"]

_ROWS = r"(?:payments|settlements|transactions|transfers|txns|txs)"
#: the count said as a unit
_COUNT = (r"(?:(?:the\s+)?(?:number|count|#)\s+of\s+(?:the\s+)?" + _ROWS + r"|(?:the\s+)?"
          r"(?:payment|settlement|transaction)\s+count|how\s+many(?:\s+" + _ROWS + r")?|(?:the\s+)?"
          r"(?:raw\s+)?count|" + _ROWS + r"|(?:the\s+)?number)")
#: the dollars said as a unit
_DOLLARS = (r"(?:(?:the\s+)?(?:usdc|dollar|usd)\s+(?:total|amount|value|volume|sum)|(?:the\s+)?"
            r"total\s+(?:value|amount|in\s+(?:dollars|usdc))|(?:the\s+)?(?:dollars?|usdc|volume|"
            r"value|amounts?|money))")
_LEAD = r"(?:(?:counting|measured|measuring|weighted|weighting|by|in|as)\s+(?:in\s+|by\s+)?)?"
_NOT = (r"(?:,?\s*(?:and\s+)?not\s+(?:by\s+|in\s+)?|\s+rather\s+than\s+(?:by\s+|in\s+)?|"
        r"\s+instead\s+of\s+)")
#: an amount word that asks for dollars (not an amount bound: "above 5 usdc")
_ASKS_DOLLARS = (r"\b(?:volumes?|value|sum|total\s+(?:amount|spent|paid|received)|how\s+much|"
                 r"spent|spend|earned|earn|revenue|income|earnings|money|dollars|funds|gmv|"
                 r"turnover|combined\s+amount|usdc(?!\s+(?:payments|settlements|transfers|"
                 r"transactions)))\b")
_ASKS_COUNT = r"\b(?:how\s+many|number\s+of|count\s+of|count)\b"
_SHARE = r"\b(?:share|percent(?:age)?|proportion|fraction)\b|%"
_OPEN = r"(?:\s*[-\u2013\u2014:]\s*|\s*\(\s*|\s*,\s*)"


def _dollars_asked(text: str) -> bool:
    return bool(rx.search(_ASKS_DOLLARS, rx.sub(r"\d[\d.,]*\s*(?:usdc|usd|dollars?)\b", " ",
                                                text, flags=re.I), re.I))


def plain_unit(text: str) -> str:
    """``text`` without a clarification of its unit the rest already asks."""
    for said, other, count in ((_COUNT, _DOLLARS, True), (_DOLLARS, _COUNT, False)):
        m = rx.search(_OPEN + _LEAD + r"(?:the\s+)?" + said + _NOT + r"(?:the\s+)?" + other +
                      r"\s*\)?(?=\s*(?:[,;?.!]|$|\s+(?:went|came|was|were|is|are|did|do|does)\b))",
                      text, re.I)
        if m is None:
            continue
        rest = text[:m.start()] + " " + text[m.end():]
        if count and rx.search(_SHARE + "|" + _ASKS_COUNT, rest, re.I) and not _dollars_asked(rest):
            return rest  # "what share of payments, counting payments rather than dollars, ..."
        if not count and _dollars_asked(rest) and not rx.search(_ASKS_COUNT, rest, re.I):
            return rest  # "the combined value of the payments - the dollar total, not how many"
        return text
    # "what % of may's payments went to 0x..., by number of payments": a share by count already
    m = rx.search(r",?\s*\(?\s*(?:by|counting|in\s+terms\s+of)\s+(?:the\s+)?(?:number\s+of\s+"
                  + _ROWS + r"|(?:payment\s+)?count|" + _ROWS + r")\s*\)?(?=\s*[?.!]?\s*$)",
                  text, re.I)
    if m is None:
        return text
    before = text[:m.start()]
    if rx.search(_SHARE, before, re.I) and not _dollars_asked(before) and \
            not rx.search(r"\b(?:which|who|top|most|rank\w*|largest|biggest)\b", text, re.I):
        return before + text[m.end():]
    return text


#: a currency the data does not hold (ETH, wei and gwei are gas units, read elsewhere)
_OTHER_CURRENCY = re.compile(
    r"\b(?:eur|euros?|gbp|pounds?\s+sterling|british\s+pounds?|jpy|yen|cny|rmb|yuan|inr|rupees?|"
    r"chf|swiss\s+francs?|(?:canadian|australian|singapore|hong\s+kong)\s+dollars?|cad|aud|sgd|"
    r"btc|bitcoin|sats|satoshis?)\b|[\u20ac\u00a3\u00a5\u20b9]", re.I)
_USDC_SAID = re.compile(r"\b(?:usdc|usd|us\s+dollars?)\b|\$|(?<!canadian\s)(?<!australian\s)"
                        r"(?<!singapore\s)(?<!kong\s)\bdollars?\b", re.I)


def other_currency_unread(sent: str) -> list[str]:
    """Another currency said anywhere in the message ("Note: figures in EUR please. Query:
    total volume last week") while USDC or dollars are never said: the amounts are USDC, so
    the figure asked is not the one the data holds (it was answered in USDC and charged)."""
    m = _OTHER_CURRENCY.search(sent)
    if m is None or _USDC_SAID.search(sent):
        return []
    return [f"'{m[0]}': amounts are held in USDC only (ask in USDC)"]
