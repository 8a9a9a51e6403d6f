//! The record summed up for one game and mode: played, won, lost, how games were lost, the
//! longest run of wins and the average length.

use super::{How, Play, Record};
use crate::store::saves::GameKind;

#[derive(Debug, Clone, Default, PartialEq)]
pub struct Stats {
    pub played: usize,
    pub won: usize,
    pub lost: usize,
    /// Each way a game was lost, with how often, the most frequent first.
    pub ways_lost: Vec<(How, usize)>,
    /// The most wins in a row, in the order the games ended.
    pub longest_win_run: usize,
    /// Turns per game, when there is a game.
    pub average_turns: Option<f64>,
}

impl Stats {
    /// Won out of played, 0 to 1, when anything was played.
    pub fn win_rate(&self) -> Option<f64> {
        (self.played > 0).then(|| self.won as f64 / self.played as f64)
    }

    /// "3 of 8 won (38 %)" (halves rounded up), or "none played yet", in the player's
    /// language.
    pub fn summary(&self) -> String {
        if self.played == 0 {
            return crate::t!("record-none-played");
        }
        let percent = (self.won * 200 + self.played) / (2 * self.played);
        crate::t!(
            "record-won-of",
            won = self.won,
            played = self.played,
            percent = percent
        )
    }
}

/// The stats of `game` played in `physical` mode (either mode: `None`).
pub fn stats(record: &Record, game: GameKind, physical: Option<bool>) -> Stats {
    let mut plays: Vec<&Play> = record
        .of(Some(game))
        .filter(|p| physical.is_none_or(|m| p.physical == m))
        .collect();
    plays.sort_by_key(|p| p.ended_at);
    let mut s = Stats {
        played: plays.len(),
        ..Stats::default()
    };
    let mut run = 0;
    for p in &plays {
        if p.won() {
            s.won += 1;
            run += 1;
            s.longest_win_run = s.longest_win_run.max(run);
        } else {
            s.lost += 1;
            run = 0;
            match s.ways_lost.iter_mut().find(|(h, _)| *h == p.how) {
                Some((_, n)) => *n += 1,
                None => s.ways_lost.push((p.how, 1)),
            }
        }
    }
    s.ways_lost
        .sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
    if !plays.is_empty() {
        let turns: u64 = plays.iter().map(|p| u64::from(p.turns)).sum();
        s.average_turns = Some(turns as f64 / plays.len() as f64);
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::record::tests::play;

    #[test]
    fn worked_by_hand() {
        let mut r = Record::default();
        // In the order they ended: W W L(combat) W W W L(events) L(combat); one Sherwood.
        let hows = [
            How::Megacredits,
            How::Megacredits,
            How::CrewLostInCombat,
            How::Megacredits,
            How::Megacredits,
            How::Megacredits,
            How::CrewLostToEvents,
            How::CrewLostInCombat,
        ];
        for (i, how) in hows.iter().enumerate() {
            // Added out of order: the run is counted by when they ended.
            let at = 1000 - i as u64 * 10;
            r.add(play(
                GameKind::Dnfm,
                100 - i as u64,
                *how,
                10 + i as u32,
                at,
            ));
        }
        r.add(play(GameKind::Sherwood, 7, How::Witchcraft, 12, 5));
        let mut physical = play(GameKind::Dnfm, 500, How::GivenUp, 3, 6);
        physical.physical = true;
        r.add(physical);
        // `at` runs backwards, so the ending order is the list reversed.
        let s = stats(&r, GameKind::Dnfm, Some(false));
        assert_eq!((s.played, s.won, s.lost), (8, 5, 3));
        assert_eq!(s.longest_win_run, 3);
        assert_eq!(
            s.ways_lost,
            vec![(How::CrewLostInCombat, 2), (How::CrewLostToEvents, 1)]
        );
        assert_eq!(s.average_turns, Some((10..18).sum::<u32>() as f64 / 8.0));
        assert_eq!(s.summary(), "5 of 8 won (63 %)");
        let both = stats(&r, GameKind::Dnfm, None);
        assert_eq!((both.played, both.lost), (9, 4));
        let physical = stats(&r, GameKind::Dnfm, Some(true));
        assert_eq!(physical.ways_lost, vec![(How::GivenUp, 1)]);
        assert_eq!(
            stats(&r, GameKind::Sherwood, None).summary(),
            "0 of 1 won (0 %)"
        );
        assert_eq!(
            stats(&Record::default(), GameKind::Sherwood, None).summary(),
            "none played yet"
        );
    }
}
