"""Cohorts within one facilitator: "payers who made their first-ever PayAI payment in
January", "recipients that got their first Coinbase settlement in May": the payers
(recipients) whose first settlement through that facilitator falls in the period, whatever
they did through others before."""

from __future__ import annotations

import re

from sextant.warehouse.planner import rx

__all__ = ["first_and_last", "first_within", "new_and_returning"]

#: "their first payment via Coinbase" may be their first ever (made via Coinbase): not read
_ROWS = r"(?:payments?|settlements?|transactions?|transfers?|txns?|txs?)"


def first_within(question: str, names: list[str]) -> tuple[str, str | None, str | None]:
    """The question with its "first(-ever) <facilitator> payment" said as "via
    <facilitator>", the side ("payer" or "recipient") and the facilitator's name; the
    question unchanged and ``None, None`` when it says no such thing."""
    fac = r"(" + "|".join(re.escape(n) for n in sorted(names, key=len, reverse=True)) + r")"
    verb = (r"(?:(made|make|makes|making|sent|send|sends|did|paid|pay|pays|spent)|(received|"
            r"receive|receives|got|get|gets))")
    m = rx.search(r"\b" + verb + r"\s+(?:their|its|a|the)\s+(?:very\s+)?first(?:[- ]ever)?\s+"
                  + fac + r"\s+" + _ROWS + r"\b"
                  r"(?:\s+ever)?", question, re.I)
    if m is None:
        return question, None, None
    side = "payer" if m[1] else "recipient"
    name = m[3].lower()
    return question[:m.start()] + f" via {name} " + question[m.end():], side, name


def first_and_last(question: str) -> str:
    """"when did 0x... first pay and when did it last pay": when it paid first and last (the
    verb kept beside the address, which says its role). "0x... as a payer: when did it start
    and when did it stop" is that too (with no role said, which side? left unread)."""
    question = _start_and_stop(question)
    return rx.sub(r"\bfirst\s+(pay|receive|get\s+paid|transact)\s*,?\s+and\s+when\s+did\s+(?:it|"
                  r"they|he|she|that\s+(?:wallet|address))\s+last\s+(pay|receive|get\s+paid|"
                  r"transact)\b",
                  lambda m: f"{m[1]} first and last" if m[1] == m[2] else m[0], question,
                  flags=re.I)


_GERUND = r"(?:\s+(paying|sending|spending|receiving|getting\s+paid|earning))?"
_IT = r"(?:it|they|he|she|that\s+(?:wallet|address))"


def _start_and_stop(question: str) -> str:
    """"when did it start (paying) and when did it stop": when it first and last paid, the
    role said by the verb or by "as a payer" / "as a recipient"."""
    m = rx.search(r"\bwhen\s+did\s+(" + _IT + r"|0x[0-9a-f]{40})\s+(?:start|begin)" + _GERUND
                  + r"\s*,?\s+and\s+when\s+did\s+" + _IT + r"\s+(?:stop|end|finish|cease)"
                  + _GERUND + r"\b", question, re.I)
    if m is None:
        return question
    said = {(m[2] or "").lower(), (m[3] or "").lower()} - {""}
    role = rx.search(r"\bas\s+(?:an?\s+|the\s+)?(?:(payer|sender|buyer|spender)|recipient|"
                     r"receiver|payee|merchant|seller)\b", question, re.I)
    if len(said) > 1:
        return question  # "start paying and stop receiving": two roles
    if said:
        verb = "pay" if said.pop() in ("paying", "sending", "spending") else "receive"
    elif role:
        verb = "pay" if role[1] else "receive"
    else:
        return question
    return (question[:m.start()] + f"when did {m[1]} first {verb} and when did it last {verb}"
            + question[m.end():])


_WHO = (r"(?:(payers|buyers|senders|spenders|customers|wallets)|(recipients|merchants|sellers|"
        r"receivers|payees))")


def new_and_returning(question: str) -> tuple[str, str | None, list[str]]:
    """"how many of the active payers were new and how many were returning", "new vs
    returning payers", "how many payers were active, and how many of them were new": the
    question asking for the active payers (recipients), the side, and the parts asked in
    order ("new": first settlement ever in the period, "returning": one before it, "all")."""
    new, back = r"(?:new|first[- ]time)", r"(?:returning|repeat|existing|old)"
    m = rx.search(r"\bhow many of (?:the|those|these)\s+(?:active\s+)?" + _WHO + r"\s+(?:were\s+)?"
                  r"(" + new + r"|" + back + r")\s*,?\s+and\s+how many\s+(?:were\s+)?(" + new + r"|"
                  + back + r")\b", question, re.I)
    if m is not None:
        kinds = ["returning" if rx.fullmatch(back, w, re.I) else "new" for w in (m[3], m[4])]
        if kinds[0] != kinds[1]:
            return (question[:m.start()] + f"how many active {m[1] or m[2]}"
                    + question[m.end():], "payer" if m[1] else "recipient", kinds)
    m = rx.search(r"\b(" + new + r"|" + back + r")\s+(?:vs\.?|versus|and)\s+(" + new + r"|" + back
                  + r")\s+" + _WHO, question, re.I)
    if m is not None:
        kinds = ["returning" if rx.fullmatch(back, w, re.I) else "new" for w in (m[1], m[2])]
        if kinds[0] != kinds[1]:
            return (question[:m.start()] + f"active {m[3] or m[4]}" + question[m.end():],
                    "payer" if m[3] else "recipient", kinds)
    m = rx.search(r"\bhow many\s+" + _WHO + r"\s+(?:were\s+)?active\b(?:\s+in\s+total)?"
                  r"(?P<rest>.{0,40}?),?\s+and\s+how many of (?:them|those)\s+(?:were\s+)?("
                  + new + r"|" + back + r")\b", question, re.I)
    if m is not None:
        kind = "returning" if rx.fullmatch(back, m[4], re.I) else "new"
        return (question[:m.start()] + f"how many active {m[1] or m[2]}" + m["rest"]
                + question[m.end():], "payer" if m[1] else "recipient", ["all", kind])
    return question, None, []
