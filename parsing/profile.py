"""The parser's output: plain dataclasses, serialisable to the JSON contract in DESIGN.md."""

import dataclasses
from dataclasses import asdict, dataclass, field

KINDS = ("cv", "homepage", "cover_letter")


@dataclass
class Education:
    institution: str | None = None
    degree: str | None = None
    field: str | None = None
    start_year: int | None = None
    end_year: int | None = None
    gpa: str | None = None
    gpa_scale: str | None = None
    rank: str | None = None
    # dataclasses.field, because the class attribute "field" shadows the function here.
    advisors: list[str] = dataclasses.field(default_factory=list)
    # 0..1: how sure the parser is of this entry (see parsing.confidence).
    confidence: float = 1.0


@dataclass
class Experience:
    organization: str | None = None
    role: str | None = None
    start_year: int | None = None
    end_year: int | None = None
    mentors: list[str] = field(default_factory=list)
    confidence: float = 1.0


@dataclass
class Publication:
    title: str
    venue: str | None = None
    year: int | None = None
    authors: list[str] = field(default_factory=list)
    # 1-based position of the applicant among the authors; None when unknown.
    author_position: int | None = None
    # published, accepted, under_review, preprint; None when not stated.
    status: str | None = None
    confidence: float = 1.0


@dataclass
class Profile:
    kind: str
    name: str | None = None
    emails: list[str] = field(default_factory=list)
    phones: list[str] = field(default_factory=list)
    links: dict[str, str] = field(default_factory=dict)
    education: list[Education] = field(default_factory=list)
    experience: list[Experience] = field(default_factory=list)
    publications: list[Publication] = field(default_factory=list)
    skills: list[str] = field(default_factory=list)
    awards: list[str] = field(default_factory=list)
    research_interests: list[str] = field(default_factory=list)
    expected_graduation: int | None = None
    # The plain text the fields were read from (kept on the Document for search and review).
    text: str = ""
    # Problems a coordinator should know about, e.g. "no text layer (scanned PDF?)".
    warnings: list[str] = field(default_factory=list)
    # 0..1 for the fields without entries of their own: "name", "skills", "awards".
    confidence: dict[str, float] = field(default_factory=dict)

    def to_dict(self) -> dict:
        data = asdict(self)
        data.pop("text")
        return data
