# pragma version ~=0.4.3
"""
@title Sextant dev USDC
@notice EIP-3009 USDC-like token for the sandbox chain and loopback tests. Name and version
        are immutables so the runtime code can be planted at another address (anvil_setCode)
        and still compute the right EIP-712 domain. Revert strings are FiatToken's, so the
        x402 SDK maps failures to its specific error codes.
"""

event Transfer:
    sender: indexed(address)
    receiver: indexed(address)
    value: uint256

event Approval:
    owner: indexed(address)
    spender: indexed(address)
    value: uint256

event AuthorizationUsed:
    authorizer: indexed(address)
    nonce: indexed(bytes32)

event AuthorizationCanceled:
    authorizer: indexed(address)
    nonce: indexed(bytes32)

NAME: immutable(String[64])
SYMBOL: immutable(String[32])
VERSION: immutable(String[16])

balanceOf: public(HashMap[address, uint256])
allowance: public(HashMap[address, HashMap[address, uint256]])
totalSupply: public(uint256)
_authorization_states: HashMap[address, HashMap[bytes32, bool]]

EIP712_DOMAIN_TYPEHASH: constant(bytes32) = keccak256(
    "EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)"
)
TRANSFER_WITH_AUTHORIZATION_TYPEHASH: constant(bytes32) = keccak256(
    "TransferWithAuthorization(address from,address to,uint256 value,uint256 validAfter,uint256 validBefore,bytes32 nonce)"
)
CANCEL_AUTHORIZATION_TYPEHASH: constant(bytes32) = keccak256(
    "CancelAuthorization(address authorizer,bytes32 nonce)"
)
SECP256K1N_HALF: constant(uint256) = 57896044618658097711785492504343953926418782139537452191302581570759080747168


@deploy
def __init__(name_: String[64], symbol_: String[32], version_: String[16]):
    NAME = name_
    SYMBOL = symbol_
    VERSION = version_


@external
@view
def name() -> String[64]:
    return NAME


@external
@view
def symbol() -> String[32]:
    return SYMBOL


@external
@view
def version() -> String[16]:
    return VERSION


@external
@pure
def decimals() -> uint8:
    return 6


@internal
@view
def _domain_separator() -> bytes32:
    return keccak256(
        abi_encode(
            EIP712_DOMAIN_TYPEHASH,
            keccak256(NAME),
            keccak256(VERSION),
            chain.id,
            self,
        )
    )


@external
@view
def DOMAIN_SEPARATOR() -> bytes32:
    return self._domain_separator()


@external
@view
def authorizationState(authorizer: address, nonce: bytes32) -> bool:
    return self._authorization_states[authorizer][nonce]


@internal
def _transfer(sender: address, receiver: address, amount: uint256):
    assert receiver != empty(address), "ERC20: transfer to the zero address"
    assert self.balanceOf[sender] >= amount, "ERC20: transfer amount exceeds balance"
    self.balanceOf[sender] -= amount
    self.balanceOf[receiver] += amount
    log Transfer(sender=sender, receiver=receiver, value=amount)


@internal
@view
def _recover(struct_hash: bytes32, v: uint8, r: bytes32, s: bytes32) -> address:
    assert convert(s, uint256) <= SECP256K1N_HALF, "ECRecover: invalid signature 's' value"
    digest: bytes32 = keccak256(concat(b"\x19\x01", self._domain_separator(), struct_hash))
    return ecrecover(digest, v, r, s)


@external
def transfer(receiver: address, amount: uint256) -> bool:
    self._transfer(msg.sender, receiver, amount)
    return True


@external
def approve(spender: address, amount: uint256) -> bool:
    self.allowance[msg.sender][spender] = amount
    log Approval(owner=msg.sender, spender=spender, value=amount)
    return True


@external
def transferFrom(sender: address, receiver: address, amount: uint256) -> bool:
    assert self.allowance[sender][msg.sender] >= amount, "ERC20: transfer amount exceeds allowance"
    self.allowance[sender][msg.sender] -= amount
    self._transfer(sender, receiver, amount)
    return True


@external
def mint(receiver: address, amount: uint256):
    # Test-only faucet: the dev chain and loopback tests fund buyers with it.
    self.totalSupply += amount
    self.balanceOf[receiver] += amount
    log Transfer(sender=empty(address), receiver=receiver, value=amount)


@external
def transferWithAuthorization(
    from_: address,
    to: address,
    amount: uint256,
    validAfter: uint256,
    validBefore: uint256,
    nonce: bytes32,
    v: uint8,
    r: bytes32,
    s: bytes32,
):
    assert block.timestamp > validAfter, "FiatTokenV2: authorization is not yet valid"
    assert block.timestamp < validBefore, "FiatTokenV2: authorization is expired"
    assert not self._authorization_states[from_][nonce], "FiatTokenV2: authorization is used or canceled"
    struct_hash: bytes32 = keccak256(
        abi_encode(
            TRANSFER_WITH_AUTHORIZATION_TYPEHASH, from_, to, amount, validAfter, validBefore, nonce
        )
    )
    assert self._recover(struct_hash, v, r, s) == from_, "FiatTokenV2: invalid signature"
    self._authorization_states[from_][nonce] = True
    log AuthorizationUsed(authorizer=from_, nonce=nonce)
    self._transfer(from_, to, amount)


@external
def cancelAuthorization(authorizer: address, nonce: bytes32, v: uint8, r: bytes32, s: bytes32):
    assert not self._authorization_states[authorizer][nonce], "FiatTokenV2: authorization is used or canceled"
    struct_hash: bytes32 = keccak256(abi_encode(CANCEL_AUTHORIZATION_TYPEHASH, authorizer, nonce))
    assert self._recover(struct_hash, v, r, s) == authorizer, "FiatTokenV2: invalid signature"
    self._authorization_states[authorizer][nonce] = True
    log AuthorizationCanceled(authorizer=authorizer, nonce=nonce)
