//! A widget around one child that hands the child every call but the few its [`Around`]
//! changes: the delegation [`super::swipe`] and [`super::text_field`] share, written once.

use iced::advanced::widget::{Operation, Tree, tree};
use iced::advanced::{Clipboard, Layout, Shell, Widget, layout, mouse, overlay, renderer};
use iced::{Element, Event, Length, Rectangle, Size, Vector};

/// What a wrapper does beside its child. Each method's default leaves the call to the child.
pub trait Around<M, Theme, R: renderer::Renderer> {
    /// The wrapper's own state in the widget tree: none unless it says so.
    fn tag(&self) -> tree::Tag {
        tree::Tag::stateless()
    }

    fn state(&self) -> tree::State {
        tree::State::None
    }

    /// The cursor the child sees when it is drawn or asked for its mouse interaction, given
    /// the wrapper's tree (whose one child is the child's).
    fn cursor(&self, _tree: &Tree, cursor: mouse::Cursor) -> mouse::Cursor {
        cursor
    }

    /// Told to an operation just before the child is.
    fn operate(&self, _layout: Layout<'_>, _operation: &mut dyn Operation) {}

    /// An event, with the wrapper's tree (whose one child is the child's): by default the
    /// child's alone.
    #[allow(clippy::indexing_slicing)]
    fn update(
        &mut self,
        content: &mut dyn Widget<M, Theme, R>,
        tree: &mut Tree,
        event: &Event,
        mut on: Passing<'_, '_, M, R>,
    ) {
        let cursor = on.cursor;
        on.hand(content, &mut tree.children[0], event, cursor);
    }
}

/// The rest of what `Widget::update` is given beside the tree and the event: what a wrapper
/// passes on to its child with each event.
pub struct Passing<'a, 'b, M, R> {
    pub layout: Layout<'a>,
    pub cursor: mouse::Cursor,
    pub renderer: &'a R,
    pub clipboard: &'a mut dyn Clipboard,
    pub shell: &'a mut Shell<'b, M>,
    pub viewport: &'a Rectangle,
}

impl<M, R: renderer::Renderer> Passing<'_, '_, M, R> {
    /// Hands `event` to the child (`child`: its tree), seen at `cursor`.
    pub fn hand<Theme>(
        &mut self,
        content: &mut dyn Widget<M, Theme, R>,
        child: &mut Tree,
        event: &Event,
        cursor: mouse::Cursor,
    ) {
        let Passing {
            layout,
            renderer,
            viewport,
            ..
        } = *self;
        content.update(
            child,
            event,
            layout,
            cursor,
            renderer,
            self.clipboard,
            self.shell,
            viewport,
        );
    }
}

/// `content`, wrapped in `around`.
pub fn wrap<'a, M: 'a, Theme: 'a, R, A>(
    content: impl Into<Element<'a, M, Theme, R>>,
    around: A,
) -> Element<'a, M, Theme, R>
where
    R: renderer::Renderer + 'a,
    A: Around<M, Theme, R> + 'a,
{
    Element::new(Wrapper {
        content: content.into(),
        around,
    })
}

struct Wrapper<'a, M, Theme, R, A> {
    content: Element<'a, M, Theme, R>,
    around: A,
}

// Its one child is always there: its tree is built by `children` and kept matched by
// `diff`, as in iced's own wrappers.
#[allow(clippy::indexing_slicing)]
impl<M, Theme, R, A> Widget<M, Theme, R> for Wrapper<'_, M, Theme, R, A>
where
    R: renderer::Renderer,
    A: Around<M, Theme, R>,
{
    fn size(&self) -> Size<Length> {
        self.content.as_widget().size()
    }

    fn size_hint(&self) -> Size<Length> {
        self.content.as_widget().size_hint()
    }

    fn tag(&self) -> tree::Tag {
        self.around.tag()
    }

    fn state(&self) -> tree::State {
        self.around.state()
    }

    fn children(&self) -> Vec<Tree> {
        vec![Tree::new(&self.content)]
    }

    fn diff(&self, tree: &mut Tree) {
        tree.diff_children(std::slice::from_ref(&self.content));
    }

    fn layout(&mut self, tree: &mut Tree, renderer: &R, limits: &layout::Limits) -> layout::Node {
        self.content
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
        let cursor = self.around.cursor(tree, cursor);
        self.content.as_widget().draw(
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
        self.around.operate(layout, operation);
        self.content
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
        let on = Passing {
            layout,
            cursor,
            renderer,
            clipboard,
            shell,
            viewport,
        };
        self.around
            .update(self.content.as_widget_mut(), tree, event, on);
    }

    fn mouse_interaction(
        &self,
        tree: &Tree,
        layout: Layout<'_>,
        cursor: mouse::Cursor,
        viewport: &Rectangle,
        renderer: &R,
    ) -> mouse::Interaction {
        let cursor = self.around.cursor(tree, cursor);
        self.content.as_widget().mouse_interaction(
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
        self.content.as_widget_mut().overlay(
            &mut tree.children[0],
            layout,
            renderer,
            viewport,
            translation,
        )
    }
}
