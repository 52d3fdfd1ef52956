"""Author lists in references: recognising one, splitting it into names (marks, elisions,
nicknames, initials and inverted names handled) and the applicant's place among them."""

import functools
import re

from parsing.dates import YEAR, YEAR_STAND_IN
from parsing.document import fold_accents
from parsing.patterns import UPPER_LATIN

UP = UPPER_LATIN
# Chicago and MLA invert only the first author: "Roe, Ana, and Ben Poe".
INVERTED_FIRST_AUTHOR_RE = re.compile(
    rf"^([{UP}][\w'’-]+), ([{UP}][\w'’-]+(?: [{UP}]\.)?)(?=,? and )"
)
# Initials, hyphenated ones too ("C.-L.", "J-P").
INITIALS_RE = re.compile(r"(?:[A-Z]\.?(?:-[A-Z]\.?)?\s*){1,3}")
AUTHOR_LABEL_RE = re.compile(r"^authors?\s*:\s*", re.I)
# Citation styles that put the year after the authors: "A. Author, B. Author (2024)." (or
# "(in press)").
YEAR_SUFFIX_RE = re.compile(rf"\s*\((?:{YEAR}[a-z]?|{YEAR_STAND_IN})\)\s*$", re.I)
# Lower-case particles inside a name ("Ana de la Cruz", "Jan van der Berg").
PARTICLES = r"(?:van|von|der|den|de|del|della|di|da|das|dos|du|la|le|bin|al|el|y|zu|ter|ten)"
# Initials may be glued together ("R.M. Wittig") or hyphenated ("J.-P. Roe").
NAME_PART_RE = re.compile(
    rf"^(?:[{UP}][\w'’-]*\.?|[{UP}]\.(?:-?[{UP}]\.)*)(?:\s+(?:[{UP}][\w'’-]*\.?|{PARTICLES}))*$"
)
# Equal-contribution and affiliation marks on a name: "Ana Roe*", "Ben Poe†", "∗Cy Doe",
# "Roe†,∗, A.", and in brackets: "Ana Roe(*)".
MARK_CHARS = frozenset("*∗†‡§¶⋆")
AUTHOR_MARK_RE = re.compile(
    r"(?<=[\w.])\s?\([*∗†‡§¶⋆]+\)|"
    rf"(?<=[\w.)])[*∗†‡§¶⋆]+(?:,[*∗†‡§¶⋆]+)*|(?<![^\s,])[*∗†‡§¶⋆]+(?=[{UP}])"  # "Roe†,∗"
    r"|\s[*∗†‡§¶⋆]+\.?(?=[,;])"  # set apart, with a period of its own: "Roe, A. *., Poe, B."
)
# Left-out authors: "A. Roe, . . ., B. Poe" and "A. Roe, …, B. Poe" (APA: "Roe, A., . . .
# Poe, B."), with the space before it, so no gap is left inside the list.
ELISION_RE = re.compile(r" ?(?:(?:\.\s?){2}\.|…)")
# A nickname between given name and surname: "Yara (Lee) Quint".
NICKNAME_RE = re.compile(r"\s\([A-Z][a-z]+\)(?=\s[A-Z])")
# The name again in its own script, bracketed after it: "Wei Zhang(张伟)", "Wei Zhang (张伟)".
NATIVE_NAME_RE = re.compile(r"(?<=[A-Za-z])\s?[(（][^\x00-\u024f\s()（）]{1,12}[)）]")
# A note on the author list: "(equal contribution)", "(* co-first authors)".
CONTRIBUTION_NOTE_RE = re.compile(
    r"\s*\((?:[*∗†‡]\s*:?\s*)?(?:equal(?:ly)? contribut\w*|co-?first authors?|joint first "
    r"authors?|alphabetical order(?:ing)?)[^)]*\)",
    re.I,
)
MAX_AUTHOR_NAME_WORDS = 4
# An author list: nearly all of its parts are names (one in five may be a stray word).
MIN_NAME_PART_SHARE = 0.8
# Two initials-first names with the comma between them left out: "F. Arefi A. M. Roe".
RUN_TOGETHER_NAMES_RE = re.compile(
    rf"(?<![\w.])((?:[{UP}]\.\s?){{1,3}}[{UP}][a-z][\w'’-]*)\s+(?=(?:[{UP}]\.\s?){{1,3}}[{UP}][a-z])"
)
ET_AL_RE = re.compile(r"\bet al\.?")
LIST_SEPARATOR_RE = re.compile(r",|\band\b|&")
# APA with the given names written out: "Roe, Ana, Poe, Ben Carl, & Doe, Eve": every part a
# surname or a given name, the pairs told apart only by the "&" before the last one.
_WRITTEN_OUT = rf"[{UP}][\w'’-]+,\s+[{UP}][\w'’-]+(?:\s+[{UP}][\w'’-]+)?\.?"
INVERTED_WRITTEN_OUT_RE = re.compile(rf"^(?:{_WRITTEN_OUT},\s+)+(?:&|and)\s+{_WRITTEN_OUT}$")
# Physics and astronomy lists part inverted names with semicolons: "Roe, A. B.; Poe C.;
# van Doe, E.", each part one person, the comma inside a name.
# "Roe, A. B." or "Poe C", and with the given names in full: "Roe, Ana Beth", "Roe, Ana B."
SEMICOLON_PERSON_RE = re.compile(
    # "P. Ferreira, João": an initial may lead the surname.
    rf"^(?:{PARTICLES}\s)?(?:[{UP}]\.\s?)?[{UP}][\w'’-]+(?:[\s-][{UP}][\w'’-]+)?"
    rf"(?:,?\s(?:[{UP}]\.?\s?-?){{1,3}}|,\s[{UP}][\w'’-]+(?:\s[{UP}][\w'’-]*\.?){{0,2}})$"
)
SOLE_INITIALS_AUTHOR_RE = re.compile(
    rf"(?:[{UP}]\.\s*)+[{UP}][\w'’-]+"
    # ... or surname first, initials after: "Okafor-Lind M.", "Rostami Vahed P. K."
    rf"|[{UP}][\w'’-]+(?:\s+[{UP}][\w'’-]+)?(?:\s+[{UP}]\.){{1,3}}"
)


# GB/T 7714 citations tag each entry with its document type: "Title[J]. Journal, 2022".
DOCUMENT_TYPE_MARK_RE = re.compile(r"\[(?:J|C|M|D|R|S|P|N|Z|A|G|EB/OL|J/OL|C/OL)\]")


# "Dr.Ann Roe; Dr. Bo Li; Cy Wu": a title before an author's name, where the list or an
# author opens (after a semicolon or a comma); it is no part of the name.
# BibTeX's tie between a name's parts, left in by pages built from .bib files: "A. ~G. Roe",
# "A.~G.~Roe".
LATEX_TIE_RE = re.compile(rf"(?<=[\w.])\s*~\s*(?=[{UP}])")
AUTHOR_TITLE_RE = re.compile(r"(^|[;,]\s*)(?:Dr|Prof)\.\s*(?=[A-Z])")


def clean_entry_line(line: str) -> str:
    """A line without the marks and elisions that break author lists."""
    # Most lines carry none of them: look for the characters before running the patterns.
    if not MARK_CHARS.isdisjoint(line):
        line = AUTHOR_MARK_RE.sub("", line)
    if ". ." in line or "…" in line or ".." in line:
        line = ELISION_RE.sub("", line)
    if "(" in line or "（" in line:
        line = NATIVE_NAME_RE.sub("", line)
        line = CONTRIBUTION_NOTE_RE.sub("", NICKNAME_RE.sub("", line))
    if "]" in line:
        line = DOCUMENT_TYPE_MARK_RE.sub("", line)
    if "''" in line:
        line = line.replace("``", '"').replace("''", '"')  # ''Title'', ``Title'': quotes
    if "Dr." in line or "Prof." in line:
        line = AUTHOR_TITLE_RE.sub(r"\1", line)
    if "~" in line:
        line = LATEX_TIE_RE.sub(" ", line)
    return RUN_TOGETHER_NAMES_RE.sub(r"\1, ", line)


@functools.lru_cache(maxsize=4096)
def is_author_list(text: str) -> bool:
    text = without_year_suffix(AUTHOR_LABEL_RE.sub("", clean_entry_line(text.strip())))
    text = ET_AL_RE.sub("", text.rstrip(".")).strip()
    if semicolon_people(text) or INVERTED_WRITTEN_OUT_RE.match(text):
        return True
    parts = [p.strip() for p in LIST_SEPARATOR_RE.split(text) if p.strip()]
    if len(parts) == 1 and SOLE_INITIALS_AUTHOR_RE.fullmatch(parts[0]):
        return True  # a sole author written "J. Surname" or "Surname J."
    if len(parts) < 2 and not (len(parts) == 1 and AUTHOR_LABEL_RE.match(text)):
        return False
    good = sum(
        1
        for p in parts
        if NAME_PART_RE.match(p.strip("`")) and _name_words(p) <= MAX_AUTHOR_NAME_WORDS
    )
    # People have a given name and a surname; "Wired, Ars Technica, The Verge" are outlets.
    people = _paired(parts)
    full = sum(1 for p in people if "," in p or len(p.split()) >= 2)
    return good >= max(2, MIN_NAME_PART_SHARE * len(parts)) and 2 * full >= len(people)


def semicolon_people(text: str) -> list[str] | None:
    """The names of a semicolon-parted list ("Roe, A. B.; Poe C."), or None for other text."""
    if ";" not in text:
        return None
    parts = [p.strip() for p in re.split(r";|\s&\s|\band\b", text.strip(" ;")) if p.strip()]
    sole = text.rstrip().endswith(";")  # "Roe, Ana;": one name, closed like every name
    inverted = sum(1 for p in parts if SEMICOLON_PERSON_RE.match(p))
    # A national CV system's export mixes in a name written given name first ("Ana Roe").
    if len(parts) < 2 - sole or 2 * inverted <= len(parts):
        return None
    if not all(SEMICOLON_PERSON_RE.match(p) or is_person(p) for p in parts):
        return None
    return parts


def without_year_suffix(text: str) -> str:
    """ "A. Roe, B. Poe (2024)" without its year (checked first: the pattern scans the line)."""
    return YEAR_SUFFIX_RE.sub("", text) if text.rstrip().endswith(")") else text


def _name_words(part: str) -> int:
    """Words of an author's name, particles not counted ("P. J. van der Linden" has three)."""
    return sum(1 for word in part.split() if not word.islower())


# "... Poe, Ben. Corresponding author: Roe, Ana.": who answers for the paper, named again.
CORRESPONDING_NOTE_RE = re.compile(r"\.?\s*\bcorresponding\s+authors?\s*:.*$", re.I)


def authors_of(text: str) -> list[str]:
    text = CORRESPONDING_NOTE_RE.sub("", text.strip())
    text = AUTHOR_LABEL_RE.sub("", clean_entry_line(text.strip())).rstrip(".")
    text = re.sub(r"`|,?\s*\bet al\b\.?", "", text)
    people = semicolon_people(text)
    if people:
        return people
    written_out = bool(INVERTED_WRITTEN_OUT_RE.match(text))
    if not written_out:
        text = INVERTED_FIRST_AUTHOR_RE.sub("\\2 \\1", text)
    parts = [
        p.strip() for p in re.split(r",\s*(?:and\s+|&\s*)?|\s+and\s+|\s*&\s*", text) if p.strip()
    ]
    if written_out:
        return [f"{parts[i]}, {parts[i + 1].rstrip('.')}" for i in range(0, len(parts) - 1, 2)]
    return [p for p in _paired(parts) if p.lower() not in ("et al", "et al.")]


def _paired(parts: list[str]) -> list[str]:
    """ "Quill, A. B., Marsh, C." pairs surnames with initials; one given name may be
    written out ("Quill, A., Marsh, Cora, Lee, B.": often the applicant's own)."""
    initials = sum(1 for p in parts if INITIALS_RE.fullmatch(p))
    pairs = len(parts) // 2
    one_written_out = len(parts) % 2 == 0 and pairs >= 3 and initials == pairs - 1
    if not (initials >= pairs > 0 or one_written_out):
        return parts
    paired, i = [], 0
    while i < len(parts):
        if i + 1 < len(parts) and (INITIALS_RE.fullmatch(parts[i + 1]) or one_written_out):
            paired.append(f"{parts[i]}, {parts[i + 1]}")
            i += 2
        else:
            paired.append(parts[i])
            i += 1
    return paired


def _raw_tokens(name: str) -> list[str]:
    return re.findall(r"[A-Za-z]+", fold_accents(name))


@functools.lru_cache(maxsize=4096)
def _name_tokens(name: str) -> tuple[str, ...]:
    return tuple(t.lower() for t in _raw_tokens(name))


def _given_name_matches(author: str, given: str, surname: str) -> bool:
    """The given name in full or as an initial: "M.", "M", "MQ" (Vancouver) for Mira."""
    for raw in _raw_tokens(author):
        word = raw.lower()
        if word == surname:
            continue
        if (
            word == given
            or (len(given) == 1 and word[0] == given)
            or ((len(raw) == 1 or (raw.isupper() and len(raw) <= 3)) and word[0] == given[0])
        ):
            return True
    return False


def author_position(authors: list[str], name: str | None) -> int | None:
    """The applicant's 1-based place among the authors: full names, initials ("M. Roe",
    "Roe, M."), surname first ("ROE Mira") and accents all match."""
    if not name or not authors:
        return None
    tokens = _name_tokens(name)
    if not tokens:
        return None
    for surname, given in ((tokens[-1], tokens[0]), (tokens[0], tokens[-1])):
        for index, author in enumerate(authors, start=1):
            if surname in _name_tokens(author) and _given_name_matches(author, given, surname):
                return index
    return None


# Some lists glue the initials to the surname with a period and no space: "Roe.A", "Poe.B.C".
GLUED_INITIALS_AUTHOR_RE = re.compile(rf"[{UP}][a-z][\w'’-]*(?:\.[{UP}]){{1,2}}\.?")


def is_person(part: str) -> bool:
    """One author's name: two to four capitalised words or initials and a surname."""
    part = re.sub(r"^(?:and|&)\s+", "", part.strip())
    if GLUED_INITIALS_AUTHOR_RE.fullmatch(part):
        return True
    return bool(NAME_PART_RE.match(part)) and 2 <= len(part.split()) <= MAX_AUTHOR_NAME_WORDS


def most_frequent_author(author_lists: list[list[str]]) -> str | None:
    """The one author on at least half of the papers (and on two or more): on a person's own
    publication list, that person."""
    counts: dict[tuple[str, str], int] = {}
    names: dict[tuple[str, str], str] = {}
    for authors in author_lists:
        for key in {_author_key(a): a for a in authors if _author_key(a)}.items():
            counts[key[0]] = counts.get(key[0], 0) + 1
            names.setdefault(key[0], key[1])
    with_authors = sum(1 for authors in author_lists if authors)
    if not counts:
        return None
    key = max(counts, key=counts.get)
    if counts[key] >= max(2, with_authors / 2):
        return names[key].replace(",", "")
    return None


def _author_key(author: str) -> tuple[str, str] | None:
    """Surname and first initial: "Roe, A. B.", "A. Roe" and "Ana Roe" are one author."""
    tokens = _name_tokens(author)
    if len(tokens) < 2:
        return None
    if "," in author:
        return tokens[0], tokens[1][0]
    return tokens[-1], tokens[0][0]
