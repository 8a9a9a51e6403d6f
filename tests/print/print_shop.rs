//! Files for a print shop (issue 64), read back: DriveThruCards' PDF (one face to a page at
//! the card's size with 1/8 in of bleed, the art carried into the bleed, each front
//! followed by its back), The Game Crafter's and MakePlayingCards' zips of 300 dpi PNGs at
//! their templates' pixel sizes, and the Sherwood counter sheet as one 300 dpi PNG.

use crate::common::picture::{Picture, near, rgb8, unzip};
use pnp_companion::games::dnfm::cards::CardSet;
use pnp_companion::games::sherwood::SherwoodData;
use pnp_companion::print::dnfm::{CARD, every_card};
use pnp_companion::print::draw::Shape;
use pnp_companion::print::options::Shop;
use pnp_companion::print::pdf::write;
use pnp_companion::print::sherwood::CounterSize;
use pnp_companion::print::shop::{self, CounterSheet, EIGHTH_INCH, Output};

const SHOP_BLEED: f32 = EIGHTH_INCH;

fn shop_deck_pages(set: &CardSet) -> pnp_pdf::Document {
    shop::deck_pages(set, SHOP_BLEED)
}

/// The colour a face's first shape (its background) fills, as 8-bit channels.
fn background(face: &[Shape]) -> [u8; 3] {
    match face.first() {
        Some(Shape::Rect { fill: Some(c), .. }) => rgb8((c.0, c.1, c.2)),
        other => panic!("a face starts with its background, not {other:?}"),
    }
}

/// Every face of the deck as `shop` takes it: 36 PNGs named by card and side, in the
/// deck's order, at the template's pixels and 300 dpi, each with its background to every
/// corner of the bleed.
fn check_pictures(shop: Shop, pixels: (u32, u32)) {
    let set = CardSet::builtin().unwrap();
    let job = shop::deck(shop, set);
    let Output::PngZip(names) = &job.output else {
        panic!("{shop:?} takes pictures")
    };
    assert_eq!(names.len(), 36);
    let files = unzip(&shop::write(&job).unwrap());
    let cards = every_card(set);
    assert_eq!(files.len(), 2 * cards.len());
    for (n, (name, bytes)) in files.iter().enumerate() {
        let side = if n % 2 == 0 { "front" } else { "back" };
        assert_eq!(name, &format!("card-{:02}-{side}.png", n / 2 + 1));
        let picture = Picture::read(bytes);
        assert_eq!((picture.width, picture.height), pixels, "{name}");
        let dpi = picture.dpi.expect("the resolution is stated");
        assert!((dpi - 300.0).abs() < 0.05, "{name}: {dpi} dpi");
        let (front, back) = &cards[n / 2];
        let bg = background(if n % 2 == 0 { front } else { back });
        for corner in picture.corners() {
            assert!(
                near(corner, bg, 1),
                "{name}: corner {corner:?}, background {bg:?}"
            );
        }
    }
}

#[test]
fn the_game_crafters_deck_is_a_zip_of_825_by_1125_pngs() {
    check_pictures(Shop::TheGameCrafter, (825, 1125));
}

#[test]
fn makeplayingcards_deck_is_a_zip_of_822_by_1122_pngs() {
    check_pictures(Shop::MakePlayingCards, (822, 1122));
}

/// The picture of a face is the PDF's page: poppler draws the DriveThruCards PDF at
/// 300 dpi, and the app's own picture of the same page (tiny-skia, the same display list)
/// matches it pixel for pixel but for the edges of shapes and letters.
#[test]
fn a_faces_picture_is_its_pdf_page_drawn() {
    let Some(pdftoppm) = crate::common::tool("pdftoppm") else {
        return;
    };
    let set = CardSet::builtin().unwrap();
    let pages = shop_deck_pages(set);
    let dir = crate::common::fresh_dir("pnp-print-shop", "poppler");
    let pdf = dir.join("deck.pdf");
    std::fs::write(&pdf, write(&pages).unwrap()).unwrap();
    let pictures = unzip(
        &shop::write(&shop::Job {
            output: Output::PngZip(shop::face_names(set)),
            pages,
        })
        .unwrap(),
    );
    // A rules card's front (text), a card back with art, a resource card.
    for page in [1usize, 2, 6] {
        let out = dir.join(format!("p{page}"));
        let status = std::process::Command::new(&pdftoppm)
            .args([
                "-r",
                "300",
                "-png",
                "-f",
                &page.to_string(),
                "-l",
                &page.to_string(),
            ])
            .arg(&pdf)
            .arg(&out)
            .status()
            .unwrap();
        assert!(status.success());
        let drawn = std::fs::read_dir(&dir)
            .unwrap()
            .filter_map(Result::ok)
            .map(|e| e.path())
            .find(|p| {
                p.file_name()
                    .and_then(|n| n.to_str())
                    .is_some_and(|n| n.starts_with(&format!("p{page}-")))
            })
            .expect("poppler's picture");
        let theirs = Picture::read(&std::fs::read(drawn).unwrap());
        let ours = Picture::read(&pictures[page - 1].1);
        // Poppler rounds a page's size up, the app to the nearest pixel.
        assert!(theirs.width.abs_diff(ours.width) <= 1 && theirs.height.abs_diff(ours.height) <= 1);
        // Compared in blocks of 5 × 5 pixels (0.4 mm), so that the two renderers' ways of
        // smoothing the letters' edges do not count; a text shifted by 2 pixels makes a
        // tenth of the blocks differ, a missing shape more.
        const B: u32 = 5;
        let mean = |p: &Picture, bx: u32, by: u32| {
            let mut sum = [0u32; 3];
            for y in by..by + B {
                for x in bx..bx + B {
                    for (s, v) in sum.iter_mut().zip(p.at(x, y)) {
                        *s += u32::from(v);
                    }
                }
            }
            sum.map(|s| (s / (B * B)) as u8)
        };
        let (w, h) = (ours.width.min(theirs.width), ours.height.min(theirs.height));
        let blocks: Vec<(u32, u32)> = (0..h / B)
            .flat_map(|y| (0..w / B).map(move |x| (x * B, y * B)))
            .collect();
        let differ = blocks
            .iter()
            .filter(|&&(x, y)| !near(mean(&ours, x, y), mean(&theirs, x, y), 40))
            .count();
        let share = differ as f64 / blocks.len() as f64;
        assert!(
            share < 0.01,
            "page {page}: {:.2} % of the blocks differ",
            share * 100.0
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// The Sherwood counters as one picture: the sheet's size at 300 dpi, every counter's
/// background to the corners of its bleed, fronts and backs alike.
#[test]
fn the_counter_sheet_is_one_300_dpi_png() {
    let data = SherwoodData::builtin().unwrap();
    let job = shop::counter_sheet(data, CounterSize::FiveEighths);
    assert_eq!(job.output, Output::Png);
    assert_eq!(job.pages.pages.len(), 1);
    let picture = Picture::read(&shop::write(&job).unwrap());
    let page = &job.pages.pages[0];
    let px = |mm: f32| (mm / 25.4 * 300.0).round() as u32;
    assert_eq!(
        (picture.width, picture.height),
        (px(page.width), px(page.height))
    );
    assert!((picture.dpi.unwrap() - 300.0).abs() < 0.05);
    let counters = pnp_companion::print::sherwood::counters(data, CounterSize::FiveEighths);
    let sheet = CounterSheet::lay_out(counters.len(), CounterSize::FiveEighths.mm(), SHOP_BLEED);
    let inside = 0.3; // mm in from the bleed's edge, clear of anti-aliasing
    for (counter, (front, back)) in counters.iter().zip(sheet.fronts.iter().zip(&sheet.backs)) {
        for (face, trim) in [(&counter.front, front), (&counter.back, back)] {
            let bg = background(face);
            let cell = trim.inset(-SHOP_BLEED + inside);
            for (x, y) in [
                (cell.x, cell.y),
                (cell.right(), cell.y),
                (cell.x, cell.top()),
                (cell.right(), cell.top()),
            ] {
                let at = picture.at(px(x), px(page.height - y));
                assert!(
                    near(at, bg, 2),
                    "{}: {at:?} at ({x}, {y}), not {bg:?}",
                    counter.label
                );
            }
        }
    }
}

const PT: f32 = 72.0 / 25.4;

#[test]
fn a_card_printers_deck_is_one_face_a_page_with_its_bleed_in_order() {
    let set = CardSet::builtin().unwrap();
    let job = shop::deck(Shop::DriveThruCards, set);
    assert_eq!(job.output, Output::Pdf);
    let bytes = shop::write(&job).unwrap();
    let doc = lopdf::Document::load_mem(&bytes).unwrap();
    let cards = every_card(set);
    let pages = doc.get_pages();
    assert_eq!(pages.len(), 2 * cards.len(), "a front and a back a card");
    // 2.5 × 3.5 in with 1/8 in all round: 2.75 × 3.75 in.
    let (w, h) = (CARD.0 + 2.0 * SHOP_BLEED, CARD.1 + 2.0 * SHOP_BLEED);
    assert!((w - 2.75 * 25.4).abs() < 0.01 && (h - 3.75 * 25.4).abs() < 0.01);
    for (n, id) in pages.values().enumerate() {
        let size = crate::common::pdf::page_size_mm(&doc, *id);
        assert!(
            (size.0 - w).abs() < 0.05 && (size.1 - h).abs() < 0.05,
            "page {n}: {size:?}"
        );
        // The first thing painted is the card's background over the whole page: the art
        // reaches the bleed's edge.
        let content = lopdf::content::Content::decode(&doc.get_page_content(*id)).unwrap();
        let mut points = Vec::new();
        for op in &content.operations {
            let a: Vec<f32> = op
                .operands
                .iter()
                .filter_map(|o| o.as_float().ok())
                .collect();
            match op.operator.as_str() {
                "m" | "l" => points.push((a[0] / PT, a[1] / PT)),
                "re" => {
                    points.push((a[0] / PT, a[1] / PT));
                    points.push(((a[0] + a[2]) / PT, (a[1] + a[3]) / PT));
                }
                "f" | "F" | "f*" => break,
                _ => {}
            }
        }
        let (x0, x1) = points.iter().fold((f32::MAX, f32::MIN), |(lo, hi), p| {
            (lo.min(p.0), hi.max(p.0))
        });
        let (y0, y1) = points.iter().fold((f32::MAX, f32::MIN), |(lo, hi), p| {
            (lo.min(p.1), hi.max(p.1))
        });
        assert!(
            x0.abs() < 0.01 && y0.abs() < 0.01 && (x1 - w).abs() < 0.01 && (y1 - h).abs() < 0.01,
            "page {n}: the background fills ({x0}, {y0})–({x1}, {y1}), not the page"
        );
        // Front, then back: the page says the words of the face in its place.
        let (front, back) = &cards[n / 2];
        let face = if n % 2 == 0 { front } else { back };
        let text = doc.extract_text(&[n as u32 + 1]).unwrap_or_default();
        let first = Shape::texts(face)
            .into_iter()
            .find(|t| t.chars().filter(|c| c.is_alphabetic()).count() > 3);
        if let Some(first) = first {
            let word = first.split_whitespace().next().unwrap();
            assert!(text.contains(word), "page {n}: {word:?} in {text:?}");
        }
    }
    assert_eq!(crate::common::pdf::duplex(&doc), b"Simplex");
}

/// The command line writes each shop's file (`print dnfm --shop SHOP`, `print sherwood
/// --png`), and refuses, writing nothing, a kit a file is not made from, a file named for
/// another kind and a shop it does not know, each with the reason.
#[cfg(feature = "print")]
#[test]
fn the_command_line_writes_a_deck_for_a_card_printer() {
    use crate::common::cli::{run_in, text};
    let dir = crate::common::fresh_dir("pnp-print-shop", "cli");
    let path = |name: &str| dir.join(name).to_str().unwrap().to_string();
    let written = |args: &[&str], file: &str| {
        let out = path(file);
        let ok = run_in(&dir, &[args, &["-o", &out]].concat());
        assert!(ok.status.success(), "{args:?}: {}", text(&ok.stderr));
        std::fs::read(&out).unwrap()
    };
    let refused = |args: &[&str], says: &str| {
        let out = path("refused.out");
        let bad = run_in(&dir, &[args, &["-o", &out]].concat());
        assert_eq!(bad.status.code(), Some(2), "{args:?}");
        assert!(
            text(&bad.stderr).contains(says),
            "{args:?}: {}",
            text(&bad.stderr)
        );
        assert!(
            !std::path::Path::new(&out).exists(),
            "{args:?} wrote nothing"
        );
    };
    let pdf = written(&["print", "dnfm", "--shop", "drivethrucards"], "deck.pdf");
    assert_eq!(
        lopdf::Document::load_mem(&pdf).unwrap().get_pages().len(),
        36
    );
    let zip = written(&["print", "dnfm", "--shop", "thegamecrafter"], "deck.zip");
    assert_eq!(unzip(&zip).len(), 36);
    let sheet = written(&["print", "sherwood", "--png"], "counters.png");
    assert!((Picture::read(&sheet).dpi.unwrap() - 300.0).abs() < 0.05);
    refused(
        &["print", "all", "--shop", "drivethrucards"],
        "write print dnfm --shop drivethrucards",
    );
    refused(&["print", "dnfm", "--png"], "write print sherwood --png");
    refused(
        &["print", "dnfm", "--shop", "nowhere"],
        "'nowhere' is not a card printer the app writes for",
    );
    // A zip asked for under a PDF's name.
    let misnamed = path("mpc.pdf");
    let bad = run_in(
        &dir,
        &[
            "print",
            "dnfm",
            "--shop",
            "makeplayingcards",
            "-o",
            &misnamed,
        ],
    );
    assert_eq!(bad.status.code(), Some(2));
    assert!(
        text(&bad.stderr).contains("does not end in .zip"),
        "{}",
        text(&bad.stderr)
    );
    assert!(!std::path::Path::new(&misnamed).exists());
}
