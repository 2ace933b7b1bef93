"""The /ask probe sets hp5-hp10 (``tests/data/ask_probe_hp*.jsonl``, 150 questions each
from ``make_ask_probe_hp*.py``): tuning data by strangers who never read the planner or ran
it, split by shape into ``dev`` (sha1 of the shape even) and ``held`` (odd). hp5: a
journalist and a researcher writing about x402 adoption (changes, shares, rankings,
milestones, new payers); hp6: an operations engineer and an accountant reconciling payments
(date ranges, one address, thresholds, tx-hash lookups, hours).

Scored on main before any fix (ab921d2), counts only: hp5 dev 44/76 right (27 refused,
5 charged wrong), held 38/74 (30 refused, 6 wrong); hp6 dev 58/75 (13 refused, 4 wrong),
held 55/75 (17 refused, 3 wrong). Fixers read the dev halves only.

ha17 (hp6 dev half, probes in test_wh_ask_probe_ha17.py): the side said by the verb before
"by" ("total received last month by 0x..."), "how many counterparties" of an address whose
side is said, rows listed with their usdc ("payments settled and usdc total"), a row's
fields in the order asked ("first payment to 0x...: amount and payer", tx hash of a row),
"first and last payment dates", "when did it start / stop" with a role, "at what hour ...
and how many in that hour", "where did 0x... send the most", "over its whole history",
a day's figures hour by hour, compact dates (20260415). hp6 dev 58 -> 71/75 right
(4 refused, 0 wrong), held 55 -> 57/75 (17 refused, 3 -> 1 wrong); floors raised to those
counts.

ha16 (hp5 dev half, journalist): a stated order of two facilitators ("give Coinbase's, then
PayAI's", "compared with PayAI, Coinbase's ..."), "from Q4 2025 to Q1 2026" as two quarters
(not "since Q4") with a change said after the periods read later-against-earlier, "0x...
used" facilitators without a side refused, a reporter's register (``planner.journalist``:
claims set aside before "how much really", "only ever made one payment", "on a typical
day", "by the end of 2025", a busiest week's Monday, "differ from", "appeared for the first
time"), milestones (``planner.milestones``: the first day a daily bound or a running total
was crossed; "days with over N USDC in total" bound each day's total). hp5 dev 44 -> 58
right (5 -> 2 wrong: both "how did X change" needing the absolute difference, ha15's kind;
"by what percent?" read as a share with no share said is refused),
held 38 -> 39 right (6 wrong, unchanged).

Merged with rounds ha13-ha15 and the lead's fixes (1d4a81c; the held halves still unread):
hp5 dev 59/76 (15 refused, 2 wrong), held 42/74 (27 refused, 5 wrong); hp6 dev 71/75
(4 refused, 0 wrong), held 61/75 (13 refused, 1 wrong). Floors at those counts.

ha18 (hp5 dev half, changes and comparisons; probes in test_wh_ask_probe_ha18.py): a
change's difference (later minus earlier) listed before its % ("how did X change from A to
B"), asked with several figures ("absolute and percent", "in USDC and in percent", "the
dollar change and the percent change", "up or down by how many, and by what percent"),
against the period before ("up or down on the day before"), "by how many percentage points"
a share moved, "the week of May 11-17", "this year to date vs the whole of 2025, 2026
first", "X went from A to B how?" (``planner.changes``). hp5 dev 59 -> 72/76 right (4
refused, 2 -> 0 wrong); dev floor raised.

hp7-hp10 (the session of 2026-11-24, written by strangers who read only the conventions and
the schema): hp7 a growth PM and a data scientist (retention, churn, cohorts, concentration);
hp8 software calling the API (terse, key=value, SQL-flavoured); hp9 LLM assistants writing for
their users (preambles, context sentences, lists, explicit bounds); hp10 agents of several
kinds (labelled sections, JSON keys, restated requests, definitions). Fixers (ha21-ha26) read
the dev halves only; no one read a held row but two lines printed by accident (hp8-002, hp6-023,
not used). Counts, main (c1c728b) -> the merged rounds:

| half | dev right / wrong | held right / wrong (clean) |
|---|---|---|
| hp5 | 59 / 2 -> 74 / 0 of 76 | 42 / 5 -> 45 / 3 of 74 |
| hp6 | 71 / 0 -> 75 / 0 of 75 | 61 / 1 -> 65 / 1 of 75 |
| hp7 | 35 / 2 -> 69 / 0 of 77 | 41 / 4 -> 43 / 3 of 73 |
| hp8 | 44 / 3 -> 71 / 0 of 75 | 44 / 4 -> 51 / 2 of 75 |
| hp9 | 45 / 0 -> 71 / 0 of 75 | 48 / 2 -> 55 / 1 of 75 |
| hp10 | 11 / 1 -> 43 / 0 -> 55 / 0 (ha27) of 64 | 14 / 0 -> 39 / 1 of 86 |

The dev halves rose far more than the held ones: the rounds fixed the kinds they were shown
more than they generalised. Floors at the merged counts.

hp11-hp13 (the session of 2026-11-25 UTC, same rules): hp11 agents and LLM assistants (labels,
YAML blocks, output constraints, analytics words); hp12 agents writing to a paid data API for
businesses (bookkeeping, compliance, board slides, relayed merchant words, voice transcripts,
hypotheses); hp13 assistants inside products and people in a hurry or in a second language.
Fixers ha27-ha34 read the dev halves only (ha28 printed some hp10 held rows by accident, not
used). Main before the rounds -> merged: hp11 dev 43 -> 71/78, held 40 -> 43/72; hp12 dev
45 -> 65/70, held 47 -> 50/80 (1 -> 0 wrong); hp13 dev 61 -> 73/73, held 56 -> 56/77 (1 wrong).
hp14 agents calling another agent's API (A2A greetings, flattened MCP arguments, job labels,
argument bullets, SQL words): dev 15 -> 58/67 (1 -> 0 wrong), held 26 -> 47/83 (ha38, ha39);
hp15 people, questions a careless reader answers differently: dev 53 -> 59/67 (1 -> 0 wrong),
held 68/83 (1 wrong, unchanged; ha37).

hp15 (people typing: merchants, developers, writers, students; questions a careless reader
answers differently). ha37 (dev half; probes in test_wh_ask_probe_ha37.py): a payment's
parties asked as who-clauses before its amount, in the order asked; "on the receiving end",
"on the sending end"; a unit said again to rule out the other (``planner.unitsaid``). hp15
dev 53/67 (1 wrong) -> 59/67 (0 wrong), held 68/83 (1 wrong, unchanged).

hp16-hp17 (the session of 2026-11-25, second part; same rules): hp16 agents that pay per call
(trading, treasury, marketplace crawler, compliance, research, orchestrator agents); hp17 half
people, half agents, nearly every question a trap a careless reader answers differently. Fixers
ha40-ha48 read the dev halves only (ha44 hp16, ha45 and ha47 hp17). Main (1bacc17) -> merged:
hp16 dev 52 -> 70/79 (1 -> 0 wrong), held 52 -> 53/71 (1 wrong); hp17 dev 51 -> 61/72 (2 -> 0
wrong), held 52 -> 53/78 (3 wrong). The older held halves on the same merge: hp7 45/73 (3 -> 2
wrong), hp9 60/75 (1 -> 0 wrong), hp10 44/86 (1 -> 0 wrong), hp11 46/72, hp12 54/80, hp13
57/77, hp15 70/83; the others unchanged.

hp18 (agents: DeFi risk bots, invoice reconcilers, research swarms, browser agents, SRE and
Slack bots, voice transcripts; many ask two or three figures at once). ha52 (dev half; probes
in test_wh_ask_probe_ha52.py): an agent's name with its tag as its head ("ledger agent#2 ::",
"research swarm/worker-3:", "Slack #x402-metrics bot:", "Research swarm, node '...':"), a CLI
call's flags ("--recipient 0x... --from A --to B": one range, never a period since A compared
with B, which was charged wrong), a share asked after its part's and the whole's volume, asides
that say again what the question says ("(Monday to Sunday)", "(UTC day)", "(USDC/day)",
"(by facilitator name)", "include counts"). Handles joined by hyphens ("treasury-agent:") were
read too, but exposed a charged-wrong answer in a held set, so were taken back (still refused).
Main (a1f4e40) -> ha52: hp18 dev 44 -> 56/76 (1 -> 0 wrong), held 49 -> 50/74 (3 wrong,
unchanged).

hp19 (half people, half agents: comparisons of two periods, facilitators or addresses, changes,
shares, rankings inside a scope, per-day and per-payer averages). ha53 (dev half; probes in
test_wh_ask_probe_ha53.py): "did 0x... pay more in A or B" compares money, not counts (charged
wrong); agent templates comparing two sides (a list under a plural key, "payer_a=... payer_b=...")
and a change metric over two months ("volume_change from=2026-01 to=2026-02"), also written as a
call. Main (a1f4e40) -> ha53: hp19 dev 50 -> 57/81 (1 -> 0 wrong), held 43/69 (2 wrong).

The session's merge (ha49-ha53 and the lead's fixes), counts only on the held halves: hp9 held
61/75, hp10 46/86, hp12 55/80, hp14 50/83, hp16 55/71 (dev 71/79), hp17 57/78 (3 -> 2 wrong),
hp18 dev 58/76, held 52/74 (3 wrong), hp19 dev 57/81, held 43/69 (2 wrong); the others
unchanged. Floors at those counts.

hp20-hp23 (the session of 2026-11-25, fourth; written by strangers who read only the
conventions and the schema): hp20 agents (monitoring, reconciliation key=value and JSON, tool
calls in prose, quoted user requests restated), hp21 people (BD, audit, treasury, research,
product), hp22 agents (finance close, BI tiles, support agents, chat-bot relays, web forms,
markdown tables), hp23 people who are not data people (shop owners, reviewers, dictation, SMS,
non-native English). Fixers ha54 (hp20), ha55 (hp21), ha60 (hp22), ha61 (hp23) read the dev
halves only; ha56-ha59 worked from their own words. Counts, main (25a74e5) -> the merge:
hp20 dev 40 -> 59/63, held 59 -> 60/87 (1 wrong, unchanged); hp21 dev 59 -> 77/80 (2 -> 0
wrong), held 57 -> 60/70; hp22 dev 49 -> 55/80 (1 -> 0 wrong), held 53 -> 56/70; hp23 dev 35 ->
55/71 (2 -> 0 wrong), held 44 -> 47/79 (2 wrong, unchanged). Held halves of earlier sets, counts
only: hp8 52/75, hp9 62/75, hp10 47/86, hp11 48/72, hp13 58/77, hp14 51/83, hp16 56/71, hp17
57/78 (2 -> 1 wrong), hp18 55/74 (3 -> 1 wrong), hp19 45/69 (2 -> 1 wrong). Floors at those
counts.

hp26 (software callers of kinds not seen before: ReAct traces, fact-checking agents quoting
claims, social-post bots filling blanks, underwriting, routing and pricing agents, coding agents
writing fixtures, alert bots, Telegram relays, DAO grants agents, browsing and retrieval agents)
and hp27 (people: podcast hosts, grant reviewers, teachers, security researchers, a novelist,
speakers, indie developers, policy analysts, sales reps, a retiree; a quarter relayed), the
session of 2026-11-25 (second), same rules. Main before the rounds (bf6f519): hp26 dev 46/78,
held 48/72 (1 wrong); hp27 dev 51/81, held 48/69. Fixers ha67 (hp26 dev) and ha68 (hp27 dev)
read the dev halves only; ha66 (charged-wrong traps), ha69 (agents' wrappings) and ha70
(people's phrasings) worked from their own words. The merge: hp26 dev 54/78, held 49/72 (1
wrong); hp27 dev 73/81, held 54/69; held halves of earlier sets, counts only: hp5 46, hp7 47,
hp8 54, hp10 48, hp11 51, hp13 61, hp14 54, hp17 58, hp21 62, hp22 60, hp23 53, hp24 38, hp25
53 (the others unchanged, no charged-wrong count rose). A second round, ha71 (agents'
wrappings, own words) and ha72 (the dev halves' leftovers): hp26 dev 55, held 50; hp27 dev 77,
held 54; hp8 held 55, hp17 held 59, hp20 held 61, hp18 dev 61. Floors at those counts.
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

DATA = Path(__file__).resolve().parents[1] / "data"
#: (set, half) -> (right at least, charged wrong at most)
FLOORS = {("hp5", "dev"): (76, 0), ("hp5", "held"): (46, 3),
          ("hp6", "dev"): (75, 0), ("hp6", "held"): (65, 1),
          ("hp7", "dev"): (73, 0), ("hp7", "held"): (47, 2),
          ("hp8", "dev"): (75, 0), ("hp8", "held"): (55, 1),
          ("hp9", "dev"): (73, 0), ("hp9", "held"): (62, 0),
          ("hp10", "dev"): (60, 0), ("hp10", "held"): (48, 0),
          ("hp11", "dev"): (71, 0), ("hp11", "held"): (51, 0),
          ("hp12", "dev"): (66, 0), ("hp12", "held"): (55, 0),
          ("hp13", "dev"): (73, 0), ("hp13", "held"): (61, 1),
          ("hp14", "dev"): (59, 0), ("hp14", "held"): (54, 0),
          ("hp15", "dev"): (63, 0), ("hp15", "held"): (70, 1),
          ("hp16", "dev"): (72, 0), ("hp16", "held"): (56, 1),
          ("hp17", "dev"): (61, 0), ("hp17", "held"): (59, 1),
          ("hp18", "dev"): (61, 0), ("hp18", "held"): (55, 1),
          ("hp19", "dev"): (57, 0), ("hp19", "held"): (45, 1),
          ("hp20", "dev"): (59, 0), ("hp20", "held"): (61, 1),
          ("hp21", "dev"): (77, 0), ("hp21", "held"): (62, 0),
          ("hp22", "dev"): (58, 0), ("hp22", "held"): (60, 0),
          ("hp23", "dev"): (55, 0), ("hp23", "held"): (53, 2),
          ("hp24", "dev"): (70, 0), ("hp24", "held"): (38, 0),
          ("hp25", "dev"): (71, 0), ("hp25", "held"): (53, 2),
          ("hp26", "dev"): (55, 0), ("hp26", "held"): (50, 1),
          ("hp27", "dev"): (77, 0), ("hp27", "held"): (54, 0)}


def items(name: str) -> list[dict[str, Any]]:
    text = (DATA / f"ask_probe_{name}.jsonl").read_text()
    return [json.loads(line) for line in text.splitlines() if line.strip()]


def test_the_sets_are_split_by_shape() -> None:
    for name in (f"hp{n}" for n in range(5, 28)):
        got = items(name)
        assert len(got) == 150
        assert all(x["split"] == ("dev" if int(hashlib.sha1(x["shape"].encode()).hexdigest(), 16)
                                  % 2 == 0 else "held") for x in got)


@pytest.mark.parametrize(("name", "which"), list(FLOORS), ids=[f"{n}-{h}" for n, h in FLOORS])
def test_half_keeps_its_floor(name: str, which: str, duck: DuckDBBackend, raw: Any) -> None:
    counts = Counter(outcome(x, duck, raw, date(2026, 6, 3)) for x in items(name)
                     if x["split"] == which)
    print(name, which, dict(counts))
    right, wrong = FLOORS[(name, which)]
    assert counts["right"] >= right and counts["wrong"] <= wrong, counts
