use std::process::ExitCode;

fn main() -> ExitCode {
    // No arguments: the app window. Any argument: the headless command line.
    #[cfg(feature = "gui")]
    if std::env::args_os().len() <= 1 {
        return match pnp_companion::ui::run() {
            Ok(()) => ExitCode::SUCCESS,
            Err(e) => {
                eprintln!("error: the window could not open: {e}");
                ExitCode::from(1)
            }
        };
    }
    // A build without the window answers no arguments with the command list.
    pnp_companion::cli::run(std::env::args_os())
}
