#!/usr/bin/env python3
"""Plays the web app in WebKit, the engine of every iPhone browser: WebKitGTK's MiniBrowser
driven by WebKitWebDriver, its page 412 x 915 CSS pixels at device pixel ratio 2 (the phone
of tests/web/drive.py). drive.py's steps 1 to 7 and its keyboard step, with mouse clicks where drive.py taps
(WebKitGTK has no touch emulation): the home screen draws, a click starts a Do Not Forsake Me
game, a turn is played, a reload returns to it from the browser's storage, a reload with the
server gone still works (the service worker), the print kit is made and downloaded, and a
save is renamed by typing into the input that stands in for the phone's keyboard.
Screenshots of each step go to the output folder; the page's console errors are printed.

usage: webkit.py DIST TAPS_JSON OUT_DIR

Needs Debian's webkit2gtk-driver (WebKitWebDriver; MiniBrowser comes with its dependency
libwebkit2gtk-4.1-0) and xvfb, and selenium. Runs its own Xvfb when DISPLAY is unset.
MINIBROWSER overrides where MiniBrowser is.
"""

import glob
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time

from selenium import webdriver
from selenium.webdriver.common.actions.action_builder import ActionBuilder
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.webkitgtk.service import Service

# The server, the waits and the reading of the save are drive.py's: one place to change them
# (imported without leaving a __pycache__ in the source tree).
sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from drive import (  # noqa: E402
    RENAMED,
    SAVE_KEY,
    SETTINGS_KEY,
    actions_in,
    as_an_older_version_kept,
    first_frame,
    focus_the_rename_field,
    live,
    packed,
    print_the_kit,
    renamed,
    serve,
    start_and_play_a_turn,
    stored,
    stored_keys,
    told_to_install,
    wait_for,
)

WIDTH, HEIGHT, RATIO = 412, 915, 2

# MiniBrowser's toolbar (GTK buttons and the address entry) keeps its window at least about
# 450 px wide, wider than the phone. Smaller buttons, from a GTK style sheet in the browser's
# own config folder, let the window come down to 412 px.
GTK_CSS = "button, entry { min-width: 0; min-height: 0; padding: 0; font-size: 4px; }\n"

# MiniBrowser under automation keeps its data in memory only (an ephemeral session), and
# WebKit writes no console messages to stdout for those: the page's own warnings, errors and
# uncaught exceptions are collected in the page instead, from when it has loaded (WebKit's
# own messages, e.g. about an unused preload, are not seen this way).
HOOK_CONSOLE = """
if (!window.__log) {
  window.__log = [];
  for (const level of ["warn", "error"]) {
    const original = console[level].bind(console);
    console[level] = (...args) => { window.__log.push(level + ": " + args.join(" ")); original(...args); };
  }
  addEventListener("error", (e) => window.__log.push("uncaught: " + e.message));
  addEventListener("unhandledrejection", (e) => window.__log.push("unhandled rejection: " + e.reason));
}
"""


def page_log(driver, found):
    """Adds what the page logged since the last look to `found` (before it reloads)."""
    found += driver.execute_script("const l = window.__log || []; window.__log = []; return l;")


def xvfb():
    """A display of our own: Xvfb picks a free number and writes it down a pipe."""
    read, write = os.pipe()
    proc = subprocess.Popen(
        ["Xvfb", "-displayfd", str(write), "-screen", "0", "1024x2048x24", "-nolisten", "tcp",
         "-noreset"],
        pass_fds=[write], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )
    os.close(write)
    with os.fdopen(read) as f:
        number = f.readline().strip()
    if not number:
        sys.exit("webkit.py: Xvfb did not start")
    return proc, ":" + number


def browser(profile, downloads, driver_log):
    found = sorted(glob.glob("/usr/lib/*/webkit2gtk-4.*/MiniBrowser"), reverse=True)
    minibrowser = os.environ.get("MINIBROWSER") or (found[0] if found else None)
    if not minibrowser or not shutil.which("WebKitWebDriver"):
        sys.exit("webkit.py: no WebKitWebDriver or MiniBrowser (Debian: webkit2gtk-driver)")
    # A fresh config and data folder per run; the cache stays the user's, as GStreamer's
    # plugin registry there takes seconds to build. GDK_SCALE gives the phone's pixel ratio
    # (WebKitGTK gives 1 on Xvfb); NO_AT_BRIDGE: GTK waits for no accessibility bus.
    env = dict(os.environ, GDK_SCALE=str(RATIO), NO_AT_BRIDGE="1")
    for name in ["config", "data"]:
        env[f"XDG_{name.upper()}_HOME"] = os.path.join(profile, name)
    os.makedirs(os.path.join(profile, "config", "gtk-3.0"))
    with open(os.path.join(profile, "config", "gtk-3.0", "gtk.css"), "w") as f:
        f.write(GTK_CSS)
    # Downloads: MiniBrowser does not choose where a download goes, so WebKitGTK saves it
    # under its suggested name in the user's Downloads folder, which GLib reads from here.
    with open(os.path.join(profile, "config", "user-dirs.dirs"), "w") as f:
        f.write(f'XDG_DOWNLOAD_DIR="{downloads}"\n')
    options = webdriver.WebKitGTKOptions()
    options.binary_location = minibrowser
    options.add_argument("--automation")
    driver = webdriver.WebKitGTK(options=options, service=Service(log_output=driver_log, env=env))
    # The window holds the toolbar as well as the page, and GTK resizes it in its own time:
    # size it, measure the page, make up the difference, until the page is the phone's.
    driver.set_window_rect(0, 0, WIDTH, HEIGHT)
    for _ in range(20):
        time.sleep(0.1)
        inner = driver.execute_script("return [innerWidth, innerHeight];")
        if inner == [WIDTH, HEIGHT]:
            return driver
        rect = driver.get_window_rect()
        driver.set_window_rect(
            0, 0, rect["width"] + WIDTH - inner[0], rect["height"] + HEIGHT - inner[1]
        )
    driver.quit()
    sys.exit(f"webkit.py: the page is {inner[0]}x{inner[1]} CSS px, not {WIDTH}x{HEIGHT}")


def click(driver, at, settle=0.6):
    """A mouse click where taps.json puts a finger (CSS pixels from the page's corner)."""
    actions = ActionBuilder(driver)  # its pointer is a mouse
    pointer = actions.pointer_action.move_to_location(int(at[0]), int(at[1]))
    pointer.pointer_down().pause(0.08).pointer_up()
    actions.perform()
    time.sleep(settle)


def shot(driver, out, name):
    path = os.path.join(out, name + ".png")
    driver.save_screenshot(path)
    print(f"  screenshot {path}")


def a_turn_on_the_screen_reader_page(driver, out):
    """The page's first link, from the keyboard; a new game and its first turn by the page's
    buttons (found by their words, as a reader finds them); back to the picture."""
    driver.execute_script("document.getElementById('pnp-listen-link').focus()")
    driver.switch_to.active_element.send_keys(Keys.ENTER)
    page = wait_for("the page", lambda: driver.execute_script(
        "const m = document.getElementById('pnp-listen'); return m && !m.hidden && m"))
    hidden = driver.execute_script(
        "const c = document.querySelector('canvas'); return c.getAttribute('aria-hidden')")
    assert hidden == "true", "the canvas is hidden from the reader"

    def button(words):
        return wait_for(f"a button {words!r}", lambda: next(
            (b for b in page.find_elements(By.TAG_NAME, "button")
             if b.text.strip().startswith(words)), None))

    button("Do Not Forsake Me: a new game, the app").click()
    first = wait_for("a game", lambda: (lambda t: t if "Turn 1" in t else None)(
        page.find_element(By.ID, "pnp-listen-standing").text))
    # The first choice each time, but Flee where a fight is offered: the game's seed is the
    # app's own here, and a fight pressed again and again can last long.
    for _ in range(80):
        standing = page.find_element(By.ID, "pnp-listen-standing").text
        if "Turn 2" in standing or "The game is over" in standing:
            break
        buttons = page.find_elements(By.CSS_SELECTOR, "#pnp-listen-choices button")
        flee = [b for b in buttons if b.text.strip().startswith("Flee")]
        (flee or buttons)[0].click()
        wait_for("the page to answer", lambda: page.find_element(
            By.ID, "pnp-listen-standing").text != standing, timeout=5)
    else:
        raise AssertionError(f"no second turn: {first}")
    log = page.find_elements(By.CSS_SELECTOR, "#pnp-listen-log li")
    print(f"  turn 1 played by {len(log)} presses; said: "
          f"{page.find_element(By.ID, 'pnp-listen-said').text[:80]!r}")
    shot(driver, out, "8-screen-reader-page")
    button("Back to the picture").click()
    wait_for("the canvas back", lambda: driver.execute_script(
        "return document.querySelector('canvas').getAttribute('aria-hidden') === null"))


def main():
    if len(sys.argv) != 4:
        sys.exit("usage: webkit.py DIST TAPS_JSON OUT_DIR")
    dist, taps_file, out = sys.argv[1], sys.argv[2], os.path.abspath(sys.argv[3])
    taps = json.load(open(taps_file))
    downloads = os.path.join(out, "downloads")
    os.makedirs(downloads, exist_ok=True)
    for f in os.listdir(downloads):
        os.remove(os.path.join(downloads, f))
    driver_log = os.path.join(out, "webkitwebdriver.log")  # the driver's and MiniBrowser's
    started = time.time()

    display = None
    if not os.environ.get("DISPLAY"):
        display, os.environ["DISPLAY"] = xvfb()
    profile = tempfile.TemporaryDirectory(prefix="webkit-profile-")
    server = serve(dist)
    url = f"http://127.0.0.1:{server.server_address[1]}/"
    driver, logged, failed = None, [], None
    try:
        driver = browser(profile.name, downloads, driver_log)
        print(f"WebKitGTK {driver.capabilities.get('browserVersion')}, "
              f"up in {time.time() - started:.1f} s")

        def load(how):  # a navigation, then the console hook in the new page
            page_log(driver, logged)
            how()
            driver.execute_script(HOOK_CONSOLE)
            return first_frame(driver) > 0

        print("1. the home screen draws")
        # One load only: a reload while the service worker installs can leave it installing
        # for good in WebKitGTK 2.50 (no offline step then). The profile is new: no storage.
        assert load(lambda: driver.get(url)), "the home screen never drew"
        wait_for("the title", lambda: driver.title == "PnP Companion")
        assert stored(driver, SAVE_KEY) is None, "a save from before"
        # The service worker is in control before the server goes away in step 5.
        driver.set_script_timeout(20)
        driver.execute_async_script(
            "const done = arguments[0]; navigator.serviceWorker.ready.then(() => done(true));"
        )
        size = driver.execute_script(
            "const c = document.querySelector('canvas'); const r = c.getBoundingClientRect();"
            "return [r.left, r.top, r.width, r.height, c.width, c.height, devicePixelRatio];"
        )
        print(f"  canvas at {size[0]},{size[1]}: {size[2]}x{size[3]} CSS px, "
              f"{size[4]}x{size[5]} device px, device pixel ratio {size[6]}")
        shot(driver, out, "1-home")
        # Safari's storage goes after 7 days without a visit: told once.
        print(f"  the browser keeps the data: {told_to_install(driver, out, taps, click)}")
        assert size[:2] == [0, 0] and abs(size[2] - WIDTH) < 2, size
        assert abs(size[4] - WIDTH * size[6]) < 4, size

        print("2-3. a click starts a Do Not Forsake Me game (seeded on the number pad), a turn played")
        played = start_and_play_a_turn(driver, out, taps, click)
        print(f"  saved in the browser: {played} actions; {live(driver, 'live-state')!r}")

        print("4. a reload returns to the game, from the browser's storage")
        assert load(driver.refresh), "no frame after the reload"
        wait_for("the game reopened", lambda: driver.title == "Do Not Forsake Me")
        assert actions_in(stored(driver, SAVE_KEY)) == played, "the save changed"
        shot(driver, out, "4-resumed")

        print("4a. moved from an older version's localStorage: once, whole, then taken out of it")
        old_save, old_settings = stored(driver, SAVE_KEY), stored(driver, SETTINGS_KEY)
        driver.get(url + "icons/icon-192.png")
        as_an_older_version_kept(driver, {SAVE_KEY: packed(old_save),
                                          **({SETTINGS_KEY: old_settings} if old_settings else {})})
        assert load(lambda: driver.get(url)), "no frame after the move"
        wait_for("the game reopened from the moved save", lambda: driver.title == "Do Not Forsake Me")
        assert stored(driver, SAVE_KEY) == old_save, "the moved save differs"
        left = driver.execute_script(
            "return Object.keys(localStorage).filter(k => !k.startsWith('pnp-companion/.'));")
        assert left == [], f"left in localStorage after the move: {left}"
        print(f"  moved: {sorted(stored_keys(driver))}")

        print("5. offline: the server stops, a reload still returns to the game")
        server.shutdown()
        server.server_close()
        assert load(driver.refresh), "no frame offline"
        wait_for("the game offline", lambda: driver.title == "Do Not Forsake Me")
        shot(driver, out, "5-offline-game")

        print("6. the print kit is made in the browser and downloaded")
        # MiniBrowser's Downloads bar then takes the bottom of the window: a shorter page.
        print_the_kit(driver, out, taps, click, downloads)

        print("7. the phone's keyboard: a save renamed by typing")
        click(driver, taps["print_home"])
        wait_for("home", lambda: driver.title == "PnP Companion")
        focus_the_rename_field(driver, taps, click)
        # Typed into the focused input as WebKit types: key by key, the old name erased.
        driver.switch_to.active_element.send_keys(
            Keys.BACKSPACE * len("Do Not Forsake Me") + RENAMED
        )
        time.sleep(0.3)
        shot(driver, out, "7-typed")
        driver.switch_to.active_element.send_keys(Keys.ENTER)
        renamed(driver)
        shot(driver, out, "7-renamed")
        page_log(driver, logged)

        print("8. the screen-reader page: a turn played by its buttons")
        a_turn_on_the_screen_reader_page(driver, out)
        page_log(driver, logged)
    except Exception as e:  # noqa: BLE001 (any failure: the step's message, a screenshot)
        failed = f"{type(e).__name__}: {e}".strip()
        if driver:
            try:
                page_log(driver, logged)
                shot(driver, out, "failed")
            except Exception:  # noqa: BLE001 (the browser itself may be gone)
                pass
    finally:
        if driver:
            driver.quit()
        server.shutdown()
        profile.cleanup()
        if display:
            display.terminate()
            display.wait()
    for line in logged:
        print("  page console:", line)
    if failed:
        sys.exit(f"WebKit test FAILED: {failed} (the browser's own log: {driver_log})")
    print(f"WebKit test passed in {time.time() - started:.1f} s")


if __name__ == "__main__":
    main()
