"""The patterns every parsing module shares: sentences and the words of the future."""

from parsing.patterns import looks_ahead, split_sentences


def test_sentences_split_after_words_not_after_titles_or_numbers():
    text = (
        "I studied with Prof. Ansel Quorn at Harbor State University. My GPA was 3.9/4.0. "
        "Since 2024 I have worked at the Rime Lab (Portmere). “Ice” was my first paper."
    )
    assert split_sentences(text) == [
        "I studied with Prof. Ansel Quorn at Harbor State University.",
        "My GPA was 3.9/4.0. Since 2024 I have worked at the Rime Lab (Portmere).",
        "“Ice” was my first paper.",
    ]


def test_an_acronym_ends_a_sentence_only_where_asked():
    text = "I applied for the Summer HSRP. I have interned at Quillfeather."
    assert split_sentences(text) == [text]
    assert split_sentences(text, acronym_ends=True) == [
        "I applied for the Summer HSRP.",
        "I have interned at Quillfeather.",
    ]


def test_hopes_and_applications_look_ahead_but_a_pursuit_under_way_does_not():
    assert looks_ahead("I would like to join your group for a PhD at")
    assert looks_ahead("I am writing to express my strong interest in an internship at")
    assert not looks_ahead("I am currently pursuing my M.S. at")
    assert not looks_ahead("I received my B.S. from")
