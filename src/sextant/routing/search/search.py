"""Hybrid subgraph search: BM25F over weighted fields and WordLlama similarity, fused by
reciprocal rank, each list ranked with network, domain, protocol-type, version, alias,
popularity and reliability signals. Testnets, denied and unserved subgraphs are left out unless
asked for; test, fork and scratch deployments rank below production unless asked for."""

from __future__ import annotations

import functools
import math
import re
from collections import defaultdict
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field

import numpy as np

from sextant.routing.registry.classify import infer_domains, infer_protocol_types
from sextant.routing.search.dense import DocVectors, embed_query
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
#: The protocol the request names outright: "staked with lido" must not lose to "Prime Staked
#: ETH" on the words "staked" and "eth"; under an alias's bonus, as a brand can be a plain
#: word ("liquid staking steth" is Lido's stETH, not Liquid Collective).
BRAND_BONUS = 0.8
SCRATCH_PENALTY = -0.35
#: Hybrid fusion: each list (lexical, dense) adds ``weight / (RRF_K + rank)`` for its best
#: ``RRF_DEPTH`` records (more when more are asked for); the dense list is drawn from the
#: ``DENSE_POOL`` nearest records and carries the same signals as the lexical one, its
#: similarity scaled by ``DENSE_SCALE``.
RRF_K = 10
RRF_DEPTH = 40
DENSE_WEIGHT = 0.3
DENSE_SCALE = 1.0
DENSE_POOL = 150
#: Lexical candidates kept for full scoring (best BM25F plus alias, brand and static signals).
LEX_POOL = 200


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
    """An in-memory hybrid index over catalog records, scored with numpy.

    BM25F postings hold the saturated term weight ``w / (k1 + w)`` per document (``k1`` is
    fixed), so the lexical side is a few vectorised adds. With ``vectors`` (WordLlama, see
    ``dense``) a second list ranks by meaning; both lists carry the same ranking signals and
    are fused by reciprocal rank. Categorical fields are integer codes and the per-record
    signals are precomputed: a query is integer compares over its candidates.
    """

    def __init__(self, records: list[SubgraphRecord], vectors: DocVectors | None = None
                 ) -> None:
        self.records = records
        self.vectors = vectors
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

    @staticmethod
    def _fields(rec: SubgraphRecord, tok: Callable[[str], list[str]],
                ents: Callable[[tuple[str, ...]], list[str]]) -> dict[str, list[str]]:
        return {
            "name": tok(rec.display_name),
            "protocol": tok(f"{rec.protocol} {rec.protocol_type}".replace("-", " ")),
            "description": tok(rec.description),
            "labels": tok(f"{rec.domain} {' '.join(rec.categories)}"),
            "entities": ents(tuple(rec.entity_names)),
        }

    def _build(self) -> None:
        # Most field texts repeat (thousands of deployments share descriptions and schemas):
        # each distinct text is tokenised once.
        tokenise = functools.lru_cache(maxsize=None)(tokens)
        entity_tokens = functools.lru_cache(maxsize=None)(
            lambda names: tokens(" ".join(split_camel(e) for e in names)))
        per_doc = [self._fields(r, tokenise, entity_tokens) for r in self.records]
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
        self._net_codes, net = _codes(r.network for r in recs)
        self._ptype_codes, ptype = _codes(r.protocol_type for r in recs)
        self._domain_codes, domain = _codes(r.domain for r in recs)
        self._protocol_codes, protocol = _codes(r.protocol.lower() for r in recs)
        brand = [(tokens(r.protocol.replace("-", " ")) or [""])[0] for r in recs]
        self._brand_codes, brand_code = _codes(brand)
        self._brands = frozenset(b for b in brand if len(b) >= 3 and not b.isdigit())
        served = np.asarray([r.active_allocations > 0 for r in recs], dtype=bool)
        not_denied = ~np.asarray([r.denied for r in recs], dtype=bool)
        mainnet = ~np.asarray([networks.is_testnet(r.network) for r in recs], dtype=bool)
        vol = np.asarray([r.query_volume_30d for r in recs], dtype=np.float64)
        cols = {
            "net": net, "ptype": ptype, "domain": domain, "protocol": protocol,
            "brand": brand_code, "versions": versions, "served": served,
            "not_denied": not_denied, "mainnet": mainnet,
            "scratch": np.where([bool(_SCRATCH.search(r.display_name)) for r in recs],
                                SCRATCH_PENALTY, 0.0),
            "popularity": 0.10 * np.minimum(1.0, np.log10(vol + 1) / 9),
            "reliability": 0.08 * np.asarray([r.reliability for r in recs], dtype=np.float64),
        }
        matrix = None if self.vectors is None else self.vectors.matrix[self.vectors.row]
        plain = np.flatnonzero(served & not_denied & mainnet)
        self._full = _View(np.arange(len(recs)), cols, self._postings, matrix)
        self._plain = _View(plain, cols, self._postings, matrix)

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
        return self._bm25(self._full, terms)

    def _bm25(self, view: _View, terms: list[str]) -> np.ndarray:
        scores = np.zeros(view.size, dtype=np.float32)
        for term in terms:
            for tok, factor in self.expand(term):
                hit = view.postings.get(tok)
                if hit is not None:
                    scores[hit[0]] += np.float32(self._idf[tok] * factor) * hit[1]
        return scores

    def _view(self, q: SearchQuery) -> _View:
        """The plain view (served, not denied, not a testnet) unless the request asks for
        more."""
        plain = not (q.include_denied or q.include_unserved or q.include_testnets
                     or any(networks.is_testnet(n) for n in q.networks))
        return self._plain if plain else self._full

    def _filter(self, q: SearchQuery, view: _View, matched: np.ndarray,
                on_net: np.ndarray | None) -> np.ndarray:
        """Records the request may get: denied, unserved and testnet ones only when asked;
        the network asked for when anything matched there."""
        allowed = np.ones(view.size, dtype=bool)
        if view is not self._plain:
            if not q.include_denied:
                allowed &= view.c["not_denied"]
            if not q.include_unserved:
                allowed &= view.c["served"]
            if not q.include_testnets:
                mainnet = view.c["mainnet"]
                allowed &= mainnet if on_net is None else (mainnet | on_net)
        if on_net is not None:
            here = allowed & on_net
            if (here & matched).any():
                allowed = here
        return allowed

    def search(self, query: SearchQuery | str, limit: int = 10) -> list[SearchHit]:
        """Ranked hits for ``query``; the network filter falls back to all networks only when
        nothing matches on the requested one."""
        q = parse_query(query) if isinstance(query, str) else query
        v = self._view(q)
        raw = self._bm25(v, q.terms)
        aliased = _member(v.c["protocol"], self._protocol_codes, q.protocols)
        matched = raw > 0
        if aliased is not None:
            matched |= aliased
        if not matched.any() and q.protocol_types:
            matched = v.c["ptype"] == self._ptype_codes.get(q.protocol_types[0], -1)
        if not matched.any():
            return []
        on_net = _member(v.c["net"], self._net_codes, q.networks)
        allowed = self._filter(q, v, matched, on_net)
        named_terms = sorted(self._brands & set(q.terms))
        brand = _member(v.c["brand"], self._brand_codes, named_terms)
        named = bool(q.protocols) or bool(named_terms)
        top = float(raw.max()) or 1.0
        cand = np.flatnonzero(allowed & matched)
        if cand.size > LEX_POOL:  # the best by the signals that can move a record most
            pre = raw[cand] / top + v.static[named, q.wants_scratch][cand]
            if aliased is not None:
                pre += np.where(aliased[cand], ALIAS_BONUS, 0.0)
            if brand is not None:
                pre += np.where(brand[cand], BRAND_BONUS, 0.0)
            cand = cand[np.argpartition(-pre, LEX_POOL - 1)[:LEX_POOL]]
        # The dense list is for requests that describe rather than name a protocol: a named
        # one is found by its name, and meaning-alike protocols would only crowd it.
        sims = None if named else self._dense(q, v, allowed)
        if sims is not None:
            cand = np.union1d(cand, np.flatnonzero(sims > -np.inf))
        if cand.size == 0:
            return []
        c = v.c
        # The signals this request sets (the others are zero for every candidate), then the
        # per-record ones (popularity, reliability, scratch) precomputed as one column.
        signals = [(name, x) for name, x in (
            ("type", _bonus(c["ptype"], cand, self._ptype_codes, q.protocol_types, 0.12, 0.06)),
            ("domain", _bonus(c["domain"], cand, self._domain_codes, q.domains[:2], 0.04,
                              0.04)),
            ("version", _version_penalty(c["versions"], cand, q.versions)),
            ("network", _flag(on_net, cand, 0.15)),
            ("brand", _flag(brand, cand, BRAND_BONUS)),
            ("alias", _flag(aliased, cand, ALIAS_BONUS)),
        ) if x is not None]
        common = v.static[named, q.wants_scratch][cand]
        for _, x in signals:
            common = common + x
        lexical = raw[cand] / top
        lex_final = np.where(matched[cand], lexical + common, -np.inf)
        keep = min(cand.size, max(limit * 4, 20))
        depth = max(RRF_DEPTH, keep)
        fused = _rrf(lex_final, 1.0, depth)
        dense = None
        if sims is not None:
            near = sims[cand]
            dense = np.maximum(near, 0.0) * DENSE_SCALE
            fused = fused + _rrf(np.where(near > -np.inf, dense + common, -np.inf),
                                 DENSE_WEIGHT, depth)
        rank = fused + 1e-6 * np.maximum(lex_final, -9.0)  # ties: the better lexical score
        order = np.argpartition(-rank, keep - 1)[:keep]
        order = order[np.argsort(-rank[order], kind="stable")]
        out: list[SearchHit] = []
        seen: set[str] = set()
        popularity = 1.0 if named else GENERIC_POPULARITY
        for pos in order.tolist():
            if fused[pos] <= 0:
                break
            local = int(cand[pos])
            rec = self.records[int(v.ids[local])]
            key = rec.deployment or rec.id
            if key in seen:
                continue
            seen.add(key)
            why = {"bm25": float(lexical[pos]), "dense": 0.0 if dense is None else
                   float(dense[pos])}
            why.update((name, float(x[pos])) for name, x in signals)
            why["scratch"] = 0.0 if q.wants_scratch else float(c["scratch"][local])
            why["popularity"] = float(c["popularity"][local]) * popularity
            why["reliability"] = float(c["reliability"][local])
            score = float(lexical[pos] + common[pos]) + why["dense"]
            why = {k: round(x, 4) for k, x in why.items() if x}
            why["rrf"] = round(float(fused[pos]), 5)
            out.append(SearchHit(rec, score, why))
            if len(out) >= limit:
                break
        return out

    def _dense(self, q: SearchQuery, view: _View, allowed: np.ndarray) -> np.ndarray | None:
        """Similarity to the request of the ``DENSE_POOL`` allowed records closest to it,
        ``-inf`` for every other record of ``view``; None without vectors."""
        if view.matrix is None:
            return None
        vec = embed_query(q.text)
        idx = np.flatnonzero(allowed)
        if vec is None or idx.size == 0:
            return None
        # einsum, not ``@``: a multi-threaded BLAS call is slower than one core here
        if idx.size * 2 < view.size:
            near = np.einsum("ij,j->i", view.matrix[idx], vec)
        else:
            near = np.einsum("ij,j->i", view.matrix, vec)[idx]
        if idx.size > DENSE_POOL:
            top = np.argpartition(-near, DENSE_POOL - 1)[:DENSE_POOL]
            idx, near = idx[top], near[top]
        sims = np.full(view.size, -np.inf)
        sims[idx] = near
        return sims


class _View:
    """The records one kind of request may get (``ids``), their columns in that order and the
    BM25F postings restricted to them: a plain request never pays for the testnet, denied
    and unserved two thirds of the catalog."""

    def __init__(self, ids: np.ndarray, cols: dict[str, np.ndarray],
                 postings: dict[str, tuple[np.ndarray, np.ndarray]],
                 matrix: np.ndarray | None) -> None:
        self.ids = ids
        self.size = int(ids.size)
        self.c = {name: col[ids] for name, col in cols.items()}
        local = np.full(len(cols["net"]), -1, dtype=np.int32)
        local[ids] = np.arange(ids.size, dtype=np.int32)
        self.postings: dict[str, tuple[np.ndarray, np.ndarray]] = {}
        for tok, (docs, sats) in postings.items():
            mapped = local[docs]
            keep = mapped >= 0
            if keep.all():
                self.postings[tok] = (mapped, sats)
            elif keep.any():
                self.postings[tok] = (mapped[keep], sats[keep])
        self.matrix = None if matrix is None else np.ascontiguousarray(matrix[ids])
        pop, rel, scratch = self.c["popularity"], self.c["reliability"], self.c["scratch"]
        #: popularity, reliability and scratch per (protocol named?, scratch asked for?)
        self.static = {
            (named, scratch_ok): pop * (1.0 if named else GENERIC_POPULARITY) + rel
            + (0.0 if scratch_ok else scratch)
            for named in (False, True) for scratch_ok in (False, True)}


def _version_penalty(column: np.ndarray, cand: np.ndarray, versions: list[str]
                     ) -> np.ndarray | None:
    """-0.25 for records whose name carries a version other than those asked for."""
    if not versions:
        return None
    mask = 0
    for v in versions:
        mask |= 1 << int(v[1])
    have = column[cand]
    return np.where((have != 0) & ((have & mask) == 0), -0.25, 0.0)


def _codes(values: Iterable[str]) -> tuple[dict[str, int], np.ndarray]:
    """Integer codes of categorical ``values`` (compares on ints, not Python objects)."""
    table: dict[str, int] = {}
    out = [table.setdefault(v, len(table)) for v in values]
    return table, np.asarray(out, dtype=np.int32)


def _member(codes: np.ndarray, table: dict[str, int], wanted: Iterable[str]
            ) -> np.ndarray | None:
    """Which records have one of ``wanted`` (None when nothing is wanted)."""
    ids = [table[w] for w in wanted if w in table]
    if not ids:
        return None
    mask = codes == ids[0]
    for i in ids[1:]:
        mask |= codes == i
    return mask


def _flag(mask: np.ndarray | None, cand: np.ndarray, value: float) -> np.ndarray | None:
    return None if mask is None else np.where(mask[cand], value, 0.0)


def _bonus(column: np.ndarray, cand: np.ndarray, table: dict[str, int], wanted: list[str],
           first: float, other: float) -> np.ndarray | None:
    if not wanted:
        return None
    values = column[cand]
    bonus = np.where(values == table.get(wanted[0], -1), first, 0.0)
    rest = [table[w] for w in wanted[1:] if w in table]
    if rest:
        bonus = np.where((bonus == 0) & np.isin(values, rest), other, bonus)
    return bonus


def _rrf(scores: np.ndarray, weight: float, depth: int) -> np.ndarray:
    """Reciprocal-rank contribution ``weight / (RRF_K + rank)`` of the ``depth`` best finite
    ``scores`` (rank 1 is the best), zero elsewhere."""
    out = np.zeros(scores.size)
    depth = min(depth, int(np.isfinite(scores).sum()))
    if depth == 0:
        return out
    top = np.argpartition(-scores, depth - 1)[:depth] if depth < scores.size else \
        np.arange(scores.size)
    top = top[np.argsort(-scores[top], kind="stable")][:depth]
    out[top] = weight / (RRF_K + np.arange(1, depth + 1))
    return out


def stop_terms() -> frozenset[str]:
    return STOPWORDS
