# pragma version ~=0.4.3
"""
@title ERC-8004 Validation Registry (sandbox)
@notice The registry's ABI and events as deployed on testnets (abis/ValidationRegistry.json),
        without the upgrade proxy. The agent's owner or an operator requests a validation from
        a validator; only that validator responds (0-100), possibly several times.
"""

interface IIdentity:
    def isAuthorizedOrOwner(spender: address, agentId: uint256) -> bool: view

event ValidationRequest:
    validatorAddress: indexed(address)
    agentId: indexed(uint256)
    requestURI: String[1024]
    requestHash: indexed(bytes32)

event ValidationResponse:
    validatorAddress: indexed(address)
    agentId: indexed(uint256)
    requestHash: indexed(bytes32)
    response: uint8
    responseURI: String[1024]
    responseHash: bytes32
    tag: String[64]

struct Status:
    validatorAddress: address
    agentId: uint256
    response: uint8
    responseHash: bytes32
    tag: String[64]
    lastUpdate: uint256
    responded: bool

MAX_REQUESTS: constant(uint256) = 1024

owner: public(address)
_identity: address
_status: HashMap[bytes32, Status]
_exists: HashMap[bytes32, bool]
_by_agent: HashMap[uint256, DynArray[bytes32, MAX_REQUESTS]]
_by_validator: HashMap[address, DynArray[bytes32, MAX_REQUESTS]]


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
def validationRequest(validatorAddress: address, agentId: uint256, requestURI: String[1024],
                      requestHash: bytes32):
    assert validatorAddress != empty(address), "bad validator"
    assert not self._exists[requestHash], "exists"
    assert staticcall IIdentity(self._identity).isAuthorizedOrOwner(msg.sender, agentId), \
        "Not authorized"
    self._exists[requestHash] = True
    self._status[requestHash] = Status(validatorAddress=validatorAddress, agentId=agentId,
                                       response=0, responseHash=empty(bytes32), tag="",
                                       lastUpdate=block.timestamp, responded=False)
    self._by_agent[agentId].append(requestHash)
    self._by_validator[validatorAddress].append(requestHash)
    log ValidationRequest(validatorAddress=validatorAddress, agentId=agentId,
                          requestURI=requestURI, requestHash=requestHash)


@external
def validationResponse(requestHash: bytes32, response: uint8, responseURI: String[1024],
                       responseHash: bytes32, tag: String[64]):
    assert self._exists[requestHash], "unknown"
    s: Status = self._status[requestHash]
    assert msg.sender == s.validatorAddress, "not validator"
    assert response <= 100, "resp>100"
    self._status[requestHash] = Status(validatorAddress=s.validatorAddress, agentId=s.agentId,
                                       response=response, responseHash=responseHash, tag=tag,
                                       lastUpdate=block.timestamp, responded=True)
    log ValidationResponse(validatorAddress=s.validatorAddress, agentId=s.agentId,
                           requestHash=requestHash, response=response, responseURI=responseURI,
                           responseHash=responseHash, tag=tag)


@external
@view
def getValidationStatus(requestHash: bytes32) -> (address, uint256, uint8, bytes32, String[64], uint256):
    assert self._exists[requestHash], "unknown"
    s: Status = self._status[requestHash]
    return s.validatorAddress, s.agentId, s.response, s.responseHash, s.tag, s.lastUpdate


@external
@view
def getAgentValidations(agentId: uint256) -> DynArray[bytes32, MAX_REQUESTS]:
    return self._by_agent[agentId]


@external
@view
def getValidatorRequests(validatorAddress: address) -> DynArray[bytes32, MAX_REQUESTS]:
    return self._by_validator[validatorAddress]


@external
@view
def getSummary(agentId: uint256, validatorAddresses: DynArray[address, 64], tag: String[64]
               ) -> (uint64, uint8):
    """Count and average response of the answered requests of an agent, filtered by
    validators and tag when given."""
    count: uint64 = 0
    total: uint256 = 0
    for h: bytes32 in self._by_agent[agentId]:
        s: Status = self._status[h]
        if not s.responded:
            continue
        if len(validatorAddresses) > 0 and s.validatorAddress not in validatorAddresses:
            continue
        if tag != "" and s.tag != tag:
            continue
        count += 1
        total += convert(s.response, uint256)
    if count == 0:
        return 0, 0
    return count, convert(total // convert(count, uint256), uint8)
