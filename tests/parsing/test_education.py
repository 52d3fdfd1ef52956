from parsing.education import degree_of, education_from_prose, extract_education, institution_in


def test_institution_first_entries_with_dates_gpa_and_advisor():
    lines = [
        "• Harbor State University\tAug 2021 – May 2026 (Expected)",
        "Ph.D. Candidate in Computer Science\tHarbor City, MA, USA",
        "Advisor: Prof. Olive Guidewell",
        "Lakeside College, Lakeside, China\t2016 – 2020",
        "B.Eng. in Software Engineering | GPA: 3.91/4.0 | Rank: 2/120",
    ]
    first, second = extract_education(lines)
    assert (first.institution, first.degree, first.field) == (
        "Harbor State University",
        "PhD",
        "Computer Science",
    )
    assert (first.start_year, first.end_year, first.advisors) == (2021, 2026, ["Olive Guidewell"])
    assert (second.institution, second.degree, second.gpa) == (
        "Lakeside College",
        "BEng",
        "3.91/4.0",
    )
    assert (second.gpa_scale, second.rank) == ("4.0", "2/120")


def test_degree_first_entries():
    lines = [
        "Doctor of Philosophy (Ph.D. candidate), Ocean Engineering\tAug. 2017 – Fall 2023",
        "Barnaby School of Engineering, Seaport State University\tGPA: 3.98",
        "Master of Science, Ocean Engineering\tAug. 2013 – May 2015",
        "Barnaby School of Engineering, Seaport State University",
    ]
    phd, ms = extract_education(lines)
    assert (phd.institution, phd.degree, phd.end_year, phd.gpa) == (
        "Seaport State University",
        "PhD",
        2023,
        "3.98",
    )
    assert (ms.institution, ms.degree, ms.start_year) == ("Seaport State University", "MS", 2013)


def test_a_sentence_mentioning_an_institute_is_not_an_entry():
    lines = [
        "Northfield University, Northfield\tSep. 2020 – Present",
        "Bachelor in Physics.",
        "• A member of Institute for Advanced Studies (IAS), an honours track.",
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
    assert degree_of("B.E. in Information Security") == "BEng"
    assert degree_of("Bachelor of Arts") == "BA"
    assert degree_of("fourth-year undergraduate") == "Bachelor"
    assert degree_of("Software Engineer") is None


def test_education_from_prose():
    lines = [
        "I am a 2nd year master's student in Data Science at The Westshire State University.",
        "I would like to pursue doctoral studies at Another University.",
    ]
    (entry,) = education_from_prose(lines)
    assert (entry.institution, entry.degree) == ("The Westshire State University", "Master")


def test_spanish_and_abbreviated_institutions_and_column_gaps_in_plain_text(parse_text):
    cv = (
        "JOSÉ ÁLVAREZ-RUIZ\njose@example.org\n\nEDUCATION\n"
        "Universidad Politécnica de Valverde, Spain          2017 – 2021\n"
        "B.Sc. in Computer Engineering, GPA 9.1/10, graduated summa cum laude\n"
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

    assert year_range("Sep. 2018 - Dec. 21") == (2018, 2021)
    assert year_range("Aug 2021 – May 2026 (Expected)") == (2021, 2026)
    assert year_range("2024.9 - Present") == (2024, None)
    assert year_range("Sep. 2024 – Unknown") == (2024, None)
    assert year_range("May 2025") == (None, 2025)
