//! The shell's storage work, each piece a `Task` whose result comes back as a message: the
//! UI thread never waits on a disk (iced runs the futures on its thread pool).

use super::platform::{self, FileKind, PickedFile};
use crate::games::dnfm::game::DnfmGame;
use crate::games::sherwood::SherwoodData;
use crate::games::sherwood::game::SherwoodGame;
use crate::games::sherwood::import::ImportedText;
use crate::store::files::read_text;
use crate::store::moving;
use crate::store::rulebook_text;
use crate::store::saves::{self, Envelope, GameKind, SaveInfo};
use crate::store::settings::Settings;
use crate::store::storage::{SharedStorage, Storage};
use crate::store::user_data::{EntryError, UserData, sherwood_data_from};
use crate::t;
use iced::Task;

/// Runs blocking work off the UI thread.
pub fn run<T: Send + 'static>(work: impl FnOnce() -> T + Send + 'static) -> Task<T> {
    Task::perform(async move { work() }, |t| t)
}

/// A save read back, ready to play.
#[derive(Debug, Clone)]
pub enum Loaded {
    Dnfm(Box<Envelope<DnfmGame>>),
    Sherwood(Box<Envelope<SherwoodGame>>),
}

pub fn list(storage: SharedStorage) -> Task<Vec<SaveInfo>> {
    run(move || saves::list_in(storage.as_ref()))
}

pub fn load(
    storage: SharedStorage,
    key: String,
    game: GameKind,
) -> Task<(String, Result<Loaded, String>)> {
    run(move || {
        let s = storage.as_ref();
        let loaded = match game {
            GameKind::Dnfm => saves::load_game(s, &key).map(|e| Loaded::Dnfm(Box::new(e))),
            GameKind::Sherwood => saves::load_game(s, &key).map(|e| Loaded::Sherwood(Box::new(e))),
        };
        (key, loaded.map_err(|e| e.to_string()))
    })
}

pub fn save_settings(storage: SharedStorage, settings: Settings) -> Task<Result<(), String>> {
    run(move || {
        settings
            .save_to(storage.as_ref())
            .map_err(|e| t!("app-settings-not-saved", error = e.to_string()))
    })
}

/// Writes an export (the turn log) and says where it is.
pub fn export(
    storage: SharedStorage,
    key: &'static str,
    text: String,
) -> Task<Result<String, String>> {
    run(move || match storage.replace(key, text.as_bytes()) {
        Ok(()) => Ok(t!(
            "app-log-is-in",
            path = storage.locate(key).display().to_string()
        )),
        Err(e) => Err(e.to_string()),
    })
}

/// Gives a save another name (see [`saves::rename`]). Says what happened.
pub fn rename(storage: SharedStorage, key: String, name: String) -> Task<Result<String, String>> {
    run(move || {
        saves::rename(storage.as_ref(), &key, &name)
            .map(|()| t!("app-renamed", name = name.as_str()))
            .map_err(|e| e.to_string())
    })
}

/// Deletes a save (see [`saves::delete`]); the notice says where its backup stays.
pub fn delete(storage: SharedStorage, key: String, name: String) -> Task<Result<String, String>> {
    run(move || {
        let backup = saves::delete(storage.as_ref(), &key).map_err(|e| e.to_string())?;
        Ok(match backup {
            Some(path) => t!(
                "app-deleted-backup",
                name = name.as_str(),
                path = path.display().to_string()
            ),
            None => t!("app-deleted", name = name.as_str()),
        })
    })
}

/// Stores something the player read off their own copy and gives back the data with it.
pub fn remember(
    storage: SharedStorage,
    data: SherwoodData,
    entry: impl FnOnce(&mut UserData, &SherwoodData) -> Result<(), EntryError> + Send + 'static,
) -> Task<Result<SherwoodData, String>> {
    run(move || {
        let s = storage.as_ref();
        let mut user = UserData::load_from(s).map_err(|e| e.to_string())?;
        entry(&mut user, &data).map_err(|e| e.to_string())?;
        user.save_to(s).map_err(|e| e.to_string())?;
        sherwood_data_from(Some(s))
            .map(|(d, _)| d)
            .map_err(|e| e.to_string())
    })
}

/// Reads the player's plain-text rulebook at `path`, keeps its paragraphs, and reports what
/// it found.
pub fn import_rulebook(
    storage: SharedStorage,
    path: String,
) -> Task<Result<(ImportedText, String), String>> {
    run(move || {
        let text = read_text(std::path::Path::new(&path)).map_err(|e| e.to_string());
        keep_rulebook(storage.as_ref(), text)
    })
}

/// As [`import_rulebook`], for a file already read (a browser's file pick).
pub fn import_rulebook_text(
    storage: SharedStorage,
    text: Result<String, String>,
) -> Task<Result<(ImportedText, String), String>> {
    run(move || keep_rulebook(storage.as_ref(), text))
}

fn keep_rulebook(
    storage: &dyn Storage,
    text: Result<String, String>,
) -> Result<(ImportedText, String), String> {
    let (imported, report) = rulebook_text::keep(storage, text).map_err(|e| e.to_string())?;
    let said = t!(
        "app-imported-paragraphs",
        found = report.found.len(),
        missing = report.missing.len()
    );
    Ok((imported, said))
}

/// Offers one save as a file (the desktop's own text), for another device.
pub fn export_save(storage: SharedStorage, key: String) -> Task<Result<String, String>> {
    let folder = storage.folder().map(std::path::Path::to_path_buf);
    Task::perform(
        async move {
            let (file, text) =
                moving::export_save(storage.as_ref(), &key).map_err(|e| e.to_string())?;
            platform::save(file, text.into_bytes(), FileKind::Json, folder).await
        },
        |r| r,
    )
}

/// Offers everything the player keeps as one file, for another device.
pub fn export_all(storage: SharedStorage) -> Task<Result<String, String>> {
    let folder = storage.folder().map(std::path::Path::to_path_buf);
    Task::perform(
        async move {
            let (text, skipped) =
                moving::export_all(storage.as_ref()).map_err(|e| e.to_string())?;
            let done = platform::save(
                moving::BUNDLE_FILE.into(),
                text.into_bytes(),
                FileKind::Json,
                folder,
            )
            .await?;
            Ok(if skipped.is_empty() {
                done
            } else {
                t!("app-left-out", done = done, skipped = skipped.join("; "))
            })
        },
        |r| r,
    )
}

/// Imports a save or a bundle the player picked.
pub fn import_data(storage: SharedStorage, file: PickedFile) -> Task<Result<String, String>> {
    run(move || {
        let text = file
            .text
            .map_err(|e| t!("app-file-unreadable", file = file.name.as_str(), error = e))?;
        moving::import(storage.as_ref(), &file.name, &text)
            .map(|done| done.to_string())
            .map_err(|e| e.to_string())
    })
}

/// The settings and the player's Sherwood data as stored now.
#[derive(Debug, Clone)]
pub struct Reread {
    pub settings: Settings,
    /// `None` when it cannot be read (the data in use stays).
    pub sherwood: Option<SherwoodData>,
    pub imported: Option<ImportedText>,
}

pub fn reread(storage: SharedStorage) -> Task<Reread> {
    run(move || {
        let s = storage.as_ref();
        Reread {
            settings: Settings::load_from(s).0,
            sherwood: sherwood_data_from(Some(s)).ok().map(|(d, _)| d),
            imported: rulebook_text::read(s).ok().flatten(),
        }
    })
}
