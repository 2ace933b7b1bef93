"""``sextant agent``: our own ERC-8004 registration."""

from __future__ import annotations

import asyncio
import json

import typer

from sextant.settings import get_settings

app = typer.Typer(help="Our ERC-8004 agent registration.", no_args_is_help=True)


@app.command()
def register() -> None:
    """Register this service's registration file on the configured chain's Identity registry
    (the dev chain in sandbox) and store the id as <chain_id>:<agent_id>."""
    from sextant.groups.registration import register_service
    from sextant.runtime import build_runtime

    runtime = build_runtime(get_settings())

    async def run() -> None:
        try:
            found = await register_service(runtime)
            typer.echo(json.dumps({"agent_id": found.agent_id, "registry": found.registry,
                                   "owner": found.owner, "uri": found.uri,
                                   "transaction": found.transaction}, indent=1))
        finally:
            await runtime.aclose()

    asyncio.run(run())


@app.command()
def card() -> None:
    """Print the registration file this service serves."""
    from sextant.groups.registration import registration_document
    from sextant.runtime import build_runtime

    runtime = build_runtime(get_settings())
    try:
        typer.echo(json.dumps(registration_document(runtime), indent=1))
    finally:
        runtime.stop_chain()
