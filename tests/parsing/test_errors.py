import pytest

from parsing import ParseError, parse
from tests.parsing.pdfgen import make_pdf

ENCRYPT = (
    "/Encrypt << /Filter /Standard /V 1 /R 2 /P -4 /O <" + "11" * 32 + "> /U <" + "22" * 32 + "> >>"
    " /ID [<" + "33" * 16 + "> <" + "33" * 16 + ">] "
)


@pytest.mark.parametrize("data", [b"", b"   \n\t "])
def test_empty_file(data, nlp):
    with pytest.raises(ParseError, match="empty"):
        parse(data, "cv.pdf", nlp=nlp)


def test_truncated_pdf(nlp):
    pdf = make_pdf([[(50, 700, "Ivo Truncated")]])
    with pytest.raises(ParseError, match="damaged or truncated"):
        parse(pdf[:60], "cv.pdf", nlp=nlp)


def test_encrypted_pdf(nlp):
    pdf = make_pdf([[(50, 700, "Jo Locked")]], extra_trailer=ENCRYPT)
    with pytest.raises(ParseError, match="encrypted"):
        parse(pdf, "cv.pdf", nlp=nlp)


def test_unsupported_binary(nlp):
    png = b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR" + bytes(64)
    with pytest.raises(ParseError, match="unsupported"):
        parse(png, "cv.pdf", nlp=nlp)


def test_zip_that_is_not_docx(nlp):
    import io
    import zipfile

    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        archive.writestr("notes.txt", "hello")
    with pytest.raises(ParseError, match="not a DOCX"):
        parse(buffer.getvalue(), "cv.docx", nlp=nlp)


def test_image_only_pdf_gives_an_empty_profile_with_a_warning(nlp):
    profile = parse(make_pdf([[]]), "scan.pdf", nlp=nlp)
    assert profile.name is None and profile.emails == [] and profile.text == ""
    assert profile.warnings == ["no text layer (scanned PDF?): no OCR is done"]
