"""The extracted text of one document, shared by all field extractors.

Lines hold plain text; a tab separates cells that sat far apart on the same
visual row (a right-aligned date beside an institution), and bullets are
normalised to a leading "• ". Empty strings mark paragraph breaks.
"""

import re
import unicodedata
from dataclasses import dataclass, field

from parsing.patterns import URL_SCHEME_AND_WWW
from parsing.profile import Profile

BULLET = "• "
_BULLET_CHARS = "•●◦▪▫■□►▸‣⁃○◆◇➢➤✓✔∙·⋅∠⋄⋆▹▻*-–—"
_BULLET_SET = frozenset(_BULLET_CHARS)
_BULLET_RE = re.compile(rf"^\s*[{re.escape(_BULLET_CHARS)}]+\s+")
_ZERO_WIDTH_RE = re.compile("[\u00ad\u200b-\u200f\u2060-\u2064\ufeff]")
# Private-use icons, and the replacement character an icon-font glyph reads as (pdf_words).
_PRIVATE_USE_RE = re.compile("[\ue000-\uf8ff\U000f0000-\U000ffffd\ufffd]")
# Brackets that held only icons ("Title, CVPR 2024 [<pdf icon> <code icon>]"), once the icons
# are dropped: an empty pair, or one a line break cut, its half at the line's end.
_ICON_BRACKETS_RE = re.compile(r"[\[(]\s*[\])]|\s[\[(]\s*$|^\s*[\])](?=\s*$)")
# A glyph the font maps to no text, as pdfminer writes it: "(cid:7)", its number as group 1.
CID_GLYPH_RE = re.compile(r"\(cid:(\d+)\)")
_EMOJI_RE = re.compile("[\u2600-\u27bf\U0001f300-\U0001faff\u2b00-\u2bff\ufe0f]")
# Dingbats (stars, boxes, checks, arrows) in the emoji range that open a line are its bullet,
# not an icon to drop: "➢ Item", "✓ Item", "❖ Item".
# A combining mark with no letter before it, opening a line: an icon font's glyph that the
# text layer mapped to a spacing accent ("¸", a trophy before each item): the item's bullet.
_LEADING_LONE_MARK_RE = re.compile("^\\s*[\u0300-\u036f]+\\s+")
_LEADING_DINGBAT_RE = re.compile(
    "^\\s*[\u2605\u2606\u2610-\u2612\u2713-\u2718\u2726\u2727\u2756\u276f\u2771\u2794-\u27bf]"
    "\ufe0f?\\s+"
)


# An address shortened for show, no domain in it: "in/jane-doe", "git/jdoe", "portfolio/jdoe".
SHORT_ADDRESS_RE = re.compile(r"[a-z]{1,12}/[a-z0-9][\w.-]{1,39}")


@dataclass
class Link:
    text: str
    href: str

    def shows_short_address(self) -> bool:
        """The anchor is a site's short word and a handle, which no address finder reads."""
        return SHORT_ADDRESS_RE.fullmatch(self.text.strip()) is not None

    def shows_part_of_target(self) -> bool:
        """The anchor shows the target's address cut short or with characters the text layer
        lost ("www.example.edu/ jdoe" over "http://www.example.edu/~jdoe")."""
        shown, target = address_key(self.text), address_key(self.href)
        return len(shown) >= MIN_ADDRESS_KEY_CHARS and target.startswith(shown)


# Fewer letters and digits than this in an address say too little to match it to another.
MIN_ADDRESS_KEY_CHARS = 6


def address_key(url: str) -> str:
    """An address as its letters and digits, without scheme and "www.": how a link target
    and the same address extracted from the text layer (with "~" or "/" lost) compare."""
    url = re.sub(rf"^{URL_SCHEME_AND_WWW}", "", url.strip().lower())
    return re.sub(r"[\W_]", "", url)


@dataclass(frozen=True)
class LineStyle:
    """How a PDF line is set: its largest font size in points, its weight, and where it sits
    (page number from 0; left edge and top as fractions of the page's width and height)."""

    size: float
    bold: bool
    page: int
    x0: float
    top: float


@dataclass
class Document:
    lines: list[str]
    fmt: str  # pdf, html, markdown, text, docx
    links: list[Link] = field(default_factory=list)
    heading_lines: set[int] = field(default_factory=set)
    # Sections named only by the markup (a heading inside <section id="awards">), by line.
    section_hints: dict[int, str] = field(default_factory=dict)
    title: str | None = None  # a front-matter or <title> value
    # Front-matter keys ("name", "github", "email" of an academicpages author block) and the
    # page's copyright line ("© 2026 Jane Doe"), which themes put in a dropped footer.
    meta: dict[str, str] = field(default_factory=dict)
    # Facts the document states in structure (front matter, schema.org Person), which the
    # parser prefers over what it reads from the prose.
    facts: Profile | None = None
    warnings: list[str] = field(default_factory=list)
    # PDFs only: one style a line (None for a blank one), and the font size of body text.
    styles: list[LineStyle | None] = field(default_factory=list)
    body_size: float = 0.0

    @property
    def text(self) -> str:
        return "\n".join(line.replace("\t", "   ") for line in self.lines).strip()


# Unicode hyphens (U+2010; NFKC turns the non-breaking U+2011 into it) as the ASCII one, so
# that words split at a line break rejoin and hyphenated words match like typed ones.
_HYPHENS = str.maketrans({"\u2010": "-", "\u2011": "-"})


# LaTeX sets an accent as a glyph of its own before its letter ("Gr¨unwald" for \"u): the
# spacing accent and the letter after it (a dotless i under an accent) as one accented letter.
_COMBINING_OF_SPACING_ACCENT = {
    "\u00a8": "\u0308", "\u00b4": "\u0301", "\u02c6": "\u0302", "\u02dc": "\u0303",
    "\u00b8": "\u0327", "\u02c7": "\u030c", "\u02d8": "\u0306", "\u02da": "\u030a",
    "\u02dd": "\u030b",
}  # fmt: skip
_SPACING_ACCENT_RE = re.compile(f"([{''.join(_COMBINING_OF_SPACING_ACCENT)}])([A-Za-z\u0131])")


# The grave accent of LaTeX's OT1 fonts comes out as the ASCII backquote before its vowel
# ("Acsyst`eme", "H´el`ene", "Universit`a"): only inside a word, after a letter, so that a
# Markdown code span stays as it is.
_GRAVE_ACCENT_RE = re.compile(r"(?<=[^\W\d_])`([aeiouAEIOU])")


# A font that sets an accent after its letter, apart from it ("Andre ́ ,"; NFKC reads a
# spacing acute "´" as a space and the combining mark): the mark joins the letter before.
_DETACHED_MARK_RE = re.compile(r"([^\W\d_])\s+([\u0300-\u036f]+)(?=[\s,.;:)]|$)")


def _attached(match: re.Match) -> str:
    return unicodedata.normalize("NFC", match.group(1) + match.group(2))


def _grave(match: re.Match) -> str:
    return unicodedata.normalize("NFC", match.group(1) + "\u0300")


def _accented(match: re.Match) -> str:
    letter = "i" if match.group(2) == "\u0131" else match.group(2)
    return unicodedata.normalize("NFC", letter + _COMBINING_OF_SPACING_ACCENT[match.group(1)])


def fold_accents(text: str) -> str:
    """The text without its accents ("Formação" -> "Formacao"), for comparing words."""
    decomposed = unicodedata.normalize("NFKD", text)
    return "".join(c for c in decomposed if not unicodedata.combining(c))


# An address with a space after its "@" ("2023001@ mails.example.edu"), before a dotted domain.
SPACED_AT_RE = re.compile(
    r"(?<=[\w.+-])@ (?=[A-Za-z0-9-]{1,63}(?:\.[A-Za-z0-9-]{1,63}){0,8}\.[A-Za-z]{2,}\b)"
)


def clean_line(line: str) -> str:
    """Normalise one line: ligatures, invisible and icon glyphs, bullets, spacing."""
    line = _SPACING_ACCENT_RE.sub(_accented, line)
    if "`" in line:
        line = _GRAVE_ACCENT_RE.sub(_grave, line)
    line = CID_GLYPH_RE.sub(" ", line)
    line = _ZERO_WIDTH_RE.sub("", line)
    if _PRIVATE_USE_RE.search(line):
        line = _ICON_BRACKETS_RE.sub(" ", _PRIVATE_USE_RE.sub(" ", line))
    line = _LEADING_DINGBAT_RE.sub(BULLET, line, count=1)
    line = _EMOJI_RE.sub(" ", line)
    line = unicodedata.normalize("NFKC", line).replace("\u2044", "/").translate(_HYPHENS)
    line = _LEADING_LONE_MARK_RE.sub(BULLET, line, count=1)  # after NFKC: "¸" -> " ̧"
    if _DETACHED_MARK_RE.search(line):
        line = _DETACHED_MARK_RE.sub(_attached, line)
    if "@ " in line:
        line = SPACED_AT_RE.sub("@", line)  # "jo@ example.org": a word processor's space
    cells = [" ".join(cell.split()) for cell in line.split("\t")]
    line = "\t".join(cell for cell in cells if cell)
    if _BULLET_RE.match(line):
        rest = _BULLET_RE.sub("", line, count=1)
        line = BULLET + rest if rest else ""
    elif line.strip() in _BULLET_SET:
        line = ""
    return line


# An icon font's map pin read as a lone sign of another font ("‰ Lima", "½ Lima").
_SIGN_GLYPH_RE = re.compile(r"^\s*(?:[^\w\s\"'“‘(\[{@#$€£+]|[\u00bc-\u00be\u2150-\u215f])\s+")


def without_marker(text: str) -> str:
    """A cell without the bullet or icon the text layer read as a sign before it ("* Lima")."""
    return _SIGN_GLYPH_RE.sub("", _BULLET_RE.sub("", text, count=1), count=1)


def is_bullet(line: str) -> bool:
    return line.startswith(BULLET)


def strip_bullet(line: str) -> str:
    return line[len(BULLET) :] if line.startswith(BULLET) else line


def join_hyphenated(lines: list[str]) -> list[str | None]:
    """Join words split across line breaks ("Uni-" + "versity") onto the first line. A line
    wholly moved up becomes None: it leaves no blank line (a paragraph break) behind."""
    out: list[str | None] = list(lines)
    for i in range(len(out) - 1):
        current, following = out[i], out[i + 1]
        if current is None or following is None:
            continue
        # "Uni-" and also a capitalised word's stump of two letters ("Karolinska In-").
        if re.search(r"(?:[a-z]{2}|\b[A-Z][a-z])-$", current) and re.match(r"[a-z]", following):
            word, _, rest = following.partition(" ")
            out[i] = current[:-1] + word
            out[i + 1] = rest or None
    return out


def finish(lines: list[str]) -> list[str]:
    """Clean every line and collapse runs of empty lines to one."""
    return finish_styled(lines, [None] * len(lines))[0]


def finish_styled(lines: list[str], styles: list) -> tuple[list[str], list]:
    """finish(), keeping each kept line's style beside it."""
    cleaned = join_hyphenated([clean_line(line) for line in lines])
    out: list[str] = []
    kept: list = []
    for line, style in zip(cleaned, styles, strict=True):
        if line is None:
            continue
        if line or (out and out[-1]):
            out.append(line)
            kept.append(style if line else None)
    while out and not out[-1]:
        out.pop()
        kept.pop()
    return out, kept
