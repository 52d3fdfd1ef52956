"""Fetching a homepage given as a URL, on the worker, without becoming a proxy into our network.

Only http and https; every address the host resolves to must be public unless
settings.FETCH_ALLOW_PRIVATE_ADDRESSES; we connect to the address we checked (no
second DNS lookup to rebind), check each redirect the same way, and stop at the
size and time limits. Only HTML is accepted.
"""

import http.client
import ipaddress
import socket
import ssl
import threading
import time
from contextlib import contextmanager, suppress
from dataclasses import dataclass
from urllib.parse import urljoin, urlsplit

from django.conf import settings

from applicants.intake import limit_text, media_type

MAX_REDIRECTS = 5
HTML_TYPES = {"text/html", "application/xhtml+xml"}
USER_AGENT = "internship-review/1.0 (homepage fetcher)"
NAT64 = ipaddress.IPv6Network("64:ff9b::/96")
# Local-use NAT64 (RFC 8215) leads into someone's own network, and IPv4-compatible
# addresses (::a.b.c.d) are deprecated; neither is ever a public web server.
NEVER_PUBLIC_IPV6 = [ipaddress.IPv6Network("64:ff9b:1::/48"), ipaddress.IPv6Network("::/96")]


class FetchError(Exception):
    """The page cannot be fetched; the message is meant for the coordinator."""

    def __init__(self, message: str):
        super().__init__(message)
        self.message = message


@dataclass
class Fetched:
    url: str
    data: bytes
    content_type: str


def fetch_html(url: str) -> Fetched:
    deadline = _Deadline(settings.FETCH_TIMEOUT_SECONDS)
    for _ in range(MAX_REDIRECTS + 1):
        connection, path = _connection(url, deadline)
        response = None
        try:
            with deadline.guarding(connection):
                response = _get(connection, path)
                if response.status in {301, 302, 303, 307, 308}:
                    location = response.getheader("Location")
                    if not location:
                        raise FetchError(
                            f"The page redirected (HTTP {response.status}) to nowhere."
                        )
                    url = urljoin(url, location)
                    continue
                if response.status != 200:
                    raise FetchError(
                        f"The page answered HTTP {response.status} instead of the page."
                    )
                content_type = media_type(response.getheader("Content-Type") or "")
                if content_type.lower() not in HTML_TYPES:
                    shown = content_type or "no content type"
                    raise FetchError(f"The address did not return an HTML page (it sent {shown}).")
                data = _read_limited(response)
                return Fetched(url, data, response.getheader("Content-Type") or "text/html")
        finally:
            if response is not None:
                response.close()
            connection.close()
    raise FetchError(f"The page redirected more than {MAX_REDIRECTS} times.")


class _Deadline:
    """One deadline for the whole fetch: connecting, TLS, headers and body, over all redirects.

    A socket timeout bounds each wait, not their sum: a server that sends a header line
    every second never trips it. So a timer shuts the connection's socket when the
    deadline passes, whatever the fetch is waiting on, and the fetch fails with that reason.
    """

    def __init__(self, seconds: int):
        self.seconds = seconds
        self.at = time.monotonic() + seconds

    def remaining(self) -> float:
        return max(self.at - time.monotonic(), 0.01)

    def passed(self) -> bool:
        return time.monotonic() >= self.at

    def too_slow(self) -> FetchError:
        return FetchError(
            f"The page took longer than {self.seconds} s to load, so it was not fetched "
            "(the server is slow or stopped answering). Try again later, or save the page "
            "from the browser and upload the file."
        )

    @contextmanager
    def guarding(self, connection: "_PinnedHTTPConnection"):
        passed = threading.Event()
        timer = threading.Timer(self.remaining(), _cut, (connection, passed))
        timer.daemon = True
        timer.start()
        try:
            yield
        except Exception as error:
            if passed.is_set() or self.passed():
                raise self.too_slow() from error
            raise
        finally:
            timer.cancel()
        if passed.is_set():
            raise self.too_slow()


def _cut(connection: "_PinnedHTTPConnection", passed: threading.Event) -> None:
    passed.set()
    sock = connection.opened_socket  # None before connecting: connecting has its own timeout
    if sock is not None:
        with suppress(OSError):  # closed meanwhile
            sock.shutdown(socket.SHUT_RDWR)


def _connection(url: str, deadline: _Deadline) -> tuple[http.client.HTTPConnection, str]:
    parts = urlsplit(url)
    if parts.scheme not in {"http", "https"}:
        raise FetchError("Only http:// and https:// addresses can be fetched.")
    host = parts.hostname
    if not host:
        raise FetchError("The address has no host name.")
    try:
        port = parts.port or (443 if parts.scheme == "https" else 80)
    except ValueError as error:
        raise FetchError("The address has an invalid port.") from error
    address = _checked_address(host, port)
    connection_class = _PinnedHTTPSConnection if parts.scheme == "https" else _PinnedHTTPConnection
    path = parts.path or "/"
    if parts.query:
        path = f"{path}?{parts.query}"
    return connection_class(host, address, port, deadline.remaining()), path


def _get(connection: http.client.HTTPConnection, path: str) -> http.client.HTTPResponse:
    try:
        connection.request("GET", path, headers={"User-Agent": USER_AGENT, "Accept": "text/html"})
        return connection.getresponse()
    except (OSError, http.client.HTTPException) as error:
        raise FetchError(f"The page could not be fetched ({error.__class__.__name__}).") from error


def _checked_address(host: str, port: int) -> str:
    try:
        infos = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM)
    except (OSError, UnicodeError) as error:
        raise FetchError(f"The host name {host!r} could not be resolved.") from error
    addresses = [info[4][0] for info in infos]
    if not addresses:
        raise FetchError(f"The host name {host!r} could not be resolved.")
    if not settings.FETCH_ALLOW_PRIVATE_ADDRESSES:
        for address in addresses:
            if not _is_public(address):
                raise FetchError(
                    f"Refused: {host} is on a loopback, private or reserved network address "
                    f"({address}); only public web pages can be fetched."
                )
    return addresses[0]


def _is_public(address: str) -> bool:
    ip = ipaddress.ip_address(address.split("%")[0])
    if isinstance(ip, ipaddress.IPv6Address):
        if any(ip in network for network in NEVER_PUBLIC_IPV6):
            return False
        if not all(_is_public(str(embedded)) for embedded in _embedded_ipv4(ip)):
            return False
    return ip.is_global and not ip.is_multicast


def _embedded_ipv4(ip: ipaddress.IPv6Address) -> list[ipaddress.IPv4Address]:
    """The IPv4 addresses an IPv6 spelling leads to (mapped, NAT64, 6to4, Teredo)."""
    embedded = [ip.ipv4_mapped, ip.sixtofour, *(ip.teredo or ())]
    if ip in NAT64:
        embedded.append(ipaddress.IPv4Address(int(ip) & 0xFFFFFFFF))
    return [address for address in embedded if address is not None]


def _read_limited(response: http.client.HTTPResponse) -> bytes:
    limit = settings.FETCH_MAX_BYTES
    chunks, size = [], 0
    while True:
        try:
            chunk = response.read1(65536)
        except (OSError, http.client.HTTPException) as error:
            raise FetchError("The page download was interrupted.") from error
        if not chunk:
            break
        size += len(chunk)
        if size > limit:
            raise FetchError(f"The page is larger than the {limit_text(limit)} limit.")
        chunks.append(chunk)
    data = b"".join(chunks)
    if not data:
        raise FetchError("The page is empty.")
    return data


class _PinnedHTTPConnection(http.client.HTTPConnection):
    def __init__(self, host, address, port, timeout):
        super().__init__(host, port, timeout=timeout)
        self._address = address
        # Kept after a response takes the connection over (self.sock is then None).
        self.opened_socket = None

    def connect(self):
        self.sock = self.opened_socket = socket.create_connection(
            (self._address, self.port), self.timeout
        )


class _PinnedHTTPSConnection(http.client.HTTPSConnection):
    def __init__(self, host, address, port, timeout):
        super().__init__(host, port, timeout=timeout, context=ssl.create_default_context())
        self._address = address
        self.opened_socket = None

    def connect(self):
        sock = socket.create_connection((self._address, self.port), self.timeout)
        self.sock = self.opened_socket = self._context.wrap_socket(
            sock, server_hostname=self.host, do_handshake_on_connect=False
        )
        # Handshake once the socket is known, so the deadline's timer can cut a slow one too.
        self.sock.do_handshake()
