//! Command-line arguments (one per line). Commands that write files or run long
//! simulations are skipped; everything else runs (run it with stdout sent to /dev/null).
#![no_main]

use libfuzzer_sys::fuzz_target;

const SKIPPED: &[&str] = &[
    "print", "simulate", "-o", "--output", "set-", "add-", "import", "export",
];

fuzz_target!(|text: &str| {
    let args: Vec<&str> = text.split('\n').collect();
    if args.iter().any(|a| SKIPPED.iter().any(|s| a.contains(s)))
        || args.first().is_none_or(|a| a.is_empty())
    {
        return;
    }
    let _ = pnp_companion::cli::run(std::iter::once("pnp-companion").chain(args));
});
