"""Fictional applicants in bulk, for demos and the benchmark. Every name is invented."""

import random
from dataclasses import dataclass, field

from django.contrib.auth import get_user_model
from django.contrib.auth.models import Group
from django.db import transaction

from applicants.models import (
    Applicant,
    ApplicantSkill,
    Award,
    Document,
    Education,
    Email,
    Experience,
    Link,
    Publication,
    Skill,
    normalize_name,
)
from applicants.roles import COORDINATORS, REVIEWERS
from applicants.venue_index import venue_columns
from reviews.models import (
    ApplicantTag,
    Criterion,
    CriterionScore,
    Review,
    ReviewSummary,
    Tag,
    default_colour,
)

SYLLABLES = [
    "ka",
    "lo",
    "mi",
    "ra",
    "ven",
    "tor",
    "sha",
    "dil",
    "bre",
    "ny",
    "ost",
    "qua",
    "zel",
    "fin",
    "gar",
    "hul",
    "ima",
    "jo",
    "ter",
    "wen",
]
PLACES = [
    "Northbridge",
    "Lakeshore",
    "Riverside",
    "Eastvale",
    "Westfold",
    "Southmoor",
    "Highcrest",
    "Ashford",
    "Glenmere",
    "Stonehaven",
    "Brightwater",
    "Oakmont",
    "Fernhill",
    "Coldwater",
    "Redcliff",
]
KINDS = ["University of {}", "{} Institute of Technology", "{} Polytechnic", "{} College"]
SKILLS = [
    "Python",
    "C++",
    "Rust",
    "Go",
    "CUDA",
    "PyTorch",
    "JAX",
    "TensorFlow",
    "LLVM",
    "MLIR",
    "Coq",
    "Lean",
    "Haskell",
    "OCaml",
    "Verilog",
    "Chisel",
    "Kubernetes",
    "Linux",
    "eBPF",
    "SQL",
    "PostgreSQL",
    "Spark",
    "Ray",
    "Triton",
    "OpenMP",
    "MPI",
    "FPGA",
    "React",
    "TypeScript",
    "Julia",
    "R",
    "Scala",
    "Kotlin",
    "Swift",
    "Java",
]
VENUES = [
    "OSDI",
    "SOSP",
    "NSDI",
    "EuroSys",
    "ATC",
    "ASPLOS",
    "ISCA",
    "MICRO",
    "PLDI",
    "POPL",
    "OOPSLA",
    "NeurIPS",
    "ICML",
    "ICLR",
    "MLSys",
    "VLDB",
    "SIGMOD",
    "CCS",
    "FAST",
    "SC",
    "Workshop",
    "arXiv",
]
WORDS = [
    "efficient",
    "scalable",
    "verified",
    "learned",
    "sparse",
    "distributed",
    "serverless",
    "secure",
    "adaptive",
    "fast",
    "tiny",
    "robust",
    "incremental",
    "parallel",
    "approximate",
]
NOUNS = [
    "compilers",
    "schedulers",
    "attention",
    "caches",
    "graphs",
    "kernels",
    "transactions",
    "networks",
    "storage",
    "inference",
    "training",
    "queries",
    "proofs",
    "accelerators",
    "runtimes",
]
TAGS = [
    "compiler",
    "systems",
    "ml-serving",
    "pl",
    "security",
    "hardware",
    "theory",
    "strong-letter",
    "first-gen",
    "maybe",
    "reject",
    "follow-up",
]
ORGS = [
    "Acme Research",
    "Imaginary Labs",
    "Fictional Systems Inc.",
    "Nowhere AI",
    "Paper Tiger Compute",
]


def fictional_name(rng: random.Random) -> str:
    def word(parts):
        return "".join(rng.choice(SYLLABLES) for _ in range(parts)).capitalize()

    return f"{word(2)} {word(rng.choice([2, 3]))}"


def institution(rng: random.Random) -> str:
    return rng.choice(KINDS).format(rng.choice(PLACES))


@dataclass
class Pools:
    skills: list = field(default_factory=list)
    tags: list = field(default_factory=list)
    reviewers: list = field(default_factory=list)
    criteria: list = field(default_factory=list)


def ensure_pools(reviewer_count: int) -> Pools:
    users = get_user_model()
    reviewers_group = Group.objects.get_or_create(name=REVIEWERS)[0]
    coordinators_group = Group.objects.get_or_create(name=COORDINATORS)[0]
    reviewers = []
    for n in range(1, reviewer_count + 1):
        user, created = users.objects.get_or_create(username=f"seed-reviewer-{n}")
        if created:
            user.set_unusable_password()
            user.save()
            user.groups.add(reviewers_group)
        reviewers.append(user)
    coordinator, created = users.objects.get_or_create(username="seed-coordinator")
    if created:
        coordinator.set_unusable_password()
        coordinator.save()
        coordinator.groups.add(coordinators_group)
    for name in SKILLS:
        Skill.objects.get_or_create(normalized=name.lower(), defaults={"name": name})
    for name in TAGS:
        Tag.objects.get_or_create(name=name, defaults={"colour": default_colour(name)})
    return Pools(
        skills=list(Skill.objects.filter(normalized__in=[s.lower() for s in SKILLS])),
        tags=list(Tag.objects.filter(name__in=TAGS)),
        reviewers=reviewers,
        criteria=list(Criterion.objects.filter(active=True)),
    )


STATUSES = [
    (Applicant.Status.NEW, 40),
    (Applicant.Status.UNDER_REVIEW, 35),
    (Applicant.Status.SHORTLISTED, 8),
    (Applicant.Status.INTERVIEW, 3),
    (Applicant.Status.OFFER, 1),
    (Applicant.Status.DECLINED, 1),
    (Applicant.Status.REJECTED, 12),
]


@transaction.atomic
def seed_batch(count: int, rng: random.Random, pools: Pools, serial: int) -> int:
    """Creates count applicants with one CV each and all their facts; returns how many."""
    statuses, weights = zip(*STATUSES, strict=True)
    people = []
    for i in range(count):
        name = fictional_name(rng)
        skills = rng.sample(pools.skills, rng.randint(2, 7))
        papers = [
            (
                f"{rng.choice(WORDS).capitalize()} {rng.choice(WORDS)} {rng.choice(NOUNS)}",
                rng.choice(VENUES),
                rng.randint(2019, 2026),
                rng.choice([1, 1, 2, 3, 4]),
            )
            for _ in range(rng.choice([0, 0, 1, 1, 2, 3, 4]))
        ]
        school = institution(rng)
        people.append(
            {
                "name": name,
                "email": f"{name.split()[0].lower()}.{serial + i}@example.org",
                "school": school,
                "skills": skills,
                "papers": papers,
                "org": rng.choice(ORGS) if rng.random() < 0.6 else None,
            }
        )
    applicants = Applicant.objects.bulk_create(
        [
            Applicant(
                name=p["name"],
                normalized_name=normalize_name(p["name"]),
                current_institution=p["school"],
                level=rng.choice(Applicant.Level.values[:3]),
                expected_graduation=rng.randint(2026, 2030),
                publication_count=len(p["papers"]),
                **venue_columns((venue, "published") for _, venue, *_ in p["papers"]),
                research_interests=rng.sample(NOUNS, 2),
                status=rng.choices(statuses, weights)[0],
                search_text=_search_text(p),
            )
            for p in people
        ]
    )
    documents = Document.objects.bulk_create(
        [
            Document(
                applicant=a,
                kind=Document.Kind.CV,
                kind_confirmed=True,
                original_name=f"seed-cv-{serial + i}.txt",
                content_type="text/plain",
                state=Document.State.PARSED,
                text=_cv_text(p),
                parser_version="seed",
            )
            for i, (a, p) in enumerate(zip(applicants, people, strict=True))
        ]
    )
    emails, links, education, experience, pubs, skills, awards = [], [], [], [], [], [], []
    for a, d, p in zip(applicants, documents, people, strict=True):
        emails.append(Email(applicant=a, document=d, address=p["email"]))
        url = f"https://example.org/~{p['email'].split('@')[0]}"
        links.append(
            Link(applicant=a, document=d, kind="homepage", url=url, normalized_url=url[8:])
        )
        education.append(
            Education(
                applicant=a,
                document=d,
                institution=p["school"],
                degree=rng.choice(["BS", "MS", "PhD"]),
                field="Computer Science",
                start_year=2020,
                end_year=a.expected_graduation,
            )
        )
        if p["org"]:
            experience.append(
                Experience(
                    applicant=a,
                    document=d,
                    organization=p["org"],
                    role="Research intern",
                    start_year=2024,
                    end_year=2024,
                )
            )
        for title, venue, year, position in p["papers"]:
            pubs.append(
                Publication(
                    applicant=a,
                    document=d,
                    title=title,
                    venue=venue,
                    year=year,
                    author_position=position,
                    authors=[p["name"]],
                    pub_status=Publication.PubStatus.PUBLISHED,
                )
            )
        skills += [ApplicantSkill(applicant=a, document=d, skill=s) for s in p["skills"]]
        if rng.random() < 0.2:
            awards.append(Award(applicant=a, document=d, title="Imaginary Fellowship"))
    for model, rows in (
        (Email, emails),
        (Link, links),
        (Education, education),
        (Experience, experience),
        (Publication, pubs),
        (ApplicantSkill, skills),
        (Award, awards),
    ):
        model.objects.bulk_create(rows, batch_size=5000)
    _seed_reviews(applicants, rng, pools)
    return len(applicants)


def _seed_reviews(applicants, rng: random.Random, pools: Pools) -> None:
    tags, reviews, summaries = [], [], []
    for a in applicants:
        tags += [
            ApplicantTag(applicant=a, tag=t)
            for t in rng.sample(pools.tags, rng.choice([0, 0, 1, 2]))
        ]
        if a.status == Applicant.Status.NEW:
            continue
        for reviewer in rng.sample(pools.reviewers, rng.randint(1, min(3, len(pools.reviewers)))):
            reviews.append(
                Review(
                    applicant=a,
                    reviewer=reviewer,
                    overall=rng.randint(1, 5),
                    confidence=rng.randint(1, 3),
                    comment=rng.choice(["", "", "Fictional note: solid systems work."]),
                )
            )
    ApplicantTag.objects.bulk_create(tags, batch_size=5000)
    Review.objects.bulk_create(reviews, batch_size=5000)
    scores, per_applicant = [], {}
    for review in reviews:
        per_applicant.setdefault(review.applicant_id, []).append(review.overall)
        scores += [
            CriterionScore(
                review=review,
                criterion=c,
                score=max(1, min(5, review.overall + rng.choice([-1, 0, 1]))),
            )
            for c in pools.criteria
        ]
    CriterionScore.objects.bulk_create(scores, batch_size=5000)
    for applicant_id, overall in per_applicant.items():
        summaries.append(
            ReviewSummary(
                applicant_id=applicant_id,
                mean_score=sum(overall) / len(overall),
                review_count=len(overall),
            )
        )
    ReviewSummary.objects.bulk_create(summaries, batch_size=5000)


def _search_text(p: dict) -> str:
    parts = [p["name"], p["school"], " ".join(s.name for s in p["skills"])]
    parts += [title for title, *_ in p["papers"]]
    parts.append(_cv_text(p))
    return "\n".join(parts)


def _cv_text(p: dict) -> str:
    papers = "\n".join(f"{t}. {v} {y}." for t, v, y, _ in p["papers"])
    work = f"Research intern, {p['org']}" if p["org"] else ""
    return (
        f"{p['name']}\n{p['email']}\nEducation\n{p['school']}, Computer Science\n"
        f"Experience\n{work}\nPublications\n{papers}\n"
        f"Skills\n{', '.join(s.name for s in p['skills'])}\n"
        "I enjoy building systems that are simple, fast and correct."
    )
