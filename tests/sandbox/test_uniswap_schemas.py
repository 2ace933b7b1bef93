"""The sandbox's Uniswap schemas against the published v3 schema (a GPL-3.0 test fixture).

The package ships this project's own subsets; the published file is read here only, as test
data, so a query the client builds that the live subgraph would reject fails in this test.
"""

from __future__ import annotations

import pytest
from graphql import parse, validate

from sextant.sandbox.uniswap import schema_sdl
from sextant.subgraphs.gql_schema import api_schema, entities_from_sdl
from sextant.venues.uniswap_parse import (
    SYMBOL_QUERY,
    activity_query,
    cohort_query,
    pools_query,
    tokens_query,
)
from tests.support import shared_fixtures

PUBLISHED_V3 = shared_fixtures() / "uniswap" / "v3_schema.graphql"


def _fields(sdl: str) -> dict[str, dict[str, str]]:
    entities, _ = entities_from_sdl(sdl)
    return {e["name"]: {f: t for f, t in e["fields"]} for e in entities}


@pytest.fixture(scope="module")
def published() -> str:
    return PUBLISHED_V3.read_text()


def test_v3_subset_has_the_published_names_and_types(published: str) -> None:
    real = _fields(published)
    ours = _fields(schema_sdl("v3"))
    assert {"Token", "Pool", "Swap", "PoolDayData", "TokenDayData", "Bundle"} <= set(ours)
    wrong = [(entity, field, kind, real.get(entity, {}).get(field))
             for entity, fields in ours.items() for field, kind in fields.items()
             if real.get(entity, {}).get(field) != kind]
    assert wrong == []


def test_v3_subset_is_not_the_published_file(published: str) -> None:
    # the package must not carry the GPL-3.0 file itself (see fixtures/SOURCES.md)
    assert len(_fields(schema_sdl("v3"))) < len(_fields(published))
    assert schema_sdl("v3") != published


@pytest.mark.parametrize("name, query", [
    ("pools", pools_query("v3", 5)),
    ("activity", activity_query("v3", 50, 10)),
    ("tokens", tokens_query(10)),
    ("cohort", cohort_query(10)),
    ("symbol", SYMBOL_QUERY),
])
def test_client_queries_are_valid_on_the_published_v3_schema(
    published: str, name: str, query: str
) -> None:
    entities, enums = entities_from_sdl(published)
    schema = api_schema(entities, enums, key="published-uniswap-v3")
    assert [e.message for e in validate(schema, parse(query))] == [], name


@pytest.mark.parametrize("version", ["v2", "v3", "v4"])
def test_client_queries_are_valid_on_the_sandbox_schemas(version: str) -> None:
    entities, enums = entities_from_sdl(schema_sdl(version))
    schema = api_schema(entities, enums, key=f"test-uniswap-{version}")
    queries = [pools_query(version, 5), activity_query(version, 50, 10)]
    if version == "v3":
        queries += [tokens_query(10), cohort_query(10), SYMBOL_QUERY]
    for query in queries:
        assert [e.message for e in validate(schema, parse(query))] == [], query


def test_a_field_the_published_schema_lacks_is_refused(published: str) -> None:
    entities, enums = entities_from_sdl(published)
    schema = api_schema(entities, enums, key="published-uniswap-v3")
    assert validate(schema, parse("{ pools(first: 1) { id reserveUSD } }"))
