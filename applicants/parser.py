"""The seam to the parsing library: one spaCy pipeline per worker process, shared by its tasks."""

from django.conf import settings

import parsing
from parsing import ParseError, load_nlp, parse

__all__ = ["ParseError", "get_nlp", "parse_bytes", "parser_version"]


def get_nlp():
    # parsing.load_nlp caches per process and loads only NER; parse() hands this pipeline
    # to its helpers (whole_entity_label), so SPACY_MODEL is the one model in memory.
    return load_nlp(settings.SPACY_MODEL)


def parse_bytes(data: bytes, filename: str, kind: str | None = None):
    return parse(data, filename, kind, nlp=get_nlp())


def parser_version() -> str:
    return str(getattr(parsing, "PARSER_VERSION", ""))
