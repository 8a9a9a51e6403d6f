//! The skeleton both scripted sessions (`sherwood play`, `dnfm play`) share: the script's
//! lines taken in turn (blank lines and `#` comments skipped), each applied, refused or not
//! read; then the report, as text or one JSON object; and exit code 2 when a line could not
//! be read. A game supplies only its actions and where it stands ([`ScriptedGame`]).

use super::CliError;
use super::script::read_script;
use crate::t;
use crate::text::script_line::LineError;
use serde::Serialize;
use std::fmt;
use std::io::Write;
use std::path::Path;

/// One game's part in a scripted session: reading a line as an action, applying it, and
/// saying where the game stands.
pub trait ScriptedGame {
    /// The part of the turn, as programs name it (`{"step": …}`, `{"phase": …}`).
    type Stage: Copy + Serialize;
    /// A script line read as an action.
    type Line;
    /// What an applied line reports beside its label and log.
    type Applied: Serialize;
    /// What a refused line reports beside its label and reason: the action and dice given.
    type Refused: Serialize;
    /// How the session was set up (seed, modes): the JSON's fields beside `steps`.
    type Setup: Serialize;
    /// Where the game stands after the last line, for programs (`final`).
    type Summary: Serialize;

    fn when(&self) -> When<Self::Stage>;
    /// Reads one line that is not blank or a comment; the error says why it cannot be.
    fn read(&self, text: &str) -> Result<Self::Line, LineError>;
    fn apply(&mut self, line: Self::Line) -> Taken<Self>;

    fn setup(&self) -> Self::Setup;
    fn summary(&self) -> Self::Summary;
    /// The text's first lines: the game, the seed and who draws or rolls.
    fn write_header(&self, out: &mut dyn Write) -> std::io::Result<()>;
    /// What the text says of an applied line after its log.
    fn write_applied(&self, applied: &Self::Applied, out: &mut dyn Write) -> std::io::Result<()>;
    /// The text's last lines: where the game stands.
    fn write_summary(&self, out: &mut dyn Write) -> std::io::Result<()>;
}

/// A line applied, or refused.
pub type Taken<G> =
    Result<Applied<<G as ScriptedGame>::Applied>, Refused<<G as ScriptedGame>::Refused>>;

/// Where the game stood when a line was taken: the stage for programs, and "Turn 2, Rebel
/// Expenses" in words (each game has its own word for a turn).
#[derive(Clone, Serialize)]
pub struct When<S> {
    pub turn: u32,
    #[serde(flatten)]
    pub stage: S,
    #[serde(skip)]
    pub words: String,
}

impl<S> fmt::Display for When<S> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.words)
    }
}

/// A line the game took: the action in words, the lines the game wrote in its turn log, and
/// what else the game reports of it.
#[derive(Serialize)]
pub struct Applied<A> {
    pub label: String,
    pub log: Vec<String>,
    #[serde(flatten)]
    pub more: A,
}

/// A line the game would not take: the action in words, a short name of the problem for
/// programs, the reason in words, and the line's action as given.
#[derive(Serialize)]
pub struct Refused<R> {
    pub label: String,
    pub problem: &'static str,
    pub reason: String,
    #[serde(flatten)]
    pub more: R,
}

/// One line of the script, once read.
#[derive(Serialize)]
#[serde(tag = "status", rename_all = "lowercase", bound = "")]
pub enum Step<G: ScriptedGame> {
    Applied {
        line: usize,
        #[serde(flatten)]
        before: When<G::Stage>,
        #[serde(flatten)]
        applied: Applied<G::Applied>,
    },
    Refused {
        line: usize,
        #[serde(flatten)]
        before: When<G::Stage>,
        #[serde(flatten)]
        refused: Refused<G::Refused>,
    },
    Unreadable {
        line: usize,
        error: String,
    },
}

/// `--json`: one object.
#[derive(Serialize)]
#[serde(bound = "")]
struct Report<'a, G: ScriptedGame> {
    #[serde(flatten)]
    setup: G::Setup,
    steps: &'a [Step<G>],
    unreadable_lines: &'a [usize],
    #[serde(rename = "final")]
    summary: G::Summary,
}

/// Reads the script, starts the game (after the script is read, so that an unreadable
/// script is what is reported), plays every line and reports the session.
pub fn run<G: ScriptedGame>(
    script: &Path,
    json: bool,
    out: &mut impl Write,
    start: impl FnOnce() -> Result<G, CliError>,
) -> Result<(), CliError> {
    let script = read_script(script)?;
    let mut game = start()?;
    let steps = play(&mut game, &script);
    let unreadable = unreadable(&steps);
    if json {
        let report = Report {
            setup: game.setup(),
            steps: &steps,
            unreadable_lines: &unreadable,
            summary: game.summary(),
        };
        // Through a `Value`, whose maps keep their keys sorted: the printed keys are in
        // alphabetical order at every depth, whatever the order of the fields above.
        let value = serde_json::to_value(&report).map_err(std::io::Error::from)?;
        writeln!(out, "{}", super::json_words::in_english(value))?;
    } else {
        write_text(&game, &steps, out)?;
    }
    out.flush()?;
    unread(&unreadable)
}

/// Plays every line of `script` (blank lines and comments skipped) and says how each went.
pub(super) fn play<G: ScriptedGame>(game: &mut G, script: &str) -> Vec<Step<G>> {
    let script = script.strip_prefix('\u{feff}').unwrap_or(script);
    let mut steps = Vec::new();
    for (i, text) in script.lines().enumerate() {
        let line = i + 1;
        let text = text.trim();
        if text.is_empty() || text.starts_with('#') {
            continue;
        }
        let before = game.when();
        steps.push(match game.read(text) {
            Err(error) => Step::Unreadable {
                line,
                error: error.0,
            },
            Ok(read) => match game.apply(read) {
                Ok(applied) => Step::Applied {
                    line,
                    before,
                    applied,
                },
                Err(refused) => Step::Refused {
                    line,
                    before,
                    refused,
                },
            },
        });
    }
    steps
}

fn write_text<G: ScriptedGame>(
    game: &G,
    steps: &[Step<G>],
    out: &mut impl Write,
) -> std::io::Result<()> {
    game.write_header(out)?;
    for step in steps {
        writeln!(out)?;
        match step {
            Step::Applied {
                line,
                before,
                applied,
            } => {
                writeln!(out, "{}", line_head(*line, before, &applied.label))?;
                for l in &applied.log {
                    writeln!(out, "  {l}")?;
                }
                game.write_applied(&applied.more, out)?;
            }
            Step::Refused {
                line,
                before,
                refused,
            } => {
                writeln!(out, "{}", line_head(*line, before, &refused.label))?;
                let reason = t!("cli-session-refused", reason = refused.reason.as_str());
                writeln!(out, "  {reason}")?;
            }
            Step::Unreadable { line, error } => {
                let words = t!("cli-session-not-read", line = *line, error = error.as_str());
                writeln!(out, "{words}")?;
            }
        }
    }
    writeln!(out)?;
    writeln!(out, "{}", t!("cli-session-standing"))?;
    game.write_summary(out)
}

/// "line 3 · Turn 1, Movement · Move 2".
fn line_head<S>(line: usize, before: &When<S>, label: &str) -> String {
    t!(
        "cli-session-line",
        line = line,
        when = before.to_string(),
        label = label
    )
}

/// The numbers of the lines that could not be read.
pub(super) fn unreadable<G: ScriptedGame>(steps: &[Step<G>]) -> Vec<usize> {
    steps
        .iter()
        .filter_map(|s| match s {
            Step::Unreadable { line, .. } => Some(*line),
            _ => None,
        })
        .collect()
}

/// The error (exit code 2) when lines could not be read.
pub(super) fn unread(lines: &[usize]) -> Result<(), CliError> {
    let numbers: Vec<String> = lines.iter().map(usize::to_string).collect();
    match numbers.as_slice() {
        [] => Ok(()),
        [one] => Err(CliError::Input(t!(
            "cli-session-one-unread",
            line = one.as_str()
        ))),
        more => Err(CliError::Input(t!(
            "cli-session-unread",
            count = more.len(),
            lines = more.join(", ")
        ))),
    }
}
