"""Journal-style publication lists outside computer science (PubMed/Vancouver, AMA, APA, ACS,
APS): how entries split, where the title ends and which journal is the venue. Every author,
title and journal here is invented."""

import pytest

from parsing.journal_names import JOURNAL_NAMES
from parsing.publications import citation_run_start, extract_publications
from parsing.venues import known_full_name

APPLICANT = "Mira Q. Testauthor"


def facts(lines, applicant=APPLICANT):
    return [
        (p.title, p.venue, p.year, p.author_position)
        for p in extract_publications(lines, applicant)
    ]


def test_pubmed_export_numbered_with_colons_and_wrapped_lines():
    # PubMed's "Send to: file" format: "N: " numbering, lines wrapped at 80 columns, the
    # journal's abbreviation, then "Year Mon Day;vol(issue):pages", a DOI and the PMIDs.
    lines = [
        "1: Coauthor L, Testauthor MQ, Advisor O, Pickle RT, Quince AB, Roe CD, Poe EF,",
        "Moe GH. Tidal rhythms of the lesser sand crab: a field study. Tidal Res. 2021",
        "Jan;133:111077. doi: 10.1000/tr.2021.111077. Epub 2020 Dec 4. PMID: 33378975.",
        "",
        "2: Testauthor MQ, Coauthor L. Salt marsh microbes under a shifting sea. Marsh",
        "Microbiol (Basel). 2019 Feb 18;11(1):8. doi: 10.1000/mm11008. PMID: 30777124;",
        "PMCID: PMC6378747.",
        "",
        "3: Advisor O, Testauthor MQ. Kelp forests at dusk. J Kelp Sci. 2010",
        "May-Jun;15(3):036018. doi: 10.1000/jks.15.3. PMID: 20615020.",
    ]
    assert facts(lines) == [
        ("Tidal rhythms of the lesser sand crab: a field study", "Tidal Res", 2021, 2),
        ("Salt marsh microbes under a shifting sea", "Marsh Microbiol (Basel)", 2019, 1),
        ("Kelp forests at dusk", "J Kelp Sci", 2010, 2),
    ]


def test_compound_hyphen_at_a_line_break_stays():
    lines = [
        "Testauthor MQ, Coauthor L. Well-",
        "Differentiated Sand Crabs Are Genetically Distinct. Tidal Res. 2020;12(6):1568.",
    ]
    assert facts(lines) == [
        ("Well-Differentiated Sand Crabs Are Genetically Distinct", "Tidal Res", 2020, 1),
    ]


def test_positions_dated_by_month_stay_out_of_a_numbered_citation_run():
    jobs = [
        "1: Canadian Quality Fellow, Quillmark Labs, Haven, ON, Canada, June 2004 - August 2004",
        "- Kept the samples in order",
        "2: Research Intern, Tessellate Systems, Port Avery, ON, Canada,May 2003 - January 2004",
        "- Titrated proteins",
    ]
    assert citation_run_start(jobs) is None


def test_a_year_column_set_apart_by_a_space_opens_each_entry():
    # A PDF's left year column that the text extraction joined to the row with a space.
    lines = [
        "2022 Testauthor M., Coauthor L., “Tidal rhythms of the lesser sand crab in a",
        "cold bay”, Journal of Shore Ecology, 25, p. 783-794, link.",
        "2021 Coauthor L., Testauthor M., Advisor O., “Salt marsh microbes under a shifting",
        "sea”, Marsh Microbiology, 33(6), p. 1572-",
        "1615, link.",
    ]
    assert facts(lines) == [
        (
            "Tidal rhythms of the lesser sand crab in a cold bay",
            "Journal of Shore Ecology",
            2022,
            1,
        ),
        ("Salt marsh microbes under a shifting sea", "Marsh Microbiology", 2021, 2),
    ]


def test_acs_authors_apart_by_semicolons_with_the_journal_before_the_title():
    lines = [
        "3. Coauthor, L.; Testauthor, M. Q.; Advisor, O. J. Coast. Chem. 2022, 13, 2057–2063.",
        "Tidal rhythms of the lesser sand crab. [12]",
        "2. Testauthor, M. Q.; Coauthor, L. B.; Roe, A.; Poe, B. et al. Marsh Discuss. 2021,",
        "229, 131. Salt marsh microbes: general discussion.",
        "1. Testauthor, M. Q. and Advisor, O. Kelp Lett. 2011, 13, 4802-4805. Kelp forests at",
        "dusk and dawn. [60]",
    ]
    assert facts(lines) == [
        ("Tidal rhythms of the lesser sand crab", "J. Coast. Chem", 2022, 2),
        ("Salt marsh microbes: general discussion", "Marsh Discuss", 2021, 1),
        ("Kelp forests at dusk and dawn", "Kelp Lett", 2011, 1),
    ]


def test_a_bare_year_after_semicolon_authors_comes_before_the_title():
    lines = [
        "1. Coauthor, L.†; Testauthor, M. Q.† and Advisor, O. 2021. Tidal rhythms of the lesser",
        "sand crab. (under review )",
        "2. Testauthor, M. Q. and Advisor, O. 2021 Salt marsh microbes under a shifting sea.",
    ]
    assert facts(lines) == [
        ("Tidal rhythms of the lesser sand crab", None, 2021, 2),
        ("Salt marsh microbes under a shifting sea", None, 2021, 1),
    ]


def test_apa_entries_whose_two_authors_are_joined_by_an_ampersand_open_entries():
    # A PDF list without numbering or blank lines; the anchors of its links ("Journal",
    # "Arxiv") follow the venue without their brackets.
    lines = [
        "Coauthor, L., Testauthor, M. Q., & Advisor, O. (2025). Tidal rhythms of the lesser",
        "sand crab. To appear in Shore Ecology. Arxiv.",
        "Testauthor, M. Q. & Advisor, O. (2024). Salt marsh microbes under a shifting sea.",
        "Annals of Marsh Science. Journal. Arxiv.",
        "Testauthor, M. Q. & Coauthor, L. (2020). Crab Graphs. Arxiv.",
    ]
    assert facts(lines) == [
        ("Tidal rhythms of the lesser sand crab", "Shore Ecology", 2025, 2),
        ("Salt marsh microbes under a shifting sea", "Annals of Marsh Science", 2024, 1),
        ("Crab Graphs", "Arxiv", 2020, 1),
    ]


def test_journals_of_other_fields_and_preprint_servers_are_venues():
    lines = [
        'M. Q. Testauthor, L. Coauthor, and O. Advisor, "Crab walking in cold water," Phys. Rev.',
        "Lett. 120, 120501 (2018).",
        "",
        "Testauthor MQ, Coauthor L. Salt marsh microbes under a shifting sea. bioRxiv",
        "2021.03.19.436227; doi: https://doi.org/10.1101/2021.03.19.436227",
        "",
        "Testauthor, M. Q., Coauthor, L. (2023). Kelp forests at dusk and dawn. medRxiv.",
        "https://doi.org/10.1101/2023.01.01.23284000",
        "",
        'Testauthor, Mira Q., and Lars Coauthor. 2020. "Sand Prices and Crab Markets." American',
        "Economic Review 110 (3): 700–735.",
    ]
    assert facts(lines) == [
        ("Crab walking in cold water", "Phys. Rev. Lett. (PRL)", 2018, 1),
        ("Salt marsh microbes under a shifting sea", "bioRxiv", 2021, 1),
        ("Kelp forests at dusk and dawn", "medRxiv", 2023, 1),
        ("Sand Prices and Crab Markets", "American Economic Review (AER)", 2020, 1),
    ]


def test_every_listed_journal_written_out_maps_to_its_own_short_name():
    assert {key: known_full_name(key) for key in JOURNAL_NAMES} == JOURNAL_NAMES


def test_aip_and_aps_entries_apart_by_commas_only():
    lines = [
        "1. M. Q. Testauthor and L. Coauthor, Crab walking in cold water, J. Chem. Phys. 150,",
        "054101 (2019).",
        "2. M. Q. Testauthor, L. Coauthor, Salt marsh microbes under a shifting sea,",
        "arXiv:2101.01234 (2021).",
        "3. L. Coauthor et al., Kelp forests at dusk and dawn, Phys. Rev. D 102, 023507 (2020),",
        "arXiv:2001.01234.",
    ]
    assert facts(lines) == [
        ("Crab walking in cold water", "J. Chem. Phys.", 2019, 1),
        ("Salt marsh microbes under a shifting sea", "arXiv", 2021, 1),
        ("Kelp forests at dusk and dawn", "Phys. Rev. D (PRD)", 2020, None),
    ]


def test_astronomy_entries_name_the_journal_between_the_year_and_a_quoted_title():
    lines = [
        '1. Testauthor, M. Q., Coauthor, L., Advisor, O. 2021, ApJ, 910, 12, "Crab walking in',
        'cold water"',
        '2. Coauthor, L., Testauthor, M. Q. 2019, MNRAS, 485, 2194, "Salt marsh microbes under',
        'a shifting sea"',
    ]
    assert facts(lines) == [
        ("Crab walking in cold water", "ApJ", 2021, 1),
        ("Salt marsh microbes under a shifting sea", "MNRAS", 2019, 2),
    ]


def test_a_pdf_link_word_in_brackets_after_the_journal_is_no_venue(parse_text):
    page = "\n".join(
        [
            "# Mira Q. Testauthor",
            "",
            "## Publications",
            "",
            "- **Testauthor, M. Q.**, Coauthor, L. (2018). Crab walking in cold water. *Shore",
            "Ecology*. [(PDF)](https://example.org/crab.pdf)",
        ]
    )
    assert [(p.title, p.venue) for p in parse_text(page, "cv.md").publications] == [
        ("Crab walking in cold water", "Shore Ecology"),
    ]


def test_surname_first_names_apart_by_semicolons_then_title_venue_and_year():
    # A reference manager's or ORCID's export: given names in full, each name closed by ";".
    lines = [
        "1: Coauthor, Lars; Testauthor, Mira Q.; Tidal rhythms of the lesser sand crab, bioRxiv,",
        "243477, 2018, Shore Laboratory.",
        "",
        "2: Testauthor, Mira; Salt marsh microbes: to swim or not to swim, that is the question,",
        "Journal of Marsh Notes, January, 2014.",
        "",
        "3: Testauthor, Mira; Can crabs count? Journal of Marsh Notes, 2015.",
        "",
        "4: Testauthor, Mira; Advisor, Oona; Kelp at dusk,Kelp Forests and Their Shores,51-60,2017",
    ]
    assert facts(lines) == [
        ("Tidal rhythms of the lesser sand crab", "bioRxiv", 2018, 2),
        (
            "Salt marsh microbes: to swim or not to swim, that is the question",
            "Journal of Marsh Notes",
            2014,
            1,
        ),
        ("Can crabs count?", "Journal of Marsh Notes", 2015, 1),
        ("Kelp at dusk", "Kelp Forests and Their Shores", 2017, 1),
    ]


def test_a_sentence_introducing_the_list_opens_publications_and_doubled_quotes_quote(parse_text):
    page = "\n".join(
        [
            "My code is on GitHub.",
            "",
            "Here is a list of my working papers and publications:",
            "",
            "* ''Do Crabs Pay More for Sand?'' July, 2019. Working paper. Available at SSRN",
            "",
            "* ''Tides and the Shore Economy'', Quarterly Bulletin of the Harbour Bank, 2016 "
            "(with Lars Coauthor)",
        ]
    )
    papers = parse_text(page, "about.md").publications
    assert [(p.title, p.venue, p.year) for p in papers] == [
        ("Do Crabs Pay More for Sand?", "SSRN", 2019),
        ("Tides and the Shore Economy", "Quarterly Bulletin of the Harbour Bank", 2016),
    ]


def test_title_then_a_comma_then_authors_that_a_period_ends():
    lines = [
        "• Crab walking in cold water, M. Q. Testauthor and L. Coauthor. Submitted to Shore",
        "Letters, 2022, arXiv:2212.01234.",
        "• Salt marsh microbes, tides and sand, L. Coauthor, M. Q. Testauthor, and O. Advisor.",
        "Phys. Rev. D, 102:023507, 2020.",
    ]
    assert facts(lines) == [
        ("Crab walking in cold water", "Shore Letters", 2022, 1),
        ("Salt marsh microbes, tides and sand", "Phys. Rev. D (PRD)", 2020, 2),
    ]


@pytest.mark.parametrize(
    "pointer",
    [
        "For a complete, up-to-date list of publications: ADS list",
        "Please see my Scholar profile for the newest list of papers.",
        "Visit my DBLP page for every paper.",
    ],
)
def test_a_line_pointing_to_the_full_list_elsewhere_is_no_paper(pointer):
    lines = [
        pointer,
        "",
        "• Crab walking in cold water. M. Q. Testauthor and L. Coauthor. Phys. Rev. D, 102:023507,",
        "2020.",
    ]
    assert facts(lines) == [("Crab walking in cold water", "Phys. Rev. D (PRD)", 2020, 1)]


def test_surname_first_names_apart_by_semicolons_the_last_closed_by_a_period():
    # Brazilian Lattes and ABNT lists: "Surname, Given; ...; Surname, Given. Title. Venue";
    # surnames may open with a particle, and a line may break after a semicolon.
    lines = [
        "Coauthor, Lars; da Rocha Testauthor, Mira; van Dam, Oona;",
        "Advisor, Pio B.. Tidal rhythms of the lesser sand crab. In Proceedings of the",
        "3rd Workshop on Shore Systems (ShoreSys '21). May 2021, Natal, Brazil. pp. 1-6.",
        "",
        "da Rocha Testauthor, Mira; Coauthor, Lars. Salt marsh microbes under a shifting",
        "sea. Journal of Marsh Notes, 2019, 8, pp. 10 - 20.",
    ]
    assert [(title, year) for title, _, year, _ in facts(lines, "Mira da Rocha Testauthor")] == [
        ("Tidal rhythms of the lesser sand crab", 2021),
        ("Salt marsh microbes under a shifting sea", 2019),
    ]
