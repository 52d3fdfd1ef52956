"""pdfminer.six's extract_pages with bounds: at most MAX_PDF_PAGES pages, and at most
MAX_PAGE_OBJECTS characters and shapes of a page laid out (pdfminer's grouping of
characters into lines is quadratic on a page packed with tiny text)."""

import io
from collections.abc import Iterator

from pdfminer.converter import PDFPageAggregator
from pdfminer.layout import LAParams, LTPage
from pdfminer.pdfinterp import PDFPageInterpreter, PDFResourceManager
from pdfminer.pdfpage import PDFPage

from parsing.limits import MAX_PAGE_OBJECTS, MAX_PDF_PAGES


class _BoundedAggregator(PDFPageAggregator):
    def end_page(self, page: PDFPage) -> None:
        objects = self.cur_item._objs
        self.cut = len(objects) > MAX_PAGE_OBJECTS
        del objects[MAX_PAGE_OBJECTS:]
        super().end_page(page)


def bounded_pages(data: bytes, laparams: LAParams) -> Iterator[tuple[PDFPage, LTPage, bool]]:
    """Each page (for its annotations), its layout, and whether objects past
    MAX_PAGE_OBJECTS were left out."""
    resources = PDFResourceManager(caching=True)
    device = _BoundedAggregator(resources, laparams=laparams)
    interpreter = PDFPageInterpreter(resources, device)
    for page in PDFPage.get_pages(io.BytesIO(data), maxpages=MAX_PDF_PAGES, caching=True):
        interpreter.process_page(page)
        yield page, device.get_result(), device.cut
