"""POST /ask (spec 2.12)."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, Field, field_validator

from sextant.schemas.base import RequestModel
from sextant.validators import coded_error

QUESTION_MAX_CHARS = 1000


class AskRequest(RequestModel):
    # the bounds reach the OpenAPI schema; the validator below raises their coded errors first
    question: str = Field(min_length=1, max_length=QUESTION_MAX_CHARS)

    @field_validator("question", mode="before")
    @classmethod
    def _check(cls, value: Any) -> Any:
        if not isinstance(value, str) or not value.strip():
            raise coded_error("invalid_question", "question must be a non-empty string")
        if len(value) > QUESTION_MAX_CHARS:
            raise coded_error(
                "question_too_long", f"question must be at most {QUESTION_MAX_CHARS} characters"
            )
        return value


class SqlTrace(BaseModel):
    sql: str
    rows: int
    ms: int


class AskResponse(BaseModel):
    question: str
    answer: str
    #: the planner's reading of the question (what was measured, over which rows)
    interpretation: str | None = None
    sql_trace: list[SqlTrace]
    model: str
    upstream_ms: int
    dataset: str
    generated_at: str
