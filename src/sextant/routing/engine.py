"""The routing engine: a request in, a routing answer (spec 2.2) out.

Grounded in the catalog: subgraph IDs only ever come from search hits, and every query is
validated against the chosen subgraph's schema before it is returned.
"""

from __future__ import annotations

import json
import re
import shlex
from collections import defaultdict
from dataclasses import dataclass, field
from typing import Any

from sextant import catalog
from sextant.catalog import Endpoint
from sextant.routing import token_api
from sextant.routing.graphql.graphql_builder import (
    BuiltQuery,
    asks_tvl,
    build_query,
    orders_by_tvl,
)
from sextant.routing.intent import extract, intent, services
from sextant.routing.intent.intent import Intent
from sextant.routing.intent.paid_intents import PaidMatch
from sextant.routing.registry.catalog_store import CatalogStore
from sextant.routing.search.dense import doc_vectors
from sextant.routing.search.search import SearchHit, SearchIndex, parse_query
from sextant.routing.search.text import fix_typos
from sextant.schemas.routing import Confidence, QueryReady, RoutingResponse
from sextant.subgraphs import networks
from sextant.subgraphs.records import SubgraphRecord
from sextant.venues.thegraph import GATEWAY_URL

QUERY_TOOL = "query_subgraph"
MAX_TEXT = 2000
#: Intent strength -> confidence, the one place the cut-offs live: (high at, medium at). A paid
#: endpoint needs more than a free service, because a wrong one costs the caller money.
PAID_CUTOFFS = (0.85, 0.6)
SERVICE_CUTOFFS = (0.8, 0.55)


def confidence_of(strength: float, cutoffs: tuple[float, float]) -> Confidence:
    """The confidence level of an intent of ``strength`` under ``cutoffs``."""
    high, medium = cutoffs
    return "high" if strength >= high else "medium" if strength >= medium else "low"
_GENERIC_WORDS = """
token stats blocks block safe multisig erc20 balances balance the graph finance protocol network
dao governance fork clone swap dex labs exchange feeds ids blue lend market markets analytics
full minimal unknown test example demo hello world sandbox tutorial playground indexer scratch
my subgraph v1 v2 v3 v4 v5 perps perp ethereum base chain one staking bridge lending vault
vaults yield options pool pools x402 agent agents ens seaport settlements settlement collection
club yacht penguins passport money name names service link stream capital current price
prime wrapped staked eth usd dollar gold stable liquid open global true first super smart cash
credit loan trust trader rocket data labs bank pay payment payments wallet wallets social game
games play new top best big great world city moon sun star home life time day night fire water
""" + "earth light dark black white red blue green one two three get set go ai agent bot"
_GENERIC = frozenset(re.findall(r"\S+", _GENERIC_WORDS))


def tool_name(endpoint: Endpoint) -> str:
    """The MCP tool / ``query_ready.tool`` name of a catalog endpoint."""
    if endpoint.path == "/":
        return "route_request"
    if endpoint.path == "/route":
        return "route_and_execute"
    return endpoint.path.strip("/").replace("/", "_").replace("-", "_")


def paid_curl(base_url: str, endpoint: Endpoint, body: dict[str, Any]) -> str:
    """The exact paid call: the body filled in, an x402 payment header to attach."""
    data = shlex.quote(json.dumps(body, separators=(",", ":")))
    return (f"curl -s -X POST {base_url}{endpoint.path} -H 'Content-Type: application/json' "
            f"-H 'X-PAYMENT: <base64 x402 payment of {endpoint.price_usd} USDC>' -d {data}")


@dataclass
class RoutingEngine:
    """Catalog + index + rules; ``route`` is pure apart from reading the catalog."""

    store: CatalogStore
    index: SearchIndex
    schemas: dict[str, tuple[list[dict[str, Any]], dict[str, list[str]]]]
    protocol_words: frozenset[str]
    base_url: str
    generation: str = ""  # the completed registry sync the index was built from
    #: served deployments per (protocol, network), best first: the twin with another schema
    #: when the chosen one cannot answer the metric asked (native Uniswap's TVL)
    twins: dict[tuple[str, str], list[SubgraphRecord]] = field(default_factory=dict)

    @classmethod
    def from_store(cls, store: CatalogStore, base_url: str) -> RoutingEngine:
        records = list(store.all())
        schemas = {fp: store.schema(fp) for fp in {r.schema_fingerprint for r in records}}
        words: set[str] = set()
        for rec in records:  # the brand word of each used protocol ("aave" of "aave-v3")
            if rec.served and rec.query_volume_30d > 0 and rec.protocol:
                brand = re.findall(r"[a-z0-9]+", rec.protocol.lower())[:1]
                words.update(w for w in brand
                             if len(w) >= 3 and w not in _GENERIC and not w.isdigit())
        words -= set(networks.ALIASES)
        index = SearchIndex(records, doc_vectors(records, store))
        twins: dict[tuple[str, str], list[SubgraphRecord]] = defaultdict(list)
        for rec in records:
            if rec.served and not rec.denied and rec.protocol:
                twins[(rec.protocol, rec.network)].append(rec)
        for group in twins.values():
            group.sort(key=lambda r: (-r.reliability, -r.query_volume_30d))
        return cls(store, index, schemas, frozenset(words), base_url, twins=dict(twins))

    # -- the pipeline --------------------------------------------------------------------------

    def route(self, text: str, *, now: int, include_testnets: bool | None = None
              ) -> RoutingResponse:
        """The routing answer for ``text`` (no execution)."""
        text = fix_typos(text.replace("\x00", " ").strip()[:MAX_TEXT],
                         self.protocol_words | intent.VOCABULARY,
                         intent.KnownWords(self.index.vocabulary))
        decision = intent.decide(text, self.protocol_words)
        answer = self._answer(text, decision, now=now, include_testnets=include_testnets)
        answer.understood = reading(text, decision, answer)
        if answer.recommendation != services.NONE and not decision.sure:
            answer.confidence = "low"  # a best guess, never charged (see ``answerable``)
            answer.understood["unsure"] = (
                "the intent model is not sure enough of this reading to charge for it; "
                "the candidates are its top labels")
        if not answerable(answer):
            answer.rephrasings = rephrasings(text, decision)
        return answer

    def _answer(self, text: str, decision: Intent, *, now: int,
                include_testnets: bool | None) -> RoutingResponse:
        if decision.paid is not None:
            return self._paid(decision.paid, decision)
        if decision.service in (services.SUBGRAPH, services.AGENTS):
            return self._subgraph(text, decision, now=now, include_testnets=include_testnets)
        if decision.service == services.TOKEN_API:
            return self._token_api(text, decision)
        if decision.service == services.SUBSTREAMS:
            return self._substreams(text, decision)
        if decision.service == services.BAZAAR:
            return self._bazaar(text, decision)
        if decision.service in (services.MCP_GRAPH, services.MCP_SELF):
            return self._mcp(text, decision)
        return self._none(text, decision)

    def search(self, text: str, limit: int = 10, include_testnets: bool | None = None
               ) -> list[SearchHit]:
        return self.index.search(parse_query(text, include_testnets=include_testnets), limit)

    def schema_of(self, rec: SubgraphRecord) -> tuple[list[dict[str, Any]], dict[str, list[str]]]:
        return self.schemas.get(rec.schema_fingerprint) or self.store.schema(rec.schema_fingerprint)

    def build(self, rec: SubgraphRecord, text: str, now: int) -> BuiltQuery:
        ents, enums = self.schema_of(rec)
        return build_query(ents, enums, text, now=now, fingerprint=rec.schema_fingerprint or None)

    # -- answers -------------------------------------------------------------------------------

    def _subgraph(self, text: str, decision: Intent, *, now: int,
                  include_testnets: bool | None) -> RoutingResponse:
        search_text = text
        if decision.service == services.AGENTS:
            search_text = f"agent0 erc8004 agent registry {text}"
            if not decision.networks:
                search_text += " on base"
        hits = self.search(search_text, 5, include_testnets)
        if not hits:
            return self._none(text, decision, why="no subgraph in the catalog matches the request")
        top = hits[0]
        rec = top.record
        built = self.build(rec, text, now)
        confidence = _subgraph_confidence(top, hits, decision)
        twin = self._tvl_twin(rec, built, text, now)
        if twin is not None:  # the same protocol on the same network, ordered as asked
            native = rec
            rec, built = twin
            built.notes.insert(0, f"ordered by TVL as asked: {native.display_name} (the top "
                                  "match) overstates TVL, so this is the same protocol's "
                                  "deployment on the same network with a sound TVL field; "
                                  "the top match is the first alternative")
        q = built.query
        body = shlex.quote(json.dumps({"query": q}, separators=(",", ":")))
        why = (f"{rec.display_name} ({networks.display(rec.network)}) is the best catalog match"
               f" for {decision.reason}: protocol {rec.protocol or rec.protocol_type}, "
               f"reliability {rec.reliability:.2f}, traffic {rec.summary()['traffic']}; the "
               f"query reads {built.root_field}"
               + (f" filtered by {', '.join(built.filters)}" if built.filters else "")
               + (f" ordered by {built.order_by}" if built.order_by else "") + "."
               + "".join(f" Note: {n}." for n in built.notes))
        if decision.networks and rec.network not in decision.networks:
            why += (f" No served subgraph matched on {', '.join(decision.networks)}; this one "
                    f"is on {rec.network}.")
        kind = decision.service
        return RoutingResponse(
            recommendation=kind,
            reason=why,
            confidence=confidence,
            query_ready=QueryReady(tool=QUERY_TOOL,
                                   args={"subgraph_id": rec.id, "query": q, "gql": q}),
            curl_example=(f"curl -s -X POST {GATEWAY_URL}/api/$GRAPH_API_KEY/subgraphs/id/"
                          f"{rec.id} -H 'Content-Type: application/json' -d {body}"),
            install=services.SERVICES[kind].install,
            alternatives=[_alt(h) for h in hits if h.record.id != rec.id][:4],
            subgraph={
                **rec.summary(),
                "description": rec.description[:200],
                "query_url": f"{GATEWAY_URL}/api/[api-key]/subgraphs/id/{rec.id}",
                "query_url_x402": f"{GATEWAY_URL}/api/x402/subgraphs/id/{rec.id}",
                "explorer_url": f"https://thegraph.com/explorer/subgraphs/{rec.id}",
                "entity": built.entity,
                "query_validated": built.valid,
            },
            cache_for_seconds=services.SERVICES[kind].cache_for_seconds,
        )

    def _tvl_twin(self, rec: SubgraphRecord, built: BuiltQuery, text: str, now: int
                  ) -> tuple[SubgraphRecord, BuiltQuery] | None:
        """For a "by TVL" ask the chosen schema cannot order by TVL (native Uniswap v3/v4
        overstate it), a deployment of the same protocol on the same network that can."""
        if not asks_tvl(text) or orders_by_tvl(built):
            return None
        for other in self.twins.get((rec.protocol, rec.network), [])[:8]:
            if other.id == rec.id or other.schema_fingerprint == rec.schema_fingerprint:
                continue
            rebuilt = self.build(other, text, now)
            if rebuilt.valid and orders_by_tvl(rebuilt):
                return other, rebuilt
        return None

    def _paid(self, paid: PaidMatch, decision: Intent) -> RoutingResponse:
        ep = paid.endpoint
        reason = (f"{ep.summary} This service answers it at {ep.key} for {ep.price_usd} USD "
                  f"per call (x402, USDC); the curl below is the exact paid call ({paid.reason}).")
        if paid.missing:
            reason += f" Replace the example value of {', '.join(paid.missing)} with yours."
        if paid.capped:
            reason += f" Note: {'; '.join(paid.capped)}."
        siblings = [e for e in catalog.paid_endpoints()
                    if e.group == ep.group and e.key != ep.key and not e.admin][:4]
        confidence = confidence_of(paid.strength, PAID_CUTOFFS)
        return RoutingResponse(
            recommendation=ep.key,
            reason=reason,
            confidence=confidence,
            query_ready=QueryReady(tool=tool_name(ep), args=paid.body),
            curl_example=paid_curl(self.base_url, ep, paid.body),
            install=services.PAID_INSTALL,
            alternatives=[{"recommendation": e.key, "price_usd": str(e.price_usd),
                           "summary": e.summary} for e in siblings],
            endpoint={"method": ep.method, "path": ep.path, "price_usd": str(ep.price_usd),
                      "url": f"{self.base_url}{ep.path}", "body": paid.body},
            cache_for_seconds=300,
        )

    def _token_api(self, text: str, decision: Intent) -> RoutingResponse:
        request = token_api.plan(text, decision.networks)
        reason = (f"Token-level data ({decision.reason}) comes from The Graph Token API "
                  f"{request.endpoint}" + (f", then {request.then['endpoint']} for the "
                                           "pool's prices" if request.then else "")
                  + ", which serves balances, holders, transfers and prices without GraphQL."
                  + "".join(f" Note: {n}." for n in request.notes))
        if request.missing:
            reason += (f" The request gives no {', '.join(request.missing)}, which "
                       f"{request.endpoint} requires.")
        return self._service(
            services.TOKEN_API, decision, reason,
            {"tool": "token_api", "args": request.args()},
            f"curl -s '{request.url()}' -H 'Authorization: Bearer $GRAPH_TOKEN_API_JWT'",
            [{"recommendation": services.SUBGRAPH,
              "reason": "a DEX or protocol subgraph when the token's pools or swaps matter"}],
            confidence="low" if request.missing else None,
        )

    def _substreams(self, text: str, decision: Intent) -> RoutingResponse:
        terms = " ".join(t for t in re.findall(r"[a-z0-9-]+", text.lower())
                         if t not in ("the", "a", "of", "for", "on", "me", "get", "all"))[:80]
        q = "+".join(terms.split()[:4])
        return self._service(
            services.SUBSTREAMS, decision,
            f"{decision.reason.capitalize()}: Substreams packages stream decoded blocks, logs "
            "and traces (Firehose), which subgraphs do not expose.",
            {"tool": "substreams_search", "args": {"query": terms}},
            f"curl -s '{services.SUBSTREAMS_REGISTRY}/v1/registry/packages?query={q}'",
            [{"recommendation": services.SUBGRAPH,
              "reason": "a subgraph when aggregated entities are enough"}],
        )

    def _bazaar(self, text: str, decision: Intent) -> RoutingResponse:
        stop = {"find", "me", "a", "an", "the", "x402", "service", "services", "api", "apis",
                "that", "for", "paid", "search", "bazaar", "discover", "endpoint", "endpoints",
                "which", "with", "pay", "per", "call", "request"}
        words = [w for w in re.findall(r"[a-z0-9]+", text.lower()) if w not in stop][:4]
        q = " ".join(words) or "data"
        args: dict[str, Any] = {"q": q, "limit": 10}
        if decision.networks:
            args["network"] = decision.networks[0]
        query = "&".join(f"{k}={str(v).replace(' ', '+')}" for k, v in args.items())
        return self._service(
            services.BAZAAR, decision,
            "Paid x402 services are listed in the x402 Bazaar; this service's free "
            "GET /bazaar/search ranks them by keyword match.",
            {"tool": "bazaar_search", "args": args},
            f"curl -s '{self.base_url}/bazaar/search?{query}'",
            [{"recommendation": "POST /ask", "reason": "aggregate x402 settlement questions"}],
        )

    def _mcp(self, text: str, decision: Intent) -> RoutingResponse:
        if decision.service == services.MCP_GRAPH:
            return self._service(
                services.MCP_GRAPH, decision,
                "The Graph's hosted subgraph MCP server lets an agent search subgraphs and "
                "run GraphQL as tools; this service's own MCP adds routing and paid signals.",
                {"tool": "mcp_connect", "args": {"url": services.GRAPH_MCP_URL,
                                                 "transport": "sse"}},
                f"npx mcp-remote {services.GRAPH_MCP_URL}",
                [{"recommendation": services.MCP_SELF, "url": f"{self.base_url}/mcp"}],
            )
        return self._service(
            services.MCP_SELF, decision,
            "This service's MCP server exposes one tool per capability (routing, subgraph "
            "queries, every paid endpoint with x402 payment) over SSE and Streamable HTTP.",
            {"tool": "mcp_connect", "args": {"url": f"{self.base_url}/mcp",
                                             "transport": "streamable-http"}},
            f"curl -s -X POST {self.base_url}/mcp -H 'Content-Type: application/json' "
            "-H 'Accept: application/json, text/event-stream' "
            "-d '{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"tools/list\"}'",
            [{"recommendation": services.MCP_GRAPH, "url": services.GRAPH_MCP_URL}],
        )

    def _none(self, text: str, decision: Intent, why: str | None = None) -> RoutingResponse:
        sample = catalog.BY_KEY["POST /"].example
        return self._service(
            services.NONE, decision,
            (why or decision.reason).capitalize() + ". Ask for onchain data: a protocol and "
            "chain (\"Aave v3 liquidations on arbitrum\"), a token, a wallet, or a market.",
            {"tool": "route_request", "args": {"request": _sample_text(sample)}},
            f"curl -s -X POST {self.base_url}/ -H 'Content-Type: application/json' -d "
            + shlex.quote(json.dumps(sample, separators=(",", ":"))),
            [{"recommendation": name, "summary": svc.summary}
             for name, svc in services.SERVICES.items() if name != services.NONE],
            confidence="low",
        )

    def _service(self, name: str, decision: Intent, reason: str, query_ready: dict[str, Any],
                 curl: str, alternatives: list[Any], confidence: Confidence | None = None
                 ) -> RoutingResponse:
        svc = services.SERVICES[name]
        level = confidence or confidence_of(decision.strength, SERVICE_CUTOFFS)
        return RoutingResponse(
            recommendation=name,
            reason=reason,
            confidence=level,
            query_ready=QueryReady.model_validate(query_ready),
            curl_example=curl,
            install=svc.install.replace("{base}", self.base_url),
            alternatives=alternatives,
            cache_for_seconds=svc.cache_for_seconds,
        )


def answerable(answer: RoutingResponse) -> bool:
    """Whether a paid ``/route`` may charge for ``answer``: a service was found, the
    intent model was sure of the reading (an unsure guess is a non-answer, 422, unpaid) and
    the request gives every slot the service requires (``query_ready.args.missing``)."""
    return answer.recommendation != services.NONE and not (answer.understood or {}).get(
        "unsure") and not answer.query_ready.args.get("missing")


def reading(text: str, decision: Intent, answer: RoutingResponse) -> dict[str, Any]:
    """The reading an answer used, stated beside it: service, endpoint, slots, confidence."""
    out: dict[str, Any] = {"service": "paid-endpoint" if decision.paid else decision.service,
                           "because": decision.reason}
    if decision.paid is not None:
        out["endpoint"] = decision.paid.endpoint.key
    if decision.networks:
        out["networks"] = decision.networks
    for name, value in (("addresses", extract.addresses(text)),
                        ("symbols", extract.symbols(text)), ("count", extract.count(text))):
        if value:
            out[name] = value
    window = extract.time_window(text)
    if window is not None:
        out["time_window"] = window.phrase
    if answer.query_ready.args.get("missing"):
        out["missing"] = answer.query_ready.args["missing"]
    if answer.subgraph:
        out["subgraph"] = {k: answer.subgraph.get(k) for k in ("protocol", "network", "entity")}
    out["strength"] = round(decision.strength, 3)
    if decision.ranked:
        out["candidates"] = [{"label": k, "p": round(p, 3)} for k, p in decision.ranked[:3]]
    return out


_DEFAULT_ASKS = ("Uniswap v3 top pools on base", "Aave v3 liquidations on arbitrum",
                 "top hyperliquid traders of BTC")


def rephrasings(text: str, decision: Intent) -> list[str]:
    """Requests close to ``text`` that a service here answers, built from its slots."""
    out: list[str] = []
    addrs = extract.addresses(text)
    if addrs:
        out += [f"token balances of {addrs[0]}",
                f"score hyperliquid trader {addrs[0]}"]
    syms = extract.symbols(text)
    if syms:
        out += [f"price of {syms[0]}", f"top hyperliquid traders of {syms[0]}"]
    if decision.service == services.TOKEN_API and not addrs:
        out.append(f"top holders of {token_api.EXAMPLE_CONTRACT} on base")
    if decision.networks:
        out.append(f"Uniswap v3 top pools on {networks.display(decision.networks[0])}")
    out += [ask for ask in _DEFAULT_ASKS if ask not in out]
    return out[:4]


def _sample_text(sample: dict[str, Any] | None) -> str:
    """The request text of the catalog's A2A example."""
    return str((sample or {})["params"]["message"]["parts"][0]["text"])


def _alt(hit: SearchHit) -> dict[str, Any]:
    rec = hit.record
    return {"recommendation": services.SUBGRAPH, "id": rec.id, "display_name": rec.display_name,
            "network": rec.network, "reliability": round(rec.reliability, 4),
            "protocol": rec.protocol, "score": round(hit.score, 3)}


def _subgraph_confidence(top: SearchHit, hits: list[SearchHit], decision: Intent
                         ) -> Confidence:
    net_ok = not decision.networks or top.record.network in decision.networks
    strong = top.why.get("bm25", 0) >= 0.99 and net_ok and top.record.served
    if strong and decision.protocol_hint and top.record.reliability >= 0.3:
        return "high"
    if net_ok and top.why.get("bm25", 0) > 0:
        return "medium"
    return "low"
