"""``/agent/score``: gather ERC-8004 and USDC evidence for a wallet, score it (spec 2.10),
cache each answer 24 h per ``(wallet, days)``.

Beside the score, ``evidence.endpoints`` says whether the endpoints the newest registration
file declares answer now (at most three unpaid ``GET``s, bounded, SSRF-guarded). It is extra
evidence only: it never enters ``AgentEvidence``, so it can never move a point."""

from __future__ import annotations

import asyncio
import time
import weakref
from dataclasses import asdict, dataclass, field, replace
from typing import Any

import httpx

from sextant.errors import ServiceUnconfigured
from sextant.runtime import Runtime
from sextant.signals import agent as sig
from sextant.transport.egress import GuardedTransport
from sextant.transport.shared_cache import SharedCache
from sextant.venues.agent_metadata import (
    ENDPOINTS_FACTS,
    EndpointCheck,
    EndpointProber,
    MetadataResolver,
)
from sextant.venues.erc8004 import (
    AgentActivity,
    AgentRecord,
    AgentSource,
    Erc8004RpcReader,
    RegistryAddresses,
    usdc_receipts,
)
from sextant.venues.jsonrpc import JsonRpc

__all__ = ["AgentScoreResult", "AgentScorer", "scorer_for"]

CACHE_TTL_SECONDS = 24 * 3600
DAY = 86_400
#: ERC-8004 on Base mainnet (upstreams.md 8.1); the Validation registry is not deployed there.
BASE_REGISTRIES = RegistryAddresses(
    chain_id=8453, identity="0x8004A169FB4a3325136EB29fA0ceB6D2e539a432",
    reputation="0x8004BAa17C55a88189AE136b182e5fdA19dE9b63", validation=None,
    start_block=41_663_799)
BASE_RPC = "base_rpc"


@dataclass
class AgentScoreResult:
    wallet: str
    score: int
    tier: str
    verdict: str
    awarded_points: dict[str, int]
    signals: dict[str, Any]
    window_days: int
    computed_at_ts: int
    cache_hit: bool = False
    cache_age_sec: int | None = None
    max_score: int = sig.MAX_SCORE
    evidence: dict[str, Any] = field(default_factory=dict)


def _endpoint_evidence(checks: list[EndpointCheck] | None) -> dict[str, Any]:
    if checks is None:
        return {"counts_toward_score": False, "checked": [],
                "note": "no readable registration file declares endpoints"}
    return {"counts_toward_score": False,
            "declared": len(checks), "answered": sum(c.answered for c in checks),
            "checked": [{"name": c.name, "url": c.url, "answered": c.answered,
                         "status": c.status, "x402": c.x402, "detail": c.detail}
                        for c in checks],
            "note": ("outside the 100 points: whether the newest registration's declared "
                     "endpoints answered one unpaid GET when the score was computed")}


def _agent_evidence(a: AgentRecord, chain_id: int, now: float) -> dict[str, Any]:
    return {"agent_id": f"{chain_id}:{a.agent_id}", "owner": a.owner,
            "agent_wallet": a.agent_wallet, "created_at_ts": a.created_at,
            "age_days": round((now - a.created_at) / DAY, 2),
            "uri_scheme": a.uri.split(":", 1)[0] if ":" in a.uri else None}


class AgentScorer:
    """Scores wallets from one registry source plus USDC ``Transfer`` logs."""

    def __init__(self, source: AgentSource, rpc: JsonRpc, usdc: str, chain_id: int,
                 resolver: MetadataResolver, cache: SharedCache,
                 prober: EndpointProber | None = None) -> None:
        self.source = source
        self.rpc = rpc
        self.usdc = usdc
        self.chain_id = chain_id
        self.resolver = resolver
        self.cache = cache
        self.prober = prober

    async def score(self, wallet: str, days: int, now: float | None = None
                    ) -> AgentScoreResult:
        """The cached answer while younger than 24 h, else a fresh one (then cached)."""
        wallet = wallet.lower()
        now = time.time() if now is None else now
        key = f"{wallet}:{days}"
        cached = await self.cache.get(key, now)
        if cached is not None:
            payload, computed_at = cached
            return replace(AgentScoreResult(**payload), cache_hit=True,
                           cache_age_sec=max(0, int(now - computed_at)))
        result = await self.compute(wallet, days, now)
        await self.cache.put(key, asdict(result), now)
        return result

    async def compute(self, wallet: str, days: int, now: float) -> AgentScoreResult:
        activity, activity_window = await asyncio.gather(
            self.source.lookup(wallet), self._receipts(wallet, days, now))
        evidence, extra = await self._evidence(activity, activity_window, days, now)
        scored = sig.score_agent(evidence)
        return AgentScoreResult(
            wallet=wallet, score=scored.score, tier=scored.tier, verdict=scored.verdict,
            awarded_points=scored.awarded_points, signals=scored.signals, window_days=days,
            computed_at_ts=int(now), evidence=extra)

    async def _receipts(self, wallet: str, days: int, now: float) -> dict[str, Any]:
        head = await self.rpc.block_number()
        start = await self.rpc.first_block_at(int(now) - days * DAY, high=head)
        receipts = await usdc_receipts(self.rpc, self.usdc, wallet, start, head)
        last_ts = (await self.rpc.block_timestamp(receipts[-1].block_number)
                   if receipts else None)
        return {"receipts": receipts, "from_block": start, "to_block": head, "last_ts": last_ts}

    async def _evidence(self, activity: AgentActivity, window: dict[str, Any], days: int,
                        now: float) -> tuple[sig.AgentEvidence, dict[str, Any]]:
        agents = sorted(activity.agents, key=lambda a: (a.created_at, a.agent_id))
        primary = agents[-1] if agents else None  # the newest registration
        metadata = await self.resolver.resolve(primary.uri) if primary else None
        checks = None
        if self.prober is not None and metadata is not None and metadata.valid:
            checks = await self.prober.check(metadata.document)
        live_feedback = [f for f in activity.feedback if not f.revoked]
        receipts = window["receipts"]
        last_ts = window["last_ts"]
        evidence = sig.AgentEvidence(
            window_days=days,
            agent_ids=tuple(f"{self.chain_id}:{a.agent_id}" for a in agents),
            primary_agent_id=f"{self.chain_id}:{primary.agent_id}" if primary else None,
            # identity age counts from the wallet's first registration
            registration_age_days=(now - agents[0].created_at) / DAY if agents else None,
            metadata_valid=bool(metadata and metadata.valid),
            metadata_declares_x402=bool(metadata and metadata.declares_x402),
            feedback_values=tuple(f.value for f in live_feedback),
            feedback_clients=frozenset(f.client for f in live_feedback),
            validation_count=len(activity.validations),
            received_atomic=sum(r.amount_atomic for r in receipts),
            senders=frozenset(r.sender for r in receipts),
            transfer_count=len(receipts),
            last_received_age_sec=max(0, int(now - last_ts)) if last_ts is not None else None,
        )
        extra = {
            "registry_source": activity.source,
            "agents": [_agent_evidence(a, self.chain_id, now) for a in agents],
            "metadata": None if metadata is None else {
                "uri_scheme": metadata.uri_scheme, "valid": metadata.valid,
                "declares_x402": metadata.declares_x402, "error": metadata.error,
                "name": (metadata.document or {}).get("name")},
            "feedback_revoked_excluded": len(activity.feedback) - len(live_feedback),
            "validations_answered": sum(v.response is not None for v in activity.validations),
            "usdc_window": {"from_block": window["from_block"], "to_block": window["to_block"],
                            "from_ts": int(now) - days * DAY},
            "note": "points measure onchain identity and activity, not output quality",
            "endpoints": _endpoint_evidence(checks),
        }
        return evidence, extra


def registry_source(runtime: Runtime, rpc: JsonRpc, registries: RegistryAddresses
                    ) -> AgentSource:
    """JSON-RPC logs, or the agent0 subgraph (the two are interchangeable)."""
    choice = runtime.settings.agent_registry_source
    if choice == "auto":
        live_key = not runtime.settings.is_sandbox and runtime.settings.graph_api_key
        choice = "agent0" if live_key else "jsonrpc"
    if choice == "agent0":
        from sextant.groups.onchain_x402 import graph_client
        from sextant.venues.agent0 import Agent0Reader

        return Agent0Reader(graph_client(runtime))
    return Erc8004RpcReader(rpc, registries)


def endpoint_prober(runtime: Runtime) -> EndpointProber:
    """Sandbox: the agents' endpoint simulator; live: each declared host over ``https``
    through the connection-level SSRF guard (no private, loopback or link-local target)."""
    name = ENDPOINTS_FACTS.upstream
    if runtime.upstreams.uses_simulator(name):
        app = runtime.upstreams.simulator_app(name)
        return EndpointProber(httpx.AsyncClient(transport=httpx.ASGITransport(app=app)),
                              allow_plain_http=True)
    return EndpointProber(httpx.AsyncClient(transport=GuardedTransport(allow_loopback=False)))


_scorers: weakref.WeakKeyDictionary[Any, AgentScorer] = weakref.WeakKeyDictionary()


def scorer_for(runtime: Runtime) -> AgentScorer:
    """The process's scorer: the dev chain in sandbox, Base JSON-RPC in live mode."""
    scorer = _scorers.get(runtime.upstreams)
    if scorer is not None:
        return scorer
    chain = runtime.chain
    # one entry per (wallet, days) for every replica; a sandbox chain's answers are its own
    namespace = f"agent-score:{chain.current_instance_id()}" if chain else "agent-score"
    cache = SharedCache(namespace, CACHE_TTL_SECONDS, runtime.redis, name="agent_score")
    if chain is not None:
        e = chain.erc8004
        if not e:
            raise ServiceUnconfigured("the dev chain has no ERC-8004 registries deployed",
                                      code="service_unconfigured")
        registries = RegistryAddresses(chain.chain_id, e["identity"], e["reputation"],
                                       e.get("validation"), int(e["start_block"]))
        rpc = JsonRpc(chain.http, chain.rpc_url, upstream="devchain")
        resolver = MetadataResolver(None, allow_private=True)
        usdc, chain_id = chain.token_address, chain.chain_id
    else:
        registries = BASE_REGISTRIES
        rpc = JsonRpc(runtime.upstreams.client(BASE_RPC), "", upstream=BASE_RPC)
        resolver = MetadataResolver(runtime.upstreams.client("ipfs"))
        usdc, chain_id = runtime.settings.asset, registries.chain_id
    scorer = AgentScorer(registry_source(runtime, rpc, registries), rpc, usdc, chain_id,
                         resolver, cache, endpoint_prober(runtime))
    _scorers[runtime.upstreams] = scorer
    return scorer
