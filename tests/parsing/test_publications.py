from unittest.mock import ANY

import pytest

from parsing.authors import author_position, is_author_list
from parsing.publications import (
    extract_publications,
    move_citation_runs,
    publications_in_prose,
    split_entries,
)
from parsing.sections import Section
from parsing.venues import find_venue, publication_status


def test_author_names_with_particles_and_et_al():
    assert is_author_list("Q. R. van der Hoeven*, L. Marsh*, and T. Oduya")
    chunk = [
        "[1] Q. R. van der Hoeven*, L. Marsh*, and T. Oduya. Sketching Skewed Joins for",
        "Streaming Engines. Proc. VLDB Endow. 18(2), 2025.",
        "[2] Q. R. van der Hoeven, L. Marsh, et al. Cost Models That Learn From Their",
        "Mistakes. ACM TOSEM, 2024.",
    ]
    found = [(p.title, p.year) for p in extract_publications(chunk, "Quirine R. van der Hoeven")]
    assert found == [
        ("Sketching Skewed Joins for Streaming Engines", 2025),
        ("Cost Models That Learn From Their Mistakes", 2024),
    ]


def test_author_footnotes_are_not_part_of_an_entry():
    lines = [
        "A. Pellow†, and B. Quist. Tidal Caches for Edge Inference. IEEE INFOCOM, 2025.",
        "† work done while at Northfen Labs",
    ]
    found = extract_publications(lines, None)
    assert [(p.title, p.venue) for p in found] == [("Tidal Caches for Edge Inference", "INFOCOM")]


def test_papers_named_in_a_letters_prose():
    lines = [
        'Our workshop paper, "Partitioned Prefetch for Shared Accelerators", was accepted at '
        "the MemArch workshop 2025.",
        'That led to a paper, "Certified Spill Slots for Register Allocation", which appeared '
        "at CPP 2026.",
        'I enjoyed reading a paper, "Why Caches Forget Things Quickly", last spring.',
    ]
    found = [(p.title, p.venue) for p in publications_in_prose(lines)]
    assert found == [
        ("Partitioned Prefetch for Shared Accelerators", "MemArch workshop"),
        ("Certified Spill Slots for Register Allocation", "CPP"),
    ]


def test_venues_named_in_prose_and_in_proceedings():
    from parsing.publications import extract_publications, publications_in_prose

    line = 'With my advisor I wrote a paper, "Quiet Routing for Sparse Meshes", which appeared'
    found = publications_in_prose([line + " at the ACM DEV-X 2025 conference."])
    assert [(p.venue, p.year) for p in found] == [("ACM DEV-X", 2025)]
    found = publications_in_prose(['Our paper, "Typed Holes in Practice", appeared at the '
                                   "Racket Workshop in 2024."])  # fmt: skip
    assert found[0].venue == "Racket Workshop"
    chunk = ["V. Okonjo, R. Tamm. Lease-Free Leader Election for Drones. In Proceedings",
             "of the Tiny Swarms Workshop, 2025."]  # fmt: skip
    assert extract_publications(chunk, "V. Okonjo")[0].venue == "Tiny Swarms Workshop"


APPLICANT = "Mira Q. Testauthor"


def _titles_venues_years(lines, applicant=APPLICANT):
    return [(p.title, p.venue, p.year) for p in extract_publications(lines, applicant)]


def test_numbered_title_authors_venue_lines():
    lines = [
        "1. Tidewater: Elastic Serving of Tiny Models on Shared Accelerators",
        "Lars Coauthor, Mira Testauthor, Oona Advisor",
        "ACM SOSP 2024 – Best Paper Award!",
        "2. A Faster Garbage Collector for Cold Functions",
        "Mira Testauthor, Oona Advisor",
        "arXiv Preprint 2025",
    ]
    first, second = extract_publications(lines, APPLICANT)
    assert (first.title, first.venue, first.year) == (
        "Tidewater: Elastic Serving of Tiny Models on Shared Accelerators",
        "SOSP",
        2024,
    )
    assert first.authors == ["Lars Coauthor", "Mira Testauthor", "Oona Advisor"]
    assert (first.author_position, first.status) == (2, "published")
    assert (second.venue, second.author_position, second.status) == ("arXiv", 1, "preprint")


def test_authors_title_venue_in_one_paragraph():
    lines = [
        "[1] Mira Testauthor, Lars Coauthor. Quickstep: Compiling Queries to Vector Code. "
        "In 22nd USENIX Symposium on Networked Systems Design and Implementation (NSDI 25)"
    ]
    (paper,) = extract_publications(lines, APPLICANT)
    assert (paper.title, paper.venue, paper.year, paper.author_position) == (
        "Quickstep: Compiling Queries to Vector Code",
        "NSDI",
        2025,
        1,
    )


def test_apa_style_with_wrapped_lines_and_venue_in_parentheses():
    lines = [
        "Testauthor, M. Q., Coauthor, L., & Advisor, O. (2019, June). Gridlock: Finding",
        "Deadlocks in Actor Programs. In Proceedings of the 24th ACM SIGPLAN International",
        "Conference on Functional Programming (ICFP ’19). ACM.",
        "",
        "Coauthor, L., Testauthor, M., & Advisor, O. (2016). Marginalia: Explaining Type Errors",
        "(OOPSLA’16). ACM.",
    ]
    first, second = extract_publications(lines, APPLICANT)
    assert (first.title, first.venue, first.year) == (
        "Gridlock: Finding Deadlocks in Actor Programs",
        "ICFP",
        2019,
    )
    assert first.authors[0] == "Testauthor, M. Q." and first.author_position == 1
    assert (second.title, second.venue, second.author_position) == (
        "Marginalia: Explaining Type Errors",
        "OOPSLA",
        2,
    )


def test_the_author_date_year_dates_an_apa_entry_before_an_edition_number_after_the_title():
    lines = [
        "• Testauthor, M., & Coauthor, L. (2024). Tidal Rhythms in Shared Office Spaces.",
        "Proceedings of ICA \u201973. Under review.",
        "• Coauthor, L., Testauthor, M. (2023). Drift Logs as a Design Material. CHI \u201923.",
    ]
    found = [(p.title, p.year) for p in extract_publications(lines, APPLICANT)]
    assert found == [
        ("Tidal Rhythms in Shared Office Spaces", 2024),
        ("Drift Logs as a Design Material", 2023),
    ]


# The "Title:" label of a form-like CV is no part of the title.
def test_unbulleted_rows_ending_in_a_year_cell_open_entries_and_their_bullets_belong_to_them():
    lines = [
        "Title: Sparse Probes for Tidal Turbine Wakes [Link]\t2025",
        "• Isolde Barrow, and Nils Ekdahl",
        "• Journal of Ocean Engineering, Springer",
        "Title: Backpressure Routing for Buoy Meshes [Link]\t2021",
        "• Isolde Barrow, Mara Quist, and Nils Ekdahl",
        "• 5th International Conference on Marine Sensing (ICMS), Lisbon, Portugal",
        "• won best paper award",
    ]
    found = [(p.title, p.year) for p in extract_publications(lines, "Isolde Barrow")]
    assert found == [
        ("Sparse Probes for Tidal Turbine Wakes", 2025),
        ("Backpressure Routing for Buoy Meshes", 2021),
    ]


def test_quoted_title_and_bracketed_arxiv_and_submission_tails():
    quoted = [
        "Mira Testauthor, et al. “Lumen: A Key–Value Store on Far Memory”. In: Proc. of ICDE’26"
    ]
    (paper,) = extract_publications(quoted, APPLICANT)
    assert (paper.title, paper.venue, paper.year) == (
        "Lumen: A Key–Value Store on Far Memory",
        "ICDE",
        2026,
    )
    bulleted = [
        "• Sprocket: Tuning Adapters for Mixed Workloads",
        "[arXiv:2501.01234]",
        "Lars Coauthor, Mira Testauthor",
        "• Driftwood: Training Recommenders on Pooled Memory",
        "(In submission)",
        "Oona Advisor, Lars Coauthor",
    ]
    first, second = extract_publications(bulleted, APPLICANT)
    assert (first.title, first.venue, first.year) == (
        "Sprocket: Tuning Adapters for Mixed Workloads",
        "arXiv",
        None,
    )
    assert (second.venue, second.status, second.author_position) == (None, "under_review", None)


def test_markdown_headings_separate_entries_and_patents_are_skipped():
    lines = [
        "Compiler-Guided Simulation of Coarse Accelerators.",
        "HPCA 2022",
        "Mira Testauthor, Oona Advisor.",
        "Widget for detecting replay attacks on phones",
        "Pub No. 123456789A",
        "Mira Testauthor.",
    ]
    papers = extract_publications(lines, APPLICANT, headings={0, 3})
    assert [(p.title, p.venue) for p in papers] == [
        ("Compiler-Guided Simulation of Coarse Accelerators", "HPCA")
    ]


def test_references_keep_only_the_applicants_own_papers():
    lines = [
        "[1] Ada Other et al. “Some Famous Systems Paper About Schedulers”. In: OSDI 20.",
        "[2] Mira Testauthor and Ada Other. “My Own Workshop Paper on Caches”. In: HotOS 21.",
    ]
    papers = extract_publications(lines, APPLICANT, own_only=True)
    assert [p.title for p in papers] == ["My Own Workshop Paper on Caches"]


def test_venue_gazetteer_and_status():
    assert find_venue("Under review, ESEC/FSE’26") == "FSE"
    assert find_venue("TinyDeploy workshop at MLSys 2023") == "TinyDeploy workshop at MLSys"
    assert find_venue("QEC Workshop @ ISCA 2022") == "QEC Workshop @ ISCA"
    assert find_venue("Proceedings of the 26th Symposium (ISSTA ‘17). ACM") == "ISSTA"
    assert find_venue("Some Journal of Things") is None
    # A venue acronym that starts with a digit (International Conference on 3D Vision).
    assert find_venue("Dynamic Radiance Fields for Indoor Scenes. 3DV, 2026.") == "3DV"
    assert find_venue("Learning 3DVision Priors. arXiv, 2025.") == "arXiv"
    assert publication_status("Accepted to appear at NeurIPS") == "accepted"
    assert publication_status("Under review at ICLR") == "under_review"


def test_author_position_matches_initials():
    assert author_position(["L. Coauthor", "M. Testauthor"], APPLICANT) == 2
    assert author_position(["Lars Coauthor"], APPLICANT) is None


def test_split_entries_by_blank_lines():
    assert split_entries(["A title here", "Authors", "", "Another title", "More"]) == [
        ["A title here", "Authors"],
        ["Another title", "More"],
    ]


def test_initials_first_authors_with_accents_and_a_sole_author():
    lines = [
        "[C1] M. Chen, J. Álvarez-Ruiz. Tiling Without Tears. NeurIPS 2023 (Spotlight).",
        "[P1] J. Álvarez-Ruiz. Learned Cost Models for Polyhedral Schedules. arXiv preprint, 2024.",
    ]
    first, second = extract_publications(lines, "José Álvarez-Ruiz")
    assert (first.title, first.venue, first.year, first.author_position) == (
        "Tiling Without Tears",
        "NeurIPS",
        2023,
        2,
    )
    assert (second.title, second.venue, second.status) == (
        "Learned Cost Models for Polyhedral Schedules",
        "arXiv",
        "preprint",
    )


def test_entries_without_blank_lines_split_where_an_author_list_follows_a_year():
    lines = [
        "Q. Runon and F. Amsel. Stochastic Rounding for Tiny Accumulators in",
        "Training. In Proc. of the International Conference on Machine Learning (ICML), 2024.",
        "Q. Runon, K. Tanaka, and F. Amsel. Outlier-Free Activations for",
        "Quantised Speech Models. In Proc. of Interspeech, 2023.",
    ]
    assert _titles_venues_years(lines, None) == [
        ("Stochastic Rounding for Tiny Accumulators in Training", "ICML", 2024),
        ("Outlier-Free Activations for Quantised Speech Models", "Interspeech", 2023),
    ]


def test_publisher_prefixed_journal_and_named_workshop_venues():
    assert find_venue("In Proc. of the Workshop on Efficient Deep Models at MLSys, 2022.") == (
        "Workshop on Efficient Deep Models at MLSys"
    )
    pubs = extract_publications(
        ["Q. Runon and F. Amsel. A Survey of Number Formats for Accelerators.",
         "IEEE Transactions on Circuits and Systems I, 2024."], None)  # fmt: skip
    assert pubs[0].venue == "IEEE Transactions on Circuits and Systems I"


def test_own_paper_quoted_in_a_letter(parse_text):
    letter = (
        "Dear Prof. Quillon,\n\nI study storage systems. Last spring, our short paper "
        '"Crash-Safe Arenas for Persistent Graphs" was accepted at the HotStorage 2025 '
        'workshop. I also read the paper "Someone Else\'s Famous Result on Logs" twice.\n\n'
        "Sincerely,\nBrisa Quotewell\n"
    )
    pubs = parse_text(letter, "letter.txt").publications
    assert [(p.title, p.venue, p.year) for p in pubs] == [
        ("Crash-Safe Arenas for Persistent Graphs", "HotStorage", 2025)
    ]


def test_title_first_and_sole_author_entries():
    lines = [
        "[C1] Surface Codes on a Budget. Ana Pirestest, Tomas Velk. ICML 2024.",
        "[W1] Ana Pirestest. Lattice Surgery in Small Arrays. QEC Workshop @ ISCA 2022.",
    ]
    pubs = extract_publications(lines, "Ana Pirestest")
    assert [(p.title, p.venue, p.year, p.authors) for p in pubs] == [
        ("Surface Codes on a Budget", "ICML", 2024, ["Ana Pirestest", "Tomas Velk"]),
        ("Lattice Surgery in Small Arrays", "QEC Workshop @ ISCA", 2022, ["Ana Pirestest"]),
    ]


def test_alfolio_bibliography_with_venue_badges_and_hidden_abstracts(parse_text):
    item = (
        '<li><div class="row"><div class="col-sm-2 abbr"><abbr class="badge">{badge}</abbr>'
        '</div><div class="col-sm-8"><div class="title">{title}</div><div class="author">'
        '<em>Jane Velmoria</em>, and John Roe</div><div class="periodical"><em>{venue}</em>, '
        '2024</div><div class="abstract hidden"><p>We study caches at length.</p></div>'
        "</div></div></li>"
    )
    page = (
        "<html><head><title>Jane Velmoria</title></head><body><h1>Jane Velmoria</h1>"
        '<h2>publications</h2><h2 class="year">2024</h2><ol class="bibliography">'
        + item.format(badge="SoCC", title="Elastic Caches for Bursty Functions",
                      venue="In Proceedings of the ACM Symposium on Cloud Computing")
        + item.format(badge="HotMobile", title="Phones That Sleep Less Often",
                      venue="In Proceedings of a Mobile Workshop")
        + "</ol></body></html>"
    )  # fmt: skip
    pubs = parse_text(page, "index.html").publications
    assert [(p.title, p.venue, p.year) for p in pubs] == [
        ("Elastic Caches for Bursty Functions", "SoCC", 2024),
        ("Phones That Sleep Less Often", "HotMobile", 2024),
    ]


def _cards(badge_line, separator: str = "") -> list[str]:
    """Homepage paper cards: title, authors, venue, and a badge that ends one card, written
    as a line of its own or set before the next card's title."""
    cards = [
        ("Elastic Caches for Bursty Functions", "ICML 2024", "Oral"),
        ("Phones That Sleep Less Often", "NeurIPS 2023", "Best Paper Award"),
        ("Sparse Kernels for Tiny Devices", "CVPR 2023", "Spotlight"),
        ("Routing Packets through Frozen Lakes", "ICLR 2022", ""),
    ]
    lines, badge = [], ""
    for title, venue, next_badge in cards:
        title_line = f"{badge}{separator} {title}".strip() if badge else title
        if badge and badge_line:
            lines += [badge, ""] if badge_line == "above blank" else ["", badge]
            title_line = title
        lines += [title_line, "Jane Velmoria, John Roe", venue]
        badge = next_badge
    return lines


def test_a_badge_ending_one_paper_card_is_not_part_of_the_next_title():
    expected = [
        ("Elastic Caches for Bursty Functions", "ICML", 2024),
        ("Phones That Sleep Less Often", "NeurIPS", 2023),
        ("Sparse Kernels for Tiny Devices", "CVPR", 2023),
        ("Routing Packets through Frozen Lakes", "ICLR", 2022),
    ]
    for shape in (("above blank",), ("below blank",), ("", ""), ("", " |"), ("", ":")):
        lines = _cards(*shape)
        papers = extract_publications(lines, "Jane Velmoria")
        assert [(p.title, p.venue, p.year) for p in papers] == expected, lines


def test_a_title_that_starts_with_a_badge_word_keeps_it():
    lines = ["Oral Microbiomes of Alpine Marmots", "Jane Velmoria, John Roe", "ICML 2024"]
    assert [p.title for p in extract_publications(lines, "Jane Velmoria")] == [
        "Oral Microbiomes of Alpine Marmots"
    ]


def test_a_badge_beside_a_cards_own_title_is_not_part_of_it():
    for title_line in (
        "Elastic Caches for Bursty Functions (Oral)",
        "Elastic Caches for Bursty Functions [Spotlight]",
        "Elastic Caches for Bursty Functions · Best Paper Award",
        "[Oral] Elastic Caches for Bursty Functions",
        "(Spotlight) Elastic Caches for Bursty Functions",
    ):
        lines = [title_line, "Jane Velmoria, John Roe", "ICML 2024"]
        papers = extract_publications(lines, "Jane Velmoria")
        assert [(p.title, p.venue, p.year) for p in papers] == [
            ("Elastic Caches for Bursty Functions", "ICML", 2024)
        ], title_line


def test_a_badge_drawn_against_a_title_in_html_stays_apart_from_it(parse_text):
    card = (
        '<div class="paper"><span class="badge">{badge}</span><a class="paper-title" href="#">'
        '{title}</a><div class="authors"><b>Jane Velmoria</b>, John Roe</div>'
        '<div class="venue">{venue}</div></div>'
    )
    cards = [
        ("Oral", "Elastic Caches for Bursty Functions", "ICML 2024"),
        ("Spotlight", "Phones That Sleep Less Often", "NeurIPS 2023"),
    ]
    page = (
        "<html><head><title>Jane Velmoria</title></head><body><h1>Jane Velmoria</h1>"
        "<h2>Publications</h2>"
        + "".join(card.format(badge=b, title=t, venue=v) for b, t, v in cards)
        + "</body></html>"
    )
    pubs = parse_text(page, "index.html").publications
    assert [(p.title, p.venue, p.year) for p in pubs] == [
        ("Elastic Caches for Bursty Functions", "ICML", 2024),
        ("Phones That Sleep Less Often", "NeurIPS", 2023),
    ]


def test_a_section_of_projects_and_papers_keeps_only_entries_with_a_papers_evidence():
    lines = [
        "1. Tidal Flow Simulator for Estuaries",
        "• Wrote a solver for shallow-water equations on unstructured meshes.",
        "Collaborators: Dr. Wenna Talbrook, Dr. Osei Marlowe, Dr. Ida Crane",
        "Paper: To be published soon",
        "2. Sediment Transport Dashboard",
        "• Built a web dashboard for field measurements.",
        "Paper: Sent to a journal",
        "3. Coastal Erosion Forecasting (master thesis)",
        "Collaborator: Dr. Osei Marlowe",
        "Paper: Ensemble forecasts of coastal erosion under storm surges",
        "4. Merla Quistad, Osei Marlowe. Wave Setup on Reef Flats. ICML 2023.",
        "5. Reef Survey App, 2021 - 2023",
        "• Mobile app for volunteer divers.",
    ]
    pubs = extract_publications(lines, "Merla Quistad", projects_beside=True)
    assert [(p.title, p.venue, p.year) for p in pubs] == [
        ("Ensemble forecasts of coastal erosion under storm surges", None, None),
        ("Wave Setup on Reef Flats", "ICML", 2023),
    ]


def test_a_projects_and_publications_heading_reads_its_projects_as_no_papers(parse_text):
    page = (
        "# Merla Quistad\n\n## Projects & Publications\n\n"
        "- **Tidal Flow Simulator for Estuaries**\n"
        "  Solver for shallow-water equations on unstructured meshes, with a GPU backend.\n"
        "- Merla Quistad, Osei Marlowe. Wave Setup on Reef Flats. ICML 2023.\n"
    )
    pubs = parse_text(page, "cv.md", "cv").publications
    assert [p.title for p in pubs] == ["Wave Setup on Reef Flats"]


def test_a_year_column_opens_an_entry_after_a_long_note_line():
    lines = [
        "2024\tTidal Sensors on a Shoestring Budget",
        "Merla Quistad*, Osei Marlowe, Ida Crane*",
        "ICML 2024\t[paper] [code]",
        "Extended version with new field data under review at a journal this year.\t[preprint]",
        "2022\tWave Setup on Reef Flats Measured with Pressure Loggers",
        "Osei Marlowe, Merla Quistad, Ida Crane, Wenna Talbrook",
        "EMNLP 2023\t[paper]",
    ]
    pubs = extract_publications(lines, "Merla Quistad")
    assert [(p.title, p.venue) for p in pubs] == [
        ("Tidal Sensors on a Shoestring Budget", "ICML"),
        ("Wave Setup on Reef Flats Measured with Pressure Loggers", "EMNLP"),
    ]


def test_an_author_year_reference_list_without_blank_lines_keeps_the_writers_own_paper():
    lines = [
        "Dara Vell, Eli Marsh, Fen Oak, Gil Pray, Hana Quill, Ivo Rusk, Jon Sable, Kit Tarn,",
        "Lea Umber, and Mo Vance. Wave setup on reef flats. arXiv preprint, 2022. URL",
        "https://example.org/2.",
        "Ana Roe, Ben Poe, and Cy Doe. Tidal sensors at scale for coastal monitoring. In",
        "Proceedings of the 2023 Conference on Coastal Engineering, 2023. URL https://example.org/1.",
        "Odran Pellew, Ida Crane, and Wenna Talbrook.\tSediment budgets from drifting",
        "loggers. In International Conference on Learning Representations, 2024.\tURL https:",
        "//example.org/3.",
    ]
    pubs = extract_publications(lines, "Odran Pellew", own_only=True)
    assert [(p.title, p.year) for p in pubs] == [("Sediment budgets from drifting loggers", 2024)]


LABEL_BEFORE_BULLETS = (
    [
        "Conference\tSODA 2023 ◦ Sparse Cuts in (bounded, planar)-like Graphs, Mira Tollan and",
        "Oskar B. Venn, In Proceedings of the Symposium on Discrete Algorithms, 2023.",
        "LICS 2021 ◦ Fixed Points of Lazy Streams, Mira Tollan and Ida Qvist, Logic in Computer",
        "Science, June 2021, Rome.",
        "Preprint\t◦ Counting Colourings Under Drift: A Second Look at Sampling, Mira Tollan",
        "and Ida Qvist, Submitted to Random Structures and Algorithms.",
    ],
    "Mira Tollan",
    [
        ("Sparse Cuts in (bounded, planar)-like Graphs", "SODA", 2023),
        ("Fixed Points of Lazy Streams", "LICS", 2021),
        (
            "Counting Colourings Under Drift: A Second Look at Sampling",
            "Random Structures and Algorithms",
            None,
        ),
    ],
)
# No bullets: each row's left cell is a venue tag or the paper's kind, and a tag too long
# for the column wraps onto the row above.
LABEL_CELLS_ONLY = (
    [
        "Preprint\tIsolde Barrow, Nils Ekdahl. \u201cSparse Probes for Tidal Turbine Wakes.\u201d",
        "",
        "SIGCOMM\tNils Ekdahl, Isolde Barrow. \u201cBackpressure Routing for Buoy",
        "Poster\u201925\tMeshes.\u201d",
        "",
        "ICDE\u201926\tIsolde Barrow, Mara Quist, Nils Ekdahl. \u201cLearned Indexes over",
        "Append-Only Sensor Logs.\u201d",
        "In Proceedings of the Conference on Data Engineering.",
        "",
        "MobiSys\u201924\tIsolde Barrow. \u201cDuty Cycling Radios on Drifting Floats.\u201d",
    ],
    "Isolde Barrow",
    [
        ("Sparse Probes for Tidal Turbine Wakes", None, None),
        ("Backpressure Routing for Buoy Meshes", "SIGCOMM Poster", 2025),
        ("Learned Indexes over Append-Only Sensor Logs", "ICDE", 2026),
        ("Duty Cycling Radios on Drifting Floats", "MobiSys", 2024),
    ],
)


@pytest.mark.parametrize("lines, applicant, expected", [LABEL_BEFORE_BULLETS, LABEL_CELLS_ONLY])
def test_a_left_label_column_gives_venue_and_year_and_starts_entries(lines, applicant, expected):
    found = [(p.title, p.venue, p.year) for p in extract_publications(lines, applicant)]
    assert found == expected


def test_a_where_published_label_cell_and_surname_initial_authors_before_the_title():
    lines = [
        "In Journal\tVarga P., Ashdown N., Quist M., Sparse Probes for Tidal Turbine",
        "Wakes in Shallow Estuaries. Ocean Eng Lett 12, 7 (2023). doi: 10.0000/oel",
        "",
        "In Preparation\tAshdown N., Varga P., Duty Cycling Radios on Drifting Floats.",
    ]
    found = [(p.title, len(p.authors)) for p in extract_publications(lines, "Nell Ashdown")]
    assert found == [
        ("Sparse Probes for Tidal Turbine Wakes in Shallow Estuaries", 3),
        ("Duty Cycling Radios on Drifting Floats", 2),
    ]
    # Written-out names before the year in brackets: the year, not the title, ends the list.
    apa = ["Nils Ekdahl, Nell Ashdown, Piet Varga (2024). Learned Indexes over Sensor Logs. ICDE."]
    assert [p.title for p in extract_publications(apa, "Nell Ashdown")] == [
        "Learned Indexes over Sensor Logs"
    ]


def test_a_national_cv_exports_semicolon_authors_and_corresponding_note_before_the_title():
    lines = [
        "Ashdown, Nell; K. Varga, Piet; Quist, Mara; Ilse Marwick ; Ekdahl, Nils. Corresponding",
        'author: Ashdown, Nell. "Sparse Probes for Tidal Turbine Wakes". Paper presented in',
        "Coastal Sensing Workshop at OCEANS 2025, 2025.",
        "",
        "K. Varga, Piet; Ashdown, Nell; Ekdahl, Nils; QUIST,",
        'MARA. Corresponding author: K. Varga, Piet. "Duty Cycling Radios on',
        'Drifting Floats". Paper presented in Buoy Networks workshop at OCEANS 2025, 2025.',
    ]
    found = [
        (p.title, p.authors[:2], p.author_position)
        for p in extract_publications(lines, "Nell Ashdown", own_only=True)
    ]
    assert found == [
        ("Sparse Probes for Tidal Turbine Wakes", ["Ashdown, Nell", "K. Varga, Piet"], 1),
        ("Duty Cycling Radios on Drifting Floats", ["K. Varga, Piet", "Ashdown, Nell"], 2),
    ]


def test_an_unrendered_markdown_paper_box_gives_its_badge_as_venue_and_its_link_as_title():
    lines = [
        "Under review",
        "[Tidal Attention for Long Sensor Streams](https://example.org/a.pdf) **Nell Ashdown**,"
        " Piet Varga",
        "ICLR 2025",
        "[Quiet Gradients in Sparse Mixtures of Experts](https://example.org/b.pdf) Piet Varga\\*,"
        " **Nell Ashdown\\***",
    ]
    found = [(p.title, p.venue, p.year) for p in extract_publications(lines, "Nell Ashdown")]
    assert found == [
        ("Tidal Attention for Long Sensor Streams", None, None),
        ("Quiet Gradients in Sparse Mixtures of Experts", "ICLR", 2025),
    ]


def test_a_leading_venue_and_year_before_a_colon_is_the_entrys_venue():
    lines = [
        "ECCV 2024: Folding Light Fields Into Sparse Voxel Grids",
        "Ola Brenn*, Tam Sorley*, Ivo Kettle. (*equal contribution)",
    ]
    found = [(p.title, p.venue, p.year) for p in extract_publications(lines, "Tam Sorley")]
    assert found == [("Folding Light Fields Into Sparse Voxel Grids", "ECCV", 2024)]


def test_a_bracketed_acceptance_note_after_the_title_names_the_venue():
    lines = [
        "Marsh, Ilse, and Rolf Haverd. “Peer Tutoring Circles in First-Year Physics",
        "Laboratories.” [Accepted into Journal of Physics Teaching, 2024]. Some College, 2024.",
    ]
    found = [(p.title, p.venue, p.year) for p in extract_publications(lines, "Ilse Marsh")]
    assert found == [
        (
            "Peer Tutoring Circles in First-Year Physics Laboratories",
            "Journal of Physics Teaching",
            2024,
        )
    ]


def test_rows_with_an_author_cell_open_entries_and_their_bullets_are_notes():
    lines = [
        "Lantern: Sparse Routing for Photonic Meshes\tO. Brask*, T. Venn*, et al.",
        "Under review",
        "• Designed a router that places sparse meshes on the wafer and keeps the",
        "detours short",
        "• Cut the optical loss by a third across six benchmark meshes",
        "Folding Caches for Quantum Control Stacks\tT. Venn, and R. Halloway",
        "2025 IEEE International Symposium on Microarchitecture (MICRO)",
        "• Built a controller model that replays pulse schedules from a small cache and",
        "frees the host link",
        "Thermal Budgets for Stacked Memory\tJan 2021 – May 2022",
        "ACM TACO Volume: 19 Issue: 2",
        "• Measured the heat of each rank under six workloads",
    ]
    papers = extract_publications(lines, "Tove Venn")
    assert [p.title for p in papers] == [
        "Lantern: Sparse Routing for Photonic Meshes",
        "Folding Caches for Quantum Control Stacks",
        "Thermal Budgets for Stacked Memory",
    ]
    assert [p.venue for p in papers] == [None, "MICRO", "TACO"]
    assert [p.author_position for p in papers] == [2, 1, None]


def test_papers_above_a_sub_heading_the_markup_marked_are_kept():
    lines = [
        "",
        "Ines Farrow, Odo Lamb. “Quiet Loss Surfaces in Tiny Networks.” In Proceedings of "
        "ICML (2023).",
        "",
        "Ines Farrow, Pia Strand. (2021). Sampling Sparse Graphs by Their Shadows. In "
        "Proceedings of KDD 2021.",
        "",
        "Side Projects",
        "",
        "A Weather Bot for the Campus Radio",
    ]
    papers = extract_publications(lines, "Ines Farrow", headings={5})
    assert [p.title for p in papers][:2] == [
        "Quiet Loss Surfaces in Tiny Networks",
        "Sampling Sparse Graphs by Their Shadows",
    ]


def test_a_justified_gap_in_a_tagged_entrys_wrapped_line_opens_no_row():
    # Justified text stretches word gaps into tabs; the wrapped title's second line then
    # reads like a "Title<tab>Authors" row, but it goes on the tagged line above it.
    lines = [
        "[KDD 2025]\tTidal Sketches: Counting Heavy Hitters in Streams That Ebb and",
        "Flow Without Losing Memory.\tBo Reyes*, Una Quill*, Tam Marsh,",
        "Pia Ollo.",
        "[ICDE 2024]\tLazy Merges for Write-Heavy Learned Indexes. Una Quill, Bo Reyes.",
        "[VLDB 2023]\tCold Storage Tiering With Forecasts of Access Drift Over",
        "Several Seasons.\tTam Marsh, Bo Reyes, Una Quill.",
    ]
    titles = [p.title for p in extract_publications(lines, "Bo Reyes")]
    assert titles == [
        "Tidal Sketches: Counting Heavy Hitters in Streams That Ebb and Flow Without Losing Memory",
        "Lazy Merges for Write-Heavy Learned Indexes",
        "Cold Storage Tiering With Forecasts of Access Drift Over Several Seasons",
    ]


def test_kind_and_number_markers_with_a_dot_open_entries():
    lines = [
        "[J.1] Tomas Ferrer, Nia Oduya. Sparse Routing for River Sensor Meshes. Sensor "
        "Letters, 2023.",
        "[C-2] Nia Oduya, Tomas Ferrer. Cheap Consensus for Drone Swarms. ICRA 2024.",
    ]
    papers = extract_publications(lines, "Nia Oduya")
    assert [(p.title, p.year) for p in papers] == [
        ("Sparse Routing for River Sensor Meshes", 2023),
        ("Cheap Consensus for Drone Swarms", 2024),
    ]


def test_an_author_date_year_without_its_period_ends_the_author_list():
    lines = [
        "1. Pavel Horak, Lin Mei(2022) Forecasting Rainfall in Mountain Valleys with Small Models.",
        "Journal of Hydroinformatics, Volume 24, May 2022, Pages 10-19",
        "2. Lin Mei, Pavel Horak, et al. (2024) Cheap Soil Moisture Maps from Phone Cameras.",
        "Remote Sensing Letters, Vol. 15, 2024",
    ]
    papers = extract_publications(lines, "Lin Mei")
    assert [(p.title, p.year, p.author_position) for p in papers] == [
        ("Forecasting Rainfall in Mountain Valleys with Small Models", 2022, 2),
        ("Cheap Soil Moisture Maps from Phone Cameras", 2024, 1),
    ]


def test_a_title_ends_at_a_comma_and_in_before_the_venue_without_quotes():
    lines = [
        "• Mori K, Adeyemi T, Varga L, et al. Lightweight Echo Cancellation for Hearing Aids in",
        "Crowded Rooms, in IEEE Transactions on Audio Systems, doi: 10.1109/TAS.2023.1234567.",
    ]
    papers = extract_publications(lines, "Tunde Adeyemi")
    assert [(p.title, p.venue) for p in papers] == [
        (
            "Lightweight Echo Cancellation for Hearing Aids in Crowded Rooms",
            "IEEE Transactions on Audio Systems",
        )
    ]


def test_a_workshop_named_after_its_host_conference_is_the_venue_as_written():
    assert find_venue("CVPR 2025 3rd Workshop on Quiet Cameras") == (
        "CVPR 2025 3rd Workshop on Quiet Cameras"
    )
    assert find_venue("ICML Sparsity Workshop 2024") == "ICML Sparsity Workshop"
    # The main conference first, a workshop version of the paper on the next line.
    assert find_venue("NeurIPS 2022 NeurIPS Workshop on Tiny Agents 2021") == "NeurIPS"


def test_a_workshop_tagged_with_its_year_at_a_tagged_conference_is_the_venue():
    assert find_venue("FLOSS’22 @ POPL’22 - Lessons on error messages") == "FLOSS’22 @ POPL"
    assert find_venue("TRELL 2021 @ SPLASH 2021") == "TRELL 2021 @ SPLASH"


def test_a_month_and_year_in_the_left_column_dates_the_paper_and_is_no_venue():
    lines = [
        "June 2025\tBarriers to Refinement Types in Practice",
        "Mira Testauthor, Ada Other, and Bo Chen.",
        "OOPSLA 2025 - Object systems track.",
        "",
        "May 2023\tDesigning Refinement Types for Everyday Programmers",
        "Mira Testauthor and Ada Other.",
        "ECOOP 2023 - Object venue.",
    ]
    assert _titles_venues_years(lines) == [
        ("Barriers to Refinement Types in Practice", "OOPSLA", 2025),
        ("Designing Refinement Types for Everyday Programmers", "ECOOP", 2023),
    ]


def test_a_short_name_and_year_between_commas_after_the_full_name_is_the_venue():
    # DBLP and IEEE style: the full name, then "ABBR YYYY," and the place and dates.
    assert (
        find_venue("in Model Checking - 30th Symposium on Tidal Logic, TILO 2024, Brno, 2024")
        == "TILO"
    )
    assert find_venue("Symposium on Simple Heaps, SoSH 2025, Tarrow Bay, Wessex") == "SoSH"
    assert find_venue("Workshop on Rivers, held in Lyon, France 2024, pp. 3-9") is None


def test_authors_title_venue_and_year_apart_only_by_commas_over_wrapped_lines():
    lines = [
        "• A. Roe, M. Testauthor, B. Chen, D. Poe, Monotone Sampling via a Gromov Embedding,",
        "Journal of Tidal Mathematics, 2025",
        "",
        "• M. Testauthor, L. Wang, W. Li, Sparse Kernels for Tidal",
        "Flow Mixtures, Journal of Computational Tides, 2022",
    ]
    assert _titles_venues_years(lines) == [
        ("Monotone Sampling via a Gromov Embedding", "Journal of Tidal Mathematics", 2025),
        ("Sparse Kernels for Tidal Flow Mixtures", "Journal of Computational Tides", 2022),
    ]


COLUMN_LAYOUTS = {
    # A left column of tags centred on each entry: the text puts a tag on a line of its own,
    # before a line that goes on with the entry, or before the rest of a wrapped author list.
    "venue tags beside the middle of their entries": (
        [
            "Mira Quell, Tobin Yarrow, Ansel Dorn. “Tidal Schedulers: Placing Batch Jobs Between",
            "HOTWX’24 Interactive Bursts.” The 3rd Workshop on Hot Topics in Warehouse Computing.",
            "Tobin Yarrow, Mira Quell. “Lazy Ledgers for Append-Heavy Stores.”",
            "FASTR’22",
            "The 9th Symposium on Fast Storage Research.",
            "Ansel Dorn, Pia Lorne, Ivo Senn, Mira Quell, Tobin Yarrow, Uma Brant, Odo",
            "OPSYS’21\tVell, Rhea Moss. “Sharded Clocks Without Drift.” Symposium on Operating",
            "Systems Practice.",
        ],
        [
            ("Tidal Schedulers: Placing Batch Jobs Between Interactive Bursts", "HOTWX", 2024),
            ("Lazy Ledgers for Append-Heavy Stores", "FASTR", 2022),
            ("Sharded Clocks Without Drift", "OPSYS", 2021),
        ],
    ),
    # Physics: a month/year column on every entry, semicolon-parted inverted names, the
    # journal and volume right of the (last) author line, the title on the lines below.
    "journal beside the authors, title below": (
        [
            "04/19\tQuell, M. A.; Yarrow, T.\tJ. Tidal Phys., Volume 31, id.L4",
            "Standing waves in shallow lagoons driven by distant storms",
            "11/21\tYarrow, T.; Dorn, A.; Lorne, P.; Senn, I.; Brant, U.; Moss, R.;",
            "Quell, M. A.\tJ. Tidal Phys., Volume 40, id.A12",
            "How sandbars migrate II: seasonal forcing and the",
            "role of vegetation",
        ],
        [
            ("Standing waves in shallow lagoons driven by distant storms", "J. Tidal Phys", 2019),
            (
                "How sandbars migrate II: seasonal forcing and the role of vegetation",
                "J. Tidal Phys",
                2021,
            ),
        ],
    ),
    # A year column beside every entry opens each of them (title first, no numbering).
    "year column beside every entry": (
        [
            "2022\tUpwind flux splitting for shallow water on curved meshes, Ivo Senn, Rhea Moss",
            "and Uma Brant, Journal of Wave Computation (JWC) 12 (2022)",
            "https://doi.org/10.0000/jwc.2022.001",
            "2023\tA positivity limiter for two-phase flows, Ivo Senn, Rhea Moss, Annals of",
            "Applied Numerics, https://doi.org/10.0000/aan.2023.002",
        ],
        [
            ("Upwind flux splitting for shallow water on curved meshes", "JWC", 2022),
            ("A positivity limiter for two-phase flows", "Annals of Applied Numerics", 2023),
        ],
    ),
    # Economics: quoted titles first, co-authors in brackets, a dash before the journal.
    "quoted titles with co-authors and a dashed journal": (
        [
            "Published and Forthcoming",
            "“Tides and Trade” (with Otto Lind and Pia Lorne) — Journal of Coastal",
            "Economics, 2025. doi:10.0000/jce.2025.1",
            "“Harbor Fees at Night” (with Otto Lind) —",
            "Review of Port Studies, 12(3), May 2021, 18–64, doi:10.0000/rps.2021.4",
        ],
        [
            ("Tides and Trade", "Journal of Coastal Economics", 2025),
            ("Harbor Fees at Night", "Review of Port Studies", 2021),
        ],
    ),
    # The journal run into the last author line without a gap, its volume wrapped below;
    # a title numbered as part of a series ("Waves. III. The Gulf").
    "journal glued to the authors, volume below": (
        [
            "04/19\tYarrow, T.; Dorn, A.; Lorne, P.; Quell, M. A. Tidal Letters,",
            "Volume 31, id.L4",
            "Standing waves in shallow lagoons driven by distant storms",
            "11/21\tYarrow, T.; Quell, M. A.\tJ. Tidal Phys., Volume 40, id.A12",
            "How sandbars migrate. III. Seasonal forcing and the",
            "role of vegetation",
        ],
        [
            ("Standing waves in shallow lagoons driven by distant storms", "Tidal Letters", 2019),
            (
                "How sandbars migrate. III. Seasonal forcing and the role of vegetation",
                "J. Tidal Phys",
                2021,
            ),
        ],
    ),
}


@pytest.mark.parametrize(("lines", "expected"), COLUMN_LAYOUTS.values(), ids=COLUMN_LAYOUTS)
def test_reference_lists_laid_out_in_columns(lines, expected):
    papers = extract_publications(lines, "Mira A. Quell")
    assert [(p.title, p.venue, p.year) for p in papers] == expected


def test_semicolons_part_the_inverted_names_of_an_author_list():
    assert is_author_list("Quell, M. A.; Yarrow T.; van Dorn, A.")
    assert not is_author_list("Python; Rust; Go")


def test_inverted_authors_with_hyphenated_initials_a_written_out_name_and_et_al():
    lines = [
        "1. Marsh†,∗, T., Quon†, H.-J., Varga†, Ilona, Oduya∗, K. & et al. Sparse Probes for",
        "Lattice Defect Maps from Phonon Spectra. arXiv preprint arXiv:2401.01234 (2024).",
        "2. Marsh, T., Pell, S.-W., Varga, I. et al. Tidal Forcing of Shallow Estuaries. Coastal",
        "Dynamics Letters (2023).",
    ]
    found = [(p.title, p.year) for p in extract_publications(lines, "Ilona Varga")]
    assert found == [
        ("Sparse Probes for Lattice Defect Maps from Phonon Spectra", 2024),
        ("Tidal Forcing of Shallow Estuaries", 2023),
    ]
    assert is_author_list("Marsh, T., Quon, H.-J., Varga, Ilona, Oduya, K.")
    assert not is_author_list("Marsh, T., Quon, Harbour Works, Varga")


def test_title_first_entries_with_authors_and_year_before_an_in_venue_and_its_publisher():
    lines = [
        "• TIDEWALK: Short-range tide forecasting with gradient-boosted trees. Quon, A.,",
        "Marsh, T., & Varga, I. (2023). In Lecture Notes in Coastal Systems Engineering. Springer.",
    ]
    found = [(p.title, p.venue, p.year) for p in extract_publications(lines, "Ilona Varga")]
    assert found == [
        (
            "TIDEWALK: Short-range tide forecasting with gradient-boosted trees",
            "Lecture Notes in Coastal Systems Engineering",
            2023,
        )
    ]


def test_an_icon_glyph_read_as_a_letter_before_the_title_is_dropped():
    lines = [
        "j TIDEWALK: Short-range tide forecasting with boosted trees. Quon, A., Marsh, T., &",
        "Varga, I. (2022). Coastal Dynamics Letters, Springer.",
    ]
    found = [p.title for p in extract_publications(lines, "Ilona Varga")]
    assert found == ["TIDEWALK: Short-range tide forecasting with boosted trees"]


def test_papers_under_headings_of_their_titles_keep_their_bullets_as_notes(parse_text):
    page = (
        "---\ntitle: CV\n---\n\n## Publications\n\n"
        "### Tidal Inlets Under Shifting Sand: A Field Study of Three Estuaries\n\n"
        "**Submitted to *Coastal Engineering*** · with Odran Vell\n\n"
        "- Measure the inlet width over four seasons with drones and cores\n"
        "- Relate the width to storm counts and dredging records\n\n"
        "### Reading Tide Gauges With Sparse Sensors in Small Harbours\n\n"
        "**Submitted to *Harbour Studies*** · with Hana Wordfile\n\n"
        "- Place eight sensors where the harbour bends and compare them with one gauge\n"
        "- Fill the gaps between sensors with a small tidal model\n\n"
        "## Interests\n\n- Estuaries: inlets, sand bars, and dredging\n"
    )
    titles = [p.title for p in parse_text(page, "cv.md", kind="homepage").publications]
    assert titles == [
        "Tidal Inlets Under Shifting Sand: A Field Study of Three Estuaries",
        "Reading Tide Gauges With Sparse Sensors in Small Harbours",
    ]


def test_apa_authors_with_given_names_written_out_end_before_the_title():
    """ "Roe, Ana, Poe, Ben Carl, & Doe, Eve. (2024). Title. Venue": the commas part
    surnames from given names (paired two by two), not the title from its authors."""
    lines = [
        "[1] Okafor, Bisi, Lindqvist, Maren Sofie, & Tanaka, Hiro. (2024). Sparse routing for",
        "small language models. Journal of Imaginary Learning (Under Review).",
        "[2] Lindqvist, Maren, Okafor, Bisi, & Tanaka, Hiro. Dense retrieval without labels:",
        "A field study. In 3rd Workshop on Quiet Models co-located with ICIL 2023.",
    ]
    papers = extract_publications(lines, "Bisi Okafor")
    assert [(p.title, p.year) for p in papers] == [
        ("Sparse routing for small language models", 2024),
        ("Dense retrieval without labels: A field study", 2023),
    ]
    assert papers[0].venue.startswith("Journal of Imaginary Learning")
    assert papers[0].authors == ["Okafor, Bisi", "Lindqvist, Maren Sofie", "Tanaka, Hiro"]
    assert [p.author_position for p in papers] == [1, 2]
    assert is_author_list("Okafor, Bisi, Lindqvist, Maren, & Tanaka, Hiro")
    assert not is_author_list("Python, Java, Rust, Go")


def test_a_title_set_as_a_heading_ends_before_the_abstract_and_tags_under_it():
    lines = [
        "Tidal Forecasts from Sparse Harbour Sensors",
        "",
        "Harbour sensors fail often. We introduce a model that forecasts tides from the few that"
        " still report, and we show that it beats dense baselines on two coasts.",
        "",
        "Time Series Coastal Sensing Forecasting",
        "Read Paper",
        "",
        "Wave Height Models for Small Estuaries",
        "",
        "Small estuaries are hard to model. We fit a light model to public buoy data.",
        "Oceans Modelling",
    ]
    found = extract_publications(lines, "Mira Testauthor", headings={0, 7})
    assert [p.title for p in found] == [
        "Tidal Forecasts from Sparse Harbour Sensors",
        "Wave Height Models for Small Estuaries",
    ]


def test_a_right_hand_venue_cell_beside_each_wrapped_title_opens_its_entry():
    lines = [
        "Learning to Fold Paper Cranes with Sparse Tactile Feedback from Hu-\tCoRL 2024",
        "man Demonstrations",
        "Mira Okafor, Tomas Lindqvist, Priya Raman, and",
        "Jonah Whitfield",
        "Counting Sheep in the Dark: Low-Light Livestock Monitoring\tarXiv 2023",
        "Mira Okafor and Jonah Whitfield",
        "Soft Grippers That Remember: Hysteresis-Aware Control for Pneu-\tICRA2022 Oral",
        "matic Hands",
        "Tomas Lindqvist, Mira Okafor, Priya Raman, Elena Sokolova,",
        "and Jonah Whitfield",
    ]
    papers = extract_publications(lines, "Mira Okafor")
    assert [(p.title, p.year) for p in papers] == [
        (
            "Learning to Fold Paper Cranes with Sparse Tactile Feedback from Human Demonstrations",
            2024,
        ),
        ("Counting Sheep in the Dark: Low-Light Livestock Monitoring", 2023),
        ("Soft Grippers That Remember: Hysteresis-Aware Control for Pneumatic Hands", 2022),
    ]
    assert [p.venue.split()[0] for p in papers] == ["CoRL", "arXiv", "ICRA"]
    assert [p.author_position for p in papers] == [1, 1, 2]


def test_a_subheading_in_the_left_column_beside_the_first_numbered_entry_is_dropped():
    lines = [
        "[1] Vance, T., Orsolya, K. Mapping Glacier Retreat with Drone Swarms — Remote Sensing",
        "",
        "Submitted and\t[1] Orsolya, K., Vance, T. Tracking Moss Growth on Basalt —",
        "Working Papers\tUnder Review at ICLR 2025",
        "[2] Vance, T., Orsolya, K. Counting Lichens from Orbit — In Preparation",
    ]
    papers = extract_publications(lines, "Tamsin Vance")
    assert [p.title for p in papers] == [
        "Mapping Glacier Retreat with Drone Swarms",
        "Tracking Moss Growth on Basalt",
        "Counting Lichens from Orbit",
    ]
    assert papers[1].venue.startswith("ICLR")


def test_a_talk_word_inside_a_journal_papers_title_does_not_make_it_a_talk():
    lines = [
        "[1] Brandt, L., Okoye, C., & Halvorsen, P. (2022). Gossip and small talk in open-plan",
        "offices — Journal of Applied Psychology.",
        "[2] Brandt, L. (2021). Invited talk: Why offices are loud. Workplace Summit, Oslo.",
        "[3] Brandt, L., Okoye, C. (2020). Desk talk booth. US Patent Pub No. 2020/123456.",
    ]
    papers = extract_publications(lines, "Lena Brandt")
    assert [p.title for p in papers] == ["Gossip and small talk in open-plan offices"]


def test_a_short_line_saying_what_an_author_mark_means_is_no_paper():
    lines = [
        "• marks shared first authorship.",
        "",
        "Hopping Robots on Sand Dunes",
        "Lior Benami*, Petra Nyqvist*, Jun Ota",
        "Under Review, 2025",
        "",
        "Walking Without Feet: Legless Locomotion by Rolling",
        "Petra Nyqvist, Lior Benami",
        "CoRL 2024",
    ]
    papers = extract_publications(lines, "Petra Nyqvist")
    assert [p.title for p in papers] == [
        "Hopping Robots on Sand Dunes",
        "Walking Without Feet: Legless Locomotion by Rolling",
    ]


def test_a_left_column_of_month_names_and_years_opens_each_paper():
    lines = [
        "Jul. 2026\tQuint A.B., Roe C.",
        "Tidal groups, cubics, and Wendt sums",
        "Journal of Estuary Mathematics, Volume 21, Issue 3 (2026)",
        "doi:10.0000/jem1",
        "Apr. 2025\tRoe C.",
        "Homology of tidal spheres",
        "Transactions of the Norbury Mathematical Society, Volume 84 (2025), 12–40",
        "doi:10.0000/tnms2",
    ]
    entries = split_entries(lines)
    assert len(entries) == 2
    assert entries[1][0].startswith("2025\t")


def test_a_page_titled_publications_without_a_heading_is_its_list_of_papers(parse_text):
    page = """---
title: Papers
permalink: /papers/
---

A list of what I have written so far, newest first.

1. Ondrak, P., **Velde, M. T.**, & Sarn, Q. (2023). Lichen growth rates on north-facing
   basalt walls. _Journal of Quiet Ecology_, 12, 44-51.
2. **Velde, M. T.**, & Ondrak, P. (2021). Moss carpets as soil thermometers in alpine
   meadows. _Alpine Soil Letters_, 3, 9-17.
"""
    pubs = parse_text(page, "papers.md").publications
    assert [(p.title, p.venue, p.year) for p in pubs] == [
        (
            "Lichen growth rates on north-facing basalt walls",
            "Journal of Quiet Ecology",
            2023,
        ),
        ("Moss carpets as soil thermometers in alpine meadows", "Alpine Soil Letters", 2021),
    ]


TWO_MARSH_PAPERS = [
    "Tidal rhythms of burrowing crabs on mudflats",
    "Estuarine Zoology Letters, 2022",
    "",
    "Salt tolerance in coastal reed beds under drought",
    "Journal of Marsh Botany, 2021",
]
MARSH_TITLES_AND_YEARS = [
    ("Tidal rhythms of burrowing crabs on mudflats", 2022),
    ("Salt tolerance in coastal reed beds under drought", 2021),
]


def test_a_note_on_the_author_marks_read_as_a_bullet_marks_no_entry():
    lines = ["• - First Author, † - Second Author", "", *TWO_MARSH_PAPERS]
    found = [(p.title, p.year) for p in extract_publications(lines, None)]
    assert found == MARSH_TITLES_AND_YEARS


def test_a_header_row_of_column_labels_set_as_headings_groups_no_papers():
    lines = ["Title", "", "Journal", "", "Date", "", *TWO_MARSH_PAPERS]
    found = [(p.title, p.year) for p in extract_publications(lines, None, {0, 2, 4})]
    assert found == MARSH_TITLES_AND_YEARS


def test_glued_initials_name_authors_in_a_short_list():
    assert is_author_list("T. Brask, H. Olm, K.J. Vinter")


HUGO_BYLINE_LINES = [
    "T. Brask, H. Olm, K.J. Vinter",
    "March 2021 · Journal of Burrow Ecology, (14), 2, pp. 10-19",
    "",
    "Mole tunnels as heat sinks in frozen meadows",
    "",
    "We followed tunnels through two winters and found them warmer than the soil around.",
    "",
    "PDF",
    "H. Olm, T. Brask",
    "June 2019 · Field Notes on Voles",
    "",
    "Vole paths across snowfields after thaw",
    "",
    "Paths bend around stones more often than expected.",
]


def test_a_byline_above_each_title_heading_gives_the_paper_its_authors_and_journal():
    found = [
        (p.title, p.venue, p.year, p.authors)
        for p in extract_publications(HUGO_BYLINE_LINES, None, {3, 11})
    ]
    assert found == [
        (
            "Mole tunnels as heat sinks in frozen meadows",
            "Journal of Burrow Ecology",
            2021,
            ["T. Brask", "H. Olm", "K.J. Vinter"],
        ),
        (
            "Vole paths across snowfields after thaw",
            "Field Notes on Voles",
            2019,
            ["H. Olm", "T. Brask"],
        ),
    ]


def test_an_author_line_wrapped_between_initials_and_surname_stays_one_entry():
    lines = [
        "[3] T. Q. Vasko, R. Lindqvist, M. Oyelaran, P. Huang, S. Brandt, K. Ortiz, A. B.",
        "Nakamura, S. T. Ferro, K. Pell, and J. Oduya, “Counting reed warblers from dawn",
        "chorus recordings with small audio models,” in ICASSP, Jun. 2022, pp. 10–19.",
        "[4] R. Lindqvist, M. Oyelaran, and S. Brandt, “A field guide to sparse acoustic",
        "sensor networks in wetlands,” in IROS, 2021.",
    ]
    found = extract_publications(lines, "Mayowa Oyelaran", own_only=True)
    assert [(p.title[:24], p.venue, p.author_position) for p in found] == [
        ("Counting reed warblers f", "ICASSP", 3),
        ("A field guide to sparse ", "IROS", 2),
    ]


def test_a_bracketed_status_before_the_title_is_no_part_of_it():
    lines = [
        "(In progress) Sparse probes for tidal sensor arrays",
        "",
        "(To appear) Elastic Queues for Intermittent Harvesters",
        "Mira Testauthor, Oona Advisor",
        "ACM SenSys, 2026",
    ]
    first, second = extract_publications(lines, APPLICANT)
    assert first.title == "Sparse probes for tidal sensor arrays"
    assert (second.title, second.venue, second.status) == (
        "Elastic Queues for Intermittent Harvesters",
        "SenSys",
        "accepted",
    )


def test_apa_authors_wrapped_before_the_year_that_closes_them():
    lines = [
        "[3] Testauthor, Mira, Vance, Rudo, & Marrow,",
        "Ilse (2024). Quiet Gradients for Sparse Sensor Meshes. Ocean Letters.",
    ]
    (entry,) = extract_publications(lines, APPLICANT)
    assert (entry.title, entry.venue, entry.year) == (
        "Quiet Gradients for Sparse Sensor Meshes",
        "Ocean Letters",
        2024,
    )


TITLE_FIRST_PAPERS_PAGE = """<html><head><title>Odile Marchetti</title></head><body>
<h1>Odile Marchetti</h1>
<p>I am a PhD student working on sea-ice models at Harrowgate Technical University.</p>
<h2>Work</h2>
<p><strong>Thin-Floe Drift Under Tidal Forcing</strong><br>
Odile Marchetti, Bram Ostend, Lina Kowal<br>
Published at EGU General Assembly 2024.</p>
<p><strong>A Lattice Model of Brine Channels</strong><br>
Bram Ostend, Odile Marchetti<br>
Accepted to NeurIPS 2023 Climate Workshop.</p>
<p><strong>Melt-Pond Albedo From Drone Imagery</strong><br>
Odile Marchetti, Lina Kowal, Pieter Vos<br>
In Submission to ICLR 2025</p>
<h2>Teaching</h2>
<p>Numerical Methods for Oceanography</p>
</body></html>
"""


def test_title_first_paper_blocks_under_an_unknown_heading_are_publications(parse_text):
    profile = parse_text(TITLE_FIRST_PAPERS_PAGE, "index.html", kind="homepage")
    assert [(p.title, p.year) for p in profile.publications] == [
        ("Thin-Floe Drift Under Tidal Forcing", 2024),
        ("A Lattice Model of Brine Channels", 2023),
        ("Melt-Pond Albedo From Drone Imagery", 2025),
    ]


def test_a_talks_section_numbered_like_references_keeps_its_talks():
    talks = Section(
        "talks",
        "Conference Presentations",
        [
            "† = supervised student",
            "2024",
            "[3] Testauthor, M., Poe, R. and Advisor, O.",
            "‘Humming kettles in cold kitchens’ Winter Acoustics Meeting 2024, Oslo",
            "2023",
            "[2] (†) Fourth, P., Testauthor, M. and Advisor, O.",
            "‘Slow tides under thin ice’ Polar Sciences Congress 2023, Tromsø",
            "[1] Testauthor, M., Fifth, Q. and Advisor, O.",
            "‘Drifting moths at dusk’. Insect Behaviour Symposium 2023, Lyon",
        ],
    )
    assert [s.name for s in move_citation_runs([talks], "cv")] == ["talks"]


def test_a_note_on_the_marks_whose_star_was_read_as_a_bullet_is_no_paper():
    lines = [
        "• = PhD student co-supervised; † = Masters student co-supervised",
        "",
        "[2] (*) Fourth, P., Testauthor, M. and Advisor, O. ‘Slow tides under thin ice’.",
        "Journal of Imaginary Glaciology 3.1 (2024)",
        "[1] Testauthor, M. and Advisor, O. ‘Humming kettles in cold kitchens’. Polar",
        "Letters 7.2 (2023)",
    ]
    titles = [p.title for p in extract_publications(lines, APPLICANT)]
    assert titles == ["Slow tides under thin ice", "Humming kettles in cold kitchens"]


PAPER_CARDS_PAGE = """<html><head><title>Tobiah Wenzel</title></head><body>
<table><tr><td><p class="name">Tobiah Wenzel</p>
<p>I am a PhD student at Harrowgate Technical University.</p></td></tr></table>
<table><tr><td><heading>News</heading>
<p>May 2024: Started an internship at Quillmark Labs.</p></td></tr></table>
<table><tr><td><heading id="research">Research</heading>
<p>I study how brittle meshes bend.</p></td></tr></table>
<table>
<tr><td><img src="a.png"></td><td>
<a href="a/"><papertitle>Folding Sheets Along Learned Creases</papertitle></a>
<p>Tobiah Wenzel, Ines Hartog, Pavel Drozd<br>
<em>Journal of Paper Folding Studies</em>, 2024<br>
[ <a href="a.pdf">pdf</a> / <a href="a.bib">bibtex</a> ]</p>
<p>We fold sheets by learning where they crease.</p></td></tr>
<tr><td><img src="b.png"></td><td>
<a href="b/"><papertitle>Soft Hinges for Printed Lattices</papertitle></a>
<p>Ines Hartog, Tobiah Wenzel<br>
<em>Symposium on Printed Structures</em>, 2023<br>
[ <a href="b.pdf">pdf</a> ]</p>
<p>Hinges that bend without breaking.</p></td></tr>
<tr><td><img src="c.png"></td><td>
<a href="c/"><papertitle>Counting Folds in Crumpled Foil</papertitle></a>
<p>Tobiah Wenzel, Pavel Drozd, Ines Hartog<br>
<em>arXiv</em>, 2022<br>
[ <a href="c.pdf">pdf</a> ]</p>
<p>How many folds does a crumpled ball hold?</p></td></tr>
</table>
<table><tr><td><heading id="software">Software</heading></td></tr></table>
<table><tr><td>
<a href="https://example.org/ck"><papertitle>creasekit: Crease Patterns in Python</papertitle></a>
<p>[ <a href="https://example.org/ck">GitHub</a> / <a href="https://example.org/d">Docs</a> ]</p>
<p>A small library that draws crease patterns from a few lines of code.</p>
</td></tr></table>
</body></html>
"""


def test_paper_cards_whose_title_stands_apart_from_the_authors(parse_text):
    # A template's <heading> sections; each card's title link stands above a paragraph of
    # authors and venue, and the software cards after the papers are no papers.
    profile = parse_text(PAPER_CARDS_PAGE, "index.html", kind="homepage")
    assert [(p.title, p.year) for p in profile.publications] == [
        ("Folding Sheets Along Learned Creases", 2024),
        ("Soft Hinges for Printed Lattices", 2023),
        ("Counting Folds in Crumpled Foil", 2022),
    ]


def test_a_venue_set_apart_from_the_title_by_a_comma_only():
    lines = [
        "• Mira Testauthor, Ravi Poe. Quiet Gradients for Sparse Sensor Meshes, Symposium",
        "on Gentle Computing (SGC), 2023. URL: https://example.org/quiet.pdf",
        "• Ravi Poe, Mira Testauthor. Humming Kettles: A Study of Cold, Dark Kitchens,",
        "International Symposium on Household Acoustics (ISHA), 2021.",
        "• [Undergraduate] Mira Testauthor, Ravi Poe. Tidal Caches for Edge Inference,",
        "Annual Meeting on Small Networks (AMSN), 2019.",
    ]
    found = extract_publications(lines, APPLICANT)
    assert [(p.title, p.venue, p.year) for p in found] == [
        ("Quiet Gradients for Sparse Sensor Meshes", "SGC", 2023),
        ("Humming Kettles: A Study of Cold, Dark Kitchens", "ISHA", 2021),
        ("Tidal Caches for Edge Inference", "AMSN", 2019),
    ]
    assert found[2].authors == ["Mira Testauthor", "Ravi Poe"]


def test_a_venue_and_year_glued_to_the_end_of_a_title_with_a_year_column():
    lines = [
        "Folding Sheets Along Learned Creases PFS 2024\t2024",
        "T Wenzel, I Hartog, P Drozd",
        "",
        "Soft Hinges for Printed Lattices That Bend Without",
        "Breaking SoPS 21\t2021",
        "I Hartog, T Wenzel",
        "",
        "Counting Folds in Crumpled Foil Arxiv Paper\t2020",
        "T Wenzel, P Drozd",
    ]
    found = extract_publications(lines, "Tobiah Wenzel")
    assert [(p.title, p.venue, p.year) for p in found] == [
        ("Folding Sheets Along Learned Creases", "PFS", 2024),
        ("Soft Hinges for Printed Lattices That Bend Without Breaking", "SoPS", 2021),
        ("Counting Folds in Crumpled Foil", "Arxiv", 2020),
    ]


def test_a_thesis_named_after_a_comma_or_as_a_dissertation_is_no_paper():
    lines = [
        "• Mira Testauthor, Ravi Poe. Quiet Gradients for Sparse Sensor Meshes, Symposium",
        "on Gentle Computing (SGC), 2023.",
        "• Mira Testauthor. Humming Kettles in Cold Kitchens, Masters Thesis, supervised by",
        "Prof. Ravi Poe. 2021.",
    ]
    found = extract_publications(lines, APPLICANT)
    assert [p.title for p in found] == ["Quiet Gradients for Sparse Sensor Meshes"]
    cards = [
        "Tidal Caches for Edge Inference",
        "Mira Testauthor, Ravi Poe",
        "Symposium on Gentle Computing (SGC), 2022",
        "",
        "Reasoning About Kettles in Statistically Modelled Kitchens",
        "Mira Testauthor",
        "Dissertation, 2020",
    ]
    assert [p.title for p in extract_publications(cards, APPLICANT)] == [
        "Tidal Caches for Edge Inference"
    ]


def test_papers_under_a_heading_that_names_them_beside_talks_are_read(parse_text):
    page = "\n".join(
        [
            "# Mira Testauthor",
            "",
            "## Magazine articles, workshops, talks, and posters",
            "",
            "- Tidal rhythms of the lesser sand crab  ",
            "  Mira Testauthor, Lars Coauthor  ",
            "  IEEE Shore Systems Magazine, 2019",
            "- Salt marsh microbes under a shifting sea  ",
            "  Mira Testauthor, Oona Advisor  ",
            "  Workshop on Marsh Computing (WMC), 2018",
        ]
    )
    titles = [p.title for p in parse_text(page, "index.md", kind="homepage").publications]
    assert titles == [
        "Tidal rhythms of the lesser sand crab",
        "Salt marsh microbes under a shifting sea",
    ]


def test_a_note_on_the_authors_place_is_no_venue():
    lines = [
        "• Ada Brook, Cy Dunn, et al. Lattice models of coastal sediment transport under storm.",
        "Journal of Coastal Studies, 311 (2024) 10452. Published (First Author).",
        "• Cy Dunn, Ada Brook, et al. A tidal sensor array for estuary monitoring.",
        "Marine Instruments & Methods, 88 (2025) 1203. Published (Second Author).",
    ]
    found = [(p.venue, p.year) for p in extract_publications(lines, "Ada Brook")]
    assert found == [("Journal of Coastal Studies", 2024), ("Marine Instruments & Methods", 2025)]


def test_an_abstract_paragraph_under_a_paper_is_no_paper():
    lines = [
        "Ripple patterns in tidal flats: a long-run field study of sediment ridges",
        "",
        "Ada Brook, Cy Dunn*, Eli Fenn, et al.",
        "",
        "Abstract:The tidal flats of northern estuaries host ripple patterns whose evolution "
        "over decades has never been measured. We report surveys of ten sites.",
    ]
    titles = [p.title for p in extract_publications(lines, "Cy Dunn")]
    assert titles == ["Ripple patterns in tidal flats: a long-run field study of sediment ridges"]


def test_a_page_without_a_paper_list_names_its_papers_in_the_news(parse_text):
    page = (
        "---\ntitle: About\n---\n"
        "I am a PhD student at Wexmoor University working on sonar imaging.\n\n"
        "## News\n\n"
        '- Our paper "Phase-Aware Denoising of Shallow Water Sonar Returns" was accepted in '
        "ICASSP 2025 (January 2025)\n"
        "- Passed my qualifying exam (May 2024)\n"
        "- Our paper, “Counting Kelp Fronds from Drone Mosaics,” was accepted in OCEANS, 2023 "
        "(June 2023)\n"
    )
    pubs = parse_text(page, "about.md", "homepage").publications
    assert [(p.title, p.venue, p.year) for p in pubs] == [
        ("Phase-Aware Denoising of Shallow Water Sonar Returns", "ICASSP", 2025),
        ("Counting Kelp Fronds from Drone Mosaics", "OCEANS", 2023),
    ]


def test_a_published_in_line_gives_a_title_first_entry_its_venue_and_year():
    lines = [
        "",
        "Braided Lattices of Tilted Flow Polytopes",
        "",
        "Published in Journal of Quiet Combinatorics – March 2024",
        "",
        "Sorting Networks That Count Their Own Swaps",
        "",
        "Camera-ready: May 2022 – Hollin Institute, Varna",
        "Appeared in Proceedings of the Gull Bay Workshop on Orders, GBWO 2022",
        "",
    ]
    found = [(p.title, p.venue, p.year) for p in extract_publications(lines, None)]
    assert found == [
        ("Braided Lattices of Tilted Flow Polytopes", "Journal of Quiet Combinatorics", 2024),
        ("Sorting Networks That Count Their Own Swaps", found[1][1], 2022),
    ]
    assert "Gull Bay" in found[1][1] or "GBWO" in found[1][1]


def test_written_out_names_apart_by_semicolons_close_with_a_period_before_the_title():
    lines = [
        "Marta Velde; Roe Anna; Pablo K. Sunji; Imre Lasko; Kofi",
        "Mensah; Ada Quist. Tidal and seasonal drivers of household water supply",
        "at a northern catchment. Journal of Small Rivers, 2021.",
    ]
    (paper,) = extract_publications(lines, "Anna Roe")
    assert (
        paper.title
        == "Tidal and seasonal drivers of household water supply at a northern catchment"
    )
    assert paper.authors[:2] == ["Marta Velde", "Roe Anna"]
    assert paper.year == 2021


def test_a_pointer_to_the_scholar_list_above_the_papers_is_no_paper(parse_text):
    page = """---
permalink: /
title: ""
---

I am a doctoral student at Quillon University working on tides.

# Selected Publications

Please see Google Scholar for a current list of papers.

<div>
    <a href="https://ex.org/a"><strong>Tidal Rhythms of the Lesser Sand Crab</strong></a> <br />
    <strong><ins>Mira Testauthor</ins></strong>, Lars Coauthor <br />
    EMNLP 2024 <br />
</div>
"""
    pubs = parse_text(page, "about.md").publications
    assert [p.title for p in pubs] == ["Tidal Rhythms of the Lesser Sand Crab"]


def test_authors_first_entries_that_end_in_a_bare_year_and_link_icons_split_apart():
    # Each entry: author line, title, "In Venue (ABBR) YEAR" and a bracket of link icons
    # (dropped, so "[" and "]" are left, the closing one on a line of its own).
    lines = [
        "Conferences/Journals",
        "Odile Fenwick, Tamsin Rooke, Ulric Pemberton.",
        "Lantern Fields: Sparse Radiance Caches for Foggy Harbour Scenes,",
        "NeurIPS 2025",
        "Odile Fenwick, Ulric Pemberton. Kelp: Streaming Bundle Adjustment for Long",
        "Underwater Surveys, In Winter Conference on Applications of Computer Vision",
        "(WACV) 2022 [",
        "• ]",
        "Tamsin Rooke, Odile Fenwick. Driftwood: Loop Closure from Tidal Marks, In",
        "Robotics: Science and Systems (RSS) 2021",
        "Thesis",
        "Odile Fenwick. Mapping Foggy Harbours at Scale. (Ph.D Thesis)",
    ]
    assert _titles_venues_years(lines, "Odile Fenwick") == [
        ("Lantern Fields: Sparse Radiance Caches for Foggy Harbour Scenes", "NeurIPS", 2025),
        ("Kelp: Streaming Bundle Adjustment for Long Underwater Surveys", "WACV", 2022),
        ("Driftwood: Loop Closure from Tidal Marks", "RSS", 2021),
    ]


def test_author_notes_after_the_names_and_unclosed_author_lines_leave_the_title_clean():
    # Numbered entries: authors (a bracketed note on the marks, once wrapped onto the next
    # line), then "Title. Journal (Year)" on the lines below; no full stop after the names.
    lines = [
        "1. Odile Fenwick∗, Ulric Pemberton∗, Tamsin Rooke (*: equal",
        "contribution)",
        "Tidal Clocks for Quiet Harbour Qubits. Physical Review B (2025)",
        "2. Ulric Pemberton, Odile Fenwick, Tamsin Rooke (corresponding author)",
        "Sampling Driftwood Circuits with Few Gates. Harbour Letters (2024)",
    ]
    assert _titles_venues_years(lines, "Odile Fenwick") == [
        ("Tidal Clocks for Quiet Harbour Qubits", "Physical Review B (PRB)", 2025),
        ("Sampling Driftwood Circuits with Few Gates", "Harbour Letters", 2024),
    ]


def test_caption_and_pointer_lines_under_the_heading_are_no_papers(parse_text):
    page = """# Publications

My recent articles and conference papers

Find more recent work at Google Scholar.

- **Lichen growth rates on north-facing basalt walls**
  Pim Ondrak, Mara Velde
  Journal of Quiet Ecology 2023
"""
    pubs = parse_text(page, "index.md").publications
    assert [(p.title, p.venue, p.year) for p in pubs] == [
        ("Lichen growth rates on north-facing basalt walls", "Journal of Quiet Ecology", 2023)
    ]


def test_a_quoted_phrase_opening_a_title_keeps_the_subtitle_after_its_colon():
    lines = [
        "“Gone Fishing”: Measuring Returning Users On Forums\tWeb Mining\tQRX 2021",
        "Sparse Crab Walkers for Tidal Robots\tRobotics\tTRC 2020",
    ]
    first = extract_publications(lines, None)[0]
    assert first.title.startswith("Gone Fishing: Measuring Returning Users On Forums")
    assert first.year == 2021


def test_bar_separated_cells_with_link_anchors_part_title_and_wrapped_venue():
    # "Title | Paper | GitHub Code | Venue (Month Year)", the venue cell wrapped onto the
    # next line: the anchors are no part of the paper, the date no part of the venue.
    lines = [
        "• Tide Tables for Sparse Harbour Transformers | Paper | GitHub Code | Quiet Models:",
        "Theory and Practice Workshop at ICLR (April 2024)",
        "• Kelp Embeddings for Low-Resource Scripts | Paper | Proceedings of the 9th Driftwood",
        "Language Conference (May 2021)",
    ]
    assert _titles_venues_years(lines, "Ines Varga") == [
        (
            "Tide Tables for Sparse Harbour Transformers",
            "Quiet Models: Theory and Practice Workshop at ICLR",
            2024,
        ),
        (
            "Kelp Embeddings for Low-Resource Scripts",
            "Proceedings of the 9th Driftwood Language Conference",
            2021,
        ),
    ]


def test_a_conferences_findings_volume_is_the_venue_as_written():
    lines = [
        '[1] I. Varga and O. Brandt, "Tidal memory for streaming harbour dialogue," in Findings '
        "EMNLP, 2024.",
        '[2] O. Brandt and I. Varga, "Kelp tokenizers for quiet scripts," in ACL Findings, 2023.',
        '[3] I. Varga, "Driftwood parsing with small models," in EMNLP, 2021.',
    ]
    assert [venue for _, venue, _ in _titles_venues_years(lines, "Ines Varga")] == [
        "Findings EMNLP",
        "ACL Findings",
        "EMNLP",
    ]


def test_title_authors_venue_rows_without_separators_part_after_each_venue_line():
    lines = [
        "Tidal Juries for Judging Harbour Forecasts",
        "Ines Varga",
        "Quiet Models Workshop @ ICLR 2025",
        "Towards Denser Maps of Kelp at Scale",
        "Otto Brandt*, Ines Varga*, Lea Morrow",
        "NeurIPS 2023",
    ]
    assert _titles_venues_years(lines, "Ines Varga") == [
        ("Tidal Juries for Judging Harbour Forecasts", "Quiet Models Workshop @ ICLR", 2025),
        ("Towards Denser Maps of Kelp at Scale", "NeurIPS", 2023),
    ]


def test_a_venue_line_a_page_break_set_apart_from_its_authors_closes_their_entry(parse_text):
    text = (
        "Selma Ravnholt\nselma@example.org\n\nPublications\n\n"
        "Tidal Sketches: A generative model for coastline clustering\n"
        "Odile Ferrant, Selma Ravnholt, Jonas Belvik, Ines Marrow, et al.\n\n"
        "TIDES2024 - 12th Workshop on Coastal Geometry\n\n"
        "Sampling salt marshes with random walks\n"
        "Selma Ravnholt, Odile Ferrant\n"
        "Journal of Estuary Models, 2022, 14, pp.10-31\n"
    )
    papers = parse_text(text, kind="cv").publications
    assert [(p.title, p.year) for p in papers] == [
        ("Tidal Sketches: A generative model for coastline clustering", 2024),
        ("Sampling salt marshes with random walks", 2022),
    ]
    assert papers[0].venue


def test_an_apostrophed_year_after_a_venue_of_words_is_its_year_not_part_of_its_name():
    lines = [
        "• Folding Kelp Proteins with Latent Diffusion",
        "M. Testauthor, V. Okonjo, R. Tamm.",
        "Marine Genomics & Bioinformatics ’23",
    ]
    assert _titles_venues_years(lines) == [
        ("Folding Kelp Proteins with Latent Diffusion", "Marine Genomics & Bioinformatics", 2023)
    ]


def test_a_list_numbered_without_stops_splits_where_the_numbers_count_up(parse_text):
    text = (
        "Selma Ravnholt\nselma@example.org\n\nPublications\n\nJournal Articles\n"
        "1 S. Ravnholt, O. Ferrant, and J. Belvik, “Tidal sketches: a generative model for\n"
        "coastline clustering,” Journal of Estuary Models, vol. 14, 2024.\n"
        "2 O. Ferrant and S. Ravnholt, “Sampling salt marshes across\n"
        "64 islands with random walks,” Coastal Letters, 2022.\n"
        "3 S. Ravnholt, “Dune drift as a diffusion,” Journal of Estuary Models, 2021.\n"
        "Conference Proceedings\n"
        "1 S. Ravnholt and I. Marrow, “Counting gulls from drones,” in WACV, 2023.\n"
        "2 I. Marrow and S. Ravnholt, “Lagoon maps in the wild,” in BMVC, 2020.\n"
    )
    papers = parse_text(text, kind="cv").publications
    assert [(p.title, p.year) for p in papers] == [
        ("Tidal sketches: a generative model for coastline clustering", 2024),
        ("Sampling salt marshes across 64 islands with random walks", 2022),
        ("Dune drift as a diffusion", 2021),
        ("Counting gulls from drones", 2023),
        ("Lagoon maps in the wild", 2020),
    ]


def test_a_last_author_run_into_the_title_is_closed_before_it(parse_text):
    text = (
        "Selma Ravnholt\nselma@example.org\n\nPublications\n\n"
        "[J.1] Selma Ravnholt, Odile Ferrant, Jonas Belvik Tidal Sketches: A Generative Model\n"
        "for Coastline Clustering. Journal of Estuary Models, 2024.\n"
        "[C.1] Odile Ferrant, Ines Marrow, Pavel Okonkwo, Lina Brandt, Tomas\n"
        "Vehko, Selma Ravnholt Counting Gulls: Drones, Tides, and Sandbars. In WACV, 2023.\n"
        "[C.2] Selma Ravnholt, Odile Ferrant Lagoon Maps in the Wild. In BMVC, 2020.\n"
    )
    papers = parse_text(text, kind="cv").publications
    assert [(p.title, p.year) for p in papers] == [
        ("Tidal Sketches: A Generative Model for Coastline Clustering", 2024),
        ("Counting Gulls: Drones, Tides, and Sandbars", 2023),
        ("Lagoon Maps in the Wild", 2020),
    ]


def test_authors_already_closed_by_a_stop_keep_their_last_name_whole(parse_text):
    text = (
        "Selma Ravnholt\nselma@example.org\n\nPublications\n\n"
        "[1] Selma Ravnholt, Odile Ferrant, Jonas Pike Belvik. Tidal Sketches: A Generative\n"
        "Model for Coastline Clustering. TMLR 2024.\n"
        "[2] Odile Ferrant, Selma Ravnholt. Lagoon Maps in the Wild. BMVC 2020.\n"
    )
    papers = parse_text(text, kind="cv").publications
    assert [p.title for p in papers] == [
        "Tidal Sketches: A Generative Model for Coastline Clustering",
        "Lagoon Maps in the Wild",
    ]


def test_a_wrapped_title_line_that_reads_as_two_names_opens_no_entry():
    lines = [
        "1. Odile Ferrant, Selma Ravnholt, Jonas Belvik (corresponding author, alphabetical",
        "order)",
        "Sampling Salt Marshes with Random Walks: Upper Bounds on",
        "Estuaries and Tidal Flats. Coastal Letters (2025)",
        "2. Selma Ravnholt, Odile Ferrant",
        "Lagoon Maps in the Wild. Journal of Estuary Models (2021)",
    ]
    papers = extract_publications(lines, "Selma Ravnholt")
    assert [(p.venue, p.year) for p in papers] == [("Coastal Letters", 2025), (ANY, 2021)]
    assert papers[0].title.endswith("Upper Bounds on Estuaries and Tidal Flats")


def test_a_journal_whose_brand_opens_in_lower_case_is_the_venue():
    lines = [
        "1 Ravnholt, Selma and Odile Ferrant (2021). “Sampling salt marshes with random",
        "walks”. In: npj Coastal Systems 6.1, p. 30.",
    ]
    papers = extract_publications(lines, "Selma Ravnholt")
    assert [(p.venue, p.year) for p in papers] == [("npj Coastal Systems", 2021)]


def test_author_lines_with_quoted_titles_open_their_entries_after_a_link_tag():
    """Each entry opens with its authors (surnames and initials, commas between) and its
    quoted title; the line above ends in a "[link]" tag, not a year."""
    chunk = [
        'Vell, Quorn B., Marsh, Tovin, "Sparse Probes for Tidal Flow Forecasting", International',
        "Conference on Coastal Data Systems 2022, IEEE\t[link]",
        'Vell, Quorn B., Marsh, Tovin, "Dune Crest Tracking with Graph Models", International',
        "Conference on Earth Imaging 2021, Springer\t[link]",
    ]
    found = [(p.title, p.year) for p in extract_publications(chunk, "Bram Quorn")]
    assert found == [
        ("Sparse Probes for Tidal Flow Forecasting", 2022),
        ("Dune Crest Tracking with Graph Models", 2021),
    ]


def test_titles_before_authors_a_semicolon_issue_and_a_published_by_label():
    """ "Dr." before co-authors' names is no part of them; "; Volume 12, Issue 5" ends the
    title; "Published by:" labels the journal."""
    chunk = [
        "Dr. Ola Brenn; Dr.Tova Rime; Ansel Quorn. Smart Helmet for Night Cyclists; Volume 12,",
        "Issue 5, October – 2021. Published by: Quarterly Review of Applied Field Research",
    ]
    found = [
        (p.title, p.venue, p.year, p.authors) for p in extract_publications(chunk, "Ansel Quorn")
    ]
    assert found == [
        (
            "Smart Helmet for Night Cyclists",
            "Quarterly Review of Applied Field Research",
            2021,
            ["Ola Brenn", "Tova Rime", "Ansel Quorn"],
        )
    ]


NATIVE_NAME_PAPERS_PAGE = """---
permalink: /
---

## Publications

- `Mara Lindqvist(林玛拉)`, Otto Brenner\\*, and Ilse Varga. Gradient sketches for sparse river
  networks. *Hydrology Letters* , vol. 12, pp. 40–52, Mar. 2023. (JCR:Q1)
[[Link]](https://example.org/a) [[Download]](/PDF/a.pdf)
- Otto Brenner, `Mara Lindqvist (林玛拉)`\\*. Tidal memory in coastal sediment models.
  *Journal of Estuary Computing* , 2021, 7(2): 11-19.
[[Link]](https://example.org/b) [[Download]](/PDF/b.pdf)[[Code]](https://example.org/c)
"""


def test_authors_with_their_names_in_another_script_and_download_links(parse_text):
    profile = parse_text(NATIVE_NAME_PAPERS_PAGE, "about.md", kind="homepage")
    papers = [(p.title, p.venue, p.year) for p in profile.publications]
    assert papers == [
        ("Gradient sketches for sparse river networks", "Hydrology Letters", 2023),
        ("Tidal memory in coastal sediment models", "Journal of Estuary Computing", 2021),
    ]


def test_a_block_of_title_rows_then_outlet_rows_then_authors_splits_title_from_outlet():
    lines = [
        "2021\tCounting Herons: Survey Gaps and",
        "Wetland Loss in the Lower Delta",
        "Marshland Policy Series (in Dutch)",
        "Hanne Vlietstra",
        "",
        "2020\tThe State of Tidal Flats in Northern Europe",
        "Wadden Institute Report",
        "Pieter Osinga, Lotte Brandsma & Hanne Vlietstra",
        "",
        "2018\tPolítica costera y derechos de pesca: hacia una",
        "mirada integrada",
        "Revista de Estudios del Litoral Atlántico",
        "Pieter Osinga & Hanne Vlietstra",
    ]
    found = [(p.title, p.venue, p.year) for p in extract_publications(lines, "Hanne Vlietstra")]
    assert found == [
        (
            "Counting Herons: Survey Gaps and Wetland Loss in the Lower Delta",
            "Marshland Policy Series (in Dutch)",
            2021,
        ),
        ("The State of Tidal Flats in Northern Europe", "Wadden Institute Report", 2020),
        (
            "Política costera y derechos de pesca: hacia una mirada integrada",
            "Revista de Estudios del Litoral Atlántico",
            2018,
        ),
    ]


def test_a_journal_and_its_meeting_beside_the_title_are_the_venue():
    lines = [
        "Glaze Capture from Phone Photos\tCVM 2024",
        "",
        "Hanne Vlietstra, Tomas Ruud",
        "",
        "Shading Transfer for Sketched Furniture\tACM TOG / SIGGRAPH 2022",
        "",
        "Ilka Brandvold, Tomas Ruud, Hanne Vlietstra",
    ]
    found = [(p.title, p.venue, p.year) for p in extract_publications(lines, "Hanne Vlietstra")]
    assert found == [
        ("Glaze Capture from Phone Photos", "CVM", 2024),
        ("Shading Transfer for Sketched Furniture", "ACM TOG / SIGGRAPH", 2022),
    ]


def test_a_statements_unheaded_author_year_references_keep_the_writers_own_papers(parse_text):
    """A statement's reference list in the ACL style ("Authors. Year. Title. In VENUE."), with
    no heading above it and no numbers: the writer's own papers are kept, a thesis is not."""
    statement = (
        "Statement of Purpose\nMarn Quillby\n\n"
        "I have worked on tide forecasting (Quillby et al., 2021; Rime and Quillby, 2020) and I\n"
        "would like to continue this work as a doctoral student in your department next year.\n"
        "Earlier models of the tides (Fenwick and Tesk, 2019) guided my first steps in this.\n\n"
        "Orla Fenwick and Ansel Tesk. 2019. Tides of the northern islands. In OCEANS.\n"
        "Marn Quillby. 2020. Forecasting tides with few gauges. MS Thesis.\n"
        "Marn Quillby, Tova Rime, and Ansel Tesk. 2021. Gauges that fail: a benchmark of tidal\n"
        "records. In ICML.\n"
        "Tova Rime and Marn Quillby. 2020. Shallow water tides at scale. In NeurIPS.\n"
    )
    profile = parse_text(statement, "statement.txt")
    assert profile.name == "Marn Quillby"
    found = [(p.title, p.venue, p.year) for p in profile.publications]
    assert found == [
        ("Gauges that fail: a benchmark of tidal records", "ICML", 2021),
        ("Shallow water tides at scale", "NeurIPS", 2020),
    ]


def test_a_sentence_opening_at_the_writers_paper_names_it():
    lines = [
        'In "Tides That Fail Under Drift" (ICML 2026, submitted), I show that gauges '
        "predict their own failures.",
        'In "When Do Neural Tide Models Work?" I systematically benchmark them against '
        "classical ones.",
        'In "Deep Learning for Waves" (2015), we see how far the field has come.',
    ]
    found = [(p.title, p.venue, p.year) for p in publications_in_prose(lines)]
    assert found == [
        ("Tides That Fail Under Drift", "ICML", 2026),
        ("When Do Neural Tide Models Work?", None, None),
    ]


def test_a_preprint_link_word_after_the_venue_is_no_venue(parse_text):
    text = "\n".join(
        [
            "Timea Varga",
            "timea@example.org",
            "",
            "PUBLICATIONS",
            "• Varga, T., Oduya, L.\tTo be published, - 2025",
            "eDNA Tidal Forecasts for Small Harbour Fleets under High-Density Traffic.",
            "2025 International Conference on Coastal Informatics (ICCI), Tarnow, PL. (Best",
            "student poster) [Preprint] [Slides]",
        ]
    )
    venues = [p.venue for p in parse_text(text).publications]
    assert venues and not any(v and "Preprint" in v for v in venues)


def test_a_status_cell_and_a_kind_cell_beside_a_title_are_no_part_of_it():
    """A designed CV's paper rows: "Submitted<tab>Title<tab>Journal", the venue and the
    authors on the lines under it."""
    lines = [
        "Published\tTidal Mixing in Shallow Estuaries\tConference Proceedings",
        "Proceedings of the Brackmoor Coastal Modelling Conference",
        "Ines Valdivia, Tomas Oyelaran",
        "",
        "Submitted\tSediment Plumes Seen from Orbit\tJournal",
        "Journal of Estuarine Remote Sensing",
        "Ines Valdivia, Ruth Amankwah",
    ]
    titles = [p.title for p in extract_publications(lines, "Ines Valdivia")]
    assert titles == ["Tidal Mixing in Shallow Estuaries", "Sediment Plumes Seen from Orbit"]


def test_unbulleted_apa_papers_after_a_bulleted_one_are_papers_of_their_own():
    lines = [
        'Quill, T., Brandt, O. (2023). "Salt marsh carbon over two winters." Estuary Letters.',
        'Brandt, O., Quill, T., & Ayre, N. (2021). "Reed beds as filters." Wetland Review, 4(2).',
        'Ayre, N., Quill, T. (2019). "Counting herons by drone." Field Methods. [Link]',
        "Software",
        "• Quill, T., Ayre, N. (2018). MarshKit: a toolbox for tide gauges. [Link]",
        "• Quill, T. (2017). HeronCount: a drone survey planner. [Link]",
    ]
    titles = [p.title for p in extract_publications(lines, "Tamsin Quill", set())]
    assert titles[:3] == [
        "Salt marsh carbon over two winters",
        "Reed beds as filters",
        "Counting herons by drone",
    ]


def test_a_talks_subheading_naming_webinars_ends_the_papers_above_it():
    lines = [
        'Quill, T., Brandt, O. (2023). "Salt marsh carbon over two winters." Estuary Letters.',
        'Brandt, O., Quill, T. (2021). "Reed beds as filters." Wetland Review, 4(2).',
        "Conferences Webinar/Talks/Posters",
        '• Quill, T. (2022). "Reading tide tables". Harbour College – Webinar.',
        'Quill, T., Ayre, N. (2021). "Herons of the north shore." Coastal Days, Lisbon.',
        'Quill, T., Ayre, N. (2020). "Egrets of the north shore." Coastal Days, Porto.',
    ]
    titles = [p.title for p in extract_publications(lines, "Tamsin Quill", set())]
    assert titles == ["Salt marsh carbon over two winters", "Reed beds as filters"]


def test_papers_set_apart_by_blank_lines_each_a_title_over_its_notes_stay_apart():
    lines = [
        "Tidal Drift in Shallow Fjords (ACL 2024)",
        "First Author\tMar 2024",
        "• This work measured drift in three fjords over two winters.",
        "",
        "Counting Herons with Small Drones (EMNLP 2023)",
        "Co-First Author\tJun 2023",
        "• This work planned drone surveys of heron colonies.",
    ]
    papers = extract_publications(lines, "Tamsin Quill", set())
    assert [(p.title, p.venue, p.year) for p in papers] == [
        ("Tidal Drift in Shallow Fjords", "ACL", 2024),
        ("Counting Herons with Small Drones", "EMNLP", 2023),
    ]


@pytest.mark.parametrize(
    ("note", "venue", "year"),
    [
        ("(NeurIPS-24 accepted; 2,000 of 9,000 papers)", "NeurIPS", 2024),
        ("(AAAI-23 Oral accepted)", "AAAI", 2023),
        ("(ICLR 2022 spotlight)", "ICLR", 2022),
    ],
)
def test_a_venue_and_its_year_in_a_bracket_closing_the_title_are_its_venue(note, venue, year):
    (paper,) = extract_publications([f"Tidal Drift in Shallow Fjords {note}"], None, set())
    assert (paper.title, paper.venue, paper.year) == ("Tidal Drift in Shallow Fjords", venue, year)


def test_a_peer_reviewed_label_with_a_colon_over_the_first_paper_is_no_part_of_it():
    lines = [
        "Peer-reviewed:",
        "Tamsin Quill, Oren Brandt. 2024.",
        "Tidal Drift in Shallow Fjords. In Proceedings of the Conference on Language Modeling,",
        "Bergen, Norway. COLM.",
        "",
        "Tamsin Quill, Oren Brandt. 2023. Counting Herons with Small Drones. In",
        "Findings of the Coastal Language Workshop, Tromso, Norway. EMNLP.",
    ]
    papers = extract_publications(lines, "Tamsin Quill", set())
    assert [(p.title, p.venue, p.year) for p in papers] == [
        ("Tidal Drift in Shallow Fjords", "COLM", 2024),
        ("Counting Herons with Small Drones", "EMNLP", 2023),
    ]


def test_an_entry_whose_title_was_left_out_gives_no_paper_named_after_its_venue():
    lines = [
        "Tamsin Quill, Oren Brandt. 2023. Counting Herons with Small Drones. In",
        "Findings of the Coastal Language Workshop, Tromso, Norway. EMNLP.",
        "",
        "Oren Brandt, Tamsin Quill. 2022. In Proceedings of the Coastal Language Workshop,",
        "Tromso, Norway. EMNLP.",
    ]
    papers = extract_publications(lines, "Tamsin Quill", set())
    assert [p.title for p in papers] == ["Counting Herons with Small Drones"]


def test_a_title_with_commas_tagged_ongoing_is_still_a_paper(parse_text):
    cv = (
        "Wenna Calloway\nwenna@example.org\n\nPublications\n"
        "•   Tomas Reyel, Wenna Calloway, Idris Falk,\n"
        "    A Multi-Region Corpus, Metrics, and Baselines for Tide Table Parsing. [ongoing]\n"
    )
    titles = [p.title for p in parse_text(cv, kind="cv").publications]
    assert titles == ["A Multi-Region Corpus, Metrics, and Baselines for Tide Table Parsing"]


def test_a_societys_technical_committee_written_in_full_is_the_venue(parse_text):
    cv = (
        "Wenna Calloway\nwenna@example.org\n\nPublications\n"
        "•   Calloway.W, Reyel.T, Falk.I, Tide Gauge Drift Detection for Harbour Sensors,\n"
        "    Orrin Society Technical Committee on Coastal Instrumentation, 2031.\n"
    )
    (paper,) = parse_text(cv, kind="cv").publications
    assert paper.venue == "Orrin Society Technical Committee on Coastal Instrumentation"


def test_a_byline_runs_on_into_the_venue_and_a_journal_and_conference_version_both_count():
    lines = [
        "1. Tidal Sensing: Sparse Sampling is Nearly Enough.",
        "   J. Q. Marlow, T. Ostrand, E. Vance, IEEE Transactions on Signal Processing, 2023",
        "2. Tidal Sensing: Sparse Sampling is Nearly Enough.",
        "   J. Q. Marlow, T. Ostrand, E. Vance, IEEE INFOCOM, 2024",
    ]
    found = [(p.title, p.venue, p.year) for p in extract_publications(lines, "Jonah Q. Marlow")]
    assert found == [
        (
            "Tidal Sensing: Sparse Sampling is Nearly Enough",
            "IEEE Transactions on Signal Processing",
            2023,
        ),
        ("Tidal Sensing: Sparse Sampling is Nearly Enough", "INFOCOM", 2024),
    ]


def test_an_author_list_cut_short_with_the_applicants_name_in_brackets_opens_an_entry():
    # "A, B, C, et al. (Own Name), “Title,” Venue": one paper a line, no blank line or
    # bullet between them; the bracketed name after "et al." ends the authors.
    lines = [
        "Ann Roe, Bo Li, Tova Rime, et al., “Glacier Flow Under Warming Summers,” Under review"
        " at Neural Information Processing Systems (NeurIPS), 2025. arXiv:2506.11111",
        "Ann Roe, Bo Li, Cy Wu, et al. (Tova Rime), “Moraine Maps from Drone Surveys,”"
        " Under review at Conference on Robot Learning (CoRL), 2025. arXiv:2506.11112",
        "Ann Roe, Bo Li, Cy Wu, et al. (Tova Rime), “Meltwater Channels at Scale,”"
        " arXiv:2507.11113, 2025",
    ]
    found = extract_publications(lines, "Tova Rime")
    assert [(p.title, p.year) for p in found] == [
        ("Glacier Flow Under Warming Summers", 2025),
        ("Moraine Maps from Drone Surveys", 2025),
        ("Meltwater Channels at Scale", 2025),
    ]


def test_dated_venue_rows_over_quoted_titles_pair_into_entries():
    # "Some Workshop<tab>November 2024" over "“Title”", paper after paper with no blank line:
    # each venue row belongs to the quoted title under it, whatever words the venue has.
    lines = [
        "Quill Workshop on Glaciers and Ice Interaction\tNovember 2024",
        "”Moraine Maps for Measurement of Summer Melt”",
        "Signals and Marine Technology\tJanuary 2024",
        "”Learning Tidal Responses to Storms from Buoy Data”",
        "International Conference on Ocean and Coastal Processing\tDecember 2022",
        "“Evaluating Large Models for Storm Surge Prediction from Buoy Data”",
    ]
    found = extract_publications(lines, "Ann Roe")
    assert [(p.title, p.venue, p.year) for p in found] == [
        (
            "Moraine Maps for Measurement of Summer Melt",
            "Quill Workshop on Glaciers and Ice Interaction",
            2024,
        ),
        (
            "Learning Tidal Responses to Storms from Buoy Data",
            "Signals and Marine Technology",
            2024,
        ),
        (
            "Evaluating Large Models for Storm Surge Prediction from Buoy Data",
            "International Conference on Ocean and Coastal Processing",
            2022,
        ),
    ]


def test_a_ranking_tag_after_the_venue_is_not_the_venue():
    assert find_venue("ACM MM 2031 (CCF-A).") == "ACM MM"
    assert find_venue("Journal of Tidal Boats (CCF-B)") is None
    assert find_venue("Tidal Letters (CORE A*), 2023") is None
    assert find_venue("Tidal Letters (TIL), 2023") == "TIL"


def test_acm_multimedia_is_known_by_its_short_names():
    assert find_venue("Ann Roe, Bo Li. Quiet Pixels. ACM-MM'22.") == "ACM-MM"
    assert find_venue("ACMMM (ACM MultiMedia), 2025") == "ACMMM"


def test_unnumbered_papers_whose_lines_open_with_their_authors_split_after_each_year():
    lines = [
        "T. Marvell, Q. Ostrander, P. Lindqvist. Curvature of sparse random graphs and its role",
        "in routing. Physical Review E 108, 044301 (2024)",
        "Q. Ostrander, T. Marvell. Embedding bipartite trade networks in hyperbolic",
        "space. Communications Physics 6, 212 (2023)",
        "A. Halloran, T. Marvell, B. Iqbal, Q. Ostrander. Percolation thresholds on clustered",
        "lattices. Entropy 25, 91 (2022)",
    ]
    assert _titles_venues_years(lines, "Tomas Marvell") == [
        (
            "Curvature of sparse random graphs and its role in routing",
            "Physical Review E (PRE)",
            2024,
        ),
        ("Embedding bipartite trade networks in hyperbolic space", "Communications Physics", 2023),
        ("Percolation thresholds on clustered lattices", "Entropy", 2022),
    ]


def test_a_kind_and_status_label_over_preprints_is_no_part_of_the_first_one():
    lines = [
        "Preprints / Under Review",
        "T. Marvell, Q. Ostrander. Motif filtrations for graph isomorphism testing.",
        "arXiv:2501.01234.",
    ]
    titles = [title for title, _, _ in _titles_venues_years(lines, "Tomas Marvell")]
    assert titles == ["Motif filtrations for graph isomorphism testing"]


def test_a_right_hand_venue_cell_with_pages_after_its_year_names_the_venue():
    lines = [
        "PROCEEDINGS OF REFEREED WORKSHOPS AND JOURNALS",
        "Tracing Interval Dependencies in Sensor Streams.\tKDDX 2021: 151-165",
        "ILSE MARROW, TOMAS VELK.",
        "",
        "Quantile Sketches for Event Logs\tSSDBM 2020: 7:1-7:12",
        "ILSE MARROW, TOMAS VELK.",
    ]
    assert _titles_venues_years(lines, "Ilse Marrow") == [
        ("Tracing Interval Dependencies in Sensor Streams", "KDDX", 2021),
        ("Quantile Sketches for Event Logs", "SSDBM", 2020),
    ]


def test_undated_apa_papers_one_a_line_under_a_year_cell_are_one_paper_each():
    lines = [
        "2024\tVarga, L., Osei, K., Lindqvist, P., & Marrow, I. Predictive coding of faces in "
        "adults with autism : a sex-specific account. Autism Research",
        "Marrow, I., Osei, K., Halloran, A., Varga, L., & Lindqvist, P.. Emotional flexibility "
        "and the predictive brain in young adults. Molecular Autism. 15(1).",
        "Osei, K., & Marrow, I.. Caring for autistic girls and women in primary care settings "
        "across Europe. Journal of Autism Practice",
        "2022\tMarrow, I., & Varga, L. (2022). Spatial frequencies in face recognition. "
        "Cortex, 12, 1-9.",
    ]
    titles = [title for title, _, _ in _titles_venues_years(lines, "Ilse Marrow")]
    assert len(titles) == 4
    assert titles[0].startswith("Predictive coding of faces in adults with autism")


def test_apa_papers_with_hyphened_initials_under_a_bracketed_status_heading(parse_text):
    cv = (
        "Quan Velmora\n\nPublications\n\n"
        "Roe, A., Lin, Q.*, & Poe, B. (2024). Tidal models for harbour silt in shallow "
        "estuaries. Coastal Engineering, 22, 40–58. https://doi.org/10.1000/ce.2024.1.\n"
        "(Submitted or accepted)\n"
        "Zhao, Q.-R., Wu, T.-L., Fen, X.-M.*, & Lin, Q. (2026). Graph forecasting of silt "
        "transport under storm surges. Coastal Dynamics. (Submitted)\n"
    )
    found = [
        (p.title, p.venue, p.year, p.status) for p in parse_text(cv, "cv.txt", "cv").publications
    ]
    assert found == [
        ("Tidal models for harbour silt in shallow estuaries", "Coastal Engineering", 2024,
         "published"),
        ("Graph forecasting of silt transport under storm surges", ANY, 2026, "under_review"),
    ]  # fmt: skip


def test_a_short_phrase_quoted_inside_a_title_leaves_the_title_whole():
    lines = [
        "1. Tides and Trade: Harbour Silt in Shallow Estuaries (Job Market Paper)",
        "2. How does “Blue Harbour Port” Certification Change the Dredging Choices of Harbours",
        "in Norway? (With Ann Roe and Bo Poe)",
    ]
    titles = [p.title for p in extract_publications(lines, "Quan Velmora")]
    assert titles[1].startswith("How does “Blue Harbour Port” Certification Change the Dredging")


def test_quoted_titles_that_wrap_still_open_their_entries_after_the_authors():
    """'Surname, Given, ..., "Title' with the closing quote on the next line: each such line
    opens a paper, whatever the line above ends with."""
    chunk = [
        "Orlev, Tamsin, Quade, B., Marrow, C. D., “Ripple Filters for Sparse Seismic Arrays and",
        "Their Calibration”, Journal of Quiet Instruments, accepted, 2025.",
        "Orlev, Tamsin, Marrow, C. D., “Lattice Sieves for Noisy Subspace Order Selection",
        "Problems”, Letters on Instrument Theory, accepted, 2024.",
    ]
    found = [(p.title, p.year) for p in extract_publications(chunk, "Tamsin Orlev")]
    assert found == [
        ("Ripple Filters for Sparse Seismic Arrays and Their Calibration", 2025),
        ("Lattice Sieves for Noisy Subspace Order Selection Problems", 2024),
    ]


def test_a_paper_above_the_first_initials_first_author_is_kept():
    """The list's first paper opens with the applicant's given name written out, the later
    ones with a co-author's "Surname, I."; the first is a paper too."""
    chunk = [
        "Orlev, Tamsin, Quade, Bren, “A Penalty Schedule for Online Rank One Relaxations in",
        "Grid Planning.” Workshop on Learning for Grids (WLG 2025).",
        "Quade, B., Orlev, Tamsin, Marrow, C., “Guided Random Search on Curved Parameter",
        "Spaces.” (ICML 2024).",
        "Orlev, Tamsin*, Imre Salk*, Quade, B., Marrow, C., Tolland, P., Vesk-Amari,",
        "R., Hale, M., “Joint Poisoning and Evasion in Feeder Control.” (ACC 2025).",
        "Marrow, C., Orlev, Tamsin, “Gradient Bias in Streaming Descent Methods.” (ACC 2023).",
    ]
    found = [(p.title, p.year) for p in extract_publications(chunk, "Tamsin Orlev")]
    assert found == [
        ("A Penalty Schedule for Online Rank One Relaxations in Grid Planning", 2025),
        ("Guided Random Search on Curved Parameter Spaces", 2024),
        ("Joint Poisoning and Evasion in Feeder Control", 2025),
        ("Gradient Bias in Streaming Descent Methods", 2023),
    ]


def test_an_entry_ending_under_review_closes_before_the_next_author_list():
    """'..., "Title," under review at VENUE.' names no year; the next line's author list
    (given names first, wrapped) opens the next paper."""
    chunk = [
        "Orlev, Tamsin, Quade, B., “Memory Drift in Long-Horizon Planning Agents,” under review",
        "at NeurIPS.",
        "Bren Quade, Imre Salk, Tamsin Orlev, Paola Tolland, Ruth Vesk, Mara Hale, Cyril",
        "Marrow, “Sandbox Audits for Tool-Using Assistants,” under review at ICLR.",
    ]
    found = [(p.title, p.venue) for p in extract_publications(chunk, "Tamsin Orlev")]
    assert found == [
        ("Memory Drift in Long-Horizon Planning Agents", "NeurIPS"),
        ("Sandbox Audits for Tool-Using Assistants", "ICLR"),
    ]
