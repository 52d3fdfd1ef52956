import json

import pytest
from django.core.management import CommandError, call_command

from parsing import PARSER_VERSION, ParseError, parse, parse_many, pipeline
from parsing.errors import ParserFault
from tests.parsing.pdfgen import make_pdf

CV = (
    b"Nils Commandline\nnils@example.org\n\n"
    b"EDUCATION\nNorthfield University, B.S. in Geophysics\t2019 - 2023\n"
)
CONTRACT_KEYS = {"file", "kind", "name", "emails", "phones", "links", "education", "experience",
                 "publications", "skills", "awards"}  # fmt: skip


def test_prints_json_lines_and_continues_after_a_bad_file(tmp_path, capsys):
    good = tmp_path / "cv.txt"
    good.write_bytes(CV)
    bad = tmp_path / "broken.pdf"
    bad.write_bytes(make_pdf([[(50, 700, "x")]])[:50])
    empty = tmp_path / "empty.txt"
    empty.write_bytes(b"")
    call_command("parse_file", str(good), str(bad), str(empty))
    objects = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert [o["file"] for o in objects] == [str(good), str(bad), str(empty)]
    assert set(objects[0]) >= CONTRACT_KEYS and objects[0]["parser_version"] == PARSER_VERSION
    assert objects[0]["name"] == "Nils Commandline"
    assert objects[0]["education"][0]["institution"] == "Northfield University"
    assert "damaged" in objects[1]["error"] and "empty" in objects[2]["error"]


def test_parse_many_returns_errors_in_place(nlp):
    results = parse_many([(CV, "cv.txt"), (b"", "empty.txt"), (CV, "again.txt", "cv")], nlp=nlp)
    assert [type(r).__name__ for r in results] == ["Profile", "ParseError", "Profile"]


def test_missing_name_falls_back_to_named_entities(nlp):
    letter = (
        b"Dear Committee,\n\nMy name appears only in prose here: this letter was written by "
        b"Oskar Hallbergsson for the summer programme, and it is long enough to be prose.\n"
    )
    (profile,) = parse_many([(letter, "letter.txt", "cover_letter")], nlp=nlp)
    assert profile.name in (None, "Oskar Hallbergsson")


@pytest.fixture
def faulty_links(monkeypatch):
    """A parser bug on documents that say "FAULT": an exception no stage expects."""
    real = pipeline.find_links

    def find_links(document, header):
        if any("FAULT" in line for line in document.lines):
            raise IndexError("a bug in a field extractor")
        return real(document, header)

    monkeypatch.setattr(pipeline, "find_links", find_links)


def test_a_parser_fault_on_one_document_is_reported_in_its_place(nlp, faulty_links):
    results = parse_many([(CV, "a.txt"), (CV + b"FAULT\n", "b.txt"), (CV, "c.txt")], nlp=nlp)
    assert [type(r).__name__ for r in results] == ["Profile", "ParserFault", "Profile"]
    assert "IndexError: a bug in a field extractor" in results[1].message
    assert results[2].name == "Nils Commandline"


def test_parse_lets_a_parser_fault_through_for_the_worker_to_report(nlp, faulty_links):
    with pytest.raises(IndexError):
        parse(CV + b"FAULT\n", "cv.txt", nlp=nlp)
    assert not issubclass(IndexError, ParseError) and issubclass(ParserFault, ParseError)


def test_parse_file_prints_an_error_for_a_faulty_document_and_goes_on(
    tmp_path, capsys, faulty_links
):
    faulty, good = tmp_path / "faulty.txt", tmp_path / "good.txt"
    faulty.write_bytes(CV + b"FAULT\n")
    good.write_bytes(CV)
    call_command("parse_file", str(faulty), str(good))
    objects = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert "IndexError" in objects[0]["error"] and "name" not in objects[0]
    assert objects[1]["name"] == "Nils Commandline"


def test_parse_file_exits_with_1_when_no_document_could_be_parsed(tmp_path, capsys):
    empty = tmp_path / "empty.txt"
    empty.write_bytes(b"")
    with pytest.raises(CommandError) as raised:
        call_command("parse_file", str(empty), str(tmp_path / "missing.pdf"))
    assert raised.value.returncode == 1
    objects = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert [o["error"] for o in objects] == ["no such file", "the file is empty"]
