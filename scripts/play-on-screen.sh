#!/usr/bin/env bash
# Plays a whole game in the app's real window under Xvfb, as a player would, and checks it:
#
#   scripts/play-on-screen.sh [dnfm|sherwood] [WIDTHxHEIGHT]   # default: dnfm 420x860
#
# tests/ui/on_screen.rs works out the game's taps and keys on the window's own layout (a
# physical Do Not Forsake Me game to its end, or six Sherwood turns; a wrong press at
# every step);
# tests/xvfb/play.py clicks them into the release build under Xvfb with xdotool, takes
# screenshots (target/on-screen/GAME-SIZE/) and checks that the window's save ends where
# the plan's game ends. Not part of CI (a few minutes a game); run it after changing a
# screen.
set -euo pipefail
cd "$(dirname "$0")/.."
game=${1:-dnfm}
size=${2:-420x860}
scripts/need-debian-packages.sh play-on-screen.sh Xvfb:xvfb xdotool:xdotool import:imagemagick
out="target/on-screen/$game-$size"
rm -rf "$out"
mkdir -p "$out"
cargo build --release --locked
plan=$(PNP_ON_SCREEN="$game $size" cargo test --locked --test all ui::on_screen::print_an_on_screen_plan \
  -- --ignored --nocapture 2>/dev/null | sed -n 's/^ON_SCREEN //p')
[ -n "$plan" ] || { echo "no plan was printed" >&2; exit 1; }
n=$((90 + RANDOM % 9))
Xvfb ":$n" -screen 0 1600x1200x24 -nolisten tcp >"$out/xvfb.log" 2>&1 &
xvfb=$!
trap 'kill $xvfb 2>/dev/null || true' EXIT
for _ in $(seq 50); do
  DISPLAY=":$n" xdotool getmouselocation >/dev/null 2>&1 && break
  sleep 0.1
done
printf '%s' "$plan" | python3 tests/xvfb/play.py target/release/pnp-companion "$out" ":$n"
