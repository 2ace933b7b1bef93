"""Deterministic rows for any subgraph schema: the gateway simulator's query engine.

Queries are validated and executed by graphql-core against the subgraph's real query schema;
a field resolver invents values from a seed (subgraph, entity, index) and honours the
request's ``where`` filters, ``orderBy`` and ``first`` so answers look like the live ones.
"""

from __future__ import annotations

import hashlib
from typing import Any

from graphql import (
    GraphQLEnumType,
    GraphQLList,
    GraphQLNonNull,
    GraphQLObjectType,
    GraphQLResolveInfo,
    GraphQLSchema,
    execute_sync,
    parse,
    validate,
)

# symbol -> (token name, USD price): one row's name, symbol, nested token and prices agree.
TOKENS: dict[str, tuple[str, float]] = {
    "WETH": ("Wrapped Ether", 3100.0), "USDC": ("USD Coin", 1.0), "USDT": ("Tether USD", 1.0),
    "DAI": ("Dai Stablecoin", 1.0), "WBTC": ("Wrapped BTC", 65000.0),
    "UNI": ("Uniswap", 7.25), "LINK": ("ChainLink Token", 14.1), "AAVE": ("Aave Token", 165.0),
    "ARB": ("Arbitrum", 0.74), "OP": ("Optimism", 1.62), "PEPE": ("Pepe", 0.000012),
    "CRV": ("Curve DAO Token", 0.38), "LDO": ("Lido DAO Token", 1.21), "MKR": ("Maker", 1450.0),
    "cbBTC": ("Coinbase Wrapped BTC", 65000.0), "AERO": ("Aerodrome", 0.92),
    "GHO": ("Gho Token", 1.0), "ENA": ("ENA", 0.41),
}
SYMBOLS = list(TOKENS)
_TOKEN_TYPES = {"Token", "TokenContract", "InputToken", "RewardToken"}
_ADDRESS_IDS = {"Token", "Pool", "Pair", "Account", "Market", "Vault", "LiquidityPool",
                "Collection", "Facilitator", "TokenContract", "Delegate", "Staker", "Player",
                "Indexer", "Marketplace", "Governance"}
_NEST_CAP = 5
#: Relations a row is named after: a market filtered by its input token's symbol is that
#: token's market.
_NAMED_BY_TOKEN = {"inputToken", "token", "asset", "underlyingAsset"}
MAX_FIRST = 1000


def _h(*parts: Any) -> int:
    return int.from_bytes(hashlib.sha256(":".join(map(str, parts)).encode()).digest()[:8], "big")


def _named(t: Any) -> Any:
    while isinstance(t, GraphQLNonNull | GraphQLList):
        t = t.of_type
    return t


def _is_list(t: Any) -> bool:
    if isinstance(t, GraphQLNonNull):
        t = t.of_type
    return isinstance(t, GraphQLList)


class MockData:
    """Executes queries against ``schema`` with invented, filter-consistent rows."""

    def __init__(self, schema: GraphQLSchema, subgraph_id: str, now: int,
                 block: int = 21_000_000) -> None:
        self.schema = schema
        self.sid = subgraph_id
        self.now = now
        self.block = block

    def run(self, query: str, variables: dict[str, Any] | None = None) -> dict[str, Any]:
        try:
            doc = parse(query)
        except Exception as exc:  # graphql syntax error
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

    # -- resolution -------------------------------------------------------------------------

    def _resolve(self, source: Any, info: GraphQLResolveInfo, **args: Any) -> Any:
        name = info.field_name
        rtype = _named(info.return_type)
        if info.parent_type.name == "Query":
            if name == "_meta":
                return {"block": {"number": self.block, "timestamp": self.now,
                                  "hash": "0x" + format(_h(self.sid, self.block), "064x")[:64],
                                  "parentHash": None},
                        "deployment": "Qm" + format(_h(self.sid), "x"),
                        "hasIndexingErrors": False}
            if _is_list(info.return_type):
                return self._collection(rtype.name, args, f"{self.sid}:{name}")
            return self._entity(rtype.name, f"{self.sid}:{name}:{args.get('id')}",
                                {"id": args.get("id")}, 0)
        if not isinstance(source, dict):
            return None
        if isinstance(rtype, GraphQLObjectType) and rtype.name in ("_Meta_", "_Block_"):
            return source.get(name)
        if isinstance(rtype, GraphQLObjectType):
            seed = f"{source.get('__seed')}:{name}"
            if _is_list(info.return_type):
                args = {**args, "first": min(int(args.get("first", 3)), _NEST_CAP)}
                if rtype.name == "InterestRate":
                    return self._market_rates(source, args, seed)
                return self._collection(rtype.name, args, seed)
            cons = source.get("__c", {}).get(name)
            constraints = cons if isinstance(cons, dict) else (
                {"id": cons} if isinstance(cons, str) else {})
            child = self._entity(rtype.name, seed, constraints, 0)
            if rtype.name in _TOKEN_TYPES and "__sym" in source:
                # a market's input token (a pair's first token) is the asset the row is named
                # after; a pair's second token is a quote asset, never the same one
                parent = source["__sym"]
                if name.endswith("1"):
                    child["__sym"] = "USDC" if parent != "USDC" else "WETH"
                elif "token" in name.lower():
                    child["__sym"] = parent
            return child
        if name in source:
            return source[name]
        value = self._scalar(source, name, rtype)
        source[name] = value
        return value

    def _collection(self, entity: str, args: dict[str, Any], seed: str) -> list[dict[str, Any]]:
        first = max(0, min(int(args.get("first", 100) or 0), MAX_FIRST))
        skip = max(0, int(args.get("skip", 0) or 0))
        where = args.get("where") or {}
        rows = [self._entity(entity, f"{seed}:{skip + i}", where, skip + i)
                for i in range(first)]
        return self._ordered(entity, rows, args)

    def _ordered(self, entity: str, rows: list[dict[str, Any]], args: dict[str, Any]
                 ) -> list[dict[str, Any]]:
        order = args.get("orderBy")
        if order:
            gtype = self.schema.get_type(entity)
            assert isinstance(gtype, GraphQLObjectType)
            ftype = gtype.fields.get(order)
            if ftype is not None and not isinstance(_named(ftype.type), GraphQLObjectType):
                for row in rows:
                    row.setdefault(order, self._scalar(row, order, _named(ftype.type)))
                rows.sort(key=lambda r: _sort_key(r[order]),
                          reverse=args.get("orderDirection") == "desc")
        return rows

    def _market_rates(self, market: dict[str, Any], args: dict[str, Any], seed: str
                      ) -> list[dict[str, Any]]:
        """A Messari lending market's rates: one per side and type it offers (a variable
        rate each side, a stable borrow rate on some), ids ``SIDE-TYPE-<market id>``."""
        if "id" not in market:
            market["id"] = self._scalar(market, "id", self.schema.get_type("ID"))
        kinds = [("LENDER", "VARIABLE"), ("BORROWER", "VARIABLE")]
        if _h(seed, "stable") % 3 == 0:
            kinds.append(("BORROWER", "STABLE"))
        rows = []
        for i, (side, kind) in enumerate(kinds):
            row = self._entity("InterestRate", f"{seed}:{i}", {"side": side, "type": kind}, i)
            row["id"] = f"{side}-{kind}-{market['id']}"
            if _matches(row, args.get("where") or {}):
                rows.append(row)
        return self._ordered("InterestRate", rows, args)[:int(args.get("first", _NEST_CAP))]

    def _entity(self, entity: str, seed: str, where: dict[str, Any], index: int
                ) -> dict[str, Any]:
        row: dict[str, Any] = {"__type": entity, "__seed": seed, "__i": index, "__c": {},
                               "__sym": SYMBOLS[_h(seed, "symbol") % len(SYMBOLS)],
                               "__scale": 10 ** (3 + _h(seed, "scale") % 5)}
        for key, value in _constraints(where, index).items():
            if key.endswith("_"):
                row["__c"][key[:-1]] = value
                if isinstance(value, dict) and value.get("symbol") in TOKENS and \
                        key[:-1] in _NAMED_BY_TOKEN:
                    row["__sym"] = value["symbol"]  # a USDC market is named after USDC
            elif isinstance(value, tuple | dict):
                row["__c"][key] = value
            else:
                row[key] = value
                row["__c"][key] = value
        return row

    def _scalar(self, row: dict[str, Any], field: str, gtype: Any) -> Any:
        seed = _h(row["__seed"], field)
        entity = row["__type"]
        bound = row["__c"].get(field)
        low = field.lower()
        if isinstance(gtype, GraphQLEnumType):
            values = list(gtype.values)
            return values[seed % len(values)]
        tname = gtype.name
        if field == "id":
            if entity == "InterestRate":  # Messari: {side}-{type}-{market id}
                side, kind = (self._enum_of(row, f) for f in ("side", "type"))
                return f"{side}-{kind}-0x" + (format(_h(row["__seed"], "market"), "016x") * 3)[:40]
            if entity in _ADDRESS_IDS:
                return "0x" + (format(_h(row["__seed"], "id"), "016x") * 3)[:40]
            return f"0x{format(seed, '016x')}-{row['__i']}"
        if tname == "Boolean":
            return bool(seed % 5)
        if tname == "Bytes":
            return "0x" + (format(seed, "016x") * 3)[:40]
        if any(k in low for k in ("timestamp", "time", "createdat", "updatedat", "lastactivity",
                                  "expiry", "registrationdate")) or low == "date":
            span = 30 * 86_400
            value = self.now - row["__i"] * 3_600 - seed % 3_600
            if isinstance(bound, tuple):
                lo, hi = bound
                lo = lo if lo is not None else self.now - span
                hi = hi if hi is not None else self.now
                value = max(lo, min(hi, value)) if hi >= lo else lo
            if low == "date":
                if tname == "String":
                    import datetime as dt

                    return dt.datetime.fromtimestamp(value, dt.UTC).strftime("%Y-%m-%d")
                value -= value % 86_400
            return value if tname in ("Int", "Int8") else str(value)
        if tname == "String" or tname == "ID":
            return self._text(entity, low, seed, row)
        if tname in ("Int", "Int8"):
            return int(_bounded(seed % 1000, bound))
        if tname == "BigInt":
            if "block" in low:
                return str(self.block - row["__i"] * 20 - seed % 20)
            if "count" in low or low in ("txcount", "feetier", "decimals", "tradesquantity"):
                return str(_bounded(100 + seed % 50_000, bound) if low != "feetier"
                           else [100, 500, 3000, 10000][seed % 4])
            return str(_bounded(seed % 10**21, bound))
        if tname in ("BigDecimal", "Float"):
            # USD amounts of one row share its scale (a borrow is below the deposits it draws on)
            r = (seed % 10_000) / 10_000
            if "borrow" in low:
                value = row["__scale"] * (0.1 + 0.4 * r)
            elif any(k in low for k in ("deposit", "supply", "valuelocked", "tvl")):
                value = row["__scale"] * (0.5 + 0.5 * r)
            else:
                value = row["__scale"] * (0.2 + 0.8 * r)
            if "rate" in low or "apy" in low or "apr" in low:
                value = (seed % 1_500) / 100  # percent
                if entity == "InterestRate":  # a deposit earns less than a loan costs
                    value = (50 + seed % 750) / 100 if self._enum_of(row, "side") == "LENDER" \
                        else (200 + seed % 1_300) / 100
            if "price" in low:
                value = TOKENS[row["__sym"]][1] * (1 + (seed % 97 - 48) / 1000)
            value = float(_bounded(value, bound))
            return f"{value:.6f}".rstrip("0").rstrip(".")
        return None

    def _enum_of(self, row: dict[str, Any], field: str) -> Any:
        """The row's value of enum ``field`` (its filter's, else drawn once and kept)."""
        if field not in row:
            gtype = self.schema.get_type(row["__type"])
            assert isinstance(gtype, GraphQLObjectType)
            row[field] = self._scalar(row, field, _named(gtype.fields[field].type))
        return row[field]

    def _text(self, entity: str, low: str, seed: int, row: dict[str, Any]) -> str:
        sym = row["__sym"]
        if low == "symbol" or low == "assetsymbol":
            return sym
        if low == "name":
            return TOKENS[sym][0] if entity in _TOKEN_TYPES else f"{sym} {entity}"
        if low in ("question",):
            return f"Will {sym} close above its 30-day high this month?"
        if low in ("slug",):
            return f"will-{sym.lower()}-close-higher-{seed % 100}"
        if low == "network":
            return "mainnet"
        if low in ("side",):
            return ["BUY", "SELL", "LONG", "SHORT"][seed % 4]
        if low in ("state", "status"):
            return ["ACTIVE", "EXECUTED", "PENDING", "CANCELED"][seed % 4]
        if low in ("labelname", "handle"):
            return f"name{seed % 100_000}"
        if low.endswith("hash") or low in ("txnhash", "transactionhash", "hash"):
            return "0x" + (format(seed, "016x") * 4)[:64]
        if low in ("owner", "from", "to", "origin", "agentwallet", "address", "delegator",
                   "delegate", "buyer", "seller", "tokenaddress", "hooks"):
            return "0x" + (format(seed, "016x") * 3)[:40]
        return f"{low}-{seed % 100_000}"


def _matches(row: dict[str, Any], where: dict[str, Any]) -> bool:
    """Whether ``row``'s fixed values pass the equality and ``_in`` filters of ``where``."""
    for key, want in where.items():
        if key.endswith("_in") and isinstance(want, list) and key[:-3] in row:
            if row[key[:-3]] not in want:
                return False
        elif "_" not in key and key in row and row[key] != want:
            return False
    return True


def _bounded(value: float, bound: Any) -> float:
    if isinstance(bound, tuple):
        lo, hi = bound
        if lo is not None and value < lo:
            value = lo + (value % 1000 if isinstance(value, int) else 0)
        if hi is not None and value > hi:
            value = hi
    return value


def _sort_key(value: Any) -> Any:
    try:
        return (0, float(value))
    except (TypeError, ValueError):
        return (1, str(value))


def _num(value: Any) -> Any:
    try:
        return int(value)
    except (TypeError, ValueError):
        try:
            return float(value)
        except (TypeError, ValueError):
            return value


def _constraints(where: dict[str, Any], index: int) -> dict[str, Any]:
    """``where`` -> per-field values (equality) or ``(lo, hi)`` bounds, for row ``index``."""
    out: dict[str, Any] = {}
    for key, value in where.items():
        if key == "or" and isinstance(value, list) and value:
            out.update(_constraints(value[index % len(value)], index))
        elif key == "and" and isinstance(value, list):
            for part in value:
                out.update(_constraints(part, index))
        elif key.endswith("_") and isinstance(value, dict):
            out[key] = _constraints(value, index)
        elif key.endswith(("_gte", "_gt")):
            field = key.rsplit("_", 1)[0]
            lo, hi = out.get(field, (None, None)) if isinstance(out.get(field), tuple) else (
                None, None)
            out[field] = (_num(value), hi)
        elif key.endswith(("_lte", "_lt")):
            field = key.rsplit("_", 1)[0]
            lo, hi = out.get(field, (None, None)) if isinstance(out.get(field), tuple) else (
                None, None)
            out[field] = (lo, _num(value))
        elif key.endswith("_in") and not key.endswith("_not_in") and isinstance(value, list):
            if value:
                out[key[:-3]] = value[index % len(value)]
        elif key.endswith(("_contains", "_contains_nocase", "_starts_with",
                           "_starts_with_nocase")):
            field = key.split("_")[0]
            out[field] = f"{value}"
        elif "_" not in key or key in ("id",):
            out[key] = value
    return out
