"""The free routing tier: N calls per caller and UTC day at ``POST /``, then the normal x402
price. Counters live in Redis when configured (shared by replicas), in-process otherwise.

The caller is counted by the address that connected (``X-Forwarded-For`` is believed only
from ``SEXTANT_TRUSTED_PROXIES``, by uvicorn's proxy-headers middleware), or by the wallet in
``params.metadata.sender`` when the caller proves it owns that wallet: an EIP-191 signature
(``metadata.senderSignature``) of ``proof_message(messageId, signedAt)`` with ``signedAt`` (unix
seconds) within ``PROOF_WINDOW_SECONDS`` of now. Each proof counts once. A claimed but unproven
wallet is ignored, so a new claim per call gives no new free calls and nobody can spend another
wallet's quota. A call reserves one unit in the gate's ``free_pass``; the handler releases it
again when the request turns out malformed, so errors never use up the quota.
"""

from __future__ import annotations

import asyncio
import datetime as dt
import json
import time
from typing import Any

from eth_account import Account
from eth_account.messages import encode_defunct
from starlette.requests import Request

from sextant.api.a2a import message_id_of, sender_metadata
from sextant.catalog import Endpoint
from sextant.payments.gate import FreePass

BODY_KEY = "sextant.body"
STATE_KEY = "free_tier"
PROOF_WINDOW_SECONDS = 300
GRACE_SECONDS = 3600  # a day's counter outlives its day by this much (clock skew)

# KEYS[1]: the caller's counter of one day; ARGV: limit, unix second the counter expires at.
# One atomic step on Redis: count, set the expiry on the first count, refuse beyond the limit.
_RESERVE = """
local used = redis.call('INCR', KEYS[1])
if used == 1 then
  redis.call('EXPIREAT', KEYS[1], tonumber(ARGV[2]))
end
if used > tonumber(ARGV[1]) then
  redis.call('DECR', KEYS[1])
  return -1
end
return used
"""


def today(now: dt.datetime | None = None) -> str:
    return (now or dt.datetime.now(dt.UTC)).strftime("%Y-%m-%d")


def day_end(day: str) -> int:
    """Unix second a counter of ``day`` (``YYYY-MM-DD``, UTC) expires at: the day's end plus
    ``GRACE_SECONDS``, never earlier than a minute from now."""
    start = dt.datetime.strptime(day, "%Y-%m-%d").replace(tzinfo=dt.UTC)
    end = int((start + dt.timedelta(days=1)).timestamp()) + GRACE_SECONDS
    return max(end, int(time.time()) + 60)


class FreeTier:
    """Per-day counters keyed by caller."""

    def __init__(self, redis: Any | None = None) -> None:
        self.redis = redis
        self._counts: dict[str, int] = {}
        self._proofs: dict[str, float] = {}
        self._lock = asyncio.Lock()
        self._reserve: Any = None  # the registered Lua script (on first use)

    @staticmethod
    def _key(caller: str, day: str) -> str:
        return f"sextant:free:{day}:{caller}"

    async def reserve(self, caller: str, limit: int, day: str | None = None) -> tuple[bool, int]:
        """Take one free call; ``(granted, remaining after this call)``."""
        day = day or today()
        key = self._key(caller, day)
        if self.redis is not None:
            if self._reserve is None:
                self._reserve = self.redis.register_script(_RESERVE)
            used = int(await self._reserve(keys=[key], args=[limit, day_end(day)]))
            if used < 0:
                return False, 0
            return True, limit - used
        async with self._lock:
            used = self._counts.get(key, 0)
            if used >= limit:
                return False, 0
            self._counts[key] = used + 1
            if len(self._counts) > 100_000:  # drop old days
                current = day or today()
                self._counts = {k: v for k, v in self._counts.items() if current in k}
            return True, limit - used - 1

    async def release(self, caller: str, day: str | None = None) -> None:
        """Give a reserved call back (the request was malformed)."""
        key = self._key(caller, day or today())
        if self.redis is not None:
            await self.redis.eval("if redis.call('GET', KEYS[1]) and "
                                  "tonumber(redis.call('GET', KEYS[1])) > 0 then "
                                  "return redis.call('DECR', KEYS[1]) end return 0", 1, key)
            return
        async with self._lock:
            if self._counts.get(key, 0) > 0:
                self._counts[key] -= 1

    async def first_use(self, key: str, ttl_seconds: int) -> bool:
        """True the first time ``key`` is seen within ``ttl_seconds`` (a proof is single-use)."""
        name = f"sextant:free-proof:{key}"
        if self.redis is not None:
            return bool(await self.redis.set(name, b"1", nx=True, ex=ttl_seconds))
        now = time.monotonic()
        async with self._lock:
            self._proofs = {k: t for k, t in self._proofs.items() if t > now}
            if name in self._proofs:
                return False
            self._proofs[name] = now + ttl_seconds
            return True

    async def remaining(self, caller: str, limit: int, day: str | None = None) -> int:
        key = self._key(caller, day or today())
        if self.redis is not None:
            used = int(await self.redis.get(key) or 0)
        else:
            used = self._counts.get(key, 0)
        return max(0, limit - used)


def client_address(request: Request) -> str:
    """The connecting address (already the forwarded client when a trusted proxy sent it)."""
    return request.client.host if request.client else "unknown"


def proof_message(message_id: str, signed_at: int) -> str:
    """The text a caller signs (EIP-191 ``personal_sign``) to be counted by its wallet."""
    return f"sextant free tier\nmessageId: {message_id}\nsignedAt: {signed_at}"


def verify_proof(meta: dict[str, Any], message_id: str | None,
                 now: float | None = None) -> tuple[str, str] | None:
    """``(wallet, proof id)`` when ``meta["sender"]`` signed ``proof_message`` of this
    ``message_id`` with ``meta["senderSignature"]`` at ``meta["signedAt"]``, recently."""
    sender, signature, signed_at = (meta.get("sender"), meta.get("senderSignature"),
                                    meta.get("signedAt"))
    if not (isinstance(sender, str) and message_id and isinstance(signature, str)):
        return None
    if not isinstance(signed_at, int) or isinstance(signed_at, bool):
        return None
    if abs((time.time() if now is None else now) - signed_at) > PROOF_WINDOW_SECONDS:
        return None
    try:
        signer = Account.recover_message(
            encode_defunct(text=proof_message(message_id, signed_at)), signature=signature)
    except Exception:  # malformed signature: an unproven claim
        return None
    wallet = sender.strip().lower()
    if signer.lower() != wallet:
        return None
    return wallet, f"{wallet}:{message_id}:{signed_at}"


def proven_sender(payload: Any, now: float | None = None) -> tuple[str, str] | None:
    """``verify_proof`` of an A2A request body (``params.metadata`` and ``messageId``)."""
    return verify_proof(sender_metadata(payload), message_id_of(payload), now)


async def identity(tier: FreeTier, proof: tuple[str, str] | None, host: str | None) -> str:
    """``wallet:<address>`` for a first-used proof, else ``ip:<client address>``."""
    if proof is not None and await tier.first_use(proof[1], 2 * PROOF_WINDOW_SECONDS):
        return f"wallet:{proof[0]}"
    return f"ip:{host or 'unknown'}"


async def caller_of(request: Request, tier: FreeTier) -> str:
    """The free-tier identity: a proven sender wallet, else the client address. Reads the body
    once and keeps it in the scope for the handler."""
    body = await request.body()
    request.scope[BODY_KEY] = body
    try:
        payload = json.loads(body)
    except ValueError:
        payload = None
    return await identity(tier, proven_sender(payload), client_address(request))


def make_free_pass(tier: FreeTier) -> FreePass:
    """The gate hook: lets a call through unpaid while its caller has free calls left."""

    async def free_pass(request: Request, endpoint: Endpoint) -> bool:
        if endpoint.free_per_day <= 0:
            return False
        caller = await caller_of(request, tier)
        granted, remaining = await tier.reserve(caller, endpoint.free_per_day)
        if granted:
            request.scope.setdefault("state", {})[STATE_KEY] = {
                "caller": caller, "remaining": remaining, "limit": endpoint.free_per_day,
                "day": today(), "tier": tier,
            }
        return granted

    return free_pass


def default_free_pass(runtime: Any) -> FreePass:
    """The free tier on the runtime's Redis (if any); one tier per app."""
    tier = FreeTier(getattr(runtime, "redis", None))
    hook = make_free_pass(tier)
    hook.tier = tier  # type: ignore[attr-defined]
    return hook
