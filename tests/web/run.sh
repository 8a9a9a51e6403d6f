#!/usr/bin/env bash
# The web app on a phone, tested: builds the site (packaging/web/build.sh), works out where
# to tap (tests/web_taps.rs), then plays it in headless Chromium at a phone's size
# (tests/web/drive.py). Screenshots go to target/web-test/screens/ for a person to look at.
# Installs what a fresh machine lacks: Debian's chromium and chromium-driver, and selenium
# from PyPI.
set -euo pipefail
cd "$(dirname "$0")/../.."
out=target/web-test
mkdir -p "$out"

if ! command -v chromium >/dev/null 2>&1 || ! command -v chromedriver >/dev/null 2>&1; then
  if command -v apt-get >/dev/null 2>&1 && [ "$(id -u)" = 0 ]; then
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium chromium-driver >/dev/null
  else
    echo "the web test needs chromium and chromedriver (Debian: chromium chromium-driver)" >&2
    exit 1
  fi
fi
if ! python3 -c "import selenium" 2>/dev/null; then
  python3 -m pip install --quiet selenium 2>/dev/null ||
    python3 -m pip install --quiet --break-system-packages selenium
fi

packaging/web/build.sh "$out/dist"
cargo build --locked --bin pnp-companion
cargo test --locked --test web_taps -- --ignored --nocapture print_taps_for_the_web_test |
  sed -n 's/^WEB_TAPS //p' > "$out/taps.json"
test -s "$out/taps.json"
python3 tests/web/drive.py "$out/dist" "$out/taps.json" "$out/screens" \
  "$(pwd)/target/debug/pnp-companion"
