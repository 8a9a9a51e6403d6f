//! A text field that tells the phone's keyboard its value, never its placeholder.
//!
//! iced reports a text field's *visible* text to operations: its placeholder while it is
//! empty. The phone keyboard's hidden input ([`super::soft_keyboard`]) was started with that
//! text, so an empty "Name (optional)" field opened a keyboard that predicted from the words
//! "Name (optional)". Wrapped here, a field first hands operations its real value (as a
//! [`FieldValue`] in a `custom` call with the field's bounds), which the soft keyboard takes
//! in place of what iced reports; every other operation sees the field as before.

use iced::advanced::widget::{Operation, Tree};
use iced::advanced::{Clipboard, Layout, Shell, Widget, layout, mouse, overlay, renderer};
use iced::{Element, Event, Length, Rectangle, Size, Vector};

/// A text field's value, told to operations just before the field itself.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FieldValue(pub String);

/// `input` (a text field) showing `value`: the soft keyboard starts from `value`, never from
/// the field's placeholder.
pub fn text_field<'a, M: 'a, Theme: 'a, R: renderer::Renderer + 'a>(
    input: impl Into<Element<'a, M, Theme, R>>,
    value: &str,
) -> Element<'a, M, Theme, R> {
    Element::new(TextField {
        input: input.into(),
        value: FieldValue(value.to_string()),
    })
}

struct TextField<'a, M, Theme, R> {
    input: Element<'a, M, Theme, R>,
    value: FieldValue,
}

// Its one child, the field, is always there: its tree is built by `children` and kept
// matched by `diff`, as in iced's own wrappers.
#[allow(clippy::indexing_slicing)]
impl<M, Theme, R: renderer::Renderer> Widget<M, Theme, R> for TextField<'_, M, Theme, R> {
    fn size(&self) -> Size<Length> {
        self.input.as_widget().size()
    }

    fn size_hint(&self) -> Size<Length> {
        self.input.as_widget().size_hint()
    }

    fn children(&self) -> Vec<Tree> {
        vec![Tree::new(&self.input)]
    }

    fn diff(&self, tree: &mut Tree) {
        tree.diff_children(std::slice::from_ref(&self.input));
    }

    fn layout(&mut self, tree: &mut Tree, renderer: &R, limits: &layout::Limits) -> layout::Node {
        self.input
            .as_widget_mut()
            .layout(&mut tree.children[0], renderer, limits)
    }

    fn draw(
        &self,
        tree: &Tree,
        renderer: &mut R,
        theme: &Theme,
        style: &renderer::Style,
        layout: Layout<'_>,
        cursor: mouse::Cursor,
        viewport: &Rectangle,
    ) {
        self.input.as_widget().draw(
            &tree.children[0],
            renderer,
            theme,
            style,
            layout,
            cursor,
            viewport,
        );
    }

    fn operate(
        &mut self,
        tree: &mut Tree,
        layout: Layout<'_>,
        renderer: &R,
        operation: &mut dyn Operation,
    ) {
        let mut value = self.value.clone();
        operation.custom(None, layout.bounds(), &mut value);
        self.input
            .as_widget_mut()
            .operate(&mut tree.children[0], layout, renderer, operation);
    }

    fn update(
        &mut self,
        tree: &mut Tree,
        event: &Event,
        layout: Layout<'_>,
        cursor: mouse::Cursor,
        renderer: &R,
        clipboard: &mut dyn Clipboard,
        shell: &mut Shell<'_, M>,
        viewport: &Rectangle,
    ) {
        self.input.as_widget_mut().update(
            &mut tree.children[0],
            event,
            layout,
            cursor,
            renderer,
            clipboard,
            shell,
            viewport,
        );
    }

    fn mouse_interaction(
        &self,
        tree: &Tree,
        layout: Layout<'_>,
        cursor: mouse::Cursor,
        viewport: &Rectangle,
        renderer: &R,
    ) -> mouse::Interaction {
        self.input.as_widget().mouse_interaction(
            &tree.children[0],
            layout,
            cursor,
            viewport,
            renderer,
        )
    }

    fn overlay<'b>(
        &'b mut self,
        tree: &'b mut Tree,
        layout: Layout<'b>,
        renderer: &R,
        viewport: &Rectangle,
        translation: Vector,
    ) -> Option<overlay::Element<'b, M, Theme, R>> {
        self.input.as_widget_mut().overlay(
            &mut tree.children[0],
            layout,
            renderer,
            viewport,
            translation,
        )
    }
}
