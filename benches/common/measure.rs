//! Measuring and reporting, shared by the two in-process benches (`inprocess`, the app's
//! screens and the print kit; `bench-rules`, the rules alone): timed rows against budgets,
//! printed as a table or as tab-separated lines for `benches/run.sh`. Each bench uses part.

#![allow(dead_code)]

use std::time::{Duration, Instant};

pub enum Budget {
    /// At most this long.
    Max(Duration),
    /// Measured for information, with no budget.
    Info,
}

pub struct Row {
    pub name: String,
    pub median: String,
    pub p90: String,
    pub budget: String,
    /// Within budget; `None` for information only.
    pub ok: Option<bool>,
    /// A budget on time (or on a rate), which only a release build is held to.
    pub timing: bool,
}

/// Built without optimisation (`BENCH_PROFILE=dev`, CI's short run on the tests' build):
/// the timings are reported, not held to their budgets.
pub const DEBUG_BUILD: bool = cfg!(debug_assertions);

/// The median and the 90th percentile (the slower tail) of the samples.
pub fn percentiles(samples: &mut [Duration]) -> (Duration, Duration) {
    samples.sort_unstable();
    let n = samples.len();
    (samples[n / 2], samples[(n * 9 / 10).min(n - 1)])
}

pub fn fmt_time(d: Duration) -> String {
    let ns = d.as_nanos() as f64;
    if ns < 1_000.0 {
        format!("{ns:.0} ns")
    } else if ns < 1_000_000.0 {
        format!("{:.1} µs", ns / 1e3)
    } else {
        format!("{:.2} ms", ns / 1e6)
    }
}

pub fn fmt_rate(r: f64) -> String {
    let whole = r.round() as u64;
    let s = whole.to_string();
    let mut out = String::new();
    for (i, c) in s.chars().enumerate() {
        if i > 0 && (s.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

/// `BENCH_ONLY=text`: only the rows whose name contains the text (for profiling one).
pub fn wanted(name: &str) -> bool {
    std::env::var("BENCH_ONLY").map_or(true, |only| name.contains(&only))
}

/// A row from timed samples: each call of `f` returns how long its measured part took.
/// The budget holds the median; a median over it is measured once more (see
/// [`held_twice`]). The p90 is shown for the slower tail.
pub fn timed(
    name: &str,
    runs: usize,
    budget: Budget,
    mut f: impl FnMut() -> Duration,
) -> Option<Row> {
    if !wanted(name) {
        return None;
    }
    // One untimed run to warm caches and lazily loaded data.
    let _ = f();
    let mut measure = || {
        let mut samples: Vec<Duration> = (0..runs).map(|_| f()).collect();
        percentiles(&mut samples)
    };
    let (median, p90) = match budget {
        Budget::Max(b) => held_twice(&mut measure, |&(median, _)| median <= b),
        Budget::Info => measure(),
    };
    Some(Row {
        name: name.into(),
        median: fmt_time(median),
        p90: fmt_time(p90),
        budget: match budget {
            Budget::Max(b) => format!("<= {}", fmt_time(b)),
            Budget::Info => "-".into(),
        },
        ok: match budget {
            Budget::Max(b) => Some(median <= b),
            Budget::Info => None,
        },
        timing: true,
    })
}

/// Measures, and when the figures miss their budget measures once more and keeps the second
/// set if it meets it: on a shared machine a busy moment slows one set, while a regression
/// misses twice.
pub fn held_twice<T>(measure: &mut impl FnMut() -> T, within: impl Fn(&T) -> bool) -> T {
    let first = measure();
    if within(&first) {
        return first;
    }
    let second = measure();
    if within(&second) { second } else { first }
}

/// Times `f` in batches of `batch` calls, for operations far shorter than the clock's grain.
pub fn timed_batch(
    name: &str,
    batches: usize,
    batch: u32,
    budget: Budget,
    mut f: impl FnMut(),
) -> Option<Row> {
    timed(name, batches, budget, || {
        let t = Instant::now();
        for _ in 0..batch {
            f();
        }
        t.elapsed() / batch
    })
}

/// The verdict column: "ok", "OVER" or "info" (no budget); a timing over its budget in a
/// debug build is "over (debug build)", reported only.
pub fn verdict(r: &Row) -> &'static str {
    match r.ok {
        Some(true) => "ok",
        Some(false) if r.timing && DEBUG_BUILD => "over (debug build)",
        Some(false) => "OVER",
        None => "info",
    }
}

/// One tab-separated line per row (name, median, p90, budget, verdict), for `benches/run.sh`,
/// which puts them into its own table.
pub fn print_tsv(rows: &[Row]) {
    for r in rows {
        println!(
            "{}\t{}\t{}\t{}\t{}",
            r.name,
            r.median,
            r.p90,
            r.budget,
            verdict(r)
        );
    }
}

pub fn print_table(rows: &[Row]) {
    let headers = ["in-process", "median", "p90", "budget", ""];
    let cells: Vec<[&str; 5]> = rows
        .iter()
        .map(|r| {
            [
                r.name.as_str(),
                r.median.as_str(),
                r.p90.as_str(),
                r.budget.as_str(),
                verdict(r),
            ]
        })
        .collect();
    let width = |i: usize| {
        cells
            .iter()
            .map(|c| c[i].chars().count())
            .chain([headers[i].chars().count()])
            .max()
            .unwrap_or(0)
    };
    let widths: Vec<usize> = (0..5).map(width).collect();
    let line = |c: [&str; 5]| {
        let mut s = format!("{:<w$}", c[0], w = widths[0]);
        for i in 1..4 {
            s.push_str(&format!("  {:>w$}", c[i], w = widths[i]));
        }
        s.push_str(&format!("  {}", c[4]));
        println!("{}", s.trim_end());
    };
    line(headers);
    for c in cells {
        line(c);
    }
}
