"""Names of spoken languages ("English", "Mandarin", "Persian"), from ISO 639-1 via pycountry."""

import functools
import json
import re

import pycountry

# Names a CV uses that ISO 639-1 spells otherwise or files under a macrolanguage.
COMMON_NAMES = (
    "Mandarin",
    "Mandarin Chinese",
    "Cantonese",
    "Farsi",
    "Punjabi",
    "Greek",
    "Bangla",
    "Filipino",
    "Pashto",
    "Swahili",
    "Malay",
    "Nepali",
    "Odia",
    "Flemish",
    "Brazilian Portuguese",
)
# "Malay (macrolanguage)", "Modern Greek (1453-)": the note is no part of the name.
_NOTE_RE = re.compile(r"\s*\([^()]*\)$")


@functools.cache
def spoken_language_names() -> frozenset[str]:
    """The ISO 639-1 languages' names, read from pycountry's data file itself: its entries
    as objects take four times as long to build (the parse benchmark counts the first call)."""
    names = {name.lower() for name in COMMON_NAMES}
    with open(pycountry.languages.filename, encoding="utf-8") as data:
        entries = json.load(data)["639-3"]
    for entry in entries:
        if "alpha_2" in entry:
            for key in ("name", "common_name"):
                if key in entry:
                    names.add(_NOTE_RE.sub("", entry[key]).lower())
    return frozenset(names)


def is_spoken_language(text: str) -> bool:
    """ "English", "Mandarin Chinese": a spoken language's name and nothing else."""
    return " ".join(text.split()).lower() in spoken_language_names()
