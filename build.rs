//! Two jobs: Windows builds embed the application manifest (per-monitor DPI awareness,
//! UTF-8); and every build converts the games' TOML data to JSON in `OUT_DIR`, which the web
//! build embeds instead (see `src/games/data_text.rs`).

use std::path::Path;

/// The data files, under `src/games/`, without their `.toml`.
const DATA: [&str; 4] = [
    "dnfm/data/cards",
    "sherwood/data/persons",
    "sherwood/data/spaces",
    "sherwood/data/tables",
];

/// An error ends the build with its message (the data files are the crate's own).
fn main() -> Result<(), String> {
    println!("cargo:rerun-if-changed=packaging/windows/pnp-companion.exe.manifest");
    if std::env::var("CARGO_CFG_TARGET_OS").as_deref() == Ok("windows") {
        let manifest = Path::new("packaging/windows/pnp-companion.exe.manifest");
        if let Err(e) = embed_manifest::embed_manifest_file(manifest) {
            println!("cargo:warning=the Windows manifest could not be embedded: {e}");
        }
    }
    let out = std::env::var_os("OUT_DIR").ok_or("cargo sets OUT_DIR for a build script")?;
    for file in DATA {
        let source = format!("src/games/{file}.toml");
        println!("cargo:rerun-if-changed={source}");
        let text = std::fs::read_to_string(&source).map_err(|e| format!("{source}: {e}"))?;
        let value: toml::Value = toml::from_str(&text).map_err(|e| format!("{source}: {e}"))?;
        let json = serde_json::to_string(&value).map_err(|e| format!("{source}: {e}"))?;
        let target = Path::new(&out).join(format!("{file}.json"));
        if let Some(dir) = target.parent() {
            std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
        }
        std::fs::write(&target, json).map_err(|e| format!("{}: {e}", target.display()))?;
    }
    Ok(())
}
