"""A bot's tests in Python against the msg-gateway mock (fixtures: conftest.py)."""


def test_the_mock_serves_the_profile(mock, gateway):
    assert mock["profile"] in ("evolution-2.1.1", "evolution-2.3.7")
    info = gateway.get("/").json()
    assert info["version"] == mock["profile"].removeprefix("evolution-")


def test_sends_a_text(gateway):
    res = gateway.post("/message/sendText/shop-42", {"number": "5511988887777", "text": "Your order has shipped"})
    assert res.status_code == 201
    assert res.json()["key"]["remoteJid"] == "5511988887777@s.whatsapp.net"
    sent = gateway.hooks.wait_for("send.message", instance="shop-42")
    assert sent["data"]["key"]["id"] == res.json()["key"]["id"]


def test_an_incoming_message_reaches_the_webhook(gateway):
    res = gateway.control("POST", "/instances/shop-42/messages", {"from": "5511988887777", "text": "is my order on its way?"})
    assert res.status_code == 201
    upsert = gateway.hooks.wait_for("messages.upsert", instance="shop-42")
    assert upsert["data"]["message"]["conversation"] == "is my order on its way?"


def test_a_deleted_instance_is_gone(gateway):
    assert gateway.control("DELETE", "/instances/shop-42").status_code == 204
    assert gateway.get("/instance/connectionState/shop-42").status_code == 404


def test_the_reset_brings_it_back(gateway):
    state = gateway.get("/instance/connectionState/shop-42").json()
    assert state["instance"] == {"instanceName": "shop-42", "state": "open"}


def test_a_failure_on_demand(gateway):
    assert gateway.control("POST", "/next", {"operationId": "sendText", "status": 503}).status_code == 204
    assert gateway.post("/message/sendText/shop-42", {"number": "5511988887777", "text": "hi"}).status_code == 503
    counts = gateway.control("GET", "/requests/counts?operation=sendText").json()
    assert counts["total"] == 1
