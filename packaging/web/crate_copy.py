"""A dependency's source copied for the web build with one file changed: the two scripts
that patch a crate (softbuffer_present.py, unhinted_text.py) write their copies with it."""

import os
import shutil


def write(source, out, path, text):
    """Copies the crate at `source` to `out` (afresh, so a stale copy of another version never
    lingers) with the file `path` inside it holding `text`."""
    if os.path.isdir(out):
        shutil.rmtree(out)
    shutil.copytree(source, out)
    with open(os.path.join(out, path), "w", encoding="utf-8") as f:
        f.write(text)
