""""How many payments went through May 3?": "went through" is the verb (payments that
succeeded), so "May 3" may be the day they went through or the last day of a run up to it.
Two readings: left unplaced (refused), where "went through yesterday" is read as that day
(``timephrases``) and "through May 3" after any other verb stays "until"."""

from __future__ import annotations

import re

from sextant.warehouse.planner import rx
from sextant.warehouse.planner.timephrases import DATE_PHRASE

__all__ = ["through_date_unread"]

_VERB = r"(?:go|goes|going|gone|went|get|gets|getting|got|gotten|come|comes|coming|came)"


def through_date_unread(question: str) -> list[str]:
    """The phrase "<went> through <date>" (on that day, or up to it?), if said."""
    m = rx.search(r"\b" + _VERB + r"\s+(?:thru|through)\s+(?:the\s+)?(" + DATE_PHRASE + r")",
                  question, re.I)
    return [f"'{' '.join(m[0].split())}' (on that day, or up to and including it?)"] if m else []
