//! A mistake on the command line (an argument clap does not know, a value missing or wrong)
//! told in the player's language. clap words its errors in English, so they are worded here
//! from what each one carries: its kind and its context (the argument, the value, the
//! values there are, a near name, the usage line). Help and version stay clap's to print:
//! their words are already the catalogue's (`help_words`).

use super::shown::shown;
use crate::t;
use clap::error::{ContextKind, ContextValue, ErrorKind};
use std::num::{IntErrorKind, ParseIntError};
use std::process::ExitCode;

/// Prints what `e` says where it belongs and gives the exit code: help and version on
/// stdout with 0 (the help a command with nothing to run prints on stderr with 2, as clap
/// does), a mistake on stderr with 2.
pub fn report(e: &clap::Error) -> ExitCode {
    match e.kind() {
        ErrorKind::DisplayHelp
        | ErrorKind::DisplayVersion
        | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand => {
            let _ = e.print();
            ExitCode::from(u8::try_from(e.exit_code()).unwrap_or(2))
        }
        _ => {
            eprintln!("{}", shown(&told(e)));
            ExitCode::from(2)
        }
    }
}

/// The mistake in words: what is wrong (with the values there are, or a name near the one
/// typed), the usage line, and where to read more.
fn told(e: &clap::Error) -> String {
    let mut text = t!("cli-error", error = what(e));
    for hint in hints(e) {
        text.push_str("\n  ");
        text.push_str(&hint);
    }
    if let Some(usage) = usage(e) {
        text.push_str(&format!("\n\n{} {usage}", t!("cli-help-usage")));
    }
    text.push_str("\n\n");
    text.push_str(&t!("cli-mistake-more", help = "--help"));
    text
}

/// One piece of the error's context as text (a list joined by commas).
fn context(e: &clap::Error, kind: ContextKind) -> Option<String> {
    match e.get(kind)? {
        ContextValue::String(s) => Some(s.clone()),
        ContextValue::Strings(list) => Some(list.join(", ")),
        ContextValue::StyledStr(s) => Some(s.to_string()),
        ContextValue::Number(n) => Some(n.to_string()),
        _ => None,
    }
}

/// What is wrong, in a sentence.
fn what(e: &clap::Error) -> String {
    let arg = context(e, ContextKind::InvalidArg).unwrap_or_default();
    let value = context(e, ContextKind::InvalidValue).unwrap_or_default();
    let command = context(e, ContextKind::InvalidSubcommand).unwrap_or_default();
    match e.kind() {
        ErrorKind::UnknownArgument => t!("cli-mistake-unknown-arg", arg = arg),
        ErrorKind::InvalidSubcommand => t!("cli-mistake-unknown-command", command = command),
        ErrorKind::MissingSubcommand => t!("cli-mistake-no-command", command = command),
        ErrorKind::MissingRequiredArgument => t!("cli-mistake-missing", args = arg),
        ErrorKind::InvalidValue if value.is_empty() => t!("cli-mistake-no-value", arg = arg),
        ErrorKind::InvalidValue => t!("cli-mistake-bad-value", value = value, arg = arg),
        ErrorKind::ValueValidation => match reason(e, &value) {
            Some(reason) => t!(
                "cli-mistake-bad-value-because",
                value = value,
                arg = arg,
                reason = reason
            ),
            None => t!("cli-mistake-bad-value", value = value, arg = arg),
        },
        ErrorKind::ArgumentConflict => {
            let arg = if arg.is_empty() { command } else { arg };
            match context(e, ContextKind::PriorArg) {
                Some(prior) if prior == arg => t!("cli-mistake-twice", arg = arg),
                Some(prior) => t!("cli-mistake-conflict", arg = arg, other = prior),
                None => t!("cli-mistake-conflict-some", arg = arg),
            }
        }
        ErrorKind::TooManyValues => t!("cli-mistake-too-many", value = value, arg = arg),
        ErrorKind::TooFewValues | ErrorKind::WrongNumberOfValues => {
            let wanted = context(e, ContextKind::ExpectedNumValues)
                .or_else(|| context(e, ContextKind::MinValues))
                .unwrap_or_default();
            let given = context(e, ContextKind::ActualNumValues).unwrap_or_default();
            t!(
                "cli-mistake-how-many",
                arg = arg,
                wanted = wanted,
                given = given
            )
        }
        // The rest (`=` needed, bytes that are no text, a failed write) does not arise from
        // what this command line declares.
        _ => t!("cli-mistake-unreadable"),
    }
}

/// Why a value was refused. Our own value parsers say it in the player's words already;
/// clap's own parsers say it in English, and are put in the catalogue's words instead.
fn reason(e: &clap::Error, value: &str) -> Option<String> {
    let source = std::error::Error::source(e)?;
    if let Some(number) = source.downcast_ref::<ParseIntError>() {
        return Some(match number.kind() {
            IntErrorKind::PosOverflow | IntErrorKind::NegOverflow => t!("cli-mistake-too-large"),
            _ => t!("cli-mistake-not-whole"),
        });
    }
    let said = source.to_string();
    // clap's range check (`value_parser!(u8).range(1..=4)`) says "9 is not in 1..=4".
    if let Some(range) = said.strip_prefix(&format!("{value} is not in ")) {
        let (low, high) = bounds(range)?;
        return Some(t!("cli-mistake-range", low = low, high = high));
    }
    Some(said)
}

/// The first and last whole number of a range as clap writes it (`1..=4`, `0..20`).
fn bounds(range: &str) -> Option<(String, String)> {
    if let Some((low, high)) = range.split_once("..=") {
        let (low, high): (i128, i128) = (low.parse().ok()?, high.parse().ok()?);
        return Some((low.to_string(), high.to_string()));
    }
    let (low, end) = range.split_once("..")?;
    let (low, end): (i128, i128) = (low.parse().ok()?, end.parse().ok()?);
    Some((low.to_string(), (end - 1).to_string()))
}

/// The lines under the mistake: the values or commands there are, a name near the one typed.
fn hints(e: &clap::Error) -> Vec<String> {
    let mut hints = Vec::new();
    if let Some(values) = context(e, ContextKind::ValidValue).filter(|v| !v.is_empty()) {
        hints.push(t!("cli-help-values", values = values));
    }
    if let Some(commands) = context(e, ContextKind::ValidSubcommand).filter(|c| !c.is_empty()) {
        hints.push(t!("cli-mistake-commands", commands = commands));
    }
    for kind in [
        ContextKind::SuggestedSubcommand,
        ContextKind::SuggestedArg,
        ContextKind::SuggestedValue,
    ] {
        if let Some(near) = context(e, kind) {
            hints.push(t!("cli-mistake-near", near = near));
        }
    }
    hints
}

/// The usage line of the command the mistake is in (ours, `help_words`), without the title
/// clap puts before it.
fn usage(e: &clap::Error) -> Option<String> {
    let line = context(e, ContextKind::Usage)?;
    Some(line.strip_prefix("Usage: ").unwrap_or(&line).to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clap_ranges_read_as_their_first_and_last_number() {
        let pair = |l: &str, h: &str| Some((l.to_string(), h.to_string()));
        assert_eq!(bounds("1..=4"), pair("1", "4"));
        assert_eq!(bounds("0..20"), pair("0", "19"));
        assert_eq!(
            bounds("0..=18446744073709551615"),
            pair("0", "18446744073709551615")
        );
        assert_eq!(bounds("x..=4"), None);
    }
}
