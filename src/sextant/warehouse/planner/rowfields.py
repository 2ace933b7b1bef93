"""The fields asked of one payment row ("the first payment to 0x...: amount and payer", "the
tx hash of the last payment", "the largest payment: amount, payer and tx hash", "which block
holds the largest payment").

A row measure (first, last, largest, smallest) answers with the whole row; the fields named
with it are listed first, in the order the question names them, and their words are taken.
A role noun naming an address ("payer 0x...", "as a payer") is no field.
"""

from __future__ import annotations

from sextant.warehouse.planner import rx
from sextant.warehouse.planner.words import Words

__all__ = ["BLOCK", "HASH", "asked_fields", "take_block", "take_hash"]

#: a field of a settlement row and the words that ask for it
_FIELDS = (
    ("tx_hash", r"\b(?:tx|txn|transaction)(?:\s*-?\s*|\s+)(?:hash(?:es)?|id)\b|\bhash(?:es)?\b"),
    ("amount", r"\b(?:the\s+|its\s+)?(?:amount|value|size)\b|\bhow much\b"),
    ("payer", r"\b(?:the\s+|its\s+)?(?:payer|sender)\b(?!\s*0x)|\bwho (?:paid|sent|made) it\b|"
              r"\bfrom whom\b"),
    ("recipient", r"\b(?:the\s+|its\s+)?(?:recipient|receiver|payee)\b(?!\s*0x)|\bto whom\b|"
                  r"\bwho (?:received|got) it\b"),
    ("timestamp", r"\b(?:the\s+|its\s+)?(?:timestamp|time|date)\b(?!\s+(?:range|window))"),
)
#: the words asking a row's transaction hash
HASH = _FIELDS[0][1]
#: the fields listed one after another: "amount and payer", "amount, payer, tx hash"
_JOIN = r"\s*(?:,\s*(?:and\s+)?|\s+and\s+|\s*&\s*|\s*/\s*|\s*\+\s*)"


def asked_fields(t: Words) -> tuple[str, ...]:
    """The row fields listed together (two or more, joined by commas or "and") in the order
    said, their words taken; ``()`` when no such list is said (the whole row answers)."""
    found = []
    for name, pattern in _FIELDS:
        for m in rx.finditer(pattern, t.rest):
            if rx.search(r"\bas\s+(?:an?\s+|the\s+)?$", t.rest[:m.start()]):
                continue  # "as a payer": the address's role
            found.append((m.start(), m.end(), name))
    found.sort()
    best: list[tuple[int, int, str]] = []
    run: list[tuple[int, int, str]] = []
    for hit in found:
        if run and rx.fullmatch(_JOIN, t.rest[run[-1][1]:hit[0]]) and hit[2] not in {
                r[2] for r in run}:
            run.append(hit)
        else:
            run = [hit]
        if len(run) > len(best):
            best = list(run)
    if len(best) < 2:
        return ()
    for start, end, _ in best:
        t.take(start, end)
    return tuple(name for _, _, name in best)


def take_hash(t: Words) -> bool:
    """"the tx hash of the last payment": the row answers with its hash; the words taken."""
    m = t.find(_FIELDS[0][1])
    if m is None:
        return False
    t.take(m.start(), m.end())
    return True


#: the block asked of one payment ("which block contains", "the block number of", "in what
#: block was ... included", "block number only")
BLOCK = (r"\b(?:(?:in\s+|on\s+)?(?:which|what)\s+|the\s+|its\s+)?block(?:\s+(?:number|height|"
          r"no\.?|#))?(?:\s+only)?\b(?:\s+(?:contains|contained|holds|held|includes|included|"
          r"has|had)\b)?")


def take_block(t: Words) -> bool:
    """"which block contains the largest payment": the row answers with its block number
    first; every mention of the block taken."""
    found = False
    while t.pop(BLOCK):
        found = True
    if found:  # "in which block was it included": the verb of the block
        t.pop(r"\b(?:included|mined|recorded|confirmed|landed)\b(?:\s+in\b)?")
    return found
