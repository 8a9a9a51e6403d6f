//! Small drawings reused by the screens: a die face with pips, a Dice Card face.

use super::style;
use crate::engine::journal::{Entry, Journal};
use crate::engine::words::Words;
use crate::games::dnfm::state::Drawn;
use crate::ui::style::size;
use iced::widget::{button, column, container, row, scrollable, text};
use iced::{Element, Length};

/// Which of the 3×3 pip positions a die value fills (row by row).
fn pips(value: u8) -> [bool; 9] {
    match value {
        1 => [false, false, false, false, true, false, false, false, false],
        2 => [true, false, false, false, false, false, false, false, true],
        3 => [true, false, false, false, true, false, false, false, true],
        4 => [true, false, true, false, false, false, true, false, true],
        5 => [true, false, true, false, true, false, true, false, true],
        6 => [true, false, true, true, false, true, true, false, true],
        _ => [false; 9],
    }
}

pub fn die<'a, M: 'a>(value: u8, size: f32) -> Element<'a, M> {
    let p = pips(value);
    let dot = size / 4.0;
    let mut grid = column![].spacing(0);
    for r in 0..3 {
        let mut line = row![].spacing(0);
        for c in 0..3 {
            let on = p.get(r * 3 + c).copied().unwrap_or(false);
            line = line.push(
                container(text(if on { "●" } else { " " }).size(dot))
                    .width(size / 3.0)
                    .center_x(size / 3.0),
            );
        }
        grid = grid.push(line);
    }
    container(grid)
        .width(size)
        .height(size)
        .padding(1)
        .style(style::die_face)
        .into()
}

/// A fight's dice in the cannon's positions, as the cards print them: lowest die first, a
/// white position counts and a black one does not. Dice dropped first (Fusioncasting drew
/// more than the pattern holds) stand struck out ahead of them.
pub fn fight_slots<'a, M: 'a>(
    dropped: &[u8],
    kept: &[u8],
    slots: &[crate::games::dnfm::cards::Slot],
) -> Element<'a, M> {
    use crate::games::dnfm::cards::Slot;
    let caption = |t: String| text(t).size(size::CAPTION);
    let mut r = row![].spacing(4).align_y(iced::Alignment::End);
    for v in dropped {
        r = r.push(
            column![
                container(die(*v, 26.0)).padding(4),
                caption(crate::t!("fight-dropped")).style(|t: &iced::Theme| text::Style {
                    color: Some(style::muted(t)),
                }),
            ]
            .align_x(iced::Alignment::Center),
        );
    }
    for (v, slot) in kept.iter().zip(slots) {
        let white = *slot == Slot::White;
        r = r.push(
            column![
                container(die(*v, 26.0))
                    .padding(4)
                    .style(move |t: &iced::Theme| style::dice_slot(t, white)),
                caption(if white {
                    crate::t!("fight-white-counts")
                } else {
                    crate::t!("fight-black-ignored")
                }),
            ]
            .align_x(iced::Alignment::Center),
        );
    }
    r.into()
}

/// A Dice Card as drawn: the printed card itself (the kit's drawing, turned as it lies),
/// with its number and side below.
pub fn dice_card<'a, M: 'a>(set: &crate::games::dnfm::cards::CardSet, d: &Drawn) -> Element<'a, M> {
    container(
        column![
            dice_card_drawing(set, d).view(DICE_CARD_WIDTH),
            text({
                let side = if d.orientation.side == crate::engine::deck::Side::A {
                    "A"
                } else {
                    "B"
                };
                if d.orientation.rotated {
                    crate::t!("dice-card-down", card = d.card, side = side)
                } else {
                    crate::t!("dice-card-up", card = d.card, side = side)
                }
            })
            .size(size::CAPTION),
        ]
        .spacing(2),
    )
    .padding(2)
    .style(style::card)
    .into()
}

/// What the screen draws for a drawn Dice Card: the kit's own display list for that face,
/// turned as the card lies.
pub fn dice_card_drawing(
    set: &crate::games::dnfm::cards::CardSet,
    d: &Drawn,
) -> super::drawing::Drawing {
    super::drawing::Drawing::new(
        crate::print::dnfm::dice_card(set, d.card, d.orientation),
        crate::print::dnfm::CARD,
    )
}

/// How wide a drawn Dice Card is on screen (two and a caption fit beside a row's title on a
/// phone).
const DICE_CARD_WIDTH: f32 = 112.0;

/// One entry of a turn log as the log view shows it, worded in the player's language.
pub struct LogLine {
    pub heading: String,
    pub label: String,
    pub lines: Vec<String>,
    /// False for an entry that was undone (it stays listed, for redo).
    pub live: bool,
}

impl LogLine {
    fn of<S, E>(entry: &Entry<S, E>, lines: &[Words], live: bool) -> Self {
        LogLine {
            heading: entry.heading.to_string(),
            label: entry.label.to_string(),
            lines: lines.iter().map(ToString::to_string).collect(),
            live,
        }
    }

    /// The entry as it is said aloud: the spoken form of each line, in the player's
    /// language (no arrows, dots or codes).
    fn spoken<S, E>(entry: &Entry<S, E>, lines: &[Words]) -> Self {
        let lang = crate::i18n::current();
        LogLine {
            heading: crate::i18n::speak(&entry.heading, lang),
            label: crate::i18n::speak(&entry.label, lang),
            lines: lines.iter().map(|l| crate::i18n::speak(l, lang)).collect(),
            live: true,
        }
    }

    /// The entry in a line of words, as the page's live region says it: what was done,
    /// then what happened.
    pub fn said(&self) -> String {
        let mut lines = self.lines.iter();
        let Some(first) = lines.next() else {
            return self.label.to_string();
        };
        let what = lines.fold(first.clone(), |said, line| {
            // A line that ends its own sentence is not given a second full stop.
            if said.trim_end().ends_with(['.', '!', '?', '…']) {
                crate::t!(
                    "app-live-outcome-next",
                    said = said.as_str(),
                    line = line.as_str()
                )
            } else {
                crate::t!(
                    "app-live-outcome-more",
                    said = said.as_str(),
                    line = line.as_str()
                )
            }
        });
        crate::t!(
            "app-live-outcome",
            action = self.label.as_str(),
            what = what.as_str()
        )
    }
}

/// The newest entry in effect of a turn log, in words ([`LogLine::said`]).
pub fn newest_outcome<S: Clone, E>(
    journal: &Journal<S, E>,
    lines: impl Fn(&E) -> &[Words],
) -> Option<String> {
    journal
        .entries()
        .last()
        .map(|e| LogLine::spoken(e, lines(&e.event)).said())
}

/// The lines of the entries in effect after the first `from`, in the spoken form (no
/// arrows or codes) of the current language: what a voice says of them.
pub fn spoken_since<S: Clone, E>(
    journal: &Journal<S, E>,
    from: usize,
    lines: impl Fn(&E) -> &[Words],
) -> Vec<String> {
    let lang = crate::i18n::current();
    journal
        .entries()
        .iter()
        .skip(from)
        .flat_map(|e| lines(&e.event).iter().map(|l| crate::i18n::speak(l, lang)))
        .collect()
}

/// Every entry of `journal`, undone ones included, as the log lists them; `lines`: an
/// entry's lines, from its event.
pub fn log_lines<'a, S: Clone, E>(
    journal: &'a Journal<S, E>,
    lines: impl Fn(&'a E) -> &'a [Words] + 'a,
) -> impl Iterator<Item = LogLine> + 'a {
    journal
        .all_entries()
        .map(move |(e, live)| LogLine::of(e, lines(&e.event), live))
}

/// A step back through the log that waits for the player's yes: where to, and how many
/// actions it undoes.
pub struct GoingBack<M> {
    pub to: String,
    pub undoes: usize,
    pub yes: M,
    pub no: M,
}

impl<M> GoingBack<M> {
    /// The question for going back to entry `i` of `journal` (`None`: the start).
    pub fn to_entry<S: Clone, E>(journal: &Journal<S, E>, i: Option<usize>, yes: M, no: M) -> Self {
        GoingBack {
            to: i.and_then(|i| journal.all_entries().nth(i)).map_or_else(
                || crate::t!("log-the-start"),
                |(e, _)| crate::t!("log-quoted", label = e.label.clone()),
            ),
            undoes: journal.undoes(i),
            yes,
            no,
        }
    }
}

/// How far an entry's lines stand in from its label in the log.
const LOG_LINE_INDENT: f32 = 12.0;

/// The turn log: headings, entries (tap one to go back to it, once confirmed), their lines,
/// Export, and a way back to the start. It follows the newest entry.
pub fn log_view<'a, M: Clone + 'a>(
    entries: impl Iterator<Item = LogLine>,
    go_to: impl Fn(Option<usize>) -> M,
    export: M,
    going_back: Option<GoingBack<M>>,
) -> Element<'a, M> {
    let mut top = column![row![
        style::heading(crate::t!("log-heading")).width(Length::Fill),
        style::small(crate::t!("log-export"), Some(export))
    ]]
    .spacing(6);
    if let Some(g) = going_back {
        top = top.push(
            container(
                column![
                    text(crate::t!(
                        "log-go-back-question",
                        to = g.to.as_str(),
                        actions = g.undoes
                    ))
                    .size(size::DENSE),
                    row![
                        style::primary(crate::t!("log-go-back"), Some(g.yes)),
                        style::secondary(crate::t!("log-keep-playing"), Some(g.no)),
                    ]
                    .spacing(6),
                ]
                .spacing(6),
            )
            .padding(8)
            .width(Length::Fill)
            .style(style::card),
        );
    }
    let mut c = column![].spacing(4);
    let mut last = String::new();
    for (i, e) in entries.enumerate() {
        if e.heading != last {
            c = c.push(text(e.heading.clone()).size(size::BODY));
            last = e.heading.clone();
        }
        let label = if e.live {
            e.label.clone()
        } else {
            crate::t!("log-undone", label = e.label.as_str())
        };
        c = c.push(
            button(text(label).size(size::SMALL))
                .on_press(go_to(Some(i)))
                .style(button::text)
                .padding(4),
        );
        if e.live {
            // Indented as a block, so a long line wraps under its own text, not at the
            // margin.
            for l in &e.lines {
                c = c.push(
                    container(text(l.to_string()).size(size::SMALL))
                        .padding(iced::padding::left(LOG_LINE_INDENT)),
                );
            }
        }
    }
    c = c.push(style::small(
        crate::t!("log-back-to-start"),
        Some(go_to(None)),
    ));
    column![
        top,
        scrollable(c.padding(iced::padding::right(14)))
            .anchor_bottom()
            .height(Length::Fill)
    ]
    .spacing(6)
    .into()
}

/// Names one drop-down of a screen; a screen keeps which one is open (at most one).
pub type ListKey = (&'static str, usize);

/// A choice from a list, made of plain buttons: a field that shows the choice (or the prompt)
/// and, when tapped, the options below it as finger-sized chips.
///
/// iced's own pick list draws its text in a way tiny-skia neither clips to a scrolled page
/// nor repaints after (iced issue 3351): in a scrolling page it left ghosts ("Who?" over the
/// bottom bar). Plain text widgets clip and repaint properly, and on a phone a list in the
/// page is easier to use than a floating menu.
#[allow(clippy::too_many_arguments)]
pub fn drop_down<'a, T, M>(
    key: ListKey,
    open: Option<ListKey>,
    options: Vec<T>,
    selected: Option<T>,
    prompt: &str,
    on_menu: fn(Option<ListKey>) -> M,
    on_pick: impl Fn(T) -> M + 'a,
) -> Element<'a, M>
where
    T: ToString + PartialEq + Clone + 'a,
    M: Clone + 'a,
{
    let is_open = open == Some(key);
    let (label, prompting) = match &selected {
        Some(v) => (v.to_string(), false),
        None => (prompt.to_string(), true),
    };
    let field = button(
        row![
            text(label)
                .width(Length::Fill)
                .style(move |t: &iced::Theme| text::Style {
                    color: prompting.then(|| style::muted(t)),
                }),
            text(if is_open { "▲" } else { "▼" }).size(size::SMALL),
        ]
        .spacing(6)
        .align_y(iced::Alignment::Center),
    )
    .on_press(on_menu((!is_open).then_some(key)))
    .padding(12)
    .width(Length::Fill)
    .style(style::field);
    if !is_open {
        return field.into();
    }
    let items: Vec<Element<'a, M>> = options
        .into_iter()
        .map(|o| {
            let chosen = selected.as_ref() == Some(&o);
            chip(o.to_string(), chosen, Some(on_pick(o)))
        })
        .collect();
    column![field, chips(items)].spacing(6).into()
}

/// An on/off setting: its label and a switch drawn from plain boxes, the whole row one
/// touch target. iced's checkbox draws its tick as cached text, which tiny-skia can leave
/// behind on a scrolled page (see [`drop_down`]).
pub fn switch<'a, M: Clone + 'a>(
    label: impl text::IntoFragment<'a>,
    on: bool,
    on_toggle: impl Fn(bool) -> M,
) -> Element<'a, M> {
    let knob = container(text(""))
        .width(20)
        .height(20)
        .style(style::switch_knob);
    let track = container(knob)
        .padding(3)
        .width(48)
        .align_x(if on {
            iced::Alignment::End
        } else {
            iced::Alignment::Start
        })
        .style(move |t: &iced::Theme| style::switch_track(t, on));
    button(
        row![text(label).width(Length::Fill), track]
            .spacing(12)
            .align_y(iced::Alignment::Center),
    )
    .on_press(on_toggle(!on))
    .padding([12, 0])
    .width(Length::Fill)
    .style(button::text)
    .into()
}

/// A badge from the kit's drawings (a person's kind, a track) before a label.
pub fn badged<'a, M: 'a>(
    badge: Vec<crate::print::draw::Shape>,
    label: impl text::IntoFragment<'a>,
    size: f32,
) -> iced::widget::Row<'a, M> {
    row![
        super::drawing::Drawing::new(badge, crate::print::icons::BOX).view(size * 1.25),
        text(label).size(size),
    ]
    .spacing(6)
    .align_y(iced::Alignment::Center)
}

/// The widest the play column grows in a wide window: cards, the ship and the tracks keep
/// about a tablet's proportions instead of stretching across the screen.
pub const PLAY_COLUMN_MAX: f32 = 620.0;

/// A wide window's body: play at a readable width, the log beside it taking the rest.
pub fn beside_log<'a, M: 'a>(
    play: Element<'a, M>,
    log: Element<'a, M>,
    window_width: f32,
) -> Element<'a, M> {
    let play_width = ((window_width - 32.0) * 0.6).min(PLAY_COLUMN_MAX);
    row![
        container(play).width(play_width),
        container(log).width(Length::Fill)
    ]
    .spacing(12)
    .into()
}

/// A tab of a screen's bottom bar.
pub fn tab_button<'a, M: Clone + 'a>(label: String, active: bool, msg: M) -> Element<'a, M> {
    // Each tab's share of the row follows its word's length: a long one ("Paragraphes")
    // takes room from a short one ("Jeu") rather than run past its button.
    let letters = u16::try_from(label.chars().count()).unwrap_or(u16::MAX / 2);
    let label = text(label).size(size::SMALL).center().width(Length::Fill);
    style::text_button(label, Some(msg), [12, 2], style::button_chosen(active))
        .width(Length::FillPortion(letters.saturating_add(6)))
        .into()
}

/// A game screen's top row: Home, a title, Undo and Redo. `narrow`: too little width for
/// the title between the buttons, so it goes on a line of its own below them.
pub fn game_header<'a, M: Clone + 'a>(
    title: String,
    home: M,
    undo: Option<M>,
    redo: Option<M>,
    narrow: bool,
) -> Element<'a, M> {
    let title = text(title).size(size::BODY).width(Length::Fill);
    if narrow {
        // Undo and Redo keep to the right; where both do not fit beside Home (French at
        // 200 %), Redo goes under Undo rather than squeeze its word out of its button.
        let steps = row![
            style::small(crate::t!("game-undo"), undo),
            style::small(crate::t!("game-redo"), redo),
        ]
        .spacing(6)
        .wrap()
        .vertical_spacing(6)
        .align_x(iced::alignment::Horizontal::Right);
        let steps = iced::widget::container(steps)
            .width(Length::Fill)
            .align_x(iced::alignment::Horizontal::Right);
        return column![
            row![style::small(crate::t!("game-home"), Some(home)), steps].spacing(6),
            title,
        ]
        .spacing(4)
        .into();
    }
    row![
        style::small(crate::t!("game-home"), Some(home)),
        title,
        style::small(crate::t!("game-undo"), undo),
        style::small(crate::t!("game-redo"), redo),
    ]
    .spacing(6)
    .align_y(iced::Alignment::Center)
    .into()
}

/// A choice among several, shown as a touch-sized chip: filled when selected; without a
/// message it is shown but cannot be chosen.
pub fn chip<'a, M: Clone + 'a>(
    label: impl text::IntoFragment<'a>,
    selected: bool,
    msg: Option<M>,
) -> Element<'a, M> {
    let label = text(label).size(size::SMALL).center();
    style::text_button(label, msg, [12, 10], style::button_chosen(selected)).into()
}

/// Chips that wrap onto as many lines as the width needs.
pub fn chips<'a, M: 'a>(items: Vec<Element<'a, M>>) -> Element<'a, M> {
    iced::widget::row(items).spacing(6).wrap().into()
}

/// A coloured box like a counter of the game: the kind's colour, the text in the ink that
/// reads on it.
pub fn counter_box<'a, M: 'a>(
    content: impl Into<Element<'a, M>>,
    colour: crate::print::draw::Rgb,
) -> iced::widget::Container<'a, M> {
    let bg = iced::Color::from_rgb(colour.0, colour.1, colour.2);
    let ink = if colour.0 * 0.3 + colour.1 * 0.59 + colour.2 * 0.11 < 0.5 {
        iced::Color::WHITE
    } else {
        iced::Color::BLACK
    };
    container(content)
        .padding([6, 8])
        .style(move |_t: &iced::Theme| container::Style {
            background: Some(bg.into()),
            text_color: Some(ink),
            border: iced::Border {
                radius: 6.0.into(),
                width: 1.0,
                color: iced::Color::from_rgba(0.0, 0.0, 0.0, 0.35),
            },
            ..container::Style::default()
        })
}

/// An error, next to the control that caused it.
pub fn error_banner<'a, M: 'a>(message: impl text::IntoFragment<'a>) -> Element<'a, M> {
    container(text(message).size(size::DENSE))
        .padding(8)
        .width(Length::Fill)
        .style(style::banner)
        .into()
}

/// The d10 a player rolled, in one tap where there is no keyboard (a phone): 1 to 10, a 0
/// on the die read as 10. A tap sends the value as text, as typing it would; the value
/// chosen is marked.
pub fn die_pad<'a, M: Clone + 'a>(chosen: &str, on: impl Fn(String) -> M) -> Element<'a, M> {
    let chosen = chosen.trim();
    let mut rows = column![].spacing(6);
    for line in [1..=5, 6..=10] {
        let mut r = row![].spacing(6);
        for n in line {
            let label = n.to_string();
            let marked = chosen == label || (n == 10 && chosen == "0");
            r = r.push(
                button(text(label.clone()).center())
                    .width(Length::Fill)
                    .height(style::TOUCH)
                    .on_press(on(label))
                    .style(if marked {
                        style::button_primary
                    } else {
                        style::button_secondary
                    }),
            );
        }
        rows = rows.push(r);
    }
    rows.into()
}

/// A counter value's pad: digits, a minus key that turns the sign (some counters print a
/// negative value), "←" and "Clear". The new text is sent as typing it would send it.
pub fn signed_pad<'a, M: Clone + 'a>(current: &str, on: impl Fn(String) -> M) -> Element<'a, M> {
    let digits = current.trim_start_matches('-');
    let turned = if current.starts_with('-') {
        digits.to_string()
    } else {
        format!("-{digits}")
    };
    digit_pad(current, on, Some(("\u{2212}".to_string(), turned)))
}

/// Digits for a number field where there is no keyboard (a phone): each tap adds a digit,
/// "←" takes the last one back, "Clear" empties the field. The new text is sent as typing
/// it would send it.
pub fn number_pad<'a, M: Clone + 'a>(current: &str, on: impl Fn(String) -> M) -> Element<'a, M> {
    digit_pad(current, on, None)
}

/// The keys 1 to 6, then 7, 8, 9, 0, `extra` (a label and the text it sends), "←" and
/// "Clear": what [`signed_pad`] and [`number_pad`] show.
fn digit_pad<'a, M: Clone + 'a>(
    current: &str,
    on: impl Fn(String) -> M,
    extra: Option<(String, String)>,
) -> Element<'a, M> {
    let key = |label: String, value: String| {
        button(text(label).center())
            .width(Length::Fill)
            .height(style::TOUCH)
            .on_press(on(value))
            .style(style::button_secondary)
    };
    let mut first = row![].spacing(6);
    for d in ["1", "2", "3", "4", "5", "6"] {
        first = first.push(key(d.to_string(), format!("{current}{d}")));
    }
    let mut second = row![].spacing(6);
    for d in ["7", "8", "9", "0"] {
        second = second.push(key(d.to_string(), format!("{current}{d}")));
    }
    if let Some((label, value)) = extra {
        second = second.push(key(label, value));
    }
    let mut shorter = current.to_string();
    shorter.pop();
    second = second
        .push(key("\u{2190}".to_string(), shorter))
        .push(key(crate::t!("pad-clear"), String::new()));
    column![first, second].spacing(6).into()
}
