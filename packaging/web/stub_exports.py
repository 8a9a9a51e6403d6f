#!/usr/bin/env python3
"""Points exports whose names start with one of the given prefixes at a stub that traps.

printpdf and azul export a JavaScript API of their own (Pdf_*, Az*) whenever they are built
for wasm; the app never calls it, but each export keeps everything behind it alive (PDF
parsing, SVG rendering, serde for every operation). The exports stay (wasm-bindgen looks for
them), but lead to a one-instruction function, so wasm-opt can drop the code they kept.

usage: stub_exports.py IN.wasm OUT.wasm PREFIX...
"""

import sys


def leb(data, pos):
    value = shift = 0
    while True:
        byte = data[pos]
        pos += 1
        value |= (byte & 0x7F) << shift
        shift += 7
        if byte < 0x80:
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


def main():
    src, dst, *prefixes = sys.argv[1:]
    data = open(src, "rb").read()
    assert data[:4] == b"\0asm", "not a wasm module"
    parts = list(sections(data))
    n_imports = 0
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
