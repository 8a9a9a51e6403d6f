# Do Not Forsake Me's rules in words: each step of the log, refusals, the systems, the
# actions, the basis of the odds. A log line is kept in the language it was written in.

## The ship's systems

dnfm-system-crew = Crew
dnfm-system-wmc = Wave Motion Cannon
dnfm-system-fusion = Fusioncasting
dnfm-system-navcomm = NavComm

## The actions

dnfm-action-move = Move { $quadrants }
dnfm-action-dock = Dock
# $system: the ship's system.
dnfm-action-buy = Buy { $system }
dnfm-action-repair = Repair { $system }
dnfm-action-continue = Continue
dnfm-action-scan = Scan for events
dnfm-action-reveal = Reveal the bounty
dnfm-action-evade = Evade
dnfm-action-fight = Fight
dnfm-action-attack = Attack
dnfm-action-flee = Flee

## The phases, as a refusal names them

dnfm-phase-name-movement = Movement
dnfm-phase-name-refit = refit (station or repairs)
dnfm-phase-name-event = Event
dnfm-phase-name-bounty = Bounty
dnfm-phase-name-encounter = evade-or-fight
dnfm-phase-name-combat = Combat

## What the odds are worked out from

dnfm-basis-known = Odds from what you can know: the cards in the deck, well mixed
dnfm-basis-peek = Odds peeking at the deck: exact for the cards as they lie

## Refusals

dnfm-refuse-buy-undocked = buying needs the ship docked at a spacestation
dnfm-refuse-buy-crew = crew cannot be bought
dnfm-refuse-at-highest = { $system } is already at its highest level
dnfm-refuse-buy-too-dear = { $system } costs { $price } MC a level; you have { $megacredits }
dnfm-refuse-repair-docked = docked: buy at the station's prices instead
dnfm-refuse-repair-crew = crew cannot be repaired
dnfm-refuse-at-start = repairs in space only restore { $system } up to its starting value
dnfm-refuse-repair-too-dear = { $moved ->
    [one] repairing { $system } after moving { $moved } quadrant costs { $price } MC; you have { $megacredits }
   *[other] repairing { $system } after moving { $moved } quadrants costs { $price } MC; you have { $megacredits }
}
dnfm-refuse-physical = this game is in physical mode: enter the cards you draw
dnfm-refuse-card-number = the Dice Cards are numbered 1 to 6
dnfm-refuse-card-drawn = it was already drawn in this RSF
dnfm-refuse-card-not-drawn = the action draws no more cards than those before it
dnfm-refuse-changes-nothing = it would change nothing
dnfm-refuse-no-such-card = the set has no such card
dnfm-refuse-not-under-way = the cards entered do not leave that action waiting for more
dnfm-refuse-digital-draws = the app draws a digital game’s cards itself
dnfm-refuse-card-aside = it is the bounty card set aside
dnfm-refuse-move = the ship moves 1 to 4 quadrants
dnfm-refuse-no-station = there is no spacestation in this quadrant
dnfm-refuse-docked = already docked
dnfm-refuse-flee = fight at least one round before fleeing
# $action: what was asked; $phase: the phase the game is in.
dnfm-refuse-phase = { $action } is not possible in the { $phase } phase

## The log's steps

# The log's heading for a turn.
dnfm-log-turn = Turn { $turn }
dnfm-step-moved = { $quadrants ->
    [one] Moved { $quadrants } quadrant, { $from } → { $to }
   *[other] Moved { $quadrants } quadrants, { $from } → { $to }
}
    .speak = { $quadrants ->
        [one] Moved { $quadrants } quadrant, from quadrant { $from } to { $to }
       *[other] Moved { $quadrants } quadrants, from quadrant { $from } to { $to }
    }
dnfm-step-moved-station = { $quadrants ->
    [one] Moved { $quadrants } quadrant, { $from } → { $to } — a spacestation
   *[other] Moved { $quadrants } quadrants, { $from } → { $to } — a spacestation
}
    .speak = { $quadrants ->
        [one] Moved { $quadrants } quadrant, from quadrant { $from } to { $to }, a spacestation
       *[other] Moved { $quadrants } quadrants, from quadrant { $from } to { $to }, a spacestation
    }
dnfm-step-docked = Docked at the spacestation
dnfm-step-bought = Bought { $system } level { $level } for { $price } MC ({ $megacredits } MC left)
    .speak = Bought { $system } level { $level } for { $price } megacredits, { $megacredits } megacredits left
dnfm-step-repaired = Repaired { $system } to { $level } for { $price } MC ({ $megacredits } MC left)
    .speak = Repaired { $system } to { $level } for { $price } megacredits, { $megacredits } megacredits left
# $values: the cards' values added ("3 + 4"); $ed: their sum; $event: the event's name.
dnfm-step-event-scan = Event scan: { $values } = { -ed } { $ed } — { $event }
    .speak = Event scan: { $values } makes Event Detection { $ed }: { $event }
dnfm-step-navcomm-avoided = NavComm: { $values } = { $total } against { $needed }: avoided
    .speak = NavComm: { $values } makes { $total } against { $needed }: avoided
dnfm-step-navcomm-short = NavComm: { $values } = { $total } against { $needed }: not enough
    .speak = NavComm: { $values } makes { $total } against { $needed }: not enough
# $hits: the damage done ("NavComm 3→2").
dnfm-step-threshold = { $event }: drew { $value } (hits on { $at_most } or less): { $hits }
dnfm-step-icons = { $event }: { $damage }
dnfm-step-counterplot = Counterplot: one more bounty this turn
dnfm-step-no-bounty-docked = Docked: no bounty this turn
dnfm-step-bounty = Bounty: { $bounty } ({ -dl } { $dl }) on Dice Card { $card }
    .speak = Bounty: { $bounty }, Difficulty Level { $dl }, on Dice Card { $card }
dnfm-step-evaded = Evaded
dnfm-step-combat-begins = Combat with { $bounty } at cannon { $wmc }: they draw { $cards } ({ $pattern }), worth { $value } MC
    .speak = Combat with { $bounty } at cannon level { $wmc }: they draw { $cards }, { $pattern }, worth { $value } megacredits
# Your attack: the cards drawn; $dropped: the cards dropped, or nothing; $kept, $pattern,
# $total; $fusion: the Fusioncasting modifier, or nothing; $cv.
dnfm-step-your-attack = Your attack: drew { $drawn }{ $dropped }, kept { $kept } counted { $pattern } = { $total }{ $fusion } → CV { $cv }
    .speak = Your attack: drew { $drawn }{ $dropped }, kept { $kept } counted { $pattern }, makes { $total }{ $fusion }: Combat Value { $cv }
dnfm-step-dropped = , dropped { $cards }
# $modifier: "+1", "-1".
dnfm-step-fusion = { " " }{ $modifier } Fusioncasting
dnfm-step-their-attack = Their attack: { $drawn } counted { $pattern } → CV { $cv }
    .speak = Their attack: { $drawn } counted { $pattern }: Combat Value { $cv }
dnfm-step-captured = Captured { $bounty }: +{ $value } MC ({ $megacredits } MC)
    .speak = Captured { $bounty }: { $value } megacredits more, { $megacredits } megacredits in all
dnfm-step-damage = Damage: { $damage }
dnfm-step-fled = Fled
dnfm-step-turn-ends = End of turn { $turn }
dnfm-step-won = Victory with { $megacredits } MC!
    .speak = Victory with { $megacredits } megacredits!
dnfm-step-lost = The last crewman is lost: defeat.
dnfm-no-damage = no damage
# A damage card: $card its number, $icons what it shows.
dnfm-damage-card = card { $card } shows { $icons }
dnfm-damage-no-icon = no icon
dnfm-damage-crew-lost = , crew check { $value }: a crewman lost
dnfm-damage-crew-safe = , crew check { $value }: no loss
# A system hit: its level before and after.
dnfm-hit = { $system } { $from }→{ $to }
    .speak = { $system } from { $from } to { $to }
# A system hit that was at its lowest already: no change.
dnfm-hit-none = { $system } { $from }→{ $to }
    .speak = { $system } stays at { $from }
# A damage card told: the card, the crew check if one was made, the hits.
dnfm-damage = { $card }{ $crew } — { $hits }
    .speak = { $card }{ $crew }. { $hits }
# A pattern's slots: written as on the card, said in full.
dnfm-slot-white = W
    .speak = white
dnfm-slot-black = B
    .speak = black

## Lists

# $items: all but the last, joined by commas; $last: the last.
list-and = { $items } and { $last }
list-or = { $items } or { $last }
list-none = none

## The card set's names: events (the rulebook's), bounties' titles (our design). A bounty's
## own name is a name and stays as printed.

dnfm-event-no-threats-detected = No Threats Detected
dnfm-event-meteor-storm = Meteor Storm
dnfm-event-solar-flare = Solar Flare
dnfm-event-pulsar = Pulsar
dnfm-event-space-madness = Space Madness
dnfm-event-claim-jump = Claim Jump
dnfm-event-your-haunted-past = Your Haunted Past
dnfm-event-crew-mutiny = Crew Mutiny
dnfm-event-counterplot = Counterplot
dnfm-bounty-subtitle-opuchini = Renegade Star Cruiser
dnfm-bounty-subtitle-narn = Blackguard Pirates
dnfm-bounty-subtitle-vexa = Smuggler Queen
dnfm-bounty-subtitle-kessik = Claim Jumpers
dnfm-bounty-subtitle-grell = Hive Raider
dnfm-bounty-subtitle-sorrow = Deserter Frigate
dnfm-bounty-subtitle-jax = Ore Hauler Pirate
dnfm-bounty-subtitle-choir = Cult Corvette
