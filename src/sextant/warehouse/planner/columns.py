"""Things a stranger asks to group or filter by that no settlement records: the reader must
refuse a question naming one, never answer it over a near word ("by user agent" is no
ranking of payers, "per endpoint" no ranking of recipients)."""

from __future__ import annotations

import re

from sextant.warehouse.planner import rx

#: (pattern, what to name in the refusal); the settlements hold only ids, block, time, payer,
#: recipient, token, amount, settlement type, facilitator, gas and nonce
_MISSING = [
    (r"user[- ]?agents?|browsers?|devices?(?:\s+types?)?|operating\s+systems?|\bos\b",
     "the client's user agent, browser or device"),
    (r"\bip(?:\s+address(?:es)?|s)?\b|\bgeo(?:graph(?:y|ic))?\b|countr(?:y|ies)|regions?|"
     r"cit(?:y|ies)|locations?|continents?", "where a payer is (IP, country, region)"),
    (r"(?:api\s+)?endpoints?|\burls?\b|\broutes?\b|\bpaths?\b|\bdomains?\b|\bhttp\b|"
     r"(?:request\s+)?methods?", "the HTTP request (endpoint, URL, route, method)"),
    (r"\bproducts?\b|\bskus?\b|\b(?:ai\s+|llm\s+)?models?\b", "what was bought (product, model)"),
    (r"latenc(?:y|ies)|response\s+times?|durations?|status(?:\s+codes?)?|\berrors?\b|"
     r"failures?|failed|refund(?:s|ed)?|chargebacks?|referr?(?:er|al)s?|"
     r"utm|campaigns?", "how the request went (latency, status, errors, referrer)"),
    # "payments that had a memo", "settlements with a note": text a payment would carry (the
    # words alone are asides: "for a memo on x402", "a note for my boss")
    (r"(?:had|has|have|having|with|without|carr(?:y|ies|ied|ying)|contain(?:s|ed|ing)?|"
     r"includ(?:e|es|ed|ing)|bearing|attached|lacking)\s+(?:(?:a|an|any|some|no)\s+)?(?:memo|"
     r"note|comment|message|description|tag|label|attachment|invoice|reference|metadata)"
     r"(?:\s+(?:fields?|lines?|ids?|numbers?))?s?",
     "text attached to a payment (memo, note, tag, reference)"),
    # "what will the count be", "how many will there be by july": what has not happened
    (r"\b(?:what|how\s+(?:many|much))\b[^?.!]{0,60}\bwill\s+(?:[\w-]+\s+){0,4}?be\b|\bwill\s+(?:it\s+|they"
     r"\s+|volume\s+|the\s+\w+\s+)?(?:reach|hit|pass|exceed|surpass|grow|rise|fall|drop|double|"
     r"be\s+(?:above|below|over|under|higher|lower))\b|forecast(?:s|ed|ing)?|predict(?:s|ed|ion|"
     r"ions)?|projected|projections?|extrapolat(?:e|ed|ion)", "a forecast (the settlements hold "
     r"only what has happened)"),
]
MISSING_COLUMNS = [(re.compile(r"(?<![\w-])(?:" + p + r")(?![\w-])", re.I), name)
                   for p, name in _MISSING]


def missing_columns(question: str) -> list[str]:
    """What ``question`` names that the settlements do not hold (quoted as said)."""
    question = rx.sub(r"\b0x[0-9a-fA-F]{40}\b", " ", question)
    return [f"'{m[0]}': {name}, which the settlements do not record"
            for pattern, name in MISSING_COLUMNS if (m := pattern.search(question))]
