"""The x402 settlement subgraph ("x402 Base", ``PaulieB14/x402-omnigraph``) in sandbox.

Serves the subgraph's real schema (``data/x402/x402.graphql``, plus the newer
``isKnownEscrow``/``escrowDeposits`` summary fields) over two kinds of rows:

- the payments the dev chain actually settled, indexed as the subgraph does: each USDC
  ``AuthorizationUsed`` paired with the ``Transfer`` of the same transaction, kept when the
  transaction's sender is a known facilitator (the dev facilitator wallet). The index follows
  the chain on every query, so an address that has just paid shows up at once;
- a synthetic history: real rows recorded from the live subgraph (105 facilitators, the top
  payers and recipients, recent payments; ``x402-amp-datasets`` May 2026).

Summaries per (role, address) and facilitator totals add up both.
"""

from __future__ import annotations

import asyncio
import json
from dataclasses import dataclass, field
from decimal import Decimal
from functools import cache
from importlib import resources
from typing import Any

from eth_utils import keccak

from sextant.chain.client import ChainClient
from sextant.sandbox.subgraph_store import ChainLog, ChainReader, EntityStore
from sextant.subgraphs.gql_schema import api_schema, entities_from_sdl

__all__ = ["X402_DEPLOYMENT", "X402_SUBGRAPH_ID", "X402Index", "x402_sdl"]

X402_SUBGRAPH_ID = "Cb56epg3EvQ6JRpPfknbkM54QxpzTvLa7mwKNQQfUyoj"
X402_DEPLOYMENT = "QmPtuuoU9nu9VJyodiVohf21y8RsR2fx8BpxuVBRHhP29D"
DEV_FACILITATOR_NAME = "Sextant dev facilitator"
AUTHORIZATION_USED = "0x" + keccak(text="AuthorizationUsed(address,bytes32)").hex()
TRANSFER = "0x" + keccak(text="Transfer(address,address,uint256)").hex()
ROLE_PREFIX = {"PAYER": "0x00000000", "RECIPIENT": "0x01000000"}  # LE int32 of the enum
_ESCROW_FIELDS = "  isKnownEscrow: Boolean!\n  escrowDeposits: BigInt!\n"


def _data(name: str) -> str:
    return resources.files("sextant.sandbox").joinpath("data", "x402", name).read_text()


@cache
def x402_sdl() -> str:
    """The subgraph's schema with the newer summary fields."""
    sdl = _data("x402.graphql")
    marker = "  lastPaymentTimestamp: BigInt!\n"
    return sdl.replace(marker, marker + _ESCROW_FIELDS, 1)


@cache
def _history() -> dict[str, list[dict[str, Any]]]:
    facilitators = json.loads(_data("facilitators.json"))["data"]["facilitators"]
    summaries = [
        {**row, "isKnownEscrow": False, "escrowDeposits": "0"}
        for name in ("top_payers.sample.json", "top_recipients.sample.json")
        for row in json.loads(_data(name))["data"]["x402AddressSummaries"]
    ]
    payments = []
    for p in json.loads(_data("recent_payments.sample.json"))["data"]["x402Payments"]:
        fac = p.get("facilitator")
        payments.append({**p, "facilitator": fac["id"] if isinstance(fac, dict) else fac})
    return {"Facilitator": facilitators, "X402AddressSummary": summaries,
            "X402Payment": payments}


def _decimal(atomic: int) -> str:
    return format(Decimal(atomic).scaleb(-6).normalize(), "f")


@dataclass
class _DevState:
    instance: str = ""
    through: int = -1
    head_timestamp: int = 0
    payments: list[dict[str, Any]] = field(default_factory=list)
    timestamps: dict[int, int] = field(default_factory=dict)


class X402Index:
    """Follows the dev chain's settlements and answers the subgraph's queries."""

    def __init__(self, chain: ChainClient) -> None:
        self.chain = chain
        self.rpc = ChainReader(chain)
        self.facilitator = chain.facilitator_wallet.address.lower()
        self.token = chain.token_address.lower()
        self.state = _DevState()
        self._lock = asyncio.Lock()
        entities, enums = entities_from_sdl(x402_sdl())
        self.store = EntityStore(
            api_schema(entities, enums, key="x402-omnigraph"), self.rows, self.meta,
            derived={("Facilitator", "payments"): ("X402Payment", "facilitator")})

    async def refresh(self) -> None:
        """Index the settlements mined since the last query (afresh after a chain restart)."""
        async with self._lock:
            if self.chain.instance != self.state.instance:
                self.state = _DevState(instance=self.chain.instance)
            head = await self.rpc.block_number()
            if head > self.state.through:
                await self._index(self.state.through + 1, head)
                self.state.through = head
                self.state.head_timestamp = await self._timestamp(head)

    async def _timestamp(self, block: int) -> int:
        if block not in self.state.timestamps:
            self.state.timestamps[block] = await self.rpc.block_timestamp(block)
        return self.state.timestamps[block]

    async def _index(self, start: int, end: int) -> None:
        used, transfers = await asyncio.gather(
            self.rpc.get_logs(self.token, [AUTHORIZATION_USED], start, end),
            self.rpc.get_logs(self.token, [TRANSFER], start, end))
        by_tx: dict[str, list[ChainLog]] = {}
        for t in transfers:
            by_tx.setdefault(t.transaction_hash, []).append(t)
        for log in used:
            payer = "0x" + log.topics[1][-40:]
            moved = next((t for t in by_tx.get(log.transaction_hash, [])
                          if "0x" + t.topics[1][-40:] == payer), None)
            if moved is None:
                continue
            tx = await self.rpc.call("eth_getTransactionByHash", [log.transaction_hash])
            if not isinstance(tx, dict) or str(tx.get("from", "")).lower() != self.facilitator:
                continue  # the subgraph only counts registered facilitators
            amount = int(moved.data, 16)
            self.state.payments.append({
                "id": log.transaction_hash + log.log_index.to_bytes(4, "little").hex(),
                "blockNumber": str(log.block_number),
                "blockTimestamp": str(await self._timestamp(log.block_number)),
                "transactionHash": log.transaction_hash, "from": payer,
                "to": "0x" + moved.topics[2][-40:], "facilitator": self.facilitator,
                "amount": str(amount), "amountDecimal": _decimal(amount), "asset": self.token,
                "assetSymbol": "USDC", "nonce": log.topics[2], "transferMethod": "EIP3009",
                "chainId": str(self.chain.chain_id), "network": self.chain.network,
            })

    # ----------------------------------------------------------------------------- rows

    def rows(self, entity: str) -> list[dict[str, Any]]:
        history = _history()
        dev = self.state.payments
        if entity == "X402Payment":
            return history["X402Payment"] + dev
        if entity == "Facilitator":
            return [*history["Facilitator"], self._dev_facilitator(dev)]
        if entity == "X402AddressSummary":
            return self._summaries(history["X402AddressSummary"], dev)
        if entity == "X402DailyStats":
            return self._daily(dev)
        return []

    def _dev_facilitator(self, dev: list[dict[str, Any]]) -> dict[str, Any]:
        volume = sum(int(p["amount"]) for p in dev)
        return {"id": self.facilitator, "address": self.facilitator,
                "name": DEV_FACILITATOR_NAME, "userDefined_url": self.chain.url,
                "isActive": True, "addedAtBlock": "0", "addedAtTimestamp": "0",
                "removedAtBlock": None, "removedAtTimestamp": None,
                "totalSettlements": str(len(dev)), "totalVolume": str(volume),
                "totalVolumeDecimal": _decimal(volume)}

    def _summaries(self, history: list[dict[str, Any]], dev: list[dict[str, Any]]
                   ) -> list[dict[str, Any]]:
        merged: dict[str, dict[str, Any]] = {r["id"]: dict(r) for r in history}
        for p in dev:
            for role, who in (("PAYER", p["from"]), ("RECIPIENT", p["to"])):
                key = ROLE_PREFIX[role] + who[2:]
                row = merged.setdefault(key, {
                    "id": key, "address": who, "role": role, "totalPayments": "0",
                    "totalVolume": "0", "totalVolumeDecimal": "0",
                    "firstPaymentTimestamp": p["blockTimestamp"],
                    "lastPaymentTimestamp": p["blockTimestamp"], "isKnownEscrow": False,
                    "escrowDeposits": "0"})
                volume = int(row["totalVolume"]) + int(p["amount"])
                row["totalPayments"] = str(int(row["totalPayments"]) + 1)
                row["totalVolume"], row["totalVolumeDecimal"] = str(volume), _decimal(volume)
                ts = int(p["blockTimestamp"])
                row["firstPaymentTimestamp"] = str(min(int(row["firstPaymentTimestamp"]), ts))
                row["lastPaymentTimestamp"] = str(max(int(row["lastPaymentTimestamp"]), ts))
        return list(merged.values())

    def _daily(self, dev: list[dict[str, Any]]) -> list[dict[str, Any]]:
        from datetime import UTC, datetime

        days: dict[int, list[dict[str, Any]]] = {}
        for p in dev:
            days.setdefault(int(p["blockTimestamp"]) // 86_400, []).append(p)
        out = []
        for day, rows in sorted(days.items()):
            volume = sum(int(p["amount"]) for p in rows)
            out.append({"id": "0x" + day.to_bytes(4, "little").hex(),
                        "date": datetime.fromtimestamp(day * 86_400, UTC).strftime("%Y-%m-%d"),
                        "totalPayments": str(len(rows)), "totalVolume": str(volume),
                        "totalVolumeDecimal": _decimal(volume),
                        "eip3009Payments": str(len(rows)), "permit2Payments": "0",
                        "transferEvents": str(len(rows)), "transferVolume": str(volume),
                        "transferVolumeDecimal": _decimal(volume)})
        return out

    def meta(self) -> dict[str, Any]:
        return {"block": {"number": max(self.state.through, 0),
                          "timestamp": self.state.head_timestamp, "hash": None,
                          "parentHash": None},
                "deployment": X402_DEPLOYMENT, "hasIndexingErrors": False}

    async def query(self, query: str, variables: dict[str, Any]) -> dict[str, Any]:
        """One GraphQL request, over the chain as of now."""
        await self.refresh()
        return self.store.run(query, variables)
