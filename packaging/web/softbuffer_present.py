#!/usr/bin/env python3
"""Writes a copy of softbuffer whose web backend presents a frame with less work, for the
web build only (packaging/web/build.sh patches it in).

iced's tiny-skia compositor draws only what changed, then presents the whole surface; on the
web, softbuffer then turns every pixel into the canvas's RGBA through two nested `flat_map`s
collected into a Vec that starts empty and grows as it goes, and puts all of it on the
canvas: on a phone's 824 x 1830 device pixels, about 0.36 s of a repeat visit at 4x CPU
slowdown (docs/performance.md, "The web app"), paid again for a frame that changed nothing (the app's
start draws two alike frames) or one button. The copy's present_with_damage:
- leaves out the rows at the top and the bottom that are what the canvas already shows (a
  copy of the last frame presented on that canvas is kept to compare with);
- turns the rest into RGBA in one loop, into a buffer of its final size, and puts it.
Nothing else in the crate changes; the desktop builds use the crate as it is.

usage: softbuffer_present.py SOFTBUFFER_SOURCE_DIR OUT_DIR

Exits non-zero, saying so, when the function is not found once (a new softbuffer): then
this script needs a look, or can go if softbuffer presents as cheaply itself.
"""

import os
import re
import shutil
import sys

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
        let mut top = union.y as usize;
        let mut bottom = top + union.height.get() as usize;
        let canvas: JsValue = match &self.canvas {
            Canvas::Canvas { canvas, .. } => canvas.clone().into(),
            Canvas::OffscreenCanvas { canvas, .. } => canvas.clone().into(),
        };
        let buffer: &[u32] = &self.buffer;
        let row = |y: usize| y * stride + x..y * stride + x + width;
        let presented = self.buffer_presented;
        PNP_SHOWN.with(|shown| {
            let mut shown = shown.borrow_mut();
            let (on, shown_stride, pixels) = &mut *shown;
            let same = presented
                && on.as_ref().is_some_and(|c| Object::is(c, &canvas))
                && *shown_stride == stride
                && pixels.len() == buffer.len();
            if same {
                while top < bottom && buffer[row(top)] == pixels[row(top)] {
                    top += 1;
                }
                while bottom > top && buffer[row(bottom - 1)] == pixels[row(bottom - 1)] {
                    bottom -= 1;
                }
                for y in top..bottom {
                    pixels[row(y)].copy_from_slice(&buffer[row(y)]);
                }
            } else {
                pixels.clear();
                pixels.extend_from_slice(buffer);
            }
            *on = Some(canvas);
            *shown_stride = stride;
        });
        self.buffer_presented = true;
        if top == bottom {
            return Ok(());
        }

        let height = bottom - top;
        let mut bitmap = vec![0u8; width * height * 4];
        for (y, out) in (top..bottom).zip(bitmap.chunks_exact_mut(width * 4)) {
            for (pixel, rgba) in buffer[row(y)].iter().zip(out.chunks_exact_mut(4)) {
                let swapped = ((pixel >> 16) & 0xff) | (pixel & 0xff00) | ((pixel & 0xff) << 16);
                rgba.copy_from_slice(&(swapped | 0xff00_0000).to_le_bytes());
            }
        }
        // Only throws where the bitmap's length is not a multiple of its width's 4 bytes.
        let image_data =
            ImageData::new_with_u8_clamped_array(wasm_bindgen::Clamped(&bitmap), width as u32)
                .unwrap();
        // Only throws where the image data is detached, which it cannot be here.
        self.canvas
            .put_image_data(
                &image_data,
                x as f64,
                top as f64,
                0.0,
                0.0,
                width as f64,
                height as f64,
            )
            .unwrap();
        Ok(())
    }
"""

# The last frame presented, with the canvas it is on and its row length.
SHOWN = """
thread_local! {
    static PNP_SHOWN: std::cell::RefCell<(Option<JsValue>, usize, Vec<u32>)> =
        const { std::cell::RefCell::new((None, 0, Vec::new())) };
}
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
    patched = TARGET.sub(lambda _: PRESENT, code) + SHOWN
    # Written afresh each build, so a stale copy of another version never lingers.
    if os.path.isdir(out):
        shutil.rmtree(out)
    shutil.copytree(source, out)
    with open(os.path.join(out, web), "w", encoding="utf-8") as f:
        f.write(patched)
    print(f"softbuffer: the web present of softbuffer_present.py written to {out}")


if __name__ == "__main__":
    main()
