//! Three jobs: Windows builds embed the application manifest (per-monitor DPI awareness,
//! UTF-8); every build converts the games' TOML data to JSON in `OUT_DIR`, which the web
//! build embeds instead (see `src/games/data_text.rs`); and every build lists the language
//! catalogues (`locales/<code>/*.ftl`) for `src/i18n/catalogue.rs` to compile in.

use std::path::Path;

#[path = "src/i18n/catalogue_keys.rs"]
mod catalogue_keys;

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
    catalogues(Path::new(&out))
}

/// `catalogues.rs`: `FILES`, every catalogue file as (language code, file name, its text
/// without comments), sorted by file name, then language, so that the build is the same
/// wherever it runs.
fn catalogues(out: &Path) -> Result<(), String> {
    println!("cargo:rerun-if-changed=locales");
    let root = std::env::var("CARGO_MANIFEST_DIR").map_err(|e| e.to_string())?;
    let locales = Path::new(&root).join("locales");
    let mut files = Vec::new();
    for lang in std::fs::read_dir(&locales).map_err(|e| format!("{}: {e}", locales.display()))? {
        let lang = lang.map_err(|e| e.to_string())?.path();
        println!("cargo:rerun-if-changed={}", lang.display());
        let code = lang
            .file_name()
            .and_then(|n| n.to_str())
            .unwrap_or_default()
            .to_string();
        for file in std::fs::read_dir(&lang).map_err(|e| format!("{}: {e}", lang.display()))? {
            let file = file.map_err(|e| e.to_string())?.path();
            if file.extension().is_some_and(|e| e == "ftl") {
                println!("cargo:rerun-if-changed={}", file.display());
                let name = file
                    .file_name()
                    .and_then(|n| n.to_str())
                    .unwrap_or_default()
                    .to_string();
                let text = std::fs::read_to_string(&file)
                    .map_err(|e| format!("{}: {e}", file.display()))?;
                let kept = out.join("locales").join(&code);
                std::fs::create_dir_all(&kept).map_err(|e| format!("{}: {e}", kept.display()))?;
                let kept = kept.join(&name);
                let text = without_comments(&text);
                std::fs::write(&kept, &text).map_err(|e| format!("{}: {e}", kept.display()))?;
                files.push((code.clone(), name, kept.display().to_string(), text));
            }
        }
    }
    // A file beside its translations: the same keys and placeables lie within gzip's
    // reach of each other, which makes the web app's download about 10 KB smaller.
    files.sort_by(|a, b| (&a.1, &a.0).cmp(&(&b.1, &b.0)));
    // The web app fetches its catalogues (packaging/web/build.sh writes them beside the
    // wasm): only the player's language is downloaded before the first screen.
    if std::env::var("CARGO_CFG_TARGET_ARCH").as_deref() == Ok("wasm32") {
        files.clear();
    }
    let mut code = String::from("pub static FILES: &[(&str, &str, &str)] = &[\n");
    for (lang, name, path, _) in &files {
        code.push_str(&format!(
            "    ({lang:?}, {name:?}, include_str!({path:?})),\n"
        ));
    }
    code.push_str("];\n");
    code.push_str(&index(&files)?);
    let target = out.join("catalogues.rs");
    std::fs::write(&target, code).map_err(|e| format!("{}: {e}", target.display()))
}

/// `INDEX`: for each language, its message keys sorted, each with the position of its file
/// among the language's files in `FILES` (the terms' file left out, as `catalogue.rs` keeps
/// them), so that the app finds a message's file without reading every file at start.
fn index(files: &[(String, String, String, String)]) -> Result<String, String> {
    let mut langs: Vec<&str> = files.iter().map(|(lang, _, _, _)| lang.as_str()).collect();
    langs.sort();
    langs.dedup();
    let mut code = String::from("pub static INDEX: &[(&str, &[(&str, u8)])] = &[\n");
    for lang in langs {
        let mut keys = Vec::new();
        let theirs = files
            .iter()
            .filter(|(l, name, _, _)| l == lang && name != catalogue_keys::TERMS);
        for (position, (_, _, _, text)) in theirs.enumerate() {
            let position = u8::try_from(position).map_err(|_| format!("{lang}: over 255 files"))?;
            keys.extend(catalogue_keys::keys(text).map(|key| (key.to_string(), position)));
        }
        keys.sort();
        code.push_str(&format!("    ({lang:?}, &[\n"));
        for (key, position) in keys {
            code.push_str(&format!("        ({key:?}, {position}),\n"));
        }
        code.push_str("    ]),\n");
    }
    code.push_str("];\n");
    Ok(code)
}

/// The catalogue without its comments (lines that start with `#`: notes for translators),
/// which the app never reads and the web app would download.
fn without_comments(text: &str) -> String {
    text.lines()
        .filter(|line| !line.starts_with('#'))
        .flat_map(|line| [line, "\n"])
        .collect()
}
