#!/usr/bin/env bash
# The performance harness (issue 9): start-up to the first frame against a minimal iced
# window, peak memory, CPU while idle with a game open and binary sizes, then the in-process
# bench (benches/inprocess.rs) and the rules' bench (benches/rules.rs, always a release
# build). Prints one table.
#
#   benches/run.sh                      # from the repository root
#   BENCH_STARTUP_RUNS=11 benches/run.sh
#   benches/run.sh --record            # and write the table into docs/performance.md
#
# Settings (environment):
#   BENCH_STARTUP_RUNS  start-ups timed per case, in turn, the median reported (default 15)
#   BENCH_IDLE_SECONDS  how long the app sits idle with a game open (default 10)
#   BENCH_RUNS          samples per in-process timing (default 200)
#   BENCH_DISPLAY       an X display to use; without it the script starts its own Xvfb
#   BENCH_RATIOS        "enforce" (the default) or "report": CI's short run (3 start-ups on a
#                       shared machine) reports the start-up ratios, whose noise there is
#                       larger than their margin, and enforces every other budget
#   BENCH_PROFILE       "release" (the default) or "dev": CI's short run measures the app's
#                       debug build its tests already made (a release build of the app
#                       would take longer than the rest of CI); there the app's timings and
#                       memory are reported and the idle CPU and the print kit's size held.
#                       The rules' bench is a release build either way, and held.
#   CARGO_TARGET_DIR    where cargo builds (default: target)
#
# Exits non-zero when a budget line is OVER, and says which.
#
# Needs: cargo, Xvfb (unless BENCH_DISPLAY), GNU time (/usr/bin/time), xdotool.
set -euo pipefail

cd "$(dirname "$0")/.."
record=no
case ${1:-} in
    --record) record=yes ;;
    "") ;;
    *) echo "usage: benches/run.sh [--record]" >&2; exit 2 ;;
esac
runs=${BENCH_STARTUP_RUNS:-15}
profile=${BENCH_PROFILE:-release}
case $profile in
    release | dev) ;;
    *) echo "error: BENCH_PROFILE is release or dev, not '$profile'" >&2; exit 2 ;;
esac
ratios=${BENCH_RATIOS:-enforce}
idle_seconds=${BENCH_IDLE_SECONDS:-10}
target=${CARGO_TARGET_DIR:-target}
export CARGO_TARGET_DIR=$target

for tool in /usr/bin/time xdotool; do
    command -v "$tool" >/dev/null || { echo "error: $tool is needed" >&2; exit 1; }
done

work=$(mktemp -d "${TMPDIR:-/tmp}/pnp-bench.XXXXXX")
xvfb_pid=
app_pid=
cleanup() {
    if [[ -n $app_pid ]]; then kill "$app_pid" 2>/dev/null || true; fi
    if [[ -n $xvfb_pid ]]; then kill "$xvfb_pid" 2>/dev/null || true; fi
    rm -rf "$work"
}
trap cleanup EXIT

# --- Build -----------------------------------------------------------------------------
# One at a time, copying each result away: examples and benches are built with the
# dev-dependencies, whose features (iced_test turns on iced's `fira-sans`) would otherwise
# end up in the app binary too.
echo "building ($profile) ..." >&2
if [[ $profile == release ]]; then
    cargo build --release --quiet --bin pnp-companion
    cp "$target/release/pnp-companion" "$work/app"
    cargo build --release --quiet --example minimal_window
    cp "$target/release/examples/minimal_window" "$work/minimal"
else
    # As `cargo test` built them: together, with the dev-dependencies' features.
    cargo build --quiet --bin pnp-companion --example minimal_window
    cp "$target/debug/pnp-companion" "$work/app"
    cp "$target/debug/examples/minimal_window" "$work/minimal"
fi
# The rules' bench is always a release build: without the window and the dev-dependencies
# it takes about a minute, so even CI's short run holds the rules to their budgets.
cargo build --release --quiet --locked --no-default-features --features bench --bin bench-rules
cp "$target/release/bench-rules" "$work/rules"
bench_exe=$(cargo bench --profile "$profile" --bench inprocess --no-run 2>&1 |
    sed -n 's/.*Executable .*(\(.*inprocess-[0-9a-f]*\)).*/\1/p' | tail -n 1)
[[ -x $bench_exe ]] || { echo "error: the in-process bench did not build" >&2; exit 1; }

# --- A display ---------------------------------------------------------------------------
unset WAYLAND_DISPLAY
if [[ -n ${BENCH_DISPLAY:-} ]]; then
    export DISPLAY=$BENCH_DISPLAY
else
    command -v Xvfb >/dev/null || { echo "error: Xvfb is needed (or set BENCH_DISPLAY)" >&2; exit 1; }
    n=90
    while [[ -e /tmp/.X11-unix/X$n || -e /tmp/.X$n-lock ]]; do n=$((n + 1)); done
    # -noreset: the server stays as it is between start-ups (by default it resets whenever
    # its last client leaves, that is after every start-up measured).
    Xvfb ":$n" -screen 0 1280x1024x24 -nolisten tcp -noreset >"$work/xvfb.log" 2>&1 &
    xvfb_pid=$!
    export DISPLAY=":$n"
    # A busy machine can take seconds to bring the server up: wait for its socket and for
    # a client to be let in, up to 30 s.
    for _ in $(seq 300); do
        [[ -e /tmp/.X11-unix/X$n ]] && xdotool getmouselocation >/dev/null 2>&1 && break
        sleep 0.1
    done
    xdotool getmouselocation >/dev/null 2>&1 || {
        echo "error: Xvfb :$n did not accept a client within 30 s" >&2
        cat "$work/xvfb.log" >&2
        exit 1
    }
fi

# --- Data: a data folder with a saved game of each ----------------------------------------
data="$work/data"
"$bench_exe" --make-saves "$data" >/dev/null
export PNP_COMPANION_DATA_DIR=$data
dnfm_title="^Do Not Forsake Me .* bench dnfm$"
sherwood_title="^The Sherwood Syndrome .* bench sherwood$"

# --- Helpers -------------------------------------------------------------------------------
median() { sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }
p90() { sort -n | awk '{ v[NR] = $1 } END { i = int(NR * 0.9 + 0.999); print v[i] }'; }

rows=()
row() { rows+=("$1"$'\t'"$2"$'\t'"$3"$'\t'"$4"$'\t'"$5"); }

# Runs "$@" once until its first frame (PNP_EXIT_AFTER_FIRST_FRAME=1); appends the wall
# time (ms) to $work/$name.ms and the peak RSS (KB) to $work/$name.rss.
first_frame() {
    local name=$1
    shift
    local start end
    start=$(date +%s%N)
    if ! PNP_EXIT_AFTER_FIRST_FRAME=1 timeout 30 /usr/bin/time -f '%M' -o "$work/time.out" \
        "$@" >/dev/null 2>"$work/stderr"; then
        echo "error: $* did not exit after its first frame" >&2
        cat "$work/stderr" >&2
        exit 1
    fi
    end=$(date +%s%N)
    echo $(((end - start) / 1000000)) >>"$work/$name.ms"
    tail -n 1 "$work/time.out" >>"$work/$name.rss"
}

# CPU ticks (user + system) of a process so far.
ticks() { sed 's/.*) //' "/proc/$1/stat" | awk '{ print $12 + $13 }'; }
hz=$(getconf CLK_TCK)

# Opens the app on a saved game, checks the window shows it, and measures the CPU time
# it uses over $idle_seconds of idling; prints "cpu_ms peak_rss_kb".
# Waits up to 30 s for a window whose title matches; polls rather than xdotool's --sync,
# which gives up when the display is slow to answer under load.
wait_window() {
    local title=$1
    for _ in $(seq 60); do
        xdotool search --name "$title" >/dev/null 2>&1 && return 0
        sleep 0.5
    done
    return 1
}

idle() {
    local save=$1 title=$2 try
    for try in 1 2; do
        PNP_OPEN_SAVE=$save "$work/app" >/dev/null 2>"$work/idle-stderr" &
        app_pid=$!
        wait_window "$title" && break
        kill "$app_pid" 2>/dev/null || true
        wait "$app_pid" 2>/dev/null || true
        app_pid=
        if [[ $try == 2 ]]; then
            echo "error: waited 30 s, twice, for a window titled '$title' (PNP_OPEN_SAVE=$save) on $DISPLAY" >&2
            cat "$work/idle-stderr" >&2
            exit 1
        fi
        echo "no window '$title' after 30 s; trying once more" >&2
    done
    sleep 1 # let the first frames settle
    local t0 t1 hwm
    t0=$(ticks "$app_pid")
    sleep "$idle_seconds"
    t1=$(ticks "$app_pid")
    hwm=$(awk '/^VmHWM/ { print $2 }' "/proc/$app_pid/status")
    kill "$app_pid"
    wait "$app_pid" 2>/dev/null || true
    app_pid=
    echo "$(((t1 - t0) * 1000 / hz)) $hwm"
}

mb() { awk -v k="$1" 'BEGIN { printf "%.1f MB", k / 1024 }'; }
within() { awk -v v="$1" -v b="$2" 'BEGIN { print (v <= b) ? "ok" : "OVER" }'; }
# Memory depends on the build too (a debug binary maps four times the code): over its budget
# in a debug build it is reported, as the timings are.
within_memory() {
    local v
    v=$(within "$1" "$2")
    [[ $profile == dev && $v == OVER ]] && v="over (debug build)"
    echo "$v"
}

# --- Measure -------------------------------------------------------------------------------
echo "measuring start-up ($runs runs each) ..." >&2
# One untimed start of each, so every timed run finds the files in the page cache.
PNP_EXIT_AFTER_FIRST_FRAME=1 "$work/minimal" >/dev/null 2>&1 || true
PNP_EXIT_AFTER_FIRST_FRAME=1 "$work/app" >/dev/null 2>&1 || true
# Round robin: a noisy moment on a shared machine hits every case alike, not one of them.
for case in minimal home dnfm sherwood; do : >"$work/$case.ms" && : >"$work/$case.rss"; done
for _ in $(seq "$runs"); do
    first_frame minimal "$work/minimal"
    first_frame home "$work/app"
    first_frame dnfm env PNP_OPEN_SAVE=bench-dnfm "$work/app"
    first_frame sherwood env PNP_OPEN_SAVE=bench-sherwood "$work/app"
done

floor=$(median <"$work/minimal.ms")
row "start-up to first frame: minimal window" "$floor ms" "$(p90 <"$work/minimal.ms") ms" "(the floor)" ""
for case in home dnfm sherwood; do
    label=$case
    [[ $case == home ]] && label="home screen"
    [[ $case == dnfm ]] && label="resumed DNFM game"
    [[ $case == sherwood ]] && label="resumed Sherwood game"
    m=$(median <"$work/$case.ms")
    ratio=$(awk -v a="$m" -v b="$floor" 'BEGIN { printf "%.2f", a / b }')
    verdict=$(within "$ratio" 1.3)
    [[ $ratios == report && $verdict == OVER ]] && verdict="over (reported)"
    [[ $profile == dev && $verdict == OVER ]] && verdict="over (debug build)"
    row "start-up to first frame: app, $label" "$m ms" "$(p90 <"$work/$case.ms") ms" \
        "<= 1.3x floor" "$verdict"
    row "  ratio app / minimal" "${ratio}x" "" "<= 1.3x" "$verdict"
done

row "peak RSS to first frame: minimal window" "$(mb "$(median <"$work/minimal.rss")")" \
    "$(mb "$(p90 <"$work/minimal.rss")")" "" ""
for case in home dnfm sherwood; do
    m=$(median <"$work/$case.rss")
    row "peak RSS to first frame: app, $case" "$(mb "$m")" "$(mb "$(p90 <"$work/$case.rss")")" \
        "<= 40 MB" "$(within_memory "$m" $((40 * 1024)))"
done

echo "measuring idle CPU (${idle_seconds} s per game) ..." >&2
idle bench-dnfm "$dnfm_title" >"$work/idle-dnfm"
idle bench-sherwood "$sherwood_title" >"$work/idle-sherwood"
read -r dnfm_cpu dnfm_hwm <"$work/idle-dnfm"
read -r sherwood_cpu sherwood_hwm <"$work/idle-sherwood"
row "CPU over ${idle_seconds} s idle: DNFM game open" "$dnfm_cpu ms" "" "~0 (<= 20 ms)" "$(within "$dnfm_cpu" 20)"
row "CPU over ${idle_seconds} s idle: Sherwood game open" "$sherwood_cpu ms" "" "~0 (<= 20 ms)" \
    "$(within "$sherwood_cpu" 20)"
row "peak RSS after the idle: DNFM game" "$(mb "$dnfm_hwm")" "" "<= 40 MB" "$(within_memory "$dnfm_hwm" $((40 * 1024)))"
row "peak RSS after the idle: Sherwood game" "$(mb "$sherwood_hwm")" "" "<= 40 MB" \
    "$(within_memory "$sherwood_hwm" $((40 * 1024)))"

size() { awk -v b="$(stat -c %s "$1")" 'BEGIN { printf "%.1f MB", b / 1048576 }'; }
row "binary size (stripped): app" "$(size "$work/app")" "" "" ""
row "binary size (stripped): minimal window" "$(size "$work/minimal")" "" "" ""

echo "running the in-process bench ..." >&2
"$bench_exe" --tsv >"$work/inprocess.tsv"
while IFS= read -r line; do rows+=("$line"); done <"$work/inprocess.tsv"
echo "running the rules' bench (release) ..." >&2
"$work/rules" --tsv >"$work/rules.tsv"
while IFS= read -r line; do rows+=("$line"); done <"$work/rules.tsv"

# --- Report --------------------------------------------------------------------------------
cpu=$(awk -F': ' '/^model name/ { print $2; exit }' /proc/cpuinfo)
machine="${cpu:-unknown CPU}, $(nproc) cores, $(awk '/MemTotal/ { printf "%.0f GB", $2 / 1048576 }' /proc/meminfo), Linux $(uname -r)"
load=$(cut -d' ' -f1-3 /proc/loadavg)
echo "machine: $machine"
echo "load average at the end: $load"
echo "display: ${BENCH_DISPLAY:-Xvfb $DISPLAY (own)}, window 420 x 860, tiny-skia; $profile build"
echo
{
    printf 'measure\tmedian\tp90\tbudget\t\n'
    printf '%s\n' "${rows[@]}"
} | awk -F'\t' '
    { for (i = 1; i <= NF; i++) { c[NR, i] = $i; l = length($i); if (l > w[i]) w[i] = l } n = NR }
    END {
        for (r = 1; r <= n; r++) {
            line = sprintf("%-" w[1] "s", c[r, 1])
            for (i = 2; i <= 4; i++) line = line sprintf("  %" w[i] "s", c[r, i])
            line = line "  " c[r, 5]
            sub(/ +$/, "", line)
            print line
        }
    }'

if [[ $record == yes ]]; then
    {
        echo "Written by \`benches/run.sh --record\` on $(date -u +%Y-%m-%d), a $profile build:"
        echo "$machine; load average at the end $load;"
        echo "$runs start-ups per case, $idle_seconds s idle, ${BENCH_RUNS:-200} samples per in-process timing."
        echo
        echo "| measure | median | p90 | budget | |"
        echo "|---------|--------|-----|--------|-|"
        printf '%s\n' "${rows[@]}" | awk -F'\t' '{
            for (i = 1; i <= 5; i++) gsub(/<=/, "≤", $i)
            for (i = 1; i <= 5; i++) gsub(/>=/, "≥", $i)
            sub(/^ +/, "", $1)
            printf "| %s | %s | %s | %s | %s |\n", $1, $2, $3, $4, $5
        }'
    } >"$work/record.md"
    scripts/record-figures.sh bench "$work/record.md"
fi

over=$(printf '%s\n' "${rows[@]}" | awk -F'\t' '$5 == "OVER"' || true)
if [[ -n $over ]]; then
    echo
    echo "OVER BUDGET:" >&2
    echo "$over" >&2
    exit 1
fi
