#!/usr/bin/env python3
"""Merges a wasm module's active data segments into as few as write the same memory.

The web build links with one data segment per static (`--no-merge-data-segments`,
.cargo/config.toml), so that trim_wasm.py can blank the PDF writer's unused tables by name;
the app's first module kept some 13,000 of them and the PDF writer some 4,900, and a
browser copies each one separately when it instantiates a module, on the phone's main
thread (the app's before its first screen).
Segments that follow one another in memory become one; the bytes between them, which no
segment writes and fresh memory holds as zeros, are written as zeros. A gap wider than
MAX_GAP starts a new segment instead (zeros cost little once compressed, but nothing at all
left out). Only modules whose segments are all active, at constant i32 addresses of one
memory and not overlapping, are merged; anything else (a passive segment) is left as it
is, and said. Code that names a segment (`data.drop`) would name the wrong one: build.sh
validates the result. The data segments' names go (they would name the wrong segments);
every other section is kept byte for byte.

usage: merge_data.py IN.wasm OUT.wasm
"""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from trim_wasm import leb, sections, sleb, uleb  # noqa: E402

DATA, DATA_COUNT, CUSTOM = 11, 12, 0
I32_CONST, END = 0x41, 0x0B
MAX_GAP = 64 * 1024


def segments(body):
    """(address, bytes) of each segment, or None where one is not active at a constant."""
    count, p = leb(body, 0)
    found = []
    for _ in range(count):
        flags, p = leb(body, p)
        if flags != 0 or body[p] != I32_CONST:
            return None
        address, p = leb(body, p + 1, signed=True)
        if body[p] != END:
            return None
        size, p = leb(body, p + 1)
        found.append((address & 0xFFFFFFFF, body[p:p + size]))
        p += size
    return found


def merged(found):
    found = sorted(found, key=lambda s: s[0])
    out = []
    for address, data in found:
        if out:
            start, joined = out[-1]
            end = start + len(joined)
            if address < end:
                return None  # overlapping: the order would matter
            if address - end <= MAX_GAP:
                joined.extend(bytes(address - end))
                joined.extend(data)
                continue
        out.append((address, bytearray(data)))
    return out


def without_data_names(body):
    """A name section's body without its data segment names (subsection 9)."""
    n, p = leb(body, 0)
    out = bytearray(body[:p + n])
    p += n
    while p < len(body):
        sub = body[p]
        size, start = leb(body, p + 1)
        if sub != 9:
            out += body[p:start + size]
        p = start + size
    return bytes(out)


def active(address, data):
    """An active segment of memory 0 writing `data` at `address` (an i32, so signed)."""
    signed = address - (1 << 32) if address >= 1 << 31 else address
    return (b"\x00" + bytes([I32_CONST]) + sleb(signed) + bytes([END]) + uleb(len(data))
            + bytes(data))


def section(sid, body):
    return bytes([sid]) + uleb(len(body)) + body


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    with open(sys.argv[1], "rb") as f:
        module = f.read()
    parts = list(sections(module))
    data = [body for sid, body in parts if sid == DATA]
    found = segments(data[0]) if len(data) == 1 else None
    joined = merged(found) if found is not None else None
    if joined is None:
        print(f"merge_data: {sys.argv[1]}: segments not all active at constant, separate "
              f"addresses; left as they are")
        with open(sys.argv[2], "wb") as f:
            f.write(module)
        return
    out = bytearray(module[:8])
    for sid, body in parts:
        if sid == DATA:
            body = uleb(len(joined)) + b"".join(active(address, data) for address, data in joined)
        elif sid == DATA_COUNT:
            body = uleb(len(joined))
        elif sid == CUSTOM:
            n, p = leb(body, 0)
            if body[p:p + n] == b"name":
                body = without_data_names(body)
        out += section(sid, body)
    with open(sys.argv[2], "wb") as f:
        f.write(out)
    print(f"merge_data: {sys.argv[1]}: {len(found)} data segments written as {len(joined)}")


if __name__ == "__main__":
    main()
