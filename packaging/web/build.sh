#!/usr/bin/env bash
# Builds the web app into dist/ (or the folder given as $1): the wasm, its JS glue,
# index.html, the manifest, the icons and the service worker. Installs what a fresh machine
# lacks: the wasm32 target (rustup), the wasm-bindgen CLI that matches Cargo.lock (cargo
# install), wasm-opt (Debian's binaryen, when run as root) and, for the .br copies, Debian's
# brotli (when run as root; skipped with a note otherwise).
set -euo pipefail
cd "$(dirname "$0")/../.."
out="${1:-dist}"
here=packaging/web
target=wasm32-unknown-unknown

if command -v rustup >/dev/null 2>&1; then
  rustup target add "$target" >/dev/null
fi

# wasm-bindgen's CLI must be the exact version of the wasm-bindgen crate in Cargo.lock.
want=$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/version = |"/, ""); print; exit }' Cargo.lock)
have=$(wasm-bindgen --version 2>/dev/null | awk '{ print $2 }' || true)
if [ "$have" != "$want" ]; then
  echo "installing wasm-bindgen-cli $want"
  # Its own Cargo.lock first; where the registry no longer has a version it locks (seen on
  # a fresh machine), the newest versions that match its requirements.
  # --force: cargo's own record may say it is installed where the binary is gone.
  cargo install -q --force wasm-bindgen-cli --version "$want" --locked 2>"${TMPDIR:-/tmp}/wasm-bindgen-install.err" || {
    echo "  (its locked dependencies are not all on the registry: resolving them afresh)"
    cargo install -q --force wasm-bindgen-cli --version "$want"
  }
  have=$(wasm-bindgen --version 2>/dev/null | awk '{ print $2 }' || true)
  if [ "$have" != "$want" ]; then
    echo "build.sh: wasm-bindgen $want is not on the PATH after cargo install (found: ${have:-none})" >&2
    cat "${TMPDIR:-/tmp}/wasm-bindgen-install.err" >&2
    exit 1
  fi
fi

scripts/need-debian-packages.sh build.sh wasm-opt:binaryen

# Three dependencies are patched in for this build only (below). A patch that is a path changes
# Cargo.lock's lines for the crate, so the build runs on a copy of Cargo.lock: the
# dependencies are fetched as locked first, and the lock file is put back as it was,
# whatever happens.
cargo fetch --locked --target "$target"
# The app's PDF writer, a second wasm (crates/pnp-pdf-web) fetched when the player first
# prints: PDF writing and font subsetting are not in the first download. Built on its own,
# so that its features (the writer's) never reach the app's build.
cargo build --locked --offline --profile web --target "$target" -p pnp-pdf-web --lib
# The copies (each script says why): softbuffer presents a frame with less work (and with
# wasm's SIMD: .cargo/config.toml turns it on for wasm builds), cosmic-text draws glyphs
# unhinted, iced_tiny_skia blends glyphs and clips panels without a screen-sized mask.
patches=()
patched_crates=()
for patch in softbuffer:softbuffer_present.py cosmic-text:unhinted_text.py \
  iced_tiny_skia:direct_drawing.py; do
  crate=${patch%%:*}
  patched_crates+=("$crate")
  source=$(cargo metadata --format-version 1 --locked --filter-platform "$target" |
    python3 -c 'import json, sys
print(next(p["manifest_path"] for p in json.load(sys.stdin)["packages"] if p["name"] == sys.argv[1]).rsplit("/", 1)[0])' "$crate")
  patched="target/web-patched/$(basename "$source")"
  python3 "$here/${patch#*:}" "$source" "$patched"
  patches+=(--config "patch.crates-io.$crate.path=\"$PWD/$patched\"")
done
lock_kept=$(mktemp)
cp Cargo.lock "$lock_kept"
restore_lock() { cp "$lock_kept" Cargo.lock && rm -f "$lock_kept"; }
trap restore_lock EXIT
# -p: the app alone (the workspace's other members would bring the writer's features in).
cargo build --offline --profile web --target "$target" -p pnp-companion --bin pnp-companion \
  "${patches[@]}"
# Built with the copies, not the registry's (cargo only warns about a patch it did not use).
for crate in "${patched_crates[@]}"; do
  if ! awk -v name="name = \"$crate\"" '$0 == name { found = 1; next }
      found && /^source = / { bad = 1 } found && /^$/ { exit } END { exit !(found && !bad) }' Cargo.lock; then
    echo "build.sh: the web build did not take $crate from its patched copy in target/web-patched" >&2
    exit 1
  fi
done
restore_lock
trap - EXIT
raw="target/$target/web/pnp-companion.wasm"
raw_pdf="target/$target/web/pnp_pdf_web.wasm"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

features="--enable-bulk-memory --enable-nontrapping-float-to-int --enable-sign-ext
  --enable-mutable-globals --enable-reference-types --enable-multivalue --enable-simd"
# What the two wasms carry but never use (see trim_wasm.py). The app's:
# - code no font of the app reaches, made to trap: CFF outlines for the screen's rasteriser
#   (the fonts are TrueType: src/fonts.rs tests it), the TrueType bytecode hinter (the fonts
#   carry no hinting programs), the autohinter (the web build draws glyphs unhinted:
#   unhinted_text.py) and the inflater of colour bitmap glyphs (the fonts have outlines
#   only).
# The PDF writer's:
# - printpdf's and azul's own JavaScript API: their exports are pointed at a stub, so
#   wasm-opt drops the code behind them;
# - printpdf's CMYK colour profile for PDF/X (654 KB) and its licence text (20 KB): embedded
#   only in PDF/X documents, and the kit is plain PDF (tests/print/print_pdf.rs asserts it);
# - the Brotli dictionary (123 KB), which allsorts needs for WOFF2 fonts only: the app's
#   fonts are TrueType;
# - encoding_rs's Chinese, Japanese and Korean tables (117 KB), for font names in those
#   legacy encodings: the app's fonts name themselves in Unicode and Mac Roman;
# - code no font or PDF of the app reaches, made to trap: the WOFF2 decoder (brotli), CFF
#   outlines for the subsetter, and the cipher of encrypted PDFs (the kit is never
#   encrypted); lopdf, which reads the kit back to ask for actual size, reaches its crypt
#   filters only for an encrypted PDF and weezl's LZW decoder only for an LZWDecode stream
#   (printpdf writes Flate); only their own methods, by the start of their names (a no-op
#   drop shared by many types may carry one of their names).
# The web test renders every screen it visits and prints the kit and the printer check.
python3 "$here/trim_wasm.py" "$raw" "$work/stubbed.wasm" \
  --trap 'skrifa(7|\.\.)outline(4|\.\.)glyf(4|\.\.)hint' \
  'skrifa(7|\.\.)outline(3|\.\.)cff' 'read_fonts(6|\.\.)tables(\d+|\.\.)(cff|postscript)' \
  'skrifa(7|\.\.)outline(8|\.\.)autohint' \
  '(_ZN4yazi|\$LT\$yazi\.\.)'
printpdf=$(cargo metadata --format-version 1 --locked --filter-platform "$target" |
  python3 -c 'import json, sys
print(next(p["manifest_path"] for p in json.load(sys.stdin)["packages"] if p["name"] == "printpdf").rsplit("/", 1)[0])')
python3 "$here/trim_wasm.py" "$raw_pdf" "$work/pdf-stubbed.wasm" --stub Pdf_ Az \
  --blank "$printpdf/src/res/CoatedFOGRA39.icc" "$printpdf/src/res/CoatedFOGRA39.icc.LICENSE.txt" \
  --blank-data 'brotli_decompressor10dictionary\d+kBrotliDictionary\d' \
  'encoding_rs4data\d+(BIG5|GBK|GB2312|GB18030|JIS0208|JIS0212|KSX1001|CP949|IBM_KANJI)' \
  --trap 'brotli_decompressor' 'allsorts(3|\.\.)cff' \
  '(_ZN3aes|\$LT\$aes\.\.)' \
  '^_ZN\d+_\$LT\$lopdf\.\.encryption\.\.(crypt_filters\.\.\w+CryptFilter|rc4)' \
  '^_ZN\d+_\$LT\$weezl\.\.decode\.\.DecodeState'
# wasm-opt runs before wasm-bindgen: Debian's binaryen breaks the table wasm-bindgen writes
# for JS values if it runs after.
# WEB_KEEP_NAMES=1: a build to profile, whose functions keep their names (not for players:
# it is larger, and the budget below is not held).
strip="--strip-debug"
keep=""
split_names=""
if [ "${WEB_KEEP_NAMES:-}" = 1 ]; then
  strip="-g --strip-dwarf"
  keep="--keep-debug"
  split_names="--keep-names"
fi
# The app's wasm keeps its function names until it is split (below): they say which
# functions stay in the first module.
# shellcheck disable=SC2086
wasm-opt -Oz -g --strip-dwarf --strip-producers $features "$work/stubbed.wasm" -o "$work/opt.wasm"
# shellcheck disable=SC2086
wasm-opt -Oz $strip --strip-producers $features "$work/pdf-stubbed.wasm" -o "$work/pdf-opt.wasm"
# shellcheck disable=SC2086
wasm-bindgen --target web --no-typescript --keep-debug --out-dir "$work/bindgen" --out-name pnp-companion \
  "$work/opt.wasm"
# The app in two modules (split_wasm.py): what the first screen runs, and the rest, fetched
# once the first screen has settled. The names go now (unless kept for profiling).
# shellcheck disable=SC2086
python3 "$here/split_wasm.py" "$work/bindgen/pnp-companion_bg.wasm" "$here/first-screen.txt" \
  "$work/first.wasm" "$work/bindgen/pnp-companion-rest.wasm" $split_names $features
mv "$work/bindgen/pnp-companion_bg.wasm" "$work/whole.wasm"
# A module's thousands of data segments (one per static, for trim_wasm.py) as the few that
# write the same memory (merge_data.py): a browser copies each segment on its own when it
# starts the module. Validated after, as a `data.drop` naming a merged segment would no
# longer be.
merge_data() {
  python3 "$here/merge_data.py" "$1" "$2"
  # shellcheck disable=SC2086
  if ! wasm-opt $features "$2" -o /dev/null 2>"$work/validate.txt"; then
    cat "$work/validate.txt" >&2
    echo "build.sh: $2 does not validate with its data segments merged" >&2
    exit 1
  fi
}
merge_data "$work/first.wasm" "$work/bindgen/pnp-companion_bg.wasm"
# shellcheck disable=SC2086
wasm-bindgen --target web --no-typescript $keep --out-dir "$work/bindgen" --out-name pnp-pdf \
  "$work/pdf-opt.wasm"
merge_data "$work/bindgen/pnp-pdf_bg.wasm" "$work/pdf-merged.wasm"
mv "$work/pdf-merged.wasm" "$work/bindgen/pnp-pdf_bg.wasm"

rm -rf "$out"
mkdir -p "$out/icons"
cp -r "$work/bindgen/." "$out/"
cp "$here/index.html" "$here/manifest.webmanifest" "$here/listen.js" "$out/"
cp "$here"/icons/*.png "$out/icons/"
# The catalogues, one file per language (each of its files after a "#~ name.ftl" line,
# comments left out as build.rs leaves them out of the desktop app): the page fetches the
# player's language only (src/i18n/catalogue.rs reads them).
mkdir -p "$out/locales"
python3 - "$out/locales" <<'PY'
import pathlib, sys
out = pathlib.Path(sys.argv[1])
for lang in sorted(pathlib.Path("locales").iterdir()):
    parts = []
    for f in sorted(lang.glob("*.ftl")):
        text = "".join(l for l in f.read_text(encoding="utf-8").splitlines(True) if not l.startswith("#"))
        parts.append(f"#~ {f.name}\n{text}")
    (out / f"{lang.name}.ftl").write_text("".join(parts), encoding="utf-8")
PY
# Comments and indentation are for a reader of the source, not a phone's download.
python3 "$here/minify_text.py" "$out/index.html" $(find "$out" -name '*.js')
# A build that keeps its names also keeps the whole module and its glue, for
# profile_first_screen.py.
if [ "${WEB_KEEP_NAMES:-}" = 1 ]; then
  rm -rf target/web-whole
  mkdir -p target/web-whole
  cp "$work/whole.wasm" target/web-whole/pnp-companion_bg.wasm
  cp "$out/pnp-companion.js" target/web-whole/
fi
# Named by its bytes: a first module never meets the rest of another version.
rest="pnp-companion-rest-$(sha256sum "$out/pnp-companion-rest.wasm" | cut -c1-12).wasm"
mv "$out/pnp-companion-rest.wasm" "$out/$rest"
python3 "$here/split_glue.py" "$out/pnp-companion.js" "$rest"

# The service worker caches every file, under a name that changes with any of them.
files=$(cd "$out" && find . -type f ! -name sw.js | sed 's|^\./||' | sort)
version=$(cd "$out" && echo "$files" | xargs sha256sum | sha256sum | cut -c1-16)
list=$( (echo "./"; echo "$files") | sed 's/.*/"&"/' | paste -sd, -)
sed -e "s|@VERSION@|$version|" -e "s|@FILES@|[$list]|" "$here/sw.js" > "$out/sw.js"

# What a phone downloads.
echo "dist: $out (cache $version)"
total_raw=0
total_gz=0
for f in $(cd "$out" && find . -type f | sed 's|^\./||' | sort); do
  r=$(stat -c %s "$out/$f")
  g=$(gzip -9 -c "$out/$f" | wc -c)
  total_raw=$((total_raw + r))
  total_gz=$((total_gz + g))
  printf '  %-36s %10d bytes  %10d gzipped\n' "$f" "$r" "$g"
done
printf '  %-36s %10d bytes  %10d gzipped\n' "total" "$total_raw" "$total_gz"
# Before the first screen a phone fetches the app and one language's catalogue. The rest
# comes when asked for (another language, the PDF writer on the first visit to Print) or from
# the service worker once the first screen is up.
on_demand_gz=0
largest_gz=0
for f in "$out"/locales/*.ftl; do
  g=$(gzip -9 -c "$f" | wc -c)
  on_demand_gz=$((on_demand_gz + g))
  if [ "$g" -gt "$largest_gz" ]; then largest_gz=$g; fi
done
pdf_gz=0
for f in pnp-pdf.js pnp-pdf_bg.wasm; do
  pdf_gz=$((pdf_gz + $(gzip -9 -c "$out/$f" | wc -c)))
done
# The screen-reader page's drawing (listen.js), fetched when the page is first turned on.
listen_gz=$(gzip -9 -c "$out/listen.js" | wc -c)
# The rest of the app (the second module), fetched once the first screen has settled.
rest_gz=$(gzip -9 -c "$out/$rest" | wc -c)
first_gz=$((total_gz - on_demand_gz + largest_gz - pdf_gz - listen_gz - rest_gz))
printf '  %-36s %10s       %10d gzipped\n' "first screen (one language)" "" "$first_gz"
printf '  %-36s %10s       %10d gzipped\n' "after the first screen: the rest" "" "$rest_gz"
printf '  %-36s %10s       %10d gzipped\n' "on demand: the PDF writer" "" "$pdf_gz"
printf '  %-36s %10s       %10d gzipped\n' "on demand: each other language" "" "$largest_gz"
printf '  %-36s %10s       %10d gzipped\n' "on demand: the screen-reader page" "" "$listen_gz"
# The budgets docs/performance.md states: what a phone downloads before its first screen (the
# app's first module and the largest language's words) stays under 1.4 MB gzipped; the rest
# of the app (its second module, fetched once the first screen has settled) under 0.65 MB;
# the PDF writer, fetched on the first visit to Print, under 0.36 MB; the whole offline copy
# (both modules, every language, the writer and the screen-reader page, fetched by the
# service worker once the first screen is up) under 2.25 MB.
budget_first=$((1400 * 1000))
budget_rest=$((650 * 1000))
budget_pdf=$((360 * 1000))
budget_all=$((2250 * 1000))
if [ "${WEB_KEEP_NAMES:-}" != 1 ]; then
  if [ "$first_gz" -gt "$budget_first" ]; then
    echo "OVER BUDGET: the first screen needs $first_gz bytes gzipped, the budget is $budget_first" >&2
    exit 1
  fi
  if [ "$rest_gz" -gt "$budget_rest" ]; then
    echo "OVER BUDGET: the rest of the app is $rest_gz bytes gzipped, the budget is $budget_rest" >&2
    exit 1
  fi
  if [ "$pdf_gz" -gt "$budget_pdf" ]; then
    echo "OVER BUDGET: the PDF writer is $pdf_gz bytes gzipped, the budget is $budget_pdf" >&2
    exit 1
  fi
  if [ "$total_gz" -gt "$budget_all" ]; then
    echo "OVER BUDGET: dist/ is $total_gz bytes gzipped, the budget is $budget_all" >&2
    exit 1
  fi
fi

# Compressed copies beside each text and wasm file (file.gz, file.br), for a host that sends
# them as they are (Content-Encoding) instead of compressing on every request. Written only
# now: the service worker's list, the cache version and the budget above are the files a
# browser asks for, never these. Brotli needs Debian's brotli (installed when run as root);
# without it only the .gz copies are written. Brotli at quality 11 takes a while (about 20 s
# for the wasm).
scripts/need-debian-packages.sh "the .br copies" brotli:brotli 2>/dev/null || true
total_br=0
for f in $(cd "$out" && find . -type f | sed 's|^\./||' | sort); do
  case $f in
    *.wasm | *.js | *.html | *.webmanifest | *.json | *.css | *.svg | *.ftl)
      gzip -9 -n -c "$out/$f" > "$out/$f.gz"
      if command -v brotli >/dev/null 2>&1; then
        brotli -q 11 -c "$out/$f" > "$out/$f.br"
        total_br=$((total_br + $(stat -c %s "$out/$f.br")))
        continue
      fi
      ;;
  esac
  # Not compressed (the PNGs are already): sent as it is.
  total_br=$((total_br + $(stat -c %s "$out/$f")))
done
# What a phone downloads from a host that serves the .br copies.
if command -v brotli >/dev/null 2>&1; then
  printf '  %-36s %10d bytes\n' "brotli total" "$total_br"
else
  echo "  (no .br copies: the brotli command is missing; Debian: apt-get install brotli)"
fi
