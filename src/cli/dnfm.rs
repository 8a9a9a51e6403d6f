//! `pnp-companion dnfm …`

use super::CliError;
use crate::games::dnfm::cards::{Bounty, CardSet, System};
use crate::games::dnfm::odds::{Basis, Chance, Knowledge, check_chance, round_chance};
use crate::games::dnfm::rules::player_cv;
use crate::games::dnfm::sim::{self, Policy};
use crate::games::dnfm::words::{and_list, count};
use clap::Subcommand;
use serde_json::json;
use std::io::Write;

#[derive(Subcommand, Debug)]
pub enum DnfmCommand {
    /// Your Combat Value from the die values you drew (kept and discarded dice shown)
    CombatValue {
        /// Wave Motion Cannon level (1-4)
        #[arg(long, value_parser = clap::value_parser!(u8).range(1..=4))]
        wmc: u8,
        /// Fusioncasting level (1-4); default the starting value 4
        #[arg(long, default_value_t = 4, value_parser = clap::value_parser!(u8).range(1..=4))]
        fusion: u8,
        /// The die values drawn, e.g. 1,5,6 (3 to 5 values, each 1-6)
        #[arg(long, value_delimiter = ',', required = true)]
        dice: Vec<String>,
        #[arg(long)]
        json: bool,
    },
    /// A bounty's Combat Value from the die values drawn for it
    BountyValue {
        /// The bounty's name or id (e.g. "The Narn", narn)
        #[arg(long)]
        bounty: String,
        /// Your Wave Motion Cannon level when combat began (1-4)
        #[arg(long, value_parser = clap::value_parser!(u8).range(1..=4))]
        wmc: u8,
        /// The die values drawn (3 or 4, as the bounty's attack line says)
        #[arg(long, value_delimiter = ',', required = true)]
        dice: Vec<String>,
        #[arg(long)]
        json: bool,
    },
    /// The event an Event Detection total reads
    Event {
        /// The ED total (0 or more)
        #[arg(long)]
        ed: u32,
        #[arg(long)]
        json: bool,
    },
    /// Price of repairing one level in space
    RepairCost {
        /// fusion, navcomm or wmc
        #[arg(long)]
        system: String,
        /// Quadrants travelled this turn (1-4)
        #[arg(long, value_parser = clap::value_parser!(u8).range(1..=4))]
        quadrants: u8,
        #[arg(long)]
        json: bool,
    },
    /// Price of upgrades at a spacestation
    StationCost {
        /// fusion, navcomm or wmc
        #[arg(long)]
        system: String,
        /// Levels to buy (1-3)
        #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u8).range(1..=3))]
        steps: u8,
        #[arg(long)]
        json: bool,
    },
    /// Odds from what a player can know (the cards in the deck, well mixed): exact for evading
    /// or winning a round; the coach's chance of winning the game for each choice
    Odds {
        #[command(subcommand)]
        which: OddsCommand,
    },
    /// Play many games with a policy and report the balance
    Simulate {
        #[arg(long, default_value_t = 10_000)]
        games: u64,
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// cautious, bold or random
        #[arg(long, default_value = "cautious")]
        policy: String,
        #[arg(long)]
        json: bool,
    },
    /// Play a game from a script: one action a line as JSON (see docs/dnfm-play.md)
    Play(Box<super::dnfm_play::PlayArgs>),
}

#[derive(Subcommand, Debug)]
pub enum OddsCommand {
    /// Chance that your NavComm draw reaches a bounty's Detection Level
    Evade {
        /// NavComm level (1-4)
        #[arg(long, value_parser = clap::value_parser!(u8).range(1..=4))]
        navcomm: u8,
        /// The bounty (its DL is used)
        #[arg(long)]
        bounty: String,
        /// The Dice Card set aside for the bounty (1-6), one of those that carry it; without
        /// it, averaged over those cards
        #[arg(long, value_parser = clap::value_parser!(u8).range(1..=6))]
        aside: Option<u8>,
        #[arg(long)]
        json: bool,
    },
    /// Chance of winning one combat round
    Combat {
        #[arg(long, value_parser = clap::value_parser!(u8).range(1..=4))]
        wmc: u8,
        #[arg(long, default_value_t = 4, value_parser = clap::value_parser!(u8).range(1..=4))]
        fusion: u8,
        #[arg(long)]
        bounty: String,
        /// The Dice Card set aside for the bounty (1-6), one of those that carry it; without
        /// it, averaged over those cards
        #[arg(long, value_parser = clap::value_parser!(u8).range(1..=6))]
        aside: Option<u8>,
        #[arg(long)]
        json: bool,
    },
    /// The coach: each choice open where a game stands, with its chance of winning the whole
    /// game (games played on by the simulator; see docs/dnfm-play.md)
    Coach(Box<super::dnfm_play::coach::OddsCoachArgs>),
}

/// What the odds printed are worked out from, in words.
fn known_odds(aside: Option<u8>, carrying: &[u8]) -> String {
    format!(
        "{} ({}).",
        Basis::Known.label(),
        match aside {
            Some(a) => format!("Dice Card {a} set aside for the bounty"),
            None => format!(
                "averaged over the cards that carry the bounty, one of which lies set aside: {}",
                carrying
                    .iter()
                    .map(u8::to_string)
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
        }
    )
}

/// The cards that can lie set aside for the bounty: the one named, which must carry it, or
/// every card that carries it (each as likely: a bounty is on a card at most once).
fn asides_for(set: &CardSet, b: &Bounty, aside: Option<u8>) -> Result<Vec<u8>, CliError> {
    let carrying = set.cards_carrying(&b.id);
    match aside {
        Some(a) if carrying.contains(&a) => Ok(vec![a]),
        Some(a) => Err(input(format!(
            "Dice Card {a} does not carry {}: it can only be set aside on one of cards {}",
            b.name,
            carrying
                .iter()
                .map(u8::to_string)
                .collect::<Vec<_>>()
                .join(", ")
        ))),
        None => Ok(carrying),
    }
}

/// Sums a chance over the cards that can lie set aside (each equally likely).
fn over_aside(asides: &[u8], f: impl Fn(&Knowledge) -> Chance) -> Chance {
    asides.iter().fold(
        Chance {
            favourable: 0,
            cases: 0,
        },
        |acc, &a| {
            let c = f(&Knowledge::well_mixed(Some(a)));
            Chance {
                favourable: acc.favourable + c.favourable,
                cases: acc.cases + c.cases,
            }
        },
    )
}

fn input(text: impl Into<String>) -> CliError {
    CliError::Input(text.into())
}

fn card_set() -> Result<&'static CardSet, CliError> {
    CardSet::builtin().map_err(|e| input(format!("the built-in card set is broken: {e}")))
}

fn dice_values(
    dice: &[String],
    allowed: std::ops::RangeInclusive<usize>,
) -> Result<Vec<u8>, CliError> {
    let values = dice
        .iter()
        .map(|d| match d.trim().parse::<u8>() {
            Ok(v @ 1..=6) => Ok(v),
            _ => Err(input(format!(
                "'{}' is not a die value: the Dice Cards show 1 to 6",
                d.trim()
            ))),
        })
        .collect::<Result<Vec<_>, _>>()?;
    if !allowed.contains(&values.len()) {
        return Err(input(format!(
            "{} dice given; expected {} to {}",
            values.len(),
            allowed.start(),
            allowed.end()
        )));
    }
    Ok(values)
}

fn ship_system(text: &str) -> Result<System, CliError> {
    match System::parse(text) {
        Some(System::Crew) => Err(input("crew cannot be repaired or bought")),
        Some(s) => Ok(s),
        None => Err(input(format!(
            "'{text}' is not a ship system: use fusion, navcomm or wmc"
        ))),
    }
}

fn bounty<'a>(
    set: &'a CardSet,
    name: &str,
) -> Result<&'a crate::games::dnfm::cards::Bounty, CliError> {
    let n = name.trim();
    set.bounty
        .iter()
        .find(|b| {
            b.id.eq_ignore_ascii_case(n)
                || b.name.eq_ignore_ascii_case(n)
                || b.name
                    .strip_prefix("The ")
                    .is_some_and(|x| x.eq_ignore_ascii_case(n))
        })
        .ok_or_else(|| {
            let names: Vec<&str> = set.bounty.iter().map(|b| b.name.as_str()).collect();
            input(format!(
                "no bounty called '{n}': choose one of {}",
                names.join(", ")
            ))
        })
}

fn emit(
    out: &mut impl Write,
    as_json: bool,
    value: serde_json::Value,
    text: String,
) -> Result<(), CliError> {
    if as_json {
        writeln!(out, "{value}")?;
    } else {
        writeln!(out, "{text}")?;
    }
    Ok(())
}

pub fn run(cmd: DnfmCommand, out: &mut impl Write) -> Result<(), CliError> {
    let set = card_set()?;
    match cmd {
        DnfmCommand::CombatValue {
            wmc,
            fusion,
            dice,
            json,
        } => {
            let f = set
                .fusion(fusion)
                .ok_or_else(|| input("no such Fusioncasting level"))?;
            let needed = 3 + usize::from(f.extra_dice);
            let values = dice_values(&dice, 3..=5)?;
            if values.len() != needed {
                return Err(input(format!(
                    "at Fusioncasting {fusion} you draw {needed} Dice Cards; {} values given",
                    values.len()
                )));
            }
            let p = player_cv(set, wmc, fusion, &values)
                .ok_or_else(|| input("no such cannon level"))?;
            let (kept, discarded, dice_total, modifier, cv) =
                (p.kept, p.discarded, p.dice_total, p.fusion_modifier, p.cv);
            let pattern = set
                .wmc_pattern(wmc)
                .map(ToString::to_string)
                .unwrap_or_default();
            emit(
                out,
                json,
                json!({"wmc": wmc, "fusion": fusion, "drawn": values, "kept": kept, "discarded": discarded,
                       "pattern": pattern, "dice_total": dice_total, "fusion_modifier": modifier, "cv": cv}),
                format!(
                    "Kept {} (discarded {}); cannon {wmc} counts {pattern}: {dice_total}; Fusioncasting {fusion}: {modifier:+}\nCombat Value: {cv}",
                    and_list(&kept),
                    and_list(&discarded)
                ),
            )
        }
        DnfmCommand::BountyValue {
            bounty: name,
            wmc,
            dice,
            json,
        } => {
            let b = bounty(set, &name)?;
            let attack = b
                .attack_for(wmc)
                .ok_or_else(|| input("no attack line for that level"))?;
            let mut values = dice_values(&dice, 3..=4)?;
            if values.len() != attack.pattern.len() {
                return Err(input(format!(
                    "{} draws {} Dice Cards against cannon level {wmc}; {} values given",
                    b.name,
                    attack.pattern.len(),
                    values.len()
                )));
            }
            values.sort_unstable();
            let cv = attack.pattern.score(&values);
            emit(
                out,
                json,
                json!({"bounty": b.id, "name": b.name, "wmc": wmc, "sorted": values,
                       "pattern": attack.pattern.to_string(), "cv": cv, "value": attack.value}),
                format!(
                    "{} ({}): sorted {}, positions {}: Combat Value {cv}; worth {} MC",
                    b.name,
                    b.subtitle,
                    and_list(&values),
                    attack.pattern,
                    attack.value
                ),
            )
        }
        DnfmCommand::Event { ed, json } => {
            let e = set
                .event_for(ed)
                .ok_or_else(|| input("no event for that total"))?;
            let effect = describe_event(e);
            emit(
                out,
                json,
                json!({"ed": ed, "event": e.name, "kind": e.kind, "effect": effect, "provenance": e.provenance}),
                format!("ED {ed}: {} — {effect}", e.name),
            )
        }
        DnfmCommand::RepairCost {
            system,
            quadrants,
            json,
        } => {
            let s = ship_system(&system)?;
            let price = set
                .repair_price
                .of(s, quadrants)
                .ok_or_else(|| input("no price for that"))?;
            emit(
                out,
                json,
                json!({"system": s.id(), "quadrants": quadrants, "price": price}),
                format!(
                    "Repairing {} one level after {}: {price} MC",
                    s.label(),
                    count(quadrants, "quadrant", "quadrants")
                ),
            )
        }
        DnfmCommand::StationCost {
            system,
            steps,
            json,
        } => {
            let s = ship_system(&system)?;
            let each = set
                .station_price
                .of(s)
                .ok_or_else(|| input("no price for that"))?;
            let total = u32::from(each) * u32::from(steps);
            emit(
                out,
                json,
                json!({"system": s.id(), "steps": steps, "each": each, "price": total}),
                format!(
                    "{} at a spacestation: {} × {each} MC = {total} MC",
                    s.label(),
                    count(steps, "level", "levels")
                ),
            )
        }
        DnfmCommand::Odds { which } => match which {
            OddsCommand::Evade {
                navcomm,
                bounty: name,
                aside,
                json,
            } => {
                let b = bounty(set, &name)?;
                let cards = set
                    .navcomm_cards(navcomm)
                    .ok_or_else(|| input("no such NavComm level"))?;
                let asides = asides_for(set, b, aside)?;
                let c = over_aside(&asides, |k| {
                    check_chance(set, k, usize::from(cards), u32::from(b.dl))
                });
                emit(
                    out,
                    json,
                    json!({"bounty": b.id, "dl": b.dl, "navcomm": navcomm, "cards": cards, "aside": aside, "asides": asides, "basis": Basis::Known, "probability": c.probability(), "favourable": c.favourable, "cases": c.cases}),
                    format!(
                        "Evading {} (DL {}) with NavComm {navcomm} ({}): {}\n{}",
                        b.name,
                        b.dl,
                        count(cards, "card", "cards"),
                        c.percent(),
                        known_odds(aside, &asides)
                    ),
                )
            }
            OddsCommand::Combat {
                wmc,
                fusion,
                bounty: name,
                aside,
                json,
            } => {
                let b = bounty(set, &name)?;
                let attack = b.attack_for(wmc).ok_or_else(|| input("no attack line"))?;
                let asides = asides_for(set, b, aside)?;
                let c = over_aside(&asides, |k| {
                    round_chance(set, k, wmc, fusion, &attack.pattern)
                });
                emit(
                    out,
                    json,
                    json!({"bounty": b.id, "wmc": wmc, "fusion": fusion, "pattern": attack.pattern.to_string(), "aside": aside, "asides": asides, "basis": Basis::Known, "probability": c.probability(), "favourable": c.favourable, "cases": c.cases}),
                    format!(
                        "Winning a round against {} (cannon {wmc}, Fusioncasting {fusion}): {}\n{}",
                        b.name,
                        c.percent(),
                        known_odds(aside, &asides)
                    ),
                )
            }
            OddsCommand::Coach(args) => super::dnfm_play::coach::run(set, &args, out),
        },
        DnfmCommand::Play(args) => super::dnfm_play::run(set, &args, out),
        DnfmCommand::Simulate {
            games,
            seed,
            policy,
            json,
        } => {
            let p = Policy::parse(&policy).ok_or_else(|| {
                input(format!(
                    "'{policy}' is not a policy: use cautious, bold or random"
                ))
            })?;
            if games == 0 || games > 10_000_000 {
                return Err(input("--games must be 1 to 10,000,000"));
            }
            let r = sim::simulate(set, games, seed, p);
            let losses: Vec<String> = r.losses.iter().map(|(k, v)| format!("{k}: {v}")).collect();
            emit(
                out,
                json,
                serde_json::to_value(&r).map_err(|e| input(e.to_string()))?,
                format!(
                    "{games} games, policy {policy}, seed {seed}\nwin rate {:.1} %  mean turns {:.1} (longest {})  mean MC at the end {:.1}\nnot won: {}",
                    r.win_rate * 100.0,
                    r.mean_turns,
                    r.longest_game,
                    r.mean_megacredits,
                    if losses.is_empty() {
                        "none".into()
                    } else {
                        losses.join(", ")
                    }
                ),
            )
        }
    }
}

pub fn describe_event(e: &crate::games::dnfm::cards::Event) -> String {
    use crate::games::dnfm::cards::EventKind;
    let systems: Vec<String> = e.systems.iter().map(|s| s.label()).collect();
    match e.kind {
        EventKind::None => "nothing happens".into(),
        EventKind::Threshold => format!(
            "draw 1 Dice Card: on {} or less, {} {} a level",
            e.at_most,
            and_list(&systems),
            if systems.len() == 1 {
                "loses"
            } else {
                "each lose"
            }
        ),
        EventKind::Icons => format!(
            "draw {}: their damage icons hit the ship",
            count(e.cards, "Dice Card", "Dice Cards")
        ),
        EventKind::Counterplot => {
            "one more bounty this turn; evade or fight each separately".into()
        }
    }
}
