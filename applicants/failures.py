"""What a coordinator is told when a document fails in a way the parser did not name.

The parser raises ParseError with its own sentence for what it recognises. These are
the other ways an uploaded file can make a parse fail, each with what to do about it;
anything not listed is a bug of ours and keeps the "unexpected error" reason.
"""

import zipfile
import zlib
from xml.etree.ElementTree import ParseError as ElementTreeError
from xml.parsers.expat import ExpatError

from django.conf import settings
from django.db import DataError
from lxml import etree

from applicants import intake

DAMAGED_XML = (etree.LxmlError, ElementTreeError, ExpatError)
DAMAGED_PACKING = (zipfile.BadZipFile, zlib.error, EOFError)

FORMAT_NAMES = {
    intake.PDF: "PDF",
    intake.DOCX: "Word file",
    intake.HTML: "HTML page",
    intake.MARKDOWN: "Markdown file",
    intake.TEXT: "text file",
}


def failure_reason(error: BaseException, content_type: str) -> str | None:
    """A sentence for a failure the document caused, or None when it is not one of those."""
    media_type = intake.media_type(content_type)
    what = FORMAT_NAMES.get(media_type, "file")
    if isinstance(error, MemoryError):
        return (
            f"Reading this {what} needed more than the {settings.WORKER_MAX_MEMORY_MB} MB of "
            "memory a worker may use, so it was stopped (it may be a compression bomb or hold "
            "huge embedded content). Save it again smaller, for example printed to PDF, "
            "and upload that."
        )
    if isinstance(error, RecursionError):
        return (
            f"The {what} is nested too deeply to read (elements or quotes inside one another "
            "thousands of levels deep). Save it again from its editor or browser, or upload a "
            "PDF of it."
        )
    if isinstance(error, DAMAGED_XML):
        if media_type == intake.DOCX:
            return (
                "The Word file's inner XML is damaged. Open it in Word or LibreOffice, save it "
                "again and upload that, or upload a PDF of it."
            )
        return (
            f"The {what} is malformed beyond repair. Save the page again from the browser, "
            "or upload a PDF of it."
        )
    if isinstance(error, DAMAGED_PACKING):
        return (
            f"The {what} is damaged: a compressed part of it cannot be unpacked. Save it again "
            "from its editor, or upload a PDF of it."
        )
    if isinstance(error, UnicodeError):
        return (
            f"The {what}'s text could not be decoded. Save it again as UTF-8 and upload that, "
            "or upload a PDF of it."
        )
    if isinstance(error, DataError):
        return (
            f"Text read from this {what} could not be stored (the database refuses some of its "
            "characters or values). Save it again as a PDF or as UTF-8 text and upload that."
        )
    return None
