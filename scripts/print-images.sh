#!/usr/bin/env bash
# Regenerates the print kit's page images in docs/print/ (the guide's Printing chapter shows them) and prints
# the kit's size and time. Needs poppler-utils (pdftoppm) and unzip: apt-get install
# poppler-utils unzip.
set -euo pipefail
cd "$(dirname "$0")/.."
cargo build --release --quiet
bin=target/release/pnp-companion
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
# A data folder of its own, so the images show the rulebook's values and nobody's own.
export PNP_COMPANION_DATA_DIR="$out/data"
for run in 1 2 3; do "$bin" print all --force -o "$out/kit.pdf"; done
"$bin" print all --force --ink-saver -o "$out/ink.pdf"
"$bin" print all --force --paper letter -o "$out/letter.pdf"
"$bin" print dnfm --force --bleed 3 -o "$out/bleed.pdf"
"$bin" print dnfm --force --fold --bleed 3 -o "$out/fold.pdf"
"$bin" print dnfm --force --shop thegamecrafter -o "$out/shop.zip"
page() { # page <pdf> <number> <name>
  pdftoppm -png -r 50 -f "$2" -l "$2" -singlefile "$1" "docs/print/$3"
}
mkdir -p docs/print
page "$out/kit.pdf" 1 dnfm-sheet-1-fronts
page "$out/kit.pdf" 3 dnfm-dice-cards
page "$out/kit.pdf" 5 sherwood-counters-fronts
page "$out/ink.pdf" 3 dnfm-ink-saver
page "$out/ink.pdf" 5 sherwood-ink-saver
page "$out/letter.pdf" 1 dnfm-letter-sheet-1
page "$out/bleed.pdf" 1 dnfm-bleed-sheet-1
page "$out/fold.pdf" 1 dnfm-fold-over-sheet-1
# A card face as a print shop gets it: the 300 dpi PNG itself, from the zip.
unzip -o -q -j "$out/shop.zip" card-03-back.png -d "$out"
cp "$out/card-03-back.png" docs/print/shop-card-03-back-300dpi.png
for f in kit ink letter bleed; do
  printf '%s: %s pages, %s KB\n' "$f" "$(pdfinfo "$out/$f.pdf" | awk '/^Pages/ {print $2}')" \
    "$(( ($(stat -c %s "$out/$f.pdf") + 1023) / 1024 ))"
done
ls -l docs/print/
