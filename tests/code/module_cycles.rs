//! No two modules import each other, and no longer circle either: every folder reads
//! top-down. The test reads every `src/**/*.rs`, collects the modules each one names
//! through `use crate::…`, `use super::…` and `crate::…::` / `super::…::` paths in code, at
//! the granularity of module files, and fails on any cycle.
//!
//! A module using its own submodules (a folder's `mod.rs` re-exporting or running its
//! children) is the top-down direction and is not an edge; a name a folder's `mod.rs`
//! re-exports (`pub use child::Name`) counts as the child it comes from. Inline test
//! modules (`#[cfg(test)] mod tests`) are left out.
//!
//! The same holds a level up, inside every folder: two parts of a folder (a file or a
//! subfolder) never lean on each other, even through different files.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

type Module = Vec<String>;

fn name(m: &[String]) -> String {
    if m.is_empty() {
        "crate".into()
    } else {
        m.join("::")
    }
}

use super::rust_files;

/// `src/cli/sherwood.rs` is `cli::sherwood`, `src/cli/mod.rs` is `cli`, `src/lib.rs` the crate.
fn module_of(src: &Path, file: &Path) -> Module {
    let rel = file.strip_prefix(src).unwrap().with_extension("");
    let mut parts: Module = rel
        .components()
        .map(|c| c.as_os_str().to_string_lossy().to_string())
        .collect();
    if parts
        .last()
        .is_some_and(|l| l == "mod" || l == "lib" || l == "main")
    {
        parts.pop();
    }
    parts
}

/// The text without comments, strings and the inline test module.
fn code_of(text: &str) -> String {
    let text = match text.find("#[cfg(test)]\nmod tests") {
        Some(at) => &text[..at],
        None => text,
    };
    let mut out = String::with_capacity(text.len());
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '/' if chars.peek() == Some(&'/') => {
                for c in chars.by_ref() {
                    if c == '\n' {
                        out.push('\n');
                        break;
                    }
                }
            }
            '/' if chars.peek() == Some(&'*') => {
                let mut last = ' ';
                for c in chars.by_ref() {
                    if last == '*' && c == '/' {
                        break;
                    }
                    last = c;
                }
            }
            '"' => {
                let mut escaped = false;
                for c in chars.by_ref() {
                    if escaped {
                        escaped = false;
                    } else if c == '\\' {
                        escaped = true;
                    } else if c == '"' {
                        break;
                    }
                }
                out.push_str("\"\"");
            }
            // A char literal such as '"' or '{' (lifetimes have no closing quote nearby).
            '\'' => {
                let rest: String = chars.clone().take(3).collect();
                let len = if rest.starts_with('\\') {
                    rest.find('\'').map(|i| i + 1)
                } else if rest.chars().nth(1) == Some('\'') {
                    Some(2)
                } else {
                    None
                };
                match len {
                    Some(n) => {
                        for _ in 0..n {
                            chars.next();
                        }
                        out.push_str("' '");
                    }
                    None => out.push(c),
                }
            }
            _ => out.push(c),
        }
    }
    out
}

/// Expands a `use` tree (`crate::a::{b, c::{self, D}}`) into its paths.
fn expand_use(tree: &str) -> Vec<String> {
    let tree = tree.trim();
    let Some(open) = tree.find('{') else {
        // `a::b as c` is `a::b`.
        let path = tree.split(" as ").next().unwrap_or(tree);
        return vec![path.split_whitespace().collect()];
    };
    let prefix: String = tree[..open].split_whitespace().collect();
    let prefix = prefix.as_str();
    let inner = &tree[open + 1..tree.rfind('}').unwrap_or(tree.len())];
    let mut parts = Vec::new();
    let mut depth = 0;
    let mut start = 0;
    for (i, c) in inner.char_indices() {
        match c {
            '{' => depth += 1,
            '}' => depth -= 1,
            ',' if depth == 0 => {
                parts.push(&inner[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    parts.push(&inner[start..]);
    parts
        .into_iter()
        .map(str::trim)
        .filter(|p| !p.is_empty())
        .flat_map(|p| {
            expand_use(p).into_iter().map(move |rest| {
                if rest == "self" {
                    prefix.trim_end_matches("::").to_string()
                } else {
                    format!("{prefix}{rest}")
                }
            })
        })
        .collect()
}

/// The `crate::…` and `super::…` paths a file names, from `use` items and from code.
fn paths_in(code: &str) -> Vec<String> {
    let mut paths = Vec::new();
    let mut rest = code;
    // `use` items, whole trees.
    while let Some(at) = rest.find("use ") {
        let before = rest[..at].chars().last();
        let after = &rest[at + 4..];
        rest = after;
        if before.is_some_and(|c| c.is_alphanumeric() || c == '_') {
            continue;
        }
        let Some(end) = after.find(';') else { break };
        let tree = &after[..end];
        if tree.starts_with("crate::") || tree.starts_with("super::") {
            paths.extend(expand_use(tree));
        }
    }
    // Paths in code: `super::sherwood_data::player_data()`.
    for start in ["crate::", "super::"] {
        let mut from = 0;
        while let Some(i) = code[from..].find(start) {
            let at = from + i;
            from = at + start.len();
            let before = code[..at].chars().last();
            if before.is_some_and(|c| c.is_alphanumeric() || c == '_' || c == ':') {
                continue;
            }
            let path: String = code[at..]
                .chars()
                .take_while(|c| c.is_alphanumeric() || *c == '_' || *c == ':')
                .collect();
            paths.push(path);
        }
    }
    paths
}

/// The module file a path from `here` lands in, and the name after it, if any.
fn resolve(
    here: &[String],
    path: &str,
    modules: &BTreeSet<Module>,
) -> Option<(Module, Option<String>)> {
    let mut segments: Vec<&str> = path.split("::").filter(|s| !s.is_empty()).collect();
    let mut base: Module = match *segments.first()? {
        "crate" => {
            segments.remove(0);
            Vec::new()
        }
        "super" => {
            let mut m = here.to_vec();
            while segments.first() == Some(&"super") {
                segments.remove(0);
                m.pop()?;
            }
            m
        }
        _ => return None,
    };
    let mut next = None;
    for (i, s) in segments.iter().enumerate() {
        let mut deeper = base.clone();
        deeper.push((*s).to_string());
        if modules.contains(&deeper) {
            base = deeper;
        } else {
            next = segments.get(i).map(|s| (*s).to_string());
            break;
        }
    }
    Some((base, next))
}

/// `pub use child::{A, B}` in a folder's `mod.rs`: which child each re-exported name is.
fn reexports(code: &str) -> BTreeMap<String, String> {
    let mut map = BTreeMap::new();
    let mut rest = code;
    while let Some(at) = rest.find("pub use ") {
        rest = &rest[at + 8..];
        let Some(end) = rest.find(';') else { break };
        for path in expand_use(&rest[..end]) {
            let segments: Vec<&str> = path.split("::").collect();
            if let (Some(child), Some(item)) = (segments.first(), segments.last())
                && segments.len() >= 2
                && !matches!(*child, "crate" | "super" | "self")
            {
                map.insert((*item).to_string(), (*child).to_string());
            }
        }
    }
    map
}

/// Every edge `from -> to` between module files.
fn edges() -> BTreeMap<Module, BTreeSet<Module>> {
    let src = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    rust_files(&src, &mut files);
    let mut modules = BTreeSet::new();
    let mut code = BTreeMap::new();
    for f in &files {
        // `main.rs` is its own crate; it reaches the library by name.
        if f.file_name().is_some_and(|n| n == "main.rs") && f.parent() == Some(src.as_path()) {
            continue;
        }
        let m = module_of(&src, f);
        modules.insert(m.clone());
        code.insert(m, code_of(&std::fs::read_to_string(f).unwrap()));
    }
    let reexported: BTreeMap<Module, BTreeMap<String, String>> = code
        .iter()
        .map(|(m, c)| (m.clone(), reexports(c)))
        .collect();
    let mut graph: BTreeMap<Module, BTreeSet<Module>> = BTreeMap::new();
    for (here, text) in &code {
        for path in paths_in(text) {
            let Some((mut to, next)) = resolve(here, &path, &modules) else {
                continue;
            };
            // A name the folder re-exports from one of its children is that child's.
            if let Some(child) = next.and_then(|n| reexported.get(&to)?.get(&n).cloned()) {
                let mut deeper = to.clone();
                deeper.push(child);
                if modules.contains(&deeper) {
                    to = deeper;
                }
            }
            // Into itself, or down into its own submodules: the top-down direction.
            if to.starts_with(here) {
                continue;
            }
            graph.entry(here.clone()).or_default().insert(to);
        }
    }
    graph
}

/// The cycles: strongly connected groups of more than one module (Tarjan's algorithm).
fn cycles(graph: &BTreeMap<Module, BTreeSet<Module>>) -> Vec<Vec<Module>> {
    struct State<'a> {
        graph: &'a BTreeMap<Module, BTreeSet<Module>>,
        index: BTreeMap<Module, usize>,
        low: BTreeMap<Module, usize>,
        stack: Vec<Module>,
        on_stack: BTreeSet<Module>,
        found: Vec<Vec<Module>>,
    }
    fn visit(s: &mut State, v: &Module) {
        let i = s.index.len();
        s.index.insert(v.clone(), i);
        s.low.insert(v.clone(), i);
        s.stack.push(v.clone());
        s.on_stack.insert(v.clone());
        let next: Vec<Module> = s
            .graph
            .get(v)
            .map(|n| n.iter().cloned().collect())
            .unwrap_or_default();
        for w in &next {
            if !s.index.contains_key(w) {
                visit(s, w);
                let low = s.low[v].min(s.low[w]);
                s.low.insert(v.clone(), low);
            } else if s.on_stack.contains(w) {
                let low = s.low[v].min(s.index[w]);
                s.low.insert(v.clone(), low);
            }
        }
        if s.low[v] == s.index[v] {
            let mut group = Vec::new();
            while let Some(w) = s.stack.pop() {
                s.on_stack.remove(&w);
                let done = &w == v;
                group.push(w);
                if done {
                    break;
                }
            }
            if group.len() > 1 {
                group.sort();
                s.found.push(group);
            }
        }
    }
    let mut s = State {
        graph,
        index: BTreeMap::new(),
        low: BTreeMap::new(),
        stack: Vec::new(),
        on_stack: BTreeSet::new(),
        found: Vec::new(),
    };
    for v in graph.keys() {
        if !s.index.contains_key(v) {
            visit(&mut s, v);
        }
    }
    s.found
}

/// Circles known and not yet broken, each as its sorted members. A circle found that is not
/// here fails the test; so does one listed here that is gone (then strike it off). None
/// today: the Sherwood state's plain words live in `board`, the changes in `change`, and a
/// roll request in `pending`, so state, its task queue and the engine read top-down.
const KNOWN: &[&[&str]] = &[];

/// A circle's edges in words: "a -> b, b -> a".
fn edges_within(graph: &BTreeMap<Module, BTreeSet<Module>>, group: &[Module]) -> String {
    let members: BTreeSet<&Module> = group.iter().collect();
    let inside: Vec<String> = group
        .iter()
        .flat_map(|from| {
            graph[from]
                .iter()
                .filter(|to| members.contains(to))
                .map(move |to| format!("{} -> {}", name(from), name(to)))
        })
        .collect();
    inside.join(", ")
}

#[test]
fn no_two_modules_import_each_other() {
    let graph = edges();
    let all = cycles(&graph);
    let names = |group: &Vec<Module>| -> Vec<String> { group.iter().map(|m| name(m)).collect() };
    let known: Vec<Vec<String>> = KNOWN
        .iter()
        .map(|g| g.iter().map(|m| (*m).to_string()).collect())
        .collect();
    let gone: Vec<&Vec<String>> = known
        .iter()
        .filter(|k| !all.iter().any(|g| &names(g) == *k))
        .collect();
    assert!(
        gone.is_empty(),
        "these circles are broken now: strike them off KNOWN: {gone:?}"
    );
    let found: Vec<&Vec<Module>> = all.iter().filter(|g| !known.contains(&names(g))).collect();
    let described: Vec<String> = found.iter().map(|g| edges_within(&graph, g)).collect();
    assert!(
        found.is_empty(),
        "modules that import each other (break the circle: move what both need into a module that imports neither):\n  {}",
        described.join("\n  ")
    );
}

/// The same graph a level up: an edge between two modules is also an edge between the two
/// siblings of their nearest common folder that hold them (`games::sherwood::actions::rebel
/// -> games::sherwood::results` is `actions -> results` inside `games::sherwood`). A circle
/// here is two parts of one folder that each lean on the other, even when no two files do.
fn folder_edges(graph: &BTreeMap<Module, BTreeSet<Module>>) -> BTreeMap<Module, BTreeSet<Module>> {
    let mut folders: BTreeMap<Module, BTreeSet<Module>> = BTreeMap::new();
    for (from, tos) in graph {
        for to in tos {
            let common = from.iter().zip(to).take_while(|(a, b)| a == b).count();
            // One inside the other (a child using its folder's own items) is not between siblings.
            if common >= from.len() || common >= to.len() {
                continue;
            }
            folders
                .entry(from[..=common].to_vec())
                .or_default()
                .insert(to[..=common].to_vec());
        }
    }
    folders
}

#[test]
fn no_two_parts_of_a_folder_lean_on_each_other() {
    let folders = folder_edges(&edges());
    let found: Vec<String> = cycles(&folders)
        .iter()
        .map(|g| edges_within(&folders, g))
        .collect();
    assert!(
        found.is_empty(),
        "parts of one folder that import each other (give what both need a home below both):\n  {}",
        found.join("\n  ")
    );
}

/// The rules make no words: `engine` and `games` keep typed outcomes and words still to be
/// worded (`engine::words`), and only the edges word them (`i18n`). Neither imports
/// `i18n`, nor calls `t!`, which words a message in the current language.
#[test]
fn the_rules_import_nothing_that_words() {
    let graph = edges();
    let rules = |m: &Module| {
        m.first()
            .is_some_and(|top| top == "engine" || top == "games")
    };
    let leaning: Vec<String> = graph
        .iter()
        .filter(|(from, _)| rules(from))
        .flat_map(|(from, tos)| {
            tos.iter()
                .filter(|to| to.first().is_some_and(|top| top == "i18n"))
                .map(move |to| format!("{} -> {}", name(from), name(to)))
        })
        .collect();
    assert!(
        leaning.is_empty(),
        "the rules import the words' edge:\n  {}",
        leaning.join("\n  ")
    );
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    for folder in ["src/engine", "src/games"] {
        rust_files(&root.join(folder), &mut files);
    }
    assert!(files.len() > 50, "the rules' files were not found");
    let wording: Vec<String> = files
        .iter()
        .filter(|f| {
            let code = code_of(&std::fs::read_to_string(f).unwrap());
            code.match_indices("t!(").any(|(at, _)| {
                !code[..at]
                    .chars()
                    .next_back()
                    .is_some_and(|c| c.is_alphanumeric() || c == '_')
            }) || code.contains("i18n::")
        })
        .map(|f| f.strip_prefix(root).unwrap().display().to_string())
        .collect();
    assert!(
        wording.is_empty(),
        "the rules word their own messages (keep them as `words!` for an edge to word): {wording:?}"
    );
}

/// The games as text (`src/text`) are held by two front ends, the terminal's text mode and
/// the web page's screen-reader mode: they lean on no front end, and they do no I/O (no
/// terminal, file, folder lock or clock; the front end hands those in).
#[test]
fn the_conversation_leans_on_no_front_end_and_does_no_io() {
    let graph = edges();
    let front_ends = ["cli", "ui", "speech", "print"];
    let kept_by_a_front_end = [
        "store::files",
        "store::lock",
        "store::storage",
        "store::paths",
    ];
    let leaning: Vec<String> = graph
        .iter()
        .filter(|(from, _)| from.first().is_some_and(|top| top == "text"))
        .flat_map(|(from, tos)| {
            tos.iter()
                .filter(|to| {
                    let to_name = name(to);
                    to.first()
                        .is_some_and(|top| front_ends.contains(&top.as_str()))
                        || kept_by_a_front_end
                            .iter()
                            .any(|m| to_name == *m || to_name.starts_with(&format!("{m}::")))
                })
                .map(move |to| format!("{} -> {}", name(from), name(to)))
        })
        .collect();
    assert!(
        leaning.is_empty(),
        "the conversation leans on a front end:\n  {}",
        leaning.join("\n  ")
    );
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    rust_files(&root.join("src/text"), &mut files);
    assert!(files.len() >= 10, "the text layer's files were not found");
    let doing_io: Vec<String> = files
        .iter()
        .flat_map(|f| {
            let code = code_of(&std::fs::read_to_string(f).unwrap());
            [
                "std::fs",
                "stdin",
                "stdout",
                "stderr",
                "println!",
                "SystemTime",
                "File::",
            ]
            .into_iter()
            .filter(move |io| code.contains(io))
            .map(move |io| format!("{}: {io}", f.strip_prefix(root).unwrap().display()))
        })
        .collect();
    assert!(doing_io.is_empty(), "I/O in the conversation: {doing_io:?}");
}

#[test]
fn the_reader_sees_the_imports() {
    // The parser itself: a group, a nested group, `self`, a path in code.
    let paths = expand_use("crate::store::{StoreError, files::{self as f, read_text}}");
    assert_eq!(
        paths,
        [
            "crate::store::StoreError",
            "crate::store::files",
            "crate::store::files::read_text"
        ]
    );
    let code =
        code_of("// use crate::ui::x;\nfn f() { super::sherwood_data::run(\"crate::no\"); }");
    assert_eq!(paths_in(&code), ["super::sherwood_data::run"]);
    // And the graph has the edges it should.
    let graph = edges();
    let m = |s: &str| -> Module { s.split("::").map(str::to_string).collect() };
    assert!(graph[&m("cli::sherwood")].contains(&m("cli::sherwood_data")));
    assert!(graph[&m("store::saves")].contains(&m("store::files")));
    // A level up, a file deep in a folder counts as the folder.
    let folders = folder_edges(&graph);
    assert!(folders[&m("games::sherwood::actions")].contains(&m("games::sherwood::state")));
}
