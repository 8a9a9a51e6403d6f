//! The print kit as a PDF reader sees it: pages and sizes, embedded subset fonts, the text of
//! every card and counter, and the same pages for the same options.

use crate::common;

use pnp_companion::games::dnfm::cards::CardSet;
use pnp_companion::games::sherwood::SherwoodData;
use pnp_companion::games::sherwood::spaces::SpaceKind;
use pnp_companion::print::draw::Ink;
use pnp_companion::print::geometry::{Flip, Paper};
use pnp_companion::print::options::{Kit, PrintOptions};
use pnp_companion::print::pdf::render;
use pnp_companion::print::sherwood::CounterSize;

use common::pdf::kit;

fn page_size_mm(doc: &lopdf::Document, page: u32) -> (f32, f32) {
    common::pdf::page_size_mm(doc, doc.get_pages()[&page])
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
        // The words a player needs, from the card data (not from the drawing code), and
        // the sheet's own instructions.
        let set = CardSet::builtin().unwrap();
        let mut needles: Vec<String> = set.bounty.iter().map(|b| b.name.clone()).collect();
        needles.extend(set.rules.iter().map(|r| r.title.clone()));
        needles.extend(["Megacredits", "Spacestation", "print at 100 %"].map(String::from));
        for needle in needles {
            assert!(text.contains(&needle), "{paper:?}: '{needle}' missing");
        }
        assert!(text.contains("fronts") && text.contains("backs"));
    }
}

/// The web build blanks printpdf's PDF/X colour profile (packaging/web/build.sh): the kit
/// must never ask for it.
#[test]
fn the_kit_is_plain_pdf_without_a_colour_profile() {
    let doc = kit(&PrintOptions::default());
    let catalog = doc.catalog().unwrap();
    assert!(!catalog.has(b"OutputIntents"), "no PDF/X output intent");
    for (_, obj) in doc.objects.iter() {
        if let Ok(stream) = obj.as_stream() {
            assert!(
                !stream.dict.has(b"N") || !stream.dict.has(b"Alternate"),
                "no ICC profile stream"
            );
        }
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
    // Every person of the roster by the name a counter carries (the first short name, or
    // the full one), every town's King's Men and the Royal Party: from the data.
    let data = SherwoodData::builtin().unwrap();
    let mut needles: Vec<String> = data
        .roster
        .persons
        .iter()
        .filter(|p| p.kind.is_some())
        .map(|p| p.aliases.first().unwrap_or(&p.name).clone())
        .collect();
    needles.extend(
        data.spaces
            .spaces
            .iter()
            .filter(|x| x.kind == SpaceKind::Town)
            .map(|x| x.name.clone()),
    );
    needles.extend(["Royal Party", "King's Men"].map(String::from));
    for needle in needles {
        assert!(
            text.contains(&needle),
            "'{needle}' missing from the counters"
        );
    }
    let dnfm = all_text(&kit(&PrintOptions {
        kit: Kit::Dnfm,
        ..PrintOptions::default()
    }));
    let set = CardSet::builtin().unwrap();
    for b in &set.bounty {
        for needle in [&b.name, &b.subtitle] {
            assert!(dnfm.contains(needle.as_str()), "bounty '{needle}' missing");
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
    let pages = common::pdf::drawings;
    assert_eq!(pages(&a), pages(&b));
    let count = |o: &PrintOptions| kit(o).get_pages().len();
    assert_eq!(count(&base), 4, "nine cards a sheet: 2 sheets");
    assert_eq!(
        count(&PrintOptions { bleed: 3.0, ..base }),
        6,
        "with bleed: 3 sheets"
    );
    // Smaller counters, the short-edge flip and the ink saver keep the page count but
    // change what is drawn.
    let sherwood = PrintOptions {
        kit: Kit::Sherwood,
        ..PrintOptions::default()
    };
    let drawn = |o: &PrintOptions| {
        pages(
            &render(
                o,
                CardSet::builtin().unwrap(),
                SherwoodData::builtin().unwrap(),
            )
            .unwrap(),
        )
    };
    for other in [
        PrintOptions {
            counter_size: CounterSize::Half,
            ..sherwood
        },
        PrintOptions {
            flip: Flip::Short,
            ..sherwood
        },
        PrintOptions {
            ink: Ink::Saver,
            ..sherwood
        },
    ] {
        assert_eq!(count(&other), 2, "{other:?}");
        assert_ne!(drawn(&other), drawn(&sherwood), "{other:?} draws the same");
    }
}

#[test]
fn the_print_command() {
    let dir = std::env::temp_dir().join(format!("pnp-print-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let out = dir.join("kit.pdf");
    let run = |args: &[&str]| {
        std::process::Command::new(env!("CARGO_BIN_EXE_pnp-companion"))
            // English whatever the machine's language: the tests read its words.
            .args(["--lang", "en"])
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
    // Printing again over the old PDF is refused, the PDF kept; with --force it is written
    // (the old one kept as a backup).
    let again = run(&["print", "dnfm", "-o", out.to_str().unwrap()]);
    assert!(!again.status.success());
    assert!(String::from_utf8_lossy(&again.stderr).contains("--force"));
    assert!(
        run(&["print", "dnfm", "--force", "-o", out.to_str().unwrap()])
            .status
            .success()
    );
    // The backs' own bleed and marks.
    let backs = run(&[
        "print",
        "sherwood",
        "--force",
        "--bleed",
        "3",
        "--back-bleed",
        "4.5",
        "--back-crop-marks",
        "off",
        "-o",
        out.to_str().unwrap(),
    ]);
    assert!(
        backs.status.success(),
        "{}",
        String::from_utf8_lossy(&backs.stderr)
    );
    // The printer check: two pages, on the paper and flip asked for.
    let check = dir.join("check.pdf");
    let r = run(&[
        "print",
        "--calibration",
        "--paper",
        "letter",
        "--flip",
        "short",
        "-o",
        check.to_str().unwrap(),
    ]);
    assert!(r.status.success(), "{}", String::from_utf8_lossy(&r.stderr));
    let doc = lopdf::Document::load(&check).unwrap();
    assert_eq!(doc.get_pages().len(), 2);
    let (w, h) = page_size_mm(&doc, 1);
    assert!(
        (w - 215.9).abs() < 0.5 && (h - 279.4).abs() < 0.5,
        "{w}x{h}"
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
        (
            vec!["print", "all", "--back-crop-marks", "maybe", "-o", "x.pdf"],
            "--back-crop-marks is on or off",
        ),
        (
            vec!["print", "all", "--back-bleed", "9", "-o", "x.pdf"],
            "a back bleeds 0 to 6",
        ),
        (vec!["print", "-o", "x.pdf"], "required"),
        (
            vec!["print", "all", "--calibration", "-o", "x.pdf"],
            "cannot be used with",
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

/// The viewer is asked to print at actual size ("fit to page" shrinks the cards) and to turn
/// the sheet on the edge the player chose for the backs.
#[test]
fn the_kit_asks_to_be_printed_at_actual_size_with_the_chosen_flip() {
    for (flip, duplex) in [
        (Flip::Long, "DuplexFlipLongEdge"),
        (Flip::Short, "DuplexFlipShortEdge"),
    ] {
        let doc = kit(&PrintOptions {
            flip,
            kit: Kit::Dnfm,
            ..PrintOptions::default()
        });
        let root = doc.trailer.get(b"Root").unwrap().as_reference().unwrap();
        let catalog = doc.get_dictionary(root).unwrap();
        let prefs = match catalog.get(b"ViewerPreferences").unwrap() {
            lopdf::Object::Dictionary(d) => d.clone(),
            lopdf::Object::Reference(r) => doc.get_dictionary(*r).unwrap().clone(),
            other => panic!("ViewerPreferences is {other:?}"),
        };
        assert_eq!(
            prefs.get(b"PrintScaling").unwrap().as_name().unwrap(),
            b"None"
        );
        assert_eq!(
            prefs.get(b"Duplex").unwrap().as_name().unwrap(),
            duplex.as_bytes()
        );
    }
}
