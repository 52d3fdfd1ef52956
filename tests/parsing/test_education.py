import pytest

from parsing.dates import expand_short_years
from parsing.education import (
    degree_of,
    education_from_prose,
    extract_education,
    field_of,
    institution_in,
)


def test_a_class_word_before_a_role_is_no_degree():
    from parsing.education import education_from_prose

    lines = [
        "I am a B.S. student at Harrowgate University. Since 2024 I have been an undergraduate "
        "researcher in the Tidal Lab at HU Marsh Campus."
    ]
    assert [e.institution for e in education_from_prose(lines)] == ["Harrowgate University"]


def test_markdown_paragraphs_wrapped_in_the_source_are_read_whole(parse_text):
    page = (
        "# Odran Vell\n\n## About me\n\n"
        "I am a Ph.D. candidate at Quarrystone University, working on compilers. I did my\n"
        "B.A. in Linguistics at Fernhill College (2018–2022).\n"
    )
    profile = parse_text(page, "about.md", kind="homepage")
    assert [e.institution for e in profile.education] == [
        "Quarrystone University",
        "Fernhill College",
    ]


def test_degrees_in_prose_with_a_unit_and_a_participle():
    from parsing.education import education_from_prose

    found = education_from_prose(
        [
            "I am a PhD student at the Marine Robotics Institute, Halvard University, advised "
            "by Prof. Ines Moen.",
            "I am an MSc student at Vestby University of Technology working on sonar mapping.",
        ]
    )
    assert [(e.institution, e.degree) for e in found] == [
        ("Halvard University", "PhD"),
        ("Vestby University of Technology", "MS"),
    ]


def test_institution_first_entries_with_dates_gpa_and_advisor():
    lines = [
        "• Harbor State University\tSep 2022 – Jun 2027 (Expected)",
        "Ph.D. Candidate in Marine Biology\tHarbor City, MA, USA",
        "Advisor: Prof. Olive Guidewell",
        "Lakeside College, Lakeside, China\t2016 – 2020",
        "B.Eng. in Naval Architecture | GPA: 3.87/4.0 | Rank: 5/210",
    ]
    first, second = extract_education(lines)
    assert (first.institution, first.degree, first.field) == (
        "Harbor State University",
        "PhD",
        "Marine Biology",
    )
    assert (first.start_year, first.end_year, first.advisors) == (2022, 2027, ["Olive Guidewell"])
    assert (second.institution, second.degree, second.gpa) == (
        "Lakeside College",
        "BEng",
        "3.87/4.0",
    )
    assert (second.gpa_scale, second.rank) == ("4.0", "5/210")


def test_degree_first_entries():
    lines = [
        "Doctor of Philosophy (candidate), Coastal Engineering\tSep. 2018 – Spring 2024",
        "Kellner School of Applied Science, Seaport State University\tGPA: 3.94",
        "Master of Science, Coastal Engineering\tSep. 2015 – Jun 2017",
        "Kellner School of Applied Science, Seaport State University",
    ]
    phd, ms = extract_education(lines)
    assert (phd.institution, phd.degree, phd.end_year, phd.gpa) == (
        "Seaport State University",
        "PhD",
        2024,
        "3.94",
    )
    assert (ms.institution, ms.degree, ms.start_year) == ("Seaport State University", "MS", 2015)


def test_a_business_administration_bachelor_is_a_bba():
    lines = [
        "MSc in Finance, Harlow Vale University (2019)",
        "",
        "BBA (HONS) in Marketing, Trade Academy of Sarn (2017)",
    ]
    assert [(e.institution, e.degree) for e in extract_education(lines)] == [
        ("Harlow Vale University", "MS"),
        ("Trade Academy of Sarn", "BBA"),
    ]


def test_a_sentence_mentioning_an_institute_is_not_an_entry():
    lines = [
        "Northfield University, Northfield\tSep. 2020 – Present",
        "Bachelor in Physics.",
        "• Chosen as a fellow of the Institute for Young Scholars (IYS), a mentoring track.",
    ]
    assert [e.institution for e in extract_education(lines)] == ["Northfield University"]


def test_at_phrases_and_accented_names():
    assert institution_in("2016-2018: MSc. in Optics at Université Jean et Luc Exemple, Paris") == (
        "Université Jean et Luc Exemple"
    )
    assert institution_in("Ph.D. in HPC at NCS & QRL, Somewhere, Spain") == "NCS & QRL"
    assert institution_in("Univ. of Westshire") == "University of Westshire"


def test_degree_names():
    assert degree_of("M.Sc. in Biology") == "MS"
    assert degree_of("MEng in Robotics") == "MEng"
    assert degree_of("B.E. in Mechatronics") == "BEng"
    assert degree_of("Bachelor of Arts") == "BA"
    assert degree_of("fourth-year undergraduate") == "Bachelor"
    assert degree_of("Software Engineer") is None
    # The United Kingdom's integrated master's degrees.
    assert degree_of("MPhys Physics with Astrophysics") == "Master"
    assert degree_of("MMath Mathematics") == "Master"
    assert degree_of("MSci Natural Sciences") == "Master"


def test_a_doctoral_training_programme_under_a_phd_is_no_second_doctorate():
    lines = [
        "2019 - present\tPhD Candidate\tUniversity of Tollmere",
        "NERC Doctoral Training Centre in Geoscience, Remote Sensing & Advanced Computing",
        "Ann Roe, Bo Poe & Cy Doe",
        "2012 - 2016\tMSc Physics\tUniversity of Brackmoor",
    ]
    found = [(e.institution, e.degree) for e in extract_education(lines)]
    assert found == [("University of Tollmere", "PhD"), ("University of Brackmoor", "MS")]


def test_the_last_cell_of_a_dated_degree_row_names_the_school():
    """ "2010–2013<tab>BSc in X<tab>KVTU, Lormont": the row's own last cell is the school,
    maybe before its town, though no institution word says so."""
    lines = [
        "2013–2016\tMSc in Optics\tLormont Institute of Technology",
        "Specialisation in imaging.",
        "2010–2013\tBSc in Physics and Chemistry\tKVTU, Lormont",
    ]
    found = [(e.institution, e.degree, e.end_year) for e in extract_education(lines)]
    assert found == [("Lormont Institute of Technology", "MS", 2016), ("KVTU", "BS", 2013)]


def test_a_town_and_its_country_closing_a_dated_degree_row_leave_the_school_before_them():
    lines = [
        "2019–2021\tMSc in Geology\tThesis on estuary silt.\tUniv. Quarrow\tVellmont, France",
        "2016–2019\tBSc in Geology\tQTU\tTarnby, Norway",
        "2014–2016\tBSc in Physics\tUniv.Tarnby Lakes\tTarnby, Norway",
    ]
    found = [(e.institution, e.degree) for e in extract_education(lines)]
    assert found == [("University Quarrow", "MS"), ("QTU", "BS"), ("University Tarnby Lakes", "BS")]


def test_education_from_prose():
    lines = [
        "Currently I'm studying for a master's degree in Urban Planning at The Westshire State "
        "University.",
        "Next, I hope to start doctoral research at Another University.",
    ]
    (entry,) = education_from_prose(lines)
    assert (entry.institution, entry.degree) == ("The Westshire State University", "Master")


def test_spanish_and_abbreviated_institutions_and_column_gaps_in_plain_text(parse_text):
    cv = (
        "JOSÉ ÁLVAREZ-RUIZ\njose@example.org\n\nEDUCATION\n"
        "Universidad Politécnica de Valverde, Spain          2017 – 2021\n"
        "B.Sc. in Telecommunications, GPA 9.1/10, graduated summa cum laude\n"
    )
    profile = parse_text(cv)
    assert profile.name == "José Álvarez-Ruiz"
    (entry,) = profile.education
    assert (entry.institution, entry.degree, entry.start_year, entry.end_year, entry.gpa) == (
        "Universidad Politécnica de Valverde",
        "BS",
        2017,
        2021,
        "9.1/10",
    )
    assert profile.awards == ["summa cum laude"]


def test_year_ranges():
    from parsing.dates import year_range

    assert year_range("Oct. 2017 - Nov. 20") == (2017, 2020)
    assert year_range("Teaching Fellow (2024-25)") == (2024, 2025)
    assert year_range("Senior Fellow, 2025-.") == (2025, None)
    assert year_range("2019-05") == (None, 2019)  # a year and its month
    assert year_range("Sep 2022 – Jun 2027 (Expected)") == (2022, 2027)
    assert year_range("2023.10 - Present") == (2023, None)
    assert year_range("Feb. 2025 – Unknown") == (2025, None)
    assert year_range("Nov 2026") == (None, 2026)
    assert year_range("M.Sc. in Geodesy, Corran University, since April 2023") == (2023, None)
    assert year_range("Research assistant since 2021") == (2021, None)


def test_month_and_two_digit_year_ranges():
    entries = extract_education(["Ostfold University\tHalden", "Marine Biology B.S.\t8/21 - 5/25"])
    assert [(e.institution, e.start_year, e.end_year) for e in entries] == [
        ("Ostfold University", 2021, 2025)
    ]
    assert expand_short_years("scored 3/4 - 1/2 of the points") == "scored 3/4 - 1/2 of the points"


def test_spanish_institution_names_with_los_and_a_pipe():
    entries = extract_education(["Universidad de los Pinares | B.S. Systems Eng.\t2019 – 2023"])
    assert [(e.institution, e.degree, e.end_year) for e in entries] == [
        ("Universidad de los Pinares", "BS", 2023)
    ]


def test_place_named_before_the_degree_in_a_where_clause():
    entries = education_from_prose(
        [
            "In my second year at the University of Tarrow, where I am completing a Bachelor of "
            "Science in Applied Logic, I tutored a course."
        ]  # fmt: skip
    )
    assert [(e.institution, e.degree) for e in entries] == [("University of Tarrow", "BS")]


def test_graduated_from_a_place_with_a_degree_names_both():
    entries = education_from_prose(
        [
            "I graduated from Velmora Institute of Mining (VIM) with a B.Sc. degree in Geology, "
            "placing "
            "fourth in my class."
        ]  # fmt: skip
    )
    assert [(e.institution, e.degree, e.field) for e in entries] == [
        ("Velmora Institute of Mining", "BS", "Geology")
    ]


def test_news_items_are_not_education(parse_text):
    page = (
        "<html><body><h1>Ilka Newsome</h1><p>I am a PhD student at Dunmore University.</p>"
        "<h2>News</h2><ul><li>[Sep 2023] Started my PhD at DMU Tech.</li></ul></body></html>"
    )
    profile = parse_text(page, "index.html")
    assert [e.institution for e in profile.education] == ["Dunmore University"]


def test_years_around_the_institution_are_not_part_of_its_name():
    assert institution_in("Minor in Mathematics — Velmora University (2019–2023)") == (
        "Velmora University"
    )
    assert institution_in("2019 – 2023  Tarrow Institute of Technology, B.Tech.") == (
        "Tarrow Institute of Technology"
    )


def edu(entries):
    return [(e.institution, e.degree, e.start_year, e.end_year) for e in entries]


def test_a_school_line_under_the_university_is_no_second_institution():
    lines = [
        "Mar. 2021 –\tHollin University",
        "Present\tSchool of Mechanical and Aerospace Engineering",
        "Busan, Korea",
        "Advisor: Mira Sohn",
        "Joint M.S./Ph.D. course",
        "",
        "Mar. 2017 –\tHollin University",
        "Feb. 2021\tSchool of Mechanical and Aerospace Engineering",
        "B.S. in Mechanical Engineering",
    ]
    assert edu(extract_education(lines)) == [
        ("Hollin University", "PhD", 2021, None),
        ("Hollin University", "BS", 2017, 2021),
    ]


def test_two_degrees_under_one_institution_are_two_entries():
    lines = [
        "2012 - 2016\tKestrel Polytechnic University",
        "B.Sc. in Physics",
        "Bachelor of Science in Economics",
    ]
    assert edu(extract_education(lines)) == [
        ("Kestrel Polytechnic University", "BS", 2012, 2016),
        ("Kestrel Polytechnic University", "BS", 2012, 2016),
    ]


def test_dual_degree_on_one_line_shares_the_dates_below_it():
    lines = [
        "Tarrow Jiao Tong University, Tarrow, China",
        "B.Eng. in Control Engineering; B.A. in German (Dual Degree)",
        "Sep. 2015 - Jun. 2019",
    ]
    assert edu(extract_education(lines)) == [
        ("Tarrow Jiao Tong University", "BEng", 2015, 2019),
        ("Tarrow Jiao Tong University", "BA", 2015, 2019),
    ]


def test_a_name_alone_over_a_degree_line_is_the_institution_and_a_lycee_counts():
    lines = [
        "ENSA Sud Atlantique",
        "Master’s degree (Engineering), Data Science · (2016 - 2021)",
        "",
        "Lycée Victor Marchand",
        "Baccalauréat S · (2016)",
    ]
    assert edu(extract_education(lines)) == [
        ("ENSA Sud Atlantique", "Master", 2016, 2021),
        ("Lycée Victor Marchand", None, None, 2016),
    ]


def test_hyphenated_institution_name_and_an_open_end():
    lines = [
        "Corran University, UK\t(MSc leading to PhD) Applied Topology\tSep 2022 -",
        "Nan’ao Haixia - Corran University, China\tBachelor of Science in Statistics\t2018 - 2022",
    ]
    assert edu(extract_education(lines)) == [
        ("Corran University", "MS", 2022, None),
        ("Nan’ao Haixia - Corran University", "BS", 2018, 2022),
    ]


def test_major_line_and_school_grades_are_not_new_degrees():
    lines = [
        "2018–present Bachelor of Technology, Vellore Institute of Technology, CGPA- 8.8/10",
        "Major in Civil Engineering with Minor in Economics",
        "2018 Grade XII, Brightwater Public School, Nagpur, Result: 94%",
    ]
    assert edu(extract_education(lines)) == [
        ("Vellore Institute of Technology", "BTech", 2018, None),
        ("Brightwater Public School", None, None, 2018),
    ]


def test_leading_to_names_the_degree_read_now():
    assert degree_of("MSc (leading to PhD) in Statistics") == "MS"
    assert degree_of("Joint M.S. / Ph.D. programme") == "PhD"


def test_a_degree_being_pursued_now_is_stated_not_hoped_for():
    lines = [
        "These days I'm pursuing my BS in Geology in Marrow Bay University, finishing in May 2027."
    ]
    assert edu(education_from_prose(lines)) == [("Marrow Bay University", "BS", None, 2027)]


def test_a_thesis_written_elsewhere_is_no_degree():
    lines = ["Next spring my Master's thesis is due, hosted by University of Pell Harbor."]
    assert education_from_prose(lines) == []


def test_a_letter_names_the_university_once_and_the_degree_later():
    lines = [
        "I always wanted to study physics, and I trained hard to be admitted to Orrin "
        "University of Calder. Those years taught me focus.",
        "In my bachelor’s years, I built a small telescope.",
        "Next I hope to start a Ph.D. with University of Westmarch.",
    ]
    assert edu(education_from_prose(lines)) == [
        ("Orrin University of Calder", "Bachelor", None, None)
    ]


def test_a_unit_named_first_in_a_study_sentence_gives_the_university_after_it():
    lines = [
        "These days I'm completing a degree in Marine Robotics at Centre of Coastal "
        "Systems, Sensing, and Control at the Tarrow Bay University.",
    ]
    assert edu(education_from_prose(lines)) == [("Tarrow Bay University", None, None, None)]
    lines = [
        "Right now I'm studying at KVS, a small honours school within the Northern "
        "University of Lisk (NUL), where my focus is physics.",
    ]
    assert edu(education_from_prose(lines)) == [("Northern University of Lisk", None, None, None)]


def test_a_letters_prose_background_section_is_read_as_prose(parse_text):
    letter = (
        "Dear committee,\n\nThis letter asks to join your doctoral course with "
        "University of Westmarch.\n\nAcademic Background\n\nI was admitted to Orrin "
        "University of Calder in 2019. During my bachelor’s studies I worked as a tutor at "
        "Skylark, an online school.\n\nSincerely,\nIda Brenn\n"
    )
    profile = parse_text(letter, "letter.txt", kind="cover_letter")
    assert [(e.institution, e.degree) for e in profile.education] == [
        ("Orrin University of Calder", "Bachelor")
    ]


def test_the_degree_earned_is_not_the_place():
    assert edu(extract_education(["High School Diploma, Calder High School, 2016"])) == [
        ("Calder High School", None, None, 2016)
    ]
    lines = ["Marrow Institute of Technology Pune", "B.Tech in Civil Engineering\t2016 – 2020"]
    assert edu(extract_education(lines)) == [
        ("Marrow Institute of Technology Pune", "BTech", 2016, 2020)
    ]
    assert institution_in("Sandur Government Degree College, Bellary") == (
        "Sandur Government Degree College"
    )


def test_advisor_titles_written_out_are_dropped_whole():
    lines = [
        "Harbor State University\t2021 – 2025",
        "B.Sc. in Marine Biology",
        "Advisors: Professor Olive Guidewell and Dr Tam Ruiz",
    ]
    (entry,) = extract_education(lines)
    assert entry.advisors == ["Olive Guidewell", "Tam Ruiz"]


def test_an_advisor_line_over_the_next_degree_is_no_institution():
    lines = [
        "Ph.D. in Ecology\t2019 – 2024",
        "Orrin University",
        "Advisor Prof. Jane Roe",
        "Bachelor of Science in Biology\t2015 – 2019",
        "Kellan College",
    ]
    assert edu(extract_education(lines)) == [
        ("Orrin University", "PhD", 2019, 2024),
        ("Kellan College", "BS", 2015, 2019),
    ]


def degrees(lines):
    return [(e.institution, e.degree, e.end_year) for e in extract_education(lines)]


def test_a_school_row_over_its_university_row_leaves_the_university():
    lines = [
        "Ph.D. in Glaciology\tSep 2023 - Present",
        "Dept. of Earth Science",
        "Harbor State University, Portmere",
        "B.Eng. in Geomatics\tSep 2019 - Jul 2023",
        "School of Geo. & Env. Sciences",
        "Westmark University of Mines, Lisbon",
    ]
    assert degrees(lines) == [
        ("Harbor State University", "PhD", None),
        ("Westmark University of Mines", "BEng", 2023),
    ]


def test_thesis_and_labelled_detail_rows_start_no_entry():
    lines = [
        "Harbor State University",
        "Ph.D. in Glaciology\tSep 2019 - Aug 2025",
        "• Ph.D. thesis: Ice Flow at Scale.",
        "Westmark Institute of Mining",
        "B.S. in Geology\tSep 2015 - Jun 2019",
        "Clubs: Westmark Tech Rowing Club",
    ]
    found = [(e.institution, e.degree) for e in extract_education(lines)]
    assert found == [
        ("Harbor State University", "PhD"),
        ("Westmark Institute of Mining", "BS"),
    ]


def test_a_labelled_detail_whose_label_joins_two_words_with_an_ampersand_starts_no_entry():
    lines = [
        "Westmark Institute of Mining",
        "B.S. in Geology\tSep 2015 - Jun 2019",
        "Honors & Prizes: Scholarship of Westmark Institute of Mining",
    ]
    found = [(e.institution, e.degree) for e in extract_education(lines)]
    assert found == [("Westmark Institute of Mining", "BS")]


def test_prose_degrees_with_where_clauses_and_before_the_degree():
    lines = [
        "I study glaciers as a Ph.D. student at Harbor State University. Before my Ph.D. I "
        "spent a year as a visiting student at the Rime Institute. Earlier I finished a "
        "Masters in Glaciology at the University of Westmark where I worked with Ansel Quorn."
    ]
    found = [(e.institution, e.degree) for e in education_from_prose(lines)]
    assert found == [("Harbor State University", "PhD"), ("University of Westmark", "Master")]


def test_a_campus_after_the_comma_belongs_to_the_university_name():
    assert institution_in("University of Harborland, Portmere\t2019 - 2023") == (
        "University of Harborland, Portmere"
    )
    assert institution_in("University of Harborland, Canada") == "University of Harborland"
    assert institution_in("Westmark State University, Portmere") == "Westmark State University"
    assert institution_in("Westmark University of Mines, Lisbon") == "Westmark University of Mines"
    lines = ["University of Harborland, Portmere", "B.S. in Geology\t2019 - 2023"]
    assert [e.institution for e in extract_education(lines)] == [
        "University of Harborland, Portmere"
    ]


def test_a_status_line_under_the_name_states_the_degree():
    lines = ["Tova Rime", "Ph.D. Candidate, Department of Geology, Harbor State University"]
    found = [(e.institution, e.degree) for e in education_from_prose(lines)]
    assert found == [("Harbor State University", "PhD")]


def test_a_signature_status_line_repeats_the_degree_of_the_letter():
    lines = [
        "I am an MSc student in Glaciology at the University of Westmark.",
        "MSc Student, School of Earth Science, University of Westmark tova@example.org",
    ]
    found = [(e.institution, e.degree) for e in education_from_prose(lines)]
    assert found == [("University of Westmark", "MS")]


def test_a_master_of_research_is_a_degree(parse_text):
    cv = "Ines Marwood\n\nEducation\nFernhill University, 2023 - 2024\nM.Res. in Glaciology\n"
    assert [e.degree for e in parse_text(cv).education] == ["MRes"]


def test_a_cv_without_an_education_heading_gives_the_degree_stated_under_the_name(parse_text):
    cv = (
        "Odran Pellew\n"
        "odran@example.org\n\n"
        "2021–2025\tM.Sc. in Marine Geophysics,\n"
        "Northfield University\tGPA: 3.8/4\n"
        "2024\tVisiting Student, Velmora Institute of Technology\n\n"
        "PUBLICATIONS\n\n"
        "Odran Pellew, Ida Crane. Wave Setup on Reef Flats. ICML 2024.\n"
    )
    profile = parse_text(cv, "cv.txt", "cv")
    assert [(e.institution, e.degree, e.end_year) for e in profile.education] == [
        ("Northfield University", "MS", 2025)
    ]


def test_a_line_of_what_was_won_there_names_no_new_institution():
    lines = [
        "Northfield Institute of Technology\tOstra, Velmora",
        "Bachelor of Science in Geology / GPA: 4.00\tAug 2022 - May 2026",
        "• Awarded Northfield Tech Dean's Honors for a perfect GPA in 2022-23",
        "• Received the Velmora College Travel Grant",
    ]
    (entry,) = extract_education(lines)
    assert (entry.institution, entry.degree, entry.end_year) == (
        "Northfield Institute of Technology",
        "BS",
        2026,
    )


def test_a_minor_on_a_dated_row_of_its_own_is_part_of_the_degree_above():
    lines = [
        "2018–present\tBSc. Geology, Northfield University of Technology - NUT.",
        "2020–present\tMinor. Mathematics, Northfield University of Technology - NUT.",
    ]
    entries = extract_education(lines)
    assert [(e.institution, e.degree, e.start_year) for e in entries] == [
        ("Northfield University of Technology - NUT", "BS", 2018)
    ]


def test_institutions_set_in_capitals_head_their_entries():
    rows = "MARROW BAY UNIVERSITY, Harbor City, WA\tAugust 2021–May 2026 (expected)"
    rows += "\nDoctor of Philosophy in Geology (expected)"
    rows += "\nUNIVERSITY OF TIDEWATER, Porto, OR\tJune 2020"
    rows += "\nMaster of Science in Geology, GPA: 3.90"
    assert degrees(rows.splitlines()) == [
        ("MARROW BAY UNIVERSITY", "PhD", 2026),
        ("UNIVERSITY OF TIDEWATER", "MS", 2020),
    ]


def test_list_items_led_by_year_and_month_spans_name_their_institution():
    rows = ["• 2023.08 - 2025.05: Marrow Bay University.", "• 2025.08 - now: Tidewater Institute."]
    found = [(e.institution, e.start_year, e.end_year) for e in extract_education(rows)]
    assert found == [("Marrow Bay University", 2023, 2025), ("Tidewater Institute", 2025, None)]


def test_a_separator_after_the_institution_does_not_hide_it():
    """Templates that end each part of an entry with a separator ("University ·")."""
    entries = extract_education(
        [
            "2021.09-2025.06(expected)\tBrackenridge University ·",
            "School of Earth Sciences ·",
            "Major: Glaciology",
        ]
    )
    assert [(e.institution, e.start_year, e.end_year) for e in entries] == [
        ("Brackenridge University", 2021, 2025)
    ]


def test_an_expected_graduation_line_ends_an_entry_left_open():
    rows = "Marrow Bay University, Harbor City\tOct 2022 - Present"
    rows += "\nM.S. in Oceanography\tExpected Graduation: May 2025"
    rows += "\nTidewater College, Porto\tSep 2019 - Present\nB.S. in Geology\tExpected 2023"
    found = [
        (e.institution, e.start_year, e.end_year) for e in extract_education(rows.splitlines())
    ]
    assert found == [("Marrow Bay University", 2022, 2025), ("Tidewater College", 2019, 2023)]


def test_a_department_of_the_university_in_prose_gives_the_university():
    lines = [
        "I am a Master's student in the Geodesy Department of the Tarnwick University of "
        "Technology (TUT), where I work on satellite gravimetry.",
        "I was a PhD student in the School of Physics of the University of Elmsford.",
    ]
    found = [(e.institution, e.degree) for e in education_from_prose(lines)]
    assert found == [
        ("Tarnwick University of Technology", "Master"),
        ("University of Elmsford", "PhD"),
    ]


def test_an_institution_after_the_advisor_on_a_degree_first_entry_is_the_entrys():
    lines = [
        "PhD in Geodesy\tAugust 2023 – 2028 (tentative)",
        "Advisor: Dr. Ana Roe; The University of Tarnwick at Elmsford\tElmsford, Texas",
        "GPA: 3.9/4",
    ]
    (entry,) = extract_education(lines)
    assert (entry.institution, entry.degree, entry.end_year) == (
        "The University of Tarnwick at Elmsford",
        "PhD",
        2028,
    )


def test_a_college_inside_the_university_named_on_the_line_gives_the_university():
    line = "2021.09 - 2023.02, Undergraduate, Aurel Honors College(Physics), Tarnwick University"
    assert institution_in(line) == "Tarnwick University"
    assert institution_in("Ashgrove College, Elmsford, MA") == "Ashgrove College"


def test_a_first_person_sentence_under_an_entry_names_no_institution():
    lines = [
        "Tarnwick University",
        "M.S. in Geodesy",
        "Sep. 2018 - Mar. 2020",
        "During my exchange semester at SKU, I mapped the tidal flats with a small survey team.",
    ]
    assert [e.institution for e in extract_education(lines)] == ["Tarnwick University"]


@pytest.mark.parametrize(
    ("degree_line", "field"),
    [
        ("Bachelor of Science in Marine Biology", "Marine Biology"),
        ("Master of Engineering in Naval Architecture", "Naval Architecture"),
        ("Master of Science, Geodesy", "Geodesy"),
        (
            "Doctor of Philosophy (candidate), Ocean Engineering\tSep 2021 – now",
            "Ocean Engineering",
        ),
        (
            "Bachelor of Technology, Computer Science and Engineering",
            "Computer Science and Engineering",
        ),
        ("MASTER OF ARTS IN LINGUISTICS", "Linguistics"),
        ("Master of Computer Science", "Computer Science"),
        ("B.S. in Engineering", "Engineering"),
        ("Master of Science, Harbor State University", None),
        ("Doctor of Philosophy", None),
    ],
)
def test_a_degrees_own_name_is_no_field(degree_line, field):
    assert field_of(degree_line) == field


def test_a_school_level_after_the_dash_is_no_institution_the_name_before_it_is():
    lines = [
        "Pine Hill Trust School Board, Dhulikhel — Middle School",
        "2008 - 2014",
        "Riverside Learning Centre, Banepa — Higher Secondary School",
        "2014 - 2016",
    ]
    found = [(e.institution, e.end_year) for e in extract_education(lines)]
    assert found == [("Pine Hill Trust School Board", 2014), ("Riverside Learning Centre", 2016)]


def test_the_same_degree_named_again_without_a_field_is_no_second_entry():
    head = "Kestrel Institute of Technology, Lalitpur — Bachelor's Degree"
    lines = [head, "(Undergrad)", "2017 - 2021", "B.Sc. in Physics", "B.Sc. in Chemistry"]
    found = [(e.institution, e.degree, e.field) for e in extract_education(lines)]
    assert found == [
        ("Kestrel Institute of Technology", "Bachelor", None),
        ("Kestrel Institute of Technology", "BS", "Physics"),
        ("Kestrel Institute of Technology", "BS", "Chemistry"),
    ]


@pytest.mark.parametrize(
    ("line", "degree"),
    [
        ("Laurea in Ingegneria Gestionale", "Bachelor"),
        ("Laurea Magistrale in Fisica", "Master"),
        ("Licenciatura en Sistemas Computacionales", "Bachelor"),
        ("Bacharelado em Ciência da Computação", "Bachelor"),
        ("Licence en informatique", "Bachelor"),
        ("Maestría en Ciencias", "Master"),
        ("Mestrado em Engenharia", "Master"),
        ("Diplom-Informatiker", "Master"),
        ("Doctorado en Física", "PhD"),
        ("Doutoramento em Geologia", "PhD"),
        ("Sarjana Komputer", "Bachelor"),
        ("Diploma di Maturità", None),
        ("Driving licence", None),
    ],
)
def test_degrees_of_other_systems(line, degree):
    assert degree_of(line) == degree


def test_institutions_named_in_other_languages():
    lines = [
        "SMA Negeri 7 Lembang\t2016 - 2019",
        "Science",
        "Universitas Sungai Jernih\t2019 - 2023",
        "Library and Information Science",
    ]
    found = [(e.institution, e.end_year) for e in extract_education(lines)]
    assert found == [("SMA Negeri 7 Lembang", 2019), ("Universitas Sungai Jernih", 2023)]


def test_a_forms_institution_label_gives_way_to_the_name_after_it():
    lines = [
        "Bachelor of Science in Computer Science and Engineering",
        "University:\tRiverbend International University, Kharipur Passing Year:\t2022",
        "Result:\tCGPA 3.10 / 4",
        "HSC (Science group)",
        "Institute:\tKharipur Government College, Kharipur Passing Year:\t2016",
    ]
    found = [(e.institution, e.end_year) for e in extract_education(lines)]
    assert found == [
        ("Riverbend International University", 2022),
        ("Kharipur Government College", 2016),
    ]


def test_prose_names_an_institution_that_opens_with_an_accented_capital():
    lines = ["I am a master's student in chemistry at the École Supérieure de Varenne (Lyon)."]
    assert [(e.institution, e.degree) for e in education_from_prose(lines)] == [
        ("École Supérieure de Varenne", "Master")
    ]


def test_prose_names_an_institution_known_by_its_acronym_alone():
    lines = ["I started my robotics PhD at KRIT in the autumn, advised by Ola Brenn."]
    assert [(e.institution, e.degree) for e in education_from_prose(lines)] == [("KRIT", "PhD")]


def test_a_capitalised_field_after_studying_is_not_part_of_the_place():
    lines = ["I am an undergraduate student at Dunmore Tech studying Computer Science."]
    assert [e.institution for e in education_from_prose(lines)] == ["Dunmore Tech"]


def test_name_and_place_rows_over_degree_rows_name_the_institutions():
    lines = [
        "Harlow Metropolitan | Harlow, Canada",
        "MSc in Applied Geology | Oct 2018 - Jul 2020",
        "",
        "University of Eastmere | Eastmere, Canada",
        "HBSc in Earth Sciences | Oct 2014 - Jul 2018",
    ]
    found = [(e.institution, e.degree, e.start_year, e.end_year) for e in extract_education(lines)]
    assert found == [
        ("Harlow Metropolitan", "MS", 2018, 2020),
        ("University of Eastmere", "BS", 2014, 2018),
    ]


def test_the_date_a_gpa_was_updated_is_not_the_entrys_date():
    lines = [
        "- **Dunmore University**, Dunmore — _B.S. in Physics_",
        "  GPA **3.81/4.00** (updated March 3, 2026). _2023–Present._",
    ]
    [entry] = extract_education(lines)
    assert (entry.start_year, entry.end_year) == (2023, None)


@pytest.mark.parametrize(
    ("text", "field"),
    [
        ("MSc Marine Robotics, University of Port Talbrook, UK 2022", "Marine Robotics"),
        ("B.S. in Geology, University of Wrenford", "Geology"),
        ("Master of Science, Institute of Tidal Studies", None),
    ],
)
def test_the_of_in_an_institutions_name_names_no_field(text, field):
    assert field_of(text) == field


def test_a_bracketed_list_after_the_institution_is_no_part_of_its_name():
    lines = [
        "Harrowgate Polytechnic University (B.S., Geology & Data)\tAug. 2023 — Jun. 2027",
        "MS, Ocean Engineering | Velmora State University (Corran, OR)\t2021 - 2023",
        "Quillon University, Quillon, IL\tSept. 2025 – May 2026",
        "M.A, Comparative Literature",
        "Ardent Valley University (AVU), Ardent, TX",
    ]
    found = [(e.institution, e.degree, e.end_year) for e in extract_education(lines)]
    assert found == [
        ("Harrowgate Polytechnic University", "BS", 2027),
        ("Velmora State University", "MS", 2023),
        ("Quillon University", "MA", 2026),
        ("Ardent Valley University (AVU)", None, None),
    ]


def test_a_school_affiliated_to_a_university_is_one_institution():
    lines = [
        "Harbor Lake University (B.S., Geology)\tAug. 2023 — Jun. 2027",
        "No.2 High School Affiliated to Velmora Normal University\tSep. 2020 – Jul. 2023",
    ]
    found = [(e.institution, e.degree, e.end_year) for e in extract_education(lines)]
    assert found == [
        ("Harbor Lake University", "BS", 2027),
        ("No.2 High School Affiliated to Velmora Normal University", None, 2023),
    ]
    assert institution_in("Transferred to Harbor Lake University in 2021") is None


def test_a_dated_line_names_a_technical_university_by_its_short_form():
    lines = [
        "• Oct 2018: doctoral degree (Dr. techn.), Mathematics, TU Harlow",
        "• Aug 2009: bachelor's degree (BSc), Technical Mathematics, Fachhochschule Lendau",
    ]
    found = [(e.institution, e.degree, e.end_year) for e in extract_education(lines)]
    assert found == [("TU Harlow", "PhD", 2018), ("Fachhochschule Lendau", "BS", 2009)]


def test_a_unit_named_beside_the_thesis_supervisor_is_no_second_institution():
    lines = [
        "10/2004 – 11/2010\tHollin University of Technology, Austria",
        "M.Sc. in Information & Knowledge Management",
        "(a specialised study programme in computer science) with distinction",
        "Master thesis “A Framework for Tide Data”",
        "Institute of Software Technology, Supervisor: Prof. Ann Roe",
    ]
    assert [e.institution for e in extract_education(lines)] == ["Hollin University of Technology"]


def test_a_degree_phrase_and_the_department_of_an_institute_in_prose():
    found = education_from_prose(
        ["Now I study as a B Tech undergraduate in Mining Engineering Department of IIT Varda."]
    )
    assert [(e.institution, e.degree, e.field) for e in found] == [
        ("IIT Varda", "BTech", "Mining Engineering")
    ]


def test_studying_a_degree_at_a_university_without_naming_its_level():
    found = education_from_prose(
        ["She is studying the final term of the Geology degree at the University of Orrin."]
    )
    assert [(e.institution, e.degree) for e in found] == [("University of Orrin", None)]


def test_an_ongoing_thesis_places_the_degree_but_a_thesis_to_come_does_not():
    ongoing = education_from_prose(
        ["These results feed my current Master's thesis at Keswick University of Technology (KUT)."]
    )
    assert [(e.institution, e.degree, e.field) for e in ongoing] == [
        ("Keswick University of Technology", "Master", None)
    ]
    to_come = education_from_prose(
        ["Next year I will start my Master's dissertation in Lenholt University's robotics group."]
    )
    assert to_come == []


def test_the_lab_hosting_a_thesis_is_no_second_school_of_the_same_degree():
    found = education_from_prose(
        [
            "I'm a PhD student at Keswick University, in the Tidewater Vision Group.",
            "Right now, I'm working on my PhD thesis at TVG, on frugal learning.",
        ]
    )
    assert [(e.institution, e.degree) for e in found] == [("Keswick University", "PhD")]


@pytest.mark.parametrize(
    "line",
    [
        "9/2020 – Present Lowmoor University (Brackwater, UK)",
        "Sep 2020 – Present Lowmoor University",
        "9/2020 – 6/2024 Lowmoor University",
    ],
)
def test_a_date_range_before_the_institution_without_a_cell_gap_is_no_part_of_it(line):
    (entry,) = extract_education([line, "Major: Coastal Geology"])
    assert (entry.institution, entry.start_year) == ("Lowmoor University", 2020)


def test_a_shared_education_and_experience_section_sorts_each_entry(parse_text):
    """Under "Education & Experience" (or "& Teaching") a dated row that states a degree is
    education; a dated post beside it (an internship, a lectureship) is experience."""
    cv = (
        "Marisol Quintanar-Okafor\nmarisol@example.org\n\nEDUCATION & EXPERIENCE\n"
        "Ph.D. in Glaciology, Vellmar Institute of Technology\t2019 – 2024\n"
        "Advisor: Tobias Renwick\n"
        "Internship at Orchard Analytics\t2023 – 2023\n"
        "Role: Built a forecasting service\n"
        "B.S. in Applied Hydrology, Dunmore University\t2014 – 2018\n"
        "Lecturer at Greyhaven Academy\t2018 – 2019\n"
    )
    profile = parse_text(cv)
    assert [(e.institution, e.degree) for e in profile.education] == [
        ("Vellmar Institute of Technology", "PhD"),
        ("Dunmore University", "BS"),
    ]
    assert [e.organization for e in profile.experience] == [
        "Orchard Analytics",
        "Greyhaven Academy",
    ]


def test_a_shared_section_with_a_left_date_column_sorts_each_entry(parse_text):
    """ "Employment & Education" with the dates in a left column: the row after the dates
    states the degree or the post."""
    cv = (
        "Marisol Quintanar-Okafor\nmarisol@example.org\n\nEMPLOYMENT & EDUCATION\n"
        "2022–now\tResearch Fellow\n"
        "Centre for Tidal Studies, Vellmar Institute of Technology\n"
        "Hosted by Tobias Renwick\n"
        "2017–2022\tPh.D. in Glaciology\n"
        "Dunmore University\n"
    )
    profile = parse_text(cv)
    assert [(e.institution, e.degree) for e in profile.education] == [("Dunmore University", "PhD")]
    assert [(e.organization, e.start_year) for e in profile.experience] == [
        ("Centre for Tidal Studies, Vellmar Institute of Technology", 2022)
    ]


def test_degrees_listed_together_in_prose_share_the_place_named_after_them():
    """ "B.Sc. and M.Sc. degrees in Geology from X": two degrees, both at X (and in the same
    field); a unit written in lower case names its university after a comma."""
    found = education_from_prose(
        [
            "I received my B.Sc. and M.Sc. degrees in Geology from the University of Westmark.",
            "Later I obtained a Ph.D. from the department of glaciology, Dunmore University.",
        ]
    )
    assert [(e.institution, e.degree, e.field) for e in found] == [
        ("University of Westmark", "BS", "Geology"),
        ("University of Westmark", "MS", "Geology"),
        ("Dunmore University", "PhD", None),
    ]
    # A degree in a clause of its own ("... and I am now ...") is not given the later place.
    alone = education_from_prose(
        ["I hold a B.Sc., and I then earned an M.Sc. at Dunmore University."]
    )
    assert [(e.institution, e.degree) for e in alone] == [("Dunmore University", "MS")]


def test_a_unit_with_its_short_name_before_its_university_in_prose():
    """ "at the School of X (SX) of the Some University": the degree is the university's."""
    found = education_from_prose(
        [
            "She is a doctoral candidate at the School of Geosciences (SGS) of the "
            "University of Westmark."
        ]
    )
    assert [(e.institution, e.degree) for e in found] == [("University of Westmark", "PhD")]


def test_a_minor_pursued_at_the_institution_above_is_no_entry_of_its_own():
    lines = [
        "Graduation\tRiverbend University\tRiverbend University\t2026",
        "Pursuing a Minor in Data Science from the Data Centre, Riverbend University",
    ]
    entries = extract_education(lines)
    assert [(e.institution, e.end_year) for e in entries] == [("Riverbend University", 2026)]


def test_a_month_after_the_comma_is_no_campus_of_a_university_of_a_place():
    entries = extract_education(
        ["* PhD in Geology, University of Dunmore, September 2020 – December 2025"]
    )
    assert [e.institution for e in entries] == ["University of Dunmore"]


def test_a_row_whose_date_and_text_columns_both_wrap_is_read_as_one():
    lines = [
        "Sep 2012-Jun\tMSc in Geology; Escola Superior de Ciències de Mar-",
        "2014\tvellà (Marvellà, Spain)",
        "Sep 2009-Dec\tBSc in Physics; Instituto Superior de Torrealta",
        "2012 (expected) de Baixo (Torrealta, Portugal)",
    ]
    entries = extract_education(lines)
    assert [(e.institution, e.degree, e.start_year, e.end_year) for e in entries] == [
        ("Escola Superior de Ciències de Marvellà", "MS", 2012, 2014),
        ("Instituto Superior de Torrealta de Baixo", "BS", 2009, 2012),
    ]


def test_a_name_broken_at_its_own_hyphen_is_rejoined_and_dipl_ing_is_a_masters_level():
    lines = [
        "2006-2012\tDiploma (Dipl.-Ing.)\tin Process Engineering, Karl-Anton-",
        "Universität Oberfeld (KAU), Oberfeld, Germany.",
    ]
    [entry] = extract_education(lines)
    assert entry.institution == "Karl-Anton-Universität Oberfeld (KAU)"
    assert entry.degree == "Master"
    assert degree_of("Dipl.-Inf. in Informatics") == "Master"


def test_an_elided_article_belongs_to_the_institution_name():
    line = "MSc in Informatics; École Supérieure d’Informatique de Valmont (Valmont, France)"
    assert institution_in(line) == "École Supérieure d’Informatique de Valmont"


def test_a_grade_rank_or_labelled_detail_after_the_institution_is_no_part_of_its_name():
    assert institution_in("Universidad de Sierra Alta (9/10)") == "Universidad de Sierra Alta"
    assert institution_in("University of Norbury (87/100)") == "University of Norbury"
    assert institution_in("Université de Valmont (1st)") == "Université de Valmont"
    assert institution_in("University of Eastmarsh. Sup.: Ann Roe.") == "University of Eastmarsh"


def test_the_part_after_a_department_names_an_institution_without_an_institution_word():
    lines = [
        "2018–2021\tPhD Student, Department of Computer Science, Ponthaven Paris, Paris, France.",
        "2014–2018\tMSc in Applied Mathematics, Department of Mathematics, Centrale Ostrand, Lyon,",
        "France.",
    ]
    assert [(e.institution, e.degree) for e in extract_education(lines)] == [
        ("Ponthaven Paris", "PhD"),
        ("Centrale Ostrand", "MS"),
    ]
    # a city after the department is the place, not the institution
    assert institution_in("PhD, Department of Physics, Lyon, France") is None


def test_in_a_degree_first_section_an_exchange_named_by_its_school_alone_takes_no_degree():
    lines = [
        "MSc Marine Biology", "", "Halvard University", "", "2016 - Present", "",
        "Exchange year", "", "Universidad de Costa Brava", "", "2015 - 2016", "",
        "BSc Biology", "", "Halvard University", "", "2012 - 2015",
    ]  # fmt: skip
    entries = extract_education(lines)
    assert [(e.institution, e.degree, e.start_year, e.end_year) for e in entries] == [
        ("Halvard University", "MS", 2016, None),
        ("Universidad de Costa Brava", None, 2015, 2016),
        ("Halvard University", "BS", 2012, 2015),
    ]


def test_a_degree_word_naming_a_project_or_a_panel_opens_no_entry():
    lines = [
        "• 2011-2012 Master in Oceanography",
        "Université de Valmont",
        "• MSc final project on tidal mixing, supervised by Ann Roe",
        "• 2005-2010 Licenciatura en Química",
        "Universidad de Sierra Alta",
        "• PhD Panels",
    ]
    entries = extract_education(lines)
    assert [(e.institution, e.degree) for e in entries] == [
        ("Université de Valmont", "Master"),
        ("Universidad de Sierra Alta", "Bachelor"),
    ]


def test_a_supervisors_degree_after_the_label_is_no_entry():
    lines = [
        '"Laurea Magistrale" (~MSc) in Geology, 108/110',
        "Università di Valmonte, Valmonte, Italy",
        "Supervisor: Prof. Carla Neri",
        "Assistant Supervisor: Ugo Ferri, PhD",
    ]
    entries = extract_education(lines)
    assert [(e.institution, e.degree) for e in entries] == [("Università di Valmonte", "MS")]


def test_kramdown_attribute_lists_are_no_part_of_the_text(parse_text):
    page = (
        "---\nlayout: page\ntitle: Curriculum\n---\n\n## Education\n\n"
        "-- Laurea Triennale in Physics\n"
        ': _[Università di Valmonte](https://example.org){:target="_blank"}_, Valmonte, Italy\n'
        "{: .no_toc}\n"
    )
    profile = parse_text(page, "cv.md", kind="homepage")
    assert [e.institution for e in profile.education] == ["Università di Valmonte"]
    assert "{:" not in profile.text


def test_two_degrees_joined_by_and_share_the_place_named_after_the_second():
    sentences = [
        "She is a fifth-year student in a Dual Degree Program with a Bachelor’s in Chemistry "
        "and a Master’s in Data Science from Halvard Institute of Technology.",
        "She holds a B.Sc. in Physics and an M.Sc. in Geology from Norbury University.",
    ]
    found = [(e.institution, e.degree, e.field) for e in education_from_prose(sentences)]
    assert found == [
        ("Halvard Institute of Technology", "Bachelor", "Chemistry"),
        ("Halvard Institute of Technology", "Master", "Data Science"),
        ("Norbury University", "BS", "Physics"),
        ("Norbury University", "MS", "Geology"),
    ]


def test_a_bulleted_degree_without_a_school_borrows_none_from_a_whole_bullet_above():
    lines = [
        "• Ph.D in Tidal Design, Halvard Institute of Technology, 2020-2023 (expected)",
        "• M.Eng. in naval design at Halvard Institute of Technology. 2017-2020",
        "• Undergraduate preparatory classes, algebra and optics. 2015-2017",
    ]
    found = [(e.institution, e.degree) for e in extract_education(lines)]
    assert found == [
        ("Halvard Institute of Technology", "PhD"),
        ("Halvard Institute of Technology", "MEng"),
    ]
    # a school's line with its degrees under it still lends the school to each
    lines = ["Norbury University", "B.S. in Physics, 2019", "B.A. in Music, 2019"]
    assert [e.institution for e in extract_education(lines)] == ["Norbury University"] * 2


def test_a_french_name_keeps_its_lowercase_adjectives_and_its_preposition():
    assert (
        institution_in("PhD in Geology, École royale minière, Brest, France")
        == "École royale minière"
    )
    assert (
        institution_in("Exchange term in Law, Université du Val à Morlaix (UVM), Rennes, France")
        == "Université du Val à Morlaix (UVM)"
    )
    # lowercase words after an English institution word still end the name's look
    assert institution_in("Quarry University graduates the best") is None


def test_a_short_name_between_the_degree_and_its_place_is_the_institution():
    (entry,) = extract_education(
        ["2019–2021\tM2 in Applied Statistics, Quillon Sciences, Lyon, France"]
    )
    assert (entry.institution, entry.degree, entry.field) == (
        "Quillon Sciences",
        "Master",
        "Applied Statistics",
    )
    assert (entry.start_year, entry.end_year) == (2019, 2021)


def test_the_field_after_a_bare_degree_before_its_place_is_no_institution():
    entries = extract_education(
        ["Harwick University\tMay 2022 – Present", "PhD, Linguistics\tLyon, France"]
    )
    assert [(e.institution, e.degree, e.field) for e in entries] == [
        ("Harwick University", "PhD", "Linguistics")
    ]


def test_a_spaced_colon_separates_the_institution_from_its_degree():
    (entry,) = extract_education(
        [
            "Brackenmoor University : B.Pharm Bachelor of Clinical Pharmacy .",
            "Learnly: Data Analysis Nanodegree .",
        ]
    )
    assert (entry.institution, entry.degree) == ("Brackenmoor University", "Bachelor")


def test_a_bracketed_date_range_after_the_institution_is_no_part_of_its_name():
    (entry,) = extract_education(
        ["Universitas Kembang Raya (August 2020 – Present)", "GPA 3.71, Undergraduate Geodesy"]
    )
    assert (entry.institution, entry.start_year, entry.end_year) == (
        "Universitas Kembang Raya",
        2020,
        None,
    )


@pytest.mark.parametrize(
    ("text", "expanded"),
    [("(’17 - ’21)", "(2017 - 2021)"), ("2016 – ’20", "2016 – 2020"), ("Bachelor's", "Bachelor's")],
)
def test_apostrophed_years_in_a_bracketed_range_are_read(text, expanded):
    assert expand_short_years(text) == expanded


def test_a_gpa_with_two_digits_before_the_point_is_read_whole():
    lines = ["Quillon University\t2015 – 2019", "B.S. in Physics, GPA: 17.40/20"]
    (entry,) = extract_education(lines)
    assert (entry.gpa, entry.gpa_scale) == ("17.40/20", "20")


def test_an_institution_name_broken_after_its_institution_word_is_rejoined():
    lines = [
        "2010 – 2014\tBachelor of Applied Geology, University",
        "of Vale Serrano, Serrano - MG - Brazil.",
    ]
    (entry,) = extract_education(lines)
    assert (entry.institution, entry.start_year, entry.end_year) == (
        "University of Vale Serrano",
        2010,
        2014,
    )


@pytest.mark.parametrize(
    ("text", "field"),
    [
        ("M.Sc. Soil Chemistry\t2018 – 2020", "Soil Chemistry"),
        ("B.Tech., Mining Engineering, Harrowgate Institute of Technology", "Mining Engineering"),
        ("Undergraduate Tourism Management", "Tourism Management"),
        ("PhD Candidate", None),
        ("B.S., Magna Cum Laude", None),
        ("PhD, Lyon, France", None),
        ("M.S., Quarrystone University", None),
    ],
)
def test_the_field_right_after_a_degrees_short_form(text, field):
    assert field_of(text) == field


@pytest.mark.parametrize(
    ("line", "gpa", "scale"),
    [
        ("CPI: 8.64/10", "8.64/10", "10"),
        ("3.71/4.00 GPA", "3.71/4.00", "4.00"),
        ("Percentage: 88.6%", "88.6%", None),
        ("Grade: 93.2%", "93.2%", None),
        ("Marks - 79 %", "79%", None),
    ],
)
def test_a_cpi_a_percentage_and_a_figure_before_its_label_are_the_grade(line, gpa, scale):
    (entry,) = extract_education(["Marrow Bay College\t2014 – 2016", line])
    assert (entry.gpa, entry.gpa_scale) == (gpa, scale)


@pytest.mark.parametrize(
    ("text", "degree"),
    [
        ("M.Tech in Thermal Engineering", "MTech"),
        ("Dual Degree (B.Tech + M.Tech) in Ocean Engineering", "MTech"),
        ("M.E. in Highway Engineering", "MEng"),
        ("ME in Control Systems", "MEng"),
        ("MCA, Quillon Institute", "Master"),
        ("BCA", "Bachelor"),
        ("Magistr in Geophysics", "Master"),
        ("Bakalavr, Geophysics", "Bachelor"),
        ("Yüksek Lisans, Jeoloji", "Master"),
        ("Lisans, Jeoloji", "Bachelor"),
        ("Licence 3 Informatique", "Bachelor"),
        ("Doktora, Jeoloji", "PhD"),
        ("Dr.-Ing. in Hydraulics", "PhD"),
        ("Dr. rer. nat. in Botany", "PhD"),
        ("Advisor: Dr. Phil Reyes", None),
        ("Specialist degree in Geodesy", "Specialist"),
        ("Grado en Geología", "Bachelor"),
        ("BE Civil Engineering", "BEng"),
        ("ME Thermal Engineering", "MEng"),
        ("Please BE careful", None),
    ],
)
def test_local_degree_names_of_india_russia_turkey_france_and_germany(text, degree):
    assert degree_of(text) == degree


def test_the_field_after_a_bracketed_honours_note():
    assert field_of("BSc (Hons) Marine Geology") == "Marine Geology"


def test_a_college_in_brackets_after_the_field_is_no_second_institution():
    lines = [
        "Quarry University, Tallow, China\t09/2019 – 06/2023",
        "Bachelor of Engineering in Marine Systems (Brindle Honors College)",
    ]
    (entry,) = extract_education(lines)
    assert (entry.institution, entry.degree, entry.field) == (
        "Quarry University",
        "BEng",
        "Marine Systems",
    )


@pytest.mark.parametrize(
    ("lines", "gpa"),
    [
        (["Class XII (State Board) | Saint Ives School | 2016 | 91.4%"], "91.4%"),
        (["Quarry University\t2012 – 2016", "B.Sc. in Geology, Distinction (84.5%)"], "84.5%"),
        (["Saint Ives School, ranked in the top 5% | 2016"], None),
    ],
)
def test_a_percentage_set_apart_as_a_cell_or_in_brackets_is_the_mark(lines, gpa):
    assert extract_education(lines)[0].gpa == gpa


@pytest.mark.parametrize(
    ("text", "field"),
    [
        ("Bacharelado em Geografia", "Geografia"),
        ("Grado en Geología", "Geología"),
        ("B.Tech | Mining Engineering | Some Institute | 2015 - 2019", "Mining Engineering"),
        ("Diplôme d'ingénieur, Brask Sciences, Nantes, France", None),
    ],
)
def test_fields_after_em_en_and_a_pipe_and_no_field_before_a_town_and_country(text, field):
    assert field_of(text) == field


@pytest.mark.parametrize(
    "name",
    [
        "Universiti Sungai Kecil",
        "Shanti Vidyapeetham",
        "Rewa Vishwavidyalaya",
        "Universitatea Tehnică din Vadu",
        "Tecnológico de Sierra Alta",
        "École supérieure des mines et forêts",
    ],
)
def test_malay_hindi_romanian_and_spanish_institution_words_and_french_adjectives(name):
    assert institution_in(f"2016 – 2020\tB.Sc. in Geology, {name}, Brask") == name


def test_a_vidyalaya_school_row_in_a_qualifications_table_is_an_institution():
    lines = [
        "2020-23\tB.Sc. (Physics)\tTarrow Institute of Technology\t8.1/10",
        "2020\tClass XII (State Board)\tNilgiri Vidyalaya Dharampur\t91.5%",
    ]
    found = [(e.institution, e.end_year) for e in extract_education(lines)]
    assert ("Nilgiri Vidyalaya Dharampur", 2020) in found


def test_a_short_form_of_a_university_named_before_is_that_university():
    lines = [
        "Earlier I finished my Master's in Biology at Brackwater Mellor University.",
        "In my undergraduate studies at Brackwater Mellor, I mapped kelp with Dr. Ansel Quorn.",
    ]
    found = [(e.institution, e.degree) for e in education_from_prose(lines)]
    assert found == [
        ("Brackwater Mellor University", "Master"),
        ("Brackwater Mellor", "Bachelor"),
    ]


def test_a_degree_at_a_short_name_that_will_help_is_a_hope():
    lines = [
        "In my view the M.S. program at OPU will prepare me for a career in maps.",
        "I received my B.S. from OPU in 2019.",
    ]
    found = [(e.institution, e.degree) for e in education_from_prose(lines)]
    assert found == [("OPU", "BS")]


def test_a_sentence_opening_with_currently_pursuing_is_a_degree_under_way():
    lines = ["Currently pursuing my B.Sc. in Geology at Orrin Tech, I map reefs by boat."]
    found = [(e.institution, e.degree, e.field) for e in education_from_prose(lines)]
    assert found == [("Orrin Tech", "BS", "Geology")]


def test_graduated_from_a_place_with_a_degree_names_the_place_first():
    lines = [
        "I graduated from OPU in 2024 with a B.S. in Geology, and a minor in art.",
        "Then I graduated from Orrin University with an MSc in Botany in 2026.",
    ]
    found = [(e.institution, e.degree, e.end_year) for e in education_from_prose(lines)]
    assert found == [("OPU", "BS", 2024), ("Orrin University", "MS", 2026)]


def test_a_degree_with_a_minor_before_its_place_names_the_place_and_the_major():
    lines = [
        "Earlier I took a Bachelor's degree in Geology with a minor in Art History from "
        "Orrin University, where I mapped reefs."
    ]
    found = [(e.institution, e.degree, e.field) for e in education_from_prose(lines)]
    assert found == [("Orrin University", "Bachelor", "Geology")]


def test_a_student_of_a_field_at_a_place_is_an_education_without_a_degree():
    lines = [
        "Dear Committee,",
        "Right now I am a geology student at The College of Orrin with a minor in art, and I "
        "map reefs.",
    ]
    found = [(e.institution, e.degree, e.field) for e in education_from_prose(lines)]
    assert found == [("The College of Orrin", None, "geology")]
    # The year of study is no field; the university is still where the writer studies.
    third_year = education_from_prose(["I am a third-year student at Orrin University."])
    assert [(e.institution, e.degree, e.field) for e in third_year] == [
        ("Orrin University", None, None)
    ]


def test_a_school_with_no_institution_word_before_its_country_beside_a_degree_or_field():
    entries = extract_education(
        [
            "Master 2 Data Modelling\tESN Norvane, France",
            "GPA: 16.1/20\t2023 – 2024",
            "Aerospace Engineering\tTESCA, France",
            "Mathematics and Control\t2019 – 2023",
        ]
    )
    assert [(e.institution, e.start_year, e.end_year) for e in entries] == [
        ("ESN Norvane", 2023, 2024),
        ("TESCA", 2019, 2023),
    ]
    # a town in a school's place, its school named on another row, is no school
    assert institution_in("Applied Physics\tLyon, France") is None


def test_a_short_name_between_the_degree_and_the_year_is_the_institution():
    lines = [
        "• Ph.D in Marine Robotics, ENSTA Brest, 2021",
        "• M.Sc. in Applied Physics, Polytech Sorel, 2017",
    ]
    found = [(e.institution, e.degree, e.end_year) for e in extract_education(lines)]
    assert found == [("ENSTA Brest", "PhD", 2021), ("Polytech Sorel", "MS", 2017)]


def test_a_campus_and_a_vidyalaya_name_their_institutions():
    lines = [
        "Bachelor of Software Engineering",
        "Orvane Campus - Kelaniya, Sri Lanka",
        "2021 - Present",
        "",
        "Higher Secondary Certificate",
        "Kendriya Vidyalaya No. 3, Pune",
        "2015 - 2017",
    ]
    found = [(e.institution, e.degree) for e in extract_education(lines)]
    assert found[0][0].startswith("Orvane Campus") and found[0][1] == "Bachelor"
    assert found[1][0] == "Kendriya Vidyalaya No. 3"


def test_a_degree_added_with_as_well_as_shares_the_place_before_it():
    text = (
        "I obtained my master degree in Signal Processing from Varnok Polytechnic Institute and "
        "its ORQ unit, as well as a bachelor degree in Applied Statistics."
    )
    found = [(e.institution, e.degree, e.field) for e in education_from_prose([text])]
    assert found == [
        ("Varnok Polytechnic Institute", "Master", "Signal Processing"),
        ("Varnok Polytechnic Institute", "Bachelor", "Applied Statistics"),
    ]


def test_a_rank_earned_at_school_among_the_rows_details_is_no_institution():
    lines = [
        "Crestfield Model School\tMultan, Pakistan",
        "Matriculation | Grade: A | Board Topper in Biology; School Top Scorer in Chemistry"
        "\t2014 – 2016",
    ]
    found = [(e.institution, e.end_year) for e in extract_education(lines)]
    assert found == [("Crestfield Model School", 2016)]


def test_a_postdoctoral_post_names_no_doctorate():
    assert degree_of("Postdoctoral Researcher in Hydrology") is None
    assert degree_of("Post-doctoral fellow, Department of Geology") is None
    assert degree_of("Pre-doctoral Research\tSome Centre, Lyon, France") is None
    assert degree_of("Predoctoral fellow in Hydrology") is None
    assert degree_of("Doctoral Candidate in Hydrology") == "PhD"


def test_a_post_held_before_starting_the_degree_is_no_degree_at_its_place():
    sentence = (
        "Before beginning my doctoral program, I served as a Research Assistant at QRL "
        "Research Center, Tarnow, Poland. I hold a Bachelor's degree from the Tarnow "
        "Institute of Computing (TIC), earned in 2022."
    )
    found = [(e.institution, e.degree) for e in education_from_prose([sentence])]
    assert found == [("Tarnow Institute of Computing", "Bachelor")]


def test_an_honours_programme_and_a_study_abroad_note_are_no_schools():
    lines = [
        "Ostrander College",
        "Bachelor of Arts in Linguistics, Magna Cum Laude",
        "May 2021",
        "",
        "• College Honors Program",
        "",
        "Study Abroad: Peru (June 2020 – July 2020)",
        "• Volunteered in archive digitisation at Cusco",
    ]
    found = [(e.institution, e.degree, e.end_year) for e in extract_education(lines)]
    assert found == [("Ostrander College", "BA", 2021)]


def test_a_school_listed_without_its_degree_takes_the_degree_the_bio_names(parse_text):
    page = (
        "---\ntitle: Home\n---\n"
        "## About\n\n"
        "I am Mirela Ostas, a third-year undergraduate student at the Hallbrook Institute of "
        "Science, working on graph algorithms in the Okafor Laboratory.\n\n"
        "## Education\n\n"
        "- **Hallbrook Institute of Science** (September 2023 – June 2027, expected)\n"
        "  - Faculty of Informatics\n"
    )
    education = parse_text(page, "index.md", "homepage").education
    found = [(e.institution, e.degree, e.end_year) for e in education]
    assert found == [("Hallbrook Institute of Science", "Bachelor", 2027)]


@pytest.mark.parametrize(
    ("school", "degree_line", "degree"),
    [
        ("Polytechnique Brévanne", "Research M.Sc. in Marine Geology (GPA: 3.90 / 4.00)", "MS"),
        ("INSA Castelmar", "Engineering Diploma in Civil Engineering (BEng + MEng)", "MEng"),
    ],
)
def test_a_french_engineering_school_named_without_university_is_an_institution(
    parse_text, school, degree_line, degree
):
    """French engineering schools go by "Polytechnique <city>" or "INSA <city>", with no
    "University" or "Institute" in the name."""
    text = (
        "Odile Marchetti\nodile@example.org\n\nEducation\n"
        f"{school}\tSeptember 2019 - September 2024\n{degree_line}\tBrévanne, France\n"
        "\nSkills\nPython, R\n"
    )
    [entry] = parse_text(text, "cv.txt").education
    assert (entry.institution, entry.degree, entry.start_year) == (school, degree, 2019)


def test_a_street_address_under_the_institution_is_no_second_institution():
    entries = extract_education(
        [
            "Lowmoor State University",
            "900 W Old College Blvd, Lowmoor, CA 90000\tRelevant Coursework",
            "Aug 2022 - Current",
            "",
            "B.S in Geology (Pursuing)",
        ]
    )
    assert [(e.institution, e.degree, e.start_year) for e in entries] == [
        ("Lowmoor State University", "BS", 2022)
    ]


def test_a_page_titled_education_without_a_heading_is_its_education(parse_text):
    page = """---
layout: category
title: Education
---

<span class="school">Quillon University</span>
<span class="when">Sep 2021 - Present</span>
<h4>Ph.D. in Tidal Hydrology</h4>
<ul><li><strong>GPA</strong>: 3.9/4</li></ul>

<span class="school">Marsh Bay Institute of Technology</span>
<span class="when">2017 - 2021</span>
<h4>B.Tech in Civil Engineering</h4>
"""
    education = parse_text(page, "Education.md").education
    assert [(e.institution, e.degree, e.start_year, e.end_year) for e in education] == [
        ("Quillon University", "PhD", 2021, None),
        ("Marsh Bay Institute of Technology", "BTech", 2017, 2021),
    ]


@pytest.mark.parametrize(
    "line",
    [
        "MTech and BTech in Tidal Engineering (with Honours)",
        "M.Tech + B.Tech in Tidal Engineering",
        "M.Tech/B.Tech in Tidal Engineering",
    ],
)
def test_a_dual_degree_on_one_line_is_two_degrees(line):
    entries = extract_education(["Quillon Institute of Technology, Marsh Bay\t2017 - 2022", line])
    assert [(e.institution, e.degree, e.field, e.start_year, e.end_year) for e in entries] == [
        ("Quillon Institute of Technology", "MTech", "Tidal Engineering", 2017, 2022),
        ("Quillon Institute of Technology", "BTech", "Tidal Engineering", 2017, 2022),
    ]


def test_a_dual_degree_by_research_keeps_its_second_degree():
    entries = extract_education(
        ["Quillon Institute, Marsh Bay\t2019 - 2024", "B.Tech + M.S. by Research in Tidal Science"]
    )
    assert [(e.degree, e.field) for e in entries] == [
        ("BTech", "Tidal Science"),
        ("MS", "Tidal Science"),
    ]


def test_an_sm_degree_is_a_master_of_science():
    assert degree_of("SM in Tidal Networks") == "MS"
    assert degree_of("S.M. in Tidal Networks") == "MS"
    assert degree_of("SM Harbour Works, Quillon") is None


def test_a_month_before_the_year_is_no_part_of_the_institution():
    assert (
        institution_in(
            "The University of Quillon at Marsh Bay August 2022 - Present", capitals=True
        )
        == "The University of Quillon at Marsh Bay"
    )
    assert institution_in("University of Augsburg 2019 - 2021", capitals=True) == (
        "University of Augsburg"
    )


def test_labelled_ranks_and_grades_under_a_school_are_no_schools():
    entries = extract_education(
        [
            "Quillon Junior College, Marsh Bay June 2012 - Mar 2016",
            "Intermediate Education, Tides and Currents",
            "• IIT-Tidal Exam AIR (All India Rank): 1373",
            "Quillon Tech, Marsh Bay\tAugust 2016 - May 2020",
            "B.E. Tidal Engineering",
            "Department of Tidal Engineering\tOverall Grade: 9.16/10",
        ]
    )
    assert [e.institution for e in entries] == ["Quillon Junior College", "Quillon Tech"]


def test_a_unit_in_prose_belongs_to_the_institution_named_after_it():
    found = education_from_prose(
        [
            "Years ago I finished my Bachelors and Masters in Technology from the Department of "
            "Tidal Engineering, QIT Marsh, Quillon, advised by Prof. Ann Roe.",
            "Since 2024 I have been a Ph.D. student at the Division of Tidal Control Systems "
            "(TCS) of Quillon Royal Institute of Technology, guided by Prof. Ann Roe.",
        ]
    )
    assert [(e.institution, e.degree) for e in found] == [
        ("QIT Marsh", "Bachelor"),
        ("QIT Marsh", "Master"),
        ("Quillon Royal Institute of Technology", "PhD"),
    ]


def test_a_unit_in_prose_before_a_town_names_no_institution():
    found = education_from_prose(["I received my Ph.D. from the Department of Tides, Boston."])
    assert [e.institution for e in found] == []


def test_a_students_present_pursuit_and_a_school_known_by_its_name_alone():
    """A student "pursuing my PhD" is under way, not hoped for; "an M.S. also at
    Brookfield" names its own school (a bare name), not the next degree's."""
    from parsing.education import education_from_prose

    found = education_from_prose(
        [
            "As a doctoral student pursuing my PhD at Brookfield University in geology, I map "
            "faults. Earlier, I earned an M.S. degree in geology also at Brookfield and a B.S. "
            "degree at the Lisbon Institute of Technology."
        ]
    )
    assert [(e.institution, e.degree) for e in found] == [
        ("Brookfield University", "PhD"),
        ("Brookfield", "MS"),
        ("Lisbon Institute of Technology", "BS"),
    ]


def test_a_bare_name_after_a_clause_word_is_no_school():
    from parsing.education import education_from_prose

    found = education_from_prose(["I completed my Master's degree while working at Quillon."])
    assert [e.institution for e in found] == []


@pytest.mark.parametrize(
    "sentence, degree",
    [
        ("I am an undergraduate student pursuing a B.S. at Orrin University in optics.", "BS"),
        ("I am a graduate student at Orrin University pursuing a PhD in hydrology.", "PhD"),
    ],
)
def test_a_status_and_the_degree_it_pursues_are_one_entry(sentence, degree):
    from parsing.education import education_from_prose

    found = education_from_prose([sentence])
    assert [(e.institution, e.degree) for e in found] == [("Orrin University", degree)]


def test_words_of_praise_before_a_schools_name_are_dropped():
    from parsing.education import education_from_prose

    found = education_from_prose(
        [
            "Years of study got me admitted to the Prestigious Orrin University of Lisbon, and "
            "during my bachelor's years I studied optics."
        ]
    )
    assert [(e.institution, e.degree) for e in found] == [
        ("Orrin University of Lisbon", "Bachelor")
    ]


def test_two_degrees_first_at_one_school_in_the_same_year_keep_their_own_years():
    lines = [
        "Ph.D., Geology\t2027",
        "Lindenfeld University",
        "B.S., Geology\t2021",
        "Quorvale State University",
        "B.S., Mathematics\t2021",
        "Quorvale State University",
    ]
    found = extract_education(lines)
    assert [(e.institution, e.field, e.end_year) for e in found] == [
        ("Lindenfeld University", "Geology", 2027),
        ("Quorvale State University", "Geology", 2021),
        ("Quorvale State University", "Mathematics", 2021),
    ]


def test_a_place_named_before_where_i_earned_and_another_after_the_next_clause():
    lines = [
        "My studies began at The Harbour University of Tidewater (HUT), where I obtained a "
        "B.Sc. in Tidal Robotics, where I also spent exchange terms at Kelpford University "
        "and Brinemouth University."
    ]
    assert [(e.institution, e.degree, e.field) for e in education_from_prose(lines)] == [
        ("The Harbour University of Tidewater (HUT)", "BS", "Tidal Robotics")
    ]


def test_a_year_of_study_at_a_university_in_a_letter_names_it():
    lines = [
        "I am a second-year student at Kelpford University, majoring in Marine Computing. "
        "I have built tide models in Python."
    ]
    assert [(e.institution, e.degree) for e in education_from_prose(lines)] == [
        ("Kelpford University", None)
    ]


def test_a_bachelors_thesis_labelled_under_the_degree_opens_no_entry_of_its_host(parse_text):
    text = (
        "Tomasz Wierzbel\ntomasz@example.org\n\nEducation\n\n"
        "B.Sc. Electronics Engineering\tSept. 2017 - July 2021\n"
        "NORTHFIELD POLYTECHNIC UNIVERSITY\tGdansk, Poland\n"
        "• Bachelor’s final thesis: “Sonar echoes as graphs”, at the Marine Sensing\n"
        "Signals research group, later shown at a workshop.\n"
    )
    education = parse_text(text, kind="cv").education
    assert [(e.institution, e.degree) for e in education] == [
        ("NORTHFIELD POLYTECHNIC UNIVERSITY", "BS")
    ]


def test_enrolled_in_the_last_course_of_a_fields_degree_at_a_university(parse_text):
    text = (
        "To whom it may concern,\n\n"
        "Writing as Oriol Vantrell: these days I am enrolled in the final semester of the "
        "Geology degree at the Northern University of Marrowby, and a doctorate in rock "
        "mechanics is my next goal.\n\nYours faithfully,\nOriol Vantrell\n"
    )
    education = parse_text(text, kind="cover_letter").education
    assert [e.institution for e in education] == ["Northern University of Marrowby"]


def test_joined_a_university_for_a_masters_degree_is_a_study_not_a_post(parse_text):
    text = (
        "# About Me\n\n"
        "I write software in Kestrel and Python and like maps.\n\n"
        "Two years later, I joined Quellberg Polytechnic University (QPU) for my master's "
        "degree.\n"
    )
    profile = parse_text(text, filename="about.md", kind="homepage")
    assert [(e.institution, e.degree) for e in profile.education] == [
        ("Quellberg Polytechnic University", "Master")
    ]
    assert profile.experience == []


def test_a_graduation_year_that_leads_the_sentence(parse_text):
    text = (
        "# About\n\n"
        "In 2016, I graduated in Geology with a Bachelor from the University of Marrowby. "
        "Since then I have mapped rivers.\n"
    )
    education = parse_text(text, filename="about.md", kind="homepage").education
    assert [(e.institution, e.degree, e.end_year) for e in education] == [
        ("University of Marrowby", "Bachelor", 2016)
    ]


def test_a_campus_before_a_dash_that_parts_the_degree_cell_belongs_to_the_name():
    line = "University of Harborland, Portmere — M.S. in Geology, Mar. 2020"
    assert institution_in(line, capitals=True) == "University of Harborland, Portmere"
    lines = [line, "Quillon College — B.S. in Geology, Jun. 2016"]
    assert [(e.institution, e.degree) for e in extract_education(lines)] == [
        ("University of Harborland, Portmere", "MS"),
        ("Quillon College", "BS"),
    ]


def test_a_degree_received_from_there_is_from_the_university_studied_at_before():
    bio = (
        "Earlier, I studied at Marrowby University, tutoring geology. I earned my M.Sc. from there."
    )
    assert [(e.institution, e.degree) for e in education_from_prose([bio])] == [
        ("Marrowby University", "MS")
    ]


def test_two_degrees_with_their_own_fields_on_one_line_share_the_school_below():
    entries = extract_education(
        [
            "2018–2023\tB.Tech. in Tidal Engineering and M.S. by Research in Wave Modelling,",
            "Quillon Institute of Technology, Marsh Bay\tGPA: 8.9/10",
        ]
    )
    assert [(e.institution, e.degree, e.field, e.end_year) for e in entries] == [
        ("Quillon Institute of Technology", "BTech", "Tidal Engineering", 2023),
        ("Quillon Institute of Technology", "MS", "Wave Modelling", 2023),
    ]


def test_a_dated_dual_degree_over_its_school_is_two_degrees():
    entries = extract_education(
        ["2019 - 2024\tB.Tech + M.S. by Research in Tidal Science", "Quillon Institute, Marsh Bay"]
    )
    assert [(e.institution, e.degree, e.start_year) for e in entries] == [
        ("Quillon Institute", "BTech", 2019),
        ("Quillon Institute", "MS", 2019),
    ]


def test_class_twelve_and_class_ten_rows_over_their_schools_are_degrees():
    entries = extract_education(
        [
            "• Class XII (State Board)\tApr 2015 - Mar 2016",
            "Saint Ives Vidyalaya, Marsh Bay\tPercentage: 88.20%",
            "• Class X (State Board)\tJun 2013 - Mar 2014",
            "Saint Ives Vidyalaya, Tallow\tPercentage: 90.10%",
        ]
    )
    assert [(e.institution, e.degree, e.field, e.end_year, e.gpa) for e in entries] == [
        ("Saint Ives Vidyalaya", "Class XII", None, 2016, "88.20%"),
        ("Saint Ives Vidyalaya", "Class X", None, 2014, "90.10%"),
    ]


def test_hsc_and_ssc_after_the_school_name_the_degrees():
    entries = extract_education(
        [
            "Quillon Government City College, Marsh Bay— HSC",
            "Jul 2014 - Jul 2016",
            "Tallow Government High School, Marsh Bay— SSC",
            "Jan 2006 - May 2014",
        ]
    )
    assert [(e.institution, e.degree, e.end_year) for e in entries] == [
        ("Quillon Government City College", "HSC", 2016),
        ("Tallow Government High School", "SSC", 2014),
    ]
    assert degree_of("Higher Secondary Certificate (Science)") == "HSC"
    assert degree_of("Quillon Staff Selection Commission ssc exam") is None


def test_a_college_a_university_affiliates_keeps_both_names():
    assert institution_in("Quillon Arts College, University of Marsh Bay\tCGPA: 7.4/10") == (
        "Quillon Arts College, University of Marsh Bay"
    )
    assert institution_in("Aurel Honors College, Tarnwick University") == "Tarnwick University"


def test_a_post_named_by_the_students_standing_under_a_degree_is_no_second_degree():
    lines = [
        "Quorvale Institute of Technology\tMarrow, GA",
        "B.S. in Geology (Sediments & Soils)\tAug 2020 - Dec 2023",
        "• GPA: 3.9",
        "• Undergraduate Research Ambassador",
        "• Graduate Teaching Assistant for Field Methods",
    ]
    found = extract_education(lines)
    assert [(e.institution, e.degree, e.end_year) for e in found] == [
        ("Quorvale Institute of Technology", "BS", 2023)
    ]


def test_sentences_that_open_with_their_dates_head_entries():
    # A CV written in sentences: each school's line opens with its years, the later first.
    lines = [
        "Current-2020 - I am student at the Norvale Tana University pursuing BSc Computer Science",
        "2019- 2016- I finished high school at Kivuli Hills Secondary School, sitting the"
        " national examinations in my last year there",
    ]
    assert [
        (e.institution, e.degree, e.start_year, e.end_year) for e in extract_education(lines)
    ] == [
        ("Norvale Tana University", "BS", 2020, None),
        ("Kivuli Hills Secondary School", None, 2016, 2019),
    ]


def test_parts_of_an_entry_set_apart_by_a_spaced_times_sign():
    lines = ["Ph.D. Degree, University of Quellmark × 2024", "Applied Mathematics."]
    assert [(e.institution, e.degree, e.end_year) for e in extract_education(lines)] == [
        ("University of Quellmark", "PhD", 2024)
    ]


def test_a_wrapped_list_of_key_courses_names_no_institution():
    lines = [
        "Quellmark Institute of Technology\tBrisport, USA.",
        "M.S. in Computer Science\tMay 2026",
        "Key Courses: Compilers, Distributed Systems, Databases, Network Security,",
        "AI, ML, Robotics, Sensing and Control, and Ed Tech",
    ]
    assert [e.institution for e in extract_education(lines)] == [
        "Quellmark Institute of Technology"
    ]


def test_an_outstanding_graduate_bullet_naming_the_school_is_no_second_institution():
    """ "• Some University Outstanding Graduate (Top 8%)" under the degree: an honour."""
    lines = [
        "Harbor State University\t2019/09 — 2023/06",
        "Bachelor of Engineering in Marine Robotics\tLisbon, Portugal",
        "• Harbor State University Outstanding Graduate (Top 8%)",
        "• Thesis: Swarm Control of Underwater Gliders",
    ]
    found = [(e.institution, e.degree, e.end_year) for e in extract_education(lines)]
    assert found == [("Harbor State University", "BEng", 2023)]


def test_degrees_told_under_a_pages_mentoring_section_are_the_mentees(parse_text):
    page = (
        "---\npermalink: /\n---\n\nI am a PhD student at Harbor City University, where I"
        " study tides.\n\n## Mentoring\n\nOle Brun received his MSc degree from Fjord College"
        " in 2023 and is now a PhD student at Northwind University.\n"
    )
    profile = parse_text(page, "about.md", kind="homepage")
    assert [e.institution for e in profile.education] == ["Harbor City University"]


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        (
            "Background: MS in AI (QIST), BS in Computer Science (Harrowgate University)",
            [("QIST", "MS"), ("Harrowgate University", "BS")],
        ),
        (
            "I hold a BSc (Hons) in Physics (University of Tarn, 2019).",
            [("University of Tarn", "BS")],
        ),
        # An acronym that spells the field is no school.
        ("My MS in Natural Language Processing (NLP) taught me patience.", []),
        ("I received an MSc in Geology (2019).", []),
        # A unit whose name holds a degree word, its acronym after it.
        ("I am also part of the Doctoral Training Centre (DTC) for Ocean Models.", []),
    ],
)
def test_a_school_in_brackets_after_the_degree_is_the_institution(sentence, expected):
    found = [(e.institution, e.degree) for e in education_from_prose([sentence])]
    assert found == expected


def test_the_school_alone_under_a_statements_name_is_its_writers_education(parse_text):
    statement = (
        "Research Interest\n\nMarn Quillby\nHarrowgate University\nmarn@harrowgate.example\n\n"
        "Reliable tide models  Models of the tides have grown accurate at large scale, yet their\n"
        "forecasts remain uncertain where gauges are few (Rime et al., 2021), which limits them.\n"
    )
    profile = parse_text(statement, "interest.pdf")
    assert [(e.institution, e.degree) for e in profile.education] == [
        ("Harrowgate University", None)
    ]
    assert profile.experience == []


def test_a_post_under_a_letters_name_is_no_education(parse_text):
    letter = (
        "Marn Quillby\nResearch Engineer\nHarrowgate University\n\nDear Professor Rime,\n\n"
        "I am writing to apply for the doctoral position in your group on tide models, which\n"
        "I have followed since my first year of work on coastal gauges and their failures.\n\n"
        "Sincerely,\nMarn Quillby\n"
    )
    profile = parse_text(letter, "letter.txt")
    assert profile.education == []


def test_a_university_known_by_one_name_alone_is_the_institution():
    lines = [
        "2016–2021\tPh.D., Civil Engineering, Technion",
        "2010–2014\tB.Sc., Oceanography, KTH",
    ]
    found = [(e.institution, e.degree, e.end_year) for e in extract_education(lines)]
    assert found == [("Technion", "PhD", 2021), ("KTH", "BS", 2014)]


def test_a_campus_in_brackets_after_an_acronym_stays_in_the_institution():
    found = education_from_prose(["I am a Ph.D. candidate in the Vision Thrust at QWUST(NX)."])
    assert [(e.institution, e.degree) for e in found] == [("QWUST(NX)", "PhD")]


def test_the_supervisor_after_the_place_ends_the_institution():
    found = education_from_prose(
        ["Mara is a PhD candidate at Fenwick Institute of Optics under Prof. Ada Lind, with a"
         " second affiliation at Dunmere College."]
    )  # fmt: skip
    assert [(e.institution, e.degree) for e in found] == [("Fenwick Institute of Optics", "PhD")]


def test_summer_schools_and_precollege_programmes_are_no_education():
    lines = [
        "June 2030\tSummer School TIDES 2030, VARN, Quellac",
        "Data science for coastal engineers",
        "December 2029\tMaster's degree in tidal geography, University of Tarnow",
        "Tarnow University Precollege for Pupils, Tarnow, Quellac\t2 Aug-20 Aug. 2026",
        "Took its coastal mapping course.",
    ]
    entries = extract_education(lines)
    assert [e.institution for e in entries] == ["University of Tarnow"]


def test_a_schools_acronym_after_the_degree_names_the_institution():
    lines = [
        "• PhD in Hydrology, QTU – LMX (2028–2031).",
        "Thesis title: Tidal flux budgets (defended on March 3, 2031).",
        "• Master’s Degree in Geography, Hydrology and Climate, QTU (Sept. 2028).",
    ]
    entries = extract_education(lines)
    assert [(e.institution, e.degree, e.end_year) for e in entries] == [
        ("QTU", "PhD", 2031),
        ("QTU", "Master", 2028),
    ]
    assert extract_education(["• BSc in Physics, GPA (2019)"]) == []


def test_a_line_of_dates_and_place_over_a_degree_dates_that_degree():
    """Europass: each entry's dates (and place) on a line over its title, so the second
    entry's dates follow the first entry's details."""
    lines = [
        "10/2021 – CURRENT – Tollford, Norway",
        "Master of Science in Hydrology",
        "Brackmoor University",
        "",
        "Basic studies:",
        "",
        "• Hydraulics",
        "• Fluid Dynamics",
        "",
        "08/2016 – 06/2020 – Lormont, France",
        "Bachelor of Engineering in Civil Engineering",
        "Lormont Institute of Technology",
    ]
    found = [(e.institution, e.start_year, e.end_year) for e in extract_education(lines)]
    assert found == [
        ("Brackmoor University", 2021, None),
        ("Lormont Institute of Technology", 2016, 2020),
    ]


def test_a_school_year_range_written_with_a_stop_and_two_digits_spans_its_years():
    """French CVs write "2018.22" for 2018 to 2022; "2021.04" stays April 2021."""
    lines = [
        "2019.23\tPhD in Geology\tUniversity of Quarrow",
        "2016.17\tMaster in Geology\tUniversity of Quarrow",
        "2014.03 - 2016.06\tBachelor in Physics\tTarnby University",
    ]
    found = [(e.degree, e.start_year, e.end_year) for e in extract_education(lines)]
    assert found == [("PhD", 2019, 2023), ("Master", 2016, 2017), ("Bachelor", 2014, 2016)]


def test_a_single_date_before_a_colon_is_no_institution():
    assert institution_in("June 2031: Tarnwick University, Tarnwick, Norway") == (
        "Tarnwick University"
    )
    lines = [
        "• Bachelor of Science in Marine Chemistry",
        "• June 2031: Tarnwick University, Tarnwick, Norway",
        "• Propaedeutic language program prior to major coursework",
        "• Associate of Arts in Music",
        "• June 2029: Quellbrook College (Online)",
    ]
    entries = extract_education(lines)
    assert [(e.institution, e.degree, e.end_year) for e in entries][0] == (
        "Tarnwick University",
        "BS",
        2031,
    )
    assert [e.degree for e in entries if e.institution == "Tarnwick University"] == ["BS"]


def test_an_exchange_labelled_before_its_school_is_an_entry_of_that_school():
    lines = [
        "• M.Sc. in Hydrology, Quellbrook University, 10.2030 - 10.2032",
        "• Erasmus Exchange Student: Tarnwick University of Technology, 09.2031 - 01.2032",
        "• B.Sc. in Physics, Marrow University, 10.2026 - 03.2030",
    ]
    entries = extract_education(lines)
    assert [(e.institution, e.degree, e.start_year, e.end_year) for e in entries] == [
        ("Quellbrook University", "MS", 2030, 2032),
        ("Tarnwick University of Technology", None, 2031, 2032),
        ("Marrow University", "BS", 2026, 2030),
    ]


def test_the_school_after_a_french_or_italian_at_is_the_institution():
    assert institution_in("Double diplôme obtenu au Politecnico di Quellbrook en") == (
        "Politecnico di Quellbrook"
    )
    assert institution_in("Cursus ingénieur à l'Tarnimag, filière réseaux") == "Tarnimag"
    assert institution_in("Laurea triennale presso Università di Marrowvale") == (
        "Università di Marrowvale"
    )


def test_dates_in_the_margin_over_a_blank_line_date_the_entry_below():
    lines = [
        "",
        "2031–2032",
        "",
        "Double diplôme obtenu au Politecnico di Quellbrook en",
        "ingénierie informatique.",
        "",
        "2029–2032",
        "",
        "Cursus ingénieur à l'Tarnimag, filière réseaux.",
        "",
    ]
    entries = extract_education(lines)
    assert [(e.institution, e.start_year, e.end_year) for e in entries] == [
        ("Politecnico di Quellbrook", 2031, 2032),
        ("Tarnimag", 2029, 2032),
    ]


def test_a_french_engineering_course_is_a_masters():
    assert degree_of("Cursus ingénieur à l'Tarnimag") == "Master"
    assert degree_of("Cycle ingénieur, filière réseaux") == "Master"
    assert degree_of("Engineering cycle in Applied Hydrology") == "Master"
    assert degree_of("Formation continue en anglais") is None


def test_a_joint_degrees_partner_universities_on_one_line_are_each_an_entry():
    lines = [
        "• Joint Master's Degree in Marine Optics",
        "• September 2031 - Ongoing: Université de Tarnwick, University of Quellbrook, "
        "and Universität Marrowvale (UMV)",
        "• Bachelor of Science in Physics",
        "• June 2030: Harrowgate University, Harrowgate, Norway",
    ]
    entries = extract_education(lines)
    assert [(e.institution, e.degree, e.start_year) for e in entries] == [
        ("Université de Tarnwick", "Master", 2031),
        ("University of Quellbrook", "Master", 2031),
        ("Universität Marrowvale (UMV)", "Master", 2031),
        ("Harrowgate University", "BS", None),
    ]
    assert len(extract_education(["• BSc, University of Tarnwick, Quellbrook"])) == 1


def test_a_stay_during_a_doctorate_at_a_host_is_no_degree_there():
    lines = [
        "2019.23\tPhD in Geology\tUniversity of Quarrow\tVellmont, France",
        "2022\tPhD mobility. Tide Lab\tSupervisor: Dr. Ana Rime\tTarnby University\tTarnby, Norway",
        "2017 - 2019\tMaster in Geology\tUniversity of Quarrow",
    ]
    found = [(e.institution, e.degree) for e in extract_education(lines)]
    assert found == [("University of Quarrow", "PhD"), ("University of Quarrow", "Master")]


def test_a_major_gpa_under_a_degree_is_no_second_degree():
    # "Cumulative GPA: 3.71/4.00, Major GPA: 3.88/4.00" under the degree grades it; "Major" there
    # names no bachelor's of its own.
    lines = [
        "Quillfield University, Lisbon, Portugal\tSep 2020 – Jun 2024",
        "Bachelor of Science in Marine Biology",
        "• Cumulative GPA: 3.71/4.00, Major GPA: 3.88/4.00",
    ]
    found = extract_education(lines)
    assert [(e.institution, e.degree, e.end_year) for e in found] == [
        ("Quillfield University", "BS", 2024)
    ]
    assert found[0].gpa == "3.71/4.00"


def test_an_advisor_line_wrapped_onto_the_university_and_dates_opens_no_second_entry():
    # "Advisor: Ann Roe, Some Department," over "School of X, Some University.<tab>2020 -
    # present": the advisor's affiliation wraps; the dates are the degree's.
    lines = [
        "Quillfield University, Lisbon, Portugal",
        "Ph.D., Marine Biology",
        "Advisor: Ann Roe, Ocean Modelling Department and Biology department,",
        "School of Earth Sciences, Quillfield University.\t2020 - present",
        "Marrowby University, Porto, Portugal",
        "M.S., Oceanography\t2016 - 2019",
    ]
    found = extract_education(lines)
    assert [(e.institution, e.degree, e.start_year) for e in found] == [
        ("Quillfield University", "PhD", 2020),
        ("Marrowby University", "MS", 2016),
    ]


def test_a_letters_school_named_by_its_short_form_is_spelled_out_as_the_letter_does(parse_text):
    letter = (
        "Dear Committee,\n\n"
        "I first studied at the Valdemoro Polytechnic University (VPU) in my home town, "
        "where I took courses in numerical analysis and fluid mechanics.\n\n"
        "I hold a Bachelor's degree in Mathematics from VPU, awarded in 2023, and I now "
        "hope to begin doctoral research in numerical analysis at your institute.\n\n"
        "Sincerely,\nIñigo Aranburu Lasa\n"
    )
    schools = parse_text(letter, "letter.txt", kind="cover_letter").education
    assert [(e.institution, e.degree) for e in schools] == [
        ("Valdemoro Polytechnic University", "Bachelor")
    ]


def test_a_doctorate_at_a_groups_short_name_names_the_university_bracketed_after_it():
    prose = [
        "Since 2023 I have been a PhD candidate working on lattices at the QUORA research group "
        "(Universitat de Vilanova), where I study post-quantum signatures."
    ]
    assert [(e.institution, e.degree) for e in education_from_prose(prose)] == [
        ("Universitat de Vilanova", "PhD")
    ]


def test_a_dates_and_bar_row_under_a_degree_names_a_school_no_institution_word_names():
    lines = [
        "PhD in Computational Imaging",
        "2021 – 2024 (Defended) | Arts et Métiers Lyonnais – ALX, France",
        "Thesis: “Sparse Priors for Tomography”",
        "",
        "MSc in Applied Physics",
        "2018 – 2020 | Vardenne Polytechnic, Brignais, France",
    ]
    assert [(e.institution, e.degree, e.end_year) for e in extract_education(lines)] == [
        ("Arts et Métiers Lyonnais – ALX", "PhD", 2024),
        ("Vardenne Polytechnic", "MS", 2020),
    ]


def test_a_sponsor_named_after_the_school_is_no_part_of_its_name():
    # "a PhD at X supported by the Y Fellowship": the school ends before its sponsor.
    lines = [
        "I'm an EE PhD at Harrowgate University supported by the Kelpmark Fellowship.",
        "I am a PhD student at Orrin College, funded by Quorra Maps.",
    ]
    assert [(e.institution, e.degree) for e in education_from_prose(lines)] == [
        ("Harrowgate University", "PhD"),
        ("Orrin College", "PhD"),
    ]


def test_an_exchange_student_at_a_university_studied_there():
    lines = ["Last spring I was an exchange student at Lakemoor University, where I sailed a lot."]
    assert [e.institution for e in education_from_prose(lines)] == ["Lakemoor University"]


def test_a_fact_the_writer_would_like_to_highlight_is_a_record_not_a_hope():
    lines = [
        "I would like to highlight that I was an exchange student at Lakemoor University.",
        "I would like to study at Orrin University next year.",
    ]
    assert [e.institution for e in education_from_prose(lines)] == ["Lakemoor University"]


def test_a_school_written_as_acronyms_under_the_degree_row_is_the_institution():
    # AltaCV's education event: degree, then the school's short form, then dates and place.
    lines = [
        "Bachelor’s Degree – Physics and Geology",
        "VTSE – ULV",
        "• Sept 2019 – ongoing\t• Valdoria",
        "Majoring in two subjects in a double degree.",
    ]
    found = [(e.institution, e.degree, e.start_year) for e in extract_education(lines)]
    assert found == [("VTSE – ULV", "Bachelor", 2019)]
    # A unit of the school in that place is no school.
    assert extract_education(["Master of Science", "EECS Department", "• 2016 – 2018"]) == []


def test_two_degrees_joined_by_and_after_a_where_clause_share_the_school_and_field():
    sentence = (
        "I then moved north to study at the Istituto Brenta di Velmora, where I earned both "
        "my BSc and MSc degrees in Civil Engineering."
    )
    found = [(e.institution, e.degree, e.field) for e in education_from_prose([sentence])]
    assert found == [
        ("Istituto Brenta di Velmora", "BS", "Civil Engineering"),
        ("Istituto Brenta di Velmora", "MS", "Civil Engineering"),
    ]


def test_students_of_two_degree_levels_joined_by_and_are_no_degree_of_the_writer():
    # The "and" pairing shares a school only with a degree the writer holds: a letter's
    # "mentoring undergraduate and graduate students alike" adds no master's at the PhD school.
    lines = [
        "Last spring I defended a Ph.D. in Geology at Brenta University.",
        "I look forward to mentoring undergraduate and graduate students alike in my group.",
    ]
    found = [(e.institution, e.degree) for e in education_from_prose(lines)]
    assert found == [("Brenta University", "PhD")]


def test_a_school_one_was_admitted_to_for_a_degree_is_where_it_was_taken_not_a_hope():
    taken = "After school, I was admitted to QTU to start a Bachelor of Arts in Physics."
    hoped = "I hope to be admitted to Brenta University to start a PhD in Geology."
    assert [(e.institution, e.degree) for e in education_from_prose([taken])] == [("QTU", "BA")]
    assert education_from_prose([hoped]) == []


def test_a_year_with_its_month_opening_a_defence_sentence_ends_the_degree():
    sentence = "In March 2021, I completed my PhD in Ecology at Université de Velmora."
    (entry,) = education_from_prose([sentence])
    assert (entry.institution, entry.degree, entry.end_year) == (
        "Université de Velmora",
        "PhD",
        2021,
    )


def test_a_letters_school_named_by_a_short_form_in_another_order_is_its_whole_name(parse_text):
    letter = (
        "Dear Committee,\n\n"
        "I am a student at the Technical University of Velmora (QTV-VelmoraTech), a school "
        "near the coast where I have spent four good years of study.\n\n"
        "After secondary school, I was admitted to QTV to start a Bachelor of Arts in "
        "Physics in 2019, and I have enjoyed every part of it since then.\n\n"
        "Sincerely,\nIlse Marrow\n"
    )
    profile = parse_text(letter, "letter.txt", "cover_letter")
    assert [(e.institution, e.degree) for e in profile.education] == [
        ("Technical University of Velmora", "BA")
    ]


def test_a_bullet_comparing_the_degree_to_another_is_no_second_degree():
    lines = [
        "Diplôme d'Ingénieur in Civil Engineering (2016 → 2021)",
        "Université de Technologie de Velmora, Velmora, France",
        "• The national equivalent of an MSc in Civil Engineering",
        "• Structures, soils and hydraulics",
    ]
    found = [(e.institution, e.start_year) for e in extract_education(lines)]
    assert found == [("Université de Technologie de Velmora", 2016)]


def test_a_second_field_after_the_degree_and_its_field_is_no_institution():
    """ "MS CIVIL ENGINEERING, GEOTECHNICS<tab>dates" under the school's row: the last comma
    part names a discipline, not where the degree was studied."""
    lines = [
        "Quorvale Polytechnic University\tAmman, Jordan",
        "MS CIVIL ENGINEERING, GEOTECHNICS\tSep 2017 - Jun 2020",
        "• Thesis on slope drainage",
    ]
    found = [(e.institution, e.degree, e.end_year) for e in extract_education(lines)]
    assert found == [("Quorvale Polytechnic University", "MS", 2020)]
