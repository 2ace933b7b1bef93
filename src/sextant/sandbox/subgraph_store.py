"""A graph-node-like query executor over in-memory entity rows.

Serves a subgraph's query API (built from its real ``schema.graphql`` by
``sextant.subgraphs.gql_schema``) over rows held as dicts with graph-node's wire values
(BigInt/BigDecimal/Bytes as strings): ``where`` with the common operator suffixes and
``and``/``or``, ``orderBy``/``orderDirection``, ``first`` (max 1000)/``skip``, singular
lookups by id, entity references by id and ``@derivedFrom`` lists, and ``_meta``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from decimal import Decimal, InvalidOperation
from typing import Any

from graphql import (
    GraphQLList,
    GraphQLNonNull,
    GraphQLObjectType,
    GraphQLResolveInfo,
    GraphQLSchema,
    execute,
    parse,
    validate,
)

from sextant.chain.client import ChainClient
from sextant.subgraphs.gql_schema import plural, singular

__all__ = ["MAX_FIRST", "ChainLog", "ChainReader", "EntityStore"]

MAX_FIRST = 1000
_OPS = ("_not_in", "_in", "_not", "_gte", "_lte", "_gt", "_lt", "_not_contains", "_contains")


def _named(t: Any) -> Any:
    while isinstance(t, GraphQLNonNull | GraphQLList):
        t = t.of_type
    return t


def _key(value: Any) -> Any:
    """Sort/compare key: numbers numerically, text case-insensitively, None first."""
    if value is None:
        return (0, 0, "")
    if isinstance(value, bool):
        return (1, int(value), "")
    try:
        return (1, Decimal(str(value)), "")
    except InvalidOperation:
        return (2, 0, str(value).lower())


def _matches(row: dict[str, Any], where: dict[str, Any]) -> bool:
    for name, want in where.items():
        if name == "and":
            if not all(_matches(row, w) for w in want):
                return False
            continue
        if name == "or":
            if not any(_matches(row, w) for w in want):
                return False
            continue
        op = next((o for o in _OPS if name.endswith(o)), "")
        field = name[: len(name) - len(op)] if op else name
        have = row.get(field)
        if isinstance(have, dict):  # an entity reference stored inline
            have = have.get("id")
        hk = _key(have)
        if op == "":
            ok = hk == _key(want)
        elif op == "_not":
            ok = hk != _key(want)
        elif op in ("_in", "_not_in"):
            inside = hk in {_key(w) for w in want}
            ok = inside if op == "_in" else not inside
        elif op in ("_contains", "_not_contains"):
            text = str(have or "").lower()
            ok = (str(want).lower() in text) == (op == "_contains")
        else:
            if have is None:
                return False
            wk = _key(want)
            ok = {"_gt": hk > wk, "_gte": hk >= wk, "_lt": hk < wk, "_lte": hk <= wk}[op]
        if not ok:
            return False
    return True


def _page(rows: Iterable[dict[str, Any]], args: dict[str, Any]) -> list[dict[str, Any]]:
    first = int(args.get("first", 100))
    skip = int(args.get("skip", 0))
    if first < 0 or first > MAX_FIRST:
        raise ValueError(f"The `first` argument must be between 0 and {MAX_FIRST}, "
                         f"but is {first}")
    picked = [r for r in rows if _matches(r, args.get("where") or {})]
    order = args.get("orderBy") or "id"
    desc = args.get("orderDirection") == "desc"
    picked.sort(key=lambda r: _key(r.get(order)), reverse=desc)
    return picked[skip : skip + first]


class EntityStore:
    """Answers queries of ``schema`` over ``rows(entity name) -> list of dicts``.

    ``derived`` maps ``(entity, list field)`` to ``(child entity, child field)`` for
    ``@derivedFrom`` lists."""

    def __init__(self, schema: GraphQLSchema, rows: Callable[[str], list[dict[str, Any]]],
                 meta: Callable[[], dict[str, Any]],
                 derived: dict[tuple[str, str], tuple[str, str]] | None = None) -> None:
        self.schema = schema
        self.rows = rows
        self.meta = meta
        self.derived = derived or {}
        query = schema.query_type
        assert query is not None
        self.roots: dict[str, tuple[str, bool]] = {}
        self.entities: set[str] = set()
        for name, type_ in schema.type_map.items():
            if isinstance(type_, GraphQLObjectType) and plural(name) in query.fields:
                self.roots[plural(name)] = (name, True)
                self.roots[singular(name)] = (name, False)
                self.entities.add(name)

    def run(self, query: str, variables: dict[str, Any] | None = None) -> dict[str, Any]:
        """Execute like graph-node: ``{"data": ...}`` or ``{"errors": [...]}``."""
        try:
            doc = parse(query)
        except Exception as exc:
            return {"errors": [{"message": str(exc)}]}
        errors = validate(self.schema, doc)
        if errors:
            return {"errors": [{"message": e.message} for e in errors[:5]]}
        result = execute(self.schema, doc, variable_values=variables or {},
                         field_resolver=self._resolve)
        assert not hasattr(result, "__await__")
        out: dict[str, Any] = {"data": result.data}
        if result.errors:
            out = {"errors": [{"message": e.message}
                              for e in result.errors[:5]]}
        return out

    def _by_id(self, entity: str, ident: Any) -> dict[str, Any] | None:
        want = str(ident).lower()
        return next((r for r in self.rows(entity) if str(r.get("id")).lower() == want), None)

    def _resolve(self, source: Any, info: GraphQLResolveInfo, **args: Any) -> Any:
        name = info.field_name
        if source is None:  # a root field
            if name == "_meta":
                return self.meta()
            entity, many = self.roots[name]
            return _page(self.rows(entity), args) if many else self._by_id(entity, args["id"])
        parent = info.parent_type.name
        if (parent, name) in self.derived:
            child, fk = self.derived[(parent, name)]
            rows = [r for r in self.rows(child) if str(r.get(fk)).lower()
                    == str(source.get("id")).lower()]
            return _page(rows, args)
        value = source.get(name) if isinstance(source, dict) else getattr(source, name, None)
        target = _named(info.return_type)
        if (isinstance(target, GraphQLObjectType) and isinstance(value, str)
                and target.name in self.entities):
            return self._by_id(target.name, value)
        return value


@dataclass(frozen=True)
class ChainLog:
    address: str
    topics: tuple[str, ...]
    data: str
    block_number: int
    transaction_hash: str
    log_index: int


class ChainReader:
    """The few JSON-RPC reads the chain-indexing simulators need, over the chain service."""

    def __init__(self, chain: ChainClient) -> None:
        self.chain = chain

    async def call(self, method: str, params: list[Any]) -> Any:
        answer = await self.chain.rpc({"jsonrpc": "2.0", "id": 1, "method": method,
                                       "params": params})
        if not isinstance(answer, dict) or answer.get("error"):
            raise RuntimeError(f"{method} failed: {answer}")
        return answer.get("result")

    async def block_number(self) -> int:
        return int(await self.call("eth_blockNumber", []), 16)

    async def block_timestamp(self, number: int) -> int:
        block = await self.call("eth_getBlockByNumber", [hex(number), False])
        return int(block["timestamp"], 16)

    async def get_logs(self, address: str | list[str], topics: list[Any], start: int,
                       end: int) -> list[ChainLog]:
        raw = await self.call("eth_getLogs", [{"address": address, "topics": topics,
                                               "fromBlock": hex(start), "toBlock": hex(end)}])
        logs = [ChainLog(str(x["address"]).lower(), tuple(t.lower() for t in x["topics"]),
                         str(x["data"]), int(x["blockNumber"], 16),
                         str(x["transactionHash"]).lower(), int(x["logIndex"], 16))
                for x in raw]
        return sorted(logs, key=lambda x: (x.block_number, x.log_index))
