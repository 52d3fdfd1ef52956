from parsing.skills import extract_skills, interests_from, split_items


def test_category_labels_are_dropped_and_items_split():
    lines = [
        "• Languages: Rust, OCaml, ARM Assembly",
        "• Tools: Bazel, LLDB, Podman,",
        "• Research Interest: Databases, Networking",
    ]
    assert extract_skills(lines) == ["Rust", "OCaml", "ARM Assembly", "Bazel", "LLDB", "Podman"]


def test_a_section_that_runs_items_on_with_spaced_slashes_splits_them_all():
    """Europass's digital skills: group labels over "a / b / c" runs; there a lone pair
    ("Rclone / Mercurial") is two items too."""
    lines = [
        "Programming Languages",
        "",
        "Haskell / C / Fortran",
        "Cloud",
        "",
        "Rclone / Mercurial",
    ]
    assert extract_skills(lines) == ["Haskell", "C", "Fortran", "Rclone", "Mercurial"]


def test_a_lone_spaced_slash_pair_stays_one_item():
    assert extract_skills(["Languages: .NET / C#, Elm"]) == [".NET / C#", "Elm"]


def test_parentheses_stay_with_their_item():
    assert split_items("Tracing (eBPF), CAD (Mesh, Solve), Zig") == [
        "Tracing (eBPF)",
        "CAD (Mesh, Solve)",
        "Zig",
    ]


def test_bullet_separated_items_under_lone_labels():
    lines = ["Languages", "Java • Kotlin • Lua", "MATLAB• CSS", "Platforms", "FreeBSD • macOS",
             "Solaris", "Frameworks/Tools", "Flask • Mercurial"]  # fmt: skip
    assert extract_skills(lines) == [
        "Java", "Kotlin", "Lua", "MATLAB", "CSS", "FreeBSD", "macOS", "Solaris", "Flask",
        "Mercurial",
    ]  # fmt: skip


def test_duplicates_and_like_phrases():
    assert extract_skills(
        ["Make, make, Build systems such as Ninja", "Last Updated: Mar. 2025"]
    ) == [
        "Make",
        "Ninja",
    ]


def test_research_interests():
    lines = ["Research Interests: Coastal Ecology, Remote Sensing, Sediment Transport"]
    assert interests_from(lines) == ["Coastal Ecology", "Remote Sensing", "Sediment Transport"]


def test_labelled_groups_on_one_line_split_at_pipes():
    line = "Languages: C/C++, Rust, Go | Frameworks: PyTorch, vLLM | Tools: Linux, gdb"
    assert extract_skills([line]) == ["C/C++", "Rust", "Go", "PyTorch", "vLLM", "Linux", "gdb"]


def test_label_set_off_by_a_dash():
    assert extract_skills(["Tools & Frameworks — PyTorch, JAX, Ray"]) == ["PyTorch", "JAX", "Ray"]


def test_label_set_off_by_a_hyphen_and_learner_levels_before_items():
    lines = [
        "Programming Languages - intermediate Kotlin, beginner Haskell",
        "Languages - beginner Portuguese",
        "Software - Figma, novice Godot",
    ]
    assert extract_skills(lines) == ["Kotlin", "Haskell", "Portuguese", "Figma", "Godot"]


def test_run_on_groups_split_and_a_technology_group_name_is_a_skill():
    lines = [
        ".NET / F# — Dapper, Blazor, SignalR, Postgres — Triggers, Partitions,",
        "Go / Rust — Tokio, gRPC, Misc — Terraform, Helm",
    ]
    assert extract_skills(lines) == [
        ".NET / F#",
        "Dapper",
        "Blazor",
        "SignalR",
        "Postgres",
        "Triggers",
        "Partitions",
        "Go / Rust",
        "Tokio",
        "gRPC",
        "Terraform",
        "Helm",
    ]


def test_proficiency_words_are_not_part_of_the_skill():
    assert extract_skills(["Haskell (advanced), Elixir (basic), OCaml - intermediate"]) == [
        "Haskell",
        "Elixir",
        "OCaml",
    ]


def test_exam_scores_are_not_skills_but_a_language_keeps_its_scores():
    lines = [
        "Tools: Maple, Octave",
        "TOEFL & GMAT RESULTS",
        "TOEFL: 112 overall in 2022",
        "GMAT: 740 in 2023",
        "Mandarin: HSK-6 280",
    ]
    assert extract_skills(lines) == ["Maple", "Octave", "Mandarin (HSK-6 280)"]


def test_top_skills_sidebar_heading_opens_a_skills_section(parse_text):
    text = (
        "Contact\nquill.hart@example.org\nquillhart.dev\n(Personal)\n\nTop Skills\n"
        "Programming\nStream Processing\nCompiler Design (CD)\n\nExperience\n"
    )
    assert parse_text(text, "profile.txt", kind="cv").skills == [
        "Programming",
        "Stream Processing",
        "Compiler Design (CD)",
    ]


def test_badge_images_in_a_skills_section_are_read_as_their_words(parse_text):
    page = (
        "## Technical Skills\n\n"
        "**Modelling:** ![Julia](https://img.shields.io/badge/Julia-expert-green) "
        "![Fortran](https://img.shields.io/badge/Fortran-novice-yellow)\n\n"
        "**Plotting:** ![Makie](https://img.shields.io/badge/Makie-good-blue)\n\n"
        "![a photo of a glacier](/images/glacier.jpg)\n"
    )
    assert parse_text(page, "about.md").skills == ["Julia", "Fortran", "Makie"]


def test_proficiency_words_around_items_are_not_part_of_them():
    lines = [
        "• Familiar with Haskell, Elixir, SQL",
        "• Experience in C/C++, Bash",
        "• Basque: Native",
        "• Dutch: Fluent",
        "Spoken Languages: Welsh (native), Danish (fluent, TOEFL 112).",
    ]
    assert extract_skills(lines) == [
        "Haskell",
        "Elixir",
        "SQL",
        "C/C++",
        "Bash",
        "Basque",
        "Dutch",
        "Welsh",
        "Danish",
    ]


def test_a_skill_list_wrapped_over_lines_keeps_its_items_whole():
    lines = [
        "Methods: Field Survey Design, Participatory Map-",
        "ping, Sediment Coring, Content",
        "and Thematic Analysis, Drone Photogrammetry (DJI,",
        "Pix4D)",
        "Certificates: Boat Handling Licence",
        "(2022, Harbour School)",
        "Tools: QGIS, R",
    ]
    assert extract_skills(lines) == [
        "Field Survey Design",
        "Participatory Mapping",
        "Sediment Coring",
        "Content and Thematic Analysis",
        "Drone Photogrammetry (DJI, Pix4D)",
        "Boat Handling Licence (2022, Harbour School)",
        "QGIS",
        "R",
    ]


def test_a_short_bulleted_skill_over_a_line_of_several_is_a_skill_not_a_label():
    lines = ["• Tide Modelling", "• Spreadsheets", "• Fieldwork; sample logging and curation"]
    assert extract_skills(lines) == [
        "Tide Modelling",
        "Spreadsheets",
        "Fieldwork",
        "sample logging and curation",
    ]
    labels_and_lists = ["• Languages", "• Python, Julia", "• Tools", "• Git, Make"]
    assert extract_skills(labels_and_lists) == ["Python", "Julia", "Git", "Make"]


def test_an_item_wrapped_at_the_line_end_of_a_labelled_group_stays_one_item():
    lines = [
        "Languages: Kotlin, Rust, TypeScript, Elixir,",
        "Haskell, Lua",
        "Databases: Redis, CockroachDB, Oracle",
        "Database, SQLite",
        "Methods: Test-Driven Development, Domain-",
        "Driven Design",
        "Tools: Vim, Git",
    ]
    assert extract_skills(lines) == [
        "Kotlin",
        "Rust",
        "TypeScript",
        "Elixir",
        "Haskell",
        "Lua",
        "Redis",
        "CockroachDB",
        "Oracle Database",
        "SQLite",
        "Test-Driven Development",
        "Domain-Driven Design",
        "Vim",
        "Git",
    ]


def test_short_labelled_lines_are_groups_of_their_own():
    lines = [
        "Languages: Scala, Julia, Fortran, Prolog, Erlang, Zig",
        "Cloud: Azure",
        "Ansible, Nomad",
    ]
    assert extract_skills(lines) == [
        "Scala",
        "Julia",
        "Fortran",
        "Prolog",
        "Erlang",
        "Zig",
        "Azure",
        "Ansible",
        "Nomad",
    ]


def test_skills_lines_under_another_heading_count_when_there_is_no_skills_section(parse_text):
    cv = (
        "Ilse Varga\nilse.varga@example.org\n\n"
        "EDUCATION\nRiverbend College of Engineering\t2020 - 2024\n"
        "B.Tech in Mechanical Engineering\n\n"
        "ADDITIONAL INFORMATION\n"
        "Languages: Hungarian (native), English (fluent)\n"
        "Technical Skills: MATLAB, SolidWorks, Python\n"
        "Tools: ANSYS, Git\n"
        "Certifications: Six Sigma Green Belt\n"
    )
    assert parse_text(cv, kind="cv").skills == ["MATLAB", "SolidWorks", "Python", "ANSYS", "Git"]


def test_a_label_with_its_colon_over_a_single_item_is_no_skill():
    lines = ["Version Control:", "Mercurial", "Databases:", "CouchDB", "Editors:", "Emacs, Helix"]
    assert extract_skills(lines) == ["Mercurial", "CouchDB", "Emacs", "Helix"]


def test_a_label_or_an_exam_line_after_a_full_group_line_is_no_wrapped_item():
    lines = [
        "Languages: Haskell, Elm, Racket, Clojure, Fortran, Lua",
        "Frameworks:",
        "Phoenix, Yesod",
        "Tools: Octave, Maxima, Gnuplot, Stata",
        "TOEFL & GRE SCORES",
    ]
    assert extract_skills(lines) == [
        "Haskell",
        "Elm",
        "Racket",
        "Clojure",
        "Fortran",
        "Lua",
        "Phoenix",
        "Yesod",
        "Octave",
        "Maxima",
        "Gnuplot",
        "Stata",
    ]


def test_a_groups_name_over_a_column_of_one_skill_a_line_is_no_skill():
    lines = [
        "Technical Skills",
        "Data Cleaning",
        "Dashboard Development",
        "Soft Skills",
        "Critical Thinking",
        "Others",
        "Git",
    ]
    assert extract_skills(lines) == [
        "Data Cleaning",
        "Dashboard Development",
        "Critical Thinking",
        "Git",
    ]


def test_a_closing_note_after_the_bulleted_list_is_no_skill():
    lines = [
        "• PCR, gel electrophoresis, microscopy",
        "• Instrumentation: SEM, centrifuge",
        "",
        "For template questions or layout requests, please write to Ana Roe at",
        "ana.roe@example.org",
        "",
        "Classic resume template | Garamond font",
    ]
    assert extract_skills(lines) == [
        "PCR",
        "gel electrophoresis",
        "microscopy",
        "SEM",
        "centrifuge",
    ]
    kept = ["• Python, C++", "• Git, Docker", "", "Languages: English, French"]
    assert extract_skills(kept) == ["Python", "C++", "Git", "Docker", "English", "French"]


def test_a_comment_cell_after_a_labelled_group_is_no_skill():
    # moderncv's item with a comment: label column, items, and a note far right.
    lines = [
        "Coding\tRust, OCaml, Zig\t5 projects and 1 thesis",
        "Tools\tBazel, Podman\tdaily use",
    ]
    assert extract_skills(lines) == ["Rust", "OCaml", "Zig", "Bazel", "Podman"]


def test_a_compound_broken_at_its_hyphen_over_two_lines_stays_one_item():
    lines = ["• Tools: Bazel, Podman, Scikit-", "  Learn, Zig"]
    assert extract_skills(lines) == ["Bazel", "Podman", "Scikit-Learn", "Zig"]


def test_a_bulleted_label_with_its_colon_is_never_a_skill_even_after_a_one_item_bullet():
    lines = [
        "• Scripting:",
        "• Perl, Tcl, and Awk.",
        "• Zsh.",
        "• Editors:",
        "• Emacs",
        "• Kate",
        "• Spoken:",
        "• Basque (Native)",
    ]
    assert extract_skills(lines) == ["Perl", "Tcl", "Awk", "Zsh", "Emacs", "Kate", "Basque"]


def test_a_second_skill_added_in_brackets_is_a_skill_of_its_own():
    assert extract_skills(["Lua, HTML (& CSS), Bash (and Zsh), Go"]) == [
        "Lua",
        "HTML",
        "CSS",
        "Bash",
        "Zsh",
        "Go",
    ]


def test_a_proficiency_phrase_before_a_skill_is_not_part_of_it():
    assert extract_skills(["-QGIS", "-Medium proficiency in Fortran"]) == ["QGIS", "Fortran"]


def test_a_skills_section_told_in_sentences_lists_no_skills():
    lines = [
        "Field work",
        "• Led sampling of tidal flats for three seasons with six people. Logged every core.",
        "• Mapped the estuary with QGIS and a drone, and wrote the survey report for the council.",
        "Teamwork",
        "• Shared a boat, and later a lab bench, with two crews of eight from the harbour school.",
        "• Taught the first-year students how to read tide tables and plan a safe field day.",
    ]
    assert extract_skills(lines) == []
    listed = ["Field work: QGIS, drone mapping, core logging", "Languages: Python, R"]
    assert extract_skills(listed) == ["QGIS", "drone mapping", "core logging", "Python", "R"]


def test_skill_bar_values_are_no_skills():
    lines = ["Kotlin\t85%\tElixir\t40%", "Haskell\t4/5", "Lua\t★★★☆☆"]
    assert extract_skills(lines) == ["Kotlin", "Elixir", "Haskell", "Lua"]


def test_a_skill_bar_value_glued_to_its_label_is_dropped_from_the_skill():
    lines = ["Teamwork70%", "C#95%", "Rust60%", "Top 5% of the class"]
    assert extract_skills(lines) == ["Teamwork", "C#", "Rust", "Top 5% of the class"]


def test_a_sentence_that_introduces_the_next_line_of_items_is_no_skill():
    lines = ["Kotlin, Elixir", "I have also worked with", "Zig, Nim"]
    assert extract_skills(lines) == ["Kotlin", "Elixir", "Zig", "Nim"]


def test_a_line_ending_in_a_preposition_or_conjunction_goes_on_over_the_next_line():
    lines = [
        "Software: Gestión de",
        "Inkscape, diseño de",
        "Carteles.",
        "Statistics: Design of",
        "Experiments",
    ]
    assert extract_skills(lines) == [
        "Gestión de Inkscape",
        "diseño de Carteles",
        "Design of Experiments",
    ]


def test_tag_rows_above_the_sentences_of_a_prose_skills_section_are_kept():
    lines = [
        "Field Methods",
        "soil coring\tGIS\tdrone survey\tQGIS",
        "• I plan and run field campaigns across remote sites with small teams of volunteers.",
        "• I keep every sample traceable from the field to the archive and the final paper.",
        "Programming",
        "Julia\tRust\tpostgres",
        "• I write reproducible pipelines that other labs can run on their own clusters too.",
        "• I review code for two open-source packages used by hydrologists around the world.",
    ]
    assert extract_skills(lines) == [
        "soil coring",
        "GIS",
        "drone survey",
        "QGIS",
        "Julia",
        "Rust",
        "postgres",
    ]


def test_a_level_standing_alone_over_its_items_is_no_skill():
    lines = ["Advanced", "Haskell", "OCaml", "Intermediate", "Elm", "Native"]
    assert extract_skills(lines) == ["Haskell", "OCaml", "Elm"]


def test_a_note_in_brackets_does_not_make_an_item_too_long():
    lines = ["Spoken: Welsh (mother tongue), Korean (TOPIK level 4, taken in two thousand one)"]
    assert extract_skills(lines) == ["Welsh", "Korean (TOPIK level 4, taken in two thousand one)"]


def test_a_line_of_several_bracketed_lists_is_no_single_item():
    lines = [
        "Design: 3D work (Forma - Vello - Plasto) photo work (Lumen - Pixa) video (Kadr Pro)",
        "Office: Sheets",
    ]
    assert extract_skills(lines) == ["Sheets"]


def test_a_proficiency_phrase_over_two_items_joined_by_and_leads_both():
    lines = [
        "Compilers\tOCaml, Familiar with Rust and Zig",
        "Methods\tResearch and Development, Surveys",
    ]
    assert extract_skills(lines) == ["OCaml", "Rust", "Zig", "Research and Development", "Surveys"]


def test_a_label_cell_of_five_words_ending_in_a_category_word_is_a_label():
    lines = ["Data and Signal Processing Tools\tOctave, Julia, Polars"]
    assert extract_skills(lines) == ["Octave", "Julia", "Polars"]


def test_a_justified_line_read_as_one_word_cells_is_one_phrase_not_function_words():
    lines = [
        "Patient Listener.",
        "Calm\tUnder",
        "Deadline Pressure.",
        "Clear\tSpoken\tand\tWritten",
        "Reporting.",
        "Field Sampling.",
    ]
    assert extract_skills(lines) == [
        "Patient Listener",
        "Calm Under Deadline Pressure",
        "Clear Spoken and Written Reporting",
        "Field Sampling",
    ]


def test_two_spoken_languages_with_bracketed_levels_side_by_side_are_two_items():
    lines = ["Spoken: Welsh (fluent when speaking, slower in writing) Basque (mother tongue)."]
    assert extract_skills(lines) == ["Welsh", "Basque"]


def test_a_marked_subheading_over_a_list_of_items_is_its_group_not_a_skill(parse_text):
    page = """# Quill Hart

## Skills

#### **Signal Processing & Marine Acoustics**
Octave, Julia, Polars

#### **Field Kit**
Hydrophones, Sonde Loggers
"""
    assert parse_text(page, "resume.md", kind="cv").skills == [
        "Octave", "Julia", "Polars", "Hydrophones", "Sonde Loggers",
    ]  # fmt: skip


def test_a_top_skills_sidebar_lists_a_category_word_as_a_skill():
    lines = ["Programming", "Tidal Modelling", "Fortran"]
    assert extract_skills(lines, ungrouped=True) == lines
    assert extract_skills(lines) == lines[1:]  # elsewhere a lone category word labels a group


def test_a_bullet_without_a_colon_among_colon_labelled_bullets_is_an_item():
    lines = [
        "• Languages: OCaml, Zig",
        "• Frameworks: Koa, Phoenix",
        "• Plan 9 Systems",
        "• Fossil, Redmine",
    ]
    assert extract_skills(lines) == [
        "OCaml", "Zig", "Koa", "Phoenix", "Plan 9 Systems", "Fossil", "Redmine",
    ]  # fmt: skip


def test_a_level_in_brackets_before_a_group_is_no_part_of_its_first_item():
    lines = [
        "• (medium/high) Haskell, Elm, Coq",
        "• (basic) Prolog, Lisp",
        "• Data: (advanced) DuckDB, Polars, (beginner) Spark",
    ]
    assert extract_skills(lines) == [
        "Haskell", "Elm", "Coq", "Prolog", "Lisp", "DuckDB", "Polars", "Spark",
    ]  # fmt: skip


def test_items_with_their_level_after_a_colon_under_a_label_column():
    lines = [
        "Languages\t• Basque: mother tongue",
        "Welsh: fluent",
        "Coding\t• Haskell: excellent",
        "Rust, Zig: good",
        "Fortran: basic",
    ]
    assert extract_skills(lines) == ["Basque", "Welsh", "Haskell", "Rust", "Zig", "Fortran"]


def test_plain_group_names_over_bullet_runs_are_no_skills():
    # Markdown's "**Field Methods**" over its bullets reaches the parser as a plain line.
    lines = [
        "",
        "Field Methods",
        "• Sediment coring",
        "• Drone photogrammetry",
        "",
        "Software",
        "• QGIS",
        "• R, Stan",
    ]
    assert extract_skills(lines) == ["Sediment coring", "Drone photogrammetry", "QGIS", "R", "Stan"]


def test_a_courses_group_in_a_skills_section_lists_no_skills():
    lines = [
        "Computational: Julia, Stan, Ghidra.",
        "Laboratory: Titration, Flow Cytometry",
        "Courses: Marine Geology, Abstract Algebra, Organic Chemistry 1 & 2, Tensor",
        "Calculus.",
        "Relevant Coursework: Fluid Dynamics, Ornithology",
    ]
    assert extract_skills(lines) == ["Julia", "Stan", "Ghidra", "Titration", "Flow Cytometry"]


def test_the_names_a_proficiency_phrase_leads_inside_a_prose_skills_section_are_kept():
    lines = [
        "• Coding: Mostly experienced in Haskell, Rust and Zig; comfortable with Elm and Dart.",
        "Experienced in scripting on tiny boards including FreeRTOS. Experienced in",
        "Sailing Navigation.",
        "",
        "• Statistics: Experienced in Stan and JAGS; broad knowledge of surveys and models",
        "of rainfall over the tropical oceans, above all in the wet season and in deltas.",
        "",
        "• Speaking: Proficient in public talks and writing for a general audience of readers.",
    ]
    assert extract_skills(lines) == [
        "Haskell",
        "Rust",
        "Zig",
        "Elm",
        "Dart",
        "FreeRTOS",
        "Sailing Navigation",
        "Stan",
        "JAGS",
    ]


def test_a_bullet_proficient_in_one_item_over_a_list_is_an_item_not_its_label():
    lines = ["• Proficient in Haskell;", "• Some experience with Elm, OCaml, Zig, Dart."]
    assert extract_skills(lines) == ["Haskell", "Elm", "OCaml", "Zig", "Dart"]


def test_two_columns_of_languages_with_noted_levels_give_the_languages():
    lines = [
        "Welsh: Mother tongue\tKorean: Fluent (spoken and written) (TOPIK Score: 5)",
        "Basque: Fluent (spoken and written)\tDutch: Beginner",
    ]
    assert extract_skills(lines) == ["Welsh", "Korean", "Basque", "Dutch"]


def test_spoken_languages_under_an_empty_skills_heading_are_skills(parse_text):
    text = (
        "Ilse Vantorre\nilse.vantorre@example.org\n\n"
        "Education\n2019 - 2023 Harbor Lake University\nBachelor of Science in Geology\n\n"
        "Knowledge and Skills\n\n"
        "LANGUAGES\nWelsh: Mother tongue\nDutch: Fluent (spoken and written)\n\n"
        "TECHNICAL SKILLS\nProgramming: Haskell, Elm, QGIS\n"
    )
    profile = parse_text(text, "cv.txt")
    assert profile.skills == ["Welsh", "Dutch", "Haskell", "Elm", "QGIS"]


def test_a_list_line_ending_in_an_open_word_wraps_its_last_item_and_leads_in_to_nothing():
    lines = ["Statistics :", "Octave, Stan, Julia, Colab,", "Field Sampling with", "Drones", ""]
    assert extract_skills(lines) == [
        "Octave",
        "Stan",
        "Julia",
        "Colab",
        "Field Sampling with Drones",
    ]


def test_score_and_interest_rows_of_a_skills_table_are_no_skills():
    lines = [
        "Language\tTOEIC 900/990",
        "Coding\tHaskell, Elm, Dart",
        "Interests\tSailing",
        "Some-Contest\t310/500",
    ]
    assert extract_skills(lines) == ["Haskell", "Elm", "Dart"]


def test_a_category_name_over_a_lower_case_item_is_a_label_not_its_first_words():
    lines = ["Visualization", "", "Vega\tggplot", "", "Testing", "", "pytest", "", "Sphinx"]
    assert extract_skills(lines) == ["Vega", "ggplot", "pytest", "Sphinx"]


def test_a_programming_languages_label_wrapped_over_two_rows_is_no_spoken_languages_heading(
    parse_text,
):
    cv = (
        "Odile Varga\nodile@example.org\n\n"
        "Computer Skills\n"
        "Programming Rust (Advanced), Haskell(Advanced), Lua\n"
        "Languages\n"
        "Libraries\tRust: Tokio(Advanced), Serde(Advanced)\n"
        "Lua: Love2D(Advanced), Busted\n\n"
        "Languages\nDutch\tNative\nEnglish\tFluent\n"
    )
    skills = parse_text(cv).skills
    assert "Programming Rust" not in skills
    assert {"Rust", "Haskell", "Lua", "Tokio", "Serde", "Love2D", "Busted"} <= set(skills)


def test_an_areas_of_interest_row_among_the_skills_is_no_skill():
    lines = [
        "Areas of Interest: Cave Mapping, Sonar Imaging, Route Planning",
        "Skills: Kestrel, Podman, Bazel",
        "Fields of interest: tide models",
    ]
    assert extract_skills(lines) == ["Kestrel", "Podman", "Bazel"]


def test_europass_language_bands_after_a_dot_are_levels_not_skills():
    lines = [
        "Kestrel, Podman",
        "Languages\t• Basque · Native",
        "• Welsh · Proficient User",
        "• Danish, Czech · Independent User",
    ]
    assert extract_skills(lines) == ["Kestrel", "Podman", "Basque", "Welsh", "Danish", "Czech"]


def test_activities_and_hobbies_lines_in_a_mixed_skills_section_are_no_skills():
    lines = [
        "Technical Skills: Python, Rust, SQL",
        "Activities: Northfield Harbour Rowing Club",
        "Hobbies: Sailing, Birdwatching",
    ]
    assert extract_skills(lines) == ["Python", "Rust", "SQL"]


def test_a_sentence_per_proficiency_level_leads_its_own_items():
    lines = ["Programming: Proficient in Go, Rust, and SQL. Familiar with Elixir, OCaml, and Lua."]
    assert extract_skills(lines) == ["Go", "Rust", "SQL", "Elixir", "OCaml", "Lua"]


def test_chart_figures_and_cefr_user_bands_are_no_skills():
    lines = [
        "Programming skills",
        "10",
        "8 7.7 7.2 6:8",
        "Languages\t• Welsh · Native",
        "• Danish · Proficient User",
        "• Dutch, Czech · Independent User",
        "Tools\tRust, Zig",
    ]
    skills = extract_skills(lines)
    assert not [s for s in skills if not any(c.isalpha() for c in s)]
    assert "Proficient User" not in skills and "Independent User" not in skills
    assert {"Welsh", "Danish", "Dutch", "Czech", "Rust", "Zig"} <= set(skills)


def test_a_group_title_over_labelled_lines_is_no_skill():
    lines = [
        "Languages",
        "Welsh (Native), Danish (Fluent)",
        "Software and Data Tooling",
        "Programming languages: Rust, Zig",
        "Databases: Postgres, Redis",
        "Data Science & Machine Learning",
        "Libraries: Polars, Numba",
    ]
    assert extract_skills(lines) == ["Welsh", "Danish", "Rust", "Zig", "Postgres", "Redis",
                                     "Polars", "Numba"]  # fmt: skip


def test_a_label_column_run_into_its_items_on_several_lines_is_no_part_of_them():
    lines = [
        "Programming Rust, Zig, OCaml",
        "Packages polars, numba",
        "Languages Welsh, Danish",
    ]
    assert extract_skills(lines) == ["Rust", "Zig", "OCaml", "polars", "numba", "Welsh", "Danish"]
    # One such line alone is too little evidence of a label column: left as it is.
    assert extract_skills(["Tools Git, Make"]) == ["Tools Git", "Make"]


def test_label_cells_kept_apart_by_a_gap_are_read_as_before():
    lines = [
        "Programming Languages\tRust, Zig, OCaml",
        "Libraries and Frameworks\tpolars, numba",
        "Languages\tWelsh (Native), Danish (Fluent)",
    ]
    assert extract_skills(lines) == ["Rust", "Zig", "OCaml", "polars", "numba", "Welsh", "Danish"]


def test_how_often_a_skill_is_used_is_no_part_of_it():
    lines = [
        "• Programming Languages: Rust (frequently used), Perl (used occasionally), "
        "Fortran (heavily used years ago; rarely used now)",
    ]
    assert extract_skills(lines) == ["Rust", "Perl", "Fortran"]


def test_a_europass_language_grid_gives_no_skills():
    lines = [
        "Mother tongue(s)\tBasque",
        "Foreign language(s)\tUNDERSTANDING\tSPEAKING\tWRITING",
        "Listening\tReading\tSpoken interaction\tSpoken production",
        "Welsh\tB2 B2 B1 B1 B2",
        "Digital skills\tSELF-ASSESSMENT",
        "Tools\tQGIS, GRASS",
    ]
    assert extract_skills(lines) == ["Basque", "Welsh", "QGIS", "GRASS"]


def test_sat_solvers_are_a_tool_not_a_test_score():
    lines = ["• Data Tools: Polars, DuckDB", "• Reasoning Tools: SAT Solvers (e.g., Kissat), Lean"]
    assert extract_skills(lines) == ["Polars", "DuckDB", "SAT Solvers (e.g., Kissat)", "Lean"]


def test_skill_bullets_followed_by_the_paragraphs_of_a_missed_appendix_keep_their_items():
    lines = [
        "•   Programming: Rust, Zig, Stata",
        "•   Languages: Welsh (Fluent), Basque (Native)",
        "Appendix: Summaries of Working Papers",
        "Tidal Pricing and the Harbour Fee Puzzle",
        "With Ann Roe",
        "Summary: Harbour fees vary with the tide in ways that standard pricing models do not "
        "explain. We assemble a new data set of fees across ports and seasons.",
        "We find that fees track expected congestion rather than costs, and we show that a "
        "simple queueing model accounts for most of the variation we observe.",
        "Kelp Subsidies and Coastal Employment",
        "Summary: We study a subsidy for kelp farms and trace its effects on employment in "
        "coastal towns over a decade, using the staggered timing of its rollout.",
    ]
    assert extract_skills(lines) == ["Rust", "Zig", "Stata", "Welsh", "Basque"]


def test_labelled_skill_groups_under_a_qualifications_heading_count(parse_text):
    """No Skills section: two or more "Category: items" lines in a row under another heading
    (a Word CV's "Summary of Qualifications") are its skills, a bullet's wrapped line with
    them; a certificates line is not."""
    cv = (
        "Tamsin Orlov\ntamsin.orlov@example.org\n\n"
        "SUMMARY OF QUALIFICATIONS:\n"
        "•   Languages: Kotlin, Haskell, and Lua\n"
        "•   Developer Tools: Neovim, Mercurial, Agile\n"
        "Release Planning\n"
        "•   Certificates: Honour Roll, Lifeguard Certification\n\n"
        "EDUCATION:\n"
        "Bachelor of Applied Science in Geomatics Engineering\t2023 - 2028\n"
    )
    assert parse_text(cv, kind="cv").skills == [
        "Kotlin",
        "Haskell",
        "Lua",
        "Neovim",
        "Mercurial",
        "Agile Release Planning",
    ]


def test_an_address_or_a_link_after_the_skills_is_no_skill():
    """The section runs on into a second language version's header: its contact lines."""
    lines = [
        "• Software: Vim, Mercurial, Haskell",
        "马文 (Tovin Marsh)",
        "(44) 7700 900123 │ tovin.marsh@example.org",
        "主页: https://tovin.example.org",
    ]
    assert extract_skills(lines) == ["Vim", "Mercurial", "Haskell"]


def test_a_group_of_skills_over_the_spoken_languages_line_makes_no_run_of_groups():
    from parsing.skills import labelled_skill_lines

    lines = [
        "• Programming Languages: Rust, Zig, OCaml",
        "• Spoken Languages: native level in Welsh and Basque, some Danish.",
    ]
    assert labelled_skill_lines(lines) == []
    assert labelled_skill_lines(["Languages: Rust, Zig", "Developer Tools: Git, Podman"]) == [
        "Languages: Rust, Zig",
        "Developer Tools: Git, Podman",
    ]


def test_run_on_groups_after_a_semicolon_and_full_stops_are_lists_not_prose():
    lines = [
        "• Programming languages: Zig, Haskell, Elm; Markup: Typst; OS: Plan 9, Haiku.",
        "• Survey tools: QGIS, GRASS, Tidekit; Tools: Podman, Fossil, Jabref.",
        "• Web and data: Svelte, Deno, DuckDB, Hugo.",
    ]
    assert extract_skills(lines) == [
        "Zig", "Haskell", "Elm", "Typst", "Plan 9", "Haiku", "QGIS", "GRASS", "Tidekit",
        "Podman", "Fossil", "Jabref", "Svelte", "Deno", "DuckDB", "Hugo",
    ]  # fmt: skip


def test_a_single_item_bullet_before_a_list_is_an_item_where_single_items_run_on():
    """ "• Zephyr" between two comma lists is no label when other bullets hold one item each
    in a row ("• Quill 7" / "• Brindle 4"): labels and lists do not take turns there."""
    lines = ["• Oxbow5, Marl3", "• Zephyr", "• Tarn, Tarn Plugins", "• Quill 7", "• Brindle 4"]
    assert extract_skills(lines) == [
        "Oxbow5",
        "Marl3",
        "Zephyr",
        "Tarn",
        "Tarn Plugins",
        "Quill 7",
        "Brindle 4",
    ]


def test_a_first_bullet_over_single_item_bullets_labels_them():
    """A page's nested list flattened ("• Programming" over "• Quill 7" / "• Brindle 4"): the
    singles under the first bullet are its items; no run elsewhere makes it an item."""
    lines = ["• Programming", "• Quill 7", "• Brindle 4", "• Marl3"]
    assert extract_skills(lines) == ["Quill 7", "Brindle 4", "Marl3"]
