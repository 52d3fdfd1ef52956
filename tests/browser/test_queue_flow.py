"""In Chromium: a reviewer works through their queue by keyboard to the end; a coordinator
previews and applies the automatic assignment, decides a suggested conflict and watches the
dashboard fill as reviews come in.

Screenshots of the queue, the plan, the applicant's reviewers panel and the possible
conflicts (1280 and 390 px) replace docs/screenshots/ only with UPDATE_SCREENSHOTS=1.
"""

import os
from pathlib import Path

import pytest

from reviews.models import Assignment, ConflictSuggestion, Review, ReviewerProfile
from tests.conftest import log_in, member
from tests.factories import ApplicantFactory, ApplicantSkillFactory, SkillFactory, submit

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]
SCREENSHOTS = Path(__file__).resolve().parents[2] / "docs" / "screenshots"
WIDTHS = (1280, 390)


def screenshots_dir(tmp_path) -> Path:
    target = SCREENSHOTS if os.environ.get("UPDATE_SCREENSHOTS") else tmp_path
    target.mkdir(parents=True, exist_ok=True)
    return target


def fits(page) -> bool:
    return page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")


def shoot(page, path: Path, name: str) -> None:
    for width in WIDTHS:
        page.set_viewport_size({"width": width, "height": 860})
        assert fits(page), f"{name} is wider than {width} px"
        page.screenshot(path=path / f"{name}-{width}.png", full_page=True)
    page.set_viewport_size({"width": 1280, "height": 860})


def test_a_reviewer_works_through_the_queue_by_keyboard(page, live_server, reviewer, tmp_path):
    names = ["Quinn Ashgrove", "Ravi Tellmark", "Sela Brookvine"]
    applicants = [ApplicantFactory(name=name) for name in names]
    for applicant in applicants:
        Assignment.objects.create(applicant=applicant, reviewer=reviewer)
    log_in(page, live_server, "rev", "rev-pass-123")
    page.wait_for_selector("#applicant-table")
    page.wait_for_load_state("load")

    page.keyboard.press("q")
    page.wait_for_selector("#queue-table")
    page.wait_for_load_state("load")
    assert "0 of 3 done" in page.inner_text("#queue-progress")

    page.keyboard.press("j")
    page.keyboard.press("Enter")
    page.wait_for_selector(f"h1:has-text('{names[0]}')")
    page.wait_for_load_state("load")
    page.keyboard.press("3")  # saved at once, as a draft: not done yet
    page.wait_for_selector("#review-saved:has-text('Draft saved')")
    page.wait_for_load_state("networkidle")
    page.keyboard.press("Shift+S")  # submitted
    page.wait_for_selector("#review-form[data-submitted='1']")

    # Back to the queue: one done, and the cursor's first row is the next unreviewed one.
    page.keyboard.press("q")
    page.wait_for_selector("#queue-table")
    page.wait_for_load_state("load")
    assert "1 of 3 done" in page.inner_text("#queue-progress")
    shoot(page, screenshots_dir(tmp_path), "queue")
    page.keyboard.press("j")
    page.keyboard.press("Enter")
    for score, name in [(4, names[1]), (5, names[2])]:
        page.wait_for_selector(f"h1:has-text('{name}')")
        page.wait_for_load_state("load")
        page.keyboard.press(str(score))
        page.wait_for_selector("#review-saved")
        page.keyboard.press("n")  # submit and next: the next unreviewed, then the queue
    page.wait_for_selector("#queue-table")
    assert "3 of 3 done" in page.inner_text("#queue-progress")
    assert "your queue is done" in page.inner_text("#messages")
    reviews = Review.objects.filter(reviewer=reviewer).order_by("applicant__name")
    assert [(r.applicant.name, r.overall) for r in reviews] == list(
        zip(names, [3, 4, 5], strict=True)
    )


def test_a_coordinator_assigns_automatically_and_decides_a_conflict(
    page, live_server, coordinator, tmp_path
):
    people = {}
    for name, topics, place in [
        ("lena", ["compilers", "llvm"], "Harbor Lab"),
        ("omar", ["pytorch", "cuda"], "Eastmarch University"),
        ("ines", ["databases"], "Westvale College"),
    ]:
        people[name] = member(name, "pw-for-tests-123", "reviewers")
        ReviewerProfile.objects.create(user=people[name], topics=topics, institution=place)
    skills = [SkillFactory(name=s) for s in ("LLVM", "PyTorch", "SQL")]
    applicants = []
    for n in range(9):
        applicant = ApplicantFactory(
            name=f"Fictional Applicant {n + 1}",
            current_institution="Eastmarch University" if n == 4 else "Nowhere College",
        )
        ApplicantSkillFactory(document__applicant=applicant, skill=skills[n % 3])
        applicants.append(applicant)
    target = screenshots_dir(tmp_path)
    log_in(page, live_server, "coord", "coord-pass-123")
    page.wait_for_selector("#applicant-table")

    page.goto(f"{live_server.url}/conflicts/")
    page.click("text=Look for conflicts now")
    page.wait_for_selector("text=Found 1 new possible conflict.")
    suggestion = ConflictSuggestion.objects.get()
    assert (suggestion.applicant, suggestion.reviewer) == (applicants[4], people["omar"])
    shoot(page, target, "conflicts")
    page.click(f"#suggestion-{suggestion.pk} >> text=Accept as a conflict")
    page.wait_for_selector(f"#suggestion-{suggestion.pk} >> text=omar is now conflicted")

    page.click("nav.mainnav >> text=Assign")
    page.fill("#id_k", "2")
    page.click("text=Preview the plan")
    page.wait_for_selector("#plan >> text=18 new assignments")
    assert not Assignment.objects.exists()
    shoot(page, target, "auto-assign")
    page.click("text=Apply: save 18 assignments")
    page.wait_for_selector("text=Saved 18 assignments.")

    pairs = set(Assignment.objects.values_list("applicant_id", "reviewer_id"))
    assert len(pairs) == 18
    assert (applicants[4].pk, people["omar"].pk) not in pairs
    loads = [sum(1 for _, r in pairs if r == person.pk) for person in people.values()]
    assert max(loads) - min(loads) <= 1

    page.goto(f"{live_server.url}/applicants/{applicants[4].pk}/")
    page.wait_for_selector("#assignment-panel")
    assert "omar" in page.inner_text("#assignment-panel ul:nth-of-type(2)")  # conflicts
    assert page.locator("#assign-reviewer option:has-text('omar')").count() == 0
    shoot(page, target, "applicant-assignments")

    # The dashboard fills as the assigned reviews come in.
    page.click("nav.mainnav >> text=Dashboard")
    page.wait_for_selector(".reviewer-row[data-reviewer=lena]")
    assert done_and_assigned(page, "lena") == ("0", str(loads[0]))
    lenas = Assignment.objects.filter(reviewer=people["lena"]).select_related("applicant")
    for assignment, overall in zip(lenas, [1, 5, 3], strict=False):
        submit(assignment.applicant, people["lena"], overall=overall)
    for assignment in Assignment.objects.filter(reviewer=people["ines"])[:2]:
        submit(assignment.applicant, people["ines"], overall=3)
    page.reload()
    page.wait_for_selector(".reviewer-row[data-reviewer=lena]")
    assert done_and_assigned(page, "lena") == ("3", str(loads[0]))
    assert done_and_assigned(page, "ines")[0] == "2"
    shoot(page, target, "dashboard-filling")


def done_and_assigned(page, username: str) -> tuple[str, str]:
    row = page.locator(f".reviewer-row[data-reviewer={username}]")
    return row.locator(".done").inner_text().strip(), row.locator(".assigned").inner_text().strip()
