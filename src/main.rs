use std::process::ExitCode;

fn main() -> ExitCode {
    pnp_companion::cli::run(std::env::args_os())
}
