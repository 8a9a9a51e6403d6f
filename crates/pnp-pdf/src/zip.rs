//! A zip archive of files stored as they are (PNGs are compressed already), the form every
//! unzipping tool and every shop's upload reads. Each entry is dated 1 January 1980, zip's
//! first day, so the same pages make the same bytes.

/// Entries and their place, for the central directory.
#[derive(Default)]
pub struct StoredZip {
    out: Vec<u8>,
    entries: Vec<Entry>,
}

struct Entry {
    name: String,
    crc: u32,
    size: u32,
    offset: u32,
}

/// 1980-01-01 00:00 in MS-DOS form (date, time).
const DOS_DATE: u16 = (1 << 5) | 1;
const DOS_TIME: u16 = 0;
/// Version 2.0 of the format: what stored files and folders need.
const VERSION: u16 = 20;
/// Bit 11: the names are UTF-8.
const UTF8_NAMES: u16 = 1 << 11;

fn u16le(out: &mut Vec<u8>, v: u16) {
    out.extend_from_slice(&v.to_le_bytes());
}

fn u32le(out: &mut Vec<u8>, v: u32) {
    out.extend_from_slice(&v.to_le_bytes());
}

/// A length as zip's 32 bits (the kit's archives are a few megabytes; a larger one would
/// need Zip64, which this does not write).
fn len32(n: usize) -> u32 {
    u32::try_from(n).unwrap_or(u32::MAX)
}

impl StoredZip {
    pub fn add(&mut self, name: &str, data: &[u8]) {
        let entry = Entry {
            name: name.to_string(),
            crc: crate::crc::crc32(&[data]),
            size: len32(data.len()),
            offset: len32(self.out.len()),
        };
        let out = &mut self.out;
        u32le(out, 0x0403_4b50);
        u16le(out, VERSION);
        u16le(out, UTF8_NAMES);
        u16le(out, 0); // stored
        u16le(out, DOS_TIME);
        u16le(out, DOS_DATE);
        u32le(out, entry.crc);
        u32le(out, entry.size);
        u32le(out, entry.size);
        u16le(out, u16::try_from(name.len()).unwrap_or(u16::MAX));
        u16le(out, 0);
        out.extend_from_slice(name.as_bytes());
        out.extend_from_slice(data);
        self.entries.push(entry);
    }

    /// The archive's bytes: the entries, then their directory.
    pub fn finish(mut self) -> Vec<u8> {
        let directory_at = len32(self.out.len());
        let out = &mut self.out;
        for e in &self.entries {
            u32le(out, 0x0201_4b50);
            u16le(out, VERSION);
            u16le(out, VERSION);
            u16le(out, UTF8_NAMES);
            u16le(out, 0);
            u16le(out, DOS_TIME);
            u16le(out, DOS_DATE);
            u32le(out, e.crc);
            u32le(out, e.size);
            u32le(out, e.size);
            u16le(out, u16::try_from(e.name.len()).unwrap_or(u16::MAX));
            u16le(out, 0); // extra
            u16le(out, 0); // comment
            u16le(out, 0); // disk
            u16le(out, 0); // internal attributes
            u32le(out, 0); // external attributes
            u32le(out, e.offset);
            out.extend_from_slice(e.name.as_bytes());
        }
        let directory_size = len32(out.len()) - directory_at;
        let count = u16::try_from(self.entries.len()).unwrap_or(u16::MAX);
        u32le(out, 0x0605_4b50);
        u16le(out, 0);
        u16le(out, 0);
        u16le(out, count);
        u16le(out, count);
        u32le(out, directory_size);
        u32le(out, directory_at);
        u16le(out, 0);
        self.out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn unzip_reads_back_what_was_stored() {
        let mut zip = StoredZip::default();
        zip.add("01-front.png", b"first file");
        zip.add("01-back.png", b"");
        zip.add("bytes.bin", &[0u8, 1, 2, 255]);
        let bytes = zip.finish();
        let dir = std::env::temp_dir().join(format!("pnp-zip-{}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("temp dir");
        let archive = dir.join("a.zip");
        std::fs::write(&archive, &bytes).expect("written");
        // The system's unzip, where there is one, is the independent reader.
        let Ok(out) = std::process::Command::new("unzip")
            .arg("-o")
            .arg("-qq")
            .arg(&archive)
            .arg("-d")
            .arg(&dir)
            .output()
        else {
            // CI installs it (scripts/check-tools.sh); elsewhere the test says so and skips.
            assert!(
                std::env::var("CI").as_deref() != Ok("true"),
                "unzip is missing; scripts/check-tools.sh --install brings it"
            );
            eprintln!("SKIPPED: no unzip on this machine");
            return;
        };
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        assert_eq!(
            std::fs::read(dir.join("01-front.png")).ok(),
            Some(b"first file".to_vec())
        );
        assert_eq!(
            std::fs::read(dir.join("01-back.png")).ok(),
            Some(Vec::new())
        );
        assert_eq!(
            std::fs::read(dir.join("bytes.bin")).ok(),
            Some(vec![0, 1, 2, 255])
        );
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn the_same_files_make_the_same_bytes_and_the_directory_counts_them() {
        let make = || {
            let mut zip = StoredZip::default();
            zip.add("a", b"1");
            zip.add("b", b"22");
            zip.finish()
        };
        let bytes = make();
        assert_eq!(bytes, make());
        let end = &bytes[bytes.len() - 22..];
        assert_eq!(&end[..4], &[0x50, 0x4b, 0x05, 0x06]);
        assert_eq!(u16::from_le_bytes([end[10], end[11]]), 2);
    }
}
