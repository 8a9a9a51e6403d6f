//! Colour is never the only signal, and where colour helps it survives colour blindness:
//! every pair of the palette's colours that marks a difference a player acts on stays apart
//! as a protanope, a deuteranope and a tritanope see it, and every text colour keeps its
//! WCAG contrast on the surface it is drawn on, as each of them sees it: the palette's
//! listed pairs, and every text/surface pair a few screens actually draw (read from their
//! rendered pixels, both themes).
//!
//! The simulation is Machado, Oliveira and Fernandes, "A Physiologically-based Model for
//! Simulation of Color Vision Deficiency", IEEE Transactions on Visualization and Computer
//! Graphics 15(6), 2009, pp. 1291–1298: the paper's matrices for dichromacy (severity 1.0,
//! the strongest), applied to linear RGB as the paper does. Differences are CIE76 ΔE*ab in
//! CIELAB under D65.

use iced::Color;
use iced::Theme;
use pnp_companion::games::sherwood::persons::PersonKind;
use pnp_companion::print::sherwood::kind_colour;
use pnp_companion::ui::palette;

/// The three dichromacies, as Machado et al. (2009) give them at severity 1.0 (rows: the
/// simulated linear R, G, B from the original's).
const VISIONS: [(&str, [[f32; 3]; 3]); 4] = [
    (
        "typical",
        [[1.0, 0.0, 0.0], [0.0, 1.0, 0.0], [0.0, 0.0, 1.0]],
    ),
    (
        "protanopia",
        [
            [0.152286, 1.052583, -0.204868],
            [0.114503, 0.786281, 0.099216],
            [-0.003882, -0.048116, 1.051998],
        ],
    ),
    (
        "deuteranopia",
        [
            [0.367322, 0.860646, -0.227968],
            [0.280085, 0.672501, 0.047413],
            [-0.011820, 0.042940, 0.968881],
        ],
    ),
    (
        "tritanopia",
        [
            [1.255528, -0.076749, -0.178779],
            [-0.078411, 0.930809, 0.147602],
            [0.004733, 0.691367, 0.303900],
        ],
    ),
];

/// Two colours that mark a difference must differ by at least this much ΔE*ab, as each
/// vision sees them. A just-noticeable difference is about 2.3 (Sharma, Digital Color
/// Imaging Handbook, 2003); 10, four times that, is a difference seen at a glance on a
/// phone's small marks rather than one found by holding two swatches side by side.
const APART: f32 = 10.0;

/// WCAG 2.x: 4.5 for text at the app's sizes (its largest coloured numbers, 18 px regular,
/// are below WCAG's "large text").
const TEXT_CONTRAST: f32 = 4.5;

fn linear(v: f32) -> f32 {
    if v <= 0.04045 {
        v / 12.92
    } else {
        ((v + 0.055) / 1.055).powf(2.4)
    }
}

/// The colour in linear RGB as `vision` sees it (clamped to the displayable range).
fn seen(c: Color, vision: &[[f32; 3]; 3]) -> [f32; 3] {
    let rgb = [linear(c.r), linear(c.g), linear(c.b)];
    vision.map(|row| (row[0] * rgb[0] + row[1] * rgb[1] + row[2] * rgb[2]).clamp(0.0, 1.0))
}

/// CIELAB (D65 white) of a linear sRGB colour.
fn lab([r, g, b]: [f32; 3]) -> [f32; 3] {
    let x = 0.4124 * r + 0.3576 * g + 0.1805 * b;
    let y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
    let z = 0.0193 * r + 0.1192 * g + 0.9505 * b;
    let f = |t: f32| {
        if t > 216.0 / 24389.0 {
            t.cbrt()
        } else {
            (24389.0 / 27.0 * t + 16.0) / 116.0
        }
    };
    let (fx, fy, fz) = (f(x / 0.95047), f(y), f(z / 1.08883));
    [116.0 * fy - 16.0, 500.0 * (fx - fy), 200.0 * (fy - fz)]
}

fn delta_e(a: [f32; 3], b: [f32; 3]) -> f32 {
    let (a, b) = (lab(a), lab(b));
    ((a[0] - b[0]).powi(2) + (a[1] - b[1]).powi(2) + (a[2] - b[2]).powi(2)).sqrt()
}

/// WCAG contrast ratio of two linear RGB colours.
fn contrast(a: [f32; 3], b: [f32; 3]) -> f32 {
    let l = |c: [f32; 3]| 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2];
    let (la, lb) = (l(a), l(b));
    (la.max(lb) + 0.05) / (la.min(lb) + 0.05)
}

fn themes() -> [(&'static str, Theme); 2] {
    [("light", palette::light()), ("dark", palette::dark())]
}

fn rgb(c: pnp_companion::print::draw::Rgb) -> Color {
    Color::from_rgb(c.0, c.1, c.2)
}

/// The pairs of colours that tell the player something by being different, and what.
fn pairs(theme: &Theme) -> Vec<(&'static str, Color, Color)> {
    let p = theme.extended_palette();
    let text = p.background.base.text;
    let mut pairs = vec![
        // Do Not Forsake Me's ship: a level as it started, below it, at its last.
        ("a level whole / damaged", text, palette::hurt(theme)),
        (
            "a level damaged / at its last",
            palette::hurt(theme),
            palette::critical(theme),
        ),
        (
            "a level whole / at its last",
            text,
            palette::critical(theme),
        ),
        // Won and lost: the record's bars, the end of a game, done and problem notices.
        ("won / lost", p.success.base.color, p.danger.base.color),
        (
            "done / problem notice",
            p.success.weak.color,
            p.danger.weak.color,
        ),
        // The next step among the other buttons; a switch on and off.
        (
            "next step / other button",
            p.primary.base.color,
            p.secondary.base.color,
        ),
        (
            "switch on / off",
            p.primary.base.color,
            p.secondary.strong.color,
        ),
    ];
    // The Sherwood prisoner counters lying face down: the Archon's crew (dark blue), a
    // Neutral (yellow), one nobody has looked at.
    let archon = rgb(kind_colour(Some(PersonKind::Archon)));
    let neutral = rgb(kind_colour(Some(PersonKind::Neutral)));
    let unseen = rgb(kind_colour(None));
    pairs.extend([
        ("prisoner: Archon crew / Neutral", archon, neutral),
        ("prisoner: Archon crew / not looked at", archon, unseen),
        ("prisoner: Neutral / not looked at", neutral, unseen),
    ]);
    pairs
}

/// Every text colour on the surface it is drawn on.
fn texts_on_surfaces(theme: &Theme) -> Vec<(&'static str, Color, Color)> {
    let p = theme.extended_palette();
    let mut all: Vec<(&'static str, Color, Color)> = palette::text_surfaces(theme)
        .into_iter()
        .map(|(what, pair)| (what, pair.text, pair.color))
        .collect();
    let (page, card) = (p.background.base.color, p.background.weak.color);
    for (what, colour) in [
        ("a damaged level", palette::hurt(theme)),
        ("a level at its last", palette::critical(theme)),
        ("a warning in the danger colour", p.danger.base.color),
    ] {
        all.push((what, colour, card));
        all.push((what, colour, page));
    }
    all
}

#[test]
fn colours_that_mark_a_difference_stay_apart_in_every_colour_vision() {
    let mut failures = Vec::new();
    for (tname, theme) in themes() {
        for (what, a, b) in pairs(&theme) {
            for (vision, m) in &VISIONS {
                let d = delta_e(seen(a, m), seen(b, m));
                if d < APART {
                    failures.push(format!("{tname}, {what}, {vision}: ΔE {d:.1}"));
                }
            }
        }
    }
    assert!(failures.is_empty(), "too close:\n{}", failures.join("\n"));
}

#[test]
fn text_keeps_its_contrast_in_every_colour_vision() {
    let mut failures = Vec::new();
    for (tname, theme) in themes() {
        for (what, text, surface) in texts_on_surfaces(&theme) {
            for (vision, m) in &VISIONS {
                let c = contrast(seen(text, m), seen(surface, m));
                if c < TEXT_CONTRAST {
                    failures.push(format!("{tname}, {what}, {vision}: {c:.2}"));
                }
            }
        }
    }
    assert!(failures.is_empty(), "too faint:\n{}", failures.join("\n"));
}

/// The simulation itself, against figures worked by hand from the paper's matrices: pure
/// red as a protanope sees it is a dim olive, and a dichromat's white stays white.
#[test]
fn the_simulation_matches_the_papers_matrices() {
    let [_, (_, protanopia), (_, deuteranopia), (_, tritanopia)] = VISIONS;
    let red = seen(Color::from_rgb(1.0, 0.0, 0.0), &protanopia);
    assert!((red[0] - 0.152286).abs() < 1e-6 && (red[1] - 0.114503).abs() < 1e-6);
    for m in [protanopia, deuteranopia, tritanopia] {
        for row in m {
            let sum: f32 = row.iter().sum();
            assert!((sum - 1.0).abs() < 1e-3, "white stays white: {row:?}");
        }
    }
    // Red and green, the classic confusion: far apart as most see them, close for both
    // red-green dichromacies.
    let (r, g) = (
        Color::from_rgb8(0xCC, 0x33, 0x33),
        Color::from_rgb8(0x66, 0x99, 0x33),
    );
    let typical = delta_e(seen(r, &VISIONS[0].1), seen(g, &VISIONS[0].1));
    assert!(typical > 50.0, "{typical}");
    for m in [protanopia, deuteranopia] {
        let d = delta_e(seen(r, &m), seen(g, &m));
        assert!(d < typical / 2.0, "{d} vs {typical}");
    }
}

/// Where the screens are rendered for [`text_drawn_on_screen_keeps_its_contrast`].
const PHONE: iced::Size = iced::Size::new(420.0, 860.0);

/// A few screens as a player sees them: Home, a digital Do Not Forsake Me game two moves
/// in, a Sherwood game at its start, and the Print screen.
fn screens() -> Vec<(&'static str, pnp_companion::ui::App)> {
    use crate::common::ui::{send_and_wait, tap};
    use pnp_companion::ui::{App, Message, home};
    let dir = |name: &str| crate::common::fresh_dir("pnp-colour-vision", name);
    let start = |name: &str, seed: &str| {
        let mut app = App::new(Some(dir(name)));
        send_and_wait(&mut app, Message::Home(home::Message::Seed(seed.into())));
        app
    };
    let home = start("home", "3");
    let mut dnfm = start("dnfm", "3");
    tap(&mut dnfm, PHONE, "Do Not Forsake Me");
    tap(&mut dnfm, PHONE, "Move 1");
    let mut sherwood = start("sherwood", "3");
    tap(&mut sherwood, PHONE, "The Sherwood Syndrome");
    let mut print = start("print", "3");
    tap(
        &mut print,
        iced::Size::new(420.0, 1200.0),
        "Print and play PDFs",
    );
    vec![
        ("home", home),
        ("dnfm", dnfm),
        ("sherwood", sherwood),
        ("print", print),
    ]
}

/// A screen's pixels as RGB, row by row, from its snapshot (written as a PNG and read back:
/// the snapshot keeps its pixels to itself).
fn pixels(snap: &iced_test::simulator::Snapshot, name: &str) -> (usize, Vec<[u8; 3]>) {
    let dir = crate::common::fresh_dir("pnp-colour-vision-shots", name);
    assert!(snap.matches_image(dir.join(name)).unwrap(), "written");
    let file = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .find(|p| p.extension().is_some_and(|e| e == "png"))
        .expect("the snapshot's PNG");
    let decoder = png::Decoder::new(std::io::BufReader::new(std::fs::File::open(file).unwrap()));
    let mut reader = decoder.read_info().unwrap();
    let mut bytes = vec![0; reader.output_buffer_size().unwrap()];
    let info = reader.next_frame(&mut bytes).unwrap();
    assert_eq!(info.color_type, png::ColorType::Rgba, "RGBA snapshots");
    let px = bytes[..info.buffer_size()]
        .chunks_exact(4)
        .map(|p| [p[0], p[1], p[2]])
        .collect();
    (info.width as usize, px)
}

/// One text as drawn: the colour its glyphs are drawn in on the colour around them. The
/// surface is the commonest colour in the text's box (glyphs cover the lesser part of it);
/// the text's colour is, of the colours found in the box at least twice, the one that
/// stands out most from the surface: a glyph's fully covered pixels, where the
/// anti-aliased edges are blends of the two.
fn drawn_pair(width: usize, px: &[[u8; 3]], b: iced::Rectangle) -> Option<(Color, Color)> {
    let height = px.len() / width;
    // The snapshot is drawn at the screen's scale (two pixels a point on a phone).
    let scale = width as f32 / PHONE.width;
    let b = iced::Rectangle {
        x: b.x * scale,
        y: b.y * scale,
        width: b.width * scale,
        height: b.height * scale,
    };
    let (x0, y0) = (b.x.max(0.0).round() as usize, b.y.max(0.0).round() as usize);
    let x1 = ((b.x + b.width).round() as usize).min(width);
    let y1 = ((b.y + b.height).round() as usize).min(height);
    let mut counts: std::collections::HashMap<[u8; 3], usize> = Default::default();
    for y in y0..y1 {
        for x in x0..x1 {
            *counts.entry(px[y * width + x]).or_default() += 1;
        }
    }
    let colour = |c: [u8; 3]| Color::from_rgb8(c[0], c[1], c[2]);
    let surface = counts.iter().max_by_key(|(_, n)| **n).map(|(c, _)| *c)?;
    let typical = &VISIONS[0].1;
    let against = |c: [u8; 3]| contrast(seen(colour(c), typical), seen(colour(surface), typical));
    let text = counts
        .iter()
        .filter(|(c, n)| **n >= 2 && **c != surface)
        .map(|(c, _)| *c)
        .max_by(|a, b| against(*a).total_cmp(&against(*b)))?;
    Some((colour(text), colour(surface)))
}

/// Every text the screens above draw, on the colour it is actually drawn on (read from the
/// rendered pixels, not from the palette's list of pairs): the rule of
/// [`text_keeps_its_contrast_in_every_colour_vision`], held to what the screens show.
#[test]
fn text_drawn_on_screen_keeps_its_contrast() {
    use crate::common::ui::settings;
    use iced_test::Simulator;
    use iced_test::selector::Candidate;
    let hex = |c: Color| {
        let [r, g, b, _] = c.into_rgba8();
        format!("#{r:02x}{g:02x}{b:02x}")
    };
    let mut failures = Vec::new();
    let mut pairs = std::collections::BTreeSet::new();
    let mut texts = 0;
    for (name, app) in screens() {
        for (tname, theme) in themes() {
            let mut ui = Simulator::with_size(settings(), PHONE, app.view());
            let mut boxes = Vec::new();
            let _ = ui.find(|c: Candidate<'_>| {
                if let Candidate::Text {
                    content,
                    visible_bounds: Some(v),
                    ..
                } = c
                    && !content.trim().is_empty()
                    && v.width >= 2.0
                    && v.height >= 2.0
                {
                    boxes.push((content.to_string(), v));
                }
                None::<()>
            });
            let snap = ui.snapshot(&theme).unwrap();
            let (width, px) = pixels(&snap, &format!("{name}-{tname}"));
            for (content, b) in boxes {
                let Some((text, surface)) = drawn_pair(width, &px, b) else {
                    continue;
                };
                texts += 1;
                pairs.insert((hex(text), hex(surface)));
                for (vision, m) in &VISIONS {
                    let c = contrast(seen(text, m), seen(surface, m));
                    let said = format!(
                        "{name}, {tname}, {content:?}: {} on {}, {vision}: {c:.2}",
                        hex(text),
                        hex(surface)
                    );
                    if c < TEXT_CONTRAST {
                        failures.push(said);
                    }
                }
            }
        }
    }
    eprintln!(
        "{texts} texts drawn, {} pairs of colours: {pairs:?}",
        pairs.len()
    );
    assert!(texts > 100, "the screens' texts were found ({texts})");
    assert!(
        pairs.len() >= 6,
        "text and surface colours of both themes: {pairs:?}"
    );
    assert!(failures.is_empty(), "too faint:\n{}", failures.join("\n"));
}
