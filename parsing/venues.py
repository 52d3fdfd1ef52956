"""A small gazetteer of venues (public acronyms: computer science, then preprint servers and
major journals of other fields) and how to find one."""

import re

from parsing.dates import SHORT_YEAR_RE, YEAR
from parsing.journal_names import JOURNAL_NAMES
from parsing.patterns import URL_SCHEME_AND_WWW
from parsing.places import is_place_name
from parsing.venue_list import CCF_FULL_NAMES
from parsing.venue_names import FULL_NAMES

VENUES = [
    "OSDI",
    "SOSP",
    "ASPLOS",
    "ISCA",
    "MICRO",
    "HPCA",
    "PLDI",
    "POPL",
    "MLSys",
    "NeurIPS",
    "NIPS",
    "ICML",
    "ICLR",
    "CVPR",
    "ICCV",
    "ECCV",
    "ACL",
    "EMNLP",
    "NAACL",
    "COLING",
    "COLM",
    "FSE",
    "ICSE",
    "ASE",
    "ISSTA",
    "EuroSys",
    "NSDI",
    "ATC",
    "VLDB",
    "SIGMOD",
    "ICDE",
    "KDD",
    "WWW",
    "AAAI",
    "IJCAI",
    "SC",
    "PPoPP",
    "CGO",
    "OOPSLA",
    "SPLASH",
    "ECOOP",
    "CAV",
    "TACAS",
    "LICS",
    "ICFP",
    "ESOP",
    "CONCUR",
    "SIGCOMM",
    "MobiCom",
    "MobiSys",
    "SenSys",
    "CCS",
    "NDSS",
    "USENIX",
    "Security",
    "S&P",
    "Oakland",
    "CHI",
    "UIST",
    "CSCW",
    "SIGGRAPH",
    "DAC",
    "ICCAD",
    "DATE",
    "FPGA",
    "FCCM",
    "TCAD",
    "TPDS",
    "TOCS",
    "TOPLAS",
    "TOSEM",
    "TSE",
    "JMLR",
    "TACO",
    "IPDPS",
    "HPDC",
    "ICS",
    "PACT",
    "SoCC",
    "Middleware",
    "FAST",
    "HotOS",
    "HotNets",
    "HotCloud",
    "SIGMETRICS",
    "IMC",
    "CoNEXT",
    "RTSS",
    "RTAS",
    "EMSOFT",
    "ISSCC",
    "VLSI",
    "IEEE-TC",
    "TC",
    "AISTATS",
    "UAI",
    "COLT",
    "CoRL",
    "RSS",
    "ICRA",
    "IROS",
    "WSDM",
    "SIGIR",
    "CIKM",
    "RecSys",
    "ICDM",
    "SDM",
    "ECML",
    "TKDE",
    "TPAMI",
    "IJCV",
    "TMLR",
    "arXiv",
    # Preprint servers and working-paper series outside computer science.
    "bioRxiv",
    "medRxiv",
    "ChemRxiv",
    "PsyArXiv",
    "SocArXiv",
    "EarthArXiv",
    "TechRxiv",
    "SSRN",
    # Journals known by a distinctive acronym or one-word title (see journal_names).
    "PNAS",
    "MNRAS",
    "ApJ",
    "ApJL",
    "ApJS",
    "JCAP",
    "JHEP",
    "JACS",
    "NEJM",
    "JAMA",
    "eLife",
    "NeuroImage",
    "Econometrica",
    "Biometrika",
    "ISMM",
    "VEE",
    "SYSTOR",
    "APSys",
    "ICPP",
    "CLUSTER",
    "HiPC",
    "Euro-Par",
    "LCTES",
    "CC",
    "ICDCS",
    "DSN",
    "SRDS",
    "PODC",
    "SPAA",
    "STOC",
    "FOCS",
    "SODA",
    "ICALP",
    "ACSAC",
    "RAID",
    "ESORICS",
    "AsiaCCS",
    "ICSME",
    "MSR",
    "SANER",
    "ISCAS",
    "ICASSP",
    "INTERSPEECH",
    "Interspeech",
    "HotStorage",
    "WACV",
    "BMVC",
    "MICCAI",
    "NAACL-HLT",
    "EACL",
    "TACL",
    "CoNLL",
    "ICLR-W",
    "ECAI",
    "KR",
    "ICAPS",
    "AAMAS",
    "IJCNN",
    "EuroMLSys",
    "INFOCOM",
    "MobiHoc",
    "IPSN",
    "ASSETS",
    "CPP",
    "ITP",
    "VMCAI",
    "SOCC",
    "ICSE-SEIP",
    "3DV",
    "RA-L",
    "ISPASS",
    "IJRR",
    "T-RO",
    "TNNLS",
    "FAccT",
    "UbiComp",
    "IMWUT",
    "ICWSM",
    "LREC",
    "CHIL",
    "MLHC",
    "ACCV",
    "ICPR",
    "ICIP",
    "ICME",
    # ACM Multimedia, its short name written three ways
    "ACM MM",
    "ACM-MM",
    "ACMMM",
    "ISBI",
    "MIDL",
    "L4DC",
    "HRI",
    "GECCO",
    "ECIR",
    "EDBT",
    "PODS",
    "CIDR",
    "IISWC",
    "ICCD",
    "ISLPED",
    "ASP-DAC",
    "PNAS",
    "JAIR",
    "CACM",
    "TIFS",
    "TDSC",
    "TVCG",
    "TMC",
    "JSAC",
    "TASLP",
    "TMI",
    "TCSVT",
    "TOIS",
    "TIST",
    "EuroS&P",
    "PoPETs",
    "SOUPS",
    "ISMAR",
    "MobileHCI",
    "IUI",
    "AACL",
    "IJCNLP",
    "SemEval",
    "ICTIR",
    "PVLDB",
    "ICCPS",
    "HSCC",
    "IWQoS",
    "ICNP",
    "WiSec",
    "DIMVA",
    "CHES",
    "EUROCRYPT",
    "ASIACRYPT",
    "CRYPTO",
    "ISSRE",
    "ICST",
    "ICPC",
    "ISWC",
    "LoG",
]
_VENUE_RE = re.compile(
    r"(?<![\w-])("
    + "|".join(re.escape(v) for v in sorted(VENUES, key=len, reverse=True))
    + r")(?![\w-])"
)
# DBLP and IEEE references name the venue in full, then its short name and year between
# commas: "in 33rd Annual Symposium on Tidal Models, TIMO 2025, Lisbon, ...".
COMMA_ACRONYM_RE = re.compile(rf",\s+([A-Z][A-Za-z]{{2,11}})\s+{YEAR}\s*(?:[,.)]|$)")
PAREN_ACRONYM_RE = re.compile(
    rf"\(\s*([A-Z][A-Za-z&]{{1,11}}(?:[-/ @][A-Z][A-Za-z]{{0,11}})?)"
    rf"\s*[’'‘`]?\s*(?:\d{{2}}|{YEAR})?\s*\)"
)
# A venue's rank on a ranking list, tagged after it: "(CCF-A)", "(CORE A*)", "(JCR Q1)".
RANK_TAG_RE = re.compile(r"(?:CCF|CORE|JCR|SCIE?|SSCI|CAS)\b", re.I)
STATUS_PATTERNS = [
    (
        "under_review",
        re.compile(r"under review|in submission|submitted|to be submitted|in review", re.I),
    ),
    ("accepted", re.compile(r"\baccepted\b|to appear|to be published|forthcoming|in press", re.I)),
    (
        "preprint",
        re.compile(
            r"\bpreprint\b|arxiv|\bcorr\b|\b\w+rxiv\b|ssrn|\btech(?:nical)?\.? report", re.I
        ),
    ),
]


# What may follow a conference's acronym to name a workshop it hosts: "2024 Workshop on
# Safe Robots" or " Tokenization Workshop".
_NAME_WORD = r"[A-Z][\w-]*\s*(?:(?:for|on|of|and|in|&|the)\s+)?"
HOSTED_WORKSHOP_RE = re.compile(
    rf"\s+(?:(?:{YEAR}\s+)?(?:\d+(?:st|nd|rd|th)\s+)?Workshop\s+on\s+(?:{_NAME_WORD}){{0,11}}[A-Z][\w-]*"
    rf"|(?:{_NAME_WORD}){{1,4}}Workshop\b)"
)


# The event a workshop or symposium was held beside: "(Co-located with TACAS 2021)", "in
# conjunction with ICSE". It names the host, not the paper's venue.
HOST_EVENT_RE = re.compile(
    r"[(\[]?\s*\b(?:co-?located\s+with|in\s+conjunction\s+with|held\s+(?:jointly\s+)?with)"
    r"\b[^()\[\]]*[)\]]?",
    re.I,
)
# A workshop's name written with its own short name in brackets: "Workshop on Tidal
# Models for Ships (TIMS)". The workshop is the venue, whatever conference hosted it.
NAMED_WORKSHOP_RE = re.compile(
    r"\bWorkshop\s+on\s+[^()]{3,120}?\(\s*(?P<short>[A-Z][A-Za-z0-9&-]{1,15})"
    r"(?:\s*[’'‘]?\s*(?:\d{2}|\d{4}))?\s*\)"
)


FINDINGS_BEFORE_RE = re.compile(r"\bFindings(?:\s+of(?:\s+the)?)?\s+$")
FINDINGS_AFTER_RE = re.compile(r"\s+Findings\b")


def find_venue(text: str) -> str | None:
    """The venue acronym in text: a known one first, then one written in parentheses."""
    if "onjunction" in text or "ocated" in text or "held" in text:
        own = HOST_EVENT_RE.sub(" ", text)
        if own != text:
            return find_venue(own) or _venue_in(text)
    return _venue_in(text)


def _venue_in(text: str) -> str | None:
    text = re.sub(r"arXiv:\s*\d{4}\.\d{4,5}(v\d+)?", "arXiv", text)
    named = NAMED_WORKSHOP_RE.search(text) if "Workshop on" in text else None
    if named and publication_status(named["short"]) is None:
        return named["short"]
    text = re.sub(rf"{URL_SCHEME_AND_WWW}arxiv\.org/\S*", "arXiv", text, flags=re.I)
    # "TinyDeploy workshop at MLSys", also with the years tagged on ("WITS’22 @ POPL’22").
    workshop = re.search(
        rf"\b(?P<name>[A-Z][\w-]+)(?:\s*{SHORT_YEAR_RE.pattern}|\s+{YEAR})?\s+(?:workshop\s+)?"
        r"(?:@|at)\s+(?P<host>[A-Z][\w-]+)",
        text,
    )
    for match in _VENUE_RE.finditer(text):
        venue = match.group(1)
        if venue == "USENIX":
            continue
        if venue == "Security":
            # Only USENIX's symposium goes by this word; elsewhere it is part of a name
            # ("Computer and Communications Security", "Computers & Security").
            if re.search(r"\bUSENIX\s+$", text[: match.start()]):
                return "USENIX Security"
            continue
        # "Findings EMNLP", "Findings of the ACL", "EMNLP Findings": the conference's
        # companion volume, a venue of its own; as written.
        findings = FINDINGS_BEFORE_RE.search(text, 0, match.start())
        if findings:
            return " ".join(text[findings.start() : match.end()].split())
        findings = FINDINGS_AFTER_RE.match(text, match.end())
        if findings:
            return " ".join(text[match.start() : findings.end()].split())
        # "ECCV 2024 Workshop on X", "ICML Tokenization Workshop": a workshop the conference
        # hosts, named after it; the workshop is the venue.
        hosted = HOSTED_WORKSHOP_RE.match(text, match.end())
        if hosted:
            return " ".join(text[match.start() : hosted.end()].split())  # as written
        # "Workshop on Efficient Learning at MLSys": the workshop's name follows the word.
        named_on = re.search(
            rf"\b(Workshop\s+on\s+(?:[A-Z][\w-]*\s+(?:(?:for|on|of|and|in|&)\s+)?){{1,6}})"
            rf"(?:@|at)\s+{re.escape(venue)}\b",
            text,
        )
        if named_on:
            return f"{named_on.group(1)}at {venue}"
        if workshop and workshop["host"] == venue and re.search(r"workshop|@", text, re.I):
            if workshop["name"].lower() != "workshop":
                return workshop.group(0)  # as written: "TinyDeploy workshop at MLSys"
            # "ML for Systems Workshop at NeurIPS": the workshop's name is several words.
            named = re.search(
                rf"((?:[A-Z][\w-]*\s+(?:(?:for|on|of|and|in|&)\s+)?){{1,6}})Workshop\s+(@|at)\s+"
                rf"{re.escape(venue)}",
                text,
            )
            if named:
                return f"{named.group(1)}Workshop {named.group(2)} {venue}"
        return venue
    for match in PAREN_ACRONYM_RE.finditer(text):
        if RANK_TAG_RE.match(match.group(1)):
            continue  # "(CCF-A)", "(CORE A*)": the venue's rank on a list, not its name
        # "(Under Review)", "(In Press)": where the paper stands, capitalised like a name.
        if publication_status(match.group(1)) is None:
            if sum(1 for c in match.group(1) if c.isupper()) >= 2:
                return match.group(1)
            break
    for match in COMMA_ACRONYM_RE.finditer(text):
        short = match.group(1)
        if sum(1 for c in short if c.isupper()) >= 2 and not is_place_name(short):
            return short
    return None


def publication_status(text: str) -> str | None:
    for status, pattern in STATUS_PATTERNS:
        if pattern.search(text):
            return status
    return None


# A listed name this short ("pattern recognition", "transactions on games") is also part of
# longer names of other venues: it maps only a venue name written as exactly those words.
MIN_PART_NAME_WORDS = 4
# Name keys by their first word, longest first, so that "robotics and automation letters" is
# tried before its prefix; the hand-checked names come first and win.
_NAME_KEYS_BY_WORD: dict[str, list[tuple[str, str]]] = {}
_WHOLE_NAMES: dict[str, str] = {}
# A journal's short title ("optics letters") is also the tail of other titles ("Ocean Optics
# Letters"): like CCF's names it maps a whole written name only, unless it is long.
for _key, _short in [*FULL_NAMES.items(), *JOURNAL_NAMES.items(), *CCF_FULL_NAMES.items()]:
    if _key in _WHOLE_NAMES:
        continue  # the first listing of a name wins
    if _key in FULL_NAMES or len(_key.split()) >= MIN_PART_NAME_WORDS:
        _NAME_KEYS_BY_WORD.setdefault(_key.split()[0], []).append((_key, _short))
    _WHOLE_NAMES[_key] = _short
for _keys in _NAME_KEYS_BY_WORD.values():
    _keys.sort(key=lambda item: len(item[0]), reverse=True)
# Words before a venue's distinctive name: publishers, "Proceedings of the", "40th", a year.
_NAME_LEAD_RE = re.compile(
    r"^(?:(?:the|ieee|acm|siam|usenix|ifip|ccf|cvf|iapr|aaai|proceedings|of|\d+(?:st|nd|rd|th)?)"
    r"\s+)+"
)
# Where a written venue name ends: the year, page numbers, volume, publisher or a comma.
# A year after "the" is part of the name: "Proceedings of the 2023 Conference on ..."; a
# number after the name is its volume ("Transactions on Mobile Computing 22, 3").
_NAME_END_RE = re.compile(
    rf",|\.\s|\s\(|(?<!\d)(?<!\bthe ){YEAR}(?!\d)|(?<!\bthe)\s\d+(?!\w)|\bpp?\.|"
    r"\bpages\b|\bvol(?:ume)?\b|\bno\.",
    re.I,
)


# Abbreviations IEEE-style references use inside venue names.
_ABBREVIATIONS = {
    "intl": "international",
    "int": "international",
    "conf": "conference",
    "symp": "symposium",
    "trans": "transactions",
    "proc": "proceedings",
    "annu": "annual",
}


def _words(text: str) -> str:
    words = re.sub(r"[^a-z0-9]+", " ", text.lower().replace("&", " and ").replace("'", "")).split()
    return " " + " ".join(_ABBREVIATIONS.get(w, w) for w in words) + " "


def known_full_name(text: str) -> str | None:
    """The short name of a venue written in full ("ACM Transactions on Computer Systems" ->
    "TOCS"); None for a workshop held at a known conference (a listed workshop has its own).
    A name must hold a listed name's distinctive words whole: a few shared words ("mobile",
    "computing") are no match."""
    words = _words(text)
    # A workshop is named by a listed workshop, never by the conference it is held at.
    workshop = " workshop " in words or " workshops " in words
    found = None
    tokens = words.split()
    for index, word in enumerate(tokens):
        for key, short in _NAME_KEYS_BY_WORD.get(word, ()):
            if found and len(key) <= len(found[0]):
                break
            if workshop and "workshop" not in key:
                continue
            if " ".join(tokens[index : index + key.count(" ") + 1]) == key:
                if _named_on(text, key):
                    continue  # "... on Image Processing Hardware, ...": a longer name
                found = (key, short)
                break
    if found:
        return found[1]
    name = _NAME_LEAD_RE.sub("", _words(written_venue(text)).strip())
    short = _WHOLE_NAMES.get(re.sub(r"(?:\s\d+)+$", "", name))  # "Pattern Recognition 141"
    return short if not workshop or "workshop" in name else None


def _named_on(text: str, key: str) -> bool:
    """The written name goes on past the listed one with a capitalised word of its own."""
    pattern = r"\W+".join(re.escape(word) for word in key.split())
    match = re.search(rf"\b{pattern}\b", text, re.I)
    return bool(match and re.match(r" [A-Z][a-z]", text[match.end() :]))


# ISO 4 abbreviations, as ACM and IEEE references print journal names: "Proc. ACM Interact.
# Mob. Wearable Ubiquitous Technol.", "IEEE Trans. Pattern Anal. Mach. Intell.".
_ABBREVIATED_NAME_RE = re.compile(r"^(?:in\b:?\s*)?([^,(;:\d]+)", re.I)
_DOTTED_WORD_RE = re.compile(r"([A-Za-z]+)(\.?)")
MIN_ABBREVIATED_WORDS = 1
# Words an abbreviated name drops or a listed name may add: no part of the distinctive name.
_NAME_FILLER = {"of", "on", "the", "and", "for", "in", "a", "an", "with", "to", "ieee", "acm",
                "siam", "usenix", "ifip", "cvf", "iapr"}  # fmt: skip
# A generic first word an abbreviated name may carry where the listed name has none.
_NAME_GENERIC_LEAD = {"proceedings", "transactions", "journal", "international", "annual", "joint",
                      "conference", "symposium", "advances"}  # fmt: skip
_CONTENT_NAMES: dict[int, list[tuple[tuple[str, ...], str]]] = {}
for _key, _short in _WHOLE_NAMES.items():
    _content = tuple(w for w in _key.split() if w not in _NAME_FILLER)
    if len(_content) >= 2:
        _CONTENT_NAMES.setdefault(len(_content), []).append((_content, _short))


def _abbreviates(word: str, dotted: bool, full: str) -> bool:
    return word == full or (dotted and full.startswith(word))


def abbreviated_name(text: str) -> tuple[str, str] | None:
    """A venue name written in ISO 4 abbreviations, as written, and its listed short name: each
    abbreviated word the start of the listed name's word in its place, all words matched."""
    match = _ABBREVIATED_NAME_RE.match(text.strip())
    if not match:
        return None
    written = match.group(1).strip(" -–")
    words = [
        (_ABBREVIATIONS.get(word.lower(), word.lower()), bool(dot))
        for word, dot in _DOTTED_WORD_RE.findall(written.replace("&", " and "))
    ]
    if sum(1 for word, dotted in words if dotted) < MIN_ABBREVIATED_WORDS:
        return None
    content = [(word, dotted) for word, dotted in words if word not in _NAME_FILLER]
    candidates = [content]
    while candidates[-1] and any(
        _abbreviates(*candidates[-1][0], lead) for lead in _NAME_GENERIC_LEAD
    ):
        candidates.append(candidates[-1][1:])
    for candidate in candidates:
        for listed, short in _CONTENT_NAMES.get(len(candidate), ()):
            if all(
                _abbreviates(word, dotted, full)
                for (word, dotted), full in zip(candidate, listed, strict=True)
            ):
                return written, short
    return None


def written_venue(text: str) -> str:
    """The venue's name as a reference writes it, without "In", year, pages or publisher."""
    text = re.sub(r"\bProc\.\s*", "Proceedings ", text.strip())
    # "In 2024 IEEE Conference on X": the event's year opens its name, after "In" as before it;
    # an ordinal's number stays ("17th Conference of ...").
    text = re.sub(
        rf"^(?:\W|\d(?!\d*(?:st|nd|rd|th)\b))*(?:in\b:?\s*)?(?:{YEAR}\s+)?", "", text, flags=re.I
    )
    return _NAME_END_RE.split(text, maxsplit=1)[0].strip(" .;:-–")


def full_name_venue(text: str) -> str | None:
    """A venue written only in full, as written, with its short name where the gazetteer
    knows it: "ACM Transactions on Computer Systems (TOCS)"."""
    short = known_full_name(text)
    if short is None:
        abbreviated = abbreviated_name(text)
        if abbreviated and abbreviated[0].rstrip(".") == abbreviated[1].rstrip("."):
            return abbreviated[0]  # "Phys. Rev. Res.": the short name is the abbreviation
        return f"{abbreviated[0]} ({abbreviated[1]})" if abbreviated else None
    written = _written_through_commas(text, short)
    return f"{written} ({short})" if written else short


# A venue name holds at most this many commas ("Interactive, Mobile, Wearable and ...").
MAX_NAME_COMMAS = 4


def _written_through_commas(text: str, short: str) -> str | None:
    """The venue's name as written, read on past commas inside it until it names short."""
    written = written_venue(text)
    start = text.find(written) if written else -1
    if start < 0:
        return None
    candidate = written
    for part in text[start + len(written) :].split(",")[1 : MAX_NAME_COMMAS + 1]:
        if known_full_name(candidate) == short:
            return candidate
        end = _NAME_END_RE.search(part) or re.search(r"\d", part)  # year, volume, pages
        part = part[: end.start()] if end else part
        if not part.strip():
            return None
        candidate = f"{candidate},{part.rstrip(' .;:-–')}"
        if end:
            break
    return candidate if known_full_name(candidate) == short else None
