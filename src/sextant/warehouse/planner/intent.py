"""Question text to an ``Intent``: family, metric, filters, grouping and periods."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from datetime import date

from sextant.warehouse import calibration
from sextant.warehouse.planner.timephrases import Period, find_periods, previous_period

ADDRESS = re.compile(r"\b0x[0-9a-fA-F]{40}\b")
MAX_TOP_N = 50

METRIC_WORDS: list[tuple[str, str]] = [
    (r"\bmedian\b", "median"),
    (r"\b(?:average|avg|mean)\b", "avg"),
    (r"\b(?:largest|biggest|max(?:imum)?|highest)\s+(?:single\s+)?(?:payment|settlement|"
     r"amount|transfer)\b", "max"),
    (r"\b(?:smallest|min(?:imum)?|lowest)\s+(?:single\s+)?(?:payment|settlement|amount)\b",
     "min"),
    (r"\b(?:unique|distinct|different)\s+(?:payers|buyers|senders|wallets paying)\b|"
     r"\bhow many (?:payers|buyers|senders)\b", "unique_payers"),
    (r"\b(?:unique|distinct|different)\s+(?:recipients|receivers|sellers|merchants|"
     r"services)\b|\bhow many (?:recipients|receivers|sellers|merchants)\b",
     "unique_recipients"),
    (r"\b(?:volume|how much|usdc|dollars?|value|sum|total amount|amount)\b", "volume"),
    (r"\b(?:how many|number of|count|settlements|payments|transactions|activity)\b",
     "count"),
]
ENTITY_WORDS = [
    (r"\bfacilitators?\b", "facilitator"),
    (r"\b(?:recipients?|receivers?|sellers?|merchants?|services?|payees?|earners?)\b",
     "recipient"),
    (r"\b(?:payers?|buyers?|senders?|spenders?|wallets?|agents?|customers?)\b", "payer"),
]
GRAIN_WORDS = [
    (r"\b(?:daily|per day|by day|each day|every day|day by day|day-by-day)\b", "day"),
    (r"\b(?:weekly|per week|by week|each week|week over week|week-over-week)\b", "week"),
    (r"\b(?:monthly|per month|by month|each month|month over month|month-over-month)\b",
     "month"),
]


@dataclass
class Intent:
    family: str  # aggregate | trend | top | address | share | compare | first_last | peak_day
    metric: str = "count"
    periods: list[Period] = field(default_factory=list)
    address: str | None = None
    role: str = "any"  # payer | recipient | any
    facilitator: str | None = None  # a facilitator's name
    facilitator_addresses: list[str] = field(default_factory=list)
    entity: str | None = None
    rank_by: str = "count"
    n: int = 10
    grain: str = "day"
    direction: str = "last"  # first | last (first_last); most | least (peak_day)
    listing: bool = False  # address: list the payments, not only totals

    @property
    def period(self) -> Period | None:
        return self.periods[0] if self.periods else None


def facilitator_names() -> dict[str, list[str]]:
    """Facilitator name (lowercase) -> its addresses, from the calibration list."""
    out: dict[str, list[str]] = {}
    for address, name, _ in calibration.load().facilitators:
        out.setdefault(name.lower(), []).append(address.lower())
    return out


def _metric(text: str) -> str | None:
    for pattern, metric in METRIC_WORDS:
        if re.search(pattern, text):
            return metric
    return None


def _facilitator(text: str) -> tuple[str | None, list[str]]:
    names = facilitator_names()
    for name in sorted(names, key=len, reverse=True):
        if len(name) >= 3 and re.search(r"\b" + re.escape(name) + r"\b", text):
            return name, names[name]
    return None, []


def _role(text: str, address: str) -> str:
    a = re.escape(address.lower())
    if re.search(r"\b(?:to|received by|recipient|receiver|paid to|earned by|for)\s+" + a, text) \
            or re.search(a + r"\s+(?:receive|received|earn|earned|get|got|collect)", text) \
            or re.search(r"\b(?:receive|received|earn|earned|revenue|income)\b", text):
        return "recipient"
    if re.search(r"\b(?:from|by|payer|sender|sent by|paid by)\s+" + a, text) \
            or re.search(a + r"\s+(?:pay|paid|send|sent|spend|spent|make|made)", text) \
            or re.search(r"\b(?:spend|spent|pay|paid|sent)\b", text):
        return "payer"
    return "any"


def parse_intent(question: str, as_of: date) -> Intent | None:
    """The intent of ``question``, or ``None`` when no family matches."""
    text = " ".join(question.lower().split())
    found = find_periods(text, as_of)
    periods = [f.period for f in found]
    address_match = ADDRESS.search(text)
    address = address_match[0].lower() if address_match else None
    fac_name, fac_addrs = _facilitator(text)
    metric = _metric(text)
    intent = Intent(family="aggregate", metric=metric or "count", periods=periods,
                    address=address, facilitator=fac_name, facilitator_addresses=fac_addrs)
    if address:
        intent.role = _role(text, address)
    compare = re.search(r"\b(?:compare|compared|versus|vs\.?|against|change from|"
                        r"difference between|growth)\b", text)
    if compare and len(periods) == 1 and re.search(r"\b(?:previous|prior|preceding|before)\b",
                                                     text):
        prev = previous_period(periods[0])
        if prev:
            intent.periods = periods = [periods[0], prev]
    if compare and len(periods) >= 2 and periods[1] == periods[0]:
        prev = previous_period(periods[0])  # "last 7 days vs the previous 7 days"
        if prev:
            periods = [periods[0], prev]
    if compare and len(periods) >= 2:
        intent.family = "compare"
        intent.periods = periods[:2]
        return intent
    if re.search(r"\b(?:share|percent(?:age)?|fraction|proportion|%)\b", text) and fac_name:
        intent.family = "share"
        intent.rank_by = "volume" if re.search(r"\b(?:volume|usdc|amount|value)\b", text) \
            else "count"
        return intent
    top = re.search(r"\b(?:top|biggest|largest|leading|most active|main|busiest|highest|"
                    r"which|who|rank)\b", text)
    entity = next((e for p, e in ENTITY_WORDS if re.search(p, text)), None)
    if address:
        entity = None if entity in ("payer", "recipient") else entity
    if re.search(r"\b(?:busiest|quietest|peak|record|most active|least active|slowest)\s+day"
                 r"\b|\bwhich day\b|\bwhat day\b", text):
        intent.family = "peak_day"
        intent.direction = "least" if re.search(r"\b(?:quietest|least|slowest|lowest)\b",
                                                text) else "most"
        return intent
    if top and entity and not address:
        intent.family = "top"
        intent.entity = entity
        n = re.search(r"\btop\s+(\d+)\b", text) or re.search(r"\b(\d+)\s+(?:biggest|largest|"
                                                              r"top|most)\b", text)
        intent.n = min(MAX_TOP_N, max(1, int(n[1]))) if n else 10
        intent.rank_by = "volume" if re.search(r"\b(?:volume|usdc|amount|value|spend|"
                                               r"spent|earn|earned|revenue|by value)\b", text) \
            else "count"
        return intent
    fl = re.search(r"\b(first|earliest|oldest|last|latest|most recent|newest)\s+(?:x402\s+)?"
                   r"(?:payment|settlement|transaction|transfer)\b", text)
    if fl:
        intent.family = "first_last"
        intent.direction = "first" if fl[1] in ("first", "earliest", "oldest") else "last"
        if address and intent.role == "any":
            intent.role = "recipient" if re.search(r"\bto\s+0x", text) else (
                "payer" if re.search(r"\b(?:from|by)\s+0x", text) else "any")
        return intent
    grain = next((g for p, g in GRAIN_WORDS if re.search(p, text)), None)
    if grain or re.search(r"\b(?:trend|over time|time series|history of (?:daily|the))\b", text):
        intent.family = "trend"
        intent.grain = grain or "day"
        return intent
    asks_total = re.search(r"\b(?:how many|how much|number of|count|total)\b", text)
    if address and intent.role != "any" and asks_total:
        return intent  # an aggregate filtered on the address in that role
    if address:
        intent.family = "address"
        intent.listing = bool(re.search(r"\b(?:history|recent|list|show|latest|transactions|"
                                        r"payments|settlements|transfers)\b", text))
        return intent
    if metric is None and not fac_name:
        return None
    return intent
