//! The shell's storage work, each piece a `Task` whose result comes back as a message: the
//! UI thread never waits on a disk (iced runs the futures on its thread pool).

use super::platform::{self, FileKind, PickedFile, PlatformError};
use crate::games::dnfm::game::DnfmGame;
use crate::games::sherwood::SherwoodData;
use crate::games::sherwood::game::SherwoodGame;
use crate::games::sherwood::import::ImportedText;
use crate::store::files::{StoreError, read_text};
use crate::store::kept_game::GiveUpError;
use crate::store::moving::{self, MoveError, TakeSettings};
use crate::store::rulebook_text::{self, RulebookTextError};
use crate::store::saves::{self, Envelope, GameKind, SaveFileError, SaveInfo, SaveKey};
use crate::store::settings::Settings;
use crate::store::share::ShareError;
use crate::store::storage::{SharedStorage, Storage};
use crate::store::user_data::{EntryError, UserData, sherwood_data_from};
use crate::t;
use iced::Task;

/// Runs blocking work off the UI thread.
pub fn run<T: Send + 'static>(work: impl FnOnce() -> T + Send + 'static) -> Task<T> {
    Task::perform(async move { work() }, |t| t)
}

/// Why a piece of the shell's work was not done; its words (Display) are the notice the
/// player reads.
#[derive(Debug, Clone, thiserror::Error)]
pub enum JobError {
    #[error(transparent)]
    Store(#[from] StoreError),
    #[error(transparent)]
    SaveFile(#[from] SaveFileError),
    #[error(transparent)]
    Entry(#[from] EntryError),
    #[error(transparent)]
    Move(#[from] MoveError),
    #[error(transparent)]
    RulebookText(#[from] RulebookTextError),
    #[error(transparent)]
    Share(#[from] ShareError),
    #[error(transparent)]
    GiveUp(#[from] GiveUpError),
    #[error("{}", t!("app-settings-not-saved", error = .0.to_string()))]
    SettingsNotSaved(StoreError),
    /// A file the player picked could not be read.
    #[error("{}", t!("app-file-unreadable", file = .file.as_str(), error = .error.to_string()))]
    Unreadable { file: String, error: PlatformError },
    /// The player's chart entries, which travel with a shared Sherwood game, do not read.
    #[error("{}", t!("app-your-chart-data", error = .0.to_string()))]
    YourChartData(StoreError),
    /// The system's file dialog or a browser's download refused.
    #[error(transparent)]
    Platform(#[from] PlatformError),
    #[error(transparent)]
    Print(#[from] crate::print::pdf::PrintError),
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
    key: SaveKey,
    game: GameKind,
) -> Task<(SaveKey, Result<Loaded, JobError>)> {
    run(move || {
        let s = storage.as_ref();
        let loaded = match game {
            GameKind::Dnfm => saves::load_game(s, &key).map(|e| Loaded::Dnfm(Box::new(e))),
            GameKind::Sherwood => saves::load_game(s, &key).map(|e| Loaded::Sherwood(Box::new(e))),
        };
        (key, loaded.map_err(JobError::from))
    })
}

pub fn save_settings(storage: SharedStorage, settings: Settings) -> Task<Result<(), JobError>> {
    run(move || {
        settings
            .save_to(storage.as_ref())
            .map_err(JobError::SettingsNotSaved)
    })
}

/// Writes an export (the turn log) and says where it is.
pub fn export(
    storage: SharedStorage,
    key: &'static str,
    text: String,
) -> Task<Result<String, JobError>> {
    run(move || match storage.replace(key, text.as_bytes()) {
        Ok(()) => Ok(t!(
            "app-log-is-in",
            path = storage.locate(key).display().to_string()
        )),
        Err(e) => Err(e.into()),
    })
}

/// Gives a save another name (see [`saves::rename`]). Says what happened.
pub fn rename(
    storage: SharedStorage,
    key: SaveKey,
    name: String,
) -> Task<Result<String, JobError>> {
    run(move || {
        saves::rename(storage.as_ref(), &key, &name)
            .map(|()| t!("app-renamed", name = name.as_str()))
            .map_err(JobError::from)
    })
}

/// Deletes a save (see [`saves::delete`]); the notice says where its backup stays.
pub fn delete(
    storage: SharedStorage,
    key: SaveKey,
    name: String,
) -> Task<Result<String, JobError>> {
    run(move || {
        let backup = saves::delete(storage.as_ref(), &key)?;
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
) -> Task<Result<SherwoodData, JobError>> {
    run(move || remember_now(storage.as_ref(), &data, entry))
}

/// [`remember`] at once (the screen-reader page's conversation waits for it).
pub fn remember_now(
    s: &dyn Storage,
    data: &SherwoodData,
    entry: impl FnOnce(&mut UserData, &SherwoodData) -> Result<(), EntryError>,
) -> Result<SherwoodData, JobError> {
    // Read, changed and written back under the folder's lock: a text mode entering a value
    // at the same moment keeps its own too.
    let _one_at_a_time = s.exclusive()?;
    let mut user = UserData::load_from(s)?;
    entry(&mut user, data)?;
    user.save_to(s)?;
    Ok(sherwood_data_from(Some(s)).map(|(d, _)| d)?)
}

/// Reads the player's plain-text rulebook at `path`, keeps its paragraphs, and reports what
/// it found.
pub fn import_rulebook(
    storage: SharedStorage,
    path: String,
) -> Task<Result<(ImportedText, String), JobError>> {
    run(move || {
        let text = read_text(std::path::Path::new(&path)).map_err(PlatformError::from);
        keep_rulebook(storage.as_ref(), text)
    })
}

/// As [`import_rulebook`], for a file already read (a browser's file pick).
pub fn import_rulebook_text(
    storage: SharedStorage,
    text: Result<String, PlatformError>,
) -> Task<Result<(ImportedText, String), JobError>> {
    run(move || keep_rulebook(storage.as_ref(), text))
}

fn keep_rulebook(
    storage: &dyn Storage,
    text: Result<String, PlatformError>,
) -> Result<(ImportedText, String), JobError> {
    let text = text.map_err(|e| RulebookTextError::NothingImported(e.to_string()))?;
    let (imported, report) = rulebook_text::keep(storage, &text)?;
    let said = t!(
        "app-imported-paragraphs",
        found = report.found.len(),
        missing = report.missing.len()
    );
    Ok((imported, said))
}

/// Offers one save as a file (the desktop's own text), for another device.
pub fn export_save(storage: SharedStorage, key: SaveKey) -> Task<Result<String, JobError>> {
    let folder = storage.folder().map(std::path::Path::to_path_buf);
    Task::perform(
        async move {
            let (file, text) = moving::export_save(storage.as_ref(), &key)?;
            platform::save(file, text.into_bytes(), FileKind::Json, folder)
                .await
                .map_err(JobError::from)
        },
        |r| r,
    )
}

/// Offers everything the player keeps as one file, for another device.
pub fn export_all(storage: SharedStorage) -> Task<Result<String, JobError>> {
    let folder = storage.folder().map(std::path::Path::to_path_buf);
    Task::perform(
        async move {
            let (text, skipped) = moving::export_all(storage.as_ref())?;
            let done = platform::save(
                moving::BUNDLE_FILE.into(),
                text.into_bytes(),
                FileKind::Json,
                folder,
            )
            .await
            .map_err(JobError::from)?;
            Ok(if skipped.is_empty() {
                done
            } else {
                t!("app-left-out", done = done, skipped = skipped.join("; "))
            })
        },
        |r| r,
    )
}

/// What an import brought in, in words, and the file again where it carried settings the
/// player may still want (this device's were kept).
#[derive(Debug, Clone)]
pub struct DataImport {
    pub said: String,
    pub settings_offered: Option<Box<PickedFile>>,
}

/// Imports a save or a bundle the player picked; its settings as `settings` says.
pub fn import_data(
    storage: SharedStorage,
    file: PickedFile,
    settings: TakeSettings,
) -> Task<Result<DataImport, JobError>> {
    run(move || {
        let text = file.text.clone().map_err(|error| JobError::Unreadable {
            file: file.name.clone(),
            error,
        })?;
        let done = moving::import(storage.as_ref(), &file.name, &text, settings)?;
        Ok(DataImport {
            said: done.to_string(),
            settings_offered: done.settings_kept.then(|| Box::new(file)),
        })
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
