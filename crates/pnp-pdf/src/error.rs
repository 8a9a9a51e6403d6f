//! Why a PDF (or a page's picture) could not be written, and the same as it crosses from the writer's wasm to the
//! app's (a short code; the library's own detail after a colon). The app words it.

use crate::wire::WireError;

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum WriteError {
    /// The bytes were not pages this writer reads (say, from another build of the app).
    #[error("pages")]
    Pages,
    #[error("font")]
    Font,
    /// A page too large (or of no size) to draw as a picture.
    #[error("image")]
    Image,
    /// A zip of pictures was asked for with a name for each page, and the names did not
    /// match the pages.
    #[error("names")]
    Names,
    /// The PDF's catalog could not be changed (lopdf's detail).
    #[error("catalog:{0}")]
    Catalog(String),
    /// The PDF could not be written out (lopdf's detail).
    #[error("save:{0}")]
    Save(String),
}

impl From<WireError> for WriteError {
    fn from(_: WireError) -> Self {
        WriteError::Pages
    }
}

impl WriteError {
    /// The error from its code (its `Display`); a code this build does not know is kept as
    /// the writer's detail.
    pub fn from_code(code: &str) -> WriteError {
        match code.split_once(':') {
            Some(("catalog", detail)) => WriteError::Catalog(detail.into()),
            Some(("save", detail)) => WriteError::Save(detail.into()),
            _ if code == "pages" => WriteError::Pages,
            _ if code == "font" => WriteError::Font,
            _ if code == "image" => WriteError::Image,
            _ if code == "names" => WriteError::Names,
            _ => WriteError::Save(code.into()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_error_crosses_as_its_code_and_comes_back() {
        for e in [
            WriteError::Pages,
            WriteError::Font,
            WriteError::Image,
            WriteError::Names,
            WriteError::Catalog("no Root".into()),
            WriteError::Save("disk: full".into()),
        ] {
            assert_eq!(WriteError::from_code(&e.to_string()), e);
        }
        assert_eq!(
            WriteError::from_code("something new"),
            WriteError::Save("something new".into())
        );
    }
}
