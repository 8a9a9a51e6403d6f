//! A document as bytes, the narrow interface between the app's wasm and the writer's
//! (a browser hands them across as a `Uint8Array`). Little-endian numbers, strings as a
//! length and UTF-8, a tag before each operation; a version byte after the magic, so a
//! writer never misreads pages made by another build.

use crate::page::{Document, Duplex, Op, Page, Paint, PathPoint, Rgb};

const MAGIC: &[u8; 4] = b"PNPK";
const VERSION: u8 = 1;

/// Why bytes are not a document.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum WireError {
    #[error("not a print kit's pages")]
    NotPages,
    #[error("pages of another version ({0})")]
    Version(u8),
    #[error("the pages end too soon")]
    Short,
    #[error("an unknown drawing operation ({0})")]
    UnknownOp(u8),
    #[error("a text that is not UTF-8")]
    Text,
    #[error("{0} bytes after the last page")]
    Trailing(usize),
}

/// The document as bytes.
pub fn encode(doc: &Document) -> Vec<u8> {
    let mut w = Writer(Vec::with_capacity(64 * 1024));
    w.0.extend_from_slice(MAGIC);
    w.0.push(VERSION);
    w.str(&doc.title);
    w.str(&doc.creator);
    w.0.push(match doc.duplex {
        Duplex::LongEdge => 0,
        Duplex::ShortEdge => 1,
        Duplex::Simplex => 2,
    });
    w.len(doc.pages.len());
    for page in &doc.pages {
        w.f32(page.width);
        w.f32(page.height);
        w.len(page.ops.len());
        for op in &page.ops {
            w.op(op);
        }
    }
    w.0
}

/// The document the bytes carry.
pub fn decode(bytes: &[u8]) -> Result<Document, WireError> {
    let mut r = Reader { bytes, at: 0 };
    if r.take(4).map_err(|_| WireError::NotPages)? != MAGIC {
        return Err(WireError::NotPages);
    }
    match r.u8()? {
        VERSION => {}
        other => return Err(WireError::Version(other)),
    }
    let title = r.str()?;
    let creator = r.str()?;
    let duplex = match r.u8()? {
        0 => Duplex::LongEdge,
        2 => Duplex::Simplex,
        _ => Duplex::ShortEdge,
    };
    let count = r.len()?;
    let mut pages = Vec::with_capacity(count.min(1024));
    for _ in 0..count {
        let width = r.f32()?;
        let height = r.f32()?;
        let n = r.len()?;
        let mut ops = Vec::with_capacity(n.min(64 * 1024));
        for _ in 0..n {
            ops.push(r.op()?);
        }
        pages.push(Page { width, height, ops });
    }
    match bytes.len() - r.at {
        0 => Ok(Document {
            title,
            creator,
            duplex,
            pages,
        }),
        left => Err(WireError::Trailing(left)),
    }
}

mod tag {
    pub const SAVE: u8 = 0;
    pub const RESTORE: u8 = 1;
    pub const TRANSLATE: u8 = 2;
    pub const ROTATE: u8 = 3;
    pub const FILL_COLOUR: u8 = 4;
    pub const STROKE_COLOUR: u8 = 5;
    pub const LINE_WIDTH: u8 = 6;
    pub const SHAPE: u8 = 7;
    pub const LINE: u8 = 8;
    pub const TEXT: u8 = 9;
    pub const SCALE: u8 = 10;
}

struct Writer(Vec<u8>);

impl Writer {
    fn f32(&mut self, v: f32) {
        self.0.extend_from_slice(&v.to_le_bytes());
    }

    fn len(&mut self, n: usize) {
        // A page has far fewer than 4 billion of anything.
        self.0
            .extend_from_slice(&u32::try_from(n).unwrap_or(u32::MAX).to_le_bytes());
    }

    fn str(&mut self, s: &str) {
        self.len(s.len());
        self.0.extend_from_slice(s.as_bytes());
    }

    fn rgb(&mut self, c: Rgb) {
        self.f32(c.0);
        self.f32(c.1);
        self.f32(c.2);
    }

    fn op(&mut self, op: &Op) {
        match op {
            Op::Save => self.0.push(tag::SAVE),
            Op::Restore => self.0.push(tag::RESTORE),
            Op::Translate { x, y } => {
                self.0.push(tag::TRANSLATE);
                self.f32(*x);
                self.f32(*y);
            }
            Op::Rotate { degrees } => {
                self.0.push(tag::ROTATE);
                self.f32(*degrees);
            }
            Op::Scale { x, y } => {
                self.0.push(tag::SCALE);
                self.f32(*x);
                self.f32(*y);
            }
            Op::FillColour(c) => {
                self.0.push(tag::FILL_COLOUR);
                self.rgb(*c);
            }
            Op::StrokeColour(c) => {
                self.0.push(tag::STROKE_COLOUR);
                self.rgb(*c);
            }
            Op::LineWidth { points } => {
                self.0.push(tag::LINE_WIDTH);
                self.f32(*points);
            }
            Op::Shape { points, paint } => {
                self.0.push(tag::SHAPE);
                self.0.push(match paint {
                    Paint::Fill => 0,
                    Paint::Stroke => 1,
                    Paint::FillAndStroke => 2,
                });
                self.len(points.len());
                for p in points {
                    self.f32(p.x);
                    self.f32(p.y);
                    self.0.push(u8::from(p.curve));
                }
            }
            Op::Line { points } => {
                self.0.push(tag::LINE);
                self.len(points.len());
                for (x, y) in points {
                    self.f32(*x);
                    self.f32(*y);
                }
            }
            Op::Text {
                x,
                y,
                points,
                bold,
                text,
            } => {
                self.0.push(tag::TEXT);
                self.f32(*x);
                self.f32(*y);
                self.f32(*points);
                self.0.push(u8::from(*bold));
                self.str(text);
            }
        }
    }
}

struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl<'a> Reader<'a> {
    fn take(&mut self, n: usize) -> Result<&'a [u8], WireError> {
        let end = self.at.checked_add(n).ok_or(WireError::Short)?;
        let taken = self.bytes.get(self.at..end).ok_or(WireError::Short)?;
        self.at = end;
        Ok(taken)
    }

    fn u8(&mut self) -> Result<u8, WireError> {
        Ok(self.take(1)?[0])
    }

    fn four(&mut self) -> Result<[u8; 4], WireError> {
        let mut b = [0; 4];
        b.copy_from_slice(self.take(4)?);
        Ok(b)
    }

    fn f32(&mut self) -> Result<f32, WireError> {
        Ok(f32::from_le_bytes(self.four()?))
    }

    /// A count, never more than the bytes left could hold (one byte each at least).
    fn len(&mut self) -> Result<usize, WireError> {
        let n = u32::from_le_bytes(self.four()?) as usize;
        if n > self.bytes.len() - self.at {
            return Err(WireError::Short);
        }
        Ok(n)
    }

    fn str(&mut self) -> Result<String, WireError> {
        let n = self.len()?;
        let bytes = self.take(n)?;
        String::from_utf8(bytes.to_vec()).map_err(|_| WireError::Text)
    }

    fn rgb(&mut self) -> Result<Rgb, WireError> {
        Ok(Rgb(self.f32()?, self.f32()?, self.f32()?))
    }

    fn op(&mut self) -> Result<Op, WireError> {
        Ok(match self.u8()? {
            tag::SAVE => Op::Save,
            tag::RESTORE => Op::Restore,
            tag::TRANSLATE => Op::Translate {
                x: self.f32()?,
                y: self.f32()?,
            },
            tag::ROTATE => Op::Rotate {
                degrees: self.f32()?,
            },
            tag::SCALE => Op::Scale {
                x: self.f32()?,
                y: self.f32()?,
            },
            tag::FILL_COLOUR => Op::FillColour(self.rgb()?),
            tag::STROKE_COLOUR => Op::StrokeColour(self.rgb()?),
            tag::LINE_WIDTH => Op::LineWidth {
                points: self.f32()?,
            },
            tag::SHAPE => {
                let paint = match self.u8()? {
                    0 => Paint::Fill,
                    1 => Paint::Stroke,
                    _ => Paint::FillAndStroke,
                };
                let n = self.len()?;
                let mut points = Vec::with_capacity(n);
                for _ in 0..n {
                    points.push(PathPoint {
                        x: self.f32()?,
                        y: self.f32()?,
                        curve: self.u8()? != 0,
                    });
                }
                Op::Shape { points, paint }
            }
            tag::LINE => {
                let n = self.len()?;
                let mut points = Vec::with_capacity(n);
                for _ in 0..n {
                    points.push((self.f32()?, self.f32()?));
                }
                Op::Line { points }
            }
            tag::TEXT => Op::Text {
                x: self.f32()?,
                y: self.f32()?,
                points: self.f32()?,
                bold: self.u8()? != 0,
                text: self.str()?,
            },
            other => return Err(WireError::UnknownOp(other)),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn sample() -> Document {
        Document {
            title: "Kit – Spielsteine".into(),
            creator: "PnP Companion".into(),
            duplex: Duplex::ShortEdge,
            pages: vec![Page {
                width: 210.0,
                height: 297.0,
                ops: vec![
                    Op::Save,
                    Op::Translate { x: 1.5, y: -2.0 },
                    Op::Rotate { degrees: 90.0 },
                    Op::Scale { x: 1.01, y: 0.99 },
                    Op::FillColour(Rgb(0.1, 0.2, 0.3)),
                    Op::StrokeColour(Rgb(1.0, 0.0, 0.5)),
                    Op::LineWidth { points: 0.25 },
                    Op::Shape {
                        points: vec![
                            PathPoint {
                                x: 0.0,
                                y: 0.0,
                                curve: false,
                            },
                            PathPoint {
                                x: 1.0,
                                y: 2.0,
                                curve: true,
                            },
                        ],
                        paint: Paint::FillAndStroke,
                    },
                    Op::Line {
                        points: vec![(0.0, 0.0), (63.5, 88.0)],
                    },
                    Op::Text {
                        x: 3.0,
                        y: 4.0,
                        points: 6.5,
                        bold: true,
                        text: "Würfelkarte « 3B »".into(),
                    },
                    Op::Restore,
                ],
            }],
        }
    }

    #[test]
    fn a_document_comes_back_as_it_went() {
        let doc = sample();
        assert_eq!(decode(&encode(&doc)), Ok(doc));
    }

    #[test]
    fn broken_bytes_are_named() {
        let bytes = encode(&sample());
        assert_eq!(decode(b"%PDF-1.7"), Err(WireError::NotPages));
        let mut other = bytes.clone();
        other[4] = 9;
        assert_eq!(decode(&other), Err(WireError::Version(9)));
        assert_eq!(decode(&bytes[..bytes.len() - 3]), Err(WireError::Short));
        let mut longer = bytes.clone();
        longer.extend_from_slice(&[0, 0]);
        assert_eq!(decode(&longer), Err(WireError::Trailing(2)));
    }

    proptest! {
        /// Cut or changed anywhere, the bytes give an error or a document, never a panic
        /// or a huge allocation.
        #[test]
        fn any_bytes_are_read_safely(cut in 0usize..400, at in 0usize..400, to in any::<u8>()) {
            let mut bytes = encode(&sample());
            if let Some(b) = bytes.get_mut(at) {
                *b = to;
            }
            bytes.truncate(cut.max(1));
            let _ = decode(&bytes);
        }
    }
}
