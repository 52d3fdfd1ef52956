import time

import pytest

from parsing.dates import strip_dates
from parsing.experience import (
    extract_experience,
    positions_in_projects,
    role_at_org_lines,
    teaching_entries,
    undated_positions,
)
from parsing.experience_prose import experience_from_news, experience_from_prose
from parsing.orgs import (
    NAMED_ORG,
    is_location,
    names_title,
    org_score,
    split_role_org,
    trim_org,
)
from parsing.places import name_before_country
from tests.parsing.test_html_structure import STYLED_HEADINGS_PAGE


def test_a_course_title_after_a_course_code_is_no_employer():
    # "Grader for ABC 123: Course Title": the colon opens the course's name, not an employer.
    lines = [
        "Fall 2021: Teaching Assistant for ECO 214: Tidal Economics",
        "",
        "Spring 2020: Grader for BIO 3105: Marsh Ecology",
    ]
    assert extract_experience(lines) == []
    assert split_role_org("Research Intern: Quillio Labs") == ("Research Intern", "Quillio Labs")


def test_a_post_held_in_countries_only_names_no_employer():
    lines = ["Research Assistant, Norway - Chile - Kenya (2020-Present)", "• Coded survey data."]
    assert extract_experience(lines) == []


def test_a_one_word_group_heading_over_the_posts_is_no_employer():
    lines = ["Research", "", "Research Assistant, Norway - Chile (2021-Present)", "• Coded data."]
    assert extract_experience(lines) == []
    lines = ["Industry", "", "Data Analyst, Quillbank (2019-2021)", "• Scored loans."]
    assert [(e.organization, e.role) for e in extract_experience(lines)] == [
        ("Quillbank", "Data Analyst")
    ]


def test_employer_rows_without_organisation_words():
    lines = [
        "Data Science Intern\tJul 2025 – Sep 2025",
        "Quillbank, Gdynia",
        "• Scored loan applications.",
        "Student Researcher\tOct 2024 – present",
        "NORDA LABX, Warsaw",
        "Working Student, ZEPH AG, Walldorf\tApr 2024 – present",
    ]
    found = [(e.organization, e.role) for e in extract_experience(lines)]
    assert found == [
        ("Quillbank", "Data Science Intern"),
        ("NORDA LABX", "Student Researcher"),
        ("ZEPH AG", "Working Student"),
    ]


def test_role_and_team_row_under_the_employer():
    lines = ["Fenwick Data Institute (FDI)\tJun 2023 – Aug 2023", "Summer Intern, Query Group"]
    assert [e.organization for e in extract_experience(lines)] == ["Fenwick Data Institute (FDI)"]


def test_role_rows_over_their_dates_and_bracketed_ranges():
    lines = [
        "Hardware Intern, Karavel Systems, Izmir",
        "June 2025 – August 2025",
        "Undergraduate Researcher, Ostrava Sensing Lab",
        "2024 – present",
        "• Research Intern, Pallas Research, Lyon (Summer 2023)",
        "• Research Assistant, Lindgren Centre, Moorfield College (2022 – present)",
    ]
    found = [(e.organization, e.role) for e in extract_experience(lines)]
    assert found == [
        ("Karavel Systems", "Hardware Intern"),
        ("Ostrava Sensing Lab", "Undergraduate Researcher"),
        ("Pallas Research", "Research Intern"),
        ("Lindgren Centre, Moorfield College", "Research Assistant"),
    ]
    assert strip_dates("Tutor, Lindgren Centre (2022 – present)") == "Tutor, Lindgren Centre"


def test_prose_positions_name_the_unit_and_wrapped_lines_are_prose():
    sentence = (
        "Since 2024 I have worked as a research assistant in the Verified Systems Lab at "
        "Northfen University, where I wrote proofs."
    )
    assert [e.organization for e in experience_from_prose([sentence])] == [
        "Verified Systems Lab at Northfen University"
    ]
    assert role_at_org_lines(["a software engineering intern at Bramble in Tallinn."]) == []


def test_a_role_in_a_named_unit():
    from parsing.experience_prose import experience_from_prose

    found = experience_from_prose(
        [
            "I study at Korvald University, where I have worked as a research assistant in "
            "the Coastal Sensing Lab since 2023.",
            "Since 2024 I have been a software engineering intern in the Data Platform Team at "
            "the bank.",
            "I would like to work as a researcher in the Ocean Models Group next year.",
        ]
    )
    assert [(e.organization, e.role) for e in found] == [
        ("Coastal Sensing Lab", "research assistant"),
        ("Data Platform Team", "software engineering intern"),
    ]


def orgs(entries):
    return [(e.organization, e.role, e.start_year, e.end_year) for e in entries]


def test_role_pipe_org_with_right_aligned_dates():
    lines = [
        "Research Intern | Quillfeather\tApr 2024 - Present",
        "• Designed a cache and wrote the verification harness for it.",
        "Teaching Assistant | Intro Systems Course, Northfield University\tAug 2023 - Dec 2023",
        "• Led weekly office hours.",
    ]
    assert orgs(extract_experience(lines)) == [
        ("Quillfeather", "Research Intern", 2024, None),
        ("Northfield University", "Teaching Assistant", 2023, 2023),
    ]


def test_role_line_then_team_and_company_line():
    lines = [
        "• Platform Engineering Intern\tJun 2024 – Sep 2024",
        "Query Team, Google LLC\tSunnyvale, CA, USA",
        "◦ Wrote a linter.",
        "• Firmware Engineer – Alternative Service\tMar 2017 – May 2020",
        "Busan, Republic of Korea",
        "Radio Team, Brightbyte Inc.",
    ]
    assert [e.organization for e in extract_experience(lines)] == [
        "Query Team, Google LLC",
        "Radio Team, Brightbyte Inc.",
    ]


def test_org_pipe_role_with_dates_on_the_next_line_and_course_bullets():
    lines = [
        "Eastmoor University | GRADUATE RESEARCHER",
        "2015 – 2020 | Eastmoor, OH",
        "Studied type inference with two faculty members.",
        "Eastmoor University | TEACHING ASSISTANT",
        "2015 – 2019 | Eastmoor, OH",
        "• Discrete Mathematics (Spring 2019)",
        "• Operating Systems (Fall 2016)",
        "Osprey National Laboratory | SUMMER INTERN",
        "Summer 2013 | Eastmoor, OH",
    ]
    assert orgs(extract_experience(lines)) == [
        ("Eastmoor University", "GRADUATE RESEARCHER", 2015, 2020),
        ("Eastmoor University", "TEACHING ASSISTANT", 2015, 2019),
        ("Osprey National Laboratory", "SUMMER INTERN", 2013, 2013),
    ]


def test_project_titles_are_not_employers():
    lines = [
        "• Adaptive Scheduling for Distributed Training Jobs\tJan 2024 – Present",
        "Prototype: a scheduler that balances pipeline stages across GPUs.",
    ]
    assert extract_experience(lines) == []


def test_location_is_cut_from_the_organisation():
    lines = [
        "Northfield University, Systems Lab, NY, USA\tDec. 2025 – Present",
        "Research Assistant",
    ]
    (entry,) = extract_experience(lines)
    assert (entry.organization, entry.role) == (
        "Northfield University, Systems Lab",
        "Research Assistant",
    )


def test_markdown_employer_heading_owns_its_dated_projects():
    lines = ["Northfield University", "Northfield, NY", "GIZMO COMPILER", "Oct. 2021 - Apr. 2022",
             "Made a compiler.", "GADGET", "Oct. 2020 - Apr. 2021", "Made a gadget."]  # fmt: skip
    entries = extract_experience(lines, headings={0, 2, 5})
    assert {e.organization for e in entries} == {"Northfield University"}


def test_mentors_and_role_from_the_body():
    lines = [
        "Vector Lab\tJune 2023 - Sept. 2023",
        "• Role: Research Intern",
        "• Mentor: Kai Helper",
    ]
    (entry,) = extract_experience(lines)
    assert (entry.role, entry.mentors) == ("Research Intern", ["Kai Helper"])


def test_teaching_entries_take_the_institution():
    lines = [
        "• TA – CS101 Programming, Northfield University\tFall 2024",
        "• TA – CS102, NTU\tSpring 2023",
    ]
    assert [(e.organization, e.role) for e in teaching_entries(lines)] == [
        ("Northfield University", "TA"),
        ("NTU", "TA"),
    ]


def test_positions_stated_in_prose():
    lines = [
        "As a summer intern at the N.Z. Tidal Survey Laboratory, I built a data logger.",
        "Afterwards I took a developer position at Pebblestone technologies and consulted for "
        "companies such as Acmecorp, Zentrix and Fablewise.",
        "I plan to intern at Dreamland Labs next year.",
        "Following graduation, I joined the Optics Group in Brightbyte.",
    ]
    assert [e.organization for e in experience_from_prose(lines)] == [
        "N.Z. Tidal Survey Laboratory",
        "Pebblestone technologies",
        "Acmecorp",
        "Zentrix",
        "Fablewise",
        "Optics Group in Brightbyte",
    ]


def test_letter_with_roles_in_prose_and_a_future_plan(parse_text):
    letter = (
        "To the Admissions Committee,\n\nMy name is Lior Ben-Ami, and I am a junior studying "
        "electrical engineering at Northgate University. Last summer I worked as a software "
        "engineering intern at Kestrel Systems Inc., where I profiled a storage engine. I hope "
        "to join your group at Eastfield University as a summer intern.\n\nBest regards,\n"
        "Lior Ben-Ami\n"
    )
    profile = parse_text(letter)
    assert (profile.kind, profile.name) == ("cover_letter", "Lior Ben-Ami")
    assert [(e.institution, e.degree) for e in profile.education] == [
        ("Northgate University", "Bachelor")
    ]
    assert [(e.organization, e.role) for e in profile.experience] == [
        ("Kestrel Systems Inc.", "software engineering intern")
    ]


def test_employer_without_an_organisation_word_on_the_row_below_the_role():
    lines = [
        "Research Intern\tJun 2024 – Sep 2024",
        "Quelmara\tRennes, France",
        "• Wrote a memory model in a proof assistant.",
        "Software Engineer\tSep 2018 – Aug 2020",
        "Vantorin SAS\tParis, France",
    ]
    assert orgs(extract_experience(lines)) == [
        ("Quelmara", "Research Intern", 2024, 2024),
        ("Vantorin SAS", "Software Engineer", 2018, 2020),
    ]


def test_portfolio_bullets_company_dash_role_and_bracketed_dates():
    lines = [
        "• Quorvane — Software Engineering Intern (May 2024 – Aug 2024)",
        "Built a replay harness.",
        "• Tillbrook University, Storage Group — Research Assistant (Jan 2023 – Apr 2023)",
        "• Discrete Mathematics (Fall 2019)",
    ]
    assert orgs(extract_experience(lines)) == [
        ("Quorvane", "Software Engineering Intern", 2024, 2024),
        ("Tillbrook University, Storage Group", "Research Assistant", 2023, 2023),
    ]


def test_a_sentence_with_role_at_org_is_left_to_the_prose_rules():
    lines = [
        "In 2022 I was a research intern at Harrowgate Robotics, where I worked on legged "
        "locomotion for a year.",
        "Research Assistant at Harrowgate Robotics Lab",
    ]
    assert orgs(role_at_org_lines(lines)) == [
        ("Harrowgate Robotics Lab", "Research Assistant", None, None)
    ]


def test_an_employer_in_capitals_is_found_by_the_entity_recogniser():
    lines = ["MORGAN STANLEY\tNew York, NY", "Quantitative Analyst Intern\tJun 2022 – Aug 2022"]
    assert orgs(extract_experience(lines)) == [
        ("MORGAN STANLEY", "Quantitative Analyst Intern", 2022, 2022)
    ]


def test_a_project_row_without_a_role_is_no_position():
    assert extract_experience(["Building Scalable Systems\t2022", "• Wrote a scheduler."]) == []


def test_short_apostrophe_years_in_a_left_date_column_date_each_project_entry():
    lines = [
        "Aug ’19–present Tidal Energy Forecasting with Sparse Sensors",
        "github Coastal Dynamics Laboratory, Supervisor: Prof. Ilse Varga",
        "Built a simulator of harbour currents and tuned it on buoy data from two seasons of",
        "measurements in the northern bay",
        "Dec ’17–Apr ’18 Walking Gait of a Small Biped",
        "report Brenmoor Institute of Technology, Mentor: Prof. Oren Tal",
    ]
    assert orgs(extract_experience(lines)) == [
        ("Coastal Dynamics Laboratory", None, 2019, None),
        ("Brenmoor Institute of Technology", None, 2017, 2018),
    ]


def test_a_date_range_wrapped_over_two_rows_is_read_whole():
    lines = ["Aug. 2023 –\tFalcon project", "Present\tResearch engineer, Quillmark"]
    assert orgs(extract_experience(lines)) == [("Quillmark", "Research engineer", 2023, None)]


def test_one_year_post_begins_and_ends_that_year_and_repeats_stay_separate():
    lines = [
        "2014 - 2015\tNorthwind Research Asia, Summer Intern",
        "Scene Parsing at Vision Group",
        "",
        "2013\tNorthwind Research Asia, Summer Intern",
        "Scene Parsing at Vision Group",
    ]
    assert orgs(extract_experience(lines)) == [
        ("Northwind Research Asia", "Summer Intern", 2014, 2015),
        ("Northwind Research Asia", "Summer Intern", 2013, 2013),
    ]


def test_company_title_dates_place_stacks_name_the_company_whatever_it_looks_like():
    lines = [
        "ZORVEX",
        "AI Trainer",
        "July 2025 - July 2025 (1 month)",
        "Paris",
        "",
        "Ran two workshops.",
        "",
        "PELLAN - CONSEIL DEVELOPPEMENT LOGICIEL",
        "Backend Engineer",
        "October 2018 - November 2019 (1 year 2 months)",
        "Roubaix",
        "",
        "Built the platform.",
    ]
    assert orgs(extract_experience(lines)) == [
        ("ZORVEX", "AI Trainer", 2025, 2025),
        ("PELLAN - CONSEIL DEVELOPPEMENT LOGICIEL", "Backend Engineer", 2018, 2019),
    ]


def test_one_employer_row_over_several_titles_with_client_projects_and_stack_lines():
    lines = [
        "Brightquill",
        "Senior Software Engineer\t2023/06 – present | Pune, India",
        "Harbor Bank – Payments Risk Software",
        "Tech Stack: Go, Redis, Kafka, Python",
        "• Built a rules service.",
        "",
        "Software Engineer Intern\t2022/09 – 2023/05 | Pune, India",
        "Ledger Modernization Project",
        "Tech Stack: TypeScript, Angular, MySQL",
        "• Migrated the interface.",
    ]
    assert orgs(extract_experience(lines)) == [
        ("Brightquill", "Senior Software Engineer", 2023, None),
        ("Brightquill", "Software Engineer Intern", 2022, 2023),
    ]


def test_projects_under_one_employer_heading_are_one_entry():
    lines = [
        "Kelvin Polytechnic University",
        "",
        "Ithaca, New York",
        "",
        "GRAPH DIALECT",
        "",
        "Oct. 2020 - Feb. 2021",
        "",
        "Extended the dialect.",
        "",
        "LOOP LANGUAGE",
        "",
        "Oct. 2019 - Feb. 2020",
        "",
        "Designed a language.",
    ]
    assert orgs(extract_experience(lines, {0})) == [
        ("Kelvin Polytechnic University", None, 2019, 2021)
    ]


def test_team_then_company_then_place_keeps_the_company():
    lines = ["2021 — NLP Research Intern, Language Team, Ostrava Analytics, NY, USA"]
    assert [e.organization for e in extract_experience(lines)] == [
        "Language Team, Ostrava Analytics"
    ]


def test_org_followed_by_city_and_country_is_one_org():
    lines = ["Research Intern, Pellucid Corp, Lyon, France\tJun 2024 – Aug 2024"]
    assert orgs(extract_experience(lines)) == [("Pellucid Corp", "Research Intern", 2024, 2024)]


def test_a_country_written_in_its_own_language_is_no_part_of_the_employer():
    lines = [
        "Summer Intern, Kovara Energie, Bouaké, Côte d’Ivoire\tJun 2023 – Aug 2023",
        "Data Analyst, Selvic Veri, Izmir, Türkiye\tJan 2024 – Mar 2024",
    ]
    assert orgs(extract_experience(lines)) == [
        ("Kovara Energie", "Summer Intern", 2023, 2023),
        ("Selvic Veri", "Data Analyst", 2024, 2024),
    ]


def test_an_employer_line_in_capitals_drops_its_city_and_country_in_capitals():
    lines = [
        "July-Oct\tSoftware Engineer PhD Intern",
        "2025\tQUILLBRIDGE, AMSTERDAM, NETHERLANDS",
        "Automated library migrations.",
        "",
        "May-Aug\tResearch Intern",
        "2024\tTALLOWAY LABS, SAN MATEO, CA, USA",
        "Improved the static analysis tools.",
    ]
    assert orgs(extract_experience(lines)) == [
        ("QUILLBRIDGE", "Software Engineer PhD Intern", 2025, 2025),
        ("TALLOWAY LABS", "Research Intern", 2024, 2024),
    ]


def test_a_left_date_column_wrapped_before_its_year_or_its_dash_dates_the_entry():
    lines = [
        "Sep-Dec\tData Engineering Intern",
        "2023\tHalvorsen Analytics",
        "Built the ingestion jobs.",
        "",
        "2019\tTeaching Assistant",
        "-2022\tUniversity of Marlow Bay",
        "Taught the programming labs.",
    ]
    assert orgs(extract_experience(lines)) == [
        ("Halvorsen Analytics", "Data Engineering Intern", 2023, 2023),
        ("University of Marlow Bay", "Teaching Assistant", 2019, 2022),
    ]


def test_a_legal_form_after_a_comma_makes_the_row_above_a_title_the_employer():
    lines = ["Tarnwick, Inc\tBoston, MA", "Actuary\tFeb 2015 - Sep 2016", "• Priced the plans."]
    assert [e.organization for e in extract_experience(lines)] == ["Tarnwick, Inc"]


def test_an_employer_row_ending_in_an_initialism_heads_the_entry_below():
    lines = [
        "Ostrander Labs\tWashington D.C.",
        "Actuary\tFeb 2015 - Sep 2016",
        "• Priced the plans.",
    ]
    assert [e.organization for e in extract_experience(lines)] == ["Ostrander Labs"]


def test_teaching_posts_under_institution_rows_take_the_dates_below_not_the_course_rows():
    lines = [
        "University of Pellwick\tPellwick, MN",
        "Instructor\tAug 2022 – Present",
        "Fall 2024\tMath 2243: Linear Algebra",
        "Winter 2021 Winter School: Robotics Week for pupils",
        "",
        "University of Pellwick\tPellwick, MN",
        "Peer Guide in the Honours Reading Program (HRP)\tSep 2021 - Apr 2022",
        "• Guided second-year projects.",
    ]
    assert orgs(teaching_entries(lines)) == [
        ("University of Pellwick", "Instructor", 2022, None),
        ("University of Pellwick", None, 2021, 2022),
    ]


def test_a_referee_after_the_employer_and_a_duration_after_the_title_are_neither_employer():
    lines = [
        "2016\tHarlow Optics Lab - Ref: j.doe@example.org\tParis, France",
        "Optics Intern in Metrology - 4 months",
        "Project: calibrating a laser bench.",
        "2015\tBrannock NDT - Ref: a.roe@example.com\tQuébec, Canada",
        "R&D Intern in ultrasonic testing - 6 months",
        "Project: pipeline testing.",
    ]
    assert [e.organization for e in extract_experience(lines)] == [
        "Harlow Optics Lab",
        "Brannock NDT",
    ]


def test_an_acronym_named_employer_after_its_unit_is_no_city_before_the_country():
    lines = [
        "Research Intern\tJun 2019 - Sep 2019",
        "Sound Mining Group, Brenholt IKMT, Germany",
    ]
    assert orgs(extract_experience(lines)) == [
        ("Sound Mining Group, Brenholt IKMT", "Research Intern", 2019, 2019)
    ]


def test_role_employer_country_after_a_date_column_is_no_place():
    # Capitalised words before a country read like "City, Region, Country"; a role's words
    # make the cell a post at an employer no list knows.
    lines = [
        "2020 – 2021\tData Scientist, Quorvel Maps, Iran",
        "Estimated traffic flow per road segment.",
        "2017 – 2018\tSoftware Developer, Brantic, Chile",
    ]
    assert orgs(extract_experience(lines)) == [
        ("Quorvel Maps", "Data Scientist", 2020, 2021),
        ("Brantic", "Software Developer", 2017, 2018),
    ]


def test_a_range_left_open_with_ongoing_dates_an_entry():
    lines = [
        "Quorvel Labs (Vision Group)\tMay. 2024 - Ongoing",
        "Research Intern, Supervisor: Dr. Ann Roe",
    ]
    assert orgs(extract_experience(lines)) == [
        ("Quorvel Labs (Vision Group)", "Research Intern", 2024, None)
    ]


def test_a_date_led_row_wrapped_onto_the_next_line_keeps_the_employer_it_names_there():
    lines = [
        "01/2025 – present Postdoctoral Researcher, Department of Geology, University of Velmora,",
        "Chile. Project: Moraine dating in three valleys.",
        "",
        "09/2026 – 12/2026 Visiting Research Associate, Department of Glaciology and Ice",
        "& Snow Physics, Brenholt University, Chile. Visiting a field group.",
    ]
    assert [e.organization for e in extract_experience(lines)] == [
        "Department of Geology, University of Velmora",
        "Department of Glaciology and Ice & Snow Physics, Brenholt University",
    ]


def test_job_filed_under_projects_counts_but_a_project_does_not():
    lines = [
        "May–Jul ’18 Lakeside Office, Brenmoor Institute of Technology",
        "website Backend Intern, Supervisor: Prof. Ada Krell",
        "Wrote the storage layer.",
        "Apr–Jul ’19 Autonomous Drone Challenge 2020",
        "website Aerial Systems Lab, Supervisor: Prof. Ada Krell",
    ]
    assert orgs(positions_in_projects(lines)) == [
        ("Lakeside Office, Brenmoor Institute of Technology", "Backend Intern", 2018, 2018)
    ]


def test_a_tutoring_post_filed_under_experience_and_projects_counts():
    lines = [
        "Physics & Algebra Tutor | Fernhill Community College\tSep 2024 - Present",
        "Tutored first-year students one on one.",
        "",
        "Tide Gauge Dashboard | Personal Project\tJan 2024",
        "Built a dashboard of sea levels.",
        "",
        "Ocean Modelling, Fernhill Community College",
        "Teaching Assistant\tSpring 2023",
    ]
    assert [(e.organization, e.start_year) for e in positions_in_projects(lines)] == [
        ("Fernhill Community College", 2024)
    ]


def test_interned_in_a_company_stated_in_a_letter():
    lines = ["Last year I interned in Quorra Software for three months."]
    assert [e.organization for e in experience_from_prose(lines)] == ["Quorra Software"]


def test_a_publication_list_under_an_experience_heading_yields_no_employers():
    lines = [
        "Tessellate Labs, Austin\tJun. 2023 - Aug. 2023",
        "Research Intern",
        "1. Mara Quint, Ode Fell, Ansel Rook",
        "Sparse Routing for Mixture Models with Long",
        "Contexts",
        "In 12th Annual Conference on Learning Systems (CLS) 2023",
        "2. Ode Fell, Mara Quint",
        "Calibrated Bandits",
        "In International Symposium on Decision Making (ISDM) 2022",
    ]
    assert orgs(extract_experience(lines)) == [("Tessellate Labs", "Research Intern", 2023, 2023)]


def test_employer_row_over_a_dated_title_row_in_a_left_date_column():
    lines = ["Ravelin Systems", "2019 – 2021 Software Engineer", "• Built the billing service."]
    assert orgs(extract_experience(lines)) == [("Ravelin Systems", "Software Engineer", 2019, 2021)]


def test_several_titles_under_one_company_with_its_total_duration():
    lines = [
        "Orrery Dynamics",
        "3 years 2 months",
        "Senior Engineer",
        "January 2022 - Present (2 years)",
        "Lyon, France",
        "Engineer",
        "March 2020 - December 2021 (1 year 10 months)",
        "Lyon, France",
    ]
    assert orgs(extract_experience(lines)) == [
        ("Orrery Dynamics", "Senior Engineer", 2022, None),
        ("Orrery Dynamics", "Engineer", 2020, 2021),
    ]


def test_capitalised_employer_row_beside_its_place():
    lines = ["CORVEX CAPITAL\tNew York, NY", "Quant Intern\tJun 2022 – Aug 2022", "• Modelled."]
    assert orgs(extract_experience(lines)) == [("CORVEX CAPITAL", "Quant Intern", 2022, 2022)]


def test_a_work_mode_after_the_dashed_place_leaves_the_employer_alone():
    lines = [
        "Firmware Developer",
        "Harbourline Robotics — Tanta, Egypt (On-site)\tFeb 2021 – Aug 2022",
        "• Brought up two motor boards.",
    ]
    assert orgs(extract_experience(lines)) == [
        ("Harbourline Robotics", "Firmware Developer", 2021, 2022)
    ]


def test_a_run_of_tools_ending_the_entry_above_is_no_employer_of_the_next_title():
    lines = [
        "Quarry Analytics\tLeeds, UK",
        "Data Intern\tJun 2021 – Aug 2021",
        "• Cleaned survey data.",
        "Embedded C, Rust, CAN bus, Oscilloscope Debugging",
        "Lab Assistant\tSep 2020 – May 2021",
        "• Kept the bench stocked.",
    ]
    found = orgs(extract_experience(lines))
    assert ("Quarry Analytics", "Data Intern", 2021, 2021) in found
    assert not any("Rust" in (org or "") for org, *_ in found)


def test_a_short_labelled_tools_line_ending_the_entry_above_is_no_employer():
    """Twenty Seconds CV: "Tech: Python, C#" closes each post, right above the next dated
    row, whose own last cell names the employer."""
    lines = [
        "2023→2024\tSoftware Engineer\tHarbourline Labs",
        "Built sensor dashboards for tunnel works.",
        "Tech: Python, C#",
        "2022→2024\tEmbedded Software Engineer\tCorvane Software",
        "Verified a flight operating system.",
        "Tech: C, Arm ASM",
    ]
    assert orgs(extract_experience(lines)) == [
        ("Harbourline Labs", "Software Engineer", 2023, 2024),
        ("Corvane Software", "Embedded Software Engineer", 2022, 2024),
    ]


def test_an_employer_row_of_commas_ending_in_its_place_is_still_an_employer():
    lines = [
        "School of Geology, Northmoor University, Hexham, UK",
        "Lab Intern\tJun 2021 – Aug 2021",
    ]
    assert orgs(extract_experience(lines)) == [
        ("School of Geology, Northmoor University", "Lab Intern", 2021, 2021)
    ]


def test_a_systems_company_with_its_town_under_a_title_is_the_employer():
    lines = ["Software Intern\tJun 2023 – Aug 2023", "Quillgate Systems, Multan", "• Wrote tests."]
    assert orgs(extract_experience(lines)) == [("Quillgate Systems", "Software Intern", 2023, 2023)]
    project = ["Software Intern\tJun 2023 – Aug 2023", "Grain Ledger System", "• Wrote tests."]
    assert not any(org for org, *_ in orgs(extract_experience(project)))


def test_place_in_brackets_after_the_employer_is_not_part_of_it():
    lines = ["Brightloop (Seattle, WA) — Research Intern, 2022"]
    assert orgs(extract_experience(lines)) == [("Brightloop", "Research Intern", 2022, 2022)]


def test_internships_listed_in_prose_and_at_x_as_an_intern():
    lines = [
        "Previously, I interned at Brightloop, Corvex and Halvorsen.",
        "I spent the summer of 2023 at Tessaly Research as an intern.",
        "During my internship at Kestrel Robotics, I built a planner.",
        "I hope to intern at Quorra Capital next summer.",
    ]
    assert [(e.organization, e.role) for e in experience_from_prose(lines)] == [
        ("Brightloop", None),
        ("Corvex", None),
        ("Halvorsen", None),
        ("Tessaly Research", "intern"),
        ("Kestrel Robotics", None),
    ]


def test_a_supervisors_place_in_prose_hosts_the_work_but_not_a_hoped_for_one():
    lines = [
        "This year I model tides under the mentorship of Prof. T.K Varga at the Coastal "
        "Dynamics and Sediment transport lab. Earlier I spent time in the research group of the "
        "renowned Dr. Ilse Marwick at Harbor Lake Institute, Corran, for a summer.",
        "Next I hope to study under the mentorship of Dr. Ann Roe at Westmark University.",
    ]
    assert [e.organization for e in experience_from_prose(lines)] == [
        "Coastal Dynamics and Sediment transport lab",
        "Harbor Lake Institute",
    ]


def test_the_next_sentence_after_an_employer_is_no_part_of_its_name():
    assert split_role_org("Research Fellow at Harbor Lake Institute. Along with this") == (
        "Research Fellow",
        "Harbor Lake Institute",
    )


def test_a_letters_prose_is_read_even_where_a_wrapped_line_reads_as_role_at_org(parse_text):
    letter = (
        "Dear Admissions Committee,\n\n"
        "I first met sediment physics in a reading course, and I later worked with Dr. Piet\n"
        "Varga, head of the Dune lab at Corran Polytechnic. Along with this I kept\n"
        "a log of every field trip I could join over the years.\n\n"
        "Last spring I modelled river deltas, supervised by Dr. Ilse Marwick at\n"
        "Westmark Institute of Oceanography, which taught me to test ideas against data.\n\n"
        "Sincerely,\nTova Rime\n"
    )
    profile = parse_text(letter, "letter.txt", "cover_letter")
    assert "Westmark Institute of Oceanography" in [e.organization for e in profile.experience]


def test_an_employer_row_with_its_advisor_is_read_under_a_dated_title(nlp):
    """The advisor after the lab's name makes the row long; the lab is still the employer."""
    lines = [
        "Research Assistant\tNov 2021 - Sep 2023",
        "Glacier Dynamics Lab, Advisor: Prof. Tova Rime",
        "• Modelled ice flow.",
        "",
        "Research Intern\tJun 2020 - Sep 2021",
        "Polar Remote Imaging and Ice Mapping Group, Advisor: Prof. Ansel Quorn",
        "School of Earth Science, Harbor State University (Lisbon)",
        "• Calibrated radar altimeters.",
    ]
    found = [(e.organization, e.role, e.start_year) for e in extract_experience(lines, nlp=nlp)]
    assert found == [
        ("Glacier Dynamics Lab", "Research Assistant", 2021),
        ("School of Earth Science, Harbor State University", "Research Intern", 2020),
    ]


def test_a_post_named_in_a_project_header_and_dated_below_is_one_entry(parse_text):
    text = (
        "Tova Rime\ntova@example.org\n\nEducation\nHarbor State University, B.S. in Geology\t"
        "2019 - 2023\n\nSelected Projects\n\nIce Flow Emulator for Coastal Shelves\t"
        "Aug 2025 - Now\nResearch Assistant at Harbor State University Advisors: Prof. Ansel "
        "Quorn, Dr. Bo Pell\n• Built a flow emulator.\n"
    )
    posts = [(e.organization, e.role, e.start_year) for e in parse_text(text, "cv.txt").experience]
    assert posts == [("Harbor State University", "Research Assistant", 2025)]


def test_prose_posts_at_two_places_in_one_sentence():
    lines = [
        "Before that, I was an GIS/RS analyst intern at Quillfeather Mapping lab in 2021 - 2022 "
        "and Brightloop Survey team in 2023.",
        "Earlier, I was a visiting student at Rime Institute and HSU in 2016.",
    ]
    found = [(e.organization, e.role) for e in experience_from_prose(lines)]
    assert found == [
        ("Quillfeather Mapping lab", "GIS/RS analyst intern"),
        ("Brightloop Survey", "GIS/RS analyst intern"),
        ("Rime Institute", "visiting student"),
        ("HSU", "visiting student"),
    ]


def test_one_institute_of_two_subjects_stays_whole():
    lines = ["I was a research assistant at the Harbor Institute of Arts and Sciences in 2021."]
    assert [e.organization for e in experience_from_prose(lines)] == [
        "Harbor Institute of Arts and Sciences"
    ]


def test_an_employer_row_over_a_title_and_team_row_is_the_employer(nlp):
    lines = [
        "Brightloop",
        "Research Scientist, Vision Team\tJan 2022 - May 2023",
        "• Trained detectors.",
        "Quillfeather",
        "Software Engineer Intern, Search Group\tJun 2021 - Aug 2021",
    ]
    found = [(e.organization, e.role) for e in extract_experience(lines, nlp=nlp)]
    assert found == [
        ("Brightloop", "Research Scientist"),
        ("Quillfeather", "Software Engineer Intern"),
    ]


def test_an_employer_row_with_its_place_over_a_title_and_business_sector(nlp):
    lines = [
        "Marrowby Finanz\tGdańsk, Poland",
        "Account Manager, Retail banking sector\t03.2015 – 02.2017",
        "Tollen Kredyt\tPoland",
        "Credit Analyst, Consumer loans sector\t01.2014 – 02.2015",
    ]
    found = [(e.organization, e.role) for e in extract_experience(lines, nlp=nlp)]
    assert found == [("Marrowby Finanz", "Account Manager"), ("Tollen Kredyt", "Credit Analyst")]


def test_a_place_after_a_map_pin_read_as_a_lone_sign_is_still_a_place(nlp):
    lines = [
        "Quillfeather",
        "Data Engineering Intern",
        "July 2021- August 2021\t‰ Porto, Portugal",
        "• Moved nightly batch jobs to a stream.",
        "",
        "Marrowby Labs",
        "Backend Developer",
        "March 2020- June 2021\t½ Lyon, France",
    ]
    assert is_location("‰ Porto, Portugal") and is_location("½ Lyon, France")
    found = [(e.organization, e.role) for e in extract_experience(lines, nlp=nlp)]
    assert found == [
        ("Quillfeather", "Data Engineering Intern"),
        ("Marrowby Labs", "Backend Developer"),
    ]


def test_a_research_stay_at_a_host_names_the_host_and_no_post():
    assert split_role_org("Research Stay at Harbor Lake University, Corran") == (
        None,
        "Harbor Lake University",
    )
    assert split_role_org("Scientific visit at Westmark Institute") == (None, "Westmark Institute")


def test_a_place_cut_by_the_line_end_and_the_prose_after_the_employer_are_dropped():
    wrapped = "Research Stay at Harbor Lake University, Corran, Oregon, United"
    assert split_role_org(wrapped) == (None, "Harbor Lake University")
    funded = "Research Assistant at Tidewater Institute, Chile, supported"
    assert split_role_org(funded) == ("Research Assistant", "Tidewater Institute")


def test_a_long_capitalised_programme_name_beside_its_place_is_the_employer(nlp):
    lines = [
        "Westmark Summer Science Camp for Young Pupils\tCorran, OR",
        "Program Assistant\tJuly 2018 – August 2018",
        "• Led daily experiments with a group of twelve pupils.",
    ]
    found = [(e.organization, e.role) for e in extract_experience(lines, nlp=nlp)]
    assert found == [("Westmark Summer Science Camp for Young Pupils", "Program Assistant")]


def test_a_teaching_post_with_its_role_and_term_on_the_line_above():
    lines = [
        "TA in Glacier Dynamics\tGEO210 Winter 2020",
        "Harbor State University",
        "TA in Ice Physics\tFall 2016",
        "Westmark University",
    ]
    found = [(e.organization, e.role, e.start_year) for e in teaching_entries(lines)]
    assert found == [("Harbor State University", "TA", 2020), ("Westmark University", "TA", 2016)]


def test_list_items_of_role_employer_and_date_are_positions(nlp):
    lines = [
        "• Research Intern, Quince Labs, 2025",
        "• Data Analyst, Fernhill Bank, 2021-2023",
        "• Moraine mapping in three valleys, 2019",
    ]
    assert [
        (e.role, e.organization, e.start_year, e.end_year)
        for e in extract_experience(lines, nlp=nlp)
    ] == [
        ("Research Intern", "Quince Labs", 2025, 2025),
        ("Data Analyst", "Fernhill Bank", 2021, 2023),
    ]


def test_employer_rows_beside_a_place_head_each_entry_without_bullets_between():
    posts = [("Harbor Robotics", "Lyon, France", 2021), ("Tidewell", "Porto, Portugal", 2020)]
    lines = []
    for org, place, year in posts:  # the same post twice: no bullets tell the entries apart
        lines += [f"{org}\t{place}", f"Software Engineer Intern\tJun. {year} - Sep. {year}"]
    expected = [(org, "Software Engineer Intern", year, year) for org, _, year in posts]
    assert orgs(extract_experience(lines)) == expected


def test_a_title_and_a_name_on_one_row_name_the_employer(nlp):
    lines = [
        "Quant Research Intern | Corvell Partners\t(May’24 - Jul’24)",
        "Rates Desk, Fixed Income Division",
        "• Back-tested a carry signal.",
        "• Orla Systems, Vision Team | Research Intern",
        "Worked on grounding models for maps\t01/2025 - 06/2025",
    ]
    assert orgs(extract_experience(lines, nlp=nlp)) == [
        ("Corvell Partners", "Quant Research Intern", 2024, 2024),
        ("Orla Systems, Vision Team", "Research Intern", 2025, 2025),
    ]


def positions(profile):
    return [(e.organization, e.role, e.start_year, e.end_year) for e in profile.experience]


def test_role_employer_place_and_dates_on_one_angle_bulleted_line(parse_text):
    text = (
        "Wren Tester\nwren@example.org\n\nACADEMIC AND PROFESSIONAL EXPERIENCE\n\n"
        "∠ Research Assistant, Tidal Data Lab, Harbor State University, Iran, "
        "Feb 2020 - May 2022.\nAnalysed ledgers.\n"
        "∠ Data Engineer, Brightwave, Iran, November 2019-March 2020.\nBuilt a model.\n"
        "∠ Software Engineer Intern, Quillio College, Iran, July 2017-August 2017.\n"
        "Built an app.\n"
    )
    assert positions(parse_text(text, kind="cv")) == [
        ("Tidal Data Lab, Harbor State University", "Research Assistant", 2020, 2022),
        ("Brightwave", "Data Engineer", 2019, 2020),
        ("Quillio College", "Software Engineer Intern", 2017, 2017),
    ]


def test_what_a_stripped_date_leaves_after_the_place_is_no_part_of_the_employer():
    from parsing.orgs import trim_org

    assert trim_org("Tidal Data Lab, Harbor State University, Iran, - .") == (
        "Tidal Data Lab, Harbor State University"
    )
    assert trim_org("Brightwave, Iran, Feb 2020 - May 2022.") == "Brightwave"


def test_employer_over_a_bulleted_title_over_bracketed_dates(parse_text):
    text = (
        "Wren Tester\nwren@example.org\n\nPROFESSIONAL EXPERIENCE\n"
        "Harbor State University (HSU)\n• Graduate Research Assistant\n(August 2021 – Present)\n"
        "Brightwave (Houston, TX)\n• Software Engineering Intern\n(May – August 2023)\n"
        "Quillio.io\n• Technical Content Engineer\n(August 2020 – September 2021)\n\n"
        "SKILLS\n• Python\n"
    )
    assert positions(parse_text(text, kind="cv")) == [
        ("Harbor State University (HSU)", "Graduate Research Assistant", 2021, None),
        ("Brightwave", "Software Engineering Intern", 2023, 2023),
        ("Quillio.io", "Technical Content Engineer", 2020, 2021),
    ]


def test_dated_posts_under_a_heading_no_gazetteer_knows_are_experience(parse_text):
    profile = parse_text(STYLED_HEADINGS_PAGE, "index.html")
    assert [(e.organization, e.role, e.start_year) for e in profile.experience] == [
        ("Skarvik Mapping Ltd.", "Survey Engineer", 2020),
        ("Elmsford Institute of Oceanography", "Research Assistant", 2017),
        ("Fernhollow Charts Inc.", "Cartography Intern", 2015),
    ]


def test_a_bullets_wrapped_line_above_a_dated_sub_project_is_no_employer():
    lines = [
        "Skarvik Mapping Ltd., Harbour Office\tSummer 2024 and Summer 2025",
        "Survey Research Intern",
        "Charting for the Western Flats (Summer 2025):",
        "• Aims to cut the drift error incurred at each buoy of the array, thereby increasing the",
        "arrays that can be run on Skarvik Labs, and other future Skarvik Labs vessels",
        "Exploring QRS Arrays (Summer 2025):",
        "• Cleaned the drift records of forty buoys",
    ]
    found = [(e.organization, e.role) for e in extract_experience(lines)]
    assert found == [("Skarvik Mapping Ltd.", "Survey Research Intern")]


def test_a_date_cell_with_the_posts_length_after_it_dates_the_entry_and_a_link_word_is_no_name():
    lines = [
        "Data Engineer, Full Time\tJan 2022 — Present (3 years, 2 months)",
        "Brackwater Analytics [Link]\tLisbon, Portugal",
        "• Built the nightly tide ingest",
        "Software Developer, Part Time\tJun 2019 — Dec 2021 (2 years, 7 months)",
        "Pellmoor Ltd [Link]\tLisbon, Portugal",
        "• Kept the buoy dashboards running",
    ]
    found = [(e.organization, e.start_year, e.end_year) for e in extract_experience(lines)]
    assert found == [("Brackwater Analytics", 2022, None), ("Pellmoor Ltd", 2019, 2021)]


def test_a_place_after_a_dash_is_no_part_of_the_employers_name():
    (entry,) = extract_experience(
        ["Data Analyst Intern, 05/2025 – 09/2025", "Brackwater Analytics – Lisbon, Portugal"]
    )
    assert (entry.organization, entry.role) == ("Brackwater Analytics", "Data Analyst Intern")


def test_a_supervisor_row_under_a_dated_project_names_its_host():
    lines = [
        "Tidal Sensor Arrays for Estuaries\t(Sep 2024 - Present)",
        "Prof. Ann Roe, Northfield University (Collaborators: Brackwater Analytics | Dr. Ed Poe)",
        "• Built the arrays",
        "Drift Models for Coastal Buoys (Report)\t(Jan 2022 - May 2022)",
        "Dr. Piet Varga, Harbour Institute of Technology",
        "• Wrote a model",
        "Buoy Firmware Verification\t2021 - 2022",
        "Advised by Prof. Ida Crane\tPorto, Portugal",  # a place beside the name, no host
        "• Proved the scheduler correct",
    ]
    found = [(e.organization, e.role, e.start_year) for e in extract_experience(lines)]
    assert found[:2] == [
        ("Northfield University", None, 2024),
        ("Harbour Institute of Technology", None, 2022),
    ]
    assert all(org not in ("Porto", "Portugal") for org, _, _ in found)


def test_the_wrapped_end_of_a_bullet_is_no_head_of_the_entry_below():
    lines = [
        "Tidal Sensor Arrays for Estuaries\t(Sep 2024 - Present)",
        "Prof. Ann Roe, Northfield University",
        "• Showed that in salt water only",
        "partition-based solutions keep the housings dry",
        "Drift Models for Coastal Buoys\t(Jan 2022 - May 2022)",
        "Dr. Piet Varga, Harbour Institute of Technology",
    ]
    assert [e.organization for e in extract_experience(lines)] == [
        "Northfield University",
        "Harbour Institute of Technology",
    ]


def test_a_bulleted_role_and_employer_with_the_dates_after_a_space_opens_an_entry():
    lines = [
        "• Research Assistant, Brackwater University, Advisor: Dr. Ann Roe Aug 2020 – Jan 2021",
        "• Conducted surveys of the estuary",
        "• Field Technician, Harbour Institute of Technology Jun 2018 – Jul 2019",
        "• Logged buoys",
    ]
    assert [(e.organization, e.role, e.start_year) for e in extract_experience(lines)] == [
        ("Brackwater University", "Research Assistant", 2020),
        ("Harbour Institute of Technology", "Field Technician", 2018),
    ]


def test_an_employer_and_its_place_before_a_dash_then_the_post_after_it():
    lines = [
        "Harbour Bakery Tools, Pokhara — Frontend Development",
        "MARCH 2021 - JUNE 2021",
        "Built the order page of the shop's website.",
        "",
        "Lakeview Traders, Bhaktapur — Inventory Dashboard",
        "JULY 2021 - CURRENT",
        "Wrote the stock reports for the owners.",
    ]
    found = [(e.organization, e.role, e.start_year) for e in extract_experience(lines)]
    assert found == [
        ("Harbour Bakery Tools", "Frontend Development", 2021),
        ("Lakeview Traders", "Inventory Dashboard", 2021),
    ]


def test_an_employer_row_long_only_for_its_parent_body_and_place_is_still_the_employer():
    lines = [
        "Trainee, July 2020 - September 2020",
        "Student Support and Outreach Centre, Northfield University of Science, Nakuru, Kenya",
        "• Set up the centre's help desk and its ticket queue.",
    ]
    found = [(e.organization, e.role) for e in extract_experience(lines)]
    assert found == [
        ("Student Support and Outreach Centre, Northfield University of Science", "Trainee")
    ]


def test_a_sentence_opening_at_the_employer_names_a_position():
    lines = [
        "At Brindle Analytics, I gained experience in building data pipelines for retailers.",
        "At Harrow University, I studied control theory and signal processing.",
        "At Larkspur Systems, I will work on compilers next summer.",
    ]
    assert [e.organization for e in experience_from_prose(lines)] == ["Brindle Analytics"]


def test_posts_of_trades_beyond_research_and_in_other_languages_are_roles():
    lines = [
        "Kelaut Media | Social Media Admin\t2021 - Present",
        "• Ran the accounts.",
        "Account Executive",
        "Brightwater Media & Analytics, Banjul",
        "June 2021 - August 2023",
        "• Built websites for clients.",
        "Sviluppatore di Applicazioni Mobili",
        "Aurora Media Centre",
        "June 2023 - September 2023",
        "• Built a delivery app.",
    ]
    assert [(e.organization, e.role) for e in extract_experience(lines)] == [
        ("Kelaut Media", "Social Media Admin"),
        ("Brightwater Media & Analytics", "Account Executive"),
        ("Aurora Media Centre", "Sviluppatore di Applicazioni Mobili"),
    ]


def test_what_is_left_of_a_date_is_no_employer():
    lines = [
        "Java, C#\tLEARN AND BUILD SMALL PROJECTS",
        "Desktop applications",
        "10/ 2016 - Present",
    ]
    assert [e.organization for e in extract_experience(lines)] == []


@pytest.mark.parametrize(
    ("sentence", "post"),
    [
        # A contracted "I am" states the current post.
        (
            "These days I’m a Senior Data Engineer at Quillfeather Labs, where I build pipelines.",
            ("Quillfeather Labs", "Senior Data Engineer"),
        ),
        # A page's line that opens with the post names it.
        (
            "Backend developer at Marrowgate Systems, building services for payments and audit.",
            ("Marrowgate Systems", "Backend developer"),
        ),
    ],
)
def test_a_post_stated_by_a_contraction_or_at_the_head_of_a_line(sentence, post):
    assert [(e.organization, e.role) for e in experience_from_prose([sentence])] == [post]


def test_the_year_of_a_sentence_with_one_post_dates_it():
    lines = [
        "In 2022, I was a Software Intern at Tidewell Robotics, where I wrote path planners.",
        "I have worked as a research assistant at Ferrow Institute since 2024 on soil models.",
    ]
    found = [(e.organization, e.start_year, e.end_year) for e in experience_from_prose(lines)]
    assert found == [("Tidewell Robotics", 2022, 2022), ("Ferrow Institute", 2024, None)]


def test_a_date_row_written_as_a_sentence_dates_the_entry_above():
    lines = [
        "• Control Engineer, Wrenfield Robotics Institute (Advisor: Ola Brenn)",
        "Mar 2023–Aug 2023.",
        "Tuned the controller of a seven-joint arm for spoken tasks.",
    ]
    found = [(e.organization, e.role, e.start_year, e.end_year) for e in extract_experience(lines)]
    assert found == [("Wrenfield Robotics Institute", "Control Engineer", 2023, 2023)]


def test_role_at_employer_rows_over_a_team_and_manager_row_with_the_dates():
    lines = [
        "Research Scientist @ Quillbank\tRemote",
        "PAYMENTS RESEARCH, MANAGER: ANN ROE\tMar 2025 - June 2025",
        "Postdoctoral Scientist @ Norda\tOstra",
        "S9, MANAGER: BEN POE\tSept 2024 - Mar 2025",
        "Software Engineer Intern @ Tarnwick\tSan Velmo",
        "OFF-HEAP CACHING, MANAGER: CY DOE\tMay 2022 - July 2022",
    ]
    found = [(e.organization, e.role, e.start_year) for e in extract_experience(lines)]
    assert found == [
        ("Quillbank", "Research Scientist", 2025),
        ("Norda", "Postdoctoral Scientist", 2024),
        ("Tarnwick", "Software Engineer Intern", 2022),
    ]


def test_cards_headed_by_a_bare_employer_name_each_name_their_own_employer():
    # A homepage's cards: the employer's heading, the title and the dates as paragraphs.
    cards = [
        ("Harbor Systems Inc.", "Senior Software Engineer", "May 2021 - Present"),
        ("Kestrel", "Software Engineer", "September 2020 - January 2021"),
        ("Vantor", "Software Developer", "December 2019 - August 2020"),
    ]
    lines = [line for card in cards for line in (*card, "Member of a product team.", "")]
    lines = [line for text in lines for line in (text, "")]
    found = [(e.organization, e.role) for e in extract_experience(lines, headings={0, 10, 20})]
    assert found == [card[:2] for card in cards]


def test_an_employer_line_and_its_posts_set_as_sentences():
    lines = [
        "Department of Tidal Studies, Marsh Valley Business School.",
        "Assistant Professor, 2025-.",
        "Senior Fellow, 2026-2027.",
    ]
    found = [(e.organization, e.role, e.start_year, e.end_year) for e in extract_experience(lines)]
    org = "Department of Tidal Studies, Marsh Valley Business School"
    assert found == [(org, "Assistant Professor", 2025, None), (org, "Senior Fellow", 2026, 2027)]


def test_teaching_posts_with_their_host_and_years_in_brackets():
    lines = [
        "Teaching Fellow, Coastal Economics (Marsh Economics, 2024-25)",
        "Head Teaching Assistant, Tidal Models (Ostra College, 2022)",
        "Teaching Fellow, Summer Program in Wave Theory (Velmora Institute,",
        "2019)",
    ]
    found = [(e.organization, e.role, e.start_year, e.end_year) for e in teaching_entries(lines)]
    assert found == [
        ("Marsh Economics", "Teaching Fellow", 2024, 2025),
        ("Ostra College", "Head Teaching Assistant", 2022, 2022),
        ("Velmora Institute", "Teaching Fellow", 2019, 2019),  # its year wrapped below
    ]


def test_month_and_two_digit_year_ranges_date_the_rows():
    # A Word résumé: "Employer  City" over an indented "Role  M/YY – M/YY".
    lines = [
        "Corvane Robotics\tTacoma, WA",
        "Controls Intern\t6/24 – 8/24",
        "• Tuned the gait controller.",
        "Heller Acoustics Lab\tEugene, OR",
        "Undergraduate Researcher\t1/22 - Present",
    ]
    found = [(e.organization, e.role, e.start_year, e.end_year) for e in extract_experience(lines)]
    assert found == [
        ("Corvane Robotics", "Controls Intern", 2024, 2024),
        ("Heller Acoustics Lab", "Undergraduate Researcher", 2022, None),
    ]


def test_a_compound_role_word_is_no_company_abbreviation():
    # "Co-Founder" is no "Co." and "Lab-based" no lab.
    lines = [
        "Co-Founder - Pebblenote\tMAY 2020 - MAR 2021",
        "• Built a note-taking app with two designers.",
        "Lab-based Research Intern - Quillmere\tJun 2022 - Aug 2022",
    ]
    found = [(e.organization, e.role) for e in extract_experience(lines)]
    assert found == [("Pebblenote", "Co-Founder"), ("Quillmere", "Lab-based Research Intern")]


def test_an_unlabelled_supervisor_after_a_dash_is_no_part_of_the_post():
    lines = [
        "Harbor Lake University, Corran — Summer Apprenticeship — Prof. Dr. Ines Valdor\t"
        "June 2023 – Aug 2023",
        "• Modelled tidal inlets in Python.",
    ]
    found = [(e.organization, e.role) for e in extract_experience(lines)]
    assert found == [("Harbor Lake University", "Summer Apprenticeship")]


def test_a_labelled_supervisor_after_a_dash_is_no_employer():
    lines = [
        "Central Bank of Portmere\tPortmere, TX",
        "Survey Assistant – supervised by Prof. Ines Valdor\tJun. 2022 – Aug. 2022",
        "• Wrote two notes on regional lending.",
    ]
    found = [(e.organization, e.role) for e in extract_experience(lines)]
    assert found == [("Central Bank of Portmere", "Survey Assistant")]


def test_bulleted_employer_rows_beside_their_place_head_the_post_below():
    # The place may hold an institution's word ("College Park"); a lone organisation word
    # in the post ("National ... Intern") is no employer.
    lines = [
        "• Velmora County Transit Planning Office\tCollege Park, MD",
        "Student Technician\tOctober 2021 – October 2022",
        "• Resolved help-desk tickets for the planning staff.",
        "• Quorvel Charter Schools\tEl Paso, TX",
        "National Outreach Programs Intern\tJune 2022 – August 2022",
    ]
    found = [(e.organization, e.role) for e in extract_experience(lines)]
    assert found == [
        ("Velmora County Transit Planning Office", "Student Technician"),
        ("Quorvel Charter Schools", "National Outreach Programs Intern"),
    ]


def test_taking_part_in_a_teaching_programme_is_no_teaching_post():
    lines = [
        "• Peer Reading Circle (Participant), Northfield University, Spring 2022. Gave a talk.",
        "• Grader, Corran State University, Fall 2023",
    ]
    assert [(e.organization, e.role) for e in teaching_entries(lines)] == [
        ("Corran State University", "Grader")
    ]


@pytest.mark.parametrize("place", ["St. Mary’s, NL (Hybrid)", "Ottawa, ON (Remote)", "Cusco, Perú"])
def test_the_place_beside_the_dates_is_not_the_employer_named_above(place):
    lines = ["Software Developer Intern", "Quillon Payments", f"January 2024 – Present\t{place}",
             "• Wrote the settlement tests."]  # fmt: skip
    assert [(e.organization, e.role) for e in extract_experience(lines)] == [
        ("Quillon Payments", "Software Developer Intern")
    ]


def test_a_bulleted_date_row_with_a_pin_icon_place_dates_the_role_and_employer_above():
    # The icon read as "*": the row is dates and a place, not a left date column's head.
    lines = ["Backend Developer | Quillon Payments", "• 04/2022 – 12/2022\t* Arequipa, Perú",
             "• Built the settlement service.", "",
             "Data Intern | Marrow Analytics", "• 01/2021 – 03/2022\t* Quito, Ecuador",
             "• Cleaned the survey data."]  # fmt: skip
    assert [(e.organization, e.role) for e in extract_experience(lines)] == [
        ("Quillon Payments", "Backend Developer"),
        ("Marrow Analytics", "Data Intern"),
    ]


def test_europass_entries_with_bracketed_dates_after_the_employer():
    lines = ["Research Consultant", "Centre for Coastal Mapping (CCM) [ 01/02/2023 – Current ]",
             "City: Chattogram", "-Prepared land cover maps.", "Junior Urban Planner",
             "Tideline Design Consultants (TDC) [ 01/10/2022 – 30/01/2023 ]", "City: Khulna",
             "Worked on the zoning project."]  # fmt: skip
    assert [
        (e.organization, e.role, e.start_year, e.end_year) for e in extract_experience(lines)
    ] == [
        ("Centre for Coastal Mapping (CCM)", "Research Consultant", 2023, None),
        ("Tideline Design Consultants (TDC)", "Junior Urban Planner", 2022, 2023),
    ]


def test_a_left_date_column_row_owns_the_role_line_below_it():
    # Kramdown definition lists: "dates<tab>Employer, Country" over "Role at the unit".
    lines = [
        "since 01/2014\tBrackwater University of Applied Sciences, Austria",
        "Researcher at the Institute of Tidal Studies",
        "02/2012 – 06/2013\tOrvell Fachhochschule Lendau, Austria",
        "Lecturer for the Informatics programme",
        "04/2008 – 12/2011\tHollin University, Austria",
        "Researcher at the Department of Fen Ecology",
    ]
    found = [(e.organization, e.role, e.start_year, e.end_year) for e in extract_experience(lines)]
    assert found == [
        ("Brackwater University of Applied Sciences", "Researcher", 2014, None),
        ("Orvell Fachhochschule Lendau", "Lecturer for the Informatics programme", 2012, 2013),
        ("Hollin University", "Researcher", 2008, 2011),
    ]


def test_a_post_titled_project_leader_is_no_project_label():
    lines = ["Project Leader | Quarry Mapping | Brackwater Surveys   Jan 2018 – Aug 2018"]
    assert [e.role for e in extract_experience(lines)] == ["Project Leader"]


def test_three_words_before_a_country_name_an_employer_unless_they_are_a_city():
    assert not is_location("Orvell Fachhochschule Lendau, Austria")
    assert is_location("Salt Lake City, USA") and is_location("Lendau, Austria")


def test_a_title_topic_employer_row_names_its_last_cell_over_the_advisor_line():
    lines = [
        "Research Assistant | Tide Gauges in Estuaries of Technology | NSU   Sep 2020 – Present",
        "Advisor: Ann Roe, Associate Professor, School of Marine Science, NSU, Harlow Park",
        "Model Designer | Accurate Buoy Recommendation System | WHU   Mar 2017 – Jul 2018",
    ]
    found = [(e.organization, e.role) for e in extract_experience(lines)]
    assert found == [("NSU", "Research Assistant"), ("WHU", "Model Designer")]


def test_the_supervisor_row_names_the_host_without_the_supervisors_title():
    lines = [
        "Tide Gauge Study\tJun 2021 – Aug 2021",
        "Advisor: Ann Roe, Associate Professor, Brackwater Institute of Oceanography",
    ]
    assert [e.organization for e in extract_experience(lines)] == [
        "Brackwater Institute of Oceanography"
    ]


def test_linkedin_titles_with_a_team_suffix_under_one_employer_and_a_wrapped_sentence():
    lines = [
        "Brackwater Cloud Services (BCS)",
        "3 years 3 months",
        "Platform Engineer II - DB/MIG",
        "December 2024 - Present (1 year 1 month)",
        "",
        "Platform Engineer - DB/MIG",
        "October 2022 - December 2024 (2 years 3 months)",
        "Harlow, Fernland",
        "",
        "Working on a hard problem to move legacy enterprise workloads",
        "into modern Google native architectures",
        "",
        "quillpay Fernland",
        "Platform Engineer",
        "January 2022 - June 2022 (6 months)",
    ]
    assert orgs(extract_experience(lines)) == [
        ("Brackwater Cloud Services (BCS)", "Platform Engineer II", 2024, None),
        ("Brackwater Cloud Services (BCS)", "Platform Engineer", 2022, 2024),
        ("quillpay Fernland", "Platform Engineer", 2022, 2022),
    ]


def cv_employers(parse_text, lines: list[str]) -> list[str | None]:
    return [e.organization for e in parse_text("\n".join(lines), kind="cv").experience]


def test_a_headline_post_at_the_short_form_of_a_listed_employer_adds_no_position(parse_text):
    lines = [
        "Ann Roe",
        "Summary",
        "Engineer @ BCS | migrations",
        "Experience",
        "Brackwater Cloud Services (BCS)",
        "Platform Engineer",
        "October 2022 - December 2024 (2 years 3 months)",
    ]
    assert cv_employers(parse_text, lines) == ["Brackwater Cloud Services (BCS)"]


def test_a_dated_title_followed_by_a_long_chain_of_employing_units_is_one_entry():
    lines = [
        "• Jan 2015 – Oct 2018: Researcher (Projektassistent (FWF)), Tidal Theory Research "
        "Group, Institute of Discrete Mathematics and Geometry, Hollin University of Technology",
        "• P29575 Forcing Methods: Creatures and Products (Sep 2016 – Oct 2018)",
    ]
    assert orgs(extract_experience(lines)) == [
        (
            "Tidal Theory Research Group, Institute of Discrete Mathematics and Geometry, "
            "Hollin University of Technology",
            "Researcher (Projektassistent (FWF))",
            2015,
            2018,
        )
    ]


def test_a_section_that_dates_no_post_takes_its_role_dash_employer_rows():
    lines = [
        "Lead Backend Developer - Quillbank Inc., Harlow, QC",
        "Created, tested and deployed the backend server",
        "Chief Technical Officer & Webmaster - Brackwater Ambassador Program, Harlow, QC",
        "Designed and maintained a website",
        "Computer Science, Economics & Mathematics Tutor - Hollin University, Harlow, QC",
        "Provided aid in courses including:",
    ]
    assert extract_experience(lines) == []
    found = [(e.organization, e.role) for e in undated_positions(lines)]
    assert found == [
        ("Quillbank Inc.", "Lead Backend Developer"),
        ("Brackwater Ambassador Program", "Chief Technical Officer & Webmaster"),
        ("Hollin University", "Computer Science, Economics & Mathematics Tutor"),
    ]


def test_europass_dates_over_a_title_over_an_employer_no_list_knows():
    lines = [
        "01/05/2020 – CURRENT",
        "Student Assistant",
        "Hollin IOSB-XT",
        "",
        "• Working on the build pipeline.",
        "07/2018 – 08/2019",
        "Software Engineer",
        "Quorvel Datamatics",
    ]
    assert orgs(extract_experience(lines)) == [
        ("Hollin IOSB-XT", "Student Assistant", 2020, None),
        ("Quorvel Datamatics", "Software Engineer", 2018, 2019),
    ]


def test_a_part_of_the_applicants_own_name_is_never_their_employer(parse_text):
    lines = ["Ann Brackwater", "Experience", "Brackwater", "07/2018 – 08/2019",
             "Software Engineer", "Quorvel Datamatics"]  # fmt: skip
    assert cv_employers(parse_text, lines) == ["Quorvel Datamatics"]


def test_employer_place_title_dates_stacks_keep_each_employer_with_its_own_title():
    lines = [
        "BLab, Hollin University",
        "Harlow, Netherlands",
        "Student Researcher (Advisor: Prof Ann Roe)",
        "June, 2022 - August, 2023",
        "Quorvel Labs Europe",
        "Grenoble, France",
        "Research Intern",
        "July, 2021 - November, 2021",
    ]
    assert orgs(extract_experience(lines)) == [
        ("BLab, Hollin University", "Student Researcher", 2022, 2023),
        ("Quorvel Labs Europe", "Research Intern", 2021, 2021),
    ]


def test_a_course_under_a_bare_title_is_no_employer_but_a_name_with_particles_is():
    lines = [
        "2022 –\tSoftware Engineer",
        "IT-Dienste der Hollinkasse (IDH)",
        "03/2020 – 07/2020\tTeaching Assistant",
        "Algebra and discrete mathematics",
        "Functional Programming",
    ]
    employers = [e.organization for e in extract_experience(lines)]
    assert employers == ["IT-Dienste der Hollinkasse (IDH)"]


def test_the_lab_one_worked_in_is_the_employer_not_its_host():
    found = experience_from_prose(
        ["She worked in the Marlow Lab, part of Optics at Tavern University."]
    )
    assert [(e.organization, e.role) for e in found] == [("Marlow Lab", None)]


def test_an_at_sign_after_a_space_names_the_employer():
    found = experience_from_prose(["2. summer research internship @ Quellmoor Institute"])
    assert [e.organization for e in found] == ["Quellmoor Institute"]


@pytest.mark.parametrize(
    "sentence, organizations",
    [
        ("Pendant mon stage chez Veloran, à Namur, j'ai configuré des routeurs.", ["Veloran"]),
        ("Ich habe mein Praktikum bei Quellmoor Systems absolviert.", ["Quellmoor Systems"]),
        ("Je souhaite faire un stage chez Tarnvik dans votre équipe.", []),
    ],
)
def test_ones_own_internship_stated_in_french_or_german(sentence, organizations):
    assert [e.organization for e in experience_from_prose([sentence])] == organizations


def test_a_mentor_post_over_its_organisation_is_a_role_not_an_employer():
    lines = [
        "Peer Mentor\tJan 2023 – Present",
        "Lowmoor Summer School of Geology",
        "• Guided first-year students through field mapping.",
    ]
    found = [(e.organization, e.role, e.start_year) for e in extract_experience(lines)]
    assert found == [("Lowmoor Summer School of Geology", "Peer Mentor", 2023)]


def test_working_on_a_degree_at_a_university_is_study_not_a_post():
    lines = [
        "Since May I have been working on my doctoral research at Lowmoor University.",
        "These days my dissertation keeps me working at Saltmarsh Lab.",
        "Before that I worked as a data engineer at Pebblestone Analytics.",
        "I was also a working student at Fernhill Optics.",
    ]
    assert [e.organization for e in experience_from_prose(lines)] == [
        "Pebblestone Analytics",
        "Fernhill Optics",
    ]


def test_an_untitled_dated_row_whose_detail_is_a_talk_is_no_position():
    lines = [
        "11/2024\tGeoConf 2024 (Lisbon, Portugal)",
        "Oral paper presentation",
        "",
        "10/2021 - 3/2023\tTidewater Mapping Inc. (Lowmoor, UK)",
        "Built tide charts for the harbour office",
    ]
    assert [e.organization for e in extract_experience(lines)] == ["Tidewater Mapping Inc."]


def test_employer_row_in_capitals_with_its_city_heads_every_title_under_it():
    lines = [
        "QUILLFERN, Duluth, MN",
        "Senior Data Engineer, June 2023 – Present",
        "• Ran the nightly loads.",
        "Data Engineer II, October 2021 – June 2023",
        "• Moved the warehouse.",
        "Data Engineer Intern, June – September 2020",
        "• Wrote checks.",
        "BRAMBLEWORKS, Fargo, ND",
        "Analyst, January – May 2019",
    ]
    found = [(e.organization, e.role, e.start_year) for e in extract_experience(lines)]
    assert found == [
        ("QUILLFERN", "Senior Data Engineer", 2023),
        ("QUILLFERN", "Data Engineer II", 2021),
        ("QUILLFERN", "Data Engineer Intern", 2020),
        ("BRAMBLEWORKS", "Analyst", 2019),
    ]


@pytest.mark.parametrize("text", ["QUILLFERN, Duluth, MN", "Quillfern, Fargo, ND"])
def test_a_name_before_a_city_and_state_is_no_place(text):
    assert not is_location(text)
    assert is_location("Duluth, MN") and is_location("Cambridge, MA, USA")


def test_linkedin_group_of_posts_belongs_to_the_employer_over_its_total_duration():
    lines = [
        "Harrowgate Polytechnic",
        "5 years",
        "Research Assistant",
        "September 2020 - Present (4 years 2 months)",
        "",
        "Teaching Assistant",
        "September 2018 - February 2021 (2 years 6 months)",
        "",
        "Numerical Methods for Tides",
        "",
        "Lab Technician",
        "January 2018 - June 2018 (6 months)",
    ]
    found = [(e.organization, e.role) for e in extract_experience(lines)]
    assert found[:3] == [
        ("Harrowgate Polytechnic", "Research Assistant"),
        ("Harrowgate Polytechnic", "Teaching Assistant"),
        ("Harrowgate Polytechnic", "Lab Technician"),
    ]


def test_client_row_under_the_dates_names_no_employer():
    lines = [
        "Senior Test Consultant",
        "Pellucid Systems Limited",
        "03/2022 - Present,",
        "Client: Marrowbank Insurance",
        "Tasks",
        "Automated the claims checks.",
    ]
    found = [(e.organization, e.role) for e in extract_experience(lines)]
    assert found == [("Pellucid Systems Limited", "Senior Test Consultant")]


def test_supervisor_is_a_post():
    lines = ["ORCHARDLINE, Tulsa, OK", "Warehouse Supervisor, February 2019 – June 2021"]
    found = [(e.organization, e.role) for e in extract_experience(lines)]
    assert found == [("ORCHARDLINE", "Warehouse Supervisor")]


def test_a_remotely_worked_post_names_its_employer_not_the_work_mode():
    lines = [
        "Controls Engineer (Contractor)",
        "Tidewell Robotics",
        "11/2020 - 11/2021\tRemotely",
        "• Tuned the planners.",
    ]
    found = [(e.organization, e.role) for e in extract_experience(lines)]
    assert found == [("Tidewell Robotics", "Controls Engineer (Contractor)")]


def test_a_dated_note_under_a_linkedin_group_post_is_no_post():
    lines = [
        "Harrowgate Polytechnic",
        "3 years",
        "Research Assistant",
        "September 2020 - Present (2 years 2 months)",
        "",
        "Teaching Assistant",
        "January 2019 - June 2019 (6 months)",
        "",
        "Fluid Mechanics (Spring 2019)",
    ]
    found = [(e.organization, e.role) for e in extract_experience(lines)]
    assert found == [
        ("Harrowgate Polytechnic", "Research Assistant"),
        ("Harrowgate Polytechnic", "Teaching Assistant"),
    ]


def test_a_projects_paper_tagged_with_its_venue_and_links_is_no_post(parse_text):
    """ "Project: X<tab>TMLS 2026 | Paper | Code" inside a position: the venue and year of the
    project's paper with its links, not an employer and its dates."""
    cv = (
        "Rafaela Montoya-Adeyemi\nrafaela@example.org\n\nRESEARCH EXPERIENCE\n"
        "Vellmar Institute of Technology — Lagos, Nigeria\n"
        "Research Assistant\tJan 2024 – Present\n"
        "Project: Tidal Benchmarks for Small Models\tTMLS 2026 | Paper | Code\n"
        "• Built a benchmark of coastal forecasting tasks.\n"
        "Project: Reef Survey Drones\tWOSR 2025 | Paper\n"
        "• Flew survey drones over two reefs.\n\n"
        "Dunmore University — Accra, Ghana\n"
        "Teaching Assistant\tSep 2022 – Jun 2023\n"
    )
    profile = parse_text(cv)
    assert [e.organization for e in profile.experience] == [
        "Vellmar Institute of Technology",
        "Dunmore University",
    ]


def test_an_aside_between_a_post_and_its_place_in_prose_is_skipped():
    """ "a Data Analyst trainee (Grade 2) at X": the bracketed aside on the post does not
    hide the place; a bracketed year range still dates it."""
    found = experience_from_prose(
        [
            "While finishing my degree I served as a Data Analyst trainee (Grade 2) at "
            "Orrin Analytics in Lisbon.",
            "I was a field technician (part-time) with the Tessel Lab.",
        ]
    )
    assert [(e.organization, e.role) for e in found] == [
        ("Orrin Analytics", "Data Analyst trainee"),
        ("Tessel Lab", "field technician"),
    ]


def test_an_employer_sub_bullet_joined_by_ampersand_and_at_signs_is_the_organisation():
    lines = [
        "• Jan. 2019 - Jun. 2019: Research Intern",
        "• Tide & Wave Sensing Lab @ Velmora University",
        "• Mentor: Dr. Ana Roe",
    ]
    entries = extract_experience(lines)
    assert [(e.organization, e.role) for e in entries] == [
        ("Tide & Wave Sensing Lab @ Velmora University", "Research Intern")
    ]


def test_a_place_in_prose_with_its_years_bracketed_after_it_is_a_stint():
    line = (
        "Before that I built tide gauges with Ana Roe at the Velmora Coastal Institute (2017-2018)"
        " and modelled waves with Ben Poe in his group at the Harbour Research Centre (2015)."
    )
    entries = experience_from_prose([line])
    assert [(e.organization, e.start_year, e.end_year) for e in entries] == [
        ("Velmora Coastal Institute", 2017, 2018),
        ("Harbour Research Centre", 2015, 2015),
    ]


@pytest.mark.parametrize(
    "line",
    [
        "As a Ph.D. candidate in Geology at the Velmora Coastal Institute (2021-present) I map.",
        "I am completing an MEng in Ocean Engineering at Velmora College London (2021 – 2026).",
    ],
)
def test_a_degree_at_a_place_with_its_years_is_no_stint(line):
    assert experience_from_prose([line]) == []


def test_a_teaching_line_read_again_as_prose_is_one_position(parse_text):
    page = (
        "Ana Roe\n\nI study tides and waves along the southern coast of Velmora.\n\n"
        "Teaching\nTeaching assistant for Coastal Modelling at Velmora University (2021-2024).\n"
    )
    profile = parse_text(page, "index.txt")
    assert [e.organization for e in profile.experience] == ["Velmora University"]


def test_a_markdown_resume_item_titled_role_colon_employer_takes_its_dated_sub_item(parse_text):
    page = (
        "# Experience\n\n"
        "* **Research Intern:** Velmora Coastal Institute, Porto, OR\n"
        "    * Built a tide gauge dashboard for the harbour office.\n"
        "    * May 2023 - August 2023\n"
        "    * Utilized: Python, R, Docker\n"
        "* **Software Engineering Intern:** Tidewater Systems, Salem, OR\n"
        "    * Worked on an alerting service for buoys\n"
        "    * June 2022 - August 2022\n"
    )
    profile = parse_text(page, "resume.md")
    assert [(e.organization, e.role, e.start_year, e.end_year) for e in profile.experience] == [
        ("Velmora Coastal Institute", "Research Intern", 2023, 2023),
        ("Tidewater Systems", "Software Engineering Intern", 2022, 2022),
    ]


def test_a_role_before_a_colon_is_the_post_and_the_rest_its_employer():
    assert split_role_org("Research Intern: Velmora Coastal Institute, Porto, OR") == (
        "Research Intern",
        "Velmora Coastal Institute",
    )


@pytest.mark.parametrize(
    "cell",
    [
        "Hydrology of Small Basins - Lecturer: Ottilie Brandvik",
        "Internship: Embedded Sensor Logging and Field Testing, Velmora Instruments GmbH, Kiel",
    ],
)
def test_a_person_or_a_topic_after_the_colon_is_no_employer(cell):
    assert split_role_org(cell)[1] not in (
        "Ottilie Brandvik",
        "Embedded Sensor Logging and Field Testing",
    )


@pytest.mark.parametrize(
    ("sentence", "found"),
    [
        (
            "In 2019 I served as a field intern in Velmora University on tide data.",
            [("Velmora University", "field intern")],
        ),
        ("I was an engineer in Machine Learning Operations for two years.", []),
    ],
)
def test_a_post_held_in_an_institution_is_read_from_prose(sentence, found):
    entries = experience_from_prose([sentence])
    assert [(e.organization, e.role) for e in entries] == found


def test_bulleted_dates_joined_by_hyphens_or_to_and_an_employer_sub_bullet_with_its_place():
    lines = [
        "• Starting October-2023: Senior Fellow (fixed term)",
        "• Centro de Estudios Marinos y Costeros (CEMC), Lisbon.",
        "",
        "• October-2019 to July-2023: Research Associate",
        "• Institute of Tides and Currents, University of Norbury, UK",
    ]
    found = [(e.organization, e.role, e.start_year, e.end_year) for e in extract_experience(lines)]
    assert found == [
        (
            "Centro de Estudios Marinos y Costeros (CEMC)",
            "Senior Fellow (fixed term)",
            2023,
            None,
        ),
        (
            "Institute of Tides and Currents, University of Norbury",
            "Research Associate",
            2019,
            2023,
        ),
    ]


def test_an_employer_sub_bullet_followed_by_a_colon_and_the_work_done_there():
    lines = [
        "• Oct.- Dec. 2020: Game Developer",
        "• Quillwork Studio: built a level editor in Godot.",
        "",
        "• Mar. - Sep 2020: Robotics Research Internship",
        "• Marsh University: Research internship at a robotics lab.",
    ]
    found = [(e.organization, e.role) for e in extract_experience(lines)]
    assert found == [
        ("Quillwork Studio", "Game Developer"),
        ("Marsh University", "Robotics Research Internship"),
    ]


def test_the_to_of_a_range_goes_with_its_dates():
    assert (
        strip_dates("June 2021 to May 2022: Postdoctoral Researcher") == "Postdoctoral Researcher"
    )


def test_a_duration_before_the_post_and_the_place_and_work_after_the_employer_are_dropped():
    lines = [
        "2018\t5 Month - Lab Associate at Tidewell Research, Lisbon (Portugal) building",
        "tide gauges.",
        "2017-2018\t6 Month - Research Student at Quillon Research, Oporto (Portugl) Thesis",
        "entitled: gene regulation.",
        "2014-2018\t20 Months - Software Consultant at Marsh Student Consultancy, debugging",
        "booking systems.",
    ]
    found = [(e.organization, e.role) for e in extract_experience(lines)]
    assert found == [
        ("Tidewell Research", "Lab Associate"),
        ("Quillon Research", "Research Student"),
        ("Marsh Student Consultancy", "Software Consultant"),
    ]


def test_a_heading_pairing_a_post_with_its_employer_heads_no_later_card():
    lines = [
        "", "Software Developer - Quillon GmbH", "", "2009 - 2015", "", "Cryptography work", "",
        "Freelance Developer - Tidewell", "", "2013 - 2014", "", "Mobile applications", "",
    ]  # fmt: skip
    found = [(e.organization, e.role) for e in extract_experience(lines, {1, 7})]
    assert found == [
        ("Quillon GmbH", "Software Developer"),
        ("Tidewell", "Freelance Developer"),
    ]


def test_a_date_column_wrapped_before_the_end_year_is_rejoined():
    lines = [
        "Mar 2021–Aug Research Intern, Brask Materials Lab, Nantes, France",
        "2021 Topic : Porous ceramics under load.",
        "Oct 2019–Feb Data Assistant, Quillon Health, Rennes, France",
        "2020 Part-time position during the master's.",
    ]
    found = [(e.organization, e.role, e.start_year, e.end_year) for e in extract_experience(lines)]
    assert found == [
        ("Brask Materials Lab", "Research Intern", 2021, 2021),
        ("Quillon Health", "Data Assistant", 2019, 2020),
    ]


@pytest.mark.parametrize("end", ["At present", "till date", "Till now"])
def test_at_present_and_till_date_leave_a_range_open(end):
    from parsing.dates import year_range

    assert year_range(f"2019 – {end}") == (2019, None)
    assert strip_dates(f"2019 – {end}\tSenior Welder") == "Senior Welder"


def test_an_employer_row_with_a_dashed_place_ended_by_a_period_names_the_employer():
    lines = [
        "2019 – Present\tSenior Software Engineer",
        "Marrow Bay Shipyards, Tallow - Brazil.",
        "Development of welding software for hull plates.",
        "2016 – 2017\tVisiting researcher",
        "University of Brask, Brask - SP - Brazil.",
    ]
    found = [(e.organization, e.start_year, e.end_year) for e in extract_experience(lines)]
    assert found == [("Marrow Bay Shipyards", 2019, None), ("University of Brask", 2016, 2017)]


def test_a_title_ended_by_a_full_stop_on_the_date_row_is_the_role():
    from parsing.orgs import is_role

    lines = [
        "2015 – 2016\tData Quality Analyst.",
        "Brindle Shoes, Tallow - SP - Brazil.",
        "Built nightly checks of the stock tables.",
    ]
    (entry,) = extract_experience(lines)
    assert (entry.organization, entry.role) == ("Brindle Shoes", "Data Quality Analyst")
    assert not is_role("Worked there as an intern.")


def test_courses_under_a_dated_teaching_post_and_mentoring_lines_are_no_posts():
    lines = [
        "2021–2024\tTeaching Assistant, Quillon University, Brask, France",
        "• Linear Algebra (L1, Quillon University) : 40 hours in 2022 and 2023.",
        "• Statistics (L2, Quillon University) : 20 hours in 2021.",
        "",
        "• Mentoring two undergraduate students at Westmark University (2020-2021)",
    ]
    found = [(e.organization, e.role, e.start_year) for e in teaching_entries(lines)]
    assert found == [("Quillon University", "Teaching Assistant", 2021)]


def test_a_wrapped_sentence_with_role_at_org_is_not_a_title_line():
    line = "internship at Quorra Health honed my craft in kelp surveys and scripting. Those"
    assert role_at_org_lines([line]) == []


def test_interned_at_a_list_with_a_serial_comma():
    lines = ["Also, I interned at Brightloop, Corvex, and Halvorsen Labs."]
    assert [e.organization for e in experience_from_prose(lines)] == [
        "Brightloop",
        "Corvex",
        "Halvorsen Labs",
    ]


@pytest.mark.parametrize(
    "sentence, found",
    [
        (
            "Previously, I interned at Corvex Research and Halvorsen.",
            ["Corvex Research", "Halvorsen"],
        ),
        (
            "I interned at Corvex Research and Technology Center in 2020.",
            ["Corvex Research and Technology Center"],
        ),
        (
            "Since 2019 I have joined the Tidal Systems and Networks Lab at Orrin University.",
            ["Tidal Systems and Networks Lab at Orrin University"],
        ),
        ("I interned at the Bureau for Maps and Charts.", ["Bureau for Maps and Charts"]),
    ],
)
def test_two_places_joined_by_and_are_two_posts(sentence, found):
    assert [e.organization for e in experience_from_prose([sentence])] == found


def test_the_position_sought_with_enthusiasm_is_no_post():
    lines = [
        "Please accept this note of my enthusiasm for the Data Analyst position at the Bureau "
        "of Tidal Records."
    ]
    assert experience_from_prose(lines) == []


def test_rows_opening_with_a_bracketed_date_range_are_posts():
    lines = [
        "[02/2022-current] Halvorsen, Data Engineer, Bergen, Norway",
        "",
        "[05/2019-01/2022] Corvex, Platform Developer, Tallinn, Estonia",
    ]
    found = [(e.organization, e.role, e.start_year, e.end_year) for e in extract_experience(lines)]
    assert found == [
        ("Halvorsen", "Data Engineer", 2022, None),
        ("Corvex", "Platform Developer", 2019, 2022),
    ]


def test_time_spent_at_places_listed_in_one_sentence_are_posts():
    lines = [
        "During college I spent two summers at Quorra Mapping Group, helping the survey team.",
        "Since then I spent some time as an intern with kind hosts: at Tessaly Labs in 2023 with "
        "Bo Pell and Ida Wren, at Corvex working with Ansel Quorn in 2021 and 2022, and at "
        "Halvorsen with Tova Rime.",
        "I spent a semester at Orrin University studying kelp.",
    ]
    found = {(e.organization, e.start_year, e.end_year) for e in experience_from_prose(lines)}
    assert found == {
        ("Quorra Mapping Group", None, None),
        ("Tessaly Labs", 2023, 2023),
        ("Corvex", 2021, 2022),
        ("Halvorsen", None, None),
    }


def test_a_unit_in_prose_is_named_with_its_host_institution_after_a_department():
    lines = [
        "For two years I have been a researcher at the Mapping group in the Faculty of Tidal "
        "Studies, Orrin Institutet.",
        "Before this I was a data engineer at the Kelp Lab, writing loaders.",
    ]
    found = [e.organization for e in experience_from_prose(lines)]
    assert found == ["Mapping group at Orrin Institutet", "Kelp Lab"]


def test_a_company_called_by_its_name_in_a_sentence_about_work_is_a_post():
    lines = [
        "I also did a paid internship in a small mapping company called Tessaly Survey Works "
        "for a year.",
        "I hope to join a startup called Quorra Maps.",
    ]
    assert [e.organization for e in experience_from_prose(lines)] == ["Tessaly Survey Works"]


def test_a_post_announced_only_in_a_news_item_is_read_with_its_date(parse_text):
    page = (
        "---\ntitle: About\n---\n\n"
        "I am a second-year PhD student at Orrin University, where I map kelp forests.\n"
        "In 2021 I was a research intern at Brackwater Centre for Artificial Intelligence.\n\n"
        "## News\n\n"
        "- [06/2024] Joined Quorra Labs as a research intern.\n"
        "- [05/2023] Started my summer internship at Halvorsen Robotics.\n"
        "- [09/2022] Started my PhD at Orrin University.\n"
        "- [07/2021] Started my internship at Brackwater Centre for AI.\n"
        "- [01/2026] Will join Tessaly Maps as an engineer.\n"
    )
    posts = parse_text(page, "about.md", kind="homepage").experience
    assert [(e.organization, e.role, e.start_year) for e in posts] == [
        ("Brackwater Centre for Artificial Intelligence", "research intern", 2021),
        ("Quorra Labs", "research intern", 2024),
        ("Halvorsen Robotics", None, 2023),
    ]


@pytest.mark.parametrize(
    "sentence, found",
    [
        (
            "Besides, I carried out wet-lab research through the Tessel Lab at Orrin State "
            "University, running gels.",
            ["Tessel Lab at Orrin State University"],
        ),
        ("I did research in Machine Learning with Prof. Bo Pell.", []),
        ("I hope to do research at the Kelp Lab next year.", []),
    ],
)
def test_research_done_at_a_lab_is_a_post(sentence, found):
    assert [e.organization for e in experience_from_prose([sentence])] == found


@pytest.mark.parametrize(
    "sentence, found",
    [
        (
            "Before that, I worked as a backend developer for Quorra Research Oslo.",
            [("Quorra Research Oslo", "backend developer")],
        ),
        ("I served as a mentor for Kelp Coders.", []),
        ("I would love to start working as an engineer for Tessaly.", []),
    ],
)
def test_worked_as_a_title_for_an_employer_is_a_post(sentence, found):
    assert [(e.organization, e.role) for e in experience_from_prose([sentence])] == found


@pytest.mark.parametrize(
    "sentence, found",
    [
        (
            "I work as a data engineer for Quorra Maps at Oslo City.",
            [("Quorra Maps", "data engineer")],
        ),
        (
            "Following the master's, I was hired as a research engineer at the Cloud Kelp "
            "department of Tessaly in Bergen.",
            [("Cloud Kelp department of Tessaly", "research engineer")],
        ),
    ],
)
def test_the_employer_of_a_unit_or_before_a_town_is_the_post_place(sentence, found):
    assert [(e.organization, e.role) for e in experience_from_prose([sentence])] == found


def test_a_club_listed_under_work_experience_is_no_employer(parse_text):
    text = (
        "Mira Calloway\nmira@example.org\n\nWork Experience\n"
        "Brindle Analytics\tPortland, OR\nData Intern\tJune 2023 – August 2023\n"
        "• Cleaned sensor logs.\n"
        "Puzzle Design Club (Harwick University)\tPortland, OR\n"
        "Programming Member\tJan. 2022 – Oct. 2022\n• Built a card game.\n"
    )
    posts = [(e.organization, e.role) for e in parse_text(text, "cv.txt").experience]
    assert posts == [("Brindle Analytics", "Data Intern")]


def test_a_club_and_a_wrapped_bullet_in_a_teaching_section_are_no_teaching_posts():
    lines = [
        "Teaching Assistant",
        "• TA for ZX101 - Intro to Widgets in Fall ’23, course for freshers",
        "Orbit Robotics Club, Harwick University",
        "• Coordinator, 2022-23: ran build nights and organised demos in",
        "Spring Expo, Robotics Week at HU",
        "• Member, 2021-22: wrote contest problems",
    ]
    assert teaching_entries(lines) == []


def test_a_short_bullet_of_two_sentences_over_the_next_employer_is_no_employer():
    lines = [
        "QUILLMARK CO. | Software Developer",
        "2015 | Dayton, OH",
        "• Developed a crop forecast dashboard. ReactJS on AWS",
        "",
        "HALBERD, L.P. | Financial Software Engineer",
        "2011 - 2014 | Toledo, OH",
        "• Maintained a bond pricing engine.",
    ]
    found = [(e.organization, e.role) for e in extract_experience(lines)]
    assert found == [
        ("QUILLMARK CO", "Software Developer"),
        ("HALBERD, L.P", "Financial Software Engineer"),
    ]


def test_a_long_title_dash_employer_row_under_its_dates_names_the_employer():
    lines = [
        "2024 – Present | Tarn, Chile",
        "RESEARCH COLLABORATOR – Quiet Waters Modelling Lab, Department of CSE, Tarn Polytechnic",
        "Supervisor: Ilse Varga (Assistant Professor)",
        "• Segmented river surveys.",
        "",
        "Oct 2025 – Present | Dorn, Chile",
        "RESEARCH INTERN – Centre for Coastal Survey and Hydrography",
        "(CCSH), Dorn Maritime University, Chile",
        "• Labelled tide gauges.",
    ]
    found = [(e.organization, e.role, e.start_year) for e in extract_experience(lines)]
    assert found == [
        (
            "Quiet Waters Modelling Lab, Department of CSE, Tarn Polytechnic",
            "RESEARCH COLLABORATOR",
            2024,
        ),
        (
            "Centre for Coastal Survey and Hydrography (CCSH), Dorn Maritime University",
            "RESEARCH INTERN",
            2025,
        ),
    ]


def test_an_office_under_the_dated_employer_row_is_a_unit_of_that_employer():
    lines = [
        "Korvath\tJan 2025 - Present",
        "Applied Technology Office",
        "• Trained surrogate models for fluid solvers.",
        "",
        "Lumen Fieldworks GmbH\tOct 2022 - April 2023",
        "Working Student",
        "• Ran benchmark cases.",
    ]
    found = [(e.organization, e.role) for e in extract_experience(lines)]
    assert found == [("Korvath", None), ("Lumen Fieldworks GmbH", "Working Student")]


def test_attending_a_conference_is_no_position():
    lines = [
        "June 2023 Attend, Symposium of Applied Vision(SAV)\tOslo, Norway",
        "July 2022 Attended, WORLD FORUM ON ROBOT LEARNING(WFRL)\tLisbon, Portugal",
        "July 2020 - Feb. 2022\tResearch Intern, Quartz Imaging Lab, Pellham University",
    ]
    found = [(e.organization, e.role) for e in extract_experience(lines)]
    assert found == [("Quartz Imaging Lab, Pellham University", "Research Intern")]


def test_role_left_and_employer_before_its_country_right_over_a_dated_topic_row():
    lines = [
        "Research Internship",
        "Quelmara Orbital, France",
        "Thermal Modelling\tJun - Sep 2023",
        "• Tuned heat models for small satellites.",
        "AI Consultant - Speech\tVarnish Atelier, France",
        "Speech Search Tools\t2023 – 2024",
        "AI Consultant - Vision\tPellucid, Belgium",
        "Drone Vision Kit\t2023 – 2024",
    ]
    found = [(e.organization, e.role, e.start_year) for e in extract_experience(lines)]
    assert found == [
        ("Quelmara Orbital", "Research Internship", 2023),
        ("Varnish Atelier", "AI Consultant", 2023),
        ("Pellucid", "AI Consultant", 2023),
    ]


def test_a_name_before_a_country_is_an_employer_only_where_no_city_is_known():
    assert name_before_country("Quelmara Orbital, France") == "Quelmara Orbital"
    assert name_before_country("Lyon, France") is None
    assert name_before_country("Some Lab, Lyon, France") is None


def test_a_teaching_section_of_dated_role_org_rows_keeps_employers_that_are_no_university(
    parse_text,
):
    text = (
        "Oda Brevik\noda@example.org\n\nTeaching\n"
        "2022 — now\tLecturer and methodologist, Applied Vision Course, Halden State University\n"
        "Designing the labs and giving the lectures.\n"
        "2019 — now\tTeaching Assistant, Tarnby School of Data (TSD)\n"
        "Leading seminars on deep learning.\n"
        "2020 — 2022\tLecturer and methodologist, Brightmoor Academy\n"
        "Lectures on image models.\n"
    )
    posts = [(e.organization, e.role) for e in parse_text(text, "cv.txt").experience]
    assert posts == [
        ("Halden State University", "Lecturer and methodologist"),
        ("Tarnby School of Data (TSD)", "Teaching Assistant"),
        ("Brightmoor Academy", "Lecturer and methodologist"),
    ]


def test_a_date_range_and_a_place_wrapped_around_the_entry_row_are_read_with_it():
    lines = [
        "July 2020 -\tHalden",
        "Research Intern, Quiet Vision Software Laboratory(QVSLab)",
        "Feb. 2022\tCity",
    ]
    found = [(e.organization, e.role, e.start_year, e.end_year) for e in extract_experience(lines)]
    assert found == [("Quiet Vision Software Laboratory(QVSLab)", "Research Intern", 2020, 2022)]


def test_a_dated_title_without_an_employer_is_no_position(parse_text):
    text = (
        "Tamsin Okonjo\ntamsin@example.org\n\nProfessional Experience\n"
        "2022 – At present\tSenior GPU Engineer at Fennick\n"
        "Wrote compute kernels for encrypted arithmetic.\n\n"
        "2013 – 2014\tBusiness Intelligence Analyst.\n"
        "Quorvale, Tarn - SP - Chile.\n"
        "Automated database extraction for two retail ventures.\n"
    )
    posts = [(e.organization, e.role) for e in parse_text(text, "cv.txt").experience]
    assert ("Business Intelligence Analyst", None) not in posts
    assert names_title("Business Intelligence Analyst") and not names_title("Semantic Scholar/AI2")


def test_a_part_taken_in_an_event_is_no_employer(parse_text):
    text = (
        "Ishita Varman\nishita@example.org\n\nExperience\n"
        "Data Intern\tMay 2024 – Jul 2024\nQuorvale Analytics\n• Cleaned sales data.\n"
        "Organizer\tMar 2023\nNorthmoor Code Sprint 2023\n"
    )
    posts = [(e.organization, e.role) for e in parse_text(text, "cv.txt").experience]
    assert ("Quorvale Analytics", "Data Intern") in posts
    assert not any(org == "Organizer" for org, _ in posts)


def test_a_post_in_a_student_chapter_at_a_university_is_no_employment_there(parse_text):
    text = (
        "Ishita Varman\nishita@example.org\n\nExperience\n"
        "Data Intern\tMay 2024 – Jul 2024\nQuorvale Analytics\n• Cleaned sales data.\n"
        "Technical Lead\t2023 – 2024\nRobotics Society Student Chapter, Velmora University\n"
        "• Ran two build nights.\n"
        "Core Member\t2022 – 2023\nOpen Source Clubs, Velmora University\n"
    )
    posts = [(e.organization, e.role) for e in parse_text(text, "cv.txt").experience]
    assert posts == [("Quorvale Analytics", "Data Intern")]


def test_titles_and_employers_set_as_sentences_with_dashed_places():
    lines = [
        "2022 – At present\tSenior GPU Engineer",
        "Fennick, Lyon - France.",
        "Wrote kernels for encrypted arithmetic.",
        "",
        "2013 – 2014\tBusiness Intelligence Analyst.",
        "Quorvale, Tarn - SP - Chile.",
        "Automated database extraction for two retail ventures.",
    ]
    found = [(e.organization, e.role, e.start_year, e.end_year) for e in extract_experience(lines)]
    assert found == [
        ("Fennick", "Senior GPU Engineer", 2022, None),
        ("Quorvale", "Business Intelligence Analyst", 2013, 2014),
    ]


def test_a_supervised_research_topic_is_no_employer():
    lines = [
        "Apr 2023 – Oct 2023\tTide Forecasting (supervisor: Ansel Quorn)",
        "• Read papers on optical flow.",
        "Harbour Currents Estimation\tDorn, Chile",
        "SUPERVISOR: DR. PELL\tJan. 2023 – Present",
        "• Reviewed drive test studies.",
        "Aug 2021 – May 2022\tCoastal Radar Study (supervisor: Ida Crane)",
        "Brackwater Sensing Lab, Tarn Polytechnic",
    ]
    found = [(e.organization, e.role) for e in extract_experience(lines)]
    assert found == [("Brackwater Sensing Lab, Tarn Polytechnic", None)]


def test_a_sector_after_the_title_is_a_unit_of_the_employer_row_above():
    lines = [
        "Harrow Allfinanz\tPoznań, Poland",
        "Branch Manager, Retail lending sector\t04.2012 – 04.2013",
        "Brindle Polska\tPoland",
        "Representative, Financial services sector\t01.2012 – 04.2013",
    ]
    found = [(e.organization, e.role) for e in extract_experience(lines)]
    assert found == [("Harrow Allfinanz", "Branch Manager"), ("Brindle Polska", "Representative")]


def test_a_teaching_bullet_wrapped_before_its_university_keeps_the_post():
    lines = [
        "• Mentoring a summer student at Harwick University (Jun 2024-Now)",
        "• Teaching Assistant. ZX 210: Widgets, Gadgets and the Design of Small Machines,",
        "  Spring 2024, Harwick University.",
        "• Lecturer. ZX 101: Intro to Widgets, Summer 2023, Harwick University.",
    ]
    found = [(e.organization, e.role, e.start_year) for e in teaching_entries(lines)]
    assert found == [
        ("Harwick University", "Teaching Assistant", 2024),
        ("Harwick University", "Lecturer", 2023),
    ]


def test_my_experience_at_a_company_and_a_sentence_opening_at_it_name_employers():
    lines = [
        "Looking back, my experience at Quellwood taught me patience.",
        "At Brindlemark, I led the rebuild of their billing pages.",
    ]
    assert [(e.organization, e.role) for e in experience_from_prose(lines)] == [
        ("Quellwood", None),
        ("Brindlemark", None),
    ]


def test_a_mentorship_experience_section_lists_students_not_positions(parse_text):
    cv = "\n".join(
        [
            "Pella Okonjo",
            "pella.okonjo@example.org",
            "EXPERIENCE",
            "Research Intern, Tarnow Instruments\tJun 2023 - Aug 2023",
            "MENTORSHIP EXPERIENCE",
            "Undergraduate Students",
            "Rudo Vance, Physics, Eastmere University\tSpring 2024",
            "Ilse Marrow, Computer Science, Eastmere University\tFall 2024 - present",
        ]
    )
    profile = parse_text(cv, "cv.txt", "cv")
    assert [e.organization for e in profile.experience] == ["Tarnow Instruments"]


def test_a_kind_of_post_in_brackets_after_the_rows_year_keeps_the_row():
    lines = [
        "• Analyst, Corvell Freight, 2021 - present",
        "• Junior Researcher, Ostrava Signal Lab, 2019 (Internship, final-year project)",
        "• Web Developer, Lindqvist Media, 2018 (Part-time)",
    ]
    found = [(e.organization, e.role, e.start_year) for e in extract_experience(lines)]
    assert found == [
        ("Corvell Freight", "Analyst", 2021),
        ("Ostrava Signal Lab", "Junior Researcher", 2019),
        ("Lindqvist Media", "Web Developer", 2018),
    ]


def test_an_employer_before_a_small_town_and_its_state_is_no_place():
    lines = [
        "Prep Cook",
        "Juniper Grill, Wellsboro, PA\tJune 2020 - May 2022",
        "• Kept the line stocked during rush hours",
    ]
    assert [e.organization for e in extract_experience(lines)] == ["Juniper Grill"]
    assert is_location("Wellsboro, Tioga County, PA")


def test_a_place_and_dates_sub_bullet_dates_the_role_bullet_above():
    lines = [
        "• Data Engineer, Morrowfield Analytics",
        "",
        "• Porto, Portugal, Feb 2023 – present",
        "• Rebuilt the nightly ingestion jobs for three customers",
        "",
        "• Research Intern, Velmar Institute of Optics",
        "",
        "• Ghent, Belgium, Jun 2021 – Sep 2021",
        "• Calibrated a tunable laser bench, 2021",
    ]
    found = [(e.organization, e.role, e.start_year, e.end_year) for e in extract_experience(lines)]
    assert found == [
        ("Morrowfield Analytics", "Data Engineer", 2023, None),
        ("Velmar Institute of Optics", "Research Intern", 2021, 2021),
    ]


def test_a_town_before_its_us_state_written_out_is_a_place_not_an_employer():
    assert is_location("Hollowell, Oregon") and is_location("Palo Alto, California")
    assert not is_location("Quimby Labs, Oregon")
    lines = [
        "Data Engineering Intern\tHollowell, Oregon",
        "Quimby Tire Works\tJune 2022 - September 2022",
        "• Wrote tests for the warehouse",
    ]
    assert [(e.organization, e.role) for e in extract_experience(lines)] == [
        ("Quimby Tire Works", "Data Engineering Intern")
    ]


def test_a_bare_title_and_a_bar_before_a_name_and_its_country_names_the_employer():
    lines = [
        "Mechanical Engineer -Intern | Vostrava Gears, India\tNov 2020 – Jan 2021",
        "• Ran a root-cause analysis of spindle faults",
    ]
    assert [(e.organization, e.role) for e in extract_experience(lines)] == [
        ("Vostrava Gears", "Mechanical Engineer -Intern")
    ]


def test_an_internship_in_a_unit_at_its_company_names_the_company():
    sentence = "In 2021 I interned at the Field Robotics division at Quarrelton Tools."
    assert [e.organization for e in experience_from_prose([sentence])] == [
        "Field Robotics division at Quarrelton Tools"
    ]
    # A unit at a unit of a university: one post, at the university named last.
    sentence = (
        "I am a research assistant at the Soil Models group at the Department of Earth "
        "Sciences, Varnholm University."
    )
    assert [e.organization for e in experience_from_prose([sentence])] == [
        "Soil Models group at Varnholm University"
    ]


def test_the_kind_of_a_project_beside_its_topic_is_no_employer():
    lines = [
        "Speech Tagging for Low-Resource Dialects | R&D Project\t(Feb’24 - Jun’24)",
        "Guide: Prof. Ilsa Voronova\tOrdmark Institute",
        "• Built a tagger",
        "Tidal Sensor Firmware | Course Project\t(Aug’23 - Nov’23)",
        "• Wrote a driver",
    ]
    assert [e.organization for e in extract_experience(lines)] == ["Ordmark Institute"]


def test_bracketed_year_dot_month_dates_lead_each_post():
    # "[2021.04 – Present]": the month after the year, as East Asian CVs date a post.
    lines = [
        "[2021.04 – Present] Staff Scientist, Northwind Analytics Inc.",
        "Builds forecasting tools.",
        "[2019.08 – 2020.12] Research Intern, Contoso Labs",
        "Worked on sensor fusion.",
        "[2017.08] Engineering Intern, Fabrikam Corp.",
    ]
    found = [(e.organization, e.role, e.start_year, e.end_year) for e in extract_experience(lines)]
    assert found == [
        ("Northwind Analytics Inc.", "Staff Scientist", 2021, None),
        ("Contoso Labs", "Research Intern", 2019, 2020),
        ("Fabrikam Corp.", "Engineering Intern", 2017, 2017),
    ]


def test_employer_row_with_a_dashed_note_on_its_partners():
    # A Word CV's "Title / Employer – note / dates" stack: the note names no employer.
    lines = [
        "Platform Lead",
        "Quarry Makers – The Harbor Office of the Port in partnership with The Tidewater Council -",
        "March 2021–Present",
        "• Ran the build farm.",
    ]
    found = [(e.organization, e.role, e.start_year) for e in extract_experience(lines)]
    assert found == [("Quarry Makers", "Platform Lead", 2021)]


def test_role_and_dates_bullet_with_the_employer_on_the_sub_bullet():
    # A site's CV page: "* Role, Mon YYYY - Mon YYYY" with the employer nested below it.
    lines = [
        "• Research Intern, Feb 2024 - Jun 2024",
        "• Harrowgate Robotics Lab",
        "• Mentor: Ilse Varga",
        "",
        "• Visiting Student, Sep 2022 - Jan 2023",
        "",
        "• Tallis Institute of Optics (Imaging Group)",
        "• Advisor: Omar Quist",
    ]
    found = [(e.organization, e.role, e.start_year, e.end_year) for e in extract_experience(lines)]
    assert found == [
        ("Harrowgate Robotics Lab", "Research Intern", 2024, 2024),
        ("Tallis Institute of Optics (Imaging Group)", "Visiting Student", 2022, 2023),
    ]


def test_news_items_dated_after_the_post_they_announce():
    items = [
        "• Joined Pellucid Networks Ltd. as Radio Planning Engineer (March 2019)",
        "• Passed my qualifying exam (May 2021)",
        "• Started Ph.D. in Acoustics, Marlow Polytechnic (Sept 2022)",
        "• Joined Vantor Grid as a field engineer (July 2017)",
    ]
    found = [(e.organization, e.start_year) for e in experience_from_news(items)]
    assert found == [("Pellucid Networks Ltd.", 2019), ("Vantor Grid", 2017)]


def test_a_degree_row_listed_under_experience_is_no_post(parse_text):
    page = "\n".join(
        [
            "# Orsolya Venn",
            "",
            "## Experience",
            "",
            "- **2023.09 - now:** Research Engineer, Fennmoor Robotics.",
            "- **2019.09 - 2023.06:** MS, School of Marsh Sciences, Tarnwick University.",
            "- **2015.09 - 2019.06:** BSc, Department of Physics, Tarnwick University.",
        ]
    )
    found = parse_text(page, "about.md", kind="homepage").experience
    assert [(e.organization, e.role) for e in found] == [("Fennmoor Robotics", "Research Engineer")]


def test_bulleted_unit_and_parent_rows_over_titled_dates():
    # A team before its company, a department split from its university by a justified
    # gap, an acronym after a campus city and a work mode before the place.
    lines = [
        "INTERNSHIPS",
        "• Ranking org, Quillio Inc.\tOslo, Norway",
        "Applied Scientist Intern with Ann Roe\tJun. 2023 - Aug. 2023",
        "Project: search ranking",
        "• Department of Physics, University of Norland, Halden (UNH)\tHalden, Norway",
        "Visiting Student in Professor Bo Lin's Group\tJul. 2021 – Sep. 2021",
        "Project: optics",
        "• Department of Biology, University\tof Eastmarch\t(Remote) Bergen, Norway",
        "Research Intern in Professor Cy Dahl's Group\tJan. 2022 – Aug. 2022",
        "Project: cells",
        "• School of Arts,\tUniversity of Westfold\tTromsø, Norway",
        "Research Intern in Professor Di Moe's Group\tAug. 2020 – Jan. 2021",
    ]
    found = [(e.organization, e.start_year) for e in extract_experience(lines)]
    assert found == [
        ("Ranking org, Quillio Inc.", 2023),
        ("Department of Physics, University of Norland, Halden (UNH)", 2021),
        ("Department of Biology, University of Eastmarch", 2022),
        ("School of Arts, University of Westfold", 2020),
    ]


def test_a_teaching_line_names_its_host_in_capitals_before_the_term():
    lines = [
        "Teaching Assistant, Linear Algebra\tQMU Maths, Spring 2021",
        "TA of Statistics QMU EE, Fall 2019",
        "Teaching Assistant, CS 101, Fall 2018",
        "Winner, ACM ICPC, Fall 2017",
    ]
    found = [(e.organization, e.role, e.start_year) for e in teaching_entries(lines)]
    assert found == [
        ("QMU Maths", "Teaching Assistant", 2021),
        ("QMU EE", "TA", 2019),
    ]


def test_a_biography_in_the_third_person_states_its_owners_posts():
    lines = [
        "Ilse Varga is a PhD student at Dunmore University. She is also a visiting researcher "
        "at Orrin Institute and Westmark Hospital, hosted by Dr. Ann Roe.",
        "Her work is funded by Quillio Labs.",
    ]
    found = [(e.organization, e.role) for e in experience_from_prose(lines, third_person=True)]
    assert found == [
        ("Orrin Institute", "visiting researcher"),
        ("Westmark Hospital", "visiting researcher"),
    ]
    # In a letter "he" is someone else: a professor's post is not the writer's.
    letter = ["I worked with Prof. Bo Lin last year. He is a lecturer at Orrin Institute."]
    assert experience_from_prose(letter) == []


def test_joining_a_named_project_is_no_post():
    lines = [
        "Last spring I joined the Quillfish project, working with Dr. Ann Roe on audio models.",
        "In 2022 I joined the Orrin Institute as a visiting student for one summer.",
    ]
    assert [e.organization for e in experience_from_prose(lines)] == ["Orrin Institute"]


def test_dashed_team_rows_under_one_employer_row_stay_the_employers():
    lines = [
        "",
        "Harrow & Vell Analytics",
        "",
        "Platform Lead – Payments Team (Feb 2024 – Present)",
        "",
        "Ran the payment product releases.",
        "",
        "Platform Lead – Support Squad (Oct 2022 – Jan 2024)",
        "",
        "Oversaw the support rota.",
        "",
        "Junior Analyst (Mar 2019 – Sep 2022)",
        "",
        "Built desktop tools.",
    ]
    found = [(e.organization, e.role, e.start_year) for e in extract_experience(lines)]
    assert found == [
        ("Harrow & Vell Analytics", "Platform Lead", 2024),
        ("Harrow & Vell Analytics", "Platform Lead", 2022),
        ("Harrow & Vell Analytics", "Junior Analyst", 2019),
    ]


@pytest.mark.parametrize(
    "name",
    [
        "Cobalto y Asociados (Cobalto S.A.S)",
        "Quenda Ltda.",
        "PT. Sinar Tenggara Makmur",
        "Lembah Hijau Sdn Bhd",
        "Vossen Dijk B.V.",
        "Marisol Pte Ltd",
    ],
)
def test_a_legal_form_names_a_company(name):
    assert org_score(name) == NAMED_ORG


@pytest.mark.parametrize("text", ["Head of SAS programming", "Adelaide, SA", "PTA liaison"])
def test_letters_like_a_legal_form_name_no_company(text):
    assert org_score(text) != NAMED_ORG


def test_an_employer_row_with_a_work_mode_in_its_place_cell():
    lines = [
        "MACHINE LEARNING ENGINEER | APRIL 2023 – MAY 2024",
        "Tolvane Systems | Remote",
        "",
        "• Built a triage model for clinic notes.",
        "DATA ANALYST | JULY 2022 – JANUARY 2024",
        "Brisko Platform | Hybrid",
    ]
    assert [e.organization for e in extract_experience(lines)] == [
        "Tolvane Systems",
        "Brisko Platform",
    ]


def test_the_kind_of_post_and_a_dashed_country_note_after_the_employer_are_no_part_of_it():
    from parsing.orgs import trim_org

    assert trim_org("Quillio Part-time, Remote") == "Quillio"
    assert trim_org("Brightloop Full-time") == "Brightloop"
    assert trim_org("Volta Labs Europe (Tartu-Estonia)") == "Volta Labs Europe"
    assert trim_org("Pelican (A bakery chain- Chile)") == "Pelican"
    assert trim_org("Harbor Signal Group (HSG)") == "Harbor Signal Group (HSG)"


def test_the_kind_of_post_after_an_employer_over_the_title_is_no_part_of_it(parse_text):
    text = (
        "Ilse Vantorre\nilse.vantorre@example.org\n\n"
        "Experience\n"
        "Data Analyst\n"
        "Quillio Part-time, Remote\n"
        "Time Period: March 2021 - May 2023\n"
        "• Built forecasting models for a chain of bakeries.\n"
    )
    profile = parse_text(text, "cv.txt")
    assert [e.organization for e in profile.experience] == ["Quillio"]


def test_a_letterheads_post_and_employer_under_the_name(parse_text):
    """ "Name, PhD" / post / employer stacked at a letter's top: the writer's post; an
    addressee block further down ("Hiring Manager" / a company) is not."""
    letter = (
        "Odile Marchetti, PhD\nSenior Lecturer\nHarrowgate University\nodile.example.org\n\n"
        "Hiring Manager\nQuillon Analytics\n\n"
        "Dear Hiring Manager,\n\n"
        "I am writing to apply for the data scientist post on your team. For six years I have "
        "designed field surveys and taught statistics to large undergraduate classes.\n\n"
        "Sincerely,\nOdile Marchetti\n"
    )
    profile = parse_text(letter, "letter.txt", "cover_letter")
    assert [(e.organization, e.role) for e in profile.experience] == [
        ("Harrowgate University", "Senior Lecturer")
    ]


def test_two_posts_at_one_place_each_with_its_bracketed_years():
    """ "at X as Associate Lecturer for a course (years) and Head Tutor for ... (years)": two
    posts at the one place, the two-word titles whole."""
    found = experience_from_prose(
        [
            "I have taught at Orrin College as Associate Lecturer for Applied Statistics "
            "(2021–2023) and Head Tutor for four terms (2018–2020), as well as at Quillon "
            "University (2016–2017)."
        ]
    )
    assert [(e.organization, e.role, e.start_year, e.end_year) for e in found] == [
        ("Orrin College", "Associate Lecturer", 2021, 2023),
        ("Orrin College", "Head Tutor", 2018, 2020),
        ("Quillon University", None, 2016, 2017),
    ]


def test_a_letters_wrapped_line_about_a_mentor_is_no_post(parse_text):
    """A statement's line wrapped after "Prof. Ann" reads "Roe, head of the X lab at Y" as if
    it were a "Role at Org" line; below the salutation a letter is prose only."""
    letter = (
        "Dear Committee,\n\n"
        "In my third year I began a reading course on coastal erosion under Prof. Ann\n"
        "Roe, head of the Shoreline lab at Quillon University. We met weekly.\n\n"
        "Sincerely,\nTova Rime\n"
    )
    profile = parse_text(letter, "letter.txt", "cover_letter")
    assert [e.organization for e in profile.experience] == []


def test_a_residency_with_a_named_research_group():
    """ "with the X Group as a Y Resident": an industry lab's residency is a post; "with" a
    person is no employer."""
    found = experience_from_prose(
        [
            "These days I study planning under uncertainty with the Quillon Robotics Group as "
            "an AI Resident. I also wrote two surveys with Ann Roe as a co-author."
        ]
    )
    assert [(e.organization, e.role) for e in found] == [("Quillon Robotics Group", "AI Resident")]


def test_a_docx_date_column_beside_its_entries_gives_each_post_its_years(nlp):
    from parsing import parse
    from tests.parsing.test_text_extraction import _date_column_cv

    found = parse(_date_column_cv(), "cv.docx", nlp=nlp).experience
    assert [(e.organization, e.role, e.start_year, e.end_year) for e in found] == [
        ("Quorvale Analytics Inc.", "Data Intern", 2022, 2022),
        ("Lindenfeld University", "Research Assistant", 2020, 2020),
        ("Marrowby Institute", "Lab Technician", 2018, 2019),
    ]


def test_a_teaching_post_at_a_campus_read_twice_is_one_post(parse_text):
    # The dated reading keeps "University of X" and drops the campus; the teaching reader
    # keeps "University of X, Some County": the same employer, not a second post.
    posts = [
        ("Teaching Assistant\t2024", "Lindenfeld University"),
        ("Research Mentor\t2021-2022", "Lindenfeld University"),
        ("Teaching Assistant\t2019-2020", "University of Quorvale, Denver County"),
        ("Math Tutor\t2017-2019", "University of Quorvale, Denver County"),
    ]
    rows = [row for title, place in posts for row in (title, place, "Helped in the course")]
    found = parse_text(
        "\n".join(["Ines Quill", "", "TEACHING EXPERIENCE", *rows]), "cv.txt"
    ).experience
    assert [(e.role, e.start_year) for e in found] == [
        ("Teaching Assistant", 2024),
        ("Research Mentor", 2021),
        ("Teaching Assistant", 2019),
        ("Math Tutor", 2017),
    ]


def test_a_title_run_into_its_employers_name_is_split_at_the_posts_word():
    # Word CVs set "Title Employer, City , Country<tab>dates" on one line, no separator.
    lines = [
        "Doctoral Researcher Quorvale Group, Lyon , France\tApril 2021-Present",
        "• Trained the perception models.",
        "",
        "Vision and Mapping Engineer Marrowby Technology, Porto , Portugal\tMay 2019-March 2021",
        "• Built the mapping pipeline.",
        "",
        "Research Intern Imaging Lab Lindenfeld, Switzerland\tSummer 2017",
        "• Wrote a plugin.",
    ]
    assert [(e.organization, e.role) for e in extract_experience(lines)] == [
        ("Quorvale Group", "Doctoral Researcher"),
        ("Marrowby Technology", "Vision and Mapping Engineer"),
        ("Imaging Lab Lindenfeld", "Research Intern"),
    ]
    assert split_role_org("Student Technology Services") == ("Student Technology Services", None)


def test_a_guide_labelled_after_the_title_is_the_supervisor_not_part_of_the_post():
    lines = [
        "Gripper Simulation | Lindenfeld Technical University\t(May’23 - Jul’23)",
        "Visiting Research Intern, Guide: Dr. Ann Roe",
        "• Modelled a soft gripper.",
    ]
    found = extract_experience(lines)
    assert [(e.organization, e.role, e.mentors) for e in found] == [
        ("Lindenfeld Technical University", "Visiting Research Intern", ["Ann Roe"])
    ]
    # A project's row, its supervisor labelled under it: a project, no post.
    lines = [
        "Bilingual Instruction Tuning | R&D Project, Quorvale\t(Jan’24 - May’24)",
        "Guide: Prof. Ann Roe, CSE, Lindenfeld Institute",
        "• Tuned a model.",
    ]
    assert extract_experience(lines) == []


def test_a_title_with_an_ampersand_in_prose_keeps_its_whole_title():
    found = experience_from_prose(["Besides, I am employed as an R&D developer at Quorvale Labs."])
    assert [(e.organization, e.role) for e in found] == [("Quorvale Labs", "R&D developer")]
    found = experience_from_prose(
        ["She was an R&D intern at Marrowby Institute."], third_person=True
    )
    assert [(e.organization, e.role) for e in found] == [("Marrowby Institute", "R&D intern")]


def test_a_date_column_with_each_entrys_end_above_its_start():
    # Two rows per entry in the left column, the end ("Present", "May 2023") on the title's
    # row and the start on the row below it, with no dash between them.
    lines = [
        "Present\tResearch Engineer, QUILLMARSH LABS, Uruguay",
        "March 2024\tBuilding tide models for small harbours:",
        "• Trained forecasters on sparse gauges.",
        "May 2023\tTeaching Assistant, UNIVERSIDAD DEL ESTUARIO, Chile",
        "August 2020\tSupported the marsh ecology laboratory:",
        "• Graded weekly reports.",
    ]
    entries = extract_experience(lines)
    assert [(e.organization, e.role, e.start_year, e.end_year) for e in entries] == [
        ("QUILLMARSH LABS", "Research Engineer", 2024, None),
        ("UNIVERSIDAD DEL ESTUARIO", "Teaching Assistant", 2020, 2023),
    ]


def test_a_run_of_single_dated_rows_is_no_end_over_start_column():
    lines = [
        "June 2024\tVisiting Researcher, Kelpworth Institute, Peru",
        "May 2024\tResearch Intern, Brinefield Labs, Chile",
        "April 2024\tTeaching Assistant, Universidad del Estuario, Chile",
    ]
    entries = extract_experience(lines)
    assert [(e.organization, e.start_year, e.end_year) for e in entries] == [
        ("Kelpworth Institute", 2024, 2024),
        ("Brinefield Labs", 2024, 2024),
        ("Universidad del Estuario", 2024, 2024),
    ]


def test_an_employer_row_long_only_for_a_short_names_spelled_out_form_heads_its_entry():
    lines = [
        "Research Intern\tOct. 2023 – March 2024",
        "KIST (Kelpford Institute of Science and Technology) — Tide Lab\tThuwal, Saudi Arabia",
        "• Trained small tide models on harbour gauges.",
    ]
    entries = extract_experience(lines)
    assert [(e.organization, e.role, e.start_year, e.end_year) for e in entries] == [
        (
            "KIST (Kelpford Institute of Science and Technology) — Tide Lab",
            "Research Intern",
            2023,
            2024,
        )
    ]


def test_an_undated_markdown_list_of_posts_whose_nesting_was_lost(parse_text):
    rows = [
        "# About",
        "I build small robots and map caves with them.",
        "## Experience",
        "* Undergraduate Research Intern, [Cave Mapping Lab](https://caves.example.edu), "
        "Marrowby Tech",
        "  * Lidar odometry in tunnels",
        "* Independent Study, [Vision Lab](https://vision.example.edu), Marrowby Tech",
        "  * Loop closure",
    ]
    experience = parse_text("\n".join(rows), filename="about.md", kind="homepage").experience
    found = [(e.organization, e.role) for e in experience]
    assert found == [("Cave Mapping Lab, Marrowby Tech", "Undergraduate Research Intern")]


def test_an_awesome_cv_post_in_capitals_under_its_placed_employer(parse_text):
    rows = [
        "Ilse Marrowby",
        "ilse@example.org",
        "",
        "Experience",
        "",
        "Quellberg Analytics\tGdansk, Poland",
        "DATA ENGINEER\tMar. 2022 - Today",
        "• Built pipelines",
        "Northern Coast Guard\tGdansk, Poland",
        "CADET\tJul. 2020 - Apr. 2021",
        "Compulsory service.",
    ]
    experience = parse_text("\n".join(rows), kind="cv").experience
    assert [(e.organization, e.role) for e in experience] == [
        ("Quellberg Analytics", "DATA ENGINEER"),
        ("Northern Coast Guard", "CADET"),
    ]


def test_a_firm_written_in_lower_case_is_known_by_its_legal_form(parse_text):
    bio = "I am a data engineer at [nordwind GmbH](https://nordwind.example.com), in Quellberg."
    profile = parse_text(f"# About Me\n\n{bio}\n", filename="about.md", kind="homepage")
    assert [(e.organization, e.role) for e in profile.experience] == [
        ("nordwind GmbH", "data engineer")
    ]


def test_posts_under_a_work_and_leadership_heading_are_experience(parse_text):
    text = (
        "Tova Rime\ntova@example.org\n\nEDUCATION\nHarbor State University\tPortsmouth, NH\n"
        "B.A. Geology\tExpected May 2027\n\nWORK & LEADERSHIP EXPERIENCE\n"
        "Glacier Dynamics Lab, Harbor State University\tPortsmouth, NH\n"
        "Research Assistant\tJul 2024 – Present\n• Modelled ice flow over coastal shelves.\n"
        "Kestrel Systems Inc.\tBoston, MA\nSoftware Engineering Intern\tJun 2023 – Aug 2023\n"
        "• Built a sensor dashboard.\n\nSKILLS\nPython, Rust\n"
    )
    posts = [(e.organization, e.role, e.start_year) for e in parse_text(text, "cv.txt").experience]
    assert posts == [
        ("Glacier Dynamics Lab, Harbor State University", "Research Assistant", 2024),
        ("Kestrel Systems Inc.", "Software Engineering Intern", 2023),
    ]


def test_a_one_row_post_names_its_employer_first_and_its_team_after_the_role():
    lines = [
        "Brightloop\tRobotics Engineer (full-time)\tMapping Group\t2020.07 − 2021.12",
        "Quellmark (Q+)\tVision Intern\tPerception Group\t2018.09 − 2018.12",
    ]
    posts = [(e.organization, e.start_year) for e in extract_experience(lines)]
    assert posts == [("Brightloop", 2020), ("Quellmark (Q+)", 2018)]


def test_two_dated_teaching_posts_where_no_line_names_a_university_are_kept(parse_text):
    text = "\n".join(
        [
            "Ilse Boxwell",
            "ilse.boxwell@example.org",
            "",
            "Education",
            "B.Sc., Geology, Harbourview University, 2014 - 2019",
            "",
            "Teaching Experience",
            "Tutor, Quillworks Online\t(Jan 2021 - Mar 2021)",
            "• Created and taught a course on map projections",
            "Teaching Assistant, Field Methods Course, HVU\t(Feb 2017 - Jun 2017)",
            "• Graded the field notebooks of forty students",
        ]
    )
    profile = parse_text(text, "cv.txt", "cv")
    assert [(e.organization, e.role, e.start_year) for e in profile.experience] == [
        ("Quillworks Online", "Tutor", 2021),
        ("HVU", "Teaching Assistant", 2017),
    ]


def test_a_teaching_post_over_its_dated_course_rows_spans_their_years():
    lines = [
        "Teaching Assistant, Quorvale University",
        "2025\tGeol 313 Sediment Transport",
        "Geol 230 Field Methods",
        "2023\tGeol 295 Coastal Processes",
        "",
        "Teaching Assistant, Marrowby College",
        "2020\tGeol 101 Rocks and Minerals",
    ]
    assert [(e.organization, e.start_year, e.end_year) for e in teaching_entries(lines)] == [
        ("Quorvale University", 2023, 2025),
        ("Marrowby College", 2020, 2020),
    ]


def test_a_bullet_after_the_dates_column_is_not_part_of_the_post(parse_text):
    text = (
        "Selma Ravnholt\nselma@example.org\n\nEmployment\n\n"
        "2025 – present\t• Postdoctoral Scholar, Northfield University\n"
        "PI: Odile Ferrant\n"
        "2016 – 2019\t⋄ Lab Manager, Easton College.\n"
        "PI: Jonas Belvik.\n"
    )
    jobs = parse_text(text, kind="cv").experience
    assert [(j.organization, j.role, j.start_year) for j in jobs] == [
        ("Northfield University", "Postdoctoral Scholar", 2025),
        ("Easton College", "Lab Manager", 2016),
    ]


def test_a_title_set_apart_from_its_employer_by_a_full_stop():
    assert split_role_org("Post-Doc. Northfield University. Vision Lab.") == (
        "Post-Doc",
        "Northfield University, Vision Lab",
    )
    assert split_role_org("Software Engineer. Acme Tidal Corp.")[0] == "Software Engineer"
    # The title comes first: a wrapped bullet's end ("... for Northfield" / "University MSc.
    # students") names no post.
    assert split_role_org("University MSc. students") == ("University MSc. students", None)


def test_a_course_taught_with_its_school_in_a_wrapped_bracket():
    # "Term<tab>TA, CODE 123: Course (School" over "of Something)": the bracket wrapped; the
    # school it holds hosts the post, and the course's number is no year.
    lines = [
        "Sep-Dec/2021\tTeaching assistant, QEL 2041: Wave Theory (Ostrand University",
        "of Science and Technology)",
        "",
        "Mar-Jun/2020\tTeaching assistant, QEL 2035: Tidal Signals (Ostrand University of",
        "Science and Technology)",
    ]
    host = "Ostrand University of Science and Technology"
    assert [(e.organization, e.start_year, e.end_year) for e in extract_experience(lines)] == [
        (host, 2021, 2021),
        (host, 2020, 2020),
    ]
    assert [(e.organization, e.role) for e in teaching_entries(lines)] == [
        (host, "Teaching assistant"),
        (host, "Teaching assistant"),
    ]
    # A bracket that names a tool, not a school, hosts nothing.
    assert teaching_entries(["Teaching Assistant, Data Analysis (Python)\t2021"]) == []


def test_a_labelled_role_row_under_the_employer():
    lines = [
        "Aug 2020 – July 2023\tAdvanced Institute of Quellwood (AQI), Norvale University",
        "Role: Researcher",
        "",
        "Oct 2021 – Jan 2022\tPorvik Laboratory, Polytech Ostrand",
        "Position: Internship student",
    ]
    assert [(e.organization, e.role) for e in extract_experience(lines)] == [
        ("Advanced Institute of Quellwood (AQI), Norvale University", "Researcher"),
        ("Porvik Laboratory", "Internship student"),
    ]


def test_a_cv_that_states_its_posts_in_sentences(parse_text):
    lines = [
        "Name: Wanjiru Quellmore",
        "Email: wq@example.org",
        "",
        "WORK EXPERIENCE",
        "March 2021 - June 2021",
        "I was employed at Brindlewood Traders Limited as a sales assistant for the holidays.",
        "It taught me patience, teamwork and how to keep the stock records in order.",
    ]
    found = parse_text("\n".join(lines), "cv.txt", kind="cv").experience
    assert [e.organization for e in found] == ["Brindlewood Traders Limited"]


def test_a_bracketed_advisor_after_a_dash_is_no_employer(nlp):
    """ "Research Intern (Advisor - Dr. X)" under the employer's row: the dash inside the
    brackets parts no post from an employer; the employer is the row above."""
    lines = [
        "Coastal Imaging Group\tLakeview, OR",
        "Graduate Lab Member (Mentor - Dr. Mara Quell)\tJan. 2024-Dec. 2024",
        "• Studied how vision models read charts.",
        "Orrin Institute of Science (OIS)\tPune, India",
        "Research Intern (Advisor - Dr. Tomas Vell)\tDec. 2019-June 2020",
        "• Built a simulated dataset.",
    ]
    found = [(e.organization, e.role, e.start_year) for e in extract_experience(lines, nlp=nlp)]
    assert found == [
        ("Coastal Imaging Group", "Graduate Lab Member", 2024),
        ("Orrin Institute of Science (OIS)", "Research Intern", 2019),
    ]


def test_a_canadian_province_or_an_indian_state_ends_the_employer_row_as_its_place(nlp):
    """ "City, Ontario" / "City, Karnataka" written out without the country is a place, as
    "City, Oregon" is."""
    assert is_location("Quelmara, Ontario")
    assert is_location("Dornpur, Karnataka")
    lines = [
        "Event Planner, Brindle Harbour Council, Quelmara, Ontario\tMay 2021 – Aug 2022",
        "• Ran the summer market.",
    ]
    found = [(e.organization, e.role) for e in extract_experience(lines, nlp=nlp)]
    assert found == [("Brindle Harbour Council", "Event Planner")]


def test_a_schools_undergraduate_research_line_under_a_project_is_no_employer(parse_text):
    """A research project's title row, then "Some University Undergraduate Research, advised
    by ...": the school's name for a student's research, no post and no employer."""
    cv = (
        "Tovin Marsh\ntovin.marsh@example.org\n\n"
        "Research Experience\n"
        "Checking Heap Safety of Linked Lists\t2021/01 — 2021/09\n"
        "Harbor State University Undergraduate Research, advised by Prof. Ansel Quorn\t"
        "Lisbon, Portugal\n"
        "• Proved the lookup correct in a proof assistant.\n\n"
        "Work Experience\n"
        "Brindle Media Inc.\t2023/07 — 2024/10\n"
        "Video Software Engineer\tLisbon, Portugal\n"
        "• Tuned the playback engine.\n"
    )
    found = [e.organization for e in parse_text(cv, kind="cv").experience]
    assert found == ["Brindle Media Inc."]


def test_a_post_at_a_school_of_a_university_keeps_the_university():
    sentence = (
        "I'm also a Fellow at the School of Marine Geology, Northwind University of Science"
        " (NUS), where tides are my daily bread."
    )
    entries = experience_from_prose([sentence])
    assert [(e.organization, e.role) for e in entries] == [
        ("School of Marine Geology at Northwind University of Science", "Fellow")
    ]
    sentence = (
        "Since May I have been a tutor at the Department of Tides and the Coastal Models"
        " Laboratory, Harbor City University, Harbor City, Norway."
    )
    assert experience_from_prose([sentence])[0].organization == (
        "Department of Tides at Harbor City University"
    )


def test_more_posts_after_worked_as_for_each_with_its_title_or_the_last():
    sentence = (
        "In those years I worked as a cargo intern for the Fjord Shipping Company, and a lab"
        " trainee for the Northwind Tidal Institute (NTI), and the Harbor City Hospital (HCH)."
    )
    assert [(e.organization, e.role) for e in experience_from_prose([sentence])] == [
        ("Fjord Shipping Company", "cargo intern"),
        ("Northwind Tidal Institute", "lab trainee"),
        ("Harbor City Hospital", "lab trainee"),
    ]


def test_an_icon_read_as_a_bullet_before_the_dates_cell_is_no_list_item():
    lines = [
        "Hydrographic Engineer\t• Mar 2021 – Feb 2023",
        "Orrin Coastal Research\t• Halifax, Canada",
        "",
        "• Built the harbour surge forecasts used by the port.",
        "",
        "Research Associate\t• Jun 2018 – Aug 2019",
        "Pellworth Consulting\t• Halifax, Canada",
    ]
    posts = [(e.organization, e.role, e.start_year, e.end_year) for e in extract_experience(lines)]
    assert posts == [
        ("Orrin Coastal Research", "Hydrographic Engineer", 2021, 2023),
        ("Pellworth Consulting", "Research Associate", 2018, 2019),
    ]


def test_a_bulleted_unit_under_its_employer_gives_way_to_the_employer():
    wrapped = [
        "NORTHMERE INSTITUTE OF TECHNOLOGY",
        "• KAPLAN GROUP OF STOCHASTIC METHODS FOR",
        "LARGE SPARSE SYSTEMS",
        "Junior scientist",
        "March 2017 – June 2019",
    ]
    short = [
        "VELMORA UNIVERSITY OF SCIENCE AND TECHNOLOGY",
        "• GEOMETRY CENTER",
        "Research intern",
        "April 2020 – May 2020",
    ]
    posts = [(e.organization, e.role) for e in extract_experience(wrapped)]
    posts += [(e.organization, e.role) for e in extract_experience(short)]
    assert posts == [
        ("NORTHMERE INSTITUTE OF TECHNOLOGY", "Junior scientist"),
        ("VELMORA UNIVERSITY OF SCIENCE AND TECHNOLOGY", "Research intern"),
    ]


def test_an_employer_written_into_the_place_slot_of_the_dated_row_is_kept():
    lines = [
        "Signal Bridge Prototype",
        "Summer Internship",
        "Jun 2019 – Sep 2019\tKorvex, Braga, Portugal",
        "• Designed a converter board used to debug dashboard units.",
        "",
        "Firmware Engineer",
        "Taldor Systems",
        "Jan 2021 – Present\tPorto, Portugal",
    ]
    posts = [(e.organization, e.start_year) for e in extract_experience(lines)]
    assert posts == [("Korvex", 2019), ("Taldor Systems", 2021)]


def test_a_long_bar_chain_after_a_date_cell_heads_its_post():
    lines = [
        "Sep 2014\tVisiting student | Tidal Dynamics Group | Holmvik University | Oslo, Norway",
        "Supervisor: Prof. Ansgar Lunde",
        "Jun 2013\tIntern | Department of Wave Theory | K.L. Varrow Institute of Ocean Physics"
        " | Kazan, Russia",
        "Supervisor: Dr. Petra Ilves",
    ]
    posts = [(e.organization, e.role, e.start_year) for e in extract_experience(lines)]
    assert posts == [
        ("Holmvik University", "Visiting student", 2014),
        ("K.L. Varrow Institute of Ocean Physics", "Intern", 2013),
    ]


def test_an_event_title_over_its_employer_over_dates_and_a_noted_place():
    lines = [
        "(Senior) Data Analyst",
        "quarnel",
        "• May 2022 - December 2024\t• Munich, GER (fully remote)",
        "• Ran the forecasting models of forty plants.",
        "",
        "Internship in Colloid Physics",
        "Holmvik University",
        "• May 2017 – Aug 2017\t• Kade 12 - Amsterdam, NL",
    ]
    posts = [(e.organization, e.role, e.start_year) for e in extract_experience(lines)]
    assert posts == [
        ("quarnel", "(Senior) Data Analyst", 2022),
        ("Holmvik University", "Internship in Colloid Physics", 2017),
    ]


def test_a_one_letter_sidebar_item_at_the_end_of_a_dated_row_is_no_employer():
    lines = [
        "2021\tData Analyst\tR",
        "| Quorvel Maps\t• Boston, MA, USA\tJulia",
        "2020\tBuilt dashboards of the traffic counts for the city.",
    ]
    posts = [(e.organization, e.role) for e in extract_experience(lines)]
    assert posts == [("Quorvel Maps", "Data Analyst")]


def test_a_sentence_opening_at_the_employer_after_a_time_word_names_a_position():
    """ "Previously, at X, I performed ...": a letter's employer named after a time word, its
    name maybe running on past a comma ("Ministry of Fisheries, Parks and Tourism")."""
    lines = [
        # What the work served ("the National Plan") places nothing in the future.
        "Before that, at the Ministry of Fisheries, Parks and Tourism, I performed data "
        "cleaning to inform the National Plan on Reefs.",
        "Later, at Quorvane Robotics, I developed the controller of a warehouse arm.",
        "Previously, at Harrow University, I studied control theory and signal processing.",
        "Then, at Harrow University, I built a small robot for a course.",
    ]
    found = [e.organization for e in experience_from_prose(lines)]
    assert found == ["Ministry of Fisheries", "Quorvane Robotics"]


def test_a_letters_employer_by_its_short_form_takes_the_name_it_spells_out(parse_text):
    """A statement names the employer in full once, "(OIMS)" after it, then by the short form
    alone; an investigator is a post."""
    letter = (
        "Statement of Purpose\n\n"
        "I have had the chance to work on ocean models at Brookfield University and at the "
        "Orlin Institute for Marine Science (OIMS), and I would like to continue in a PhD.\n\n"
        "As a Junior Research Investigator at OIMS, advised by Tova Rime, I built a model of "
        "the tides around the northern islands and measured how well it forecast them.\n\n"
        "Sincerely,\nMarn Quillby\n"
    )
    profile = parse_text(letter, "statement.txt")
    assert [(e.organization, e.role) for e in profile.experience] == [
        ("Orlin Institute for Marine Science", "Junior Research Investigator")
    ]


def test_a_group_named_after_its_head_leaves_the_institution_as_employer():
    role, org = split_role_org("Visiting Research Student at Hedda Lunquist's Group, KVAST")
    assert (role, org) == ("Visiting Research Student", "KVAST")


def test_a_season_before_a_teaching_line_is_no_employer():
    assert trim_org("Winter") is None
    assert trim_org("Spring term") is None


def test_a_profile_site_badge_is_no_position():
    assert split_role_org("Google Scholar | Citations") == (None, None)


def test_a_clause_led_by_a_preposition_is_no_title():
    found = experience_from_prose(
        ["I am also a researcher @ Kestrel Labs, partnering with research & engineer teams @"
         " Kestrel Robotics for Drone Mapping."],
        third_person=True,
    )  # fmt: skip
    assert [(e.organization, e.role) for e in found] == [("Kestrel Labs", "researcher")]


def test_a_news_item_dated_year_first_announces_a_post():
    found = experience_from_news(
        ["• [2023.09]: Joined Vantrell Robotics as Research Assistant with Oda Brekke."]
    )
    assert [(e.organization, e.role, e.start_year) for e in found] == [
        ("Vantrell Robotics", "Research Assistant", 2023)
    ]


def test_a_capitalised_internship_with_a_mentor_at_a_place_names_the_place():
    found = experience_from_news(
        ["2022.06: Began my Summer Internship with Oda Brekke at Lakemoor University."]
    )
    assert [(e.organization, e.start_year) for e in found] == [("Lakemoor University", 2022)]


def test_an_internship_with_a_firm_in_its_town_names_the_firm():
    found = experience_from_prose(
        ["I completed a Data Engineering Internship with Quillon (Hyderabad) in 2021."]
    )
    assert [e.organization for e in found] == ["Quillon"]


def test_an_employer_beside_the_title_over_a_dated_group_row_is_the_organization():
    # moderncv: "Title<tab>Employer" over "Group or topic<tab>dates"; the group, the lab
    # course or the host's group under the title is what was worked on, not who employed.
    lines = [
        "Staff Scientist\tMarrowdale Computing Centre",
        "Tidewater group (Modelling department)\t2020 – Present",
        "Teaching Fellow\tUniversity of Quellport",
        "Optics Laboratory, Numerical Methods.\t2016 – 2018",
        "Visiting Student\tKestrel Institute",
        "Dr. Ada Fenwick’s group.\tMar 2015",
    ]
    found = [(e.organization, e.role, e.start_year) for e in extract_experience(lines)]
    assert found == [
        ("Marrowdale Computing Centre", "Staff Scientist", 2020),
        ("University of Quellport", "Teaching Fellow", 2016),
        ("Kestrel Institute", "Visiting Student", 2015),
    ]


def test_a_supervisor_beside_the_title_is_no_employer():
    lines = ["Research Assistant\tProf. Ada Fenwick", "Brambleton University\t2019 – 2021"]
    found = [(e.organization, e.role) for e in extract_experience(lines)]
    assert found == [("Brambleton University", "Research Assistant")]


def test_a_table_rows_description_cell_leaves_the_post_and_employer():
    # A Word table row: dates, "Role | Employer", a cell of sentences, the place.
    lines = [
        "2022-present\tResearch Fellow | Harbourside Institute of Ageing\tA study of how"
        " memory changes with age in a cohort of retired sailors. Supervisor : Dr. Ivo Brandt."
        "\tHalifax, Canada",
        "2020.21\tResearch Engineer | Quarry Lane Hospital\tBuilding a survey of carers and"
        " nurses on night shifts, compared to those of day shifts.\tLyon, France",
    ]
    found = [(e.organization, e.role, e.start_year) for e in extract_experience(lines)]
    assert found == [
        ("Harbourside Institute of Ageing", "Research Fellow", 2022),
        ("Quarry Lane Hospital", "Research Engineer", 2020),
    ]


def test_a_title_naming_the_unit_it_runs_keeps_the_unit_before_a_named_employer():
    assert split_role_org("Imaging Center Manager, Calder University") == (
        "Imaging Center Manager",
        "Calder University",
    )
    lines = [
        "Imaging Center Manager, Calder University\tOct. 2017 – Aug. 2018",
        "National Center for Tidal Imaging (NCTI)",
        "Mentor: Ivo Brandt, PhD",
    ]
    assert [(e.organization, e.role) for e in extract_experience(lines)] == [
        ("Calder University", "Imaging Center Manager")
    ]


def test_a_clinic_over_the_trainees_dated_title_is_the_employer():
    # Psychology and medical CVs: "Clinic, Health System, Town, ST" over "Trainee<tab>dates".
    lines = [
        "Mood Disorders Assessment Program (MDAP) Clinic, Harbor Bay Health System, Ojai, CA",
        "Psychology Trainee\tJuly 2023 – June 2024",
        "Supervisor: Ivo Brandt, Ph.D.",
    ]
    assert [(e.organization, e.role) for e in extract_experience(lines)] == [
        (
            "Mood Disorders Assessment Program (MDAP) Clinic, Harbor Bay Health System",
            "Psychology Trainee",
        )
    ]


def test_a_post_held_from_a_year_plus_with_its_supervisors_before_the_employer():
    # "Title with Dr. A and Dr. B, Employer (2023+)": a year and a plus leave the post open;
    # the supervisors between the title and the employer are neither.
    lines = [
        "• Postdoctoral Research Associate with Dr. Ivo Brandt and Dr. Lena Morrow, Quellport"
        " Observatory (2023+)",
        "• Modelled tides.",
        "• Research Assistant for Dr. Ada Fenwick, Brambleton Tech (2019-2021)",
    ]
    found = [(e.organization, e.role, e.start_year, e.end_year) for e in extract_experience(lines)]
    assert found == [
        ("Quellport Observatory", "Postdoctoral Research Associate", 2023, None),
        ("Brambleton Tech", "Research Assistant", 2019, 2021),
    ]


def test_awesome_cv_rows_with_an_institution_in_capitals_and_a_stay_in_months():
    # "Title<tab>Place" over "EMPLOYER<tab>dates": a capitals institution is the employer,
    # even under a title read as a study; "2015 - 2 months" dates a short stay; a French
    # "Laboratoire" names an employer as "Laboratory" does.
    lines = [
        "Doctoral Candidate\tNantes, France",
        "NATIONAL INSTITUTE OF MARINE TECHNIQUES (NIMT) - LAB: OCEANO\tJanuary 2016 - July 2019",
        "• Modelled tides.",
        "Software Engineer - Internship\tNantes, France",
        "CORDELIA LABS\t2015 - 2 months",
        "• Wrote tests.",
        "Software Engineer - Internship\tNantes, France",
        "LABORATOIRE DES SIGNAUX ET DES ONDES (LSO)\t2014 - 3 months",
        "• Built a viewer.",
    ]
    found = [(e.organization, e.start_year, e.end_year) for e in extract_experience(lines)]
    assert found == [
        ("NATIONAL INSTITUTE OF MARINE TECHNIQUES (NIMT) - LAB: OCEANO", 2016, 2019),
        ("CORDELIA LABS", 2015, 2015),
        ("LABORATOIRE DES SIGNAUX ET DES ONDES (LSO)", 2014, 2014),
    ]
    assert org_score("Laboratoire des Ondes") == NAMED_ORG


def test_a_teaching_host_after_the_course_before_the_bracketed_terms():
    # "Role - Course, Host (Term)": the host is the last part before the terms, however short.
    lines = [
        "• Instructor of Record - OCEN 1000 The Tides, QV Harbour (Summer 2018)",
        "• Teaching Assistant - Intro Geology I + II w/ Lab, QV Harbour (Fall 2013, Spring 2014)",
    ]
    found = [(e.organization, e.start_year, e.end_year) for e in teaching_entries(lines)]
    assert found == [("QV Harbour", 2018, 2018), ("QV Harbour", 2013, 2014)]


def test_courses_taught_at_one_host_in_other_years_are_other_posts(parse_text):
    text = "\n".join(
        [
            "Ada Fenwick",
            "",
            "TEACHING",
            "• Instructor of Record - OCEN 1010 The Tides, QV Harbour (Summer 2018)",
            "• Teaching Assistant - Coastal Maps, QV Harbour (Spring 2017)",
            "• Teaching Assistant - Intro Geology I + II, QV Harbour (Fall 2013, Spring 2014)",
            "• Teaching Assistant - Wave Mechanics, Brambleton Tech (Fall 2012)",
        ]
    )
    found = [(e.organization, e.start_year) for e in parse_text(text, "cv.txt", "cv").experience]
    assert sorted(found) == [
        ("Brambleton Tech", 2012),
        ("QV Harbour", 2013),
        ("QV Harbour", 2017),
        ("QV Harbour", 2018),
    ]


def test_tabbed_teaching_rows_with_their_dates_in_a_cell_stay_the_dated_readers(parse_text):
    text = "\n".join(
        [
            "Ada Fenwick",
            "",
            "Teaching Experience",
            "Tutor, Quillnote [link]\t(Jan 2021 - Mar 2021)",
            "• Taught a course on web services",
            "Teaching Assistant, Compiler Design Course, BTQU\t(Feb 2017 - Jun 2017)",
            "• Graded projects",
        ]
    )
    found = [e.organization for e in parse_text(text, "cv.txt", "cv").experience]
    assert found == ["Quillnote", "BTQU"]


def test_the_town_after_a_posts_dates_is_no_employer():
    # A word-processor CV: "Role, Company, Team" over "dates, Town"; the town names no employer.
    lines = [
        "Data Scientist, Quibble, Search Team (Ads)",
        "Sep 2022 –\tPresent, Novograd",
        "",
        "• Built a ranking model.",
        "",
        "Data Scientist, Lumatek Bank, NLP Team",
        "Jul 2021 –\tFeb 2022, Novograd",
        "",
        "• Built an address parser.",
        "",
        "Mobile developer, QZ, Video Team",
        "Oct 2020 –\tJan 2021, Novograd",
    ]
    posts = extract_experience(lines)
    assert [(p.organization, p.start_year, p.end_year) for p in posts] == [
        ("Quibble", 2022, None),
        ("Lumatek Bank, NLP Team", 2021, 2022),
        ("QZ, Video Team", 2020, 2021),
    ]


def test_posts_written_as_sentences_with_bracketed_dates_are_read():
    # A hand-written HTML CV: "Post – Employer (dates)." items, a French fixed-term post's
    # title ("ATER"), and a post still held "(since Oct. 2031)".
    lines = [
        "• ATER (fixed-term lecturer) – University of Varnholm (since Oct. 2031).",
        "• ATER in Tidal Geography – University of Quellac (2029–2030).",
        "• Teaching Associate – Tarnow Institute of Technology (2027–2029).",
    ]
    posts = extract_experience(lines)
    assert [(p.organization, p.start_year, p.end_year) for p in posts] == [
        ("University of Varnholm", 2031, None),
        ("University of Quellac", 2029, 2030),
        ("Tarnow Institute of Technology", 2027, 2029),
    ]


def test_a_news_item_dated_year_first_announcing_a_post_being_joined_names_it():
    lines = [
        "• [2031 Mar]: Joining Quellac Tide Works as a research intern.",
        "• [2031 Jan]: Awarded the Varga Fellowship by the department.",
    ]
    posts = experience_from_news(lines)
    assert [(p.organization, p.role, p.start_year) for p in posts] == [
        ("Quellac Tide Works", "research intern", 2031)
    ]


def test_a_news_item_joining_a_lab_without_a_title_names_no_post():
    assert experience_from_news(["Joining Quellac-Varn Lab in June for a project on tides!"]) == []


def test_a_name_before_a_capital_and_its_country_is_the_employer_under_a_title():
    assert not is_location("Quellac Robotics, Lima, Peru")
    assert is_location("Ann Arbor, Michigan, USA")  # a town before its state: a place
    assert is_location("Old Town, Prague, Czechia")
    lines = [
        "Robotics Software Engineer Intern\tJune 2022 – November 2022",
        "Quellac Robotics, Lima, Peru",
        "• Built a biped simulation.",
    ]
    posts = extract_experience(lines)
    assert [(p.organization, p.start_year) for p in posts] == [("Quellac Robotics", 2022)]


def test_a_homepage_item_of_a_post_at_its_employer_then_its_place_and_dates_is_a_position():
    line = (
        "• Field technician in Ostrander Lab at the Halvard Institute. Oslo, April 2019-June 2021."
    )
    (entry,) = extract_experience([line])
    assert (entry.organization, entry.start_year, entry.end_year) == (
        "the Halvard Institute",
        2019,
        2021,
    )


def test_a_post_working_for_an_employer_names_the_employer_once_stopped():
    line = "• Data engineer working for Brindlemoor Labs Inc.. May 2016-May 2018."
    (entry,) = extract_experience([line])
    assert (entry.organization, entry.role) == ("Brindlemoor Labs Inc.", "Data engineer")


def test_an_about_page_stacking_each_post_over_its_employer_names_both(parse_text):
    page = (
        "---\ntitle: About\n---\n\n"
        "My studies are in applied mathematics and sea ice.\n\n"
        "**Research Assistant**<br>\n*Tallwood University, Department of Physics, Ice Group*\n"
        "* I modelled sea ice over two winters.\n\n"
        "**Teaching Assistant**<br>\n*Tallwood University, Department of Mathematics*\n"
        "* Calculus 1\n"
    )
    profile = parse_text(page, "about.md", "homepage")
    assert [(e.role, e.organization.split(",")[0]) for e in profile.experience] == [
        ("Research Assistant", "Tallwood University"),
        ("Teaching Assistant", "Tallwood University"),
    ]


def test_a_course_number_in_a_teaching_row_is_no_employer():
    lines = [
        "• Teaching Assistant, Tidal Hydraulics, HYD 342/842:\tFall 2031",
        "Graded the weekly flume labs.",
        "",
        "• Teaching Assistant, Coastal Surveying, SRV 210, Orrin State University\tSpring 2032",
        "Ran the Friday field sessions.",
    ]
    assert orgs(extract_experience(lines)) == [
        ("Orrin State University", "Teaching Assistant", 2032, 2032)
    ]


def test_a_homepage_bio_states_the_present_post_beside_a_list_of_past_ones(parse_text):
    page = (
        "---\ntitle: About\n---\n\n"
        "I am a staff scientist at the Institute for Tidal Computing in Orrin, "
        "working with Professor Hal Brandt on models of estuary sediment.\n\n"
        "Work Experience\n======\n"
        "* Research Intern, Kelvane Labs, 2027\n"
        "* Software Engineering Intern, Selvic Systems, 2025\n"
    )
    posts = parse_text(page, "about.md", kind="homepage").experience
    assert {(e.organization, e.role) for e in posts} == {
        ("Institute for Tidal Computing", "staff scientist"),
        ("Kelvane Labs", "Research Intern"),
        ("Selvic Systems", "Software Engineering Intern"),
    }


def test_an_undated_list_of_employer_headings_over_a_line_of_work_names_the_employers(parse_text):
    page = (
        "<html><body><h1>Nadia Ferrow</h1><p>I build web shops for small bakeries.</p>"
        "<h3>Work Experience</h3><ul>"
        "<li><h5>Crumbline Digital</h5><p>Building order forms for a chain of bakeries.</p></li>"
        "<li><h5>Tovrin Academy</h5><p>Frontend Developer( course platform )</p></li>"
        "</ul><h3>Education</h3><p>Orrin State University</p></body></html>"
    )
    posts = parse_text(page, "index.html", kind="homepage").experience
    assert [(e.organization, e.role) for e in posts] == [
        ("Crumbline Digital", None),
        ("Tovrin Academy", "Frontend Developer"),
    ]


def test_a_post_before_a_semicolon_names_the_employer_after_it():
    lines = [
        "- Research Intern; Quaylab, Center for Tides, Marine Science Institute, KORI, "
        "Brisk, Chile (Mar 2020 - Nov 2020)",
        "- Summer Intern; Ocelot Works, Brisk, Chile (May 2019 - Sep 2019)",
    ]
    assert orgs(extract_experience(lines)) == [
        (
            "Quaylab, Center for Tides, Marine Science Institute, KORI",
            "Research Intern",
            2020,
            2020,
        ),
        ("Ocelot Works", "Summer Intern", 2019, 2019),
    ]


def test_a_bracket_describing_the_employer_is_no_employer_of_its_own():
    lines = [
        "- Data Engineer, Quokkasoft (the leading online grocery company in Peru), Peru, "
        "November 2019-March 2020.",
        "  Built a model of delivery times.",
    ]
    assert orgs(extract_experience(lines)) == [("Quokkasoft", "Data Engineer", 2019, 2020)]


def test_two_titles_held_at_once_beside_an_employer_in_capitals():
    # "ACME<tab>Instructor • Curriculum Developer<tab>Remote<tab>dates": the bullet joins two
    # titles of one post; the name in capitals beside them is the employer.
    lines = [
        "BRACKENRIDGE MAPWORKS\tTutor • Content Developer\tRemote\tMay 2020 - present",
        "• Drew contour maps of three valleys for field teams.",
    ]
    assert [(e.organization, e.start_year) for e in extract_experience(lines)] == [
        ("BRACKENRIDGE MAPWORKS", 2020)
    ]


def test_a_project_under_two_supervisors_is_hosted_where_they_work():
    # "Advisors: Prof. A & Prof. B, Some Department, Some University" under a dated project
    # title: the host after both supervisors' names employs.
    lines = [
        "Tracing meltwater channels under valley glaciers\tJan 2021 – Present",
        "Advisors: Prof. Ann Roe & Prof. Bo Lindqvist, Glaciology Department, School of Earth"
        " Sciences, Quillfield University",
        "Built a radar processing pipeline for summer surveys.",
    ]
    [entry] = extract_experience(lines)
    assert "Quillfield University" in entry.organization
    assert entry.start_year == 2021


def test_a_club_or_team_post_over_its_university_is_no_position():
    # "Vice President of Some Club, dates" or "Captain of Some Rowing Team, dates" over the
    # university's row: a member's post in a club, not a job at the university.
    lines = [
        "Vice President of Quillfield Chess Club, 06/2025 - Present",
        "Quillfield University - Lisbon, Portugal",
        "• Ran the weekly lessons.",
        "",
        "Captain of Marine Biology Department Rowing Team, 09/2023 – 05/2024",
        "Quillfield University - Lisbon, Portugal",
        "• Led twenty rowers in regattas.",
        "",
        "Research Assistant, 10/2024 - Present",
        "Quillfield University - Lisbon, Portugal",
    ]
    assert [(e.organization, e.start_year) for e in extract_experience(lines)] == [
        ("Quillfield University", 2024)
    ]


def test_a_dated_contest_under_experience_is_no_employer(parse_text):
    cv = (
        "Tova Rime\n\nEXPERIENCE\n\n"
        "Data Intern, 04/2024 – 08/2024\nQuorvale Analytics - Lisbon, Portugal\n"
        "• Cleaned tide-gauge records.\n\n"
        "2022 Coastal Data Analytics Competition, 03/2022 – 05/2022\nLisbon, Portugal\n"
        "• Led a team of three modellers.\n"
    )
    profile = parse_text(cv, "cv.txt", "cv")
    assert [e.organization for e in profile.experience] == ["Quorvale Analytics"]


def test_a_long_supervisor_row_joined_by_and_is_read_at_once(nlp):
    # "Advisor: A and B and C ... x" with no host after a comma: whether each "and" parts two
    # names or sits inside one is never tried both ways.
    row = "Advisor: Ann " + " and ".join(["Bo"] * 26) + " went on"
    started = time.perf_counter()
    assert extract_experience(["Glacier survey\tJan 2021 – Present", row], nlp=nlp) == []
    assert time.perf_counter() - started < 0.5


def test_a_title_run_into_an_employer_with_no_organisation_word_before_its_place():
    # "Doctoral Researcher Zentrix Mobility, Munich, Germany<tab>dates": no separator between
    # the title and the employer, whose name has no organisation's word; the place after the
    # comma shows where the name ends, so the town is no employer.
    lines = [
        "Doctoral Researcher Zentrix Mobility, Munich , Germany\t\tApril 2021-Present",
        "Trained perception models for parking robots.",
    ]
    assert [(e.organization, e.role) for e in extract_experience(lines)] == [
        ("Zentrix Mobility", "Doctoral Researcher")
    ]
    assert split_role_org("Doctoral Researcher Zentrix Mobility, Munich, Germany") == (
        "Doctoral Researcher",
        "Zentrix Mobility",
    )


def test_the_team_between_a_bios_present_post_and_its_employer_is_skipped(parse_text):
    page = (
        "---\ntitle: About\n---\n\n"
        "I am a staff scientist on the Lantern team at the Institute for Tidal Computing. "
        "Before that I studied boats.\n"
    )
    posts = parse_text(page, "about.md", kind="homepage").experience
    assert [(e.organization, e.role) for e in posts] == [
        ("Institute for Tidal Computing", "staff scientist")
    ]


def test_a_list_item_holding_a_whole_entry_reads_its_dated_employer_row_as_the_header(parse_text):
    page = (
        "---\nlayout: archive\ntitle: CV\n---\n\nWork experience\n======\n<ul>\n"
        "  <li><strong> Quillon Robotics Lab </strong> <span>March 2022 – June 2022</span>\n"
        "    <br><em>Robotics Intern</em>\n"
        "    <ul><li>Tuning grasp planners for soft grippers.</li></ul>\n  </li>\n"
        "  <li><strong> Vestry Metalworks </strong> <span>July 2019 – September 2019</span>\n"
        "    <br><em>Intern</em>\n"
        "    <ul><li>Programming PLC controllers for a press line.</li></ul>\n  </li>\n"
        "</ul>\n"
    )
    posts = parse_text(page, "cv.md", kind="homepage").experience
    assert [(e.organization, e.role, e.start_year, e.end_year) for e in posts] == [
        ("Quillon Robotics Lab", "Robotics Intern", 2022, 2022),
        ("Vestry Metalworks", "Intern", 2019, 2019),
    ]


def test_an_employers_short_name_before_its_country_alone_names_the_employer():
    lines = [
        "Machine Learning Research Scientist",
        "2020 – 2022 | KTRV, Norway",
        "",
        "Built segmentation models for seabed sonar images.",
        "",
        "Front-End Developer",
        "2017 – 2018 | Lumenfold, Bergen, Norway",
    ]
    assert orgs(extract_experience(lines)) == [
        ("KTRV", "Machine Learning Research Scientist", 2020, 2022),
        ("Lumenfold", "Front-End Developer", 2017, 2018),
    ]


def test_a_news_item_that_is_the_post_itself_names_title_and_employer():
    # "May, 2025: Title at Employer ...": the item is the post, no verb announcing it.
    found = experience_from_news(
        [
            "• May, 2025: Compiler Tools intern at Vantrell Robotics, Oslo in their Kernels team.",
            "• Jan, 2024: Head Tutor (HT) for ABC 123 with Prof. Brekke",
            "• May, 2021: Data and Platform Engineer Intern at Quorra Maps",
            "• Mar, 2020: Invited talk at Lakemoor University",
            "• Apr, 2019: Starting my internship at Kelpmark, see you in Bergen!",
        ]
    )
    assert [(e.organization, e.role, e.start_year) for e in found] == [
        ("Vantrell Robotics", "Compiler Tools intern", 2025),
        ("Quorra Maps", "Data and Platform Engineer Intern", 2021),
    ]


def test_a_line_of_title_at_sign_employer_items_names_each_post():
    # A page's past posts run into one line: "Title @ Employer, Title @ Employer (aside), ...".
    line = (
        "Research Scientist Intern @ Brackwater with Oda Brekke, Research Intern @ Quorra, "
        "Research Engineer @ Halvorsen Pixel Works (acquired by Tessaly), "
        "Founding Engineer @ Kelpmark (raised $3M, now Orrin)"
    )
    found = experience_from_prose([line])
    assert [(e.organization, e.role) for e in found] == [
        ("Brackwater", "Research Scientist Intern"),
        ("Quorra", "Research Intern"),
        ("Halvorsen Pixel Works", "Research Engineer"),
        ("Kelpmark", "Founding Engineer"),
    ]


def test_a_timeline_that_opens_on_its_dates_keeps_each_entrys_rows_apart():
    # "Dates / Title / Employer / Department": the rows above the next dates end the entry
    # before them, and the row under a bare title is the employer whatever it looks like.
    lines = [
        "",
        "2023–",
        "",
        "Associate Professor",
        "",
        "Lakemoor University",
        "",
        "Department of Tidal Engineering",
        "",
        "Current",
        "2021–2023",
        "",
        "Head of Center",
        "",
        "KELP 2.0 Data·Hub (LU)",
        "",
        "2019–2021",
        "",
        "Researcher",
        "",
        "QRM/ORRIN",
    ]
    found = extract_experience(lines)
    assert [(e.organization, e.role, e.start_year) for e in found] == [
        ("Lakemoor University", "Associate Professor", 2023),
        ("KELP 2.0 Data·Hub", "Head of Center", 2021),
        ("QRM/ORRIN", "Researcher", 2019),
    ]


def test_a_page_subtitle_under_the_title_states_the_owners_posts(parse_text):
    # al-folio prints the front matter's "subtitle" under the name: "Title @ Employer" lines.
    page = (
        "---\nlayout: about\ntitle: About\n"
        "subtitle: EE PhD student @ <a href='https://example.org'>Harrowgate</a><br>"
        "Vision Intern @ <a href='https://example.com'>Kelpmark</a>\n---\n\n"
        "I study how tides shape kelp forests, and I like long walks on the shore.\n"
    )
    posts = parse_text(page, "about.md", kind="homepage").experience
    assert [(e.organization, e.role) for e in posts] == [("Kelpmark", "Vision Intern")]


def test_a_stated_post_held_at_places_listed_with_their_years_names_each_place():
    # "I'm a <title> ... — X (2016–present) and Y (2012–2016)": the places of that post.
    lines = [
        "I'm a systems analyst with ten years of work at two colleges — Vale Harbour "
        "University (2015–present) and Orrin Technical College (2011–2015).",
        "I am a PhD student with degrees from Lakemoor University (2016–2020).",
    ]
    found = experience_from_prose(lines)
    assert [(e.organization, e.role, e.start_year, e.end_year) for e in found] == [
        ("Vale Harbour University", "systems analyst", 2015, None),
        ("Orrin Technical College", "systems analyst", 2011, 2015),
    ]


def test_an_employer_named_again_by_its_initials_is_the_same_post(parse_text):
    letter = (
        "Dear Hiring Manager,\n\n"
        "I'm a systems analyst with ten years of work at two colleges — Vale Harbour "
        "University (2015–present) and Orrin Technical College (2011–2015).\n\n"
        "At VHU, I built a booking system that the whole campus now uses every day.\n\n"
        "Sincerely,\nMira Kelpwood\n"
    )
    posts = parse_text(letter, "letter.md", kind="cover_letter").experience
    assert [(e.organization, e.role) for e in posts] == [
        ("Vale Harbour University", "systems analyst"),
        ("Orrin Technical College", "systems analyst"),
    ]


def test_a_summer_research_program_at_a_university_is_a_stay_there_without_a_title():
    lines = [
        "Last July I took part in an undergraduate research program at Lakemoor "
        "University, where I built tidal sensors.",
        "I would like to join the summer research program at Orrin University next year.",
    ]
    found = experience_from_prose(lines)
    assert [(e.organization, e.role) for e in found] == [("Lakemoor University", None)]


def test_a_committee_seat_in_a_news_item_is_no_post():
    found = experience_from_news(
        [
            "Jun 2024: Program Committee Member at Kelp Summit 2024",
            "Aug 2022: Teaching Assistant at Orrin University",
        ]
    )
    assert [(e.organization, e.role) for e in found] == [("Orrin University", "Teaching Assistant")]


def test_a_post_the_writer_would_like_to_mention_is_held_not_hoped_for():
    lines = [
        "I would like to mention that I was a research intern at Kelpmark Labs.",
        "I would like to be a research intern at Quorra Labs.",
    ]
    assert [e.organization for e in experience_from_prose(lines)] == ["Kelpmark Labs"]


def test_internships_at_a_list_of_places_name_each_place():
    lines = [
        "My industry experience includes internships at Kelpmark, Quorra Maps and Orrin.",
        "I completed internships at Halvorsen Labs (2022) and Tessaly AI (2023).",
        "I am now seeking internships at Brackwater and Lakemoor Robotics.",
    ]
    found = experience_from_prose(lines)
    assert [e.organization for e in found] == [
        "Kelpmark",
        "Quorra Maps",
        "Orrin",
        "Halvorsen Labs",
        "Tessaly AI",
    ]


def test_a_demonstrator_post_names_its_role_before_the_employer():
    # "Laboratory Demonstrator": a teaching post, though "Laboratory" names employers elsewhere.
    lines = ["Laboratory Demonstrator\tUniversity of Quendale\t10/2021–03/2022"]
    found = [(e.organization, e.role, e.start_year) for e in extract_experience(lines)]
    assert found == [("University of Quendale", "Laboratory Demonstrator", 2021)]


def test_a_heading_in_capitals_parts_its_post_from_its_employer_at_at():
    lines = [
        "DATA ANALYST AT MERIDELL FREIGHT\tMAR 2019 – JUN 2020",
        "• Built the weekly demand forecasts.",
        "INTERN AT NORTHWICK RESEARCH LABORATORIES\tMAY – JUL 2017",
        "• Calibrated the wind tunnel sensors.",
    ]
    found = [(e.organization, e.role) for e in extract_experience(lines)]
    assert found == [
        ("MERIDELL FREIGHT", "DATA ANALYST"),
        ("NORTHWICK RESEARCH LABORATORIES", "INTERN"),
    ]


def test_a_project_row_tagged_with_its_links_is_no_post_of_its_own():
    # The projects done in a post, each a row "Title | PAPER, SLIDES<tab>dates" under it.
    lines = [
        "Graduate Researcher at Tallis University\tSept 2020 – present",
        "Projects done there:",
        "Tidal Flow Forecasting with Graph Networks | PAPER, SLIDES\tSEPT 2020 – DEC 2021",
        "• Trained forecasting models on the harbour gauges.",
        "Quayside: Serverless Ingest | Code\tFEB 2021 – MAY 2021",
        "• Split the ingest across many short-lived workers.",
    ]
    found = [(e.organization, e.role, e.start_year) for e in extract_experience(lines)]
    assert found == [("Tallis University", "Graduate Researcher", 2020)]


def test_a_cell_of_work_modes_is_where_the_post_was_worked_not_an_employer():
    assert is_location("Home - remote") and is_location("Remote / Hybrid")
    assert not is_location("Home") and not is_location("Homestead Analytics")
    lines = [
        "Quorvane",
        "Data Engineering Intern",
        "June 2022 - February 2023\tHome - remote",
        "Moved the nightly jobs to a queue.",
    ]
    found = [(e.organization, e.role, e.start_year) for e in extract_experience(lines)]
    assert found == [("Quorvane", "Data Engineering Intern", 2022)]


def test_icon_glyphs_before_the_dates_and_the_place_leave_the_row_dating_a_post():
    # AltaCV's calendar and pin icons, read as bullets, before "Summer 2021" and the place.
    lines = [
        "Velltrax",
        "Software Engineering Intern",
        "• Summer 2021\t• Remote",
        "Drew the launch graph of the robot's nodes.",
    ]
    found = [(e.organization, e.role, e.start_year) for e in extract_experience(lines)]
    assert found == [("Velltrax", "Software Engineering Intern", 2021)]


def test_two_capitals_stacked_over_a_title_name_the_employer_not_a_state():
    lines = [
        "QX",
        "Firmware Intern",
        "June 2021 - August 2021\tRemote",
        "Wrote the flash translation layer's tests.",
    ]
    found = [(e.organization, e.role, e.start_year) for e in extract_experience(lines)]
    assert found == [("QX", "Firmware Intern", 2021)]


def test_the_first_sub_bullet_of_a_bulleted_dated_post_names_its_employer():
    # academicpages' CV page: "* 2019-now: Role" over its nested items, flattened to bullets.
    lines = [
        "• 2019-now: Grid Analyst",
        "• Quenby Grid Operator",
        "• Graph models for the operation of power networks",
        "",
        "• 2021-2024: Data Scientist, Acme Corp",
        "• Built Dashboards",
    ]
    found = [(e.organization, e.role, e.start_year) for e in extract_experience(lines)]
    assert found == [
        ("Quenby Grid Operator", "Grid Analyst", 2019),
        ("Acme Corp", "Data Scientist", 2021),
    ]


def test_a_posts_earlier_dates_in_brackets_after_its_own_are_a_note():
    """ "March 2024 - Present (Earlier: May 2021 - June 2022)": the row is still a dates row
    under its title and employer, not a dated title of its own."""
    lines = [
        "Operations Coordinator",
        "",
        "Tarvel Seguros S.A.S, Lima, Peru",
        "March 2024 - Present (Earlier: May 2021 - June 2022)",
        "",
        "Lead the pricing tools team, ensuring resources are allocated on time.",
    ]
    found = [(e.organization, e.role, e.start_year) for e in extract_experience(lines)]
    assert found == [("Tarvel Seguros S.A.S", "Operations Coordinator", 2024)]


def test_an_employer_before_a_capital_written_with_its_district_and_country():
    """ "Some Metrics, Bogotá DC, Colombia": the capital's district letters do not make the
    employer's name a place."""
    assert not is_location("Quorra Metrics, Bogotá DC, Colombia")
    assert not is_location("Veldt Metrics, Mexico City, Mexico")
    assert is_location("Bogotá D.C., Colombia")


def test_freelancing_under_a_dated_row_is_the_posts_terms_not_its_employer():
    lines = [
        "June 2018 – July 2018\tQuellwood Media, USA",
        "Freelancing",
        "Full Stack Developer",
        "Built a website for a bakery.",
    ]
    assert "Freelancing" not in [e.organization for e in extract_experience(lines)]


def test_a_sentence_describing_the_employer_under_the_dated_row_names_no_employer():
    """ "Role at Org, City." over "(10 months)<tab>Org's legal name is a ... company. It ...":
    the post's own row names the employer; the description under it does not."""
    lines = [
        "September 2016\tiOS Developer at Quillnote, Lima.",
        "(10 months)\tInversiones Quillnota SAC is an app developer company. It sells the",
        "app Quillnote, which writes a melody for a given photo.",
    ]
    found = [(e.organization, e.role) for e in extract_experience(lines)]
    assert found == [("Quillnote", "iOS Developer")]


def test_a_certificates_awarded_by_row_in_a_teaching_section_is_no_post():
    lines = [
        "Certificate in College Teaching (Description)",
        "Awarded by Quorvale University Center for Teaching Excellence\tSpring 2026",
        "Teaching Assistant",
        "Quorvale University, Control Systems\tFall 2024",
    ]
    found = [(e.organization, e.start_year) for e in extract_experience(lines)]
    assert found == [("Quorvale University", 2024)]
