#!/usr/bin/env bash
# CI gate for issue 4: score the parser on the seed and dev corpora; fail below the minimums.
set -u
cd "$(dirname "$0")/.."
SCORE="$(dirname "$0")/../../shared/eval/score.py"
[ -f "$SCORE" ] || SCORE="../shared/eval/score.py"
PYTHON="${PYTHON:-.venv/bin/python}"
status=0

score() {
    local corpus="$1"
    shift
    echo "== $corpus"
    python3 "$SCORE" "../shared/corpus/$corpus" "$@" -- "$PYTHON" manage.py parse_file || status=1
}

score seeds \
    --min name_accuracy=0.75 --min emails=0.95 --min links=0.6 --min institutions=0.95 \
    --min organizations=0.8 --min publications=0.95 --min skills=0.85 --min awards=0.8 \
    --min overall=0.88
score dev \
    --min name_accuracy=0.95 --min emails=0.95 --min links=0.95 --min institutions=0.95 \
    --min organizations=0.7 --min publications=0.95 --min skills=0.95 --min awards=0.9 \
    --min overall=0.94
exit $status
