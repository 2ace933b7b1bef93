# pragma version ~=0.4.3
"""
@title ERC-8004 Identity Registry (sandbox)
@notice The registry's ABI and events as deployed on mainnets (erc-8004/erc-8004-contracts
        abis/IdentityRegistry.json), without the upgrade proxy: agents are ERC-721 tokens whose
        tokenURI is the agent's registration file; "agentWallet" is reserved metadata that
        starts as the owner, changes only with the new wallet's EIP-712 signature and is
        cleared on transfer.
"""

interface IERC721Receiver:
    def onERC721Received(operator: address, sender: address, tokenId: uint256,
                         data: Bytes[1024]) -> bytes4: nonpayable

event Transfer:
    sender: indexed(address)
    receiver: indexed(address)
    tokenId: indexed(uint256)

event Approval:
    owner: indexed(address)
    approved: indexed(address)
    tokenId: indexed(uint256)

event ApprovalForAll:
    owner: indexed(address)
    operator: indexed(address)
    approved: bool

event Registered:
    agentId: indexed(uint256)
    agentURI: String[4096]
    owner: indexed(address)

event URIUpdated:
    agentId: indexed(uint256)
    newURI: String[4096]
    updatedBy: indexed(address)

event MetadataSet:
    agentId: indexed(uint256)
    indexedMetadataKey: indexed(String[64])
    metadataKey: String[64]
    metadataValue: Bytes[1024]

struct MetadataEntry:
    metadataKey: String[64]
    metadataValue: Bytes[1024]

AGENT_WALLET_KEY: constant(String[64]) = "agentWallet"
EIP712_DOMAIN_TYPEHASH: constant(bytes32) = keccak256(
    "EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)"
)
AGENT_WALLET_TYPEHASH: constant(bytes32) = keccak256(
    "AgentWalletSet(uint256 agentId,address newWallet,address owner,uint256 deadline)"
)
ERC721_RECEIVED: constant(bytes4) = 0x150b7a02
SECP256K1N_HALF: constant(uint256) = 57896044618658097711785492504343953926418782139537452191302581570759080747168

owner: public(address)
_owners: HashMap[uint256, address]
_balances: HashMap[address, uint256]
_approvals: HashMap[uint256, address]
isApprovedForAll: public(HashMap[address, HashMap[address, bool]])
_uris: HashMap[uint256, String[4096]]
_metadata: HashMap[uint256, HashMap[String[64], Bytes[1024]]]
_wallets: HashMap[uint256, address]
_next_id: uint256


@deploy
def __init__():
    self.owner = msg.sender


@external
@pure
def name() -> String[32]:
    return "AgentIdentity"


@external
@pure
def symbol() -> String[8]:
    return "AGENT"


@external
@pure
def getVersion() -> String[8]:
    return "1.1.0"


@external
@view
def supportsInterface(interfaceId: bytes4) -> bool:
    # ERC-165, ERC-721, ERC-721 metadata
    return interfaceId in [0x01ffc9a7, 0x80ac58cd, 0x5b5e139f]


@external
@view
def balanceOf(owner: address) -> uint256:
    assert owner != empty(address), "ERC721InvalidOwner"
    return self._balances[owner]


@internal
@view
def _owner_of(tokenId: uint256) -> address:
    holder: address = self._owners[tokenId]
    assert holder != empty(address), "ERC721NonexistentToken"
    return holder


@external
@view
def ownerOf(tokenId: uint256) -> address:
    return self._owner_of(tokenId)


@external
@view
def tokenURI(tokenId: uint256) -> String[4096]:
    self._owner_of(tokenId)
    return self._uris[tokenId]


@external
@view
def getApproved(tokenId: uint256) -> address:
    self._owner_of(tokenId)
    return self._approvals[tokenId]


@internal
@view
def _authorized(spender: address, tokenId: uint256) -> bool:
    holder: address = self._owner_of(tokenId)
    return spender == holder or self.isApprovedForAll[holder][spender] or \
        self._approvals[tokenId] == spender


@external
def approve(to: address, tokenId: uint256):
    holder: address = self._owner_of(tokenId)
    assert msg.sender == holder or self.isApprovedForAll[holder][msg.sender], "ERC721InvalidApprover"
    self._approvals[tokenId] = to
    log Approval(owner=holder, approved=to, tokenId=tokenId)


@external
def setApprovalForAll(operator: address, approved: bool):
    assert operator != empty(address), "ERC721InvalidOperator"
    self.isApprovedForAll[msg.sender][operator] = approved
    log ApprovalForAll(owner=msg.sender, operator=operator, approved=approved)


@internal
def _transfer(sender: address, receiver: address, tokenId: uint256):
    assert receiver != empty(address), "ERC721InvalidReceiver"
    assert self._owner_of(tokenId) == sender, "ERC721IncorrectOwner"
    assert self._authorized(msg.sender, tokenId), "ERC721InsufficientApproval"
    self._approvals[tokenId] = empty(address)
    self._balances[sender] -= 1
    self._balances[receiver] += 1
    self._owners[tokenId] = receiver
    # the payment wallet must be re-verified by the new owner
    self._wallets[tokenId] = empty(address)
    log Transfer(sender=sender, receiver=receiver, tokenId=tokenId)


@external
def transferFrom(sender: address, receiver: address, tokenId: uint256):
    self._transfer(sender, receiver, tokenId)


@external
def safeTransferFrom(sender: address, receiver: address, tokenId: uint256, data: Bytes[1024] = b""):
    self._transfer(sender, receiver, tokenId)
    if receiver.is_contract:
        answer: bytes4 = extcall IERC721Receiver(receiver).onERC721Received(msg.sender, sender, tokenId, data)
        assert answer == ERC721_RECEIVED, "ERC721InvalidReceiver"


@internal
def _set_metadata(agentId: uint256, key: String[64], data: Bytes[1024]):
    self._metadata[agentId][key] = data
    log MetadataSet(agentId=agentId, indexedMetadataKey=key, metadataKey=key, metadataValue=data)


@external
def register(agentURI: String[4096] = "", metadata: DynArray[MetadataEntry, 16] = []) -> uint256:
    agent_id: uint256 = self._next_id
    self._next_id = agent_id + 1
    self._owners[agent_id] = msg.sender
    self._balances[msg.sender] += 1
    self._uris[agent_id] = agentURI
    log Transfer(sender=empty(address), receiver=msg.sender, tokenId=agent_id)
    self._wallets[agent_id] = msg.sender
    log MetadataSet(agentId=agent_id, indexedMetadataKey=AGENT_WALLET_KEY,
                    metadataKey=AGENT_WALLET_KEY, metadataValue=concat(b"", convert(msg.sender, bytes20)))
    for entry: MetadataEntry in metadata:
        assert entry.metadataKey != AGENT_WALLET_KEY, "reserved key"
        self._set_metadata(agent_id, entry.metadataKey, entry.metadataValue)
    log Registered(agentId=agent_id, agentURI=agentURI, owner=msg.sender)
    return agent_id


@external
def setAgentURI(agentId: uint256, newURI: String[4096]):
    assert self._authorized(msg.sender, agentId), "Not authorized"
    self._uris[agentId] = newURI
    log URIUpdated(agentId=agentId, newURI=newURI, updatedBy=msg.sender)


@external
@view
def getMetadata(agentId: uint256, metadataKey: String[64]) -> Bytes[1024]:
    if metadataKey == AGENT_WALLET_KEY:
        wallet: address = self._wallets[agentId]
        if wallet == empty(address):
            return b""
        return concat(b"", convert(wallet, bytes20))
    return self._metadata[agentId][metadataKey]


@external
def setMetadata(agentId: uint256, metadataKey: String[64], metadataValue: Bytes[1024]):
    assert self._authorized(msg.sender, agentId), "Not authorized"
    assert metadataKey != AGENT_WALLET_KEY, "reserved key"
    self._set_metadata(agentId, metadataKey, metadataValue)


@external
@view
def getAgentWallet(agentId: uint256) -> address:
    return self._wallets[agentId]


@internal
@view
def _wallet_digest(agentId: uint256, newWallet: address, holder: address, deadline: uint256) -> bytes32:
    domain: bytes32 = keccak256(abi_encode(
        EIP712_DOMAIN_TYPEHASH, keccak256("ERC8004IdentityRegistry"), keccak256("1"),
        chain.id, self))
    body: bytes32 = keccak256(abi_encode(AGENT_WALLET_TYPEHASH, agentId, newWallet, holder, deadline))
    return keccak256(concat(b"\x19\x01", domain, body))


@external
def setAgentWallet(agentId: uint256, newWallet: address, deadline: uint256, signature: Bytes[65]):
    holder: address = self._owner_of(agentId)
    assert self._authorized(msg.sender, agentId), "Not authorized"
    assert block.timestamp <= deadline, "expired"
    assert len(signature) == 65, "bad signature"
    r: uint256 = convert(slice(signature, 0, 32), uint256)
    s: uint256 = convert(slice(signature, 32, 32), uint256)
    v: uint256 = convert(slice(signature, 64, 1), uint256)
    assert s <= SECP256K1N_HALF, "bad signature"
    signer: address = ecrecover(self._wallet_digest(agentId, newWallet, holder, deadline), v, r, s)
    assert signer != empty(address) and signer == newWallet, "bad signature"
    self._wallets[agentId] = newWallet
    log MetadataSet(agentId=agentId, indexedMetadataKey=AGENT_WALLET_KEY,
                    metadataKey=AGENT_WALLET_KEY, metadataValue=concat(b"", convert(newWallet, bytes20)))


@external
def unsetAgentWallet(agentId: uint256):
    assert self._authorized(msg.sender, agentId), "Not authorized"
    self._wallets[agentId] = empty(address)
    log MetadataSet(agentId=agentId, indexedMetadataKey=AGENT_WALLET_KEY,
                    metadataKey=AGENT_WALLET_KEY, metadataValue=b"")


@external
@view
def isAuthorizedOrOwner(spender: address, agentId: uint256) -> bool:
    return self._authorized(spender, agentId)
