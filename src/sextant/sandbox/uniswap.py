"""Uniswap v2/v3/v4 subgraph simulators: graphql-core executing subgraph schemas over the world.

The schema files live next to this module (``schemas/uniswap_v{2,3,4}.graphql``): this
project's subsets of the published schemas (the published v3 file is GPL-3.0 and stays test
data; ``tests/sandbox/test_uniswap_schemas.py`` checks the v3 subset against it field by field
and validates every query the client builds against it). Each becomes the graph-node query API
(``where`` / ``orderBy`` / ``first`` / ``skip`` / ``_meta``) through the same builder the
routing simulator uses, so a query that names a field the schema lacks fails here as live.
Rows come from :mod:`sextant.sandbox.uniswap_data`. The gateway simulator (``graph_gateway.py``)
routes the pinned Uniswap subgraph ids here.
"""

from __future__ import annotations

import re
import time
from decimal import Decimal, InvalidOperation
from functools import cache
from pathlib import Path
from typing import Any

from graphql import (
    GraphQLList,
    GraphQLNonNull,
    GraphQLObjectType,
    GraphQLResolveInfo,
    GraphQLSchema,
    execute_sync,
    parse,
    validate,
)

from sextant.sandbox.uniswap_data import Store, build_store
from sextant.sandbox.world import build_world
from sextant.subgraphs.gql_schema import api_schema, entities_from_sdl

__all__ = ["MAX_FIRST", "Subgraphs", "schema_for", "schema_sdl"]

SCHEMAS = Path(__file__).with_name("schemas")
MAX_FIRST = 1000
_DERIVED = re.compile(r"(\w+):\s*\[(\w+)!?\]!?\s*@derivedFrom\(field:\s*\"(\w+)\"\)")
_OPS = ("_not_contains", "_contains_nocase", "_starts_with_nocase", "_starts_with",
        "_ends_with", "_contains", "_not_in", "_in", "_not", "_gte", "_lte", "_gt", "_lt")
_NUMERIC = {"BigInt", "BigDecimal", "Int", "Int8", "Float", "Timestamp"}
_DEFAULTS = {"BigInt": "0", "BigDecimal": "0", "Int": 0, "Boolean": False, "Bytes": "0x",
             "String": "", "ID": ""}


def schema_sdl(version: str) -> str:
    """The subgraph schema file (``schema.graphql`` text) of ``version``."""
    return (SCHEMAS / f"uniswap_{version}.graphql").read_text()


@cache
def schema_for(version: str) -> GraphQLSchema:
    """The query API graph-node serves for ``version``'s schema."""
    entities, enums = entities_from_sdl(schema_sdl(version))
    return api_schema(entities, enums, key=f"uniswap-{version}")


@cache
def _derived(version: str) -> dict[tuple[str, str], tuple[str, str]]:
    """(entity, list field) -> (child entity, back-reference field), from ``@derivedFrom``."""
    out: dict[tuple[str, str], tuple[str, str]] = {}
    entity = ""
    for line in schema_sdl(version).splitlines():
        head = re.match(r"type (\w+) @entity", line)
        if head:
            entity = head.group(1)
        found = _DERIVED.search(line)
        if found:
            out[(entity, found.group(1))] = (found.group(2), found.group(3))
    return out


def _named(t: Any) -> Any:
    while isinstance(t, GraphQLNonNull | GraphQLList):
        t = t.of_type
    return t


def _is_list(t: Any) -> bool:
    return isinstance(t.of_type if isinstance(t, GraphQLNonNull) else t, GraphQLList)


class Engine:
    """Executes queries of one (chain, version) subgraph over its ``Store``."""

    def __init__(self, store: Store) -> None:
        self.store = store
        self.schema = schema_for(store.version)
        self.derived = _derived(store.version)

    def run(self, query: str, variables: dict[str, Any] | None = None) -> dict[str, Any]:
        try:
            doc = parse(query)
        except Exception as exc:  # a GraphQL syntax error, answered as the gateway does
            return {"errors": [{"message": str(exc)}]}
        errors = validate(self.schema, doc)
        if errors:
            return {"errors": [{"message": e.message} for e in errors[:5]]}
        result = execute_sync(self.schema, doc, variable_values=variables or {},
                              field_resolver=self._resolve)
        out: dict[str, Any] = {"data": result.data}
        if result.errors:
            out["errors"] = [{"message": e.message} for e in result.errors[:5]]
        return out

    def _resolve(self, source: Any, info: GraphQLResolveInfo, **args: Any) -> Any:
        name, rtype = info.field_name, _named(info.return_type)
        parent = info.parent_type.name
        if parent == "Query":
            if name == "_meta":
                return self._meta()
            if _is_list(info.return_type):
                return self._apply(rtype.name, list(self._table(rtype.name).values()), args)
            return self._table(rtype.name).get(str(args.get("id", "")).lower())
        if not isinstance(source, dict):
            return None
        if parent in ("_Meta_", "_Block_"):
            return source.get(name)
        if isinstance(rtype, GraphQLObjectType):
            if _is_list(info.return_type):
                child, backref = self.derived.get((parent, name), (rtype.name, ""))
                rows = [r for r in self._table(child).values() if r.get(backref) == source["id"]]
                return self._apply(child, rows, args)
            return self._table(rtype.name).get(source.get(name, ""))
        value = source.get(name)
        return _DEFAULTS.get(rtype.name) if value is None else value

    def _table(self, entity: str) -> dict[str, dict[str, Any]]:
        return self.store.rows.get(entity, {})

    def _meta(self) -> dict[str, Any]:
        now = self.store.now
        block = 21_000_000 + now // 12 % 10**6
        return {"block": {"number": block, "timestamp": now, "parentHash": None,
                          "hash": "0x" + f"{block:064x}"},
                "deployment": f"Qm{self.store.chain}{self.store.version}sandbox",
                "hasIndexingErrors": False}

    def _apply(self, entity: str, rows: list[dict[str, Any]], args: dict[str, Any]
               ) -> list[dict[str, Any]]:
        where = args.get("where") or {}
        rows = [r for r in rows if self._match(entity, r, where)]
        order = args.get("orderBy")
        if order:
            numeric = self._field_type(entity, order) in _NUMERIC
            rows.sort(key=lambda r: _key(r.get(order), numeric),
                      reverse=args.get("orderDirection") == "desc")
        skip = max(0, int(args.get("skip") or 0))
        first = max(0, min(int(args.get("first", 100) or 0), MAX_FIRST))
        return rows[skip:skip + first]

    def _field_type(self, entity: str, fname: str) -> str:
        gtype = self.schema.get_type(entity)
        if isinstance(gtype, GraphQLObjectType) and fname in gtype.fields:
            return str(_named(gtype.fields[fname].type).name)
        return "String"

    def _match(self, entity: str, row: dict[str, Any], where: dict[str, Any]) -> bool:
        for key, want in where.items():
            if key == "and":
                if not all(self._match(entity, row, w) for w in want):
                    return False
                continue
            if key == "or":
                if not any(self._match(entity, row, w) for w in want):
                    return False
                continue
            if key.endswith("_"):
                related = self._table(self._field_type(entity, key[:-1])).get(
                    row.get(key[:-1], ""))
                if related is None or not self._match(self._field_type(entity, key[:-1]),
                                                      related, want):
                    return False
                continue
            op = next((o for o in _OPS if key.endswith(o) and key[: -len(o)]), "")
            fname = key[: -len(op)] if op else key
            numeric = self._field_type(entity, fname) in _NUMERIC
            if not _compare(row.get(fname), op, want, numeric):
                return False
        return True


def _key(value: Any, numeric: bool) -> Any:
    if numeric:
        try:
            return Decimal(str(value))
        except (InvalidOperation, ValueError):
            return Decimal(0)
    return str(value or "").lower()


def _compare(have: Any, op: str, want: Any, numeric: bool) -> bool:
    if op in ("_in", "_not_in"):
        inside = _key(have, numeric) in {_key(w, numeric) for w in want}
        return inside if op == "_in" else not inside
    h, w = _key(have, numeric), _key(want, numeric)
    if op in ("", "_not"):
        return (h == w) if op == "" else (h != w)
    if op in ("_gt", "_lt", "_gte", "_lte"):
        return {"_gt": h > w, "_lt": h < w, "_gte": h >= w, "_lte": h <= w}[op]
    text, needle = str(h), str(w)
    return {"_contains": needle in text, "_contains_nocase": needle in text,
            "_not_contains": needle not in text, "_starts_with": text.startswith(needle),
            "_starts_with_nocase": text.startswith(needle),
            "_ends_with": text.endswith(needle)}[op]


class Subgraphs:
    """Every Uniswap subgraph of the world of ``seed``, built on first use per (chain, version)."""

    def __init__(self, seed: int, now: int | None = None) -> None:
        self.world = build_world(seed)
        now = int(time.time()) if now is None else now
        self.now = now - now % 60
        self._engines: dict[tuple[str, str], Engine] = {}

    def engine(self, chain: str, version: str) -> Engine:
        key = (chain, version)
        if key not in self._engines:
            self._engines[key] = Engine(build_store(self.world, chain, version, self.now))
        return self._engines[key]

    def run(self, chain: str, version: str, query: str, variables: dict[str, Any] | None
            ) -> dict[str, Any]:
        """The gateway's answer to ``query`` on the (chain, version) subgraph."""
        return self.engine(chain, version).run(query, variables)
