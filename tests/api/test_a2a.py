"""JSON-RPC parsing of the A2A entry point: accepted shapes and error codes."""

from __future__ import annotations

import json

import pytest

from sextant.api import a2a

OK = {"jsonrpc": "2.0", "id": 7, "method": "message/send",
      "params": {"message": {"role": "user", "messageId": "m1",
                             "parts": [{"kind": "text", "text": "aave on base"}]}}}


def _parse(obj: object, **kw: bool) -> a2a.RoutingCall | a2a.RpcFailure:
    return a2a.parse(json.dumps(obj).encode(), **kw)


def test_full_message_send() -> None:
    call = _parse(OK)
    assert isinstance(call, a2a.RoutingCall)
    assert (call.id, call.text, call.version) == (7, "aave on base", "0.3")


def test_sample_call_with_only_parts_and_sender() -> None:
    body = {"jsonrpc": "2.0", "id": "a", "method": "message/send",
            "params": {"message": {"parts": [{"kind": "text", "text": "hi"}]},
                       "metadata": {"sender": "0xAB5801a7D398351b8bE11C439e05C5B3259aeC9B"}}}
    call = _parse(body)
    assert isinstance(call, a2a.RoutingCall)
    assert call.sender == "0xab5801a7d398351b8be11c439e05c5b3259aec9b"


def test_v1_send_message_is_accepted() -> None:
    body = {"jsonrpc": "2.0", "id": 1, "method": "SendMessage",
            "params": {"message": {"role": "ROLE_USER", "parts": [{"text": "uniswap"}]}}}
    call = _parse(body)
    assert isinstance(call, a2a.RoutingCall) and call.version == "1.0"


@pytest.mark.parametrize(("raw", "code"), [
    (b"{not json", -32700),
    (b"[1, 2]", -32600),
    (json.dumps({"jsonrpc": "1.0", "id": 1, "method": "message/send"}).encode(), -32600),
    (json.dumps({"jsonrpc": "2.0", "id": 1, "method": 5}).encode(), -32600),
    (json.dumps({"jsonrpc": "2.0", "id": {"x": 1}, "method": "message/send"}).encode(), -32600),
    (json.dumps({"jsonrpc": "2.0", "id": 1, "method": "tasks/get"}).encode(), -32601),
    (json.dumps({"jsonrpc": "2.0", "id": 1, "method": "message/send"}).encode(), -32602),
    (json.dumps({"jsonrpc": "2.0", "id": 1, "method": "message/send",
                 "params": {"message": {"parts": []}}}).encode(), -32602),
    (json.dumps({"jsonrpc": "2.0", "id": 1, "method": "message/send",
                 "params": {"message": {"parts": [{"kind": "text", "text": "  "}]}}}).encode(),
     -32602),
])
def test_malformed_calls_get_jsonrpc_errors(raw: bytes, code: int) -> None:
    failure = a2a.parse(raw)
    assert isinstance(failure, a2a.RpcFailure) and failure.code == code
    body = failure.body()
    assert body["jsonrpc"] == "2.0" and "id" in body and body["error"]["code"] == code


def test_plain_request_only_on_route() -> None:
    assert isinstance(_parse({"request": "aave"}, allow_plain=True), a2a.RoutingCall)
    assert isinstance(_parse({"request": "aave"}), a2a.RpcFailure)


@pytest.mark.parametrize("body", [{"query": "aave rates"}, {"request": 5}, {}])
def test_route_names_the_plain_field_when_the_body_is_neither_form(body: dict[str, object]
                                                                   ) -> None:
    failure = _parse(body, allow_plain=True)
    assert isinstance(failure, a2a.RpcFailure) and failure.code == -32602
    assert '{"request": ' in failure.message and "method" not in failure.message
    assert ", ".join(sorted(body)) in failure.message


def test_agent_card_lists_the_catalog() -> None:
    card = a2a.agent_card("http://x", "Sextant", 15_620)
    ids = {s["id"] for s in card["skills"]}
    assert {"route_request", "route_and_execute", "perpdex_score", "bazaar_search"} <= ids
    assert "admin_outreach_pay" not in ids
    assert card["url"] == "http://x/" and "15,620" in card["description"]
