"""The search language's parser: pure functions, no database."""

import pytest

from reviews.search import Term, help_lines, parse, unparse


def test_the_example_from_the_issue():
    query = parse(
        'tag:compiler skill:cuda venue:osdi score:>=4 -tag:reject status:shortlisted "llm serving"'
    )

    assert query.errors == []
    assert query.terms == [
        Term("tag", "compiler"),
        Term("skill", "cuda"),
        Term("venue", "osdi"),
        Term("score", ">=4", low=4.0),
        Term("tag", "reject", negated=True),
        Term("status", "shortlisted"),
        Term("phrase", "llm serving"),
    ]


def test_bare_words_are_full_text():
    assert parse("graph  neural").terms == [Term("text", "graph"), Term("text", "neural")]


def test_inst_is_institution_and_keys_ignore_case():
    assert parse("Inst:Northbridge").terms == [Term("institution", "Northbridge")]


def test_quoted_values_keep_their_spaces():
    assert parse('institution:"Lakeshore Institute"').terms == [
        Term("institution", "Lakeshore Institute")
    ]


@pytest.mark.parametrize(
    ("text", "low", "high", "low_strict", "high_strict"),
    [
        ("score:>=4", 4, None, False, False),
        ("score:>3.5", 3.5, None, True, False),
        ("score:<=2", None, 2, False, False),
        ("score:<2", None, 2, False, True),
        ("score:3..5", 3, 5, False, False),
        ("score:4", 3.5, 4.5, False, True),
        ("score:=4", 3.5, 4.5, False, True),
    ],
)
def test_score_comparisons_and_ranges(text, low, high, low_strict, high_strict):
    (term,) = parse(text).terms

    assert (term.low, term.high, term.low_strict, term.high_strict) == (
        low,
        high,
        low_strict,
        high_strict,
    )


@pytest.mark.parametrize(
    "text", ["score:abc", "score:>=9", "score:5..3", "score:>>4", "score:1..9"]
)
def test_bad_scores_are_explained(text):
    query = parse(text)

    assert query.terms == []
    assert "is not a score" in query.errors[0]


def test_an_unknown_key_is_a_clear_error_and_the_rest_still_applies():
    query = parse("colour:blue skill:rust")

    assert query.terms == [Term("skill", "rust")]
    assert query.errors[0].startswith("Unknown search key “colour:”")
    assert "tag:" in query.errors[0]


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("level:wizard", "Unknown level"),
        ("status:asleep", "Unknown status"),
        ("reviewed:maybe", "reviewed:me"),
        ("tag:", "needs a value"),
    ],
)
def test_bad_values_are_explained(text, message):
    query = parse(text)

    assert query.terms == []
    assert message in query.errors[0]


def test_level_and_status_aliases():
    assert parse("level:ms status:review").terms == [
        Term("level", "masters"),
        Term("status", "under_review"),
    ]


def test_reviewed_me_no_and_negation():
    assert parse("reviewed:me").terms == [Term("reviewed", "me")]
    assert parse("reviewed:no").terms == [Term("reviewed", "no")]
    assert parse("-reviewed:me").terms == [Term("reviewed", "no")]


def test_a_url_is_text_not_an_unknown_key():
    query = parse("https://example.org/~someone")

    assert query.errors == []
    assert query.terms == [Term("text", "https://example.org/~someone")]


def test_negated_words_and_phrases():
    assert parse('-draft -"old work"').terms == [
        Term("text", "draft", negated=True),
        Term("phrase", "old work", negated=True),
    ]


@pytest.mark.parametrize(
    "text",
    [
        None,
        "",
        "   ",
        '"',
        '""',
        '"unterminated phrase',
        'tag:"',
        ":::",
        "-",
        "--",
        "-:",
        "\x00\x01\x02",
        "score:",
        "a" * 10_000,
        "tag:" * 300,
        "🙂 tag:🙂 skill:ü",
        "%s %% {} <script>",
        "' OR 1=1 --",
    ],
)
def test_nonsense_never_raises(text):
    query = parse(text)

    assert isinstance(query.terms, list)
    assert isinstance(query.errors, list)


def test_very_long_input_is_cut_with_a_message():
    query = parse("word " * 1000)

    assert any("cut" in error for error in query.errors)


def test_unparse_round_trips():
    text = 'tag:compiler -skill:cuda institution:"Lakeshore Institute" "llm serving" words'

    assert unparse(parse(text).terms) == text


def test_help_lists_every_documented_key():
    text = " ".join(help_lines())

    for key in (
        "tag:",
        "skill:",
        "venue:",
        "institution:",
        "level:",
        "status:",
        "score:",
        "reviewed:",
    ):
        assert key in text
