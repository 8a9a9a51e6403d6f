#!/usr/bin/env python3
"""Plays the web app in headless Chromium as a phone would (touch, 412 x 915 CSS pixels,
device pixel ratio 2): the home screen draws, a tap starts a Do Not Forsake Me game, a turn
is played by taps, a reload returns to it from the browser's storage, a reload with the server
gone still works (the service worker), the print kit is made and downloaded, and an export
gives the desktop's save file.
Screenshots of each step go to the output folder. Also measures start-up against a static
one-button page.

usage: drive.py DIST TAPS_JSON OUT_DIR DESKTOP_BINARY [FIGURES_TSV]

A second site, DIST with a new version stamp, is made beside OUT_DIR for the update step.

With FIGURES_TSV, the measured figures are written there once the test passes, one per line
(measure, figure, budget, verdict, tab-separated), for tests/web/run.sh --record.
"""

import base64
import functools
import http.server
import io
import json
import os
import re
import shutil
import statistics
import struct
import subprocess
import sys
import threading
import time
import zipfile
import zlib

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.actions import interaction
from selenium.webdriver.common.actions.action_builder import ActionBuilder
from selenium.webdriver.common.actions.pointer_input import PointerInput
from selenium.webdriver.common.by import By

WIDTH, HEIGHT, RATIO = 412, 915, 2.0
# The phone made tall enough for the whole Print page, for the print shop's step (as
# tests/ui/web_taps.rs's TALL_PHONE).
TALL_HEIGHT = 2400
SAVE_KEY = "pnp-companion/saves/do-not-forsake-me.json"
SETTINGS_KEY = "pnp-companion/settings.json"
HERE = os.path.dirname(os.path.abspath(__file__))


class Quiet(http.server.SimpleHTTPRequestHandler):
    extensions_map = {
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".wasm": "application/wasm",
        ".ftl": "text/plain; charset=utf-8",
        ".js": "text/javascript",
        ".webmanifest": "application/manifest+json",
    }

    def log_message(self, *args):
        pass


class Reusable(http.server.ThreadingHTTPServer):
    allow_reuse_address = True


def serve(folder, port=0):
    server = Reusable(("127.0.0.1", port), functools.partial(Quiet, directory=folder))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


def browser(downloads, trace_categories=None, lang="en-US"):
    """Headless Chromium as a phone whose languages are `lang`; with trace_categories, the
    trace events of those categories are in the driver's "performance" log."""
    options = webdriver.ChromeOptions()
    if trace_categories:
        options.set_capability("goog:loggingPrefs", {"performance": "ALL"})
        options.add_experimental_option("perfLoggingPrefs",
                                        {"traceCategories": trace_categories})
    options.binary_location = os.environ.get("CHROMIUM", "/usr/bin/chromium")
    for arg in [
        "--headless=new",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--disable-background-networking",
        "--disable-extensions",
        "--no-first-run",
        f"--lang={lang}",
        # The emulated phone's pixels are real ones: without this, headless Chromium reports
        # device pixels equal to CSS pixels to the ResizeObserver while devicePixelRatio says 2.
        f"--force-device-scale-factor={RATIO}",
    ] + os.environ.get("CHROMIUM_FLAGS", "").split():  # flags of an experiment, if any
        options.add_argument(arg)
    options.add_experimental_option(
        "mobileEmulation",
        {
            "deviceMetrics": {
                "width": WIDTH,
                "height": HEIGHT,
                "pixelRatio": RATIO,
                "touch": True,
            },
            "userAgent": "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 "
            "(KHTML, like Gecko) Chrome/156.0 Mobile Safari/537.36",
        },
    )
    options.add_experimental_option(
        "prefs",
        {
            "download.default_directory": downloads,
            "download.prompt_for_download": False,
            "intl.accept_languages": lang,
        },
    )
    service = Service(os.environ.get("CHROMEDRIVER", "/usr/bin/chromedriver"))
    driver = webdriver.Chrome(options=options, service=service)
    driver.execute_cdp_cmd(
        "Browser.setDownloadBehavior",
        {"behavior": "allow", "downloadPath": downloads},
    )
    return driver


# Resolves once the canvas has drawn something other than the page's background: the
# time since navigation (ms), or -1 after 20 s.
FIRST_FRAME = """
const done = arguments[arguments.length - 1];
const selector = arguments[0];
function drawn() {
  const el = document.querySelector(selector);
  if (!el) return false;
  if (el.tagName !== "CANVAS") return true;
  if (el.width < 10 || el.height < 10) return false;
  const ctx = el.getContext("2d");
  if (!ctx) return true;
  const px = ctx.getImageData(0, 0, el.width, el.height).data;
  for (let i = 0; i < px.length; i += 4 * 97) {
    if (px[i] !== px[0] || px[i + 1] !== px[1] || px[i + 2] !== px[2]) return true;
  }
  return false;
}
function check() {
  if (drawn()) { done(performance.now()); return; }
  if (performance.now() > 20000) { done(-1); return; }
  requestAnimationFrame(check);
}
check();
"""


def first_frame(driver, selector="canvas"):
    driver.set_script_timeout(30)
    return driver.execute_async_script(FIRST_FRAME, selector)


# Watches the canvas from a finger's press (the real, trusted event) to the first frame that
# differs: the app's update, view and drawing of one action, in the browser (an upper bound:
# the frame is found at the browser's next animation frame).
WATCH_TAPS = """
const canvas = document.querySelector("canvas");
const ctx = canvas.getContext("2d");
const snap = () => ctx.getImageData(0, 0, canvas.width, canvas.height).data;
window.__taps = [];
canvas.addEventListener("pointerdown", () => {
  const start = performance.now();
  const before = snap();
  const check = () => {
    const now = snap();
    for (let i = 0; i < now.length; i += 4 * 31) {
      if (now[i] !== before[i] || now[i + 1] !== before[i + 1] || now[i + 2] !== before[i + 2]) {
        window.__taps.push(performance.now() - start);
        return;
      }
    }
    if (performance.now() - start < 5000) requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}, { capture: true });
"""


# The canvas kept as it is now (KEEP_CANVAS), and later how many of its pixels differ from
# that by more than rounding: the tiny-skia renderer redraws a changed region anew, and its
# anti-aliased edges may come out a step apart (seen: 5 pixels of the scrollbar's rounded
# end, by 1); a row left stale differs by whole glyphs and panels.
KEEP_CANVAS = """
const c = document.querySelector("canvas");
window.__kept = [c.width, c.height, c.getContext("2d").getImageData(0, 0, c.width, c.height).data];
"""
CANVAS_CHANGES = """
const c = document.querySelector("canvas");
const [w, h, a] = window.__kept;
if (c.width !== w || c.height !== h) return { size: [c.width, c.height], changed: -1 };
const b = c.getContext("2d").getImageData(0, 0, w, h).data;
let changed = 0, rounding = 0, top = -1, bottom = -1;
for (let i = 0; i < b.length; i += 4) {
  const d = Math.max(Math.abs(a[i] - b[i]), Math.abs(a[i + 1] - b[i + 1]),
                     Math.abs(a[i + 2] - b[i + 2]), Math.abs(a[i + 3] - b[i + 3]));
  if (d > 16) {
    changed++;
    const y = Math.floor(i / 4 / w);
    if (top < 0) top = y;
    bottom = y;
  } else if (d) rounding++;
}
return { changed, rounding, rows: [top, bottom] };
"""


def tap(driver, at, settle=0.6):
    x, y = at
    finger = PointerInput(interaction.POINTER_TOUCH, "finger")
    actions = ActionBuilder(driver, mouse=finger)
    actions.pointer_action.move_to_location(int(x), int(y)).pointer_down().pause(
        0.08
    ).pointer_up()
    actions.perform()
    time.sleep(settle)


def wait_for(what, check, timeout=10.0):
    end = time.time() + timeout
    while time.time() < end:
        value = check()
        if value:
            return value
        time.sleep(0.1)
    raise AssertionError(f"timed out waiting for {what}")


# The page's store: IndexedDB "pnp-companion", object store "files", keys without the
# "pnp-companion/" of the older localStorage entries. Opened without creating it.
IDB = """
const done = arguments[arguments.length - 1];
const r = indexedDB.open("pnp-companion");
r.onupgradeneeded = () => r.transaction.abort();
r.onerror = () => done(null);
r.onsuccess = () => {
  const db = r.result;
  if (!db.objectStoreNames.contains("files")) { db.close(); done(null); return; }
  const tx = db.transaction("files", "readwrite"), s = tx.objectStore("files");
  const act = (%s);
  tx.oncomplete = () => { db.close(); done(act.result === undefined ? null : act.result); };
  tx.onabort = () => { db.close(); done(null); };
};
"""


def in_store(driver, act, *args):
    """Runs `act` (an IDB request on `s`, the store) and gives its result."""
    driver.set_script_timeout(20)
    return driver.execute_async_script(IDB % act, *args)


def store_key(key):
    return key[len("pnp-companion/"):] if key.startswith("pnp-companion/") else key


def stored(driver, key):
    """The text the app keeps under `key` (deflated and base64 in IndexedDB)."""
    raw = in_store(driver, "s.get(arguments[0])", store_key(key))
    if raw is None:
        return None
    if raw.startswith("deflate:"):
        return zlib.decompress(base64.b64decode(raw[len("deflate:"):]), -15).decode()
    return raw


def stored_keys(driver):
    return in_store(driver, "s.getAllKeys()") or []


def as_an_older_version_kept(driver, entries):
    """The browser's storage as the version before IndexedDB left it: nothing in IndexedDB,
    `entries` (full key -> stored text) in localStorage. Run on a page of the site that does
    not hold the store open."""
    driver.set_script_timeout(20)
    assert driver.execute_async_script(
        "const done = arguments[1]; localStorage.clear();"
        "for (const [k, v] of Object.entries(arguments[0])) localStorage.setItem(k, v);"
        "const r = indexedDB.deleteDatabase('pnp-companion');"
        "r.onsuccess = () => done(true); r.onerror = r.onblocked = () => done(false);",
        entries,
    ), "IndexedDB could not be emptied"


def packed(text):
    """As the app stores text: deflated, base64, behind its marker."""
    c = zlib.compressobj(1, zlib.DEFLATED, -15)
    return "deflate:" + base64.b64encode(c.compress(text.encode()) + c.flush()).decode()


def actions_in(save_text):
    journal = json.loads(save_text)["data"]["journal"]
    return journal["cursor"]


def shot(driver, out, name):
    path = os.path.join(out, name + ".png")
    driver.save_screenshot(path)
    print(f"  screenshot {path}")


def live(driver, region):
    """The text of one of the page's live regions (`#live-screen`, `#live-state`,
    `#live-outcome`, `#live-notice`)."""
    return driver.execute_script(
        "const e = document.getElementById(arguments[0]); return e ? e.textContent : '';",
        region,
    )


# Steps both browsers play (this script and webkit.py); `press` is a finger's tap here and a
# mouse click in WebKit.


def told_to_install(driver, out, taps, press, expect_kept=False):
    """Told once to add the app to the home screen, unless the browser promised to keep the
    data; the notice's OK puts it away. Says whether the browser keeps the data, which must
    be what this browser is expected to say (a page that is no installed app: not kept, in
    headless Chromium and in WebKit alike), so the advice step is never skipped unseen."""
    kept = driver.execute_async_script(
        "const done = arguments[0];"
        "navigator.storage && navigator.storage.persisted"
        " ? navigator.storage.persisted().then(done, () => done(false)) : done(false);"
    )
    assert bool(kept) == expect_kept, (
        f"the browser {'keeps' if kept else 'does not keep'} the data, "
        f"expected {'kept' if expect_kept else 'not kept'}: the advice step's branch moved"
    )
    if not kept:
        wait_for("the home screen advice", lambda: "home screen" in live(driver, "live-notice"))
        shot(driver, out, "1-told-to-install")
        press(driver, taps["notice_ok"])
        wait_for("the notice put away", lambda: live(driver, "live-notice") == "")
    # A first visit's own offline copy is no new version (WebKit once offered it as one).
    assert not driver.execute_script("return window.pnpUpdate.ready;"), "an update offered on a first visit"
    return kept


def start_and_play_a_turn(driver, out, taps, press):
    """A game started with the seed typed on the number pad, a turn played; the autosave's
    number of actions."""
    press(driver, taps["seed_key"])
    shot(driver, out, "2-seed-typed")
    press(driver, taps["new_dnfm"])
    wait_for("the game's title", lambda: driver.title == "Do Not Forsake Me")
    # A screen reader is told the new screen's title, and no outcome yet.
    wait_for("the screen's title in its live region",
             lambda: live(driver, "live-screen") == "Do Not Forsake Me")
    assert live(driver, "live-outcome") == "", live(driver, "live-outcome")
    shot(driver, out, "2-new-game")
    for step in ["move_1", "to_events", "scan"]:
        press(driver, taps[step])
        shot(driver, out, "3-" + step)
    outcome_after_the_scan(driver, taps)
    # Home: its title is said, and the game's outcome is gone from the region; back to the
    # game, whose earlier outcomes are no news.
    press(driver, taps["home"])
    wait_for("home's title in its live region",
             lambda: live(driver, "live-screen") == "PnP Companion")
    assert live(driver, "live-outcome") == "", live(driver, "live-outcome")
    press(driver, taps["continue"])
    wait_for("the game again", lambda: live(driver, "live-screen") == "Do Not Forsake Me")
    assert live(driver, "live-outcome") == "", live(driver, "live-outcome")
    save = wait_for(
        "the autosave", lambda: (s := stored(driver, SAVE_KEY)) and actions_in(s) >= 3 and s
    )
    return actions_in(save)


def outcome_after_the_scan(driver, taps):
    """After the scan, the outcome region holds that outcome's words: what was done and the
    Dice Card's event, as the app's log shows them (tests/ui/web_taps.rs reads them off the
    same game headless)."""
    expected = taps["scan_outcome"]
    assert expected.startswith("Scan for events: Event scan: "), expected
    try:
        wait_for("the scan's outcome in its live region",
                 lambda: live(driver, "live-outcome") == expected)
    except AssertionError:
        raise AssertionError(f"#live-outcome says {live(driver, 'live-outcome')!r}, "
                             f"expected {expected!r}")
    polite = driver.execute_script(
        "const e = document.getElementById('live-outcome');"
        "return [e.getAttribute('aria-live'), e.getAttribute('role'),"
        " e.getBoundingClientRect().width > 0];"
    )
    assert polite == ["polite", "status", True], polite
    print(f"  #live-outcome: {expected!r}")


# What the page's speechSynthesis is given, kept as it is given: the text and language of
# each utterance, and whether the browser started and finished saying it (a headless
# browser may have no voice to say it with; the utterances are what the app controls).
LISTEN_TO_SPEECH = """
window.__spoken = [];
const synth = window.speechSynthesis;
const speak = synth.speak.bind(synth);
synth.speak = (u) => {
  const said = {text: u.text, lang: u.lang, started: false, ended: false, error: null};
  u.addEventListener('start', () => { said.started = true; });
  u.addEventListener('end', () => { said.ended = true; });
  u.addEventListener('error', (e) => { said.error = e.error; });
  window.__spoken.push(said);
  speak(u);
};
"""


def heard_the_scan(driver, taps):
    """With "Speak outcomes" on, the scan's outcome is given to the browser's voice, a
    sentence an utterance, in English: each utterance is words of the outcome the log shows
    (and the live region says)."""
    expected = taps["scan_outcome"]
    wait_for("the scan said aloud", lambda: any(
        "Event scan" in s["text"] for s in driver.execute_script("return window.__spoken;")))
    spoken = driver.execute_script("return window.__spoken;")
    scan = [s for s in spoken if s["text"] in expected and "Event scan" in expected]
    last = spoken[-len(scan):] if scan else []
    assert scan and last == scan, f"the scan's sentences, last: {spoken!r}"
    assert all(s["lang"] == "en" for s in spoken), spoken
    assert not any("Scan for events:" in s["text"] for s in spoken), \
        "the outcome is said, not the button's words"
    print(f"  spoken: {[s['text'] for s in scan]!r} "
          f"(started {sum(s['started'] for s in scan)}, ended {sum(s['ended'] for s in scan)}, "
          f"errors {[s['error'] for s in scan if s['error']]})")


def focus_the_rename_field(driver, taps, press):
    """From Home: a save's options, and a tap on its name field puts the keyboard's input in
    focus."""
    press(driver, taps["options"])
    press(driver, taps["rename_field"])
    wait_for(
        "the keyboard's input to take the focus",
        lambda: driver.execute_script("return document.activeElement.id;") == "soft-keyboard",
    )


PDF_WRITER_FETCHED = """
return performance.getEntriesByType("resource").map((e) => e.name.split("/").pop())
  .filter((n) => n.startsWith("pnp-pdf"));
"""


def print_the_kit(driver, out, taps, press, downloads):
    """From a game: Home, Print, Save PDF; the kit lands whole in `downloads`. The PDF
    writer (the second wasm) is fetched when Print opens, not before. Its bytes and its
    number of pages."""
    press(driver, taps["home"])
    wait_for("home", lambda: driver.title == "PnP Companion")
    assert driver.execute_script(PDF_WRITER_FETCHED) == [], "the PDF writer came before Print"
    press(driver, taps["print"])
    wait_for("the print screen", lambda: driver.title == "PnP Companion — Print")
    wait_for("the print screen's title in its live region",
             lambda: live(driver, "live-screen") == taps["print_screen"])
    assert live(driver, "live-outcome") == "", "the game's outcome is not carried along"
    wait_for("the PDF writer fetched on opening Print",
             lambda: sorted(driver.execute_script(PDF_WRITER_FETCHED)) == ["pnp-pdf.js", "pnp-pdf_bg.wasm"])
    began = time.time()
    press(driver, taps["save_pdf"])
    kit = os.path.join(downloads, "pnp-companion-kit.pdf")
    wait_for(f"{kit}", lambda: os.path.exists(kit) and os.path.getsize(kit) > 0, 60)
    print(f"  the kit downloaded {time.time() - began:.2f} s after the tap on Save")
    time.sleep(0.5)  # the file is written whole
    shot(driver, out, "6-printed")
    with open(kit, "rb") as f:
        pdf = f.read()
    pages = len(re.findall(rb"/Type\s*/Page[^s]", pdf))
    print(f"  {len(pdf) // 1024} KB, {pages} pages")
    assert pdf.startswith(b"%PDF-") and b"%%EOF" in pdf[-64:], "not a whole PDF"
    assert pages == 6, pages
    return pdf, pages


def phone_height(driver, height):
    """The emulated phone, `height` CSS pixels tall."""
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
        "width": WIDTH, "height": height, "deviceScaleFactor": RATIO, "mobile": True})
    time.sleep(1.0)


def shop_deck(driver, out, taps):
    """On the Print screen, with the share sheet stood in for: the phone made tall enough to
    show "Save the deck for The Game Crafter…" (no scrolling to reckon with), the tap, and
    the zip the share sheet gets read back: 36 PNGs named by card and side, each 825 × 1125
    pixels at 300 dpi."""
    phone_height(driver, TALL_HEIGHT)
    try:
        driver.execute_script("window.__shared = null; window.__sharedBytes = null;")
        began = time.time()
        tap(driver, taps["save_shop_deck"])
        shared = wait_for("the deck at the share sheet",
                          lambda: driver.execute_script("return window.__shared;"), 120)
        print(f"  drawn and shared {time.time() - began:.2f} s after the tap: {shared}")
        assert shared["name"] == "do-not-forsake-me-thegamecrafter.zip", shared
        assert shared["type"] == "application/zip" and shared["head"] == "PK\x03\x04\x14", shared
        shot(driver, out, "6c-shop-deck")
        data = base64.b64decode(driver.execute_script("return window.__sharedBytes;"))
        with zipfile.ZipFile(io.BytesIO(data)) as deck:
            names = deck.namelist()
            assert len(names) == 36, names
            assert names[:2] == ["card-01-front.png", "card-01-back.png"], names[:2]
            for name in names:
                png = deck.read(name)
                assert png[:8] == b"\x89PNG\r\n\x1a\n", name
                width, height = struct.unpack(">II", png[16:24])
                assert (width, height) == (825, 1125), (name, width, height)
                at = png.find(b"pHYs")
                per_metre = struct.unpack(">I", png[at + 4:at + 8])[0]
                assert at > 0 and abs(per_metre * 0.0254 - 300) < 0.1, (name, per_metre)
        print(f"  {len(names)} faces, 825 x 1125 pixels at 300 dpi, {len(data) // 1024} KB")
    finally:
        phone_height(driver, HEIGHT)


RENAMED = "Evening at the table"


def renamed(driver):
    """The save is under its new name, and the old one is gone."""
    key = "pnp-companion/saves/evening-at-the-table.json"
    wait_for("the renamed save", lambda: stored(driver, key))
    assert stored(driver, SAVE_KEY) is None, "the old name is gone"
    assert json.loads(stored(driver, key))["name"] == RENAMED


# Holds the app's code back until the test calls window.__release(), so that the picture of
# the last screen is what the page shows meanwhile; counts the presses the canvas gets.
HOLD_THE_APP = """
(() => {
  let release;
  const held = new Promise((r) => { release = r; });
  window.__release = release;
  for (const name of ["instantiateStreaming", "instantiate"]) {
    const original = WebAssembly[name];
    WebAssembly[name] = function (...args) { return held.then(() => original.apply(this, args)); };
  }
  window.__canvasPresses = 0;
  document.addEventListener("pointerdown", (e) => {
    if (e.target.tagName === "CANVAS") window.__canvasPresses++;
  }, true);
})();
"""


LAST_SCREEN = "pnp-companion/.last-screen"

# A Screen Wake Lock that is granted and let go 50 ms later, the page still shown.
DROPPED_WAKE_LOCK = """
Object.defineProperty(navigator, "wakeLock", { configurable: true, value: { request: async () => {
  const lock = new EventTarget();
  lock.release = async () => {};
  setTimeout(() => lock.dispatchEvent(new Event("release")), 50);
  return lock;
} } });
"""

# A phone's share sheet, as Safari on iOS and Chrome on Android offer it (Chromium on Linux
# has none): what it is handed is kept in window.__shared.
SHARE_SHEET = """
window.__shared = null;
Object.defineProperty(navigator, "canShare", { configurable: true,
  value: (d) => !!(d && d.files && d.files.length) });
Object.defineProperty(navigator, "share", { configurable: true, value: async (d) => {
  const f = d.files[0], b = new Uint8Array(await f.arrayBuffer());
  window.__shared = { name: f.name, type: f.type, size: f.size,
                      head: String.fromCharCode(...b.slice(0, 5)) };
  let text = "";
  for (let i = 0; i < b.length; i += 0x8000) text += String.fromCharCode(...b.subarray(i, i + 0x8000));
  window.__sharedBytes = btoa(text);
} });
"""


def command_key(driver, key):
    """Ctrl+KEY, as a keyboard beside the phone would type it (to the focused canvas)."""
    ctrl = {"key": "Control", "code": "ControlLeft", "windowsVirtualKeyCode": 17}
    code = {"key": key, "code": "Key" + key.upper(), "windowsVirtualKeyCode": ord(key.upper()),
            "modifiers": 2}
    # The app learns of Ctrl from its own key press, as from a real keyboard.
    driver.execute_cdp_cmd("Input.dispatchKeyEvent", {"type": "rawKeyDown", "modifiers": 2, **ctrl})
    driver.execute_cdp_cmd("Input.dispatchKeyEvent", {"type": "rawKeyDown", **code})
    driver.execute_cdp_cmd("Input.dispatchKeyEvent", {"type": "keyUp", **code})
    driver.execute_cdp_cmd("Input.dispatchKeyEvent", {"type": "keyUp", **ctrl})


def picture_and_a_tap(driver, out, taps):
    """On a reload the game's last screen is painted from the picture the page kept when it
    went; a tap on its Home button while the app is held back is kept (the page says so)
    and, once the app shows the same screen, given to it once: Home opens. Then back to the
    game."""
    hold = driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": HOLD_THE_APP})
    try:
        driver.refresh()
        wait_for("the picture painted",
                 lambda: driver.execute_script("return (window.__lastScreen || {}).painted;"))
        assert driver.execute_script("return !document.querySelector('canvas');"), \
            "the app was held back"
        shot(driver, out, "4b-picture")
        tap(driver, taps["home"], settle=0.3)
        assert driver.execute_script(
            "return document.getElementById('last-screen').classList.contains('tapped');"
        ), "the page shows the tap is kept"
        shot(driver, out, "4b-tap-kept")
        driver.execute_script("window.__release();")
        wait_for("the tap given", lambda: driver.execute_script(
            "return (window.__lastScreen || {}).tap;"))
        marks = driver.execute_script("return window.__lastScreen;")
        assert marks["tap"] == "given", f"the app's first screen looked like the picture: {marks}"
        wait_for("home, by the kept tap", lambda: driver.title == "PnP Companion")
        time.sleep(0.5)
        presses = driver.execute_script("return window.__canvasPresses;")
        assert presses == 1, f"the tap reached the app {presses} times"
        assert driver.execute_script("return !document.getElementById('last-screen');")
        print(f"  painted {marks['painted']:.0f} ms after navigation; the app shown at "
              f"{marks['shown']:.0f} ms (held back); the tap given once")
    finally:
        driver.execute_cdp_cmd("Page.removeScriptToEvaluateOnNewDocument", hold)
    tap(driver, taps["continue"])
    wait_for("the game again", lambda: driver.title == "Do Not Forsake Me")


# The language catalogues the page itself fetched (the service worker's own fetches are not
# the page's), by file name, in order.
LANGUAGES_FETCHED = """
return performance.getEntriesByType("resource").map((e) => e.name)
  .filter((n) => n.includes("/locales/")).map((n) => n.split("/locales/")[1]);
"""


def in_german(dist, downloads, out, taps):
    """A phone that asks for German: the page and the app speak it from the start (the app
    never told a language), and a game is played in it."""
    print("13. a browser that asks for German")
    server = serve(dist)  # a new origin: nothing stored, no setting
    driver = browser(downloads, lang="de-DE")
    try:
        driver.get(f"http://127.0.0.1:{server.server_address[1]}/")
        assert first_frame(driver) > 0, "the home screen never drew"
        # Only the player's language is downloaded before the first screen.
        fetched = driver.execute_script(LANGUAGES_FETCHED)
        assert fetched == ["de.ftl"], f"catalogues fetched before the first frame: {fetched}"
        print(f"  catalogues fetched before the first frame: {fetched}")
        wait_for("German on the page", lambda: driver.execute_script(
            "return document.documentElement.lang;") == "de")
        wait_for("Home's headline in German", lambda: live(driver, "live-state") == "Start")
        for step in ["de_notice_ok", "de_seed_key", "de_new_dnfm"]:
            tap(driver, taps[step])
        wait_for("the game", lambda: driver.title == "Do Not Forsake Me")
        began = live(driver, "live-state")
        assert began.startswith("Do Not Forsake Me, Zug 1: "), began
        tap(driver, taps["de_move_1"])
        wait_for("the ship moved", lambda: live(driver, "live-state") != began)
        moved = live(driver, "live-state")
        shot(driver, out, "13-german")
        assert moved.startswith("Do Not Forsake Me, Zug 1: "), moved
        print(f"  {began!r}, then {moved!r}")
        # The other languages are kept by the service worker after the first screen: French
        # comes from its cache with the server gone (a switch offline works).
        wait_for("French kept for offline", lambda: driver.execute_async_script(
            "const done = arguments[arguments.length - 1];"
            "caches.match('locales/fr.ftl', {ignoreSearch: true}).then((r) => done(!!r));"))
        server.shutdown()
        french = driver.execute_async_script(
            "const done = arguments[arguments.length - 1];"
            "window.pnpLoadCatalogue('fr').then((t) => done(t.slice(0, 40)), (e) => done('failed: ' + e));")
        assert french.startswith("#~ "), f"French offline: {french!r}"
        assert driver.execute_script(LANGUAGES_FETCHED) == ["de.ftl", "fr.ftl"]
    finally:
        driver.quit()
        server.shutdown()


def main():
    dist, taps_file, out, desktop = sys.argv[1:5]
    figures_file = sys.argv[5] if len(sys.argv) > 5 else None
    figures = []
    taps = json.load(open(taps_file))
    os.makedirs(out, exist_ok=True)
    downloads = os.path.join(out, "downloads")
    os.makedirs(downloads, exist_ok=True)
    for f in os.listdir(downloads):
        os.remove(os.path.join(downloads, f))

    server = serve(dist)
    url = f"http://127.0.0.1:{server.server_address[1]}/"
    static = serve(os.path.join(HERE, "static"))
    static_url = f"http://127.0.0.1:{static.server_address[1]}/"
    driver = browser(downloads)
    try:
        # Start-up: five cold loads each (fresh profile state: no cache, no worker).
        app_ms, static_ms = [], []
        for _ in range(5):
            driver.execute_cdp_cmd("Network.enable", {})
            driver.execute_cdp_cmd("Network.clearBrowserCache", {})
            driver.get(static_url)
            static_ms.append(first_frame(driver, "button"))
            driver.get(url + "?cold")
            app_ms.append(first_frame(driver))
            driver.execute_script(
                "return navigator.serviceWorker.getRegistrations()"
                ".then(rs => Promise.all(rs.map(r => r.unregister())));"
            )
        print(f"start-up: app {sorted(app_ms)} ms, static page {sorted(static_ms)} ms")
        app_med, static_med = statistics.median(app_ms), statistics.median(static_ms)
        print(
            f"start-up medians: app {app_med:.0f} ms, static {static_med:.0f} ms, "
            f"ratio {app_med / static_med:.2f}"
        )

        print("1. the home screen draws")
        # Outcomes spoken from the start (the settings as the app writes them, outcomes on):
        # what the browser's voice is given is heard below. Kept in localStorage as the
        # version before IndexedDB kept them: moved over on the first start.
        driver.get(url + "icons/icon-192.png")
        as_an_older_version_kept(driver, {SETTINGS_KEY: taps["speaking_settings"]})
        driver.get(url)
        home_drawn = first_frame(driver)
        assert home_drawn > 0, "the home screen never drew"
        driver.execute_script(LISTEN_TO_SPEECH)
        wait_for("the title", lambda: driver.title == "PnP Companion")
        # The service worker is in control before the server goes away below.
        driver.execute_async_script(
            "const done = arguments[0];"
            "navigator.serviceWorker.ready.then(() => done(true));"
        )
        print(f"  the browser keeps the data: {told_to_install(driver, out, taps, tap)}")
        canvas = driver.find_element(By.TAG_NAME, "canvas")
        size = driver.execute_script(
            "const c = arguments[0]; const r = c.getBoundingClientRect();"
            "return [r.width, r.height, c.width, c.height];",
            canvas,
        )
        print(f"  canvas: {size[0]}x{size[1]} CSS px, {size[2]}x{size[3]} device px")
        # The rest of the app (packaging/web/split_glue.py) comes once the first screen has
        # settled, before the player's first tap needs it.
        split = wait_for("the rest of the app", lambda: driver.execute_script(
            "const s = window.pnpSplit; return s && s.instance ? s : null"), timeout=20)
        print(f"  the rest of the app: {'; '.join(split['log'])}")
        if split["early"]:
            # It works (loaded at once), but the first screen waited for it:
            # packaging/web/profile_first_screen.py brings the list up to date.
            print(f"  NOTE: a function of the rest ran before the rest was in: {split['log']}")
        early = [float(n.split(" ms:")[0]) for n in split["log"] if "before it was in" in n]
        # Before Home's first frame nothing waits for a tap: a function of the rest called
        # then is one first-screen.txt lacks (new code on the way to the first frame), and
        # every start pays for the rest's load at once (about 50 ms on the phone model).
        assert not early or min(early) > home_drawn, (
            f"Home's first frame ({home_drawn:.0f} ms) called the rest of the app at "
            f"{min(early):.0f} ms: make packaging/web/first-screen.txt again with "
            f"packaging/web/profile_first_screen.py (its docstring says how)"
        )
        shot(driver, out, "1-home")
        assert abs(size[0] - WIDTH) < 2 and abs(size[2] - WIDTH * RATIO) < 4, size
        shot(driver, out, "1-home")

        print("2-3. a tap starts a Do Not Forsake Me game (seeded on the number pad, as tests/ui/web_taps.rs laid it out), a turn played by taps")
        played = start_and_play_a_turn(driver, out, taps, tap)
        heard_the_scan(driver, taps)
        print(f"  saved in the browser: {played} actions")

        print("4. a reload returns to the game, from the browser's storage")
        driver.refresh()
        assert first_frame(driver) > 0
        wait_for("the game reopened", lambda: driver.title == "Do Not Forsake Me")
        assert actions_in(stored(driver, SAVE_KEY)) == played
        # Served by the service worker: the rest's bytes were held before the app started,
        # and it came in after the first screen, not before it.
        split = wait_for("the rest of the app again", lambda: driver.execute_script(
            "const s = window.pnpSplit; return s && s.instance ? s : null"), timeout=20)
        print(f"  the rest of the app: {'; '.join(split['log'])}")
        assert any(line.endswith("held") for line in split["log"]), split["log"]
        # Nothing was tapped since the reload: a function of the rest called before it was
        # in is one on a resumed game's way to its first screen that first-screen.txt lacks
        # (App::rules_data once, when a second caller stopped it being inlined).
        early = [line for line in split["log"] if "before it was in" in line]
        assert not early, (
            f"the reopened game's start called the rest of the app: {early[0]}: make "
            f"packaging/web/first-screen.txt again with packaging/web/profile_first_screen.py "
            f"(its docstring says how)"
        )
        shot(driver, out, "4-resumed")

        print("4c. two tabs on one game: the second is told the game is open in the first, and writes nothing")
        first = driver.current_window_handle
        kept = stored(driver, SAVE_KEY)
        driver.switch_to.new_window("tab")
        driver.get(url)
        assert first_frame(driver) > 0
        wait_for("the second tab told", lambda: "another tab" in live(driver, "live-notice"))
        print(f"  second tab: {live(driver, 'live-notice')!r}")
        assert driver.title == "PnP Companion", f"the second tab opened {driver.title!r}"
        shot(driver, out, "4c-second-tab")
        # What the first tab writes, the second reads at once (the page's tabs share changes).
        driver.switch_to.window(first)
        driver.execute_script("pnpStore.put('saves/from-the-first-tab.json', '{}');")
        driver.switch_to.window(driver.window_handles[-1])
        wait_for("the first tab's write seen in the second",
                 lambda: driver.execute_script(
                     "return pnpStore.get('saves/from-the-first-tab.json') || null;") == "{}")
        driver.close()
        driver.switch_to.window(first)
        driver.execute_script("pnpStore.remove('saves/from-the-first-tab.json');")
        assert stored(driver, SAVE_KEY) == kept, "the first tab's save changed"
        assert actions_in(kept) == played

        print("4a. moved from an older version's localStorage: once, whole, then taken out of it")
        old_save, old_settings = stored(driver, SAVE_KEY), stored(driver, SETTINGS_KEY)
        driver.get(url + "icons/icon-192.png")
        as_an_older_version_kept(driver, {SAVE_KEY: packed(old_save),
                                          **({SETTINGS_KEY: old_settings} if old_settings else {})})
        # And a phone whose screen lock is granted and let go at once (WebKit bug 254545):
        # the game that reopens asks for it, and the player is told instead of promised.
        dropping = driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument",
                                          {"source": DROPPED_WAKE_LOCK})["identifier"]
        driver.get(url)
        assert first_frame(driver) > 0
        try:
            wait_for("the game reopened from the moved save", lambda: driver.title == "Do Not Forsake Me")
        except AssertionError:
            print(f"  notice: {live(driver, 'live-notice')!r}; title {driver.title!r}; "
                  f"locks {driver.execute_async_script('const d = arguments[0]; navigator.locks.query().then(q => d(JSON.stringify(q)));')}")
            raise
        wait_for("told the screen may still go dark",
                 lambda: "screen lock" in live(driver, "live-notice"))
        print(f"  lock let go at once: {live(driver, 'live-notice')!r}")
        driver.execute_cdp_cmd("Page.removeScriptToEvaluateOnNewDocument", {"identifier": dropping})
        # The page as it will be kept for 4b: the game without that notice.
        driver.refresh()
        assert first_frame(driver) > 0
        wait_for("the game again", lambda: driver.title == "Do Not Forsake Me")
        wait_for("no notice", lambda: live(driver, "live-notice") == "")
        time.sleep(0.5)
        assert stored(driver, SAVE_KEY) == old_save, "the moved save differs"
        left = driver.execute_script(
            "return Object.keys(localStorage).filter(k => !k.startsWith('pnp-companion/.'));")
        assert left == [], f"left in localStorage after the move: {left}"
        print(f"  moved: {sorted(stored_keys(driver))}")

        print("4b. the last screen is painted before the app's code runs; a tap on it is given once, to the same place")
        picture_and_a_tap(driver, out, taps)

        print("5. offline: the server stops, a reload still returns to the game")
        server.shutdown()
        server.server_close()
        driver.refresh()
        assert first_frame(driver) > 0, "no frame offline"
        wait_for("the game offline", lambda: driver.title == "Do Not Forsake Me")
        shot(driver, out, "5-offline-game")

        print("6. the print kit is made in the browser and downloaded")
        pdf, pages = print_the_kit(driver, out, taps, tap, downloads)

        print("6b. on a phone that shares files, the kit goes to the share sheet instead")
        driver.execute_script(SHARE_SHEET)
        tap(driver, taps["save_pdf"])
        shared = wait_for("the share sheet", lambda: driver.execute_script("return window.__shared;"), 60)
        print(f"  shared: {shared}")
        # A PDF made again (its own id and date): the same kit, not the same bytes.
        assert shared["name"] == "pnp-companion-kit.pdf" and shared["head"] == "%PDF-", shared
        assert shared["type"] == "application/pdf", shared
        assert abs(shared["size"] - len(pdf)) < len(pdf) // 20, (shared, len(pdf))
        print("6c. the deck for The Game Crafter, drawn in the app's wasm, to the share sheet")
        shop_deck(driver, out, taps)
        driver.execute_script("delete navigator.share; delete navigator.canShare;")
        tap(driver, taps["print_home"])
        wait_for("home", lambda: driver.title == "PnP Companion")

        print("7. export gives a save the desktop build loads")
        tap(driver, taps["options"])
        shot(driver, out, "7-options")
        tap(driver, taps["export"])
        exported = os.path.join(downloads, "do-not-forsake-me.json")
        wait_for("the download", lambda: os.path.exists(exported))
        shot(driver, out, "7-exported")
        with open(exported, encoding="utf-8") as f:
            text = f.read()
        assert text == stored(driver, SAVE_KEY), "the export is not the stored save"
        shown = subprocess.run(
            [desktop, "saves", "show", exported], capture_output=True, text=True
        )
        print("  desktop:", shown.stdout.strip().replace("\n", " | "))
        assert shown.returncode == 0, shown.stderr
        assert f"Actions: {played}" in shown.stdout, shown.stdout

        print("7b. shared by link: Copy link, and the desktop opens the link as a new save")
        driver.execute_cdp_cmd(
            "Browser.setPermission",
            {"permission": {"name": "clipboard-read"}, "setting": "granted", "origin": url},
        )
        driver.execute_cdp_cmd(
            "Browser.setPermission",
            {"permission": {"name": "clipboard-write"}, "setting": "granted", "origin": url},
        )
        # The export's notice goes with a reload (the taps are laid out without it).
        driver.refresh()
        assert first_frame(driver) > 0
        time.sleep(0.5)
        tap(driver, taps["options"])
        tap(driver, taps["share"])
        shot(driver, out, "7b-share")
        tap(driver, taps["copy_link"])
        driver.set_script_timeout(10)
        link = wait_for(
            "the link on the clipboard",
            lambda: (
                t := driver.execute_async_script(
                    "const done = arguments[0];"
                    "navigator.clipboard.readText().then(done, () => done(''));"
                )
            )
            and "#game=" in t
            and t,
        )
        assert link.startswith(url + "#game="), link
        print(f"  link: {len(link)} characters")
        elsewhere = os.path.join(out, "desktop-data")
        shutil.rmtree(elsewhere, ignore_errors=True)
        os.makedirs(elsewhere)
        env = dict(os.environ, PNP_COMPANION_DATA_DIR=elsewhere)
        opened = subprocess.run(
            [desktop, "saves", "open", link], capture_output=True, text=True, env=env
        )
        assert opened.returncode == 0, opened.stderr
        print("  desktop:", opened.stdout.strip().splitlines()[0])
        moved = os.path.join(elsewhere, "saves", "do-not-forsake-me.json")
        shown = subprocess.run(
            [desktop, "saves", "show", moved], capture_output=True, text=True, env=env
        )
        assert f"Actions: {played}" in shown.stdout, shown.stdout + shown.stderr

        print("7c. and back: the desktop's link opens the web app, which offers the game")
        made = subprocess.run(
            [desktop, "saves", "share", exported, "--base", url],
            capture_output=True,
            text=True,
            env=env,
        )
        assert made.returncode == 0, made.stderr
        back = made.stdout.strip()
        keys_before = stored_keys(driver)
        driver.get("about:blank")
        driver.get(back)
        assert first_frame(driver) > 0
        wait_for("home", lambda: driver.title == "PnP Companion")
        time.sleep(1.0)
        shot(driver, out, "7c-offered")
        assert "#game=" not in driver.current_url, "the link is taken out of the address"
        tap(driver, taps["accept_offer"])
        copy_key = "pnp-companion/saves/do-not-forsake-me-2.json"
        copy = wait_for("the shared game saved", lambda: stored(driver, copy_key))
        assert store_key(copy_key) not in keys_before
        assert actions_in(copy) == played, actions_in(copy)
        assert json.loads(copy)["data"]["journal"]["entries"] == json.loads(text)["data"]["journal"]["entries"]
        shot(driver, out, "7c-added")
        in_store(driver, "s.delete(arguments[0])", store_key(copy_key))
        driver.get(url)
        assert first_frame(driver) > 0

        print("8. one action, tap to new frame (Options opened and closed 20 times)")
        driver.refresh()  # the notice of the export goes, and the list is where it was
        assert first_frame(driver) > 0
        time.sleep(0.5)
        driver.execute_script(WATCH_TAPS)
        driver.execute_script(KEEP_CANVAS)
        for _ in range(20):
            tap(driver, taps["options"], settle=0.25)
        times = sorted(driver.execute_script("return window.__taps;"))
        assert len(times) == 20, times
        # Each frame put on the canvas only the rows that changed (packaging/web/
        # softbuffer_present.py): after an even number of taps the screen is where it began,
        # and so must the canvas be.
        time.sleep(0.5)
        changes = driver.execute_script(CANVAS_CHANGES)
        print(f"  the canvas against its first drawing: {changes}")
        if changes["changed"]:
            shot(driver, out, "8-stale")
            raise AssertionError(f"the canvas differs from the same screen drawn before ({changes}; "
                                 "screenshot 8-stale): a frame left rows stale")
        tap_med = statistics.median(times)
        print(
            f"  median {tap_med:.1f} ms, p90 {times[int(len(times) * 0.9)]:.1f} ms, "
            f"max {times[-1]:.1f} ms"
        )
        # docs/performance.md's budget for an action, tap to new frame.
        assert tap_med <= 100, f"OVER BUDGET: an action's median is {tap_med:.1f} ms (budget 100 ms)"
        tap_p90 = times[int(len(times) * 0.9)]

        print("9. storage full: a notice, play goes on, the save is kept whole")
        assert driver.execute_script(f"return !!localStorage.getItem('{LAST_SCREEN}');"), \
            "a picture of the last screen is kept"
        tap(driver, taps["continue"])
        wait_for("the game", lambda: driver.title == "Do Not Forsake Me")
        # The canvas has no text to read: the page mirrors its headline and notice into
        # off-screen live regions (for screen readers), and the test reads those.
        headline = live(driver, "live-state")
        assert headline.endswith(": Bounty"), f"the game waits at its bounty: {headline!r}"
        before = stored(driver, SAVE_KEY)
        assert before is not None, "the game is saved already, so its next save writes two entries"
        backup_before = stored(driver, SAVE_KEY + ".bak")
        # IndexedDB refuses every write as a full quota does (CDP's quota override did not
        # make Chromium refuse small writes here): not by a throw in put, but as the browser
        # does it, later: the put is taken and succeeds, and then the transaction aborts, its
        # error a QuotaExceededError, its abort event fired asynchronously. A save writes its
        # backup (".bak") and itself in one transaction, and the abort comes after the first
        # of the two is in, so the write is left half done until the abort undoes it.
        driver.execute_script(
            "const put = IDBObjectStore.prototype.put; window.__full = true; window.__aborted = 0;"
            "IDBObjectStore.prototype.put = function (...a) {"
            " const r = put.apply(this, a), tx = this.transaction;"
            " if (window.__full && !tx.__quota) {"
            "  tx.__quota = true;"
            "  r.addEventListener('success', () => {"
            "   Object.defineProperty(tx, 'error', {"
            "    get: () => new DOMException('The quota has been exceeded.', 'QuotaExceededError') });"
            "   window.__aborted += 1;"
            "   tx.abort();"
            "  });"
            " }"
            " return r; };")
        tap(driver, taps["reveal"])
        wait_for(
            "the bounty revealed",
            lambda: live(driver, "live-state").endswith(": Evade or fight"),
        )
        wait_for("the notice", lambda: live(driver, "live-notice").startswith("Not saved:"))
        print(f"  {live(driver, 'live-state')!r}; notice {live(driver, 'live-notice')!r}")
        assert "full" in live(driver, "live-notice"), live(driver, "live-notice")
        shot(driver, out, "9-storage-full")
        assert driver.execute_script("return window.__aborted;") >= 1, \
            "the write went through put and its transaction was aborted"
        assert stored(driver, SAVE_KEY) == before, "the save changed while the storage was full"
        assert stored(driver, SAVE_KEY + ".bak") == backup_before, \
            "the backup written before the abort was undone with it"
        # Room again: the next action's save takes the notice away and keeps both actions.
        driver.execute_script("window.__full = false;")
        command_key(driver, "z")  # undo
        wait_for("undone", lambda: live(driver, "live-state").endswith(": Bounty"))
        command_key(driver, "y")  # redo: the game stands where step 10 expects it
        wait_for("redone", lambda: live(driver, "live-state").endswith(": Evade or fight"))
        wait_for("saved again", lambda: actions_in(stored(driver, SAVE_KEY)) == played + 1)
        wait_for("the notice gone", lambda: not live(driver, "live-notice").startswith("Not saved:"))
        assert driver.title == "Do Not Forsake Me"

        print("10. a new version: offered with Reload, never forced; the game is kept")
        # The same site with a new version stamp: the browser sees a new service worker.
        dist2 = os.path.join(out, "dist-next")
        if os.path.exists(dist2):
            shutil.rmtree(dist2)
        shutil.copytree(dist, dist2)
        with open(os.path.join(dist2, "sw.js"), encoding="utf-8") as f:
            sw = f.read()
        old_version = re.search(r'const VERSION = "([^"]+)"', sw).group(1)
        new_version = old_version + "-next"
        with open(os.path.join(dist2, "sw.js"), "w", encoding="utf-8") as f:
            f.write(sw.replace(old_version, new_version))
        port = server.server_address[1]
        server = serve(dist2, port)
        where = live(driver, "live-state")
        driver.execute_async_script(
            "const done = arguments[0];"
            "navigator.serviceWorker.getRegistration().then(r => r.update()).then(() => done(true), () => done(false));"
        )
        wait_for("the new version waiting", lambda: driver.execute_script("return window.pnpUpdate.ready;"), 30)
        wait_for("the notice", lambda: "A new version" in live(driver, "live-notice"))
        shot(driver, out, "10-update-offered")
        # Nothing reloaded by itself: the page and the game are the same.
        assert driver.title == "Do Not Forsake Me"
        assert driver.execute_script(
            "return caches.keys().then(k => k.includes('pnp-companion-' + arguments[0]));", old_version
        ), "the old version's files are still there"
        tap(driver, taps["reload"])
        wait_for(
            "the new version running",
            lambda: driver.execute_script(
                "return caches.keys().then(k => k.includes('pnp-companion-' + arguments[0])"
                " && !k.includes('pnp-companion-' + arguments[1]));",
                new_version,
                old_version,
            ),
            30,
        )
        assert first_frame(driver) > 0
        wait_for("the game reopened", lambda: driver.title == "Do Not Forsake Me")
        # Reload saved the game first: undone and redone while the storage was full (step 9),
        # it is kept as it stood, and reopens there.
        wait_for("the game where it stood", lambda: live(driver, "live-state") == where)
        kept = actions_in(stored(driver, SAVE_KEY))
        assert kept == played + 1, f"{kept} actions kept, {played + 1} played"
        assert not driver.execute_script("return window.pnpUpdate.ready;"), "nothing waits now"
        shot(driver, out, "10-updated")
        print(f"  {old_version} -> {new_version}; reopened at {where!r} with its {kept} actions")

        print("11. the phone's keyboard: a save renamed by typing")
        tap(driver, taps["home"])
        wait_for("home", lambda: driver.title == "PnP Companion")
        focus_the_rename_field(driver, taps, tap)
        # As a phone's keyboard types: the old name erased, text inserted, a correction, and
        # Enter.
        def backspace(times):
            key = {"key": "Backspace", "code": "Backspace", "windowsVirtualKeyCode": 8}
            for _ in range(times):
                driver.execute_cdp_cmd("Input.dispatchKeyEvent", {"type": "rawKeyDown", **key})
                driver.execute_cdp_cmd("Input.dispatchKeyEvent", {"type": "keyUp", **key})

        backspace(len("Do Not Forsake Me"))
        driver.execute_cdp_cmd("Input.insertText", {"text": RENAMED[:-1] + "z"})
        backspace(1)
        driver.execute_cdp_cmd("Input.insertText", {"text": "e"})
        time.sleep(0.3)
        shot(driver, out, "11-typed")
        key = {"key": "Enter", "code": "Enter", "windowsVirtualKeyCode": 13}
        driver.execute_cdp_cmd("Input.dispatchKeyEvent", {"type": "rawKeyDown", **key})
        driver.execute_cdp_cmd("Input.dispatchKeyEvent", {"type": "keyUp", **key})
        renamed(driver)
        wait_for(
            "the keyboard put away with its field",
            lambda: driver.execute_script("return document.activeElement.id;") != "soft-keyboard",
        )
        shot(driver, out, "11-renamed")

        print("12. turned to landscape: the app fills the new shape")
        driver.execute_cdp_cmd(
            "Emulation.setDeviceMetricsOverride",
            {
                "width": HEIGHT,
                "height": WIDTH,
                "deviceScaleFactor": RATIO,
                "mobile": True,
                "screenOrientation": {"type": "landscapePrimary", "angle": 90},
            },
        )
        wait_for(
            "the canvas to follow",
            lambda: abs(
                driver.execute_script(
                    "return document.querySelector('canvas').getBoundingClientRect().width"
                )
                - HEIGHT
            )
            < 2,
        )
        time.sleep(0.5)
        shot(driver, out, "12-landscape")

        # The budget is 1 s to the first frame; the ratio to a static page is a goal of its
        # own (reported, not enforced).
        assert app_med <= 1000, f"OVER BUDGET: start-up median {app_med:.0f} ms (budget 1 s)"
        if app_med > 2 * static_med:
            print(
                f"start-up is {app_med / static_med:.1f}x a static page's "
                f"({app_med:.0f} ms vs {static_med:.0f} ms; the goal is at most 2x)"
            )
        figures += [
            ("start-up: navigation to the home screen's first frame, median of 5 cold loads",
             f"{app_med:.0f} ms", "≤ 1 s", "ok"),
            ("the same for a static one-button page", f"{static_med:.0f} ms", "", ""),
            ("ratio app / static page", f"{app_med / static_med:.1f}×", "≤ 2× (a goal: reported)",
             "ok" if app_med <= 2 * static_med else "missed"),
            ("one action, tap to the next frame that differs (20 taps): median / p90",
             f"{tap_med:.0f} / {tap_p90:.0f} ms", "≤ 100 ms (median)", "ok"),
            ("the print kit made in the browser", f"{len(pdf) // 1024} KB, {pages} pages", "", ""),
        ]
        in_german(dist, downloads, out, taps)
        if figures_file:
            with open(figures_file, "w", encoding="utf-8") as f:
                for row in figures:
                    f.write("\t".join(row) + "\n")
        print("web test passed")
    finally:
        driver.quit()
        static.shutdown()


if __name__ == "__main__":
    main()
