"""One reference-list entry to a Publication: authors, title, venue, year, status and the
applicant's place among the authors, in the styles CVs and statements use.

    ACM    A. Author, B. Author. 2024. Title. In Venue.
    IEEE   A. Author and B. Author, "Title," in Proc. Venue, 2024.
    APA    Author, A., & Author, B. (2024). Title. Venue.
    LNCS   Author, A., Author, B.: Title. In: Venue. Publisher (2024)
    plain  Authors. Title. Venue 2024.   /   Title / Authors / Venue on lines of their own
    tag    [VENUE'24] Authors, "Title", In Proceedings of ...
"""

import re

from parsing.authors import (
    INVERTED_WRITTEN_OUT_RE,
    SOLE_INITIALS_AUTHOR_RE,
    UP,
    author_position,
    authors_of,
    clean_entry_line,
    is_author_list,
    is_person,
    without_year_suffix,
)
from parsing.dates import (
    DATE_ONLY_RE,
    MONTHS,
    PUBLICATION_STATUS,
    SHORT_YEAR_RE,
    YEAR,
    YEAR_RE,
    YEAR_STAND_IN,
    is_date_only,
    strip_dates,
)
from parsing.patterns import (
    BARE_ARXIV_ID_RE,
    DASHES,
    FIRST_PERSON_RE,
    LONG_DASHES,
    SEPARATORS,
    UPPER_LATIN,
)
from parsing.profile import Publication
from parsing.venues import (
    VENUES,
    find_venue,
    full_name_venue,
    known_full_name,
    publication_status,
)

QUOTED_RE = re.compile(r"[“\"”]([^“”\"]{12,300})[”\"“]")
# Harvard style quotes titles in single quotes; an apostrophe inside a word opens none.
SINGLE_QUOTED_RE = re.compile(r"(?:(?<=\s)|^)['‘]([^'‘’]{12,300}?)['’](?=[\s.,;:]|$)")
QUOTE_THEN_SUBTITLE_RE = re.compile(r"^:\s+([A-Z][^\t.]{3,200})")
TRAILING_YEAR_RE = re.compile(rf"[\s,.]*\(?{YEAR}[a-z]?\)?[\s,.]*$")
VENUE_LINE_RE = re.compile(
    r"^(?:in\b:?|proceedings|proc\.|\[?arxiv|\(?in submission|\(?under review|preprint|accepted|"
    r"to appear|submitted|to be submitted|workshop|journal|transactions|ieee|acm|usenix|"
    r"tech(?:nical)?\.? report)",
    re.I,
)
# Economics lists the co-authors after the quoted title and a dash before the journal:
# "“Title” (with Ana Roe and Ben Poe) — Journal of Tides, 2024."
COAUTHORS_AFTER_TITLE_RE = re.compile(rf"^\s*\(with\s[^()]*\)\s*[{LONG_DASHES}•]?\s*")
# Mathematics: "Title with A. Roe and B. Poe, J. Tidal Math. 12 (2024)": the coauthors follow
# the title after "with", each with initials (a title may hold "with Noisy Labels"), or on a
# line of their own that "With" opens ("With Ana Roe. Journal of X").
_INITIALED_NAME = r"(?:[A-Z]\.[\s-]?)+[A-Z][\w'’-]+"
WITH_COAUTHORS_RE = re.compile(
    rf",?\s+with\s+(?P<names>{_INITIALED_NAME}(?:(?:,?\s+and\s+|,\s*){_INITIALED_NAME})*)"
    r"\s*(?:[,.]\s*|$)"
)
# A journal's volume after its name, the page or article number after the comma.
TRAILING_VOLUME_RE = re.compile(r"(?<=[A-Za-z.])\s+\d{1,4}(?:\.\d{1,3})?$")
# A journal whose brand opens in lower case ("npj Tidal Science", "eCoast Letters"): the
# words after the brand are capitalised.
LOWER_BRAND_NAME_RE = re.compile(r"^[a-z][A-Za-z]{1,5}(?:\s+(?:[A-Z][\w-]*|of|and|in|the))+$")
JOURNAL_AFTER_COMMA_RE = re.compile(
    r",\s+(?=arXiv:\d|[A-Z][\w.&'’ -]{1,60}?(?:\s\([A-Z]+\))?,\s*\d+(?:\(\d+\))?,)"
)
PROCEEDINGS_LEAD_RE = re.compile(r"(?:\bproc\.|\bproceedings(?:\s+of)?(?:\s+the)?)\s*$", re.I)
AND_BEFORE_LAST_RE = re.compile(r",?\s+(?:and|&)\s+")
CAPITALISED_NAME_RE = re.compile(r"(?:[A-Z][\w'’.-]*\s+){1,3}[A-Z][\w'’-]+")
WITH_LINE_RE = re.compile(r"^with\s+(?P<names>[^.]+?)(?:\.\s*|\s*$)", re.I)
# A title-first entry's venue on a line of its own, said as a sentence: "Published in X",
# "Appeared at X", "To appear in X", "Accepted to X".
PUBLISHED_IN_LINE_RE = re.compile(
    r"^(?:published|appeared|appears|to\s+appear|accepted|presented)\s+(?:in|at|to)\s+(?=\S)",
    re.I,
)
# "Published by: Some Review": the label before the venue that some journals' entries use.
PUBLISHED_BY_LABEL_RE = re.compile(r"\bpublished\s+by\s*:\s*", re.I)
# "Title; Volume 12, Issue 5": the journal's issue after a semicolon, where the title ends.
VOLUME_AFTER_TITLE_RE = re.compile(r";\s*(?:[Vv]ol(?:ume)?\.?)\s*\d+")
# A labelled note between a title and that line: "Final version: Apr 2021", "Status: ...".
NOTE_LABEL_LINE_RE = re.compile(r"^[A-Z][a-z-]+(?:\s[a-z-]+){0,2}\s?:\s")
# A date after a dash at the venue's end: "Some Journal (Springer) – June 2023".
DASHED_DATE_END_RE = re.compile(rf"\s+[{DASHES}]\s+(?=(?:(?:{MONTHS})\.?\s+)?{YEAR}\s*$)", re.I)
# A journal's volume: "Volume 617", "Vol. 32", "vol 4".
VOLUME_RE = re.compile(r"\b(?:[Vv]ol(?:ume)?\.?)\s*\d+")
# A period ends a sentence unless it ends an initial ("D. M.") or "et al."; a capital at
# the end of a word ("40 nW.", "for HPC.") is no initial.
SENTENCE_RE = re.compile(rf"(?<!\b[{UPPER_LATIN}])(?<!\bet al)\.\s+")
# "A. Author, B. Author, et al. Title", "Roe, A., Li, B. & et al. Title": there "et al."
# ends the author list.
ET_AL_END_RE = re.compile(r"(\bet al)\.\s+(?=[A-Z0-9“\"])")
NOT_A_PAPER_RE = re.compile(r"\b(patent|pub\.? no|talk|poster|thesis|dissertation)\b", re.I)
# A thesis named after the title's comma, where no full stop set it apart: "Title, Masters
# Thesis, with Prof. X".
THESIS_AFTER_COMMA_RE = re.compile(
    r",\s+(?:(?:ph\.?\s?d\.?|doctoral|master'?s?|m\.?sc?\.?|bachelor'?s?|b\.?sc?\.?|senior|"
    r"honou?rs|undergraduate)\s+)?(?:thesis|dissertation)\b",
    re.I,
)
# A bracketed note that names the entry's kind: "[Poster presentation]", "[Unpublished
# undergraduate honors thesis]". It is no paper even where a venue is named. A bare
# "[poster]" or "[thesis]" is a link's anchor beside "[pdf]" and "[code]".
KIND_NOTE_RE = re.compile(
    r"\[(?:[A-Za-z'’-]+\s+){0,3}(?:poster|talk)\s+presentation\]"
    r"|\[(?:[A-Za-z'’-]+\s+){1,3}(?:thesis|dissertation)\]",
    re.I,
)
# A patent's words name the entry wherever they stand, its number read into the title too.
PATENT_WORD_RE = re.compile(r"\b(patent|pub\.? no)\b", re.I)
# The word among a title's first words names the entry ("Invited Talk ...", "PhD Thesis ..."),
# as it does in a short label before a colon or dash ("Invited Keynote Talk: ..."); further
# on it is a word of the title ("How people talk about ...").
NOT_A_PAPER_HEAD_WORDS = 2
NOT_A_PAPER_LABEL_RE = re.compile(r"^((?:\S+\s+){0,2}\S+?)\s*(?::|\s[–—-])\s")
# A patent is no paper, whatever venue-like words it holds: a patent office's number
# ("US 10,123,456 B2", "WO 2021/123456 A1", "EP 3 123 456 B1", "US Patent App. 16/987,654")
# or a filing with an office.
PATENT_RE = re.compile(
    r"\b(?:U\.?S\.?|EP|WO|CN|JP|KR|DE|GB|FR|CA|AU)\s*(?i:pat(?:ent)?\.?\s*)?"
    r"(?i:app(?:l(?:ication)?)?\.?\s*)?(?i:no\.?\s*)?"
    r"(?:\d{4}\s*/\s*\d{5,7}|\d{1,3}(?:[, ]\d{3}){2}|\d{2}/\d{3},\d{3}|\d{7,9})(?:\s*[AB]\d?)?\b"
    r"|(?i:\b(?:u\.?s\.?|european|chinese|japanese|korean|pct|provisional)\s+patent\b)"
    r"|(?i:\bpatent\s+(?:app(?:l(?:ication)?)?|no|number|pending|filed|granted|issued)\b)"
    r"|\b(?:USPTO|EPO|WIPO|JPO|CNIPA|KIPO)\b"
)
# LNCS ends the author list with a colon: "Roe, A., Poe, B.: Title."
LNCS_AUTHORS_RE = re.compile(r"^([^:“\"]{2,400}?[\s,.][A-Z]{1,2}\.?):\s+(?=[A-Z0-9])")
# "A. Roe, B. Poe, and C. Doe: Title, ...": names written out (initials first), then a colon.
NAMES_COLON_RE = re.compile(r"^([^:“\"]{2,400}?[^\W\d]{2}[*∗†‡]?):\s+(?=[A-Z0-9])")
# A journal's name of capitalised words only: "Nature Astronomy", "Icarus".
JOURNAL_WORDS_RE = re.compile(r"[A-Z][\w&.-]*(?:\s(?:[A-Z][\w&.-]*|&|of|and)){0,5}")
# "[ICML'26] Authors, ..." and "[NeurIPS 2025] ...": the venue and year as a leading tag.
# A name may hold a digit ("[ML4H 2021]", "[3DV'24]") beside its letters.
VENUE_TAG_RE = re.compile(
    rf"^\[((?=[^\]]*?[A-Za-z])[^\]]{{2,40}}?)\s*(?:[’'‘`]\s?(\d{{2}})|\s({YEAR}))\]\s*"
)
# A form-like CV labels the title: "Title: Some Paper".
TITLE_LABEL_RE = re.compile(r"^(?:paper\s+)?title\s*:\s+", re.I)
# A bracketed note before the title: "(In progress) Title", "(To appear) Title", "[Under
# review] Title", "(Anonymized title) Title": the paper's state, no word of its title.
STATUS_PREFIX_RE = re.compile(
    rf"^[(\[](?:{PUBLICATION_STATUS}|(?:work\s+)?in\s+progress|preprint|draft|"
    r"anonymi[sz]ed(?:\s+title)?)[)\]]\s+(?=\S)",
    re.I,
)
# "[under-review]", "[ongoing]": a status tag in square brackets, read into the status
# before the entry is split, so it never stands as a sentence of its own (a title's place).
STATUS_TAG_RE = re.compile(
    rf"\s*\[(?:{PUBLICATION_STATUS.replace(r'\s+', r'[\s-]+')}|ongoing|(?:work[\s-]+)?"
    r"in[\s-]+progress|preprint|draft)\]",
    re.I,
)
# A venue's short name and year (or "arXiv paper") glued to a title, the year in a cell
# after it: "... Under Sparse Noise NeurIPS 2019<tab>2019".
GLUED_VENUE_CELL_RE = re.compile(
    rf"^(?P<head>.*\S)\s+(?:(?P<venue>(?=[\w-]{{3}})[A-Z][\w-]*[A-Z][\w-]*)\s+(?:{YEAR}|\d{{2}})"
    rf"|(?P<preprint>(?i:arxiv))(?:\s+(?i:paper|preprint))?)\t(?P<cell>{YEAR})$"
)
# Any other bracketed words before an entry, no venue: "[Undergraduate] A. Roe, B. Poe. ...",
# "[Selected] Title ...": a note on the work, no author or title word.
BRACKET_NOTE_RE = re.compile(r"^\[(?P<note>[A-Za-z][A-Za-z'’ -]{2,30})\]\s+(?=\S)")
# APA's author-date year: "Roe, A., & Poe, B. (2025). Title. ..." dates the paper, before any
# venue acronym with a two-digit number ("ICA ’75", an edition) after the title.
AUTHOR_DATE_YEAR_RE = re.compile(rf"^[^()]{{2,400}}?\((?P<year>{YEAR})[a-z]?(?:,[^()]*)?\)\.")
# "A. Roe, B. Poe(2023) Title": an author-date year written without the period after it,
# or glued to the last author, or with a colon ("Roe, A. (2023): Title"); the title starts
# after it.
AUTHOR_YEAR_OPEN_RE = re.compile(
    rf"^(?P<authors>[^()]{{2,400}}?)\s*\((?P<year>{YEAR})\)(?:\s*:\s*|\s+(?=[A-Z]))"
)
# A line broken inside a word: "Ji-" + "tendra", "Re-" + "duNet".
BROKEN_WORD_RE = re.compile(r"[A-Za-z][a-z]-$")
STATUS_ONLY_RE = re.compile(
    rf"^(?:arxiv\s+)?(?:{PUBLICATION_STATUS}|preprint|blog post|working paper)$",
    re.I,
)
# APA's "(2019, June)" or "(in press)" after the authors: a sentence of its own.
YEAR_SENTENCE_RE = re.compile(rf"\(?(?:{YEAR}[^)]*|{YEAR_STAND_IN})\)?", re.I)
_YEAR_AFTER_AUTHORS_RE = re.compile(rf"\s+(?=\((?:{YEAR}[^)]*|{YEAR_STAND_IN})\)$)", re.I)
# A status after a venue's name: "Journal of X (forthcoming)", "Journal of X. In press".
_STATUS_TAIL_RE = re.compile(rf"\s*(?:\(|[.,;]\s+)(?:{YEAR_STAND_IN})\)?\.?\s*$", re.I)
# Abbreviations whose period ends no sentence: "A vs. B", "Proc. VLDB Endow.", "pp. 1-9".
ABBREVIATION_RE = re.compile(
    r"\b(vs|e\.g|i\.e|etc|cf|Proc|Conf|Int|Intl|Symp|Trans|Vol|vol|No|no|pp|Endow|Jr|Sr|Dr)\.(?=\s)"
)
# Surname-first authors that no "(Year)." closes: "Roe, A.*, Poe B. C., Doe, E. Title ...",
# "Roe, A., Poe, B. (2024) Title ..." or "(in press)": the last author's initials end the list.
# ACS separates them by semicolons ("Roe, A.; Poe, B. C. and Doe, E."); an initial "J." that
# opens a journal's abbreviation ("Doe, E. J. Chem. Phys.") belongs to the journal.
_INITIAL = rf"(?!J\.\s[{UP}][a-z]+\.)[{UP}]\.\s?-?"
# A generational suffix after the surname or the initials: "Pinto Jr., R.", "Pinto, R., Jr.".
_SUFFIX = r"(?:Jr|Sr)\."
_INVERTED_AUTHOR = (
    rf"[{UP}][\w'’-]+(?:\s[{UP}][\w'’-]+)*(?:\s{_SUFFIX})?,?\s(?:{_INITIAL})+"
    rf"(?:,\s{_SUFFIX})?[*†‡]?"
)
INVERTED_AUTHORS_RE = re.compile(
    rf"^({_INVERTED_AUTHOR}(?:(?:,\s?(?:(?:\.{{3}}|…|\[(?:…|\.{{3}})?\]),?\s?)?(?:&\s|and\s)?|"
    rf"\s(?:&|and)\s|\s?;\s?(?:and\s)?)"
    rf"{_INVERTED_AUTHOR})+(?:,?\s+et\s+al\.)?)"
    rf"[;,]?\s+(?:\((?:{YEAR}[a-z]?|(?i:{YEAR_STAND_IN}))\)\.?\s+|{YEAR}\.?\s+)?(?=[{UP}“\"])"
)
# The journal between the authors and the title, ACS-like: "Roe, A.; Poe, B. J. Chem. Phys.
# 2014, 136, 5535–5538. Title." (a year after the journal, then its volume).
JOURNAL_BEFORE_TITLE_RE = re.compile(
    rf"^(?P<journal>[{UP}][^;:\d]{{1,60}}?)\.?\s+(?P<year>{YEAR}),\s*\d+(?:\s*\(\d+\))?"
    rf"(?:,\s*[\w{DASHES}]+)?\.?\s+(?P<title>[{UP}“\"].*)$"
)
# "Title — Venue": a long dash set apart by spaces ends the title.
TITLE_DASH_RE = re.compile(rf"\s[{LONG_DASHES}]\s+(?=\S)")
# Vancouver: "Roe AB, Poe C. Title." (initials without periods; the period ends the list).
VANCOUVER_AUTHORS_RE = re.compile(
    rf"^((?:[{UP}][\w'’-]+(?:\s[{UP}][\w'’-]+)*\s[{UP}]{{1,3}},\s)+"
    rf"[{UP}][\w'’-]+(?:\s[{UP}][\w'’-]+)*\s[{UP}]{{1,3}})\.\s+"
)
# Surname-first names with given names apart by semicolons, the last one's too, then the
# title (ORCID and reference-manager exports): "Roe, Ana; Poe, Ben Carl; Title, Venue, 2018".
_NAME_BY_SURNAME = rf"[{UP}][\w'’-]+(?:\s[{UP}][\w'’-]+)*,\s[{UP}][\w'’-]+(?:\s[{UP}][\w'’-]*\.?)*"
SEMICOLON_NAMES_RE = re.compile(rf"^((?:{_NAME_BY_SURNAME}\s?;\s?)+)(?=[^\W_])")
VANCOUVER_NAME_RE = re.compile(rf"[{UP}][\w'’-]+(?:\s[{UP}][\w'’-]+)*\s[{UP}]{{1,3}}")
# The same names with the last one closed by a period (Brazilian Lattes and ABNT lists):
# "da Rocha Lima, Ana; Poe, B. C.; van Dam, Eva. Title. Venue, 2019". Surnames may open
# with a lower-case particle, given names may be initials.
_SURNAME_PARTICLE = r"(?:d[aeiou]s?|d[eu]l|della|van|von|der|den|la|le|ten|ter)"
_NAME_WORD = rf"(?:{_SURNAME_PARTICLE}|[{UP}]\.|[{UP}][\w'’-]+)"
_GIVEN_WORD = rf"(?:[{UP}]\.|[{UP}][\w'’-]+)"
_PERIOD_CLOSED_NAME = (
    rf"{_NAME_WORD}(?:\s{_NAME_WORD}){{0,5}}\s?,\s{_GIVEN_WORD}(?:\s?{_GIVEN_WORD}){{0,3}}"
)
SEMICOLON_NAMES_PERIOD_RE = re.compile(
    rf"^((?:{_PERIOD_CLOSED_NAME}\s?(?:;|\sand)\s)+{_PERIOD_CLOSED_NAME})\.+\s+(?=[{UP}0-9“\"])"
)
# Names written out, given name first, apart by semicolons, the last closed by a period:
# "Ana Roe; Ben K. Poe; Eve Doe. Title. Venue". Three names at least: a title in capitalised
# words may hold one semicolon.
_WRITTEN_NAME = rf"{_GIVEN_WORD}(?:\s{_NAME_WORD}){{1,4}}"
SEMICOLON_WRITTEN_NAMES_RE = re.compile(
    rf"^((?:{_WRITTEN_NAME}\s?;\s){{2,}}{_WRITTEN_NAME})\.\s+(?=[{UP}0-9“\"])"
)
# A year before the title: "2024. Title ...", "2024 – Title ...", "(2024) Title ...".
LEADING_YEAR_RE = re.compile(rf"^\(?({YEAR})\)?\s*[.:{DASHES}]?\s+(?=[A-Z“\"])")
MIN_TITLE_WORDS = 3
AND_RE = re.compile(r"\s+and\s+")
ET_AL_TAIL_RE = re.compile(r",?\s+et\s+al\.?$")
# A status phrase before the venue's name: "Submitted to X", "Accepted as full paper at X",
# "presented at X", "under review at X", "to appear in X".
STATUS_LEAD_RE = re.compile(
    r"^(?:(?:submitted|accepted|admitted|presented|published|under\s+review|to\s+appear|"
    r"in\s+submission)(?:\s+as\s+(?:an?\s+)?[\w\s-]{1,30}?|\s+(?:an?\s+)?(?:full|short|long|"
    r"regular|oral|poster|spotlight|demo)\s+paper)?\s+(?:to|at|in|into|for|by)|"
    r"appear(?:s|ed)?\s+in)\s+(?:the\s+)?",
    re.I,
)
# More words than this after the venue's year are notes or stray lines, not the venue.
MAX_VENUE_TAIL_WORDS = 8
# A venue's full name seldom runs longer; words that name an event or a periodical.
MAX_VENUE_NAME_WORDS = 16
# A journal's cell in a row of title, journal and date cells.
MAX_VENUE_CELL_WORDS = 8
# "Journal, accepted to X": the kind of venue alone names none; the name follows it.
VENUE_KIND_RE = re.compile(
    r"^(?:journal|conference|workshop|symposium|proceedings|magazine)(?:\s+(?:paper|article))?$",
    re.I,
)
# "Workshop on X in Sports, MMSports, Ottawa": the short name written after the full name.
SHORT_NAME_RE = re.compile(r"^[A-Z][A-Za-z-]*[A-Z][A-Za-z-]*$")
PUBLISHERS = {"IEEE", "ACM", "SIAM", "IET", "IFIP", "USENIX", "IEEE/ACM", "ACM/IEEE"}
MIN_FULL_NAME_WORDS = 4
# "30th", "the 6th": an edition's number before an event's name.
ORDINAL_LEAD_RE = re.compile(r"^(?:the\s+)?\d{1,3}(?:st|nd|rd|th)\s+(?=[A-Z])", re.I)
VENUE_WORD_RE = re.compile(
    r"\b(?:conference|symposium|workshop|journal|transactions|proceedings|letters|review|"
    r"magazine|congress|colloquium|meeting|forum|quarterly|bulletin|annals)\b",
    re.I,
)

# An outlet's words beyond a conference's or a journal's: a report, a series, a press, a
# learned society's technical committee or study group meeting on a topic.
OUTLET_WORD_RE = re.compile(
    r"\b(?:reports?|series|press|revista|working\s+papers?|"
    r"technical\s+(?:committee|group)|study\s+group)\b",
    re.I,
)


IN_VENUE_RE = re.compile(r",\s+in:?\s+(?=[A-Z])")
# A journal reference in NLM/Vancouver or AMA form: "Genome Med. 2019 Feb 18;11(1):8",
# "Bioorg Med Chem. 2015; 23(24):7676-84", "J Biomed Opt. 2010 May-Jun;15(3):036018": the
# journal's name, a year (a month or a day may follow), then ";" or ":" before the volume.
JOURNAL_REFERENCE_RE = re.compile(
    rf"^(?P<name>[{UP}][^;:\d]{{1,80}}?)\.?\s+{YEAR}"
    rf"(?:\s+(?:{MONTHS})(?:\s*[{DASHES}]\s*(?:{MONTHS}))?(?:\s+\d{{1,2}})?)?\s*[;:]\s*\w",
    re.I,
)
MAX_JOURNAL_NAME_WORDS = 8
MAX_TITLE_COMMAS = 4
# "..., 2021, ApJ, 910, 12, " before a quoted title: the year, the journal, volume and page.
YEAR_JOURNAL_BEFORE_TITLE_RE = re.compile(
    rf"[\s,]{YEAR}[a-z]?,\s+(?P<journal>[{UP}][^,\d]{{0,60}}?),\s+[\w.]+(?:,\s+[\w.]+)?,?\s*$"
)
# "Roe, A. (2031, submitted), Tide Letters, “Title.”": the journal after the author-date
# year (with a note on the paper's state), before the quoted title.
DATED_JOURNAL_BEFORE_TITLE_RE = re.compile(
    rf"\({YEAR}[a-z]?(?:,[^()]{{1,30}})?\)[,.]?\s+(?P<journal>[{UP}][^,\d()“\"]{{1,60}}?),?\s*$"
)
# What stands before an arXiv identifier without naming a journal: "Available at https://".
NO_JOURNAL_RE = re.compile(r"available\s+(?:at|from|online)|https?://\S*|www\.\S*", re.I)
# A PDF's link anchors after the venue, their brackets lost: "Annals of X. Journal. Arxiv."
TRAILING_LINK_WORDS_RE = re.compile(
    r"(?<=\w)(?:\.\s+(?:arxiv|journal|pdf|link|code|slides|doi|html|paper|preprint|website|"
    r"video))+\.?\s*$",
    re.I,
)


def _unbroken(chunk: list[str]) -> list[str]:
    """Rejoin words a line break split at a hyphen."""
    lines = [ln.strip() for ln in chunk if ln.strip()]
    for i in range(len(lines) - 1):
        if BROKEN_WORD_RE.search(lines[i]) and lines[i + 1][:1].isalpha():
            # "Ji-" + "tendra": a word broken at its end; "Well-" + "Differentiated": a
            # compound broken at its own hyphen, which stays.
            word, _, rest = lines[i + 1].partition(" ")
            kept = lines[i] if word[:1].isupper() else lines[i][:-1]
            lines[i], lines[i + 1] = kept + word, rest
    return [ln for ln in lines if ln]


def sentences_of(text: str) -> list[str]:
    text = ABBREVIATION_RE.sub("\\1\x01", text)
    if ". I" in text or ". V" in text or ". X" in text:
        text = SERIES_PART_RE.sub("\x01\\1\x01", text)
    pieces = ET_AL_END_RE.sub("\\1\x00", text).split("\x00")
    return [
        sentence.replace("\x01", ".") for piece in pieces for sentence in SENTENCE_RE.split(piece)
    ]


# A line holding only a short venue name and its year, with at most a bracketed rank; or a
# journal and the meeting it was shown at ("ACM TOG / SIGGRAPH 2022", "RA-L / ICRA 2024").
BADGE_LINE_RE = re.compile(
    rf"^\s*([A-Z][\w/&+-]*(?:\s+(?:/\s+)?[A-Z][\w/&+-]*){{0,3}})\s+({YEAR})"
    rf"(?:\s*[{SEPARATORS}-]?\s*\([^()]{{1,20}}\))?\s*$"
)
# A numbered part of a series of papers inside a title: "Tidal Waves. III. The Gulf".
SERIES_PART_RE = re.compile(r"(?<=[a-z])\.(\s+(?:II|III|IV|VI{1,3}|IX|XI{1,3}))\.(?=\s+[A-Z])")
# An entry's link words: "[Paper]", "[Code]", also "(PDF)" (a Markdown link "[(PDF)](url)").
LINK_WORD_RE = re.compile(
    r"\[(?:paper|pdf|code|slides|project(?: page)?|website|video|poster|bibtex|link|demo|"
    r"talk|blog|html|doi|online|download|preprint(?: v\d+)?|arxiv)\]|"
    r"\((?:pdf|code|slides|html|doi|link)\)",
    re.I,
)
# Springer's "In: Roe, A., Poe, B. (eds) Book Title. ABBR 2024. LNCS ...": the editors
# of the proceedings stand before its name.
EDITORS_RE = re.compile(r"\bIn:?\s+[^()]{2,300}?\((?:eds?|editors?)\.?\)\.?\s*", re.I)
# The proceedings' title after its editors, then the event's short name and year.
SPRINGER_BOOK_RE = re.compile(
    rf"^\s*(?P<book>[^.]{{3,200}}?)\.\s+(?P<short>[A-Z][A-Za-z&-]*[A-Z]\w*)\s+{YEAR}\."
)
GLUED_YEAR_RE = re.compile(rf"(?<=[A-Za-z])({YEAR})\b")


def venue_tag(text: str) -> tuple[str | None, int | None, str]:
    """A leading "[VENUE'YY]" tag: its venue, its year and the text after it."""
    match = VENUE_TAG_RE.match(text)
    if not match:
        return None, None, text
    year = int(match.group(3)) if match.group(3) else 2000 + int(match.group(2))
    if re.fullmatch(rf"(?i:{MONTHS})\.?", match.group(1).strip()):
        return None, year, text[match.end() :]  # "[November 2024]": a date, no venue's name
    return match.group(1).strip(), year, text[match.end() :]


# "Title (ICML-22 poster; 1,100 of 5,600 papers)", "Title (EMNLP 2021 findings)": the
# venue and its year in a bracket closing the title's line, a note on the paper after them.
CLOSING_VENUE_NOTE_RE = re.compile(
    rf"\s+\((?P<venue>[A-Z][\w&+.]*(?:\s[A-Z][\w&+.]*)?)(?:\s?[-’'‘]\s?(?P<yy>\d{{2}})|\s(?P<year>{YEAR}))"
    r"\b(?P<note>[^()]*)\)$"
)


def _closing_venue_note(line: str) -> tuple[str | None, int | None, str]:
    match = CLOSING_VENUE_NOTE_RE.search(line)
    if not match or find_venue(match["venue"]) is None:
        return None, None, line
    year = int(match["year"]) if match["year"] else 2000 + int(match["yy"])
    return find_venue(match["venue"]), year, line[: match.start()]


def _glued_venue(chunk: list[str]) -> tuple[str | None, int | None]:
    """ "Title of the Paper ICLR 2020<tab>2020": the venue and its year glued to the end of
    the title's (last) line, the year again in the right-hand column. The venue and that
    year, the line left without them."""
    for index, line in enumerate(chunk):
        match = GLUED_VENUE_CELL_RE.match(line) if "\t" in line else None
        if not match or len(match["head"].split()) < (MIN_TITLE_WORDS if index == 0 else 1):
            continue
        if any(is_author_list(ln) for ln in chunk[:index]):
            return None, None
        # The venue closes the title: the lines down to it are the title's, one line.
        chunk[: index + 1] = [" ".join([*chunk[:index], match["head"]])]
        return match["venue"] or match["preprint"], int(match["cell"])
    return None, None


# A list item's index on a line of its own ("01", "[3]"), above the entry it numbers.
INDEX_LINE_RE = re.compile(r"\[?\d{1,3}[.)\]]?")


def parse_entry(chunk: list[str], applicant: str | None) -> Publication | None:
    chunk = _venue_lines_set_apart(_author_lines_closed(chunk))
    chunk = [clean_entry_line(ln) for ln in _unbroken(chunk)]
    if len(chunk) > 1 and INDEX_LINE_RE.fullmatch(chunk[0].strip()):
        chunk = chunk[1:]
    if not chunk:
        return None
    barred = _bar_cells_paper(chunk)
    if barred:
        return barred
    tagged_venue, tagged_year, chunk[0] = venue_tag(chunk[0])
    if not tagged_venue:
        tagged_venue, tagged_year = _glued_venue(chunk)
    if not tagged_venue and "\t" in chunk[0]:
        tagged_venue, tagged_year, chunk[0] = _venue_cell(chunk[0])
    if not tagged_venue:
        tagged_venue, tagged_year, chunk[0] = _closing_venue_note(chunk[0])
    badge = BADGE_LINE_RE.match(chunk[0]) if len(chunk) > 1 and not tagged_venue else None
    if badge:
        # "IEEE TMC 2025 · (CCF-A)" on a line of its own above the title: a venue badge.
        tagged_venue, tagged_year, chunk = badge.group(1), int(badge.group(2)), chunk[1:]
    status_text = " ".join(chunk)
    chunk = [untagged for line in chunk if (untagged := STATUS_TAG_RE.sub("", line).strip())]
    if not chunk:
        return None
    if len(chunk) > 1 and chunk[0].endswith((",", "&")) and not AUTHOR_DATE_YEAR_RE.match(chunk[0]):
        # "Roe, A., Poe, B., & Doe," over "C. (2025). Title. ...": the authors wrap before
        # the year that closes them; the entry reads as one author-date line.
        joined = f"{chunk[0]} {chunk[1]}"
        if AUTHOR_DATE_YEAR_RE.match(joined):
            chunk[0:2] = [joined]
    chunk[0] = TITLE_LABEL_RE.sub("", chunk[0])  # "Title: Some Paper [Link]"
    chunk[0], noted = STATUS_PREFIX_RE.subn("", chunk[0])
    bracketed = None if tagged_venue or noted else BRACKET_NOTE_RE.match(chunk[0])
    if bracketed and not find_venue(bracketed["note"]):
        chunk[0] = chunk[0][bracketed.end() :]
    leading_year = LEADING_YEAR_RE.match(chunk[0])
    if leading_year:
        tagged_year, chunk[0] = int(leading_year.group(1)), chunk[0][leading_year.end() :]
    chunk[0] = _author_year_closed(chunk[0])
    chunk = _last_author_closed(chunk, applicant)
    text = " ".join(chunk)
    if PATENT_RE.search(text):
        return None
    title, authors, rest = _title_authors_rest(chunk, applicant)
    issue = VOLUME_AFTER_TITLE_RE.search(title) if title else None
    if issue:
        # "Title; Volume 12, Issue 5, May 2020. Published by: X": the issue is no title.
        title, rest = title[: issue.start()], f"{rest} {title[issue.start() + 1 :]}"
    venue = tagged_venue or venue_of(rest)
    if not venue and title and ", " in title:
        title, rest = _venue_apart_from_title(title, rest)
        venue = venue_of(rest)
    if KIND_NOTE_RE.search(text) or (
        _names_no_paper(text, title) and not (tagged_venue or find_venue(text))
    ):
        return None
    author_date = AUTHOR_DATE_YEAR_RE.match(text)
    # A two-word title stands where authors and an author-date year frame it.
    shortest = MIN_TITLE_WORDS - (len(authors) >= 2 and bool(author_date))
    if not title or len(title.split()) < shortest or VENUE_AS_TITLE_RE.match(title):
        return None
    year = tagged_year or (int(author_date["year"]) if author_date else None) or year_in(rest)
    year = year or year_in(" ".join(c for c in chunk if title not in c))
    year = year or year_in(text.replace(title, " "))
    if not (authors or venue or year or noted) and (
        len(title.split()) < 6 or FIRST_PERSON_RE.search(title)
    ):
        return None
    publication = Publication(title=title, venue=venue, year=year, authors=authors)
    publication.author_position = author_position(authors, applicant)
    publication.status = publication_status(status_text)
    if publication.status is None and venue and venue != "arXiv":
        publication.status = "published"
    return publication


# A cell of an entry's row that is only a link's anchor: "Paper", "GitHub Code", "PDF".
LINK_CELL_RE = re.compile(
    r"(?:github\s+)?(?:paper|pdf|code|slides|project(?:\s+page)?|website|video|poster|bibtex|"
    r"link|demo|blog|html|doi)",
    re.I,
)


def _bar_cells_paper(chunk: list[str]) -> Publication | None:
    """A row of cells set apart by bars, link anchors among them: "Title | Paper | Code |
    Venue (July 2022)", the venue cell often wrapped onto the next line. The first cell is
    the title, the last the venue with its date."""
    text = " ".join(chunk)
    if text.count(" | ") < 2:
        return None
    cells = [cell.strip() for cell in text.split(" | ")]
    kept = [cell for cell in cells if not LINK_CELL_RE.fullmatch(cell)]
    if len(kept) != 2 or len(kept) == len(cells) or len(kept[0].split()) < MIN_TITLE_WORDS:
        return None
    title, venue = kept
    publication = Publication(
        title=title, venue=strip_dates(venue) or None, year=year_in(venue), authors=[]
    )
    publication.status = publication_status(text) or ("published" if publication.venue else None)
    return publication


# A venue's name closing with its short name in brackets: "... Processing (EMNLP)".
ACRONYM_END_RE = re.compile(r"\(\s*[A-Z][A-Za-z&-]{1,11}\s*\)\s*$")


def _venue_apart_from_title(title: str, rest: str) -> tuple[str, str]:
    """ "Title of the Paper, Symposium on Quiet Harbour Systems (SQHS), 2021":
    no full stop set the venue apart, only a comma. The first part after a comma that names
    a venue (a name the gazetteer knows, a venue word, or a name closed by its short name in
    brackets) opens the venue."""
    for comma in re.finditer(r",\s+", title):
        head, tail = title[: comma.start()], title[comma.end() :]
        if len(head.split()) < MIN_TITLE_WORDS or not tail[:1].isupper():
            continue
        part = _outside_brackets(tail, ", ")[0]
        if known_full_name(part) or VENUE_WORD_RE.search(part) or ACRONYM_END_RE.search(part):
            return head, f"{tail} {rest}"
        if part == tail and _short_venue_and_year(tail):
            return head, f"{tail} {rest}"  # "Title, NeurIPS 2025": the title's last part
    return title, rest


# The last name of an author line has at most this many words; more, and a title runs on.
MAX_LAST_NAME_WORDS = 4
TITLE_STOP_RE = re.compile(r"[\w?!)]\.(?:\s|$)")


def _author_lines_closed(chunk: list[str]) -> list[str]:
    """Author lines over "Title. Venue (2024)" with no full stop after the last name ("Ana
    Roe, and Ben Poe"): the line break closes the list, so the last name does not run into
    the title."""
    last = 0
    while last + 1 < len(chunk) and is_author_list(chunk[last + 1]):
        last += 1
    if (
        last + 1 < len(chunk)
        and not chunk[last].rstrip().endswith((".", ",", ";", ":", " and", "&"))
        and is_author_list(chunk[0])
        and len(chunk[last + 1].split()) >= MIN_TITLE_WORDS
        and not chunk[last + 1][:1].islower()  # "..., Slow tides of the" / "fjords. Venue"
        # "Title. Venue (2024)": full stops part the rest (without them, the lines do)
        and TITLE_STOP_RE.search(chunk[last + 1])
        # "..., Koushil" over "Sreenath, Ana Roe. Title": the list wrapped inside a name
        and 2 <= len(re.split(r",|\band\b|&", chunk[last])[-1].split()) <= MAX_LAST_NAME_WORDS
        and not chunk[last].endswith("-")
        and not has_author_prefix(chunk[last + 1])
        and not has_author_prefix(chunk[last])  # "Ana Roe, Ben Poe. Title of the"
    ):
        return [*chunk[:last], f"{chunk[last].rstrip()}.", *chunk[last + 1 :]]
    return chunk


# A line opened by a name and a stop or comma: "BioRxiv. https://doi.org/...".
VENUE_LINE_HEAD_RE = re.compile(r"^(?P<name>[A-Z][^.,;:()\d]{1,60}?)[.,](?:\s|$)")
_VENUES_FOLDED = {venue.casefold() for venue in VENUES}


def _venue_lines_set_apart(chunk: list[str]) -> list[str]:
    """ "Title. Ana Roe, Ben Poe" over "BioRxiv. https://..." with no stop after the last
    name: the line break ends the author list, so the venue does not join the last name."""
    out = list(chunk)
    for index in range(1, len(out)):
        above = out[index - 1].rstrip()
        head = VENUE_LINE_HEAD_RE.match(out[index].strip())
        if not above or above[-1] in ".,;:!?&-" or not head or not _names_a_venue(head["name"]):
            continue
        if is_person(_outside_brackets(above, ", ")[-1].strip()):
            out[index - 1] = f"{above}."
    return out


def _names_a_venue(name: str) -> bool:
    """The whole of name is a venue the gazetteer knows, written in any case ("BioRxiv")."""
    name = name.strip()
    return name.casefold() in _VENUES_FOLDED or known_full_name(name) is not None


# A venue's short name and its year and nothing else: "NeurIPS 2025", "ICML'24".
MAX_SHORT_VENUE_WORDS = 4


def _short_venue_and_year(text: str) -> bool:
    words = text.split()
    return (
        len(words) <= MAX_SHORT_VENUE_WORDS
        and bool(re.search(rf"(?:\b{YEAR}|[’'‘`]\d{{2}})\W*$", text))
        and bool(find_venue(text))
    )


# "In Proceedings of the 12th Workshop on ...": an entry whose title was left out
# leaves its venue where the title stands; that is no paper's title.
VENUE_AS_TITLE_RE = re.compile(r"^In\s+(?:the\s+)?Proceedings\s+of\b", re.I)


def _names_no_paper(text: str, title: str | None) -> bool:
    """The entry is a talk, poster, thesis or patent: the word stands outside the title or
    opens it ("Invited talk: ..."); a title about "everyday talk" is still a paper's. A
    patent's words count anywhere."""
    if not title or title not in text or PATENT_WORD_RE.search(text):
        return bool(NOT_A_PAPER_RE.search(text))
    if THESIS_AFTER_COMMA_RE.search(title):
        return True
    label = NOT_A_PAPER_LABEL_RE.match(title)
    head = label.group(1) if label else " ".join(title.split()[:NOT_A_PAPER_HEAD_WORDS])
    return bool(NOT_A_PAPER_RE.search(text.replace(title, " ")) or NOT_A_PAPER_RE.search(head))


def _author_year_closed(line: str) -> str:
    """ "Authors(2023) Title" as "Authors (2023). Title", the author-date form the rest reads."""
    match = AUTHOR_YEAR_OPEN_RE.match(line)
    if not match or not is_author_list(match["authors"]):
        return line
    return f"{match['authors']} ({match['year']}). {line[match.end() :]}"


def _last_author_closed(chunk: list[str], applicant: str | None) -> list[str]:
    """ "Ann Roe, Ben Poe, Cy Doe Title words. Venue" (the stop after the authors lost): a
    stop put after the last author, whose name is as many words as most of the others'. The
    list may wrap onto the second line before its last name."""
    if QUOTED_RE.search(chunk[0]):
        return chunk
    closed = _stop_after_authors(chunk[0], applicant)
    if closed:
        return [closed, *chunk[1:]]
    last = _outside_brackets(chunk[0].rstrip(), ", ")[-1]
    if len(chunk) > 1 and (not last.strip() or not is_person(last)):
        # The list wraps inside its last names ("..., Lu Ito, Yuki" / "Sato Title words").
        closed = _stop_after_authors(f"{chunk[0]} {chunk[1]}", applicant)
        if closed:
            return [closed, *chunk[2:]]
    return chunk


# Words shaped like a last author's name that open the title instead: "Towards Robust",
# "A Graph-Based", "Lazy K-means Clustering", "Label-Free Fusion".
TITLE_HEAD_RE = re.compile(
    r"^(?:The|On|Towards?|Beyond|Via|When|How|Why|What)\s"
    r"|^A\s+\S+-|\b[A-Z]-[a-z]{2,}\b"
    r"|\w-(?:Based|Aware|Driven|Efficient|Enhanced|Free|Guided|Level|Scale|Specific|Agnostic"
    r"|Structured|Resilient|Oriented|Centric|Conditioned|Constrained|Supervised|Shot|Domain"
    r"|Task|Modal|View|Device)\b",
    re.I,
)


def _stop_after_authors(line: str, applicant: str | None) -> str | None:
    parts = [p.strip() for p in _outside_brackets(line, ", ")]
    lead = next((i for i, part in enumerate(parts) if not _all_persons(part)), len(parts))
    if not 1 <= lead < len(parts) or any("." in p for p in parts[:lead]):
        return None  # initials ("Roe A., Poe B., Title") leave the names' length unknown
    sizes = sorted(len(p.split()) for p in parts[:lead])
    words = parts[lead].split()
    if any(w.endswith(".") for w in words[: sizes[-1] + 1]):
        return None  # "Ann Roe, Bo Li Chan. Title": the stop is there
    name, title = " ".join(words[: sizes[len(sizes) // 2]]), words[sizes[len(sizes) // 2] :]
    if (
        "." in name
        or not title
        or not is_person(name)
        or TITLE_HEAD_RE.search(name)
        or len(title) + sum(len(p.split()) for p in parts[lead + 1 :]) < MIN_TITLE_WORDS
        or not title[0][0].isupper()
        or not (lead >= 2 or any(_is_applicant(p, applicant) for p in parts[:lead]))
    ):
        return None
    return ", ".join([*parts[:lead], f"{name}. {' '.join(title)}", *parts[lead + 1 :]])


def _venue_cell(line: str) -> tuple[str | None, int | None, str]:
    """A venue set apart at the end of the title's row ("Title<tab>ECCV 2026", "Title<tab>
    arXiv"): the venue, its year and the line without it. A date there is no venue."""
    head, _, cell = line.rpartition("\t")
    cell = cell.strip()
    if not head.strip() or DATE_ONLY_RE.match(cell):
        return None, None, line
    badge = BADGE_LINE_RE.match(cell)
    if badge:
        return badge.group(1), int(badge.group(2)), head
    if cell and find_venue(cell) == cell:
        return cell, None, head
    return None, None, line


# A status that opens the venue's place, with or without a preposition (STATUS_LEAD_RE wants
# one): "R&R at X", "Manuscript in preparation", "Major revision, X"; what follows it is
# the venue, if anything does.
STATUS_PLACE_RE = re.compile(
    rf"^[\W]*(?:(?:manuscript|paper|work)\s+)?(?:{PUBLICATION_STATUS}|r\s?&\s?r|"
    r"revise\s+and\s+resubmit|(?:major|minor)\s+revisions?)\b"
    r"(?:(?:\s+as\s+(?:an?\s+)?[\w\s-]{1,30}?)?\s+(?:at|to|into|in|with|for|by)\b)?[\s:,.;–—-]*",
    re.I,
)
# A status note in brackets: "[Under review]", "[R&R at Journal X]", "[Accepted: J. of X]".
STATUS_NOTE_RE = re.compile(
    rf"\[(?P<note>\s*(?:{PUBLICATION_STATUS}|r\s?&\s?r|revise\s+and\s+resubmit|research\s+note)"
    r"\b[^\[\]]*)\]",
    re.I,
)
ACCEPTED_RE = re.compile(r"\s*(?:accepted|forthcoming|to\s+appear|in\s+press)\b", re.I)
# A note on another version of the paper, whose venue is not this entry's: "Topics in X.
# A shorter one is in Proceedings of Y", "(An earlier version was presented at Z)".
OTHER_VERSION_RE = re.compile(
    r"[\s(]*\b(?:an?\s+)?(?:shorter|short|extended|longer|earlier|preliminary|abridged)\s+"
    r"version\s+(?:of\s+(?:this|the)\s+(?:paper|work)\s+)?(?:was\s+|has\s+been\s+)?"
    r"(?:appeared|appears|published|presented|accepted)\b",
    re.I,
)
AUTHORS_YEAR_LEAD_RE = re.compile(rf"^\s*(.+?)\s*\({YEAR}[a-z]?\)[.,]?\s+")


# The entry's address after a label: "URL: https://...", "Available at: https://...".
URL_LABEL_RE = re.compile(r"\b(?:url|link|available\s+(?:at|online))\s*:\s*\S+", re.I)
# A DOI written bare, after "DOI:" or in a doi.org link: "10.1029/2021GC009838".
DOI_RE = re.compile(r"\b10\.\d{4,9}/\S+")
# A DOI and a page range after the venue's name: "Some Symposium (pp. 41-48). doi.org/10.1/x".
DOI_AND_PAGES_RE = re.compile(
    r"(?:https?://)?(?:dx\.)?doi\.org/\S+|\bdoi:\s*\S+|\(pp?\.\s*\d+\s*[-–]\s*\d+\)", re.I
)

# APA's and the publishers' notes that a paper is out before its issue: "Journal of X.
# Advance online publication.", "Online first", "Epub ahead of print". No part of the name.
ONLINE_FIRST_RE = re.compile(
    r"\b(?:advanced?\s+online\s+publication|online\s+first|epub\s+ahead\s+of\s+print)\b\.?",
    re.I,
)


def venue_of(rest: str) -> str | None:
    """The venue after the title: a short name as written, else a full name (with the short
    name the gazetteer knows), else the first words of the venue line."""
    noted = STATUS_NOTE_RE.search(rest)
    if noted:
        # "[Under review]. Series of Working Papers", "arXiv:1234 [Accepted: J. of X]": a
        # bracketed status note; an acceptance names the venue, else the note is no venue.
        inside = STATUS_PLACE_RE.sub("", noted["note"])
        outside = f"{rest[: noted.start()]} {rest[noted.end() :]}"
        accepted = ACCEPTED_RE.match(noted["note"]) and inside.strip()
        return venue_of(inside if accepted or not outside.strip(" .,;") else outside)
    rest = STATUS_PLACE_RE.sub("", rest)  # "R&R with Journal X", "In Preparation"
    rest = BARE_ARXIV_ID_RE.sub("arXiv", rest)  # "Roe, 2024, 2405.01234": a preprint's number
    rest = PUBLISHED_BY_LABEL_RE.sub(" ", rest)  # "Published by: Journal of X"
    rest = DOI_AND_PAGES_RE.sub(" ", URL_LABEL_RE.sub(" ", rest))
    rest = ONLINE_FIRST_RE.sub(" ", rest)
    if not rest.strip():
        return None
    # "Title. Roe, A., & Poe, B. (2024). In Venue.": the authors and year after the title.
    led = AUTHORS_YEAR_LEAD_RE.match(rest)
    if led and is_author_list(led.group(1)):
        rest = rest[led.end() :]
    rest = OTHER_VERSION_RE.split(rest, maxsplit=1)[0]
    rest = TRAILING_LINK_WORDS_RE.sub("", rest)
    journal = JOURNAL_REFERENCE_RE.match(rest.strip(" ,.;"))
    if journal and len(journal["name"].split()) <= MAX_JOURNAL_NAME_WORDS:
        return journal["name"].strip()
    rest = LINK_WORD_RE.sub(" ", rest)  # "[Paper] [Code]": the entry's links, no venue
    rest, edited = EDITORS_RE.subn("", rest)
    book = edited and SPRINGER_BOOK_RE.match(rest)
    if book and book["short"] not in PUBLISHERS and not find_venue(book["book"]):
        # "(eds) Tidy Search and Optimization. TSO 2023. LNCS ...": the book is named after
        # the event, whose short name and year follow it.
        return f"{book['book'].strip()} ({book['short']})"
    if GLUED_YEAR_RE.search(rest):
        rest = GLUED_YEAR_RE.sub(r" \1", rest)  # "NeurIPS2022": the venue and its year
    year = YEAR_RE.search(rest)
    if year and PROCEEDINGS_LEAD_RE.search(rest[: year.start()]):
        # "in Proc. 2024 IEEE X Meeting (XM), City, ...": that year opens the event's name.
        year = YEAR_RE.search(rest, year.end())
    if year and len(rest[year.end() :].split()) > MAX_VENUE_TAIL_WORDS:
        # Notes, awards or stray lines after "Venue, Year": the venue is the part before.
        head = rest[: year.end()]
        venue = find_venue(head) or full_name_venue(head) or _venue_from_line(head)
        whole = find_venue(rest) if venue else None
        if whole and whole.startswith(f"{venue} ") and venue in head:
            return whole  # "ECCV 2024 Workshop on X ...": the year sits inside the venue's name
        if venue:
            return venue
    venue = find_venue(rest)
    if venue == "arXiv":
        # "Phys. Rev. D 102, 023507 (2020), arXiv:2001.01234", "Submitted to Journal of X,
        # 2022, arXiv:...", "under review at X (X-ABBR), preprint: arxiv.org/...": the
        # journal named before the preprint is the venue.
        before = re.split(r"\barxiv\b", rest, maxsplit=1, flags=re.I)[0]
        before = NO_JOURNAL_RE.sub(" ", before).strip(" ,.;:([")
        journal = before and (
            find_venue(before) or full_name_venue(before) or _venue_from_line(before)
        )
        return journal or venue
    return venue or full_name_venue(rest) or _venue_from_line(rest)


# Words of a phrase a title quotes ("How does “Green Tag” Certification ..."), no title.
MAX_QUOTED_PHRASE_WORDS = 3


def _quoted_inside_title(text: str, quoted: re.Match) -> bool:
    """A short phrase quoted mid-sentence, words running on both sides of it, is a term the
    title quotes, not the title: "How does “Green Tag” Certification Influence Firms?"."""
    before, after = text[: quoted.start()].rstrip(), text[quoted.end() :]
    return (
        len(quoted.group(1).split()) <= MAX_QUOTED_PHRASE_WORDS
        and bool(re.search(r"[^\W\d_]$", before))
        and bool(re.match(r"\s+[^\W\d_]", after))
    )


def _title_authors_rest(
    chunk: list[str], applicant: str | None = None
) -> tuple[str | None, list[str], str]:
    over_byline = _title_over_byline_and_venue(chunk)
    if over_byline:
        return over_byline
    text = " ".join(chunk)
    quoted = QUOTED_RE.search(text) or SINGLE_QUOTED_RE.search(text)
    if quoted and _quoted_inside_title(text, quoted):
        quoted = None
    if quoted:
        before, after = text[: quoted.start()], text[quoted.end() :]
        journal_first = YEAR_JOURNAL_BEFORE_TITLE_RE.search(
            before
        ) or DATED_JOURNAL_BEFORE_TITLE_RE.search(before)
        links = DOI_AND_PAGES_RE.sub("", NO_JOURNAL_RE.sub("", after)) if journal_first else ""
        if journal_first and not DOI_RE.sub("", links).strip(" .,;"):
            # Astronomy: "Roe, A., Poe, B. 2021, ApJ, 910, 12, "Title"": the journal comes
            # after the year, before the title.
            before, after = before[: journal_first.start()], journal_first["journal"]
        subtitle = QUOTE_THEN_SUBTITLE_RE.match(after) if not before.strip() else None
        if subtitle:
            # "“Back Again”: A Study of Returning Users<tab>Venue 2021": the quotes open the
            # title, its subtitle after the colon; no authors before it.
            title = f"{quoted.group(1)}: {subtitle.group(1).strip()}"
            return clean_title(title), [], after[subtitle.end() :]
        before = TRAILING_YEAR_RE.sub("", before)  # Harvard, Chicago: "Roe, A. 2015, 'Title'"
        after = COAUTHORS_AFTER_TITLE_RE.sub("", after)
        return clean_title(quoted.group(1)), authors_of(before) if before.strip() else [], after
    inverted = INVERTED_AUTHORS_RE.match(text)
    if inverted and _comma_past_names(text, inverted.end()):
        inverted = None
    if inverted:
        journal_first = JOURNAL_BEFORE_TITLE_RE.match(text[inverted.end() :])
        if journal_first:
            title, tail = split_title_tail(journal_first["title"])
            venue = f"{journal_first['journal']} {journal_first['year']}"
            return clean_title(title), authors_of(inverted.group(1)), f"{venue} {tail}"
        sentences = sentences_of(text[inverted.end() :])
        title, tail = _venue_after_last_comma(*split_title_tail(sentences[0]))
        rest = ". ".join(sentences[1:])
        return clean_title(title), authors_of(inverted.group(1)), f"{tail} {rest}"
    written = "; " in text[:300] and SEMICOLON_WRITTEN_NAMES_RE.match(text)
    named = "; " in text[:300] and (SEMICOLON_NAMES_PERIOD_RE.match(text) or written)
    if named:
        sentences = sentences_of(text[named.end() :])
        title, tail = _venue_after_last_comma(*split_title_tail(sentences[0]))
        names = named.group(1)
        authors = [n.strip() for n in names.split(";")] if named is written else authors_of(names)
        return clean_title(title), authors, f"{tail} {'. '.join(sentences[1:])}"
    named = SEMICOLON_NAMES_RE.match(text)
    if named:
        title, rest = _title_and_venue_parts(text[named.end() :])
        return clean_title(title), authors_of(named.group(1)), rest
    lncs = LNCS_AUTHORS_RE.match(text)
    if lncs and is_author_list(lncs.group(1)):
        # LNCS: "Roe, A., Poe, B.: Title. In: Venue. Publisher (2024)"
        title, _, rest = text[lncs.end() :].partition(". ")
        title, tail = split_title_tail(title)
        return clean_title(title), authors_of(lncs.group(1)), f"{tail} {rest}"
    vancouver = VANCOUVER_AUTHORS_RE.match(text)
    if vancouver:
        title, _, rest = text[vancouver.end() :].partition(". ")
        return clean_title(title), authors_of(vancouver.group(1)), rest
    named_colon = NAMES_COLON_RE.match(text)
    if (
        named_colon
        and _names_run_to(chunk, named_colon.end())
        # The last name before the colon has initials ("and B. C. Poe:"), no title word.
        and re.search(r"\b[A-Z]\.", re.split(r",\s*|\s+and\s+|\s*&\s*", named_colon[1])[-1])
        and not re.search(r"[a-z]{2}\.\s", named_colon.group(1))  # no sentence ends before it
        # nor after a short surname: "and D. Li. Title: Subtitle" holds the title's colon.
        and not re.search(r"\b[A-Z][a-z]+\.\s+\S", named_colon.group(1))
        and is_author_list(named_colon.group(1))
    ):
        # "A. Roe and B. Poe: Title, Journal 12, 345.": written-out names close with a colon.
        title, rest = _title_and_venue_parts(text[named_colon.end() :])
        return clean_title(title), authors_of(named_colon.group(1)), rest
    coauthored = _coauthors_after_with(chunk)
    if coauthored:
        return coauthored
    published = _published_in_line(chunk)
    if published:
        return published
    sentences = sentences_of(text)
    if len(sentences) >= 2 and INVERTED_WRITTEN_OUT_RE.match(sentences[0].strip()):
        # "Roe, Ana, Poe, Ben, & Doe, Eve. Title. Venue": the commas part names, not the title.
        return _one_paragraph(sentences)
    commas = (
        _authors_first_commas(text)
        or _title_comma_authors(text, len(chunk[0]))
        or _title_colon_authors(text)
    )
    if commas:
        return commas
    closed = _authors_closed_by_and(text)
    if closed:
        return _one_paragraph(sentences_of(closed))
    if len(sentences) >= 3 and _is_applicant(sentences[0], applicant):
        # A sole-author paper: "Jane Doe. Title. Venue 2024."
        title, tail = split_title_tail(sentences[1])
        return clean_title(title), [sentences[0].strip()], tail + " " + ". ".join(sentences[2:])
    if (
        (len(sentences) >= 3 or (len(sentences) == 2 and not YEAR_RE.search(sentences[1])))
        and not is_author_list(sentences[0])
        and (is_author_list(sentences[1]) or _is_applicant(sentences[1], applicant))
    ):
        # Title first: "Title. Jane Doe, Ann Roe. Venue 2024." (the venue may be missing)
        return clean_title(sentences[0]), authors_of(sentences[1]), ". ".join(sentences[2:])
    found = _authors_comma_title(sentences)
    if found:
        return found
    first = chunk[0]
    if not is_author_list(first) and not starts_apa(first) and not has_author_prefix(first):
        found = _title_first_lines(chunk, applicant)
    elif len(chunk) >= 2 and is_author_list(first) and not has_author_prefix(text):
        # "A. Roe, B. Poe, Title of the" + "Paper, Venue, 2024": the first line runs on
        # past its authors into the title, all apart by commas.
        runs_on = _runs_past_authors(first)
        found = (runs_on and _comma_separated(text)) or _author_first_lines(chunk)
    else:
        found = _one_paragraph(sentences)
    title, authors, _ = found
    if not authors and title and title.count(",") >= 2:
        found = _comma_separated(text) or found
    if not found[1] and not found[2].strip() and found[0]:
        return _journal_after_comma(found[0]) or found
    return found


def _title_over_byline_and_venue(chunk: list[str]) -> tuple[str, list[str], str] | None:
    """A title's line over "A. Roe, B. Poe, IEEE INFOCOM, 2024": the names with their
    initials, then the venue and the year on the same line after the last of them."""
    if len(chunk) < 2 or is_author_list(chunk[0]) or "," in chunk[0]:
        return None
    parts = [p.strip() for p in chunk[1].split(", ")]
    named = 0
    while (
        named < len(parts)
        and re.search(r"\b[A-Z]\.", parts[named])
        and not re.search(r"[a-z]{2}\.\s", parts[named])  # "B. Poe. Venue 2024": a sentence ends
        and is_author_list(parts[named])
    ):
        named += 1
    rest = ", ".join(parts[named:])
    if (
        not named
        or not rest
        or re.match(r"[A-Z]\.\s", rest)  # a name the commas did not part from the venue
        or not (find_venue(rest) or known_full_name(rest) or VENUE_WORD_RE.search(rest))
    ):
        return None
    return clean_title(chunk[0]), parts[:named], " ".join([rest, *chunk[2:]])


def _journal_after_comma(title: str) -> tuple[str, list[str], str] | None:
    """ "Title, J. of Tidal Math., 234, 333-348 (2022)", "Title, arXiv:2401.00001 (2024)": a
    title the journal and its volume (or an arXiv id) follow after a comma."""
    for match in JOURNAL_AFTER_COMMA_RE.finditer(title):
        head = title[: match.start()]
        if len(head.split()) >= MIN_TITLE_WORDS:
            return clean_title(head), [], title[match.end() :]
    return None


def _comma_past_names(text: str, end: int) -> bool:
    """The names closed with a comma, and what follows reads as one more name ("Roe, A.,
    Poe†, Ann, ..."), not as a title's opening words."""
    if not text[:end].rstrip().endswith(","):
        return False
    return len(text[end:].split(",")[0].split()) < MIN_TITLE_WORDS


def _venue_after_last_comma(title: str, tail: str) -> tuple[str, str]:
    """ "Title of the paper, Nature Astronomy" (2022): a journal after the title's last comma,
    where no full stop set it apart, is the venue."""
    head, comma, last = title.rpartition(", ")
    if not comma or len(head.split()) < MIN_TITLE_WORDS:
        return title, tail
    # A one-word journal (Science, Icarus) is no gazetteer key: capitalised words before the
    # year in brackets stand for it.
    dated = re.match(rf"\s*\({YEAR}\)", tail) and JOURNAL_WORDS_RE.fullmatch(last)
    if dated or VENUE_WORD_RE.search(last) or find_venue(last) or known_full_name(last):
        return head, f"{last} {tail}"
    return title, tail


def _names_run_to(chunk: list[str], end: int) -> bool:
    """The colon at ``end`` closes names on the first line, or on the next one where the first
    line broke after a comma inside the names (not past a wrapped title)."""
    if end <= len(chunk[0]):
        return True
    return (
        len(chunk) > 1
        and chunk[0].rstrip().endswith(",")
        and end <= len(chunk[0]) + 1 + len(chunk[1])
    )


def _published_in_line(chunk: list[str]) -> tuple[str, list[str], str] | None:
    """ "Title" over "Published in Venue – June 2023": a title-first entry whose venue line
    says where the paper appeared; an author line may stand between them, a labelled note
    ("Final version: ...") is neither title nor venue."""
    head = chunk[0]
    if has_author_prefix(head) or starts_apa(head) or is_author_list(head.rstrip(" ,")):
        return None
    for index, line in enumerate(chunk[1:], 1):
        match = PUBLISHED_IN_LINE_RE.match(line)
        if not match:
            continue
        above = [head, *(ln for ln in chunk[1:index] if not NOTE_LABEL_LINE_RE.match(ln))]
        byline = next((i for i, ln in enumerate(above[1:], 1) if is_author_list(ln)), None)
        authors = authors_of(above[byline]) if byline else []
        title = clean_title(" ".join(above[:byline]))
        venue = DASHED_DATE_END_RE.sub(", ", line[match.end() :])
        return title, authors, " ".join([venue, *chunk[index + 1 :]])
    return None


def _coauthors_after_with(chunk: list[str]) -> tuple[str, list[str], str] | None:
    """ "Title with A. Roe and B. Poe, Venue (2024)", or "Title" over "With Ana Roe. Venue":
    the title, the coauthors "with" names, and the venue after them. An entry that authors
    open holds "with" in its title only ("Lids Off" over "with Two Hands. CoRL 2024")."""
    head = chunk[0]
    if has_author_prefix(head) or starts_apa(head) or is_author_list(head.rstrip(" ,")):
        return None
    for index, line in enumerate(chunk[1:], 1):
        match = WITH_LINE_RE.match(line)
        if match and (is_author_list(match["names"]) or _capitalised_names(match["names"])):
            title = clean_title(" ".join(chunk[:index]))
            rest = " ".join([line[match.end() :], *chunk[index + 1 :]])
            return title, authors_of(match["names"]), rest
    text = " ".join(chunk)
    match = WITH_COAUTHORS_RE.search(text)
    if not match or " with " not in text:
        return None
    title = clean_title(text[: match.start()])
    if len(title.split()) < MIN_TITLE_WORDS or has_author_prefix(title) or starts_apa(title):
        return None
    return title, authors_of(match["names"]), text[match.end() :]


def _capitalised_names(text: str) -> bool:
    """ "Ana Roe" or "Ana Roe, Ben Poe and Eve Doe": names alone, each of capitalised words."""
    parts = re.split(r",\s*(?:and\s+)?|\s+and\s+", text.strip())
    return all(CAPITALISED_NAME_RE.fullmatch(part) for part in parts)


def _title_comma_authors(text: str, first_line: int) -> tuple[str, list[str], str] | None:
    """ "Title, F. J. Roe and A. H. Poe. Submitted to Venue, 2022": the title, a comma on its
    first line, then the author list that a period ends (the title may hold commas)."""
    first = sentences_of(text[:first_line])[0]
    for comma in list(re.finditer(r",\s+", first))[:MAX_TITLE_COMMAS]:
        title, after = text[: comma.start()], text[comma.end() :]
        if (
            len(title.split()) < MIN_TITLE_WORDS
            or is_author_list(title)
            or _all_persons(title)
            or re.match(rf"(?:[{UP}]\.\s?-?)+\s", title)  # "P. J. van der Roe": a person
        ):
            return None
        sentences = sentences_of(after)
        if len(sentences) >= 2 and is_author_list(sentences[0]):
            return clean_title(title), authors_of(sentences[0]), ". ".join(sentences[1:])
    return None


# Between a title and the authors after it: a colon, or a dash with a space after it.
TITLE_AUTHORS_MARK_RE = re.compile(rf":\s+|\s?[{DASHES}]\s+")


def _title_colon_authors(text: str) -> tuple[str, list[str], str] | None:
    """ "Title: A. Roe et al., Venue, 2024": the title, a colon (or a dash: "Title - A. Roe
    and B. Poe, 2025, URL"), then the authors and the venue apart by commas. The title may
    hold a colon of its own ("Name: A Subtitle: A. Roe, ..."); the authors start after the
    colon whose words read as an author list."""
    named = sentences_of(text)[0]
    for colon in TITLE_AUTHORS_MARK_RE.finditer(text):
        title = text[: colon.start()]
        if len(title.split()) < MIN_TITLE_WORDS or is_author_list(title):
            continue
        if colon.start() > len(named) and is_author_list(named):
            return None  # "Roe, Poe. Title: A Subtitle, Venue": authors came first
        parts = _outside_brackets(text[colon.end() :].rstrip(" ."), ", ")
        listed = _authors_leading(parts)
        if listed and is_author_list(", ".join(parts[:listed])):
            authors = ", ".join(parts[:listed])
            return clean_title(title), authors_of(authors), ", ".join(parts[listed:])
    return None


def _authors_leading(parts: list[str]) -> int:
    """How many of the comma-separated parts are the author list: up to "et al.", else the
    persons before the first part that names a venue; none when no part is left after them."""
    for k, part in enumerate(parts[:-1], start=1):
        if ET_AL_TAIL_RE.search(part):
            return k
        persons = is_person(part) or (" and " in part and is_author_list(part))
        if not persons or VENUE_WORD_RE.search(part) or find_venue(part):
            return k - 1
    # "A. Roe and B. Poe, 2025": persons up to a last part that is only the year.
    return len(parts) - 1 if len(parts) > 1 and YEAR_RE.fullmatch(parts[-1].strip(" .")) else 0


def _title_and_venue_parts(text: str) -> tuple[str, str]:
    """ "Title, Journal of X, January, 2014", "Title,Book Title,51-60,2017": the title runs
    to the first part that names a venue or is a number or date (else to the first comma);
    the rest holds the venue and the year."""
    parts = [p.strip() for p in re.split(r",\s*", text.strip(" .")) if p.strip()]

    def names_venue(part: str) -> bool:
        return bool(VENUE_WORD_RE.search(part) or find_venue(part))

    def numeric(part: str) -> bool:
        return bool(re.fullmatch(rf"[\d{DASHES}.:\s]+|(?:{MONTHS})\s*\d*|pages?\s.*", part, re.I))

    question = re.search(r"[?!]\s+(?=[A-Z])", parts[0]) if parts else None
    if question and names_venue(parts[0][question.end() :]):
        # "Can X be reversed? Journal of Y, 2014": the question mark ends the title.
        parts[:1] = [parts[0][: question.start() + 1], parts[0][question.end() :]]
    # A venue's name ends the title where it stands; else the title is the first part.
    end = next((i for i in range(1, len(parts)) if names_venue(parts[i])), None)
    if end is None or any(numeric(p) for p in parts[1:end]):
        end = min(1, len(parts))
    venue = ", ".join(p for p in parts[end:] if not numeric(p))
    year = year_in(", ".join(parts[end:]))
    return ", ".join(parts[:end]), f"{venue} {year}" if year else venue


def _comma_separated(text: str) -> tuple[str, list[str], str] | None:
    """Authors, title and venue apart only by commas: "Ana Roe, Ben Poe, Title, ICML 2024"
    or "Title, Ana Roe, Ben Poe, ICML 2024"."""
    parts = [p.strip() for p in _outside_brackets(text.rstrip(" ."), ", ")]
    # "Gordon Roe and Ann Poe": the last two authors in one comma part.
    names = [_all_persons(p) for p in parts]
    lead = next((i for i, named in enumerate(names) if not named), len(parts))
    # One part is enough when the name has initials ("Roe A., Title, Venue 2024") or the part
    # holds two ("M. Roe and L. Poe, Title, ...", "M. Roe et al., Title, ...").
    sole = lead == 1 and bool(
        SOLE_INITIALS_AUTHOR_RE.fullmatch(parts[0])
        or AND_RE.search(parts[0])
        or ET_AL_TAIL_RE.search(parts[0])
    )
    if (lead >= 2 or sole) and lead < len(parts):  # authors first
        return (
            clean_title(parts[lead]),
            authors_of(", ".join(parts[:lead])),
            ", ".join(parts[lead + 1 :]),
        )
    after = next((i for i in range(1, len(parts)) if not names[i]), len(parts))
    pair = after == 2 and bool(AND_RE.search(parts[1]))  # "Title, Ana Roe and Ben Poe, Venue"
    if not names[0] and (after >= 3 or pair):  # title first, then at least two authors
        return (
            clean_title(parts[0]),
            authors_of(", ".join(parts[1:after])),
            ", ".join(parts[after:]),
        )
    return None


def _runs_past_authors(line: str) -> bool:
    """ "A. Roe, B. Poe, Title words": two authors or more, then a part of no persons."""
    if line.count(", ") < 2:
        return False  # two authors and a title take two commas at least
    parts = [p.strip() for p in _outside_brackets(line.rstrip(" ,"), ", ")]
    lead = next((i for i, part in enumerate(parts) if not _all_persons(part)), len(parts))
    return 2 <= lead < len(parts) and len(parts[lead].split()) >= MIN_TITLE_WORDS


def _all_persons(part: str) -> bool:
    part = ET_AL_TAIL_RE.sub("", part)  # "M. Roe et al."
    return all(is_person(n) for n in AND_RE.split(part))


def _authors_first_commas(text: str) -> tuple[str, list[str], str] | None:
    """ "M. Q. Roe and L. Poe, Title, J. Chem. Phys. 150, 054101 (2019)" (AIP, APS without
    quotes), "M. Roe et al., Title, arXiv:2101.01234 (2021)": authors, title and venue apart
    by commas only, the title inside the first sentence (no period after the authors)."""
    parts = _outside_brackets(text, ", ")
    if not _all_persons(parts[0].strip()) or VANCOUVER_NAME_RE.fullmatch(parts[0].strip()):
        return None  # Vancouver's "Roe AB, Poe C, ..." ends its list with a period instead
    found = _comma_separated(text)
    if not found or not found[1] or not found[2].strip() or len(found[0].split()) < MIN_TITLE_WORDS:
        return None
    return found if found[0] in sentences_of(text)[0] else None


def _authors_closed_by_and(text: str) -> str | None:
    """ "Ana Roe, Ben Poe, and Cy Doe, Title of the Paper. Journal 12, 3 (2019)." (APS, AIP):
    the "and" before the last author closes the list, and the comma after that author opens
    the title. The text with a period there instead, so authors, title and venue are
    sentences; None when no such closing "and" is found."""
    first = sentences_of(text)[0]
    for match in AND_BEFORE_LAST_RE.finditer(first):
        name, comma, rest = first[match.end() :].partition(", ")
        head = text[: match.start()]
        if not comma or not is_person(name) or not (is_author_list(head) or is_person(head)):
            continue
        if len(rest.split()) < MIN_TITLE_WORDS or is_person(rest.split(", ")[0]):
            return None
        cut = match.end() + len(name)
        return f"{text[:cut]}. {text[cut + len(comma) :]}"
    return None


def _outside_brackets(text: str, separator: str) -> list[str]:
    """The text split at the separator, except inside brackets ("(fork, P5)-free Graphs")."""
    if not any(bracket in text for bracket in "([{)]}"):
        return text.split(separator)
    parts, depth, start = [], 0, 0
    for index, char in enumerate(text):
        depth += (char in "([{") - (char in ")]}")
        if depth <= 0 and text.startswith(separator, index):
            parts.append(text[start:index])
            start = index + len(separator)
    return [*parts, text[start:]]


def _title_first_lines(
    chunk: list[str], applicant: str | None = None
) -> tuple[str | None, list[str], str]:
    """Title lines, then author and venue lines (a venue line may also come first); a sole
    author is known by the applicant's name."""
    if len(chunk) >= 3 and is_venue_line(chunk[0]) and not is_venue_line(chunk[1]):
        title, authors, rest = _title_first_lines(chunk[1:], applicant)
        return title, authors, f"{chunk[0]} {rest}"
    cells = title_venue_date_cells(chunk)
    if cells:
        return cells
    title_lines, authors, rest = [chunk[0]], [], []
    for line in chunk[1:]:
        named = is_author_list(line) or _is_applicant(line, applicant)
        byline = None if named or authors or rest else _byline_then_venue(line)
        if byline:
            authors, tail = byline
            rest.append(tail)
        elif authors or rest or named or is_venue_line(line):
            if not authors and not named:
                authors, line = _leading_authors(line)
                if line:
                    rest.append(line)
            elif named and not authors:
                authors = authors_of(line)
            elif authors and not rest and _continues_authors(line):
                authors += authors_of(line)
            else:
                rest.append(line)
        else:
            title_lines.append(line)
    if authors and not rest and len(title_lines) > 1:
        cut = _outlet_rows_start(title_lines)
        title_lines, rest = title_lines[:cut], title_lines[cut:]
    title, tail = split_title_tail(" ".join(title_lines))
    return clean_title(title), authors, " ".join([tail, *rest])


# A wrapped title's line that ends on a word that needs the next ("... Visibility and").
TITLE_GOES_ON_RE = re.compile(
    r"(?:[,:;&/-]|\b(?:of|and|the|for|in|on|a|an|to|with|from|by|at|via|or|de|del|la|el|y|"
    r"una?|en|des|du|le|et|para|por))$",
    re.I,
)


def _outlet_rows_start(lines: list[str]) -> int:
    """ "Some Title" / "Some Institute Report" / "Ann Roe & Bo Li": a block that sets the
    title, then the outlet on rows of its own, then the authors last. The outlet starts at
    the first row the title does not run on to, when that row and those after it name one;
    otherwise every row is the title's."""
    for index in range(1, len(lines)):
        if TITLE_GOES_ON_RE.search(lines[index - 1].rstrip()) or lines[index][:1].islower():
            continue
        outlet = " ".join(lines[index:])
        if VENUE_WORD_RE.search(outlet) or OUTLET_WORD_RE.search(outlet):
            return index
        break
    return len(lines)


def title_venue_date_cells(chunk: list[str]) -> tuple[str, list[str], str] | None:
    """A row of cells read one to a line: the title, its journal (or "Under review") and
    a date alone ("Some Title" / "Journal of X" / "May 2023"), no author line."""
    if len(chunk) < 3 or not is_date_only(chunk[-1]):
        return None
    venue, title_lines = chunk[-2], chunk[:-2]
    if (
        len(venue.split()) > MAX_VENUE_CELL_WORDS
        or not venue[:1].isupper()
        or venue.rstrip().endswith(".")
        or not (venue_of(venue) or publication_status(venue))
        or any(is_author_list(line) for line in chunk[:-1])
        or len(sentences_of(" ".join(title_lines).rstrip(" ."))) > 1  # authors, then title
    ):
        return None
    title = clean_title(" ".join(title_lines))
    if len(title.split()) < MIN_TITLE_WORDS:
        return None
    # The month of the date cell is no part of the journal's name, nor a venue of its own.
    return title, [], f"{venue}, {year_in(chunk[-1]) or ''}"


def _byline_then_venue(line: str) -> tuple[list[str], str] | None:
    """ "Ana Roe, Ben Poe, Cy Doe. arXiv:2501.01234, 2025.": under its title, the author list
    a period closes, then the venue; the authors and the rest of the line."""
    sentences = sentences_of(line)
    if len(sentences) < 2 or "," not in sentences[0] or not is_author_list(sentences[0]):
        return None
    return authors_of(sentences[0]), ". ".join(sentences[1:])


def _leading_authors(line: str) -> tuple[list[str], str]:
    """ "Ana Roe, Ben Poe. ICDE 2024" or "Ana Roe, Ben Poe, ICDE 2024": the authors in front
    of a venue, and the rest of the line."""
    if has_author_prefix(line):
        first = sentences_of(line)[0]
        return authors_of(first), line[len(first) :].lstrip(" .")
    parts = line.split(", ")
    lead = next((i for i, part in enumerate(parts) if not is_person(part)), len(parts))
    if lead >= 2:
        return authors_of(", ".join(parts[:lead])), ", ".join(parts[lead:])
    return [], line


def _author_first_lines(chunk: list[str]) -> tuple[str | None, list[str], str]:
    """An author line (or several), title lines, then a venue line; no periods between."""
    index, author_lines = 1, [chunk[0]]
    while index < len(chunk) and _author_line_continues(author_lines[-1], chunk[index]):
        author_lines.append(chunk[index])
        index += 1
    title_lines = []
    while index < len(chunk) and not (title_lines and is_venue_line(chunk[index])):
        title_lines.append(chunk[index])
        index += 1
    rest = chunk[index:]
    if not rest and len(title_lines) >= 2 and YEAR_RE.search(title_lines[-1]):
        rest = [title_lines.pop()]
    title, tail = split_title_tail(" ".join(title_lines))
    authors = authors_of(", ".join(ln.rstrip(", ") for ln in author_lines))
    return clean_title(title), authors, " ".join([tail, *rest])


def _author_line_continues(previous: str, line: str) -> bool:
    """ "Ana Roe, Ben Poe, Cyd" + "Doe, Eli Moe": an author list wrapped onto the next line."""
    if not is_author_list(line):
        return False
    last = re.split(r",|\band\b", previous.strip())[-1].split()
    return previous.rstrip().endswith((",", " and")) or len(last) == 1


def _one_paragraph(sentences: list[str]) -> tuple[str | None, list[str], str]:
    """ "Authors. (Year). Title. In Venue." """
    sentences = [part for sentence in sentences for part in _YEAR_AFTER_AUTHORS_RE.split(sentence)]
    found = _authors_comma_title(sentences)
    if found:
        return found
    index = 0
    authors: list[str] = []
    while index < len(sentences) and (
        (not authors and is_author_list(sentences[index]))
        or YEAR_SENTENCE_RE.fullmatch(sentences[index].strip())
    ):
        if is_author_list(sentences[index]):
            authors += authors_of(sentences[index])
        index += 1
    if index >= len(sentences):
        return None, authors, ""
    title, tail = split_title_tail(sentences[index])
    return clean_title(title), authors, tail + " " + ". ".join(sentences[index + 1 :])


def _authors_comma_title(sentences: list[str]) -> tuple[str, list[str], str] | None:
    """ "Roe A., Poe B., Title of the paper. Venue 12 (2024)": the initials' periods hide the
    end of the author list, so the first sentence goes on after a comma into the title, its
    one part that names no persons."""
    if len(sentences) < 2 or not _runs_past_authors(sentences[0]):
        return None
    parts = _outside_brackets(sentences[0].rstrip(" ,"), ", ")
    lead = next(i for i, part in enumerate(parts) if not _all_persons(part.strip()))
    if lead != len(parts) - 1 or re.match(r"et\.?\s+al\b", parts[lead].strip(), re.I):
        return None  # "M. Roe, B. Poe, Title, J. Chem. Phys. 150": commas part the venue too
    if YEAR_SENTENCE_RE.search(parts[lead]) and _YEAR_AFTER_AUTHORS_RE.search(parts[lead]):
        return None  # "Ann Roe, Ben Poe (2024)": the last author and the year, APA's
    title, tail = split_title_tail(parts[lead])
    return (
        clean_title(title),
        authors_of(", ".join(parts[:lead])),
        f"{tail} " + ". ".join(sentences[1:]),
    )


def _is_applicant(text: str, applicant: str | None) -> bool:
    if not applicant:
        return False
    words = sorted(re.findall(r"[a-z]+", clean_entry_line(text).lower()))
    return bool(words) and words == sorted(re.findall(r"[a-z]+", applicant.lower()))


def starts_apa(line: str) -> bool:
    """ "Roe, A. B., Poe, C." or "Roe, A. & Poe, C.": an APA author list opens the line; also
    with hyphened initials ("Roe, A.-B.,") and a corresponding author's star ("Poe, C.*,")."""
    return bool(APA_OPENING_RE.match(line))


APA_OPENING_RE = re.compile(r"^[A-Z][\w'’-]+,\s+(?:[A-Z]\.(?:-[A-Z]\.)?[*∗†]?\s*)+(?:,|&\s|and\s)")


def has_author_prefix(line: str) -> bool:
    sentences = sentences_of(line)
    return len(sentences) > 1 and is_author_list(without_year_suffix(sentences[0]))


def _continues_authors(line: str) -> bool:
    return is_author_list(line) or bool(re.fullmatch(r"[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)?\.?", line))


def is_venue_line(line: str) -> bool:
    if VENUE_LINE_RE.match(line) or re.match(r"^\(?(?:in submission|under review)", line, re.I):
        return True
    if VOLUME_RE.search(line):
        return True  # "J. Tidal Phys., Volume 12, id.L3": a journal's volume
    words = line.split()
    if len(words) <= 6 and re.search(rf"\b{YEAR}\W*$", line) and line[:1].isupper():
        return True
    return (
        len(words) <= 12
        and bool(find_venue(line) or full_name_venue(line))
        and bool(YEAR_RE.search(line) or SHORT_YEAR_RE.search(line) or len(words) <= 4)
    )


def split_title_tail(title: str) -> tuple[str, str]:
    """Cut "[arXiv:...]", "(In submission)" and similar tails off a title."""
    match = re.search(
        r"\s*(\[[^\]]*\]|\((?:in submission|under review|workshop paper)[^)]*\))", title, re.I
    )
    if match:
        return title[: match.start()], title[match.start() :]
    match = re.search(rf"\s*\([A-Z][\w/@ -]*[’'‘`]?\s?(?:\d{{2}}|{YEAR})\)\s*$", title)
    if match:
        return title[: match.start()], title[match.start() :]
    match = re.search(r"\.\s+(In:?\s|Proceedings|Proc\.|arXiv)", title)
    if match:
        return title[: match.start()], title[match.start() + 1 :]
    # "Title, Submitted to X 2024", "Title (2023), presented as a full paper at X": a status
    # clause after a comma, and a bare year in brackets, follow the title.
    match = re.search(rf"(?:\s*\({YEAR}\))?,\s+(?={STATUS_LEAD_RE.pattern[1:]})", title, re.I)
    head = title[: match.start()] if match else ""
    if len(head.split()) >= MIN_TITLE_WORDS and not any(map(_all_persons, head.split(", ")[1:])):
        return head, title[match.end() :]
    # "Title (2022)", "Title (2022), LINK": the year, and a link's anchor word after it.
    match = re.search(rf"\s*\({YEAR}\)(?:\s*,\s*(?:link|pdf|doi|paper|code))?\s*$", title, re.I)
    if match:
        return title[: match.start()], title[match.start() :]
    dashes = list(TITLE_DASH_RE.finditer(title))
    if dashes and len(title[: dashes[-1].start()].split()) >= MIN_TITLE_WORDS:
        tail = title[dashes[-1].end() :]
        if tail[:1].isupper() and len(tail.split()) <= MAX_VENUE_NAME_WORDS:
            return title[: dashes[-1].start()], tail
    for match in IN_VENUE_RE.finditer(title):
        # IEEE style without the quotes: "Title, in IEEE Transactions on X, doi: ...".
        tail = title[match.end() :]
        if VENUE_WORD_RE.search(tail) or find_venue(tail):
            return title[: match.start()], tail
    for match in re.finditer(r"[.?!]\s+", title):
        # "Is Sparsity Enough? NeurIPS 2023": the title ends where a venue follows.
        if is_venue_line(title[match.end() :]):
            return title[: match.start() + (title[match.start()] != ".")], title[match.end() :]
    return title, ""


# An icon font's glyph before the entry ("j Some Title": a journal icon read as a letter); a
# title starts with a capital, and "a" may be its first word.
ICON_GLYPH_LEAD_RE = re.compile(r"^[b-z]\s+(?=[A-Z0-9])")


def clean_title(title: str) -> str:
    title = ICON_GLYPH_LEAD_RE.sub("", title.lstrip())
    return re.sub(r"\s+", " ", title).strip(" .,;:“”\"'*_")


def _venue_from_line(text: str) -> str | None:
    # "[Accepted into Journal of X, 2023]": the brackets hold the venue line.
    text = text.strip(" ,.;:").lstrip(f"[({LONG_DASHES} ")
    # "Venue. [Best Paper Award]": a bracketed note after the name.
    text = re.sub(r"\s+\[.*$", "", text).rstrip(" .")
    parts = re.split(r"\s{2,}|,", text)
    while len(parts) > 1 and VENUE_KIND_RE.match(parts[0].strip()):
        parts.pop(0)
    while len(parts) > 1 and re.fullmatch(rf"\(?{YEAR}\)?", parts[0].strip()):
        parts.pop(0)  # "2024, Some Journal": the year that closed the authors, then the venue
    first = parts[0].strip()
    first = re.sub(rf"\b{YEAR}\s+(?=[A-Z])", "", first)  # "the 2023 Conference on X"
    # LNCS: "In: Some Workshop. pp. 1–10. Springer (2023)": the pages end the name's sentence.
    first = re.sub(r"\.\s+(?:pp?\.|pages)\s*\d.*$", "", first)
    first = re.sub(r"\s+\d+\s*(?:\(\d+\))?\s*[:,(].*$", "", first)  # "Journal 12 (3): 45-67"
    first = re.sub(rf"\b{YEAR}\b.*$", "", first).strip(" ,.-–([")
    first = re.sub(r"\s+[’'‘`]\d{2}$", "", first)  # "Some Workshop & Journal ’23"
    if len(parts) > 1 and not VOLUME_RE.fullmatch(first):
        first = TRAILING_VOLUME_RE.sub("", first)  # "Physical Review X 12, 031045 (2022)"
    first = _STATUS_TAIL_RE.sub("", first)
    first = STATUS_LEAD_RE.sub("", first)
    first = re.sub(r"^(?:in\b:?\s*)", "", first, flags=re.I)
    # "Lecture Notes in Coastal Systems. Springer": the publisher after the name's
    # sentence ends; abbreviated names ("J. Mach. Learn. Res.") have no such sentence.
    named = re.match(r"^(.+?[a-z]{3})\.\s+[A-Z]", first)
    if named and len(named.group(1).split()) >= 4:
        first = named.group(1)
    # "Proc. IEEE SECON": the word before an event's short name is no part of it.
    first = re.sub(r"^(?:proc\.|proceedings)\s+(?!of\b)(?=\S+$|\S+\s+\S+$)", "", first, flags=re.I)
    # "In Proceedings of the X Workshop": the event's name (a journal keeps its own).
    event = re.sub(r"^(?:proceedings|proc\.)\s+of\s+(?:the\s+)?", "", first, flags=re.I)
    if event != first and re.search(r"\b(?:workshop|conference|symposium)\b", event, re.I):
        first = event
    first = ORDINAL_LEAD_RE.sub("", first)
    if STATUS_ONLY_RE.match(first) or re.search(r"\b(?:of|the|on|in|for|and|at)$", first, re.I):
        return None  # a status, or a name cut short by its year ("Proceedings of the 2023 ...")
    if VOLUME_RE.fullmatch(first):
        return None  # "Volume 12, id.L3": the journal's volume, its name on another line
    words = len(first.split())
    if words >= MIN_FULL_NAME_WORDS and len(parts) > 1 and _short_name_of(parts[1], first):
        return parts[1].strip()
    if 0 < words <= 6 and (first[:1].isupper() or LOWER_BRAND_NAME_RE.match(first)):
        return first
    if words <= 10 and re.match(
        r"(?:(?:IEEE|ACM|SIAM|IET|IEEE/ACM)\s+)?(?:journal|transactions|annals|proceedings)\b",
        first,
        re.I,
    ):
        return first
    outlet = VENUE_WORD_RE.search(first) or OUTLET_WORD_RE.search(first)
    if words <= MAX_VENUE_NAME_WORDS and first[:1].isupper() and outlet:
        return first  # a long name no gazetteer knows: "International Conference on ..."
    return None


def _short_name_of(word: str, name: str) -> bool:
    """ "MMSports" after "Workshop on Multimedia Content Analysis in Sports": its capitals are
    the initials of the name's words, in order, or it holds one of the name's words."""
    word = word.strip()
    if not SHORT_NAME_RE.match(word) or word in PUBLISHERS:
        return False
    initials = iter(w[0] for w in name.split() if w[:1].isupper())
    if all(c in initials for c in word if c.isupper()):
        return True
    return any(len(w) >= 4 and w.lower() in word.lower() for w in re.findall(r"[A-Za-z]+", name))


def year_in(text: str) -> int | None:
    text = re.sub(r"arXiv:\s*\d{4}\.\d+", "", text)
    if "10." in text:
        text = DOI_RE.sub(" ", text)  # "10.1029/2023GL1234": the year a DOI was minted
    text = GLUED_YEAR_RE.sub(r" \1", text)
    match = YEAR_RE.search(text)
    if match:
        return int(match.group(1))
    # "ICML'23", "ICML 23"; a mixed-case acronym only with its apostrophe ("CCGrid ’23").
    short = re.search(
        r"[A-Z]{2,}\s*[’'‘`]?\s*(\d{2})\b|\b[A-Z][a-z]*[A-Z]\w*\s*[’'‘`](\d{2})\b"
        # any name with its apostrophed year last: "Some Workshop & Journal ’23"
        r"|(?<=[A-Za-z]\s)[’'‘`](\d{2})\s*$",
        text,
    )
    if short:
        return 2000 + int(short.group(1) or short.group(2) or short.group(3))
    return None
