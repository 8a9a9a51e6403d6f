#!/usr/bin/env python3
"""Records which functions the web app's first screen runs, into first-screen.txt (the list
split_wasm.py keeps in the first module). Run by hand when the start-up changes (a
function left off the list makes every start wait for the rest of the app: the web test
fails when Home's first frame or a reopened game's start calls into the rest, and notes a
later call that came before the rest was in):

    WEB_KEEP_NAMES=1 packaging/web/build.sh target/web-names
    cargo test --locked --test all -- --ignored --nocapture --exact \\
        ui::web_taps::print_taps_for_the_web_test | sed -n 's/^WEB_TAPS //p' > target/taps.json
    python3 packaging/web/profile_first_screen.py target/web-names target/taps.json

The whole module as it was before the split (build.sh keeps it, with its glue, in
target/web-whole/ when names are kept) is instrumented by wasm-split, served in place of the
split one, and run in headless Chromium (tests/web/drive.py's phone): a first visit to Home,
then a Do Not Forsake Me game (a turn in) and a Sherwood game each reopened at start, with
outcomes spoken and without. The functions any of them ran are the list, with the names it
listed before that the build still has.
"""

import base64
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.join(HERE, "..", "..")
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(ROOT, "tests", "web"))
from split_wasm import hashless, mend_table_export  # noqa: E402
from drive import (  # noqa: E402
    SETTINGS_KEY, as_an_older_version_kept, browser, first_frame, serve, tap, wait_for)

FEATURES = ["--enable-bulk-memory", "--enable-nontrapping-float-to-int", "--enable-sign-ext",
            "--enable-mutable-globals", "--enable-reference-types", "--enable-multivalue"]

# The counters' reader: the instrumented module writes them into its memory on asking.
READER = """window.pnpProfile = () => {
const size = 1 << 20, at = wasm.__wbindgen_malloc(size, 8) >>> 0;
const n = wasm.__write_profile(at, size);
const bytes = new Uint8Array(wasm.memory.buffer, at, n);
let text = ""; for (let i = 0; i < n; i++) text += String.fromCharCode(bytes[i]);
wasm.__wbindgen_free(at, size, 8);
return btoa(text);
};
"""


def site(dist, whole, work):
    """DIST with the instrumented whole module and its own glue in place of the split ones."""
    out = os.path.join(work, "site")
    shutil.copytree(dist, out)
    instrumented = os.path.join(work, "instrumented.wasm")
    subprocess.run(["wasm-split", "--instrument", *FEATURES,
                    os.path.join(whole, "pnp-companion_bg.wasm"), "-o", instrumented], check=True)
    data = mend_table_export(open(instrumented, "rb").read())
    open(os.path.join(out, "pnp-companion_bg.wasm"), "wb").write(data)
    glue = open(os.path.join(whole, "pnp-companion.js"), encoding="utf-8").read()
    anchor = "wasm = instance.exports;\n"
    if glue.count(anchor) != 1:
        sys.exit("profile_first_screen: the glue has changed; cannot add the reader")
    open(os.path.join(out, "pnp-companion.js"), "w", encoding="utf-8").write(
        glue.replace(anchor, anchor + READER))
    # No service worker: every visit runs the files served now.
    open(os.path.join(out, "sw.js"), "w").write("")
    return out


def profile(driver, work, name):
    time.sleep(1.5)
    data = base64.b64decode(driver.execute_script("return window.pnpProfile()"))
    path = os.path.join(work, name + ".prof")
    open(path, "wb").write(data)
    print(f"  {name}: {len(data)} bytes of counters")
    return path


def said_names(line, prefix):
    """The function names on one of wasm-split's lines, without their hashes (binaryen's
    numbers for unnamed functions left out: they change with every build)."""
    names = {hashless(n) for n in line[len(prefix):].split(", ")} if line else set()
    return {n for n in names if n and not re.fullmatch(r"\d+", n)}


def reopened(driver, taps, work, profiles, prefix):
    """Each game reopened as a player finds it: Do Not Forsake Me a turn in (the web test's
    taps: a move, the events, a scan; an outcome and a log to show), Sherwood at its start."""
    for new, steps in [("new_dnfm", ["move_1", "to_events", "scan"]), ("new_sherwood", [])]:
        tap(driver, taps[new])
        wait_for("the game", lambda: driver.title != "PnP Companion", timeout=20)
        for step in steps:
            tap(driver, taps[step])
            time.sleep(0.5)
        time.sleep(1.5)  # the autosave
        driver.refresh()
        first_frame(driver)
        profiles.append(profile(driver, work, prefix + "reopened-" + new))
        tap(driver, taps["home"])


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    dist, taps_file = sys.argv[1], sys.argv[2]
    whole = os.path.join(ROOT, "target", "web-whole")
    taps = json.load(open(taps_file))
    with tempfile.TemporaryDirectory() as work:
        server = serve(site(dist, whole, work))
        driver = browser(os.path.join(work, "downloads"))
        profiles = []
        try:
            url = f"http://127.0.0.1:{server.server_address[1]}/"
            driver.get(url)
            first_frame(driver)
            profiles.append(profile(driver, work, "home"))
            reopened(driver, taps, work, profiles, "")
            # A player of an older version, in a browser of its own: its settings (outcomes
            # spoken) in localStorage, moved over at start (the web test's first visit); the
            # games reopened there too, where the screen says what was spoken since.
            older = browser(os.path.join(work, "downloads-older"))
            try:
                older.get(url + "icons/icon-192.png")
                as_an_older_version_kept(older, {SETTINGS_KEY: taps["speaking_settings"]})
                older.get(url)
                first_frame(older)
                profiles.append(profile(older, work, "home-after-an-older-version"))
                reopened(older, taps, work, profiles, "spoken-")
            finally:
                older.quit()
        finally:
            driver.quit()
            server.shutdown()
        merged = os.path.join(work, "merged.prof")
        subprocess.run(["wasm-split", "--merge-profiles", *profiles, "-o", merged], check=True)
        said = subprocess.run(
            ["wasm-split", "--split", "-v", *FEATURES, f"--profile={merged}",
             "-o1", os.path.join(work, "1.wasm"), "-o2", os.path.join(work, "2.wasm"),
             os.path.join(whole, "pnp-companion_bg.wasm")],
            check=True, capture_output=True, text=True)
        said = said.stdout + said.stderr
    line = next((l for l in said.splitlines() if l.startswith("Keeping functions: ")), None)
    if line is None:
        sys.exit("profile_first_screen: wasm-split said no functions to keep")
    names = said_names(line, "Keeping functions: ")
    listed = os.path.join(HERE, "first-screen.txt")
    with open(listed, encoding="utf-8") as f:
        lines = f.readlines()
    head = [l for l in lines if l.startswith("#")]
    # What one run draws is not all a first screen may draw (a shape clipped at the screen's
    # edge runs tiny-skia's clipper): the names already listed stay while the build has them.
    split = next((l for l in said.splitlines() if l.startswith("Splitting out functions: ")), "")
    present = names | said_names(split, "Splitting out functions: ")
    before = {l.strip() for l in lines if l.strip() and l[0] != "#"}
    names = sorted(names | (before & present))
    with open(listed, "w", encoding="utf-8") as f:
        f.write("".join(head) + "\n".join(names) + "\n")
    print(f"profile_first_screen: {len(names)} names written to {listed}")


if __name__ == "__main__":
    main()
