"""``sextant registry ...``: build the starter catalog, sync, search, evaluate."""

from __future__ import annotations

import asyncio
import json
import time
from pathlib import Path

import typer
from rich.console import Console
from rich.progress import Progress, SpinnerColumn, TextColumn, TimeElapsedColumn

from sextant.settings import get_settings

registry_app = typer.Typer(help="The subgraph catalog: build, sync, search, evaluate.",
                           no_args_is_help=True)
console = Console(stderr=True)
DEFAULT_FIXTURES = Path("../shared/fixtures")
STARTER_OUT = Path(__file__).resolve().parents[2] / "data" / "starter_catalog.json"


@registry_app.command("build-starter")
def build_starter_cmd(
    fixtures: Path = typer.Option(DEFAULT_FIXTURES, help="The public fixtures folder"),
    out: Path = typer.Option(STARTER_OUT, help="Where to write the starter catalog JSON"),
) -> None:
    """Rebuild the shipped starter catalog (real subgraph IDs only) from public data."""
    from sextant.routing.registry.starter import build_starter

    data = build_starter(fixtures)
    out.write_text(json.dumps(data, separators=(",", ":"), sort_keys=True))
    console.print(f"{len(data['records'])} subgraphs, {len(data['schemas'])} schemas -> {out}")


@registry_app.command()
def sync(
    full: bool = typer.Option(False, help="Ignore the last run and crawl everything"),
    max_pages: int = typer.Option(0, help="Stop after N pages (0: all); resumable"),
) -> None:
    """Crawl The Graph's network subgraph into <data_dir>/catalog.sqlite (the sandbox
    simulator offline: 15,500+ subgraphs)."""
    from sextant.routing.registry import loader
    from sextant.routing.registry.sync import sync as run_sync
    from sextant.subgraphs.starter import starter_records
    from sextant.transport.factory import UpstreamClients

    settings = get_settings()
    store = loader.open_store(loader.catalog_path(settings))
    upstreams = UpstreamClients(settings)
    key = settings.graph_api_key.get_secret_value() if settings.graph_api_key else (
        "sandbox" if upstreams.uses_simulator("graph_gateway") else "")

    async def go() -> None:
        with Progress(SpinnerColumn(), TextColumn("{task.description}"), TimeElapsedColumn(),
                      console=console) as progress:
            task = progress.add_task("syncing subgraphs: 0", total=None)

            def on_page(n: int, total: int) -> None:
                progress.update(task, description=f"syncing subgraphs: {total:,}")

            stats = await run_sync(
                upstreams.client("graph_gateway"), store, key,
                sandbox=upstreams.uses_simulator("graph_gateway"),
                starter_ids={r.id for r in starter_records()}, full=full,
                max_pages=max_pages or None, on_page=on_page)
        await upstreams.aclose()
        console.print(f"{stats.rows:,} subgraphs in {stats.pages} pages, {stats.schemas} new "
                      f"schemas, {stats.seconds}s; catalog now {store.count():,} subgraphs"
                      + ("" if stats.complete else " (partial: run again to resume)"))

    asyncio.run(go())


@registry_app.command()
def info() -> None:
    """Size and make-up of the catalog."""
    from sextant.routing.registry import loader

    store = loader.open_store(loader.catalog_path(get_settings()))
    rows = list(store.all())
    served = sum(r.served for r in rows)
    console.print(f"{store.path}: {len(rows):,} subgraphs, {served:,} served, "
                  f"{sum(r.real for r in rows):,} real IDs, "
                  f"last sync {store.state('last_sync_finished') or 'never'}")


@registry_app.command()
def search(text: str, limit: int = typer.Option(5)) -> None:
    """Search the catalog."""
    from sextant.routing.registry import loader

    engine = loader.engine_for(get_settings())
    for hit in engine.search(text, limit):
        r = hit.record
        console.print(f"{hit.score:.3f}  {r.id}  {r.display_name} [{r.network}] "
                      f"{r.protocol} rel={r.reliability:.2f}")


@registry_app.command("eval")
def evaluate_cmd(
    labels: Path = typer.Option(Path("tests/data/routing_labelled.jsonl")),
) -> None:
    """Routing accuracy on a labelled request set."""
    from sextant.routing.evaluation import evaluate, load_labels
    from sextant.routing.registry import loader

    engine = loader.engine_for(get_settings())
    report = evaluate(engine, load_labels(labels), int(time.time()))
    for line in report.lines():
        console.print(line)
