"""The figure asked before the group that holds it: "what was the largest daily volume in May,
and on which day", "the highest number of payments in one day and when was that", "the most
any payer spent in April, and who was it". A ranking's row lists its key (the day, the payer)
first; when the question asks the figure first, the key is listed again after the row's
figures, so the figures read in the order asked ("which day had the largest volume, and how
much": the day first, as the row already has it).
"""

from __future__ import annotations

from sextant.warehouse.planner import rx

__all__ = ["figure_before_key"]

#: the group asked for: "which day", "on what date", "when", "who", "the busiest day"
_KEY = (r"\b(?:which|what)\s+(?:\w+\s+)?(?:days?|dates?|weeks?|months?|hours?|weekdays?|payers?|"
        r"recipients?|facilitators?|one|address|wallet|merchants?|buyers?|senders?|"
        r"receivers?)\b|\bwhen\b|\bwho(?:m|se)?\b|\b(?:busiest|quietest|peak|best|worst|top)\s+"
        r"(?:day|date|week|month|hour|weekday|payer|recipient|facilitator)\b")
#: the figure asked for: "the largest daily volume", "the highest number of payments", "how
#: much", "how many", "the most ... spent"
_FIGURE = (r"\bhow\s+(?:much|many)\b|\b(?:largest|highest|biggest|greatest|max(?:imum)?|peak|"
           r"record|most|lowest|smallest|fewest|least|min(?:imum)?|top)\s+(?:\w+\s+){0,3}?"
           r"(?:volume|number|count|amount|total|sum|payments|settlements|transactions|txns|txs|"
           r"spent|received|paid|earned|usdc|value)\b")


def figure_before_key(question: str) -> bool:
    """The question asks a ranking's figure before the group that holds it."""
    text = question.lower()
    key, figure = rx.search(_KEY, text), rx.search(_FIGURE, text)
    return key is not None and figure is not None and figure.start() < key.start()
