#!/usr/bin/env python3
"""Writes a copy of softbuffer whose web backend presents a frame with less work, for the
web build only (packaging/web/build.sh patches it in).

iced's tiny-skia compositor draws only what changed, then presents the whole surface; on the
web, softbuffer then turns every pixel into the canvas's RGBA through two nested `flat_map`s
collected into a Vec that starts empty and grows as it goes, and puts all of it on the
canvas: on a phone's 824 x 1830 device pixels, about 0.36 s of a repeat visit at 4x CPU
slowdown (docs/performance.md, "The web app"), paid again for a frame that changed nothing
(the app's start draws two alike frames) or one button. The copy's present_with_damage
keeps one picture, in the canvas's RGBA, of what the canvas shows:
- each row iced damaged is turned into RGBA over the picture's own row, four pixels at a
  time with wasm's SIMD, noting whether it changed;
- only the rows from the first to the last that changed are put, from image data that is a
  view of the picture (nothing is copied on the way, nothing allocated after the first
  frame).
Its resize allocates the surface's buffer anew, zeroed, instead of storing each pixel (RESIZE
below). Nothing else in the crate changes; the desktop builds use the crate as it is.

usage: softbuffer_present.py SOFTBUFFER_SOURCE_DIR OUT_DIR

Exits non-zero, saying so, when either function is not found once (a new softbuffer): then
this script needs a look, or can go if softbuffer presents as cheaply itself.
"""

import os
import re
import sys

import crate_copy

# The function replaced: the web surface's present_with_damage (the buffer's own, which
# takes `self` by value and calls this one, stays).
TARGET = re.compile(
    r"    fn present_with_damage\(&mut self, damage: &\[Rect\]\) -> Result<\(\), SoftBufferError> \{\n"
    r".*?\n    \}\n", re.S)

PRESENT = """    fn present_with_damage(&mut self, damage: &[Rect]) -> Result<(), SoftBufferError> {
        // PnP Companion's web build: packaging/web/softbuffer_present.py says what and why.
        let (stride, _) = self
            .size
            .expect("Must set size of surface before calling `present_with_damage()`");
        let stride = stride.get() as usize;
        let Some(union) = util::union_damage(damage) else {
            return Ok(());
        };
        let x = union.x as usize;
        let width = union.width.get() as usize;
        let first = union.y as usize;
        let canvas: JsValue = match &self.canvas {
            Canvas::Canvas { canvas, .. } => canvas.clone().into(),
            Canvas::OffscreenCanvas { canvas, .. } => canvas.clone().into(),
        };
        let buffer: &[u32] = &self.buffer;
        let presented = self.buffer_presented;
        self.buffer_presented = true;
        PNP_SHOWN.with(|shown| {
            let mut shown = shown.borrow_mut();
            let (on, shown_stride, rgba) = &mut *shown;
            let same = presented
                && on.as_ref().is_some_and(|c| Object::is(c, &canvas))
                && *shown_stride == stride
                && rgba.len() == buffer.len() * 4;
            if !same {
                // A new zeroed allocation, not `resize`: see RESIZE below.
                *rgba = Vec::new();
                *rgba = vec![0; buffer.len() * 4];
            }
            *on = Some(canvas);
            *shown_stride = stride;
            // Each damaged row written into what the canvas shows; the first and last that
            // changed are put (all of them on a canvas new to this buffer).
            let (mut top, mut bottom) = (usize::MAX, 0);
            for y in first..first + union.height.get() as usize {
                let at = y * stride + x;
                let changed = pnp_rgba(&buffer[at..at + width], &mut rgba[at * 4..(at + width) * 4]);
                if changed || !same {
                    top = top.min(y);
                    bottom = y + 1;
                }
            }
            if top >= bottom {
                return;
            }
            // The whole picture as image data (a view of this memory, not a copy), of
            // which only the changed rows are put.
            // Only throws where the length is not a whole number of rows of 4-byte pixels.
            let image_data =
                ImageData::new_with_u8_clamped_array(wasm_bindgen::Clamped(rgba), stride as u32)
                    .unwrap();
            // Only throws where the image data is detached, which it cannot be here.
            self.canvas
                .put_image_data(
                    &image_data,
                    0.0,
                    0.0,
                    x as f64,
                    top as f64,
                    width as f64,
                    (bottom - top) as f64,
                )
                .unwrap();
        });
        Ok(())
    }
"""

# What the canvas shows, as the RGBA bytes last put, with the canvas it is on and its row
# length in pixels; and the loop over pixels, four at a time where the build has wasm's SIMD.
SHOWN = """
thread_local! {
    static PNP_SHOWN: std::cell::RefCell<(Option<JsValue>, usize, Vec<u8>)> =
        const { std::cell::RefCell::new((None, 0, Vec::new())) };
}

/// softbuffer's 0RGB pixels written over `rgba` as the canvas's opaque RGBA bytes: whether
/// any of them changed.
fn pnp_rgba(pixels: &[u32], rgba: &mut [u8]) -> bool {
    #[cfg(not(target_feature = "simd128"))]
    let mut changed = false;
    #[cfg(target_feature = "simd128")]
    let (pixels, rgba, mut changed) = {
        use core::arch::wasm32::{
            i8x16_shuffle, u32x4_splat, v128, v128_any_true, v128_load, v128_or, v128_store,
            v128_xor,
        };
        let whole = pixels.len() / 4 * 4;
        let opaque = u32x4_splat(0xff00_0000);
        let mut differs = u32x4_splat(0);
        for (four, out) in pixels[..whole].chunks_exact(4).zip(rgba.chunks_exact_mut(16)) {
            // SAFETY: 16 bytes are read from `four`, and read from and written to `out`, which
            // hold them; wasm's loads and stores need no alignment.
            unsafe {
                let v = v128_load(four.as_ptr().cast::<v128>());
                let new = v128_or(
                    i8x16_shuffle::<2, 1, 0, 3, 6, 5, 4, 7, 10, 9, 8, 11, 14, 13, 12, 15>(v, v),
                    opaque,
                );
                let at = out.as_mut_ptr().cast::<v128>();
                differs = v128_or(differs, v128_xor(new, v128_load(at)));
                v128_store(at, new);
            }
        }
        (&pixels[whole..], &mut rgba[whole * 4..], v128_any_true(differs))
    };
    for (pixel, out) in pixels.iter().zip(rgba.chunks_exact_mut(4)) {
        let swapped = ((pixel >> 16) & 0xff) | (pixel & 0xff00) | ((pixel & 0xff) << 16);
        let new = (swapped | 0xff00_0000).to_le_bytes();
        changed |= out != new;
        out.copy_from_slice(&new);
    }
    changed
}
"""

# The surface resized: its buffer is allocated anew and zeroed, where `Vec::resize` stored
# each pixel in a loop (the web build's opt-level "z" keeps it a loop: 6 MB on a phone's
# screen, 38 ms of a profiled repeat visit on the phone model; the picture above, grown byte
# by byte, 99 ms). `vec![0; n]` asks the allocator for zeroed memory, which it clears with
# one `memory.fill`. What the buffer held is not kept: a resized surface has age 0, and iced
# draws all of it.
RESIZE = "            self.buffer.resize(total_len(width.get(), height.get()), 0);\n"
RESIZE_NEW = """            // PnP Companion's web build: packaging/web/softbuffer_present.py (RESIZE).
            *self.buffer = Vec::new();
            *self.buffer = vec![0; total_len(width.get(), height.get())];
"""


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    source, out = sys.argv[1], sys.argv[2]
    web = os.path.join("src", "backends", "web.rs")
    with open(os.path.join(source, web), encoding="utf-8") as f:
        code = f.read()
    found = TARGET.findall(code)
    if len(found) != 1 or "#[cfg(target_feature = \"atomics\")]" not in found[0]:
        sys.exit(f"softbuffer_present.py: the web surface's present_with_damage in "
                 f"{source}/{web} was found {len(found)} times, not once as expected: "
                 f"softbuffer changed; look at this script")
    if code.count(RESIZE) != 1:
        sys.exit(f"softbuffer_present.py: the web surface's resize in {source}/{web} was "
                 f"found {code.count(RESIZE)} times, not once as expected: softbuffer "
                 f"changed; look at this script")
    code = code.replace(RESIZE, RESIZE_NEW)
    crate_copy.write(source, out, web, TARGET.sub(lambda _: PRESENT, code) + SHOWN)
    print(f"softbuffer: the web present of softbuffer_present.py written to {out}")


if __name__ == "__main__":
    main()
