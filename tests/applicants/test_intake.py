"""Upload validation: the type comes from the bytes, ZIPs are unpacked within limits."""

import zipfile

import pytest

from applicants import intake
from tests.factories import IVO_HOMEPAGE, ivo_cv_pdf, make_docx, make_zip


def only(items):
    assert len(items) == 1, items
    return items[0]


def test_a_pdf_is_recognised_by_its_bytes_whatever_its_name():
    item = only(intake.examine("cv.txt", ivo_cv_pdf()))
    assert isinstance(item, intake.Accepted)
    assert item.content_type == intake.PDF


def test_an_image_renamed_pdf_is_refused_and_says_what_it_is():
    item = only(intake.examine("cv.pdf", b"\x89PNG\r\n\x1a\n" + b"\x00" * 100))
    assert isinstance(item, intake.Rejected)
    assert "this is a PNG image" in item.message


def test_binary_junk_renamed_pdf_is_refused():
    item = only(intake.examine("cv.pdf", bytes(range(256)) * 4))
    assert isinstance(item, intake.Rejected)
    assert item.message.startswith("Not a supported file type")


def test_text_renamed_pdf_is_read_as_text():
    item = only(intake.examine("cv.pdf", b"Plain words, nothing else.\n"))
    assert item.content_type == intake.TEXT


def test_an_empty_file_is_refused():
    assert only(intake.examine("cv.pdf", b"")).message == "The file is empty."


def test_a_file_over_the_limit_is_refused(settings):
    settings.UPLOAD_MAX_BYTES = 10
    item = only(intake.examine("big.txt", b"x" * 11))
    assert isinstance(item, intake.Rejected)
    assert "larger than the 10 bytes limit" in item.message


def test_html_markdown_and_text_are_told_apart():
    assert only(intake.examine("a.txt", IVO_HOMEPAGE)).content_type == intake.HTML
    markdown = b"# Orla Fennimore\n\nSee [my projects](https://orla.example.org).\n"
    assert only(intake.examine("a.txt", markdown)).content_type == intake.MARKDOWN
    assert only(intake.examine("a.md", b"Just a line.\n")).content_type == intake.MARKDOWN
    assert only(intake.examine("a.html", b"Just a line.\n")).content_type == intake.TEXT


def test_text_in_a_legacy_encoding_is_decoded_and_recorded():
    data = "Zoë Müller-Ibáñez\nStraße 5, Café Résumé\n".encode("cp1252")
    item = only(intake.examine("cv.txt", data))
    assert item.content_type == intake.TEXT
    assert item.encoding == "windows-1252"
    assert item.full_content_type == "text/plain; charset=windows-1252"
    assert "Zoë Müller-Ibáñez" in intake.decoded_utf8(data, item.full_content_type).decode()


def test_a_docx_is_recognised_inside_its_zip_container():
    item = only(intake.examine("cv.zip", make_docx(["Orla Fennimore", "Curriculum vitae"])))
    assert item.content_type == intake.DOCX


def test_other_office_files_are_refused():
    data = make_zip({"[Content_Types].xml": b"<Types/>", "xl/workbook.xml": b"<workbook/>"})
    item = only(intake.examine("sheet.xlsx", data))
    assert "only Word (DOCX)" in item.message


def test_a_zip_unpacks_into_its_documents_named_after_the_archive():
    data = make_zip(
        {
            "orla/cv.pdf": ivo_cv_pdf(),
            "orla/home.html": IVO_HOMEPAGE,
            "orla/.DS_Store": b"\x00\x01",
            "__MACOSX/orla/._cv.pdf": b"junk",
        }
    )
    items = intake.examine("orla.zip", data)
    assert [(i.name, i.content_type) for i in items] == [
        ("orla.zip › orla/cv.pdf", intake.PDF),
        ("orla.zip › orla/home.html", intake.HTML),
    ]


def test_a_zip_with_bad_members_keeps_the_good_ones():
    data = make_zip({"cv.pdf": ivo_cv_pdf(), "empty.txt": b"", "photo.jpg": b"\xff\xd8\xff\xe0xx"})
    items = {i.name: i for i in intake.examine("mixed.zip", data)}
    assert isinstance(items["mixed.zip › cv.pdf"], intake.Accepted)
    assert items["mixed.zip › empty.txt"].message == "The file is empty."
    assert "JPEG" in items["mixed.zip › photo.jpg"].message


@pytest.mark.parametrize("name", ["../evil.txt", "/etc/passwd", "a/../../b.txt", "..\\win.txt"])
def test_a_zip_with_path_traversal_names_is_refused_whole(name):
    data = make_zip({"cv.txt": b"Fine.", name: b"Not fine."})
    item = only(intake.examine("evil.zip", data))
    assert isinstance(item, intake.Rejected)
    assert "unsafe file names" in item.message


def test_a_zip_bomb_is_refused_by_its_compression_ratio():
    data = make_zip({"zeros.txt": b"\0" * 5_000_000})
    assert len(data) < 10_000
    item = only(intake.examine("bomb.zip", data))
    assert isinstance(item, intake.Rejected)
    assert "ZIP bomb" in item.message


def test_a_zip_that_unpacks_to_too_much_is_refused(settings):
    settings.ZIP_MAX_TOTAL_BYTES = 1000
    data = make_zip({f"f{i}.txt": b"word " * 100 for i in range(3)}, zipfile.ZIP_STORED)
    item = only(intake.examine("big.zip", data))
    assert "unpacks to more than 1000 bytes" in item.message


def test_a_zip_with_too_many_files_is_refused(settings):
    settings.ZIP_MAX_FILES = 2
    data = make_zip({f"f{i}.txt": b"Some words." for i in range(3)})
    assert "more than 2 files" in only(intake.examine("many.zip", data)).message


def test_a_zip_whose_headers_lie_about_sizes_is_still_capped(settings):
    settings.UPLOAD_MAX_BYTES = 1000
    data = bytearray(make_zip({"big.txt": b"A" * 900 + b"B" * 900}, zipfile.ZIP_STORED))
    # Rewrite the declared size in the central directory to look small.
    central = data.rfind(b"PK\x01\x02")
    data[central + 24 : central + 28] = (10).to_bytes(4, "little")
    items = intake.examine("liar.zip", bytes(data))
    assert all(isinstance(i, intake.Rejected) for i in items)


def test_a_damaged_zip_is_refused():
    assert "damaged" in only(intake.examine("broken.zip", b"PK\x03\x04garbage")).message


def test_nested_archives_are_not_unpacked():
    inner = make_zip({"cv.txt": b"Words."})
    items = intake.examine("outer.zip", make_zip({"inner.zip": inner}))
    assert only(items).message == "Archives inside archives are not unpacked."


WIDE_TEXT = "Orla Fennimore\norla.fennimore@example.org\nEducation\nMSc, Univ. of Lanthorne\n"


@pytest.mark.parametrize(
    ("encoded", "encoding"),
    [
        (WIDE_TEXT.encode("utf-16"), "utf-16"),
        (WIDE_TEXT.encode("utf-32"), "utf-32"),
        (WIDE_TEXT.encode("utf-16-le"), "utf-16-le"),
        (WIDE_TEXT.encode("utf-16-be"), "utf-16-be"),
        (WIDE_TEXT.encode("utf-32-le"), "utf-32-le"),
        (WIDE_TEXT.encode("utf-32-be"), "utf-32-be"),
    ],
)
def test_utf16_and_utf32_text_is_recognised_with_or_without_a_byte_order_mark(encoded, encoding):
    item = only(intake.examine("cv.txt", encoded))
    assert isinstance(item, intake.Accepted)
    assert (item.content_type, item.encoding) == (intake.TEXT, encoding)
    assert intake.decoded_utf8(encoded, item.full_content_type).decode() == WIDE_TEXT


def test_an_html_page_in_utf16_is_recognised_as_html():
    item = only(intake.examine("page", IVO_HOMEPAGE.decode().encode("utf-16")))
    assert item.content_type == intake.HTML


def test_damaged_utf16_is_refused_with_what_to_do():
    damaged = WIDE_TEXT.encode("utf-16-le") + "\ud800".encode("utf-16-le", "surrogatepass")
    item = only(intake.examine("cv.txt", damaged + WIDE_TEXT.encode("utf-16-le")))
    assert isinstance(item, intake.Rejected)
    assert item.message.startswith("The file looks like UTF-16 text but is damaged")
    assert "save it again as UTF-8" in item.message


def test_a_stray_nul_byte_is_text_all_the_same():
    data = b"Orla Fennimore\n" + b"Research notes on lanterns.\n" * 400 + b"\x00 and more text\n"
    assert len(data) > 8192
    item = only(intake.examine("cv.txt", data))
    assert isinstance(item, intake.Accepted)
    assert item.content_type == intake.TEXT


def test_a_file_with_many_nul_bytes_is_binary_wherever_they_are():
    data = b"Orla Fennimore\n" * 600 + b"\x00\x01\x02\x03" * 2000
    item = only(intake.examine("cv.txt", data))
    assert isinstance(item, intake.Rejected)
    assert item.message.startswith("Not a supported file type: the content is binary")
