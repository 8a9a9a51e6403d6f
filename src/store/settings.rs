//! The app's settings: tolerant of hand edits (missing fields take defaults, values are
//! clamped after loading).

use super::files::{StoreError, read_optional, write_atomic};
use serde::{Deserialize, Serialize};
use std::path::Path;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum ThemeChoice {
    /// Follow the operating system.
    #[default]
    System,
    Light,
    Dark,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    pub theme: ThemeChoice,
    /// UI scale, 0.75–2.0.
    pub scale: f32,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            theme: ThemeChoice::System,
            scale: 1.0,
        }
    }
}

impl Settings {
    pub fn clamped(mut self) -> Settings {
        if !self.scale.is_finite() {
            self.scale = 1.0;
        }
        self.scale = self.scale.clamp(0.75, 2.0);
        self
    }

    /// Settings from the data folder; an unreadable file gives the defaults and a message.
    pub fn load(dir: &Path) -> (Settings, Option<String>) {
        let path = dir.join("settings.json");
        match read_optional(&path) {
            Ok(None) => (Settings::default(), None),
            Ok(Some(t)) => match serde_json::from_str::<Settings>(&t) {
                Ok(s) => (s.clamped(), None),
                Err(e) => (
                    Settings::default(),
                    Some(format!(
                        "{} could not be read ({e}); defaults are used and the file is kept",
                        path.display()
                    )),
                ),
            },
            Err(e) => (Settings::default(), Some(e.to_string())),
        }
    }

    pub fn save(&self, dir: &Path) -> Result<(), StoreError> {
        let path = dir.join("settings.json");
        let text =
            serde_json::to_string_pretty(self).map_err(|e| StoreError::Invalid(e.to_string()))?;
        write_atomic(&path, text.as_bytes(), |old| {
            serde_json::from_str::<Settings>(old).is_ok()
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tolerant_and_clamped() {
        let s: Settings = serde_json::from_str(r#"{"scale": 9.0, "extra": 1}"#).unwrap();
        assert_eq!(s.clamped().scale, 2.0);
        let s: Settings = serde_json::from_str("{}").unwrap();
        assert_eq!(s, Settings::default());
    }
}
