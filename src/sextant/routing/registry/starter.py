"""The starter catalog that ships with the package: real subgraph IDs only.

Built by ``sextant registry build-starter`` from public data (``fixtures/subgraphs``):
Messari's deployment table (protocol, network and decentralized-network subgraph ID per
deployment, MIT), the lending-MCP liveness table, the registry's published top tables (usage
figures for rows they name), plus the subgraphs this service itself queries (Uniswap per chain,
agent0 ERC-8004, x402 settlements, ENS, the Graph Network subgraph) with the IDs published by
their maintainers. Every row is ``real``; usage figures are only set where a public table
gives them.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

from sextant.routing.graphql.graphql_builder import example_query
from sextant.routing.registry.classify import classify
from sextant.subgraphs import networks
from sextant.subgraphs.gql_schema import fingerprint
from sextant.subgraphs.records import SubgraphRecord, reliability_score
from sextant.subgraphs.schema_families import MESSARI_FAMILY, entities_of, enums_of
from sextant.subgraphs.starter import GRAPH_NETWORK_SUBGRAPH, title

#: (id, display name, network, protocol, family, source, description). Source: the IDs
#: published in reference/upstreams.md §5.2 (Uniswap docs / consensus column A, and the
#: original service's map, column B), §8.4 (agent0), §9 (x402 Base), §12 (ENS, network).
SERVICE_SUBGRAPHS: list[tuple[str, str, str, str, str, str, str]] = [
    ("A3Np3RQbaBA6oKJgiwDJeo5T3zrYfGHPWFYayMwtNDum", "Uniswap V2 Ethereum", "mainnet",
     "uniswap-v2", "uniswap-v2", "uniswap-docs", "Uniswap v2 pairs, tokens and swaps"),
    ("GmSczqdCDZ3hJeYY9JphwsADn5rePUzUKm8EZcVuhRAm", "Uniswap V2 Ethereum (alt)", "mainnet",
     "uniswap-v2", "uniswap-v2", "graph-advocate-map", "Uniswap v2 pairs, tokens and swaps"),
    ("DbcUmZwXBYbNZvLuDEvcmFa4uAWwwjrdX8dVFg1AUVKa", "Uniswap V2 Base", "base",
     "uniswap-v2", "uniswap-v2", "graph-advocate-map", "Uniswap v2 pairs, tokens and swaps"),
    ("5zvR82QoaXYFyDEKLZ9t6v9adgnptxYpKpSbxtgVENFV", "Uniswap V3 Ethereum", "mainnet",
     "uniswap-v3", "uniswap-v3", "uniswap-docs", "Uniswap v3 pools, ticks, positions, swaps"),
    ("43Hwfi3dJSoGpyas9VwNoDAv55yjgGrPpNSmbQZArzMG", "Uniswap V3 Base", "base",
     "uniswap-v3", "uniswap-v3", "uniswap-docs", "Uniswap v3 pools, positions and swaps"),
    ("HMuAwufqZ1YCRmzL2SfHTVkzZovC9VL2UAKhjvRqKiR1", "Uniswap V3 Base (alt)", "base",
     "uniswap-v3", "uniswap-v3", "graph-advocate-map", "Uniswap v3 pools, positions, swaps"),
    ("FbCGRftH4a3yZugY7TnbYgPJVEv2LvMT6oF1fxPe9aJM", "Uniswap V3 Arbitrum", "arbitrum-one",
     "uniswap-v3", "uniswap-v3", "uniswap-docs", "Uniswap v3 pools, positions and swaps"),
    ("3hCPRGf4z88VC5rsBKU5AA9FBBq5nF3jbKJG7VZCbhjm", "Uniswap V3 Polygon", "matic",
     "uniswap-v3", "uniswap-v3", "uniswap-docs", "Uniswap v3 pools, positions and swaps"),
    ("EsLGwxyeMMeJuhqWvuLmJEiDKXJ4Z6YsoJreUnyeozco", "Uniswap V3 Polygon (alt)", "matic",
     "uniswap-v3", "uniswap-v3", "graph-advocate-map", "Uniswap v3 pools, positions, swaps"),
    ("Cghf4LfVqPiFw6fp6Y5X5Ubc8UpmUhSfJL82zwiBFLaj", "Uniswap V3 Optimism", "optimism",
     "uniswap-v3", "uniswap-v3", "uniswap-docs", "Uniswap v3 pools, positions and swaps"),
    ("F85MNzUGYqgSHSHRGgeVMNsdnW1KtZSVgFULumXRZTw2", "Uniswap V3 BSC", "bsc",
     "uniswap-v3", "uniswap-v3", "uniswap-docs", "Uniswap v3 pools, positions and swaps"),
    ("7XgdLW3bts4HktCYsu9dy8bEnuiNeZuftcuK3Aj4JXYV", "Uniswap V3 BSC (alt)", "bsc",
     "uniswap-v3", "uniswap-v3", "graph-advocate-map", "Uniswap v3 pools, positions, swaps"),
    ("DiYPVdygkfjDWhbxGSqAQxwBKmfKnkWQojqeM2rkLb3G", "Uniswap V4 Ethereum", "mainnet",
     "uniswap-v4", "uniswap-v4", "uniswap-docs", "Uniswap v4 pools with hooks, swaps"),
    ("AdA6Ax3jtct69NnXfxNjWtPTe9gMtSEZx2tTQcT4VHu", "Uniswap V4 Ethereum (alt)", "mainnet",
     "uniswap-v4", "uniswap-v4", "graph-advocate-map", "Uniswap v4 pools with hooks, swaps"),
    ("Gqm2b5J85n1bhCyDMpGbtbVn4935EvvdyHdHrx3dibyj", "Uniswap V4 Base", "base",
     "uniswap-v4", "uniswap-v4", "uniswap-docs", "Uniswap v4 pools with hooks, swaps"),
    ("HNCFA9TyBqpo5qpe6QreQABAA1kV8g46mhkCcicu6v2R", "Uniswap V4 Base (alt)", "base",
     "uniswap-v4", "uniswap-v4", "public-repos", "Uniswap v4 pools with hooks, swaps"),
    ("G5TsTKNi8yhPSV7kycaE23oWbqv9zzNqR49FoEQjzq1r", "Uniswap V4 Arbitrum", "arbitrum-one",
     "uniswap-v4", "uniswap-v4", "uniswap-docs", "Uniswap v4 pools with hooks, swaps"),
    ("D1VHPU6cXXSC8eaApWCjCnPcTZQFSYCpGoDAvt4ogDWh", "Uniswap V4 Arbitrum (alt)",
     "arbitrum-one", "uniswap-v4", "uniswap-v4", "graph-advocate-map",
     "Uniswap v4 pools with hooks, swaps"),
    ("CwpebM66AH5uqS5sreKij8yEkkPcHvmyEs7EwFtdM5ND", "Uniswap V4 Polygon", "matic",
     "uniswap-v4", "uniswap-v4", "uniswap-docs", "Uniswap v4 pools with hooks, swaps"),
    ("6RBtsmGUYfeLeZsYyxyKSUiaA6WpuC69shMEQ1Cfuj9u", "Uniswap V4 Optimism", "optimism",
     "uniswap-v4", "uniswap-v4", "uniswap-docs", "Uniswap v4 pools with hooks, swaps"),
    ("3Tn7Y1NJAr4ySKm7KFu1dwvH2WM3mHJnXzXAxQsdBDvW", "Uniswap V4 Optimism (alt)", "optimism",
     "uniswap-v4", "uniswap-v4", "graph-advocate-map", "Uniswap v4 pools with hooks, swaps"),
    ("2qQpC8inZPZL4tYfRQPFGZhsE8mYzE67n5z3Yf5uuKMu", "Uniswap V4 BSC", "bsc",
     "uniswap-v4", "uniswap-v4", "uniswap-docs", "Uniswap v4 pools with hooks, swaps"),
    ("EAq1nJKgjnuKH6Gj4RFjCW7LcL7E2uipbncdwV7TTWkX", "Uniswap V4 BSC (alt)", "bsc",
     "uniswap-v4", "uniswap-v4", "graph-advocate-map", "Uniswap v4 pools with hooks, swaps"),
    ("aa3YpPCxatg4LaBbLFuv2iBC8Jvs9u3hwt5GTpS4Kit", "Uniswap V4 Unichain", "unichain",
     "uniswap-v4", "uniswap-v4", "uniswap-docs", "Uniswap v4 pools with hooks, swaps"),
    ("49JxRo9FGxWpSf5Y5GKQPj5NUpX2HhpoZHpGzNEWQZjq", "Uniswap V4 Avalanche", "avalanche",
     "uniswap-v4", "uniswap-v4", "uniswap-docs", "Uniswap v4 pools with hooks, swaps"),
    ("FV6RR6y13rsnCxBAicKuQEwDp8ioEGiNaWaZUmvr1F8k", "Agent0 ERC-8004 Ethereum", "mainnet",
     "agent0", "erc8004-agent0", "agent0lab", "ERC-8004 agent identity, reputation feedback "
     "and validation registries (agent0)"),
    ("43s9hQRurMGjuYnC1r2ZwS6xSQktbFyXMPMqGKUFJojb", "Agent0 ERC-8004 Base", "base",
     "agent0", "erc8004-agent0", "agent0lab", "ERC-8004 agent identity, reputation feedback "
     "and validation registries (agent0)"),
    ("D6aWqowLkWqBgcqmpNKXuNikPkob24ADXCciiP8Hvn1K", "Agent0 ERC-8004 BSC", "bsc",
     "agent0", "erc8004-agent0", "agent0lab", "ERC-8004 agent identity, reputation feedback "
     "and validation registries (agent0)"),
    ("9q16PZv1JudvtnCAf44cBoxg82yK9SSsFvrjCY9xnneF", "Agent0 ERC-8004 Polygon", "matic",
     "agent0", "erc8004-agent0", "agent0lab", "ERC-8004 agent identity, reputation feedback "
     "and validation registries (agent0)"),
    ("4tvLxkczjhSaMiqRrCV1EyheYHyJ7Ad8jub1UUyukBjg", "Agent0 ERC-8004 Monad", "monad",
     "agent0", "erc8004-agent0", "agent0lab", "ERC-8004 agent identity, reputation feedback "
     "and validation registries (agent0)"),
    ("6wQRC7geo9XYAhckfmfo8kbMRLeWU8KQd3XsJqFKmZLT", "Agent0 ERC-8004 Sepolia", "sepolia",
     "agent0", "erc8004-agent0", "agent0lab", "ERC-8004 agent registries (agent0, testnet)"),
    ("4yYAvQLFjBhBtdRCY7eUWo181VNoTSLLFd5M7FXQAi6u", "Agent0 ERC-8004 Base Sepolia",
     "base-sepolia", "agent0", "erc8004-agent0", "agent0lab",
     "ERC-8004 agent registries (agent0, testnet)"),
    ("Cb56epg3EvQ6JRpPfknbkM54QxpzTvLa7mwKNQQfUyoj", "x402 Base settlements", "base", "x402",
     "x402-settlement", "x402-omnigraph", "x402 payment settlements on Base: EIP-3009 USDC "
     "transfers and Permit2 settlements by facilitator, payer and recipient, daily stats"),
    ("5XqPmWe6gjyrJtFn9cLy237i4cWw2j9HcUJEXsP5qGtH", "ENS", "mainnet", "ens", "ens",
     "ens-domains", "Ethereum Name Service domains, registrations, resolvers and owners"),
    (GRAPH_NETWORK_SUBGRAPH, "Graph Network Arbitrum", "arbitrum-one", "the-graph",
     "graph-network", "graphprotocol", "The Graph protocol: subgraphs, deployments, indexers, "
     "allocations, curation signal and query fees"),
]
_SERVICE_TYPES = {"agent0": ("identity", "agent-registry"), "x402": ("infrastructure", "payments"),
                  "ens": ("identity", "name-service"), "the-graph": ("infrastructure", "general")}
#: Deployment IDs known for service rows.
_DEPLOYMENTS = {"Cb56epg3EvQ6JRpPfknbkM54QxpzTvLa7mwKNQQfUyoj":
                "QmPtuuoU9nu9VJyodiVohf21y8RsR2fx8BpxuVBRHhP29D"}
_B58 = re.compile(r"^[1-9A-HJ-NP-Za-km-z]{32,50}$")


def _norm(name: str) -> str:
    return re.sub(r"[^a-z0-9]+", " ", name.lower()).strip()


def build_starter(fixtures: Path) -> dict[str, Any]:
    """The starter catalog (records and schemas) from the public fixtures folder."""
    subgraphs = fixtures / "subgraphs"
    usage = _registry_usage(subgraphs / "subgraph-registry")
    status = _lending_status(subgraphs / "graph-lending-mcp_SUBGRAPHS.md")
    schemas: dict[str, Any] = {}
    records: list[SubgraphRecord] = []
    seen: set[str] = set()
    used: set[tuple[str, str]] = set()

    def add(rec: SubgraphRecord, family: str, slug: str) -> None:
        if rec.id in seen:
            return
        seen.add(rec.id)
        ents, enums = entities_of(family), enums_of(family)
        fp = fingerprint(ents)
        schemas.setdefault(fp, {"entities": ents, "enums": enums, "family": family})
        rec.schema_fingerprint = fp
        rec.entity_names = [e["name"] for e in ents]
        rec.example_query = example_query(ents, enums, fp)
        if not rec.domain or rec.domain == "unknown" or rec.protocol_type == "general":
            dom, ptype, _ = classify(rec.display_name, rec.description, rec.entity_names,
                                     rec.categories)
            rec.domain = rec.domain if rec.domain != "unknown" else dom
            rec.protocol_type = rec.protocol_type if rec.protocol_type != "general" else ptype
        key = next((k for k in ((_norm(rec.display_name), rec.network), (_norm(slug), rec.network))
                    if k in usage and k not in used), None)
        stats = usage.get(key) if key else None
        if key and stats:
            used.add(key)
            rec.query_volume_30d, rec.reliability = stats
            rec.source += "+registry-usage"
        records.append(rec)

    for row in SERVICE_SUBGRAPHS:
        sid, name, net, proto, family, source, desc = row
        domain, ptype = _SERVICE_TYPES.get(proto, ("defi", "dex"))
        add(SubgraphRecord(
            id=sid, display_name=name, network=net, deployment=_DEPLOYMENTS.get(sid, ""),
            description=desc, domain=domain, protocol=proto, protocol_type=ptype,
            categories=[ptype], active_allocations=1, source=f"real:{source}", real=True,
        ), family, name)

    deployments = json.loads((subgraphs / "messari_deployment.json").read_text())
    for proto_key, proto in deployments.items():
        family = MESSARI_FAMILY.get(proto.get("schema", ""), "messari-generic")
        for dep_key, dep in proto.get("deployments", {}).items():
            qid = (dep.get("services", {}).get("decentralized-network") or {}).get("query-id")
            if not qid or not _B58.match(str(qid)):
                continue
            net = networks.canonical(str(dep.get("network", "")))
            if net == "xdai":
                net = "gnosis"
            proto_name = title(proto.get("protocol") or proto_key)
            schema_type = proto.get("schema", "generic")
            versions = dep.get("versions", {})
            live = status.get(dep_key, "LIVE")
            add(SubgraphRecord(
                id=str(qid), display_name=f"{proto_name} {networks.display(net)}",
                network=net, protocol=proto.get("protocol") or proto_key,
                description=(f"Messari standardized {schema_type} subgraph for {proto_name} on "
                             f"{networks.display(net)} (schema {versions.get('schema', '?')}, "
                             f"deployment {dep_key}, status {dep.get('status', '?')})"),
                categories=[schema_type], active_allocations=0 if live == "DEAD" else 1,
                source="real:messari", real=True,
            ), family, dep_key)

    for rec in records:
        if not rec.reliability:
            rec.reliability = reliability_score(0, 0, 0, rec.query_volume_30d, False)
    return {
        "generated_from": "fixtures/subgraphs (Messari deployment.json, graph-lending-mcp "
                          "SUBGRAPHS.md, subgraph-registry top tables) + reference/upstreams.md",
        "records": [r.__dict__ for r in records],
        "schemas": schemas,
    }


def _registry_usage(folder: Path) -> dict[tuple[str, str], tuple[int, float]]:
    """(normalised name, network) -> (30-day queries, reliability) from the top tables."""
    out: dict[tuple[str, str], tuple[int, float]] = {}
    if not folder.exists():
        return out
    for path in sorted(folder.glob("networks/*.md")):
        net = path.stem
        for cells in _table_rows(path.read_text()):
            if len(cells) == 5 and cells[3].replace(".", "").isdigit():
                out.setdefault((_norm(cells[0]), net), (_int(cells[4]), float(cells[3])))
    for path in sorted(folder.glob("domains/*.md")):
        for cells in _table_rows(path.read_text()):
            if len(cells) == 5 and cells[3].replace(".", "").isdigit():
                out.setdefault((_norm(cells[0]), cells[1]), (_int(cells[4]), float(cells[3])))
    return out


def _int(cell: str) -> int:
    digits = cell.replace(",", "")
    return int(digits) if digits.isdigit() else 0


def _lending_status(path: Path) -> dict[str, str]:
    out: dict[str, str] = {}
    if path.exists():
        for cells in _table_rows(path.read_text()):
            if len(cells) >= 4 and cells[3] in ("LIVE", "DOWN", "DEAD"):
                out[cells[0]] = cells[3]
    return out


def _table_rows(text: str) -> list[list[str]]:
    rows = []
    for line in text.splitlines():
        if line.startswith("|") and not set(line) <= set("|-: "):
            rows.append([c.strip() for c in line.strip().strip("|").split("|")])
    return rows
