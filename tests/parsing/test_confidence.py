"""Every fact carries a confidence: by where it was found, lowered for missing parts."""

from parsing.confidence import SOURCE_CONFIDENCE


def test_entries_from_a_named_section_are_surer_than_those_missing_parts(parse_text):
    cv = (
        "Rosa Confident\nrosa@example.org\n\n"
        "EDUCATION\nPhD in Geology, Example University\t2021 - 2025\n\n"
        "PUBLICATIONS\n[1] R. Confident. A Fictional Survey of Rocks. In Proc. of ACL, 2024.\n"
        "[2] R. Confident. Notes Without a Venue.\n\n"
        "SKILLS\nPython, R\n"
    )
    profile = parse_text(cv)
    assert profile.education[0].confidence == SOURCE_CONFIDENCE["section"]
    by_title = {p.title: p.confidence for p in profile.publications}
    full = next(c for t, c in by_title.items() if "Rocks" in t)
    bare = next(c for t, c in by_title.items() if "Without" in t)
    assert full == SOURCE_CONFIDENCE["section"] and bare < full
    assert profile.confidence["name"] == profile.confidence["skills"] == 0.9
    assert profile.to_dict()["publications"][0]["confidence"] == full


def test_a_position_read_from_prose_is_less_sure_than_one_from_a_section(parse_text):
    letter = (
        "Dear Committee,\n\nLast summer I worked as a research intern at Harbor Robotics Lab, "
        "where I built a small planner for warehouse robots and tested it for three months.\n\n"
        "Sincerely,\nRosa Confident\n"
    )
    profile = parse_text(letter, "letter.txt", "cover_letter")
    assert profile.experience
    assert all(e.confidence <= SOURCE_CONFIDENCE["prose"] for e in profile.experience)
