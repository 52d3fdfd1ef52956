"""How sure the parser is of each fact: by where it was found, lowered for missing parts.

A fact read from a named section of a CV is likelier right than one read from prose or
guessed by the entity recogniser; an entry without its key parts (a position without a
role or years, a paper without venue or year) is likelier a mis-read line. The applicant
page marks facts below applicants.models.LOW_CONFIDENCE so a reviewer knows what to check.
"""

from parsing.profile import Education, Experience, Publication

# Where a fact was found.
SOURCE_CONFIDENCE = {
    "structured": 0.95,  # a homepage's front matter or schema.org data: fields by name
    "section": 0.9,  # a section of its own kind ("Education", "Publications")
    "aside": 0.7,  # a "Role at Org" line in a summary, header or projects section
    "layout": 0.65,  # a dated line of a page without sections
    "prose": 0.6,  # a sentence of a letter or a page ("I interned at ...")
    "entity": 0.5,  # the entity recogniser's guess (a name from NER)
}
# How much each missing part lowers an entry's confidence.
MISSING_PENALTY = {
    Education: {"institution": 0.3, "degree": 0.15, "end_year": 0.1},
    Experience: {"organization": 0.3, "role": 0.2, "start_year": 0.1, "end_year": 0.05},
    Publication: {"venue": 0.15, "year": 0.1},
}
LOWEST = 0.05


def rated(entries: list, source: str) -> list:
    """The entries, each with its confidence set from its source and its missing parts."""
    for entry in entries:
        penalties = MISSING_PENALTY.get(type(entry), {})
        missing = sum(cut for part, cut in penalties.items() if not getattr(entry, part, None))
        entry.confidence = round(max(SOURCE_CONFIDENCE[source] - missing, LOWEST), 2)
    return entries
