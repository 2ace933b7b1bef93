"""Agent templates that compare two sides, and templates written as a function call.

``templated`` reads a ``key=value`` request of one scope. Agents also send the two sides of a
comparison in it: a list under a plural key ("periods=[2025-11, 2025-12]",
"facilitators=heurist,daydreams", "payers=[0xA, 0xB]"), a pair of keys told apart by a suffix
("payer_a=0x... payer_b=0x..."), or a change metric over a month range ("metric=volume_change
from=2026-04 to=2026-05", "delta_payments"), and they write the request as a call
("top_payers(k=5, by=volume, period=March 2026)", "delta_payments(facilitator=daydreams,
from=2026-03, to=2026-04)"). This module says such a request as plain pairs and the sides
apart, so ``templated`` writes the question ("how many settlements received by 0x... in
2025-11 vs in 2025-12"). Anything else is left as sent (and refused by the readers when no
reader takes it): never more than two sides, and a change only of two periods.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from sextant.warehouse.planner import rx

__all__ = ["Sides", "call_pairs", "change_metric", "sides_of"]

_MONTH = r"\d{4}-(?:0[1-9]|1[0-2])"
_ADDRESS = r"0x[0-9a-f]{40}"
#: a plural key whose value lists the two sides, and how each side is said
_LIST_KEYS = {"periods": "period", "months": "period", "quarters": "period",
              "windows": "period", "facilitators": "facilitator", "facs": "facilitator",
              "payers": "payer", "senders": "payer", "recipients": "recipient",
              "payees": "recipient", "receivers": "recipient", "addresses": "address",
              "wallets": "address"}
#: the singular keys of a pair told apart by a suffix ("payer_a", "payer_b", "facilitator_1")
_PAIR_KEYS = {"payer": "payer", "sender": "payer", "recipient": "recipient",
              "payee": "recipient", "address": "address", "wallet": "address",
              "facilitator": "facilitator", "period": "period", "month": "period",
              "window": "period"}
#: words of a metric that ask the change between the two sides (later minus earlier)
_CHANGE = {"change", "delta", "diff", "difference"}
#: a trailing note that only says the order and number of the figures
_ORDER_NOTE = re.compile(r"\s*\(\s*(?:(?:one|a\s+single)\s+(?:value|figure|number)\s+each\s*,?\s*)?"
                         r"(?:in\s+(?:that|this|the\s+(?:given|listed))\s+order)?\s*\)\s*$", re.I)


@dataclass(frozen=True)
class Sides:
    """The two sides of a compared template: what they are ("period", "facilitator", "payer",
    "recipient", "address") and their values in the order sent."""

    kind: str
    values: tuple[str, str]


def _listed(value: str) -> tuple[str, str] | None:
    """"[a, b]", "a,b", "a vs b": the two values listed; None for another number of them."""
    inner = rx.sub(r"^\s*[\[(]\s*|\s*[\])]\s*$", "", value.strip())
    parts = [p.strip().strip("\"'") for p in rx.split(r"\s*,\s*|\s+(?:vs\.?|versus)\s+", inner,
                                                     flags=re.I)]
    if len(parts) != 2 or not all(parts):
        return None
    return parts[0], parts[1]


def sides_of(pairs: list[tuple[str, str]]) -> tuple[list[tuple[str, str]], Sides | None] | None:
    """``pairs`` without the key (or keys) saying two sides, and those sides; the pairs as
    sent and no sides when none is said; None when the sides are said in a way not read
    (three values, two lists, one half of a pair)."""
    rest: list[tuple[str, str]] = []
    sides: Sides | None = None
    halves: dict[str, dict[str, str]] = {}
    for key, value in pairs:
        if key in _LIST_KEYS:
            listed = _listed(value)
            if listed is None or sides is not None:
                return None
            sides = Sides(_LIST_KEYS[key], listed)
            continue
        half = rx.fullmatch(r"([a-z]+)_(a|b|1|2)", key)
        if half and half[1] in _PAIR_KEYS:
            halves.setdefault(_PAIR_KEYS[half[1]], {})[half[2]] = value.strip()
            continue
        rest.append((key, value))
    if halves:
        if sides is not None or len(halves) != 1:
            return None
        kind, said = next(iter(halves.items()))
        order = sorted(said)
        if order not in (["a", "b"], ["1", "2"]):
            return None
        sides = Sides(kind, (said[order[0]], said[order[1]]))
    if sides is not None:  # "metric=total_volume per facilitator": per side, as compared
        per = r"\s+(?:per|for\s+each|by|each)\s+(?:" + sides.kind + r"|side)\s*$"
        rest = [(k, rx.sub(per, "", v, flags=re.I)) for k, v in rest]
    if sides is not None and sides.kind in ("payer", "recipient", "address") and not all(
            rx.fullmatch(_ADDRESS, v.lower()) for v in sides.values):
        return None
    if sides is not None and sides.kind == "facilitator" and not all(
            rx.fullmatch(r"[a-z0-9][a-z0-9 _.-]*", v.lower()) for v in sides.values):
        return None
    return rest, sides


def change_metric(value: str) -> tuple[str, bool]:
    """The metric's words without a change word ("volume_change_usdc" is "volume_usdc"), and
    whether one was said."""
    words = rx.split(r"([\s_\-.]+)", value.strip())
    kept = [w for w in words if w.lower() not in _CHANGE]
    if len(kept) == len(words):
        return value, False
    return rx.sub(r"^[\s_\-.]+|[\s_\-.]+$", "", rx.sub(r"([\s_\-.])[\s_\-.]+", r"\1",
                                                       "".join(kept))), True


def without_order_note(value: str) -> str:
    """A value without a note saying the figures' order ("(one value each, in that order)")."""
    return _ORDER_NOTE.sub("", value) if rx.search(r"\w", _ORDER_NOTE.sub("", value)) else value


def month_range_sides(pairs: list[tuple[str, str]]) -> tuple[list[tuple[str, str]], Sides] | None:
    """"from=2026-04 to=2026-05" of a change: the two months compared (never dates: a range of
    days is a period of its own)."""
    said = dict(pairs)
    start = said.get("from", said.get("start"))
    end = said.get("to", said.get("end"))
    if start is None or end is None or not (rx.fullmatch(_MONTH, start.strip()) and
                                            rx.fullmatch(_MONTH, end.strip())):
        return None
    rest = [(k, v) for k, v in pairs if k not in ("from", "to", "start", "end")]
    return rest, Sides("period", (start.strip(), end.strip()))


def call_pairs(question: str) -> str | None:
    """"top_payers(k=5, by=volume, period=March 2026)" as the pairs of a template
    ("task=topk; group_by=payers; k=5; rank_by=volume; period=March 2026"), "delta_payments(
    facilitator=daydreams, ...)" as "metric=delta_payments; facilitator=daydreams; ...";
    None for anything else (a call with words after it, or an argument not a pair)."""
    m = rx.fullmatch(r"\s*([a-z][a-z_]*)\s*\((.*)\)\s*[.;]?\s*", question, flags=re.I | re.S)
    if m is None or "(" in m[2] or ")" in m[2]:
        return None
    name = m[1].lower()
    args = [a.strip() for a in rx.split(r"\s*,\s*(?=[a-z][a-z_]*\s*[=:])", m[2].strip(),
                                        flags=re.I) if a.strip()]
    head: list[str] = []
    top = rx.fullmatch(r"top_?(?:k_)?(payers|recipients|senders|payees)", name)
    if top:
        head = ["task=topk", f"group_by={top[1]}"]
        args = [rx.sub(r"^(?:by|order_by|sort_by|metric)\s*[=:]", "rank_by=", a, flags=re.I)
                for a in args]
    else:
        head = [f"metric={name}"]
    if not all(rx.fullmatch(r"[a-z][a-z_]*\s*[=:].*\S", a, flags=re.I | re.S) for a in args):
        return None
    return "; ".join(head + [rx.sub(r"^([a-z][a-z_]*)\s*:\s*", r"\1=", a, flags=re.I)
                             for a in args])
