"""The name chosen among candidates; every person, place and address here is invented."""

from parsing.document import Document
from parsing.name_scoring import (
    Candidate,
    best_name,
    gather_candidates,
    handle_agreement,
    handle_keys,
)
from parsing.names import name_from_lines


def _best(lines, kind="cv", emails=(), links=None, title=None, greeting=""):
    document = Document(lines=list(lines), fmt="text", title=title)
    keys = handle_keys(list(emails), links or {})
    return best_name(gather_candidates(document, kind, keys), keys, kind, greeting)


def test_handle_agreement_counts_the_words_a_handle_spells():
    keys = handle_keys(["rosa.lindbergh@uni.example.org"], {"github": "https://github.com/rlind"})
    assert keys == ["rosalindbergh", "rlind"]
    assert handle_agreement("Rosa Lindbergh", keys) == 2
    assert handle_agreement("Vesna Kralj", keys) == 0


def test_a_university_line_under_the_logo_loses_to_the_name():
    lines = ["UNIVERSIDADE DO NORTE", "Faculty of Engineering", "Tiago Marques Vale",
             "tiago.vale@norte.example.pt"]  # fmt: skip
    assert _best(lines, emails=["tiago.vale@norte.example.pt"]) == "Tiago Marques Vale"


def test_the_email_address_first_and_the_name_third():
    lines = ["ines.korhonen@aalto.example.fi", "+358 40 555 0101 · Espoo, Finland",
             "Ines Korhonen", "MSc student"]  # fmt: skip
    assert _best(lines, emails=["ines.korhonen@aalto.example.fi"]) == "Ines Korhonen"


def test_surname_comma_given_with_a_lowercase_particle():
    assert name_from_lines(["van Dijk, Maarten Jan"]) == "van Dijk, Maarten Jan"
    assert name_from_lines(["OKONKWO, Adaeze"]) == "OKONKWO, Adaeze"
    assert name_from_lines(["Bergen, Norway"]) is None


def test_surname_in_capitals_of_several_words_before_the_comma():
    # A particle and a compound surname set in capitals, the given names after the comma.
    assert name_from_lines(["DE LA ROSA, Ana Lucía"]) == "DE LA ROSA, Ana Lucía"
    assert name_from_lines(["VAN DER MEER, Jorien"]) == "VAN DER MEER, Jorien"
    lines = ["CURRICULUM VITAE", "SANTOS SILVA, Beatriz Helena", "beatriz.silva@example.org"]
    assert _best(lines, emails=["beatriz.silva@example.org"]) == "SANTOS SILVA, Beatriz Helena"


def test_a_site_title_in_the_possessive_is_no_name():
    lines = ["Rafa's Notebook", "Posts", "My name is Rafael Quintero and I study compilers."]
    assert _best(lines, kind="homepage") == "Rafael Quintero"


def test_initials_above_the_typed_name_in_a_signature():
    lines = ["Dr. Oskar Lindgren", "Head of the Vision Group", "", "Dear Dr. Lindgren,", "",
             "I am writing to apply.", "", "Best regards,", "", "S. N.",
             "Samira Nasser"]  # fmt: skip
    best = _best(lines, kind="cover_letter", greeting="Dear Dr. Lindgren,")
    assert best == "Samira Nasser"


def test_from_header_of_a_pasted_email():
    lines = ["From: Kwame Boateng <kwame.b@ug.example.edu.gh>",
             "To: Prof. Liesel Vogt <vogt@uni.example.de>", "", "Dear Professor Vogt,", "",
             "I would like to apply.", "", "Best,", "Kwame"]  # fmt: skip
    best = _best(lines, kind="cover_letter", emails=["kwame.b@ug.example.edu.gh"],
                 greeting="Dear Professor Vogt,")  # fmt: skip
    assert best == "Kwame Boateng"


def test_a_name_repeated_in_the_title_beats_the_first_member_listed():
    lines = ["Members", "• Henrik Dahl: — Principal Investigator", "• Paula Serrano Ruiz: — PhD"]
    best = _best(lines, kind="homepage", title="Paula Serrano Ruiz · Dahl Lab",
                 emails=["paula.serrano@uni.example.se"])  # fmt: skip
    assert best == "Paula Serrano Ruiz"


def test_a_professor_named_in_prose_is_not_the_applicant():
    candidates = [Candidate("Miriam Okafor", "entity", context="a course taught by Professor ")]
    assert best_name(candidates, [], "cover_letter") is None
    candidates = [Candidate("Miriam Okafor", "entity", context="")]
    assert best_name(candidates, [], "cover_letter") == "Miriam Okafor"


def test_a_list_of_research_topics_is_no_name():
    lines = ["About", "My work covers:", "Graph Neural Networks", "Speech Recognition"]
    assert _best(lines, kind="homepage") is None
    assert _best(["Ilse Marwick", *lines], kind="homepage") == "Ilse Marwick"


def test_the_author_of_an_epigraph_is_not_the_applicant():
    for context in ['that is why we sail" ~ ', "the tide will turn” — ", '"Measure twice." - ']:
        candidates = [Candidate("Oskar Lindqvist", "entity", context=context)]
        assert best_name(candidates, [], "cover_letter") is None


def test_a_statement_without_the_applicant_name(parse_text):
    text = (
        "Statement of Purpose\n\nI first studied databases in a course taught by Professor "
        "Helga Sørensen at the University of Bergen.\n\nLater I joined the group of "
        "Dr. Tomas Varga, who showed me how to design an experiment.\n"
    )
    assert parse_text(text, "statement.txt").name is None


def test_bold_name_in_a_markdown_cv_titled_cv(parse_text):
    text = '---\ntitle: "CV"\n---\n\n**Lorenzo Bassi** · PhD student · l.bassi@uni.example.it\n'
    assert parse_text(text, "cv.md").name == "Lorenzo Bassi"


def test_a_given_name_with_bare_initials_is_a_name_the_address_spells():
    top = ["Ottilie R M", "555-010-2233 | ottilie.rm@fjord.example.com", "EDUCATION"]
    assert _best(top, emails=["ottilie.rm@fjord.example.com"]) == "Ottilie R M"
    assert _best(["Wenzel K.", "Rivermouth, OR"], emails=["wenzelk7@mail.example"]) == "Wenzel K."
    # Without an address that spells it, "Appendix B" or a lone initialled word is no name.
    assert _best(["Appendix B", "Tables and figures"], emails=["q.t@fjord.example.com"]) is None
    # The fuller name stacked over two lines wins over its first line alone.
    stacked = ["LIESEL T.", "VARGHESE", "Marine Geology Student"]
    assert _best(stacked, emails=["liesel.varghese@fjord.example.com"]) == "Liesel T. Varghese"


def test_the_name_written_out_whole_at_the_top_beats_a_shorter_form_in_the_text():
    lines = [
        "Amara Ilse Okonkwo\tilse.ok@tarn.example.edu\tamara.okonkwo@mail.example.com",
        "",
        "Research Statement",
        "I am Ilse Okonkwo and I am a third-year undergraduate in geodesy at Tarnwick.",
    ]
    emails = ["ilse.ok@tarn.example.edu", "amara.okonkwo@mail.example.com"]
    assert _best(lines, kind="cover_letter", emails=emails) == "Amara Ilse Okonkwo"


def test_a_label_after_the_name_on_the_top_line_is_no_fuller_name():
    lines = ["Ilse Okonkwo User ID", "I am Ilse Okonkwo, a student of geodesy."]
    assert _best(lines, kind="cover_letter") == "Ilse Okonkwo"


def test_a_name_field_holding_one_word_names_the_applicant():
    # Many Indonesians have one name only; a form's "Name:" field states it alone.
    lines = [
        "Curriculum Vitae",
        "Name: Darmaputra",
        "Email: darmaputra@example.id",
        "Universitas Telaga Biru, Computer Science, 2020 - 2024",
    ]
    assert _best(lines, emails=["darmaputra@example.id"]) == "Darmaputra"
    assert _best(["Name: Education", "Universitas Telaga Biru"]) is None


def test_a_title_or_intro_naming_the_owner_with_an_english_given_name_in_brackets():
    lines = ["I'm an undergraduate in automation at Lakeview University."]
    title = "Hi! This is Haoran (Leo) Xu speaking."
    assert _best(lines, kind="homepage", title=title) == "Haoran Leo Xu"
    lines = ["Hi! I am Yuxin Tao (Grace), a PhD student at Lakeview University."]
    assert _best(lines, kind="homepage", title="") == "Yuxin Tao Grace"


def test_a_later_name_in_a_labelled_list_of_mentors_is_not_the_applicant():
    for context in ["• Mentor: Agnes Pirlo, ", "Advisors: Tomasz Rudd, Ewa Klim, "]:
        candidates = [Candidate("Henrik Salo", "entity", context=context)]
        assert best_name(candidates, [], "cv") is None
