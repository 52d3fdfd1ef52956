"""Turning a document's bytes into a Profile. Plain functions; imports no Django model."""

from parsing.errors import ParseError
from parsing.kind import detect_kind
from parsing.nlp import load_nlp
from parsing.pipeline import parse, parse_many
from parsing.profile import Education, Experience, Profile, Publication

PARSER_VERSION = "2.11.0"

__all__ = [
    "PARSER_VERSION",
    "Education",
    "Experience",
    "ParseError",
    "Profile",
    "Publication",
    "detect_kind",
    "load_nlp",
    "parse",
    "parse_many",
]
