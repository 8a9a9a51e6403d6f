//! The command line's help in the player's language. clap's derive takes each command's and
//! argument's help from the `///` comments beside them, in English; here every one is
//! replaced by the catalogue's words (`locales/<code>/cli-help.ftl`), looked up by a key made
//! from where it stands in the tree of commands:
//!
//! - a command's line: `cli-about-<path>` (`cli-about-dnfm-odds-evade`; the program's own is
//!   `cli-about`), and where its `///` comment has a second paragraph (shown by `--help`,
//!   not `-h`), that paragraph as `cli-more-<path>`;
//! - an argument's: `cli-arg-<path>--<its long name, or a positional's id>`
//!   (`cli-arg-dnfm-odds-evade--navcomm`, `cli-arg-sherwood-set-cell--table`); `--json`,
//!   the same everywhere, is `cli-arg--json`, and `--lang` is `cli-lang-help`;
//! - a value's name (`<FILE>`): `cli-value-<the English name, lower case, '-' for what is
//!   not a letter or digit>` (`cli-value-file`, `cli-value-name-kind` for `NAME|KIND`).
//!
//! An argument's name follows `--`, which no command's name holds: an argument's key never
//! meets a command's. clap's own words (its headings, `[OPTIONS]`, `-h`, `-V`, the
//! `help` command, `[default: …]`) are the catalogue's too: the help is laid out by a template
//! of ours. [`keys`] lists every key the tree asks for, for `tests/code/catalogues.rs`: a
//! command or an argument without its words, in any language, fails there.

use crate::t;
use clap::builder::StyledStr;
use clap::builder::styling::Style;
use clap::{Arg, Command};

/// What the walk does with a key: looks its words up, or only notes the key.
type Say<'a> = dyn FnMut(&str) -> String + 'a;

/// `cmd` (the derive's tree) with every command's and argument's words, and clap's own, in
/// the current language.
pub fn in_words(cmd: Command) -> Command {
    let mut cmd = words(cmd, &mut Vec::new(), &mut |key: &str| {
        crate::i18n::text(key)
    });
    // clap adds `-h`, `-V` and the `help` command as it builds the tree: built here, so that
    // their words can be set before it parses.
    cmd.build();
    claps_words(cmd)
}

/// Every key the tree's commands and arguments ask for (clap's own words are `t!` calls).
pub fn keys(cmd: Command) -> Vec<String> {
    let mut keys = Vec::new();
    words(cmd, &mut Vec::new(), &mut |key: &str| {
        keys.push(key.to_string());
        key.to_string()
    });
    keys
}

/// `cmd` at `path` (its subcommands' names from the top) and everything under it, worded.
fn words(cmd: Command, path: &mut Vec<String>, say: &mut Say) -> Command {
    let place = path.join("-");
    let about = say(&about_key(&place));
    let mut cmd = if cmd.get_long_about().is_some() {
        let more = say(&format!("cli-more-{place}"));
        cmd.long_about(format!("{about}\n\n{more}"))
    } else {
        cmd
    }
    .about(about);
    let args: Vec<String> = cmd
        .get_arguments()
        .map(|a| a.get_id().to_string())
        .collect();
    for id in args {
        cmd = cmd.mut_arg(id, |a| arg_words(a, &place, say));
    }
    let subcommands: Vec<String> = cmd
        .get_subcommands()
        .map(|c| c.get_name().to_string())
        .collect();
    for name in subcommands {
        path.push(name.clone());
        cmd = cmd.mut_subcommand(name, |c| words(c, path, say));
        path.pop();
    }
    cmd
}

fn about_key(place: &str) -> String {
    if place.is_empty() {
        "cli-about".to_string()
    } else {
        format!("cli-about-{place}")
    }
}

/// An argument's key: its command's place and its name.
fn arg_key(place: &str, arg: &Arg) -> String {
    let name = arg
        .get_long()
        .unwrap_or(arg.get_id().as_str())
        .replace('_', "-");
    match name.as_str() {
        "lang" if place.is_empty() => "cli-lang-help".to_string(),
        "json" => "cli-arg--json".to_string(),
        _ if place.is_empty() => format!("cli-arg--{name}"),
        _ => format!("cli-arg-{place}--{name}"),
    }
}

/// A value name's key: `NAME|KIND` is `cli-value-name-kind`.
fn value_key(name: &str) -> String {
    let mut key = String::from("cli-value");
    for part in name
        .split(|c: char| !c.is_ascii_alphanumeric())
        .filter(|p| !p.is_empty())
    {
        key.push('-');
        key.push_str(&part.to_ascii_lowercase());
    }
    key
}

/// An argument's help and value names from the catalogue. What clap would add in English
/// (`[default: …]`, `[aliases: …]`, `[possible values: …]`) is put in the catalogue's words
/// at the end of its help instead.
fn arg_words(arg: Arg, place: &str, say: &mut Say) -> Arg {
    let mut help = say(&arg_key(place, &arg));
    let mut arg = arg;
    if !arg.get_action().takes_values() {
        return arg.help(help).long_help(None);
    }
    let names: Vec<String> = match arg.get_value_names() {
        Some(names) => names.iter().map(ToString::to_string).collect(),
        None => vec![arg.get_id().as_str().to_uppercase()],
    };
    let shown: Vec<String> = names.iter().map(|n| say(&value_key(n))).collect();
    arg = arg.value_names(shown);
    let defaults: Vec<String> = arg
        .get_default_values()
        .iter()
        .map(|v| v.to_string_lossy().into_owned())
        .collect();
    if !defaults.is_empty() && !arg.is_hide_default_value_set() {
        help = format!(
            "{help} {}",
            t!("cli-help-default", value = defaults.join(" "))
        );
        arg = arg.hide_default_value(true);
    }
    let possible: Vec<String> = arg
        .get_possible_values()
        .iter()
        .filter(|v| !v.is_hide_set())
        .map(|v| v.get_name().to_string())
        .collect();
    if !possible.is_empty() && !arg.is_hide_possible_values_set() {
        help = format!(
            "{help} {}",
            t!("cli-help-values", values = possible.join(", "))
        );
        arg = arg.hide_possible_values(true);
    }
    let visible: Vec<String> = arg
        .get_visible_aliases()
        .unwrap_or_default()
        .iter()
        .map(|a| format!("--{a}"))
        .collect();
    if !visible.is_empty() {
        let all: Vec<String> = arg
            .get_all_aliases()
            .unwrap_or_default()
            .iter()
            .map(ToString::to_string)
            .collect();
        help = format!(
            "{help} {}",
            t!("cli-help-aliases", names = visible.join(", "))
        );
        // Every alias still works, none listed by clap.
        arg = arg.alias(None).aliases(all);
    }
    arg.help(help).long_help(None)
}

/// The words clap gives the commands as it builds them, for every command of the built tree:
/// `-h`, `-V`, the `help` command, the usage line and the headings.
fn claps_words(cmd: Command) -> Command {
    let mut cmd = cmd;
    let long_help = cmd
        .get_arguments()
        .find(|a| a.get_id() == "help")
        .map(|a| a.get_long_help().is_some());
    cmd = match long_help {
        Some(true) => cmd.mut_arg("help", |a| {
            a.help(t!("cli-help-help-short"))
                .long_help(t!("cli-help-help-long"))
        }),
        Some(false) => cmd.mut_arg("help", |a| a.help(t!("cli-help-help"))),
        None => cmd,
    };
    if cmd.get_arguments().any(|a| a.get_id() == "version") {
        cmd = cmd.mut_arg("version", |a| a.help(t!("cli-help-version")));
    }
    // The usage line's <COMMAND> (the `help` command's own included).
    if cmd.has_subcommands() {
        cmd = cmd.subcommand_value_name(t!("cli-help-command-name"));
    }
    let subcommands: Vec<String> = cmd
        .get_subcommands()
        .map(|c| c.get_name().to_string())
        .collect();
    for name in subcommands {
        cmd = cmd.mut_subcommand(&name, |c| {
            // clap's own `help` command: the only one of that name (no command of ours is).
            let c = if name == "help" {
                c.about(t!("cli-help-help-command"))
            } else {
                c
            };
            claps_words(c)
        });
    }
    let usage = usage(&mut cmd);
    let template = template(&cmd);
    cmd.override_usage(usage).help_template(template)
}

/// The usage line clap makes (`pnp-companion dnfm [OPTIONS] <COMMAND>`, the value names
/// already the catalogue's) with the catalogue's `[OPTIONS]`, and without clap's title.
fn usage(cmd: &mut Command) -> StyledStr {
    let style = *cmd.get_styles().get_usage();
    // clap writes its title so, styled as a usage line is.
    let title = format!("{}Usage:{} ", style.render(), style.render_reset());
    let made = cmd.render_usage().ansi().to_string();
    let line = made.strip_prefix(&title).unwrap_or(&made);
    StyledStr::from(line.replace("[OPTIONS]", &t!("cli-help-options-tag")))
}

/// clap's help laid out as clap lays it out, with the catalogue's headings; a section only
/// where the command has something to put in it.
fn template(cmd: &Command) -> StyledStr {
    let styles = cmd.get_styles();
    let heading =
        |style: &Style, words: String| format!("{}{words}{}", style.render(), style.render_reset());
    let mut layout = format!(
        "{{before-help}}{{about-with-newline}}\n{} {{usage}}",
        heading(styles.get_usage(), t!("cli-help-usage"))
    );
    let sections = [
        (
            cmd.get_subcommands().any(|c| !c.is_hide_set()),
            t!("cli-help-commands"),
            "{subcommands}",
        ),
        (
            cmd.get_positionals().any(|a| !a.is_hide_set()),
            t!("cli-help-arguments"),
            "{positionals}",
        ),
        (
            cmd.get_arguments()
                .any(|a| !a.is_positional() && !a.is_hide_set()),
            t!("cli-help-options"),
            "{options}",
        ),
    ];
    for (shown, words, tag) in sections {
        if shown {
            layout.push_str(&format!(
                "\n\n{}\n{tag}",
                heading(styles.get_header(), words)
            ));
        }
    }
    layout.push_str("{after-help}");
    StyledStr::from(layout)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_value_names_key_is_its_name_in_lower_case() {
        assert_eq!(value_key("FILE"), "cli-value-file");
        assert_eq!(value_key("NAME|KIND"), "cli-value-name-kind");
        assert_eq!(value_key("PERSON.STAT=N"), "cli-value-person-stat-n");
        assert_eq!(value_key("N[,N]"), "cli-value-n-n");
        assert_eq!(value_key("SQUADS_THERE"), "cli-value-squads-there");
    }
}
