"""Hybrid subgraph search: BM25F over weighted fields, plus network, domain, protocol-type,
version, popularity and reliability signals. Testnets, denied and unserved subgraphs are left
out unless asked for."""

from __future__ import annotations

import math
import re
from collections import defaultdict
from dataclasses import dataclass, field

from sextant.routing import networks
from sextant.routing.classify import infer_domains, infer_protocol_types
from sextant.routing.records import SubgraphRecord
from sextant.routing.text import STOPWORDS, split_camel, tokens

#: Field weights: name above protocol above description above entities.
FIELD_WEIGHTS = {"name": 3.0, "protocol": 2.0, "description": 1.0, "labels": 0.6,
                 "entities": 0.5}
_B = {"name": 0.5, "protocol": 0.3, "description": 0.75, "labels": 0.3, "entities": 0.5}
K1 = 1.2
_VERSION = re.compile(r"^v\d$")


@dataclass
class SearchHit:
    record: SubgraphRecord
    score: float
    why: dict[str, float] = field(default_factory=dict)


@dataclass
class SearchQuery:
    """A parsed search request."""

    text: str
    terms: list[str]
    networks: list[str]
    domains: list[str]
    protocol_types: list[str]
    versions: list[str]
    include_testnets: bool = False
    include_denied: bool = False
    include_unserved: bool = False


def parse_query(text: str, *, include_testnets: bool | None = None) -> SearchQuery:
    """Terms, networks (aliases resolved), inferred domains/types and version tokens."""
    nets = networks.networks_in(text)
    net_words: set[str] = set()
    for alias, net in networks.ALIASES.items():
        if net in nets:
            net_words.update(tokens(alias))
    terms = [t for t in tokens(text, drop_stopwords=True) if t not in net_words]
    terms = list(dict.fromkeys(terms))
    testnets = include_testnets if include_testnets is not None else (
        any(networks.is_testnet(n) for n in nets) or bool(re.search(r"\btestnets?\b", text, re.I))
    )
    return SearchQuery(
        text=text, terms=terms, networks=nets, domains=infer_domains(text),
        protocol_types=infer_protocol_types(text),
        versions=[t for t in terms if _VERSION.match(t)], include_testnets=testnets,
    )


class SearchIndex:
    """An in-memory BM25F index over catalog records."""

    def __init__(self, records: list[SubgraphRecord]) -> None:
        self.records = records
        self._postings: dict[str, list[tuple[int, float]]] = {}
        self._idf: dict[str, float] = {}
        self._deletes: dict[str, set[str]] = defaultdict(set)
        self._name_versions: list[set[str]] = []
        self._build()

    def __len__(self) -> int:
        return len(self.records)

    @property
    def vocabulary(self) -> dict[str, list[tuple[int, float]]]:
        """Indexed tokens (membership tests only)."""
        return self._postings

    # -- build -----------------------------------------------------------------------------

    def _fields(self, rec: SubgraphRecord) -> dict[str, list[str]]:
        return {
            "name": tokens(rec.display_name),
            "protocol": tokens(f"{rec.protocol} {rec.protocol_type}".replace("-", " ")),
            "description": tokens(rec.description),
            "labels": tokens(f"{rec.domain} {' '.join(rec.categories)}"),
            "entities": tokens(" ".join(split_camel(e) for e in rec.entity_names)),
        }

    def _build(self) -> None:
        per_doc: list[dict[str, list[str]]] = [self._fields(r) for r in self.records]
        n = max(len(per_doc), 1)
        avg = {f: max(1.0, sum(len(d[f]) for d in per_doc) / n) for f in FIELD_WEIGHTS}
        df: dict[str, int] = defaultdict(int)
        postings: dict[str, list[tuple[int, float]]] = defaultdict(list)
        for idx, fields in enumerate(per_doc):
            weighted: dict[str, float] = defaultdict(float)
            for fname, toks in fields.items():
                if not toks:
                    continue
                norm = 1 - _B[fname] + _B[fname] * len(toks) / avg[fname]
                counts: dict[str, int] = defaultdict(int)
                for tok in toks:
                    counts[tok] += 1
                for tok, c in counts.items():
                    weighted[tok] += FIELD_WEIGHTS[fname] * c / norm
            for tok, w in weighted.items():
                df[tok] += 1
                postings[tok].append((idx, w))
            self._name_versions.append({t for t in fields["name"] if _VERSION.match(t)})
        self._postings = dict(postings)
        self._idf = {t: math.log(1 + (n - d + 0.5) / (d + 0.5)) for t, d in df.items()}
        for tok in self._postings:
            if len(tok) >= 4 and not tok.isdigit():
                for i in range(len(tok)):
                    self._deletes[tok[:i] + tok[i + 1:]].add(tok)

    # -- query -----------------------------------------------------------------------------

    def expand(self, term: str) -> list[tuple[str, float]]:
        """``term`` itself when indexed, else vocabulary words one edit away (typos)."""
        if term in self._postings:
            return [(term, 1.0)]
        if len(term) < 4:
            return []
        found: dict[str, float] = {}
        for cand in self._deletes.get(term, ()):  # a missing letter in the query
            found[cand] = 0.8
        for i in range(len(term)):
            variant = term[:i] + term[i + 1:]
            if variant in self._postings and len(variant) >= 4:  # an extra letter
                found.setdefault(variant, 0.8)
            for cand in self._deletes.get(variant, ()):  # a wrong or swapped letter
                found.setdefault(cand, 0.7)
        best = sorted(found.items(), key=lambda x: (-x[1], -len(self._postings[x[0]])))
        return best[:3]

    def bm25(self, terms: list[str]) -> dict[int, float]:
        scores: dict[int, float] = defaultdict(float)
        for term in terms:
            for tok, factor in self.expand(term):
                idf = self._idf[tok] * factor
                for idx, w in self._postings[tok]:
                    scores[idx] += idf * w / (K1 + w)
        return scores

    def search(self, query: SearchQuery | str, limit: int = 10) -> list[SearchHit]:
        """Ranked hits for ``query``; the network filter falls back to all networks only when
        nothing matches on the requested one."""
        q = parse_query(query) if isinstance(query, str) else query
        raw = self.bm25(q.terms)
        if not raw and (q.protocol_types or q.domains):
            raw = {i: 0.0 for i, r in enumerate(self.records)
                   if r.protocol_type in q.protocol_types[:1]}
        top = max(raw.values(), default=0.0) or 1.0
        hits = self._rank(q, raw, top, strict_network=True)
        if not hits and q.networks:
            hits = self._rank(q, raw, top, strict_network=False)
        hits.sort(key=lambda h: -h.score)
        out: list[SearchHit] = []
        seen: set[str] = set()
        for hit in hits:
            key = hit.record.deployment or hit.record.id
            if key in seen:
                continue
            seen.add(key)
            out.append(hit)
            if len(out) >= limit:
                break
        return out

    def _rank(self, q: SearchQuery, raw: dict[int, float], top: float,
              strict_network: bool) -> list[SearchHit]:
        hits = []
        nets = set(q.networks)
        for idx, bm in raw.items():
            rec = self.records[idx]
            if strict_network and nets and rec.network not in nets:
                continue
            if not q.include_testnets and networks.is_testnet(rec.network) and \
                    rec.network not in nets:
                continue
            if rec.denied and not q.include_denied:
                continue
            if rec.active_allocations <= 0 and not q.include_unserved:
                continue
            why = {"bm25": bm / top}
            if q.protocol_types and rec.protocol_type == q.protocol_types[0]:
                why["type"] = 0.12
            elif rec.protocol_type in q.protocol_types:
                why["type"] = 0.06
            if q.domains and rec.domain in q.domains[:2]:
                why["domain"] = 0.04
            if q.versions:
                have = self._name_versions[idx]
                if have and not have & set(q.versions):
                    why["version"] = -0.25
            if nets and rec.network in nets:
                why["network"] = 0.1
            why["popularity"] = 0.10 * min(1.0, math.log10(rec.query_volume_30d + 1) / 9)
            why["reliability"] = 0.08 * rec.reliability
            hits.append(SearchHit(rec, sum(why.values()), why))
        return hits


def stop_terms() -> frozenset[str]:
    return STOPWORDS
