"""ERC-8004 registries and USDC receipts read over JSON-RPC (logs plus ``eth_call``).

One of the two interchangeable sources of agent records (the other is the agent0 subgraph):
agents a wallet owns or that name it as ``agentWallet``, their feedback (with revocations)
and validations, and the USDC ``Transfer`` logs received by a wallet within a block range.
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass, field
from decimal import Decimal
from typing import Protocol

from eth_abi import decode, encode
from eth_utils import keccak

from sextant.chain.erc8004.contracts import TOPICS
from sextant.errors import UpstreamBadResponse
from sextant.venues.jsonrpc import JsonRpc, Log, RpcError, topic_address, topic_int

__all__ = [
    "AgentActivity",
    "AgentRecord",
    "AgentSource",
    "Erc8004RpcReader",
    "FeedbackRecord",
    "Receipt",
    "RegistryAddresses",
    "ValidationRecord",
    "usdc_receipts",
]

TRANSFER_TOPIC = "0x" + keccak(text="Transfer(address,address,uint256)").hex()
AGENT_WALLET_TOPIC = "0x" + keccak(text="agentWallet").hex()
FAN_OUT = 8


def _selector(signature: str) -> str:
    return "0x" + keccak(text=signature)[:4].hex()


OWNER_OF = _selector("ownerOf(uint256)")
GET_AGENT_WALLET = _selector("getAgentWallet(uint256)")
TOKEN_URI = _selector("tokenURI(uint256)")


@dataclass(frozen=True)
class RegistryAddresses:
    chain_id: int
    identity: str
    reputation: str
    validation: str | None
    start_block: int


@dataclass(frozen=True)
class AgentRecord:
    agent_id: int
    owner: str
    agent_wallet: str | None
    uri: str
    created_at: int  # Unix seconds of the Registered event


@dataclass(frozen=True)
class FeedbackRecord:
    agent_id: int
    client: str
    index: int
    value: Decimal  # value / 10^valueDecimals
    revoked: bool


@dataclass(frozen=True)
class ValidationRecord:
    agent_id: int
    request_hash: str
    validator: str
    response: int | None  # None while pending


@dataclass(frozen=True)
class AgentActivity:
    """What a registry source knows about the agents tied to one wallet."""

    agents: list[AgentRecord] = field(default_factory=list)
    feedback: list[FeedbackRecord] = field(default_factory=list)
    validations: list[ValidationRecord] = field(default_factory=list)
    source: str = ""


class AgentSource(Protocol):
    async def lookup(self, wallet: str) -> AgentActivity: ...


@dataclass(frozen=True)
class Receipt:
    sender: str
    amount_atomic: int
    block_number: int
    transaction_hash: str


def _address_of(word: str | bytes) -> str:
    raw = bytes.fromhex(word.removeprefix("0x")) if isinstance(word, str) else word
    return "0x" + raw[-20:].hex()


class Erc8004RpcReader:
    """The registries read straight from a node."""

    def __init__(self, rpc: JsonRpc, registries: RegistryAddresses) -> None:
        self.rpc = rpc
        self.reg = registries
        self._timestamps: dict[int, int] = {}

    async def timestamp(self, block: int) -> int:
        if block not in self._timestamps:
            self._timestamps[block] = await self.rpc.block_timestamp(block)
        return self._timestamps[block]

    async def _call(self, to: str, selector: str, agent_id: int) -> bytes | None:
        try:
            out = await self.rpc.eth_call(to, selector + encode(["uint256"], [agent_id]).hex())
        except RpcError:  # reverts: a burnt or unknown token
            return None
        return bytes.fromhex(out.removeprefix("0x"))

    async def _agent(self, agent_id: int, wallet: str, registered: dict[int, Log]
                     ) -> AgentRecord | None:
        identity = self.reg.identity
        owner_raw, wallet_raw, uri_raw = await asyncio.gather(
            self._call(identity, OWNER_OF, agent_id),
            self._call(identity, GET_AGENT_WALLET, agent_id),
            self._call(identity, TOKEN_URI, agent_id))
        if owner_raw is None or agent_id not in registered:
            return None
        owner = _address_of(owner_raw[:32])
        agent_wallet = _address_of(wallet_raw[:32]) if wallet_raw else None
        if agent_wallet == "0x" + "00" * 20:
            agent_wallet = None
        if wallet not in (owner, agent_wallet):
            return None
        uri = str(decode(["string"], uri_raw)[0]) if uri_raw else ""
        created = await self.timestamp(registered[agent_id].block_number)
        return AgentRecord(agent_id, owner, agent_wallet, uri, created)

    async def _candidates(self, wallet: str, head: int) -> set[int]:
        identity, start = self.reg.identity, self.reg.start_block
        received, wallet_sets = await asyncio.gather(
            self.rpc.get_logs(identity, [TRANSFER_TOPIC, None, topic_address(wallet)],
                              start, head),
            self.rpc.get_logs(identity, [TOPICS["MetadataSet"], None, AGENT_WALLET_TOPIC],
                              start, head))
        ids = {int(log.topics[3], 16) for log in received if len(log.topics) == 4}
        for log in wallet_sets:
            try:
                _key, value = decode(["string", "bytes"], bytes.fromhex(log.data[2:]))
            except Exception as exc:
                raise UpstreamBadResponse(f"MetadataSet data: {exc}", upstream="jsonrpc") from exc
            if len(value) == 20 and "0x" + value.hex() == wallet:
                ids.add(int(log.topics[1], 16))
        return ids

    async def lookup(self, wallet: str) -> AgentActivity:
        """Agents owned by (or paying out to) ``wallet`` with their feedback and validations."""
        wallet = wallet.lower()
        head = await self.rpc.block_number()
        ids = sorted(await self._candidates(wallet, head))
        if not ids:
            return AgentActivity(source="jsonrpc")
        id_topics = [topic_int(i) for i in ids]
        registered_logs = await self.rpc.get_logs(
            self.reg.identity, [TOPICS["Registered"], id_topics], self.reg.start_block, head)
        registered = {int(log.topics[1], 16): log for log in registered_logs}
        found = await asyncio.gather(*(self._agent(i, wallet, registered) for i in ids))
        agents = [a for a in found if a is not None]
        if not agents:
            return AgentActivity(source="jsonrpc")
        owned = [topic_int(a.agent_id) for a in agents]
        feedback, validations = await asyncio.gather(self._feedback(owned, head),
                                                     self._validations(owned, head))
        return AgentActivity(agents, feedback, validations, source="jsonrpc")

    async def _feedback(self, agent_topics: list[str], head: int) -> list[FeedbackRecord]:
        rep, start = self.reg.reputation, self.reg.start_block
        given, revoked = await asyncio.gather(
            self.rpc.get_logs(rep, [TOPICS["NewFeedback"], agent_topics], start, head),
            self.rpc.get_logs(rep, [TOPICS["FeedbackRevoked"], agent_topics], start, head))
        gone = {(int(x.topics[1], 16), _address_of(x.topics[2]), int(x.topics[3], 16))
                for x in revoked}
        out = []
        for log in given:
            index, value, decimals, *_ = decode(
                ["uint64", "int128", "uint8", "string", "string", "string", "string", "bytes32"],
                bytes.fromhex(log.data[2:]))
            key = (int(log.topics[1], 16), _address_of(log.topics[2]), int(index))
            out.append(FeedbackRecord(key[0], key[1], key[2],
                                      Decimal(int(value)).scaleb(-int(decimals)), key in gone))
        return out

    async def _validations(self, agent_topics: list[str], head: int) -> list[ValidationRecord]:
        if not self.reg.validation:
            return []
        val, start = self.reg.validation, self.reg.start_block
        requests, responses = await asyncio.gather(
            self.rpc.get_logs(val, [TOPICS["ValidationRequest"], None, agent_topics], start,
                              head),
            self.rpc.get_logs(val, [TOPICS["ValidationResponse"], None, agent_topics], start,
                              head))
        answered: dict[str, int] = {}
        for log in responses:  # the latest response counts
            answered[log.topics[3]] = int(decode(["uint8"], bytes.fromhex(log.data[2:66]))[0])
        return [ValidationRecord(int(x.topics[2], 16), x.topics[3], _address_of(x.topics[1]),
                                 answered.get(x.topics[3])) for x in requests]


async def usdc_receipts(rpc: JsonRpc, token: str, wallet: str, from_block: int,
                        to_block: int) -> list[Receipt]:
    """USDC ``Transfer`` logs to ``wallet`` in the block range, in chain order."""
    logs = await rpc.get_logs(token, [TRANSFER_TOPIC, None, topic_address(wallet)], from_block,
                              to_block)
    return [Receipt(_address_of(x.topics[1]), int(x.data, 16) if x.data != "0x" else 0,
                    x.block_number, x.transaction_hash) for x in logs if len(x.topics) == 3]
