# Do Not Forsake Me's card set as the print kit draws it: our own design, so every word is
# the player's language; the rulebook's numbers stay as they are.

## The ship and its status card

print-dnfm-ship-title = Your Ship
# Two lines, as printed under the ship.
print-dnfm-ship-start =
    Starts on the bottom-left quadrant
    of the lowest Map Card.
print-dnfm-ship-status-title = Ship Status
# $system: the system's name; $level: where it starts.
print-dnfm-starts-at = { $system } — starts at { $level }
print-dnfm-lay-resources = Lay the four Ship Resource cards here, each with its yellow start at the bottom edge.
# $start, $win: Megacredits.
print-dnfm-start-and-win = { $start } MC to start · { $win } MC to win

## The resource cards: one level at each edge

# $low, $high: the levels the card's edges show.
print-dnfm-crew-card = Crew { $low }–{ $high }
print-dnfm-level = level { $level }
print-dnfm-cards = { $count ->
    [one] { $count } card
   *[other] { $count } cards
}
# $cards: "1 card", "2 cards" (print-dnfm-cards).
print-dnfm-draw = draw { $cards }
print-dnfm-crew-count = { $count } crew
# $modifier: signed, "+1", "-2".
print-dnfm-fusion-modifier = CV { $modifier }
print-dnfm-fusion-extra = +{ $cards }, drop lowest
print-dnfm-fusion-extra-modifier = +{ $cards }, drop lowest, CV { $modifier }
# The mark around the level the game starts at.
print-dnfm-start = start
print-dnfm-turn-system = Only the level at the bottom edge counts. Damage: turn a quarter counter-clockwise; repair or upgrade: clockwise.
print-dnfm-turn-crew = Only the level at the bottom edge counts. A crewman lost: turn a quarter counter-clockwise.
# $faces: the die faces that lose a crewman ("1 or 2").
print-dnfm-crew-check = After a crew icon, draw one: a { $faces } loses a crewman.
print-dnfm-crew-flip-high = At 5, the next loss: turn this card over, 4 at the bottom edge.
print-dnfm-crew-flip-low = Levels 8 to 5 are on the other side. Below 1, the game is lost.

## The price table (rules card 3 and the Event card)

print-dnfm-price-per-level = MC per level
print-dnfm-price-docked = docked
print-dnfm-price-in-space = in space, by quadrants flown
print-dnfm-price-table-repeated = The Event card, face up in play, repeats this table.

## The Event card

print-dnfm-events-title = Events
# $range: the Event Detection totals of a row ("5–7", "16 or more").
print-dnfm-ed = { -ed } { $range }
print-dnfm-repair-limit = In space, repair a system only up to its starting level.

## Megacredits, bounties, quick reference

print-dnfm-megacredits-note = 0 MC: the marker sits off the grid. 30 wins.
print-dnfm-bounties-title = Bounties
# $dl: the bounty's Detection Level.
print-dnfm-dl = { -dl } { $dl }
# An attack line: $cannon the cannon levels it holds for ("WMC 1–3"), $pattern the dice
# positions ("W W B"), $value its Megacredits.
print-dnfm-attack-line = { $cannon }: { $pattern } = { $value } MC
print-dnfm-cannon-level = WMC { $level }
print-dnfm-cannon-levels = WMC { $low }–{ $high }
print-dnfm-megacredits-value = { $value } MC
print-dnfm-reference-title = Quick Reference
print-dnfm-reference-turn = Turn: move 1–4 · dock or repair · scan for events · bounty: evade or fight · combat rounds.
print-dnfm-reference-cannon = Cannon: sort the three dice low to high; W positions count, B do not.
# $system: the system's name; $effect: what the level does.
print-dnfm-reference-level = { $system } { $level }: { $effect }
print-dnfm-reference-crew-check = Crew check: a crewman is lost on a { $faces }.

## Map Cards and Dice Cards

print-dnfm-spacestation = Spacestation
# $card: its number; $side: A or B.
print-dnfm-map-card = Map Card { $card }{ $side }
print-dnfm-dice-card = Dice Card { $card }{ $side }
# A system's badge on the cards and the ship panel: its initial.
print-dnfm-badge-crew = C
print-dnfm-badge-wmc = W
print-dnfm-badge-fusion = F
print-dnfm-badge-navcomm = N
