"""The four /ask probe sets written by hand by helpers hp1-hp4.

The first two, by hp1 and hp2 (``tests/data/ask_probe_hp1.jsonl``, ``ask_probe_hp2.jsonl``,
150 questions each, from ``make_ask_probe_hp{1,2}.py``): tuning data by strangers, split by
shape into ``dev`` (sha1 of the shape even) and ``held`` (odd).

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

The other two, by hp3 and hp4 (``tests/data/ask_probe_hp3.jsonl``, ``ask_probe_hp4.jsonl``,
150 questions each, from ``make_ask_probe_hp{3,4}.py``): tuning data by strangers, split by
shape into ``dev`` (sha1 of the shape even) and ``held`` (odd). hp3: crypto-natives and
non-native speakers (slang, money units, number words, terse questions); hp4: analysts
(comparisons, cohorts, rankings).

Round ha11 scored both halves once on its starting point (ec223fe), read only the dev misses
and fixed those of its area (the words layer) and every charged-wrong dev answer; the held
halves were scored as counts only, mid-way and at the end, and no held row or miss was ever
read.

- start (ec223fe): hp3 dev 52/66 right (14 refused, 0 wrong), held 60/84 (22 refused,
  2 wrong); hp4 dev 37/66 (25 refused, 4 wrong), held 59/84 (25 refused, 0 wrong).
- mid-way (after the first two commits; scored twice at that one state): hp3 held 64/84
  right, 3 charged wrong (hp4 held at its floor); the two readings that could turn a
  refusal into a wrong answer were then narrowed (an inline term used as a modifier,
  "only" inside a clause).
- end (3ce2d7d): hp3 dev 64/66 (2 refused, 0 wrong), held 65/84 (16 refused, 3 wrong);
  hp4 dev 37/66 (29 refused, 0 wrong), held 59/84 (25 refused, 0 wrong). The held half of
  hp3 has one charged-wrong more than at the start; its question was not read.

After the merge of the four rounds (ha9-ha12) the lead printed the charged-wrong answers of
the whole sets (held halves included) and the refusals of hp3, and fixed kinds from them: the
held halves are not clean from then on. End (ee5b90c): hp1 dev 63/63, held 72/87 (13 refused,
2 wrong); hp2 dev 69/70, held 40/80 (40 refused, 0 wrong); hp3 dev 66/66, held 68/84
(16 refused, 0 wrong); hp4 dev 64/66, held 64/84 (20 refused, 0 wrong). Held halves together:
215/335 right with 7 charged wrong at the start, 244/335 with 2 at the end.

Round ha14 treated the four sets whole as tuning data: it read every row, held halves
included, grouped the refused and wrong items by kind and fixed kinds (each with phrasings of
its own in ``test_wh_ask_probe_ha14.py``): long agent sentences about one wallet (asking
verbs, purposes, whole history, a role said as a role, restated periods running to today,
percentile interpolation said, a spread defined as max minus min, two roles asked in turn),
a ranking's long wordings, an address's role said after "first seen", a per-day average
defined with its days, two amount bounds each asked apart ("how many over 1 dollar and how
many under 1 cent"), and short wordings ("yday", "share (%)", "diff recipients", ...).
- start (ab921d2): hp1 dev 63/63, held 72/87 (13 refused, 2 wrong); hp2 dev 69/70
  (1 refused), held 40/80 (40 refused); hp3 dev 66/66, held 69/84 (15 refused); hp4 dev
  64/66 (2 refused), held 64/84 (20 refused). Held halves together 245/335, 2 wrong.
- end (ha14): hp1 dev 63/63, held 79/87 (7 refused, 1 wrong); hp2 dev 69/70 (1 refused),
  held 77/80 (3 refused); hp3 dev 66/66, held 81/84 (3 refused); hp4 dev 65/66 (1 refused),
  held 74/84 (10 refused). Held halves together 311/335, 1 wrong (from before ha14: "txns
  yesterday and today" answered as one span, as "in March and April" is read; "txns and
  share of all txns (%)" now lists the number first). These counts are tuning scores now,
  not held-out ones.

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
#: (set, half) -> (right at least, charged wrong at most), after round ha14
FLOORS = {("hp1", "dev"): (63, 0), ("hp1", "held"): (79, 1),
          ("hp2", "dev"): (69, 0), ("hp2", "held"): (77, 0),
          ("hp3", "dev"): (66, 0), ("hp3", "held"): (81, 0),
          ("hp4", "dev"): (65, 0), ("hp4", "held"): (74, 0)}


def half(shape: str) -> str:
    return "dev" if int(hashlib.sha1(shape.encode()).hexdigest(), 16) % 2 == 0 else "held"


def items(name: str) -> list[dict[str, Any]]:
    text = (DATA / f"ask_probe_{name}.jsonl").read_text()
    return [json.loads(line) for line in text.splitlines() if line.strip()]


def test_the_sets_are_as_written() -> None:
    for name in ("hp1", "hp2", "hp3", "hp4"):
        got = items(name)
        assert len(got) == 150 and {x["split"] for x in got} == {name}
        assert {half(x["shape"]) for x in got} == {"dev", "held"}


@pytest.mark.parametrize(("name", "which"), list(FLOORS), ids=[f"{n}-{h}" for n, h in FLOORS])
def test_half_keeps_its_floor(name: str, which: str, duck: DuckDBBackend, raw: Any) -> None:
    counts = Counter(outcome(x, duck, raw, AS_OF) for x in items(name)
                     if half(x["shape"]) == which)
    print(name, which, dict(counts))
    right, wrong = FLOORS[(name, which)]
    assert counts["right"] >= right and counts["wrong"] <= wrong, counts
