"""Graph-node style query schemas from entity layouts, built once per schema fingerprint.

``api_schema(entities, enums)`` gives the graphql-core schema a subgraph serves: for every
entity a singular and a plural root field with ``where`` / ``orderBy`` / ``first`` / ``skip``,
``<Entity>_filter`` inputs with the usual operator suffixes, and ``_meta``.
"""

from __future__ import annotations

import hashlib
import json
import re
from typing import Any

from graphql import (
    GraphQLSchema,
    build_schema,
    parse,
)
from graphql.language import EnumTypeDefinitionNode, ObjectTypeDefinitionNode

SCALARS = {"ID", "String", "Int", "Boolean", "BigInt", "BigDecimal", "Bytes", "Int8", "Float",
           "Timestamp"}
_ORDERED = {"Int", "BigInt", "BigDecimal", "Int8", "Float", "Timestamp", "ID", "String", "Bytes"}
_STRINGY = {"String", "ID", "Bytes"}


def base_type(type_str: str) -> str:
    """``"[Swap!]!"`` -> ``"Swap"``."""
    return type_str.replace("[", "").replace("]", "").replace("!", "")


def is_list(type_str: str) -> bool:
    return type_str.startswith("[")


def plural(name: str) -> str:
    """graph-node's collection field name for entity ``name``."""
    head = name[0].lower() + name[1:]
    if head.endswith("s"):
        return head + "_collection"
    if head.endswith("y") and len(head) > 1 and head[-2] not in "aeiou":
        return head[:-1] + "ies"
    if re.search(r"(ch|sh|x|z)$", head):
        return head + "es"
    return head + "s"


def singular(name: str) -> str:
    return name[0].lower() + name[1:]


def fingerprint(entities: list[dict[str, Any]]) -> str:
    """The registry's schema fingerprint: md5 of the sorted ``entity:field_count`` list, 12 hex,
    extended with the field list so different layouts never collide."""
    key = sorted(f"{e['name']}:{len(e['fields'])}" for e in entities)
    detail = json.dumps([[e["name"], e["fields"]] for e in entities], sort_keys=True)
    return hashlib.md5(("|".join(key) + detail).encode()).hexdigest()[:12]


def entities_from_sdl(sdl: str) -> tuple[list[dict[str, Any]], dict[str, list[str]]]:
    """Entity layouts and enums from a subgraph's ``schema.graphql`` text."""
    doc = parse(sdl.replace("@entity(immutable: true)", "@entity"), no_location=True)
    entities: list[dict[str, Any]] = []
    enums: dict[str, list[str]] = {}
    for node in doc.definitions:
        if isinstance(node, EnumTypeDefinitionNode):
            enums[node.name.value] = [v.name.value for v in node.values or ()]
        elif isinstance(node, ObjectTypeDefinitionNode):
            if not any(d.name.value == "entity" for d in node.directives or ()):
                continue
            fields = [[f.name.value, _type_str(f.type)] for f in node.fields or ()]
            entities.append({"name": node.name.value, "fields": fields})
    return entities, enums


def _type_str(node: Any) -> str:
    kind = node.kind
    if kind == "non_null_type":
        return _type_str(node.type) + "!"
    if kind == "list_type":
        return "[" + _type_str(node.type) + "]"
    return str(node.name.value)


def api_sdl(entities: list[dict[str, Any]], enums: dict[str, list[str]]) -> str:
    """The full query-API SDL of a subgraph with these entities."""
    names = {e["name"] for e in entities}
    known = names | SCALARS | set(enums)
    out = [
        "scalar BigInt", "scalar BigDecimal", "scalar Bytes", "scalar Int8", "scalar Timestamp",
        "enum OrderDirection { asc desc }",
        "input Block_height { hash: Bytes number: Int number_gte: Int }",
        "type _Block_ { hash: Bytes number: Int! timestamp: Int parentHash: Bytes }",
        "type _Meta_ { block: _Block_! deployment: String! hasIndexingErrors: Boolean! }",
    ]
    out += [f"enum {n} {{ {' '.join(v)} }}" for n, v in enums.items()]
    query_fields = []
    for ent in entities:
        name = ent["name"]
        obj_fields, filters, order = [], [], []
        for fname, ftype in ent["fields"]:
            base = base_type(ftype)
            if base not in known:  # an unknown enum or interface: served as a string
                ftype, base = ftype.replace(base, "String"), "String"
            order.append(fname)
            if base in names:
                if is_list(ftype):
                    obj_fields.append(f"{fname}({_list_args(base)}): {ftype}")
                    filters.append(f"{fname}_: {base}_filter")
                else:
                    obj_fields.append(f"{fname}: {ftype}")
                    filters += _ops(fname, "String", list_field=False)
                    filters.append(f"{fname}_: {base}_filter")
                    order.append(f"{fname}__id")
                continue
            obj_fields.append(f"{fname}: {ftype}")
            if is_list(ftype):
                filters += [f"{fname}: [{base}!]", f"{fname}_contains: [{base}!]",
                            f"{fname}_not_contains: [{base}!]"]
            else:
                filters += _ops(fname, base, list_field=False, enum=base in enums)
        filters += [f"and: [{name}_filter]", f"or: [{name}_filter]"]
        out.append(f"type {name} {{ {' '.join(obj_fields)} }}")
        out.append(f"input {name}_filter {{ {' '.join(filters)} }}")
        out.append(f"enum {name}_orderBy {{ {' '.join(dict.fromkeys(order))} }}")
        query_fields.append(
            f"{singular(name)}(id: ID!, block: Block_height): {name}"
        )
        query_fields.append(f"{plural(name)}({_list_args(name)}, block: Block_height): [{name}!]!")
    query_fields.append("_meta(block: Block_height): _Meta_")
    out.append("type Query { " + " ".join(query_fields) + " }")
    return "\n".join(out)


def _list_args(entity: str) -> str:
    return (f"skip: Int = 0, first: Int = 100, orderBy: {entity}_orderBy, "
            f"orderDirection: OrderDirection, where: {entity}_filter")


def _ops(name: str, base: str, *, list_field: bool, enum: bool = False) -> list[str]:
    ops = [f"{name}: {base}", f"{name}_not: {base}", f"{name}_in: [{base}!]",
           f"{name}_not_in: [{base}!]"]
    if enum or base == "Boolean":
        return ops
    if base in _ORDERED:
        ops += [f"{name}_gt: {base}", f"{name}_lt: {base}", f"{name}_gte: {base}",
                f"{name}_lte: {base}"]
    if base in _STRINGY:
        ops += [f"{name}_contains: {base}", f"{name}_not_contains: {base}"]
    if base in ("String", "ID"):
        ops += [f"{name}_contains_nocase: {base}", f"{name}_starts_with: {base}",
                f"{name}_starts_with_nocase: {base}", f"{name}_ends_with: {base}"]
    return ops


_SCHEMAS: dict[str, GraphQLSchema] = {}


def api_schema(
    entities: list[dict[str, Any]], enums: dict[str, list[str]] | None = None,
    key: str | None = None,
) -> GraphQLSchema:
    """The graphql-core schema for these entities, cached by fingerprint (or ``key``)."""
    cache_key = key or fingerprint(entities)
    schema = _SCHEMAS.get(cache_key)
    if schema is None:
        schema = build_schema(api_sdl(entities, enums or {}))
        _SCHEMAS[cache_key] = schema
    return schema
