#!/usr/bin/env bash
# macOS only: turns the committed PNGs into AppIcon.icns inside the app bundle.
set -euo pipefail
cd "$(dirname "$0")/../.."
src=packaging/icons/hicolor
set_dir=$(mktemp -d)/AppIcon.iconset
mkdir -p "$set_dir"
for s in 16 32 128 256 512; do
  cp "$src/${s}x${s}/apps/io.github.pnp_companion.PnPCompanion.png" "$set_dir/icon_${s}x${s}.png"
done
for s in 16 128 256; do
  d=$((s * 2))
  cp "$src/${d}x${d}/apps/io.github.pnp_companion.PnPCompanion.png" "$set_dir/icon_${s}x${s}@2x.png"
done
iconutil -c icns "$set_dir" -o "PnP Companion.app/Contents/Resources/AppIcon.icns"
