//! Every parser of text a player or a file controls answers with a value or an error,
//! never a panic.

use pnp_companion::engine::dice::D10;
use pnp_companion::engine::range::Band;
use pnp_companion::games::sherwood::codes::{ResultCode, SquadCode};
use pnp_companion::games::sherwood::tables::TableId;
use proptest::prelude::*;

proptest! {
    #[test]
    fn result_codes(text in "\\PC{0,24}") {
        let _ = ResultCode::parse(&text);
        let _ = SquadCode::parse(&text);
    }

    #[test]
    fn code_shaped_text(text in "[NRFGCIWMall0-9 ,+*–-]{0,16}") {
        if let Ok(code) = ResultCode::parse(&text) {
            prop_assert!(!code.parts.is_empty());
            prop_assert!(code.meaning().to_string().ends_with('.'));
        }
    }

    #[test]
    fn bands(text in "\\PC{0,20}") {
        if let Ok(Band { low: Some(l), high: Some(h), .. }) = Band::parse(&text) {
            prop_assert!(l <= h);
        }
    }

    #[test]
    fn band_shaped_text(text in "[-–0-9 +]{0,6}( or (less|more))?") {
        let _ = Band::parse(&text);
    }

    #[test]
    fn dice(text in "\\PC{0,12}") {
        if let Ok(d) = D10::parse(&text) {
            prop_assert!((1..=10).contains(&d.value()));
        }
    }

    #[test]
    fn table_names(text in "\\PC{0,20}") {
        let _ = TableId::from_word(&text);
    }
}

// Whole files: random text, and valid files with a few random edits (which reach deeper
// into the parsers than random text does).

use pnp_companion::games::dnfm::cards::{CardSet, parse_face};
use pnp_companion::games::dnfm::game::DnfmGame;
use pnp_companion::games::sherwood::SherwoodData;
use pnp_companion::games::sherwood::game::SherwoodGame;
use pnp_companion::games::sherwood::import::import;
use pnp_companion::games::sherwood::persons::Stat;
use pnp_companion::store::saves::{self, GameKind};
use pnp_companion::store::user_data::UserData;
use proptest::sample::Index;
use std::path::Path;

const CARDS: &str = include_str!("../../src/games/dnfm/data/cards.toml");
const PERSONS: &str = include_str!("../../src/games/sherwood/data/persons.toml");
const SPACES: &str = include_str!("../../src/games/sherwood/data/spaces.toml");
const TABLES: &str = include_str!("../../src/games/sherwood/data/tables.toml");
const DNFM_SAVE: &str = include_str!("../fixtures/saves/v2/dnfm.json");
const SHERWOOD_SAVE: &str = include_str!("../fixtures/saves/v1/sherwood.json");
const RULEBOOK_LIKE: &str = "The Sherwood Syndrome\nParagraph Text\n101\nThe first words.\n\
     102 More words, and 103 in the middle.\n115\nRoll a die for gold.\n204 The end.\n";

/// An edit: where (a fraction of the length), what (delete, insert, replace) and which char.
type Edit = (Index, u8, char);

fn edits() -> impl Strategy<Value = Vec<Edit>> {
    prop::collection::vec((any::<Index>(), 0u8..3, any::<char>()), 1..6)
}

fn mutate(valid: &str, edits: &[Edit]) -> String {
    let mut chars: Vec<char> = valid.chars().collect();
    for (at, op, c) in edits {
        let i = at.index(chars.len().max(1));
        match op {
            0 if !chars.is_empty() => {
                chars.remove(i);
            }
            1 => chars.insert(i.min(chars.len()), *c),
            _ if !chars.is_empty() => chars[i] = *c,
            _ => {}
        }
    }
    chars.into_iter().collect()
}

fn user_data() -> UserData {
    serde_json::from_str(&user_data_text()).unwrap()
}

fn user_data_text() -> String {
    let d = SherwoodData::builtin().unwrap();
    let mut u = UserData::default();
    for p in &d.roster.persons {
        for stat in [Stat::Persuasiveness, Stat::Raid, Stat::Donations] {
            let _ = u.set_value(d, &p.id, stat, 2);
        }
    }
    assert!(!u.values.is_empty(), "the fixture holds values to edit");
    serde_json::to_string_pretty(&u).unwrap()
}

fn parse_saves(text: &str) {
    let p = Path::new("fuzzed.json");
    let _ = saves::parse::<DnfmGame>(text, p, GameKind::Dnfm);
    let _ = saves::parse::<SherwoodGame>(text, p, GameKind::Sherwood);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn saves_from_random_text(text in "\\PC{0,200}") {
        parse_saves(&text);
    }

    #[test]
    fn saves_edited(e in edits()) {
        parse_saves(&mutate(DNFM_SAVE, &e));
        parse_saves(&mutate(SHERWOOD_SAVE, &e));
    }

    #[test]
    fn user_data_edited(e in edits(), text in "\\PC{0,80}") {
        let p = Path::new("fuzzed.json");
        let _ = UserData::parse(&mutate(&user_data_text(), &e), p);
        let _ = UserData::parse(&text, p);
    }

    #[test]
    fn rulebook_import(e in edits(), text in "\\PC{0,300}") {
        let _ = import(&mutate(RULEBOOK_LIKE, &e));
        let _ = import(&text);
        let numbered = format!("Paragraph Text\n{text}");
        let _ = import(&numbered);
    }

    #[test]
    fn card_data_edited(e in edits()) {
        let _ = CardSet::parse(&mutate(CARDS, &e));
    }

    #[test]
    fn sherwood_data_edited(e in edits(), which in 0u8..3) {
        let _ = match which {
            0 => SherwoodData::parse(&mutate(PERSONS, &e), SPACES, TABLES),
            1 => SherwoodData::parse(PERSONS, &mutate(SPACES, &e), TABLES),
            _ => SherwoodData::parse(PERSONS, SPACES, &mutate(TABLES, &e)),
        };
    }

    #[test]
    fn card_faces(text in "\\PC{0,8}", shaped in "[0-9]{1,2}[ABab][udUD ]{0,2}") {
        let _ = parse_face(&text);
        let _ = parse_face(&shaped);
    }
}

#[test]
fn the_unedited_files_parse() {
    let p = Path::new("fixture.json");
    assert!(CardSet::parse(CARDS).is_ok());
    assert!(SherwoodData::parse(PERSONS, SPACES, TABLES).is_ok());
    assert!(saves::parse::<DnfmGame>(DNFM_SAVE, p, GameKind::Dnfm).is_ok());
    assert!(saves::parse::<SherwoodGame>(SHERWOOD_SAVE, p, GameKind::Sherwood).is_ok());
    assert!(UserData::parse(&user_data_text(), p).is_ok());
    let (text, _) = import(RULEBOOK_LIKE).unwrap();
    assert!(!text.paragraphs.is_empty());
}

/// Words the command line knows, and values a player might mistype.
const CLI_WORDS: &[&str] = &[
    "sherwood",
    "dnfm",
    "print",
    "roll",
    "table",
    "paragraph",
    "known",
    "set-cell",
    "set-value",
    "set-kind",
    "add-space",
    "add-person",
    "export-data",
    "import-data",
    "combat-value",
    "bounty-value",
    "event",
    "repair-cost",
    "station-cost",
    "odds",
    "evade",
    "combat",
    "simulate",
    "raid",
    "fealty",
    "kings-men",
    "--roll",
    "--seed",
    "--json",
    "--reveal",
    "--games",
    "--policy",
    "--paper",
    "--bleed",
    "--crop-marks",
    "--back-offset",
    "--counter-size",
    "-o",
    "all",
    "a4",
    "letter",
    "0",
    "1",
    "3",
    "10",
    "11",
    "-1",
    "+2",
    "1.5",
    "99999999999999999999",
    "2,3",
    "x,y",
    "on",
    "off",
    "5/8",
    "kirk",
    "Trott",
    "ÿ",
    "",
    " ",
    "--",
    "-",
    "--help",
    "--version",
    "persuasiveness",
    "cautious",
    "bold",
];

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    /// Any arguments: a result or one clear error (exit 0 or 2), never a panic (101).
    #[test]
    fn command_line_arguments(
        words in prop::collection::vec(prop::sample::select(CLI_WORDS), 1..7),
        free in "\\PC{0,12}",
        at in any::<Index>(),
    ) {
        let mut args: Vec<String> = words.iter().map(|w| (*w).to_string()).collect();
        let i = at.index(args.len() + 1);
        args.insert(i, free);
        let scratch = std::env::temp_dir().join(format!("pnp-cli-fuzz-{}", std::process::id()));
        std::fs::create_dir_all(&scratch).unwrap();
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_pnp-companion"))
            // English whatever the machine's language: the tests read its words.
            .args(["--lang", "en"])
            .args(&args)
            .current_dir(&scratch)
            .env("PNP_COMPANION_DATA_DIR", &scratch)
            .output()
            .unwrap();
        let stderr = String::from_utf8_lossy(&out.stderr);
        prop_assert!(!stderr.contains("panicked"), "{args:?}: {stderr}");
        prop_assert!(
            matches!(out.status.code(), Some(0 | 2)),
            "{args:?}: exit {:?}: {stderr}",
            out.status.code()
        );
        if out.status.code() == Some(2) {
            prop_assert!(!stderr.trim().is_empty(), "{args:?}: an error says why");
        }
    }
}

// Shared games' links: the link itself edited, and the game inside it edited (deflated
// again, so the edit reaches the JSON and the replay through the rules).

use base64::Engine as _;
use pnp_companion::store::share;

fn links() -> Vec<String> {
    let p = Path::new("fixture.json");
    let dnfm = saves::parse::<DnfmGame>(DNFM_SAVE, p, GameKind::Dnfm).unwrap();
    let sherwood = saves::parse::<SherwoodGame>(SHERWOOD_SAVE, p, GameKind::Sherwood).unwrap();
    vec![
        share::link(
            "https://x.example/",
            &share::encode_dnfm("D", &dnfm.data).unwrap(),
        ),
        share::link(
            "",
            &share::encode_sherwood("S", &sherwood.data, &user_data()).unwrap(),
        ),
    ]
}

fn open_link(text: &str) {
    let set = CardSet::builtin().unwrap();
    if let Ok(shared) = share::decode(text) {
        let _ = shared.replay(set, || {
            SherwoodData::builtin()
                .cloned()
                .map_err(|e| pnp_companion::store::StoreError::Invalid(e.to_string()))
        });
    }
}

fn inner_json(link: &str) -> String {
    let (_, encoded) = link.split_once(share::FRAGMENT).unwrap();
    let bytes = base64::engine::general_purpose::URL_SAFE_NO_PAD
        .decode(encoded)
        .unwrap();
    String::from_utf8(miniz_oxide::inflate::decompress_to_vec(&bytes).unwrap()).unwrap()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn share_links_edited(e in edits(), text in "\\PC{0,120}") {
        for link in links() {
            open_link(&mutate(&link, &e));
            let json = mutate(&inner_json(&link), &e);
            let deflated = miniz_oxide::deflate::compress_to_vec(json.as_bytes(), 6);
            open_link(&format!(
                "{}{}",
                share::FRAGMENT,
                base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(deflated)
            ));
        }
        open_link(&format!("{}{text}", share::FRAGMENT));
    }
}
