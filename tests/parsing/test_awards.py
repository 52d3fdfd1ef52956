from parsing.awards import awards_elsewhere, extract_awards


def test_bulleted_awards_skip_description_lines_and_dates():
    lines = [
        "• Best Paper Award\tOct 2021",
        "“Some Paper Title That Won”",
        "• Example Fellowship in Memory of Someone\tAug 2021",
        "Department of Things, Northfield University",
        "• Dean’s List\tOct 2014, Apr 2015",
    ]
    assert extract_awards(lines) == [
        "Best Paper Award",
        "Example Fellowship in Memory of Someone",
        "Dean’s List",
    ]


def test_year_led_awards_skip_issuer_lines_and_repeat_once():
    lines = ["2017 Lighthouse Scholar Sponsorship", "Harbor University", "2015 Dean's List", "NU",
             "2014 Dean's List", "NU"]  # fmt: skip
    assert extract_awards(lines) == ["Lighthouse Scholar Sponsorship", "Dean's List"]


def test_plain_award_lines_keep_their_details_and_join_continuations():
    lines = [
        "Gold Fellowship (~5k USD), NU\tMay. 2025",
        "2nd Prize (top 5 /389), Hackfest2024, NU\tNov. 2024",
        "3rd Prize in competition area (top 20%),",
        "- National Student Security Contest, China\tJune. 2023",
        "Excellence Scholarship(2021), School of Computing, NU",
    ]
    assert extract_awards(lines) == [
        "Gold Fellowship (~5k USD), NU",
        "2nd Prize (top 5 /389), Hackfest2024, NU",
        "3rd Prize in competition area (top 20%), National Student Security Contest, China",
        "Excellence Scholarship, School of Computing, NU",
    ]


def test_remarks_after_the_award_name_are_dropped():
    lines = ["• National Scholarship. (Top 0.2% nation-wide.)", "- 2022, 2023", "Scholarships"]
    assert extract_awards(lines) == ["National Scholarship"]


def test_honours_named_in_education_lines():
    lines = [
        "Bachelor of Science in Physics | GPA 3.80/4 | 3x Dean’s List",
        "MEng in Robotics, GPA: 4.0/4.0, Merit Scholarship",
        "BEng in Optics, First-Class Honours (Highest Classification)",
        "• A member of the Honors Class, an elite program.",
    ]
    assert awards_elsewhere(lines) == ["3x Dean’s List", "Merit Scholarship", "First-Class Honours"]
