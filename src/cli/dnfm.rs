//! `pnp-companion dnfm …`

use super::CliError;
use crate::games::dnfm::cards::{Bounty, CardSet, System, event_label};
use crate::games::dnfm::odds::{Basis, Chance, Knowledge, check_chance, round_chance};
use crate::games::dnfm::rules::player_cv;
use crate::games::dnfm::sim::{self, Policy};
use crate::games::dnfm::words::and_list;
use crate::t;
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
            Some(a) => t!("cli-dnfm-aside", card = a),
            None => t!("cli-dnfm-averaged", cards = numbers(carrying)),
        }
    )
}

/// "1, 4, 6".
fn numbers(cards: &[u8]) -> String {
    cards
        .iter()
        .map(u8::to_string)
        .collect::<Vec<_>>()
        .join(", ")
}

/// The cards that can lie set aside for the bounty: the one named, which must carry it, or
/// every card that carries it (each as likely: a bounty is on a card at most once).
fn asides_for(set: &CardSet, b: &Bounty, aside: Option<u8>) -> Result<Vec<u8>, CliError> {
    let carrying = set.cards_carrying(&b.id);
    match aside {
        Some(a) if carrying.contains(&a) => Ok(vec![a]),
        Some(a) => Err(input(t!(
            "cli-dnfm-does-not-carry",
            card = a,
            bounty = b.name.as_str(),
            cards = numbers(&carrying)
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
    CardSet::builtin().map_err(|e| input(t!("cli-dnfm-card-set-broken", error = e.to_string())))
}

fn dice_values(
    dice: &[String],
    allowed: std::ops::RangeInclusive<usize>,
) -> Result<Vec<u8>, CliError> {
    let values = dice
        .iter()
        .map(|d| match d.trim().parse::<u8>() {
            Ok(v @ 1..=6) => Ok(v),
            _ => Err(input(t!("cli-dnfm-not-a-die", text = d.trim()))),
        })
        .collect::<Result<Vec<_>, _>>()?;
    if !allowed.contains(&values.len()) {
        return Err(input(t!(
            "cli-dnfm-dice-count",
            count = values.len(),
            least = *allowed.start(),
            most = *allowed.end()
        )));
    }
    Ok(values)
}

fn ship_system(text: &str) -> Result<System, CliError> {
    match System::from_word(text) {
        Some(System::Crew) => Err(input(t!("cli-dnfm-crew-not-for-sale"))),
        Some(s) => Ok(s),
        None => Err(input(t!("cli-dnfm-not-a-ship-system", text = text))),
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
            input(t!(
                "cli-dnfm-no-bounty",
                name = n,
                bounties = names.join(", ")
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
        writeln!(out, "{}", super::json_words::in_english(value))?;
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
        } => combat_value(set, wmc, fusion, dice, json, out),
        DnfmCommand::BountyValue {
            bounty: name,
            wmc,
            dice,
            json,
        } => bounty_value(set, name, wmc, dice, json, out),
        DnfmCommand::Event { ed, json } => show_event(set, ed, json, out),
        DnfmCommand::RepairCost {
            system,
            quadrants,
            json,
        } => repair_cost(set, system, quadrants, json, out),
        DnfmCommand::StationCost {
            system,
            steps,
            json,
        } => station_cost(set, system, steps, json, out),
        DnfmCommand::Odds { which } => match which {
            OddsCommand::Evade {
                navcomm,
                bounty: name,
                aside,
                json,
            } => evade_odds(set, navcomm, name, aside, json, out),
            OddsCommand::Combat {
                wmc,
                fusion,
                bounty: name,
                aside,
                json,
            } => round_odds(set, wmc, fusion, name, aside, json, out),
            OddsCommand::Coach(args) => super::dnfm_play::coach::run(set, &args, out),
        },
        DnfmCommand::Play(args) => super::dnfm_play::run(set, &args, out),
        DnfmCommand::Simulate {
            games,
            seed,
            policy,
            json,
        } => simulate(set, games, seed, policy, json, out),
    }
}

fn combat_value(
    set: &CardSet,
    wmc: u8,
    fusion: u8,
    dice: Vec<String>,
    json: bool,
    out: &mut impl Write,
) -> Result<(), CliError> {
    let f = set
        .fusion(fusion)
        .ok_or_else(|| input(t!("cli-dnfm-no-fusion-level")))?;
    let needed = 3 + usize::from(f.extra_dice);
    let values = dice_values(&dice, 3..=5)?;
    if values.len() != needed {
        return Err(input(t!(
            "cli-dnfm-fusion-draws",
            fusion = fusion,
            needed = needed,
            given = values.len()
        )));
    }
    let p = player_cv(set, wmc, fusion, &values)
        .ok_or_else(|| input(t!("cli-dnfm-no-cannon-level")))?;
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
        t!(
            "cli-dnfm-combat-value",
            kept = and_list(&kept),
            discarded = and_list(&discarded),
            wmc = wmc,
            pattern = set
                .wmc_pattern(wmc)
                .map(|p| p.words().to_string())
                .unwrap_or_default(),
            total = dice_total,
            fusion = fusion,
            modifier = format!("{modifier:+}"),
            cv = cv
        ),
    )
}

fn bounty_value(
    set: &CardSet,
    name: String,
    wmc: u8,
    dice: Vec<String>,
    json: bool,
    out: &mut impl Write,
) -> Result<(), CliError> {
    let b = bounty(set, &name)?;
    let attack = b
        .attack_for(wmc)
        .ok_or_else(|| input(t!("cli-dnfm-no-attack-for-level")))?;
    let mut values = dice_values(&dice, 3..=4)?;
    if values.len() != attack.pattern.len() {
        return Err(input(t!(
            "cli-dnfm-bounty-draws",
            bounty = b.name.as_str(),
            needed = attack.pattern.len(),
            wmc = wmc,
            given = values.len()
        )));
    }
    values.sort_unstable();
    let cv = attack.pattern.score(&values);
    emit(
        out,
        json,
        json!({"bounty": b.id, "name": b.name, "wmc": wmc, "sorted": values,
               "pattern": attack.pattern.to_string(), "cv": cv, "value": attack.value}),
        t!(
            "cli-dnfm-bounty-value",
            bounty = b.name.as_str(),
            subtitle = b.subtitle_label(),
            sorted = and_list(&values),
            pattern = attack.pattern.words().to_string(),
            cv = cv,
            value = attack.value
        ),
    )
}

fn show_event(set: &CardSet, ed: u32, json: bool, out: &mut impl Write) -> Result<(), CliError> {
    let e = set
        .event_for(ed)
        .ok_or_else(|| input(t!("cli-dnfm-no-event")))?;
    let effect = describe_event(e);
    emit(
        out,
        json,
        json!({"ed": ed, "event": e.name, "kind": e.kind, "effect": effect, "provenance": e.provenance}),
        t!(
            "cli-dnfm-event",
            ed = ed,
            event = event_label(&e.name),
            effect = effect
        ),
    )
}

fn repair_cost(
    set: &CardSet,
    system: String,
    quadrants: u8,
    json: bool,
    out: &mut impl Write,
) -> Result<(), CliError> {
    let s = ship_system(&system)?;
    let price = set
        .repair_price
        .of(s, quadrants)
        .ok_or_else(|| input(t!("cli-dnfm-no-price")))?;
    emit(
        out,
        json,
        json!({"system": s.id(), "quadrants": quadrants, "price": price}),
        t!(
            "cli-dnfm-repair-cost",
            system = s.label(),
            quadrants = quadrants,
            price = price
        ),
    )
}

fn station_cost(
    set: &CardSet,
    system: String,
    steps: u8,
    json: bool,
    out: &mut impl Write,
) -> Result<(), CliError> {
    let s = ship_system(&system)?;
    let each = set
        .station_price
        .of(s)
        .ok_or_else(|| input(t!("cli-dnfm-no-price")))?;
    let total = u32::from(each) * u32::from(steps);
    emit(
        out,
        json,
        json!({"system": s.id(), "steps": steps, "each": each, "price": total}),
        t!(
            "cli-dnfm-station-cost",
            system = s.label(),
            levels = steps,
            each = each,
            total = total
        ),
    )
}

fn evade_odds(
    set: &CardSet,
    navcomm: u8,
    name: String,
    aside: Option<u8>,
    json: bool,
    out: &mut impl Write,
) -> Result<(), CliError> {
    let b = bounty(set, &name)?;
    let cards = set
        .navcomm_cards(navcomm)
        .ok_or_else(|| input(t!("cli-dnfm-no-navcomm-level")))?;
    let asides = asides_for(set, b, aside)?;
    let c = over_aside(&asides, |k| {
        check_chance(set, k, usize::from(cards), u32::from(b.dl))
    });
    emit(
        out,
        json,
        json!({"bounty": b.id, "dl": b.dl, "navcomm": navcomm, "cards": cards, "aside": aside, "asides": asides, "basis": Basis::Known, "probability": c.probability(), "favourable": c.favourable, "cases": c.cases}),
        t!(
            "cli-dnfm-odds-evading",
            bounty = b.name.as_str(),
            dl = b.dl,
            navcomm = navcomm,
            cards = cards,
            chance = c.percent(),
            basis = known_odds(aside, &asides)
        ),
    )
}

fn round_odds(
    set: &CardSet,
    wmc: u8,
    fusion: u8,
    name: String,
    aside: Option<u8>,
    json: bool,
    out: &mut impl Write,
) -> Result<(), CliError> {
    let b = bounty(set, &name)?;
    let attack = b
        .attack_for(wmc)
        .ok_or_else(|| input(t!("cli-dnfm-no-attack-line")))?;
    let asides = asides_for(set, b, aside)?;
    let c = over_aside(&asides, |k| {
        round_chance(set, k, wmc, fusion, &attack.pattern)
    });
    emit(
        out,
        json,
        json!({"bounty": b.id, "wmc": wmc, "fusion": fusion, "pattern": attack.pattern.to_string(), "aside": aside, "asides": asides, "basis": Basis::Known, "probability": c.probability(), "favourable": c.favourable, "cases": c.cases}),
        t!(
            "cli-dnfm-odds-round",
            bounty = b.name.as_str(),
            wmc = wmc,
            fusion = fusion,
            chance = c.percent(),
            basis = known_odds(aside, &asides)
        ),
    )
}

fn simulate(
    set: &CardSet,
    games: u64,
    seed: u64,
    policy: String,
    json: bool,
    out: &mut impl Write,
) -> Result<(), CliError> {
    let p = Policy::from_word(&policy)
        .ok_or_else(|| input(t!("cli-dnfm-not-a-policy", policy = policy.as_str())))?;
    if games == 0 || games > 10_000_000 {
        return Err(input(t!("cli-dnfm-games-range")));
    }
    let r = sim::simulate(set, games, seed, p);
    let losses: Vec<String> = r
        .losses
        .iter()
        .map(|(k, v)| t!("cli-dnfm-sim-loss", cause = sim::cause_words(k), count = *v))
        .collect();
    emit(
        out,
        json,
        serde_json::to_value(&r).map_err(|e| input(e.to_string()))?,
        t!(
            "cli-dnfm-sim-report",
            games = games.to_string(),
            policy = policy.as_str(),
            seed = seed.to_string(),
            rate = crate::i18n::decimal(r.win_rate * 100.0, 1),
            turns = crate::i18n::decimal(r.mean_turns, 1),
            longest = r.longest_game,
            megacredits = crate::i18n::decimal(r.mean_megacredits, 1),
            losses = if losses.is_empty() {
                t!("cli-dnfm-sim-none")
            } else {
                losses.join(", ")
            }
        ),
    )
}

pub fn describe_event(e: &crate::games::dnfm::cards::Event) -> String {
    use crate::games::dnfm::cards::EventKind;
    let systems: Vec<String> = e.systems.iter().map(|s| s.label().to_string()).collect();
    match e.kind {
        EventKind::None => t!("cli-dnfm-event-none"),
        EventKind::Threshold => t!(
            "cli-dnfm-event-threshold",
            at_most = e.at_most,
            systems = and_list(&systems),
            count = systems.len()
        ),
        EventKind::Icons => t!("cli-dnfm-event-icons", cards = e.cards),
        EventKind::Counterplot => t!("cli-dnfm-event-counterplot"),
    }
}
