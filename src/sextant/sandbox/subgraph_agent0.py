"""The agent0 ERC-8004 subgraph (``agent0lab/subgraph``) in sandbox, indexing the dev chain.

Serves the subgraph's real schema (``data/agent0/agent0.graphql``) over entities built from
the dev chain's registry logs as the subgraph's handlers build them: ``Registered``,
``Transfer`` (owner; the payment wallet is cleared), ``URIUpdated``, ``MetadataSet``
(``agentWallet`` and other keys), ``NewFeedback``/``FeedbackRevoked`` and
``ValidationRequest``/``ValidationResponse``. Registration files given inline as ``data:``
URIs are parsed into ``AgentRegistrationFile``. The index follows the chain on every query.
"""

from __future__ import annotations

import asyncio
import base64
import binascii
import hashlib
from dataclasses import dataclass, field
from decimal import Decimal
from functools import cache
from importlib import resources
from typing import Any
from urllib.parse import unquote_to_bytes

from eth_abi import decode

from sextant.chain.client import ChainClient
from sextant.chain.erc8004.contracts import TOPICS
from sextant.sandbox.subgraph_store import ChainLog, ChainReader, EntityStore
from sextant.subgraphs.gql_schema import api_schema, entities_from_sdl

__all__ = ["AGENT0_BASE_SUBGRAPH_ID", "Agent0Index"]

AGENT0_BASE_SUBGRAPH_ID = "43s9hQRurMGjuYnC1r2ZwS6xSQktbFyXMPMqGKUFJojb"
DEPLOYMENT = "QmAgent0SandboxDevChain"
TRANSFER = "0x" + "ddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef"
ZERO = "0x" + "00" * 20


@cache
def _sdl() -> str:
    return resources.files("sextant.sandbox").joinpath("data", "agent0",
                                                       "agent0.graphql").read_text()


def parse_data_uri(uri: str) -> bytes:
    """The payload of a ``data:`` URI (base64 or percent-encoded)."""
    header, sep, payload = uri[5:].partition(",")
    if not sep:
        raise ValueError("data: URI without a comma")
    if header.endswith(";base64"):
        try:
            return base64.b64decode(payload, validate=True)
        except binascii.Error as exc:
            raise ValueError(str(exc)) from None
    return unquote_to_bytes(payload)


def _addr(topic: str) -> str:
    return "0x" + topic[-40:]


def _uri_type(uri: str) -> str:
    scheme = uri.split(":", 1)[0].lower() if ":" in uri else ""
    return scheme if scheme in ("ipfs", "https", "http", "data") else "unknown"


@dataclass
class _State:
    instance: str = ""
    through: int = -1
    head_timestamp: int = 0
    rows: dict[str, dict[str, dict[str, Any]]] = field(default_factory=dict)
    timestamps: dict[int, int] = field(default_factory=dict)

    def table(self, entity: str) -> dict[str, dict[str, Any]]:
        return self.rows.setdefault(entity, {})


class Agent0Index:
    """Follows the dev chain's ERC-8004 registries and answers agent0 queries."""

    def __init__(self, chain: ChainClient) -> None:
        self.chain = chain
        self.rpc = ChainReader(chain)
        self.state = _State()
        self._lock = asyncio.Lock()
        entities, enums = entities_from_sdl(_sdl())
        self.store = EntityStore(
            api_schema(entities, enums, key="agent0"), self.rows, self.meta,
            derived={("Agent", "feedback"): ("Feedback", "agent"),
                     ("Agent", "validations"): ("Validation", "agent"),
                     ("Agent", "metadata"): ("AgentMetadata", "agent"),
                     ("Feedback", "responses"): ("FeedbackResponse", "feedback")})

    def rows(self, entity: str) -> list[dict[str, Any]]:
        return list(self.state.table(entity).values())

    def meta(self) -> dict[str, Any]:
        return {"block": {"number": max(self.state.through, 0),
                          "timestamp": self.state.head_timestamp, "hash": None,
                          "parentHash": None},
                "deployment": DEPLOYMENT, "hasIndexingErrors": False}

    async def query(self, query: str, variables: dict[str, Any]) -> dict[str, Any]:
        await self.refresh()
        return self.store.run(query, variables)

    async def refresh(self) -> None:
        async with self._lock:
            if self.chain.instance != self.state.instance:
                self.state = _State(instance=self.chain.instance)
            e = self.chain.erc8004
            if not e:
                return
            head = await self.rpc.block_number()
            if head <= self.state.through:
                return
            start = max(self.state.through + 1, int(e["start_block"]))
            addresses = [e["identity"], e["reputation"], e["validation"]]
            logs = await self.rpc.get_logs(addresses, [], start, head)
            for log in logs:
                await self._apply(log, e)
            self.state.through = head
            self.state.head_timestamp = await self._ts(head)

    async def _ts(self, block: int) -> int:
        if block not in self.state.timestamps:
            self.state.timestamps[block] = await self.rpc.block_timestamp(block)
        return self.state.timestamps[block]

    def _agent_id(self, token: str) -> str:
        return f"{self.chain.chain_id}:{int(token, 16)}"

    async def _apply(self, log: ChainLog, e: dict[str, Any]) -> None:
        topic = log.topics[0] if log.topics else ""
        ts = str(await self._ts(log.block_number))
        data = bytes.fromhex(log.data[2:])
        agents = self.state.table("Agent")
        if log.address == e["identity"].lower():
            if topic == TOPICS["Registered"]:
                self._register(log, data, ts)
            elif topic == TRANSFER and len(log.topics) == 4 and _addr(log.topics[1]) != ZERO:
                agent = agents.get(self._agent_id(log.topics[3]))
                if agent is not None:
                    agent.update(owner=_addr(log.topics[2]), agentWallet=None, updatedAt=ts)
            elif topic == TOPICS["URIUpdated"]:
                agent = agents.get(self._agent_id(log.topics[1]))
                if agent is not None:
                    uri = str(decode(["string"], data)[0])
                    agent.update(agentURI=uri, agentURIType=_uri_type(uri), updatedAt=ts)
                    agent["registrationFile"] = self._file(agent["id"], uri, log)
            elif topic == TOPICS["MetadataSet"]:
                self._metadata(log, data, ts)
        elif log.address == e["reputation"].lower():
            self._reputation(log, data, ts)
        elif log.address == e["validation"].lower():
            self._validation(log, data, ts)

    def _register(self, log: ChainLog, data: bytes, ts: str) -> None:
        agent_id = self._agent_id(log.topics[1])
        uri = str(decode(["string"], data)[0])
        self.state.table("Agent")[agent_id] = {
            "id": agent_id, "chainId": str(self.chain.chain_id),
            "agentId": str(int(log.topics[1], 16)), "agentURI": uri,
            "agentURIType": _uri_type(uri), "owner": _addr(log.topics[2]),
            "agentWallet": _addr(log.topics[2]), "operators": [], "createdAt": ts,
            "updatedAt": ts, "registrationFile": self._file(agent_id, uri, log),
            "totalFeedback": "0", "lastActivity": ts}

    def _file(self, agent_id: str, uri: str, log: ChainLog) -> str | None:
        if not uri.startswith("data:"):
            return None  # ipfs/https files are fetched by file data sources, not here
        try:
            raw = parse_data_uri(uri)
            import json

            doc = json.loads(raw)
        except ValueError:
            return None
        if not isinstance(doc, dict):
            return None
        cid = "sha256-" + hashlib.sha256(raw).hexdigest()
        file_id = f"{log.transaction_hash}:{cid}"
        services = doc.get("services") or doc.get("endpoints") or []
        by_name = {str(s.get("name", "")).lower(): s for s in services if isinstance(s, dict)}
        self.state.table("AgentRegistrationFile")[file_id] = {
            "id": file_id, "cid": cid, "agentId": agent_id, "name": doc.get("name"),
            "description": doc.get("description"), "image": doc.get("image"),
            "active": doc.get("active"), "x402Support": doc.get("x402Support"),
            "supportedTrusts": doc.get("supportedTrust") or [],
            "a2aEndpoint": (by_name.get("a2a") or {}).get("endpoint"),
            "mcpEndpoint": (by_name.get("mcp") or {}).get("endpoint"),
            "webEndpoint": (by_name.get("web") or {}).get("endpoint")}
        return file_id

    def _metadata(self, log: ChainLog, data: bytes, ts: str) -> None:
        agent = self.state.table("Agent").get(self._agent_id(log.topics[1]))
        key, value = decode(["string", "bytes"], data)
        if agent is None:
            return
        if key == "agentWallet":
            agent["agentWallet"] = "0x" + value.hex() if len(value) == 20 else None
        else:
            row_id = f"{agent['id']}:{key}"
            self.state.table("AgentMetadata")[row_id] = {
                "id": row_id, "agent": agent["id"], "key": key, "value": "0x" + value.hex(),
                "updatedAt": ts}
        agent["updatedAt"] = ts

    def _reputation(self, log: ChainLog, data: bytes, ts: str) -> None:
        topic = log.topics[0]
        agent = self.state.table("Agent").get(self._agent_id(log.topics[1]))
        if agent is None:
            return
        client = _addr(log.topics[2])
        feedback = self.state.table("Feedback")
        if topic == TOPICS["NewFeedback"]:
            index, value, decimals, tag1, tag2, endpoint, uri, digest = decode(
                ["uint64", "int128", "uint8", "string", "string", "string", "string",
                 "bytes32"], data)
            row_id = f"{agent['id']}:{client}:{index}"
            feedback[row_id] = {
                "id": row_id, "agent": agent["id"], "clientAddress": client,
                "feedbackIndex": str(index),
                "value": format(Decimal(int(value)).scaleb(-int(decimals)).normalize(), "f"),
                "tag1": tag1, "tag2": tag2, "endpoint": endpoint, "feedbackURI": uri,
                "feedbackURIType": _uri_type(uri) if uri else None,
                "feedbackHash": "0x" + digest.hex(), "isRevoked": False, "createdAt": ts,
                "revokedAt": None, "feedbackFile": None}
            agent["totalFeedback"] = str(int(agent["totalFeedback"]) + 1)
            agent["lastActivity"] = ts
        elif topic == TOPICS["FeedbackRevoked"]:
            row = feedback.get(f"{agent['id']}:{client}:{int(log.topics[3], 16)}")
            if row is not None:
                row.update(isRevoked=True, revokedAt=ts)

    def _validation(self, log: ChainLog, data: bytes, ts: str) -> None:
        topic = log.topics[0]
        agent = self.state.table("Agent").get(self._agent_id(log.topics[2]))
        if agent is None:
            return
        table = self.state.table("Validation")
        request_hash = log.topics[3]
        if topic == TOPICS["ValidationRequest"]:
            table[request_hash] = {
                "id": request_hash, "agent": agent["id"], "validatorAddress": _addr(log.topics[1]),
                "requestUri": str(decode(["string"], data)[0]), "requestHash": request_hash,
                "response": None, "responseUri": None, "responseHash": None, "tag": None,
                "status": "PENDING", "createdAt": ts, "updatedAt": ts}
        elif topic == TOPICS["ValidationResponse"] and request_hash in table:
            response, uri, digest, tag = decode(["uint8", "string", "bytes32", "string"], data)
            table[request_hash].update(response=int(response), responseUri=uri,
                                       responseHash="0x" + digest.hex(), tag=tag,
                                       status="COMPLETED", updatedAt=ts)
        agent["lastActivity"] = ts
