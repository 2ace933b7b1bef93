"""Whose payments "she", "he" or "they" are, when the question names no one they can stand for:
"How much did she pay in May 2026?", "What was their total spend?" (once who asks is set
aside, "My boss wants to know their total spend") never read as every payer's: unplaced, so
the question is refused and the asker is asked for the address. A pronoun after a payer, a
recipient, a wallet, a facilitator or an address ("the biggest payer, and how much did they
pay"), or after payments for "their" ("payments over 1 USDC and their total"), stands for it."""

from __future__ import annotations

import re

from sextant.warehouse.planner import rx

__all__ = ["unnamed_party"]

_VERB = (r"(?:pay|pays|paid|spend|spends|spent|send|sends|sent|receive|receives|received|earn|"
         r"earns|earned|make|makes|made|get|gets|got|buy|buys|bought|take|takes|took|settle|"
         r"settles|settled|transact\w*|bring|brought|use|used|have|has|had)")
#: "she paid", "did they make", "he has received"
_SUBJECT = re.compile(r"\b(he|she|they)\s+(?:(?:also|ever|actually|really|just|have|has|had|"
                      r"been|all|each)\s+){0,2}" + _VERB + r"\b", re.I)
#: "their total spend", "her payments", "his wallet's volume"
_POSSESSIVE = re.compile(r"\b(his|her|their)\s+(?:[\w'-]+\s+){0,2}?(?:spend|spending|volume|"
                         r"payments?|settlements?|transactions?|wallet|address|income|revenue|"
                         r"earnings|totals?|receipts|count|activity|usage|sales)\b", re.I)
#: what a pronoun may stand for when said before it
_PARTY = (r"\b(?:payers?|recipients?|wallets?|address(?:es)?|facilitators?|agents?|merchants?|"
          r"buyers?|sellers?|senders?|receivers?|spenders?|whales?|who|accounts?|services?|"
          r"counterpart(?:y|ies)|customers?|users?|parties|ones|both|each|top\s+\d+)\b")
_COUNTED = r"\b(?:payments|settlements|transactions|transfers|days)\b"


def unnamed_party(question: str, names: list[str]) -> list[str]:
    """What is unplaced for a pronoun whose payments the question asks of and that names no
    one before it (empty when it names an address or a facilitator)."""
    low = question.lower()
    if rx.search(r"0x[0-9a-f]{6,}", low) or any(
            rx.search(r"\b" + re.escape(n.lower()) + r"\b", low) for n in names):
        return []
    for pattern, counted in ((_SUBJECT, False), (_POSSESSIVE, True)):
        for m in rx.finditer(pattern, question):
            before = question[:m.start()]
            if rx.search(_PARTY, before, re.I) or (counted and m[1].lower() == "their" and
                                                   rx.search(_COUNTED, before, re.I)):
                continue
            return [f"whose payments '{m[1]}' means (name the wallet address, as in 'payments "
                    "made by 0x...')"]
    return []
