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
import time
from dataclasses import dataclass
from urllib.parse import urljoin, urlsplit

from django.conf import settings

from applicants.intake import limit_text, media_type

MAX_REDIRECTS = 5
HTML_TYPES = {"text/html", "application/xhtml+xml"}
USER_AGENT = "internship-review/1.0 (homepage fetcher)"


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
    deadline = time.monotonic() + settings.FETCH_TIMEOUT_SECONDS
    for _ in range(MAX_REDIRECTS + 1):
        response, connection = _request(url, deadline)
        try:
            if response.status in {301, 302, 303, 307, 308}:
                location = response.getheader("Location")
                if not location:
                    raise FetchError(f"The page redirected (HTTP {response.status}) to nowhere.")
                url = urljoin(url, location)
                continue
            if response.status != 200:
                raise FetchError(f"The page answered HTTP {response.status} instead of the page.")
            content_type = media_type(response.getheader("Content-Type") or "")
            if content_type.lower() not in HTML_TYPES:
                shown = content_type or "no content type"
                raise FetchError(f"The address did not return an HTML page (it sent {shown}).")
            data = _read_limited(response, deadline)
            return Fetched(url, data, response.getheader("Content-Type") or "text/html")
        finally:
            response.close()
            connection.close()
    raise FetchError(f"The page redirected more than {MAX_REDIRECTS} times.")


def _request(url: str, deadline: float):
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
    timeout = max(deadline - time.monotonic(), 0.1)
    if parts.scheme == "https":
        connection = _PinnedHTTPSConnection(host, address, port, timeout)
    else:
        connection = _PinnedHTTPConnection(host, address, port, timeout)
    path = parts.path or "/"
    if parts.query:
        path = f"{path}?{parts.query}"
    try:
        connection.request("GET", path, headers={"User-Agent": USER_AGENT, "Accept": "text/html"})
        return connection.getresponse(), connection
    except TimeoutError as error:
        connection.close()
        raise FetchError(
            f"The page took longer than {settings.FETCH_TIMEOUT_SECONDS} s to answer."
        ) from error
    except (OSError, http.client.HTTPException) as error:
        connection.close()
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
    if isinstance(ip, ipaddress.IPv6Address) and ip.ipv4_mapped:
        ip = ip.ipv4_mapped
    return ip.is_global and not ip.is_multicast


def _read_limited(response, deadline: float) -> bytes:
    limit = settings.FETCH_MAX_BYTES
    chunks, size = [], 0
    while True:
        if time.monotonic() > deadline:
            raise FetchError(
                f"The page took longer than {settings.FETCH_TIMEOUT_SECONDS} s to download."
            )
        try:
            chunk = response.read1(65536) if hasattr(response, "read1") else response.read(65536)
        except TimeoutError as error:
            raise FetchError(
                f"The page took longer than {settings.FETCH_TIMEOUT_SECONDS} s to download."
            ) from error
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

    def connect(self):
        self.sock = socket.create_connection((self._address, self.port), self.timeout)


class _PinnedHTTPSConnection(http.client.HTTPSConnection):
    def __init__(self, host, address, port, timeout):
        super().__init__(host, port, timeout=timeout, context=ssl.create_default_context())
        self._address = address

    def connect(self):
        sock = socket.create_connection((self._address, self.port), self.timeout)
        self.sock = self._context.wrap_socket(sock, server_hostname=self.host)
