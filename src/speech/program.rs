//! The desktop's speech engines: which program each platform has, finding it on `PATH`, and
//! the command that says one sentence with it (the text goes in an argument, after `--`
//! where the program takes it, or in an environment variable; never through a shell).

use std::ffi::OsStr;
use std::path::{Path, PathBuf};
use std::process::Command;

/// A speech program the app knows how to run.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// speech-dispatcher's client (Linux): the desktop's own voice settings.
    SpdSay,
    EspeakNg,
    Espeak,
    /// macOS.
    Say,
    /// Windows PowerShell with .NET's System.Speech.
    PowerShell,
}

impl Kind {
    /// The program's name on `PATH` (Windows adds `.exe`).
    pub fn program(self) -> &'static str {
        match self {
            Kind::SpdSay => "spd-say",
            Kind::EspeakNg => "espeak-ng",
            Kind::Espeak => "espeak",
            Kind::Say => "say",
            Kind::PowerShell => "powershell",
        }
    }
}

/// The programs looked for on this platform, the best first.
pub fn wanted() -> &'static [Kind] {
    if cfg!(target_os = "windows") {
        &[Kind::PowerShell]
    } else if cfg!(target_os = "macos") {
        &[Kind::Say]
    } else {
        &[Kind::SpdSay, Kind::EspeakNg, Kind::Espeak]
    }
}

/// A speech program found: what it is and where.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Engine {
    pub kind: Kind,
    pub program: PathBuf,
}

/// The first of `kinds` that some folder of `path` (a `PATH` value) holds as a program.
pub fn find_in(path: &OsStr, kinds: &[Kind]) -> Option<Engine> {
    let dirs: Vec<PathBuf> = std::env::split_paths(path).collect();
    kinds.iter().find_map(|&kind| {
        dirs.iter().find_map(|dir| {
            names(kind.program())
                .into_iter()
                .map(|n| dir.join(n))
                .find(|p| runnable(p))
                .map(|program| Engine { kind, program })
        })
    })
}

/// The system's speech program, found on this process's `PATH`.
pub fn find() -> Option<Engine> {
    find_in(&std::env::var_os("PATH")?, wanted())
}

/// The file names a program goes by here.
fn names(program: &str) -> Vec<String> {
    if cfg!(windows) {
        vec![format!("{program}.exe"), program.to_string()]
    } else {
        vec![program.to_string()]
    }
}

/// A file this process may run.
fn runnable(p: &Path) -> bool {
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        p.metadata()
            .is_ok_and(|m| m.is_file() && m.permissions().mode() & 0o111 != 0)
    }
    #[cfg(not(unix))]
    {
        p.is_file()
    }
}

/// The environment variables the PowerShell script reads its text and language from.
const TEXT_VAR: &str = "PNP_SPEAK_TEXT";
const LANG_VAR: &str = "PNP_SPEAK_LANG";

/// The PowerShell script, a statement a line: System.Speech says the text, in a voice of
/// the language where the system has one.
const POWERSHELL_SCRIPT: [&str; 4] = [
    "Add-Type -AssemblyName System.Speech",
    "$s = New-Object System.Speech.Synthesis.SpeechSynthesizer",
    "try { $s.SelectVoiceByHints([System.Speech.Synthesis.VoiceGender]::NotSet, [System.Speech.Synthesis.VoiceAge]::NotSet, 0, [System.Globalization.CultureInfo]::new($env:PNP_SPEAK_LANG)) } catch {}",
    "$s.Speak($env:PNP_SPEAK_TEXT)",
];

impl Engine {
    /// The command that says `sentence` in the language `lang` (a code such as "de") and
    /// ends when it is said.
    pub fn say(&self, sentence: &str, lang: &str) -> Command {
        let mut c = Command::new(&self.program);
        match self.kind {
            Kind::SpdSay => {
                c.args(["--wait", "--language", lang, "--", sentence]);
            }
            Kind::EspeakNg | Kind::Espeak => {
                c.args(["-v", lang, "--", sentence]);
            }
            // The system's voice: `say` picks voices by name, not by language. A leading
            // hyphen would read as an option (the app's own minus signs are U+2212).
            Kind::Say => {
                c.arg(sentence.trim_start_matches('-'));
            }
            Kind::PowerShell => {
                c.args(["-NoProfile", "-NonInteractive", "-Command"])
                    .arg(POWERSHELL_SCRIPT.join("; "));
                c.env(TEXT_VAR, sentence).env(LANG_VAR, lang);
            }
        }
        quiet(&mut c);
        c
    }

    /// What to run after the program is stopped, where stopping it does not silence the
    /// voice (speech-dispatcher says on what a client gave it).
    pub fn hush(&self) -> Option<Command> {
        (self.kind == Kind::SpdSay).then(|| {
            let mut c = Command::new(&self.program);
            c.arg("--cancel");
            quiet(&mut c);
            c
        })
    }
}

/// No input, no output, and on Windows no console window.
fn quiet(c: &mut Command) {
    use std::process::Stdio;
    c.stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null());
    #[cfg(windows)]
    {
        use std::os::windows::process::CommandExt;
        const CREATE_NO_WINDOW: u32 = 0x0800_0000;
        c.creation_flags(CREATE_NO_WINDOW);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A folder of its own under the system's temporary folder.
    fn folder(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("pnp-speech-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        dir
    }

    fn program(dir: &Path, name: &str, runnable: bool) {
        let file = dir.join(names(name).remove(0));
        std::fs::write(&file, "#!/bin/sh\n").unwrap();
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            let mode = if runnable { 0o755 } else { 0o644 };
            std::fs::set_permissions(&file, std::fs::Permissions::from_mode(mode)).unwrap();
        }
        #[cfg(not(unix))]
        let _ = runnable;
    }

    const LINUX: &[Kind] = &[Kind::SpdSay, Kind::EspeakNg, Kind::Espeak];

    #[test]
    fn the_best_program_on_the_path_is_found() {
        let a = folder("a");
        let b = folder("b");
        program(&a, "espeak-ng", true);
        program(&b, "spd-say", true);
        let path = std::env::join_paths([&a, &b]).unwrap();
        let found = find_in(&path, LINUX).unwrap();
        assert_eq!(found.kind, Kind::SpdSay, "speech-dispatcher first");
        assert_eq!(found.program, b.join(names("spd-say").remove(0)));
        let only_a = std::env::join_paths([&a]).unwrap();
        assert_eq!(find_in(&only_a, LINUX).unwrap().kind, Kind::EspeakNg);
        let _ = std::fs::remove_dir_all(a);
        let _ = std::fs::remove_dir_all(b);
    }

    #[test]
    fn no_program_is_none() {
        let empty = folder("empty");
        assert_eq!(find_in(OsStr::new(""), LINUX), None);
        let path = std::env::join_paths([&empty]).unwrap();
        assert_eq!(find_in(&path, LINUX), None);
        // A folder named like the program is not the program.
        std::fs::create_dir_all(empty.join("espeak")).unwrap();
        assert_eq!(find_in(&path, LINUX), None);
        let _ = std::fs::remove_dir_all(empty);
    }

    #[cfg(unix)]
    #[test]
    fn a_file_that_cannot_run_is_passed_over() {
        let dir = folder("modes");
        program(&dir, "spd-say", false);
        program(&dir, "espeak", true);
        let path = std::env::join_paths([&dir]).unwrap();
        assert_eq!(find_in(&path, LINUX).unwrap().kind, Kind::Espeak);
        let _ = std::fs::remove_dir_all(dir);
    }

    #[test]
    fn the_sentence_goes_after_the_options_never_through_a_shell() {
        let e = Engine {
            kind: Kind::EspeakNg,
            program: PathBuf::from("/usr/bin/espeak-ng"),
        };
        let c = e.say("-rf; echo no", "fr");
        let args: Vec<&OsStr> = c.get_args().collect();
        assert_eq!(args, ["-v", "fr", "--", "-rf; echo no"]);
        let spd = Engine {
            kind: Kind::SpdSay,
            program: PathBuf::from("spd-say"),
        };
        assert!(spd.hush().is_some());
        assert!(e.hush().is_none());
        let ps = Engine {
            kind: Kind::PowerShell,
            program: PathBuf::from("powershell.exe"),
        };
        let c = ps.say("Hallo.", "de");
        let envs: Vec<_> = c.get_envs().collect();
        assert!(envs.contains(&(OsStr::new(TEXT_VAR), Some(OsStr::new("Hallo.")))));
        assert!(envs.contains(&(OsStr::new(LANG_VAR), Some(OsStr::new("de")))));
    }
}
