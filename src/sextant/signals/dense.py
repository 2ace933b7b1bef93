"""Dense title similarity from WordLlama (its weights and tokenizer ship inside the wheel).

Loaded once per process from the installed package, never downloaded (``disable_download``);
the package's own lookup expects the tokenizer under ``<cache_dir>/tokenizers``, which is the
package directory itself.
"""

from __future__ import annotations

import functools
import logging
from pathlib import Path
from typing import Any

__all__ = ["model", "similarity", "word_similarity", "wordllama_root"]


def wordllama_root() -> Path:
    """The installed ``wordllama`` package's folder (weights and tokenizers inside), imported
    without its side effect: its ``__init__`` calls ``logging.basicConfig(level=INFO)``, which
    would print every httpx request of a CLI command or bench that imports it first."""
    root = logging.getLogger()
    handlers, level = root.handlers[:], root.level
    import wordllama

    root.handlers, root.level = handlers, level
    return Path(wordllama.__file__).parent


@functools.lru_cache(maxsize=1)
def model() -> Any:
    """The process's one WordLlama model (``WordLlamaInference``)."""
    folder = wordllama_root()
    from wordllama import WordLlama

    return WordLlama.load(cache_dir=folder, disable_download=True)


@functools.lru_cache(maxsize=4096)
def _embedding(text: str) -> Any:
    return model().embed(text)[0]


def similarity(a: str, b: str) -> float:
    """Cosine similarity (-1..1) of the two texts' WordLlama embeddings (the model's own
    ``similarity``, with each title's embedding computed once per process: a spread request
    compares every candidate of one venue with every candidate of the other)."""
    return float(model().vector_similarity(_embedding(a), _embedding(b)).item())


@functools.lru_cache(maxsize=65536)
def word_similarity(a: str, b: str) -> float:
    """Cosine similarity of two single words' embeddings (the qualifier guard's ``near``)."""
    return similarity(a, b)
