//! The bundled font (Noto Sans, OFL; see fonts/README.md), shared by the app and the PDFs.

pub const REGULAR: &[u8] = include_bytes!("../fonts/NotoSans-Regular.ttf");
pub const BOLD: &[u8] = include_bytes!("../fonts/NotoSans-Bold.ttf");
/// The family name inside the files, which is how iced finds them.
pub const FAMILY: &str = "Noto Sans";
