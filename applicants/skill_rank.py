"""An applicant's skills ranked by how much their documents say about them ("Top skills").

Ranked once, when the applicant's facts change, and stored on the Applicant so the
list reads it with the row. A skill gains from every current document that lists it
in its skills section, more than from each time the document's text mentions it, and
a newer document counts more than an older one. English test scores (IELTS 7.5) and
sentences that a parser took for a skill are not skills and are left out.
"""

import re

STORED_SKILLS = 8
LISTED_WEIGHT = 3.0  # a skills-section item outweighs a passing mention...
MENTION_WEIGHT = 1.0
MAX_MENTIONS = 5  # ...and a word repeated all over one document counts only so far
OLDER_DOCUMENT_FACTOR = 0.75  # each older document counts this much of the next newer one
MAX_SKILL_WORDS = 4
MAX_SKILL_LENGTH = 40

# Language and admission tests (a public list), whose scores CVs put among skills.
TEST_SCORE_RE = re.compile(
    r"\b(?:ielts|toefl|toeic|gre|gmat|sat|act|pte|duolingo|cefr|cae|cpe|fce|testdaf|"
    r"testas|dele|delf|dalf|jlpt|hsk|topik|cet-?[46]|tem-?[48])\b",
    re.I,
)
SENTENCE_RE = re.compile(r"[.!?]\s+\S|[.!?]$|\b(?:i|my|we|our)\b", re.I)


def is_listable_skill(name: str) -> bool:
    """A short name of a skill: not a test score, not a sentence, not a bare number."""
    name = " ".join((name or "").split())
    if not name or len(name) > MAX_SKILL_LENGTH or len(name.split()) > MAX_SKILL_WORDS:
        return False
    if not any(ch.isalpha() for ch in name):
        return False
    return not TEST_SCORE_RE.search(name) and not SENTENCE_RE.search(name)


def rank_skills(documents: list[tuple[str, list[str]]]) -> list[str]:
    """The skill names to show first, given (text, listed skill names) per document,
    newest document first; a skill's first spelling is kept."""
    names: dict[str, str] = {}
    for _, listed in documents:
        for name in listed:
            key = name.lower()
            if key not in names and is_listable_skill(name):
                names[key] = name
    scores = dict.fromkeys(names, 0.0)
    for age, (text, listed) in enumerate(documents):
        weight = OLDER_DOCUMENT_FACTOR**age
        listed_keys = {name.lower() for name in listed}
        for key in names:
            mentions = min(len(_mention_re(key).findall(text or "")), MAX_MENTIONS)
            listed_here = LISTED_WEIGHT if key in listed_keys else 0.0
            scores[key] += weight * (listed_here + MENTION_WEIGHT * mentions)
    order = {key: index for index, key in enumerate(names)}
    ranked = sorted(names, key=lambda key: (-scores[key], order[key]))
    return [names[key] for key in ranked[:STORED_SKILLS]]


def _mention_re(key: str) -> re.Pattern:
    # Word edges by hand: \b fails beside "C++" or ".NET".
    return re.compile(rf"(?<![\w+#.]){re.escape(key)}(?![\w+#])", re.I)
