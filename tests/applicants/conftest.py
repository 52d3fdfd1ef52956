import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest
from django.test import Client

from tests.factories import ApplicantFactory, BatchFactory, StoredDocumentFactory


@pytest.fixture
def applicant_factory(db):
    return ApplicantFactory


@pytest.fixture
def batch_factory(db):
    return BatchFactory


@pytest.fixture
def document_factory(db):
    return StoredDocumentFactory


@pytest.fixture
def coordinator_client(client, coordinator):
    client.force_login(coordinator)
    return client


@pytest.fixture
def reviewer_client(reviewer):
    # Its own client: a test may use both roles side by side.
    client = Client()
    client.force_login(reviewer)
    return client


class _PageHandler(BaseHTTPRequestHandler):
    routes: dict = {}
    delays: dict = {}

    def do_GET(self):  # noqa: N802 - the http.server API
        time.sleep(self.delays.get(self.path, 0))
        status, headers, body = self.routes.get(self.path, (404, {}, b"not found"))
        self.send_response(status)
        for key, value in headers.items():
            self.send_header(key, value)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args):
        pass


@pytest.fixture
def web_server():
    """A local web server: set .routes[path] = (status, headers, body); .url(path)."""
    handler = type("Handler", (_PageHandler,), {"routes": {}, "delays": {}})
    server = ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    server.routes = handler.routes
    server.delays = handler.delays
    server.url = lambda path: f"http://127.0.0.1:{server.server_address[1]}{path}"
    yield server
    server.shutdown()
    server.server_close()
