"""The patterns every parsing module shares: sentences, the words of the future, years,
the words and dashes of a date range, the words that label a mentor, a paper's status."""

import pytest

from parsing.citations import (
    LEADING_YEAR_RE,
    STATUS_ONLY_RE,
    TRAILING_YEAR_RE,
    YEAR_SENTENCE_RE,
)
from parsing.dates import RANGE_END_RE, YEAR_RE, is_date_only, strip_dates, year_range
from parsing.education import LEADING_SPAN_RE as EDUCATION_LEADING_SPAN_RE
from parsing.experience import LABEL_RE as EXPERIENCE_LABEL_RE
from parsing.experience import LEADING_DATE_RE as EXPERIENCE_LEADING_DATE_RE
from parsing.experience import MENTOR_RE
from parsing.orgs import trim_org
from parsing.patterns import looks_ahead, split_sentences
from parsing.pdf_layout import DATE_CELL_RE
from parsing.publications import DATE_RANGE_RE as PUBLICATION_DATE_RANGE_RE
from parsing.publications import STATUS_HEADING_RE, YEAR_LINE_RE
from parsing.theme_cards import LEADING_DATE_RE as CARD_LEADING_DATE_RE


def test_sentences_split_after_words_not_after_titles_or_numbers():
    text = (
        "I studied with Prof. Ansel Quorn at Harbor State University. My GPA was 3.9/4.0. "
        "Since 2024 I have worked at the Rime Lab (Portmere). “Ice” was my first paper."
    )
    assert split_sentences(text) == [
        "I studied with Prof. Ansel Quorn at Harbor State University.",
        "My GPA was 3.9/4.0. Since 2024 I have worked at the Rime Lab (Portmere).",
        "“Ice” was my first paper.",
    ]


def test_an_acronym_ends_a_sentence_only_where_asked():
    text = "I applied for the Summer HSRP. I have interned at Quillfeather."
    assert split_sentences(text) == [text]
    assert split_sentences(text, acronym_ends=True) == [
        "I applied for the Summer HSRP.",
        "I have interned at Quillfeather.",
    ]


def test_hopes_and_applications_look_ahead_but_a_pursuit_under_way_does_not():
    assert looks_ahead("I would like to join your group for a PhD at")
    assert looks_ahead("I am writing to express my strong interest in an internship at")
    assert not looks_ahead("I am currently pursuing my M.S. at")
    assert not looks_ahead("I received my B.S. from")


@pytest.mark.parametrize("dash", ["-", "–", "—"])
@pytest.mark.parametrize("end", ["2023", "Present", "now", "Current", "today"])
def test_every_date_range_pattern_takes_every_dash_and_open_end(dash, end):
    assert is_date_only(f"Sep 2021 {dash} {end}")
    assert RANGE_END_RE.match(f"{end}\tQuillfeather Labs")
    assert EXPERIENCE_LEADING_DATE_RE.match(f"2021 {dash} {end}: Research Intern")
    assert CARD_LEADING_DATE_RE.match(f"2021 {dash} {end} Research Intern")
    assert PUBLICATION_DATE_RANGE_RE.search(f"Rime Lab, 2021 {dash} {end}")
    assert EDUCATION_LEADING_SPAN_RE.match(f"2021 {dash} {end}: Harbor State University")


@pytest.mark.parametrize("year", ["1949", "1950", "2024", "2049", "2050", "2077"])
def test_every_year_pattern_reads_the_same_years(year):
    read = bool(YEAR_RE.search(year))
    assert read == (1950 <= int(year) <= 2049)
    assert bool(YEAR_LINE_RE.match(year)) == read
    assert bool(DATE_CELL_RE.search(f"Sep {year}")) == read
    assert bool(LEADING_YEAR_RE.match(f"{year}. Tidal Ice Models")) == read
    assert bool(TRAILING_YEAR_RE.search(f"Tidal Ice Models, {year}.")) == read
    assert bool(PUBLICATION_DATE_RANGE_RE.search(f"{year} - Present")) == read
    assert bool(EDUCATION_LEADING_SPAN_RE.match(f"{year} - Present: Harbor State")) == read
    assert bool(YEAR_SENTENCE_RE.fullmatch(f"({year})")) == read


@pytest.mark.parametrize(
    "label",
    ["Advisor", "Adviser", "Advisors", "Advised by", "Mentor", "Supervisor", "Supervised by"],
)
def test_every_mentor_pattern_takes_every_label_word(label):
    assert EXPERIENCE_LABEL_RE.match(f"{label}: Prof. Ann Roe")
    assert MENTOR_RE.search(f"Rime Lab, {label}: Ann Roe").group(1) == "Ann Roe"
    assert trim_org(f"Rime Lab {label} Ann Roe") == "Rime Lab"


@pytest.mark.parametrize(
    "status",
    [
        "In press",
        "Forthcoming",
        "To appear",
        "Accepted",
        "Submitted",
        "Under review",
        "In submission",
    ],
)
def test_every_publication_status_pattern_takes_every_status(status):
    assert STATUS_ONLY_RE.match(status)
    assert STATUS_HEADING_RE.match(f"Papers {status}:")
    assert YEAR_SENTENCE_RE.fullmatch(f"({status.lower()})")


def test_since_a_date_is_an_open_range():
    assert is_date_only("since 01/2014") and is_date_only("Since Oct 2018")
    assert year_range("since 01/2014") == (2014, None)
    assert strip_dates("since 2019 Hollin Lab") == "Hollin Lab"
