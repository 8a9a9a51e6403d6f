#!/usr/bin/env bash
# The web app on a phone, tested: builds the site (packaging/web/build.sh), works out where
# to tap (tests/ui/web_taps.rs), then plays it in headless Chromium at a phone's size
# (tests/web/drive.py), then in WebKit, the engine of every iPhone browser
# (tests/web/webkit.py). Screenshots go to target/web-test/screens/ and webkit/ for a person
# to look at. Installs what a fresh machine lacks: Debian's chromium, chromium-driver,
# webkit2gtk-driver and xvfb, and selenium from PyPI.
#
#   tests/web/run.sh             # the test
#   tests/web/run.sh --record    # and write its figures into docs/performance.md (The web app)
set -euo pipefail
cd "$(dirname "$0")/../.."
record=no
case ${1:-} in
  --record) record=yes ;;
  "") ;;
  *) echo "usage: tests/web/run.sh [--record]" >&2; exit 2 ;;
esac
out=target/web-test
mkdir -p "$out"

scripts/need-debian-packages.sh "the web test" chromium:chromium chromedriver:chromium-driver \
  WebKitWebDriver:webkit2gtk-driver Xvfb:xvfb
if ! python3 -c "import selenium" 2>/dev/null; then
  python3 -m pip install --quiet selenium 2>/dev/null ||
    python3 -m pip install --quiet --break-system-packages selenium
fi

packaging/web/build.sh "$out/dist" | tee "$out/build.txt"
# The taps, and the desktop binary the test opens the web app's links with: the one
# `cargo test` builds (with the dev-dependencies' features), so after `cargo test` nothing
# is built again.
cargo test --locked --test all -- --ignored --nocapture --exact ui::web_taps::print_taps_for_the_web_test |
  sed -n 's/^WEB_TAPS //p' > "$out/taps.json"
test -s "$out/taps.json"
test -x target/debug/pnp-companion
rm -f "$out/figures.tsv"
python3 tests/web/drive.py "$out/dist" "$out/taps.json" "$out/screens" \
  "$(pwd)/target/debug/pnp-companion" "$out/figures.tsv"
# The screen-reader page, played only through Chromium's accessibility tree.
python3 tests/web/listen_tree.py "$out/dist" "$out/listen"
# Safari's engine: WebKitGTK's MiniBrowser, the same steps by clicks, and the keyboard.
python3 tests/web/webkit.py "$out/dist" "$out/taps.json" "$out/webkit"
# What a phone feels at start-up (CPU 4x slower, 9 Mbps, 60 ms): printed, not enforced.
# Three rounds here; --record takes five, gzip- and brotli-served.
rounds=${PHONE_STARTUP_ROUNDS:-3}
[ "$record" = yes ] && rounds=5
python3 tests/web/phone_startup.py "$out/dist" --rounds "$rounds" --tsv "$out/phone-gzip.tsv"
if [ "$record" = yes ]; then
  python3 tests/web/phone_startup.py "$out/dist" --brotli --rounds "$rounds" \
    --tsv "$out/phone-brotli.tsv"
fi

if [ "$record" = yes ]; then
  mb() { awk -v b="$1" 'BEGIN { printf "%.2f MB", b / 1000000 }'; }
  read -r _ total_raw _ total_gz _ < <(grep -E '^  total ' "$out/build.txt")
  read -r _ wasm_raw _ wasm_gz _ < <(grep -E '^  pnp-companion_bg.wasm ' "$out/build.txt")
  read -r _ _ total_br _ < <(grep -E '^  brotli total ' "$out/build.txt")
  first_gz=$(awk '/^  first screen / { print $(NF - 1) }' "$out/build.txt")
  pdf_gz=$(awk '/^  on demand: the PDF writer / { print $(NF - 1) }' "$out/build.txt")
  rest_gz=$(awk '/^  after the first screen: the rest / { print $(NF - 1) }' "$out/build.txt")
  chromium_version=$(chromium --version 2>/dev/null | grep -oE '[0-9]+' | head -n 1)
  {
    echo "Written by \`tests/web/run.sh --record\` on $(date -u +%Y-%m-%d): $(nproc) cores, headless"
    echo "Chromium ${chromium_version:-?}, phone viewport 412 × 915 at pixel ratio 2, served from 127.0.0.1"
    echo "without compression; the phone rows say how they were served."
    echo
    echo "| measure | figure | budget | |"
    echo "|---------|--------|--------|-|"
    echo "| before the first screen: the app's first module and one language's words, gzipped (the module: $(mb "$wasm_raw") raw, $(mb "$wasm_gz") gzipped) | **$(mb "$first_gz") gzipped** | ≤ 1.4 MB | ok |"
    echo "| after the first screen: the rest of the app (\`pnp-companion-rest-HASH.wasm\`), fetched once the first screen has settled | $(mb "$rest_gz") gzipped | ≤ 0.65 MB | ok |"
    echo "| on demand: the PDF writer (\`pnp-pdf_bg.wasm\` and its glue), fetched when Print opens | $(mb "$pdf_gz") gzipped | ≤ 0.36 MB | ok |"
    echo "| \`dist/\` whole (both modules, every language, the PDF writer and the screen-reader page: the offline copy the service worker fetches after the first screen), gzipped | $(mb "$total_raw") raw, $(mb "$total_gz") gzipped | ≤ 2.25 MB | ok |"
    echo "| \`dist/\` as its \`.br\` copies (for a host that serves them) | $(mb "$total_br") |  |  |"
    awk -F'\t' '{ printf "| %s | %s | %s | %s |\n", $1, $2, $3, $4 }' "$out/figures.tsv" \
      "$out/phone-gzip.tsv" "$out/phone-brotli.tsv"
  } > "$out/record.md"
  scripts/record-figures.sh web "$out/record.md"
fi
