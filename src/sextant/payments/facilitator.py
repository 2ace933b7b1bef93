"""Facilitator clients: the SDK's HTTP facilitator client, for a remote facilitator (live) or
the sandbox chain service (``sextant.chain.service``), and the SDK facilitator itself."""

from __future__ import annotations

from typing import TYPE_CHECKING

from x402 import x402FacilitatorSync
from x402.http import FacilitatorConfig, HTTPFacilitatorClient
from x402.http.facilitator_client_base import CreateHeadersAuthProvider
from x402.mechanisms.evm import FacilitatorWeb3Signer
from x402.mechanisms.evm.exact import register_exact_evm_facilitator

from sextant.settings import Settings

if TYPE_CHECKING:
    import httpx

    from sextant.chain.client import ChainClient

__all__ = ["ChainFacilitatorClient", "http_facilitator", "sdk_facilitator"]


def sdk_facilitator(signer: FacilitatorWeb3Signer, network: str) -> x402FacilitatorSync:
    """The SDK's exact-EVM facilitator for ``network``."""
    facilitator = x402FacilitatorSync()
    register_exact_evm_facilitator(facilitator, signer, networks=network)
    return facilitator


class ChainFacilitatorClient(HTTPFacilitatorClient):
    """The SDK's HTTP facilitator client pointed at the sandbox chain service.

    Same requests as live mode; its connections come from the chain client's pool of the
    running event loop (one app may be served from more than one loop, e.g. in tests), which
    also notes the chain instance each answer names.
    """

    def __init__(self, chain: ChainClient) -> None:
        super().__init__(FacilitatorConfig(url=chain.url))
        self._chain = chain

    def _get_async_client(self) -> httpx.AsyncClient:
        return self._chain.http()

    async def aclose(self) -> None:  # the chain client owns the connections
        return None


def http_facilitator(settings: Settings) -> HTTPFacilitatorClient:
    """A remote facilitator (live mode).

    With CDP keys set, requests carry CDP JWT auth built by the ``cdp-sdk`` package (extra
    ``sextant[cdp]``); the URL is still ``SEXTANT_FACILITATOR_URL``.
    """
    if not (settings.cdp_api_key_id and settings.cdp_api_key_secret):
        return HTTPFacilitatorClient(FacilitatorConfig(url=settings.facilitator_url))
    try:
        from cdp.x402 import create_facilitator_config
    except ImportError as exc:  # pragma: no cover - depends on the optional extra
        raise RuntimeError("CDP facilitator auth needs `pip install sextant[cdp]`") from exc
    cdp = create_facilitator_config(
        settings.cdp_api_key_id.get_secret_value(),
        settings.cdp_api_key_secret.get_secret_value(),
    )
    return HTTPFacilitatorClient(
        FacilitatorConfig(
            url=settings.facilitator_url,
            auth_provider=CreateHeadersAuthProvider(cdp["create_headers"]),
        )
    )
