"""An in-memory log index for the dev chain's ``eth_getLogs``.

eth-tester answers ``eth_getLogs`` by walking every block and receipt on each call (seconds
per call on a few hundred blocks); a node keeps an index instead. This one reads each new
block's receipts once and filters in memory with the JSON-RPC filter rules (address or list
of addresses; positional topics with null and OR-lists; block range or block hash).
"""

from __future__ import annotations

import threading
from typing import Any

__all__ = ["LogFilterError", "LogIndex"]

MAX_RESULTS = 10_000


class LogFilterError(ValueError):
    """The filter is malformed (the JSON-RPC answer is an error)."""


def _hex(value: Any) -> str:
    if isinstance(value, bytes | bytearray):
        return "0x" + bytes(value).hex()
    return str(value).lower()


class LogIndex:
    """Logs of every mined block, in chain order."""

    def __init__(self, tester: Any, lock: threading.RLock) -> None:
        self._tester = tester
        self._lock = lock
        self._logs: list[dict[str, Any]] = []
        self._through = -1  # last indexed block

    def _head(self) -> int:
        return int(self._tester.get_block_by_number("latest")["number"])

    def _catch_up(self) -> int:
        with self._lock:
            head = self._head()
            for number in range(self._through + 1, head + 1):
                block = self._tester.get_block_by_number(number)
                for tx in block["transactions"]:
                    receipt = self._tester.get_transaction_receipt(tx)
                    for log in receipt["logs"]:
                        self._logs.append({
                            "type": "mined",
                            "logIndex": int(log["log_index"]),
                            "transactionIndex": int(log["transaction_index"]),
                            "transactionHash": _hex(log["transaction_hash"]),
                            "blockHash": _hex(log["block_hash"]),
                            "blockNumber": number,
                            "address": _hex(log["address"]),
                            "data": _hex(log["data"]),
                            "topics": [_hex(t) for t in log["topics"]],
                        })
                self._through = number
            return head

    def _block(self, value: Any, head: int, default: int) -> int:
        if value is None:
            return default
        if value in ("latest", "pending", "safe", "finalized"):
            return head
        if value == "earliest":
            return 0
        try:
            return int(value, 16) if isinstance(value, str) else int(value)
        except ValueError:
            raise LogFilterError(f"bad block number {value!r}") from None

    def query(self, flt: dict[str, Any]) -> list[dict[str, Any]]:
        """``eth_getLogs`` with JSON-RPC encoding in and out."""
        if not isinstance(flt, dict):
            raise LogFilterError("the filter must be an object")
        head = self._catch_up()
        start = self._block(flt.get("fromBlock"), head, head)
        end = self._block(flt.get("toBlock"), head, head)
        addresses = flt.get("address")
        if isinstance(addresses, str):
            addresses = [addresses]
        wanted = {a.lower() for a in addresses} if addresses else None
        topics = flt.get("topics") or []
        if not isinstance(topics, list) or len(topics) > 4:
            raise LogFilterError("topics must be a list of at most 4 entries")
        rules = [None if t is None else {x.lower() for x in ([t] if isinstance(t, str) else t)}
                 for t in topics]
        block_hash = str(flt["blockHash"]).lower() if flt.get("blockHash") else None
        out = []
        for log in self._logs:
            if block_hash is not None:
                if log["blockHash"] != block_hash:
                    continue
            elif not start <= log["blockNumber"] <= end:
                continue
            if wanted is not None and log["address"] not in wanted:
                continue
            if len(log["topics"]) < len(rules) or any(
                    rule is not None and log["topics"][i] not in rule
                    for i, rule in enumerate(rules)):
                continue
            out.append(log)
            if len(out) > MAX_RESULTS:
                raise LogFilterError(f"query returned more than {MAX_RESULTS} results")
        return [{**x, "logIndex": hex(x["logIndex"]),
                 "transactionIndex": hex(x["transactionIndex"]),
                 "blockNumber": hex(x["blockNumber"])} for x in out]
