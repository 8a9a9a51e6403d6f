//! Every label fits at its longest language: each screen at a phone's 420 px, in every
//! language, with no text drawn past its own box (a word too long to wrap runs into its
//! neighbour: German's "Wellenbewegungskanone" did, into its "1 / 4") and no two texts on
//! top of each other.
//!
//! A text's box is the room its layout gave it; what it draws is measured here again with
//! the app's fonts, at the size (of those the app uses) whose wrapped height is the box's.

use crate::common;

use common::ui::send_and_wait;
use iced::advanced::text::{self, Paragraph as _};
use iced::{Font, Pixels, Rectangle, Size};
use iced_test::selector::{Candidate, Selector};
use pnp_companion::games::dnfm::rules::Action;
use pnp_companion::i18n::Lang;
use pnp_companion::store::saves::GameKind;
use pnp_companion::ui::style::BOLD;
use pnp_companion::ui::{App, Message, dnfm, home, sherwood};
use std::sync::{Arc, Mutex};

const PHONE: Size = Size::new(420.0, 2400.0);

/// The sizes the app writes in (`ui::style::size`), largest first.
const SIZES: [f32; 9] = [28.0, 24.0, 20.0, 18.0, 16.0, 14.0, 13.0, 11.0, 12.0];

type Paragraph = <iced::Renderer as text::Renderer>::Paragraph;

/// A text the screen shows: its box, the part of it not scrolled out of sight, its words.
type Shown = (Rectangle, Rectangle, String);

/// Every text the screen shows: a selector that never settles on one.
#[derive(Clone, Default)]
struct EveryText(Arc<Mutex<Vec<Shown>>>);

impl Selector for EveryText {
    type Output = ();

    fn select(&mut self, candidate: Candidate<'_>) -> Option<()> {
        if let Candidate::Text {
            visible_bounds: Some(seen),
            bounds,
            content,
            ..
        } = candidate
            && !content.trim().is_empty()
            && let Ok(mut all) = self.0.lock()
        {
            all.push((bounds, seen, content.to_string()));
        }
        None
    }

    fn description(&self) -> String {
        "every text".into()
    }
}

/// How far `content` is drawn past a box `width` wide, at the size and font whose
/// wrapped height is the box's `height`; `None` where none is (a text given a height).
fn drawn_past(content: &str, width: f32, height: f32) -> Option<f32> {
    let regular = Font::with_name("Noto Sans");
    SIZES.iter().find_map(|&size| {
        [regular, BOLD].into_iter().find_map(|font| {
            let p = Paragraph::with_text(text::Text {
                content,
                bounds: Size::new(width, f32::INFINITY),
                size: Pixels(size),
                line_height: text::LineHeight::default(),
                font,
                align_x: text::Alignment::Default,
                align_y: iced::alignment::Vertical::Top,
                shaping: text::Shaping::Advanced,
                wrapping: text::Wrapping::Word,
            });
            let drawn = p.min_bounds();
            ((drawn.height - height).abs() < 0.5).then_some(drawn.width - width)
        })
    })
}

/// What does not fit on `app`'s screen: each text drawn past its box, and each two texts
/// whose boxes overlap.
fn misfits(app: &App, screen: &str) -> Vec<String> {
    let mut ui = iced_test::Simulator::with_size(common::ui::settings(), PHONE, app.view());
    let found = EveryText::default();
    let _ = ui.find(found.clone());
    let texts = found.0.lock().map(|t| t.clone()).unwrap_or_default();
    let mut wrong = Vec::new();
    if std::env::var("LABELS_DEBUG").is_ok() {
        for (b, _, content) in &texts {
            eprintln!("{screen}: {b:?} {content}");
        }
        if let Ok(snap) = ui.snapshot(&pnp_companion::ui::palette::light()) {
            let _ = snap.matches_image(format!("/tmp/labels/{}", screen.replace(' ', "-")));
        }
    }
    for (b, _, content) in &texts {
        if let Some(past) = drawn_past(content, b.width, b.height)
            && past > 1.0
        {
            wrong.push(format!(
                "{screen}: “{content}” is drawn {past:.0} px past its {:.0} px",
                b.width
            ));
        }
    }
    // Where each is seen: a text half scrolled under a bar is not on top of the bar's.
    for (i, (_, a, first)) in texts.iter().enumerate() {
        for (_, b, second) in &texts[i + 1..] {
            if let Some(both) = a.intersection(b)
                && both.width > 1.0
                && both.height > 1.0
            {
                wrong.push(format!("{screen}: “{first}” and “{second}” overlap"));
            }
        }
    }
    wrong
}

fn home_in(lang: Lang, test: &str, seed: &str) -> App {
    let dir = common::fresh_dir("pnp-labels-fit", &format!("{test}-{}", lang.code()));
    std::fs::write(
        dir.join("settings.json"),
        format!(r#"{{"language": "{}"}}"#, lang.code()),
    )
    .unwrap();
    let mut app = App::new(Some(dir));
    send_and_wait(&mut app, Message::Home(home::Message::Seed(seed.into())));
    app
}

/// The screens to look at in `lang`: (name, app showing it).
fn screens(lang: Lang) -> Vec<(String, App)> {
    let named = |s: &str| format!("{s} in {}", lang.code());
    let mut out = vec![(named("home"), home_in(lang, "home", "7"))];

    // Do Not Forsake Me in a fight that left its cannon at its last level: the levels'
    // words at their longest beside the longest system name.
    let mut game = home_in(lang, "dnfm", "1");
    send_and_wait(&mut game, Message::Home(home::Message::New(GameKind::Dnfm)));
    for act in [
        Action::Move(4),
        Action::Continue,
        Action::ScanForEvents,
        Action::RevealBounty,
        Action::Fight,
        Action::Fight,
        Action::Fight,
    ] {
        send_and_wait(&mut game, Message::Dnfm(dnfm::Message::Act(act)));
    }
    out.push((named("dnfm in a fight"), game));

    for tab in [
        sherwood::Tab::Play,
        sherwood::Tab::People,
        sherwood::Tab::Counters,
        sherwood::Tab::Tables,
        sherwood::Tab::Paragraphs,
        sherwood::Tab::Log,
    ] {
        let mut game = home_in(lang, &format!("sherwood-{tab:?}"), "7");
        send_and_wait(
            &mut game,
            Message::Home(home::Message::New(GameKind::Sherwood)),
        );
        send_and_wait(&mut game, Message::Sherwood(sherwood::Message::Tab(tab)));
        out.push((named(&format!("sherwood {tab:?}")), game));
    }
    for (name, message) in [
        ("print", home::Message::Print),
        ("record", home::Message::Record),
        ("help", home::Message::Help),
    ] {
        let mut app = home_in(lang, name, "7");
        send_and_wait(&mut app, Message::Home(message));
        out.push((named(name), app));
    }
    out
}

#[test]
fn every_label_fits_at_420_px_in_every_language() {
    let mut wrong = Vec::new();
    for lang in Lang::ALL {
        for (name, app) in screens(*lang) {
            wrong.extend(misfits(&app, &name));
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

/// The check finds a word drawn past a box too narrow for it, and keeps quiet where the
/// box holds the text.
#[test]
fn the_check_sees_a_word_past_its_box() {
    // The app's fonts are loaded with a simulator's settings.
    let shown: iced::Element<'_, ()> = iced::widget::text("x").into();
    let _ = iced_test::Simulator::with_size(common::ui::settings(), PHONE, shown);
    let word = "Wellenbewegungskanone";
    let wide = Paragraph::with_text(text::Text {
        content: word,
        bounds: Size::INFINITE,
        size: Pixels(16.0),
        line_height: text::LineHeight::default(),
        font: Font::with_name("Noto Sans"),
        align_x: text::Alignment::Default,
        align_y: iced::alignment::Vertical::Top,
        shaping: text::Shaping::Advanced,
        wrapping: text::Wrapping::Word,
    })
    .min_bounds();
    let past = drawn_past(word, wide.width - 40.0, wide.height);
    assert!(past.is_some_and(|p| p > 30.0), "{past:?}");
    let fits = drawn_past(word, wide.width + 2.0, wide.height);
    assert!(fits.is_some_and(|p| p <= 0.0), "{fits:?}");
}
