"""What an agent pastes before its request that came from an earlier step, set aside when the
request names the scope again:

- a pasted earlier result, then a follow-up said whole ("Previous result: {"volume": 12.5,
  "period": "April 2026"}. Now: total USDC volume in May 2026", "Result from step 1: [...].
  Step 2: ...", "Earlier you told me 0x... made 12 payments in March. Now I need: ..."): the
  follow-up may name another period, facilitator or address than the result did (a new
  question of the same kind), but never leave one out, nor an amount bound or other filter;
- a thought of a ReAct trace: every address, facilitator, period, bound and filter it names
  is named again by the tool's input (its figures need not be: the input is what is asked).

A follow-up that refers back ("the same", "that", "again") is left as sent (refused)."""

from __future__ import annotations

import re
from datetime import date

from sextant.warehouse.planner import rx

__all__ = ["plain_prior_result", "scope_restated"]

_BOUND = re.compile(r"\b(?:over|above|under|below|at\s+least|at\s+most|more\s+than|less\s+than|"
                    r"greater\s+than|fewer\s+than|exceed\w*|up\s+to)\s*\$?\s*\d[\d,.]*|[<>]=?\s*\$?"
                    r"\s*\d[\d,.]*", re.I)
#: filters a figure's scope may carry besides its period, facilitator and address
_FILTER = re.compile(r"\b(?:week[- ]?ends?|week[- ]?days?|mondays?|tuesdays?|wednesdays?|"
                     r"thursdays?|fridays?|saturdays?|sundays?|first[- ]time|new|returning|repeat|"
                     r"hours?|hourly|utc|am|pm|excluding|exclude[sd]?|except|without|other\s+than|"
                     r"only|not|non|gas|self|daily|per\s+(?:day|week|month|hour)|each|every|"
                     r"cumulative|running|rolling|share|percent\w*|ratio|solana|ethereum|eth|"
                     r"polygon|arbitrum|optimism|usdt|dai|btc|base\s+sepolia|testnet)\b|%", re.I)
_AMOUNT = re.compile(r"\$\s*\d[\d,.]*|\b\d[\d,.]*\s*(?:usdc|usd|dollars?|cents?)\b", re.I)
_ADDRESS = re.compile(r"0x[0-9a-f]{6,}", re.I)


def _names(text: str, names: list[str]) -> set[str]:
    return {n for n in names if rx.search(r"\b" + re.escape(n) + r"\b", text)}


def scope_restated(context: str, ask: str, names: list[str], as_of: date,
                   replaced: bool = False) -> bool:
    """Every address, facilitator, period, amount bound and filter ``context`` names is named
    again by ``ask``; with ``replaced``, an address, facilitator or period of the ask's own
    stands for one of the same kind in the context."""
    from sextant.warehouse.planner.timephrases import PeriodOutOfRange, find_periods

    ctx, low = context.lower(), ask.lower()
    for found, asked in ((set(_ADDRESS.findall(ctx)), set(_ADDRESS.findall(low))),
                         (_names(ctx, names), _names(low, names))):
        if not found <= asked and not (replaced and asked):
            return False
    try:
        mine = find_periods(ctx, as_of)
        theirs = {(f.period.start, f.period.end) for f in find_periods(low, as_of)}
    except (ValueError, PeriodOutOfRange):
        return False
    if any((f.period.start, f.period.end) not in theirs for f in mine) and not (
            replaced and theirs):
        return False
    said = {rx.sub(r"[\s$,]+", "", m[0]) for m in _BOUND.finditer(low)}
    if any(rx.sub(r"[\s$,]+", "", m[0]) not in said for m in _BOUND.finditer(ctx)):
        return False
    # an amount said in prose ("you said 12 USDC": a result, or a size?), outside a pasted
    # object's values, must be said again
    prose = rx.sub(r"\{[^{}]*\}|\[[^\[\]]*\]", " ", ctx)
    amounts = {rx.sub(r"[\s$,]+", "", m[0]) for m in _AMOUNT.finditer(low)}
    if any(rx.sub(r"[\s$,]+", "", m[0]) not in amounts for m in _AMOUNT.finditer(prose)):
        return False
    words = {m[0] for m in _FILTER.finditer(low)}
    return all(m[0] in words for m in _FILTER.finditer(ctx))


_EARLIER = re.compile(
    r"^\s*(?:(?:the\s+|your\s+|my\s+)?(?:previous|prior|last|earlier)\s+(?:tool\s+|step\s+|call\s+)?"
    r"(?:result|output|answer|response|observation|reply)s?|(?:the\s+)?(?:result|output|answer)s?"
    r"\s+(?:from|of)\s+(?:step|call|turn|round)\s+\d+|(?:earlier|previously)\s*,?\s+you\s+(?:told\s+"
    r"me|said|returned|reported|gave\s+me|answered)|you\s+(?:previously\s+|earlier\s+)?(?:told\s+"
    r"me|returned|reported|answered))\s*[:\-\u2013\u2014]?\s*", re.I)
_FOLLOW = re.compile(
    r"(?:(?<=[.!?;}\]])|(?<=[.!?;}\]]\s)|\n)\s*(?:(?:and\s+)?now(?:\s*,?\s*(?:i\s+(?:need|want)|"
    r"please))?|next(?:\s+(?:question|query|request|ask))?|follow[- ]?up(?:\s+question)?|new\s+"
    r"(?:question|query|request)|step\s+\d+|question)\s*:\s*(?=\S)", re.I)


def plain_prior_result(question: str, names: list[str], as_of: date) -> str:
    """The follow-up alone when a pasted earlier result is all that comes before it and the
    follow-up names its scope again (as sent otherwise)."""
    from sextant.warehouse.planner.agentturns import _ANAPHORA

    head = _EARLIER.match(question)
    if head is None:
        return question
    follow = _FOLLOW.search(question, head.end())
    if follow is None:
        return question
    context, ask = question[head.end():follow.start()], question[follow.end():].strip()
    if not context.strip() or not ask or _ANAPHORA.search(ask) or _FOLLOW.search(ask) or \
            not scope_restated(context, ask, names, as_of, replaced=True):
        return question
    return ask[:1].upper() + ask[1:]
