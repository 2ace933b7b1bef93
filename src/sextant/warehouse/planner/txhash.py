"""One settlement looked up by its transaction hash (``0x`` and 64 hex digits): "show me tx
0x...", "amount and payer of 0x...", "which block was 0x... in", "when did 0x... happen".

The answer is the row(s) of that ``tx_hash`` (one per log a transaction settled), with the
columns asked in the order asked; "show me", "details of" with no column named lists amount,
payer, recipient, facilitator, block number and timestamp. A hash the warehouse does not
hold answers that no settlement has it (no figure). Any other word of the question (a
period, an address, a count, "who" without a verb) leaves the question to the planner's other
readers, which refuse it: a 40-digit address is no transaction hash.
"""

from __future__ import annotations

import re

from sqlglot import exp

from sextant.warehouse.planner import rx

__all__ = ["ALL_COLUMNS", "TX_HASH", "TxLookup", "address_as_tx", "read_tx", "tx_query"]

TX_HASH = re.compile(r"(?<![0-9a-z])0x[0-9a-f]{64}(?![0-9a-z])", re.I)
#: the columns "show me tx 0x..." lists
ALL_COLUMNS = ("amount", "payer", "recipient", "facilitator", "block_number", "timestamp")

#: a column asked, by the words that ask it
_COLUMNS = [
    (r"\bwho\s+(?:paid|sent|made|initiated|sent\s+it|paid\s+it|was\s+the\s+(?:payer|sender))\b|"
     r"\b(?:payers?|senders?|buyers?|spenders?|from\s+address|paid\s+by|sent\s+by)\b", "payer"),
    (r"\bwho\s+(?:received|got|was\s+paid|got\s+paid|was\s+the\s+(?:recipient|receiver))\b|"
     r"\b(?:recipients?|receivers?|payees?|merchants?|to\s+address|paid\s+to|sent\s+to)\b",
     "recipient"),
    (r"\bwho\s+(?:settled|facilitated|relayed|submitted)\b|\b(?:facilitators?|relayers?|"
     r"settled\s+by|facilitated\s+by|relayed\s+by)\b", "facilitator"),
    (r"\bblock(?:\s+(?:number|height|no\.?|#))?\b", "block_number"),
    (r"\bwhen\b|\b(?:timestamp|time|date|day)\b", "timestamp"),
    (r"\bhow\s+much\b|\b(?:amount|value|size|usdc|sum)\b", "amount"),
    (r"\bgas\s+used\b", "gas_used"),
    (r"\bgas\s+price\b", "gas_price"),
    (r"\blog\s+index\b", "log_index"),
    (r"\bnonce\b", "nonce"),
    (r"\btoken\b", "token"),
    (r"\bsettlement\s+type\b|\btype\b", "settlement_type"),
]
#: words that ask for the whole row
_ALL = (r"\b(?:show|display|details?|info|information|describe|look\s*up|lookup|find|fetch|"
        r"pull\s+up|pull|everything|all\s+fields|what\s+(?:is|was)|tell\s+me\s+about)\b")
#: words that ask nothing of their own beside the hash and its columns
_FILLER_WORDS = """
show me tx txn txs transaction transactions transfer settlement settlements payment hash the a an
of for what was is were in which and details detail info information about on look lookup up
give get tell please its it this that with did do does happen happened included mined land
landed confirmed find pull fetch display list describe data row rows record everything all
fields id by through via to at there i can you could would like see know want need see
tx_hash hash's onchain on-chain base chain where what's whats be been belong belongs went
made go paid sent received settled settle exactly exact precisely precise utc
"""
_FILLER = frozenset(_FILLER_WORDS.split())


class TxLookup:
    """What ``read_tx`` read: the hash and the columns asked, in order."""

    def __init__(self, tx_hash: str, columns: tuple[str, ...]) -> None:
        self.tx_hash, self.columns = tx_hash, columns


def read_tx(question: str) -> TxLookup | None:
    """The lookup a question asks, or ``None`` when it holds no transaction hash or asks more
    than one hash's columns (then the other readers read it, and refuse it)."""
    text = question.lower().replace("\u2019", "'")
    hashes = TX_HASH.findall(text)
    if len(set(hashes)) != 1:
        return None
    rest = TX_HASH.sub(" ", text)
    found: list[tuple[int, str]] = []
    for pattern, column in _COLUMNS:
        for m in rx.finditer(pattern, rest):
            found.append((m.start(), column))
            rest = rest[:m.start()] + " " * (m.end() - m.start()) + rest[m.end():]
    whole = rx.search(_ALL, rest)
    if whole:
        rest = rx.sub(_ALL, " ", rest)
    words = [w.strip("'") for w in rx.findall(r"[a-z0-9_'$-]+", rest)]
    if any(w and w not in _FILLER for w in words):
        return None
    columns = tuple(dict.fromkeys(c for _, c in sorted(found)))
    if not columns:
        if not whole and not rx.search(r"\b(?:tx|txn|transaction|settlement|payment|hash)\b",
                                       text):
            return None
        columns = ALL_COLUMNS
    return TxLookup(hashes[0].lower(), columns)


def tx_query(lookup: TxLookup, block_lo: int, block_hi: int) -> exp.Select:
    """The rows of the hash, in log order: the columns asked."""
    block = exp.column("block_number")
    return (exp.select(*[exp.column(c) for c in lookup.columns]).from_("settlements")
            .where(block.between(exp.Literal.number(block_lo), exp.Literal.number(block_hi)),
                   exp.column("tx_hash").eq(exp.Literal.string(lookup.tx_hash)))
            .order_by(exp.column("log_index"), exp.column("id")))


def address_as_tx(question: str) -> list[str]:
    """"show me tx 0x<40 hex digits>": an address said as a transaction hash (a note: the
    question is refused, not answered with the address's history)."""
    m = rx.search(r"\b(?:tx|txn|transaction|tx\s*hash|transaction\s+hash|hash)\s*(?:#|:)?\s*"
                  r"(0x[0-9a-f]{40})(?![0-9a-z])", question.lower())
    return [f"{m[1]} said as a transaction hash (it is a 40-digit address)"] if m else []
