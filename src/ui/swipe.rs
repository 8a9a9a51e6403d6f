//! A swipe that starts on a button scrolls the page, as it does in every phone app; and in
//! a browser, the phone's keyboard follows the text field that has the focus
//! ([`super::soft_keyboard`]).
//!
//! iced's scrollable scrolls by touch only when the finger lands on nothing that takes the
//! press: a swipe starting on a chip, a row or a card stayed a press, and the page did not
//! move (most of a Sherwood or a picker page is buttons). This wrapper watches each finger:
//! once it has moved further than a tap's slop, the press becomes a swipe. The widget under
//! the finger is told the touch was lost (so a button lets go without a tap), and from then
//! on every move scrolls the scrollables under the point where the finger landed, each
//! along the axes it can scroll. When the finger lifts, the scrollables are nudged by
//! nothing so that they report their new offsets to the screens that remember them.

use super::scrolled_by::ScrolledBy;
use super::soft_keyboard;
use super::wrapper::{self, Around, Passing};
use iced::advanced::widget::operation::{Operation, Scrollable};
use iced::advanced::widget::{Id, Tree, tree};
use iced::advanced::{Widget, mouse, renderer};
use iced::widget::operation::AbsoluteOffset;
use iced::{Element, Event, Point, Rectangle, Vector, touch};

/// How far a finger may move and still be a tap, in logical pixels.
const SLOP: f32 = 10.0;

/// Wraps `content` so that swipes scroll it wherever they start; `soft_keyboard`: the
/// phone's own keyboard follows the text field in focus.
pub fn swipe<'a, M: 'a, Theme: 'a, R: renderer::Renderer + 'a>(
    content: impl Into<Element<'a, M, Theme, R>>,
    soft_keyboard: bool,
) -> Element<'a, M, Theme, R> {
    wrapper::wrap(content, Swipe { soft_keyboard })
}

/// Around the page: its state is [`State`].
struct Swipe {
    soft_keyboard: bool,
}

#[derive(Default)]
struct State {
    finger: Option<Finger>,
    /// The text field the phone's keyboard was last opened for (in a browser).
    keyboard: soft_keyboard::Told,
    /// The last finger has left the screen and no mouse has moved since: nothing points at
    /// the page, so nothing under the place last tapped stays highlighted as if hovered.
    lifted: bool,
}

impl State {
    /// The cursor the page's widgets see: none once a touch has ended.
    fn cursor(&self, cursor: mouse::Cursor) -> mouse::Cursor {
        if self.lifted {
            mouse::Cursor::Unavailable
        } else {
            cursor
        }
    }

    /// A finger down, or a mouse moved or pressed: something points at the page again.
    fn note_pointer(&mut self, event: &Event) {
        if matches!(
            event,
            Event::Touch(touch::Event::FingerPressed { .. })
                | Event::Mouse(mouse::Event::CursorMoved { .. } | mouse::Event::ButtonPressed(_))
        ) {
            self.lifted = false;
        }
    }
}

struct Finger {
    id: touch::Finger,
    /// Where it landed: the scrollables under this point are the ones it moves.
    landed: Point,
    last: Point,
    swiping: bool,
}

impl Finger {
    fn landed(id: touch::Finger, at: Point) -> Finger {
        Finger {
            id,
            landed: at,
            last: at,
            swiping: false,
        }
    }

    /// Moved to `position`: further than a tap's slop, the press becomes a swipe (`true`
    /// once, when it does).
    fn starts_swipe(&mut self, position: Point) -> bool {
        if !self.swiping && self.landed.distance(position) > SLOP {
            self.swiping = true;
            self.last = position;
            true
        } else {
            false
        }
    }
}

/// A wheel event that scrolls by nothing: a scrollable under it reports where it stands.
fn nudge() -> Event {
    Event::Mouse(mouse::Event::WheelScrolled {
        delta: mouse::ScrollDelta::Pixels { x: 0.0, y: 0.0 },
    })
}

// The wrapper's tree has its one child always: iced builds it from the wrapper's `children`.
#[allow(clippy::indexing_slicing)]
impl<M, Theme, R: renderer::Renderer> Around<M, Theme, R> for Swipe {
    fn tag(&self) -> tree::Tag {
        tree::Tag::of::<State>()
    }

    fn state(&self) -> tree::State {
        tree::State::new(State::default())
    }

    fn cursor(&self, tree: &Tree, cursor: mouse::Cursor) -> mouse::Cursor {
        tree.state.downcast_ref::<State>().cursor(cursor)
    }

    fn update(
        &mut self,
        content: &mut dyn Widget<M, Theme, R>,
        tree: &mut Tree,
        event: &Event,
        mut on: Passing<'_, '_, M, R>,
    ) {
        let state = tree.state.downcast_mut::<State>();
        let child = &mut tree.children[0];
        if soft_keyboard::keeps_from_content(&state.keyboard, event) {
            return;
        }
        state.note_pointer(event);
        let lifting = matches!(
            event,
            Event::Touch(touch::Event::FingerLifted { .. } | touch::Event::FingerLost { .. })
        );
        let cursor = state.cursor(on.cursor);
        match event {
            Event::Touch(touch::Event::FingerMoved { id, position }) => {
                if let Some(f) = state.finger.as_mut().filter(|f| f.id == *id) {
                    if f.starts_swipe(*position) {
                        // The press is a swipe now: whatever took it lets go without a tap
                        // (a scrollable's own touch scrolling stops too: this one takes over).
                        let lost = Event::Touch(touch::Event::FingerLost {
                            id: *id,
                            position: *position,
                        });
                        on.hand(content, child, &lost, cursor);
                    }
                    if f.swiping {
                        let mut scroll = ScrollUnder::new(f.landed, f.last - *position);
                        f.last = *position;
                        content.operate(child, on.layout, on.renderer, &mut scroll);
                        on.shell.capture_event();
                        on.shell.request_redraw();
                        return;
                    }
                }
            }
            Event::Touch(
                touch::Event::FingerLifted { id, .. } | touch::Event::FingerLost { id, .. },
            ) => {
                if let Some(f) = state.finger.take_if(|f| f.id == *id)
                    && f.swiping
                {
                    // Nudged by nothing, each scrollable under the finger reports where it
                    // now stands (the screens remember each page's place).
                    on.hand(content, child, &nudge(), mouse::Cursor::Available(f.last));
                    state.lifted = true;
                    on.shell.capture_event();
                    on.shell.request_redraw();
                    return;
                }
            }
            _ => {}
        }
        on.hand(content, child, event, cursor);
        if lifting {
            // The tap is done: from the next frame on, nothing is hovered.
            state.lifted = true;
            on.shell.request_redraw();
        }
        if self.soft_keyboard {
            let now = soft_keyboard::focused(content, child, on.layout, on.renderer);
            soft_keyboard::follow(&mut state.keyboard, event, now, on.layout.bounds().width);
        }
        if let Event::Touch(touch::Event::FingerPressed { id, position }) = event {
            state.finger = Some(Finger::landed(*id, *position));
        }
    }
}

/// Scrolls by `delta` every scrollable whose place on the screen holds `at`. A scrollable's
/// bounds are where its content would lie unscrolled, so the scrolled amounts of the ones
/// around it are added back before the test.
struct ScrollUnder {
    at: Point,
    delta: Vector,
    scrolled: ScrolledBy,
}

impl ScrollUnder {
    fn new(at: Point, delta: Vector) -> Self {
        ScrollUnder {
            at,
            delta,
            scrolled: ScrolledBy::default(),
        }
    }
}

impl Operation for ScrollUnder {
    fn traverse(&mut self, operate: &mut dyn FnMut(&mut dyn Operation)) {
        let outside = self.scrolled.enter();
        operate(self);
        self.scrolled.leave(outside);
    }

    fn scrollable(
        &mut self,
        _id: Option<&Id>,
        bounds: Rectangle,
        content_bounds: Rectangle,
        translation: Vector,
        state: &mut dyn Scrollable,
    ) {
        if (bounds - self.scrolled.around()).contains(self.at) {
            state.scroll_by(
                AbsoluteOffset {
                    x: self.delta.x,
                    y: self.delta.y,
                },
                bounds,
                content_bounds,
            );
        }
        self.scrolled.scrollable(translation);
    }
}
