// The release build on Windows opens no console window behind the app; the command line
// borrows the terminal's console instead (windows_console.rs).
#![cfg_attr(all(windows, not(debug_assertions)), windows_subsystem = "windows")]

#[cfg(windows)]
mod windows_console;

#[cfg(not(target_arch = "wasm32"))]
use std::process::ExitCode;

/// The web app: the window in the page (there is no command line in a browser).
#[cfg(target_arch = "wasm32")]
fn main() {
    // A browser shows problems in the page's console (a phone's remote debugger).
    std::panic::set_hook(Box::new(|info| {
        web_sys::console::error_1(&info.to_string().into());
    }));
    if let Err(e) = pnp_companion::ui::run() {
        web_sys::console::error_1(
            &pnp_companion::t!("cli-app-failed", error = e.to_string()).into(),
        );
    }
}

#[cfg(not(target_arch = "wasm32"))]
fn main() -> ExitCode {
    // No arguments: the app window. Any argument: the headless command line.
    #[cfg(feature = "gui")]
    if std::env::args_os().len() <= 1 {
        return match pnp_companion::ui::run() {
            Ok(()) => ExitCode::SUCCESS,
            Err(e) => {
                let error = e.to_string();
                eprintln!("{}", pnp_companion::t!("cli-window-failed", error = error));
                ExitCode::from(1)
            }
        };
    }
    #[cfg(windows)]
    windows_console::attach_to_parent_console();
    // A build without the window answers no arguments with the command list.
    pnp_companion::cli::run(std::env::args_os())
}
