//! The floor for start-up comparisons: the smallest iced window, built with this crate's
//! iced features, the app's window size and one line of text. `benches/run.sh` times it.
//!
//! With `PNP_EXIT_AFTER_FIRST_FRAME=1` it quits as soon as its first frame is on screen.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic
)]

use iced::widget::text;
use iced::{Element, Subscription, Task};

#[derive(Debug, Clone, Copy)]
struct FirstFrame;

fn update(_: &mut (), _: FirstFrame) -> Task<FirstFrame> {
    iced::exit()
}

fn view(_: &()) -> Element<'_, FirstFrame> {
    text("Hello").into()
}

fn subscription(_: &()) -> Subscription<FirstFrame> {
    if std::env::var_os("PNP_EXIT_AFTER_FIRST_FRAME").is_some_and(|v| v == "1") {
        iced::window::frames().map(|_| FirstFrame)
    } else {
        Subscription::none()
    }
}

fn main() -> iced::Result {
    iced::application(|| (), update, view)
        .subscription(subscription)
        .window_size((420.0, 860.0))
        .run()
}
