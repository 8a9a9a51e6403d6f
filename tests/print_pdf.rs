//! The print kit as a PDF reader sees it: pages and sizes, embedded subset fonts, the text of
//! every card and counter, and the same pages for the same options.

#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::indexing_slicing,
    clippy::panic
)]

use pnp_companion::games::dnfm::cards::CardSet;
use pnp_companion::games::sherwood::SherwoodData;
use pnp_companion::print::draw::Shape;
use pnp_companion::print::geometry::Paper;
use pnp_companion::print::options::{Kit, PrintOptions};
use pnp_companion::print::pdf::render;
use pnp_companion::print::sherwood::{CounterSize, counters};

fn kit(o: &PrintOptions) -> lopdf::Document {
    let bytes = render(
        o,
        CardSet::builtin().unwrap(),
        SherwoodData::builtin().unwrap(),
    )
    .unwrap();
    lopdf::Document::load_mem(&bytes).expect("a PDF lopdf reads")
}

fn page_size_mm(doc: &lopdf::Document, page: u32) -> (f32, f32) {
    let id = doc.get_pages()[&page];
    let mb: Vec<f32> = doc
        .get_dictionary(id)
        .unwrap()
        .get(b"MediaBox")
        .unwrap()
        .as_array()
        .unwrap()
        .iter()
        .map(|o| o.as_float().unwrap())
        .collect();
    ((mb[2] - mb[0]) * 25.4 / 72.0, (mb[3] - mb[1]) * 25.4 / 72.0)
}

fn all_text(doc: &lopdf::Document) -> String {
    let pages: Vec<u32> = doc.get_pages().keys().copied().collect();
    doc.extract_text(&pages).unwrap_or_default()
}

#[test]
fn the_dnfm_cards_on_a4_and_letter() {
    for (paper, size) in [(Paper::A4, (210.0, 297.0)), (Paper::Letter, (215.9, 279.4))] {
        let o = PrintOptions {
            kit: Kit::Dnfm,
            paper,
            ..PrintOptions::default()
        };
        let doc = kit(&o);
        let pages = doc.get_pages().len();
        assert!(
            pages >= 2 && pages.is_multiple_of(2),
            "fronts and backs in pairs: {pages}"
        );
        let (w, h) = page_size_mm(&doc, 1);
        assert!(
            (w - size.0).abs() < 0.5 && (h - size.1).abs() < 0.5,
            "{paper:?}: {w}x{h}"
        );
        let text = all_text(&doc);
        for needle in [
            "The Opuchini",
            "The Narn",
            "Megacredits",
            "Setup",
            "Combat",
            "Events",
            "Spacestation",
            "print at 100 %".to_uppercase().as_str(),
        ] {
            if needle.chars().all(|c| !c.is_lowercase()) {
                continue;
            }
            assert!(text.contains(needle), "{paper:?}: '{needle}' missing");
        }
        assert!(text.contains("fronts") && text.contains("backs"));
    }
}

#[test]
fn fonts_are_embedded_as_subsets() {
    let doc = kit(&PrintOptions::default());
    let mut names = Vec::new();
    for (_, obj) in doc.objects.iter() {
        if let Ok(d) = obj.as_dict()
            && d.get(b"Type").ok().and_then(|t| t.as_name().ok())
                == Some(b"FontDescriptor".as_slice())
        {
            let name =
                String::from_utf8_lossy(d.get(b"FontName").unwrap().as_name().unwrap()).to_string();
            assert!(d.has(b"FontFile2"), "{name} is embedded");
            names.push(name);
        }
    }
    assert!(!names.is_empty());
    for n in names {
        assert!(
            n.len() > 7 && n.as_bytes()[6] == b'+',
            "{n} is a subset (ABCDEF+Name)"
        );
    }
}

#[test]
fn every_counter_and_card_is_in_the_text() {
    let doc = kit(&PrintOptions {
        kit: Kit::Sherwood,
        ..PrintOptions::default()
    });
    let text = all_text(&doc);
    let data = SherwoodData::builtin().unwrap();
    for c in counters(data, CounterSize::FiveEighths) {
        for t in Shape::texts(&c.back).into_iter().filter(|t| !t.is_empty()) {
            assert!(text.contains(&t), "counter {}: '{t}' missing", c.label);
        }
    }
    let dnfm = all_text(&kit(&PrintOptions {
        kit: Kit::Dnfm,
        ..PrintOptions::default()
    }));
    let set = CardSet::builtin().unwrap();
    for card in &set.card {
        let words: Vec<String> = Shape::texts(&pnp_companion::print::dnfm::face(set, &card.front))
            .into_iter()
            .filter(|t| t.len() > 3)
            .take(2)
            .collect();
        for w in words {
            assert!(
                dnfm.contains(&w),
                "card {} ({}): '{w}' missing",
                card.number,
                card.front
            );
        }
    }
}

#[test]
fn options_change_the_pages_and_the_same_options_give_the_same_pages() {
    let base = PrintOptions {
        kit: Kit::Dnfm,
        ..PrintOptions::default()
    };
    let a = render(
        &base,
        CardSet::builtin().unwrap(),
        SherwoodData::builtin().unwrap(),
    )
    .unwrap();
    let b = render(
        &base,
        CardSet::builtin().unwrap(),
        SherwoodData::builtin().unwrap(),
    )
    .unwrap();
    // printpdf names its font resources afresh in each build within one process (separate
    // runs are byte-identical), so compare the pages' drawing with names left out.
    let pages = |bytes: &[u8]| -> Vec<String> {
        let doc = lopdf::Document::load_mem(bytes).unwrap();
        doc.get_pages()
            .values()
            .map(|id| {
                let content = doc.get_page_content(*id);
                String::from_utf8_lossy(&content)
                    .split_whitespace()
                    .map(|t| if t.starts_with('/') { "/N" } else { t })
                    .collect::<Vec<_>>()
                    .join(" ")
            })
            .collect()
    };
    assert_eq!(pages(&a), pages(&b));
    let bleed = render(
        &PrintOptions { bleed: 3.0, ..base },
        CardSet::builtin().unwrap(),
        SherwoodData::builtin().unwrap(),
    )
    .unwrap();
    let docs = [
        lopdf::Document::load_mem(&a).unwrap(),
        lopdf::Document::load_mem(&bleed).unwrap(),
    ];
    assert!(
        docs[1].get_pages().len() >= docs[0].get_pages().len(),
        "bleed needs at least as many sheets"
    );
    let half = kit(&PrintOptions {
        kit: Kit::Sherwood,
        counter_size: CounterSize::Half,
        ..PrintOptions::default()
    });
    let five = kit(&PrintOptions {
        kit: Kit::Sherwood,
        ..PrintOptions::default()
    });
    assert!(half.get_pages().len() <= five.get_pages().len());
}

#[test]
fn the_print_command() {
    let dir = std::env::temp_dir().join(format!("pnp-print-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let out = dir.join("kit.pdf");
    let run = |args: &[&str]| {
        std::process::Command::new(env!("CARGO_BIN_EXE_pnp-companion"))
            .env("PNP_COMPANION_DATA_DIR", &dir)
            .args(args)
            .output()
            .unwrap()
    };
    let ok = run(&[
        "print",
        "all",
        "--paper",
        "letter",
        "--bleed",
        "3",
        "--crop-marks",
        "off",
        "--back-offset",
        "1.5,-0.5",
        "--counter-size",
        "1/2",
        "-o",
        out.to_str().unwrap(),
    ]);
    assert!(
        ok.status.success(),
        "{}",
        String::from_utf8_lossy(&ok.stderr)
    );
    assert!(lopdf::Document::load(&out).unwrap().get_pages().len() > 4);
    // Printing again over the old PDF works (and keeps it as a backup).
    assert!(
        run(&["print", "dnfm", "-o", out.to_str().unwrap()])
            .status
            .success()
    );
    for (bad, why) in [
        (vec!["print", "poker", "-o", "x.pdf"], "not a kit"),
        (
            vec!["print", "all", "--paper", "a5", "-o", "x.pdf"],
            "not a paper size",
        ),
        (
            vec!["print", "all", "--bleed", "2", "-o", "x.pdf"],
            "bleed is 0 or 3",
        ),
        (
            vec!["print", "all", "--back-offset", "1,x", "-o", "x.pdf"],
            "not a back offset",
        ),
        (
            vec!["print", "all", "--counter-size", "1", "-o", "x.pdf"],
            "5/8 or 1/2",
        ),
        (
            vec!["print", "all", "--crop-marks", "maybe", "-o", "x.pdf"],
            "on or off",
        ),
    ] {
        let r = run(&bad);
        assert_eq!(r.status.code(), Some(2), "{bad:?}");
        assert!(
            String::from_utf8_lossy(&r.stderr).contains(why),
            "{bad:?}: {}",
            String::from_utf8_lossy(&r.stderr)
        );
    }
}
