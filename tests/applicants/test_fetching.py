"""Fetching a homepage: public http(s) only, redirects re-checked, size and time limits."""

import socketserver
import threading
import time

import pytest

from applicants import fetching
from applicants.fetching import FetchError, fetch_html

HTML = {"Content-Type": "text/html; charset=utf-8"}


@pytest.fixture
def allow_private(settings):
    settings.FETCH_ALLOW_PRIVATE_ADDRESSES = True


def refused(url: str) -> str:
    with pytest.raises(FetchError) as error:
        fetch_html(url)
    return error.value.message


def test_loopback_is_refused_by_default(web_server):
    web_server.routes["/"] = (200, HTML, b"<html>secret</html>")
    assert refused(web_server.url("/")).startswith("Refused: 127.0.0.1 is on a loopback")


@pytest.mark.parametrize(
    "url",
    ["http://10.0.0.7/", "http://192.168.1.1/", "http://169.254.169.254/latest/", "http://[::1]/"],
)
def test_private_and_link_local_addresses_are_refused(url):
    assert refused(url).startswith("Refused:")


@pytest.mark.parametrize("url", ["ftp://example.org/", "file:///etc/passwd", "gopher://x/"])
def test_only_http_and_https(url):
    assert refused(url) == "Only http:// and https:// addresses can be fetched."


def test_a_page_is_fetched_when_private_addresses_are_allowed(web_server, allow_private):
    web_server.routes["/home"] = (200, HTML, b"<html><body>Orla</body></html>")
    page = fetch_html(web_server.url("/home"))
    assert page.data == b"<html><body>Orla</body></html>"
    assert page.content_type == "text/html; charset=utf-8"


def test_redirects_are_followed_and_checked_again(web_server, monkeypatch):
    web_server.routes["/start"] = (302, {"Location": "/next"}, b"")
    web_server.routes["/next"] = (200, HTML, b"<html>inside</html>")
    checks = []

    def public_only_once(address):
        checks.append(address)
        return len(checks) == 1  # the first hop looks public, the redirect target does not

    monkeypatch.setattr(fetching, "_is_public", public_only_once)
    assert refused(web_server.url("/start")).startswith("Refused:")
    assert len(checks) == 2


def test_a_redirect_is_followed(web_server, allow_private):
    web_server.routes["/old"] = (301, {"Location": web_server.url("/new")}, b"")
    web_server.routes["/new"] = (200, HTML, b"<html>moved</html>")
    page = fetch_html(web_server.url("/old"))
    assert page.url == web_server.url("/new")


def test_endless_redirects_stop(web_server, allow_private):
    web_server.routes["/loop"] = (302, {"Location": "/loop"}, b"")
    assert refused(web_server.url("/loop")) == "The page redirected more than 5 times."


def test_only_html_is_accepted(web_server, allow_private):
    web_server.routes["/cv.pdf"] = (200, {"Content-Type": "application/pdf"}, b"%PDF-1.4")
    assert refused(web_server.url("/cv.pdf")) == (
        "The address did not return an HTML page (it sent application/pdf)."
    )


def test_error_statuses_are_reported(web_server, allow_private):
    assert refused(web_server.url("/missing")) == "The page answered HTTP 404 instead of the page."


def test_pages_over_the_size_limit_are_refused(web_server, allow_private, settings):
    settings.FETCH_MAX_BYTES = 1000
    web_server.routes["/big"] = (200, HTML, b"<html>" + b"x" * 5000 + b"</html>")
    assert refused(web_server.url("/big")) == "The page is larger than the 1000 bytes limit."


def test_slow_pages_time_out(web_server, allow_private, settings):
    settings.FETCH_TIMEOUT_SECONDS = 1
    web_server.routes["/slow"] = (200, HTML, b"<html>late</html>")
    web_server.delays["/slow"] = 3
    started = time.monotonic()
    assert refused(web_server.url("/slow")).startswith("The page took longer than 1 s")
    assert time.monotonic() - started < 2.5


def test_unknown_hosts_are_reported():
    assert refused("http://no-such-host.invalid/") == (
        "The host name 'no-such-host.invalid' could not be resolved."
    )


@pytest.mark.parametrize(
    ("address", "public"),
    [
        ("93.184.215.14", True),
        ("2606:4700::1111", True),
        ("::ffff:93.184.215.14", True),
        ("::ffff:127.0.0.1", False),
        ("::ffff:10.1.2.3", False),
        # NAT64, well-known prefix: the IPv4 in the low 32 bits is what gets reached.
        ("64:ff9b::93.184.215.14", True),
        ("64:ff9b::127.0.0.1", False),
        ("64:ff9b::a9fe:a9fe", False),
        # Local-use NAT64 leads into the operator's own network.
        ("64:ff9b:1::5db8:d70e", False),
        # 6to4: the IPv4 follows 2002:.
        ("2002:5db8:d70e::1", True),
        ("2002:7f00:1::", False),
        ("2002:c0a8:101::1", False),
        # IPv4-compatible (deprecated), whatever it embeds.
        ("::127.0.0.1", False),
        ("::93.184.215.14", False),
        # Teredo: server and (obfuscated) client IPv4 addresses.
        ("2001:0:5db8:d70e:0:f227:80ff:fffe", False),
        ("2001:0:5db8:d70e:0:f227:a2fe:fef1", False),
        ("::1", False),
        ("fe80::1%eth0", False),
        ("fd00::1", False),
    ],
)
def test_ipv6_spellings_are_judged_by_the_ipv4_they_embed(address, public):
    assert fetching._is_public(address) is public


@pytest.mark.parametrize(
    "url", ["http://[::127.0.0.1]/", "http://[64:ff9b::127.0.0.1]/", "http://[2002:7f00:1::]/"]
)
def test_ipv6_spellings_of_loopback_are_refused(url):
    assert refused(url).startswith("Refused:")


@pytest.fixture
def trickling_server():
    """A server that answers its headers one line a second, then (if it gets there) a page."""
    stop = threading.Event()

    class Trickle(socketserver.BaseRequestHandler):
        def handle(self):
            self.request.recv(65536)
            lines = [b"HTTP/1.1 200 OK\r\n", b"Content-Type: text/html\r\n"]
            lines += [f"X-Slow-{n}: yes\r\n".encode() for n in range(30)]
            try:
                for line in lines:
                    self.request.sendall(line)
                    if stop.wait(1):
                        return
                self.request.sendall(b"\r\n<html>finally</html>")
            except OSError:
                return  # the fetch gave up and closed the connection

    server = socketserver.ThreadingTCPServer(("127.0.0.1", 0), Trickle)
    server.daemon_threads = True
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}/"
    stop.set()
    server.shutdown()
    server.server_close()


def test_headers_sent_a_line_at_a_time_stop_at_the_overall_deadline(
    trickling_server, allow_private, settings
):
    settings.FETCH_TIMEOUT_SECONDS = 3
    started = time.monotonic()
    message = refused(trickling_server)
    elapsed = time.monotonic() - started
    assert message.startswith("The page took longer than 3 s to load")
    assert "save the page from the browser and upload the file" in message
    assert elapsed < 3 + 1.0


def test_a_body_sent_a_byte_at_a_time_stops_at_the_overall_deadline(allow_private, settings):
    settings.FETCH_TIMEOUT_SECONDS = 2

    class Drip(socketserver.BaseRequestHandler):
        def handle(self):
            self.request.recv(65536)
            try:
                self.request.sendall(b"HTTP/1.1 200 OK\r\nContent-Type: text/html\r\n\r\n<html>")
                for _ in range(40):
                    time.sleep(0.25)
                    self.request.sendall(b"x")
            except OSError:
                return

    with socketserver.ThreadingTCPServer(("127.0.0.1", 0), Drip) as server:
        server.daemon_threads = True
        threading.Thread(target=server.serve_forever, daemon=True).start()
        started = time.monotonic()
        message = refused(f"http://127.0.0.1:{server.server_address[1]}/")
        elapsed = time.monotonic() - started
        server.shutdown()
    assert message.startswith("The page took longer than 2 s to load")
    assert elapsed < 2 + 1.0
