#!/usr/bin/env bash
# The long versions of the reliability and statistics tests, optimised. CI runs the short
# versions through `cargo test`; run this before changing the rules, the card data or the
# save code. Prints the figures docs/testing.md quotes.
#
#   PNP_STRESS_GAMES   random games per game checks (default 100000; Sherwood plays a third,
#                      and its goal-directed player a tenth: the 10,000-game win rate)
#   PNP_STRESS_TRIALS  draws / trials for the statistics and odds checks (default 4000000)
#   PNP_STRESS_KILLS   SIGKILLs of the autosaving child process (default 1000)
#   PNP_STRESS_WRITERS processes (or threads) writing one data folder at once (default 12:
#                      the set-values, the record's lines; two text modes on one save)
#
# Fuzzing (nightly + cargo-fuzz) is separate: fuzz/run.sh.
set -euo pipefail
cd "$(dirname "$0")/.."
export PNP_STRESS_GAMES="${PNP_STRESS_GAMES:-100000}"
export PNP_STRESS_TRIALS="${PNP_STRESS_TRIALS:-4000000}"
export PNP_STRESS_KILLS="${PNP_STRESS_KILLS:-1000}"
export PNP_STRESS_WRITERS="${PNP_STRESS_WRITERS:-12}"
start=$SECONDS
cargo test --release \
  --test all -- --nocapture --test-threads=1 \
  store::crash_safety:: store::two_at_once:: store::big_saves:: rules::invariants:: rules::dnfm_sim:: \
  rules::rsf_statistics::
echo "stress run: $((SECONDS - start)) s"
