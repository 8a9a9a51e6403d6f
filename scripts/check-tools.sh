#!/usr/bin/env bash
# Every tool outside the Rust toolchain that a CI step runs, with the Debian package (or
# PyPI module) that brings it and the step that uses it. `.ci/run` calls this first, with
# --install: whatever is missing is installed in one go, then every tool is looked for
# again by its own name (ImageMagick's tools and GNU time must be the real ones, not a
# stand-in of the same name), and the run stops within seconds, naming what is missing,
# instead of at the step that needs it.
#
#   scripts/check-tools.sh             # look only; exits 1 naming what is missing
#   scripts/check-tools.sh --install   # as root: install what is missing first
#
# A script that runs a new tool adds it here (and asks for it itself with
# scripts/need-debian-packages.sh, so it still runs on its own).
set -euo pipefail
cd "$(dirname "$0")/.."
# shellcheck source=scripts/lib/tools.sh
. scripts/lib/tools.sh

install=no
case ${1:-} in
  --install) install=yes ;;
  "") ;;
  *) echo "usage: scripts/check-tools.sh [--install]" >&2; exit 2 ;;
esac

# TOOL  PACKAGE[,PACKAGE…]  STEP (tools as scripts/lib/tools.sh's tool_here takes them;
# "pip:NAME" is a PyPI package)
tools='
cargo                       -                            every build (the Rust toolchain)
rustup                      -                            the cross targets
python3                     -                            the web and Windows tests, build.sh
desktop-file-validate       desktop-file-utils           .ci/run: the desktop file
appstreamcli                appstream                    .ci/run: the AppStream file
gzip                        gzip                         packaging/web/build.sh
sha256sum                   coreutils                    packaging/web/build.sh
timeout                     coreutils                    benches/run.sh
mkfifo                      coreutils                    cargo test (tests/store/bounded_reads.rs)
unzip                       unzip                        cargo test (crates/pnp-pdf: the zip read back)
pdftoppm                    poppler-utils                cargo test (tests/print/print_shop.rs: PDF pages drawn)
awk                         mawk                         build.sh, run.sh, benches/run.sh
getconf                     libc-bin                     benches/run.sh
find                        findutils                    build.sh, tests/windows/run.sh
wasm-opt                    binaryen                     packaging/web/build.sh
wasm-split                  binaryen                     packaging/web/build.sh (split_wasm.py: the app in two modules)
brotli                      brotli                       packaging/web/build.sh (.br copies)
chromium                    chromium                     tests/web/drive.py, phone_startup.py
chromedriver                chromium-driver              tests/web/drive.py, phone_startup.py
WebKitWebDriver             webkit2gtk-driver            tests/web/webkit.py
/usr/lib/*/webkit2gtk-4.*/MiniBrowser libwebkit2gtk-4.1-0 tests/web/webkit.py
py:selenium                 pip:selenium                 tests/web/*.py
Xvfb                        xvfb                         tests/web/webkit.py, tests/windows/run.sh, benches/run.sh
xdotool                     xdotool                      tests/windows/run.sh, benches/run.sh
/usr/bin/time               time                         benches/run.sh, cargo test (tests/store/big_saves.rs): GNU time, -f %M
x86_64-w64-mingw32-gcc      gcc-mingw-w64-x86-64         build-msi.sh (the linker), tests/windows/run.sh
x86_64-w64-mingw32-objdump  binutils-mingw-w64-x86-64    tests/windows/run.sh (the subsystem)
wixl                        wixl                         packaging/windows/build-msi.sh
wine                        wine,wine64                  tests/windows/run.sh
wineboot                    wine,wine64                  tests/windows/run.sh
wineserver                  wine,wine64                  tests/windows/run.sh
winepath                    wine,wine64                  tests/windows/run.sh
import                      imagemagick                  tests/windows/run.sh (the window shot)
identify                    imagemagick                  tests/windows/run.sh (its colours)
compare                     imagemagick                  tests/windows/run.sh (against the Linux window)
'

missing() {
  local tool packages step
  while read -r tool packages step; do
    [ -n "$tool" ] || continue
    tool_here "$tool" || printf '%s\t%s\t%s\n' "$tool" "$packages" "$step"
  done <<<"$tools"
}

if [ "$install" = yes ]; then
  debian=()
  pip=()
  while IFS=$'\t' read -r _ packages _; do
    case $packages in
      -) ;;
      pip:*) pip+=("${packages#pip:}") ;;
      *) IFS=, read -r -a each <<<"$packages"; debian+=("${each[@]}") ;;
    esac
  done < <(missing)
  if [ ${#debian[@]} -gt 0 ]; then
    mapfile -t debian < <(printf '%s\n' "${debian[@]}" | sort -u)
    echo "installing Debian packages: ${debian[*]}"
    if command -v apt-get >/dev/null 2>&1 && [ "$(id -u)" = 0 ]; then
      apt-get update -qq
      DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${debian[@]}" >/dev/null
    else
      echo "(not root, or no apt-get: not installed)" >&2
    fi
  fi
  if [ ${#pip[@]} -gt 0 ]; then
    echo "installing from PyPI: ${pip[*]}"
    python3 -m pip install --quiet "${pip[@]}" 2>/dev/null ||
      python3 -m pip install --quiet --break-system-packages "${pip[@]}" || true
  fi
fi

gone=$(missing)
if [ -n "$gone" ]; then
  echo "MISSING TOOLS (tool, package, the step that needs it):" >&2
  printf '%s\n' "$gone" | awk -F'\t' '{ printf "  %-40s %-28s %s\n", $1, $2, $3 }' >&2
  exit 1
fi
echo "tools: all $(grep -c . <<<"$tools") here"
