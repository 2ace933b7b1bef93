# pragma version ~=0.4.3
"""
@title ERC-8004 Reputation Registry (sandbox)
@notice The registry's ABI and events as deployed on mainnets (abis/ReputationRegistry.json),
        without the upgrade proxy. Anyone but the agent's owner and operators may post
        feedback; clientAddress is msg.sender; feedbackIndex counts from 1 per (agent, client).
"""

interface IIdentity:
    def isAuthorizedOrOwner(spender: address, agentId: uint256) -> bool: view
    def ownerOf(tokenId: uint256) -> address: view

event NewFeedback:
    agentId: indexed(uint256)
    clientAddress: indexed(address)
    feedbackIndex: uint64
    value: int128
    valueDecimals: uint8
    indexedTag1: indexed(String[64])
    tag1: String[64]
    tag2: String[64]
    endpoint: String[256]
    feedbackURI: String[1024]
    feedbackHash: bytes32

event FeedbackRevoked:
    agentId: indexed(uint256)
    clientAddress: indexed(address)
    feedbackIndex: indexed(uint64)

event ResponseAppended:
    agentId: indexed(uint256)
    clientAddress: indexed(address)
    feedbackIndex: uint64
    responder: indexed(address)
    responseURI: String[1024]
    responseHash: bytes32

struct Feedback:
    amount: int128
    decimals: uint8
    tag1: String[64]
    tag2: String[64]
    revoked: bool

MAX_CLIENTS: constant(uint256) = 1024
MAX_DECIMALS: constant(uint8) = 18

owner: public(address)
_identity: address
_feedback: HashMap[uint256, HashMap[address, HashMap[uint64, Feedback]]]
_last_index: HashMap[uint256, HashMap[address, uint64]]
_clients: HashMap[uint256, DynArray[address, MAX_CLIENTS]]
_responses: HashMap[uint256, HashMap[address, HashMap[uint64, HashMap[address, uint64]]]]
_response_total: HashMap[uint256, HashMap[address, HashMap[uint64, uint64]]]


@deploy
def __init__(identityRegistry_: address):
    self.owner = msg.sender
    self._identity = identityRegistry_


@external
@view
def getIdentityRegistry() -> address:
    return self._identity


@external
@pure
def getVersion() -> String[8]:
    return "1.1.0"


@external
def giveFeedback(agentId: uint256, feedbackValue: int128, valueDecimals: uint8, tag1: String[64],
                 tag2: String[64], endpoint: String[256], feedbackURI: String[1024],
                 feedbackHash: bytes32):
    holder: address = staticcall IIdentity(self._identity).ownerOf(agentId)  # reverts if unknown
    assert not staticcall IIdentity(self._identity).isAuthorizedOrOwner(msg.sender, agentId), \
        "Self-feedback not allowed"
    assert valueDecimals <= MAX_DECIMALS, "valueDecimals too large"
    index: uint64 = self._last_index[agentId][msg.sender] + 1
    if index == 1:
        self._clients[agentId].append(msg.sender)
    self._last_index[agentId][msg.sender] = index
    self._feedback[agentId][msg.sender][index] = Feedback(
        amount=feedbackValue, decimals=valueDecimals, tag1=tag1, tag2=tag2, revoked=False)
    log NewFeedback(agentId=agentId, clientAddress=msg.sender, feedbackIndex=index, value=feedbackValue,
                    valueDecimals=valueDecimals, indexedTag1=tag1, tag1=tag1, tag2=tag2,
                    endpoint=endpoint, feedbackURI=feedbackURI, feedbackHash=feedbackHash)


@external
def revokeFeedback(agentId: uint256, feedbackIndex: uint64):
    assert feedbackIndex > 0 and feedbackIndex <= self._last_index[agentId][msg.sender], \
        "index out of bounds"
    assert not self._feedback[agentId][msg.sender][feedbackIndex].revoked, "Already revoked"
    self._feedback[agentId][msg.sender][feedbackIndex].revoked = True
    log FeedbackRevoked(agentId=agentId, clientAddress=msg.sender, feedbackIndex=feedbackIndex)


@external
def appendResponse(agentId: uint256, clientAddress: address, feedbackIndex: uint64,
                   responseURI: String[1024], responseHash: bytes32):
    assert feedbackIndex > 0 and feedbackIndex <= self._last_index[agentId][clientAddress], \
        "index out of bounds"
    self._responses[agentId][clientAddress][feedbackIndex][msg.sender] += 1
    self._response_total[agentId][clientAddress][feedbackIndex] += 1
    log ResponseAppended(agentId=agentId, clientAddress=clientAddress, feedbackIndex=feedbackIndex,
                         responder=msg.sender, responseURI=responseURI, responseHash=responseHash)


@external
@view
def getLastIndex(agentId: uint256, clientAddress: address) -> uint64:
    return self._last_index[agentId][clientAddress]


@external
@view
def getClients(agentId: uint256) -> DynArray[address, MAX_CLIENTS]:
    return self._clients[agentId]


@external
@view
def readFeedback(agentId: uint256, clientAddress: address, feedbackIndex: uint64
                 ) -> (int128, uint8, String[64], String[64], bool):
    assert feedbackIndex > 0 and feedbackIndex <= self._last_index[agentId][clientAddress], \
        "index out of bounds"
    f: Feedback = self._feedback[agentId][clientAddress][feedbackIndex]
    return f.amount, f.decimals, f.tag1, f.tag2, f.revoked


@external
@view
def getResponseCount(agentId: uint256, clientAddress: address, feedbackIndex: uint64,
                     responders: DynArray[address, 64]) -> uint64:
    if len(responders) == 0:
        return self._response_total[agentId][clientAddress][feedbackIndex]
    count: uint64 = 0
    for responder: address in responders:
        count += self._responses[agentId][clientAddress][feedbackIndex][responder]
    return count


@internal
@view
def _scale(amount: int128, decimals: uint8) -> int256:
    # every value at 18 decimals, so rows with different precisions add up
    return convert(amount, int256) * convert(10 ** convert(MAX_DECIMALS - decimals, uint256), int256)


@external
@view
def getSummary(agentId: uint256, clientAddresses: DynArray[address, 64], tag1: String[64],
               tag2: String[64]) -> (uint64, int128, uint8):
    """Count and average (18 decimals) of the non-revoked feedback of the given clients (all
    clients when none are given), filtered by tags when they are not empty."""
    clients: DynArray[address, MAX_CLIENTS] = self._clients[agentId]
    if len(clientAddresses) > 0:
        clients = []
        for c: address in clientAddresses:
            clients.append(c)
    count: uint64 = 0
    total: int256 = 0
    for client: address in clients:
        last: uint64 = self._last_index[agentId][client]
        for i: uint64 in range(1, 1025):
            if i > last:
                break
            f: Feedback = self._feedback[agentId][client][i]
            if f.revoked:
                continue
            if tag1 != "" and f.tag1 != tag1:
                continue
            if tag2 != "" and f.tag2 != tag2:
                continue
            count += 1
            total += self._scale(f.amount, f.decimals)
    if count == 0:
        return 0, 0, MAX_DECIMALS
    return count, convert(total // convert(count, int256), int128), MAX_DECIMALS
