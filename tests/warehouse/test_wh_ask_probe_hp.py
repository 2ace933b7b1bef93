"""The two /ask probe sets written by hand by helpers hp1 and hp2
(``tests/data/ask_probe_hp1.jsonl``, ``ask_probe_hp2.jsonl``, 150 questions each, from
``make_ask_probe_hp{1,2}.py``): tuning data by strangers, split by shape into ``dev`` (sha1 of
the shape even) and ``held`` (odd).

Round ha9 scored both halves once on its starting point (ec223fe), read only the dev misses
and fixed those of its area (periods); the held halves were scored as counts only, mid-way
and at the end, and no held row or miss was ever read.

- start (ec223fe): hp1 dev 53/63 right (7 refused, 3 wrong), held 61/87 (22 refused,
  4 wrong); hp2 dev 33/70 (36 refused, 1 wrong), held 35/80 (44 refused, 1 wrong).
- mid-way (bd8d6b3): hp1 dev 57/63 (4 refused, 2 wrong), held 67/87 (16 refused, 4 wrong);
  hp2 dev 37/70 (32 refused, 1 wrong), held 37/80 (42 refused, 1 wrong).
- end (719ff0c): hp1 dev 58/63 (4 refused, 1 wrong), held 69/87 (15 refused, 3 wrong);
  hp2 dev 38/70 (31 refused, 1 wrong), held 36/80 (43 refused, 1 wrong). The hp2 held half
  lost one right answer (now refused, unpaid) between mid-way and the end; its row was not
  read, so the cause is not known. Most misses left in hp2 are not about periods (addresses
  as payer/recipient/either side, two or three addresses "for each of", counterparties).

The floors guard regressions only: right answers at least, charged-wrong at most.
"""

from __future__ import annotations

import hashlib
import json
from collections import Counter
from datetime import date
from pathlib import Path
from typing import Any

import pytest

from sextant.warehouse.backends import DuckDBBackend
from tests.warehouse.figures import outcome

AS_OF = date(2026, 6, 3)
DATA = Path(__file__).resolve().parents[1] / "data"
#: (set, half) -> (right at least, charged wrong at most), at the end of round ha9
FLOORS = {("hp1", "dev"): (58, 1), ("hp1", "held"): (69, 3),
          ("hp2", "dev"): (38, 1), ("hp2", "held"): (36, 1)}


def half(shape: str) -> str:
    return "dev" if int(hashlib.sha1(shape.encode()).hexdigest(), 16) % 2 == 0 else "held"


def items(name: str) -> list[dict[str, Any]]:
    text = (DATA / f"ask_probe_{name}.jsonl").read_text()
    return [json.loads(line) for line in text.splitlines() if line.strip()]


def test_the_sets_are_as_written() -> None:
    for name in ("hp1", "hp2"):
        got = items(name)
        assert len(got) == 150 and {x["split"] for x in got} == {name}
        assert {half(x["shape"]) for x in got} == {"dev", "held"}


@pytest.mark.parametrize(("name", "which"), list(FLOORS), ids=[f"{n}-{h}" for n, h in FLOORS])
def test_half_keeps_its_floor(name: str, which: str, duck: DuckDBBackend, raw: Any) -> None:
    counts = Counter(outcome(x, duck, raw, AS_OF) for x in items(name)
                     if half(x["shape"]) == which)
    print(name, which, dict(counts))  # counts only: the held rows are not read
    right, wrong = FLOORS[(name, which)]
    assert counts["right"] >= right and counts["wrong"] <= wrong, counts
