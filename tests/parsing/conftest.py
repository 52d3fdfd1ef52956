import pytest

from parsing import load_nlp, parse
from parsing.nlp import DEFAULT_MODEL


@pytest.fixture(scope="session")
def nlp():
    return load_nlp(DEFAULT_MODEL)


@pytest.fixture
def parse_text(nlp):
    def parse_it(text: str, filename: str = "doc.txt", kind: str | None = None):
        return parse(text.encode("utf-8"), filename, kind, nlp=nlp)

    return parse_it
