"""Number and address formatting for answers written from result rows."""

from __future__ import annotations

from typing import Any

from sextant.warehouse.planner.reading import facilitator_names

COVERAGE = ("Coverage: EIP-3009 (transferWithAuthorization) settlements; Permit2 and "
            "Multicall3 settlements are not in the warehouse.")


def usdc(value: Any) -> str:
    v = float(value or 0)
    if abs(v) >= 1 or v == 0:
        return f"{v:,.2f} USDC"
    return f"{v:.6f}".rstrip("0").rstrip(".") + " USDC"


def count(value: Any) -> str:
    return f"{int(value or 0):,}"


def pct(part: float, whole: float) -> str:
    return "n/a" if not whole else f"{100.0 * part / whole:.2f}%"


def change(old: float, new: float) -> str:
    if not old:
        return "n/a (nothing in the first period)"
    delta = 100.0 * (new - old) / old
    return f"{delta:+.1f}%"


_NAMES: dict[str, str] | None = None


def name_of(address: str) -> str | None:
    """A known facilitator's name."""
    global _NAMES
    if _NAMES is None:
        _NAMES = {a: n.title() if n.islower() else n
                  for n, addrs in facilitator_names().items() for a in addrs}
    return _NAMES.get(address.lower())


def label(address: str) -> str:
    name = name_of(address)
    return f"{address} ({name})" if name else address


def metric_value(metric: str, value: Any) -> str:
    if value is None:
        return "no data"
    if metric in ("count", "unique_payers", "unique_recipients"):
        return count(value)
    return usdc(value)
