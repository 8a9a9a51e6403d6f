#!/usr/bin/env python3
"""Writes a copy of iced_tiny_skia that draws glyphs and clipped panels with less work, for
the web build only (packaging/web/build.sh patches it in).

iced_tiny_skia clips a drawing to a rectangle by handing tiny-skia a mask the size of the
whole screen: every pixel the drawing touches then goes through one more pipeline stage,
even where the rectangle is the whole screen, and each clipped text first clears and fills
that mask anew. Glyphs are drawn one small picture at a time through tiny-skia's
floating-point pattern pipeline. On the phone model those were the largest parts of drawing
the first screen after the path fills (docs/performance.md, "The web app"). The copy:

- draws a panel or button without the mask when the clip rectangle covers the whole screen
  (a panel that runs past the screen's bottom edge: tiny-skia clips to the screen anyway),
  and one the clip cuts (a frame that redraws one button, a list scrolled under a header)
  on a copy of the pixels around it, of which only those inside the clip are put back:
  through the mask, every pixel the panel covers on the whole screen went through the
  pipeline;
- blends each glyph's pixels straight into the screen inside the clip rectangle, with the
  same arithmetic as tiny-skia's source-over (premultiplied, rounded to the nearest), so a
  glyph comes out pixel for pixel as before. No text needs the mask any more;
- fills the mask only when a drawing uses it, and not again while it already holds the
  rectangle asked for (iced filled it anew for every layer, four times for Home's first
  frame, each time the whole screen's bytes).

The clip rectangle's pixels are the mask's (tiny-skia fills the mask without anti-aliasing:
a pixel is inside when its centre is, rounded as tiny-skia rounds). The desktop keeps the
registry's iced_tiny_skia.

usage: direct_drawing.py ICED_TINY_SKIA_SOURCE_DIR OUT_DIR

Exits non-zero, saying so, when the code it replaces is not found as expected (a new
iced_tiny_skia): then this script needs a look.
"""

import os
import sys

import crate_copy

MARK = "PnP Companion's web build: packaging/web/direct_drawing.py"

# --- engine.rs: panels and buttons ---------------------------------------------------------

QUAD_MASK = """        let clip_mask = (!physical_bounds.is_within(&clip_bounds))
            .then_some(clip_mask as &_);

        let transform = into_transform(transformation);

        // Make sure the border radius"""
QUAD_MASK_NEW = f"""        // {MARK}: no mask where the clip covers the screen.
        let clip_mask = (!physical_bounds.is_within(&clip_bounds)
            && !text::covers_screen(text::pixel_clip(clip_bounds, pixels), pixels))
        .then(|| ensure_clip_mask(clip_mask));

        let transform = into_transform(transformation);

        // Make sure the border radius"""

# --- engine.rs: a panel the clip cuts, drawn on a copy of the pixels it can touch ---------------

DRAW_QUAD = "    pub fn draw_quad(\n"
DRAW_QUAD_NEW = f"""    /// {MARK}: a panel or button the clip cuts is drawn on a copy of
    /// the pixels around it, and those inside the clip are copied back: the same pixels
    /// change as through the clip mask, and only those near the panel go through
    /// tiny-skia's pipeline.
    pub fn draw_quad(
        &mut self,
        quad: &Quad,
        background: &Background,
        transformation: Transformation,
        pixels: &mut tiny_skia::PixmapMut<'_>,
        clip_mask: &mut tiny_skia::Mask,
        clip_bounds: Rectangle,
    ) {{
        let physical_bounds = quad.bounds * transformation;
        let clip = text::pixel_clip(clip_bounds, pixels);
        if physical_bounds.is_within(&clip_bounds)
            || text::covers_screen(clip, pixels)
            || quad.shadow.color.a > 0.0
        {{
            self.draw_quad_in(quad, background, transformation, pixels, clip_mask, clip_bounds);
            return;
        }}
        // The pixels the panel can touch (its bounds and one more for the anti-aliased
        // edge) inside the clip are kept; it is drawn on those and two more each way where
        // the screen has them, as tiny-skia's anti-aliasing comes out a few steps apart in
        // the last row before a clip's edge.
        let touched = [
            physical_bounds.x.floor() as i32 - 1,
            physical_bounds.y.floor() as i32 - 1,
            (physical_bounds.x + physical_bounds.width).ceil() as i32 + 1,
            (physical_bounds.y + physical_bounds.height).ceil() as i32 + 1,
        ];
        let (screen_width, screen_height) = (pixels.width() as i32, pixels.height() as i32);
        let kept = [
            clip[0].max(touched[0]),
            clip[1].max(touched[1]),
            clip[2].min(touched[2]),
            clip[3].min(touched[3]),
        ];
        if kept[0] >= kept[2] || kept[1] >= kept[3] {{
            return;
        }}
        let drawn = [
            (clip[0] - 2).max(0).max(touched[0]),
            (clip[1] - 2).max(0).max(touched[1]),
            (clip[2] + 2).min(screen_width).min(touched[2]),
            (clip[3] + 2).min(screen_height).min(touched[3]),
        ];
        let [left, top, right, bottom] = drawn.map(|v| v as usize);
        let (width, height, screen_width) = (right - left, bottom - top, screen_width as usize);
        QUAD_REGION.with(|region| {{
            let mut region = region.borrow_mut();
            // Grown as a new zeroed allocation: `resize` stores each byte in a loop (the
            // web build's opt-level "z"), and every byte used is overwritten below anyway.
            let needed = width * height * 4;
            if region.len() < needed {{
                *region = Vec::new();
                *region = vec![0; needed];
            }}
            let region = &mut region[..needed];
            let screen = pixels.data_mut();
            for row in 0..height {{
                let from = ((top + row) * screen_width + left) * 4;
                region[row * width * 4..(row + 1) * width * 4]
                    .copy_from_slice(&screen[from..from + width * 4]);
            }}
            let Some(mut copy) =
                tiny_skia::PixmapMut::from_bytes(region, width as u32, height as u32)
            else {{
                return;
            }};
            self.draw_quad_in(
                quad,
                background,
                Transformation::translate(-(left as f32), -(top as f32)) * transformation,
                &mut copy,
                clip_mask,
                Rectangle::new(
                    crate::core::Point::ORIGIN,
                    Size::new(width as f32, height as f32),
                ),
            );
            let [kept_left, kept_top, kept_right, kept_bottom] = kept.map(|v| v as usize);
            let span = (kept_right - kept_left) * 4;
            let screen = pixels.data_mut();
            for row in kept_top..kept_bottom {{
                let to = (row * screen_width + kept_left) * 4;
                let from = ((row - top) * width + kept_left - left) * 4;
                screen[to..to + span].copy_from_slice(&region[from..from + span]);
            }}
        }});
    }}

    fn draw_quad_in(
"""
QUAD_REGION = f"""
// {MARK}: the copy a cut panel is drawn on, kept between draws.
thread_local! {{
    static QUAD_REGION: std::cell::RefCell<Vec<u8>> = const {{ std::cell::RefCell::new(Vec::new()) }};
}}
"""

# --- engine.rs: the mask, filled when used ---------------------------------------------------

MASK_USE = ".then_some(clip_mask as &_);"
MASK_USE_NEW = ".then(|| ensure_clip_mask(clip_mask));"
MASK_USE_UNDERSCORED = ".then_some(_clip_mask as &_);"
MASK_USE_UNDERSCORED_NEW = ".then(|| ensure_clip_mask(_clip_mask));"
ADJUST = """pub fn adjust_clip_mask(clip_mask: &mut tiny_skia::Mask, bounds: Rectangle) {
    clip_mask.clear();
"""
ADJUST_NEW = f"""// {MARK}: the mask is filled when a drawing uses it (`ensure_clip_mask`), and not again
// while it holds the rectangle asked for.
thread_local! {{
    /// The rectangle the mask should hold, and the mask (address, size) and rectangle it
    /// was last filled with.
    static CLIP_MASK: std::cell::Cell<(Option<Rectangle>, Option<(usize, u32, u32, Rectangle)>)> =
        const {{ std::cell::Cell::new((None, None)) }};
}}

pub fn adjust_clip_mask(_clip_mask: &mut tiny_skia::Mask, bounds: Rectangle) {{
    CLIP_MASK.with(|clip| clip.set((Some(bounds), clip.get().1)));
}}

/// The mask, filled with the rectangle last asked for unless it holds it already: the same
/// mask (a new one is all zeros, so a pixel inside the rectangle is checked too) last filled
/// with the same rectangle.
fn ensure_clip_mask(clip_mask: &mut tiny_skia::Mask) -> &tiny_skia::Mask {{
    let (wanted, filled) = CLIP_MASK.with(std::cell::Cell::get);
    let Some(bounds) = wanted else {{
        return clip_mask;
    }};
    let key = (
        clip_mask.data().as_ptr() as usize,
        clip_mask.width(),
        clip_mask.height(),
        bounds,
    );
    let [left, top, right, bottom] = text::mask_clip(bounds, clip_mask);
    let holds = left >= right
        || top >= bottom
        || clip_mask.data()[((top + bottom) / 2 * clip_mask.width() as i32 + (left + right) / 2)
            as usize]
            == 255;
    if filled != Some(key) || !holds {{
        fill_clip_mask(clip_mask, bounds);
        CLIP_MASK.with(|clip| clip.set((wanted, Some(key))));
    }}
    clip_mask
}}

fn fill_clip_mask(clip_mask: &mut tiny_skia::Mask, bounds: Rectangle) {{
    clip_mask.clear();
"""

# --- engine.rs: text --------------------------------------------------------------------------

TEXT_MASK = """                let clip_mask = match physical_bounds.is_within(&clip_bounds) {
                    true => None,
                    false => {
                        adjust_clip_mask(clip_mask, clip_bounds);
                        Some(clip_mask as &_)
                    }
                };
"""
TEXT_CLIP = f"""                // {MARK}: glyphs are clipped to the rectangle's pixels.
                let clip = text::pixel_clip(clip_bounds, pixels);
"""
RAW_MASK = """                let clip_mask = (!physical_bounds.is_within(&clip_bounds))
                    .then_some(clip_mask as &_);

                self.text_pipeline.draw_raw("""
RAW_CLIP = f"""                // {MARK}: glyphs are clipped to the rectangle's pixels.
                let clip = text::pixel_clip(clip_bounds, pixels);

                self.text_pipeline.draw_raw("""
TEXT_SIGNATURE = """    pub fn draw_text(
        &mut self,
        text: &Text,
        transformation: Transformation,
        pixels: &mut tiny_skia::PixmapMut<'_>,
        clip_mask: &mut tiny_skia::Mask,"""
TEXT_SIGNATURE_NEW = TEXT_SIGNATURE.replace("clip_mask:", "_clip_mask:")
TEXT_CALL_ARGUMENT = """                    pixels,
                    clip_mask,
                    transformation,
                );"""
TEXT_CALL_ARGUMENT_NEW = TEXT_CALL_ARGUMENT.replace("clip_mask,", "clip,")

# --- text.rs ------------------------------------------------------------------------------------

IMPORTS = "use crate::core::{Color, Font, Pixels, Point, Rectangle, Transformation};"
PIPELINE_PARAMETER = "clip_mask: Option<&tiny_skia::Mask>,"
PIPELINE_ARGUMENT = """            pixels,
            clip_mask,
            transformation,
        );"""
DRAW_PIXMAP = """                pixels.draw_pixmap(
                    physical_glyph.x + placement.left,
                    physical_glyph.y - placement.top
                        + (run.line_y * transformation.scale_factor()).round()
                            as i32,
                    pixmap,
                    &tiny_skia::PixmapPaint {
                        opacity,
                        ..tiny_skia::PixmapPaint::default()
                    },
                    tiny_skia::Transform::identity(),
                    clip_mask,
                );"""
BLEND = """                blend_glyph(
                    pixels,
                    physical_glyph.x + placement.left,
                    physical_glyph.y - placement.top
                        + (run.line_y * transformation.scale_factor()).round()
                            as i32,
                    pixmap,
                    opacity,
                    clip,
                );"""
HELPERS = f"""
// {MARK}.

/// The pixels a clip rectangle keeps, as left, top, right and bottom (right and bottom
/// outside): those whose centre is inside, found as tiny-skia finds them when it fills the
/// rectangle into a mask without anti-aliasing (26.6 fixed point, rounded half up), and
/// never outside the screen.
pub fn pixel_clip(bounds: Rectangle, pixels: &tiny_skia::PixmapMut<'_>) -> [i32; 4] {{
    clip_within(bounds, pixels.width() as i32, pixels.height() as i32)
}}

/// As `pixel_clip`, within a mask.
pub fn mask_clip(bounds: Rectangle, mask: &tiny_skia::Mask) -> [i32; 4] {{
    clip_within(bounds, mask.width() as i32, mask.height() as i32)
}}

fn clip_within(bounds: Rectangle, width: i32, height: i32) -> [i32; 4] {{
    fn pixel(v: f32) -> i32 {{
        ((v * 64.0) as i32 + 32) >> 6
    }}
    [
        pixel(bounds.x).clamp(0, width),
        pixel(bounds.y).clamp(0, height),
        pixel(bounds.x + bounds.width).clamp(0, width),
        pixel(bounds.y + bounds.height).clamp(0, height),
    ]
}}

/// Whether a clip keeps every pixel of the screen (its mask would change nothing).
pub fn covers_screen(clip: [i32; 4], pixels: &tiny_skia::PixmapMut<'_>) -> bool {{
    clip == [0, 0, pixels.width() as i32, pixels.height() as i32]
}}

/// Draws a glyph's premultiplied picture over the screen at (x, y), inside `clip`: source
/// over, as tiny-skia's pipeline computes it (in f32, each channel d * (1 - a) + s, rounded
/// to the nearest), so each pixel comes out as `draw_pixmap` made it.
fn blend_glyph(
    pixels: &mut tiny_skia::PixmapMut<'_>,
    x: i32,
    y: i32,
    glyph: tiny_skia::PixmapRef<'_>,
    opacity: f32,
    clip: [i32; 4],
) {{
    let (glyph_width, glyph_height) = (glyph.width() as i32, glyph.height() as i32);
    let left = x.max(clip[0]);
    let top = y.max(clip[1]);
    let right = (x + glyph_width).min(clip[2]);
    let bottom = (y + glyph_height).min(clip[3]);
    if left >= right || top >= bottom {{
        return;
    }}
    let screen_width = pixels.width() as usize;
    let span = (right - left) as usize * 4;
    let source = glyph.data();
    let screen = pixels.data_mut();
    for row in top..bottom {{
        let from = ((row - y) as usize * glyph_width as usize + (left - x) as usize) * 4;
        let to = (row as usize * screen_width + left as usize) * 4;
        let source = &source[from..from + span];
        let screen = &mut screen[to..to + span];
        if opacity >= 1.0 {{
            for (d, s) in screen.chunks_exact_mut(4).zip(source.chunks_exact(4)) {{
                // Exact: s + d * (255 - a) / 255 is never half-way between two integers.
                let keep = 255 - u32::from(s[3]);
                if keep == 255 {{
                    continue;
                }}
                for c in 0..4 {{
                    d[c] = (u32::from(s[c]) + (u32::from(d[c]) * keep + 127) / 255) as u8;
                }}
            }}
        }} else {{
            const FACTOR: f32 = 1.0 / 255.0;
            for (d, s) in screen.chunks_exact_mut(4).zip(source.chunks_exact(4)) {{
                let alpha = f32::from(s[3]) * FACTOR * opacity;
                for c in 0..4 {{
                    let over = f32::from(d[c]) * FACTOR * (1.0 - alpha)
                        + f32::from(s[c]) * FACTOR * opacity;
                    d[c] = (over.clamp(0.0, 1.0) * 255.0).round() as u8;
                }}
            }}
        }}
    }}
}}
"""


def replace(code, old, new, times, where):
    found = code.count(old)
    if found != times:
        sys.exit(f"direct_drawing.py: {where}: a piece of iced_tiny_skia was found {found} "
                 f"times, not {times}: iced_tiny_skia changed; look at this script")
    return code.replace(old, new)


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    source, out = sys.argv[1], sys.argv[2]
    files = {}
    for name in ("engine.rs", "text.rs"):
        with open(os.path.join(source, "src", name), encoding="utf-8") as f:
            files[name] = f.read()

    engine = files["engine.rs"]
    engine = replace(engine, QUAD_MASK, QUAD_MASK_NEW, 1, "engine.rs, draw_quad")
    engine = replace(engine, DRAW_QUAD, DRAW_QUAD_NEW, 1, "engine.rs, draw_quad")
    engine += QUAD_REGION
    engine = replace(engine, TEXT_MASK, TEXT_CLIP, 3, "engine.rs, draw_text")
    engine = replace(engine, RAW_MASK, RAW_CLIP, 1, "engine.rs, draw_text (raw)")
    engine = replace(engine, TEXT_SIGNATURE, TEXT_SIGNATURE_NEW, 1, "engine.rs, draw_text")
    engine = replace(engine, TEXT_CALL_ARGUMENT, TEXT_CALL_ARGUMENT_NEW, 4,
                     "engine.rs, the text pipeline's calls")
    engine = replace(engine, MASK_USE, MASK_USE_NEW, 2, "engine.rs, the mask's uses")
    engine = replace(engine, MASK_USE_UNDERSCORED, MASK_USE_UNDERSCORED_NEW, 2,
                     "engine.rs, the mask's uses (images)")
    engine = replace(engine, ADJUST, ADJUST_NEW, 1, "engine.rs, adjust_clip_mask")

    text = files["text.rs"]
    text = replace(text, PIPELINE_PARAMETER, "clip: [i32; 4],", 5, "text.rs, parameters")
    text = replace(text, PIPELINE_ARGUMENT, PIPELINE_ARGUMENT.replace("clip_mask,", "clip,"),
                   4, "text.rs, calls to draw")
    text = replace(text, DRAW_PIXMAP, BLEND, 1, "text.rs, draw")
    text = replace(text, IMPORTS, IMPORTS, 1, "text.rs, imports") + HELPERS

    crate_copy.write_files(source, out, {os.path.join("src", k): v for k, v in
                                   (("engine.rs", engine), ("text.rs", text))})
    print(f"iced_tiny_skia: glyphs and clips drawn directly (direct_drawing.py) written to {out}")


if __name__ == "__main__":
    main()
