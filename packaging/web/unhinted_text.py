#!/usr/bin/env python3
"""Writes a copy of cosmic-text whose glyphs are drawn without hinting, for the web build
only (packaging/web/build.sh patches it in).

The bundled fonts carry no hinting programs (fonts/README.md), so with hinting asked for,
swash runs skrifa's autohinter: for every font and size it meets, it first measures the
font's own letters (stems, heights, blue zones) and then fits each glyph's outline to the
pixel grid. On the phone model that was about a third of drawing the first screen
(docs/performance.md, "The web app"), and a phone's screen has two or three device pixels
to a CSS pixel, where fitting to the grid shows nothing (phones' own text is not hinted).
The desktop, at one device pixel to a point on most screens, keeps hinting. The copy asks
swash for unhinted outlines in both places cosmic-text builds a scaler; nothing else
changes. The autohinter is then unreachable, and build.sh leaves it out of the wasm.

usage: unhinted_text.py COSMIC_TEXT_SOURCE_DIR OUT_DIR

Exits non-zero, saying so, when the scalers are not found as expected (a new cosmic-text):
then this script needs a look.
"""

import os
import sys

import crate_copy

ASKED = ".hint(!cache_key.flags.contains(CacheKeyFlags::DISABLE_HINTING))"
UNHINTED = ".hint(/* PnP Companion's web build: packaging/web/unhinted_text.py */ false)"
EXPECTED = 2  # swash_outline_commands and swash_image


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    source, out = sys.argv[1], sys.argv[2]
    path = os.path.join("src", "swash.rs")
    with open(os.path.join(source, path), encoding="utf-8") as f:
        code = f.read()
    if code.count(ASKED) != EXPECTED:
        sys.exit(f"unhinted_text.py: cosmic-text's scalers in {source}/{path} were found "
                 f"{code.count(ASKED)} times, not {EXPECTED}: cosmic-text changed; look at "
                 "this script")
    crate_copy.write(source, out, path, code.replace(ASKED, UNHINTED))
    print(f"cosmic-text: unhinted glyphs (unhinted_text.py) written to {out}")


if __name__ == "__main__":
    main()
