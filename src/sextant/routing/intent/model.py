"""The learned intent model: which service (or which paid endpoint) a request asks for.

A logistic regression over lexical features (word 1-2 grams and character 2-5 grams, TF-IDF)
and WordLlama dense sentence embeddings (256 dimensions, weights shipped inside the
``wordllama`` wheel, loaded once per process by ``sextant.signals.dense.model``, which the
subgraph search shares, so nothing is downloaded). Slots (addresses,
coins, counts...) are not features: they are masked to placeholders so the model learns the
shape of the ask, and the rules in ``extract`` / ``paid_intents`` fill them in afterwards.

The fitted model ships as package data (``intent_model.joblib``); ``scripts/fit_intent_model.py``
rebuilds it from the train split of ``tests/data/routing_intents.jsonl``.
"""

from __future__ import annotations

import hashlib
import json
import random
import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

import joblib
import numpy as np
from scipy import sparse
from sklearn.feature_extraction.text import TfidfVectorizer
from sklearn.linear_model import LogisticRegression

from sextant.routing.intent import extract
from sextant.signals import dense

MODEL_PATH = Path(__file__).with_name("intent_model.joblib")
_DENSE_WEIGHT = 2.0  # the embedding block's scale against the TF-IDF blocks
_SLUGS = re.compile(r"\b[a-z0-9]+(?:-[a-z0-9]+){2,}\b")
_TICKER = re.compile(r"\bKX[A-Z0-9]+(?:-[A-Z0-9]+)*\b", re.I)
_GAME = extract.GAME_ID_RE
_NUM = re.compile(r"\b\d+\b")
_ENS = re.compile(r"\b[a-z0-9-]+(?:\.base)?\.eth\b", re.I)


def normalise(text: str) -> str:
    """Mask slot values: the model learns what is asked, not which wallet or ticker."""
    out = extract.TX_HASH_RE.sub(" txhash ", text)
    out = extract.ADDRESS_RE.sub(" walletaddr ", out)
    out = _GAME.sub(" gameticker ", out)
    out = _TICKER.sub(" eventticker ", out)
    out = _ENS.sub(" ensname ", out)
    out = _SLUGS.sub(" marketslug ", out.lower())
    return _NUM.sub(" num ", out)


def embed(texts: list[str]) -> np.ndarray:
    """Unit-length 256-d WordLlama embeddings of ``texts``."""
    vecs = np.asarray(dense.model().embed(texts), dtype=np.float32)
    norms = np.linalg.norm(vecs, axis=1, keepdims=True)
    return vecs / np.maximum(norms, 1e-9)


@dataclass
class IntentModel:
    """Fitted lexical vectoriser + classifier; ``rank`` gives labels with probabilities."""

    words: TfidfVectorizer
    chars: TfidfVectorizer
    classifier: LogisticRegression
    data_digest: str  # sha256 of the training rows it was fitted on

    def _lexical(self, text: str) -> tuple[np.ndarray, np.ndarray]:
        """Both TF-IDF blocks of one normalised text as (column indices, values) of its
        non-zero terms only, computed from the fitted vocabularies and IDFs: ``transform``
        costs milliseconds a call, and a dense row of ~15k columns sends its norm to a
        multithreaded BLAS that is slow on a busy host."""
        cols: list[np.ndarray] = []
        vals: list[np.ndarray] = []
        offset = 0
        for vec, analyse in zip((self.words, self.chars), self._analyzers(), strict=True):
            counts: dict[int, int] = {}
            vocabulary = vec.vocabulary_
            for term in analyse(text):
                j = vocabulary.get(term)
                if j is not None:
                    counts[j] = counts.get(j, 0) + 1
            idx = np.fromiter(counts, dtype=np.intp, count=len(counts))
            tf = np.fromiter(counts.values(), dtype=np.float64, count=len(counts))
            row = (1.0 + np.log(tf)) * vec.idf_[idx]  # sublinear tf x idf
            norm = float(np.sqrt(np.sum(row * row)))
            cols.append(idx + offset)
            vals.append(row / norm if norm > 0 else row)
            offset += len(vec.idf_)
        return np.concatenate(cols), np.concatenate(vals)

    def _analyzers(self) -> tuple[Any, Any]:
        cached = self.__dict__.get("_analyzer_cache")
        if cached is None:
            cached = (self.words.build_analyzer(), self.chars.build_analyzer())
            self.__dict__["_analyzer_cache"] = cached
        return cached

    def rank(self, text: str) -> list[tuple[str, float]]:
        """Every label with its probability, best first (the multinomial softmax of the
        fitted coefficients)."""
        norm = normalise(text)
        hit, values = self._lexical(norm)
        coef = self.classifier.coef_
        width = len(self.words.idf_) + len(self.chars.idf_)
        # only the request's own terms and the 256 dense columns: a full matrix-vector
        # product over ~15k columns goes multithreaded in BLAS and is slow on a busy host
        logits = (coef[:, hit] @ values + coef[:, width:] @ (
            embed([norm])[0] * _DENSE_WEIGHT) + self.classifier.intercept_)
        probs = np.exp(logits - logits.max())
        probs /= probs.sum()
        order = np.argsort(-probs)
        return [(str(self.classifier.classes_[i]), float(probs[i])) for i in order]

    @property
    def labels(self) -> frozenset[str]:
        return frozenset(str(c) for c in self.classifier.classes_)

    @classmethod
    def fit(cls, rows: list[dict[str, Any]], c: float = 32.0) -> IntentModel:
        """Fit on labelled rows (``text``, ``service``) plus one seeded restyling of each
        (``restyle``); the digest names the given rows only."""
        texts = [normalise(t) for r in rows for t in (r["text"], restyle(r["text"]))]
        labels = [r["service"] for r in rows for _ in range(2)]
        words = TfidfVectorizer(ngram_range=(1, 2), sublinear_tf=True, min_df=1)
        chars = TfidfVectorizer(analyzer="char_wb", ngram_range=(2, 5), sublinear_tf=True,
                                min_df=2)
        dense = sparse.csr_matrix(embed(texts) * _DENSE_WEIGHT)
        features = sparse.hstack([words.fit_transform(texts), chars.fit_transform(texts),
                                  dense]).tocsr()
        clf = LogisticRegression(C=c, max_iter=3000, class_weight="balanced")
        clf.fit(features, labels)
        return cls(words, chars, clf, digest(rows))


_FILLER = frozenset(re.findall(r"\S+", """a an the is are was what whats how me show please
i my can you could would tell give do does of about"""))
_WRAPS = ("task: {}.", "request: {}", "{} (return json)", "query -> {}", "pls {}", "{}??",
          "hey, quick one: {}", "i was wondering, could you help me figure out {}",
          "for my agent: {}", "need this asap: {}")


def restyle(text: str) -> str:
    """One seeded rewrite of a request the way strangers write (terse, agent-style, a typo,
    long-winded, the qualifier first), so the model learns the ask, not one house style.
    Slot values (addresses, tickers) are left whole."""
    rng = random.Random(text)
    words = text.split()
    kind = rng.randrange(5)
    if kind == 0:  # terse: function words gone
        kept = [w for w in words if w.lower().strip("?,.") not in _FILLER]
        return " ".join(kept) if kept else text
    if kind == 1:  # one typo in a longer plain word
        spots = [i for i, w in enumerate(words) if len(w) >= 5 and w.isalpha()]
        if not spots:
            return text
        i = rng.choice(spots)
        w, j = words[i], rng.randrange(1, len(words[i]) - 1)
        words[i] = w[:j] + w[j + 1] + w[j] + w[j + 2:] if rng.random() < 0.5 else w[:j] + w[j + 1:]
        return " ".join(words)
    if kind == 2:  # the trailing qualifier moved to the front ("on hyperliquid, ...")
        for prep in (" on ", " for ", " of ", " in "):
            head, sep, tail = text.rpartition(prep)
            if sep and head and len(tail.split()) <= 4:
                return f"{prep.strip()} {tail}, {head}"
        return text
    return rng.choice(_WRAPS).format(text)


#: Names the fitting recipe (features, restyling); change it with either so the digest of
#: a model fitted the old way no longer matches.
RECIPE = "tfidf-words12-chars25 + wordllama256x2 + restyle-v1 + gameticker"


def digest(rows: list[dict[str, Any]]) -> str:
    """A fingerprint of the recipe and the training rows (text and label), to tell a stale
    shipped model."""
    h = hashlib.sha256(RECIPE.encode())
    for r in rows:
        h.update(json.dumps([r["text"], r["service"]]).encode())
    return h.hexdigest()


def train_rows(path: Path) -> list[dict[str, Any]]:
    """The train split of a labelled set: the only rows the shipped model is fitted on."""
    rows = [json.loads(line) for line in path.read_text().splitlines() if line.strip()]
    return [r for r in rows if r.get("split") == "train"]


@lru_cache(maxsize=1)
def load() -> IntentModel:
    """The shipped fitted model."""
    model = joblib.load(MODEL_PATH)
    if not isinstance(model, IntentModel):
        raise TypeError(f"{MODEL_PATH} does not hold an IntentModel")
    return model
