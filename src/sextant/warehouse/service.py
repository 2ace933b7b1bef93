"""The /ask service: keeps the warehouse ready, answers with the planner (or the LLM loop),
records every query in ``sql_trace``."""

from __future__ import annotations

import asyncio
import time
from datetime import UTC, date, datetime
from typing import Any

from sextant.chain.client import ChainClient
from sextant.errors import SextantError, UpstreamTimeout, UpstreamUnavailable
from sextant.logs import get_logger
from sextant.schemas.ask import AskResponse, SqlTrace
from sextant.settings import Settings
from sextant.warehouse.answer import COVERAGE
from sextant.warehouse.backends import Backend, QueryFailed, Result
from sextant.warehouse.gaps import day_gaps, gap_note
from sextant.warehouse.guard import BlockScope, QueryRefused, check
from sextant.warehouse.layout import HISTORY_SOURCE, Layout
from sextant.warehouse.llm import RESULT_ROWS_TO_MODEL, LlmClient, system_prompt
from sextant.warehouse.planner.compose import Executor, Unanswerable, answer_question
from sextant.warehouse.planner.timephrases import PeriodOutOfRange, find_periods, require_held

log = get_logger(__name__)
DEV_SOURCE = "devchain"
PLANNER_MODEL = "sextant-planner-v2"


class UnanswerableQuestion(SextantError):
    """The question is outside what the warehouse can answer; never charged."""

    status = 422
    code = "unanswerable_question"


class PeriodOutsideData(SextantError):
    """The question's period is no calendar date or holds no day of the data; never charged.

    422 like ``unanswerable_question``: the request is well formed (400 is for the body's
    fields) and the question was understood, but no answer covers that period; the body
    says which days the warehouse holds so the caller can rephrase.
    """

    status = 422
    code = "period_out_of_range"


def period_error(exc: PeriodOutOfRange, held: tuple[date, date] | None,
                 gaps: list[tuple[date, date]] | None = None) -> PeriodOutsideData:
    """The 422 for ``exc``, stating the days the warehouse holds (and the ``gaps`` inside
    them it holds nothing on)."""
    if held is None:
        return PeriodOutsideData(f"{exc} The warehouse holds no settlements yet.",
                                 period=exc.phrase, data_start=None, data_end=None)
    first, last = (d.isoformat() for d in held)
    hole = "".join(f", except {lo} to {hi}" for lo, hi in gaps or [])
    return PeriodOutsideData(
        f"{exc} The warehouse holds x402 settlements from {first} to {last}{hole} (UTC days); "
        f"ask about a period inside that range, for example 'since {first}' or 'in the last "
        "30 days'.",
        period=exc.phrase, data_start=first, data_end=last,
        suggestions=[f"How many x402 settlements happened since {first}?",
                     "How many x402 settlements happened in the last 30 days?",
                     f"What was the total USDC volume between {first} and {last}?"])


def _gap_note(question: str, as_of: date, held: tuple[date, date] | None,
              gaps: list[tuple[date, date]]) -> str:
    """The note on the ``gaps`` the question's periods overlap; ``PeriodOutOfRange`` for a
    period inside one (a phrase outside the calendar is left to the planner's own check)."""
    if not gaps or held is None:
        return ""
    try:
        found = find_periods(" ".join(question.lower().split()), as_of)
    except PeriodOutOfRange:
        return ""
    return gap_note((f.period for f in found), held, gaps)


def build_backend(settings: Settings, layout: Layout) -> Backend:
    """DuckDB by default; ClickHouse when ``warehouse_backend=clickhouse``."""
    if settings.warehouse_backend == "clickhouse":
        import clickhouse_connect

        if not settings.clickhouse_url:
            raise SextantError("warehouse_backend=clickhouse needs SEXTANT_CLICKHOUSE_URL",
                               code="service_unconfigured", status=503)
        from sextant.warehouse.backends import ClickHouseBackend

        client = clickhouse_connect.get_client(dsn=settings.clickhouse_url)
        db = settings.clickhouse_database
        return ClickHouseBackend(client, {"settlements": f"{db}.settlements",
                                          "daily_stats": f"{db}.daily_stats"})
    from sextant.warehouse.backends import DuckDBBackend

    return DuckDBBackend(layout)


def build_llm(settings: Settings) -> LlmClient | None:
    if settings.llm_api_key is None:
        return None
    return LlmClient(settings.llm_provider, settings.llm_api_key.get_secret_value(),
                     settings.llm_model, settings.llm_base_url)


class AskService:
    """One per app: the warehouse, its engine, the dev-chain ingest and the answer paths."""

    def __init__(self, settings: Settings, chain: ChainClient | None = None,
                 layout: Layout | None = None,
                 backend: Backend | None = None, llm: LlmClient | None = None,
                 rows: int | None = None) -> None:
        self.settings = settings
        self.chain = chain
        self.layout = layout or Layout(settings.warehouse_path)
        self.backend = backend
        self.llm = llm if llm is not None else build_llm(settings)
        self.rows = rows or settings.warehouse_rows
        self._lock = asyncio.Lock()

    async def ready(self) -> Backend:
        """Build the sandbox warehouse on first use and ingest new dev-chain settlements."""
        async with self._lock:
            if not self.layout.exists():
                if not self.settings.is_sandbox:
                    raise SextantError(
                        "the settlement warehouse is empty; run `sextant warehouse generate` "
                        "or `sextant warehouse ingest`", code="service_unconfigured",
                        status=503)
                from sextant.warehouse.generate import generate

                log.info("building the sandbox warehouse", rows=self.rows)
                await asyncio.to_thread(generate, self.layout.root, self.rows,
                                        self.settings.seed)
            if self.chain is not None:
                await self.sync_chain()
            if self.backend is None:
                self.backend = await asyncio.to_thread(build_backend, self.settings,
                                                       self.layout)
            return self.backend

    async def sync_chain(self) -> int:
        """Append the dev chain's new settlements (the service's own payments).

        The dev chain keeps no state across restarts, so the ingest is keyed by the chain's
        instance: when it changes, the earlier instance's rows are archived and the cursor
        starts again at block 0 (otherwise the new chain's settlements, at block numbers
        already passed, would be skipped).
        """
        from sextant.warehouse.ingest import HttpRpc, ingest_chain

        chain = self.chain
        assert chain is not None
        instance = await chain.refresh_instance()
        report, archived = await ingest_chain(
            self.layout, HttpRpc(chain.rpc_url, chain.http()), chain.token_address, DEV_SOURCE,
            instance, chunk_blocks=10_000)
        if archived:
            log.info("dev chain restarted: archived its earlier settlements",
                     instance=instance, rows=archived)
        return report.rows

    def address_index(self) -> bool:
        """Address questions read ``address_daily`` when it covers every settlements file
        and the engine reads the warehouse's own Parquet files."""
        backend = self.backend
        return (backend is not None and backend.name in ("duckdb", "chdb")
                and self.layout.has_address_index())

    def held(self) -> tuple[date, date] | None:
        """The first and last UTC day of the data (``None`` when it holds no rows)."""
        times = self.layout.load().time_range()
        if times is None:
            return None
        return (datetime.fromtimestamp(times[0], UTC).date(),
                datetime.fromtimestamp(times[1], UTC).date())

    def dataset(self) -> str:
        m = self.layout.load()
        span = m.block_range()
        held = self.held()
        dev = sum(f.rows for f in m.files if f.source == DEV_SOURCE)
        hist = sum(f.rows for f in m.files if f.source == HISTORY_SOURCE)
        text = f"x402 settlements: {m.rows:,} rows"
        if span and held:
            text += f", blocks {span[0]}..{span[1]}, {held[0]} to {held[1]}"
        if hist:
            text += (f"; {hist:,} from a synthetic Base history calibrated on real x402 daily "
                     "counts and shares (2025-05-09 to 2026-06-03)")
        if dev:
            text += f"; {dev:,} ingested from the sandbox dev chain"
        for lo, hi in day_gaps(m.source_spans()):
            text += f"; nothing from {lo} to {hi}"
        return text

    def as_of(self) -> date:
        ts = self.layout.load().as_of_ts()
        return datetime.fromtimestamp(ts, UTC).date() if ts else datetime.now(UTC).date()

    async def ask(self, question: str) -> AskResponse:
        backend = await self.ready()
        start = time.monotonic()
        deadline = start + self.settings.ask_timeout_seconds
        trace: list[SqlTrace] = []

        def run(sql: str, scope: BlockScope | None = None) -> Result:
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                raise UpstreamTimeout("the question exceeded its query budget",
                                      upstream="warehouse", retry_after_seconds=30)
            res = backend.run(check(sql, scope), remaining)
            trace.append(SqlTrace(sql=res.sql, rows=len(res.rows), ms=res.ms))
            return res

        as_of, held = self.as_of(), self.held()
        gaps = day_gaps(self.layout.load().source_spans())
        try:
            note = _gap_note(question, as_of, held, gaps)
            answer, model, reading = await self._answer(question, run, as_of, held)
        except PeriodOutOfRange as exc:
            raise period_error(exc, held, gaps) from exc
        if not answer.strip():
            raise UpstreamUnavailable("the backend produced no answer", upstream="warehouse",
                                      code="upstream_no_answer", retry_after_seconds=30)
        return AskResponse(
            question=question, answer=" ".join(s for s in (answer, note, COVERAGE) if s),
            interpretation=reading,
            sql_trace=trace, model=model,
            upstream_ms=int((time.monotonic() - start) * 1000), dataset=self.dataset(),
            generated_at=datetime.now(UTC).isoformat(timespec="seconds").replace("+00:00",
                                                                                 "Z"))

    async def _answer(self, question: str, run: Any, as_of: date,
                      held: tuple[date, date] | None) -> tuple[str, str, str | None]:
        """The answer, the model that wrote it and the plan's reading of the question: the
        planner, else the LLM loop."""
        try:
            planned = await asyncio.to_thread(answer_question, question, run, as_of, held,
                                              self.address_index())
            return (planned.answer, f"{PLANNER_MODEL} ({planned.family})",
                    planned.interpretation)
        except Unanswerable as exc:
            if self.llm is None:
                raise UnanswerableQuestion(
                    str(exc), answer=str(exc), understood=exc.understood,
                    not_understood=exc.not_understood, suggestions=exc.suggestions) from exc
            return await self._llm(question, run, as_of, held), self.llm.name, None
        except (QueryRefused, QueryFailed) as exc:
            raise UpstreamUnavailable(f"warehouse backend error: {exc}", upstream="warehouse",
                                      retry_after_seconds=30) from exc

    async def _llm(self, question: str, run: Any, as_of: date,
                   held: tuple[date, date] | None) -> str:
        assert self.llm is not None
        periods = find_periods(" ".join(question.lower().split()), as_of)
        if held is not None:
            require_held((f.period for f in periods), *held)
        scope: BlockScope | None = None
        if periods:
            span = await asyncio.to_thread(Executor(run, held).span, periods[0].period)
            scope = BlockScope(span[0], span[1]) if span else BlockScope(-1, -1)
        span = self.layout.load().block_range()

        async def run_sql(sql: str) -> dict[str, Any]:
            try:
                res = await asyncio.to_thread(run, sql, scope)
            except (QueryRefused, QueryFailed) as exc:
                return {"error": str(exc)}
            return {"columns": res.columns, "rows": res.rows[:RESULT_ROWS_TO_MODEL],
                    "row_count": len(res.rows)}

        blocks = f"{span[0]}..{span[1]}" if span else "empty"
        return await self.llm.answer(question, system_prompt(as_of.isoformat(), blocks),
                                     run_sql)
