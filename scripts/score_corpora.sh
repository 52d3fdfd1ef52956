#!/usr/bin/env bash
# CI gate: score the parser on the seed, dev and dev2 corpora and on our synthetic
# corpus of fictional applicants (tests/parsing/corpus, layouts the dev corpus lacks), and
# fail below the minimums (set at the level reached, rounded down a little). The shared
# folder sits beside the repository: ../shared/eval/score.py and ../shared/corpus/ (or
# where SHARED says, e.g. from a git worktree).
set -u
REPO="$(cd "$(dirname "$0")/.." && pwd)"
SHARED="${SHARED:-$REPO/../shared}"
SCORE="$SHARED/eval/score.py"
cd "$REPO"
PYTHON="${PYTHON:-.venv/bin/python}"
status=0

score() {
    local corpus="$1"
    shift
    case "$corpus" in
        */*) ;;  # a path inside the repository
        *) corpus="$SHARED/corpus/$corpus" ;;
    esac
    echo "== $corpus"
    python3 "$SCORE" "$corpus" "$@" -- "$PYTHON" manage.py parse_file || status=1
}

score seeds \
    --min name_accuracy=0.95 --min emails=0.95 --min links=0.95 --min institutions=0.95 \
    --min organizations=0.95 --min publications=0.95 --min skills=0.88 --min awards=0.88 \
    --min venue_accuracy=0.95 --min overall=0.95
score dev \
    --min name_accuracy=0.95 --min emails=0.95 --min links=0.95 --min institutions=0.95 \
    --min organizations=0.95 --min publications=0.95 --min skills=0.95 --min awards=0.95 \
    --min venue_accuracy=0.95 --min overall=0.97
# dev2: 16 real documents in templates dev lacks, scored at 0.797 before parser 2.0 (the
# first figure on documents it had never seen); the minimums are where 2.0 stands.
score dev2 \
    --min name_accuracy=1.0 --min emails=0.95 --min phones=0.85 --min links=0.9 \
    --min institutions=0.95 --min organizations=0.95 --min publications=0.95 --min skills=0.95 \
    --min awards=0.95 --min venue_accuracy=0.95 --min overall=0.97
score tests/parsing/corpus \
    --min name_accuracy=0.95 --min emails=0.95 --min phones=0.95 --min links=0.95 \
    --min institutions=0.95 --min organizations=0.95 --min publications=0.95 --min skills=0.95 \
    --min awards=0.95 --min venue_accuracy=0.95 --min overall=0.97
exit $status
