//! The phone's own keyboard for the app's text fields, in a browser.
//!
//! iced draws its text fields on a canvas, and a phone's browser opens its on-screen keyboard
//! only for a page element that takes text. After each event the page's wrapper
//! ([`super::swipe`]) asks here which text field has the focus; while one has, the platform
//! keeps a hidden input focused over it (the keyboard opens, and the browser pans the page to
//! the field) and turns what is typed there into key presses for the canvas. On the desktop
//! none of this runs.

use super::platform::{self, KeyboardField};
use super::scrolled_by::ScrolledBy;
use iced::advanced::widget::operation::{Focusable, Operation, Scrollable, TextInput};
use iced::advanced::widget::{Id, Tree, Widget};
use iced::advanced::{Layout, renderer};
use iced::{Event, Rectangle, Vector, mouse, touch, window};

/// The text field that has the focus.
#[derive(Debug, Clone, PartialEq)]
pub struct Focused {
    /// Where its layout puts it: the same field keeps the same bounds while it is scrolled.
    pub bounds: Rectangle,
    /// Where it is on the screen, scrolled.
    pub on_screen: Rectangle,
    /// Its value (see [`super::text_field`]); a field not wrapped so reports what it shows,
    /// its placeholder while it is empty.
    pub text: String,
}

/// The text field among `content`'s widgets that has the focus, if one has.
pub fn focused<M, Theme, R: renderer::Renderer>(
    content: &mut dyn Widget<M, Theme, R>,
    tree: &mut Tree,
    layout: Layout<'_>,
    renderer: &R,
) -> Option<Focused> {
    let mut find = FindFocused::default();
    content.operate(tree, layout, renderer, &mut find);
    find.found
}

/// What the page last told the platform: the bounds of the field the keyboard is for.
pub type Told = Option<Rectangle>;

/// While the keyboard is up the canvas has lost the page's focus to the hidden input; a
/// text field told so would stop drawing its cursor, so the page keeps that news from it.
pub fn keeps_from_content(told: &Told, event: &Event) -> bool {
    told.is_some() && matches!(event, Event::Window(window::Event::Unfocused))
}

/// Tells the platform when the focused field changes (another field, or none), and again on
/// a press while a field keeps the focus (the player may have put the keyboard away and
/// tapped the field to bring it back). `page_width` is the page's width in the layout's
/// units: the platform scales the field's place to the page's own.
pub fn follow(told: &mut Told, event: &Event, now: Option<Focused>, page_width: f32) {
    let pressed = matches!(
        event,
        Event::Touch(touch::Event::FingerPressed { .. })
            | Event::Mouse(mouse::Event::ButtonPressed(_))
    );
    match now {
        None => {
            if told.take().is_some() {
                platform::soft_keyboard(None);
            }
        }
        Some(field) => {
            let new_field = *told != Some(field.bounds);
            if new_field || pressed {
                platform::soft_keyboard(Some(KeyboardField {
                    at: field.on_screen,
                    page_width,
                    text: field.text,
                    new_field,
                }));
            }
            *told = Some(field.bounds);
        }
    }
}

/// Visits every widget, keeping the text field that has the focus. A text field reports its
/// text first and its focus next, each with its bounds; scrollables report how far their
/// content is moved before it is visited.
#[derive(Default)]
struct FindFocused {
    scrolled: ScrolledBy,
    /// The last text field seen.
    last: Option<Focused>,
    found: Option<Focused>,
    /// The value a wrapped text field told just before the field itself, with its bounds.
    value: Option<(Rectangle, String)>,
}

impl Operation for FindFocused {
    fn traverse(&mut self, operate: &mut dyn FnMut(&mut dyn Operation)) {
        if self.found.is_some() {
            return;
        }
        let outside = self.scrolled.enter();
        operate(self);
        self.scrolled.leave(outside);
    }

    fn scrollable(
        &mut self,
        _id: Option<&Id>,
        _bounds: Rectangle,
        _content_bounds: Rectangle,
        translation: Vector,
        _state: &mut dyn Scrollable,
    ) {
        self.scrolled.scrollable(translation);
    }

    fn text_input(&mut self, _id: Option<&Id>, bounds: Rectangle, state: &mut dyn TextInput) {
        let text = match self.value.take() {
            Some((at, value)) if at == bounds => value,
            _ => state.text().to_string(),
        };
        self.last = Some(Focused {
            bounds,
            on_screen: bounds - self.scrolled.around(),
            text,
        });
    }

    fn custom(&mut self, _id: Option<&Id>, bounds: Rectangle, state: &mut dyn std::any::Any) {
        if let Some(super::text_field::FieldValue(value)) = state.downcast_ref() {
            self.value = Some((bounds, value.clone()));
        }
    }

    fn focusable(&mut self, _id: Option<&Id>, bounds: Rectangle, state: &mut dyn Focusable) {
        if state.is_focused()
            && self.found.is_none()
            && let Some(field) = self.last.take_if(|f| f.bounds == bounds)
        {
            self.found = Some(field);
        }
    }
}

#[allow(clippy::unwrap_used)]
#[cfg(test)]
mod tests {
    use super::*;
    use iced::advanced::layout::Limits;
    use iced::advanced::widget::operation::{focusable, scrollable as scrolling};
    use iced::widget::operation::AbsoluteOffset;
    use iced::widget::{Space, column, scrollable, text_input};
    use iced::{Element, Size, Theme};

    fn page<'a>() -> Element<'a, (), Theme, ()> {
        scrollable(
            column![
                text_input("first", "").id("first").on_input(|_| ()),
                Space::new().height(400),
                text_input("second", "kept").id("second").on_input(|_| ()),
            ]
            .width(300),
        )
        .id("page")
        .height(300)
        .into()
    }

    #[test]
    fn the_focused_field_is_found_with_its_text_and_its_place_scrolled() {
        let mut content = page();
        let mut tree = Tree::new(&content);
        let node = content.as_widget_mut().layout(
            &mut tree,
            &(),
            &Limits::new(Size::ZERO, Size::new(300.0, 300.0)),
        );
        let layout = Layout::new(&node);
        let widget = content.as_widget_mut();
        widget.operate(
            &mut tree,
            layout,
            &(),
            &mut scrolling::scroll_to(
                "page".into(),
                AbsoluteOffset {
                    x: None,
                    y: Some(120.0),
                },
            ),
        );
        assert_eq!(
            focused(widget, &mut tree, layout, &()),
            None,
            "no field has the focus yet"
        );

        widget.operate(
            &mut tree,
            layout,
            &(),
            &mut focusable::focus("second".into()),
        );
        let field = focused(widget, &mut tree, layout, &()).unwrap();
        assert_eq!(field.text, "kept");
        assert!(field.bounds.y >= 400.0, "{field:?}");
        assert_eq!(field.on_screen.y, field.bounds.y - 120.0, "{field:?}");

        widget.operate(
            &mut tree,
            layout,
            &(),
            &mut focusable::focus("first".into()),
        );
        let field = focused(widget, &mut tree, layout, &()).unwrap();
        assert_eq!(field.text, "first", "an empty field shows its placeholder");
    }

    /// A field wrapped by `text_field` tells the keyboard its value: empty, not its
    /// placeholder (issue 45: the phone's keyboard predicted from "Name (optional)").
    #[test]
    fn a_wrapped_empty_field_tells_its_value_not_its_placeholder() {
        let mut content: Element<'_, (), iced::Theme, ()> = column![
            crate::ui::text_field::text_field(
                text_input("Name (optional)", "")
                    .id("name")
                    .on_input(|_| ()),
                "",
            ),
            crate::ui::text_field::text_field(
                text_input("Seed", "42").id("seed").on_input(|_| ()),
                "42",
            ),
        ]
        .into();
        let mut tree = Tree::new(&content);
        let node = content.as_widget_mut().layout(
            &mut tree,
            &(),
            &Limits::new(Size::ZERO, Size::new(400.0, 800.0)),
        );
        let layout = Layout::new(&node);
        let widget = content.as_widget_mut();
        for (id, want) in [("name", ""), ("seed", "42")] {
            widget.operate(&mut tree, layout, &(), &mut focusable::focus(id.into()));
            let field = focused(widget, &mut tree, layout, &()).unwrap();
            assert_eq!(field.text, want, "{id}");
        }
    }
}
