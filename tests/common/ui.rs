//! Running the app's tasks in a test, as the runtime would: the shell's storage work (saves,
//! loads, the player's data) comes back as messages, and what the app writes to the
//! clipboard is kept ([`clipboard`]). Window and widget actions are ignored; whether the app
//! asked to quit is returned.

use iced::Task;
use iced::futures::StreamExt;
use iced::futures::executor::block_on;
use pnp_companion::ui::{App, FONT_BOLD, FONT_REGULAR, Message};

/// The app's fonts, as the window loads them, for a headless simulator.
pub fn settings() -> iced::Settings {
    iced::Settings {
        fonts: vec![FONT_REGULAR.into(), FONT_BOLD.into()],
        default_font: iced::Font::with_name("Noto Sans"),
        ..iced::Settings::default()
    }
}

/// What a phone's browser offers the app (tests show a browser's screens on the desktop).
pub fn browser_capabilities() -> pnp_companion::ui::platform::Capabilities {
    pnp_companion::ui::platform::Capabilities {
        keys: false,
        soft_keyboard: true,
        file_paths: false,
        own_window: false,
        holds_screen_on: true,
        own_address: true,
        data_in_browser: true,
        background_news: true,
        screen_reader_page: true,
    }
}

/// Sends `message` and runs every task it starts, and the tasks their results start, to
/// the end; `true` when the app asked to quit.
pub fn send_and_wait(app: &mut App, message: Message) -> bool {
    let task = app.update(message);
    run(app, task)
}

/// Runs `task` to the end, feeding what it outputs back to the app; `true` when the app
/// asked to quit.
pub fn run(app: &mut App, task: Task<Message>) -> bool {
    let (outputs, mut exit) = outputs(task);
    for m in outputs {
        let next = app.update(m);
        exit |= run(app, next);
    }
    exit
}

/// What `task` outputs when run to the end, and whether it asks to quit; nothing is fed
/// back (a test then sends the messages in the order it wants).
pub fn outputs(task: Task<Message>) -> (Vec<Message>, bool) {
    let Some(stream) = iced_runtime::task::into_stream(task) else {
        return (Vec::new(), false);
    };
    let actions: Vec<iced_runtime::Action<Message>> = block_on(stream.collect());
    let mut exit = false;
    let mut out = Vec::new();
    for a in actions {
        match a {
            iced_runtime::Action::Output(m) => out.push(m),
            iced_runtime::Action::Exit => exit = true,
            iced_runtime::Action::Clipboard(iced_runtime::clipboard::Action::Write {
                contents,
                ..
            }) => CLIPBOARD.with(|c| c.borrow_mut().push(contents)),
            _ => {}
        }
    }
    (out, exit)
}

thread_local! {
    /// What the app wrote to the clipboard in this test's thread, oldest first.
    static CLIPBOARD: std::cell::RefCell<Vec<String>> = const { std::cell::RefCell::new(Vec::new()) };
}

/// Everything the app has written to the clipboard in this test so far (and forgets it).
pub fn clipboard() -> Vec<String> {
    CLIPBOARD.with(|c| std::mem::take(&mut *c.borrow_mut()))
}

/// The bounds of the last text on screen that reads exactly `label`: a pad's key, found
/// below a field or a value that reads the same.
pub fn last_text<M>(ui: &mut iced_test::Simulator<'_, M>, label: &str) -> Option<iced::Rectangle> {
    use iced_test::selector::Candidate;
    let mut last = None;
    let _ = ui.find(|c: Candidate<'_>| {
        if let Candidate::Text {
            content, bounds, ..
        } = c
            && content == label
        {
            last = Some(bounds);
        }
        None::<()>
    });
    last
}

/// Taps the element showing exactly `label` in a window of `size` and feeds what it sends to
/// the app; a tap that sends nothing fails.
pub fn tap(app: &mut App, size: iced::Size, label: &str) {
    let messages: Vec<Message> = {
        let mut ui = iced_test::Simulator::with_size(settings(), size, app.view());
        ui.click(label)
            .unwrap_or_else(|e| panic!("no '{label}' on screen: {e:?}"));
        ui.into_messages().collect()
    };
    assert!(!messages.is_empty(), "tapping '{label}' did nothing");
    for m in messages {
        send_and_wait(app, m);
    }
}

/// Every text a window of `size` shows now.
pub fn texts(app: &App, size: iced::Size) -> Vec<String> {
    use iced_test::selector::Candidate;
    let mut ui = iced_test::Simulator::with_size(settings(), size, app.view());
    let mut all = Vec::new();
    let _ = ui.find(|c: Candidate<'_>| {
        if let Candidate::Text { content, .. } = c {
            all.push(content.to_string());
        }
        None::<()>
    });
    all
}

/// Whether a window of `size` shows exactly `label`.
pub fn shows(app: &App, size: iced::Size, label: &str) -> bool {
    iced_test::Simulator::with_size(settings(), size, app.view())
        .find(label)
        .is_ok()
}

thread_local! {
    /// What the app handed its announcer (the page's live regions in a browser) in this
    /// test's thread, oldest first.
    static HEARD: std::cell::RefCell<Vec<pnp_companion::ui::platform::Announcement>> =
        const { std::cell::RefCell::new(Vec::new()) };
}

fn overhear(said: &pnp_companion::ui::platform::Announcement) {
    HEARD.with(|h| h.borrow_mut().push(said.clone()));
}

/// From now on, what `app` tells the page (a screen reader's words) is kept for [`heard`].
pub fn listen(app: &mut App) {
    app.announce_with(overhear);
}

/// Everything the app handed its announcer in this test so far (and forgets it).
pub fn heard() -> Vec<pnp_companion::ui::platform::Announcement> {
    HEARD.with(|h| std::mem::take(&mut *h.borrow_mut()))
}

/// Holds a screen's snapshot to the picture someone looked at and committed: its hash
/// (`tests/snapshots/{file}-tiny-skia.sha256`) and its image
/// (`docs/screenshots/{file}-tiny-skia.png`, where the docs' screenshots come from). A
/// missing one is written, said on the test's output, and passes: how a new screen gets
/// one. In CI (`CI=true`) a missing one is a screen nobody looked at, and fails.
pub fn as_committed(snap: &iced_test::simulator::Snapshot, file: &str) {
    for path in [
        format!("tests/snapshots/{file}-tiny-skia.sha256"),
        format!("docs/screenshots/{file}-tiny-skia.png"),
    ] {
        if std::path::Path::new(&path).exists() {
            continue;
        }
        assert!(
            !super::in_ci(),
            "{path} is missing: run the snapshot test locally, look at \
             docs/screenshots/{file}-tiny-skia.png and commit it with its hash"
        );
        eprintln!(
            "{path} was missing and is written now: look at docs/screenshots/{file}-tiny-skia.png \
             before committing it"
        );
    }
    assert!(
        snap.matches_hash(format!("tests/snapshots/{file}"))
            .expect("the snapshot's hash is read or written"),
        "{file} changed"
    );
    assert!(
        snap.matches_image(format!("docs/screenshots/{file}"))
            .expect("the screenshot is read or written"),
        "{file} image changed"
    );
}
