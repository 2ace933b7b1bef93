"""Service settings, read once from the environment (prefix ``SEXTANT_``)."""

from __future__ import annotations

import os
from enum import StrEnum
from functools import lru_cache
from pathlib import Path

from pydantic import AliasChoices, Field, SecretStr, field_validator
from pydantic_settings import BaseSettings, SettingsConfigDict

UPSTREAM_URL_PREFIX = "SEXTANT_UPSTREAM_"
UPSTREAM_URL_SUFFIX = "_URL"


def upstream_urls_from_env(environ: dict[str, str] | None = None) -> dict[str, str]:
    """Collect ``SEXTANT_UPSTREAM_<NAME>_URL`` overrides as ``{name: url}``."""
    env = os.environ if environ is None else environ
    out: dict[str, str] = {}
    for key, value in env.items():
        if key.startswith(UPSTREAM_URL_PREFIX) and key.endswith(UPSTREAM_URL_SUFFIX) and value:
            name = key[len(UPSTREAM_URL_PREFIX) : -len(UPSTREAM_URL_SUFFIX)].lower()
            out[name] = value.rstrip("/")
    return out


class Mode(StrEnum):
    """Where upstream data and payments come from."""

    SANDBOX = "sandbox"
    LIVE = "live"


class Settings(BaseSettings):
    """Every knob of the service. Secrets are ``SecretStr`` and never printed."""

    model_config = SettingsConfigDict(env_prefix="SEXTANT_", extra="ignore")

    mode: Mode = Mode.SANDBOX
    host: str = "127.0.0.1"
    port: int = 8402
    public_url: str | None = Field(
        default=None, description="Base URL used in payment resources; default http://host:port"
    )
    data_dir: Path = Path(".sextant")
    #: How long an idle keep-alive connection stays open: longer than clients keep theirs
    #: (aiohttp 15 s, browsers up to 60 s), so a client never reuses one the server just closed.
    keep_alive_seconds: int = 75
    log_level: str = "INFO"
    log_json: bool = True
    service_name: str = "Sextant"
    seed: int = 402

    # Request limits (413 / 431 / 400 invalid_json; see ``sextant.api.limits``).
    max_body_bytes: int = Field(default=64 * 1024, ge=1024,
                                description="largest request body of any route but the RPC")
    max_rpc_body_bytes: int = Field(default=1024 * 1024, ge=1024,
                                    description="largest body of POST /sandbox/rpc")
    max_header_bytes: int = Field(default=16 * 1024, ge=1024,
                                  description="largest single header (name and value)")
    max_headers_total_bytes: int = Field(default=64 * 1024, ge=4096)
    max_header_count: int = Field(default=100, ge=10)
    max_json_depth: int = Field(default=64, ge=8, description="deepest JSON nesting accepted")
    trusted_proxies: str = Field(
        default="",
        description="comma-separated addresses or CIDRs whose X-Forwarded-For is believed; "
        "empty: the connecting address is the client",
    )

    # Shared state and ledger.
    redis_url: str | None = Field(
        default=None, validation_alias=AliasChoices("SEXTANT_REDIS_URL", "REDIS_URL")
    )
    database_url: str | None = Field(
        default=None, validation_alias=AliasChoices("SEXTANT_DATABASE_URL", "DATABASE_URL")
    )

    # x402 seller (live mode; sandbox derives these from the dev chain).
    network: str = "eip155:8453"
    asset: str = "0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913"
    asset_name: str = "USD Coin"
    asset_version: str = "2"
    pay_to: str | None = None
    facilitator_url: str = "https://x402.org/facilitator"
    cdp_api_key_id: SecretStr | None = None
    cdp_api_key_secret: SecretStr | None = None
    max_timeout_seconds: int = 300

    # Buyer side (``sextant call`` in live mode, outbound payments).
    buyer_private_key: SecretStr | None = None
    admin_token: SecretStr | None = None
    erc8004_agent_id: str | None = None
    agent_registry_source: str = Field(
        default="auto", description="jsonrpc, agent0 or auto (agent0 with a gateway key in "
        "live mode, else jsonrpc): where /agent/score reads ERC-8004 registrations")
    graph_api_key: SecretStr | None = None  # The Graph gateway key (subgraph execution)
    graph_token_api_jwt: SecretStr | None = Field(
        default=None, description="The Graph Token API JWT (thegraph.market): live /route "
        "executes token-api answers with it; without one they are refused, never charged")

    # /narrative/divergence: the social feed (CoinGecko keyless unless a key is set) and the
    # timer of its shared snapshot.
    coingecko_api_key: SecretStr | None = Field(
        default=None, description="CoinGecko demo key (x-cg-demo-api-key); keyless without")
    lunarcrush_api_key: SecretStr | None = Field(
        default=None, description="LunarCrush key: the social feed becomes LunarCrush")
    narrative_social_refresh_seconds: int = Field(
        default=7200, ge=60, description="how often the shared social snapshot is refetched")
    narrative_social_stale_seconds: int = Field(
        default=86_400, ge=60, description="how long a snapshot is served when a refetch fails")

    # Sandbox dev chain: its own process (``sextant devchain``); without a URL, building the
    # sandbox runtime (``sextant serve``) starts one on a free loopback port.
    devchain_url: str | None = None
    dev_chain_wallets: int = 10
    dev_wallet_funding_usdc: int = 1_000

    # Settlement warehouse and /ask (default: <data_dir>/warehouse; sandbox builds a small one).
    warehouse_dir: Path | None = None
    warehouse_rows: int = 200_000
    warehouse_backend: str = Field(default="duckdb", description="duckdb or clickhouse")
    clickhouse_url: str | None = None
    clickhouse_database: str = "x402"
    ask_timeout_seconds: float = 60.0
    llm_provider: str = Field(default="anthropic", description="anthropic or openai")
    llm_api_key: SecretStr | None = None
    llm_base_url: str | None = None
    llm_model: str = "claude-sonnet-4-6"

    # Discovery index (/bazaar/search), its liveness prober, /claw/scout and outreach.
    bazaar_sync_seconds: int = Field(default=3600, ge=10,
                                     description="how often the discovery index re-syncs")
    bazaar_probe_seconds: int = Field(default=600, ge=10,
                                      description="pause between liveness probe rounds")
    bazaar_probe_batch: int = Field(default=200, ge=0, description="resources per probe round")
    discovery_per_minute: int = Field(default=60, ge=1,
                                      description="free discovery calls per client a minute")
    outreach_allow_loopback: bool | None = Field(
        default=None, description="outreach may pay loopback targets; default: sandbox only")

    #: ``{upstream name: base URL}``; ``None`` reads ``SEXTANT_UPSTREAM_<NAME>_URL``.
    upstream_urls: dict[str, str] = Field(default_factory=upstream_urls_from_env)

    @field_validator("network")
    @classmethod
    def _caip2(cls, value: str) -> str:
        if ":" not in value:
            raise ValueError("network must be a CAIP-2 id such as eip155:8453")
        return value

    @property
    def base_url(self) -> str:
        """The public base URL of this service (no trailing slash)."""
        return (self.public_url or f"http://{self.host}:{self.port}").rstrip("/")

    @property
    def is_sandbox(self) -> bool:
        return self.mode is Mode.SANDBOX

    @property
    def warehouse_path(self) -> Path:
        return self.warehouse_dir or self.data_dir / "warehouse"


@lru_cache(maxsize=1)
def get_settings() -> Settings:
    """Process-wide settings (tests build their own ``Settings`` instead)."""
    return Settings()
