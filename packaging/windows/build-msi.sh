#!/usr/bin/env bash
# The Windows installer, built on Linux: cross-compiles the release .exe with mingw-w64 and
# makes the .msi with wixl (Debian's msitools) from packaging/windows/pnp-companion-wixl.wxs.
#
#   packaging/windows/build-msi.sh [OUT.msi]     # default: target/windows/pnp-companion-VERSION.msi
#   MSI_PROFILE=msi-test packaging/windows/build-msi.sh OUT.msi   # CI's quicker build
#
# Installs what a Debian machine lacks when run as root: gcc-mingw-w64-x86-64, wixl, and the
# Rust target x86_64-pc-windows-gnu. The definition is plain WiX 3, so WiX Toolset 3 on
# Windows should read it too (candle with the same two -d variables, then light); that
# path is not tested here.
set -euo pipefail
cd "$(dirname "$0")/../.."
target=x86_64-pc-windows-gnu

scripts/need-debian-packages.sh build-msi.sh x86_64-w64-mingw32-gcc:gcc-mingw-w64-x86-64 \
  wixl:wixl
if command -v rustup >/dev/null 2>&1; then
  rustup target add "$target" >/dev/null 2>&1 || true
fi

version=$(cargo metadata --format-version 1 --no-deps --locked |
  python3 -c 'import json, sys; print(next(p["version"] for p in json.load(sys.stdin)["packages"] if p["name"] == "pnp-companion"))')
out=${1:-target/windows/pnp-companion-$version.msi}
mkdir -p "$(dirname "$out")"

profile=${MSI_PROFILE:-release}
cargo build --profile "$profile" --locked --target "$target" --bin pnp-companion
exe="target/$target/$profile/pnp-companion.exe"
test -s "$exe"

wixl --arch x64 \
  -D Version="$version" \
  -D ExePath="$exe" \
  -o "$out" packaging/windows/pnp-companion-wixl.wxs
printf '%s: %d bytes (version %s)\n' "$out" "$(stat -c %s "$out")" "$version"
