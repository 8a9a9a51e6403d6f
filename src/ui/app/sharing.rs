//! Shared games: a save's game as a link for its panel, a pasted link opened as a new save,
//! and the web app opened by a link (the game replayed, then offered).

use super::{App, Message, NoticeKind, Screen, now};
use crate::games::dnfm::cards::CardSet;
use crate::games::dnfm::game::DnfmGame;
use crate::games::sherwood::game::SherwoodGame;
use crate::store::saves::{self, GameKind, SaveKey};
use crate::store::share::{self, Received};
use crate::store::storage::SharedStorage;
use crate::store::user_data::{UserData, sherwood_data_from};
use crate::t;
use crate::ui::jobs::{self, JobError};
use crate::ui::platform;
use crate::ui::share::{Offer, SharePanel};
use iced::Task;

/// The Sherwood data on this device (the player's own chart entries applied), for a replay.
fn sherwood_here(
    storage: &SharedStorage,
) -> Result<crate::games::sherwood::SherwoodData, crate::store::StoreError> {
    sherwood_data_from(Some(storage.as_ref())).map(|(data, _)| data)
}

/// A shared game's link, replayed on this device's data, with how this device's chart
/// entries differ from those it was played on.
fn arrived(link: &str, set: &CardSet, storage: &SharedStorage) -> Result<Arrived, JobError> {
    let received =
        share::decode(link).and_then(|shared| shared.replay(set, || sherwood_here(storage)))?;
    let differences = share::differences_here(storage.as_ref(), &received)?;
    Ok(Arrived {
        received,
        differences,
    })
}

/// A save's name and its game as the text after "#game=".
fn encoded(
    storage: &SharedStorage,
    key: &str,
    game: GameKind,
) -> Result<(String, String), JobError> {
    match game {
        GameKind::Dnfm => {
            let e = saves::load_game::<DnfmGame>(storage.as_ref(), key)?;
            Ok((e.name.clone(), share::encode_dnfm(&e.name, &e.data)?))
        }
        GameKind::Sherwood => {
            let e = saves::load_game::<SherwoodGame>(storage.as_ref(), key)?;
            // The player's own chart entries travel with the game: it was played on them.
            let yours = UserData::load_from(storage.as_ref()).map_err(JobError::YourChartData)?;
            Ok((
                e.name.clone(),
                share::encode_sherwood(&e.name, &e.data, &yours)?,
            ))
        }
    }
}

/// A shared game replayed here, and where the chart entries it was played on differ from
/// this device's.
#[derive(Debug, Clone)]
pub struct Arrived {
    received: Received,
    differences: Vec<String>,
}

impl Arrived {
    /// A game replayed here, with where its chart entries differ from this device's
    /// ([`share::differences_here`]).
    pub fn new(received: Received, differences: Vec<String>) -> Arrived {
        Arrived {
            received,
            differences,
        }
    }
}

/// A pasted link: added at once, or offered first because its chart entries differ.
enum Pasted {
    Opened(String),
    Differs(Box<Arrived>),
}

impl App {
    /// Reads the save and makes its link, off the UI thread.
    pub(super) fn share_save(&mut self, key: SaveKey, game: GameKind) -> Task<Message> {
        match self.storage.clone() {
            Some(storage) => {
                let made = key.clone();
                jobs::run(move || encoded(&storage, &key, game))
                    .map(move |link| Message::ShareReady(made.clone(), link))
            }
            None => Task::none(),
        }
    }

    /// The link made for the save `key`: shown under that save's options, after the web
    /// app's address (the page's own in a browser, the setting on the desktop), if they
    /// are still the ones open: a link that comes after the player opened another save's
    /// options is dropped, never shown under the other save.
    pub(super) fn share_ready(&mut self, key: &str, made: Result<(String, String), JobError>) {
        match made {
            Ok((name, encoded)) => {
                let base =
                    platform::own_address().or_else(|| self.settings.web_app_address.clone());
                if let Screen::Home(h) = &mut self.screen
                    && h.managing.as_deref() == Some(key)
                {
                    h.sharing = Some(SharePanel::new(name, &encoded, base.as_deref()));
                }
            }
            Err(why) => self.tell_problem(t!("app-not-shared", why = why.to_string())),
        }
    }

    /// A pasted link: replayed and, only if it replays whole, written as a new save; one
    /// played on chart entries that differ from this device's is offered first, the
    /// differences said.
    pub(super) fn open_link(&mut self, link: String) -> Task<Message> {
        let (Some(storage), Some(set)) = (self.storage.clone(), self.card_set) else {
            self.tell_problem(platform::no_storage());
            return Task::none();
        };
        let at = now();
        jobs::run(move || -> Result<Pasted, JobError> {
            let arrived = arrived(&link, set, &storage)?;
            if arrived.differences.is_empty() {
                let opened = share::save_received(storage.as_ref(), arrived.received, at)?;
                Ok(Pasted::Opened(opened.said()))
            } else {
                Ok(Pasted::Differs(Box::new(arrived)))
            }
        })
        .map(|pasted| match pasted {
            Ok(Pasted::Opened(said)) => Message::LinkOpened(Ok(said)),
            Ok(Pasted::Differs(arrived)) => Message::LinkArrived(Ok(arrived)),
            Err(why) => Message::LinkOpened(Err(why)),
        })
    }

    /// The page was opened by a shared game's link: the game is replayed, then offered.
    /// Called by `boot`, not by a message: the rules data the game is replayed on is made
    /// here.
    pub(super) fn link_at_start(&mut self, link: String) -> Task<Message> {
        platform::forget_shared_link();
        let Some((set, _)) = self.rules_data() else {
            return Task::none();
        };
        let Some(storage) = self.storage.clone() else {
            self.tell_problem(platform::shared_but_no_storage());
            return Task::none();
        };
        jobs::run(move || arrived(&link, set, &storage).map(Box::new)).map(Message::LinkArrived)
    }

    pub(super) fn link_arrived(&mut self, arrived: Result<Box<Arrived>, JobError>) {
        match arrived {
            Ok(arrived) => {
                let Arrived {
                    received,
                    differences,
                } = *arrived;
                if let Screen::Home(h) = &mut self.screen {
                    h.offer = Some(Box::new(Offer {
                        name: received.name().to_string(),
                        about: received.describe(),
                        differences,
                    }));
                    self.incoming = Some(Box::new(received));
                    // The home-screen advice would lie over the offer: it waits for the
                    // player's answer.
                    if self.notice.as_ref().is_some_and(|n| {
                        n.kind == NoticeKind::News && n.text == t!("app-add-to-home-screen")
                    }) {
                        self.notice = None;
                        self.advice_waiting = true;
                    }
                }
            }
            Err(why) => self.tell_problem(t!("app-shared-not-added", why = why.to_string())),
        }
    }

    /// The player's answer to the offer.
    pub(super) fn offered(&mut self, accept: bool) -> Task<Message> {
        let Some(received) = self.incoming.take() else {
            return Task::none();
        };
        if !accept {
            self.tell(NoticeKind::Done, t!("app-shared-declined"));
            return Task::none();
        }
        let Some(storage) = self.storage.clone() else {
            return Task::none();
        };
        let at = now();
        jobs::run(move || {
            share::save_received(storage.as_ref(), *received, at)
                .map(|opened| opened.said())
                .map_err(JobError::from)
        })
        .map(Message::LinkOpened)
    }

    /// Copies text: through the browser's clipboard in a browser, the window's elsewhere.
    pub(super) fn copy(&mut self, text: String, said: String) -> Task<Message> {
        self.tell(NoticeKind::Done, said);
        if platform::copy_text(&text) {
            Task::none()
        } else {
            iced::clipboard::write(text)
        }
    }
}
