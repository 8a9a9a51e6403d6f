# Do Not Forsake Me's card set in words: the event table as the help and the printed Event
# card show it, the card data checked, the rules' errors, and the turn log's title.

## The event table

dnfm-ref-from-to = { $low }–{ $high }
    .speak = { $low } to { $high }
dnfm-ref-or-more = { $low } or more
dnfm-ref-or-less = { $high } or less
dnfm-ref-any = any
dnfm-ref-effect-none = nothing happens
# $at_most: the highest value that hurts; $systems: the systems hit ("NavComm and WMC");
# $count: how many systems.
dnfm-ref-effect-threshold = { $count ->
    [one] draw 1: { $at_most } or less costs { $systems } a level
   *[other] draw 1: { $at_most } or less costs { $systems } a level each
}
dnfm-ref-effect-icons = { $cards ->
    [one] draw 1: its icons do damage, as in combat
   *[other] draw { $cards }: their icons do damage, as in combat
}
dnfm-ref-effect-counterplot = a second bounty this turn
# The systems, short, in an event's effect.
dnfm-ref-effect-crew = Crew
dnfm-ref-effect-wmc = WMC
dnfm-ref-effect-fusion = Fusion
dnfm-ref-effect-navcomm = NavComm

## The card data checked (what a designer editing the cards reads)

# $text: what the data says.
dnfm-card-not-a-position = '{ $text }' is not a dice position (W or B)
dnfm-card-pattern-length = '{ $text }': a pattern has 1 to 5 positions
dnfm-card-not-levels = '{ $text }' is not a level range like 1-3
dnfm-card-levels-backwards = '{ $text }' runs backwards
dnfm-card-not-a-face = '{ $text }' is not a Dice Card face: write the card number, A or B, and how it lies, such as 3B down (or 3Bd)
dnfm-card-no-such-card = there is no Dice Card { $card }: they are numbered 1 to 6
# $error: what is wrong, in words.
dnfm-card-data-unreadable = card data cannot be read: { $error }
dnfm-card-event-table = event table: { $error }
dnfm-card-ed-start = the event table must start at { -ed } 0
dnfm-card-wmc-pattern = Wave Motion Cannon level { $level } needs a three-position pattern
dnfm-card-fusion-missing = Fusioncasting level { $level } is missing
dnfm-card-navcomm-cards = NavComm level { $level } must draw 1 to 5 cards
dnfm-card-fusion-dice = Fusioncasting can add at most two dice (five of the five cards left)
# $numbers: the numbers found, as a list.
dnfm-card-dice-numbers = the Dice Cards must be numbered 1 to 6, found { $numbers }
dnfm-card-die-value = Dice Card { $card }: die value { $value } is not 1-6
# $bounty: the bounty as the data names it.
dnfm-card-unknown-bounty = Dice Card { $card } names unknown bounty '{ $bounty }'
dnfm-card-icons = Dice Card { $card }: at most two damage icons
# $counts: how often each value 1 to 6 appears, as a list.
dnfm-card-value-count = each die value must appear four times; 1 to 6 appear { $counts } times
dnfm-card-six-bounties = at least six bounties
dnfm-card-attack-missing = { $bounty }: no 3- or 4-card attack for WMC { $wmc }
dnfm-card-attack-overlap = { $bounty }: every WMC level must match exactly one attack line
dnfm-card-bounty-nowhere = { $bounty } is on no Dice Card
dnfm-card-map-numbers = the Map Cards must be numbered 1 to 4, found { $numbers }
dnfm-card-faces = the set must be 18 double-sided cards printing every face once
dnfm-card-rules = rules cards 1-5, each with text
dnfm-card-crew-faces = crew check faces must be 1-6
dnfm-card-crew-two = the Crew card's check names two different die faces

## The rules' errors

# $reason: why not, in words.
dnfm-error-not-now = not now: { $reason }
# $purpose: what the cards are drawn for ("the crew check").
dnfm-error-need-cards = { $count ->
    [one] draw { $count } more Dice Card for { $purpose } and enter what it show
   *[other] draw { $count } more Dice Cards for { $purpose } and enter what they show
}
dnfm-error-bad-card = Dice Card { $card } cannot be drawn here: { $reason }
dnfm-error-over = the game is over
dnfm-error-data = the card data is broken: { $error }
# What is missing from broken card data.
dnfm-data-too-many = more than six Dice Cards in one draw
dnfm-data-no-card = no Dice Card { $card }
dnfm-data-none-drawn = no card drawn
dnfm-data-navcomm-level = NavComm level
# $id: the bounty's id in the data.
dnfm-data-bounty = bounty { $id }
dnfm-data-no-event = no event for { -ed } { $ed }
dnfm-data-no-attack = { $bounty } has no attack for WMC { $wmc }
dnfm-data-attack = { $bounty } attack
dnfm-data-fusion-level = Fusioncasting level
dnfm-data-wmc-level = WMC level

## What Dice Cards are drawn for ("draw 2 more Dice Cards for …")

dnfm-draw-for-event-detection = event detection
dnfm-draw-for-event-check = the event check
dnfm-draw-for-evasion = the evasion
dnfm-draw-for-crew-check = the crew check
dnfm-draw-for-bounty = the bounty
dnfm-draw-for-your-attack = your attack
dnfm-draw-for-their-attack = the bounty's attack
dnfm-draw-for-combat-damage = combat damage

## The turn log, exported

dnfm-log-title = Do Not Forsake Me — turn log
