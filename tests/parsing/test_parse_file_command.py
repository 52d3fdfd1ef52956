import json

from django.core.management import call_command

from parsing import PARSER_VERSION, parse_many
from tests.parsing.pdfgen import make_pdf

CV = (
    b"Nils Commandline\nnils@example.org\n\n"
    b"EDUCATION\nNorthfield University, B.S. in Physics\t2019 - 2023\n"
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
