//! What the shell asks of the Do Not Forsake Me screen ([`GameScreen`]).

use super::{DnfmScreen, Message, PLAY_SCROLL, Tab};
use crate::games::GameKind;
use crate::store::kept_game::SavedGame;
use crate::store::saves::Envelope;
use crate::store::settings::TabKey;
use crate::t;
use crate::ui::game_screen::{GameParts, GameScreen};
use crate::ui::help::Topic;
use iced::widget::text;
use iced::{Element, Task, keyboard};

impl<M> GameScreen<M> for DnfmScreen
where
    M: From<Message> + iced::advanced::graphics::futures::MaybeSend + 'static,
{
    fn kind(&self) -> GameKind {
        GameKind::Dnfm
    }

    fn name(&self) -> &str {
        &self.name
    }

    fn rename(&mut self, name: String) {
        self.name = name;
    }

    fn headline(&self) -> String {
        let st = self.game.state();
        match st.end {
            Some(_) => t!("app-headline-dnfm-over", turn = st.turn),
            None => t!(
                "app-headline-dnfm",
                turn = st.turn,
                phase = st.phase.label()
            ),
        }
    }

    fn in_effect(&self) -> usize {
        self.outcomes()
    }

    fn spoken_since(&self, from: usize) -> Vec<String> {
        crate::ui::widgets::spoken_since(&self.game.journal, from, |e| &e.lines)
    }

    fn newest_outcome(&self) -> Option<String> {
        DnfmScreen::newest_outcome(self)
    }

    fn tab(&self) -> TabKey {
        self.tab.key()
    }

    fn show_tab(&mut self, tab: TabKey) {
        self.tab = Tab::of(tab);
    }

    fn saved(&self, at: u64, play: Option<u64>) -> SavedGame {
        SavedGame::Dnfm(Box::new(
            Envelope::of(&self.name, at, self.game.clone()).played_as(play),
        ))
    }

    fn scroll_id(&self) -> &'static str {
        PLAY_SCROLL
    }

    fn help_topic(&self) -> Topic {
        Topic::Dnfm
    }

    fn opened(&mut self) -> Task<M> {
        self.coach_task().map(M::from)
    }

    fn view<'a>(&'a self, parts: GameParts<'a>) -> Element<'a, M> {
        match parts.card_set {
            Some(set) => DnfmScreen::view(self, set, parts.wide, parts.narrow).map(M::from),
            None => text(t!("app-card-data-broken")).into(),
        }
    }

    fn shortcut(
        &mut self,
        parts: GameParts<'_>,
        key: &keyboard::Key,
        modifiers: keyboard::Modifiers,
    ) -> Option<M> {
        let set = parts.card_set?;
        DnfmScreen::shortcut(self, set, key, modifiers).map(M::from)
    }
}
