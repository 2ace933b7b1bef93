"""Figures whose scopes a single plan cannot keep apart, refused rather than charged.

A plan has one set of filters for every figure it gives, so a question whose figures are
scoped differently would be answered over one scope for both:

- a scope said inside the first figure and a second figure said whole ("how many payments
  over 1 USDC were there in May, and what was the total volume?", "the number of PayAI
  settlements and the total volume", "Coinbase's volume and the overall payer count"): the
  total may be of all payments or of those; without "their" / "of those" it is not known
  which (a scope said first, "for PayAI in May: count and the total volume", and an address
  the figures are of, are kept for both);
- a scope said only of the second figure beside a first one said whole ("total volume in
  May and PayAI's volume", "all payments in April and Coinbase payments", "unique payers,
  and unique payers who paid through PayAI"): the first figure was dropped or scoped too;
- a figure asked before a ranking ("how many payments in May? Also, who was the top
  payer?"): the figure was dropped and the ranking taken by it;
- "payers who paid over 10 USDC", "payers sent over 5 USDC", "payers over 10 USDC": a bound
  on each payment or on each payer's total ("spent", "received", "earned" are totals, as
  read before; "a payment over", "in total" say which).
"""

from __future__ import annotations

import itertools
import re

from sextant.warehouse.planner import rx
from sextant.warehouse.planner.plan import Plan

__all__ = ["split_scopes_unread"]

_FIG = (r"\b(?:those|ones|volumes?|totals?|sum|count|number|payments?|settlements?|"
        r"transactions?|transfers?|payers?|recipients?|average|avg|mean|median|how\s+many|"
        r"how\s+much)\b")
#: a figure said in full after a conjunction ("the total volume", "the average payment")
_FULL = (r"\b(?:total|overall|all|whole|entire)\s+(?:[a-z]+\s+)?(?:volumes?|usdc|amounts?|"
         r"count|number|payments?|settlements?|transactions?|transfers?|average|mean|median|"
         r"payers?|recipients?)\b")
#: words that take the first figure's rows ("their total", "the volume of those")
_THEIRS = (r"\b(?:their|those|these|them|its|it|such|of\s+which|that|they|each|same)\b")
_AMOUNT = (r"(?:\b(?:over|above|under|below|more\s+than|less\s+than|greater\s+than|at\s+least|"
           r"at\s+most|exceed\w*|up\s+to|no\s+more\s+than|no\s+less\s+than)\s+\$?\s?\d|[<>]=?\s*\d)")
_EXCLUDED = r"\b(?:excluding|except|other\s+than|besides|without|non-)"
_ADDRESS = r"\b0x[0-9a-f]{40}\b"
#: the figures' joints ("..., and what was", "plus", "? Also,")
_JOINT = (r"(?:,\s*|\s+)(?:and\s+also|and|plus|as\s+well\s+as|along\s+with)\s+|\?\s*(?:and\s+|"
          r"also,?\s+)?|;\s*|\.\s+(?:also,?\s+)?")
#: the whole said of a second figure ("the overall payer count", "across all facilitators")
_WHOLE = (r"\b(?:overall|across\s+all|in\s+all|entire|whole|all\s+(?:payments|settlements|"
          r"facilitators))\b")
_PERIOD = (r"\b(?:(?:19|20)\d\d|q[1-4]|jan\w*|feb\w*|mar\w*|apr\w*|may|jun\w*|jul\w*|aug\w*|"
           r"sep\w*|oct\w*|nov\w*|dec\w*|yesterday|today|last|this|past|previous|ytd|mtd)\b")
_SHARE = r"\b(?:share|percent(?:age)?|proportion|fraction|portion|ratio)\b|%"
_HEADER = r"^\s*(?:for|among|within|excluding|except|via|through|on|in|from|of|besides|without)\b"


def _scope(text: str, names: list[str]) -> re.Match[str] | None:
    pattern = "|".join([_AMOUNT, _EXCLUDED, _ADDRESS] + [
        r"\b" + re.escape(n) + r"\b" for n in sorted(names, key=len, reverse=True) if len(n) > 2])
    return rx.search(pattern, text, re.I)


def _segments(text: str) -> list[str]:
    text = rx.sub(r"\b(?:i\.e|e\.g|etc|vs|approx|incl)\.", lambda m: m[0][:-1] + " ", text,
                  flags=re.I)  # "i.e. as the payer" is no new sentence
    out, last = [], 0
    for m in rx.finditer(_JOINT, text, re.I):
        out.append(text[last:m.start()])
        last = m.end()
    out.append(text[last:])
    return [s for s in out if s.strip()]


def _nouns(text: str) -> set[str]:
    return {m[0].lower().rstrip("s") for m in rx.finditer(
        r"\b(?:volumes?|payments?|settlements?|payers?|recipients?)\b", text, re.I)}


def _one_scope(question: str, names: list[str]) -> str | None:
    parts = [p for p in _segments(question) if rx.search(_FIG + r"|'s\s*[?.!]*\s*$", p, re.I)]
    for left, right in itertools.pairwise(parts):
        lscope, rscope = _scope(left, names), _scope(right, names)
        fig = rx.search(_FIG, left, re.I)
        if fig is None:
            continue
        if lscope and rx.search(_SHARE, left[:lscope.start()], re.I):
            continue  # "% of volume from payments of at least 1 USDC": the share's part
        if lscope and not rscope and not lscope[0].lower().startswith("0x"):
            # (an address is who the figures are of: "how many payments did 0x... make in
            # May and the total volume")
            header = ":" in left[lscope.end():] or (lscope.start() < fig.start() and (
                rx.search(_HEADER, left, re.I) is not None
                or rx.search(r"[:,]", left[lscope.end():fig.start()]) is not None))
            if not header and (rx.search(_FULL, right, re.I) or rx.search(_WHOLE, right, re.I)) \
                    and not rx.search(_THEIRS, right, re.I):
                return (f"a scope ('{lscope[0].strip()}') said of the first figure only, then "
                        f"'{right.strip()}' (of all payments or of those? say 'their' or "
                        f"ask each figure with its own scope)")
        if rscope and not lscope and not rx.search(_SHARE, right, re.I) and rx.search(
                r"\b(?:payments?|settlements?|volume|payers?|recipients?|count|number)\b", left,
                re.I):
            again = _nouns(left) & _nouns(right[:rscope.start()] + right[rscope.end():])
            if again or rx.search(_PERIOD, left, re.I):
                return (f"a scope ('{rscope[0].strip()}') said of the second figure only, "
                        f"beside '{left.strip()}' (ask each figure with its own scope)")
    return None


#: a figure asked, then a ranking in a question of its own
_FIGURE_THEN_RANKING = (r"\b(?:how\s+many|how\s+much|what\s+(?:was|were|is|are)\s+the\s+"
                        r"(?:total\s+)?(?:volume|count|number))\b[^?]*?(?:\?\s*|[,;.]\s*)"
                        r"(?:and\s+)?(?:also,?\s+)?(?:who|which)\b")
#: "payers who paid over 10 USDC": each payment, or each payer's total?
_WALLET_BOUND = (r"\b(?:payers|recipients|wallets|addresses|merchants|buyers|sellers|senders)\s+"
                 r"(?:(?:who|that)\s+)?(?:have\s+|had\s+)?(?:(?:paid|sent|made|with)\s+)?(?:over|more\s+than|above|at\s+least|under|less\s+than|"
                 r"below|at\s+most|exceeding|up\s+to)\s+\$?\s?\d[\d.]*(?![\d.])(?!\s*(?:payments?|"
                 r"settlements?|transactions?|transfers?|times|txs?|txns?|recipients?|payers?|"
                 r"facilitators?|days?)\b)\s*(?:usdc|\$|dollars?|usd)?")
_EACH_OR_TOTAL = (r"\b(?:in\s+total|total|combined|altogether|overall|cumulative\w*|each|a\s+"
                  r"payment|single|one\s+payment|any\s+payment|at\s+least\s+one|individual|per\s+"
                  r"payment|in\s+one|sum|all\s+together|summed|between\s+them|all[\s-]time|ever|"
                  r"lifetime|to\s+date|so\s+far)\b")


def split_scopes_unread(question: str, plan: Plan, names: list[str]) -> list[str]:
    """What of ``question`` the plan's one scope cannot answer (nothing: it can)."""
    out = []
    said = _one_scope(question, names)
    if said:
        out.append(said)
    if plan.group and rx.search(_FIGURE_THEN_RANKING, question, re.I):
        out.append("a figure asked beside a ranking in a question of its own (ask each "
                   "separately)")
    bound = rx.search(_WALLET_BOUND, question, re.I)
    if bound and not rx.search(_EACH_OR_TOTAL, question[bound.start():], re.I) and \
            not rx.search(_EACH_OR_TOTAL, question[:bound.start()][-40:], re.I):
        out.append(f"'{bound[0]}': a bound on each payment or on each one's total (say 'a "
                   f"payment over' or 'in total')")
    return out
