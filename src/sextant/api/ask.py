"""POST /ask: a natural-language question over the x402 settlement warehouse (spec 2.12)."""

from __future__ import annotations

from fastapi import APIRouter, Request

from sextant import catalog
from sextant.schemas.ask import AskRequest, AskResponse
from sextant.warehouse.service import AskService

router = APIRouter(tags=["warehouse"])
ASK = catalog.BY_KEY["POST /ask"]


def ask_service(request: Request) -> AskService:
    """The app's ``AskService``, built on first use from the runtime."""
    state = request.app.state
    service: AskService | None = getattr(state, "ask_service", None)
    if service is None:
        runtime = state.runtime
        service = AskService(runtime.settings, chain=runtime.chain)
        state.ask_service = service
    return service


@router.post(ASK.path, response_model=AskResponse, summary=ASK.summary)
async def ask(body: AskRequest, request: Request) -> AskResponse:
    """Answer with SQL over ``settlements``/``daily_stats``; every query is in ``sql_trace``.

    A question with a clause the plan does not cover answers ``422 unanswerable_question``
    with what was understood, what was not and rephrasings, and a period that is no calendar
    date or holds no day of the data answers ``422 period_out_of_range`` with the days held
    (``data_start``, ``data_end``); neither is charged. A query over 60 s answers
    ``504 upstream_timeout``.
    """
    return await ask_service(request).ask(body.question.strip())
