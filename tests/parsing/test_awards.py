import pytest

from parsing.awards import (
    awards_elsewhere,
    awards_in_prose,
    extract_awards,
    needs_honour_evidence,
)
from parsing.sections import heading_key


def test_year_first_awards_with_a_dash_and_prose_dean_list():
    lines = ["2024 — Best Poster Award, Quayside Symposium", "2022 — Tern Prize"]
    assert extract_awards(lines) == [
        "Best Poster Award, Quayside Symposium",
        "Tern Prize",
    ]
    assert awards_in_prose(["I have been on the Dean's List every semester since 2023."]) == [
        "Dean's List"
    ]


def test_bulleted_awards_skip_description_lines_and_dates():
    lines = [
        "• Outstanding Poster Award\tMar 2022",
        "“A Poster About Tidal Sensors”",
        "• Harbourmaster Fellowship for Young Researchers\tSep 2020",
        "Faculty of Sciences, Northfield University",
        "• Dean’s List\tJan 2016, Jun 2016",
    ]
    assert extract_awards(lines) == [
        "Outstanding Poster Award",
        "Harbourmaster Fellowship for Young Researchers",
        "Dean’s List",
    ]


def test_year_led_awards_skip_issuer_lines_and_repeat_once():
    lines = ["2019 Beacon Travel Grant", "Harbor University", "2018 Dean's List", "HU",
             "2017 Dean's List", "HU"]  # fmt: skip
    assert extract_awards(lines) == ["Beacon Travel Grant", "Dean's List"]


def test_plain_award_lines_keep_their_details_and_join_continuations():
    lines = [
        "Silver Fellowship (~3k EUR), LU\tApr. 2023",
        "1st Place (top 2 /140), Codejam2022, LU\tDec. 2022",
        "Honourable mention in the systems track (top 15%),",
        "- Regional Student Robotics Challenge, Norway\tJuly. 2021",
        "Merit Scholarship(2020), Faculty of Science, LU",
    ]
    assert extract_awards(lines) == [
        "Silver Fellowship (~3k EUR), LU",
        "1st Place (top 2 /140), Codejam2022, LU",
        "Honourable mention in the systems track (top 15%), Regional Student Robotics Challenge, "
        "Norway",
        "Merit Scholarship, Faculty of Science, LU",
    ]


def test_remarks_after_the_award_name_are_dropped():
    lines = ["• Merit Award. (One of twelve recipients.)", "- 2019, 2020", "Scholarships"]
    assert extract_awards(lines) == ["Merit Award"]


def test_a_sentence_about_the_award_after_its_colon_and_its_term_are_dropped():
    lines = [
        "• Dean’s List (Winter 2021)",
        "• Hollow Pine Foundation Field Grant: funded two months of river sampling",
        "• Ardent Scholars Program: received a $15,000 scholarship",
        "• Best Poster Award: Lakeside Ecology Symposium 2023",
        "• Finalist: regional robotics contest",
        "• Dean’s List (Fall 2022)",
    ]
    assert extract_awards(lines) == [
        "Dean’s List",
        "Hollow Pine Foundation Field Grant",
        "Ardent Scholars Program",
        "Best Poster Award: Lakeside Ecology Symposium",
        "Finalist: regional robotics contest",
    ]


def test_honours_named_in_education_lines():
    lines = [
        "Bachelor of Arts in Geology | GPA 3.71/4 | 4x Dean’s List",
        "MPhil in Acoustics, GPA: 3.94/4.0, Harbourmaster Scholarship",
        "MEng in Metallurgy, First-Class Honours (with commendation)",
        "• Joined the Honors College seminar series.",
    ]
    assert awards_elsewhere(lines) == [
        "4x Dean’s List",
        "Harbourmaster Scholarship",
        "First-Class Honours",
    ]


def test_awards_listed_on_one_line_and_deans_list_with_years_in_education():
    assert extract_awards(
        ["Velmora Engineering Scholarship (2024); Tarrow Research Award (2025)"]
    ) == [
        "Velmora Engineering Scholarship",
        "Tarrow Research Award",
    ]
    line = "GPA: 3.87/4.00 • Dean's List (2023, 2024) • Relevant coursework: VLSI Design"
    assert awards_elsewhere([line]) == ["Dean's List"]


def test_a_narrow_column_of_ranks_goes_on_in_lower_case_below_each_bullet():
    lines = [
        "• Ranked 412 of 1.200.000 candidates",
        "in the national university entrance exam",
        "",
        "• Ranked 3 among 150 geology",
        "students at Westmark University",
    ]
    assert extract_awards(lines) == [
        "Ranked 412 of 1.200.000 candidates in the national university entrance exam",
        "Ranked 3 among 150 geology students at Westmark University",
    ]


def test_when_an_award_was_given_after_in_or_on_is_no_part_of_its_name():
    lines = [
        "• Received Grader of the Term in Mar 2022 and Nov 2023.",
        "• Best Field Poster Award on June 2021",
    ]
    assert extract_awards(lines) == ["Grader of the Term", "Best Field Poster Award"]


def test_participation_alone_is_no_award_but_a_placed_result_is():
    lines = [
        "2021 Participated in the Lakeshore Rover Challenge in Duluth",
        "2021 2nd place in the Student Glider Contest by Harbor Institute",
        "2019 Participated in the Kite Derby, finalist",
    ]
    assert extract_awards(lines) == [
        "2nd place in the Student Glider Contest by Harbor Institute",
        "Participated in the Kite Derby, finalist",
    ]


def test_an_initial_inside_an_award_name_is_not_a_sentence_end():
    assert extract_awards(["2024\tHolt B. Marner Prize", "2023\tQuill Award"]) == [
        "Holt B. Marner Prize",
        "Quill Award",
    ]


def test_labelled_award_inside_an_education_entry():
    lines = [
        "Master of Science in Geology\tSept. 2021 – June 2023",
        "• Awards: Ellery Quarry Graduate Fellowship",
        "Bachelor of Arts, Highest Distinction",
    ]
    assert awards_elsewhere(lines) == ["Ellery Quarry Graduate Fellowship", "Highest Distinction"]


def test_competitions_heading_opens_an_awards_section():
    assert heading_key("Selected Competitions") == "awards"


def test_an_abbreviation_inside_an_award_and_a_term_before_its_year_stay():
    lines = [
        "• 2nd prize in Regional Geo. Olympiad for Pupils (Junior)",
        "• Dean's List, Fall 2021",
        "• Merit Award. (One of twelve recipients.)",
    ]
    assert extract_awards(lines) == [
        "2nd prize in Regional Geo. Olympiad for Pupils (Junior)",
        "Dean's List",
        "Merit Award",
    ]


def test_highest_honors_on_a_degree_line_is_an_award(parse_text):
    text = (
        "Tova Rime\ntova@example.org\n\nEDUCATION\nHarbor State University\n"
        "B.S Geology; Highest Honors\t2020 - 2024\n"
    )
    assert parse_text(text, "cv.txt").awards == ["Highest Honors"]


def test_a_heading_mostly_of_award_words_opens_awards_and_keeps_only_honours(parse_text):
    page = (
        "# Tamsin Orrell\n\n## Education\n\n**B.Sc. Geology**, Northfield University, 2024\n\n"
        "## Honours, Awards, and Programmes\n\n"
        "- 2024 Dean's List for Autumn Term\n"
        "- 2023 Summer School on Glacier Dynamics, Lake Ostra\n"
        "- 2023 Merit List for Spring Term\n"
        "- 2022 Quarry Society Prize\n"
    )
    assert parse_text(page, "cv.md", "cv").awards == [
        "Dean's List for Autumn Term",
        "Merit List for Spring Term",
        "Quarry Society Prize",
    ]


def test_a_contest_counts_as_an_honour_under_competitions_only_with_a_place_or_prize():
    lines = [
        "• Glacier Melt Forecasting Challenge\t2023/01–2023/03",
        "Ranking: 31/1200 = 2.6%",
        "• Ocean Sensor Hackathon (3rd Place)\t2022",
        "• Rock Classification Cup, Gold Medal\t2021",
    ]
    assert extract_awards(lines, evidence_required=True) == [
        "Ocean Sensor Hackathon (3rd Place)",
        "Rock Classification Cup, Gold Medal",
    ]


@pytest.mark.parametrize(
    ("heading", "asks"),
    [
        ("Competitions", True),
        ("Honours, Awards, and Programmes", True),
        ("Awards and Contests", False),  # contests beside awards count
        ("Scholarships & Awards", False),
    ],
)
def test_which_award_headings_ask_for_an_honours_evidence(heading, asks):
    assert needs_honour_evidence(heading) is asks


def test_awards_dated_up_to_the_present_and_a_remark_after_a_comma():
    lines = [
        "2019\tSilver Medal, in the Northfield Geology Olympiad,",
        "By winning this medal, I could choose my university freely.",
        "2020–present\tMember of, Velmora Young Scientists Society.",
        "2021\tQuarry Society Prize",
    ]
    assert extract_awards(lines) == [
        "Silver Medal, in the Northfield Geology Olympiad",
        "Member of, Velmora Young Scientists Society",
        "Quarry Society Prize",
    ]


def test_a_first_position_in_a_contest_is_an_honour():
    lines = [
        "• Secured 1st position among 300 teams in the Tidepool Bot Cup (2022)",
        "• Participated in the Marlow Data Sprint (2023)",
    ]
    assert extract_awards(lines, evidence_required=True) == [
        "Secured 1st position among 300 teams in the Tidepool Bot Cup"
    ]


def test_entries_with_a_date_cell_are_the_awards_and_the_lines_below_them_their_details():
    contests = [
        "2023 Harbourline Travel Grant, Society of Tide Gauges",
        "Jun 2021\tReefWatch Data Challenge, organized by Coral Analytics",
        "2nd place",
        "We built a bleaching forecaster from open buoy data.",
        "Link to the code",
        "Mar 2020\tCity Sensor Hackathon, Velmora",
        "winner",
    ]
    assert extract_awards(contests) == [
        "Harbourline Travel Grant, Society of Tide Gauges",
        "ReefWatch Data Challenge, organized by Coral Analytics",
        "City Sensor Hackathon, Velmora",
    ]
    bulleted_details = [
        "Best Student Poster\t2022",
        "• Got the best poster award at the Coastal Sensing Symposium for a drifter study.",
        "Merit Travel Grant\t2019",
        "• Received a grant to present at the Estuary Modelling Workshop.",
    ]
    assert extract_awards(bulleted_details) == ["Best Student Poster", "Merit Travel Grant"]


def test_month_dated_awards_that_wrap_onto_the_next_line_stay_whole():
    lines = [
        "04/2023 Travel grant of the Kestrel Mobility Fund for a one-month visit at",
        "Brenholt Institute, Lyon, France.",
        "",
        "07/2022 2nd place out of 13 teams at the 9th Harbour Scheduling",
        "Competition.",
        "09/2019 Department scholarship for the master's programme in Geology.",
    ]
    assert extract_awards(lines) == [
        "Travel grant of the Kestrel Mobility Fund for a one-month visit at Brenholt Institute,"
        " Lyon, France",
        "2nd place out of 13 teams at the 9th Harbour Scheduling Competition",
        "Department scholarship for the master's programme in Geology",
    ]


def test_a_line_opening_with_an_ampersand_is_the_wrapped_end_of_the_award_above():
    lines = [
        "• Best Poster Nominee, Best Demo Nominee",
        "& Winner at the Regional Robotics Fair (2022)",
        "• Merit Scholarship of Eastfield University (2021)",
    ]
    assert extract_awards(lines) == [
        "Best Poster Nominee, Best Demo Nominee & Winner at the Regional Robotics Fair",
        "Merit Scholarship of Eastfield University",
    ]


def test_the_awards_kind_alone_on_a_line_ends_the_name_above_it_in_a_narrow_column():
    lines = ["Harwick Shared", "Scholarship (2024)", "Dean's Medal", "Fellowship (2023)"]
    assert extract_awards(lines) == ["Harwick Shared Scholarship", "Dean's Medal", "Fellowship"]


def test_the_month_and_year_after_an_awards_name_are_left_out():
    lines = [
        "• Outstanding Delegation, Harbor Model UN, March 2019",
        "• Lambda Honor Society, Nov 2016",
    ]
    assert extract_awards(lines) == [
        "Outstanding Delegation, Harbor Model UN",
        "Lambda Honor Society",
    ]


def test_awards_dated_day_month_year_with_hyphens_leave_their_issuer_lines_out():
    lines = [
        "Early Career Travel Award\t17-Apr-2023",
        "Tidewater Acoustics Society (TAS)",
        "",
        "Young Scientist Attendance Grant\t24-Oct-2022",
        "Pellmark Institute of Noise Control",
    ]
    assert extract_awards(lines) == [
        "Early Career Travel Award",
        "Young Scientist Attendance Grant",
    ]


def test_issuer_rows_descriptions_and_open_remarks_are_no_awards():
    issued = [
        "• Harbor Lake University\tCorran, OR",
        "Tidewater Research Fellowship\tJuly 2024",
        "• Summer fellowship for students who propose a field project in coastal geology.",
    ]
    assert extract_awards(issued) == ["Tidewater Research Fellowship"]
    described = [
        "Velmora Geology Olympiad\tMay 2021",
        "Silver medal, placed third among the students of the whole region",
    ]
    assert extract_awards(described) == ["Velmora Geology Olympiad"]
    remarked = [
        "• Quill Merit Star ( Passed six exams in three terms, at least one",
        "exam each term. ) in the 2023 session",
        "• Harbor Lake Dean's Scholar, 2022",
    ]
    assert extract_awards(remarked) == ["Quill Merit Star", "Harbor Lake Dean's Scholar"]


def test_a_date_with_a_short_year_and_the_school_that_gave_an_award_are_no_awards():
    lines = [
        "Best Project Award",
        "May '26",
        "Hollin ADT University",
        "Outstanding Graduate of Hollin University",
    ]
    assert extract_awards(lines) == [
        "Best Project Award",
        "Outstanding Graduate of Hollin University",
    ]


def test_a_receiving_verb_and_what_the_award_covered_are_no_part_of_its_name():
    lines = [
        "• Recipient of Brackwater Endowed Fellowship\tSpring 2024",
        "• Received a Tidewater Merit Scholarship covering lab fees, field trips and books",
        "  for four years of study\t2019–2023",
        "• Dean's List\t2020",
    ]
    assert extract_awards(lines) == [
        "Brackwater Endowed Fellowship",
        "Tidewater Merit Scholarship",
        "Dean's List",
    ]


def test_a_bulleted_award_that_fills_the_column_goes_on_over_its_wrapped_lines():
    lines = [
        "• Kestrel Travel Grant from the Northmoor Data Academy to fund a three-month research",
        "stay at the Saltmarsh Institute, 2024.",
        "• Quayside Reader award, bestowed on a long survey in the Journal of Estuary Modelling by",
        "ESTU, 2021.",
        "• Member of the Young Geologists Circle, 2015-Present.",
        "Meets twice a year.",
    ]
    assert extract_awards(lines) == [
        "Kestrel Travel Grant from the Northmoor Data Academy to fund a three-month research "
        "stay at the Saltmarsh Institute",
        "Quayside Reader award, bestowed on a long survey in the Journal of Estuary Modelling "
        "by ESTU",
        "Member of the Young Geologists Circle, 2015-Present",
    ]


def test_the_reason_for_an_award_is_dropped_so_a_repeated_award_is_listed_once():
    lines = [
        "2016\tRector's Note, in recognition of tidy lab books kept all fourth year\tKelp",
        "2015\tTide Award, for having topped the class in tide tables, third year\tKelp",
        "2014\tRector's Note, in recognition of tidy lab books kept all second year\tKelp",
        "2013\tTide Award, for having topped the class in tide tables, first year\tKelp",
    ]
    assert extract_awards(lines) == ["Rector's Note", "Tide Award"]


def test_year_and_giver_over_the_award_over_its_reason_reads_the_award():
    lines = [
        "2021\tHarbour Chamber of Trade and the County of Velmora",
        "Commendation for bold innovation",
        "for the research project",
        "TideLab",
        "2019\tForum Coastal Media",
        "Best Paper Award",
        "for Quill et al., Reading Tides With Many Views",
        "2018\tHarbour Chamber of Trade and the County of Velmora",
        "Commendation for bold innovation",
        "2012\tCounty of Velmora",
        "“Top” scholarship",
    ]
    assert extract_awards(lines) == [
        "Commendation for bold innovation",
        "Best Paper Award",
        "“Top” scholarship",
    ]


def test_a_sidebar_awards_list_ends_at_the_name_that_heads_the_main_column(parse_text):
    sidebar = ["Ines Quill", "ines.quill@example.org", "Honors & Awards", "- Tide Prize"]
    main = ["Ines Quill", "Award-winning Field Engineer at Harbour Works", "Velmora"]
    cv = "\n\n".join(sidebar) + "\n- Kelp Medal\n\n" + "\n\n".join(main) + "\n"
    profile = parse_text(cv, "Profile.txt", kind="cv")
    assert (profile.name, profile.awards) == ("Ines Quill", ["Tide Prize", "Kelp Medal"])


def test_an_awards_heading_in_another_language_needs_no_english_honour_word():
    assert not needs_honour_evidence("Premios")
    assert not needs_honour_evidence("Logros")


def test_a_bracketed_short_name_continues_the_award_and_a_sentence_end_is_no_award():
    lines = [
        "Segundo lugar en el Reto Costero de Datos Abiertos",
        "(RCDA)",
        "Nuestro equipo limpió y publicó series de mareas de la",
        "bahía durante tres meses de trabajo voluntario.",
    ]
    assert extract_awards(lines) == ["Segundo lugar en el Reto Costero de Datos Abiertos (RCDA)"]


def test_a_labelled_honours_field_lists_its_awards_between_commas():
    assert awards_elsewhere(
        ["Honors: Quayside Merit Scholarship, Harbour Outstanding Student"]
    ) == [
        "Quayside Merit Scholarship",
        "Harbour Outstanding Student",
    ]
    assert awards_elsewhere(["Awards: Best Talk Award, Northfield University"]) == [
        "Best Talk Award, Northfield University"
    ]


def test_fellowship_and_rewards_heading_opens_an_awards_section():
    assert heading_key("Fellowship & Rewards") == "awards"


def test_amount_lines_recipient_lead_and_when_tails_are_no_part_of_an_award():
    lines = [
        "Tidewater Travel Award, Department of Marine Data, Velmora, 10/23",
        "• 750$",
        "Harbour Graduate Fellowship, 2019-2020",
        "• $12,000",
        "• Recipient, Quill Prize, Spring 2019 and Fall 2020",
    ]
    assert extract_awards(lines) == [
        "Tidewater Travel Award, Department of Marine Data, Velmora",
        "Harbour Graduate Fellowship",
        "Quill Prize",
    ]


def test_a_deans_list_earned_under_several_schools_is_listed_once():
    lines = [
        "• Dean’s List, Faculty of Sciences, Fall 2014",
        "• Dean’s List, Faculty of Engineering, Spring 2016",
    ]
    assert extract_awards(lines) == ["Dean’s List, Faculty of Sciences"]


@pytest.mark.parametrize(
    "line",
    [
        "B.A. with Honors, Geology, Minor in Education\tJune 2024",
        "Bachelor of Science in Hydrology with Honours, Velmora University\tMay 2023",
    ],
)
def test_a_degree_with_honours_names_no_award_of_its_own(line):
    # An honours degree is a kind of degree in several countries; only Latin honours, a
    # qualified distinction and Dean's lists stated beside a degree are awards.
    assert awards_elsewhere([line]) == []


def test_an_academic_year_with_a_shortened_end_is_when_not_which_award():
    lines = ["• Received the Velmora Tide Scholarship for top marks in coastal surveying (2019-20)"]
    assert extract_awards(lines) == ["Velmora Tide Scholarship for top marks in coastal surveying"]


def test_two_bracketed_awards_side_by_side_on_one_line_are_two():
    lines = [
        "• Harbour Guild Scholarship (City Award)    Lantern Prize for Modelling (Faculty Award)",
        "• Tidewater Medal (Regional Award)",
    ]
    assert extract_awards(lines) == [
        "Harbour Guild Scholarship (City Award)",
        "Lantern Prize for Modelling (Faculty Award)",
        "Tidewater Medal (Regional Award)",
    ]


def test_award_cards_titled_by_headings_stay_in_the_awards_section(parse_text):
    page = """<html><body><h1>Quill Hart</h1>
<h2>Awards &amp; Recognitions</h2>
<div class="card"><h3>Harbourside Student Scholar</h3><span>Travel Grant</span>
<div>Mar 2024</div><p>Funded my trip to present a poster on tidal models.</p></div>
<div class="card"><h3>Northwind Junior Fellowship</h3><span>Research Fellowship</span>
<div>May 2023</div><p>A summer of work on estuary sediment in a field lab.</p></div>
<div class="card"><h3>Lantern Society Freshman Award</h3><span>Academic Excellence</span>
<div>2022</div><p>Given for my grades in the first year.</p></div>
<h2>Education</h2><p>B.S. in Oceanography, Brackenridge University, 2021 - 2025</p>
</body></html>"""
    assert parse_text(page, "index.html", kind="cv").awards == [
        "Harbourside Student Scholar",
        "Northwind Junior Fellowship",
        "Lantern Society Freshman Award",
    ]


def test_an_award_dated_by_several_terms_heads_its_entry_like_the_others():
    lines = [
        "Provost’s Honour Roll\tAutumn 2022, Spring 2024",
        "Brackenridge University, Tarn Falls",
        "• Kept a grade average above the line set for the roll in each of those terms",
        "Guild of Tidal Surveyors Certificate of Merit\tOct 2023",
        "Tidewater Council",
        "• Completion of a six-week course on surveying safety at sea",
        "Silver Oar\tJune 2021",
        "Lakeside Rowing League, Tarn Falls",
        "• Coached a novice crew through its first season of races on the lake",
    ]
    assert extract_awards(lines) == [
        "Provost’s Honour Roll",
        "Guild of Tidal Surveyors Certificate of Merit",
        "Silver Oar",
    ]


def test_a_statements_achievements_section_in_paragraphs_lists_no_awards(parse_text):
    story = (
        "My first project built a small parser for field notes written in three regional\n"
        "dialects, and I learned how hard it is to collect clean examples from volunteers.\n"
        "Together with two classmates I then designed a tagging guide that other groups\n"
        "could follow, which later grew into a shared set of annotated sentences for them.\n"
        "In the second year my work moved to speech, where I recorded short stories told\n"
        "by elders and aligned them with their transcripts using a simple dynamic program.\n"
    )
    text = (
        "Research Statement\nOrla Venn\n\n1 Current Achievements\n\n" + story + "\n"
        "2 Future Directions\n\nI hope to extend these tools to more languages.\n"
    )
    assert parse_text(text, "statement.txt", "cover_letter").awards == []


def test_a_sub_bullet_opening_with_an_article_remarks_on_the_award_above():
    lines = [
        "• Dean's Medal, Nov. 2021",
        "",
        "• a grant for the best thesis proposal of the year",
        "",
        "• Harbour Robotics Cup 2020, Bronze Award",
        "• a weekend contest on underwater drones",
        "• second place in the Tidewell Coding Marathon",
    ]
    assert extract_awards(lines) == [
        "Dean's Medal",
        "Harbour Robotics Cup 2020, Bronze Award",
        "second place in the Tidewell Coding Marathon",
    ]


def test_a_named_award_inside_an_education_line_is_an_award():
    lines = [
        "*M. Sc. Hydrology*, Tidewell Founders Award, Corvale University. 2019.",
        "*B. Sc. Physics*, Marrow University. 2017.",
    ]
    assert awards_elsewhere(lines) == ["Tidewell Founders Award"]


def test_awards_in_a_section_named_mostly_for_activities_need_an_honours_word(parse_text):
    cv = (
        "# Corin Ashgrove\ncorin@example.org\n\n"
        "## Education\nLowmoor State University\n\nB.S. in Geology, 2022 - 2026\n\n"
        "## Clubs, Leadership, Activities, and Awards\n"
        "- Chess Society - Treasurer, May 2023 - Present\n"
        "- Harriet Vane Geology Prize, May 2024\n"
        "- Radio Station - Night DJ, August 2022 - Present\n"
    )
    assert parse_text(cv, "cv.md", "cv").awards == ["Harriet Vane Geology Prize"]


def test_a_numbered_award_list_keeps_the_awards_not_their_numbers():
    lines = [
        "1. Qualified Tidal Entrance Exam (National Rank 3632)\tJun 2017",
        "2. Ranked 3rd in the state of Marsh in the Harbour examination\tMay 2017",
    ]
    assert extract_awards(lines) == [
        "Qualified Tidal Entrance Exam (National Rank 3632)",
        "Ranked 3rd in the state of Marsh in the Harbour examination",
    ]


def test_the_school_and_town_under_a_dated_award_is_who_gave_it():
    lines = [
        "1. Tidewater Fellowship for a Dual Degree Project\tMar 2021 - Jul 2021",
        "Quillon Institute of Technology, Marsh Bay.",
    ]
    assert extract_awards(lines) == ["Tidewater Fellowship for a Dual Degree Project"]


def test_a_labelled_honours_line_with_years_in_brackets_lists_each_honour():
    line = "Honors: Quill Merit Award(2019), Tide Honor Roll(2016,2017,2018)"
    assert awards_elsewhere([line]) == ["Quill Merit Award", "Tide Honor Roll"]


def test_a_deans_list_noted_under_another_section_of_a_cv_is_an_award(parse_text):
    text = "\n".join(
        [
            "Ines Quill",
            "ines.quill@example.org",
            "",
            "EXPERIENCE",
            "Data Intern, Quorvale Labs\t2021 - 2022",
            "• Cleaned the sensor logs.",
            "• Lindenfeld College’s Dean’s List (2019, 2020)",
            "• Languages: Python, SQL",
        ]
    )
    assert parse_text(text, "cv.txt", kind="cv").awards == ["Lindenfeld College’s Dean’s List"]


def test_a_dated_award_whose_date_stands_beside_its_wrapped_last_row():
    # The date cell sits on the entry's second row, which continues the first in lower case.
    lines = [
        "Tidewater Travel Grant\tSeptember 2024",
        "Kelp Scholars programme (5% selection rate) — Awarded $4,000 to join a summer",
        "programme at a harbour lab funded by two firms\tMarch 2022",
    ]
    assert extract_awards(lines) == [
        "Tidewater Travel Grant",
        "Kelp Scholars programme (5% selection rate) — Awarded $4,000 to join a summer "
        "programme at a harbour lab funded by two firms",
    ]


def test_a_latin_honour_beside_a_degree_that_the_awards_list_names_is_listed_once(parse_text):
    cv = (
        "Odile Varga\nodile@example.org\n\n"
        "Education\n"
        "2015 - 2017\tM.Sc. in Marine Robotics, Kelpford University (Cum laude)\n\n"
        "Awards\n"
        "2017\tCum laude distinction in my master's studies\n"
        "2016\tTidewater Travel Grant\n"
    )
    assert parse_text(cv).awards == [
        "Cum laude distinction in my master's studies",
        "Tidewater Travel Grant",
    ]


def test_a_month_or_term_after_the_leading_year_is_no_part_of_the_award():
    lines = [
        "• 2024.03. Lighthouse Research Award, Northfield University",
        "• 2021.09-2023.06. Harbour Scholarship, Eastvale College",
        "• 2019 Autumn. The 1st place in rowing contest, Eastvale College",
        "• 2018 Spring. Top Ten Debaters, Eastvale College",
    ]
    assert extract_awards(lines) == [
        "Lighthouse Research Award, Northfield University",
        "Harbour Scholarship, Eastvale College",
        "The 1st place in rowing contest, Eastvale College",
        "Top Ten Debaters, Eastvale College",
    ]


def test_award_names_above_their_giver_and_date_rows_leave_the_givers_out():
    lines = [
        "Coastal Science Scholarship",
        "Harbour Student Foundation (HSF)\t2021 - 2023",
        "Lantern Leadership Award",
        "Northfield\t2024",
        "Excellent Tutor Award",
        "School of Computing, Northfield\tSpring 2023, Fall 2023",
        "Gold Prize (1st place), Junior Research Programme",
        "Office of Research, Northfield\tWinter/Spring 2022",
    ]
    assert extract_awards(lines) == [
        "Coastal Science Scholarship",
        "Lantern Leadership Award",
        "Excellent Tutor Award",
        "Gold Prize (1st place), Junior Research Programme",
    ]


def test_a_bullet_wrapping_after_a_dotted_degree_or_before_its_year_goes_on():
    lines = [
        "• Awarded the Harbour prize in two successive years of study, placed second of the"
        " whole B.Sc.",
        "cohort in Marine Engineering, Northfield University, 2016-2018.",
        "• Granted a tuition waiver over the M.Sc. course in Marine Engineering at Northfield,"
        " September 2019-May",
        "2021.",
    ]
    assert extract_awards(lines) == [
        "Harbour prize in two successive years of study, placed second of the whole B.Sc. cohort"
        " in Marine Engineering, Northfield University",
        "Granted a tuition waiver over the M.Sc. course in Marine Engineering at Northfield",
    ]


def test_a_labelled_honours_field_splits_past_the_remarks_in_brackets():
    lines = [
        "Honors: Dean's List (6 semesters), Phi Beta Kappa",
        "• Honors: Dean's List (Fall 2019, Spring 2020), Tau Beta Pi",
    ]
    assert awards_elsewhere(lines) == [
        "Dean's List (6 semesters)",
        "Phi Beta Kappa",
        "Dean's List (Fall 2019, Spring 2020)",
        "Tau Beta Pi",
    ]


def test_an_others_sub_heading_between_award_groups_is_no_wrapped_end():
    lines = [
        "• Scholarship for MSc in Marine Engineering study at Northfield University of Science",
        "• Scholarship for BSc in Marine Engineering study at Eastvale University of Technology",
        "Others",
        "• Coastal Rowing League, 1st with Harbour Oars Team, 2013",
    ]
    assert extract_awards(lines) == [
        "Scholarship for MSc in Marine Engineering study at Northfield University of Science",
        "Scholarship for BSc in Marine Engineering study at Eastvale University of Technology",
        "Coastal Rowing League, 1st with Harbour Oars Team",
    ]


def test_a_one_word_label_over_a_group_of_awards_is_no_award():
    lines = [
        "Scholarship:",
        "• (2023) Harbour Scholarship (1% in Northfield University)",
        "• (2022) Coastal Government Scholarship (3% in Northfield University)",
        "Competition:",
        "• (2023) First Prize of Coastal Robot Competition (Top 5%)",
    ]
    assert extract_awards(lines) == [
        "Harbour Scholarship (1% in Northfield University)",
        "Coastal Government Scholarship (3% in Northfield University)",
        "First Prize of Coastal Robot Competition (Top 5%)",
    ]


def test_a_bracketed_spelling_out_after_a_bar_is_no_award_of_its_own():
    lines = [
        "Quay Scholars Grant | (Graduate Study Support Grant)\tApril 2023",
        "Tide Workshop (TW) | Best Poster Award\tApril 2023",
    ]
    assert extract_awards(lines) == [
        "Quay Scholars Grant | (Graduate Study Support Grant)",
        "Tide Workshop (TW) | Best Poster Award",
    ]


def test_the_giving_unit_the_reason_and_the_grades_under_an_award_are_no_awards():
    lines = [
        "Dean’s Award",
        "Faculty of Marine Engineering.",
        "Awarded for academic excellence",
        "GPA: 3.97 (1st year)",
        "GPA: 3.88 (2nd year)",
        "Tidewater Coding Cup, Second Place",
    ]
    assert extract_awards(lines) == ["Dean’s Award", "Tidewater Coding Cup, Second Place"]


def test_a_dated_award_whose_name_breaks_at_a_hyphen_goes_on_below():
    lines = [
        "Harbour Service Medal, Department of Ocean-\t2021 – 2022",
        "ography, Quillon University.",
        "Tidewater Travel Grant, Marsh Bay Conference.\t2020",
    ]
    assert extract_awards(lines) == [
        "Harbour Service Medal, Department of Oceanography, Quillon University",
        "Tidewater Travel Grant, Marsh Bay Conference",
    ]


def test_a_placing_after_a_bar_is_how_the_applicant_did_not_a_second_award():
    lines = [
        "Marsh Robotics Design Prize | Second Place Winner\tDec 2022",
        "Tidewater Hackathon | Runner-up\tMarch 2021",
        "Velmora Engineering Scholarship | Tarrow Research Award\t2020",
    ]
    assert extract_awards(lines) == [
        "Marsh Robotics Design Prize | Second Place Winner",
        "Tidewater Hackathon | Runner-up",
        "Velmora Engineering Scholarship",
        "Tarrow Research Award",
    ]


def test_an_award_stated_as_awarded_in_an_education_bullet_is_named_without_the_verb():
    assert awards_elsewhere(["• Awarded the Harbourmaster Graduate Fellowship"]) == [
        "Harbourmaster Graduate Fellowship"
    ]


def test_an_award_cut_after_of_the_goes_on_in_the_undated_line_below():
    lines = [
        "07/2015\tHarbour Medal for Geology, Office of the",
        "Warden of the Marsh Coast.",
        "2016\tTarrow Research Award",
    ]
    assert extract_awards(lines) == [
        "Harbour Medal for Geology, Office of the Warden of the Marsh Coast",
        "Tarrow Research Award",
    ]


def test_highest_distinction_and_highest_honors_told_in_prose_are_latin_honours():
    lines = [
        "Back home I graduated with highest distinction in geology and was honored with"
        " the highest honors in my major. I will earn the highest honors next year."
    ]
    assert awards_in_prose(lines) == ["highest distinction", "highest honors"]


def test_the_body_that_gives_a_scholarship_is_no_award():
    """A letter's addressee block: "The Fellowship Selection Board" names who awards."""
    lines = ["To:", "The Fellowship Selection Board", "Harrow Scholarship Office"]
    assert awards_elsewhere(lines) == []
    assert awards_elsewhere(["Harrow Merit Scholarship, 2021"]) == ["Harrow Merit Scholarship"]


def test_a_degree_class_in_lower_case_is_an_honour_of_the_education_line():
    assert awards_elsewhere(["First-class honours with Merit (81%)"]) == [
        "First-class honours with Merit"
    ]


def test_capitals_bullets_wrapped_in_a_narrow_column_with_their_dates_below_are_whole():
    """Deedy resume's narrow right column: each award in capitals over two or three lines,
    its date on a line of its own."""
    lines = [
        "• WINNER OF THE «QUELMARA",
        "2016» OLYMPIAD IN CHEMISTRY",
        "March 2016",
        "• FIRST PLACE AT THE CITY ROUND",
        "OF THE TOLLMERE OLYMPIAD IN",
        "CHEMISTRY",
        "October 2015",
        "• WINNER OF «THE CODING",
        "OLYMPIAD»",
        "June 2014",
    ]
    assert extract_awards(lines) == [
        "WINNER OF THE «QUELMARA 2016» OLYMPIAD IN CHEMISTRY",
        "FIRST PLACE AT THE CITY ROUND OF THE TOLLMERE OLYMPIAD IN CHEMISTRY",
        "WINNER OF «THE CODING OLYMPIAD»",
    ]


def test_labelled_lines_of_awards_and_skills_give_only_the_awards_items():
    # "Awards & Skills" set as labelled lines: the awards' label lists the awards, one each
    # between commas; the languages and tools are skills, no award.
    lines = [
        "Awards: Quill Top Coder (5th), Harbor Pitch Night (2nd and 4th), Tidal Data Challenge"
        " (Top 3), Marrowby Travel Grant.",
        "Languages: Python, C++, Java",
        "Technologies: PyTorch, Pandas, Docker",
    ]
    assert extract_awards(lines) == [
        "Quill Top Coder (5th)",
        "Harbor Pitch Night (2nd and 4th)",
        "Tidal Data Challenge (Top 3)",
        "Marrowby Travel Grant",
    ]


def test_a_deans_list_parted_from_the_grades_by_spaced_dashes_is_an_award():
    # "• Dean's List — Core GPA: 3.7 — Graduating Autumn 2026" in an education entry:
    # the dashes part the line's facts, and the merit list is one of them.
    line = "• Provost’s/Dean’s List — Core GPA: 3.7 — Graduating Autumn 2026"
    assert awards_elsewhere([line]) == ["Provost’s/Dean’s List"]


def test_a_funding_label_over_its_grants_is_no_award():
    lines = [
        "Grants",
        "Bridge grant, Young Researchers in Network Science, 2024.",
        "Individual Funding",
        "Predoctoral grant FI-ORVAL, 2022–2025.",
        "Awards",
        "Best Student Presentation, Halden Conference, 2021.",
    ]
    found = extract_awards(lines)
    assert "Individual Funding" not in found
    assert len(found) == 3


def test_a_dated_row_after_a_dated_award_ending_in_a_comma_is_an_award_of_its_own():
    lines = [
        "2023\tQCC 2023 Travel Award,",
        "2011–2017\tTuition Grant (BSc and MSc), Board of Higher Learning, Norvania",
    ]
    assert extract_awards(lines) == [
        "QCC 2023 Travel Award",
        "Tuition Grant (BSc and MSc), Board of Higher Learning, Norvania",
    ]
