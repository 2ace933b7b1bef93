"""Fast construction of Arrow columns from NumPy buffers (hex strings, constants, decimals)."""

from __future__ import annotations

import numpy as np
import pyarrow as pa

_HEX = np.frombuffer(b"0123456789abcdef", dtype=np.uint8)


def fixed_strings(data: np.ndarray) -> pa.Array:
    """An Arrow string array from an ``(n, width)`` uint8 matrix of ASCII bytes."""
    n, width = data.shape
    offsets = np.arange(0, (n + 1) * width, width, dtype=np.int32)
    flat = np.ascontiguousarray(data).reshape(-1)
    return pa.Array.from_buffers(pa.string(), n, [None, pa.py_buffer(offsets),
                                                  pa.py_buffer(flat)])


def hex_matrix(raw: np.ndarray) -> np.ndarray:
    """``(n, k)`` bytes -> ``(n, 2 + 2k)`` ASCII ``0x...`` lowercase hex."""
    n, k = raw.shape
    out = np.empty((n, 2 + 2 * k), dtype=np.uint8)
    out[:, 0] = ord("0")
    out[:, 1] = ord("x")
    out[:, 2::2] = _HEX[raw >> 4]
    out[:, 3::2] = _HEX[raw & 15]
    return out


def hex_strings(raw: np.ndarray) -> pa.Array:
    return fixed_strings(hex_matrix(raw))


def constant(value: str, n: int) -> pa.Array:
    data = np.frombuffer(value.encode() * n, dtype=np.uint8).reshape(n, len(value))
    return fixed_strings(data)


def usdc_decimal(atomic: np.ndarray) -> pa.Array:
    """Non-negative atomic USDC (int64) as ``decimal128(18, 6)`` USDC."""
    words = np.zeros((len(atomic), 2), dtype=np.int64)
    words[:, 0] = atomic
    return pa.Array.from_buffers(pa.decimal128(18, 6), len(atomic),
                                 [None, pa.py_buffer(words.reshape(-1))])


def le32_hex(values: np.ndarray) -> np.ndarray:
    """``(n, 8)`` ASCII hex of each value as 4 little-endian bytes (the subgraph id suffix)."""
    raw = values.astype("<u4").view(np.uint8).reshape(-1, 4)
    return hex_matrix(raw)[:, 2:]
