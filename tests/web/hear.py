#!/usr/bin/env python3
"""Hears the web app speak in Chromium (tests/web/hear.sh sets the scene): the page starts
with "Speak outcomes" on, a turn is played by taps (where tests/ui/web_taps.rs laid them
out), and the browser's speechSynthesis says the scan's outcome through speech-dispatcher
into a silent sound card, whose output is recorded and measured. Not part of CI: it needs a
sound server and a speech daemon, which CI machines do not run.

    python3 tests/web/hear.py DIST TAPS_JSON OUT_DIR
"""

import json
import os
import subprocess
import sys
import time
import wave
import array

sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from drive import (  # noqa: E402
    LISTEN_TO_SPEECH,
    SETTINGS_KEY,
    browser,
    first_frame,
    serve,
    tap,
    told_to_install,
    wait_for,
)


def sound_in(path):
    """Seconds of the recording, and seconds of it louder than a whisper."""
    with wave.open(path) as w:
        rate, channels = w.getframerate(), w.getnchannels()
        samples = array.array("h", w.readframes(w.getnframes()))
    loud = sum(1 for s in samples if abs(s) > 1000)
    return len(samples) / channels / rate, loud / channels / rate


def main():
    dist, taps_file, out = sys.argv[1:4]
    taps = json.load(open(taps_file))
    os.makedirs(out, exist_ok=True)
    server = serve(dist)
    url = f"http://127.0.0.1:{server.server_address[1]}/"
    driver = browser(os.path.join(out, "downloads"))
    recording = os.path.join(out, "spoken.wav")
    try:
        driver.get(url)
        driver.execute_script("localStorage.clear();")
        driver.execute_script("localStorage.setItem(arguments[0], arguments[1]);",
                              SETTINGS_KEY, taps["speaking_settings"])
        driver.get(url)
        assert first_frame(driver) > 0, "the home screen never drew"
        told_to_install(driver, out, taps, tap)
        driver.execute_script(LISTEN_TO_SPEECH)
        recorder = subprocess.Popen(
            ["parecord", "--device", "nowhere.monitor", "--file-format=wav", recording])
        try:
            for step in ["seed_key", "new_dnfm", "move_1", "to_events", "scan"]:
                tap(driver, taps[step])
            said = wait_for(
                "the scan said to its end",
                lambda: (s := [u for u in driver.execute_script("return window.__spoken;")
                               if u["text"] in taps["scan_outcome"]])
                and all(u["ended"] or u["error"] for u in s) and s,
                timeout=30,
            )
            time.sleep(0.5)
        finally:
            recorder.terminate()
            recorder.wait()
        for u in said:
            print(f"  {u['text']!r} ({u['lang']}): "
                  f"{'said' if u['ended'] and not u['error'] else 'not said: ' + str(u['error'])}")
        assert all(u["ended"] and not u["error"] for u in said), said
        seconds, loud = sound_in(recording)
        print(f"  recorded {seconds:.1f} s, {loud:.2f} s of it sound: {recording}")
        assert loud > 0.5, "nothing was heard"
    finally:
        driver.quit()
        server.shutdown()


if __name__ == "__main__":
    main()
