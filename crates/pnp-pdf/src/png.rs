//! A picture as a PNG: 8-bit RGB, its rows filtered by their left neighbour and deflated
//! (miniz_oxide, which the app already carries), and a `pHYs` chunk giving its resolution,
//! so a shop's upload or an editor reads it at its true size.

use crate::crc::crc32;

const SIGNATURE: &[u8] = b"\x89PNG\r\n\x1a\n";
/// Deflate's level: 6, zlib's default, small files at a fair speed.
const LEVEL: u8 = 6;

fn chunk(out: &mut Vec<u8>, kind: &[u8; 4], data: &[u8]) {
    out.extend_from_slice(&u32::try_from(data.len()).unwrap_or(u32::MAX).to_be_bytes());
    out.extend_from_slice(kind);
    out.extend_from_slice(data);
    out.extend_from_slice(&crc32(&[kind, data]).to_be_bytes());
}

/// `rgb` (three bytes a pixel, row after row from the top) as a PNG of `width` × `height`
/// at `dpi`.
pub fn encode_rgb(width: u32, height: u32, rgb: &[u8], dpi: u32) -> Vec<u8> {
    let row = 3 * width as usize;
    // Each row after its filter type: 1, each byte less the same channel of the pixel to
    // its left (flat colour, most of a card, becomes runs of zeros).
    let mut filtered = Vec::with_capacity((row + 1) * height as usize);
    for line in rgb.chunks_exact(row.max(1)).take(height as usize) {
        filtered.push(1);
        filtered.extend(line.iter().enumerate().map(|(i, &v)| {
            if i < 3 {
                v
            } else {
                v.wrapping_sub(line[i - 3])
            }
        }));
    }
    let mut header = Vec::with_capacity(13);
    header.extend_from_slice(&width.to_be_bytes());
    header.extend_from_slice(&height.to_be_bytes());
    // 8 bits, truecolour, deflate, adaptive filtering, not interlaced
    header.extend_from_slice(&[8, 2, 0, 0, 0]);
    let per_metre = (f64::from(dpi) / 0.0254).round() as u32;
    let mut physical = Vec::with_capacity(9);
    physical.extend_from_slice(&per_metre.to_be_bytes());
    physical.extend_from_slice(&per_metre.to_be_bytes());
    physical.push(1); // the unit: the metre
    let data = miniz_oxide::deflate::compress_to_vec_zlib(&filtered, LEVEL);
    let mut out = Vec::with_capacity(data.len() + 64);
    out.extend_from_slice(SIGNATURE);
    chunk(&mut out, b"IHDR", &header);
    chunk(&mut out, b"pHYs", &physical);
    chunk(&mut out, b"IDAT", &data);
    chunk(&mut out, b"IEND", &[]);
    out
}
