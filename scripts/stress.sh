#!/usr/bin/env bash
# The long versions of the statistical and invariant tests, optimised. CI runs the short
# versions through `cargo test`; run this before changing the rules or the card data.
#
#   PNP_STRESS_GAMES   games per check (default 100000)
#   PNP_STRESS_TRIALS  Monte Carlo trials for the odds checks (default 4000000)
set -euo pipefail
cd "$(dirname "$0")/.."
export PNP_STRESS_GAMES="${PNP_STRESS_GAMES:-100000}"
export PNP_STRESS_TRIALS="${PNP_STRESS_TRIALS:-4000000}"
cargo test --release --test dnfm_sim -- --nocapture --test-threads=1
