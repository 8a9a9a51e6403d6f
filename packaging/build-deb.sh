#!/usr/bin/env bash
# Builds the Debian package into target/debian/. Installs cargo-deb (from crates.io) if
# missing. Install the result with: sudo apt install ./target/debian/pnp-companion_*.deb
set -euo pipefail
cd "$(dirname "$0")/.."
if ! cargo deb --version >/dev/null 2>&1; then
  cargo install cargo-deb --locked
fi
cargo deb --locked "$@"
ls -1 target/debian/*.deb
