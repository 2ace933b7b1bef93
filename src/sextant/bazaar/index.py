"""The discovery search index: an inverted index with BM25, held in numpy arrays.

Why not FTS5 alone: ``match_score`` (spec 2.13) is an exact keyword-occurrence count per
result, and ranking by it needs that count for *every* candidate. Over 15,000 services FTS5's
``bm25()`` or its ``fts5vocab`` instance table take 20-40 ms for one common term (measured),
an order of magnitude over the 5 ms budget. So the rows live in SQLite (``store.py``:
persistent, synced incrementally) and the postings here: words sorted, so the words a query
keyword prefixes are one contiguous slice, and a query is a few ``bincount`` calls.

Matching: the text of a service is its resource URL, descriptions, MIME type and the first
2 KB of its output schema, split into lowercase alphanumeric words. A keyword (a query word of
3 or more characters, as the original) matches every word it is a prefix of (``weather``
matches ``weatherapi``; ``eth`` no longer matches inside ``method``). ``match_score`` counts
those occurrences over all keywords.

Order: ``match_score`` desc, then liveness (answers a valid 402 > not probed yet > dead: akari
found 42% of listed hosts dead), then BM25 (rarer keywords and shorter, denser texts first),
then 30-day unique payers and calls (paid use), then price asc, then the URL.
"""

from __future__ import annotations

import bisect
import math
import re
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from sextant.venues.bazaar import Offer, Service

MIN_KEYWORD = 3
BM25_K1 = 1.2
BM25_B = 0.75
_WORD = re.compile(r"[a-z0-9]+")

LIVE, UNKNOWN, DEAD = 2, 1, 0


def keywords(query: str) -> list[str]:
    """The distinct keywords of ``query`` (words of at least 3 characters), in order."""
    out: list[str] = []
    for word in _WORD.findall(query.lower()):
        if len(word) >= MIN_KEYWORD and word not in out:
            out.append(word)
    return out


def document_words(service: Service) -> list[str]:
    """The words a service is matched on."""
    text = " ".join((service.resource, service.description, service.mime_type,
                     service.schema_text)).lower()
    return [w for w in _WORD.findall(text) if len(w) >= MIN_KEYWORD]


@dataclass(frozen=True)
class Hit:
    service: Service
    offer: Offer  # the cheapest option that passed the filters
    match_score: int
    bm25: float
    live: int  # LIVE, UNKNOWN or DEAD


@dataclass(frozen=True)
class Filters:
    max_price: float | None = None
    network: str | None = None  # CAIP-2
    live_only: bool = False


class SearchIndex:
    """Immutable postings over ``services``; liveness is updated in place."""

    def __init__(self, services: Sequence[Service], live: dict[str, bool] | None = None) -> None:
        self.services = list(services)
        n = len(self.services)
        first_id: dict[str, int] = {}
        word_list: list[int] = []
        doc_list: list[int] = []
        tf_list: list[int] = []
        lengths = np.zeros(n, dtype=np.float64)
        for d, service in enumerate(self.services):
            counts = Counter(document_words(service))
            lengths[d] = sum(counts.values())
            for w, tf in counts.items():
                word_list.append(first_id.setdefault(w, len(first_id)))
                doc_list.append(d)
                tf_list.append(tf)
        unsorted = list(first_id)
        vocab = sorted(unsorted)
        rank = np.empty(len(unsorted), dtype=np.int32)
        rank[sorted(range(len(unsorted)), key=unsorted.__getitem__)] = np.arange(len(unsorted))
        words_raw = rank[np.array(word_list, dtype=np.int64)] if word_list else rank[:0]
        docs_raw = np.array(doc_list, dtype=np.int32)
        order = np.lexsort((docs_raw, words_raw))
        words = words_raw[order]
        self._doc = docs_raw[order]
        self._tf = np.array(tf_list, dtype=np.float64)[order]
        self._indptr = np.searchsorted(words, np.arange(len(vocab) + 1)).astype(np.int64)
        self._vocab = vocab
        df = np.diff(self._indptr).astype(np.float64)
        idf = np.log1p((n - df + 0.5) / (df + 0.5)) if n else df
        avgdl = float(lengths.mean()) if n else 1.0
        dl = lengths[self._doc] if n else lengths
        norm = BM25_K1 * (1 - BM25_B + BM25_B * dl / max(avgdl, 1.0))
        self._bm25 = idf[words] * self._tf * (BM25_K1 + 1) / (self._tf + norm)
        self._position = {s.resource: i for i, s in enumerate(self.services)}
        self._url_rank = np.empty(n, dtype=np.int64)
        self._url_rank[sorted(range(n), key=lambda i: self.services[i].resource)] = np.arange(n)
        self._live = np.full(n, UNKNOWN, dtype=np.int8)
        for resource, ok in (live or {}).items():
            self.set_live(resource, ok)
        self._payers = np.array([s.payers_30d for s in self.services], dtype=np.float64)
        self._calls = np.array([s.calls_30d for s in self.services], dtype=np.float64)
        offers = [(d, o) for d, s in enumerate(self.services) for o in s.offers]
        self._offer_doc = np.array([d for d, _ in offers], dtype=np.int32)
        self._offer_price = np.array([o.price_usdc for _, o in offers], dtype=np.float64)
        networks = sorted({o.network for _, o in offers})
        self._network_id = {net: i for i, net in enumerate(networks)}
        self._offer_net = np.array([self._network_id[o.network] for _, o in offers],
                                   dtype=np.int32)
        self._min_price = np.full(n, np.inf)
        np.minimum.at(self._min_price, self._offer_doc, self._offer_price)

    def __len__(self) -> int:
        return len(self.services)

    @property
    def networks(self) -> list[str]:
        return list(self._network_id)

    def set_live(self, resource: str, ok: bool | None) -> None:
        """Record a probe result (``None``: not known)."""
        i = self._position.get(resource)
        if i is not None:
            self._live[i] = UNKNOWN if ok is None else (LIVE if ok else DEAD)

    def live_counts(self) -> dict[str, int]:
        return {"live": int((self._live == LIVE).sum()), "dead": int((self._live == DEAD).sum()),
                "unchecked": int((self._live == UNKNOWN).sum())}

    def _word_range(self, keyword: str) -> tuple[int, int]:
        lo = bisect.bisect_left(self._vocab, keyword)
        hi = bisect.bisect_left(self._vocab, keyword + "{", lo)  # "{" sorts after "z"
        return int(self._indptr[lo]), int(self._indptr[hi])

    def _eligible(self, filters: Filters) -> np.ndarray | None:
        """Per-offer mask of the price and network filters (``None``: no offer filter)."""
        if filters.max_price is None and filters.network is None:
            return None
        mask = np.ones(len(self._offer_doc), dtype=bool)
        if filters.max_price is not None:
            mask &= self._offer_price <= filters.max_price + 1e-12
        if filters.network is not None:
            net = self._network_id.get(filters.network, -1)
            mask &= self._offer_net == net
        return mask

    def search(self, words: Sequence[str], filters: Filters, limit: int) -> list[Hit]:
        """The best ``limit`` services for ``words`` (keywords), in the module's order."""
        n = len(self.services)
        if n == 0 or not words:
            return []
        score = np.zeros(n, dtype=np.float64)
        bm25 = np.zeros(n, dtype=np.float64)
        for word in words:
            start, end = self._word_range(word)
            if start == end:
                continue
            docs = self._doc[start:end]
            score += np.bincount(docs, weights=self._tf[start:end], minlength=n)
            bm25 += np.bincount(docs, weights=self._bm25[start:end], minlength=n)
        mask = score > 0
        offer_mask = self._eligible(filters)
        if offer_mask is not None:
            ok = np.zeros(n, dtype=bool)
            ok[self._offer_doc[offer_mask]] = True
            mask &= ok
        if filters.live_only:
            mask &= self._live == LIVE
        candidates = np.flatnonzero(mask)
        if candidates.size == 0:
            return []
        # Coarse key: match_score, then liveness, then BM25; every candidate tied with the
        # limit-th one is kept for the exact ordering below.
        key = score[candidates] * 1e6 + self._live[candidates] * 1e5 + bm25[candidates]
        if candidates.size > limit:
            kth = np.partition(key, candidates.size - limit)[candidates.size - limit]
            candidates = candidates[key >= kth]
        order = candidates[np.lexsort((
            self._url_rank[candidates], self._min_price[candidates], -self._calls[candidates],
            -self._payers[candidates], -np.round(bm25[candidates], 9),
            -self._live[candidates].astype(np.int16), -score[candidates]))]
        return [self._hit(d, int(score[d]), float(bm25[d]), filters, offer_mask)
                for d in order[:limit].tolist()]

    def _hit(self, d: int, score: int, bm25: float, filters: Filters,
             offer_mask: np.ndarray | None) -> Hit:
        service = self.services[d]
        offers = list(service.offers)
        if offer_mask is not None:
            offers = [o for o in offers if (filters.max_price is None
                                            or o.price_usdc <= filters.max_price + 1e-12)
                      and (filters.network is None or o.network == filters.network)]
        offer = min(offers, key=lambda o: (o.price_usdc, o.network))
        return Hit(service, offer, score, round(bm25, 4) if math.isfinite(bm25) else 0.0,
                   int(self._live[d]))
