"""Base model shared by every request body."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict


class RequestModel(BaseModel):
    """Request bodies ignore unknown fields (agents send extras) and strip strings."""

    model_config = ConfigDict(extra="ignore", str_strip_whitespace=True)
