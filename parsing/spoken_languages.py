"""Names of spoken languages ("English", "Mandarin", "Persian"), from ISO 639-1 via pycountry."""

import functools
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
    names = {name.lower() for name in COMMON_NAMES}
    for language in pycountry.languages:
        if hasattr(language, "alpha_2"):
            for key in ("name", "common_name"):
                if hasattr(language, key):
                    names.add(_NOTE_RE.sub("", getattr(language, key)).lower())
    return frozenset(names)


def is_spoken_language(text: str) -> bool:
    """ "English", "Mandarin Chinese": a spoken language's name and nothing else."""
    return " ".join(text.split()).lower() in spoken_language_names()
