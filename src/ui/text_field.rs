//! A text field that tells the phone's keyboard its value, never its placeholder.
//!
//! iced reports a text field's *visible* text to operations: its placeholder while it is
//! empty. The phone keyboard's hidden input ([`super::soft_keyboard`]) was started with that
//! text, so an empty "Name (optional)" field opened a keyboard that predicted from the words
//! "Name (optional)". Wrapped here, a field first hands operations its real value (as a
//! [`FieldValue`] in a `custom` call with the field's bounds), which the soft keyboard takes
//! in place of what iced reports; every other operation sees the field as before.

use super::wrapper;
use iced::Element;
use iced::advanced::widget::Operation;
use iced::advanced::{Layout, renderer};

/// A text field's value, told to operations just before the field itself.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FieldValue(pub String);

/// `input` (a text field) showing `value`: the soft keyboard starts from `value`, never from
/// the field's placeholder.
pub fn text_field<'a, M: 'a, Theme: 'a, R: renderer::Renderer + 'a>(
    input: impl Into<Element<'a, M, Theme, R>>,
    value: &str,
) -> Element<'a, M, Theme, R> {
    wrapper::wrap(input, FieldValue(value.to_string()))
}

/// Around the field: its value, told to every operation just before the field.
impl<M, Theme, R: renderer::Renderer> wrapper::Around<M, Theme, R> for FieldValue {
    fn operate(&self, layout: Layout<'_>, operation: &mut dyn Operation) {
        let mut value = self.clone();
        operation.custom(None, layout.bounds(), &mut value);
    }
}
