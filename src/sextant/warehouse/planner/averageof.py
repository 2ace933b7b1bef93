"""An average of volume said without what it is over: "the average volume in May 2026" is
the volume of an average day, of an average payment or of an average payer. Volume is a
total; an average of it needs a unit ("per day", "daily", "per payment", "per payer"), so
without one it is left unread rather than answered over one of them. ("Average payment
volume" and "average transaction volume" say the payment.)"""

from __future__ import annotations

import re

from sextant.warehouse.planner import rx

__all__ = ["average_volume_unread"]

_AVERAGE_VOLUME = (r"\b(?:average|avg|mean)\s+(?:(?:total|usdc|settled|x402)\s+){0,2}volumes?\b"
                   r"(?!\s+(?:of|per)\s+(?:a|an|each|every|one|the)?\s*(?:payment|settlement|"
                   r"transaction|transfer|payer|recipient|day|week|month|hour)s?\b)")
#: a unit the average is over, said anywhere
_UNIT = (r"\b(?:per|each|every|daily|weekly|monthly|hourly)\b|\ba\s+(?:day|week|month|hour|"
         r"payment|payer|recipient)\b|\bon\s+(?:an?\s+)?(?:average|typical)\s+(?:day|week|"
         r"month)\b|\bby\s+(?:day|week|month)\b")


def average_volume_unread(question: str) -> list[str]:
    """The average volume said with no unit it is averaged over, or nothing."""
    said = rx.search(_AVERAGE_VOLUME, question, re.I)
    if said is None or rx.search(_UNIT, question, re.I):
        return []
    return [f"'{said[0]}' (volume of an average day, payment or payer?)"]
