"""The search language of the applicant list, in the spirit of HotCRP's search box.

    tag:compiler skill:cuda venue:osdi score:>=4 -tag:reject status:shortlisted "llm serving"

parse() turns a query string into a SearchQuery: a list of Terms plus a list of
human-readable errors. It never raises, whatever it is given; the view shows the
errors and applies the terms that made sense. Pure Python, no Django imports.
"""

import re
from dataclasses import dataclass, field, replace

LEVELS = {
    "undergraduate": "undergraduate",
    "undergrad": "undergraduate",
    "ug": "undergraduate",
    "bachelor": "undergraduate",
    "bs": "undergraduate",
    "masters": "masters",
    "master": "masters",
    "ms": "masters",
    "msc": "masters",
    "phd": "phd",
    "doctoral": "phd",
    "other": "other",
}
STATUSES = {
    "new": "new",
    "under_review": "under_review",
    "under-review": "under_review",
    "review": "under_review",
    "reviewing": "under_review",
    "shortlisted": "shortlisted",
    "shortlist": "shortlisted",
    "interview": "interview",
    "offer": "offer",
    "declined": "declined",
    "rejected": "rejected",
    "reject": "rejected",
}
# status:any widens venue: to papers under review or in submission, which it skips otherwise.
ANY_STATUS = "any"
REVIEWED = {"me": "me", "yes": "me", "no": "no", "none": "none", "any": "any"}

# key -> (canonical key, help text)
KEYS = {
    "tag": ("tag", "tag:compiler - has the tag (-tag: has not)"),
    "skill": ("skill", "skill:cuda - lists the skill"),
    "venue": ("venue", "venue:osdi - a paper at a venue (part of its name), not under review"),
    "institution": ("institution", "institution:northbridge - studies or studied there"),
    "inst": ("institution", None),
    "level": ("level", "level:phd - undergraduate (ug), masters (ms), phd, other"),
    "status": ("status", "status:shortlisted - new, review, shortlisted, interview, offer, …"),
    "score": ("score", "score:>=4 - mean overall score; <, <=, =, >=, > or a range 3..5"),
    "calibrated": (
        "calibrated",
        "calibrated:>=0.5 - calibrated mean, in z units (0 = an average review, 1 = one SD "
        "above); <, <=, >=, > or a range -1..1",
    ),
    "reviewed": ("reviewed", "reviewed:me / reviewed:no - by me or not yet; reviewed:none"),
    "name": ("name", "name:okafor - part of the name"),
}
TOKEN = re.compile(r'(-?)([A-Za-z_]+):("[^"]*"?|\S*)|(-?)"([^"]*)"?|(\S+)')
SCORE = re.compile(r"^(<=|>=|<|>|=)?\s*(\d+(?:\.\d+)?)$")
SCORE_RANGE = re.compile(r"^(\d+(?:\.\d+)?)\.\.(\d+(?:\.\d+)?)$")
Z = r"[-+]?\d+(?:\.\d+)?"
CALIBRATED = re.compile(rf"^(<=|>=|<|>)\s*({Z})$")
CALIBRATED_RANGE = re.compile(rf"^({Z})\.\.({Z})$")
Z_LIMIT = 10
MAX_LENGTH = 500


@dataclass(frozen=True)
class Term:
    key: str  # a canonical key from KEYS, "text" (a bare word) or "phrase"
    value: str = ""
    negated: bool = False
    low: float | None = None  # score bounds, inclusive unless strict
    high: float | None = None
    low_strict: bool = False
    high_strict: bool = False
    any_status: bool = False  # a venue term that also matches papers under review


@dataclass
class SearchQuery:
    terms: list[Term] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)

    def __bool__(self) -> bool:
        return bool(self.terms)

    def of(self, key: str) -> list[Term]:
        return [term for term in self.terms if term.key == key]

    @property
    def has_text(self) -> bool:
        """Whether it searches the full text (bare words or a phrase)."""
        return any(term.key in {"text", "phrase"} for term in self.terms)

    @property
    def only_text(self) -> bool:
        """Whether it is a full-text search and nothing else (no other key)."""
        return self.has_text and all(term.key in {"text", "phrase"} for term in self.terms)


def help_lines() -> list[str]:
    lines = [text for _, text in KEYS.values() if text]
    lines.append("venue:fse status:any - papers under review or in submission count too")
    lines += ['"llm serving" - an exact phrase', "words - full text of names and documents"]
    return lines


def parse(text: str | None) -> SearchQuery:
    query = SearchQuery()
    text = (text or "").replace("\x00", " ")
    if len(text) > MAX_LENGTH:
        query.errors.append(f"The search is cut to its first {MAX_LENGTH} characters.")
        text = text[:MAX_LENGTH]
    for match in TOKEN.finditer(text):
        neg_key, key, value, neg_phrase, phrase, word = match.groups()
        if key is not None:
            _add_keyed(query, key, value.strip('"'), bool(neg_key), match.group(0))
        elif phrase is not None:
            words = phrase.split()
            if len(words) > 1:
                query.terms.append(Term("phrase", " ".join(words), negated=bool(neg_phrase)))
            elif words:
                query.terms.append(Term("text", words[0], negated=bool(neg_phrase)))
        elif word is not None:
            _add_word(query, word)
    if any(term.key == "status" and term.value == ANY_STATUS for term in query.terms):
        query.terms = [
            replace(term, any_status=True) if term.key == "venue" else term for term in query.terms
        ]
    return query


def _add_word(query: SearchQuery, word: str) -> None:
    negated = word.startswith("-") and len(word) > 1
    word = word[1:] if negated else word
    word = word.strip("\"'")
    if word and any(ch.isalnum() for ch in word):
        query.terms.append(Term("text", word, negated=negated))


def _add_keyed(query: SearchQuery, key: str, value: str, negated: bool, raw: str) -> None:
    lowered = key.lower()
    if lowered not in KEYS:
        if "//" in value:  # a pasted URL such as https://example.org is text, not a key
            _add_word(query, raw)
            return
        known = ", ".join(f"{name}:" for name in KEYS)
        query.errors.append(f"Unknown search key “{key}:”. Known keys: {known}.")
        return
    canonical = KEYS[lowered][0]
    value = value.strip()
    if not value:
        query.errors.append(f"“{key}:” needs a value, e.g. {KEYS[lowered][1] or key + ':…'}.")
        return
    if canonical == "level":
        level = LEVELS.get(value.lower())
        if level is None:
            query.errors.append(
                f"Unknown level “{value}”. Use undergraduate, masters, phd or other."
            )
            return
        query.terms.append(Term("level", level, negated=negated))
    elif canonical == "status":
        if value.lower() == ANY_STATUS:
            query.terms.append(Term("status", ANY_STATUS))
            return
        status = STATUSES.get(value.lower())
        if status is None:
            choices = ", ".join(sorted(set(STATUSES.values())))
            query.errors.append(f"Unknown status “{value}”. Use one of: {choices}.")
            return
        query.terms.append(Term("status", status, negated=negated))
    elif canonical == "reviewed":
        reviewed = REVIEWED.get(value.lower())
        if reviewed is None:
            query.errors.append(f"Use reviewed:me, reviewed:no or reviewed:none, not “{value}”.")
            return
        if negated and reviewed in {"me", "no"}:
            reviewed, negated = ("no" if reviewed == "me" else "me"), False
        query.terms.append(Term("reviewed", reviewed, negated=negated))
    elif canonical == "score":
        term = _score_term(value, negated)
        if term is None:
            query.errors.append(
                f"“score:{value}” is not a score: use a number 1-5 after <, <=, =, >=, > "
                "or a range such as 3..5."
            )
            return
        query.terms.append(term)
    elif canonical == "calibrated":
        term = _calibrated_term(value, negated)
        if term is None:
            query.errors.append(
                f"“calibrated:{value}” is not a z-score bound: use e.g. calibrated:>=0.5, "
                "calibrated:<0 or a range such as -0.5..1."
            )
            return
        query.terms.append(term)
    else:
        query.terms.append(Term(canonical, value, negated=negated))


def _calibrated_term(value: str, negated: bool) -> Term | None:
    """Bounds on the calibrated mean (z units, within ±Z_LIMIT); no "=" since z is rarely whole."""
    return _bounded_term(
        "calibrated", value, negated, CALIBRATED, CALIBRATED_RANGE, (-Z_LIMIT, Z_LIMIT)
    )


def _score_term(value: str, negated: bool) -> Term | None:
    return _bounded_term("score", value, negated, SCORE, SCORE_RANGE, (0, 5))


def _bounded_term(key, value, negated, single_re, range_re, limits) -> Term | None:
    least, most = limits
    value = value.replace(" ", "")
    ranged = range_re.match(value)
    if ranged:
        low, high = float(ranged.group(1)), float(ranged.group(2))
        if not (least <= low <= high <= most):
            return None
        return Term(key, value, negated=negated, low=low, high=high)
    single = single_re.match(value)
    if not single:
        return None
    op, number = single.group(1) or "=", float(single.group(2))
    if not least <= number <= most:
        return None
    bounds = {
        # A mean is rarely a whole number: score:4 means it rounds to 4.
        "=": {"low": number - 0.5, "high": number + 0.5, "high_strict": True},
        ">=": {"low": number},
        ">": {"low": number, "low_strict": True},
        "<=": {"high": number},
        "<": {"high": number, "high_strict": True},
    }[op]
    return Term(key, value, negated=negated, **bounds)


def unparse(terms: list[Term]) -> str:
    """Terms back to text, e.g. to add a filter chosen from a menu to the search box."""
    parts = []
    for term in terms:
        sign = "-" if term.negated else ""
        if term.key == "text":
            parts.append(f"{sign}{term.value}")
        elif term.key == "phrase":
            parts.append(f'{sign}"{term.value}"')
        else:
            value = f'"{term.value}"' if " " in term.value else term.value
            parts.append(f"{sign}{term.key}:{value}")
    return " ".join(parts)
