#!/usr/bin/env python3
"""Plays a planned game into the app's real window under Xvfb and checks where it ends.

scripts/play-on-screen.sh runs it: the plan (the taps and keys of a whole game, worked out
by tests/ui/on_screen.rs on the window's own layout) comes as JSON on stdin; the release
build is started with a data folder of its own, at the plan's window size; every tap is a
click at the plan's point (xdotool), every key a key press; screenshots land in the output
folder where the plan asks for them (ImageMagick's import). At the end the app's save must
hold the game the plan made: the same turn and ending, and the same Megacredits and crew
(Do Not Forsake Me) or step and tracks (Sherwood).
"""
import json
import os
import subprocess
import sys
import time

binary, out_dir, display = sys.argv[1], sys.argv[2], sys.argv[3]
plan = json.load(sys.stdin)
env = dict(os.environ, DISPLAY=display)
data = os.path.join(out_dir, "data")
os.makedirs(data, exist_ok=True)
env["PNP_COMPANION_DATA_DIR"] = data
for name, text in plan.get("files", {}).items():
    with open(os.path.join(data, name), "w") as f:
        f.write(text)


def run(*args):
    return subprocess.run(args, env=env, check=True, capture_output=True, text=True).stdout


app = subprocess.Popen([binary], env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
window = None
for _ in range(100):
    time.sleep(0.2)
    try:
        found = run("xdotool", "search", "--onlyvisible", "--name", "PnP Companion").split()
    except subprocess.CalledProcessError:
        continue
    if found:
        window = found[0]
        break
if window is None:
    app.kill()
    sys.exit("the app's window did not open")
w, h = int(plan["width"]), int(plan["height"])
run("xdotool", "windowmove", window, "0", "0")
run("xdotool", "windowsize", window, str(w), str(h))
time.sleep(1.0)
geometry = run("xdotool", "getwindowgeometry", window)
print(geometry.strip().replace("\n", " · "))

shots = 0
for i, step in enumerate(plan["steps"]):
    if "tap" in step:
        x, y = step["tap"]
        run("xdotool", "mousemove", "--window", window, str(int(x)), str(int(y)))
        run("xdotool", "click", "1")
        time.sleep(0.12)
    elif "key" in step:
        run("xdotool", "windowfocus", "--sync", window)
        run("xdotool", "key", "--window", window, step["key"])
        time.sleep(0.12)
    elif "type" in step:
        run("xdotool", "windowfocus", "--sync", window)
        run("xdotool", "type", "--window", window, "--delay", "60", step["type"])
        time.sleep(0.2)
    elif "shot" in step:
        time.sleep(0.4)
        shots += 1
        name = f"{shots:02d}-{step['shot']}.png"
        run("import", "-window", window, os.path.join(out_dir, name))
    if app.poll() is not None:
        sys.exit(f"the app stopped at step {i}: {app.stderr.read().decode()[-2000:]}")

time.sleep(1.0)
app.terminate()
app.wait(timeout=20)

saves = [f for f in os.listdir(os.path.join(data, "saves")) if f.endswith(".json")]
if len(saves) != 1:
    sys.exit(f"expected one save, found {saves}")
with open(os.path.join(data, "saves", saves[0])) as f:
    save = json.load(f)
journal = save["data"]["journal"]
entries, cursor = journal["entries"], journal["cursor"]
state = entries[cursor - 1]["after"]["state"] if cursor else journal["start"]["state"]
end = plan["end"]
if save["game"] == "dnfm":
    got = {
        "game": save["game"],
        "turn": state["turn"],
        "megacredits": state["megacredits"],
        "crew": state["systems"]["crew"],
        "ended": state["end"],
    }
else:
    got = {
        "game": save["game"],
        "turn": state["turn"],
        "step": state["step"],
        "tracks": state["tracks"],
        "ended": state["end"],
    }
print(f"{len(plan['steps'])} steps played; {shots} screenshots in {out_dir}")
print(f"window's game: {got}")
print(f"plan's game:   {end}")
if got != end:
    sys.exit("the window's game is not the plan's")
print("the window's game is the plan's")
