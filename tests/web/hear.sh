#!/usr/bin/env bash
# Hears the web app speak in Chromium, once, by hand (not part of CI): installs a sound
# server and speech-dispatcher with espeak-ng where they are missing (Debian), starts the
# sound server with a silent sound card whose output can be recorded, builds the site and
# the taps as tests/web/run.sh does, then tests/web/hear.py plays a turn with "Speak
# outcomes" on and measures what came out. The recording: target/web-test/hear/spoken.wav.
set -euo pipefail
cd "$(dirname "$0")/../.."
out=target/web-test
mkdir -p "$out/hear"
scripts/need-debian-packages.sh "hearing the web app" chromium:chromium \
  chromedriver:chromium-driver pulseaudio:pulseaudio parecord:pulseaudio-utils \
  speech-dispatcher:speech-dispatcher,speech-dispatcher-espeak-ng espeak-ng:espeak-ng
if ! python3 -c "import selenium" 2>/dev/null; then
  python3 -m pip install --quiet selenium 2>/dev/null ||
    python3 -m pip install --quiet --break-system-packages selenium
fi
pulseaudio --check 2>/dev/null || pulseaudio -D --exit-idle-time=-1
pactl list short sinks | grep -q '^[0-9]*[[:space:]]nowhere[[:space:]]' ||
  pactl load-module module-null-sink sink_name=nowhere >/dev/null
pactl set-default-sink nowhere
packaging/web/build.sh "$out/dist" >/dev/null
cargo test --locked --test all -- --ignored --nocapture --exact ui::web_taps::print_taps_for_the_web_test |
  sed -n 's/^WEB_TAPS //p' > "$out/taps.json"
CHROMIUM_FLAGS="--enable-speech-dispatcher ${CHROMIUM_FLAGS:-}" \
  python3 tests/web/hear.py "$out/dist" "$out/taps.json" "$out/hear"
