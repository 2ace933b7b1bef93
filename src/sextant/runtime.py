"""The composition root: builds every long-lived component once per process."""

from __future__ import annotations

import asyncio
from dataclasses import dataclass, field
from typing import Any, TypeVar

import redis.asyncio as aioredis
from eth_utils import to_checksum_address
from x402.http.x402_http_server import x402HTTPResourceServer

from sextant.chain.client import ChainClient
from sextant.chain.facts import SANDBOX_MAX_TIMEOUT_SECONDS
from sextant.chain.supervisor import ChainProcess
from sextant.logs import get_logger
from sextant.payments.facilitator import ChainFacilitatorClient, http_facilitator
from sextant.payments.guard import MemoryGuard, PaymentGuard, RedisGuard
from sextant.payments.ledger import Ledger, ledger_for
from sextant.payments.seller import build_http_server
from sextant.payments.terms import PaymentTerms
from sextant.settings import Settings
from sextant.transport.factory import UpstreamClients
from sextant.venues.base import VenueClient

log = get_logger(__name__)
V = TypeVar("V", bound=VenueClient)


@dataclass
class Runtime:
    settings: Settings
    terms: PaymentTerms
    facilitator: Any
    http_server: x402HTTPResourceServer
    guard: PaymentGuard
    ledger: Ledger
    upstreams: UpstreamClients
    chain: ChainClient | None = None
    chain_process: ChainProcess | None = None  # the dev chain this runtime started itself
    redis: aioredis.Redis | None = None
    _venues: dict[type, Any] = field(default_factory=dict, repr=False)
    _initialized: bool = field(default=False, repr=False)
    _init_lock: asyncio.Lock = field(default_factory=asyncio.Lock, repr=False)

    async def ensure_payments_ready(self) -> None:
        """Fetch the facilitator's capabilities once and check every route against them.

        Raises on a misconfiguration (unsupported network or scheme) instead of the SDK's
        ``os._exit``; transient facilitator errors are retried on the next paid request.
        """
        if self._initialized:
            return
        async with self._init_lock:
            if not self._initialized:
                await asyncio.to_thread(self.http_server.initialize)
                self._initialized = True

    def venue(self, kind: type[V]) -> V:
        """The process's one client of venue ``kind``, built on first use from the upstreams."""
        client = self._venues.get(kind)
        if client is None:
            client = self._venues[kind] = kind.from_upstreams(self.upstreams)
        return client

    async def aclose(self) -> None:
        self._venues.clear()
        await self.upstreams.aclose()
        if self.redis is not None:
            await self.redis.aclose()
        if self.chain is not None:
            await self.chain.aclose()
        await asyncio.to_thread(self.stop_chain)

    def stop_chain(self) -> None:
        """Stop the dev chain process this runtime started (a shared one is left running)."""
        if self.chain_process is not None:
            self.chain_process.stop()
            self.chain_process = None


def sandbox_chain(settings: Settings) -> tuple[ChainClient, ChainProcess | None]:
    """The dev chain at ``SEXTANT_DEVCHAIN_URL``, else a chain process started for us."""
    if settings.devchain_url:
        return ChainClient.connect(settings.devchain_url), None
    process = ChainProcess.start(settings.data_dir, wallets=settings.dev_chain_wallets,
                                 funding_usdc=settings.dev_wallet_funding_usdc)
    try:
        return ChainClient.connect(process.url), process
    except BaseException:
        process.stop()
        raise


def build_runtime(settings: Settings) -> Runtime:
    """Wire the dev chain service (sandbox) or the remote facilitator (live) and shared state.

    Sandbox mode reaches the chain and its facilitator over HTTP, as live mode does; without
    ``SEXTANT_DEVCHAIN_URL`` it starts a chain process, stopped by ``Runtime.stop_chain``.
    """
    chain: ChainClient | None = None
    process: ChainProcess | None = None
    if settings.is_sandbox:
        chain, process = sandbox_chain(settings)
        facilitator: Any = ChainFacilitatorClient(chain)
        terms = PaymentTerms(
            network=chain.network,
            asset=chain.token_address,
            asset_name=chain.token_name,
            asset_version=chain.token_version,
            pay_to=settings.pay_to or chain.pay_to,
            max_timeout_seconds=SANDBOX_MAX_TIMEOUT_SECONDS,
        )
    else:
        if not settings.pay_to:
            raise ValueError("live mode needs SEXTANT_PAY_TO (the receiving address)")
        facilitator = http_facilitator(settings)
        terms = PaymentTerms(  # checksummed: the SDK's simulation rejects other spellings
            network=settings.network,
            asset=to_checksum_address(settings.asset),
            asset_name=settings.asset_name,
            asset_version=settings.asset_version,
            pay_to=to_checksum_address(settings.pay_to),
            max_timeout_seconds=settings.max_timeout_seconds,
        )
    try:
        return _assemble(settings, terms, facilitator, chain, process)
    except BaseException:
        if process is not None:
            process.stop()
        raise


def _assemble(settings: Settings, terms: PaymentTerms, facilitator: Any,
              chain: ChainClient | None, process: ChainProcess | None) -> Runtime:
    redis_client = aioredis.from_url(settings.redis_url) if settings.redis_url else None
    guard: PaymentGuard = RedisGuard(redis_client) if redis_client else MemoryGuard()
    # Sandbox ledger rows are keyed by the chain instance: a restarted chain starts afresh.
    instance = chain.current_instance_id if chain is not None else None
    ledger = ledger_for(settings.database_url, settings.data_dir, instance)
    simulators: dict[str, Any] = {}
    if chain is not None and settings.is_sandbox:  # simulators that index the dev chain
        from sextant.sandbox.chain_subgraphs import chain_simulators

        simulators = chain_simulators(settings.seed, chain)
    return Runtime(
        settings=settings,
        terms=terms,
        facilitator=facilitator,
        http_server=build_http_server(facilitator, terms, settings.base_url),
        guard=guard,
        ledger=ledger,
        upstreams=UpstreamClients(settings, simulators, redis_client),
        chain=chain,
        chain_process=process,
        redis=redis_client,
    )
