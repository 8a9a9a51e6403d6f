//! What the shell asks of The Sherwood Syndrome's screen ([`GameScreen`]).

use super::{Message, PLAY_SCROLL, SherwoodScreen, Tab};
use crate::games::GameKind;
use crate::store::kept_game::SavedGame;
use crate::store::saves::Envelope;
use crate::store::settings::TabKey;
use crate::t;
use crate::ui::game_screen::{GameParts, GameScreen, ScreenOptions};
use crate::ui::help::Topic;
use crate::ui::read_aloud::Shown;
use iced::widget::text;
use iced::{Element, keyboard};

impl<M: From<Message> + 'static> GameScreen<M> for SherwoodScreen {
    fn kind(&self) -> GameKind {
        GameKind::Sherwood
    }

    fn name(&self) -> &str {
        &self.name
    }

    fn rename(&mut self, name: String) {
        self.name = name;
    }

    fn headline(&self) -> String {
        let st = self.game.state();
        t!(
            "app-headline-sherwood",
            turn = st.turn,
            step = st.step.label()
        )
    }

    fn in_effect(&self) -> usize {
        self.outcomes()
    }

    fn spoken_since(&self, from: usize) -> Vec<String> {
        crate::ui::widgets::spoken_since(&self.game.journal, from, |e| &e.lines)
    }

    fn newest_outcome(&self) -> Option<String> {
        SherwoodScreen::newest_outcome(self)
    }

    fn tab(&self) -> TabKey {
        self.tab.key()
    }

    fn show_tab(&mut self, tab: TabKey) {
        self.tab = Tab::of(tab);
    }

    fn saved(&self, at: u64, play: Option<u64>) -> SavedGame {
        SavedGame::Sherwood(Box::new(
            Envelope::of(&self.name, at, self.game.clone())
                .played_as(play)
                .with_draft(self.draft()),
        ))
    }

    fn scroll_id(&self) -> &'static str {
        PLAY_SCROLL
    }

    fn help_topic(&self) -> Topic {
        Topic::Sherwood
    }

    fn set_options(&mut self, options: ScreenOptions) {
        self.show_pads(options.pads);
        self.show_spoilers(options.spoilers);
    }

    fn view<'a>(&'a self, parts: GameParts<'a>) -> Element<'a, M> {
        let Some(data) = parts.sherwood else {
            return text(t!("app-sherwood-data-broken")).into();
        };
        let imported = parts
            .imported
            .and_then(|t| {
                self.game
                    .reader
                    .current()
                    .and_then(|n| t.paragraphs.get(&n))
            })
            .map(String::as_str);
        SherwoodScreen::view(
            self,
            data,
            parts.wide,
            parts.short,
            parts.narrow,
            imported,
            parts.caps,
        )
        .map(M::from)
    }

    fn shortcut(
        &mut self,
        parts: GameParts<'_>,
        key: &keyboard::Key,
        modifiers: keyboard::Modifiers,
    ) -> Option<M> {
        let data = parts.sherwood?;
        SherwoodScreen::shortcut(self, data, key, modifiers).map(M::from)
    }

    fn paragraph_on_show(&self) -> Option<u16> {
        (self.tab == Tab::Paragraphs)
            .then(|| self.game.reader.current())
            .flatten()
    }

    fn set_paragraph_aloud(&mut self, shown: Shown) {
        self.paragraphs.aloud = shown;
    }

    fn rulebook_picked(&mut self, name: &str) {
        name.clone_into(&mut self.paragraphs.import_path);
    }
}
