//! The language catalogues (`locales/<code>/*.ftl`) against each other and against the code:
//! every language has the same files and the same messages with the same arguments (a
//! missing or extra key fails), each parses without an error, the build compiles in every
//! file there is, every key the code asks for exists with the arguments the code gives it,
//! and no message is left that nothing asks for.

use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};
use pnp_companion::i18n::{Lang, catalogue_files};
use std::cell::RefCell;
use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// A message's key and the arguments (`$name`) it uses, its variants included.
type Messages = BTreeMap<String, BTreeSet<String>>;

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

fn variables_in(pattern: &Pattern<&str>, out: &mut BTreeSet<String>) {
    for element in &pattern.elements {
        if let PatternElement::Placeable { expression } = element {
            variables_in_expression(expression, out);
        }
    }
}

fn variables_in_expression(e: &Expression<&str>, out: &mut BTreeSet<String>) {
    match e {
        Expression::Select { selector, variants } => {
            variables_in_inline(selector, out);
            for v in variants {
                variables_in(&v.value, out);
            }
        }
        Expression::Inline(i) => variables_in_inline(i, out),
    }
}

fn variables_in_inline(e: &InlineExpression<&str>, out: &mut BTreeSet<String>) {
    match e {
        InlineExpression::VariableReference { id } => {
            out.insert(id.name.to_string());
        }
        InlineExpression::FunctionReference { arguments, .. } => {
            for a in &arguments.positional {
                variables_in_inline(a, out);
            }
            for a in &arguments.named {
                variables_in_inline(&a.value, out);
            }
        }
        InlineExpression::Placeable { expression } => variables_in_expression(expression, out),
        // The app parses each file on its own when first asked for one of its messages
        // (src/i18n/catalogue.rs): a message may not lean on another, in its file or not;
        // only on the terms (`terms.ftl`), which every file's bundle holds.
        InlineExpression::MessageReference { id, .. } => {
            panic!(
                "a message refers to '{}': write the words out instead",
                id.name
            )
        }
        InlineExpression::TermReference { id, .. } => {
            out.insert(format!("-{}", id.name));
        }
        _ => {}
    }
}

/// One catalogue file's messages; a syntax error or a key written twice fails.
fn parse(name: &str, text: &str, into: &mut Messages) {
    let resource = fluent_syntax::parser::parse(text)
        .unwrap_or_else(|(_, errors)| panic!("{name} does not parse: {errors:?}"));
    for entry in &resource.body {
        match entry {
            Entry::Message(m) => {
                let mut vars = BTreeSet::new();
                if let Some(v) = &m.value {
                    variables_in(v, &mut vars);
                }
                assert!(m.value.is_some(), "{name}: {} has no text", m.id.name);
                // `.speak`: how the message is said aloud (`i18n::say`); no other is read.
                for a in &m.attributes {
                    assert!(
                        a.id.name == "speak",
                        "{name}: {} has the attribute .{}, which the app does not read",
                        m.id.name,
                        a.id.name
                    );
                    variables_in(&a.value, &mut vars);
                }
                // The terms a message uses are not arguments: each language uses its own.
                let (terms, vars): (BTreeSet<_>, BTreeSet<_>) =
                    vars.into_iter().partition(|v| v.starts_with('-'));
                TERMS_USED.with(|t| t.borrow_mut().extend(terms));
                assert!(
                    into.insert(m.id.name.to_string(), vars).is_none(),
                    "{name}: {} is written twice",
                    m.id.name
                );
            }
            Entry::Term(t) => {
                assert!(
                    name.ends_with("/terms.ftl"),
                    "{name}: the term -{} belongs in terms.ftl",
                    t.id.name
                );
                TERMS_DEFINED.with(|d| d.borrow_mut().insert(format!("-{}", t.id.name)));
            }
            Entry::Junk { content } => panic!("{name}: not Fluent: {content}"),
            _ => {}
        }
    }
}

thread_local! {
    /// The terms the messages parsed on this thread use, and those the terms files define.
    static TERMS_USED: RefCell<BTreeSet<String>> = const { RefCell::new(BTreeSet::new()) };
    static TERMS_DEFINED: RefCell<BTreeSet<String>> = const { RefCell::new(BTreeSet::new()) };
}

fn catalogue(code: &str) -> (BTreeSet<String>, Messages) {
    catalogue_and_terms(code).0
}

/// A language's files and messages, and the terms it defines and its messages use.
fn catalogue_and_terms(
    code: &str,
) -> (
    (BTreeSet<String>, Messages),
    BTreeSet<String>,
    BTreeSet<String>,
) {
    TERMS_USED.with(|t| t.borrow_mut().clear());
    TERMS_DEFINED.with(|t| t.borrow_mut().clear());
    let mut names = BTreeSet::new();
    let mut messages = Messages::new();
    for (lang, name, text) in catalogue_files() {
        if *lang == code {
            names.insert(name.to_string());
            parse(&format!("locales/{code}/{name}"), text, &mut messages);
        }
    }
    let used = TERMS_USED.with(|t| t.borrow().clone());
    let defined = TERMS_DEFINED.with(|t| t.borrow().clone());
    ((names, messages), defined, used)
}

#[test]
fn every_language_has_the_same_terms_and_every_term_used_is_there() {
    let (_, english, _) = catalogue_and_terms("en");
    assert!(english.contains("-map"), "the English terms were not found");
    for lang in Lang::ALL {
        let (_, defined, used) = catalogue_and_terms(lang.code());
        assert_eq!(
            defined,
            english,
            "locales/{}/terms.ftl has other terms",
            lang.code()
        );
        let unknown: Vec<_> = used.difference(&defined).collect();
        assert!(
            unknown.is_empty(),
            "locales/{}: messages use terms no terms.ftl defines: {unknown:?}",
            lang.code()
        );
    }
}

#[test]
fn every_language_has_every_message_with_the_same_arguments() {
    let (files, english) = catalogue("en");
    assert!(english.len() > 50, "the English catalogue was not found");
    for lang in Lang::ALL {
        let (its_files, its) = catalogue(lang.code());
        assert_eq!(its_files, files, "locales/{} has other files", lang.code());
        let missing: Vec<_> = english.keys().filter(|k| !its.contains_key(*k)).collect();
        let extra: Vec<_> = its.keys().filter(|k| !english.contains_key(*k)).collect();
        assert!(
            missing.is_empty() && extra.is_empty(),
            "locales/{}: missing {missing:?}, not in English {extra:?}",
            lang.code()
        );
        for (key, vars) in &english {
            assert_eq!(
                &its[key],
                vars,
                "locales/{}: {key} takes other arguments than in English",
                lang.code()
            );
        }
    }
}

#[test]
fn the_build_compiles_in_every_catalogue_and_every_folder_is_a_language() {
    let mut on_disk = BTreeSet::new();
    for dir in std::fs::read_dir(root().join("locales")).unwrap() {
        let dir = dir.unwrap().path();
        let code = dir.file_name().unwrap().to_str().unwrap().to_string();
        assert!(
            Lang::from_code(&code).is_some_and(|l| l.code() == code),
            "locales/{code} is no language of src/i18n/lang.rs"
        );
        for file in std::fs::read_dir(&dir).unwrap() {
            let name = file.unwrap().file_name().to_str().unwrap().to_string();
            if name.ends_with(".ftl") {
                on_disk.insert((code.clone(), name));
            }
        }
    }
    let built: BTreeSet<_> = catalogue_files()
        .iter()
        .map(|(c, n, _)| (c.to_string(), n.to_string()))
        .collect();
    assert_eq!(built, on_disk);
    for lang in Lang::ALL {
        assert!(
            on_disk.iter().any(|(c, _)| c == lang.code()),
            "{} has no folder in locales/",
            lang.code()
        );
    }
}

use super::rust_files;

/// The characters of `text` outside its string literals, with their byte offsets (the
/// quotes themselves left out too).
fn outside_strings(text: &str) -> impl Iterator<Item = (usize, char)> + '_ {
    let (mut in_string, mut escaped) = (false, false);
    text.char_indices().filter(move |&(_, c)| {
        if in_string {
            match (escaped, c) {
                (true, _) => escaped = false,
                (false, '\\') => escaped = true,
                (false, '"') => in_string = false,
                _ => {}
            }
            return false;
        }
        if c == '"' {
            in_string = true;
            return false;
        }
        true
    })
}

/// The text up to the `)` that closes the call it is inside, strings stepped over.
fn call_arguments(text: &str) -> Option<&str> {
    let mut depth = 0usize;
    for (i, c) in outside_strings(text) {
        match c {
            '(' | '[' | '{' => depth += 1,
            ')' | ']' | '}' if depth == 0 => return Some(&text[..i]),
            ')' | ']' | '}' => depth -= 1,
            _ => {}
        }
    }
    None
}

/// Splits at the commas outside brackets and strings.
fn top_level_parts(args: &str) -> Vec<&str> {
    let mut parts = Vec::new();
    let (mut depth, mut start) = (0usize, 0);
    for (i, c) in outside_strings(args) {
        match c {
            '(' | '[' | '{' | '<' => depth += 1,
            ')' | ']' | '}' | '>' => depth = depth.saturating_sub(1),
            ',' if depth == 0 => {
                parts.push(&args[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    parts.push(&args[start..]);
    parts
        .into_iter()
        .map(str::trim)
        .filter(|p| !p.is_empty())
        .collect()
}

/// Every `t!("key", name = value, …)` and `words!(…)` in the source: (file, key, the argument names).
fn asked_for() -> Vec<(String, String, BTreeSet<String>)> {
    let mut files = Vec::new();
    rust_files(&root().join("src"), &mut files);
    let mut out = Vec::new();
    for file in files {
        let text = std::fs::read_to_string(&file).unwrap();
        let shown = file.strip_prefix(root()).unwrap().display().to_string();
        let calls = ["t!(", "words!("]
            .into_iter()
            .flat_map(|m| text.match_indices(m).map(move |(at, _)| (at, m)));
        for (at, macro_name) in calls {
            // `t!(` inside another name (`format!(` ends in "t!(") is not the macro.
            if text[..at]
                .chars()
                .next_back()
                .is_some_and(|c| c.is_alphanumeric() || c == '_')
            {
                continue;
            }
            let Some(args) = call_arguments(&text[at + macro_name.len()..]) else {
                panic!("{shown}: a {macro_name} that does not close");
            };
            let parts = top_level_parts(args);
            let Some(key) = parts
                .first()
                .and_then(|k| k.strip_prefix('"')?.strip_suffix('"'))
            else {
                continue; // the macro's own definition
            };
            let names = parts[1..]
                .iter()
                .map(|p| p.split('=').next().unwrap().trim().to_string())
                .collect();
            out.push((shown.clone(), key.to_string(), names));
        }
        for key in labels_in_keyword_enums(&text) {
            out.push((shown.clone(), key.to_string(), BTreeSet::new()));
        }
    }
    // The command line's help asks by keys made from its commands' and arguments' names.
    for key in pnp_companion::cli::help_keys() {
        out.push(("src/cli/help_words.rs".to_string(), key, BTreeSet::new()));
    }
    out
}

/// The catalogue keys a `keyword_enum!` declaration names for its values' labels
/// (`Town = "town" => "swr-space-town",`): asked for without arguments.
fn labels_in_keyword_enums(text: &str) -> Vec<&str> {
    let mut keys = Vec::new();
    for (at, _) in text.match_indices("keyword_enum! {") {
        let block = &text[at..];
        let block = &block[..block.find("\n}").unwrap_or(block.len())];
        for line in block.lines() {
            if let Some((_, label)) = line.rsplit_once("=> \"") {
                keys.extend(label.strip_suffix("\",").or(label.strip_suffix('"')));
            }
        }
    }
    keys
}

#[test]
fn every_key_the_code_asks_for_is_there_with_the_arguments_it_gives() {
    let (_, english) = catalogue("en");
    let asked = asked_for();
    assert!(asked.len() > 50, "the t!() calls were not found");
    for (file, key, names) in &asked {
        let Some(vars) = english.get(key) else {
            panic!("{file}: t!(\"{key}\") is in no catalogue");
        };
        assert_eq!(
            names, vars,
            "{file}: t!(\"{key}\") gives other arguments than the catalogue takes"
        );
    }
}

#[test]
fn no_message_is_left_that_nothing_asks_for() {
    let (_, english) = catalogue("en");
    let mut source = String::new();
    let mut files = Vec::new();
    rust_files(&root().join("src"), &mut files);
    for f in files {
        source.push_str(&std::fs::read_to_string(f).unwrap());
    }
    // Asked for by the card set's names (an event's, a bounty's title): each is there.
    let set = pnp_companion::games::dnfm::cards::CardSet::builtin().unwrap();
    let by_name: Vec<String> = set
        .event
        .iter()
        .map(|e| pnp_companion::games::dnfm::cards::event_key(&e.name))
        .chain(set.bounty.iter().map(|b| b.subtitle_key()))
        .collect();
    for key in &by_name {
        assert!(english.contains_key(key), "{key} is in no catalogue");
    }
    // Asked for by the command line's help, by its commands' and arguments' names (each is
    // there: `every_key_the_code_asks_for_is_there_with_the_arguments_it_gives`).
    let help = pnp_companion::cli::help_keys();
    let unused: Vec<_> = english
        .keys()
        .filter(|k| {
            !source.contains(&format!("\"{k}\"")) && !by_name.contains(k) && !help.contains(k)
        })
        .collect();
    assert!(unused.is_empty(), "messages nothing asks for: {unused:?}");
}

#[test]
fn the_checks_see_what_they_look_for() {
    let parts = top_level_parts(r#""home-seed", seed = f(a, b), name = "x, y""#);
    assert_eq!(
        parts,
        ["\"home-seed\"", "seed = f(a, b)", "name = \"x, y\""]
    );
    assert_eq!(
        call_arguments(r#""k", a = g(")")) rest"#),
        Some(r#""k", a = g(")")"#)
    );
    let mut m = Messages::new();
    parse(
        "x",
        "a = { $n ->\n    [one] one { $what }\n   *[other] { $n }\n}\n",
        &mut m,
    );
    assert_eq!(
        m["a"],
        BTreeSet::from(["n".to_string(), "what".to_string()])
    );
    let broken = std::panic::catch_unwind(|| parse("x", "a = { $n\n", &mut Messages::new()));
    assert!(broken.is_err(), "a syntax error passed");
    let twice = std::panic::catch_unwind(|| parse("x", "a = 1\na = 2\n", &mut Messages::new()));
    assert!(twice.is_err(), "a key written twice passed");
    let leaning =
        std::panic::catch_unwind(|| parse("x", "a = 1\nb = { a }\n", &mut Messages::new()));
    assert!(leaning.is_err(), "a message referring to another passed");
    let declared = "keyword_enum! {\n    pub enum T as id {\n        A = \"a\" | \"x\" => \"t-a\",\n        B = \"b\" => \"t-b\"\n    }\n}\nfn f() { g(x => \"no\") }";
    assert_eq!(labels_in_keyword_enums(declared), ["t-a", "t-b"]);
}

/// French sets `:` `;` `?` `!` and `»` off from the word before, and `«` from the word
/// after, with a space that never breaks (U+00A0, or the narrow U+202F): an ordinary space
/// there lets a line break leave the mark alone at the start of a line. `(line, problem)`
/// for each place a French text breaks the rule, placeables (`{ … }`) stepped over.
fn french_spacing(text: &str) -> Vec<(usize, String)> {
    let mut found = Vec::new();
    for (n, line) in text.lines().enumerate() {
        // A message's own text starts after its `key =`; an indented line is all text.
        let body = match line.split_once(" = ") {
            _ if line.starts_with('#') => continue,
            Some((key, rest)) if !key.starts_with(' ') => rest,
            _ if line.starts_with(' ') => line,
            _ => continue,
        };
        let mut depth = 0usize;
        let chars: Vec<char> = body.chars().collect();
        for (i, &c) in chars.iter().enumerate() {
            match c {
                '{' => depth += 1,
                '}' => depth = depth.saturating_sub(1),
                _ if depth > 0 => {}
                ':' | ';' | '?' | '!' | '»' => {
                    let before = i.checked_sub(1).and_then(|b| chars.get(b));
                    let after = chars.get(i + 1);
                    // `http://`, `3:2`: not punctuation in a sentence.
                    let in_a_word = c == ':'
                        && (after == Some(&'/') || after.is_some_and(|a| a.is_ascii_digit()));
                    if before == Some(&' ') {
                        found.push((n + 1, format!("an ordinary space before '{c}': {line}")));
                    } else if before.is_some_and(|b| b.is_alphanumeric()) && !in_a_word {
                        found.push((n + 1, format!("no space before '{c}': {line}")));
                    }
                }
                '«' if chars.get(i + 1) == Some(&' ') => {
                    found.push((n + 1, format!("an ordinary space after '«': {line}")));
                }
                _ => {}
            }
        }
    }
    found
}

#[test]
fn french_keeps_its_punctuation_with_the_word_before_it() {
    let mut found = Vec::new();
    let folder = root().join("locales/fr");
    for file in std::fs::read_dir(&folder).unwrap() {
        let path = file.unwrap().path();
        let text = std::fs::read_to_string(&path).unwrap();
        for (line, problem) in french_spacing(&text) {
            found.push(format!("{}:{line}: {problem}", path.display()));
        }
    }
    assert!(found.is_empty(), "{}", found.join("\n"));
    // The check itself: what it must find and what it must let pass.
    let bad = "# a comment: as it likes\na = Prime : { $x }\nb = Oui?\nc = « x »\n";
    assert_eq!(french_spacing(bad).len(), 4, "{:?}", french_spacing(bad));
    let good = "a = Prime\u{a0}: { $x -> [one] un *[other] { $x } }\nb = http://x 3:2\n";
    assert!(
        french_spacing(good).is_empty(),
        "{:?}",
        french_spacing(good)
    );
}
