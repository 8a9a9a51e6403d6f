//! The kit's pages cross to the PDF writer as bytes (the web app's second wasm takes them
//! so): they arrive as they left, the writer given them as the browser gives them makes the
//! desktop's PDF, and bytes that are not pages get an error, never a PDF.

use crate::common;

use pnp_companion::fonts;
use pnp_companion::games::dnfm::cards::CardSet;
use pnp_companion::games::sherwood::SherwoodData;
use pnp_companion::print::draw::Ink;
use pnp_companion::print::geometry::{Flip, Paper};
use pnp_companion::print::options::{Kit, PrintOptions};
use pnp_companion::print::pdf;

fn option_sets() -> Vec<PrintOptions> {
    vec![
        PrintOptions::default(),
        PrintOptions {
            kit: Kit::All,
            paper: Paper::Letter,
            bleed: 3.0,
            flip: Flip::Short,
            ink: Ink::Saver,
            back_offset: (1.5, -2.0),
            ..PrintOptions::default()
        },
    ]
}

fn kit(o: &PrintOptions) -> pnp_pdf::Document {
    pdf::kit_pages(
        o,
        CardSet::builtin().unwrap(),
        SherwoodData::builtin().unwrap(),
    )
}

#[test]
fn the_pages_arrive_as_they_left() {
    for o in option_sets() {
        let pages = kit(&o);
        assert!(pages.pages.len() >= 4, "{o:?}");
        let bytes = pnp_pdf::encode(&pages);
        assert_eq!(pnp_pdf::decode(&bytes).as_ref(), Ok(&pages), "{o:?}");
    }
    let check = pdf::calibration_pages(&PrintOptions::default());
    assert_eq!(check.pages.len(), 2);
    assert_eq!(pnp_pdf::decode(&pnp_pdf::encode(&check)), Ok(check));
}

#[test]
fn the_browsers_writer_makes_the_desktops_pdf() {
    for o in option_sets() {
        let pages = kit(&o);
        let desktop = pdf::write(&pages).unwrap();
        let browser =
            pnp_pdf::write_encoded(&pnp_pdf::encode(&pages), fonts::REGULAR, fonts::BOLD).unwrap();
        let (d, b) = (
            common::pdf::drawings(&desktop),
            common::pdf::drawings(&browser),
        );
        assert_eq!(d.len(), pages.pages.len());
        assert_eq!(d, b, "{o:?}");
        // The fonts went across and were subset, as on the desktop.
        let doc = lopdf::Document::load_mem(&browser).unwrap();
        let fonts = doc
            .objects
            .values()
            .filter_map(|o| o.as_dict().ok())
            .filter(|d| d.get(b"Type").and_then(|t| t.as_name()).ok() == Some(b"FontDescriptor"))
            .count();
        assert_eq!(fonts, 2, "the regular and the bold font");
    }
}

#[test]
fn what_is_not_pages_gets_an_error_not_a_pdf() {
    use pnp_pdf::WriteError;
    let pages = pnp_pdf::encode(&kit(&PrintOptions::default()));
    let write = |bytes: &[u8]| pnp_pdf::write_encoded(bytes, fonts::REGULAR, fonts::BOLD);
    assert_eq!(write(b"%PDF-1.7"), Err(WriteError::Pages));
    assert_eq!(write(&pages[..pages.len() / 2]), Err(WriteError::Pages));
    let no_font = b"not a font".as_slice();
    assert_eq!(
        pnp_pdf::write_encoded(&pages, no_font, no_font),
        Err(WriteError::Font)
    );
    // The player reads why, in words, whichever side of the browser it came from.
    for (e, said) in [
        (WriteError::Font, "the bundled font could not be read"),
        (
            WriteError::Pages,
            "the PDF writer could not read the kit's pages: reload the app so that its parts match",
        ),
        (
            WriteError::Save("disk full".into()),
            "the PDF could not be written: disk full",
        ),
    ] {
        assert_eq!(pdf::write_error(&e).words(), said);
        assert_eq!(
            pdf::write_error(&WriteError::from_code(&e.to_string())).words(),
            said
        );
    }
}
