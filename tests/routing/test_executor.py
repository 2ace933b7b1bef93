"""Execution through the gateway (its simulator here): freshness block, truncation, modes."""

from __future__ import annotations

import pytest

from sextant.errors import ServiceUnconfigured
from sextant.routing.executor import LIST_LIMIT, SubgraphExecutor, with_meta
from sextant.settings import Settings
from sextant.transport.factory import UpstreamClients


def test_meta_block_is_added_once() -> None:
    q = with_meta("{ pools(first: 1) { id } }")
    assert q.count("_meta") == 1 and q.startswith("{ pools(first: 1) { id }")
    assert with_meta(q) == q
    named = with_meta("query Q { tokens { id } } fragment F on Token { id }")
    assert "_meta" in named.split("fragment")[0]


async def test_sandbox_execution_reports_freshness_and_truncates(tmp_path: object) -> None:
    settings = Settings(data_dir=tmp_path, upstream_urls={"_": "_"})
    upstreams = UpstreamClients(settings)
    executor = SubgraphExecutor(upstreams)
    out = await executor.run("43Hwfi3dJSoGpyas9VwNoDAv55yjgGrPpNSmbQZArzMG",
                             "{ pools(first: 100) { id volumeUSD } }")
    await upstreams.aclose()
    assert len(out["data"]["pools"]) == LIST_LIMIT and out["truncated"] is True
    assert out["freshness"]["block_number"] > 0 and out["_meta"]["hasIndexingErrors"] is False


async def test_live_without_key_or_buyer_is_unconfigured(tmp_path: object) -> None:
    settings = Settings(data_dir=tmp_path, mode="live", pay_to="0x" + "1" * 40,
                        upstream_urls={"_": "_"})
    executor = SubgraphExecutor(UpstreamClients(settings))
    assert executor.mode() == "unconfigured"
    with pytest.raises(ServiceUnconfigured):
        await executor.run("x", "{ _meta { deployment } }")
    assert SubgraphExecutor(UpstreamClients(settings), api_key="k").mode() == "gateway-api-key"
    assert SubgraphExecutor(UpstreamClients(settings), buyer_key="0x1").mode() == "gateway-x402"
