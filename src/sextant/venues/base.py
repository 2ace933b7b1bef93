"""What every venue declares: its facts as data (ccxt's ``describe()``) and its client shape."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, ClassVar, Protocol, Self

if TYPE_CHECKING:
    from sextant.transport.factory import UpstreamClients

__all__ = ["VenueClient", "VenueFacts"]


@dataclass(frozen=True)
class VenueFacts:
    """A venue's facts, declared once: upstream names, rate budget, request weights, fees.

    ``rate_budget_per_minute`` is the weight the upstream allows per minute; the transport
    keeps one bucket of that size per upstream. ``weighted`` upstreams charge each request's
    ``request_weights`` (else ``default_weight``) themselves; the others pay 1 per request in
    the transport.
    """

    name: str
    upstream: str
    rate_budget_per_minute: int
    extra_upstreams: tuple[str, ...] = ()
    weighted: bool = False
    default_weight: int = 1
    request_weights: Mapping[str, int] = field(default_factory=dict)
    taker_fee: float = 0.0
    maker_fee: float = 0.0
    spot_taker_fee: float = 0.0

    def weight(self, request_type: str) -> int:
        """The declared weight of one request of ``request_type``."""
        return self.request_weights.get(request_type, self.default_weight)


class VenueClient(Protocol):
    """A typed client of one venue; the runtime builds each once from the shared transport."""

    facts: ClassVar[VenueFacts]

    @classmethod
    def from_upstreams(cls, upstreams: UpstreamClients) -> Self:
        """Build the client over the runtime's shared upstream clients and rate buckets."""
        ...
