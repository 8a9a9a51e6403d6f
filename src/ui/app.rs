//! The app shell: which screen is up, settings, autosave, keyboard.

use super::{dnfm, home, print, sherwood};
use crate::games::dnfm::cards::CardSet;
use crate::games::dnfm::game::DnfmGame;
use crate::games::dnfm::map::MapStrip;
use crate::games::sherwood::SherwoodData;
use crate::games::sherwood::game::{DiceMode, SherwoodGame};
use crate::games::sherwood::import::{ImportedText, import};
use crate::games::sherwood::state::{DEFAULT_NEUTRAL_SPACES, SetupDraw};
use crate::store::files::{read_optional, read_text, write_atomic};
use crate::store::paths;
use crate::store::saves::{self, Envelope};
use crate::store::settings::{Settings, ThemeChoice};
use crate::store::user_data::{UserData, sherwood_data_with_user};
use iced::widget::{column, container, responsive, text};
use iced::{Element, Length, Subscription, Task, Theme, keyboard};
use std::path::PathBuf;

pub enum Screen {
    Home(home::Home),
    Dnfm(Box<dnfm::DnfmScreen>),
    Sherwood(Box<sherwood::SherwoodScreen>),
    Print(print::PrintScreen),
}

pub struct App {
    pub screen: Screen,
    pub settings: Settings,
    pub data_dir: Option<PathBuf>,
    pub card_set: Option<&'static CardSet>,
    pub sherwood: SherwoodData,
    pub imported: Option<ImportedText>,
    /// A problem the player should know about (a file that could not be read or written).
    pub notice: Option<String>,
    /// Where the current game is saved.
    pub save_path: Option<PathBuf>,
    pub help: bool,
}

#[derive(Debug, Clone)]
pub enum Message {
    Home(home::Message),
    Dnfm(dnfm::Message),
    Sherwood(sherwood::Message),
    Print(print::Message),
    /// The PDF is made (or failed), and where the player chose to save it.
    Printed(Result<String, String>),
    Key(keyboard::Key, keyboard::Modifiers),
    DismissNotice,
    ToggleHelp,
    /// The file dialog answered (None: cancelled, or no dialog service).
    Picked(Option<PathBuf>),
    /// The first frame is on screen and `PNP_EXIT_AFTER_FIRST_FRAME=1` asks to quit then.
    FirstFrame,
}

fn now() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_secs())
        .unwrap_or(0)
}

impl App {
    pub fn boot() -> (App, Task<Message>) {
        let mut app = App::new(paths::data_dir());
        if let Some(wanted) = std::env::var_os(OPEN_SAVE_ENV).filter(|w| !w.is_empty()) {
            app.open_at_start(&wanted.to_string_lossy());
        }
        (app, Task::none())
    }

    /// The app on a given data folder (tests use a folder of their own).
    pub fn new(data_dir: Option<PathBuf>) -> App {
        let mut notices = Vec::new();
        let settings = match &data_dir {
            Some(d) => {
                let (s, problem) = Settings::load(d);
                notices.extend(problem);
                s
            }
            None => Settings::default(),
        };
        let (sherwood, problems) = match sherwood_data_with_user(data_dir.as_deref()) {
            Ok(x) => x,
            Err(e) => {
                notices.push(e.to_string());
                (
                    SherwoodData::builtin()
                        .cloned()
                        .unwrap_or_else(|_| unreachable_data()),
                    Vec::new(),
                )
            }
        };
        notices.extend(
            problems
                .into_iter()
                .map(|p| format!("Your saved chart data has an entry that no longer fits: {p}")),
        );
        let card_set = match CardSet::builtin() {
            Ok(s) => Some(s),
            Err(e) => {
                notices.push(e.to_string());
                None
            }
        };
        let imported = data_dir.as_deref().and_then(|d| {
            let path = paths::sherwood_rulebook_text(d);
            let unread =
                "the paragraphs you imported are not shown until it is fixed or imported again";
            match read_optional(&path) {
                Ok(None) => None,
                Ok(Some(t)) => serde_json::from_str(&t)
                    .map_err(|e| {
                        notices.push(format!(
                            "{} could not be read ({e}); {unread}; the file is kept",
                            path.display()
                        ));
                    })
                    .ok(),
                Err(e) => {
                    notices.push(format!("{e}; {unread}"));
                    None
                }
            }
        });
        let saves = data_dir.as_deref().map(saves::list).unwrap_or_default();
        if data_dir.is_none() {
            notices.push("No data folder could be found: games will not be saved.".into());
        }
        App {
            screen: Screen::Home(home::Home {
                saves,
                ..home::Home::default()
            }),
            settings,
            data_dir,
            card_set,
            sherwood,
            imported,
            notice: (!notices.is_empty()).then(|| notices.join("\n")),
            save_path: None,
            help: false,
        }
    }

    pub fn title(&self) -> String {
        match &self.screen {
            Screen::Home(_) => "PnP Companion".into(),
            Screen::Dnfm(s) => format!("Do Not Forsake Me — {}", s.name),
            Screen::Sherwood(s) => format!("The Sherwood Syndrome — {}", s.name),
            Screen::Print(_) => "PnP Companion — Print".into(),
        }
    }

    pub fn theme(&self) -> Option<Theme> {
        match self.settings.theme {
            ThemeChoice::System => None,
            ThemeChoice::Light => Some(Theme::Light),
            ThemeChoice::Dark => Some(Theme::Dark),
        }
    }

    pub fn scale(&self) -> f32 {
        self.settings.scale
    }

    pub fn subscription(&self) -> Subscription<Message> {
        let keys = keyboard::listen().filter_map(|event| match event {
            keyboard::Event::KeyPressed { key, modifiers, .. } => {
                Some(Message::Key(key, modifiers))
            }
            _ => None,
        });
        match exit_after_first_frame() {
            Some(first_frame) => Subscription::batch([keys, first_frame]),
            None => keys,
        }
    }

    fn save(&mut self) {
        let Some(dir) = self.data_dir.clone() else {
            return;
        };
        let name = match &self.screen {
            Screen::Dnfm(s) => s.name.clone(),
            Screen::Sherwood(s) => s.name.clone(),
            Screen::Home(_) | Screen::Print(_) => return,
        };
        let path = self
            .save_path
            .clone()
            .unwrap_or_else(|| saves::file_for(&dir, &name));
        self.save_path = Some(path.clone());
        let at = now();
        let result = match &self.screen {
            Screen::Dnfm(s) => {
                saves::write(&path, &Envelope::new("dnfm", &name, at, s.game.clone()))
            }
            Screen::Sherwood(s) => {
                saves::write(&path, &Envelope::new("sherwood", &name, at, s.game.clone()))
            }
            Screen::Home(_) | Screen::Print(_) => return,
        };
        // A failed save is reported; play goes on and the next action tries again.
        self.notice = result.err().map(|e| {
            format!("Not saved: {e}. Play on; the app tries again after your next action.")
        });
    }

    fn go_home(&mut self) {
        self.save_path = None;
        let saves = self
            .data_dir
            .as_deref()
            .map(saves::list)
            .unwrap_or_default();
        self.screen = Screen::Home(home::Home {
            saves,
            ..home::Home::default()
        });
    }

    fn unique_name(&self, game: &str, wanted: &str) -> String {
        let base = if wanted.is_empty() {
            game.to_string()
        } else {
            wanted.to_string()
        };
        let Some(dir) = &self.data_dir else {
            return base;
        };
        let mut name = base.clone();
        let mut n = 2;
        while saves::file_for(dir, &name).exists() {
            name = format!("{base} {n}");
            n += 1;
        }
        name
    }

    pub fn update(&mut self, message: Message) -> Task<Message> {
        match message {
            Message::FirstFrame => return iced::exit(),
            Message::DismissNotice => self.notice = None,
            Message::ToggleHelp => self.help = !self.help,
            Message::Picked(path) => {
                match path {
                    Some(p) => {
                        if let Screen::Sherwood(s) = &mut self.screen {
                            s.paragraphs.import_path = p.display().to_string();
                        }
                        self.import_rulebook(&p.display().to_string());
                    }
                    None => self.notice = Some(
                        "No file chosen. If no dialog appeared, type the path and press Import."
                            .into(),
                    ),
                }
            }
            Message::Key(key, modifiers) => return self.key(key, modifiers),
            Message::Home(m) => {
                let Screen::Home(h) = &mut self.screen else {
                    return Task::none();
                };
                match h.update(m) {
                    home::Action::None => {}
                    home::Action::Problem(p) => self.notice = Some(p),
                    home::Action::Theme(t) => {
                        self.settings.theme = t;
                        self.save_settings();
                    }
                    home::Action::Scale(d) => {
                        self.settings.scale = (self.settings.scale + d).clamp(0.75, 2.0);
                        self.save_settings();
                    }
                    home::Action::Open(path, game) => self.open(path, &game),
                    home::Action::Print => {
                        self.screen = Screen::Print(print::PrintScreen::default())
                    }
                    home::Action::New {
                        game,
                        seed,
                        physical,
                        name,
                    } => {
                        let seed = seed.unwrap_or_else(rand::random);
                        match game {
                            home::GameKind::Dnfm => {
                                let Some(set) = self.card_set else {
                                    return Task::none();
                                };
                                let g = if physical {
                                    DnfmGame::new_physical(set, seed, MapStrip::from_stations(&[]))
                                } else {
                                    DnfmGame::new_digital(set, seed)
                                };
                                let name = self.unique_name("Do Not Forsake Me", &name);
                                self.screen = Screen::Dnfm(Box::new(
                                    dnfm::DnfmScreen::new(g, name)
                                        .peeking(set, self.settings.peek_at_deck),
                                ));
                            }
                            home::GameKind::Sherwood => {
                                let mode = if physical {
                                    DiceMode::Physical
                                } else {
                                    DiceMode::Digital
                                };
                                let draw = if physical {
                                    SetupDraw::Physical
                                } else {
                                    SetupDraw::Digital
                                };
                                let spaces = DEFAULT_NEUTRAL_SPACES.map(String::from);
                                let g =
                                    SherwoodGame::new(&self.sherwood, seed, mode, draw, &spaces);
                                let name = self.unique_name("Sherwood", &name);
                                self.screen = Screen::Sherwood(Box::new(
                                    sherwood::SherwoodScreen::new(g, name, &self.sherwood),
                                ));
                            }
                        }
                        self.save_path = None;
                        self.save();
                    }
                }
            }
            Message::Print(m) => {
                let Screen::Print(p) = &mut self.screen else {
                    return Task::none();
                };
                match p.update(m) {
                    print::Action::None => {}
                    print::Action::Home => self.go_home(),
                    print::Action::Save(options) => {
                        let (Some(set), data) = (self.card_set, self.sherwood.clone()) else {
                            return Task::none();
                        };
                        let folder = self.data_dir.clone();
                        // The dialog and the PDF both run off the UI thread.
                        return Task::perform(
                            async move {
                                let pdf = crate::print::pdf::render(&options, set, &data)
                                    .map_err(|e| e.to_string())?;
                                let mut dialog = rfd::AsyncFileDialog::new();
                                if let Some(d) = &folder {
                                    dialog = dialog.set_directory(d);
                                }
                                let chosen = dialog
                                    .set_file_name("pnp-companion-kit.pdf")
                                    .add_filter("PDF", &["pdf"])
                                    .save_file()
                                    .await
                                    .map(|f| f.path().to_path_buf());
                                // Where no dialog service answers, save into the data folder.
                                let path = chosen
                                    .or_else(|| folder.map(|d| d.join("pnp-companion-kit.pdf")))
                                    .ok_or("no place to save the PDF")?;
                                crate::store::files::replace_atomic(&path, &pdf)
                                    .map_err(|e| e.to_string())?;
                                Ok(format!(
                                    "Saved {} ({} KB)",
                                    path.display(),
                                    pdf.len().div_ceil(1024)
                                ))
                            },
                            Message::Printed,
                        );
                    }
                }
            }
            Message::Printed(result) => {
                if let Screen::Print(p) = &mut self.screen {
                    p.busy = false;
                    p.status = Some(match result {
                        Ok(s) => s,
                        Err(e) => format!("Not saved: {e}"),
                    });
                }
            }
            Message::Dnfm(m) => {
                let (Screen::Dnfm(s), Some(set)) = (&mut self.screen, self.card_set) else {
                    return Task::none();
                };
                match s.update(set, m) {
                    dnfm::Action::None => {}
                    dnfm::Action::Changed => self.save(),
                    dnfm::Action::Home => self.go_home(),
                    dnfm::Action::ExportLog(md) => self.export_log("dnfm-log.md", &md),
                    dnfm::Action::Peek(on) => {
                        self.settings.peek_at_deck = on;
                        self.save_settings();
                    }
                }
            }
            Message::Sherwood(m) => {
                let Screen::Sherwood(s) = &mut self.screen else {
                    return Task::none();
                };
                match s.update(&self.sherwood, m) {
                    sherwood::Action::None => {}
                    sherwood::Action::Changed => self.save(),
                    sherwood::Action::Home => self.go_home(),
                    sherwood::Action::Run(task) => return task.map(Message::Sherwood),
                    sherwood::Action::SaveCell {
                        table,
                        row,
                        column,
                        code,
                        resolve,
                    } => {
                        self.remember(|u, d| u.set_cell(d, table, &row, &column, &code));
                        if let Screen::Sherwood(s) = &mut self.screen {
                            let next = if resolve {
                                s.resolve_waiting_roll(&self.sherwood)
                            } else {
                                s.refresh(&self.sherwood);
                                sherwood::Action::None
                            };
                            if matches!(next, sherwood::Action::Changed) {
                                self.save();
                            }
                        }
                    }
                    sherwood::Action::SaveValue {
                        person,
                        stat,
                        value,
                    } => {
                        self.remember(|u, d| u.set_value(d, &person, stat, value));
                        if let Screen::Sherwood(s) = &mut self.screen {
                            s.refresh(&self.sherwood);
                        }
                    }
                    sherwood::Action::Import(path) => self.import_rulebook(&path),
                    sherwood::Action::Browse => {
                        // Off the UI thread; the xdg portal answers on D-Bus where there is one.
                        return Task::perform(
                            async {
                                rfd::AsyncFileDialog::new()
                                    .set_title("Your Sherwood Syndrome rulebook as plain text")
                                    .add_filter("Text", &["txt", "text", "md"])
                                    .pick_file()
                                    .await
                                    .map(|f| f.path().to_path_buf())
                            },
                            Message::Picked,
                        );
                    }
                    sherwood::Action::ExportLog(md) => {
                        if let Some(dir) = &self.data_dir {
                            let path = dir.join("sherwood-log.md");
                            self.notice =
                                Some(match write_atomic(&path, md.as_bytes(), |_| true) {
                                    Ok(()) => format!("The log is in {}", path.display()),
                                    Err(e) => e.to_string(),
                                });
                        }
                    }
                }
            }
        }
        Task::none()
    }

    /// Writes the turn log as Markdown into the data folder and says where.
    fn export_log(&mut self, file: &str, md: &str) {
        let Some(dir) = &self.data_dir else {
            self.notice = Some("No data folder to export to.".into());
            return;
        };
        let path = dir.join(file);
        self.notice = Some(
            match crate::store::files::replace_atomic(&path, md.as_bytes()) {
                Ok(()) => format!("The turn log is in {}", path.display()),
                Err(e) => e.to_string(),
            },
        );
    }

    fn save_settings(&mut self) {
        if let Some(d) = &self.data_dir
            && let Err(e) = self.settings.save(d)
        {
            self.notice = Some(format!("Settings not saved: {e}"));
        }
    }

    /// Stores something the player read off their own copy, and uses it from now on.
    fn remember(
        &mut self,
        f: impl FnOnce(&mut UserData, &SherwoodData) -> Result<(), crate::store::user_data::EntryError>,
    ) {
        let Some(dir) = self.data_dir.clone() else {
            self.notice = Some("No data folder: cannot remember it.".into());
            return;
        };
        let mut user = match UserData::load(&dir) {
            Ok(u) => u,
            Err(e) => {
                self.notice = Some(e.to_string());
                return;
            }
        };
        if let Err(e) = f(&mut user, &self.sherwood) {
            self.notice = Some(e.to_string());
            return;
        }
        match user.save(&dir) {
            Ok(()) => {
                if let Ok((d, _)) = sherwood_data_with_user(Some(&dir)) {
                    self.sherwood = d;
                }
            }
            Err(e) => self.notice = Some(e.to_string()),
        }
    }

    fn import_rulebook(&mut self, path: &str) {
        let Some(dir) = self.data_dir.clone() else {
            return;
        };
        let result = read_text(std::path::Path::new(path))
            .map_err(|e| e.to_string())
            .and_then(|t| import(&t).map_err(|e| e.to_string()));
        self.notice = Some(match result {
            Ok((text, report)) => {
                let json = serde_json::to_string(&text).unwrap_or_default();
                match write_atomic(
                    &paths::sherwood_rulebook_text(&dir),
                    json.as_bytes(),
                    |old| serde_json::from_str::<ImportedText>(old).is_ok(),
                ) {
                    Ok(()) => {
                        self.imported = Some(text);
                        format!(
                            "Imported {} paragraphs; {} not found.",
                            report.found.len(),
                            report.missing.len()
                        )
                    }
                    Err(e) => e.to_string(),
                }
            }
            Err(e) => format!("Nothing imported: {e}"),
        });
    }

    /// `PNP_OPEN_SAVE`: opens a save of the data folder named by its name, file name or path
    /// (for scripts and the start-up benchmark); a save not found is said in the notice.
    fn open_at_start(&mut self, wanted: &str) {
        let Screen::Home(h) = &self.screen else {
            return;
        };
        let file = std::fs::canonicalize(wanted).ok();
        let found = h.saves.iter().find(|s| {
            s.name == wanted
                || s.path.file_stem().is_some_and(|f| f == wanted)
                || s.path.file_name().is_some_and(|f| f == wanted)
                || (file.is_some() && std::fs::canonicalize(&s.path).ok() == file)
        });
        match found {
            Some(s) if s.problem.is_none() => {
                let (path, game) = (s.path.clone(), s.game.clone());
                self.open(path, &game);
            }
            Some(s) => self.notice = s.problem.clone(),
            None => self.notice = Some(format!("No saved game '{wanted}' in the data folder.")),
        }
    }

    fn open(&mut self, path: PathBuf, game: &str) {
        match game {
            "dnfm" => match saves::load::<DnfmGame>(&path, "dnfm") {
                Ok(env) => {
                    let mut screen = dnfm::DnfmScreen::new(env.data, env.name);
                    if let Some(set) = self.card_set {
                        screen = screen.peeking(set, self.settings.peek_at_deck);
                    }
                    self.screen = Screen::Dnfm(Box::new(screen));
                    self.save_path = Some(path);
                }
                Err(e) => self.notice = Some(e.to_string()),
            },
            _ => match saves::load::<SherwoodGame>(&path, "sherwood") {
                Ok(env) => {
                    self.screen = Screen::Sherwood(Box::new(sherwood::SherwoodScreen::new(
                        env.data,
                        env.name,
                        &self.sherwood,
                    )));
                    self.save_path = Some(path);
                }
                Err(e) => self.notice = Some(e.to_string()),
            },
        }
    }

    /// Keyboard shortcuts (public so tests can press keys without a window).
    pub fn key(&mut self, key: keyboard::Key, modifiers: keyboard::Modifiers) -> Task<Message> {
        use keyboard::key::Named;
        let command = modifiers.command();
        if let Screen::Sherwood(s) = &mut self.screen
            && !(command && key.as_ref() == keyboard::Key::Character("h"))
            && key.as_ref() != keyboard::Key::Named(Named::F1)
        {
            return match s.shortcut(&self.sherwood, &key, modifiers) {
                Some(m) => self.update(Message::Sherwood(m)),
                None => Task::none(),
            };
        }
        let msg = match (&self.screen, key.as_ref()) {
            (_, keyboard::Key::Character("h")) if command => {
                self.help = !self.help;
                return Task::none();
            }
            (_, keyboard::Key::Named(Named::F1)) => {
                self.help = !self.help;
                return Task::none();
            }
            (Screen::Dnfm(_), keyboard::Key::Character("z")) if command => {
                Message::Dnfm(dnfm::Message::Undo)
            }
            (Screen::Dnfm(_), keyboard::Key::Character("y")) if command => {
                Message::Dnfm(dnfm::Message::Redo)
            }
            (Screen::Dnfm(s), keyboard::Key::Named(Named::Space)) => {
                match self.card_set.and_then(|set| s.next_step(set)) {
                    Some(m) => Message::Dnfm(m),
                    None => return Task::none(),
                }
            }
            (Screen::Dnfm(_), keyboard::Key::Named(Named::Escape)) => {
                Message::Dnfm(dnfm::Message::Home)
            }
            _ => return Task::none(),
        };
        self.update(msg)
    }

    pub fn view(&self) -> Element<'_, Message> {
        let content: Element<'_, Message> = responsive(move |size| {
            let wide = size.width >= 900.0;
            match &self.screen {
                Screen::Home(h) => h
                    .view(self.settings.theme, self.settings.scale)
                    .map(Message::Home),
                Screen::Print(p) => p.view().map(Message::Print),
                Screen::Dnfm(s) => match self.card_set {
                    Some(set) => s.view(set, wide).map(Message::Dnfm),
                    None => text("The card data is broken.").into(),
                },
                Screen::Sherwood(s) => {
                    let imported = self
                        .imported
                        .as_ref()
                        .and_then(|t| s.game.reader.current().and_then(|n| t.paragraphs.get(&n)))
                        .map(String::as_str);
                    s.view(&self.sherwood, wide, imported)
                        .map(Message::Sherwood)
                }
            }
        })
        .into();
        let mut page = column![].spacing(0);
        if let Some(n) = &self.notice {
            page = page.push(
                container(
                    column![
                        text(n.clone()).size(14),
                        super::style::small("OK", Some(Message::DismissNotice))
                    ]
                    .spacing(6),
                )
                .padding(10)
                .width(Length::Fill)
                .style(super::style::banner),
            );
        }
        if self.help {
            page = page.push(
                container(text(HELP).size(14))
                    .padding(10)
                    .width(Length::Fill)
                    .style(super::style::card),
            );
        }
        page.push(content).into()
    }
}

/// The environment variable naming a save to open at start (see [`App::boot`]).
pub const OPEN_SAVE_ENV: &str = "PNP_OPEN_SAVE";

/// `PNP_EXIT_AFTER_FIRST_FRAME=1` (start-up benchmarks): a subscription to the first frame,
/// which quits. Unset, there is no such subscription, so an idle app stays idle.
fn exit_after_first_frame() -> Option<Subscription<Message>> {
    static WANTED: std::sync::LazyLock<bool> = std::sync::LazyLock::new(|| {
        std::env::var_os("PNP_EXIT_AFTER_FIRST_FRAME").is_some_and(|v| v == "1")
    });
    WANTED.then(|| iced::window::frames().map(|_| Message::FirstFrame))
}

pub const HELP: &str = "Keys: Space — the obvious next step (move, scan, attack, roll) · Ctrl+Z / Ctrl+Y — undo / redo (Cmd on macOS) · digits — your own die (Sherwood) · Esc — back home · F1 or Ctrl+H — this help";

fn unreachable_data() -> SherwoodData {
    // The built-in data is validated by the tests; should it ever fail to load, the app still
    // starts with empty data and says why in the notice.
    SherwoodData {
        roster: crate::games::sherwood::persons::Roster {
            persons: Vec::new(),
        },
        spaces: crate::games::sherwood::spaces::Spaces { spaces: Vec::new() },
        charts: match SherwoodData::builtin() {
            Ok(d) => d.charts.clone(),
            Err(_) => {
                return SherwoodData::builtin()
                    .cloned()
                    .unwrap_or_else(|_| std::process::abort());
            }
        },
    }
}
