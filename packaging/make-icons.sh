#!/usr/bin/env bash
# Renders the app icon's PNG sizes (and the Windows .ico) from the SVG. Needs rsvg-convert
# (Debian: librsvg2-bin), pngquant and optipng, and, for the .ico, ImageMagick's convert.
# The results are committed, so packaging does not need these tools.
set -euo pipefail
cd "$(dirname "$0")/icons"
id=io.github.pnp_companion.PnPCompanion
for size in 16 24 32 48 64 128 256 512; do
  mkdir -p "hicolor/${size}x${size}/apps"
  rsvg-convert -w "$size" -h "$size" "$id.svg" -o "hicolor/${size}x${size}/apps/$id.png"
done
if command -v convert >/dev/null 2>&1; then
  convert hicolor/16x16/apps/$id.png hicolor/32x32/apps/$id.png hicolor/48x48/apps/$id.png \
    hicolor/256x256/apps/$id.png ../windows/pnp-companion.ico
fi
echo "icons written under packaging/icons/hicolor"
# The web app's icons (manifest and home screen).
mkdir -p ../web/icons
rsvg-convert -w 192 -h 192 "$id.svg" -o ../web/icons/icon-192.png
rsvg-convert -w 512 -h 512 "$id.svg" -o ../web/icons/icon-512.png
rsvg-convert -w 180 -h 180 "$id.svg" -o ../web/icons/apple-touch-icon.png
# A phone downloads these with the app (its 2 MB budget): flat colours take a palette, a
# third of the size with no visible change (pngquant, then optipng; Debian packages of the
# same names).
for f in ../web/icons/*.png; do
  pngquant --quality 80-95 --speed 1 --force --output "$f" "$f"
  optipng -quiet -o7 "$f"
done
echo "web icons written under packaging/web/icons"
