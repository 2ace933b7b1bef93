"""``POST /`` (free A2A entry point), ``POST /route`` (paid, executed) and the agent card."""

from __future__ import annotations

import asyncio
import functools
import time
from typing import Any

from fastapi import APIRouter, Depends, Request
from fastapi.responses import JSONResponse

from sextant import catalog
from sextant.api import a2a
from sextant.api.deps import get_runtime, payment_of
from sextant.api.openapi import error_responses
from sextant.errors import BadRequest, NotAnswerable, SextantError
from sextant.payments.free_tier import BODY_KEY, STATE_KEY
from sextant.routing import token_api
from sextant.routing.engine import RoutingEngine, answerable
from sextant.routing.graphql.executor import SubgraphExecutor
from sextant.routing.intent import services
from sextant.routing.registry.loader import cached_engine, engine_for
from sextant.runtime import Runtime
from sextant.schemas.errors import A2AReply
from sextant.schemas.routing import RoutingResponse
from sextant.venues.coingecko import CoinGeckoClient
from sextant.venues.tokenapi import TokenApiClient

router = APIRouter(tags=["routing"])
FREE = catalog.BY_KEY["POST /"]
ROUTE = catalog.BY_KEY["POST /route"]
_EXECUTABLE = {services.SUBGRAPH, services.AGENTS}


async def _engine(runtime: Runtime) -> RoutingEngine:
    cached = cached_engine(runtime.settings)  # the common case: no thread hop
    return cached if cached is not None else await asyncio.to_thread(engine_for,
                                                                    runtime.settings)


async def _body(request: Request) -> bytes:
    cached = request.scope.get(BODY_KEY)
    return cached if isinstance(cached, bytes) else await request.body()


def executor_for(runtime: Runtime) -> SubgraphExecutor:
    settings = runtime.settings
    api_key = getattr(settings, "graph_api_key", None)
    buyer = settings.buyer_private_key
    return SubgraphExecutor(
        runtime.upstreams,
        api_key=api_key.get_secret_value() if api_key is not None else None,
        buyer_key=buyer.get_secret_value() if buyer is not None else None,
        sandbox=settings.is_sandbox,
        pay_assets=[(runtime.terms.network, runtime.terms.asset)],
    )


async def execute(runtime: Runtime, answer: RoutingResponse) -> dict[str, Any] | None:
    """Run the answer's subgraph query or Token API request; None for other answers."""
    args = answer.query_ready.args
    if answer.recommendation == services.TOKEN_API:
        registry = runtime.venue(CoinGeckoClient)
        return await token_api.execute(runtime.venue(TokenApiClient), args,
                                       functools.partial(token_api.contract_of, registry))
    if answer.recommendation not in _EXECUTABLE:
        return None
    return await executor_for(runtime).run(args["subgraph_id"], args.get("query") or args["gql"])


def refuse_non_answer(answer: RoutingResponse) -> None:
    """A paid route never charges for a non-answer: ``none``, a reading the intent model
    is unsure of, or one missing a slot its service requires, is a 422 (never settled) with
    what was understood, the top candidates and answerable rephrasings."""
    if not answerable(answer):
        missing = answer.query_ready.args.get("missing")
        why = (f"No service here answers this request: {answer.reason}"
               if answer.recommendation == services.NONE else
               f"The request cannot be run as asked: {answer.reason}" if missing else
               f"The request is ambiguous: the best reading ({answer.recommendation}) is not "
               "sure enough to charge for; rephrase it or pick one of the candidates in "
               "understood.candidates")
        raise NotAnswerable(
            why,
            understood=answer.understood, rephrasings=answer.rephrasings or [],
            alternatives=answer.alternatives)


def _banner(request: Request) -> tuple[str, dict[str, str]]:
    state = request.scope.get("state", {}).get(STATE_KEY)
    if state:
        left = state["remaining"]
        kind, _, who = str(state["caller"]).partition(":")
        counted = (f"Counted for wallet {who} (signed)." if kind == "wallet" else
                   "Counted by client address; sign params.metadata (sender, senderSignature, "
                   "signedAt) to be counted by wallet.")
        return (f"Free tier: {state['limit']} free calls per day, then {FREE.price_usd} USD "
                f"per call via x402. {left} free call{'s' if left != 1 else ''} left today. "
                f"{counted}"), {"X-Free-Calls-Remaining": str(left)}
    payment = payment_of(request)
    if payment is not None:
        return (f"Paid call: {FREE.price_usd} USD via x402 (the {FREE.free_per_day} free calls "
                "of today are used up)."), {"X-Free-Calls-Remaining": "0"}
    return (f"{FREE.free_per_day} free calls per day, then {FREE.price_usd} USD per call via "
            "x402."), {}


async def _release(request: Request) -> None:
    state = request.scope.get("state", {}).get(STATE_KEY)
    if state:
        await state["tier"].release(state["caller"], state["day"])
        state["remaining"] += 1


@router.post(FREE.path, summary=FREE.summary, response_model=None, responses={
    200: {"model": A2AReply, "description": "JSON-RPC result: a text part (the free-tier "
          "banner and summary) and a data part (the routing response of spec 2.2)."},
    400: {"model": A2AReply, "description": "JSON-RPC error (parse error, invalid request, "
          "method not found, invalid params). Never counted against the free tier."},
})
async def a2a_entry(request: Request, runtime: Runtime = Depends(get_runtime)) -> JSONResponse:
    """A2A ``message/send``: the routing answer in the data part of the reply (no execution)."""
    call = a2a.parse(await _body(request))
    if isinstance(call, a2a.RpcFailure):
        await _release(request)
        return JSONResponse(call.body(), status_code=400)
    engine = await _engine(runtime)
    answer = await asyncio.to_thread(engine.route, call.text, now=int(time.time()))
    banner, headers = _banner(request)
    answer.free_tier = banner
    return JSONResponse(a2a.reply(call, answer.to_json(), banner), headers=headers)


@router.post(ROUTE.path, summary=ROUTE.summary, response_model=None,
             responses=error_responses(400, 422))
async def route(request: Request, runtime: Runtime = Depends(get_runtime)) -> JSONResponse:
    """The end-to-end answer: routing plus the executed query (``"execute": false`` skips)."""
    call = a2a.parse(await _body(request), allow_plain=True)
    if isinstance(call, a2a.RpcFailure):
        raise BadRequest(call.message, code="invalid_request", jsonrpc_code=call.code)
    engine = await _engine(runtime)
    answer = await asyncio.to_thread(engine.route, call.text, now=int(time.time()))
    refuse_non_answer(answer)
    answer.execution_result = None
    if call.execute:
        try:
            answer.execution_result = await execute(runtime, answer)
        except SextantError as exc:
            exc.extra["routing"] = answer.to_json()  # what was understood, beside the failure
            raise
    return JSONResponse(answer.to_json())


@router.get("/.well-known/agent-card.json", include_in_schema=False)
@router.get("/.well-known/agent.json", include_in_schema=False)
async def agent_card(runtime: Runtime = Depends(get_runtime)) -> dict[str, Any]:
    """The A2A agent card, generated from the endpoint catalog."""
    engine = await _engine(runtime)
    return a2a.agent_card(runtime.settings.base_url, runtime.settings.service_name,
                          len(engine.index))
