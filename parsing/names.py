"""Name-shaped text and the places a name is written; parsing.name_scoring picks among them."""

import re
import unicodedata

from parsing.dates import YEAR
from parsing.document import fold_accents, strip_bullet
from parsing.education import INSTITUTION_RE
from parsing.orgs import ROLE_RE
from parsing.patterns import DASHES, LONG_DASHES, LOWER_LATIN, SEPARATORS, UPPER_LATIN
from parsing.places import is_city_name
from parsing.sections import heading_key, unspaced_heading

# Latin-1 plus the capitals of Latin Extended-A that names start with (Łukasz, Şahin, İlkay);
# its lower-case letters may sit inside a word (Aydın, Dvořák). Latin Extended Additional
# holds Vietnamese letters with two diacritics (Trần, Đức, Nguyễn).
_VIET_UPPER = "".join(c for c in map(chr, range(0x1E00, 0x1F00)) if c.isupper())
# Cyrillic names ("Анна Петрова") are written by applicants from Russia, Ukraine, Bulgaria, ...
CYRILLIC_UPPER, CYRILLIC_LOWER = "А-ЯЁІЇЄҐ", "а-яёіїєґ"
# Vietnamese horned letters (Ơ ơ Ư ư: "Trương", "Nguyễn Văn Cường") sit in Latin Extended-B.
VIET_HORNS_UPPER, VIET_HORNS_LOWER = "ƠƯ", "ơư"
UPPER = UPPER_LATIN + "ĀĆČĎĐĒĘĚĞİŁŃŇŌŐŒŘŚŞŠŤŪŰŹŻŽ" + _VIET_UPPER + VIET_HORNS_UPPER + CYRILLIC_UPPER
LETTER = (
    LOWER_LATIN
    + UPPER_LATIN
    + "\u0100-\u017f\u1e00-\u1eff"
    + VIET_HORNS_UPPER
    + VIET_HORNS_LOWER
    + CYRILLIC_UPPER
    + CYRILLIC_LOWER
)
# Arabic names' lower-case article or kinship word before a capitalised part ("al-Farsi",
# "el-Amin", "ibn Yusuf", "bint Khalid"), and Malay "binti" ("Siti Aminah binti Yusof").
# "Md." and "Mohd.", the short forms of Muhammad that Bangladeshi and Malaysian names write.
NAME_TOKEN = (
    rf"(?:[{UPPER}][{LETTER}'’-]+|[{UPPER}]\.(?:[{UPPER}]\.){{0,2}}|[{UPPER}]{{2,}}|M(?:d|ohd|uhd)\.|"
    r"(?:de|da|van|von|der|del|di|le|la|bin|binti|ibn|bint|dos|du)\b|"
    rf"(?:al|el|ad|ar|as|ash|at|az|an)[-‐][{UPPER}][{LETTER}'’-]+)"
)
# Given names as initials without periods before the surname ("S M Rahman", "A K M Haque"):
# two initials at least, so that "A Brief History" is no name.
_WORD = rf"[{UPPER}][{LETTER}'’-]+"
LEADING_INITIALS_NAME = rf"(?:[{UPPER}]\s+){{2,3}}{_WORD}(?:\s+{_WORD})?"
LEADING_INITIALS_RE = re.compile(rf"^{LEADING_INITIALS_NAME}$")
# Up to six words: "María José de la Fuente Ortiz"; a middle initial may go without its
# period ("Ravi K Menon"), never the last word.
NAME_RE = re.compile(
    rf"^(?:{NAME_TOKEN}(?:\s+(?:{NAME_TOKEN}|[{UPPER}](?=\s))){{1,5}}|{LEADING_INITIALS_NAME})$"
)
NOT_NAME_WORDS = {
    "curriculum", "vitae", "resume", "résumé", "cv", "university", "institute", "college",
    "education", "experience", "publications", "skills", "about", "contact", "statement",
    "purpose", "letter", "dear", "page", "research", "engineer", "student", "department",
    "school", "lab", "laboratory", "homepage", "home", "welcome", "personal", "portfolio",
    "email", "phone", "selection", "committee", "summary", "profile", "objective", "work",
    "professor", "sincerely", "regards", "science", "computer", "engineering", "street", "avenue",
    # Link words of a contact row ("CV · Google Scholar · GitHub").
    "google", "scholar", "github", "linkedin", "twitter", "orcid", "researchgate", "dblp",
    "website", "webpage",
    # A recipient's unit in a letter's address block ("Systems Group, ETH Zürich").
    "group", "systems", "division", "centre", "center", "team", "office",
    # A title line under the name ("Undergraduate Researcher", "PhD Candidate").
    "researcher", "candidate", "intern", "scientist", "developer", "analyst", "undergraduate",
    "graduate", "postdoctoral", "fellow", "lecturer", "assistant", "associate", "hello", "hi",
    "news", "blog", "projects", "teaching", "updated", "photo", "address",
    # A form's label before the name on its row ("Name  Jane Doe").
    "name",
    # A lab's member list, a university's own name under its logo.
    "principal", "investigator", "postdoc", "members", "people", "alumni", "politecnico",
    "università", "universita", "universidad", "universidade", "universität", "universitat",
    "université", "universite", "universiteit", "instituto", "istituto", "école", "ecole",
    "universitas", "universiti", "institut", "politeknik",
    # An employer's name on a résumé's first rows ("Engineer | Some Technologies").
    "technologies", "technology", "inc", "llc", "ltd", "corp", "corporation", "company",
    "solutions", "labs", "gmbh", "foundation", "agency", "hospital", "consulting", "services",
    "software", "electronics",
    # A university's short name under its logo ("Georgia Tech", "Virginia Tech").
    "tech",
    # Headings of a CV's or a homepage's first blocks ("Current Position", "Job Market Paper")
    # and a site's search box.
    "position", "positions", "paper", "papers", "search",
    # A homepage's prose headings ("Academic Journey", "Research Background", "My History").
    "academic", "journey", "background", "interests", "biography", "overview", "my", "our",
    "history", "story",
    # A research-interest list in place of a name on a page that never states it
    # ("Large Language Models", "Speech Recognition").
    "models", "learning", "language", "languages", "processing", "vision", "networks",
    "intelligence", "recognition", "detection", "robotics", "retrieval", "generation",
    # The same units and job titles in the other languages applicants write in.
    "centro", "facultad", "faculdade", "escuela", "escola", "departamento", "département",
    "ingénieur", "ingenieur", "ingeniero", "engenheiro", "développeur", "desarrollador",
    "desenvolvedor", "estudiante", "étudiant", "etudiant",
}  # fmt: skip
CLOSING_RE = re.compile(
    r"^(?:(?:sincerely|best regards|kind regards|regards|yours sincerely|yours truly|"
    r"respectfully|best wishes|warm regards|warmest regards|kindest regards|thank you|thanks|"
    r"yours faithfully|faithfully|cordially|with gratitude|all the best|"
    # The same closings in the languages applicants write letters in.
    r"с уважением|cordialement|bien cordialement|mit freundlichen grüßen|viele grüße|"
    r"atentamente|saludos cordiales|cordiali saluti|distinti saluti|met vriendelijke groet(?:en)?|"
    r"atenciosamente|se despide|un (?:cordial )?saludo|saludos|cordialmente)(?!\w)|"
    r"best\s*,?\s*$)",
    re.I,
)
TITLE_TRIM_RE = re.compile(rf"(['’]s\s+.*$|\s*[,|{DASHES}]\s+.*$|\s*\(.*\)\s*$)")


def looks_like_name(text: str) -> bool:
    text = text.strip()
    if not NAME_RE.match(text) or len(text) > 40:
        return False
    words = {w.lower().strip(".") for w in text.split()}
    # A school's own name ("Lycée Saint-Martin", "Gymnasium Nordstadt"), in any language the
    # education gazetteer knows, is nobody's name.
    return not words & NOT_NAME_WORDS and not INSTITUTION_RE.search(text)


def name_from_lines(lines: list[str], limit: int = 6) -> str | None:
    return next((text for text, _, _ in top_line_names(lines, limit)), None)


# "de Souza, Ana Beatriz", "NAKAMURA, Haruto", "DE LA ROSA, Ana": a surname (led by a
# particle, or in capitals, maybe several words of them) and a comma, then the given names.
_GIVEN = (
    rf"[{UPPER}][{LETTER}'’-]*[{LOWER_LATIN}\u0101-\u017f\u1e01-\u1eff{VIET_HORNS_LOWER}"
    rf"{CYRILLIC_LOWER}]"
)
# A given name and the initials of the rest ("Ravi K G", "Wei L."), which a CV's top row may
# hold; scored as a name only where the email address or a handle spells the given name.
GIVEN_AND_INITIALS_RE = re.compile(rf"^{_GIVEN}(?:\s+[{UPPER}]\.?){{1,2}}$")
SURNAME_FIRST_RE = re.compile(
    rf"^(?:(?:de|da|van|von|der|del|di|le|la|dos|du)(?:\s+{NAME_TOKEN})+|"
    rf"[{UPPER}'’-]{{2,}}(?:\s+[{UPPER}'’-]{{2,}}){{0,3}}),"
    rf"\s+{_GIVEN}(?:\s+(?:{_GIVEN}|[{UPPER}]\.)){{0,2}}$"
)


# A statement's or a letter's title, which may name its writer after "of" ("Statement of
# Purpose of Jane Doe", or that title with "of Jane Doe" on the line below).
STATEMENT_TITLE = (
    r"(?:statement\s+of\s+purpose|(?:personal|research|teaching)\s+statement|"
    r"(?:cover|motivation)\s+letter)"
)
STATEMENT_TITLE_RE = re.compile(rf"^{STATEMENT_TITLE}$", re.I)
_WRITER_OF_RE = re.compile(rf"^(?:{STATEMENT_TITLE}\s+)?of\s+(?=[A-Z])", re.I)


def top_line_names(lines: list[str], limit: int = 6):
    """Every name-shaped cell of the first ``limit`` non-blank lines, in order, as
    (name, the text before it on its line, the line's rank)."""
    seen, title_above = 0, False
    for line in lines:
        if not line.strip():
            continue
        seen += 1
        titled, title_above = title_above, bool(STATEMENT_TITLE_RE.match(line.strip()))
        if seen > limit:
            break
        # A letter-spaced or small-caps name ("J A N E   D O E", "J ANE D OE") as its words.
        spaced = unspaced_heading(line)
        before = ""
        cells = re.split(rf"\t|\s[{SEPARATORS}{LONG_DASHES}]\s", strip_bullet(spaced))
        for index, cell in enumerate(cells):
            raw = cell
            # A form's label ("Name:", "Applicant:" on a statement's header), or an essay's
            # byline ("By Jane Doe").
            cell = re.sub(
                r"^(?:(?:full\s+)?name\s*:\s*|(?:applicant|candidate)\s*:\s*|by\s+(?=[A-Z]))",
                "",
                cell.strip(),
                flags=re.I,
            )
            if titled or re.match(rf"^{STATEMENT_TITLE}\s", cell, re.I):
                cell = _WRITER_OF_RE.sub("", cell)
            # "Curriculum Vitae  Jane Doe" on one row (Europass and similar forms).
            cell = re.sub(
                rf"^(?:curriculum vitae|r[ée]sum[ée]|cv)\b\s*(?:[:|{DASHES}]|\bof\b)?\s*",
                "",
                cell,
                flags=re.I,
            )
            # "Jane Doe  ✧  Curriculum Vitae", its ornament lost: the title after the name.
            cell = re.sub(
                r"(?<=\w)\s+(?:curriculum vitae|r[ée]sum[ée]|CV)\s*$", "", cell, flags=re.I
            )
            # A bold lead-in ("**Jane Doe** · ...") comes out of Markdown as "Jane Doe:".
            cell = re.sub(r"\s*:$", "", cell)
            cell = DEGREE_AFTER_NAME_RE.sub("", cell)
            surname_first = SURNAME_FIRST_RE.match(cell.strip())
            if surname_first and looks_like_name(cell.replace(",", "")):
                yield _tidy(cell.strip()), before, seen - 1
                break
            found = next((v for v in _variants(cell) if looks_like_name(v)), None)
            if not found and GIVEN_AND_INITIALS_RE.match(cell.strip()):
                found = cell.strip()
            if found:
                found = with_generation_suffix(found, cell)
                following = cells[index + 1].strip() if index + 1 < len(cells) else ""
                if found == cell.strip() and f"{cell}\t{following}" in spaced:
                    found = _surname_cell_joined(found, following)
                yield _tidy(found), before, seen - 1
                break
            before += raw + " "


# A degree's letters after the name, no comma between ("JANE DOE M.S.", "Jane Doe PhD"): the
# holder's title, no part of the name. Dotted or in its usual capitals only, so that a short
# surname ("Jane Ma") stays.
DEGREE_AFTER_NAME_RE = re.compile(
    r"(?<=\w)\s+(?:Ph\.\s?D\.?|PhD|PHD|M\.\s?S\.|M\.\s?Sc\.?|MSc|M\.\s?D\.|M\.\s?A\.|MBA|"
    r"M\.\s?Eng\.?|B\.\s?S\.|B\.\s?Sc\.?|D\.\s?Phil\.?)$"
)


# A generation's suffix after the name ("Jane Doe, Jr.", "John Roe, III") is part of it.
GENERATION_SUFFIX_RE = re.compile(r"^,\s*(Jr\.?|Sr\.?|II|III|IV)\s*$")


def with_generation_suffix(name: str, text: str) -> str:
    """The name with the generation's suffix that follows it in the text, if one does."""
    text = text.strip()
    suffix = GENERATION_SUFFIX_RE.match(text[len(name) :]) if text.startswith(name) else None
    return f"{name}, {suffix.group(1)}" if suffix else name


# How many words a name's second cell holds ("Pereira Souza", "DOE").
SURNAME_CELL_WORDS = 2


def _surname_cell_joined(given: str, following: str) -> str:
    """A header that sets the given names and the surname in two sizes or fonts ("Ana Lucía"
    small, "PEREIRA SOUZA" large) comes out as two cells of one row: the next cell is the
    rest of the name when it is one or two name words, no place and no post."""
    joined = f"{given} {following}"
    if (
        not 1 <= len(following.split()) <= SURNAME_CELL_WORDS
        or not re.fullmatch(rf"{NAME_TOKEN}(?:\s+{NAME_TOKEN})*", following)
        or not looks_like_name(joined)
        or is_city_name(following)
        or ROLE_RE.search(following)
    ):
        return given
    return joined


def name_over_two_lines(lines: list[str], handles: list[str], limit: int = 8) -> str | None:
    """A name stacked over two lines at the top of a sidebar ("ADAEZE N." / "OKAFOR"),
    maybe with a column's heading between them. Only when the second line's word is in the
    applicant's email address or profile handle, so that a heading or a place is never
    taken for a surname."""
    keys = [re.sub(r"[^a-z]", "", h.lower()) for h in handles if h]
    texts = [ln.strip() for ln in lines if ln.strip()][:limit]
    for i, first in enumerate(texts):
        head = first.split()
        if not 1 <= len(head) <= 3 or not re.fullmatch(rf"{NAME_TOKEN}(?:\s+{NAME_TOKEN})*", first):
            continue
        for second in texts[i + 1 : i + 3]:
            tail = second.split()
            name = f"{first} {second}"
            if len(tail) > 2 or not looks_like_name(name):
                continue
            words = [re.sub(r"[^a-z]", "", _fold(w)) for w in tail]
            if all(len(w) >= 2 and any(w in k for k in keys) for w in words):
                return _tidy(name)
    return None


def name_over_display_lines(first: str, second: str) -> str | None:
    """A name set large over two lines ("Yugant" / "Hadiyal", "ANA LUCIA" / "PEREIRA
    SOUZA"), where either line may run on into the column beside it ("PEREIRA SOUZA
    University of Ourense"): the longest leading words of each line that together are
    name-shaped, in the first line's case; a cell of the column beside is no part of it."""
    if heading_key(second.split("\t")[0]):
        return None  # the first section's heading ("Sobre", "Profile") set as large
    heads = first.split("\t")[0].split()[:3]
    tails = second.split("\t")[0].split()[:4]
    for size in range(len(heads) + len(tails), 1, -1):
        for cut in range(min(len(heads), size - 1), 0, -1):
            head, tail = heads[:cut], tails[: size - cut]
            if len(tail) != size - cut:
                continue
            if _runs_on_in_lowercase(heads, cut) or _runs_on_in_lowercase(tails, size - cut):
                continue  # a title set large ("Why do nets fail?" / "Notes towards ...")
            if " ".join(head).isupper() and not " ".join(tail).isupper():
                continue
            name = " ".join(head + tail)
            if looks_like_name(name):
                return _tidy(name)
    return None


def _runs_on_in_lowercase(words: list[str], cut: int) -> bool:
    """Whether the words kept from a display line stop before a lowercase word: a name's
    line may run on into a column beside ("SOUZA University of ..."), but a phrase goes on
    in lowercase ("Why do ...", "Notes towards ...") unless a particle ("de", "van")."""
    rest = words[cut : cut + 1]
    return bool(rest) and rest[0][:1].islower() and not re.fullmatch(NAME_TOKEN, rest[0])


def _fold(word: str) -> str:
    return fold_accents(word.lower())


# A CV written wholly in Chinese opens with the name alone ("王小明"): two to four
# characters, the first one of the most frequent Chinese surnames (simplified, traditional).
CHINESE_SURNAMES = (
    "王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡"
    "余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付傅方白邹孟熊秦邱江尹薛闫段雷"
    "侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤陳張劉楊黃趙吳許鄭謝韓馮鄧蕭葉蘇盧鍾譚"
    "陸賈龔錢嚴湯羅孫馬欧歐"
)
CHINESE_NAME_RE = re.compile(rf"^[{CHINESE_SURNAMES}][\u4e00-\u9fff]{{1,3}}$")


def chinese_name(line: str) -> str | None:
    """The line as a name in Chinese characters, maybe spaced apart ("王 小 明")."""
    text = "".join(line.split())
    return text if CHINESE_NAME_RE.match(text) else None


HONORIFIC_RE = re.compile(r"^(?:dr|mr|mrs|ms|mx)\.?\s+(?=[A-Z])", re.I)
# A name also written in its own script ("Li Wei 李伟", "김민준 Kim Min-jun").
NATIVE_SCRIPT_RE = re.compile("[\u1100-\u11ff\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff]+")


# "Jessy (Jiaxin) Wang", "Jessy(Jiaxin) Wang": the bracket set tight against the first name too.
# A given name in brackets: "Jessy (Jiaxin) Wang", "Wei (Jason) Zhang".
BRACKETED_GIVEN_NAME = r"[A-Z][a-z]{1,20}"
OTHER_GIVEN_NAME_RE = re.compile(rf"(?<=[a-z])\s?\(({BRACKETED_GIVEN_NAME})\)\s")
# "Robert 'Bobby' Okafor", "Zhang “Leo” Wei": a nickname in quotes inside the name, or
# before it ("“Leo” ZHANG WEI": the English name an applicant goes by, set before the legal one).
NICKNAME_RE = re.compile(r"(?:^|\s)[\"'‘“]([A-Z][a-z]{1,20})[\"'’”]\s")


# A footnote's mark glued to the name's last letter ("Jane DOE1", "Jane Doe*", "Jane Doe†").
FOOTNOTE_MARK_RE = re.compile(r"(?<=[^\W\d_])(?:\d{1,2}|[*†‡§¹²³⁴⁵⁶⁷⁸⁹])$")


def _variants(cell: str):
    """The cell, then without what often sits beside a name: ", Ph.D.", "(she/her)",
    "(李伟)", the name in another script, "Dr.", a footnote's mark."""
    yield cell
    yield cell.split(",")[0]
    unmarked = FOOTNOTE_MARK_RE.sub("", cell.strip())
    if unmarked != cell.strip():
        yield unmarked
    if OTHER_GIVEN_NAME_RE.search(f"{cell} "):
        # "Jessy (Jiaxin) Wang", "Zhang Wei (David)": a second given name in brackets, inside
        # the name or after it, is part of the name.
        yield " ".join(OTHER_GIVEN_NAME_RE.sub(r" \1 ", f"{cell} ").split()).split(",")[0]
    if NICKNAME_RE.search(cell):
        yield NICKNAME_RE.sub(" ", cell).strip()
    bare = NATIVE_SCRIPT_RE.sub(" ", cell)
    bare = re.sub(r"\s*\([^)]*\)", " ", bare)
    bare = HONORIFIC_RE.sub("", " ".join(bare.split()))
    if bare != cell:
        yield bare
        yield bare.split(",")[0]


TITLE_PARTS_RE = re.compile(rf"\s+[{SEPARATORS}:{DASHES}/]\s+|\s*[{SEPARATORS}]\s*|:\s+")
# "Welcome to Jane Doe's homepage", "About Jane Doe".
TITLE_LEAD_RE = re.compile(r"^(?:welcome\s+to|about|home\s+of|homepage\s+of|website\s+of)\s+", re.I)
# A theme's "page | site" title: the page's own part is one of these.
PAGE_WORDS = {
    "about", "me", "home", "homepage", "page", "publications", "papers", "blog", "cv", "resume",
    "projects", "research", "teaching", "news", "talks", "contact", "welcome", "personal",
    "website", "academic", "portfolio", "bio",
}  # fmt: skip


def name_from_title(title: str | None) -> str | None:
    """A page title: "Jane Doe", "Jane Doe's homepage", "About | Jane Doe" (a theme's
    "page | site" pattern), "Welcome to Jane Doe's homepage", "Jane Doe: PhD student"."""
    if not title:
        return None
    title = HONORIFIC_RE.sub("", title.strip())  # "Dr. Jane Doe"
    for text in (title, TITLE_LEAD_RE.sub("", title), re.split(r":\s+", title)[0]):
        candidate = TITLE_TRIM_RE.sub("", text).strip()
        if looks_like_name(candidate):
            return _tidy(with_generation_suffix(candidate, text))
    # "publications | Wei (Jason) Zhang": the given name in brackets is one of the names.
    parts = [
        " ".join(OTHER_GIVEN_NAME_RE.sub(r" \1 ", part).split())
        for part in TITLE_PARTS_RE.split(title)
        if part.strip()
    ]
    names = [part for part in parts if looks_like_name(part)]
    # "Jane Doe / 李 娜": the same name in the writer's own script says nothing else.
    others = {
        w.lower()
        for part in parts
        if part not in names and not _in_another_script(part)
        for w in re.findall(r"\w+", part)
    }
    if len(names) == 1 and others <= PAGE_WORDS:
        return _tidy(names[0])
    return None


MAX_OTHER_SCRIPT_WORDS = 3


def _in_another_script(part: str) -> bool:
    """A short run of letters none of which is Latin ("李 娜", "Иван Петров")."""
    letters = [c for c in part if c.isalpha()]
    return (
        bool(letters)
        and len(part.split()) <= MAX_OTHER_SCRIPT_WORDS
        and not any("LATIN" in unicodedata.name(c, "") for c in letters)
    )


COPYRIGHT_RE = re.compile(
    rf"(?:©|\(c\)|copyright)\s*(?:{YEAR}\s*(?:[{DASHES}]\s*{YEAR})?)?\s*,?\s*(.+)", re.I
)


def name_from_copyright(text: str | None) -> str | None:
    """ "© 2026 Jane Doe. Built with Jekyll.": the longest run of words after the year
    that is name-shaped."""
    match = COPYRIGHT_RE.search(text or "")
    if not match:
        return None
    words = match.group(1).split()[:6]
    for end in range(len(words), 1, -1):
        candidate = " ".join(words[:end]).rstrip(".,")
        if looks_like_name(candidate):
            return _tidy(candidate)
    return None


def _tidy(name: str) -> str:
    name = " ".join(name.split())
    if not name.isupper():
        return name
    # "JOHN ROE, III" is "John Roe, III": a generation's numeral stays in capitals.
    return re.sub(r"(?<=, )(Ii|Iii|Iv)$", lambda m: m.group(1).upper(), name.title())
