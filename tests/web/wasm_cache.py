#!/usr/bin/env python3
"""Does Chromium keep the app's compiled code between visits? Loads the web app once with
nothing cached and then again VISITS-1 times in the same browser (the phone of
phone_startup.py: 4x slower CPU, 9 Mbps, 60 ms), and prints for each visit what V8's trace
says it did with the wasm: streamed it from the response (the service worker's on a repeat
visit), took it from the code cache or wrote it there, and how many functions it compiled
lazily as they were first called (all of them again on a visit the cache did not serve).

usage: wasm_cache.py DIST [--visits N] [--stay SECONDS]

--stay is how long each visit stays open before the next one (V8 writes its code cache only
once the module has run a while and its hot functions are optimised). Set CHROMIUM_FLAGS for
an experiment (e.g. "--js-flags=--wasm-caching-threshold=1000"). Reports; exits non-zero
only when the page never draws.
"""

import argparse
import collections
import json
import os
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from drive import browser  # noqa: E402
from phone_startup import PROBE, load, serve  # noqa: E402

CATEGORIES = "devtools.timeline,disabled-by-default-devtools.timeline,v8.wasm"


def wasm_events(driver):
    """How often each wasm trace event came since the last call, by name."""
    counts = collections.Counter()
    for entry in driver.get_log("performance"):
        message = json.loads(entry["message"])["message"]
        if message.get("method") == "Tracing.dataCollected":
            name = message["params"].get("name", "")
            if "wasm" in name.lower():
                counts[name] += 1
    return counts


def what_v8_did(counts):
    said = []
    if counts["v8.wasm.streamFromResponseCallback"]:
        said.append("streamed from the response")
    if any("moduleCacheHit" in n or "Deserializ" in n for n in counts):
        said.append("TOOK IT FROM THE CODE CACHE")
    if any("cachedModule" in n or ("Serializ" in n and "Deserializ" not in n) for n in counts):
        said.append("wrote the code cache")
    said.append(f"{counts['wasm.CompileLazy']} functions compiled lazily")
    return ", ".join(said)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("dist")
    ap.add_argument("--visits", type=int, default=4)
    ap.add_argument("--stay", type=float, default=8.0)
    args = ap.parse_args()

    server, url = serve(os.path.abspath(args.dist), brotli=False)
    driver = browser(tempfile.mkdtemp(prefix="wasm-cache-"), trace_categories=CATEGORIES)
    driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": PROBE})
    rows = []
    try:
        for visit in range(1, args.visits + 1):
            marks = load(driver, url)
            if not marks.get("drawn"):
                sys.exit(f"visit {visit}: the app never drew")
            time.sleep(args.stay)
            driver.get("about:blank")  # the visit ends: what V8 writes on leaving is written
            time.sleep(1)
            compile_ms = (marks.get("wasmReady") or 0) - (marks.get("wasmStart") or 0)
            rows.append((visit, what_v8_did(wasm_events(driver)), compile_ms, marks["drawn"]))
    finally:
        driver.quit()
        server.shutdown()

    print("visit  compiled and instantiated  first frame  what V8 did with the wasm")
    for visit, said, compile_ms, drawn in rows:
        print(f"{visit:5}  {compile_ms:22.0f} ms  {drawn:8.0f} ms  {said}")


if __name__ == "__main__":
    main()
