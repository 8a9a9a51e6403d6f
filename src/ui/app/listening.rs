//! The screen-reader page: the web app's "Play with a screen reader". The game on screen is
//! played as the text mode plays it (`text::conversation`), and the page
//! (`packaging/web/listen.js`) shows it as headings, text, buttons, an answer field, the log
//! as a list and a live region, which VoiceOver, TalkBack, NVDA and Orca read and operate;
//! the canvas is hidden from them meanwhile. It acts on the game the canvas shows: a change
//! made here becomes the screen's game and is kept as any change is, and a change made on
//! the canvas starts the conversation anew, so switching between the two loses nothing.

use super::{AfterRemember, App, Message, Screen, home, now};
use crate::games::sherwood::SherwoodData;
use crate::store::saves::GameKind;
use crate::store::storage::SharedStorage;
use crate::t;
use crate::text::conversation::{Conversation, Then};
use crate::text::sherwood::play::{DataChange, KeepsPlayerData};
use crate::ui::jobs::{self, Loaded};
use crate::ui::platform::{self, Heard};
use iced::Task;
use serde::Serialize;
use std::cell::RefCell;
use std::rc::Rc;

/// How many saves the page offers to go on with, newest first.
const SAVES_OFFERED: usize = 6;

/// The screen-reader page while it is on.
#[derive(Default)]
pub struct Listening {
    talk: Option<Talk>,
    /// What the last line came to: said in the page's live region.
    said: Vec<String>,
    /// How many lines were heard: the page says what they came to again even when it is
    /// what the line before came to ("Nothing to undo" twice).
    heard: u64,
    /// The page as last shown: it is sent again only when it changed.
    shown: String,
    /// The Sherwood data as the conversation last kept it (a chart cell or a value the
    /// player told it), for the shell to take.
    learnt: Rc<RefCell<Option<SherwoodData>>>,
}

/// The conversation about the game on screen, and the screen it was begun on: a change made
/// on the canvas (another game, an entry more or less in effect) begins it anew.
struct Talk {
    conversation: Conversation,
    kind: GameKind,
    name: String,
    in_effect: usize,
}

/// What the page shows, in the player's language (`listen.js` draws it as it is).
#[derive(Serialize, Debug, Clone, PartialEq, Eq)]
pub struct Page {
    pub lang: String,
    pub title: String,
    pub labels: Labels,
    /// What the page is for, under its title (at Home).
    pub note: Vec<String>,
    /// Where the game stands, a line each (at Home: what the page offers).
    pub standing: Vec<String>,
    /// What the last button or answer came to.
    pub said: Vec<String>,
    /// The number of lines heard so far (a new one: `said` is new, whatever its words).
    pub heard: u64,
    /// The notice the drawn screen would show on top (a problem, work done), if any.
    pub notice: Option<String>,
    /// The buttons: the first sends the line "1".
    pub choices: Vec<String>,
    /// The question that waits for an answer (the answer field's label).
    pub question: Option<String>,
    /// The turn log, oldest first.
    pub log: Vec<String>,
    /// A game is open (its commands are offered).
    pub in_game: bool,
}

/// The page's own words.
#[derive(Serialize, Debug, Clone, PartialEq, Eq)]
pub struct Labels {
    pub skip: String,
    pub standing: String,
    pub said: String,
    pub choices: String,
    pub answer: String,
    pub back: String,
    pub undo: String,
    pub redo: String,
    pub help: String,
    pub log: String,
    pub log_empty: String,
    pub typed: String,
    pub send: String,
    pub tools: String,
    pub leave: String,
    pub picture: String,
    pub dismiss: String,
}

impl Labels {
    fn here() -> Labels {
        Labels {
            skip: t!("listen-link"),
            standing: t!("listen-standing"),
            said: t!("listen-said"),
            choices: t!("listen-choices"),
            answer: t!("listen-answer"),
            back: t!("listen-back"),
            undo: t!("listen-undo"),
            redo: t!("listen-redo"),
            help: t!("listen-help"),
            log: t!("listen-log"),
            log_empty: t!("cli-play-log-empty"),
            typed: t!("listen-typed"),
            send: t!("listen-send"),
            tools: t!("listen-tools"),
            leave: t!("listen-leave"),
            picture: t!("listen-picture"),
            dismiss: t!("listen-dismiss"),
        }
    }
}

/// A choice the page offers at Home.
#[derive(Clone, Copy)]
enum HomeChoice {
    New(GameKind, bool),
    Continue(usize),
    /// From a screen the page does not show (Print, the record): Home.
    Home,
}

/// The player's own data, kept where the window keeps it (a chart cell, a value told).
struct KeptInStorage {
    storage: SharedStorage,
    data: SherwoodData,
    learnt: Rc<RefCell<Option<SherwoodData>>>,
}

impl KeepsPlayerData for KeptInStorage {
    fn remember(&self, change: DataChange<'_>) -> Result<SherwoodData, String> {
        let data = jobs::remember_now(self.storage.as_ref(), &self.data, change)
            .map_err(|e| e.to_string())?;
        *self.learnt.borrow_mut() = Some(data.clone());
        Ok(data)
    }
}

impl App {
    /// Whether the screen-reader page is on.
    pub fn listening(&self) -> bool {
        self.listening.is_some()
    }

    /// The screen-reader page as it stands (tests read it; the page is sent the same).
    pub fn listening_page(&mut self) -> Option<Page> {
        self.follow_the_screen();
        self.listening.as_ref()?;
        Some(self.page())
    }

    pub(super) fn heard(&mut self, heard: Heard) -> Task<Message> {
        match heard {
            Heard::Start => {
                if self.listening.is_none() {
                    self.listening = Some(Listening::default());
                }
                if self.settings.screen_reader {
                    Task::none()
                } else {
                    self.set(|s| s.screen_reader = true)
                }
            }
            Heard::Stop => {
                // A choice half answered is left as the text mode leaves it when its player
                // goes (a draw half typed is kept with the game).
                let left = self.leave_the_question();
                self.listening = None;
                platform::show_listening("");
                Task::batch([left, self.set(|s| s.screen_reader = false)])
            }
            Heard::Line(line) => self.hear_line(&line),
            Heard::Dismiss => {
                self.notice = None;
                Task::none()
            }
        }
    }

    /// Ends a question under way as a player who has gone ends it.
    fn leave_the_question(&mut self) -> Task<Message> {
        let Some(talk) = self.listening.as_mut().and_then(|l| l.talk.as_mut()) else {
            return Task::none();
        };
        if !talk.conversation.asking() {
            return Task::none();
        }
        match talk.conversation.end_input().then {
            Then::Changed => self.take_the_conversations_game(),
            _ => Task::none(),
        }
    }

    fn hear_line(&mut self, line: &str) -> Task<Message> {
        self.follow_the_screen();
        let Some(listening) = self.listening.as_mut() else {
            return Task::none();
        };
        listening.heard += 1;
        let Some(talk) = listening.talk.as_mut() else {
            listening.said.clear();
            return self.home_choice(line);
        };
        let reply = talk.conversation.hear(line);
        // The help the text mode gives speaks of typing: the page's own says the same for
        // its buttons and fields.
        let (typed_help, question_help) = (t!("cli-play-help"), t!("cli-play-help-question"));
        listening.said = reply
            .lines
            .iter()
            .map(|l| l.trim().to_string())
            .filter(|l| !l.is_empty())
            .map(|l| {
                if l == typed_help {
                    t!("listen-help-page")
                } else if l == question_help {
                    t!("listen-help-question")
                } else {
                    l
                }
            })
            .collect();
        // What the player told the page (a chart cell, a value) is the app's data now, and the
        // drawn Sherwood screen hears of it as it does of an entry made there.
        let learnt = listening.learnt.borrow_mut().take();
        let told = match learnt {
            Some(data) => self.remembered(Ok(Box::new(data)), AfterRemember::Refresh),
            None => Task::none(),
        };
        let then = match reply.then {
            Then::Unchanged | Then::Asking => Task::none(),
            Then::Changed => {
                // Where the game stands now, where it changed (as the text mode says it).
                if let Some(listening) = self.listening.as_mut()
                    && let Some(talk) = listening.talk.as_mut()
                {
                    let now = trimmed(talk.conversation.standing());
                    listening.said.extend(now);
                }
                self.take_the_conversations_game()
            }
            Then::Keep => {
                if let Some(listening) = self.listening.as_mut() {
                    listening.said.push(t!("listen-kept"));
                }
                self.save()
            }
            // The choice a question was left at is kept as it was left (quit at a question).
            Then::Quit => {
                let kept = self.take_the_conversations_game();
                Task::batch([kept, self.go_home()])
            }
        };
        Task::batch([told, then])
    }

    /// The conversation's game becomes the screen's, and is kept.
    fn take_the_conversations_game(&mut self) -> Task<Message> {
        let Some(talk) = self.listening.as_ref().and_then(|l| l.talk.as_ref()) else {
            return Task::none();
        };
        let play = self.play.unwrap_or_default();
        let loaded = match talk.conversation.game().kept(&talk.name, play, now()) {
            crate::store::kept_game::SavedGame::Dnfm(env) => Loaded::Dnfm(env),
            crate::store::kept_game::SavedGame::Sherwood(env) => Loaded::Sherwood(env),
        };
        let Some(screen) = self.screen_of(loaded) else {
            return Task::none();
        };
        let tab = self.screen.game().map(|g| g.tab());
        self.screen = screen;
        let opened = match self.screen.game_mut() {
            Some(game) => {
                if let Some(tab) = tab {
                    game.show_tab(tab);
                }
                game.opened()
            }
            None => Task::none(),
        };
        let in_effect = self.screen.game().map(|g| g.in_effect());
        if let (Some(talk), Some(n)) = (
            self.listening.as_mut().and_then(|l| l.talk.as_mut()),
            in_effect,
        ) {
            talk.in_effect = n;
        }
        Task::batch([opened, self.save()])
    }

    /// Home's choices on the page: a new game of each kind, digital or physical, and the
    /// newest saves to go on with.
    fn home_choices(&self) -> Vec<(HomeChoice, String)> {
        let Screen::Home(home) = &self.screen else {
            return vec![(HomeChoice::Home, t!("listen-go-home"))];
        };
        let mut choices: Vec<(HomeChoice, String)> = [GameKind::Dnfm, GameKind::Sherwood]
            .into_iter()
            .flat_map(|game| {
                let kind = match game {
                    GameKind::Dnfm => "dnfm",
                    GameKind::Sherwood => "sherwood",
                };
                [
                    (
                        HomeChoice::New(game, false),
                        t!("listen-new-digital", game = game.title()),
                    ),
                    (
                        HomeChoice::New(game, true),
                        t!("listen-new-physical", game = game.title(), kind = kind),
                    ),
                ]
            })
            .collect();
        choices.extend(
            home.saves
                .iter()
                .enumerate()
                .filter(|(_, s)| s.problem.is_none())
                .filter_map(|(i, s)| Some((i, s.game?, s)))
                .take(SAVES_OFFERED)
                .map(|(i, game, s)| {
                    (
                        HomeChoice::Continue(i),
                        t!(
                            "listen-go-on",
                            name = s.name.as_str(),
                            game = game.title(),
                            finished = if s.finished.is_some() { "yes" } else { "no" }
                        ),
                    )
                }),
        );
        choices
    }

    fn home_choice(&mut self, line: &str) -> Task<Message> {
        let choices = self.home_choices();
        let words: Vec<String> = choices.iter().map(|(_, w)| w.clone()).collect();
        let Some(chosen) =
            crate::text::conversation::pick(&words, line).and_then(|i| choices.get(i))
        else {
            if let Some(listening) = self.listening.as_mut() {
                listening.said = vec![t!(
                    "cli-play-not-a-choice",
                    typed = line,
                    last = choices.len()
                )];
            }
            return Task::none();
        };
        match chosen.0 {
            HomeChoice::New(game, physical) => {
                let chosen = self.handle(Message::Home(home::Message::Physical(physical)));
                Task::batch([chosen, self.handle(Message::Home(home::Message::New(game)))])
            }
            HomeChoice::Continue(i) => self.handle(Message::Home(home::Message::Continue(i))),
            HomeChoice::Home => self.go_home(),
        }
    }

    /// Begins the conversation anew where the screen's game is not the one it holds.
    fn follow_the_screen(&mut self) {
        let Some(listening) = self.listening.as_mut() else {
            return;
        };
        let Some(game) = self.screen.game() else {
            listening.talk = None;
            return;
        };
        if listening.talk.as_ref().is_some_and(|t| {
            t.kind == game.kind() && t.name == game.name() && t.in_effect == game.in_effect()
        }) {
            return;
        }
        let (Some(set), Some(storage)) = (self.card_set, self.storage.clone()) else {
            listening.talk = None;
            return;
        };
        let keeper = self.sherwood.clone().map(|data| {
            let keeper: Rc<dyn KeepsPlayerData> = Rc::new(KeptInStorage {
                storage,
                data: data.clone(),
                learnt: listening.learnt.clone(),
            });
            (data, keeper)
        });
        let saved = game.saved(now(), self.play);
        listening.talk = crate::text::open::text_game(saved, set, keeper).map(|text_game| Talk {
            conversation: Conversation::new(text_game),
            kind: game.kind(),
            name: game.name().to_string(),
            in_effect: game.in_effect(),
        });
    }

    fn page(&self) -> Page {
        let said = self
            .listening
            .as_ref()
            .map(|l| l.said.clone())
            .unwrap_or_default();
        let lang = crate::i18n::current().code().to_string();
        let heard = self.listening.as_ref().map_or(0, |l| l.heard);
        let notice = self.notice().map(str::to_string);
        let talk = self.listening.as_ref().and_then(|l| l.talk.as_ref());
        match talk {
            Some(talk) => {
                let game = talk.conversation.game();
                let mut standing = game.standing(true);
                if let Some(end) = game
                    .ending()
                    .filter(|e| !standing.iter().any(|l| l.contains(e)))
                {
                    standing.push(end);
                }
                let asking = talk.conversation.question().map(str::to_string);
                Page {
                    lang,
                    // A save named as its game is named once.
                    title: if talk.name == talk.kind.title() {
                        talk.name.clone()
                    } else {
                        t!(
                            "app-title-game",
                            game = talk.kind.title(),
                            name = talk.name.as_str()
                        )
                    },
                    labels: Labels::here(),
                    note: Vec::new(),
                    standing: trimmed(standing),
                    said,
                    heard,
                    notice,
                    // At a question, the answer is what is asked for.
                    choices: if asking.is_some() {
                        Vec::new()
                    } else {
                        talk.conversation.choices()
                    },
                    question: asking,
                    log: game.log(),
                    in_game: true,
                }
            }
            None => Page {
                lang,
                title: t!("listen-title-home"),
                labels: Labels::here(),
                note: vec![if matches!(self.screen, Screen::Home(_)) {
                    t!("listen-home")
                } else {
                    t!("listen-elsewhere")
                }],
                standing: Vec::new(),
                said,
                heard,
                notice,
                choices: self.home_choices().into_iter().map(|(_, w)| w).collect(),
                question: None,
                log: Vec::new(),
                in_game: false,
            },
        }
    }

    /// After every message while the page is on: it follows the screen, and is shown
    /// anew where it changed.
    pub(super) fn tell_the_listener(&mut self) {
        if self.listening.is_none() {
            return;
        }
        self.follow_the_screen();
        let page = self.page();
        let Some(listening) = self.listening.as_mut() else {
            return;
        };
        let Ok(json) = serde_json::to_string(&page) else {
            return;
        };
        if json != listening.shown {
            platform::show_listening(&json);
            listening.shown = json;
        }
    }
}

/// Lines without their indentation, and no blank ones (the page sets them apart itself).
fn trimmed(lines: Vec<String>) -> Vec<String> {
    lines
        .into_iter()
        .map(|l| l.trim().to_string())
        .filter(|l| !l.is_empty())
        .collect()
}

/// What the screen-reader page sends, as messages.
pub(super) fn listener_messages() -> impl iced::futures::Stream<Item = Message> {
    use iced::futures::StreamExt as _;
    platform::listener_speaks().map(Message::Heard)
}
