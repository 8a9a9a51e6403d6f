//! Do Not Forsake Me in the text mode: every legal action numbered (evade, fight and attack
//! with their chance), the cards of a physical draw asked for as the player turns them
//! ("3B down, 5A up"), stations named before the first move.

use super::report::ending_words;
use super::standing::{where_in_turn_as, write_final, write_header};
use crate::engine::deck::PlacedCard;
use crate::games::dnfm::cards::{CardSet, CardTextError, parse_face};
use crate::games::dnfm::game::{DnfmGame, UnderWay, describe_action, price_for};
use crate::games::dnfm::map::QUADRANTS;
use crate::games::dnfm::odds::{Basis, encounter_odds};
use crate::games::dnfm::rules::{Action, DnfmError, legal_actions};
use crate::games::dnfm::state::Phase;
use crate::i18n::Form;
use crate::store::kept_game::SavedGame;
use crate::store::saves::Envelope;
use crate::t;
use crate::text::conversation::{Ask, Offer, Refusal, Taken, TextGame};
use crate::text::lines::{log_lines, spoken, titled, written};

#[derive(Clone)]
pub struct DnfmText {
    pub set: &'static CardSet,
    pub game: DnfmGame,
}

impl DnfmText {
    fn actions(&self) -> Vec<Action> {
        if self.game.state().end.is_some() {
            return Vec::new();
        }
        legal_actions(self.set, self.game.state())
    }

    /// The chance an action goes well, from what the player can know.
    fn chance(&self, action: Action) -> Option<f64> {
        let odds = encounter_odds(self.set, self.game.state(), Basis::Known)?;
        match action {
            Action::Evade => odds.evade.map(|c| c.probability()),
            Action::Fight | Action::Attack => Some(odds.win_round.probability()),
            _ => None,
        }
    }

    /// A choice in words: a purchase or a repair with what it costs, as the window shows;
    /// a move with where it lands; an evasion with the total its cards must reach.
    fn choice_words(&self, action: Action) -> String {
        let state = self.game.state();
        match action {
            Action::Move(q) => {
                let to = (state.position + q) % QUADRANTS;
                t!(
                    "cli-play-dnfm-move-to",
                    quadrants = q,
                    to = to + 1,
                    station = if state.map.is_station(to) {
                        "yes"
                    } else {
                        "no"
                    }
                )
            }
            Action::Evade => match (&state.phase, self.set.navcomm_cards(state.systems.navcomm)) {
                (Phase::Encounter { bounty, .. }, Some(cards)) => t!(
                    "cli-play-dnfm-evade-needs",
                    cards = cards,
                    needed = self.set.bounty(bounty).map_or(0, |b| b.dl)
                ),
                _ => describe_action(&action).to_string(),
            },
            Action::Buy(sys) | Action::Repair(sys) => match price_for(self.set, state, sys) {
                Some(price) if state.docked => {
                    t!("cli-play-dnfm-buy", system = sys.label(), price = price)
                }
                Some(price) => t!("cli-play-dnfm-repair", system = sys.label(), price = price),
                None => describe_action(&action).to_string(),
            },
            _ => describe_action(&action).to_string(),
        }
    }

    /// Takes `action`: digitally at once; physically once the player has typed every card
    /// it draws, the steps the cards already tell said as they come.
    fn act(&mut self, action: Action, ask: &mut dyn Ask) -> Result<Taken, Refusal> {
        let mut entered: Vec<PlacedCard> = Vec::new();
        let mut told = 0;
        let mut decided = 0;
        loop {
            match self.game.act(self.set, action, &entered) {
                Ok(_) => return Ok(Taken::Done(self.last_entry())),
                Err(DnfmError::NeedCards { .. }) => {
                    let so_far = self.game.so_far(self.set, action, &entered);
                    for line in so_far.told.iter().skip(told) {
                        ask.say(&format!("  {}", spoken(line)));
                    }
                    told = so_far.told.len();
                    let purpose = so_far
                        .draw
                        .map(|d| capitalised(&d.to_string()))
                        .unwrap_or_default();
                    let question = t!(
                        "cli-play-dnfm-draw",
                        count = so_far.waiting,
                        purpose = purpose
                    );
                    // The cards of draws already complete: what they decided stays.
                    decided = entered.len().saturating_sub(so_far.pending.len());
                    let Some(answer) = ask.ask(&question) else {
                        if decided == 0 {
                            return Ok(Taken::Cancelled);
                        }
                        if ask.input_ended() {
                            // Kept with the game, as the window keeps a draw under way.
                            self.game.under_way = Some(UnderWay {
                                action,
                                faces: entered,
                            });
                            return Ok(Taken::Cancelled);
                        }
                        ask.say(&t!("dnfm-draw-decided"));
                        continue;
                    };
                    match faces(&answer) {
                        Ok(f) => entered.extend(f),
                        Err(why) => ask.say(&why.to_string()),
                    }
                }
                Err(DnfmError::BadCard(..)) if !entered.is_empty() => {
                    let why = self
                        .game
                        .act(self.set, action, &entered)
                        .err()
                        .map(|e| e.to_string())
                        .unwrap_or_default();
                    ask.say(&t!("cli-play-dnfm-cards-again", error = why));
                    entered.truncate(decided);
                    told = told.min(self.game.so_far(self.set, action, &entered).told.len());
                }
                Err(e) => return Err(Refusal(e.to_string())),
            }
        }
    }

    /// What the last action did, as the log keeps it.
    fn last_entry(&self) -> Vec<String> {
        self.game
            .journal
            .entries()
            .last()
            .map(|e| {
                std::iter::once(&e.label)
                    .chain(e.event.lines.iter())
                    .map(spoken)
                    .collect()
            })
            .unwrap_or_default()
    }
}

impl DnfmText {
    /// How far the next spacestation is, ahead of the ship (none once the game is over, or
    /// on a map with none).
    fn next_station(&self) -> Option<String> {
        let s = self.game.state();
        if s.end.is_some() {
            return None;
        }
        let ahead = (1..=QUADRANTS).find(|d| s.map.is_station((s.position + d) % QUADRANTS))?;
        Some(t!(
            "cli-play-dnfm-next-station",
            quadrant = (s.position + ahead) % QUADRANTS + 1,
            ahead = ahead
        ))
    }

    /// What `look` adds to the standing: the map in a sentence (the script's grid of dots
    /// is left out: a listener hears it as noise), the Map Cards, what comes next and the
    /// odds, as a script's summary says them.
    fn rest_of_the_board(&self) -> Vec<String> {
        let map_heading = t!("cli-dnfm-map");
        let summary = written(|out| write_final(self.set, self.game.state(), out));
        let mut lines = summary.into_iter().skip(3).map(|l| l.trim().to_string());
        let mut rest = Vec::new();
        while let Some(line) = lines.next() {
            if line == map_heading {
                lines.by_ref().take(QUADRANTS as usize / 2).for_each(drop);
            } else {
                rest.push(line);
            }
        }
        rest
    }
}

fn capitalised(words: &str) -> String {
    let mut c = words.chars();
    c.next()
        .map(|f| f.to_uppercase().collect::<String>() + c.as_str())
        .unwrap_or_default()
}

/// The faces typed for a draw, separated by commas: "3B down, 5A up", or with the
/// player's own words for a card's way round ("3B kopfüber", "5A à l’endroit").
fn faces(text: &str) -> Result<Vec<PlacedCard>, CardTextError> {
    let ways = [
        (t!("dnfm-face-down").to_lowercase(), "down"),
        (t!("dnfm-face-up").to_lowercase(), "up"),
    ];
    text.split([',', ';'])
        .map(str::trim)
        .filter(|f| !f.is_empty())
        .map(|face| {
            let typed = face.to_lowercase().replace('\'', "’");
            let english = ways.iter().find_map(|(word, english)| {
                let stem = typed.strip_suffix(word.as_str())?;
                Some(format!("{stem}{english}"))
            });
            parse_face(english.as_deref().unwrap_or(face))
        })
        .collect()
}

impl TextGame for DnfmText {
    fn copy(&self) -> Box<dyn TextGame> {
        Box::new(self.clone())
    }

    fn header(&self) -> Vec<String> {
        let mut header = titled(
            t!("cli-about-play-dnfm"),
            written(|out| write_header(&self.game, out)),
        );
        // The scripted session names its stations with a flag; here they are typed.
        if self.game.stations_editable()
            && let Some(how) = header.get_mut(1)
        {
            *how = t!("cli-play-dnfm-physical");
        }
        header
    }

    fn standing(&self, full: bool) -> Vec<String> {
        let s = self.game.state();
        let ship = t!(
            "cli-dnfm-ship",
            crew = s.systems.crew,
            of = self.set.start.crew,
            wmc = s.systems.wmc,
            fusion = s.systems.fusion,
            navcomm = s.systems.navcomm
        );
        let megacredits = t!(
            "cli-dnfm-megacredits",
            megacredits = s.megacredits,
            to_win = self.set.start.win_megacredits
        );
        let mut lines = vec![
            where_in_turn_as(self.set, s, Form::Spoken),
            ship,
            megacredits,
        ];
        lines.extend(self.next_station());
        if full {
            lines.extend(self.rest_of_the_board());
        }
        lines
    }

    fn choices(&self) -> Vec<Offer> {
        self.actions()
            .into_iter()
            .map(|a| Offer {
                words: self.choice_words(a),
                chance: self.chance(a),
            })
            .collect()
    }

    fn take(&mut self, index: usize, ask: &mut dyn Ask) -> Result<Taken, Refusal> {
        let action = self
            .actions()
            .get(index)
            .copied()
            .ok_or_else(|| t!("cli-play-gone"))?;
        self.act(action, ask)
    }

    fn typed(&mut self, line: &str, _ask: &mut dyn Ask) -> Option<Result<Taken, Refusal>> {
        let mut words = line.split_whitespace();
        let first = words.next()?.to_lowercase();
        if first != "station" && first != crate::i18n::text("cli-play-word-station").to_lowercase()
        {
            return None;
        }
        let quadrant = words
            .next()
            .and_then(|q| q.parse::<u8>().ok())
            .filter(|q| (1..=16).contains(q));
        Some(match quadrant {
            None => Err(t!("cli-play-dnfm-station-number").into()),
            Some(_) if !self.game.stations_editable() => {
                Err(t!("cli-play-dnfm-stations-set").into())
            }
            Some(q) => {
                self.game.toggle_station(q - 1);
                let key = if self.game.state().map.is_station(q - 1) {
                    "cli-play-dnfm-station-added"
                } else {
                    "cli-play-dnfm-station-removed"
                };
                let mut args = crate::i18n::Args::new();
                args.set("quadrant", q);
                Ok(Taken::Done(vec![crate::i18n::text_with(key, &args)]))
            }
        })
    }

    fn undo(&mut self) -> bool {
        self.game.journal.undo()
    }

    fn redo(&mut self) -> bool {
        self.game.journal.redo()
    }

    fn log(&self) -> Vec<String> {
        log_lines(&self.game.journal, |e| &e.lines)
    }

    fn ending(&self) -> Option<String> {
        let s = self.game.state();
        s.end
            .map(|e| t!("cli-dnfm-over", ending = ending_words(e, s.megacredits)))
    }

    fn kept(&self, name: &str, play: u64, now: u64) -> SavedGame {
        SavedGame::Dnfm(Box::new(
            Envelope::of(name, now, self.game.clone()).played_as(Some(play)),
        ))
    }

    fn help(&self) -> Vec<String> {
        let mut help = vec![t!("cli-play-dnfm-help")];
        if self.game.stations_editable() {
            help.push(t!("cli-play-dnfm-help-stations"));
        }
        help
    }
}
