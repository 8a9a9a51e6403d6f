#!/usr/bin/env python3
"""Where the web app's bytes are: a wasm built with its names kept
(`WEB_KEEP_NAMES=1 packaging/web/build.sh DIR`) is read section by section, its function
bodies and data segments grouped by the crate their (demangled) name starts with, and each
group's bytes gzipped on their own (level 9).

    tests/web/wasm_size_profile.py DIR/pnp-companion_bg.wasm [--top 10] [--by module]

Data segments carry no crate's name (`.rodata..Lanon…`): the files the build embeds are
found in them by their bytes and counted as their own groups (the fonts, the language
catalogues as build.rs keeps them, the games' data as JSON); the rest of the data is one
group.

`--by module` groups the app's own code one level deeper (`pnp_companion::print`). A
group's gzipped size is its bytes compressed alone, so the groups add up to a little more
than the whole file gzipped (they share no context); the order is what counts."""

import argparse
import collections
import os
import re
import shutil
import subprocess
import sys
import zlib

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "packaging", "web"))
from trim_wasm import imported_functions, leb, sections  # noqa: E402  (the wasm reader build.sh uses)


def bodies(data):
    """Each function body's bytes, in order (the code section's body)."""
    count, j = leb(data, 0)
    out = []
    for _ in range(count):
        size, k = leb(data, j)
        out.append(data[j:k + size])
        j = k + size
    return out


def segments(data):
    """Each data segment's bytes, in order (the data section's body)."""
    count, j = leb(data, 0)
    out = []
    for _ in range(count):
        flags, j = leb(data, j)
        if flags == 2:
            _, j = leb(data, j)
        if flags in (0, 2):  # an offset expression, up to its `end`
            while data[j] != 0x0B:
                j += 1
            j += 1
        size, j = leb(data, j)
        out.append(data[j:j + size])
        j += size
    return out


def names(data):
    """The name section's function names and data segment names: two {index: name}, from a
    custom section's body (`None` for another custom section)."""
    length, j = leb(data, 0)
    if data[j:j + length] != b"name":
        return None
    j += length
    end = len(data)
    functions, datas = {}, {}
    while j < end:
        kind = data[j]
        sub_size, j = leb(data, j + 1)
        sub_end = j + sub_size
        if kind in (1, 9):
            count, k = leb(data, j)
            for _ in range(count):
                index, k = leb(data, k)
                n, k = leb(data, k)
                (functions if kind == 1 else datas)[index] = data[k:k + n].decode("utf-8", "replace")
                k += n
        j = sub_end
    return functions, datas


def demangled(raw):
    if not raw or not shutil.which("c++filt"):
        return raw
    out = subprocess.run(["c++filt"], input="\n".join(raw), capture_output=True, text=True)
    lines = out.stdout.split("\n")
    return lines[:len(raw)] if len(lines) >= len(raw) else raw


def group(name, depth):
    """The crate a name starts with (`core`, `iced_widget`), or the app's module to `depth`."""
    name = re.sub(r"::h[0-9a-f]{16}$", "", name)
    plain = name.lstrip("<&*( ").replace("dyn ", "").replace("mut ", "")
    match = re.match(r"([A-Za-z_][A-Za-z0-9_]*)((?:::[a-z_][a-z0-9_]*)*)", plain)
    if not match:
        return "(unnamed)"
    crate = match.group(1)
    if crate == "pnp_companion" and depth > 0:
        parts = [p for p in match.group(2).split("::") if p][:depth]
        return "::".join([crate] + parts)
    return crate


def data_group(name):
    """A data segment's crate, from the symbol in its name (`.rodata._ZN4core…`)."""
    symbol = re.search(r"(_ZN[0-9A-Za-z_$.]+|_R[0-9A-Za-z_]+)", name)
    if symbol:
        return "data: " + group(demangled([symbol.group(1)])[0], 0)
    crate = re.match(r"\.?(?:rodata|data|bss)?\.?([a-z_][a-z0-9_]*?)\d", name)
    return "data: " + (crate.group(1) if crate else name[:30])


def embedded(source):
    """(group, bytes) of each file the app embeds, as it is embedded, read under `source`
    (the checkout the wasm was built from)."""
    import glob
    import json
    import os
    import tomllib
    here = os.getcwd()
    os.chdir(source)
    out = []
    # The web build's own fonts (the desktop's are not in it) and the symbols.
    for path in sorted(glob.glob("fonts/web/*.ttf")) + ["fonts/PnPSymbols.ttf"]:
        out.append(("data: fonts", open(path, "rb").read()))
    for path in sorted(glob.glob("locales/*/*.ftl")):
        text = "".join(line for line in open(path, encoding="utf-8").read().splitlines(True)
                       if not line.startswith("#"))
        out.append(("data: language catalogues", text.encode()))
    for path in sorted(glob.glob("src/games/*/data/*.toml")):
        value = tomllib.load(open(path, "rb"))
        # As build.rs writes it (serde_json of a toml::Value: keys in order or sorted).
        for keys_sorted in (False, True):
            text = json.dumps(value, separators=(",", ":"), ensure_ascii=False, sort_keys=keys_sorted)
            out.append(("data: the games' data", text.encode()))
    os.chdir(here)
    return out


def carve(data, blobs, groups):
    """Takes each embedded file found in `data` into its own group, piece by piece (wasm-opt
    cuts segments apart at runs of zeros, and leaves the zeros out); the rest stays."""
    rest = bytearray(data)
    for name, blob in blobs:
        for piece in re.split(rb"\x00{2,}", blob):
            if len(piece) < 16:
                continue
            at = rest.find(piece)
            if at >= 0:
                groups[name].append(piece)
                rest[at:at + len(piece)] = b""
    return bytes(rest)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("wasm")
    parser.add_argument("--top", type=int, default=10)
    parser.add_argument("--by", choices=["crate", "module"], default="crate")
    parser.add_argument("--source", default=".", help="the checkout the wasm was built from")
    args = parser.parse_args()
    data = open(args.wasm, "rb").read()
    if data[:4] != b"\0asm":
        sys.exit("not a wasm module")
    found, named = {}, None
    for sid, body in sections(data):
        if sid == 0:
            named = names(body) or named
        else:
            found[sid] = body
    if not named or not named[0]:
        sys.exit("this wasm keeps no names: build it with WEB_KEEP_NAMES=1 packaging/web/build.sh DIR")
    function_names, data_names = named
    imports = imported_functions(found[2]) if 2 in found else 0
    code = bodies(found[10]) if 10 in found else []
    raw = [function_names.get(imports + i, "") for i in range(len(code))]
    readable = demangled(raw)
    groups = collections.defaultdict(list)
    depth = 2 if args.by == "module" else 0
    for name, body in zip(readable, code):
        groups[group(name, depth) if name else "(unnamed)"].append(body)
    if 11 in found:
        anonymous = []
        for i, segment in enumerate(segments(found[11])):
            name = data_names.get(i, "")
            if "Lanon" in name or not name:
                anonymous.append(segment)
            else:
                groups[data_group(name)].append(segment)
        # Segments in order are memory in order: an embedded file may run across two.
        groups["data: other constants"].append(carve(b"".join(anonymous), embedded(args.source), groups))
    whole = len(zlib.compress(data, 9))
    rows = []
    for name, parts in groups.items():
        joined = b"".join(parts)
        rows.append((len(zlib.compress(joined, 9)), len(joined), name))
    rows.sort(reverse=True)
    print(f"{args.wasm}: {len(data)} bytes, {whole} gzipped (names kept: the names are not counted below)")
    print(f"{'gzipped':>10} {'raw':>10}  group")
    for gz, size, name in rows[:args.top]:
        print(f"{gz:>10} {size:>10}  {name}")
    rest = rows[args.top:]
    print(f"{sum(r[0] for r in rest):>10} {sum(r[1] for r in rest):>10}  the other {len(rest)} groups")


if __name__ == "__main__":
    main()
