#!/usr/bin/env python3
"""Takes out of the site's text files what only a reader of the source needs: whole-line
`//` comments, whole-line block comments (`/* … */`, the glue's JSDoc, CSS comments), HTML
comments, indentation and blank lines. Nothing inside a line is touched, so code, strings
and trailing comments stay as written (the files hold no multi-line strings: checked here).

usage: minify_text.py FILE...   (each rewritten in place)
"""

import re
import sys

BLOCK = re.compile(r"^[ \t]*/\*.*?\*/[ \t]*\n", re.S | re.M)
HTML_COMMENT = re.compile(r"^[ \t]*<!--.*?-->[ \t]*\n", re.S | re.M)


def minify(text):
    text = BLOCK.sub("", text)
    text = HTML_COMMENT.sub("", text)
    lines = [line.strip() for line in text.split("\n")]
    kept = [line for line in lines if line and not line.startswith("//")]
    if any(line.count("`") % 2 for line in kept):
        raise ValueError("a template string (`) spans lines")
    return "\n".join(kept) + "\n"


for path in sys.argv[1:]:
    with open(path, encoding="utf-8") as f:
        text = f.read()
    try:
        small = minify(text)
    except ValueError as e:
        sys.exit(f"minify_text.py: {path}: {e}; left as it is")
    with open(path, "w", encoding="utf-8") as f:
        f.write(small)
