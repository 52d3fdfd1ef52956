from parsing.skills import extract_skills, interests_from, split_items


def test_category_labels_are_dropped_and_items_split():
    lines = [
        "• Languages: C++, Python, x86 Assembly",
        "• Tools: Git, GDB, Docker,",
        "• Research Interest: Compilers, Storage",
    ]
    assert extract_skills(lines) == ["C++", "Python", "x86 Assembly", "Git", "GDB", "Docker"]


def test_parentheses_stay_with_their_item():
    assert split_items("Vectorization (SIMD), EDA (Place, Route), Rust") == [
        "Vectorization (SIMD)",
        "EDA (Place, Route)",
        "Rust",
    ]


def test_bullet_separated_items_under_lone_labels():
    lines = ["Languages", "C • C++ • Go", "LATEX• HTML", "Environments", "Linux • Windows",
             "OpenBSD", "Libraries/Tools", "LLVM • git"]  # fmt: skip
    assert extract_skills(lines) == [
        "C", "C++", "Go", "LATEX", "HTML", "Linux", "Windows", "OpenBSD", "LLVM", "git"
    ]  # fmt: skip


def test_duplicates_and_like_phrases():
    assert extract_skills(["Git, git, Compiler infra like LLVM", "Last Updated: Dec. 2024"]) == [
        "Git",
        "LLVM",
    ]


def test_research_interests():
    lines = ["Research Interests: Systems for ML, Distributed ML, Resource Orchestration"]
    assert interests_from(lines) == ["Systems for ML", "Distributed ML", "Resource Orchestration"]
