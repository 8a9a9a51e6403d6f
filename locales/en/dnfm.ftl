# Do Not Forsake Me on screen: the header, the phases, the choices, the card picker, the
# ship and the map, the coach.

## The header and tabs

# $turn: the turn's number; $name: the save's name.
dnfm-turn-of = Turn { $turn } · { $name }
dnfm-tab-play = Play
dnfm-tab-log = Log
dnfm-phase-movement = Movement
dnfm-phase-event = Event
dnfm-phase-bounty = Bounty
dnfm-phase-combat = Combat
dnfm-first-turn = Your turn. Move 1 to 4 quadrants clockwise.

## The end

# $megacredits: what the player ends with.
dnfm-won = Victory! { $megacredits } Megacredits.
dnfm-lost = Defeat: the last crewman is lost.

## Movement and refit

dnfm-map-first = Your map first: lay out your Map Cards, then tap each quadrant that shows a spacestation on the Map below (you can change them until your first move).
dnfm-next-station = { $quadrants ->
    [one] Next spacestation { $quadrants } quadrant ahead.
   *[other] Next spacestation { $quadrants } quadrants ahead.
}
dnfm-no-station = No spacestation on the map.
dnfm-move = Move { $quadrants }
dnfm-at-station = A spacestation: dock to buy upgrades, or go on without.
dnfm-dock = Dock at the spacestation
# $system: the ship's system; $price: in Megacredits.
dnfm-buy = Buy { $system } +1 — { $price } MC
dnfm-repair = Repair { $system } +1 — { $price } MC
dnfm-to-event-phase = Continue to the Event phase

## Event, bounty, encounter, combat

dnfm-scan = Scan for events
dnfm-docked-end-turn = Docked: end the turn
dnfm-reveal-bounty = Reveal the bounty
# $dl: the bounty's Detection Level.
dnfm-detection-level = Detection Level { $dl }
# $pattern: the bounty's attack pattern; $value: its reward.
dnfm-bounty-attack = Attack { $pattern } · worth { $value } MC
dnfm-encounter-choice = Your choice. Odds: evading (NavComm against the { -dl }) · winning one combat round
dnfm-evade = Evade
dnfm-fight = Fight
# A choice and its odds: $choice, $odds.
dnfm-with-odds = { $choice } · { $odds }
dnfm-attack = Attack
dnfm-attack-win = Attack (win { $odds })
dnfm-after-lost-round = Your choice: another round, or flee.
dnfm-flee-counterplot = Flee (the Counterplot's other bounty is next)
dnfm-flee = Flee (ends the turn)
# $basis: what the odds are worked out from.
dnfm-odds-basis = { $basis }.
dnfm-peek = Peek at the deck
dnfm-peek-about = On: the exact odds of the app's deck as it lies, which no player at a table can see.

## The card picker (physical play)

dnfm-dice-cards = { $count ->
    [one] { $count } Dice Card
   *[other] { $count } Dice Cards
}
# $cards: how many Dice Cards ("2 Dice Cards").
dnfm-draw-event-scan = Event scan: draw { $cards }; their sum picks the event
dnfm-draw-event-check = NavComm check against the event: draw { $cards }, you need { $needed } or more
dnfm-draw-evasion = NavComm check to evade: draw { $cards }, you need { $needed } or more
# $event: the event's name.
dnfm-draw-event-threshold = { $event }: draw { $cards }; { $at_most } or less damages the ship
dnfm-draw-event-icons = { $event }: draw { $cards }; each icon on them hits its system
# $faces: the values that lose a crewman ("1 or 2").
dnfm-draw-crew-check = Crew check: draw { $cards }; a crewman is lost on { $faces }
dnfm-draw-bounty = The bounty: draw { $cards }
dnfm-draw-your-attack = Your attack: draw { $cards }; the cannon counts its white positions
dnfm-draw-their-attack = The bounty's attack: draw { $cards }; they need { $needed } or more to win the round
dnfm-draw-combat-damage = Combat damage: draw { $cards }; each icon on it hits its system
dnfm-draw = Draw { $cards }
dnfm-tap-the-card = Tap the card as it lies (down: turned upside down).
# $nth: which card; $cards: of how many.
dnfm-tap-card-of = Tap card { $nth } of { $cards } as it lies (down: turned upside down).
dnfm-more-cards = { $count ->
    [one] { $count } more card
   *[other] { $count } more cards
}
# $sum: the cards' values added up ("3 + 4 = 7").
dnfm-so-far = So far { $sum }
dnfm-so-far-needed = So far { $sum } of the { $needed } needed
# $values: the values entered ("3 and 5").
dnfm-entered = Entered { $values }
dnfm-your-cv = Your Combat Value: { $cv }
# A card of the picker: "3B down: 4". $card: 1–6; $side: A or B; $way: up or down.
dnfm-face = { $card }{ $side } { $way }: { $value }
dnfm-face-up = up
dnfm-face-down = down
dnfm-take-back = ← Take back the last card
dnfm-cancel = Cancel
# Cancel, once a draw of the action is complete: it clears only the draw in hand.
dnfm-clear-this-draw = Clear this draw
dnfm-in-draw-one = In this draw: card { $card }. Tap it again to take it back.
# $cards: the cards' numbers ("2 and 5").
dnfm-in-draw-many = In this draw: cards { $cards }. Tap one again to take it back.
dnfm-set-aside = Under the bounty for this fight: card { $card }, so its row is off.
# A NavComm check no draw can pass: $best the highest total the cards can still make.
dnfm-check-out-of-reach = The best these cards can make is { $best }, short of the { $needed } needed: this check cannot be passed. Draw the cards all the same; the rules still play out.

## The cards of the last action

dnfm-drawn-event-scan = Event scan = { $ed }
dnfm-drawn-navcomm = NavComm = { $total }
dnfm-drawn-bounty = Bounty
dnfm-drawn-effect = Effect
dnfm-drawn-damage = Damage
# A side's attack: $who (you, they), $cv its Combat Value.
dnfm-fight-row = { $who }: CV { $cv }
dnfm-you = You
dnfm-they = They

## The ship and the map

dnfm-ship = Ship
dnfm-map = Map
dnfm-megacredits = Megacredits
dnfm-card = card
dnfm-hide-card = hide card
# $start: the system's level at the game's start.
dnfm-level-start = start { $start }
# The same, below the start (shown in the warning colour).
dnfm-level-damaged = start { $start } · damaged
# The same, at the last level before the game is lost (shown in the danger colour).
dnfm-level-last = start { $start } · last level
dnfm-no-card-edge = { $system }: no card edge shows level { $level }.
dnfm-card-as-it-lies = The { $system } card as it lies: level { $level } at the bottom edge.
# A quadrant of the map strip: its number, "St" where a spacestation is.
dnfm-quadrant-station = { $quadrant } St
# A quadrant of a physical map tapped once play has begun.
dnfm-stations-fixed = The map is laid out: spacestations can be marked only before the first move.

## The coach

dnfm-coach = Coach
dnfm-coach-about = On: each choice's chance to win the whole game.
dnfm-coach-nothing = Coach: nothing to choose at this step.
dnfm-coach-working = working… { $progress }
# $choice: the choice; $figure: its chance.
# $chance, $margin: percentages.
dnfm-coach-win = win the game { $chance } ± { $margin }
dnfm-coach-line = { $choice }: { $figure }
dnfm-coach-deck-known = a deck dealt well mixed from the Dice Cards you know are in it
dnfm-coach-deck-peek = the app's deck as it lies (peeking)
# $games: how many games; $policy: the simulator's policy; $deck: one of the two above;
# $margin: "95 %".
dnfm-coach-basis = The coach plays each choice on to the game's end { $games } times by the simulator's { $policy } policy, on { $deck }; ± is a { $margin } margin.
# A press while the cards of a draw are being entered.
dnfm-finish-the-draw-first = Finish this draw first, or take it back with Cancel or Undo: nothing else can happen until its cards are in.
# The Space bar pressed where the player chooses (how far to move, evade or fight …).
dnfm-space-choose = The Space bar does not choose for you: tap one of the choices.
# The same, once a draw of the action is complete (a lost round waits for its damage).
dnfm-finish-the-decided-draw = Finish this draw first: the draws before it are complete and stay.
# Take back, Cancel or Undo with no card of the draw in hand entered, after a complete draw.
dnfm-draw-decided = The draws before this one are complete and stay: enter this draw’s cards.
