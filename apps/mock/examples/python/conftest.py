"""pytest fixtures for a bot tested against the msg-gateway mock, with no JavaScript in the tests.

The mock is a Node.js program (``npm install`` it as the docs say, or point MSG_GATEWAY_MOCK_BIN at
its bin in a clone). One mock runs per test session; every test starts from the same world:

* it is started as ``node <bin>`` (not through ``npx``: a SIGTERM to npx's PID ends npx, not the
  mock, and the session sees return code -15), on ``--port 0``, so sessions run side by side;
* it is ready when it prints its JSON ready line (``--ready-json``: ``{"url", "port", "pid",
  "profile"}``), read with a time limit instead of a sleep;
* the ``gateway`` fixture resets it before each test (``POST /__mock/reset``) and empties the
  webhook receiver;
* webhook deliveries arrive at a receiver in this process, and ``hooks.wait_for(event)`` waits for
  one (a condition variable, bounded), instead of sleeping.

Environment: MSG_GATEWAY_MOCK_BIN (the mock's bin; default: node_modules/@msg-gateway/mock/bin/
msg-gateway-mock.js under the current folder), MOCK_PROFILE (default evolution-2.3.7), NODE (the
node binary; default ``node``).
"""

import json
import os
import select
import subprocess
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest
import requests

START_TIMEOUT_S = 60  # bounds a hang; a start takes well under a second on a quiet machine
STOP_TIMEOUT_S = 30
API_KEY = "test-key"


class Hooks:
    """The webhook payloads the mock delivered, and a way to wait for one."""

    def __init__(self):
        self.payloads = []
        self._changed = threading.Condition()

    def add(self, payload):
        with self._changed:
            self.payloads.append(payload)
            self._changed.notify_all()

    def clear(self):
        with self._changed:
            self.payloads.clear()

    def wait_for(self, event, instance=None, timeout=30):
        """The first payload of ``event`` (for ``instance``, if given); fails after ``timeout`` s."""

        def found():
            return next(
                (p for p in self.payloads if p.get("event") == event and instance in (None, p.get("instance"))),
                None,
            )

        with self._changed:
            if not self._changed.wait_for(lambda: found() is not None, timeout=timeout):
                seen = [p.get("event") for p in self.payloads]
                raise AssertionError(f"no {event} delivery within {timeout} s; delivered: {seen}")
            return found()


def _receiver(hooks):
    class Handler(BaseHTTPRequestHandler):
        def do_POST(self):
            length = int(self.headers.get("content-length", "0"))
            hooks.add(json.loads(self.rfile.read(length) or b"null"))
            self.send_response(200)
            self.send_header("content-length", "0")
            self.end_headers()

        def log_message(self, *args):
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


def _read_ready(process):
    ready, _, _ = select.select([process.stdout], [], [], START_TIMEOUT_S)
    line = process.stdout.readline() if ready else ""
    if not line:
        process.kill()
        raise RuntimeError(f"the mock did not get ready: {process.stderr.read()}")
    return json.loads(line)


@pytest.fixture(scope="session")
def hooks():
    return Hooks()


@pytest.fixture(scope="session")
def mock(hooks):
    """The running mock: its ready signal ({"url", "port", "pid", "profile"})."""
    receiver = _receiver(hooks)
    binary = os.environ.get("MSG_GATEWAY_MOCK_BIN", "node_modules/@msg-gateway/mock/bin/msg-gateway-mock.js")
    args = [
        os.environ.get("NODE", "node"),
        binary,
        "--port", "0",
        "--profile", os.environ.get("MOCK_PROFILE", "evolution-2.3.7"),
        "--instances", "shop-42",
        "--api-key", API_KEY,
        "--webhook-url", f"http://127.0.0.1:{receiver.server_address[1]}/hooks",
        "--ready-json",
        "--log", "off",
    ]
    env = {k: v for k, v in os.environ.items() if k not in ("PORT", "HOST") and not k.startswith("MOCK_")}
    process = subprocess.Popen(args, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)
    try:
        yield _read_ready(process)
    finally:
        process.terminate()  # SIGTERM: the mock stops, frees its port, and exits 0
        code = process.wait(timeout=STOP_TIMEOUT_S)
        receiver.shutdown()
        assert code == 0, f"the mock exited {code}"


class Gateway:
    """The mock's gateway routes (with the key) and its control API, for one test."""

    def __init__(self, url, hooks):
        self.url = url
        self.hooks = hooks
        self.http = requests.Session()
        self.http.headers["apikey"] = API_KEY

    def post(self, path, body):
        return self.http.post(f"{self.url}{path}", json=body, timeout=30)

    def get(self, path):
        return self.http.get(f"{self.url}{path}", timeout=30)

    def control(self, method, path, body=None):
        """A control route under /__mock/ (no key needed; JSON bodies)."""
        return requests.request(method, f"{self.url}/__mock{path}", json=body, timeout=30)

    def settled(self, timeout_ms=30000):
        """Waits until every webhook delivery has ended; the counts."""
        return self.control("GET", f"/deliveries?settled=true&timeout={timeout_ms}").json()


@pytest.fixture
def gateway(mock, hooks):
    """The mock as it started (reset before each test), and an empty webhook receiver."""
    client = Gateway(mock["url"], hooks)
    assert client.control("POST", "/reset").status_code == 204
    client.settled()
    hooks.clear()
    client.control("DELETE", "/deliveries")
    return client
