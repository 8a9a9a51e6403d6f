"""A dependency's source copied for the web build with a few files changed: the scripts that
patch a crate (softbuffer_present.py, unhinted_text.py, direct_drawing.py) write their copies
with it."""

import os
import shutil


def write(source, out, path, text):
    """Copies the crate at `source` to `out` (afresh, so a stale copy of another version never
    lingers) with the file `path` inside it holding `text`."""
    write_files(source, out, {path: text})


def write_files(source, out, files):
    """As `write`, with each path in the dict `files` holding its text."""
    if os.path.isdir(out):
        shutil.rmtree(out)
    shutil.copytree(source, out)
    for path, text in files.items():
        with open(os.path.join(out, path), "w", encoding="utf-8") as f:
            f.write(text)
