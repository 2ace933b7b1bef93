"""Hybrid subgraph search: BM25F over weighted fields, plus network, domain, protocol-type,
version, popularity and reliability signals. Testnets, denied and unserved subgraphs are left
out unless asked for."""

from __future__ import annotations

import math
import re
from collections import defaultdict
from dataclasses import dataclass, field

import numpy as np

from sextant.routing.registry.classify import infer_domains, infer_protocol_types
from sextant.routing.search.text import (
    PROTOCOL_ALIASES,
    STOPWORDS,
    protocol_aliases,
    split_camel,
    tokens,
)
from sextant.subgraphs import networks
from sextant.subgraphs.records import SubgraphRecord

#: Field weights: name above protocol above description above entities.
FIELD_WEIGHTS = {"name": 3.0, "protocol": 2.0, "description": 1.0, "labels": 0.6,
                 "entities": 0.5}
_B = {"name": 0.5, "protocol": 0.3, "description": 0.75, "labels": 0.3, "entities": 0.5}
K1 = 1.2
_VERSION = re.compile(r"^v\d$")
#: Names of test, fork, demo and scratch deployments: below production unless asked for.
_SCRATCH = re.compile(r"(?:^|[^a-z])(?:tests?|testing|staging|demo|example|scratch|playground|"
                      r"sandbox|tmp|temp|debug|dev)(?:[^a-z]|$)|fork\b|-test-", re.I)
#: Popularity counts this many times more when the request names no protocol ("the biggest
#: DEX on mainnet" means the best-known one, not the one whose description says "biggest").
GENERIC_POPULARITY = 5.0
#: Score weights of the signals beside BM25F (the network asked for weighs more than
#: popularity; an alias-named protocol more than both).
ALIAS_BONUS = 1.0
BRAND_BONUS = 0.3  # the protocol the request names, over one whose description mentions it
SCRATCH_PENALTY = -0.35


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
    protocols: list[str] = field(default_factory=list)  # named by an alias (stETH -> lido)
    wants_scratch: bool = False  # asks for test, fork or demo deployments
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
    aliases = protocol_aliases(text)
    if aliases:  # the alias word counts through its protocol, not as a word ("restaking"
        terms = [t for t in terms if t not in PROTOCOL_ALIASES]  # would favour look-alikes)
    testnets = include_testnets if include_testnets is not None else (
        any(networks.is_testnet(n) for n in nets) or bool(re.search(r"\btestnets?\b", text, re.I))
    )
    return SearchQuery(
        text=text, terms=terms, networks=nets, domains=infer_domains(text),
        protocol_types=infer_protocol_types(text),
        versions=[t for t in terms if _VERSION.match(t)], include_testnets=testnets,
        protocols=aliases, wants_scratch=bool(_SCRATCH.search(text)),
    )


class SearchIndex:
    """An in-memory BM25F index over catalog records, scored with numpy.

    Postings hold the saturated BM25 term weight ``w / (k1 + w)`` per document (``k1`` is
    fixed), so a query is a few vectorised adds, a mask and a partial sort.
    """

    def __init__(self, records: list[SubgraphRecord]) -> None:
        self.records = records
        self._postings: dict[str, tuple[np.ndarray, np.ndarray]] = {}
        self._idf: dict[str, float] = {}
        self._deletes: dict[str, set[str]] = defaultdict(set)
        self._build()

    def __len__(self) -> int:
        return len(self.records)

    @property
    def vocabulary(self) -> dict[str, tuple[np.ndarray, np.ndarray]]:
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
        postings: dict[str, tuple[list[int], list[float]]] = defaultdict(lambda: ([], []))
        versions = np.zeros(len(per_doc), dtype=np.int32)
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
                docs, sats = postings[tok]
                docs.append(idx)
                sats.append(w / (K1 + w))
            for tok in fields["name"]:
                if _VERSION.match(tok):
                    versions[idx] |= 1 << int(tok[1])
        self._postings = {t: (np.asarray(d, dtype=np.int32), np.asarray(w, dtype=np.float32))
                          for t, (d, w) in postings.items()}
        self._idf = {t: math.log(1 + (n - len(d) + 0.5) / (len(d) + 0.5))
                     for t, (d, _) in postings.items()}
        for tok in self._postings:
            if len(tok) >= 4 and not tok.isdigit():
                for i in range(len(tok)):
                    self._deletes[tok[:i] + tok[i + 1:]].add(tok)
        recs = self.records
        self._versions = versions
        self._net_codes = {net: i for i, net in enumerate(sorted({r.network for r in recs}))}
        self._net = np.asarray([self._net_codes[r.network] for r in recs], dtype=np.int32)
        self._testnet = np.asarray([networks.is_testnet(r.network) for r in recs], dtype=bool)
        self._denied = np.asarray([r.denied for r in recs], dtype=bool)
        self._served = np.asarray([r.active_allocations > 0 for r in recs], dtype=bool)
        self._ptype = np.asarray([r.protocol_type for r in recs], dtype=object)
        self._protocol = np.asarray([r.protocol.lower() for r in recs], dtype=object)
        self._scratch = np.asarray([bool(_SCRATCH.search(r.display_name)) for r in recs],
                                   dtype=bool)
        self._domain = np.asarray([r.domain for r in recs], dtype=object)
        vol = np.asarray([r.query_volume_30d for r in recs], dtype=np.float64)
        rel = np.asarray([r.reliability for r in recs], dtype=np.float64)
        self._popularity = 0.10 * np.minimum(1.0, np.log10(vol + 1) / 9)
        brand = [(tokens(r.protocol.replace("-", " ")) or [""])[0] for r in recs]
        self._brand = np.asarray(brand, dtype=object)
        self._brands = frozenset(b for b in brand if len(b) >= 3 and not b.isdigit())
        self._reliability = 0.08 * rel

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
        best = sorted(found.items(), key=lambda x: (-x[1], -len(self._postings[x[0]][0])))
        return best[:3]

    def bm25(self, terms: list[str]) -> np.ndarray:
        """BM25F score of every document for ``terms``."""
        scores = np.zeros(len(self.records), dtype=np.float32)
        for term in terms:
            for tok, factor in self.expand(term):
                docs, sats = self._postings[tok]
                scores[docs] += np.float32(self._idf[tok] * factor) * sats
        return scores

    def search(self, query: SearchQuery | str, limit: int = 10) -> list[SearchHit]:
        """Ranked hits for ``query``; the network filter falls back to all networks only when
        nothing matches on the requested one."""
        q = parse_query(query) if isinstance(query, str) else query
        raw = self.bm25(q.terms)
        aliased = np.isin(self._protocol, q.protocols) if q.protocols else None
        matched = raw > 0
        if aliased is not None:
            matched |= aliased
        if not matched.any() and q.protocol_types:
            matched = self._ptype == q.protocol_types[0]
        top = float(raw.max()) or 1.0
        allowed = matched.copy()
        nets = [self._net_codes[n] for n in q.networks if n in self._net_codes]
        on_net = np.isin(self._net, nets) if nets else np.zeros(len(raw), dtype=bool)
        if not q.include_denied:
            allowed &= ~self._denied
        if not q.include_unserved:
            allowed &= self._served
        if not q.include_testnets:
            allowed &= ~self._testnet | on_net
        if q.networks and (allowed & on_net).any():
            allowed &= on_net
        candidates = np.nonzero(allowed)[0]
        if candidates.size == 0:
            return []
        parts = {
            "bm25": raw[candidates] / top,
            "type": self._bonus(self._ptype[candidates], q.protocol_types, 0.12, 0.06),
            "domain": self._bonus(self._domain[candidates], q.domains[:2], 0.04, 0.04),
            "version": self._version_penalty(candidates, q.versions),
            "network": np.where(on_net[candidates], 0.15, 0.0),
            "brand": np.where(np.isin(self._brand[candidates], list(self._brands & set(q.terms))),
                              BRAND_BONUS, 0.0),
            "alias": (np.where(aliased[candidates], ALIAS_BONUS, 0.0) if aliased is not None
                      else np.zeros(candidates.size)),
            "scratch": (np.zeros(candidates.size) if q.wants_scratch else
                        np.where(self._scratch[candidates], SCRATCH_PENALTY, 0.0)),
            "popularity": self._popularity[candidates] * (
                1.0 if q.protocols or self._brands & set(q.terms) else GENERIC_POPULARITY),
            "reliability": self._reliability[candidates],
        }
        final = np.zeros(candidates.size)
        for values in parts.values():
            final = final + values
        keep = min(candidates.size, max(limit * 4, 20))
        order = np.argpartition(-final, keep - 1)[:keep]
        order = order[np.argsort(-final[order], kind="stable")]
        out: list[SearchHit] = []
        seen: set[str] = set()
        for pos in order:
            rec = self.records[int(candidates[pos])]
            key = rec.deployment or rec.id
            if key in seen:
                continue
            seen.add(key)
            why = {k: round(float(v[pos]), 4) for k, v in parts.items() if float(v[pos])}
            out.append(SearchHit(rec, float(final[pos]), why))
            if len(out) >= limit:
                break
        return out

    @staticmethod
    def _bonus(values: np.ndarray, wanted: list[str], first: float, other: float
               ) -> np.ndarray:
        if not wanted:
            return np.zeros(len(values))
        bonus = np.where(values == wanted[0], first, 0.0)
        if len(wanted) > 1:
            bonus = np.where((bonus == 0) & np.isin(values, wanted[1:]), other, bonus)
        return bonus

    def _version_penalty(self, candidates: np.ndarray, versions: list[str]) -> np.ndarray:
        if not versions:
            return np.zeros(candidates.size)
        mask = 0
        for v in versions:
            mask |= 1 << int(v[1])
        have = self._versions[candidates]
        return np.where((have != 0) & ((have & mask) == 0), -0.25, 0.0)


def stop_terms() -> frozenset[str]:
    return STOPWORDS
