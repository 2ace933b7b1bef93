"""``sextant ledger``: recent settled payments, and ``sextant ledger report``."""

from __future__ import annotations

import asyncio
import json
from enum import StrEnum

import typer
from rich.console import Console
from rich.table import Table

from sextant.payments.ledger import ledger_for
from sextant.payments.ledger_report import INBOUND, LedgerReport, as_csv, usd
from sextant.settings import get_settings

ledger_app = typer.Typer(help="The ledger of settled payments (SQLite or PostgreSQL).",
                         invoke_without_command=True)
console = Console()


class Format(StrEnum):
    TABLE = "table"
    CSV = "csv"
    JSON = "json"


@ledger_app.callback()
def recent(
    ctx: typer.Context,
    limit: int = typer.Option(20, help="How many recent payments"),
    all_instances: bool = typer.Option(False, "--all", help="Sandbox: also the payments of "
                                       "earlier dev chains (before a restart)"),
) -> None:
    """List the most recent settled payments (sandbox: of the latest dev chain unless --all)."""
    if ctx.invoked_subcommand is not None:
        return
    settings = get_settings()
    book = ledger_for(settings.database_url, settings.data_dir)
    for entry in asyncio.run(book.entries(limit, all_instances=all_instances)):
        chain = f"  chain {entry.chain_instance}" if entry.chain_instance else ""
        way = "" if entry.direction == INBOUND else f"  {entry.direction} {entry.counterparty}"
        console.print(
            f"{entry.settled_at}  {entry.endpoint:<28} {entry.amount_usd:>6} USDC  "
            f"{entry.payer}  {entry.tx_hash}  {entry.handler_ms:.1f} ms{chain}{way}",
            soft_wrap=True)


@ledger_app.command()
def report(
    since: str = typer.Option(None, help="First UTC day (YYYY-MM-DD), inclusive"),
    until: str = typer.Option(None, help="Last UTC day (YYYY-MM-DD), inclusive"),
    top: int = typer.Option(10, help="How many top payers"),
    output: Format = typer.Option(Format.TABLE, "--format", help="table, csv or json"),
) -> None:
    """Revenue by endpoint and day, and the top payers (every dev chain's rows)."""
    settings = get_settings()
    book = ledger_for(settings.database_url, settings.data_dir)
    result = asyncio.run(book.report(since=since, until=until, top=top))
    if output is Format.JSON:
        typer.echo(json.dumps(result.to_json(), indent=2))
    elif output is Format.CSV:
        typer.echo(as_csv(result), nl=False)
    else:
        _print_tables(result)


def _print_tables(result: LedgerReport) -> None:
    days = Table(title="Payments by endpoint and day")
    for name in ("day", "endpoint", "direction", "payments", "USD"):
        days.add_column(name, justify="right" if name in ("payments", "USD") else "left")
    for r in result.by_day:
        days.add_row(r.day, r.endpoint, r.direction, str(r.payments), usd(r.amount_atomic))
    payers = Table(title="Top payers")
    for name in ("payer", "payments", "USD"):
        payers.add_column(name, justify="left" if name == "payer" else "right", no_wrap=True)
    for p in result.top_payers:
        payers.add_row(p.payer, str(p.payments), usd(p.amount_atomic))
    totals = result.to_json()["totals"]
    console.print(days, payers)
    console.print(f"revenue {totals['revenue_usd']} USD in {totals['inbound_payments']} "
                  f"payments; spent {totals['spent_usd']} USD in {totals['outbound_payments']}; "
                  f"net {totals['net_usd']} USD", soft_wrap=True)
