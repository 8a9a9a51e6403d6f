#!/usr/bin/env python3
"""Trims what the web app carries but never uses, before wasm-opt and wasm-bindgen.

--stub PREFIX...: printpdf and azul export a JavaScript API of their own (Pdf_*, Az*)
  whenever they are built for wasm; the app never calls it, but each export keeps everything
  behind it alive (PDF parsing, SVG rendering, serde for every operation). The exports stay
  (wasm-bindgen looks for them) but lead to a one-instruction function that traps, so
  wasm-opt drops the code they kept.
--blank FILE...: data the app never reads, found byte for byte (a file a crate embeds).
  The bytes become zeros, which cost nothing once compressed. Each file must be found
  exactly once.
--blank-data REGEX...: the same for the data segments whose (mangled) names match one of
  the given regular expressions (the build keeps one named segment per static:
  --no-merge-data-segments). Each expression must match at least one segment.
--trap REGEX...: the functions whose names match one of the expressions get a body that
  traps, so wasm-opt drops what only they called. For code the app can never reach with the
  fonts and PDFs it has (a WOFF2 decoder, an encrypted PDF's cipher); a trap reached would
  stop the app, which the web test would see. Each expression must match at least one
  function.

usage: trim_wasm.py IN.wasm OUT.wasm [--stub PREFIX...] [--blank FILE...] [--blank-data REGEX...]
  [--trap REGEX...]
"""

import re
import sys


def leb(data, pos, signed=False):
    """The LEB128 number at `pos` (unsigned, or signed as an `i32.const` holds it) and the
    position after it."""
    value = shift = 0
    while True:
        byte = data[pos]
        pos += 1
        value |= (byte & 0x7F) << shift
        shift += 7
        if byte < 0x80:
            if signed and byte & 0x40:
                value -= 1 << shift
            return value, pos


def uleb(value):
    out = bytearray()
    while True:
        byte = value & 0x7F
        value >>= 7
        if value:
            out.append(byte | 0x80)
        else:
            out.append(byte)
            return bytes(out)


def sleb(value):
    """A signed number as LEB128 bytes (an `i32.const`'s operand)."""
    out = bytearray()
    while True:
        byte = value & 0x7F
        value >>= 7
        if (value == 0 and not byte & 0x40) or (value == -1 and byte & 0x40):
            out.append(byte)
            return bytes(out)
        out.append(byte | 0x80)


def sections(data):
    pos = 8
    while pos < len(data):
        size, body = leb(data, pos + 1)
        yield data[pos], data[body : body + size]
        pos = body + size


def imported_functions(body):
    count, p = leb(body, 0)
    funcs = 0
    for _ in range(count):
        for _ in range(2):  # module and field names
            n, p = leb(body, p)
            p += n
        kind = body[p]
        p += 1
        if kind == 0:  # function: type index
            _, p = leb(body, p)
            funcs += 1
        elif kind == 1:  # table: reftype, limits
            p += 1
            flags, p = leb(body, p)
            _, p = leb(body, p)
            if flags & 1:
                _, p = leb(body, p)
        elif kind == 2:  # memory: limits
            flags, p = leb(body, p)
            _, p = leb(body, p)
            if flags & 1:
                _, p = leb(body, p)
        elif kind == 3:  # global: valtype, mutability
            p += 2
        else:  # tag
            p += 1
            _, p = leb(body, p)
    return funcs


def blank(data, files):
    data = bytearray(data)
    total = 0
    for path in files:
        needle = open(path, "rb").read()
        at = data.find(needle)
        if at < 0 or data.find(needle, at + 1) >= 0:
            sys.exit(f"trim_wasm: {path} is not in the module exactly once; nothing blanked")
        data[at : at + len(needle)] = bytes(len(needle))
        total += len(needle)
    print(f"blanked {len(files)} files ({total} bytes)")
    return bytes(data)


def data_names(data, subsection=9):
    """Data segment index -> name, from the name section (function names: subsection 1)."""
    names = {}
    for sid, body in sections(data):
        if sid != 0:
            continue
        n, p = leb(body, 0)
        if body[p : p + n] != b"name":
            continue
        p += n
        while p < len(body):
            sub = body[p]
            size, start = leb(body, p + 1)
            if sub == subsection:
                count, q = leb(body, start)
                for _ in range(count):
                    index, q = leb(body, q)
                    length, q = leb(body, q)
                    names[index] = body[q : q + length].decode("utf-8", "replace")
                    q += length
            p = start + size
    return names


def blank_data(data, wanted):
    names = data_names(data)
    out = bytearray(data)
    pos = 8
    hits = {w: 0 for w in wanted}
    total = 0
    while pos < len(data):
        size, body = leb(data, pos + 1)
        if data[pos] == 11:
            count, p = leb(data, body)
            for index in range(count):
                flag, p = leb(data, p)
                if flag in (0, 2):
                    if flag == 2:
                        _, p = leb(data, p)
                    p += 1  # i32.const
                    _, p = leb(data, p)
                    p += 1  # end
                length, p = leb(data, p)
                name = names.get(index, "")
                for w in wanted:
                    if re.search(w, name):
                        out[p : p + length] = bytes(length)
                        hits[w] += 1
                        total += length
                        break
                p += length
        pos = body + size
    missing = [w for w, n in hits.items() if n == 0]
    if missing:
        sys.exit(f"trim_wasm: no data segment named like {missing}; nothing blanked")
    print(f"blanked {sum(hits.values())} data segments ({total} bytes)")
    return bytes(out)


def trap_functions(data, wanted, n_imports):
    """The bodies of the functions named like one of `wanted` become `unreachable`."""
    names = data_names(data, subsection=1)
    hits = {w: 0 for w in wanted}
    out = bytearray(data[:8])
    for sid, body in sections(data):
        if sid == 10:
            count, p = leb(body, 0)
            bodies = []
            for index in range(count):
                size, start = leb(body, p)
                name = names.get(n_imports + index, "")
                hit = next((w for w in wanted if re.search(w, name)), None)
                if hit is None:
                    bodies.append(body[p : start + size])
                else:
                    hits[hit] += 1
                    bodies.append(bytes([3, 0, 0x00, 0x0B]))
                p = start + size
            body = uleb(count) + b"".join(bodies)
        out += bytes([sid]) + uleb(len(body)) + body
    missing = [w for w, n in hits.items() if n == 0]
    if missing:
        sys.exit(f"trim_wasm: no function named like {missing}; nothing trapped")
    print(f"trapped {sum(hits.values())} functions")
    return bytes(out)


def main():
    src, dst, *rest = sys.argv[1:]
    lists = {"--stub": [], "--blank": [], "--blank-data": [], "--trap": []}
    into = None
    for arg in rest:
        if arg in lists:
            into = lists[arg]
        elif into is None:
            sys.exit(__doc__)
        else:
            into.append(arg)
    prefixes = lists["--stub"]
    data = open(src, "rb").read()
    assert data[:4] == b"\0asm", "not a wasm module"
    if lists["--blank"]:
        data = blank(data, lists["--blank"])
    if lists["--blank-data"]:
        data = blank_data(data, lists["--blank-data"])
    n_imports = next((imported_functions(b) for sid, b in sections(data) if sid == 2), 0)
    if lists["--trap"]:
        data = trap_functions(data, lists["--trap"], n_imports)
    parts = list(sections(data))
    types = []
    for sid, body in parts:
        if sid == 2:
            n_imports = imported_functions(body)
        if sid == 3:
            count, p = leb(body, 0)
            for _ in range(count):
                t, p = leb(body, p)
                types.append(t)
    stubs = {}  # type index -> new function index
    stubbed = []
    new_parts = []
    for sid, body in parts:
        if sid == 7:
            count, p = leb(body, 0)
            entries = []
            for _ in range(count):
                n, p2 = leb(body, p)
                name = body[p2 : p2 + n].decode()
                kind = body[p2 + n]
                index, p3 = leb(body, p2 + n + 1)
                head = body[p : p2 + n + 1]
                if kind == 0 and index >= n_imports and any(name.startswith(x) for x in prefixes):
                    t = types[index - n_imports]
                    if t not in stubs:
                        stubs[t] = n_imports + len(types) + len(stubs)
                    index = stubs[t]
                    stubbed.append(name)
                entries.append(head + uleb(index))
                p = p3
            body = uleb(count) + b"".join(entries)
        new_parts.append((sid, body))
    out = bytearray(data[:8])
    for sid, body in new_parts:
        if sid == 3 and stubs:
            count, p = leb(body, 0)
            body = uleb(count + len(stubs)) + body[p:] + b"".join(uleb(t) for t in stubs)
        if sid == 10 and stubs:
            count, p = leb(body, 0)
            trap = bytes([3, 0, 0x00, 0x0B])  # size 3: no locals, unreachable, end
            body = uleb(count + len(stubs)) + body[p:] + trap * len(stubs)
        out += bytes([sid]) + uleb(len(body)) + body
    open(dst, "wb").write(out)
    print(f"stubbed {len(stubbed)} exports ({len(stubs)} stub functions)")


if __name__ == "__main__":
    main()
