"""The cache of computed answers (the 24 h agent score): the one shared cache of
``sextant.transport.shared_cache``, in Redis when configured (every replica sees each entry),
else per process. ``get`` gives ``(payload, computed_at)``."""

from __future__ import annotations

from sextant.transport.shared_cache import SharedCache

__all__ = ["PayloadCache"]

PayloadCache = SharedCache
