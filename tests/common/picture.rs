//! A print shop's files read back: a PNG's pixels and resolution, and the entries of a
//! zip stored as it is (the form the app writes; crates/pnp-pdf checks it with `unzip`).

/// A PNG decoded: its size, its resolution (from `pHYs`, in dots per inch) and its pixels
/// as RGB.
pub struct Picture {
    pub width: u32,
    pub height: u32,
    pub dpi: Option<f32>,
    pub rgb: Vec<u8>,
}

impl Picture {
    pub fn read(bytes: &[u8]) -> Picture {
        let decoder = png::Decoder::new(std::io::Cursor::new(bytes));
        let mut reader = decoder.read_info().expect("a PNG");
        let dpi = reader.info().pixel_dims.and_then(|d| {
            (d.unit == png::Unit::Meter && d.xppu == d.yppu).then_some(d.xppu as f32 * 0.0254)
        });
        let mut buf = vec![0; reader.output_buffer_size().expect("a size")];
        let frame = reader.next_frame(&mut buf).expect("its pixels");
        assert_eq!(frame.color_type, png::ColorType::Rgb, "opaque RGB");
        assert_eq!(frame.bit_depth, png::BitDepth::Eight);
        buf.truncate(frame.buffer_size());
        Picture {
            width: frame.width,
            height: frame.height,
            dpi,
            rgb: buf,
        }
    }

    pub fn at(&self, x: u32, y: u32) -> [u8; 3] {
        let i = 3 * (y as usize * self.width as usize + x as usize);
        [self.rgb[i], self.rgb[i + 1], self.rgb[i + 2]]
    }

    /// The four corner pixels.
    pub fn corners(&self) -> [[u8; 3]; 4] {
        let (r, b) = (self.width - 1, self.height - 1);
        [self.at(0, 0), self.at(r, 0), self.at(0, b), self.at(r, b)]
    }
}

/// A colour 0 to 1 as 8-bit channels.
pub fn rgb8(c: (f32, f32, f32)) -> [u8; 3] {
    [c.0, c.1, c.2].map(|v| (v * 255.0).round() as u8)
}

/// Two colours within `by` on every channel.
pub fn near(a: [u8; 3], b: [u8; 3], by: u8) -> bool {
    a.iter().zip(&b).all(|(x, y)| x.abs_diff(*y) <= by)
}

/// The files of a zip in their order: name and bytes, each checked against its CRC.
pub fn unzip(bytes: &[u8]) -> Vec<(String, Vec<u8>)> {
    let u16at = |i: usize| u16::from_le_bytes([bytes[i], bytes[i + 1]]) as usize;
    let u32at = |i: usize| u32::from_le_bytes([bytes[i], bytes[i + 1], bytes[i + 2], bytes[i + 3]]);
    let mut files = Vec::new();
    let mut at = 0;
    while bytes[at..].starts_with(&[0x50, 0x4b, 0x03, 0x04]) {
        assert_eq!(u16at(at + 8), 0, "stored, not compressed");
        let crc = u32at(at + 14);
        let size = u32at(at + 18) as usize;
        let name_len = u16at(at + 26);
        let extra = u16at(at + 28);
        let name = String::from_utf8(bytes[at + 30..at + 30 + name_len].to_vec()).expect("utf-8");
        let from = at + 30 + name_len + extra;
        let data = bytes[from..from + size].to_vec();
        assert_eq!(crc32(&data), crc, "{name}'s CRC");
        files.push((name, data));
        at = from + size;
    }
    assert!(
        bytes[at..].starts_with(&[0x50, 0x4b, 0x01, 0x02]),
        "the directory follows"
    );
    files
}

/// CRC-32 as zip reckons it, bit by bit (slow and plain: an independent check).
fn crc32(data: &[u8]) -> u32 {
    let mut crc = !0u32;
    for &b in data {
        crc ^= u32::from(b);
        for _ in 0..8 {
            crc = if crc & 1 == 1 {
                (crc >> 1) ^ 0xEDB8_8320
            } else {
                crc >> 1
            };
        }
    }
    !crc
}
