"""Payers (recipients) of a period who used one facilitator and no other: "how many payers in
Q1 2026 paid exclusively through Coinbase (no payment via any other facilitator in that
quarter)", "how many wallets used only PayAI in May 2026". Counted as those whose every
settlement of the period went through that facilitator's addresses.

A count of payers said to have paid (used) "only", "exclusively" or "solely" a facilitator
that this reader cannot read is refused ("focusing only on PayAI, how many payers" is a
scope, not this) (``looks_exclusive``): it is not the count of payers who used
that facilitator at all."""

from __future__ import annotations

import re
from dataclasses import dataclass

from sqlglot import exp

from sextant.warehouse.planner import rx
from sextant.warehouse.planner.timephrases import Period

__all__ = ["Exclusive", "exclusive_query", "looks_exclusive", "read_exclusive"]

_PAYERS = r"(?:payers?|wallets?|customers?|buyers?|senders?)"
_RECIPIENTS = r"(?:recipients?|merchants?|sellers?|payees?)"
_ONLY = r"(?:only|exclusively|solely)"
_VIA = r"(?:through|via|with|using|on)"


@dataclass(frozen=True)
class Exclusive:
    side: str
    name: str
    addresses: tuple[str, ...]
    period: Period


def _names() -> dict[str, tuple[str, ...]]:
    from sextant.warehouse.planner.reading import facilitator_names

    return {k: tuple(v) for k, v in facilitator_names().items()}


def _fac(names: dict[str, tuple[str, ...]]) -> str:
    return r"(?P<fac>" + "|".join(re.escape(n) for n in sorted(names, key=len, reverse=True)) + r")"


def read_exclusive(question: str, as_of: object) -> Exclusive | None:
    """The exclusive-facilitator count the question asks, or ``None``."""
    from sextant.warehouse.planner.lifetime import period_tokens

    read = period_tokens(question, as_of)  # type: ignore[arg-type]
    if read is None:
        return None
    t, periods = read
    names = _names()
    fac = _fac(names)
    restated = (r"(?:\s*[(,]\s*(?:and\s+)?(?:with\s+)?no\s+(?:payments?|settlements?)\s+(?:via|"
                r"through|with)\s+any\s+other\s+facilitators?(?:\s+(?:in\s+that\s+(?:month|quarter|"
                r"year|period)|then|(?P<r>P\d)))?\s*\)?)?")
    verb = (r"(?:paid|pay|settled|used|use|transacted|were\s+paid|got\s+paid|received\s+"
            r"payments?)")
    m = rx.fullmatch(r"how many (?:(?P<payer>" + _PAYERS + r")|(?P<recipient>" + _RECIPIENTS
                     + r"))(?: (?:in|during) (?P<p1>P\d))? " + verb + r" " + _ONLY + r" (?:"
                     + _VIA + r" )?" + fac + r"(?: facilitators?)?(?: (?:in|during) (?P<p2>P\d))?"
                     + restated, t)
    if m is None or bool(m["p1"]) == bool(m["p2"]):
        return None
    p = periods[int((m["p1"] or m["p2"])[1:])]
    if p.start is None or p.end is None:
        return None
    if m["r"] and (periods[int(m["r"][1:])].start, periods[int(m["r"][1:])].end) != \
            (p.start, p.end):
        return None
    if m["recipient"] and not rx.search(r"\b(?:were\s+paid|got\s+paid|received)", m[0]):
        return None
    if m["payer"] and rx.search(r"\b(?:were\s+paid|got\s+paid|received)", m[0]):
        return None
    side = "payer" if m["payer"] else "recipient"
    return Exclusive(side, m["fac"], names[m["fac"]], p)


def looks_exclusive(question: str) -> bool:
    """Payers (recipients) counted with "only"/"exclusively" beside a facilitator."""
    text = question.lower()
    if not rx.search(r"\b(?:how\s+many|number\s+of|count\s+of)\s+(?:unique\s+|distinct\s+)?(?:"
                     + _PAYERS + "|" + _RECIPIENTS + r")\b", text):
        return False
    fac = _fac(_names()).replace("(?P<fac>", "(?:")
    verb = (r"\b(?:paid|pay|pays|paying|used|use|uses|using|settled|transacted|received|went|"
            r"go|goes)\s+(?:\w+\s+){0,2}?")
    return rx.search(verb + _ONLY + r"\s+(?:" + _VIA + r"\s+)?(?:the\s+)?" + fac + r"\b|"
                     + verb + r"(?:" + _VIA + r"\s+)?(?:the\s+)?" + fac
                     + r"\s+(?:facilitators?\s+)?" + _ONLY + r"\b|\b(?:no|any)\s+other\s+"
                     r"facilitator", text) is not None


def exclusive_query(e: Exclusive, span: tuple[int, int]) -> exp.Select:
    """How many of the period's payers (recipients) settled only through ``e``'s addresses."""
    from sextant.warehouse.planner.compile import facilitator_in, row_conditions
    from sextant.warehouse.planner.plan import Filters

    who = exp.column(e.side)
    inner = (exp.select(who).from_("settlements")
             .where(*row_conditions(Filters(period=e.period), span)).group_by(who.copy())
             .having(exp.LogicalAnd(this=facilitator_in(e.addresses))))
    return exp.select(exp.Count(this=exp.Star())).from_(inner.subquery("only_one"))
