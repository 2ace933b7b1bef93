"""Replay the sandbox agent world (``sextant.sandbox.agent_world``) on the dev chain.

Runs in the chain process right after genesis, which lies ``HISTORY_DAYS`` in the past: each
action is mined at its own time (eth-tester ``time_travel``), then the clock is brought to now.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

from eth_account import Account
from eth_utils import keccak, to_checksum_address
from web3 import Web3
from web3.contract import Contract
from web3.logs import DISCARD
from web3.types import Wei

from sextant.chain.erc8004.deploy import Registries
from sextant.sandbox import agent_world as world

__all__ = ["seed_agent_world"]

GAS_WEI = 10**20  # 100 ETH of gas money per actor
#: Every seeded transaction names its gas: py-evm's gas estimation (a binary search that runs
#: the transaction a dozen times) took most of the chain's start.
GAS_LIMIT = 3_000_000
PAYER_FUNDING = 100 * 10**6  # dev USDC per actor


def _tx(sender: str) -> Any:
    return {"from": sender, "gas": GAS_LIMIT}


def _sign_transfer(token: Contract, chain_id: int, name: str, version: str, payer: world.Actor,
                   to: str, amount: int, nonce: bytes, valid_before: int) -> Any:
    typed = {
        "types": {
            "EIP712Domain": [{"name": "name", "type": "string"},
                             {"name": "version", "type": "string"},
                             {"name": "chainId", "type": "uint256"},
                             {"name": "verifyingContract", "type": "address"}],
            "TransferWithAuthorization": [
                {"name": "from", "type": "address"}, {"name": "to", "type": "address"},
                {"name": "value", "type": "uint256"}, {"name": "validAfter", "type": "uint256"},
                {"name": "validBefore", "type": "uint256"}, {"name": "nonce", "type": "bytes32"}],
        },
        "primaryType": "TransferWithAuthorization",
        "domain": {"name": name, "version": version, "chainId": chain_id,
                   "verifyingContract": token.address},
        "message": {"from": payer.address, "to": to, "value": amount, "validAfter": 0,
                    "validBefore": valid_before, "nonce": nonce},
    }
    return Account.sign_typed_data(payer.key, full_message=typed)


class _Seeder:
    def __init__(self, w3: Web3, tester: Any, token: Contract, token_name: str,
                 token_version: str, registries: Registries, funder: str, facilitator: str,
                 backdate: Callable[[int], None]) -> None:
        self.w3, self.tester, self.token, self.reg = w3, tester, token, registries
        self.token_name, self.token_version = token_name, token_version
        self.funder, self.facilitator = funder, facilitator
        self.backdate = backdate
        self.clock = 0
        self.agent_ids: dict[str, int] = {}

    def fund(self, actors: list[world.Actor]) -> None:
        payers = {a.payer for a in world.plan() if isinstance(a, world.Payment)}
        known = {a.lower() for a in self.tester.get_accounts()}
        for a in actors:
            if a.name not in payers | {"ghost"}:  # payers only sign; the facilitator sends
                if a.address.lower() not in known:
                    self.tester.add_account(a.key)
                self.tick()
                self.w3.eth.send_transaction({"from": self.funder, "to": a.address,
                                              "value": Wei(GAS_WEI), "gas": 21_000})
            if a.name in payers:
                self.tick()
                self.token.functions.mint(a.address, PAYER_FUNDING).transact(_tx(self.funder))

    def tick(self) -> None:
        """Before each transaction: mine it at the current action's time."""
        self.backdate(self.clock)

    def run(self, action: world.Action, now: float) -> None:
        self.clock = int(now - action.seconds_ago)
        if isinstance(action, world.Register):
            self.register(action)
        elif isinstance(action, world.Transfer):
            agent_id = self.agent_ids[action.agent]
            owner = self.current_owner(agent_id)
            self.tick()
            self.reg.identity.functions.transferFrom(
                owner, to_checksum_address(action.to), agent_id).transact(_tx(owner))
        elif isinstance(action, world.Feedback):
            self.feedback(action)
        elif isinstance(action, world.Revoke):
            client = world.actor(action.client).address
            agent_id = self.agent_ids[action.agent]
            index = self.reg.reputation.functions.getLastIndex(agent_id, client).call()
            self.tick()
            self.reg.reputation.functions.revokeFeedback(agent_id, index).transact(_tx(client))
        elif isinstance(action, world.Validate):
            self.validate(action)
        else:
            self.pay(action, now)

    def register(self, a: world.Register) -> None:
        who = world.actor(a.registrant).address
        self.tick()
        tx = self.reg.identity.functions.register(a.uri).transact(_tx(who))
        logs = self.reg.identity.events.Registered().process_receipt(
            self.w3.eth.get_transaction_receipt(tx), errors=DISCARD)
        self.agent_ids[a.agent] = int(logs[0]["args"]["agentId"])

    def feedback(self, a: world.Feedback) -> None:
        client = world.actor(a.client).address
        agent_id = self.agent_ids[a.agent]
        digest = keccak(text=f"{a.agent}:{a.client}:{a.seconds_ago}")
        self.tick()
        self.reg.reputation.functions.giveFeedback(
            agent_id, a.value, a.decimals, a.tag1, a.tag2, f"https://{a.agent}.example/a2a",
            "", digest).transact(_tx(client))

    def validate(self, a: world.Validate) -> None:
        requester = world.actor(a.requester).address
        validator = world.actor(a.validator).address
        agent_id = self.agent_ids[a.agent]
        request_hash = keccak(text=f"validation:{a.agent}:{a.seconds_ago}")
        self.tick()
        self.reg.validation.functions.validationRequest(
            validator, agent_id, f"https://{a.agent}.example/validation", request_hash
        ).transact(_tx(requester))
        if a.response is not None:
            self.tick()
            self.reg.validation.functions.validationResponse(
                request_hash, a.response, "", b"\x00" * 32, "sandbox").transact(_tx(validator))

    def current_owner(self, agent_id: int) -> str:
        return str(self.reg.identity.functions.ownerOf(agent_id).call())

    def pay(self, a: world.Payment, now: float) -> None:
        payer = world.actor(a.payer)
        to = to_checksum_address(a.to)
        nonce = keccak(text=f"seed-payment:{a.payer}:{a.to}:{a.seconds_ago}")
        valid_before = int(now) + 86_400
        chain_id = int(self.w3.eth.chain_id)
        sig = _sign_transfer(self.token, chain_id, self.token_name, self.token_version, payer,
                             to, a.amount_atomic, nonce, valid_before)
        self.tick()
        self.token.functions.transferWithAuthorization(
            payer.address, to, a.amount_atomic, 0, valid_before, nonce, sig.v,
            sig.r.to_bytes(32, "big"), sig.s.to_bytes(32, "big"),
        ).transact(_tx(self.facilitator))


def seed_agent_world(w3: Web3, tester: Any, token: Contract, token_name: str,
                     token_version: str, registries: Registries, funder: str,
                     facilitator: str, backdate: Callable[[int], None],
                     now: float | None = None) -> dict[str, int]:
    """Replay the plan; returns ``{agent label: agent id}``. Leaves the chain clock at now."""
    now = time.time() if now is None else now
    seeder = _Seeder(w3, tester, token, token_name, token_version, registries, funder,
                     facilitator, backdate)
    seeder.fund(world.actors())
    for action in world.plan():
        seeder.run(action, now)
    return seeder.agent_ids
