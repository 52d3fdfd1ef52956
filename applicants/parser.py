"""The seam to the parsing library: one spaCy pipeline per worker process, shared by its tasks."""

import threading

from django.conf import settings

import parsing
from parsing import ParseError, parse

__all__ = ["ParseError", "get_nlp", "parse_bytes", "parser_version"]

_lock = threading.Lock()
_pipelines: dict[str, object] = {}


def get_nlp():
    name = settings.SPACY_MODEL
    pipeline = _pipelines.get(name)
    if pipeline is None:
        with _lock:
            pipeline = _pipelines.get(name)
            if pipeline is None:
                import spacy

                pipeline = _pipelines[name] = spacy.load(name)
    return pipeline


def parse_bytes(data: bytes, filename: str, kind: str | None = None):
    return parse(data, filename, kind, nlp=get_nlp())


def parser_version() -> str:
    return str(getattr(parsing, "PARSER_VERSION", ""))
