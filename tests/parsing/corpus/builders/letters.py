"""Statements and letters: a statement of purpose, a cover letter in DOCX, a letterhead letter."""

from tests.parsing.pdfgen import PAGE_WIDTH, Canvas

RIGHT = PAGE_WIDTH - 50


def statement_of_purpose() -> bytes:
    """A statement of purpose that names professors and mentors before and after the applicant."""
    paragraphs = [
        "My interest in program verification began in Professor Armando Quiroga's lab at "
        "Universidad Andina del Sol, where I have worked as an undergraduate research "
        "assistant since 2022. Under his guidance I wrote a checker for refinement types in "
        "spreadsheet formulas and learned how much of a proof is careful engineering.",
        "In the summer of 2024 I was a research intern at Halcyon Systems, mentored by Dr. "
        "Wen-Li Okafor, where I built a symbolic executor for smart-contract bytecode and "
        "found two bugs in production contracts. That summer showed me that verification "
        "tools succeed when they fit the way engineers already work.",
        "I will complete my Bachelor's degree in Systems Engineering at Universidad Andina "
        "del Sol in December 2025. Along the way I received the Andina Merit Scholarship and "
        "was placed on the Dean's List every semester.",
        "I am applying to the Ph.D. program because I want to build verifiers that ordinary "
        "programmers use every day. Your department is my first choice: I hope to work with "
        "Professor Daniel Strand on gradual verification and with Professor Maya "
        "Ferreira-Singh on proof repair, whose recent papers I have read closely.",
    ]
    import textwrap

    c = Canvas(top=740, leading=14)
    c.centre(PAGE_WIDTH / 2, "Statement of Purpose", 16, "bold")
    c.down(1.5)
    c.centre(PAGE_WIDTH / 2, "Lucía Betancourt Ramírez — Ph.D. applicant, Computer Science", 10)
    c.down(2)
    for paragraph in paragraphs:
        for text in textwrap.wrap(paragraph, 95):
            c.text(60, text, 10)
            c.down()
        c.down(0.6)
    return c.pdf()


def cover_letter_docx() -> bytes:
    import io

    import docx

    word = docx.Document()
    word.add_heading("Kaveh Farahani-Lund", level=0)
    for text in (
        "Sysslomansgatan 7, 753 11 Uppsala, Sweden",
        "kaveh.farahani@student.uvastra.se | +46 70 123 45 67",
        "12 January 2026",
        "Dr. Ingeborg Halvorsen",
        "Nordic Institute for Climate Computing",
        "Dear Dr. Halvorsen,",
        "I am writing to apply for the research internship in your climate emulation group. "
        "I am a final-year MSc student in Scientific Computing at Uppsala Vastra University, "
        "where my thesis, supervised by Prof. Maja Lindgren, trains neural emulators of "
        "sea-ice models.",
        "Last summer I worked as a research intern at Baltic Weather Analytics AB, where I "
        "rewrote a downscaling pipeline in JAX and cut its run time from hours to minutes. "
        "Before my master's, I completed a BSc in Physics at Caspian Shore University, "
        "graduating with the Caspian Excellence Award.",
        "Your group's recent work on probabilistic emulators is exactly where I would like "
        "to contribute, and I would be glad to discuss how my experience could help.",
        "Sincerely,",
        "Kaveh Farahani-Lund",
    ):
        word.add_paragraph(text)
    buffer = io.BytesIO()
    word.save(buffer)
    return buffer.getvalue()


def letterhead_letter() -> bytes:
    """A letter with a right-aligned letterhead, a recipient block and a closing."""
    import textwrap

    c = Canvas(top=750, leading=13)
    for text, size, style in (("Owen Achterberg-Kai", 14, "bold"),
                              ("14 Quayside Lane, Leith EH6 6QB", 9, "regular"),
                              ("Email: owen.ak@firthmail.example", 9, "regular"),
                              ("Mobile: (+44) 7700 900 123", 9, "regular")):  # fmt: skip
        c.right(RIGHT, text, size, style)
        c.down()
    c.down(1.5)
    recipient = (
        "3 March 2026",
        "",
        "Dr. Priyanka Oyelaran",
        "Head, Marine Autonomy Lab",
        "Saltire Robotics Institute",
        "",
        "Re: Summer research internship 2026",
    )
    for text in recipient:
        if text:
            c.text(60, text, 10, "bold" if text.startswith("Re:") else "regular")
        c.down()
    c.down()
    body = [
        "Dear Dr. Oyelaran,",
        "I would like to apply for a summer research internship in the Marine Autonomy Lab. I "
        "am in the third year of an integrated MEng in Mechanical Engineering at Firth "
        "University, where I have specialised in control and estimation.",
        "From June to August 2025 I was a controls engineering intern at Kelpie Subsea Ltd, "
        "tuning the depth controller of a survey vehicle. Earlier I volunteered as a "
        "mentor for a school robotics club, which I still enjoy.",
        "I was awarded the Firth Engineering Entrance Scholarship in 2023. I would welcome the "
        "chance to discuss how I could contribute to your work on underwater docking.",
        "Yours sincerely,",
        "Owen Achterberg-Kai",
    ]
    for paragraph in body:
        for text in textwrap.wrap(paragraph, 95):
            c.text(60, text, 10)
            c.down()
        c.down(0.7)
    return c.pdf()


DOCUMENTS = {
    "sop-advisors.pdf": statement_of_purpose,
    "letter-docx.docx": cover_letter_docx,
    "letter-letterhead.pdf": letterhead_letter,
}
