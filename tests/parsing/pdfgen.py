"""A few lines of PDF syntax: Helvetica text at given positions, enough to test layout."""

PAGE_WIDTH, PAGE_HEIGHT = 612, 792


def _escape(text: str) -> str:
    return text.replace("\\", "\\\\").replace("(", "\\(").replace(")", "\\)")


def make_pdf(
    pages: list[list[tuple[float, float, str]]], size: int = 10, extra_trailer: str = ""
) -> bytes:
    """pages: for each page, (x, y, text) runs; y counts from the bottom, as in PDF."""
    objects: list[str] = []
    page_ids = []
    font_id = 3
    objects.append("<< /Type /Catalog /Pages 2 0 R >>")
    objects.append("")  # pages, filled in below
    objects.append(
        "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>"
    )
    for runs in pages:
        stream = "".join(
            f"BT /F1 {size} Tf {x} {y} Td ({_escape(text)}) Tj ET\n" for x, y, text in runs
        )
        objects.append(f"<< /Length {len(stream.encode('latin-1'))} >>\nstream\n{stream}endstream")
        content_id = len(objects)
        objects.append(
            f"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 {PAGE_WIDTH} {PAGE_HEIGHT}] "
            f"/Resources << /Font << /F1 {font_id} 0 R >> >> /Contents {content_id} 0 R >>"
        )
        page_ids.append(len(objects))
    kids = " ".join(f"{i} 0 R" for i in page_ids)
    objects[1] = f"<< /Type /Pages /Kids [{kids}] /Count {len(page_ids)} >>"
    out = b"%PDF-1.4\n"
    offsets = []
    for number, body in enumerate(objects, start=1):
        offsets.append(len(out))
        out += f"{number} 0 obj\n{body}\nendobj\n".encode("latin-1")
    xref = len(out)
    out += f"xref\n0 {len(objects) + 1}\n0000000000 65535 f \n".encode()
    out += "".join(f"{o:010d} 00000 n \n" for o in offsets).encode()
    out += (
        f"trailer\n<< /Size {len(objects) + 1} /Root 1 0 R {extra_trailer}>>\n"
        f"startxref\n{xref}\n%%EOF\n"
    ).encode()
    return out


def lines_at(x: float, top: float, texts: list[str], leading: float = 14) -> list[tuple]:
    """Runs for consecutive lines starting at y=top and going down."""
    return [(x, top - i * leading, text) for i, text in enumerate(texts)]
