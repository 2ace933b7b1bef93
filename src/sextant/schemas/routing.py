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


class RoutingResponse(BaseModel):
    recommendation: str
    reason: str
    confidence: Literal["high", "medium", "low"]
    query_ready: QueryReady
    curl_example: str
    install: str
    alternatives: list[Any] = Field(default_factory=list)
    execution_result: dict[str, Any] | None = None
