//! CRC-32 (ISO 3309, the polynomial 0xEDB88320 reflected), as PNG chunks and zip entries
//! carry it.

const fn table() -> [u32; 256] {
    let mut t = [0u32; 256];
    let mut n = 0;
    while n < 256 {
        let mut c = n as u32;
        let mut k = 0;
        while k < 8 {
            c = if c & 1 == 1 {
                0xEDB8_8320 ^ (c >> 1)
            } else {
                c >> 1
            };
            k += 1;
        }
        t[n] = c;
        n += 1;
    }
    t
}

static TABLE: [u32; 256] = table();

/// The CRC of the bytes of `parts`, one after another.
pub fn crc32(parts: &[&[u8]]) -> u32 {
    let mut c = !0u32;
    for part in parts {
        for &b in *part {
            c = TABLE[((c ^ u32::from(b)) & 0xff) as usize] ^ (c >> 8);
        }
    }
    !c
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_standard_check_value() {
        // CRC-32 of "123456789", the value every description of it gives.
        assert_eq!(super::crc32(&[b"123456789"]), 0xCBF4_3926);
        assert_eq!(super::crc32(&[b"1234", b"56789"]), 0xCBF4_3926);
        assert_eq!(super::crc32(&[]), 0);
    }
}
