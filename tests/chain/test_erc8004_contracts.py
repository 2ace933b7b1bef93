"""The ERC-8004 registries: shipped artefacts match their sources, and the compiled ABI keeps
the deployed registries' selectors and events (fixtures ``erc8004/*.json``)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from eth_utils import keccak

from sextant.chain.erc8004.contracts import REGISTRIES, TOPICS, build_artefacts, shipped

FIXTURES = Path("/work/shared/fixtures/erc8004")
FILES = {"identity": "IdentityRegistry.json", "reputation": "ReputationRegistry.json",
         "validation": "ValidationRegistry.json"}
#: Upgradeable-proxy and ownership plumbing we do not carry (no proxy in the sandbox).
PROXY = {"UPGRADE_INTERFACE_VERSION", "initialize", "proxiableUUID", "upgradeToAndCall",
         "renounceOwnership", "transferOwnership", "eip712Domain"}
#: Views not carried: readAllFeedback returns parallel dynamic arrays of strings; readers use
#: the NewFeedback/FeedbackRevoked logs (or readFeedback per index) instead.
NOT_CARRIED = {"readAllFeedback"}
PROXY_EVENTS = {"Initialized", "OwnershipTransferred", "Upgraded", "EIP712DomainChanged",
                "BatchMetadataUpdate", "MetadataUpdate"}


def _signature(entry: dict) -> str:  # type: ignore[type-arg]
    def kind(i: dict) -> str:  # type: ignore[type-arg]
        if i["type"].startswith("tuple"):
            inner = ",".join(kind(c) for c in i["components"])
            return f"({inner}){i['type'][5:]}"
        return str(i["type"])

    return f"{entry['name']}({','.join(kind(i) for i in entry.get('inputs', []))})"


def test_shipped_artefacts_are_built_from_the_sources(tmp_path: Path) -> None:
    fresh = {p.stem: json.loads(p.read_text()) for p in build_artefacts(tmp_path)}
    for name in REGISTRIES:
        artefact = shipped(name)
        assert artefact is not None, f"run python -m sextant.chain.erc8004.contracts ({name})"
        assert artefact["source_sha256"] == fresh[name]["source_sha256"]
        assert artefact["bytecode"] == fresh[name]["bytecode"]


@pytest.mark.parametrize("name", REGISTRIES)
def test_selectors_and_events_match_the_deployed_registries(name: str) -> None:
    if not FIXTURES.exists():
        pytest.skip("shared fixtures not mounted")
    reference = json.loads((FIXTURES / FILES[name]).read_text())
    artefact = shipped(name)
    assert artefact is not None
    ours = artefact["abi"]
    want_fns = {_signature(e) for e in reference if e["type"] == "function"
                and e["name"] not in PROXY | NOT_CARRIED}
    have_fns = {_signature(e) for e in ours if e["type"] == "function"}
    assert want_fns <= have_fns, sorted(want_fns - have_fns)
    want_events = {(_signature(e), tuple(bool(i.get("indexed")) for i in e["inputs"]))
                   for e in reference if e["type"] == "event" and e["name"] not in PROXY_EVENTS}
    have_events = {(_signature(e), tuple(bool(i.get("indexed")) for i in e["inputs"]))
                   for e in ours if e["type"] == "event"}
    assert want_events <= have_events, sorted(want_events - have_events)
    for sig, _ in want_events:
        if sig.split("(")[0] in TOPICS:
            assert TOPICS[sig.split("(")[0]] == "0x" + keccak(text=sig).hex()
