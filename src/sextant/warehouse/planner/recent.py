"""The N most recent (or earliest) payments as rows: "the 3 most recent payments by 0x...",
"last 2 payments received by 0x...", "latest 5 settlements through payai", "the first 4
payments to 0x...".

The rows run newest first (timestamp, block, log index, all descending) for the latest ones and
oldest first for the earliest; each row lists the fields the question names, in its order
("timestamp, recipient and amount for each"), then the whole row. A figure *of* those rows
("how many of the last 10 payments", "the total of the last 5") is no row ask: its words stay
unplaced, so the question is refused rather than answered as the rows.
"""

from __future__ import annotations

from sextant.warehouse.planner import rx
from sextant.warehouse.planner.plan import Measure
from sextant.warehouse.planner.rowfields import asked_fields, take_hash
from sextant.warehouse.planner.timephrases import WORD_NUMBERS
from sextant.warehouse.planner.words import Words

__all__ = ["recent_rows"]

_NEW = r"most\s+recent|latest|last|newest"
_OLD = r"earliest|first|oldest"
_N = r"\d{1,2}|" + "|".join(WORD_NUMBERS)
_ROWS = r"(?:payments|settlements|transactions|transfers|txs|txns)"
#: "the 3 most recent payments", "last 2 payments", "the latest 5 settlements", "the 4 latest"
_EDGE = _NEW + "|" + _OLD
_ASK = (r"\b(?:the\s+|its\s+|their\s+)?(?:(" + _N + r")\s+(" + _EDGE + r")|(" + _EDGE + r")\s+("
        + _N + r"))\s+(?:x402\s+|usdc\s+|single\s+|individual\s+)?" + _ROWS + r"\b")
#: a figure taken of the rows rather than the rows themselves
_OF_ROWS = (r"\b(?:of|among|from|in|across|over|within)\s+(?:the\s+|its\s+|their\s+|those\s+)?"
            r"$|\b(?:how\s+many|total|sum|average|avg|mean|median|volume|share|percent\w*)\b")


def recent_rows(t: Words, most: int) -> tuple[int, Measure] | None:
    """The rows asked as the N latest/earliest payments (2 <= N <= ``most``), its words and
    the fields named with it taken; ``None`` (nothing taken) when no such ask is said, or
    when a figure of those rows is asked instead."""
    m = t.find(_ASK)
    if m is None:
        return None
    n, edge = (m[1], m[2]) if m[1] else (m[4], m[3])
    k = int(n) if n.isdigit() else WORD_NUMBERS[n.lower()]
    if not 1 < k <= most or rx.search(_OF_ROWS, t.rest[:m.start()]):
        return None
    t.take(m.start(), m.end())
    fields = asked_fields(t)
    take_hash(t)
    # "... for each", "each with its amount": the fields are of every row listed
    t.pop(r"\b(?:for\s+)?each(?:\s+(?:one|of\s+them|payment|row))?\b")
    kind = "first" if rx.match(_OLD, edge) else "last"
    return m.start(), Measure(kind, fields, k)
