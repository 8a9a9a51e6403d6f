//! Saves, the player's data, sharing and the record: files as the app writes and reads them, and as it finds them broken.

mod bad_files;
mod big_saves;
mod bounded_reads;
mod crash_safety;
mod imports_merge;
mod link_canonical;
mod moving_data;
mod record;
pub(crate) mod saves;
mod share;
mod two_at_once;
