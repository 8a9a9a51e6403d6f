//! The app window (iced): screens own their state and messages; the rules live in `games`.

pub mod app;
pub mod autosave;
pub mod dnfm;
pub mod drawing;
pub mod game_screen;
pub mod help;
pub mod home;
pub mod jobs;
pub mod palette;
pub mod platform;
pub mod print;
pub mod read_aloud;
pub mod record;
pub mod scroll_memory;
pub mod scrolled_by;
pub mod share;
pub mod sherwood;
pub mod soft_keyboard;
pub mod style;
pub mod swipe;
pub mod text_field;
pub mod widgets;
pub mod window_fit;
pub mod wrapper;

pub use app::{App, Message};

/// One reverse-DNS id everywhere: desktop file, metainfo, icons, the window's app id.
pub const APP_ID: &str = "io.github.pnp_companion.PnPCompanion";

pub use crate::fonts::{BOLD as FONT_BOLD, REGULAR as FONT_REGULAR, SYMBOLS as FONT_SYMBOLS};

pub fn run() -> iced::Result {
    // The system's language, until the settings (read by the app) say otherwise; on the
    // web, the one the page fetched.
    platform::take_page_language();
    crate::i18n::start_for_the_process(None);
    #[cfg_attr(not(target_os = "linux"), allow(unused_mut))]
    let mut window = iced::window::Settings {
        size: iced::Size::new(420.0, 860.0),
        min_size: Some(iced::Size::new(340.0, 560.0)),
        // The shell closes the window once the last save is written (`Message::CloseRequested`).
        exit_on_close_request: false,
        ..iced::window::Settings::default()
    };
    #[cfg(target_os = "linux")]
    {
        window.platform_specific.application_id = APP_ID.to_string();
    }
    // The window where it was left (kept on the screen once the screen is known).
    #[cfg(not(target_arch = "wasm32"))]
    if let Some(dir) = crate::store::paths::data_dir() {
        let (settings, _) = crate::store::settings::Settings::load(&dir);
        if let Some(place) = settings.window.filter(|_| settings.reopen_last) {
            let (size, at) = window_fit::reopened(place, settings.scale);
            window.size = size;
            if let Some(at) = at {
                window.position = iced::window::Position::Specific(at);
            }
        }
    }
    // In a browser the app fills the page (index.html's `#app`), whatever its size.
    #[cfg(target_arch = "wasm32")]
    {
        window.platform_specific.target = Some("app".to_string());
        window.min_size = None;
        if let Some(size) = platform::page_size() {
            window.size = size;
        }
    }
    iced::application(App::boot, App::update, App::view)
        .title(App::title)
        .theme(App::theme)
        .subscription(App::subscription)
        .scale_factor(App::scale)
        .window(window)
        .font(FONT_REGULAR)
        .font(FONT_BOLD)
        .font(FONT_SYMBOLS)
        .default_font(iced::Font::with_name("Noto Sans"))
        .run()
}

/// The rules' words on a screen: worded in the player's language as the screen is drawn.
impl<'a> iced::widget::text::IntoFragment<'a> for crate::engine::words::Words {
    fn into_fragment(self) -> iced::widget::text::Fragment<'a> {
        std::borrow::Cow::Owned(self.to_string())
    }
}

impl<'a> iced::widget::text::IntoFragment<'a> for &crate::engine::words::Words {
    fn into_fragment(self) -> iced::widget::text::Fragment<'a> {
        std::borrow::Cow::Owned(self.to_string())
    }
}
