#!/usr/bin/env bash
# Writes a table of record into docs/performance.md: replaces what lies between
# "<!-- figures:NAME begin -->" and "<!-- figures:NAME end -->" with the file's lines.
# benches/run.sh --record and tests/web/run.sh --record call it; the prose elsewhere in
# the docs refers to those tables instead of repeating their figures.
#
#   scripts/record-figures.sh NAME FILE
set -euo pipefail
cd "$(dirname "$0")/.."
page=docs/performance.md
name=${1:?usage: record-figures.sh NAME FILE}
file=${2:?usage: record-figures.sh NAME FILE}
begin="<!-- figures:$name begin -->"
end="<!-- figures:$name end -->"
if [[ $(grep -cxF "$begin" "$page") != 1 || $(grep -cxF "$end" "$page") != 1 ]]; then
    echo "error: $page needs exactly one '$begin' line and one '$end' line" >&2
    exit 1
fi
tmp=$(mktemp)
trap 'rm -f "$tmp"' EXIT
awk -v begin="$begin" -v end="$end" -v file="$file" '
    $0 == begin { print; while ((getline line < file) > 0) print line; skip = 1; next }
    $0 == end { skip = 0 }
    !skip { print }
' "$page" >"$tmp"
cat "$tmp" >"$page"
echo "$page: the '$name' figures are recorded" >&2
