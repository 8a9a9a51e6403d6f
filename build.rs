//! Windows builds embed the application manifest (per-monitor DPI awareness, UTF-8);
//! nothing happens for other targets.

fn main() {
    println!("cargo:rerun-if-changed=packaging/windows/pnp-companion.exe.manifest");
    if std::env::var("CARGO_CFG_TARGET_OS").as_deref() == Ok("windows") {
        let manifest = std::path::Path::new("packaging/windows/pnp-companion.exe.manifest");
        if let Err(e) = embed_manifest::embed_manifest_file(manifest) {
            println!("cargo:warning=the Windows manifest could not be embedded: {e}");
        }
    }
}
