"""Reference-list entries in the common citation styles; every author and title is invented."""

import pytest

from parsing.authors import author_position
from parsing.citations import parse_entry, venue_of, venue_tag
from parsing.publications import citation_run_start, extract_publications, split_entries
from parsing.venue_list import CCF_FULL_NAMES
from parsing.venue_names import FULL_NAMES
from parsing.venues import find_venue, full_name_venue, known_full_name

APPLICANT = "Mira Q. Testauthor"


def facts(lines, applicant=APPLICANT):
    return [
        (p.title, p.venue, p.year, p.author_position, p.status)
        for p in extract_publications(lines, applicant)
    ]


@pytest.mark.parametrize(
    ("entry", "expected"),
    [
        (  # ACM: authors, year, title, "In" venue with the short name in parentheses
            "Mira Testauthor, Lars Coauthor, and Oona Advisor. 2023. Sandpiper: Fast Joins on "
            "Skewed Keys. In Proceedings of the 2023 International Conference on Management of "
            "Data (SIGMOD '23). ACM, 112–125.",
            ("Sandpiper: Fast Joins on Skewed Keys", "SIGMOD", 2023, 1, "published"),
        ),
        (  # IEEE: initials, quoted title with the comma inside the quotes
            'M. Q. Testauthor, L. Coauthor, and O. Advisor, "Lattice tricks for sparse solvers," '
            "in Proc. IEEE Int. Conf. Robot. Autom. (ICRA), 2024, pp. 1–8.",
            ("Lattice tricks for sparse solvers", "ICRA", 2024, 1, "published"),
        ),
        (  # APA: surname-first authors and the year in parentheses
            "Coauthor, L., & Testauthor, M. Q. (2021). Paper cranes for robot grasping. "
            "Journal of Machine Learning Research, 22(1), 1-30.",
            (
                "Paper cranes for robot grasping",
                "Journal of Machine Learning Research (JMLR)",
                2021,
                2,
                "published",
            ),
        ),
        (  # LNCS: a colon ends the author list, the year at the very end
            "Coauthor, L., Testauthor, M.: Ordered locks in a disordered world. In: Computer "
            "Aided Verification, pp. 3–20. Springer (2020)",
            (
                "Ordered locks in a disordered world",
                "Computer Aided Verification (CAV)",
                2020,
                2,
                "published",
            ),
        ),
        (  # plain: "Authors. Title. Venue Year." with the venue only in full
            "Mira Testauthor, Lars Coauthor. Gentle Pruning of Wide Networks. Proceedings of the "
            "40th International Conference on Machine Learning 2023.",
            (
                "Gentle Pruning of Wide Networks",
                "Proceedings of the 40th International Conference on Machine Learning (ICML)",
                2023,
                1,
                "published",
            ),
        ),
        (  # curly quotes and equal-contribution marks on the names
            "[4] L. Coauthor∗, M. Testauthor∗, and O. Advisor, “Frugal attention for long "
            "videos,” in CVPR, 2023.",
            ("Frugal attention for long videos", "CVPR", 2023, 2, "published"),
        ),
    ],
)
def test_common_citation_styles(entry, expected):
    assert facts([entry]) == [expected]


def test_venue_tag_before_the_authors_names_venue_and_year():
    lines = [
        "• [SOSP'24] Mira Testauthor†, Lars Coauthor†, “Brittle Benchmarks Break Quietly”, "
        "In Proceedings of The 30th Symposium on Operating Systems Principles, 2024.",
        "• [Journal of Odd Results’22] Lars Coauthor, Mira Testauthor, “Sorting Socks in "
        "Linear Time”, Journal of Odd Results, 12:3, 2022.",
        "• Lars Coauthor, Mira Testauthor, “Tidy Graphs for Messy Data”, submitted, 2026.",
    ]
    assert facts(lines) == [
        ("Brittle Benchmarks Break Quietly", "SOSP", 2024, 1, "published"),
        ("Sorting Socks in Linear Time", "Journal of Odd Results", 2022, 2, "published"),
        ("Tidy Graphs for Messy Data", None, 2026, 2, "under_review"),
    ]


def test_a_venue_tag_whose_name_holds_a_digit():
    lines = [
        "[L4DC 2023] Lean Controllers for Wobbly Drones. Mira Testauthor, Lars Coauthor.",
        "[3DV 2022] Mesh Stitching by Gentle Pulling. Lars Coauthor, Mira Testauthor.",
    ]
    assert [(venue, year) for _, venue, year, _, _ in facts(lines)] == [
        ("L4DC", 2023),
        ("3DV", 2022),
    ]


def test_preprints_reports_and_submissions_carry_a_status():
    lines = [
        "[1] Mira Testauthor, Lars Coauthor. Shallow Thoughts About Deep Nets. arXiv preprint "
        "arXiv:2401.01234, 2024.",
        "[2] Mira Testauthor, Lars Coauthor. Slow Food for Fast Models. Under review, 2025.",
        "[3] Mira Testauthor, Lars Coauthor. A Field Guide to Sparse Tensors. Tech Report, May "
        "2025.",
        "[4] Lars Coauthor, Mira Testauthor. Knots in Neural Ropes. Preprint, 2026.",
    ]
    assert facts(lines) == [
        ("Shallow Thoughts About Deep Nets", "arXiv", 2024, 1, "preprint"),
        ("Slow Food for Fast Models", None, 2025, 1, "under_review"),
        ("A Field Guide to Sparse Tensors", "Tech Report", 2025, 1, "preprint"),
        ("Knots in Neural Ropes", None, 2026, 2, "preprint"),
    ]


def test_three_line_entries_authors_title_then_full_venue_with_its_short_name():
    lines = [
        "1. Lars Coauthor, Mira Testauthor, Oona Advisor, Pia Fourth, Quinn Fifth, Rhea",
        "Sixth, Sol Seventh",
        "Counting Sheep with Few Labels: A Study of Sleepy Learners in the Wild and",
        "Elsewhere",
        "In 38th International Conference on Data Engineering (ICDE) 2022",
        "2. Mira Testauthor, Oona Advisor",
        "When Is a Bandit Greedy Enough?",
        "",
        "In Symposium on Operating Systems Principles (SOSP) 2021",
        "3. Mira Testauthor, Oona Advisor",
        "A Gradient Method for Lopsided Matrices",
        "ACM Transactions on Computer Systems 2020",
    ]
    assert facts(lines) == [
        (
            "Counting Sheep with Few Labels: A Study of Sleepy Learners in the Wild and Elsewhere",
            "ICDE",
            2022,
            2,
            "published",
        ),
        ("When Is a Bandit Greedy Enough?", "SOSP", 2021, 1, "published"),
        (
            "A Gradient Method for Lopsided Matrices",
            "ACM Transactions on Computer Systems (TOCS)",
            2020,
            1,
            "published",
        ),
    ]


def test_left_column_year_numbered_entries_and_words_broken_over_lines():
    lines = [
        "2024\tP.3\tLars Coauthor*, Mira Testauthor*, Oona Advisor, Pia Fourth, Quinn Fif-",
        "teen†. Folding Proteins with Paper Airplanes and Other Re-",
        "markable Tricks.",
        "",
        "Robotics and Automation Letters (RA-L), 2024",
        "",
        "P.2\tMira Testauthor, Oona Advisor. Watching Paint Dry at Scale.",
        "Workshop on Slow Science",
        "2023\tP.1 Mira Testauthor, Lars Coauthor. Cheap Tricks for Costly Models.",
        "Conference on Parallel Architectures and Compilation Techniques (PACT), 2023",
    ]
    assert facts(lines) == [
        (
            "Folding Proteins with Paper Airplanes and Other Remarkable Tricks",
            "RA-L",
            2024,
            2,
            "published",
        ),
        ("Watching Paint Dry at Scale", "Workshop on Slow Science", 2024, 1, "published"),
        ("Cheap Tricks for Costly Models", "PACT", 2023, 1, "published"),
    ]


def test_undelimited_title_author_venue_rows_split_at_each_title():
    lines = [
        "(*: Equal Contributions)",
        "Graceful Degradation for Impatient Users",
        "Lars Coauthor, Mira Testauthor*, Yara (Lee) Quint*",
        "ASPLOS 2025",
        "Paper Slides Talk",
        "Lightweight Schedulers: Fewer Knobs and Better Defaults for Shared Clusters of Many",
        "Accelerators",
        "Mira Testauthor, Oona Advisor, Lars Coauthor",
        "HPCA 2024",
        "Best Paper Award, 2024",
    ]
    assert facts(lines) == [
        ("Graceful Degradation for Impatient Users", "ASPLOS", 2025, 2, "published"),
        (
            "Lightweight Schedulers: Fewer Knobs and Better Defaults for Shared Clusters of "
            "Many Accelerators",
            "HPCA",
            2024,
            1,
            "published",
        ),
    ]


def test_research_statement_references_keep_own_papers_despite_marks_and_elisions():
    lines = [
        "[1] Lars Coauthor∗, Mira Testauthor∗, Oona Advisor, et al. Weaving Rope from Sand: "
        "Scalable",
        "Methods for Granular Matter. EMNLP 2024.",
        "[2] Pia Fourth, Quinn Fifth, . . ., Mira Testauthor, . . ., Oona Advisor. A Benchmark",
        "of Everything. CVPR 2023 (Oral).",
        "[3] Pia Fourth, Quinn Fifth. Someone Else's Paper on Caches. ICLR 2022.",
    ]
    papers = extract_publications(lines, APPLICANT, own_only=True)
    assert [(p.title, p.venue, p.year, p.author_position) for p in papers] == [
        ("Weaving Rope from Sand: Scalable Methods for Granular Matter", "EMNLP", 2024, 2),
        ("A Benchmark of Everything", "CVPR", 2023, 3),
    ]


def test_title_with_and_is_not_taken_for_a_second_author_list():
    entry = [
        "Ana Roe, Ben Poe, Cyd Doe. Vision and Touch for Folding of Laundry Robots.",
        "Symposium on Code Generation and Optimization (CGO), 2022",
    ]
    paper = parse_entry(entry, "Ben Poe")
    assert (paper.title, paper.venue, paper.authors, paper.author_position) == (
        "Vision and Touch for Folding of Laundry Robots",
        "CGO",
        ["Ana Roe", "Ben Poe", "Cyd Doe"],
        2,
    )


def test_author_position_by_initials_surname_first_and_accents():
    assert author_position(["L. Coauthor", "M. Q. Testauthor"], APPLICANT) == 2
    assert author_position(["Coauthor, L.", "Testauthor, M."], APPLICANT) == 2
    assert author_position(["Lars Coauthor", "TESTAUTHOR Mira"], APPLICANT) == 2
    assert author_position(["J. Alvarez-Ruiz", "L. Coauthor"], "José Álvarez-Ruiz") == 1
    assert author_position(["Y.-J. Quint", "L. Coauthor"], "Quint Yara-Jo") == 1
    assert author_position(["Lars Coauthor", "Mara Testauthor"], "Lina Testauthor") is None


def test_full_venue_names_map_to_short_names_only_where_known():
    assert known_full_name("Proc. of the 31st USENIX Security Symposium") == "USENIX Security"
    assert known_full_name("IEEE Robotics and Automation Letters") == "RA-L"
    assert known_full_name("Intl. Conference on Robotics and Automation") == "ICRA"
    assert (
        known_full_name("Workshop on Tiny Models at Neural Information Processing Systems") is None
    )
    assert known_full_name("Journal of Unheard-of Results") is None
    assert full_name_venue("ACM Transactions on Computer Systems, vol. 4, 2021") == (
        "ACM Transactions on Computer Systems (TOCS)"
    )


def test_entry_starts_by_numbering_like_p_12_and_c3():
    lines = [
        "P.12 Mira Testauthor. One. Two Three Four. ICML 2020.",
        "more of the same entry",
        "C3 Lars Coauthor. Five Six Seven. ICML 2021.",
    ]
    assert split_entries(lines) == [
        ["Mira Testauthor. One. Two Three Four. ICML 2020.", "more of the same entry"],
        ["Lars Coauthor. Five Six Seven. ICML 2021."],
    ]


def test_cv_publication_list_under_a_missed_heading_is_no_experience(parse_text):
    cv = "\n".join(
        [
            "Mira Testauthor",
            "mira@example.org",
            "",
            "EXPERIENCE",
            "",
            "Quillmark Labs, Oslo\tJun. 2024 - Aug. 2024",
            "Research Intern",
            "",
            "S E L E C T E D  W O R K S",
            "",
            "1. Mira Testauthor, Oona Advisor",
            "Sparse Dreams of Dense Networks",
            "In International Symposium on Computer Architecture (ISCA) 2024",
            "2. Lars Coauthor, Mira Testauthor, Oona Advisor",
            "Quantised Sheep Counting at Scale",
            "In Conference on File and Storage Technologies (FAST) 2023",
        ]
    )
    profile = parse_text(cv, "cv.txt", kind="cv")
    assert [e.organization for e in profile.experience] == ["Quillmark Labs"]
    assert [(p.title, p.venue, p.author_position) for p in profile.publications] == [
        ("Sparse Dreams of Dense Networks", "ISCA", 1),
        ("Quantised Sheep Counting at Scale", "FAST", 2),
    ]


def test_unnumbered_author_lines_start_entries_of_a_plain_list():
    lines = [
        "Mira Testauthor, Oona Advisor",
        "Sparse Dreams of Dense Networks",
        "In International Symposium on Computer Architecture (ISCA) 2024",
        "Lars Coauthor, Mira Testauthor, Oona Advisor, Pia",
        "Fourth, Quinn Fifth",
        "Quantised Sheep Counting at Scale",
        "In Conference on File and Storage Technologies (FAST) 2023",
    ]
    assert facts(lines) == [
        ("Sparse Dreams of Dense Networks", "ISCA", 2024, 1, "published"),
        ("Quantised Sheep Counting at Scale", "FAST", 2023, 2, "published"),
    ]


def test_venue_is_read_before_notes_that_follow_its_year():
    entry = [
        "Ana Roe, Ben Poe. Counting Clouds from Below.",
        "Tech Report, March 2021",
        "Press Mentions",
        "Cloud Weekly (UK), The Daily Nimbus, Drizzle Digest and the Fog Gazette",
    ]
    assert parse_entry(entry, "Ana Roe").venue == "Tech Report"
    year_first = ["Ana Roe. Tidy Tokens Everywhere. In Proceedings of the 2023 Conference on Tidy."]
    assert parse_entry(year_first, "Ana Roe").venue == "Conference on Tidy"


@pytest.mark.parametrize(
    ("entry", "expected"),
    [
        (  # no periods at all: authors, title and venue apart only by commas
            "Mira Testauthor, Lars Coauthor, Oona Advisor, Sandpiper: fast joins on skewed keys, "
            "ICML 2024.",
            ("Sandpiper: fast joins on skewed keys", "ICML", 2024, 1, "published"),
        ),
        (  # the title first, then the authors, commas only
            "Sandpiper: Fast Joins on Skewed Keys, Lars Coauthor, Mira Testauthor, ICML 2024",
            ("Sandpiper: Fast Joins on Skewed Keys", "ICML", 2024, 2, "published"),
        ),
        (  # the year before the title
            "2024 Sandpiper: Fast Joins on Skewed Keys. Mira Testauthor, Lars Coauthor. ICML.",
            ("Sandpiper: Fast Joins on Skewed Keys", "ICML", 2024, 1, "published"),
        ),
        (  # abbreviations inside the title and the venue end no sentence
            "M. Testauthor, L. Coauthor. Sandpiper vs. Heron: Fast Joins on Skewed Keys. Proc. "
            "VLDB Endow. 17(3), 2024.",
            ("Sandpiper vs. Heron: Fast Joins on Skewed Keys", "VLDB", 2024, 1, "published"),
        ),
        (  # Vancouver: initials without periods after the surname
            "Coauthor L, Testauthor MQ, Advisor O. Heron: slow joins on flat keys. Journal of "
            "Flat Keys. 2021;18(2):100-110.",
            ("Heron: slow joins on flat keys", "Journal of Flat Keys", 2021, 2, "published"),
        ),
        (  # IEEE with "et al." right after the first author
            'M. Testauthor et al., "Heron: slow joins on flat keys," in Proc. 38th AAAI Conf. '
            "Artif. Intell., 2024, pp. 1–9.",
            ("Heron: slow joins on flat keys", "AAAI", 2024, 1, "published"),
        ),
    ],
)
def test_styles_without_clear_punctuation(entry, expected):
    assert facts([entry]) == [expected]


def test_numbered_positions_with_place_names_stay_in_experience():
    jobs = [
        "1. Quillmark Labs, North Haven",
        "Research Intern on Sparse Models and Other Things",
        "Jun 2022 – Aug 2023",
        "2. Tessellate Systems, Port Avery",
        "Software Engineer in the Storage Team of the Company",
        "2020 – 2021",
    ]
    assert citation_run_start(jobs) is None
    papers = [
        "1. Mira Testauthor, Oona Advisor",
        "Sparse Dreams of Dense Networks",
        "In International Symposium on Computer Architecture (ISCA) 2024",
        "2. Lars Coauthor, Mira Testauthor",
        "Quantised Sheep Counting at Scale",
        "In Conference on File and Storage Technologies (FAST) 2023",
    ]
    assert citation_run_start(["Quillmark Labs", "", *papers]) == 2


@pytest.mark.parametrize(
    ("entry", "expected"),
    [
        (  # Harvard: the year after the authors, the title in single quotes
            "Testauthor, MQ & Coauthor, L 2015, 'Energy efficient joins on flat keys'. In "
            "Journal of Flat Keys, vol 11, no. 6, pp. 1-9.",
            ("Energy efficient joins on flat keys", "Journal of Flat Keys", 2015, 1, "published"),
        ),
        (  # Harvard with curly single quotes
            "Coauthor, L. and Testauthor, M. (2019) ‘Energy efficient joins on flat keys’, "
            "Journal of Flat Keys, 11(6), pp. 1–9.",
            ("Energy efficient joins on flat keys", "Journal of Flat Keys", 2019, 2, "published"),
        ),
        (  # Chicago: only the first author inverted, volume and pages after the journal
            'Testauthor, Mira, and Lars Coauthor. 2020. "Energy Efficient Joins on Flat Keys." '
            "Journal of Flat Keys 12 (3): 45–67.",
            ("Energy Efficient Joins on Flat Keys", "Journal of Flat Keys", 2020, 1, "published"),
        ),
        (  # an apostrophe inside the title opens no quotation
            "Lars Coauthor, Mira Testauthor. Don't Stop the Joins: Flat Keys Everywhere. ICDE "
            "2022.",
            ("Don't Stop the Joins: Flat Keys Everywhere", "ICDE", 2022, 2, "published"),
        ),
    ],
)
def test_reference_manager_styles(entry, expected):
    assert facts([entry]) == [expected]


def test_venue_line_above_the_title():
    lines = ["ICDE 2022", "Energy Efficient Joins on Flat Keys", "Lars Coauthor, Mira Testauthor"]
    assert facts(lines) == [
        ("Energy Efficient Joins on Flat Keys", "ICDE", 2022, 2, "published"),
    ]


def test_statement_without_headings_keeps_its_own_numbered_references(parse_text):
    statement = "\n".join(
        [
            "Research Statement",
            "Mira Testauthor",
            "",
            "My work makes sparse models cheap to serve [1] and easy to check [2]. I would like",
            "to continue this line of work during the internship, with a focus on storage.",
            "",
            "[1] Mira Testauthor, Lars Coauthor. Sparse Dreams of Dense Networks. ISCA 2024.",
            "[2] Lars Coauthor, Mira Testauthor, Oona Advisor. Quantised Sheep Counting at Scale.",
            "FAST 2023.",
            "[3] Pia Fourth, Quinn Fifth. Somebody Else's Classic Result on Disks. SOSP 2019.",
        ]
    )
    profile = parse_text(statement, "statement.txt", kind="cover_letter")
    assert [(p.title, p.venue, p.year) for p in profile.publications] == [
        ("Sparse Dreams of Dense Networks", "ISCA", 2024),
        ("Quantised Sheep Counting at Scale", "FAST", 2023),
    ]


def test_page_with_year_headings_bulleted_and_plain_entries_and_a_sole_author(parse_text):
    page = "\n".join(
        [
            "# Mira Testauthor",
            "",
            "## Publications",
            "",
            "### 2024",
            "",
            "- [Sparse Dreams of Dense Networks](https://example.org/a.pdf)  ",
            "Mira Testauthor, Lars Coauthor, Oona Advisor  ",
            "Workshop on Sleepy Models at ISCA 2024  ",
            "[ [poster] ](https://example.org/p.pdf)",
            "",
            "- [Quantised Sheep Counting at Scale](https://example.org/b.pdf)  ",
            "Lars Coauthor, **Mira Testauthor**  ",
            "",
            "### 2023",
            "",
            "[Cheap Tricks for Costly Models](https://example.org/c)  ",
            "Mira Testauthor  ",
            "Conference on File and Storage Technologies (FAST), 2023",
        ]
    )
    pubs = parse_text(page, "index.md").publications
    assert [(p.title, p.venue, p.year, p.author_position) for p in pubs] == [
        ("Sparse Dreams of Dense Networks", "Workshop on Sleepy Models at ISCA", 2024, 1),
        ("Quantised Sheep Counting at Scale", None, 2024, 2),
        ("Cheap Tricks for Costly Models", "FAST", 2023, 1),
    ]


def test_without_a_name_the_applicant_is_the_author_on_most_papers():
    lines = [
        "[1] L. Coauthor, M. Testauthor. Sparse Dreams of Dense Networks. ISCA 2024.",
        "[2] Testauthor, M., Advisor, O. (2023). Quantised sheep counting at scale. FAST.",
        "[3] Mira Testauthor, Oona Advisor, Lars Coauthor. Cheap Tricks for Costly Models. "
        "SOSP 2022.",
    ]
    assert [p.author_position for p in extract_publications(lines, None)] == [2, 1, 1]
    assert extract_publications(lines[:1], None)[0].author_position is None


def test_a_preprint_given_only_as_an_arxiv_address():
    lines = [
        "Mira Testauthor, Lars Coauthor",
        "Knots in Neural Ropes",
        "Available at https://arxiv.org/abs/2401.01234",
    ]
    assert facts(lines) == [("Knots in Neural Ropes", "arXiv", None, 1, "preprint")]


def test_author_first_rows_after_a_note_line_keep_their_venues():
    lines = [
        "Names in bold are students I supervised",
        "Mira Testauthor, Oona Advisor",
        "Sparse Dreams of Dense Networks",
        "ISCA 2024",
        "Lars Coauthor, Mira Testauthor",
        "Quantised Sheep Counting at Scale",
        "FAST 2023",
    ]
    assert facts(lines) == [
        ("Sparse Dreams of Dense Networks", "ISCA", 2024, 1, "published"),
        ("Quantised Sheep Counting at Scale", "FAST", 2023, 2, "published"),
    ]


def test_a_long_venue_name_no_gazetteer_knows_is_kept_as_written():
    entry = [
        "Mira Testauthor, Lars Coauthor. Sparse Dreams of Dense Networks. In International "
        "Conference on Advanced Sleep Computing and Dream Engineering Technologies, 2024."
    ]
    assert facts(entry)[0][1] == (
        "International Conference on Advanced Sleep Computing and Dream Engineering Technologies"
    )


def test_a_question_mark_ends_the_title_where_the_venue_follows():
    lines = [
        "[1] Mira Testauthor, Lars Coauthor. Is Sparsity Enough? NeurIPS 2023.",
        "[2] Mira Testauthor, Lars Coauthor. What If? Counterfactual Joins on Flat Keys. ICDE "
        "2021.",
    ]
    assert facts(lines) == [
        ("Is Sparsity Enough?", "NeurIPS", 2023, 1, "published"),
        ("What If? Counterfactual Joins on Flat Keys", "ICDE", 2021, 1, "published"),
    ]


@pytest.mark.parametrize(
    "lines",
    [
        ["Sparse Dreams of Dense Networks", "Lars Coauthor, Mira Testauthor. ICDE 2024."],
        ["Sparse Dreams of Dense Networks", "Lars Coauthor, Mira Testauthor, ICDE 2024"],
        ["Sparse Dreams of Dense Networks. ICDE 2024.", "Lars Coauthor, Mira Testauthor"],
    ],
)
def test_title_line_with_authors_and_venue_sharing_a_line(lines):
    assert facts(lines) == [("Sparse Dreams of Dense Networks", "ICDE", 2024, 2, "published")]


def test_a_year_line_between_entries_dates_the_entries_below_it():
    lines = [
        "2024",
        "[1] Mira Testauthor, Lars Coauthor. Sparse Dreams of Dense Networks.",
        "Workshop on Sleepy Models",
        "2023",
        "[2] Lars Coauthor, Mira Testauthor. Quantised Sheep Counting at Scale.",
        "Workshop on Woolly Data",
        "[3] Mira Testauthor, Oona Advisor. Cheap Tricks for Costly Models.",
        "Workshop on Thrift",
    ]
    assert [(p.title, p.year) for p in extract_publications(lines, APPLICANT)] == [
        ("Sparse Dreams of Dense Networks", 2024),
        ("Quantised Sheep Counting at Scale", 2023),
        ("Cheap Tricks for Costly Models", 2023),
    ]


def test_a_contribution_note_inside_the_author_list_is_dropped():
    entry = [
        "Lars Coauthor*, Mira Testauthor* (equal contribution), Oona Advisor. Sparse Dreams of "
        "Dense Networks. ISCA 2024."
    ]
    assert facts(entry) == [("Sparse Dreams of Dense Networks", "ISCA", 2024, 2, "published")]


def test_a_paper_listed_twice_is_kept_once_with_what_either_listing_gives(parse_text):
    cv = "\n".join(
        [
            "Mira Testauthor",
            "",
            "Selected Publications",
            "",
            "• Sparse Dreams of Dense Networks. Mira Testauthor, Lars Coauthor.",
            "",
            "Publications",
            "",
            "[1] Mira Testauthor, Lars Coauthor. Sparse dreams of dense networks. ISCA 2024.",
            "[2] Lars Coauthor, Mira Testauthor. Quantised Sheep Counting at Scale. FAST 2023.",
        ]
    )
    pubs = parse_text(cv, "cv.txt", kind="cv").publications
    assert [(p.title, p.venue, p.year) for p in pubs] == [
        ("Sparse Dreams of Dense Networks", "ISCA", 2024),
        ("Quantised Sheep Counting at Scale", "FAST", 2023),
    ]


def test_title_then_venue_then_a_long_author_list_keeps_the_venue():
    lines = [
        "Sparse Dreams of Dense Networks.",
        "Integration 2017",
        "Pia Fourth, Mira Testauthor, Quinn Fifth, Rhea Sixth, and Oona Advisor.",
    ]
    assert facts(lines) == [
        ("Sparse Dreams of Dense Networks", "Integration", 2017, 2, "published")
    ]


@pytest.mark.parametrize(
    "venue_line",
    [
        "Submitted to Journal of Lake Ecology, 2024.",
        "Accepted as full paper at Journal of Lake Ecology, 2024.",
        "Presented at Journal of Lake Ecology, 2024.",
    ],
)
def test_venue_after_a_status_phrase_is_the_named_venue(venue_line):
    chunk = ["Mira Tolland, Oskar Venn. Counting Herons from Drone Footage.", venue_line]
    publication = parse_entry(chunk, "Mira Tolland")
    assert publication.venue == "Journal of Lake Ecology"
    assert publication.year == 2024


@pytest.mark.parametrize(
    "patent",
    [
        "M. Testauthor, O. Advisor. Method for dating moraines from lichen growth. "
        "US 10,123,456 B2, 2021.",
        "M. Testauthor, O. Advisor. System for estimating sediment budgets. "
        "U.S. Patent Application 17/123,456, filed March 2022.",
        "Apparatus for mapping glaciers from drone imagery. M. Testauthor, O. Advisor. "
        "US Patent App. 16/987,654 (2021).",
        "M. Testauthor. Apparatus for sampling ice cores in the field. WO 2021/123456 A1, 2021.",
        "M. Testauthor, O. Advisor. Sensing device for remote valley glaciers. "
        "Filed with the USPTO, 2023.",
        "M. Testauthor, O. Advisor. Sensing device for remote valley glaciers. "
        "EP 3 123 456 B1, 2020.",
    ],
)
def test_a_patent_is_not_a_paper(patent):
    assert parse_entry([patent], APPLICANT) is None


def test_a_paper_about_patents_is_still_a_paper():
    paper = parse_entry(
        ["M. Testauthor, O. Advisor. Patent Citation Graphs for Prior-Art Search. KDD 2022."],
        APPLICANT,
    )
    assert (paper.title, paper.venue, paper.year) == (
        "Patent Citation Graphs for Prior-Art Search", "KDD", 2022
    )  # fmt: skip


def test_achievement_bullets_under_a_paper_are_notes_not_papers():
    numbered = [
        "1. M. Testauthor, O. Advisor. Dating Moraines with Lichen Growth Curves. "
        "Journal of Imaginary Glaciology, 2023.",
        "• Introduced a lichen calibration now used by two field stations",
        "• Reduced the dating error by a third against the earlier growth curves",
        "2. M. Testauthor. Sediment Budgets of Retreating Valley Glaciers. ICML 2022.",
        "• Selected for an oral presentation among the top submissions of the year",
    ]
    unnumbered = [line[3:] if line[0].isdigit() else line for line in numbered]
    for lines in (numbered, unnumbered):
        assert facts(lines) == [
            ("Dating Moraines with Lichen Growth Curves", "Journal of Imaginary Glaciology",
             2023, 1, "published"),
            ("Sediment Budgets of Retreating Valley Glaciers", "ICML", 2022, 1, "published"),
        ], lines  # fmt: skip


def test_bulleted_papers_are_still_entries_of_their_own():
    lines = [
        "Selected publications (* equal contribution)",
        "• M. Testauthor*, O. Advisor*. Dating Moraines with Lichen Growth Curves. ICML 2023.",
        "• M. Testauthor. Sediment Budgets of Retreating Valley Glaciers. ICML 2022.",
    ]
    assert [title for title, *_ in facts(lines)] == [
        "Dating Moraines with Lichen Growth Curves",
        "Sediment Budgets of Retreating Valley Glaciers",
    ]


@pytest.mark.parametrize(
    "entry",
    [
        "Testauthor, M., & Advisor, O. (in press). Dating moraines with lichen growth curves. "
        "Journal of Imaginary Glaciology.",
        "Testauthor, M., & Advisor, O. (forthcoming). Dating moraines with lichen growth curves. "
        "Journal of Imaginary Glaciology.",
        "M. Testauthor and O. Advisor. Dating moraines with lichen growth curves. "
        "Journal of Imaginary Glaciology (to appear).",
        "M. Testauthor, O. Advisor. In press. Dating moraines with lichen growth curves. "
        "Journal of Imaginary Glaciology.",
        "M. Testauthor, O. Advisor. Forthcoming. Dating moraines with lichen growth curves. "
        "Journal of Imaginary Glaciology.",
        "M. Testauthor and O. Advisor. Dating moraines with lichen growth curves. "
        "Journal of Imaginary Glaciology. In press.",
        "Testauthor, M. (Forthcoming). Dating moraines with lichen growth curves. "
        "Journal of Imaginary Glaciology.",
    ],
)
def test_a_paper_in_press_is_kept_without_a_year(entry):
    assert facts([entry]) == [
        ("Dating moraines with lichen growth curves", "Journal of Imaginary Glaciology", None, 1,
         "accepted")
    ]  # fmt: skip


def test_a_paper_in_press_takes_the_year_of_its_year_heading():
    lines = [
        "2025",
        "M. Testauthor, O. Advisor. In press. Dating moraines with lichen growth curves. "
        "Journal of Imaginary Glaciology.",
    ]
    assert [(p.title, p.year) for p in extract_publications(lines, APPLICANT, headings={0})] == [
        ("Dating moraines with lichen growth curves", 2025)
    ]


@pytest.mark.parametrize(
    ("written", "short"),
    [
        ("Proceedings of the ACM on Interactive, Mobile, Wearable and Ubiquitous Technologies, "
         "7(2), 2023", "IMWUT"),
        ("IEEE Transactions on Mobile Computing, vol. 22, no. 3, 2023", "TMC"),
        ("Pervasive and Mobile Computing, 2021", "PMC"),
        ("Personal and Ubiquitous Computing, 2020", "PUC"),
        ("Proc. of the 2022 ACM International Joint Conference on Pervasive and Ubiquitous "
         "Computing", "UbiComp"),
        ("ACM Transactions on Embedded Computing Systems, 2023", "TECS"),
        ("Knowledge-Based Systems 241 (2022)", "KBS"),
        ("IEEE Transactions on Wireless Communications, 2022", "TWC"),
        ("Pattern Recognition, 2022", "PR"),
        ("Pattern Recognition Letters, 2022", "PRL"),
        ("In Proceedings of the 28th ACM SIGPLAN Annual Symposium on Principles and Practice of "
         "Parallel Programming", "PPoPP"),
    ],
)  # fmt: skip
def test_a_venue_written_only_in_full_gets_its_listed_short_name(written, short):
    assert known_full_name(written) == short


@pytest.mark.parametrize(
    "written",
    [
        # Names that share a listed name's words, or hold a short one inside a longer name.
        "Journal of Mobile Computing Education, 2023",
        "International Workshop on Wearable and Ubiquitous Sensing, 2022",
        "Conference on Pattern Recognition in Tree Rings, 2022",
        "Journal of Information Systems Pedagogy, 2021",
        "Transactions on Games Played by Rivers, 2021",
    ],
)
def test_a_venue_sharing_words_with_a_listed_one_gets_no_short_name(written):
    assert known_full_name(written) is None


@pytest.mark.parametrize(
    ("written", "short"),
    [
        ("Proc. ACM Interact. Mob. Wearable Ubiquitous Technol. 7, 2, Article 45 (2023)", "IMWUT"),
        ("IEEE Trans. Pattern Anal. Mach. Intell. 45, 3 (2023), 1-14", "TPAMI"),
        ("IEEE Trans. Mob. Comput. 22, 3 (2023)", "TMC"),
        ("Pattern Recognit. Lett. 160 (2022)", "PRL"),
        ("In Proc. Int. Conf. Mach. Learn., 2023", "ICML"),
        ("in Proc. IEEE/CVF Conf. Comput. Vis. Pattern Recognit., 2023, pp. 1-7.", "CVPR"),
        ("Adv. Neural Inf. Process. Syst. 35 (2022)", "NeurIPS"),
        ("IEEE Internet Things J. 10 (2023)", "IOT"),
    ],
)
def test_a_venue_in_iso4_abbreviations_gets_its_listed_short_name(written, short):
    name, _, tail = full_name_venue(written).rpartition(" (")
    assert tail == f"{short})"
    assert name in written


@pytest.mark.parametrize(
    "written",
    [
        "M. Testauthor, O. Advisor",
        "J. R. Quint and A. Roe",
        "IEEE Trans. Mob. Ice Sheets 22 (2023)",
    ],
)
def test_abbreviated_words_that_spell_no_listed_name_get_no_short_name(written):
    assert full_name_venue(written) is None


def test_a_nested_note_under_a_bulleted_paper_is_no_paper():
    lines = [
        "• M. Testauthor, O. Advisor. Dating Moraines with Lichen Growth Curves. ICML 2023.",
        "• Introduced a lichen calibration now used by two field stations",  # nested: "◦"
        "• M. Testauthor. Sediment Budgets of Retreating Valley Glaciers. ICML 2022.",
    ]
    assert [title for title, *_ in facts(lines)] == [
        "Dating Moraines with Lichen Growth Curves",
        "Sediment Budgets of Retreating Valley Glaciers",
    ]


def test_a_list_of_bare_titles_keeps_them_all():
    lines = [
        "• Dating Moraines with Lichen Growth Curves in Alpine Valleys",
        "• Sediment Budgets of Retreating Valley Glaciers over Two Decades",
    ]
    assert len(facts(lines)) == 2


@pytest.mark.parametrize(
    "rest",
    [
        "Proceedings of the ACM on Interactive, Mobile, Wearable and Ubiquitous Technologies, "
        "7(2), 2023.",
        "In Proceedings of the ACM on Interactive, Mobile, Wearable and Ubiquitous Technologies. "
        "ACM, 2023",
        "Proceedings of the ACM on Interactive, Mobile, Wearable and Ubiquitous Technologies 7, 2 "
        "(2023)",
    ],
)
def test_a_full_venue_name_with_commas_is_kept_whole_beside_its_short_name(rest):
    assert full_name_venue(rest) == (
        "Proceedings of the ACM on Interactive, Mobile, Wearable and Ubiquitous Technologies "
        "(IMWUT)"
    )


def test_a_year_after_the_in_a_venues_name_and_security_as_a_word_of_a_name():
    assert (
        full_name_venue(
            "In Proceedings of the 2023 International Conference on Management of Data, 2023"
        )
        == "Proceedings of the 2023 International Conference on Management of Data (SIGMOD)"
    )
    assert find_venue("Proceedings of the ACM SIGSAC Conference on Communications Security") is None
    assert find_venue("Proc. of the 31st USENIX Security Symposium") == "USENIX Security"


def test_one_reference_a_line_title_first_and_a_doi_line_between_entries():
    title_first = [
        "Dating Moraines with Lichen Growth Curves. Mira Testauthor, Oona Advisor. ICML 2024.",
        "Sediment Budgets of Retreating Valley Glaciers. Lars Coauthor, Mira Testauthor. "
        "NeurIPS 2023.",
    ]
    with_doi = [
        "M. Testauthor, O. Advisor. Dating moraines with lichen growth curves. ICML, 2024.",
        "doi: 10.1234/icml.2024.001",
        "L. Coauthor, M. Testauthor. Sediment budgets of retreating valley glaciers. "
        "NeurIPS, 2023.",
    ]
    for lines in (title_first, with_doi):
        assert [(title.lower(), venue, year, position) for title, venue, year, position, _ in
                facts(lines)] == [
            ("dating moraines with lichen growth curves", "ICML", 2024, 1),
            ("sediment budgets of retreating valley glaciers", "NeurIPS", 2023, 2),
        ], lines  # fmt: skip


def test_sub_headings_left_inside_the_list_separate_papers_and_end_them_at_patents():
    lines = [
        "Google Scholar: 120 citations, h-index 6",
        "Journal Articles",
        "M. Testauthor, O. Advisor. Dating moraines with lichen growth curves. "
        "Journal of Imaginary Glaciology, 2023.",
        "Patents",
        "M. Testauthor. Method for sampling ice cores in remote valleys. 2022.",
        "Conference Papers",
        "M. Testauthor. Sediment budgets of retreating valley glaciers. ICML 2022.",
    ]
    assert [(title, venue, year) for title, venue, year, *_ in facts(lines)] == [
        ("Dating moraines with lichen growth curves", "Journal of Imaginary Glaciology", 2023),
        ("Sediment budgets of retreating valley glaciers", "ICML", 2022),
    ]


def test_every_listed_venue_name_written_out_maps_to_its_own_short_name():
    listed = {**CCF_FULL_NAMES, **FULL_NAMES}
    assert {key: known_full_name(key) for key in listed} == listed


def test_a_cards_link_word_that_names_a_section_elsewhere_ends_no_list():
    lines = [
        "Dating Moraines with Lichen Growth Curves",
        "Mira Testauthor, Oona Advisor",
        "ICML 2024",
        "Summary",
        "Sediment Budgets of Retreating Valley Glaciers",
        "Lars Coauthor, Mira Testauthor",
        "NeurIPS 2023",
    ]
    assert [title for title, *_ in facts(lines)] == [
        "Dating Moraines with Lichen Growth Curves",
        "Sediment Budgets of Retreating Valley Glaciers",
    ]


def test_a_title_line_ending_with_a_period_stays_with_the_authors_below_it():
    lines = [
        "Dating Moraines with Lichen Growth Curves.",
        "M. Testauthor, O. Advisor. ICML 2024.",
        "",
        "Sediment Budgets of Retreating Valley Glaciers.",
        "L. Coauthor, M. Testauthor. NeurIPS 2023.",
    ]
    assert [(title, venue, year, position) for title, venue, year, position, _ in
            facts(lines)] == [
        ("Dating Moraines with Lichen Growth Curves", "ICML", 2024, 1),
        ("Sediment Budgets of Retreating Valley Glaciers", "NeurIPS", 2023, 2),
    ]  # fmt: skip


def test_a_bulleted_title_with_its_authors_below_is_a_paper_not_a_note():
    lines = [
        "M. Testauthor, O. Advisor. Dating Moraines with Lichen Growth Curves. ICML 2024.",
        "",
        "• Sediment Budgets of Retreating Valley Glaciers",
        "Lars Coauthor, Mira Testauthor",
        "NeurIPS 2023",
    ]
    assert [title for title, *_ in facts(lines)] == [
        "Dating Moraines with Lichen Growth Curves",
        "Sediment Budgets of Retreating Valley Glaciers",
    ]


def test_a_status_heading_marks_the_papers_under_it_and_is_no_part_of_them():
    lines = [
        "Published",
        "1. M. Testauthor, O. Advisor. Dating moraines with lichen growth curves. ICML 2023.",
        "Under Review",
        "2. M. Testauthor. Sediment budgets of retreating valley glaciers. NeurIPS 2024.",
        "Forthcoming",
        "3. M. Testauthor. Ice cores from imaginary valleys. Journal of Imaginary Glaciology.",
    ]
    assert [(title, year, status) for title, _, year, _, status in facts(lines)] == [
        ("Dating moraines with lichen growth curves", 2023, "published"),
        ("Sediment budgets of retreating valley glaciers", 2024, "under_review"),
        ("Ice cores from imaginary valleys", None, "accepted"),
    ]


def test_comma_separated_entry_with_a_named_system_before_a_colon_is_not_lncs():
    authors = "Mira Testauthor, Lars Coauthor and Oona Advisor"
    venue = "9th IEEE/ACM International Symposium on Sleep Computing (SleepCom ’23) paper"
    entry = [f"{authors}, TIDEX: A Scheduler for Tidal", f"Sensor Networks, {venue}"]
    (paper,) = extract_publications(entry, APPLICANT)
    assert (paper.title, paper.venue, paper.year) == (
        "TIDEX: A Scheduler for Tidal Sensor Networks",
        "SleepCom",
        2023,
    )
    assert paper.authors == ["Mira Testauthor", "Lars Coauthor", "Oona Advisor"]


def test_a_venue_badge_above_each_title_belongs_to_the_entry_below_it():
    lines = [
        "IEEE TQX 2025 · (Rank-A)",
        "Quillfeather: Counting Herons with Ultrasound Echoes.",
        "Mira Testauthor, Lars Coauthor, Oona Advisor.",
        "SigSense/MobiQ 2023",
        "Tidewatch: Sensing Tides through Walls with a Two-Path Model.",
        "Lars Coauthor, Mira Testauthor.",
    ]
    assert [(title, venue, year) for title, venue, year, _, _ in facts(lines)] == [
        ("Quillfeather: Counting Herons with Ultrasound Echoes", "IEEE TQX", 2025),
        ("Tidewatch: Sensing Tides through Walls with a Two-Path Model", "SigSense/MobiQ", 2023),
    ]


def test_a_year_glued_to_the_venue_and_link_words_are_not_part_of_the_venue():
    glued = parse_entry(
        ["Sandpiper: Fast Joins on Skewed Keys. Lars Coauthor, Mira Testauthor. ICDE2024. (Oral)"],
        APPLICANT,
    )
    assert (glued.venue, glued.year) == ("ICDE", 2024)
    linked = parse_entry(
        ["Heronwatch: Robust Counting of Wading Birds. Mira Testauthor, Lars Coauthor. [Paper]"],
        APPLICANT,
    )
    assert linked.venue is None


def test_gb_t_7714_document_type_marks_are_dropped():
    entry = parse_entry(
        [
            "Testauthor M, Coauthor L, et al. Marshlight: An Encoding Scheme for Wetland "
            "Maps[J]. Advances in Neural Information Processing Systems, 2021, 34: 101-112."
        ],
        APPLICANT,
    )
    assert entry.title == "Marshlight: An Encoding Scheme for Wetland Maps"
    assert "NeurIPS" in entry.venue and entry.year == 2021


@pytest.mark.parametrize(
    ("cell", "venue", "year"),
    [("GLACIO 2026", "GLACIO", 2026), ("arXiv", "arXiv", None), ("Sep 2024", None, 2024)],
)
def test_venue_in_a_cell_at_the_end_of_the_title_row(cell, venue, year):
    """A venue set right of the title on its row ("Title<tab>ECCV 2026") is the venue; a
    date there is no venue."""
    chunk = [
        f"Moraine Dating with Lichen Growth Curves at Scale\t{cell}",
        "Ottoline Marchbank, Piers Quillfeather",
    ]
    entry = parse_entry(chunk, "Ottoline Marchbank")
    assert entry.title.startswith("Moraine Dating with Lichen Growth Curves at Scale")
    assert (entry.venue, entry.year) == (venue, year)
    if venue:
        assert entry.title == "Moraine Dating with Lichen Growth Curves at Scale"


def test_proc_before_an_event_short_name_is_no_part_of_the_venue():
    entry = parse_entry(
        [
            "O. Marchbank, P. Quillfeather, “Sediment Budgets of Retreating Valley Glaciers,” "
            "in Proc. IEEE GLACIOCON, Tromsø, Norway, 2021."
        ],
        "Ottoline Marchbank",
    )
    assert (entry.venue, entry.year) == ("IEEE GLACIOCON", 2021)


@pytest.mark.parametrize(
    ("entry", "venue"),
    [
        # The kind of venue alone is no name: the name follows it.
        (
            "Una Quill, Bo Reyes. “Tidal Gene Maps for Sparse Assemblies.” Journal, accepted "
            "to Marine Genomics Letters (2022).",
            "Marine Genomics Letters",
        ),
        # The short name written after the full name, before the place.
        (
            "B. Reyes and U. Quill. Joint Pose and Jersey Reading for Rink Tracking. In The 4th "
            "Int. Workshop on Video Analysis in Hockey, VAHockey, Oslo, Norway, May 2, 2023.",
            "VAHockey",
        ),
        # An edition's number before a name no gazetteer knows.
        (
            "B. Reyes and U. Quill. Lazy Ancilla Reuse for Surface Codes. 12th ACM Symposium "
            "on Pulse-Level Quantum Toolchains, 2025.",
            "ACM Symposium on Pulse-Level Quantum Toolchains",
        ),
    ],
)
def test_the_venue_name_behind_a_kind_word_an_edition_or_a_full_name(entry, venue):
    assert parse_entry([entry], "Bo Reyes").venue == venue


def test_two_initials_first_authors_run_together_without_their_comma():
    entry = [
        "O. Brenn T. K. Sorley, and I. Kettle. Folding Light Fields Into Sparse Voxel",
        "Grids. Ocean Optics Letters, 2024.",
    ]
    paper = parse_entry(entry, "Tam K. Sorley")
    assert paper.authors == ["O. Brenn", "T. K. Sorley", "I. Kettle"]
    assert (paper.title, paper.venue, paper.author_position) == (
        "Folding Light Fields Into Sparse Voxel Grids",
        "Ocean Optics Letters",
        2,
    )


@pytest.mark.parametrize(
    ("entry", "expected"),
    [
        # Surname-first authors with no "(Year)." after them, the venue behind a long dash.
        (
            [
                "Quill, U.*, Reyes, B.*, Marsh, T. K., Ollo, P. Salt Marsh Acoustics for Crab",
                "Census — Journal of Estuary Sensing.",
            ],
            ("Salt Marsh Acoustics for Crab Census", "Journal of Estuary Sensing", None, 2),
        ),
        # The year in parentheses without its period, one author without the comma.
        (
            [
                "Marsh, T. K., Reyes, B., Ollo P., Quill, U. (2022) Tidal Models of Dune",
                "Erosion at Night — ICRA 2022",
            ],
            ("Tidal Models of Dune Erosion at Night", "ICRA", 2022, 2),
        ),
        # The last author after "and" with no comma before it.
        (
            [
                "Quill, U., Marsh, T. K., Ollo, P. and Reyes, B. (2023). Tidal models of dune",
                "erosion — Estuary Letters.",
            ],
            ("Tidal models of dune erosion", "Estuary Letters", 2023, 4),
        ),
        # APA's "(in press)" in the year's place after two-initial authors.
        (
            [
                "Quill, U., Marsh, T. K., Ollo, P., & Reyes, B. (in press). Tidal models of",
                "dune erosion at night. Estuary Letters.",
            ],
            ("Tidal models of dune erosion at night", "Estuary Letters", None, 4),
        ),
    ],
)
def test_surname_first_authors_end_where_the_title_starts(entry, expected):
    paper = parse_entry(entry, "Bo Reyes")
    assert (paper.title, paper.venue, paper.year, paper.author_position) == expected


@pytest.mark.parametrize(
    ("entry", "expected"),
    [
        (
            ["Lantern Routing for Sparse Mesh Radios, Submitted to MOBIHOC 2025"],
            ("Lantern Routing for Sparse Mesh Radios", "MOBIHOC", 2025),
        ),
        (
            ["Kelp Forest Mapping from Drone Swarms, Accepted as full paper at ROSE 2024"],
            ("Kelp Forest Mapping from Drone Swarms", "ROSE", 2024),
        ),
        (
            ["Quiet Caches for Noisy Neighbours (2023), presented as a short paper at HOTOS 2023"],
            ("Quiet Caches for Noisy Neighbours", "HOTOS", 2023),
        ),
        (
            ["Harbour Crane Scheduling Under Tides (2021)"],
            ("Harbour Crane Scheduling Under Tides", None, 2021),
        ),
    ],
)
def test_a_status_clause_or_a_year_after_the_title_is_no_part_of_it(entry, expected):
    paper = parse_entry(entry, "Bo Reyes")
    assert (paper.title, paper.venue, paper.year) == expected


@pytest.mark.parametrize(
    ("rest", "venue"),
    [
        ("— Estuary Letters.", "Estuary Letters"),
        ("Estuary Letters. [Best Student Paper Award]", "Estuary Letters"),
    ],
)
def test_a_dash_before_the_venue_or_a_bracketed_note_after_it_is_no_part_of_it(rest, venue):
    assert venue_of(rest) == venue


def test_the_editors_of_a_proceedings_volume_are_no_venue():
    entry = [
        "Quill, U., Reyes, B. (2024). Lazy Ancilla Reuse for Surface Codes. In: Marlow, T., "
        "Penn, A. (eds) Reversible Computation. RC 2024. Lecture Notes in Computer Science, "
        "vol 14680. Springer, Cham.",
    ]
    paper = parse_entry(entry, "Bo Reyes")
    assert (paper.title, paper.year, paper.author_position) == (
        "Lazy Ancilla Reuse for Surface Codes",
        2024,
        2,
    )
    assert paper.venue.startswith("Reversible Computation")


def test_a_long_workshop_name_after_the_hosts_year_is_the_venue():
    rest = "CoRL 2025 Workshop on Safe Manipulation and Contact Planning in Cluttered Homes"
    assert venue_of(rest) == rest
    # Notes after the year are still no part of the venue.
    assert venue_of("CoRL 2025 Oral presentation, selected among the top papers of the year") == (
        "CoRL"
    )


def test_a_sole_author_written_surname_first_with_initials_before_a_comma_title():
    entry = (
        "Tamberlane Okoro Q., Drift Budgets for Long-Lived Sensor Fleets, 9th International "
        "Conference on Field Robotics (ICFR), Doctoral Symposium, 2023."
    )
    paper = parse_entry([entry], "Quentin Tamberlane Okoro")
    assert (paper.title, paper.venue, paper.year) == (
        "Drift Budgets for Long-Lived Sensor Fleets",
        "ICFR",
        2023,
    )


def test_a_listed_venue_name_inside_a_longer_name_is_not_that_venue():
    # The longer name goes on with capitalised words of its own: another venue.
    assert known_full_name("International Conference on Image Processing 2019") == "ICIP"
    longer = "International Conference on Image Processing Hardware, Kernels and Methods 2016"
    assert known_full_name(longer) is None


@pytest.mark.parametrize("line", ["Volume 31, id.L4", "Vol. 12, pp. 3-9", "volume 7"])
def test_a_journals_volume_alone_is_no_venue(line):
    assert venue_of(line) is None


def test_a_volume_line_under_an_author_list_shows_no_volume_as_venue():
    lines = [
        "Quell, M. A.; Yarrow, T.; Dorn, A.; Senn, I.; Brant, U.; Moss, R.; Lorne, P. J & T,",
        "Volume 31, id.L4",
        "Standing waves in shallow lagoons driven by distant storms",
    ]
    venues = [p.venue or "" for p in extract_publications(lines, None)]
    assert not any(venue.lower().startswith("vol") for venue in venues)


def test_authors_with_initials_glued_to_the_surname_are_not_part_of_the_title():
    # "Coauthor.L": the initial after the surname, joined by a period and no space.
    lines = [
        "Publications",
        "• Coauthor.L, Testauthor.M, Advisor.O, Quiet Ledgers: Auditing Sparse Payment Graphs,",
        "  Financial Cryptography Workshop, 2023.",
    ]
    found = facts(lines, "Mira Testauthor")
    assert found[0][0] == "Quiet Ledgers: Auditing Sparse Payment Graphs"
    assert found[0][3] == 2


@pytest.mark.parametrize(
    "line, title, venue",
    [
        (
            "Tidal Forecasts for Sparse Harbour Sensors: M. Testauthor et al., TIDECONF, 2024",
            "Tidal Forecasts for Sparse Harbour Sensors",
            "TIDECONF",
        ),
        (
            "Wave Models: A Survey of Coastal Sensing: M. Testauthor, K. Roe, "
            "Journal of Tides, 2023",
            "Wave Models: A Survey of Coastal Sensing",
            "Journal of Tides",
        ),
    ],
)
def test_a_title_before_a_colon_and_the_authors_ends_there(line, title, venue):
    publication = parse_entry([line], APPLICANT)
    assert (publication.title, publication.venue) == (title, venue)


@pytest.mark.parametrize("status", ["To be released.", "To be published."])
def test_a_release_still_to_come_is_a_status_not_a_venue(status):
    line = "A. Roe, M. Q. Testauthor, and K. Poe. Tidal forecasting for sparse harbour sensors."
    line = f"{line} {status}"
    publication = parse_entry([line], APPLICANT)
    assert publication.title == "Tidal forecasting for sparse harbour sensors"
    assert publication.venue is None


def test_apa_author_lists_with_an_elision_and_marks_set_apart_by_a_space():
    elided = parse_entry(
        [
            "Quill, M., Tasker, A., Verhoeven, A. B., Lund, A., Okafor, A., . . . Zeller, B. P.,",
            "et al. (2023). Reading tree rings with phone cameras. Dendrochronologia, 12.",
        ],
        "Ada Tasker",
    )
    assert elided.title == "Reading tree rings with phone cameras"
    assert elided.author_position == 2
    marked = parse_entry(
        [
            "Quill, M. *., Tasker, A. *., Lund, J. A., & Okafor, K.",
            "(2022). Moss, lichen, and bark: a field guide for drones. Forest Ecology.",
        ],
        "Ada Tasker",
    )
    assert marked.title == "Moss, lichen, and bark: a field guide for drones"
    assert marked.authors[:2] == ["Quill, M.", "Tasker, A."]


def test_a_journal_abbreviation_named_before_an_arxiv_preprint_link_is_the_venue():
    rest = (
        "under review IEEE Signal Processing Letters (SPL): Special Issue on Edge Sensing "
        "(2026), see the preprint https://arxiv.org/abs/2601.01234"
    )
    assert venue_of(rest) == "SPL"


def test_a_generational_suffix_inside_an_inverted_author_list_keeps_the_title_apart():
    for written in ("Castelo Branco Jr., R.", "Branco, R., Jr."):
        entry = parse_entry(
            [
                f"Ilves, K., Moreau, E., {written}, Tamm, S., and Ilves, Y. Shared ground in "
                "bilingual toddlers. In Proceedings of the Child Language Society."
            ],
            "Kadri Ilves",
        )
        assert entry.title == "Shared ground in bilingual toddlers"


def test_a_note_on_another_version_of_the_paper_does_not_give_its_venue():
    rest = (
        "Journal of Field Robotics. Best Student Paper. pdf, code. A short version was "
        "presented in Proceedings of the Workshop on Field Robots at ICRA"
    )
    assert venue_of(rest) == "Journal of Field Robotics"
    assert venue_of("Ecological Informatics (an earlier version was presented at ICML 2021)") == (
        "Ecological Informatics"
    )


def test_a_status_in_the_venues_place_is_no_venue_and_the_name_after_it_is():
    assert venue_of("— In Preparation") is None
    assert venue_of("Manuscript in preparation") is None
    assert venue_of("— R&R at Journal of Tidal Ecology") == "Journal of Tidal Ecology"
    assert venue_of("— Revise and resubmit at Ecology Letters") == "Ecology Letters"


def test_bracketed_equal_contribution_marks_after_names_are_dropped():
    chunk = [
        "Odile Marchand(*), Tomas Reyes(*), Ana Quint, and Beno",
        "Larue. Tidal attention for dialogue act tagging. AAAI 2020,",
        "abs/1908.00001, 2020",
    ]
    entry = parse_entry(chunk, "Odile Marchand")
    assert entry.title == "Tidal attention for dialogue act tagging"
    assert entry.authors == ["Odile Marchand", "Tomas Reyes", "Ana Quint", "Beno Larue"]


def test_an_author_date_year_followed_by_a_colon_ends_the_author_list():
    chunk = [
        "Quint, A., Larue, B., & Marchand, O. (2020):",
        "Evaluating tidal mixing scenarios for estuary heat: a field-scale",
        "model. Preprint on bioRxiv. doi:10.5555/0000",
    ]
    entry = parse_entry(chunk, "Odile Marchand")
    assert entry.title == (
        "Evaluating tidal mixing scenarios for estuary heat: a field-scale model"
    )
    assert entry.year == 2020
    single = parse_entry(["Quint, A. (2019): Tidewatch: gauges in Python. Journal of Tides."], None)
    assert single.title == "Tidewatch: gauges in Python"


@pytest.mark.parametrize(
    ("rest", "venue"),
    [
        (
            "In Proceedings of the 2019 ACM Symposium on Tidal Engineering (pp. 41-48). "
            "doi.org/10.5555/1234567.7654321",
            "ACM Symposium on Tidal Engineering",
        ),
        ("Harbour Modelling Letters. doi.org/10.5194/hml-2020-174", "Harbour Modelling Letters"),
        ("Harbour Modelling Letters, 2021. doi: 10.1000/hml.12", "Harbour Modelling Letters"),
    ],
)
def test_a_doi_and_a_page_range_after_the_venue_are_no_part_of_it(rest, venue):
    assert venue_of(rest) == venue


def test_title_journal_and_date_cells_one_to_a_line_give_the_journal():
    chunk = [
        "Tidal rhythms of burrowing crabs on mudflats *",
        "Estuarine Zoology Letters",
        "May 2022",
    ]
    paper = parse_entry(chunk, None)
    assert (paper.title, paper.venue, paper.year) == (
        "Tidal rhythms of burrowing crabs on mudflats",
        "Estuarine Zoology Letters",
        2022,
    )


def test_coauthors_after_with_end_the_title_and_the_journal_follows():
    chunk = [
        "Quiet orbits of lattice walks with R. Hollin and T. Marsk, J. Stray Math.,",
        "31(2), 101-130 (2022).",
    ]
    paper = parse_entry(chunk, None)
    assert (paper.title, paper.venue, paper.year, paper.authors) == (
        "Quiet orbits of lattice walks",
        "J. Stray Math",
        2022,
        ["R. Hollin", "T. Marsk"],
    )


def test_a_line_that_with_opens_names_the_coauthors_under_the_title():
    chunk = [
        "Folding numbers along hyperbolic seams",
        "With Edda Holm. Journal of Quiet Geometry, 8 (2019), 1-22.",
    ]
    paper = parse_entry(chunk, None)
    assert (paper.title, paper.venue, paper.year) == (
        "Folding numbers along hyperbolic seams",
        "Journal of Quiet Geometry",
        2019,
    )


def test_a_bracketed_status_note_is_no_venue_unless_it_names_an_acceptance():
    noted = [
        "Orrin, T., & Vale, S. (2023). Rainfall and ferry fares [Under review]. Harbour Bank",
        "Staff Working Papers, 77",
    ]
    accepted = [
        "Counting tide pools on spheres, arXiv:2401.00001 (2024) [Accepted: J. Tidal Math.]."
    ]
    assert [parse_entry(chunk, None).venue for chunk in (noted, accepted)] == [
        "Harbour Bank Staff Working Papers",
        "J. Tidal Math",
    ]


def test_the_and_before_the_last_author_closes_the_list_before_the_title():
    chunk = [
        "Ines Varga, Tomas Lindqvist, Petra Holm, and Oskar Brenn, Frost heave under",
        "glacial meadows. Journal of Cold Soils 41, 20731 (2021).",
    ]
    paper = parse_entry(chunk, None)
    assert (paper.title, paper.venue, paper.year, len(paper.authors)) == (
        "Frost heave under glacial meadows",
        "Journal of Cold Soils",
        2021,
        4,
    )


def test_a_volume_after_the_journals_name_is_no_part_of_the_venue():
    assert venue_of("Annals of Tundra Hydrology 41, 20731 (2021).") == "Annals of Tundra Hydrology"


def test_a_journal_with_its_volume_after_a_comma_ends_an_authorless_title():
    papers = [
        parse_entry([line], None)
        for line in (
            "Quiet sums over sparse lattices, J. of Stray Numbers, 12, 40-61 (2021).",
            "Winding numbers of lazy walks, arXiv:2301.00002 (2023).",
        )
    ]
    assert [(p.title, p.venue) for p in papers] == [
        ("Quiet sums over sparse lattices", "J. of Stray Numbers"),
        ("Winding numbers of lazy walks", "arXiv"),
    ]


def test_the_year_that_opens_a_proceedings_name_does_not_end_the_venue():
    rest = (
        "in Proc. 2022 IEEE Tidal Grid Meeting (TGM), Bergen, Norway, Jun. 3-5, 2022, "
        "doi:10.0000/TGM.2022.1. Link"
    )
    assert venue_of(rest) == "TGM"


def test_year_colon_leads_open_entries_whose_written_out_names_close_with_a_colon():
    lines = [
        "2026: M. Testauthor and O. Advisor: Quiet lanterns for counting drifting moths,",
        "Journal of Imaginary Entomology 4, 1021.",
        "2025: P. Fourth*, M. Testauthor*, Q. Fifth, R. Sixth, S. Seventh, T. Eighth,",
        "and O. Advisor: A tidal model of sleepy harbour seals, Phys. Rev. E (accepted).",
        "2023: M. Testauthor: Lopsided kettles and slow boiling, Phys. Rev. Lett. 9, 1.",
    ]
    got = [(p.title, p.year) for p in extract_publications(lines, APPLICANT)]
    assert got == [
        ("Quiet lanterns for counting drifting moths", 2026),
        ("A tidal model of sleepy harbour seals", 2025),
        ("Lopsided kettles and slow boiling", 2023),
    ]
    venues = [p.venue or "" for p in extract_publications(lines, APPLICANT)]
    assert "Imaginary Entomology" in venues[0] and "Phys. Rev. E" in venues[1]


def test_a_title_word_before_the_colon_is_no_name_of_the_author_list():
    entry = parse_entry(
        [
            "Mira Testauthor and Oona B. Advisor, Kettleworks: A toolkit for simulating slow",
            "boiling in thin pans. Journal of Imaginary Kitchens 12, 3456 (2024).",
        ],
        APPLICANT,
    )
    assert entry.title.startswith("Kettleworks: A toolkit")


def test_inverted_names_closed_by_a_comma_before_the_title_and_a_journal_after_its_last_comma():
    cases = [
        (
            [
                "Testauthor, M., Poe, R.-A., et al., Slow tides beneath the thin ice of northern",
                "fjords. Journal of Imaginary Glaciology (2025). 10.0000/example",
            ],
            ("Slow tides beneath the thin ice of northern fjords", 2025),
        ),
        (
            [
                "Fourth, P., […], Testauthor, M., et al., Humming kettles in cold kitchens,",
                "Lantern (2021). 10.0000/example",
            ],
            ("Humming kettles in cold kitchens", 2021),
        ),
        (
            [
                "Testauthor, M. & Advisor, O. B., Drifting moths and the lamps of the harbour,",
                "Insect Letters Quarterly (2022). 10.0000/example",
            ],
            ("Drifting moths and the lamps of the harbour", 2022),
        ),
    ]
    for lines, (title, year) in cases:
        entry = parse_entry(lines, APPLICANT)
        assert (entry.title, entry.year) == (title, year)
        assert entry.venue and lines[1].split(" (")[0].split(". ")[-1] in entry.venue


def test_a_year_inside_a_doi_is_not_the_papers_year():
    lines = [
        "2025",
        "[2] Testauthor, M. and Advisor, O. ‘Humming kettles in cold kitchens and the sound of",
        "slow boiling in thin pans’ Journal of Imaginary Acoustics DOI: 10.1029/2024JA012345",
        "2023",
        "[1] Fourth, P., Testauthor, M. ‘Slow tides under thin ice’. Polar Letters 7.2 DOI:",
        "10.1016/j.polar.2022.104321",
    ]
    found = [(p.title, p.year) for p in extract_publications(lines, APPLICANT)]
    assert found == [
        ("Humming kettles in cold kitchens and the sound of slow boiling in thin pans", 2025),
        ("Slow tides under thin ice", 2023),
    ]


def test_a_workshop_is_its_own_venue_not_the_conference_it_was_held_with():
    held = "Workshop on Tidal Verification (TiVer), 2022 (Co-located with TACAS 2021)"
    assert find_venue(held) == "TiVer"
    assert find_venue("Symposium on Quiet Systems (SQS), 2024 (co-located with ICSE)") == "SQS"
    assert find_venue("NAACL 2024, Workshop on Calm Discourse (CALMD).") == "CALMD"
    # Where the entry names nothing of its own, the host is all there is.
    assert find_venue("Workshop on Folded Things (held jointly with ICML 2023)") == "ICML"


@pytest.mark.parametrize(
    "line",
    [
        "Sediment drift under storm loading - T. Lindqvist, 2025",
        "Sediment drift under storm loading - T. Lindqvist and B. Ostrow, 2025",
    ],
)
def test_title_then_a_dash_then_its_authors_and_year(line):
    paper = parse_entry([line], "Teodora Lindqvist")
    assert (paper.title, paper.year) == ("Sediment drift under storm loading", 2025)
    assert paper.authors[0] == "T. Lindqvist"


def test_a_long_byline_closed_by_a_period_under_its_title_keeps_the_venue_apart():
    # The title on its own line, then seven authors and "arXiv:..., year" after a period.
    chunk = [
        "Sparse Routing Limits for Reasoning with Small Expert Mixtures",
        "Odile Fenn, Marco Tiller, Yuki Aramaki, Peter Holm, Lena Voss, Ravi Mehta, Sun Oh. "
        "arXiv:2409.01234, 2024.",
    ]
    paper = parse_entry(chunk, "Lena Voss")
    assert paper.title == "Sparse Routing Limits for Reasoning with Small Expert Mixtures"
    assert (paper.venue, paper.year, len(paper.authors)) == ("arXiv", 2024, 7)
    assert paper.authors[-1] == "Sun Oh"


def test_event_name_opened_by_its_year_after_in_is_kept_with_its_short_name():
    entry = [
        "A. Roe, B. Poe, and C. Doe. Quiet Grippers: On the Safety of Soft Hands. In 2025 SIAM",
        "International Conference on Data Mining, 2025.",
    ]
    paper = parse_entry(entry, "A. Roe")
    assert (paper.title, paper.venue, paper.year) == (
        "Quiet Grippers: On the Safety of Soft Hands",
        "SIAM International Conference on Data Mining (SDM)",
        2025,
    )


def test_short_surname_closing_the_authors_before_a_title_with_a_colon():
    entries = [
        [
            "A. Roe, B. Poe, C. Doe, E. Moe, F. Noe, and D. Li. Ledger Tracing Analysis: Cheap "
            "and Sound",
            "Defense against Replay Faults. In 2025 IEEE/CVF Winter Conference on Applications",
            "of Computer Vision, 2025.",
        ],
        [
            "A. Roe, N. Wang, B. Poe, and Y. Wu. LedgerCover: A Cheap, Sound",
            "and Scalable Framework for Tidy Models. In Thirty-first",
            "Conference on Learning Theory, 2018.",
        ],
    ]
    papers = [parse_entry(entry, "A. Roe") for entry in entries]
    assert [(p.title, p.authors[-1], p.year) for p in papers] == [
        ("Ledger Tracing Analysis: Cheap and Sound Defense against Replay Faults", "D. Li", 2025),
        ("LedgerCover: A Cheap, Sound and Scalable Framework for Tidy Models", "Y. Wu", 2018),
    ]
    assert papers[1].venue.endswith("(COLT)")


def test_springer_proceedings_after_editors_keep_the_events_short_name():
    rest = (
        "In: Sellers, M., Tanner, K. (eds) Tidy Search and Optimization. TSO 2023. LNCS, "
        "vol. 999. Springer, Berlin."
    )
    assert venue_of(rest) == "Tidy Search and Optimization (TSO)"
    known = "In: Sellers, M. (eds) Computer Vision – ECCV 2022. ECCV 2022. LNCS, vol. 998."
    assert venue_of(known) == "ECCV"


def test_presented_paper_kind_without_as_and_a_bracketed_year_before_a_link_word():
    presented = parse_entry(
        [
            "Tidy Prompts for Sorting Socks with Small Nets, Presented",
            "short paper at TSO 2024, LINK",
            "Built a small thing for better sorting",
        ],
        None,
    )
    assert (presented.title, presented.venue, presented.year) == (
        "Tidy Prompts for Sorting Socks with Small Nets",
        "TSO",
        2024,
    )
    dated = parse_entry(
        ["Sockdsl: Textual and Visual Views of Laundry Pipelines (2022), LINK"], None
    )
    assert (dated.title, dated.year) == (
        "Sockdsl: Textual and Visual Views of Laundry Pipelines",
        2022,
    )


def test_lncs_pages_and_publisher_after_the_venue_are_no_part_of_its_name():
    entry = [
        "Roe, A., Poe, B.: Tidy grippers for soft hands. In: Tidy Systems Workshop. "
        "pp. 1–10. Springer (2023)"
    ]
    paper = parse_entry(entry, "A. Roe")
    assert (paper.title, paper.venue, paper.year) == (
        "Tidy grippers for soft hands",
        "Tidy Systems Workshop",
        2023,
    )


def test_a_venue_line_under_authors_without_a_stop_is_the_venue():
    """Title first, then the authors with no stop after the last name, then the preprint
    server on its own line: the line break ends the author list."""
    chunk = [
        "Tidal rhythms of the lesser sand crab in estuaries. Orla Brennick, Mira Q.",
        "Testauthor, Piet Vandersloot",
        "BioRxiv. doi:10.9999/2030.01.01.000001 (2021)",
    ]
    paper = parse_entry(chunk, APPLICANT)
    assert (paper.title, paper.venue, paper.year) == (
        "Tidal rhythms of the lesser sand crab in estuaries",
        "BioRxiv",
        2021,
    )
    assert paper.authors[-1] == "Piet Vandersloot"


def test_learning_science_venues_written_in_full_get_their_short_names():
    entry = [
        'Testauthor, Mira, and Lars Coauthor. "Hinting at Fractions with Worked Examples." In',
        "Educational Data Mining 2023, pp. 12-19. EDM Society, 2023.",
    ]
    paper = parse_entry(entry, APPLICANT)
    assert paper.venue.endswith("(EDM)")
    assert known_full_name("Artificial Intelligence in Education") == "AIED"
    assert known_full_name("Conference on Learning Analytics and Knowledge") == "LAK"


def test_an_entry_noted_as_a_poster_or_thesis_in_brackets_is_no_paper():
    poster = [
        'Coauthor, Lars, and Mira Testauthor. "Counting Gulls with Drones." [Poster',
        "presentation]. In Student Research Showcase (SRSW). Brackmoor University, 2020.",
    ]
    thesis = [
        'Testauthor, Mira. "Gulls in Winter." [Unpublished undergraduate honors thesis].',
        "Brackmoor University, 2021.",
    ]
    linked = ["Testauthor, M. “Counting Gulls with Drones,” In Proc. ICASSP, 2020. [pdf] [poster]"]
    assert parse_entry(poster, APPLICANT) is None
    assert parse_entry(thesis, APPLICANT) is None
    assert parse_entry(linked, APPLICANT).title == "Counting Gulls with Drones"


@pytest.mark.parametrize(
    "entry",
    [
        "Roe, A. & Testauthor, M. (2031, submitted), Tide Letters, “Gull flight over the dunes.”",
        "Roe, A., Testauthor, M. (2030), Tide Letters,  “Gull flight over the dunes.” "
        "doi:10.9999/tl.2030.7",
    ],
)
def test_a_journal_between_the_author_date_year_and_a_quoted_title_is_the_venue(entry):
    paper = parse_entry([entry], APPLICANT)
    assert (paper.title, paper.venue) == ("Gull flight over the dunes", "Tide Letters")


def test_an_advance_online_publication_note_is_no_part_of_the_journal():
    entry = [
        "Roe, A., & Testauthor, M. (2025). Gull flight over the dunes: A scoping review. Sea",
        "Birds. Advance online publication. DOI: 10.9999/sb.31",
    ]
    assert parse_entry(entry, APPLICANT).venue == "Sea Birds"


def test_an_ordinal_opening_a_venue_written_in_full_keeps_its_number():
    written = full_name_venue(
        "17th Conference of the European Chapter of the Association for Computational"
        " Linguistics. 2023."
    )
    assert written.startswith("17th Conference of the European Chapter")


def test_a_bare_arxiv_number_after_the_year_is_an_arxiv_preprint():
    entry = "Tidal braiding at low flow - I. Valdor and O. Lind, 2031, 3104.05512"
    paper = parse_entry([entry], None)
    assert (paper.title, paper.venue, paper.year) == ("Tidal braiding at low flow", "arXiv", 2031)
    # A DOI's digits are no preprint number.
    assert venue_of("2031, doi:10.5555/qrl.2031.104207") != "arXiv"


def test_a_journal_after_the_year_that_closes_the_authors_is_the_venue():
    entry = "Sediment sorting in braided channels - I. Valdor, 2031, Quillon Hydrology Letters"
    paper = parse_entry([entry], None)
    assert (paper.venue, paper.year) == ("Quillon Hydrology Letters", 2031)


def test_talk_as_a_word_further_into_a_title_is_still_a_paper():
    # "How teachers talk about ...": the word is the title's verb, not a label of the entry
    # ("Invited Talk: ..."), and the paper has its authors and venue.
    chunk = [
        "How teachers talk about fractions: Modeling Classroom Discourse",
        "Ann Roe, Bo Lindqvist, Cy Marrow.",
        "Proceedings of the Annual Meeting on Classroom Discourse Studies. 2023.",
    ]
    paper = parse_entry(chunk, "Ann Roe")
    assert paper is not None
    assert paper.title == "How teachers talk about fractions: Modeling Classroom Discourse"
    assert paper.year == 2023
    talk = ["Invited Keynote Talk: Fractions in Classrooms, Quill Summit 2023"]
    assert parse_entry(talk, None) is None


def test_a_leading_month_and_year_tag_dates_the_paper_and_names_no_venue():
    venue, year, rest = venue_tag("[November 2024] Moraine Maps from Drone Surveys")
    assert (venue, year, rest) == (None, 2024, "Moraine Maps from Drone Surveys")
    assert venue_tag("[ICML 2024] Moraine Maps")[:2] == ("ICML", 2024)


@pytest.mark.parametrize(
    ("line", "title"),
    [
        (
            "Ann Roe, Bo Lind, Cy Doe, Label-Enhanced Tidal Networks for Harbour Maps, "
            "Harbour Letters 2024.",
            "Label-Enhanced Tidal Networks for Harbour Maps",
        ),
        (
            "Ann Roe, Bo Lind, Towards Quiet Gradients in Shallow Nets, in ArXiv, 2023.",
            "Towards Quiet Gradients in Shallow Nets",
        ),
        (
            "Ann Roe, Bo Lind, Cy Doe, Lazy K-means Clustering of Harbour Buoys, "
            "Tidal Systems, 2021.",
            "Lazy K-means Clustering of Harbour Buoys",
        ),
    ],
)
def test_a_titles_first_words_shaped_like_a_name_stay_in_the_title(line, title):
    publication = parse_entry([line], "Ann Roe")
    assert publication.title == title
    assert publication.authors[-1] in ("Bo Lind", "Cy Doe")
