//! A printer that stretches one axis (issue 64): the kit is scaled per axis so that both of
//! the printer check's 10 cm rulers come out true, read back from the PDF.

use pnp_companion::print::options::{Kit, Measured, PrintOptions, parse_measured};

/// Points in a millimetre.
const PT: f32 = 72.0 / 25.4;

use crate::common::pdf::kit;

/// Each page's operations: the operator and its numbers.
fn operations(doc: &lopdf::Document) -> Vec<Vec<(String, Vec<f32>)>> {
    doc.get_pages()
        .values()
        .map(|id| {
            let content = lopdf::content::Content::decode(&doc.get_page_content(*id)).unwrap();
            content
                .operations
                .into_iter()
                .map(|op| {
                    let numbers = op
                        .operands
                        .iter()
                        .filter_map(|o| o.as_float().ok())
                        .collect();
                    (op.operator, numbers)
                })
                .collect()
        })
        .collect()
}

fn close(got: &[f32], want: &[f32]) -> bool {
    got.len() == want.len() && got.iter().zip(want).all(|(g, w)| (g - w).abs() < 1e-3)
}

#[test]
fn a_ruler_measured_at_99_mm_scales_that_axis_alone_by_100_over_99() {
    let plain = PrintOptions {
        kit: Kit::Dnfm,
        ..PrintOptions::default()
    };
    let stretched = PrintOptions {
        measured: Measured {
            across: 99.0,
            down: 100.0,
        },
        ..plain
    };
    let (plain, stretched) = (kit(&plain), kit(&stretched));
    let (before, after) = (operations(&plain), operations(&stretched));
    assert_eq!(before.len(), after.len(), "the same pages");
    let (cx, cy) = (105.0 * PT, 148.5 * PT);
    for (page, (b, a)) in before.iter().zip(&after).enumerate() {
        assert_eq!(a.len(), b.len() + 5, "page {page}: wrapped, nothing else");
        assert_eq!(a[0].0, "q");
        assert!(close(&a[1].1, &[1.0, 0.0, 0.0, 1.0, cx, cy]), "{:?}", a[1]);
        assert_eq!(a[2].0, "cm");
        assert!(
            close(&a[2].1, &[100.0 / 99.0, 0.0, 0.0, 1.0, 0.0, 0.0]),
            "page {page}: across by 100/99, down as it is: {:?}",
            a[2]
        );
        assert!(
            close(&a[3].1, &[1.0, 0.0, 0.0, 1.0, -cx, -cy]),
            "{:?}",
            a[3]
        );
        assert_eq!(a.last().map(|o| o.0.as_str()), Some("Q"));
        assert_eq!(
            &a[4..a.len() - 1],
            &b[..],
            "page {page}: drawn as before inside"
        );
    }
    // The page itself keeps its size: the printer's paper does not change.
    let size = |doc: &lopdf::Document| {
        crate::common::pdf::page_size_mm(doc, *doc.get_pages().values().next().unwrap())
    };
    assert_eq!(size(&plain), size(&stretched));
}

#[test]
fn rulers_that_measure_true_leave_the_kit_as_it_was() {
    let o = PrintOptions {
        kit: Kit::Dnfm,
        ..PrintOptions::default()
    };
    let true_rulers = PrintOptions {
        measured: Measured::default(),
        ..o
    };
    assert_eq!(operations(&kit(&o)), operations(&kit(&true_rulers)));
}

#[test]
fn measured_rulers_are_read_within_a_tenth() {
    let m = parse_measured("99.5, 101").unwrap();
    assert_eq!((m.across, m.down), (99.5, 101.0));
    let (across, down) = m.scale();
    assert!((across - 100.0 / 99.5).abs() < 1e-6 && (down - 100.0 / 101.0).abs() < 1e-6);
    for bad in ["89,100", "100,111", "100", "abc,100", "NaN,100", ""] {
        let e = parse_measured(bad).unwrap_err();
        assert!(e.to_string().contains("between 90 and 110"), "{bad}: {e}");
    }
}

/// The command line takes the rulers as measured, and refuses a measurement that is not
/// one with the player's words and exit code 2, writing nothing.
#[cfg(feature = "print")]
#[test]
fn the_command_line_prints_a_kit_for_the_rulers_measured() {
    use crate::common::cli::{run_in, text};
    let dir = crate::common::fresh_dir("pnp-print-measured", "cli");
    let pdf = dir.join("kit.pdf");
    let path = pdf.to_str().unwrap();
    let ok = run_in(&dir, &["print", "dnfm", "--measured", "99,100", "-o", path]);
    assert!(ok.status.success(), "{}", text(&ok.stderr));
    let doc = lopdf::Document::load(&pdf).unwrap();
    let first = operations(&doc).remove(0);
    assert!(
        close(&first[2].1, &[100.0 / 99.0, 0.0, 0.0, 1.0, 0.0, 0.0]),
        "{:?}",
        first[2]
    );
    let wrong = dir.join("wrong.pdf");
    let bad = run_in(
        &dir,
        &[
            "print",
            "dnfm",
            "--measured",
            "80,100",
            "-o",
            wrong.to_str().unwrap(),
        ],
    );
    assert_eq!(bad.status.code(), Some(2));
    assert!(
        text(&bad.stderr).contains("'80,100' is not what the rulers measure"),
        "{}",
        text(&bad.stderr)
    );
    assert!(!wrong.exists(), "nothing written");
}

/// The printer check carries the two rulers the player measures: 10 cm across and 10 cm
/// down, on A4 and Letter.
#[test]
fn the_printer_check_has_a_ruler_each_way() {
    use pnp_companion::print::geometry::Paper;
    use pnp_companion::print::pdf::{calibration_pages, write};
    for paper in [Paper::A4, Paper::Letter] {
        let o = PrintOptions {
            paper,
            ..PrintOptions::default()
        };
        let bytes = write(&calibration_pages(&o)).unwrap();
        let doc = lopdf::Document::load_mem(&bytes).unwrap();
        let text = doc.extract_text(&[1]).unwrap_or_default();
        assert!(text.contains("10 cm, down"), "{paper:?}: {text}");
        assert!(text.contains("10 cm"), "{paper:?}");
        // The down ruler's line: 100 mm straight down.
        let long_down = operations(&doc).remove(0).windows(2).any(|w| {
            let (m, l) = (&w[0], &w[1]);
            m.0 == "m"
                && l.0 == "l"
                && (m.1[0] - l.1[0]).abs() < 0.01
                && ((m.1[1] - l.1[1]) - 100.0 * PT).abs() < 0.01
        });
        assert!(long_down, "{paper:?}: a 100 mm line down the page");
    }
}
