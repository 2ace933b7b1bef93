"""Write a GraphQL query that answers a request, from the chosen subgraph's schema, and
validate it with graphql-core before it is returned."""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from typing import Any

from graphql import (
    FieldsOnCorrectTypeRule,
    GraphQLError,
    GraphQLSchema,
    KnownArgumentNamesRule,
    OverlappingFieldsCanBeMergedRule,
    ProvidedRequiredArgumentsRule,
    ScalarLeafsRule,
    UniqueArgumentNamesRule,
    UniqueInputFieldNamesRule,
    ValuesOfCorrectTypeRule,
    parse,
    validate,
)

from sextant.routing.intent import extract
from sextant.subgraphs.gql_schema import api_schema, base_type, is_list, plural

#: Request words -> entity-name stems they point at.
ENTITY_SYNONYMS: dict[str, tuple[str, ...]] = {
    "pool": ("pool", "pair", "liquiditypool"), "pools": ("pool", "pair", "liquiditypool"),
    "pair": ("pair", "pool"), "pairs": ("pair", "pool"), "liquidity": ("pool", "pair"),
    "swap": ("swap", "trade"), "swaps": ("swap", "trade"), "trade": ("trade", "swap"),
    "trades": ("trade", "swap"), "trading": ("swap", "trade"), "sales": ("trade",),
    "token": ("token",), "tokens": ("token",), "price": ("tokendaydata", "token", "bundle"),
    "prices": ("tokendaydata", "token"),
    "daily": ("daydata", "dailysnapshot", "dailystats"), "day": ("daydata", "dailysnapshot"),
    "history": ("daydata", "dailysnapshot"), "chart": ("daydata", "dailysnapshot"),
    "borrow": ("borrow",), "borrows": ("borrow",), "loans": ("borrow",), "loan": ("borrow",),
    "deposit": ("deposit",), "deposits": ("deposit",), "supply": ("deposit",),
    "withdraw": ("withdraw",), "withdrawals": ("withdraw", "withdrawal"),
    "liquidation": ("liquidate",), "liquidations": ("liquidate",), "liquidated": ("liquidate",),
    "repay": ("repay",), "repayments": ("repay",), "market": ("market",),
    "markets": ("market",), "position": ("position",), "positions": ("position",),
    "proposal": ("proposal",), "proposals": ("proposal",), "vote": ("vote",),
    "votes": ("vote",), "voters": ("vote",), "delegate": ("delegate",),
    "delegates": ("delegate",), "agent": ("agent",), "agents": ("agent",),
    "feedback": ("feedback",), "reviews": ("feedback",), "validation": ("validation",),
    "validations": ("validation",), "payment": ("x402payment", "payment"),
    "payments": ("x402payment", "payment"), "settlement": ("x402payment",),
    "settlements": ("x402payment",), "facilitator": ("facilitator",),
    "facilitators": ("facilitator",), "payers": ("x402addresssummary",),
    "recipients": ("x402addresssummary",), "domain": ("domain",), "domains": ("domain",),
    "names": ("domain",), "ens": ("domain",), "registration": ("registration",),
    "registrations": ("registration", "nameregistered"), "vault": ("vault",),
    "vaults": ("vault",), "transfer": ("transfer", "bridgetransfer"),
    "transfers": ("transfer", "bridgetransfer"), "collection": ("collection",),
    "collections": ("collection",), "holders": ("accountbalance", "tokenholder"),
    "balances": ("accountbalance",), "blocks": ("block",), "block": ("block",),
    "stakers": ("staker",), "stakes": ("stake",), "attestations": ("attestation",),
    "attestation": ("attestation",), "schemas": ("schema",), "players": ("player",),
    "profiles": ("profile",), "posts": ("post",), "options": ("option",),
    "indexers": ("indexer",), "allocations": ("allocation",), "mints": ("mint",),
    "burns": ("burn",), "redemptions": ("redemption",), "traders": ("account",),
    "borrowers": ("borrow", "account"),
    "lenders": ("deposit", "account"), "liquidators": ("liquidate",),
    "accounts": ("account",), "users": ("account",), "wallets": ("account",),
    "tvl": ("protocol", "factory"), "overview": ("protocol", "factory"),
    "total": ("protocol", "factory", "dailystats"), "stats": ("dailystats", "protocol"),
}
_CENTRAL = ("pool", "pair", "liquiditypool", "market", "vault", "proposal", "agent",
            "x402payment", "domain", "collection", "trade", "token", "attestation", "block",
            "staker", "player", "profile", "indexer")
_PREFERRED_FIELDS = (
    "name", "symbol", "question", "slug", "description", "displayName", "labelName", "handle",
    "feeTier", "agentId", "chainId", "date", "timestamp", "blockTimestamp", "createdAt",
    "createdAtTimestamp", "creationTime", "volumeUSD", "amountUSD", "amountInUSD",
    "amountOutUSD", "cumulativeVolumeUSD", "dailyVolumeUSD", "tradeVolumeUSD", "reserveUSD",
    "totalValueLockedUSD", "tvlUSD", "totalDepositBalanceUSD", "totalBorrowBalanceUSD",
    "feesUSD", "priceUSD", "close", "txCount", "amount", "amountDecimal", "totalPayments",
    "totalVolumeDecimal", "totalSettlements", "value", "totalFeedback", "state", "choice",
    "weight", "price", "shares", "side", "balance", "liquidity", "token0Price", "token1Price",
    "derivedETH", "ethPriceUSD", "priceETH", "tokenId", "owner", "from", "to", "sender",
    "origin", "account", "trader", "agentWallet", "address", "role", "assetSymbol", "network",
    "number", "gasUsed", "expiryDate", "followersCount", "score", "revoked", "attester",
)
_ADDRESS_FIELDS = (
    "owner", "account", "trader", "user", "origin", "sender", "recipient", "from", "to",
    "agentWallet", "address", "clientAddress", "liquidatee", "liquidator", "buyer", "seller",
    "registrant", "proposer", "voter", "delegator", "redeemer", "attester", "staker", "player",
    "validatorAddress", "payer",
)
_TIME_FIELDS = ("timestamp", "blockTimestamp", "date", "createdAt", "createdAtTimestamp",
                "creationTime", "blockTime", "createdTimestamp", "timestampOpened",
                "registrationDate", "time", "mintTime", "lastActivity")
_METRICS: dict[str, tuple[str, ...]] = {
    "volume": ("volumeUSD", "cumulativeVolumeUSD", "dailyVolumeUSD", "tradeVolumeUSD",
               "amountUSD", "totalVolumeDecimal", "cumulativeTradeVolumeETH",
               "dailyTradeVolumeETH", "collateralVolume", "totalVolumeUSD", "volume"),
    "tvl": ("totalValueLockedUSD", "tvlUSD", "reserveUSD", "totalDepositBalanceUSD",
            "liquidityUSD", "totalLiquidityUSD"),
    "fees": ("feesUSD", "dailyTotalRevenueUSD", "cumulativeTotalRevenueUSD",
             "queryFeesCollected"),
    "count": ("txCount", "tradeCount", "tradesQuantity", "totalPayments", "totalSettlements",
              "numTrades", "transferCount", "holderCount", "attestationCount", "numberVotes"),
    "feedback": ("totalFeedback", "value"),
    "borrow": ("totalBorrowBalanceUSD", "dailyBorrowUSD", "amountUSD"),
    "amount": ("amountUSD", "amountDecimal", "amountInUSD", "amount", "priceETH", "payout",
               "amountOutUSD", "value", "sizeUSD", "notionalUSD", "collateralBalanceUSD"),
    "pnl": ("realisedPnlUSD", "realizedPnl", "profit", "profitUSD"),
    "votes": ("delegatedVotes", "weight", "forDelegateVotes", "numberVotes"),
    "supply": ("totalDepositBalanceUSD", "totalSupply"),
    "stake": ("totalStaked", "stakedTokens", "amount"),
    "price": ("priceUSD", "lastPriceUSD", "priceETH", "price", "derivedETH", "close",
              "amountUSD"),
}
_METRIC_WORDS = [
    ("pnl", r"\b(pnl|profit|profitable|realized)\b"),
    ("fees", r"\b(fee|fees|revenue|earning)\w*"),
    ("tvl", r"\b(tvl|locked|deepest|liquidity|biggest pools|largest pools)\b"),
    ("borrow", r"\b(borrowed|borrows|borrowing|borrowers|debt)\b"),
    ("supply", r"\b(supplied|supply|deposited)\b"),
    ("feedback", r"\b(feedback|reputation|rated|reviews)\b"),
    ("votes", r"\b(votes|voting power|delegated)\b"),
    ("count", r"\b(most active|most trades|most transactions|busiest|most payments|count)\b"),
    ("stake", r"\b(staked|stakers|stake|staking)\b"),
    ("volume", r"\b(volume|traded|trading|most used|popular|active|biggest|largest|top)\b"),
    ("amount", r"\b(largest|biggest|whale|size|amount|holders?|richest|balances?)\b"),
]
#: The metric an explicit "by ..." names ("ordered by TVL", "ranked by stake") wins over
#: recency and over the request's other metric words.
_BY = re.compile(r"\b(?:order(?:ed)?|sort(?:ed)?|rank(?:ed)?)?\s*by\s+(?:the\s+)?(?:highest\s+|"
                 r"most\s+|largest\s+|biggest\s+|total\s+)?([a-z]+(?:\s+[a-z]+)?)", re.I)
_BY_METRICS = [("price", r"\b(price|priced|expensive)\b"), *_METRIC_WORDS]
#: A rate question (borrow rate, supply APY) reads rates from markets, not recent events.
#: ETH as the unit of an amount staked or pooled ("total staked ETH", "ETH deposited"), not
#: a token to filter by: no note that a WETH filter was left out.
_ETH_UNIT = re.compile(r"\b(staked|restaked|pooled|deposited|locked|total|in)\s+eth\b|"
                       r"\beth\s+(staked|restaked|pooled|deposited|locked)\b", re.I)
_RATE = re.compile(r"\b(rates?|apy|apys|apr|aprs|interest|yields?)\b", re.I)
_RATE_FIELD = re.compile(r"(rate|apy|apr)", re.I)
#: Names the request filters by: ENS/Basenames (``vitalik.eth``) and quoted or "named" ones.
_NAME = re.compile(r"\b([a-z0-9][a-z0-9-]*(?:\.[a-z0-9-]+)*\.eth)\b|"
                   r"\b(?:name|named|called|containing|matching|like)\s+[\"']([^\"']{1,40})[\"']|"
                   r"\b(?:named|called)\s+([A-Za-z0-9][\w .-]{0,40}?)"
                   r"(?:$|[,;?]|\s+(?:on|in|by|with|sorted|ordered|ranked)\b)", re.I)
#: The subject a market question is about ("markets about bitcoin").
_TOPIC = re.compile(r"\b(?:about|regarding|mentioning|on the topic of)\s+(?:the\s+)?"
                    r"([a-z0-9][\w-]{2,})", re.I)
#: A time window that bounds a creation time: the request asks for new entities.
_CREATED = re.compile(r"\b(new|newly|newest|created|launched|deployed|listed|registered|added|"
                      r"opened|started|first seen)\b", re.I)
#: A rate question about the past: daily snapshots, not the current rates.
_RATE_HISTORY = re.compile(r"\b(daily|per day|history|historical|over time|chart|trend|"
                           r"changed?|evolution|past|last \d+ days?|last (week|month))\b", re.I)
_RECENT = re.compile(r"\b(latest|recent|newest|last|new|just|live|today|past|current)\b", re.I)
_TOP = re.compile(r"\b(top|largest|biggest|most|highest|best|leading|deepest|whale|rank|"
                  r"holders?|richest)", re.I)


@dataclass
class BuiltQuery:
    """A validated query and how it was derived."""

    query: str
    entity: str
    root_field: str
    filters: dict[str, Any] = field(default_factory=dict)
    order_by: str | None = None
    first: int = 10
    valid: bool = True
    errors: list[str] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)  # where the query departs from the ask


def build_query(
    entities: list[dict[str, Any]],
    enums: dict[str, list[str]],
    text: str,
    *,
    now: int,
    fingerprint: str | None = None,
) -> BuiltQuery:
    """The query for ``text`` over a subgraph with ``entities``; always schema-valid (it falls
    back to fewer filters, then to a bare listing, rather than return an invalid query)."""
    if not entities:
        return BuiltQuery("{ _meta { block { number timestamp } hasIndexingErrors } }",
                          "_meta", "_meta")
    by_name = {e["name"]: e for e in entities}
    entity = choose_entity(entities, text)
    ent = by_name[entity]
    native_uni = _is_native_uniswap(by_name)
    first = extract.count(text, default=10) or 10
    fields = _selection(ent, by_name, native_uni)
    filters = _filters(ent, by_name, text, now)
    order_by, direction = _ordering(ent, text, native_uni)
    notes = _notes(ent, text, native_uni, order_by)
    rates = _rate_list(ent, by_name) if _RATE.search(text) else None
    if rates is not None:
        rate_field, target, value_field = rates
        side = _rate_side(text, target, enums)
        side_where = {"side": side} if side is not None else {}
        daily = _rate_snapshots(entities, target) if _RATE_HISTORY.search(text) else None
        if daily is not None:
            ent, entity = daily, daily["name"]
            filters = _filters(daily, by_name, text, now)
            order_by, direction = _ordering(daily, "latest", native_uni)
            args = render_args(None, value_field, "desc", side_where)
            fields = [f for f in _selection(daily, by_name, native_uni)
                      if not f.startswith(f"{rate_field} ")] + [
                f"{rate_field}({args}) {{ {' '.join(_rate_fields(target, by_name))} }}"]
            notes = [f"the rates of each day's {entity}"
                     + (f" ({side} side)" if side else "") + ", newest day first"]
        elif not _drop_time(filters):
            # no market named: the rates themselves, highest first (a market cannot be
            # ordered by a value in its list of rates)
            ent, entity = target, target["name"]
            fields = _rate_fields(target, by_name)
            filters, order_by, direction = side_where, value_field, "desc"
            notes = [f"each {entity} id reads SIDE-TYPE-<market id> (Messari lending): name "
                     "the markets with markets(where: {id_in: [...]})"]
        else:
            args = render_args(None, value_field, "desc", side_where)
            fields = [f for f in fields if not f.startswith(f"{rate_field} ")] + [
                f"{rate_field}({args}) {{ {' '.join(_rate_fields(target, by_name))} }}"]
            notes.append(f"each market's {rate_field} are listed highest first"
                         + (f" ({side} side)" if side else ""))
    asked = by_metric(text)
    if asked and rates is None and order_by not in _METRICS[asked] and not (
            native_uni and asked == "tvl"):
        notes.append(f"{ent['name']} has no {asked} field, so the query orders by "
                     f"{order_by or 'its default order'}")
    syms = extract.symbols(text, wrapped=True)
    if (_name_of(text) or "").endswith(".eth"):
        syms = [s for s in syms if s != "ENS"]  # "ENS registrations for x.eth": the protocol
    if _ETH_UNIT.search(text):
        syms = [s for s in syms if s != "WETH" or re.search(r"\bweth\b", text, re.I)]
    if syms and not any(k.startswith(("token", "inputToken", "asset", "underlying", "symbol",
                                      "contract", "collection", "and", "or"))
                        for k in filters):
        notes.append(f"{ent['name']} cannot be filtered by token symbol here; "
                     f"{'/'.join(syms)} was left out (filter by the pool or pair id instead)")
    schema = api_schema(entities, enums, key=fingerprint)
    attempts = [filters, _drop_time(filters), _drop_name(filters), {}]
    for where in attempts:
        query = render(plural(entity), first, order_by, direction, where, fields)
        errors = schema_errors(schema, query)
        if not errors:
            if where != filters:
                notes.append("filters the schema cannot take were left out: "
                             + ", ".join(k for k in filters if k not in where))
            return BuiltQuery(query, entity, plural(entity), where, order_by, first,
                              notes=notes)
    return BuiltQuery(query, entity, plural(entity), {}, order_by, first, valid=False,
                      errors=[e.message for e in errors], notes=notes)


#: The validation rules a query ``render`` writes can break (one anonymous query, fields with
#: arguments and literal values, no fragments, variables or directives): a third of the cost
#: of graphql-core's full set, which still checks any text with ``$``, ``@`` or ``...``.
RENDERED_RULES = (FieldsOnCorrectTypeRule, ScalarLeafsRule, KnownArgumentNamesRule,
                  UniqueArgumentNamesRule, ValuesOfCorrectTypeRule, ProvidedRequiredArgumentsRule,
                  UniqueInputFieldNamesRule, OverlappingFieldsCanBeMergedRule)
_BEYOND_RENDERED = re.compile(r"[$@]|\.\.\.")


def schema_errors(schema: GraphQLSchema, query: str) -> list[GraphQLError]:
    """Why ``query`` is invalid against ``schema`` (empty when valid)."""
    rules = None if _BEYOND_RENDERED.search(query) else RENDERED_RULES
    return validate(schema, parse(query), rules)


def _notes(ent: dict[str, Any], text: str, native_uni: bool, order_by: str | None
           ) -> list[str]:
    """Where the query cannot follow the ask, said beside it."""
    out = []
    low = text.lower()
    if native_uni and re.search(r"\b(tvl|locked)\b", low):
        out.append("TVL on native Uniswap v3/v4 subgraphs is unreliable (overstated), so the "
                   f"query orders by {order_by or 'volume'} instead")
    if _RATE.search(low) and not any(_RATE_FIELD.search(f) for f, _ in ent["fields"]):
        out.append(f"this schema has no rate field on {ent['name']}; the query reads its "
                   "balances, from which utilisation follows")
    return out


def choose_entity(entities: list[dict[str, Any]], text: str) -> str:
    """The entity the request is about: synonyms and entity-name words, then the central one."""
    low = text.lower()
    words = re.findall(r"[a-z0-9]+", low)
    names = {e["name"].lower(): e["name"] for e in entities}
    if _RATE.search(low):
        rated = _rate_entity(entities)
        if rated is not None:
            return rated
    scores: dict[str, float] = {}
    addr_nouns = {m.group(1) for m in re.finditer(r"([a-z]+)\s*(?:address|contract)?\s*0x", low)}
    for pos, word in enumerate(words):
        weight = (0.4 if word in addr_nouns else 1.0) * max(0.5, 1 - pos * 0.04)
        stems = ENTITY_SYNONYMS.get(word, ())
        for rank, stem in enumerate(stems):
            for lname, name in names.items():
                if lname == stem:
                    scores[name] = scores.get(name, 0) + (3 - rank * 0.5) * weight
                elif stem in lname and len(stem) >= 4:
                    scores[name] = scores.get(name, 0) + (1 - rank * 0.2) * weight
        for lname, name in names.items():
            if word == lname or (len(word) > 4 and word.rstrip("s") == lname):
                scores[name] = scores.get(name, 0) + 3 * weight
    daily = re.search(r"\b(daily|per day|day by day|history|historical|chart|ohlc)\b", low)
    day_like = [(lname, name) for lname, name in names.items()
                if "daydata" in lname or "dailysnapshot" in lname or "dailystats" in lname]
    if daily:
        for lname, name in day_like:
            subject = max((s for n, s in scores.items() if n not in dict(day_like).values()
                           and lname.startswith(n.lower())), default=0.0)
            scores[name] = scores.get(name, 0) + 2.5 + subject
    else:
        for _, name in day_like:
            if name in scores:
                scores[name] -= 1.5
    if scores:
        best = max(scores.items(), key=lambda x: x[1])
        if best[1] > 0:
            return best[0]
    for stem in _CENTRAL:
        if stem in names:
            return names[stem]
    return entities[0]["name"]


_NUMERIC = ("BigDecimal", "BigInt", "Int", "Float")


def _rate_list(ent: dict[str, Any], by_name: dict[str, dict[str, Any]]
               ) -> tuple[str, dict[str, Any], str] | None:
    """A list of rate entities on ``ent`` (Messari's ``Market.rates``): the field, its
    entity and that entity's numeric rate field."""
    for fname, ftype in ent["fields"]:
        target = by_name.get(base_type(ftype))
        if target is None or not is_list(ftype) or not _RATE_FIELD.search(fname):
            continue
        value = next((f for f, t in target["fields"]
                      if _RATE_FIELD.search(f) and base_type(t) in _NUMERIC), None)
        if value is not None:
            return fname, target, value
    return None


class EnumValue(str):
    """An enum value: rendered bare in a GraphQL literal (``side: BORROWER``)."""


def _rate_side(text: str, target: dict[str, Any], enums: dict[str, list[str]]
               ) -> EnumValue | None:
    """The side of the rates asked for (borrowing or lending), when the rate entity's
    ``side`` is an enum that has it."""
    side_type = base_type(dict((f, t) for f, t in target["fields"]).get("side", ""))
    low = text.lower()
    side = "BORROWER" if re.search(r"\bborrow\w*|\bloans?\b|\bdebt\b", low) else (
        "LENDER" if re.search(r"\b(supply|supplie\w*|deposit\w*|lend\w*|earn\w*|savings?)\b",
                              low) else None)
    return EnumValue(side) if side and side in enums.get(side_type, ()) else None


def _rate_snapshots(entities: list[dict[str, Any]], target: dict[str, Any]
                    ) -> dict[str, Any] | None:
    """The daily snapshot entity that lists ``target`` rates (``MarketDailySnapshot``)."""
    for e in entities:
        daily = any(k in e["name"] for k in ("DailySnapshot", "DayData"))
        if daily and any(is_list(t) and base_type(t) == target["name"] for _, t in e["fields"]):
            return e
    return None


def _rate_fields(target: dict[str, Any], by_name: dict[str, dict[str, Any]]) -> list[str]:
    """The scalar fields of a rate entity, the rate and its side and type first."""
    return [f for f, t in target["fields"] if not is_list(t) and base_type(t) not in by_name][:4]


def _rate_entity(entities: list[dict[str, Any]]) -> str | None:
    """The entity a rate question reads: a market-like one carrying rate fields (or a list of
    rates), else the market itself; never the borrow or deposit events."""
    by_name = {e["name"]: e for e in entities}

    def has_rates(e: dict[str, Any]) -> bool:
        for fname, ftype in e["fields"]:
            target = by_name.get(base_type(ftype))
            if _RATE_FIELD.search(fname) and (target is None or any(
                    _RATE_FIELD.search(f) for f, _ in target["fields"])):
                return True
        return False

    marketish = [e["name"] for e in entities if e["name"].lower() in (
        "market", "reserve", "pool", "liquiditypool", "vault")]
    for name in marketish:
        if has_rates(by_name[name]):
            return name
    for e in entities:
        if has_rates(e) and "snapshot" not in e["name"].lower() and \
                "daydata" not in e["name"].lower():
            return str(e["name"])
    return marketish[0] if marketish else None


def by_metric(text: str) -> str | None:
    """The metric an explicit "by ..." asks the rows ordered by (``tvl``, ``volume``...)."""
    for phrase in _BY.findall(text.lower()):
        for metric, pattern in _BY_METRICS:
            if re.search(pattern, phrase):
                return metric
    return None


_ASKS_TVL = re.compile(r"\b(tvl|total value locked|value locked)\b", re.I)


def asks_tvl(text: str) -> bool:
    """Whether the request names TVL as what it wants ranked or read."""
    return _ASKS_TVL.search(text) is not None


def orders_by_tvl(built: BuiltQuery) -> bool:
    """Whether ``built`` is ordered by a TVL field."""
    return built.order_by in _METRICS["tvl"]


def _is_native_uniswap(by_name: dict[str, dict[str, Any]]) -> bool:
    bundle = by_name.get("Bundle")
    return bundle is not None and any(f == "ethPriceUSD" for f, _ in bundle["fields"])


def _selection(ent: dict[str, Any], by_name: dict[str, dict[str, Any]],
               native_uni: bool) -> list[str]:
    scalars: list[str] = ["id"]
    relations: list[str] = []
    ftypes = {f: t for f, t in ent["fields"]}
    for fname, ftype in ent["fields"]:  # rates (borrow/supply rate, APY) lead a market row
        if not _RATE_FIELD.search(fname):
            continue
        target = by_name.get(base_type(ftype))
        if target is None and not is_list(ftype):
            scalars.append(fname)
        elif target is not None and len(relations) < 3:
            sub = [f for f, t in target["fields"] if not is_list(t)
                   and base_type(t) not in by_name][:4]
            relations.append(f"{fname} {{ {' '.join(sub)} }}")
    for fname in _PREFERRED_FIELDS:
        ftype = ftypes.get(fname)
        if ftype is None or is_list(ftype) or fname in scalars:
            continue
        if native_uni and fname.startswith("totalValueLocked"):
            continue
        target = by_name.get(base_type(ftype))
        if target is None:
            if len(scalars) < 9:
                scalars.append(fname)
        elif len(relations) < 3:
            relations.append(f"{fname} {{ {' '.join(_label_fields(target))} }}")
    for fname, ftype in ent["fields"]:  # relations that name the entity's subjects
        target = by_name.get(base_type(ftype))
        if target and not is_list(ftype) and len(relations) < 3 and \
                not any(r.startswith(fname + " ") for r in relations):
            relations.append(f"{fname} {{ {' '.join(_label_fields(target))} }}")
    if len(scalars) < 4:
        for fname, ftype in ent["fields"]:
            if fname not in scalars and base_type(ftype) not in by_name and not is_list(ftype):
                scalars.append(fname)
            if len(scalars) >= 6:
                break
    return scalars + relations


def _label_fields(target: dict[str, Any]) -> list[str]:
    names = [f for f, t in target["fields"] if not is_list(t)]
    label = [f for f in ("symbol", "name", "question", "labelName", "handle") if f in names]
    return ["id", *label[:2]]


def _filters(ent: dict[str, Any], by_name: dict[str, dict[str, Any]], text: str,
             now: int) -> dict[str, Any]:
    where: dict[str, Any] = {}
    ftypes = {f: t for f, t in ent["fields"]}
    low = text.lower()
    addrs = extract.addresses(text)
    if addrs:
        where.update(_address_filter(ent["name"], ftypes, by_name, low, addrs))
    name = _name_of(text)
    if name and "name" in ftypes and not is_list(ftypes["name"]):
        where["name" if name.endswith(".eth") else "name_contains_nocase"] = name
    elif name and re.fullmatch(r"[a-z0-9-]+\.eth", name) and "labelName" in ftypes:
        where["labelName"] = name[:-4]  # a registration names its second-level label
    syms = extract.symbols(text, wrapped=True)
    if syms:
        where.update(_symbol_filter(ftypes, by_name, syms))
    topic = _TOPIC.search(text)
    if topic and "question" in ftypes and not is_list(ftypes["question"]):
        where["question_contains_nocase"] = topic.group(1).lower()
    window = extract.time_window(text)
    if window:
        tfield = next((f for f in _TIME_FIELDS if f in ftypes and not is_list(ftypes[f])), None)
        if tfield and tfield.startswith(("created", "creation")) and not _CREATED.search(text):
            tfield = None  # "USDC markets over the last 30 days" are not markets created then
        if tfield:
            start = now - window.seconds
            if tfield == "date" and base_type(ftypes[tfield]) == "String":
                where[f"{tfield}_gte"] = _day(start)
            else:
                where[f"{tfield}_gte"] = start - (start % 86400 if tfield == "date" else 0)
    return where


def _name_of(text: str) -> str | None:
    """The name the request looks up (``vitalik.eth``, ``named "Foo"``), if any."""
    match = _NAME.search(text)
    if match is None:
        return None
    return (match.group(1) or match.group(2) or match.group(3) or "").strip().lower() or None


def _drop_name(where: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in _drop_time(where).items() if not k.startswith("name")}


def _day(ts: int) -> str:
    import datetime as _dt

    return _dt.datetime.fromtimestamp(ts, _dt.UTC).strftime("%Y-%m-%d")


def _address_filter(entity: str, ftypes: dict[str, str], by_name: dict[str, dict[str, Any]],
                    low: str, addrs: list[str]) -> dict[str, Any]:
    # "pool 0x..", "token 0x..": the address is an entity id
    for addr in addrs[:1]:
        before = low[:low.find(addr)][-24:]
        noun = re.findall(r"([a-z]+)\s*(?:address|contract|id)?\s*[:=]?\s*$", before)
        word = noun[-1] if noun else ""
        stems = ENTITY_SYNONYMS.get(word, (word,)) if word else ()
        if entity.lower() in stems:
            return {"id": addr}
        for fname, ftype in ftypes.items():
            target = base_type(ftype)
            if target in by_name and target.lower() in stems and not is_list(ftype):
                return {fname: addr}
    if len(addrs) >= 2 and "from" in ftypes and "to" in ftypes:
        return {"from": addrs[0], "to": addrs[1]}
    wants_to = re.search(r"\b(received|to|recipient|paid to|earned)\b", low)
    order = sorted(_ADDRESS_FIELDS, key=lambda f: (f != "to") if wants_to else 0)
    for fname in order:
        if fname in ftypes and not is_list(ftypes[fname]):
            return {fname: addrs[0]}
    if entity in ("Token", "Pool", "Pair", "Market", "Vault", "Collection", "LiquidityPool",
                  "Account", "Facilitator"):
        return {"id": addrs[0]}
    return {}


def _symbol_filter(ftypes: dict[str, str], by_name: dict[str, dict[str, Any]],
                   syms: list[str]) -> dict[str, Any]:
    if "token0" in ftypes and "token1" in ftypes:
        if len(syms) >= 2:
            return {"token0_": {"symbol_in": syms[:2]}, "token1_": {"symbol_in": syms[:2]}}
        return {"or": [{"token0_": {"symbol": syms[0]}}, {"token1_": {"symbol": syms[0]}}]}
    for fname in ("token", "inputToken", "asset", "underlyingAsset", "tokenIn", "contract",
                  "collection"):
        if fname in ftypes and base_type(ftypes[fname]) in by_name:
            target = by_name[base_type(ftypes[fname])]
            if any(f == "symbol" for f, _ in target["fields"]):
                return {f"{fname}_": {"symbol": syms[0]}}
    if "inputTokens" in ftypes:  # a pair asked for: pools holding both tokens
        if len(syms) >= 2:
            return {"and": [{"inputTokens_": {"symbol": s}} for s in syms[:2]]}
        return {"inputTokens_": {"symbol": syms[0]}}
    if "symbol" in ftypes:  # the entity is a token (a pool's own symbol names its LP token)
        return {"symbol": syms[0]} if len(syms) == 1 else {"symbol_in": syms}
    if "assetSymbol" in ftypes:
        return {"assetSymbol": "USDC" if syms[0] == "USDC" else syms[0]}
    return {}


def _ordering(ent: dict[str, Any], text: str, native_uni: bool) -> tuple[str | None, str]:
    ftypes = {f: t for f, t in ent["fields"] if not is_list(t)}
    low = text.lower()
    time_field = next((f for f in _TIME_FIELDS if f in ftypes), None)
    is_event = time_field is not None and not any(f in ftypes for f in _METRICS["tvl"])
    recent = bool(_RECENT.search(low))
    top = bool(_TOP.search(low))
    day_like = any(k in ent["name"] for k in ("DayData", "DailySnapshot", "DailyStats"))
    if _RATE.search(low):
        side = "borrow" if "borrow" in low else "supply" if re.search(
            r"\b(supply|deposit|lend|lending|earn)\w*", low) else ""
        rated = [f for f in ftypes if _RATE_FIELD.search(f) and base_type(ftypes[f]) in (
            "BigDecimal", "BigInt", "Int", "Float")]
        rated.sort(key=lambda f: (side not in f.lower(), f))
        if rated:
            return rated[0], "desc"
        balance = {"borrow": "totalBorrowBalanceUSD", "supply": "totalDepositBalanceUSD"}
        if balance.get(side) in ftypes:
            return balance[side], "desc"
    for phrase in _BY.findall(low):
        for metric, pattern in _BY_METRICS:
            if re.search(pattern, phrase):
                for fname in _METRICS[metric]:
                    if fname in ftypes and not (
                            native_uni and fname.startswith("totalValueLocked")):
                        return fname, "desc"
    if time_field and ((recent and not top) or (is_event and not top) or (day_like and not top)):
        return time_field, "desc"
    for metric, pattern in _METRIC_WORDS:
        if re.search(pattern, low):
            for fname in _METRICS[metric]:
                if fname in ftypes and not (native_uni and fname.startswith("totalValueLocked")):
                    return fname, "desc"
    for fname in _METRICS["volume"] + _METRICS["tvl"] + _METRICS["count"] + _METRICS["amount"]:
        if fname in ftypes and not (native_uni and fname.startswith("totalValueLocked")):
            return fname, "desc"
    if time_field:
        return time_field, "desc"
    return None, "desc"


def _drop_time(where: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in where.items() if not any(k.startswith(t) for t in _TIME_FIELDS)}


def render(root: str, first: int, order_by: str | None, direction: str,
           where: dict[str, Any], fields: list[str]) -> str:
    """One-line GraphQL for a collection query."""
    args = render_args(first, order_by, direction, where)
    return f"{{ {root}({args}) {{ {' '.join(fields)} }} }}"


def render_args(first: int | None, order_by: str | None, direction: str,
                where: dict[str, Any]) -> str:
    """A collection field's arguments (``first``, ``orderBy``, ``where``)."""
    args = [f"first: {first}"] if first is not None else []
    if order_by:
        args += [f"orderBy: {order_by}", f"orderDirection: {direction}"]
    if where:
        args.append(f"where: {literal(where)}")
    return ", ".join(args)


def literal(value: Any) -> str:
    """A Python value as a GraphQL input literal."""
    if isinstance(value, dict):
        return "{" + ", ".join(f"{k}: {literal(v)}" for k, v in value.items()) + "}"
    if isinstance(value, list | tuple):
        return "[" + ", ".join(literal(v) for v in value) + "]"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, EnumValue):
        return str(value)
    if isinstance(value, int | float):
        return str(value)
    return json.dumps(str(value))


def example_query(entities: list[dict[str, Any]], enums: dict[str, list[str]],
                  fingerprint: str | None = None) -> str:
    """A starter query for a subgraph (its central entity, top 5)."""
    return build_query(entities, enums, "top 5", now=0, fingerprint=fingerprint).query
