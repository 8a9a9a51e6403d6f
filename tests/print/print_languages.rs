//! The print kit in the player's language: Do Not Forsake Me's cards (our own design, so
//! every word on them) and the Sherwood counter sheets' words print in German and French,
//! with no English card word left; the numbers on the cards are the rulebook's in every
//! language, and every word stays inside its card or counter.

use pnp_companion::games::dnfm::cards::{CardSet, required_faces};
use pnp_companion::games::sherwood::SherwoodData;
use pnp_companion::i18n::{self, Lang};
use pnp_companion::print::dnfm::{CARD, face};
use pnp_companion::print::draw::{Align, Shape};
use pnp_companion::print::fit;
use pnp_companion::print::geometry::Paper;
use pnp_companion::print::options::{Kit, PrintOptions};
use pnp_companion::print::pdf::render;
use pnp_companion::print::sherwood::{CounterSize, counters};

/// Runs `f` with the thread's words in `lang`, and back in English after.
fn in_language<T>(lang: Lang, f: impl FnOnce() -> T) -> T {
    i18n::set_language(lang);
    let out = f();
    i18n::set_language(Lang::En);
    out
}

/// The PDF's text, as a reader extracts it.
fn kit_text(kit: Kit) -> String {
    let bytes = render(
        &PrintOptions {
            kit,
            ..PrintOptions::default()
        },
        CardSet::builtin().unwrap(),
        SherwoodData::builtin().unwrap(),
    )
    .unwrap();
    let doc = lopdf::Document::load_mem(&bytes).expect("a PDF lopdf reads");
    let pages: Vec<u32> = doc.get_pages().keys().copied().collect();
    doc.extract_text(&pages).unwrap_or_default()
}

/// Words of the English cards and sheets that no other language prints.
const ENGLISH_CARD_WORDS: &[&str] = &[
    "Your Ship",
    "Ship Status",
    "starts at",
    "Quick Reference",
    "Bounties",
    "Spacestation",
    "Dice Card",
    "Map Card",
    "MC per level",
    "docked",
    "in space",
    "drop lowest",
    "Crew check",
    "crewman",
    "bottom edge",
    "counter-clockwise",
    "nothing happens",
    "or less",
    "or more",
    "Meteor Storm",
    "Solar Flare",
    "Crew Mutiny",
    "Smuggler Queen",
    "Blackguard Pirates",
    "Wave Motion Cannon",
    "Fusioncasting",
    "Setup",
    "A Turn",
    "Events and Bounties",
    "the marker",
    "sheet ",
    "fronts",
    "backs",
    "print at 100",
];

#[test]
fn the_dnfm_cards_print_in_german_and_french() {
    for (lang, words) in [
        (
            Lang::De,
            &[
                "Dein Schiff",
                "Schiffsstatus",
                "Kopfgelder",
                "Kurzübersicht",
                "Raumstation",
                "Würfelkarte 1A",
                "Sternkarte 4B",
                "MC je Stufe",
                "angedockt",
                "Meteoritensturm",
                "Schmugglerkönigin",
                "Wellenbewegungskanone",
                "ES 6",
                "Bogen 1 von",
                "Vorderseiten",
                "Rückseiten",
                "mit 100",
            ][..],
        ),
        (
            Lang::Fr,
            &[
                "Votre vaisseau",
                "État du vaisseau",
                "Primes",
                "Aide-mémoire",
                "Station spatiale",
                "Carte-dé 1A",
                "Carte du plateau 4B",
                "MC par niveau",
                "amarré",
                "Tempête de météores",
                "Reine des contrebandiers",
                "Canon à onde de choc",
                "ND 6",
                "feuille 1 sur",
                "recto",
                "verso",
                "imprimer à 100",
            ][..],
        ),
    ] {
        let text = in_language(lang, || kit_text(Kit::Dnfm));
        for word in words {
            assert!(text.contains(word), "{lang:?}: '{word}' missing");
        }
        for word in ENGLISH_CARD_WORDS {
            assert!(!text.contains(word), "{lang:?}: English '{word}' printed");
        }
        // A bounty's own name is a name: it stays as printed.
        for b in &CardSet::builtin().unwrap().bounty {
            assert!(text.contains(&b.name), "{lang:?}: '{}' missing", b.name);
        }
    }
}

#[test]
fn the_sherwood_counters_print_in_german_and_french() {
    let data = SherwoodData::builtin().unwrap();
    for (lang, words) in [
        (
            Lang::De,
            &[
                "Spielsteine für Sherwood Syndrome",
                "Königstruppen",
                "Königspalast",
                "Gefolge",
                "Gefangen",
                "Verletzt",
                "Pferd",
                "Zuflucht",
                "Hexerei",
                "Kriegskasse",
                "Befehle",
            ][..],
        ),
        (
            Lang::Fr,
            &[
                "Pions de Sherwood Syndrome",
                "Hommes du roi",
                "Palais royal",
                "Cortège royal",
                "Prisonnier",
                "Blessé",
                "Cheval",
                "Asile",
                "Sorcellerie",
                "Ordres",
            ][..],
        ),
    ] {
        let text = in_language(lang, || kit_text(Kit::Sherwood));
        for word in words {
            assert!(text.contains(word), "{lang:?}: '{word}' missing");
        }
        for word in [
            "King's Men",
            "Royal Palace",
            "Royal Party",
            "Imprisoned",
            "Injured",
            "Horse",
            "Sanctuary",
            "Witchcraft",
            "Warchest",
            "Morale",
            "Orders",
            "counters",
            "sheet ",
            "fronts",
            "backs",
        ] {
            assert!(!text.contains(word), "{lang:?}: English '{word}' printed");
        }
        // People and towns keep their names.
        for p in data.roster.persons.iter().filter(|p| p.kind.is_some()) {
            let name = p.aliases.first().unwrap_or(&p.name);
            assert!(text.contains(name.as_str()), "{lang:?}: '{name}' missing");
        }
    }
}

/// Every run of digits in the texts, sorted: "CV -2", "WMC 1–3" give 1, 2, 3.
fn numbers(texts: &[String]) -> Vec<String> {
    let mut out: Vec<String> = texts
        .iter()
        .flat_map(|t| {
            t.split(|c: char| !c.is_ascii_digit())
                .filter(|n| !n.is_empty())
                .map(String::from)
                .collect::<Vec<_>>()
        })
        .collect();
    out.sort();
    out
}

#[test]
fn the_numbers_on_the_cards_and_counters_are_the_same_in_every_language() {
    let set = CardSet::builtin().unwrap();
    let data = SherwoodData::builtin().unwrap();
    let all = || {
        let mut faces: Vec<(String, Vec<String>)> = required_faces()
            .into_iter()
            .map(|id| {
                let texts = Shape::texts(&face(set, &id));
                (id, numbers(&texts))
            })
            .collect();
        for c in counters(data, CounterSize::FiveEighths) {
            let mut texts = Shape::texts(&c.front);
            texts.extend(Shape::texts(&c.back));
            faces.push((c.label, numbers(&texts)));
        }
        faces
    };
    let english = in_language(Lang::En, all);
    assert!(english.iter().any(|(_, n)| n.len() > 10));
    for lang in [Lang::De, Lang::Fr] {
        let theirs = in_language(lang, all);
        assert_eq!(english.len(), theirs.len());
        for ((id, ours), (_, other)) in english.iter().zip(&theirs) {
            assert_eq!(ours, other, "{lang:?}: the numbers on {id}");
        }
    }
}

/// The horizontal extent of a text as drawn, in its own frame.
fn extent(x: f32, text: &str, size: f32, bold: bool, align: Align) -> (f32, f32) {
    let w = fit::width(text, size, bold);
    match align {
        Align::Left => (x, x + w),
        Align::Center => (x - w / 2.0, x + w / 2.0),
        Align::Right => (x - w, x),
    }
}

/// Every text of `shapes` that runs outside `left..right` across (turned ones in their own
/// frame, which is the component's turned about its centre: a sideways text on a card
/// taller than wide has more room than this asks).
fn overflowing(shapes: &[Shape], left: f32, right: f32) -> Vec<String> {
    let mut out = Vec::new();
    for s in shapes {
        match s {
            Shape::Text {
                x,
                text,
                size,
                bold,
                align,
                ..
            } => {
                let (from, to) = extent(*x, text, *size, *bold, *align);
                if from < left - 0.05 || to > right + 0.05 {
                    out.push(format!("'{text}' runs {from:.1}–{to:.1} mm"));
                }
            }
            Shape::Turned(inner) | Shape::Rotated(_, inner) => {
                out.extend(overflowing(inner, left, right));
            }
            _ => {}
        }
    }
    out
}

#[test]
fn every_word_stays_inside_its_card_and_counter_in_every_language() {
    let set = CardSet::builtin().unwrap();
    let data = SherwoodData::builtin().unwrap();
    for lang in Lang::ALL.iter().copied() {
        in_language(lang, || {
            for id in required_faces() {
                // Inside the printed border, 2.5 mm in from the edge.
                let over = overflowing(&face(set, &id), 2.5, CARD.0 - 2.5);
                assert!(over.is_empty(), "{lang:?} {id}: {over:?}");
            }
            for size in [CounterSize::FiveEighths, CounterSize::Half] {
                let s = size.mm();
                for c in counters(data, size) {
                    // Markers' words: a person's name is the rulebook's, in every language.
                    if data.roster.persons.iter().any(|p| p.name == c.label) {
                        continue;
                    }
                    for side in [&c.front, &c.back] {
                        let over = overflowing(side, 0.3, s - 0.3);
                        assert!(over.is_empty(), "{lang:?} {} ({s} mm): {over:?}", c.label);
                    }
                }
            }
        });
    }
}

#[test]
fn an_option_written_wrong_is_told_in_the_players_language() {
    in_language(Lang::De, || {
        let said = "A5".parse::<Paper>().unwrap_err().to_string();
        assert!(
            said.contains("Papierformat") && said.contains("a4"),
            "{said}"
        );
    });
    in_language(Lang::Fr, || {
        let said = "A5".parse::<Paper>().unwrap_err().to_string();
        assert!(
            said.contains("format de papier") && said.contains("a4"),
            "{said}"
        );
    });
    assert_eq!(
        "A5".parse::<Paper>().unwrap_err().to_string(),
        "'a5' is not a paper size: a4 or letter"
    );
}
