"""The sandbox's ERC-8004 agents and their history: who registers, who rates, who pays whom.

Pure data (no chain): ``sextant.chain.erc8004.seed`` replays it on the dev chain at start, in
time order, so agent scores and x402 profiles come from real transactions and real logs. The
plan covers every point of the agent score: the catalog example wallet owns two agents (one
transferred to it) with paid activity, feedback (one revoked) and a validation; other owners
sit in each tier, and one paid wallet has no registration (the hard gate).

The shared world's agents join it too (``world_agents``): the first ``WORLD_AGENTS`` agents of
the default seed's world owned by a world wallet (wallets that also trade on the venues) are
registered with their own registration files at their world ages (capped by the chain's
history), handed to their owner, paid by world payers when they sell over x402 and rated when
the world gives them feedback, so ``/agent/score`` of such a wallet reads the same world the
venue endpoints do.
"""

from __future__ import annotations

import base64
import json
from dataclasses import dataclass
from functools import cache
from typing import Any

from eth_account import Account
from eth_utils import keccak

from sextant.sandbox.world import DEFAULT_SEED, SHOWCASE_WALLET, Agent, build_world

__all__ = [
    "ENDPOINT_HOSTS",
    "EXAMPLE_WALLET",
    "HISTORY_DAYS",
    "WORLD_AGENTS",
    "Actor",
    "Feedback",
    "Payment",
    "Register",
    "Revoke",
    "Transfer",
    "Validate",
    "actor",
    "plan",
    "registration_file",
    "world_agents",
]

#: The shared world's showcase wallet, the catalog's example address: it owns the flagship
#: agents here.
EXAMPLE_WALLET = SHOWCASE_WALLET
#: How far back the dev chain's genesis lies: the seeded history spreads over these days.
HISTORY_DAYS = 120
DAY = 86_400.0
HOUR = 3_600.0
REGISTRATION_TYPE = "https://eips.ethereum.org/EIPS/eip-8004#registration-v1"
#: Whether each seeded agent's declared host answers (the sandbox's agent endpoints simulator):
#: the example wallet's agents do, beacon's host is down. Not part of the score, only of the
#: extra evidence beside it.
ENDPOINT_HOSTS: dict[str, bool] = {"atlas.example": True, "atlas-2.example": True,
                                   "beacon.example": False}


@dataclass(frozen=True)
class Actor:
    """A seeded wallet whose key derives from its name (sandbox only)."""

    name: str
    key: str
    address: str


@cache
def actor(name: str) -> Actor:
    key = "0x" + keccak(text=f"sextant-sandbox-actor:{name}").hex()
    return Actor(name, key, Account.from_key(key).address)


@dataclass(frozen=True)
class Register:
    seconds_ago: float
    agent: str  # label used by later actions
    registrant: str  # actor name
    uri: str


@dataclass(frozen=True)
class Transfer:
    """The registrant hands the agent (its ERC-721 token) to a new owner, maybe keyless."""

    seconds_ago: float
    agent: str
    to: str


@dataclass(frozen=True)
class Feedback:
    seconds_ago: float
    agent: str
    client: str  # actor name
    value: int
    decimals: int = 0
    tag1: str = "starred"
    tag2: str = ""


@dataclass(frozen=True)
class Revoke:
    """The client revokes its latest feedback to the agent."""

    seconds_ago: float
    agent: str
    client: str


@dataclass(frozen=True)
class Validate:
    seconds_ago: float
    agent: str
    requester: str  # the agent's owner or operator (actor name)
    validator: str  # actor name
    response: int | None  # None: the request stays pending


@dataclass(frozen=True)
class Payment:
    """An x402-style EIP-3009 settlement: ``payer`` signs, the facilitator submits."""

    seconds_ago: float
    payer: str  # actor name
    to: str  # address
    amount_atomic: int


Action = Register | Transfer | Feedback | Revoke | Validate | Payment


def registration_file(name: str, description: str, *, x402: bool,
                      services: list[dict[str, Any]] | None = None) -> dict[str, Any]:
    """An ERC-8004 registration-v1 document."""
    return {
        "type": REGISTRATION_TYPE, "name": name, "description": description,
        "image": f"https://example.org/agents/{name.lower()}.png",
        "services": services or [{"name": "web", "endpoint": f"https://{name.lower()}.example"}],
        "x402Support": x402, "active": True, "supportedTrust": ["reputation"],
    }


def data_uri(document: dict[str, Any] | str) -> str:
    raw = document if isinstance(document, str) else json.dumps(document, sort_keys=True)
    return "data:application/json;base64," + base64.b64encode(raw.encode()).decode()


def _atlas_uri(name: str) -> str:
    return data_uri(registration_file(name, "Sandbox data agent that answers for x402 payments.",
                                      x402=True, services=[
                                          {"name": "A2A", "endpoint": f"https://{name}.example/a2a",
                                           "version": "0.3.0"},
                                          {"name": "web", "endpoint": f"https://{name}.example"}]))


#: How many of the shared world's agents the dev chain registers.
WORLD_AGENTS = 4
WORLD_ANCHOR_MS = 1_790_000_000_000  # the world's agents are drawn at the default anchor


@cache
def world_agents() -> tuple[Agent, ...]:
    """The shared world's agents the dev chain registers (owners: world wallets)."""
    world = build_world(DEFAULT_SEED, WORLD_ANCHOR_MS)
    wallets = {w.address for w in world.wallets} - {SHOWCASE_WALLET}
    return tuple([a for a in world.agents if a.owner in wallets][:WORLD_AGENTS])


def _world_actions() -> list[Action]:
    out: list[Action] = []
    anchor = build_world(DEFAULT_SEED, WORLD_ANCHOR_MS).anchor
    for k, a in enumerate(world_agents()):
        label = f"world-{a.agent_id}"
        age_days = (anchor - a.registered_at).total_seconds() / DAY
        at = min(age_days, HISTORY_DAYS - 10) * DAY + k * HOUR
        services = [{"name": n, "endpoint": u} for n, u in a.endpoints]
        out.append(Register(at, label, "world-operator", data_uri(registration_file(
            a.name, a.description, x402=a.x402_support, services=services or None))))
        out.append(Transfer(at - HOUR, label, a.owner))
        if a.feedback_avg is not None:
            out.append(Feedback(at / 2, label, f"client-{1 + k % 5}", round(a.feedback_avg)))
        if a.x402_support:
            for j in range(1 + a.agent_id % 4):  # paid by world payers over the last weeks
                out.append(Payment((3 + 4 * j) * DAY + k * HOUR, f"world-payer-{j + 1}",
                                   a.owner, 10_000 * (1 + j)))
    return out


def plan() -> list[Action]:
    """Every seeded action, oldest first."""
    actions: list[Action] = [
        # the example wallet: two agents (both registered by an operator, then handed over)
        Register(60 * DAY, "atlas", "atlas-operator", _atlas_uri("atlas")),
        Register(12 * DAY, "atlas-2", "atlas-operator", _atlas_uri("atlas-2")),
        Transfer(1 * DAY, "atlas", EXAMPLE_WALLET),
        Transfer(1 * DAY - HOUR, "atlas-2", EXAMPLE_WALLET),
        Feedback(50 * DAY, "atlas", "client-1", 90),
        Feedback(40 * DAY, "atlas", "client-2", 75),
        Feedback(20 * DAY, "atlas", "client-3", 60),
        Feedback(15 * DAY, "atlas", "client-4", -100),
        Revoke(14 * DAY, "atlas", "client-4"),
        Feedback(5 * DAY, "atlas-2", "client-5", 45, decimals=1, tag1="reachable"),
        Validate(30 * DAY, "atlas", "atlas-operator", "validator-1", 95),
        Validate(3 * DAY, "atlas-2", "atlas-operator", "validator-1", None),
        # beacon: registered, metadata without x402, three payers in the last week, one rating
        Register(40 * DAY, "beacon", "beacon-owner", data_uri(registration_file(
            "Beacon", "Sandbox agent without x402 support.", x402=False))),
        Feedback(10 * DAY, "beacon", "client-1", 80),
        # dormant: registered long ago, its registration file is not JSON
        Register(90 * DAY, "dormant", "dormant-owner",
                 "data:application/json;base64," + base64.b64encode(b"not json {").decode()),
        # fresh: registered two days ago, no registration file yet
        Register(2 * DAY, "fresh", "fresh-owner", ""),
    ]
    for i in range(12):  # twelve payers of the example wallet over the last month
        actions.append(Payment((30 - 2.5 * i) * DAY - (i + 1) * HOUR, f"payer-{i + 1}",
                               EXAMPLE_WALLET, 10_000 * (1 + i % 5)))
    actions.append(Payment(2 * HOUR, "payer-1", EXAMPLE_WALLET, 50_000))
    beacon = actor("beacon-owner").address
    for i in range(3):
        actions.append(Payment((6 - i) * DAY, f"payer-{i + 1}", beacon, 20_000))
    ghost = actor("ghost").address  # paid, never registered: the hard gate scores it 0
    for i in range(5):
        actions.append(Payment((9 - i) * DAY, f"payer-{i + 4}", ghost, 1_000_000))
    actions += _world_actions()
    return sorted(actions, key=lambda a: -a.seconds_ago)


def actors() -> list[Actor]:
    """Every actor the plan names (they get gas; payers get dev USDC)."""
    names: set[str] = set()
    for a in plan():
        if isinstance(a, Register):
            names.add(a.registrant)
        elif isinstance(a, Feedback | Revoke):
            names.add(a.client)
        elif isinstance(a, Validate):
            names.update((a.requester, a.validator))
        elif isinstance(a, Payment):
            names.add(a.payer)
    names.update(("beacon-owner", "ghost"))
    return [actor(n) for n in sorted(names)]
