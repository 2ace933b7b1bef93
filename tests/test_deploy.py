"""The compose file names every setting the service reads; the Dockerfile runs the service."""

from __future__ import annotations

from pathlib import Path

import yaml
from pydantic import AliasChoices

from sextant.settings import UPSTREAM_URL_PREFIX, UPSTREAM_URL_SUFFIX, Settings
from sextant.transport.upstreams import UPSTREAMS

ROOT = Path(__file__).resolve().parents[1]


def _compose_environment() -> dict[str, str | None]:
    compose = yaml.safe_load((ROOT / "compose.yaml").read_text())
    out: dict[str, str | None] = {}
    for item in compose["services"]["sextant"]["environment"]:
        name, sep, value = str(item).partition("=")
        out[name] = value if sep else None
    return out


def _names(field: str) -> set[str]:
    """The environment names one settings field is read from."""
    info = Settings.model_fields[field]
    if isinstance(info.validation_alias, AliasChoices):
        return {str(choice) for choice in info.validation_alias.choices}
    return {f"SEXTANT_{field.upper()}"}


def test_compose_names_every_setting_the_service_reads() -> None:
    env = _compose_environment()
    missing = [field for field in Settings.model_fields if field != "upstream_urls"
               and not (_names(field) & env.keys())]
    assert not missing, f"compose.yaml does not name these settings: {missing}"
    upstreams = [f"{UPSTREAM_URL_PREFIX}{name.upper()}{UPSTREAM_URL_SUFFIX}" for name in UPSTREAMS]
    assert not [u for u in upstreams if u not in env], "an upstream URL override is missing"
    known = set().union(*(_names(f) for f in Settings.model_fields if f != "upstream_urls"))
    unknown = [n for n in env if n not in known and n not in upstreams]
    assert not unknown, f"compose.yaml sets what the service never reads: {unknown}"


def test_compose_wires_the_shared_state_and_ledger_to_its_services() -> None:
    env = _compose_environment()
    compose = yaml.safe_load((ROOT / "compose.yaml").read_text())
    assert {"redis", "postgres", "clickhouse"} <= compose["services"].keys()
    assert env["REDIS_URL"] == "redis://redis:6379/0"
    assert (env["DATABASE_URL"] or "").startswith("postgresql://")
    assert "@postgres:5432/" in (env["DATABASE_URL"] or "")
    assert "clickhouse:8123" in (env["SEXTANT_CLICKHOUSE_URL"] or "")
    # Values compose sets must parse as the service's settings.
    values = {k: v for k, v in env.items() if v is not None and k.startswith("SEXTANT_")}
    settings = Settings(**{k.removeprefix("SEXTANT_").lower(): v for k, v in values.items()})
    assert settings.host == "0.0.0.0" and settings.port == 8402


def test_dockerfile_runs_the_service_from_the_locked_dependencies() -> None:
    text = (ROOT / "Dockerfile").read_text()
    assert "requirements.lock" in text and 'CMD ["sextant", "serve"]' in text
    assert "USER sextant" in text  # not root
