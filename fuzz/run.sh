#!/usr/bin/env bash
# Runs every fuzz target for RUNS inputs (default 1,000,000) from a seed corpus of the real
# files, and prints how many inputs each ran. Needs the nightly toolchain and cargo-fuzz:
#   rustup toolchain install nightly && cargo install cargo-fuzz
# Findings land in fuzz/artifacts/<target>/; replay one with
#   cargo +nightly fuzz run <target> fuzz/artifacts/<target>/<file>
set -euo pipefail
cd "$(dirname "$0")"
RUNS="${RUNS:-1000000}"
TARGETS="${*:-saves user_data importer codes card_data sherwood_data cli_args share_link}"
rulebooks="../../shared/rulebooks"

seed() { # seed <target> <files...>
  mkdir -p "corpus/$1"
  shift_target="$1"; shift
  for f in "$@"; do [ -f "$f" ] && cp "$f" "corpus/$shift_target/"; done
  return 0
}
seed saves ../tests/fixtures/saves/v1/*.json ../tests/fixtures/saves/v2/*.json
seed user_data ../tests/fixtures/user-data/*.json
seed importer "$rulebooks/sherwood-syndrome.txt"
seed card_data ../src/games/dnfm/data/cards.toml
mkdir -p corpus/sherwood_data corpus/codes corpus/cli_args
for i in 0 1 2; do
  f=(../src/games/sherwood/data/persons.toml ../src/games/sherwood/data/spaces.toml ../src/games/sherwood/data/tables.toml)
  { printf "\\x$(printf %02x "$i")"; cat "${f[$i]}"; } > "corpus/sherwood_data/file-$i"
done
printf '2I,F' > corpus/codes/code; printf '3Bd' > corpus/codes/face; printf '9 +' > corpus/codes/band
# Shared games' links, as the bytes their base64url part decodes to.
mkdir -p corpus/share_link
for g in dnfm sherwood; do
  cargo run -q --no-default-features --manifest-path ../Cargo.toml -- \
    saves share "../tests/fixtures/saves/v4/$g.json" | sed 's/.*#game=//' | tr -- '-_' '+/' |
    { read -r b; while [ $(( ${#b} % 4 )) -ne 0 ]; do b="$b="; done; printf '%s' "$b"; } |
    base64 -d > "corpus/share_link/$g" || true
done
printf 'dnfm\ncombat-value\n3' > corpus/cli_args/combat; printf 'sherwood\nroll\nraid\n--roll\n4' > corpus/cli_args/roll

# One build for every target (cargo-fuzz builds one target or all of them).
cargo +nightly fuzz build -O -a -s none
for t in $TARGETS; do
  log="$(mktemp)"
  cargo +nightly fuzz run -O -a -s none "$t" "corpus/$t" -- -runs="$RUNS" -max_len=65536 \
    >/dev/null 2>"$log" || { tail -30 "$log"; echo "fuzz target $t FAILED"; exit 1; }
  done_line="$(grep -a -E '^Done [0-9]+ runs' "$log" || true)"
  echo "$t: ${done_line:-no summary; see $log}"
done
