"""The ``sextant`` command line: serve the API, make paid calls."""

from __future__ import annotations

import asyncio
import gc
import json
from decimal import Decimal
from pathlib import Path
from typing import Any

import typer
from rich.console import Console

from sextant.chain.facts import USDC_UNIT
from sextant.settings import Settings, get_settings

app = typer.Typer(help="Sextant: paid onchain data routing and signals for AI agents.",
                  no_args_is_help=True)
console = Console()
err = Console(stderr=True)

from sextant.warehouse.cli import app as warehouse_app  # noqa: E402

app.add_typer(warehouse_app, name="warehouse")

from sextant.payments.ledger_cli import ledger_app  # noqa: E402

app.add_typer(ledger_app, name="ledger")

from sextant.erc8004_cli import app as agent_app  # noqa: E402

app.add_typer(agent_app, name="agent")


@app.command()
def serve(
    host: str = typer.Option(None, help="Interface to bind (default SEXTANT_HOST or 127.0.0.1)"),
    port: int = typer.Option(None, help="Port (default SEXTANT_PORT or 8402)"),
    log_level: str = typer.Option("info", help="uvicorn log level"),
) -> None:
    """Start the HTTP service (sandbox mode unless SEXTANT_MODE=live)."""
    import uvicorn

    from sextant.api.app import create_app
    from sextant.logs import configure_logging
    from sextant.runtime import build_runtime

    overrides: dict[str, Any] = {}
    if host:
        overrides["host"] = host
    if port:
        overrides["port"] = port
    settings = Settings(**overrides) if overrides else get_settings()
    configure_logging(settings.log_level, settings.log_json)
    runtime = build_runtime(settings)  # sandbox: starts the dev chain process if none is set
    try:
        _print_banner(settings, runtime)
        api = create_app(runtime=runtime)
        from sextant.routing.registry.loader import warm_in_background

        warm_in_background(settings)  # sandbox: the whole network's catalog, from the start
        # A full collection walks the ~200k objects the imports leave behind (over 100 ms,
        # every request waits); freezing them keeps collections to what requests allocate.
        gc.collect()
        gc.freeze()
        uvicorn.run(api, host=settings.host, port=settings.port,
                    log_level=log_level, access_log=False, log_config=None,
                    timeout_keep_alive=settings.keep_alive_seconds,
                    proxy_headers=False)  # X-Forwarded-For: SEXTANT_TRUSTED_PROXIES, in the app
    finally:
        runtime.stop_chain()


def _print_banner(settings: Settings, runtime: Any) -> None:
    err.print(f"[bold]Sextant[/bold] {settings.mode.value} mode on {settings.base_url}")
    err.print(f"payments: {runtime.terms.network} asset {runtime.terms.asset} "
              f"pay-to {runtime.terms.pay_to}", soft_wrap=True)
    chain = runtime.chain
    if chain is None:
        return
    started = (f"process {runtime.chain_process.pid}, stopped with this service"
               if runtime.chain_process else "shared, SEXTANT_DEVCHAIN_URL")
    err.print(f"Dev chain and facilitator: {chain.url} ({started}; instance {chain.instance}, "
              "in memory: a restart starts a new chain)", soft_wrap=True)
    err.print("Dev wallets (public test keys, for the offline dev chain only):")
    for w in chain.wallets:
        bal = chain.balance_of(w.address) / USDC_UNIT
        err.print(f"  #{w.index} {w.role:<11} {w.address}  key {w.private_key}  "
                  f"{bal:,.2f} USDC", soft_wrap=True)
    err.print(f"JSON-RPC of the dev chain: {settings.base_url}/sandbox/rpc  "
              f"(wallets: {settings.base_url}/sandbox/wallets)", soft_wrap=True)
    err.print("Try: sextant call POST /tip '{\"message\":\"hi\"}'")


@app.command()
def devchain(
    host: str = typer.Option("127.0.0.1", help="Interface to bind"),
    port: int = typer.Option(8545, help="Port (0 picks a free one)"),
    data_dir: Path = typer.Option(None, help="Where the chain records its instance and "
                                  "build cache (default SEXTANT_DATA_DIR)"),
    log_level: str = typer.Option("warning", help="log level"),
    nice: int = typer.Option(0, help="Lower the CPU priority by this (`sextant serve` uses 10)"),
) -> None:
    """Run the sandbox dev chain and its x402 facilitator as a service (what `sextant serve`
    starts by itself); point replicas at it with SEXTANT_DEVCHAIN_URL."""
    from sextant.chain.service import run_service
    from sextant.logs import configure_logging

    settings = get_settings()
    configure_logging(log_level.upper(), settings.log_json)
    err.print("building the dev chain (eth-tester + py-evm); it prints its URL when ready. "
              "The chain lives in memory: a restart starts a new one.")
    run_service(host, port, data_dir or settings.data_dir, settings.dev_chain_wallets,
                settings.dev_wallet_funding_usdc, log_level, nice=nice)


@app.command()
def facilitator(
    rpc_url: str = typer.Option(..., help="JSON-RPC URL of the chain to settle on"),
    network: str = typer.Option(None, help="CAIP-2 network (default: eip155:<chain id of rpc>)"),
    host: str = typer.Option("127.0.0.1"),
    port: int = typer.Option(8403),
) -> None:
    """Run the x402 SDK facilitator as an HTTP service (key: SEXTANT_FACILITATOR_PRIVATE_KEY)."""
    import os

    import uvicorn
    from x402.mechanisms.evm import FacilitatorWeb3Signer

    from sextant.payments.facilitator import sdk_facilitator
    from sextant.payments.facilitator_app import create_facilitator_app

    key = os.environ.get("SEXTANT_FACILITATOR_PRIVATE_KEY")
    if not key:
        err.print("[red]set SEXTANT_FACILITATOR_PRIVATE_KEY (the gas-paying settlement key)[/red]")
        raise typer.Exit(2)
    signer = FacilitatorWeb3Signer(key, rpc_url)
    net = network or f"eip155:{signer.get_chain_id()}"
    err.print(f"facilitator {signer.address} settling on {net} via {rpc_url}")
    uvicorn.run(create_facilitator_app(sdk_facilitator(signer, net)), host=host, port=port)


@app.command()
def call(
    method: str = typer.Argument(..., help="HTTP method, e.g. POST"),
    path: str = typer.Argument(..., help="Path, e.g. /tip"),
    body: str = typer.Argument("{}", help="JSON body (or query string for GET)"),
    url: str = typer.Option(None, help="Service base URL (default: the local service)"),
    max_usdc: Decimal = typer.Option(Decimal("0.10"), help="Refuse to pay more than this"),
    wallet: int = typer.Option(1, help="Sandbox: index of the dev wallet that pays"),
) -> None:
    """Call an endpoint, paying its x402 price with a dev wallet (sandbox) or
    SEXTANT_BUYER_PRIVATE_KEY (live); prints response, receipt and balances."""
    settings = get_settings()
    base = (url or settings.base_url).rstrip("/")
    try:
        payload = json.loads(body) if method.upper() != "GET" else None
    except json.JSONDecodeError as exc:
        err.print(f"[red]body is not JSON:[/red] {exc}")
        raise typer.Exit(2) from exc
    code = asyncio.run(_call(settings, base, method.upper(), path, payload, body, max_usdc, wallet))
    raise typer.Exit(code)


async def _call(
    settings: Settings, base: str, method: str, path: str, payload: Any, raw: str,
    max_usdc: Decimal, wallet: int,
) -> int:
    import httpx
    from x402.http import decode_payment_required_header

    from sextant.payments.buyer import build_buyer, paying_client
    from sextant.payments.cli_support import BalanceReader, sandbox_wallet

    async with httpx.AsyncClient(base_url=base, timeout=60) as plain:
        try:
            probe = await plain.request(method, path, json=payload,
                                        params=raw if method == "GET" else None)
        except httpx.TransportError as exc:
            err.print(f"[red]cannot reach the service at {base}[/red] ({type(exc).__name__}); "
                      "start it with ./scripts/serve or point --url at a running one",
                      soft_wrap=True)
            return 2
        if probe.status_code != 402:
            console.print_json(probe.text) if _is_json(probe) else console.print(probe.text)
            return 0 if probe.status_code < 400 else 1
        required = decode_payment_required_header(probe.headers["payment-required"])
        option = required.accepts[0]
        atomic = getattr(option, "amount", None) or getattr(option, "max_amount_required", "0")
        price = Decimal(str(atomic)) / USDC_UNIT
        err.print(f"{method} {path} costs {price} USDC on {option.network}", soft_wrap=True)
        if price > max_usdc:
            err.print(f"[red]refused:[/red] price {price} is above --max-usdc {max_usdc}")
            return 3
        extra_assets: list[tuple[str, str]] = []
        if settings.is_sandbox:
            key, address = await sandbox_wallet(plain, wallet)
            rpc = f"{base}/sandbox/rpc"  # the dev chain behind the URL we actually reached
            extra_assets = [(option.network, option.asset)]
        else:
            if settings.buyer_private_key is None:
                err.print("[red]live mode needs SEXTANT_BUYER_PRIVATE_KEY[/red]")
                return 2
            from eth_account import Account

            key = settings.buyer_private_key.get_secret_value()
            address = Account.from_key(key).address
            rpc = settings.upstream_urls.get("base_rpc", "https://mainnet.base.org")
        reader = BalanceReader(rpc, option.asset)
        before = await reader.balance(address)
        buyer = build_buyer(key, max_usdc, extra_assets=extra_assets)
        async with paying_client(buyer, base) as paying:
            response = await paying.request(method, path, json=payload,
                                            params=raw if method == "GET" else None)
        after = await reader.balance(address)
    console.print_json(response.text) if _is_json(response) else console.print(response.text)
    receipt = response.headers.get("payment-response")
    if receipt:
        from x402.http import decode_payment_response_header

        settled = decode_payment_response_header(receipt)
        err.print(f"settled: {settled.success}  tx {settled.transaction}  payer {settled.payer}",
                  soft_wrap=True)
    else:
        err.print(f"[yellow]no settlement (HTTP {response.status_code}); not charged[/yellow]")
    err.print(f"payer {address} balance: {before / USDC_UNIT:.6f} -> {after / USDC_UNIT:.6f} USDC",
              soft_wrap=True)
    return 0 if response.status_code < 400 else 1


def _is_json(response: Any) -> bool:
    return "json" in response.headers.get("content-type", "")


from sextant.routing.registry.cli import registry_app  # noqa: E402

app.add_typer(registry_app, name="registry")


def main() -> None:  # pragma: no cover
    app(prog_name="sextant")


if __name__ == "__main__":  # pragma: no cover
    main()
