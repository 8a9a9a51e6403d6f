//! The notice at the top of every screen: told, read and cleared.

use super::{App, Notice, NoticeKind};
use crate::ui::jobs::JobError;

impl App {
    /// Shows a notice of this kind.
    pub(super) fn tell(&mut self, kind: NoticeKind, text: impl Into<String>) {
        self.notice = Some(Notice {
            kind,
            text: text.into(),
        });
    }

    /// What the notice at the top says, if one is up.
    pub fn notice(&self) -> Option<&str> {
        self.notice.as_ref().map(|n| n.text.as_str())
    }

    /// What kind of notice is up, if one is.
    pub fn notice_kind(&self) -> Option<NoticeKind> {
        self.notice.as_ref().map(|n| n.kind)
    }

    pub(super) fn tell_problem(&mut self, text: impl Into<String>) {
        self.tell(NoticeKind::Problem, text);
    }

    /// Work done, or why not.
    pub(super) fn told(&mut self, result: Result<String, JobError>) {
        match result {
            Ok(done) => self.tell(NoticeKind::Done, done),
            Err(problem) => self.tell(NoticeKind::Problem, problem.to_string()),
        }
    }
}
