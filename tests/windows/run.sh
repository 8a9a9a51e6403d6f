#!/usr/bin/env bash
# The Windows installer, tested under Wine: builds the .msi (packaging/windows/build-msi.sh),
# installs it silently into a fresh Wine prefix, runs the installed pnp-companion.exe's command
# line (--version, print all, dnfm simulate), starts its window under Xvfb and checks that it
# draws (target/windows-test/window.png, for a person to look at), then removes it again.
#
# Installs what a fresh Debian machine lacks (as root): wine, gcc-mingw-w64-x86-64, wixl,
# xvfb, xdotool, imagemagick (its import and identify, checked to be ImageMagick's: a machine
# may carry a stand-in `convert`).
#
# Wine 8 has no bcryptprimitives.dll with ProcessPrng, which Rust's standard library calls for
# random numbers on Windows 10 and later. The test builds a stand-in from the C source below
# (it forwards to advapi32's SystemFunction036, RtlGenRandom) into the Wine prefix only: it is
# for Wine, never part of the installer.
set -euo pipefail
cd "$(dirname "$0")/../.."
out=target/windows-test
rm -rf "$out"
mkdir -p "$out"

scripts/need-debian-packages.sh "the Windows test" wine:wine,wine64 \
  wineboot:wine wineserver:wine winepath:wine \
  x86_64-w64-mingw32-gcc:gcc-mingw-w64-x86-64 \
  x86_64-w64-mingw32-objdump:binutils-mingw-w64-x86-64 wixl:wixl Xvfb:xvfb xdotool:xdotool \
  import:imagemagick identify:imagemagick compare:imagemagick

msi="$out/pnp-companion.msi"
# The release settings without optimisation (Cargo.toml's msi-test profile): the same code
# and the same installer, built in a quarter of the time.
profile=${MSI_PROFILE:-msi-test}
MSI_PROFILE=$profile packaging/windows/build-msi.sh "$msi"
# A GUI program: no console window behind the app when it is started from the Start menu.
subsystem=$(x86_64-w64-mingw32-objdump -p "target/x86_64-pc-windows-gnu/$profile/pnp-companion.exe" |
  awk '/^Subsystem/ { print $2 }')
[ "$subsystem" = 00000002 ] || { echo "the .exe's subsystem is $subsystem, not 2 (Windows GUI)" >&2; exit 1; }

export WINEPREFIX="$PWD/$out/prefix" WINEARCH=win64 WINEDEBUG=-all WINEDLLOVERRIDES="bcryptprimitives=n,b;mscoree=;mshtml="
xvfb_pid=
app_pid=
cleanup() {
  if [ -n "$app_pid" ]; then kill "$app_pid" 2>/dev/null || true; fi
  wineserver -k 2>/dev/null || true
  if [ -n "$xvfb_pid" ]; then kill "$xvfb_pid" 2>/dev/null || true; fi
}
trap cleanup EXIT

# A display first: Wine's first start and the window both want one.
n=95
while [ -e "/tmp/.X11-unix/X$n" ] || [ -e "/tmp/.X$n-lock" ]; do n=$((n + 1)); done
# -noreset: without it Xvfb resets when its last client leaves (here when Wine's processes
# are killed), and a window opened in that moment cannot connect (XOpenDisplayFailed).
Xvfb ":$n" -screen 0 1280x1024x24 -nolisten tcp -noreset >"$out/xvfb.log" 2>&1 &
xvfb_pid=$!
export DISPLAY=":$n"
for _ in $(seq 300); do
  xdotool getmouselocation >/dev/null 2>&1 && break
  sleep 0.1
done

echo "a fresh Wine prefix ..."
wineboot -i >"$out/wineboot.log" 2>&1
wineserver -w

cat >"$out/bcryptprimitives.c" <<'C'
/* For Wine only: ProcessPrng, as Rust's standard library calls it, from RtlGenRandom. */
#include <windows.h>
BOOLEAN WINAPI SystemFunction036(PVOID buffer, ULONG length);
__declspec(dllexport) BOOL WINAPI ProcessPrng(PBYTE data, SIZE_T length) {
  while (length > 0) {
    ULONG part = length > 0x10000000 ? 0x10000000 : (ULONG)length;
    if (!SystemFunction036(data, part)) return FALSE;
    data += part;
    length -= part;
  }
  return TRUE;
}
C
x86_64-w64-mingw32-gcc -O2 -shared -o "$WINEPREFIX/drive_c/windows/system32/bcryptprimitives.dll" \
  "$out/bcryptprimitives.c" -ladvapi32

echo "installing $(stat -c %s "$msi") bytes, silently ..."
wine msiexec /i "$(winepath -w "$msi")" /qn >"$out/install.log" 2>&1
wineserver -w
exe=$(find "$WINEPREFIX/drive_c/users" -path '*Programs/PnP Companion/pnp-companion.exe' | head -n 1)
test -n "$exe" || { echo "not installed: no pnp-companion.exe under the user's Programs" >&2; exit 1; }
echo "installed: ${exe#"$WINEPREFIX/"}"
dir=$(dirname "$exe")
for f in LICENSE-MIT.txt LICENSE-APACHE.txt FONTS-OFL.txt; do
  test -s "$dir/$f" || { echo "the installer left out $f" >&2; exit 1; }
done
shortcut=$(find "$WINEPREFIX/drive_c" -iname 'PnP Companion.lnk' | head -n 1)
test -n "$shortcut" || { echo "no Start-menu shortcut" >&2; exit 1; }
echo "Start-menu shortcut: ${shortcut#"$WINEPREFIX/"}"
# Its entry among the installed apps (Settings → Apps, or Programs and Features).
installed_entry() {
  for hive in 'HKCU\Software\Microsoft\Windows\CurrentVersion\Uninstall' \
    'HKLM\Software\Microsoft\Windows\CurrentVersion\Uninstall'; do
    wine reg query "$hive" /s 2>/dev/null | tr -d '\r' | grep -q 'DisplayName.*PnP Companion' && return 0
  done
  return 1
}
installed_entry || { echo "no entry for PnP Companion among the installed apps" >&2; exit 1; }
echo "Installed-apps entry: PnP Companion"

echo "1. --version"
version=$(wine "$exe" --version 2>"$out/version.err" | tr -d '\r')
echo "   $version"
want=$(grep -m1 '^version = ' Cargo.toml | cut -d'"' -f2)
[ "$version" = "pnp-companion $want" ] || { echo "expected 'pnp-companion $want'" >&2; cat "$out/version.err" >&2; exit 1; }

echo "2. print all"
wine "$exe" print all -o "$(winepath -w "$out/kit.pdf")" >"$out/print.out" 2>&1 || {
  cat "$out/print.out" >&2
  exit 1
}
pages=$(python3 -c 'import re, sys; print(len(re.findall(rb"/Type\s*/Page[^s]", open(sys.argv[1], "rb").read())))' "$out/kit.pdf")
echo "   $(stat -c %s "$out/kit.pdf") bytes, $pages pages"
[ "$pages" = 6 ] || { echo "the kit has $pages pages, not 6" >&2; exit 1; }

echo "3. dnfm simulate"
wine "$exe" dnfm simulate --games 2000 --seed 1 --json >"$out/simulate.json" 2>"$out/simulate.err" || {
  cat "$out/simulate.err" >&2
  exit 1
}
python3 - "$out/simulate.json" <<'PY'
import json, sys
v = json.loads(open(sys.argv[1], encoding="utf-8").read().strip())
assert v["games"] == 2000, v
assert 0 < v["wins"] < 2000, v
print(f"   {v['games']} games, {v['wins']} won")
PY
# The same seed is the same game on every platform: byte for byte the Linux build's report.
cargo build --locked --quiet --bin pnp-companion
native="${CARGO_TARGET_DIR:-target}/debug/pnp-companion"
"$native" dnfm simulate --games 2000 --seed 1 --json >"$out/simulate-linux.json"
tr -d '\r' <"$out/simulate.json" | cmp -s - "$out/simulate-linux.json" || {
  echo "dnfm simulate under Wine differs from the Linux build's:" >&2
  diff <(tr -d '\r' <"$out/simulate.json") "$out/simulate-linux.json" >&2 || true
  exit 1
}
echo "   the same report, byte for byte, as the Linux build"

echo "4. the window"
# The app notes what its first frame showed: the home screen, not an error screen (which
# would draw colours too).
rm -f "$out/drawn.txt"
PNP_DRAWN_MARKER="$(winepath -w "$out/drawn.txt")" wine "$exe" >"$out/window.log" 2>&1 &
app_pid=$!
for _ in $(seq 120); do
  xdotool search --name '^PnP Companion$' >/dev/null 2>&1 && break
  sleep 0.5
done
xdotool search --name '^PnP Companion$' >/dev/null 2>&1 || {
  echo "no window titled 'PnP Companion' after 60 s" >&2
  cat "$out/window.log" >&2
  exit 1
}
sleep 3 # the first frames
win=$(xdotool search --name '^PnP Companion$' | head -n 1)
import -window "$win" "$out/window.png"
colours=$(identify -format '%k' "$out/window.png")
echo "   $out/window.png: $(identify -format '%wx%h' "$out/window.png"), $colours colours"
[ "$colours" -gt 16 ] || { echo "the window looks blank ($colours colours)" >&2; exit 1; }
for _ in $(seq 60); do
  [ -s "$out/drawn.txt" ] && break
  sleep 0.5
done
drawn=$(tr -d '\r\n' <"$out/drawn.txt" 2>/dev/null || true)
[ "$drawn" = home ] || { echo "the first frame showed '$drawn', not the home screen" >&2; exit 1; }
echo "   its first frame: the home screen"
kill "$app_pid" 2>/dev/null || true
wait "$app_pid" 2>/dev/null || true
app_pid=
wineserver -k 2>/dev/null || true

# The window as seen, not as the app reports it: the Linux build's home screen, fresh data
# and the same display, is the reference. The two may differ by fonts' anti-aliasing only
# (the fonts are bundled): at most 2 % of the pixels, each compared with a 10 % fuzz.
echo "   compared with the Linux build's home screen"
PNP_COMPANION_DATA_DIR="$PWD/$out/linux-data" "$native" >"$out/linux-window.log" 2>&1 &
app_pid=$!
for _ in $(seq 120); do
  xdotool search --name '^PnP Companion$' >/dev/null 2>&1 && break
  sleep 0.5
done
sleep 3 # the first frames
linux_win=$(xdotool search --name '^PnP Companion$' 2>/dev/null | head -n 1 || true)
[ -n "$linux_win" ] || { echo "the Linux build showed no window" >&2; cat "$out/linux-window.log" >&2; exit 1; }
import -window "$linux_win" "$out/linux-window.png"
kill "$app_pid" 2>/dev/null || true
wait "$app_pid" 2>/dev/null || true
app_pid=
size=$(identify -format '%wx%h' "$out/window.png")
linux_size=$(identify -format '%wx%h' "$out/linux-window.png")
[ "$size" = "$linux_size" ] || {
  echo "the Windows window is $size, the Linux one $linux_size" >&2
  exit 1
}
differ=$(compare -metric AE -fuzz 10% "$out/window.png" "$out/linux-window.png" "$out/window-diff.png" 2>&1 >/dev/null || true)
differ=${differ%% *}
pixels=$(identify -format '%[fx:w*h]' "$out/window.png")
echo "   $differ of $pixels pixels differ (limit 2 %): $out/window-diff.png"
python3 -c 'import sys; d, n = float(sys.argv[1]), float(sys.argv[2]); sys.exit(0 if d <= 0.02 * n else 1)' "$differ" "$pixels" || {
  echo "the Windows window does not look like the Linux build's home screen ($differ of $pixels pixels differ)" >&2
  exit 1
}

echo "5. removed again"
wine msiexec /x "$(winepath -w "$msi")" /qn >"$out/uninstall.log" 2>&1
wineserver -w
[ ! -e "$exe" ] || { echo "pnp-companion.exe is still there after removal" >&2; exit 1; }
[ ! -e "$shortcut" ] || { echo "the Start-menu shortcut is still there after removal" >&2; exit 1; }
if installed_entry; then
  echo "PnP Companion is still among the installed apps after removal" >&2
  exit 1
fi
echo "Windows test passed"
