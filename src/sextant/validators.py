"""Reusable pydantic field types whose failures carry the spec's error codes."""

from __future__ import annotations

import re
from typing import Annotated, Any

from pydantic import AfterValidator, BeforeValidator, WithJsonSchema
from pydantic_core import PydanticCustomError

_ADDRESS = re.compile(r"^0x[0-9a-fA-F]{40}$")

#: pydantic error type whose ``ctx["code"]`` becomes the API error code.
CODED_ERROR = "sextant_coded"


def coded_error(code: str, message: str) -> PydanticCustomError:
    """A validation error that the API reports as ``{"error": code}``."""
    return PydanticCustomError(CODED_ERROR, message, {"code": code})


def _address(value: Any) -> str:
    if not isinstance(value, str) or not _ADDRESS.match(value.strip()):
        raise coded_error("invalid_address", "expected a 0x-prefixed 40-hex-digit address")
    return value.strip().lower()


#: An EVM address, any case on input, lower-case after parsing.
Address = Annotated[str, BeforeValidator(_address), WithJsonSchema({
    "type": "string", "pattern": _ADDRESS.pattern,
    "description": "EVM address, 0x and 40 hex digits (any case)",
    "examples": ["0x5b5d51203a0f9079f8aeb098a6523a13f298c060"]})]


def _non_blank(value: str) -> str:
    if not value.strip():
        raise ValueError("must not be blank")
    return value.strip()


NonBlankStr = Annotated[str, AfterValidator(_non_blank)]
