"""``sextant warehouse``: generate, ingest, info, query."""

from __future__ import annotations

import asyncio
import json
import sys
from pathlib import Path
from typing import Any

import typer
from rich.console import Console
from rich.progress import BarColumn, Progress, TextColumn, TimeRemainingColumn

from sextant.settings import get_settings
from sextant.warehouse.layout import Layout, iso

app = typer.Typer(help="The x402 settlement warehouse behind /ask.", no_args_is_help=True)
console = Console()
err = Console(stderr=True)


def _layout(directory: Path | None) -> Layout:
    return Layout(directory or get_settings().warehouse_path)


@app.command()
def generate(
    rows: int = typer.Option(None, help="Settlements to generate (default: the sandbox size; "
                                        "132000000 for the full history)"),
    seed: int = typer.Option(402, help="Random seed"),
    directory: Path = typer.Option(None, "--dir", help="Warehouse directory"),
) -> None:
    """Write a synthetic history calibrated on real x402 daily counts, medians, facilitator
    shares and payer/recipient concentration (May 2025 to June 2026)."""
    from sextant.warehouse.generate import generate as run

    total = rows or get_settings().warehouse_rows
    layout = _layout(directory)
    # no refresh thread (auto_refresh): a single-threaded caller lets the generator fork its
    # workers, which then share the populations drawn once instead of drawing their own
    with Progress(TextColumn("[bold]generate"), BarColumn(), TextColumn("{task.completed:,}/"
                  "{task.total:,} rows"), TimeRemainingColumn(), console=err,
                  auto_refresh=False) as bar:
        task = bar.add_task("rows", total=total)

        def advance(n: int) -> None:
            bar.advance(task, n)
            bar.refresh()

        manifest = run(layout.root, total, seed, progress=advance)
    err.print(f"wrote {manifest.rows:,} rows in {len(manifest.files)} files to {layout.root}")


@app.command()
def ingest(
    rpc_url: str = typer.Option(None, "--rpc", help="JSON-RPC URL (default: the base_rpc "
                                                    "upstream URL)"),
    token: str = typer.Option(None, help="Token address (default: the settings' asset)"),
    from_block: int = typer.Option(0, help="First block when the source has no cursor yet"),
    to_block: int = typer.Option(None, help="Last block (default: the head)"),
    chunk: int = typer.Option(2_000, help="Blocks per eth_getLogs chunk"),
    source: str = typer.Option("rpc", help="Source name (files and cursor)"),
    directory: Path = typer.Option(None, "--dir", help="Warehouse directory"),
) -> None:
    """Append EIP-3009 settlements (AuthorizationUsed + Transfer) from a JSON-RPC node,
    resuming from the source's cursor."""
    import httpx

    from sextant.warehouse.ingest import HttpRpc
    from sextant.warehouse.ingest import ingest as run

    settings = get_settings()
    url = rpc_url or settings.upstream_urls.get("base_rpc")
    if url is None:
        err.print("[red]no JSON-RPC node:[/red] pass --rpc or set SEXTANT_UPSTREAM_BASE_RPC_URL. "
                  "In sandbox mode the running service ingests its own dev chain before "
                  "every /ask, so its payments are already in the warehouse.")
        raise typer.Exit(2)
    layout = _layout(directory)

    async def main() -> None:
        address = token
        async with httpx.AsyncClient(timeout=60) as client:
            rpc = HttpRpc(url, client)
            with Progress(TextColumn("[bold]ingest"), BarColumn(),
                          TextColumn("block {task.completed:,}/{task.total:,}"),
                          console=err) as bar:
                task = bar.add_task("blocks", total=0)
                report = await run(
                    layout, rpc, address or settings.asset, source, start_block=from_block,
                    to_block=to_block, chunk_blocks=chunk,
                    progress=lambda done, end: bar.update(task, completed=done, total=end))
        err.print(f"ingested {report.rows:,} settlements from blocks {report.from_block}.."
                  f"{report.to_block} into {report.files} files")

    asyncio.run(main())


@app.command()
def info(
    as_json: bool = typer.Option(False, "--json", help="Machine-readable output"),
    directory: Path = typer.Option(None, "--dir", help="Warehouse directory"),
) -> None:
    """Each virtual table's storage location (Parquet glob), row count and block range."""
    layout = _layout(directory)
    data = describe(layout)
    if as_json:
        sys.stdout.write(json.dumps(data, indent=2) + "\n")
        return
    for name, table in data["tables"].items():
        console.print(f"[bold]{name}[/bold] {table['rows']:,} rows  {table['location']}  "
                      f"blocks {table.get('block_range')}")


def describe(layout: Layout) -> dict[str, Any]:
    """The ``info`` document."""
    import pyarrow.parquet as pq

    m = layout.load()
    span = m.block_range()
    times = m.time_range()
    daily_rows = sum(pq.ParquetFile(p).metadata.num_rows for p in layout.daily_files())
    return {
        "root": str(layout.root),
        "catalog": str(layout.catalog_path),
        "as_of": iso(m.as_of_ts()),
        "tables": {
            "settlements": {
                "location": layout.glob("settlements"), "rows": m.rows, "files": len(m.files),
                "block_range": list(span) if span else None,
                "time_range": [iso(times[0]), iso(times[1])] if times else None,
            },
            "daily_stats": {
                "location": layout.glob("daily_stats"), "rows": daily_rows,
                "files": len(layout.daily_files()),
                "block_range": list(span) if span else None,
            },
            "address_daily": {
                "location": layout.glob("address_daily"),
                "rows": sum(pq.ParquetFile(p).metadata.num_rows for p in layout.address_files()),
                "files": len(layout.address_files()),
                "covers_every_file": layout.has_address_index(),
            },
        },
        "cursors": m.cursors,
        "sources": sorted({f.source for f in m.files}),
    }


@app.command()
def ask(
    question: str = typer.Argument(..., help="A question about x402 settlements"),
    directory: Path = typer.Option(None, "--dir", help="Warehouse directory"),
) -> None:
    """Answer a question locally (no payment), printing the answer and the SQL trace."""
    from sextant.warehouse.service import AskService

    settings = get_settings()
    service = AskService(settings, layout=_layout(directory))
    response = asyncio.run(service.ask(question))
    console.print_json(response.model_dump_json())
