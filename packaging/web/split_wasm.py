#!/usr/bin/env python3
"""Splits the app's wasm in two (binaryen's wasm-split): the first screen's functions stay in
the module a phone downloads before the first screen, the rest go to a second module that
the page fetches once the first screen has settled (split_glue.py loads it).

Which functions stay is the list in first-screen.txt: the names of the functions a first
visit and the reopening of a saved game run (profile_first_screen.py records them), without
their hashes, so the list outlives most builds. A function left off the list only costs a
wait where the second module is not in yet (split_glue.py then loads it at once); it never
breaks the app.

Also mends what binaryen 108 gets wrong on the way out (the export of wasm-bindgen's table
for JS values, written as the function table), and takes the names out of both modules
(they were kept this far to be matched against the list).

usage: split_wasm.py IN.wasm KEEP_LIST PRIMARY.wasm SECONDARY.wasm [--keep-names]
  [wasm-split feature flags...]
"""

import os
import re
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from trim_wasm import data_names, imported_functions, leb, sections, uleb  # noqa: E402

# What changes from one build to the next in a name: Rust's symbol hashes, the standard
# library's crate hashes (`core[c5930c85a12de822]`, new with each Rust release; the
# allocator's functions carry them), the hashes in wasm-bindgen's import names, the numbers
# of its closure shims, and the number binaryen appends to tell same-named functions apart
# (`alloc_impl_runtime.2012`), which any change to the code's order shifts: a list with
# those numbers missed the allocator's own functions after a small change, and a first
# visit waited for the second module. All functions of a listed name stay (some 30 more
# than the list's own).
CHANGING = [
    (re.compile(r"::h[0-9a-f]{16}"), ""),
    (re.compile(r"\\5b[0-9a-f]{16}\\5d"), ""),
    (re.compile(r"_[0-9a-f]{16}(?![0-9a-f])"), ""),
    (re.compile(r"(shim_idx|idx):\\20\d+"), r"\1:"),
    (re.compile(r"\.\d+$"), ""),
]
ID_CHARS = set(b"0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz!#$%&'*+-./:<=>?@^_`|~")


def escaped(name):
    """A name as binaryen 108 spells it (its names carry a non-identifier byte as \\xx)."""
    raw = name.encode("utf-8")
    if all(b in ID_CHARS for b in raw):
        return name
    return "".join(chr(b) if b in ID_CHARS else "\\%02x" % b for b in raw)


def hashless(name):
    """A name without what changes from one build to the next."""
    for pattern, instead in CHANGING:
        name = pattern.sub(instead, name)
    return name


def exported(data):
    """The indices of the functions the module exports (the glue calls them at any time)."""
    out = set()
    for sid, body in sections(data):
        if sid == 7:
            count, p = leb(body, 0)
            for _ in range(count):
                n, p = leb(body, p)
                p += n
                kind = body[p]
                index, p = leb(body, p + 1)
                if kind == 0:
                    out.add(index)
    return out


# A function this small (bytes of body) stays: cheap to keep, and a small function is
# inlined in one build and called in the next, so a list from another build may miss it.
SMALL = 32


def small_functions(data, first):
    """The absolute indices of the module's own functions whose bodies are SMALL or less."""
    out = set()
    for sid, body in sections(data):
        if sid == 10:
            count, p = leb(body, 0)
            for k in range(count):
                size, start = leb(body, p)
                if size <= SMALL:
                    out.add(first + k)
                p = start + size
    return out


def always_first(name):
    """wasm-bindgen's own shims: the browser calls them (an event, a promise) at any time."""
    return name.startswith("Closure\\28") or "externref\\20shim" in name or "__wbg_" in name


def imports_of(data):
    return next((imported_functions(body) for sid, body in sections(data) if sid == 2), 0)


def without_names(data):
    """The module without its "name" section (nor the "producers" wasm-split writes)."""
    out = bytearray(data[:8])
    for sid, body in sections(data):
        if sid == 0:
            n, p = leb(body, 0)
            if body[p : p + n] in (b"name", b"producers"):
                continue
        out += bytes([sid]) + uleb(len(body)) + body
    return bytes(out)


def table_kinds(data):
    """The tables' element types (0x70 functions, 0x6f JS values), imported ones first."""
    kinds = []
    for sid, body in sections(data):
        if sid == 2:
            count, p = leb(body, 0)
            for _ in range(count):
                for _ in range(2):
                    n, p = leb(body, p)
                    p += n
                kind = body[p]
                p += 1
                if kind == 0:
                    _, p = leb(body, p)
                elif kind == 1:
                    kinds.append(body[p])
                    flags = body[p + 1]
                    p += 2
                    _, p = leb(body, p)
                    if flags & 1:
                        _, p = leb(body, p)
                elif kind == 2:
                    flags = body[p]
                    p += 1
                    _, p = leb(body, p)
                    if flags & 1:
                        _, p = leb(body, p)
                elif kind == 3:
                    p += 2
                else:
                    p += 1
                    _, p = leb(body, p)
        elif sid == 4:
            count, p = leb(body, 0)
            for _ in range(count):
                kinds.append(body[p])
                flags = body[p + 1]
                p += 2
                _, p = leb(body, p)
                if flags & 1:
                    _, p = leb(body, p)
    return kinds


def mend_table_export(data, export="__wbindgen_externrefs"):
    """binaryen 108 writes wasm-bindgen's table of JS values as an export of table 0 (the
    function table): it is pointed back at the first table of JS values."""
    values = [i for i, k in enumerate(table_kinds(data)) if k == 0x6F]
    if not values:
        sys.exit("split_wasm: the module has no table for JS values")
    out = bytearray(data[:8])
    mended = False
    for sid, body in sections(data):
        if sid == 7:
            body = bytearray(body)
            count, p = leb(body, 0)
            for _ in range(count):
                n, p = leb(body, p)
                name = bytes(body[p : p + n]).decode()
                p += n
                kind = body[p]
                p += 1
                at = p
                _, p = leb(body, p)
                if kind == 1 and name == export:
                    if p - at != 1 or values[0] > 127:
                        sys.exit("split_wasm: the table export is not where it was expected")
                    body[at] = values[0]
                    mended = True
            body = bytes(body)
        out += bytes([sid]) + uleb(len(body)) + body
    if not mended:
        sys.exit(f"split_wasm: no table export {export}")
    return bytes(out)


def main():
    args = sys.argv[1:]
    keep_names = "--keep-names" in args
    args = [a for a in args if a != "--keep-names"]
    if len(args) < 4:
        sys.exit(__doc__)
    source, keep_list, primary, secondary, features = args[0], args[1], args[2], args[3], args[4:]
    data = open(source, "rb").read()
    names = data_names(data, subsection=1)
    if not names:
        sys.exit("split_wasm: the module has no function names (build it with them kept)")
    wanted = {hashless(line.strip()) for line in open(keep_list, encoding="utf-8")
              if line.strip() and not line.startswith("#")}
    first = imports_of(data)
    count = next((leb(body, 0)[0] for sid, body in sections(data) if sid == 3), 0)
    defined = {i: escaped(n) for i, n in names.items() if i >= first}
    # Functions with no name (wasm-bindgen's own, added after the names were written) are
    # few and run at start: they stay, under the name binaryen gives them (their index among
    # the module's own functions, imports not counted).
    unnamed = [str(i - first) for i in range(first, first + count) if i not in names]
    calls = exported(data) | small_functions(data, first)
    kept = sorted(n for i, n in defined.items()
                  if hashless(n) in wanted or i in calls or always_first(n)) + unnamed
    found = {hashless(n) for n in kept} & wanted
    print(f"split_wasm: {len(kept)} of {count} functions stay in the first module "
          f"({len(found)} of the list's {len(wanted)} names found in this build)")
    # A few names gone (a change renamed, merged or inlined functions the first screen
    # runs) cost a first visit the wait for the second module when one of them runs early:
    # said, so that the list is made again (profile_first_screen.py) rather than found by a
    # slow run.
    if 0.9 * len(wanted) <= len(found) < 0.99 * len(wanted):
        print(f"split_wasm: warning: {len(wanted) - len(found)} of first-screen.txt's names are "
              "not in this build; a first visit may wait for the second module: run "
              "packaging/web/profile_first_screen.py (its docstring says how)", file=sys.stderr)
    # Names spelt otherwise (another binaryen, a list from long ago) would send nearly all
    # of the first screen to the second module without a word: refused instead.
    if len(found) < 0.9 * len(wanted):
        sys.exit("split_wasm: fewer than 90 % of first-screen.txt's names are in this build: "
                 "run packaging/web/profile_first_screen.py (see its usage)")
    with tempfile.TemporaryDirectory() as work:
        listed = os.path.join(work, "keep.txt")
        with open(listed, "w", encoding="utf-8") as f:
            f.write("\n".join(kept) + "\n")
        p, s = os.path.join(work, "p.wasm"), os.path.join(work, "s.wasm")
        # -g keeps the names, and also names what the two modules share after the functions
        # (long names in both): only for a build that keeps its names.
        subprocess.run(["wasm-split", "--split", "--quiet", *(["-g"] if keep_names else []),
                        *features, "--keep-funcs", "@" + listed,
                        "-o1", p, "-o2", s, source], check=True)
        one, two = open(p, "rb").read(), open(s, "rb").read()
    one = mend_table_export(one)
    if not keep_names:
        one, two = without_names(one), without_names(two)
    # What split_glue.py counts on: the first module gives its function table as "table",
    # and the second has no data or globals of its own (it may be instantiated twice, if a
    # call comes while it loads).
    if b"\x05table\x01" not in one:
        sys.exit("split_wasm: the first module does not export its function table as table")
    if any(sid in (6, 11) for sid, _ in sections(two)):
        sys.exit("split_wasm: the second module has globals or data of its own")
    open(primary, "wb").write(one)
    open(secondary, "wb").write(two)
    # Chromium compiles a module synchronously (a function of the second module called before
    # it is in) only up to 8 MiB.
    if len(two) > 8 * 1024 * 1024:
        sys.exit(f"split_wasm: the second module is {len(two)} bytes, over the 8 MiB a page "
                 "may compile at once")


if __name__ == "__main__":
    main()
