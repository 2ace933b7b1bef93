"""Routing request (spec 2.1) and response (spec 2.2)."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, Field, RootModel

from sextant.schemas.base import RequestModel


class TextPart(BaseModel):
    kind: Literal["text"] = "text"
    text: str = Field(min_length=1, max_length=4000)


class RoutingMessage(BaseModel):
    role: Literal["user"] = "user"
    messageId: str | None = None
    parts: list[TextPart] = Field(min_length=1)


class RoutingParams(BaseModel):
    message: RoutingMessage
    metadata: dict[str, Any] | None = None


class RoutingRequest(RequestModel):
    """A2A JSON-RPC 2.0 ``message/send`` carrying a plain-English data request."""

    jsonrpc: Literal["2.0"] = "2.0"
    id: str | int | None = None
    method: Literal["message/send"] = "message/send"
    params: RoutingParams


class PlainRoutingRequest(RequestModel):
    """The short form ``POST /route`` also takes: the request text, and whether to run it."""

    request: str = Field(min_length=1, max_length=4000)
    execute: bool = Field(default=True, description="false: recommend without executing")


class RouteRequest(RootModel[RoutingRequest | PlainRoutingRequest]):
    """``POST /route``: an A2A ``message/send`` (spec 2.1) or ``{"request": text}``."""


class QueryReady(BaseModel):
    tool: str
    args: dict[str, Any]


Confidence = Literal["high", "medium", "low"]


class RoutingResponse(BaseModel):
    """The routing answer (spec 2.2). Only the fields an answer sets are sent (``to_json``):
    ``subgraph`` for subgraph answers, ``endpoint`` for this service's paid endpoints,
    ``execution_result`` on ``POST /route``, ``free_tier`` on ``POST /``."""

    recommendation: str
    reason: str
    confidence: Confidence
    query_ready: QueryReady
    curl_example: str
    install: str
    alternatives: list[Any] = Field(default_factory=list)
    execution_result: dict[str, Any] | None = None
    subgraph: dict[str, Any] | None = None
    endpoint: dict[str, Any] | None = None
    cache_for_seconds: int | None = None
    free_tier: str | None = None
    understood: dict[str, Any] | None = Field(
        default=None, description="The reading the answer used: service, endpoint, networks, "
        "addresses, symbols, count, time window, model confidence.")
    rephrasings: list[str] | None = Field(
        default=None, description="Answerable rephrasings (on a ``none`` answer).")

    def to_json(self) -> dict[str, Any]:
        """The wire form: the fields this answer set, JSON-ready."""
        return self.model_dump(mode="json", exclude_unset=True)
