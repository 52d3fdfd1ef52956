from parsing.skills import extract_skills, interests_from, split_items


def test_category_labels_are_dropped_and_items_split():
    lines = [
        "• Languages: Rust, OCaml, ARM Assembly",
        "• Tools: Bazel, LLDB, Podman,",
        "• Research Interest: Databases, Networking",
    ]
    assert extract_skills(lines) == ["Rust", "OCaml", "ARM Assembly", "Bazel", "LLDB", "Podman"]


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
