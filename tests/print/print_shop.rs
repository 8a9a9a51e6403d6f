//! A deck for a card printer (issue 64, DriveThruCards): one face to a page at the card's
//! size with 1/8 in of bleed, the art carried into the bleed, each front followed by its
//! back; read back from the PDF.

use pnp_companion::games::dnfm::cards::CardSet;
use pnp_companion::print::dnfm::{CARD, every_card};
use pnp_companion::print::draw::Shape;
use pnp_companion::print::pdf::{SHOP_BLEED, shop_deck_pages, write};

const PT: f32 = 72.0 / 25.4;

#[test]
fn a_card_printers_deck_is_one_face_a_page_with_its_bleed_in_order() {
    let set = CardSet::builtin().unwrap();
    let bytes = write(&shop_deck_pages(set)).unwrap();
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

/// The command line writes it for `print dnfm --shop drivethrucards`, and says which kit
/// it is for otherwise, writing nothing.
#[cfg(feature = "print")]
#[test]
fn the_command_line_writes_a_deck_for_a_card_printer() {
    use crate::common::cli::{run_in, text};
    let dir = crate::common::fresh_dir("pnp-print-shop", "cli");
    let deck = dir.join("deck.pdf");
    let ok = run_in(
        &dir,
        &[
            "print",
            "dnfm",
            "--shop",
            "drivethrucards",
            "-o",
            deck.to_str().unwrap(),
        ],
    );
    assert!(ok.status.success(), "{}", text(&ok.stderr));
    assert_eq!(lopdf::Document::load(&deck).unwrap().get_pages().len(), 36);
    let wrong = dir.join("wrong.pdf");
    let bad = run_in(
        &dir,
        &[
            "print",
            "all",
            "--shop",
            "drivethrucards",
            "-o",
            wrong.to_str().unwrap(),
        ],
    );
    assert_eq!(bad.status.code(), Some(2));
    assert!(
        text(&bad.stderr).contains("write print dnfm --shop drivethrucards"),
        "{}",
        text(&bad.stderr)
    );
    assert!(!wrong.exists());
    let unknown = run_in(
        &dir,
        &[
            "print",
            "dnfm",
            "--shop",
            "nowhere",
            "-o",
            wrong.to_str().unwrap(),
        ],
    );
    assert_eq!(unknown.status.code(), Some(2));
    assert!(
        text(&unknown.stderr).contains("'nowhere' is not a card printer the app writes for"),
        "{}",
        text(&unknown.stderr)
    );
}
